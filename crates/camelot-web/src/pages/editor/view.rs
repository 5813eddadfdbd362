//! The position editor page: the board with the pointer around it, the palette, the checks,
//! and the side panel.

use super::links;
use super::panel::{Fields, PlayFromHere, PositionText, Shares};
use super::pointer::{tool_icon, use_palette_keys, use_pointing};
use super::state::{self, Action, EditorState, Tool};
use super::words;
use crate::app::header::{Page, page_header};
use crate::app::i18n::t;
use crate::app::notice::notice_view;
use crate::app::query::replace_address;
use crate::app::storage;
use crate::app::store::{Reduce, Shared, on_click, use_store};
use crate::app::stylesheet::use_page_stylesheet;
use crate::app::words::{choose_cap, coarse_pointer};
use crate::board::{Board, Shape};
use gloo_events::EventListener;
use std::rc::Rc;
use yew::prelude::*;

impl Reduce for EditorState {
    type Action = Action;
    fn reduce(&self, action: Action) -> EditorState {
        state::reduce(self, action)
    }
}

fn hash() -> String {
    gloo_utils::window().location().hash().unwrap_or_default()
}

/// A link's position is in the editor now; a link followed later opens its position too.
/// The link's query is dropped from the address once shown, so a reload shows the editor as
/// it was left rather than the link again.
#[hook]
fn use_editor_links(dispatch: Callback<Action>) {
    use_effect_with((), move |_| {
        if hash().contains('?') {
            replace_address("#/editor");
        }
        let listener = EventListener::new(&gloo_utils::window(), "hashchange", move |_| {
            if let Some(text) = links::link_position(&hash()) {
                dispatch.emit(Action::OpenLink(text));
                replace_address("#/editor");
            }
        });
        move || drop(listener)
    });
}

/// The position editor page (it reads the `?position=` of its fragment itself).
#[function_component(Editor)]
pub fn editor() -> Html {
    let (state, dispatch) = use_store(|| {
        let link = links::link_position(&hash());
        let stored = storage::read(state::KEY);
        EditorState::open(stored.as_deref(), link.as_deref())
    });
    let touch = use_state(coarse_pointer);
    // Hidden until its stylesheet is there, so it never shows (or takes clicks) unstyled.
    let styled = use_page_stylesheet("editor.css");
    use_editor_links(dispatch.clone());
    use_palette_keys(dispatch.clone());
    // Saved after every change (a blocked storage only loses the save).
    use_effect_with(state::save(&state), |text| storage::write(state::KEY, text));
    let pointing = use_pointing(state.setup.board.clone(), dispatch.clone());

    let act = |a: Action| on_click(&dispatch, a);
    let pieces: Vec<_> = state
        .pieces()
        .into_iter()
        .filter(|(sq, _)| Some(*sq) != pointing.dragged_from)
        .collect();
    let palette = Tool::ALL.into_iter().map(|tool| {
        let selected = state.tool == tool;
        let onpointerdown = pointing.on_palette.reform(move |e: PointerEvent| (e, tool));
        html! {
            <button type="button" class={classes!("tool", selected.then_some("selected"))}
                    data-palette={tool.slug()} aria-pressed={selected.to_string()}
                    aria-keyshortcuts={tool.key().to_string()}
                    title={crate::t!("editor-tool-title", tool = tool.label(), key = tool.key().to_string())}
                    onclick={act(Action::Tool(tool))} {onpointerdown}>
                { tool_icon(tool) }
                <span class="tool-name">{ tool.label() }</span>
                <kbd aria-hidden="true">{ tool.key() }</kbd>
            </button>
        }
    });
    let problems = state.problems();
    let (verdict_class, verdict_text) = words::verdict(&state.verdict(), problems.len(), *touch);
    let problem_items = problems.iter().map(|p| {
        html! {
            <li>
                <strong>{ &p.text }</strong>
                <span class="problem-why">{ &p.why }</span>
            </li>
        }
    });
    let notice = state.notices.get().map(|n| {
        notice_view(
            n,
            "editor-notice",
            &dispatch.reform(Action::Dismiss),
            Html::default(),
        )
    });
    let variant = state.setup.variant();
    let shape = Shape::of(variant.geometry());
    let shared = Shared(Rc::clone(&state));
    let verb = choose_cap(*touch);

    html! {
        <div class="app editor" data-testid="editor" style={(!styled).then_some("visibility: hidden")}>
            { page_header(Page::Editor, true, html! { <p class="mode">{ t("editor-mode") }</p> }, Html::default()) }
            { for notice }
            <main class="editor-layout" style={shape.style()}>
                <section class="board-area editor-board" ref={pointing.board_ref.clone()} aria-label={t("editor-board-area")}
                         onpointerdown={pointing.onpointerdown.clone()} oncontextmenu={pointing.oncontextmenu.clone()}>
                    <Board {shape} trees={state.setup.board.trees()} label={crate::board::board_label_of(&crate::app::core_words::variant_title(variant))}
                           pieces={Rc::new(pieces)} flipped={state.flipped}
                           marks={Rc::new(state.marks())} paths={Rc::new(Vec::new())} last={None}
                           interactive={false} on_square={dispatch.reform(Action::Apply)} on_hover={Callback::noop()} />
                </section>
                <section class="editor-tools" aria-label={t("editor-tools")}>
                    <div class="palette" role="group" aria-label={t("editor-palette")}
                         oncontextmenu={Callback::from(|e: MouseEvent| e.prevent_default())}>
                        { for palette }
                    </div>
                    <div class="controls board-buttons">
                        <button type="button" data-testid="editor-clear" onclick={act(Action::Clear)}>{ t("editor-clear") }</button>
                        <button type="button" data-testid="editor-start" onclick={act(Action::Start)}>{ t("editor-start") }</button>
                        <button type="button" data-testid="editor-flip" onclick={act(Action::Flip)}>{ t("editor-flip") }</button>
                    </div>
                    <div class={classes!("checks", verdict_class)}>
                        <p class="verdict" data-testid="editor-verdict" role="status">{ verdict_text }</p>
                        <ul data-testid="editor-errors" aria-live="polite">{ for problem_items }</ul>
                        <p class="counts" data-testid="editor-counts">{ state.counts() }</p>
                    </div>
                </section>
                <aside class="side editor-side">
                    <h2>{ t("editor-setup-title") }</h2>
                    <p class="help">{ words::help(*touch) }</p>
                    <details class="keys">
                        <summary>{ t("editor-keyboard") }</summary>
                        <p>{ words::keys() }</p>
                    </details>
                    <Fields state={shared.clone()} dispatch={dispatch.clone()} />
                    <PositionText state={shared.clone()} dispatch={dispatch.clone()} />
                    <PlayFromHere state={shared.clone()} {verb} />
                    <Shares state={shared} dispatch={dispatch.clone()} />
                </aside>
            </main>
            <div class="sr-only" aria-live="polite" data-testid="editor-announce">{ &state.announce }</div>
            { pointing.float_view.clone() }
        </div>
    }
}
