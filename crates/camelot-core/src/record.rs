//! Game records: PGN-like tag pairs, numbered moves with variations and comments, the result.

use crate::{
    Color, EndReason, Game, GameTree, IllegalMoveError, Move, MoveNumber, MoveText, NodeId,
    Outcome, ParseMoveError, ParsePositionError, ParseVariantError, Position, Setup, Square,
    Variant,
};
use std::fmt::{self, Write as _};

/// A parsed game record: the tags, the tree of moves with their variations and comments, the
/// main line as a [`Game`], and the result.
///
/// ```
/// use camelot_core::{NodeId, Record};
/// let text = "[Event \"Casual game\"]\n[Result \"*\"]\n\n\
///     1. J6-K5 {a quiet start} (1. F7-F8 F10-F9) 1... J11-K12 2. K5-L4 *\n";
/// let rec: Record = text.parse().unwrap();
/// assert_eq!(rec.game.notation(), ["J6-K5", "J11-K12", "K5-L4"]);
/// assert_eq!(rec.tag("Event"), Some("Casual game"));
/// let first = rec.tree.children(NodeId::ROOT)[0];
/// assert_eq!(rec.tree.comment(first), Some("a quiet start"));
/// assert_eq!(rec.tree.len(), 5);
/// assert_eq!(rec.to_string(), text);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// Tag pairs in the order written (the `Position` tag is kept here too).
    pub tags: Vec<(String, String)>,
    /// Every move with its variations and comments. The writer writes this.
    pub tree: GameTree,
    /// The main line of [`Record::tree`] with the cursor after its last move, ended by the
    /// record's result when the rules do not end it. Kept in step with `tree` by the parser
    /// and the constructors; the writer does not read it.
    pub game: Game,
    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

/// What is wrong in a game record, and where.
///
/// ```
/// use camelot_core::{Color, Record, RecordErrorKind};
/// let e = "1. F7-F8 (1. E7-E8 F10-F9 2. E8-E10) *".parse::<Record>().unwrap_err();
/// assert_eq!((e.line, e.column), (1, 30));
/// assert_eq!(e.move_number.map(|n| (n.number, n.side)), Some((2, Color::White)));
/// assert!(matches!(e.kind, RecordErrorKind::IllegalMove { .. }));
/// assert_eq!(e.to_string(), "line 1, column 30: move 2 (White): E8-E10 is not a legal move \
///     — E8 can go to E7, D8, F8, D9, E9");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// The move being read when the error is in the moves: its number in the line being read
    /// (a variation counts from the move it replaces, as it is written).
    pub move_number: Option<MoveNumber>,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

/// The kinds of game-record error.
///
/// ```
/// use camelot_core::{Record, RecordErrorKind};
/// let kind = |t: &str| t.parse::<Record>().unwrap_err().kind;
/// assert_eq!(kind("1. F7-F8 (1. E7-E8"), RecordErrorKind::UnclosedVariation);
/// assert_eq!(kind("1. F7-F8 )"), RecordErrorKind::UnopenedVariation);
/// assert_eq!(kind("(1. F7-F8) 1. E7-E8"), RecordErrorKind::VariationAtStart);
/// assert_eq!(kind("1. F7-F8 () F10-F9"), RecordErrorKind::EmptyVariation);
/// assert_eq!(kind("1. F7-F8 (1. E7-E8 *)"), RecordErrorKind::ResultInVariation("*".into()));
/// assert_eq!(RecordErrorKind::EmptyVariation.to_string(),
///     "empty variation: a variation needs at least one move");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// A tag line that is not `[Name "Value"]`.
    BadTag(String),
    /// The `Position` tag does not hold a valid position (of the `Variant` tag's variant).
    BadPosition(ParsePositionError),
    /// The `Variant` tag names no variant of the family.
    BadVariant(ParseVariantError),
    /// A move that does not parse.
    BadMove(ParseMoveError),
    /// A move that is not legal where it stands.
    IllegalMove {
        /// The move as written.
        text: String,
        /// Why.
        error: IllegalMoveError,
        /// Every legal move in that position (the message names only the ones that help).
        legal: Vec<Move>,
    },
    /// A `{` comment without its `}`.
    UnterminatedComment,
    /// A move number that does not match the line so far.
    WrongMoveNumber {
        /// As written.
        written: String,
        /// What it should be.
        expected: String,
    },
    /// Text after the result.
    AfterResult(String),
    /// A `(` whose variation is never closed by `)`.
    UnclosedVariation,
    /// A `)` with no `(` open.
    UnopenedVariation,
    /// A `(` before any move of its line: a variation replaces the move before it.
    VariationAtStart,
    /// A `(` closed before any move.
    EmptyVariation,
    /// A result token inside a variation: the result belongs to the main line.
    ResultInVariation(String),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        if let Some(n) = &self.move_number {
            write!(f, "{n}: ")?;
        }
        self.kind.fmt(f)
    }
}

