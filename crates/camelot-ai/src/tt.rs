//! The transposition table: one entry per slot, replaced by depth and age.

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
#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    mv: u32,
    score: i16,
    depth: i8,
    /// Bound in the low 2 bits (0 = empty), age in the rest.
    flags: u8,
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
    slots: Vec<Slot>,
    age: u8,
}

impl Table {
    pub fn new(megabytes: usize) -> Table {
        let count = (megabytes.max(1) << 20) / std::mem::size_of::<Slot>();
        Table {
            slots: vec![Slot::default(); count.max(1)],
            age: 0,
        }
    }

    pub fn clear(&mut self) {
        self.slots.fill(Slot::default());
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
        let slot = &self.slots[self.index(key)];
        if slot.key != key || slot.flags & 3 == 0 {
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
        let slot = &mut self.slots[i];
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
        *slot = Slot {
            key,
            mv,
            score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            depth: depth.clamp(-1, 127) as i8,
            flags: b | (age << 2),
        };
    }
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
    }
}
