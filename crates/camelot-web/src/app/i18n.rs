//! The app's languages: message catalogues in a subset of Project Fluent's `.ftl` syntax, the
//! language in use, and the lookups every page's `words` module makes.
//!
//! The subset (all the catalogues use; a translator edits them as Fluent files):
//! - `key = text` messages and `-term = text` terms, `#` comments, blank lines;
//! - a value continued on indented lines (joined with a space, or with a new line where the
//!   line is a selector's variant);
//! - placeables: `{ $var }`, `{ -term }`, `{ other-message }`, `{ "literal" }`;
//! - selectors `{ $n -> [one] … [2] … *[other] … }` on a number (exact value first, then the
//!   language's CLDR plural category) or on a string (the key that equals it).
//!
//! The `fluent` crates are the reference implementation; they are not used because the game
//! page's first load has no room for them (they bring `fluent-syntax`, `intl_pluralrules` and
//! `unic-langid`, which measured 61 KB gzipped in a wasm build against this module's ~4 KB).
//!
//! English is built into each bundle; another language's files are fetched when chosen and
//! kept for offline use ([`super::fetch::text_kept`]). A message a catalogue lacks falls back to
//! English (a test keeps every catalogue complete). `qps` is a pseudo-language made from
//! English at run time for tests: every message wrapped in `⟦ ⟧`, accented and twice as long.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// A language of the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English, built in.
    #[default]
    En,
    /// Scots.
    Sco,
    /// French.
    Fr,
    /// German.
    De,
    /// Spanish.
    Es,
    /// Dutch.
    Nl,
    /// Italian.
    It,
    /// The pseudo-language of the tests (not offered in the switch).
    Qps,
}

impl Lang {
    /// The languages the switch offers, in its order.
    pub const OFFERED: [Lang; 7] = [
        Lang::En,
        Lang::Sco,
        Lang::Fr,
        Lang::De,
        Lang::Es,
        Lang::Nl,
        Lang::It,
    ];

    /// The code: `?lang=`, `<html lang>`, the stored setting, the catalogue's folder.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Sco => "sco",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::Es => "es",
            Lang::Nl => "nl",
            Lang::It => "it",
            Lang::Qps => "qps",
        }
    }

    /// The language named in itself, as the switch shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Sco => "Scots",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
            Lang::Es => "Español",
            Lang::Nl => "Nederlands",
            Lang::It => "Italiano",
            Lang::Qps => "Pseudo",
        }
    }

    /// The language of a code (`de`, `DE`), or of a browser's tag (`de-AT`, `fr_CA`).
    pub fn from_code(tag: &str) -> Option<Lang> {
        let primary = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        [Lang::Qps]
            .into_iter()
            .chain(Lang::OFFERED)
            .find(|l| l.code() == primary)
    }

    /// The first of the browser's languages the app has (English when none).
    pub fn best_match<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .filter_map(Lang::from_code)
            .find(|l| *l != Lang::Qps)
            .unwrap_or(Lang::En)
    }

    /// The CLDR plural category of the whole number `n` (the cardinal rules; the categories
    /// `many` of French, Spanish and Italian concern millions, which the app never counts).
    pub fn plural(self, n: i64) -> &'static str {
        let one = match self {
            Lang::Fr => n == 0 || n == 1,
            _ => n == 1,
        };
        if one { "one" } else { "other" }
    }

    /// A move's number as an ordinal: 5th (English, Scots), 5. (German), 5e (French, Dutch;
    /// 1er), 5.ª (Spanish) and 5ª (Italian: a move, *jugada* and *mossa*, is feminine).
    pub fn ordinal(self, n: u32) -> String {
        match self {
            Lang::En | Lang::Sco | Lang::Qps => {
                let suffix = match (n % 10, n % 100) {
                    (_, 11..=13) => "th",
                    (1, _) => "st",
                    (2, _) => "nd",
                    (3, _) => "rd",
                    _ => "th",
                };
                format!("{n}{suffix}")
            }
            Lang::De => format!("{n}."),
            Lang::Fr if n == 1 => "1er".to_string(),
            Lang::Fr | Lang::Nl => format!("{n}e"),
            Lang::Es => format!("{n}.ª"),
            Lang::It => format!("{n}ª"),
        }
    }

    /// The sign between a number's whole part and its decimals: 1.3 (English, Scots), 1,3
    /// (French, German, Spanish, Dutch, Italian).
    pub fn decimal_separator(self) -> &'static str {
        match self {
            Lang::En | Lang::Sco | Lang::Qps => ".",
            Lang::Fr | Lang::De | Lang::Es | Lang::Nl | Lang::It => ",",
        }
    }

    /// A number given in tenths, to one decimal, with the language's grouping and decimal
    /// sign: 12345 → 1,234.5 · 1.234,5 (`megabytes`, speeds, scores in men).
    pub fn tenths(self, tenths: u64) -> String {
        let whole = self.number(i64::try_from(tenths / 10).unwrap_or(i64::MAX));
        format!("{whole}{}{}", self.decimal_separator(), tenths % 10)
    }

    /// A whole number with the language's grouping: 1,600 · 1.600 · 1 600 (French: a narrow
    /// no-break space) · 1600 (Spanish groups from five digits).
    pub fn number(self, n: i64) -> String {
        let sep = match self {
            Lang::En | Lang::Sco | Lang::Qps => ",",
            Lang::Fr => "\u{202f}",
            Lang::De | Lang::Es | Lang::Nl | Lang::It => ".",
        };
        let digits = n.unsigned_abs().to_string();
        let min = if self == Lang::Es { 5 } else { 4 };
        let mut out = String::new();
        if n < 0 {
            out.push('-');
        }
        if digits.len() < min {
            out.push_str(&digits);
            return out;
        }
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push_str(sep);
            }
            out.push(c);
        }
        out
    }
}

