//! Files of the site fetched at run time (the puzzle packs, the language files; the solved
//! game, in its worker): the text, or why not ([`NotFetched`], said by
//! `app::words::not_fetched`).
//! [`text_kept`] also keeps a copy in the browser's Cache Storage, and falls back on it when
//! the network fails, so what was fetched once works offline (with or without the service
//! worker, which does not precache these files).

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The Cache Storage cache the kept files live in (not `camelot-…`: the service worker
/// deletes those of old versions).
pub const KEPT: &str = "kept-files";

/// Why a file of the site could not be had.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotFetched {
    /// The request failed: no connection (or no window to ask from).
    NoConnection,
    /// The site answered with an HTTP error.
    Status(u16),
    /// The answer's text could not be read.
    Unreadable,
}

async fn response(url: &str) -> Result<web_sys::Response, NotFetched> {
    let window = web_sys::window().ok_or(NotFetched::NoConnection)?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| NotFetched::NoConnection)?;
    response.dyn_into().map_err(|_| NotFetched::Unreadable)
}

async fn body(response: web_sys::Response) -> Result<String, NotFetched> {
    let text = response.text().map_err(|_| NotFetched::Unreadable)?;
    JsFuture::from(text)
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or(NotFetched::Unreadable)
}

/// The cache of kept files, from a page or a worker (both have `caches` on their global
/// scope; the Perfect worker keeps the solved game there too).
pub async fn kept_cache() -> Option<web_sys::Cache> {
    let caches: web_sys::CacheStorage =
        js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("caches"))
            .ok()?
            .dyn_into()
            .ok()?;
    JsFuture::from(caches.open(KEPT))
        .await
        .ok()?
        .dyn_into()
        .ok()
}

/// The kept copy of `url`, if any.
pub async fn kept(url: &str) -> Option<web_sys::Response> {
    let cache = kept_cache().await?;
    let hit: JsValue = JsFuture::from(cache.match_with_str(url)).await.ok()?;
    hit.dyn_into::<web_sys::Response>().ok()
}

/// The text at `url`, fetched afresh and kept; from the kept copy when the browser is offline
/// or the network fails.
pub async fn text_kept(url: &str) -> Result<String, NotFetched> {
    let offline = web_sys::window().is_some_and(|w| !w.navigator().on_line());
    if offline && let Some(r) = kept(url).await {
        return body(r).await;
    }
    let fresh = match response(url).await {
        Ok(r) if r.ok() => Ok(r),
        Ok(r) => Err(NotFetched::Status(r.status())),
        Err(e) => Err(e),
    };
    match fresh {
        Ok(r) => {
            if let (Some(cache), Ok(copy)) = (kept_cache().await, r.clone()) {
                let _ = JsFuture::from(cache.put_with_str(url, &copy)).await;
            }
            body(r).await
        }
        Err(why) => match kept(url).await {
            Some(r) => body(r).await,
            None => Err(why),
        },
    }
}
