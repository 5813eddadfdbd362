//! `camelot openings`: balanced start positions for matches, from shallow self-play.

use crate::Failure;
use crate::matchplay::mix;
use camelot_ai::{Engine, Limits, NoHandler, search_level};
use camelot_core::{Game, Position};
use std::collections::HashSet;

pub struct OpeningsOptions {
    pub count: usize,
    pub min_plies: usize,
    pub max_plies: usize,
    /// The level whose (deliberately imperfect) moves make the openings.
    pub level: u8,
    /// Nodes of the check search.
    pub check_nodes: u64,
    /// Keep positions the check search scores within this many hundredths of a man of 0.
    pub max_cp: i32,
    pub seed: u64,
    pub threads: usize,
}

/// The position text with the board mirrored left to right (an equivalent position).
pub fn mirror_files(text: &str) -> Option<String> {
    let (board, rest) = text.split_once(' ')?;
    let ranks: Vec<String> = board
        .split('/')
        .map(|r| compress(&expand(r).chars().rev().collect::<String>()))
        .collect();
    Some(format!("{} {rest}", ranks.join("/")))
}

/// The position text with ranks and colours swapped (the same game seen by the other side).
pub fn mirror_colours(text: &str) -> Option<String> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board, side, white, black, ..] = fields[..] else {
        return None;
    };
    let ranks: Vec<String> = board
        .rsplit('/')
        .map(|r| {
            r.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        })
        .collect();
    let side = if side == "w" { "b" } else { "w" };
    Some(format!("{} {side} {black} {white} 1", ranks.join("/")))
}

fn expand(rank: &str) -> String {
    let mut out = String::new();
    let mut digits = String::new();
    for c in rank.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        if let Ok(n) = digits.parse::<usize>() {
            out.extend(std::iter::repeat_n('.', n));
        }
        digits.clear();
        out.push(c);
    }
    if let Ok(n) = digits.parse::<usize>() {
        out.extend(std::iter::repeat_n('.', n));
    }
    out
}

fn compress(rank: &str) -> String {
    let mut out = String::new();
    let mut empty = 0;
    for c in rank.chars() {
        if c == '.' {
            empty += 1;
            continue;
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
            empty = 0;
        }
        out.push(c);
    }
    if empty > 0 {
        out.push_str(&empty.to_string());
    }
    out
}

/// One key for a position and its three mirror images (move number ignored).
fn canonical(pos: &Position) -> Option<String> {
    let text = pos.to_string();
    let mut base: Vec<&str> = text.split_whitespace().take(4).collect();
    base.push("1");
    let text = base.join(" ");
    let files = mirror_files(&text)?;
    let colours = mirror_colours(&text)?;
    let both = mirror_files(&colours)?;
    [text, files, colours, both].into_iter().min()
}

/// Generates the openings, best-balanced first is not promised: they come in generation
/// order, which the seed fixes (the thread count does not change the result).
pub fn generate(options: &OpeningsOptions) -> Result<Vec<(Position, i32)>, Failure> {
    let mut seen = HashSet::new();
    let mut candidates = Vec::new();
    let mut engine = Engine::new(4);
    let span = (options.max_plies.saturating_sub(options.min_plies) + 1) as u64;
    // Candidates until enough pass the check; checked in rounds so that the output does not
    // depend on the number of threads.
    let mut out = Vec::new();
    let mut index = 0u64;
    while out.len() < options.count {
        candidates.clear();
        while candidates.len() < (options.count - out.len()) * 2 + 8 {
            index += 1;
            if index > 1_000_000 {
                return Err(Failure::input("too few balanced positions found"));
            }
            let mut state = mix(options.seed ^ index.wrapping_mul(0x2545_f491_4f6c_dd1d));
            let plies = options.min_plies + (state % span) as usize;
            let mut game = Game::default();
            for _ in 0..plies {
                state = mix(state);
                engine.clear();
                let result = search_level(
                    &mut engine,
                    game.position(),
                    &[],
                    options.level,
                    state,
                    &mut NoHandler,
                );
                let Some(mv) = result.best else { break };
                if game.play(&mv).is_err() {
                    break;
                }
            }
            let pos = game.position().clone();
            if game.ply() != plies || pos.outcome().is_some() {
                continue;
            }
            if let Some(key) = canonical(&pos)
                && seen.insert(key)
            {
                candidates.push(pos);
            }
        }
        let scores = check(&candidates, options);
        for (pos, score) in candidates.iter().zip(scores) {
            if out.len() < options.count && score.abs() <= options.max_cp {
                out.push((pos.clone(), score));
            }
        }
    }
    Ok(out)
}

/// The check search's score of each position (side to move's view; wins count as huge).
fn check(positions: &[Position], options: &OpeningsOptions) -> Vec<i32> {
    let mut scores = vec![i32::MAX; positions.len()];
    let chunk = positions.len().div_ceil(options.threads.max(1)).max(1);
    std::thread::scope(|s| {
        for (part, out) in positions.chunks(chunk).zip(scores.chunks_mut(chunk)) {
            s.spawn(move || {
                let mut engine = Engine::new(16);
                for (pos, score) in part.iter().zip(out.iter_mut()) {
                    engine.clear();
                    let limits = Limits {
                        depth: None,
                        nodes: Some(options.check_nodes),
                    };
                    let r = engine.search(pos, &[], &limits, &mut NoHandler);
                    *score = r.score.raw();
                }
            });
        }
    });
    scores
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mirrors_are_legal_and_involutions() {
        let pos = Position::start();
        let mut game = Game::default();
        for m in ["J6-K5", "J11-K12", "K5-L4"] {
            game.play_text(m).unwrap();
        }
        for p in [pos, game.position().clone()] {
            let text = p.to_string();
            let files = mirror_files(&text).unwrap();
            let colours = mirror_colours(&text).unwrap();
            assert!(files.parse::<Position>().is_ok(), "{files}");
            assert!(colours.parse::<Position>().is_ok(), "{colours}");
            assert_eq!(mirror_files(&files).unwrap(), text);
            let back = mirror_colours(&colours).unwrap();
            assert_eq!(
                back.split(' ').take(4).collect::<Vec<_>>(),
                text.split(' ').take(4).collect::<Vec<_>>()
            );
        }
        // The start is symmetric both ways.
        let start = Position::start().to_string();
        assert_eq!(mirror_files(&start).unwrap(), start);
    }

    #[test]
    fn mirror_images_share_a_key() {
        let mut a = Game::default();
        a.play_text("J6-K5").unwrap();
        let mut b = Game::default();
        b.play_text("C6-B5").unwrap();
        assert_eq!(canonical(a.position()), canonical(b.position()));
        let mut c = Game::default();
        c.play_text("F7-F8").unwrap();
        assert_ne!(canonical(a.position()), canonical(c.position()));
    }
}
