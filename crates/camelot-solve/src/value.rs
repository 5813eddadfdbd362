//! The value of a position under perfect play, for the side to move.

use std::cmp::Ordering;
use std::fmt;

/// Win, loss or draw for the side to move, with the distance in plies to the end of the game
/// under best play: the winner ends it as fast as possible, the loser as late as possible. A
/// draw is endless play (under the repetition house rule, a draw by repetition).
///
/// ```
/// use camelot_solve::Value;
/// assert_eq!(Value::Loss(0).before(), Value::Win(1));
/// assert_eq!(Value::Win(3).to_string(), "win 3");
/// assert_eq!(Value::Draw.to_string(), "draw");
/// assert!(Value::Win(3) > Value::Win(5), "a faster win is better");
/// assert!(Value::Loss(8) > Value::Loss(2), "a slower loss is better");
/// assert!(Value::Draw > Value::Loss(100) && Value::Win(99) > Value::Draw);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins in this many plies.
    Win(u16),
    /// The side to move loses in this many plies (0: the game is over).
    Loss(u16),
    /// Neither side can force a win.
    Draw,
}

/// Table codes: 0 a draw, `d + 1` a decided position at distance `d` (odd: a win, even: a
/// loss; the winner always makes the last move), and one code for an index that holds no
/// position.
pub(crate) const DRAW: u16 = 0;
/// The largest distance a code holds.
pub(crate) const MAX_DISTANCE: u16 = 0x7ffd;
/// An index that holds no position (an unused mirror slot, a finished or illegal placement).
pub(crate) const UNUSED: u16 = 0x7fff;

impl Value {
    /// The value for the player who made the move that led here.
    pub fn before(self) -> Value {
        match self {
            Value::Win(d) => Value::Loss(d + 1),
            Value::Loss(d) => Value::Win(d + 1),
            Value::Draw => Value::Draw,
        }
    }

    /// `win`, `loss` or `draw`.
    pub fn word(self) -> &'static str {
        match self {
            Value::Win(_) => "win",
            Value::Loss(_) => "loss",
            Value::Draw => "draw",
        }
    }

    /// The distance in plies, if decided.
    pub fn plies(self) -> Option<u16> {
        match self {
            Value::Win(d) | Value::Loss(d) => Some(d),
            Value::Draw => None,
        }
    }

    /// The table code of a decided position at distance `d` (the parity says who wins).
    pub(crate) fn code_at(d: u16) -> u16 {
        d + 1
    }

    /// The table code, if it fits.
    pub(crate) fn code(self) -> Option<u16> {
        match self {
            Value::Draw => Some(DRAW),
            Value::Win(d) | Value::Loss(d) if d > MAX_DISTANCE => None,
            Value::Win(d) if d % 2 == 1 => Some(d + 1),
            Value::Loss(d) if d % 2 == 0 => Some(d + 1),
            _ => None,
        }
    }

    /// The value of a table code; `None` for an unused index.
    pub(crate) fn from_code(code: u16) -> Option<Value> {
        match code {
            DRAW => Some(Value::Draw),
            c if c <= MAX_DISTANCE + 1 => {
                let d = c - 1;
                Some(if d % 2 == 1 {
                    Value::Win(d)
                } else {
                    Value::Loss(d)
                })
            }
            _ => None,
        }
    }

    fn rank(self) -> (i32, i32) {
        match self {
            Value::Win(d) => (2, -i32::from(d)),
            Value::Draw => (1, 0),
            Value::Loss(d) => (0, i32::from(d)),
        }
    }
}

impl Ord for Value {
    /// Better for the side to move is greater.
    fn cmp(&self, other: &Value) -> Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Value) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Value {
    /// `win 23`, `loss 22`, `draw`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.plies() {
            Some(d) => write!(f, "{} {d}", self.word()),
            None => f.write_str("draw"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for v in [
            Value::Draw,
            Value::Loss(0),
            Value::Win(1),
            Value::Loss(2),
            Value::Win(MAX_DISTANCE),
        ] {
            assert_eq!(Value::from_code(v.code().unwrap()), Some(v));
        }
        assert_eq!(
            Value::Win(2).code(),
            None,
            "a win takes an odd number of plies"
        );
        assert_eq!(Value::from_code(UNUSED), None);
        assert_eq!(Value::code_at(4), Value::Loss(4).code().unwrap());
    }
}
