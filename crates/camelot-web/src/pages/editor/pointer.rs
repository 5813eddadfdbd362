//! The editor's pointer, around the board (which is given `interactive: false`, so it neither
//! selects nor drags): a press on a square or on a palette button becomes a click, a drag (a
//! floating piece follows the pointer; where it is let go decides the action), or, on touch
//! screens, a long press that removes the piece. And the palette's keys.

use super::state::{Action, Tool};
use crate::app::keys::typing;
use camelot_core::{Board, Color, Role, Square};
use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// How far (CSS pixels) a press may wander and still be a click or a long press.
const SLOP: f64 = 8.0;
/// How long a touch must rest on a piece to remove it.
pub const LONG_PRESS_MS: u32 = 500;

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

/// A piece (or the eraser's cross) drawn like the board's pieces, for the palette and drags.
pub fn tool_icon(tool: Tool) -> Html {
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

/// Starts a press: where, from what, carrying what.
type StartPress = dyn Fn(&PointerEvent, Origin, Option<Tool>);

/// What the pointer handling gives the page.
pub struct Pointing {
    /// The board's box (drops are read on it).
    pub board_ref: NodeRef,
    /// A press on the board.
    pub onpointerdown: Callback<PointerEvent>,
    /// A right click on the board (removes the piece).
    pub oncontextmenu: Callback<MouseEvent>,
    /// A press on a palette button.
    pub on_palette: Callback<(PointerEvent, Tool)>,
    /// The square whose piece is being dragged (hidden meanwhile).
    pub dragged_from: Option<Square>,
    /// The floating piece of a drag.
    pub float_view: Html,
}

/// The pointer around the board of `board`: presses, drags, long presses, right clicks.
#[hook]
pub fn use_pointing(board: Board, dispatch: Callback<Action>) -> Pointing {
    let press = use_mut_ref(|| Option::<Press>::None);
    let serial = use_mut_ref(|| 0u32);
    let floating = use_state_eq(|| Option::<Floating>::None);
    let board_ref = use_node_ref();
    let float_ref = use_node_ref();

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

    let start_press: Rc<StartPress> = {
        let press = press.clone();
        let serial = serial.clone();
        let board_ref = board_ref.clone();
        let dispatch = dispatch.clone();
        Rc::new(
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
            },
        )
    };
    let onpointerdown = {
        let start_press = start_press.clone();
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
    let on_palette = {
        let start_press = start_press.clone();
        let dispatch = dispatch.clone();
        Callback::from(move |(e, tool): (PointerEvent, Tool)| {
            if e.button() == 0 {
                dispatch.emit(Action::Tool(tool));
                start_press(&e, Origin::Palette(tool), Some(tool));
            }
        })
    };
    let float_view = floating
        .map(|f| {
            let at = press.borrow().as_ref().map_or((-100.0, -100.0), |p| p.at);
            html! {
                <div ref={float_ref.clone()} class="drag-piece" aria-hidden="true" style={floating_style(at, f.size)}>
                    { tool_icon(f.tool) }
                </div>
            }
        })
        .unwrap_or_default();
    Pointing {
        board_ref,
        onpointerdown,
        oncontextmenu,
        on_palette,
        dragged_from: floating.and_then(|f| f.from),
        float_view,
    }
}

/// Palette keys wherever the focus is (but in a form field), Delete on a board square.
#[hook]
pub fn use_palette_keys(dispatch: Callback<Action>) {
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
                if e.default_prevented() || e.ctrl_key() || e.meta_key() || e.alt_key() || typing(e)
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
