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
//! - `orientation=white|black`, `interactive=0|1` (or `false|true`), `theme=light|dark`.

use crate::board::{Board, DrawnPath, LastMove, PathStyle, Shape};
use crate::builder::Builder;
use crate::chooser::Chooser;
use crate::classes::Marks;
use crate::learn::entry::{Duty, Entry, Outcome, Pointer, coarse_pointer, duty};
use crate::planting::Planting;
use camelot_core::geometry::Geometry;
use camelot_core::{Game, Move, MoveText, Position, Record, Separator, Setup, Square, Variant};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The parameter names `embed.html` understands.
pub const PARAMS: &[&str] = &[
    "variant",
    "position",
    "moves",
    "record",
    "ply",
    "node",
    "highlight",
    "orientation",
    "interactive",
    "theme",
];

/// What to draw on top of the position.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Highlight {
    /// Squares to mark.
    pub squares: Vec<Square>,
    /// A path to draw: origin, landings, captured squares.
    pub path: Option<(Square, Vec<Square>, Vec<Square>)>,
}

/// The colour theme of the frame.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Theme {
    /// Light page, wooden board.
    #[default]
    Light,
    /// Dark page.
    Dark,
}

/// Everything the URL asks for, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct EmbedConfig {
    /// The game: its start and moves (no moves for a single position).
    pub game: Game,
    /// The ply shown first.
    pub ply: usize,
    /// Marks and path to draw.
    pub highlight: Highlight,
    /// Black at the bottom.
    pub flipped: bool,
    /// Whether moves can be played on the board.
    pub interactive: bool,
    /// Theme.
    pub theme: Theme,
    /// A record's comments along its game: `comments[n]` stands after the `n`-th move (`[0]`
    /// before the first), shown when stepping through the game reaches it.
    pub comments: Vec<Option<String>>,
}

/// Decodes `%XX` escapes and `+` (a space in query strings). Bad escapes are kept as written.
pub fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3])
                    .ok()
                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                match hex {
                    Some(b) => {
                        out.push(b);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Splits a query string (`?a=1&b=2`, the `?` optional) into decoded pairs.
pub fn parse_query(query: &str) -> Vec<(String, String)> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (percent_decode(k), percent_decode(v)),
            None => (percent_decode(p), String::new()),
        })
        .collect()
}

fn short(s: &str) -> String {
    let s = s.trim();
    if s.chars().count() > 40 {
        format!("{}…", s.chars().take(40).collect::<String>())
    } else {
        s.to_string()
    }
}

fn parse_highlight(text: &str, board: &Geometry) -> Result<Highlight, String> {
    let text = text.trim();
    let off_board = |sq: Square| format!("highlight: {sq} is not a square of this board");
    if text.contains(['-', 'x', 'X']) {
        let mt: MoveText = text
            .parse()
            .map_err(|e| format!("highlight: `{}` is not a move ({e})", short(text)))?;
        if let Some(&(_, sq)) = std::iter::once(&(Separator::Dash, mt.from))
            .chain(mt.legs.iter())
            .find(|(_, sq)| !board.contains(*sq))
        {
            return Err(off_board(sq));
        }
        let mut at = mt.from;
        let mut landings = Vec::new();
        let mut captures = Vec::new();
        for &(sep, to) in &mt.legs {
            if sep == Separator::Cross
                && let Some(mid) = at.midpoint(to)
            {
                captures.push(mid);
            }
            landings.push(to);
            at = to;
        }
        return Ok(Highlight {
            squares: Vec::new(),
            path: Some((mt.from, landings, captures)),
        });
    }
    let mut squares = Vec::new();
    for name in text.split([',', ' ']).filter(|s| !s.is_empty()) {
        let sq = Square::parse_any(name).map_err(|_| {
            format!(
                "highlight: `{}` is not a square (squares look like F7, or give a move like E4-E6)",
                short(name)
            )
        })?;
        if !board.contains(sq) {
            return Err(off_board(sq));
        }
        squares.push(sq);
    }
    Ok(Highlight {
        squares,
        path: None,
    })
}

