//! The analysis page's words for people: its status lines, the engine's, the review's and
//! the drill's messages, and what is wrong with a link. (Evaluations in words are `eval.rs`'s;
//! the move entry's own words are `entry::words`.)

use super::eval::Eval;
use super::report::Analysis;
use super::review::{Judgement, Verdict};
use crate::app::words::{after_ply, capitalise, megabytes, move_of_ply};
use crate::engine::protocol::Solved;
use camelot_ai::winprob::percent;
use camelot_core::{Color, Move, NodePath, Position};

/// The review ended.
pub const REVIEW_COMPLETE: &str = "The review is complete.";
/// A click while the player's try is being scored.
pub const CHECKING: &str = "Checking your move…";
/// A link naming a game and a position.
pub const BOTH_NAMED: &str = "it names both a game and a position; the game is shown";
/// A line copied.
pub const LINE_COPIED: &str = "Line copied to the clipboard.";
/// The clipboard refused.
pub const NOT_COPIED: &str = "The browser did not allow copying the line.";

/// The solved game's line (Camette) while the answer comes.
pub const SOLVED_ASKING: &str = "Solved game: looking the position up…";

/// The solved game's line where its file does not know the position.
pub const SOLVED_UNKNOWN: &str = "Not solved here: this app's copy of the solved game covers \
     the games in which one side plays perfectly from the start.";

/// The solved game's line while it downloads.
pub fn solved_loading(got: u64, total: u64) -> String {
    let mb = megabytes;
    format!(
        "Solved game: downloading… {} of {} MB",
        mb(got),
        mb(total.max(got))
    )
}

/// The solved game's line when it could not be had.
pub fn solved_failed(why: &str) -> String {
    format!("Solved game unavailable: {why}")
}

/// The heading of the solved game's marks of a game's moves.
pub const SOLVED_REVIEW: &str = "Solved: every move's value";

/// A solved value in the words a player counts in: who wins, in how many of the winner's own
/// moves ("White wins in 19 moves"), or "a draw". `v` is for `turn`, the side to move.
fn solved_words(v: Solved, turn: Color) -> String {
    let (winner, moves) = match v {
        Solved::Draw => return "a draw".into(),
        // The winner moves first: its moves are every other ply from the first.
        Solved::Win(n) => (turn, n.div_ceil(2)),
        // The loser moves first: the winner's are every other ply from the second.
        Solved::Loss(n) => (!turn, n / 2),
    };
    match moves {
        0 => format!("{winner} has won"),
        1 => format!("{winner} wins in 1 move"),
        n => format!("{winner} wins in {n} moves"),
    }
}

/// The `ply`-th move of the game (1-based), what the solved game says of the position after it
/// (`after`: its value for its side to move `turn`, or `None` where the file does not know it),
/// and what the move let go: "3… C5-B6: White wins in 21 moves — the position was a draw".
pub fn solved_move(
    start: &Position,
    ply: usize,
    mv: &str,
    after: Option<(Solved, Color)>,
    slip: Option<Slip>,
) -> String {
    let head = numbered(start, ply, mv, true);
    let said = match after {
        Some((v, turn)) => solved_words(v, turn),
        None => "not solved here".into(),
    };
    let lost = match slip {
        Some(Slip::Win) => " — the win is let go",
        Some(Slip::Draw) => " — the position was a draw",
        None => "",
    };
    format!("{head}: {said}{lost}")
}

/// What a move let go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slip {
    /// A won position is no longer won.
    Win,
    /// A drawn position is lost.
    Draw,
}

/// The solved game's verdict of the shown position (`v` for `turn`, the side to move):
/// "White wins in 19 moves — solved (best: B3-B2)."
pub fn solved_verdict(v: Solved, turn: Color, best: &str) -> String {
    format!(
        "{} — solved (best: {best}).",
        capitalise(&solved_words(v, turn))
    )
}

/// The evaluation in words with White's winning chances: the material named is the shown
/// position's (the end of the engine's line may be halfway through an exchange).
pub fn evaluation(eval: Eval, shown: &Position) -> String {
    format!(
        "{} · White's winning chances: {}%",
        eval.words(shown),
        percent(eval.white_chance())
    )
}

/// The status line: the result, or whose move and when.
pub fn status(shown: &Position, start: &Position, ply: usize) -> String {
    match shown.outcome() {
        Some(o) => format!("The game is over here: {}.", capitalise(&o.to_string())),
        None => format!("{} to move, {}", shown.turn(), after_ply(start, ply)),
    }
}

/// A move the tree refused.
pub fn cannot_play(mv: &Move, why: &str) -> String {
    format!("{mv} cannot be played: {why}.")
}

/// A promotion, deletion or comment the tree refused.
pub fn tree_refused(why: &str) -> String {
    format!("That could not be done: {why}.")
}

/// The worker failed.
pub fn engine_failed(why: &str) -> String {
    format!("The engine could not do it: {why}.")
}

/// "12. F7-F8" for White's move at `ply` in a game from `start`, "12… F10-F9" for Black's.
pub fn numbered(start: &Position, ply: usize, mv: &str, first: bool) -> String {
    let (color, number) = move_of_ply(start, ply);
    match color {
        Color::White => format!("{number}. {mv}"),
        Color::Black if first => format!("{number}… {mv}"),
        Color::Black => mv.to_string(),
    }
}

