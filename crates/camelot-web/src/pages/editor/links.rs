//! The links the editor hands out, built by pure functions from the site's base URL (see
//! [`crate::game::share::site_base`]): play the position, share it, reopen it in the editor,
//! embed it.

use crate::app::query::Query;
use crate::app::query::encode_component;
use camelot_core::{Position, Setup};

/// The position text of an `#/editor?position=TEXT` link, from the fragment (`+` is a space;
/// the first `position` counts). Another page's link (`#/analysis?position=…`, followed from
/// the editor's Analyse) is not the editor's.
pub fn link_position(hash: &str) -> Option<String> {
    let (page, query) = hash.split_once('?')?;
    if page.trim_start_matches('#').trim_matches('/') != "editor" {
        return None;
    }
    Query::parse(query).text("position")
}

/// Who plays a game started from the editor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayAs {
    /// You play White against the computer.
    White,
    /// You play Black against the computer.
    Black,
    /// Two players on this device.
    Two,
}

impl PlayAs {
    /// The game page's `play=` value.
    pub fn param(self) -> &'static str {
        match self {
            PlayAs::White => "white",
            PlayAs::Black => "black",
            PlayAs::Two => "two",
        }
    }
}

/// The game page, opened on `position` with the players given (a full page load).
pub fn play_url(base: &str, position: &Position, who: PlayAs, level: u8) -> String {
    let level = match who {
        PlayAs::Two => String::new(),
        PlayAs::White | PlayAs::Black => format!("&level={level}"),
    };
    format!(
        "{base}?position={}&play={}{level}#/",
        encode_component(&position.to_string()),
        who.param()
    )
}

/// A link that opens the game page on `position`.
pub fn share_url(base: &str, position: &Position) -> String {
    format!(
        "{base}?position={}",
        encode_component(&position.to_string())
    )
}

/// The analysis board's link (within the page) on `position`.
pub fn analysis_url(position: &Position) -> String {
    crate::app::query::analysis_href(&position.to_string())
}

/// A link that opens the editor on `setup` (one that breaks the rules too, to be corrected).
pub fn editor_url(base: &str, setup: &Setup) -> String {
    format!(
        "{base}#/editor?position={}",
        encode_component(&setup.to_string())
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::query::decode;
    use crate::app::routes::{Route, parse_route};

    fn odd() -> Position {
        "2/8/10/12/12/12/12/12/12/12/12/12/4M7/10/8/kk b 1 2 9"
            .parse()
            .expect("position")
    }

    fn query_of(url: &str) -> &str {
        let after = url.split_once('?').map_or("", |x| x.1);
        after.split_once('#').map_or(after, |x| x.0)
    }

    #[test]
    fn play_links_carry_the_position_and_the_players() {
        let url = play_url("https://x.org/c/", &odd(), PlayAs::Black, 5);
        assert!(url.starts_with("https://x.org/c/?position="), "{url}");
        assert!(url.ends_with("&play=black&level=5#/"), "{url}");
        let (k, v) = query_of(&url)
            .split('&')
            .next()
            .and_then(|p| p.split_once('='))
            .expect("pair");
        assert_eq!((k, decode(v)), ("position", odd().to_string()));
        assert!(play_url("", &odd(), PlayAs::Two, 5).ends_with("&play=two#/"));
        assert!(play_url("", &odd(), PlayAs::White, 3).ends_with("&play=white&level=3#/"));
        let share = share_url("https://x.org/c/", &odd());
        assert_eq!(share, url.split('&').next().expect("first part"));
    }

    #[test]
    fn editor_links_carry_a_position() {
        let start = Setup::start().to_string();
        let encoded = encode_component(&start);
        assert_eq!(
            link_position(&format!("#/editor?position={encoded}")),
            Some(start.clone())
        );
        let plus = start.replace(' ', "+");
        assert_eq!(
            link_position(&format!("#/editor?x=1&position={plus}&position=2")),
            Some(start.clone()),
            "`+` is a space; the first value counts"
        );
        assert_eq!(
            link_position(&format!("#/editor?position={}", start.replace(' ', "%20"))),
            Some(start),
            "slashes written as they are"
        );
        assert_eq!(link_position("#/editor?position="), Some(String::new()));
        assert_eq!(link_position("#/editor?theme=dark"), None);
        assert_eq!(
            link_position(&format!("#/analysis?position={encoded}")),
            None,
            "the analysis board's link is not the editor's"
        );
        assert_eq!(link_position("#/editor"), None);
        assert_eq!(
            link_position("#/editor?position=%E2%9C%93%zz"),
            Some("✓%zz".into()),
            "bad escapes stay"
        );
    }

    #[test]
    fn the_analysis_link_opens_the_board_on_the_position() {
        let url = analysis_url(&odd());
        assert_eq!(
            parse_route(&url),
            Route::Analysis {
                position: Some(odd().to_string()),
                record: None,
                node: None,
                review: false,
            }
        );
        assert!(!url.contains(' ') && !url[1..].contains('#'), "{url}");
    }

    #[test]
    fn the_editor_link_reopens_the_setup() {
        let mut setup = Setup::start();
        setup.board.set(
            camelot_core::Square::F1,
            setup.board.piece_at("F6".parse().expect("sq")),
        );
        setup.board.set(
            camelot_core::Square::G1,
            setup.board.piece_at("F6".parse().expect("sq")),
        );
        assert!(!setup.problems().is_empty());
        let url = editor_url("https://x.org/c/", &setup);
        let hash = &url[url.find('#').expect("fragment")..];
        assert_eq!(parse_route(hash), Route::Editor);
        assert_eq!(link_position(hash), Some(setup.to_string()));
    }
}
