//! The engine subcommands as other tools see them: output formats and exit codes.

use std::process::{Command, Output};

fn camelot(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_camelot"))
        .args(args)
        .output()
        .expect("run camelot")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn bestmove_prints_info_lines_then_the_move() {
    let o = camelot(&["bestmove", "--depth", "2"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    for (i, line) in lines[..2].iter().enumerate() {
        let f: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(f[..3], ["info", "depth", &(i + 1).to_string()], "{line}");
        assert_eq!(
            (f[3], f[6], f[8], f[10]),
            ("score", "nodes", "nps", "pv"),
            "{line}"
        );
    }
    let mv = lines[2].strip_prefix("bestmove ").expect("bestmove line");
    let legal = stdout(&camelot(&["moves"]));
    assert!(legal.lines().any(|l| l == mv), "{mv}");
}

#[test]
fn bestmove_game_over_and_bad_input() {
    let won = "MM/8/10/12/12/12/m11/12/12/12/12/12/12/10/8/2 b 0 0 30";
    let o = camelot(&["bestmove", "--fen", won, "--depth", "3"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "bestmove (none)\n");
    let o = camelot(&["bestmove", "--fen", "nonsense", "--depth", "3"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&o.stderr).lines().count(), 1);
    let o = camelot(&["bestmove"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn level_and_node_limits() {
    let o = camelot(&["bestmove", "--level", "1", "--seed", "5"]);
    assert!(o.status.success());
    assert!(
        stdout(&o)
            .lines()
            .last()
            .is_some_and(|l| l.starts_with("bestmove "))
    );
    let o = camelot(&["bestmove", "--nodes", "500"]);
    assert!(
        stdout(&o)
            .lines()
            .last()
            .is_some_and(|l| l.starts_with("bestmove "))
    );
}

#[test]
fn match_reports_and_writes_records() {
    let dir = std::env::temp_dir().join(format!("camelot-match-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let records = dir.join("games.pgn");
    let records_arg = records.to_string_lossy().into_owned();
    let o = camelot(&[
        "match",
        "--white",
        "depth:1",
        "--black",
        "greedy",
        "--games",
        "2",
        "--records",
        &records_arg,
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.starts_with("depth:1 vs greedy: 2 games, W "), "{out}");
    assert!(out.contains("Elo"), "{out}");
    let text = std::fs::read_to_string(&records).expect("records written");
    assert_eq!(text.matches("[Event \"Engine match\"]").count(), 2);
    let _ = std::fs::remove_dir_all(&dir);
    let o = camelot(&[
        "match", "--white", "level:12", "--black", "greedy", "--games", "2",
    ]);
    assert_eq!(o.status.code(), Some(2));
}
