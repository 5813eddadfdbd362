//! The game page's words for people: the status line, results, notices, questions and
//! announcements. Everything the page says is here (the move entry's own words are in
//! `entry::words`), so that it can be read, tested and translated in one place.

use super::import::{Incoming, Pending, Source};
use super::mode::{Mode, PERFECT};
use super::state::{State, Taken, movable};
use crate::app::words::{self as shared, count, squares_and, squares_or, unquoted};
use crate::engine::SOLVED;
use crate::engine::protocol::Solved;
use camelot_core::{Color, Move, Outcome, Variant};

/// The announcement of a new game.
pub const NEW_GAME: &str = "New game.";
/// The notice of a new game over an unfinished one.
pub const UNFINISHED_KEPT: &str =
    "New game started. Your unfinished game is kept: the button above brings it back.";
/// The announcement of a promotion.
pub const PROMOTED: &str = "The line is now the main line.";
/// The announcement of a deletion.
pub const DELETED: &str = "Moves deleted.";
/// The computer answered without a move.
pub const NO_MOVE: &str = "The computer found no move.";
/// An empty paste.
pub const NOTHING_TO_LOAD: &str = "Nothing to load: paste a game record or a position text.";
/// The button of a notice that offers the game set aside.
pub const BRING_BACK_PREVIOUS: &str = "Undo: bring back the previous game";
/// "White wins: Black has no legal move."
pub fn result_line(o: Outcome) -> String {
    let head = match o.winner {
        Some(c) => format!("{c} wins"),
        None => "Draw".to_string(),
    };
    format!("{head}: {}.", o.reason.describe(o.winner))
}

/// The result after the last move in the move list: "1-0 · White wins: Black resigned."
pub fn result_in_list(o: Outcome) -> String {
    format!("{} · {}", o.result_text(), result_line(o))
}

/// The live-region text for a move.
pub fn announce(mover: Color, mv: &Move) -> String {
    if mv.is_placement() {
        return format!("{mover} planted trees on {}.", squares_and(mv.path()));
    }
    let captures: Vec<String> = mv.captures().map(|s| s.to_string()).collect();
    if captures.is_empty() {
        format!("{mover} played {mv}.")
    } else {
        format!("{mover} played {mv}, capturing on {}.", captures.join(", "))
    }
}

/// "of 17 moves" or "side line of 4 moves": the line the cursor is on, to its end.
fn line_words(s: &State) -> String {
    let tree = s.tree();
    let end = tree.main_line_end(s.game.node());
    let plies = tree.line_nodes(end).len();
    let length = shared::game_length(tree.start(), plies);
    if s.game.on_main_line() {
        format!("of {length}")
    } else {
        format!("side line of {length}")
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
    if !s.game.at_line_end() {
        let after = shared::after_ply(s.tree().start(), s.shown_ply());
        let next = match s.mode {
            Mode::Watch { .. } => {
                "The computers wait while you look back: Resume returns to the game.".to_string()
            }
            _ if !s.interactive() => format!("{turn} to move."),
            Mode::TwoPlayers => format!("{turn} to move: a move here starts a side line."),
            Mode::Computer { .. } if s.game.on_main_line() => format!(
                "Your move ({turn}): a new move takes the later ones back (they stay in the list)."
            ),
            _ => format!("Your move ({turn}): a move here starts a side line."),
        };
        return format!("Viewing the position {after} ({}). {next}", line_words(s));
    }
    if s.mode.computer_plays(turn) {
        if s.computer.paused_in(s.mode) {
            return format!("Paused. {turn} to move: press Resume to go on.");
        }
        return format!("{turn} (computer) is thinking.");
    }
    if let Some(step) = s.entry.status(pos, s.game.legal()) {
        return match s.mode {
            Mode::Computer { .. } if pos.is_placing_trees() => {
                format!("Your move ({turn}). {step}")
            }
            _ => step,
        };
    }
    let who = match s.mode {
        Mode::TwoPlayers => format!("{turn} to move"),
        _ => format!("Your move ({turn})"),
    };
    let duty = if let Some(sq) = pos.must_leave_castle() {
        format!(": the piece on {sq} must leave its castle")
    } else if pos.capture_required() {
        let pieces = movable(s.game.legal());
        let which = match pieces.as_slice() {
            [one] => format!("the piece on {one} must capture"),
            _ => format!("{} can capture; one of them must", squares_or(&pieces)),
        };
        format!(": a capture is compulsory — {which}")
    } else {
        String::new()
    };
    format!("{who}{duty}.{}", goal(s.variant()))
}

/// The goal of a game whose goals are reversed, said with every turn: " In Anti-Camelot you
/// win when you cannot move." (nothing for the other games).
pub fn goal(variant: Variant) -> &'static str {
    if variant.rules().no_move == camelot_core::NoMoveRule::Wins {
        " In Anti-Camelot you win when you cannot move; a piece that enters the opponent's castle loses."
    } else {
        ""
    }
}

