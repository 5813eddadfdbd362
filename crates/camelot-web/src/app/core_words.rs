//! The rules crate's words in the language in use: the games' titles and summaries, pieces,
//! how a game ended, and every error `camelot-core` reports (move text, illegal moves, square
//! and variant names, position text, impossible positions, game records, node paths, the game
//! tree). `camelot-core` writes them in English through `Display` (the command line uses that);
//! the app formats the same data through the catalogue `www/locales/en/core.ftl` (messages
//! `core-…`). In English each function gives exactly what core's `Display` (or
//! [`EndReason::describe`], [`Variant::title`], [`Variant::summary`]) gives; the tests check it.
//!
//! Positions (line, column, step, rank, move and node numbers) are passed as plain digits,
//! counts as numbers (formatted in the language's way, and choosing plurals).

use super::i18n::t;
use super::words::{color_key, side};
use crate::t;
use camelot_core::{
    Color, EndReason, IllegalMoveError, Move, MoveError, MoveNumber, MoveText, NodeId, Outcome,
    ParseMoveError, ParsePathError, ParsePositionError, ParseSetupError, ParseSquareError,
    ParseVariantError, Piece, PositionError, RecordError, RecordErrorKind, Role, SetupField,
    Square, TreeError, Variant,
};

/// A game's title: "Camelot", "River Camelot" ([`Variant::title`]).
pub fn variant_title(v: Variant) -> String {
    t(match v {
        Variant::Camelot => "core-variant-camelot",
        Variant::Chivalry => "core-variant-chivalry",
        Variant::Cam => "core-variant-cam",
        Variant::Camette => "core-variant-camette",
        Variant::AllKnighter => "core-variant-all-knighter",
        Variant::River => "core-variant-river",
        Variant::Anti => "core-variant-anti",
    })
}

/// One line on what differs from Camelot ([`Variant::summary`]).
pub fn variant_summary(v: Variant) -> String {
    t(match v {
        Variant::Camelot => "core-summary-camelot",
        Variant::Chivalry => "core-summary-chivalry",
        Variant::Cam => "core-summary-cam",
        Variant::Camette => "core-summary-camette",
        Variant::AllKnighter => "core-summary-all-knighter",
        Variant::River => "core-summary-river",
        Variant::Anti => "core-summary-anti",
    })
}

/// "man", "knight" ([`Role::name`]).
pub fn role(r: Role) -> String {
    t(match r {
        Role::Man => "core-role-man",
        Role::Knight => "core-role-knight",
    })
}

/// "white knight" (a [`Piece`]'s `Display`).
pub fn piece(p: Piece) -> String {
    t(match (p.color, p.role) {
        (Color::White, Role::Man) => "core-piece-white-man",
        (Color::White, Role::Knight) => "core-piece-white-knight",
        (Color::Black, Role::Man) => "core-piece-black-man",
        (Color::Black, Role::Knight) => "core-piece-black-knight",
    })
}

/// Why a game ended, for status lines: "White has two pieces in Black's castle"
/// ([`EndReason::describe`]).
pub fn reason(reason: EndReason, winner: Option<Color>) -> String {
    let loser = winner.map(|w| !w);
    let key = match (reason, winner) {
        (EndReason::CastleOccupied, Some(_)) => "core-reason-castle-occupied",
        (EndReason::AllCaptured, Some(_)) => "core-reason-all-captured",
        (EndReason::NoLegalMove, Some(_)) => "core-reason-no-legal-move",
        (EndReason::NoLegalMove, None) => "core-reason-no-legal-move-draw",
        (EndReason::BothReduced, _) => "core-reason-both-reduced",
        (EndReason::Repetition, _) => "core-reason-repetition",
        (EndReason::Resignation, Some(_)) => "core-reason-resignation",
        (EndReason::Agreement, _) => "core-reason-agreement",
        (EndReason::CastleEntered, Some(_)) => "core-reason-castle-entered",
        (EndReason::AntiCastleEntered, Some(_)) => "core-reason-anti-castle-entered",
        (EndReason::AntiNoLegalMove, Some(_)) => "core-reason-anti-no-legal-move",
        // A win's reason without a winner: no game ends so (core names the reason's code).
        (reason, _) => return format!("{reason:?}"),
    };
    match (winner, loser) {
        (Some(w), Some(l)) => t!(
            key,
            winner = side(w),
            loser = side(l),
            winner_color = color_key(w),
            loser_color = color_key(l)
        ),
        _ => t(key),
    }
}

