//! The SVG board. It knows no rules: the app passes the board's shape (the squares of its
//! variant, castles, river), the pieces and trees, the marks and the paths to draw; clicks,
//! taps, drops and keyboard choices come out as one `Callback<Square>`.

mod label;
mod marks;
mod path;
mod shape;

pub use label::{Ground, board_label, board_label_of, piece_name, square_label};
pub use marks::{Marks, square_classes};
use path::PathPart;
pub use path::{DrawnPath, LastMove, PathStyle};
pub use shape::{CELL, MARGIN, Shape};

use camelot_core::{Color, Piece, Role, Square, SquareSet};
use std::rc::Rc;
use yew::prelude::*;

/// Length of one leg of an animated move, in milliseconds.
const LEG_MS: u32 = 170;
/// Rest on each landing before the next leg, so every landing is seen.
const REST_MS: u32 = 70;

/// Board properties.
#[derive(Properties, Clone, PartialEq)]
pub struct BoardProps {
    /// The board's squares, castles and river (Camelot's when not given).
    #[prop_or_default]
    pub shape: Shape,
    /// Pieces on the board.
    pub pieces: Rc<Vec<(Square, Piece)>>,
    /// Squares with trees (River Camelot).
    #[prop_or_default]
    pub trees: SquareSet,
    /// Black at the bottom.
    pub flipped: bool,
    /// Highlights.
    pub marks: Rc<Marks>,
    /// Paths to draw.
    pub paths: Rc<Vec<DrawnPath>>,
    /// The last move, to animate the moving piece.
    pub last: Option<LastMove>,
    /// A piece drawn faintly where a multi-leg move being entered stands now.
    #[prop_or_default]
    pub ghost: Option<(Square, Piece)>,
    /// Whether clicks do anything (the pointer cursor and drag follow it).
    pub interactive: bool,
    /// A square was chosen (click, drop, Enter/Space; and taps when `on_tap` is not given).
    pub on_square: Callback<Square>,
    /// When set, a square chosen with a finger (a tap, or a drop at the end of a touch drag)
    /// comes here instead of `on_square`: nothing hovers on a touch screen, so the page may
    /// first show the move a tap would play and ask for a second tap.
    #[prop_or_default]
    pub on_tap: Option<Callback<Square>>,
    /// The pointer or focus moved to a square, or left the board.
    pub on_hover: Callback<Option<Square>>,
    /// What screen readers call the board ("Camelot board" when not given: [`board_label`]).
    #[prop_or_default]
    pub label: Option<AttrValue>,
}

fn piece_view(piece: Piece) -> Html {
    let knight = piece.role == Role::Knight;
    html! {
        <>
            <circle class="body" r={if knight { "40" } else { "36" }} />
            if knight {
                <path class="emblem" d="M-23,13 L-23,-9 L-11.5,1 L0,-19 L11.5,1 L23,-9 L23,13 Z" />
            } else {
                <circle class="ring" r="21" />
            }
        </>
    }
}

/// A tree: a round crown on a short trunk, drawn on the square's centre.
fn tree_view(shape: &Shape, sq: Square, flipped: bool, planting: bool) -> Html {
    let (x, y) = shape.center(sq, flipped);
    html! {
        <g class={classes!("tree", planting.then_some("planting"))}
           data-tree={(!planting).then(|| sq.to_string())}
           transform={format!("translate({x},{y})")}>
            <rect class="trunk" x="-7" y="8" width="14" height="30" rx="3" />
            <circle class="crown" cy="-6" r="30" />
        </g>
    }
}

