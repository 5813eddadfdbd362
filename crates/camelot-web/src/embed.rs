//! The embeddable board (`embed.html`, its own small wasm binary `embed`): a position or a game
//! from URL parameters, shown in a frame of any size, with step controls for a game.
//!
//! Parameters (all optional; unknown ones are an error, so typos are never silently ignored):
//! - `position=` position text (the start position when absent);
//! - `moves=` moves from that position, separated by spaces or commas, or `record=` a whole
//!   game record (not both);
//! - `ply=` how many of the moves to show at first (default: all);
//! - `highlight=` squares (`E4,E6`) or a move (`E4-E6xE8`) to draw;
//! - `orientation=white|black`, `interactive=0|1`, `theme=light|dark`.

use crate::board::{Board, DrawnPath, LastMove, PathStyle};
use crate::builder::{Builder, Step};
use crate::classes::Marks;
use camelot_core::{Game, Move, MoveText, Position, Record, Separator, Square};
use std::rc::Rc;
use yew::prelude::*;

/// The parameter names `embed.html` understands.
pub const PARAMS: &[&str] = &[
    "position",
    "moves",
    "record",
    "ply",
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

fn parse_highlight(text: &str) -> Result<Highlight, String> {
    let text = text.trim();
    if text.contains(['-', 'x', 'X']) {
        let mt: MoveText = text
            .parse()
            .map_err(|e| format!("highlight: `{}` is not a move ({e})", short(text)))?;
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
        let sq: Square = name.parse().map_err(|_| {
            format!(
                "highlight: `{}` is not a square (squares look like F7, or give a move like E4-E6)",
                short(name)
            )
        })?;
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
    let position = get("position");
    let moves = get("moves");
    let record = get("record");
    let ply = get("ply");
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

    let start = match position.as_deref().map(str::trim) {
        None | Some("") => Some(Position::start()),
        Some(text) => match text.parse::<Position>() {
            Ok(p) => Some(p),
            Err(e) => {
                errors.push(format!("position: {e}"));
                None
            }
        },
    };
    let mut game = start.clone().map(Game::new);
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
                Ok(r) => game = Some(r.game),
                Err(e) => errors.push(format!("record: {e}")),
            }
        }
        (Some(text), None) => {
            if let Some(g) = game.as_mut() {
                let list = text
                    .split([' ', ',', '\n', '\t'])
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
        None | Some("") => total,
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
    let highlight = match highlight {
        None => Highlight::default(),
        Some(t) => parse_highlight(&t).unwrap_or_else(|e| {
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
    let interactive = match interactive.as_deref().map(str::trim) {
        None | Some("0") | Some("") => false,
        Some("1") => true,
        Some(o) => {
            errors.push(format!("interactive must be 0 or 1, not `{}`", short(o)));
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
    builder: Option<Builder>,
    hover: Option<Square>,
}

#[derive(Debug, Clone)]
enum Act {
    First,
    Prev,
    Next,
    Last,
    Square(Square),
    Hover(Option<Square>),
    EndHere,
}

impl View {
    fn reduce(&self, act: Act) -> View {
        let mut v = self.clone();
        v.hover = None;
        let n = v.game.all_moves().len();
        match act {
            Act::First => v.game.go_to(0),
            Act::Prev => v.game.go_to(v.game.ply().saturating_sub(1)),
            Act::Next => v.game.go_to((v.game.ply() + 1).min(n)),
            Act::Last => v.game.go_to(n),
            Act::Hover(sq) => v.hover = sq,
            Act::EndHere => {
                if let Some(m) = v.builder.take().and_then(|b| b.complete(&v.legal())) {
                    v.play(m);
                }
            }
            Act::Square(sq) => {
                if !v.config.interactive {
                    return v;
                }
                let legal = v.legal();
                let own = v.game.position().piece_at(sq).map(|p| p.color)
                    == Some(v.game.position().turn());
                match v.builder.clone() {
                    Some(b) if b.prefix.is_empty() && b.from == sq => v.builder = None,
                    Some(b) if b.prefix.is_empty() && own => v.builder = Some(Builder::new(sq)),
                    Some(b) => match b.click(&legal, sq) {
                        Step::Play(m) => {
                            v.builder = None;
                            v.play(m);
                        }
                        Step::Extend(next) => v.builder = Some(next),
                        Step::Choose(_) => {}
                        Step::None => v.builder = None,
                    },
                    None if own => v.builder = Some(Builder::new(sq)),
                    None => {}
                }
            }
        }
        v
    }

    fn legal(&self) -> Vec<Move> {
        self.game.position().legal_moves()
    }

    fn play(&mut self, m: Move) {
        self.game.truncate();
        let _ = self.game.play(&m);
    }

    fn marks(&self) -> Marks {
        let mut m = Marks::default();
        if self.game.ply() == self.config.ply {
            m.next = self.config.highlight.squares.clone();
        }
        if let Some(last) = self.game.moves().last() {
            m.last = std::iter::once(last.from())
                .chain(last.landings())
                .collect();
        }
        if let Some(b) = &self.builder {
            let legal = self.legal();
            m.selected = Some(b.from);
            m.dests = b.destinations(&legal);
            m.landed = b.prefix.clone();
            if !b.prefix.is_empty() {
                m.next = b.next_landings(&legal);
            }
        }
        m
    }

    fn paths(&self) -> Vec<DrawnPath> {
        let mut out = Vec::new();
        if let Some(last) = self.game.moves().last() {
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
        if let (Some(b), Some(h)) = (&self.builder, self.hover)
            && let Some(pv) = b.preview(&self.legal(), h)
        {
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

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
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
            game: props.config.game.clone(),
            config: props.config.clone(),
            builder: None,
            hover: None,
        })
    });
    let v = &store.0;
    let d = store.dispatcher();
    let act = |a: Act| {
        let d = d.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(a.clone()))
    };
    let on_square = {
        let d = d.clone();
        Callback::from(move |sq| d.dispatch(Act::Square(sq)))
    };
    let on_hover = {
        let d = d.clone();
        Callback::from(move |sq| d.dispatch(Act::Hover(sq)))
    };
    let onkeydown = {
        let d = d.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "ArrowLeft" if !e.shift_key() => d.dispatch(Act::Prev),
            "ArrowRight" if !e.shift_key() => d.dispatch(Act::Next),
            "Home" => d.dispatch(Act::First),
            "End" => d.dispatch(Act::Last),
            _ => {}
        })
    };
    let pieces: Vec<_> = v.game.position().board().iter().collect();
    let last = v.game.moves().last().map(LastMove::of);
    let total = v.game.all_moves().len();
    let ply = v.game.ply();
    let steps = total > 0;
    let end_here = v.builder.as_ref().and_then(|b| b.complete(&v.legal())).map(
        |m| html! { <button onclick={act(Act::EndHere)}>{ format!("End here ({m})") }</button> },
    );
    let theme = match v.config.theme {
        Theme::Light => "theme-light",
        Theme::Dark => "theme-dark",
    };
    html! {
        <div class={classes!("embed", theme)} data-testid="embed" {onkeydown}>
            <div class="embed-board">
                <Board pieces={Rc::new(pieces)} flipped={v.config.flipped} marks={Rc::new(v.marks())}
                       paths={Rc::new(v.paths())} {last} interactive={v.config.interactive}
                       {on_square} {on_hover} />
            </div>
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
    if let Some(w) = web_sys::window()
        && let Some(doc) = w.document()
        && let Some(root) = doc.get_element_by_id("embed")
    {
        let query = w.location().search().unwrap_or_default();
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
    fn a_record_replays() {
        let rec = "[Event \"x\"]\n\n1. J6-K5 J11-K12 2. K5-L4 *\n";
        let q = format!("record={}", crate::share::encode_component(rec));
        let c = parse_params(&q).expect("ok");
        assert_eq!(c.game.notation(), ["J6-K5", "J11-K12", "K5-L4"]);
        assert_eq!(c.ply, 3);
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
        let v = View {
            game: c.game.clone(),
            config: c,
            builder: None,
            hover: None,
        };
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
}
