//! The game page's words for people: the status line, results, notices, questions and
//! announcements. Everything the page says is here (the move entry's own words are in
//! `entry::words`), so that it can be read, tested and translated in one place.

use super::import::{Incoming, Pending, Source};
use super::mode::{Mode, PERFECT};
use super::state::{State, Taken, movable};
use super::storage::NotRestored;
use crate::app::core_words;
use crate::app::i18n::t;
use crate::app::storage as stored;
use crate::app::words::{self as shared, side, squares_and, squares_or, unquoted};
use crate::engine::SOLVED;
use crate::engine::eval::Eval;
use crate::engine::protocol::{Failure, Solved};
use crate::engine::words::{failure, men, wins_in};
use crate::t;
use camelot_core::{Color, Move, Outcome, Variant};

/// The announcement of a new game.
pub fn new_game() -> String {
    t("play-new-game")
}
/// The notice of a new game over an unfinished one.
pub fn unfinished_kept() -> String {
    t("play-unfinished-kept")
}
/// The announcement of a promotion.
pub fn promoted() -> String {
    t("play-promoted")
}
/// The announcement of a deletion.
pub fn deleted() -> String {
    t("play-deleted")
}
/// The computer answered without a move.
pub fn no_move() -> String {
    t("play-no-move")
}
/// An empty paste.
pub fn nothing_to_load() -> String {
    t("play-nothing-to-load")
}
/// The button of a notice that offers the game set aside.
pub fn bring_back_previous() -> String {
    t("play-bring-back-previous")
}

/// The heading of the finished game's banner: to the player against the computer, whether
/// they won or lost; otherwise (a draw, two players, watching) that the game is over.
pub fn game_over(mode: Mode, outcome: &Outcome) -> String {
    t(match (mode, outcome.winner) {
        (Mode::Computer { human, .. }, Some(w)) if w == human => "play-ui-you-won",
        (Mode::Computer { .. }, Some(_)) => "play-ui-you-lost",
        _ => "play-ui-game-over",
    })
}

/// "White wins: Black has no legal move."
pub fn result_line(o: Outcome) -> String {
    let head = match o.winner {
        Some(c) => t!("play-wins", side = side(c), color = shared::color_key(c)),
        None => t("play-draw"),
    };
    t!(
        "play-result",
        head = head,
        reason = crate::app::core_words::reason(o.reason, o.winner)
    )
}

/// The result after the last move in the move list: "1-0 · White wins: Black resigned."
pub fn result_in_list(o: Outcome) -> String {
    format!("{} · {}", o.result_text(), result_line(o))
}

/// The live-region text for a move.
pub fn announce(mover: Color, mv: &Move) -> String {
    let who = side(mover);
    if mv.is_placement() {
        return t!("play-planted", side = who, squares = squares_and(mv.path()));
    }
    let captures: Vec<String> = mv.captures().map(|s| s.to_string()).collect();
    if captures.is_empty() {
        t!("play-played", side = who, move = mv.to_string())
    } else {
        t!(
            "play-played-capturing",
            side = who,
            move = mv.to_string(),
            squares = captures.join(", ")
        )
    }
}

/// "of 17 moves" or "side line of 4 moves": the line the cursor is on, to its end.
fn line_words(s: &State) -> String {
    let tree = s.tree();
    let end = tree.main_line_end(s.game.node());
    let plies = tree.line_nodes(end).len();
    let length = shared::game_length(tree.start(), plies);
    if s.game.on_main_line() {
        t!("play-line-main", length = length)
    } else {
        t!("play-line-side", length = length)
    }
}

