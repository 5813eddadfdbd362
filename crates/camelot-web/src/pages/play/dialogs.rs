//! The game page's dialogs: new game, paste a game or position, and "replace your game?".
//! Each is a [`Modal`]: focus moves in, Tab stays inside, Escape closes, focus goes back.

use super::import::{PasteBox, Source};
use super::mode::{DEFAULT_LEVEL, Mode, PERFECT, Speed};
use super::state::{Action, Dialog, State};
use super::words;
use crate::app::i18n::t;
use crate::app::modal::Modal;
use crate::app::store::Shared;
use crate::engine::SOLVED;
use camelot_core::{Color, Position, Variant};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    pub mode: Mode,
    /// The variant offered first: the current game's.
    pub variant: Variant,
    pub repetition: bool,
    pub dispatch: Callback<Action>,
}

/// The new game the dialog starts: who plays, the variant, and the repetition house rule.
pub fn new_game(mode: Mode, variant: Variant, repetition: bool) -> Action {
    Action::NewGame {
        mode,
        start: Some(Box::new(Position::start_of(variant))),
        repetition,
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Computer,
    Two,
    Watch,
}

/// The levels offered: 1 to 8, and Perfect where the game is solved (Camette, against a
/// person).
fn levels(perfect: bool) -> std::ops::RangeInclusive<u8> {
    1..=if perfect { PERFECT } else { PERFECT - 1 }
}

fn level_options(selected: u8, perfect: bool) -> Html {
    let top = *levels(perfect).end();
    levels(perfect)
        .map(|l| {
            html! { <option value={l.to_string()} selected={l == selected.min(top)}>{ words::level_option(l) }</option> }
        })
        .collect()
}

fn level_of(e: &Event) -> Option<u8> {
    let sel = e.target_dyn_into::<web_sys::HtmlSelectElement>()?;
    Some(
        sel.value()
            .parse()
            .unwrap_or(DEFAULT_LEVEL)
            .clamp(1, PERFECT),
    )
}

/// New game settings.
#[function_component(NewGameDialog)]
pub fn new_game_dialog(props: &NewGameProps) -> Html {
    let kind = use_state(|| match props.mode {
        Mode::Computer { .. } => Kind::Computer,
        Mode::TwoPlayers => Kind::Two,
        Mode::Watch { .. } => Kind::Watch,
    });
    let color = use_state(|| match props.mode {
        Mode::Computer { human, .. } => human,
        _ => Color::White,
    });
    let white = use_state(|| match props.mode {
        Mode::Computer { level, .. } => level,
        m => m.level_for(Color::White),
    });
    let black = use_state(|| match props.mode {
        Mode::Computer { level, .. } => level,
        m => m.level_for(Color::Black),
    });
    let speed = use_state(|| match props.mode {
        Mode::Watch { speed, .. } => speed,
        _ => Speed::Normal,
    });
    let repetition = use_state(|| props.repetition);
    let variant = use_state(|| props.variant);
    // The Perfect note comes under the level chooser, at the bottom of the dialog on a phone
    // (behind its sticky buttons): it is brought into view when it appears.
    let note = use_node_ref();
    let perfect = *kind == Kind::Computer && *variant == SOLVED && *white >= PERFECT;
    {
        let note = note.clone();
        use_effect_with(perfect, move |&shown| {
            if let Some(el) = note.cast::<web_sys::Element>().filter(|_| shown) {
                crate::app::scroll::into_view(&el);
            }
        });
    }
    let pick_variant = |v: Variant| {
        let variant = variant.clone();
        Callback::from(move |_: Event| variant.set(v))
    };
    let on_repetition = {
        let repetition = repetition.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                repetition.set(input.checked());
            }
        })
    };
    let pick_kind = |k: Kind| {
        let kind = kind.clone();
        Callback::from(move |_: Event| kind.set(k))
    };
    let pick_color = |c: Color| {
        let color = color.clone();
        Callback::from(move |_: Event| color.set(c))
    };
    let set_level = |h: &UseStateHandle<u8>, both: Option<UseStateHandle<u8>>| {
        let h = h.clone();
        Callback::from(move |e: Event| {
            if let Some(l) = level_of(&e) {
                h.set(l);
                if let Some(b) = &both {
                    b.set(l);
                }
            }
        })
    };
    let on_speed = {
        let speed = speed.clone();
        Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                speed.set(match sel.value().as_str() {
                    "slow" => Speed::Slow,
                    "fast" => Speed::Fast,
                    _ => Speed::Normal,
                });
            }
        })
    };
    let start = {
        let d = props.dispatch.clone();
        let (kind, color, white, black, speed, repetition, variant) =
            (*kind, *color, *white, *black, *speed, *repetition, *variant);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let mode = match kind {
                Kind::Computer => Mode::Computer {
                    human: color,
                    level: white.min(*levels(variant == SOLVED).end()),
                },
                Kind::Two => Mode::TwoPlayers,
                Kind::Watch => Mode::Watch {
                    white: white.min(PERFECT - 1),
                    black: black.min(PERFECT - 1),
                    speed,
                },
            };
            d.emit(new_game(mode, variant, repetition));
        })
    };
    let close = {
        let d = props.dispatch.clone();
        Callback::from(move |_| d.emit(Action::Dialog(None)))
    };
    let cancel = {
        let close = close.clone();
        Callback::from(move |_: MouseEvent| close.emit(()))
    };
    html! {
        <Modal labelled_by="ng-title" testid="new-game-dialog" class="new-game" on_close={close} on_submit={start}>
            <h2 id="ng-title">{ t("play-ui-new-game") }</h2>
            <fieldset class="variants" data-testid="variants">
                <legend>{ t("play-ui-game") }</legend>
                { for Variant::ALL.into_iter().map(|v| html! {
                    <label>
                        <input type="radio" name="variant" value={v.name()} data-testid={format!("variant-{}", v.name())}
                               checked={*variant == v} onchange={pick_variant(v)} />
                        <strong>{ format!(" {}", crate::app::core_words::variant_title(v)) }</strong>
                        <span class="summary">{ format!(" — {}", crate::app::core_words::variant_summary(v)) }</span>
                        if v == SOLVED {
                            <span class="summary">{ words::camette_solved() }</span>
                        }
                    </label>
                }) }
            </fieldset>
            <fieldset>
                <legend>{ t("play-ui-players") }</legend>
                <label><input type="radio" name="kind" checked={*kind == Kind::Computer} onchange={pick_kind(Kind::Computer)} />{ t("play-ui-you-against-the-computer") }</label>
                <label><input type="radio" name="kind" checked={*kind == Kind::Two} onchange={pick_kind(Kind::Two)} />{ t("play-ui-two-players-on-this-device") }</label>
                <label><input type="radio" name="kind" checked={*kind == Kind::Watch} onchange={pick_kind(Kind::Watch)} />{ t("play-ui-computer-against-computer-watch") }</label>
            </fieldset>
            if *kind == Kind::Computer {
                <fieldset>
                    <legend>{ t("play-ui-your-colour") }</legend>
                    <label><input type="radio" name="color" data-testid="color-white" checked={*color == Color::White} onchange={pick_color(Color::White)} />{ t("play-ui-white-moves-first") }</label>
                    <label><input type="radio" name="color" data-testid="color-black" checked={*color == Color::Black} onchange={pick_color(Color::Black)} />{ t("play-ui-black") }</label>
                </fieldset>
                <label class="row">{ t("play-ui-computer-level") }
                    <select onchange={set_level(&white, Some(black.clone()))} data-testid="level">{ level_options(*white, *variant == SOLVED) }</select>
                </label>
                if perfect {
                    <p class="note" data-testid="perfect-note" ref={note}>{ words::perfect_note() }</p>
                }
            }
            if *kind == Kind::Watch {
                <label class="row">{ t("play-ui-white-s-level") }
                    <select onchange={set_level(&white, None)} data-testid="level">{ level_options(*white, false) }</select>
                </label>
                <label class="row">{ t("play-ui-black-s-level") }
                    <select onchange={set_level(&black, None)} data-testid="level-black">{ level_options(*black, false) }</select>
                </label>
                <label class="row">{ t("play-ui-speed") }
                    <select onchange={on_speed} data-testid="speed">
                        <option value="slow" selected={*speed == Speed::Slow}>{ t("play-ui-slow") }</option>
                        <option value="normal" selected={*speed == Speed::Normal}>{ t("play-ui-normal") }</option>
                        <option value="fast" selected={*speed == Speed::Fast}>{ t("play-ui-fast") }</option>
                    </select>
                </label>
            }
            <label class="row">
                <input type="checkbox" checked={*repetition} onchange={on_repetition} data-testid="repetition" />
                { t("play-ui-draw-on-threefold-repetition-house-rule") }
            </label>
            <div class="dialog-buttons">
                <button type="button" onclick={cancel}>{ t("play-ui-cancel") }</button>
                <button type="submit" class="primary" data-testid="start-game">{ t("play-ui-start") }</button>
            </div>
        </Modal>
    }
}

