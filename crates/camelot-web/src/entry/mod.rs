//! THE move entry: what a click or a tap on a square does, what the board marks and draws
//! meanwhile, and what to tell the player, for every page that takes moves (the game, the
//! analysis board, the course, the embed).
//!
//! [`Entry`] holds the selected piece and the legs entered so far ([`Builder`]), the choice
//! between moves that end alike but capture differently ([`chooser`]), the move a first tap
//! previews on a touch screen, and the trees being planted (River Camelot, [`Planting`]).
//! [`Entry::apply`] takes an [`EntryAction`] in a position with its legal moves and says what
//! happens ([`Outcome`]): nothing yet, a whole legal move to play, a path that no legal move
//! takes (the page explains it in its own words), or why the click selects nothing. The game
//! itself only ever changes by whole moves.

pub mod builder;
pub mod chooser;
pub mod planting;
mod pointer;
pub mod view;
pub mod words;

pub use builder::{Builder, NextLeg, Step};
pub use planting::{Planting, Refusal};
pub use pointer::Pointer;

use crate::board::{DrawnPath, Marks, PathStyle};
use camelot_core::{Color, Move, Piece, Position, Role, Square};
use std::rc::Rc;

/// What the player did on the board or beside it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntryAction {
    /// A square was clicked (mouse, pen, keyboard, or a drop).
    Click(Square),
    /// A square was tapped with a finger.
    Tap(Square),
    /// The pointer or focus is on a square, or left the board.
    Hover(Option<Square>),
    /// An option of the choice is under the pointer or focus (or none is).
    Show(Option<usize>),
    /// An option of the choice was picked.
    Pick(usize),
    /// Play the move a first tap previewed, or plant the trees chosen.
    Confirm,
    /// End the move being entered where it stands.
    EndHere,
    /// Escape: put the choice or the previewed move aside, else drop the move being entered,
    /// else the trees chosen.
    Cancel,
}

/// Why a click selects nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The game is over in the position.
    GameOver(camelot_core::Outcome),
    /// No piece there.
    Empty(Square),
    /// A tree stands there (River Camelot).
    Tree(Square),
    /// The square is in the river.
    River(Square),
    /// The other side's piece.
    Enemy {
        /// Whose piece it is.
        owner: Color,
        /// Who is to move.
        turn: Color,
    },
    /// The piece may not move: another stands in its own castle and must leave first.
    MustLeave {
        /// The piece clicked.
        piece: (Role, Square),
        /// The piece that must leave.
        leaver: (Role, Square),
    },
    /// The piece may not move: a capture is compulsory and it cannot capture.
    MustCapture {
        /// The piece clicked.
        piece: (Role, Square),
        /// The pieces that can.
        capturers: Vec<(Role, Square)>,
    },
    /// The piece has no legal move.
    NoMove((Role, Square)),
    /// The square takes no tree.
    Plant(Refusal),
}

/// What an action leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing to play: the selection, the path, the choice or the preview changed.
    Nothing,
    /// Play this move (whole and legal).
    Play(Move),
    /// No legal move goes this way: the piece on `from` along `path`. The page explains it
    /// (the course by the rule it breaks).
    Miss {
        /// The moving piece's square.
        from: Square,
        /// The landings tried.
        path: Vec<Square>,
        /// The player tried to end the move on its last landing, where it must go on.
        stop: bool,
    },
    /// Why the click selects nothing.
    Say(Why),
}

/// A duty of the side to move, to state before the player tries anything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Duty {
    /// What the duty is.
    pub kind: DutyKind,
    /// The pieces the duty leaves free to move (marked on the board).
    pub squares: Vec<Square>,
}

/// The two duties.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DutyKind {
    /// This piece stands in its own castle and must leave.
    Leave((Role, Square)),
    /// A capture is compulsory; these pieces can capture.
    Capture(Vec<(Role, Square)>),
}

/// Moves ending on one square that capture differently, offered to choose from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// One move per resulting position.
    pub options: Rc<Vec<Move>>,
    /// The option drawn on the board (under the pointer or focus).
    pub shown: Option<usize>,
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
    /// The trees chosen while a side plants (River Camelot, before the first move).
    pub planting: Planting,
    /// How the player points (the last press on the board).
    pub pointer: Pointer,
    /// A click on a square that longer moves pass through shows the move ending there first,
    /// as a tap does, instead of playing it: where a wrong move counts (the puzzles), a
    /// landing on the way of a charge is never played by mistake.
    pub careful: bool,
}

