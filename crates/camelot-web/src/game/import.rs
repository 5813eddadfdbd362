//! Reading a game or a position a player brings (pasted, opened from a file): which of the
//! two the text is meant to be, and that parser's error with where the problem is.

use crate::app::words::unquoted;
use crate::t;
use camelot_core::{GameTree, Position, Record, Variant};

/// What a text holds.
#[derive(Debug, Clone, PartialEq)]
pub enum Imported {
    /// A position to start from.
    Position(Position),
    /// A game with its side lines and comments.
    Record(GameTree),
}

/// A problem in the text, with where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportError {
    /// The message.
    pub text: String,
    /// 1-based line and column of the problem, when known.
    pub at: Option<(usize, usize)>,
}

/// Whether `text` is meant as a position text rather than a game record: its first word (after
/// a variant's name) lists ranks separated by `/`, and it has no tags or move numbers.
pub fn looks_like_position(text: &str) -> bool {
    let mut words = text.split_whitespace();
    let first = words.next().unwrap_or("");
    // A variant's position text starts with its name: `camette 1/1k1/…`.
    let ranks = if first.parse::<Variant>().is_ok() {
        words.next().unwrap_or("")
    } else {
        first
    };
    ranks.contains('/') && !text.contains('[') && !text.contains('.')
}

/// Reads `text` as a position text or a game record, deciding from the text which it is meant
/// to be and giving that parser's error, with where the problem is.
pub fn read(text: &str) -> Result<Imported, ImportError> {
    if looks_like_position(text) {
        return text
            .parse::<Position>()
            .map(Imported::Position)
            .map_err(|e| ImportError {
                text: t!(
                    "board-import-bad-position",
                    error = unquoted(&crate::app::core_words::parse_position_error(&e))
                ),
                at: None,
            });
    }
    text.parse::<Record>()
        .map(|rec| Imported::Record(rec.tree))
        // The record's own error names the line, the column, the move in full moves
        // ("move 2 (White)") and only the moves of the piece concerned.
        .map_err(|e| ImportError {
            text: t!(
                "board-import-bad-record",
                error = unquoted(&crate::app::core_words::record_error(&e))
            ),
            at: Some((e.line, e.column)),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_and_records_are_told_apart() {
        assert!(looks_like_position(&Position::start().to_string()));
        assert!(looks_like_position("camette 1/1k1/3 w 0 0 1"));
        assert!(!looks_like_position("1. F7-F8 *"));
        assert!(!looks_like_position("[Event \"x\"] 1. F7-F8 *"));
        assert!(matches!(
            read(&Position::start().to_string()),
            Ok(Imported::Position(_))
        ));
        assert!(matches!(read("1. F7-F8 *"), Ok(Imported::Record(_))));
        let e = read("1. F7-F9 *").expect_err("illegal");
        assert!(e.at.is_some() && !e.text.contains('`'), "{e:?}");
        let e = read("2/8/10 w 0 0 1").expect_err("short");
        assert!(
            e.text.starts_with("This position text is not valid: "),
            "{}",
            e.text
        );
    }
}
