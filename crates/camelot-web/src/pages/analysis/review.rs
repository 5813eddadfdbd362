//! Game review: every position of the main line searched at a fixed node budget, each move
//! judged by the drop in its mover's winning chances, and a summary per side.
//!
//! The verdicts follow lichess's thresholds. lichess measures winning chances on a −1…+1 scale
//! and marks a drop of 0.1 an inaccuracy, 0.2 a mistake and 0.3 a blunder; on the 0-to-1 scale
//! of [`camelot_ai::winprob`] (half as wide) those are 0.05, 0.10 and 0.15: a move that costs its
//! mover 5 percentage points of winning chances is an inaccuracy (`?!`), 10 a mistake (`?`),
//! 15 a blunder (`??`). A move that the search itself would have played is never marked.
//!
//! Accuracy, after lichess: a move that drops its mover's chances by `d` percentage points
//! (0 to 100) scores `103.1668 · exp(-0.04354 · d) - 3.1669` percent (clamped to 0..100,
//! so no loss is 100%), and a side's accuracy is the plain mean over its judged moves (lichess
//! weighs moves by the game's volatility and mixes in a harmonic mean; the plain mean is
//! easier to explain and close to it).

use crate::engine::eval::Eval;
use camelot_core::Color;
use serde::{Deserialize, Serialize};

/// Drop in winning chances (0-to-1 scale) from which a move is an inaccuracy: lichess's 0.1
/// on its −1…+1 scale.
pub const INACCURACY: f64 = 0.05;
/// … a mistake (lichess's 0.2).
pub const MISTAKE: f64 = 0.10;
/// … a blunder (lichess's 0.3).
pub const BLUNDER: f64 = 0.15;

/// How good a move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    /// Nothing to say.
    Good,
    /// `?!`
    Inaccuracy,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

impl Verdict {
    /// The verdict for a move that costs its mover `drop` of their winning chances.
    pub fn of_drop(drop: f64) -> Verdict {
        if drop >= BLUNDER {
            Verdict::Blunder
        } else if drop >= MISTAKE {
            Verdict::Mistake
        } else if drop >= INACCURACY {
            Verdict::Inaccuracy
        } else {
            Verdict::Good
        }
    }

    /// The mark after the move (empty for a good one).
    pub fn glyph(self) -> &'static str {
        match self {
            Verdict::Good => "",
            Verdict::Inaccuracy => "?!",
            Verdict::Mistake => "?",
            Verdict::Blunder => "??",
        }
    }

    /// The verdict as a word, for CSS classes (its words for people are
    /// `analysis-verdict-head`'s).
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Good => "good move",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }
}

/// The accuracy (0 to 100) of a move that costs its mover `drop` of their chances.
pub fn move_accuracy(drop: f64) -> f64 {
    let d = (drop * 100.0).clamp(0.0, 100.0);
    (103.1668 * (-0.04354 * d).exp() - 3.1669).clamp(0.0, 100.0)
}

/// The search of one position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlyEval {
    /// Raw engine score from White's point of view.
    pub score: i32,
    /// The best move there, in WCF notation (none when the game is over there).
    pub best: Option<String>,
    /// Depth the search completed.
    pub depth: u32,
}

/// A game's review: the main line's moves and the search of each position (ply 0 is the
/// start), filled in as the worker answers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Review {
    /// Nodes per position.
    pub nodes: u64,
    /// Who is to move at the start.
    pub first: Color,
    /// The reviewed moves, in WCF notation.
    pub moves: Vec<String>,
    /// One entry per position, `moves.len() + 1` of them.
    pub evals: Vec<Option<PlyEval>>,
}

/// The verdict on one move.
#[derive(Debug, Clone, PartialEq)]
pub struct Judgement {
    /// The move's ply (1 for the first move).
    pub ply: usize,
    /// Who played it.
    pub mover: Color,
    /// The move, in WCF notation.
    pub played: String,
    /// White's chances before and after it.
    pub before: f64,
    /// …
    pub after: f64,
    /// What it cost its mover (negative when it gained).
    pub drop: f64,
    /// The verdict.
    pub verdict: Verdict,
    /// The search's move in the position before, when it is another move.
    pub better: Option<String>,
}

/// A side's review.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Summary {
    /// Moves judged.
    pub moves: usize,
    /// `?!` count.
    pub inaccuracies: usize,
    /// `?` count.
    pub mistakes: usize,
    /// `??` count.
    pub blunders: usize,
    /// Mean accuracy in percent, when any move was judged.
    pub accuracy: Option<f64>,
}

