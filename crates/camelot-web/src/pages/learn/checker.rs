//! Judges a learner's try against a lesson's task with the rules engine, and explains in plain
//! words which rule an illegal try broke.

use super::lessons::{Goal, Lesson};
use crate::app::i18n::t;
use crate::app::words::color_key;
use crate::t;
use camelot_core::{Board, Color, Move, Position, Role, Square, castle};

/// What the learner did on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Try {
    /// Clicked a square (for tasks about the board itself).
    Square(Square),
    /// Moved the piece on `from` along `path` (each landing in order); the move may be illegal.
    Move {
        /// The piece's square.
        from: Square,
        /// The landings.
        path: Vec<Square>,
    },
}

/// The judgement of a try.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The task is done; the move played, if the task was a move.
    Solved {
        /// What to tell the learner.
        message: String,
        /// The move, to show its result on the board.
        played: Option<Move>,
    },
    /// Not done: why, in plain words.
    Wrong(String),
}

/// The lesson's position, parsed.
pub fn position(lesson: &Lesson) -> Result<Position, String> {
    lesson.position.parse::<Position>().map_err(|e| {
        t!(
            "learn-bad-position",
            id = lesson.id,
            error = crate::app::core_words::parse_position_error(&e)
        )
    })
}

fn squares(names: &[&str]) -> Vec<Square> {
    names.iter().filter_map(|s| s.parse().ok()).collect()
}

/// Judges `attempt` at the lesson's task.
pub fn judge(lesson: &Lesson, attempt: &Try) -> Verdict {
    let pos = match position(lesson) {
        Ok(p) => p,
        Err(e) => return Verdict::Wrong(e),
    };
    let task = &lesson.task;
    let (from, path) = match (attempt, task.goal) {
        (Try::Square(sq), Goal::ClickSquare(targets)) => {
            return if squares(targets).contains(sq) {
                Verdict::Solved {
                    message: t(task.praise),
                    played: None,
                }
            } else {
                let key = if castle(Color::White).contains(sq) {
                    "learn-click-own-castle"
                } else {
                    "learn-click-miss"
                };
                Verdict::Wrong(t!(key, square = sq.to_string(), miss = t(task.miss)))
            };
        }
        (Try::Square(sq), _) => {
            return Verdict::Wrong(t!("learn-click-piece-first", square = sq.to_string()));
        }
        (Try::Move { .. }, Goal::ClickSquare(_)) => {
            return Verdict::Wrong(t("learn-click-not-move"));
        }
        (Try::Move { from, path }, _) => (*from, path.as_slice()),
    };
    let legal = pos.legal_moves();
    let Some(mv) = legal
        .iter()
        .find(|m| m.from() == from && m.path() == path)
        .copied()
    else {
        return Verdict::Wrong(explain_illegal(&pos, from, path));
    };
    let after = pos.play(&mv).ok();
    let done = match task.goal {
        Goal::ClickSquare(_) => false,
        Goal::PlainMove => mv.is_plain(),
        Goal::EndOn(targets) => squares(targets).contains(&mv.to()),
        Goal::Capture(n) => mv.captures().count() >= n,
        Goal::CaptureInto(targets) => mv.is_capture() && squares(targets).contains(&mv.to()),
        Goal::MoveFrom(sq) => sq.parse() == Ok(mv.from()),
        Goal::Win => after
            .and_then(|p| p.outcome())
            .is_some_and(|o| o.winner == Some(pos.turn())),
    };
    if done {
        Verdict::Solved {
            message: t(task.praise),
            played: Some(mv),
        }
    } else {
        Verdict::Wrong(t!("learn-move-miss", move = mv.to_string(), miss = t(task.miss)))
    }
}

/// The move as WCF notation writes it: a leg that leaps an enemy piece is a jump (`x`), any
/// other leg a step or a canter (`-`). Jumped pieces stay on the board until the move ends, so
/// the legs are read on `board` as it is.
fn move_text(board: &Board, mover: Color, from: Square, path: &[Square]) -> String {
    let mut s = from.to_string();
    let mut at = from;
    for &sq in path {
        let jump = at
            .midpoint(sq)
            .is_some_and(|over| board.color_at(over) == Some(!mover));
        s.push(if jump { 'x' } else { '-' });
        s.push_str(&sq.to_string());
        at = sq;
    }
    s
}

/// Whether the piece of `color` on `at` could jump an enemy piece on `board`.
fn can_jump(board: &Board, at: Square, color: Color) -> bool {
    (0..8).any(|dir| {
        matches!((at.step(dir), at.leap(dir)), (Some(over), Some(land))
            if board.color_at(over) == Some(!color) && board.is_empty_at(land))
    })
}

