//! Words for people shared by every page: counts with their plurals, ordinals, lists, moves
//! numbered the way the WCF's records number them (full moves: White's 5th move and Black's
//! 5th make move 5), and a parser's message made fit for a sentence. Each page's own
//! messages live in its `words` module.

use super::fetch::NotFetched;
use super::i18n::{current, t};
use crate::t;
use camelot_core::{Color, Position, Square};

/// A side's name: "White", "Weiß", "Blanc".
pub fn side(c: Color) -> String {
    t(match c {
        Color::White => "side-white",
        Color::Black => "side-black",
    })
}

/// A side as a selector's key: `white` or `black` (translations may inflect by it).
pub fn color_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// "3 moves", in the language in use.
pub fn moves(n: usize) -> String {
    t!("count-moves", n = n)
}

/// "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st" (in the language in use).
pub fn ordinal(n: usize) -> String {
    current().ordinal(u32::try_from(n).unwrap_or(u32::MAX))
}

/// Who made the `ply`-th move (1-based) of a game from `start`, and its full-move number.
pub fn move_of_ply(start: &Position, ply: usize) -> (Color, u32) {
    let black_first = start.turn() == Color::Black;
    let index = ply.saturating_sub(1) + usize::from(black_first);
    let color = if index.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    let number = start.fullmove() + u32::try_from(index / 2).unwrap_or(u32::MAX - 1);
    (color, number)
}

/// "after White's 5th move", or "at the start" for ply 0 ("before the first move" from a
/// position set up).
pub fn after_ply(start: &Position, ply: usize) -> String {
    if ply == 0 {
        // A position set up (in the editor, by a link) is no game's start.
        let standard = *start == Position::start_of(start.variant());
        return t(if standard {
            "at-the-start"
        } else {
            "before-the-first-move"
        });
    }
    let (color, number) = move_of_ply(start, ply);
    let possessive = t(match color {
        Color::White => "side-white-possessive",
        Color::Black => "side-black-possessive",
    });
    t!(
        "after-move",
        possessive = possessive,
        ordinal = ordinal(number as usize),
        color = color_key(color)
    )
}

/// The length of a game of `plies` moves from `start` in full moves: the number of move
/// numbers it uses ("1 move" for White's first alone; 34 plies from the start are 17 moves).
pub fn game_length(start: &Position, plies: usize) -> String {
    if plies == 0 {
        return t("game-length-none");
    }
    let (_, last) = move_of_ply(start, plies);
    moves((last + 1).saturating_sub(start.fullmove()) as usize)
}

/// The verb for choosing a square: "tap" on touch screens, "click" elsewhere.
pub fn choose(touch: bool) -> String {
    t(if touch {
        "choose-touch"
    } else {
        "choose-click"
    })
}

/// The same, capitalised.
pub fn choose_cap(touch: bool) -> String {
    t(if touch {
        "choose-touch-cap"
    } else {
        "choose-click-cap"
    })
}

/// Whether the primary pointer is coarse (a finger): texts then say "tap".
pub fn coarse_pointer() -> bool {
    gloo_utils::window()
        .match_media("(pointer: coarse)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// Why a file of the site could not be had, as a clause: "no connection to the site".
pub fn not_fetched(why: NotFetched) -> String {
    match why {
        NotFetched::NoConnection => t("fetch-no-connection"),
        NotFetched::Status(status) => t!("fetch-status", status = status.to_string()),
        NotFetched::Unreadable => t("fetch-unreadable"),
    }
}

/// "E4", "E4 or K4", "E4, K4 or L5".
pub fn or_list(items: &[String]) -> String {
    joined(items, "list-or")
}

/// "C2", "C2 and D2", "C2, D2 and I2".
pub fn and_list(items: &[String]) -> String {
    joined(items, "list-and")
}

fn joined(items: &[String], key: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => t!(key, rest = rest.join(&t("list-separator")), last = last),
    }
}

/// Square names, sorted, as an "and" list: "C2, D2 and I2".
pub fn squares_and(squares: &[Square]) -> String {
    let mut sorted = squares.to_vec();
    sorted.sort();
    and_list(&sorted.iter().map(Square::to_string).collect::<Vec<_>>())
}

/// Square names as an "or" list, in the order given: "E4, K4 or L5".
pub fn squares_or(squares: &[Square]) -> String {
    or_list(&squares.iter().map(Square::to_string).collect::<Vec<_>>())
}

/// `s` with its first letter capitalised (ASCII only: the texts are ours, and Unicode case
/// tables would weigh on the bundle).
pub fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => std::iter::once(f.to_ascii_uppercase()).chain(c).collect(),
        None => String::new(),
    }
}

