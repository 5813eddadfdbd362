//! `embed.html`'s URL parameters, checked: every problem is reported, each naming its
//! parameter, so a wrong parameter never gives a blank frame.

use crate::app::i18n::t;
use crate::app::query::Query;
use crate::t;
use camelot_core::geometry::Geometry;
use camelot_core::{Game, MoveText, Position, Record, Separator, Setup, Square, Variant};

/// The parameter names `embed.html` understands. `lang` (the language of the board's words) is
/// read before the board is drawn ([`crate::app::language::initial`]); here it is accepted and
/// otherwise ignored.
pub const PARAMS: &[&str] = &[
    "variant",
    "position",
    "moves",
    "record",
    "ply",
    "node",
    "highlight",
    "orientation",
    "interactive",
    "theme",
    "lang",
];

/// What to draw on top of the position.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Highlight {
    /// Squares to mark.
    pub squares: Vec<Square>,
    /// A path to draw: origin, landings, captured squares.
    pub path: Option<(Square, Vec<Square>, Vec<Square>)>,
}

/// The colour theme of the frame.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Theme {
    /// Light page, wooden board.
    #[default]
    Light,
    /// Dark page.
    Dark,
}

/// Everything the URL asks for, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct EmbedConfig {
    /// The game: its start and moves (no moves for a single position).
    pub game: Game,
    /// The ply shown first.
    pub ply: usize,
    /// Marks and path to draw.
    pub highlight: Highlight,
    /// Black at the bottom.
    pub flipped: bool,
    /// Whether moves can be played on the board.
    pub interactive: bool,
    /// Theme.
    pub theme: Theme,
    /// A record's comments along its game: `comments[n]` stands after the `n`-th move (`[0]`
    /// before the first), shown when stepping through the game reaches it.
    pub comments: Vec<Option<String>>,
}

fn short(s: &str) -> String {
    let s = s.trim();
    if s.chars().count() > 40 {
        format!("{}…", s.chars().take(40).collect::<String>())
    } else {
        s.to_string()
    }
}

fn parse_highlight(text: &str, board: &Geometry) -> Result<Highlight, String> {
    let text = text.trim();
    let off_board = |sq: Square| t!("embed-error-highlight-off-board", square = sq.to_string());
    if text.contains(['-', 'x', 'X']) {
        let mt = text.parse::<MoveText>().map_err(|e| {
            t!(
                "embed-error-highlight-move",
                given = short(text),
                error = e.to_string()
            )
        })?;
        if let Some(&(_, sq)) = std::iter::once(&(Separator::Dash, mt.from))
            .chain(mt.legs.iter())
            .find(|(_, sq)| !board.contains(*sq))
        {
            return Err(off_board(sq));
        }
        let mut at = mt.from;
        let mut landings = Vec::new();
        let mut captures = Vec::new();
        for &(sep, to) in &mt.legs {
            if sep == Separator::Cross
                && let Some(mid) = at.midpoint(to)
            {
                captures.push(mid);
            }
            landings.push(to);
            at = to;
        }
        return Ok(Highlight {
            squares: Vec::new(),
            path: Some((mt.from, landings, captures)),
        });
    }
    let mut squares = Vec::new();
    for name in text.split([',', ' ']).filter(|s| !s.is_empty()) {
        let sq = Square::parse_any(name)
            .map_err(|_| t!("embed-error-highlight-square", given = short(name)))?;
        if !board.contains(sq) {
            return Err(off_board(sq));
        }
        squares.push(sq);
    }
    Ok(Highlight {
        squares,
        path: None,
    })
}

