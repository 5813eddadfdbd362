//! The move entry's words for people: why a click selects nothing, the duty of the side to
//! move, the next step of a move being entered, and the trees being planted. Each message
//! comes from the catalogue (`board-…` in `board.ftl`). Those that name the gesture ("click",
//! "tap") take the [`Pointer`]; the forms without one say "click", for pages that turn them to
//! a finger's words with [`Pointer::say`].

use super::planting::{Planting, Refusal};
use super::{Duty, DutyKind, Entry, Pointer, Why};
use crate::app::words::{capitalise, choose, choose_cap, color_key, or_list, side, squares_and};
use crate::entry::builder::NextLeg;
use crate::t;
use camelot_core::{Move, Position, Role, Square};

/// Whether `pointer` is a finger (its words say "tap").
fn touch(pointer: Pointer) -> bool {
    pointer == Pointer::Touch
}

/// Why the piece on `from` cannot go along `path` (the landings tried), with the duty that
/// limits it: "F7 cannot go to F10. The dots show where it can go. A capture is compulsory."
/// `stop`: the player tried to end the move on its last landing, where it must go on.
pub fn miss(pos: &Position, from: Square, path: &[Square], stop: bool) -> String {
    let Some(&to) = path.last() else {
        return t!("board-miss-nowhere", from = from.to_string());
    };
    if stop {
        return t!("board-miss-stop", to = to.to_string());
    }
    let duty = if pos.must_leave_castle().is_some() {
        "leave"
    } else if pos.capture_required() {
        "capture"
    } else {
        "none"
    };
    match path.len() {
        1 => t!(
            "board-miss-to",
            from = from.to_string(),
            to = to.to_string(),
            duty = duty
        ),
        n => t!(
            "board-miss-on",
            at = path[n - 2].to_string(),
            to = to.to_string(),
            duty = duty
        ),
    }
}

/// "man on E4", "man on E4 or knight on J6", "man on E4, man on K4 or knight on J6".
pub fn pieces(named: &[(Role, Square)]) -> String {
    or_list(
        &named
            .iter()
            .map(|(role, sq)| {
                t!(
                    "board-piece-on",
                    role = role.name(),
                    square = sq.to_string()
                )
            })
            .collect::<Vec<_>>(),
    )
}

/// Why a click selected nothing (in a mouse's words: see [`why_by`]).
pub fn why(why: &Why) -> String {
    why_by(why, Pointer::Mouse)
}

/// Why a click or a tap (`pointer`) selected nothing.
pub fn why_by(why: &Why, pointer: Pointer) -> String {
    match why {
        Why::GameOver(o) => t!(
            "board-why-game-over",
            outcome = capitalise(&crate::app::core_words::outcome(o))
        ),
        Why::Empty(sq) => t!("board-why-empty", square = sq.to_string()),
        Why::Tree(sq) => t!("board-why-tree", square = sq.to_string()),
        Why::River(sq) => t!("board-why-river", square = sq.to_string()),
        Why::Enemy { owner, turn } => t!(
            "board-why-enemy",
            owner = side(*owner),
            owner_color = color_key(*owner),
            turn = side(*turn),
            turn_color = color_key(*turn),
            click = choose(touch(pointer))
        ),
        Why::MustLeave { piece, leaver } => t!(
            "board-why-must-leave",
            piece = pieces(&[*piece]),
            leaver = pieces(&[*leaver])
        ),
        Why::MustCapture { piece, capturers } => t!(
            "board-why-must-capture",
            piece = pieces(&[*piece]),
            capturers = pieces(capturers)
        ),
        Why::NoMove(piece) => t!("board-why-no-move", piece = pieces(&[*piece])),
        Why::Plant(r) => refusal(*r),
    }
}

/// The duty of the side to move, as a sentence.
pub fn duty(d: &Duty) -> String {
    match &d.kind {
        DutyKind::Leave(piece) => t!("board-duty-leave", piece = pieces(&[*piece])),
        DutyKind::Capture(capturers) => {
            t!("board-duty-capture", pieces = pieces(capturers))
        }
    }
}

/// What to say about the move being entered: the second tap it waits for, the choice it
/// offers, the next step of a multi-leg move, or the trees being planted. In the words of the
/// entry's pointer.
pub fn status(e: &Entry, pos: &Position, legal: &[Move]) -> Option<String> {
    let touch = touch(e.pointer);
    if let Some(m) = &e.pending {
        return Some(t!(
            "board-status-confirm",
            click_cap = choose_cap(touch),
            click = choose(touch),
            square = m.to().to_string(),
            move = m.to_string()
        ));
    }
    if let Some(c) = &e.choice {
        let to = c.options.first().map(Move::to)?;
        return Some(t!("board-status-choose", square = to.to_string()));
    }
    if pos.is_placing_trees() && pos.outcome().is_none() {
        return Some(planting_by(&e.planting, pos, e.pointer));
    }
    let b = e.builder.as_ref().filter(|b| !b.prefix.is_empty())?;
    let at = b.at().to_string();
    if b.complete(legal).is_some() {
        return Some(t!(
            "board-status-canter-or-stop",
            click = choose(touch),
            at = at
        ));
    }
    let jumped = !b.captured_so_far(legal).is_empty();
    Some(match b.next_leg(legal) {
        Some(NextLeg::Jump) if jumped => {
            t!("board-status-keep-jumping", click_cap = choose_cap(touch))
        }
        Some(NextLeg::Canter) => t!(
            "board-status-keep-cantering",
            at = at,
            click_cap = choose_cap(touch)
        ),
        // Still cantering, and a jump is among the next legs: only a knight gets here.
        Some(_) => t!("board-status-knight-duty", at = at),
        None => t!("board-status-stuck", at = at),
    })
}

