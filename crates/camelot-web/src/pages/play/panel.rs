//! The parts of the game page around the board: the header, the turn box (status, what the
//! move being entered needs, the computer thinking, the legend), the game's buttons and the
//! record's.

use super::import::Source;
use super::mode::Mode;
use super::state::{Action, Dialog, State};
use super::words;
use crate::app::clipboard;
use crate::app::header::{Page, page_header};
use crate::app::i18n::t;
use crate::app::query::encode_component;
use crate::app::settings::{Settings, Theme, dark_now};
use crate::app::sound::{self, Cue};
use crate::app::store::on_click;
use crate::entry::EntryAction;
use crate::entry::view::{cancel_move, chooser, confirm_bar, plant_bar};
use crate::game::cursor::TreeAction;
use camelot_core::{GameTree, NodeId, Record};
use yew::prelude::*;

/// The game page's header: who plays, New game, Share, the pages, colours and sounds.
pub fn header(
    s: &State,
    d: &Callback<Action>,
    settings: Settings,
    set_settings: &Callback<Settings>,
    on_share: Callback<MouseEvent>,
) -> Html {
    let dark = dark_now(settings.theme);
    let on_theme = {
        let set = set_settings.clone();
        Callback::from(move |_: MouseEvent| {
            let mut s = settings;
            s.theme = if dark { Theme::Light } else { Theme::Dark };
            set.emit(s);
        })
    };
    let on_sound = {
        let set = set_settings.clone();
        Callback::from(move |_: MouseEvent| {
            let mut s = settings;
            s.sound = !s.sound;
            if s.sound {
                // The click that switches sound on lets the page play it.
                sound::play(Cue::Move);
            }
            set.emit(s);
        })
    };
    let end = html! {
        <div class="switches">
            // Below 1400 px wide the words hide (the header keeps to one row on a desktop, two
            // on a phone): the sign stays, showing the state by itself (the sound's note is
            // struck through when off, as no word as short as "off" reads well beside it in
            // every language), and the name is the button's accessible name and title.
            <button class="icon" data-testid="theme" aria-pressed={dark.to_string()} onclick={on_theme}
                    aria-label={if dark { t("play-ui-light-colours") } else { t("play-ui-dark-colours") }}
                    title={if dark { t("play-ui-switch-to-light-colours") } else { t("play-ui-switch-to-dark-colours") }}>
                { if dark { "☀" } else { "☾" } }<span class="word">{ if dark { t("play-ui-light") } else { t("play-ui-dark") } }</span>
            </button>
            <button class="icon" data-testid="sound" aria-pressed={settings.sound.to_string()} onclick={on_sound}
                    aria-label={if settings.sound { t("play-ui-sound-on") } else { t("play-ui-sound-off") }}
                    title={t("play-ui-sounds-title")}>
                <span class="sign" aria-hidden="true">{ "♪" }</span>
                <span class="word">{ " " }{ t("play-ui-sound") }{ if settings.sound { t("play-ui-on") } else { t("play-ui-off") } }</span>
            </button>
        </div>
    };
    let middle = html! {
        <>
            <p class="mode" data-testid="mode">{ words::mode_line(s.mode, s.variant()) }</p>
            <button class="primary" data-testid="new-game" onclick={on_click(d, Action::Dialog(Some(Dialog::NewGame)))}>{ t("play-ui-new-game") }</button>
            <button data-testid="share" onclick={on_share}>{ t("play-ui-share") }</button>
        </>
    };
    page_header(Page::Play, true, middle, end)
}

