//! The app's state and its one pure reducer (`Action` → new `State`).
//!
//! No side effects here: posting to the worker, storage and the URL are effects in the app
//! that follow the fields they depend on (`search`, `game`, `mode`).

use crate::builder::{Builder, Step};
use crate::classes::Marks;
use camelot_core::{Color, EndReason, Game, Move, Outcome, Position, Record, Square};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

/// How long the computer waits between moves in watch mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
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
    /// Computer against computer.
    Watch {
        /// Level of both sides.
        level: u8,
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

    /// The computer's level, if it plays.
    pub fn level(self) -> u8 {
        match self {
            Mode::Computer { level, .. } | Mode::Watch { level, .. } => level.clamp(1, 8),
            Mode::TwoPlayers => HINT_LEVEL,
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
            Mode::Watch { level, .. } => (ai(level), ai(level)),
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

/// A message for the player (one at a time; the app dismisses successes after a few seconds).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// Id for dismissing.
    pub id: u64,
    /// The text.
    pub text: String,
    /// Whether it reports a problem (shown as an error).
    pub error: bool,
}

/// Open dialogs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialog {
    /// New game settings.
    NewGame,
    /// Paste a game record or a position.
    Paste,
    /// Replace the current game by the one from a link?
    OpenLink,
}

/// A game or position from a link, waiting for the player to confirm replacing their game.
#[derive(Debug, Clone, PartialEq)]
pub enum Pending {
    /// A `?position=` start position.
    Position(Position),
    /// A `?record=` game.
    Record(Game),
}

/// Everything the app shows.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The game (its cursor is the live position).
    pub game: Game,
    /// Who plays which side.
    pub mode: Mode,
    /// Board drawn with Black at the bottom.
    pub flipped: bool,
    /// Viewing the position after this many moves instead of the live one.
    pub view: Option<usize>,
    /// Legal moves of the live position.
    pub legal: Rc<Vec<Move>>,
    /// The move being entered.
    pub builder: Option<Builder>,
    /// The square under the pointer or keyboard focus.
    pub hover: Option<Square>,
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
    /// The game from a link that the player is asked about.
    pub pending: Option<Pending>,
    /// Resign was pressed once; a second press confirms.
    pub resign_armed: bool,
    next_id: u64,
}

/// Everything that can happen.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// A square was clicked, tapped, dropped on or chosen with the keyboard.
    Square(Square),
    /// The pointer or focus is on a square (or left the board).
    Hover(Option<Square>),
    /// Escape: drop the selection.
    Cancel,
    /// End the move being entered where it stands.
    EndHere,
    /// Take back a move (two against the computer).
    Undo,
    /// Replay an undone move.
    Redo,
    /// View the position after this many moves; `None` returns to the game.
    View(Option<usize>),
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
    /// Continue from a game record or a position text.
    Load(String),
    /// Open `?position=` text: a game from it against the computer, the player to move.
    OpenPosition(String),
    /// Open a `?record=` game for two players on this device.
    OpenRecord(String),
    /// Answer to the "replace your game?" question: true opens the pending link.
    ConfirmLink(bool),
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
        State::new(Game::default(), Mode::default(), false)
    }
}

impl State {
    /// A state for `game` played in `mode`.
    pub fn new(game: Game, mode: Mode, flipped: bool) -> State {
        let mut s = State {
            game,
            mode,
            flipped,
            view: None,
            legal: Rc::new(Vec::new()),
            builder: None,
            hover: None,
            search: None,
            thinking: None,
            hint: None,
            notices: Vec::new(),
            message: None,
            announce: String::new(),
            dialog: None,
            pending: None,
            resign_armed: false,
            next_id: 1,
        };
        s.settle();
        s
    }

    /// The position on the board (the viewed one when viewing history).
    pub fn shown(&self) -> &Position {
        self.view
            .and_then(|ply| self.game.position_at(ply))
            .unwrap_or_else(|| self.game.position())
    }

