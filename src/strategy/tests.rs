//! The solver against the published optimal expected scores, its answers against the rules engine, and the bots.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::*;
use crate::rules::{Dice, Preset, Ruleset, Sheet};

/// Tables are built once per test binary and shared, so that each preset is solved once.
fn table(preset: Preset) -> Arc<StrategyTable> {
    static TABLES: OnceLock<Mutex<HashMap<Preset, Arc<StrategyTable>>>> = OnceLock::new();
    let tables = TABLES.get_or_init(Default::default);
    let mut tables = tables
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    tables
        .entry(preset)
        .or_insert_with(|| Arc::new(StrategyTable::build(&Ruleset::preset(preset)).unwrap()))
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
