//! A small JSON reader and writer for what the game page stores: its saved game and the
//! settings. serde_json with serde's derived code was about 20 KB of the game's gzipped first
//! load (a build without them measured 223.6 → 202.3 KB for the app's wasm); this is a few
//! hundred lines, and reads and writes the same text, so nothing stored before changes. The
//! other pages, loaded apart, keep serde.
//!
//! Numbers are kept as their text and read as integers only (float parsing would bring its
//! own code): everything stored here is a count, a version or a level.

use std::fmt::Write as _;

/// Where text stopped being JSON (1-based; the column counts bytes). Said to people through
/// the catalogue (`app::storage::unreadable_at`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unreadable {
    /// The line.
    pub line: usize,
    /// The column.
    pub column: usize,
}

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "unreadable at line {}, column {}",
            self.line, self.column
        )
    }
}

/// A JSON value. An object keeps its fields in order (the first of a repeated key counts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as written.
    Num(String),
    /// A string.
    Str(String),
    /// An array.
    Arr(Vec<Json>),
    /// An object.
    Obj(Vec<(String, Json)>),
}

/// How deep arrays and objects may nest: stored text is read without recursion limits of the
/// stack's choosing.
const MAX_DEPTH: usize = 64;

impl Json {
    /// A string value.
    pub fn str(s: &str) -> Json {
        Json::Str(s.to_string())
    }

    /// A number value.
    pub fn num(n: u64) -> Json {
        Json::Num(n.to_string())
    }

    /// An object from its fields.
    pub fn obj(fields: Vec<(&str, Json)>) -> Json {
        Json::Obj(
            fields
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        )
    }

    /// Reads `text`; an error says where it stopped being JSON.
    pub fn parse(text: &str) -> Result<Json, Unreadable> {
        let mut r = Reader {
            bytes: text.as_bytes(),
            at: 0,
        };
        let value = r.value(0).and_then(|v| {
            r.space();
            if r.at == r.bytes.len() {
                Ok(v)
            } else {
                Err(())
            }
        });
        value.map_err(|()| {
            let before = &text.as_bytes()[..r.at.min(text.len())];
            let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
            let column = before.iter().rev().take_while(|&&b| b != b'\n').count() + 1;
            Unreadable { line, column }
        })
    }

    /// The field `key` of an object (`None` for a missing field or a value that is not an
    /// object).
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Obj(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The field `key`, `None` also when it is `null`.
    pub fn field(&self, key: &str) -> Option<&Json> {
        self.get(key).filter(|v| **v != Json::Null)
    }

    /// The text of a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }

    /// A boolean.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Json::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// A whole number from 0 up.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Json::Num(n) => n.parse().ok(),
            _ => None,
        }
    }

    /// The items of an array.
    pub fn as_array(&self) -> Option<&[Json]> {
        match self {
            Json::Arr(items) => Some(items),
            _ => None,
        }
    }

    /// The value as compact JSON text.
    pub fn write(&self) -> String {
        let mut out = String::new();
        self.write_to(&mut out);
        out
    }

    fn write_to(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Num(n) => out.push_str(n),
            Json::Str(s) => write_str(s, out),
            Json::Arr(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write_to(out);
                }
                out.push(']');
            }
            Json::Obj(fields) => {
                out.push('{');
                for (i, (key, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_str(key, out);
                    out.push(':');
                    value.write_to(out);
                }
                out.push('}');
            }
        }
    }
}

