//! Move text in WCF notation: parsing (no position needed) and resolving against a position.

use crate::{Color, LegKind, Move, Outcome, Position, Square, Variant};
use std::fmt;
use std::str::FromStr;

/// A separator in move text: `-` (plain move or canter leg), `x` (jump leg) or `,` (between
/// the squares of a tree placement).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Separator {
    /// `-`
    Dash,
    /// `x`
    Cross,
    /// `,`
    Comma,
}

/// Parsed move text, not yet checked against any position: the origin and each later square
/// with the separator before it. `F6-F8-H8xH10xJ12` has origin F6 and four legs. Squares may
/// be any board's of the family; resolving the text against a position checks them. A tree
/// placement (River Camelot) is its squares separated by commas: `C2,D2,I2`.
///
/// ```
/// use camelot_core::{MoveText, Position};
/// let text: MoveText = "e6-c8-a8".parse().unwrap();
/// assert_eq!(text.to_string(), "E6-C8-A8");
/// assert_eq!(text.legs.len(), 2);
/// let mv: MoveText = "c6-e8".parse().unwrap();
/// assert_eq!(mv.resolve(&Position::start()).unwrap().to_string(), "C6-E8");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MoveText {
    /// The starting square.
    pub from: Square,
    /// Each later square with the separator written before it.
    pub legs: Vec<(Separator, Square)>,
}

/// What is wrong with move text. Columns count characters from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseMoveError {
    /// Nothing but white space.
    Empty,
    /// A square name was expected.
    ExpectedSquare {
        /// Where.
        column: usize,
    },
    /// A square name that is not on the board or malformed.
    BadSquare {
        /// The text.
        text: String,
        /// Where it starts.
        column: usize,
    },
    /// Something other than `-` or `x` between squares.
    BadSeparator {
        /// The character.
        ch: char,
        /// Where.
        column: usize,
    },
    /// Only one square.
    NoDestination,
    /// More legs than any move can have.
    TooLong,
    /// Commas mixed with `-` or `x`: a tree placement is squares separated by commas only.
    MixedPlacement,
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Empty => write!(f, "empty move"),
            ParseMoveError::ExpectedSquare { column } => {
                write!(f, "expected a square name at column {column}")
            }
            ParseMoveError::BadSquare { text, column } => {
                write!(
                    f,
                    "`{text}` at column {column} is not a square of the board"
                )
            }
            ParseMoveError::BadSeparator { ch, column } => write!(
                f,
                "unexpected `{ch}` at column {column}: squares are separated by `-` or `x`"
            ),
            ParseMoveError::NoDestination => {
                write!(f, "a move needs at least two squares, like F7-F8")
            }
            ParseMoveError::TooLong => write!(f, "too many legs for one move"),
            ParseMoveError::MixedPlacement => write!(
                f,
                "a tree placement is squares separated by commas only, like C2,D2,I2"
            ),
        }
    }
}

