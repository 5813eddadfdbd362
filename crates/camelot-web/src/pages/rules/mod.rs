//! The rules reference page (`#/rules`): every rule in our own words, the choices we made where
//! the official text is silent, and the notation, with small board diagrams. Its words are
//! `www/locales/*/rules.ftl`.

use crate::app::header::{Page, page_header};
use crate::app::i18n::{Arg, t, tr};
use crate::app::stylesheet::use_page_stylesheet;
use crate::board::{Board, DrawnPath, Marks, PathStyle, Shape};
use crate::t;
use camelot_core::{Move, Position, Variant};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
struct DiagramProps {
    /// Position text.
    position: &'static str,
    /// Moves to draw (WCF notation), legal in the position.
    moves: &'static [&'static str],
    caption: AttrValue,
}

/// A small, non-interactive board with moves drawn on it.
#[function_component(Diagram)]
fn diagram(props: &DiagramProps) -> Html {
    match props.position.parse::<Position>() {
        Ok(pos) => figure(&pos, props.moves, &props.caption),
        Err(_) => html! { <p class="notice error">{ t("rules-diagram-error") }</p> },
    }
}

#[derive(Properties, PartialEq)]
struct VariantDiagramProps {
    variant: Variant,
    /// Moves played from the variant's start before it is drawn (River Camelot's trees).
    plays: &'static [&'static str],
    caption: AttrValue,
}

/// A variant's board, drawn from its geometry, with its start position (after `plays`).
#[function_component(VariantDiagram)]
fn variant_diagram(props: &VariantDiagramProps) -> Html {
    match played(props.variant, props.plays) {
        Some(pos) => figure(&pos, &[], &props.caption),
        None => html! { <p class="notice error">{ t("rules-diagram-error") }</p> },
    }
}

/// The start of `variant` after `plays`, if every move is legal.
fn played(variant: Variant, plays: &[&str]) -> Option<Position> {
    plays
        .iter()
        .try_fold(Position::start_of(variant), |pos, text| {
            let mv = pos.parse_move(text).ok()?;
            pos.play(&mv).ok()
        })
}

fn figure(pos: &Position, moves: &[&str], caption: &AttrValue) -> Html {
    let moves: Vec<Move> = moves
        .iter()
        .filter_map(|t| pos.parse_move(t).ok())
        .collect();
    let paths: Vec<DrawnPath> = moves
        .iter()
        .map(|m| DrawnPath::of(m, PathStyle::Preview))
        .collect();
    let marks = Marks {
        movable: moves.iter().map(Move::from).collect(),
        captured: moves.iter().flat_map(|m| m.captures()).collect(),
        ..Marks::default()
    };
    let pieces: Vec<_> = pos.board().iter().collect();
    let shape = Shape::of(pos.geometry());
    html! {
        <figure class="diagram" style={shape.style()}>
            <Board {shape} trees={pos.board().trees()} label={crate::board::board_label_of(&crate::app::core_words::variant_title(pos.variant()))}
                   pieces={Rc::new(pieces)} flipped={false} marks={Rc::new(marks)}
                   paths={Rc::new(paths)} last={None} interactive={false}
                   on_square={Callback::noop()} on_hover={Callback::noop()} />
            <figcaption>{ caption.clone() }</figcaption>
        </figure>
    }
}

/// Where a message's argument stands in its formatted text: a private-use character, the
/// argument's index, another private-use character (no catalogue's text has these).
const MARK_START: char = '\u{E000}';
const MARK_END: char = '\u{E001}';

/// A piece of a message formatted with marks: its own text, or the place of argument `i`.
#[derive(Debug, PartialEq)]
enum Piece<'a> {
    Text(&'a str),
    Arg(usize),
}

/// Cuts a text formatted with marks into its pieces, in the order the translation has them.
fn pieces(text: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(MARK_START) {
        let after = &rest[start + MARK_START.len_utf8()..];
        let Some(end) = after.find(MARK_END) else {
            break;
        };
        let Ok(i) = after[..end].parse() else {
            break;
        };
        if start > 0 {
            out.push(Piece::Text(&rest[..start]));
        }
        out.push(Piece::Arg(i));
        rest = &after[end + MARK_END.len_utf8()..];
    }
    if !rest.is_empty() {
        out.push(Piece::Text(rest));
    }
    out
}

