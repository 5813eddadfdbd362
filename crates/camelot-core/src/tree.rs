//! A game tree: the start position, the moves played and the side lines (variations) tried
//! instead, with a comment on any move.

use crate::{
    Color, Game, IllegalMoveError, Move, MoveText, Outcome, ParseMoveError, Position, Variant,
};
use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

/// Names one node of a [`GameTree`]: the root (the start position) or a move.
///
/// An id stays valid while its node exists: promoting lines and deleting other nodes leave it
/// alone, and the ids of deleted nodes are never given out again.
///
/// ```
/// use camelot_core::{GameTree, NodeId};
/// let mut tree = GameTree::default();
/// let first = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
/// assert_eq!(tree.parent(first), Some(NodeId::ROOT));
/// assert_eq!(first.to_string(), "node 1");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(usize);

impl NodeId {
    /// The root: the start position, before the first move.
    pub const ROOT: NodeId = NodeId(0);

    /// The id's number, as its `Display` writes it (`node 1`): 0 for the root, then the
    /// nodes in the order they were made.
    ///
    /// ```
    /// assert_eq!(camelot_core::NodeId::ROOT.number(), 0);
    /// ```
    pub const fn number(self) -> usize {
        self.0
    }
}

impl fmt::Display for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "node {}", self.0)
    }
}

/// The number and side of a move, as game records count: White's and Black's moves share a
/// full-move number.
///
/// ```
/// use camelot_core::{Color, MoveNumber};
/// let n = MoveNumber { number: 6, side: Color::Black };
/// assert_eq!(n.to_string(), "move 6 (Black)");
/// assert_eq!(n.label(), "6...");
/// assert_eq!(MoveNumber { number: 7, side: Color::White }.label(), "7.");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveNumber {
    /// The full-move number (the position text's move number before the move).
    pub number: u32,
    /// Who makes the move.
    pub side: Color,
}

impl MoveNumber {
    /// The number of the move to be played in `pos`.
    ///
    /// ```
    /// use camelot_core::{Color, MoveNumber, Position};
    /// let n = MoveNumber::of(&Position::start());
    /// assert_eq!((n.number, n.side), (1, Color::White));
    /// ```
    pub fn of(pos: &Position) -> MoveNumber {
        MoveNumber {
            number: pos.fullmove(),
            side: pos.turn(),
        }
    }

    /// The number as a game record writes it: `6.` before White's move, `6...` before Black's.
    ///
    /// ```
    /// use camelot_core::{MoveNumber, Position};
    /// assert_eq!(MoveNumber::of(&Position::start()).label(), "1.");
    /// ```
    pub fn label(&self) -> String {
        match self.side {
            Color::White => format!("{}.", self.number),
            Color::Black => format!("{}...", self.number),
        }
    }
}

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} ({})", self.number, self.side)
    }
}

/// Where a node sits in its tree, as the child indices taken from the root: `0.0.1` is the
/// first move, then its main reply, then the second alternative after that. The root is the
/// empty path. Indices change when lines are promoted or deleted; [`NodeId`]s do not.
///
/// ```
/// use camelot_core::NodePath;
/// let path: NodePath = "0.0.1".parse().unwrap();
/// assert_eq!(path.indices(), [0, 0, 1]);
/// assert_eq!(path.to_string(), "0.0.1");
/// assert_eq!(path.parent().unwrap().to_string(), "0.0");
/// assert!("".parse::<NodePath>().unwrap().is_root());
/// assert!("0..1".parse::<NodePath>().is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct NodePath(Vec<usize>);

impl NodePath {
    /// The root's path (empty).
    ///
    /// ```
    /// assert_eq!(camelot_core::NodePath::root().to_string(), "");
    /// ```
    pub fn root() -> NodePath {
        NodePath(Vec::new())
    }

    /// A path from its child indices.
    ///
    /// ```
    /// use camelot_core::NodePath;
    /// assert_eq!(NodePath::from_indices(&[0, 2]).to_string(), "0.2");
    /// ```
    pub fn from_indices(indices: &[usize]) -> NodePath {
        NodePath(indices.to_vec())
    }

    /// The child indices from the root.
    ///
    /// ```
    /// use camelot_core::NodePath;
    /// assert_eq!(NodePath::root().indices(), [] as [usize; 0]);
    /// ```
    pub fn indices(&self) -> &[usize] {
        &self.0
    }

    /// Whether this is the root's path.
    ///
    /// ```
    /// use camelot_core::NodePath;
    /// assert!(!NodePath::from_indices(&[0]).is_root());
    /// ```
    pub fn is_root(&self) -> bool {
        self.0.is_empty()
    }

    /// The path of the `index`-th child of this node (0 is the main continuation).
    ///
    /// ```
    /// use camelot_core::NodePath;
    /// assert_eq!(NodePath::root().child(0).child(1).to_string(), "0.1");
    /// ```
    pub fn child(&self, index: usize) -> NodePath {
        let mut v = self.0.clone();
        v.push(index);
        NodePath(v)
    }

    /// The parent's path; `None` for the root.
    ///
    /// ```
    /// use camelot_core::NodePath;
    /// assert_eq!(NodePath::from_indices(&[3]).parent(), Some(NodePath::root()));
    /// assert_eq!(NodePath::root().parent(), None);
    /// ```
    pub fn parent(&self) -> Option<NodePath> {
        let (_, rest) = self.0.split_last()?;
        Some(NodePath(rest.to_vec()))
    }
}

impl fmt::Display for NodePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, index) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(".")?;
            }
            write!(f, "{index}")?;
        }
        Ok(())
    }
}

/// What is wrong with a node path. Steps count from 1.
///
/// ```
/// use camelot_core::{NodePath, ParsePathError};
/// assert_eq!("0.x".parse::<NodePath>(), Err(ParsePathError::NotANumber { step: 2, text: "x".into() }));
/// assert_eq!("0.".parse::<NodePath>().unwrap_err().to_string(),
///     "step 2 of the node path is empty: paths look like 0.0.1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParsePathError {
    /// Nothing between two dots, or a dot at either end.
    EmptyStep {
        /// Which step.
        step: usize,
    },
    /// A step that is not a decimal number.
    NotANumber {
        /// Which step.
        step: usize,
        /// Its text.
        text: String,
    },
    /// A number too large for any tree.
    TooLarge {
        /// Which step.
        step: usize,
        /// Its text.
        text: String,
    },
}

