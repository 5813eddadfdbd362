//! The solver's own move generator against camelot-core's, on many random positions of
//! Camette and of Camelot's board: the same game status, the same legal moves (by result:
//! origin, destination, captured pieces), the same positions after them, and the quiet
//! un-moves exactly the positions whose quiet moves lead here.

use camelot_core::{
    Board as CoreBoard, ByColor, Color, EndReason, LegKind, Piece, Position, Role, Setup, Square,
    SquareSet, Variant,
};
use camelot_solve::{Bits, Board, End, State, Succ, Wide};
use std::collections::BTreeSet;

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random position core accepts: on Camette anywhere, on Camelot's board in a small window
/// (so that pieces meet) and sometimes on the castles.
fn random_position(rng: &mut Rng, variant: Variant, max_side: usize) -> Position {
    let geometry = variant.geometry();
    let squares: Vec<Square> = geometry.playable().iter().collect();
    loop {
        let pool: Vec<Square> = if squares.len() > 40 {
            let (f0, r0) = (rng.below(8) as i32, rng.below(12) as i32);
            let w = 3 + rng.below(4) as i32;
            let mut pool: Vec<Square> = squares
                .iter()
                .copied()
                .filter(|s| {
                    let (f, r) = (i32::from(s.file()), i32::from(s.rank()));
                    (f0..f0 + w).contains(&f) && (r0..r0 + w).contains(&r)
                })
                .collect();
            pool.extend(geometry.castle(Color::White).iter());
            pool.extend(geometry.castle(Color::Black).iter());
            pool
        } else {
            squares.clone()
        };
        let mut setup = Setup::empty_of(variant);
        setup.board = CoreBoard::empty_of(variant);
        for color in Color::ALL {
            let n = 1 + rng.below(max_side);
            for _ in 0..n {
                let sq = pool[rng.below(pool.len())];
                let role = if rng.below(3) == 0 {
                    Role::Knight
                } else {
                    Role::Man
                };
                if setup.board.is_empty_at(sq) {
                    setup.board.set(sq, Some(Piece::new(color, role)));
                }
            }
        }
        setup.turn = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        if variant.rules().castle_moves > 0 {
            setup.castle_moves = ByColor::new(rng.below(3) as u8, rng.below(3) as u8);
        }
        if let Ok(pos) = Position::from_setup(setup) {
            return pos;
        }
    }
}

type Result3 = (Square, Square, SquareSet);

fn core_results(pos: &Position) -> BTreeSet<(usize, usize, Vec<usize>)> {
    let key = |r: Result3| {
        let caps: Vec<usize> = r.2.iter().map(|s| s.index()).collect();
        (r.0.index(), r.1.index(), caps)
    };
    let unique: BTreeSet<_> = pos
        .unique_moves()
        .iter()
        .map(|m| key((m.from(), m.to(), m.captures().collect())))
        .collect();
    let every: BTreeSet<_> = pos
        .legal_moves()
        .iter()
        .map(|m| key((m.from(), m.to(), m.captures().collect())))
        .collect();
    assert_eq!(
        unique, every,
        "core: unique moves cover every result, in {pos}"
    );
    unique
}

fn check<B: Bits>(board: &Board<B>, pos: &Position) {
    let (s, flipped) = board.state_of(pos).expect("a position of the board");
    assert_eq!(board.position_of(&s, flipped).as_ref(), Some(pos));
    let square = |i: u8| {
        let i = usize::from(i);
        board.square(if flipped { board.flip_square(i) } else { i })
    };
    // The game's status: by the rules' own judgement, then by the lack of moves.
    let end = board.end(&s);
    let want = pos.static_outcome().map(|o| match o.winner {
        None => End::Draw,
        Some(w) if w == pos.turn() => End::Win,
        Some(_) => End::Loss,
    });
    assert_eq!(end, want, "static outcome of {pos}");
    if end.is_some() {
        return;
    }
    let mut moves: Vec<Succ<B>> = Vec::new();
    board.moves(&s, &mut moves);
    let ours: BTreeSet<(usize, usize, Vec<usize>)> = moves
        .iter()
        .map(|m| {
            let caps: Vec<usize> = m
                .captured
                .squares()
                .map(|c| square(c as u8).index())
                .collect();
            let mut caps = caps;
            caps.sort_unstable();
            (square(m.from).index(), square(m.to).index(), caps)
        })
        .collect();
    assert_eq!(ours.len(), moves.len(), "no result twice in {pos}");
    assert_eq!(ours, core_results(pos), "moves of {pos}");
    if moves.is_empty() {
        let o = pos.outcome().expect("no move ends the game");
        assert_eq!(o.reason, EndReason::NoLegalMove);
    }
    for m in &moves {
        let core_move = pos
            .unique_moves()
            .into_iter()
            .find(|c| {
                c.from() == square(m.from)
                    && c.to() == square(m.to)
                    && c.captures().collect::<SquareSet>()
                        == m.captured.squares().map(|i| square(i as u8)).collect()
            })
            .expect("the move exists in core");
        let mut next = pos.clone();
        next.play_unchecked(&core_move);
        let (t, _) = board.state_of(&next).expect("on the board");
        assert_eq!(board.play(&s, m), t, "{pos} then {core_move}");
    }
}