/// A string with JSON's escapes (as serde_json writes them).
fn write_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, b: u8) -> Result<(), ()> {
        if self.peek() == Some(b) {
            self.at += 1;
            Ok(())
        } else {
            Err(())
        }
    }

    fn word(&mut self, w: &[u8], value: Json) -> Result<Json, ()> {
        if self.bytes[self.at..].starts_with(w) {
            self.at += w.len();
            Ok(value)
        } else {
            Err(())
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, ()> {
        if depth > MAX_DEPTH {
            return Err(());
        }
        self.space();
        match self.peek().ok_or(())? {
            b'n' => self.word(b"null", Json::Null),
            b't' => self.word(b"true", Json::Bool(true)),
            b'f' => self.word(b"false", Json::Bool(false)),
            b'"' => self.string().map(Json::Str),
            b'[' => {
                self.at += 1;
                let mut items = Vec::new();
                self.space();
                if self.eat(b']').is_ok() {
                    return Ok(Json::Arr(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.space();
                    if self.eat(b']').is_ok() {
                        return Ok(Json::Arr(items));
                    }
                    self.eat(b',')?;
                }
            }
            b'{' => {
                self.at += 1;
                let mut fields: Vec<(String, Json)> = Vec::new();
                self.space();
                if self.eat(b'}').is_ok() {
                    return Ok(Json::Obj(fields));
                }
                loop {
                    self.space();
                    let key = self.string()?;
                    self.space();
                    self.eat(b':')?;
                    let value = self.value(depth + 1)?;
                    fields.push((key, value));
                    self.space();
                    if self.eat(b'}').is_ok() {
                        return Ok(Json::Obj(fields));
                    }
                    self.eat(b',')?;
                }
            }
            b'-' | b'0'..=b'9' => self.number(),
            _ => Err(()),
        }
    }

    fn number(&mut self) -> Result<Json, ()> {
        let start = self.at;
        self.eat(b'-').ok();
        let digits = |r: &mut Self| {
            let from = r.at;
            while matches!(r.peek(), Some(b'0'..=b'9')) {
                r.at += 1;
            }
            if r.at > from { Ok(()) } else { Err(()) }
        };
        // No leading zeros: `0` stands alone.
        if self.eat(b'0').is_err() {
            digits(self)?;
        }
        if self.eat(b'.').is_ok() {
            digits(self)?;
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            digits(self)?;
        }
        let text = std::str::from_utf8(&self.bytes[start..self.at]).map_err(|_| ())?;
        Ok(Json::Num(text.to_string()))
    }

    fn hex4(&mut self) -> Result<u32, ()> {
        let digits = self.bytes.get(self.at..self.at + 4).ok_or(())?;
        let text = std::str::from_utf8(digits).map_err(|_| ())?;
        let n = u32::from_str_radix(text, 16).map_err(|_| ())?;
        self.at += 4;
        Ok(n)
    }

    fn string(&mut self) -> Result<String, ()> {
        self.eat(b'"')?;
        let mut out = String::new();
        loop {
            // The plain run up to the next quote or escape, as it is (the text is UTF-8).
            let from = self.at;
            while matches!(self.peek(), Some(b) if b != b'"' && b != b'\\' && b >= 0x20) {
                self.at += 1;
            }
            out.push_str(std::str::from_utf8(&self.bytes[from..self.at]).map_err(|_| ())?);
            match self.peek().ok_or(())? {
                b'"' => {
                    self.at += 1;
                    return Ok(out);
                }
                b'\\' => {
                    self.at += 1;
                    let e = self.peek().ok_or(())?;
                    self.at += 1;
                    out.push(match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let high = self.hex4()?;
                            let code = if (0xd800..0xdc00).contains(&high) {
                                self.eat(b'\\')?;
                                self.eat(b'u')?;
                                let low = self.hex4()?;
                                if !(0xdc00..0xe000).contains(&low) {
                                    return Err(());
                                }
                                0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00)
                            } else {
                                high
                            };
                            char::from_u32(code).ok_or(())?
                        }
                        _ => return Err(()),
                    });
                }
                // A raw control character.
                _ => return Err(()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_what_serde_json_does() {
        let text = r#"{"version":2,"record":"[Event \"x\"]\n1. J6-K5 \\ é ☃ 😀","node":null,"moves":["a","b"],"ply":0,"flipped":false,"nested":{"a":[true,null,-1.5e3]}}"#;
        let v = Json::parse(text).expect("reads");
        assert_eq!(v.get("version").and_then(Json::as_u64), Some(2));
        assert_eq!(v.field("node"), None);
        assert_eq!(v.get("node"), Some(&Json::Null));
        assert_eq!(
            v.get("record").and_then(Json::as_str),
            Some("[Event \"x\"]\n1. J6-K5 \\ é ☃ 😀")
        );
        assert_eq!(v.get("flipped").and_then(Json::as_bool), Some(false));
        assert_eq!(
            v.get("moves").and_then(Json::as_array).map(<[Json]>::len),
            Some(2)
        );
        assert_eq!(v.write(), text, "written back as it was");
        // The same text as serde_json for the same value, control characters included.
        let s = "tab\tquote\"back\\slash\u{1}\u{7f}end";
        assert_eq!(
            Json::str(s).write(),
            serde_json::to_string(s).expect("writes")
        );
        let back: String = serde_json::from_str(&Json::str(s).write()).expect("serde reads it");
        assert_eq!(back, s);
    }

    #[test]
    fn escapes_and_surrogate_pairs_are_read() {
        let v = Json::parse(r#"["\u00e9\ud83d\ude00\/\b\f\n\r\t"]"#).expect("reads");
        assert_eq!(
            v.as_array().and_then(|a| a[0].as_str()),
            Some("é😀/\u{8}\u{c}\n\r\t")
        );
    }

    #[test]
    fn bad_text_says_where_and_never_panics() {
        for (text, at) in [
            ("", "line 1, column 1"),
            ("{", "line 1, column 2"),
            ("{\"a\":1,}", "line 1, column 8"),
            ("[1 2]", "line 1, column 4"),
            ("{\n\"a\": tru}", "line 2, column 6"),
            ("\"\\ud800\"", "line 1, column 8"),
            ("\"\\x\"", "line 1, column 4"),
            ("\"a\u{1}\"", "line 1, column 3"),
            ("01", "line 1, column 2"),
            ("-", "line 1, column 2"),
            ("1.", "line 1, column 3"),
            ("{} {}", "line 1, column 4"),
        ] {
            let err = Json::parse(text).expect_err(text);
            assert_eq!(err.to_string(), format!("unreadable at {at}"), "{text:?}");
        }
        let deep = "[".repeat(100_000);
        assert!(
            Json::parse(&deep).is_err(),
            "deep nesting is refused, not a stack overflow"
        );
        assert_eq!(Json::Num("-3".into()).as_u64(), None);
        assert_eq!(Json::Num("1.5".into()).as_u64(), None);
    }
}
