//! THE tree cursor: a game with its side lines ([`GameTree`]) and the node shown, with the
//! position there, the line to it as a game (results, repetitions, the engine's history) and
//! the moves a person can enter there. Every page that shows a game moves through its tree
//! with these operations, and a page's reducer only adds what the page makes of them.

use crate::board::{DrawnPath, Marks, PathStyle};
use crate::entry::{Entry, duty, enterable};
use camelot_core::{Game, GameTree, Move, NodeId, NodePath, Outcome, Position, TreeError, Variant};
use std::rc::Rc;

/// Where to step when going through the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stepping {
    /// The start position.
    First,
    /// One move back.
    Back,
    /// One move on along the line (its first continuation).
    Forward,
    /// The end of the line.
    Last,
    /// The move played instead of this one just above it in the list (a variation).
    Up,
    /// The one just below it.
    Down,
}

impl Stepping {
    /// The node this step leads to from `at` in `tree`, if there is one.
    pub fn target(self, tree: &GameTree, at: NodeId) -> Option<NodeId> {
        match self {
            Stepping::First => Some(NodeId::ROOT),
            Stepping::Back => tree.parent(at),
            Stepping::Forward => tree.children(at).first().copied(),
            Stepping::Last => Some(tree.main_line_end(at)),
            Stepping::Up => tree.sibling(at, -1),
            Stepping::Down => tree.sibling(at, 1),
        }
    }
}

/// The node a path like `0.1` names in `tree` (as links and saves write it), or the main
/// line's end when there is no path or it names no node.
pub fn node_or_end(tree: &GameTree, path: Option<&str>) -> NodeId {
    path.and_then(|p| p.parse::<NodePath>().ok())
        .and_then(|p| tree.node_at(&p))
        .unwrap_or_else(|| tree.main_line_end(NodeId::ROOT))
}

/// What the move list and the keys ask of a game's tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TreeAction {
    /// Show the position at this node.
    Go(NodeId),
    /// Step through the game.
    Step(Stepping),
    /// Make this node's line the main line.
    Promote(NodeId),
    /// Delete this move and everything after it.
    Delete(NodeId),
    /// Set (or, with empty text, remove) the comment on a move.
    Comment(NodeId, String),
}

/// A move played at the cursor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    /// Its node.
    pub node: NodeId,
    /// The move was in the tree already (played there before).
    pub known: bool,
    /// It starts a side line: the line went on with another move.
    pub side_line: bool,
}

/// Moves deleted from the tree.
#[derive(Debug, Clone, PartialEq)]
pub struct Deleted {
    /// The tree as it was, to bring it back.
    pub before: Rc<GameTree>,
    /// The node shown before.
    pub shown: NodeId,
    /// How many moves went.
    pub moves: usize,
    /// How many comments went with them.
    pub comments: usize,
}

/// A game tree and the node shown.
#[derive(Debug, Clone, PartialEq)]
pub struct Cursor {
    tree: Rc<GameTree>,
    node: NodeId,
    line: Rc<Game>,
    legal: Rc<Vec<Move>>,
}

impl Default for Cursor {
    fn default() -> Cursor {
        Cursor::new(GameTree::default(), NodeId::ROOT)
    }
}

impl Cursor {
    /// `tree` shown at `node` (the main line's end when the tree has no such node).
    pub fn new(tree: GameTree, node: NodeId) -> Cursor {
        let mut c = Cursor {
            tree: Rc::new(tree),
            node,
            line: Rc::new(Game::default()),
            legal: Rc::new(Vec::new()),
        };
        c.settle();
        c
    }

    /// The game with its side lines (shared: a render or a hover does not copy it).
    pub fn tree(&self) -> &Rc<GameTree> {
        &self.tree
    }

    /// The node shown.
    pub fn node(&self) -> NodeId {
        self.node
    }

    /// The line from the start to the node shown, as a game.
    pub fn line(&self) -> &Rc<Game> {
        &self.line
    }

