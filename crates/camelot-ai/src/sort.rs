//! One small stable sort for the engine's short lists.
//!
//! Every `sort_by_key` is its own copy of the standard library's driftsort (4–5 KB of wasm
//! each, five in the worker: ~25 KB before wasm-opt). The lists sorted here are short (a
//! node's moves, a few root lines, tree placements), so an insertion sort does as well, in a
//! fraction of the code. It is stable, so it orders exactly as `sort_by_key` does: searches
//! and their node counts are the same in both builds. Natively, where size does not matter,
//! the standard sort stays: the insertion sort cost 2.8 % more instructions in `camelot bench`.

/// Sorts `v` by `key`, greatest first; equal keys keep their order.
pub(crate) fn sort_desc_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    if cfg!(target_arch = "wasm32") {
        insertion_sort_desc(v, key);
    } else {
        v.sort_by_key(|e| std::cmp::Reverse(key(e)));
    }
}

/// Sorts `v` ascending; its values are all different, so any sort gives the one order (the
/// standard unstable sort natively, the insertion sort in wasm).
pub(crate) fn sort_distinct(v: &mut [u64]) {
    if cfg!(target_arch = "wasm32") {
        insertion_sort_desc(v, |&e| std::cmp::Reverse(e));
    } else {
        v.sort_unstable();
    }
}

/// The wasm build's sort (and, in tests, checked against the standard one).
fn insertion_sort_desc<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..v.len() {
        let k = key(&v[i]);
        let mut j = i;
        while j > 0 && key(&v[j - 1]) < k {
            j -= 1;
        }
        v[j..=i].rotate_right(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_like_the_standard_stable_sort() {
        // Pairs (key, original position) with many ties, from a fixed generator.
        let mut state = 7u64;
        for len in [0, 1, 2, 3, 10, 70, 200] {
            let v: Vec<(u8, usize)> = (0..len)
                .map(|i| {
                    state = state
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1);
                    ((state >> 60) as u8, i)
                })
                .collect();
            let mut ours = v.clone();
            insertion_sort_desc(&mut ours, |e| e.0);
            let mut std = v;
            std.sort_by_key(|e| std::cmp::Reverse(e.0));
            assert_eq!(ours, std, "length {len}");
        }
    }
}