/// The first words of a status line: "white wins", "black wins", "draw"
/// ([`Outcome::headline`]).
pub fn headline(o: &Outcome) -> String {
    t(match o.winner {
        Some(Color::White) => "core-headline-white",
        Some(Color::Black) => "core-headline-black",
        None => "core-headline-draw",
    })
}

/// "white wins (White has two pieces in Black's castle)" (an [`Outcome`]'s `Display`).
pub fn outcome(o: &Outcome) -> String {
    t!(
        "core-outcome",
        headline = headline(o),
        reason = reason(o.reason, o.winner)
    )
}

/// "move 6 (Black)" (a [`MoveNumber`]'s `Display`; its label, `6...`, is notation).
pub fn move_number(n: &MoveNumber) -> String {
    t!(
        "core-move-number",
        number = n.number.to_string(),
        side = side(n.side),
        color = color_key(n.side)
    )
}

/// "node 12" (a [`NodeId`]'s `Display`).
pub fn node(id: NodeId) -> String {
    t!("core-node", number = id.number().to_string())
}

/// Why a square name was rejected.
pub fn parse_square_error(e: &ParseSquareError) -> String {
    match e {
        ParseSquareError::Syntax(s) => t!("core-square-syntax", text = s),
        ParseSquareError::OffBoard(s) => t!("core-square-off-board", text = s),
    }
}

/// A variant name that is none of the family's.
pub fn parse_variant_error(e: &ParseVariantError) -> String {
    let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
    t!(
        "core-variant-unknown",
        text = &e.0,
        names = names.join(&t("list-separator"))
    )
}

/// What is wrong with move text.
pub fn parse_move_error(e: &ParseMoveError) -> String {
    match e {
        ParseMoveError::Empty => t("core-move-empty"),
        ParseMoveError::ExpectedSquare { column } => {
            t!("core-move-expected-square", column = column.to_string())
        }
        ParseMoveError::BadSquare { text, column } => t!(
            "core-move-bad-square",
            text = text,
            column = column.to_string()
        ),
        ParseMoveError::BadSeparator { ch, column } => t!(
            "core-move-bad-separator",
            character = ch.to_string(),
            column = column.to_string()
        ),
        ParseMoveError::NoDestination => t("core-move-no-destination"),
        ParseMoveError::TooLong => t("core-move-too-long"),
        ParseMoveError::MixedPlacement => t("core-move-mixed-placement"),
    }
}

/// Moves in notation, separated as the language separates a list's items ("F7-F8, E7-E8").
fn list(moves: &[Move]) -> String {
    let v: Vec<String> = moves.iter().map(Move::to_string).collect();
    v.join(&t("list-separator"))
}

/// Why a move cannot be played in a position.
pub fn illegal_move(e: &IllegalMoveError) -> String {
    match e {
        IllegalMoveError::GameOver { outcome: o } => {
            t!("core-illegal-game-over", outcome = outcome(o))
        }
        IllegalMoveError::NoPiece { square } => {
            t!("core-illegal-no-piece", square = square.to_string())
        }
        IllegalMoveError::NotYourPiece { square, turn } => t!(
            "core-illegal-not-your-piece",
            square = square.to_string(),
            side = side(*turn),
            color = color_key(*turn)
        ),
        IllegalMoveError::MustLeaveCastle { square } => {
            t!(
                "core-illegal-must-leave-castle",
                square = square.to_string()
            )
        }
        IllegalMoveError::CaptureRequired { text, captures } => t!(
            "core-illegal-capture-required",
            move_text = text,
            moves = list(captures)
        ),
        IllegalMoveError::NoSuchMove { text, piece_moves } if piece_moves.is_empty() => {
            t!("core-illegal-piece-stuck", move_text = text)
        }
        IllegalMoveError::NoSuchMove { text, piece_moves } => t!(
            "core-illegal-no-such-move",
            move_text = text,
            moves = list(piece_moves)
        ),
        IllegalMoveError::Ambiguous { text, candidates } => t!(
            "core-illegal-ambiguous",
            move_text = text,
            moves = list(candidates)
        ),
        IllegalMoveError::NotOnBoard { square, variant } => t!(
            "core-illegal-not-on-board",
            square = square.to_string(),
            variant = variant_title(*variant)
        ),
        IllegalMoveError::NotPlacing { text } => {
            t!("core-illegal-not-placing", move_text = text)
        }
        IllegalMoveError::BadPlacement {
            text,
            square: Some(square),
            turn,
            ..
        } => t!(
            "core-illegal-bad-placement-square",
            move_text = text,
            square = square.to_string(),
            side = side(*turn),
            color = color_key(*turn)
        ),
        IllegalMoveError::BadPlacement {
            text, turn, trees, ..
        } => t!(
            "core-illegal-bad-placement",
            move_text = text,
            trees = *trees,
            side = side(*turn),
            color = color_key(*turn)
        ),
    }
}

