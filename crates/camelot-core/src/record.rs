//! Game records: PGN-like tag pairs, numbered moves, comments and the result.

use crate::{
    Color, EndReason, Game, IllegalMoveError, Move, MoveText, Outcome, ParseMoveError,
    ParsePositionError, Position,
};
use std::fmt::{self, Write as _};

/// A parsed game record.
///
/// ```
/// use camelot_core::Record;
/// let text = "[Event \"Casual game\"]\n[Result \"*\"]\n\n1. J6-K5 {a quiet start} J11-K12 2. K5-L4 *\n";
/// let rec: Record = text.parse().unwrap();
/// assert_eq!(rec.game.notation(), ["J6-K5", "J11-K12", "K5-L4"]);
/// assert_eq!(rec.tag("Event"), Some("Casual game"));
/// assert_eq!(rec.comments, [(1, "a quiet start".to_string())]);
/// let again: Record = rec.to_string().parse().unwrap();
/// assert_eq!(again.game, rec.game);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// Tag pairs in the order written (the `Position` tag is kept here too).
    pub tags: Vec<(String, String)>,
    /// The game, with the cursor after the last move.
    pub game: Game,
    /// Comments: (number of moves played before the comment, text).
    pub comments: Vec<(usize, String)>,
    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

/// What is wrong in a game record, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// The move number being read (like `12.` or `12...`), if the error is in the moves.
    pub move_number: Option<String>,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

/// The kinds of game-record error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// A tag line that is not `[Name "Value"]`.
    BadTag(String),
    /// The `Position` tag does not hold a valid position.
    BadPosition(ParsePositionError),
    /// A move that does not parse.
    BadMove(ParseMoveError),
    /// A move that is not legal in the game.
    IllegalMove {
        /// The move as written.
        text: String,
        /// Why.
        error: IllegalMoveError,
        /// The legal moves in that position.
        legal: Vec<Move>,
    },
    /// A `{` comment without its `}`.
    UnterminatedComment,
    /// A move number that does not match the game so far.
    WrongMoveNumber {
        /// As written.
        written: String,
        /// What it should be.
        expected: String,
    },
    /// Text after the result.
    AfterResult(String),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)?;
        if let Some(n) = &self.move_number {
            write!(f, " (move {n})")?;
        }
        f.write_str(": ")?;
        match &self.kind {
            RecordErrorKind::BadTag(t) => {
                write!(f, "bad tag `{t}`: tags look like [Name \"Value\"]")
            }
            RecordErrorKind::BadPosition(e) => write!(f, "bad Position tag: {e}"),
            RecordErrorKind::BadMove(e) => write!(f, "{e}"),
            RecordErrorKind::IllegalMove { error, legal, .. } => {
                let v: Vec<String> = legal.iter().map(Move::to_string).collect();
                write!(f, "{error}; legal moves: {}", v.join(" "))
            }
            RecordErrorKind::UnterminatedComment => write!(f, "comment `{{` is never closed"),
            RecordErrorKind::WrongMoveNumber { written, expected } => {
                write!(f, "move number {written} should be {expected}")
            }
            RecordErrorKind::AfterResult(t) => write!(f, "unexpected `{t}` after the result"),
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// The value of tag `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// A record of `game` with the given tags (a `Result` tag and, for a game not from the
    /// start position, a `Position` tag are added or replaced).
    pub fn from_game(game: &Game, tags: &[(&str, &str)]) -> Record {
        let result = game.outcome().map_or("*", |o| o.result_text()).to_string();
        let mut out: Vec<(String, String)> = tags
            .iter()
            .filter(|(n, _)| *n != "Result" && *n != "Position")
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect();
        out.push(("Result".into(), result.clone()));
        if *game.start() != Position::start() {
            out.push(("Position".into(), game.start().to_string()));
        }
        let mut g = game.clone();
        g.truncate();
        Record {
            tags: out,
            game: g,
            comments: Vec::new(),
            result,
        }
    }
}