impl Review {
    /// An empty review of `moves` played from a position where `first` is to move.
    pub fn new(first: Color, moves: Vec<String>, nodes: u64) -> Review {
        let evals = vec![None; moves.len() + 1];
        Review {
            nodes,
            first,
            moves,
            evals,
        }
    }

    /// A review of `moves` that keeps what `old` found on the plies both share (same moves,
    /// same budget, same start).
    pub fn continuing(
        old: Option<&Review>,
        first: Color,
        moves: Vec<String>,
        nodes: u64,
    ) -> Review {
        let mut new = Review::new(first, moves, nodes);
        if let Some(old) = old.filter(|o| o.nodes == nodes && o.first == first) {
            let shared = old
                .moves
                .iter()
                .zip(&new.moves)
                .take_while(|(a, b)| a == b)
                .count();
            for ply in 0..=shared {
                new.evals[ply] = old.evals.get(ply).cloned().flatten();
            }
        }
        new
    }

    /// Positions searched so far.
    pub fn done(&self) -> usize {
        self.evals.iter().filter(|e| e.is_some()).count()
    }

    /// Positions to search in all.
    pub fn total(&self) -> usize {
        self.evals.len()
    }

    /// The first position not searched yet.
    pub fn next(&self) -> Option<usize> {
        self.evals.iter().position(Option::is_none)
    }

    /// Who is to move at `ply`.
    pub fn turn(&self, ply: usize) -> Color {
        if ply.is_multiple_of(2) {
            self.first
        } else {
            !self.first
        }
    }

    /// The evaluation at `ply`, if searched.
    pub fn eval(&self, ply: usize) -> Option<Eval> {
        let e = self.evals.get(ply)?.as_ref()?;
        Some(Eval::new(e.score, self.turn(ply)))
    }

    /// White's chances at every ply (none where not searched yet).
    pub fn chances(&self) -> Vec<Option<f64>> {
        (0..self.evals.len())
            .map(|p| self.eval(p).map(Eval::white_chance))
            .collect()
    }

    /// The verdict on every move whose positions before and after are searched. `is_best`
    /// says whether the move of ply `p` is the search's move `best` (same position after).
    pub fn judge(&self, is_best: impl Fn(usize, &str) -> bool) -> Vec<Judgement> {
        let mut out = Vec::new();
        for (i, played) in self.moves.iter().enumerate() {
            let ply = i + 1;
            let (Some(before), Some(after)) = (self.eval(i), self.eval(ply)) else {
                continue;
            };
            let mover = self.turn(i);
            let (before, after) = (before.white_chance(), after.white_chance());
            let drop = match mover {
                Color::White => before - after,
                Color::Black => after - before,
            };
            let best = self
                .evals
                .get(i)
                .and_then(|e| e.as_ref())
                .and_then(|e| e.best.clone());
            let same = best.as_deref().is_some_and(|b| is_best(ply, b));
            let verdict = if same {
                Verdict::Good
            } else {
                Verdict::of_drop(drop)
            };
            out.push(Judgement {
                ply,
                mover,
                played: played.clone(),
                before,
                after,
                drop,
                verdict,
                better: best.filter(|_| !same),
            });
        }
        out
    }
}

