//! The puzzle page's words for people.

use super::pack::Puzzle;
use camelot_core::{Color, Move, Variant};

/// A theme's name, from its id in the pack (an unknown id is shown as it is).
pub fn theme(id: &str) -> &str {
    match id {
        "charge" => "Knight's charge",
        "multiJump" => "Multiple jumps",
        "captureTrap" => "Capture trap",
        "castleEntry" => "Castle entry",
        "castleRace" => "Castle race",
        "castleDuty" => "Own-castle duty",
        "defence" => "Defence",
        "quietMove" => "Quiet move",
        "endgame" => "Endgame",
        "win" => "Winning the game",
        "oneMove" => "One move",
        "short" => "Short (two moves)",
        "long" => "Long (three moves or more)",
        other => other,
    }
}

/// What a theme asks of the solver, under the board.
pub fn theme_hint(id: &str) -> Option<&'static str> {
    Some(match id {
        "charge" => "A knight's charge: a canter that goes on into a capture.",
        "multiJump" => "A jump that goes on to capture two pieces or more.",
        "captureTrap" => "A piece offered: the compulsory capture opens a bigger one.",
        "castleEntry" => "A piece into the enemy castle.",
        "castleRace" => "Both sides race for the other's castle.",
        "castleDuty" => "A piece in its own castle must leave it.",
        "defence" => "The only move that saves the game.",
        "quietMove" => "The first move captures nothing.",
        "endgame" => "Six pieces or fewer.",
        _ => return None,
    })
}

/// The task above the board.
pub fn task(solver: Color, last: Option<&str>) -> String {
    match last {
        Some(m) => format!("{} played {m}. Find the best move for {solver}.", !solver),
        None => format!("Find the best move for {solver}."),
    }
}

/// A theme found in another game's puzzles.
pub fn theme_elsewhere(played: Variant, theme_id: &str, found: Variant) -> String {
    format!(
        "The {} puzzles have none of the theme {} yet: here are {}'s.",
        played.title(),
        theme(theme_id),
        found.title()
    )
}

/// Where the finished puzzle's board stands in its line.
pub fn step_at(at: usize, end: usize) -> String {
    match at {
        0 => "The puzzle's start".to_string(),
        a if a == end => format!("Move {a} of {end}: the end"),
        a => format!("Move {a} of {end}"),
    }
}

/// A puzzle rated before: its result leaves the rating as it is.
pub fn replay() -> &'static str {
    "Played before: not rated again"
}

/// After a hint, until the puzzle is over.
pub fn hint_counted() -> &'static str {
    "A hint was used: your rating counts this puzzle as missed."
}

/// A right move, the line going on.
pub fn right() -> &'static str {
    "Right! Now the reply…"
}

/// The reply was played: the solver's turn again.
pub fn your_turn(reply: &Move) -> String {
    format!("The reply: {reply}. Keep going: find the next move.")
}

/// The puzzle over with every solver move found: at the first try (`first`), with a hint
/// or not.
pub fn solved(first: bool, hinted: bool) -> String {
    match (first, hinted) {
        (true, false) => "Every move found.".to_string(),
        (true, true) => "With a hint: your rating counts it as a miss.".to_string(),
        (false, _) => {
            "Found after a retry: the puzzle counts as missed, since the first try was wrong."
                .to_string()
        }
    }
}

/// A wrong move.
pub fn wrong(mv: &Move) -> String {
    format!("{mv} is not the move. Retry from before it, or view the solution.")
}

/// After "Retry".
pub fn retry() -> &'static str {
    "Try again: the puzzle counts as missed, but finding the move still teaches it."
}

/// The hint given.
pub fn hint(level: u8, expected: Option<&Move>) -> String {
    match (level, expected) {
        (1, Some(mv)) => format!("Move the piece on {}.", mv.from()),
        (_, Some(mv)) => format!("The move is drawn on the board: {mv}."),
        _ => String::new(),
    }
}

/// The solution played out.
pub fn solution_shown(puzzle: &Puzzle) -> String {
    let line: Vec<String> = puzzle.line.iter().map(Move::to_string).collect();
    format!("The solution: {}.", line.join(", "))
}

/// The result, before the words on it: "Solved." or "Missed.".
pub fn result(solved: bool) -> &'static str {
    if solved { "Solved." } else { "Missed." }
}

/// A rating change: "+12", "−8", "±0".
pub fn change(delta: i32) -> String {
    match delta {
        0 => "±0".to_string(),
        d if d > 0 => format!("+{d}"),
        d => format!("−{}", -d),
    }
}

/// The puzzle's caption: "Puzzle c0142", and once it is over (its rating and themes would give
/// it away before) "Puzzle c0142 · rated 1620 · Knight's charge, Short (two moves)".
pub fn caption(p: &Puzzle, over: bool) -> String {
    let mut out = format!("Puzzle {}", p.id);
    if over {
        out.push_str(&format!(" · rated {}", p.rating));
        let themes: Vec<&str> = p.themes.iter().map(|t| theme(t)).collect();
        if !themes.is_empty() {
            out.push_str(" · ");
            out.push_str(&themes.join(", "));
        }
    }
    out
}

/// The pack is being fetched.
pub fn loading(game: Variant) -> String {
    format!("Loading the {} puzzles…", game.title())
}

/// The pack could not be fetched or read.
pub fn pack_failed(game: Variant, why: &str) -> String {
    format!(
        "The {} puzzles could not be loaded: {why}. Check the connection and try again.",
        game.title()
    )
}

/// Some puzzles of the pack were damaged and left out.
pub fn pack_damaged(count: usize, first: &str) -> String {
    let n = if count == 1 {
        "One puzzle".to_string()
    } else {
        format!("{count} puzzles")
    };
    format!(
        "{n} of the pack could not be used and {} left out ({first}).",
        if count == 1 { "is" } else { "are" }
    )
}

/// `?id=` names no puzzle.
pub fn no_such_puzzle(id: &str, game: Variant) -> String {
    format!(
        "There is no {} puzzle with id \u{201c}{id}\u{201d}. Here is another one.",
        game.title()
    )
}

/// The stored record could not be read.
pub fn progress_unreadable(why: &str) -> String {
    format!(
        "Your puzzle record could not be read ({why}), so it starts afresh. The old data is kept aside."
    )
}

/// Every puzzle of the choice was played.
pub fn all_played(theme_name: Option<&str>) -> String {
    match theme_name {
        Some(t) => format!("You have played every puzzle of the theme {t}: they come round again."),
        None => "You have played every puzzle: they come round again.".to_string(),
    }
}

/// The streak's count.
pub fn streak(count: u32, best: u32) -> String {
    format!("Streak: {count} · best {best}")
}

/// The streak ended.
pub fn streak_over(count: u32, new_best: bool) -> String {
    let solved = match count {
        0 => "no puzzle".to_string(),
        1 => "one puzzle".to_string(),
        n => format!("{n} puzzles"),
    };
    if new_best {
        format!("Streak over: {solved} in a row — your best yet!")
    } else {
        format!("Streak over: {solved} in a row.")
    }
}

/// What the streak is.
pub fn streak_intro() -> &'static str {
    "Puzzle streak: puzzles that get harder one by one, until the first miss. No hints, no rating at stake."
}

/// The history's line for a puzzle.
pub fn history_line(solved: bool, hint: bool) -> &'static str {
    match (solved, hint) {
        (true, true) => "solved with a hint",
        (true, false) => "solved",
        (false, _) => "missed",
    }
}