/// A value given to a message (borrowed: a lookup allocates nothing for its arguments).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arg<'a> {
    /// Text, put in as it is (a move, a square, a word already translated).
    Str(&'a str),
    /// A whole number: formatted in the language's way, and chooses plural variants.
    Num(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Arg<'a> {
        Arg::Str(s)
    }
}
impl<'a> From<&'a &str> for Arg<'a> {
    fn from(s: &'a &str) -> Arg<'a> {
        Arg::Str(s)
    }
}
impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Arg<'a> {
        Arg::Str(s)
    }
}
impl<'a> From<&'a &String> for Arg<'a> {
    fn from(s: &'a &String) -> Arg<'a> {
        Arg::Str(s)
    }
}
macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<&$t> for Arg<'_> {
            fn from(n: &$t) -> Self {
                Arg::Num(i64::try_from(*n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
num_arg!(usize, u32, i32, i64, u64, u8, u16, isize);

#[derive(Debug, Clone, PartialEq)]
enum Element {
    Text(String),
    Var(String),
    Term(String),
    Message(String),
    Select {
        var: String,
        variants: Vec<(String, Pattern)>,
        default: usize,
    },
}

type Pattern = Vec<Element>;

/// A parsed catalogue: messages and terms by name.
#[derive(Debug, Clone, Default)]
pub struct Catalogue {
    messages: HashMap<String, Pattern>,
    terms: HashMap<String, Pattern>,
}

/// What is wrong in a catalogue's text, and on which line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// The line (1-based).
    pub line: usize,
    /// What is wrong.
    pub what: &'static str,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

struct Cursor<'a> {
    s: &'a [u8],
    text: &'a str,
    i: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }
    fn blank(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n')) {
            self.i += 1;
        }
    }
    fn name(&mut self) -> Option<String> {
        let start = self.i;
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
        {
            self.i += 1;
        }
        (self.i > start).then(|| self.text[start..self.i].to_string())
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    /// Whether the cursor stands at the start of a variant (`[` or `*[`) or of the `}` that
    /// ends a selector, after blanks on a new line.
    fn at_variant_end(&self) -> bool {
        let mut j = self.i;
        if self.s.get(j) != Some(&b'\n') {
            return false;
        }
        while matches!(self.s.get(j), Some(b' ' | b'\t' | b'\n')) {
            j += 1;
        }
        matches!(self.s.get(j), Some(b'[' | b'*' | b'}'))
    }

    fn pattern(&mut self, in_variant: bool) -> Result<Pattern, &'static str> {
        let mut out = Pattern::new();
        let mut text = String::new();
        loop {
            match self.peek() {
                None => break,
                Some(b'}') if in_variant => break,
                Some(b'\n') if in_variant && self.at_variant_end() => break,
                Some(b'{') => {
                    self.i += 1;
                    if !text.is_empty() {
                        out.push(Element::Text(std::mem::take(&mut text)));
                    }
                    out.push(self.placeable()?);
                }
                Some(b'}') => return Err("a `}` without its `{`"),
                Some(_) => {
                    let start = self.i;
                    while matches!(self.peek(), Some(c) if c != b'{' && c != b'}' && c != b'\n') {
                        self.i += 1;
                    }
                    text.push_str(&self.text[start..self.i]);
                    if self.peek() == Some(b'\n') {
                        if in_variant && self.at_variant_end() {
                            break;
                        }
                        self.i += 1;
                        text.push('\n');
                    }
                }
            }
        }
        if !text.is_empty() {
            out.push(Element::Text(text));
        }
        Ok(out)
    }

    fn placeable(&mut self) -> Result<Element, &'static str> {
        self.blank();
        let element = match self.peek() {
            Some(b'$') => {
                self.i += 1;
                let var = self.name().ok_or("a `$` without a name")?;
                self.blank();
                if self.eat(b'-') {
                    if !self.eat(b'>') {
                        return Err("`-` where `->` was expected");
                    }
                    return self.select(var);
                }
                Element::Var(var)
            }
            Some(b'-') => {
                self.i += 1;
                Element::Term(self.name().ok_or("a `-` without a term's name")?)
            }
            Some(b'"') => {
                self.i += 1;
                let start = self.i;
                while matches!(self.peek(), Some(c) if c != b'"' && c != b'\n') {
                    self.i += 1;
                }
                if !self.eat(b'"') {
                    return Err("a text in quotes without its closing quote");
                }
                Element::Text(self.text[start..self.i - 1].to_string())
            }
            _ => Element::Message(self.name().ok_or("a `{` without a name")?),
        };
        self.blank();
        if !self.eat(b'}') {
            return Err("a `{` without its `}`");
        }
        Ok(element)
    }

    fn select(&mut self, var: String) -> Result<Element, &'static str> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.blank();
            match self.peek() {
                Some(b'}') => {
                    self.i += 1;
                    break;
                }
                Some(b'*' | b'[') => {
                    if self.eat(b'*') {
                        if default.is_some() {
                            return Err("two default variants (`*[`)");
                        }
                        default = Some(variants.len());
                    }
                    if !self.eat(b'[') {
                        return Err("a `*` without its `[`");
                    }
                    self.blank();
                    let key = self.name().ok_or("a variant without a key")?;
                    self.blank();
                    if !self.eat(b']') {
                        return Err("a variant's key without its `]`");
                    }
                    while matches!(self.peek(), Some(b' ' | b'\t')) {
                        self.i += 1;
                    }
                    let mut value = self.pattern(true)?;
                    trim_end(&mut value);
                    variants.push((key, value));
                }
                _ => return Err("a selector without its `}`"),
            }
        }
        let default = default.ok_or("a selector without a default variant (`*[`)")?;
        Ok(Element::Select {
            var,
            variants,
            default,
        })
    }
}

