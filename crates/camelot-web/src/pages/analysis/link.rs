//! The analysis board's link: `#/analysis?position=TEXT`, or `?record=TEXT&node=PATH`, and
//! the state it opens on.

use super::state::State;
use super::words;
use camelot_core::{GameTree, NodeId, NodePath, Position, Record};

/// What an analysis link asks for: `#/analysis?position=TEXT`, or `?record=TEXT&node=PATH`
/// (values already URL-decoded).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Link {
    /// A position to analyse.
    pub position: Option<String>,
    /// A game record (with side lines) to analyse.
    pub record: Option<String>,
    /// The node of the record to show, as a path (`0.0.1`).
    pub node: Option<String>,
    /// Review the game at once.
    pub review: bool,
}

impl Link {
    /// Whether the link names nothing (the page then reopens the last analysis).
    pub fn is_empty(&self) -> bool {
        self.position.is_none() && self.record.is_none()
    }

    /// The address within the site (`#/analysis?record=…&node=…`, or `?position=…`).
    pub fn href(&self) -> String {
        let enc = crate::app::query::encode_component;
        let mut parts = Vec::new();
        if let Some(p) = &self.position {
            parts.push(format!("position={}", enc(p)));
        }
        if let Some(r) = &self.record {
            parts.push(format!("record={}", enc(r)));
        }
        if let Some(n) = &self.node {
            parts.push(format!("node={}", enc(n)));
        }
        if self.review {
            parts.push("review=1".to_string());
        }
        if parts.is_empty() {
            return "#/analysis".to_string();
        }
        format!("#/analysis?{}", parts.join("&"))
    }

    /// The link as one string, to recognise it when the page reloads.
    pub fn key(&self) -> String {
        let part = |v: &Option<String>| v.as_deref().map_or("-".to_string(), |s| format!("+{s}"));
        format!(
            "{}|{}|{}",
            part(&self.position),
            part(&self.record),
            part(&self.node)
        )
    }
}

impl State {
    /// The link to what the page shows: the tree with its side lines, at the shown move. The
    /// page keeps its address on it, so that a copied address or a reload opens what is seen.
    pub fn link(&self) -> Link {
        let tree = self.tree();
        Link {
            position: None,
            record: Some(Record::from_tree(tree, &[]).to_string()),
            node: tree.path(self.game.node()).map(|p| p.to_string()),
            review: false,
        }
    }

    /// The state for an analysis link: the game or position it names, at its node. Problems
    /// with the link are reported in a notice (the page then shows the start position, or the
    /// game's end for an unknown node).
    pub fn from_link(link: &Link) -> State {
        let mut problems = Vec::new();
        let mut state = State::default();
        if let Some(text) = &link.record {
            match text.parse::<Record>() {
                Ok(rec) => {
                    let tree = rec.tree;
                    let cursor = match &link.node {
                        None => tree.main_line_end(NodeId::ROOT),
                        Some(p) => match p.parse::<NodePath>() {
                            Ok(path) => tree.node_at(&path).unwrap_or_else(|| {
                                problems.push(words::no_node(&path));
                                tree.main_line_end(NodeId::ROOT)
                            }),
                            Err(e) => {
                                problems.push(words::bad_node(
                                    p,
                                    &crate::app::core_words::parse_path_error(&e),
                                ));
                                tree.main_line_end(NodeId::ROOT)
                            }
                        },
                    };
                    state = State::new(tree, cursor);
                }
                Err(e) => {
                    problems.push(words::bad_record(&crate::app::core_words::record_error(&e)))
                }
            }
            if link.position.is_some() {
                problems.push(words::both_named());
            }
        } else if let Some(text) = &link.position {
            match text.trim().parse::<Position>() {
                Ok(pos) => state = State::new(GameTree::new(pos), NodeId::ROOT),
                Err(e) => problems.push(words::bad_position(
                    &crate::app::core_words::parse_position_error(&e),
                )),
            }
        }
        state.source = link.key();
        if !problems.is_empty() {
            state.notices.say(words::link_problems(&problems), true);
        }
        state
    }
}
