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

/// Runs `camelot ARGS` with its output closed before it writes: it must end quietly, with
/// success, and never panic (as `camelot perft 4 --divide | head -1` once did).
fn closed_output(args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_camelot"))
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run camelot");
    drop(child.stdout.take());
    child.wait_with_output().expect("camelot ends")
}

#[test]
fn a_closed_output_pipe_is_no_panic() {
    for args in [
        &["perft", "2", "--divide"][..],
        &["moves"],
        &["bestmove", "--depth", "2"],
        &["status"],
    ] {
        let o = closed_output(args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(o.status.code(), Some(0), "{args:?}: {err}");
    }
}

#[test]
fn match_against_a_player_process_with_an_sprt() {
    let player = format!("cmd:{}", env!("CARGO_BIN_EXE_camelot-player"));
    let o = camelot(&[
        "match", "--white", &player, "--black", "depth:1", "--games", "2", "--nodes", "300",
        "--sprt", "0,10",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.contains(": 2 games, W "), "{out}");
    assert!(out.contains("pairs 1: ["), "{out}");
    let sprt = out.lines().last().unwrap_or("");
    assert!(
        sprt.starts_with("SPRT elo0 0 elo1 10")
            && sprt.contains("LLR")
            && sprt.contains("[-2.94, 2.94]"),
        "{out}"
    );
    let o = camelot(&[
        "match",
        "--white",
        "cmd:/nonexistent/player",
        "--black",
        "greedy",
        "--games",
        "2",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let o = camelot(&[
        "match", "--white", "greedy", "--black", "random", "--sprt", "10,0",
    ]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn selfplay_then_tune() {
    let dir = std::env::temp_dir().join(format!("camelot-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let data = dir.join("games.txt");
    let data_arg = data.to_string_lossy().into_owned();
    let o = camelot(&[
        "selfplay",
        "--games",
        "4",
        "--nodes",
        "200",
        "--out",
        &data_arg,
        "--threads",
        "2",
        "--scores",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(&data).expect("selfplay wrote its file");
    assert_eq!(text.matches("# game").count(), 4);
    assert!(
        text.lines().any(|l| l.split(" | ").count() == 3),
        "positions with scores"
    );
    // Targets half results, half the search's expected score.
    let o = camelot(&[
        "tune",
        &data_arg,
        "--holdout",
        "2",
        "--passes",
        "1",
        "--max-step",
        "4",
        "--lambda",
        "0.5",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(stdout(&o).contains("after: training loss"));
    let o = camelot(&["tune", &data_arg, "--lambda", "1.5"]);
    assert_eq!(o.status.code(), Some(2));
    let o = camelot(&[
        "tune",
        &data_arg,
        "--holdout",
        "2",
        "--passes",
        "1",
        "--max-step",
        "4",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.contains("before: training loss"), "{out}");
    assert!(out.contains("after: training loss"), "{out}");
    assert!(
        out.contains("pub const WEIGHTS: Weights = Weights {"),
        "{out}"
    );
    let plain = dir.join("plain.txt");
    let without: String = text
        .lines()
        .map(|l| l.splitn(3, " | ").take(2).collect::<Vec<_>>().join(" | ") + "\n")
        .collect();
    std::fs::write(&plain, without).expect("write");
    let o = camelot(&["tune", &plain.to_string_lossy(), "--lambda", "0.5"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--scores"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn openings_are_balanced_positions() {
    let o = camelot(&[
        "openings",
        "--count",
        "2",
        "--check-nodes",
        "200",
        "--max-cp",
        "300",
        "--level",
        "1",
        "--min-plies",
        "2",
        "--max-plies",
        "3",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let positions: Vec<&str> = out.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(positions.len(), 2, "{out}");
    for line in positions {
        let fen = line.split('#').next().unwrap_or("").trim();
        let status = stdout(&camelot(&["status", "--fen", fen]));
        assert_eq!(status.trim(), "ongoing", "{line}");
    }
}

#[test]
fn bestmove_takes_the_game_so_far_and_the_repetition_rule() {
    let o = camelot(&[
        "bestmove",
        "--depth",
        "2",
        "--moves",
        "J6-K5",
        "J11-K12",
        "--no-repetition-rule",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(
        stdout(&o)
            .lines()
            .last()
            .is_some_and(|l| l.starts_with("bestmove "))
    );
    let o = camelot(&["bestmove", "--depth", "2", "--moves", "J6-K9"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn bestmove_multipv_prints_numbered_lines() {
    let o = camelot(&["bestmove", "--depth", "2", "--multipv", "3"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 7, "{out}");
    for (i, line) in lines[..6].iter().enumerate() {
        let want = format!("info multipv {} depth {} ", i % 3 + 1, i / 3 + 1);
        assert!(line.starts_with(&want), "{line}");
    }
    let first_moves: std::collections::HashSet<&str> = lines[3..6]
        .iter()
        .filter_map(|l| l.split(" pv ").nth(1)?.split(' ').next())
        .collect();
    assert_eq!(first_moves.len(), 3, "{out}");
    assert!(lines[6].starts_with("bestmove "));
}
