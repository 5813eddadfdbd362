//! The pages binary: the rules course, the rules reference and the other pages besides the
//! game, in a wasm of their own so that the game's first load stays small (`www/boot.js`
//! picks the bundle by the URL fragment).

fn main() {
    #[cfg(target_arch = "wasm32")]
    camelot_web::roots::mount::<camelot_web::roots::PagesRoot>(
        camelot_web::app::i18n::PAGES_BUNDLE,
    );
}