/// "1.2 million" or "850 thousand" nodes per second.
pub fn speed(nps: u64) -> String {
    if nps >= 1_000_000 {
        format!("{}.{} million", nps / 1_000_000, nps % 1_000_000 / 100_000)
    } else {
        format!("{} thousand", nps / 1000)
    }
}

/// What the engine is doing.
pub fn engine_status(
    analysis: Option<&Analysis>,
    on: bool,
    hiding: bool,
    over: bool,
    reviewing: bool,
) -> String {
    if hiding {
        return "The engine is hidden while you look for the move.".to_string();
    }
    if over {
        return "Nothing to analyse: the game is over here.".to_string();
    }
    if reviewing {
        return "The engine is reviewing the game; the analysis goes on after it.".to_string();
    }
    match analysis {
        Some(a) => {
            let lines = match a.lines.len() {
                1 => "1 line".to_string(),
                n => format!("{n} lines"),
            };
            if a.finished {
                format!("Depth {} · search complete · {lines}", a.depth)
            } else {
                let state = if on { "" } else { " (stopped)" };
                format!(
                    "Depth {} · {} nodes a second · {lines}{state}",
                    a.depth,
                    speed(a.nps)
                )
            }
        }
        None if on => "Starting the engine…".to_string(),
        None => "The engine is off.".to_string(),
    }
}

/// A side's chances from White's, as a whole percentage.
fn chance_of(white: f64, who: Color) -> u32 {
    percent(if who == Color::White {
        white
    } else {
        1.0 - white
    })
}

/// The verdict's head: "?? Blunder."
pub fn verdict_head(v: Verdict) -> String {
    format!("{} {}. ", v.glyph(), capitalise(v.name()))
}

/// What the verdict's move did: "E4-E5 took White's winning chances from 49% to 31%."
pub fn verdict_body(j: &Judgement) -> String {
    format!(
        "{} took {}'s winning chances from {}% to {}%.",
        j.played,
        j.mover,
        chance_of(j.before, j.mover),
        chance_of(j.after, j.mover)
    )
}

/// The better move, after the verdict.
pub fn better_was(better: &str) -> String {
    format!(" Better was {better}.")
}

/// One move before a marked move: where the better move is drawn.
pub fn better_here(j: &Judgement, better: &Move) -> String {
    format!(
        "In the game {} played {}{} here; the better {better} is drawn in green.",
        j.mover,
        j.played,
        j.verdict.glyph()
    )
}

/// The drill's heading.
pub fn learn_title(side: Color) -> String {
    format!("Learn from {side}'s mistakes")
}

/// The drill after its last mistake.
pub fn learn_done(side: Color, n: usize) -> String {
    if n == 1 {
        format!("That was {side}'s only mistake.")
    } else {
        format!("That was the last of {side}'s mistakes.")
    }
}

/// The drill's question at a mistake.
pub fn learn_prompt(at: usize, n: usize, side: Color, played: &str, glyph: &str) -> String {
    format!(
        "Mistake {} of {n}: {side} played {played}{glyph} here. Find a better move for {side}.",
        at + 1
    )
}

/// The player's try being scored.
pub fn checking(candidate: &Move) -> String {
    format!("Checking {candidate}…")
}

/// The solution shown.
pub fn solution(best: &Move) -> String {
    format!("The engine's move here is {best} (drawn on the board).")
}

/// No mistake to learn from.
pub fn no_mistakes(side: Color) -> String {
    format!("The review found no mistake of {side}'s to learn from.")
}

/// The move the game played, tried again.
pub fn played_in_game(mv: &Move) -> String {
    format!("{mv} is the move played in the game. Look for a better one.")
}

/// The engine's own move, found.
pub fn well_found(mv: &Move) -> String {
    format!("Well found: {mv} is the engine's choice too.")
}

/// A try that keeps the chances.
pub fn keeps_chances(mv: &Move, side: Color, mine: f64, best: Option<Move>, b: f64) -> String {
    let best = best.map_or_else(String::new, |b| b.to_string());
    format!(
        "Good: {mv} keeps {side}'s chances at {}% (the engine's {best} keeps {}%).",
        percent(mine),
        percent(b)
    )
}

/// A try that loses the chances.
pub fn loses_chances(mv: &Move, side: Color, mine: f64, b: f64) -> String {
    format!(
        "{mv} leaves {side} {}% where a better move keeps {}%. Try another move.",
        percent(mine),
        percent(b)
    )
}

/// A link whose node is missing.
pub fn no_node(path: &NodePath) -> String {
    format!("the game has no move at node {path}, so its end is shown")
}

/// A link whose node is not a path.
pub fn bad_node(text: &str, why: &str) -> String {
    format!("the node `{text}` is not a node path ({why}), so the game's end is shown")
}

/// A link whose record does not read.
pub fn bad_record(why: &str) -> String {
    format!("its game record could not be read: {why}")
}

/// A link whose position does not read.
pub fn bad_position(why: &str) -> String {
    format!("its position could not be read: {why}")
}

/// Everything wrong with a link.
pub fn link_problems(problems: &[String]) -> String {
    format!(
        "The analysis link was not fully usable: {}.",
        problems.join("; ")
    )
}

/// A saved analysis that could not be read back.
pub fn not_restored(why: &str) -> String {
    format!("The saved analysis could not be restored ({why}); it was replaced.")
}