    /// The move that led to the shown position.
    pub fn shown_last_move(&self) -> Option<Move> {
        let ply = self.view.unwrap_or(self.game.ply());
        ply.checked_sub(1)
            .and_then(|i| self.game.all_moves().get(i))
            .copied()
    }

    /// Whether the computer is to move in the live game.
    pub fn computer_to_move(&self) -> bool {
        self.view.is_none()
            && self.game.outcome().is_none()
            && self.mode.computer_plays(self.game.position().turn())
    }

    /// Whether a person may enter a move now.
    pub fn interactive(&self) -> bool {
        self.view.is_none()
            && self.dialog.is_none()
            && self.game.outcome().is_none()
            && !self.mode.computer_plays(self.game.position().turn())
    }

    /// Squares whose piece has a legal move.
    pub fn movable(&self) -> Vec<Square> {
        let mut v: Vec<Square> = self.legal.iter().map(Move::from).collect();
        v.sort();
        v.dedup();
        v
    }

    /// The status line: whose turn (and any duty), or the result.
    pub fn status(&self) -> String {
        if let Some(ply) = self.view {
            return format!(
                "Viewing the position after move {} of {}. {} to move.",
                ply,
                self.game.ply(),
                self.shown().turn()
            );
        }
        if let Some(o) = self.game.outcome() {
            return result_line(o);
        }
        let pos = self.game.position();
        let turn = pos.turn();
        if self.mode.computer_plays(turn) {
            return format!("{turn} (computer) is thinking.");
        }
        if let Some(b) = self.builder.as_ref().filter(|b| !b.prefix.is_empty()) {
            return if self.can_end_here().is_some() {
                format!(
                    "Canter in progress from {}: click a dot to go on, or End move here.",
                    b.from
                )
            } else {
                "Keep jumping: the capture must go on. Click the next dot.".to_string()
            };
        }
        let who = match self.mode {
            Mode::TwoPlayers => format!("{turn} to move"),
            _ => format!("Your move ({turn})"),
        };
        let duty = if let Some(sq) = pos.must_leave_castle() {
            format!(": the piece on {sq} must leave its castle")
        } else if pos.capture_required() {
            ": a capture is compulsory, so only pieces that can capture may move".to_string()
        } else {
            String::new()
        };
        format!("{who}{duty}.")
    }

