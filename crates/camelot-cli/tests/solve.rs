//! `camelot solve`: the output contract (build, probe), bad tables and positions (exit 2, a
//! clear message, no panic), and — with the full Camette table, `#[ignore]`d — the start's
//! value and perfect play against level 8.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

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

fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("camelot-solve-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// Camette with up to three pieces, built once.
fn small_table() -> &'static Path {
    static TABLE: OnceLock<PathBuf> = OnceLock::new();
    TABLE.get_or_init(|| {
        let path = scratch().join("camette3.tbl");
        let o = camelot(&[
            "solve",
            "--variant",
            "camette",
            "--max-pieces",
            "3",
            "--out",
            path.to_str().expect("a UTF-8 path"),
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let out = stdout(&o);
        let lines: Vec<&str> = out.lines().collect();
        let n = lines.len();
        assert!(n >= 2);
        let positions = lines[n - 2]
            .strip_prefix("positions: ")
            .expect("positions line");
        assert!(positions.parse::<u64>().expect("a count") > 10_000);
        // The start has eight pieces.
        assert_eq!(lines[n - 1], "start: not in the table");
        path
    })
}

fn value_ok(words: &[&str]) -> bool {
    match words {
        ["draw"] => true,
        ["win", p] => p.parse::<u16>().is_ok_and(|p| p % 2 == 1),
        ["loss", p] => p.parse::<u16>().is_ok_and(|p| p % 2 == 0),
        _ => false,
    }
}

fn rank(words: &[&str]) -> (i32, i32) {
    match words {
        ["win", p] => (2, -p.parse::<i32>().unwrap_or(0)),
        ["loss", p] => (0, p.parse::<i32>().unwrap_or(0)),
        _ => (1, 0),
    }
}

#[test]
fn probe_prints_the_value_then_every_legal_move() {
    let table = small_table().to_str().expect("UTF-8");
    let pos = "camette 1/3/2m2/5/1K3/1M1/1 w 0 0 1";
    let o = camelot(&[
        "solve",
        "--variant",
        "camette",
        "--table",
        table,
        "--probe",
        pos,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let mut lines = out.lines();
    let first: Vec<&str> = lines
        .next()
        .and_then(|l| l.strip_prefix("value: "))
        .expect("value line")
        .split(' ')
        .collect();
    assert!(value_ok(&first), "{first:?}");
    let legal = stdout(&camelot(&["moves", "--fen", pos]));
    let mut moves = Vec::new();
    let mut best = (-1, 0);
    for line in lines {
        let words: Vec<&str> = line.split(' ').collect();
        assert!(value_ok(&words[1..]), "{line}");
        best = best.max(rank(&words[1..]));
        moves.push(words[0].to_string());
    }
    let legal: Vec<String> = legal.lines().map(String::from).collect();
    assert_eq!(moves, legal, "one line per legal move, in the same order");
    // The position's value is the best of its moves' for the side to move.
    assert_eq!(rank(&first), best);
}

#[test]
fn probe_of_a_finished_game_has_no_moves() {
    let table = small_table().to_str().expect("UTF-8");
    // White has a man in Black's castle: White has won, and it is Black's turn.
    let o = camelot(&[
        "solve",
        "--table",
        table,
        "--probe",
        "camette M/3/2m2/5/5/3/1 b 0 0 1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "value: loss 0\n");
}

fn assert_refused(args: &[&str], words: &str) {
    let o = camelot(args);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.contains(words), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn bad_positions_and_uncovered_material_exit_2() {
    let table = small_table().to_str().expect("UTF-8");
    assert_refused(
        &[
            "solve",
            "--table",
            table,
            "--probe",
            "camette 1/3/2m2/5/5/1M1",
        ],
        "bad position text",
    );
    assert_refused(
        &[
            "solve",
            "--table",
            table,
            "--probe",
            "camette 1/1k1/1mmm1/5/1MMM1/1K1/1 w 0 0 1",
        ],
        "does not cover",
    );
    assert_refused(
        &[
            "solve",
            "--variant",
            "camelot",
            "--table",
            table,
            "--probe",
            "x",
        ],
        "not camelot",
    );
}

#[test]
fn damaged_tables_exit_2() {
    let bytes = std::fs::read(small_table()).expect("the table");
    let dir = scratch();
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("truncated", bytes[..bytes.len() / 2].to_vec(), "truncated"),
        ("header", bytes[..40].to_vec(), "truncated"),
        (
            "magic",
            [b"NOTATABL".as_slice(), &bytes[8..]].concat(),
            "bad magic",
        ),
        (
            "version",
            [&bytes[..8], &7u32.to_le_bytes(), &bytes[12..]].concat(),
            "version 7",
        ),
        (
            "flipped",
            {
                let mut b = bytes.clone();
                let at = b.len() - 10;
                b[at] ^= 0xff;
                b
            },
            "damaged",
        ),
        ("empty", Vec::new(), "truncated"),
    ];
    for (name, data, words) in cases {
        let path = dir.join(format!("{name}.tbl"));
        std::fs::write(&path, data).expect("written");
        let p = path.to_str().expect("UTF-8");
        assert_refused(
            &[
                "solve",
                "--table",
                p,
                "--probe",
                "camette 1/3/2m2/5/5/1M1/1 w 0 0 1",
            ],
            words,
        );
        assert_refused(&["solve", "--table", p, "--verify"], words);
    }
    assert_refused(
        &["solve", "--table", "/nonexistent/camette.tbl", "--verify"],
        "cannot read",
    );
}

#[test]
fn verify_checks_the_small_table() {
    let table = small_table().to_str().expect("UTF-8");
    let o = camelot(&[
        "solve",
        "--table",
        table,
        "--verify",
        "--core-sample",
        "2000",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains(" 0 mismatches;"), "{out}");
    assert!(out.trim_end().ends_with(", 0 mismatches"), "{out}");
}

/// The full Camette table: `CAMETTE_TABLE`, or `/work/data/camette.tbl` (see the README's
/// "Solve" section for the command that builds it).
fn full_table() -> Option<String> {
    let path = std::env::var("CAMETTE_TABLE").unwrap_or_else(|_| "/work/data/camette.tbl".into());
    Path::new(&path).exists().then_some(path)
}

#[test]
#[ignore = "needs the full Camette table (camelot solve --variant camette --out FILE)"]
fn full_table_start_value() {
    let Some(table) = full_table() else {
        panic!("no Camette table: set CAMETTE_TABLE");
    };
    let start = "camette 1/1k1/1mmm1/5/1MMM1/1K1/1 w 0 0 1";
    let o = camelot(&[
        "solve",
        "--variant",
        "camette",
        "--table",
        &table,
        "--probe",
        start,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("value: "), "{out}");
}

/// Results of `camelot match` by game: (table has White, result text).
fn match_results(log: &str, spec: &str) -> Vec<(bool, String)> {
    log.lines()
        .filter(|l| l.starts_with("game "))
        .map(|l| {
            let table_white = l.contains(&format!("({spec} white)"));
            let result = l.split(": ").nth(1).unwrap_or("").to_string();
            (table_white, result)
        })
        .collect()
}

#[test]
#[ignore = "needs the full Camette table and several minutes (level 8 thinks 3 s a move)"]
fn perfect_play_beats_level_8() {
    let Some(table) = full_table() else {
        panic!("no Camette table: set CAMETTE_TABLE");
    };
    let spec = format!("table:{table}");
    // The start is a draw: perfect play, with either colour, never loses.
    let o = camelot(&[
        "match",
        "--variant",
        "camette",
        "--from-start",
        "--white",
        &spec,
        "--black",
        "level:8",
        "--games",
        "2",
        "--seed",
        "7",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    for (table_white, result) in match_results(&stderr(&o), &spec) {
        let lost = if table_white { "0-1" } else { "1-0" };
        assert!(!result.starts_with(lost), "{result}");
    }
    // Positions one slip from the start: after 1. B3-B2 C5-B6 White wins in 41 plies, after
    // 1. C3-D2 Black wins in 37. The table wins each game in which it has the winning side.
    let openings = scratch().join("won-openings.txt");
    std::fs::write(
        &openings,
        "camette 1/mk1/1m1m1/5/2MM1/MK1/1 w 0 0 2\ncamette 1/1k1/1mmm1/5/1M1M1/1KM/1 b 0 0 1\n",
    )
    .expect("written");
    let o = camelot(&[
        "match",
        "--variant",
        "camette",
        "--openings",
        openings.to_str().expect("UTF-8"),
        "--white",
        &spec,
        "--black",
        "level:8",
        "--games",
        "4",
        "--seed",
        "7",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let results = match_results(&stderr(&o), &spec);
    assert_eq!(results.len(), 4);
    // Games 1-2 play the first opening (White wins), 3-4 the second (Black wins); the table
    // has White in games 1 and 3.
    assert!(
        results[0].0 && results[0].1.starts_with("1-0"),
        "{results:?}"
    );
    assert!(
        !results[3].0 && results[3].1.starts_with("0-1"),
        "{results:?}"
    );
}

#[test]
fn bestmove_plays_from_the_table_where_it_covers() {
    let table = small_table().to_str().expect("UTF-8");
    let pos = "camette 1/3/2m2/5/1K3/1M1/1 w 0 0 1";
    let o = camelot(&["bestmove", "--table", table, "--fen", pos, "--depth", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    let value = lines[0]
        .strip_prefix("info solved ")
        .expect("a solved line");
    let mv = lines[1].strip_prefix("bestmove ").expect("a move");
    // The move is one the probe values as the position's value.
    let probe = stdout(&camelot(&["solve", "--table", table, "--probe", pos]));
    assert!(probe.starts_with(&format!("value: {value}\n")), "{probe}");
    assert!(probe.contains(&format!("\n{mv} {value}\n")), "{probe}");
    // Eight pieces: the table does not cover the start, so the engine searches.
    let o = camelot(&[
        "bestmove",
        "--table",
        table,
        "--variant",
        "camette",
        "--depth",
        "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("does not cover"), "{}", stderr(&o));
    assert!(stdout(&o).contains("info depth 1"), "{}", stdout(&o));
}

#[test]
fn the_same_table_whatever_the_threads() {
    let dir = scratch();
    let mut files = Vec::new();
    for threads in ["1", "3"] {
        let path = dir.join(format!("camette4-{threads}.tbl"));
        let p = path.to_str().expect("UTF-8");
        let o = camelot(&[
            "solve",
            "--variant",
            "camette",
            "--max-pieces",
            "4",
            "--threads",
            threads,
            "--out",
            p,
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        files.push(std::fs::read(&path).expect("the table"));
    }
    assert!(files[0] == files[1], "byte for byte");
}

#[test]
fn the_best_line_takes_as_many_plies_as_the_value_says() {
    let table = small_table().to_str().expect("UTF-8");
    let pos = "camette 1/3/2m2/5/1K3/1M1/1 w 0 0 1";
    let out = stdout(&camelot(&[
        "solve", "--table", table, "--probe", pos, "--line",
    ]));
    let plies: usize = out
        .lines()
        .next()
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|p| p.parse().ok())
        .expect("a decided position");
    let line: Vec<&str> = out
        .lines()
        .last()
        .and_then(|l| l.strip_prefix("line: "))
        .expect("a line")
        .split(' ')
        .collect();
    assert_eq!(line.len(), plies);
    // camelot-core, playing the line, says the game is over and who won.
    let mut args = vec!["play", "--fen", pos];
    args.extend(&line);
    let o = camelot(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o)
            .lines()
            .last()
            .is_some_and(|l| l.starts_with("white wins")),
        "{}",
        stdout(&o)
    );
}

#[test]
#[ignore = "needs the full Camette table and about ten minutes"]
fn the_exported_strategy_never_loses_from_the_start() {
    let Some(table) = full_table() else {
        panic!("no Camette table: set CAMETTE_TABLE");
    };
    let file = scratch().join("camette.strategy");
    let file = file.to_str().expect("UTF-8");
    let o = camelot(&["solve", "--table", &table, "--export-strategy", file]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("checked at"), "{}", stdout(&o));
    let spec = format!("strategy:{file}");
    // Any opponent, any colour: the strategy has a move everywhere it goes and keeps the draw
    // (a position it does not cover would stop the match with an error).
    for opponent in ["random", "level:3"] {
        let o = camelot(&[
            "match",
            "--variant",
            "camette",
            "--from-start",
            "--white",
            &spec,
            "--black",
            opponent,
            "--games",
            "8",
            "--seed",
            "11",
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let results = match_results(&stderr(&o), &spec);
        assert_eq!(results.len(), 8, "{}", stderr(&o));
        for (strategy_white, result) in results {
            let lost = if strategy_white { "0-1" } else { "1-0" };
            assert!(!result.starts_with(lost), "{opponent}: {result}");
        }
    }
}
