//! Move entry for the course's boards and the embed: what a click or a tap on a square does,
//! what the board marks and draws meanwhile, and what to tell the player, over the shared
//! [`Builder`] and [`Chooser`](crate::chooser::Chooser).
//!
//! On top of the builder it adds what a player needs explained: why a click on an enemy piece
//! or an empty square does nothing, which pieces must capture, which step of a multi-leg move
//! comes next, the choice between moves that end alike but capture differently, and, on touch
//! screens (where nothing hovers), a first tap that previews a multi-leg move and a second one
//! that plays it. It lives with the course because the course uses most of it; the embed
//! shares it so both say the same things.

use crate::board::{DrawnPath, PathStyle};
use crate::builder::{Builder, NextLeg, Step};
use crate::classes::Marks;
use camelot_core::{Move, Position, Square};
use std::rc::Rc;

/// How the player points at the board: it decides the wording ("Click" or "Tap") and whether
/// a multi-leg move waits for a confirming tap.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Pointer {
    /// A mouse, a pen or a keyboard: the path under the pointer or focus is drawn before a
    /// click.
    #[default]
    Mouse,
    /// A finger on a touch screen: nothing hovers, so nothing is drawn before the tap.
    Touch,
}

impl Pointer {
    /// `text` in the words of this pointer: "click" becomes "tap" on touch screens (every form
    /// of the word, keeping its capital), whole words only. The texts are English: words are
    /// runs of ASCII letters.
    pub fn say(self, text: &str) -> String {
        if self == Pointer::Mouse {
            return text.to_string();
        }
        let mut out = String::with_capacity(text.len());
        let mut word = String::new();
        let flush = |word: &mut String, out: &mut String| {
            out.push_str(&tap_word(word).unwrap_or_else(|| word.clone()));
            word.clear();
        };
        for c in text.chars() {
            if c.is_ascii_alphabetic() {
                word.push(c);
            } else {
                flush(&mut word, &mut out);
                out.push(c);
            }
        }
        flush(&mut word, &mut out);
        out
    }
}

fn tap_word(word: &str) -> Option<String> {
    let (first, rest) = word.split_at(word.chars().next()?.len_utf8());
    let rest = match rest {
        "lick" => "ap",
        "licks" => "aps",
        "licked" => "apped",
        "licking" => "apping",
        _ => return None,
    };
    match first {
        "c" => Some(format!("t{rest}")),
        "C" => Some(format!("T{rest}")),
        _ => None,
    }
}

/// How a page should point at first: a touch screen when the primary pointer is coarse.
/// After that, the page follows the last press on its board (a tap or a click).
pub fn coarse_pointer() -> Pointer {
    let coarse = gloo_utils::window()
        .match_media("(pointer: coarse)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches());
    if coarse {
        Pointer::Touch
    } else {
        Pointer::Mouse
    }
}

/// "1 piece", "2 pieces": a count with its noun in the right number.
pub fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// "man on E4", "man on E4 or knight on J6", "man on E4, man on K4 or knight on J6".
pub fn pieces_text(pos: &Position, squares: &[Square]) -> String {
    let names: Vec<String> = squares
        .iter()
        .map(|&s| match pos.piece_at(s) {
            Some(p) => format!("{} on {s}", p.role.name()),
            None => s.to_string(),
        })
        .collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// The squares of the pieces that can capture, when a capture is compulsory (and no piece
/// must leave its castle first), in square order.
pub fn capturers(pos: &Position, legal: &[Move]) -> Vec<Square> {
    if !pos.capture_required() || pos.must_leave_castle().is_some() {
        return Vec::new();
    }
    let mut v: Vec<Square> = legal
        .iter()
        .filter(|m| m.is_capture())
        .map(Move::from)
        .collect();
    v.sort();
    v.dedup();
    v
}

/// A duty of the side to move, to state before the player tries anything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Duty {
    /// What to say.
    pub text: String,
    /// The pieces the duty leaves free to move (marked on the board).
    pub squares: Vec<Square>,
}

/// The duty of the side to move: a piece that must leave its own castle, or a compulsory
/// capture naming the pieces that can capture.
pub fn duty(pos: &Position, legal: &[Move]) -> Option<Duty> {
    if pos.outcome().is_some() {
        return None;
    }
    if let Some(sq) = pos.must_leave_castle() {
        return Some(Duty {
            text: format!(
                "Your {} stands in its own castle: it must leave this turn.",
                pieces_text(pos, &[sq])
            ),
            squares: vec![sq],
        });
    }
    let squares = capturers(pos, legal);
    (!squares.is_empty()).then(|| Duty {
        text: format!(
            "A capture is compulsory: capture with your {}.",
            pieces_text(pos, &squares)
        ),
        squares,
    })
}

/// Moves ending on one square that capture differently, offered to choose from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// One move per resulting position.
    pub options: Rc<Vec<Move>>,
    /// The option drawn on the board (under the pointer or focus).
    pub shown: Option<usize>,
}

