//! The puzzle page's words for people (their text is in `www/locales/<code>/puzzles.ftl`).

use super::pack::Puzzle;
use crate::app::i18n::t;
use crate::app::words::{color_key, side};
use crate::t;
use camelot_core::{Color, Move, Variant};

/// The catalogue's name for a theme's id in the pack (`multiJump` → `multi-jump`).
fn theme_key(id: &str) -> Option<&'static str> {
    Some(match id {
        "charge" => "charge",
        "multiJump" => "multi-jump",
        "captureTrap" => "capture-trap",
        "castleEntry" => "castle-entry",
        "castleRace" => "castle-race",
        "castleDuty" => "castle-duty",
        "defence" => "defence",
        "quietMove" => "quiet-move",
        "endgame" => "endgame",
        "win" => "win",
        "oneMove" => "one-move",
        "short" => "short",
        "long" => "long",
        _ => return None,
    })
}

/// A theme's name, from its id in the pack (an unknown id is shown as it is).
pub fn theme(id: &str) -> String {
    match theme_key(id) {
        Some(key) => t(&format!("puzzles-theme-{key}")),
        None => id.to_string(),
    }
}

/// What a theme asks of the solver, under the board.
pub fn theme_hint(id: &str) -> Option<String> {
    let key = theme_key(id)?;
    // The themes of length and result are not explained.
    (!matches!(key, "win" | "one-move" | "short" | "long"))
        .then(|| t(&format!("puzzles-theme-hint-{key}")))
}

/// A theme in the choice with how many puzzles have it: "Knight's charge (52)".
pub fn theme_option(id: &str, count: usize) -> String {
    // The count as it is (no grouping), as the page always showed it.
    t!(
        "puzzles-theme-option",
        theme = theme(id),
        n = count.to_string()
    )
}

/// The task above the board.
pub fn task(solver: Color, last: Option<&str>) -> String {
    match last {
        Some(m) => t!(
            "puzzles-task-after",
            opponent = side(!solver),
            opponent_color = color_key(!solver),
            last = m,
            side = side(solver),
            color = color_key(solver)
        ),
        None => t!(
            "puzzles-task",
            side = side(solver),
            color = color_key(solver)
        ),
    }
}

/// A theme found in another game's puzzles.
pub fn theme_elsewhere(played: Variant, theme_id: &str, found: Variant) -> String {
    t!(
        "puzzles-theme-elsewhere",
        played = crate::app::core_words::variant_title(played),
        theme = theme(theme_id),
        found = crate::app::core_words::variant_title(found)
    )
}

/// The game played has no puzzle of the theme asked for: all themes.
pub fn theme_missing(game: Variant, theme_id: &str) -> String {
    t!(
        "puzzles-theme-missing",
        game = crate::app::core_words::variant_title(game),
        theme = theme(theme_id)
    )
}

/// A link named a game that has no puzzles.
pub fn no_such_game(name: &str) -> String {
    t!("puzzles-no-such-game", game = name)
}

/// Where the finished puzzle's board stands in its line.
pub fn step_at(at: usize, end: usize) -> String {
    match at {
        0 => t("puzzles-step-start"),
        a if a == end => t!("puzzles-step-end", at = a, end = end),
        a => t!("puzzles-step", at = a, end = end),
    }
}

/// A puzzle rated before: its result leaves the rating as it is.
pub fn replay() -> String {
    t("puzzles-replay")
}

/// After a hint, until the puzzle is over.
pub fn hint_counted() -> String {
    t("puzzles-hint-counted")
}

/// What a hint costs, before the first.
pub fn hint_cost() -> String {
    t("puzzles-hint-cost")
}

/// A right move, the line going on.
pub fn right() -> String {
    t("puzzles-right")
}

/// The reply was played: the solver's turn again.
pub fn your_turn(reply: &Move) -> String {
    t!("puzzles-your-turn", reply = reply.to_string())
}

/// The puzzle over with every solver move found: at the first try (`first`), with a hint
/// or not.
pub fn solved(first: bool, hinted: bool) -> String {
    t(match (first, hinted) {
        (true, false) => "puzzles-solved",
        (true, true) => "puzzles-solved-hinted",
        (false, _) => "puzzles-solved-retried",
    })
}

/// A wrong move.
pub fn wrong(mv: &Move) -> String {
    t!("puzzles-wrong", move_text = mv.to_string())
}