fn trim_end(p: &mut Pattern) {
    if let Some(Element::Text(t)) = p.last_mut() {
        let len = t.trim_end().len();
        t.truncate(len);
        if t.is_empty() {
            p.pop();
        }
    }
}

impl Catalogue {
    /// Parses a catalogue's text; the first error names its line.
    pub fn parse(text: &str) -> Result<Catalogue, ParseError> {
        let mut cat = Catalogue::default();
        let lines: Vec<&str> = text.lines().collect();
        let mut n = 0;
        while n < lines.len() {
            let line = lines[n];
            let first = n + 1;
            n += 1;
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            if line.starts_with([' ', '\t']) {
                return Err(ParseError {
                    line: first,
                    what: "an indented line outside a message",
                });
            }
            let Some((key, rest)) = line.split_once('=') else {
                return Err(ParseError {
                    line: first,
                    what: "a line without `=`",
                });
            };
            let key = key.trim();
            let (is_term, name) = match key.strip_prefix('-') {
                Some(k) => (true, k),
                None => (false, key),
            };
            if name.is_empty()
                || !name
                    .bytes()
                    .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
            {
                return Err(ParseError {
                    line: first,
                    what: "a message's name with other than letters, digits and `-`",
                });
            }
            // The value: the rest of the line, then the indented lines after it.
            let mut value = rest.trim().to_string();
            // Braces still open (a selector's `}` may stand at the start of its line).
            let open = |v: &str| {
                v.bytes().fold(0i32, |d, c| match c {
                    b'{' => d + 1,
                    b'}' => d - 1,
                    _ => d,
                }) > 0
            };
            while n < lines.len()
                && (lines[n].starts_with([' ', '\t'])
                    || lines[n].trim().is_empty()
                    || (lines[n].starts_with('}') && open(&value)))
            {
                // A blank line inside a value ends it unless an indented line follows.
                if lines[n].trim().is_empty()
                    && !lines[n + 1..]
                        .iter()
                        .find(|l| !l.trim().is_empty())
                        .is_some_and(|l| l.starts_with([' ', '\t']))
                {
                    break;
                }
                let more = lines[n].trim();
                n += 1;
                if more.is_empty() {
                    continue;
                }
                // Selector syntax keeps its lines; text lines are joined with a space.
                let structural = more.starts_with(['[', '*', '}']) || value.ends_with("->");
                if value.is_empty() {
                    value.push_str(more);
                } else {
                    value.push(if structural { '\n' } else { ' ' });
                    value.push_str(more);
                }
            }
            let mut cursor = Cursor {
                s: value.as_bytes(),
                text: &value,
                i: 0,
            };
            let pattern = cursor
                .pattern(false)
                .map_err(|what| ParseError { line: first, what })?;
            let map = if is_term {
                &mut cat.terms
            } else {
                &mut cat.messages
            };
            if map.insert(name.to_string(), pattern).is_some() {
                return Err(ParseError {
                    line: first,
                    what: "a message defined twice",
                });
            }
        }
        Ok(cat)
    }