/// What a click or tap leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing to play: the selection, the path, the choice or the preview changed.
    Nothing,
    /// Play this move.
    Play(Move),
    /// No legal move goes this way: the piece on `from` along `path` (the caller explains it,
    /// the course by the rule it breaks, the embed in a line).
    Miss {
        /// The moving piece's square.
        from: Square,
        /// The landings tried.
        path: Vec<Square>,
    },
    /// Tell the player this (why the click selects nothing).
    Say(String),
}

/// The move being entered on a board.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Entry {
    /// The selected piece and the legs entered so far.
    pub builder: Option<Builder>,
    /// The square under the pointer or focus.
    pub hover: Option<Square>,
    /// The choice offered when a click could not decide between moves.
    pub choice: Option<Choice>,
    /// On touch: the move a first tap previewed; a second tap on its square plays it.
    pub pending: Option<Move>,
}

impl Entry {
    /// A click (`touch` false: mouse, pen or keyboard) or tap (`touch` true) on `sq` in `pos`,
    /// whose legal moves are `legal`.
    pub fn press(&mut self, pos: &Position, legal: &[Move], sq: Square, touch: bool) -> Outcome {
        self.choice = None;
        let pending = self.pending.take();
        if let Some(o) = pos.outcome() {
            self.builder = None;
            return Outcome::Say(format!("The game is over: {o}."));
        }
        let own = pos.piece_at(sq).is_some_and(|p| p.color == pos.turn());
        let Some(b) = self.builder.clone() else {
            return self.select(pos, legal, sq);
        };
        if b.prefix.is_empty() && sq == b.from {
            self.builder = None;
            return Outcome::Nothing;
        }
        match b.click(legal, sq) {
            Step::Play(m) => {
                if touch && pending != Some(m) && needs_confirmation(&b, legal, &m) {
                    self.pending = Some(m);
                    Outcome::Nothing
                } else {
                    self.builder = None;
                    Outcome::Play(m)
                }
            }
            Step::Extend(next) => {
                self.builder = Some(next);
                Outcome::Nothing
            }
            Step::Choose(options) => {
                self.choice = Some(Choice {
                    options: Rc::new(options),
                    shown: None,
                });
                Outcome::Nothing
            }
            // Another of the player's pieces: pick it up, or say why not.
            Step::None if b.prefix.is_empty() && own => self.select(pos, legal, sq),
            Step::None if b.prefix.last() == Some(&sq) => Outcome::Miss {
                from: b.from,
                path: b.prefix,
            },
            Step::None => {
                let mut path = b.prefix;
                path.push(sq);
                Outcome::Miss { from: b.from, path }
            }
        }
    }

    /// Selects the piece on `sq`, or says why it cannot be selected.
    fn select(&mut self, pos: &Position, legal: &[Move], sq: Square) -> Outcome {
        self.builder = None;
        let turn = pos.turn();
        let Some(piece) = pos.piece_at(sq) else {
            return Outcome::Say(format!(
                "{sq} is empty. Select one of your pieces first, then where it should go."
            ));
        };
        if piece.color != turn {
            return Outcome::Say(format!(
                "That is {}'s piece. {turn} is to move: select one of your pieces.",
                !turn
            ));
        }
        if legal.iter().any(|m| m.from() == sq) {
            self.builder = Some(Builder::new(sq));
            return Outcome::Nothing;
        }
        let this = pieces_text(pos, &[sq]);
        Outcome::Say(if let Some(leaver) = pos.must_leave_castle() {
            format!(
                "Your {this} cannot move now: your {} stands in its own castle and must leave it first.",
                pieces_text(pos, &[leaver])
            )
        } else if pos.capture_required() {
            format!(
                "Your {this} cannot move now: a capture is compulsory, and only your {} can capture.",
                pieces_text(pos, &capturers(pos, legal))
            )
        } else {
            format!("Your {this} has no legal move.")
        })
    }

    /// Plays option `i` of the choice.
    pub fn pick(&mut self, i: usize) -> Outcome {
        match self.choice.take().and_then(|c| c.options.get(i).copied()) {
            Some(m) => {
                self.builder = None;
                self.pending = None;
                Outcome::Play(m)
            }
            None => Outcome::Nothing,
        }
    }

