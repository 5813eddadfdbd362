//! The Perfect opponent's worker binary: Camette's solved game (see `engine/perfect.rs`),
//! downloaded only when a game asks for it.

fn main() {
    #[cfg(target_arch = "wasm32")]
    camelot_web::engine::perfect::start();
}