/// The status line: whose turn (and any duty), the step of the move being entered, or the
/// result.
pub fn status(s: &State) -> String {
    if let Some(o) = s.outcome() {
        return result_line(o);
    }
    let pos = s.shown();
    let turn = pos.turn();
    let who = side(turn);
    if !s.game.at_line_end() {
        let after = shared::after_ply(s.tree().start(), s.shown_ply());
        let next = match s.mode {
            Mode::Watch { .. } => t("play-watch-looking-back"),
            _ if !s.interactive() => t!("play-to-move", side = who.as_str()),
            Mode::TwoPlayers => t!("play-to-move-side-line", side = who.as_str()),
            Mode::Computer { .. } if s.game.on_main_line() => {
                t!("play-your-move-takes-back", side = who.as_str())
            }
            _ => t!("play-your-move-side-line", side = who.as_str()),
        };
        return t!(
            "play-viewing-position",
            after = after,
            line = line_words(s),
            next = next
        );
    }
    if s.mode.computer_plays(turn) {
        if s.computer.paused_in(s.mode) {
            return t!("play-paused", side = who);
        }
        return t!("play-thinking", side = who);
    }
    if let Some(step) = s.entry.status(pos, s.game.legal()) {
        return match s.mode {
            Mode::Computer { .. } if pos.is_placing_trees() => {
                t!("play-your-move-step", side = who, step = step)
            }
            _ => step,
        };
    }
    let who = match s.mode {
        Mode::TwoPlayers => t!("play-to-move-plain", side = who),
        _ => t!("play-your-move-plain", side = who),
    };
    let duty = if let Some(sq) = pos.must_leave_castle() {
        t!("play-duty-castle", square = sq.to_string())
    } else if pos.capture_required() {
        let pieces = movable(s.game.legal());
        let which = match pieces.as_slice() {
            [one] => t!("play-duty-capture-one", square = one.to_string()),
            _ => t!("play-duty-capture-many", squares = squares_or(&pieces)),
        };
        t!("play-duty-capture", which = which)
    } else {
        String::new()
    };
    t!(
        "play-status",
        who = who,
        duty = duty,
        goal = goal(s.variant())
    )
}

/// The goal of a game whose goals are reversed, said with every turn: " In Anti-Camelot you
/// win when you cannot move." (nothing for the other games).
pub fn goal(variant: Variant) -> String {
    if variant.rules().no_move == camelot_core::NoMoveRule::Wins {
        t("play-goal-anti")
    } else {
        String::new()
    }
}

/// After a takeback against the computer.
pub fn taken_back(mv: &Move) -> String {
    t!("play-taken-back", move = mv.to_string())
}

/// After a move that starts a side line.
pub fn side_line(mv: &Move) -> String {
    t!("play-side-line", move = mv.to_string())
}

/// A move the tree refused.
pub fn cannot_play(why: &str) -> String {
    t!("play-cannot-play", why = why)
}

/// The announcement of Undo.
pub fn taken_back_to(turn: Color) -> String {
    t!("play-taken-back-to", side = side(turn))
}

/// A deletion the tree refused.
pub fn not_deleted(why: &str) -> String {
    t!("play-not-deleted", why = why)
}

/// The announcement of a comment saved or removed.
pub fn comment_saved(text: &str) -> String {
    if text.trim().is_empty() {
        t("play-comment-removed")
    } else {
        t("play-comment-saved")
    }
}

/// The announcement of a resignation.
pub fn resigned(loser: Color) -> String {
    t!("play-resigned", side = side(loser))
}

/// The announcement of a hint.
pub fn hint(mv: &Move) -> String {
    t!("play-hint", move = mv.to_string())
}

/// The worker failed: "The computer failed: the solved game is damaged".
pub fn computer_failed(why: &Failure) -> String {
    t!("play-computer-failed", why = failure(why))
}

/// Who plays, after the variant's name when it is not Camelot: "Cam · Two players on this
/// device".
pub fn mode_line(mode: Mode, variant: Variant) -> String {
    let who = match mode {
        Mode::Computer { human, level } if level >= PERFECT && variant == SOLVED => {
            t!("play-mode-perfect", side = side(human))
        }
        Mode::Computer { human, level } => {
            let level = level.min(PERFECT - 1);
            t!("play-mode-computer", side = side(human), level = level)
        }
        Mode::TwoPlayers => t("play-mode-two"),
        Mode::Watch { white, black, .. } if white == black => {
            t!("play-mode-watch-same", level = white)
        }
        Mode::Watch { white, black, .. } => {
            t!("play-mode-watch", white = white, black = black)
        }
    };
    if variant == Variant::Camelot {
        who
    } else {
        t!(
            "play-mode-with-variant",
            variant = crate::app::core_words::variant_title(variant),
            who = who
        )
    }
}