/// Checks the URL parameters. Every problem is reported, each naming its parameter.
pub fn parse_params(query: &str) -> Result<EmbedConfig, Vec<String>> {
    let pairs = parse_query(query);
    let mut errors = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    let mut get = |name: &'static str| -> Option<String> {
        let mut found = pairs.iter().filter(|(k, _)| k == name);
        let first = found.next().map(|(_, v)| v.clone());
        if found.next().is_some() && !seen.contains(&name) {
            seen.push(name);
        }
        first
    };
    let variant = get("variant");
    let position = get("position");
    let moves = get("moves");
    let record = get("record");
    let ply = get("ply");
    let node = get("node");
    let highlight = get("highlight");
    let orientation = get("orientation");
    let interactive = get("interactive");
    let theme = get("theme");
    for name in seen {
        errors.push(format!("{name}: given more than once"));
    }
    for (k, _) in &pairs {
        if !PARAMS.contains(&k.as_str()) {
            errors.push(format!(
                "unknown parameter `{}` (known: {})",
                short(k),
                PARAMS.join(", ")
            ));
        }
    }

    let variant = match variant.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(name) => match name.parse::<Variant>() {
            Ok(v) => Some(v),
            Err(_) => {
                let short: String = name.chars().take(20).collect();
                errors.push(format!(
                    "variant: {}",
                    camelot_core::ParseVariantError(short)
                ));
                None
            }
        },
    };
    let start = match position.as_deref().map(str::trim) {
        None | Some("") => Some(Position::start_of(variant.unwrap_or_default())),
        Some(text) => {
            let setup = match variant {
                Some(v) => Setup::parse_as(text, v),
                None => text.parse::<Setup>(),
            };
            let pos = setup
                .map_err(|e| e.to_string())
                .and_then(|s| Position::from_setup(s).map_err(|e| e.to_string()));
            match pos {
                Ok(p) => Some(p),
                Err(e) => {
                    errors.push(format!("position: {e}"));
                    None
                }
            }
        }
    };
    let mut game = start.clone().map(Game::new);
    let mut comments = Vec::new();
    // The ply that `node=` asks for, if it names a move of the record.
    let mut node_ply = None;
    let node = node.as_deref().map(str::trim).filter(|t| !t.is_empty());
    if node.is_some() && record.is_none() {
        errors.push("node: only a record has a tree to point into; give record with it".into());
    }
    if node.is_some() && ply.as_deref().is_some_and(|t| !t.trim().is_empty()) {
        errors.push("give either ply or node, not both".into());
    }
    match (&moves, &record) {
        (Some(_), Some(_)) => errors.push("give either moves or record, not both".into()),
        (_, Some(text)) => {
            if position.is_some() {
                errors.push(
                    "record: a game record carries its own start position; use position with moves instead"
                        .into(),
                );
            }
            match text.parse::<Record>() {
                Ok(r) if variant.is_some_and(|v| v != r.variant()) => errors.push(format!(
                    "variant: the record is a game of {}, not of {}",
                    r.variant().title(),
                    variant.unwrap_or_default().title()
                )),
                Ok(r) => {
                    let tree = &r.tree;
                    let root = camelot_core::NodeId::ROOT;
                    let at = match node {
                        None => Some(root),
                        Some(text) => {
                            let found = text
                                .parse::<camelot_core::NodePath>()
                                .ok()
                                .and_then(|p| tree.node_at(&p));
                            if found.is_none() {
                                errors.push(format!(
                                    "node: `{}` is not a move of the record (a path of move \
                                     indices such as 0.0.1)",
                                    short(text)
                                ));
                            }
                            found
                        }
                    };
                    let at = at.unwrap_or(root);
                    // The line to the node, then on along its main continuation.
                    let line: Vec<_> = tree
                        .line_nodes(at)
                        .into_iter()
                        .chain(tree.main_line(at))
                        .collect();
                    comments = std::iter::once(root)
                        .chain(line.iter().copied())
                        .map(|n| tree.comment(n).map(str::to_string))
                        .collect();
                    if node.is_some() {
                        node_ply = Some(tree.line_nodes(at).len());
                    }
                    let end = line.last().copied().unwrap_or(root);
                    game = Some(tree.game_at(end).unwrap_or(r.game));
                }
                Err(e) => errors.push(format!("record: {e}")),
            }
        }
        (Some(text), None) => {
            if let Some(g) = game.as_mut() {
                // Commas separate moves, except in a tree placement (`C2,D2,I2`: squares only).
                let list = text
                    .split([' ', '\n', '\t'])
                    .flat_map(|t| {
                        let placement = !t.contains(['-', 'x', 'X', ':']);
                        t.split(move |c| c == ',' && !placement)
                    })
                    .filter(|t| !t.is_empty() && !t.ends_with('.'));
                for (i, t) in list.enumerate() {
                    if let Err(e) = g.play_text(t) {
                        errors.push(format!(
                            "moves: move {} ({}) cannot be played: {e}",
                            i + 1,
                            short(t)
                        ));
                        break;
                    }
                }
            }
        }
        (None, None) => {}
    }
    let total = game.as_ref().map_or(0, |g| g.moves().len());
    let ply = match ply.as_deref().map(str::trim) {
        None | Some("") => node_ply.unwrap_or(total),
        Some(t) => match t.parse::<usize>() {
            Ok(n) if n <= total => n,
            _ => {
                errors.push(format!(
                    "ply must be a number from 0 to {total} (the number of moves), not `{}`",
                    short(t)
                ));
                total
            }
        },
    };
    let board = game
        .as_ref()
        .map_or(variant.unwrap_or_default(), Game::variant)
        .geometry();
    let highlight = match highlight {
        None => Highlight::default(),
        Some(t) => parse_highlight(&t, board).unwrap_or_else(|e| {
            errors.push(e);
            Highlight::default()
        }),
    };
    let flipped = match orientation
        .as_deref()
        .map(|s| s.trim().to_ascii_lowercase())
    {
        None => false,
        Some(o) if o == "white" || o.is_empty() => false,
        Some(o) if o == "black" => true,
        Some(o) => {
            errors.push(format!(
                "orientation must be white or black, not `{}`",
                short(&o)
            ));
            false
        }
    };
    let interactive = match interactive
        .as_deref()
        .map(|s| s.trim().to_ascii_lowercase())
    {
        None => false,
        Some(o) if matches!(o.as_str(), "" | "0" | "false") => false,
        Some(o) if matches!(o.as_str(), "1" | "true") => true,
        Some(o) => {
            errors.push(format!(
                "interactive must be 0 or 1 (or false or true), not `{}`",
                short(&o)
            ));
            false
        }
    };
    let theme = match theme.as_deref().map(|s| s.trim().to_ascii_lowercase()) {
        None => Theme::Light,
        Some(t) if t == "light" || t.is_empty() => Theme::Light,
        Some(t) if t == "dark" => Theme::Dark,
        Some(t) => {
            errors.push(format!("theme must be light or dark, not `{}`", short(&t)));
            Theme::Light
        }
    };
    match game {
        Some(mut game) if errors.is_empty() => {
            game.go_to(ply);
            Ok(EmbedConfig {
                game,
                ply,
                highlight,
                flipped,
                interactive,
                theme,
                comments,
            })
        }
        _ => Err(errors),
    }
}