fn move_label(pos: &Position) -> String {
    match pos.turn() {
        Color::White => format!("{}.", pos.fullmove()),
        Color::Black => format!("{}...", pos.fullmove()),
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
        let mut tokens: Vec<String> = Vec::new();
        let comment_at = |ply: usize, tokens: &mut Vec<String>| {
            for (_, c) in self.comments.iter().filter(|(p, _)| *p == ply) {
                tokens.push(format!("{{{}}}", c.replace('}', ")")));
            }
        };
        comment_at(0, &mut tokens);
        for (i, mv) in self.game.moves().iter().enumerate() {
            let pos = self.game.position_at(i).expect("one position per move");
            if pos.turn() == Color::White || i == 0 {
                tokens.push(move_label(pos));
            }
            tokens.push(mv.to_string());
            comment_at(i + 1, &mut tokens);
        }
        tokens.push(self.result.clone());
        let mut line = String::new();
        for t in tokens {
            if !line.is_empty() && line.len() + 1 + t.len() > 79 {
                writeln!(f, "{line}")?;
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&t);
        }
        writeln!(f, "{line}")
    }
}

struct Cursor<'a> {
    chars: Vec<(usize, usize, char)>,
    i: usize,
    _text: &'a str,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).map(|c| c.2)
    }
    fn place(&self) -> (usize, usize) {
        self.chars
            .get(self.i)
            .or(self.chars.last())
            .map_or((1, 1), |c| (c.0, c.1))
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
                    column: line.find('[').unwrap_or(0) + 1,
                    move_number: None,
                    kind: RecordErrorKind::BadTag(t.to_string()),
                })?;
                tags.push((tag, n + 1));
                body_start_line = n + 1;
            } else {
                break;
            }
        }
        let mut start = Position::start();
        for ((name, value), line) in &tags {
            if name == "Position" {
                start = value.parse().map_err(|e| RecordError {
                    line: *line,
                    column: 1,
                    move_number: None,
                    kind: RecordErrorKind::BadPosition(e),
                })?;
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
        let mut cur = Cursor {
            chars,
            i: 0,
            _text: text,
        };
        let mut game = Game::new(start);
        game.set_repetition_rule(false);
        let mut comments = Vec::new();
        let mut result: Option<String> = None;
        let mut label: Option<String> = None;
        loop {
            while cur.peek().is_some_and(char::is_whitespace) {
                cur.i += 1;
            }
            let Some(c) = cur.peek() else { break };
            let (line, column) = cur.place();
            let err = |kind, label: &Option<String>| RecordError {
                line,
                column,
                move_number: label.clone(),
                kind,
            };
            if c == '{' {
                let begin = cur.i + 1;
                while cur.peek().is_some_and(|c| c != '}') {
                    cur.i += 1;
                }
                if cur.peek().is_none() {
                    return Err(err(RecordErrorKind::UnterminatedComment, &label));
                }
                let body: String = cur.chars[begin..cur.i].iter().map(|c| c.2).collect();
                cur.i += 1;
                comments.push((
                    game.ply(),
                    body.split_whitespace().collect::<Vec<_>>().join(" "),
                ));
                continue;
            }
            let begin = cur.i;
            while cur.peek().is_some_and(|c| !c.is_whitespace() && c != '{') {
                cur.i += 1;
            }
            let mut token: String = cur.chars[begin..cur.i].iter().map(|c| c.2).collect();
            if let Some(r) = &result {
                let _ = r;
                return Err(err(RecordErrorKind::AfterResult(token), &label));
            }
            if matches!(token.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
                result = Some(token);
                continue;
            }
            // A move number, possibly glued to the move: `12.`, `12...`, `12.F7-F8`.
            let mut col_shift = 0;
            if token.starts_with(|c: char| c.is_ascii_digit()) {
                let digits: String = token.chars().take_while(char::is_ascii_digit).collect();
                let dots = token[digits.len()..]
                    .chars()
                    .take_while(|&c| c == '.')
                    .count();
                if dots == 0 {
                    return Err(err(
                        RecordErrorKind::BadMove(ParseMoveError::ExpectedSquare { column: 1 }),
                        &label,
                    ));
                }
                let written = token[..digits.len() + dots].to_string();
                let expected = move_label(game.position());
                let number_ok = digits.parse::<u32>().ok() == Some(game.position().fullmove());
                if !number_ok {
                    return Err(err(
                        RecordErrorKind::WrongMoveNumber { written, expected },
                        &label,
                    ));
                }
                label = Some(expected);
                col_shift = digits.len() + dots;
                token = token[col_shift..].to_string();
                if token.is_empty() {
                    continue;
                }
            }
            let column = column + col_shift;
            let current_label = label.clone().unwrap_or_else(|| move_label(game.position()));
            let err = |kind, _: &Option<String>| RecordError {
                line,
                column,
                move_number: Some(current_label.clone()),
                kind,
            };
            let parsed: MoveText = token
                .parse()
                .map_err(|e| err(RecordErrorKind::BadMove(e), &label))?;
            let mv = parsed.resolve(game.position()).map_err(|e| {
                err(
                    RecordErrorKind::IllegalMove {
                        text: token.clone(),
                        error: e,
                        legal: game.position().legal_moves(),
                    },
                    &label,
                )
            })?;
            if let Err(e) = game.play(&mv) {
                return Err(err(
                    RecordErrorKind::IllegalMove {
                        text: token,
                        error: e,
                        legal: Vec::new(),
                    },
                    &label,
                ));
            }
            label = None;
        }
        game.set_repetition_rule(true);
        let result = result.unwrap_or_else(|| "*".to_string());
        if game.position().outcome().is_none() {
            match result.as_str() {
                "1-0" => game.set_ending(Outcome::win(Color::White, EndReason::Resignation)),
                "0-1" => game.set_ending(Outcome::win(Color::Black, EndReason::Resignation)),
                "1/2-1/2" if game.outcome().is_none() => {
                    game.set_ending(Outcome::draw(EndReason::Agreement))
                }
                _ => {}
            }
        }
        Ok(Record {
            tags,
            game,
            comments,
            result,
        })
    }
}