/// Player names for game records. A record is data passed between people and programs, in
/// English like the WCF's (as lichess writes its PGN tags): not translated.
pub fn player_names(mode: Mode) -> (String, String) {
    let ai = |level: u8| match level {
        PERFECT => "Camelot AI, Perfect (the solved game)".to_string(),
        _ => format!("Camelot AI, level {level}"),
    };
    match mode {
        Mode::Computer { human, level } => match human {
            Color::White => ("Player".into(), ai(level)),
            Color::Black => (ai(level), "Player".into()),
        },
        Mode::TwoPlayers => ("White".into(), "Black".into()),
        Mode::Watch { white, black, .. } => (ai(white), ai(black)),
    }
}

/// The event tag of a game record (English, as the player names).
pub fn event(mode: Mode) -> &'static str {
    match mode {
        Mode::Watch { .. } => "Computer game",
        _ => "Casual game",
    }
}

/// "White took: 2 men, 1 knight" (or "none").
pub fn took(who: Color, taken_pieces: Taken) -> String {
    t!("play-took", side = side(who), taken = taken(taken_pieces))
}

/// "2 men, 1 knight" or "none".
pub fn taken(t: Taken) -> String {
    let mut parts = Vec::new();
    if t.men > 0 {
        parts.push(t!("count-men", n = t.men));
    }
    if t.knights > 0 {
        parts.push(t!("count-knights", n = t.knights));
    }
    if parts.is_empty() {
        crate::app::i18n::t("play-taken-none")
    } else {
        parts.join(&crate::app::i18n::t("list-separator"))
    }
}

/// "Your current game (17 moves)" for questions about replacing it.
pub fn current_game(s: &State) -> String {
    let tree = s.tree();
    let plies = tree.main_game().ply();
    let side_lines = tree.len() - plies;
    if plies == 0 {
        return t("play-current-game");
    }
    let length = shared::game_length(tree.start(), plies);
    if side_lines > 0 {
        t!(
            "play-current-game-length-side",
            length = length,
            side_moves = shared::moves(side_lines)
        )
    } else {
        t!("play-current-game-length", length = length)
    }
}

/// The question asked before a replacement: "Open the game from the file?" and what it costs.
pub fn replace_question(s: &State) -> Option<(String, String)> {
    let p = s.import.pending.as_ref()?;
    let what = match p.incoming {
        Incoming::Record(..) => "game",
        Incoming::Position(_) => "position",
        Incoming::NewGame(v) => {
            return Some((
                t!(
                    "play-ask-new-game-title",
                    variant = crate::app::core_words::variant_title(v)
                ),
                t!(
                    "play-ask-new-game",
                    current = current_game(s),
                    variant = crate::app::core_words::variant_title(v)
                ),
            ));
        }
    };
    let title = match p.source {
        Source::Link => t!("play-ask-link", what = what),
        Source::Editor => t!("play-ask-editor", what = what),
        Source::Paste => t!("play-ask-paste", what = what),
        Source::File => t!("play-ask-file", what = what),
    };
    Some((title, t!("play-ask-replace", current = current_game(s))))
}

/// After "Keep my game".
pub fn kept_instead(p: &Pending) -> String {
    let (what, variant) = match p.incoming {
        Incoming::Record(..) => ("game", String::new()),
        Incoming::Position(_) => ("position", String::new()),
        Incoming::NewGame(v) => ("new", crate::app::core_words::variant_title(v).to_string()),
    };
    t!(
        "play-kept-instead",
        what = what,
        variant = variant,
        origin = origin(p.source)
    )
}

fn origin(source: Source) -> &'static str {
    match source {
        Source::Link => "link",
        Source::Editor => "editor",
        Source::Paste => "paste",
        Source::File => "file",
    }
}

/// What follows a replacement that set the previous game aside.
fn kept(set_aside: bool) -> String {
    if set_aside {
        t("play-previous-kept")
    } else {
        String::new()
    }
}

/// A `?variant=` link opened.
pub fn new_game_from_link(variant: Variant, set_aside: bool) -> String {
    t!(
        "play-new-game-from-link",
        variant = crate::app::core_words::variant_title(variant),
        kept = kept(set_aside)
    )
}

/// A position opened.
pub fn position_loaded(s: &State, source: Source, set_aside: bool) -> String {
    let origin = match source {
        Source::Link | Source::Editor => origin(source),
        Source::Paste | Source::File => "other",
    };
    t!(
        "play-position-loaded",
        origin = origin,
        over = standing(s),
        kept = kept(set_aside)
    )
}

