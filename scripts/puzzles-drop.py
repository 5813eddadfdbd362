#!/usr/bin/env python3
"""Removes from a puzzle pack the puzzles that `camelot puzzles --check` says no longer hold
(after an engine change: a second winning move the older engine missed, a reply it no longer
plays). Reads the check's output lines `VARIANT ID: reason`, keeps every other puzzle in its
order, writes the pack back in the generator's format (one puzzle a line) and prints how many
went.

    target/release/camelot puzzles --check www/puzzles --threads 2 > check.txt
    scripts/puzzles-drop.py www/puzzles/camelot.json camelot check.txt
"""
import json
import sys

path, variant, report = sys.argv[1:4]
gone = set()
for line in open(report):
    head, sep, _ = line.partition(": ")
    words = head.split(" ")
    if sep and len(words) == 2 and words[0] == variant:
        gone.add(words[1])
pack = json.load(open(path))
kept = [p for p in pack if p["id"] not in gone]
missing = gone - {p["id"] for p in pack}
if missing:
    sys.exit(f"{path}: not in the pack: {', '.join(sorted(missing))}")
with open(path, "w") as f:
    f.write("[\n" + ",\n".join(json.dumps(p, ensure_ascii=False, separators=(",", ":")) for p in kept) + "\n]\n")
print(f"{path}: {len(pack) - len(kept)} of {len(pack)} removed, {len(kept)} kept")
