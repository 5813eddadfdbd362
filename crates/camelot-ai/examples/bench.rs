//! The search bench without a clock, for comparing native code with WebAssembly: prints the
//! node count; the caller times the run. Same positions as `camelot bench`.
//!
//! Native: `cargo build --release -p camelot-ai --example bench` and time the binary.
//! WebAssembly under Node: `cargo build --release -p camelot-ai --example bench --target
//! wasm32-wasip1`, then `node crates/camelot-ai/examples/wasm_bench.mjs <path to bench.wasm>`.

use camelot_ai::{Engine, Limits, NoHandler};
use camelot_core::{Game, Position};

const LINES: &[&str] = &[
    "",
    "F7-F8 F10-F9",
    "J6-K5 J11-K12 K5-L4 K12-L13 I7-J8 C11-B12",
    "E7-E8 E10-E9 D7-D8 D10-D9 H7-H8 H10-H9 I6-I8",
];

const MIDDLE_GAME: &[&str] = &[
    "2/3K4/10/12/12/4m2m4/12/4k7/9M2/2k5K3/8M3/12/12/5M4/8/2 w 0 0 16",
    "2/8/3K2k3/10m1/12/5K6/7m4/12/6M5/4M1M5/3MM3M3/1K4M5/12/10/8/2 w 0 0 11",
];

fn main() {
    let depth = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(7);
    let mut positions = Vec::new();
    for line in LINES {
        let mut game = Game::default();
        for m in line.split_whitespace() {
            if game.play_text(m).is_err() {
                break;
            }
        }
        positions.push(game.position().clone());
    }
    for text in MIDDLE_GAME {
        match text.parse::<Position>() {
            Ok(p) => positions.push(p),
            Err(e) => eprintln!("bad bench position {text}: {e}"),
        }
    }
    // One table, cleared for each position, as `camelot bench` does.
    let mut engine = Engine::new(16);
    let mut nodes = 0;
    for pos in &positions {
        engine.clear();
        let limits = Limits {
            depth: Some(depth),
            nodes: None,
        };
        nodes += engine.search(pos, &[], &limits, &mut NoHandler).nodes;
    }
    println!("{nodes} nodes");
}
