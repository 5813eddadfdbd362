//! The position editor's state and its one pure reducer (`Action` → new `EditorState`).
//!
//! The setup on the board and the position text in the field stay in step: every board change
//! rewrites the text; a typed text that parses replaces the setup, one that does not keeps the
//! setup and shows why. Storage, the clipboard and navigation are effects in the page.

use super::words::possessive;
use crate::app::i18n::t;
use crate::app::notice::Notices;
use crate::app::words::{color_key, for_people, side};
use crate::board::Marks;
use crate::t;
use camelot_core::{
    Color, EndReason, Piece, Position, PositionError, Role, Setup, Square, Variant,
};
use serde::{Deserialize, Serialize};

/// What a click on a square does: put a piece there, or empty it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    /// Put a white man.
    WhiteMan,
    /// Put a white knight.
    WhiteKnight,
    /// Put a black man.
    BlackMan,
    /// Put a black knight.
    BlackKnight,
    /// Empty the square.
    Erase,
}

impl Tool {
    /// The palette, in order (keys 1 to 5).
    pub const ALL: [Tool; 5] = [
        Tool::WhiteMan,
        Tool::WhiteKnight,
        Tool::BlackMan,
        Tool::BlackKnight,
        Tool::Erase,
    ];

    /// The piece it puts, `None` for the eraser.
    pub fn piece(self) -> Option<Piece> {
        let (color, role) = match self {
            Tool::WhiteMan => (Color::White, Role::Man),
            Tool::WhiteKnight => (Color::White, Role::Knight),
            Tool::BlackMan => (Color::Black, Role::Man),
            Tool::BlackKnight => (Color::Black, Role::Knight),
            Tool::Erase => return None,
        };
        Some(Piece::new(color, role))
    }

    /// The name in `data-palette` and in storage: `white-man`, …, `erase`.
    pub fn slug(self) -> &'static str {
        match self {
            Tool::WhiteMan => "white-man",
            Tool::WhiteKnight => "white-knight",
            Tool::BlackMan => "black-man",
            Tool::BlackKnight => "black-knight",
            Tool::Erase => "erase",
        }
    }

    /// The tool named by [`Tool::slug`].
    pub fn from_slug(slug: &str) -> Option<Tool> {
        Tool::ALL.into_iter().find(|t| t.slug() == slug)
    }

    /// The tool that puts `piece`.
    pub fn of_piece(piece: Piece) -> Tool {
        match (piece.color, piece.role) {
            (Color::White, Role::Man) => Tool::WhiteMan,
            (Color::White, Role::Knight) => Tool::WhiteKnight,
            (Color::Black, Role::Man) => Tool::BlackMan,
            (Color::Black, Role::Knight) => Tool::BlackKnight,
        }
    }

    /// Its name for people.
    pub fn label(self) -> String {
        t(match self {
            Tool::WhiteMan => "editor-piece-white-man",
            Tool::WhiteKnight => "editor-piece-white-knight",
            Tool::BlackMan => "editor-piece-black-man",
            Tool::BlackKnight => "editor-piece-black-knight",
            Tool::Erase => "editor-piece-eraser",
        })
    }

    /// Its key: `1` to `5`.
    pub fn key(self) -> char {
        match self {
            Tool::WhiteMan => '1',
            Tool::WhiteKnight => '2',
            Tool::BlackMan => '3',
            Tool::BlackKnight => '4',
            Tool::Erase => '5',
        }
    }

    /// The tool for a key (`KeyboardEvent.key`): its digit; `0` also picks the eraser.
    pub fn from_key(key: &str) -> Option<Tool> {
        match key {
            "0" => Some(Tool::Erase),
            _ => Tool::ALL
                .into_iter()
                .find(|t| key.len() == 1 && key.starts_with(t.key())),
        }
    }
}

/// One reason the setup cannot be played, for the list under the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// What is wrong, with its squares: "two white pieces in White's own castle (F1, G1)".
    pub text: String,
    /// Why the rules forbid it.
    pub why: String,
    /// The squares to mark on the board.
    pub squares: Vec<Square>,
}

