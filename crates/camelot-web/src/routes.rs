//! Pages by URL fragment: the game (`#/` or none), the rules course (`#/learn`,
//! `#/learn/<lesson>`) and the rules reference (`#/rules`). Fragments keep every URL relative,
//! so the site works from any static host and sub-path.

use crate::learn::view::Course;
use crate::play::App;
use crate::rules_page::RulesPage;
use yew::prelude::*;

/// A page of the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Route {
    /// The game.
    Play,
    /// The course: the lesson list, or one lesson by id.
    Learn(Option<String>),
    /// The rules reference.
    Rules,
}

/// The page for a `location.hash` value (`""`, `"#/learn/jump"`, …). Unknown fragments open
/// the game.
pub fn parse_route(hash: &str) -> Route {
    let path = hash.trim_start_matches('#').trim_start_matches('/');
    let mut parts = path.split('/').filter(|p| !p.is_empty());
    match (parts.next(), parts.next()) {
        (Some("learn"), None) => Route::Learn(None),
        (Some("learn"), Some(id)) => Route::Learn(Some(id.to_string())),
        (Some("rules"), _) => Route::Rules,
        _ => Route::Play,
    }
}

fn current_route() -> Route {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    parse_route(&hash)
}

/// The root component: follows `hashchange` and shows the page.
#[function_component(Root)]
pub fn root() -> Html {
    let route = use_state(current_route);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = listen_hashchange(move || {
                route.set(current_route());
                if let Some(w) = web_sys::window() {
                    w.scroll_to_with_x_and_y(0.0, 0.0);
                }
            });
            move || drop(listener)
        });
    }
    match &*route {
        Route::Play => html! { <App /> },
        Route::Learn(id) => html! { <Course lesson={id.clone()} /> },
        Route::Rules => html! { <RulesPage /> },
    }
}

/// A `hashchange` listener removed when dropped.
struct Listener {
    #[cfg(target_arch = "wasm32")]
    closure: wasm_bindgen::closure::Closure<dyn FnMut()>,
}

#[cfg(target_arch = "wasm32")]
fn listen_hashchange(f: impl FnMut() + 'static) -> Listener {
    use wasm_bindgen::JsCast;
    let closure = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(f);
    if let Some(w) = web_sys::window() {
        let _ = w.add_event_listener_with_callback("hashchange", closure.as_ref().unchecked_ref());
    }
    Listener { closure }
}

#[cfg(not(target_arch = "wasm32"))]
fn listen_hashchange(_f: impl FnMut() + 'static) -> Listener {
    Listener {}
}

#[cfg(not(target_arch = "wasm32"))]
impl Drop for Listener {
    fn drop(&mut self) {}
}

#[cfg(target_arch = "wasm32")]
impl Drop for Listener {
    fn drop(&mut self) {
        use wasm_bindgen::JsCast;
        if let Some(w) = web_sys::window() {
            let _ = w.remove_event_listener_with_callback(
                "hashchange",
                self.closure.as_ref().unchecked_ref(),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragments_pick_pages() {
        assert_eq!(parse_route(""), Route::Play);
        assert_eq!(parse_route("#/"), Route::Play);
        assert_eq!(parse_route("#/learn"), Route::Learn(None));
        assert_eq!(parse_route("#/learn/"), Route::Learn(None));
        assert_eq!(
            parse_route("#/learn/jump"),
            Route::Learn(Some("jump".into()))
        );
        assert_eq!(
            parse_route("#learn/jump"),
            Route::Learn(Some("jump".into()))
        );
        assert_eq!(parse_route("#/rules"), Route::Rules);
        assert_eq!(parse_route("#/nonsense"), Route::Play);
    }
}