impl std::error::Error for ParseMoveError {}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<MoveText, ParseMoveError> {
        let trimmed_start = s.len() - s.trim_start().len();
        let body = s.trim();
        if body.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let chars: Vec<char> = body.chars().collect();
        let base = s[..trimmed_start].chars().count() + 1;
        let mut i = 0;
        let mut squares: Vec<(Option<Separator>, Square)> = Vec::new();
        let mut sep = None;
        loop {
            let start = i;
            if i < chars.len() && chars[i].is_ascii_alphabetic() && !matches!(chars[i], 'x' | 'X') {
                i += 1;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
            }
            if start == i {
                return Err(ParseMoveError::ExpectedSquare {
                    column: base + start,
                });
            }
            let text: String = chars[start..i].iter().collect();
            let sq = Square::parse_any(&text).map_err(|_| ParseMoveError::BadSquare {
                text,
                column: base + start,
            })?;
            squares.push((sep, sq));
            if squares.len() > crate::MAX_LEGS + 1 {
                return Err(ParseMoveError::TooLong);
            }
            if i == chars.len() {
                break;
            }
            sep = Some(match chars[i] {
                '-' => Separator::Dash,
                'x' | 'X' | ':' => Separator::Cross,
                ',' => Separator::Comma,
                ch => {
                    return Err(ParseMoveError::BadSeparator {
                        ch,
                        column: base + i,
                    });
                }
            });
            i += 1;
        }
        if squares.len() < 2 {
            return Err(ParseMoveError::NoDestination);
        }
        let commas = squares
            .iter()
            .filter(|s| s.0 == Some(Separator::Comma))
            .count();
        if commas > 0 && commas + 1 != squares.len() {
            return Err(ParseMoveError::MixedPlacement);
        }
        let from = squares[0].1;
        let legs = squares[1..]
            .iter()
            .map(|&(s, sq)| (s.unwrap_or(Separator::Dash), sq))
            .collect();
        Ok(MoveText { from, legs })
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        for (sep, sq) in &self.legs {
            let c = match sep {
                Separator::Dash => '-',
                Separator::Cross => 'x',
                Separator::Comma => ',',
            };
            write!(f, "{c}{sq}")?;
        }
        Ok(())
    }
}

impl From<&Move> for MoveText {
    fn from(mv: &Move) -> MoveText {
        if mv.is_placement() {
            return MoveText {
                from: mv.from(),
                legs: mv.path()[1..]
                    .iter()
                    .map(|&sq| (Separator::Comma, sq))
                    .collect(),
            };
        }
        MoveText {
            from: mv.from(),
            legs: mv
                .legs()
                .map(|l| {
                    let sep = if l.kind == LegKind::Jump {
                        Separator::Cross
                    } else {
                        Separator::Dash
                    };
                    (sep, l.to)
                })
                .collect(),
        }
    }
}

impl MoveText {
    /// The last square.
    pub fn to(&self) -> Square {
        self.legs.last().map_or(self.from, |l| l.1)
    }

    /// Whether the text is a tree placement (squares separated by commas).
    pub fn is_placement(&self) -> bool {
        self.legs.first().is_some_and(|l| l.0 == Separator::Comma)
    }

    /// Every square the text names, in order.
    fn squares(&self) -> Vec<Square> {
        std::iter::once(self.from)
            .chain(self.legs.iter().map(|l| l.1))
            .collect()
    }

    /// Finds the legal move this text names: the move with exactly this path and these
    /// separators, or, for text
    /// with one leg (origin and destination only), the one legal move from the origin to the
    /// destination (capturing, if written with `x`).
    pub fn resolve(&self, pos: &Position) -> Result<Move, IllegalMoveError> {
        let geometry = pos.geometry();
        if let Some(&square) = self.squares().iter().find(|&&s| !geometry.contains(s)) {
            return Err(IllegalMoveError::NotOnBoard {
                square,
                variant: pos.variant(),
            });
        }
        if self.is_placement() || pos.is_placing_trees() {
            return resolve_placement(self, pos);
        }
        let legal = pos.legal_moves();
        if let Some(mv) = legal.iter().find(|m| MoveText::from(*m) == *self) {
            return Ok(*mv);
        }
        if self.legs.len() == 1 {
            let wants_capture = self.legs[0].0 == Separator::Cross;
            let fits: Vec<Move> = legal
                .iter()
                .filter(|m| m.from() == self.from && m.to() == self.to())
                .filter(|m| !wants_capture || m.is_capture())
                .copied()
                .collect();
            match fits.len() {
                1 => return Ok(fits[0]),
                n if n > 1 => {
                    return Err(IllegalMoveError::Ambiguous {
                        text: self.to_string(),
                        candidates: fits,
                    });
                }
                _ => {}
            }
        }
        Err(IllegalMoveError::explain(pos, &self.to_string(), self.from))
    }
}