impl Problem {
    fn of(e: &PositionError) -> Problem {
        let why = t(match e {
            PositionError::TwoInOwnCastle { .. } => "editor-why-own-castle",
            PositionError::TooManyPieces { .. } => "editor-why-too-many",
            PositionError::OffBoard { .. } => "editor-why-off-board",
            PositionError::TreeSquare { .. }
            | PositionError::TreeCount { .. }
            | PositionError::TreeOrder => "editor-why-trees",
        });
        Problem {
            text: crate::app::core_words::position_error(e),
            why,
            squares: e.squares(),
        }
    }
}

/// What the rules engine says about the setup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Nothing is on the board yet.
    Empty,
    /// It cannot be played (the problems say why).
    Broken,
    /// The game is already over: "White has won: two pieces in Black's castle".
    Decided(String),
    /// It can be played: "White to move." and what that move must do.
    Playable(String),
}

/// The editor.
#[derive(Debug, Clone, PartialEq)]
pub struct EditorState {
    /// The position being set up (unchecked: it may break the rules).
    pub setup: Setup,
    /// What a click on a square does.
    pub tool: Tool,
    /// Black at the bottom.
    pub flipped: bool,
    /// The position text field as typed.
    pub text: String,
    /// Why the typed text does not parse (the board then shows the last text that did).
    pub text_error: Option<String>,
    /// Messages for the player.
    pub notices: Notices,
    /// What the last change on the board did, for screen readers: "Black knight on G9.".
    pub announce: String,
}

impl Default for EditorState {
    fn default() -> Self {
        EditorState::new(Setup::start(), Tool::WhiteMan, false)
    }
}

/// A change to the editor.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// Pick a palette tool.
    Tool(Tool),
    /// A click, tap or Enter on a square: the tool's piece goes there (a square already
    /// holding that very piece is emptied, so a second click takes it back); the eraser
    /// empties it.
    Apply(Square),
    /// Right-click, long-press or Delete on a square: empty it.
    Erase(Square),
    /// A piece dragged from `from` and dropped on `to`, or off the board (`None`: removed).
    Drag {
        /// Where it was.
        from: Square,
        /// Where it was dropped.
        to: Option<Square>,
    },
    /// A palette tool dragged onto a square: its piece goes there (the eraser empties it).
    Drop {
        /// The tool dragged.
        tool: Tool,
        /// The square.
        to: Square,
    },
    /// Remove every piece (side to move, castle moves and move number stay).
    Clear,
    /// The start position.
    Start,
    /// Another game of the family: its board, with its start position.
    Variant(Variant),
    /// Turn the board round.
    Flip,
    /// The side to move.
    Turn(Color),
    /// Castle moves a side has used (0–2).
    CastleMoves(Color, u8),
    /// The move number (from 1).
    Fullmove(u32),
    /// The position text field changed.
    Text(String),
    /// The field lost focus: a text that parses is written the canonical way.
    CommitText,
    /// An `#/editor?position=` link was followed while the editor was open.
    OpenLink(String),
    /// Show a message.
    Notify {
        /// The text.
        text: String,
        /// Whether it is an error.
        error: bool,
    },
    /// Dismiss the message with this id.
    Dismiss(u64),
}

impl EditorState {
    /// An editor showing `setup`.
    pub fn new(setup: Setup, tool: Tool, flipped: bool) -> EditorState {
        EditorState {
            text: setup.to_string(),
            setup,
            tool,
            flipped,
            text_error: None,
            notices: Notices::default(),
            announce: String::new(),
        }
    }

    /// The editor a page load opens: the stored editor (see [`save`]), then the position of
    /// an `#/editor?position=` link on top. A link that does not parse opens the start
    /// position with its text in the field and a message naming what is wrong; a stored value
    /// that cannot be read is dropped with a message.
    pub fn open(stored: Option<&str>, link: Option<&str>) -> EditorState {
        let mut s = EditorState::default();
        if let Some(text) = stored {
            match restore(text) {
                Ok(r) => s = r,
                Err(why) => s.notify(t!("editor-saved-unreadable", why = why), true),
            }
        }
        if let Some(text) = link {
            s.open_link(text);
        }
        s
    }

    /// Shows the position of an `#/editor?position=` link; see [`EditorState::open`].
    fn open_link(&mut self, text: &str) {
        match text.parse::<Setup>() {
            Ok(setup) => self.set_setup(setup),
            Err(e) => {
                let why = for_people(&crate::app::core_words::setup_error(&e));
                self.set_setup(Setup::start());
                self.text = text.to_string();
                self.text_error = Some(why.clone());
                self.notify(t!("editor-link-unreadable", why = why), true);
            }
        }
    }

