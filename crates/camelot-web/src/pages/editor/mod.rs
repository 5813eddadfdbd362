//! The position editor (`#/editor`, `#/editor?position=TEXT`): the board, a palette of pieces,
//! the fields of the position text as form controls, live checking by the rules engine, and
//! links to play, share or embed the position.
//!
//! The pointer is handled here, around the board (which is given `interactive: false`, so it
//! neither selects nor drags): a press on a square or on a palette button becomes a click, a
//! drag (a floating piece follows the pointer; where it is let go decides the action), or, on
//! touch screens, a long press that removes the piece. The keyboard goes through the board's
//! own square focus (arrows, Enter/Space) and the keys of the palette.

pub mod links;
pub mod state;

use crate::board::{Board, Shape};
use crate::play::storage;
use crate::share::site_base;
use crate::words;
use camelot_core::{Color, Role, Square, Variant};
use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use links::{EmbedOptions, PlayAs, analysis_url, editor_url, embed_url, play_url, share_url};
use state::{Action, EditorState, Tool, Verdict, reduce};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// How far (CSS pixels) a press may wander and still be a click or a long press.
const SLOP: f64 = 8.0;
/// How long a touch must rest on a piece to remove it.
const LONG_PRESS_MS: u32 = 500;

/// The reducer's state inside Yew.
#[derive(PartialEq)]
struct Store(EditorState);

impl Reducible for Store {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new(Store(reduce(&self.0, action)))
    }
}

/// Where a press started.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Origin {
    /// A square of the board.
    Square(Square),
    /// A palette button.
    Palette(Tool),
}

/// A press of the pointer, from down to up.
struct Press {
    origin: Origin,
    /// What a drag carries: the piece on the square (as the tool that puts it), or the
    /// palette's tool; `None` for an empty square, which is only clicked.
    carries: Option<Tool>,
    start: (f64, f64),
    at: (f64, f64),
    moved: bool,
    /// A long press or the context menu already acted on it.
    done: bool,
    /// Tells a long-press timer which press it belongs to.
    serial: u32,
    /// The long-press timer (dropping it cancels it).
    timer: Option<Timeout>,
    /// The size of a board square on screen, for the floating piece.
    size: f64,
}

/// The floating piece of a drag: what it is, and the square it left (hidden meanwhile).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Floating {
    tool: Tool,
    from: Option<Square>,
    size: f64,
}

fn element_square(el: web_sys::Element) -> Option<Square> {
    el.closest("[data-square]")
        .ok()
        .flatten()?
        .get_attribute("data-square")
        .and_then(|name| Square::parse_any(&name).ok())
}

fn target_square(target: Option<web_sys::EventTarget>) -> Option<Square> {
    element_square(target?.dyn_into().ok()?)
}

/// The board square under the viewport point (x, y), if it is one of `board`'s.
fn square_at_point(x: f64, y: f64, board: &NodeRef) -> Option<Square> {
    let board = board.cast::<web_sys::Element>()?;
    let el = gloo_utils::document().element_from_point(x as f32, y as f32)?;
    if !board.contains(Some(&el)) {
        return None;
    }
    element_square(el)
}

/// The on-screen size of a square of the board inside `board`.
fn square_size(board: &NodeRef) -> f64 {
    board
        .cast::<web_sys::Element>()
        .and_then(|b| b.query_selector("[data-square] .bg").ok().flatten())
        .map(|sq| sq.get_bounding_client_rect().width())
        .filter(|w| *w > 0.0)
        .unwrap_or(40.0)
}

/// The floating piece's place and size, in whole pixels (printing floats would bring float
/// formatting, some 15 KB, into the wasm).
fn floating_style(at: (f64, f64), size: f64) -> String {
    let px = |v: f64| v.round() as i32;
    format!(
        "width: {0}px; height: {0}px; transform: translate({1}px, {2}px)",
        px(size),
        px(at.0 - size / 2.0),
        px(at.1 - size / 2.0)
    )
}

