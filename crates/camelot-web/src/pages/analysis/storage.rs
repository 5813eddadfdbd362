//! The analysis in localStorage (through the app's guarded storage): the game with its side
//! lines, the node shown, the settings and the review, so that a reload (or coming back to
//! `#/analysis`) finds it as it was. Versioned JSON.

use super::link::Link;
use super::review::Review;
use super::state::{Depth, State};
use super::words;
use crate::game::cursor::node_or_end;
use camelot_core::Record;
use serde::{Deserialize, Serialize};

/// The storage key.
pub const KEY: &str = "camelot.analysis";

/// The format version written.
pub const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Saved {
    version: u32,
    /// The link it was opened from ([`Link::key`]).
    source: String,
    /// The link to what it showed when saved (the page's address then, [`State::link`]).
    #[serde(default)]
    shown: String,
    record: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    node: Option<String>,
    #[serde(default)]
    flipped: bool,
    #[serde(default = "on")]
    engine: bool,
    #[serde(default)]
    depth: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    review: Option<Review>,
}

fn on() -> bool {
    true
}

/// The state as saved text.
pub fn save(state: &State) -> String {
    // The tree and the shown move, written once: as the record and node kept, and as the key
    // of the page's address.
    let link = state.link();
    let saved = Saved {
        version: VERSION,
        source: state.source.clone(),
        shown: link.key(),
        record: link.record.unwrap_or_default(),
        node: link.node,
        flipped: state.flipped,
        engine: state.engine,
        depth: state.depth.name().to_string(),
        review: state.review.as_deref().cloned(),
    };
    serde_json::to_string(&saved).unwrap_or_default()
}

/// The saved analysis, if `text` is one; an error says why it is unusable.
pub fn restore(text: &str) -> Result<State, String> {
    restore_with_address(text).map(|(state, _)| state)
}

/// [`restore`], with the key of the link to what the saved analysis showed.
fn restore_with_address(text: &str) -> Result<(State, String), String> {
    let saved: Saved =
        serde_json::from_str(text).map_err(|e| crate::app::storage::unreadable(&e))?;
    if saved.version != VERSION {
        return Err(crate::app::storage::other_version(saved.version));
    }
    let rec = saved
        .record
        .parse::<Record>()
        .map_err(|e| crate::app::storage::bad_record(&e))?;
    let tree = rec.tree;
    let cursor = node_or_end(&tree, saved.node.as_deref());
    let mut state = State::new(tree, cursor);
    state.source = saved.source;
    state.flipped = saved.flipped;
    state.engine = saved.engine;
    state.depth = Depth::from_name(&saved.depth);
    // A review that does not fit its moves is dropped, not trusted.
    let first = state.tree().start().turn();
    state.set_review(
        saved
            .review
            .filter(|r| r.evals.len() == r.moves.len() + 1 && r.first == first),
    );
    state.settle();
    Ok((state, saved.shown))
}

