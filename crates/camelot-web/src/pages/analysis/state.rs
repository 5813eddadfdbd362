//! The analysis page's state and its one pure reducer (`Action` → new `State`).
//!
//! Like the game page, the page shows a game tree at a cursor ([`Cursor`]); a move played on
//! the board continues the line or starts a side line. On top of it: what the worker should
//! be doing ([`Job`]: analyse the shown position, review the main line, or check a move the
//! player found while learning from mistakes, `drill.rs`), the last lines it reported
//! (`report.rs`), the review, and the verdicts. The page posts the job's request when its id
//! changes and feeds the worker's replies back in as [`Action::Reply`]; replies for any other
//! id are dropped, so stepping through the game never waits for the engine.

use super::bar::BarValue;
use super::drill::{Attempt, Learn};
use super::report::{Analysis, Job, Work};
use super::review::{Judgement, Review, Summary, Verdict, summary};
use super::words;
use crate::app::notice::Notices;
use crate::board::{DrawnPath, Marks, PathStyle};
use crate::engine::eval::Eval;
use crate::engine::protocol::{AnalysisReply, Solved};
use crate::entry::{Entry, EntryAction, Outcome as Entered};
use crate::game::cursor::{Cursor, TreeAction};
use crate::game::words as tree_words;
use camelot_core::{Color, Game, GameTree, Move, NodeId, Position};
use std::collections::HashMap;
use std::rc::Rc;

/// How many lines the analysis shows.
pub const LINES: usize = 3;

/// The review's node budget per position.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Depth {
    /// The default: a 60-move game in well under half a minute.
    #[default]
    Quick,
    /// Four times the nodes.
    Deep,
}

impl Depth {
    /// Nodes per position.
    pub fn nodes(self) -> u64 {
        match self {
            Depth::Quick => 60_000,
            Depth::Deep => 240_000,
        }
    }

    /// The setting's name, as stored.
    pub fn name(self) -> &'static str {
        match self {
            Depth::Quick => "quick",
            Depth::Deep => "deep",
        }
    }

    /// The setting named `name` (quick for anything else).
    pub fn from_name(name: &str) -> Depth {
        if name == "deep" {
            Depth::Deep
        } else {
            Depth::Quick
        }
    }
}

/// Everything the analysis page shows.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The game with its side lines and the node shown.
    pub game: Cursor,
    /// The move being entered.
    pub entry: Entry,
    /// Why the last click did nothing.
    pub message: Option<String>,
    /// Black at the bottom.
    pub flipped: bool,
    /// Whether the engine analyses the shown position.
    pub engine: bool,
    /// The engine's last report on the shown position.
    pub analysis: Option<Rc<Analysis>>,
    /// What the worker is doing.
    pub job: Option<Job>,
    /// The review, complete or not (set it with [`State::set_review`]).
    pub review: Option<Rc<Review>>,
    /// The verdicts of the review, on the moves it covers.
    pub judged: Rc<Vec<Judgement>>,
    /// Whether the review is running.
    pub reviewing: bool,
    /// The review's budget.
    pub depth: Depth,
    /// Learning from mistakes.
    pub learn: Option<Learn>,
    /// Messages for the player.
    pub notices: Notices,
    /// The tree as it was before a change that lost moves or a comment (the notice that
    /// reports it offers to undo it): the notice's id, the tree, the node shown.
    pub tree_undo: Option<(u64, Rc<GameTree>, NodeId)>,
    /// The answer to the review panel's last button ("the review is complete", "no mistake
    /// to learn from"), shown beside it.
    pub review_note: Option<String>,
    /// The link the analysis was opened from ([`super::Link::key`]), to recognise it on
    /// reload.
    pub source: String,
    /// The solved game's verdict of a position (by its hash), as the solved line last heard
    /// it: on that position the bar and the evaluation's words defer to it.
    pub solved: Option<(u64, Solved)>,
    last_job: u64,
}

/// Everything that can happen.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// The player on the board: a move being entered.
    Entry(EntryAction),
    /// The move list or the keys: going through the game, promoting, deleting, comments.
    Tree(TreeAction),
    /// Escape.
    Cancel,
    /// Turn the board.
    Flip,
    /// Switch the analysis on or off.
    Engine(bool),
    /// Play these moves (an engine line up to the move clicked, as the player saw it) into
    /// the tree from the position shown.
    PlayLine(Vec<Move>),
    /// A message from the worker.
    Reply(AnalysisReply),
    /// The review's budget.
    SetDepth(Depth),
    /// Review the main line.
    ReviewStart,
    /// Stop the review (what it found so far is kept).
    ReviewCancel,
    /// Play the review's better move in place of the shown move, as a side line.
    BetterMove,
    /// Learn from `Color`'s mistakes.
    LearnStart(Color),
    /// Go on to the next mistake.
    LearnNext,
    /// Show the best move.
    LearnSolution,
    /// Stop learning.
    LearnStop,
    /// Show a message.
    Notify {
        /// The text.
        text: String,
        /// Whether it is an error.
        error: bool,
    },
    /// Dismiss message `id`.
    Dismiss(u64),
    /// Undo the change of the tree the notice reports.
    UndoTree,
    /// The solved game's verdict of the position with this hash.
    Solved(u64, Solved),
}

