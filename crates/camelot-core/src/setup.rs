//! Position text: parsed but unchecked ([`Setup`]).

use crate::geometry::CAMELOT;
use crate::{Board, ByColor, Color, MAX_PIECES_PER_SIDE, Piece, PositionError, Square, castle};
use std::fmt;
use std::str::FromStr;

/// Everything position text can say, unchecked. Turn it into a playable
/// [`crate::Position`] with [`crate::Position::from_setup`], which names each problem.
///
/// ```
/// use camelot_core::Setup;
/// let start = "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1";
/// let setup: Setup = start.parse().unwrap();
/// assert_eq!(setup.to_string(), start);
/// assert_eq!(setup, Setup::start());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The pieces.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// Castle moves each side has used (0–2).
    pub castle_moves: ByColor<u8>,
    /// The full-move number, starting at 1 and increasing after each Black move.
    pub fullmove: u32,
}

impl Setup {
    /// The start position.
    pub fn start() -> Setup {
        Setup {
            board: Board::start(),
            turn: Color::White,
            castle_moves: ByColor::new(0, 0),
            fullmove: 1,
        }
    }

    /// An empty board, White to move.
    pub fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castle_moves: ByColor::new(0, 0),
            fullmove: 1,
        }
    }

    /// Everything that keeps this setup from being a position, in a fixed order (White's
    /// problems, then Black's; for each side its castle, then its piece count). Empty when
    /// [`crate::Position::from_setup`] accepts it, which reports the first of these.
    ///
    /// ```
    /// use camelot_core::{Color, PositionError, Setup, Square};
    /// let setup: Setup = "MM/8/10/12/12/12/12/12/12/12/12/12/12/10/8/MM w 0 0".parse().unwrap();
    /// let problems = setup.problems();
    /// assert_eq!(problems, [PositionError::TwoInOwnCastle { color: Color::White }]);
    /// assert_eq!(problems[0].squares(), [Square::F1, Square::G1]);
    /// assert!(Setup::start().problems().is_empty());
    /// ```
    pub fn problems(&self) -> Vec<PositionError> {
        let mut out = Vec::new();
        for color in Color::ALL {
            if castle(color)
                .iter()
                .all(|&s| self.board.color_at(s) == Some(color))
            {
                out.push(PositionError::TwoInOwnCastle { color });
            }
            let count = self.board.count(color);
            if count > MAX_PIECES_PER_SIDE {
                out.push(PositionError::TooManyPieces { color, count });
            }
        }
        out
    }
}

impl Default for Setup {
    fn default() -> Self {
        Setup::start()
    }
}

/// What is wrong with a position text. Columns count characters from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseSetupError {
    /// The text is empty.
    Empty,
    /// A required field is missing (the side to move or a castle-move count).
    MissingField {
        /// Which field.
        field: &'static str,
    },
    /// Text after the last field.
    TrailingText {
        /// Where it starts.
        column: usize,
    },
    /// The placement does not have 16 ranks.
    RankCount {
        /// How many ranks there were.
        found: usize,
    },
    /// A rank lists too few or too many squares.
    RankWidth {
        /// The rank number (1–16).
        rank: u8,
        /// How many squares the rank has.
        expected: usize,
        /// How many the text gave.
        found: usize,
        /// Where the rank starts.
        column: usize,
    },
    /// A character that is neither a piece letter nor a digit.
    BadChar {
        /// The character.
        ch: char,
        /// Where.
        column: usize,
    },
    /// A count of empty squares that is 0 or more than 12.
    BadEmptyCount {
        /// The number as written.
        text: String,
        /// Where.
        column: usize,
    },
    /// The side to move is not `w` or `b`.
    BadSide {
        /// What was written.
        text: String,
        /// Where.
        column: usize,
    },
    /// A castle-move count that is not 0, 1 or 2.
    BadCastleMoves {
        /// Whose count.
        color: Color,
        /// What was written.
        text: String,
        /// Where.
        column: usize,
    },
    /// A move number that is not a whole number from 1.
    BadMoveNumber {
        /// What was written.
        text: String,
        /// Where.
        column: usize,
    },
}

