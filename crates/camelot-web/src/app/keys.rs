//! The keys that step through a game, shared by the game page and the analysis board:
//! Escape cancels (dialogs handle their own), ←/→ and Home/End step along the line, ↑/↓
//! choose among the moves played at a branch, unless a form control or the board has them.

use crate::game::cursor::Stepping;
use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{Event, KeyboardEvent};
use yew::prelude::*;

/// Whether a key press belongs to a form control or a dialog (typing there must not step the
/// game).
pub fn typing(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| {
            matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                || el.closest(".dialog").ok().flatten().is_some()
        })
}

/// The step a key asks for, if any.
fn step_of(key: &str) -> Option<Stepping> {
    Some(match key {
        "ArrowLeft" => Stepping::Back,
        "ArrowUp" => Stepping::Up,
        "ArrowDown" => Stepping::Down,
        "ArrowRight" => Stepping::Forward,
        "Home" => Stepping::First,
        "End" => Stepping::Last,
        _ => return None,
    })
}

/// Listens for the stepping keys anywhere on the page while the component lives: `cancel`
/// hears Escape, `step` every step.
#[hook]
pub fn use_step_keys(cancel: Callback<()>, step: Callback<Stepping>) {
    use_effect_with((), move |_| {
        // Not passive: the arrow keys must not also scroll the page.
        let options = gloo_events::EventListenerOptions::enable_prevent_default();
        let window = gloo_utils::window();
        let listener =
            EventListener::new_with_options(&window, "keydown", options, move |e: &Event| {
                let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                if e.default_prevented() || e.ctrl_key() || e.meta_key() || e.alt_key() {
                    return;
                }
                if e.key() == "Escape" {
                    cancel.emit(());
                } else if let Some(s) = step_of(&e.key())
                    && !typing(e)
                {
                    e.prevent_default();
                    step.emit(s);
                }
            });
        move || drop(listener)
    });
}
