//! The games of the Camelot family: which board, which start, which rules.

use crate::geometry::{
    CAM_GEOMETRY, CAMELOT_GEOMETRY, CAMETTE_GEOMETRY, CHIVALRY_GEOMETRY, Geometry, RIVER_GEOMETRY,
};
use std::fmt;
use std::str::FromStr;

/// A game of the Camelot family. Camelot (World Camelot Federation rules) is the default.
///
/// ```
/// use camelot_core::{Position, Variant};
/// let v: Variant = "all-knighter".parse().unwrap();
/// assert_eq!(v, Variant::AllKnighter);
/// assert_eq!((v.name(), v.title()), ("all-knighter", "All Knighter"));
/// assert_eq!("River Camelot".parse::<Variant>(), Ok(Variant::River));
/// assert_eq!(Position::start_of(Variant::Cam).legal_moves().len(), 54);
/// assert!("checkers".parse::<Variant>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Variant {
    /// Camelot, World Camelot Federation rules.
    #[default]
    Camelot,
    /// Chivalry (Parker, 1887): a 176-square board, 20 pieces a side.
    Chivalry,
    /// Cam (1949): a 67-square board, 7 pieces a side; one piece in the enemy castle wins.
    Cam,
    /// Camette (Nolan, 2002): a 23-square board, 4 pieces a side; rules as Cam.
    Camette,
    /// All Knighter (Zillions): Camelot with 14 knights a side.
    AllKnighter,
    /// River Camelot (Johnson): a river across the board and three trees a side.
    River,
    /// Anti-Camelot (AbstractPlay): the goals reversed.
    Anti,
}

/// How the opponent's castle decides the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastleGoal {
    /// This many pieces in the opponent's castle win at once.
    Occupy(u8),
    /// A piece that enters the opponent's castle loses the game (Anti-Camelot).
    Avoid,
}

/// What happens to a player who has no legal move on his turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NoMoveRule {
    /// He loses if his opponent has two or more pieces; otherwise the game is drawn.
    LosesUnlessOpponentReduced,
    /// He loses.
    Loses,
    /// He wins (Anti-Camelot).
    Wins,
}

/// The rules that differ between the games of the family, as switches.
///
/// ```
/// use camelot_core::{CastleGoal, Variant};
/// assert_eq!(Variant::Camelot.rules().castle_goal, CastleGoal::Occupy(2));
/// assert_eq!(Variant::Camette.rules().castle_goal, CastleGoal::Occupy(1));
/// assert!(!Variant::Cam.rules().material_draw);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules {
    /// How the opponent's castle wins or loses the game.
    pub castle_goal: CastleGoal,
    /// Castle moves each player may make in a game.
    pub castle_moves: u8,
    /// Whether the game is drawn when both players have at most one piece.
    pub material_draw: bool,
    /// Whether capturing every enemy piece wins (in Camelot only with two pieces left, which
    /// the material draw sees to).
    pub capture_all_wins: bool,
    /// What having no legal move means.
    pub no_move: NoMoveRule,
    /// Trees each player plants before the first move (River Camelot).
    pub trees: u8,
}

const CAMELOT_RULES: Rules = Rules {
    castle_goal: CastleGoal::Occupy(2),
    castle_moves: 2,
    material_draw: true,
    capture_all_wins: true,
    no_move: NoMoveRule::LosesUnlessOpponentReduced,
    trees: 0,
};

const CAM_RULES: Rules = Rules {
    castle_goal: CastleGoal::Occupy(1),
    castle_moves: 0,
    material_draw: false,
    capture_all_wins: true,
    no_move: NoMoveRule::Loses,
    trees: 0,
};

/// Where each side's pieces start: square names separated by spaces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct StartSquares {
    pub white_knights: &'static str,
    pub white_men: &'static str,
    pub black_knights: &'static str,
    pub black_men: &'static str,
}

const CAMELOT_START: StartSquares = StartSquares {
    white_knights: "C6 D7 I7 J6",
    white_men: "D6 E6 E7 F6 F7 G6 G7 H6 H7 I6",
    black_knights: "C11 D10 I10 J11",
    black_men: "D11 E10 E11 F10 F11 G10 G11 H10 H11 I11",
};

impl Variant {
    /// Every variant, Camelot first.
    pub const ALL: [Variant; 7] = [
        Variant::Camelot,
        Variant::Chivalry,
        Variant::Cam,
        Variant::Camette,
        Variant::AllKnighter,
        Variant::River,
        Variant::Anti,
    ];