impl Default for State {
    fn default() -> State {
        State::new(GameTree::default(), NodeId::ROOT)
    }
}

/// The game from `start` through `moves` (stopping at the first that cannot be played).
fn replay(start: &Position, moves: &[String]) -> Game {
    let mut game = Game::new(start.clone());
    for m in moves {
        if game.play_text(m).is_err() {
            break;
        }
    }
    game
}

impl State {
    /// A state showing `cursor` of `tree`, with the engine on.
    pub fn new(tree: GameTree, cursor: NodeId) -> State {
        let mut s = State {
            game: Cursor::new(tree, cursor),
            entry: Entry::default(),
            message: None,
            flipped: false,
            engine: true,
            analysis: None,
            job: None,
            review: None,
            judged: Rc::new(Vec::new()),
            reviewing: false,
            depth: Depth::Quick,
            learn: None,
            notices: Notices::default(),
            review_note: None,
            tree_undo: None,
            source: super::Link::default().key(),
            solved: None,
            last_job: 0,
        };
        s.settle();
        s
    }

    /// The game with its side lines.
    pub fn tree(&self) -> &Rc<GameTree> {
        self.game.tree()
    }

    /// The position shown.
    pub fn shown(&self) -> &Position {
        self.game.shown()
    }

    /// The ply of the shown position.
    pub fn ply(&self) -> usize {
        self.game.ply()
    }

    /// The result at the shown position, if the game is over there.
    pub fn outcome(&self) -> Option<camelot_core::Outcome> {
        self.game.outcome()
    }

    /// The engine's report on the shown position, if it has one.
    pub fn shown_analysis(&self) -> Option<&Analysis> {
        self.analysis
            .as_deref()
            .filter(|a| a.node == self.game.node())
    }

    /// Whether the board hides the engine (learning from mistakes at the mistake's position).
    pub fn hiding_engine(&self) -> bool {
        self.learn
            .as_ref()
            .is_some_and(|l| !l.finished() && l.node == self.game.node())
    }

    /// The evaluation of the shown position: the engine's best line, else the review's.
    pub fn shown_eval(&self) -> Option<Eval> {
        if self.hiding_engine() {
            return None;
        }
        if let Some(line) = self.shown_analysis().and_then(|a| a.lines.first()) {
            return Some(line.eval);
        }
        let ply = self.main_ply(self.game.node())?;
        self.review.as_ref()?.eval(ply)
    }

    /// The shown evaluation in words, with White's winning chances; where the solved game's
    /// verdict is known, that verdict with the engine's guess after it.
    pub fn eval_words(&self) -> Option<String> {
        let eval = self.shown_eval()?;
        Some(match self.shown_solved() {
            Some(v) => words::evaluation_solved(v, eval, self.shown()),
            None => words::evaluation(eval, self.shown()),
        })
    }

    /// The solved game's verdict of the shown position, when the solved line has heard it
    /// (and the engine is not hidden).
    pub fn shown_solved(&self) -> Option<Solved> {
        let (hash, verdict) = self.solved?;
        (hash == self.shown().hash() && !self.hiding_engine()).then_some(verdict)
    }

    /// What the bar shows: the solved verdict where it is known (with its distance, a draw,
    /// or only the winner), else the engine's evaluation; nothing while the engine is hidden.
    pub fn bar(&self) -> Option<BarValue> {
        match self.shown_solved().map(|v| v.winner(self.shown().turn())) {
            Some(None) => Some(BarValue::Eval(Eval::Cp(0))),
            Some(Some((winner, Some(moves)))) => Some(BarValue::Eval(Eval::Win {
                winner,
                moves: u32::from(moves),
            })),
            Some(Some((winner, None))) => Some(BarValue::Proven(winner)),
            None => self.shown_eval().map(BarValue::Eval),
        }
    }

    /// The ply of `node` when it is on the main line and the review covers it (its moves so
    /// far are the review's).
    pub fn main_ply(&self, node: NodeId) -> Option<usize> {
        if !self.tree().is_main_line(node) {
            return None;
        }
        let ply = self.tree().line_nodes(node).len();
        (ply <= self.shared_plies()).then_some(ply)
    }

    /// How many of the main line's first moves are the reviewed moves.
    pub fn shared_plies(&self) -> usize {
        let Some(review) = &self.review else {
            return 0;
        };
        let main = self.tree().main_game().notation();
        main.iter()
            .zip(&review.moves)
            .take_while(|(a, b)| a == b)
            .count()
    }

