//! The forecasts against the table's own expected scores, against simulation of the same positions, and the
//! opening kept in the cache.

use std::sync::{Arc, OnceLock};

use super::*;
use crate::rules::{Category, Preset, Ruleset};
use crate::strategy::keeps::Value;
use crate::strategy::table::LanePlan;
use crate::strategy::{Advisor, Level, play_on_many};

/// The Yahtzee table, solved once for every test of the library that needs it.
pub(crate) fn yahtzee_table() -> Arc<StrategyTable> {
    static TABLE: OnceLock<Arc<StrategyTable>> = OnceLock::new();
    TABLE
        .get_or_init(|| Arc::new(StrategyTable::build(&Ruleset::preset(Preset::Yahtzee)).unwrap()))
        .clone()
}

/// A forecaster with its opening learnt in memory, shared by the tests of the library (learning it takes about 20
/// seconds of both cores here).
pub(crate) fn learnt() -> &'static Forecaster {
    static LEARNT: OnceLock<Forecaster> = OnceLock::new();
    LEARNT.get_or_init(|| {
        let mut forecaster = Forecaster::new(yahtzee_table());
        forecaster.learn_opening();
        forecaster
    })
}

fn total_chance(scores: &ScoreDistribution) -> f64 {
    scores.scores().map(|(_, p)| p).sum()
}

fn outlooks_of(forecaster: &Forecaster, position: &SamplePosition) -> Vec<Outlook> {
    let dice = position.dice();
    forecaster.outlooks(&position.standings(dice.as_ref()))
}

#[test]
fn a_forward_walk_and_the_backward_opening_agree_and_keep_the_tables_expected_score() {
    let table = yahtzee_table();
    let walked = Forecaster::new(table.clone()).final_scores(&Sheet::default(), None);
    let from_opening = learnt().final_scores(&Sheet::default(), None);
    for scores in [&walked, &from_opening] {
        assert!(
            (scores.mean() - table.expected_score()).abs() < 1e-3,
            "{}",
            scores.mean()
        );
        assert!(
            (total_chance(scores) - 1.0).abs() < 1e-5,
            "{}",
            total_chance(scores)
        );
    }
    for score in 0..1600 {
        let (a, b) = (walked.chance_of(score), from_opening.chance_of(score));
        assert!((a - b).abs() < 1e-6, "{score}: walked {a}, opening {b}");
    }
    // A sheet of the second turn, read from the opening, and the same walked without it.
    let rules = table.rules().clone();
    let mut second_turn = Sheet::default();
    for (category, face) in [(Category::Sixes, 6), (Category::Chance, 4)] {
        let dice = Dice::new(&[crate::rules::Face::new(face).unwrap(); 5]).unwrap();
        second_turn.record(&rules.mark(&second_turn, &dice, category).unwrap());
    }
    let walked = Forecaster::new(table.clone()).final_scores(&second_turn, None);
    let from_opening = learnt().final_scores(&second_turn, None);
    for score in 0..1600 {
        let (a, b) = (walked.chance_of(score), from_opening.chance_of(score));
        assert!((a - b).abs() < 1e-6, "{score}: walked {a}, opening {b}");
    }
    // A sheet of the fourth turn, read from the first layer kept after the opening (the third turn's; Yahtzee
    // keeps the fourth's too), and the same walked from the opening alone.
    assert_eq!(
        learnt()
            .kept_layers()
            .map(|layer| layer.filled())
            .collect::<Vec<_>>(),
        [3, 4]
    );
    let mut fourth_turn = second_turn.clone();
    let dice = Dice::new(&[crate::rules::Face::new(1).unwrap(); 5]).unwrap();
    fourth_turn.record(&rules.mark(&fourth_turn, &dice, Category::Ones).unwrap());
    let mut opening_only = Forecaster::new(table.clone());
    opening_only
        .use_opening(learnt().opening().unwrap())
        .unwrap();
    let walked = opening_only.final_scores(&fourth_turn, None);
    let from_kept = learnt().final_scores(&fourth_turn, None);
    for score in 0..1600 {
        let (a, b) = (walked.chance_of(score), from_kept.chance_of(score));
        assert!((a - b).abs() < 1e-6, "{score}: walked {a}, kept {b}");
    }
    let walked = Forecaster::new(table.clone()).final_scores(&Sheet::default(), None);
    // The most likely scores of perfect Yahtzee lie a little below the mean, and a Yahtzee bonus is rare.
    assert!(walked.chance_below(200) > 0.1 && walked.chance_below(200) < 0.3);
    assert!(walked.chance_below(500) > 0.99);
}

