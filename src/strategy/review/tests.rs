//! The review of seeded games against the solved table: perfect play gives nothing away, and planted mistakes
//! are named with what they cost.

use std::sync::Arc;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::*;
use crate::game::{Actor, Command, DiceSource, Game, MatchConfig, PlayerSpec};
use crate::rules::{Category, Dice, Preset};
use crate::strategy::tests::table;
use crate::strategy::{Bot, Decision, Level};
use crate::strategy::{Remembered, Seats, Weigher, decide_to_win, weigh_for_winning};

/// Plays a seeded two-player Yahtzee game in which both people play the expert's every move, except Ann's
/// decisions numbered in `planted` (counting from 0), where she makes the worst choice there is. Returns the game
/// and, for each planted mistake, its cost as the table says at the moment it is made.
fn play(seed: u64, planted: &[usize]) -> (Game, Vec<f64>) {
    let advisor = Arc::new(Advisor::Exact(table(Preset::Yahtzee)));
    let bot = Bot::new(advisor.clone(), Level::Perfect);
    let players = vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")];
    let config = MatchConfig::new(Preset::Yahtzee, players);
    let (mut game, _) = Game::start(config, DiceSource::seeded(seed)).unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut anns_decisions = 0;
    let mut costs = Vec::new();
    while let Some(turn) = game.state().turn().cloned() {
        let Some(dice) = turn.dice else {
            game.dispatch(Actor::Human, &Command::Advance).unwrap();
            continue;
        };
        let sheet = game.state().players()[turn.player].sheets[0].clone();
        let mistake = turn.player == 0 && planted.contains(&anns_decisions);
        if turn.player == 0 {
            anns_decisions += 1;
        }
        let command = if mistake {
            let keeps = advisor.keep_choices(&sheet, &dice, turn.rolls_left());
            let boxes = advisor.box_choices(&sheet, &dice);
            match keeps.last() {
                Some(worst) if !worst.stops(&dice) => {
                    costs.push(keeps[0].value - worst.value);
                    Command::KeepOnly(worst.keep.clone())
                }
                // Stopping is the worst keep: the mistake is to stop, and the box is then the best one.
                Some(stop) => {
                    costs.push(keeps[0].value - stop.value);
                    Command::Mark(boxes[0].mark.category)
                }
                None => {
                    let worst = boxes.last().unwrap();
                    costs.push(boxes[0].value - worst.value);
                    Command::Mark(worst.mark.category)
                }
            }
        } else {
            match bot.decide(&sheet, &dice, turn.rolls_left(), &mut rng) {
                Decision::Reroll { keep } => Command::KeepOnly(keep),
                Decision::Mark(category) => Command::Mark(category),
            }
        };
        game.dispatch(Actor::Human, &command).unwrap();
    }
    (game, costs)
}

#[test]
fn the_experts_own_game_gives_nothing_away() {
    let (game, _) = play(7, &[]);
    let advisor = Advisor::Exact(table(Preset::Yahtzee));
    for player in [0, 1] {
        let theirs = review(&advisor, game.record(), player);
        assert!(theirs.exact);
        // At least a box a round (the last box has no choice) and most rounds a keep or two.
        assert!(theirs.decisions.len() >= 12, "{}", theirs.decisions.len());
        assert_eq!(theirs.experts(), theirs.decisions.len());
        assert_eq!(theirs.given_away(), 0.0);
        assert!(theirs.costliest(3).is_empty());
    }
}

#[test]
fn planted_mistakes_are_named_with_what_they_cost_and_nothing_else_is() {
    let planted = [2, 9, 17, 25];
    let (game, costs) = play(11, &planted);
    assert_eq!(costs.len(), planted.len());
    let advisor = Advisor::Exact(table(Preset::Yahtzee));
    let anns = review(&advisor, game.record(), 0);
    let mistakes: Vec<&Weighed> = anns.decisions.iter().filter(|d| !d.is_experts()).collect();
    let found: Vec<f64> = mistakes.iter().map(|m| m.cost).collect();
    assert_eq!(mistakes.len(), planted.len(), "{found:?} {costs:?}");
    for (mistake, cost) in mistakes.iter().zip(&costs) {
        assert!(
            (mistake.cost - cost).abs() < 1e-9,
            "{} against {cost}",
            mistake.cost
        );
        assert_ne!(mistake.chosen, mistake.best);
    }
    let total: f64 = costs.iter().sum();
    assert!((anns.given_away() - total).abs() < 1e-9);
    assert_eq!(anns.experts(), anns.decisions.len() - planted.len());
    // The three costliest, costliest first, are three of the planted ones.
    let costliest = anns.costliest(3);
    assert_eq!(costliest.len(), 3);
    assert!(costliest.windows(2).all(|w| w[0].cost >= w[1].cost));
    let mut sorted = costs.clone();
    sorted.sort_by(|a, b| b.total_cmp(a));
    assert!((costliest[0].cost - sorted[0]).abs() < 1e-9);
    // Bo played the expert's game throughout.
    assert_eq!(review(&advisor, game.record(), 1).given_away(), 0.0);
}

