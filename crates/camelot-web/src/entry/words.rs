//! The move entry's words for people: why a click selects nothing, the duty of the side to
//! move, the next step of a move being entered, and the trees being planted. Written for a
//! mouse ("click"); [`super::Pointer::say`] turns them to a finger's words.

use super::planting::{Planting, Refusal};
use super::{Duty, DutyKind, Entry, Pointer, Why};
use crate::app::words::{capitalise, or_list, squares_and};
use crate::entry::builder::NextLeg;
use camelot_core::{Move, Position, Role, Square};

/// Why the piece on `from` cannot go along `path` (the landings tried), with the duty that
/// limits it: "F7 cannot go to F10. The dots show where it can go. A capture is compulsory."
/// `stop`: the player tried to end the move on its last landing, where it must go on.
pub fn miss(pos: &Position, from: Square, path: &[Square], stop: bool) -> String {
    let Some(&to) = path.last() else {
        return format!("{from} cannot move like that.");
    };
    if stop {
        return format!(
            "The move cannot end on {to}: it must go on. The rings and dots show where."
        );
    }
    let duty = if pos.must_leave_castle().is_some() {
        " It must leave its castle this turn."
    } else if pos.capture_required() {
        " A capture is compulsory."
    } else {
        ""
    };
    match path.len() {
        1 => format!("{from} cannot go to {to}. The dots show where it can go.{duty}"),
        n => format!(
            "{} cannot go on to {to}. The rings and dots show where the next leg can land.{duty}",
            path[n - 2]
        ),
    }
}

/// "man on E4", "man on E4 or knight on J6", "man on E4, man on K4 or knight on J6".
pub fn pieces(named: &[(Role, Square)]) -> String {
    or_list(
        &named
            .iter()
            .map(|(role, sq)| format!("{} on {sq}", role.name()))
            .collect::<Vec<_>>(),
    )
}

/// Why a click selected nothing.
pub fn why(why: &Why) -> String {
    match why {
        Why::GameOver(o) => format!("The game is over: {}.", capitalise(&o.to_string())),
        Why::Empty(sq) => {
            format!("{sq} is empty. Select one of your pieces first, then where it should go.")
        }
        Why::Tree(sq) => format!("A tree stands on {sq}: no piece may land on it or leap over it."),
        Why::River(sq) => {
            format!("{sq} is in the river: no piece may enter it or leap over it.")
        }
        Why::Enemy { owner, turn } => {
            format!("That is {owner}'s piece. You play {turn}: click one of your own pieces.")
        }
        Why::MustLeave { piece, leaver } => format!(
            "Your {} cannot move now: your {} stands in its own castle and must leave it first.",
            pieces(&[*piece]),
            pieces(&[*leaver])
        ),
        Why::MustCapture { piece, capturers } => format!(
            "Your {} cannot move now: a capture is compulsory, and only your {} can capture.",
            pieces(&[*piece]),
            pieces(capturers)
        ),
        Why::NoMove(piece) => format!("Your {} has no legal move.", pieces(&[*piece])),
        Why::Plant(r) => refusal(*r),
    }
}

/// The duty of the side to move, as a sentence.
pub fn duty(d: &Duty) -> String {
    match &d.kind {
        DutyKind::Leave(piece) => format!(
            "Your {} stands in its own castle: it must leave this turn.",
            pieces(&[*piece])
        ),
        DutyKind::Capture(capturers) => format!(
            "A capture is compulsory: capture with your {}.",
            pieces(capturers)
        ),
    }
}

/// What to say about the move being entered: the second tap it waits for, the choice it
/// offers, the next step of a multi-leg move, or the trees being planted.
pub fn status(e: &Entry, pos: &Position, legal: &[Move]) -> Option<String> {
    if let Some(m) = &e.pending {
        let (press, tap) = match e.pointer {
            Pointer::Touch => ("Tap", "tap"),
            _ => ("Click", "click"),
        };
        return Some(format!(
            "{press} {} again to play {m}, or {tap} another square.",
            m.to()
        ));
    }
    if let Some(c) = &e.choice {
        let to = c.options.first().map(Move::to)?;
        return Some(format!(
            "Choose how to go to {to}: the moves below take different pieces."
        ));
    }
    if pos.is_placing_trees() && pos.outcome().is_none() {
        return Some(planting(&e.planting, pos));
    }
    let b = e.builder.as_ref().filter(|b| !b.prefix.is_empty())?;
    let at = b.at();
    if b.complete(legal).is_some() {
        return Some(format!(
            "Keep cantering or end the move here: click a ring to leap on, or click {at} again to stop."
        ));
    }
    let jumped = !b.captured_so_far(legal).is_empty();
    Some(match b.next_leg(legal) {
        Some(NextLeg::Jump) if jumped => {
            "Keep jumping: the capture must go on. Click the next ring or dot.".to_string()
        }
        Some(NextLeg::Canter) => {
            format!("Keep cantering: the move cannot end on {at}. Click the next ring or dot.")
        }
        // Still cantering, and a jump is among the next legs: only a knight gets here.
        Some(_) => format!(
            "Keep going: from {at} this knight can jump, so it must capture in this move (the knight's duty)."
        ),
        None => format!("The move cannot go on from {at}."),
    })
}

/// How many trees are left to choose, or what confirming plants.
pub fn planting(p: &Planting, pos: &Position) -> String {
    let turn = pos.turn();
    let wanted = Planting::wanted(pos);
    match p.complete(pos) {
        Some(_) => format!(
            "Plant {turn}'s trees on {}, or click one of them to choose again.",
            squares_and(&p.chosen)
        ),
        None => format!(
            "{turn} plants {} trees before the first move: click {} of the dotted squares on {turn}'s side ({} of {wanted} chosen).",
            number(wanted),
            number(wanted - p.chosen.len().min(wanted)),
            p.chosen.len()
        ),
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
            let whose = if other {
                format!(" ({} plants there)", !turn)
            } else if river {
                " (it is in the river)".to_string()
            } else {
                String::new()
            };
            format!(
                "{square} is not one of {turn}'s tree squares{whose}: the dots show where {turn} may plant."
            )
        }
        Refusal::Taken(sq) => format!("{sq} is taken: trees go on empty tree squares."),
        Refusal::AllChosen(n) => format!(
            "{} trees are chosen already: plant them, or choose one again to take it back.",
            capitalise(&number(n))
        ),
    }
}

/// "three", for the small counts of trees.
fn number(n: usize) -> String {
    match n {
        1 => "one".into(),
        2 => "two".into(),
        3 => "three".into(),
        n => n.to_string(),
    }
}