impl fmt::Display for ParsePathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePathError::EmptyStep { step } => write!(
                f,
                "step {step} of the node path is empty: paths look like 0.0.1"
            ),
            ParsePathError::NotANumber { step, text } => write!(
                f,
                "step {step} of the node path, `{text}`, is not a number: paths look like 0.0.1"
            ),
            ParsePathError::TooLarge { step, text } => {
                write!(f, "step {step} of the node path, {text}, is too large")
            }
        }
    }
}

impl std::error::Error for ParsePathError {}

impl FromStr for NodePath {
    type Err = ParsePathError;

    fn from_str(s: &str) -> Result<NodePath, ParsePathError> {
        let s = s.trim();
        if s.is_empty() {
            return Ok(NodePath::root());
        }
        let mut indices = Vec::new();
        for (i, part) in s.split('.').enumerate() {
            let step = i + 1;
            if part.is_empty() {
                return Err(ParsePathError::EmptyStep { step });
            }
            if !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ParsePathError::NotANumber {
                    step,
                    text: part.to_string(),
                });
            }
            let index = part.parse().map_err(|_| ParsePathError::TooLarge {
                step,
                text: part.to_string(),
            })?;
            indices.push(index);
        }
        Ok(NodePath(indices))
    }
}

/// Why a tree operation failed.
///
/// ```
/// use camelot_core::{GameTree, NodeId, TreeError};
/// let mut tree = GameTree::default();
/// assert_eq!(tree.delete(NodeId::ROOT), Err(TreeError::DeleteRoot));
/// let e = tree.play_text(NodeId::ROOT, "F7-F9").unwrap_err();
/// assert!(matches!(e, TreeError::Illegal(_)));
/// assert!(e.to_string().starts_with("F7-F9 is not legal; that piece can play F7-F8, "));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TreeError {
    /// No node has this id (it was deleted, or belongs to another tree).
    UnknownNode(NodeId),
    /// The root cannot be deleted.
    DeleteRoot,
    /// The move text does not parse.
    Syntax(ParseMoveError),
    /// The move is not legal at that node (or the game is over there).
    Illegal(IllegalMoveError),
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::UnknownNode(id) => write!(f, "there is no {id} in this game tree"),
            TreeError::DeleteRoot => {
                write!(f, "the start position cannot be deleted, only moves")
            }
            TreeError::Syntax(e) => e.fmt(f),
            TreeError::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for TreeError {}

#[derive(Debug, Clone)]
struct Node {
    /// The move from the parent; `None` for the root.
    mv: Option<Move>,
    /// The position after the move.
    position: Position,
    parent: Option<NodeId>,
    /// The main continuation first, then the alternatives in order.
    children: Vec<NodeId>,
    comment: Option<String>,
}

/// A game with side lines: the start position, and a tree of moves where each node's first
/// child is the main continuation and the others are alternatives to it (variations). Any
/// node may carry a comment; the root's comment stands before the first move.
///
/// Two moves are the same child when they are equal as [`Move`]s, that is when they take the
/// same path: like the rest of the crate, the tree keeps two paths to one position apart,
/// because a record writes the path that was played.
///
/// Each node stores its position, so looking one up costs nothing (a node is 392 bytes;
/// replaying a 200-move line from the start instead would cost about 5 µs per look-up).
///
/// A result decided outside the rules (resignation, agreement, a record's result) is the
/// [`ending`](GameTree::ending) of the main line: it applies at the main line's last node,
/// no move can be added there while it is set, and it is cleared whenever the main line
/// changes (a promotion or deletion that gives it another end), as [`Game`] drops its ending
/// when the moves after the cursor are replaced.
///
/// ```
/// use camelot_core::{GameTree, NodeId};
/// let mut tree = GameTree::default();
/// let f8 = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
/// let f9 = tree.play_text(f8, "F10-F9").unwrap();
/// let e8 = tree.play_text(NodeId::ROOT, "E7-E8").unwrap(); // a side line
/// assert_eq!(tree.children(NodeId::ROOT), [f8, e8]);
/// assert_eq!(tree.path(f9).unwrap().to_string(), "0.0");
/// assert_eq!(tree.path(e8).unwrap().to_string(), "1");
/// tree.set_comment(e8, "more central").unwrap();
/// tree.promote(e8).unwrap();
/// assert_eq!(tree.main_line(NodeId::ROOT), [e8]);
/// assert_eq!(tree.line(f9).len(), 2);
/// ```
#[derive(Debug, Clone)]
pub struct GameTree {
    root: Node,
    /// The moves, indexed by [`NodeId`]; `None` marks a deleted node (and index 0, the root's).
    nodes: Vec<Option<Node>>,
    moves: usize,
    ending: Option<Outcome>,
    repetition_rule: bool,
}

impl Default for GameTree {
    fn default() -> Self {
        GameTree::new(Position::start())
    }
}

impl GameTree {
    /// A tree with no moves from `start`, with the repetition house rule on.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId, Position};
    /// let tree = GameTree::new(Position::start());
    /// assert!(tree.is_empty());
    /// assert_eq!(tree.position(NodeId::ROOT), Some(&Position::start()));
    /// ```
    pub fn new(start: Position) -> GameTree {
        GameTree {
            root: Node {
                mv: None,
                position: start,
                parent: None,
                children: Vec::new(),
                comment: None,
            },
            nodes: vec![None],
            moves: 0,
            ending: None,
            repetition_rule: true,
        }
    }

    /// A tree whose main line is `game`'s moves up to its cursor, with its repetition rule and
    /// (when the cursor is at the end) its result by resignation or agreement.
    ///
    /// ```
    /// use camelot_core::{Color, Game, GameTree};
    /// let mut game = Game::default();
    /// game.play_text("F7-F8").unwrap();
    /// game.resign(Color::Black);
    /// let tree = GameTree::from_game(&game);
    /// assert_eq!(tree.len(), 1);
    /// assert_eq!(tree.ending(), game.outcome());
    /// assert_eq!(tree.main_game(), game);
    /// ```
    pub fn from_game(game: &Game) -> GameTree {
        let mut tree = GameTree::new(game.start().clone());
        tree.repetition_rule = game.repetition_rule();
        let mut at = NodeId::ROOT;
        for (i, mv) in game.moves().iter().enumerate() {
            let Some(position) = game.position_at(i + 1) else {
                break;
            };
            at = tree.insert_new(at, *mv, position.clone());
        }
        if tree.outcome(at).is_none() {
            tree.ending = game.outcome();
        }
        tree
    }

