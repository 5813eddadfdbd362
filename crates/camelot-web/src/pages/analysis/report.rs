//! What the analysis page asks of its worker ([`Work`], with an id: a [`Job`]) and what it
//! keeps of the answers: the engine's lines on the shown position, resolved into moves.

use super::review::PlyEval;
use super::state::{LINES, State};
use crate::engine::eval::Eval;
use crate::engine::protocol::{AnalysisReply, AnalysisRequest, Line};
use camelot_core::{Move, NodeId, Position};
use std::rc::Rc;

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

/// An engine line resolved in `pos`: its moves up to the first that does not parse (none when
/// even the first does not).
pub fn resolve(pos: &Position, line: &Line) -> Option<EngineLine> {
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

impl State {
    /// The request the job asks for.
    pub fn request(&self) -> Option<AnalysisRequest> {
        let job = self.job.as_ref()?;
        let tree = self.tree();
        let start = tree.start().to_string();
        let line =
            |node| -> Vec<String> { tree.line(node).iter().map(ToString::to_string).collect() };
        Some(match &job.work {
            Work::Analyse(node) => AnalysisRequest::Analyse {
                id: job.id,
                start,
                moves: line(*node),
                lines: LINES,
                repetition: tree.repetition_rule(),
            },
            Work::Review => {
                let review = self.review.as_ref()?;
                AnalysisRequest::Review {
                    id: job.id,
                    start,
                    moves: review.moves.clone(),
                    from: review.next().unwrap_or(review.total()),
                    nodes: review.nodes,
                    repetition: tree.repetition_rule(),
                }
            }
            Work::Check { node, candidates } => AnalysisRequest::Check {
                id: job.id,
                start,
                moves: line(*node),
                candidates: candidates.iter().map(ToString::to_string).collect(),
                nodes: self.review.as_ref().map_or(self.depth.nodes(), |r| r.nodes),
                repetition: tree.repetition_rule(),
            },
        })
    }

    /// A message from the worker: kept when it answers the job, dropped otherwise.
    pub(super) fn on_reply(&mut self, reply: AnalysisReply) {
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
                let Some(pos) = self.tree().position(*node).cloned() else {
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
                    *slot = Some(PlyEval { score, best, depth });
                    self.judged = Rc::new(self.judge());
                }
            }
            (AnalysisReply::Done { .. }, Work::Review) => {
                self.reviewing = false;
                if self.review.as_ref().is_some_and(|r| r.next().is_none()) {
                    self.review_note = Some(super::words::review_complete());
                }
            }
            (AnalysisReply::Evaluated { index, score, .. }, Work::Check { .. }) => {
                self.scored(index, score);
            }
            (AnalysisReply::Error { failure, .. }, work) => {
                if *work == Work::Review {
                    self.reviewing = false;
                }
                self.check_failed();
                self.notices
                    .say(super::words::engine_failed(&failure), true);
            }
            _ => {}
        }
    }
}