/// Writes `game` as a record with the given tags (see [`Record::from_game`]).
pub fn write_record(game: &Game, tags: &[(&str, &str)]) -> String {
    let mut s = String::new();
    let _ = write!(s, "{}", Record::from_game(game, tags));
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_line_column_move() {
        let text = "[Event \"x\"]\n\n1. J6-K5 J11-K12\n2. K5-L4 F9-F7 *\n";
        let e = text.parse::<Record>().unwrap_err();
        assert_eq!((e.line, e.column), (4, 10));
        assert_eq!(e.move_number.as_deref(), Some("2..."));
        assert!(matches!(e.kind, RecordErrorKind::IllegalMove { .. }));
        let msg = e.to_string();
        assert!(msg.starts_with("line 4, column 10 (move 2...)"), "{msg}");

        let e = "1. F7-F8 {open".parse::<Record>().unwrap_err();
        assert_eq!(e.kind, RecordErrorKind::UnterminatedComment);
        let e = "[Event x]\n1. F7-F8".parse::<Record>().unwrap_err();
        assert!(matches!(e.kind, RecordErrorKind::BadTag(_)));
        let e = "3. F7-F8".parse::<Record>().unwrap_err();
        assert!(matches!(e.kind, RecordErrorKind::WrongMoveNumber { .. }));
        let e = "1. F7-F8 * F10-F9".parse::<Record>().unwrap_err();
        assert!(matches!(e.kind, RecordErrorKind::AfterResult(_)));
        let e = "[Position \"2/8 w 0 0\"]\n1. F7-F8"
            .parse::<Record>()
            .unwrap_err();
        assert!(matches!(e.kind, RecordErrorKind::BadPosition(_)));
    }

    #[test]
    fn glued_numbers_and_results() {
        let r: Record = "1.J6-K5 J11-K12 2.K5-L4 1-0".parse().unwrap();
        assert_eq!(r.game.ply(), 3);
        assert_eq!(r.game.outcome().map(|o| o.winner), Some(Some(Color::White)));
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
        let back: Record = text.parse().unwrap();
        assert_eq!(back.game.notation(), ["F10-F9"]);
    }
}
