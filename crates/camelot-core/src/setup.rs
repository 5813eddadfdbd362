//! Position text: parsed but unchecked ([`Setup`]).

use crate::{Board, ByColor, Color, Piece, Square, Variant};
use std::fmt;
use std::str::FromStr;

/// Everything position text can say, unchecked. Turn it into a playable
/// [`crate::Position`] with [`crate::Position::from_setup`], which names each problem.
///
/// The variant is its board's ([`Board::variant`]). Position text of a variant other than
/// Camelot starts with the variant's name; text without one is Camelot's.
///
/// ```
/// use camelot_core::{Setup, Variant};
/// let start = "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1";
/// let setup: Setup = start.parse().unwrap();
/// assert_eq!(setup.to_string(), start);
/// assert_eq!(setup, Setup::start());
/// let camette = Setup::start_of(Variant::Camette);
/// assert_eq!(camette.to_string(), "camette 1/1k1/1mmm1/5/1MMM1/1K1/1 w 0 0 1");
/// assert_eq!(camette.to_string().parse::<Setup>(), Ok(camette));
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
    /// The Camelot start position.
    pub fn start() -> Setup {
        Setup::start_of(Variant::Camelot)
    }

    /// The start position of `variant`.
    pub fn start_of(variant: Variant) -> Setup {
        Setup {
            board: Board::start_of(variant),
            ..Setup::empty_of(variant)
        }
    }

    /// An empty Camelot board, White to move.
    pub fn empty() -> Setup {
        Setup::empty_of(Variant::Camelot)
    }

    /// An empty board of `variant`, White to move.
    pub fn empty_of(variant: Variant) -> Setup {
        Setup {
            board: Board::empty_of(variant),
            turn: Color::White,
            castle_moves: ByColor::new(0, 0),
            fullmove: 1,
        }
    }

    /// The variant (its board's).
    pub fn variant(&self) -> Variant {
        self.board.variant()
    }

    /// Parses position text of `variant`: the text may leave out the variant's name (as a
    /// game record's `Position` tag may, the record's `Variant` tag saying which it is), but
    /// a name that is another variant's is an error.
    ///
    /// ```
    /// use camelot_core::{ParseSetupError, Setup, Variant};
    /// let text = "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0";
    /// assert_eq!(Setup::parse_as(text, Variant::Anti).unwrap().variant(), Variant::Anti);
    /// let cam = Setup::start_of(Variant::Cam).to_string();
    /// assert!(matches!(Setup::parse_as(&cam, Variant::Anti),
    ///     Err(ParseSetupError::WrongVariant { .. })));
    /// ```
    pub fn parse_as(text: &str, variant: Variant) -> Result<Setup, ParseSetupError> {
        parse(text, Some(variant))
    }

    /// Everything that keeps this setup from being a position, in a fixed order (White's
    /// problems, then Black's; for each side its castle, then its piece count). Empty when
    /// [`crate::Position::from_setup`] accepts it, which reports the first of these.
    ///
    /// ```
    /// use camelot_core::{Color, PositionError, Setup, Square};
    /// let setup: Setup = "MM/8/10/12/12/12/12/12/12/12/12/12/12/10/8/MM w 0 0".parse().unwrap();
    /// let problems = setup.problems();
    /// assert_eq!(problems, [PositionError::TwoInOwnCastle {
    ///     color: Color::White,
    ///     squares: [Square::F1, Square::G1],
    /// }]);
    /// assert_eq!(problems[0].squares(), [Square::F1, Square::G1]);
    /// assert!(Setup::start().problems().is_empty());
    /// ```
    pub fn problems(&self) -> Vec<PositionError> {
        let variant = self.variant();
        let geometry = variant.geometry();
        let max = variant.pieces_per_side();
        let mut out = Vec::new();
        for color in Color::ALL {
            let pieces = self.board.pieces(color);
            if let Some(square) = pieces.minus(geometry.playable()).iter().next() {
                out.push(PositionError::OffBoard { square });
            }
            let castle = geometry.castle(color);
            if pieces.intersect(castle).len() >= 2 {
                let mut squares = castle.iter();
                if let (Some(a), Some(b)) = (squares.next(), squares.next()) {
                    out.push(PositionError::TwoInOwnCastle {
                        color,
                        squares: [a, b],
                    });
                }
            }
            let count = pieces.len();
            if count > max {
                out.push(PositionError::TooManyPieces { color, count, max });
            }
        }
        if let Err(e) = check_trees(self) {
            out.push(e);
        }
        out
    }
}

impl Default for Setup {
    fn default() -> Self {
        Setup::start()
    }
}

/// A field of position text, as [`ParseSetupError::MissingField`] names it.
///
/// ```
/// use camelot_core::{Color, SetupField};
/// assert_eq!(SetupField::CastleMoves(Color::Black).to_string(), "black castle-move count");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SetupField {
    /// The ranks of pieces, separated by `/`.
    Placement,
    /// The side to move (`w` or `b`).
    Side,
    /// A side's count of castle moves made.
    CastleMoves(Color),
}