/// The embedded board's state.
#[derive(Debug, Clone, PartialEq)]
struct View {
    config: EmbedConfig,
    game: Game,
    entry: Entry,
    /// The trees chosen while a side plants (River Camelot).
    planting: Planting,
    /// Why the last click or tap did nothing.
    message: Option<String>,
    /// How the visitor points (a touch screen at first, then the last press on the board).
    pointer: Pointer,
}

#[derive(Debug, Clone)]
enum Act {
    First,
    Prev,
    Next,
    Last,
    /// A click (mouse, pen or keyboard).
    Square(Square),
    /// A tap with a finger.
    Tap(Square),
    Hover(Option<Square>),
    EndHere,
    /// Play the move a first tap previewed.
    Confirm,
    /// Play option `i` of the choice offered.
    Pick(usize),
    /// Draw option `i` of the choice (`None`: none).
    ShowOption(Option<usize>),
    /// Escape: put the choice or preview aside, or drop the move being entered.
    Cancel,
}

impl View {
    fn new(config: EmbedConfig) -> View {
        View {
            game: config.game.clone(),
            config,
            entry: Entry::default(),
            planting: Planting::default(),
            message: None,
            pointer: Pointer::default(),
        }
    }

    fn reduce(&self, act: Act) -> View {
        let mut v = self.clone();
        let n = v.game.all_moves().len();
        let ply = v.game.ply();
        let step = |v: &mut View, ply: usize| {
            v.game.go_to(ply);
            v.entry = Entry::default();
            v.planting = Planting::default();
            v.message = None;
        };
        match act {
            Act::First => step(&mut v, 0),
            Act::Prev => step(&mut v, ply.saturating_sub(1)),
            Act::Next => step(&mut v, (ply + 1).min(n)),
            Act::Last => step(&mut v, n),
            Act::Hover(sq) => v.entry.hover = sq,
            Act::ShowOption(i) => v.entry.show(i),
            Act::Cancel => {
                v.entry.back();
                v.planting = Planting::default();
                v.message = None;
            }
            _ if !v.config.interactive => {}
            Act::Square(sq) | Act::Tap(sq) if v.game.position().is_placing_trees() => {
                if matches!(act, Act::Tap(_)) {
                    v.pointer = Pointer::Touch;
                } else {
                    v.pointer = Pointer::Mouse;
                }
                match v.planting.click(v.game.position(), sq) {
                    Ok(next) => {
                        v.planting = next;
                        v.message = None;
                    }
                    Err(why) => v.message = Some(why),
                }
            }
            Act::Confirm if v.game.position().is_placing_trees() => {
                if let Some(m) = v.planting.complete(v.game.position()) {
                    v.play(m);
                }
            }
            Act::EndHere => {
                if let Some(m) = v.entry.builder.take().and_then(|b| b.complete(&v.legal())) {
                    v.play(m);
                }
            }
            Act::Confirm => {
                let o = v.entry.confirm();
                v.outcome(o);
            }
            Act::Pick(i) => {
                let o = v.entry.pick(i);
                v.outcome(o);
            }
            Act::Square(sq) | Act::Tap(sq) => {
                let touch = matches!(act, Act::Tap(_));
                v.pointer = if touch {
                    Pointer::Touch
                } else {
                    Pointer::Mouse
                };
                let legal = v.legal();
                let o = v.entry.press(v.game.position(), &legal, sq, touch);
                v.outcome(o);
            }
        }
        v
    }

    fn outcome(&mut self, o: Outcome) {
        self.message = match o {
            Outcome::Nothing => None,
            Outcome::Play(m) => {
                self.play(m);
                None
            }
            Outcome::Miss { from, path } => {
                Some(miss_text(from, &path, self.entry.builder.as_ref()))
            }
            Outcome::Say(text) => Some(text),
        };
    }

    /// The legal moves, for the move entry: none while a side plants its trees (a placement
    /// is entered square by square, not picked from thousands).
    fn legal(&self) -> Vec<Move> {
        let pos = self.game.position();
        if pos.is_placing_trees() {
            return Vec::new();
        }
        pos.legal_moves()
    }

    fn play(&mut self, m: Move) {
        self.entry = Entry {
            hover: self.entry.hover,
            ..Entry::default()
        };
        self.planting = Planting::default();
        self.game.truncate();
        let _ = self.game.play(&m);
    }

    /// The duty of the side to move, for a board that takes moves.
    fn duty(&self) -> Option<Duty> {
        if !self.config.interactive {
            return None;
        }
        duty(self.game.position(), &self.legal())
    }

