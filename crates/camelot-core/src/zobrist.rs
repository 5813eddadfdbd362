//! Zobrist keys, generated at compile time from a fixed seed so hashes are the same on every
//! platform and in every build (the AI's transposition table and tests rely on it).

use crate::geometry::{SQUARE_COUNT, UNION_SQUARE_COUNT};
use crate::{Color, Piece, Variant};

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (s, z ^ (z >> 31))
}

pub(crate) struct Keys {
    pub piece: [[u64; UNION_SQUARE_COUNT]; 4],
    pub black_to_move: u64,
    pub castle_moves: [[u64; 3]; 2],
    pub tree: [u64; UNION_SQUARE_COUNT],
    /// Camelot's is 0, so its hashes are what they were before there were variants.
    pub variant: [u64; Variant::ALL.len()],
}

pub(crate) const fn build() -> Keys {
    let mut keys = Keys {
        piece: [[0; UNION_SQUARE_COUNT]; 4],
        black_to_move: 0,
        castle_moves: [[0; 3]; 2],
        tree: [0; UNION_SQUARE_COUNT],
        variant: [0; Variant::ALL.len()],
    };
    let mut state = 0x0c4e_1070_1930_u64;
    let mut p = 0;
    while p < 4 {
        let mut s = 0;
        while s < SQUARE_COUNT {
            let (next, key) = splitmix(state);
            state = next;
            keys.piece[p][s] = key;
            s += 1;
        }
        p += 1;
    }
    let (next, key) = splitmix(state);
    state = next;
    keys.black_to_move = key;
    let mut c = 0;
    while c < 2 {
        // Zero used castle moves hashes as 0 so the start position's hash is the pieces alone.
        let mut n = 1;
        while n < 3 {
            let (next, key) = splitmix(state);
            state = next;
            keys.castle_moves[c][n] = key;
            n += 1;
        }
        c += 1;
    }
    // Keys added with the variants come after the Camelot ones, which stay as they were.
    let mut p = 0;
    while p < 4 {
        let mut s = SQUARE_COUNT;
        while s < UNION_SQUARE_COUNT {
            let (next, key) = splitmix(state);
            state = next;
            keys.piece[p][s] = key;
            s += 1;
        }
        p += 1;
    }
    let mut s = 0;
    while s < UNION_SQUARE_COUNT {
        let (next, key) = splitmix(state);
        state = next;
        keys.tree[s] = key;
        s += 1;
    }
    let mut v = 1;
    while v < Variant::ALL.len() {
        let (next, key) = splitmix(state);
        state = next;
        keys.variant[v] = key;
        v += 1;
    }
    keys
}

table! {
    pub(crate) static KEYS: Keys = build();
}

#[inline]
pub(crate) fn piece(piece: Piece, sq: usize) -> u64 {
    KEYS.piece[piece.index()][sq]
}

#[inline]
pub(crate) fn castle_moves(color: Color, used: u8) -> u64 {
    KEYS.castle_moves[color.index()][used.min(2) as usize]
}

#[inline]
pub(crate) fn tree(sq: usize) -> u64 {
    KEYS.tree[sq]
}

#[inline]
pub(crate) fn variant(variant: Variant) -> u64 {
    KEYS.variant[variant as usize]
}