impl fmt::Display for ParseSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ParseSetupError::*;
        match self {
            Empty => write!(f, "empty position text"),
            MissingField { field } => write!(f, "position text is missing the {field}"),
            TrailingText { column } => {
                write!(
                    f,
                    "unexpected text after the move number at column {column}"
                )
            }
            RankCount { found } => write!(
                f,
                "position text has {found} ranks separated by `/`, expected 16"
            ),
            RankWidth {
                rank,
                expected,
                found,
                column,
            } => write!(
                f,
                "rank {rank} (column {column}) describes {found} squares, expected {expected}"
            ),
            BadChar { ch, column } => write!(
                f,
                "unexpected character `{ch}` at column {column} (pieces are K, M, k, m; digits count empty squares)"
            ),
            BadEmptyCount { text, column } => write!(
                f,
                "empty-square count `{text}` at column {column} must be from 1 to 12"
            ),
            BadSide { text, column } => write!(
                f,
                "side to move `{text}` at column {column} must be `w` or `b`"
            ),
            BadCastleMoves {
                color,
                text,
                column,
            } => write!(
                f,
                "{} castle-move count `{text}` at column {column} must be 0, 1 or 2",
                color.name()
            ),
            BadMoveNumber { text, column } => write!(
                f,
                "move number `{text}` at column {column} must be a whole number from 1"
            ),
        }
    }
}

impl std::error::Error for ParseSetupError {}

