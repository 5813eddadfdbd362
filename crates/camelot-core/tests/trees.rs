//! Properties of game trees built from random legal playouts and edited at random: the tree's
//! invariants hold after every edit, and a record of the tree reads back as the same tree.

use camelot_core::{
    Color, EndReason, GameTree, Move, NodeId, NodePath, Outcome, Position, Record, RecordError,
};
use proptest::prelude::*;

/// A small deterministic generator, so failures reproduce from the seed alone.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// Words for comments, with the characters a record gives a meaning to.
const WORDS: &[&str] = &[
    "good", "(sharp)", "{idea", "x}", "1.", "F7-F8", "1-0", "*", "—", "château", ")", "((",
];

fn comment(rng: &mut Rng) -> String {
    let n = 1 + rng.below(12);
    let words: Vec<&str> = (0..n).map(|_| WORDS[rng.below(WORDS.len())]).collect();
    // Line breaks and runs of spaces are collapsed by the tree.
    words.join(if rng.chance(20) { " \n  " } else { " " })
}

/// Plays up to `plies` random legal moves from `at`; returns the last node reached.
fn playout(tree: &mut GameTree, mut at: NodeId, plies: usize, rng: &mut Rng) -> NodeId {
    for _ in 0..plies {
        let Some(pos) = tree.position(at) else { break };
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        match tree.play(at, &mv) {
            Ok(next) => at = next,
            // A repetition draw ends the line.
            Err(_) => break,
        }
    }
    at
}

fn random_start(rng: &mut Rng) -> Position {
    let mut pos = Position::start();
    if rng.chance(30) {
        for _ in 0..rng.below(9) {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
    pos
}

/// A tree with a main line, side lines from random nodes, comments, promotions, deletions and
/// sometimes a resignation or agreed draw.
fn random_tree(seed: u64) -> GameTree {
    let mut rng = Rng(seed.max(1));
    let mut tree = GameTree::new(random_start(&mut rng));
    let main_plies = rng.below(90);
    playout(&mut tree, NodeId::ROOT, main_plies, &mut rng);
    for _ in 0..rng.below(12) {
        let nodes = tree.nodes();
        let from = if nodes.is_empty() || rng.chance(10) {
            NodeId::ROOT
        } else {
            nodes[rng.below(nodes.len())]
        };
        let plies = 1 + rng.below(8);
        playout(&mut tree, from, plies, &mut rng);
        check_invariants(&tree);
    }
    for _ in 0..rng.below(8) {
        let nodes = tree.nodes();
        if nodes.is_empty() {
            break;
        }
        let id = nodes[rng.below(nodes.len())];
        match rng.below(10) {
            0 => {
                tree.delete(id).expect("a node of the tree");
            }
            1 | 2 => {
                tree.promote(id).expect("a node of the tree");
            }
            3 => {
                tree.promote_to_main(id).expect("a node of the tree");
            }
            _ => tree.set_comment(id, &comment(&mut rng)).expect("a node"),
        }
        check_invariants(&tree);
    }
    if rng.chance(20) {
        tree.set_comment(NodeId::ROOT, &comment(&mut rng))
            .expect("the root");
    }
    let end = tree.main_line_end(NodeId::ROOT);
    if tree.outcome(end).is_none() && rng.chance(25) {
        let ending = match rng.below(3) {
            0 => Outcome::win(Color::White, EndReason::Resignation),
            1 => Outcome::win(Color::Black, EndReason::Resignation),
            _ => Outcome::draw(EndReason::Agreement),
        };
        tree.set_ending(Some(ending));
    }
    tree
}

/// Every node is reachable by its path, its position is its line's, its children's moves
/// differ, and the counts agree.
fn check_invariants(tree: &GameTree) {
    let nodes = tree.nodes();
    assert_eq!(nodes.len(), tree.len());
    for &id in &nodes {
        let path = tree.path(id).expect("a node has a path");
        assert_eq!(tree.node_at(&path), Some(id));
        assert_eq!(path.to_string().parse::<NodePath>().as_ref(), Ok(&path));
        let parent = tree.parent(id).expect("a move has a parent");
        assert!(tree.children(parent).contains(&id));
        let mv = tree.move_at(id).expect("a move");
        let parent_pos = tree.position(parent).expect("a position");
        assert_eq!(
            parent_pos.play(mv).as_ref().ok(),
            tree.position(id),
            "{path}"
        );
        assert_eq!(tree.line(id).len(), path.indices().len());
        let moves: Vec<&Move> = tree
            .children(id)
            .iter()
            .filter_map(|&c| tree.move_at(c))
            .collect();
        for (i, a) in moves.iter().enumerate() {
            assert!(!moves[..i].contains(a), "two children play {a}");
        }
    }
    let main = tree.main_line(NodeId::ROOT);
    assert!(main.iter().all(|&id| tree.is_main_line(id)));
    assert_eq!(tree.main_game().ply(), main.len());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_trees_round_trip_through_records(seed in 1u64..u64::MAX) {
        let tree = random_tree(seed);
        check_invariants(&tree);
        let rec = Record::from_tree(&tree, &[("Event", "proptest")]);
        let text = rec.to_string();
        let back: Record = text
            .parse()
            .map_err(|e: RecordError| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert!(back.tree == tree, "the tree differs after reading back:\n{}", text);
        prop_assert_eq!(&back.game, &tree.main_game());
        prop_assert_eq!(&back.result, &rec.result);
        prop_assert_eq!(back.to_string(), text);
    }
}
