//! The settings every page follows (colours, sounds, the legend read), stored once.

use super::storage;
use serde::{Deserialize, Serialize};
use yew::prelude::*;

/// The key of the settings.
pub const KEY: &str = "camelot.settings";

/// Light or dark colours.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Follow the system (`prefers-color-scheme`).
    #[default]
    Auto,
    /// Light.
    Light,
    /// Dark.
    Dark,
}

/// The app's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Colours.
    pub theme: Theme,
    /// Move and capture sounds (off until switched on).
    pub sound: bool,
    /// The board's legend (dots and rings) was read and put away.
    pub legend_seen: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            theme: Theme::Auto,
            sound: false,
            legend_seen: false,
        }
    }
}

/// The stored settings (defaults when none or unreadable).
pub fn load() -> Settings {
    storage::read_json(KEY).ok().flatten().unwrap_or_default()
}

/// Stores the settings.
pub fn save(s: &Settings) {
    storage::write_json(KEY, s);
}

/// Applies the colour theme to the whole document (every page follows it).
pub fn apply_theme(theme: Theme) {
    if let Some(root) = gloo_utils::document().document_element() {
        let _ = match theme {
            Theme::Auto => root.remove_attribute("data-theme"),
            Theme::Light => root.set_attribute("data-theme", "light"),
            Theme::Dark => root.set_attribute("data-theme", "dark"),
        };
    }
}

/// Whether the page is dark now (the setting, or the system's preference).
pub fn dark_now(theme: Theme) -> bool {
    match theme {
        Theme::Dark => true,
        Theme::Light => false,
        Theme::Auto => gloo_utils::window()
            .match_media("(prefers-color-scheme: dark)")
            .ok()
            .flatten()
            .is_some_and(|m| m.matches()),
    }
}

/// The settings for a page that changes them: the value, and a callback that stores the new
/// settings and applies their theme.
#[hook]
pub fn use_settings() -> (Settings, Callback<Settings>) {
    let settings = use_state(load);
    use_effect_with(*settings, |s| {
        save(s);
        apply_theme(s.theme);
    });
    let set = {
        let settings = settings.clone();
        Callback::from(move |s: Settings| settings.set(s))
    };
    (*settings, set)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_partial_data_with_defaults() {
        let s: Settings = serde_json::from_str("{\"sound\":true}").expect("reads");
        assert_eq!(
            s,
            Settings {
                sound: true,
                ..Settings::default()
            }
        );
        assert!(
            !Settings::default().sound,
            "sounds are off on a first visit"
        );
    }
}