/// Un-moves against their definition: every placement with one piece of the side that moved
/// last put elsewhere, kept when it is a legal, unfinished position one of whose quiet moves
/// leads to `s`.
fn check_unmoves<B: Bits>(board: &Board<B>, s: &State<B>) {
    if board.end(s).is_some() {
        return;
    }
    let mut got = Vec::new();
    board.unmoves(s, &mut got);
    let got_set: BTreeSet<State<B>> = got.iter().copied().collect();
    assert_eq!(got.len(), got_set.len(), "each predecessor once");
    let r = board.flipped(s);
    let mut want = BTreeSet::new();
    let empty: Vec<usize> = (0..board.len())
        .filter(|&i| !r.us.has(i) && !r.them.has(i))
        .collect();
    let mut moves = Vec::new();
    for to in r.us.squares() {
        for &from in &empty {
            let knight = r.knights.has(to);
            let q = State {
                us: r.us.without(to).with(from),
                knights: if knight {
                    r.knights.without(to).with(from)
                } else {
                    r.knights
                },
                ..r
            };
            if !board.is_legal(&q) || board.end(&q).is_some() {
                continue;
            }
            moves.clear();
            board.moves(&q, &mut moves);
            if moves
                .iter()
                .any(|m| board.is_quiet(m) && board.play(&q, m) == *s)
            {
                want.insert(q);
            }
        }
    }
    assert_eq!(got_set, want, "predecessors of {s:?}");
}

fn run<B: Bits>(variant: Variant, count: usize, max_side: usize, seed: u64) {
    let board = Board::<B>::of_variant(variant).expect("a solvable board");
    let mut rng = Rng(seed);
    let mut seen = [0usize; 6];
    for _ in 0..count {
        let pos = random_position(&mut rng, variant, max_side);
        check(&board, &pos);
        let (s, _) = board.state_of(&pos).expect("on the board");
        check_unmoves(&board, &s);
        // What the sample covered, so that a generator that skipped a rule would show.
        if pos.outcome().is_some() {
            seen[0] += 1;
            continue;
        }
        let moves = pos.legal_moves();
        seen[1] += usize::from(pos.capture_required());
        seen[2] += usize::from(pos.must_leave_castle().is_some());
        seen[3] += usize::from(moves.iter().any(|m| {
            m.captures().next().is_some()
                && m.legs().next().is_some_and(|l| l.kind == LegKind::Canter)
        }));
        seen[4] += usize::from(
            moves
                .iter()
                .any(|m| m.len() >= 2 && m.captures().next().is_none()),
        );
        let mut preds = Vec::new();
        board.unmoves(&s, &mut preds);
        seen[5] += usize::from(!preds.is_empty());
    }
    eprintln!(
        "{variant}: {count} positions: {} over, {} capture due, {} leaving the castle, {} with a charge, {} with a canter chain, {} with predecessors",
        seen[0], seen[1], seen[2], seen[3], seen[4], seen[5]
    );
    // A canter chain needs three pieces of a side.
    let need = if max_side >= 3 { 6 } else { 4 };
    assert!(
        seen[..need].iter().all(|&n| n > 0),
        "the sample covers every rule"
    );
}

#[test]
fn camette_moves_agree_with_core() {
    run::<u32>(Variant::Camette, 20_000, 4, 1);
}

#[test]
fn cam_crowded_positions_agree_with_core() {
    // Seven pieces a side on 67 squares: long canter chains and charges are common.
    run::<Wide>(Variant::Cam, 1_000, 7, 2);
}

#[test]
fn camelot_moves_agree_with_core() {
    run::<Wide>(Variant::Camelot, 3_000, 6, 3);
    run::<Wide>(Variant::Camelot, 3_000, 2, 4);
}

#[test]
fn cam_moves_agree_with_core() {
    run::<Wide>(Variant::Cam, 3_000, 5, 5);
}
