//! The analysis page's state and its one pure reducer (`Action` → new `State`).
//!
//! Like the game page, the page shows a [`GameTree`] at a cursor; a move played on the board
//! continues the line or starts a side line. On top of it: what the worker should be doing
//! ([`Job`]: analyse the shown position, review the main line, or check a move the player
//! found while learning from mistakes), the last lines it reported, the review, and the
//! "learn from your mistakes" session. The page posts the job's request when its id changes
//! and feeds the worker's replies back in as [`Action::Reply`]; replies for any other id are
//! dropped, so stepping through the game never waits for the engine.

use super::eval::Eval;
use super::review::{Judgement, Review, Summary, Verdict, summary};
use crate::board::{DrawnPath, PathStyle};
use crate::classes::Marks;
use crate::learn::entry::{Entry, Outcome, Pointer, duty};
use crate::play::state::Stepping;
use crate::protocol::{AnalysisReply, AnalysisRequest, Line};
use camelot_ai::winprob;
use camelot_core::{Color, Game, GameTree, Move, NodeId, NodePath, Position, Record, Square};
use std::collections::HashMap;
use std::rc::Rc;

/// How many lines the analysis shows.
pub const LINES: usize = 3;

/// How close to the best move's chances (0 to 1, for the mover) a move must keep to count as
/// found while learning from mistakes: half an inaccuracy.
pub const LEARN_MARGIN: f64 = 0.05;

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

/// What an analysis link asks for: `#/analysis?position=TEXT`, or `?record=TEXT&node=PATH`
/// (values already URL-decoded).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Link {
    /// A position to analyse.
    pub position: Option<String>,
    /// A game record (with side lines) to analyse.
    pub record: Option<String>,
    /// The node of the record to show, as a path (`0.0.1`).
    pub node: Option<String>,
}

impl Link {
    /// Whether the link names nothing (the page then reopens the last analysis).
    pub fn is_empty(&self) -> bool {
        self.position.is_none() && self.record.is_none()
    }

    /// The link as one string, to recognise it when the page reloads.
    pub fn key(&self) -> String {
        let part = |v: &Option<String>| v.as_deref().map_or("-".to_string(), |s| format!("+{s}"));
        format!(
            "{}|{}|{}",
            part(&self.position),
            part(&self.record),
            part(&self.node)
        )
    }
}

/// A line found by the engine, resolved in the position it was found for.
#[derive(Debug, Clone, PartialEq)]
pub struct EngineLine {
    /// Its evaluation (White's view).
    pub eval: Eval,
    /// The moves.
    pub moves: Vec<Move>,
}

/// The engine's latest report on a position.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    /// The node analysed.
    pub node: NodeId,
    /// Depth completed.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// The lines, best first.
    pub lines: Vec<EngineLine>,
    /// Whether the search has ended (a proven result or nothing left to search).
    pub finished: bool,
}

/// What the worker is asked to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Work {
    /// Analyse the position at this node, without end.
    Analyse(NodeId),
    /// Review the main line (from its first position not searched yet).
    Review,
    /// Score the best move and the player's move at the node of a mistake.
    Check {
        /// The position they are played in.
        node: NodeId,
        /// The search's move, then the player's.
        candidates: [Move; 2],
    },
}

/// The worker's current task; a new id means a new request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Job {
    /// Request id.
    pub id: u64,
    /// The task.
    pub work: Work,
}

/// Where the player stands with one mistake while learning.
#[derive(Debug, Clone, PartialEq)]
pub enum Attempt {
    /// Waiting for a move.
    Asking,
    /// The worker is scoring the player's move against the best (White's raw scores after
    /// each, as they come).
    Checking {
        /// The player's move.
        candidate: Move,
        /// Scores after the best move and after the candidate.
        scores: [Option<i32>; 2],
    },
    /// The move does not keep the chances.
    Wrong {
        /// The player's move.
        candidate: Move,
        /// Why.
        text: String,
    },
    /// Found.
    Right {
        /// The player's move.
        candidate: Move,
        /// The praise.
        text: String,
    },
    /// The solution was asked for.
    Shown,
}