/// A tree placement (in any order of its squares) against a position.
fn resolve_placement(text: &MoveText, pos: &Position) -> Result<Move, IllegalMoveError> {
    if let Some(outcome) = pos.static_outcome() {
        return Err(IllegalMoveError::GameOver { outcome });
    }
    let turn = pos.turn();
    let trees = usize::from(pos.variant().rules().trees);
    if !pos.is_placing_trees() {
        return Err(IllegalMoveError::NotPlacing {
            text: text.to_string(),
        });
    }
    let mine = pos.geometry().tree_squares(turn);
    let squares = text.squares();
    let bad = squares
        .iter()
        .find(|&&s| !mine.contains(s) || !pos.board().is_empty_at(s));
    match (Move::placement(&squares), bad) {
        (Some(mv), None) if squares.len() == trees && text.is_placement() => Ok(mv),
        (_, bad) => Err(IllegalMoveError::BadPlacement {
            text: text.to_string(),
            square: bad.copied(),
            turn,
            trees,
        }),
    }
}

/// Why a move cannot be played in a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IllegalMoveError {
    /// The game is already over.
    GameOver {
        /// How it ended.
        outcome: Outcome,
    },
    /// No piece on the origin.
    NoPiece {
        /// The origin.
        square: Square,
    },
    /// The piece on the origin belongs to the other side.
    NotYourPiece {
        /// The origin.
        square: Square,
        /// The side to move.
        turn: Color,
    },
    /// A piece must leave its own castle this turn, and this move does not move it.
    MustLeaveCastle {
        /// The piece that must move.
        square: Square,
    },
    /// A capture is compulsory and this move does not capture.
    CaptureRequired {
        /// The move as written.
        text: String,
        /// The legal capturing moves.
        captures: Vec<Move>,
    },
    /// The piece has no such move.
    NoSuchMove {
        /// The move as written.
        text: String,
        /// The legal moves of the piece on the origin.
        piece_moves: Vec<Move>,
    },
    /// Several legal paths fit the origin and destination.
    Ambiguous {
        /// The move as written.
        text: String,
        /// The paths that fit.
        candidates: Vec<Move>,
    },
    /// A square the variant's board does not have.
    NotOnBoard {
        /// The square.
        square: Square,
        /// The variant.
        variant: Variant,
    },
    /// A tree placement when no trees are to be planted.
    NotPlacing {
        /// The move as written.
        text: String,
    },
    /// The side to move must plant its trees, and this is not a placement of them: each on an
    /// empty tree square of its own side, all different, as many as the rules say.
    BadPlacement {
        /// The move as written.
        text: String,
        /// A square where no tree of this side can go, if that is what is wrong.
        square: Option<Square>,
        /// The side planting.
        turn: Color,
        /// How many trees it plants.
        trees: usize,
    },
}

fn list(moves: &[Move]) -> String {
    let v: Vec<String> = moves.iter().map(Move::to_string).collect();
    v.join(", ")
}

