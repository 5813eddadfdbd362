//! Solves Camette with up to N pieces (first argument, default 6) on T threads (second,
//! default 2) and prints each class group's figures and the total time: a benchmark for the solver.
use camelot_core::Variant;
use camelot_solve::{Board, Catalog, solve};
fn main() {
    let n: u8 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(6);
    let threads: usize = std::env::args()
        .nth(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2);
    let board = Board::<u32>::of_variant(Variant::Camette).unwrap();
    let catalog = Catalog::new(board, n).unwrap();
    let t = std::time::Instant::now();
    let sol = solve(catalog, threads, &mut |_, r| {
        let names: Vec<String> = r.keys.iter().map(|k| k.name(false)).collect();
        println!(
            "{:<14} size {:>11} pos {:>11} W {:>11} D {:>11} L {:>11} longest {:>4} init {:>7.2}s prop {:>7.2}s",
            names.join(" "),
            r.size, r.positions, r.wins, r.draws, r.losses,
            r.longest.map_or(0, |l| l.2),
            r.init.as_secs_f64(), r.propagate.as_secs_f64()
        );
    })
    .unwrap();
    println!("total {:.1}s", t.elapsed().as_secs_f64());
    let start = camelot_core::Position::start_of(Variant::Camette);
    if let Some((s, _)) = sol.catalog().board().state_of(&start) {
        println!("start: {:?}", sol.value(&s));
    }
}
