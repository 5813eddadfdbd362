//! Pages by URL fragment: the game (`#/` or none), the rules course (`#/learn`,
//! `#/learn/<lesson>`), the rules reference (`#/rules`) and the position editor (`#/editor`,
//! `#/editor?position=TEXT`). Fragments keep every URL relative, so the site works from any
//! static host and sub-path.
//!
//! The pages come in two bundles, so a first visit to the game loads only the game: the game
//! page (the app's main wasm) and the other pages (`pages.wasm`, loaded by `www/boot.js` when
//! the page opens on one of them). Going from a page of one bundle to a page of the other
//! reloads the document, which then loads the other bundle.

use super::query::Query;
use super::settings;
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
    /// The analysis board: `#/analysis?position=TEXT` or `#/analysis?record=TEXT&node=PATH`
    /// (values URL-encoded), or the last analysis.
    Analysis {
        /// A position to analyse.
        position: Option<String>,
        /// A game record to analyse.
        record: Option<String>,
        /// The node of the record to show (`0.0.1`).
        node: Option<String>,
        /// `review=1`: review the game at once (the game-over panel's "Review this game").
        review: bool,
    },
    /// The puzzles: `#/puzzles`, `#/puzzles?id=ID`, `?theme=THEME`, `?game=cam`.
    Puzzles {
        /// One puzzle by id.
        id: Option<String>,
        /// Puzzles of one theme.
        theme: Option<String>,
        /// The game (`camelot`, `cam`, `camette`).
        game: Option<String>,
    },
}

/// The page for a `location.hash` value (`""`, `"#/learn/jump"`, …). Unknown fragments open
/// the game.
pub fn parse_route(hash: &str) -> Route {
    let path = hash.trim_start_matches('#').trim_start_matches('/');
    if let Some(route) = analysis_route(path) {
        return route;
    }
    if let Some(route) = puzzles_route(path) {
        return route;
    }
    // The query is cut off first: the editor's (`#/editor?position=2/8/…`) may hold slashes
    // of its own, and one a page does not read (`#/learn?x=1`) is no reason to leave it.
    let page = path.split('?').next().unwrap_or(path);
    let mut parts = page.split('/').filter(|p| !p.is_empty());
    match (parts.next(), parts.next()) {
        (Some("learn"), None) => Route::Learn(None),
        (Some("learn"), Some(id)) => Route::Learn(Some(id.to_string())),
        (Some("rules"), _) => Route::Rules,
        (Some("editor"), _) => Route::Editor,
        _ => Route::Play,
    }
}

/// `analysis?position=…` (the query's values may hold slashes of their own).
fn analysis_route(path: &str) -> Option<Route> {
    let (page, query) = path.split_once('?').unwrap_or((path, ""));
    if page.trim_end_matches('/') != "analysis" {
        return None;
    }
    let query = Query::parse(query);
    Some(Route::Analysis {
        position: query.text("position"),
        record: query.text("record"),
        node: query.text("node"),
        review: query.get("review").is_some_and(|v| v == "1" || v == "true"),
    })
}

/// `puzzles?id=…&theme=…&game=…`.
fn puzzles_route(path: &str) -> Option<Route> {
    let (page, query) = path.split_once('?').unwrap_or((path, ""));
    if page.trim_end_matches('/') != "puzzles" {
        return None;
    }
    let query = Query::parse(query);
    let value = |key: &str| query.text(key).filter(|v| !v.trim().is_empty());
    Some(Route::Puzzles {
        id: value("id"),
        theme: value("theme"),
        game: value("game"),
    })
}

impl Route {
    /// The bundle that shows this page.
    pub fn bundle(&self) -> Bundle {
        match self {
            Route::Play => Bundle::Play,
            Route::Learn(_) | Route::Rules | Route::Editor => Bundle::Pages,
            Route::Analysis { .. } | Route::Puzzles { .. } => Bundle::Pages,
        }
    }
}

/// The page the address shows now.
pub fn current_route() -> Route {
    let hash = gloo_utils::window().location().hash().unwrap_or_default();
    parse_route(&hash)
}

/// Reloads the document into the other bundle at the top of the page: a reload keeps the
/// scroll position, and the page opened (an analysis board from the game page's Analyse
/// button, far down on a phone) would open scrolled past its board.
fn reload_at_top() {
    let window = gloo_utils::window();
    window.scroll_to_with_x_and_y(0.0, 0.0);
    let _ = window.location().reload();
}

