//! Pages by URL fragment: the game (`#/` or none), the rules course (`#/learn`,
//! `#/learn/<lesson>`), the rules reference (`#/rules`) and the position editor (`#/editor`,
//! `#/editor?position=TEXT`). Fragments keep every URL relative, so the site works from any
//! static host and sub-path.
//!
//! The pages come in two bundles, so a first visit to the game loads only the game: the game
//! page (the app's main wasm) and the other pages (`pages.wasm`, loaded by `www/boot.js` when
//! the page opens on one of them). Going from a page of one bundle to a page of the other
//! reloads the document, which then loads the other bundle.

use crate::editor::Editor;
use crate::learn::view::Course;
use crate::play::App;
use crate::rules_page::RulesPage;
use yew::prelude::*;

/// Which wasm bundle shows a page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bundle {
    /// The game page (the main wasm).
    Play,
    /// The course, the rules and the other pages (`pages.wasm`). `www/boot.js` recognises
    /// their fragments by the same first word.
    Pages,
}

/// A page of the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Route {
    /// The game.
    Play,
    /// The course: the lesson list, or one lesson by id.
    Learn(Option<String>),
    /// The rules reference.
    Rules,
    /// The position editor. It reads the fragment's query (`?position=…`) itself, so that the
    /// game's bundle, which only needs to know the page, does not carry that code.
    Editor,
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
        // The editor's query (`#/editor?position=2/8/…`) may hold slashes of its own.
        (Some(p), _) if p.split('?').next() == Some("editor") => Route::Editor,
        _ => Route::Play,
    }
}

impl Route {
    /// The bundle that shows this page.
    pub fn bundle(&self) -> Bundle {
        match self {
            Route::Play => Bundle::Play,
            Route::Learn(_) | Route::Rules | Route::Editor => Bundle::Pages,
        }
    }
}

fn current_route() -> Route {
    let hash = gloo_utils::window().location().hash().unwrap_or_default();
    parse_route(&hash)
}

/// The current route, following `hashchange`; a route of the other bundle reloads the
/// document (which then starts that bundle).
#[hook]
fn use_route(bundle: Bundle) -> Route {
    let route = use_state(current_route);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            // Every page follows the theme chosen on the game page from the first render on.
            crate::play::apply_theme(crate::play::storage::load_settings().theme);
            let listener =
                gloo_events::EventListener::new(&gloo_utils::window(), "hashchange", move |_| {
                    let next = current_route();
                    if next.bundle() != bundle {
                        let _ = gloo_utils::window().location().reload();
                        return;
                    }
                    route.set(next);
                    gloo_utils::window().scroll_to_with_x_and_y(0.0, 0.0);
                });
            move || drop(listener)
        });
    }
    (*route).clone()
}

/// The main bundle's root: the game page. (boot.js starts this bundle on every fragment but
/// the other bundle's, so it shows the game whatever the fragment says.)
#[function_component(PlayRoot)]
pub fn play_root() -> Html {
    use_route(Bundle::Play);
    html! { <App /> }
}

/// The pages bundle's root: the course, the rules and the other pages. A fragment it does not
/// know is the game's: it goes there.
#[function_component(PagesRoot)]
pub fn pages_root() -> Html {
    let route = use_route(Bundle::Pages);
    let to_game = route.bundle() != Bundle::Pages;
    use_effect_with(to_game, |to_game| {
        if *to_game {
            // The hash change reloads the document, and boot.js then starts the game.
            let _ = gloo_utils::window().location().set_hash("/");
        }
    });
    match route {
        Route::Learn(id) => html! { <Course lesson={id} /> },
        Route::Rules => html! { <RulesPage /> },
        Route::Editor => html! { <Editor /> },
        Route::Play => html! {},
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
        assert_eq!(parse_route("#/editor"), Route::Editor);
        assert_eq!(parse_route("#/editor/"), Route::Editor);
        assert_eq!(parse_route("#/editor?position=2%2F8"), Route::Editor);
        assert_eq!(parse_route("#/editor?position=2/8/10"), Route::Editor);
    }

    #[test]
    fn the_editor_is_in_the_pages_bundle() {
        // www/boot.js starts pages.wasm on these fragments.
        for hash in ["#/editor", "#/editor?position=x", "#/learn", "#/rules"] {
            assert_eq!(parse_route(hash).bundle(), Bundle::Pages, "{hash}");
        }
        assert_eq!(parse_route("#/").bundle(), Bundle::Play);
    }
}