    /// Adds `other`'s messages and terms (a bundle's catalogue is made of several files).
    pub fn extend(&mut self, other: Catalogue) {
        self.messages.extend(other.messages);
        self.terms.extend(other.terms);
    }

    /// The names of the messages (for the tests that compare catalogues).
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.messages.keys().map(String::as_str)
    }

    /// The names of the terms.
    pub fn term_keys(&self) -> impl Iterator<Item = &str> {
        self.terms.keys().map(String::as_str)
    }

    /// Whether the catalogue has the message `key`.
    pub fn has(&self, key: &str) -> bool {
        self.messages.contains_key(key)
    }

    /// The variables a message uses (for the tests: a translation uses the same ones).
    pub fn variables(&self, key: &str) -> Vec<String> {
        fn walk(p: &Pattern, out: &mut Vec<String>) {
            for e in p {
                match e {
                    Element::Var(v) => out.push(v.clone()),
                    Element::Select { var, variants, .. } => {
                        out.push(var.clone());
                        for (_, p) in variants {
                            walk(p, out);
                        }
                    }
                    _ => {}
                }
            }
        }
        let mut out = Vec::new();
        if let Some(p) = self.messages.get(key) {
            walk(p, &mut out);
        }
        out.sort();
        out.dedup();
        out
    }

    /// The pseudo-language made from this (English) catalogue.
    pub fn pseudo(&self) -> Catalogue {
        fn accent(p: &Pattern) -> Pattern {
            p.iter()
                .map(|e| match e {
                    Element::Text(t) => Element::Text(pseudo_text(t)),
                    Element::Select {
                        var,
                        variants,
                        default,
                    } => Element::Select {
                        var: var.clone(),
                        variants: variants
                            .iter()
                            .map(|(k, p)| (k.clone(), accent(p)))
                            .collect(),
                        default: *default,
                    },
                    other => other.clone(),
                })
                .collect()
        }
        let wrap = |p: &Pattern| {
            let mut out = vec![Element::Text("⟦".to_string())];
            out.extend(accent(p));
            out.push(Element::Text("⟧".to_string()));
            out
        };
        Catalogue {
            messages: self
                .messages
                .iter()
                .map(|(k, p)| (k.clone(), wrap(p)))
                .collect(),
            // Terms are parts of messages: accented, not wrapped.
            terms: self
                .terms
                .iter()
                .map(|(k, p)| (k.clone(), accent(p)))
                .collect(),
        }
    }

    fn format_into(
        &self,
        lang: Lang,
        pattern: &Pattern,
        args: &[(&str, Arg)],
        out: &mut String,
        depth: u8,
    ) {
        if depth > 8 {
            return;
        }
        for e in pattern {
            match e {
                Element::Text(t) => out.push_str(t),
                Element::Var(v) => match args.iter().find(|(k, _)| k == v) {
                    Some((_, Arg::Str(s))) => out.push_str(s),
                    Some((_, Arg::Num(n))) => out.push_str(&lang.number(*n)),
                    None => {
                        out.push('{');
                        out.push_str(v);
                        out.push('}');
                    }
                },
                Element::Term(t) => {
                    if let Some(p) = self.terms.get(t) {
                        self.format_into(lang, p, args, out, depth + 1);
                    } else if let Some(p) = english().terms.get(t) {
                        self.format_into(lang, p, args, out, depth + 1);
                    }
                }
                Element::Message(m) => {
                    if let Some(p) = self.messages.get(m) {
                        self.format_into(lang, p, args, out, depth + 1);
                    }
                }
                Element::Select {
                    var,
                    variants,
                    default,
                } => {
                    let arg = args.iter().find(|(k, _)| k == var).map(|(_, a)| a);
                    let chosen = match arg {
                        Some(Arg::Num(n)) => {
                            let exact = n.to_string();
                            variants.iter().position(|(k, _)| *k == exact).or_else(|| {
                                let cat = lang.plural(*n);
                                variants.iter().position(|(k, _)| k == cat)
                            })
                        }
                        Some(Arg::Str(s)) => variants.iter().position(|(k, _)| k == s),
                        None => None,
                    }
                    .unwrap_or(*default);
                    if let Some((_, p)) = variants.get(chosen) {
                        self.format_into(lang, p, args, out, depth + 1);
                    }
                }
            }
        }
    }

    /// The message `key` with `args`, or `None` when the catalogue lacks it.
    pub fn format(&self, lang: Lang, key: &str, args: &[(&str, Arg)]) -> Option<String> {
        let p = self.messages.get(key)?;
        let mut out = String::new();
        self.format_into(lang, p, args, &mut out, 0);
        Some(out)
    }
}

