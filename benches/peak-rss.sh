#!/usr/bin/env bash
# Peak memory of each preset's first game on a fresh install: the release binary plays one turn in line mode
# with an empty table cache, so the expert solves its table (or calibrates its heuristic) while the game runs,
# a hint waits for it, and W asks for the chances of winning (the opening, learnt in the background from the
# start, waited for). Prints the peak resident set size of each and fails if any is 64 MB or more.
#
#   bash benches/peak-rss.sh            (needs /usr/bin/time: Debian's `time` package)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
limit_kb=$((64 * 1024))
status=0
for preset in yahtzee yahtzee-free-joker classic classic-extra yatzy maxi-yatzy; do
    home=$(mktemp -d)
    peak_kb=$(printf 'enter\n?\nw\nenter\nenter\nenter\n' |
        HOME="$home" SAYZEE_CONFIG_DIR="$home/config" SAYZEE_DATA_DIR="$home/data" SAYZEE_CACHE_DIR="$home/cache" \
            /usr/bin/time -f '%M' ./target/release/sayzee --rules "$preset" --player Ann --bot perfect \
            --speech text 2>&1 >/dev/null | tail -n 1)
    rm -rf "$home"
    awk -v preset="$preset" -v kb="$peak_kb" 'BEGIN { printf "%-20s %6.1f MB\n", preset, kb / 1024 }'
    if ((peak_kb >= limit_kb)); then
        echo "  over the 64 MB limit" >&2
        status=1
    fi
done
exit $status
