//! How fast the optimal table is built, and how fast a bot decision or hint is read from it.
//!
//! `cargo bench --bench solver`. Targets (design.md section 6): a full Yahtzee or Yatzy table under 1 s on two
//! cores, a decision under 1 ms.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use sayzee::rules::{Category, Dice, Mark, Preset, Ruleset, Sheet};
use sayzee::strategy::StrategyTable;

fn build_tables(c: &mut Criterion) {
    let mut group = c.benchmark_group("build");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(8));
    for preset in [Preset::Yahtzee, Preset::Yatzy] {
        let rules = Ruleset::preset(preset);
        group.bench_function(preset.id(), |b| {
            b.iter(|| StrategyTable::build(black_box(&rules)).unwrap())
        });
    }
    group.finish();
}

/// A sheet halfway through a game, so that a decision has a realistic number of open boxes.
fn mid_game_sheet() -> Sheet {
    let mut sheet = Sheet::default();
    for (category, points) in [
        (Category::Ones, 3),
        (Category::Fours, 12),
        (Category::Sixes, 24),
        (Category::FullHouse, 25),
        (Category::Chance, 22),
        (Category::Yahtzee, 50),
    ] {
        sheet.record(&Mark {
            category,
            points,
            joker: false,
            yahtzee_bonus: 0,
        });
    }
    sheet
}

fn decisions(c: &mut Criterion) {
    let rules = Ruleset::preset(Preset::Yahtzee);
    let table = StrategyTable::build(&rules).unwrap();
    let sheet = mid_game_sheet();
    let dice: Dice = "23345".parse().unwrap();
    let mut group = c.benchmark_group("decide");
    group.bench_function("keep-choices", |b| {
        b.iter(|| table.keep_choices(black_box(&sheet), black_box(&dice), 2))
    });
    group.bench_function("box-choices", |b| {
        b.iter(|| table.box_choices(black_box(&sheet), black_box(&dice)))
    });
    group.finish();
}

criterion_group!(benches, build_tables, decisions);
criterion_main!(benches);