/// The current route, following `hashchange`; a route of the other bundle reloads the
/// document (which then starts that bundle).
#[hook]
pub fn use_route(bundle: Bundle) -> Route {
    let route = use_state(current_route);
    // The fragment the document started with (boot.js chose the bundle by it).
    let started = use_state(|| {
        gloo_utils::document()
            .document_element()
            .and_then(|e| e.get_attribute("data-boot-hash"))
            .unwrap_or_else(|| gloo_utils::window().location().hash().unwrap_or_default())
    });
    {
        let route = route.clone();
        let started = (*started).clone();
        let missed = route.setter();
        use_effect_with((), move |_| {
            // Every page follows the theme chosen on the game page from the first render on.
            settings::apply_theme(settings::load().theme);
            let listener =
                gloo_events::EventListener::new(&gloo_utils::window(), "hashchange", move |_| {
                    let next = current_route();
                    if next.bundle() != bundle {
                        reload_at_top();
                        return;
                    }
                    route.set(next);
                    gloo_utils::window().scroll_to_with_x_and_y(0.0, 0.0);
                });
            // A link followed while the wasm was still starting (before this listener): its
            // hashchange went unheard. Only a fragment changed since the start counts, so a
            // fragment boot.js and the router read differently cannot reload for ever.
            let now = gloo_utils::window().location().hash().unwrap_or_default();
            if now != started {
                let next = parse_route(&now);
                if next.bundle() != bundle {
                    reload_at_top();
                } else {
                    missed.set(next);
                }
            }
            move || drop(listener)
        });
    }
    (*route).clone()
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
        // A query the page does not read leaves it where it is (boot.js starts the pages
        // bundle on these, which would otherwise send them to the game).
        assert_eq!(parse_route("#/learn?x=1"), Route::Learn(None));
        assert_eq!(parse_route("#/learn/?lesson=nope"), Route::Learn(None));
        assert_eq!(
            parse_route("#/learn/jump?x=1/2"),
            Route::Learn(Some("jump".into()))
        );
        assert_eq!(parse_route("#/rules?x=1"), Route::Rules);
        assert_eq!(parse_route("#/rulesx"), Route::Play);
        assert_eq!(parse_route("#/?x=learn"), Route::Play);
    }

    #[test]
    fn the_editor_is_in_the_pages_bundle() {
        // www/boot.js starts pages.wasm on these fragments.
        for hash in ["#/editor", "#/editor?position=x", "#/learn", "#/rules"] {
            assert_eq!(parse_route(hash).bundle(), Bundle::Pages, "{hash}");
        }
        assert_eq!(parse_route("#/").bundle(), Bundle::Play);
    }

    #[test]
    fn analysis_links_carry_their_query() {
        let none = Route::Analysis {
            position: None,
            record: None,
            node: None,
            review: false,
        };
        assert_eq!(parse_route("#/analysis"), none);
        assert_eq!(parse_route("#/analysis/"), none);
        assert_eq!(parse_route("#/analysis?"), none);
        assert_eq!(
            parse_route("#/analysis?position=2%2F8%2F10%20w&x=1"),
            Route::Analysis {
                position: Some("2/8/10 w".into()),
                record: None,
                node: None,
                review: false,
            }
        );
        assert_eq!(
            parse_route("#/analysis?record=1.+F7-F8+*&node=0.1"),
            Route::Analysis {
                position: None,
                record: Some("1. F7-F8 *".into()),
                node: Some("0.1".into()),
                review: false,
            }
        );
        // Slashes left unencoded, a broken escape and bytes that are not UTF-8 do no harm.
        assert_eq!(
            parse_route("#/analysis?position=2/8/10&node=%zz%4"),
            Route::Analysis {
                position: Some("2/8/10".into()),
                record: None,
                node: Some("%zz%4".into()),
                review: false,
            }
        );
        assert_eq!(parse_route("#/analysis?x").bundle(), Bundle::Pages);
        assert_eq!(
            parse_route("#/analysis?record=1.+F7-F8+*&review=1"),
            Route::Analysis {
                position: None,
                record: Some("1. F7-F8 *".into()),
                node: None,
                review: true,
            }
        );
        assert_eq!(parse_route("#/analysisx"), Route::Play);
    }
}