/// After a takeback against the computer.
pub fn taken_back(mv: &Move) -> String {
    format!(
        "The game goes on with {mv}. The moves you took back are kept as a side line in the list."
    )
}

/// After a move that starts a side line.
pub fn side_line(mv: &Move) -> String {
    format!(
        "A side line starts with {mv}; the game's moves are kept (Home, or click them in the list, to go back)."
    )
}

/// A move the tree refused.
pub fn cannot_play(why: &str) -> String {
    format!("That move cannot be played: {why}.")
}

/// The announcement of Undo.
pub fn taken_back_to(turn: Color) -> String {
    format!("Move taken back. {turn} to move.")
}

/// A deletion the tree refused.
pub fn not_deleted(why: &str) -> String {
    format!("Nothing was deleted: {why}.")
}

/// The announcement of a comment saved or removed.
pub fn comment_saved(text: &str) -> &'static str {
    if text.trim().is_empty() {
        "Comment removed."
    } else {
        "Comment saved."
    }
}

/// The announcement of a resignation.
pub fn resigned(loser: Color) -> String {
    format!("{loser} resigned.")
}

/// The announcement of a hint.
pub fn hint(mv: &Move) -> String {
    format!("Hint: {mv}")
}

/// The worker failed.
pub fn computer_failed(why: &str) -> String {
    format!("The computer failed: {why}")
}

/// Who plays, after the variant's name when it is not Camelot: "Cam · Two players on this
/// device".
pub fn mode_line(mode: Mode, variant: Variant) -> String {
    let who = match mode {
        Mode::Computer { human, level } if level >= PERFECT && variant == SOLVED => {
            format!("You play {human} against Perfect, the solved game")
        }
        Mode::Computer { human, level } => {
            let level = level.min(PERFECT - 1);
            format!("You play {human} against the computer, level {level}")
        }
        Mode::TwoPlayers => "Two players on this device".into(),
        Mode::Watch { white, black, .. } if white == black => {
            format!("Computer against computer, level {white}")
        }
        Mode::Watch { white, black, .. } => {
            format!("Computer against computer: White level {white}, Black level {black}")
        }
    };
    if variant == Variant::Camelot {
        who
    } else {
        format!("{} · {who}", variant.title())
    }
}

/// Player names for game records.
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

/// The event tag of a game record.
pub fn event(mode: Mode) -> &'static str {
    match mode {
        Mode::Watch { .. } => "Computer game",
        _ => "Casual game",
    }
}

/// "White took: 2 men, 1 knight" (or "none").
pub fn took(side: Color, t: Taken) -> String {
    format!("{side} took: {}", taken(t))
}

/// "2 men, 1 knight" or "none".
pub fn taken(t: Taken) -> String {
    let mut parts = Vec::new();
    if t.men > 0 {
        parts.push(count(t.men, "man", "men"));
    }
    if t.knights > 0 {
        parts.push(count(t.knights, "knight", "knights"));
    }
    if parts.is_empty() {
        "none".into()
    } else {
        parts.join(", ")
    }
}