#[derive(Properties, PartialEq)]
pub struct PasteProps {
    pub paste: PasteBox,
    pub dispatch: Callback<Action>,
}

/// The character offset of 1-based (line, column) in `text`.
fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let mut chars = 0;
    for (i, l) in text.split('\n').enumerate() {
        if i + 1 == line {
            return chars + column.saturating_sub(1).min(l.chars().count());
        }
        chars += l.chars().count() + 1;
    }
    chars
}

/// Paste a game record or a position text; problems show under the text and the faulty
/// spot is selected in it.
#[function_component(PasteDialog)]
pub fn paste_dialog(props: &PasteProps) -> Html {
    let area = use_node_ref();
    {
        let area = area.clone();
        let at = props.paste.error.as_ref().and_then(|e| e.at);
        let text = props.paste.text.clone();
        use_effect_with(props.paste.error.clone(), move |_| {
            if let (Some((line, column)), Some(t)) =
                (at, area.cast::<web_sys::HtmlTextAreaElement>())
            {
                let start = offset_of(&text, line, column);
                let end = text
                    .chars()
                    .skip(start)
                    .position(char::is_whitespace)
                    .map_or(text.chars().count(), |n| start + n);
                let _ = t.focus();
                let to_u32 = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
                let _ = t.set_selection_range(to_u32(start), to_u32(end));
            }
        });
    }
    let load = {
        let d = props.dispatch.clone();
        let area = area.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(t) = area.cast::<web_sys::HtmlTextAreaElement>() {
                d.emit(Action::Load {
                    text: t.value(),
                    source: Source::Paste,
                });
            }
        })
    };
    let oninput = {
        let d = props.dispatch.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(t) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() {
                d.emit(Action::PasteText(t.value()));
            }
        })
    };
    let close = {
        let d = props.dispatch.clone();
        Callback::from(move |_| d.emit(Action::Dialog(None)))
    };
    let cancel = {
        let close = close.clone();
        Callback::from(move |_: MouseEvent| close.emit(()))
    };
    let error = props.paste.error.as_ref();
    html! {
        <Modal labelled_by="paste-title" testid="paste-dialog" on_close={close} on_submit={load}>
            <h2 id="paste-title">{ t("play-ui-paste-a-game-or-a-position") }</h2>
            <p id="paste-help">{ t("play-ui-a-game-record-continues-that-game") }</p>
            <textarea ref={area} rows="8" aria-label={t("play-ui-paste-field")} data-testid="paste-text"
                      data-autofocus="true" value={props.paste.text.clone()} {oninput}
                      aria-invalid={error.map(|_| "true")}
                      aria-describedby={if error.is_some() { "paste-error" } else { "paste-help" }} />
            if let Some(e) = error {
                <p class="field-error" id="paste-error" role="alert" data-testid="paste-error">
                    { &e.text }
                </p>
            }
            <div class="dialog-buttons">
                <button type="button" onclick={cancel}>{ t("play-ui-cancel") }</button>
                <button type="submit" class="primary" data-testid="paste-load">{ t("play-ui-load") }</button>
            </div>
        </Modal>
    }
}

