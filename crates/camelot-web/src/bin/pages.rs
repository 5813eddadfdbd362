//! The pages binary: the rules course, the rules reference and the other pages besides the
//! game, in a wasm of their own so that the game's first load stays small (`www/boot.js`
//! picks the bundle by the URL fragment).

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            if let Some(loading) = doc.get_element_by_id("loading") {
                loading.remove();
            }
            if let Some(root) = doc.get_element_by_id("app") {
                yew::Renderer::<camelot_web::routes::PagesRoot>::with_root(root).render();
            }
        }
    }
}
