//! Hand-made positions, one or more per rule in the project's rules notes, with the exact
//! legal moves expected (data in `data/rules.txt` for Camelot and `data/variants.txt` for the
//! rules the variants change; format described at the top of `rules.txt`).

use camelot_core::{Board, ByColor, Color, Piece, Position, Role, Setup, Square, Variant};

struct Case {
    name: String,
    line: usize,
    fields: Vec<(String, String)>,
}

fn cases() -> Vec<Case> {
    let mut out = cases_of(include_str!("data/rules.txt"));
    out.extend(cases_of(include_str!("data/variants.txt")));
    out
}

fn cases_of(text: &str) -> Vec<Case> {
    let mut out: Vec<Case> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            out.push(Case {
                name: name.to_string(),
                line: n + 1,
                fields: Vec::new(),
            });
            continue;
        }
        let (key, value) = line
            .split_once(':')
            .unwrap_or_else(|| panic!("line {}: expected `key: value`", n + 1));
        out.last_mut()
            .unwrap_or_else(|| panic!("line {}: field before the first [case]", n + 1))
            .fields
            .push((key.trim().to_string(), value.trim().to_string()));
    }
    out
}

impl Case {
    fn get(&self, key: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    fn position(&self) -> Position {
        if let Some(fen) = self.get("fen") {
            return fen.parse().unwrap_or_else(|e| panic!("{}: {e}", self.name));
        }
        let variant: Variant = self
            .get("variant")
            .unwrap_or("camelot")
            .parse()
            .unwrap_or_else(|e| panic!("{}: {e}", self.name));
        let mut board = Board::empty_of(variant);
        for sq in self.get("trees").unwrap_or("").split_whitespace() {
            let sq = Square::parse_any(sq).unwrap_or_else(|e| panic!("{}: {e}", self.name));
            board.set_tree(sq);
        }
        for color in Color::ALL {
            for token in self.get(color.name()).unwrap_or("").split_whitespace() {
                let (role, sq) = token.split_at(1);
                let role = match role {
                    "K" | "k" => Role::Knight,
                    "M" | "m" => Role::Man,
                    _ => panic!("{}: bad piece `{token}`", self.name),
                };
                let sq = Square::parse_any(sq).unwrap_or_else(|e| panic!("{}: {e}", self.name));
                board.set(sq, Some(Piece::new(color, role)));
            }
        }
        let turn = match self.get("turn").unwrap_or("w") {
            "w" => Color::White,
            "b" => Color::Black,
            t => panic!("{}: bad turn {t}", self.name),
        };
        let castles: Vec<u8> = self
            .get("castles")
            .unwrap_or("0 0")
            .split_whitespace()
            .map(|n| n.parse().expect("castle count"))
            .collect();
        let setup = Setup {
            board,
            turn,
            castle_moves: ByColor::new(castles[0], castles[1]),
            fullmove: 1,
        };
        Position::from_setup(setup).unwrap_or_else(|e| panic!("{}: {e}", self.name))
    }
}

#[test]
fn rule_positions() {
    let cases = cases();
    assert!(cases.len() >= 20, "the data file lost cases");
    let mut failures = Vec::new();
    for case in &cases {
        let pos = case.position();
        let from: Option<Square> = case
            .get("piece")
            .map(|s| Square::parse_any(s).expect("piece square"));
        if let Some(want) = case.get("moves") {
            let mut got: Vec<String> = pos
                .legal_moves()
                .iter()
                .filter(|m| from.is_none_or(|f| m.from() == f))
                .map(|m| m.to_string())
                .collect();
            got.sort();
            let mut want: Vec<String> = if want == "none" {
                Vec::new()
            } else {
                want.split_whitespace().map(String::from).collect()
            };
            want.sort();
            if got != want {
                let missing: Vec<&String> = want.iter().filter(|m| !got.contains(m)).collect();
                let extra: Vec<&String> = got.iter().filter(|m| !want.contains(m)).collect();
                failures.push(format!(
                    "[{}] (line {}): missing {missing:?}, unexpected {extra:?}",
                    case.name, case.line
                ));
            }
            // Every listed move plays and its text resolves back to itself.
            for mv in pos.legal_moves() {
                assert_eq!(
                    pos.parse_move(&mv.to_string()).ok(),
                    Some(mv),
                    "{}",
                    case.name
                );
                assert!(pos.play(&mv).is_ok());
            }
            // The direct unique generator: legal moves, as many as deduplicating every path.
            let mut deduped = pos.legal_moves();
            camelot_core::dedup_by_result(&mut deduped);
            let unique = pos.unique_moves();
            assert_eq!(unique.len(), deduped.len(), "unique moves of {}", case.name);
            assert!(unique.iter().all(|m| pos.is_legal(m)), "{}", case.name);
        }
        if let Some(want) = case.get("status") {
            let got = match pos.outcome() {
                None => "ongoing".to_string(),
                Some(o) => o.to_string(),
            };
            if got != want {
                failures.push(format!(
                    "[{}] (line {}): status `{got}`, expected `{want}`",
                    case.name, case.line
                ));
            }
        }
        if let Some(want) = case.get("after") {
            // `after: MOVE => STATUS`: play the move, then check the status.
            let (mv, status) = want.split_once("=>").expect("after: MOVE => STATUS");
            let mv = pos
                .parse_move(mv.trim())
                .unwrap_or_else(|e| panic!("{}: {e}", case.name));
            let next = pos.play(&mv).expect("legal");
            let got = match next.outcome() {
                None => "ongoing".to_string(),
                Some(o) => o.to_string(),
            };
            if got != status.trim() {
                failures.push(format!(
                    "[{}] (line {}): after {mv}: `{got}`, expected `{}`",
                    case.name,
                    case.line,
                    status.trim()
                ));
            }
        }
        if let Some(want) = case.get("illegal") {
            // `illegal: MOVE => KIND`: resolving the move fails with that error kind.
            let (mv, kind) = want.split_once("=>").expect("illegal: MOVE => KIND");
            match pos.parse_move(mv.trim()) {
                Ok(m) => failures.push(format!("[{}]: {m} was accepted", case.name)),
                Err(e) => {
                    let dbg = format!("{e:?}");
                    if !dbg.contains(kind.trim()) {
                        failures.push(format!("[{}]: {mv} gave {dbg}", case.name));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