/// Why move text could not be played: bad text or an illegal move.
pub fn move_error(e: &MoveError) -> String {
    match e {
        MoveError::Syntax(e) => parse_move_error(e),
        MoveError::Illegal(e) => illegal_move(e),
    }
}

/// What is wrong with a node path (`0.0.1`).
pub fn parse_path_error(e: &ParsePathError) -> String {
    match e {
        ParsePathError::EmptyStep { step } => {
            t!("core-path-empty-step", step = step.to_string())
        }
        ParsePathError::NotANumber { step, text } => t!(
            "core-path-not-a-number",
            step = step.to_string(),
            text = text
        ),
        ParsePathError::TooLarge { step, text } => {
            t!("core-path-too-large", step = step.to_string(), text = text)
        }
    }
}

/// Why a game-tree operation failed.
pub fn tree_error(e: &TreeError) -> String {
    match e {
        TreeError::UnknownNode(id) => t!("core-tree-unknown-node", node = node(*id)),
        TreeError::DeleteRoot => t("core-tree-delete-root"),
        TreeError::Syntax(e) => parse_move_error(e),
        TreeError::Illegal(e) => illegal_move(e),
    }
}

/// What is wrong with a position text.
pub fn setup_error(e: &ParseSetupError) -> String {
    use ParseSetupError::*;
    match e {
        Empty => t("core-setup-empty"),
        MissingField { field } => match field {
            SetupField::Placement => t("core-setup-missing-placement"),
            SetupField::Side => t("core-setup-missing-side"),
            SetupField::CastleMoves(c) => t!(
                "core-setup-missing-castle-moves",
                color = color_key(*c),
                side = side(*c)
            ),
        },
        TrailingText { column } => {
            t!("core-setup-trailing-text", column = column.to_string())
        }
        UnknownVariant { text, column } => t!(
            "core-setup-unknown-variant",
            text = text,
            column = column.to_string()
        ),
        WrongVariant { expected, found } => t!(
            "core-setup-wrong-variant",
            found = variant_title(*found),
            expected = variant_title(*expected)
        ),
        RankCount { found, expected } => t!(
            "core-setup-rank-count",
            found = *found,
            expected = *expected
        ),
        RankWidth {
            rank,
            expected,
            found,
            column,
        } => t!(
            "core-setup-rank-width",
            rank = rank.to_string(),
            column = column.to_string(),
            found = *found,
            expected = *expected
        ),
        BadChar { ch, column } => t!(
            "core-setup-bad-char",
            character = ch.to_string(),
            column = column.to_string()
        ),
        BadEmptyCount { text, column, max } => t!(
            "core-setup-bad-empty-count",
            text = text,
            column = column.to_string(),
            max = *max
        ),
        BadSide { text, column } => t!(
            "core-setup-bad-side",
            text = text,
            column = column.to_string()
        ),
        BadCastleMoves {
            color,
            text,
            column,
        } => t!(
            "core-setup-bad-castle-moves",
            color = color_key(*color),
            side = side(*color),
            text = text,
            column = column.to_string()
        ),
        BadMoveNumber { text, column } => t!(
            "core-setup-bad-move-number",
            text = text,
            column = column.to_string()
        ),
    }
}

/// Why a setup is not a position that can be played.
pub fn position_error(e: &PositionError) -> String {
    match e {
        PositionError::TwoInOwnCastle {
            color,
            squares: [a, b],
        } => t!(
            "core-position-two-in-own-castle",
            color = color_key(*color),
            side = side(*color),
            first = a.to_string(),
            second = b.to_string()
        ),
        PositionError::TooManyPieces { color, count, max } => t!(
            "core-position-too-many-pieces",
            color = color_key(*color),
            side = side(*color),
            count = *count,
            max = *max
        ),
        PositionError::OffBoard { square } => {
            t!("core-position-off-board", square = square.to_string())
        }
        PositionError::TreeSquare { square } => {
            t!("core-position-tree-square", square = square.to_string())
        }
        PositionError::TreeCount {
            color,
            count,
            trees,
        } => t!(
            "core-position-tree-count",
            color = color_key(*color),
            side = side(*color),
            count = *count,
            trees = *trees
        ),
        PositionError::TreeOrder => t("core-position-tree-order"),
    }
}