    fn set_setup(&mut self, setup: Setup) {
        self.text = setup.to_string();
        self.setup = setup;
        self.text_error = None;
    }

    fn set_piece(&mut self, sq: Square, piece: Option<Piece>) {
        let mut setup = self.setup.clone();
        setup.board.set(sq, piece);
        self.set_setup(setup);
    }

    fn notify(&mut self, text: String, error: bool) {
        self.notices.say(text, error);
    }

    /// The pieces, for the board.
    pub fn pieces(&self) -> Vec<(Square, Piece)> {
        self.setup.board.iter().collect()
    }

    /// The position, when the setup breaks no rule.
    pub fn position(&self) -> Option<Position> {
        Position::from_setup(self.setup.clone()).ok()
    }

    /// Every problem of the setup, in a fixed order.
    pub fn problems(&self) -> Vec<Problem> {
        self.setup.problems().iter().map(Problem::of).collect()
    }

    /// The board's marks: the squares the problems name.
    pub fn marks(&self) -> Marks {
        Marks {
            captured: self
                .problems()
                .into_iter()
                .flat_map(|p| p.squares)
                .collect(),
            ..Marks::default()
        }
    }

    /// What the rules engine says about the setup.
    pub fn verdict(&self) -> Verdict {
        let Some(pos) = self.position() else {
            return Verdict::Broken;
        };
        if pos.board().count(Color::White) + pos.board().count(Color::Black) == 0 {
            return Verdict::Empty;
        }
        if let Some(o) = pos.outcome() {
            let turn = pos.turn();
            let won = |key: &str, w: Color| {
                t!(
                    key,
                    winner = side(w),
                    color = color_key(w),
                    loser = side(!w),
                    loser_possessive = possessive(!w),
                    loser_color = color_key(!w)
                )
            };
            let text = match (o.winner, o.reason) {
                (Some(w), EndReason::CastleOccupied) => won("editor-decided-castle", w),
                (Some(w), EndReason::AllCaptured) => won("editor-decided-captured", w),
                (Some(w), EndReason::NoLegalMove) => won("editor-decided-blocked", w),
                (None, EndReason::NoLegalMove) => t!(
                    "editor-decided-draw-blocked",
                    side = side(turn),
                    color = color_key(turn),
                    other = side(!turn),
                    other_color = color_key(!turn)
                ),
                (None, EndReason::BothReduced) => t("editor-decided-draw-reduced"),
                _ => t!(
                    "editor-decided-other",
                    outcome = crate::app::core_words::outcome(&o)
                ),
            };
            return Verdict::Decided(text);
        }
        let turn = pos.turn();
        let text = if let Some(sq) = pos.must_leave_castle() {
            let role = pos.piece_at(sq).map_or("piece", |p| p.role.name());
            t!(
                "editor-playable-leave-castle",
                side = side(turn),
                color = color_key(turn),
                possessive = possessive(turn),
                role = role,
                square = sq.to_string()
            )
        } else if pos.capture_required() {
            t!(
                "editor-playable-capture",
                side = side(turn),
                color = color_key(turn)
            )
        } else {
            t!(
                "editor-playable",
                side = side(turn),
                color = color_key(turn)
            )
        };
        Verdict::Playable(text)
    }

    /// Whether a game can start from the setup: it breaks no rule and is not over.
    pub fn playable(&self) -> bool {
        matches!(self.verdict(), Verdict::Playable(_))
    }

    /// "White: 4 knights, 10 men · Black: 1 man", for the counts line.
    pub fn counts(&self) -> String {
        let side_counts = |color: Color| {
            let (mut knights, mut men) = (0, 0);
            for (_, p) in self.setup.board.iter().filter(|(_, p)| p.color == color) {
                match p.role {
                    Role::Knight => knights += 1,
                    Role::Man => men += 1,
                }
            }
            let (k, m) = (t!("count-knights", n = knights), t!("count-men", n = men));
            let list = match (knights > 0, men > 0) {
                (true, true) => t!("editor-counts-both", knights = k, men = m),
                (true, false) => k,
                (false, true) => m,
                (false, false) => t("editor-counts-none"),
            };
            let total = knights + men;
            let key = if total > self.setup.variant().pieces_per_side() {
                "editor-counts-side-over"
            } else {
                "editor-counts-side"
            };
            t!(
                key,
                side = side(color),
                color = color_key(color),
                list = list,
                total = total
            )
        };
        t!(
            "editor-counts",
            white = side_counts(Color::White),
            black = side_counts(Color::Black)
        )
    }
}