/// After "Retry".
pub fn retry() -> String {
    t("puzzles-retry-note")
}

/// The hint given.
pub fn hint(level: u8, expected: Option<&Move>) -> String {
    match (level, expected) {
        (1, Some(mv)) => t!("puzzles-hint-piece", square = mv.from().to_string()),
        (_, Some(mv)) => t!("puzzles-hint-move", move_text = mv.to_string()),
        _ => String::new(),
    }
}

/// Why a move cannot be made, then what the capture duty asks.
pub fn why_and_duty(why: &str, duty: &str) -> String {
    t!("puzzles-why-and-duty", why = why, duty = duty)
}

/// The solution played out.
pub fn solution_shown(puzzle: &Puzzle) -> String {
    let line: Vec<String> = puzzle.line.iter().map(Move::to_string).collect();
    t!("puzzles-solution", line = line.join(&t("list-separator")))
}

/// The result, before the words on it: "Solved." or "Missed.".
pub fn result(solved: bool) -> String {
    t(if solved {
        "puzzles-result-solved"
    } else {
        "puzzles-result-missed"
    })
}

/// A rating change: "+12", "−8", "±0".
pub fn change(delta: i32) -> String {
    match delta {
        0 => t("puzzles-change-none"),
        d if d > 0 => t!("puzzles-change-up", n = d),
        d => t!("puzzles-change-down", n = -i64::from(d)),
    }
}

/// The puzzle's caption: "Puzzle c0142", and once it is over (its rating and themes would give
/// it away before) "Puzzle c0142 · rated 1620 · Knight's charge, Short (two moves)".
pub fn caption(p: &Puzzle, over: bool) -> String {
    if !over {
        return t!("puzzles-caption", id = &p.id);
    }
    let rating = p.rating.to_string();
    let themes: Vec<String> = p.themes.iter().map(|t| theme(t)).collect();
    if themes.is_empty() {
        t!("puzzles-caption-over", id = &p.id, rating = rating)
    } else {
        t!(
            "puzzles-caption-over-themes",
            id = &p.id,
            rating = rating,
            themes = themes.join(&t("list-separator"))
        )
    }
}

/// The pack is being fetched.
pub fn loading(game: Variant) -> String {
    t!(
        "puzzles-loading",
        game = crate::app::core_words::variant_title(game)
    )
}

/// The pack could not be fetched or read.
pub fn pack_failed(game: Variant, why: &str) -> String {
    t!(
        "puzzles-pack-failed",
        game = crate::app::core_words::variant_title(game),
        why = why
    )
}

/// Some puzzles of the pack were damaged and left out.
pub fn pack_damaged(count: usize, first: &str) -> String {
    t!("puzzles-pack-damaged", n = count, first = first)
}

/// `?id=` names no puzzle.
pub fn no_such_puzzle(id: &str, game: Variant) -> String {
    t!(
        "puzzles-no-such-puzzle",
        game = crate::app::core_words::variant_title(game),
        id = id
    )
}

/// The stored record could not be read.
pub fn progress_unreadable(why: &str) -> String {
    t!("puzzles-progress-unreadable", why = why)
}

/// Every puzzle of the choice was played.
pub fn all_played(theme_name: Option<&str>) -> String {
    match theme_name {
        Some(name) => t!("puzzles-all-played-theme", theme = name),
        None => t("puzzles-all-played"),
    }
}

/// The streak's count.
pub fn streak(count: u32, best: u32) -> String {
    t!("puzzles-streak", count = count, best = best)
}

/// The streak ended.
pub fn streak_over(count: u32, new_best: bool) -> String {
    if new_best {
        t!("puzzles-streak-over-best", n = count)
    } else {
        t!("puzzles-streak-over", n = count)
    }
}

/// What the streak is.
pub fn streak_intro() -> String {
    t("puzzles-streak-intro")
}

/// The history's line for a puzzle.
pub fn history_line(solved: bool, hint: bool) -> String {
    t(match (solved, hint) {
        (true, true) => "puzzles-history-solved-hint",
        (true, false) => "puzzles-history-solved",
        (false, _) => "puzzles-history-missed",
    })
}

