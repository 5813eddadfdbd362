//! The game page's state and its one pure reducer (`Action` → new `State`).
//!
//! The game is a tree of moves ([`GameTree`]) with a cursor: the board shows the position at
//! the cursor, and a move played there continues its line or, where the line already goes on,
//! starts a side line (the main line is kept). The computer plays when it is its turn at the
//! end of a line.
//!
//! No side effects here: posting to the worker, storage, sounds and the URL are effects in the
//! page that follow the fields they depend on (`search`, `tree`, `mode`, `previous`).

use crate::board::DrawnPath;
use crate::builder::{Builder, NextLeg, Step};
use crate::classes::Marks;
use crate::planting::{Planting, and_list};
use crate::words;
use camelot_core::{
    Color, EndReason, Game, GameTree, Move, NodeId, Outcome, Position, Record, Setup, Square,
    Variant,
};
use std::rc::Rc;

/// How long the computer waits between moves in watch mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speed {
    /// About 3 s between moves.
    Slow,
    /// About 1 s.
    Normal,
    /// As fast as the engine answers.
    Fast,
}

impl Speed {
    /// Pause before each computer move, in milliseconds.
    pub fn delay_ms(self) -> u32 {
        match self {
            Speed::Slow => 3000,
            Speed::Normal => 1000,
            Speed::Fast => 100,
        }
    }
}

/// Who plays which side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// A person against the computer.
    Computer {
        /// The person's colour.
        human: Color,
        /// Computer level 1..=8.
        level: u8,
    },
    /// Two people on one device.
    TwoPlayers,
    /// Computer against computer, each side at its own level.
    Watch {
        /// White's level.
        white: u8,
        /// Black's level.
        black: u8,
        /// Pause between moves.
        speed: Speed,
    },
}

/// The level a first visit plays against: gentle, so a new player can win.
pub const DEFAULT_LEVEL: u8 = 2;

/// The level of hints in two-player games.
pub const HINT_LEVEL: u8 = 4;

impl Default for Mode {
    fn default() -> Self {
        Mode::Computer {
            human: Color::White,
            level: DEFAULT_LEVEL,
        }
    }
}

impl Mode {
    /// Whether `color` is played by the computer.
    pub fn computer_plays(self, color: Color) -> bool {
        match self {
            Mode::Computer { human, .. } => human != color,
            Mode::TwoPlayers => false,
            Mode::Watch { .. } => true,
        }
    }

    /// The level the engine plays (or hints) at for `color`.
    pub fn level_for(self, color: Color) -> u8 {
        match self {
            Mode::Computer { level, .. } => level.clamp(1, 8),
            Mode::Watch { white, black, .. } => match color {
                Color::White => white,
                Color::Black => black,
            }
            .clamp(1, 8),
            Mode::TwoPlayers => HINT_LEVEL,
        }
    }

    /// The same mode with every level in 1..=8 (stored data may say anything).
    pub fn clamped(self) -> Mode {
        match self {
            Mode::Computer { human, level } => Mode::Computer {
                human,
                level: level.clamp(1, 8),
            },
            Mode::Watch {
                white,
                black,
                speed,
            } => Mode::Watch {
                white: white.clamp(1, 8),
                black: black.clamp(1, 8),
                speed,
            },
            Mode::TwoPlayers => Mode::TwoPlayers,
        }
    }

    /// Player names for game records.
    pub fn names(self) -> (String, String) {
        let ai = |level: u8| format!("Camelot AI, level {level}");
        match self {
            Mode::Computer { human, level } => match human {
                Color::White => ("Player".into(), ai(level)),
                Color::Black => (ai(level), "Player".into()),
            },
            Mode::TwoPlayers => ("White".into(), "Black".into()),
            Mode::Watch { white, black, .. } => (ai(white), ai(black)),
        }
    }
}

/// Why the worker is searching.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's move.
    Move,
    /// A hint for the player.
    Hint,
}

/// The search the app wants from the worker. A new id means a new request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Search {
    /// Request id.
    pub id: u64,
    /// What the result is for.
    pub purpose: Purpose,
}

/// Progress of the current search.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Thinking {
    /// Depth completed.
    pub depth: u32,
    /// Evaluation as text.
    pub score: String,
}

/// A message for the player (one at a time; the page dismisses successes after a few seconds).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// Id for dismissing.
    pub id: u64,
    /// The text.
    pub text: String,
    /// Whether it reports a problem (shown as an error).
    pub error: bool,
    /// Whether it offers to bring back the game that was just replaced.
    pub offers_previous: bool,
}

/// Open dialogs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialog {
    /// New game settings.
    NewGame,
    /// Paste a game record or a position.
    Paste,
    /// Replace the current game by the one from a link, a paste or a file?
    Replace,
}

/// Where a game or position to open comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A `?position=` or `?record=` link.
    Link,
    /// The editor's "Play from here" (a position link with `play=`).
    Editor,
    /// Text pasted into the Paste dialog.
    Paste,
    /// A file opened with "Open file…".
    File,
}

impl Source {
    fn origin_words(self) -> &'static str {
        match self {
            Source::Link => "from the link",
            Source::Editor => "from the editor",
            Source::Paste => "you pasted",
            Source::File => "from the file",
        }
    }
}

/// A game or a start position to open in place of the current game.
#[derive(Debug, Clone, PartialEq)]
pub enum Incoming {
    /// A start position.
    Position(Position),
    /// A game with its side lines, and the node to show (the main line's end when `None`).
    Record(GameTree, Option<NodeId>),
    /// A new game of a variant (a `?variant=` link).
    NewGame(Variant),
}

/// What is waiting for the player to confirm replacing their game.
#[derive(Debug, Clone, PartialEq)]
pub struct Pending {
    /// The game or position.
    pub incoming: Incoming,
    /// Where it came from.
    pub source: Source,
    /// Who plays it, when the link says.
    pub mode: Option<Mode>,
}

/// A whole game with its settings: what storage keeps, and what a replacement sets aside.
#[derive(Debug, Clone, PartialEq)]
pub struct Snapshot {
    /// The game with its side lines.
    pub tree: GameTree,
    /// The node shown.
    pub cursor: NodeId,
    /// Who plays.
    pub mode: Mode,
    /// Board orientation.
    pub flipped: bool,
}

/// The Paste dialog's text and the problem found in it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PasteBox {
    /// The text in the box.
    pub text: String,
    /// What is wrong with it, shown next to it.
    pub error: Option<PasteError>,
}

/// A problem in pasted text, with where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PasteError {
    /// The message.
    pub text: String,
    /// 1-based line and column of the problem, when known.
    pub at: Option<(usize, usize)>,
}

/// Where to step when going through the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stepping {
    /// The start position.
    First,
    /// One move back.
    Back,
    /// One move on along the line (its first continuation).
    Forward,
    /// The end of the line.
    Last,
    /// The move played instead of this one just above it in the list (a variation).
    Up,
    /// The one just below it.
    Down,
}

impl Stepping {
    /// The node this step leads to from `at` in `tree`, if there is one.
    pub fn target(self, tree: &GameTree, at: NodeId) -> Option<NodeId> {
        let sibling = |d: isize| {
            let parent = tree.parent(at)?;
            let kids = tree.children(parent);
            let i = kids.iter().position(|&k| k == at)?;
            kids.get(i.checked_add_signed(d)?).copied()
        };
        match self {
            Stepping::First => Some(NodeId::ROOT),
            Stepping::Back => tree.parent(at),
            Stepping::Forward => tree.children(at).first().copied(),
            Stepping::Last => Some(tree.main_line_end(at)),
            Stepping::Up => sibling(-1),
            Stepping::Down => sibling(1),
        }
    }
}

/// Everything the game page shows.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The game with its side lines (shared: a render or a hover does not copy it).
    pub tree: Rc<GameTree>,
    /// The node shown on the board.
    pub cursor: NodeId,
    /// The line from the start to the cursor as a game (for the result, repetitions and the
    /// engine); kept in step with the cursor.
    pub line: Rc<Game>,
    /// Who plays which side.
    pub mode: Mode,
    /// Board drawn with Black at the bottom.
    pub flipped: bool,
    /// Legal moves at the cursor (when a person may move there).
    pub legal: Rc<Vec<Move>>,
    /// The move being entered.
    pub builder: Option<Builder>,
    /// The trees chosen for the placement being entered (River Camelot, before the first
    /// move).
    pub planting: Planting,
    /// The square under the pointer or keyboard focus.
    pub hover: Option<Square>,
    /// Moves that end on one clicked square but capture differently, for the player to choose.
    pub choice: Option<Rc<Vec<Move>>>,
    /// The option of `choice` drawn on the board (under the pointer or focus).
    pub choice_shown: Option<usize>,
    /// On a touch screen: a multi-leg move previewed by a first tap, played by a second.
    pub confirm: Option<Move>,
    /// The last input was a touch (texts then say "tap").
    pub touch: bool,
    /// Watch mode is paused.
    pub paused: bool,
    /// The search the app is waiting for.
    pub search: Option<Search>,
    /// Progress of the computer's search.
    pub thinking: Option<Thinking>,
    /// The engine's suggestion for the player.
    pub hint: Option<Move>,
    /// Messages for the player.
    pub notices: Vec<Notice>,
    /// A short explanation for the last click that did nothing.
    pub message: Option<String>,
    /// The text for the screen-reader live region.
    pub announce: String,
    /// The open dialog.
    pub dialog: Option<Dialog>,
    /// The game or position the player is asked about replacing theirs with.
    pub pending: Option<Pending>,
    /// The Paste dialog's text and error.
    pub paste: PasteBox,
    /// The game the last replacement set aside (kept until the next replacement).
    pub previous: Option<Rc<Snapshot>>,
    /// Resign was pressed once; a second press confirms.
    pub resign_armed: bool,
    next_id: u64,
}

/// Everything that can happen.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// A square was clicked, dropped on or chosen with the keyboard.
    Square(Square),
    /// A square was tapped on a touch screen.
    Tap(Square),
    /// The pointer or focus is on a square (or left the board).
    Hover(Option<Square>),
    /// An option of the move choice is under the pointer or focus (or none is).
    ShowChoice(Option<usize>),
    /// An option of the move choice was picked.
    PickChoice(usize),
    /// Play the move waiting for a second tap.
    Confirm,
    /// Escape: drop the selection (or the choice, or close the dialog).
    Cancel,
    /// End the move being entered where it stands.
    EndHere,
    /// Take back a move (two against the computer).
    Undo,
    /// Replay an undone move.
    Redo,
    /// Show the position at this node.
    Go(NodeId),
    /// Step through the game.
    Step(Stepping),
    /// Make this node's line the main line.
    Promote(NodeId),
    /// Delete this move and everything after it.
    Delete(NodeId),
    /// Set (or, with empty text, remove) the comment on a move.
    Comment(NodeId, String),
    /// Start a new game.
    NewGame {
        /// Who plays.
        mode: Mode,
        /// Start position (the usual start when `None`).
        start: Option<Box<Position>>,
        /// Whether a position occurring a third time draws (the house rule).
        repetition: bool,
    },
    /// The player to move (or the person, against the computer) resigns; the first press only
    /// asks for confirmation.
    Resign,
    /// The resign confirmation timed out.
    DisarmResign,
    /// Pause or resume watch mode.
    Pause(bool),
    /// Turn the board.
    Flip,
    /// Ask the engine for a hint.
    Hint,
    /// Search progress from the worker.
    AiInfo {
        /// Request id.
        id: u64,
        /// Depth completed.
        depth: u32,
        /// Evaluation text.
        score: String,
    },
    /// Search result from the worker.
    AiBest {
        /// Request id.
        id: u64,
        /// The move, if any.
        best: Option<String>,
    },
    /// The worker failed.
    AiError {
        /// Request id.
        id: u64,
        /// What went wrong.
        message: String,
    },
    /// The Paste dialog's text changed.
    PasteText(String),
    /// Open a game record or a position text from a paste or a file.
    Load {
        /// The text.
        text: String,
        /// Where it came from.
        source: Source,
    },
    /// Open `?position=` text: a game from it against the computer, the player to move, or
    /// with `play` (`white`, `black`: that side against the computer; `two`: two players).
    OpenPosition {
        /// The position text.
        text: String,
        /// Who plays, from the link's `play=`.
        play: Option<String>,
        /// The variant the link's `variant=` names: the text is read as that variant's.
        variant: Option<String>,
    },
    /// Open a `?record=` game for two players on this device, at the node `node` names (a
    /// path like `0.0.1`; the main line's end when absent or unknown).
    OpenRecord {
        /// The record.
        text: String,
        /// The node path.
        node: Option<String>,
        /// The variant the link's `variant=` names, which the record's must be.
        variant: Option<String>,
    },
    /// Open a `?variant=` link: a new game of that variant (asking first when a game is in
    /// progress), played as `play` says (see `OpenPosition`) or as the current game is.
    OpenVariant {
        /// The variant's name or title.
        name: String,
        /// Who plays, from the link's `play=`.
        play: Option<String>,
    },
    /// Answer to "replace your game?": true replaces it.
    Replace(bool),
    /// Bring back the game the last replacement set aside (the current one is set aside in
    /// its place).
    RestorePrevious,
    /// Show a message.
    Notify {
        /// The text.
        text: String,
        /// Whether it is an error.
        error: bool,
    },
    /// Dismiss a message.
    Dismiss(u64),
    /// Open or close a dialog.
    Dialog(Option<Dialog>),
}

