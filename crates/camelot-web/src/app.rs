//! The app: the reducer's state rendered, and the effects that follow it (AI worker,
//! storage, URL).

use crate::ai_client::AiClient;
use crate::board::{Board, DrawnPath, LastMove, PathStyle};
use crate::protocol::{Reply, Request};
use crate::state::{
    Action, DEFAULT_LEVEL, Dialog, HINT_LEVEL, Mode, Pending, Purpose, Speed, State, reduce,
};
use crate::storage;
use camelot_core::{Color, Move, Position, write_record};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The reducer's state inside Yew.
#[derive(PartialEq)]
pub struct Store(pub State);

impl Reducible for Store {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new(Store(reduce(&self.0, action)))
    }
}

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The state a page load starts from: the saved game (or a notice why it was dropped), then
/// a `?position=` link applied on top.
pub fn initial_state() -> State {
    let mut state = State::default();
    if let Some(store) = local_storage()
        && let Ok(Some(text)) = store.get_item(storage::KEY)
    {
        match storage::restore(&text) {
            Ok(r) => state = State::new(r.game, r.mode, r.flipped),
            Err(why) => {
                let _ = store.remove_item(storage::KEY);
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
    if let Some(text) = url_param("position") {
        state = reduce(&state, Action::OpenPosition(text));
        remove_url_params();
    }
    // A shared game link (`?record=`, built by the share dialog) opens that game for two
    // players on this device, the board turned to the side to move: people can play by
    // sending the link back and forth.
    if let Some(text) = url_param("record") {
        state = reduce(&state, Action::OpenRecord(text));
        remove_url_params();
    }
    state
}

fn url_param(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search)
        .ok()?
        .get(name)
}

fn remove_url_params() {
    if let Some(w) = web_sys::window()
        && let Ok(history) = w.history()
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
    let Some(w) = web_sys::window() else { return };
    let promise = w.navigator().clipboard().write_text(&text);
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
    let parts = js_sys::Array::of1(&text.into());
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("text/plain;charset=utf-8");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let doc = web_sys::window()?.document()?;
    let a: web_sys::HtmlAnchorElement = doc.create_element("a").ok()?.dyn_into().ok()?;
    a.set_href(&url);
    a.set_download(filename);
    a.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Some(())
}

fn record_text(state: &State) -> String {
    let (white, black) = state.mode.names();
    let date = js_sys::Date::new_0();
    let date = format!(
        "{:04}.{:02}.{:02}",
        date.get_full_year(),
        date.get_month() + 1,
        date.get_date()
    );
    let event = match state.mode {
        Mode::Watch { .. } => "Computer game",
        _ => "Casual game",
    };
    write_record(
        &state.game,
        &[
            ("Event", event),
            ("Date", &date),
            ("White", &white),
            ("Black", &black),
        ],
    )
}

/// The board paths for the state: the preview under the pointer, else the path entered so far,
/// else the hint; plus the last move.
pub fn paths(state: &State) -> Vec<DrawnPath> {
    let mut out = Vec::new();
    if let Some(last) = state.shown_last_move() {
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

/// The app.
#[function_component(App)]
pub fn app() -> Html {
    let store = use_reducer(|| Store(initial_state()));
    let state = &store.0;
    let dispatch: Callback<Action> = {
        let d = store.dispatcher();
        Callback::from(move |a| d.dispatch(a))
    };
    let client = use_mut_ref(|| Option::<Rc<RefCell<AiClient>>>::None);
    let sharing = use_state(|| false);

    // The worker client lives as long as the app.
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

    // Escape cancels a selection (or closes a dialog) wherever the focus is.
    {
        let dispatch = dispatch.clone();
        use_effect_with((), move |_| {
            let listener = wasm_bindgen::prelude::Closure::<dyn FnMut(KeyboardEvent)>::new(
                move |e: KeyboardEvent| {
                    if e.key() == "Escape" {
                        dispatch.emit(Action::Cancel);
                    }
                },
            );
            let window = web_sys::window();
            if let Some(w) = &window {
                let _ = w
                    .add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
            }
            move || {
                if let Some(w) = &window {
                    let _ = w.remove_event_listener_with_callback(
                        "keydown",
                        listener.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }

    // Post a request whenever the reducer asks for a new search; cancel when it stops asking.
    {
        let client = client.clone();
        let search = state.search;
        let request = search.map(|s| Request {
            id: s.id,
            start: state.game.start().to_string(),
            moves: state.game.notation(),
            level: match (s.purpose, state.mode) {
                (Purpose::Hint, Mode::TwoPlayers) => HINT_LEVEL,
                (_, mode) => mode.level(),
            },
            seed: (js_sys::Math::random() * 4_294_967_296.0) as u64 ^ s.id.rotate_left(32),
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

    // Save after every change to the game or the settings.
    {
        let saved = storage::save(&state.game, state.mode, state.flipped);
        use_effect_with(saved, move |text| {
            if let Some(store) = local_storage() {
                let _ = store.set_item(storage::KEY, text);
            }
        });
    }

    // Successes fade after a few seconds; errors stay until dismissed.
    {
        let dispatch = dispatch.clone();
        let fading = state.notices.last().filter(|n| !n.error).map(|n| n.id);
        use_effect_with(fading, move |id| {
            let timeout = id.map(|id| {
                gloo_timers::callback::Timeout::new(4000, move || {
                    dispatch.emit(Action::Dismiss(id))
                })
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
    let on_hover = {
        let d = dispatch.clone();
        Callback::from(move |sq| d.emit(Action::Hover(sq)))
    };
    let act = |a: Action| {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| d.emit(a.clone()))
    };

    let shown = state.shown();
    let pieces: Vec<_> = shown.board().iter().collect();
    let last = state.shown_last_move().map(|m| LastMove::of(&m));
    let interactive = state.interactive();
    let ghost = state
        .builder
        .as_ref()
        .filter(|b| !b.prefix.is_empty())
        .and_then(|b| shown.board().piece_at(b.from).map(|p| (b.at(), p)));

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

    let status_line = html! { <p class="status" data-testid="status">{ state.status() }</p> };
    // At the end of the game the status line is the result: it goes in the banner, once.
    let over_live = state.result().is_some() && state.view.is_none();
    let banner = state.result().map(|r| {
        html! {
            <div class="banner" data-testid="game-over" role="alert">
                <strong>{ "Game over. " }</strong>
                if over_live { { status_line.clone() } } else { { r } }
                <button class="primary" onclick={act(Action::Dialog(Some(Dialog::NewGame)))}>{ "New game" }</button>
            </div>
        }
    });

    let viewing = state.view.map(|_| {
        html! {
            <div class="viewing" data-testid="viewing">
                { "You are looking at an earlier position. " }
                <button onclick={act(Action::View(None))}>{ "Back to the game" }</button>
            </div>
        }
    });

    let notices = state.notices.last().map(|n| {
        let id = n.id;
        html! {
            <div class={classes!("notice", n.error.then_some("error"))} data-testid="notice" role={if n.error { "alert" } else { "status" }}>
                <span>{ &n.text }</span>
                <button class="close" aria-label="Dismiss" onclick={act(Action::Dismiss(id))}>{ "×" }</button>
            </div>
        }
    });

    let dialog = match state.dialog {
        Some(Dialog::NewGame) => {
            html! { <NewGameDialog mode={state.mode} repetition={state.game.repetition_rule()} dispatch={dispatch.clone()} /> }
        }
        Some(Dialog::Paste) => html! { <PasteDialog dispatch={dispatch.clone()} /> },
        Some(Dialog::OpenLink) => {
            let what = match state.pending {
                Some(Pending::Record(_)) => "game",
                _ => "position",
            };
            let yours = match state.game.ply() {
                0 => "Your current game".to_string(),
                1 => "Your current game (1 move)".to_string(),
                n => format!("Your current game ({n} moves)"),
            };
            html! {
                <div class="dialog-backdrop">
                    <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="link-title" data-testid="link-dialog">
                        <h2 id="link-title">{ format!("Open the {what} from the link?") }</h2>
                        <p>{ format!("{yours} will be replaced.") }</p>
                        <div class="dialog-buttons">
                            <button type="button" onclick={act(Action::ConfirmLink(false))} data-testid="keep-game">{ "Keep my game" }</button>
                            <button type="button" class="primary" onclick={act(Action::ConfirmLink(true))} data-testid="open-link">{ "Open" }</button>
                        </div>
                    </div>
                </div>
            }
        }
        None => html! {},
    };

    let can_undo = state.game.can_undo() && state.view.is_none();
    let can_redo = state.game.can_redo() && state.view.is_none();
    let over = state.game.outcome().is_some();
    let thinking_now = state.search.is_some();

    let on_copy_game = {
        let d = dispatch.clone();
        let text = record_text(state);
        Callback::from(move |_: MouseEvent| copy_text(text.clone(), "Game record", d.clone()))
    };
    let on_download = {
        let text = record_text(state);
        Callback::from(move |_: MouseEvent| {
            let _ = download(&text, "camelot-game.txt");
        })
    };
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
            wasm_bindgen_futures::spawn_local(async move {
                match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                    Ok(v) => d.emit(Action::Load(v.as_string().unwrap_or_default())),
                    Err(_) => d.emit(Action::Notify {
                        text: "That file could not be read.".into(),
                        error: true,
                    }),
                }
            });
        })
    };

    html! {
        <div class="app">
            <header class="top">
                <h1>{ "Camelot" }</h1>
                <p class="mode">{ mode_line(state.mode) }</p>
                <button class="primary" data-testid="new-game" onclick={act(Action::Dialog(Some(Dialog::NewGame)))}>{ "New game" }</button>
                <button data-testid="share" onclick={{ let s = sharing.clone(); move |_: MouseEvent| s.set(true) }}>{ "Share" }</button>
                <nav class="links" aria-label="Pages">
                    <a href="#/" aria-current="page">{ "Play" }</a>
                    <a href="#/learn" data-testid="learn-link">{ "Learn" }</a>
                    <a href="#/rules">{ "Rules" }</a>
                </nav>
            </header>
            <main class="layout">
                <section class="board-area">
                    <Board pieces={Rc::new(pieces)} flipped={state.flipped}
                           marks={Rc::new(state.marks())} paths={Rc::new(paths(state))}
                           ghost={ghost} {last} {interactive} {on_square} {on_hover} />
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
                                { "Click one of your pieces to see where it can move — new to Camelot? " }
                                <a href="#/learn">{ "Learn the rules" }</a>
                            </p>
                        }
                        if let Some(h) = &state.hint {
                            <p class="hint-line" data-testid="hint-line">{ format!("Hint: {h} (shown on the board).") }</p>
                        }
                        { for end_here }
                        { for thinking }
                    </div>
                    <div class="controls">
                        <button onclick={act(Action::Undo)} disabled={!can_undo} data-testid="undo">{ "Undo" }</button>
                        <button onclick={act(Action::Redo)} disabled={!can_redo} data-testid="redo">{ "Redo" }</button>
                        <button onclick={act(Action::Hint)} disabled={!interactive || thinking_now} data-testid="hint">{ "Hint" }</button>
                        <button onclick={act(Action::Flip)} data-testid="flip">{ "Flip board" }</button>
                        <button onclick={act(Action::Resign)} disabled={over || state.view.is_some() || matches!(state.mode, Mode::Watch { .. })} data-testid="resign" class={classes!(state.resign_armed.then_some("armed"))}>{ if state.resign_armed { "Confirm resign?" } else { "Resign" } }</button>
                    </div>
                    <h2>{ "Moves" }</h2>
                    <MoveList game_moves={Rc::new(state.game.moves().to_vec())} start={state.game.start().clone()}
                              view={state.view} dispatch={dispatch.clone()} />
                    <h2>{ "Game record" }</h2>
                    <div class="controls records">
                        <button onclick={on_copy_game}>{ "Copy game" }</button>
                        <button onclick={on_download}>{ "Download" }</button>
                        <button onclick={act(Action::Dialog(Some(Dialog::Paste)))} data-testid="paste">{ "Paste game or position" }</button>
                        <label class="button upload">{ "Open file…" }
                            <input type="file" accept=".txt,.pgn,.cam,text/plain" onchange={on_upload} />
                        </label>
                        <button onclick={on_copy_position}>{ "Copy position" }</button>
                    </div>
                    <div class="notices">{ for notices }</div>
                </aside>
            </main>
            <div class="sr-only" aria-live="polite" data-testid="announce">{ &state.announce }</div>
            { dialog }
            if *sharing {
                <crate::share::ShareDialog game={state.game.clone()}
                    on_close={{ let s = sharing.clone(); Callback::from(move |_| s.set(false)) }} />
            }
        </div>
    }
}

fn mode_line(mode: Mode) -> String {
    match mode {
        Mode::Computer { human, level } => {
            format!("You play {human} against the computer, level {level}")
        }
        Mode::TwoPlayers => "Two players on this device".into(),
        Mode::Watch { level, .. } => format!("Computer against computer, level {level}"),
    }
}

#[derive(Properties, PartialEq)]
struct MoveListProps {
    game_moves: Rc<Vec<Move>>,
    start: Position,
    view: Option<usize>,
    dispatch: Callback<Action>,
}

#[function_component(MoveList)]
fn move_list(props: &MoveListProps) -> Html {
    let black_first = props.start.turn() == Color::Black;
    let first_number = props.start.fullmove();
    let n = props.game_moves.len();
    let mut rows = Vec::new();
    let mut i = 0;
    let mut number = first_number;
    while i < n {
        let mut cells = Vec::new();
        let white_slot = !(black_first && i == 0);
        let cell = |ply: usize| {
            let mv = props.game_moves[ply];
            let d = props.dispatch.clone();
            let target = ply + 1;
            let current = props.view.map_or(target == n, |v| v == target);
            let onclick = Callback::from(move |_: MouseEvent| {
                d.emit(Action::View((target < n).then_some(target)))
            });
            html! {
                <button class={classes!("mv", current.then_some("current"))} {onclick}
                        aria-current={current.then_some("step")}>{ mv.to_string() }</button>
            }
        };
        if white_slot {
            cells.push(cell(i));
            i += 1;
        } else {
            cells.push(html! { <span class="mv empty">{ "…" }</span> });
        }
        if i < n {
            cells.push(cell(i));
            i += 1;
        }
        rows.push(
            html! { <li><span class="num">{ format!("{number}.") }</span>{ for cells }</li> },
        );
        number += 1;
    }
    html! {
        <ol class="move-list" data-testid="move-list" aria-label="Moves">
            { for rows }
            if n == 0 { <li class="none">{ "No moves yet." }</li> }
        </ol>
    }
}

#[derive(Properties, PartialEq)]
struct DialogProps {
    dispatch: Callback<Action>,
}

#[derive(Properties, PartialEq)]
struct NewGameProps {
    mode: Mode,
    repetition: bool,
    dispatch: Callback<Action>,
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Computer,
    Two,
    Watch,
}

#[function_component(NewGameDialog)]
fn new_game_dialog(props: &NewGameProps) -> Html {
    let kind = use_state(|| match props.mode {
        Mode::Computer { .. } => Kind::Computer,
        Mode::TwoPlayers => Kind::Two,
        Mode::Watch { .. } => Kind::Watch,
    });
    let color = use_state(|| match props.mode {
        Mode::Computer { human, .. } => human,
        _ => Color::White,
    });
    let level = use_state(|| props.mode.level());
    let speed = use_state(|| match props.mode {
        Mode::Watch { speed, .. } => speed,
        _ => Speed::Normal,
    });
    let repetition = use_state(|| props.repetition);
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
    let on_level = {
        let level = level.clone();
        Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                level.set(sel.value().parse().unwrap_or(DEFAULT_LEVEL).clamp(1, 8));
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
        let (kind, color, level, speed, repetition) = (*kind, *color, *level, *speed, *repetition);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let mode = match kind {
                Kind::Computer => Mode::Computer {
                    human: color,
                    level,
                },
                Kind::Two => Mode::TwoPlayers,
                Kind::Watch => Mode::Watch { level, speed },
            };
            d.emit(Action::NewGame {
                mode,
                start: None,
                repetition,
            });
        })
    };
    let close = {
        let d = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| d.emit(Action::Dialog(None)))
    };
    let levels = (1..=8u8).map(|l| {
        let text = match l {
            1 => "1 (beginner)".to_string(),
            4 => "4 (club)".to_string(),
            8 => "8 (strongest)".to_string(),
            _ => l.to_string(),
        };
        html! { <option value={l.to_string()} selected={l == *level}>{ text }</option> }
    });
    html! {
        <div class="dialog-backdrop">
            <form class="dialog" role="dialog" aria-modal="true" aria-labelledby="ng-title" onsubmit={start} data-testid="new-game-dialog">
                <h2 id="ng-title">{ "New game" }</h2>
                <fieldset>
                    <legend>{ "Players" }</legend>
                    <label><input type="radio" name="kind" checked={*kind == Kind::Computer} onchange={pick_kind(Kind::Computer)} />{ " You against the computer" }</label>
                    <label><input type="radio" name="kind" checked={*kind == Kind::Two} onchange={pick_kind(Kind::Two)} />{ " Two players on this device" }</label>
                    <label><input type="radio" name="kind" checked={*kind == Kind::Watch} onchange={pick_kind(Kind::Watch)} />{ " Computer against computer (watch)" }</label>
                </fieldset>
                if *kind == Kind::Computer {
                    <fieldset>
                        <legend>{ "Your colour" }</legend>
                        <label><input type="radio" name="color" checked={*color == Color::White} onchange={pick_color(Color::White)} />{ " White (moves first)" }</label>
                        <label><input type="radio" name="color" checked={*color == Color::Black} onchange={pick_color(Color::Black)} />{ " Black" }</label>
                    </fieldset>
                }
                if *kind != Kind::Two {
                    <label class="row">{ "Computer level " }
                        <select onchange={on_level} data-testid="level">{ for levels }</select>
                    </label>
                }
                if *kind == Kind::Watch {
                    <label class="row">{ "Speed " }
                        <select onchange={on_speed} data-testid="speed">
                            <option value="slow" selected={*speed == Speed::Slow}>{ "Slow" }</option>
                            <option value="normal" selected={*speed == Speed::Normal}>{ "Normal" }</option>
                            <option value="fast" selected={*speed == Speed::Fast}>{ "Fast" }</option>
                        </select>
                    </label>
                }
                <label class="row">
                    <input type="checkbox" checked={*repetition} onchange={on_repetition} data-testid="repetition" />
                    { " Draw on threefold repetition (house rule)" }
                </label>
                <div class="dialog-buttons">
                    <button type="button" onclick={close}>{ "Cancel" }</button>
                    <button type="submit" class="primary" data-testid="start-game">{ "Start" }</button>
                </div>
            </form>
        </div>
    }
}

#[function_component(PasteDialog)]
fn paste_dialog(props: &DialogProps) -> Html {
    let area = use_node_ref();
    let load = {
        let d = props.dispatch.clone();
        let area = area.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(t) = area.cast::<web_sys::HtmlTextAreaElement>() {
                d.emit(Action::Load(t.value()));
            }
        })
    };
    let close = {
        let d = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| d.emit(Action::Dialog(None)))
    };
    html! {
        <div class="dialog-backdrop">
            <form class="dialog" role="dialog" aria-modal="true" aria-labelledby="paste-title" onsubmit={load}>
                <h2 id="paste-title">{ "Paste a game or a position" }</h2>
                <p>{ "A game record continues that game; a position text starts a new game from it." }</p>
                <textarea ref={area} rows="8" aria-label="Game record or position text" data-testid="paste-text" />
                <div class="dialog-buttons">
                    <button type="button" onclick={close}>{ "Cancel" }</button>
                    <button type="submit" class="primary" data-testid="paste-load">{ "Load" }</button>
                </div>
            </form>
        </div>
    }
}