/// Why position text could not be turned into a position: bad text or an impossible setup.
pub fn parse_position_error(e: &ParsePositionError) -> String {
    match e {
        ParsePositionError::Syntax(e) => setup_error(e),
        ParsePositionError::Illegal(e) => position_error(e),
    }
}

/// A game record's error: "line 1, column 30: move 2 (White): E8-E10 is not a legal move — E8
/// can go to E7, D8, F8, D9, E9".
pub fn record_error(e: &RecordError) -> String {
    let message = record_error_kind(&e.kind);
    let (line, column) = (e.line.to_string(), e.column.to_string());
    match &e.move_number {
        Some(n) => t!(
            "core-record-error-at-move",
            line = line,
            column = column,
            move_number = move_number(n),
            message = message
        ),
        None => t!(
            "core-record-error",
            line = line,
            column = column,
            message = message
        ),
    }
}

/// A game record's error alone, without line, column and move number.
pub fn record_error_kind(kind: &RecordErrorKind) -> String {
    match kind {
        RecordErrorKind::BadTag(tag) => t!("core-record-bad-tag", tag = tag),
        RecordErrorKind::BadPosition(e) => {
            t!("core-record-bad-position", error = parse_position_error(e))
        }
        RecordErrorKind::BadVariant(e) => {
            t!("core-record-bad-variant", error = parse_variant_error(e))
        }
        RecordErrorKind::BadMove(e) => parse_move_error(e),
        RecordErrorKind::IllegalMove { text, error, legal } => record_illegal(text, error, legal),
        RecordErrorKind::UnterminatedComment => t("core-record-unterminated-comment"),
        RecordErrorKind::WrongMoveNumber { written, expected } => t!(
            "core-record-wrong-move-number",
            written = written,
            expected = expected
        ),
        RecordErrorKind::AfterResult(text) => t!("core-record-after-result", text = text),
        RecordErrorKind::UnclosedVariation => t("core-record-unclosed-variation"),
        RecordErrorKind::UnopenedVariation => t("core-record-unopened-variation"),
        RecordErrorKind::VariationAtStart => t("core-record-variation-at-start"),
        RecordErrorKind::EmptyVariation => t("core-record-empty-variation"),
        RecordErrorKind::ResultInVariation(text) => {
            t!("core-record-result-in-variation", text = text)
        }
    }
}

/// An illegal move in a record, naming only the moves that help: the moves of the piece on
/// the origin, or the pieces that can move at all (as core's record error does).
fn record_illegal(text: &str, error: &IllegalMoveError, legal: &[Move]) -> String {
    let from = text.parse::<MoveText>().ok().map(|t| t.from);
    let own =
        |sq: Square| -> Vec<Move> { legal.iter().filter(|m| m.from() == sq).copied().collect() };
    match (error, from) {
        (IllegalMoveError::GameOver { .. }, _) => t!(
            "core-record-cannot-play",
            move_text = text,
            error = illegal_move(error)
        ),
        (
            IllegalMoveError::NoPiece { square } | IllegalMoveError::NotYourPiece { square, .. },
            _,
        ) => t!(
            "core-record-not-yours",
            square = square.to_string(),
            squares = origins(legal)
        ),
        (IllegalMoveError::MustLeaveCastle { square }, _) => t!(
            "core-record-must-leave-castle",
            move_text = text,
            square = square.to_string(),
            moves = piece_moves(&own(*square))
        ),
        (IllegalMoveError::CaptureRequired { captures, .. }, Some(from)) => {
            let mine: Vec<Move> = captures
                .iter()
                .filter(|m| m.from() == from)
                .copied()
                .collect();
            if mine.is_empty() {
                t!(
                    "core-record-capture-required",
                    move_text = text,
                    squares = origins(captures)
                )
            } else {
                t!(
                    "core-record-capture-required-piece",
                    move_text = text,
                    square = from.to_string(),
                    moves = piece_moves(&mine)
                )
            }
        }
        (IllegalMoveError::NoSuchMove { piece_moves: m, .. }, Some(from)) if !m.is_empty() => t!(
            "core-record-no-such-move",
            move_text = text,
            square = from.to_string(),
            moves = piece_moves(m)
        ),
        (IllegalMoveError::NoSuchMove { .. }, Some(from)) => t!(
            "core-record-piece-stuck",
            move_text = text,
            square = from.to_string(),
            squares = origins(legal)
        ),
        _ => illegal_move(error),
    }
}

