//! The move list, shared by the pages that show a game: the moves with their side lines
//! nested under the move they replace (lichess's inline view is the model), numbered as WCF
//! records number them, comments in place. Each move is a button that shows the position
//! after it; the current move is always scrolled into view, and a bar under the list acts on
//! it (promote, delete, copy, comment). Like the board, it knows no page: what a click means
//! goes out through callbacks.

use super::cursor::{Stepping, TreeAction};
use crate::app::clipboard;
use crate::app::i18n::t;
use camelot_core::{Color, GameTree, NodeId, NodePath};
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What the move list asks of its page.
#[derive(Clone, PartialEq)]
pub enum TreeEvent {
    /// Show the position at this node.
    Go(NodeId),
    /// Make this node's line the main line.
    Promote(NodeId),
    /// Delete this move and every move after it.
    Delete(NodeId),
    /// Set (or, with empty text, remove) the comment on a move.
    Comment(NodeId, String),
    /// Copy this text (a line of moves) to the clipboard.
    Copy(String),
}

/// The move list's events for a page: tree actions go to `dispatch`; a line to copy goes to
/// the clipboard, and `copied` hears whether the browser allowed it. The same callback for
/// the page's life when its arguments are.
#[hook]
pub fn use_tree_events(
    dispatch: Callback<TreeAction>,
    copied: Callback<bool>,
) -> Callback<TreeEvent> {
    use_callback((dispatch, copied), |e: TreeEvent, (d, copied)| match e {
        TreeEvent::Go(n) => d.emit(TreeAction::Go(n)),
        TreeEvent::Promote(n) => d.emit(TreeAction::Promote(n)),
        TreeEvent::Delete(n) => d.emit(TreeAction::Delete(n)),
        TreeEvent::Comment(n, text) => d.emit(TreeAction::Comment(n, text)),
        TreeEvent::Copy(text) => clipboard::copy(&text, copied.clone()),
    })
}

/// The « ‹ › » buttons over a move list, under the heading "Moves"; `extra` are the page's
/// own buttons after the steps.
pub fn stepper(at_start: bool, at_end: bool, on_step: &Callback<Stepping>, extra: Html) -> Html {
    let step = |s: Stepping| on_step.reform(move |_: MouseEvent| s);
    html! {
        <div class="moves-head">
            <h2>{ t("board-moves-heading") }</h2>
            <div class="stepper" role="group" aria-label={t("board-step-label")}>
                <button data-testid="step-first" aria-label={t("board-step-first")} title={t("board-step-first-title")} disabled={at_start} onclick={step(Stepping::First)}>{ "«" }</button>
                <button data-testid="step-back" aria-label={t("board-step-back")} title={t("board-step-back-title")} disabled={at_start} onclick={step(Stepping::Back)}>{ "‹" }</button>
                <button data-testid="step-forward" aria-label={t("board-step-forward")} title={t("board-step-forward-title")} disabled={at_end} onclick={step(Stepping::Forward)}>{ "›" }</button>
                <button data-testid="step-last" aria-label={t("board-step-last")} title={t("board-step-last-title")} disabled={at_end} onclick={step(Stepping::Last)}>{ "»" }</button>
                { extra }
            </div>
        </div>
    }
}

/// Move list properties.
#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// The game with its side lines.
    pub tree: Rc<GameTree>,
    /// The node shown on the board.
    pub cursor: NodeId,
    /// What a click asks for.
    pub on_event: Callback<TreeEvent>,
    /// A mark after some moves (a review's `?!`, `?`, `??`; empty for a move reviewed and
    /// found good), written as `data-glyph` on the move's button.
    #[prop_or_default]
    pub glyphs: Option<Rc<HashMap<NodeId, String>>>,
    /// The game's result, written after its last move ("1-0 White wins: …").
    #[prop_or_default]
    pub result: Option<AttrValue>,
}

/// How soon after a press of one of the bar's buttons a click on another at the same spot is
/// taken for the second click of a double click, in milliseconds.
const DOUBLE_CLICK_MS: f64 = 500.0;

