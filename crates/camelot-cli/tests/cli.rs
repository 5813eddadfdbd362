//! The `camelot` command's output formats and exit codes, which other tools rely on.

use std::process::{Command, Output};

fn camelot(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_camelot"))
        .args(args)
        .output()
        .expect("the camelot binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const START: &str =
    "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1";

#[test]
fn moves_lists_one_per_line() {
    let o = camelot(&["moves"]);
    assert!(o.status.success());
    let lines: Vec<String> = stdout(&o).lines().map(String::from).collect();
    assert_eq!(lines.len(), 112);
    assert!(lines.contains(&"C6-E8".to_string()));
    let same = camelot(&["moves", "--fen", START]);
    assert_eq!(stdout(&same), stdout(&o));
}

#[test]
fn moves_of_a_finished_game_are_empty() {
    let o = camelot(&[
        "moves",
        "--fen",
        "MM/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 b 0 0",
    ]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "");
}

#[test]
fn perft_last_line_and_divide() {
    let o = camelot(&["perft", "2"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o).lines().last(), Some("12580"));
    let d = camelot(&["perft", "2", "--divide"]);
    let out = stdout(&d);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 113);
    assert_eq!(lines.last(), Some(&"12580"));
    let sum: u64 = lines[..112]
        .iter()
        .map(|l| {
            l.rsplit(' ')
                .next()
                .and_then(|n| n.parse::<u64>().ok())
                .expect("MOVE COUNT")
        })
        .sum();
    assert_eq!(sum, 12580);
}

#[test]
fn status_first_line() {
    assert_eq!(stdout(&camelot(&["status"])), "ongoing\n");
    let o = camelot(&[
        "status",
        "--fen",
        "MM/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 b 0 0",
    ]);
    assert!(stdout(&o).starts_with("white wins ("), "{}", stdout(&o));
    let o = camelot(&[
        "status",
        "--fen",
        "2/8/10/12/12/12/12/m11/12/12/12/12/12/10/8/M1 b 0 0",
    ]);
    assert!(stdout(&o).starts_with("draw ("), "{}", stdout(&o));
}

#[test]
fn play_prints_position_and_status() {
    let o = camelot(&["play", "J6-K5", "J11-K12"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].ends_with(" w 0 0 2"), "{}", lines[0]);
    assert_eq!(lines[1], "ongoing");
}

#[test]
fn illegal_move_exits_1_and_lists_legal_moves() {
    let o = camelot(&["play", "F7-F8", "F10-F9", "E7-E8"]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("capture is compulsory"), "{err}");
    assert!(err.contains("legal moves: F8xF10xF12"), "{err}");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    for args in [
        &["moves", "--fen", "nonsense"][..],
        &["status", "--fen", "2/8 w 0 0"],
        &["perft", "x"],
        &["play", "F7-Z9"],
        &["play", "--record", "/nonexistent/game.txt"],
        &["frobnicate"],
    ] {
        let o = camelot(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = stderr(&o);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        if args[0] != "perft" && args[0] != "frobnicate" {
            assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
        }
    }
}

#[test]
fn play_a_record_file() {
    let dir = std::env::temp_dir().join(format!("camelot-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let good = dir.join("good.txt");
    std::fs::write(&good, "[Event \"t\"]\n\n1. J6-K5 J11-K12 2. K5-L4 *\n").expect("write");
    let o = camelot(&["play", "--record", good.to_str().expect("utf-8 path")]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o)
            .lines()
            .next()
            .is_some_and(|l| l.ends_with(" b 0 0 2"))
    );
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "1. F7-F8 F10-F9\n2. E7-E8 *\n").expect("write");
    let o = camelot(&["play", "--record", bad.to_str().expect("utf-8 path")]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("line 2, column 4: move 2 (White): E7-E8 is not a legal move"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn puzzles_reject_bad_records_by_file_record_and_line() {
    let dir = std::env::temp_dir().join(format!("camelot-puzzles-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = |name: &str| dir.join(name).to_str().expect("utf-8 path").to_string();
    let run = |extra: &[&str]| {
        let out = path("out");
        let mut args = vec!["puzzles", "--out", &out, "--games", "0"];
        args.extend_from_slice(extra);
        camelot(&args)
    };
    // Two records in one file; the second has an illegal move on the file's line 7.
    std::fs::write(
        path("two.txt"),
        "[Event \"a\"]\n[Result \"*\"]\n\n1. J6-K5 J11-K12 *\n\n[Event \"b\"]\n1. F7-F8 F10-F9\n2. E7-E8 *\n",
    )
    .expect("write");
    let o = run(&["--record", &path("two.txt")]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains(
            "two.txt: record 2: line 8, column 4: move 2 (White): E7-E8 is not a legal move"
        ),
        "{err}"
    );
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    // A game of a variant no pack is made for.
    std::fs::write(
        path("chivalry.txt"),
        "[Variant \"Chivalry\"]\n\n1. E7-E8 *\n",
    )
    .expect("write");
    let err = stderr(&run(&["--record", &path("chivalry.txt")]));
    assert!(
        err.contains("chivalry.txt: record 1 (line 1) is a game of Chivalry: puzzles are made for Camelot, Cam, Camette"),
        "{err}"
    );
    let err = stderr(&run(&["--record", &path("missing.txt")]));
    assert!(
        err.contains("cannot read") && err.contains("missing.txt"),
        "{err}"
    );
    std::fs::write(path("empty.txt"), "\n\n").expect("write");
    assert!(stderr(&run(&["--record", &path("empty.txt")])).contains("no game record"));
    let o = camelot(&["puzzles", "--out", &path("out"), "--games", "cam=x"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("bad --games `cam=x`"), "{}", stderr(&o));
    let o = camelot(&["puzzles", "--out", &path("out"), "--variant", "river"]);
    assert!(stderr(&o).contains("puzzles are made for camelot, cam and camette, not river"));
    // A good record alone makes a (possibly empty) pack and its README.
    let o = run(&[
        "--variant",
        "camelot",
        "--record",
        &path("two.txt").replace("two", "one"),
    ]);
    assert_eq!(o.status.code(), Some(2), "no such file yet");
    std::fs::write(
        path("one.txt"),
        "[Event \"a\"]\n\n1. J6-K5 J11-K12 2. K5-L4 *\n",
    )
    .expect("write");
    let o = run(&["--variant", "camelot", "--record", &path("one.txt")]);
    assert!(o.status.success(), "{}", stderr(&o));
    let pack = std::fs::read_to_string(dir.join("out/camelot.json")).expect("the pack");
    assert!(pack.starts_with('['), "{pack}");
    let readme = std::fs::read_to_string(dir.join("out/README.md")).expect("the readme");
    assert!(readme.contains("camelot puzzles --out"), "{readme}");
    let _ = std::fs::remove_dir_all(&dir);
}