/// Accents a text's letters and makes it about twice as long (the pseudo-language).
fn pseudo_text(t: &str) -> String {
    let mut out = String::with_capacity(t.len() * 3);
    let mut letters = 0;
    for c in t.chars() {
        let a = match c {
            'a' => "àà",
            'e' => "éé",
            'i' => "îî",
            'o' => "öö",
            'u' => "ûû",
            'A' => "Å",
            'E' => "É",
            'I' => "Î",
            'O' => "Ö",
            'U' => "Û",
            'c' => "ç",
            'n' => "ñ",
            's' => "š",
            'y' => "ÿ",
            'z' => "ž",
            _ => "",
        };
        if a.is_empty() {
            out.push(c);
        } else {
            out.push_str(a);
        }
        if c.is_alphabetic() {
            letters += 1;
        }
    }
    // Doubled vowels lengthen a text by about a third; a word of padding for the rest.
    if letters > 3 {
        // In words of at most six: real words break lines, so must the padding.
        let n = (letters * 3 / 4).min(30);
        let pad = (0..n)
            .map(|i| if i > 0 && i % 6 == 0 { " ~" } else { "~" })
            .collect::<String>();
        match out.strip_suffix(' ') {
            Some(kept) => out = format!("{kept} {pad} "),
            None => out = format!("{out} {pad}"),
        }
    }
    out
}

/// A catalogue file: its name (`locales/{code}/{name}.ftl`) and its English text.
pub type File = (&'static str, &'static str);

macro_rules! english_file {
    ($name:literal) => {
        (
            $name,
            // www/locales/en/<name>.ftl without its comments (build.rs).
            include_str!(concat!(env!("OUT_DIR"), "/en/", $name, ".ftl")),
        )
    };
}

/// Words every page shares: the header, sides, counts, lists.
pub const APP: File = english_file!("app");
/// The game page.
pub const PLAY: File = english_file!("play");
/// The board, move entry, move list, sharing (`board/`, `entry/`, `game/`).
pub const BOARD: File = english_file!("board");
/// The course.
pub const LEARN: File = english_file!("learn");
/// The rules page.
pub const RULES: File = english_file!("rules");
/// The position editor.
pub const EDITOR: File = english_file!("editor");
/// The analysis board and review.
pub const ANALYSIS: File = english_file!("analysis");
/// The puzzles.
pub const PUZZLES: File = english_file!("puzzles");
/// The embed.
pub const EMBED: File = english_file!("embed");
/// The rules crate's words: variants, results, errors in position text, moves and records.
pub const CORE: File = english_file!("core");

/// The files of the game page's bundle.
pub const MAIN_BUNDLE: &[File] = &[APP, CORE, PLAY, BOARD];
/// The files of the other pages' bundle.
pub const PAGES_BUNDLE: &[File] = &[APP, CORE, BOARD, LEARN, RULES, EDITOR, ANALYSIS, PUZZLES];
/// The files of the embed's bundle.
pub const EMBED_BUNDLE: &[File] = &[APP, CORE, BOARD, EMBED];
/// Every file (the tests compare each language's with these).
pub const ALL: &[File] = &[
    APP, CORE, PLAY, BOARD, LEARN, RULES, EDITOR, ANALYSIS, PUZZLES, EMBED,
];