/// "Your current game (17 moves)" for questions about replacing it.
pub fn current_game(s: &State) -> String {
    let tree = s.tree();
    let plies = tree.main_game().ply();
    let side_lines = tree.len() - plies;
    if plies == 0 {
        return "Your current game".to_string();
    }
    let mut out = format!(
        "Your current game ({}",
        shared::game_length(tree.start(), plies)
    );
    if side_lines > 0 {
        out.push_str(&format!(
            " and {} in side lines",
            count(side_lines, "move", "moves")
        ));
    }
    out.push(')');
    out
}

/// The question asked before a replacement: "Open the game from the file?" and what it costs.
pub fn replace_question(s: &State) -> Option<(String, String)> {
    let p = s.import.pending.as_ref()?;
    let what = match p.incoming {
        Incoming::Record(..) => "game",
        Incoming::Position(_) => "position",
        Incoming::NewGame(v) => {
            return Some((
                format!("Start a new game of {}?", v.title()),
                format!(
                    "{} will be replaced by a new game of {}. You can bring it back afterwards (the notice that follows offers it).",
                    current_game(s),
                    v.title()
                ),
            ));
        }
    };
    let title = match p.source {
        Source::Link => format!("Open the {what} from the link?"),
        Source::Editor => format!("Play the {what} from the editor?"),
        Source::Paste => format!("Open the {what} you pasted?"),
        Source::File => format!("Open the {what} from the file?"),
    };
    Some((
        title,
        format!(
            "{} will be replaced. You can bring it back afterwards (the notice that follows offers it).",
            current_game(s)
        ),
    ))
}

/// After "Keep my game".
pub fn kept_instead(p: &Pending) -> String {
    let what = match p.incoming {
        Incoming::Record(..) => "game".to_string(),
        Incoming::Position(_) => "position".to_string(),
        Incoming::NewGame(v) => format!("new game of {}", v.title()),
    };
    let origin = match p.source {
        Source::Link => "from the link",
        Source::Editor => "from the editor",
        Source::Paste => "you pasted",
        Source::File => "from the file",
    };
    format!("Your game is kept; the {what} {origin} was not opened.")
}

/// What follows a replacement that set the previous game aside.
fn kept(set_aside: bool) -> &'static str {
    if set_aside {
        " Your previous game is kept (Undo brings it back)."
    } else {
        ""
    }
}

/// A `?variant=` link opened.
pub fn new_game_from_link(variant: Variant, set_aside: bool) -> String {
    format!(
        "A new game of {} from the link.{}",
        variant.title(),
        kept(set_aside)
    )
}

/// A position opened.
pub fn position_loaded(source: Source, turn: Color, set_aside: bool) -> String {
    let from = match source {
        Source::Link => " from the link",
        Source::Editor => " from the editor",
        Source::Paste | Source::File => "",
    };
    format!("Position loaded{from}. {turn} to move.{}", kept(set_aside))
}

/// A shared game opened from its link.
pub fn game_from_link(set_aside: bool) -> String {
    format!(
        "Game loaded from the link. After your move, use Share to send the new link back.{}",
        kept(set_aside)
    )
}

/// A pasted or opened game, with its length and where it stands.
pub fn game_loaded(s: &State, set_aside: bool) -> String {
    let tree = s.tree();
    let plies = tree.main_game().ply();
    let over = match s.outcome() {
        Some(o) => format!(" {}", result_line(o)),
        None => format!(" {} to move.", s.shown().turn()),
    };
    format!(
        "Game loaded: {}.{over}{}",
        shared::game_length(tree.start(), plies),
        kept(set_aside)
    )
}

/// The previous game brought back.
pub fn previous_back(s: &State) -> String {
    let tree = s.tree();
    let plies = tree.main_game().ply();
    format!(
        "Your previous game is back ({}).",
        shared::game_length(tree.start(), plies)
    )
}

/// A `?position=` link that cannot be read.
pub fn bad_position_link(why: &str) -> String {
    format!(
        "The position in the link is not valid: {}. Your current game is kept.",
        unquoted(why)
    )
}

