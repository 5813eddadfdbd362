//! The app layer: what every page uses and no page owns. Routes and the one URL query parser,
//! guarded storage and the settings, the store every page's reducer lives in, notices, shared
//! words, keys, the modal dialog, sounds, the clipboard, page stylesheets and the page header.
//! Nothing here knows a page.

pub mod clipboard;
pub mod core_words;
pub mod fetch;
pub mod header;
pub mod i18n;
pub mod json;
pub mod keys;
pub mod language;
pub mod modal;
pub mod notice;
pub mod query;
pub mod routes;
pub mod scroll;
pub mod settings;
pub mod sound;
pub mod storage;
pub mod store;
pub mod stylesheet;
pub mod words;