/// The English catalogue of this bundle (its files, registered at start by [`set_english`];
/// every file outside the browser, where the unit tests run).
fn english() -> Rc<Catalogue> {
    ENGLISH.with(|e| e.borrow().clone())
}

fn parse_all(files: &[File]) -> Catalogue {
    let mut cat = Catalogue::default();
    for (_, text) in files {
        if let Ok(c) = Catalogue::parse(text) {
            cat.extend(c);
        }
    }
    cat
}

/// English before a bundle registers its files: none in the browser (each bundle carries only
/// its own files), every file elsewhere (the unit tests).
#[cfg(target_arch = "wasm32")]
fn built_in() -> Catalogue {
    Catalogue::default()
}
#[cfg(not(target_arch = "wasm32"))]
fn built_in() -> Catalogue {
    parse_all(ALL)
}

thread_local! {
    static ENGLISH: RefCell<Rc<Catalogue>> = RefCell::new(Rc::new(built_in()));
    static CURRENT: RefCell<(Lang, Rc<Catalogue>)> = RefCell::new((Lang::En, english()));
}

/// Registers the bundle's built-in English files (each bundle passes the ones its pages
/// use). A file that does not parse is a build's mistake, caught by the tests; it is skipped.
pub fn set_english(files: &[File]) {
    let cat = Rc::new(parse_all(files));
    ENGLISH.with(|e| *e.borrow_mut() = cat.clone());
    CURRENT.with(|c| *c.borrow_mut() = (Lang::En, cat));
}

/// Makes `lang` the language in use, with its catalogue (English for `En`; made from English
/// for `Qps`).
pub fn set_current(lang: Lang, catalogue: Option<Catalogue>) {
    let cat = match lang {
        Lang::En => english(),
        Lang::Qps => Rc::new(english().pseudo()),
        _ => Rc::new(catalogue.unwrap_or_default()),
    };
    CURRENT.with(|c| *c.borrow_mut() = (lang, cat));
}

/// The language in use.
pub fn current() -> Lang {
    CURRENT.with(|c| c.borrow().0)
}

/// The message `key` in the language in use (English where it lacks it; the key itself
/// where English lacks it too, which a test rules out).
pub fn tr(key: &str, args: &[(&str, Arg)]) -> String {
    let (lang, cat) = CURRENT.with(|c| c.borrow().clone());
    cat.format(lang, key, args)
        .or_else(|| english().format(Lang::En, key, args))
        .unwrap_or_else(|| key.to_string())
}

/// The message `key` without arguments.
pub fn t(key: &str) -> String {
    tr(key, &[])
}

