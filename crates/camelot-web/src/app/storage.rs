//! localStorage behind one guard. `gloo-storage` throws (an abort in this build) when the
//! browser blocks storage (storage switched off, some sandboxed frames), so every use asks
//! first: a blocked or full storage only loses what would have been saved, never the page.

use gloo_storage::{LocalStorage, Storage};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// Whether localStorage can be used.
pub fn available() -> bool {
    web_sys::window().is_some_and(|w| matches!(w.local_storage(), Ok(Some(_))))
}

/// The text stored under `key`, if any.
pub fn read(key: &str) -> Option<String> {
    available()
        .then(|| LocalStorage::raw().get_item(key).ok().flatten())
        .flatten()
}

/// Stores `text` under `key`.
pub fn write(key: &str, text: &str) {
    if available() {
        let _ = LocalStorage::raw().set_item(key, text);
    }
}

/// Removes `key`.
pub fn remove(key: &str) {
    if available() {
        LocalStorage::delete(key);
    }
}

/// The JSON value stored under `key`: `Ok(None)` when there is none (or no storage), an error
/// saying why when it cannot be read as a `T`.
pub fn read_json<T: DeserializeOwned>(key: &str) -> Result<Option<T>, String> {
    match read(key) {
        None => Ok(None),
        Some(text) => serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| unreadable(&e)),
    }
}

/// Why stored JSON could not be read, and where (serde_json's own message, which names what it
/// expected, brings its formatting code into the game's first load for no player's benefit).
pub fn unreadable(e: &serde_json::Error) -> String {
    unreadable_at(e.line(), e.column())
}

/// Why stored text could not be read: where it stopped being JSON.
pub fn unreadable_at(line: usize, column: usize) -> String {
    crate::t!(
        "storage-unreadable",
        line = line.to_string(),
        column = column.to_string()
    )
}

/// Why stored data could not be used: it was written by another version of the app.
pub fn other_version(version: u32) -> String {
    crate::t!("storage-other-version", version = version.to_string())
}

/// Why a stored game could not be used: its record does not read.
pub fn bad_record(e: &camelot_core::RecordError) -> String {
    crate::t!(
        "storage-bad-record",
        why = crate::app::core_words::record_error(e)
    )
}

/// Stores `value` under `key` as JSON.
pub fn write_json<T: Serialize>(key: &str, value: &T) {
    if let Ok(text) = serde_json::to_string(value) {
        write(key, &text);
    }
}
