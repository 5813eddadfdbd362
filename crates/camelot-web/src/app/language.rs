//! The language in use in the browser: which one a visit starts in (`?lang=`, the stored
//! choice, the browser's languages), loading its catalogue files before the page shows, the
//! header's switch, and the hook that makes a component show a new choice at once.
//!
//! The choice is stored under its own key (`camelot.lang`), not in the settings object: a page
//! holding the settings in its state would otherwise write an older language back.

use super::i18n::{self, Catalogue, File, Lang};
use super::query;
use super::storage;
use std::cell::RefCell;
use yew::prelude::*;

/// Where the chosen language is stored.
pub const KEY: &str = "camelot.lang";

/// `?lang=` in the page's address or in its fragment's query (`#/rules?lang=de`).
pub fn from_address() -> Option<Lang> {
    [query::page_query(), query::fragment_query()]
        .iter()
        .filter_map(|q| q.get("lang"))
        .find_map(Lang::from_code)
}

/// The stored choice.
pub fn stored() -> Option<Lang> {
    storage::read(KEY).and_then(|c| Lang::from_code(&c))
}

/// The browser's languages, best first.
fn browser() -> Lang {
    let nav = gloo_utils::window().navigator();
    let tags: Vec<String> = nav
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .chain(nav.language())
        .collect();
    Lang::best_match(tags.iter().map(String::as_str))
}

/// The language a visit starts in: `?lang=`, else the stored choice, else the browser's.
pub fn initial() -> Lang {
    from_address().or_else(stored).unwrap_or_else(browser)
}

thread_local! {
    /// The bundle's catalogue files by name (English text), set once at start.
    static FILES: RefCell<&'static [File]> = const { RefCell::new(&[]) };
}

/// The URL of a language's file `name` (relative: the site may live under a sub-path).
fn url(lang: Lang, name: &str) -> String {
    format!("locales/{}/{name}.ftl", lang.code())
}

/// Loads `lang`'s files (fetched, or the kept copy offline) and makes it the language in use;
/// `false` when none of its files could be had (the language then stays as it was; why is not
/// kept, as nobody is shown it: the page starts in English).
pub async fn load(lang: Lang) -> bool {
    let names: Vec<&str> = FILES.with(|f| f.borrow().iter().map(|(n, _)| *n).collect());
    let catalogue = if matches!(lang, Lang::En | Lang::Qps) {
        None
    } else {
        // A file that cannot be had or read leaves its messages in English; the language
        // fails only when none of its files can be had.
        let mut cat = Catalogue::default();
        let mut failed = 0;
        for name in &names {
            let read = super::fetch::text_kept(&url(lang, name))
                .await
                .ok()
                .and_then(|text| Catalogue::parse(&text).ok());
            match read {
                Some(part) => cat.extend(part),
                None => failed += 1,
            }
        }
        if failed == names.len() && !names.is_empty() {
            return false;
        }
        Some(cat)
    };
    i18n::set_current(lang, catalogue);
    set_html_lang(lang);
    true
}

/// `<html lang>` follows the language in use.
fn set_html_lang(lang: Lang) {
    if let Some(root) = gloo_utils::document().document_element() {
        let _ = root.set_attribute("lang", lang.code());
    }
}

/// Starts a bundle: registers its English `files`, loads the language the visit starts in, and
/// then calls `render` (English at once when the language cannot be had).
pub fn start(files: &'static [File], render: impl FnOnce() + 'static) {
    FILES.with(|f| *f.borrow_mut() = files);
    i18n::set_english(files);
    let lang = initial();
    if matches!(lang, Lang::En | Lang::Qps) {
        // English and the pseudo-language are made without fetching.
        i18n::set_current(lang, None);
        set_html_lang(lang);
        render();
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        if !load(lang).await {
            load(Lang::En).await;
        }
        render();
    });
}

/// The header switch's choice: stored, then the page is loaded again in it (every page keeps
/// its work in storage, as a reload needs anyway; the address's `?lang=` is dropped so that
/// the reload keeps the choice). A reload, not a re-render, so that no text made before the
/// switch (a notice, an announcement) stays in the old language, and the first load carries no
/// machinery for it.
pub fn choose(lang: Lang) {
    storage::write(KEY, lang.code());
    drop_address_lang();
    let _ = gloo_utils::window().location().reload();
}

fn drop_address_lang() {
    let q = query::page_query();
    if q.get("lang").is_none() {
        return;
    }
    let rest: Vec<String> = q
        .pairs()
        .filter(|(k, _)| *k != "lang")
        .map(|(k, v)| {
            format!(
                "{}={}",
                query::encode_component(k),
                query::encode_component(v)
            )
        })
        .collect();
    let location = gloo_utils::window().location();
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let q = if rest.is_empty() {
        String::new()
    } else {
        format!("?{}", rest.join("&"))
    };
    query::replace_address(&format!("{path}{q}{hash}"));
}

/// The header's language switch: a `select` (`data-testid="language"`) with each language
/// named in itself.
pub fn switch() -> Html {
    let now = i18n::current();
    let onchange = Callback::from(|e: Event| {
        let select: Option<web_sys::HtmlSelectElement> = e.target_dyn_into();
        if let Some(lang) = select.and_then(|s| Lang::from_code(&s.value())) {
            choose(lang);
        }
    });
    html! {
        <select class="language" data-testid="language" aria-label={i18n::t("language-label")} {onchange}>
            { for Lang::OFFERED.iter().map(|l| html! {
                <option value={l.code()} lang={l.code()} translate="no" selected={*l == now}>{ l.name() }</option>
            }) }
            if now == Lang::Qps {
                <option value="qps" selected=true>{ Lang::Qps.name() }</option>
            }
        </select>
    }
}
