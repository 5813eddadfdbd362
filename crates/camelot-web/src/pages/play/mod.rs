//! The game page: the reducer's state rendered, and the effects that follow it (AI worker,
//! storage, sounds, the URL).

pub mod dialogs;
pub mod state;
pub mod storage;

use crate::ai_client::AiClient;
use crate::board::{Board, DrawnPath, LastMove, PathStyle, Shape};
use crate::chooser::Chooser;
use crate::move_list::{MoveList, TreeEvent};
use crate::protocol::{Reply, Request};
use crate::sound::{self, Cue};
use crate::words;
use camelot_core::{GameTree, Record, Variant};
use state::{Action, Dialog, HINT_LEVEL, Mode, Purpose, Source, State, Stepping, reduce};
use std::cell::RefCell;
use std::rc::Rc;
use storage::{Settings, Theme};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The reducer's state inside Yew.
#[derive(PartialEq)]
pub struct Store(pub Rc<State>);

impl Reducible for Store {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new(Store(Rc::new(reduce(&self.0, action))))
    }
}

/// The state a page load starts from: the saved game (or a notice why it was dropped) and the
/// game set aside by the last replacement, then a `?position=`, `?record=` or `?variant=` link
/// on top (`variant=` with one of the others says which variant their text is).
pub fn initial_state() -> State {
    let mut state = State::default();
    if let Some(text) = storage::read(storage::KEY) {
        match storage::restore(&text) {
            Ok(r) => state = State::new(r.tree, r.cursor, r.mode, r.flipped),
            Err(why) => {
                storage::remove(storage::KEY);
                state = reduce(
                    &state,
                    Action::Notify {
                        text: format!(
                            "The saved game could not be restored ({why}); a new game was started."
                        ),
                        error: true,
                    },
                );
            }
        }
    }
    state.previous = storage::read(storage::PREVIOUS_KEY)
        .and_then(|t| storage::restore(&t).ok())
        .map(Rc::new);
    state.touch = words::coarse_pointer();
    let variant = url_param("variant");
    let (position, record) = (url_param("position"), url_param("record"));
    if let Some(text) = position {
        let play = url_param("play");
        let variant = variant.clone();
        state = reduce(
            &state,
            Action::OpenPosition {
                text,
                play,
                variant,
            },
        );
    }
    // A shared game link (`?record=`, built by the share dialog) opens that game for two
    // players on this device, the board turned to the side to move: people can play by
    // sending the link back and forth.
    if let Some(text) = record.clone() {
        let node = url_param("node");
        let variant = variant.clone();
        state = reduce(
            &state,
            Action::OpenRecord {
                text,
                node,
                variant,
            },
        );
    }
    if let Some(name) = variant.filter(|_| record.is_none() && url_param("position").is_none()) {
        let play = url_param("play");
        state = reduce(&state, Action::OpenVariant { name, play });
    }
    if url_param("position").is_some() || record.is_some() || url_param("variant").is_some() {
        remove_url_params();
    }
    state
}

fn url_param(name: &str) -> Option<String> {
    let search = gloo_utils::window().location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search)
        .ok()?
        .get(name)
}

fn remove_url_params() {
    let w = gloo_utils::window();
    if let Ok(history) = w.history()
        && let Ok(path) = w.location().pathname()
    {
        let hash = w.location().hash().unwrap_or_default();
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{hash}")),
        );
    }
}

fn copy_text(text: String, what: &'static str, dispatch: Callback<Action>) {
    let promise = gloo_utils::window()
        .navigator()
        .clipboard()
        .write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        let (text, error) = match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => (format!("{what} copied to the clipboard."), false),
            Err(_) => (
                format!("The browser did not allow copying the {what}."),
                true,
            ),
        };
        dispatch.emit(Action::Notify { text, error });
    });
}

fn download(text: &str, filename: &str) -> Option<()> {
    let blob = gloo_file::Blob::new_with_options(text, Some("text/plain;charset=utf-8"));
    let url = gloo_file::ObjectUrl::from(blob);
    let a: web_sys::HtmlAnchorElement = gloo_utils::document()
        .create_element("a")
        .ok()?
        .dyn_into()
        .ok()?;
    a.set_href(&url);
    a.set_download(filename);
    a.click();
    Some(())
}