    fn marks(&self) -> Marks {
        let mut m = Marks::default();
        if self.game.ply() == self.config.ply {
            m.next = self.config.highlight.squares.clone();
        }
        if let Some(last) = self.game.moves().last().filter(|l| !l.is_placement()) {
            m.last = std::iter::once(last.from())
                .chain(last.landings())
                .collect();
        }
        if let Some(d) = self.duty() {
            m.movable = d.squares;
        }
        let pos = self.game.position();
        if self.config.interactive && pos.is_placing_trees() && pos.outcome().is_none() {
            self.planting.mark(pos, &mut m);
        }
        self.entry.mark(&self.legal(), &mut m);
        m
    }

    fn paths(&self) -> Vec<DrawnPath> {
        let mut out = Vec::new();
        if let Some(last) = self.game.moves().last().filter(|l| !l.is_placement()) {
            out.push(DrawnPath::of(last, PathStyle::Last));
        }
        if self.game.ply() == self.config.ply
            && let Some((from, landings, captures)) = &self.config.highlight.path
        {
            out.push(DrawnPath {
                from: *from,
                landings: landings.clone(),
                captures: captures.clone(),
                style: PathStyle::Hint,
                plays: None,
            });
        }
        if let Some(pv) = self.entry.preview(&self.legal()) {
            out.push(pv);
        }
        out
    }

    fn caption(&self) -> String {
        let pos = self.game.position();
        let ply = self.game.ply();
        let total = self.game.all_moves().len();
        let moved = match ply
            .checked_sub(1)
            .and_then(|i| self.game.all_moves().get(i))
        {
            Some(m) => format!("{m}"),
            None => String::new(),
        };
        let state = match self
            .game
            .outcome()
            .filter(|_| ply == total)
            .or(pos.outcome())
        {
            Some(o) => {
                let mut s = o.to_string();
                if let Some(c) = s.get_mut(0..1) {
                    c.make_ascii_uppercase();
                }
                s
            }
            None => format!("{} to move", capitalized(pos.turn().name())),
        };
        if total == 0 && !self.config.interactive {
            state
        } else if moved.is_empty() {
            format!("Start · {state}")
        } else {
            format!("{ply}/{total}: {moved} · {state}")
        }
    }
}

/// Why the piece on `from` cannot go along `path`, in a line: "F7 cannot go to F10".
/// `entering` is the move being entered, which the path extends (or repeats, to end there).
fn miss_text(from: Square, path: &[Square], entering: Option<&Builder>) -> String {
    let Some(&to) = path.last() else {
        return format!("{from} cannot move like that.");
    };
    let entered = entering.map_or(0, |b| b.prefix.len());
    if entered > 0 && entered == path.len() {
        return format!(
            "The move cannot end on {to}: it must go on. The rings and dots show where."
        );
    }
    match path.len() {
        1 => format!("{from} cannot go to {to}. The dots show where it can go."),
        n => format!(
            "{} cannot go on to {to}. The rings and dots show where the next leg can land.",
            path[n - 2]
        ),
    }
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| std::iter::once(f.to_ascii_uppercase()).chain(c).collect())
        .unwrap_or_default()
}

struct Store(View);

impl Reducible for Store {
    type Action = Act;
    fn reduce(self: Rc<Self>, act: Act) -> Rc<Self> {
        Rc::new(Store(self.0.reduce(act)))
    }
}

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
                <strong>{ "This Camelot board cannot be shown:" }</strong>
                <ul>{ for errors.iter().map(|e| html! { <li>{ e }</li> }) }</ul>
            </div>
        },
    }
}

#[derive(Properties, PartialEq)]
struct BoardProps {
    config: EmbedConfig,
}

