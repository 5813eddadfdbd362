use camelot_core::{Position, perft};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let pos: Position = args[1].parse().unwrap_or_else(|e| panic!("{e}"));
    let depth: u32 = args[2].parse().unwrap();
    println!("{pos}");
    for d in 1..=depth {
        println!("perft: {d} {}", perft(&pos, d));
    }
}