/// Splits `s` into fields at runs of white space, with each field's 1-based column.
fn fields(s: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in s.char_indices() {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(st)) => {
                out.push((st, &s[st..i]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(st) = start {
        out.push((st, &s[st..]));
    }
    out.into_iter()
        .map(|(byte, text)| (s[..byte].chars().count() + 1, text))
        .collect()
}

fn parse_ranks(text: &str, column: usize) -> Result<Board, ParseSetupError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 16 {
        return Err(ParseSetupError::RankCount { found: ranks.len() });
    }
    let mut board = Board::empty();
    let mut col = column;
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 15 - i;
        let (first, last) = CAMELOT.spans[rank];
        let width = (last - first + 1) as usize;
        let rank_col = col;
        let mut filled = 0usize;
        let chars: Vec<char> = rank_text.chars().collect();
        let mut j = 0;
        while j < chars.len() {
            let c = chars[j];
            if c.is_ascii_digit() {
                let start = j;
                while j < chars.len() && chars[j].is_ascii_digit() {
                    j += 1;
                }
                let num: String = chars[start..j].iter().collect();
                let n: usize = match num.parse() {
                    Ok(n) if (1..=12).contains(&n) => n,
                    _ => {
                        return Err(ParseSetupError::BadEmptyCount {
                            text: num,
                            column: col + start,
                        });
                    }
                };
                filled += n;
                continue;
            }
            let piece = Piece::from_char(c).ok_or(ParseSetupError::BadChar {
                ch: c,
                column: col + j,
            })?;
            if filled < width {
                let sq = Square::new(first + filled as u8, rank as u8)
                    .expect("file within the rank's span");
                board.set(sq, Some(piece));
            }
            filled += 1;
            j += 1;
        }
        if filled != width {
            return Err(ParseSetupError::RankWidth {
                rank: rank as u8 + 1,
                expected: width,
                found: filled,
                column: rank_col,
            });
        }
        col += chars.len() + 1;
    }
    Ok(board)
}

impl FromStr for Setup {
    type Err = ParseSetupError;

    fn from_str(s: &str) -> Result<Setup, ParseSetupError> {
        let f = fields(s);
        let Some(&(col, ranks)) = f.first() else {
            return Err(ParseSetupError::Empty);
        };
        let board = parse_ranks(ranks, col)?;
        let &(col, side) = f.get(1).ok_or(ParseSetupError::MissingField {
            field: "side to move",
        })?;
        let turn = match side {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            _ => {
                return Err(ParseSetupError::BadSide {
                    text: side.to_string(),
                    column: col,
                });
            }
        };
        let mut castle_moves = ByColor::new(0, 0);
        for (i, color) in Color::ALL.into_iter().enumerate() {
            let field = match color {
                Color::White => "white castle-move count",
                Color::Black => "black castle-move count",
            };
            let &(col, text) = f
                .get(2 + i)
                .ok_or(ParseSetupError::MissingField { field })?;
            castle_moves[color] = match text {
                "0" => 0,
                "1" => 1,
                "2" => 2,
                _ => {
                    return Err(ParseSetupError::BadCastleMoves {
                        color,
                        text: text.to_string(),
                        column: col,
                    });
                }
            };
        }
        let fullmove = match f.get(4) {
            None => 1,
            Some(&(col, text)) => match text.parse::<u32>() {
                Ok(n) if n >= 1 && text.bytes().all(|b| b.is_ascii_digit()) => n,
                _ => {
                    return Err(ParseSetupError::BadMoveNumber {
                        text: text.to_string(),
                        column: col,
                    });
                }
            },
        };
        if let Some(&(column, _)) = f.get(5) {
            return Err(ParseSetupError::TrailingText { column });
        }
        Ok(Setup {
            board,
            turn,
            castle_moves,
            fullmove,
        })
    }
}

/// Writes position text: placement, side to move, castle moves, move number.
pub(crate) fn write_text(
    f: &mut impl fmt::Write,
    board: &Board,
    turn: Color,
    castle_moves: ByColor<u8>,
    fullmove: u32,
) -> fmt::Result {
    write_ranks(board, f)?;
    write!(
        f,
        " {} {} {} {}",
        turn.char(),
        castle_moves.white,
        castle_moves.black,
        fullmove
    )
}

/// Writes the placement field of position text.
fn write_ranks(board: &Board, f: &mut impl fmt::Write) -> fmt::Result {
    for rank in (0..16u8).rev() {
        let (first, last) = CAMELOT.spans[rank as usize];
        let mut empty = 0;
        for file in first..=last {
            let sq = Square::new(file, rank).expect("file within the rank's span");
            match board.piece_at(sq) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        write!(f, "{empty}")?;
                        empty = 0;
                    }
                    f.write_char(p.char())?;
                }
            }
        }
        if empty > 0 {
            write!(f, "{empty}")?;
        }
        if rank > 0 {
            f.write_char('/')?;
        }
    }
    Ok(())
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_text(f, &self.board, self.turn, self.castle_moves, self.fullmove)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn optional_move_number_and_spacing() {
        let s: Setup =
            "  2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2   w 0 0 "
                .parse()
                .unwrap();
        assert_eq!(s, Setup::start());
        let e: Setup = "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 b 2 1 40"
            .parse()
            .unwrap();
        assert_eq!(
            (e.turn, e.castle_moves, e.fullmove),
            (Color::Black, ByColor::new(2, 1), 40)
        );
        assert_eq!(e.board.count(Color::White) + e.board.count(Color::Black), 0);
    }

    fn put(setup: &mut Setup, squares: &[&str], piece: char) {
        for s in squares {
            let sq: Square = s.parse().expect("square");
            setup.board.set(sq, Piece::from_char(piece));
        }
    }

    #[test]
    fn problems_list_every_rule_broken_with_its_squares() {
        assert_eq!(Setup::start().problems(), []);
        assert_eq!(Setup::empty().problems(), []);

        let mut s = Setup::start();
        put(&mut s, &["F1", "G1"], 'K');
        put(&mut s, &["F16", "G16"], 'm');
        assert_eq!(
            s.problems(),
            [
                PositionError::TwoInOwnCastle {
                    color: Color::White
                },
                PositionError::TooManyPieces {
                    color: Color::White,
                    count: 16
                },
                PositionError::TwoInOwnCastle {
                    color: Color::Black
                },
                PositionError::TooManyPieces {
                    color: Color::Black,
                    count: 16
                },
            ]
        );
        let squares: Vec<Vec<Square>> = s.problems().iter().map(|p| p.squares()).collect();
        assert_eq!(
            squares,
            [
                vec![Square::F1, Square::G1],
                vec![],
                vec![Square::F16, Square::G16],
                vec![]
            ]
        );
        let texts: Vec<String> = s.problems().iter().map(|p| p.to_string()).collect();
        assert_eq!(
            texts,
            [
                "two white pieces in White's own castle (F1, G1)",
                "White has 16 pieces; a side has at most 14",
                "two black pieces in Black's own castle (F16, G16)",
                "Black has 16 pieces; a side has at most 14",
            ]
        );
        assert_eq!(
            crate::Position::from_setup(s.clone()).unwrap_err(),
            s.problems()[0],
            "a position reports the first problem"
        );
    }

    #[test]
    fn a_position_reports_the_first_problem_of_any_setup() {
        // `Position::from_setup` repeats the checks of `problems` (see there): the two must
        // agree on every combination of castles and counts.
        let fifteen = |ranks: [u8; 2], setup: &mut Setup, piece: char| {
            let files = (0..12)
                .map(|f| (f, ranks[0]))
                .chain((0..3).map(|f| (f, ranks[1])));
            for (file, rank) in files {
                setup.board.set(
                    Square::new(file, rank - 1).expect("square"),
                    Piece::from_char(piece),
                );
            }
        };
        for code in 0..64u32 {
            let bit = |i: u32| code & (1 << i) != 0;
            let mut s = Setup::empty();
            if bit(0) {
                put(&mut s, &["F1", "G1"], 'M');
            } else if bit(1) {
                put(&mut s, &["F1"], 'M');
            }
            if bit(2) {
                put(&mut s, &["F16", "G16"], 'k');
            }
            if bit(3) {
                fifteen([5, 6], &mut s, 'K');
            }
            if bit(4) {
                fifteen([12, 11], &mut s, 'm');
            }
            if bit(5) {
                s.turn = Color::Black;
            }
            let problems = s.problems();
            let expected = usize::from(bit(0))
                + usize::from(bit(2))
                + usize::from(bit(3))
                + usize::from(bit(4));
            assert_eq!(problems.len(), expected, "{s}");
            assert_eq!(
                crate::Position::from_setup(s.clone()).err(),
                problems.into_iter().next(),
                "{s}"
            );
        }
    }

    #[test]
    fn what_is_not_a_problem() {
        // One piece in its own castle (it must leave next turn), pieces in the enemy's castle
        // (a won game), a castle shared by both sides, and exactly 14 pieces are all fine.
        let mut s = Setup::empty();
        put(&mut s, &["F1"], 'M');
        put(&mut s, &["G1"], 'k');
        put(&mut s, &["F16", "G16"], 'K');
        assert_eq!(s.problems(), []);
        let mut fourteen = Setup::start();
        fourteen.board.set(Square::F1, None);
        assert_eq!(fourteen.board.count(Color::White), 14);
        assert_eq!(fourteen.problems(), []);
        let mut fifteen = Setup::start();
        put(&mut fifteen, &["A4"], 'M');
        assert_eq!(
            fifteen.problems(),
            [PositionError::TooManyPieces {
                color: Color::White,
                count: 15
            }]
        );
    }

    #[test]
    fn errors_name_place() {
        let err = "2/8/10/12/12/2kmmmmmmk3/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0"
            .parse::<Setup>()
            .unwrap_err();
        assert_eq!(
            err,
            ParseSetupError::RankWidth {
                rank: 11,
                expected: 12,
                found: 13,
                column: 14
            }
        );
        assert!(err.to_string().contains("rank 11"));
    }
}
