//! The game layer's words for people: what a change of a game's tree did, said the same on
//! every page that changes trees.

use crate::app::words::count;

/// The button of a notice that offers to undo a change of the tree.
pub const UNDO: &str = "Undo";
/// A change of the tree undone.
pub const TREE_RESTORED: &str = "Restored as it was.";

/// A line deleted: "Line deleted (4 moves, 1 comment)."
pub fn line_deleted(moves: usize, comments: usize) -> String {
    let mut what = count(moves, "move", "moves");
    if comments > 0 {
        what.push_str(&format!(", {}", count(comments, "comment", "comments")));
    }
    format!("Line deleted ({what}).")
}

/// A comment removed or rewritten, quoting the start of what it said.
pub fn comment_changed(old: &str, new: &str) -> String {
    let short: String = old.chars().take(40).collect();
    let ellipsis = if old.chars().count() > 40 { "…" } else { "" };
    if new.trim().is_empty() {
        format!("Comment removed (\u{201c}{short}{ellipsis}\u{201d}).")
    } else {
        format!("Comment changed (it was \u{201c}{short}{ellipsis}\u{201d}).")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_a_deletion_took() {
        assert_eq!(line_deleted(1, 0), "Line deleted (1 move).");
        assert_eq!(line_deleted(4, 1), "Line deleted (4 moves, 1 comment).");
        assert_eq!(
            comment_changed("a quiet reply", ""),
            "Comment removed (\u{201c}a quiet reply\u{201d})."
        );
    }
}