    /// What the board marks.
    pub fn marks(&self) -> Marks {
        let mut m = Marks::default();
        if let Some(last) = self.shown_last_move() {
            m.last.push(last.from());
            m.last.extend(last.landings());
        }
        if self.view.is_some() {
            return m;
        }
        let pos = self.game.position();
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

    /// The path previewed for the hovered square.
    pub fn preview(&self) -> Option<crate::board::DrawnPath> {
        let b = self.builder.as_ref()?;
        b.preview(&self.legal, self.hover?)
    }

    /// The move that may end where the entered path stands ("end move here").
    pub fn can_end_here(&self) -> Option<Move> {
        self.builder.as_ref()?.complete(&self.legal)
    }

    /// Whether to greet a new player: a fresh game, their move, nothing selected.
    pub fn welcome(&self) -> bool {
        self.game.all_moves().is_empty()
            && self.interactive()
            && self.builder.is_none()
            && self.message.is_none()
            && self.hint.is_none()
            && !matches!(self.mode, Mode::Watch { .. })
    }

    /// The result of the game, if over, as a banner line.
    pub fn result(&self) -> Option<String> {
        self.game.outcome().map(result_line)
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
        }];
    }

    /// Restores the invariants after any change: legal moves of the live position, a search
    /// request exactly when the computer is to move, no stale selection.
    fn settle(&mut self) {
        self.legal = Rc::new(if self.view.is_none() {
            self.game.position().legal_moves()
        } else {
            Vec::new()
        });
        if self.computer_to_move() {
            if self.search.map(|s| s.purpose) != Some(Purpose::Move) {
                let id = self.new_id();
                self.search = Some(Search {
                    id,
                    purpose: Purpose::Move,
                });
                self.thinking = Some(Thinking::default());
            }
            self.builder = None;
            self.hint = None;
        } else {
            if self.search.map(|s| s.purpose) == Some(Purpose::Move) {
                self.search = None;
            }
            self.thinking = None;
        }
        if !self.interactive() {
            self.builder = None;
            if self.search.map(|s| s.purpose) == Some(Purpose::Hint) {
                self.search = None;
            }
        }
    }

    fn play(&mut self, mv: Move) {
        let mover = self.game.position().turn();
        match self.game.play(&mv) {
            Ok(()) => {
                self.announce = announce(mover, &mv);
                self.builder = None;
                self.hint = None;
                self.message = None;
                if self.search.map(|s| s.purpose) == Some(Purpose::Hint) {
                    self.search = None;
                }
            }
            Err(e) => self.notify(format!("That move cannot be played: {e}."), true),
        }
    }

    fn click(&mut self, sq: Square) {
        if !self.interactive() {
            return;
        }
        self.message = None;
        let pos = self.game.position();
        let turn = pos.turn();
        if let Some(b) = self.builder.clone() {
            if b.prefix.last() == Some(&sq) {
                if let Some(mv) = b.complete(&self.legal) {
                    self.play(mv);
                }
                return;
            }
            match b.click(&self.legal, sq) {
                Step::Play(mv) => return self.play(mv),
                Step::Extend(next) => {
                    self.builder = Some(next);
                    return;
                }
                Step::Choose(_) => {
                    self.message = Some(format!(
                        "Several paths capture different pieces on the way to {sq}: choose the path one leg at a time."
                    ));
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
                        "A capture is compulsory: choose a piece that can capture.".to_string()
                    } else {
                        format!("The {p} on {sq} has no legal move.")
                    });
                }
            }
            _ => self.builder = None,
        }
    }

    fn undo(&mut self) {
        let resigned = self
            .game
            .outcome()
            .is_some_and(|o| o.reason == EndReason::Resignation);
        if resigned && !self.game.can_redo() {
            // Undo right after resigning takes back the resignation only.
            self.game.truncate();
            self.announce = "Resignation taken back.".into();
            return;
        }
        if !self.game.undo() {
            return;
        }
        if let Mode::Computer { human, .. } = self.mode {
            while self.game.position().turn() != human && self.game.undo() {}
        }
        self.announce = format!("Move taken back. {} to move.", self.game.position().turn());
    }

    fn redo(&mut self) {
        if !self.game.redo() {
            return;
        }
        if let Mode::Computer { human, .. } = self.mode {
            while self.game.position().turn() != human && self.game.redo() {}
        }
    }

    fn load(&mut self, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            return self.notify("Nothing to load: paste a game record or a position.", true);
        }
        let looks_like_record =
            text.starts_with('[') || text.contains(". ") || text.starts_with("1.");
        if !looks_like_record && let Ok(pos) = text.parse::<Position>() {
            self.start_from(pos);
            self.notify("Position loaded.", false);
            return;
        }
        match text.parse::<Record>() {
            Ok(rec) => {
                let mut game = rec.game;
                game.go_to(game.all_moves().len());
                game.set_repetition_rule(self.game.repetition_rule());
                self.game = game;
                self.adopt_side_to_move();
                self.view = None;
                self.dialog = None;
                self.notify(format!("Game loaded: {} moves.", self.game.ply()), false);
            }
            Err(e) => match text.parse::<Position>() {
                Ok(pos) => {
                    self.start_from(pos);
                    self.notify("Position loaded.", false);
                }
                Err(_) => self.notify(
                    format!(
                        "That doesn't look like a game record: {}. Your current game is kept.",
                        for_people(&e.to_string())
                    ),
                    true,
                ),
            },
        }
    }

    /// Opens a link's game or position at once when nothing would be lost (the current game
    /// has no moves, or the link's game continues it); otherwise asks first.
    fn offer(&mut self, pending: Pending) {
        let mine = self.game.notation();
        let continues = match &pending {
            Pending::Record(g) => {
                g.start().to_string() == self.game.start().to_string()
                    && g.notation().starts_with(&mine)
            }
            Pending::Position(_) => false,
        };
        if mine.is_empty() || continues {
            self.open(pending);
        } else {
            self.pending = Some(pending);
            self.dialog = Some(Dialog::OpenLink);
        }
    }

    fn open(&mut self, pending: Pending) {
        self.pending = None;
        self.builder = None;
        self.search = None;
        match pending {
            Pending::Position(pos) => {
                if !matches!(self.mode, Mode::Computer { .. }) {
                    self.mode = Mode::default();
                }
                self.start_from(pos);
                self.notify("Position loaded from link.", false);
            }
            Pending::Record(mut game) => {
                game.go_to(game.all_moves().len());
                game.set_repetition_rule(self.game.repetition_rule());
                self.flipped = game.position().turn() == Color::Black;
                self.game = game;
                self.mode = Mode::TwoPlayers;
                self.view = None;
                self.dialog = None;
                self.notify(
                    "Game loaded from link. After your move, use Share to send the new link back.",
                    false,
                );
            }
        }
    }

    fn start_from(&mut self, pos: Position) {
        let repetition = self.game.repetition_rule();
        self.game = Game::new(pos);
        self.game.set_repetition_rule(repetition);
        self.adopt_side_to_move();
        self.view = None;
        self.dialog = None;
    }

    /// Against the computer, the person takes the side to move.
    fn adopt_side_to_move(&mut self) {
        if let Mode::Computer { level, .. } = self.mode {
            let human = self.game.position().turn();
            self.mode = Mode::Computer { human, level };
            self.flipped = human == Color::Black;
        }
    }
}