/// Whose turn and what to do: the result, an earlier position, the status, why a click did
/// nothing, the greeting, the last move, the hint, what the move being entered needs, the
/// computer thinking and the board's legend.
pub fn turn_box(
    s: &State,
    d: &Callback<Action>,
    legend_seen: bool,
    on_legend_seen: &Callback<()>,
    analyse: &str,
) -> Html {
    let act = |a: Action| on_click(d, a);
    let entry = |a: EntryAction| on_click(d, Action::Entry(a));
    let touch = s.entry.pointer == crate::entry::Pointer::Touch;
    let status_line = html! { <p class="status" data-testid="status">{ s.status() }</p> };
    // At the end of the game the status line is the result: it goes in the banner, once.
    let over = s.outcome();
    let banner = over.map(|o| {
        html! {
            <div class="banner" data-testid="game-over" role="alert">
                <strong>{ words::game_over(s.mode, &o) }</strong>
                { status_line.clone() }
                <div class="controls">
                    <button class="primary" onclick={act(Action::Dialog(Some(Dialog::NewGame)))}>{ t("play-ui-new-game") }</button>
                    <a class="button" href={format!("{analyse}&review=1")} data-testid="review-game">{ t("play-ui-review-this-game") }</a>
                    <a class="button" href={analyse.to_string()} data-testid="analyse-game">{ t("play-ui-analyse") }</a>
                </div>
            </div>
        }
    });
    let game_end = s.tree().main_line_end(NodeId::ROOT);
    let viewing = (!s.game.at_game_end()).then(|| {
        html! {
            <div class="viewing" data-testid="viewing">
                { words::viewing(s) }
                <button onclick={act(Action::Tree(TreeAction::Go(game_end)))} data-testid="back-to-game">{ t("play-ui-back-to-the-game") }</button>
            </div>
        }
    });
    let thinking = s.computer.thinking.as_ref().map(|th| match th.loading {
        Some((got, total)) => html! {
            <p class="thinking" data-testid="thinking" role="status">
                { words::downloading(got, total) }
                <progress data-testid="perfect-progress" value={got.to_string()}
                          max={total.max(got).max(1).to_string()}></progress>
            </p>
        },
        None => html! {
            <p class="thinking" data-testid="thinking" role="status">
                <span class="spinner" aria-hidden="true"></span>
                { t("play-ui-thinking") }<small>{ words::thinking(th.depth, th.eval) }</small>
            </p>
        },
    });
    let end_here = s.can_end_here().map(|mv| {
        html! {
            <button class="end-here primary" data-testid="end-here" onclick={entry(EntryAction::EndHere)}>
                { crate::t!("play-end-move-here", move = mv.to_string()) }
            </button>
        }
    });
    let to_entry = d.reform(Action::Entry);
    let confirm_bar = confirm_bar(&s.entry, &to_entry);
    let cancel = cancel_move(&s.entry, &to_entry);
    let plant_bar = plant_bar(s.placement(), &to_entry);
    let legend = (s.entry.builder.is_some() && !legend_seen).then(|| {
        let close = on_legend_seen.reform(|_: MouseEvent| ());
        html! {
            <div class="legend" data-testid="legend">
                <p>
                    <svg viewBox="0 0 20 20" aria-hidden="true"><circle class="legend-dot" cx="10" cy="10" r="5" /></svg>
                    { t("play-ui-a-dot-the-move-can-end") }
                    <svg viewBox="0 0 20 20" aria-hidden="true"><circle class="legend-ring" cx="10" cy="10" r="6" /></svg>
                    { crate::t!("play-legend-ring", choose = crate::app::words::choose(touch)) }
                    { words::goal(s.variant()) }
                </p>
                <button class="link" data-testid="legend-close" onclick={close}>{ t("play-ui-got-it") }</button>
            </div>
        }
    });
    html! {
        <div class="turn">
            { for banner }
            { for viewing }
            if over.is_none() { { status_line } }
            if let Some(m) = &s.message {
                <p class="why" data-testid="message">{ m }</p>
            }
            if s.welcome() {
                <p class="welcome" data-testid="welcome">
                    { crate::t!("play-welcome", choose = crate::app::words::choose_cap(touch)) }
                    <a href="#/learn">{ t("play-ui-learn-the-rules") }</a>
                </p>
            }
            if let Some(line) = s.last_move_line() {
                <p class="last-move" data-testid="last-move">{ line }</p>
            }
            if let Some(h) = &s.computer.hint {
                <p class="hint-line" data-testid="hint-line">{ words::hint_line(h, s.computer.hint_solved) }</p>
            }
            { for chooser(&s.entry, &to_entry) }
            { for confirm_bar }
            { for cancel }
            { for plant_bar }
            { for end_here }
            { for thinking }
            { for legend }
        </div>
    }
}

