//! The rules reference page (`#/rules`): every rule in our own words, the choices we made where
//! the official text is silent, and the notation, with small board diagrams.

use crate::app::header::{Page, page_header};
use crate::app::stylesheet::use_page_stylesheet;
use crate::board::{Board, DrawnPath, Marks, PathStyle, Shape};
use camelot_core::{Move, Position, Variant};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
struct DiagramProps {
    /// Position text.
    position: &'static str,
    /// Moves to draw (WCF notation), legal in the position.
    moves: &'static [&'static str],
    caption: &'static str,
}

/// A small, non-interactive board with moves drawn on it.
#[function_component(Diagram)]
fn diagram(props: &DiagramProps) -> Html {
    match props.position.parse::<Position>() {
        Ok(pos) => figure(&pos, props.moves, props.caption),
        Err(_) => html! { <p class="notice error">{ "This diagram could not be drawn." }</p> },
    }
}

#[derive(Properties, PartialEq)]
struct VariantDiagramProps {
    variant: Variant,
    /// Moves played from the variant's start before it is drawn (River Camelot's trees).
    plays: &'static [&'static str],
    caption: &'static str,
}

/// A variant's board, drawn from its geometry, with its start position (after `plays`).
#[function_component(VariantDiagram)]
fn variant_diagram(props: &VariantDiagramProps) -> Html {
    match played(props.variant, props.plays) {
        Some(pos) => figure(&pos, &[], props.caption),
        None => html! { <p class="notice error">{ "This diagram could not be drawn." }</p> },
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

fn figure(pos: &Position, moves: &[&str], caption: &'static str) -> Html {
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
            <Board {shape} trees={pos.board().trees()} label={format!("{} board", pos.variant().title())}
                   pieces={Rc::new(pieces)} flipped={false} marks={Rc::new(marks)}
                   paths={Rc::new(paths)} last={None} interactive={false}
                   on_square={Callback::noop()} on_hover={Callback::noop()} />
            <figcaption>{ caption }</figcaption>
        </figure>
    }
}

/// River Camelot's diagram: three trees planted by each side.
const RIVER_TREES: &[&str] = &["C3,F6,K5", "C10,G11,J14"];

/// What differs from Camelot, variant by variant (docs/RULES.md has the same, with our
/// choices).
fn differences(v: Variant) -> &'static [&'static str] {
    match v {
        Variant::Camelot => &[],
        Variant::Chivalry => &[
            "The board has 176 squares: files A to N. Ranks 1 and 16 are the castles G and H; ranks 2 and 15 run from D to K, \
             3 and 14 from C to L, 4 and 13 from B to M, and ranks 5 to 12 from A to N.",
            "Each side has 8 knights and 12 men, on ranks 6 and 7 for White and 10 and 11 for Black.",
            "Every rule is Camelot's.",
        ],
        Variant::Cam => &[
            "The board has 67 squares, files A to G and ranks 1 to 13; each castle is one square, D1 and D13.",
            "Each side has 2 knights and 5 men.",
            "One piece in the opponent's castle wins at once; there are no castle moves.",
            "Capturing every enemy piece wins, however few pieces are left; one piece against one plays on.",
            "A player who has no legal move loses.",
        ],
        Variant::Camette => &[
            "The smallest board: 23 squares, files A to E and ranks 1 to 7; the castles are C1 and C7.",
            "Each side has 1 knight and 3 men.",
            "The rules are Cam's: one piece in the opponent's castle wins, no castle moves, capturing every enemy piece \
             wins, no draw by material, and a player with no legal move loses.",
        ],
        Variant::AllKnighter => &[
            "Camelot with every piece a knight: all 14 pieces of each side may charge, and every one has the knight's duty.",
        ],
        Variant::River => &[
            "A river of 28 squares crosses Camelot's board. No piece may enter a river square or leap over one; \
             its two bridges, D7–D8 and I9–I10 (two squares each), are ordinary squares.",
            "The pieces start two ranks nearer their own castle.",
            "Before the first move each player plants three trees on tree squares of his own side, White first, as one \
             move each (written C3,F6,K5). A tree blocks like the river: nothing lands on it or leaps over it.",
        ],
        Variant::Anti => &[
            "Camelot's board, pieces and moves, with the goals reversed.",
            "A player wins when he has no legal move on his turn, or when his opponent puts a piece into his castle.",
            "Capturing is still compulsory, so a forced jump may carry a piece into the opponent's castle, and lose.",
            "There are no castle moves, no draw by material, and capturing every enemy piece does not win.",
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
                Variant::River => (RIVER_TREES, "The start, after each side planted three trees."),
                _ => (&[][..], "The starting position."),
            };
            html! {
                <section class="variant" id={format!("variant-{}", v.name())} data-testid={format!("rules-{}", v.name())}>
                    <h4>{ v.title() }</h4>
                    <p class="summary">{ format!("{}: {}.", v.title(), v.summary()) }</p>
                    <div class="rule-with-diagram">
                        <div>
                            <ul>{ for differences(v).iter().map(|t| html! { <li>{ *t }</li> }) }</ul>
                            <p><a class="button" href={format!("./?variant={}", v.name())}>{ format!("Play {}", v.title()) }</a></p>
                        </div>
                        <VariantDiagram variant={v} {plays} {caption} />
                    </div>
                </section>
            }
        });
    html! {
        <>
            <h3 id="variants">{ "The Camelot family" }</h3>
            <p>{ "The same moves on other boards, or with other goals. Everything not listed for a game is as in Camelot. \
                  Start one from New game on the game page." }</p>
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
    html! {
        <div class="app rules-page" data-testid="rules" style={(!styled).then_some("visibility: hidden")}>
            { page_header(Page::Rules, true, Html::default(), Html::default()) }
            <main class="rules-text">
                <h2>{ "The rules of Camelot" }</h2>
                <p>{ "These are the World Camelot Federation rules, as this program plays them, in our own words. \
                      Prefer to learn by doing? Take the " }<a href="#/learn">{ "rules course" }</a>{ "." }</p>

                <h3 id="board">{ "Board and pieces" }</h3>
                <div class="rule-with-diagram">
                    <div>
                        <p>{ "The board has 160 squares: files A to L, ranks 1 to 16. Ranks 1 and 16 have only the two \
                              squares F and G: these are the castles. Ranks 2 and 15 run from C to J, ranks 3 and 14 from B to K, \
                              and ranks 4 to 13 from A to L." }</p>
                        <p>{ "White's castle is F1 and G1, Black's is F16 and G16. Each player starts with four knights and ten men \
                              in the middle of the board. White moves first; the players then take turns, one move each." }</p>
                    </div>
                    <Diagram position={START} moves={&[][..]} caption="The starting position." />
                </div>

                <h3 id="moves">{ "The four kinds of move" }</h3>
                <ul>
                    <li><strong>{ "Plain move. " }</strong>{ "One step to a neighbouring empty square, in any of the eight directions." }</li>
                    <li><strong>{ "Canter. " }</strong>{ "A leap over one of your own pieces next to yours, in a straight line, to the empty square \
                        beyond. Canters may be chained and may turn between leaps; the piece may stop after any leap. Nobody is ever obliged to canter. \
                        The pieces leapt over stay." }</li>
                    <li><strong>{ "Jump. " }</strong>{ "A leap over an enemy piece next to yours to the empty square beyond. The enemy piece is captured \
                        and removed at once. Having jumped, the piece must keep jumping while it can, in any direction; when several chains are possible, \
                        any of them may be chosen, not necessarily the longest." }</li>
                    <li><strong>{ "Knight's charge. " }</strong>{ "Knights only: one or more canters followed by one or more jumps, in that order, in one move." }</li>
                </ul>
                <div class="diagrams">
                    <Diagram position={CANTER} moves={&["E4-E6-G8-I8"][..]} caption="A chained, turning canter: E4-E6-G8-I8." />
                    <Diagram position={JUMP} moves={&["E4xE6xE8"][..]} caption="A chain of two jumps: E4xE6xE8." />
                    <Diagram position={CHARGE} moves={&["E4-E6xE8"][..]} caption="A knight's charge: E4-E6xE8." />
                </div>

                <h3 id="duties">{ "Duties" }</h3>
                <ul>
                    <li><strong>{ "Capturing is compulsory. " }</strong>{ "If any of your pieces can jump, your move must capture: a jump chain by any \
                        piece, or a knight's charge by any knight (which may capture a different piece)." }</li>
                    <li><strong>{ "The knight's duty. " }</strong>{ "A knight whose canter lands on a square from which it could jump must capture \
                        in the same move, from there or by cantering on and capturing later. This holds even if no capture was possible at the start \
                        of the turn. Men have no such duty." }</li>
                </ul>

                <h3 id="castles">{ "Castles" }</h3>
                <ul>
                    <li><strong>{ "Your own castle. " }</strong>{ "No plain move or canter may enter it; only a jump (or the jumps of a charge) may \
                        land there, and the piece must jump on out of it if it can." }</li>
                    <li><strong>{ "Leaving it. " }</strong>{ "A piece that ended its move in its own castle must leave on its owner's next turn, and \
                        that move must be made by that piece, whatever captures are possible elsewhere. If it can jump out, it must; otherwise it \
                        steps or canters out." }</li>
                    <li><strong>{ "The opponent's castle. " }</strong>{ "A piece that enters it never leaves. Any move ends as soon as the piece lands \
                        in it. Inside, its only move is the castle move, a step to the other castle square; each player may make at most two castle \
                        moves per game, and not while a capture is compulsory." }</li>
                </ul>
                <div class="diagrams">
                    <Diagram position={CASTLE} moves={&["E14-G16", "F15-F16"][..]} caption="Two ways into Black's castle: E14-G16 (a canter that ends there) and F15-F16." />
                </div>

                <h3 id="end">{ "End of the game" }</h3>
                <p>{ "Checked after every move:" }</p>
                <ol>
                    <li>{ "A player with two pieces in the opponent's castle wins." }</li>
                    <li>{ "If both players have at most one piece, the game is drawn." }</li>
                    <li>{ "A player who has captured all enemy pieces and kept at least two wins." }</li>
                    <li>{ "A player to move who has no legal move loses, if the opponent has two or more pieces." }</li>
                </ol>

                <h3 id="choices">{ "Where the official text is silent: our choices" }</h3>
                <ul>
                    <li>{ "A canter may not land on a square it already visited in the same move, the starting square included. \
                           (A jump chain may, because the pieces it captured are gone.)" }</li>
                    <li>{ "A move is its whole path: two paths to the same square are two different moves." }</li>
                    <li>{ "If the piece that must leave its own castle has no legal move, its player has no legal move, and rule 4 above applies." }</li>
                    <li>{ "A knight's duty is met by any capture later in the same move, even of the same enemy piece from another square." }</li>
                    <li>{ "A player with no legal move whose opponent has fewer than two pieces: the game is drawn." }</li>
                    <li>{ "House rule, on by default: the third occurrence of the same position, with the same player to move and the same castle \
                           moves used, is a draw. The official rules have no such rule." }</li>
                </ul>

                <h3 id="notation">{ "Notation" }</h3>
                <p>{ "Squares are written like " }<code>{ "F7" }</code>{ ". A move lists its starting square and every landing square, with " }
                   <code>{ "-" }</code>{ " before a step or canter landing and " }<code>{ "x" }</code>{ " before a jump landing:" }</p>
                <table class="notation">
                    <tbody>
                        <tr><td><code>{ "C8-D9" }</code></td><td>{ "a plain move" }</td></tr>
                        <tr><td><code>{ "E6-C8-A8" }</code></td><td>{ "a canter of two leaps" }</td></tr>
                        <tr><td><code>{ "H4xJ4xL6" }</code></td><td>{ "two jumps, capturing two pieces" }</td></tr>
                        <tr><td><code>{ "F6-F8-H8xH10xJ12" }</code></td><td>{ "a knight's charge: two canters, then two jumps" }</td></tr>
                        <tr><td><code>{ "F16-G16" }</code></td><td>{ "a castle move" }</td></tr>
                    </tbody>
                </table>
                <p>{ "Game records list numbered moves, like " }<code>{ "1. F7-F8 F10-F9 2. E7-E8" }</code>{ ", after tag lines such as " }
                   <code>{ "[White \"Player\"]" }</code>{ "." }</p>
                { variants_section() }
                <p><a class="button primary" href="#/">{ "Play a game" }</a>{ " " }<a class="button" href="#/learn">{ "Take the course" }</a></p>
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
}
