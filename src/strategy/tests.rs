//! The solver against the published optimal expected scores, its answers against the rules engine, and the bots.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::*;
use crate::rules::{Category, Dice, Preset, Ruleset, Sheet};

/// A seeded two-player game of `preset`, Ann playing at `level` and Bo perfectly, with the exact table it was
/// played by (the luck and drill tests weigh it).
pub(super) fn ann_against_perfect(
    preset: Preset,
    seed: u64,
    level: Level,
) -> (crate::game::Game, Advisor) {
    let advisor = Arc::new(Advisor::Exact(table(preset)));
    let bots = [
        Bot::new(advisor.clone(), level),
        Bot::new(advisor.clone(), Level::Perfect),
    ];
    let players = vec![
        crate::game::PlayerSpec::human("Ann"),
        crate::game::PlayerSpec::human("Bo"),
    ];
    let config = crate::game::MatchConfig::new(preset, players);
    let game = play_match(config, seed, &bots);
    (game, Advisor::clone(&advisor))
}

/// Tables are built once per test binary and shared, so that each preset is solved once.
pub(super) fn table(preset: Preset) -> Arc<StrategyTable> {
    static TABLES: OnceLock<Mutex<HashMap<Preset, Arc<StrategyTable>>>> = OnceLock::new();
    let tables = TABLES.get_or_init(Default::default);
    let mut tables = tables
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    tables
        .entry(preset)
        .or_insert_with(|| match preset {
            // The one the forecasts' tests solve.
            Preset::Yahtzee => yahtzee_table(),
            _ => Arc::new(StrategyTable::build(&Ruleset::preset(preset)).unwrap()),
        })
        .clone()
}

fn check_expected_score(preset: Preset, published: f64) {
    let expected = table(preset).expected_score();
    assert!(
        (expected - published).abs() < 5e-5,
        "{preset}: {expected:.6}, published {published:.4}"
    );
}

#[test]
fn free_joker_yahtzee_matches_verhoeff() {
    check_expected_score(Preset::YahtzeeFreeJoker, 254.5896);
}

#[test]
fn forced_joker_yahtzee_matches_the_published_value() {
    check_expected_score(Preset::Yahtzee, 254.5877);
}

#[test]
fn yatzy_matches_the_published_value() {
    check_expected_score(Preset::Yatzy, 248.4400);
}

#[test]
fn six_dice_and_saved_rolls_are_unsupported() {
    assert_eq!(
        StrategyTable::build(&Ruleset::preset(Preset::MaxiYatzy)).unwrap_err(),
        Unsupported::Dice(6)
    );
    let saved = crate::rules::RuleOptions {
        saved_rolls: Some(true),
        ..Default::default()
    };
    let rules = Ruleset::new(Preset::Yahtzee, saved).unwrap();
    assert_eq!(
        StrategyTable::build(&rules).unwrap_err(),
        Unsupported::SavedRolls
    );
}

#[test]
fn the_value_of_a_blank_sheet_is_the_expected_score_and_the_best_keep_agrees() {
    let table = table(Preset::Yahtzee);
    let blank = Sheet::default();
    assert_eq!(table.value_of(&blank), table.expected_score());
    let dice: Dice = "11156".parse().unwrap();
    let keeps = table.keep_choices(&blank, &dice, 2);
    assert_eq!(keeps.len(), 4 * 2 * 2);
    assert!(keeps.windows(2).all(|w| w[0].value >= w[1].value));
    let boxes = table.box_choices(&blank, &dice);
    assert_eq!(boxes.len(), 13);
    assert!(
        keeps[0].value > boxes[0].value,
        "rerolling beats marking now"
    );
}

/// The turn's value of stopping with some dice is the best box the rules engine offers for them: checked on
/// the sheets of games a weak bot plays (so that many kinds of sheets occur), Joker and bonuses included.
#[test]
fn stopping_is_worth_the_best_box_the_rules_engine_offers_on_every_sheet_of_real_games() {
    use rand::SeedableRng;
    const PROBES: [&str; 8] = [
        "66666", "33333", "11111", "12345", "23456", "22233", "11126", "44441",
    ];
    for preset in [Preset::Yahtzee, Preset::YahtzeeFreeJoker, Preset::Yatzy] {
        let advisor = Advisor::Exact(table(preset));
        let rules = advisor.rules().clone();
        let bot = Bot::new(Arc::new(advisor.clone()), Level::Beginner);
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
        for game in 0..20 {
            let mut sheet = Sheet::default();
            while !rules.is_complete(&sheet) {
                let plan = advisor.turn(&sheet);
                for probe in PROBES {
                    let dice: Dice = probe.parse().unwrap();
                    let stop = plan.keep_choices(&dice, 1);
                    let stop = stop.iter().find(|keep| keep.stops(&dice)).unwrap();
                    let best_box = advisor.box_choices(&sheet, &dice)[0].value;
                    assert!(
                        (stop.value - best_box).abs() < 1e-3,
                        "{preset} {sheet:?} {dice}: {} vs {best_box}",
                        stop.value
                    );
                }
                // Five of a kind often, so that Jokers and bonuses happen.
                let dice: Dice = PROBES[(game + sheet.filled_count()) % PROBES.len()]
                    .parse()
                    .unwrap();
                let Decision::Mark(category) = bot.decide(&sheet, &dice, 0, &mut rng) else {
                    panic!("with no roll left a bot marks")
                };
                sheet.record(&rules.mark(&sheet, &dice, category).unwrap());
            }
        }
    }
}

