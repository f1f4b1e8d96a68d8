//! The win-chance accuracy table: for each sample position of a two-player Yahtzee game, the exact chance of
//! winning (forward propagation from the solver) against a simulation of the same position, and the time each
//! forecast takes.
//!
//! `cargo run --release --example win_chances -- [games]` (100000 games by default).

use std::sync::Arc;
use std::time::Instant;

use sayzee::rules::{Preset, Ruleset};
use sayzee::strategy::{Advisor, Forecaster, Level, StrategyTable, play_on_many, sample_positions};

fn main() {
    let games: u32 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000);
    let rules = Ruleset::preset(Preset::Yahtzee);
    let table = Arc::new(StrategyTable::build(&rules).expect("Yahtzee has an exact table"));
    let mut forecaster = Forecaster::new(table.clone());
    let started = Instant::now();
    forecaster.learn_opening();
    println!("opening learnt in {:.2} s", started.elapsed().as_secs_f64());
    let advisor = Advisor::Exact(table);
    println!(
        "| position | player | computed | simulated ({games} games) | difference | forecast time |"
    );
    println!("|---|---|---|---|---|---|");
    for position in sample_positions(&rules) {
        let dice = position.dice();
        let standings = position.standings(dice.as_ref());
        let started = Instant::now();
        let outlooks = forecaster.outlooks(&standings);
        let took = started.elapsed().as_secs_f64() * 1000.0;
        let finals: Vec<Vec<u16>> = (0..position.sheets.len())
            .map(|player| {
                let in_play = position.in_play(player);
                play_on_many(
                    &advisor,
                    Level::Perfect,
                    &position.sheets[player],
                    in_play,
                    games,
                    2026 + player as u64,
                )
            })
            .collect();
        for (player, outlook) in outlooks.iter().enumerate() {
            let wins: f64 = (0..games as usize)
                .map(|game| {
                    let mine = finals[player][game];
                    let best = finals.iter().map(|f| f[game]).max().unwrap_or(0);
                    let tied = finals.iter().filter(|f| f[game] == best).count();
                    if mine == best { 1.0 / tied as f64 } else { 0.0 }
                })
                .sum();
            let simulated = wins / f64::from(games);
            println!(
                "| {} | {} | {:.2}% | {:.2}% | {:+.2} pp | {:.0} ms |",
                position.name,
                player + 1,
                outlook.win_chance * 100.0,
                simulated * 100.0,
                (outlook.win_chance - simulated) * 100.0,
                took
            );
        }
    }
}
