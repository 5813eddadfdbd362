//! The app binary: mounts the game page (the other pages are `src/bin/pages.rs`).

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            if let Some(loading) = doc.get_element_by_id("loading") {
                loading.remove();
            }
            if let Some(root) = doc.get_element_by_id("app") {
                yew::Renderer::<camelot_web::routes::PlayRoot>::with_root(root).render();
            }
        }
    }
}