    /// Draws option `i` of the choice on the board (`None`: none).
    pub fn show(&mut self, i: Option<usize>) {
        if let Some(c) = self.choice.as_mut() {
            c.shown = i;
        }
    }

    /// Plays the move a first tap previewed.
    pub fn confirm(&mut self) -> Outcome {
        match self.pending.take() {
            Some(m) => {
                self.builder = None;
                Outcome::Play(m)
            }
            None => Outcome::Nothing,
        }
    }

    /// Puts the choice or the previewed move aside, keeping the piece selected; with neither,
    /// drops the move being entered.
    pub fn back(&mut self) {
        if self.choice.take().is_none() && self.pending.take().is_none() {
            self.builder = None;
        }
    }

    /// The move drawn as the one a click or tap would play (or the leg it would add): the
    /// previewed move waiting for its second tap, the option shown in the choice, or what a
    /// click on the square under the pointer does.
    pub fn preview(&self, legal: &[Move]) -> Option<DrawnPath> {
        if let Some(m) = &self.pending {
            return Some(DrawnPath::of(m, PathStyle::Preview));
        }
        if let Some(c) = &self.choice {
            return c
                .shown
                .and_then(|i| c.options.get(i))
                .map(|m| DrawnPath::of(m, PathStyle::Preview));
        }
        self.builder.as_ref()?.preview(legal, self.hover?)
    }

    /// Adds the selection, the squares it can reach and the captures of the drawn move to `m`.
    pub fn mark(&self, legal: &[Move], m: &mut Marks) {
        let Some(b) = &self.builder else { return };
        m.selected = Some(b.from);
        m.dests = b.destinations(legal);
        if !b.prefix.is_empty() {
            m.next = b.next_landings(legal);
            m.landed = b.prefix.clone();
        }
        m.captured = match self.preview(legal) {
            Some(pv) => pv.captures,
            None => b.captured_so_far(legal),
        };
    }

