//! One W question, as a fresh program asks it: the table read from (or solved into) the cache directory, the
//! opening read from it (or learnt and kept there, as the first question on an install does), then the chances
//! of one bench position. Prints how long each part took and the program's peak memory (Linux: VmHWM), for
//! `benches/chances-memory.sh`.
//!
//! `cargo run --release --example chances_at -- <cache dir> <preset> <players> <round> <start|rolled>`

use std::sync::Arc;
use std::time::Instant;

use sayzee::persist::{odds_cache, table_cache};
use sayzee::rules::{Preset, Ruleset};
use sayzee::strategy::{Forecaster, bench_position};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [dir, preset, players, round, moment] = args.as_slice() else {
        eprintln!("usage: chances_at <cache dir> <preset> <players> <round> <start|rolled>");
        std::process::exit(2);
    };
    let preset: Preset = preset.parse().expect("a preset's name");
    let players: usize = players.parse().expect("a number of players");
    let round: usize = round.parse().expect("a round");
    let dir = std::path::Path::new(dir);
    let rules = Ruleset::preset(preset);
    let started = Instant::now();
    let (table, _) = table_cache::load_or_build(Some(dir), &rules).expect("an exact table");
    let table = Arc::new(table);
    let table_took = started.elapsed();
    let started = Instant::now();
    let mut forecaster = Forecaster::new(table);
    odds_cache::load_or_learn(Some(dir), &mut forecaster);
    let opening_took = started.elapsed();
    let position = bench_position(&rules, players, round, moment == "rolled");
    let dice = position.dice();
    let started = Instant::now();
    let outlooks = forecaster.outlooks(&position.standings(dice.as_ref()));
    let answer_took = started.elapsed();
    let peak = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:").map(|v| v.trim().to_string()))
        })
        .unwrap_or_else(|| "unknown".into());
    let chances: Vec<String> = outlooks
        .iter()
        .map(|o| format!("{:.2}%", o.win_chance * 100.0))
        .collect();
    println!(
        "table {:.0} ms, opening {:.0} ms, answer {:.0} ms, peak {peak} ({})",
        table_took.as_secs_f64() * 1000.0,
        opening_took.as_secs_f64() * 1000.0,
        answer_took.as_secs_f64() * 1000.0,
        chances.join(" / ")
    );
}
