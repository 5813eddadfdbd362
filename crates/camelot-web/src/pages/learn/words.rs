//! The course's words for people, besides the lessons' own texts (`lessons.rs`) and the
//! checker's explanations of the rules (`checker.rs`): lookups in the course's catalogue
//! (`www/locales/<code>/learn.ftl`).

use crate::app::i18n::t;
use crate::t;

/// A lesson id that does not exist.
pub fn no_such_lesson(id: &str) -> String {
    t!("learn-no-such-lesson", id = id)
}

/// The course's opening line.
pub fn course_intro(lessons: usize) -> String {
    t!("learn-course-intro", n = lessons)
}

/// "3 of 10 lessons done".
pub fn progress(done: usize, lessons: usize) -> String {
    t!("learn-progress", done = done, n = lessons)
}

/// The way into the course: "Start the course: …" or "Continue: …".
pub fn continue_with(first: bool, title: &str) -> String {
    let key = if first {
        "learn-start-course"
    } else {
        "learn-continue"
    };
    t!(key, title = title)
}

/// " · Lesson 3 of 10".
pub fn crumb(number: usize, of: usize) -> String {
    t!("learn-crumb", number = number, of = of)
}

/// The line under the task while the demonstration plays, or once it has shown the moves.
pub fn demo_line(playing: bool, revealed: bool) -> Option<String> {
    if playing {
        Some(t("learn-demo-watching"))
    } else if revealed {
        Some(t("learn-demo-revealed"))
    } else {
        None
    }
}

/// Saved progress that could not be read.
pub fn progress_reset(why: &str) -> String {
    t!("learn-progress-reset", why = why)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::{Catalogue, LEARN};
    use crate::pages::learn::lessons::LESSONS;

    #[test]
    fn the_catalogue_parses_and_has_every_lesson_text() {
        let cat = Catalogue::parse(LEARN.1).expect("learn.ftl parses");
        assert!(cat.keys().all(|k| k.starts_with("learn-")));
        for l in LESSONS {
            let t = &l.task;
            let keys = [l.title, t.prompt, t.miss, t.praise, l.practise.1];
            for key in keys.iter().chain(l.text) {
                assert!(cat.has(key), "{}: {key} is in learn.ftl", l.id);
            }
        }
    }

    #[test]
    fn counts_choose_their_plural() {
        assert_eq!(
            course_intro(10),
            "10 short lessons, each with a small task on the board. Your progress is saved on this device."
        );
        assert!(course_intro(1).starts_with("1 short lesson, each"));
        assert_eq!(progress(3, 10), "3 of 10 lessons done");
        assert_eq!(progress(0, 1), "0 of 1 lesson done");
        assert_eq!(crumb(3, 10), " · Lesson 3 of 10");
        assert_eq!(
            continue_with(true, "The canter"),
            "Start the course: The canter"
        );
        assert_eq!(continue_with(false, "The canter"), "Continue: The canter");
        assert_eq!(t("learn-heading"), "Learn the rules of Camelot");
        assert_eq!(t("learn-done-tick"), " ✓ done");
        assert_eq!(t("learn-examples-or"), " or ");
        assert_eq!(
            crate::t!("learn-end-here", move = "E4-E6"),
            "End move here (E4-E6)"
        );
        assert_eq!(
            demo_line(false, true).as_deref(),
            Some(
                "The arrows and dots show the moves that do it. Now you: click the piece, then \
                 where it goes."
            )
        );
        assert_eq!(
            no_such_lesson("x"),
            "There is no lesson called \u{201c}x\u{201d}. Pick one from the list."
        );
    }
}