/// A parser's message read as prose: its code quotes as plain quotes, no trailing full stop
/// (the caller adds one). The editor quotes what it read so it can be found in the field.
pub fn for_people(message: &str) -> String {
    message.replace('`', "\"").trim_end_matches('.').to_string()
}

/// A parser's message with its code quotes dropped, no trailing full stop: the game page's
/// notices, where the rejected text is not on screen.
pub fn unquoted(message: &str) -> String {
    message.replace('`', "").trim_end_matches('.').to_string()
}

/// A size in megabytes to a tenth, as a download's progress says it: `2.5`.
pub fn megabytes(bytes: u64) -> String {
    super::i18n::current().tenths((bytes + 50_000) / 100_000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn why_a_file_could_not_be_had() {
        assert_eq!(
            not_fetched(NotFetched::NoConnection),
            "no connection to the site"
        );
        assert_eq!(
            not_fetched(NotFetched::Status(404)),
            "the site answered 404"
        );
        assert_eq!(
            not_fetched(NotFetched::Unreadable),
            "the answer could not be read"
        );
    }

    #[test]
    fn ordinals() {
        let o: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111]
            .into_iter()
            .map(ordinal)
            .collect();
        assert_eq!(
            o,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
                "111th"
            ]
        );
    }

    #[test]
    fn lists_and_capitals() {
        let v = |xs: &[&str]| xs.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(or_list(&v(&[])), "");
        assert_eq!(or_list(&v(&["E4"])), "E4");
        assert_eq!(or_list(&v(&["E4", "K4", "L5"])), "E4, K4 or L5");
        assert_eq!(and_list(&v(&["C2", "D2"])), "C2 and D2");
        let sq = |s: &str| s.parse::<Square>().expect("square");
        assert_eq!(
            squares_and(&[sq("I2"), sq("C2"), sq("D2")]),
            "C2, D2 and I2"
        );
        assert_eq!(capitalise("white wins"), "White wins");
        assert_eq!(capitalise(""), "");
        assert_eq!(for_people("bad `x`."), "bad \"x\"");
        assert_eq!(unquoted("bad `x`."), "bad x");
    }

    #[test]
    fn full_moves_from_white_and_from_black() {
        let start = Position::start();
        assert_eq!(after_ply(&start, 0), "at the start");
        let set_up: Position = "2/8/10/12/12/12/12/12/12/12/12/12/5m6/10/3M4/M1 w 0 0 1"
            .parse()
            .expect("a position");
        assert_eq!(after_ply(&set_up, 0), "before the first move");
        assert_eq!(after_ply(&start, 1), "after White's 1st move");
        assert_eq!(after_ply(&start, 10), "after Black's 5th move");
        assert_eq!(game_length(&start, 34), "17 moves");
        assert_eq!(game_length(&start, 33), "17 moves");
        assert_eq!(game_length(&start, 1), "1 move");
        assert_eq!(game_length(&start, 2), "1 move");
        assert_eq!(game_length(&start, 0), "no moves");
        let black: Position =
            "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 b 0 0 7"
                .parse()
                .expect("position");
        assert_eq!(move_of_ply(&black, 1), (Color::Black, 7));
        assert_eq!(move_of_ply(&black, 2), (Color::White, 8));
        assert_eq!(after_ply(&black, 3), "after Black's 8th move");
        assert_eq!(game_length(&black, 1), "1 move");
        assert_eq!(game_length(&black, 2), "2 moves");
    }
}
