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
    let hash = gloo_utils::window().location().hash().unwrap_or_default();
    parse_route(&hash)
}

/// The root component: follows `hashchange` and shows the page.
#[function_component(Root)]
pub fn root() -> Html {
    let route = use_state(current_route);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            // The page follows the theme chosen on the game page from the first render on.
            crate::play::apply_theme(crate::play::storage::load_settings().theme);
            let listener =
                gloo_events::EventListener::new(&gloo_utils::window(), "hashchange", move |_| {
                    route.set(current_route());
                    gloo_utils::window().scroll_to_with_x_and_y(0.0, 0.0);
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