/// Checks the URL parameters. Every problem is reported, each naming its parameter.
pub fn parse_params(query: &str) -> Result<EmbedConfig, Vec<String>> {
    let pairs = Query::parse(query).0;
    let mut errors = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    let mut get = |name: &'static str| -> Option<String> {
        let mut found = pairs.iter().filter(|(k, _)| k == name);
        let first = found.next().map(|(_, v)| v.clone());
        if found.next().is_some() && !seen.contains(&name) {
            seen.push(name);
        }
        first
    };
    let variant = get("variant");
    let position = get("position");
    let moves = get("moves");
    let record = get("record");
    let ply = get("ply");
    let node = get("node");
    let highlight = get("highlight");
    let orientation = get("orientation");
    let interactive = get("interactive");
    let theme = get("theme");
    for name in seen {
        errors.push(t!("embed-error-repeated", name = name));
    }
    for (k, _) in &pairs {
        if !PARAMS.contains(&k.as_str()) {
            errors.push(t!(
                "embed-error-unknown",
                name = short(k),
                known = PARAMS.join(", ")
            ));
        }
    }

    let variant = match variant.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(name) => match name.parse::<Variant>() {
            Ok(v) => Some(v),
            Err(_) => {
                let short: String = name.chars().take(20).collect();
                errors.push(t!(
                    "embed-error-variant",
                    error = crate::app::core_words::parse_variant_error(
                        &camelot_core::ParseVariantError(short)
                    )
                ));
                None
            }
        },
    };
    let start = match position.as_deref().map(str::trim) {
        None | Some("") => Some(Position::start_of(variant.unwrap_or_default())),
        Some(text) => {
            let setup = match variant {
                Some(v) => Setup::parse_as(text, v),
                None => text.parse::<Setup>(),
            };
            let pos = setup
                .map_err(|e| e.to_string())
                .and_then(|s| Position::from_setup(s).map_err(|e| e.to_string()));
            match pos {
                Ok(p) => Some(p),
                Err(e) => {
                    errors.push(t!("embed-error-position", error = e));
                    None
                }
            }
        }
    };
    let mut game = start.clone().map(Game::new);
    let mut comments = Vec::new();
    // The ply that `node=` asks for, if it names a move of the record.
    let mut node_ply = None;
    let node = node.as_deref().map(str::trim).filter(|t| !t.is_empty());
    if node.is_some() && record.is_none() {
        errors.push(t("embed-error-node-without-record"));
    }
    if node.is_some() && ply.as_deref().is_some_and(|t| !t.trim().is_empty()) {
        errors.push(t("embed-error-ply-and-node"));
    }
    // A move or record that did not read: the moves counted for `ply=` are then too few, and
    // its range is not checked against them (the move's error says what is wrong).
    let mut line_failed = false;
    match (&moves, &record) {
        (Some(_), Some(_)) => errors.push(t("embed-error-moves-and-record")),
        (_, Some(text)) => {
            if position.is_some() {
                errors.push(t("embed-error-record-and-position"));
            }
            match text.parse::<Record>() {
                Ok(r) if variant.is_some_and(|v| v != r.variant()) => errors.push(t!(
                    "embed-error-record-variant",
                    game = crate::app::core_words::variant_title(r.variant()),
                    variant = crate::app::core_words::variant_title(variant.unwrap_or_default())
                )),
                Ok(r) => {
                    let tree = &r.tree;
                    let root = camelot_core::NodeId::ROOT;
                    let at = match node {
                        None => Some(root),
                        Some(text) => {
                            let found = text
                                .parse::<camelot_core::NodePath>()
                                .ok()
                                .and_then(|p| tree.node_at(&p));
                            if found.is_none() {
                                errors.push(t!("embed-error-node", node = short(text)));
                            }
                            found
                        }
                    };
                    let at = at.unwrap_or(root);
                    // The line to the node, then on along its main continuation.
                    let line: Vec<_> = tree
                        .line_nodes(at)
                        .into_iter()
                        .chain(tree.main_line(at))
                        .collect();
                    comments = std::iter::once(root)
                        .chain(line.iter().copied())
                        .map(|n| tree.comment(n).map(str::to_string))
                        .collect();
                    if node.is_some() {
                        node_ply = Some(tree.line_nodes(at).len());
                    }
                    let end = line.last().copied().unwrap_or(root);
                    game = Some(tree.game_at(end).unwrap_or(r.game));
                }
                Err(e) => {
                    line_failed = true;
                    errors.push(t!("embed-error-record", error = e.to_string()));
                }
            }
        }
        (Some(text), None) => {
            if let Some(g) = game.as_mut() {
                // Commas separate moves, except in a tree placement (`C2,D2,I2`: squares only).
                let list = text
                    .split([' ', '\n', '\t'])
                    .flat_map(|t| {
                        let placement = !t.contains(['-', 'x', 'X', ':']);
                        t.split(move |c| c == ',' && !placement)
                    })
                    .filter(|t| !t.is_empty() && !t.ends_with('.'));
                for (i, t) in list.enumerate() {
                    if let Err(e) = g.play_text(t) {
                        line_failed = true;
                        errors.push(t!(
                            "embed-error-move",
                            n = (i + 1).to_string(),
                            move_text = short(t),
                            error = e.to_string()
                        ));
                        break;
                    }
                }
            }
        }
        (None, None) => {}
    }
    let total = game.as_ref().map_or(0, |g| g.moves().len());
    let ply = match ply.as_deref().map(str::trim) {
        None | Some("") => node_ply.unwrap_or(total),
        Some(t) => match t.parse::<usize>() {
            Ok(n) if n <= total => n,
            Ok(_) if line_failed => total,
            _ => {
                errors.push(t!(
                    "embed-error-ply",
                    total = total.to_string(),
                    given = short(t)
                ));
                total
            }
        },
    };
    let board = game
        .as_ref()
        .map_or(variant.unwrap_or_default(), Game::variant)
        .geometry();
    let highlight = match highlight {
        None => Highlight::default(),
        Some(t) => parse_highlight(&t, board).unwrap_or_else(|e| {
            errors.push(e);
            Highlight::default()
        }),
    };
    let flipped = match orientation
        .as_deref()
        .map(|s| s.trim().to_ascii_lowercase())
    {
        None => false,
        Some(o) if o == "white" || o.is_empty() => false,
        Some(o) if o == "black" => true,
        Some(o) => {
            errors.push(t!("embed-error-orientation", given = short(&o)));
            false
        }
    };
    let interactive = match interactive
        .as_deref()
        .map(|s| s.trim().to_ascii_lowercase())
    {
        None => false,
        Some(o) if matches!(o.as_str(), "" | "0" | "false") => false,
        Some(o) if matches!(o.as_str(), "1" | "true") => true,
        Some(o) => {
            errors.push(t!("embed-error-interactive", given = short(&o)));
            false
        }
    };
    let theme = match theme.as_deref().map(|s| s.trim().to_ascii_lowercase()) {
        None => Theme::Light,
        Some(t) if t == "light" || t.is_empty() => Theme::Light,
        Some(t) if t == "dark" => Theme::Dark,
        Some(t) => {
            errors.push(t!("embed-error-theme", given = short(&t)));
            Theme::Light
        }
    };
    match game {
        Some(mut game) if errors.is_empty() => {
            game.go_to(ply);
            Ok(EmbedConfig {
                game,
                ply,
                highlight,
                flipped,
                interactive,
                theme,
                comments,
            })
        }
        _ => Err(errors),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::query::encode_component;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn errors(q: &str) -> Vec<String> {
        parse_params(q).expect_err("should be refused")
    }

    #[test]
    fn no_parameters_is_the_start_position() {
        let c = parse_params("").expect("ok");
        assert_eq!(c.game.position(), &Position::start());
        assert_eq!(
            (c.ply, c.flipped, c.interactive, c.theme),
            (0, false, false, Theme::Light)
        );
    }

    #[test]
    fn position_moves_highlight_and_options() {
        let q = "?position=2%2F8%2F10%2Fm11%2F12%2F12%2F12%2F12%2F12%2F4m7%2F12%2F4mm6%2F4M5M1%2F10%2F8%2F2+w+0+0+1\
                 &highlight=E4xE6xE8&orientation=black&interactive=1&theme=dark";
        let c = parse_params(q).expect("ok");
        assert_eq!(
            c.game.position().board().count(camelot_core::Color::Black),
            4
        );
        let (from, landings, captures) = c.highlight.path.expect("path");
        assert_eq!(
            (from, landings, captures),
            (sq("E4"), vec![sq("E6"), sq("E8")], vec![sq("E5"), sq("E7")])
        );
        assert!(c.flipped && c.interactive && c.theme == Theme::Dark);

        let c = parse_params("moves=J6-K5,J11-K12+K5-L4&ply=1&highlight=e8,F9").expect("ok");
        assert_eq!(c.game.all_moves().len(), 3);
        assert_eq!(c.game.ply(), 1);
        assert_eq!(c.highlight.squares, [sq("E8"), sq("F9")]);
    }

    #[test]
    fn a_records_comments_show_with_their_moves() {
        let rec = "{Before} 1. J6-K5 {a knight out} J11-K12 2. K5-L4 *";
        let q = format!("record={}", encode_component(rec));
        let c = parse_params(&q).expect("parses");
        assert_eq!(
            c.comments,
            [
                Some("Before".to_string()),
                Some("a knight out".to_string()),
                None,
                None
            ]
        );
        let plain = parse_params("moves=J6-K5").expect("parses");
        assert!(plain.comments.is_empty());
    }

    #[test]
    fn a_record_replays() {
        let rec = "[Event \"x\"]\n\n1. J6-K5 J11-K12 2. K5-L4 *\n";
        let q = format!("record={}", encode_component(rec));
        let c = parse_params(&q).expect("ok");
        assert_eq!(c.game.notation(), ["J6-K5", "J11-K12", "K5-L4"]);
        assert_eq!(c.ply, 3);
    }

    #[test]
    fn a_share_links_node_and_interactive_true_are_understood() {
        // What the app's share link gives: the record with a side line, and `node=` on it.
        let rec = "1. J6-K5 J11-K12 (1... F10-F9 2. K5-L4) 2. K5-L4 *";
        let q = format!(
            "record={}&node=0.1.0&interactive=true",
            encode_component(rec)
        );
        let all = |c: &EmbedConfig| -> Vec<String> {
            c.game.all_moves().iter().map(|m| m.to_string()).collect()
        };
        let c = parse_params(&q).expect("ok");
        assert_eq!(all(&c), ["J6-K5", "F10-F9", "K5-L4"]);
        assert_eq!(c.ply, 3);
        assert!(c.interactive);
        // A main-line node: the whole main line, shown at that move.
        let q = format!("record={}&node=0", encode_component(rec));
        let c = parse_params(&q).expect("ok");
        assert_eq!(all(&c), ["J6-K5", "J11-K12", "K5-L4"]);
        assert_eq!(c.ply, 1);
        assert!(!parse_params("interactive=FALSE").expect("ok").interactive);

        let q = format!("record={}&node=0.5", encode_component(rec));
        assert!(errors(&q)[0].contains("`0.5` is not a move of the record"));
        let q = format!("record={}&node=0&ply=1", encode_component(rec));
        assert!(errors(&q)[0].contains("either ply or node"));
        assert!(errors("node=0")[0].contains("only a record"));
    }

    #[test]
    fn a_bad_move_is_the_one_error_not_the_ply_after_it() {
        // The moves read stop at the bad one: `ply=2` is not out of range for that.
        let e = errors("moves=J6-K5+Z99-Z98&ply=2");
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(e[0].contains("Z99-Z98"), "{e:?}");
        // A ply that is no number is still said.
        let e = errors("moves=Z99-Z98&ply=x");
        assert_eq!(e.len(), 2, "{e:?}");
    }

    #[test]
    fn the_language_is_accepted_and_left_to_the_app() {
        let c = parse_params("lang=de&moves=J6-K5").expect("lang is a known parameter");
        assert_eq!(c.game.notation(), ["J6-K5"]);
        assert!(
            parse_params("lang=xx").is_ok(),
            "the app falls back on its own"
        );
        assert!(errors("postion=x")[0].ends_with("theme, lang)"));
    }

    #[test]
    fn bad_parameters_get_clear_messages() {
        assert!(errors("position=nonsense")[0].starts_with("position: "));
        assert!(errors("moves=F7-F9")[0].contains("move 1 (F7-F9) cannot be played"));
        assert!(errors("record=1.+F7-F9+*")[0].starts_with("record: "));
        assert!(errors("moves=F7-F8&record=*")[0].contains("either moves or record"));
        assert!(errors("highlight=Z99")[0].contains("`Z99` is not a square"));
        assert!(errors("highlight=E4-Q9")[0].contains("is not a move"));
        assert!(errors("orientation=up")[0].contains("white or black, not `up`"));
        assert!(errors("interactive=yes")[0].contains("0 or 1"));
        assert!(errors("theme=neon")[0].contains("light or dark"));
        assert!(errors("ply=4")[0].contains("from 0 to 0"));
        assert!(errors("postion=x")[0].contains("unknown parameter `postion`"));
        assert!(errors("theme=dark&theme=light")[0].contains("more than once"));
        assert_eq!(
            errors("theme=neon&orientation=up").len(),
            2,
            "every problem is listed"
        );
    }

    /// The links the app's sharing builds are read back by the embed.
    mod round_trips {
        use super::super::parse_params;
        use crate::game::share::{EmbedOptions, embed_game_url, embed_position_url, embed_url};
        use camelot_core::{Game, Position};

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
        fn encoding_round_trips_through_the_embed_parser() {
            let mut game = Game::default();
            for m in ["J6-K5", "J11-K12", "K5-L4"] {
                game.play_text(m).expect("legal");
            }
            game.undo();
            let url = embed_game_url("https://x.org/c/", &game);
            let query = url.split_once('?').expect("query").1;
            let c = parse_params(query).expect("parses");
            assert_eq!(
                c.game.notation(),
                ["J6-K5", "J11-K12"],
                "undone moves are not shared"
            );
            let url = embed_position_url("", game.position());
            let c = parse_params(url.split_once('?').expect("query").1).expect("parses");
            assert_eq!(c.game.position(), game.position());
        }

        #[test]
        fn embed_links_with_each_option_parse_back() {
            for bits in 0..8u8 {
                let options = EmbedOptions {
                    black_at_bottom: bits & 1 != 0,
                    interactive: bits & 2 != 0,
                    dark: bits & 4 != 0,
                };
                let url = embed_url("https://x.org/c/", &odd(), options);
                assert!(url.starts_with("https://x.org/c/embed.html?position="));
                let c = parse_params(query_of(&url)).expect("the embed reads it");
                assert_eq!(c.game.position(), &odd());
                assert_eq!(c.flipped, options.black_at_bottom);
                assert_eq!(c.interactive, options.interactive);
                assert_eq!(format!("{:?}", c.theme) == "Dark", options.dark, "{url}");
            }
            assert!(!embed_url("", &odd(), EmbedOptions::default()).contains('&'));
        }
    }
}
