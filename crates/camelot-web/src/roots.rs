//! The roots of the two page bundles: each mounts the page its route names. The only module
//! that knows every page (pages never import each other).

use crate::app::i18n;
use crate::app::language;
use crate::app::routes::{Bundle, Route, use_route};
use crate::pages::analysis::{AnalysisPage, Link};
use crate::pages::editor::Editor;
use crate::pages::learn::Course;
use crate::pages::play::App;
use crate::pages::puzzles::Puzzles;
use crate::pages::rules::RulesPage;
use yew::prelude::*;

/// Mounts `Root` on the page's `#app` in the language the visit starts in (its catalogue
/// `files` loaded first), removing the loading note (a bundle's entry point).
pub fn mount<Root: BaseComponent<Properties = ()>>(files: &'static [i18n::File]) {
    language::start(files, || {
        let doc = gloo_utils::document();
        if let Some(loading) = doc.get_element_by_id("loading") {
            loading.remove();
        }
        if let Some(root) = doc.get_element_by_id("app") {
            yew::Renderer::<Root>::with_root(root).render();
        }
    });
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
        Route::Analysis {
            position,
            record,
            node,
            review,
        } => {
            let link = Link {
                position,
                record,
                node,
                review,
            };
            let key = link.key();
            html! { <AnalysisPage {key} {link} /> }
        }
        Route::Puzzles { id, theme, game } => {
            // A new link (another id, theme or game) starts the page afresh.
            let key = format!("{id:?}{theme:?}{game:?}");
            html! { <Puzzles {key} {id} {theme} {game} /> }
        }
        Route::Play => html! {},
    }
}