/// Undo, Redo, Pause or Hint, Flip, Resign.
pub fn controls(s: &State, d: &Callback<Action>) -> Html {
    let act = |a: Action| on_click(d, a);
    let over = s.outcome().is_some();
    html! {
        <div class="controls">
            <button onclick={act(Action::Undo)} disabled={!s.can_undo()} data-testid="undo">{ t("play-ui-undo") }</button>
            <button onclick={act(Action::Redo)} disabled={!s.can_redo()} data-testid="redo">{ t("play-ui-redo") }</button>
            if matches!(s.mode, Mode::Watch { .. }) {
                <button onclick={act(Action::Pause(!s.watch_held()))} disabled={over} data-testid="pause" aria-pressed={s.watch_held().to_string()}>
                    { if s.watch_held() { t("play-ui-resume") } else { t("play-ui-pause") } }
                </button>
            } else {
                <button onclick={act(Action::Hint)} disabled={!s.interactive() || s.computer.search.is_some()} data-testid="hint">{ t("play-ui-hint") }</button>
            }
            <button onclick={act(Action::Flip)} data-testid="flip">{ t("play-ui-flip-board") }</button>
            <button onclick={act(Action::Resign)} disabled={!s.can_resign()} data-testid="resign"
                    class={classes!(s.resign_armed.then_some("armed"))}>
                { if s.resign_armed { t("play-ui-confirm-resign") } else { t("play-ui-resign") } }
            </button>
        </div>
    }
}

/// The game record with its tags.
fn record_text(tree: &GameTree, mode: Mode) -> String {
    let (white, black) = words::player_names(mode);
    let date = js_sys::Date::new_0();
    let date = format!(
        "{:04}.{:02}.{:02}",
        date.get_full_year(),
        date.get_month() + 1,
        date.get_date()
    );
    Record::from_tree(
        tree,
        &[
            ("Event", words::event(mode)),
            ("Date", &date),
            ("White", &white),
            ("Black", &black),
        ],
    )
    .to_string()
}

/// Copies `text`, saying so in a notice.
fn copy(text: String, what: String, dispatch: &Callback<Action>) {
    let done = dispatch.reform(move |ok| Action::Notify {
        text: words::copied(&what, ok),
        error: !ok,
    });
    clipboard::copy(&text, done);
}

/// The record's buttons: copy, download, paste, open, copy the position, edit, analyse, and
/// the game set aside.
pub fn records(s: &State, d: &Callback<Action>, analyse: &str) -> Html {
    let d = d.clone();
    // The record is written when asked for, not on every render.
    let on_copy_game = {
        let (tree, mode, d) = (std::rc::Rc::clone(s.tree()), s.mode, d.clone());
        Callback::from(move |_: MouseEvent| {
            copy(record_text(&tree, mode), t("play-what-game-record"), &d)
        })
    };
    let on_download = {
        let (tree, mode) = (std::rc::Rc::clone(s.tree()), s.mode);
        let file = format!("{}-game.txt", s.variant().name());
        Callback::from(move |_: MouseEvent| {
            let _ = clipboard::download(&record_text(&tree, mode), &file);
        })
    };
    let shown = s.shown().to_string();
    let on_copy_position = {
        let (text, d) = (shown.clone(), d.clone());
        Callback::from(move |_: MouseEvent| copy(text.clone(), t("play-what-position-text"), &d))
    };
    let on_upload = {
        let d = d.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else {
                return;
            };
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            input.set_value("");
            let d = d.clone();
            let file = gloo_file::File::from(file);
            wasm_bindgen_futures::spawn_local(async move {
                match gloo_file::futures::read_as_text(&file).await {
                    Ok(text) => d.emit(Action::Load {
                        text,
                        source: Source::File,
                    }),
                    Err(_) => d.emit(Action::Notify {
                        text: words::unreadable_file(&file.name()),
                        error: true,
                    }),
                }
            });
        })
    };
    let edit = format!("#/editor?position={}", encode_component(&shown));
    html! {
        <>
            <h2>{ t("play-ui-game-record") }</h2>
            <div class="controls records">
                <button onclick={on_copy_game}>{ t("play-ui-copy-game") }</button>
                <button onclick={on_download}>{ t("play-ui-download") }</button>
                <button onclick={on_click(&d, Action::Dialog(Some(Dialog::Paste)))} data-testid="paste">{ t("play-ui-paste-game-or-position") }</button>
                <label class="button upload">{ t("play-ui-open-file") }
                    <input type="file" accept=".txt,.pgn,.cam,text/plain" onchange={on_upload} data-testid="open-file" />
                </label>
                <button onclick={on_copy_position}>{ t("play-ui-copy-position") }</button>
                <a class="button" href={edit} data-testid="edit-position">{ t("play-ui-edit-this-position") }</a>
                <a class="button" href={analyse.to_string()} data-testid="analyse">{ t("play-ui-analyse") }</a>
                if s.import.previous.is_some() {
                    <button onclick={on_click(&d, Action::RestorePrevious)} data-testid="bring-back">{ t("play-ui-bring-back-the-previous-game") }</button>
                }
            </div>
        </>
    }
}