impl IllegalMoveError {
    /// The most helpful reason why `text`, a move from `from`, is not legal in `pos`.
    pub(crate) fn explain(pos: &Position, text: &str, from: Square) -> IllegalMoveError {
        if let Some(outcome) = pos.outcome() {
            return IllegalMoveError::GameOver { outcome };
        }
        match pos.board().color_at(from) {
            None => return IllegalMoveError::NoPiece { square: from },
            Some(c) if c != pos.turn() => {
                return IllegalMoveError::NotYourPiece {
                    square: from,
                    turn: pos.turn(),
                };
            }
            _ => {}
        }
        let legal = pos.legal_moves();
        if let Some(leaver) = pos.must_leave_castle()
            && leaver != from
        {
            return IllegalMoveError::MustLeaveCastle { square: leaver };
        }
        let piece_moves: Vec<Move> = legal.iter().filter(|m| m.from() == from).copied().collect();
        if pos.capture_required() && pos.must_leave_castle().is_none() {
            let written_capture = text.contains(['x', 'X']);
            if piece_moves.is_empty() || !written_capture {
                return IllegalMoveError::CaptureRequired {
                    text: text.to_string(),
                    captures: legal,
                };
            }
        }
        IllegalMoveError::NoSuchMove {
            text: text.to_string(),
            piece_moves,
        }
    }
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMoveError::GameOver { outcome } => write!(f, "the game is over: {outcome}"),
            IllegalMoveError::NoPiece { square } => write!(f, "there is no piece on {square}"),
            IllegalMoveError::NotYourPiece { square, turn } => write!(
                f,
                "the piece on {square} is not {}'s: it is {turn} to move",
                turn.name()
            ),
            IllegalMoveError::MustLeaveCastle { square } => write!(
                f,
                "the piece on {square} must leave its own castle this turn"
            ),
            IllegalMoveError::CaptureRequired { text, captures } => write!(
                f,
                "{text} is not allowed: a capture is compulsory ({})",
                list(captures)
            ),
            IllegalMoveError::NoSuchMove { text, piece_moves } if piece_moves.is_empty() => {
                write!(f, "{text} is not legal: that piece has no legal move")
            }
            IllegalMoveError::NoSuchMove { text, piece_moves } => write!(
                f,
                "{text} is not legal; that piece can play {}",
                list(piece_moves)
            ),
            IllegalMoveError::Ambiguous { text, candidates } => write!(
                f,
                "{text} is ambiguous: write the whole path, one of {}",
                list(candidates)
            ),
            IllegalMoveError::NotOnBoard { square, variant } => {
                write!(
                    f,
                    "{square} is not a square of the {} board",
                    variant.title()
                )
            }
            IllegalMoveError::NotPlacing { text } => {
                write!(f, "{text} plants trees, but no trees are to be planted now")
            }
            IllegalMoveError::BadPlacement {
                text,
                square: Some(square),
                turn,
                ..
            } => write!(
                f,
                "{text} is not a tree placement of {}: no tree of {} can go on {square}",
                turn.name(),
                turn.name()
            ),
            IllegalMoveError::BadPlacement {
                text, turn, trees, ..
            } => write!(
                f,
                "{text} is not a tree placement: {} plants {trees} trees, on different \
                 squares, written like C2,D2,I2",
                turn.name()
            ),
        }
    }
}

impl std::error::Error for IllegalMoveError {}

#[cfg(feature = "serde")]
impl serde::Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_variants() {
        let t: MoveText = " f6-f8-h8xh10XJ12 ".parse().unwrap();
        assert_eq!(t.to_string(), "F6-F8-H8xH10xJ12");
        assert_eq!(t.legs.len(), 4);
    }

    #[test]
    fn parse_errors() {
        use ParseMoveError::*;
        let cases: &[(&str, ParseMoveError)] = &[
            ("", Empty),
            ("F7", NoDestination),
            ("F7-", ExpectedSquare { column: 4 }),
            ("F7--F8", ExpectedSquare { column: 4 }),
            ("F7/F8", BadSeparator { ch: '/', column: 3 }),
            (
                "A1-A2",
                BadSquare {
                    text: "A1".into(),
                    column: 1,
                },
            ),
            (
                "F7-Z9",
                BadSquare {
                    text: "Z9".into(),
                    column: 4,
                },
            ),
            ("-F7", ExpectedSquare { column: 1 }),
        ];
        for (text, want) in cases {
            assert_eq!(&text.parse::<MoveText>().unwrap_err(), want, "{text}");
        }
    }

    #[test]
    fn resolve_errors() {
        let pos = Position::start();
        let e = |t: &str| t.parse::<MoveText>().unwrap().resolve(&pos).unwrap_err();
        assert!(matches!(e("F8-F9"), IllegalMoveError::NoPiece { .. }));
        assert!(matches!(e("F10-F9"), IllegalMoveError::NotYourPiece { .. }));
        assert!(matches!(e("F7-F9"), IllegalMoveError::NoSuchMove { .. }));
    }
}