/// "Black knight on G9." or "G9 emptied.".
fn put_words(sq: Square, piece: Option<Piece>) -> String {
    match piece {
        Some(p) => t!(
            "editor-announce-put",
            piece = Tool::of_piece(p).label(),
            role = p.role.name(),
            square = sq.to_string()
        ),
        None => t!("editor-announce-emptied", square = sq.to_string()),
    }
}

/// The reducer.
pub fn reduce(state: &EditorState, action: Action) -> EditorState {
    let mut s = state.clone();
    match action {
        Action::Tool(t) => s.tool = t,
        Action::Apply(sq) => {
            let now = s.setup.board.piece_at(sq);
            let piece = s.tool.piece().filter(|&p| now != Some(p));
            s.set_piece(sq, piece);
            s.announce = put_words(sq, piece);
        }
        Action::Erase(sq) => {
            s.set_piece(sq, None);
            s.announce = put_words(sq, None);
        }
        Action::Drag { from, to } => {
            if let Some(piece) = s.setup.board.piece_at(from)
                && to != Some(from)
            {
                let mut setup = s.setup.clone();
                setup.board.set(from, None);
                if let Some(to) = to {
                    setup.board.set(to, Some(piece));
                }
                s.set_setup(setup);
                let (name, role) = (Tool::of_piece(piece).label(), piece.role.name());
                s.announce = match to {
                    Some(to) => t!(
                        "editor-announce-moved",
                        piece = name,
                        role = role,
                        from = from.to_string(),
                        to = to.to_string()
                    ),
                    None => t!(
                        "editor-announce-removed",
                        piece = name,
                        role = role,
                        square = from.to_string()
                    ),
                };
            }
        }
        Action::Drop { tool, to } => {
            s.set_piece(to, tool.piece());
            s.announce = put_words(to, tool.piece());
        }
        Action::Clear => {
            let mut setup = s.setup.clone();
            setup.board = camelot_core::Board::empty_of(setup.variant());
            s.set_setup(setup);
        }
        Action::Start => s.set_setup(Setup::start_of(s.setup.variant())),
        Action::Variant(v) => {
            if v != s.setup.variant() {
                s.set_setup(Setup::start_of(v));
                s.announce = t!(
                    "editor-announce-variant",
                    variant = crate::app::core_words::variant_title(v)
                );
            }
        }
        Action::Flip => s.flipped = !s.flipped,
        Action::Turn(c) => {
            let mut setup = s.setup.clone();
            setup.turn = c;
            s.set_setup(setup);
        }
        Action::CastleMoves(c, n) => {
            let mut setup = s.setup.clone();
            setup.castle_moves[c] = n.min(2);
            s.set_setup(setup);
        }
        Action::Fullmove(n) => {
            let mut setup = s.setup.clone();
            setup.fullmove = n.max(1);
            s.set_setup(setup);
        }
        Action::Text(text) => {
            match text.parse::<Setup>() {
                Ok(setup) => {
                    s.setup = setup;
                    s.text_error = None;
                }
                Err(e) => s.text_error = Some(for_people(&crate::app::core_words::setup_error(&e))),
            }
            s.text = text;
        }
        Action::CommitText => {
            if s.text_error.is_none() {
                s.text = s.setup.to_string();
            }
        }
        Action::OpenLink(text) => s.open_link(&text),
        Action::Notify { text, error } => s.notify(text, error),
        Action::Dismiss(id) => s.notices.dismiss(id),
    }
    s
}

/// The storage key of the editor.
pub const KEY: &str = "camelot.editor";

/// The stored format's version; any other is refused.
const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Saved {
    version: u32,
    position: String,
    flipped: bool,
    tool: String,
}

/// The editor as stored text: the setup (even one that breaks the rules), the orientation and
/// the tool. A text being typed that does not parse is not kept.
pub fn save(s: &EditorState) -> String {
    serde_json::to_string(&Saved {
        version: VERSION,
        position: s.setup.to_string(),
        flipped: s.flipped,
        tool: s.tool.slug().to_string(),
    })
    .unwrap_or_default()
}