impl std::error::Error for RecordError {}

/// The message alone, without line, column and move number.
impl fmt::Display for RecordErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordErrorKind::BadTag(t) => {
                write!(f, "bad tag `{t}`: tags look like [Name \"Value\"]")
            }
            RecordErrorKind::BadPosition(e) => write!(f, "bad Position tag: {e}"),
            RecordErrorKind::BadVariant(e) => write!(f, "bad Variant tag: {e}"),
            RecordErrorKind::BadMove(e) => write!(f, "{e}"),
            RecordErrorKind::IllegalMove { text, error, legal } => {
                write_illegal(f, text, error, legal)
            }
            RecordErrorKind::UnterminatedComment => write!(f, "comment `{{` is never closed"),
            RecordErrorKind::WrongMoveNumber { written, expected } => {
                write!(f, "move number {written} should be {expected}")
            }
            RecordErrorKind::AfterResult(t) => write!(f, "unexpected `{t}` after the result"),
            RecordErrorKind::UnclosedVariation => {
                write!(f, "variation `(` is never closed by `)`")
            }
            RecordErrorKind::UnopenedVariation => {
                write!(f, "`)` closes no variation: there is no `(` open")
            }
            RecordErrorKind::VariationAtStart => write!(
                f,
                "a variation `(` must follow the move it replaces, and no move comes before it here"
            ),
            RecordErrorKind::EmptyVariation => {
                write!(f, "empty variation: a variation needs at least one move")
            }
            RecordErrorKind::ResultInVariation(t) => write!(
                f,
                "the result `{t}` cannot stand inside a variation: is a `)` missing before it?"
            ),
        }
    }
}

/// A short reason naming only the moves that help: the moves of the piece on the origin, or
/// the pieces that can move at all.
fn write_illegal(
    f: &mut fmt::Formatter<'_>,
    text: &str,
    error: &IllegalMoveError,
    legal: &[Move],
) -> fmt::Result {
    let from = text.parse::<MoveText>().ok().map(|t| t.from);
    let own =
        |sq: Square| -> Vec<Move> { legal.iter().filter(|m| m.from() == sq).copied().collect() };
    match (error, from) {
        (IllegalMoveError::GameOver { .. }, _) => write!(f, "{text} cannot be played: {error}"),
        (
            IllegalMoveError::NoPiece { square } | IllegalMoveError::NotYourPiece { square, .. },
            _,
        ) => {
            write!(
                f,
                "there is no piece of yours on {square}; pieces that can move: {}",
                origins(legal)
            )
        }
        (IllegalMoveError::MustLeaveCastle { square }, _) => write!(
            f,
            "{text} is not a legal move — the piece on {square} must leave its own castle this \
             turn; {square} can go to {}",
            piece_moves(&own(*square))
        ),
        (IllegalMoveError::CaptureRequired { captures, .. }, Some(from)) => {
            let mine: Vec<Move> = captures
                .iter()
                .filter(|m| m.from() == from)
                .copied()
                .collect();
            if mine.is_empty() {
                write!(
                    f,
                    "{text} is not a legal move — a capture is compulsory; pieces that can \
                     capture: {}",
                    origins(captures)
                )
            } else {
                write!(
                    f,
                    "{text} is not a legal move — a capture is compulsory; {from} can capture: {}",
                    piece_moves(&mine)
                )
            }
        }
        (IllegalMoveError::NoSuchMove { piece_moves: m, .. }, Some(from)) if !m.is_empty() => {
            write!(
                f,
                "{text} is not a legal move — {from} can go to {}",
                piece_moves(m)
            )
        }
        (IllegalMoveError::NoSuchMove { .. }, Some(from)) => write!(
            f,
            "{text} is not a legal move — the piece on {from} has no legal move; pieces that \
             can move: {}",
            origins(legal)
        ),
        _ => write!(f, "{error}"),
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
        "none".to_string()
    } else {
        v.join(", ")
    }
}

