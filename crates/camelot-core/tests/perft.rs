//! Perft counts from `data/*.perft`: Camelot's in `positions.perft`, each variant's in its own
//! file (see each header for where each number comes from).

use camelot_core::{Position, perft};

/// Counts above this many nodes are left to the `#[ignore]`d test (run it in release).
const NODE_LIMIT: u64 = 3_000_000;

struct Entry {
    id: String,
    pos: Position,
    counts: Vec<(u32, u64)>,
}

const FILES: [(&str, &str); 6] = [
    ("positions.perft", include_str!("data/positions.perft")),
    ("chivalry.perft", include_str!("data/chivalry.perft")),
    ("cam.perft", include_str!("data/cam.perft")),
    (
        "all-knighter.perft",
        include_str!("data/all-knighter.perft"),
    ),
    ("river.perft", include_str!("data/river.perft")),
    ("anti.perft", include_str!("data/anti.perft")),
];

fn entries() -> Vec<Entry> {
    FILES
        .iter()
        .flat_map(|(name, text)| entries_of(name, text))
        .collect()
}

fn entries_of(file: &str, text: &str) -> Vec<Entry> {
    let mut out: Vec<Entry> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once(':')
            .unwrap_or_else(|| panic!("{file} line {}: expected `key: value`", n + 1));
        let value = value.trim();
        match key {
            "id" => out.push(Entry {
                id: value.to_string(),
                pos: Position::start(),
                counts: Vec::new(),
            }),
            "fen" => {
                let e = out.last_mut().expect("fen after id");
                e.pos = value
                    .parse()
                    .unwrap_or_else(|err| panic!("{file} line {}: {err}", n + 1));
            }
            "perft" => {
                let (d, c) = value.split_once(' ').expect("perft: DEPTH COUNT");
                let e = out.last_mut().expect("perft after id");
                e.counts
                    .push((d.parse().expect("depth"), c.parse().expect("count")));
            }
            _ => panic!("{file} line {}: unknown key {key}", n + 1),
        }
    }
    out
}

fn check(include: impl Fn(u64) -> bool) {
    let mut ran = 0;
    for e in entries() {
        for &(depth, want) in &e.counts {
            if include(want) {
                assert_eq!(perft(&e.pos, depth), want, "{} depth {depth}", e.id);
                ran += 1;
            }
        }
    }
    assert!(ran > 0, "no perft count ran");
}

#[test]
fn perft_up_to_node_limit() {
    check(|n| n <= NODE_LIMIT);
}

#[test]
#[ignore = "deep counts: run with --release -- --ignored"]
fn perft_deep() {
    check(|n| n > NODE_LIMIT);
}
