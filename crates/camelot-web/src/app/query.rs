//! The one URL query parser of the app: `?a=1&b=2` in the page's address (the game page's
//! links), after `#/page?` in its fragment (the editor's and the analysis board's links) and
//! in `embed.html`'s address all read through [`Query`].

/// Percent-encodes everything but the unreserved characters (`A-Z a-z 0-9 - _ . ~`).
pub fn encode_component(s: &str) -> String {
    let mut out = String::with_capacity(s.len() * 3);
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// URL-decodes a query key or value as `URLSearchParams` does (`+` is a space); a `%` not
/// followed by two hex digits stays as it is, and bytes that are not UTF-8 become U+FFFD, so
/// that the page can say what is wrong with the text.
pub fn decode(value: &str) -> String {
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push((h * 16 + l) as u8);
                    i += 3;
                    continue;
                }
                _ => out.push(b'%'),
            },
            b'+' => out.push(b' '),
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A query string's pairs, decoded, in order (a key may repeat; a key without `=` has an
/// empty value).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Query(pub Vec<(String, String)>);

impl Query {
    /// Parses `?a=1&b=2` (the `?` optional).
    pub fn parse(query: &str) -> Query {
        Query(
            query
                .trim_start_matches('?')
                .split('&')
                .filter(|p| !p.is_empty())
                .map(|p| match p.split_once('=') {
                    Some((k, v)) => (decode(k), decode(v)),
                    None => (decode(p), String::new()),
                })
                .collect(),
        )
    }

    /// The query of a fragment such as `#/analysis?position=…` (empty without a `?`).
    pub fn of_fragment(hash: &str) -> Query {
        hash.split_once('?')
            .map(|(_, q)| Query::parse(q))
            .unwrap_or_default()
    }

    /// The first value of `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The first value of `key`, owned.
    pub fn text(&self, key: &str) -> Option<String> {
        self.get(key).map(str::to_string)
    }

    /// The pairs, in order.
    pub fn pairs(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// Whether the query has no pairs.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The query of the page's address (`location.search`).
pub fn page_query() -> Query {
    Query::parse(&gloo_utils::window().location().search().unwrap_or_default())
}

/// The query of the page's fragment (`#/editor?position=…`).
pub fn fragment_query() -> Query {
    Query::of_fragment(&gloo_utils::window().location().hash().unwrap_or_default())
}

/// Replaces the address by `url` without a reload or a history entry (a link's query, once
/// read, is dropped so that a reload shows the page as it was left).
pub fn replace_address(url: &str) {
    if let Ok(history) = gloo_utils::window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(url));
    }
}

/// Drops the query of the page's address, keeping its path and fragment.
pub fn forget_page_query() {
    let location = gloo_utils::window().location();
    if let Ok(path) = location.pathname() {
        let hash = location.hash().unwrap_or_default();
        replace_address(&format!("{path}{hash}"));
    }
}

/// Drops the query of the page's fragment (`#/?position=…` becomes `#/`), keeping its path,
/// its own query and the fragment's page.
pub fn forget_fragment_query() {
    let location = gloo_utils::window().location();
    if let Ok(path) = location.pathname() {
        let search = location.search().unwrap_or_default();
        let hash = location.hash().unwrap_or_default();
        let page = hash.split('?').next().unwrap_or_default();
        replace_address(&format!("{path}{search}{page}"));
    }
}

/// The analysis board's link (within the site) on a position's text.
pub fn analysis_href(position: &str) -> String {
    format!("#/analysis?position={}", encode_component(position))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decoding_follows_url_search_params() {
        assert_eq!(decode("%FF%41%"), "\u{FFFD}A%");
        assert_eq!(decode("%e2%9c%93"), "✓");
        assert_eq!(decode("a+b%20c"), "a b c");
        assert_eq!(decode("%zz%4"), "%zz%4");
        assert_eq!(decode("%+f"), "% f", "a sign is not a hex digit");
    }

    #[test]
    fn pairs_keep_their_order_and_the_first_value_wins() {
        let q = Query::parse("?position=2%2F8&x&position=other&&theme=dark");
        assert_eq!(q.get("position"), Some("2/8"));
        assert_eq!(q.get("x"), Some(""));
        assert_eq!(q.get("missing"), None);
        let keys: Vec<&str> = q.pairs().map(|(k, _)| k).collect();
        assert_eq!(keys, ["position", "x", "position", "theme"]);
        assert!(Query::parse("").is_empty() && Query::parse("?").is_empty());
        assert_eq!(
            Query::of_fragment("#/editor?position=2/8/10").get("position"),
            Some("2/8/10")
        );
        assert!(Query::of_fragment("#/editor").is_empty());
    }
}