/// Where an opened game stands, after the words on it: its result, or whose move it is.
fn standing(s: &State) -> String {
    match s.outcome() {
        Some(o) => format!(" {}", result_line(o)),
        None => t!("play-over-to-move", side = side(s.shown().turn())),
    }
}

/// A shared game opened from its link.
pub fn game_from_link(set_aside: bool) -> String {
    t!("play-game-from-link", kept = kept(set_aside))
}

/// A pasted or opened game, with its length and where it stands.
pub fn game_loaded(s: &State, set_aside: bool) -> String {
    let tree = s.tree();
    let plies = tree.main_game().ply();
    t!(
        "play-game-loaded",
        length = shared::game_length(tree.start(), plies),
        over = standing(s),
        kept = kept(set_aside)
    )
}

/// The previous game brought back.
pub fn previous_back(s: &State) -> String {
    let tree = s.tree();
    let plies = tree.main_game().ply();
    t!(
        "play-previous-back",
        length = shared::game_length(tree.start(), plies)
    )
}

/// A `?position=` link that cannot be read.
pub fn bad_position_link(why: &str) -> String {
    t!("play-bad-position-link", why = unquoted(why))
}

/// A `?record=` link that cannot be read.
pub fn bad_record_link(why: &str) -> String {
    t!("play-bad-record-link", why = unquoted(why))
}

/// A `?record=` link whose game is not of the link's `variant=`.
pub fn record_of_another_variant(is: Variant, says: Variant) -> String {
    t!(
        "play-record-other-variant",
        is = crate::app::core_words::variant_title(is),
        says = crate::app::core_words::variant_title(says)
    )
}

/// A `variant=` this program does not play.
pub fn unknown_variant(name: &str) -> String {
    let short: String = name.chars().take(20).collect();
    t!(
        "play-unknown-variant",
        why = unquoted(&crate::app::core_words::parse_variant_error(
            &camelot_core::ParseVariantError(short)
        ))
    )
}

/// A `play=` that is none of white, black, two.
pub fn bad_play(value: &str) -> String {
    t!(
        "play-bad-play",
        value = value.chars().take(20).collect::<String>()
    )
}

/// The saved game could not be read back.
pub fn not_restored(why: &NotRestored) -> String {
    t!("play-not-restored", why = restore_failure(why))
}

/// Why the saved game could not be read back, as a clause for [`not_restored`].
fn restore_failure(why: &NotRestored) -> String {
    match why {
        NotRestored::Unreadable(at) => stored::unreadable_at(at.line, at.column),
        NotRestored::Field { key } => t!("play-restore-field", field = *key),
        NotRestored::UnknownPlayers { kind } => t!("play-restore-players", kind = kind),
        NotRestored::BadRecord(e) => stored::bad_record(e),
        NotRestored::BadStart(e) => t!(
            "play-restore-bad-start",
            why = core_words::parse_position_error(e)
        ),
        NotRestored::BadMove {
            number,
            text,
            error,
        } => t!(
            "play-restore-bad-move",
            number = number.to_string(),
            move_text = text,
            why = core_words::move_error(error)
        ),
        NotRestored::Version(v) => stored::other_version(*v),
    }
}

/// The clipboard's answer.
pub fn copied(what: &str, ok: bool) -> String {
    if ok {
        t!("play-copied", what = what)
    } else {
        t!("play-not-copied", what = what)
    }
}

/// A file that could not be read.
pub fn unreadable_file(name: &str) -> String {
    t!("play-unreadable-file", name = name)
}

/// The hint under the board, with the solved game's verdict against Perfect.
pub fn hint_line(mv: &Move, solved: Option<Solved>) -> String {
    let mv = mv.to_string();
    // Plies to the end, as the winner's moves.
    match solved {
        // A verdict without its distance (the analysis board's win/draw/loss table) never
        // comes to a game; it would read as the plain hint.
        None | Some(Solved::Win(None) | Solved::Loss(None)) => t!("play-hint-line", move = mv),
        Some(Solved::Draw) => t!("play-hint-draw", move = mv),
        Some(Solved::Win(Some(n))) => t!("play-hint-win", move = mv, moves = n.div_ceil(2)),
        Some(Solved::Loss(Some(n))) => t!(
            "play-hint-loss",
            move = mv,
            moves = n.saturating_sub(1).div_ceil(2)
        ),
    }
}