/// Whether a key press belongs to a form control (typing there must not pick tools).
fn typing(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

/// A piece (or the eraser's cross) drawn like the board's pieces, for the palette and drags.
fn tool_icon(tool: Tool) -> Html {
    let body = match tool.piece() {
        Some(p) => {
            let color = if p.color == Color::White {
                "white"
            } else {
                "black"
            };
            let knight = p.role == Role::Knight;
            html! {
                <g class={classes!("icon-piece", color)}>
                    <circle class="body" r={if knight { "40" } else { "36" }} />
                    if knight {
                        <path class="emblem" d="M-23,13 L-23,-9 L-11.5,1 L0,-19 L11.5,1 L23,-9 L23,13 Z" />
                    } else {
                        <circle class="ring" r="21" />
                    }
                </g>
            }
        }
        None => html! {
            <g class="icon-erase">
                <circle class="body" r="38" />
                <path class="cross" d="M-18,-18 L18,18 M18,-18 L-18,18" />
            </g>
        },
    };
    html! {
        <svg class="tool-icon" viewBox="-50 -50 100 100" aria-hidden="true" focusable="false">{ body }</svg>
    }
}

fn go(url: String) {
    let _ = gloo_utils::window().location().set_href(&url);
}

/// Why the Analyse button does nothing (the analysis board needs a position that follows
/// the rules).
const ANALYSE_WHY_NOT: &str = "Correct the problems above to analyse this position.";

fn base() -> String {
    site_base(&gloo_utils::window().location().href().unwrap_or_default())
}

fn hash() -> String {
    gloo_utils::window().location().hash().unwrap_or_default()
}

/// Drops the link's query from the address once the editor shows it, so a reload shows the
/// editor as it was left rather than the link again.
fn forget_link() {
    if let Ok(history) = gloo_utils::window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("#/editor"));
    }
}