    fn node(&self, id: NodeId) -> Option<&Node> {
        if id == NodeId::ROOT {
            return Some(&self.root);
        }
        self.nodes.get(id.0)?.as_ref()
    }

    fn node_mut(&mut self, id: NodeId) -> Result<&mut Node, TreeError> {
        if id == NodeId::ROOT {
            return Ok(&mut self.root);
        }
        self.nodes
            .get_mut(id.0)
            .and_then(Option::as_mut)
            .ok_or(TreeError::UnknownNode(id))
    }

    /// The start position.
    ///
    /// ```
    /// use camelot_core::{GameTree, Position};
    /// assert_eq!(GameTree::default().start(), &Position::start());
    /// ```
    pub fn start(&self) -> &Position {
        &self.root.position
    }

    /// The variant (the start position's).
    ///
    /// ```
    /// use camelot_core::{GameTree, Position, Variant};
    /// let tree = GameTree::new(Position::start_of(Variant::River));
    /// assert_eq!(tree.variant(), Variant::River);
    /// ```
    pub fn variant(&self) -> Variant {
        self.root.position.variant()
    }

    /// Whether `id` names a node of this tree.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let id = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// tree.delete(id).unwrap();
    /// assert!(!tree.contains(id));
    /// assert!(tree.contains(NodeId::ROOT));
    /// ```
    pub fn contains(&self, id: NodeId) -> bool {
        self.node(id).is_some()
    }