    /// What to say about the move being entered: the second tap it waits for, or the next
    /// step of a multi-leg move.
    pub fn status(&self, legal: &[Move]) -> Option<String> {
        if let Some(m) = &self.pending {
            return Some(format!(
                "Tap {} again to play {m}, or tap another square.",
                m.to()
            ));
        }
        let b = self.builder.as_ref().filter(|b| !b.prefix.is_empty())?;
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
}

/// Whether a tap on the end of `m` should first show it: the move has several legs, or other
/// moves pass through its end square, so the player may have meant to go on from there.
fn needs_confirmation(b: &Builder, legal: &[Move], m: &Move) -> bool {
    let k = b.prefix.len();
    m.len() > k + 1
        || b.candidates(legal)
            .any(|c| c.path().len() > k + 1 && c.path()[..c.path().len() - 1].contains(&m.to()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn pos(text: &str) -> Position {
        text.parse().expect("position")
    }

    // White men E4, K4; black men A13, E5, E7, F5 (the jump lesson).
    const JUMP: &str = "2/8/10/m11/12/12/12/12/12/4m7/12/4mm6/4M5M1/10/8/2 w 0 0 1";
    // The knight on J6 has two moves to F12 that capture different men.
    const CHOOSE: &str =
        "2/8/8m1/12/1m5m4/5m1m1k2/6m2mk1/6m5/12/3KMM1MM3/4M1M2K2/1K1M3MK3/1M10/10/8/2 w 0 0 15";

    fn said(o: Outcome) -> String {
        match o {
            Outcome::Say(s) => s,
            other => panic!("expected words, got {other:?}"),
        }
    }

    #[test]
    fn tap_words() {
        let t = Pointer::Touch;
        assert_eq!(
            t.say("Click E4, then clicking; Clicked clicks. Clickable click."),
            "Tap E4, then tapping; Tapped taps. Clickable tap."
        );
        assert_eq!(Pointer::Mouse.say("Click E4"), "Click E4");
        assert_eq!(t.say(""), "");
    }

    #[test]
    fn plurals() {
        assert_eq!(plural(1, "rank", "ranks"), "1 rank");
        assert_eq!(plural(2, "rank", "ranks"), "2 ranks");
        assert_eq!(plural(0, "move", "moves"), "0 moves");
        assert_eq!(plural(1, "move", "moves"), "1 move");
    }

    #[test]
    fn enemy_pieces_empty_squares_and_stuck_pieces_are_explained() {
        let p = pos(JUMP);
        let legal = p.legal_moves();
        let mut e = Entry::default();
        let enemy = said(e.press(&p, &legal, sq("E5"), false));
        assert_eq!(
            enemy,
            "That is Black's piece. White is to move: select one of your pieces."
        );
        let empty = said(e.press(&p, &legal, sq("H8"), false));
        assert!(
            empty.starts_with("H8 is empty. Select one of your pieces first"),
            "{empty}"
        );
        let stuck = said(e.press(&p, &legal, sq("K4"), false));
        assert_eq!(
            stuck,
            "Your man on K4 cannot move now: a capture is compulsory, and only your man on E4 can capture."
        );
        assert_eq!(e.builder, None);
        assert_eq!(e.press(&p, &legal, sq("E4"), false), Outcome::Nothing);
        assert_eq!(e.builder, Some(Builder::new(sq("E4"))));
    }

    #[test]
    fn the_capture_duty_names_and_marks_the_capturers() {
        let p = pos(JUMP);
        let legal = p.legal_moves();
        let d = duty(&p, &legal).expect("a capture is compulsory");
        assert_eq!(d.squares, [sq("E4")]);
        assert_eq!(
            d.text,
            "A capture is compulsory: capture with your man on E4."
        );
        // A black man on K5 lets the man on K4 capture too.
        let p = pos("2/8/10/m11/12/12/12/12/12/4m7/12/4mm4m1/4M5M1/10/8/2 w 0 0 1");
        let d = duty(&p, &p.legal_moves()).expect("a capture is compulsory");
        assert_eq!(d.squares, [sq("E4"), sq("K4")]);
        assert_eq!(
            d.text,
            "A capture is compulsory: capture with your man on E4 or man on K4."
        );
        // A knight's charge is there to take, but no piece can jump: no duty.
        let p = pos(CHOOSE);
        assert_eq!(duty(&p, &p.legal_moves()), None);
        assert_eq!(
            duty(&Position::start(), &Position::start().legal_moves()),
            None
        );
        // The castle duty comes before any capture.
        let p = pos("2/8/10/mm10/12/12/12/12/12/3M8/12/10m1/9M2/10/8/1M w 0 0 1");
        let d = duty(&p, &p.legal_moves()).expect("G1 must leave");
        assert_eq!(d.squares, [sq("G1")]);
        assert!(
            d.text.contains("man on G1 stands in its own castle"),
            "{}",
            d.text
        );
    }

    #[test]
    fn a_miss_is_handed_to_the_caller_and_the_last_landing_again_tries_to_end_there() {
        let p = pos(JUMP);
        let legal = p.legal_moves();
        let mut e = Entry::default();
        e.press(&p, &legal, sq("E4"), false);
        assert_eq!(
            e.press(&p, &legal, sq("H8"), false),
            Outcome::Miss {
                from: sq("E4"),
                path: vec![sq("H8")]
            }
        );
        // An enemy piece where the selected one cannot go is a miss too; another piece of
        // the player's is picked up, or the click says why not.
        assert_eq!(
            e.press(&p, &legal, sq("E5"), false),
            Outcome::Miss {
                from: sq("E4"),
                path: vec![sq("E5")]
            }
        );
        assert!(said(e.press(&p, &legal, sq("K4"), false)).contains("cannot move now"));
        assert_eq!(e.builder, None);
        e.press(&p, &legal, sq("E4"), false);
        assert_eq!(e.press(&p, &legal, sq("E6"), false), Outcome::Nothing);
        assert_eq!(
            e.status(&legal).as_deref(),
            Some("Keep jumping: the capture must go on. Click the next ring or dot.")
        );
        assert_eq!(
            e.press(&p, &legal, sq("E6"), false),
            Outcome::Miss {
                from: sq("E4"),
                path: vec![sq("E6")]
            }
        );
    }

    #[test]
    fn a_finished_game_takes_no_moves() {
        // Both sides down to one piece: a draw.
        let p = pos("2/8/10/12/12/12/12/12/12/4m7/12/12/4M7/10/8/2 w 0 0 1");
        let mut e = Entry::default();
        let why = said(e.press(&p, &p.legal_moves(), sq("E4"), false));
        assert!(why.starts_with("The game is over"), "{why}");
    }

    #[test]
    fn statuses_name_the_step() {
        // White men E4, E5, E7: E4-E6 may end there or canter on over E7 to E8.
        let p = pos("2/8/10/m11/12/12/12/12/12/4M7/12/4M7/4M7/10/8/2 w 0 0 1");
        let legal = p.legal_moves();
        let e = Entry {
            builder: Some(Builder {
                from: sq("E4"),
                prefix: vec![sq("E6")],
            }),
            ..Entry::default()
        };
        let s = e.status(&legal).expect("a status");
        assert!(s.starts_with("Keep cantering or end the move here"), "{s}");
        // The knight's charge lesson: the knight on E4 canters to E6, next to E7.
        let p = pos("2/8/10/m10m/12/12/12/12/12/4m7/12/4M7/4K5M1/10/8/2 w 0 0 1");
        let legal = p.legal_moves();
        let mut e = Entry::default();
        e.press(&p, &legal, sq("E4"), false);
        assert_eq!(e.press(&p, &legal, sq("E6"), false), Outcome::Nothing);
        let s = e.status(&legal).expect("a status");
        assert!(s.contains("knight's duty"), "{s}");
        assert_eq!(Entry::default().status(&legal), None);
    }

    #[test]
    fn a_tap_on_a_multi_leg_move_previews_it_and_a_second_tap_plays_it() {
        // The canter lesson: E4-E6-G8-I8.
        let p = pos("2/8/10/mm10/12/12/12/12/7M4/5M6/12/4M7/4M7/10/8/2 w 0 0 1");
        let legal = p.legal_moves();
        let mut e = Entry::default();
        e.press(&p, &legal, sq("E4"), true);
        assert_eq!(e.press(&p, &legal, sq("I8"), true), Outcome::Nothing);
        let m = e.pending.expect("previewed");
        assert_eq!(m.to_string(), "E4-E6-G8-I8");
        let drawn = e.preview(&legal).and_then(|pv| pv.plays);
        assert_eq!(drawn, Some(m), "the preview is the move a second tap plays");
        assert!(
            e.status(&legal)
                .is_some_and(|s| s.starts_with("Tap I8 again"))
        );
        assert_eq!(e.press(&p, &legal, sq("I8"), true), Outcome::Play(m));
        assert_eq!(e, Entry::default());

        // A tap on E6 (where E4-E6 ends but longer canters go on) asks too; then a tap on G8
        // previews the canter to G8 instead.
        let mut e = Entry::default();
        e.press(&p, &legal, sq("E4"), true);
        e.press(&p, &legal, sq("E6"), true);
        assert_eq!(e.pending.map(|m| m.to_string()).as_deref(), Some("E4-E6"));
        e.press(&p, &legal, sq("G8"), true);
        assert_eq!(
            e.pending.map(|m| m.to_string()).as_deref(),
            Some("E4-E6-G8")
        );
        assert_eq!(e.confirm(), Outcome::Play(e_move(&p, "E4-E6-G8")));

        // A mouse click plays at once (its path was drawn under the pointer).
        let mut e = Entry::default();
        e.press(&p, &legal, sq("E4"), false);
        assert_eq!(
            e.press(&p, &legal, sq("I8"), false),
            Outcome::Play(e_move(&p, "E4-E6-G8-I8"))
        );
        // A single step plays at once on touch as well.
        let mut e = Entry::default();
        e.press(&p, &legal, sq("E4"), true);
        assert_eq!(
            e.press(&p, &legal, sq("D4"), true),
            Outcome::Play(e_move(&p, "E4-D4"))
        );
    }

    fn e_move(p: &Position, text: &str) -> Move {
        p.parse_move(text).expect("legal")
    }

    #[test]
    fn an_undecided_click_offers_the_choice() {
        let p = pos(CHOOSE);
        let legal = p.legal_moves();
        let mut e = Entry::default();
        e.press(&p, &legal, sq("J6"), false);
        assert_eq!(e.press(&p, &legal, sq("F12"), false), Outcome::Nothing);
        let c = e.choice.clone().expect("a choice");
        assert_eq!(c.options.len(), 2);
        assert_eq!(
            e.preview(&legal),
            None,
            "nothing drawn until an option is shown"
        );
        e.show(Some(1));
        let drawn = e.preview(&legal).and_then(|pv| pv.plays);
        assert_eq!(drawn, Some(c.options[1]));
        assert_eq!(e.pick(1), Outcome::Play(c.options[1]));
        assert_eq!(e.choice, None);
        // Putting the choice aside keeps the piece selected.
        e.press(&p, &legal, sq("J6"), false);
        e.press(&p, &legal, sq("F12"), false);
        e.back();
        assert_eq!((e.choice.is_none(), e.builder.is_some()), (true, true));
        e.back();
        assert_eq!(e.builder, None);
    }
}