/// A press of one of the bar's buttons.
#[derive(Debug, Clone, Copy, Default)]
struct Press {
    button: &'static str,
    at: f64,
    x: i32,
    y: i32,
}

impl Press {
    /// Whether `next` is the second click of a double click that began with this press but
    /// lands on another button (it moved under the pointer).
    fn same_gesture(&self, next: &Press) -> bool {
        self.button != next.button
            && next.at - self.at < DOUBLE_CLICK_MS
            && (next.x - self.x).abs() <= 6
            && (next.y - self.y).abs() <= 6
    }
}

/// Scrolls the list (not the page) so that the current move is visible.
fn keep_in_view(list: &web_sys::Element) {
    let Some(list) = list.dyn_ref::<web_sys::HtmlElement>() else {
        return;
    };
    let Ok(Some(current)) = list.query_selector("[aria-current=step]") else {
        list.set_scroll_top(0);
        return;
    };
    let Some(item) = current.dyn_ref::<web_sys::HtmlElement>() else {
        return;
    };
    // Keys that step while a move of the list has the focus take the focus along, so that
    // Enter, Tab and a screen reader continue from the move shown.
    let focused = gloo_utils::document().active_element();
    if focused.is_some_and(|f| list.contains(Some(&f)) && f.class_list().contains("mv")) {
        let _ = item.focus();
    }
    // The list is `position: relative`, so an item's offset is within it.
    let (top, height) = (list.scroll_top(), list.client_height());
    let item_top = item.offset_top();
    let item_bottom = item_top + item.offset_height();
    if item_top < top {
        list.set_scroll_top(item_top.max(0));
    } else if item_bottom > top + height {
        list.set_scroll_top(item_bottom - height);
    }
}

/// The moves from the start to `node`, numbered: `1. F7-F8 F10-F9 2. G7-G8`.
pub fn line_text(tree: &GameTree, node: NodeId) -> String {
    let mut out = Vec::new();
    for (i, n) in tree.line_nodes(node).into_iter().enumerate() {
        let (Some(mv), Some(number)) = (tree.move_at(n), tree.move_number(n)) else {
            continue;
        };
        if number.side == Color::White || i == 0 {
            out.push(number.label());
        }
        out.push(mv.to_string());
    }
    out.join(" ")
}

struct Render<'a> {
    tree: &'a GameTree,
    cursor: NodeId,
    on_event: &'a Callback<TreeEvent>,
    glyphs: Option<&'a HashMap<NodeId, String>>,
}

impl Render<'_> {
    /// The move's number (when it shows one) and its button, as one keyed item: flat and
    /// keyed, so that lists growing at any point reconcile item by item, and one piece, so
    /// that a line wraps between moves, never between a number and its move.
    fn button(
        &self,
        node: NodeId,
        path: &NodePath,
        number: Option<String>,
        main: bool,
        out: &mut Vec<Html>,
    ) {
        let Some(mv) = self.tree.move_at(node) else {
            return;
        };
        let current = node == self.cursor;
        let d = self.on_event.clone();
        let onclick = Callback::from(move |_: MouseEvent| d.emit(TreeEvent::Go(node)));
        let glyph = self.glyphs.and_then(|g| g.get(&node)).cloned();
        let shown = glyph.clone().filter(|g| !g.is_empty());
        out.push(html! {
            <span key={format!("m{node}")} class="ply">
                if let Some(n) = number { <span key="n" class="num">{ n }</span> }
                <button key="m"
                        class={classes!("mv", current.then_some("current"), (!main).then_some("alt"))}
                        data-node={path.to_string()} aria-current={current.then_some("step")}
                        data-glyph={glyph} {onclick}>
                    { mv.to_string() }
                    if let Some(g) = shown { <span class={classes!("glyph", glyph_class(&g))}>{ g }</span> }
                </button>
            </span>
        });
    }

    /// The line that starts with `first` (whose path is `path`), and every side line hanging
    /// off it, as list items.
    fn line(&self, first: NodeId, path: NodePath, main: bool, out: &mut Vec<Html>) {
        let mut node = first;
        let mut path = path;
        let mut numbered = true;
        loop {
            let number = self
                .tree
                .move_number(node)
                .and_then(|n| (n.side == Color::White || numbered).then(|| n.label()));
            self.button(node, &path, number, main, out);
            numbered = false;
            if let Some(c) = self.tree.comment(node) {
                out.push(html! { <span key={format!("c{node}")} class="comment">{ c }</span> });
                numbered = true;
            }
            // The moves played instead of this one follow it, each a nested line.
            let parent = self.tree.parent(node).unwrap_or(NodeId::ROOT);
            let siblings = self.tree.children(parent);
            if siblings.first() == Some(&node) && siblings.len() > 1 {
                let Some(parent_path) = path.parent() else {
                    break;
                };
                for (i, &alt) in siblings.iter().enumerate().skip(1) {
                    let mut inner = Vec::new();
                    self.line(alt, parent_path.child(i), false, &mut inner);
                    out.push(html! { <div key={format!("v{alt}")} class="variation">{ for inner }</div> });
                }
                numbered = true;
            }
            match self.tree.children(node).first() {
                Some(&next) => {
                    node = next;
                    path = path.child(0);
                }
                None => break,
            }
        }
    }
}