impl Record {
    /// The value of tag `name`.
    ///
    /// ```
    /// let rec: camelot_core::Record = "[White \"Ann\"]\n\n*".parse().unwrap();
    /// assert_eq!(rec.tag("White"), Some("Ann"));
    /// assert_eq!(rec.tag("Black"), None);
    /// ```
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The variant of the game (the `Variant` tag's; Camelot when there is none).
    ///
    /// ```
    /// use camelot_core::{Record, Variant};
    /// let rec: Record = "[Variant \"Camette\"]\n\n1. C3-C4 *".parse().unwrap();
    /// assert_eq!(rec.variant(), Variant::Camette);
    /// ```
    pub fn variant(&self) -> Variant {
        self.tree.variant()
    }

    /// A record of `game` (its moves up to the cursor) with the given tags (a `Result` tag,
    /// for a variant other than Camelot a `Variant` tag, and for a game not from its variant's
    /// start position a `Position` tag are added or replaced).
    ///
    /// ```
    /// use camelot_core::{Game, Record};
    /// let mut game = Game::default();
    /// game.play_text("F7-F8").unwrap();
    /// let rec = Record::from_game(&game, &[("Event", "Test")]);
    /// assert_eq!(rec.to_string(), "[Event \"Test\"]\n[Result \"*\"]\n\n1. F7-F8 *\n");
    /// ```
    pub fn from_game(game: &Game, tags: &[(&str, &str)]) -> Record {
        Record::from_tree(&GameTree::from_game(game), tags)
    }

    /// A record of `tree` with the given tags, as [`Record::from_game`] makes one; the result
    /// is the outcome at the end of the main line.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId, Record};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// tree.play_text(a, "F10-F9").unwrap();
    /// let b = tree.play_text(NodeId::ROOT, "E7-E8").unwrap();
    /// tree.set_comment(b, "also good").unwrap();
    /// let rec = Record::from_tree(&tree, &[]);
    /// assert_eq!(rec.to_string(),
    ///     "[Result \"*\"]\n\n1. F7-F8 (1. E7-E8 {also good}) 1... F10-F9 *\n");
    /// assert_eq!(rec.game.notation(), ["F7-F8", "F10-F9"]);
    /// ```
    pub fn from_tree(tree: &GameTree, tags: &[(&str, &str)]) -> Record {
        let game = tree.main_game();
        let result = game.outcome().map_or("*", |o| o.result_text()).to_string();
        let mut out: Vec<(String, String)> = tags
            .iter()
            .filter(|(n, _)| !matches!(*n, "Result" | "Position" | "Variant"))
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect();
        out.push(("Result".into(), result.clone()));
        let variant = tree.variant();
        if variant != Variant::Camelot {
            out.push(("Variant".into(), variant.title().into()));
        }
        if *tree.start() != Position::start_of(variant) {
            out.push(("Position".into(), tree.start().to_string()));
        }
        Record {
            tags: out,
            tree: tree.clone(),
            game,
            result,
        }
    }
}

/// The move text as tokens, then wrapped into lines. A `(` sticks to the token after it and a
/// `)` to the token before it.
#[derive(Default)]
struct Tokens {
    list: Vec<String>,
    opens: usize,
}

impl Tokens {
    fn push(&mut self, token: String) {
        let token = "(".repeat(self.opens) + &token;
        self.opens = 0;
        self.list.push(token);
    }

    fn open(&mut self) {
        self.opens += 1;
    }

    fn close(&mut self) {
        if let Some(last) = self.list.last_mut() {
            last.push(')');
        }
    }

    /// A comment word by word, so that long comments wrap like the moves.
    fn comment(&mut self, text: &str) {
        let words: Vec<&str> = text.split_whitespace().collect();
        let last = words.len().saturating_sub(1);
        for (i, word) in words.iter().enumerate() {
            let mut token = String::new();
            if i == 0 {
                token.push('{');
            }
            token.push_str(word);
            if i == last {
                token.push('}');
            }
            self.push(token);
        }
    }

