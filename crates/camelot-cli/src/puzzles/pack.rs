//! The pack: one JSON array per game, written one puzzle per line so that a regenerated pack
//! gives a readable diff, and read back (for the checks) with every problem named by puzzle
//! and field.

use super::themes::Theme;
use camelot_core::{Move, MoveText, Position, Setup, Variant};
use std::fmt::Write as _;

/// A finished puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// Stable: derived from the position text (see [`puzzle_id`]).
    pub id: String,
    /// The solver to move.
    pub position: Position,
    /// The opponent's move that led to `position`, shown on the board before the puzzle.
    pub last: MoveText,
    /// Solver, reply, solver, …: odd in length, first and last by the solver.
    pub moves: Vec<Move>,
    pub themes: Vec<Theme>,
    pub rating: u32,
}

/// The id of the puzzle on `position`: seven base-36 digits of the FNV-1a hash of its text,
/// so that a puzzle keeps its id when the pack is made again.
pub fn puzzle_id(position: &Position) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in position.to_string().bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    let mut digits = Vec::with_capacity(7);
    for _ in 0..7 {
        digits.push(char::from_digit((h % 36) as u32, 36).unwrap_or('0'));
        h /= 36;
    }
    digits.into_iter().collect()
}

/// A JSON string literal (the texts here are ASCII without quotes, but escape anyway).
fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The pack's text: a JSON array, one puzzle per line.
///
/// Each puzzle is `{"id", "position", "last", "moves", "themes", "rating"}`: `last` (the
/// opponent's move that led to the position) is an addition to the contract, for the page
/// to show it.
pub fn write_pack(puzzles: &[Puzzle]) -> String {
    let mut out = String::from("[\n");
    for (i, p) in puzzles.iter().enumerate() {
        let moves: Vec<String> = p
            .moves
            .iter()
            .map(|m| json_string(&m.to_string()))
            .collect();
        let themes: Vec<String> = p.themes.iter().map(|t| json_string(t.id())).collect();
        let _ = write!(
            out,
            "{{\"id\":{},\"position\":{},\"last\":{},\"moves\":[{}],\"themes\":[{}],\"rating\":{}}}",
            json_string(&p.id),
            json_string(&p.position.to_string()),
            json_string(&p.last.to_string()),
            moves.join(","),
            themes.join(","),
            p.rating
        );
        out.push_str(if i + 1 < puzzles.len() { ",\n" } else { "\n" });
    }
    out.push_str("]\n");
    out
}

/// One entry as the JSON holds it.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    id: String,
    position: String,
    last: String,
    moves: Vec<String>,
    themes: Vec<String>,
    rating: u32,
}

/// Reads a pack of `variant`'s puzzles, checking everything that can be checked without a
/// search: the position is `variant`'s, not over, the solver to move; `last` is a move whose
/// piece stands on its last square, the opponent's; the line is legal, odd in length and
/// leaves the game on after every reply; the themes are known ones; ids are unique. The
/// error names the puzzle (by place and id) and the field.
pub fn read_pack(text: &str, variant: Variant) -> Result<Vec<Puzzle>, String> {
    let entries: Vec<Entry> =
        serde_json::from_str(text).map_err(|e| format!("not a puzzle pack: {e}"))?;
    let mut out: Vec<Puzzle> = Vec::with_capacity(entries.len());
    let mut ids = std::collections::HashSet::new();
    for (i, e) in entries.into_iter().enumerate() {
        let at =
            |field: &str, what: String| format!("puzzle {} ({}), {field}: {what}", i + 1, e.id);
        if !ids.insert(e.id.clone()) {
            return Err(at("id", "used twice".into()));
        }
        let setup =
            Setup::parse_as(&e.position, variant).map_err(|err| at("position", err.to_string()))?;
        let position =
            Position::from_setup(setup).map_err(|err| at("position", err.to_string()))?;
        if position.is_game_over() {
            return Err(at("position", "the game is over".into()));
        }
        let last = last_move(&e.last, &position).map_err(|what| at("last", what))?;
        let end = last.to();
        if position.piece_at(end).map(|p| p.color) != Some(!position.turn()) {
            return Err(at("last", format!("no piece of the opponent's on {end}")));
        }
        if e.moves.is_empty() || e.moves.len() % 2 == 0 {
            return Err(at(
                "moves",
                format!(
                    "{} moves: the line must start and end with the solver's",
                    e.moves.len()
                ),
            ));
        }
        let mut pos = position.clone();
        let mut moves = Vec::with_capacity(e.moves.len());
        for (k, text) in e.moves.iter().enumerate() {
            if pos.is_game_over() {
                return Err(at(
                    "moves",
                    format!("move {} `{text}`: the game is over", k + 1),
                ));
            }
            let mv = pos
                .parse_move(text)
                .map_err(|err| at("moves", format!("move {} `{text}`: {err}", k + 1)))?;
            if mv.to_string() != *text {
                return Err(at(
                    "moves",
                    format!("move {} `{text}` is not written whole", k + 1),
                ));
            }
            pos.play_unchecked(&mv);
            moves.push(mv);
        }
        let mut themes = Vec::with_capacity(e.themes.len());
        for t in &e.themes {
            themes.push(
                Theme::from_id(t).ok_or_else(|| at("themes", format!("unknown theme `{t}`")))?,
            );
        }
        if e.rating == 0 {
            return Err(at("rating", "0".into()));
        }
        out.push(Puzzle {
            id: e.id,
            position,
            last,
            moves,
            themes,
            rating: e.rating,
        });
    }
    Ok(out)
}

