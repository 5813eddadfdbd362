//! The game layer's words for people: what a change of a game's tree did, said the same on
//! every page that changes trees. The messages are `board-…` in `board.ftl`.

use crate::app::i18n::t;
use crate::app::words::moves;
use crate::t;

/// The button of a notice that offers to undo a change of the tree (English: the views call
/// [`undo`]).
pub const UNDO: &str = "Undo";
/// A change of the tree undone (English: the pages call [`tree_restored`]).
pub const TREE_RESTORED: &str = "Restored as it was.";

/// The button of a notice that offers to undo a change of the tree: "Undo".
pub fn undo() -> String {
    t("board-undo")
}

/// A change of the tree undone: "Restored as it was."
pub fn tree_restored() -> String {
    t("board-restored")
}

/// A line deleted: "Line deleted (4 moves, 1 comment)."
pub fn line_deleted(moves_taken: usize, comments: usize) -> String {
    if comments > 0 {
        t!(
            "board-line-deleted-comments",
            moves = moves(moves_taken),
            comments = t!("board-count-comments", n = comments)
        )
    } else {
        t!("board-line-deleted", moves = moves(moves_taken))
    }
}

/// A comment removed or rewritten, quoting the start of what it said.
pub fn comment_changed(old: &str, new: &str) -> String {
    let mut short: String = old.chars().take(40).collect();
    if old.chars().count() > 40 {
        short.push('…');
    }
    if new.trim().is_empty() {
        t!("board-comment-removed", text = short)
    } else {
        t!("board-comment-changed", text = short)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_a_deletion_took() {
        assert_eq!(line_deleted(1, 0), "Line deleted (1 move).");
        assert_eq!(line_deleted(4, 1), "Line deleted (4 moves, 1 comment).");
        assert_eq!(line_deleted(0, 2), "Line deleted (0 moves, 2 comments).");
        assert_eq!(
            comment_changed("a quiet reply", ""),
            "Comment removed (\u{201c}a quiet reply\u{201d})."
        );
        let long = "x".repeat(41);
        assert_eq!(
            comment_changed(&long, "y"),
            format!(
                "Comment changed (it was \u{201c}{}…\u{201d}).",
                "x".repeat(40)
            )
        );
        assert_eq!(undo(), UNDO);
        assert_eq!(tree_restored(), TREE_RESTORED);
    }
}
