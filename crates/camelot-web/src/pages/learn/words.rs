//! The course's words for people, besides the lessons' own texts (`lessons.rs`) and the
//! checker's explanations of the rules (`checker.rs`).

use crate::app::words::count;

/// A lesson id that does not exist.
pub fn no_such_lesson(id: &str) -> String {
    format!("There is no lesson called \u{201c}{id}\u{201d}. Pick one from the list.")
}

/// The course's opening line.
pub fn course_intro(lessons: usize) -> String {
    format!(
        "{}, each with a small task on the board. Your progress is saved on this device.",
        count(lessons, "short lesson", "short lessons")
    )
}

/// "3 of 10 lessons done".
pub fn progress(done: usize, lessons: usize) -> String {
    format!("{done} of {} done", count(lessons, "lesson", "lessons"))
}

/// The way into the course: "Start the course: …" or "Continue: …".
pub fn continue_with(first: bool, title: &str) -> String {
    let label = if first {
        "Start the course"
    } else {
        "Continue"
    };
    format!("{label}: {title}")
}

/// " · Lesson 3 of 10".
pub fn crumb(number: usize, of: usize) -> String {
    format!(" · Lesson {number} of {of}")
}

/// The line under the task while the demonstration plays, or once it has shown the moves.
pub fn demo_line(playing: bool, revealed: bool) -> Option<&'static str> {
    if playing {
        Some("Watch the move on the board…")
    } else if revealed {
        Some(
            "The arrows and dots show the moves that do it. Now you: click the piece, then where it goes.",
        )
    } else {
        None
    }
}

/// Saved progress that could not be read.
pub fn progress_reset(why: &str) -> String {
    format!("Your saved course progress could not be read ({why}) and was reset.")
}
