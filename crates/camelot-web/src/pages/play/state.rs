//! The game page's state and its one pure reducer (`Action` → new `State`).
//!
//! The game is a tree of moves with a cursor ([`Cursor`]): the board shows the position at
//! the cursor, and a move played there continues its line or, where the line already goes on,
//! starts a side line (the main line is kept). The computer plays when it is its turn at the
//! end of a line. The reducer routes: moves being entered go to the shared [`Entry`], tree
//! actions to the cursor, the computer's search to [`Computer`], games brought in to the
//! import flow (`import.rs`); the words are in `words.rs`.
//!
//! No side effects here: posting to the worker, storage, sounds and the URL are effects in the
//! page that follow the fields they depend on.

use super::computer::{Computer, Purpose};
use super::import::{Import, Snapshot, Source};
use super::mode::Mode;
use super::words;
use crate::app::notice::Notices;
use crate::board::{DrawnPath, Marks, PathStyle};
use crate::engine::eval::Eval;
use crate::engine::protocol::{Failure, Solved};
use crate::entry::{Entry, EntryAction, Outcome as Entered, Pointer};
use crate::game::cursor::{Cursor, TreeAction};
use crate::game::words as tree_words;
use camelot_core::{
    Color, EndReason, GameTree, Move, NodeId, Outcome, Position, Role, Square, Variant,
};
use std::rc::Rc;

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

/// Everything the game page shows.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The game with its side lines and the node shown.
    pub game: Cursor,
    /// Who plays which side.
    pub mode: Mode,
    /// Board drawn with Black at the bottom.
    pub flipped: bool,
    /// The move being entered.
    pub entry: Entry,
    /// The computer's search, its progress, the hint and watch mode's pause.
    pub computer: Computer,
    /// Messages for the player.
    pub notices: Notices,
    /// A short explanation for the last click that did nothing.
    pub message: Option<String>,
    /// The text for the screen-reader live region.
    pub announce: String,
    /// The open dialog.
    pub dialog: Option<Dialog>,
    /// Games brought in: the one asked about, the Paste dialog, the one set aside.
    pub import: Import,
    /// Resign was pressed once; a second press confirms.
    pub resign_armed: bool,
    /// The tree as it was before a change that lost moves or a comment, and the notice that
    /// offers to undo it.
    pub tree_undo: Option<TreeUndo>,
}

/// A change of the tree that can be undone from the notice that reports it.
#[derive(Debug, Clone, PartialEq)]
pub struct TreeUndo {
    /// The notice offering it.
    pub notice: u64,
    /// The tree before.
    pub tree: Rc<GameTree>,
    /// The node shown before.
    pub node: NodeId,
}