/// What follows a puzzle's id in the history: " · 1620 · solved · +12" (the change, or "not
/// rated", left out for a streak's puzzle).
pub fn history_details(rating: i32, solved: bool, hint: bool, change: Option<String>) -> String {
    let rating = rating.to_string();
    let result = history_line(solved, hint);
    match change {
        Some(change) => t!(
            "puzzles-history-details-change",
            rating = rating,
            result = result,
            change = change
        ),
        None => t!("puzzles-history-details", rating = rating, result = result),
    }
}

/// The rating line, before the number: "Your Camelot puzzle rating: ".
pub fn rating_label(game: Variant) -> String {
    t!(
        "puzzles-rating",
        game = crate::app::core_words::variant_title(game)
    )
}

/// A move entered along a path may end where it stands.
pub fn end_here(mv: &Move) -> String {
    t!("puzzles-end-here", move_text = mv.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn themes_counts_and_changes_read_as_before() {
        assert_eq!(theme("multiJump"), "Multiple jumps");
        assert_eq!(theme("nonsense"), "nonsense");
        assert_eq!(theme_hint("short"), None);
        assert_eq!(
            theme_hint("endgame").as_deref(),
            Some("Six pieces or fewer.")
        );
        assert_eq!(theme_option("short", 1200), "Short (two moves) (1200)");
        assert_eq!(change(0), "±0");
        assert_eq!(change(12), "+12");
        assert_eq!(change(-8), "−8");
        assert_eq!(streak(3, 7), "Streak: 3 · best 7");
        assert_eq!(streak_over(0, false), "Streak over: no puzzle in a row.");
        assert_eq!(streak_over(1, false), "Streak over: one puzzle in a row.");
        assert_eq!(
            streak_over(5, true),
            "Streak over: 5 puzzles in a row — your best yet!"
        );
        assert_eq!(
            pack_damaged(1, "puzzle x"),
            "One puzzle of the pack could not be used and is left out (puzzle x)."
        );
        assert_eq!(
            pack_damaged(3, "puzzle x"),
            "3 puzzles of the pack could not be used and are left out (puzzle x)."
        );
        assert_eq!(step_at(0, 3), "The puzzle's start");
        assert_eq!(step_at(2, 3), "Move 2 of 3");
        assert_eq!(step_at(3, 3), "Move 3 of 3: the end");
        assert_eq!(
            history_details(1620, true, false, Some("+12".into())),
            " · 1620 · solved · +12"
        );
        assert_eq!(
            history_details(1620, true, true, None),
            " · 1620 · solved with a hint"
        );
        assert_eq!(
            rating_label(Variant::Camelot),
            "Your Camelot puzzle rating: "
        );
        assert_eq!(t("puzzles-provisional"), " (provisional)");
    }

    #[test]
    fn every_theme_has_its_name_in_the_catalogue() {
        let ids = [
            "charge",
            "multiJump",
            "captureTrap",
            "castleEntry",
            "castleRace",
            "castleDuty",
            "defence",
            "quietMove",
            "endgame",
            "win",
            "oneMove",
            "short",
            "long",
        ];
        for id in ids {
            assert!(!theme(id).starts_with("puzzles-"), "{id}");
            if let Some(hint) = theme_hint(id) {
                assert!(!hint.starts_with("puzzles-"), "{id}");
            }
        }
        assert_eq!(ids.iter().filter(|id| theme_hint(id).is_some()).count(), 9);
    }

    #[test]
    fn the_task_names_both_sides() {
        assert_eq!(
            task(Color::White, Some("G12-F11")),
            "Black played G12-F11. Find the best move for White."
        );
        assert_eq!(task(Color::Black, None), "Find the best move for Black.");
    }

    #[test]
    fn the_caption_and_the_solution_are_lists() {
        let pack =
            super::super::pack::Pack::parse(Variant::Camelot, super::super::pack::tests::PACK)
                .expect("pack");
        let a = pack.find("a1").expect("a1");
        assert_eq!(caption(a, false), "Puzzle a1");
        assert_eq!(
            caption(a, true),
            "Puzzle a1 · rated 1400 · Multiple jumps, Short (two moves)"
        );
        let c = pack.find("c3").expect("c3");
        assert_eq!(solution_shown(c), "The solution: F6-F7, F9-F8, F7xF9.");
        assert_eq!(
            all_played(None),
            "You have played every puzzle: they come round again."
        );
    }
}