/// How many trees are left to choose, or what confirming plants (in a mouse's words: see
/// [`planting_by`]).
pub fn planting(p: &Planting, pos: &Position) -> String {
    planting_by(p, pos, Pointer::Mouse)
}

/// How many trees are left to choose, or what confirming plants, for `pointer`.
pub fn planting_by(p: &Planting, pos: &Position, pointer: Pointer) -> String {
    let turn = pos.turn();
    let wanted = Planting::wanted(pos);
    let click = choose(touch(pointer));
    match p.complete(pos) {
        Some(_) => t!(
            "board-plant-ready",
            side = side(turn),
            color = color_key(turn),
            squares = squares_and(&p.chosen),
            click = click
        ),
        None => {
            let left = wanted - p.chosen.len().min(wanted);
            t!(
                "board-plant-progress",
                side = side(turn),
                color = color_key(turn),
                wanted = wanted,
                wanted_word = number(wanted),
                left = left,
                left_word = number(left),
                chosen = p.chosen.len(),
                click = click
            )
        }
    }
}

/// Why a square takes no tree.
pub fn refusal(r: Refusal) -> String {
    match r {
        Refusal::NotYours {
            square,
            turn,
            other,
            river,
        } => {
            let place = if other {
                "other"
            } else if river {
                "river"
            } else {
                "none"
            };
            t!(
                "board-plant-not-yours",
                square = square.to_string(),
                side = side(turn),
                color = color_key(turn),
                other = side(!turn),
                where = place
            )
        }
        Refusal::Taken(sq) => t!("board-plant-taken", square = sq.to_string()),
        Refusal::AllChosen(n) => t!("board-plant-all-chosen", n = n),
    }
}

/// "three", for the small counts of trees.
fn number(n: usize) -> String {
    t!("board-number-word", n = n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::entry::Builder;
    use camelot_core::{Color, Variant};

    fn sq(s: &str) -> Square {
        Square::parse_any(s).expect("square")
    }

    #[test]
    fn a_finger_is_told_to_tap_in_the_catalogue_s_words() {
        let enemy = Why::Enemy {
            owner: Color::Black,
            turn: Color::White,
        };
        assert_eq!(
            why(&enemy),
            "That is Black's piece. You play White: click one of your own pieces."
        );
        assert_eq!(
            why_by(&enemy, Pointer::Touch),
            "That is Black's piece. You play White: tap one of your own pieces."
        );
        // White men E4, E5, E7: E4-E6 may end there or canter on.
        let p: Position = "2/8/10/m11/12/12/12/12/12/4M7/12/4M7/4M7/10/8/2 w 0 0 1"
            .parse()
            .expect("position");
        let legal = p.legal_moves();
        let e = Entry {
            builder: Some(Builder {
                from: sq("E4"),
                prefix: vec![sq("E6")],
            }),
            pointer: Pointer::Touch,
            ..Entry::default()
        };
        assert_eq!(
            status(&e, &p, &legal).as_deref(),
            Some(
                "Keep cantering or end the move here: tap a ring to leap on, or tap E6 again to stop."
            )
        );
        let pending = Entry {
            pending: p.parse_move("E4-E6-E8").ok(),
            ..Entry::default()
        };
        assert_eq!(
            status(&pending, &p, &legal).as_deref(),
            Some("Click E8 again to play E4-E6-E8, or click another square.")
        );
    }

    #[test]
    fn trees_are_counted_in_words() {
        let pos = Position::start_of(Variant::River);
        let none = Planting::default();
        assert_eq!(
            planting_by(&none, &pos, Pointer::Touch),
            "White plants three trees before the first move: tap three of the dotted squares on White's side (0 of 3 chosen)."
        );
        let two = Planting {
            chosen: vec![sq("C2"), sq("D2")],
        };
        assert!(planting(&two, &pos).contains(": click one of the dotted squares"));
        assert_eq!(number(2), "two");
        assert_eq!(number(12), "12");
        assert_eq!(
            refusal(Refusal::AllChosen(3)),
            "Three trees are chosen already: plant them, or choose one again to take it back."
        );
        assert_eq!(
            refusal(Refusal::Taken(sq("C2"))),
            "C2 is taken: trees go on empty tree squares."
        );
    }

    #[test]
    fn misses_name_the_duty_and_pieces_are_listed() {
        // White men E4, K4; black men E5, E7, F5: a capture is compulsory.
        let p: Position = "2/8/10/m11/12/12/12/12/12/4m7/12/4mm6/4M5M1/10/8/2 w 0 0 1"
            .parse()
            .expect("position");
        assert_eq!(
            miss(&p, sq("E4"), &[sq("F4")], false),
            "E4 cannot go to F4. The dots show where it can go. A capture is compulsory."
        );
        assert_eq!(
            miss(&p, sq("E4"), &[sq("E6"), sq("E9")], false),
            "E6 cannot go on to E9. The rings and dots show where the next leg can land. A capture is compulsory."
        );
        assert_eq!(miss(&p, sq("E4"), &[], false), "E4 cannot move like that.");
        assert_eq!(
            miss(&Position::start(), sq("F7"), &[sq("F10")], false),
            "F7 cannot go to F10. The dots show where it can go."
        );
        assert_eq!(
            pieces(&[
                (Role::Man, sq("E4")),
                (Role::Man, sq("K4")),
                (Role::Knight, sq("J6"))
            ]),
            "man on E4, man on K4 or knight on J6"
        );
    }
}