/// The squares moves start from, each once, in board order.
fn origins(moves: &[Move]) -> String {
    let mut squares: Vec<Square> = moves.iter().map(Move::from).collect();
    squares.sort();
    squares.dedup();
    join_or_none(squares.iter().map(Square::to_string))
}

/// One piece's moves: where it can go, or its captures in full (what they take matters).
fn piece_moves(moves: &[Move]) -> String {
    if moves.iter().any(Move::is_capture) {
        return join_or_none(moves.iter().map(Move::to_string));
    }
    let mut squares: Vec<Square> = moves.iter().map(Move::to).collect();
    squares.sort();
    squares.dedup();
    join_or_none(squares.iter().map(Square::to_string))
}

fn join_or_none(items: impl Iterator<Item = String>) -> String {
    let v: Vec<String> = items.collect();
    if v.is_empty() {
        t("core-record-none")
    } else {
        v.join(&t("list-separator"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::{Game, GameTree, NodePath, Position, Record, Setup};

    fn sq(s: &str) -> Square {
        Square::parse_any(s).expect("square")
    }

    fn moves(pos: &Position, texts: &[&str]) -> Vec<Move> {
        texts
            .iter()
            .map(|t| pos.parse_move(t).expect("legal"))
            .collect()
    }

    #[test]
    fn variants_and_pieces() {
        for v in Variant::ALL {
            assert_eq!(variant_title(v), v.title());
            assert_eq!(variant_summary(v), v.summary());
        }
        for c in Color::ALL {
            for r in [Role::Man, Role::Knight] {
                let p = Piece::new(c, r);
                assert_eq!(piece(p), p.to_string());
                assert_eq!(role(r), r.name());
            }
        }
    }

    #[test]
    fn reasons_and_outcomes() {
        let reasons = [
            EndReason::CastleOccupied,
            EndReason::AllCaptured,
            EndReason::NoLegalMove,
            EndReason::BothReduced,
            EndReason::Repetition,
            EndReason::Resignation,
            EndReason::Agreement,
            EndReason::CastleEntered,
            EndReason::AntiCastleEntered,
            EndReason::AntiNoLegalMove,
        ];
        for r in reasons {
            for winner in [Some(Color::White), Some(Color::Black), None] {
                assert_eq!(reason(r, winner), r.describe(winner), "{r:?} {winner:?}");
                let o = Outcome { winner, reason: r };
                assert_eq!(headline(&o), o.headline());
                assert_eq!(outcome(&o), o.to_string());
            }
        }
        assert_eq!(
            reason(EndReason::CastleOccupied, Some(Color::White)),
            "White has two pieces in Black's castle"
        );
    }

    #[test]
    fn move_numbers_and_nodes() {
        for side in Color::ALL {
            let n = MoveNumber { number: 1234, side };
            assert_eq!(move_number(&n), n.to_string());
        }
        let mut tree = GameTree::default();
        let a = tree.play_text(NodeId::ROOT, "F7-F8").expect("legal");
        assert_eq!(node(a), a.to_string());
        assert_eq!(node(NodeId::ROOT), "node 0");
    }

    #[test]
    fn square_variant_and_path_errors() {
        for e in [
            ParseSquareError::Syntax("Q99".into()),
            ParseSquareError::OffBoard("A1".into()),
        ] {
            assert_eq!(parse_square_error(&e), e.to_string());
        }
        let e = "checkers".parse::<Variant>().unwrap_err();
        assert_eq!(parse_variant_error(&e), e.to_string());
        for e in [
            ParsePathError::EmptyStep { step: 2 },
            ParsePathError::NotANumber {
                step: 1,
                text: "x".into(),
            },
            ParsePathError::TooLarge {
                step: 3,
                text: "99999999999999999999999".into(),
            },
        ] {
            assert_eq!(parse_path_error(&e), e.to_string());
        }
        for text in ["0..1", "0.x", "1.99999999999999999999999"] {
            let e = text.parse::<NodePath>().unwrap_err();
            assert_eq!(parse_path_error(&e), e.to_string(), "{text}");
        }
    }

    #[test]
    fn move_text_errors() {
        let cases = [
            ParseMoveError::Empty,
            ParseMoveError::ExpectedSquare { column: 4 },
            ParseMoveError::BadSquare {
                text: "Z9".into(),
                column: 1,
            },
            ParseMoveError::BadSeparator { ch: '+', column: 3 },
            ParseMoveError::NoDestination,
            ParseMoveError::TooLong,
            ParseMoveError::MixedPlacement,
        ];
        for e in cases {
            assert_eq!(parse_move_error(&e), e.to_string());
            let m = MoveError::Syntax(e.clone());
            assert_eq!(move_error(&m), m.to_string());
            let te = TreeError::Syntax(e);
            assert_eq!(tree_error(&te), te.to_string());
        }
        for text in ["", "F7", "F7+F8", "Z99-F8", "C2,D2-I2", "F7-"] {
            if let Err(e) = text.parse::<MoveText>() {
                assert_eq!(parse_move_error(&e), e.to_string(), "{text}");
            }
        }
    }

    fn illegal_cases() -> Vec<IllegalMoveError> {
        let start = Position::start();
        let river = Position::start_of(Variant::River);
        vec![
            IllegalMoveError::GameOver {
                outcome: Outcome::win(Color::Black, EndReason::AllCaptured),
            },
            IllegalMoveError::GameOver {
                outcome: Outcome::draw(EndReason::Repetition),
            },
            IllegalMoveError::NoPiece { square: sq("F8") },
            IllegalMoveError::NotYourPiece {
                square: sq("F10"),
                turn: Color::White,
            },
            IllegalMoveError::NotYourPiece {
                square: sq("F7"),
                turn: Color::Black,
            },
            IllegalMoveError::MustLeaveCastle { square: sq("F16") },
            IllegalMoveError::CaptureRequired {
                text: "F7-F8".into(),
                captures: moves(&start, &["F7-F8", "E7-E8"]),
            },
            IllegalMoveError::NoSuchMove {
                text: "F7-F9".into(),
                piece_moves: Vec::new(),
            },
            IllegalMoveError::NoSuchMove {
                text: "F7-F9".into(),
                piece_moves: moves(&start, &["F7-F8", "F7-G8"]),
            },
            IllegalMoveError::Ambiguous {
                text: "E6-I8".into(),
                candidates: moves(&start, &["E7-E8", "G7-G8"]),
            },
            IllegalMoveError::NotOnBoard {
                square: sq("N5"),
                variant: Variant::River,
            },
            IllegalMoveError::NotPlacing {
                text: "C2,D2,I2".into(),
            },
            IllegalMoveError::BadPlacement {
                text: "C2,D2,F8".into(),
                square: Some(sq("F8")),
                turn: Color::Black,
                trees: 3,
            },
            IllegalMoveError::BadPlacement {
                text: "C2,D2".into(),
                square: None,
                turn: river.turn(),
                trees: 3,
            },
        ]
    }

    #[test]
    fn illegal_moves() {
        for e in illegal_cases() {
            assert_eq!(illegal_move(&e), e.to_string());
            let m = MoveError::Illegal(e.clone());
            assert_eq!(move_error(&m), m.to_string());
            let te = TreeError::Illegal(e);
            assert_eq!(tree_error(&te), te.to_string());
        }
        // From real positions, through the game and the tree.
        let mut game = Game::default();
        for text in ["F10-F9", "F7-F9", "A1-A2", "C6-C9", "F7xF9", "C2,D2,I2"] {
            match game.play_text(text) {
                Err(e) => assert_eq!(move_error(&e), e.to_string(), "{text}"),
                Ok(_) => panic!("{text} should be refused"),
            }
        }
        game.play_text("F7-F8").expect("legal");
        game.play_text("F10-F9").expect("legal");
        for text in ["E7-E8", "F8-F9", "F8xF10", "C6-C8"] {
            match game.play_text(text) {
                Err(e) => assert_eq!(move_error(&e), e.to_string(), "{text}"),
                Ok(_) => panic!("{text} should be refused"),
            }
        }
        let mut tree = GameTree::default();
        for e in [
            tree.play_text(NodeId::ROOT, "F7-F9").unwrap_err(),
            tree.delete(NodeId::ROOT).unwrap_err(),
        ] {
            assert_eq!(tree_error(&e), e.to_string());
        }
        let gone = tree.play_text(NodeId::ROOT, "F7-F8").expect("legal");
        tree.delete(gone).expect("deleted");
        let e = tree.delete(gone).unwrap_err();
        assert_eq!(tree_error(&e), e.to_string());
        assert_eq!(tree_error(&e), "there is no node 1 in this game tree");
    }

    #[test]
    fn position_text_errors() {
        use ParseSetupError::*;
        let cases = [
            Empty,
            MissingField {
                field: SetupField::Placement,
            },
            MissingField {
                field: SetupField::Side,
            },
            MissingField {
                field: SetupField::CastleMoves(Color::White),
            },
            MissingField {
                field: SetupField::CastleMoves(Color::Black),
            },
            TrailingText { column: 40 },
            UnknownVariant {
                text: "chess".into(),
                column: 1,
            },
            WrongVariant {
                expected: Variant::AllKnighter,
                found: Variant::River,
            },
            RankCount {
                found: 3,
                expected: 16,
            },
            RankWidth {
                rank: 5,
                expected: 12,
                found: 1,
                column: 9,
            },
            BadChar { ch: 'Q', column: 2 },
            BadEmptyCount {
                text: "0".into(),
                column: 3,
                max: 12,
            },
            BadSide {
                text: "x".into(),
                column: 45,
            },
            BadCastleMoves {
                color: Color::White,
                text: "3".into(),
                column: 47,
            },
            BadCastleMoves {
                color: Color::Black,
                text: "9".into(),
                column: 49,
            },
            BadMoveNumber {
                text: "0".into(),
                column: 51,
            },
        ];
        for e in cases {
            assert_eq!(setup_error(&e), e.to_string());
            let p = ParsePositionError::Syntax(e);
            assert_eq!(parse_position_error(&p), p.to_string());
        }
        for text in [
            "",
            "2/8",
            "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2",
            "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 w",
            "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 w 0",
            "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 w 0 0 1 x",
            "cam 2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 w 0 0",
            "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/Q w 0 0",
            "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/1 w 0 0",
        ] {
            if let Err(e) = text.parse::<Setup>() {
                assert_eq!(setup_error(&e), e.to_string(), "{text}");
            }
        }
    }

    #[test]
    fn impossible_positions() {
        let cases = [
            PositionError::TwoInOwnCastle {
                color: Color::White,
                squares: [sq("F1"), sq("G1")],
            },
            PositionError::TwoInOwnCastle {
                color: Color::Black,
                squares: [sq("F16"), sq("G16")],
            },
            PositionError::TooManyPieces {
                color: Color::Black,
                count: 15,
                max: 14,
            },
            PositionError::OffBoard { square: sq("F8") },
            PositionError::TreeSquare { square: sq("F8") },
            PositionError::TreeCount {
                color: Color::Black,
                count: 2,
                trees: 3,
            },
            PositionError::TreeOrder,
        ];
        for e in cases {
            assert_eq!(position_error(&e), e.to_string());
            let p = ParsePositionError::Illegal(e);
            assert_eq!(parse_position_error(&p), p.to_string());
        }
        let e = "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/MM w 0 0"
            .parse::<Position>()
            .unwrap_err();
        assert_eq!(parse_position_error(&e), e.to_string());
        assert_eq!(
            parse_position_error(&e),
            "two white pieces in White's own castle (F1, G1)"
        );
    }

    /// Every kind of record error, from records that make them.
    #[test]
    fn record_errors() {
        let records = [
            "[Event x]\n1. F7-F8",
            "[Position \"nonsense\"]\n1. F7-F8",
            "[Position \"2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/MM w 0 0\"]\n",
            "[Variant \"checkers\"]\n1. F7-F8",
            "1. F7+F8",
            "1. F10-F9",
            "1. A1-A2",
            "1. F7-F9",
            "1. C6-C9",
            "1. F7-F8 F10-F9 2. E7-E8",
            "1. F7-F8 F10-F9 2. F8-F9",
            "1. F7-F8 F10-F9 2. F8xF10",
            "1. F7-F8 (1. E7-E8 F10-F9 2. E8-E10) *",
            "1. F7-F8 {never closed",
            "3. F7-F8",
            "1. F7-F8 * F10-F9",
            "1. F7-F8 (1. E7-E8",
            "1. F7-F8 )",
            "(1. F7-F8) 1. E7-E8",
            "1. F7-F8 () F10-F9",
            "1. F7-F8 (1. E7-E8 *)",
            "[Variant \"River Camelot\"]\n1. F7-F8",
            "[Variant \"River Camelot\"]\n1. C2,D2",
            "[Variant \"Cam\"]\n1. F7-F8",
        ];
        let mut seen = std::collections::HashSet::new();
        for text in records {
            let e = text.parse::<Record>().unwrap_err();
            assert_eq!(record_error(&e), e.to_string(), "{text}");
            assert_eq!(record_error_kind(&e.kind), e.kind.to_string(), "{text}");
            seen.insert(std::mem::discriminant(&e.kind));
        }
        assert_eq!(seen.len(), 13, "every kind of record error");
        // The illegal moves of a record, each way core words them.
        let start = Position::start();
        let legal = start.legal_moves();
        let over = Outcome::win(Color::White, EndReason::CastleOccupied);
        let kinds = [
            ("F7-F8", IllegalMoveError::GameOver { outcome: over }),
            ("F8-F9", IllegalMoveError::NoPiece { square: sq("F8") }),
            (
                "F10-F9",
                IllegalMoveError::NotYourPiece {
                    square: sq("F10"),
                    turn: Color::White,
                },
            ),
            (
                "F7-F8",
                IllegalMoveError::MustLeaveCastle { square: sq("F7") },
            ),
            (
                "C6-C8",
                IllegalMoveError::CaptureRequired {
                    text: "C6-C8".into(),
                    captures: moves(&start, &["F7-F8", "E7-E8"]),
                },
            ),
            (
                "F7-F9",
                IllegalMoveError::CaptureRequired {
                    text: "F7-F9".into(),
                    captures: moves(&start, &["F7-F8", "E7-E8"]),
                },
            ),
            (
                "zz",
                IllegalMoveError::CaptureRequired {
                    text: "zz".into(),
                    captures: Vec::new(),
                },
            ),
            (
                "F7-F9",
                IllegalMoveError::NoSuchMove {
                    text: "F7-F9".into(),
                    piece_moves: moves(&start, &["F7-F8", "F7-G8"]),
                },
            ),
            (
                "F6-F9",
                IllegalMoveError::NoSuchMove {
                    text: "F6-F9".into(),
                    piece_moves: Vec::new(),
                },
            ),
            (
                "E6-I8",
                IllegalMoveError::Ambiguous {
                    text: "E6-I8".into(),
                    candidates: moves(&start, &["E7-E8", "G7-G8"]),
                },
            ),
        ];
        for (text, error) in kinds {
            for legal in [legal.clone(), Vec::new()] {
                let kind = RecordErrorKind::IllegalMove {
                    text: text.into(),
                    error: error.clone(),
                    legal,
                };
                assert_eq!(record_error_kind(&kind), kind.to_string(), "{text}");
            }
        }
        for error in illegal_cases() {
            let kind = RecordErrorKind::IllegalMove {
                text: "F7-F8".into(),
                error,
                legal: legal.clone(),
            };
            assert_eq!(record_error_kind(&kind), kind.to_string());
        }
        // A record error with and without a move number.
        for move_number in [
            None,
            Some(MoveNumber {
                number: 2,
                side: Color::Black,
            }),
        ] {
            let e = RecordError {
                line: 1200,
                column: 3456,
                move_number,
                kind: RecordErrorKind::EmptyVariation,
            };
            assert_eq!(record_error(&e), e.to_string());
        }
        let e = "1. F7-F8 (1. E7-E8 F10-F9 2. E8-E10) *"
            .parse::<Record>()
            .unwrap_err();
        assert_eq!(
            record_error(&e),
            "line 1, column 30: move 2 (White): E8-E10 is not a legal move — E8 can go to E7, \
             D8, F8, D9, E9"
        );
    }

    /// Another language's words come from its catalogue, nested messages too; square names
    /// and moves stay as they are.
    #[test]
    fn other_languages_go_through_the_catalogue() {
        use crate::app::i18n::{Lang, set_current};
        set_current(Lang::Qps, None);
        let e = "1. F7-F8 F10-F9 2. F8-F9".parse::<Record>().unwrap_err();
        let said = record_error(&e);
        let title = variant_title(Variant::River);
        set_current(Lang::En, None);
        assert!(said.starts_with('⟦'), "{said}");
        // The error, its move number, the side's name, the message, the list's separators.
        assert_eq!(said.matches('⟦').count(), 6, "{said}");
        assert!(said.contains("F8xF10xF12"), "{said}");
        assert!(
            title.starts_with('⟦') && title.contains("Rîîvéér"),
            "{title}"
        );
    }
}