    /// The main line's node at `ply` (the root at 0), if the line is that long.
    pub fn main_node(&self, ply: usize) -> Option<NodeId> {
        if ply == 0 {
            return Some(NodeId::ROOT);
        }
        self.tree().main_line(NodeId::ROOT).get(ply - 1).copied()
    }

    /// The verdicts the page shows: all of them, or while learning from one side's mistakes
    /// only that side's (the other side's better moves would answer for the wrong player).
    pub fn shown_judgements(&self) -> impl Iterator<Item = &Judgement> {
        let side = self.learn.as_ref().map(|l| l.side);
        self.judged
            .iter()
            .filter(move |j| side.is_none_or(|s| s == j.mover))
    }

    /// The verdict on the move that led to `node`, when the review judged it (and it is shown:
    /// see [`State::shown_judgements`]).
    pub fn judgement(&self, node: NodeId) -> Option<&Judgement> {
        let ply = self.main_ply(node)?;
        self.shown_judgements().find(|j| j.ply == ply)
    }

    /// The marks after reviewed main-line moves, for the move list (`""` for a good move).
    pub fn glyphs(&self) -> HashMap<NodeId, String> {
        let shared = self.shared_plies();
        self.shown_judgements()
            .filter(|j| j.ply <= shared)
            .filter_map(|j| Some((self.main_node(j.ply)?, j.verdict.glyph().to_string())))
            .collect()
    }

    /// Each side's summary of the review.
    pub fn summaries(&self) -> [(Color, Summary); 2] {
        [Color::White, Color::Black].map(|c| (c, summary(&self.judged, c)))
    }

    /// The review's better move at `node` (for the move played from there), when the move
    /// played was marked.
    pub fn better_here(&self, node: NodeId) -> Option<(Move, &Judgement)> {
        let next = *self.tree().children(node).first()?;
        let j = self.judgement(next)?;
        if j.verdict == Verdict::Good {
            return None;
        }
        let pos = self.tree().position(node)?;
        Some((pos.parse_move(j.better.as_deref()?).ok()?, j))
    }

