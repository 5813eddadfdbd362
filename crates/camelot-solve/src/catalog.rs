//! The classes a table covers, in the order they are solved.

use crate::bits::Bits;
use crate::board::{Board, State};
use crate::index::{ClassIndex, ClassKey, Layout};
use std::fmt;

/// Why a table cannot cover what was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CatalogError {
    /// No class has pieces of both sides and an unfinished game.
    Empty,
    /// A class's index space does not fit.
    TooLarge(String),
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogError::Empty => write!(f, "no material class to solve"),
            CatalogError::TooLarge(c) => write!(f, "class {c} is too large to index"),
        }
    }
}

impl std::error::Error for CatalogError {}

/// Every class of a board with at most `max_pieces` pieces on it (each side within its
/// limits, both sides with a piece, the game not drawn by material), ordered so that a
/// class's moves lead only to classes before it or to its partner: by pieces, then by castle
/// moves used, most first (a castle move adds one).
#[derive(Debug)]
pub struct Catalog<B> {
    board: Board<B>,
    layout: Layout<B>,
    max_pieces: u8,
    classes: Vec<ClassIndex>,
    lookup: Vec<u32>,
}

impl<B: Bits> Catalog<B> {
    /// The classes of `board` with at most `max_pieces` pieces.
    ///
    /// ```
    /// use camelot_core::Variant;
    /// use camelot_solve::{Board, Catalog};
    /// let board = Board::<u32>::of_variant(Variant::Camette).unwrap();
    /// let all = Catalog::new(board, 8).unwrap();
    /// assert_eq!(all.classes().len(), 49, "7 materials a side");
    /// ```
    pub fn new(board: Board<B>, max_pieces: u8) -> Result<Catalog<B>, CatalogError> {
        let mut layout = Layout::new(&board);
        let limits = board.limits();
        let rules = board.rules();
        let castle = rules.castle_moves;
        let mut keys = Vec::new();
        let sides: Vec<[u8; 2]> = (0..=limits.knights)
            .flat_map(|k| (0..=limits.men).map(move |m| [k, m]))
            .filter(|s| s[0] + s[1] > 0)
            .collect();
        for &us in &sides {
            for &them in &sides {
                let (nu, nt) = (us[0] + us[1], them[0] + them[1]);
                if nu + nt > max_pieces || (rules.material_draw && nu <= 1 && nt <= 1) {
                    continue;
                }
                for cu in 0..=castle {
                    for ct in 0..=castle {
                        keys.push(ClassKey { us, them, cu, ct });
                    }
                }
            }
        }
        if keys.is_empty() {
            return Err(CatalogError::Empty);
        }
        keys.sort_by_key(|k| (k.pieces(), std::cmp::Reverse(k.cu + k.ct), *k));
        let mut classes = Vec::with_capacity(keys.len());
        for key in keys {
            let class = ClassIndex::new(key, &board, &mut layout)
                .ok_or_else(|| CatalogError::TooLarge(key.name(castle > 0)))?;
            classes.push(class);
        }
        let mut catalog = Catalog {
            board,
            layout,
            max_pieces,
            classes,
            lookup: Vec::new(),
        };
        catalog.lookup = vec![u32::MAX; catalog.code_count()];
        for (i, c) in catalog.classes.iter().enumerate() {
            if let Some(code) = catalog.code(&c.key()) {
                catalog.lookup[code] = i as u32;
            }
        }
        Ok(catalog)
    }

    fn code_count(&self) -> usize {
        let l = self.board.limits();
        let (k, m, c) = (
            usize::from(l.knights) + 1,
            usize::from(l.men) + 1,
            usize::from(self.board.rules().castle_moves) + 1,
        );
        k * m * k * m * c * c
    }

    /// A dense number for a class key, if within the limits.
    #[inline]
    fn code(&self, key: &ClassKey) -> Option<usize> {
        let l = self.board.limits();
        let c = self.board.rules().castle_moves;
        if key.us[0] > l.knights
            || key.them[0] > l.knights
            || key.us[1] > l.men
            || key.them[1] > l.men
            || key.cu > c
            || key.ct > c
        {
            return None;
        }
        let (k, m, c) = (
            usize::from(l.knights) + 1,
            usize::from(l.men) + 1,
            usize::from(c) + 1,
        );
        let mut code = usize::from(key.us[0]);
        code = code * m + usize::from(key.us[1]);
        code = code * k + usize::from(key.them[0]);
        code = code * m + usize::from(key.them[1]);
        code = code * c + usize::from(key.cu);
        code = code * c + usize::from(key.ct);
        Some(code)
    }

    /// The board.
    pub fn board(&self) -> &Board<B> {
        &self.board
    }

    /// The index layout.
    pub fn layout(&self) -> &Layout<B> {
        &self.layout
    }

    /// The most pieces on the board.
    pub fn max_pieces(&self) -> u8 {
        self.max_pieces
    }

    /// The classes, in solving order.
    pub fn classes(&self) -> &[ClassIndex] {
        &self.classes
    }

    /// The number of a class in [`Catalog::classes`].
    #[inline]
    pub fn class(&self, key: &ClassKey) -> Option<usize> {
        let i = *self.lookup.get(self.code(key)?)?;
        (i != u32::MAX).then_some(i as usize)
    }

    /// Whether a position is alone at its index: its own mirror image, or the index uses no
    /// mirror. Otherwise it shares the index with its mirror image.
    #[inline]
    pub fn alone(&self, s: &State<B>) -> bool {
        !self.layout.has_mirror() || self.board.mirrored(s) == *s
    }

    /// Where a position is stored: its class, its index, and whether it is alone there (see
    /// [`ClassIndex::index`]). `None` for a position no class covers (too many pieces, a
    /// finished game).
    #[inline]
    pub fn locate(&self, s: &State<B>) -> Option<(usize, u64, bool)> {
        let c = self.class(&ClassKey::of(s))?;
        let (i, alone) = self.classes[c].index(&self.layout, s)?;
        Some((c, i, alone))
    }
}
