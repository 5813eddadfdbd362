//! The settings every page follows (colours, sounds, the legend read), stored once.

use super::json::Json;
use super::storage;
use yew::prelude::*;

/// The key of the settings.
pub const KEY: &str = "camelot.settings";

/// Light or dark colours.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

/// The themes by their stored names.
const THEMES: [(Theme, &str); 3] = [
    (Theme::Auto, "auto"),
    (Theme::Light, "light"),
    (Theme::Dark, "dark"),
];

impl Settings {
    /// As stored: `{"theme":"auto","sound":false,"legend_seen":false}`.
    fn to_json(self) -> Json {
        let theme = THEMES
            .iter()
            .find(|(t, _)| *t == self.theme)
            .map_or("auto", |(_, name)| name);
        Json::obj(vec![
            ("theme", Json::str(theme)),
            ("sound", Json::Bool(self.sound)),
            ("legend_seen", Json::Bool(self.legend_seen)),
        ])
    }

    /// From stored text: a missing or unreadable field keeps its default; text that is not
    /// JSON at all gives the defaults.
    fn from_text(text: &str) -> Settings {
        let d = Settings::default();
        let Ok(v) = Json::parse(text) else {
            return d;
        };
        let flag = |key: &str, default: bool| v.get(key).and_then(Json::as_bool).unwrap_or(default);
        Settings {
            theme: v
                .get("theme")
                .and_then(Json::as_str)
                .and_then(|name| THEMES.iter().find(|(_, n)| *n == name))
                .map_or(d.theme, |(t, _)| *t),
            sound: flag("sound", d.sound),
            legend_seen: flag("legend_seen", d.legend_seen),
        }
    }
}

/// The stored settings (defaults when none or unreadable).
pub fn load() -> Settings {
    storage::read(KEY).map_or_else(Settings::default, |t| Settings::from_text(&t))
}

/// Stores the settings.
pub fn save(s: &Settings) {
    storage::write(KEY, &s.to_json().write());
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
        let s = Settings::from_text("{\"sound\":true}");
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
        assert_eq!(Settings::from_text("not json"), Settings::default());
    }

    #[test]
    fn settings_are_stored_as_before() {
        let s = Settings {
            theme: Theme::Dark,
            sound: true,
            legend_seen: true,
        };
        let text = r#"{"theme":"dark","sound":true,"legend_seen":true}"#;
        assert_eq!(s.to_json().write(), text);
        assert_eq!(Settings::from_text(text), s);
        for (theme, name) in THEMES {
            let t = Settings {
                theme,
                ..Settings::default()
            };
            assert_eq!(
                Settings::from_text(&t.to_json().write()).theme,
                theme,
                "{name}"
            );
        }
    }
}
