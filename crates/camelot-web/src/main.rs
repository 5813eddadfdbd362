//! The app binary: mounts the game page (the other pages are `src/bin/pages.rs`).

fn main() {
    #[cfg(target_arch = "wasm32")]
    camelot_web::roots::mount::<camelot_web::roots::PlayRoot>(camelot_web::app::i18n::MAIN_BUNDLE);
}
