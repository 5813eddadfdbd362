//! The app binary: mounts the Yew app (with its pages) on the page.

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            if let Some(loading) = doc.get_element_by_id("loading") {
                loading.remove();
            }
            if let Some(root) = doc.get_element_by_id("app") {
                // The root picks the page by URL fragment: the game, the rules course or the rules.
                yew::Renderer::<camelot_web::routes::Root>::with_root(root).render();
            }
        }
    }
}
