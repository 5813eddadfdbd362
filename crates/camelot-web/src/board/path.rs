//! The paths the board draws: moves under the pointer, the last move, the engine's lines and
//! the review's better moves.

use camelot_core::{Move, Square};

/// How a drawn path looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PathStyle {
    /// The move under the pointer or focus.
    Preview,
    /// The last move played.
    Last,
    /// The engine's hint.
    Hint,
    /// The analysis' best move.
    Best,
    /// The analysis' second and third moves (thinner).
    Line,
    /// The better move a review found where a worse one was played.
    Better,
}

impl PathStyle {
    pub(crate) fn name(self) -> &'static str {
        match self {
            PathStyle::Preview => "preview",
            PathStyle::Last => "last",
            PathStyle::Hint => "hint",
            PathStyle::Best => "best",
            PathStyle::Line => "line",
            PathStyle::Better => "better",
        }
    }

    /// Which parts of the path go under the pieces and which over them. The last move and
    /// the analysis' arrows go under, which would otherwise hide the pieces they pass (the
    /// arrows' capture marks stay on top); a move being entered and a hint go over them.
    pub(crate) fn layers(self) -> (Option<PathPart>, Option<PathPart>) {
        match self {
            PathStyle::Last => (Some(PathPart::Whole), None),
            PathStyle::Best | PathStyle::Line | PathStyle::Better => {
                (Some(PathPart::Line), Some(PathPart::Marks))
            }
            PathStyle::Preview | PathStyle::Hint => (None, Some(PathPart::Whole)),
        }
    }
}

/// Which part of a path to draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PathPart {
    /// Line, leg dots, head and capture marks, in one group.
    Whole,
    /// Line, leg dots and head.
    Line,
    /// The capture marks alone (for a path whose line is under the pieces).
    Marks,
}

/// A move path to draw: origin, landings, and the squares of captured pieces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawnPath {
    /// Where the piece starts.
    pub from: Square,
    /// Each landing, in order.
    pub landings: Vec<Square>,
    /// Squares of the pieces the move captures.
    pub captures: Vec<Square>,
    /// How to draw it.
    pub style: PathStyle,
    /// For a preview: the move a click plays (drawn as `data-move`); `None` when the click
    /// only extends the move being entered.
    pub plays: Option<Move>,
}

impl DrawnPath {
    /// The whole path of `mv`; a preview of it plays it.
    pub fn of(mv: &Move, style: PathStyle) -> DrawnPath {
        DrawnPath {
            from: mv.from(),
            landings: mv.landings().collect(),
            captures: mv.captures().collect(),
            style,
            plays: (style == PathStyle::Preview).then_some(*mv),
        }
    }
}

/// The last move, as the board needs it to show the piece travelling along its path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastMove {
    /// Where the piece started.
    pub from: Square,
    /// Each landing, in order; the last one is the destination.
    pub landings: Vec<Square>,
    /// Squares of the pieces the move captured.
    pub captures: Vec<Square>,
}

impl LastMove {
    /// The path of `mv`.
    pub fn of(mv: &Move) -> LastMove {
        LastMove {
            from: mv.from(),
            landings: mv.landings().collect(),
            captures: mv.captures().collect(),
        }
    }

    pub(crate) fn to(&self) -> Square {
        self.landings.last().copied().unwrap_or(self.from)
    }

    /// The move's path as the board draws a last move.
    pub fn drawn(&self) -> DrawnPath {
        DrawnPath {
            from: self.from,
            landings: self.landings.clone(),
            captures: self.captures.clone(),
            style: PathStyle::Last,
            plays: None,
        }
    }
}
