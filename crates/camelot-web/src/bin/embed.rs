//! The embed binary: the small board of `embed.html` (no AI, no storage).

fn main() {
    camelot_web::pages::embed::start();
}