    fn write_lines(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut line = String::new();
        for t in &self.list {
            if !line.is_empty() && line.len() + 1 + t.len() > 79 {
                writeln!(f, "{line}")?;
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(t);
        }
        writeln!(f, "{line}")
    }
}

/// A move with its number (always for White; for Black when `numbered`, that is at the start
/// of a line and after a comment or a variation) and its comment.
fn write_move(tree: &GameTree, id: NodeId, numbered: bool, out: &mut Tokens) {
    if let Some(mv) = tree.move_at(id) {
        // The number stays on the line of its move.
        match tree.move_number(id) {
            Some(n) if n.side == Color::White || numbered => {
                out.push(format!("{} {mv}", n.label()));
            }
            _ => out.push(mv.to_string()),
        }
    }
    if let Some(c) = tree.comment(id) {
        out.comment(c);
    }
}

/// Writes the whole tree as PGN does: each move, its comment, then the alternatives to it in
/// parentheses, then the line goes on. A loop with its own stack, not recursion, so that no
/// record is too deep to write.
fn write_tree(tree: &GameTree, out: &mut Tokens) {
    struct Line {
        /// The last node written in this line.
        at: NodeId,
        /// Whether the next Black move needs its number.
        numbered: bool,
        /// After writing a main move: its branch point, the move, and the next alternative.
        alternatives: Option<(NodeId, NodeId, usize)>,
        /// Whether this line is a variation (closed by `)`).
        variation: bool,
    }
    if let Some(c) = tree.comment(NodeId::ROOT) {
        out.comment(c);
    }
    let mut stack = vec![Line {
        at: NodeId::ROOT,
        numbered: true,
        alternatives: None,
        variation: false,
    }];
    while let Some(line) = stack.last_mut() {
        if let Some((branch, main, next)) = line.alternatives {
            let siblings = tree.children(branch);
            if let Some(&alt) = siblings.get(next) {
                line.alternatives = Some((branch, main, next + 1));
                out.open();
                write_move(tree, alt, true, out);
                stack.push(Line {
                    at: alt,
                    numbered: tree.comment(alt).is_some(),
                    alternatives: None,
                    variation: true,
                });
            } else {
                line.alternatives = None;
                line.at = main;
                line.numbered |= siblings.len() > 1;
            }
            continue;
        }
        match tree.children(line.at).first() {
            Some(&main) => {
                write_move(tree, main, line.numbered, out);
                line.numbered = tree.comment(main).is_some();
                line.alternatives = Some((line.at, main, 1));
            }
            None => {
                if line.variation {
                    out.close();
                }
                stack.pop();
            }
        }
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            let v = value.replace('\\', "\\\\").replace('"', "\\\"");
            writeln!(f, "[{name} \"{v}\"]")?;
        }
        if !self.tags.is_empty() {
            writeln!(f)?;
        }
        let mut tokens = Tokens::default();
        write_tree(&self.tree, &mut tokens);
        tokens.push(self.result.clone());
        tokens.write_lines(f)
    }
}

fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let rest = rest.trim();
    let body = rest.strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    Some((name.to_string(), value))
}

/// One line being read: the main line or a variation.
struct Line {
    /// The last node of this line so far; its start before the first move.
    at: NodeId,
    start: NodeId,
    /// Where its `(` stands.
    opened: (usize, usize),
    /// A comment written before the line's first move.
    comment: Option<String>,
}

