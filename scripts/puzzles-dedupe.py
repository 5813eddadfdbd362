#!/usr/bin/env python3
"""Removes repeats from a puzzle pack: a position (or its mirror image) that is already in the
pack, at whatever move number, goes; the first stays. Writes the pack back in the generator's
format (one puzzle a line) and prints how many went. The generator does this itself since
5e14484; packs made before it needed this.

With more packs after the first (the same game's, from other generation runs, e.g. another
`--seed`), their puzzles are appended to the first pack, in order, except the repeats, so a
pack can be topped up without generating it all again; `--max N` keeps the first N.

    scripts/puzzles-dedupe.py www/puzzles/camelot.json
    scripts/puzzles-dedupe.py www/puzzles/camelot.json DIR/camelot.json --max 1600
"""
import json
import re
import sys


def expand(rank):
    return re.sub(r"\d+", lambda m: "." * int(m.group()), rank)


def compress(rank):
    return re.sub(r"\.+", lambda m: str(len(m.group())), rank)


def key(text):
    words = text.split(" ")[:-1]  # without the move number
    name = "" if "/" in words[0] else words.pop(0)
    board, rest = words[0], " ".join(words[1:])
    mirrored = "/".join(compress(expand(r)[::-1]) for r in board.split("/"))
    board = min(board + " " + rest, mirrored + " " + rest)
    return name + " " + board


args = sys.argv[1:]
limit = None
if "--max" in args:
    i = args.index("--max")
    limit = int(args[i + 1])
    del args[i : i + 2]
path, more = args[0], args[1:]
pack = json.load(open(path))
before = len(pack)
for extra in more:
    pack += json.load(open(extra))
seen, kept, added = set(), [], 0
for i, p in enumerate(pack):
    if limit is not None and len(kept) == limit:
        break
    k = key(p["position"])
    if k not in seen:
        seen.add(k)
        kept.append(p)
        added += i >= before
with open(path, "w") as f:
    f.write("[\n" + ",\n".join(json.dumps(p, ensure_ascii=False, separators=(",", ":")) for p in kept) + "\n]\n")
print(f"{path}: {before} puzzles, {len(pack) - before} offered, {added} added, {len(kept)} now")