#[test]
fn the_perfect_bot_scores_the_expected_score_within_three_standard_errors() {
    let table = table(Preset::Yahtzee);
    let summary = simulate(&Advisor::Exact(table.clone()), Level::Perfect, 4000, 2024);
    let gap = (summary.mean - table.expected_score()).abs();
    assert!(
        gap < 3.0 * summary.std_error(),
        "mean {:.2} ± {:.2}, expected {:.4}",
        summary.mean,
        summary.std_error(),
        table.expected_score()
    );
    assert!(summary.min <= summary.max && f64::from(summary.max) > summary.mean);
}

#[test]
fn stronger_levels_score_more() {
    let advisor = Advisor::Exact(table(Preset::Yahtzee));
    let means: Vec<f64> = Level::ALL
        .iter()
        .map(|&level| simulate(&advisor, level, 1000, 99).mean)
        .collect();
    // The champion plays to win: alone at the table, that is playing for points as perfect does.
    assert_eq!(Level::ALL[..2], [Level::Champion, Level::Perfect]);
    assert_eq!(means[0], means[1]);
    assert!(means[1..].windows(2).all(|w| w[0] > w[1]), "{means:?}");
}

#[test]
fn simulations_replay_exactly_from_their_seed() {
    let advisor = Advisor::heuristic(&Ruleset::preset(Preset::Yatzy));
    let first = simulate(&advisor, Level::Good, 100, 5);
    assert_eq!(first, simulate(&advisor, Level::Good, 100, 5));
    assert_ne!(first, simulate(&advisor, Level::Good, 100, 6));
}

#[test]
fn the_heuristic_plays_maxi_yatzy_with_saved_rolls_to_a_strong_score() {
    let advisor = Advisor::heuristic(&Ruleset::preset(Preset::MaxiYatzy));
    let summary = simulate(&advisor, Level::Perfect, 200, 11);
    assert!(summary.mean > 350.0, "{summary:?}");
}

#[test]
fn calibrating_the_heuristic_by_its_own_games_makes_it_a_stronger_maxi_yatzy_player() {
    let rules = Ruleset::preset(Preset::MaxiYatzy);
    let plain = Advisor::Heuristic(Arc::new(Heuristic::new(&rules)));
    let calibrated = Advisor::heuristic(&rules);
    let (plain_mean, calibrated_mean) = (
        simulate(&plain, Level::Perfect, 1000, 21).mean,
        simulate(&calibrated, Level::Perfect, 1000, 21).mean,
    );
    // Measured over 8,000 games each: 387.8 and 399.8; a thousand games know a mean to about 2.4 points.
    assert!(
        calibrated_mean > plain_mean + 5.0,
        "{plain_mean} then {calibrated_mean}"
    );
    // The boxes a game fills late and by chance are no longer worth the 3 to 4 points one turn makes of them.
    let Advisor::Heuristic(heuristic) = &calibrated else {
        unreachable!("Maxi Yatzy has no exact table")
    };
    let par = |category| {
        heuristic
            .pars()
            .into_iter()
            .find(|&(c, _)| c == category)
            .map(|(_, par)| par)
            .unwrap()
    };
    assert!(par(Category::Tower) > 10.0, "{}", par(Category::Tower));
    assert!(par(Category::Villa) > 8.0, "{}", par(Category::Villa));
}

#[test]
fn the_heuristic_is_close_to_optimal_where_both_exist() {
    let rules = Ruleset::preset(Preset::Yatzy);
    let summary = simulate(&Advisor::heuristic(&rules), Level::Perfect, 1000, 3);
    let optimal = table(Preset::Yatzy).expected_score();
    assert!(summary.mean > optimal - 15.0, "{summary:?}");
}

#[test]
fn levels_round_trip_through_their_ids() {
    for level in Level::ALL {
        assert_eq!(level.id().parse::<Level>(), Ok(level));
    }
    assert!("grandmaster".parse::<Level>().is_err());
}