#[test]
fn win_chances_and_expected_scores_agree_with_a_simulation_of_the_same_positions() {
    let table = yahtzee_table();
    let advisor = Advisor::Exact(table.clone());
    let games = 6000u32;
    for position in sample_positions(table.rules()) {
        let outlooks = outlooks_of(learnt(), &position);
        assert!((outlooks.iter().map(|o| o.win_chance).sum::<f64>() - 1.0).abs() < 1e-5);
        let finals: Vec<Vec<u16>> = (0..position.sheets.len())
            .map(|player| {
                let in_play = position.in_play(player);
                let seed = 7 + player as u64;
                play_on_many(
                    &advisor,
                    Level::Perfect,
                    &position.sheets[player],
                    in_play,
                    games,
                    seed,
                )
            })
            .collect();
        for (player, outlook) in outlooks.iter().enumerate() {
            let mine = &finals[player];
            let other = &finals[1 - player];
            let wins: f64 = mine
                .iter()
                .zip(other)
                .map(|(a, b)| match a.cmp(b) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                })
                .sum::<f64>()
                / f64::from(games);
            let p = outlook.win_chance;
            let error = (p * (1.0 - p) / f64::from(games)).sqrt();
            assert!(
                (wins - p).abs() < 4.0 * error + 0.002,
                "{}: player {} wins {wins:.4} in play, {p:.4} computed",
                position.name,
                player + 1
            );
            let mean = mine.iter().map(|&s| f64::from(s)).sum::<f64>() / f64::from(games);
            let spread = (mine
                .iter()
                .map(|&s| (f64::from(s) - mean).powi(2))
                .sum::<f64>()
                / f64::from(games))
            .sqrt();
            assert!(
                (mean - outlook.expected).abs() < 4.0 * spread / f64::from(games).sqrt() + 0.01,
                "{}: player {} scores {mean:.2} in play, {:.2} expected",
                position.name,
                player + 1,
                outlook.expected
            );
        }
    }
}

#[test]
fn ties_are_shared_and_a_finished_sheet_is_certain() {
    let certain = ScoreDistribution::certain;
    assert_eq!(
        win_chances(&[certain(200), certain(200), certain(150)]),
        vec![0.5, 0.5, 0.0]
    );
    let coin = ScoreDistribution {
        offset: 100,
        chances: [vec![0.5], vec![0.0; 99], vec![0.5]].concat(),
    };
    assert_eq!(win_chances(&[coin.clone(), certain(150)]), vec![0.5, 0.5]);
    // Against a certain 100: half the time a win, half the time a tie shared.
    assert_eq!(win_chances(&[coin, certain(100)]), vec![0.75, 0.25]);
    // A forecast short of a whole chance by its dropped ends, out of reach of a finished 150: the leader is
    // exactly sure, the other exactly out.
    let short = ScoreDistribution {
        offset: 200,
        chances: vec![0.25, 0.5, 0.249_999_9],
    };
    assert_eq!(win_chances(&[short, certain(150)]), vec![1.0, 0.0]);

    let position = &sample_positions(yahtzee_table().rules())[3];
    let mut full = position.sheets[0].clone();
    let rules = yahtzee_table().rules().clone();
    for category in rules.categories().collect::<Vec<_>>() {
        if full.points(category).is_none() {
            let dice = Dice::new(&[crate::rules::Face::new(1).unwrap(); 5]).unwrap();
            if let Ok(mark) = rules.mark(&full, &dice, category) {
                full.record(&mark);
            }
        }
    }
    assert!(rules.is_complete(&full));
    let scores = learnt().player_scores(&Standing {
        sheets: std::slice::from_ref(&full),
        dice: None,
    });
    assert_eq!(scores, certain(u32::from(rules.totals(&full).grand)));
}

#[test]
fn a_kept_opening_is_taken_back_only_when_whole_and_this_tables() {
    let opening = learnt().opening().expect("learnt");
    let json = serde_json::to_string(&opening).unwrap();
    let mut fresh = Forecaster::new(yahtzee_table());
    fresh
        .use_opening(serde_json::from_str(&json).unwrap())
        .expect("this table's opening");
    assert_eq!(
        fresh.final_scores(&Sheet::default(), None),
        learnt().final_scores(&Sheet::default(), None)
    );

    let mut damaged = opening.clone();
    damaged.entries[3].chances[0] = -0.5;
    let mut missing = opening.clone();
    missing.entries.pop();
    let mut foreign = opening.clone();
    foreign.entries[0].mask = 1 << 14;
    let mut doubled = opening.clone();
    let copy = doubled.entries[1].clone();
    doubled.entries[2] = copy;
    for bad in [damaged, missing, foreign, doubled] {
        let mut forecaster = Forecaster::new(yahtzee_table());
        assert_eq!(forecaster.use_opening(bad), Err(ForeignOpening));
        assert!(!forecaster.knows_opening());
    }
}