#[derive(Properties, PartialEq)]
pub struct ReplaceProps {
    pub state: Shared<State>,
    pub dispatch: Callback<Action>,
}

/// "Open the game from the file? Your current game (17 moves) will be replaced."
#[function_component(ReplaceDialog)]
pub fn replace_dialog(props: &ReplaceProps) -> Html {
    let Some((title, body)) = words::replace_question(&props.state) else {
        return html! {};
    };
    let act = |yes: bool| {
        let d = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| d.emit(Action::Replace(yes)))
    };
    let close = {
        let d = props.dispatch.clone();
        Callback::from(move |_| d.emit(Action::Replace(false)))
    };
    html! {
        <Modal labelled_by="link-title" role="alertdialog" testid="link-dialog" on_close={close}>
            <h2 id="link-title">{ title }</h2>
            <p>{ body }</p>
            <div class="dialog-buttons">
                <button type="button" onclick={act(false)} data-testid="keep-game" data-autofocus="true">{ t("play-ui-keep-my-game") }</button>
                <button type="button" class="primary" onclick={act(true)} data-testid="open-link">{ t("play-ui-replace-it") }</button>
            </div>
        </Modal>
    }
}

/// The dialog for `state`, if one is open.
pub fn dialog_view(state: &std::rc::Rc<State>, dispatch: &Callback<Action>) -> Html {
    match state.dialog {
        Some(Dialog::NewGame) => html! {
            <NewGameDialog mode={state.mode} variant={state.variant()} repetition={state.tree().repetition_rule()} dispatch={dispatch.clone()} />
        },
        Some(Dialog::Paste) => html! {
            <PasteDialog paste={state.import.paste.clone()} dispatch={dispatch.clone()} />
        },
        Some(Dialog::Replace) => html! {
            <ReplaceDialog state={Shared(state.clone())} dispatch={dispatch.clone()} />
        },
        None => html! {},
    }
}

#[cfg(test)]
mod tests {
    use super::offset_of;

    #[test]
    fn line_and_column_to_offset() {
        let t = "[Event \"x\"]\n\n1. F7-F9 *";
        assert_eq!(offset_of(t, 1, 1), 0);
        assert_eq!(offset_of(t, 3, 4), 16);
        assert_eq!(&t[offset_of(t, 3, 4)..offset_of(t, 3, 4) + 5], "F7-F9");
        assert_eq!(offset_of(t, 9, 9), t.chars().count() + 1);
    }
}