#[function_component(EmbedBoard)]
fn embed_board(props: &BoardProps) -> Html {
    let store = use_reducer(|| {
        Store(View {
            pointer: coarse_pointer(),
            ..View::new(props.config.clone())
        })
    });
    let v = &store.0;
    let d = store.dispatcher();
    let pointer = v.pointer;
    let act = |a: Act| {
        let d = d.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(a.clone()))
    };
    let on_square = {
        let d = d.clone();
        Callback::from(move |sq| d.dispatch(Act::Square(sq)))
    };
    let on_tap = {
        let d = d.clone();
        Callback::from(move |sq| d.dispatch(Act::Tap(sq)))
    };
    let on_hover = {
        let d = d.clone();
        Callback::from(move |sq| d.dispatch(Act::Hover(sq)))
    };
    // The keys work wherever the focus is in the frame (the board's squares take no focus
    // when clicked); a key the board used (arrows moving between squares) is left to it.
    {
        let d = d.clone();
        use_effect_with((), move |_| {
            // Not passive: a handled key's default (scrolling a page that embeds the frame)
            // is prevented.
            let options = gloo_events::EventListenerOptions::enable_prevent_default();
            let listener = gloo_events::EventListener::new_with_options(
                &gloo_utils::window(),
                "keydown",
                options,
                move |e| {
                    let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    if e.default_prevented() || e.alt_key() || e.ctrl_key() || e.meta_key() {
                        return;
                    }
                    let a = match e.key().as_str() {
                        "ArrowLeft" if !e.shift_key() => Act::Prev,
                        "ArrowRight" if !e.shift_key() => Act::Next,
                        "Home" => Act::First,
                        "End" => Act::Last,
                        "Escape" => Act::Cancel,
                        _ => return,
                    };
                    e.prevent_default();
                    d.dispatch(a);
                },
            );
            move || drop(listener)
        });
    }
    let pos = v.game.position();
    let pieces: Vec<_> = pos.board().iter().collect();
    let shape = Shape::of(pos.geometry());
    let trees = pos.board().trees();
    let label = format!("{} board", pos.variant().title());
    let planting = (v.config.interactive && pos.is_placing_trees() && pos.outcome().is_none())
        .then(|| (v.planting.status(pos, "click"), v.planting.complete(pos)));
    let last = v
        .game
        .moves()
        .last()
        .filter(|m| !m.is_placement())
        .map(LastMove::of);
    let total = v.game.all_moves().len();
    let ply = v.game.ply();
    let steps = total > 0;
    let legal = v.legal();
    let end_here = v
        .entry
        .builder
        .as_ref()
        .and_then(|b| b.complete(&legal))
        .map(|m| html! { <button onclick={act(Act::EndHere)}>{ format!("End here ({m})") }</button> });
    let theme = match v.config.theme {
        Theme::Light => "theme-light",
        Theme::Dark => "theme-dark",
    };
    let note = if let Some((status, ready)) = planting {
        match &v.message {
            Some(t) => {
                html! { <p class="embed-message" data-testid="embed-message">{ pointer.say(t) }</p> }
            }
            None => html! {
            <div class="embed-confirm" data-testid="entry-status">
                <span>{ pointer.say(&status) }</span>
                if let Some(m) = ready {
                    <button class="primary" onclick={act(Act::Confirm)} data-testid="plant-trees">{ format!("Plant ({m})") }</button>
                }
            </div>
            },
        }
    } else if let Some(c) = v.entry.choice.clone() {
        let on_show = {
            let d = d.clone();
            Callback::from(move |i| d.dispatch(Act::ShowOption(i)))
        };
        let on_pick = {
            let d = d.clone();
            Callback::from(move |i| d.dispatch(Act::Pick(i)))
        };
        let on_cancel = {
            let d = d.clone();
            Callback::from(move |()| d.dispatch(Act::Cancel))
        };
        html! { <Chooser options={c.options} shown={c.shown} {on_show} {on_pick} {on_cancel} /> }
    } else if let Some(m) = v.entry.pending {
        html! {
            <div class="embed-confirm" data-testid="entry-status">
                <span>{ format!("Tap {} again, or:", m.to()) }</span>
                <button class="primary" onclick={act(Act::Confirm)} data-testid="confirm-move">{ format!("Play {m}") }</button>
            </div>
        }
    } else if let Some(t) = &v.message {
        html! { <p class="embed-message" data-testid="embed-message">{ pointer.say(t) }</p> }
    } else if let Some(t) = v.entry.status(&legal) {
        html! { <p data-testid="entry-status">{ pointer.say(&t) }</p> }
    } else if let Some(d) = v.duty().filter(|_| v.entry.builder.is_none()) {
        html! { <p class="embed-duty" data-testid="embed-duty">{ d.text }</p> }
    } else if v.entry.builder.is_none() && v.game.position().outcome().is_none() {
        html! { <p class="embed-hint">{ pointer.say("Click a piece to move it: the dots show where it can go.") }</p> }
    } else {
        html! {}
    };
    html! {
        <div class={classes!("embed", theme)} data-testid="embed">
            <div class="embed-board" style={shape.style()}>
                <Board {shape} {trees} {label} pieces={Rc::new(pieces)} flipped={v.config.flipped} marks={Rc::new(v.marks())}
                       paths={Rc::new(v.paths())} {last} interactive={v.config.interactive}
                       {on_square} on_tap={Some(on_tap)} {on_hover} />
            </div>
            if v.config.interactive {
                <div class="embed-note" role="status" aria-live="polite">{ note }</div>
            }
            // A comment belongs to the record's moves: not to a line a visitor played instead.
            if let Some(Some(c)) = v.config.comments.get(ply)
                .filter(|_| v.game.all_moves().get(..ply) == v.config.game.all_moves().get(..ply)) {
                <p class="embed-comment" data-testid="embed-comment">{ c }</p>
            }
            <div class="embed-bar">
                if steps {
                    <button onclick={act(Act::First)} disabled={ply == 0} aria-label="First position" data-testid="first">{ "«" }</button>
                    <button onclick={act(Act::Prev)} disabled={ply == 0} aria-label="Previous move" data-testid="prev">{ "‹" }</button>
                }
                <span class="embed-caption" data-testid="caption" aria-live="polite">{ v.caption() }</span>
                { for end_here }
                if steps {
                    <button onclick={act(Act::Next)} disabled={ply >= total} aria-label="Next move" data-testid="next">{ "›" }</button>
                    <button onclick={act(Act::Last)} disabled={ply >= total} aria-label="Last position" data-testid="last">{ "»" }</button>
                }
            </div>
        </div>
    }
}