/// The reducer: the state after `action`. Never panics on any input.
pub fn reduce(state: &State, action: Action) -> State {
    let mut s = state.clone();
    if !matches!(
        action,
        Action::Resign | Action::Hover(_) | Action::AiInfo { .. }
    ) {
        s.resign_armed = false;
    }
    match action {
        Action::Square(sq) => s.click(sq),
        Action::Hover(sq) => {
            s.hover = sq;
            return s;
        }
        Action::Cancel => {
            if s.dialog == Some(Dialog::OpenLink) {
                return reduce(&s, Action::ConfirmLink(false));
            }
            if s.dialog.is_none() && s.builder.is_none() {
                s.view = None;
            }
            s.builder = None;
            s.message = None;
            s.dialog = None;
        }
        Action::EndHere => {
            if let Some(mv) = s.can_end_here() {
                s.play(mv);
            }
        }
        Action::Undo => s.undo(),
        Action::Redo => s.redo(),
        Action::View(ply) => {
            s.builder = None;
            s.view = ply.filter(|&p| p < s.game.ply());
        }
        Action::NewGame {
            mode,
            start,
            repetition,
        } => {
            s.game = Game::new(start.map(|p| *p).unwrap_or_default());
            s.game.set_repetition_rule(repetition);
            s.mode = mode;
            s.flipped = matches!(
                mode,
                Mode::Computer {
                    human: Color::Black,
                    ..
                }
            );
            s.view = None;
            s.dialog = None;
            s.message = None;
            s.search = None;
            s.announce = "New game.".into();
        }
        Action::DisarmResign => {}
        Action::Resign if !state.resign_armed => {
            if s.view.is_none() && s.game.outcome().is_none() {
                s.resign_armed = true;
            }
        }
        Action::Resign => {
            if s.view.is_none() && s.game.outcome().is_none() {
                let loser = match s.mode {
                    Mode::Computer { human, .. } => human,
                    _ => s.game.position().turn(),
                };
                s.game.resign(loser);
                s.resign_armed = false;
                s.announce = format!("{loser} resigned.");
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
            let mv = best.and_then(|t| s.game.position().parse_move(&t).ok());
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
                // Stop retrying this position; the player can undo or start a new game.
                return s;
            }
            return s;
        }
        Action::Load(text) => s.load(&text),
        Action::OpenPosition(text) => match text.trim().parse::<Position>() {
            Ok(pos) => s.offer(Pending::Position(pos)),
            Err(e) => s.notify(
                format!(
                    "The position in the link is not valid: {}. Your current game is kept.",
                    for_people(&e.to_string())
                ),
                true,
            ),
        },
        Action::OpenRecord(text) => match text.parse::<Record>() {
            Ok(rec) => s.offer(Pending::Record(rec.game)),
            Err(e) => s.notify(
                format!(
                    "The game in the link is not valid: {}. Your current game is kept.",
                    for_people(&e.to_string())
                ),
                true,
            ),
        },
        Action::ConfirmLink(open) => match s.pending.take() {
            Some(p) if open => s.open(p),
            _ => {
                s.dialog = None;
                s.notify("Your game is kept; the link was not opened.", false);
            }
        },
        Action::Notify { text, error } => s.notify(text, error),
        Action::Dismiss(id) => s.notices.retain(|n| n.id != id),
        Action::Dialog(d) => {
            s.dialog = d;
            s.builder = None;
        }
    }
    s.settle();
    s
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
        assert_eq!(s.game.notation(), ["F7-F8"]);
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
        assert_eq!(s.mode.level(), 2, "first visits play level 2");
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
    fn resign_asks_first_and_undo_takes_back_only_the_resignation() {
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
        let u = reduce(&r, Action::Undo);
        assert!(u.result().is_none());
        assert_eq!(u.game.ply(), 2, "no move taken back");
        assert!(u.interactive());
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
        let v = reduce(&s, Action::View(Some(0)));
        assert_eq!(reduce(&v, Action::Cancel).view, None);
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
        assert_eq!(stale.game.ply(), 1, "a reply with another id is dropped");
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
        assert_eq!(s.game.notation(), ["F7-F8", "F10-F9"]);
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
        assert_eq!(s.game.ply(), 0);
        assert!(s.search.is_none());
        s = reduce(&s, Action::Redo);
        assert_eq!(s.game.ply(), 2);
        // Undo while the computer thinks cancels the search; its late reply is ignored.
        s = reduce(&s, Action::Square(sq("G7")));
        s = reduce(&s, Action::Square(sq("G8")));
        let late = s.search.map(|x| x.id).unwrap_or_default();
        assert_eq!(s.game.ply(), 3);
        s = reduce(&s, Action::Undo);
        assert!(s.search.is_none());
        s = reduce(
            &s,
            Action::AiBest {
                id: late,
                best: Some("G10-G9".into()),
            },
        );
        assert_eq!(s.game.ply(), 2);
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
            short.game.notation(),
            ["E4-E6"],
            "a dot where a move ends plays it"
        );
        let full = reduce(&s, Action::Square(sq("E8")));
        assert_eq!(full.game.notation(), ["E4-E6-E8"]);
        // A path entered leg by leg (kept for paths that capture differently) says so and
        // offers to end where it stands.
        let mut mid = s.clone();
        mid.builder = Some(Builder {
            from: sq("E4"),
            prefix: vec![sq("E6")],
        });
        assert!(mid.status().starts_with("Canter in progress"));
        assert_eq!(mid.marks().landed, [sq("E6")]);
        assert!(mid.marks().next.contains(&sq("E8")));
        let ended = reduce(&mid, Action::EndHere);
        assert_eq!(ended.game.notation(), ["E4-E6"]);
        let again = reduce(&mid, Action::Square(sq("E6")));
        assert_eq!(
            again.game.notation(),
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
        assert!(s.status().contains("capture is compulsory"));
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
        assert_eq!(s4.game.ply(), 0, "a jump chain goes on");
        assert!(s4.status().starts_with("Keep jumping"));
        assert_eq!(s4.marks().captured, [sq("E5")]);
    }

    #[test]
    fn bad_position_link_keeps_the_game() {
        let s = reduce(&two_players(), Action::Square(sq("F7")));
        let s = reduce(&s, Action::Square(sq("F8")));
        let s2 = reduce(&s, Action::OpenPosition("not a position".into()));
        assert_eq!(s2.game.notation(), ["F7-F8"]);
        let n = s2.notices.last().expect("notice");
        assert!(
            n.error
                && n.text
                    .starts_with("The position in the link is not valid: ")
        );
        assert!(!n.text.contains('`'), "{}", n.text);
        let link = Action::OpenPosition(
            "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 b 0 0 1"
                .into(),
        );
        let asked = reduce(&s, link.clone());
        assert_eq!(
            asked.dialog,
            Some(Dialog::OpenLink),
            "a game with moves is not replaced silently"
        );
        assert_eq!(asked.game.notation(), ["F7-F8"]);
        let kept = reduce(&asked, Action::ConfirmLink(false));
        assert_eq!(kept.game.notation(), ["F7-F8"]);
        assert!(kept.dialog.is_none() && kept.pending.is_none());
        let ok = reduce(&asked, Action::ConfirmLink(true));
        assert_eq!(
            ok.notices.last().map(|n| n.text.as_str()),
            Some("Position loaded from link.")
        );
        let fresh = reduce(&State::default(), link);
        assert!(fresh.dialog.is_none(), "nothing to lose: opened at once");
        assert_eq!(fresh.game.start(), ok.game.start());
        assert_eq!(ok.game.ply(), 0);
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
        let cont = reduce(&s, Action::OpenRecord("1. F7-F8 F10-F9 *".into()));
        assert!(cont.dialog.is_none());
        assert_eq!(cont.game.notation(), ["F7-F8", "F10-F9"]);
        let other = reduce(&s, Action::OpenRecord("1. G7-G8 *".into()));
        assert_eq!(other.dialog, Some(Dialog::OpenLink));
        let escaped = reduce(&other, Action::Cancel);
        assert_eq!(escaped.game.notation(), ["F7-F8"]);
        assert!(escaped.dialog.is_none());
    }

    #[test]
    fn records_load_and_bad_records_keep_the_game() {
        let s = reduce(&two_players(), Action::Load("1. F7-F8 F10-F9 *".into()));
        assert_eq!(s.game.notation(), ["F7-F8", "F10-F9"]);
        let bad = reduce(&s, Action::Load("1. F7-F9 *".into()));
        assert_eq!(bad.game.notation(), ["F7-F8", "F10-F9"]);
        assert!(bad.notices.last().is_some_and(|n| n.error));
        let garbage = reduce(&s, Action::Load("\u{0}\u{ffff}[[[".into()));
        assert_eq!(garbage.game.ply(), 2);
        let words = reduce(&s, Action::Load("hello world".into()));
        let n = words.notices.last().expect("notice");
        assert!(
            n.text.starts_with("That doesn't look like a game record: "),
            "{}",
            n.text
        );
        assert!(!n.text.contains('`'), "{}", n.text);
    }

    #[test]
    fn resign_and_view_history() {
        let mut s = two_players();
        for t in ["F7", "F8", "F10", "F9"] {
            s = reduce(&s, Action::Square(sq(t)));
        }
        let v = reduce(&s, Action::View(Some(1)));
        assert_eq!(v.view, Some(1));
        assert!(!v.interactive());
        assert_eq!(
            v.shown_last_move().map(|m| m.to_string()),
            Some("F7-F8".into())
        );
        assert_eq!(reduce(&v, Action::View(None)).view, None);
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
        assert!(!s.game.repetition_rule());
        let s = reduce(&s, Action::Load("1. F7-F8 F10-F9 *".into()));
        assert!(!s.game.repetition_rule());
        let mut s = reduce(&s, Action::Load(Position::start().to_string()));
        assert!(!s.game.repetition_rule());
        let shuffle = ["J6", "K5", "J11", "K12", "K5", "J6", "K12", "J11"].repeat(2);
        for t in &shuffle {
            s = reduce(&s, Action::Square(sq(t)));
        }
        assert_eq!(s.game.ply(), 8);
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
        assert_eq!(s.game.ply(), 0);
    }
}
