//! The embeddable board (`embed.html`, its own small wasm binary `embed`): a position or a game
//! from URL parameters, shown in a frame of any size, with step controls for a game.
//!
//! Parameters (all optional; unknown ones are an error, so typos are never silently ignored):
//! - `variant=` a game of the Camelot family (`camette`, `River Camelot`, …): the board, and
//!   the start position when no position is given; a position or record must be of it;
//! - `position=` position text (the start position when absent);
//! - `moves=` moves from that position, separated by spaces or commas (a tree placement,
//!   `C2,D2,I2`, is one move), or `record=` a whole game record (not both);
//! - `ply=` how many of the moves to show at first (default: all), or `node=` a move of the
//!   record by its place in the tree (`0.0.1`, as the app's share links give it): the board
//!   shows the line to that move and on along its main continuation;
//! - `highlight=` squares (`E4,E6`) or a move (`E4-E6xE8`) to draw;
//! - `orientation=white|black`, `interactive=0|1` (or `false|true`), `theme=light|dark`;
//! - `lang=` the language of the board's words (`de`, `fr`, …): accepted here and otherwise
//!   ignored, since the language is chosen before the board is drawn
//!   ([`crate::app::language::initial`]).

mod board;
pub mod params;
pub mod words;

pub use params::{EmbedConfig, Highlight, PARAMS, Theme, parse_params};

use board::EmbedBoard;
use yew::prelude::*;

/// Properties of the embedded board.
#[derive(Properties, PartialEq)]
pub struct EmbedProps {
    /// The query string of the page (`?position=…`).
    pub query: String,
}

/// The embedded board, or the list of problems with its parameters.
#[function_component(Embed)]
pub fn embed(props: &EmbedProps) -> Html {
    match parse_params(&props.query) {
        Ok(config) => html! { <EmbedBoard {config} /> },
        Err(errors) => html! {
            <div class="embed-error" role="alert" data-testid="embed-error">
                <strong>{ words::cannot_show() }</strong>
                <ul>{ for errors.iter().map(|e| html! { <li>{ e }</li> }) }</ul>
            </div>
        },
    }
}

/// Mounts the embedded board on `#embed` (the `embed` binary's entry point).
pub fn start() {
    #[cfg(target_arch = "wasm32")]
    crate::app::language::start(crate::app::i18n::EMBED_BUNDLE, || {
        // The frame's title ("Camelot board") in the language shown.
        gloo_utils::document().set_title(&crate::board::board_label_of(
            &crate::app::core_words::variant_title(camelot_core::Variant::Camelot),
        ));
        if let Some(root) = gloo_utils::document().get_element_by_id("embed") {
            let query = gloo_utils::window().location().search().unwrap_or_default();
            root.set_inner_html("");
            yew::Renderer::<Embed>::with_root_and_props(root, EmbedProps { query }).render();
        }
    });
}