/// A `?record=` link that cannot be read.
pub fn bad_record_link(why: &str) -> String {
    format!(
        "The game in the link is not valid: {}. Your current game is kept.",
        unquoted(why)
    )
}

/// A `?record=` link whose game is not of the link's `variant=`.
pub fn record_of_another_variant(is: Variant, says: Variant) -> String {
    format!(
        "The game in the link is a game of {}, not of {} as the link's variant says. Your current game is kept.",
        is.title(),
        says.title()
    )
}

/// A `variant=` this program does not play.
pub fn unknown_variant(name: &str) -> String {
    let short: String = name.chars().take(20).collect();
    format!(
        "The link's variant is not one this program plays ({}). Your current game is kept.",
        unquoted(&camelot_core::ParseVariantError(short).to_string())
    )
}

/// A `play=` that is none of white, black, two.
pub fn bad_play(value: &str) -> String {
    format!(
        "The link's play must be white, black or two, not {}: you play the side to move.",
        value.chars().take(20).collect::<String>()
    )
}

/// The saved game could not be read back.
pub fn not_restored(why: &str) -> String {
    format!("The saved game could not be restored ({why}); a new game was started.")
}

/// The clipboard's answer.
pub fn copied(what: &str, ok: bool) -> String {
    if ok {
        format!("{what} copied to the clipboard.")
    } else {
        format!("The browser did not allow copying the {what}.")
    }
}

/// A file that could not be read.
pub fn unreadable_file(name: &str) -> String {
    format!("The file {name} could not be read as text.")
}

/// The hint under the board, with the solved game's verdict against Perfect.
pub fn hint_line(mv: &Move, solved: Option<Solved>) -> String {
    // Plies to the end, as the winner's moves.
    let moves = |plies: u16| {
        let n = plies.div_ceil(2);
        if n == 1 {
            "1 move".to_string()
        } else {
            format!("{n} moves")
        }
    };
    match solved {
        None => format!("Hint: {mv} (shown on the board)."),
        Some(Solved::Draw) => {
            format!("Hint: {mv} (shown on the board): it holds the draw — solved.")
        }
        Some(Solved::Win(n)) => {
            format!(
                "Hint: {mv} (shown on the board): it wins in {} — solved.",
                moves(n)
            )
        }
        Some(Solved::Loss(n)) => format!(
            "Hint: {mv} (shown on the board). Your position is lost: Perfect wins in {} at best — solved.",
            moves(n.saturating_sub(1))
        ),
    }
}

/// The level chooser's name for a level.
pub fn level_option(level: u8) -> String {
    match level {
        1 => "1 (beginner)".into(),
        4 => "4 (club)".into(),
        8 => "8 (strongest)".into(),
        PERFECT => "Perfect (the solved game)".into(),
        l => l.to_string(),
    }
}

/// After Camette's summary in the New game dialog.
pub const CAMETTE_SOLVED: &str = " · solved: try the level Perfect";

/// What the Perfect level is, under the level chooser.
pub const PERFECT_NOTE: &str = "Perfect plays the solved game: it holds every draw and wins every \
     game you let slip. The first game downloads it (3.5 MB) for offline play too.";

/// The thinking line while the solved game downloads.
pub fn downloading(got: u64, total: u64) -> String {
    let mb = shared::megabytes;
    if total == 0 {
        format!("Downloading the solved game… {} MB", mb(got))
    } else {
        format!(
            "Downloading the solved game… {} of {} MB",
            mb(got),
            mb(total)
        )
    }
}

/// The thinking line's detail.
pub fn thinking(depth: u32, score: &str) -> String {
    if depth == 0 {
        String::new()
    } else {
        format!("depth {depth}, eval {score} (White's view)")
    }
}

/// The banner over an earlier position.
pub fn viewing(s: &State) -> &'static str {
    if s.game.on_main_line() && matches!(s.mode, Mode::Computer { .. }) {
        "You are looking at an earlier position: a new move here takes the later ones back. "
    } else if s.game.on_main_line() {
        "You are looking at an earlier position. "
    } else {
        "You are in a side line. "
    }
}