impl Default for State {
    fn default() -> Self {
        State::new(GameTree::default(), NodeId::ROOT, Mode::default(), false)
    }
}

/// Counts of the pieces a side has captured: (men, knights).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Taken {
    /// Men captured.
    pub men: usize,
    /// Knights captured.
    pub knights: usize,
}

impl Taken {
    /// Men and knights together.
    pub fn total(self) -> usize {
        self.men + self.knights
    }
}

impl State {
    /// A state showing `cursor` of `tree`, played in `mode`.
    pub fn new(tree: GameTree, cursor: NodeId, mode: Mode, flipped: bool) -> State {
        let cursor = if tree.contains(cursor) {
            cursor
        } else {
            tree.main_line_end(NodeId::ROOT)
        };
        let line = Rc::new(
            tree.game_at(cursor)
                .unwrap_or_else(|| Game::new(tree.start().clone())),
        );
        let mut s = State {
            tree: Rc::new(tree),
            cursor,
            line,
            mode,
            flipped,
            legal: Rc::new(Vec::new()),
            builder: None,
            planting: Planting::default(),
            hover: None,
            choice: None,
            choice_shown: None,
            confirm: None,
            touch: false,
            paused: false,
            search: None,
            thinking: None,
            hint: None,
            notices: Vec::new(),
            message: None,
            announce: String::new(),
            dialog: None,
            pending: None,
            paste: PasteBox::default(),
            previous: None,
            resign_armed: false,
            next_id: 1,
        };
        s.settle();
        s
    }

    /// The position on the board.
    pub fn shown(&self) -> &Position {
        self.line.position()
    }

    /// How many moves lead to the shown position.
    pub fn shown_ply(&self) -> usize {
        self.line.ply()
    }

    /// The move that led to the shown position.
    pub fn shown_last_move(&self) -> Option<Move> {
        self.tree.move_at(self.cursor).copied()
    }

    /// Whether the shown position ends its line (nothing was played after it).
    pub fn at_line_end(&self) -> bool {
        self.tree.children(self.cursor).is_empty()
    }

    /// Whether the shown position is the end of the main line: the game itself.
    pub fn at_game_end(&self) -> bool {
        self.cursor == self.tree.main_line_end(NodeId::ROOT)
    }

    /// The result at the shown position, if the game is over there.
    pub fn outcome(&self) -> Option<Outcome> {
        self.line.outcome()
    }

    /// Whether the game has ended by resignation (which is final: no undo).
    pub fn resigned(&self) -> bool {
        self.tree
            .ending()
            .is_some_and(|o| o.reason == EndReason::Resignation)
    }

    /// Whether the computer is to move: its turn at the end of a line that goes on.
    pub fn computer_to_move(&self) -> bool {
        self.at_line_end()
            && self.outcome().is_none()
            && self.mode.computer_plays(self.shown().turn())
            && !(self.paused && matches!(self.mode, Mode::Watch { .. }))
    }

    /// Whether a person may enter a move now (at the end of a line it continues it, anywhere
    /// else it starts a side line).
    pub fn interactive(&self) -> bool {
        self.dialog.is_none()
            && self.outcome().is_none()
            && !self.mode.computer_plays(self.shown().turn())
    }

    /// Whether the person can resign now: the game itself (the end of the main line) is shown
    /// and goes on.
    pub fn can_resign(&self) -> bool {
        self.at_game_end() && self.outcome().is_none() && !matches!(self.mode, Mode::Watch { .. })
    }

    /// Whether a move can be taken back now.
    pub fn can_undo(&self) -> bool {
        self.cursor != NodeId::ROOT && !(self.resigned() && self.at_game_end())
    }

    /// Whether an undone move can be replayed now.
    pub fn can_redo(&self) -> bool {
        !self.at_line_end()
    }

    /// Squares whose piece has a legal move.
    pub fn movable(&self) -> Vec<Square> {
        let mut v: Vec<Square> = self.legal.iter().map(Move::from).collect();
        v.sort();
        v.dedup();
        v
    }

    /// The pieces each side has captured since the start of the game, at the shown position.
    pub fn taken(&self) -> (Taken, Taken) {
        let count = |pos: &Position, color: Color| {
            let mut t = Taken::default();
            for (_, p) in pos.board().iter().filter(|(_, p)| p.color == color) {
                match p.role {
                    camelot_core::Role::Man => t.men += 1,
                    camelot_core::Role::Knight => t.knights += 1,
                }
            }
            t
        };
        let lost = |color: Color| {
            let (before, now) = (count(self.tree.start(), color), count(self.shown(), color));
            Taken {
                men: before.men.saturating_sub(now.men),
                knights: before.knights.saturating_sub(now.knights),
            }
        };
        (lost(Color::Black), lost(Color::White))
    }

