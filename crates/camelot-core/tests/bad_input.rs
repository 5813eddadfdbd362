//! Bad input never panics and gets the expected kind of error (`data/bad_input.txt`).

use camelot_core::{MoveText, NodePath, Position, Record, Square};

#[test]
fn every_bad_input_is_rejected_with_its_error() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for (n, line) in include_str!("data/bad_input.txt").lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = line.split(" | ").collect();
        assert_eq!(parts.len(), 3, "line {}: `parser | input | kind`", n + 1);
        let (parser, input, kind) = (parts[0].trim(), parts[1].trim(), parts[2].trim());
        let input = input.replace("\\n", "\n");
        let got: Result<String, String> = match parser {
            "square" => input
                .parse::<Square>()
                .map(|s| s.to_string())
                .map_err(|e| format!("{e:?} / {e}")),
            "position" => input
                .parse::<Position>()
                .map(|p| p.to_string())
                .map_err(|e| format!("{e:?} / {e}")),
            "move" => input
                .parse::<MoveText>()
                .map(|m| m.to_string())
                .map_err(|e| format!("{e:?} / {e}")),
            "play" => Position::start()
                .parse_move(&input)
                .map(|m| m.to_string())
                .map_err(|e| format!("{e:?} / {e}")),
            "record" => input
                .parse::<Record>()
                .map(|r| r.to_string())
                .map_err(|e| format!("{e:?} / {e}")),
            "path" => input
                .parse::<NodePath>()
                .map(|p| p.to_string())
                .map_err(|e| format!("{e:?} / {e}")),
            other => panic!("line {}: unknown parser {other}", n + 1),
        };
        checked += 1;
        match got {
            Ok(v) => failures.push(format!("line {}: `{input}` was accepted as {v}", n + 1)),
            Err(e) if !e.contains(kind) => failures.push(format!(
                "line {}: `{input}` gave {e}, expected {kind}",
                n + 1
            )),
            Err(e) => {
                // Messages are for people: one line, lower-case start, no debug noise.
                let msg = e.split(" / ").nth(1).unwrap_or_default();
                if msg.is_empty() || msg.contains('\n') {
                    failures.push(format!("line {}: poor message `{msg}`", n + 1));
                }
            }
        }
    }
    assert!(checked >= 50, "the data file lost lines");
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