    /// The moves a person can enter at the node shown (none in a finished game, none while
    /// trees are planted: see [`enterable`]).
    pub fn legal(&self) -> &Rc<Vec<Move>> {
        &self.legal
    }

    /// The position shown.
    pub fn shown(&self) -> &Position {
        self.line.position()
    }

    /// How many moves lead to the position shown.
    pub fn ply(&self) -> usize {
        self.line.ply()
    }

    /// The game's variant.
    pub fn variant(&self) -> Variant {
        self.tree.variant()
    }

    /// The move that led to the position shown.
    pub fn last_move(&self) -> Option<Move> {
        self.tree.move_at(self.node).copied()
    }

    /// The last move as the board draws it (a tree placement has no path: its trees stand on
    /// the board).
    pub fn last_drawn(&self) -> Option<DrawnPath> {
        self.last_move()
            .filter(|m| !m.is_placement())
            .map(|m| DrawnPath::of(&m, PathStyle::Last))
    }

    /// What the board marks: the last move, and where a person may move, the pieces a duty
    /// leaves free and the move (or the trees) being entered.
    pub fn marks(&self, entry: &Entry, takes_moves: bool) -> Marks {
        let mut m = Marks::default();
        if let Some(last) = self.last_move().filter(|m| !m.is_placement()) {
            m.last.push(last.from());
            m.last.extend(last.landings());
        }
        if takes_moves {
            if let Some(d) = duty(self.shown(), &self.legal) {
                m.movable = d.squares;
            }
            entry.mark(self.shown(), &self.legal, &mut m);
        }
        m
    }

    /// Whether the position shown ends its line (nothing was played after it).
    pub fn at_line_end(&self) -> bool {
        self.tree.children(self.node).is_empty()
    }

    /// Whether the position shown is the end of the main line: the game itself.
    pub fn at_game_end(&self) -> bool {
        self.node == self.tree.main_line_end(NodeId::ROOT)
    }

    /// Whether the position shown is on the main line.
    pub fn on_main_line(&self) -> bool {
        self.tree.is_main_line(self.node)
    }

    /// The result at the position shown, if the game is over there.
    pub fn outcome(&self) -> Option<Outcome> {
        self.line.outcome()
    }

    /// Shows `node`; false when the tree has no such node or it is shown already.
    pub fn go(&mut self, node: NodeId) -> bool {
        if !self.tree.contains(node) || node == self.node {
            return false;
        }
        self.node = node;
        self.settle();
        true
    }

    /// Takes a step; false when there is nowhere to go.
    pub fn step(&mut self, to: Stepping) -> bool {
        to.target(&self.tree, self.node)
            .is_some_and(|target| self.go(target))
    }

    /// Plays `mv` at the node shown and shows it: it continues the line, or, where the line
    /// goes on with another move, starts a side line (a move played there before is found
    /// again, not added twice).
    pub fn play(&mut self, mv: &Move) -> Result<Played, TreeError> {
        let before = self.tree.children(self.node).to_vec();
        let node = Rc::make_mut(&mut self.tree).play(self.node, mv)?;
        self.node = node;
        self.settle();
        Ok(Played {
            node,
            known: before.contains(&node),
            side_line: before.first().is_some_and(|&first| first != node),
        })
    }

    /// Makes `node`'s line the main line; false when it was already.
    pub fn promote(&mut self, node: NodeId) -> Result<bool, TreeError> {
        let done = Rc::make_mut(&mut self.tree).promote_to_main(node)?;
        self.settle();
        Ok(done)
    }

    /// Deletes the move at `node` and everything after it; the position shown moves back to
    /// the move before when it was among them.
    pub fn delete(&mut self, node: NodeId) -> Result<Deleted, TreeError> {
        let before = Rc::clone(&self.tree);
        let shown = self.node;
        let (moves, comments) = self.tree.subtree_size(node);
        let leads = self.tree.leads_to(node, self.node);
        let parent = Rc::make_mut(&mut self.tree).delete(node)?;
        if leads {
            self.node = parent;
        }
        self.settle();
        Ok(Deleted {
            before,
            shown,
            moves,
            comments,
        })
    }

