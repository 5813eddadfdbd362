//! How the player points at the board: it decides the wording ("click" or "tap") and whether a
//! multi-leg move waits for a confirming tap.

/// A mouse (or pen, or keyboard), or a finger.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Pointer {
    /// A mouse, a pen or a keyboard: the path under the pointer or focus is drawn before a
    /// click.
    #[default]
    Mouse,
    /// A finger on a touch screen: nothing hovers, so nothing is drawn before the tap.
    Touch,
}

impl Pointer {
    /// How a page should point at first: a touch screen when the primary pointer is coarse.
    /// After that, the page follows the last press on its board (a tap or a click).
    pub fn at_start() -> Pointer {
        if crate::app::words::coarse_pointer() {
            Pointer::Touch
        } else {
            Pointer::Mouse
        }
    }

    /// `text` in the words of this pointer: "click" becomes "tap" on touch screens (every form
    /// of the word, keeping its capital), whole words only. For English texts only (words are
    /// runs of ASCII letters): the move entry's own messages take the pointer instead (their
    /// catalogue's `$click`), so that every language says the gesture its own way.
    pub fn say(self, text: &str) -> String {
        if self == Pointer::Mouse {
            return text.to_string();
        }
        let mut out = String::with_capacity(text.len());
        let mut word = String::new();
        let flush = |word: &mut String, out: &mut String| {
            out.push_str(&tap_word(word).unwrap_or_else(|| word.clone()));
            word.clear();
        };
        for c in text.chars() {
            if c.is_ascii_alphabetic() {
                word.push(c);
            } else {
                flush(&mut word, &mut out);
                out.push(c);
            }
        }
        flush(&mut word, &mut out);
        out
    }
}

fn tap_word(word: &str) -> Option<String> {
    let (first, rest) = word.split_at(word.chars().next()?.len_utf8());
    let rest = match rest {
        "lick" => "ap",
        "licks" => "aps",
        "licked" => "apped",
        "licking" => "apping",
        _ => return None,
    };
    match first {
        "c" => Some(format!("t{rest}")),
        "C" => Some(format!("T{rest}")),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tap_words() {
        let t = Pointer::Touch;
        assert_eq!(
            t.say("Click E4, then clicking; Clicked clicks. Clickable click."),
            "Tap E4, then tapping; Tapped taps. Clickable tap."
        );
        assert_eq!(Pointer::Mouse.say("Click E4"), "Click E4");
        assert_eq!(t.say(""), "");
    }
}