/// The state a page load starts from: the saved analysis when it was opened from this link,
/// or this link is the page's own address (a reload), or the link names nothing; else the
/// link's game or position. A saved analysis that cannot be read is reported and replaced.
pub fn open(link: &Link, saved: Option<&str>) -> State {
    let restored = saved.map(restore_with_address);
    match restored {
        Some(Ok((state, shown)))
            if link.is_empty() || state.source == link.key() || shown == link.key() =>
        {
            state
        }
        Some(Err(why)) => {
            let mut state = State::from_link(link);
            state.notices.say(words::not_restored(&why), true);
            state
        }
        _ => State::from_link(link),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::cursor::{Stepping, TreeAction};
    use crate::pages::analysis::review::PlyEval;
    use crate::pages::analysis::state::{Action, reduce};
    use camelot_core::{Color, GameTree, NodeId};

    fn record_link() -> Link {
        let mut tree = GameTree::default();
        let a = tree.play_text(NodeId::ROOT, "F7-F8").expect("legal");
        tree.play_text(a, "F10-F9").expect("legal");
        Link {
            position: None,
            record: Some(Record::from_tree(&tree, &[]).to_string()),
            node: Some("0".into()),
            review: false,
        }
    }

    #[test]
    fn an_analysis_with_its_review_survives_a_reload() {
        let link = record_link();
        let mut s = State::from_link(&link);
        assert_eq!(s.ply(), 1, "the node of the link");
        s = reduce(&s, Action::Tree(TreeAction::Step(Stepping::Forward)));
        let side = s.game.legal()[0];
        s = reduce(&s, Action::Tree(TreeAction::Go(NodeId::ROOT)));
        s = reduce(&s, Action::Flip);
        s.set_review(Some(Review {
            nodes: 10,
            first: Color::White,
            moves: vec!["F7-F8".into(), "F10-F9".into()],
            evals: vec![
                Some(PlyEval {
                    score: 3,
                    best: Some("F7-F8".into()),
                    depth: 4,
                }),
                None,
                None,
            ],
        }));
        s.game.edit(|tree| {
            let at = tree.main_line_end(NodeId::ROOT);
            tree.play(at, &side).expect("legal");
            None
        });
        s.settle();
        let text = save(&s);
        let back = open(&link, Some(&text));
        assert_eq!(back.tree(), s.tree());
        assert_eq!(back.game.node(), NodeId::ROOT);
        assert!(back.flipped);
        assert_eq!(back.review, s.review);
        assert_eq!(back.notices.get(), None);
        // Opening #/analysis without a link finds it too; another link replaces it.
        assert_eq!(open(&Link::default(), Some(&text)).tree(), s.tree());
        let other = Link {
            position: Some(camelot_core::Position::start().to_string()),
            ..Link::default()
        };
        assert!(open(&other, Some(&text)).tree().is_empty());
        // The page's own address (what a reload or a copied address opens) names the tree
        // with its side line at the shown move, and finds the saved analysis.
        let crate::app::routes::Route::Analysis {
            position,
            record,
            node,
            review,
        } = crate::app::routes::parse_route(&s.link().href())
        else {
            panic!("an analysis address: {}", s.link().href());
        };
        let own = Link {
            position,
            record,
            node,
            review,
        };
        assert_eq!(own.key(), s.link().key());
        assert_eq!(State::from_link(&own).tree(), s.tree());
        let back = open(&own, Some(&text));
        assert_eq!(back.review, s.review, "the review comes back with a reload");
        assert!(back.flipped);
    }

    #[test]
    fn bad_saves_and_bad_links_are_reported_not_trusted() {
        let s = open(&Link::default(), Some("{not json"));
        assert!(s.notices.get().is_some_and(|n| n.error));
        assert!(s.tree().is_empty());
        let good = save(&State::default());
        assert!(restore(&good).is_ok());
        assert!(restore(&good.replace("\"version\":1", "\"version\":9")).is_err());
        let mut st = State::default();
        let mut short = Review::new(Color::White, vec!["F7-F8".into()], 5);
        short.evals.pop();
        st.set_review(Some(short));
        let broken = restore(&save(&st)).expect("restores");
        assert_eq!(broken.review, None, "a review that does not fit is dropped");
        for (link, says) in [
            (
                Link {
                    position: Some("nonsense".into()),
                    ..Link::default()
                },
                "its position could not be read",
            ),
            (
                Link {
                    record: Some("1. F7-F9 *".into()),
                    ..Link::default()
                },
                "its game record could not be read",
            ),
            (
                Link {
                    node: Some("7.7".into()),
                    ..record_link()
                },
                "no move at node 7.7",
            ),
            (
                Link {
                    node: Some("x".into()),
                    ..record_link()
                },
                "is not a node path",
            ),
        ] {
            let s = State::from_link(&link);
            let text = s.notices.get().map(|n| n.text.clone()).unwrap_or_default();
            assert!(text.contains(says), "{link:?}: {text}");
        }
    }
}