    /// The number of moves in the tree (every node but the root).
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// tree.play_text(NodeId::ROOT, "E7-E8").unwrap();
    /// assert_eq!(tree.len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        self.moves
    }

    /// Whether the tree has no moves.
    ///
    /// ```
    /// assert!(camelot_core::GameTree::default().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.moves == 0
    }

    /// The position at a node (after its move); `None` if there is no such node.
    ///
    /// ```
    /// use camelot_core::{Color, GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let id = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// assert_eq!(tree.position(id).map(|p| p.turn()), Some(Color::Black));
    /// ```
    pub fn position(&self, id: NodeId) -> Option<&Position> {
        self.node(id).map(|n| &n.position)
    }

    /// The move that leads to a node; `None` for the root and for unknown ids.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let id = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// assert_eq!(tree.move_at(id).map(|m| m.to_string()).as_deref(), Some("F7-F8"));
    /// assert_eq!(tree.move_at(NodeId::ROOT), None);
    /// ```
    pub fn move_at(&self, id: NodeId) -> Option<&Move> {
        self.node(id)?.mv.as_ref()
    }

    /// The number and side of the move that leads to a node; `None` for the root and for
    /// unknown ids.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let b = tree.play_text(a, "F10-F9").unwrap();
    /// assert_eq!(tree.move_number(b).map(|n| n.label()).as_deref(), Some("1..."));
    /// ```
    pub fn move_number(&self, id: NodeId) -> Option<MoveNumber> {
        let parent = self.node(id)?.parent?;
        self.position(parent).map(MoveNumber::of)
    }

    /// A node's comment (the root's stands before the first move).
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// tree.set_comment(NodeId::ROOT, "  a   model game ").unwrap();
    /// assert_eq!(tree.comment(NodeId::ROOT), Some("a model game"));
    /// ```
    pub fn comment(&self, id: NodeId) -> Option<&str> {
        self.node(id)?.comment.as_deref()
    }

    /// A node's parent; `None` for the root and for unknown ids.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// assert_eq!(GameTree::default().parent(NodeId::ROOT), None);
    /// ```
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id)?.parent
    }

    /// A node's children: the main continuation first, then the alternatives. Empty for a
    /// leaf and for unknown ids.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let b = tree.play_text(NodeId::ROOT, "G7-G8").unwrap();
    /// assert_eq!(tree.children(NodeId::ROOT), [a, b]);
    /// assert!(tree.children(a).is_empty());
    /// ```
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.node(id).map_or(&[], |n| &n.children)
    }

    /// The move played instead of `id` `offset` places along its parent's children (−1: the
    /// one just above it in a move list, 1: just below); `None` past either end, for the
    /// root and for unknown ids.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let b = tree.play_text(NodeId::ROOT, "G7-G8").unwrap();
    /// assert_eq!(tree.sibling(a, 1), Some(b));
    /// assert_eq!(tree.sibling(b, -1), Some(a));
    /// assert_eq!(tree.sibling(a, -1), None);
    /// assert_eq!(tree.sibling(NodeId::ROOT, 1), None);
    /// ```
    pub fn sibling(&self, id: NodeId, offset: isize) -> Option<NodeId> {
        let kids = self.children(self.parent(id)?);
        let i = kids.iter().position(|&k| k == id)?;
        kids.get(i.checked_add_signed(offset)?).copied()
    }

    /// Whether the line from the start to `id` passes through `node` (`node` is `id` or comes
    /// before it): deleting `node` deletes `id`.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let b = tree.play_text(a, "F10-F9").unwrap();
    /// let c = tree.play_text(NodeId::ROOT, "G7-G8").unwrap();
    /// assert!(tree.leads_to(a, b) && tree.leads_to(b, b));
    /// assert!(!tree.leads_to(b, a) && !tree.leads_to(c, b));
    /// assert!(tree.leads_to(NodeId::ROOT, c));
    /// ```
    pub fn leads_to(&self, node: NodeId, id: NodeId) -> bool {
        let mut at = Some(id);
        while let Some(n) = at {
            if !self.contains(n) {
                return false;
            }
            if n == node {
                return true;
            }
            at = self.parent(n);
        }
        false
    }

    /// Whether this tree holds every move of `other` (the same start, and each of its lines),
    /// so that replacing `other` by it loses nothing.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut small = GameTree::default();
    /// small.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let mut big = small.clone();
    /// let a = big.main_line_end(NodeId::ROOT);
    /// big.play_text(a, "F10-F9").unwrap();
    /// big.play_text(NodeId::ROOT, "G7-G8").unwrap();
    /// assert!(big.covers(&small) && big.covers(&GameTree::default()));
    /// assert!(!small.covers(&big));
    /// ```
    pub fn covers(&self, other: &GameTree) -> bool {
        if self.start() != other.start() {
            return false;
        }
        let mut stack = vec![(NodeId::ROOT, NodeId::ROOT)];
        while let Some((mine, theirs)) = stack.pop() {
            for &child in other.children(theirs) {
                let Some(mv) = other.move_at(child) else {
                    return false;
                };
                let Some(&twin) = self
                    .children(mine)
                    .iter()
                    .find(|&&c| self.move_at(c) == Some(mv))
                else {
                    return false;
                };
                stack.push((twin, child));
            }
        }
        true
    }

    /// How many moves and how many comments the move at `id` and everything after it hold
    /// (what deleting it would delete); `(0, 0)` for unknown ids.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let b = tree.play_text(a, "F10-F9").unwrap();
    /// tree.play_text(a, "E10-E9").unwrap();
    /// tree.set_comment(b, "solid").unwrap();
    /// assert_eq!(tree.subtree_size(a), (3, 1));
    /// assert_eq!(tree.subtree_size(b), (1, 1));
    /// ```
    pub fn subtree_size(&self, id: NodeId) -> (usize, usize) {
        let (mut moves, mut comments) = (0, 0);
        if id == NodeId::ROOT || !self.contains(id) {
            return (0, 0);
        }
        let mut stack = vec![id];
        while let Some(at) = stack.pop() {
            moves += 1;
            if self.comment(at).is_some() {
                comments += 1;
            }
            stack.extend_from_slice(self.children(at));
        }
        (moves, comments)
    }

    /// The nodes that follow `from` along main continuations (the first child each time),
    /// `from` itself excluded. From the root this is the main line.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let b = tree.play_text(a, "F10-F9").unwrap();
    /// tree.play_text(a, "E10-E9").unwrap();
    /// assert_eq!(tree.main_line(NodeId::ROOT), [a, b]);
    /// assert_eq!(tree.main_line(b), []);
    /// ```
    pub fn main_line(&self, from: NodeId) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = from;
        while let Some(&next) = self.children(at).first() {
            line.push(next);
            at = next;
        }
        line
    }

    /// The last node of the main continuation from `from` (`from` itself when it is a leaf or
    /// unknown). From the root: the end of the main line.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// assert_eq!(tree.main_line_end(NodeId::ROOT), a);
    /// ```
    pub fn main_line_end(&self, from: NodeId) -> NodeId {
        let mut at = from;
        while let Some(&next) = self.children(at).first() {
            at = next;
        }
        at
    }

    /// Whether a node is on the main line (the root is).
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let b = tree.play_text(NodeId::ROOT, "E7-E8").unwrap();
    /// assert!(tree.is_main_line(a));
    /// assert!(!tree.is_main_line(b));
    /// ```
    pub fn is_main_line(&self, id: NodeId) -> bool {
        self.path(id)
            .is_some_and(|p| p.indices().iter().all(|&i| i == 0))
    }

    /// The nodes from the first move to `id`, in order (empty for the root and unknown ids).
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let b = tree.play_text(a, "F10-F9").unwrap();
    /// assert_eq!(tree.line_nodes(b), [a, b]);
    /// ```
    pub fn line_nodes(&self, id: NodeId) -> Vec<NodeId> {
        let mut nodes = Vec::new();
        let mut at = id;
        while let Some(node) = self.node(at) {
            let Some(parent) = node.parent else { break };
            nodes.push(at);
            at = parent;
        }
        nodes.reverse();
        nodes
    }

    /// The moves from the start to `id` (empty for the root and unknown ids).
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let b = tree.play_text(a, "F10-F9").unwrap();
    /// let text: Vec<String> = tree.line(b).iter().map(|m| m.to_string()).collect();
    /// assert_eq!(text, ["F7-F8", "F10-F9"]);
    /// ```
    pub fn line(&self, id: NodeId) -> Vec<Move> {
        self.line_nodes(id)
            .into_iter()
            .filter_map(|n| self.move_at(n).copied())
            .collect()
    }

    /// Where a node sits: the child indices from the root; `None` for unknown ids.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// tree.play_text(a, "F10-F9").unwrap();
    /// let c = tree.play_text(a, "E10-E9").unwrap();
    /// assert_eq!(tree.path(c).unwrap().to_string(), "0.1");
    /// assert_eq!(tree.path(NodeId::ROOT).unwrap().to_string(), "");
    /// ```
    pub fn path(&self, id: NodeId) -> Option<NodePath> {
        self.node(id)?;
        let mut indices = Vec::new();
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            let index = self.children(parent).iter().position(|&c| c == at)?;
            indices.push(index);
            at = parent;
        }
        indices.reverse();
        Some(NodePath(indices))
    }

    /// The node a path leads to; `None` when an index is out of range.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId, NodePath};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let b = tree.play_text(a, "F10-F9").unwrap();
    /// assert_eq!(tree.node_at(&"0.0".parse().unwrap()), Some(b));
    /// assert_eq!(tree.node_at(&NodePath::root()), Some(NodeId::ROOT));
    /// assert_eq!(tree.node_at(&"1".parse().unwrap()), None);
    /// ```
    pub fn node_at(&self, path: &NodePath) -> Option<NodeId> {
        let mut at = NodeId::ROOT;
        for &index in path.indices() {
            at = *self.children(at).get(index)?;
        }
        Some(at)
    }

    /// Every move's node, depth first: a node, then its children's subtrees in order (the main
    /// continuation's first). The root is not included.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let b = tree.play_text(a, "F10-F9").unwrap();
    /// let c = tree.play_text(NodeId::ROOT, "E7-E8").unwrap();
    /// assert_eq!(tree.nodes(), [a, b, c]);
    /// ```
    pub fn nodes(&self) -> Vec<NodeId> {
        let mut out = Vec::with_capacity(self.moves);
        let mut stack: Vec<NodeId> = self.children(NodeId::ROOT).iter().rev().copied().collect();
        while let Some(id) = stack.pop() {
            out.push(id);
            stack.extend(self.children(id).iter().rev());
        }
        out
    }

    /// Whether the repetition house rule (the third occurrence of a position is a draw)
    /// applies. On by default.
    ///
    /// ```
    /// assert!(camelot_core::GameTree::default().repetition_rule());
    /// ```
    pub fn repetition_rule(&self) -> bool {
        self.repetition_rule
    }

    /// Turns the repetition house rule on or off.
    ///
    /// ```
    /// let mut tree = camelot_core::GameTree::default();
    /// tree.set_repetition_rule(false);
    /// assert!(!tree.repetition_rule());
    /// ```
    pub fn set_repetition_rule(&mut self, on: bool) {
        self.repetition_rule = on;
    }

    /// The main line's result decided outside the rules (resignation, agreement), if any.
    ///
    /// ```
    /// use camelot_core::{Color, EndReason, GameTree, Outcome};
    /// let mut tree = GameTree::default();
    /// tree.set_ending(Some(Outcome::draw(EndReason::Agreement)));
    /// assert_eq!(tree.ending().map(|o| o.winner), Some(None));
    /// ```
    pub fn ending(&self) -> Option<Outcome> {
        self.ending
    }

    /// Sets or clears the main line's result decided outside the rules. It applies at the end
    /// of the main line, where no move can be added while it is set.
    ///
    /// ```
    /// use camelot_core::{Color, EndReason, GameTree, NodeId, Outcome, TreeError};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// tree.set_ending(Some(Outcome::win(Color::White, EndReason::Resignation)));
    /// assert_eq!(tree.outcome(a).map(|o| o.reason), Some(EndReason::Resignation));
    /// assert!(matches!(tree.play_text(a, "F10-F9"), Err(TreeError::Illegal(_))));
    /// // A side line is not the game that ended.
    /// let b = tree.play_text(NodeId::ROOT, "E7-E8").unwrap();
    /// assert_eq!(tree.outcome(b), None);
    /// ```
    pub fn set_ending(&mut self, ending: Option<Outcome>) {
        self.ending = ending;
    }

    /// The game from the start to `id`, with the cursor at `id`, this tree's repetition rule
    /// and, at the end of the main line, its ending. `None` for unknown ids.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let game = tree.game_at(a).unwrap();
    /// assert_eq!(game.notation(), ["F7-F8"]);
    /// ```
    pub fn game_at(&self, id: NodeId) -> Option<Game> {
        self.node(id)?;
        let line = self.line_nodes(id);
        let mut positions = Vec::with_capacity(line.len() + 1);
        positions.push(self.start().clone());
        let mut moves = Vec::with_capacity(line.len());
        for &n in &line {
            let node = self.node(n)?;
            positions.push(node.position.clone());
            moves.extend(node.mv);
        }
        let mut game = Game::from_line(positions, moves, self.repetition_rule);
        if let Some(ending) = self.ending
            && id == self.main_line_end(NodeId::ROOT)
            && game.outcome().is_none()
        {
            game.set_ending(ending);
        }
        Some(game)
    }

    /// The main line as a game, with the cursor at its end.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// tree.play_text(NodeId::ROOT, "E7-E8").unwrap();
    /// assert_eq!(tree.main_game().notation(), ["F7-F8"]);
    /// ```
    pub fn main_game(&self) -> Game {
        let end = self.main_line_end(NodeId::ROOT);
        self.game_at(end)
            .unwrap_or_else(|| Game::new(self.start().clone()))
    }

    /// The result at a node: by the rules, by the repetition rule along the line to it, or, at
    /// the end of the main line, by the tree's ending. `None` while the game goes on there (and
    /// for unknown ids).
    ///
    /// ```
    /// use camelot_core::{EndReason, GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let mut at = NodeId::ROOT;
    /// for _ in 0..2 {
    ///     for m in ["J6-K5", "J11-K12", "K5-J6", "K12-J11"] {
    ///         at = tree.play_text(at, m).unwrap();
    ///     }
    /// }
    /// assert_eq!(tree.outcome(at).map(|o| o.reason), Some(EndReason::Repetition));
    /// tree.set_repetition_rule(false);
    /// assert_eq!(tree.outcome(at), None);
    /// ```
    pub fn outcome(&self, id: NodeId) -> Option<Outcome> {
        self.game_at(id)?.outcome()
    }

    /// Plays a legal move at node `at` and returns the new node, appended after the children
    /// already there (the first move from a leaf continues its line; any other starts a side
    /// line). If `at` already has a child with this move, returns that child and changes
    /// nothing.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId, Position};
    /// let mut tree = GameTree::default();
    /// let mv = Position::start().parse_move("F7-F8").unwrap();
    /// let a = tree.play(NodeId::ROOT, &mv).unwrap();
    /// assert_eq!(tree.play(NodeId::ROOT, &mv), Ok(a));
    /// assert_eq!(tree.len(), 1);
    /// ```
    pub fn play(&mut self, at: NodeId, mv: &Move) -> Result<NodeId, TreeError> {
        let node = self.node(at).ok_or(TreeError::UnknownNode(at))?;
        if let Some(&existing) = node.children.iter().find(|&&c| self.move_at(c) == Some(mv)) {
            return Ok(existing);
        }
        if let Some(outcome) = self.outcome(at) {
            return Err(TreeError::Illegal(IllegalMoveError::GameOver { outcome }));
        }
        let next = node.position.play(mv).map_err(TreeError::Illegal)?;
        Ok(self.insert_new(at, *mv, next))
    }

    /// Parses and resolves move text at node `at`, then plays it as [`GameTree::play`] does.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId, TreeError};
    /// let mut tree = GameTree::default();
    /// assert!(tree.play_text(NodeId::ROOT, "F7-F8").is_ok());
    /// assert!(matches!(tree.play_text(NodeId::ROOT, "F7"), Err(TreeError::Syntax(_))));
    /// ```
    pub fn play_text(&mut self, at: NodeId, text: &str) -> Result<NodeId, TreeError> {
        let parsed: MoveText = text.parse().map_err(TreeError::Syntax)?;
        let pos = self.position(at).ok_or(TreeError::UnknownNode(at))?;
        let mv = parsed.resolve(pos).map_err(TreeError::Illegal)?;
        self.play(at, &mv)
    }

    /// Appends a child without checking legality or looking for an equal child: the record
    /// reader adds every move as written and merges repeated ones at the end
    /// ([`GameTree::merge_repeated_moves`]), so that the order of lines follows the text.
    pub(crate) fn insert_new(&mut self, at: NodeId, mv: Move, position: Position) -> NodeId {
        let id = NodeId(self.nodes.len());
        let Ok(parent) = self.node_mut(at) else {
            return at;
        };
        parent.children.push(id);
        self.nodes.push(Some(Node {
            mv: Some(mv),
            position,
            parent: Some(at),
            children: Vec::new(),
            comment: None,
        }));
        self.moves += 1;
        id
    }

    /// Merges children with equal moves into the first of them, subtree and comment
    /// included: a variation that repeats a move already there goes on from that move.
    pub(crate) fn merge_repeated_moves(&mut self) {
        let mut work = vec![NodeId::ROOT];
        while let Some(at) = work.pop() {
            let mut first: HashMap<Move, NodeId> = HashMap::new();
            for child in self.children(at).to_vec() {
                let Some(&mv) = self.move_at(child) else {
                    continue;
                };
                match first.get(&mv) {
                    Some(&keep) => self.merge_into(child, keep),
                    None => {
                        first.insert(mv, child);
                    }
                }
            }
            work.extend(self.children(at));
        }
    }

    /// Moves `from`'s children and comment to its sibling `into` (same move), then removes it.
    fn merge_into(&mut self, from: NodeId, into: NodeId) {
        let Some(node) = self.nodes.get_mut(from.0).and_then(Option::take) else {
            return;
        };
        self.moves -= 1;
        if let Some(parent) = node.parent.and_then(|p| self.node_mut(p).ok()) {
            parent.children.retain(|&c| c != from);
        }
        for &child in &node.children {
            if let Ok(c) = self.node_mut(child) {
                c.parent = Some(into);
            }
        }
        if let Ok(keep) = self.node_mut(into) {
            keep.children.extend(node.children);
        }
        if let Some(comment) = node.comment {
            self.append_comment(into, &comment);
        }
    }

    /// Sets a node's comment; white space is collapsed, `}` (which would end the comment in
    /// a record) becomes `)`, and an empty text removes the comment. The root's comment
    /// stands before the first move.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// tree.set_comment(a, "the {usual}\nstart").unwrap();
    /// assert_eq!(tree.comment(a), Some("the {usual) start"));
    /// tree.set_comment(a, " ").unwrap();
    /// assert_eq!(tree.comment(a), None);
    /// ```
    pub fn set_comment(&mut self, id: NodeId, text: &str) -> Result<(), TreeError> {
        self.node_mut(id)?.comment = normalize_comment(text);
        Ok(())
    }

    /// Adds text after a node's comment (records may give several comments to one move).
    pub(crate) fn append_comment(&mut self, id: NodeId, text: &str) {
        let Some(text) = normalize_comment(text) else {
            return;
        };
        if let Ok(node) = self.node_mut(id) {
            node.comment = Some(match node.comment.take() {
                Some(old) => format!("{old} {text}"),
                None => text,
            });
        }
    }

    /// Promotes the side line through `id` one level: at the nearest branch point above `id`
    /// where its line is an alternative, it becomes the main continuation (the others keep
    /// their order after it). Returns whether anything changed.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let b = tree.play_text(NodeId::ROOT, "E7-E8").unwrap();
    /// let b1 = tree.play_text(b, "F10-F9").unwrap();
    /// let b2 = tree.play_text(b, "E10-E9").unwrap();
    /// assert_eq!(tree.promote(b2), Ok(true));
    /// assert_eq!(tree.children(b), [b2, b1]);
    /// assert_eq!(tree.children(NodeId::ROOT), [a, b], "one level only");
    /// assert_eq!(tree.promote(b2), Ok(true));
    /// assert_eq!(tree.children(NodeId::ROOT), [b, a]);
    /// assert_eq!(tree.promote(b2), Ok(false));
    /// ```
    pub fn promote(&mut self, id: NodeId) -> Result<bool, TreeError> {
        self.promote_levels(id, false)
    }

    /// Makes the line through `id` the main line: at every branch point above `id` its line
    /// becomes the main continuation. Returns whether anything changed.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let b = tree.play_text(NodeId::ROOT, "E7-E8").unwrap();
    /// tree.play_text(b, "F10-F9").unwrap();
    /// let b2 = tree.play_text(b, "E10-E9").unwrap();
    /// assert_eq!(tree.promote_to_main(b2), Ok(true));
    /// assert_eq!(tree.main_line(NodeId::ROOT), [b, b2]);
    /// assert!(tree.is_main_line(b2));
    /// ```
    pub fn promote_to_main(&mut self, id: NodeId) -> Result<bool, TreeError> {
        self.promote_levels(id, true)
    }

    fn promote_levels(&mut self, id: NodeId, all: bool) -> Result<bool, TreeError> {
        self.node_mut(id)?;
        let end = self.main_line_end(NodeId::ROOT);
        let mut changed = false;
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            let siblings = &mut self.node_mut(parent)?.children;
            if let Some(index) = siblings.iter().position(|&c| c == at)
                && index > 0
            {
                siblings.remove(index);
                siblings.insert(0, at);
                changed = true;
                if !all {
                    break;
                }
            }
            at = parent;
        }
        self.forget_ending_unless_end_is(end);
        Ok(changed)
    }

    /// Deletes a node and everything after it, and returns its parent. When it was the main
    /// continuation, its first alternative (if any) takes its place.
    ///
    /// ```
    /// use camelot_core::{GameTree, NodeId};
    /// let mut tree = GameTree::default();
    /// let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
    /// let a1 = tree.play_text(a, "F10-F9").unwrap();
    /// let b = tree.play_text(NodeId::ROOT, "E7-E8").unwrap();
    /// assert_eq!(tree.delete(a), Ok(NodeId::ROOT));
    /// assert!(!tree.contains(a1));
    /// assert_eq!(tree.main_line(NodeId::ROOT), [b]);
    /// assert_eq!(tree.len(), 1);
    /// ```
    pub fn delete(&mut self, id: NodeId) -> Result<NodeId, TreeError> {
        let parent = self
            .node(id)
            .ok_or(TreeError::UnknownNode(id))?
            .parent
            .ok_or(TreeError::DeleteRoot)?;
        let end = self.main_line_end(NodeId::ROOT);
        self.node_mut(parent)?.children.retain(|&c| c != id);
        let mut stack = vec![id];
        while let Some(at) = stack.pop() {
            if let Some(node) = self.nodes.get_mut(at.0).and_then(Option::take) {
                self.moves -= 1;
                stack.extend(node.children);
            }
        }
        self.forget_ending_unless_end_is(end);
        Ok(parent)
    }

    /// The ending belongs to the main line as it was: a new main line has not ended so.
    fn forget_ending_unless_end_is(&mut self, end: NodeId) {
        if self.main_line_end(NodeId::ROOT) != end {
            self.ending = None;
        }
    }
}