/// Mounts the embedded board on `#embed` (the `embed` binary's entry point).
pub fn start() {
    #[cfg(target_arch = "wasm32")]
    if let Some(root) = gloo_utils::document().get_element_by_id("embed") {
        let query = gloo_utils::window().location().search().unwrap_or_default();
        root.set_inner_html("");
        yew::Renderer::<Embed>::with_root_and_props(root, EmbedProps { query }).render();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn errors(q: &str) -> Vec<String> {
        parse_params(q).expect_err("should be refused")
    }

    #[test]
    fn decoding() {
        assert_eq!(percent_decode("a%20b+c%2F"), "a b c/");
        assert_eq!(percent_decode("100%"), "100%");
        assert_eq!(percent_decode("%zz%4"), "%zz%4");
        assert_eq!(percent_decode("%E2%9C%93"), "✓");
        assert_eq!(
            parse_query("?a=1&b=&c"),
            [
                ("a".into(), "1".into()),
                ("b".into(), "".into()),
                ("c".into(), "".into())
            ]
        );
    }

    #[test]
    fn no_parameters_is_the_start_position() {
        let c = parse_params("").expect("ok");
        assert_eq!(c.game.position(), &Position::start());
        assert_eq!(
            (c.ply, c.flipped, c.interactive, c.theme),
            (0, false, false, Theme::Light)
        );
    }

    #[test]
    fn position_moves_highlight_and_options() {
        let q = "?position=2%2F8%2F10%2Fm11%2F12%2F12%2F12%2F12%2F12%2F4m7%2F12%2F4mm6%2F4M5M1%2F10%2F8%2F2+w+0+0+1\
                 &highlight=E4xE6xE8&orientation=black&interactive=1&theme=dark";
        let c = parse_params(q).expect("ok");
        assert_eq!(
            c.game.position().board().count(camelot_core::Color::Black),
            4
        );
        let (from, landings, captures) = c.highlight.path.expect("path");
        assert_eq!(
            (from, landings, captures),
            (sq("E4"), vec![sq("E6"), sq("E8")], vec![sq("E5"), sq("E7")])
        );
        assert!(c.flipped && c.interactive && c.theme == Theme::Dark);

        let c = parse_params("moves=J6-K5,J11-K12+K5-L4&ply=1&highlight=e8,F9").expect("ok");
        assert_eq!(c.game.all_moves().len(), 3);
        assert_eq!(c.game.ply(), 1);
        assert_eq!(c.highlight.squares, [sq("E8"), sq("F9")]);
    }

    #[test]
    fn a_records_comments_show_with_their_moves() {
        let rec = "{Before} 1. J6-K5 {a knight out} J11-K12 2. K5-L4 *";
        let q = format!("record={}", crate::share::encode_component(rec));
        let c = parse_params(&q).expect("parses");
        assert_eq!(
            c.comments,
            [
                Some("Before".to_string()),
                Some("a knight out".to_string()),
                None,
                None
            ]
        );
        let plain = parse_params("moves=J6-K5").expect("parses");
        assert!(plain.comments.is_empty());
    }

    #[test]
    fn a_record_replays() {
        let rec = "[Event \"x\"]\n\n1. J6-K5 J11-K12 2. K5-L4 *\n";
        let q = format!("record={}", crate::share::encode_component(rec));
        let c = parse_params(&q).expect("ok");
        assert_eq!(c.game.notation(), ["J6-K5", "J11-K12", "K5-L4"]);
        assert_eq!(c.ply, 3);
    }

    #[test]
    fn a_share_links_node_and_interactive_true_are_understood() {
        // What the app's share link gives: the record with a side line, and `node=` on it.
        let rec = "1. J6-K5 J11-K12 (1... F10-F9 2. K5-L4) 2. K5-L4 *";
        let q = format!(
            "record={}&node=0.1.0&interactive=true",
            crate::share::encode_component(rec)
        );
        let all = |c: &EmbedConfig| -> Vec<String> {
            c.game.all_moves().iter().map(|m| m.to_string()).collect()
        };
        let c = parse_params(&q).expect("ok");
        assert_eq!(all(&c), ["J6-K5", "F10-F9", "K5-L4"]);
        assert_eq!(c.ply, 3);
        assert!(c.interactive);
        // A main-line node: the whole main line, shown at that move.
        let q = format!("record={}&node=0", crate::share::encode_component(rec));
        let c = parse_params(&q).expect("ok");
        assert_eq!(all(&c), ["J6-K5", "J11-K12", "K5-L4"]);
        assert_eq!(c.ply, 1);
        assert!(!parse_params("interactive=FALSE").expect("ok").interactive);

        let q = format!("record={}&node=0.5", crate::share::encode_component(rec));
        assert!(errors(&q)[0].contains("`0.5` is not a move of the record"));
        let q = format!(
            "record={}&node=0&ply=1",
            crate::share::encode_component(rec)
        );
        assert!(errors(&q)[0].contains("either ply or node"));
        assert!(errors("node=0")[0].contains("only a record"));
    }

    #[test]
    fn bad_parameters_get_clear_messages() {
        assert!(errors("position=nonsense")[0].starts_with("position: "));
        assert!(errors("moves=F7-F9")[0].contains("move 1 (F7-F9) cannot be played"));
        assert!(errors("record=1.+F7-F9+*")[0].starts_with("record: "));
        assert!(errors("moves=F7-F8&record=*")[0].contains("either moves or record"));
        assert!(errors("highlight=Z99")[0].contains("`Z99` is not a square"));
        assert!(errors("highlight=E4-Q9")[0].contains("is not a move"));
        assert!(errors("orientation=up")[0].contains("white or black, not `up`"));
        assert!(errors("interactive=yes")[0].contains("0 or 1"));
        assert!(errors("theme=neon")[0].contains("light or dark"));
        assert!(errors("ply=4")[0].contains("from 0 to 0"));
        assert!(errors("postion=x")[0].contains("unknown parameter `postion`"));
        assert!(errors("theme=dark&theme=light")[0].contains("more than once"));
        assert_eq!(
            errors("theme=neon&orientation=up").len(),
            2,
            "every problem is listed"
        );
    }

    #[test]
    fn stepping_and_playing() {
        let c = parse_params("moves=F7-F8+F10-F9&ply=0&interactive=1").expect("ok");
        let v = View::new(c);
        assert_eq!(v.caption(), "Start · White to move");
        let v = v.reduce(Act::Next).reduce(Act::Next).reduce(Act::Next);
        assert_eq!(v.game.ply(), 2);
        assert!(v.caption().starts_with("2/2: F10-F9"), "{}", v.caption());
        let v = v
            .reduce(Act::First)
            .reduce(Act::Square(sq("G7")))
            .reduce(Act::Square(sq("G8")));
        assert_eq!(
            v.game.notation(),
            ["G7-G8"],
            "playing from the start replaces the game"
        );
    }

    fn view(query: &str) -> View {
        View::new(parse_params(query).expect("ok"))
    }

    fn press(v: View, squares: &[&str]) -> View {
        squares.iter().fold(v, |v, q| v.reduce(Act::Square(sq(q))))
    }

    const JUMP: &str = "position=2%2F8%2F10%2Fm11%2F12%2F12%2F12%2F12%2F12%2F4m7%2F12%2F4mm6%2F4M5M1%2F10%2F8%2F2+w+0+0+1&interactive=1";

    #[test]
    fn illegal_clicks_say_why() {
        let v = press(view("interactive=1"), &["F10"]);
        assert_eq!(
            v.message.as_deref(),
            Some("That is Black's piece. White is to move: select one of your pieces.")
        );
        let v = press(view("interactive=1"), &["F7", "F10"]);
        assert_eq!(
            v.message.as_deref(),
            Some("F7 cannot go to F10. The dots show where it can go.")
        );
        let v = press(view("interactive=1"), &["F7", "F9"]);
        assert_eq!(
            v.message.as_deref(),
            Some("F7 cannot go to F9. The dots show where it can go.")
        );
        assert!(v.entry.builder.is_some(), "the piece stays selected");
        let v = press(v, &["F8"]);
        assert_eq!(
            (v.message.as_deref(), v.game.notation()),
            (None, vec!["F7-F8".to_string()])
        );
        let v = press(view("interactive=1"), &["H9"]);
        assert!(
            v.message
                .as_deref()
                .is_some_and(|m| m.starts_with("H9 is empty"))
        );
        // Nothing of that on a board that only shows.
        let v = press(view(""), &["F7", "F9"]);
        assert_eq!((v.message, v.entry.builder), (None, None));
    }

    #[test]
    fn the_capture_duty_is_stated_and_its_pieces_marked() {
        let v = view(JUMP);
        let d = v.duty().expect("a capture is compulsory");
        assert_eq!(
            d.text,
            "A capture is compulsory: capture with your man on E4."
        );
        assert_eq!(v.marks().movable, [sq("E4")]);
        let v = press(v, &["K4"]);
        assert!(
            v.message
                .as_deref()
                .is_some_and(|m| m.contains("only your man on E4 can capture")),
            "{:?}",
            v.message
        );
        let v = press(v, &["E4", "E6"]);
        assert!(
            v.entry
                .status(&v.legal())
                .is_some_and(|s| s.starts_with("Keep jumping"))
        );
        let v = press(v, &["E6"]);
        assert!(
            v.message
                .as_deref()
                .is_some_and(|m| m.starts_with("The move cannot end on E6")),
            "{:?}",
            v.message
        );
        let v = press(v, &["E8"]);
        assert_eq!(v.game.notation(), ["E4xE6xE8"]);
        assert_eq!(view(&JUMP.replace("&interactive=1", "")).duty(), None);
    }

    #[test]
    fn an_undecided_click_offers_the_choice_and_a_tap_asks_twice() {
        let q = format!(
            "position={}&interactive=1",
            crate::share::encode_component(
                "2/8/8m1/12/1m5m4/5m1m1k2/6m2mk1/6m5/12/3KMM1MM3/4M1M2K2/1K1M3MK3/1M10/10/8/2 w 0 0 15"
            )
        );
        let v = press(view(&q), &["J6", "F12"]);
        let c = v.entry.choice.clone().expect("a choice");
        let v = v.reduce(Act::ShowOption(Some(1)));
        assert_eq!(v.paths().pop().and_then(|p| p.plays), Some(c.options[1]));
        let v = v.reduce(Act::Pick(1));
        assert_eq!(v.game.moves(), [c.options[1]]);

        let v = view(&q)
            .reduce(Act::Tap(sq("J6")))
            .reduce(Act::Tap(sq("F12")));
        assert!(
            v.entry.choice.is_some(),
            "a tap that cannot decide offers the choice too"
        );
    }

    #[test]
    fn stepping_drops_the_move_being_entered() {
        let v = press(view("moves=F7-F8+F10-F9&interactive=1"), &["F8"]);
        assert!(v.entry.builder.is_some());
        let v = v.reduce(Act::First);
        assert_eq!((v.entry.builder.clone(), v.game.ply()), (None, 0));
        let v = v.reduce(Act::Last);
        assert_eq!(v.game.ply(), 2);
    }

    #[test]
    fn a_tap_on_a_long_canter_is_shown_first() {
        // White men E4, E5, F7, H8 (the canter lesson): E4-E6-G8-I8.
        let q = format!(
            "position={}&interactive=1",
            crate::share::encode_component(
                "2/8/10/mm10/12/12/12/12/7M4/5M6/12/4M7/4M7/10/8/2 w 0 0 1"
            )
        );
        let v = view(&q)
            .reduce(Act::Tap(sq("E4")))
            .reduce(Act::Tap(sq("I8")));
        assert!(v.game.moves().is_empty(), "not played yet");
        let drawn = v.paths().pop().and_then(|p| p.plays).map(|m| m.to_string());
        assert_eq!(drawn.as_deref(), Some("E4-E6-G8-I8"));
        let played = v.clone().reduce(Act::Tap(sq("I8")));
        assert_eq!(played.game.notation(), ["E4-E6-G8-I8"]);
        let confirmed = v.clone().reduce(Act::Confirm);
        assert_eq!(confirmed.game.notation(), ["E4-E6-G8-I8"]);
        let put_aside = v.reduce(Act::Cancel);
        assert!(put_aside.game.moves().is_empty() && put_aside.entry.pending.is_none());
    }

    #[test]
    fn a_variant_alone_shows_its_start_and_positions_must_be_of_it() {
        use camelot_core::Variant;
        // tests/variants.mjs uses Cam's start text.
        assert_eq!(
            Position::start_of(Variant::Cam).to_string(),
            "cam 1/3/5/2k1k2/1mmmmm1/7/7/7/1MMMMM1/2K1K2/5/3/1 w 0 0 1"
        );
        let c = parse_params("variant=camette").expect("ok");
        assert_eq!(c.game.position(), &Position::start_of(Variant::Camette));
        let c = parse_params("variant=River+Camelot").expect("a title is a name too");
        assert_eq!(c.game.variant(), Variant::River);
        let camette = Position::start_of(Variant::Camette).to_string();
        let q = format!(
            "variant=camette&position={}",
            crate::share::encode_component(&camette)
        );
        assert_eq!(
            parse_params(&q).expect("ok").game.variant(),
            Variant::Camette
        );
        let unnamed = camette.split_once(' ').expect("named").1;
        let q = format!(
            "variant=camette&position={}",
            crate::share::encode_component(unnamed)
        );
        assert_eq!(
            parse_params(&q)
                .expect("the name may be left to variant=")
                .game
                .variant(),
            Variant::Camette
        );
        let q = format!(
            "position={}&moves=C3-C4",
            crate::share::encode_component(&camette)
        );
        assert_eq!(
            parse_params(&q)
                .expect("a named text needs no variant=")
                .game
                .notation(),
            ["C3-C4"]
        );
        let c = parse_params("variant=chivalry&moves=L7-M8&highlight=N5,M8").expect("ok");
        assert_eq!(c.game.notation(), ["L7-M8"]);
        assert_eq!(c.highlight.squares.len(), 2, "Chivalry's squares");
    }

    #[test]
    fn wrong_variants_get_the_usual_clear_errors() {
        let e = errors("variant=checkers");
        assert_eq!(
            e,
            [
                "variant: unknown variant `checkers`: one of camelot, chivalry, cam, camette, all-knighter, river, anti"
            ]
        );
        let cam = camelot_core::Position::start_of(camelot_core::Variant::Cam).to_string();
        let e = errors(&format!(
            "variant=camette&position={}",
            crate::share::encode_component(&cam)
        ));
        assert!(e[0].starts_with("position: "), "{e:?}");
        let rec = "[Variant \"Cam\"]\n\n1. D5-D6 *";
        let e = errors(&format!(
            "variant=chivalry&record={}",
            crate::share::encode_component(rec)
        ));
        assert_eq!(e, ["variant: the record is a game of Cam, not of Chivalry"]);
        assert!(errors("variant=cam&highlight=L7")[0].contains("L7 is not a square of this board"));
        assert!(
            errors("variant=cam&moves=F7-F8")[0]
                .starts_with("moves: move 1 (F7-F8) cannot be played")
        );
        assert_eq!(
            errors("variant=checkers&theme=neon").len(),
            2,
            "every problem is listed"
        );
    }

    #[test]
    fn an_interactive_river_embed_plants_trees_by_clicks() {
        let v = view("variant=river&interactive=1");
        assert!(v.legal().is_empty());
        let v = press(v, &["C2", "D2"]);
        assert_eq!(v.marks().planting.len(), 2);
        let v = press(v, &["A8"]);
        assert!(
            v.message
                .as_deref()
                .is_some_and(|m| m.contains("Black plants there"))
        );
        let v = press(v, &["I2"]).reduce(Act::Confirm);
        assert_eq!(v.game.notation(), ["C2,D2,I2"]);
        assert!(v.paths().is_empty(), "a placement draws no path");
        assert!(v.marks().last.is_empty());
        let c = parse_params("variant=river&moves=C2,D2,I2+C15,D15,I15").expect("ok");
        assert_eq!(
            c.game.notation(),
            ["C2,D2,I2", "C15,D15,I15"],
            "placements stay whole"
        );
        assert!(
            errors("variant=river&moves=C2,D2,I2+C15,D15,I15,D5-D6")[0].contains("move 2 (C15)")
        );
        let c = parse_params("variant=river&moves=C2,D2,I2+C15,D15,I15+D5-D6,I12-I11").expect("ok");
        assert_eq!(c.game.notation().len(), 4);
        let shown = press(view("variant=river"), &["C2", "D2", "I2"]).reduce(Act::Confirm);
        assert!(
            shown.game.moves().is_empty(),
            "a board that only shows plants nothing"
        );
    }
}