#[test]
fn the_keep_followed_is_the_first_best_in_the_bots_order_in_every_lane() {
    let table = yahtzee_table();
    let forecaster = Forecaster::new(table.clone());
    let space = table.space();
    let first_roll = space.first_roll();
    // Values on a coarse grid, so that ties are common; 13 lanes, so that one block of eight and five single
    // lanes are compared.
    let lanes = 13;
    let mut seed = 7u64;
    let mut value = || {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        ((seed >> 33) % 5) as Value
    };
    let plan = LanePlan {
        lanes,
        stop_values: (0..space.roll_count() * lanes).map(|_| value()).collect(),
        keep_values: vec![(0..space.len() * lanes).map(|_| value()).collect()],
    };
    let chosen = forecaster.best_keeps(&plan, 1, &(0..lanes).collect::<Vec<_>>());
    // Asked for two lanes only, those two come out the same.
    let some = forecaster.best_keeps(&plan, 1, &[2, 11]);
    for roll in 0..space.roll_count() {
        for lane in [2, 11] {
            assert_eq!(some[roll * lanes + lane], chosen[roll * lanes + lane]);
        }
    }
    for roll in 0..space.roll_count() {
        // The keeps of a roll in the order the bot lists them.
        let keeps = space.sub_keeps(&space.counts(first_roll + roll));
        for lane in 0..lanes {
            let value_of = |keep: usize| {
                if keep == first_roll + roll {
                    plan.stop_values[roll * lanes + lane]
                } else {
                    plan.keep_values[0][keep * lanes + lane]
                }
            };
            let best = keeps
                .iter()
                .map(|&k| value_of(k))
                .fold(Value::NEG_INFINITY, Value::max);
            let first_best = keeps.iter().find(|&&k| value_of(k) == best).unwrap();
            assert_eq!(
                chosen[roll * lanes + lane] as usize,
                *first_best,
                "roll {roll}, lane {lane}"
            );
        }
    }
}

#[test]
fn rivals_seen_once_give_a_player_the_same_chance_as_win_chances_with_ties_shared() {
    let spread = |offset: u32, chances: &[f64]| ScoreDistribution {
        offset,
        chances: chances.to_vec(),
    };
    let ann = spread(10, &[0.2, 0.3, 0.5]);
    let others = [
        spread(11, &[0.5, 0.25, 0.25]),
        spread(9, &[0.1, 0.6, 0.2, 0.1]),
    ];
    let rivals = Rivals::against(&others);
    let all = [ann.clone(), others[0].clone(), others[1].clone()];
    let expected = win_chances(&all)[0];
    assert!(
        (rivals.chance_to_win(&ann) - expected).abs() < 1e-12,
        "{expected}"
    );
    // Far above or below every other: certain to win, or certain to lose.
    assert_eq!(rivals.chance_to_win(&ScoreDistribution::certain(40)), 1.0);
    assert_eq!(rivals.chance_to_win(&ScoreDistribution::certain(3)), 0.0);
    // A tie with both others at once is a third of a win.
    let level = [
        ScoreDistribution::certain(12),
        ScoreDistribution::certain(12),
    ];
    let third = Rivals::against(&level).chance_to_win(&ScoreDistribution::certain(12));
    assert!((third - 1.0 / 3.0).abs() < 1e-12);
}

#[test]
fn a_computer_below_perfect_is_weighed_as_its_level_plays_and_the_others_exactly() {
    let forecaster = learnt();
    let position = &sample_positions(forecaster.table().rules())[0];
    let dice = position.dice();
    let standings = position.standings(dice.as_ref());
    let exact = forecaster.outlooks(&standings);
    // Everyone at perfect (a person, a perfect or champion computer): the exact answer itself.
    for levels in [
        vec![None, None],
        vec![None, Some(Level::Perfect)],
        vec![Some(Level::Champion), None],
    ] {
        assert_eq!(forecaster.outlooks_at_levels(&standings, &levels, 1), exact);
    }
    // A beginner in the second seat: its expected score is a beginner's (some 140 from a blank sheet, against
    // perfect play's 254), the first player's chance rises accordingly, and the chances still add up to 1.
    let levels = [None, Some(Level::Beginner)];
    let at_levels = forecaster.outlooks_at_levels(&standings, &levels, 1);
    assert!(
        at_levels[1].expected < exact[1].expected - 60.0,
        "{at_levels:?} {exact:?}"
    );
    assert!(
        at_levels[0].win_chance > exact[0].win_chance + 0.2,
        "{at_levels:?} {exact:?}"
    );
    assert!((at_levels[0].expected - exact[0].expected).abs() < 1e-9);
    assert!((at_levels.iter().map(|o| o.win_chance).sum::<f64>() - 1.0).abs() < 1e-6);
    // The same moment, the same seed: the same answer.
    assert_eq!(
        forecaster.outlooks_at_levels(&standings, &levels, 1),
        at_levels
    );
}