/// One line, white space collapsed, no `}`; `None` when nothing is left.
fn normalize_comment(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.is_empty() {
        return None;
    }
    Some(words.join(" ").replace('}', ")"))
}

/// Same start, rule and ending, and the same moves, comments and order everywhere; node ids
/// do not count.
impl PartialEq for GameTree {
    fn eq(&self, other: &GameTree) -> bool {
        if self.start() != other.start()
            || self.moves != other.moves
            || self.ending != other.ending
            || self.repetition_rule != other.repetition_rule
        {
            return false;
        }
        let mut stack = vec![(NodeId::ROOT, NodeId::ROOT)];
        while let Some((a, b)) = stack.pop() {
            let (Some(na), Some(nb)) = (self.node(a), other.node(b)) else {
                return false;
            };
            if na.mv != nb.mv || na.comment != nb.comment || na.children.len() != nb.children.len()
            {
                return false;
            }
            stack.extend(na.children.iter().copied().zip(nb.children.iter().copied()));
        }
        true
    }
}

impl Eq for GameTree {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{EndReason, Position};

    fn tree_with(lines: &[&[&str]]) -> GameTree {
        let mut tree = GameTree::default();
        for line in lines {
            let mut at = NodeId::ROOT;
            for m in *line {
                at = tree.play_text(at, m).expect("legal");
            }
        }
        tree
    }