/// "Learn from your mistakes": one side's mistakes, one at a time.
#[derive(Debug, Clone, PartialEq)]
pub struct Learn {
    /// Whose mistakes.
    pub side: Color,
    /// The plies of the mistakes (1 for the game's first move).
    pub plies: Vec<usize>,
    /// The mistake being worked on (`plies.len()` when all are done).
    pub at: usize,
    /// The position the mistake was made in.
    pub node: NodeId,
    /// The move played there in the game.
    pub played: Option<Move>,
    /// The search's move there.
    pub best: Option<Move>,
    /// The player's progress with it.
    pub attempt: Attempt,
}

impl Learn {
    /// Whether every mistake has been worked through.
    pub fn finished(&self) -> bool {
        self.at >= self.plies.len()
    }
}

/// A message for the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// For dismissing.
    pub id: u64,
    /// The text.
    pub text: String,
    /// Whether it reports a problem.
    pub error: bool,
}

/// Everything the analysis page shows.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The game with its side lines (shared: an action that does not change it copies
    /// nothing).
    pub tree: Rc<GameTree>,
    /// The node shown.
    pub cursor: NodeId,
    /// The line from the start to the cursor (repetitions and the engine's moves).
    pub line: Rc<Game>,
    /// The node `line` and `legal` were worked out for.
    line_node: Option<NodeId>,
    /// Legal moves at the cursor.
    pub legal: Rc<Vec<Move>>,
    /// The move being entered.
    pub entry: Entry,
    /// How the player points (decides "click" or "tap").
    pub pointer: Pointer,
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
    /// The latest message.
    pub notice: Option<Notice>,
    /// The link the analysis was opened from ([`Link::key`]), to recognise it on reload.
    pub source: String,
    next_id: u64,
}