    fn verb(&self) -> &'static str {
        words::choose(self.touch)
    }

    fn capturers(&self) -> String {
        or_list(&self.movable())
    }

    /// "the game has 17 moves" or "this side line has 4 moves": the line the cursor is on, to
    /// its end.
    fn line_words(&self) -> String {
        let end = self.tree.main_line_end(self.cursor);
        let plies = self.tree.line_nodes(end).len();
        let length = words::game_length(self.tree.start(), plies);
        if self.tree.is_main_line(self.cursor) {
            format!("of {length}")
        } else {
            format!("side line of {length}")
        }
    }

    /// The status line: whose turn (and any duty), the step of the move being entered, or the
    /// result.
    pub fn status(&self) -> String {
        if let Some(o) = self.outcome() {
            return result_line(o);
        }
        let pos = self.shown();
        let turn = pos.turn();
        let verb = self.verb();
        if !self.at_line_end() {
            let after = words::after_ply(self.tree.start(), self.shown_ply());
            let next = match self.mode {
                _ if !self.interactive() => format!("{turn} to move."),
                Mode::TwoPlayers => format!("{turn} to move: a move here starts a side line."),
                Mode::Computer { .. } if self.tree.is_main_line(self.cursor) => format!(
                    "Your move ({turn}): a new move takes the later ones back (they stay in the list)."
                ),
                _ => format!("Your move ({turn}): a move here starts a side line."),
            };
            return format!(
                "Viewing the position {after} ({}). {next}",
                self.line_words()
            );
        }
        if self.mode.computer_plays(turn) {
            if self.paused && matches!(self.mode, Mode::Watch { .. }) {
                return format!("Paused. {turn} to move: press Resume to go on.");
            }
            return format!("{turn} (computer) is thinking.");
        }
        if let Some(mv) = &self.confirm {
            return format!("Tap {} again to play {mv}, or tap another square.", mv.to());
        }
        if let Some(options) = &self.choice {
            let to = options.first().map(Move::to).unwrap_or(Square::F1);
            return format!("Choose how to go to {to}: the moves below take different pieces.");
        }
        if let Some(b) = self.builder.as_ref().filter(|b| !b.prefix.is_empty()) {
            let end = if self.can_end_here().is_some() {
                " or end the move here"
            } else {
                ""
            };
            return match b.next_leg(&self.legal) {
                Some(NextLeg::Jump) if end.is_empty() => format!(
                    "Keep jumping: the capture must go on. {} the next ring or dot.",
                    words::choose_cap(self.touch)
                ),
                Some(NextLeg::Jump) => format!("Keep jumping{end}."),
                Some(NextLeg::Canter) if end.is_empty() => format!(
                    "Keep cantering: the move goes on from {}. {} the next ring or dot.",
                    b.at(),
                    words::choose_cap(self.touch)
                ),
                Some(NextLeg::Canter) => format!("Keep cantering{end}."),
                _ => format!("Go on from {}{end}: {verb} the next ring or dot.", b.at()),
            };
        }
        if pos.is_placing_trees() {
            let what = self.planting.status(pos, verb);
            return match self.mode {
                Mode::TwoPlayers => what,
                _ => format!("Your move ({turn}). {what}"),
            };
        }
        let who = match self.mode {
            Mode::TwoPlayers => format!("{turn} to move"),
            _ => format!("Your move ({turn})"),
        };
        let duty = if let Some(sq) = pos.must_leave_castle() {
            format!(": the piece on {sq} must leave its castle")
        } else if pos.capture_required() {
            let pieces = self.movable();
            let which = if pieces.len() == 1 {
                format!("the piece on {} must capture", pieces[0])
            } else {
                format!("{} can capture; one of them must", self.capturers())
            };
            format!(": a capture is compulsory — {which}")
        } else {
            String::new()
        };
        format!("{who}{duty}.")
    }

    /// What the board marks.
    pub fn marks(&self) -> Marks {
        let mut m = Marks::default();
        if let Some(last) = self.shown_last_move().filter(|m| !m.is_placement()) {
            m.last.push(last.from());
            m.last.extend(last.landings());
        }
        let pos = self.shown();
        if self.interactive() && pos.is_placing_trees() {
            self.planting.mark(pos, &mut m);
        }
        if self.interactive() && (pos.capture_required() || pos.must_leave_castle().is_some()) {
            m.movable = self.movable();
        }
        if let Some(b) = &self.builder {
            m.selected = Some(b.from);
            m.dests = b.destinations(&self.legal);
            m.next = b.next_landings(&self.legal);
            m.landed = b.prefix.clone();
            m.captured = match self.preview() {
                Some(pv) => pv.captures,
                None => b.captured_so_far(&self.legal),
            };
        }
        m
    }

    /// The path previewed on the board: the option of a move choice under the pointer, the
    /// move waiting for a second tap, or what a click on the hovered square does.
    pub fn preview(&self) -> Option<DrawnPath> {
        if let Some(options) = &self.choice {
            let mv = options.get(self.choice_shown?)?;
            return Some(DrawnPath::of(mv, crate::board::PathStyle::Preview));
        }
        if let Some(mv) = &self.confirm {
            return Some(DrawnPath::of(mv, crate::board::PathStyle::Preview));
        }
        let b = self.builder.as_ref()?;
        b.preview(&self.legal, self.hover?)
    }

    /// The game's variant.
    pub fn variant(&self) -> Variant {
        self.tree.variant()
    }

    /// The tree placement ready to be confirmed: every tree chosen, the player's turn.
    pub fn placement(&self) -> Option<Move> {
        if !self.interactive() || !self.shown().is_placing_trees() {
            return None;
        }
        self.planting.complete(self.shown())
    }

    /// The move that may end where the entered path stands ("end move here").
    pub fn can_end_here(&self) -> Option<Move> {
        self.builder.as_ref()?.complete(&self.legal)
    }

    /// Whether to greet a new player: a fresh game, their move, nothing selected.
    pub fn welcome(&self) -> bool {
        self.tree.is_empty()
            && self.interactive()
            && !self.shown().is_placing_trees()
            && self.builder.is_none()
            && self.message.is_none()
            && self.hint.is_none()
            && !matches!(self.mode, Mode::Watch { .. })
    }

    /// The result at the shown position, if the game is over there, as a banner line.
    pub fn result(&self) -> Option<String> {
        self.outcome().map(result_line)
    }

    /// "Your current game (17 moves)" for questions about replacing it.
    pub fn current_game_words(&self) -> String {
        let plies = self.tree.main_game().ply();
        let side_lines = self.tree.len() - plies;
        let mut out = match plies {
            0 => "Your current game".to_string(),
            n => format!(
                "Your current game ({}",
                words::game_length(self.tree.start(), n)
            ),
        };
        if plies > 0 {
            if side_lines > 0 {
                out.push_str(&format!(
                    " and {} in side lines",
                    words::count(side_lines, "move", "moves")
                ));
            }
            out.push(')');
        }
        out
    }

    fn new_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    fn notify(&mut self, text: impl Into<String>, error: bool) {
        let id = self.new_id();
        self.notices = vec![Notice {
            id,
            text: text.into(),
            error,
            offers_previous: false,
        }];
    }

    fn drop_entry(&mut self) {
        self.builder = None;
        self.planting = Planting::default();
        self.choice = None;
        self.choice_shown = None;
        self.confirm = None;
    }

    /// Shows `node` (a node of the tree).
    fn go(&mut self, node: NodeId) {
        if !self.tree.contains(node) || node == self.cursor {
            return;
        }
        self.cursor = node;
        self.drop_entry();
        self.hint = None;
        self.message = None;
    }

    /// Restores the invariants after any change: the line to the cursor, legal moves where a
    /// person may move, a search request exactly when the computer is to move, no stale
    /// selection.
    fn settle(&mut self) {
        if !self.tree.contains(self.cursor) {
            self.cursor = self.tree.main_line_end(NodeId::ROOT);
        }
        self.line = Rc::new(
            self.tree
                .game_at(self.cursor)
                .unwrap_or_else(|| Game::new(self.tree.start().clone())),
        );
        // Trees are planted square by square (`planting`), not picked from the thousands of
        // placements a list would hold.
        self.legal = Rc::new(
            if self.outcome().is_none() && !self.shown().is_placing_trees() {
                self.shown().legal_moves()
            } else {
                Vec::new()
            },
        );
        if self.computer_to_move() {
            if self.search.map(|s| s.purpose) != Some(Purpose::Move) {
                let id = self.new_id();
                self.search = Some(Search {
                    id,
                    purpose: Purpose::Move,
                });
                self.thinking = Some(Thinking::default());
            }
            self.drop_entry();
            self.hint = None;
        } else {
            if self.search.map(|s| s.purpose) == Some(Purpose::Move) {
                self.search = None;
            }
            self.thinking = None;
        }
        if !self.interactive() {
            self.drop_entry();
            if self.search.map(|s| s.purpose) == Some(Purpose::Hint) {
                self.search = None;
            }
        }
    }

    fn play(&mut self, mv: Move) {
        let mover = self.shown().turn();
        let had_line = !self.at_line_end();
        let known = self.tree.children(self.cursor).to_vec();
        let on_game = self.tree.is_main_line(self.cursor);
        match Rc::make_mut(&mut self.tree).play(self.cursor, &mv) {
            Ok(node) => {
                let mut side_line =
                    had_line && self.tree.children(self.cursor).first() != Some(&node);
                self.cursor = node;
                let against_computer = matches!(self.mode, Mode::Computer { .. });
                if against_computer && known.contains(&node) {
                    // The move played before: the computer's reply to it comes back too, as
                    // Redo would bring it (asking again would only repeat it).
                    let turn = self.tree.position(node).map(Position::turn);
                    if turn.is_some_and(|t| self.mode.computer_plays(t))
                        && let Some(&reply) = self.tree.children(node).first()
                    {
                        self.cursor = reply;
                    }
                } else if against_computer && had_line && on_game {
                    // Against the computer, moves taken back and a new one played is a
                    // takeback: the game goes on with the new move (so Resign and the
                    // computer's replies follow it), and the old moves stay as a side line.
                    if let Ok(true) = Rc::make_mut(&mut self.tree).promote_to_main(node) {
                        side_line = false;
                        self.notify(
                            format!(
                                "The game goes on with {mv}. The moves you took back are kept as a side line in the list."
                            ),
                            false,
                        );
                    }
                }
                self.announce = announce(mover, &mv);
                self.drop_entry();
                self.hint = None;
                self.message = None;
                if self.search.map(|s| s.purpose) == Some(Purpose::Hint) {
                    self.search = None;
                }
                if side_line {
                    self.notify(
                        format!(
                            "A side line starts with {mv}; the game's moves are kept (Home, or click them in the list, to go back)."
                        ),
                        false,
                    );
                }
            }
            Err(e) => self.notify(format!("That move cannot be played: {e}."), true),
        }
    }

    fn tap(&mut self, sq: Square) {
        self.touch = true;
        if !self.interactive() {
            return;
        }
        if self.shown().is_placing_trees() {
            return self.click(sq);
        }
        if let Some(mv) = self.confirm.take()
            && mv.to() == sq
        {
            return self.play(mv);
        }
        if let Some(b) = &self.builder
            && let Step::Play(mv) = b.click(&self.legal, sq)
            && mv.len() > 1
        {
            // A finger hides the board and has no hover: show the path first.
            self.message = None;
            self.confirm = Some(mv);
            return;
        }
        self.click(sq);
    }

    fn click(&mut self, sq: Square) {
        if !self.interactive() {
            return;
        }
        self.message = None;
        self.confirm = None;
        self.choice = None;
        self.choice_shown = None;
        let pos = self.shown().clone();
        let turn = pos.turn();
        let verb = self.verb();
        if pos.is_placing_trees() {
            match self.planting.click(&pos, sq) {
                Ok(next) => self.planting = next,
                Err(why) => self.message = Some(why),
            }
            return;
        }
        if let Some(b) = self.builder.clone() {
            match b.click(&self.legal, sq) {
                Step::Play(mv) => return self.play(mv),
                Step::Extend(next) => {
                    self.builder = Some(next);
                    return;
                }
                Step::Choose(options) => {
                    self.choice = Some(Rc::new(options));
                    return;
                }
                Step::None => {}
            }
            if sq == b.from && b.prefix.is_empty() {
                self.builder = None;
                return;
            }
            let own = pos.board().piece_at(sq).is_some_and(|p| p.color == turn);
            if !own || !b.prefix.is_empty() {
                let duty = if pos.must_leave_castle().is_some() {
                    " It must leave its castle this turn."
                } else if pos.capture_required() {
                    " A capture is compulsory."
                } else {
                    ""
                };
                self.message = Some(format!(
                    "{} cannot move to {sq}: the dots show where it can go.{duty}",
                    b.at()
                ));
                return;
            }
        }
        match pos.board().piece_at(sq) {
            Some(p) if p.color == turn => {
                if self.legal.iter().any(|m| m.from() == sq) {
                    self.builder = Some(Builder::new(sq));
                } else {
                    self.builder = None;
                    self.message = Some(if let Some(leaver) = pos.must_leave_castle() {
                        format!("The piece on {leaver} must leave its castle this turn.")
                    } else if pos.capture_required() {
                        format!(
                            "A capture is compulsory: {} can capture, so one of them must move.",
                            self.capturers()
                        )
                    } else {
                        format!("The {p} on {sq} has no legal move.")
                    });
                }
            }
            Some(p) => {
                self.builder = None;
                self.message = Some(format!(
                    "That is {}'s piece. You play {turn}: {verb} one of your own pieces.",
                    p.color
                ));
            }
            None if pos.board().is_tree(sq) => {
                self.builder = None;
                self.message = Some(format!(
                    "A tree stands on {sq}: no piece may land on it or leap over it."
                ));
            }
            None if !pos.geometry().playable().contains(sq) => {
                self.builder = None;
                self.message = Some(format!(
                    "{sq} is in the river: no piece may enter it or leap over it."
                ));
            }
            None => {
                self.builder = None;
                self.message = Some(format!(
                    "{sq} is empty. Select one of your pieces first ({turn})."
                ));
            }
        }
    }

    /// Back one move (against the computer, back to the person's turn). The moves stay in the
    /// tree: Redo or → replays them, and a different move starts a side line.
    fn undo(&mut self) {
        if !self.can_undo() {
            return;
        }
        let mut at = self.cursor;
        while let Some(parent) = self.tree.parent(at) {
            at = parent;
            let turn = self.tree.position(at).map(Position::turn);
            match self.mode {
                Mode::Computer { human, .. } if turn != Some(human) => continue,
                _ => break,
            }
        }
        self.go(at);
        self.announce = format!(
            "Move taken back. {} to move.",
            self.tree.position(at).map_or(Color::White, Position::turn)
        );
    }

    fn redo(&mut self) {
        let mut at = self.cursor;
        while let Some(&next) = self.tree.children(at).first() {
            at = next;
            let turn = self.tree.position(at).map(Position::turn);
            match self.mode {
                Mode::Computer { human, .. } if turn != Some(human) => continue,
                _ => break,
            }
        }
        self.go(at);
    }

    fn step(&mut self, to: Stepping) {
        if let Some(t) = to.target(&self.tree, self.cursor) {
            self.go(t);
        }
    }

    fn promote(&mut self, node: NodeId) {
        if let Ok(true) = Rc::make_mut(&mut self.tree).promote_to_main(node) {
            self.announce = "The line is now the main line.".into();
        }
    }

    fn delete(&mut self, node: NodeId) {
        let in_subtree = self.tree.line_nodes(self.cursor).contains(&node);
        match Rc::make_mut(&mut self.tree).delete(node) {
            Ok(parent) => {
                if in_subtree || !self.tree.contains(self.cursor) {
                    self.cursor = parent;
                }
                self.drop_entry();
                self.announce = "Moves deleted.".into();
            }
            Err(e) => self.notify(format!("Nothing was deleted: {e}."), true),
        }
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            tree: (*self.tree).clone(),
            cursor: self.cursor,
            mode: self.mode,
            flipped: self.flipped,
        }
    }

    /// Sets the current game aside (when it has moves) before something replaces it, so it
    /// can be brought back.
    fn set_aside(&mut self) -> bool {
        if self.tree.is_empty() {
            return false;
        }
        self.previous = Some(Rc::new(self.snapshot()));
        true
    }

    fn notify_replaced(&mut self, text: impl Into<String>, set_aside: bool) {
        self.notify(text, false);
        if let Some(n) = self.notices.last_mut() {
            n.offers_previous = set_aside;
        }
    }

    /// Adds a link's warning to the notice its opening left (keeping that notice's offer to
    /// bring back the previous game).
    fn warn_link(&mut self, warning: Option<String>) {
        let Some(w) = warning else { return };
        let (before, offers) = self
            .notices
            .last()
            .map(|n| (format!("{} ", n.text), n.offers_previous))
            .unwrap_or_default();
        self.notify(format!("{before}{w}"), true);
        if let Some(n) = self.notices.last_mut() {
            n.offers_previous = offers;
        }
    }

    /// Whether a game is going on: it has moves and has not ended.
    pub fn in_progress(&self) -> bool {
        !self.tree.is_empty() && self.tree.main_game().outcome().is_none()
    }

    fn load(&mut self, text: &str, source: Source) {
        self.paste.text = text.to_string();
        self.paste.error = None;
        let text = text.trim();
        if text.is_empty() {
            self.paste.error = Some(PasteError {
                text: "Nothing to load: paste a game record or a position text.".into(),
                at: None,
            });
            self.dialog = Some(Dialog::Paste);
            return;
        }
        match read_game_text(text) {
            Ok(incoming) => self.offer(Pending {
                incoming,
                source,
                mode: None,
            }),
            Err(error) => {
                // The problem is shown next to the text, in the Paste dialog (a file's text is
                // put there so the player sees what is wrong where).
                self.paste.error = Some(error);
                self.dialog = Some(Dialog::Paste);
            }
        }
    }

    /// Opens a game or position at once when nothing would be lost (the current game has no
    /// moves, or the incoming game contains it); otherwise asks first.
    fn offer(&mut self, pending: Pending) {
        let continues = match &pending.incoming {
            Incoming::Record(t, _) => contains(t, &self.tree),
            Incoming::Position(_) => false,
            // A finished game is not lost (it is set aside): only one in progress is asked for.
            Incoming::NewGame(_) => !self.in_progress(),
        };
        if self.tree.is_empty() || continues {
            self.open(pending, false);
        } else {
            self.pending = Some(pending);
            self.dialog = Some(Dialog::Replace);
        }
    }

    fn open(&mut self, pending: Pending, set_aside: bool) {
        let set_aside =
            (set_aside || matches!(pending.incoming, Incoming::NewGame(_))) && self.set_aside();
        self.pending = None;
        self.drop_entry();
        self.search = None;
        self.paused = false;
        self.dialog = None;
        self.paste = PasteBox::default();
        let kept = if set_aside {
            " Your previous game is kept: the button below brings it back."
        } else {
            ""
        };
        match (pending.incoming, pending.source) {
            (Incoming::NewGame(variant), _) => {
                if let Some(mode) = pending.mode {
                    self.mode = mode;
                }
                self.flipped = matches!(
                    self.mode,
                    Mode::Computer {
                        human: Color::Black,
                        ..
                    }
                );
                self.start_from(Position::start_of(variant), false);
                self.announce = "New game.".into();
                self.notify_replaced(
                    format!("A new game of {} from the link.{kept}", variant.title()),
                    set_aside,
                );
            }
            (Incoming::Position(pos), source) => {
                // A position link opens a game against the computer (or as its `play=` says);
                // a pasted or opened position keeps who plays.
                match pending.mode {
                    Some(mode) => {
                        self.mode = mode;
                        self.flipped = matches!(
                            mode,
                            Mode::Computer {
                                human: Color::Black,
                                ..
                            }
                        );
                        self.start_from(pos, false);
                    }
                    None => {
                        if source != Source::Paste
                            && source != Source::File
                            && !matches!(self.mode, Mode::Computer { .. })
                        {
                            self.mode = Mode::default();
                        }
                        self.start_from(pos, true);
                    }
                }
                let from = match source {
                    Source::Link => " from the link",
                    Source::Editor => " from the editor",
                    Source::Paste | Source::File => "",
                };
                self.notify_replaced(
                    format!(
                        "Position loaded{from}. {} to move.{kept}",
                        self.tree.start().turn()
                    ),
                    set_aside,
                );
            }
            (Incoming::Record(tree, node), source) => {
                let repetition = self.tree.repetition_rule();
                let mut tree = tree;
                tree.set_repetition_rule(repetition);
                self.tree = Rc::new(tree);
                self.cursor = node
                    .filter(|&n| self.tree.contains(n))
                    .unwrap_or_else(|| self.tree.main_line_end(NodeId::ROOT));
                let turn = self
                    .tree
                    .position(self.cursor)
                    .map_or(Color::White, Position::turn);
                if source == Source::Link {
                    self.flipped = turn == Color::Black;
                    self.mode = Mode::TwoPlayers;
                    self.notify_replaced(
                        format!(
                            "Game loaded from the link. After your move, use Share to send the new link back.{kept}"
                        ),
                        set_aside,
                    );
                } else {
                    self.adopt_side_to_move(turn);
                    let plies = self.tree.main_game().ply();
                    let over = match self.tree.outcome(self.cursor) {
                        Some(o) => format!(" {}", result_line(o)),
                        None => format!(" {turn} to move."),
                    };
                    self.notify_replaced(
                        format!(
                            "Game loaded: {}.{over}{kept}",
                            words::game_length(self.tree.start(), plies)
                        ),
                        set_aside,
                    );
                }
            }
        }
    }

    fn restore_previous(&mut self) {
        let Some(previous) = self.previous.take() else {
            return;
        };
        let current = self.snapshot();
        if !current.tree.is_empty() {
            self.previous = Some(Rc::new(current));
        }
        let Snapshot {
            tree,
            cursor,
            mode,
            flipped,
        } = (*previous).clone();
        self.tree = Rc::new(tree);
        self.cursor = cursor;
        self.mode = mode;
        self.flipped = flipped;
        self.search = None;
        self.paused = false;
        self.drop_entry();
        let plies = self.tree.main_game().ply();
        self.notify(
            format!(
                "Your previous game is back ({}).",
                words::game_length(self.tree.start(), plies)
            ),
            false,
        );
    }

    /// A new game from `pos`; against the computer the person takes the side to move when
    /// `adopt` says so.
    fn start_from(&mut self, pos: Position, adopt: bool) {
        let repetition = self.tree.repetition_rule();
        let turn = pos.turn();
        let mut tree = GameTree::new(pos);
        tree.set_repetition_rule(repetition);
        self.tree = Rc::new(tree);
        self.cursor = NodeId::ROOT;
        if adopt {
            self.adopt_side_to_move(turn);
        }
        self.dialog = None;
    }

    /// Against the computer, the person takes the side to move.
    fn adopt_side_to_move(&mut self, human: Color) {
        if let Mode::Computer { level, .. } = self.mode {
            self.mode = Mode::Computer { human, level };
            self.flipped = human == Color::Black;
        }
    }
}

