#!/usr/bin/env bash
# SPRT of the working tree's engine against an earlier revision.
#
#   scripts/sprt.sh REV [camelot match options]
#
# Builds REV once in a scratch copy (cached under target/sprt/, keyed by the revision and the
# player program), builds the working tree, and runs `camelot match` between the two as
# separate `camelot-player` processes, one game per core. Both sides run the working tree's
# crates/camelot-cli/src/bin/camelot-player.rs (it uses only the engine's oldest public
# calls), so the only difference is the engine. Defaults, each replaced by giving the option:
#   --sprt 0,10 --threads 2 --openings crates/camelot-cli/data/openings.txt --nodes 20000
# (a node budget is deterministic and immune to the machine's load; give --movetime MS for
# a time control, then the node budget is dropped unless given too).
# Example: scripts/sprt.sh db909e4 --movetime 200 --sprt 0,5
set -euo pipefail

if [ $# -lt 1 ]; then
    sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
rev_arg=$1
shift
root=$(git rev-parse --show-toplevel)
cd "$root"
rev=$(git rev-parse --short=12 "$rev_arg^{commit}")
player_src=crates/camelot-cli/src/bin/camelot-player.rs
key=$rev-$(sha256sum "$player_src" | cut -c1-12)
cache=${SPRT_CACHE:-$root/target/sprt}
base=$cache/$key
if [ ! -x "$base/camelot-player" ]; then
    echo "sprt: building $rev in $base/src" >&2
    rm -rf "$base"
    mkdir -p "$base/src"
    git archive "$rev" | tar -x -C "$base/src"
    mkdir -p "$base/src/crates/camelot-cli/src/bin"
    cp "$player_src" "$base/src/crates/camelot-cli/src/bin/"
    (cd "$base/src" && CARGO_TARGET_DIR="$base/target" \
        cargo build --quiet --release -p camelot-cli --bin camelot-player)
    cp "$base/target/release/camelot-player" "$base/camelot-player"
fi

echo "sprt: building the working tree" >&2
cargo build --quiet --release -p camelot-cli --bins
# A copy, so that rebuilding during a long run does not change the engine under test.
run=$cache/run-$$
mkdir -p "$run"
trap 'rm -rf "$run"' EXIT
cp target/release/camelot-player "$run/new-player"
cp target/release/camelot "$run/camelot"

has() {
    local flag=$1
    shift
    for a in "$@"; do
        [ "$a" = "$flag" ] && return 0
    done
    return 1
}
defaults=()
has --sprt "$@" || defaults+=(--sprt 0,10)
has --threads "$@" || defaults+=(--threads 2)
has --openings "$@" || defaults+=(--openings crates/camelot-cli/data/openings.txt)
has --movetime "$@" || has --nodes "$@" || defaults+=(--nodes 20000)

echo "sprt: working tree ($(git describe --always --dirty)) vs $rev: ${defaults[*]} $*" >&2
nice -n 10 "$run/camelot" match --white "cmd:$run/new-player" --black "cmd:$base/camelot-player" \
    "${defaults[@]}" "$@"
