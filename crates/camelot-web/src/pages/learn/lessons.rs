//! The lessons of the rules course, as data: text in our own words, a position, the pieces
//! whose moves are drawn, a "show me" demonstration and a task judged by the rules engine.
//! The words are messages of the course's catalogue (`www/locales/<code>/learn.ftl`): the
//! tables hold their names, looked up with [`crate::app::i18n::t`] where they are shown.

/// What the learner must do to finish a lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// Click one of these squares.
    ClickSquare(&'static [&'static str]),
    /// Make any plain move (one step).
    PlainMove,
    /// Play a move that ends on one of these squares.
    EndOn(&'static [&'static str]),
    /// Play a move that captures at least this many pieces.
    Capture(usize),
    /// Play a move that captures and ends on one of these squares.
    CaptureInto(&'static [&'static str]),
    /// Play a move with the piece on this square.
    MoveFrom(&'static str),
    /// Play a move that wins the game.
    Win,
}

/// The task of a lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Task {
    /// What to do, addressed to the learner (a message's name).
    pub prompt: &'static str,
    /// How a try is judged.
    pub goal: Goal,
    /// Said when a legal move does not reach the goal (a message's name).
    pub miss: &'static str,
    /// Said when the goal is reached (a message's name).
    pub praise: &'static str,
}

/// One lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lesson {
    /// Stable id: the URL (`#/learn/<id>`) and the saved progress use it.
    pub id: &'static str,
    /// Short title (a message's name).
    pub title: &'static str,
    /// Paragraphs explaining the rule (messages' names).
    pub text: &'static [&'static str],
    /// The position on the board (position text, White to move in every lesson).
    pub position: &'static str,
    /// Squares of the pieces whose legal moves are drawn when the lesson opens.
    pub highlight: &'static [&'static str],
    /// Squares to mark when the lesson opens (besides the highlighted pieces' moves).
    pub mark: &'static [&'static str],
    /// The demonstration: moves played one after the other from `position`; the last one
    /// solves the task. Empty for a task that is not a move.
    pub show_me: &'static [&'static str],
    /// The task.
    pub task: Task,
    /// Puzzles of the lesson's rule: the puzzle theme (`#/puzzles?theme=…`) and the link's
    /// words (a message's name).
    pub practise: (&'static str, &'static str),
}