/// Everything that can happen.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// A square was clicked (or chosen by keyboard, or dropped on).
    Square(Square),
    /// A square was tapped.
    Tap(Square),
    /// The pointer or focus is on a square, or left the board.
    Hover(Option<Square>),
    /// Option `i` of the move choice was picked.
    Pick(usize),
    /// Option `i` of the move choice is under the pointer (or none).
    ShowOption(Option<usize>),
    /// The move a first tap previewed is confirmed.
    Confirm,
    /// End the move being entered where it stands.
    EndHere,
    /// Escape.
    Cancel,
    /// Show this node.
    Go(NodeId),
    /// Step through the game.
    Step(Stepping),
    /// Make this node's line the main line.
    Promote(NodeId),
    /// Delete this move and everything after it.
    Delete(NodeId),
    /// Set (or with empty text remove) a move's comment.
    Comment(NodeId, String),
    /// Turn the board.
    Flip,
    /// Switch the analysis on or off.
    Engine(bool),
    /// Play the moves of engine line `line` up to its move `upto` into the tree.
    PlayLine {
        /// Which line.
        line: usize,
        /// Its last move to play (0: the first).
        upto: usize,
    },
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
            line: Rc::new(Game::new(tree.start().clone())),
            line_node: None,
            tree: Rc::new(tree),
            cursor,
            legal: Rc::new(Vec::new()),
            entry: Entry::default(),
            pointer: Pointer::Mouse,
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
            notice: None,
            source: Link::default().key(),
            next_id: 1,
        };
        s.settle();
        s
    }

    /// The state for an analysis link: the game or position it names, at its node. Problems
    /// with the link are reported in a notice (the page then shows the start position, or the
    /// game's end for an unknown node).
    pub fn from_link(link: &Link) -> State {
        let mut problems = Vec::new();
        let mut state = State::default();
        if let Some(text) = &link.record {
            match text.parse::<Record>() {
                Ok(rec) => {
                    let tree = rec.tree;
                    let cursor = match &link.node {
                        None => tree.main_line_end(NodeId::ROOT),
                        Some(p) => match p.parse::<NodePath>() {
                            Ok(path) => tree.node_at(&path).unwrap_or_else(|| {
                                problems.push(format!(
                                    "the game has no move at node {path}, so its end is shown"
                                ));
                                tree.main_line_end(NodeId::ROOT)
                            }),
                            Err(e) => {
                                problems.push(format!(
                                    "the node `{p}` is not a node path ({e}), so the game's end is shown"
                                ));
                                tree.main_line_end(NodeId::ROOT)
                            }
                        },
                    };
                    state = State::new(tree, cursor);
                }
                Err(e) => problems.push(format!("its game record could not be read: {e}")),
            }
            if link.position.is_some() {
                problems.push("it names both a game and a position; the game is shown".into());
            }
        } else if let Some(text) = &link.position {
            match text.trim().parse::<Position>() {
                Ok(pos) => state = State::new(GameTree::new(pos), NodeId::ROOT),
                Err(e) => problems.push(format!("its position could not be read: {e}")),
            }
        }
        state.source = link.key();
        if !problems.is_empty() {
            state.notify(
                format!(
                    "The analysis link was not fully usable: {}.",
                    problems.join("; ")
                ),
                true,
            );
        }
        state
    }

    /// The position shown.
    pub fn shown(&self) -> &Position {
        self.line.position()
    }

    /// The ply of the shown position.
    pub fn ply(&self) -> usize {
        self.line.ply()
    }

    /// The result at the shown position, if the game is over there.
    pub fn outcome(&self) -> Option<camelot_core::Outcome> {
        self.line.outcome()
    }

    /// Whether the shown position ends its line.
    pub fn at_line_end(&self) -> bool {
        self.tree.children(self.cursor).is_empty()
    }

    /// The move that led to the shown position.
    pub fn last_move(&self) -> Option<Move> {
        self.tree.move_at(self.cursor).copied()
    }

    /// The engine's report on the shown position, if it has one.
    pub fn shown_analysis(&self) -> Option<&Analysis> {
        self.analysis.as_deref().filter(|a| a.node == self.cursor)
    }

    /// Whether the board hides the engine (learning from mistakes at the mistake's position).
    pub fn hiding_engine(&self) -> bool {
        self.learn
            .as_ref()
            .is_some_and(|l| !l.finished() && l.node == self.cursor)
    }

    /// The evaluation of the shown position: the engine's best line, else the review's.
    pub fn shown_eval(&self) -> Option<Eval> {
        if self.hiding_engine() {
            return None;
        }
        if let Some(line) = self.shown_analysis().and_then(|a| a.lines.first()) {
            return Some(line.eval);
        }
        let ply = self.main_ply(self.cursor)?;
        self.review.as_ref()?.eval(ply)
    }

    /// The shown evaluation in words, with White's winning chances: the material named is the
    /// shown position's (the end of the engine's line may be halfway through an exchange).
    pub fn eval_words(&self) -> Option<String> {
        let eval = self.shown_eval()?;
        Some(format!(
            "{} · White's winning chances: {}%",
            eval.words(self.shown()),
            winprob::percent(eval.white_chance())
        ))
    }

    /// The ply of `node` when it is on the main line and the review covers it (its moves so
    /// far are the review's).
    pub fn main_ply(&self, node: NodeId) -> Option<usize> {
        if !self.tree.is_main_line(node) {
            return None;
        }
        let ply = self.tree.line_nodes(node).len();
        (ply <= self.shared_plies()).then_some(ply)
    }

    /// How many of the main line's first moves are the reviewed moves.
    pub fn shared_plies(&self) -> usize {
        let Some(review) = &self.review else {
            return 0;
        };
        let main = self.tree.main_game().notation();
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
        self.tree.main_line(NodeId::ROOT).get(ply - 1).copied()
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
        let next = *self.tree.children(node).first()?;
        let j = self.judgement(next)?;
        if j.verdict == Verdict::Good {
            return None;
        }
        let pos = self.tree.position(node)?;
        Some((pos.parse_move(j.better.as_deref()?).ok()?, j))
    }

    /// The review's progress: (positions searched, positions in all).
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.review.as_ref().map(|r| (r.done(), r.total()))
    }

    /// The request the job asks for.
    pub fn request(&self) -> Option<AnalysisRequest> {
        let job = self.job.as_ref()?;
        let start = self.tree.start().to_string();
        let line = |node| -> Vec<String> {
            self.tree
                .line(node)
                .iter()
                .map(ToString::to_string)
                .collect()
        };
        Some(match &job.work {
            Work::Analyse(node) => AnalysisRequest::Analyse {
                id: job.id,
                start,
                moves: line(*node),
                lines: LINES,
                repetition: self.tree.repetition_rule(),
            },
            Work::Review => {
                let review = self.review.as_ref()?;
                AnalysisRequest::Review {
                    id: job.id,
                    start,
                    moves: review.moves.clone(),
                    from: review.next().unwrap_or(review.total()),
                    nodes: review.nodes,
                    repetition: self.tree.repetition_rule(),
                }
            }
            Work::Check { node, candidates } => AnalysisRequest::Check {
                id: job.id,
                start,
                moves: line(*node),
                candidates: candidates.iter().map(ToString::to_string).collect(),
                nodes: self.review.as_ref().map_or(self.depth.nodes(), |r| r.nodes),
                repetition: self.tree.repetition_rule(),
            },
        })
    }

    /// What the board marks.
    pub fn marks(&self) -> Marks {
        let mut m = Marks::default();
        if let Some(last) = self.last_move() {
            m.last.push(last.from());
            m.last.extend(last.landings());
        }
        if let Some(d) = duty(self.shown(), &self.legal) {
            m.movable = d.squares;
        }
        self.entry.mark(&self.legal, &mut m);
        m
    }

    /// The paths on the board: the last move; the engine's three moves (the best thickest);
    /// the review's better move in the position where a marked move was played; while
    /// learning, the player's try or the solution; and the move being entered.
    pub fn paths(&self) -> Vec<DrawnPath> {
        let mut out = Vec::new();
        if let Some(last) = self.last_move() {
            out.push(DrawnPath::of(&last, PathStyle::Last));
        }
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
            let better = self.better_here(self.cursor).map(|(b, _)| b);
            if let Some(a) = self.shown_analysis() {
                for (i, line) in a.lines.iter().enumerate() {
                    let Some(first) = line.moves.first() else {
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
        if let Some(pv) = self.entry.preview(&self.legal) {
            out.push(pv);
        }
        out
    }

    fn new_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// Shows a message.
    pub fn notify(&mut self, text: impl Into<String>, error: bool) {
        let id = self.new_id();
        self.notice = Some(Notice {
            id,
            text: text.into(),
            error,
        });
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
            .then_some(Work::Analyse(self.cursor))
    }

    /// Restores the invariants after any change: the line and legal moves at the cursor, the
    /// verdicts, and the worker's job.
    pub fn settle(&mut self) {
        if !self.tree.contains(self.cursor) {
            self.cursor = self.tree.main_line_end(NodeId::ROOT);
        }
        // Nodes never change their position (a deleted node's id is not reused), so the line
        // is worked out again only when the cursor moves.
        if self.line_node != Some(self.cursor) {
            self.line = Rc::new(
                self.tree
                    .game_at(self.cursor)
                    .unwrap_or_else(|| Game::new(self.tree.start().clone())),
            );
            self.legal = Rc::new(if self.outcome().is_none() {
                self.shown().legal_moves()
            } else {
                Vec::new()
            });
            self.line_node = Some(self.cursor);
        }
        // The last report stays while its position is shown (also when the engine is stopped).
        if self
            .analysis
            .as_ref()
            .is_some_and(|a| a.node != self.cursor)
        {
            self.analysis = None;
        }
        let wanted = self.wanted();
        if self.job.as_ref().map(|j| &j.work) != wanted.as_ref() {
            self.job = wanted.map(|work| Job {
                id: self.new_id(),
                work,
            });
        }
    }

    /// Sets the review (and its verdicts).
    pub fn set_review(&mut self, review: Option<Review>) {
        self.review = review.map(Rc::new);
        self.judged = Rc::new(self.judge());
    }

    /// The tree, to change it (copied first if an older state shares it).
    fn tree_mut(&mut self) -> &mut GameTree {
        Rc::make_mut(&mut self.tree)
    }

    /// The review's verdicts; a move the search would have played (the same position after)
    /// is never marked.
    fn judge(&self) -> Vec<Judgement> {
        let Some(review) = &self.review else {
            return Vec::new();
        };
        let game = replay(self.tree.start(), &review.moves);
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

    fn go(&mut self, node: NodeId) {
        if !self.tree.contains(node) || node == self.cursor {
            return;
        }
        self.cursor = node;
        self.entry = Entry::default();
        self.message = None;
    }

    fn step(&mut self, to: Stepping) {
        if let Some(t) = to.target(&self.tree, self.cursor) {
            self.go(t);
        }
    }

    /// Plays `mv` at the cursor into the tree (a side line where the line goes on).
    fn play(&mut self, mv: Move) {
        self.entry = Entry {
            hover: self.entry.hover,
            ..Entry::default()
        };
        let cursor = self.cursor;
        match self.tree_mut().play(cursor, &mv) {
            Ok(node) => {
                self.cursor = node;
                self.message = None;
            }
            Err(e) => self.notify(format!("{mv} cannot be played: {e}."), true),
        }
    }

    /// A move from the board: while learning at the mistake's position, a try; else a move.
    fn moved(&mut self, mv: Move) {
        let trying = self.hiding_engine()
            && self
                .learn
                .as_ref()
                .is_some_and(|l| matches!(l.attempt, Attempt::Asking | Attempt::Wrong { .. }));
        if trying {
            self.entry = Entry {
                hover: self.entry.hover,
                ..Entry::default()
            };
            self.attempt(mv);
        } else {
            self.play(mv);
        }
    }

    fn outcome_of(&mut self, o: Outcome) {
        self.message = match o {
            Outcome::Nothing => None,
            Outcome::Play(m) => {
                self.moved(m);
                None
            }
            Outcome::Miss { from, path } => Some(match path.last() {
                Some(to) => {
                    format!("The piece on {from} cannot go to {to}: the dots show where it can.")
                }
                None => format!("The piece on {from} cannot move like that."),
            }),
            Outcome::Say(text) => Some(self.pointer.say(&text)),
        };
    }

    fn press(&mut self, sq: Square, touch: bool) {
        self.pointer = if touch {
            Pointer::Touch
        } else {
            Pointer::Mouse
        };
        if self
            .learn
            .as_ref()
            .is_some_and(|l| l.node == self.cursor && matches!(l.attempt, Attempt::Checking { .. }))
        {
            self.message = Some("Checking your move…".into());
            return;
        }
        let pos = self.shown().clone();
        let legal = Rc::clone(&self.legal);
        let o = self.entry.press(&pos, &legal, sq, touch);
        self.outcome_of(o);
    }

    fn play_line(&mut self, line: usize, upto: usize) {
        let Some(moves) = self
            .shown_analysis()
            .and_then(|a| a.lines.get(line))
            .map(|l| l.moves.clone())
        else {
            return;
        };
        let mut at = self.cursor;
        for mv in moves.iter().take(upto + 1) {
            match self.tree_mut().play(at, mv) {
                Ok(n) => at = n,
                Err(_) => break,
            }
        }
        self.go(at);
    }

    fn on_reply(&mut self, reply: AnalysisReply) {
        let Some(job) = self.job.clone() else {
            return;
        };
        if reply.id() != Some(job.id) {
            return;
        }
        match (reply, &job.work) {
            (
                AnalysisReply::Lines {
                    depth,
                    nodes,
                    nps,
                    lines,
                    ..
                },
                Work::Analyse(node),
            ) => {
                let Some(pos) = self.tree.position(*node).cloned() else {
                    return;
                };
                let lines = lines.iter().filter_map(|l| resolve(&pos, l)).collect();
                self.analysis = Some(Rc::new(Analysis {
                    node: *node,
                    depth,
                    nodes,
                    nps,
                    lines,
                    finished: false,
                }));
            }
            (AnalysisReply::Done { .. }, Work::Analyse(_)) => {
                if let Some(a) = self.analysis.as_mut() {
                    Rc::make_mut(a).finished = true;
                }
            }
            (
                AnalysisReply::Evaluated {
                    index,
                    score,
                    best,
                    depth,
                    ..
                },
                Work::Review,
            ) => {
                if let Some(slot) = self
                    .review
                    .as_mut()
                    .and_then(|r| Rc::make_mut(r).evals.get_mut(index))
                {
                    *slot = Some(super::review::PlyEval { score, best, depth });
                    self.judged = Rc::new(self.judge());
                }
            }
            (AnalysisReply::Done { .. }, Work::Review) => {
                self.reviewing = false;
                let complete = self.review.as_ref().is_some_and(|r| r.next().is_none());
                if complete {
                    self.notify("The review is complete.", false);
                }
            }
            (AnalysisReply::Evaluated { index, score, .. }, Work::Check { .. }) => {
                if let Some(Learn {
                    attempt: Attempt::Checking { scores, .. },
                    ..
                }) = self.learn.as_mut()
                    && let Some(slot) = scores.get_mut(index)
                {
                    *slot = Some(score);
                }
                self.decide();
            }
            (AnalysisReply::Error { message, .. }, work) => {
                if *work == Work::Review {
                    self.reviewing = false;
                }
                if let Some(l) = self.learn.as_mut()
                    && matches!(l.attempt, Attempt::Checking { .. })
                {
                    l.attempt = Attempt::Asking;
                }
                self.notify(format!("The engine could not do it: {message}."), true);
            }
            _ => {}
        }
    }

    fn start_review(&mut self) {
        if self.reviewing {
            return;
        }
        let game = self.tree.main_game();
        let moves = game.notation();
        let nodes = self.depth.nodes();
        let review = Review::continuing(
            self.review.as_deref(),
            self.tree.start().turn(),
            moves,
            nodes,
        );
        self.reviewing = review.next().is_some();
        if !self.reviewing {
            self.notify("The review is complete.", false);
        }
        self.set_review(Some(review));
        self.learn = None;
    }

    /// Plays the review's better move where the shown (marked) move was played, and shows it.
    fn better_move(&mut self) {
        let Some(parent) = self.tree.parent(self.cursor) else {
            return;
        };
        let Some((mv, _)) = self.better_here(parent) else {
            return;
        };
        if let Ok(node) = self.tree_mut().play(parent, &mv) {
            self.go(node);
        }
    }

    fn learn_start(&mut self, side: Color) {
        let shared = self.shared_plies();
        let plies: Vec<usize> = self
            .judged
            .iter()
            .filter(|j| j.mover == side && j.verdict >= Verdict::Mistake && j.ply <= shared)
            .map(|j| j.ply)
            // Only where the better move is known in the position (so a try can be checked).
            .filter(|&p| {
                self.main_node(p - 1)
                    .and_then(|n| self.better_here(n))
                    .is_some()
            })
            .collect();
        if plies.is_empty() {
            self.notify(
                format!("The review found no mistake of {side}'s to learn from."),
                false,
            );
            return;
        }
        self.learn = Some(Learn {
            side,
            plies,
            at: 0,
            node: NodeId::ROOT,
            played: None,
            best: None,
            attempt: Attempt::Asking,
        });
        self.learn_at(0);
    }

    /// Goes to mistake `at` of the session (or marks the session finished).
    fn learn_at(&mut self, at: usize) {
        let Some(l) = self.learn.as_ref() else {
            return;
        };
        let ply = l.plies.get(at).copied();
        let (node, played, best) = match ply {
            Some(p) => {
                let Some(node) = self.main_node(p - 1) else {
                    return;
                };
                let played = self
                    .main_node(p)
                    .and_then(|n| self.tree.move_at(n).copied());
                let best = self.better_here(node).map(|(m, _)| m);
                (node, played, best)
            }
            None => (self.cursor, None, None),
        };
        if let Some(l) = self.learn.as_mut() {
            l.at = at;
            l.node = node;
            l.played = played;
            l.best = best;
            l.attempt = Attempt::Asking;
        }
        self.go(node);
    }

    /// A move the player tries at the mistake's position.
    fn attempt(&mut self, mv: Move) {
        let Some(l) = self.learn.as_ref() else {
            return;
        };
        let Some(pos) = self.tree.position(l.node).cloned() else {
            return;
        };
        let after = pos.play(&mv).ok();
        let same = |m: Option<Move>| match (m.and_then(|m| pos.play(&m).ok()), &after) {
            (Some(a), Some(b)) => a == *b,
            _ => false,
        };
        let attempt = if same(l.played) {
            Attempt::Wrong {
                candidate: mv,
                text: format!("{mv} is the move played in the game. Look for a better one."),
            }
        } else if same(l.best) {
            Attempt::Right {
                candidate: mv,
                text: format!("Well found: {mv} is the engine's choice too."),
            }
        } else {
            Attempt::Checking {
                candidate: mv,
                scores: [None, None],
            }
        };
        if let Some(l) = self.learn.as_mut() {
            l.attempt = attempt;
        }
    }

    /// Both moves of a check are scored: is the player's close enough to the best?
    fn decide(&mut self) {
        let Some(l) = self.learn.as_ref() else {
            return;
        };
        let Attempt::Checking {
            candidate,
            scores: [Some(best), Some(mine)],
        } = l.attempt
        else {
            return;
        };
        let side = l.side;
        let best_move = l.best;
        let turn = !side;
        let chance = |raw: i32| {
            let white = Eval::new(raw, turn).white_chance();
            if side == Color::White {
                white
            } else {
                1.0 - white
            }
        };
        let (b, m) = (chance(best), chance(mine));
        let pct = |c: f64| winprob::percent(c);
        let best_text = best_move.map_or_else(String::new, |b| b.to_string());
        let attempt = if m + LEARN_MARGIN >= b {
            Attempt::Right {
                candidate,
                text: format!(
                    "Good: {candidate} keeps {side}'s chances at {}% (the engine's {best_text} keeps {}%).",
                    pct(m),
                    pct(b)
                ),
            }
        } else {
            Attempt::Wrong {
                candidate,
                text: format!(
                    "{candidate} leaves {side} {}% where a better move keeps {}%. Try another move.",
                    pct(m),
                    pct(b)
                ),
            }
        };
        if let Some(l) = self.learn.as_mut() {
            l.attempt = attempt;
        }
    }
}

/// An engine line resolved in `pos`: its moves up to the first that does not parse (none when
/// even the first does not).
fn resolve(pos: &Position, line: &Line) -> Option<EngineLine> {
    let mut at = pos.clone();
    let mut moves = Vec::new();
    for text in &line.moves {
        let Ok(mv) = at.parse_move(text) else {
            break;
        };
        let Ok(next) = at.play(&mv) else {
            break;
        };
        moves.push(mv);
        at = next;
    }
    if moves.is_empty() {
        return None;
    }
    Some(EngineLine {
        eval: Eval::new(line.score, pos.turn()),
        moves,
    })
}

/// The state after `action`.
pub fn reduce(state: &State, action: Action) -> State {
    let mut s = state.clone();
    match action {
        Action::Square(sq) => s.press(sq, false),
        Action::Tap(sq) => s.press(sq, true),
        Action::Hover(sq) => s.entry.hover = sq,
        Action::ShowOption(i) => s.entry.show(i),
        Action::Pick(i) => {
            let o = s.entry.pick(i);
            s.outcome_of(o);
        }
        Action::Confirm => {
            let o = s.entry.confirm();
            s.outcome_of(o);
        }
        Action::EndHere => {
            if let Some(m) = s.entry.builder.take().and_then(|b| b.complete(&s.legal)) {
                s.moved(m);
            }
        }
        Action::Cancel => {
            s.entry.back();
            s.message = None;
        }
        Action::Go(node) => s.go(node),
        Action::Step(to) => s.step(to),
        Action::Promote(node) => {
            let _ = s.tree_mut().promote_to_main(node);
        }
        Action::Delete(node) => {
            let in_line = s.tree.line_nodes(s.cursor).contains(&node);
            if let Ok(parent) = s.tree_mut().delete(node)
                && in_line
            {
                s.cursor = parent;
                s.entry = Entry::default();
            }
        }
        Action::Comment(node, text) => {
            let _ = s.tree_mut().set_comment(node, &text);
        }
        Action::Flip => s.flipped = !s.flipped,
        Action::Engine(on) => s.engine = on,
        Action::PlayLine { line, upto } => s.play_line(line, upto),
        Action::Reply(r) => s.on_reply(r),
        Action::SetDepth(d) => {
            if !s.reviewing {
                s.depth = d;
            }
        }
        Action::ReviewStart => s.start_review(),
        Action::ReviewCancel => s.reviewing = false,
        Action::BetterMove => s.better_move(),
        Action::LearnStart(side) => s.learn_start(side),
        Action::LearnNext => {
            let next = s.learn.as_ref().map(|l| l.at + 1);
            if let Some(at) = next {
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
        Action::Notify { text, error } => s.notify(text, error),
        Action::Dismiss(id) => {
            if s.notice.as_ref().is_some_and(|n| n.id == id) {
                s.notice = None;
            }
        }
    }
    s.settle();
    s
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(work, Work::Analyse(s.cursor));
        let Some(AnalysisRequest::Analyse { moves, lines, .. }) = s.request() else {
            panic!("an analysis request");
        };
        assert_eq!((moves.len(), lines), (2, LINES));
        let s = reduce(&s, Action::Step(Stepping::Back));
        let (second, work) = job(&s);
        assert!(second != first);
        assert_eq!(work, Work::Analyse(s.cursor));
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
            reduce(&stopped, Action::Step(Stepping::First)).shown_analysis(),
            None
        );
        // A line played into the tree, up to its second move.
        let played = reduce(&s, Action::PlayLine { line: 0, upto: 1 });
        assert_eq!(played.ply(), 3);
        assert_eq!(played.tree.len(), 3, "J11-K12 was already the game's move");
        let other = reduce(&s, Action::PlayLine { line: 1, upto: 0 });
        assert_eq!(other.tree.len(), 3, "F10-F9 starts a side line");
        assert!(!other.tree.is_main_line(other.cursor));
    }

    #[test]
    fn moves_on_the_board_go_into_the_tree_as_side_lines() {
        let s = game(&["J6-K5", "J11-K12"]);
        let s = reduce(&s, Action::Step(Stepping::First));
        let s = reduce(&s, Action::Square(sq("F7")));
        let s = reduce(&s, Action::Square(sq("F8")));
        assert_eq!(s.ply(), 1);
        assert_eq!(s.tree.len(), 3);
        assert!(
            !s.tree.is_main_line(s.cursor),
            "the game's own line is kept"
        );
        assert_eq!(s.tree.children(NodeId::ROOT).len(), 2);
        let s = reduce(&s, Action::Step(Stepping::Up));
        assert!(s.tree.is_main_line(s.cursor));
        let s = reduce(&s, Action::Square(sq("F7")));
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
        let main = s.tree.main_line(NodeId::ROOT);
        assert_eq!(glyphs.get(&main[2]).map(String::as_str), Some("??"));
        assert_eq!(glyphs.get(&main[0]).map(String::as_str), Some(""));
        assert_eq!(glyphs.len(), 3);
        let [(_, white), (_, black)] = s.summaries();
        assert_eq!((white.blunders, white.moves, black.moves), (1, 2, 1));
        // One move before the blunder, the better move is drawn.
        let before = reduce(&s, Action::Step(Stepping::Back));
        let (better, _) = before.better_here(before.cursor).expect("a better move");
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
                .tree
                .move_at(after.cursor)
                .map(ToString::to_string)
                .as_deref(),
            Some("F7-F8")
        );
        assert!(!after.tree.is_main_line(after.cursor));
        assert_eq!(after.glyphs(), s.glyphs(), "the main line keeps its marks");
        // A change to the main line keeps the marks of the moves it shares.
        let cut = reduce(&s, Action::Delete(main[2]));
        assert_eq!(cut.glyphs().len(), 2);
        let again = reduce(&cut, Action::ReviewStart);
        assert!(!again.reviewing, "nothing left to search");
    }

    #[test]
    fn learning_from_mistakes_accepts_the_best_and_checks_the_rest() {
        let s = reviewed();
        let s = reduce(&s, Action::LearnStart(Color::Black));
        assert!(
            s.learn.is_none() && s.notice.is_some(),
            "Black made no mistake"
        );
        let s = reduce(&s, Action::LearnStart(Color::White));
        let l = s.learn.clone().expect("learning");
        assert_eq!(l.plies, [3]);
        assert_eq!(s.ply(), 2, "at the position of the blunder");
        assert!(s.hiding_engine());
        assert_eq!(s.job, None, "no lines to give the answer away");
        assert_eq!(s.shown_eval(), None);
        // The game's move again: wrong at once.
        let mut t = reduce(&s, Action::Square(sq("K5")));
        t = reduce(&t, Action::Square(sq("L4")));
        assert!(matches!(
            t.learn.as_ref().map(|l| &l.attempt),
            Some(Attempt::Wrong { .. })
        ));
        assert_eq!(t.tree.len(), 3, "tries do not go into the tree");
        // The search's move: right at once.
        let mut r = reduce(&t, Action::Square(sq("F7")));
        r = reduce(&r, Action::Square(sq("F8")));
        assert!(matches!(
            r.learn.as_ref().map(|l| &l.attempt),
            Some(Attempt::Right { .. })
        ));
        // Another move is checked by the worker against the best.
        let mut c = reduce(&t, Action::Square(sq("G7")));
        c = reduce(&c, Action::Square(sq("G8")));
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
        let main = s.tree.main_line(NodeId::ROOT);
        assert_eq!(
            s.judgement(main[1]).map(|j| (j.mover, j.verdict)),
            Some((Color::Black, Verdict::Blunder))
        );
        assert_eq!(s.glyphs().get(&main[1]).map(String::as_str), Some("??"));
        let l = reduce(&s, Action::LearnStart(Color::White));
        assert_eq!(l.learn.as_ref().map(|l| l.plies.clone()), Some(vec![3]));
        assert_eq!(l.cursor, main[1], "at the position of White's blunder");
        assert_eq!(l.judgement(l.cursor), None, "Black's blunder is not shown");
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
