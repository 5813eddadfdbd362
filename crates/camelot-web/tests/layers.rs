//! The app's one structural rule, checked on the source: a page (a folder or file under
//! `src/pages/`) imports the shared layers (`app`, `board`, `entry`, `game`, `engine`) and never
//! another page, and the shared layers import no page at all. Only `roots.rs` and the binaries
//! mount pages.

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = fs::read_dir(dir) else {
        return out;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

/// The pages: the folders and files directly under `src/pages/`.
fn pages(src: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(src.join("pages"))
        .expect("src/pages")
        .flatten()
        .filter_map(|e| {
            let path = e.path();
            let name = path.file_stem()?.to_str()?.to_string();
            (name != "mod").then_some(name)
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

/// The lines of `text` that name page `page` as a path (`pages::page::` or `pages::page;`,
/// `pages::{…page…}`), outside comments.
fn mentions(text: &str, page: &str) -> Vec<String> {
    let path = format!("pages::{page}");
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .filter(|l| {
            l.match_indices(&path).any(|(i, _)| {
                let rest = &l[i + path.len()..];
                !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_')
            }) || (l.contains("pages::{") && l.contains(page))
        })
        .map(|l| l.trim().to_string())
        .collect()
}

#[test]
fn pages_never_import_pages_and_shared_layers_never_import_any() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let pages = pages(&src);
    assert!(
        pages.len() >= 6,
        "the pages are found: {pages:?} (play, analysis, learn, editor, embed, rules)"
    );
    let mut crossings = Vec::new();
    for file in sources(&src) {
        let rel = file.strip_prefix(&src).expect("under src").to_path_buf();
        let text = fs::read_to_string(&file).expect("readable source");
        let own = rel
            .strip_prefix("pages")
            .ok()
            .and_then(|p| p.components().next())
            .and_then(|c| Path::new(c.as_os_str()).file_stem())
            .and_then(|s| s.to_str())
            .map(str::to_string);
        let top = rel.components().next().map(|c| c.as_os_str().to_owned());
        // The roots and the binaries mount the pages; the pages' own index declares them.
        if rel == Path::new("roots.rs")
            || rel == Path::new("pages/mod.rs")
            || rel.starts_with("bin")
        {
            continue;
        }
        for page in &pages {
            if own.as_deref() == Some(page.as_str()) {
                continue;
            }
            for line in mentions(&text, page) {
                let layer = top.as_ref().and_then(|t| t.to_str()).unwrap_or("?");
                crossings.push(format!(
                    "{} ({layer}) uses page {page}: {line}",
                    rel.display()
                ));
            }
        }
    }
    assert!(
        crossings.is_empty(),
        "pages must not import other pages, nor shared layers any page:\n{}",
        crossings.join("\n")
    );
}

#[test]
fn the_check_sees_a_crossing() {
    assert_eq!(
        mentions("use crate::pages::play::state::State;", "play").len(),
        1
    );
    assert_eq!(
        mentions("use crate::pages::{analysis, play};", "play").len(),
        1
    );
    assert!(mentions("use crate::pages::player::X;", "play").is_empty());
    assert!(mentions("// crate::pages::play is mentioned in a comment", "play").is_empty());
}