/// The pieces of `squares` with their roles, for the words.
fn named(pos: &Position, squares: &[Square]) -> Vec<(Role, Square)> {
    squares
        .iter()
        .filter_map(|&s| pos.piece_at(s).map(|p| (p.role, s)))
        .collect()
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

/// The duty of the side to move: a piece that must leave its own castle, or a compulsory
/// capture naming the pieces that can capture.
pub fn duty(pos: &Position, legal: &[Move]) -> Option<Duty> {
    if pos.outcome().is_some() {
        return None;
    }
    if let Some(sq) = pos.must_leave_castle() {
        let leaver = named(pos, &[sq]).pop()?;
        return Some(Duty {
            kind: DutyKind::Leave(leaver),
            squares: vec![sq],
        });
    }
    let squares = capturers(pos, legal);
    (!squares.is_empty()).then(|| Duty {
        kind: DutyKind::Capture(named(pos, &squares)),
        squares,
    })
}

/// The moves a person enters square by square: a position's legal moves, but for tree
/// placements (River Camelot), which are planted tree by tree, not picked from the thousands
/// a list would hold. None in a finished game.
pub fn enterable(pos: &Position) -> Vec<Move> {
    if pos.outcome().is_some() || pos.is_placing_trees() {
        Vec::new()
    } else {
        pos.legal_moves()
    }
}

impl Entry {
    /// A fresh entry for a player who points with `pointer`.
    pub fn new(pointer: Pointer) -> Entry {
        Entry {
            pointer,
            ..Entry::default()
        }
    }

    /// Drops whatever is being entered, keeping the square under the pointer and how the
    /// player points.
    pub fn reset(&mut self) {
        *self = Entry {
            hover: self.hover,
            pointer: self.pointer,
            careful: self.careful,
            ..Entry::default()
        };
    }

    /// Whether anything is being entered (a selection, a choice, a preview or trees).
    pub fn is_active(&self) -> bool {
        self.builder.is_some()
            || self.choice.is_some()
            || self.pending.is_some()
            || !self.planting.chosen.is_empty()
    }

    /// What `action` does in `pos`, whose enterable moves ([`enterable`]) are `legal`. The
    /// page decides beforehand whether the board takes moves at all.
    pub fn apply(&mut self, pos: &Position, legal: &[Move], action: EntryAction) -> Outcome {
        match action {
            EntryAction::Click(sq) => {
                self.pointer = Pointer::Mouse;
                self.press(pos, legal, sq, false)
            }
            EntryAction::Tap(sq) => {
                self.pointer = Pointer::Touch;
                self.press(pos, legal, sq, true)
            }
            EntryAction::Hover(sq) => {
                self.hover = sq;
                Outcome::Nothing
            }
            EntryAction::Show(i) => {
                if let Some(c) = self.choice.as_mut() {
                    c.shown = i;
                }
                Outcome::Nothing
            }
            EntryAction::Pick(i) => {
                match self.choice.take().and_then(|c| c.options.get(i).copied()) {
                    Some(m) => self.play(m),
                    None => Outcome::Nothing,
                }
            }
            EntryAction::Confirm => match self.pending.take() {
                Some(m) => self.play(m),
                None => match self.placement(pos) {
                    Some(m) => self.play(m),
                    None => Outcome::Nothing,
                },
            },
            EntryAction::EndHere => match self.can_end_here(legal) {
                Some(m) => self.play(m),
                None => Outcome::Nothing,
            },
            EntryAction::Cancel => {
                if self.choice.is_some() || self.pending.is_some() {
                    self.choice = None;
                    self.pending = None;
                } else if self.builder.is_some() {
                    self.builder = None;
                } else {
                    self.planting = Planting::default();
                }
                Outcome::Nothing
            }
        }
    }

    /// The move is played: nothing is being entered any more.
    fn play(&mut self, m: Move) -> Outcome {
        self.reset();
        Outcome::Play(m)
    }

    fn press(&mut self, pos: &Position, legal: &[Move], sq: Square, touch: bool) -> Outcome {
        self.choice = None;
        let pending = self.pending.take();
        if let Some(o) = pos.outcome() {
            self.builder = None;
            return Outcome::Say(Why::GameOver(o));
        }
        if pos.is_placing_trees() {
            return match self.planting.click(pos, sq) {
                Ok(next) => {
                    self.planting = next;
                    Outcome::Nothing
                }
                Err(r) => Outcome::Say(Why::Plant(r)),
            };
        }
        let Some(b) = self.builder.clone() else {
            return self.select(pos, legal, sq);
        };
        if b.prefix.is_empty() && sq == b.from {
            self.builder = None;
            return Outcome::Nothing;
        }
        let own = pos.piece_at(sq).is_some_and(|p| p.color == pos.turn());
        match b.click(legal, sq) {
            Step::Play(m) => {
                let confirm = if touch {
                    needs_confirmation(&b, legal, &m)
                } else {
                    self.careful && passes_through(&b, legal, &m)
                };
                if confirm && pending != Some(m) {
                    self.pending = Some(m);
                    Outcome::Nothing
                } else {
                    self.play(m)
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
            // The piece's own square, where no leg lands: the move is taken back to start again.
            Step::None if sq == b.from => {
                self.builder = None;
                Outcome::Nothing
            }
            Step::None if b.prefix.last() == Some(&sq) => Outcome::Miss {
                from: b.from,
                path: b.prefix,
                stop: true,
            },
            Step::None => {
                let mut path = b.prefix;
                path.push(sq);
                Outcome::Miss {
                    from: b.from,
                    path,
                    stop: false,
                }
            }
        }
    }

    /// Selects the piece on `sq`, or says why it cannot be selected.
    fn select(&mut self, pos: &Position, legal: &[Move], sq: Square) -> Outcome {
        self.builder = None;
        let turn = pos.turn();
        let why = match pos.piece_at(sq) {
            Some(p) if p.color == turn => {
                if legal.iter().any(|m| m.from() == sq) {
                    self.builder = Some(Builder::new(sq));
                    return Outcome::Nothing;
                }
                let piece = (p.role, sq);
                match named(
                    pos,
                    &pos.must_leave_castle().into_iter().collect::<Vec<_>>(),
                )
                .pop()
                {
                    Some(leaver) => Why::MustLeave { piece, leaver },
                    None if pos.capture_required() => Why::MustCapture {
                        piece,
                        capturers: named(pos, &capturers(pos, legal)),
                    },
                    None => Why::NoMove(piece),
                }
            }
            Some(p) => Why::Enemy {
                owner: p.color,
                turn,
            },
            None if pos.board().is_tree(sq) => Why::Tree(sq),
            None if !pos.geometry().playable().contains(sq) => Why::River(sq),
            None => Why::Empty(sq),
        };
        Outcome::Say(why)
    }

    /// The tree placement ready to be confirmed: every tree chosen.
    pub fn placement(&self, pos: &Position) -> Option<Move> {
        if !pos.is_placing_trees() || pos.outcome().is_some() {
            return None;
        }
        self.planting.complete(pos)
    }

    /// The move that may end where the entered path stands ("End move here"): only a legal
    /// one, so a capture that must go on offers none.
    pub fn can_end_here(&self, legal: &[Move]) -> Option<Move> {
        self.builder.as_ref()?.complete(legal)
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

    /// The path to draw for the move being entered: the preview, or else the legs entered so
    /// far (they stay drawn while the pointer is away from the dots).
    pub fn path(&self, legal: &[Move]) -> Option<DrawnPath> {
        self.preview(legal).or_else(|| {
            self.builder
                .as_ref()
                .filter(|b| !b.prefix.is_empty())
                .map(|b| b.entered(legal))
        })
    }

    /// The square of the piece being moved leg by leg: the board draws it where it stands now
    /// (the ghost), not on its square, which may be a landing of its own.
    pub fn lifted(&self) -> Option<Square> {
        self.builder
            .as_ref()
            .filter(|b| !b.prefix.is_empty())
            .map(|b| b.from)
    }

    /// The moving piece drawn faintly where a multi-leg move being entered stands now.
    pub fn ghost(&self, pos: &Position) -> Option<(Square, Piece)> {
        let b = self.builder.as_ref().filter(|b| !b.prefix.is_empty())?;
        pos.piece_at(b.from).map(|p| (b.at(), p))
    }

    /// Adds the selection, the squares it can reach (dots where a move ends, rings where the
    /// next leg lands), the legs entered, the captures of the drawn move and the trees being
    /// planted to `m`.
    pub fn mark(&self, pos: &Position, legal: &[Move], m: &mut Marks) {
        if pos.is_placing_trees() && pos.outcome().is_none() {
            self.planting.mark(pos, m);
        }
        let Some(b) = &self.builder else { return };
        m.selected = Some(b.from);
        m.dests = b.destinations(legal);
        m.next = b.next_landings(legal);
        m.landed = b.prefix.clone();
        m.captured = match self.preview(legal) {
            Some(pv) => pv.captures,
            None => b.captured_so_far(legal),
        };
    }

    /// What to say about the move being entered (see [`words::status`]), in the player's
    /// words.
    pub fn status(&self, pos: &Position, legal: &[Move]) -> Option<String> {
        words::status(self, pos, legal)
    }

    /// Why a click selected nothing, in the player's words.
    pub fn why(&self, why: &Why) -> String {
        words::why_by(why, self.pointer)
    }

    /// Why no legal move goes the way entered (see [`words::miss`]; it names no gesture).
    pub fn miss(&self, pos: &Position, from: Square, path: &[Square], stop: bool) -> String {
        words::miss(pos, from, path, stop)
    }
}

/// Whether a tap on the end of `m` should first show it: a finger hides the board and has no
/// hover, so a move of several legs is shown before it is played, and so is a move whose end
/// other moves pass through (the player may have meant to go on from there).
fn needs_confirmation(b: &Builder, legal: &[Move], m: &Move) -> bool {
    m.len() > 1 || passes_through(b, legal, m)
}

/// Whether another move the player may be entering passes through the end of `m`.
fn passes_through(b: &Builder, legal: &[Move], m: &Move) -> bool {
    let k = b.prefix.len();
    b.candidates(legal)
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
            Outcome::Say(w) => words::why(&w),
            other => panic!("expected words, got {other:?}"),
        }
    }

    impl Entry {
        /// A click (`touch` false) or a tap on `sq`.
        fn hit(&mut self, pos: &Position, legal: &[Move], sq: Square, touch: bool) -> Outcome {
            let action = if touch {
                EntryAction::Tap(sq)
            } else {
                EntryAction::Click(sq)
            };
            self.apply(pos, legal, action)
        }
    }

    #[test]
    fn enemy_pieces_empty_squares_and_stuck_pieces_are_explained() {
        let p = pos(JUMP);
        let legal = p.legal_moves();
        let mut e = Entry::default();
        let enemy = said(e.hit(&p, &legal, sq("E5"), false));
        assert_eq!(
            enemy,
            "That is Black's piece. You play White: click one of your own pieces."
        );
        let empty = said(e.hit(&p, &legal, sq("H8"), false));
        assert!(
            empty.starts_with("H8 is empty. Select one of your pieces first"),
            "{empty}"
        );
        let stuck = said(e.hit(&p, &legal, sq("K4"), false));
        assert_eq!(
            stuck,
            "Your man on K4 cannot move now: a capture is compulsory, and only your man on E4 can capture."
        );
        assert_eq!(e.builder, None);
        assert_eq!(e.hit(&p, &legal, sq("E4"), false), Outcome::Nothing);
        assert_eq!(e.builder, Some(Builder::new(sq("E4"))));
    }

    #[test]
    fn the_capture_duty_names_and_marks_the_capturers() {
        let p = pos(JUMP);
        let legal = p.legal_moves();
        let d = duty(&p, &legal).expect("a capture is compulsory");
        assert_eq!(d.squares, [sq("E4")]);
        assert_eq!(
            words::duty(&d),
            "A capture is compulsory: capture with your man on E4."
        );
        // A black man on K5 lets the man on K4 capture too.
        let p = pos("2/8/10/m11/12/12/12/12/12/4m7/12/4mm4m1/4M5M1/10/8/2 w 0 0 1");
        let d = duty(&p, &p.legal_moves()).expect("a capture is compulsory");
        assert_eq!(d.squares, [sq("E4"), sq("K4")]);
        assert_eq!(
            words::duty(&d),
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
        let text = words::duty(&d);
        assert!(
            text.contains("man on G1 stands in its own castle"),
            "{text}"
        );
    }

    #[test]
    fn a_miss_is_handed_to_the_caller_and_the_last_landing_again_tries_to_end_there() {
        let p = pos(JUMP);
        let legal = p.legal_moves();
        let mut e = Entry::default();
        e.hit(&p, &legal, sq("E4"), false);
        assert_eq!(
            e.hit(&p, &legal, sq("H8"), false),
            Outcome::Miss {
                from: sq("E4"),
                path: vec![sq("H8")],
                stop: false
            }
        );
        // An enemy piece where the selected one cannot go is a miss too; another piece of
        // the player's is picked up, or the click says why not.
        assert_eq!(
            e.hit(&p, &legal, sq("E5"), false),
            Outcome::Miss {
                from: sq("E4"),
                path: vec![sq("E5")],
                stop: false
            }
        );
        assert!(said(e.hit(&p, &legal, sq("K4"), false)).contains("cannot move now"));
        assert_eq!(e.builder, None);
        e.hit(&p, &legal, sq("E4"), false);
        assert_eq!(e.hit(&p, &legal, sq("E6"), false), Outcome::Nothing);
        assert_eq!(
            e.status(&p, &legal).as_deref(),
            Some("Keep jumping: the capture must go on. Click the next ring or dot.")
        );
        assert_eq!(
            e.hit(&p, &legal, sq("E6"), false),
            Outcome::Miss {
                from: sq("E4"),
                path: vec![sq("E6")],
                stop: true
            }
        );
    }

    #[test]
    fn the_pieces_own_square_takes_the_legs_back_unless_a_leg_lands_there() {
        let p = pos(JUMP);
        let legal = p.legal_moves();
        let mut e = Entry::default();
        e.hit(&p, &legal, sq("E4"), true);
        e.hit(&p, &legal, sq("E6"), true);
        assert_eq!(e.lifted(), Some(sq("E4")), "the piece is lifted from E4");
        assert_eq!(e.hit(&p, &legal, sq("E4"), true), Outcome::Nothing);
        assert_eq!(
            (e.builder.clone(), e.lifted()),
            (None, None),
            "back to the start"
        );
    }

    #[test]
    fn a_finished_game_takes_no_moves() {
        // Both sides down to one piece: a draw.
        let p = pos("2/8/10/12/12/12/12/12/12/4m7/12/12/4M7/10/8/2 w 0 0 1");
        let mut e = Entry::default();
        let why = said(e.hit(&p, &p.legal_moves(), sq("E4"), false));
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
        let s = e.status(&p, &legal).expect("a status");
        assert!(s.starts_with("Keep cantering or end the move here"), "{s}");
        // The knight's charge lesson: the knight on E4 canters to E6, next to E7.
        let p = pos("2/8/10/m10m/12/12/12/12/12/4m7/12/4M7/4K5M1/10/8/2 w 0 0 1");
        let legal = p.legal_moves();
        let mut e = Entry::default();
        e.hit(&p, &legal, sq("E4"), false);
        assert_eq!(e.hit(&p, &legal, sq("E6"), false), Outcome::Nothing);
        let s = e.status(&p, &legal).expect("a status");
        assert!(s.contains("knight's duty"), "{s}");
        assert_eq!(Entry::default().status(&p, &legal), None);
    }

    #[test]
    fn a_tap_on_a_multi_leg_move_previews_it_and_a_second_tap_plays_it() {
        // The canter lesson: E4-E6-G8-I8.
        let p = pos("2/8/10/mm10/12/12/12/12/7M4/5M6/12/4M7/4M7/10/8/2 w 0 0 1");
        let legal = p.legal_moves();
        let mut e = Entry::default();
        e.hit(&p, &legal, sq("E4"), true);
        assert_eq!(e.hit(&p, &legal, sq("I8"), true), Outcome::Nothing);
        let m = e.pending.expect("previewed");
        assert_eq!(m.to_string(), "E4-E6-G8-I8");
        let drawn = e.preview(&legal).and_then(|pv| pv.plays);
        assert_eq!(drawn, Some(m), "the preview is the move a second tap plays");
        assert!(
            e.status(&p, &legal)
                .is_some_and(|s| s.starts_with("Tap I8 again"))
        );
        assert_eq!(e.hit(&p, &legal, sq("I8"), true), Outcome::Play(m));
        assert_eq!(e, Entry::new(Pointer::Touch));

        // A tap on E6 (where E4-E6 ends but longer canters go on) asks too; then a tap on G8
        // previews the canter to G8 instead.
        let mut e = Entry::default();
        e.hit(&p, &legal, sq("E4"), true);
        e.hit(&p, &legal, sq("E6"), true);
        assert_eq!(e.pending.map(|m| m.to_string()).as_deref(), Some("E4-E6"));
        e.hit(&p, &legal, sq("G8"), true);
        assert_eq!(
            e.pending.map(|m| m.to_string()).as_deref(),
            Some("E4-E6-G8")
        );
        assert_eq!(
            e.apply(&p, &legal, EntryAction::Confirm),
            Outcome::Play(e_move(&p, "E4-E6-G8"))
        );

        // A mouse click plays at once (its path was drawn under the pointer).
        let mut e = Entry::default();
        e.hit(&p, &legal, sq("E4"), false);
        assert_eq!(
            e.hit(&p, &legal, sq("I8"), false),
            Outcome::Play(e_move(&p, "E4-E6-G8-I8"))
        );
        // A single step plays at once on touch as well.
        let mut e = Entry::default();
        e.hit(&p, &legal, sq("E4"), true);
        assert_eq!(
            e.hit(&p, &legal, sq("D4"), true),
            Outcome::Play(e_move(&p, "E4-D4"))
        );

        // A careful entry (the puzzles) shows a click's move first where longer moves go on
        // (E6), and plays at once where none does (I8).
        let mut e = Entry {
            careful: true,
            ..Entry::default()
        };
        e.hit(&p, &legal, sq("E4"), false);
        assert_eq!(e.hit(&p, &legal, sq("E6"), false), Outcome::Nothing);
        assert_eq!(e.pending.map(|m| m.to_string()).as_deref(), Some("E4-E6"));
        assert!(
            e.status(&p, &legal)
                .is_some_and(|s| s.starts_with("Click E6 again"))
        );
        e.hit(&p, &legal, sq("G8"), false);
        assert_eq!(
            e.hit(&p, &legal, sq("I8"), false),
            Outcome::Play(e_move(&p, "E4-E6-G8-I8"))
        );
        assert!(e.careful, "the entry stays careful after a move");
    }

    fn e_move(p: &Position, text: &str) -> Move {
        p.parse_move(text).expect("legal")
    }

    #[test]
    fn an_undecided_click_offers_the_choice() {
        let p = pos(CHOOSE);
        let legal = p.legal_moves();
        let mut e = Entry::default();
        e.hit(&p, &legal, sq("J6"), false);
        assert_eq!(e.hit(&p, &legal, sq("F12"), false), Outcome::Nothing);
        let c = e.choice.clone().expect("a choice");
        assert_eq!(c.options.len(), 2);
        assert_eq!(
            e.preview(&legal),
            None,
            "nothing drawn until an option is shown"
        );
        e.apply(&p, &legal, EntryAction::Show(Some(1)));
        let drawn = e.preview(&legal).and_then(|pv| pv.plays);
        assert_eq!(drawn, Some(c.options[1]));
        assert_eq!(
            e.apply(&p, &legal, EntryAction::Pick(1)),
            Outcome::Play(c.options[1])
        );
        assert_eq!(e.choice, None);
        // Putting the choice aside keeps the piece selected.
        e.hit(&p, &legal, sq("J6"), false);
        e.hit(&p, &legal, sq("F12"), false);
        e.apply(&p, &legal, EntryAction::Cancel);
        assert_eq!((e.choice.is_none(), e.builder.is_some()), (true, true));
        e.apply(&p, &legal, EntryAction::Cancel);
        assert_eq!(e.builder, None);
    }
}
