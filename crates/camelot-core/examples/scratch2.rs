use camelot_core::{Position, Variant, perft};
fn main() {
    let plies: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    for v in Variant::ALL {
        let mut pos = Position::start_of(v);
        let mut s: u64 = 0x9e3779b97f4a7c15 ^ (v as u64 + 7);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            pos.play_unchecked(&moves[(s % moves.len() as u64) as usize]);
        }
        println!("{v}: {pos}");
        for d in 1..=3 {
            println!("perft: {d} {}", perft(&pos, d));
        }
    }
}
