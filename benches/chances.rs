//! How fast each player's chance of winning is worked out (the W key), and how long learning the opening takes.
//!
//! Positions: every round from 1 to 12, at the start of the first player's turn and after their first roll,
//! for 2 and 3 players, under Yahtzee and Yatzy (`strategy::bench_position`). Warm: the same forecaster asked
//! again, as later questions of a game are. Cold: a new forecaster that reads the opening and the layers kept
//! in the cache directory first (`persist::odds_cache`, files on disk), as the first question of a game does.
//!
//! `cargo bench --bench chances` (about 15 minutes); `cargo bench --bench chances -- yahtzee/2` for part of it.
//! Targets (issue 28): 300 ms for two players and 1 s for three or four, at any moment of a game. Peak memory
//! is measured by `benches/chances-memory.sh`. Against a beginner (`yahtzee/2 players, a beginner`), whose
//! part is played out rather than worked out: the 1 s target of three or four players.

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use sayzee::persist::odds_cache;
use sayzee::rules::{Preset, Ruleset};
use sayzee::strategy::{Forecaster, Level, StrategyTable, bench_position};

fn chances(c: &mut Criterion) {
    for (preset, name) in [(Preset::Yahtzee, "yahtzee"), (Preset::Yatzy, "yatzy")] {
        let rules = Ruleset::preset(preset);
        let table = Arc::new(StrategyTable::build(&rules).unwrap());
        let mut learning = c.benchmark_group(format!("opening/{name}"));
        learning
            .sample_size(10)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(30));
        learning.bench_function("learn", |b| {
            b.iter(|| Forecaster::new(table.clone()).learn_opening())
        });
        learning.finish();

        let cache = tempfile::tempdir().expect("a cache directory");
        odds_cache::load_or_learn(Some(cache.path()), &mut Forecaster::new(table.clone()));
        let mut warm = Forecaster::new(table.clone());
        assert!(
            odds_cache::load(cache.path(), &mut warm),
            "the kept opening"
        );
        for players in [2, 3] {
            let mut group = c.benchmark_group(format!("{name}/{players} players"));
            group
                .sample_size(10)
                .warm_up_time(Duration::from_millis(500))
                .measurement_time(Duration::from_secs(3));
            for round in 1..=12 {
                for (moment, mid_turn) in [("start", false), ("rolled", true)] {
                    let position = bench_position(&rules, players, round, mid_turn);
                    let dice = position.dice();
                    let standings = position.standings(dice.as_ref());
                    let id = format!("round {round:02} {moment}");
                    group.bench_function(BenchmarkId::new("warm", &id), |b| {
                        b.iter(|| warm.outlooks(black_box(&standings)))
                    });
                    group.bench_function(BenchmarkId::new("cold", &id), |b| {
                        b.iter(|| {
                            let mut cold = Forecaster::new(table.clone());
                            assert!(odds_cache::load(cache.path(), &mut cold));
                            cold.outlooks(black_box(&standings))
                        })
                    });
                }
            }
            group.finish();
        }
        // Against a beginner (play-test 4, F4): its part played out, a thousand games at its level, the
        // others' worked out as above. Yahtzee only: the games cost the same under every ruleset.
        if preset != Preset::Yahtzee {
            continue;
        }
        let mut group = c.benchmark_group(format!("{name}/2 players, a beginner"));
        group
            .sample_size(10)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(5));
        let levels = [None, Some(Level::Beginner)];
        for round in [1, 4, 7, 10, 12] {
            let position = bench_position(&rules, 2, round, true);
            let dice = position.dice();
            let standings = position.standings(dice.as_ref());
            let id = format!("round {round:02} rolled");
            group.bench_function(BenchmarkId::new("warm", &id), |b| {
                b.iter(|| warm.outlooks_at_levels(black_box(&standings), &levels, 7))
            });
        }
        group.finish();
    }
}

criterion_group!(benches, chances);
criterion_main!(benches);
