//! The analysis page's words for people: its status lines, the engine's, the review's and
//! the drill's messages, and what is wrong with a link. (Evaluations in words are `eval.rs`'s;
//! the move entry's own words are `entry::words`.) The texts are `analysis-…` messages of
//! `www/locales/en/analysis.ftl`.

use super::eval::in_words;
use super::report::Analysis;
use super::review::{Judgement, Verdict};
use crate::app::i18n::{current, t};
use crate::app::words::{after_ply, capitalise, color_key, megabytes, move_of_ply, side};
use crate::engine::eval::Eval;
use crate::engine::protocol::{Failure, Solved};
use crate::engine::words::{failure, wins_in};
use crate::t;
use camelot_ai::winprob::percent;
use camelot_core::{Color, Move, NodePath, Outcome, Position};

/// A side's possessive: "White's".
pub fn possessive(c: Color) -> String {
    t(match c {
        Color::White => "side-white-possessive",
        Color::Black => "side-black-possessive",
    })
}

/// The review ended.
pub fn review_complete() -> String {
    t("analysis-review-complete")
}

/// A click while the player's try is being scored.
pub fn checking_your_move() -> String {
    t("analysis-checking-your-move")
}

/// A link naming a game and a position.
pub fn both_named() -> String {
    t("analysis-link-both")
}

/// A line copied.
pub fn line_copied() -> String {
    t("analysis-line-copied")
}

/// The clipboard refused.
pub fn not_copied() -> String {
    t("analysis-line-not-copied")
}

/// The solved game's line (Camette) while the answer comes.
pub fn solved_asking() -> String {
    t("analysis-solved-asking")
}

/// The solved game's line where its file does not know the position.
pub fn solved_unknown() -> String {
    t("analysis-solved-unknown")
}

/// The solved game's line while it downloads.
pub fn solved_loading(got: u64, total: u64) -> String {
    t!(
        "analysis-solved-loading",
        got = megabytes(got),
        total = megabytes(total.max(got))
    )
}

/// The solved game's line when it could not be had.
pub fn solved_failed(why: &Failure) -> String {
    t!("analysis-solved-failed", why = failure(why))
}

/// The button that asks again after the solved game could not be had.
pub fn solved_retry() -> String {
    t("analysis-solved-retry")
}

/// The heading of the solved game's marks of a game's moves.
pub fn solved_review() -> String {
    t("analysis-solved-review")
}

/// A solved value in the words a player counts in: who wins, in how many of the winner's own
/// moves ("White wins in 19 moves"), or "a draw" ("A draw" at the start of a sentence, `cap`).
/// `v` is for `turn`, the side to move.
fn solved_words(v: Solved, turn: Color, cap: bool) -> String {
    let Some((winner, moves)) = v.winner(turn) else {
        return t(if cap {
            "analysis-solved-draw-cap"
        } else {
            "analysis-solved-draw"
        });
    };
    match moves {
        Some(moves) => wins_in(winner, u32::from(moves)),
        // The win/draw/loss table knows who wins, not how soon.
        None => t!(
            "analysis-solved-wins",
            side = side(winner),
            color = color_key(winner)
        ),
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
    let value = match after {
        Some((v, turn)) => solved_words(v, turn, false),
        None => t("analysis-solved-not-here"),
    };
    match slip {
        Some(Slip::Win) => t!("analysis-solved-move-win-lost", mv = head, value = value),
        Some(Slip::Draw) => t!("analysis-solved-move-draw-lost", mv = head, value = value),
        // In the winner's moves, as the verdict beside it counts them (the loser moves first).
        Some(Slip::Hastened(plies)) => t!(
            "analysis-solved-move-hastened",
            mv = head,
            value = value,
            moves = plies / 2
        ),
        None => t!("analysis-solved-move", mv = head, value = value),
    }
}

/// What a move let go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slip {
    /// A won position is no longer won.
    Win,
    /// A drawn position is lost.
    Draw,
    /// A lost position is lost sooner than it had to be: it could have lasted this many plies.
    Hastened(u16),
}

/// The solved game's verdict of the shown position (`v` for `turn`, the side to move):
/// "White wins in 19 moves — solved (best: B3-B2).", "A draw — solved (B3-B2 keeps the
/// draw)." (one drawing move of what are often several).
///
/// A win from the win/draw/loss table has no distance, so no fastest move either: `best` is
/// then a move that keeps the win ("White wins — solved (B3-B2 keeps it)."); a loss from it
/// names no move (every move loses, and which lasts longest is not known).
pub fn solved_verdict(v: Solved, turn: Color, best: &str) -> String {
    let value = solved_words(v, turn, true);
    match v {
        Solved::Loss(None) => t!("analysis-solved-verdict-lost", value = value),
        Solved::Win(None) => t!("analysis-solved-verdict-keeps", value = value, best = best),
        // Most drawn positions have several drawing moves: the one named is not "the best".
        Solved::Draw => t!("analysis-solved-verdict-draw", value = value, best = best),
        _ => t!("analysis-solved-verdict", value = value, best = best),
    }
}