/// `tr` with `name = value` pairs: `t!("play-status-turn", turn = color)`.
#[macro_export]
macro_rules! t {
    ($key:expr) => { $crate::app::i18n::t($key) };
    ($key:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::app::i18n::tr($key, &[$((stringify!($name), $crate::app::i18n::Arg::from(&$value))),+])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cat(text: &str) -> Catalogue {
        Catalogue::parse(text).expect("parses")
    }

    #[test]
    fn messages_variables_terms_and_references() {
        let c = cat(
            "# a comment\n-knight = Knight\nhello = Hello, { $who }!\nboth = { hello } { -knight }\nlit = { \"{\" }x{ \"}\" }\n",
        );
        assert_eq!(
            c.format(Lang::En, "hello", &[("who", "White".into())]),
            Some("Hello, White!".into())
        );
        assert_eq!(
            c.format(Lang::En, "both", &[("who", "Black".into())]),
            Some("Hello, Black! Knight".into())
        );
        assert_eq!(c.format(Lang::En, "lit", &[]), Some("{x}".into()));
        assert_eq!(c.format(Lang::En, "nope", &[]), None);
    }

    #[test]
    fn plural_selectors_follow_the_language() {
        let c = cat(
            "moves = { $n ->\n    [0] no moves\n    [one] { $n } move\n   *[other] { $n } moves\n}\n",
        );
        let f = |lang, n: i64| c.format(lang, "moves", &[("n", Arg::Num(n))]).unwrap();
        assert_eq!(f(Lang::En, 0), "no moves");
        assert_eq!(f(Lang::En, 1), "1 move");
        assert_eq!(f(Lang::En, 2), "2 moves");
        assert_eq!(f(Lang::En, 1600), "1,600 moves");
        assert_eq!(f(Lang::De, 1600), "1.600 moves");
        assert_eq!(Lang::Fr.plural(0), "one");
        assert_eq!(Lang::En.plural(0), "other");
        assert_eq!(Lang::Es.number(1600), "1600");
        assert_eq!(Lang::Es.number(16000), "16.000");
        assert_eq!(Lang::Fr.number(1234567), "1\u{202f}234\u{202f}567");
        assert_eq!(Lang::En.number(-1234), "-1,234");
        assert_eq!(Lang::En.tenths(25), "2.5");
        assert_eq!(Lang::De.tenths(12345), "1.234,5");
        assert_eq!(Lang::Fr.tenths(0), "0,0");
    }

    #[test]
    fn string_selectors_and_text_around_them() {
        let c = cat("turn = It is { $side ->\n    [white] White's\n   *[black] Black's\n} move.\n");
        assert_eq!(
            c.format(Lang::En, "turn", &[("side", "white".into())]),
            Some("It is White's move.".into())
        );
        assert_eq!(
            c.format(Lang::En, "turn", &[("side", "x".into())]),
            Some("It is Black's move.".into())
        );
    }

    #[test]
    fn continued_lines_join_with_a_space() {
        let c = cat("long = The first part\n    and the second.\nnext = x\n");
        assert_eq!(
            c.format(Lang::En, "long", &[]),
            Some("The first part and the second.".into())
        );
        assert_eq!(c.format(Lang::En, "next", &[]), Some("x".into()));
    }

    #[test]
    fn errors_name_the_line() {
        for (text, line) in [
            ("a = ok\nb = { $x\n", 2),
            ("a = ok\n  stray\n\nb\n", 4),
            ("a = { $n ->\n [one] x\n}\n", 1),
            ("a = x }\n", 1),
            ("a = 1\na = 2\n", 2),
            ("bad key = 1\n", 1),
        ] {
            let e = Catalogue::parse(text).err().map(|e| e.line);
            assert_eq!(e, Some(line), "{text:?}");
        }
    }

    #[test]
    fn the_pseudo_language_marks_and_lengthens() {
        let c = cat("a = Your move, { $turn }, and the knight's charge.\n");
        let p = c.pseudo();
        let s = p
            .format(Lang::Qps, "a", &[("turn", "White".into())])
            .unwrap_or_default();
        assert!(s.starts_with('⟦') && s.ends_with('⟧'), "{s}");
        assert!(s.contains("White"), "placeables stay: {s}");
        assert!(!s.contains("Your"), "{s}");
        let english = "Your move, White, and the knight's charge.".len();
        assert!(s.chars().count() * 10 >= english * 17, "{s}");
    }

    #[test]
    fn languages_from_codes_and_browser_tags() {
        assert_eq!(Lang::from_code("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_code("SCO"), Some(Lang::Sco));
        assert_eq!(Lang::from_code("pt"), None);
        assert_eq!(Lang::best_match(["pt-BR", "es-ES", "en"]), Lang::Es);
        assert_eq!(Lang::best_match(["qps", "ja"]), Lang::En);
        for l in Lang::OFFERED {
            assert_eq!(Lang::from_code(l.code()), Some(l));
        }
    }

    /// The source files of the crate.
    fn sources() -> Vec<(std::path::PathBuf, String)> {
        let mut out = Vec::new();
        let mut stack = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).unwrap_or_default();
                    out.push((path, text));
                }
            }
        }
        out
    }

    /// The argument names the code passes to each message in `t!("key", name = …)` calls.
    fn arguments_in_code() -> HashMap<String, Vec<String>> {
        let mut out: HashMap<String, Vec<String>> = HashMap::new();
        for (_, text) in sources() {
            for (i, _) in text.match_indices("t!(") {
                let call = &text[i + 3..];
                // The call's text up to its closing parenthesis.
                let mut depth = 1;
                let end = call
                    .char_indices()
                    .find(|(_, c)| {
                        match c {
                            '(' | '[' | '{' => depth += 1,
                            ')' | ']' | '}' => depth -= 1,
                            _ => {}
                        }
                        depth == 0
                    })
                    .map_or(call.len(), |(j, _)| j);
                let call = &call[..end];
                let Some(key) = call
                    .trim_start()
                    .strip_prefix('"')
                    .and_then(|k| k.split('"').next())
                else {
                    continue;
                };
                let names = out.entry(key.to_string()).or_default();
                // `name = value` at the call's top level.
                let mut depth = 0;
                let mut piece = String::new();
                for c in call.chars().chain([',']) {
                    match c {
                        '(' | '[' | '{' => depth += 1,
                        ')' | ']' | '}' => depth -= 1,
                        _ => {}
                    }
                    if c == ',' && depth == 0 {
                        if let Some((name, _)) = piece.split_once('=') {
                            let name = name.trim().trim_start_matches("r#");
                            if !name.is_empty()
                                && name.chars().all(|c| c.is_alphanumeric() || c == '_')
                            {
                                names.push(name.to_string());
                            }
                        }
                        piece.clear();
                    } else {
                        piece.push(c);
                    }
                }
            }
        }
        out
    }

    /// Every language's catalogue files: present, parsed, with every English message and
    /// term, no message English lacks, and the same variables in each message. Problems are
    /// listed all at once, by file.
    #[test]
    fn every_catalogue_is_complete() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../www/locales");
        let mut problems = Vec::new();
        let passed = arguments_in_code();
        for (name, text) in ALL {
            let english = match Catalogue::parse(text) {
                Ok(c) => c,
                Err(e) => {
                    problems.push(format!("en/{name}.ftl: {e}"));
                    continue;
                }
            };
            for lang in Lang::OFFERED.iter().filter(|l| **l != Lang::En) {
                let path = root.join(lang.code()).join(format!("{name}.ftl"));
                let file = format!("{}/{name}.ftl", lang.code());
                let Ok(text) = std::fs::read_to_string(&path) else {
                    problems.push(format!("{file}: missing"));
                    continue;
                };
                let other = match Catalogue::parse(&text) {
                    Ok(c) => c,
                    Err(e) => {
                        problems.push(format!("{file}: {e}"));
                        continue;
                    }
                };
                for key in english.keys() {
                    if !other.has(key) {
                        problems.push(format!("{file}: lacks {key}"));
                    } else {
                        // Every variable English uses; others only if the code passes them
                        // (a translation may choose by `$color` where English does not).
                        let theirs = other.variables(key);
                        let ours = english.variables(key);
                        let passed = passed.get(key).cloned().unwrap_or_default();
                        let dropped: Vec<&String> =
                            ours.iter().filter(|v| !theirs.contains(v)).collect();
                        let unknown: Vec<&String> = theirs
                            .iter()
                            .filter(|v| !ours.contains(v) && !passed.contains(*v))
                            .collect();
                        if !dropped.is_empty() || !unknown.is_empty() {
                            problems.push(format!(
                                "{file}: {key} lacks {dropped:?} or uses {unknown:?}, which the code does not pass"
                            ));
                        }
                    }
                }
                for key in other.keys() {
                    if !english.has(key) {
                        problems.push(format!("{file}: {key} is not in English"));
                    }
                }
                for term in english.term_keys() {
                    if !other.term_keys().any(|t| t == term) {
                        problems.push(format!("{file}: lacks the term -{term}"));
                    }
                }
            }
        }
        problems.sort();
        assert!(
            problems.is_empty(),
            "{} problems:\n{}",
            problems.len(),
            problems.join("\n")
        );
    }

    /// Every message the code asks for exists in English (a lookup by a name English lacks
    /// would show the name).
    #[test]
    fn every_message_the_code_names_exists() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let english = parse_all(ALL);
        let mut missing = Vec::new();
        let mut stack = vec![src];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                if path.extension().is_none_or(|e| e != "rs") || path.ends_with("i18n.rs") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                for (i, _) in text
                    .match_indices("t(\"")
                    .chain(text.match_indices("t!(\""))
                {
                    // `t(` itself, not `get(`.
                    let before = text[..i].chars().next_back().unwrap_or(' ');
                    if before.is_alphanumeric() || before == '_' {
                        continue;
                    }
                    let rest = &text[i..];
                    let start = rest.find('"').map_or(0, |q| q + 1);
                    let key: String = rest[start..].chars().take_while(|c| *c != '"').collect();
                    let ok = key
                        .bytes()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-');
                    if ok && key.contains('-') && !english.has(&key) {
                        missing.push(format!("{}: {key}", path.display()));
                    }
                }
            }
        }
        assert!(
            missing.is_empty(),
            "messages English lacks:\n{}",
            missing.join("\n")
        );
    }
}
