#!/usr/bin/env python3
"""Removes repeats from a puzzle pack made before 5e14484, whose generator told repeats apart
by the move number: a position (or its mirror image) that is already in the pack, at another
move number, goes; the first stays. Writes the pack back in the generator's format (one puzzle
a line) and prints how many went. The generator does this itself since 5e14484.

    scripts/puzzles-dedupe.py www/puzzles/camelot.json
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


path = sys.argv[1]
pack = json.load(open(path))
seen, kept = set(), []
for p in pack:
    k = key(p["position"])
    if k not in seen:
        seen.add(k)
        kept.append(p)
with open(path, "w") as f:
    f.write("[\n" + ",\n".join(json.dumps(p, ensure_ascii=False, separators=(",", ":")) for p in kept) + "\n]\n")
print(f"{path}: {len(pack) - len(kept)} repeats removed, {len(kept)} puzzles")
