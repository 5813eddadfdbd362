//! Themes, read by rules from the solution line alone. The ids are stable: the puzzle page
//! filters by them and its translations key on them.

use camelot_core::{Color, Move, MoveKind, Position};

/// A puzzle's theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// `charge`: a solver move is a knight's charge (canters, then jumps).
    Charge,
    /// `multiJump`: a solver move captures two pieces or more.
    MultiJump,
    /// `captureTrap`: a solver move leaves the opponent a compulsory capture, and the solver's
    /// next move takes more pieces than that capture took.
    CaptureTrap,
    /// `castleEntry`: a solver move enters the opponent's castle.
    CastleEntry,
    /// `castleRace`: at the start both sides have a piece within [`RACE_STEPS`] steps of the
    /// other's castle (or in it).
    CastleRace,
    /// `castleDuty`: somewhere on the line a piece must leave its own castle, or a move ends in
    /// its own castle (and so must leave next turn).
    CastleDuty,
    /// `defence`: the solver's first move saves rather than wins: the position is not won
    /// after it (below the winning chance) and every other move is worse by the margin.
    Defence,
    /// `quietMove`: the solver's first move captures nothing.
    QuietMove,
    /// `endgame`: six pieces or fewer on the board.
    Endgame,
    /// `win`: the line ends with the game won by the solver.
    Win,
    /// `oneMove`: one solver move.
    OneMove,
    /// `short`: two solver moves.
    Short,
    /// `long`: three solver moves or more.
    Long,
}

/// How close (king steps) a piece must be to the other side's castle to count as racing.
pub const RACE_STEPS: u8 = 3;
/// The most pieces on the board in an endgame.
pub const ENDGAME_PIECES: usize = 6;

impl Theme {
    /// Every theme, in the order the pack lists them.
    pub const ALL: [Theme; 13] = [
        Theme::Charge,
        Theme::MultiJump,
        Theme::CaptureTrap,
        Theme::CastleEntry,
        Theme::CastleRace,
        Theme::CastleDuty,
        Theme::Defence,
        Theme::QuietMove,
        Theme::Endgame,
        Theme::Win,
        Theme::OneMove,
        Theme::Short,
        Theme::Long,
    ];

    /// The stable id, as in the pack.
    pub const fn id(self) -> &'static str {
        match self {
            Theme::Charge => "charge",
            Theme::MultiJump => "multiJump",
            Theme::CaptureTrap => "captureTrap",
            Theme::CastleEntry => "castleEntry",
            Theme::CastleRace => "castleRace",
            Theme::CastleDuty => "castleDuty",
            Theme::Defence => "defence",
            Theme::QuietMove => "quietMove",
            Theme::Endgame => "endgame",
            Theme::Win => "win",
            Theme::OneMove => "oneMove",
            Theme::Short => "short",
            Theme::Long => "long",
        }
    }

    /// The theme with this id.
    pub fn from_id(id: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.id() == id)
    }
}