fn record_text(tree: &GameTree, mode: Mode) -> String {
    let (white, black) = mode.names();
    let date = js_sys::Date::new_0();
    let date = format!(
        "{:04}.{:02}.{:02}",
        date.get_full_year(),
        date.get_month() + 1,
        date.get_date()
    );
    let event = match mode {
        Mode::Watch { .. } => "Computer game",
        _ => "Casual game",
    };
    Record::from_tree(
        tree,
        &[
            ("Event", event),
            ("Date", &date),
            ("White", &white),
            ("Black", &black),
        ],
    )
    .to_string()
}

/// The board paths for the state: the preview (under the pointer, a move choice shown, or a
/// tap waiting for its second tap), else the path entered so far, else the hint; plus the
/// last move.
pub fn paths(state: &State) -> Vec<DrawnPath> {
    let mut out = Vec::new();
    // A tree placement has no path: its trees stand on the board.
    if let Some(last) = state.shown_last_move().filter(|m| !m.is_placement()) {
        out.push(DrawnPath::of(&last, PathStyle::Last));
    }
    let entered = state.builder.as_ref().filter(|b| !b.prefix.is_empty());
    if let Some(pv) = state.preview() {
        out.push(pv);
    } else if let Some(b) = entered {
        // The path entered so far stays drawn while the pointer is away from the dots.
        out.push(b.entered(&state.legal));
    } else if let Some(h) = &state.hint {
        out.push(DrawnPath::of(h, PathStyle::Hint));
    }
    out
}

/// Who plays, after the variant's name when it is not Camelot: "Cam · Two players on this
/// device".
fn mode_line(mode: Mode, variant: Variant) -> String {
    let who = mode_words(mode);
    if variant == Variant::Camelot {
        who
    } else {
        format!("{} · {who}", variant.title())
    }
}

fn mode_words(mode: Mode) -> String {
    match mode {
        Mode::Computer { human, level } => {
            format!("You play {human} against the computer, level {level}")
        }
        Mode::TwoPlayers => "Two players on this device".into(),
        Mode::Watch { white, black, .. } if white == black => {
            format!("Computer against computer, level {white}")
        }
        Mode::Watch { white, black, .. } => {
            format!("Computer against computer: White level {white}, Black level {black}")
        }
    }
}

/// "2 men, 1 knight" or "none".
fn taken_words(t: state::Taken) -> String {
    let mut parts = Vec::new();
    if t.men > 0 {
        parts.push(words::count(t.men, "man", "men"));
    }
    if t.knights > 0 {
        parts.push(words::count(t.knights, "knight", "knights"));
    }
    if parts.is_empty() {
        "none".into()
    } else {
        parts.join(", ")
    }
}

/// Applies the colour theme to the whole document (every page follows it).
pub fn apply_theme(theme: Theme) {
    if let Some(root) = gloo_utils::document().document_element() {
        let _ = match theme {
            Theme::Auto => root.remove_attribute("data-theme"),
            Theme::Light => root.set_attribute("data-theme", "light"),
            Theme::Dark => root.set_attribute("data-theme", "dark"),
        };
    }
}

/// Whether the page is dark now (the setting, or the system's preference).
fn dark_now(theme: Theme) -> bool {
    match theme {
        Theme::Dark => true,
        Theme::Light => false,
        Theme::Auto => gloo_utils::window()
            .match_media("(prefers-color-scheme: dark)")
            .ok()
            .flatten()
            .is_some_and(|m| m.matches()),
    }
}

