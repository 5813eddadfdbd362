//! Copies the English message catalogues (`www/locales/en/*.ftl`) into the build without their
//! comments and blank lines: the notes for translators are not shipped in every wasm (they
//! weigh a third of the files). `src/app/i18n.rs` includes the copies.

use std::path::PathBuf;

fn main() {
    let source = PathBuf::from("../../www/locales/en");
    println!("cargo:rerun-if-changed=../../www/locales/en");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into())).join("en");
    if let Err(e) = std::fs::create_dir_all(&out) {
        panic!("cannot create {}: {e}", out.display());
    }
    let entries = match std::fs::read_dir(&source) {
        Ok(entries) => entries,
        Err(e) => panic!("cannot read {}: {e}", source.display()),
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        println!("cargo:rerun-if-changed={}", path.display());
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) => panic!("cannot read {}: {e}", path.display()),
        };
        // Fluent comments start a line with `#`; a blank line never changes a message here
        // (app/i18n.rs joins a value's indented lines across them).
        let kept: String = text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .flat_map(|l| [l, "\n"])
            .collect();
        if let Err(e) = std::fs::write(out.join(entry.file_name()), kept) {
            panic!("cannot write {}: {e}", out.display());
        }
    }
}