/// The offer to download every position's value (`bytes` the file's size), where the
/// strategy does not know the shown position.
pub fn solved_full_offer(bytes: u64) -> String {
    t!("analysis-solved-full", size = megabytes(bytes))
}

/// The evaluation in words with White's winning chances: the material named is the shown
/// position's (the end of the engine's line may be halfway through an exchange).
pub fn evaluation(eval: Eval, shown: &Position) -> String {
    t!(
        "analysis-evaluation",
        words = in_words(eval, shown),
        percent = percent(eval.white_chance())
    )
}

/// The solved game's verdict in place of the evaluation, with the engine's guess after it:
/// "White wins — solved · the engine sees 0.0 (about level)".
pub fn evaluation_solved(v: Solved, eval: Eval, shown: &Position) -> String {
    let value = solved_words(v, shown.turn(), true);
    let engine = in_words(eval, shown);
    // "Black wins in 7 moves — solved · the engine sees Black wins in 7 moves" says it twice.
    if engine == value {
        return t!("analysis-evaluation-solved-same", value = value);
    }
    t!("analysis-evaluation-solved", value = value, engine = engine)
}

/// The status line: the result, or whose move and when. `ended` is the game's own end at the
/// shown move where the rules do not end it there (a resignation, a result in the record).
pub fn status(shown: &Position, ended: Option<Outcome>, start: &Position, ply: usize) -> String {
    match ended.or_else(|| shown.outcome()) {
        Some(o) => t!(
            "analysis-status-over",
            outcome = capitalise(&crate::app::core_words::outcome(&o))
        ),
        None => t!(
            "analysis-status-turn",
            side = side(shown.turn()),
            color = color_key(shown.turn()),
            when = after_ply(start, ply)
        ),
    }
}

/// A move the tree refused.
pub fn cannot_play(mv: &Move, why: &str) -> String {
    t!("analysis-cannot-play", mv = mv.to_string(), why = why)
}

/// A promotion, deletion or comment the tree refused.
pub fn tree_refused(why: &str) -> String {
    t!("analysis-tree-refused", why = why)
}

/// The worker failed.
pub fn engine_failed(why: &Failure) -> String {
    t!("analysis-engine-failed", why = failure(why))
}

