//! Messages for the player: one at a time, the latest replacing the one before; successes
//! fade after a few seconds, errors stay until dismissed. A notice may offer to undo what it
//! reports (the page says what undoing means).

use yew::prelude::*;

/// How long a success stays, in milliseconds.
pub const FADE_MS: u32 = 4000;
/// How long a notice that offers to undo stays: long enough to decide.
pub const UNDO_MS: u32 = 12_000;

/// A message for the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// For dismissing (a newer notice has a larger id).
    pub id: u64,
    /// The text.
    pub text: String,
    /// Whether it reports a problem (shown as an error; it does not fade).
    pub error: bool,
    /// Whether it offers to undo what it reports.
    pub undo: bool,
}

/// The notice shown, and the ids for the next ones.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Notices {
    /// The notice shown, if any.
    pub current: Option<Notice>,
    last_id: u64,
}

impl Notices {
    /// Shows `text` in place of the notice shown.
    pub fn say(&mut self, text: impl Into<String>, error: bool) {
        self.last_id += 1;
        self.current = Some(Notice {
            id: self.last_id,
            text: text.into(),
            error,
            undo: false,
        });
    }

    /// Shows a success that offers to undo what it reports.
    pub fn offer_undo(&mut self, text: impl Into<String>) {
        self.say(text, false);
        if let Some(n) = self.current.as_mut() {
            n.undo = true;
        }
    }

    /// Dismisses notice `id` (a newer one stays).
    pub fn dismiss(&mut self, id: u64) {
        if self.current.as_ref().is_some_and(|n| n.id == id) {
            self.current = None;
        }
    }

    /// Dismisses whatever is shown.
    pub fn clear(&mut self) {
        self.current = None;
    }

    /// The notice shown.
    pub fn get(&self) -> Option<&Notice> {
        self.current.as_ref()
    }
}

/// Dismisses a success after [`FADE_MS`], or [`UNDO_MS`] when it offers to undo (errors stay
/// until dismissed).
#[hook]
pub fn use_fading_notice(notice: Option<&Notice>, dismiss: Callback<u64>) {
    let fading = notice
        .filter(|n| !n.error)
        .map(|n| (n.id, if n.undo { UNDO_MS } else { FADE_MS }));
    use_effect_with(fading, move |f| {
        let timeout =
            f.map(|(id, ms)| gloo_timers::callback::Timeout::new(ms, move || dismiss.emit(id)));
        move || drop(timeout)
    });
}

/// A notice's box: the text, what it offers (`offer`: a button to undo, say), and a button
/// that dismisses it.
pub fn notice_view(
    n: &Notice,
    testid: &'static str,
    on_dismiss: &Callback<u64>,
    offer: Html,
) -> Html {
    let id = n.id;
    let dismiss = on_dismiss.reform(move |_: MouseEvent| id);
    html! {
        <div class={classes!("notice", n.error.then_some("error"))} data-testid={testid}
             role={if n.error { "alert" } else { "status" }}>
            <span>{ &n.text }</span>
            { offer }
            <button class="close" aria-label={super::i18n::t("notice-dismiss")} onclick={dismiss}>{ "×" }</button>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_notice_at_a_time_and_old_dismissals_do_nothing() {
        let mut n = Notices::default();
        n.say("first", false);
        let first = n.get().map(|n| n.id).expect("shown");
        n.say("second", true);
        assert_eq!(n.get().map(|n| n.text.as_str()), Some("second"));
        n.dismiss(first);
        assert!(
            n.get().is_some(),
            "a late timer of the first leaves the second"
        );
        n.offer_undo("Line deleted");
        assert!(n.get().is_some_and(|n| n.undo && !n.error));
        let id = n.get().map(|n| n.id).expect("shown");
        n.dismiss(id);
        assert_eq!(n.get(), None);
    }
}