    fn texts(tree: &GameTree, ids: &[NodeId]) -> Vec<String> {
        ids.iter()
            .filter_map(|&id| tree.move_at(id).map(Move::to_string))
            .collect()
    }

    #[test]
    fn adding_a_move_twice_finds_the_same_child() {
        let mut tree = tree_with(&[&["J6-K5", "J11-K12"], &["J6-K5", "C11-B12"]]);
        assert_eq!(tree.len(), 3);
        let a = tree.children(NodeId::ROOT)[0];
        assert_eq!(texts(&tree, tree.children(a)), ["J11-K12", "C11-B12"]);
        // The same destination by another path is another move.
        let canter = tree.play_text(NodeId::ROOT, "F7-F5").unwrap();
        assert_eq!(tree.play_text(NodeId::ROOT, "F7-F5"), Ok(canter));
        assert_eq!(tree.children(NodeId::ROOT).len(), 2);
    }

    #[test]
    fn play_refuses_unknown_nodes_illegal_moves_and_finished_games() {
        let mut tree = GameTree::default();
        let a = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
        tree.delete(a).unwrap();
        assert_eq!(tree.play_text(a, "F10-F9"), Err(TreeError::UnknownNode(a)));
        assert!(matches!(
            tree.play_text(NodeId::ROOT, "F10-F9"),
            Err(TreeError::Illegal(IllegalMoveError::NotYourPiece { .. }))
        ));
        let won: Position = "2/8/10/12/12/12/12/12/12/12/12/12/12/10/MM6/2 b 0 0"
            .parse()
            .unwrap();
        let mut tree = GameTree::new(won);
        assert!(matches!(
            tree.play_text(NodeId::ROOT, "A4-A5"),
            Err(TreeError::Illegal(_))
        ));
        assert!(tree.is_empty());
    }

