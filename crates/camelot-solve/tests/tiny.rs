//! The solver on tiny boards of the family, built from board data like the real ones, against
//! an exhaustive depth-limited minimax that shares nothing with it but the move generator
//! (itself checked against camelot-core in `agree_with_core.rs`): no index, no symmetry, no
//! retrograde step.

use camelot_core::geometry::{Geometry, Layout};
use camelot_core::{CastleGoal, NoMoveRule, Rules, Variant};
use camelot_solve::{Board, Catalog, End, Limits, Solution, State, Value, solve};
use std::collections::HashMap;

/// Eight squares: C1, B2–D2, B3–D3, C4; castles C1 and C4.
static DIAMOND: Layout = Layout {
    spans: &[(b'C', b'C'), (b'B', b'D'), (b'B', b'D'), (b'C', b'C')],
    castles: ["C1", "C4"],
    river: "",
    bridges: "",
    tree_squares: ["", ""],
};

/// Eleven squares: C1, B2–D4, C5; castles C1 and C5.
static TALL: Layout = Layout {
    spans: &[
        (b'C', b'C'),
        (b'B', b'D'),
        (b'B', b'D'),
        (b'B', b'D'),
        (b'C', b'C'),
    ],
    castles: ["C1", "C5"],
    river: "",
    bridges: "",
    tree_squares: ["", ""],
};

/// Twelve squares with two-square castles: F1 G1, E2–H3, F4 G4.
static WIDE_CASTLES: Layout = Layout {
    spans: &[(b'F', b'G'), (b'E', b'H'), (b'E', b'H'), (b'F', b'G')],
    castles: ["F1 G1", "F4 G4"],
    river: "",
    bridges: "",
    tree_squares: ["", ""],
};

/// Exhaustive minimax with a horizon: whether the side to move can force a win, or must
/// lose, within `k` plies.
struct Minimax<'a> {
    board: &'a Board<u32>,
    win: HashMap<(State<u32>, u16), bool>,
    lose: HashMap<(State<u32>, u16), bool>,
}

impl Minimax<'_> {
    fn successors(&self, s: &State<u32>) -> Vec<State<u32>> {
        let mut moves = Vec::new();
        self.board.moves(s, &mut moves);
        moves.iter().map(|m| self.board.play(s, m)).collect()
    }

    fn no_move_loses(&self, s: &State<u32>) -> bool {
        match self.board.rules().no_move {
            NoMoveRule::LosesUnlessOpponentReduced => s.them.count_ones() >= 2,
            _ => true,
        }
    }

    fn wins_within(&mut self, s: &State<u32>, k: u16) -> bool {
        if let Some(end) = self.board.end(s) {
            return end == End::Win;
        }
        if k == 0 {
            return false;
        }
        if let Some(&v) = self.win.get(&(*s, k)) {
            return v;
        }
        let v = self
            .successors(s)
            .iter()
            .any(|t| self.loses_within(t, k - 1));
        self.win.insert((*s, k), v);
        v
    }

    fn loses_within(&mut self, s: &State<u32>, k: u16) -> bool {
        if let Some(end) = self.board.end(s) {
            return end == End::Loss;
        }
        let next = self.successors(s);
        if next.is_empty() {
            return self.no_move_loses(s);
        }
        if k == 0 {
            return false;
        }
        if let Some(&v) = self.lose.get(&(*s, k)) {
            return v;
        }
        let v = next.iter().all(|t| self.wins_within(t, k - 1));
        self.lose.insert((*s, k), v);
        v
    }

    fn value(&mut self, s: &State<u32>, horizon: u16) -> Value {
        for k in 0..=horizon {
            if self.loses_within(s, k) {
                return Value::Loss(k);
            }
            if self.wins_within(s, k) {
                return Value::Win(k);
            }
        }
        Value::Draw
    }
}

fn tiny_board(layout: &'static Layout, rules: Rules, limits: Limits) -> Board<u32> {
    let geometry = Box::leak(Box::new(Geometry::from_layout(layout)));
    Board::from_geometry(geometry, rules, limits).expect("a solvable tiny board")
}

fn solve_tiny(board: &Board<u32>, max_pieces: u8, threads: usize) -> Solution<u32> {
    let catalog = Catalog::new(board.clone(), max_pieces).expect("classes");
    solve(catalog, threads, &mut |_, _| {}).expect("solved")
}

/// Every position of every class of the table against minimax.
fn check_against_minimax(board: &Board<u32>, max_pieces: u8) -> (u64, u16) {
    check_sample(board, max_pieces, 1)
}

/// Every `stride`-th index of every class against minimax.
fn check_sample(board: &Board<u32>, max_pieces: u8, stride: u64) -> (u64, u16) {
    let sol = solve_tiny(board, max_pieces, 2);
    let mut longest = 0;
    let mut positions = 0;
    for (c, class) in sol.catalog().classes().iter().enumerate() {
        for i in 0..class.size() {
            if let Some(Value::Win(d) | Value::Loss(d)) = sol.value_at(c, i) {
                longest = longest.max(d);
            }
        }
    }
    let horizon = longest + 6;
    let mut mm = Minimax {
        board,
        win: HashMap::new(),
        lose: HashMap::new(),
    };
    for (c, class) in sol.catalog().classes().iter().enumerate() {
        for i in (0..class.size()).step_by(stride as usize) {
            let Some(v) = sol.value_at(c, i) else {
                continue;
            };
            positions += 1;
            let s = class.decode(sol.catalog().layout(), i);
            assert_eq!(v, mm.value(&s, horizon), "{s:?}");
            assert_eq!(sol.value(&board.mirrored(&s)), Some(v), "mirror of {s:?}");
        }
    }
    (positions, longest)
}

fn camette_rules() -> Rules {
    Variant::Camette.rules()
}

#[test]
fn one_piece_a_side_on_eight_squares() {
    let board = tiny_board(&DIAMOND, camette_rules(), Limits { knights: 1, men: 1 });
    let (positions, longest) = check_against_minimax(&board, 2);
    assert!(positions >= 100 && longest > 2, "{positions} {longest}");
}

#[test]
fn two_pieces_a_side_on_eight_squares() {
    let board = tiny_board(&DIAMOND, camette_rules(), Limits { knights: 1, men: 1 });
    check_against_minimax(&board, 4);
}

#[test]
fn canters_and_charges_on_eleven_squares() {
    let board = tiny_board(&TALL, camette_rules(), Limits { knights: 1, men: 2 });
    check_against_minimax(&board, 5);
}

#[test]
fn camelot_rules_with_two_square_castles() {
    // Two pieces in the castle win, castle moves count, one piece against one is drawn.
    let rules = Variant::Camelot.rules();
    assert_eq!(rules.castle_goal, CastleGoal::Occupy(2));
    let board = tiny_board(&WIDE_CASTLES, rules, Limits { knights: 1, men: 2 });
    let (positions, longest) = check_against_minimax(&board, 3);
    assert!(positions > 30_000 && longest >= 10, "{positions} {longest}");
    // Two against two: every 11th index (the whole takes a minute in minimax).
    check_sample(&board, 4, 11);
}

#[test]
fn deterministic_whatever_the_threads() {
    let board = tiny_board(&TALL, camette_rules(), Limits { knights: 1, men: 2 });
    let a = solve_tiny(&board, 5, 1);
    let b = solve_tiny(&board, 5, 3);
    for (c, class) in a.catalog().classes().iter().enumerate() {
        for i in 0..class.size() {
            assert_eq!(a.value_at(c, i), b.value_at(c, i));
        }
    }
}