fn is_result(token: &str) -> bool {
    matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// Reads the move text (everything after the tags) into a tree; returns it with the result.
fn parse_moves(
    chars: &[(usize, usize, char)],
    start: Position,
) -> Result<(GameTree, String), Box<RecordError>> {
    let mut tree = GameTree::new(start);
    let mut stack = vec![Line {
        at: NodeId::ROOT,
        start: NodeId::ROOT,
        opened: (1, 1),
        comment: None,
    }];
    let mut result: Option<String> = None;
    let mut i = 0;
    while let Some(&(line_no, column, c)) = chars.get(i) {
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let depth = stack.len();
        let Some(top) = stack.last_mut() else { break };
        let number = tree.position(top.at).map(MoveNumber::of);
        let err = |column, kind| {
            Box::new(RecordError {
                line: line_no,
                column,
                move_number: number,
                kind,
            })
        };
        if c == '{' {
            let begin = i + 1;
            let Some(len) = chars[begin..].iter().position(|ch| ch.2 == '}') else {
                return Err(err(column, RecordErrorKind::UnterminatedComment));
            };
            let body: String = chars[begin..begin + len].iter().map(|ch| ch.2).collect();
            i = begin + len + 1;
            // After a move, or before the first move of the game; before a variation's first
            // move it waits for that move.
            if top.at != top.start || depth == 1 {
                tree.append_comment(top.at, &body);
            } else {
                let before = top.comment.take().unwrap_or_default();
                top.comment = Some(format!("{before} {body}"));
            }
            continue;
        }
        let begin = i;
        if matches!(c, '(' | ')') {
            i += 1;
        } else {
            while chars
                .get(i)
                .is_some_and(|ch| !ch.2.is_whitespace() && !matches!(ch.2, '{' | '(' | ')'))
            {
                i += 1;
            }
        }
        let token: String = chars[begin..i].iter().map(|ch| ch.2).collect();
        if result.is_some() {
            // No move comes after the result, so no move number either.
            return Err(Box::new(RecordError {
                line: line_no,
                column,
                move_number: None,
                kind: RecordErrorKind::AfterResult(token),
            }));
        }
        match token.as_str() {
            "(" => {
                let parent = tree.parent(top.at);
                let Some(parent) = parent.filter(|_| top.at != top.start) else {
                    return Err(err(column, RecordErrorKind::VariationAtStart));
                };
                stack.push(Line {
                    at: parent,
                    start: parent,
                    opened: (line_no, column),
                    comment: None,
                });
                continue;
            }
            ")" => {
                if depth == 1 {
                    return Err(err(column, RecordErrorKind::UnopenedVariation));
                }
                if top.at == top.start {
                    let (line, column) = top.opened;
                    return Err(Box::new(RecordError {
                        line,
                        column,
                        move_number: number,
                        kind: RecordErrorKind::EmptyVariation,
                    }));
                }
                stack.pop();
                continue;
            }
            t if is_result(t) => {
                if depth > 1 {
                    return Err(err(column, RecordErrorKind::ResultInVariation(token)));
                }
                result = Some(token);
                continue;
            }
            _ => {}
        }
        let Some(pos) = tree.position(top.at) else {
            break;
        };
        let expected = MoveNumber::of(pos);
        // A move number, possibly glued to the move: `12.`, `12...`, `12....`, `12.F7-F8`.
        let digits = token.chars().take_while(char::is_ascii_digit).count();
        let mut move_text = token.as_str();
        let mut move_column = column;
        if digits > 0 {
            let dots = token[digits..].chars().take_while(|&c| c == '.').count();
            if dots == 0 {
                return Err(err(
                    column,
                    RecordErrorKind::BadMove(ParseMoveError::ExpectedSquare { column: 1 }),
                ));
            }
            let number_ok = token[..digits].parse::<u32>().ok() == Some(expected.number);
            let dots_ok = match expected.side {
                Color::White => dots == 1,
                Color::Black => matches!(dots, 1 | 3 | 4),
            };
            if !number_ok || !dots_ok {
                return Err(err(
                    column,
                    RecordErrorKind::WrongMoveNumber {
                        written: token[..digits + dots].to_string(),
                        expected: expected.label(),
                    },
                ));
            }
            move_text = &token[digits + dots..];
            move_column += digits + dots;
            if move_text.is_empty() {
                continue;
            }
        }
        let illegal = |error, legal| {
            err(
                move_column,
                RecordErrorKind::IllegalMove {
                    text: move_text.to_string(),
                    error,
                    legal,
                },
            )
        };
        let parsed: MoveText = move_text
            .parse()
            .map_err(|e| err(move_column, RecordErrorKind::BadMove(e)))?;
        if let Some(outcome) = pos.outcome() {
            return Err(illegal(IllegalMoveError::GameOver { outcome }, Vec::new()));
        }
        let mv = parsed
            .resolve(pos)
            .map_err(|e| illegal(e, pos.legal_moves()))?;
        let mut next = pos.clone();
        next.play_unchecked(&mv);
        let id = tree.insert_new(top.at, mv, next);
        if let Some(c) = top.comment.take() {
            tree.append_comment(id, &c);
        }
        top.at = id;
    }
    if let Some(open) = stack.get(1) {
        let (line, column) = open.opened;
        return Err(Box::new(RecordError {
            line,
            column,
            move_number: tree.position(open.start).map(MoveNumber::of),
            kind: RecordErrorKind::UnclosedVariation,
        }));
    }
    tree.merge_repeated_moves();
    Ok((tree, result.unwrap_or_else(|| "*".to_string())))
}

impl std::str::FromStr for Record {
    type Err = RecordError;

    fn from_str(text: &str) -> Result<Record, RecordError> {
        let mut tags = Vec::new();
        let mut body_start_line = 0;
        let lines: Vec<&str> = text.lines().collect();
        for (n, line) in lines.iter().enumerate() {
            let t = line.trim();
            if t.is_empty() {
                continue;
            }
            if t.starts_with('[') {
                let tag = parse_tag(t).ok_or_else(|| RecordError {
                    line: n + 1,
                    column: line.find('[').map_or(1, |b| line[..b].chars().count() + 1),
                    move_number: None,
                    kind: RecordErrorKind::BadTag(t.to_string()),
                })?;
                tags.push((tag, n + 1));
                body_start_line = n + 1;
            } else {
                break;
            }
        }
        let tag_error = |line: usize, kind| RecordError {
            line,
            column: 1,
            move_number: None,
            kind,
        };
        let mut variant = None;
        for ((name, value), line) in &tags {
            if name == "Variant" {
                let v: Variant = value
                    .parse()
                    .map_err(|e| tag_error(*line, RecordErrorKind::BadVariant(e)))?;
                variant = Some(v);
            }
        }
        let mut start = Position::start_of(variant.unwrap_or_default());
        for ((name, value), line) in &tags {
            if name == "Position" {
                // Without a `Variant` tag the position text's own name says which it is.
                let setup = match variant {
                    Some(v) => Setup::parse_as(value, v),
                    None => value.parse(),
                };
                start = setup
                    .map_err(ParsePositionError::Syntax)
                    .and_then(|s| Position::from_setup(s).map_err(ParsePositionError::Illegal))
                    .map_err(|e| tag_error(*line, RecordErrorKind::BadPosition(e)))?;
            }
        }
        let tags: Vec<(String, String)> = tags.into_iter().map(|(t, _)| t).collect();
        let mut chars = Vec::new();
        for (n, line) in lines.iter().enumerate().skip(body_start_line) {
            for (col, c) in line.chars().enumerate() {
                chars.push((n + 1, col + 1, c));
            }
            chars.push((n + 1, line.chars().count() + 1, '\n'));
        }
        let (mut tree, result) = parse_moves(&chars, start).map_err(|e| *e)?;
        let end = tree.main_line_end(NodeId::ROOT);
        let decided = tree.position(end).and_then(Position::outcome).is_some();
        if !decided {
            let ending = match result.as_str() {
                "1-0" => Some(Outcome::win(Color::White, EndReason::Resignation)),
                "0-1" => Some(Outcome::win(Color::Black, EndReason::Resignation)),
                "1/2-1/2" if tree.outcome(end).is_none() => {
                    Some(Outcome::draw(EndReason::Agreement))
                }
                _ => None,
            };
            tree.set_ending(ending);
        }
        let game = tree.main_game();
        Ok(Record {
            tags,
            tree,
            game,
            result,
        })
    }
}

/// Writes `game` as a record with the given tags (see [`Record::from_game`]).
///
/// ```
/// use camelot_core::{Game, write_record};
/// let mut game = Game::default();
/// game.play_text("F7-F8").unwrap();
/// assert!(write_record(&game, &[]).ends_with("1. F7-F8 *\n"));
/// ```
pub fn write_record(game: &Game, tags: &[(&str, &str)]) -> String {
    let mut s = String::new();
    let _ = write!(s, "{}", Record::from_game(game, tags));
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Record {
        match text.parse::<Record>() {
            Ok(r) => r,
            Err(e) => panic!("{text}: {e}"),
        }
    }

    fn error(text: &str) -> RecordError {
        match text.parse::<Record>() {
            Ok(r) => panic!("{text} was accepted as {r}"),
            Err(e) => e,
        }
    }

    fn body(rec: &Record) -> String {
        let text = rec.to_string();
        let moves = text.split("\n\n").nth(1).unwrap_or(&text);
        moves.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn errors_name_line_column_move() {
        let text = "[Event \"x\"]\n\n1. J6-K5 J11-K12\n2. K5-L4 F9-F7 *\n";
        let e = error(text);
        assert_eq!((e.line, e.column), (4, 10));
        assert_eq!(
            e.move_number,
            Some(MoveNumber {
                number: 2,
                side: Color::Black
            })
        );
        assert!(matches!(e.kind, RecordErrorKind::IllegalMove { .. }));
        let msg = e.to_string();
        assert!(
            msg.starts_with(
                "line 4, column 10: move 2 (Black): there is no piece of yours on F9; \
                 pieces that can move: "
            ),
            "{msg}"
        );

        assert_eq!(
            error("1. F7-F8 {open").kind,
            RecordErrorKind::UnterminatedComment
        );
        assert!(matches!(
            error("[Event x]\n1. F7-F8").kind,
            RecordErrorKind::BadTag(_)
        ));
        assert!(matches!(
            error("3. F7-F8").kind,
            RecordErrorKind::WrongMoveNumber { .. }
        ));
        assert!(matches!(
            error("1. F7-F8 * F10-F9").kind,
            RecordErrorKind::AfterResult(_)
        ));
        assert!(matches!(
            error("[Position \"2/8 w 0 0\"]\n1. F7-F8").kind,
            RecordErrorKind::BadPosition(_)
        ));
    }

    #[test]
    fn illegal_moves_name_only_the_moves_that_help() {
        let msg = |text: &str| error(text).to_string();
        assert_eq!(
            msg("1. F7-F9"),
            "line 1, column 4: move 1 (White): F7-F9 is not a legal move — F7 can go to \
             D5, F5, H5, J5, B7, J7, E8, F8, G8"
        );
        let m = msg("1. F8-F9");
        assert!(
            m.starts_with(
                "line 1, column 4: move 1 (White): there is no piece of yours on F8; \
                 pieces that can move: C6, D6, E6,"
            ),
            "{m}"
        );
        assert!(msg("1. F10-F9").contains("there is no piece of yours on F10"));
        assert_eq!(
            msg("1. F7-F8 F10-F9 2. E7-E8"),
            "line 1, column 20: move 2 (White): E7-E8 is not a legal move — a capture is \
             compulsory; pieces that can capture: F8"
        );
        assert_eq!(
            msg("1. F7-F8 F10-F9 2. F8-F9"),
            "line 1, column 20: move 2 (White): F8-F9 is not a legal move — a capture is \
             compulsory; F8 can capture: F8xF10xF12, F8xF10xH12xJ10xJ12, F8xF10xD12xB10"
        );
        // The whole message stays short: no list of every legal move.
        assert!(msg("1. C6-C9").len() < 160, "{}", msg("1. C6-C9"));
    }

    #[test]
    fn glued_numbers_and_results() {
        let r = parse("1.J6-K5 J11-K12 2.K5-L4 1-0");
        assert_eq!(r.game.ply(), 3);
        assert_eq!(r.game.outcome().map(|o| o.winner), Some(Some(Color::White)));
        assert_eq!(r.tree.ending(), r.game.outcome());
        let r = parse("1.J6-K5(1.C6-B5)1...J11-K12 *");
        assert_eq!(r.tree.len(), 3);
    }

    #[test]
    fn writes_black_first_and_position_tag() {
        let start: Position =
            "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/5M6/3KM1MMK3/2KMMMMMMK2/12/12/10/8/2 b 0 0 1"
                .parse()
                .unwrap();
        let mut g = Game::new(start);
        g.play_text("F10-F9").unwrap();
        let text = write_record(&g, &[("Event", "Test")]);
        assert!(text.contains("[Position \""), "{text}");
        assert!(text.contains("1... F10-F9 *"), "{text}");
        let back = parse(&text);
        assert_eq!(back.game.notation(), ["F10-F9"]);
    }

    const MODEL: &str = "{a model game} 1. J6-K5 {quiet} (1. C6-B5 C11-B12 (1... J11-K12 \
        {mirror}) 2. B5-A4) 1... J11-K12 2. K5-L4 (2. C6-B5) 2... C11-B12 *";

    #[test]
    fn variations_and_comments_round_trip() {
        let rec = parse(MODEL);
        assert_eq!(body(&rec), MODEL);
        assert_eq!(
            rec.game.notation(),
            ["J6-K5", "J11-K12", "K5-L4", "C11-B12"]
        );
        let t = &rec.tree;
        assert_eq!(t.len(), 9);
        assert_eq!(t.comment(NodeId::ROOT), Some("a model game"));
        let node = |p: &str| t.node_at(&p.parse().unwrap()).unwrap();
        assert_eq!(
            t.move_at(node("1.1")).map(Move::to_string).as_deref(),
            Some("J11-K12")
        );
        assert_eq!(t.comment(node("1.1")), Some("mirror"));
        assert_eq!(
            t.move_at(node("1.0.0")).map(Move::to_string).as_deref(),
            Some("B5-A4")
        );
        assert_eq!(
            t.move_at(node("0.0.1")).map(Move::to_string).as_deref(),
            Some("C6-B5")
        );
        assert_eq!(parse(&rec.to_string()), rec);
    }

    #[test]
    fn wcf_four_dots_and_checked_numbers() {
        let rec = parse("1. J6-K5 (1. C6-B5) 1.... J11-K12 {x} 2. K5-L4 *");
        assert_eq!(
            body(&rec),
            "1. J6-K5 (1. C6-B5) 1... J11-K12 {x} 2. K5-L4 *"
        );
        // `1.` before Black's move is harmless and accepted.
        assert_eq!(parse("1. J6-K5 1. J11-K12 *").tree.len(), 2);
        for (text, written, expected) in [
            ("1... J6-K5", "1...", "1."),
            ("1. J6-K5 1.. J11-K12", "1..", "1..."),
            ("1. J6-K5 1..... J11-K12", "1.....", "1..."),
            ("1. J6-K5 J11-K12 (2... C11-B12)", "2...", "1..."),
        ] {
            assert_eq!(
                error(text).kind,
                RecordErrorKind::WrongMoveNumber {
                    written: written.into(),
                    expected: expected.into()
                },
                "{text}"
            );
        }
    }

    #[test]
    fn a_variation_repeating_a_move_goes_on_from_it() {
        // The main line stays the line written outside the parentheses.
        let rec = parse("1. J6-K5 (1. J6-K5 C11-B12 2. C6-B5) J11-K12 2. K5-L4 *");
        assert_eq!(rec.game.notation(), ["J6-K5", "J11-K12", "K5-L4"]);
        assert_eq!(rec.tree.len(), 5);
        assert_eq!(
            body(&rec),
            "1. J6-K5 J11-K12 (1... C11-B12 2. C6-B5) 2. K5-L4 *"
        );
        let rec = parse("1. J6-K5 {a} (1. J6-K5 {b} C11-B12) (1. C6-B5) *");
        assert_eq!(body(&rec), "1. J6-K5 {a b} (1. C6-B5) 1... C11-B12 *");
    }

    #[test]
    fn comments_before_a_variations_first_move_and_after_a_variation() {
        let rec = parse("1. J6-K5 ({or} 1. C6-B5) {then} J11-K12 *");
        assert_eq!(body(&rec), "1. J6-K5 {then} (1. C6-B5 {or}) 1... J11-K12 *");
        let rec = parse("* {after}");
        assert_eq!(rec.tree.comment(NodeId::ROOT), Some("after"));
    }

    #[test]
    fn variation_errors_are_clear() {
        let e = error("1. J6-K5 J11-K12 (1... C11-B12\n2. K5-L4");
        assert_eq!(e.kind, RecordErrorKind::UnclosedVariation, "{e}");
        assert_eq!((e.line, e.column), (1, 18));
        assert_eq!(
            e.to_string(),
            "line 1, column 18: move 1 (Black): variation `(` is never closed by `)`"
        );
        let e = error("1. J6-K5 J11-K12) *");
        assert_eq!(
            (e.kind, e.line, e.column),
            (RecordErrorKind::UnopenedVariation, 1, 17)
        );
        let e = error("{c} (1. J6-K5) 1. C6-B5 *");
        assert_eq!(
            (e.kind, e.line, e.column),
            (RecordErrorKind::VariationAtStart, 1, 5)
        );
        let e = error("1. J6-K5 (( 1. C6-B5 )) *");
        assert_eq!(e.kind, RecordErrorKind::VariationAtStart);
        assert_eq!(e.column, 11);
        let e = error("1. J6-K5 ( {nothing} ) *");
        assert_eq!(
            (e.kind, e.line, e.column),
            (RecordErrorKind::EmptyVariation, 1, 10)
        );
        let e = error("1. J6-K5 (1. C6-B5 1-0) *");
        assert_eq!(e.kind, RecordErrorKind::ResultInVariation("1-0".into()));
        assert!(
            e.to_string().ends_with("is a `)` missing before it?"),
            "{e}"
        );
        let e = error("1. J6-K5 * (1. C6-B5)");
        assert_eq!(e.kind, RecordErrorKind::AfterResult("(".into()));
        // Inside a variation, the move number is the variation's own.
        let e = error("1. J6-K5 J11-K12 2. K5-L4 (2. C6-C8) *");
        assert_eq!((e.line, e.column), (1, 31));
        assert!(
            e.to_string()
                .starts_with("line 1, column 31: move 2 (White): C6-C8 is not"),
            "{e}"
        );
        let e = error("1. J6-K5 (1. C6-B5 C11-B12 2. B5-B9) *");
        assert!(
            e.to_string()
                .starts_with("line 1, column 31: move 2 (White): B5-B9"),
            "{e}"
        );
    }

    #[test]
    fn long_comments_wrap_and_come_back() {
        let long = "word ".repeat(60);
        let text = format!("1. J6-K5 {{{long}}} J11-K12 *");
        let rec = parse(&text);
        let written = rec.to_string();
        assert!(written.lines().all(|l| l.len() <= 79), "{written}");
        assert_eq!(parse(&written), rec);
    }

    #[test]
    fn deep_nesting_neither_overflows_nor_explodes() {
        // Each `(` replaces the same move again: thousands of levels, two nodes.
        let depth = 5_000;
        let text = format!(
            "1. J6-K5 {}{} *",
            "(1. C6-B5 ".repeat(depth),
            ")".repeat(depth)
        );
        let rec = parse(&text);
        assert_eq!(rec.tree.len(), 2);

        // A tree nested as deep as it is long: every second move has an alternative that
        // holds the rest.
        let mut tree = GameTree::default();
        tree.set_repetition_rule(false);
        let mut at = NodeId::ROOT;
        for _ in 0..300 {
            let Some(pos) = tree.position(at) else { break };
            let moves = pos.legal_moves();
            if moves.len() < 2 || pos.outcome().is_some() {
                break;
            }
            tree.play(at, &moves[0]).unwrap();
            at = tree.play(at, &moves[moves.len() - 1]).unwrap();
        }
        tree.set_repetition_rule(true);
        let rec = Record::from_tree(&tree, &[]);
        assert!(parse(&rec.to_string()).tree == tree, "the tree comes back");
    }
}