/// `last` read from its text: it cannot be resolved, the position before it being unknown, so
/// it must have a move's shape (each leg one step, the only one, or a leap of two) and stay on
/// the board.
fn last_move(text: &str, after: &Position) -> Result<MoveText, String> {
    let parsed: MoveText = text.parse().map_err(|e| format!("{e}"))?;
    let geometry = after.geometry();
    let mut at = parsed.from;
    for (i, &(_, to)) in parsed.legs.iter().enumerate() {
        if !geometry.contains(at) || !geometry.contains(to) {
            return Err(format!("`{text}` leaves the board"));
        }
        let fits = match at.distance(to) {
            1 => parsed.legs.len() == 1,
            2 => at.midpoint(to).is_some(),
            _ => false,
        };
        if !fits {
            return Err(format!("`{text}` is not a move's path (leg {})", i + 1));
        }
        at = to;
    }
    Ok(parsed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Puzzle {
        let before = Position::start();
        let last = before.parse_move("F7-F8").unwrap();
        let position = before.play(&last).unwrap();
        let last = MoveText::from(&last);
        let moves = vec![position.parse_move("F10-F9").unwrap()];
        Puzzle {
            id: puzzle_id(&position),
            position,
            last,
            moves,
            themes: vec![Theme::QuietMove, Theme::OneMove],
            rating: 1200,
        }
    }

    #[test]
    fn a_pack_reads_back_as_written() {
        let p = sample();
        let text = write_pack(std::slice::from_ref(&p));
        assert!(text.starts_with("[\n{\"id\":"));
        let back = read_pack(&text, Variant::Camelot).unwrap();
        assert_eq!(back, vec![p]);
        assert_eq!(read_pack("[]", Variant::Camelot).unwrap(), vec![]);
    }

    #[test]
    fn ids_are_stable_and_short() {
        let p = sample();
        assert_eq!(p.id.len(), 7);
        assert_eq!(p.id, puzzle_id(&p.position));
        assert_ne!(p.id, puzzle_id(&Position::start()));
    }

    #[test]
    fn damaged_packs_name_the_puzzle_and_field() {
        let good = write_pack(&[sample()]);
        let bad = |from: &str, to: &str| {
            read_pack(&good.replacen(from, to, 1), Variant::Camelot).unwrap_err()
        };
        assert!(
            bad("F10-F9", "F10-F8").contains("puzzle 1"),
            "{}",
            bad("F10-F9", "F10-F8")
        );
        assert!(bad("F10-F9", "F10-F8").contains("moves: move 1 `F10-F8`"));
        assert!(bad("\"F7-F8\"", "\"E7-E8\"").contains("last: no piece of the opponent's on E8"));
        assert!(bad("quietMove", "sneaky").contains("themes: unknown theme `sneaky`"));
        assert!(bad("\"rating\":1200", "\"rating\":-3").contains("not a puzzle pack"));
        assert!(bad("\"moves\":[\"F10-F9\"]", "\"moves\":[]").contains("0 moves"));
        assert!(bad("\"id\"", "\"colour\"").contains("not a puzzle pack"));
        let twice = format!(
            "[{0},{0}]",
            good.trim()
                .trim_start_matches('[')
                .trim_end_matches(']')
                .trim()
        );
        assert!(
            read_pack(&twice, Variant::Camelot)
                .unwrap_err()
                .contains("id: used twice")
        );
        let cam = read_pack(&good, Variant::Cam).unwrap_err();
        assert!(cam.contains("position"), "{cam}");
    }
}