    /// The name used on command lines and in position text: `camelot`, `chivalry`, `cam`,
    /// `camette`, `all-knighter`, `river`, `anti`.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Camelot => "camelot",
            Variant::Chivalry => "chivalry",
            Variant::Cam => "cam",
            Variant::Camette => "camette",
            Variant::AllKnighter => "all-knighter",
            Variant::River => "river",
            Variant::Anti => "anti",
        }
    }

    /// The name people write, as in a game record's `Variant` tag.
    pub const fn title(self) -> &'static str {
        match self {
            Variant::Camelot => "Camelot",
            Variant::Chivalry => "Chivalry",
            Variant::Cam => "Cam",
            Variant::Camette => "Camette",
            Variant::AllKnighter => "All Knighter",
            Variant::River => "River Camelot",
            Variant::Anti => "Anti-Camelot",
        }
    }

    /// One line on what differs from Camelot.
    pub const fn summary(self) -> &'static str {
        match self {
            Variant::Camelot => "the World Camelot Federation's rules",
            Variant::Chivalry => {
                "Parker's 1887 original: a wider board of 176 squares, 8 knights and 12 men a side"
            }
            Variant::Cam => {
                "a small board of 67 squares, 7 pieces a side: one piece in the enemy castle wins"
            }
            Variant::Camette => {
                "the smallest board, 23 squares, 4 pieces a side: one piece in the enemy castle wins"
            }
            Variant::AllKnighter => "Camelot with every piece a knight",
            Variant::River => {
                "a river crosses the board, with two bridges; each side first plants three trees"
            }
            Variant::Anti => {
                "the goals reversed: win by having no legal move or when the opponent enters your castle"
            }
        }
    }

    /// The board.
    pub fn geometry(self) -> &'static Geometry {
        match self {
            Variant::Camelot | Variant::AllKnighter | Variant::Anti => &CAMELOT_GEOMETRY,
            Variant::Chivalry => &CHIVALRY_GEOMETRY,
            Variant::Cam => &CAM_GEOMETRY,
            Variant::Camette => &CAMETTE_GEOMETRY,
            Variant::River => &RIVER_GEOMETRY,
        }
    }

    /// The rule switches.
    pub const fn rules(self) -> Rules {
        match self {
            Variant::Camelot | Variant::Chivalry | Variant::AllKnighter => CAMELOT_RULES,
            Variant::Cam | Variant::Camette => CAM_RULES,
            Variant::River => Rules {
                trees: 3,
                ..CAMELOT_RULES
            },
            Variant::Anti => Rules {
                castle_goal: CastleGoal::Avoid,
                castle_moves: 0,
                material_draw: false,
                capture_all_wins: false,
                no_move: NoMoveRule::Wins,
                trees: 0,
            },
        }
    }

    /// The number of pieces each side starts with, which is also the most a side may have.
    pub const fn pieces_per_side(self) -> usize {
        match self {
            Variant::Chivalry => 20,
            Variant::Cam => 7,
            Variant::Camette => 4,
            _ => 14,
        }
    }

    pub(crate) const fn start_squares(self) -> StartSquares {
        match self {
            Variant::Camelot | Variant::Anti => CAMELOT_START,
            Variant::Chivalry => StartSquares {
                white_knights: "C6 D6 K6 L6 C7 D7 K7 L7",
                white_men: "E6 F6 G6 H6 I6 J6 E7 F7 G7 H7 I7 J7",
                black_knights: "C10 D10 K10 L10 C11 D11 K11 L11",
                black_men: "E10 F10 G10 H10 I10 J10 E11 F11 G11 H11 I11 J11",
            },
            Variant::Cam => StartSquares {
                white_knights: "C4 E4",
                white_men: "B5 C5 D5 E5 F5",
                black_knights: "C10 E10",
                black_men: "B9 C9 D9 E9 F9",
            },
            Variant::Camette => StartSquares {
                white_knights: "C2",
                white_men: "B3 C3 D3",
                black_knights: "C6",
                black_men: "B5 C5 D5",
            },
            Variant::AllKnighter => StartSquares {
                white_knights: "C6 D7 I7 J6 D6 E6 E7 F6 F7 G6 G7 H6 H7 I6",
                white_men: "",
                black_knights: "C11 D10 I10 J11 D11 E10 E11 F10 F11 G10 G11 H10 H11 I11",
                black_men: "",
            },
            Variant::River => StartSquares {
                white_knights: "C4 D5 I5 J4",
                white_men: "D4 E4 F4 G4 H4 I4 E5 F5 G5 H5",
                black_knights: "C13 D12 I12 J13",
                black_men: "D13 E13 F13 G13 H13 I13 E12 F12 G12 H12",
            },
        }
    }
}

impl fmt::Display for Variant {
    /// The command-line name (see [`Variant::name`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A variant name that is none of the family's.
///
/// ```
/// let e = "checkers".parse::<camelot_core::Variant>().unwrap_err();
/// assert_eq!(e.to_string(), "unknown variant `checkers`: one of camelot, chivalry, cam, \
///     camette, all-knighter, river, anti");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseVariantError(pub String);

impl fmt::Display for ParseVariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
        write!(
            f,
            "unknown variant `{}`: one of {}",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for ParseVariantError {}

impl FromStr for Variant {
    type Err = ParseVariantError;

    /// Accepts the name or the title, in any case, with `-`, `_` or a space between words.
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        let key = |t: &str| -> String {
            t.trim()
                .chars()
                .filter(|c| !matches!(c, '-' | '_' | ' '))
                // ASCII case only: names are ASCII, and the Unicode tables weigh ~6 KB in wasm.
                .map(|c| c.to_ascii_lowercase())
                .collect()
        };
        let wanted = key(s);
        Variant::ALL
            .into_iter()
            .find(|v| key(v.name()) == wanted || key(v.title()) == wanted)
            .ok_or_else(|| ParseVariantError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_titles_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
            assert_eq!(v.title().parse::<Variant>(), Ok(v));
            assert_eq!(v.to_string().to_uppercase().parse::<Variant>(), Ok(v));
        }
        assert_eq!("anti camelot".parse::<Variant>(), Ok(Variant::Anti));
        assert_eq!("All_Knighter".parse::<Variant>(), Ok(Variant::AllKnighter));
    }
}