    /// The review's progress: (positions searched, positions in all).
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.review.as_ref().map(|r| (r.done(), r.total()))
    }

    /// What the board marks: the last move, the pieces a duty leaves free, and the move being
    /// entered.
    pub fn marks(&self) -> Marks {
        self.game.marks(&self.entry, true)
    }

    /// The paths on the board: the last move; the engine's three moves (the best thickest);
    /// the review's better move in the position where a marked move was played; while
    /// learning, the player's try or the solution; and the move being entered.
    pub fn paths(&self) -> Vec<DrawnPath> {
        let mut out = Vec::new();
        out.extend(self.game.last_drawn());
        if self.hiding_engine() {
            if let Some(l) = &self.learn {
                match &l.attempt {
                    Attempt::Checking { candidate, .. } | Attempt::Wrong { candidate, .. } => {
                        out.push(DrawnPath::of(candidate, PathStyle::Hint));
                    }
                    Attempt::Right { candidate, .. } => {
                        out.push(DrawnPath::of(candidate, PathStyle::Better));
                    }
                    Attempt::Shown => {
                        if let Some(b) = &l.best {
                            out.push(DrawnPath::of(b, PathStyle::Better));
                        }
                    }
                    Attempt::Asking => {}
                }
            }
        } else {
            // The review's better move keeps its own colour when the engine's lines reach it
            // too (they come and go as the engine deepens; the review's verdict stays).
            let better = self.better_here(self.game.node()).map(|(b, _)| b);
            if let Some(a) = self.shown_analysis() {
                for (i, line) in a.lines.iter().enumerate() {
                    // A tree placement is no path: its trees are in the line's text.
                    let Some(first) = line.moves.first().filter(|m| !m.is_placement()) else {
                        continue;
                    };
                    if better.as_ref() == Some(first) {
                        continue;
                    }
                    let style = if i == 0 {
                        PathStyle::Best
                    } else {
                        PathStyle::Line
                    };
                    out.push(DrawnPath::of(first, style));
                }
            }
            if let Some(better) = better {
                out.push(DrawnPath::of(&better, PathStyle::Better));
            }
        }
        if let Some(p) = self.entry.path(self.game.legal()) {
            out.push(p);
        }
        out
    }

    /// What the worker should do now: the review while it runs, a check while learning, else
    /// the analysis of the shown position when the engine is on (never at the position of a
    /// mistake being learnt, where the lines would give the answer away).
    fn wanted(&self) -> Option<Work> {
        if self.reviewing {
            return Some(Work::Review);
        }
        if let Some(l) = &self.learn
            && let (Attempt::Checking { candidate, .. }, Some(best)) = (&l.attempt, l.best)
        {
            return Some(Work::Check {
                node: l.node,
                candidates: [best, *candidate],
            });
        }
        (self.engine && !self.hiding_engine() && self.outcome().is_none())
            .then_some(Work::Analyse(self.game.node()))
    }

    /// Restores the invariants after any change: the report belongs to the shown position,
    /// and the worker's job follows what is wanted.
    pub fn settle(&mut self) {
        // The last report stays while its position is shown (also when the engine is stopped).
        if self
            .analysis
            .as_ref()
            .is_some_and(|a| a.node != self.game.node())
        {
            self.analysis = None;
        }
        let wanted = self.wanted();
        if self.job.as_ref().map(|j| &j.work) != wanted.as_ref() {
            self.job = wanted.map(|work| {
                self.last_job += 1;
                Job {
                    id: self.last_job,
                    work,
                }
            });
        }
    }

    /// Sets the review (and its verdicts).
    pub fn set_review(&mut self, review: Option<Review>) {
        self.review = review.map(Rc::new);
        self.judged = Rc::new(self.judge());
    }

    /// The review's verdicts; a move the search would have played (the same position after)
    /// is never marked.
    pub(super) fn judge(&self) -> Vec<Judgement> {
        let Some(review) = &self.review else {
            return Vec::new();
        };
        let game = replay(self.tree().start(), &review.moves);
        review.judge(|ply, best| {
            let (Some(before), Some(after)) = (game.position_at(ply - 1), game.position_at(ply))
            else {
                return false;
            };
            before
                .parse_move(best)
                .ok()
                .and_then(|m| before.play(&m).ok())
                .is_some_and(|p| p == *after)
        })
    }

    /// Shows `node`.
    pub(super) fn go(&mut self, node: NodeId) {
        if self.game.go(node) {
            self.entry.reset();
            self.message = None;
        }
    }

    /// Plays `mv` at the cursor into the tree (a side line where the line goes on).
    fn play(&mut self, mv: Move) {
        self.entry.reset();
        match self.game.play(&mv) {
            Ok(_) => self.message = None,
            Err(e) => self.notices.say(
                words::cannot_play(&mv, &crate::app::core_words::tree_error(&e)),
                true,
            ),
        }
    }

    /// A move from the board, or the pointer moving over it.
    fn enter(&mut self, action: EntryAction) {
        if matches!(action, EntryAction::Click(_) | EntryAction::Tap(_)) && self.checking() {
            self.message = Some(words::checking_your_move());
            return;
        }
        let pos = self.shown().clone();
        let legal = Rc::clone(self.game.legal());
        let outcome = self.entry.apply(&pos, &legal, action);
        self.message = match outcome {
            Entered::Nothing => return,
            Entered::Play(m) => {
                if self.trying() {
                    self.attempt(m);
                } else {
                    self.play(m);
                }
                None
            }
            Entered::Miss { from, path, stop } => Some(self.entry.miss(&pos, from, &path, stop)),
            Entered::Say(why) => Some(self.entry.why(&why)),
        };
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
                if let Err(e) = self.game.promote(node) {
                    self.notices.say(
                        words::tree_refused(&crate::app::core_words::tree_error(&e)),
                        true,
                    );
                }
            }
            TreeAction::Delete(node) => match self.game.delete(node) {
                Ok(d) => {
                    self.entry.reset();
                    self.offer_tree_undo(
                        tree_words::line_deleted(d.moves, d.comments),
                        d.before,
                        d.shown,
                    );
                }
                Err(e) => self.notices.say(
                    words::tree_refused(&crate::app::core_words::tree_error(&e)),
                    true,
                ),
            },
            TreeAction::Comment(node, text) => {
                let before = Rc::clone(self.tree());
                let old = before.comment(node).map(str::to_string);
                match self.game.comment(node, &text) {
                    Ok(()) => {
                        if let Some(old) =
                            old.filter(|o| self.tree().comment(node) != Some(o.as_str()))
                        {
                            let shown = self.game.node();
                            self.offer_tree_undo(
                                tree_words::comment_changed(&old, &text),
                                before,
                                shown,
                            );
                        }
                    }
                    Err(e) => self.notices.say(
                        words::tree_refused(&crate::app::core_words::tree_error(&e)),
                        true,
                    ),
                }
            }
        }
    }

    /// Reports a change of the tree with an offer to undo it.
    fn offer_tree_undo(&mut self, text: String, tree: Rc<GameTree>, node: NodeId) {
        self.notices.offer_undo(text);
        self.tree_undo = self.notices.get().map(|n| (n.id, tree, node));
    }

    fn play_line(&mut self, moves: &[Move]) {
        let start = self.game.node();
        self.game.edit(|tree| {
            let mut at = start;
            for mv in moves {
                match tree.play(at, mv) {
                    Ok(n) => at = n,
                    Err(_) => break,
                }
            }
            Some(at)
        });
        self.entry.reset();
        self.message = None;
    }

    fn start_review(&mut self) {
        if self.reviewing {
            return;
        }
        let moves = self.tree().main_game().notation();
        let review = Review::continuing(
            self.review.as_deref(),
            self.tree().start().turn(),
            moves,
            self.depth.nodes(),
        );
        self.reviewing = review.next().is_some();
        if !self.reviewing {
            self.review_note = Some(words::review_complete());
        }
        self.set_review(Some(review));
        self.learn = None;
    }

    /// Plays the review's better move where the shown (marked) move was played, and shows it.
    fn better_move(&mut self) {
        let Some(parent) = self.tree().parent(self.game.node()) else {
            return;
        };
        let Some((mv, _)) = self.better_here(parent) else {
            return;
        };
        self.game.edit(|tree| tree.play(parent, &mv).ok());
        self.entry.reset();
        self.message = None;
    }
}