    #[test]
    fn navigation_paths_and_lines() {
        let tree = tree_with(&[
            &["J6-K5", "J11-K12", "K5-L4"],
            &["J6-K5", "J11-K12", "C6-B5"],
            &["J6-K5", "C11-B12"],
            &["C6-B5"],
        ]);
        let p = |s: &str| tree.node_at(&s.parse().unwrap());
        let n = p("0.0.1").unwrap();
        assert_eq!(
            texts(&tree, &tree.line_nodes(n)),
            ["J6-K5", "J11-K12", "C6-B5"]
        );
        assert_eq!(tree.path(n).unwrap().to_string(), "0.0.1");
        assert_eq!(tree.parent(n), p("0.0"));
        assert_eq!(
            texts(&tree, &tree.main_line(NodeId::ROOT)),
            ["J6-K5", "J11-K12", "K5-L4"]
        );
        assert_eq!(tree.main_line_end(p("0.1").unwrap()), p("0.1").unwrap());
        assert_eq!(p("2"), None);
        assert_eq!(p("0.0.2"), None);
        assert!(!tree.is_main_line(n));
        assert!(tree.is_main_line(p("0.0.0").unwrap()));
        assert_eq!(
            tree.move_number(n).map(|m| m.label()).as_deref(),
            Some("2.")
        );
        for id in tree.nodes() {
            let path = tree.path(id).unwrap();
            assert_eq!(tree.node_at(&path), Some(id));
            assert_eq!(path.to_string().parse::<NodePath>(), Ok(path));
            // The stored position is the position the line leads to.
            let mut pos = tree.start().clone();
            for mv in tree.line(id) {
                pos = pos.play(&mv).unwrap();
            }
            assert_eq!(tree.position(id), Some(&pos));
        }
        assert_eq!(tree.nodes().len(), tree.len());
    }

    #[test]
    fn path_text_errors() {
        for (text, want) in [
            (".", ParsePathError::EmptyStep { step: 1 }),
            ("0..1", ParsePathError::EmptyStep { step: 2 }),
            (
                "0.-1",
                ParsePathError::NotANumber {
                    step: 2,
                    text: "-1".into(),
                },
            ),
            (
                "+1",
                ParsePathError::NotANumber {
                    step: 1,
                    text: "+1".into(),
                },
            ),
            (
                "99999999999999999999999",
                ParsePathError::TooLarge {
                    step: 1,
                    text: "99999999999999999999999".into(),
                },
            ),
        ] {
            assert_eq!(text.parse::<NodePath>(), Err(want), "{text}");
        }
        assert_eq!(
            " 0.1 ".parse::<NodePath>().map(|p| p.to_string()),
            Ok("0.1".into())
        );
    }