/// Whether `bigger` holds every move of `smaller` (same start, and each of its lines), so that
/// opening `bigger` loses nothing.
fn contains(bigger: &GameTree, smaller: &GameTree) -> bool {
    if bigger.start() != smaller.start() {
        return false;
    }
    let mut stack = vec![(NodeId::ROOT, NodeId::ROOT)];
    while let Some((b, s)) = stack.pop() {
        for &child in smaller.children(s) {
            let Some(mv) = smaller.move_at(child) else {
                return false;
            };
            let Some(&twin) = bigger
                .children(b)
                .iter()
                .find(|&&c| bigger.move_at(c) == Some(mv))
            else {
                return false;
            };
            stack.push((twin, child));
        }
    }
    true
}

/// "E4", "E4 or K4", "E4, K4 or L5".
fn or_list(squares: &[Square]) -> String {
    let names: Vec<String> = squares.iter().map(Square::to_string).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// Whether `text` is meant as a position text rather than a game record: its first word (after
/// a variant's name) lists ranks separated by `/`, and it has no tags or move numbers.
pub fn looks_like_position(text: &str) -> bool {
    let mut words = text.split_whitespace();
    let first = words.next().unwrap_or("");
    // A variant's position text starts with its name: `camette 1/1k1/…`.
    let ranks = if first.parse::<Variant>().is_ok() {
        words.next().unwrap_or("")
    } else {
        first
    };
    ranks.contains('/') && !text.contains('[') && !text.contains('.')
}

/// Reads pasted or opened text as a position text or a game record, deciding from the text
/// which it is meant to be and giving that parser's error, with where the problem is.
pub fn read_game_text(text: &str) -> Result<Incoming, PasteError> {
    if looks_like_position(text) {
        return text
            .parse::<Position>()
            .map(Incoming::Position)
            .map_err(|e| PasteError {
                text: format!(
                    "This position text is not valid: {}.",
                    for_people(&e.to_string())
                ),
                at: None,
            });
    }
    text.parse::<Record>()
        .map(|rec| Incoming::Record(rec.tree, None))
        // The record's own error names the line, the column, the move in full moves
        // ("move 2 (White)") and only the moves of the piece concerned.
        .map_err(|e| PasteError {
            text: format!("{}.", for_people(&e.to_string())),
            at: Some((e.line, e.column)),
        })
}

/// The reducer: the state after `action`. Never panics on any input.
pub fn reduce(state: &State, action: Action) -> State {
    let mut s = state.clone();
    if !matches!(
        action,
        Action::Resign
            | Action::Hover(_)
            | Action::ShowChoice(_)
            | Action::AiInfo { .. }
            | Action::PasteText(_)
    ) {
        s.resign_armed = false;
    }
    match action {
        Action::Square(sq) => {
            s.touch = false;
            s.click(sq);
        }
        Action::Tap(sq) => s.tap(sq),
        Action::Hover(sq) => {
            s.hover = sq;
            return s;
        }
        Action::ShowChoice(i) => {
            s.choice_shown = i;
            return s;
        }
        Action::PickChoice(i) => {
            if let Some(mv) = s.choice.as_ref().and_then(|o| o.get(i)).copied() {
                s.play(mv);
            }
        }
        Action::Confirm => {
            if let Some(mv) = s.confirm.take().or_else(|| s.placement()) {
                s.play(mv);
            }
        }
        Action::Cancel => {
            if s.dialog == Some(Dialog::Replace) {
                return reduce(&s, Action::Replace(false));
            }
            if s.dialog.is_some() {
                s.dialog = None;
            } else if s.choice.is_some() || s.confirm.is_some() {
                s.choice = None;
                s.choice_shown = None;
                s.confirm = None;
            } else if s.builder.is_some() {
                s.builder = None;
            } else {
                s.planting = Planting::default();
            }
            s.message = None;
        }
        Action::EndHere => {
            if let Some(mv) = s.can_end_here() {
                s.play(mv);
            }
        }
        Action::Undo => s.undo(),
        Action::Redo => s.redo(),
        Action::Go(node) => s.go(node),
        Action::Step(to) => s.step(to),
        Action::Promote(node) => s.promote(node),
        Action::Delete(node) => s.delete(node),
        Action::Comment(node, text) => {
            if Rc::make_mut(&mut s.tree).set_comment(node, &text).is_ok() {
                s.announce = if text.trim().is_empty() {
                    "Comment removed.".into()
                } else {
                    "Comment saved.".into()
                };
            }
        }
        Action::NewGame {
            mode,
            start,
            repetition,
        } => {
            let set_aside = s.tree.main_game().outcome().is_none() && s.set_aside();
            let mut tree = GameTree::new(start.map(|p| *p).unwrap_or_default());
            tree.set_repetition_rule(repetition);
            s.tree = Rc::new(tree);
            s.cursor = NodeId::ROOT;
            s.mode = mode.clamped();
            s.flipped = matches!(
                mode,
                Mode::Computer {
                    human: Color::Black,
                    ..
                }
            );
            s.dialog = None;
            s.message = None;
            s.search = None;
            s.paused = false;
            s.drop_entry();
            s.announce = "New game.".into();
            s.notices.clear();
            if set_aside {
                s.notify_replaced(
                    "New game started. Your unfinished game is kept: the button below brings it back.",
                    true,
                );
            }
        }
        Action::DisarmResign => {}
        Action::Resign if !state.resign_armed => {
            if s.can_resign() {
                s.resign_armed = true;
            }
        }
        Action::Resign => {
            if s.can_resign() {
                let loser = match s.mode {
                    Mode::Computer { human, .. } => human,
                    _ => s.shown().turn(),
                };
                Rc::make_mut(&mut s.tree)
                    .set_ending(Some(Outcome::win(!loser, EndReason::Resignation)));
                s.resign_armed = false;
                s.announce = format!("{loser} resigned.");
            }
        }
        Action::Pause(paused) => {
            if matches!(s.mode, Mode::Watch { .. }) {
                s.paused = paused;
                if paused {
                    s.search = None;
                }
            }
        }
        Action::Flip => s.flipped = !s.flipped,
        Action::Hint => {
            if s.interactive() {
                let id = s.new_id();
                s.search = Some(Search {
                    id,
                    purpose: Purpose::Hint,
                });
                s.hint = None;
            }
        }
        Action::AiInfo { id, depth, score } => {
            if s.search.map(|x| x.id) == Some(id)
                && s.search.map(|x| x.purpose) == Some(Purpose::Move)
            {
                s.thinking = Some(Thinking { depth, score });
            }
            return s;
        }
        Action::AiBest { id, best } => {
            let Some(search) = s.search.filter(|x| x.id == id) else {
                return s;
            };
            s.search = None;
            let mv = best.and_then(|t| s.shown().parse_move(&t).ok());
            match (search.purpose, mv) {
                (Purpose::Move, Some(mv)) => s.play(mv),
                (Purpose::Hint, Some(mv)) => {
                    s.hint = Some(mv);
                    s.announce = format!("Hint: {mv}");
                }
                (_, None) => s.notify("The computer found no move.", true),
            }
        }
        Action::AiError { id, message } => {
            if s.search.map(|x| x.id) == Some(id) {
                s.search = None;
                s.thinking = None;
                s.notify(format!("The computer failed: {message}"), true);
            }
            // Stop retrying this position; the player can undo or start a new game.
            return s;
        }
        Action::PasteText(text) => {
            s.paste.text = text;
            s.paste.error = None;
            return s;
        }
        Action::Load { text, source } => s.load(&text, source),
        Action::OpenPosition {
            text,
            play,
            variant,
        } => {
            let parsed = link_variant(variant.as_deref()).and_then(|v| {
                let setup = match v {
                    Some(v) => Setup::parse_as(text.trim(), v),
                    None => text.trim().parse::<Setup>(),
                };
                setup
                    .map_err(|e| e.to_string())
                    .and_then(|s| Position::from_setup(s).map_err(|e| e.to_string()))
                    .map_err(|e| {
                        format!(
                            "The position in the link is not valid: {}. Your current game is kept.",
                            for_people(&e)
                        )
                    })
            });
            match parsed {
                Ok(pos) => {
                    let (mode, warning) = link_mode(play.as_deref(), s.mode);
                    // Only the editor's links say who plays with a position.
                    let source = if play.is_some() {
                        Source::Editor
                    } else {
                        Source::Link
                    };
                    s.offer(Pending {
                        incoming: Incoming::Position(pos),
                        source,
                        mode,
                    });
                    s.warn_link(warning);
                }
                Err(e) => s.notify(e, true),
            }
        }
        Action::OpenRecord {
            text,
            node,
            variant,
        } => match (text.parse::<Record>(), link_variant(variant.as_deref())) {
            (_, Err(e)) => s.notify(e, true),
            (Ok(rec), Ok(Some(v))) if rec.variant() != v => s.notify(
                format!(
                    "The game in the link is a game of {}, not of {} as the link's variant says. Your current game is kept.",
                    rec.variant().title(),
                    v.title()
                ),
                true,
            ),
            (Ok(rec), Ok(_)) => s.offer(Pending {
                incoming: {
                    let at = node
                        .and_then(|p| p.parse::<camelot_core::NodePath>().ok())
                        .and_then(|p| rec.tree.node_at(&p));
                    Incoming::Record(rec.tree, at)
                },
                mode: None,
                source: Source::Link,
            }),
            (Err(e), Ok(_)) => s.notify(
                format!(
                    "The game in the link is not valid: {}. Your current game is kept.",
                    for_people(&e.to_string())
                ),
                true,
            ),
        },
        Action::OpenVariant { name, play } => match link_variant(Some(&name)) {
            Ok(Some(v)) => {
                let (mode, warning) = link_mode(play.as_deref(), s.mode);
                s.offer(Pending {
                    incoming: Incoming::NewGame(v),
                    source: Source::Link,
                    mode,
                });
                s.warn_link(warning);
            }
            Ok(None) => {}
            Err(e) => s.notify(e, true),
        },
        Action::Replace(yes) => match s.pending.take() {
            Some(p) if yes => s.open(p, true),
            Some(p) => {
                s.dialog = None;
                let what = match p.incoming {
                    Incoming::Record(..) => "game".to_string(),
                    Incoming::Position(_) => "position".to_string(),
                    Incoming::NewGame(v) => format!("new game of {}", v.title()),
                };
                s.notify(
                    format!(
                        "Your game is kept; the {what} {} was not opened.",
                        p.source.origin_words()
                    ),
                    false,
                );
            }
            None => s.dialog = None,
        },
        Action::RestorePrevious => s.restore_previous(),
        Action::Notify { text, error } => s.notify(text, error),
        Action::Dismiss(id) => s.notices.retain(|n| n.id != id),
        Action::Dialog(d) => {
            if d == Some(Dialog::Paste) && s.dialog != Some(Dialog::Paste) {
                s.paste = PasteBox::default();
            }
            s.dialog = d;
            s.drop_entry();
        }
    }
    s.settle();
    s
}

/// The question asked before a replacement: "Open the game from the file?" and what it costs.
pub fn replace_question(s: &State) -> Option<(String, String)> {
    let p = s.pending.as_ref()?;
    let what = match p.incoming {
        Incoming::Record(..) => "game",
        Incoming::Position(_) => "position",
        Incoming::NewGame(v) => {
            return Some((
                format!("Start a new game of {}?", v.title()),
                format!(
                    "{} will be replaced by a new game of {}. You can bring it back afterwards (the notice that follows offers it).",
                    s.current_game_words(),
                    v.title()
                ),
            ));
        }
    };
    let title = match p.source {
        Source::Link => format!("Open the {what} from the link?"),
        Source::Editor => format!("Play the {what} from the editor?"),
        Source::Paste => format!("Open the {what} you pasted?"),
        Source::File => format!("Open the {what} from the file?"),
    };
    Some((
        title,
        format!(
            "{} will be replaced. You can bring it back afterwards (the notice that follows offers it).",
            s.current_game_words()
        ),
    ))
}

/// The variant a link's `variant=` names (`None` when the link has none); the error is the
/// message for the player.
fn link_variant(name: Option<&str>) -> Result<Option<Variant>, String> {
    match name.map(str::trim) {
        None => Ok(None),
        Some(name) => name.parse::<Variant>().map(Some).map_err(|_| {
            let short: String = name.chars().take(20).collect();
            format!(
                "The link's variant is not one this program plays ({}). Your current game is kept.",
                for_people(&camelot_core::ParseVariantError(short).to_string())
            )
        }),
    }
}

/// Who plays a game opened from a link with `play=` (`white`, `black`: that side against
/// the computer at the level played now; `two`: two players); `None` keeps who plays. A
/// value that is none of these is ignored with a warning.
fn link_mode(play: Option<&str>, now: Mode) -> (Option<Mode>, Option<String>) {
    let level = match now {
        Mode::Computer { level, .. } => level,
        _ => DEFAULT_LEVEL,
    };
    match play.map(str::trim) {
        None => (None, None),
        Some("white") => (
            Some(Mode::Computer {
                human: Color::White,
                level,
            }),
            None,
        ),
        Some("black") => (
            Some(Mode::Computer {
                human: Color::Black,
                level,
            }),
            None,
        ),
        Some("two") => (Some(Mode::TwoPlayers), None),
        Some(other) => (
            None,
            Some(format!(
                "The link's play must be white, black or two, not {}: you play the side to move.",
                other.chars().take(20).collect::<String>()
            )),
        ),
    }
}

/// A parser's message for people: no code quotes, no trailing full stop (the caller adds one).
fn for_people(message: &str) -> String {
    message.replace('`', "").trim_end_matches('.').to_string()
}

/// "White wins: Black has no legal move."
pub fn result_line(o: Outcome) -> String {
    let head = match o.winner {
        Some(c) => format!("{c} wins"),
        None => "Draw".to_string(),
    };
    format!("{head}: {}.", o.reason.describe(o.winner))
}

/// The live-region text for a move.
pub fn announce(mover: Color, mv: &Move) -> String {
    if mv.is_placement() {
        return format!("{mover} planted trees on {}.", and_list(mv.path()));
    }
    let captures: Vec<String> = mv.captures().map(|s| s.to_string()).collect();
    if captures.is_empty() {
        format!("{mover} played {mv}.")
    } else {
        format!("{mover} played {mv}, capturing on {}.", captures.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    /// Where the old linear view stood: the moves shown when not at the game's end.
    fn viewing(s: &State) -> Option<usize> {
        (!s.at_game_end()).then(|| s.shown_ply())
    }

    /// Shows the position after `ply` moves of the main line (the game's end for `None`).
    fn view(s: &State, ply: Option<usize>) -> State {
        let main = s.tree.main_line(NodeId::ROOT);
        let node = match ply {
            Some(0) => NodeId::ROOT,
            Some(p) => main[p - 1],
            None => s.tree.main_line_end(NodeId::ROOT),
        };
        reduce(s, Action::Go(node))
    }

    fn load(s: &State, text: &str) -> State {
        reduce(
            s,
            Action::Load {
                text: text.into(),
                source: Source::Paste,
            },
        )
    }

    fn two_players() -> State {
        reduce(
            &State::default(),
            Action::NewGame {
                mode: Mode::TwoPlayers,
                start: None,
                repetition: true,
            },
        )
    }

    #[test]
    fn first_visit_is_white_against_the_computer() {
        let s = State::default();
        assert_eq!(
            s.mode,
            Mode::Computer {
                human: Color::White,
                level: DEFAULT_LEVEL
            }
        );
        assert!(s.interactive());
        assert!(s.search.is_none());
        assert_eq!(s.status(), "Your move (White).");
    }

    #[test]
    fn select_and_play_a_plain_move() {
        let s = two_players();
        let s = reduce(&s, Action::Square(sq("F7")));
        let m = s.marks();
        assert_eq!(m.selected, Some(sq("F7")));
        assert!(m.dests.contains(&sq("F8")));
        let s = reduce(&s, Action::Square(sq("F8")));
        assert_eq!(s.line.notation(), ["F7-F8"]);
        assert!(s.builder.is_none());
        assert_eq!(s.announce, "White played F7-F8.");
        assert_eq!(s.status(), "Black to move.");
    }

    #[test]
    fn clicking_elsewhere_or_escape_deselects() {
        let s = reduce(&two_players(), Action::Square(sq("F7")));
        assert!(reduce(&s, Action::Cancel).builder.is_none());
        assert!(reduce(&s, Action::Square(sq("F7"))).builder.is_none());
        let other = reduce(&s, Action::Square(sq("G7")));
        assert_eq!(other.builder.map(|b| b.from), Some(sq("G7")));
    }

    #[test]
    fn a_click_where_the_piece_cannot_go_explains() {
        let s = reduce(&two_players(), Action::Square(sq("F7")));
        let s = reduce(&s, Action::Square(sq("F10")));
        assert_eq!(
            s.message.as_deref(),
            Some("F7 cannot move to F10: the dots show where it can go.")
        );
        assert_eq!(s.builder.map(|b| b.from), Some(sq("F7")), "still selected");
    }

    #[test]
    fn a_fresh_game_welcomes_until_the_first_move() {
        let s = State::default();
        assert!(s.welcome());
        assert_eq!(
            s.mode.level_for(Color::Black),
            2,
            "first visits play level 2"
        );
        let s = reduce(&s, Action::Square(sq("F7")));
        assert!(!s.welcome());
        let s = reduce(&s, Action::Square(sq("F8")));
        assert!(!s.welcome());
        assert_eq!(
            s.status(),
            "Black (computer) is thinking.",
            "no duties on the computer's turn"
        );
    }

    #[test]
    fn resign_asks_first_and_is_final() {
        let mut s = two_players();
        for t in ["F7", "F8", "F10", "F9"] {
            s = reduce(&s, Action::Square(sq(t)));
        }
        let armed = reduce(&s, Action::Resign);
        assert!(armed.resign_armed);
        assert!(armed.result().is_none(), "the first press only asks");
        assert!(!reduce(&armed, Action::DisarmResign).resign_armed);
        let r = reduce(&armed, Action::Resign);
        assert_eq!(r.result().as_deref(), Some("Black wins: White resigned."));
        assert!(!r.resign_armed);
        assert!(!r.can_undo(), "a resigned game is over");
        let u = reduce(&r, Action::Undo);
        assert_eq!(u.result().as_deref(), Some("Black wins: White resigned."));
        assert_eq!(u.line.ply(), 2);
        assert!(!u.interactive());
        let back = reduce(&u, Action::Step(Stepping::First));
        assert_eq!(viewing(&back), Some(0), "it can still be reviewed");
        let next = reduce(
            &u,
            Action::NewGame {
                mode: Mode::TwoPlayers,
                start: None,
                repetition: true,
            },
        );
        assert!(next.result().is_none() && next.line.ply() == 0);
        assert!(next.previous.is_none(), "a finished game is not set aside");
    }

    #[test]
    fn notices_show_one_at_a_time() {
        let mut s = two_players();
        for text in ["one", "two", "three"] {
            s = reduce(
                &s,
                Action::Notify {
                    text: text.into(),
                    error: false,
                },
            );
        }
        assert_eq!(s.notices.len(), 1);
        assert_eq!(s.notices[0].text, "three");
    }

    #[test]
    fn escape_leaves_an_earlier_position() {
        let s = reduce(&two_players(), Action::Square(sq("F7")));
        let s = reduce(&s, Action::Square(sq("F8")));
        let v = view(&s, Some(0));
        let selected = reduce(&v, Action::Square(sq("F7")));
        assert!(
            selected.builder.is_some(),
            "an earlier position is playable"
        );
        assert!(reduce(&selected, Action::Cancel).builder.is_none());
    }

    #[test]
    fn computer_turn_requests_a_search_and_takes_the_latest_reply() {
        let s = reduce(&State::default(), Action::Square(sq("F7")));
        let s = reduce(&s, Action::Square(sq("F8")));
        let search = s.search.expect("computer to move");
        assert_eq!(search.purpose, Purpose::Move);
        assert!(!s.interactive());
        assert!(s.status().contains("thinking"));
        let stale = reduce(
            &s,
            Action::AiBest {
                id: search.id + 100,
                best: Some("F10-F9".into()),
            },
        );
        assert_eq!(stale.line.ply(), 1, "a reply with another id is dropped");
        let s = reduce(
            &s,
            Action::AiInfo {
                id: search.id,
                depth: 3,
                score: "+0.1".into(),
            },
        );
        assert_eq!(s.thinking.as_ref().map(|t| t.depth), Some(3));
        let s = reduce(
            &s,
            Action::AiBest {
                id: search.id,
                best: Some("F10-F9".into()),
            },
        );
        assert_eq!(s.line.notation(), ["F7-F8", "F10-F9"]);
        assert!(s.search.is_none() && s.thinking.is_none());
        assert!(s.interactive());
    }

    #[test]
    fn undo_against_the_computer_returns_to_the_players_turn() {
        let mut s = reduce(&State::default(), Action::Square(sq("J6")));
        s = reduce(&s, Action::Square(sq("K5")));
        let id = s.search.map(|x| x.id).unwrap_or_default();
        s = reduce(
            &s,
            Action::AiBest {
                id,
                best: Some("J11-K12".into()),
            },
        );
        s = reduce(&s, Action::Undo);
        assert_eq!(s.line.ply(), 0);
        assert!(s.search.is_none());
        s = reduce(&s, Action::Redo);
        assert_eq!(s.line.ply(), 2);
        // Undo while the computer thinks cancels the search; its late reply is ignored.
        s = reduce(&s, Action::Square(sq("G7")));
        s = reduce(&s, Action::Square(sq("G8")));
        let late = s.search.map(|x| x.id).unwrap_or_default();
        assert_eq!(s.line.ply(), 3);
        s = reduce(&s, Action::Undo);
        assert!(s.search.is_none());
        s = reduce(
            &s,
            Action::AiBest {
                id: late,
                best: Some("G10-G9".into()),
            },
        );
        assert_eq!(s.line.ply(), 2);
    }

    #[test]
    fn multi_leg_entry_with_end_here() {
        let start: Position = "2/8/10/m11/12/12/12/12/12/4M7/12/4M7/4M7/10/8/2 w 0 0 1"
            .parse()
            .expect("position");
        let s = reduce(
            &State::default(),
            Action::NewGame {
                mode: Mode::TwoPlayers,
                start: Some(Box::new(start)),
                repetition: true,
            },
        );
        let s = reduce(&s, Action::Square(sq("E4")));
        let short = reduce(&s, Action::Square(sq("E6")));
        assert_eq!(
            short.line.notation(),
            ["E4-E6"],
            "a dot where a move ends plays it"
        );
        let full = reduce(&s, Action::Square(sq("E8")));
        assert_eq!(full.line.notation(), ["E4-E6-E8"]);
        // A path entered leg by leg (kept for paths that capture differently) says so and
        // offers to end where it stands.
        let mut mid = s.clone();
        mid.builder = Some(Builder {
            from: sq("E4"),
            prefix: vec![sq("E6")],
        });
        assert_eq!(mid.status(), "Keep cantering or end the move here.");
        assert_eq!(mid.marks().landed, [sq("E6")]);
        assert!(mid.marks().next.contains(&sq("E8")));
        let ended = reduce(&mid, Action::EndHere);
        assert_eq!(ended.line.notation(), ["E4-E6"]);
        let again = reduce(&mid, Action::Square(sq("E6")));
        assert_eq!(
            again.line.notation(),
            ["E4-E6"],
            "clicking the landing again ends there"
        );
    }

    #[test]
    fn compulsory_capture_limits_selection_and_explains() {
        let start: Position = "2/8/10/12/12/12/12/12/12/4m7/12/4m7/4M3M3/10/8/2 w 0 0 1"
            .parse()
            .expect("position");
        let s = reduce(
            &State::default(),
            Action::NewGame {
                mode: Mode::TwoPlayers,
                start: Some(Box::new(start)),
                repetition: true,
            },
        );
        assert_eq!(
            s.status(),
            "White to move: a capture is compulsory — the piece on E4 must capture."
        );
        assert_eq!(s.marks().movable, [sq("E4")]);
        let s2 = reduce(&s, Action::Square(sq("I4")));
        assert!(s2.builder.is_none());
        assert!(s2.message.as_deref().unwrap_or("").contains("compulsory"));
        let s3 = reduce(&s, Action::Square(sq("E4")));
        assert_eq!(s3.marks().dests, [sq("E8")]);
        assert_eq!(
            reduce(&s3, Action::Square(sq("F4"))).message.as_deref(),
            Some("E4 cannot move to F4: the dots show where it can go. A capture is compulsory.")
        );
        let s4 = reduce(&s3, Action::Square(sq("E6")));
        assert_eq!(s4.line.ply(), 0, "a jump chain goes on");
        assert_eq!(
            s4.status(),
            "Keep jumping: the capture must go on. Click the next ring or dot."
        );
        assert_eq!(s4.marks().captured, [sq("E5")]);
    }

    #[test]
    fn bad_position_link_keeps_the_game() {
        let s = reduce(&two_players(), Action::Square(sq("F7")));
        let s = reduce(&s, Action::Square(sq("F8")));
        let s2 = reduce(
            &s,
            Action::OpenPosition {
                text: "not a position".into(),
                play: None,
                variant: None,
            },
        );
        assert_eq!(s2.line.notation(), ["F7-F8"]);
        let n = s2.notices.last().expect("notice");
        assert!(
            n.error
                && n.text
                    .starts_with("The position in the link is not valid: ")
        );
        assert!(!n.text.contains('`'), "{}", n.text);
        let link = Action::OpenPosition {
            text: "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 b 0 0 1"
                .into(),
            play: None,
            variant: None,
        };
        let asked = reduce(&s, link.clone());
        assert_eq!(
            asked.dialog,
            Some(Dialog::Replace),
            "a game with moves is not replaced silently"
        );
        assert_eq!(asked.line.notation(), ["F7-F8"]);
        let kept = reduce(&asked, Action::Replace(false));
        assert_eq!(kept.line.notation(), ["F7-F8"]);
        assert!(kept.dialog.is_none() && kept.pending.is_none());
        let ok = reduce(&asked, Action::Replace(true));
        assert_eq!(
            ok.notices.last().map(|n| n.text.as_str()),
            Some(
                "Position loaded from the link. Black to move. Your previous game is kept: the button below brings it back."
            )
        );
        // The editor's "Play from here" link (it says who plays) names the editor.
        let from_editor = Action::OpenPosition {
            text: "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 b 0 0 1"
                .into(),
            play: Some("two".into()),
            variant: None,
        };
        let asked_editor = reduce(&s, from_editor);
        let (title, _) = replace_question(&asked_editor).expect("a question");
        assert_eq!(title, "Play the position from the editor?");
        let played = reduce(&asked_editor, Action::Replace(true));
        assert!(
            played.notices.last().is_some_and(|n| n
                .text
                .starts_with("Position loaded from the editor. Black to move.")),
            "{:?}",
            played.notices.last()
        );
        let fresh = reduce(&State::default(), link);
        assert!(fresh.dialog.is_none(), "nothing to lose: opened at once");
        assert_eq!(fresh.tree.start(), ok.tree.start());
        assert_eq!(ok.line.ply(), 0);
        assert_eq!(
            ok.mode,
            Mode::Computer {
                human: Color::Black,
                level: DEFAULT_LEVEL
            }
        );
        assert!(ok.flipped);
    }

    #[test]
    fn record_links_ask_unless_they_continue_the_game() {
        let s = reduce(&two_players(), Action::Square(sq("F7")));
        let s = reduce(&s, Action::Square(sq("F8")));
        let cont = reduce(
            &s,
            Action::OpenRecord {
                text: "1. F7-F8 F10-F9 *".into(),
                node: None,
                variant: None,
            },
        );
        assert!(cont.dialog.is_none());
        assert_eq!(cont.line.notation(), ["F7-F8", "F10-F9"]);
        let other = reduce(
            &s,
            Action::OpenRecord {
                text: "1. G7-G8 *".into(),
                node: None,
                variant: None,
            },
        );
        assert_eq!(other.dialog, Some(Dialog::Replace));
        let escaped = reduce(&other, Action::Cancel);
        assert_eq!(escaped.line.notation(), ["F7-F8"]);
        assert!(escaped.dialog.is_none());
    }

    #[test]
    fn records_load_and_bad_records_keep_the_game_with_the_error_in_the_dialog() {
        let s = load(&two_players(), "1. F7-F8 F10-F9 *");
        assert_eq!(s.line.notation(), ["F7-F8", "F10-F9"]);
        let s = reduce(&s, Action::Dialog(Some(Dialog::Paste)));
        let bad = load(&s, "1. F7-F8 F10-F9 2. F8-F7 *");
        assert_eq!(bad.line.notation(), ["F7-F8", "F10-F9"]);
        assert_eq!(bad.dialog, Some(Dialog::Paste), "the dialog stays open");
        let e = bad.paste.error.clone().expect("error next to the text");
        assert!(
            e.text
                .starts_with("line 1, column 20: move 2 (White): F8-F7 is not a legal move"),
            "{}",
            e.text
        );
        assert!(e.text.contains("a capture is compulsory"), "{}", e.text);
        assert!(
            e.text.matches('-').count() < 15,
            "only that piece's moves: {}",
            e.text
        );
        assert_eq!(e.at, Some((1, 20)));
        assert_eq!(bad.paste.text, "1. F7-F8 F10-F9 2. F8-F7 *");
        assert!(
            !bad.notices.iter().any(|n| n.error),
            "nothing behind the dialog"
        );
        let garbage = load(&s, "\u{0}\u{ffff}[[[");
        assert_eq!(garbage.line.ply(), 2);
        assert!(garbage.paste.error.is_some());
        let words = load(&s, "hello world");
        let e = words.paste.error.expect("error");
        assert!(e.text.starts_with("line 1, column 1: "), "{}", e.text);
        assert!(!e.text.contains('`'), "{}", e.text);
        let typing = reduce(&words_state(&s), Action::PasteText("1.".into()));
        assert!(typing.paste.error.is_none(), "typing clears the error");
    }

    fn words_state(s: &State) -> State {
        load(s, "hello world")
    }

    #[test]
    fn a_bad_position_text_gets_the_position_error() {
        let s = load(&two_players(), "2/8/10/zz/12 w 0 0 1");
        let e = s.paste.error.expect("error");
        assert!(
            e.text.starts_with("This position text is not valid: "),
            "{}",
            e.text
        );
        assert!(!e.text.contains("square name"), "{}", e.text);
        assert!(looks_like_position(&Position::start().to_string()));
        assert!(!looks_like_position("1. F7-F8 *"));
        assert!(!looks_like_position("[Event \"x\"]\n\n1. F7-F8 *"));
    }

    #[test]
    fn paste_and_file_ask_before_replacing_and_the_old_game_can_come_back() {
        let mut s = two_players();
        for t in ["F7", "F8", "F10", "F9"] {
            s = reduce(&s, Action::Square(sq(t)));
        }
        let asked = reduce(
            &s,
            Action::Load {
                text: "1. G7-G8 *".into(),
                source: Source::File,
            },
        );
        assert_eq!(asked.dialog, Some(Dialog::Replace));
        assert_eq!(asked.line.notation(), ["F7-F8", "F10-F9"]);
        let (title, body) = replace_question(&asked).expect("question");
        assert_eq!(title, "Open the game from the file?");
        assert!(
            body.starts_with("Your current game (1 move) will be replaced"),
            "{body}"
        );
        let kept = reduce(&asked, Action::Cancel);
        assert_eq!(kept.line.notation(), ["F7-F8", "F10-F9"]);
        assert!(kept.pending.is_none() && kept.dialog.is_none());
        let replaced = reduce(&asked, Action::Replace(true));
        assert_eq!(replaced.line.notation(), ["G7-G8"]);
        let n = replaced.notices.last().expect("notice");
        assert!(n.offers_previous, "{n:?}");
        assert!(n.text.starts_with("Game loaded: 1 move."), "{}", n.text);
        let back = reduce(&replaced, Action::RestorePrevious);
        assert_eq!(back.line.notation(), ["F7-F8", "F10-F9"]);
        assert_eq!(
            back.previous
                .as_ref()
                .map(|p| p.tree.main_game().notation()),
            Some(vec!["G7-G8".to_string()]),
            "the replacing game is set aside in turn"
        );
        // Continuing the same game needs no question.
        let cont = load(&s, "1. F7-F8 F10-F9 2. F8xF10xF12 *");
        assert!(cont.dialog.is_none());
        assert_eq!(cont.line.ply(), 3);
    }

    #[test]
    fn resign_and_view_history() {
        let mut s = two_players();
        for t in ["F7", "F8", "F10", "F9"] {
            s = reduce(&s, Action::Square(sq(t)));
        }
        let v = view(&s, Some(1));
        assert_eq!(viewing(&v), Some(1));
        assert!(v.interactive(), "a move here starts a side line");
        assert_eq!(
            v.shown_last_move().map(|m| m.to_string()),
            Some("F7-F8".into())
        );
        assert_eq!(viewing(&view(&v, None)), None);
        let r = reduce(&reduce(&s, Action::Resign), Action::Resign);
        assert_eq!(r.result().as_deref(), Some("Black wins: White resigned."));
        assert!(!r.interactive());
    }

    #[test]
    fn the_repetition_house_rule_can_be_switched_off_and_survives_loads() {
        let s = reduce(
            &State::default(),
            Action::NewGame {
                mode: Mode::TwoPlayers,
                start: None,
                repetition: false,
            },
        );
        assert!(!s.tree.repetition_rule());
        let s = reduce(
            &s,
            Action::Load {
                text: "1. F7-F8 F10-F9 *".into(),
                source: Source::Paste,
            },
        );
        assert!(!s.tree.repetition_rule());
        let s = load(&s, &Position::start().to_string());
        let mut s = reduce(&s, Action::Replace(true));
        assert!(!s.tree.repetition_rule());
        let shuffle = ["J6", "K5", "J11", "K12", "K5", "J6", "K12", "J11"].repeat(2);
        for t in &shuffle {
            s = reduce(&s, Action::Square(sq(t)));
        }
        assert_eq!(s.line.ply(), 8);
        assert!(
            s.result().is_none(),
            "no draw by repetition when switched off"
        );
        let mut on = two_players();
        for t in &shuffle {
            on = reduce(&on, Action::Square(sq(t)));
        }
        assert!(
            on.result().is_some_and(|r| r.starts_with("Draw")),
            "{:?}",
            on.result()
        );
    }

    #[test]
    fn hint_round_trip() {
        let s = reduce(&State::default(), Action::Hint);
        let id = s.search.map(|x| x.id).expect("hint search");
        let s = reduce(
            &s,
            Action::AiBest {
                id,
                best: Some("J6-K5".into()),
            },
        );
        assert_eq!(s.hint.map(|m| m.to_string()), Some("J6-K5".into()));
        assert!(!s.welcome(), "the hint line takes the welcome line's place");
        assert_eq!(s.line.ply(), 0);
    }

    #[test]
    fn clicks_that_do_nothing_say_why() {
        let s = two_players();
        let enemy = reduce(&s, Action::Square(sq("F10")));
        assert_eq!(
            enemy.message.as_deref(),
            Some("That is Black's piece. You play White: click one of your own pieces.")
        );
        let empty = reduce(&s, Action::Square(sq("F9")));
        assert_eq!(
            empty.message.as_deref(),
            Some("F9 is empty. Select one of your pieces first (White).")
        );
        let tapped = reduce(&s, Action::Tap(sq("F10")));
        assert!(
            tapped
                .message
                .as_deref()
                .unwrap_or("")
                .contains("tap one of")
        );
    }

    fn from_position(text: &str) -> State {
        let start: Position = text.parse().expect("position");
        reduce(
            &State::default(),
            Action::NewGame {
                mode: Mode::TwoPlayers,
                start: Some(Box::new(start)),
                repetition: true,
            },
        )
    }

    #[test]
    fn several_pieces_under_a_capture_duty_are_named() {
        let s = from_position("2/8/10/m11/12/12/12/12/12/4m5m1/12/4m5m1/4M5M1/10/8/2 w 0 0 1");
        assert_eq!(
            s.status(),
            "White to move: a capture is compulsory — E4 or K4 can capture; one of them must."
        );
        assert_eq!(s.marks().movable, [sq("E4"), sq("K4")]);
    }

    #[test]
    fn an_undecided_click_offers_the_moves_and_draws_each() {
        let s = from_position(
            "2/8/8m1/12/1m5m4/5m1m1k2/6m2mk1/6m5/12/3KMM1MM3/4M1M2K2/1K1M3MK3/1M10/10/8/2 w 0 0 15",
        );
        let s = reduce(&s, Action::Square(sq("J6")));
        let asked = reduce(&s, Action::Square(sq("F12")));
        assert_eq!(asked.line.ply(), 0, "no guess");
        let options = asked.choice.clone().expect("a choice");
        assert_eq!(options.len(), 2);
        assert!(asked.status().starts_with("Choose how to go to F12"));
        assert_eq!(
            asked.preview(),
            None,
            "nothing drawn until an option is shown"
        );
        let shown = reduce(&asked, Action::ShowChoice(Some(1)));
        assert_eq!(shown.preview().and_then(|p| p.plays), Some(options[1]));
        let played = reduce(&shown, Action::PickChoice(1));
        assert_eq!(played.line.moves(), [options[1]]);
        assert!(played.choice.is_none());
        let dropped = reduce(&asked, Action::Cancel);
        assert!(dropped.choice.is_none() && dropped.builder.is_some());
    }

    #[test]
    fn a_tapped_multi_leg_move_waits_for_a_second_tap() {
        let s = from_position("2/8/10/m11/12/12/12/12/12/4M7/12/4M7/4M7/10/8/2 w 0 0 1");
        let fresh = s.clone();
        let s = reduce(&s, Action::Tap(sq("E4")));
        let first = reduce(&s, Action::Tap(sq("E8")));
        assert_eq!(first.line.ply(), 0);
        let mv = first.confirm.expect("waiting");
        assert_eq!(mv.to_string(), "E4-E6-E8");
        assert_eq!(first.preview().and_then(|p| p.plays), Some(mv));
        assert_eq!(
            first.status(),
            "Tap E8 again to play E4-E6-E8, or tap another square."
        );
        let second = reduce(&first, Action::Tap(sq("E8")));
        assert_eq!(second.line.notation(), ["E4-E6-E8"]);
        let bar = reduce(&first, Action::Confirm);
        assert_eq!(bar.line.notation(), ["E4-E6-E8"]);
        // A one-leg move plays at once, and a mouse click never asks.
        let step = reduce(&s, Action::Tap(sq("E3")));
        assert_eq!(step.line.ply(), 1);
        let clicked = reduce(
            &reduce(&fresh, Action::Square(sq("E4"))),
            Action::Square(sq("E8")),
        );
        assert_eq!(clicked.line.ply(), 1);
    }

    #[test]
    fn stepping_through_the_game_speaks_in_full_moves() {
        let mut s = two_players();
        for t in ["J6", "K5", "J11", "K12", "K5", "L4"] {
            s = reduce(&s, Action::Square(sq(t)));
        }
        assert_eq!(s.line.ply(), 3);
        let first = reduce(&s, Action::Step(Stepping::First));
        assert_eq!(viewing(&first), Some(0));
        assert_eq!(
            first.status(),
            "Viewing the position at the start (of 2 moves). White to move: a move here starts a side line."
        );
        let one = reduce(&first, Action::Step(Stepping::Forward));
        assert_eq!(viewing(&one), Some(1));
        let two = reduce(&one, Action::Step(Stepping::Forward));
        assert_eq!(
            two.status(),
            "Viewing the position after Black's 1st move (of 2 moves). White to move: a move here starts a side line."
        );
        let back = reduce(&two, Action::Step(Stepping::Back));
        assert_eq!(viewing(&back), Some(1));
        let live = reduce(&back, Action::Step(Stepping::Last));
        assert_eq!(viewing(&live), None);
        assert_eq!(
            viewing(&reduce(&live, Action::Step(Stepping::Forward))),
            None
        );
        let from_live = reduce(&live, Action::Step(Stepping::Back));
        assert_eq!(viewing(&from_live), Some(2));
    }

    #[test]
    fn watch_mode_pauses_and_has_a_level_per_side() {
        let s = reduce(
            &State::default(),
            Action::NewGame {
                mode: Mode::Watch {
                    white: 7,
                    black: 3,
                    speed: Speed::Fast,
                },
                start: None,
                repetition: true,
            },
        );
        assert_eq!(s.mode.level_for(Color::White), 7);
        assert_eq!(s.mode.level_for(Color::Black), 3);
        assert!(s.search.is_some(), "White's computer thinks");
        let paused = reduce(&s, Action::Pause(true));
        assert!(paused.search.is_none() && paused.paused);
        assert!(paused.status().starts_with("Paused."));
        let late = reduce(
            &paused,
            Action::AiBest {
                id: s.search.map(|x| x.id).unwrap_or_default(),
                best: Some("F7-F8".into()),
            },
        );
        assert_eq!(late.line.ply(), 0, "a reply after pausing is dropped");
        let resumed = reduce(&paused, Action::Pause(false));
        assert!(resumed.search.is_some());
        assert_eq!(
            Mode::Watch {
                white: 0,
                black: 12,
                speed: Speed::Slow
            }
            .clamped(),
            Mode::Watch {
                white: 1,
                black: 8,
                speed: Speed::Slow
            }
        );
    }

    #[test]
    fn captured_pieces_are_counted_per_side() {
        let s = from_position("2/8/10/m11/12/12/12/12/12/4m7/12/4m7/4M5M1/10/8/2 w 0 0 1");
        let s = reduce(&s, Action::Square(sq("E4")));
        let s = reduce(&s, Action::Square(sq("E8")));
        let (white, black) = s.taken();
        assert_eq!((white.men, white.knights, black.total()), (2, 0, 0));
        let start = reduce(&s, Action::Step(Stepping::First));
        assert_eq!(
            start.taken().0.total(),
            0,
            "counts follow the shown position"
        );
    }

    #[test]
    fn a_new_game_over_an_unfinished_one_keeps_it_for_undo() {
        let s = reduce(&two_players(), Action::Square(sq("F7")));
        let s = reduce(&s, Action::Square(sq("F8")));
        let n = reduce(
            &s,
            Action::NewGame {
                mode: Mode::TwoPlayers,
                start: None,
                repetition: true,
            },
        );
        assert!(n.notices.last().is_some_and(|n| n.offers_previous));
        let back = reduce(&n, Action::RestorePrevious);
        assert_eq!(back.line.notation(), ["F7-F8"]);
    }

    #[test]
    fn a_move_at_an_earlier_position_starts_a_side_line_and_keeps_the_game() {
        let mut s = two_players();
        for t in ["J6", "K5", "J11", "K12", "K5", "L4"] {
            s = reduce(&s, Action::Square(sq(t)));
        }
        let game = s.tree.main_game().notation();
        let back = view(&s, Some(1));
        let side = reduce(
            &reduce(&back, Action::Square(sq("F10"))),
            Action::Square(sq("F9")),
        );
        assert_eq!(
            side.tree.main_game().notation(),
            game,
            "the main line is kept"
        );
        assert_eq!(side.line.notation(), ["J6-K5", "F10-F9"]);
        assert!(!side.tree.is_main_line(side.cursor));
        assert_eq!(
            side.tree
                .path(side.cursor)
                .map(|p| p.to_string())
                .as_deref(),
            Some("0.1")
        );
        assert!(
            side.notices
                .last()
                .is_some_and(|n| n.text.starts_with("A side line starts with F10-F9"))
        );
        // ↑/↓ choose between the moves played there.
        let up = reduce(&side, Action::Step(Stepping::Up));
        assert_eq!(up.line.notation(), ["J6-K5", "J11-K12"]);
        assert_eq!(
            reduce(&up, Action::Step(Stepping::Up)).cursor,
            up.cursor,
            "no move above"
        );
        let down = reduce(&up, Action::Step(Stepping::Down));
        assert_eq!(down.cursor, side.cursor);
        // Playing the game's own next move goes along it instead of adding a line.
        let again = reduce(
            &reduce(&back, Action::Square(sq("J11"))),
            Action::Square(sq("K12")),
        );
        assert_eq!(again.tree.len(), s.tree.len());
        assert!(again.tree.is_main_line(again.cursor));
        // Promote, comment, delete.
        let promoted = reduce(&side, Action::Promote(side.cursor));
        assert_eq!(promoted.tree.main_game().notation(), ["J6-K5", "F10-F9"]);
        let commented = reduce(&promoted, Action::Comment(promoted.cursor, "solid".into()));
        assert_eq!(commented.tree.comment(commented.cursor), Some("solid"));
        let uncommented = reduce(&commented, Action::Comment(commented.cursor, " ".into()));
        assert_eq!(uncommented.tree.comment(uncommented.cursor), None);
        let deleted = reduce(&commented, Action::Delete(commented.cursor));
        assert_eq!(
            deleted.line.notation(),
            ["J6-K5"],
            "the cursor goes to the move before"
        );
        assert_eq!(deleted.tree.len(), 3);
    }

    /// Against the computer: the person plays J6-K5 and the computer answers J11-K12.
    fn j6_k5_answered() -> State {
        let s = reduce(&State::default(), Action::Square(sq("J6")));
        let s = reduce(&s, Action::Square(sq("K5")));
        let id = s.search.map(|x| x.id).unwrap_or_default();
        reduce(
            &s,
            Action::AiBest {
                id,
                best: Some("J11-K12".into()),
            },
        )
    }

    #[test]
    fn against_the_computer_a_side_line_is_answered_and_undo_keeps_the_moves() {
        let undone = reduce(&j6_k5_answered(), Action::Undo);
        assert_eq!(undone.cursor, NodeId::ROOT, "back to the person's turn");
        assert_eq!(undone.tree.len(), 2, "the moves stay");
        assert!(
            undone.search.is_none(),
            "the computer waits while the game goes on ahead"
        );
        assert!(undone.can_redo());
        assert_eq!(reduce(&undone, Action::Redo).line.ply(), 2);
        let side = reduce(
            &reduce(&undone, Action::Square(sq("G7"))),
            Action::Square(sq("G8")),
        );
        assert!(
            side.search.is_some(),
            "the computer answers at the end of the new line"
        );
        assert_eq!(side.tree.children(NodeId::ROOT).len(), 2);
        // A takeback: the new move is the game now, the old moves its side line.
        assert!(
            side.tree.is_main_line(side.cursor),
            "the game goes on with G7-G8"
        );
        assert!(side.can_resign(), "resigning the game is possible again");
        assert!(!side.tree.is_main_line(side.tree.children(NodeId::ROOT)[1]));
    }

    #[test]
    fn against_the_computer_the_same_move_after_undo_brings_its_reply_back() {
        let undone = reduce(&j6_k5_answered(), Action::Undo);
        let again = reduce(
            &reduce(&undone, Action::Square(sq("J6"))),
            Action::Square(sq("K5")),
        );
        assert_eq!(again.line.ply(), 2, "J6-K5 and the computer's J11-K12");
        assert!(
            again.interactive(),
            "the person's turn, not a computer waiting"
        );
        assert_eq!(again.tree.len(), 2, "nothing new in the tree");
    }

    #[test]
    fn undo_while_the_computer_thinks_then_a_new_move_is_the_game() {
        let mut s = reduce(&State::default(), Action::Square(sq("F7")));
        s = reduce(&s, Action::Square(sq("F8")));
        assert!(s.search.is_some(), "the computer thinks");
        s = reduce(&s, Action::Undo);
        assert!(s.search.is_none());
        assert!(
            s.status().contains("takes the later ones back"),
            "{}",
            s.status()
        );
        s = reduce(
            &reduce(&s, Action::Square(sq("G7"))),
            Action::Square(sq("G8")),
        );
        assert!(s.search.is_some(), "the computer answers the new move");
        assert!(s.tree.is_main_line(s.cursor));
    }

    #[test]
    fn a_record_link_opens_at_its_node() {
        let text = "1. J6-K5 (1. F7-F8 F10-F9) 1... J11-K12 *";
        let s = reduce(
            &State::default(),
            Action::OpenRecord {
                text: text.into(),
                node: Some("1.0".into()),
                variant: None,
            },
        );
        assert_eq!(s.line.notation(), ["F7-F8", "F10-F9"]);
        let lost = reduce(
            &State::default(),
            Action::OpenRecord {
                text: text.into(),
                node: Some("7.7".into()),
                variant: None,
            },
        );
        assert_eq!(
            lost.line.notation(),
            ["J6-K5", "J11-K12"],
            "a lost node: the game's end"
        );
    }

    #[test]
    fn a_position_link_can_say_who_plays() {
        let text =
            "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1";
        let open = |play: &str| {
            reduce(
                &State::default(),
                Action::OpenPosition {
                    text: text.into(),
                    play: Some(play.into()),
                    variant: None,
                },
            )
        };
        let black = open("black");
        assert_eq!(
            black.mode,
            Mode::Computer {
                human: Color::Black,
                level: DEFAULT_LEVEL
            }
        );
        assert!(
            black.flipped && black.search.is_some(),
            "the computer opens as White"
        );
        assert_eq!(open("two").mode, Mode::TwoPlayers);
        assert_eq!(
            open("white").mode,
            Mode::Computer {
                human: Color::White,
                level: DEFAULT_LEVEL
            }
        );
        let bad = open("purple");
        assert!(
            bad.notices
                .iter()
                .any(|n| n.error && n.text.contains("not purple"))
        );
        assert_eq!(
            bad.mode,
            Mode::default(),
            "the side to move, against the computer"
        );
    }

    fn variant_game(v: Variant, mode: Mode) -> State {
        reduce(
            &State::default(),
            crate::play::dialogs::new_game(mode, v, true),
        )
    }

    fn click(s: &State, squares: &[&str]) -> State {
        squares.iter().fold(s.clone(), |s, q| {
            reduce(&s, Action::Square(Square::parse_any(q).expect("square")))
        })
    }

    #[test]
    fn the_new_game_dialog_starts_the_variant_chosen() {
        for v in Variant::ALL {
            let s = variant_game(v, Mode::TwoPlayers);
            assert_eq!(s.variant(), v);
            assert_eq!(s.shown(), &Position::start_of(v));
            assert_eq!(s.mode, Mode::TwoPlayers);
        }
        let chivalry = variant_game(Variant::Chivalry, Mode::TwoPlayers);
        let s = click(&chivalry, &["L7", "M8"]);
        assert_eq!(s.line.notation(), ["L7-M8"], "a square only Chivalry has");
        assert!(s.status().starts_with("Black to move"), "{}", s.status());
        let cam = click(&variant_game(Variant::Cam, Mode::TwoPlayers), &["D5", "D6"]);
        assert_eq!(cam.line.notation(), ["D5-D6"]);
        let record = Record::from_tree(&cam.tree, &[]).to_string();
        assert!(record.contains("[Variant \"Cam\"]"), "{record}");
    }

    #[test]
    fn a_variant_link_opens_a_new_game_and_asks_over_a_game_in_progress() {
        let open = |s: &State, name: &str| {
            reduce(
                s,
                Action::OpenVariant {
                    name: name.into(),
                    play: None,
                },
            )
        };
        // Nothing to lose: it opens at once, keeping who plays.
        let fresh = open(&two_players(), "camette");
        assert_eq!((fresh.variant(), fresh.dialog), (Variant::Camette, None));
        assert_eq!(fresh.mode, Mode::TwoPlayers);
        // A game in progress: the question first.
        let playing = click(&two_players(), &["F7", "F8"]);
        let asked = open(&playing, "Camette");
        assert_eq!(asked.dialog, Some(Dialog::Replace));
        assert_eq!(asked.variant(), Variant::Camelot, "not yet");
        let (title, body) = replace_question(&asked).expect("a question");
        assert_eq!(title, "Start a new game of Camette?");
        assert!(
            body.starts_with("Your current game (1 move) will be replaced"),
            "{body}"
        );
        let kept = reduce(&asked, Action::Replace(false));
        assert_eq!(kept.line.notation(), ["F7-F8"]);
        assert!(
            kept.notices[0]
                .text
                .contains("new game of Camette from the link was not opened")
        );
        let replaced = reduce(&asked, Action::Replace(true));
        assert_eq!(replaced.variant(), Variant::Camette);
        assert!(replaced.tree.is_empty());
        assert!(replaced.notices.last().is_some_and(|n| n.offers_previous));
        let back = reduce(&replaced, Action::RestorePrevious);
        assert_eq!(
            (back.variant(), back.line.notation()),
            (Variant::Camelot, vec!["F7-F8".to_string()])
        );
        // A finished game is set aside without asking.
        let over = reduce(&reduce(&playing, Action::Resign), Action::Resign);
        assert!(over.outcome().is_some());
        let next = open(&over, "cam");
        assert_eq!((next.variant(), next.dialog), (Variant::Cam, None));
        assert!(next.previous.is_some());
        // `play=` says who plays.
        let s = reduce(
            &two_players(),
            Action::OpenVariant {
                name: "chivalry".into(),
                play: Some("black".into()),
            },
        );
        assert!(
            matches!(
                s.mode,
                Mode::Computer {
                    human: Color::Black,
                    ..
                }
            ) && s.flipped
        );
    }

    #[test]
    fn bad_variant_links_say_what_is_wrong_and_keep_the_game() {
        let playing = click(&two_players(), &["F7", "F8"]);
        let s = reduce(
            &playing,
            Action::OpenVariant {
                name: "checkers".into(),
                play: None,
            },
        );
        let n = &s.notices[0];
        assert!(n.error);
        assert_eq!(
            n.text,
            "The link's variant is not one this program plays (unknown variant checkers: one of camelot, chivalry, cam, camette, all-knighter, river, anti). Your current game is kept."
        );
        assert_eq!(s.line.notation(), ["F7-F8"]);
        let long = reduce(
            &playing,
            Action::OpenVariant {
                name: "x".repeat(5000),
                play: None,
            },
        );
        assert!(
            long.notices[0].text.len() < 300,
            "a long value is cut short"
        );
        // A position of another variant than the link says.
        let cam = Position::start_of(Variant::Cam).to_string();
        let s = reduce(
            &playing,
            Action::OpenPosition {
                text: cam.clone(),
                play: None,
                variant: Some("camette".into()),
            },
        );
        assert!(
            s.notices[0].error
                && s.notices[0]
                    .text
                    .starts_with("The position in the link is not valid"),
            "{}",
            s.notices[0].text
        );
        let s = reduce(
            &State::default(),
            Action::OpenPosition {
                text: cam.split_once(' ').expect("named").1.into(),
                play: Some("two".into()),
                variant: Some("cam".into()),
            },
        );
        assert_eq!(
            (s.variant(), s.mode),
            (Variant::Cam, Mode::TwoPlayers),
            "the name may be left to variant="
        );
        let record =
            Record::from_tree(&GameTree::new(Position::start_of(Variant::Cam)), &[]).to_string();
        let s = reduce(
            &playing,
            Action::OpenRecord {
                text: record,
                node: None,
                variant: Some("chivalry".into()),
            },
        );
        assert_eq!(
            s.notices[0].text,
            "The game in the link is a game of Cam, not of Chivalry as the link's variant says. Your current game is kept."
        );
    }

    #[test]
    fn variant_positions_and_records_paste_as_such() {
        let camette = Position::start_of(Variant::Camette).to_string();
        assert!(looks_like_position(&camette));
        assert!(!looks_like_position("camette is small"));
        let s = load(&two_players(), &camette);
        assert_eq!((s.variant(), s.dialog), (Variant::Camette, None));
        let record = "[Variant \"Chivalry\"]\n\n1. L7-M8 *";
        let s = load(&two_players(), record);
        assert_eq!(
            (s.variant(), s.line.notation()),
            (Variant::Chivalry, vec!["L7-M8".to_string()])
        );
        let bad = load(&two_players(), "[Variant \"Chivalry\"]\n\n1. F7-F9 *");
        assert!(bad.paste.error.is_some());
    }

    #[test]
    fn river_trees_are_planted_by_three_clicks_and_a_confirm() {
        let s = variant_game(Variant::River, Mode::TwoPlayers);
        assert!(s.legal.is_empty(), "no list of ten thousand placements");
        assert!(
            s.status()
                .starts_with("White plants three trees before the first move"),
            "{}",
            s.status()
        );
        assert!(!s.welcome());
        assert_eq!(s.marks().dests.len(), 41, "every tree square of White's");
        let s = click(&s, &["C2", "D2"]);
        assert_eq!(s.marks().planting, [sq("C2"), sq("D2")]);
        assert!(s.status().contains("(2 of 3 chosen)"));
        assert_eq!(s.placement(), None);
        let wrong = click(&s, &["A8"]);
        assert!(
            wrong
                .message
                .as_deref()
                .is_some_and(|m| m.contains("Black plants there"))
        );
        assert_eq!(
            wrong.planting, s.planting,
            "a refused square changes nothing"
        );
        let s = click(&s, &["I2"]);
        assert_eq!(
            s.placement().map(|m| m.to_string()).as_deref(),
            Some("C2,D2,I2")
        );
        assert!(
            s.status()
                .starts_with("Plant White's trees on C2, D2 and I2")
        );
        assert!(s.marks().dests.is_empty());
        // Escape chooses again; a click on a chosen square takes it back.
        assert!(reduce(&s, Action::Cancel).planting.chosen.is_empty());
        assert_eq!(click(&s, &["D2"]).planting.chosen, [sq("C2"), sq("I2")]);
        let s = reduce(&s, Action::Confirm);
        assert_eq!(s.line.notation(), ["C2,D2,I2"]);
        assert_eq!(s.announce, "White planted trees on C2, D2 and I2.");
        assert_eq!(s.shown().board().trees().len(), 3);
        assert!(s.marks().last.is_empty(), "a placement draws no path");
        // Black plants on its side, by taps too; then the pieces move, and trees block.
        let mut b = s.clone();
        for q in ["C15", "D15", "I15"] {
            b = reduce(&b, Action::Tap(sq(q)));
        }
        let b = reduce(&b, Action::Confirm);
        assert_eq!(b.line.notation(), ["C2,D2,I2", "C15,D15,I15"]);
        assert!(!b.legal.is_empty() && !b.shown().is_placing_trees());
        let tree = click(&b, &["C2"]);
        assert!(
            tree.message
                .as_deref()
                .is_some_and(|m| m.starts_with("A tree stands on C2"))
        );
        let river = click(&b, &["A5"]);
        assert!(
            river
                .message
                .as_deref()
                .is_some_and(|m| m.starts_with("A5 is in the river"))
        );
        let moved = click(&b, &["D5", "D6"]);
        assert_eq!(
            moved.line.notation().last().map(String::as_str),
            Some("D5-D6")
        );
        // Undo goes back into the placement.
        let undone = reduce(&reduce(&b, Action::Undo), Action::Undo);
        assert!(undone.shown().is_placing_trees() && undone.planting.chosen.is_empty());
    }

    #[test]
    fn against_the_computer_the_person_plants_and_the_computer_is_asked_for_its_trees() {
        let s = variant_game(
            Variant::River,
            Mode::Computer {
                human: Color::White,
                level: 1,
            },
        );
        assert!(
            s.status()
                .starts_with("Your move (White). White plants three trees"),
            "{}",
            s.status()
        );
        let s = reduce(&click(&s, &["C2", "D2", "I2"]), Action::Confirm);
        let search = s.search.expect("the computer plants next");
        assert_eq!(search.purpose, Purpose::Move);
        let s = reduce(
            &s,
            Action::AiBest {
                id: search.id,
                best: Some("c15,d15,i15".into()),
            },
        );
        assert_eq!(s.line.notation(), ["C2,D2,I2", "C15,D15,I15"]);
        // A worker that fails (the engine not ready for this board) says so and stops.
        let s = reduce(&click(&s, &["D5", "D6"]), Action::Hover(None));
        let search = s.search.expect("the computer's move");
        let failed = reduce(
            &s,
            Action::AiError {
                id: search.id,
                message: "the AI worker stopped (RuntimeError: unreachable)".into(),
            },
        );
        assert!(failed.search.is_none());
        assert_eq!(
            failed.notices[0].text,
            "The computer failed: the AI worker stopped (RuntimeError: unreachable)"
        );
    }
}