/// The message `key` whose arguments are pieces of markup (a link, a `<code>`): formatted
/// with a mark for each, then cut at the marks, so that a translation may put each piece
/// where its sentence needs it.
fn marked(key: &str, args: &[(&str, Html)]) -> Html {
    let texts: Vec<String> = (0..args.len())
        .map(|i| format!("{MARK_START}{i}{MARK_END}"))
        .collect();
    let marks: Vec<(&str, Arg)> = args
        .iter()
        .zip(&texts)
        .map(|((name, _), text)| (*name, Arg::Str(text)))
        .collect();
    let text = tr(key, &marks);
    let parts = pieces(&text).into_iter().map(|p| match p {
        Piece::Text(s) => html! { { s.to_string() } },
        Piece::Arg(i) => args.get(i).map(|(_, h)| h.clone()).unwrap_or_default(),
    });
    html! { <>{ for parts }</> }
}

/// A list item that starts with a term in bold: the term's message, then the text's.
fn term_item(term: &str, text: &str) -> Html {
    html! { <li><strong>{ format!("{} ", t(term)) }</strong>{ t(text) }</li> }
}

/// River Camelot's diagram: three trees planted by each side.
const RIVER_TREES: &[&str] = &["C3,F6,K5", "C10,G11,J14"];

/// What differs from Camelot, variant by variant: the messages' names (docs/RULES.md has
/// the same, with our choices).
fn differences(v: Variant) -> &'static [&'static str] {
    match v {
        Variant::Camelot => &[],
        Variant::Chivalry => &[
            "rules-chivalry-board",
            "rules-chivalry-pieces",
            "rules-chivalry-rules",
        ],
        Variant::Cam => &[
            "rules-cam-board",
            "rules-cam-pieces",
            "rules-cam-castle",
            "rules-cam-capture",
            "rules-cam-no-move",
        ],
        Variant::Camette => &[
            "rules-camette-board",
            "rules-camette-pieces",
            "rules-camette-rules",
        ],
        Variant::AllKnighter => &["rules-all-knighter-pieces"],
        Variant::River => &[
            "rules-river-river",
            "rules-river-start",
            "rules-river-trees",
        ],
        Variant::Anti => &[
            "rules-anti-goals",
            "rules-anti-win",
            "rules-anti-capture",
            "rules-anti-rules",
        ],
    }
}

/// A section per variant of the family: what differs, and its board with its start.
fn variants_section() -> Html {
    let sections = Variant::ALL
        .into_iter()
        .filter(|&v| v != Variant::Camelot)
        .map(|v| {
            let (plays, caption) = match v {
                Variant::River => (RIVER_TREES, t("rules-diagram-river-start")),
                _ => (&[][..], t("rules-diagram-start")),
            };
            html! {
                <section class="variant" id={format!("variant-{}", v.name())} data-testid={format!("rules-{}", v.name())}>
                    <h4>{ crate::app::core_words::variant_title(v) }</h4>
                    <p class="summary">{ t!("rules-variant-summary", variant = crate::app::core_words::variant_title(v), summary = crate::app::core_words::variant_summary(v)) }</p>
                    <div class="rule-with-diagram">
                        <div>
                            <ul>{ for differences(v).iter().map(|key| html! { <li>{ t(key) }</li> }) }</ul>
                            <p><a class="button" href={format!("./?variant={}", v.name())}>{ t!("rules-variant-play", variant = crate::app::core_words::variant_title(v)) }</a></p>
                        </div>
                        <VariantDiagram variant={v} {plays} {caption} />
                    </div>
                </section>
            }
        });
    html! {
        <>
            <h3 id="variants">{ t("rules-variants-heading") }</h3>
            <p>{ t("rules-variants-intro") }</p>
            { for sections }
        </>
    }
}