/// The course, in teaching order.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "board",
        title: "learn-lesson-1-title",
        text: &[
            "learn-lesson-1-text-1",
            "learn-lesson-1-text-2",
            "learn-lesson-1-text-3",
        ],
        position: "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1",
        highlight: &[],
        mark: &["F1", "G1", "F16", "G16"],
        show_me: &[],
        task: Task {
            prompt: "learn-lesson-1-task",
            goal: Goal::ClickSquare(&["F16", "G16"]),
            miss: "learn-lesson-1-miss",
            praise: "learn-lesson-1-praise",
        },
        practise: ("castleEntry", "learn-practise-castle-entry"),
    },
    Lesson {
        id: "plain-move",
        title: "learn-lesson-2-title",
        text: &["learn-lesson-2-text-1", "learn-lesson-2-text-2"],
        position: "2/8/10/12/12/5m6/6m5/12/12/5M6/6M5/12/12/10/8/2 w 0 0 1",
        highlight: &["F7"],
        mark: &[],
        show_me: &["F7-F8"],
        task: Task {
            prompt: "learn-lesson-2-task",
            goal: Goal::PlainMove,
            miss: "learn-lesson-2-miss",
            praise: "learn-lesson-2-praise",
        },
        practise: ("quietMove", "learn-practise-quiet-move"),
    },
    Lesson {
        id: "canter",
        title: "learn-lesson-3-title",
        text: &[
            "learn-lesson-3-text-1",
            "learn-lesson-3-text-2",
            "learn-lesson-3-text-3",
        ],
        position: "2/8/10/mm10/12/12/12/12/7M4/5M6/12/4M7/4M7/10/8/2 w 0 0 1",
        highlight: &["E4"],
        mark: &[],
        show_me: &["E4-E6-G8-I8"],
        task: Task {
            prompt: "learn-lesson-3-task",
            goal: Goal::EndOn(&["I8"]),
            miss: "learn-lesson-3-miss",
            praise: "learn-lesson-3-praise",
        },
        practise: ("quietMove", "learn-practise-quiet-move"),
    },
    Lesson {
        id: "jump",
        title: "learn-lesson-4-title",
        text: &[
            "learn-lesson-4-text-1",
            "learn-lesson-4-text-2",
            "learn-lesson-4-text-3",
        ],
        position: "2/8/10/m11/12/12/12/12/12/4m7/12/4mm6/4M5M1/10/8/2 w 0 0 1",
        highlight: &["E4"],
        mark: &[],
        show_me: &["E4xE6xE8"],
        task: Task {
            prompt: "learn-lesson-4-task",
            goal: Goal::Capture(2),
            miss: "learn-lesson-4-miss",
            praise: "learn-lesson-4-praise",
        },
        practise: ("multiJump", "learn-practise-multi-jump"),
    },
    Lesson {
        id: "charge",
        title: "learn-lesson-5-title",
        text: &["learn-lesson-5-text-1", "learn-lesson-5-text-2"],
        position: "2/8/10/m10m/12/12/12/12/12/4m7/12/4M7/4K5M1/10/8/2 w 0 0 1",
        highlight: &["E4"],
        mark: &[],
        show_me: &["E4-E6xE8"],
        task: Task {
            prompt: "learn-lesson-5-task",
            goal: Goal::Capture(1),
            miss: "learn-lesson-5-miss",
            praise: "learn-lesson-5-praise",
        },
        practise: ("charge", "learn-practise-charge"),
    },
    Lesson {
        id: "own-castle",
        title: "learn-lesson-6-title",
        text: &["learn-lesson-6-text-1", "learn-lesson-6-text-2"],
        position: "2/8/10/1mm9/12/12/12/12/12/12/12/12/9M2/4M5/3mM3/2 w 0 0 1",
        highlight: &["F3", "G2"],
        mark: &["F1", "G1"],
        show_me: &["F3xF1"],
        task: Task {
            prompt: "learn-lesson-6-task",
            goal: Goal::CaptureInto(&["F1", "G1"]),
            miss: "learn-lesson-6-miss",
            praise: "learn-lesson-6-praise",
        },
        practise: ("defence", "learn-practise-defence"),
    },
    Lesson {
        id: "leave-castle",
        title: "learn-lesson-7-title",
        text: &["learn-lesson-7-text-1", "learn-lesson-7-text-2"],
        position: "2/8/10/mm10/12/12/12/12/12/3M8/12/10m1/9M2/10/8/1M w 0 0 1",
        highlight: &["G1"],
        mark: &["J4", "K5"],
        show_me: &["G1-G2"],
        task: Task {
            prompt: "learn-lesson-7-task",
            goal: Goal::MoveFrom("G1"),
            miss: "learn-lesson-7-miss",
            praise: "learn-lesson-7-praise",
        },
        practise: ("castleDuty", "learn-practise-castle-duty"),
    },
    Lesson {
        id: "enemy-castle",
        title: "learn-lesson-8-title",
        text: &["learn-lesson-8-text-1"],
        position: "2/3M4/3M6/12/12/7m4/10m1/12/12/12/12/1M10/12/10/8/2 w 0 0 1",
        highlight: &["E14", "F15"],
        mark: &["F16", "G16"],
        show_me: &["E14-G16"],
        task: Task {
            prompt: "learn-lesson-8-task",
            goal: Goal::EndOn(&["F16", "G16"]),
            miss: "learn-lesson-8-miss",
            praise: "learn-lesson-8-praise",
        },
        practise: ("castleEntry", "learn-practise-castle-entry"),
    },
    Lesson {
        id: "castle-move",
        title: "learn-lesson-9-title",
        text: &[
            "learn-lesson-9-text-1",
            "learn-lesson-9-text-2",
            "learn-lesson-9-text-3",
        ],
        position: "1M/5M2/10/12/12/7m4/2m9/12/12/12/12/12/12/10/8/2 w 1 0 1",
        highlight: &["G16"],
        mark: &["F16"],
        show_me: &["G16-F16"],
        task: Task {
            prompt: "learn-lesson-9-task",
            goal: Goal::MoveFrom("G16"),
            miss: "learn-lesson-9-miss",
            praise: "learn-lesson-9-praise",
        },
        practise: ("castleRace", "learn-practise-castle-race"),
    },
    Lesson {
        id: "winning",
        title: "learn-lesson-10-title",
        text: &["learn-lesson-10-text-1", "learn-lesson-10-text-2"],
        position: "M1/5M2/10/12/9m2/12/10m1/12/1m10/3M8/12/12/12/10/8/2 w 0 0 1",
        highlight: &["H15", "F16"],
        mark: &["F16", "G16"],
        show_me: &["H15-G16"],
        task: Task {
            prompt: "learn-lesson-10-task",
            goal: Goal::Win,
            miss: "learn-lesson-10-miss",
            praise: "learn-lesson-10-praise",
        },
        practise: ("win", "learn-practise-win"),
    },
];

/// The lesson with this id.
pub fn lesson(id: &str) -> Option<(usize, &'static Lesson)> {
    LESSONS.iter().enumerate().find(|(_, l)| l.id == id)
}