/// The move list with its bar.
#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let list = use_node_ref();
    let editing = use_state(|| Option::<NodeId>::None);
    {
        let list = list.clone();
        // Any change of the tree (a new move, a promotion that moves lines about) or of the
        // cursor: the tree is shared (`Rc`), so a changed tree is a new pointer.
        use_effect_with(
            (props.cursor, Rc::as_ptr(&props.tree) as usize),
            move |_| {
                if let Some(el) = list.cast::<web_sys::Element>() {
                    keep_in_view(&el);
                }
            },
        );
    }
    let tree = &*props.tree;
    let mut items = Vec::new();
    if let Some(c) = tree.comment(NodeId::ROOT) {
        items.push(html! { <span key="c-start" class="comment">{ c }</span> });
    }
    if let Some(&first) = tree.children(NodeId::ROOT).first() {
        let r = Render {
            tree,
            cursor: props.cursor,
            on_event: &props.on_event,
            glyphs: props.glyphs.as_deref(),
        };
        r.line(first, NodePath::root().child(0), true, &mut items);
    }
    let empty = tree.is_empty();

    let cursor = props.cursor;
    // The bar's last press: the second click of a double click, at the same spot but on another
    // button (the bar moved under the pointer: the list or the status above it changed), is no
    // press of that button.
    let last = use_mut_ref(Press::default);
    let act = |button: &'static str, a: TreeEvent| {
        let (d, last) = (props.on_event.clone(), last.clone());
        Callback::from(move |e: MouseEvent| {
            let press = Press {
                button,
                at: js_sys::Date::now(),
                x: e.client_x(),
                y: e.client_y(),
            };
            let before = std::mem::replace(&mut *last.borrow_mut(), press);
            if !before.same_gesture(&press) {
                d.emit(a.clone())
            }
        })
    };
    // The bar's buttons are always there, in the same places (disabled where they do nothing),
    // and the bar sits above the list: promoting or deleting changes the list's height, and a
    // second click must never land on another button than the first.
    let at_move = cursor != NodeId::ROOT;
    let main = tree.is_main_line(cursor);
    let copy = act("copy", TreeEvent::Copy(line_text(tree, cursor)));
    let edit = {
        let editing = editing.clone();
        Callback::from(move |_: MouseEvent| editing.set(Some(cursor)))
    };
    let bar = html! {
        <>
            <button data-testid="delete-move" disabled={!at_move} onclick={act("delete", TreeEvent::Delete(cursor))}
                    title={t("board-delete-title")}>{ t("board-delete") }</button>
            <button data-testid="copy-line" disabled={!at_move} onclick={copy} title={t("board-copy-line-title")}>{ t("board-copy-line") }</button>
            <button data-testid="comment-edit" disabled={!at_move} onclick={edit}>
                { t(if tree.comment(cursor).is_some() { "board-comment-edit" } else { "board-comment-add" }) }
            </button>
            <button data-testid="promote" disabled={main} onclick={act("promote", TreeEvent::Promote(cursor))}
                    title={t(if main { "board-promote-title-main" } else { "board-promote-title" })}>
                { t("board-promote") }
            </button>
        </>
    };
    let bar_label = tree.move_at(cursor).map_or_else(
        || t("board-bar-label-none"),
        |m| crate::t!("board-bar-label", move = m.to_string()),
    );
    let editor = (*editing)
        .filter(|&n| n == cursor && tree.contains(n))
        .map(|node| {
            html! {
                <CommentEditor key={format!("{node}")} node={node}
                    text={tree.comment(node).unwrap_or("").to_string()}
                    on_event={props.on_event.clone()}
                    on_done={{ let e = editing.clone(); Callback::from(move |_| e.set(None)) }} />
            }
        });
    if empty {
        items.push(html! { <p key="none" class="none">{ t("board-moves-none") }</p> });
    }
    if let Some(r) = &props.result {
        items.push(html! { <span key="result" class="result" data-testid="move-list-result">{ r.clone() }</span> });
    }
    // The same elements in every state (Yew replaced the list's element when the bar beside it
    // came and went, losing its scroll position).
    html! {
        <div class="move-tree">
            <div class="tree-bar" role="group" aria-label={bar_label}>{ bar }</div>
            <div ref={list} class="move-list" data-testid="move-list" aria-label={t("board-moves-label")}>
                { for items }
            </div>
            <div class="comment-slot">{ for editor }</div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct CommentProps {
    node: NodeId,
    text: String,
    on_event: Callback<TreeEvent>,
    on_done: Callback<()>,
}

#[function_component(CommentEditor)]
fn comment_editor(props: &CommentProps) -> Html {
    let area = use_node_ref();
    {
        let area = area.clone();
        use_effect_with((), move |_| {
            if let Some(t) = area.cast::<web_sys::HtmlTextAreaElement>() {
                let _ = t.focus();
            }
        });
    }
    let save = {
        let (d, done, area, node) = (
            props.on_event.clone(),
            props.on_done.clone(),
            area.clone(),
            props.node,
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(t) = area.cast::<web_sys::HtmlTextAreaElement>() {
                d.emit(TreeEvent::Comment(node, t.value()));
            }
            done.emit(());
        })
    };
    let remove = {
        let (d, done, node) = (props.on_event.clone(), props.on_done.clone(), props.node);
        Callback::from(move |_: MouseEvent| {
            d.emit(TreeEvent::Comment(node, String::new()));
            done.emit(());
        })
    };
    let cancel = {
        let done = props.on_done.clone();
        Callback::from(move |_: MouseEvent| done.emit(()))
    };
    let onkeydown = {
        let done = props.on_done.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.stop_propagation();
                done.emit(());
            }
        })
    };
    html! {
        <form class="comment-editor" onsubmit={save} {onkeydown}>
            <label>{ t("board-comment-label") }
                <textarea ref={area} rows="3" data-testid="comment-text" value={props.text.clone()} />
            </label>
            <div class="controls">
                <button type="submit" class="primary" data-testid="comment-save">{ t("board-comment-save") }</button>
                if !props.text.is_empty() {
                    <button type="button" data-testid="comment-remove" onclick={remove}>{ t("board-comment-remove") }</button>
                }
                <button type="button" onclick={cancel}>{ t("board-cancel") }</button>
            </div>
        </form>
    }
}

/// The colour class of a review's mark.
fn glyph_class(g: &str) -> &'static str {
    match g {
        "??" => "blunder",
        "?" => "mistake",
        _ => "inaccuracy",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_numbered_in_full_moves() {
        let mut tree = GameTree::default();
        let mut at = NodeId::ROOT;
        for m in ["J6-K5", "J11-K12", "K5-L4"] {
            at = tree.play_text(at, m).expect("legal");
        }
        assert_eq!(line_text(&tree, at), "1. J6-K5 J11-K12 2. K5-L4");
        let black = tree.parent(at).expect("parent");
        assert_eq!(line_text(&tree, black), "1. J6-K5 J11-K12");
        assert_eq!(line_text(&tree, NodeId::ROOT), "");
    }
}
