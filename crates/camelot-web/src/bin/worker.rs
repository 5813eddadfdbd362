//! The AI worker binary: answers search requests from the app (see `protocol.rs`).

fn main() {
    #[cfg(target_arch = "wasm32")]
    camelot_web::engine::worker::start();
}