fn path_view(shape: &Shape, p: &DrawnPath, flipped: bool, part: PathPart) -> Html {
    let crosses = p.captures.iter().map(|&s| {
        let (x, y) = shape.center(s, flipped);
        html! {
            <g class="capture-mark" transform={format!("translate({x},{y})")}>
                <path d="M-26,-26 L26,26 M26,-26 L-26,26" />
            </g>
        }
    });
    if part == PathPart::Marks {
        if p.captures.is_empty() {
            return Html::default();
        }
        return html! {
            <g class={format!("path-marks {}", p.style.name())}>{ for crosses }</g>
        };
    }
    let mut pts = vec![shape.center(p.from, flipped)];
    pts.extend(p.landings.iter().map(|&s| shape.center(s, flipped)));
    let points = pts
        .iter()
        .map(|(x, y)| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ");
    let dots = pts.iter().skip(1).map(|(x, y)| {
        html! { <circle class="leg-dot" cx={x.to_string()} cy={y.to_string()} r="9" /> }
    });
    let preview = p.style == PathStyle::Preview;
    let marks = (part == PathPart::Whole).then_some(crosses);
    html! {
        <g class={format!("path {}", p.style.name())}
           data-testid={preview.then_some("path-preview")}
           data-move={p.plays.filter(|_| preview).map(|m| m.to_string())}>
            <polyline points={points} marker-end={format!("url(#arrow-{})", p.style.name())} />
            { for dots }
            { for marks.into_iter().flatten() }
        </g>
    }
}

/// A move shown leg by leg: each leg a short slide, each captured piece left on the board
/// (drawn apart, without the test hooks) until the mover has jumped it.
#[derive(Clone, PartialEq)]
struct Motion {
    /// Makes the leg and capture elements new for each animated move, so their CSS
    /// animations start afresh.
    serial: u32,
    /// The moving piece's id.
    mover: u32,
    path: LastMove,
    /// The captured pieces, with the leg that jumps each.
    taken: Vec<(Square, Piece, usize)>,
    /// Waits this long (ms) for the moves still being shown, so a quick reply follows them.
    delay: u32,
    /// When it is over (`Date.now()` time).
    ends: f64,
}

/// Stable ids for pieces, so a moving piece keeps its element (and animates).
#[derive(Default)]
struct Ids {
    next: u32,
    placed: Vec<(Square, Piece, u32)>,
    /// The moves being shown, oldest first.
    motions: Vec<Motion>,
}

impl Ids {
    /// Ids for `pieces`. When the placement changed because `last` was just played, the move
    /// is animated leg by leg after those still being shown; a single leg capturing nothing
    /// with nothing else going on is left to the CSS transition, and a piece dropped by a drag
    /// (`dropped`) is already where the player put it. Any other change (undo, a new game)
    /// stops every animation. `now` is `Date.now()`.
    fn assign(
        &mut self,
        pieces: &[(Square, Piece)],
        last: Option<&LastMove>,
        dropped: &mut Option<Square>,
        now: f64,
    ) -> Vec<u32> {
        let old = std::mem::take(&mut self.placed);
        let changed = old
            .iter()
            .map(|&(s, p, _)| (s, p))
            .ne(pieces.iter().copied());
        let mut used = Vec::new();
        let mut out = Vec::with_capacity(pieces.len());
        let mut mover = None;
        for &(sq, p) in pieces {
            let same = old
                .iter()
                .find(|&&(s, q, id)| s == sq && q == p && !used.contains(&id))
                .map(|x| x.2);
            let moved = last.filter(|l| l.to() == sq).and_then(|l| {
                old.iter()
                    .find(|&&(s, q, id)| s == l.from && q == p && !used.contains(&id))
                    .map(|x| x.2)
            });
            if moved.is_some() {
                mover = moved;
            }
            let id = match moved.or(same) {
                Some(id) => id,
                None => {
                    self.next += 1;
                    self.next
                }
            };
            used.push(id);
            out.push(id);
            self.placed.push((sq, p, id));
        }
        if !changed {
            return out;
        }
        let dropped = dropped.take();
        let (Some(mover), Some(last)) = (mover, last) else {
            self.motions.clear();
            return out;
        };
        let placed = &self.placed;
        self.motions.retain(|m| {
            m.ends > now
                && placed
                    .iter()
                    .any(|&(s, _, id)| id == m.mover && s == m.path.to())
        });
        let delay = self
            .motions
            .iter()
            .map(|m| (m.ends - now).ceil())
            .fold(0.0, f64::max);
        let delay = if delay > 0.0 { delay as u32 } else { 0 };
        let legs = last.landings.len();
        if dropped == Some(last.from) || (legs <= 1 && last.captures.is_empty() && delay == 0) {
            return out;
        }
        self.next += 1;
        let taken = last
            .captures
            .iter()
            .filter_map(|&c| {
                let piece = old.iter().find(|x| x.0 == c)?.1;
                Some((c, piece, jumping_leg(last, c)))
            })
            .collect();
        self.motions.push(Motion {
            serial: self.next,
            mover,
            path: last.clone(),
            taken,
            delay,
            ends: now + f64::from(delay + leg_start(legs.saturating_sub(1)) + LEG_MS),
        });
        out
    }
}

impl Ids {
    /// Ends every move being shown at once: a player who clicks (or presses Enter) on the board
    /// while a long capture is still being drawn acts on the position after it, so the pieces
    /// it took go and the mover stands on its landing. Whether anything was being shown.
    fn settle(&mut self) -> bool {
        let busy = !self.motions.is_empty();
        self.motions.clear();
        busy
    }
}

/// The leg of `path` that jumps the piece on `captured` (the one whose midpoint it is).
fn jumping_leg(path: &LastMove, captured: Square) -> usize {
    let points: Vec<Square> = std::iter::once(path.from)
        .chain(path.landings.iter().copied())
        .collect();
    points
        .windows(2)
        .position(|w| w[0].midpoint(w[1]) == Some(captured))
        .unwrap_or(points.len().saturating_sub(2))
}

/// When leg `i` starts, in milliseconds after the move.
fn leg_start(i: usize) -> u32 {
    u32::try_from(i).unwrap_or(0) * (LEG_MS + REST_MS)
}

/// The moving piece's body inside one group per leg. Each group starts shifted back by its
/// leg and slides to nothing during its turn (CSS animation `leg`), so together they carry the
/// piece from landing to landing while the piece element itself already stands on its
/// destination. Without animations (reduced motion) the groups do nothing.
fn legs_view(shape: &Shape, motion: &Motion, piece: Piece, flipped: bool) -> Html {
    let points: Vec<_> = std::iter::once(motion.path.from)
        .chain(motion.path.landings.iter().copied())
        .map(|s| shape.center(s, flipped))
        .collect();
    let mut body = piece_view(piece);
    for (i, w) in points.windows(2).enumerate() {
        let style = format!(
            "--dx: {}px; --dy: {}px; animation-duration: {LEG_MS}ms; animation-delay: {}ms",
            w[0].0 - w[1].0,
            w[0].1 - w[1].1,
            motion.delay + leg_start(i)
        );
        body = html! { <g class="leg" {style}>{ body }</g> };
    }
    html! { { for std::iter::once(html! { <g key={motion.serial}>{ body }</g> }) } }
}

/// The pieces the moves being shown captured, seen until their mover jumps them (CSS
/// animation `taken`), invisible otherwise. No test hooks: they are no longer on the board.
fn taken_view(shape: &Shape, motions: &[Motion], flipped: bool) -> Html {
    let taken = motions.iter().flat_map(|m| {
        m.taken
            .iter()
            .enumerate()
            .map(move |(k, &(sq, p, leg))| (m, k, sq, p, leg))
    });
    let pieces = taken.map(|(motion, k, sq, p, leg)| {
        let (x, y) = shape.center(sq, flipped);
        let color = if p.color == Color::White {
            "white"
        } else {
            "black"
        };
        let style = format!(
            "transform: translate({x}px, {y}px); animation-duration: {}ms",
            motion.delay + leg_start(leg) + LEG_MS
        );
        html! {
            <g key={format!("{}-{k}", motion.serial)} class={format!("piece taken {color} {}", p.role.name())} {style}>
                { piece_view(p) }
            </g>
        }
    });
    html! { <g class="taken-pieces" aria-hidden="true">{ for pieces }</g> }
}

#[derive(Clone, Copy, PartialEq)]
struct Drag {
    from: Square,
    x: i32,
    y: i32,
    moved: bool,
}

fn svg_point(e: &PointerEvent, svg: &NodeRef, shape: &Shape) -> Option<(i32, i32)> {
    let el = svg.cast::<web_sys::Element>()?;
    let rect = el.get_bounding_client_rect();
    if rect.width() <= 0.0 || rect.height() <= 0.0 {
        return None;
    }
    let (w, h) = shape.view_size();
    let x = (f64::from(e.client_x()) - rect.left()) / rect.width() * f64::from(w);
    let y = (f64::from(e.client_y()) - rect.top()) / rect.height() * f64::from(h);
    // Whole SVG units: the coordinates are written into the page as integers (no float
    // printing code in the wasm).
    Some((x.round() as i32 - MARGIN, y.round() as i32 - MARGIN))
}

/// Emits `sq` to `on_tap` for a finger when the page listens for taps, else to `on_square`.
fn chosen(
    e: &PointerEvent,
    on_square: &Callback<Square>,
    on_tap: Option<&Callback<Square>>,
    sq: Square,
) {
    match on_tap {
        Some(tap) if e.pointer_type() == "touch" => tap.emit(sq),
        _ => on_square.emit(sq),
    }
}

/// The board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let ids = use_mut_ref(Ids::default);
    let focus = use_state(|| Option::<Square>::None);
    // The drag in progress: the mutable cell is what event handlers read (several pointer
    // events can arrive before a re-render); the state only redraws the dragged piece.
    let drag = use_mut_ref(|| Option::<Drag>::None);
    let drag_view = use_state(|| Option::<Drag>::None);
    // The square a piece was last dragged from and dropped elsewhere: a dropped piece is
    // already where the player put it, so its move is not animated from the start.
    let dropped = use_mut_ref(|| Option::<Square>::None);
    let svg_ref = use_node_ref();
    // A click or key on the board ends the moves still being drawn (`Ids::settle`).
    let settle = {
        let ids = ids.clone();
        let redraw = use_force_update();
        Callback::from(move |()| {
            if ids.borrow_mut().settle() {
                redraw.force_update();
            }
        })
    };
    let flipped = props.flipped;
    let marks = &props.marks;
    let shape = props.shape;

    let (piece_ids, motions) = {
        let mut ids = ids.borrow_mut();
        let out = ids.assign(
            &props.pieces,
            props.last.as_ref(),
            &mut dropped.borrow_mut(),
            js_sys::Date::now(),
        );
        (out, ids.motions.clone())
    };
    let piece_at = |sq: Square| props.pieces.iter().find(|(s, _)| *s == sq).map(|x| x.1);

    // Roving focus: the focused square (or the selected one, or the board's home square,
    // F7 or F10 on Camelot's) is the tab stop. A focus left from another board is dropped.
    let tab_stop = focus
        .filter(|&sq| shape.squares.contains(sq))
        .or(marks.selected)
        .unwrap_or_else(|| shape.home(flipped));

    {
        let svg_ref = svg_ref.clone();
        use_effect_with(*focus, move |f| {
            if let (Some(sq), Some(svg)) = (f, svg_ref.cast::<web_sys::Element>())
                && let Ok(Some(el)) = svg.query_selector(&format!("[data-square=\"{sq}\"]"))
                && let Ok(el) = wasm_bindgen::JsCast::dyn_into::<web_sys::SvgElement>(el)
            {
                let _ = el.focus();
            }
        });
    }

    let squares = shape
        .squares
        .iter()
        .map(|sq| {
            let (x, y) = shape.xy(sq, flipped);
            let piece = piece_at(sq);
            let ground = Ground::of(&shape, props.trees, sq);
            let classes = square_classes(&shape, sq, marks, piece.is_some());
            let label = square_label(sq, piece, ground, marks);
            let onfocus = {
                let focus = focus.clone();
                let on_hover = props.on_hover.clone();
                Callback::from(move |_: FocusEvent| {
                    if *focus != Some(sq) {
                        focus.set(Some(sq));
                    }
                    on_hover.emit(Some(sq));
                })
            };
            let onpointerenter = {
                let on_hover = props.on_hover.clone();
                Callback::from(move |_: PointerEvent| on_hover.emit(Some(sq)))
            };
            let onpointerdown = {
                let on_square = props.on_square.clone();
                let on_tap = props.on_tap.clone();
                let drag = drag.clone();
                let drag_view = drag_view.clone();
                let svg_ref = svg_ref.clone();
                let interactive = props.interactive;
                let has_piece = piece.is_some();
                let settle = settle.clone();
                Callback::from(move |e: PointerEvent| {
                    if !interactive || e.button() != 0 {
                        return;
                    }
                    e.prevent_default();
                    settle.emit(());
                    chosen(&e, &on_square, on_tap.as_ref(), sq);
                    if has_piece && let Some((px, py)) = svg_point(&e, &svg_ref, &shape) {
                        let d = Some(Drag {
                            from: sq,
                            x: px,
                            y: py,
                            moved: false,
                        });
                        *drag.borrow_mut() = d;
                        drag_view.set(d);
                    }
                })
            };
            html! {
                <g class={classes} data-square={sq.to_string()}
                   transform={format!("translate({x},{y})")}
                   tabindex={if sq == tab_stop { "0" } else { "-1" }}
                   role="button" aria-label={label}
                   {onfocus} {onpointerenter} {onpointerdown}>
                    <rect class="bg" width="100" height="100" />
                    if ground == Ground::Bridge {
                        <rect class="deck" x="16" width="68" height="100" />
                        <path class="planks" d="M16,0 V100 M84,0 V100 M16,25 H84 M16,50 H84 M16,75 H84" />
                    }
                    <rect class="tint" x="3" y="3" width="94" height="94" />
                    <circle class="marker" cx="50" cy="50" r="16" />
                    <rect class="focus-ring" x="5" y="5" width="90" height="90" rx="8" />
                </g>
            }
        })
        .collect::<Vec<Html>>();

    // A crenellated wall along the outer edge of each castle: five teeth whatever its width.
    let castle_walls = Color::ALL.map(|color| {
        let castle = shape.castle(color);
        let Some(y) = castle.iter().next().map(|sq| shape.xy(sq, flipped).1) else {
            return html! {};
        };
        let x0 = castle
            .iter()
            .map(|sq| shape.xy(sq, flipped).0)
            .min()
            .unwrap_or(0);
        let step = i32::try_from(castle.len()).unwrap_or(1) * CELL / 5;
        let top_edge = (color == Color::White) == flipped;
        let wy = if top_edge { y } else { y + CELL };
        let mut d = format!("M{x0},{wy}");
        let dir = if top_edge { -1 } else { 1 };
        for i in 0..5 {
            let sx = x0 + i * step;
            d.push_str(&format!(
                " L{sx},{} L{},{} L{},{} L{},{}",
                wy + dir * 14,
                sx + step / 2,
                wy + dir * 14,
                sx + step / 2,
                wy,
                sx + step,
                wy
            ));
        }
        html! { <path class="castle-wall" d={d} /> }
    });

    let rank_labels = (0..shape.ranks).map(|r| {
        let Some(sq) = shape.squares.iter().find(|s| s.rank() == r) else {
            return html! {};
        };
        let (_, y) = shape.center(sq, flipped);
        html! { <text class="coord" x="-24" y={(y + 12).to_string()}>{ r + 1 }</text> }
    });
    let file_labels = (0..shape.files).map(|f| {
        let col = if flipped { shape.files - 1 - f } else { f };
        let x = i32::from(col) * CELL + CELL / 2;
        let y = i32::from(shape.ranks) * CELL + 36;
        html! { <text class="coord" x={x.to_string()} y={y.to_string()}>{ char::from(b'A' + f) }</text> }
    });

    let dragging = (*drag_view).filter(|d| d.moved);
    let pieces = props.pieces.iter().zip(piece_ids).map(|(&(sq, p), id)| {
        let (mut x, mut y) = shape.center(sq, flipped);
        let mut class = format!(
            "piece {} {}",
            if p.color == Color::White {
                "white"
            } else {
                "black"
            },
            p.role.name()
        );
        if let Some(d) = dragging.filter(|d| d.from == sq) {
            x = d.x;
            y = d.y;
            class.push_str(" dragging");
        }
        let body = match motions.iter().find(|m| m.mover == id) {
            Some(m) => {
                class.push_str(" leaping");
                legs_view(&shape, m, p, flipped)
            }
            None => piece_view(p),
        };
        html! {
            <g key={id} class={class} data-piece={p.slug()} data-at={sq.to_string()}
               style={format!("transform: translate({x}px, {y}px)")} aria-hidden="true">
                { body }
            </g>
        }
    });
    let taken = taken_view(&shape, &motions, flipped);
    let trees = props
        .trees
        .iter()
        .map(|sq| tree_view(&shape, sq, flipped, false))
        .chain(
            marks
                .planting
                .iter()
                .map(|&sq| tree_view(&shape, sq, flipped, true)),
        );

    // Each path's parts under the pieces and over them (`PathStyle::layers`).
    let drawn = &shape;
    let layer = |over: bool| {
        props.paths.iter().filter_map(move |p| {
            let (under, above) = p.style.layers();
            let part = if over { above } else { under };
            part.map(|part| path_view(drawn, p, flipped, part))
        })
    };
    let under = layer(false);
    let over = layer(true);
    let ghost = props.ghost.map(|(sq, p)| {
        let (x, y) = shape.center(sq, flipped);
        let color = if p.color == Color::White {
            "white"
        } else {
            "black"
        };
        html! {
            <g class={format!("piece ghost {color} {}", p.role.name())}
               transform={format!("translate({x},{y})")} aria-hidden="true">
                { piece_view(p) }
            </g>
        }
    });

    let onkeydown = {
        let focus = focus.clone();
        let on_square = props.on_square.clone();
        let settle = settle.clone();
        Callback::from(move |e: KeyboardEvent| {
            let current = focus.unwrap_or(tab_stop);
            let dir = match e.key().as_str() {
                "ArrowUp" => Some((0, -1)),
                "ArrowDown" => Some((0, 1)),
                "ArrowLeft" => Some((-1, 0)),
                "ArrowRight" => Some((1, 0)),
                _ => None,
            };
            if let Some((dx, dy)) = dir {
                e.prevent_default();
                if let Some(n) = shape.neighbor(current, dx, dy, flipped) {
                    focus.set(Some(n));
                }
                return;
            }
            match e.key().as_str() {
                "Enter" | " " => {
                    e.prevent_default();
                    settle.emit(());
                    on_square.emit(current);
                }
                _ => {}
            }
        })
    };
    let onpointermove = {
        let drag = drag.clone();
        let drag_view = drag_view.clone();
        let svg_ref = svg_ref.clone();
        Callback::from(move |e: PointerEvent| {
            let current = *drag.borrow();
            if let Some(d) = current
                && let Some((x, y)) = svg_point(&e, &svg_ref, &shape)
            {
                let (cx, cy) = shape.center(d.from, flipped);
                let moved = d.moved || (x - cx).abs() > 25 || (y - cy).abs() > 25;
                let d = Some(Drag { x, y, moved, ..d });
                *drag.borrow_mut() = d;
                drag_view.set(d);
            }
        })
    };
    let onpointerup = {
        let drag = drag.clone();
        let drag_view = drag_view.clone();
        let svg_ref = svg_ref.clone();
        let on_square = props.on_square.clone();
        let on_tap = props.on_tap.clone();
        let dropped = dropped.clone();
        Callback::from(move |e: PointerEvent| {
            let taken = drag.borrow_mut().take();
            if let Some(d) = taken {
                drag_view.set(None);
                // Without a drag, the press was a click, already chosen; the square under a
                // still pointer changes when the page moves the board meanwhile.
                if d.moved
                    && let Some((x, y)) = svg_point(&e, &svg_ref, &shape)
                    && let Some(sq) = shape.square_at(x, y, flipped)
                    && sq != d.from
                {
                    *dropped.borrow_mut() = Some(d.from);
                    chosen(&e, &on_square, on_tap.as_ref(), sq);
                }
            }
        })
    };
    let onpointerleave = {
        let drag = drag.clone();
        let drag_view = drag_view.clone();
        let on_hover = props.on_hover.clone();
        Callback::from(move |_: PointerEvent| {
            if drag.borrow_mut().take().is_some() {
                drag_view.set(None);
            }
            on_hover.emit(None);
        })
    };

    let (w, h) = shape.view_size();
    let class = classes!(
        "board",
        props.interactive.then_some("interactive"),
        flipped.then_some("flipped")
    );
    html! {
        <svg ref={svg_ref} class={class} viewBox={format!("{} {} {w} {h}", -MARGIN, -MARGIN)}
             role="group" aria-label={props.label.clone().unwrap_or_else(|| board_label().into())}
             {onkeydown} {onpointermove} {onpointerup} {onpointerleave}>
            <defs>
                { for [
                    PathStyle::Preview,
                    PathStyle::Last,
                    PathStyle::Hint,
                    PathStyle::Best,
                    PathStyle::Line,
                    PathStyle::Better,
                ].map(|s| html! {
                    <marker id={format!("arrow-{}", s.name())} class={s.name()} viewBox="0 0 10 10"
                            refX="5" refY="5" markerWidth="3" markerHeight="3" orient="auto">
                        <path d="M0,0 L10,5 L0,10 z" />
                    </marker>
                }) }
            </defs>
            <rect class="frame" x={(-MARGIN + 8).to_string()} y={(-MARGIN + 8).to_string()}
                  width={(w - 16).to_string()} height={(h - 16).to_string()} rx="18" />
            <g class="squares">{ for squares }</g>
            { for castle_walls }
            <g class="coords" aria-hidden="true">{ for rank_labels }{ for file_labels }</g>
            <g class="trees" aria-hidden="true">{ for trees }</g>
            <g class="paths" aria-hidden="true">{ for under }</g>
            { taken }
            <g class="pieces">{ for pieces }</g>
            <g class="paths" aria-hidden="true">{ for ghost }{ for over }</g>
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::Color;

    fn sq(s: &str) -> Square {
        Square::parse_any(s).expect("square")
    }

    fn man(color: Color) -> Piece {
        Piece::new(color, Role::Man)
    }

    fn path(from: &str, landings: &[&str], captures: &[&str]) -> LastMove {
        LastMove {
            from: sq(from),
            landings: landings.iter().map(|s| sq(s)).collect(),
            captures: captures.iter().map(|s| sq(s)).collect(),
        }
    }

    #[test]
    fn a_jump_chain_is_shown_leg_by_leg_and_a_quick_reply_waits_for_it() {
        use Color::{Black, White};
        let mut ids = Ids::default();
        let mut dropped = None;
        let before = [
            (sq("E4"), man(White)),
            (sq("E5"), man(Black)),
            (sq("F7"), man(Black)),
            (sq("K12"), man(Black)),
        ];
        let first = ids.assign(&before, None, &mut dropped, 0.0);
        assert!(ids.motions.is_empty(), "nothing moved yet");

        // E4xE6xG8 takes E5 on the first leg and F7 on the second.
        let chain = path("E4", &["E6", "G8"], &["E5", "F7"]);
        let after = [(sq("G8"), man(White)), (sq("K12"), man(Black))];
        let ids_after = ids.assign(&after, Some(&chain), &mut dropped, 1000.0);
        assert_eq!(
            ids_after,
            [first[0], first[3]],
            "the mover keeps its element"
        );
        let m = &ids.motions[0];
        assert_eq!((m.mover, m.delay), (first[0], 0));
        assert_eq!(
            m.taken,
            [(sq("E5"), man(Black), 0), (sq("F7"), man(Black), 1)]
        );
        let ends = 1000.0 + f64::from(2 * LEG_MS + REST_MS);
        assert_eq!(m.ends, ends);

        // A plain reply while the chain is still shown is animated after it.
        let reply = path("K12", &["K11"], &[]);
        let replied = [(sq("G8"), man(White)), (sq("K11"), man(Black))];
        ids.assign(&replied, Some(&reply), &mut dropped, 1100.0);
        assert_eq!(ids.motions.len(), 2);
        assert_eq!(ids.motions[1].delay, (ends - 1100.0) as u32);
        let again = ids.motions.clone();
        ids.assign(&replied, Some(&reply), &mut dropped, 1200.0);
        assert!(
            ids.motions == again,
            "an unchanged placement changes nothing"
        );
        // A click meanwhile ends both at once; then there is nothing left to end.
        assert!(ids.settle() && ids.motions.is_empty());
        assert!(!ids.settle());
        ids.assign(&replied, Some(&reply), &mut dropped, 1300.0);
        assert!(ids.motions.is_empty(), "an ended move is not shown again");
    }

    #[test]
    fn plain_moves_dropped_moves_and_undo_are_not_animated_leg_by_leg() {
        use Color::{Black, White};
        let mut ids = Ids::default();
        let mut dropped = None;
        let start = [(sq("E4"), man(White)), (sq("K12"), man(Black))];
        ids.assign(&start, None, &mut dropped, 0.0);
        let step = [(sq("E5"), man(White)), (sq("K12"), man(Black))];
        ids.assign(&step, Some(&path("E4", &["E5"], &[])), &mut dropped, 10.0);
        assert!(ids.motions.is_empty(), "one step is the CSS transition's");

        let canter = [(sq("E5"), man(White)), (sq("K10"), man(Black))];
        let mut from = Some(sq("K12"));
        ids.assign(&canter, Some(&path("K12", &["K10"], &[])), &mut from, 20.0);
        assert!(
            ids.motions.is_empty() && from.is_none(),
            "a dropped piece is not replayed"
        );

        let chain = [(sq("E5"), man(White)), (sq("I10"), man(Black))];
        ids.assign(
            &chain,
            Some(&path("K10", &["K8", "I10"], &[])),
            &mut dropped,
            30.0,
        );
        assert_eq!(ids.motions.len(), 1);
        ids.assign(
            &canter,
            Some(&path("K12", &["K10"], &[])),
            &mut dropped,
            40.0,
        );
        assert!(ids.motions.is_empty(), "undo stops the animation");
    }
}

#[cfg(test)]
mod catalogue {
    use crate::app::i18n::{BOARD, Catalogue};

    /// The sources of `board/`, `entry/` and `game/`, whose words are in `board.ftl`.
    const SOURCES: &[&str] = &[
        include_str!("mod.rs"),
        include_str!("label.rs"),
        include_str!("marks.rs"),
        include_str!("path.rs"),
        include_str!("shape.rs"),
        include_str!("../entry/mod.rs"),
        include_str!("../entry/builder.rs"),
        include_str!("../entry/chooser.rs"),
        include_str!("../entry/planting.rs"),
        include_str!("../entry/pointer.rs"),
        include_str!("../entry/view.rs"),
        include_str!("../entry/words.rs"),
        include_str!("../game/mod.rs"),
        include_str!("../game/cursor.rs"),
        include_str!("../game/import.rs"),
        include_str!("../game/move_list.rs"),
        include_str!("../game/share.rs"),
        include_str!("../game/words.rs"),
    ];

    /// The message names quoted in `text` (`"board-…"`).
    fn named(text: &str) -> Vec<String> {
        let prefix = concat!("\"board", "-");
        let mut out = Vec::new();
        let mut rest = text;
        while let Some(i) = rest.find(prefix) {
            let after = &rest[i + 1..];
            let end = after
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                .unwrap_or(after.len());
            if end > "board-".len() && after[end..].starts_with('"') {
                out.push(after[..end].to_string());
            }
            rest = &after[end..];
        }
        out
    }

    #[test]
    fn every_message_the_code_names_is_in_board_ftl_and_every_one_is_used() {
        let cat = Catalogue::parse(BOARD.1).expect("board.ftl parses");
        let used: Vec<String> = SOURCES.iter().flat_map(|s| named(s)).collect();
        for key in &used {
            assert!(cat.has(key), "{key} is not in board.ftl");
        }
        for key in cat.keys() {
            let referenced = BOARD.1.contains(&format!("{{ {key} }}"));
            assert!(
                key.starts_with("board-") && (used.iter().any(|u| u == key) || referenced),
                "{key} is not used"
            );
        }
    }
}
