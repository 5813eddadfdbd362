//! The analysis page's worker binary: continuous analysis, reviews and checks (see
//! `protocol.rs`), apart from the game's worker so that the game's first load stays as small.

fn main() {
    #[cfg(target_arch = "wasm32")]
    camelot_web::engine::worker::start_analysis();
}