/// Why moving the piece on `from` along `path` is not legal in `pos`, naming the rule.
pub fn explain_illegal(pos: &Position, from: Square, path: &[Square]) -> String {
    let text = move_text(pos.board(), pos.turn(), from, path);
    if let Some(outcome) = pos.outcome() {
        return t!(
            "learn-game-over",
            outcome = crate::app::core_words::outcome(&outcome)
        );
    }
    let turn = pos.turn();
    let Some(piece) = pos.piece_at(from) else {
        return t!("learn-no-piece", square = from.to_string());
    };
    if piece.color != turn {
        return t!(
            "learn-not-your-piece",
            square = from.to_string(),
            piece_color = color_key(piece.color),
            turn = color_key(turn)
        );
    }
    if path.is_empty() {
        return t("learn-choose-destination");
    }
    if let Some(leaver) = pos.must_leave_castle()
        && leaver != from
    {
        return t!(
            "learn-illegal-must-leave-castle",
            move = &text,
            square = leaver.to_string()
        );
    }
    if castle(!turn).contains(&from) {
        return enemy_castle(pos, from, path, &text);
    }

    // Walk the path leg by leg on a copy of the board.
    let mut board = pos.board().clone();
    board.set(from, None);
    let mut at = from;
    let mut visited = vec![from];
    let mut jumped = false;
    let mut cantered = false;
    for (i, &to) in path.iter().enumerate() {
        let d = at.distance(to);
        if d == 1 {
            if i > 0 || path.len() > 1 {
                return t!("learn-illegal-step-in-chain", move = &text);
            }
            if !board.is_empty_at(to) {
                return t!(
                    "learn-illegal-step-occupied",
                    move = &text,
                    square = to.to_string()
                );
            }
            if castle(turn).contains(&to) {
                return own_castle(&text);
            }
            if pos.capture_required() {
                return capture_required(pos, &text);
            }
            return fallback(pos, &text);
        }
        let over = (d == 2).then(|| at.midpoint(to)).flatten();
        let Some(over) = over else {
            return t!(
                "learn-illegal-unreachable",
                move = &text,
                to = to.to_string(),
                from = at.to_string()
            );
        };
        if !board.is_empty_at(to) {
            return t!(
                "learn-illegal-leap-occupied",
                move = &text,
                square = to.to_string()
            );
        }
        match board.color_at(over) {
            None => {
                return t!(
                    "learn-illegal-leap-over-empty",
                    move = &text,
                    square = over.to_string()
                );
            }
            Some(c) if c == turn => {
                if jumped {
                    return t!("learn-illegal-canter-after-jump", move = &text);
                }
                if visited.contains(&to) {
                    return t!("learn-illegal-canter-revisits", move = &text);
                }
                if castle(turn).contains(&to) {
                    return own_castle(&text);
                }
                cantered = true;
            }
            Some(_) => {
                if cantered && piece.role == Role::Man {
                    return t!("learn-illegal-man-charge", move = &text);
                }
                board.set(over, None);
                jumped = true;
            }
        }
        if castle(!turn).contains(&to) && i + 1 < path.len() {
            return t!("learn-illegal-past-enemy-castle", move = &text);
        }
        visited.push(to);
        at = to;
    }
    if jumped && !castle(!turn).contains(&at) && can_jump(&board, at, turn) {
        return t!(
            "learn-illegal-keep-jumping",
            move = &text,
            square = at.to_string()
        );
    }
    if !jumped && piece.role == Role::Knight && can_jump(&board, at, turn) {
        return t!("learn-illegal-knights-duty", move = &text);
    }
    if !jumped && pos.capture_required() {
        return capture_required(pos, &text);
    }
    fallback(pos, &text)
}

/// Why the piece on `from`, in the opponent's castle, may not go along `path`.
fn enemy_castle(pos: &Position, from: Square, path: &[Square], text: &str) -> String {
    let turn = pos.turn();
    let used = pos.castle_moves(turn);
    let other = castle(!turn).into_iter().find(|&s| s != from);
    if path.len() == 1 && Some(path[0]) == other {
        if used >= 2 {
            return t!("learn-illegal-castle-moves-spent", move = text);
        }
        if !pos.board().is_empty_at(path[0]) {
            return t!(
                "learn-illegal-castle-move-occupied",
                move = text,
                square = path[0].to_string()
            );
        }
        if pos.capture_required() {
            return capture_required(pos, text);
        }
        return fallback(pos, text);
    }
    t!("learn-illegal-leaves-enemy-castle", move = text, used = used)
}