/// Everything that can happen.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// The player on the board: a move being entered.
    Entry(EntryAction),
    /// The move list or the keys: going through the game, promoting, deleting, comments.
    Tree(TreeAction),
    /// Escape: close the dialog, or put aside what is being entered.
    Cancel,
    /// Take back a move (two against the computer).
    Undo,
    /// Replay an undone move.
    Redo,
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
        /// Raw score from White's point of view.
        score: i32,
    },
    /// Download progress of what the worker needs first (the Perfect opponent's solved game).
    AiLoading {
        /// Request id.
        id: u64,
        /// Bytes received.
        got: u64,
        /// Bytes in all (0: unknown).
        total: u64,
    },
    /// Search result from the worker.
    AiBest {
        /// Request id.
        id: u64,
        /// The move, if any.
        best: Option<String>,
        /// The solved game's verdict of the move (the Perfect worker's), if known.
        solved: Option<Solved>,
    },
    /// The worker failed.
    AiError {
        /// Request id.
        id: u64,
        /// What went wrong.
        failure: Failure,
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
        /// The computer's level from the link's `level=` (1 to 8), with `play=white|black`.
        level: Option<String>,
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
    /// Undo the change of the tree the notice reports (a deleted line, a comment removed).
    UndoTree,
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
        let mut s = State {
            game: Cursor::new(tree, cursor),
            mode,
            flipped,
            entry: Entry::default(),
            computer: Computer::default(),
            notices: Notices::default(),
            message: None,
            announce: String::new(),
            dialog: None,
            import: Import::default(),
            resign_armed: false,
            tree_undo: None,
        };
        s.settle();
        s
    }

    /// The game with its side lines.
    pub fn tree(&self) -> &Rc<GameTree> {
        self.game.tree()
    }

    /// The position on the board.
    pub fn shown(&self) -> &Position {
        self.game.shown()
    }

    /// How many moves lead to the shown position.
    pub fn shown_ply(&self) -> usize {
        self.game.ply()
    }

    /// The move that led to the shown position.
    pub fn shown_last_move(&self) -> Option<Move> {
        self.game.last_move()
    }

    /// The last move in words ("Black played F10-D12."), under the status where the turn box
    /// keeps room for the computer's thinking line: the reply read without hunting for it on
    /// the board, kept while the player chooses a piece or looks at an earlier position. The
    /// thinking line takes its place while the computer answers the player's own move; when
    /// watching, both moves are the computer's and both lines show.
    pub fn last_move_line(&self) -> Option<String> {
        let thinking = self.computer.thinking.is_some() && !matches!(self.mode, Mode::Watch { .. });
        if thinking
            || self.message.is_some()
            || self.computer.hint.is_some()
            || self.outcome().is_some()
        {
            return None;
        }
        let mv = self.shown_last_move()?;
        Some(words::announce(!self.shown().turn(), &mv))
    }

    /// The game's variant.
    pub fn variant(&self) -> Variant {
        self.game.variant()
    }

    /// The result at the shown position, if the game is over there.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// Whether the game has ended by resignation (which is final: no undo).
    pub fn resigned(&self) -> bool {
        self.tree()
            .ending()
            .is_some_and(|o| o.reason == EndReason::Resignation)
    }

    /// Whether the computer is to move: its turn at the end of a line that goes on.
    pub fn computer_to_move(&self) -> bool {
        self.game.at_line_end()
            && self.outcome().is_none()
            && self.mode.computer_plays(self.shown().turn())
            && !self.computer.paused_in(self.mode)
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
        self.game.at_game_end()
            && self.outcome().is_none()
            && !matches!(self.mode, Mode::Watch { .. })
    }

    /// Whether watch mode holds: paused, or looking back at an earlier position (the computers
    /// play only at the end of the line).
    pub fn watch_held(&self) -> bool {
        matches!(self.mode, Mode::Watch { .. })
            && self.outcome().is_none()
            && (self.computer.paused || !self.game.at_line_end())
    }

    /// Whether a move can be taken back now.
    pub fn can_undo(&self) -> bool {
        // Against the computer there is something to take back once the person has moved.
        let own_move = match self.mode {
            Mode::Computer { human, .. } => {
                let tree = self.tree();
                tree.line_nodes(self.game.node())
                    .iter()
                    .any(|&n| tree.parent(n).and_then(|p| turn_at(tree, p)) == Some(human))
            }
            _ => self.game.node() != NodeId::ROOT,
        };
        own_move && !(self.resigned() && self.game.at_game_end())
    }

    /// Whether an undone move can be replayed now.
    pub fn can_redo(&self) -> bool {
        !self.game.at_line_end()
    }

    /// Whether a game is going on: it has moves and has not ended.
    pub fn in_progress(&self) -> bool {
        !self.tree().is_empty() && self.tree().main_game().outcome().is_none()
    }

    /// The pieces each side has captured since the start of the game, at the shown position.
    pub fn taken(&self) -> (Taken, Taken) {
        let count = |pos: &Position, color: Color| {
            let mut t = Taken::default();
            for (_, p) in pos.board().iter().filter(|(_, p)| p.color == color) {
                match p.role {
                    Role::Man => t.men += 1,
                    Role::Knight => t.knights += 1,
                }
            }
            t
        };
        let lost = |color: Color| {
            let (before, now) = (
                count(self.tree().start(), color),
                count(self.shown(), color),
            );
            Taken {
                men: before.men.saturating_sub(now.men),
                knights: before.knights.saturating_sub(now.knights),
            }
        };
        (lost(Color::Black), lost(Color::White))
    }

    /// The status line (see [`words::status`]).
    pub fn status(&self) -> String {
        words::status(self)
    }

    /// The result at the shown position, if the game is over there, as a banner line.
    pub fn result(&self) -> Option<String> {
        self.outcome().map(words::result_line)
    }

    /// What the board marks: the last move, the pieces a duty leaves free, and the move or
    /// trees being entered.
    pub fn marks(&self) -> Marks {
        self.game.marks(&self.entry, self.interactive())
    }

    /// The board paths: the last move, then the move being entered (its preview, or the legs
    /// entered so far), else the hint.
    pub fn paths(&self) -> Vec<DrawnPath> {
        let mut out = Vec::new();
        out.extend(self.game.last_drawn());
        // The hint stays drawn while a move is entered: it is what the player asked to see.
        if let Some(h) = &self.computer.hint {
            out.push(DrawnPath::of(h, PathStyle::Hint));
        }
        out.extend(self.entry.path(self.game.legal()));
        out
    }

    /// The tree placement ready to be confirmed: every tree chosen, the player's turn.
    pub fn placement(&self) -> Option<Move> {
        self.interactive()
            .then(|| self.entry.placement(self.shown()))
            .flatten()
    }

    /// The move that may end where the entered path stands ("End move here").
    pub fn can_end_here(&self) -> Option<Move> {
        self.entry.can_end_here(self.game.legal())
    }

    /// Whether to greet a new player: a fresh game, their move, nothing selected.
    pub fn welcome(&self) -> bool {
        self.tree().is_empty()
            && self.interactive()
            && !self.shown().is_placing_trees()
            && self.entry.builder.is_none()
            && self.message.is_none()
            && self.computer.hint.is_none()
            && !matches!(self.mode, Mode::Watch { .. })
    }

    /// Shows a message (in place of the one shown).
    pub(super) fn notify(&mut self, text: impl Into<String>, error: bool) {
        self.notices.say(text, error);
    }

    /// Shows `node` (a node of the tree).
    fn go(&mut self, node: NodeId) {
        if self.game.go(node) {
            self.entry.reset();
            self.computer.hint = None;
            self.computer.hint_solved = None;
            self.message = None;
        }
    }

    /// Restores the invariants after any change: a search request exactly when the computer
    /// is to move, no move being entered while nobody may enter one.
    fn settle(&mut self) {
        let to_move = self.computer_to_move();
        let interactive = self.interactive();
        self.computer.settle(to_move, interactive);
        if to_move || !interactive {
            self.entry.reset();
        }
    }

    /// A move from the board, or the pointer moving over it.
    fn enter(&mut self, action: EntryAction) {
        match action {
            EntryAction::Click(_) => self.entry.pointer = Pointer::Mouse,
            EntryAction::Tap(_) => self.entry.pointer = Pointer::Touch,
            _ => {}
        }
        if !self.interactive() {
            return;
        }
        if matches!(action, EntryAction::Click(_) | EntryAction::Tap(_)) {
            self.message = None;
        }
        let pos = self.shown().clone();
        let legal = Rc::clone(self.game.legal());
        match self.entry.apply(&pos, &legal, action) {
            Entered::Nothing => {}
            Entered::Play(m) => self.play(m),
            Entered::Miss { from, path, stop } => {
                self.message = Some(self.entry.miss(&pos, from, &path, stop));
            }
            Entered::Say(why) => self.message = Some(self.entry.why(&why)),
        }
    }

    /// Plays `mv` at the cursor. Against the computer, a move made where the game went on
    /// differently is a takeback (the game goes on with it, the old moves stay as a side line),
    /// and the move played before brings its reply back too.
    pub(super) fn play(&mut self, mv: Move) {
        let mover = self.shown().turn();
        let had_line = !self.game.at_line_end();
        let on_game = self.game.on_main_line();
        match self.game.play(&mv) {
            Ok(played) => {
                let mut side_line = played.side_line;
                let against_computer = matches!(self.mode, Mode::Computer { .. });
                if against_computer && played.known {
                    // The computer's reply to it comes back too, as Redo would bring it
                    // (asking again would only repeat it).
                    let reply = self.tree().children(played.node).first().copied();
                    if self.mode.computer_plays(self.shown().turn())
                        && let Some(reply) = reply
                    {
                        self.game.go(reply);
                    }
                } else if against_computer
                    && had_line
                    && on_game
                    && let Ok(true) = self.game.promote(played.node)
                {
                    side_line = false;
                    self.notify(words::taken_back(&mv), false);
                }
                self.announce = words::announce(mover, &mv);
                self.entry.reset();
                self.computer.moved();
                self.message = None;
                if side_line {
                    self.notify(words::side_line(&mv), false);
                }
            }
            Err(e) => self.notify(
                words::cannot_play(&crate::app::core_words::tree_error(&e)),
                true,
            ),
        }
    }

    /// Back one move (against the computer, back to the person's turn). The moves stay in the
    /// tree: Redo or → replays them, and a different move starts a side line.
    fn undo(&mut self) {
        if !self.can_undo() {
            return;
        }
        let tree = Rc::clone(self.tree());
        let mut at = self.game.node();
        while let Some(parent) = tree.parent(at) {
            at = parent;
            match self.mode {
                Mode::Computer { human, .. } if turn_at(&tree, at) != Some(human) => continue,
                _ => break,
            }
        }
        self.go(at);
        self.announce = words::taken_back_to(turn_at(&tree, at).unwrap_or(Color::White));
    }

    /// Forward along the line (against the computer, to the person's next turn).
    fn redo(&mut self) {
        let tree = Rc::clone(self.tree());
        let mut at = self.game.node();
        while let Some(&next) = tree.children(at).first() {
            at = next;
            match self.mode {
                Mode::Computer { human, .. } if turn_at(&tree, at) != Some(human) => continue,
                _ => break,
            }
        }
        self.go(at);
    }

    /// What the move list and the keys ask of the tree.
    fn tree_action(&mut self, action: TreeAction) {
        match action {
            TreeAction::Go(node) => self.go(node),
            TreeAction::Step(to) => {
                if let Some(t) = to.target(self.tree(), self.game.node()) {
                    self.go(t);
                }
            }
            TreeAction::Promote(node) => {
                if let Ok(true) = self.game.promote(node) {
                    self.announce = words::promoted();
                }
            }
            TreeAction::Delete(node) => match self.game.delete(node) {
                Ok(d) => {
                    self.entry.reset();
                    self.announce = words::deleted();
                    self.offer_tree_undo(
                        tree_words::line_deleted(d.moves, d.comments),
                        d.before,
                        d.shown,
                    );
                }
                Err(e) => self.notify(
                    words::not_deleted(&crate::app::core_words::tree_error(&e)),
                    true,
                ),
            },
            TreeAction::Comment(node, text) => {
                let before = Rc::clone(self.tree());
                let old = before.comment(node).map(str::to_string);
                if self.game.comment(node, &text).is_ok() {
                    self.announce = words::comment_saved(&text);
                    // A comment removed or rewritten can be brought back.
                    if let Some(old) = old.filter(|o| self.tree().comment(node) != Some(o.as_str()))
                    {
                        let shown = self.game.node();
                        self.offer_tree_undo(
                            tree_words::comment_changed(&old, &text),
                            before,
                            shown,
                        );
                    }
                }
            }
        }
    }

    /// Reports a change of the tree with an offer to undo it.
    fn offer_tree_undo(&mut self, text: String, tree: Rc<GameTree>, node: NodeId) {
        self.notices.offer_undo(text);
        if let Some(n) = self.notices.get() {
            self.tree_undo = Some(TreeUndo {
                notice: n.id,
                tree,
                node,
            });
        }
    }

    /// Brings back the tree as it was before the change the notice reports.
    fn undo_tree(&mut self) {
        let Some(u) = self.tree_undo.take() else {
            return;
        };
        self.game.replace(u.tree, u.node);
        self.entry.reset();
        self.notices.say(tree_words::tree_restored(), false);
    }

    /// Escape: closes the dialog (keeping the game when it asked to replace it), or puts aside
    /// what is being entered.
    fn cancel(&mut self) {
        match self.dialog {
            Some(Dialog::Replace) => self.answer_replace(false),
            Some(_) => self.dialog = None,
            None => {
                let pos = self.shown().clone();
                let legal = Rc::clone(self.game.legal());
                self.entry.apply(&pos, &legal, EntryAction::Cancel);
            }
        }
        self.message = None;
    }

    /// A new game, the unfinished one set aside to bring back.
    fn new_game(&mut self, mode: Mode, start: Option<Box<Position>>, repetition: bool) {
        let set_aside = self.tree().main_game().outcome().is_none() && self.set_aside();
        let mut tree = GameTree::new(start.map(|p| *p).unwrap_or_default());
        tree.set_repetition_rule(repetition);
        self.game = Cursor::new(tree, NodeId::ROOT);
        self.mode = mode.clamped();
        self.flipped = self.mode.human_is_black();
        self.dialog = None;
        self.message = None;
        self.computer.stop();
        self.computer.paused = false;
        self.entry.reset();
        self.announce = words::new_game();
        self.notices.clear();
        self.tree_undo = None;
        if set_aside {
            self.notices.offer_undo(words::unfinished_kept());
        }
    }

    /// Resign, the first press asking to confirm.
    fn resign(&mut self, armed: bool) {
        if !self.can_resign() {
            return;
        }
        if !armed {
            self.resign_armed = true;
            return;
        }
        let loser = match self.mode {
            Mode::Computer { human, .. } => human,
            _ => self.shown().turn(),
        };
        let node = self.game.node();
        self.game.edit(|tree| {
            tree.set_ending(Some(Outcome::win(!loser, EndReason::Resignation)));
            Some(node)
        });
        self.resign_armed = false;
        self.announce = words::resigned(loser);
    }

    /// The worker's answer to search `id`.
    fn answered(&mut self, id: u64, best: Option<String>, solved: Option<Solved>) -> bool {
        let Some(purpose) = self.computer.answered(id) else {
            return false;
        };
        match (purpose, best.and_then(|t| self.shown().parse_move(&t).ok())) {
            (Purpose::Move, Some(mv)) => self.play(mv),
            (Purpose::Hint, Some(mv)) => {
                self.computer.hint = Some(mv);
                self.computer.hint_solved = solved;
                self.announce = words::hint(&mv);
            }
            (_, None) => self.notify(words::no_move(), true),
        }
        true
    }

    /// A snapshot of the whole game with its settings.
    pub(super) fn snapshot(&self) -> Snapshot {
        Snapshot {
            tree: (**self.tree()).clone(),
            cursor: self.game.node(),
            mode: self.mode,
            flipped: self.flipped,
        }
    }
}