#[test]
fn the_decision_that_cost_most_chance_of_winning_is_a_planted_mistake_and_the_experts_game_has_none()
 {
    // Two mistakes late in Ann's game, where a few points decide who wins.
    let (game, _) = play(11, &[28, 33]);
    let forecaster = crate::strategy::learnt_yahtzee_opening();
    let advisor = Advisor::Exact(crate::strategy::yahtzee_table());
    let weighing = weigh_for_winning(forecaster, &advisor, &game, 0);
    let worst = weighing
        .costliest
        .expect("a planted mistake costs some chance of winning");
    assert!(worst.decision.cost > 0.0, "{worst:?}");
    assert!(
        (0.0..=1.0).contains(&worst.chosen_chance)
            && worst.chosen_chance < worst.expert_chance
            && worst.expert_chance <= 1.0,
        "{worst:?}"
    );
    let planted: Vec<Weighed> = review(&advisor, game.record(), 0)
        .decisions
        .into_iter()
        .filter(|d| !d.is_experts())
        .collect();
    assert!(planted.contains(&worst.decision), "{worst:?} {planted:?}");
    // The walk's chances: every decision, in order, the expert's leaving the chance where it was.
    let decisions = review(&advisor, game.record(), 0).decisions;
    let walked: Vec<&Weighed> = weighing.every.iter().map(|c| &c.decision).collect();
    assert_eq!(walked, decisions.iter().collect::<Vec<_>>());
    for chances in &weighing.every {
        assert!((0.0..=1.0).contains(&chances.expert_chance), "{chances:?}");
        if chances.decision.is_experts() {
            assert_eq!(chances.expert_chance, chances.chosen_chance, "{chances:?}");
        }
    }
    assert!(weighing.every.contains(&worst));
    // Bo played the expert's every move: none of his choices cost any chance, nor was played to win; each of his
    // decisions is walked with the chance it left.
    let bos = weigh_for_winning(forecaster, &advisor, &game, 1);
    assert_eq!((bos.costliest, bos.played_to_win.len()), (None, 0));
    assert_eq!(
        bos.every.len(),
        review(&advisor, game.record(), 1).decisions.len()
    );
    assert!(bos.every.iter().all(|c| c.expert_chance == c.chosen_chance));
}

/// A seeded two-player Yahtzee game in which Ann plays as the champion (for the chance of winning, late in the
/// game) and Bo as `perfect`. Returns the game and the boxes Ann marked where `perfect` marks another, with the
/// dice she marked them with.
fn play_to_win(seed: u64) -> (Game, Vec<(Category, Dice)>) {
    let advisor = Arc::new(Advisor::Exact(table(Preset::Yahtzee)));
    let bot = Bot::new(advisor.clone(), Level::Perfect);
    let forecaster = crate::strategy::learnt_yahtzee_opening();
    let memory = Remembered::default();
    let players = vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")];
    let config = MatchConfig::new(Preset::Yahtzee, players);
    let (mut game, _) = Game::start(config, DiceSource::seeded(seed)).unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut marked_to_win = Vec::new();
    while let Some(turn) = game.state().turn().cloned() {
        let Some(dice) = turn.dice else {
            game.dispatch(Actor::Human, &Command::Advance).unwrap();
            continue;
        };
        let sheets: Vec<Vec<_>> = game
            .state()
            .players()
            .iter()
            .map(|p| p.sheets.clone())
            .collect();
        let sheet = &sheets[turn.player][0];
        let for_points = bot.decide(sheet, &dice, turn.rolls_left(), &mut rng);
        let to_win = (turn.player == 0)
            .then(|| {
                let plan = advisor.turn(sheet);
                let weigher = Weigher {
                    forecaster,
                    memory: &memory,
                };
                let seats = Seats {
                    sheets: &sheets,
                    me: 0,
                };
                decide_to_win(weigher, &advisor, &plan, seats, &dice, turn.rolls_left())
            })
            .flatten();
        let decision = match to_win {
            Some(Decision::Mark(category)) if for_points != Decision::Mark(category) => {
                marked_to_win.push((category, dice));
                Decision::Mark(category)
            }
            Some(decision) => decision,
            None => for_points,
        };
        let command = match decision {
            Decision::Reroll { keep } => Command::KeepOnly(keep),
            Decision::Mark(category) => Command::Mark(category),
        };
        game.dispatch(Actor::Human, &command).unwrap();
    }
    (game, marked_to_win)
}

#[test]
fn a_box_marked_to_win_is_weighed_as_played_to_win_and_never_as_the_costliest() {
    let forecaster = crate::strategy::learnt_yahtzee_opening();
    let advisor = Advisor::Exact(crate::strategy::yahtzee_table());
    // The first seed whose game has Ann mark a box for the chance of winning that `perfect` would not.
    let (game, marked_to_win) = (1..40)
        .map(play_to_win)
        .find(|(_, marked)| !marked.is_empty())
        .expect("the champion marks a box to win in one of 40 games");
    let weighing = weigh_for_winning(forecaster, &advisor, &game, 0);
    for (category, dice) in &marked_to_win {
        let played = weighing.played_to_win.iter().find(|w| {
            w.decision.chosen == crate::game::Choice::Mark(*category) && w.decision.dice == *dice
        });
        let played = played.unwrap_or_else(|| panic!("{category:?} with {dice:?} in {weighing:?}"));
        assert!(played.chosen_chance > played.expert_chance, "{played:?}");
        assert!(played.decision.cost > 0.0, "{played:?}");
        assert_ne!(weighing.costliest.as_ref(), Some(played));
    }
}