/// The game page.
#[function_component(App)]
pub fn app() -> Html {
    let store = use_reducer(|| Store(Rc::new(initial_state())));
    let state = &store.0;
    let dispatch: Callback<Action> = {
        let d = store.dispatcher();
        Callback::from(move |a| d.dispatch(a))
    };
    let client = use_mut_ref(|| Option::<Rc<RefCell<AiClient>>>::None);
    let sharing = use_state(|| false);
    let settings = use_state(storage::load_settings);

    // The worker client lives as long as the page.
    {
        let dispatch = dispatch.clone();
        let client = client.clone();
        use_effect_with((), move |_| {
            let cell: Rc<RefCell<Option<Rc<RefCell<AiClient>>>>> = Rc::new(RefCell::new(None));
            let weak_for_reply = Rc::clone(&cell);
            let on_reply = Callback::from(move |reply: Reply| {
                let id = match &reply {
                    Reply::Best { id, .. } | Reply::Error { id, .. } => Some(*id),
                    _ => None,
                };
                if let (Some(id), Some(c)) = (id, weak_for_reply.borrow().as_ref()) {
                    c.borrow_mut().finished(id);
                }
                match reply {
                    Reply::Info {
                        id, depth, score, ..
                    } => dispatch.emit(Action::AiInfo { id, depth, score }),
                    Reply::Best { id, best, .. } => dispatch.emit(Action::AiBest { id, best }),
                    Reply::Error { id, message } => dispatch.emit(Action::AiError { id, message }),
                    Reply::Ready => {}
                }
            });
            let ai = Rc::new(RefCell::new(AiClient::new(on_reply)));
            let weak = Rc::downgrade(&ai);
            ai.borrow_mut().set_on_ready(Callback::from(move |_| {
                if let Some(c) = weak.upgrade() {
                    c.borrow_mut().mark_ready();
                }
            }));
            *cell.borrow_mut() = Some(Rc::clone(&ai));
            *client.borrow_mut() = Some(ai);
            move || {
                // Break the cycle between the client and its reply callback.
                cell.borrow_mut().take();
                client.borrow_mut().take();
            }
        });
    }

    // Keys anywhere on the page: Escape cancels (dialogs handle their own); ←/→ and Home/End
    // step along the line and ↑/↓ choose among the moves played at a branch, unless a form
    // control or the board has them.
    crate::keys::use_step_keys(
        dispatch.reform(|()| Action::Cancel),
        dispatch.reform(Action::Step),
    );

    // Post a request whenever the reducer asks for a new search; cancel when it stops asking.
    {
        let client = client.clone();
        let search = state.search;
        let turn = state.shown().turn();
        let request = search.map(|s| Request {
            id: s.id,
            start: state.tree.start().to_string(),
            moves: state.line.notation(),
            level: match (s.purpose, state.mode) {
                (Purpose::Hint, Mode::TwoPlayers) => HINT_LEVEL,
                (Purpose::Hint, mode) => mode.level_for(!turn),
                (Purpose::Move, mode) => mode.level_for(turn),
            },
            seed: (js_sys::Math::random() * 4_294_967_296.0) as u64 ^ s.id.rotate_left(32),
            repetition: state.tree.repetition_rule(),
        });
        let delay = match (state.mode, search.map(|s| s.purpose)) {
            (Mode::Watch { speed, .. }, Some(Purpose::Move)) => speed.delay_ms(),
            _ => 0,
        };
        use_effect_with(search, move |_| {
            let mut timeout = None;
            match request {
                Some(req) => {
                    let send = move || {
                        if let Some(c) = client.borrow().as_ref() {
                            c.borrow_mut().request(req);
                        }
                    };
                    if delay == 0 {
                        send();
                    } else {
                        timeout = Some(gloo_timers::callback::Timeout::new(delay, send));
                    }
                }
                None => {
                    if let Some(c) = client.borrow().as_ref() {
                        c.borrow_mut().cancel();
                    }
                }
            }
            move || drop(timeout)
        });
    }

    // Save after every change to the game or the settings, and keep the game set aside by the
    // last replacement until the next one.
    {
        // Keyed on the shared tree: a hover or a render writes nothing.
        let game = (state.tree.clone(), state.cursor, state.mode, state.flipped);
        use_effect_with(game, move |(tree, cursor, mode, flipped)| {
            storage::write(
                storage::KEY,
                &storage::save_game(tree, *cursor, *mode, *flipped),
            );
        });
        use_effect_with(state.previous.clone(), move |previous| match previous {
            Some(p) => storage::write(storage::PREVIOUS_KEY, &storage::save(p)),
            None => storage::remove(storage::PREVIOUS_KEY),
        });
    }
    {
        use_effect_with(*settings, move |s| {
            storage::save_settings(s);
            apply_theme(s.theme);
        });
    }

    // A sound for each move played in the live game (when switched on).
    {
        let ply = state.shown_ply();
        let last = state.shown_last_move();
        let over = state.outcome().is_some();
        let sound_on = settings.sound;
        let before = use_mut_ref(|| ply);
        use_effect_with((ply, last), move |_| {
            let grew = ply == *before.borrow() + 1;
            *before.borrow_mut() = ply;
            if sound_on && grew {
                sound::play(if over {
                    Cue::End
                } else if last.is_some_and(|m| m.is_capture()) {
                    Cue::Capture
                } else {
                    Cue::Move
                });
            }
        });
    }

    // Successes fade after a few seconds (an offer to bring back a game stays longer); errors
    // stay until dismissed.
    {
        let dispatch = dispatch.clone();
        let fading = state
            .notices
            .last()
            .filter(|n| !n.error)
            .map(|n| (n.id, if n.offers_previous { 12_000 } else { 4000 }));
        use_effect_with(fading, move |f| {
            let timeout = f.map(|(id, ms)| {
                gloo_timers::callback::Timeout::new(ms, move || dispatch.emit(Action::Dismiss(id)))
            });
            move || drop(timeout)
        });
    }

    // "Confirm resign?" turns back into "Resign" after a few seconds.
    {
        let dispatch = dispatch.clone();
        use_effect_with(state.resign_armed, move |armed| {
            let timeout = armed.then(|| {
                gloo_timers::callback::Timeout::new(4000, move || {
                    dispatch.emit(Action::DisarmResign)
                })
            });
            move || drop(timeout)
        });
    }

    let on_square = {
        let d = dispatch.clone();
        Callback::from(move |sq| d.emit(Action::Square(sq)))
    };
    let on_tap = {
        let d = dispatch.clone();
        Callback::from(move |sq| d.emit(Action::Tap(sq)))
    };
    let on_hover = {
        let d = dispatch.clone();
        Callback::from(move |sq| d.emit(Action::Hover(sq)))
    };
    let act = |a: Action| {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| d.emit(a.clone()))
    };
    let set_settings = |f: fn(&mut Settings)| {
        let settings = settings.clone();
        Callback::from(move |_: MouseEvent| {
            let mut s = *settings;
            f(&mut s);
            settings.set(s);
        })
    };

    let shown = state.shown();
    let pieces: Vec<_> = shown.board().iter().collect();
    let shape = Shape::of(shown.geometry());
    let trees = shown.board().trees();
    let last = state
        .shown_last_move()
        .filter(|m| !m.is_placement())
        .map(|m| LastMove::of(&m));
    let interactive = state.interactive();
    let ghost = state
        .builder
        .as_ref()
        .filter(|b| !b.prefix.is_empty())
        .and_then(|b| shown.board().piece_at(b.from).map(|p| (b.at(), p)));
    let verb = words::choose_cap(state.touch);

    let thinking = state.thinking.as_ref().map(|t| {
        let detail = if t.depth == 0 {
            "starting".to_string()
        } else {
            format!("depth {}, eval {} (White's view)", t.depth, t.score)
        };
        html! {
            <p class="thinking" data-testid="thinking" role="status">
                <span class="spinner" aria-hidden="true"></span>
                { "Thinking… " }<small>{ detail }</small>
            </p>
        }
    });

    let end_here = state.can_end_here().map(|mv| {
        html! {
            <button class="end-here primary" data-testid="end-here" onclick={act(Action::EndHere)}>
                { format!("End move here ({mv})") }
            </button>
        }
    });

    let confirm_bar = state.confirm.map(|mv| {
        html! {
            <div class="confirm-bar" data-testid="confirm-bar">
                <button class="primary" data-testid="confirm-move" onclick={act(Action::Confirm)}>
                    { format!("Play {mv}") }
                </button>
                <button onclick={act(Action::Cancel)}>{ "Cancel" }</button>
            </div>
        }
    });
    let plant_bar = state.placement().map(|mv| {
        html! {
            <div class="confirm-bar" data-testid="plant-bar">
                <button class="primary" data-testid="plant-trees" onclick={act(Action::Confirm)}>
                    { format!("Plant the trees ({mv})") }
                </button>
                <button data-testid="plant-again" onclick={act(Action::Cancel)}>{ "Choose again" }</button>
            </div>
        }
    });

    let chooser = state.choice.clone().map(|options| {
        let on_show = {
            let d = dispatch.clone();
            Callback::from(move |i| d.emit(Action::ShowChoice(i)))
        };
        let on_pick = {
            let d = dispatch.clone();
            Callback::from(move |i| d.emit(Action::PickChoice(i)))
        };
        let on_cancel = {
            let d = dispatch.clone();
            Callback::from(move |_| d.emit(Action::Cancel))
        };
        html! { <Chooser {options} shown={state.choice_shown} {on_show} {on_pick} {on_cancel} /> }
    });

    let legend = (state.builder.is_some() && !settings.legend_seen).then(|| {
        html! {
            <div class="legend" data-testid="legend">
                <p>
                    <svg viewBox="0 0 20 20" aria-hidden="true"><circle class="legend-dot" cx="10" cy="10" r="5" /></svg>
                    { " A dot: the move can end there. " }
                    <svg viewBox="0 0 20 20" aria-hidden="true"><circle class="legend-ring" cx="10" cy="10" r="6" /></svg>
                    { format!(" A ring: a landing where the move cannot end (a jump must go on) — {} it to go one leap at a time. A canter may end on any of its landings, so they are dots. A cross marks a piece the move captures.", verb.to_ascii_lowercase()) }
                </p>
                <button class="link" data-testid="legend-close" onclick={set_settings(|s| s.legend_seen = true)}>{ "Got it" }</button>
            </div>
        }
    });

    let status_line = html! { <p class="status" data-testid="status">{ state.status() }</p> };
    // At the end of the game the status line is the result: it goes in the banner, once.
    let over_live = state.result().is_some();
    let banner = state.result().map(|r| {
        html! {
            <div class="banner" data-testid="game-over" role="alert">
                <strong>{ "Game over. " }</strong>
                if over_live { { status_line.clone() } } else { { r } }
                <button class="primary" onclick={act(Action::Dialog(Some(Dialog::NewGame)))}>{ "New game" }</button>
            </div>
        }
    });

    let game_end = state.tree.main_line_end(camelot_core::NodeId::ROOT);
    let viewing = (!state.at_game_end()).then(|| {
        let text = if state.tree.is_main_line(state.cursor)
            && matches!(state.mode, Mode::Computer { .. })
        {
            "You are looking at an earlier position: a new move here takes the later ones back. "
        } else if state.tree.is_main_line(state.cursor) {
            "You are looking at an earlier position. "
        } else {
            "You are in a side line. "
        };
        html! {
            <div class="viewing" data-testid="viewing">
                { text }
                <button onclick={act(Action::Go(game_end))} data-testid="back-to-game">{ "Back to the game" }</button>
            </div>
        }
    });

    let notices = state.notices.last().map(|n| {
        let id = n.id;
        html! {
            <div class={classes!("notice", n.error.then_some("error"))} data-testid="notice" role={if n.error { "alert" } else { "status" }}>
                <span>{ &n.text }</span>
                if n.offers_previous && state.previous.is_some() {
                    <button class="primary" data-testid="restore-previous" onclick={act(Action::RestorePrevious)}>{ "Undo: bring back the previous game" }</button>
                }
                <button class="close" aria-label="Dismiss" onclick={act(Action::Dismiss(id))}>{ "×" }</button>
            </div>
        }
    });

    let (white_took, black_took) = state.taken();
    let taken = html! {
        <p class="taken" data-testid="captured">
            <span data-testid="captured-white" data-count={white_took.total().to_string()}>
                { format!("White has captured: {}", taken_words(white_took)) }
            </span>
            { " · " }
            <span data-testid="captured-black" data-count={black_took.total().to_string()}>
                { format!("Black has captured: {}", taken_words(black_took)) }
            </span>
        </p>
    };

    let dialog = dialogs::dialog_view(state, &dispatch);

    let can_undo = state.can_undo();
    let can_redo = state.can_redo();
    let over = state.outcome().is_some();
    let thinking_now = state.search.is_some();
    let watch = matches!(state.mode, Mode::Watch { .. });
    let at_start = state.shown_ply() == 0;
    let at_end = state.at_line_end();

    // The record is written when asked for, not on every render.
    let on_copy_game = {
        let d = dispatch.clone();
        let (tree, mode) = (state.tree.clone(), state.mode);
        Callback::from(move |_: MouseEvent| {
            copy_text(record_text(&tree, mode), "Game record", d.clone())
        })
    };
    let on_download = {
        let (tree, mode) = (state.tree.clone(), state.mode);
        let file = format!("{}-game.txt", state.variant().name());
        Callback::from(move |_: MouseEvent| {
            let _ = download(&record_text(&tree, mode), &file);
        })
    };
    // One callback for the page's life: the move list then redraws only when the tree or the
    // shown move changes, not on every hover.
    let on_tree = use_callback(store.dispatcher(), |e: TreeEvent, d| {
        let act = |a: Action| d.dispatch(a);
        match e {
            TreeEvent::Go(n) => act(Action::Go(n)),
            TreeEvent::Promote(n) => act(Action::Promote(n)),
            TreeEvent::Delete(n) => act(Action::Delete(n)),
            TreeEvent::Comment(n, text) => act(Action::Comment(n, text)),
            TreeEvent::Copy(text) => {
                let d = d.clone();
                copy_text(text, "Line", Callback::from(move |a| d.dispatch(a)));
            }
        }
    });
    // The analysis page's link: the game with the shown move, written again only when they
    // change (not on every render).
    let analyse_link = use_memo((state.tree.clone(), state.cursor), |(tree, cursor)| {
        crate::share::game_link("#/analysis", tree, *cursor)
    });
    let edit_link = format!(
        "#/editor?position={}",
        crate::share::encode_component(&shown.to_string())
    );
    let on_copy_position = {
        let d = dispatch.clone();
        let text = shown.to_string();
        Callback::from(move |_: MouseEvent| copy_text(text.clone(), "Position text", d.clone()))
    };
    let on_upload = {
        let d = dispatch.clone();
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
                        text: format!("The file {} could not be read as text.", file.name()),
                        error: true,
                    }),
                }
            });
        })
    };
    let dark = dark_now(settings.theme);
    let on_theme = {
        let settings = settings.clone();
        Callback::from(move |_: MouseEvent| {
            let mut s = *settings;
            s.theme = if dark { Theme::Light } else { Theme::Dark };
            settings.set(s);
        })
    };
    let on_sound = {
        let settings = settings.clone();
        Callback::from(move |_: MouseEvent| {
            let mut s = *settings;
            s.sound = !s.sound;
            if s.sound {
                // The click that switches sound on lets the page play it.
                sound::play(Cue::Move);
            }
            settings.set(s);
        })
    };

    html! {
        <div class="app" data-variant={state.variant().name()}>
            <header class="top">
                <h1>{ "Camelot" }</h1>
                <p class="mode" data-testid="mode">{ mode_line(state.mode, state.variant()) }</p>
                <button class="primary" data-testid="new-game" onclick={act(Action::Dialog(Some(Dialog::NewGame)))}>{ "New game" }</button>
                <button data-testid="share" onclick={{ let s = sharing.clone(); move |_: MouseEvent| s.set(true) }}>{ "Share" }</button>
                <nav class="links" aria-label="Pages">
                    <a href="#/" aria-current="page">{ "Play" }</a>
                    <a href="#/learn" data-testid="learn-link">{ "Learn" }</a>
                    <a href="#/rules">{ "Rules" }</a>
                </nav>
                <div class="switches">
                    <button class="icon" data-testid="theme" aria-pressed={dark.to_string()} onclick={on_theme}
                            title={if dark { "Switch to light colours" } else { "Switch to dark colours" }}>
                        { if dark { "☀ Light" } else { "☾ Dark" } }
                    </button>
                    <button class="icon" data-testid="sound" aria-pressed={settings.sound.to_string()} onclick={on_sound}
                            title="Move and capture sounds">
                        { if settings.sound { "Sound: on" } else { "Sound: off" } }
                    </button>
                </div>
            </header>
            <main class="layout">
                <section class="board-area" style={shape.style()}>
                    <Board {shape} {trees} label={format!("{} board", state.variant().title())}
                           pieces={Rc::new(pieces)} flipped={state.flipped}
                           marks={Rc::new(state.marks())} paths={Rc::new(paths(state))}
                           ghost={ghost} {last} {interactive} {on_square} on_tap={Some(on_tap)} {on_hover} />

                </section>
                <aside class="side">
                    <div class="turn">
                        { for banner }
                        { for viewing }
                        if !over_live { { status_line } }
                        if let Some(m) = &state.message {
                            <p class="why" data-testid="message">{ m }</p>
                        }
                        if state.welcome() {
                            <p class="welcome" data-testid="welcome">
                                { format!("{verb} one of your pieces to see where it can move — new to Camelot? ") }
                                <a href="#/learn">{ "Learn the rules" }</a>
                            </p>
                        }
                        if let Some(h) = &state.hint {
                            <p class="hint-line" data-testid="hint-line">{ format!("Hint: {h} (shown on the board).") }</p>
                        }
                        { for chooser }
                        { for confirm_bar }
                        { for plant_bar }
                        { for end_here }
                        { for thinking }
                        { for legend }
                    </div>
                    { taken }
                    <div class="controls">
                        <button onclick={act(Action::Undo)} disabled={!can_undo} data-testid="undo">{ "Undo" }</button>
                        <button onclick={act(Action::Redo)} disabled={!can_redo} data-testid="redo">{ "Redo" }</button>
                        if watch {
                            <button onclick={act(Action::Pause(!state.paused))} disabled={over} data-testid="pause" aria-pressed={state.paused.to_string()}>
                                { if state.paused { "Resume" } else { "Pause" } }
                            </button>
                        } else {
                            <button onclick={act(Action::Hint)} disabled={!interactive || thinking_now} data-testid="hint">{ "Hint" }</button>
                        }
                        <button onclick={act(Action::Flip)} data-testid="flip">{ "Flip board" }</button>
                        <button onclick={act(Action::Resign)} disabled={!state.can_resign()} data-testid="resign" class={classes!(state.resign_armed.then_some("armed"))}>{ if state.resign_armed { "Confirm resign?" } else { "Resign" } }</button>
                    </div>
                    <div class="moves-head">
                        <h2>{ "Moves" }</h2>
                        <div class="stepper" role="group" aria-label="Step through the game">
                            <button data-testid="step-first" aria-label="Start" title="Start (Home)" disabled={at_start} onclick={act(Action::Step(Stepping::First))}>{ "«" }</button>
                            <button data-testid="step-back" aria-label="Back one move" title="Back (←)" disabled={at_start} onclick={act(Action::Step(Stepping::Back))}>{ "‹" }</button>
                            <button data-testid="step-forward" aria-label="Forward one move" title="Forward (→)" disabled={at_end} onclick={act(Action::Step(Stepping::Forward))}>{ "›" }</button>
                            <button data-testid="step-last" aria-label="End of the line" title="End of the line (End)" disabled={at_end} onclick={act(Action::Step(Stepping::Last))}>{ "»" }</button>
                        </div>
                    </div>
                    <MoveList tree={state.tree.clone()} cursor={state.cursor}
                              on_event={on_tree} />
                    <h2>{ "Game record" }</h2>
                    <div class="controls records">
                        <button onclick={on_copy_game}>{ "Copy game" }</button>
                        <button onclick={on_download}>{ "Download" }</button>
                        <button onclick={act(Action::Dialog(Some(Dialog::Paste)))} data-testid="paste">{ "Paste game or position" }</button>
                        <label class="button upload">{ "Open file…" }
                            <input type="file" accept=".txt,.pgn,.cam,text/plain" onchange={on_upload} data-testid="open-file" />
                        </label>
                        <button onclick={on_copy_position}>{ "Copy position" }</button>
                        <a class="button" href={edit_link} data-testid="edit-position">{ "Edit this position" }</a>
                        <a class="button" href={(*analyse_link).clone()} data-testid="analyse">{ "Analyse" }</a>
                        if state.previous.is_some() {
                            <button onclick={act(Action::RestorePrevious)} data-testid="bring-back">{ "Bring back the previous game" }</button>
                        }
                    </div>
                    <div class="notices">{ for notices }</div>
                </aside>
            </main>
            <div class="sr-only" aria-live="polite" data-testid="announce">{ &state.announce }</div>
            { dialog }
            if *sharing {
                <crate::share::ShareDialog tree={state.tree.clone()} cursor={state.cursor}
                    on_close={{ let s = sharing.clone(); Callback::from(move |_| s.set(false)) }} />
            }
        </div>
    }
}