/// The summary of `color`'s moves among `judged`.
pub fn summary(judged: &[Judgement], color: Color) -> Summary {
    let mine: Vec<&Judgement> = judged.iter().filter(|j| j.mover == color).collect();
    let count = |v: Verdict| mine.iter().filter(|j| j.verdict == v).count();
    let accuracy = (!mine.is_empty())
        .then(|| mine.iter().map(|j| move_accuracy(j.drop)).sum::<f64>() / mine.len() as f64);
    Summary {
        moves: mine.len(),
        inaccuracies: count(Verdict::Inaccuracy),
        mistakes: count(Verdict::Mistake),
        blunders: count(Verdict::Blunder),
        accuracy,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_ai::Score;

    fn eval(score: i32, best: &str) -> Option<PlyEval> {
        Some(PlyEval {
            score,
            best: Some(best.into()),
            depth: 5,
        })
    }

    #[test]
    fn thresholds_mark_the_drops() {
        assert_eq!(Verdict::of_drop(-0.4), Verdict::Good);
        // lichess's 0.1/0.2/0.3 on its −1…+1 scale: 5, 10 and 15 points of winning chances.
        assert_eq!(Verdict::of_drop(0.049), Verdict::Good);
        assert_eq!(Verdict::of_drop(0.05), Verdict::Inaccuracy);
        assert_eq!(Verdict::of_drop(0.099), Verdict::Inaccuracy);
        assert_eq!(Verdict::of_drop(0.1), Verdict::Mistake);
        assert_eq!(Verdict::of_drop(0.149), Verdict::Mistake);
        assert_eq!(Verdict::of_drop(0.15), Verdict::Blunder);
        // The examples: 49% to 31% (18 points, four pieces given) is a blunder.
        assert_eq!(Verdict::of_drop(0.49 - 0.31), Verdict::Blunder);
        assert_eq!(Verdict::Blunder.glyph(), "??");
        assert_eq!(Verdict::Mistake.glyph(), "?");
        assert_eq!(Verdict::Inaccuracy.glyph(), "?!");
        assert_eq!(Verdict::Good.glyph(), "");
    }

    #[test]
    fn accuracy_falls_with_the_drop() {
        assert!((move_accuracy(0.0) - 100.0).abs() < 0.01);
        assert!(
            (move_accuracy(-0.2) - 100.0).abs() < 0.01,
            "a gain is no loss"
        );
        let ten = move_accuracy(0.1);
        assert!((ten - 63.5).abs() < 0.5, "{ten}");
        assert!(move_accuracy(0.3) < move_accuracy(0.2));
        assert_eq!(move_accuracy(1.0), 0.0);
    }

    /// A game of four moves from White's start: White's second move throws the game away
    /// (a forced loss after it), and Black's first move is the search's own.
    fn game() -> Review {
        let mut r = Review::new(
            Color::White,
            vec!["A".into(), "B".into(), "C".into(), "D".into()],
            1000,
        );
        r.evals = vec![
            eval(20, "A"),
            eval(10, "B"),
            eval(10, "X"),
            eval(-Score::win_in_plies(4).raw(), "D"),
            eval(-Score::win_in_plies(3).raw(), "E"),
        ];
        r
    }

    #[test]
    fn moves_are_judged_by_their_movers_drop() {
        let r = game();
        let judged = r.judge(|ply, best| r.moves[ply - 1] == best);
        assert_eq!(judged.len(), 4);
        let verdicts: Vec<Verdict> = judged.iter().map(|j| j.verdict).collect();
        assert_eq!(
            verdicts,
            [
                Verdict::Good,
                Verdict::Good,
                Verdict::Blunder,
                Verdict::Good
            ]
        );
        let c = &judged[2];
        assert_eq!((c.mover, c.played.as_str()), (Color::White, "C"));
        assert_eq!(c.better.as_deref(), Some("X"));
        assert_eq!(c.after, 0.0);
        assert!(c.drop > 0.45 && c.drop < 0.55, "{}", c.drop);
        assert_eq!(judged[0].better, None, "the search's own move");
        let white = summary(&judged, Color::White);
        assert_eq!(
            (
                white.moves,
                white.blunders,
                white.mistakes,
                white.inaccuracies
            ),
            (2, 1, 0, 0)
        );
        let black = summary(&judged, Color::Black);
        assert_eq!((black.moves, black.blunders), (2, 0));
        assert!(black.accuracy.is_some_and(|a| a > 99.0));
        assert!(white.accuracy.is_some_and(|a| a < 60.0));
    }

    #[test]
    fn unsearched_positions_leave_moves_unjudged_and_reviews_continue() {
        let mut r = game();
        r.evals[2] = None;
        assert_eq!((r.done(), r.total(), r.next()), (4, 5, Some(2)));
        let judged = r.judge(|_, _| false);
        assert_eq!(
            judged.iter().map(|j| j.ply).collect::<Vec<_>>(),
            [1, 4],
            "plies 2 and 3 need position 2"
        );
        assert_eq!(r.chances()[2], None);
        let full = game();
        let moves = vec!["A".into(), "B".into(), "Z".into()];
        let next = Review::continuing(Some(&full), Color::White, moves.clone(), 1000);
        assert_eq!(next.done(), 3, "positions 0..=2 are the same");
        assert_eq!(next.next(), Some(3));
        let other = Review::continuing(Some(&full), Color::White, moves, 5000);
        assert_eq!(other.done(), 0, "another budget searches again");
    }
}