/// The state after `action`.
pub fn reduce(state: &State, action: Action) -> State {
    let mut s = state.clone();
    match action {
        Action::Entry(a) => s.enter(a),
        Action::Tree(a) => s.tree_action(a),
        Action::Cancel => {
            let pos = s.shown().clone();
            let legal = Rc::clone(s.game.legal());
            s.entry.apply(&pos, &legal, EntryAction::Cancel);
            s.message = None;
        }
        Action::Flip => s.flipped = !s.flipped,
        Action::Engine(on) => s.engine = on,
        Action::PlayLine(moves) => s.play_line(&moves),
        Action::Reply(r) => s.on_reply(r),
        Action::SetDepth(d) => {
            if !s.reviewing {
                s.depth = d;
            }
        }
        Action::ReviewStart => {
            s.review_note = None;
            s.start_review();
        }
        Action::ReviewCancel => s.reviewing = false,
        Action::BetterMove => s.better_move(),
        Action::LearnStart(side) => {
            s.review_note = None;
            s.learn_start(side);
        }
        Action::LearnNext => {
            if let Some(at) = s.learn.as_ref().map(|l| l.at + 1) {
                s.learn_at(at);
            }
        }
        Action::LearnSolution => {
            if let Some(l) = s.learn.as_mut()
                && !l.finished()
            {
                l.attempt = Attempt::Shown;
            }
        }
        Action::LearnStop => s.learn = None,
        Action::Notify { text, error } => s.notices.say(text, error),
        Action::Dismiss(id) => s.notices.dismiss(id),
        Action::Solved(hash, verdict) => s.solved = Some((hash, verdict)),
        Action::UndoTree => {
            if let Some((_, tree, node)) = s.tree_undo.take() {
                s.game.replace(tree, node);
                s.entry.reset();
                s.notices.say(tree_words::tree_restored(), false);
            }
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
#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::protocol::{AnalysisRequest, Line};
    use crate::game::cursor::Stepping;
    use crate::pages::analysis::drill::Learn;
    use camelot_core::Square;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn job(s: &State) -> (u64, Work) {
        let j = s.job.clone().expect("a job");
        (j.id, j.work)
    }

    /// An iteration's report: each line's score and moves (space-separated).
    fn report(id: u64, lines: &[(i32, &str)]) -> Action {
        Action::Reply(AnalysisReply::Lines {
            id,
            depth: 6,
            nodes: 1000,
            nps: 50_000,
            lines: lines
                .iter()
                .map(|(score, moves)| Line {
                    score: *score,
                    moves: moves.split_whitespace().map(str::to_string).collect(),
                })
                .collect(),
        })
    }

    fn game(moves: &[&str]) -> State {
        let mut tree = GameTree::default();
        let mut at = NodeId::ROOT;
        for m in moves {
            at = tree.play_text(at, m).expect("legal");
        }
        State::new(tree, at)
    }

    #[test]
    fn the_engine_follows_the_shown_position_and_old_replies_are_dropped() {
        let s = game(&["J6-K5", "J11-K12"]);
        let (first, work) = job(&s);
        assert_eq!(work, Work::Analyse(s.game.node()));
        let Some(AnalysisRequest::Analyse { moves, lines, .. }) = s.request() else {
            panic!("an analysis request");
        };
        assert_eq!((moves.len(), lines), (2, LINES));
        let s = reduce(&s, Action::Tree(TreeAction::Step(Stepping::Back)));
        let (second, work) = job(&s);
        assert!(second != first);
        assert_eq!(work, Work::Analyse(s.game.node()));
        // A late report on the position left behind is not shown here.
        let s = reduce(&s, report(first, &[(30, "K5-L4")]));
        assert_eq!(s.shown_analysis(), None);
        let s = reduce(
            &s,
            report(
                second,
                &[(-20, "J11-K12 K5-L4"), (-35, "F10-F9"), (-40, "E10-E9 X")],
            ),
        );
        let a = s.shown_analysis().expect("lines for the shown position");
        assert_eq!(a.lines.len(), 3);
        assert_eq!(a.lines[0].moves.len(), 2);
        assert_eq!(
            a.lines[2].moves.len(),
            1,
            "a move that does not parse ends the line"
        );
        assert_eq!(a.lines[0].eval, Eval::Cp(-20));
        assert_eq!(s.shown_eval(), Some(Eval::Cp(-20)));
        let styles: Vec<PathStyle> = s.paths().iter().map(|p| p.style).collect();
        assert_eq!(
            styles,
            [
                PathStyle::Last,
                PathStyle::Best,
                PathStyle::Line,
                PathStyle::Line
            ]
        );
        // Stopping keeps the lines on screen and cancels the job.
        let stopped = reduce(&s, Action::Engine(false));
        assert_eq!(stopped.job, None);
        assert!(stopped.shown_analysis().is_some());
        assert_eq!(
            reduce(&stopped, Action::Tree(TreeAction::Step(Stepping::First))).shown_analysis(),
            None
        );
        // A line played into the tree, up to its second move.
        let line = |i: usize, upto: usize| {
            let a = s.shown_analysis().expect("lines");
            Action::PlayLine(a.lines[i].moves[..=upto].to_vec())
        };
        let played = reduce(&s, line(0, 1));
        assert_eq!(played.ply(), 3);
        assert_eq!(
            played.tree().len(),
            3,
            "J11-K12 was already the game's move"
        );
        let other = reduce(&s, line(1, 0));
        assert_eq!(other.tree().len(), 3, "F10-F9 starts a side line");
        assert!(!other.tree().is_main_line(other.game.node()));
    }

    #[test]
    fn moves_on_the_board_go_into_the_tree_as_side_lines() {
        let s = game(&["J6-K5", "J11-K12"]);
        let s = reduce(&s, Action::Tree(TreeAction::Step(Stepping::First)));
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("F7"))));
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("F8"))));
        assert_eq!(s.ply(), 1);
        assert_eq!(s.tree().len(), 3);
        assert!(
            !s.tree().is_main_line(s.game.node()),
            "the game's own line is kept"
        );
        assert_eq!(s.tree().children(NodeId::ROOT).len(), 2);
        let s = reduce(&s, Action::Tree(TreeAction::Step(Stepping::Up)));
        assert!(s.tree().is_main_line(s.game.node()));
        let s = reduce(&s, Action::Entry(EntryAction::Click(sq("F7"))));
        assert!(
            s.message
                .as_deref()
                .is_some_and(|m| m.contains("White's piece")),
            "Black to move: {:?}",
            s.message
        );
    }

    /// J6-K5 J11-K12 K5-L4, reviewed: White's K5-L4 drops the game (a made-up score), where
    /// F7-F8 was the search's move.
    fn reviewed() -> State {
        let mut s = game(&["J6-K5", "J11-K12", "K5-L4"]);
        s = reduce(&s, Action::ReviewStart);
        assert!(s.reviewing);
        let (id, work) = job(&s);
        assert_eq!(work, Work::Review);
        let Some(AnalysisRequest::Review {
            from, nodes, moves, ..
        }) = s.request()
        else {
            panic!("a review request");
        };
        assert_eq!((from, nodes, moves.len()), (0, Depth::Quick.nodes(), 3));
        for (index, score, best) in [
            (0, 10, "J6-K5"),
            (1, 10, "J11-K12"),
            (2, 10, "F7-F8"),
            (3, -2000, "L13-L12"),
        ] {
            s = reduce(
                &s,
                Action::Reply(AnalysisReply::Evaluated {
                    id,
                    index,
                    score,
                    best: Some(best.into()),
                    depth: 4,
                }),
            );
        }
        assert_eq!(s.progress(), Some((4, 4)));
        s = reduce(&s, Action::Reply(AnalysisReply::Done { id }));
        assert!(!s.reviewing);
        assert!(
            matches!(job(&s).1, Work::Analyse(_)),
            "the analysis goes on"
        );
        s
    }

    #[test]
    fn a_review_marks_the_blunder_and_offers_the_better_move() {
        let s = reviewed();
        let glyphs = s.glyphs();
        let main = s.tree().main_line(NodeId::ROOT);
        assert_eq!(glyphs.get(&main[2]).map(String::as_str), Some("??"));
        assert_eq!(glyphs.get(&main[0]).map(String::as_str), Some(""));
        assert_eq!(glyphs.len(), 3);
        let [(_, white), (_, black)] = s.summaries();
        assert_eq!((white.blunders, white.moves, black.moves), (1, 2, 1));
        // One move before the blunder, the better move is drawn.
        let before = reduce(&s, Action::Tree(TreeAction::Step(Stepping::Back)));
        let (better, _) = before
            .better_here(before.game.node())
            .expect("a better move");
        assert_eq!(better.to_string(), "F7-F8");
        assert!(before.paths().iter().any(|p| p.style == PathStyle::Better));
        // The engine's lines there, which begin with it too, leave it in the review's colour
        // and draw their other moves.
        let (id, _) = job(&before);
        let analysed = reduce(&before, report(id, &[(30, "F7-F8"), (10, "E7-E8")]));
        let styles: Vec<_> = analysed.paths().iter().map(|p| p.style).collect();
        assert!(styles.contains(&PathStyle::Better), "{styles:?}");
        assert!(styles.contains(&PathStyle::Line), "{styles:?}");
        assert!(!styles.contains(&PathStyle::Best), "{styles:?}");
        // At the blunder, it is offered as a side line.
        let after = reduce(&s, Action::BetterMove);
        assert_eq!(
            after
                .tree()
                .move_at(after.game.node())
                .map(ToString::to_string)
                .as_deref(),
            Some("F7-F8")
        );
        assert!(!after.tree().is_main_line(after.game.node()));
        assert_eq!(after.glyphs(), s.glyphs(), "the main line keeps its marks");
        // A change to the main line keeps the marks of the moves it shares.
        let cut = reduce(&s, Action::Tree(TreeAction::Delete(main[2])));
        assert_eq!(cut.glyphs().len(), 2);
        let again = reduce(&cut, Action::ReviewStart);
        assert!(!again.reviewing, "nothing left to search");
    }

    #[test]
    fn learning_from_mistakes_accepts_the_best_and_checks_the_rest() {
        let s = reviewed();
        let s = reduce(&s, Action::LearnStart(Color::Black));
        assert!(
            s.learn.is_none()
                && s.review_note.as_deref()
                    == Some("The review found no mistake of Black's to learn from."),
            "Black made no mistake, said beside the button: {:?}",
            s.review_note
        );
        let s = reduce(&s, Action::LearnStart(Color::White));
        let l = s.learn.clone().expect("learning");
        assert_eq!(l.plies, [3]);
        assert_eq!(s.ply(), 2, "at the position of the blunder");
        assert!(s.hiding_engine());
        assert_eq!(s.job, None, "no lines to give the answer away");
        assert_eq!(s.shown_eval(), None);
        // The game's move again: wrong at once.
        let mut t = reduce(&s, Action::Entry(EntryAction::Click(sq("K5"))));
        t = reduce(&t, Action::Entry(EntryAction::Click(sq("L4"))));
        assert!(matches!(
            t.learn.as_ref().map(|l| &l.attempt),
            Some(Attempt::Wrong { .. })
        ));
        assert_eq!(t.tree().len(), 3, "tries do not go into the tree");
        // The search's move: right at once.
        let mut r = reduce(&t, Action::Entry(EntryAction::Click(sq("F7"))));
        r = reduce(&r, Action::Entry(EntryAction::Click(sq("F8"))));
        assert!(matches!(
            r.learn.as_ref().map(|l| &l.attempt),
            Some(Attempt::Right { .. })
        ));
        // Another move is checked by the worker against the best.
        let mut c = reduce(&t, Action::Entry(EntryAction::Click(sq("G7"))));
        c = reduce(&c, Action::Entry(EntryAction::Click(sq("G8"))));
        let (id, work) = job(&c);
        let Work::Check { candidates, .. } = work else {
            panic!("a check");
        };
        assert_eq!(candidates.map(|m| m.to_string()), ["F7-F8", "G7-G8"]);
        let score = |c: &State, index, score| {
            reduce(
                c,
                Action::Reply(AnalysisReply::Evaluated {
                    id,
                    index,
                    score,
                    best: None,
                    depth: 3,
                }),
            )
        };
        let close = score(&score(&c, 0, 20), 1, 15);
        assert!(matches!(
            close.learn.as_ref().map(|l| &l.attempt),
            Some(Attempt::Right { .. })
        ));
        let far = score(&score(&c, 1, -600), 0, 20);
        let Some(Attempt::Wrong { text, .. }) = far.learn.as_ref().map(|l| &l.attempt) else {
            panic!("far from the best");
        };
        assert!(text.contains("Try another move"), "{text}");
        // The solution, then the end of the session.
        let shown = reduce(&far, Action::LearnSolution);
        assert!(shown.paths().iter().any(|p| p.style == PathStyle::Better));
        let done = reduce(&shown, Action::LearnNext);
        assert!(done.learn.as_ref().is_some_and(Learn::finished));
        assert!(!done.hiding_engine());
        assert!(matches!(job(&done).1, Work::Analyse(_)));
    }

    #[test]
    fn the_words_name_the_material_on_the_shown_board() {
        // Two men each and a man each on A5 and A6: the engine's line starts by jumping A6,
        // but on the board the material is level.
        let start: Position = "2/8/10/12/12/12/12/10mm/12/12/m11/M11/10MM/10/8/2 w 0 0 1"
            .parse()
            .expect("position");
        let s = State::new(GameTree::new(start), NodeId::ROOT);
        let (id, _) = job(&s);
        let s = reduce(&s, report(id, &[(-20, "A5xA7")]));
        let words = s.eval_words().expect("words");
        assert!(
            words.starts_with("-0.2 (about level) · White's winning chances: "),
            "{words}"
        );
    }

    #[test]
    fn the_solved_verdict_leads_the_words_and_the_bar() {
        let start: Position = "camette 1/1k1/1mmm1/5/1MMM1/1K1/1 w 0 0 1"
            .parse()
            .expect("Camette's start");
        let hash = start.hash();
        let s = State::new(GameTree::new(start), NodeId::ROOT);
        let (id, _) = job(&s);
        let s = reduce(&s, report(id, &[(10, "B3-B2")]));
        assert_eq!(
            s.bar(),
            Some(BarValue::Eval(Eval::Cp(10))),
            "the engine's before a verdict"
        );
        let s = reduce(&s, Action::Solved(hash, Solved::Loss(Some(36))));
        let words = s.eval_words().expect("words");
        assert!(
            words.starts_with("Black wins in 18 moves — solved · the engine sees +0.1"),
            "{words}"
        );
        assert_eq!(
            s.bar(),
            Some(BarValue::Eval(Eval::Win {
                winner: Color::Black,
                moves: 18
            })),
            "a distance is shown as one"
        );
        // Without a distance the words say who wins, and so does the bar.
        let s = reduce(&s, Action::Solved(hash, Solved::Win(None)));
        assert!(
            s.eval_words()
                .is_some_and(|w| w.starts_with("White wins — solved"))
        );
        assert_eq!(s.bar(), Some(BarValue::Proven(Color::White)));
        // Another position's verdict changes nothing here.
        let s = reduce(&s, Action::Solved(hash ^ 1, Solved::Draw));
        assert!(s.eval_words().is_some_and(|w| w.starts_with("+0.1")));
        assert_eq!(s.bar(), Some(BarValue::Eval(Eval::Cp(10))));
    }

    /// J6-K5 J11-K12 K5-L4, reviewed with the search's score and move at each ply.
    fn reviewed_with(evals: [(i32, &str); 4]) -> State {
        let mut s = game(&["J6-K5", "J11-K12", "K5-L4"]);
        s = reduce(&s, Action::ReviewStart);
        let (id, _) = job(&s);
        for (index, (score, best)) in evals.into_iter().enumerate() {
            s = reduce(
                &s,
                Action::Reply(AnalysisReply::Evaluated {
                    id,
                    index,
                    score,
                    best: Some(best.into()),
                    depth: 4,
                }),
            );
        }
        reduce(&s, Action::Reply(AnalysisReply::Done { id }))
    }

    #[test]
    fn learning_one_sides_mistakes_shows_none_of_the_others() {
        // Black's J11-K12 throws a level game away (F10-F9 was the move), then White's K5-L4
        // throws the win away.
        let won = camelot_ai::Score::win_in_plies(5).raw();
        let s = reviewed_with([
            (10, "J6-K5"),
            (10, "F10-F9"),
            (won, "F7-F8"),
            (-2000, "L13-L12"),
        ]);
        let main = s.tree().main_line(NodeId::ROOT);
        assert_eq!(
            s.judgement(main[1]).map(|j| (j.mover, j.verdict)),
            Some((Color::Black, Verdict::Blunder))
        );
        assert_eq!(s.glyphs().get(&main[1]).map(String::as_str), Some("??"));
        let l = reduce(&s, Action::LearnStart(Color::White));
        assert_eq!(l.learn.as_ref().map(|l| l.plies.clone()), Some(vec![3]));
        assert_eq!(l.game.node(), main[1], "at the position of White's blunder");
        assert_eq!(
            l.judgement(l.game.node()),
            None,
            "Black's blunder is not shown"
        );
        assert_eq!(l.better_here(main[0]), None, "nor Black's better move");
        assert!(!l.glyphs().contains_key(&main[1]));
        assert_eq!(l.glyphs().get(&main[2]).map(String::as_str), Some("??"));
        let b = reduce(&s, Action::LearnStart(Color::Black));
        assert_eq!(b.learn.as_ref().map(|l| l.plies.clone()), Some(vec![2]));
        assert_eq!(b.judgement(main[2]), None, "White's blunder is not shown");
        assert!(b.judgement(main[1]).is_some());
        let stopped = reduce(&l, Action::LearnStop);
        assert_eq!(
            stopped.glyphs(),
            s.glyphs(),
            "every mark back after learning"
        );
    }

    #[test]
    fn a_cancelled_review_resumes_where_it_stopped() {
        let s = game(&["J6-K5", "J11-K12"]);
        let s = reduce(&s, Action::ReviewStart);
        let (id, _) = job(&s);
        let s = reduce(
            &s,
            Action::Reply(AnalysisReply::Evaluated {
                id,
                index: 0,
                score: 5,
                best: Some("J6-K5".into()),
                depth: 3,
            }),
        );
        let s = reduce(&s, Action::ReviewCancel);
        assert!(!s.reviewing);
        assert!(matches!(job(&s).1, Work::Analyse(_)));
        let s = reduce(&s, Action::ReviewStart);
        let Some(AnalysisRequest::Review { from, .. }) = s.request() else {
            panic!("a review request");
        };
        assert_eq!(from, 1);
        assert_eq!(s.progress(), Some((1, 3)));
    }
}