/// Reads stored text back; an error says why it was unusable.
pub fn restore(text: &str) -> Result<EditorState, String> {
    let saved: Saved =
        serde_json::from_str(text).map_err(|e| crate::app::storage::unreadable(&e))?;
    if saved.version != VERSION {
        return Err(t!("editor-restore-version", version = saved.version));
    }
    let setup = saved.position.parse::<Setup>().map_err(|e| {
        t!(
            "editor-restore-bad-text",
            why = crate::app::core_words::setup_error(&e)
        )
    })?;
    let tool = Tool::from_slug(&saved.tool).unwrap_or(Tool::WhiteMan);
    Ok(EditorState::new(setup, tool, saved.flipped))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn piece(slug: &str) -> Option<Piece> {
        Tool::from_slug(slug).and_then(Tool::piece)
    }

    fn run(state: &EditorState, actions: impl IntoIterator<Item = Action>) -> EditorState {
        actions
            .into_iter()
            .fold(state.clone(), |s, a| reduce(&s, a))
    }

    fn empty() -> EditorState {
        reduce(&EditorState::default(), Action::Clear)
    }

    const EMPTY: &str = "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 w 0 0 1";

    #[test]
    fn tools_by_slug_and_key() {
        for t in Tool::ALL {
            assert_eq!(Tool::from_slug(t.slug()), Some(t));
            assert_eq!(Tool::from_key(&t.key().to_string()), Some(t));
        }
        assert_eq!(Tool::from_key("0"), Some(Tool::Erase));
        assert_eq!(Tool::from_key("6"), None);
        assert_eq!(Tool::from_key("12"), None);
        assert_eq!(Tool::from_key("Enter"), None);
        assert_eq!(Tool::from_slug("queen"), None);
        assert_eq!(
            Tool::BlackKnight.piece().map(|p| p.slug()),
            Some("black-knight".into())
        );
        assert_eq!(Tool::Erase.piece(), None);
        for t in Tool::ALL {
            if let Some(p) = t.piece() {
                assert_eq!(Tool::of_piece(p), t);
            }
        }
    }

    #[test]
    fn clicks_place_replace_and_take_back() {
        let s = empty();
        assert_eq!(s.text, EMPTY);
        assert!(s.pieces().is_empty());
        let s = run(&s, [Action::Apply(sq("E4"))]);
        assert_eq!(s.setup.board.piece_at(sq("E4")), piece("white-man"));
        assert_eq!(
            s.text,
            "2/8/10/12/12/12/12/12/12/12/12/12/4M7/10/8/2 w 0 0 1"
        );
        let s = run(
            &s,
            [Action::Tool(Tool::BlackKnight), Action::Apply(sq("E4"))],
        );
        assert_eq!(
            s.setup.board.piece_at(sq("E4")),
            piece("black-knight"),
            "replaced"
        );
        let s = run(&s, [Action::Apply(sq("E4"))]);
        assert_eq!(
            s.setup.board.piece_at(sq("E4")),
            None,
            "the same piece again takes it back"
        );
        let s = run(
            &s,
            [
                Action::Apply(sq("E4")),
                Action::Tool(Tool::Erase),
                Action::Apply(sq("E4")),
                Action::Apply(sq("E5")),
            ],
        );
        assert!(
            s.pieces().is_empty(),
            "the eraser empties, even an empty square"
        );
        assert_eq!(s.text, EMPTY);
    }

    #[test]
    fn drags_move_drop_and_remove() {
        let s = EditorState::default();
        let s = run(
            &s,
            [Action::Drag {
                from: sq("F7"),
                to: Some(sq("F9")),
            }],
        );
        assert_eq!(s.setup.board.piece_at(sq("F7")), None);
        assert_eq!(s.setup.board.piece_at(sq("F9")), piece("white-man"));
        let s2 = run(
            &s,
            [Action::Drag {
                from: sq("F9"),
                to: Some(sq("F10")),
            }],
        );
        assert_eq!(
            s2.setup.board.piece_at(sq("F10")),
            piece("white-man"),
            "a drop replaces"
        );
        assert_eq!(s2.setup.board.count(Color::Black), 13);
        let s3 = run(
            &s2,
            [Action::Drag {
                from: sq("F10"),
                to: None,
            }],
        );
        assert_eq!(
            s3.setup.board.piece_at(sq("F10")),
            None,
            "dragged off the board: removed"
        );
        assert_eq!(s3.setup.board.count(Color::White), 13);
        assert_eq!(s3.text, s3.setup.to_string());
        let same = run(
            &s3,
            [Action::Drag {
                from: sq("A4"),
                to: Some(sq("A5")),
            }],
        );
        assert_eq!(
            same.setup, s3.setup,
            "dragging from an empty square does nothing"
        );
        let back = run(
            &s3,
            [Action::Drag {
                from: sq("E7"),
                to: Some(sq("E7")),
            }],
        );
        assert_eq!(
            back.setup, s3.setup,
            "dropped where it was: nothing changes"
        );
        let put = run(
            &s3,
            [
                Action::Drop {
                    tool: Tool::BlackMan,
                    to: sq("E7"),
                },
                Action::Drop {
                    tool: Tool::BlackMan,
                    to: sq("E7"),
                },
            ],
        );
        assert_eq!(
            put.setup.board.piece_at(sq("E7")),
            piece("black-man"),
            "a palette drop always puts"
        );
        let erased = run(
            &put,
            [
                Action::Drop {
                    tool: Tool::Erase,
                    to: sq("E7"),
                },
                Action::Erase(sq("D6")),
            ],
        );
        assert_eq!(erased.setup.board.piece_at(sq("E7")), None);
        assert_eq!(erased.setup.board.piece_at(sq("D6")), None);
    }

    #[test]
    fn buttons_and_form_controls() {
        let s = run(
            &EditorState::default(),
            [
                Action::Turn(Color::Black),
                Action::CastleMoves(Color::White, 2),
                Action::CastleMoves(Color::Black, 7),
                Action::Fullmove(12),
                Action::Flip,
            ],
        );
        assert_eq!(
            s.text,
            "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 b 2 2 12"
        );
        assert!(s.flipped);
        let cleared = run(&s, [Action::Clear]);
        assert_eq!(
            cleared.text, "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 b 2 2 12",
            "clearing keeps the other fields"
        );
        let started = run(&cleared, [Action::Fullmove(0), Action::Start]);
        assert_eq!(started.setup, Setup::start());
        assert!(
            started.flipped,
            "the orientation is the viewer's, not the position's"
        );
        assert_eq!(run(&s, [Action::Fullmove(0)]).setup.fullmove, 1);
    }

    #[test]
    fn the_text_field_and_the_board_stay_in_step() {
        let s = EditorState::default();
        let typed = "2/8/10/12/12/12/12/12/12/12/12/12/4m7/10/8/2 b 0 1";
        let s = run(&s, [Action::Text(typed.into())]);
        assert_eq!(s.text, typed, "the field keeps what was typed");
        assert_eq!(s.text_error, None);
        assert_eq!(s.pieces(), [(sq("E4"), piece("black-man").expect("piece"))]);
        assert_eq!(
            (s.setup.turn, s.setup.castle_moves.black),
            (Color::Black, 1)
        );
        let s = run(&s, [Action::CommitText]);
        assert_eq!(
            s.text,
            format!("{typed} 1"),
            "written the canonical way on leaving the field"
        );

        let bad = "2/8/10/12/12/12/12/12/12/12/12/12/4x7/10/8/2 b 0 1";
        let b = run(&s, [Action::Text(bad.into())]);
        assert_eq!(b.text, bad);
        assert_eq!(b.setup, s.setup, "the board stays as it was");
        let why = b.text_error.clone().expect("an error");
        assert!(
            why.contains("unexpected character \"x\" at column 36"),
            "{why}"
        );
        let b = run(&b, [Action::CommitText]);
        assert_eq!(b.text, bad, "a bad text is left for the user to correct");
        let fixed = run(&b, [Action::Apply(sq("A4"))]);
        assert_eq!(
            fixed.text_error, None,
            "a board change writes the text afresh"
        );
        assert_eq!(fixed.text, fixed.setup.to_string());
        let e = run(&s, [Action::Text("   ".into())]);
        assert_eq!(e.text_error.as_deref(), Some("empty position text"));
        assert_eq!(e.setup, s.setup);
    }

    #[test]
    fn problems_name_their_squares_and_are_marked() {
        let s = run(&empty(), [Action::Apply(sq("F1")), Action::Apply(sq("G1"))]);
        let p = s.problems();
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].text, "two white pieces in White's own castle (F1, G1)");
        assert_eq!(p[0].squares, [sq("F1"), sq("G1")]);
        assert_eq!(s.marks().captured, [sq("F1"), sq("G1")]);
        assert_eq!(s.verdict(), Verdict::Broken);
        assert!(!s.playable());
        let fixed = run(
            &s,
            [Action::Drag {
                from: sq("G1"),
                to: Some(sq("G2")),
            }],
        );
        assert!(fixed.problems().is_empty());
        assert_eq!(fixed.marks(), Marks::default());

        let mut s = EditorState::default();
        for f in ["A4", "B4", "C4"] {
            s = reduce(&s, Action::Apply(sq(f)));
        }
        s = run(
            &s,
            [
                Action::Tool(Tool::BlackKnight),
                Action::Apply(sq("F16")),
                Action::Apply(sq("G16")),
            ],
        );
        let texts: Vec<String> = s.problems().into_iter().map(|p| p.text).collect();
        assert_eq!(
            texts,
            [
                "White has 17 pieces; a side has at most 14",
                "two black pieces in Black's own castle (F16, G16)",
                "Black has 16 pieces; a side has at most 14",
            ]
        );
        assert!(
            s.counts()
                .starts_with("White: 4 knights, 13 men (17) · Black: 6 knights, 10 men (16)")
        );
    }

    fn verdict(text: &str) -> Verdict {
        run(&EditorState::default(), [Action::Text(text.into())]).verdict()
    }

    #[test]
    fn decided_positions_say_so() {
        assert_eq!(
            verdict("MM/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 b 0 0"),
            Verdict::Decided("White has won: two pieces in Black's castle".into())
        );
        assert_eq!(
            verdict("2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/kk b 0 0"),
            Verdict::Decided("Black has won: two pieces in White's castle".into())
        );
        assert_eq!(
            verdict("2/8/10/12/12/12/12/12/12/12/12/12/MM10/10/8/2 b 0 0"),
            Verdict::Decided("White has won: Black has no pieces left".into())
        );
        assert_eq!(
            verdict("2/8/10/12/12/12/12/12/12/12/12/12/M10m/10/8/2 w 0 0"),
            Verdict::Decided("Drawn: both players have at most one piece".into())
        );
        assert_eq!(verdict(EMPTY), Verdict::Empty);
        assert_eq!(
            EditorState::default().verdict(),
            Verdict::Playable("White to move.".into())
        );
        assert!(EditorState::default().playable());
    }

    #[test]
    fn duties_are_told() {
        // A white man on E5 under a black man on E6 must jump; a white man on F1 must leave.
        assert_eq!(
            verdict("2/8/10/12/12/12/12/12/12/12/4m6m/4M6m/12/10/8/2 w 0 0"),
            Verdict::Playable("White to move. A capture is compulsory.".into())
        );
        assert_eq!(
            verdict("2/8/10/12/12/12/12/12/12/12/12/mm10/12/10/8/M1 w 0 0"),
            Verdict::Playable(
                "White to move. The man on F1 must leave White's castle first.".into()
            )
        );
    }

    #[test]
    fn storage_round_trips_and_bad_data_is_refused() {
        let s = run(
            &EditorState::default(),
            [
                Action::Tool(Tool::BlackKnight),
                Action::Flip,
                Action::Apply(sq("F1")),
                Action::Apply(sq("G1")),
                Action::Text("not a position".into()),
            ],
        );
        let r = restore(&save(&s)).expect("restores");
        assert_eq!(
            (r.setup.clone(), r.tool, r.flipped),
            (s.setup.clone(), Tool::BlackKnight, true)
        );
        assert_eq!(
            r.text,
            s.setup.to_string(),
            "the stored setup, not the half-typed text"
        );
        assert!(
            !r.problems().is_empty(),
            "a setup that breaks the rules is kept as it is"
        );
        for bad in [
            "",
            "null",
            "{\"version\":1}",
            "{\"version\":2,\"position\":\"x\",\"flipped\":false,\"tool\":\"erase\"}",
            "{\"version\":1,\"position\":\"2/8 w\",\"flipped\":false,\"tool\":\"erase\"}",
        ] {
            assert!(restore(bad).is_err(), "{bad}");
        }
        let odd = save(&s).replace("black-knight", "queen");
        assert_eq!(restore(&odd).expect("restores").tool, Tool::WhiteMan);
    }

    fn followed_base() -> EditorState {
        reduce(&EditorState::default(), Action::Text("bad".into()))
    }

    #[test]
    fn opening_from_storage_and_links() {
        let stored = save(&run(&EditorState::default(), [Action::Flip, Action::Clear]));
        let s = EditorState::open(Some(&stored), None);
        assert!(s.flipped && s.pieces().is_empty() && s.notices.get().is_none());

        let link = "2/8/10/12/12/12/12/12/12/12/12/12/4M7/10/8/2 b 0 0 3";
        let s = EditorState::open(Some(&stored), Some(link));
        assert_eq!(s.text, link);
        assert!(s.flipped, "a link keeps the viewer's orientation");
        assert!(s.notices.get().is_none());

        let bad = "2/8/10/12 w 0 0";
        let s = EditorState::open(Some(&stored), Some(bad));
        assert_eq!(
            s.setup,
            Setup::start(),
            "a bad link opens the start position"
        );
        assert_eq!(s.text, bad, "with the bad text in the field");
        assert_eq!(
            s.text_error.as_deref(),
            Some("position text has 4 ranks separated by \"/\", expected 16")
        );
        let n = s.notices.get().cloned().expect("a message");
        assert!(n.error);
        assert!(
            n.text.starts_with(
                "The position in the link could not be read: position text has 4 ranks"
            ),
            "{}",
            n.text
        );

        let followed = reduce(&EditorState::default(), Action::OpenLink(bad.into()));
        assert_eq!(
            (followed.setup, followed.text),
            (Setup::start(), bad.to_string())
        );
        assert!(followed.notices.get().is_some_and(|n| n.error));
        let followed = reduce(&followed_base(), Action::OpenLink(link.into()));
        assert_eq!(followed.text, link);
        assert_eq!(followed.text_error, None);

        let s = EditorState::open(Some("{oops"), None);
        assert_eq!(s.setup, Setup::start());
        assert!(
            s.notices
                .get()
                .as_ref()
                .is_some_and(|n| n.error && n.text.contains("could not be read"))
        );
        let gone = reduce(&s, Action::Dismiss(s.notices.get().map_or(0, |n| n.id)));
        assert_eq!(gone.notices.get(), None);
        let kept = reduce(&s, Action::Dismiss(999));
        assert!(
            kept.notices.get().is_some(),
            "an old notice's timer does not dismiss a newer one"
        );
    }

    #[test]
    fn the_editor_sets_up_every_variant_on_its_own_board() {
        let s = reduce(&EditorState::default(), Action::Variant(Variant::Chivalry));
        assert_eq!(s.setup, Setup::start_of(Variant::Chivalry));
        assert!(s.text.starts_with("chivalry "), "{}", s.text);
        assert!(s.position().is_some());
        // Clearing and restarting keep the board.
        let cleared = reduce(&s, Action::Clear);
        assert_eq!(cleared.setup.variant(), Variant::Chivalry);
        assert!(cleared.pieces().is_empty());
        let n5 = Square::parse_any("N5").expect("Chivalry's");
        let placed = reduce(&cleared, Action::Apply(n5));
        assert_eq!(placed.setup.board.piece_at(n5), piece("white-man"));
        assert_eq!(
            reduce(&placed, Action::Start).setup,
            Setup::start_of(Variant::Chivalry)
        );
        // A link or a text of a variant opens its board.
        let camette = Setup::start_of(Variant::Camette).to_string();
        let linked = EditorState::open(None, Some(&camette));
        assert_eq!(linked.setup.variant(), Variant::Camette);
        let typed = reduce(&EditorState::default(), Action::Text(camette.clone()));
        assert_eq!(
            (typed.setup.variant(), typed.text_error),
            (Variant::Camette, None)
        );
        // A piece in the river is named as a problem, on its square.
        let river = reduce(&EditorState::default(), Action::Variant(Variant::River));
        let a5 = Square::parse_any("A5").expect("square");
        let wet = reduce(&river, Action::Apply(a5));
        assert!(wet.problems().iter().any(|p| p.squares == [a5]));
        assert!(wet.marks().captured.contains(&a5));
        // Storage keeps the variant.
        let back = restore(&save(&wet)).expect("restores");
        assert_eq!(back.setup, wet.setup);
        // Choosing the board already shown changes nothing.
        assert_eq!(
            reduce(&wet, Action::Variant(Variant::River)).setup,
            wet.setup
        );
    }
}