/// The level chooser's name for a level.
pub fn level_option(level: u8) -> String {
    match level {
        1 => t!("play-level-beginner", level = level),
        4 => t!("play-level-club", level = level),
        8 => t!("play-level-strongest", level = level),
        PERFECT => t("play-level-perfect"),
        l => l.to_string(),
    }
}

/// After Camette's summary in the New game dialog.
pub fn camette_solved() -> String {
    t("play-camette-solved")
}

/// What the Perfect level is, under the level chooser.
pub fn perfect_note() -> String {
    t("play-perfect-note")
}

/// The thinking line while the solved game downloads.
pub fn downloading(got: u64, total: u64) -> String {
    let mb = shared::megabytes;
    if total == 0 {
        t!("play-downloading", got = mb(got))
    } else {
        t!("play-downloading-of", got = mb(got), total = mb(total))
    }
}

/// The thinking line's detail: the depth and the evaluation (from White's side), or who wins
/// in how many moves.
pub fn thinking(depth: u32, eval: Option<Eval>) -> String {
    match eval {
        None => String::new(),
        Some(Eval::Cp(cp)) => t!("play-thinking-detail", depth = depth, score = men(cp)),
        Some(Eval::Win { winner, moves }) => t!(
            "play-thinking-win",
            depth = depth,
            outcome = wins_in(winner, moves)
        ),
    }
}

/// The banner over an earlier position (what a move does there is the status line's to say,
/// right under it).
pub fn viewing(s: &State) -> String {
    t(if s.game.on_main_line() {
        "play-viewing-earlier"
    } else {
        "play-viewing-side-line"
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_banner_tells_the_player_against_the_computer_how_it_went() {
        use camelot_core::EndReason;
        let end = |winner| Outcome {
            winner,
            reason: EndReason::NoLegalMove,
        };
        let black = Mode::Computer {
            human: Color::Black,
            level: 3,
        };
        assert_eq!(
            game_over(Mode::default(), &end(Some(Color::White))),
            "You won. "
        );
        assert_eq!(game_over(black, &end(Some(Color::White))), "You lost. ");
        assert_eq!(game_over(black, &end(None)), "Game over. ");
        assert_eq!(
            game_over(Mode::TwoPlayers, &end(Some(Color::White))),
            "Game over. "
        );
    }

    #[test]
    fn the_thinking_line_says_the_score_or_the_win() {
        assert_eq!(thinking(0, None), "");
        assert_eq!(
            thinking(5, Some(Eval::Cp(-35))),
            "depth 5, eval -0.4 (White's view)"
        );
        assert_eq!(
            thinking(
                9,
                Some(Eval::Win {
                    winner: Color::Black,
                    moves: 2
                })
            ),
            "Black wins in 2 moves (depth 9)"
        );
    }

    #[test]
    fn why_a_saved_game_was_not_restored() {
        use crate::app::json::Unreadable;
        let start = |text: &str| match text.parse::<camelot_core::Position>() {
            Err(e) => e,
            Ok(_) => panic!("a bad position: {text}"),
        };
        let mut game = camelot_core::Game::default();
        let illegal = game.play_text("J6-J9").expect_err("illegal");
        for (why, text) in [
            (
                NotRestored::Unreadable(Unreadable { line: 1, column: 3 }),
                "unreadable at line 1, column 3",
            ),
            (
                NotRestored::Field { key: "flipped" },
                "part of it is missing or damaged (flipped)",
            ),
            (
                NotRestored::UnknownPlayers {
                    kind: "three-players".into(),
                },
                "unknown players (three-players)",
            ),
            (NotRestored::Version(7), "from another version (7)"),
        ] {
            assert_eq!(
                not_restored(&why),
                format!("The saved game could not be restored ({text}); a new game was started.")
            );
        }
        let bad_start = not_restored(&NotRestored::BadStart(Box::new(start("nonsense"))));
        assert!(
            bad_start.starts_with("The saved game could not be restored (bad start position ("),
            "{bad_start}"
        );
        let bad_move = not_restored(&NotRestored::BadMove {
            number: 2,
            text: "J6-J9".into(),
            error: Box::new(illegal.clone()),
        });
        assert!(
            bad_move.contains(&format!(
                "(move 2 (J6-J9) is not legal: {})",
                core_words::move_error(&illegal)
            )),
            "{bad_move}"
        );
    }
}
