//! How fast the optimal table is built, how fast a bot decision or hint is read from it, how fast a finished
//! game's review (its luck told apart from its skill) is weighed, and its drills made and answered.
//!
//! `cargo bench --bench solver`. Targets (design.md sections 6 and 14): a full Yahtzee or Yatzy table under 1 s on
//! two cores, a decision under 1 ms, a finished game's review with its luck, and a drill's
//! answer, well under the 300 ms a key allows.

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use sayzee::game::{Game, MatchConfig, PlayerSpec};
use sayzee::rules::{Category, Dice, Mark, Preset, Ruleset, Sheet};
use sayzee::strategy::{
    Advisor, Bot, Forecaster, Level, Standing, StrategyTable, drill, luck, play_match, review,
    weigh_for_winning,
};

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

/// A finished seeded two-player game, Ann playing as a casual player and Bo perfectly.
fn finished_game(advisor: &Arc<Advisor>) -> Game {
    let bots = [
        Bot::new(advisor.clone(), Level::Casual),
        Bot::new(advisor.clone(), Level::Perfect),
    ];
    let players = vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")];
    play_match(MatchConfig::new(Preset::Yahtzee, players), 11, &bots)
}

fn reviews(c: &mut Criterion) {
    let table = StrategyTable::build(&Ruleset::preset(Preset::Yahtzee)).unwrap();
    let advisor = Arc::new(Advisor::Exact(Arc::new(table)));
    let game = finished_game(&advisor);
    let mut group = c.benchmark_group("review");
    group.bench_function("finished-game", |b| {
        b.iter(|| review(black_box(&advisor), black_box(game.record()), 0))
    });
    group.bench_function("luck", |b| {
        b.iter(|| luck(black_box(&advisor), black_box(game.record()), 0))
    });
    group.finish();
    // The drills: made once at the game's end (every move of the three costliest positions weighed), then each
    // answer marked from what the drill holds.
    let reviewed = review(&advisor, game.record(), 0);
    let mut group = c.benchmark_group("drill");
    group.bench_function("made-at-the-end", |b| {
        b.iter(|| drill::costliest(black_box(&advisor), black_box(game.record()), &reviewed))
    });
    let drills = drill::costliest(&advisor, game.record(), &reviewed);
    let rules = advisor.rules().clone();
    group.bench_function("answer-marked", |b| {
        b.iter(|| {
            for made in &drills {
                drill::mark(&rules, &made.position, &made.moves, black_box(&made.played));
            }
        })
    });
    group.finish();
}

/// What a walk and the followed chances work out off the keys: a finished game's every decision weighed in the
/// chance of winning (once, as the walk opens or the game ends), and a followed answer with its swing (the
/// chances as the last turn began beside those after it) against W's answer alone.
fn chances_for_learning(c: &mut Criterion) {
    let table = Arc::new(StrategyTable::build(&Ruleset::preset(Preset::Yahtzee)).unwrap());
    let advisor = Arc::new(Advisor::Exact(table.clone()));
    let game = finished_game(&advisor);
    let mut forecaster = Forecaster::new(table);
    forecaster.learn_opening();
    let mut group = c.benchmark_group("walk");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("weighed-for-winning", |b| {
        b.iter(|| weigh_for_winning(&forecaster, black_box(&advisor), black_box(&game), 0))
    });
    group.finish();
    let mut group = c.benchmark_group("followed");
    group.sample_size(10);
    // After Ann's turn of round 7: her sheet as it began, and both as they stand.
    let turn = &game.record().turns()[12];
    let later = &game.record().turns()[13];
    let after = [later_start(game.record(), 0, 14)];
    let bo = [later.start.clone()];
    let now = [
        Standing {
            sheets: &after,
            dice: None,
        },
        Standing {
            sheets: &bo,
            dice: None,
        },
    ];
    let began = [turn.start.clone()];
    let levels = [None, None];
    group.bench_function("w-alone", |b| {
        b.iter(|| forecaster.outlooks_at_levels(black_box(&now), &levels, 7))
    });
    group.bench_function("with-the-swing", |b| {
        b.iter(|| {
            let then = Standing {
                sheets: &began,
                dice: None,
            };
            forecaster.outlooks_then_and_now(black_box(&now), &levels, 7, (0, then))
        })
    });
    group.finish();
}

/// `player`'s sheet as their first turn at or after turn number `at` of `record` began.
fn later_start(record: &sayzee::game::Record, player: usize, at: usize) -> Sheet {
    record.turns()[at..]
        .iter()
        .find(|turn| turn.player == player)
        .map(|turn| turn.start.clone())
        .expect("a later turn")
}

criterion_group!(
    benches,
    build_tables,
    decisions,
    reviews,
    chances_for_learning
);
criterion_main!(benches);