/// Whose turn it is at `node`.
fn turn_at(tree: &GameTree, node: NodeId) -> Option<Color> {
    tree.position(node).map(Position::turn)
}

/// The reducer: the state after `action`. Never panics on any input.
pub fn reduce(state: &State, action: Action) -> State {
    let mut s = state.clone();
    let passing = matches!(
        action,
        Action::Resign
            | Action::Entry(EntryAction::Hover(_) | EntryAction::Show(_))
            | Action::AiInfo { .. }
            | Action::AiLoading { .. }
            | Action::PasteText(_)
    );
    if !passing {
        s.resign_armed = false;
    }
    match action {
        // The pointer passing over the board changes nothing else.
        Action::Entry(a @ (EntryAction::Hover(_) | EntryAction::Show(_))) => {
            let pos = s.shown().clone();
            let legal = Rc::clone(s.game.legal());
            s.entry.apply(&pos, &legal, a);
            return s;
        }
        Action::Entry(a) => s.enter(a),
        Action::Tree(a) => s.tree_action(a),
        Action::Cancel => s.cancel(),
        Action::Undo => s.undo(),
        Action::Redo => s.redo(),
        Action::NewGame {
            mode,
            start,
            repetition,
        } => s.new_game(mode, start, repetition),
        Action::DisarmResign => {}
        Action::Resign => s.resign(state.resign_armed),
        Action::Pause(paused) => {
            if matches!(s.mode, Mode::Watch { .. }) {
                s.computer.paused = paused;
                if paused {
                    s.computer.stop();
                } else if !s.game.at_line_end() {
                    // Resume while looking back: back to the game, which goes on.
                    let end = s.tree().main_line_end(NodeId::ROOT);
                    s.go(end);
                }
            }
        }
        Action::Flip => s.flipped = !s.flipped,
        Action::Hint => {
            if s.interactive() {
                s.computer.ask_hint();
            }
        }
        Action::AiInfo { id, depth, score } => {
            let eval = Eval::new(score, s.shown().turn());
            s.computer.info(id, depth, eval);
            return s;
        }
        Action::AiLoading { id, got, total } => {
            s.computer.loading(id, got, total);
            return s;
        }
        Action::AiBest { id, best, solved } => {
            if !s.answered(id, best, solved) {
                return s;
            }
        }
        Action::AiError { id, failure } => {
            if s.computer.failed(id) {
                s.notify(words::computer_failed(&failure), true);
            }
            // Stop retrying this position; the player can undo or start a new game.
            return s;
        }
        Action::PasteText(text) => {
            s.import.paste.text = text;
            s.import.paste.error = None;
            return s;
        }
        Action::Load { text, source } => s.load(&text, source),
        Action::OpenPosition {
            text,
            play,
            variant,
            level,
        } => s.open_position_link(&text, play.as_deref(), variant.as_deref(), level.as_deref()),
        Action::OpenRecord {
            text,
            node,
            variant,
        } => s.open_record_link(&text, node.as_deref(), variant.as_deref()),
        Action::OpenVariant { name, play } => s.open_variant_link(&name, play.as_deref()),
        Action::UndoTree => s.undo_tree(),
        Action::Replace(yes) => s.answer_replace(yes),
        Action::RestorePrevious => s.restore_previous(),
        Action::Notify { text, error } => s.notify(text, error),
        Action::Dismiss(id) => s.notices.dismiss(id),
        Action::Dialog(d) => {
            if d == Some(Dialog::Paste) && s.dialog != Some(Dialog::Paste) {
                s.import.paste = Default::default();
            }
            s.dialog = d;
            s.entry.reset();
        }
    }
    s.settle();
    s
}

impl crate::app::store::Reduce for State {
    type Action = Action;
    fn reduce(&self, action: Action) -> State {
        reduce(self, action)
    }
}

