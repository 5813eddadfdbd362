//! Copying text to the clipboard, saving it as a file, and the copy field every page uses for
//! links and snippets.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Copies `text`; `done` hears whether the browser allowed it.
pub fn copy(text: &str, done: Callback<bool>) {
    let promise = gloo_utils::window()
        .navigator()
        .clipboard()
        .write_text(text);
    wasm_bindgen_futures::spawn_local(async move {
        done.emit(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
    });
}

/// Offers `text` as a file named `filename` to download.
pub fn download(text: &str, filename: &str) -> Option<()> {
    let blob = gloo_file::Blob::new_with_options(text, Some("text/plain;charset=utf-8"));
    let url = gloo_file::ObjectUrl::from(blob);
    let a: web_sys::HtmlAnchorElement = gloo_utils::document()
        .create_element("a")
        .ok()?
        .dyn_into()
        .ok()?;
    a.set_href(&url);
    a.set_download(filename);
    a.click();
    Some(())
}

/// Copy field properties.
#[derive(Properties, PartialEq)]
pub struct CopyProps {
    /// What the text is.
    pub label: AttrValue,
    /// A line on what it is for.
    #[prop_or_default]
    pub help: Option<AttrValue>,
    /// The text.
    pub text: AttrValue,
    /// The test id of the field (its button is `<testid>-copy`).
    pub testid: AttrValue,
    /// A text of several lines (a snippet), shown in a text area above its button.
    #[prop_or_default]
    pub multiline: bool,
    /// Only the button (the text is shown elsewhere on the page).
    #[prop_or_default]
    pub button_only: bool,
}

/// A text to copy: the text in a read-only field that selects itself, and a button that copies
/// it and says whether the browser allowed it.
#[function_component(CopyField)]
pub fn copy_field(props: &CopyProps) -> Html {
    let copied = use_state_eq(|| Option::<bool>::None);
    {
        let copied = copied.clone();
        use_effect_with(props.text.clone(), move |_| copied.set(None));
    }
    let onclick = {
        let text = props.text.clone();
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            copy(&text, Callback::from(move |ok| copied.set(Some(ok))));
        })
    };
    // Selected whole, but shown from its start: selecting scrolls to the text's end, which
    // hid the link's "https://…" (trial).
    let select = Callback::from(|e: FocusEvent| {
        if let Some(el) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() {
            el.select();
            el.set_scroll_top(0);
        } else if let Some(el) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
            el.select();
            el.set_scroll_left(0);
        }
    });
    let button = html! {
        <button type="button" data-testid={format!("{}-copy", props.testid)} {onclick}
                aria-label={props.button_only.then(|| props.label.clone())}>
            { super::i18n::t(match *copied {
                Some(true) => "copy-done",
                Some(false) => "copy-failed",
                None => "copy",
            }) }
        </button>
    };
    if props.button_only {
        return button;
    }
    if props.multiline {
        return html! {
            <div class="share-field">
                <label>
                    <strong>{ props.label.clone() }</strong>
                    if let Some(h) = &props.help { <span class="help">{ h.clone() }</span> }
                    <textarea readonly=true rows="3" value={props.text.clone()}
                              data-testid={props.testid.clone()} onfocus={select} />
                </label>
                { button }
            </div>
        };
    }
    let id = format!("{}-text", props.testid);
    html! {
        <div class="copy-row">
            <label for={id.clone()}><strong>{ props.label.clone() }</strong>
                if let Some(h) = &props.help { <span class="help">{ format!(" — {h}") }</span> }
            </label>
            <div class="copy-line">
                <input id={id} type="text" readonly=true value={props.text.clone()}
                       data-testid={props.testid.clone()} onfocus={select} />
                { button }
            </div>
        </div>
    }
}
