//! How fast each player's chance of winning is worked out (the W key), on the sample positions of a two-player
//! Yahtzee game, with the opening already learnt (as after the first question on an install); and how long
//! learning the opening takes.
//!
//! `cargo bench --bench chances`. Target (issue 17): an answer within 300 ms at the start of a two-player
//! Yahtzee game.

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use sayzee::rules::{Preset, Ruleset};
use sayzee::strategy::{Forecaster, StrategyTable, sample_positions};

fn chances(c: &mut Criterion) {
    let rules = Ruleset::preset(Preset::Yahtzee);
    let table = Arc::new(StrategyTable::build(&rules).unwrap());
    let mut learning = c.benchmark_group("opening");
    learning
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(60));
    learning.bench_function("yahtzee", |b| {
        b.iter(|| Forecaster::new(table.clone()).learn_opening())
    });
    learning.finish();

    let mut forecaster = Forecaster::new(table);
    forecaster.learn_opening();
    let mut group = c.benchmark_group("chances");
    group
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    for (index, position) in sample_positions(&rules).iter().enumerate() {
        let dice = position.dice();
        let standings = position.standings(dice.as_ref());
        group.bench_function(format!("position {}", index + 1), |b| {
            b.iter(|| forecaster.outlooks(black_box(&standings)))
        });
    }
    group.finish();
}

criterion_group!(benches, chances);
criterion_main!(benches);