/// The squares of the pieces that may move now (for tests and the words).
pub(super) fn movable(legal: &[Move]) -> Vec<Square> {
    let mut v: Vec<Square> = legal.iter().map(Move::from).collect();
    v.sort();
    v.dedup();
    v
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::cursor::Stepping;
    use crate::pages::play::import::Source;
    use crate::pages::play::mode::{DEFAULT_LEVEL, Speed};
    use crate::pages::play::words;
    use camelot_core::Record;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    /// Where the old linear view stood: the moves shown when not at the game's end.
    fn viewing(s: &State) -> Option<usize> {
        (!s.game.at_game_end()).then(|| s.shown_ply())
    }

    /// Shows the position after `ply` moves of the main line (the game's end for `None`).
    fn view(s: &State, ply: Option<usize>) -> State {
        let main = s.tree().main_line(NodeId::ROOT);
        let node = match ply {
            Some(0) => NodeId::ROOT,
            Some(p) => main[p - 1],
            None => s.tree().main_line_end(NodeId::ROOT),
        };
        reduce(s, Action::Tree(TreeAction::Go(node)))
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
        assert!(s.computer.search.is_none());
        assert_eq!(s.status(), "Your move (White).");
    }

    #[test]
    fn select_and_play_a_plain_move() {
        let s = two_players();
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("F7"))));
        let m = s.marks();
        assert_eq!(m.selected, Some(sq("F7")));
        assert!(m.dests.contains(&sq("F8")));
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("F8"))));
        assert_eq!(s.game.line().notation(), ["F7-F8"]);
        assert!(s.entry.builder.is_none());
        assert_eq!(s.announce, "White played F7-F8.");
        assert_eq!(s.status(), "Black to move.");
        assert_eq!(s.last_move_line().as_deref(), Some("White played F7-F8."));
        // It stays while a piece is chosen; an earlier position has the move that led to it.
        let chosen = reduce(&s, Action::Entry(EntryAction::Click(sq("F10"))));
        assert_eq!(
            chosen.last_move_line().as_deref(),
            Some("White played F7-F8.")
        );
        let back = reduce(&s, Action::Tree(TreeAction::Go(NodeId::ROOT)));
        assert_eq!(back.last_move_line(), None, "no move before the start");
        assert_eq!(two_players().last_move_line(), None, "no move yet");
    }

    #[test]
    fn clicking_elsewhere_or_escape_deselects() {
        let s = reduce(&two_players(), Action::Entry(EntryAction::Click(sq("F7"))));
        assert!(reduce(&s, Action::Cancel).entry.builder.is_none());
        assert!(
            reduce(&s, Action::Entry(EntryAction::Click(sq("F7"))))
                .entry
                .builder
                .is_none()
        );
        let other = reduce(&s, Action::Entry(EntryAction::Click(sq("G7"))));
        assert_eq!(other.entry.builder.map(|b| b.from), Some(sq("G7")));
    }

    #[test]
    fn a_click_where_the_piece_cannot_go_explains() {
        let s = reduce(&two_players(), Action::Entry(EntryAction::Click(sq("F7"))));
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("F10"))));
        assert_eq!(
            s.message.as_deref(),
            Some("F7 cannot go to F10. The dots show where it can go.")
        );
        assert_eq!(
            s.entry.builder.map(|b| b.from),
            Some(sq("F7")),
            "still selected"
        );
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
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("F7"))));
        assert!(!s.welcome());
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("F8"))));
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
            s = reduce(&s, Action::Entry(EntryAction::Click(sq(t))));
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
        assert_eq!(u.game.line().ply(), 2);
        assert!(!u.interactive());
        let back = reduce(&u, Action::Tree(TreeAction::Step(Stepping::First)));
        assert_eq!(viewing(&back), Some(0), "it can still be reviewed");
        let next = reduce(
            &u,
            Action::NewGame {
                mode: Mode::TwoPlayers,
                start: None,
                repetition: true,
            },
        );
        assert!(next.result().is_none() && next.game.line().ply() == 0);
        assert!(
            next.import.previous.is_none(),
            "a finished game is not set aside"
        );
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
        assert!(s.notices.get().is_some(), "one notice");
        assert_eq!(s.notices.get().expect("a notice").text, "three");
    }

    #[test]
    fn escape_leaves_an_earlier_position() {
        let s = reduce(&two_players(), Action::Entry(EntryAction::Click(sq("F7"))));
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("F8"))));
        let v = view(&s, Some(0));
        let selected = reduce(&v, Action::Entry(EntryAction::Click(sq("F7"))));
        assert!(
            selected.entry.builder.is_some(),
            "an earlier position is playable"
        );
        assert!(reduce(&selected, Action::Cancel).entry.builder.is_none());
    }

    #[test]
    fn computer_turn_requests_a_search_and_takes_the_latest_reply() {
        let s = reduce(
            &State::default(),
            Action::Entry(EntryAction::Click(sq("F7"))),
        );
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("F8"))));
        let search = s.computer.search.expect("computer to move");
        assert_eq!(search.purpose, Purpose::Move);
        assert!(!s.interactive());
        assert!(s.status().contains("thinking"));
        let stale = reduce(
            &s,
            Action::AiBest {
                id: search.id + 100,
                best: Some("F10-F9".into()),
                solved: None,
            },
        );
        assert_eq!(
            stale.game.line().ply(),
            1,
            "a reply with another id is dropped"
        );
        let s = reduce(
            &s,
            Action::AiInfo {
                id: search.id,
                depth: 3,
                score: 10,
            },
        );
        assert_eq!(s.computer.thinking.as_ref().map(|t| t.depth), Some(3));
        let s = reduce(
            &s,
            Action::AiBest {
                id: search.id,
                best: Some("F10-F9".into()),
                solved: None,
            },
        );
        assert_eq!(s.game.line().notation(), ["F7-F8", "F10-F9"]);
        assert!(s.computer.search.is_none() && s.computer.thinking.is_none());
        assert!(s.interactive());
    }

    #[test]
    fn undo_against_the_computer_returns_to_the_players_turn() {
        let mut s = reduce(
            &State::default(),
            Action::Entry(EntryAction::Click(sq("J6"))),
        );
        s = reduce(&s, Action::Entry(EntryAction::Click(sq("K5"))));
        let id = s.computer.search.map(|x| x.id).unwrap_or_default();
        s = reduce(
            &s,
            Action::AiBest {
                id,
                best: Some("J11-K12".into()),
                solved: None,
            },
        );
        s = reduce(&s, Action::Undo);
        assert_eq!(s.game.line().ply(), 0);
        assert!(s.computer.search.is_none());
        s = reduce(&s, Action::Redo);
        assert_eq!(s.game.line().ply(), 2);
        // Undo while the computer thinks cancels the search; its late reply is ignored.
        s = reduce(&s, Action::Entry(EntryAction::Click(sq("G7"))));
        s = reduce(&s, Action::Entry(EntryAction::Click(sq("G8"))));
        let late = s.computer.search.map(|x| x.id).unwrap_or_default();
        assert_eq!(s.game.line().ply(), 3);
        s = reduce(&s, Action::Undo);
        assert!(s.computer.search.is_none());
        s = reduce(
            &s,
            Action::AiBest {
                id: late,
                best: Some("G10-G9".into()),
                solved: None,
            },
        );
        assert_eq!(s.game.line().ply(), 2);
    }

    #[test]
    fn multi_leg_entry_with_end_here() {
        let s = from_position("2/8/10/m11/12/12/12/12/12/4M7/12/4M7/4M7/10/8/2 w 0 0 1");
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("E4"))));
        let short = reduce(&s, Action::Entry(EntryAction::Click(sq("E6"))));
        assert_eq!(
            short.game.line().notation(),
            ["E4-E6"],
            "a dot where a move ends plays it"
        );
        let full = reduce(&s, Action::Entry(EntryAction::Click(sq("E8"))));
        assert_eq!(full.game.line().notation(), ["E4-E6-E8"]);
        // A path entered leg by leg (kept for paths that capture differently) says so and
        // offers to end where it stands.
        let mut mid = s.clone();
        mid.entry.builder = Some(crate::entry::Builder {
            from: sq("E4"),
            prefix: vec![sq("E6")],
        });
        assert_eq!(
            mid.status(),
            "Keep cantering or end the move here: click a ring to leap on, or click E6 again to stop."
        );
        assert_eq!(mid.marks().landed, [sq("E6")]);
        assert!(mid.marks().next.contains(&sq("E8")));
        let ended = reduce(&mid, Action::Entry(EntryAction::EndHere));
        assert_eq!(ended.game.line().notation(), ["E4-E6"]);
        let again = reduce(&mid, Action::Entry(EntryAction::Click(sq("E6"))));
        assert_eq!(
            again.game.line().notation(),
            ["E4-E6"],
            "clicking the landing again ends there"
        );
    }

    #[test]
    fn compulsory_capture_limits_selection_and_explains() {
        let s = from_position("2/8/10/12/12/12/12/12/12/4m7/12/4m7/4M3M3/10/8/2 w 0 0 1");
        assert_eq!(
            s.status(),
            "White to move: a capture is compulsory — the piece on E4 must capture."
        );
        assert_eq!(s.marks().movable, [sq("E4")]);
        let s2 = reduce(&s, Action::Entry(EntryAction::Click(sq("I4"))));
        assert!(s2.entry.builder.is_none());
        assert!(s2.message.as_deref().unwrap_or("").contains("compulsory"));
        let s3 = reduce(&s, Action::Entry(EntryAction::Click(sq("E4"))));
        assert_eq!(s3.marks().dests, [sq("E8")]);
        assert_eq!(
            reduce(&s3, Action::Entry(EntryAction::Click(sq("F4"))))
                .message
                .as_deref(),
            Some("E4 cannot go to F4. The dots show where it can go. A capture is compulsory.")
        );
        let s4 = reduce(&s3, Action::Entry(EntryAction::Click(sq("E6"))));
        assert_eq!(s4.game.line().ply(), 0, "a jump chain goes on");
        assert_eq!(
            s4.status(),
            "Keep jumping: the capture must go on. Click the next ring or dot."
        );
        assert_eq!(s4.marks().captured, [sq("E5")]);
    }

    #[test]
    fn bad_position_link_keeps_the_game() {
        let s = reduce(&two_players(), Action::Entry(EntryAction::Click(sq("F7"))));
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("F8"))));
        let s2 = reduce(
            &s,
            Action::OpenPosition {
                text: "not a position".into(),
                play: None,
                variant: None,
                level: None,
            },
        );
        assert_eq!(s2.game.line().notation(), ["F7-F8"]);
        let n = s2.notices.get().expect("notice");
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
            level: None,
        };
        let asked = reduce(&s, link.clone());
        assert_eq!(
            asked.dialog,
            Some(Dialog::Replace),
            "a game with moves is not replaced silently"
        );
        assert_eq!(asked.game.line().notation(), ["F7-F8"]);
        let kept = reduce(&asked, Action::Replace(false));
        assert_eq!(kept.game.line().notation(), ["F7-F8"]);
        assert!(kept.dialog.is_none() && kept.import.pending.is_none());
        let ok = reduce(&asked, Action::Replace(true));
        assert_eq!(
            ok.notices.get().map(|n| n.text.as_str()),
            Some(
                "Position loaded from the link. Black to move. Your previous game is kept (Undo brings it back)."
            )
        );
        // The editor's "Play from here" link (it says who plays) names the editor.
        let from_editor = Action::OpenPosition {
            text: "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 b 0 0 1"
                .into(),
            play: Some("two".into()),
            variant: None,
            level: None,
        };
        let asked_editor = reduce(&s, from_editor);
        let (title, _) = words::replace_question(&asked_editor).expect("a question");
        assert_eq!(title, "Play the position from the editor?");
        let played = reduce(&asked_editor, Action::Replace(true));
        assert!(
            played.notices.get().is_some_and(|n| n
                .text
                .starts_with("Position loaded from the editor. Black to move.")),
            "{:?}",
            played.notices.get()
        );
        let fresh = reduce(&State::default(), link);
        assert!(fresh.dialog.is_none(), "nothing to lose: opened at once");
        assert_eq!(fresh.tree().start(), ok.tree().start());
        assert_eq!(ok.game.line().ply(), 0);
        assert_eq!(
            ok.mode,
            Mode::Computer {
                human: Color::Black,
                level: DEFAULT_LEVEL
            }
        );
        assert!(ok.flipped);
        // A position whose game is over says its result, not whose move it is.
        let over = reduce(
            &State::default(),
            Action::OpenPosition {
                text: "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 w 0 0 1".into(),
                play: None,
                variant: None,
                level: None,
            },
        );
        let said = over
            .notices
            .get()
            .map(|n| n.text.clone())
            .unwrap_or_default();
        assert!(over.outcome().is_some(), "{said}");
        assert!(
            said.starts_with("Position loaded from the link. ") && !said.contains("to move"),
            "{said}"
        );
        assert!(said.contains(&words::result_line(over.outcome().expect("over"))));
    }

    #[test]
    fn record_links_ask_unless_they_continue_the_game() {
        let s = reduce(&two_players(), Action::Entry(EntryAction::Click(sq("F7"))));
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("F8"))));
        let cont = reduce(
            &s,
            Action::OpenRecord {
                text: "1. F7-F8 F10-F9 *".into(),
                node: None,
                variant: None,
            },
        );
        assert!(cont.dialog.is_none());
        assert_eq!(cont.game.line().notation(), ["F7-F8", "F10-F9"]);
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
        assert_eq!(escaped.game.line().notation(), ["F7-F8"]);
        assert!(escaped.dialog.is_none());
    }

    #[test]
    fn records_load_and_bad_records_keep_the_game_with_the_error_in_the_dialog() {
        let s = load(&two_players(), "1. F7-F8 F10-F9 *");
        assert_eq!(s.game.line().notation(), ["F7-F8", "F10-F9"]);
        let s = reduce(&s, Action::Dialog(Some(Dialog::Paste)));
        let bad = load(&s, "1. F7-F8 F10-F9 2. F8-F7 *");
        assert_eq!(bad.game.line().notation(), ["F7-F8", "F10-F9"]);
        assert_eq!(bad.dialog, Some(Dialog::Paste), "the dialog stays open");
        let e = bad
            .import
            .paste
            .error
            .clone()
            .expect("error next to the text");
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
        assert_eq!(bad.import.paste.text, "1. F7-F8 F10-F9 2. F8-F7 *");
        assert!(
            !bad.notices.get().into_iter().any(|n| n.error),
            "nothing behind the dialog"
        );
        let garbage = load(&s, "\u{0}\u{ffff}[[[");
        assert_eq!(garbage.game.line().ply(), 2);
        assert!(garbage.import.paste.error.is_some());
        let words = load(&s, "hello world");
        let e = words.import.paste.error.expect("error");
        assert!(e.text.starts_with("line 1, column 1: "), "{}", e.text);
        assert!(!e.text.contains('`'), "{}", e.text);
        let typing = reduce(&words_state(&s), Action::PasteText("1.".into()));
        assert!(
            typing.import.paste.error.is_none(),
            "typing clears the error"
        );
    }

    fn words_state(s: &State) -> State {
        load(s, "hello world")
    }

    #[test]
    fn a_bad_position_text_gets_the_position_error() {
        let s = load(&two_players(), "2/8/10/zz/12 w 0 0 1");
        let e = s.import.paste.error.expect("error");
        assert!(
            e.text.starts_with("This position text is not valid: "),
            "{}",
            e.text
        );
        assert!(!e.text.contains("square name"), "{}", e.text);
        assert!(crate::game::import::looks_like_position(
            &Position::start().to_string()
        ));
        assert!(!crate::game::import::looks_like_position("1. F7-F8 *"));
        assert!(!crate::game::import::looks_like_position(
            "[Event \"x\"]\n\n1. F7-F8 *"
        ));
    }

    #[test]
    fn paste_and_file_ask_before_replacing_and_the_old_game_can_come_back() {
        let mut s = two_players();
        for t in ["F7", "F8", "F10", "F9"] {
            s = reduce(&s, Action::Entry(EntryAction::Click(sq(t))));
        }
        let asked = reduce(
            &s,
            Action::Load {
                text: "1. G7-G8 *".into(),
                source: Source::File,
            },
        );
        assert_eq!(asked.dialog, Some(Dialog::Replace));
        assert_eq!(asked.game.line().notation(), ["F7-F8", "F10-F9"]);
        let (title, body) = words::replace_question(&asked).expect("question");
        assert_eq!(title, "Open the game from the file?");
        assert!(
            body.starts_with("Your current game (1 move) will be replaced"),
            "{body}"
        );
        let kept = reduce(&asked, Action::Cancel);
        assert_eq!(kept.game.line().notation(), ["F7-F8", "F10-F9"]);
        assert!(kept.import.pending.is_none() && kept.dialog.is_none());
        let replaced = reduce(&asked, Action::Replace(true));
        assert_eq!(replaced.game.line().notation(), ["G7-G8"]);
        let n = replaced.notices.get().expect("notice");
        assert!(n.undo, "{n:?}");
        assert!(n.text.starts_with("Game loaded: 1 move."), "{}", n.text);
        let back = reduce(&replaced, Action::RestorePrevious);
        assert_eq!(back.game.line().notation(), ["F7-F8", "F10-F9"]);
        assert_eq!(
            back.import
                .previous
                .as_ref()
                .map(|p| p.tree.main_game().notation()),
            Some(vec!["G7-G8".to_string()]),
            "the replacing game is set aside in turn"
        );
        // Continuing the same game needs no question.
        let cont = load(&s, "1. F7-F8 F10-F9 2. F8xF10xF12 *");
        assert!(cont.dialog.is_none());
        assert_eq!(cont.game.line().ply(), 3);
    }

    #[test]
    fn resign_and_view_history() {
        let mut s = two_players();
        for t in ["F7", "F8", "F10", "F9"] {
            s = reduce(&s, Action::Entry(EntryAction::Click(sq(t))));
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
        assert!(!s.tree().repetition_rule());
        let s = reduce(
            &s,
            Action::Load {
                text: "1. F7-F8 F10-F9 *".into(),
                source: Source::Paste,
            },
        );
        assert!(!s.tree().repetition_rule());
        let s = load(&s, &Position::start().to_string());
        let mut s = reduce(&s, Action::Replace(true));
        assert!(!s.tree().repetition_rule());
        let shuffle = ["J6", "K5", "J11", "K12", "K5", "J6", "K12", "J11"].repeat(2);
        for t in &shuffle {
            s = reduce(&s, Action::Entry(EntryAction::Click(sq(t))));
        }
        assert_eq!(s.game.line().ply(), 8);
        assert!(
            s.result().is_none(),
            "no draw by repetition when switched off"
        );
        let mut on = two_players();
        for t in &shuffle {
            on = reduce(&on, Action::Entry(EntryAction::Click(sq(t))));
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
        let id = s.computer.search.map(|x| x.id).expect("hint search");
        let s = reduce(
            &s,
            Action::AiBest {
                id,
                best: Some("J6-K5".into()),
                solved: None,
            },
        );
        assert_eq!(s.computer.hint.map(|m| m.to_string()), Some("J6-K5".into()));
        assert!(!s.welcome(), "the hint line takes the welcome line's place");
        assert_eq!(s.game.line().ply(), 0);
    }

    #[test]
    fn clicks_that_do_nothing_say_why() {
        let s = two_players();
        let enemy = reduce(&s, Action::Entry(EntryAction::Click(sq("F10"))));
        assert_eq!(
            enemy.message.as_deref(),
            Some("That is Black's piece. You play White: click one of your own pieces.")
        );
        let empty = reduce(&s, Action::Entry(EntryAction::Click(sq("F9"))));
        assert_eq!(
            empty.message.as_deref(),
            Some("F9 is empty. Select one of your pieces first, then where it should go.")
        );
        let tapped = reduce(&s, Action::Entry(EntryAction::Tap(sq("F10"))));
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
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("J6"))));
        let asked = reduce(&s, Action::Entry(EntryAction::Click(sq("F12"))));
        assert_eq!(asked.game.line().ply(), 0, "no guess");
        let options = asked.entry.choice.clone().expect("a choice").options;
        assert_eq!(options.len(), 2);
        assert!(asked.status().starts_with("Choose how to go to F12"));
        assert_eq!(
            asked.entry.preview(asked.game.legal()),
            None,
            "nothing drawn until an option is shown"
        );
        let shown = reduce(&asked, Action::Entry(EntryAction::Show(Some(1))));
        assert_eq!(
            shown
                .entry
                .preview(shown.game.legal())
                .and_then(|p| p.plays),
            Some(options[1])
        );
        let played = reduce(&shown, Action::Entry(EntryAction::Pick(1)));
        assert_eq!(played.game.line().moves(), [options[1]]);
        assert!(played.entry.choice.is_none());
        let dropped = reduce(&asked, Action::Cancel);
        assert!(dropped.entry.choice.is_none() && dropped.entry.builder.is_some());
    }

    #[test]
    fn a_tapped_multi_leg_move_waits_for_a_second_tap() {
        let s = from_position("2/8/10/m11/12/12/12/12/12/4M7/12/4M7/4M7/10/8/2 w 0 0 1");
        let fresh = s.clone();
        let s = reduce(&s, Action::Entry(EntryAction::Tap(sq("E4"))));
        let first = reduce(&s, Action::Entry(EntryAction::Tap(sq("E8"))));
        assert_eq!(first.game.line().ply(), 0);
        let mv = first.entry.pending.expect("waiting");
        assert_eq!(mv.to_string(), "E4-E6-E8");
        assert_eq!(
            first
                .entry
                .preview(first.game.legal())
                .and_then(|p| p.plays),
            Some(mv)
        );
        assert_eq!(
            first.status(),
            "Tap E8 again to play E4-E6-E8, or tap another square."
        );
        let second = reduce(&first, Action::Entry(EntryAction::Tap(sq("E8"))));
        assert_eq!(second.game.line().notation(), ["E4-E6-E8"]);
        let bar = reduce(&first, Action::Entry(EntryAction::Confirm));
        assert_eq!(bar.game.line().notation(), ["E4-E6-E8"]);
        // A one-leg move plays at once, and a mouse click never asks.
        let step = reduce(&s, Action::Entry(EntryAction::Tap(sq("E3"))));
        assert_eq!(step.game.line().ply(), 1);
        let clicked = reduce(
            &reduce(&fresh, Action::Entry(EntryAction::Click(sq("E4")))),
            Action::Entry(EntryAction::Click(sq("E8"))),
        );
        assert_eq!(clicked.game.line().ply(), 1);
    }

    #[test]
    fn stepping_through_the_game_speaks_in_full_moves() {
        let mut s = two_players();
        for t in ["J6", "K5", "J11", "K12", "K5", "L4"] {
            s = reduce(&s, Action::Entry(EntryAction::Click(sq(t))));
        }
        assert_eq!(s.game.line().ply(), 3);
        let first = reduce(&s, Action::Tree(TreeAction::Step(Stepping::First)));
        assert_eq!(viewing(&first), Some(0));
        assert_eq!(
            first.status(),
            "Viewing the position at the start (of 2 moves). White to move: a move here starts a side line."
        );
        let one = reduce(&first, Action::Tree(TreeAction::Step(Stepping::Forward)));
        assert_eq!(viewing(&one), Some(1));
        let two = reduce(&one, Action::Tree(TreeAction::Step(Stepping::Forward)));
        assert_eq!(
            two.status(),
            "Viewing the position after Black's 1st move (of 2 moves). White to move: a move here starts a side line."
        );
        let back = reduce(&two, Action::Tree(TreeAction::Step(Stepping::Back)));
        assert_eq!(viewing(&back), Some(1));
        let live = reduce(&back, Action::Tree(TreeAction::Step(Stepping::Last)));
        assert_eq!(viewing(&live), None);
        assert_eq!(
            viewing(&reduce(
                &live,
                Action::Tree(TreeAction::Step(Stepping::Forward))
            )),
            None
        );
        let from_live = reduce(&live, Action::Tree(TreeAction::Step(Stepping::Back)));
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
        assert!(s.computer.search.is_some(), "White's computer thinks");
        let paused = reduce(&s, Action::Pause(true));
        assert!(paused.computer.search.is_none() && paused.computer.paused);
        assert!(paused.status().starts_with("Paused."));
        let late = reduce(
            &paused,
            Action::AiBest {
                id: s.computer.search.map(|x| x.id).unwrap_or_default(),
                best: Some("F7-F8".into()),
                solved: None,
            },
        );
        assert_eq!(
            late.game.line().ply(),
            0,
            "a reply after pausing is dropped"
        );
        let resumed = reduce(&paused, Action::Pause(false));
        assert!(resumed.computer.search.is_some());
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
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("E4"))));
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("E8"))));
        let (white, black) = s.taken();
        assert_eq!((white.men, white.knights, black.total()), (2, 0, 0));
        let start = reduce(&s, Action::Tree(TreeAction::Step(Stepping::First)));
        assert_eq!(
            start.taken().0.total(),
            0,
            "counts follow the shown position"
        );
    }

    #[test]
    fn a_new_game_over_an_unfinished_one_keeps_it_for_undo() {
        let s = reduce(&two_players(), Action::Entry(EntryAction::Click(sq("F7"))));
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("F8"))));
        let n = reduce(
            &s,
            Action::NewGame {
                mode: Mode::TwoPlayers,
                start: None,
                repetition: true,
            },
        );
        assert!(n.notices.get().is_some_and(|n| n.undo));
        let back = reduce(&n, Action::RestorePrevious);
        assert_eq!(back.game.line().notation(), ["F7-F8"]);
    }

    #[test]
    fn a_move_at_an_earlier_position_starts_a_side_line_and_keeps_the_game() {
        let mut s = two_players();
        for t in ["J6", "K5", "J11", "K12", "K5", "L4"] {
            s = reduce(&s, Action::Entry(EntryAction::Click(sq(t))));
        }
        let game = s.tree().main_game().notation();
        let back = view(&s, Some(1));
        let side = reduce(
            &reduce(&back, Action::Entry(EntryAction::Click(sq("F10")))),
            Action::Entry(EntryAction::Click(sq("F9"))),
        );
        assert_eq!(
            side.tree().main_game().notation(),
            game,
            "the main line is kept"
        );
        assert_eq!(side.game.line().notation(), ["J6-K5", "F10-F9"]);
        assert!(!side.tree().is_main_line(side.game.node()));
        assert_eq!(
            side.tree()
                .path(side.game.node())
                .map(|p| p.to_string())
                .as_deref(),
            Some("0.1")
        );
        assert!(
            side.notices
                .get()
                .is_some_and(|n| n.text.starts_with("A side line starts with F10-F9"))
        );
        // ↑/↓ choose between the moves played there.
        let up = reduce(&side, Action::Tree(TreeAction::Step(Stepping::Up)));
        assert_eq!(up.game.line().notation(), ["J6-K5", "J11-K12"]);
        assert_eq!(
            reduce(&up, Action::Tree(TreeAction::Step(Stepping::Up)))
                .game
                .node(),
            up.game.node(),
            "no move above"
        );
        let down = reduce(&up, Action::Tree(TreeAction::Step(Stepping::Down)));
        assert_eq!(down.game.node(), side.game.node());
        // Playing the game's own next move goes along it instead of adding a line.
        let again = reduce(
            &reduce(&back, Action::Entry(EntryAction::Click(sq("J11")))),
            Action::Entry(EntryAction::Click(sq("K12"))),
        );
        assert_eq!(again.tree().len(), s.tree().len());
        assert!(again.tree().is_main_line(again.game.node()));
        // Promote, comment, delete.
        let promoted = reduce(&side, Action::Tree(TreeAction::Promote(side.game.node())));
        assert_eq!(promoted.tree().main_game().notation(), ["J6-K5", "F10-F9"]);
        let commented = reduce(
            &promoted,
            Action::Tree(TreeAction::Comment(promoted.game.node(), "solid".into())),
        );
        assert_eq!(
            commented.tree().comment(commented.game.node()),
            Some("solid")
        );
        let uncommented = reduce(
            &commented,
            Action::Tree(TreeAction::Comment(commented.game.node(), " ".into())),
        );
        assert_eq!(uncommented.tree().comment(uncommented.game.node()), None);
        let deleted = reduce(
            &commented,
            Action::Tree(TreeAction::Delete(commented.game.node())),
        );
        assert_eq!(
            deleted.game.line().notation(),
            ["J6-K5"],
            "the cursor goes to the move before"
        );
        assert_eq!(deleted.tree().len(), 3);
    }

    /// Against the computer: the person plays J6-K5 and the computer answers J11-K12.
    fn j6_k5_answered() -> State {
        let s = reduce(
            &State::default(),
            Action::Entry(EntryAction::Click(sq("J6"))),
        );
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("K5"))));
        let id = s.computer.search.map(|x| x.id).unwrap_or_default();
        reduce(
            &s,
            Action::AiBest {
                id,
                best: Some("J11-K12".into()),
                solved: None,
            },
        )
    }

    #[test]
    fn against_the_computer_a_side_line_is_answered_and_undo_keeps_the_moves() {
        let undone = reduce(&j6_k5_answered(), Action::Undo);
        assert_eq!(
            undone.game.node(),
            NodeId::ROOT,
            "back to the person's turn"
        );
        assert_eq!(undone.tree().len(), 2, "the moves stay");
        assert!(
            undone.computer.search.is_none(),
            "the computer waits while the game goes on ahead"
        );
        assert!(undone.can_redo());
        assert_eq!(reduce(&undone, Action::Redo).game.line().ply(), 2);
        let side = reduce(
            &reduce(&undone, Action::Entry(EntryAction::Click(sq("G7")))),
            Action::Entry(EntryAction::Click(sq("G8"))),
        );
        assert!(
            side.computer.search.is_some(),
            "the computer answers at the end of the new line"
        );
        assert_eq!(side.tree().children(NodeId::ROOT).len(), 2);
        // A takeback: the new move is the game now, the old moves its side line.
        assert!(
            side.tree().is_main_line(side.game.node()),
            "the game goes on with G7-G8"
        );
        assert!(side.can_resign(), "resigning the game is possible again");
        assert!(
            !side
                .tree()
                .is_main_line(side.tree().children(NodeId::ROOT)[1])
        );
    }

    #[test]
    fn against_the_computer_the_same_move_after_undo_brings_its_reply_back() {
        let undone = reduce(&j6_k5_answered(), Action::Undo);
        let again = reduce(
            &reduce(&undone, Action::Entry(EntryAction::Click(sq("J6")))),
            Action::Entry(EntryAction::Click(sq("K5"))),
        );
        assert_eq!(
            again.game.line().ply(),
            2,
            "J6-K5 and the computer's J11-K12"
        );
        assert!(
            again.interactive(),
            "the person's turn, not a computer waiting"
        );
        assert_eq!(again.tree().len(), 2, "nothing new in the tree");
    }

    #[test]
    fn undo_while_the_computer_thinks_then_a_new_move_is_the_game() {
        let mut s = reduce(
            &State::default(),
            Action::Entry(EntryAction::Click(sq("F7"))),
        );
        s = reduce(&s, Action::Entry(EntryAction::Click(sq("F8"))));
        assert!(s.computer.search.is_some(), "the computer thinks");
        s = reduce(&s, Action::Undo);
        assert!(s.computer.search.is_none());
        assert!(
            s.status().contains("takes the later ones back"),
            "{}",
            s.status()
        );
        s = reduce(
            &reduce(&s, Action::Entry(EntryAction::Click(sq("G7")))),
            Action::Entry(EntryAction::Click(sq("G8"))),
        );
        assert!(
            s.computer.search.is_some(),
            "the computer answers the new move"
        );
        assert!(s.tree().is_main_line(s.game.node()));
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
        assert_eq!(s.game.line().notation(), ["F7-F8", "F10-F9"]);
        let lost = reduce(
            &State::default(),
            Action::OpenRecord {
                text: text.into(),
                node: Some("7.7".into()),
                variant: None,
            },
        );
        assert_eq!(
            lost.game.line().notation(),
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
                    level: None,
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
            black.flipped && black.computer.search.is_some(),
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
                .get()
                .into_iter()
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
            crate::pages::play::dialogs::new_game(mode, v, true),
        )
    }

    fn click(s: &State, squares: &[&str]) -> State {
        squares.iter().fold(s.clone(), |s, q| {
            reduce(
                &s,
                Action::Entry(EntryAction::Click(Square::parse_any(q).expect("square"))),
            )
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
        assert_eq!(
            s.game.line().notation(),
            ["L7-M8"],
            "a square only Chivalry has"
        );
        assert!(s.status().starts_with("Black to move"), "{}", s.status());
        let cam = click(&variant_game(Variant::Cam, Mode::TwoPlayers), &["D5", "D6"]);
        assert_eq!(cam.game.line().notation(), ["D5-D6"]);
        let record = Record::from_tree(cam.tree(), &[]).to_string();
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
        let (title, body) = words::replace_question(&asked).expect("a question");
        assert_eq!(title, "Start a new game of Camette?");
        assert!(
            body.starts_with("Your current game (1 move) will be replaced"),
            "{body}"
        );
        let kept = reduce(&asked, Action::Replace(false));
        assert_eq!(kept.game.line().notation(), ["F7-F8"]);
        assert!(
            kept.notices
                .get()
                .expect("a notice")
                .text
                .contains("new game of Camette from the link was not opened")
        );
        let replaced = reduce(&asked, Action::Replace(true));
        assert_eq!(replaced.variant(), Variant::Camette);
        assert!(replaced.tree().is_empty());
        assert!(replaced.notices.get().is_some_and(|n| n.undo));
        let back = reduce(&replaced, Action::RestorePrevious);
        assert_eq!(
            (back.variant(), back.game.line().notation()),
            (Variant::Camelot, vec!["F7-F8".to_string()])
        );
        // A finished game is set aside without asking.
        let over = reduce(&reduce(&playing, Action::Resign), Action::Resign);
        assert!(over.outcome().is_some());
        let next = open(&over, "cam");
        assert_eq!((next.variant(), next.dialog), (Variant::Cam, None));
        assert!(next.import.previous.is_some());
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
        let n = &s.notices.get().expect("a notice");
        assert!(n.error);
        assert_eq!(
            n.text,
            "The link's variant is not one this program plays (unknown variant checkers: one of camelot, chivalry, cam, camette, all-knighter, river, anti). Your current game is kept."
        );
        assert_eq!(s.game.line().notation(), ["F7-F8"]);
        let long = reduce(
            &playing,
            Action::OpenVariant {
                name: "x".repeat(5000),
                play: None,
            },
        );
        assert!(
            long.notices.get().expect("a notice").text.len() < 300,
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
                level: None,
            },
        );
        assert!(
            s.notices.get().expect("a notice").error
                && s.notices
                    .get()
                    .expect("a notice")
                    .text
                    .starts_with("The position in the link is not valid"),
            "{}",
            s.notices.get().expect("a notice").text
        );
        let s = reduce(
            &State::default(),
            Action::OpenPosition {
                text: cam.split_once(' ').expect("named").1.into(),
                play: Some("two".into()),
                variant: Some("cam".into()),
                level: None,
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
            s.notices.get().expect("a notice").text,
            "The game in the link is a game of Cam, not of Chivalry as the link's variant says. Your current game is kept."
        );
    }

    #[test]
    fn variant_positions_and_records_paste_as_such() {
        let camette = Position::start_of(Variant::Camette).to_string();
        assert!(crate::game::import::looks_like_position(&camette));
        assert!(!crate::game::import::looks_like_position(
            "camette is small"
        ));
        let s = load(&two_players(), &camette);
        assert_eq!((s.variant(), s.dialog), (Variant::Camette, None));
        let record = "[Variant \"Chivalry\"]\n\n1. L7-M8 *";
        let s = load(&two_players(), record);
        assert_eq!(
            (s.variant(), s.game.line().notation()),
            (Variant::Chivalry, vec!["L7-M8".to_string()])
        );
        let bad = load(&two_players(), "[Variant \"Chivalry\"]\n\n1. F7-F9 *");
        assert!(bad.import.paste.error.is_some());
    }

    #[test]
    fn river_trees_are_planted_by_three_clicks_and_a_confirm() {
        let s = variant_game(Variant::River, Mode::TwoPlayers);
        assert!(
            s.game.legal().is_empty(),
            "no list of ten thousand placements"
        );
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
            wrong.entry.planting, s.entry.planting,
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
        assert!(reduce(&s, Action::Cancel).entry.planting.chosen.is_empty());
        assert_eq!(
            click(&s, &["D2"]).entry.planting.chosen,
            [sq("C2"), sq("I2")]
        );
        let s = reduce(&s, Action::Entry(EntryAction::Confirm));
        assert_eq!(s.game.line().notation(), ["C2,D2,I2"]);
        assert_eq!(s.announce, "White planted trees on C2, D2 and I2.");
        assert_eq!(s.shown().board().trees().len(), 3);
        assert!(s.marks().last.is_empty(), "a placement draws no path");
        // Black plants on its side, by taps too; then the pieces move, and trees block.
        let mut b = s.clone();
        for q in ["C15", "D15", "I15"] {
            b = reduce(&b, Action::Entry(EntryAction::Tap(sq(q))));
        }
        let b = reduce(&b, Action::Entry(EntryAction::Confirm));
        assert_eq!(b.game.line().notation(), ["C2,D2,I2", "C15,D15,I15"]);
        assert!(!b.game.legal().is_empty() && !b.shown().is_placing_trees());
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
            moved.game.line().notation().last().map(String::as_str),
            Some("D5-D6")
        );
        // Undo goes back into the placement.
        let undone = reduce(&reduce(&b, Action::Undo), Action::Undo);
        assert!(undone.shown().is_placing_trees() && undone.entry.planting.chosen.is_empty());
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
        let s = reduce(
            &click(&s, &["C2", "D2", "I2"]),
            Action::Entry(EntryAction::Confirm),
        );
        let search = s.computer.search.expect("the computer plants next");
        assert_eq!(search.purpose, Purpose::Move);
        let s = reduce(
            &s,
            Action::AiBest {
                id: search.id,
                best: Some("c15,d15,i15".into()),
                solved: None,
            },
        );
        assert_eq!(s.game.line().notation(), ["C2,D2,I2", "C15,D15,I15"]);
        // A worker that fails (the engine not ready for this board) says so and stops.
        let s = reduce(
            &click(&s, &["D5", "D6"]),
            Action::Entry(EntryAction::Hover(None)),
        );
        let search = s.computer.search.expect("the computer's move");
        let failed = reduce(
            &s,
            Action::AiError {
                id: search.id,
                failure: Failure::Stopped {
                    detail: Some("RuntimeError: unreachable".into()),
                },
            },
        );
        assert!(failed.computer.search.is_none());
        assert_eq!(
            failed.notices.get().expect("a notice").text,
            "The computer failed: the AI worker stopped (RuntimeError: unreachable)"
        );
    }
}