impl fmt::Display for SetupField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupField::Placement => f.write_str("placement"),
            SetupField::Side => f.write_str("side to move"),
            SetupField::CastleMoves(color) => write!(f, "{} castle-move count", color.name()),
        }
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
        field: SetupField,
    },
    /// Text after the last field.
    TrailingText {
        /// Where it starts.
        column: usize,
    },
    /// The first word is not a variant's name.
    UnknownVariant {
        /// The word.
        text: String,
        /// Where.
        column: usize,
    },
    /// The text names another variant than the one expected.
    WrongVariant {
        /// The variant expected (a game record's `Variant` tag).
        expected: Variant,
        /// The variant the text names.
        found: Variant,
    },
    /// The placement does not have as many ranks as the board.
    RankCount {
        /// How many ranks there were.
        found: usize,
        /// How many the board has.
        expected: usize,
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
    /// A count of empty squares that is 0 or more than the widest rank has.
    BadEmptyCount {
        /// The number as written.
        text: String,
        /// Where.
        column: usize,
        /// The most squares a rank of this board has.
        max: usize,
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
            UnknownVariant { text, column } => write!(
                f,
                "`{text}` at column {column} is neither a variant's name nor a rank"
            ),
            WrongVariant { expected, found } => write!(
                f,
                "the position is {}, not {}",
                found.title(),
                expected.title()
            ),
            RankCount { found, expected } => write!(
                f,
                "position text has {found} ranks separated by `/`, expected {expected}"
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
                "unexpected character `{ch}` at column {column} (pieces are K, M, k, m, trees T; digits count empty squares)"
            ),
            BadEmptyCount { text, column, max } => write!(
                f,
                "empty-square count `{text}` at column {column} must be from 1 to {max}"
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

fn parse_ranks(text: &str, column: usize, variant: Variant) -> Result<Board, ParseSetupError> {
    let geometry = variant.geometry();
    let count = usize::from(geometry.ranks());
    let max = usize::from(geometry.max_rank_width());
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != count {
        return Err(ParseSetupError::RankCount {
            found: ranks.len(),
            expected: count,
        });
    }
    let mut board = Board::empty_of(variant);
    let mut col = column;
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = count - 1 - i;
        let Some((first, last)) = geometry.rank_span(rank as u8) else {
            break;
        };
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
                    Ok(n) if (1..=max).contains(&n) => n,
                    _ => {
                        return Err(ParseSetupError::BadEmptyCount {
                            text: num,
                            column: col + start,
                            max,
                        });
                    }
                };
                filled += n;
                continue;
            }
            let piece = Piece::from_char(c);
            if piece.is_none() && c != 'T' {
                return Err(ParseSetupError::BadChar {
                    ch: c,
                    column: col + j,
                });
            }
            let square = (filled < width)
                .then(|| Square::at(first + filled as u8, rank as u8))
                .flatten();
            if let Some(sq) = square {
                match piece {
                    Some(p) => board.set(sq, Some(p)),
                    None => board.set_tree(sq),
                }
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

/// Reads position text; `expected` is the variant a text without a variant name is read as
/// (Camelot when `None`), and the only one a named variant may be.
fn parse(s: &str, expected: Option<Variant>) -> Result<Setup, ParseSetupError> {
    let mut f = fields(s);
    let Some(&(col, first)) = f.first() else {
        return Err(ParseSetupError::Empty);
    };
    // The placement always has a `/`; a first word without one names the variant.
    let mut variant = expected.unwrap_or_default();
    if !first.contains('/') && first.starts_with(|c: char| c.is_ascii_alphabetic()) {
        let named: Variant = first.parse().map_err(|_| ParseSetupError::UnknownVariant {
            text: first.to_string(),
            column: col,
        })?;
        if let Some(expected) = expected
            && expected != named
        {
            return Err(ParseSetupError::WrongVariant {
                expected,
                found: named,
            });
        }
        variant = named;
        f.remove(0);
    }
    let Some(&(col, ranks)) = f.first() else {
        return Err(ParseSetupError::MissingField {
            field: SetupField::Placement,
        });
    };
    let board = parse_ranks(ranks, col, variant)?;
    let &(col, side) = f.get(1).ok_or(ParseSetupError::MissingField {
        field: SetupField::Side,
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
        let field = SetupField::CastleMoves(color);
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

impl FromStr for Setup {
    type Err = ParseSetupError;

    /// Reads position text of any variant: text without a variant name is Camelot's.
    fn from_str(s: &str) -> Result<Setup, ParseSetupError> {
        parse(s, None)
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
    if board.variant() != Variant::Camelot {
        write!(f, "{} ", board.variant().name())?;
    }
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
    let geometry = board.variant().geometry();
    for rank in (0..geometry.ranks()).rev() {
        let (first, last) = geometry.rank_span(rank).unwrap_or((0, 0));
        let mut empty = 0;
        for sq in (first..=last).filter_map(|file| Square::at(file, rank)) {
            let c = match board.piece_at(sq) {
                Some(p) => p.char(),
                None if board.is_tree(sq) => 'T',
                None => {
                    empty += 1;
                    continue;
                }
            };
            if empty > 0 {
                write!(f, "{empty}")?;
                empty = 0;
            }
            f.write_char(c)?;
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

/// Why a setup is not a position that can be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// Two pieces of one side stand in their own castle: pieces enter their own castle only by
    /// jumping and must leave next turn, so no game reaches this.
    TwoInOwnCastle {
        /// Whose castle.
        color: Color,
        /// The castle's squares (the pieces stand on them).
        squares: [Square; 2],
    },
    /// A side has more pieces than it starts with.
    TooManyPieces {
        /// Whose pieces.
        color: Color,
        /// How many.
        count: usize,
        /// How many a side starts with in this variant.
        max: usize,
    },
    /// A piece stands where the board has no square, or in the river.
    OffBoard {
        /// The square.
        square: Square,
    },
    /// A tree stands where none may be planted: not on a tree square of River Camelot.
    TreeSquare {
        /// The square.
        square: Square,
    },
    /// A side has planted some of its trees but not all.
    TreeCount {
        /// Whose trees (those on its tree squares).
        color: Color,
        /// How many.
        count: usize,
        /// How many each side plants.
        trees: u8,
    },
    /// The trees are not planted in turn: White plants first, then Black, then White moves.
    TreeOrder,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::TwoInOwnCastle {
                color,
                squares: [a, b],
            } => write!(
                f,
                "two {} pieces in {color}'s own castle ({a}, {b})",
                color.name()
            ),
            PositionError::TooManyPieces { color, count, max } => {
                write!(f, "{color} has {count} pieces; a side has at most {max}")
            }
            PositionError::OffBoard { square } => {
                write!(
                    f,
                    "a piece stands on {square}, which is no square of this board"
                )
            }
            PositionError::TreeSquare { square } => {
                write!(f, "a tree stands on {square}, where no tree may be planted")
            }
            PositionError::TreeCount {
                color,
                count,
                trees,
            } => write!(
                f,
                "{} has planted {count} trees; a side plants none or all {trees}",
                color.name()
            ),
            PositionError::TreeOrder => write!(
                f,
                "the trees are out of turn: white plants first, then black, then white moves"
            ),
        }
    }
}

impl PositionError {
    /// The squares the problem is about (none for a piece count).
    ///
    /// ```
    /// use camelot_core::{Color, PositionError, Square};
    /// let e = PositionError::TwoInOwnCastle { color: Color::Black, squares: [Square::F16, Square::G16] };
    /// assert_eq!(e.squares(), [Square::F16, Square::G16]);
    /// let many = PositionError::TooManyPieces { color: Color::White, count: 15, max: 14 };
    /// assert!(many.squares().is_empty());
    /// ```
    pub fn squares(&self) -> Vec<Square> {
        match self {
            PositionError::TwoInOwnCastle { squares, .. } => squares.to_vec(),
            PositionError::OffBoard { square } | PositionError::TreeSquare { square } => {
                vec![*square]
            }
            PositionError::TooManyPieces { .. }
            | PositionError::TreeCount { .. }
            | PositionError::TreeOrder => Vec::new(),
        }
    }
}

impl std::error::Error for PositionError {}

/// River Camelot's trees: on the planting side's own tree squares, none or all of a side's,
/// White's first.
pub(crate) fn check_trees(setup: &Setup) -> Result<(), PositionError> {
    let trees = setup.board.trees();
    let variant = setup.variant();
    let planted = variant.rules().trees;
    if trees.is_empty() {
        // Before any tree is planted it is White's turn to plant.
        return if planted > 0 && setup.turn == Color::Black {
            Err(PositionError::TreeOrder)
        } else {
            Ok(())
        };
    }
    let geometry = variant.geometry();
    let own = ByColor::from_fn(|c| geometry.tree_squares(c));
    if let Some(square) = trees.minus(own.white.union(own.black)).iter().next() {
        return Err(PositionError::TreeSquare { square });
    }
    let counts = own.map(|squares| trees.intersect(squares).len());
    for color in Color::ALL {
        if counts[color] != 0 && counts[color] != usize::from(planted) {
            return Err(PositionError::TreeCount {
                color,
                count: counts[color],
                trees: planted,
            });
        }
    }
    // Trees exist, so White has planted; if Black has not, it is Black's turn to.
    if counts.white == 0 || (counts.black == 0 && setup.turn != Color::Black) {
        return Err(PositionError::TreeOrder);
    }
    Ok(())
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
                    color: Color::White,
                    squares: [Square::F1, Square::G1]
                },
                PositionError::TooManyPieces {
                    color: Color::White,
                    count: 16,
                    max: 14
                },
                PositionError::TwoInOwnCastle {
                    color: Color::Black,
                    squares: [Square::F16, Square::G16]
                },
                PositionError::TooManyPieces {
                    color: Color::Black,
                    count: 16,
                    max: 14
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
                count: 15,
                max: 14
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
