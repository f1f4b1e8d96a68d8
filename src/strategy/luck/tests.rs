//! Luck against the review, over seeded games: what the dice gave, plus the expected score of perfect play, minus
//! what the choices cost, is each final score.

use super::*;
use crate::rules::Preset;
use crate::strategy::tests::ann_against_perfect as play;
use crate::strategy::{Level, review, turn_figures};

#[test]
fn luck_plus_perfect_plays_expected_score_minus_the_cost_is_the_final_score() {
    let mut signs = [0; 2];
    for preset in [Preset::Yahtzee, Preset::Yatzy] {
        for seed in 1..=6 {
            let level = [Level::Beginner, Level::Casual, Level::Good][seed as usize % 3];
            let (game, advisor) = play(preset, seed, level);
            let expected = advisor.value_of(&Sheet::default());
            for player in [0, 1] {
                let lucky = luck(&advisor, game.record(), player).unwrap();
                let cost = review(&advisor, game.record(), player).given_away();
                let total = f64::from(game.state().total(player));
                assert!(
                    (expected + lucky - cost - total).abs() < 0.05,
                    "{preset} seed {seed} player {player}: {expected} + {lucky} - {cost} against {total}"
                );
                if player == 0 {
                    assert!(cost > 0.5, "{preset} seed {seed}: {level:?} cost {cost}");
                } else {
                    assert_eq!(cost, 0.0);
                }
                signs[usize::from(lucky > 0.0)] += 1;
            }
        }
    }
    // Dice give and take: some games' luck is good, some bad.
    assert!(signs[0] >= 2 && signs[1] >= 2, "{signs:?}");
}

#[test]
fn luck_needs_the_exact_table_and_the_whole_game_from_its_start() {
    let (game, advisor) = play(Preset::Yahtzee, 3, Level::Perfect);
    assert!(luck(&advisor, game.record(), 0).is_some());
    // Nobody at seat 5; and a record that lost its first turns (a game followed from after its start).
    assert_eq!(luck(&advisor, game.record(), 5), None);
    let followed: Record =
        serde_json::from_value(serde_json::to_value(&game.record().turns()[4..]).unwrap()).unwrap();
    assert_eq!(luck(&advisor, &followed, 0), None);
    let estimate = Advisor::heuristic(&crate::rules::Ruleset::preset(Preset::Yahtzee));
    assert_eq!(luck(&estimate, game.record(), 0), None);
}

#[test]
fn each_turns_figures_add_up_to_the_games() {
    let (game, advisor) = play(Preset::Yatzy, 4, Level::Casual);
    for player in [0, 1] {
        let turns: Vec<TurnFigures> = game
            .record()
            .turns()
            .iter()
            .filter(|turn| turn.player == player)
            .map(|turn| turn_figures(&advisor, turn).unwrap())
            .collect();
        assert_eq!(turns.len(), usize::from(game.state().rounds()));
        assert!(turns.iter().all(|figures| figures.player == player));
        let lucky: f64 = turns.iter().map(|figures| figures.luck).sum();
        let cost: f64 = turns.iter().map(|figures| figures.cost).sum();
        assert!((lucky - luck(&advisor, game.record(), player).unwrap()).abs() < 1e-6);
        assert!((cost - review(&advisor, game.record(), player).given_away()).abs() < 1e-6);
    }
    let estimate = Advisor::heuristic(&crate::rules::Ruleset::preset(Preset::Yatzy));
    assert_eq!(turn_figures(&estimate, &game.record().turns()[0]), None);
}