fn own_castle(text: &str) -> String {
    t!("learn-illegal-into-own-castle", move = text)
}

fn capture_required(pos: &Position, text: &str) -> String {
    let captures: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_capture())
        .take(3)
        .map(Move::to_string)
        .collect();
    t!(
        "learn-illegal-capture-required",
        move = text,
        examples = captures.join(&t("learn-examples-or"))
    )
}

fn fallback(pos: &Position, text: &str) -> String {
    match pos.parse_move(text) {
        Ok(_) => t!("learn-legal-not-solving", move = text),
        Err(e) => {
            t!("learn-illegal-other", move = text, error = crate::app::core_words::move_error(&e))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::learn::lessons::{LESSONS, lesson};

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn mv(from: &str, path: &[&str]) -> Try {
        Try::Move {
            from: sq(from),
            path: path.iter().map(|s| sq(s)).collect(),
        }
    }

    fn wrong(id: &str, t: Try) -> String {
        let (_, l) = lesson(id).expect("lesson");
        match judge(l, &t) {
            Verdict::Wrong(why) => why,
            other => panic!("{id}: {t:?} should be wrong, got {other:?}"),
        }
    }

    #[test]
    fn every_lesson_position_parses_and_ids_are_unique() {
        for (i, l) in LESSONS.iter().enumerate() {
            let p = position(l).expect("parses");
            assert_eq!(p.to_string(), l.position, "{}: canonical text", l.id);
            assert_eq!(p.turn(), Color::White, "{}: White to move", l.id);
            assert!(p.outcome().is_none(), "{}: game not over", l.id);
            for s in l.highlight.iter().chain(l.mark) {
                let s: Square = s.parse().expect("square");
                if l.highlight.contains(&s.to_string().as_str()) {
                    assert!(
                        p.piece_at(s).is_some(),
                        "{}: highlighted {s} has a piece",
                        l.id
                    );
                }
            }
            assert!(
                LESSONS[..i].iter().all(|o| o.id != l.id),
                "duplicate id {}",
                l.id
            );
        }
    }

    #[test]
    fn every_task_is_solved_by_its_show_me() {
        for l in LESSONS {
            let verdict = match l.task.goal {
                Goal::ClickSquare(targets) => judge(l, &Try::Square(sq(targets[0]))),
                _ => {
                    let pos = position(l).expect("parses");
                    let last = l.show_me.last().expect("a move to show");
                    let before_last = l.show_me[..l.show_me.len() - 1].iter().fold(pos, |p, t| {
                        let m = p.parse_move(t).expect("legal");
                        p.play(&m).expect("plays")
                    });
                    let m = before_last.parse_move(last).expect("show-me move is legal");
                    judge(
                        l,
                        &Try::Move {
                            from: m.from(),
                            path: m.path().to_vec(),
                        },
                    )
                }
            };
            assert!(
                matches!(verdict, Verdict::Solved { .. }),
                "{}: {verdict:?}",
                l.id
            );
        }
    }

    #[test]
    fn legal_moves_that_miss_the_goal_say_so() {
        assert!(wrong("plain-move", mv("G6", &["E8"])).contains("canter"));
        assert!(wrong("canter", mv("E4", &["E6"])).contains("does not reach I8"));
        assert!(wrong("jump", mv("E4", &["G6"])).contains("only one man"));
        assert!(wrong("own-castle", mv("G2", &["E2"])).contains("jump into it"));
        assert!(wrong("enemy-castle", mv("E14", &["E15"])).contains("stays outside"));
        assert!(wrong("castle-move", mv("H15", &["I15"])).contains("still taken"));
        assert!(wrong("winning", mv("F16", &["G16"])).contains("second piece"));
        assert!(wrong("board", Try::Square(sq("F1"))).contains("White's castle"));
        assert!(wrong("board", Try::Square(sq("E5"))).contains("not it"));
    }

    #[test]
    fn illegal_tries_name_the_broken_rule() {
        assert!(wrong("plain-move", mv("F7", &["F9"])).contains("leap must go over a piece"));
        assert!(wrong("plain-move", mv("F7", &["G6"])).contains("occupied"));
        assert!(wrong("plain-move", mv("F11", &["F10"])).contains("black's"));
        assert!(wrong("plain-move", mv("E5", &["E6"])).contains("no piece"));
        assert!(wrong("plain-move", mv("F7", &["J7"])).contains("cannot be reached"));
        assert!(wrong("canter", mv("E4", &["E6", "E4"])).contains("already visited"));
        assert!(wrong("jump", mv("K4", &["K5"])).contains("compulsory"));
        assert!(wrong("jump", mv("E4", &["E6"])).contains("keep jumping"));
        assert!(wrong("charge", mv("E4", &["E6"])).contains("knight's duty"));
        assert!(wrong("own-castle", mv("G2", &["G1"])).contains("own castle"));
        assert!(wrong("own-castle", mv("J4", &["J5"])).contains("compulsory"));
        assert!(wrong("leave-castle", mv("J4", &["L6"])).contains("must leave"));
        assert!(wrong("enemy-castle", mv("F15", &["F16", "H14"])).contains("single step"));
        assert!(wrong("castle-move", mv("G16", &["G15"])).contains("never leaves"));
        assert!(wrong("castle-move", mv("G16", &["G15"])).contains("one already"));
        assert!(wrong("castle-move", mv("H15", &["G16"])).contains("occupied"));
    }

    #[test]
    fn castle_moves_are_limited() {
        // White men G16 and H15; black men H11 and C10.
        let spent: Position = "1M/5M2/10/12/12/7m4/2m9/12/12/12/12/12/12/10/8/2 w 2 0 1"
            .parse()
            .expect("position");
        let why = explain_illegal(&spent, sq("G16"), &[sq("F16")]);
        assert!(why.contains("at most two castle moves"), "{why}");
        // A black man on I14 can be jumped from H15: the castle move waits.
        let capture: Position = "1M/5M2/7m2/12/12/12/2m9/12/12/12/12/12/12/10/8/2 w 0 0 1"
            .parse()
            .expect("position");
        let why = explain_illegal(&capture, sq("G16"), &[sq("F16")]);
        assert!(why.contains("compulsory"), "{why}");
    }

    #[test]
    fn every_lesson_has_a_task() {
        for l in LESSONS {
            let t = &l.task;
            assert!(
                !t.prompt.is_empty() && !t.miss.is_empty() && !t.praise.is_empty(),
                "{}: the task is spelled out",
                l.id
            );
            assert!(
                matches!(t.goal, Goal::ClickSquare(_)) || !l.show_me.is_empty(),
                "{}: a move task has a demonstration",
                l.id
            );
        }
    }

    #[test]
    fn messages_with_choices_and_lists_read_as_before() {
        // The castle moves made: a number chooses the words.
        let made = |moves: u8| {
            let pos: Position =
                format!("1M/5M2/10/12/12/7m4/2m9/12/12/12/12/12/12/10/8/2 w {moves} 0 1")
                    .parse()
                    .expect("position");
            explain_illegal(&pos, sq("G16"), &[sq("E14")])
        };
        assert_eq!(
            made(0),
            "G16-E14 is not allowed: a piece in the opponent's castle never leaves it. Its only \
             move is the castle move to the other castle square, at most two per player in a game \
             (you have made none yet)."
        );
        assert!(
            made(1).ends_with("(you have made one already)."),
            "{}",
            made(1)
        );
        assert!(
            made(2).ends_with("(you have made both already)."),
            "{}",
            made(2)
        );
        // The sides, by selector; the captures, joined with "or".
        assert_eq!(
            wrong("plain-move", mv("F11", &["F10"])),
            "The piece on F11 is black's; it is white's turn."
        );
        assert_eq!(
            wrong("jump", mv("E4", &["D3"])),
            "E4-D3 is not allowed: capturing is compulsory. One of your pieces can jump an enemy \
             piece (for example E4xE6xE8 or E4xE6xG4 or E4xG6), so this turn you must capture."
        );
        assert_eq!(
            wrong("board", Try::Square(sq("F1"))),
            "F1 is in White's castle, your own. That is not it. Black's castle is the pair of \
             squares sticking out at the top of the board."
        );
    }

    #[test]
    fn a_man_may_not_charge() {
        // White men E4, E5; black man E7: E4-E6 then xE8 would be a charge.
        let pos: Position = "2/8/10/m11/12/12/12/12/12/4m7/12/4M7/4M7/10/8/2 w 0 0 1"
            .parse()
            .expect("position");
        let why = explain_illegal(&pos, sq("E4"), &[sq("E6"), sq("E8")]);
        assert!(why.contains("only a knight"), "{why}");
    }

    #[test]
    fn a_move_into_the_enemy_castle_ends_there() {
        let (_, l) = lesson("enemy-castle").expect("lesson");
        let pos = position(l).expect("parses");
        // E14 canters over F15 into G16: it may not go on.
        let why = explain_illegal(&pos, sq("E14"), &[sq("G16"), sq("E14")]);
        assert!(why.contains("ends as soon"), "{why}");
    }
}