/// Positions of the diagrams, shared with the unit test.
const CANTER: &str = "2/8/10/mm10/12/12/12/12/7M4/5M6/12/4M7/4M7/10/8/2 w 0 0 1";
const JUMP: &str = "2/8/10/m11/12/12/12/12/12/4m7/12/4mm6/4M5M1/10/8/2 w 0 0 1";
const CHARGE: &str = "2/8/10/m10m/12/12/12/12/12/4m7/12/4M7/4K5M1/10/8/2 w 0 0 1";
const CASTLE: &str = "2/3M4/3M6/12/12/7m4/10m1/12/12/12/12/1M10/12/10/8/2 w 0 0 1";
const START: &str =
    "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1";

/// The rules reference.
#[function_component(RulesPage)]
pub fn rules_page() -> Html {
    // Hidden until its stylesheet is there, so it never shows unstyled.
    let styled = use_page_stylesheet("learn.css");
    let code = |text: &'static str| html! { <code>{ text }</code> };
    html! {
        <div class="app rules-page" data-testid="rules" style={(!styled).then_some("visibility: hidden")}>
            { page_header(Page::Rules, true, Html::default(), Html::default()) }
            <main class="rules-text">
                <h2>{ t("rules-title") }</h2>
                <p>{ marked("rules-intro", &[("course", html! { <a href="#/learn">{ t("rules-intro-course") }</a> })]) }</p>

                <h3 id="board">{ t("rules-board-heading") }</h3>
                <div class="rule-with-diagram">
                    <div>
                        <p>{ t("rules-board-squares") }</p>
                        <p>{ t("rules-board-pieces") }</p>
                    </div>
                    <Diagram position={START} moves={&[][..]} caption={t("rules-diagram-start")} />
                </div>

                <h3 id="moves">{ t("rules-moves-heading") }</h3>
                <ul>
                    { term_item("rules-move-plain-term", "rules-move-plain") }
                    { term_item("rules-move-canter-term", "rules-move-canter") }
                    { term_item("rules-move-jump-term", "rules-move-jump") }
                    { term_item("rules-move-charge-term", "rules-move-charge") }
                </ul>
                <div class="diagrams">
                    <Diagram position={CANTER} moves={&["E4-E6-G8-I8"][..]} caption={t!("rules-diagram-canter", canter = "E4-E6-G8-I8")} />
                    <Diagram position={JUMP} moves={&["E4xE6xE8"][..]} caption={t!("rules-diagram-jumps", jumps = "E4xE6xE8")} />
                    <Diagram position={CHARGE} moves={&["E4-E6xE8"][..]} caption={t!("rules-diagram-charge", charge = "E4-E6xE8")} />
                </div>

                <h3 id="duties">{ t("rules-duties-heading") }</h3>
                <ul>
                    { term_item("rules-duty-capture-term", "rules-duty-capture") }
                    { term_item("rules-duty-knight-term", "rules-duty-knight") }
                </ul>

                <h3 id="castles">{ t("rules-castles-heading") }</h3>
                <ul>
                    { term_item("rules-castle-own-term", "rules-castle-own") }
                    { term_item("rules-castle-leave-term", "rules-castle-leave") }
                    { term_item("rules-castle-enemy-term", "rules-castle-enemy") }
                </ul>
                <div class="diagrams">
                    <Diagram position={CASTLE} moves={&["E14-G16", "F15-F16"][..]}
                             caption={t!("rules-diagram-castle", canter = "E14-G16", step = "F15-F16")} />
                </div>

                <h3 id="end">{ t("rules-end-heading") }</h3>
                <p>{ t("rules-end-intro") }</p>
                <ol>
                    <li>{ t("rules-end-castle") }</li>
                    <li>{ t("rules-end-material") }</li>
                    <li>{ t("rules-end-captured") }</li>
                    <li>{ t("rules-end-no-move") }</li>
                </ol>

                <h3 id="choices">{ t("rules-choices-heading") }</h3>
                <ul>
                    <li>{ t("rules-choice-revisit") }</li>
                    <li>{ t("rules-choice-paths") }</li>
                    <li>{ t("rules-choice-no-move-in-castle") }</li>
                    <li>{ t("rules-choice-knight-duty") }</li>
                    <li>{ t("rules-choice-no-move-draw") }</li>
                    <li>{ t("rules-choice-repetition") }</li>
                </ul>

                <h3 id="notation">{ t("rules-notation-heading") }</h3>
                <p>{ marked("rules-notation-intro", &[("square", code("F7")), ("step", code("-")), ("jump", code("x"))]) }</p>
                <table class="notation">
                    <tbody>
                        <tr><td><code>{ "C8-D9" }</code></td><td>{ t("rules-notation-plain") }</td></tr>
                        <tr><td><code>{ "E6-C8-A8" }</code></td><td>{ t("rules-notation-canter") }</td></tr>
                        <tr><td><code>{ "H4xJ4xL6" }</code></td><td>{ t("rules-notation-jumps") }</td></tr>
                        <tr><td><code>{ "F6-F8-H8xH10xJ12" }</code></td><td>{ t("rules-notation-charge") }</td></tr>
                        <tr><td><code>{ "F16-G16" }</code></td><td>{ t("rules-notation-castle") }</td></tr>
                    </tbody>
                </table>
                <p>{ marked("rules-notation-records", &[("record", code("1. F7-F8 F10-F9 2. E7-E8")), ("tag", code("[White \"Player\"]"))]) }</p>
                { variants_section() }
                <p><a class="button primary" href="#/">{ t("rules-play-game") }</a>{ " " }<a class="button" href="#/learn">{ t("rules-take-course") }</a></p>
            </main>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagrams_are_legal() {
        for (pos, moves) in [
            (START, &[][..]),
            (CANTER, &["E4-E6-G8-I8"][..]),
            (JUMP, &["E4xE6xE8"][..]),
            (CHARGE, &["E4-E6xE8"][..]),
            (CASTLE, &["E14-G16", "F15-F16"][..]),
        ] {
            let p: Position = pos.parse().expect("position");
            for m in moves {
                p.parse_move(m).expect("legal");
            }
        }
    }

    #[test]
    fn every_variant_has_a_section_with_its_start() {
        for v in Variant::ALL.into_iter().filter(|&v| v != Variant::Camelot) {
            let plays = if v == Variant::River {
                RIVER_TREES
            } else {
                &[]
            };
            let pos = played(v, plays).expect("the diagram's moves are legal");
            assert_eq!(pos.variant(), v);
            assert!(!pos.is_placing_trees(), "{v}: ready for the first move");
            assert!(!differences(v).is_empty(), "{v} says what differs");
        }
        let river = played(Variant::River, RIVER_TREES).expect("legal");
        assert_eq!(river.board().trees().len(), 6);
    }

    #[test]
    fn every_difference_is_in_the_catalogue() {
        for v in Variant::ALL {
            for key in differences(v) {
                assert_ne!(t(key), *key, "{v}: {key} is in rules.ftl");
            }
        }
    }

    #[test]
    fn marked_messages_keep_their_pieces_in_the_translation_s_order() {
        let mark = |i: usize| format!("{MARK_START}{i}{MARK_END}");
        let text = format!("Take {} then {}!", mark(1), mark(0));
        assert_eq!(
            pieces(&text),
            [
                Piece::Text("Take "),
                Piece::Arg(1),
                Piece::Text(" then "),
                Piece::Arg(0),
                Piece::Text("!")
            ]
        );
        assert_eq!(pieces(&mark(0)), [Piece::Arg(0)]);
        assert_eq!(pieces("no marks"), [Piece::Text("no marks")]);
        // The English notation paragraph: the three codes where the sentence has them.
        let text = tr(
            "rules-notation-intro",
            &[
                ("square", Arg::Str(&mark(0))),
                ("step", Arg::Str(&mark(1))),
                ("jump", Arg::Str(&mark(2))),
            ],
        );
        let args: Vec<_> = pieces(&text)
            .into_iter()
            .filter(|p| matches!(p, Piece::Arg(_)))
            .collect();
        assert_eq!(args, [Piece::Arg(0), Piece::Arg(1), Piece::Arg(2)]);
        assert_eq!(
            t!("rules-intro", course = "rules course"),
            "These are the World Camelot Federation rules, as this program plays them, in our own words. \
             Prefer to learn by doing? Take the rules course."
        );
    }
}
