//! A page's own stylesheet, linked when the page first shows: index.html only copies the
//! editor's and the analysis board's sheets, so that the game's first load does not carry
//! them.

use gloo_events::EventListener;
use yew::prelude::*;

/// Links `href` once (a second visit finds it linked) and calls `ready` when it has loaded
/// or failed to load (at once when it is already in).
fn link(href: &'static str, ready: Callback<()>) -> Option<Vec<EventListener>> {
    let doc = gloo_utils::document();
    let selector = format!("link[data-page-css=\"{href}\"]");
    let link = match doc.query_selector(&selector).ok().flatten() {
        Some(link) => {
            let sheet = js_sys::Reflect::get(&link, &"sheet".into()).unwrap_or_default();
            if !sheet.is_null() && !sheet.is_undefined() {
                ready.emit(());
                return None;
            }
            link
        }
        None => {
            let link = doc.create_element("link").ok()?;
            let _ = link.set_attribute("rel", "stylesheet");
            let _ = link.set_attribute("href", href);
            let _ = link.set_attribute("data-page-css", href);
            doc.head()?.append_child(&link).ok()?;
            link
        }
    };
    Some(
        ["load", "error"]
            .into_iter()
            .map(|name| {
                let ready = ready.clone();
                EventListener::new(&link, name, move |_| ready.emit(()))
            })
            .collect(),
    )
}

/// Whether the page's stylesheet `href` is in yet (a page stays hidden until it is, so it
/// never shows, or takes clicks, unstyled).
#[hook]
pub fn use_page_stylesheet(href: &'static str) -> bool {
    let styled = use_state_eq(|| false);
    {
        let styled = styled.clone();
        use_effect_with((), move |_| {
            let listeners = link(href, Callback::from(move |_| styled.set(true)));
            move || drop(listeners)
        });
    }
    *styled
}
