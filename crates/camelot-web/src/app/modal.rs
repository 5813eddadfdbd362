//! A modal dialog after the WAI-ARIA pattern: focus moves into it when it opens, Tab and
//! Shift+Tab cycle inside it, Escape closes it, and focus returns to whatever had it before
//! (the button that opened it) when it closes.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

/// Modal properties.
#[derive(Properties, PartialEq)]
pub struct ModalProps {
    /// The id of the element that names the dialog (its heading).
    pub labelled_by: AttrValue,
    /// `dialog`, or `alertdialog` for a question that interrupts.
    #[prop_or(AttrValue::Static("dialog"))]
    pub role: AttrValue,
    /// The dialog's test id.
    #[prop_or_default]
    pub testid: Option<AttrValue>,
    /// Extra classes of the dialog box.
    #[prop_or_default]
    pub class: Classes,
    /// Escape was pressed (the owner closes the dialog).
    pub on_close: Callback<()>,
    /// Submitting the dialog's form, when it is one.
    #[prop_or_default]
    pub on_submit: Option<Callback<SubmitEvent>>,
    /// The content.
    pub children: Html,
}

const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex=\"-1\"])";

fn focusables(root: &web_sys::Element) -> Vec<HtmlElement> {
    let Ok(list) = root.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
        // Unchecked radio buttons of a group are skipped by Tab; the checked one stands in.
        .filter(|el| {
            el.dyn_ref::<web_sys::HtmlInputElement>()
                .is_none_or(|i| i.type_() != "radio" || i.checked())
        })
        .collect()
}

fn active() -> Option<HtmlElement> {
    gloo_utils::document()
        .active_element()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
}

/// A modal dialog over a dimmed page.
#[function_component(Modal)]
pub fn modal(props: &ModalProps) -> Html {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            let opener = active();
            if let Some(root) = node.cast::<web_sys::Element>() {
                let first = root
                    .query_selector("[data-autofocus]")
                    .ok()
                    .flatten()
                    .and_then(|e| e.dyn_into::<HtmlElement>().ok())
                    .or_else(|| focusables(&root).into_iter().next());
                if let Some(el) = first {
                    let _ = el.focus();
                }
            }
            move || {
                if let Some(el) = opener
                    && el.is_connected()
                {
                    let _ = el.focus();
                }
            }
        });
    }
    let onkeydown = {
        let node = node.clone();
        let on_close = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "Escape" => {
                e.prevent_default();
                e.stop_propagation();
                on_close.emit(());
            }
            "Tab" => {
                let Some(root) = node.cast::<web_sys::Element>() else {
                    return;
                };
                let all = focusables(&root);
                let (Some(first), Some(last)) = (all.first(), all.last()) else {
                    e.prevent_default();
                    return;
                };
                let now = active();
                let inside = now.as_ref().is_some_and(|a| all.contains(a));
                if e.shift_key() && (!inside || now.as_ref() == Some(first)) {
                    e.prevent_default();
                    let _ = last.focus();
                } else if !e.shift_key() && (!inside || now.as_ref() == Some(last)) {
                    e.prevent_default();
                    let _ = first.focus();
                }
            }
            _ => {}
        })
    };
    let class = classes!("dialog", props.class.clone());
    let body = match &props.on_submit {
        Some(submit) => html! {
            <form ref={node} {class} role={props.role.clone()} aria-modal="true"
                  aria-labelledby={props.labelled_by.clone()} data-testid={props.testid.clone()}
                  onsubmit={submit.clone()} {onkeydown}>
                { props.children.clone() }
            </form>
        },
        None => html! {
            <div ref={node} {class} role={props.role.clone()} aria-modal="true"
                 aria-labelledby={props.labelled_by.clone()} data-testid={props.testid.clone()}
                 {onkeydown}>
                { props.children.clone() }
            </div>
        },
    };
    html! { <div class="dialog-backdrop">{ body }</div> }
}