    #[test]
    fn promotion_one_level_and_all_the_way() {
        let mut tree = tree_with(&[
            &["J6-K5", "J11-K12", "K5-L4"],
            &["J6-K5", "J11-K12", "C6-B5"],
            &["J6-K5", "C11-B12", "K5-L4"],
            &["J6-K5", "C11-B12", "C6-B5"],
            &["C6-B5"],
        ]);
        let p = |t: &GameTree, s: &str| t.node_at(&s.parse().unwrap()).unwrap();
        let deep = p(&tree, "0.1.1");
        let before = tree.clone();
        assert_eq!(tree.promote(deep), Ok(true));
        assert_eq!(tree.path(deep).unwrap().to_string(), "0.1.0");
        assert_eq!(tree.promote(deep), Ok(true));
        assert_eq!(tree.path(deep).unwrap().to_string(), "0.0.0");
        assert_eq!(tree.promote(deep), Ok(false));
        assert_ne!(tree, before);

        let mut tree = before.clone();
        assert_eq!(tree.promote_to_main(deep), Ok(true));
        assert_eq!(tree.path(deep).unwrap().to_string(), "0.0.0");
        assert_eq!(
            texts(&tree, &tree.main_line(NodeId::ROOT)),
            ["J6-K5", "C11-B12", "C6-B5"]
        );
        // The other lines keep their order after the promoted one.
        let a = p(&tree, "0");
        assert_eq!(texts(&tree, tree.children(a)), ["C11-B12", "J11-K12"]);
        assert_eq!(tree.promote(NodeId::ROOT), Ok(false));
        assert_eq!(tree.len(), before.len());
        let k5 = p(&tree, "1");
        assert_eq!(tree.promote_to_main(k5), Ok(true));
        assert_eq!(tree.main_line(NodeId::ROOT), [k5]);
    }

    #[test]
    fn deleting_a_subtree() {
        let mut tree = tree_with(&[
            &["J6-K5", "J11-K12", "K5-L4"],
            &["J6-K5", "C11-B12"],
            &["C6-B5"],
        ]);
        let a = tree.children(NodeId::ROOT)[0];
        let gone: Vec<NodeId> = std::iter::once(a).chain(tree.main_line(a)).collect();
        assert_eq!(tree.delete(a), Ok(NodeId::ROOT));
        assert_eq!(tree.len(), 1);
        assert!(gone.iter().all(|&id| !tree.contains(id)));
        assert_eq!(tree.delete(a), Err(TreeError::UnknownNode(a)));
        assert_eq!(texts(&tree, &tree.main_line(NodeId::ROOT)), ["C6-B5"]);
        assert_eq!(tree.nodes().len(), 1);
        // Ids are not reused.
        let b = tree.play_text(NodeId::ROOT, "F7-F8").unwrap();
        assert!(!gone.contains(&b));
    }

    #[test]
    fn ending_belongs_to_the_main_line_end() {
        let mut tree = tree_with(&[&["J6-K5", "J11-K12"], &["C6-B5"]]);
        let resigned = Outcome::win(Color::White, EndReason::Resignation);
        tree.set_ending(Some(resigned));
        let end = tree.main_line_end(NodeId::ROOT);
        assert_eq!(tree.outcome(end), Some(resigned));
        assert_eq!(tree.main_game().outcome(), Some(resigned));
        let a = tree.parent(end).unwrap();
        assert_eq!(tree.outcome(a), None, "not at the end");
        // Promoting a side line over the played line: the ending no longer applies.
        let side = tree.children(NodeId::ROOT)[1];
        let mut promoted = tree.clone();
        promoted.promote(side).unwrap();
        assert_eq!(promoted.ending(), None);
        // Deleting a side line keeps it; deleting the end drops it.
        let mut t = tree.clone();
        t.delete(side).unwrap();
        assert_eq!(t.ending(), Some(resigned));
        t.delete(end).unwrap();
        assert_eq!(t.ending(), None);
        // A variation inside the main line keeps it.
        let mut t = tree.clone();
        t.play_text(a, "C11-B12").unwrap();
        assert_eq!(t.ending(), Some(resigned));
    }

    #[test]
    fn repetition_is_judged_along_each_line() {
        let mut tree = GameTree::default();
        let mut at = NodeId::ROOT;
        for _ in 0..2 {
            for m in ["J6-K5", "J11-K12", "K5-J6", "K12-J11"] {
                at = tree.play_text(at, m).unwrap();
            }
        }
        assert!(tree.play_text(at, "J6-K5").is_err());
        // A side line one move earlier has not repeated.
        let before = tree.parent(at).unwrap();
        let side = tree.play_text(before, "C11-B12").unwrap();
        assert_eq!(tree.outcome(side), None);
    }

    #[test]
    fn from_game_and_back() {
        let mut game = Game::default();
        for m in ["J6-K5", "J11-K12", "K5-L4"] {
            game.play_text(m).unwrap();
        }
        game.undo();
        let tree = GameTree::from_game(&game);
        assert_eq!(tree.len(), 2, "up to the cursor");
        let mut want = game.clone();
        want.truncate();
        assert_eq!(tree.main_game(), want);
    }

    #[test]
    fn node_size() {
        // The position dominates; see the type's documentation for the trade-off.
        eprintln!("node: {} bytes", std::mem::size_of::<Node>());
        assert!(std::mem::size_of::<Node>() <= 488);
    }

    #[test]
    fn equality_ignores_ids() {
        let a = tree_with(&[&["F7-F8"], &["E7-E8"]]);
        let mut b = tree_with(&[&["J6-K5"], &["F7-F8"], &["E7-E8"]]);
        let k5 = b.children(NodeId::ROOT)[0];
        b.delete(k5).unwrap();
        assert_eq!(a, b);
        b.set_comment(NodeId::ROOT, "x").unwrap();
        assert_ne!(a, b);
    }
}