/// "12. F7-F8" for White's move at `ply` in a game from `start`, "12… F10-F9" for Black's
/// (notation: not translated).
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
        t!(
            "analysis-speed-million",
            millions = current().tenths(nps / 100_000),
            whole = nps / 1_000_000
        )
    } else {
        t!("analysis-speed-thousand", n = nps / 1000)
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
        return t("analysis-hidden");
    }
    if over {
        return t("analysis-nothing");
    }
    if reviewing {
        return t("analysis-reviewing");
    }
    match analysis {
        Some(a) => {
            let lines = t!("analysis-lines", n = a.lines.len());
            if a.finished {
                t!("analysis-depth-complete", depth = a.depth, lines = lines)
            } else {
                let key = if on {
                    "analysis-depth-searching"
                } else {
                    "analysis-depth-stopped"
                };
                t!(key, depth = a.depth, speed = speed(a.nps), lines = lines)
            }
        }
        None if on => t("analysis-starting"),
        None => t("analysis-off"),
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

/// The verdict's head: "?? Blunder. "
pub fn verdict_head(v: Verdict) -> String {
    let key = match v {
        Verdict::Good => "good",
        Verdict::Inaccuracy => "inaccuracy",
        Verdict::Mistake => "mistake",
        Verdict::Blunder => "blunder",
    };
    t!("analysis-verdict-head", glyph = v.glyph(), verdict = key)
}

/// What the verdict's move did: "E4-E5 took White's winning chances from 49% to 31%."
pub fn verdict_body(j: &Judgement) -> String {
    t!(
        "analysis-verdict-body",
        mv = &j.played,
        possessive = possessive(j.mover),
        color = color_key(j.mover),
        before = chance_of(j.before, j.mover),
        after = chance_of(j.after, j.mover)
    )
}

/// The better move, after the verdict.
pub fn better_was(better: &str) -> String {
    t!("analysis-better-was", mv = better)
}

/// The button that plays the better move.
pub fn play_instead(better: &str) -> String {
    t!("analysis-play-instead", mv = better)
}

/// One move before a marked move: where the better move is drawn.
pub fn better_here(j: &Judgement, better: &Move) -> String {
    t!(
        "analysis-better-here",
        side = side(j.mover),
        color = color_key(j.mover),
        mv = &j.played,
        glyph = j.verdict.glyph(),
        better = better.to_string()
    )
}

/// The drill's heading (and the buttons that start it).
pub fn learn_title(c: Color) -> String {
    t!(
        "analysis-learn-title",
        possessive = possessive(c),
        color = color_key(c)
    )
}

/// The drill after its last mistake.
pub fn learn_done(c: Color, n: usize) -> String {
    t!(
        "analysis-learn-done",
        possessive = possessive(c),
        color = color_key(c),
        n = n
    )
}

/// The drill's question at a mistake.
pub fn learn_prompt(at: usize, n: usize, c: Color, played: &str, glyph: &str) -> String {
    t!(
        "analysis-learn-prompt",
        at = at + 1,
        n = n,
        side = side(c),
        color = color_key(c),
        mv = played,
        glyph = glyph
    )
}

/// The player's try being scored.
pub fn checking(candidate: &Move) -> String {
    t!("analysis-learn-checking", mv = candidate.to_string())
}

/// The solution shown.
pub fn solution(best: &Move) -> String {
    t!("analysis-learn-shown", mv = best.to_string())
}

/// No mistake to learn from.
pub fn no_mistakes(c: Color) -> String {
    t!(
        "analysis-learn-none",
        possessive = possessive(c),
        color = color_key(c)
    )
}

/// The move the game played, tried again.
pub fn played_in_game(mv: &Move) -> String {
    t!("analysis-learn-played", mv = mv.to_string())
}

/// The engine's own move, found.
pub fn well_found(mv: &Move) -> String {
    t!("analysis-learn-found", mv = mv.to_string())
}

/// A try that keeps the chances.
pub fn keeps_chances(mv: &Move, c: Color, mine: f64, best: Option<Move>, b: f64) -> String {
    let best = best.map_or_else(String::new, |b| b.to_string());
    t!(
        "analysis-learn-keeps",
        mv = mv.to_string(),
        possessive = possessive(c),
        color = color_key(c),
        mine = percent(mine),
        best = best,
        best_percent = percent(b)
    )
}

/// A try that loses the chances.
pub fn loses_chances(mv: &Move, c: Color, mine: f64, b: f64) -> String {
    t!(
        "analysis-learn-loses",
        mv = mv.to_string(),
        side = side(c),
        color = color_key(c),
        mine = percent(mine),
        best_percent = percent(b)
    )
}

/// A link whose node is missing.
pub fn no_node(path: &NodePath) -> String {
    t!("analysis-link-no-node", path = path.to_string())
}

/// A link whose node is not a path.
pub fn bad_node(text: &str, why: &str) -> String {
    t!("analysis-link-bad-node", text = text, why = why)
}

/// A link whose record does not read.
pub fn bad_record(why: &str) -> String {
    t!("analysis-link-bad-record", why = why)
}

/// A link whose position does not read.
pub fn bad_position(why: &str) -> String {
    t!("analysis-link-bad-position", why = why)
}

/// Everything wrong with a link.
pub fn link_problems(problems: &[String]) -> String {
    t!(
        "analysis-link-problems",
        problems = problems.join(&t("analysis-link-separator"))
    )
}

/// A saved analysis that could not be read back.
pub fn not_restored(why: &str) -> String {
    t!("analysis-not-restored", why = why)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::analysis::eval::material_words;
    use crate::pages::analysis::report::EngineLine;
    use camelot_core::NodeId;

    #[test]
    fn a_resigned_game_ends_in_the_status_not_with_a_side_to_move() {
        let start = Position::start();
        let resigned = Outcome {
            winner: Some(Color::Black),
            reason: camelot_core::EndReason::Resignation,
        };
        let said = status(&start, Some(resigned), &start, 0);
        assert!(
            said.starts_with("The game is over here: ") && said.contains("White resigned"),
            "{said}"
        );
        assert_eq!(
            status(&start, None, &start, 0),
            "White to move, at the start"
        );
    }

    #[test]
    fn counts_choose_their_plurals() {
        let report = |lines: usize, finished: bool| Analysis {
            node: NodeId::ROOT,
            depth: 12,
            nodes: 0,
            nps: 1_234_567,
            lines: vec![
                EngineLine {
                    eval: Eval::Cp(0),
                    moves: Vec::new(),
                };
                lines
            ],
            finished,
        };
        assert_eq!(
            engine_status(Some(&report(1, true)), true, false, false, false),
            "Depth 12 · search complete · 1 line"
        );
        assert_eq!(
            engine_status(Some(&report(3, false)), false, false, false, false),
            "Depth 12 · 1.2 million nodes a second · 3 lines (stopped)"
        );
        assert_eq!(speed(850_999), "850 thousand");
        assert_eq!(wins_in(Color::White, 0), "White has won");
        assert_eq!(wins_in(Color::Black, 1), "Black wins in 1 move");
        assert_eq!(wins_in(Color::White, 2), "White wins in 2 moves");
        assert_eq!(
            learn_done(Color::White, 1),
            "That was White's only mistake."
        );
        assert_eq!(
            learn_done(Color::Black, 2),
            "That was the last of Black's mistakes."
        );
        // Number words up to twelve, then figures.
        let up = |text: &str| material_words(&text.parse().expect("position")).map(|m| m.0);
        assert_eq!(
            up("2/8/10/12/mmmmmmmmmmmm/12/12/12/12/12/12/12/12/10/8/2 w 0 0 1").as_deref(),
            Some("Black is twelve men up")
        );
        assert_eq!(
            up("2/8/10/12/mmmmmmmmmmmm/m11/12/12/12/12/12/12/12/10/8/2 w 0 0 1").as_deref(),
            Some("Black is 13 men up")
        );
        assert_eq!(
            up("2/8/10/12/kk10/12/12/12/12/12/12/12/M11/10/8/2 w 0 0 1").as_deref(),
            Some("Black has two knights for a man")
        );
    }

    #[test]
    fn solved_values_and_spaces_at_the_edges() {
        let start = Position::start();
        assert_eq!(
            solved_verdict(Solved::Draw, Color::White, "B3-B2"),
            "A draw — solved (B3-B2 keeps the draw)."
        );
        assert_eq!(
            solved_verdict(Solved::Win(Some(3)), Color::Black, "B3-B2"),
            "Black wins in 2 moves — solved (best: B3-B2)."
        );
        // From the win/draw/loss table: who wins, not how soon; a lost side is named no move.
        assert_eq!(
            solved_verdict(Solved::Win(None), Color::White, "C1-E3"),
            "White wins — solved (C1-E3 keeps the win)."
        );
        assert_eq!(
            solved_verdict(Solved::Loss(None), Color::Black, ""),
            "White wins — solved: every move loses."
        );
        // The engine's own words only where they differ from the verdict.
        let won = Eval::Win {
            winner: Color::Black,
            moves: 2,
        };
        let black: Position = start
            .to_string()
            .replacen(" w ", " b ", 1)
            .parse()
            .expect("Black to move");
        assert_eq!(
            evaluation_solved(Solved::Win(Some(3)), won, &black),
            "Black wins in 2 moves — solved; the engine sees it too"
        );
        assert_eq!(
            evaluation_solved(Solved::Draw, Eval::Cp(470), &start),
            "A draw — solved · the engine sees +4.7 (White is winning)"
        );
        assert_eq!(
            solved_move(
                &start,
                2,
                "C7-B6",
                Some((Solved::Win(None), Color::White)),
                None
            ),
            "1… C7-B6: White wins"
        );
        assert_eq!(
            solved_move(
                &start,
                1,
                "C3-D2",
                Some((Solved::Win(Some(37)), Color::Black)),
                Some(Slip::Draw)
            ),
            "1. C3-D2: Black wins in 19 moves — the position was a draw"
        );
        assert_eq!(
            solved_move(&start, 2, "C14-D15", None, None),
            "1… C14-D15: not solved here"
        );
        // Lost in 36 plies at best (the winner's 18 moves); the move let it end in 5 more.
        assert_eq!(
            solved_move(
                &start,
                3,
                "D2-E3",
                Some((Solved::Win(Some(5)), Color::Black)),
                Some(Slip::Hastened(36))
            ),
            "2. D2-E3: Black wins in 3 moves — lost sooner than it had to (the best defence lasts 18 moves)"
        );
        assert_eq!(verdict_head(Verdict::Blunder), "?? Blunder. ");
        assert_eq!(better_was("E7-E8"), " Better was E7-E8.");
        assert_eq!(
            solved_loading(1_250_000, 30_000_000),
            "Solved game: downloading… 1.3 of 30.0 MB"
        );
    }

    #[test]
    fn link_problems_are_listed() {
        assert_eq!(
            link_problems(&[both_named(), bad_record("no moves")]),
            "The analysis link was not fully usable: it names both a game and a position; \
             the game is shown; its game record could not be read: no moves."
        );
    }
}
