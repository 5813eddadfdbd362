//! The transposition table: one entry per slot, replaced by depth and age. Each slot stores its
//! key mixed with the table's salt, and clearing the table draws a new salt: every entry
//! stored before then stops matching any position at once, so a clear costs nothing however
//! large the table (the slots are written only when the table is made, as zeroed memory).

/// What a stored score says about the true score.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    /// The true score.
    Exact,
    /// At least this (the search failed high).
    Lower,
    /// At most this (the search failed low).
    Upper,
}

/// One stored search result. 16 bytes.
#[derive(Clone, Copy)]
struct Slot {
    /// The position's key mixed with the salt of the table when it was stored.
    key: u64,
    mv: u32,
    score: i16,
    depth: i8,
    /// Bound in the low 2 bits (0 = empty), age in the rest.
    flags: u8,
}

impl Slot {
    /// The slot as stored: two words, so that a table of them can be allocated as zeroed
    /// memory (which the system hands out without writing it).
    #[inline]
    fn pack(self) -> [u64; 2] {
        [
            self.key,
            u64::from(self.mv)
                | u64::from(self.score as u16) << 32
                | u64::from(self.depth as u8) << 48
                | u64::from(self.flags) << 56,
        ]
    }

    #[inline]
    fn unpack(words: [u64; 2]) -> Slot {
        let w = words[1];
        Slot {
            key: words[0],
            mv: w as u32,
            score: (w >> 32) as u16 as i16,
            depth: (w >> 48) as u8 as i8,
            flags: (w >> 56) as u8,
        }
    }
}

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hit {
    pub mv: u32,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

pub(crate) struct Table {
    slots: Vec<[u64; 2]>,
    age: u8,
    /// Mixed into every stored key; see the module's documentation.
    salt: u64,
    /// How many times the table was cleared (the salt is drawn from it).
    clears: u64,
}

impl Table {
    pub fn new(megabytes: usize) -> Table {
        let count = (megabytes.max(1) << 20) / std::mem::size_of::<Slot>();
        Table {
            slots: vec![[0; 2]; count.max(1)],
            age: 0,
            salt: 0,
            clears: 0,
        }
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.clears += 1;
        self.salt = splitmix64(self.clears);
        self.age = 0;
    }

    /// Marks the start of a new search, so that older entries are replaced first.
    pub fn new_search(&mut self) {
        self.age = (self.age + 1) & 0x3f;
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        ((u128::from(key) * self.slots.len() as u128) >> 64) as usize
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let slot = Slot::unpack(self.slots[self.index(key)]);
        if slot.key != key ^ self.salt || slot.flags & 3 == 0 {
            return None;
        }
        let bound = match slot.flags & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            mv: slot.mv,
            score: i32::from(slot.score),
            depth: i32::from(slot.depth),
            bound,
        })
    }

    /// Stores a result; `score` is already adjusted to be relative to this node.
    #[inline]
    pub fn store(&mut self, key: u64, mv: u32, score: i32, depth: i32, bound: Bound) {
        let i = self.index(key);
        let age = self.age;
        let slot = Slot::unpack(self.slots[i]);
        let key = key ^ self.salt;
        let old_age = slot.flags >> 2;
        let replace = slot.key != key
            || old_age != age
            || depth + 2 >= i32::from(slot.depth)
            || bound == Bound::Exact;
        if !replace {
            return;
        }
        // Keep the old best move when the new result has none (an all-node).
        let mv = if mv == 0 && slot.key == key {
            slot.mv
        } else {
            mv
        };
        let b = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        self.slots[i] = Slot {
            key,
            mv,
            score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            depth: depth.clamp(-1, 127) as i8,
            flags: b | (age << 2),
        }
        .pack();
    }
}

/// A well-mixed 64-bit value of `x` (Vigna's splitmix64 finaliser).
fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_probe() {
        let mut t = Table::new(1);
        assert_eq!(std::mem::size_of::<Slot>(), 16);
        t.store(0xdead_beef, 77, -29_990, 5, Bound::Lower);
        let hit = t.probe(0xdead_beef).unwrap();
        assert_eq!(
            (hit.mv, hit.score, hit.depth, hit.bound),
            (77, -29_990, 5, Bound::Lower)
        );
        assert!(t.probe(0xdead_bee0).is_none());
        t.clear();
        assert!(t.probe(0xdead_beef).is_none());
        // After a clear the slot is free again, whatever depth it held.
        t.store(0xdead_beef, 5, 12, 0, Bound::Upper);
        let hit = t.probe(0xdead_beef).unwrap();
        assert_eq!((hit.mv, hit.score, hit.depth), (5, 12, 0));
        // Every field survives packing, negative ones too.
        for slot in [
            Slot {
                key: u64::MAX,
                mv: u32::MAX,
                score: i16::MIN,
                depth: -1,
                flags: 0xff,
            },
            Slot {
                key: 1,
                mv: 2,
                score: 3,
                depth: 127,
                flags: 1,
            },
        ] {
            let back = Slot::unpack(slot.pack());
            assert_eq!(
                (back.key, back.mv, back.score, back.depth, back.flags),
                (slot.key, slot.mv, slot.score, slot.depth, slot.flags)
            );
        }
    }
}