/// The position editor page (it reads the `?position=` of its fragment itself).
#[function_component(Editor)]
pub fn editor() -> Html {
    let store = {
        let link = links::link_position(&hash());
        use_reducer(move || {
            let stored = storage::read(state::KEY);
            Store(EditorState::open(stored.as_deref(), link.as_deref()))
        })
    };
    let state = &store.0;
    let dispatch: Callback<Action> = {
        let d = store.dispatcher();
        Callback::from(move |a| d.dispatch(a))
    };
    let press = use_mut_ref(|| Option::<Press>::None);
    let serial = use_mut_ref(|| 0u32);
    let floating = use_state_eq(|| Option::<Floating>::None);
    let board_ref = use_node_ref();
    let float_ref = use_node_ref();
    let embed = use_state_eq(EmbedOptions::default);
    let touch = use_state(words::coarse_pointer);
    // Hidden until its stylesheet is there, so it never shows (or takes clicks) unstyled.
    let styled = crate::stylesheet::use_page_stylesheet("editor.css");

    // A link's position is in the editor now; a link followed later opens its position too.
    {
        let dispatch = dispatch.clone();
        use_effect_with((), move |_| {
            if hash().contains('?') {
                forget_link();
            }
            let listener = EventListener::new(&gloo_utils::window(), "hashchange", move |_| {
                if let Some(text) = links::link_position(&hash()) {
                    dispatch.emit(Action::OpenLink(text));
                    forget_link();
                }
            });
            move || drop(listener)
        });
    }

    // Palette keys wherever the focus is (but in a form field), Delete on a board square.
    {
        let dispatch = dispatch.clone();
        use_effect_with((), move |_| {
            // Not passive: a palette key must not also type or scroll.
            let listener = EventListener::new_with_options(
                &gloo_utils::window(),
                "keydown",
                EventListenerOptions::enable_prevent_default(),
                move |e: &Event| {
                    let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    if e.default_prevented()
                        || e.ctrl_key()
                        || e.meta_key()
                        || e.alt_key()
                        || typing(e)
                    {
                        return;
                    }
                    let key = e.key();
                    if let Some(tool) = Tool::from_key(&key) {
                        e.prevent_default();
                        dispatch.emit(Action::Tool(tool));
                    } else if matches!(key.as_str(), "Delete" | "Backspace")
                        && let Some(sq) = target_square(e.target())
                    {
                        e.prevent_default();
                        dispatch.emit(Action::Erase(sq));
                    }
                },
            );
            move || drop(listener)
        });
    }

    // Saved after every change (a blocked storage only loses the save).
    use_effect_with(state::save(state), |text| storage::write(state::KEY, text));

    // The pointer after a press, wherever it goes: a drag may end anywhere on the page.
    {
        let press = press.clone();
        let floating = floating.clone();
        let board_ref = board_ref.clone();
        let float_ref = float_ref.clone();
        let dispatch = dispatch.clone();
        use_effect_with((), move |_| {
            let window = gloo_utils::window();
            let on_move = {
                let press = press.clone();
                let floating = floating.clone();
                let float_ref = float_ref.clone();
                EventListener::new(&window, "pointermove", move |e: &Event| {
                    let Some(e) = e.dyn_ref::<PointerEvent>() else {
                        return;
                    };
                    let mut guard = press.borrow_mut();
                    let Some(p) = guard.as_mut().filter(|p| !p.done) else {
                        return;
                    };
                    p.at = (f64::from(e.client_x()), f64::from(e.client_y()));
                    let far = (p.at.0 - p.start.0).hypot(p.at.1 - p.start.1) > SLOP;
                    if !p.moved
                        && far
                        && let Some(tool) = p.carries
                    {
                        p.moved = true;
                        p.timer = None;
                        floating.set(Some(Floating {
                            tool,
                            from: match p.origin {
                                Origin::Square(sq) => Some(sq),
                                Origin::Palette(_) => None,
                            },
                            size: p.size,
                        }));
                    }
                    if p.moved
                        && let Some(el) = float_ref.cast::<web_sys::Element>()
                    {
                        let _ = el.set_attribute("style", &floating_style(p.at, p.size));
                    }
                })
            };
            let on_up = {
                let press = press.clone();
                let floating = floating.clone();
                EventListener::new(&window, "pointerup", move |e: &Event| {
                    let Some(p) = press.borrow_mut().take() else {
                        return;
                    };
                    floating.set(None);
                    if p.done {
                        return;
                    }
                    let drop_on = e.dyn_ref::<PointerEvent>().and_then(|e| {
                        square_at_point(
                            f64::from(e.client_x()),
                            f64::from(e.client_y()),
                            &board_ref,
                        )
                    });
                    match (p.origin, p.moved) {
                        (Origin::Square(sq), false) => dispatch.emit(Action::Apply(sq)),
                        (Origin::Square(from), true) => {
                            dispatch.emit(Action::Drag { from, to: drop_on })
                        }
                        (Origin::Palette(tool), true) => {
                            if let Some(to) = drop_on {
                                dispatch.emit(Action::Drop { tool, to });
                            }
                        }
                        // The button's click picks the tool (the keyboard's way too).
                        (Origin::Palette(_), false) => {}
                    }
                })
            };
            let on_cancel = EventListener::new(&window, "pointercancel", move |_| {
                press.borrow_mut().take();
                floating.set(None);
            });
            move || drop((on_move, on_up, on_cancel))
        });
    }

    let start_press = {
        let press = press.clone();
        let serial = serial.clone();
        let board_ref = board_ref.clone();
        let dispatch = dispatch.clone();
        move |e: &PointerEvent, origin: Origin, carries: Option<Tool>| {
            let at = (f64::from(e.client_x()), f64::from(e.client_y()));
            let n = {
                let mut s = serial.borrow_mut();
                *s = s.wrapping_add(1);
                *s
            };
            // Fingers and pens remove a piece by resting on it (the mouse has its right button).
            let timer = match origin {
                Origin::Square(sq) if carries.is_some() && e.pointer_type() != "mouse" => {
                    let press = press.clone();
                    let dispatch = dispatch.clone();
                    Some(Timeout::new(LONG_PRESS_MS, move || {
                        let mut guard = press.borrow_mut();
                        if let Some(p) = guard.as_mut()
                            && p.serial == n
                            && !p.moved
                            && !p.done
                        {
                            p.done = true;
                            dispatch.emit(Action::Erase(sq));
                        }
                    }))
                }
                _ => None,
            };
            *press.borrow_mut() = Some(Press {
                origin,
                carries,
                start: at,
                at,
                moved: false,
                done: false,
                serial: n,
                timer,
                // Larger under a finger, which would hide a piece of a square's size.
                size: square_size(&board_ref)
                    * if e.pointer_type() == "touch" {
                        1.6
                    } else {
                        1.0
                    },
            });
        }
    };

    let onpointerdown = {
        let start_press = start_press.clone();
        let board = state.setup.board.clone();
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 {
                return;
            }
            let Some(sq) = target_square(e.target()) else {
                return;
            };
            e.prevent_default();
            let carries = board.piece_at(sq).map(Tool::of_piece);
            start_press(&e, Origin::Square(sq), carries);
        })
    };
    let oncontextmenu = {
        let press = press.clone();
        let dispatch = dispatch.clone();
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            if let Some(p) = press.borrow_mut().as_mut() {
                p.done = true;
            }
            if let Some(sq) = target_square(e.target()) {
                dispatch.emit(Action::Erase(sq));
            }
        })
    };
    let on_square = {
        let d = dispatch.clone();
        Callback::from(move |sq| d.emit(Action::Apply(sq)))
    };
    let act = |a: Action| {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| d.emit(a.clone()))
    };

    let hidden = floating.and_then(|f| f.from);
    let pieces: Vec<_> = state
        .pieces()
        .into_iter()
        .filter(|(sq, _)| Some(*sq) != hidden)
        .collect();
    let float_view = floating.map(|f| {
        let at = press.borrow().as_ref().map_or((-100.0, -100.0), |p| p.at);
        html! {
            <div ref={float_ref.clone()} class="drag-piece" aria-hidden="true" style={floating_style(at, f.size)}>
                { tool_icon(f.tool) }
            </div>
        }
    });

    let palette = Tool::ALL.into_iter().map(|tool| {
        let selected = state.tool == tool;
        let onclick = act(Action::Tool(tool));
        let onpointerdown = {
            let start_press = start_press.clone();
            let dispatch = dispatch.clone();
            Callback::from(move |e: PointerEvent| {
                if e.button() == 0 {
                    dispatch.emit(Action::Tool(tool));
                    start_press(&e, Origin::Palette(tool), Some(tool));
                }
            })
        };
        html! {
            <button type="button" class={classes!("tool", selected.then_some("selected"))}
                    data-palette={tool.slug()} aria-pressed={selected.to_string()}
                    aria-keyshortcuts={tool.key().to_string()}
                    title={format!("{} (key {})", tool.label(), tool.key())}
                    {onclick} {onpointerdown}>
                { tool_icon(tool) }
                <span class="tool-name">{ tool.label() }</span>
                <kbd aria-hidden="true">{ tool.key() }</kbd>
            </button>
        }
    });

    let verb = words::choose_cap(*touch);
    let help = if *touch {
        "Tap a square to put the chosen piece there (tap it again to take it back). Drag a piece to move it; drag it off the board or hold your finger on it to remove it."
    } else {
        "Click a square to put the chosen piece there (click it again to take it back). Drag a piece to move it; drag it off the board or right-click it to remove it. Drag from the palette to put a piece anywhere."
    };

    let problems = state.problems();
    let verdict = state.verdict();
    let (verdict_class, verdict_text) = match &verdict {
        Verdict::Empty => (
            "empty",
            "The board is empty: choose a piece and click squares to place it.".to_string(),
        ),
        Verdict::Broken => (
            "broken",
            format!(
                "This position breaks the rules ({}):",
                words::count(problems.len(), "problem", "problems")
            ),
        ),
        Verdict::Decided(t) => ("decided", format!("{t}.")),
        Verdict::Playable(t) => ("playable", t.clone()),
    };
    let problem_items = problems.iter().map(|p| {
        html! {
            <li>
                <strong>{ &p.text }</strong>
                <span class="problem-why">{ p.why }</span>
            </li>
        }
    });

    let notice = state.notice.as_ref().map(|n| {
        let id = n.id;
        html! {
            <div class={classes!("notice", n.error.then_some("error"))} data-testid="editor-notice"
                 role={if n.error { "alert" } else { "status" }}>
                <span>{ &n.text }</span>
                <button class="close" aria-label="Dismiss" onclick={act(Action::Dismiss(id))}>{ "×" }</button>
            </div>
        }
    });

    let variant = state.setup.variant();
    let on_variant = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            if let Some(v) = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .and_then(|s| s.value().parse::<Variant>().ok())
            {
                d.emit(Action::Variant(v));
            }
        })
    };
    let shape = Shape::of(variant.geometry());
    let trees = state.setup.board.trees();
    let turn = state.setup.turn;
    let on_turn = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                d.emit(Action::Turn(if s.value() == "b" {
                    Color::Black
                } else {
                    Color::White
                }));
            }
        })
    };
    let castle_select = |color: Color| {
        let d = dispatch.clone();
        let onchange = Callback::from(move |e: Event| {
            if let Some(n) = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .and_then(|s| s.value().parse::<u8>().ok())
            {
                d.emit(Action::CastleMoves(color, n));
            }
        });
        let used = state.setup.castle_moves[color];
        let id = format!("castle-moves-{}", color.name());
        html! {
            <div class="field">
                <label for={id.clone()}>{ format!("{color}'s castle moves used") }</label>
                <select id={id.clone()} data-testid={id} {onchange}>
                    { for (0..=2u8).map(|n| html! {
                        <option value={n.to_string()} selected={used == n}>{ n }</option>
                    }) }
                </select>
            </div>
        }
    };
    let on_fullmove = {
        let d = dispatch.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(n) = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .and_then(|i| i.value().trim().parse::<u32>().ok())
                .filter(|&n| n >= 1)
            {
                d.emit(Action::Fullmove(n));
            }
        })
    };
    let on_text = {
        let d = dispatch.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                d.emit(Action::Text(i.value()));
            }
        })
    };
    let on_text_done = {
        let d = dispatch.clone();
        Callback::from(move |_: Event| d.emit(Action::CommitText))
    };

    let position = state.position();
    let playable = state.playable();
    let play = |who: PlayAs| {
        let url = position.as_ref().map(|p| play_url(&base(), p, who));
        Callback::from(move |_: MouseEvent| {
            if let Some(u) = url.clone() {
                go(u);
            }
        })
    };
    let (me, other) = match turn {
        Color::White => (PlayAs::White, PlayAs::Black),
        Color::Black => (PlayAs::Black, PlayAs::White),
    };
    let why_not = match &verdict {
        Verdict::Empty => Some("Place some pieces first."),
        Verdict::Broken => Some("Correct the problems above to play from this position."),
        Verdict::Decided(_) => Some("The game is already over in this position."),
        Verdict::Playable(_) => None,
    };

    // The analysis board takes any position that follows the rules, a finished game too.
    let analyse_href = position.as_ref().map(analysis_url);
    let base_url = base();
    let shares = position.as_ref().map(|pos| {
        let opts = *embed;
        let set = |f: fn(&mut EmbedOptions, bool)| {
            let embed = embed.clone();
            move |on: bool| {
                let mut o = *embed;
                f(&mut o, on);
                embed.set(o);
            }
        };
        let on_orientation = {
            let set = set(|o, on| o.black_at_bottom = on);
            Callback::from(move |e: Event| {
                if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                    set(s.value() == "black");
                }
            })
        };
        let on_theme = {
            let set = set(|o, on| o.dark = on);
            Callback::from(move |e: Event| {
                if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                    set(s.value() == "dark");
                }
            })
        };
        let on_interactive = {
            let set = set(|o, on| o.interactive = on);
            Callback::from(move |e: Event| {
                if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                    set(i.checked());
                }
            })
        };
        let snippet = crate::share::iframe(&embed_url(&base_url, pos, opts), "Camelot position");
        html! {
            <>
                <CopyRow label="Link to play this position" testid="editor-share-link"
                         help="Opens the game page on this position."
                         text={share_url(&base_url, pos)} />
                <div class="embed-options" role="group" aria-label="Embed options">
                    <strong>{ "Embed options:" }</strong>
                    <label>{ "Bottom side " }
                        <select data-testid="embed-orientation" onchange={on_orientation}>
                            <option value="white" selected={!opts.black_at_bottom}>{ "White" }</option>
                            <option value="black" selected={opts.black_at_bottom}>{ "Black" }</option>
                        </select>
                    </label>
                    <label>{ "Colours " }
                        <select data-testid="embed-theme" onchange={on_theme}>
                            <option value="light" selected={!opts.dark}>{ "Light" }</option>
                            <option value="dark" selected={opts.dark}>{ "Dark" }</option>
                        </select>
                    </label>
                    <label class="check">
                        <input type="checkbox" data-testid="embed-interactive" checked={opts.interactive} onchange={on_interactive} />
                        { " Visitors can play moves" }
                    </label>
                </div>
                <CopyRow label="Embed this position" testid="editor-embed"
                         help="Paste into a web page to show the board."
                         text={snippet} />
            </>
        }
    });

    html! {
        <div class="app editor" data-testid="editor" style={(!styled).then_some("visibility: hidden")}>
            <header class="top">
                <h1><a href="#/" class="home">{ "Camelot" }</a></h1>
                <p class="mode">{ "Position editor" }</p>
                <nav class="links" aria-label="Pages">
                    <a href="#/">{ "Play" }</a>
                    <a href="#/learn">{ "Learn" }</a>
                    <a href="#/rules">{ "Rules" }</a>
                    <a href="#/editor" aria-current="page">{ "Editor" }</a>
                </nav>
            </header>
            { for notice }
            <main class="editor-layout" style={shape.style()}>
                <section class="board-area editor-board" ref={board_ref.clone()} aria-label="Board"
                         {onpointerdown} {oncontextmenu}>
                    <Board {shape} {trees} label={format!("{} board", variant.title())}
                           pieces={Rc::new(pieces)} flipped={state.flipped}
                           marks={Rc::new(state.marks())} paths={Rc::new(Vec::new())} last={None}
                           interactive={false} {on_square} on_hover={Callback::noop()} />
                </section>
                <section class="editor-tools" aria-label="Pieces and checks">
                    <div class="palette" role="group" aria-label="Piece to put on the board"
                         oncontextmenu={Callback::from(|e: MouseEvent| e.prevent_default())}>
                        { for palette }
                    </div>
                    <div class="controls board-buttons">
                        <button type="button" data-testid="editor-clear" onclick={act(Action::Clear)}>{ "Empty board" }</button>
                        <button type="button" data-testid="editor-start" onclick={act(Action::Start)}>{ "Start position" }</button>
                        <button type="button" data-testid="editor-flip" onclick={act(Action::Flip)}>{ "Flip board" }</button>
                    </div>
                    <div class={classes!("checks", verdict_class)}>
                        <p class="verdict" data-testid="editor-verdict" role="status">{ verdict_text }</p>
                        <ul data-testid="editor-errors" aria-live="polite">{ for problem_items }</ul>
                        <p class="counts" data-testid="editor-counts">{ state.counts() }</p>
                    </div>
                </section>
                <aside class="side editor-side">
                    <h2>{ "Set up a position" }</h2>
                    <p class="help">{ help }</p>
                    <details class="keys">
                        <summary>{ "Keyboard" }</summary>
                        <p>
                            { "Keys 1–5 pick a piece: 1 White man, 2 White knight, 3 Black man, 4 Black knight, 5 (or 0) the eraser. \
                               Tab to the board, move with the arrow keys, and press Enter or Space to put the piece (again to take it back); \
                               Delete or Backspace empties the square." }
                        </p>
                    </details>
                    <div class="fields">
                        <div class="field">
                            <label for="editor-variant">{ "Game" }</label>
                            <select id="editor-variant" data-testid="editor-variant" onchange={on_variant}
                                    title="Another game of the family starts from its start position">
                                { for Variant::ALL.into_iter().map(|v| html! {
                                    <option value={v.name()} selected={v == variant}>{ v.title() }</option>
                                }) }
                            </select>
                        </div>
                        <div class="field">
                            <label for="side-to-move">{ "Side to move" }</label>
                            <select id="side-to-move" data-testid="side-to-move" onchange={on_turn}>
                                <option value="w" selected={turn == Color::White}>{ "White" }</option>
                                <option value="b" selected={turn == Color::Black}>{ "Black" }</option>
                            </select>
                        </div>
                        { castle_select(Color::White) }
                        { castle_select(Color::Black) }
                        <div class="field">
                            <label for="move-number">{ "Move number" }</label>
                            <input id="move-number" data-testid="move-number" type="number" min="1" inputmode="numeric"
                                   value={state.setup.fullmove.to_string()} oninput={on_fullmove} />
                        </div>
                    </div>
                    <div class="position-text">
                        <label for="editor-position"><strong>{ "Position text" }</strong>
                            <span class="help">{ " — edit it here, or paste one" }</span></label>
                        <div class="copy-line">
                            <input id="editor-position" data-testid="editor-position" type="text"
                                   spellcheck="false" autocomplete="off" autocapitalize="off"
                                   aria-invalid={state.text_error.is_some().to_string()}
                                   aria-describedby="editor-position-error"
                                   value={state.text.clone()} oninput={on_text} onchange={on_text_done} />
                            <CopyRow label="Copy the position text" testid="editor-copy" text={state.text.clone()} hide_field={true} />
                        </div>
                        <p id="editor-position-error" class="field-error" data-testid="editor-position-error"
                           hidden={state.text_error.is_none()} role="alert">
                            { state.text_error.clone().map(|e| format!("Not read: {e}. The board keeps its position until the text can be read.")) }
                        </p>
                    </div>
                    <h2>{ "Play from here" }</h2>
                    <div class="controls">
                        <button type="button" class="primary" data-testid="editor-play" disabled={!playable} onclick={play(me)}>
                            { format!("Play {turn} against the computer") }
                        </button>
                        <button type="button" data-testid="editor-play-other" disabled={!playable} onclick={play(other)}>
                            { format!("Play {} against the computer", !turn) }
                        </button>
                        <button type="button" data-testid="editor-play-two" disabled={!playable} onclick={play(PlayAs::Two)}>
                            { "Two players" }
                        </button>
                        if let Some(href) = analyse_href {
                            <a class="button" data-testid="editor-analyse" href={href}>{ "Analyse" }</a>
                        } else {
                            <button type="button" data-testid="editor-analyse" aria-disabled="true" class="unavailable"
                                    title={ANALYSE_WHY_NOT} aria-describedby="analyse-why-not">
                                { "Analyse" }
                            </button>
                            <span id="analyse-why-not" class="sr-only">{ ANALYSE_WHY_NOT }</span>
                        }
                    </div>
                    if let Some(why) = why_not {
                        <p class="help" data-testid="editor-play-why">{ why }</p>
                    } else {
                        <p class="help">{ format!("{verb} a button: the game page opens on this position (it asks before replacing a game in progress).") }</p>
                    }
                    <h2>{ "Share" }</h2>
                    if let Some(s) = shares {
                        { s }
                    } else {
                        <p class="help">{ "Links and the embed snippet need a position that follows the rules." }</p>
                    }
                    <CopyRow label="Link to this setup in the editor" testid="editor-link"
                             help="Opens the editor on this setup, even one still being corrected."
                             text={editor_url(&base_url, &state.setup)} />
                </aside>
            </main>
            <div class="sr-only" aria-live="polite" data-testid="editor-announce">{ &state.announce }</div>
            { for float_view }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct CopyProps {
    label: AttrValue,
    #[prop_or_default]
    help: Option<AttrValue>,
    text: AttrValue,
    testid: &'static str,
    /// Only the button (the text is shown elsewhere on the page).
    #[prop_or_default]
    hide_field: bool,
}

/// A text to copy: the text in a read-only field, and a button that copies it and says
/// whether the browser allowed it.
#[function_component(CopyRow)]
fn copy_row(props: &CopyProps) -> Html {
    let copied = use_state_eq(|| Option::<bool>::None);
    {
        let copied = copied.clone();
        use_effect_with(props.text.clone(), move |_| copied.set(None));
    }
    let onclick = {
        let text = props.text.clone();
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            let promise = gloo_utils::window()
                .navigator()
                .clipboard()
                .write_text(&text);
            let copied = copied.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let ok = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                copied.set(Some(ok));
            });
        })
    };
    let onfocus = Callback::from(|e: FocusEvent| {
        if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
            i.select();
        }
    });
    let id = format!("{}-text", props.testid);
    let button = html! {
        <button type="button" data-testid={format!("{}-copy", props.testid)} {onclick}
                aria-label={props.hide_field.then(|| props.label.clone())}>
            { match *copied {
                Some(true) => "Copied",
                Some(false) => "Copy failed: select the text and copy it",
                None => "Copy",
            } }
        </button>
    };
    if props.hide_field {
        return button;
    }
    html! {
        <div class="copy-row">
            <label for={id.clone()}><strong>{ props.label.clone() }</strong>
                if let Some(h) = &props.help { <span class="help">{ format!(" — {h}") }</span> }
            </label>
            <div class="copy-line">
                <input id={id} type="text" readonly=true value={props.text.clone()}
                       data-testid={props.testid} {onfocus} />
                { button }
            </div>
        </div>
    }
}