    /// Sets (or, with empty text, removes) the comment on the move at `node`.
    pub fn comment(&mut self, node: NodeId, text: &str) -> Result<(), TreeError> {
        Rc::make_mut(&mut self.tree).set_comment(node, text)
    }

    /// Shows another game: `tree` at `node` (its main line's end when it has no such node).
    pub fn replace(&mut self, tree: Rc<GameTree>, node: NodeId) {
        self.tree = tree;
        self.node = node;
        self.settle();
    }

    /// Changes the tree by `f` (its node ids stay), then shows the node `f` returns.
    pub fn edit(&mut self, f: impl FnOnce(&mut GameTree) -> Option<NodeId>) {
        if let Some(node) = f(Rc::make_mut(&mut self.tree)) {
            self.node = node;
        }
        self.settle();
    }

    /// The line and the moves at the node shown, worked out again; an unknown node falls back
    /// to the main line's end.
    fn settle(&mut self) {
        if !self.tree.contains(self.node) {
            self.node = self.tree.main_line_end(NodeId::ROOT);
        }
        self.line = Rc::new(
            self.tree
                .game_at(self.node)
                .unwrap_or_else(|| Game::new(self.tree.start().clone())),
        );
        self.legal = Rc::new(enterable(self.line.position()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::Variant;

    fn cursor(moves: &[&str]) -> Cursor {
        let mut c = Cursor::default();
        for m in moves {
            let mv = c.shown().parse_move(m).expect("legal");
            c.play(&mv).expect("plays");
        }
        c
    }

    #[test]
    fn stepping_playing_and_side_lines() {
        let mut c = cursor(&["J6-K5", "J11-K12"]);
        assert_eq!((c.ply(), c.at_line_end(), c.at_game_end()), (2, true, true));
        assert!(c.step(Stepping::First));
        assert!(!c.step(Stepping::Back), "nowhere before the start");
        let other = c.shown().parse_move("F7-F8").expect("legal");
        let played = c.play(&other).expect("plays");
        assert!(played.side_line && !played.known);
        assert!(!c.on_main_line());
        assert!(c.step(Stepping::Up), "the game's move is above");
        assert_eq!(
            c.last_move().map(|m| m.to_string()).as_deref(),
            Some("J6-K5")
        );
        assert!(c.step(Stepping::Down));
        c.step(Stepping::First);
        let again = c.shown().parse_move("J6-K5").expect("legal");
        assert!(c.play(&again).expect("plays").known);
        assert!(c.step(Stepping::Last));
        assert_eq!(c.ply(), 2);
    }

    #[test]
    fn deleting_the_shown_line_goes_back_and_says_what_went() {
        let mut c = cursor(&["J6-K5", "J11-K12", "K5-L4"]);
        let second = c.tree().main_line(NodeId::ROOT)[1];
        c.comment(second, "a reply").expect("node");
        let d = c.delete(second).expect("deletes");
        assert_eq!((d.moves, d.comments), (2, 1));
        assert_eq!(c.ply(), 1, "shown: the move before");
        assert_eq!(d.before.len(), 3, "the tree as it was");
        assert_eq!(c.delete(NodeId::ROOT), Err(TreeError::DeleteRoot));
    }

    #[test]
    fn river_placements_are_not_listed_as_moves() {
        let c = Cursor::new(
            GameTree::new(Position::start_of(Variant::River)),
            NodeId::ROOT,
        );
        assert!(c.shown().is_placing_trees());
        assert!(c.legal().is_empty(), "trees are planted tree by tree");
        let start = Cursor::default();
        assert_eq!(start.legal().len(), Position::start().legal_moves().len());
    }
}