/// The themes of the line `moves` (solver first) from `start`; `defence` is the search's
/// verdict on the first move (see [`Theme::Defence`]). Sorted as [`Theme::ALL`].
pub fn themes(start: &Position, moves: &[Move], defence: bool) -> Vec<Theme> {
    let solver = start.turn();
    let geometry = start.geometry();
    // The positions before each move, and the last one.
    let mut positions = Vec::with_capacity(moves.len() + 1);
    positions.push(start.clone());
    for mv in moves {
        let mut next = positions[positions.len() - 1].clone();
        next.play_unchecked(mv);
        positions.push(next);
    }
    let solver_moves = || moves.iter().step_by(2);
    let mut out = Vec::new();
    let mut add = |theme: Theme, yes: bool| {
        if yes {
            out.push(theme);
        }
    };
    add(
        Theme::Charge,
        solver_moves().any(|m| m.kind() == MoveKind::Charge),
    );
    add(
        Theme::MultiJump,
        solver_moves().any(|m| m.captures().count() >= 2),
    );
    let trap = (0..moves.len().saturating_sub(2)).step_by(2).any(|k| {
        let taken = moves[k + 1].captures().count();
        positions[k + 1].capture_required() && taken > 0 && moves[k + 2].captures().count() > taken
    });
    add(Theme::CaptureTrap, trap);
    let enemy_castle = geometry.castle(!solver);
    add(
        Theme::CastleEntry,
        solver_moves().any(|m| enemy_castle.contains(m.to()) && !enemy_castle.contains(m.from())),
    );
    let racing = |color: Color| {
        let target = geometry.castle(!color);
        start
            .board()
            .pieces(color)
            .iter()
            .any(|s| target.iter().any(|t| s.distance(t) <= RACE_STEPS))
    };
    add(Theme::CastleRace, racing(solver) && racing(!solver));
    let duty = positions[..moves.len()]
        .iter()
        .any(|p| p.must_leave_castle().is_some())
        || moves
            .iter()
            .zip(&positions)
            .any(|(m, p)| geometry.castle(p.turn()).contains(m.to()));
    add(Theme::CastleDuty, duty);
    add(Theme::Defence, defence);
    add(
        Theme::QuietMove,
        moves.first().is_some_and(|m| !m.is_capture()),
    );
    let pieces = start.board().count(Color::White) + start.board().count(Color::Black);
    add(Theme::Endgame, pieces <= ENDGAME_PIECES);
    let end = &positions[positions.len() - 1];
    add(
        Theme::Win,
        end.outcome().is_some_and(|o| o.winner == Some(solver)),
    );
    let solver_count = moves.len().div_ceil(2);
    add(Theme::OneMove, solver_count == 1);
    add(Theme::Short, solver_count == 2);
    add(Theme::Long, solver_count >= 3);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(start: &str, moves: &[&str]) -> (Position, Vec<Move>) {
        let start: Position = start.parse().unwrap();
        let mut pos = start.clone();
        let mut out = Vec::new();
        for text in moves {
            let mv = pos.parse_move(text).unwrap();
            pos.play_unchecked(&mv);
            out.push(mv);
        }
        (start, out)
    }

    #[test]
    fn ids_round_trip_and_are_distinct() {
        let ids: std::collections::HashSet<&str> = Theme::ALL.iter().map(|t| t.id()).collect();
        assert_eq!(ids.len(), Theme::ALL.len());
        for t in Theme::ALL {
            assert_eq!(Theme::from_id(t.id()), Some(t));
        }
        assert_eq!(Theme::from_id("Charge"), None);
    }

    #[test]
    fn a_quiet_opening_move() {
        let (start, moves) = line(
            "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1",
            &["F7-F8"],
        );
        assert_eq!(
            themes(&start, &moves, false),
            [Theme::QuietMove, Theme::OneMove]
        );
    }

    #[test]
    fn a_double_jump_into_the_castle_wins_the_endgame() {
        // White has a man on F16 already; E12xE14xG16 takes two and brings in the second.
        let (start, moves) = line(
            "M1/3m4/10/4m7/4M7/12/12/12/12/12/12/12/12/10/8/2 w 0 0 30",
            &["E12xE14xG16"],
        );
        assert_eq!(
            themes(&start, &moves, false),
            [
                Theme::MultiJump,
                Theme::CastleEntry,
                Theme::Endgame,
                Theme::Win,
                Theme::OneMove
            ]
        );
    }

    #[test]
    fn a_knights_charge() {
        // The knight on F5 canters over its man to F7 and jumps the man on F8.
        let (start, moves) = line(
            "2/8/10/12/12/12/12/12/5m6/12/5M6/5K6/12/10/8/2 w 0 0 20",
            &["F5-F7xF9"],
        );
        let got = themes(&start, &moves, false);
        assert!(got.contains(&Theme::Charge), "{got:?}");
        assert!(!got.contains(&Theme::MultiJump), "{got:?}");
        assert!(!got.contains(&Theme::QuietMove), "{got:?}");
    }

    #[test]
    fn a_capture_trap() {
        // White steps F6-F7: Black must take it (F8xF6, the man on D4 stops the jump going
        // on over E5), and E5 takes back two.
        let (start, moves) = line(
            "2/8/10/12/12/12/12/12/5m1m4/12/5M6/4M7/3M8/10/8/2 w 0 0 20",
            &["F6-F7", "F8xF6", "E5xG7xI9"],
        );
        let got = themes(&start, &moves, false);
        assert!(got.contains(&Theme::CaptureTrap), "{got:?}");
        assert!(got.contains(&Theme::QuietMove), "{got:?}");
        assert!(got.contains(&Theme::MultiJump), "{got:?}");
        assert!(got.contains(&Theme::Short), "{got:?}");
    }

    #[test]
    fn defence_and_length_come_from_the_line() {
        let (start, moves) = line(
            "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1",
            &["J6-K5", "J11-K12", "K5-L4"],
        );
        let got = themes(&start, &moves, true);
        assert!(got.contains(&Theme::Defence));
        assert!(got.contains(&Theme::Short));
        assert!(!got.contains(&Theme::OneMove));
    }
}
