#!/usr/bin/env python3
"""Keeps the Camette puzzles whose answer is exact: at every solver move of the line, the
solved table (`camelot solve --variant camette --out TABLE`) says the move keeps the position's
value and no other move keeps it (the page accepts the line's move, or any move that ends the
game at once, judged by the position it reaches; a second way to win would be judged wrong).
Another route to the same position, or a move that wins at once, is no second way. Prints the
counts; writes the kept puzzles, in order and unchanged (their ratings are the generator's,
spread over the whole pack it made), to OUT.

    scripts/puzzles-exact.py target/release/camelot TABLE www/puzzles/camette.json OUT
"""
import json
import subprocess
import sys

camelot, table, pack, out = sys.argv[1:5]


def run(*args):
    return subprocess.run([camelot, *args], capture_output=True, text=True, check=True).stdout


def probe(pos):
    lines = run("solve", "--table", table, "--probe", pos).split("\n")
    moves = {}
    for line in lines[1:]:
        w = line.split()
        if len(w) >= 2:
            moves[w[0]] = (w[1], int(w[2]) if len(w) > 2 else None)
    return moves


def after(pos, moves):
    lines = [l for l in run("play", "--fen", pos, *moves).split("\n") if l.startswith("camette")]
    return lines[-1]


RANK = {"win": 2, "draw": 1, "loss": 0}
kept, counts = [], {"puzzles": 0, "kept": 0, "not_best": 0, "not_only": 0}
for p in json.load(open(pack)):
    counts["puzzles"] += 1
    ok = True
    for i in range(0, len(p["moves"]), 2):
        pos = after(p["position"], p["moves"][:i]) if i else p["position"]
        values = probe(pos)
        line_move = p["moves"][i]
        mine = values.get(line_move)
        best = max(RANK[v[0]] for v in values.values())
        if mine is None or RANK[mine[0]] != best:
            counts["not_best"] += 1
            ok = False
            break
        target = None
        for m, v in values.items():
            if m == line_move or RANK[v[0]] != best or v == ("win", 1):
                continue
            target = target or after(pos, [line_move])
            if after(pos, [m]) != target:
                counts["not_only"] += 1
                ok = False
                break
        if not ok:
            break
    if ok:
        kept.append(p)
counts["kept"] = len(kept)
with open(out, "w") as f:
    f.write("[\n" + ",\n".join(json.dumps(p, ensure_ascii=False, separators=(",", ":")) for p in kept) + "\n]\n")
print(json.dumps(counts))
