//! The lessons of the rules course, as data: text in our own words, a position, the pieces
//! whose moves are drawn, a "show me" demonstration and a task judged by the rules engine.

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
    /// What to do, addressed to the learner.
    pub prompt: &'static str,
    /// How a try is judged.
    pub goal: Goal,
    /// Said when a legal move does not reach the goal.
    pub miss: &'static str,
    /// Said when the goal is reached.
    pub praise: &'static str,
}

/// One lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lesson {
    /// Stable id: the URL (`#/learn/<id>`) and the saved progress use it.
    pub id: &'static str,
    /// Short title.
    pub title: &'static str,
    /// Paragraphs explaining the rule.
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
    /// words.
    pub practise: (&'static str, &'static str),
}

/// The course, in teaching order.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "board",
        title: "The board and the castles",
        text: &[
            "Camelot is played on a board of 160 squares: twelve files, A to L, and sixteen ranks. \
             The board narrows towards each end, and at each end two squares stick out: those are the castles.",
            "White's castle is F1 and G1, at the bottom. Black's castle is F16 and G16, at the top. \
             Each player has ten men (round pieces with a ring) and four knights (pieces with a crown). White moves first.",
            "You win by getting two of your pieces into your opponent's castle, or by capturing all of \
             your opponent's pieces while keeping at least two of yours.",
        ],
        position: "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1",
        highlight: &[],
        mark: &["F1", "G1", "F16", "G16"],
        show_me: &[],
        task: Task {
            prompt: "You play White. Click one square of the castle you are trying to reach: Black's castle.",
            goal: Goal::ClickSquare(&["F16", "G16"]),
            miss: "That is not it. Black's castle is the pair of squares sticking out at the top of the board.",
            praise: "Right: F16 and G16 are Black's castle, your target.",
        },
        practise: ("castleEntry", "Practise: castle entries"),
    },
    Lesson {
        id: "plain-move",
        title: "The plain move",
        text: &[
            "The simplest move: one step to a neighbouring empty square, in any of the eight directions, \
             forwards, backwards, sideways or diagonally. Men and knights both move this way.",
            "Click the man on F7: dots show where it can step.",
        ],
        position: "2/8/10/12/12/5m6/6m5/12/12/5M6/6M5/12/12/10/8/2 w 0 0 1",
        highlight: &["F7"],
        mark: &[],
        show_me: &["F7-F8"],
        task: Task {
            prompt: "Make a plain move: move one of your men one step.",
            goal: Goal::PlainMove,
            miss: "That was a leap over a piece (a canter, the next lesson). Here, just step to a neighbouring square.",
            praise: "Well done: one step to a neighbouring square is a plain move.",
        },
        practise: ("quietMove", "Practise: quiet moves"),
    },
    Lesson {
        id: "canter",
        title: "The canter",
        text: &[
            "A canter is a leap over one of your own pieces standing next to yours, to the empty square \
             just beyond it, in a straight line. The piece you leap over stays where it is.",
            "A canter can go on: after one leap, the piece may leap again over another of your pieces, \
             and it may change direction between leaps. It may stop after any leap. Nobody is ever forced to canter.",
            "One limit: in one move a cantering piece may not land on a square it has already visited, \
             its starting square included.",
        ],
        position: "2/8/10/mm10/12/12/12/12/7M4/5M6/12/4M7/4M7/10/8/2 w 0 0 1",
        highlight: &["E4"],
        mark: &[],
        show_me: &["E4-E6-G8-I8"],
        task: Task {
            prompt: "Bring the man on E4 to I8 in a single move: canter over E5, then F7, then H8.",
            goal: Goal::EndOn(&["I8"]),
            miss: "That is a legal move, but it does not reach I8. Select the man on E4 and click I8 itself: \
                   the whole canter is played at once (a click on a square where a canter may stop ends it there).",
            praise: "Three leaps in one move, turning twice: a chained canter.",
        },
        practise: ("quietMove", "Practise: quiet moves"),
    },
    Lesson {
        id: "jump",
        title: "The jump: capturing",
        text: &[
            "A jump is a leap over an enemy piece next to yours, to the empty square beyond it. \
             The enemy piece is captured and taken off the board at once.",
            "Capturing is compulsory: if any of your pieces can jump, you must capture this turn \
             (you choose which piece and which capture).",
            "After a jump, if the same piece can jump again, it must keep jumping, changing direction \
             if needed. When several chains are possible you may pick any of them, not necessarily the longest.",
        ],
        position: "2/8/10/m11/12/12/12/12/12/4m7/12/4mm6/4M5M1/10/8/2 w 0 0 1",
        highlight: &["E4"],
        mark: &[],
        show_me: &["E4xE6xE8"],
        task: Task {
            prompt: "Capture two black men in one move.",
            goal: Goal::Capture(2),
            miss: "That capture is legal, but it takes only one man. Another chain takes two.",
            praise: "Two men captured in one chain of jumps.",
        },
        practise: ("multiJump", "Practise: multiple jumps"),
    },
    Lesson {
        id: "charge",
        title: "The knight's charge",
        text: &[
            "Knights have one extra move, the knight's charge: one or more canters over their own pieces, \
             followed by one or more jumps over enemy pieces, all in one move. Men cannot do this.",
            "The knight's duty: if a knight's canter lands next to an enemy piece that it could jump, \
             the knight must go on and capture in the same move. It may not simply stop there.",
        ],
        position: "2/8/10/m10m/12/12/12/12/12/4m7/12/4M7/4K5M1/10/8/2 w 0 0 1",
        highlight: &["E4"],
        mark: &[],
        show_me: &["E4-E6xE8"],
        task: Task {
            prompt: "Capture the black man on E7 with your knight on E4.",
            goal: Goal::Capture(1),
            miss: "That move captures nothing. Use the knight: canter over your man, then jump.",
            praise: "A canter, then a jump: that is the knight's charge.",
        },
        practise: ("charge", "Practise: knight's charge"),
    },
    Lesson {
        id: "own-castle",
        title: "Your own castle",
        text: &[
            "You may never step or canter into your own castle. The only way in is by a jump \
             (or the jumping part of a knight's charge) that lands there.",
            "A piece that lands in its own castle and can jump again must carry on jumping, out of the castle.",
        ],
        position: "2/8/10/1mm9/12/12/12/12/12/12/12/12/9M2/4M5/3mM3/2 w 0 0 1",
        highlight: &["F3", "G2"],
        mark: &["F1", "G1"],
        show_me: &["F3xF1"],
        task: Task {
            prompt: "Capture the black man on F2 by jumping into your own castle.",
            goal: Goal::CaptureInto(&["F1", "G1"]),
            miss: "That captures the man too, but this lesson is about your castle: jump into it.",
            praise: "A jump is the only way into your own castle.",
        },
        practise: ("defence", "Practise: defence"),
    },
    Lesson {
        id: "leave-castle",
        title: "Leaving your own castle",
        text: &[
            "A piece that ended its move in its own castle must leave on your very next turn, and that \
             move must be made by that piece, even if you could capture elsewhere.",
            "If it can jump out, it must jump; otherwise it steps or canters out.",
        ],
        position: "2/8/10/mm10/12/12/12/12/12/3M8/12/10m1/9M2/10/8/1M w 0 0 1",
        highlight: &["G1"],
        mark: &["J4", "K5"],
        show_me: &["G1-G2"],
        task: Task {
            prompt: "Your man on G1 is in your own castle. Make your move.",
            goal: Goal::MoveFrom("G1"),
            miss: "The man on G1 must leave the castle now.",
            praise: "Leaving the castle comes first, before any capture.",
        },
        practise: ("castleDuty", "Practise: own-castle duty"),
    },
    Lesson {
        id: "enemy-castle",
        title: "The opponent's castle",
        text: &[
            "Entering your opponent's castle is how you win. A piece that enters it stays there for the \
             rest of the game, and its move ends the moment it lands inside, even in the middle of a canter or jump chain.",
        ],
        position: "2/3M4/3M6/12/12/7m4/10m1/12/12/12/12/1M10/12/10/8/2 w 0 0 1",
        highlight: &["E14", "F15"],
        mark: &["F16", "G16"],
        show_me: &["E14-G16"],
        task: Task {
            prompt: "Get one of your men into Black's castle.",
            goal: Goal::EndOn(&["F16", "G16"]),
            miss: "That move stays outside. Black's castle is F16 and G16.",
            praise: "In! That piece will never leave Black's castle.",
        },
        practise: ("castleEntry", "Practise: castle entries"),
    },
    Lesson {
        id: "castle-move",
        title: "Inside the opponent's castle",
        text: &[
            "A piece in your opponent's castle has no way out: it may never step, canter or jump out again.",
            "Its only move is the castle move: a step to the other castle square, when that square is empty. \
             Each player may make at most two castle moves in a whole game, and none while a capture is \
             compulsory (the castle move counts as a plain move).",
            "A castle move can make room: another of your pieces may then come in where the first one stood.",
        ],
        position: "1M/5M2/10/12/12/7m4/2m9/12/12/12/12/12/12/10/8/2 w 1 0 1",
        highlight: &["G16"],
        mark: &["F16"],
        show_me: &["G16-F16"],
        task: Task {
            prompt: "Your man on G16 is in Black's castle. Your man on H15 wants to come in too, but G16 is \
                     taken and F16 is out of its reach. You have made one castle move this game, so one is left: \
                     use it to make room.",
            goal: Goal::MoveFrom("G16"),
            miss: "That is legal, but G16 is still taken, so the man on H15 still cannot come in. \
                   Move the man that is inside the castle.",
            praise: "That was the castle move, your second and last one this game. Next turn, H15-G16 puts \
                     a second man in Black's castle and wins.",
        },
        practise: ("castleRace", "Practise: castle races"),
    },
    Lesson {
        id: "winning",
        title: "Winning and drawing",
        text: &[
            "You win when two of your pieces stand in your opponent's castle, when you have captured all \
             of your opponent's pieces and kept at least two of yours, or when your opponent has no legal \
             move left while you have two or more pieces.",
            "The game is a draw when both players are down to one piece or none. In this app, the same \
             position occurring a third time is also a draw (a house rule, which you can switch off \
             in the New game dialog).",
        ],
        position: "M1/5M2/10/12/9m2/12/10m1/12/1m10/3M8/12/12/12/10/8/2 w 0 0 1",
        highlight: &["H15", "F16"],
        mark: &["F16", "G16"],
        show_me: &["H15-G16"],
        task: Task {
            prompt: "One of your men is already in Black's castle. Win the game in one move.",
            goal: Goal::Win,
            miss: "That is legal, but the game goes on. You need a second piece in Black's castle.",
            praise: "Two pieces in Black's castle: White wins!",
        },
        practise: ("win", "Practise: winning the game"),
    },
];

/// The lesson with this id.
pub fn lesson(id: &str) -> Option<(usize, &'static Lesson)> {
    LESSONS.iter().enumerate().find(|(_, l)| l.id == id)
}
