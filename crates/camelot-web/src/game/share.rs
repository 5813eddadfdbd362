//! Sharing: a link that opens a game (the link holds the game record, no server needed) and
//! copy-paste `<iframe>` snippets for `embed.html`, built by pure functions; plus the dialog.

use crate::app::clipboard::CopyField;
use crate::app::i18n::t;
use crate::app::modal::Modal;
use crate::app::query::encode_component;
use camelot_core::{Game, GameTree, NodeId, Position, Record, write_record};
use std::rc::Rc;
use yew::prelude::*;

/// The folder of the site from the page's URL: query, fragment and file name removed, so links
/// work wherever the site is hosted (`https://x.org/camelot/index.html?a#/` →
/// `https://x.org/camelot/`).
pub fn site_base(href: &str) -> String {
    let cut = href.find(['?', '#']).unwrap_or(href.len());
    let page = &href[..cut];
    match page.rfind('/') {
        Some(i) => page[..=i].to_string(),
        None => format!("{page}/"),
    }
}

/// The game as a record with no tags but the ones the record needs (result, start position).
pub fn record_of(game: &Game) -> String {
    let mut played = game.clone();
    played.truncate();
    write_record(&played, &[])
}

/// A link that opens the game, with its side lines and comments, in the app, showing `cursor`.
pub fn game_link(base: &str, tree: &GameTree, cursor: NodeId) -> String {
    let record = Record::from_tree(tree, &[]).to_string();
    let mut link = format!("{base}?record={}", encode_component(&record));
    if let Some(path) = tree.path(cursor).filter(|p| !p.is_root()) {
        link.push_str(&format!("&node={path}"));
    }
    link
}

fn escape_attr(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

/// The embed URL for a position.
pub fn embed_position_url(base: &str, position: &Position) -> String {
    format!(
        "{base}embed.html?position={}",
        encode_component(&position.to_string())
    )
}

/// The embed URL for a game, replayable move by move.
pub fn embed_game_url(base: &str, game: &Game) -> String {
    format!(
        "{base}embed.html?record={}",
        encode_component(&record_of(game))
    )
}

/// The embed URL for what a page shows: the game with its side lines, the line to `cursor` and
/// on along its main continuation, the move at `cursor` shown first.
pub fn embed_shown_url(base: &str, tree: &GameTree, cursor: NodeId) -> String {
    let record = Record::from_tree(tree, &[]).to_string();
    let mut url = format!("{base}embed.html?record={}", encode_component(&record));
    if let Some(path) = tree.path(cursor).filter(|p| !p.is_root()) {
        url.push_str(&format!("&node={path}"));
    }
    url
}

/// The embed's options (see the README's table of `embed.html` parameters).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct EmbedOptions {
    /// Black at the bottom (`orientation=black`).
    pub black_at_bottom: bool,
    /// Visitors may play moves on it (`interactive=1`).
    pub interactive: bool,
    /// Dark colours (`theme=dark`).
    pub dark: bool,
}

/// The embed URL of `position` with its options; defaults are left out.
pub fn embed_url(base: &str, position: &Position, options: EmbedOptions) -> String {
    let mut url = embed_position_url(base, position);
    if options.black_at_bottom {
        url.push_str("&orientation=black");
    }
    if options.interactive {
        url.push_str("&interactive=1");
    }
    if options.dark {
        url.push_str("&theme=dark");
    }
    url
}

/// An `<iframe>` snippet for an embed URL. The frame's shape suits the board and its bar;
/// the board follows whatever size the page gives the frame.
pub fn iframe(url: &str, title: &str) -> String {
    format!(
        "<iframe src=\"{}\" title=\"{}\" width=\"360\" height=\"500\" style=\"border:0;max-width:100%\" loading=\"lazy\"></iframe>",
        escape_attr(url),
        escape_attr(title)
    )
}

/// Properties of the share dialog.
#[derive(Properties, PartialEq)]
pub struct ShareProps {
    /// The game to share.
    pub tree: Rc<GameTree>,
    /// The node shown (its position is the one shared as a position).
    pub cursor: NodeId,
    /// Close the dialog.
    pub on_close: Callback<()>,
}

/// The share/embed dialog.
#[function_component(ShareDialog)]
pub fn share_dialog(props: &ShareProps) -> Html {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let base = site_base(&href);
    let tree = &*props.tree;
    let shown = tree.position(props.cursor).unwrap_or_else(|| tree.start());
    let has_moves = !tree.is_empty();
    let close = {
        let c = props.on_close.clone();
        Callback::from(move |_: MouseEvent| c.emit(()))
    };
    html! {
        <Modal labelled_by="share-title" class="share" testid="share-dialog"
                             on_close={props.on_close.clone()}>
            <h2 id="share-title">{ t("board-share-title") }</h2>
            <CopyField label={t("board-share-link")} testid="share-link" multiline=true
                help={t("board-share-link-help")}
                text={game_link(&base, tree, props.cursor)} />
            <CopyField label={t("board-share-embed-position")} testid="share-embed-position" multiline=true
                help={t("board-share-embed-position-help")}
                text={iframe(&embed_position_url(&base, shown), &t("board-share-frame-position"))} />
            if has_moves {
                <CopyField label={t("board-share-embed-game")} testid="share-embed-game" multiline=true
                    help={t("board-share-embed-game-help")}
                    text={iframe(&embed_shown_url(&base, tree, props.cursor), &t("board-share-frame-game"))} />
            }
            <div class="dialog-buttons">
                <button type="button" class="primary" onclick={close} data-testid="share-close">{ t("board-share-done") }</button>
            </div>
        </Modal>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bases_and_snippets() {
        assert_eq!(
            site_base("https://x.org/camelot/index.html?a=1#/learn"),
            "https://x.org/camelot/"
        );
        assert_eq!(
            site_base("http://127.0.0.1:8080/#/"),
            "http://127.0.0.1:8080/"
        );
        assert_eq!(encode_component("a b/+\n✓"), "a%20b%2F%2B%0A%E2%9C%93");
        let s = iframe("https://x.org/embed.html?a=1&b=2", "A \"game\"");
        assert!(s.contains("src=\"https://x.org/embed.html?a=1&amp;b=2\""));
        assert!(s.contains("title=\"A &quot;game&quot;\""));
        let link = game_link("https://x.org/", &GameTree::default(), NodeId::ROOT);
        assert!(link.starts_with("https://x.org/?record="));
        assert!(!link.contains("node="), "no node for the start");
        let mut tree = GameTree::default();
        let a = tree.play_text(NodeId::ROOT, "F7-F8").expect("legal");
        let b = tree.play_text(NodeId::ROOT, "E7-E8").expect("legal");
        tree.set_comment(a, "central").expect("node");
        let link = game_link("", &tree, b);
        assert!(link.ends_with("&node=1"), "{link}");
        let record = link
            .trim_start_matches("?record=")
            .split('&')
            .next()
            .unwrap_or("");
        assert!(
            record.contains("%28"),
            "the side line is in the record: {record}"
        );
    }
}
