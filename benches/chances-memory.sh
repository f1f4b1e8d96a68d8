#!/usr/bin/env bash
# W's time and the program's peak memory at bench positions, each asked by a fresh program
# (examples/chances_at.rs): first on an empty cache (the first W on an install: the table solved, the opening
# learnt), then at every round from 1 to 12, at the start of a turn and after the first roll, with the cache
# filled. Two-player Yahtzee, Yatzy and the free Joker, and three-player Yahtzee. Targets (issue 28): 300 ms for two players,
# 1 s for three; under 64 MB of peak memory everywhere, the first W included. Linux only (VmHWM).
#
#   bash benches/chances-memory.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --example chances_at
at=./target/release/examples/chances_at
for bench in "yahtzee 2" "yatzy 2" "yahtzee-free-joker 2" "yahtzee 3"; do
    set -- $bench
    cache=$(mktemp -d)
    echo "== $1, $2 players"
    printf '%-26s %s\n' "first W on an install" "$("$at" "$cache" "$1" "$2" 1 rolled)"
    for round in $(seq 1 12); do
        for moment in start rolled; do
            printf '%-26s %s\n' "round $round $moment" "$("$at" "$cache" "$1" "$2" "$round" "$moment")"
        done
    done
    rm -rf "$cache"
done
