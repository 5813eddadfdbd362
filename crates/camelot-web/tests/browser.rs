//! Component tests in a real browser (headless Chromium through wasm-bindgen-test-runner).
#![cfg(target_arch = "wasm32")]

use camelot_core::{Position, Square, SquareSet};
use camelot_web::board::{Board, BoardProps, Marks, Shape};
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, PointerEvent, PointerEventInit};
use yew::Callback;

wasm_bindgen_test_configure!(run_in_browser);

fn sq(s: &str) -> Square {
    s.parse().expect("square")
}

/// A fresh element to render into, with the game page's English catalogues registered as its
/// bundle registers them at start (`roots::mount`).
fn root() -> Element {
    camelot_web::app::i18n::set_english(camelot_web::app::i18n::MAIN_BUNDLE);
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .expect("document");
    let div = doc.create_element("div").expect("div");
    doc.body()
        .expect("body")
        .append_child(&div)
        .expect("append");
    div
}

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(20)).await;
}

fn props(marks: Marks, clicks: Rc<RefCell<Vec<Square>>>) -> BoardProps {
    let pos = Position::start();
    BoardProps {
        pieces: Rc::new(pos.board().iter().collect()),
        flipped: false,
        marks: Rc::new(marks),
        paths: Rc::new(Vec::new()),
        last: None,
        ghost: None,
        interactive: true,
        on_square: Callback::from(move |s| clicks.borrow_mut().push(s)),
        on_tap: None,
        on_hover: Callback::noop(),
        shape: Shape::default(),
        trees: SquareSet::EMPTY,
        label: Some("Camelot board".into()),
    }
}

#[wasm_bindgen_test]
async fn board_draws_every_square_and_piece_with_test_hooks() {
    let el = root();
    let marks = Marks {
        selected: Some(sq("F7")),
        dests: vec![sq("F8"), sq("E8")],
        ..Marks::default()
    };
    yew::Renderer::<Board>::with_root_and_props(el.clone(), props(marks, Rc::default())).render();
    settle().await;
    assert_eq!(
        el.query_selector_all("[data-square]")
            .expect("query")
            .length(),
        160
    );
    assert_eq!(
        el.query_selector_all("[data-piece]")
            .expect("query")
            .length(),
        28
    );
    let f7 = el
        .query_selector("[data-square=\"F7\"]")
        .expect("query")
        .expect("F7");
    assert!(f7.class_list().contains("selected"));
    assert_eq!(
        f7.get_attribute("aria-label").as_deref(),
        Some("F7, white man, selected")
    );
    let dests = el.query_selector_all(".dest").expect("query");
    assert_eq!(dests.length(), 2);
    let knight = el
        .query_selector("[data-piece=\"black-knight\"][data-at=\"C11\"]")
        .expect("query");
    assert!(knight.is_some(), "black knight on C11");
    assert_eq!(el.query_selector_all(".castle").expect("query").length(), 4);
}

#[wasm_bindgen_test]
async fn pointer_down_on_a_square_comes_out_as_that_square() {
    let el = root();
    let clicks: Rc<RefCell<Vec<Square>>> = Rc::default();
    yew::Renderer::<Board>::with_root_and_props(
        el.clone(),
        props(Marks::default(), clicks.clone()),
    )
    .render();
    settle().await;
    let target = el
        .query_selector("[data-square=\"H8\"]")
        .expect("query")
        .expect("H8");
    let init = PointerEventInit::new();
    init.set_bubbles(true);
    init.set_button(0);
    let ev = PointerEvent::new_with_event_init_dict("pointerdown", &init).expect("event");
    target
        .dyn_ref::<web_sys::EventTarget>()
        .expect("target")
        .dispatch_event(&ev)
        .expect("dispatch");
    settle().await;
    assert_eq!(clicks.borrow().as_slice(), [sq("H8")]);
}

#[wasm_bindgen_test]
async fn app_opens_on_a_game_against_the_computer() {
    if let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = s.clear();
    }
    let el = root();
    yew::Renderer::<camelot_web::pages::play::App>::with_root(el.clone()).render();
    settle().await;
    let status = el
        .query_selector("[data-testid=status]")
        .expect("query")
        .expect("status");
    assert_eq!(status.text_content().as_deref(), Some("Your move (White)."));
    assert_eq!(
        el.query_selector_all("[data-piece]")
            .expect("query")
            .length(),
        28
    );
}
