//! Drills against the solver, over a few hundred positions of seeded games: every answer's mark is perfect play's
//! (the best move and what the answer gave away, asked of the exact table itself), and every reason said is true
//! of its position, checked here with the rules engine rather than with the code that chose it.

use std::collections::{BTreeSet, HashSet};

use super::*;
use crate::game::Game;
use crate::rules::{Dice, Preset, Ruleset};
use crate::strategy::tests::ann_against_perfect as play;
use crate::strategy::{Level, review};

fn face(value: u8) -> Face {
    Face::new(value).unwrap()
}

/// Every decision of both players of `game` as a drill's position.
fn positions(game: &Game) -> Vec<Position> {
    game.record()
        .turns()
        .iter()
        .flat_map(|turn| {
            turn.steps.iter().map(|step| Position {
                round: turn.round,
                sheet: turn.start.clone(),
                rolls_allowed: turn.rolls_allowed,
                roll: step.roll,
                dice: step.dice,
            })
        })
        .collect()
}

/// Every answer a player can give at `position`: each keep while a roll is left, and each box the dice may take.
fn answers(rules: &Ruleset, position: &Position, advisor: &Advisor) -> Vec<Choice> {
    let keeps = advisor
        .keep_choices(&position.sheet, &position.dice, position.rolls_left())
        .into_iter()
        .filter(|keep| keep.keep.len() < position.dice.len())
        .map(|keep| Choice::Keep(keep.keep));
    let boxes = rules
        .box_options(&position.sheet, &position.dice)
        .into_iter()
        .filter(|option| option.allowed)
        .map(|option| Choice::Mark(option.mark.category));
    keeps.chain(boxes).collect()
}

/// The upper bonus can still be earned after `category` takes the dice: filling every other open upper box
/// with five of its face earns it.
fn bonus_still_possible(rules: &Ruleset, position: &Position, category: Category) -> bool {
    let mut sheet = position.sheet.clone();
    sheet.record(&rules.mark(&sheet, &position.dice, category).unwrap());
    for upper in rules.categories().filter(|c| c.is_upper()) {
        if !sheet.is_filled(upper) {
            let best = Dice::new(&[upper.upper_face().unwrap(); 5]).unwrap();
            let mark = rules.mark(&sheet, &best, upper).unwrap();
            sheet.record(&crate::rules::Mark {
                category: upper,
                points: mark.points,
                joker: false,
                yahtzee_bonus: 0,
            });
        }
    }
    rules.upper_progress(&sheet).unwrap().earned
}

/// What marking `category` scores now, from the rules engine.
fn points(rules: &Ruleset, position: &Position, category: Category) -> u16 {
    let mark = rules
        .mark(&position.sheet, &position.dice, category)
        .unwrap();
    mark.points + mark.yahtzee_bonus
}

/// The claim of `reason` checked for `best` against `answer` at `position`.
fn check_claim(
    rules: &Ruleset,
    position: &Position,
    best: &Choice,
    answer: &Choice,
    reason: &Reason,
) {
    let said = format!("{reason:?} for {answer:?} against {best:?} at {position:?}");
    match (reason, best, answer) {
        (Reason::BonusLost { bonus }, Choice::Mark(best), Choice::Mark(answered)) => {
            assert_eq!(
                Some(*bonus),
                rules.upper_bonus().map(|b| b.points),
                "{said}"
            );
            assert!(bonus_still_possible(rules, position, *best), "{said}");
            assert!(!bonus_still_possible(rules, position, *answered), "{said}");
        }
        (Reason::ChanceForLater, Choice::Mark(best), Choice::Mark(answered)) => {
            assert_eq!(*answered, Category::Chance, "{said}");
            assert_ne!(*best, Category::Chance, "{said}");
        }
        (Reason::FewerPointsNow { fewer }, Choice::Mark(best), Choice::Mark(answered)) => {
            let (best, answered) = (
                points(rules, position, *best),
                points(rules, position, *answered),
            );
            assert_eq!(best + fewer, answered, "{said}");
            assert!(*fewer > 0, "{said}");
        }
        (Reason::MorePointsNow { more }, Choice::Mark(best), Choice::Mark(answered)) => {
            let (best, answered) = (
                points(rules, position, *best),
                points(rules, position, *answered),
            );
            assert_eq!(answered + more, best, "{said}");
            assert!(*more > 0, "{said}");
        }
        (Reason::StopHere, Choice::Mark(_), Choice::Keep(_)) => {}
        (Reason::RollAgain { rolls_left }, Choice::Keep(kept), Choice::Mark(_)) => {
            assert!(
                *rolls_left > 0 && *rolls_left == position.rolls_left(),
                "{said}"
            );
            assert!(kept.len() < position.dice.len(), "{said}");
        }
        (Reason::StraightCore { run }, Choice::Keep(best), Choice::Keep(kept)) => {
            assert_eq!(run, best, "{said}");
            assert!(run.len() >= 3, "{said}");
            assert!(
                run.windows(2).all(|w| w[1].value() == w[0].value() + 1),
                "{said}"
            );
            assert!(run.iter().any(|f| !kept.contains(f)), "{said}");
            let open = [
                Category::SmallStraight,
                Category::LargeStraight,
                Category::FullStraight,
            ]
            .into_iter()
            .any(|c| rules.has_box(c) && !position.sheet.is_filled(c));
            assert!(open, "{said}");
        }
        (Reason::OfAKind { face, count }, Choice::Keep(best), Choice::Keep(kept)) => {
            assert_eq!(best, &vec![*face; usize::from(*count)], "{said}");
            assert!(*count >= 2, "{said}");
            let distinct: BTreeSet<&Face> = kept.iter().collect();
            assert!(distinct.len() >= 3, "{said}");
        }
        (Reason::WorthMore, _, _) => {}
        _ => panic!("a reason that does not fit its moves: {said}"),
    }
}

#[test]
fn every_answer_is_marked_as_perfect_play_would_and_every_reason_said_is_true() {
    let mut families = HashSet::new();
    let mut positions_weighed = 0;
    for (preset, seeds) in [(Preset::Yahtzee, 1..=4), (Preset::Yatzy, 1..=3)] {
        for seed in seeds {
            let (game, advisor) = play(preset, seed, Level::Beginner);
            let rules = advisor.rules().clone();
            for position in positions(&game) {
                let moves = moves(&advisor, &position);
                let keeps =
                    advisor.keep_choices(&position.sheet, &position.dice, position.rolls_left());
                let boxes = advisor.box_choices(&position.sheet, &position.dice);
                // Perfect play's worth from here, asked of the table: the best keep (stopping is worth the best
                // box) or the best box.
                let best_worth = keeps
                    .first()
                    .map_or(f64::MIN, |k| k.value)
                    .max(boxes[0].value);
                for answer in answers(&rules, &position, &advisor) {
                    let marked = mark(&rules, &position, &moves, &answer).unwrap();
                    let worth = match &answer {
                        Choice::Keep(kept) => keeps.iter().find(|k| k.keep == *kept).unwrap().value,
                        Choice::Mark(category) => {
                            boxes
                                .iter()
                                .find(|b| b.mark.category == *category)
                                .unwrap()
                                .value
                        }
                    };
                    assert!((marked.cost - (best_worth - worth).max(0.0)).abs() < 1e-3);
                    let best_is = match &marked.best {
                        Choice::Keep(kept) => keeps.iter().find(|k| k.keep == *kept).unwrap().value,
                        Choice::Mark(category) => {
                            boxes
                                .iter()
                                .find(|b| b.mark.category == *category)
                                .unwrap()
                                .value
                        }
                    };
                    assert!(
                        (best_is - best_worth).abs() < 1e-3,
                        "{marked:?} at {position:?}"
                    );
                    match &marked.reason {
                        None => assert!(marked.is_right() && marked.best == answer),
                        Some(reason) => {
                            assert!(marked.cost > 0.0);
                            check_claim(&rules, &position, &marked.best, &answer, reason);
                            families.insert(std::mem::discriminant(reason));
                        }
                    }
                }
                positions_weighed += 1;
            }
        }
    }
    assert!(positions_weighed >= 300, "{positions_weighed} positions");
    // Every family was said somewhere: none is dead, and each of their claims was checked.
    assert_eq!(families.len(), 9, "{families:?}");
}

#[test]
fn a_games_costliest_decisions_become_drills_whose_played_move_costs_at_least_what_the_review_said()
{
    let (game, advisor) = play(Preset::Yahtzee, 2, Level::Beginner);
    let reviewed = review(&advisor, game.record(), 0);
    let drills = costliest(&advisor, game.record(), &reviewed);
    assert_eq!(drills.len(), DRILLS_PER_GAME);
    // Costliest first, each position once (a stop and the box it marks are one question).
    assert!(drills.windows(2).all(|w| w[0].cost >= w[1].cost));
    let positions: BTreeSet<(u16, u8)> = drills
        .iter()
        .map(|d| (d.position.round, d.position.roll))
        .collect();
    assert_eq!(positions.len(), drills.len());
    for drill in &drills {
        let at = (drill.position.round, drill.position.roll, drill.cost);
        let said = reviewed
            .decisions
            .iter()
            .find(|d| (d.round, d.roll, d.cost) == at)
            .unwrap();
        assert!(drill.cost >= WORTH_DRILLING);
        let marked = mark(
            advisor.rules(),
            &drill.position,
            &drill.moves,
            &drill.played,
        )
        .unwrap();
        assert!(
            marked.cost >= said.cost - 1e-3,
            "{marked:?} against {said:?}"
        );
        assert!(!marked.is_right());
    }
    // Perfect play leaves nothing to drill.
    let perfect = review(&advisor, game.record(), 1);
    assert!(costliest(&advisor, game.record(), &perfect).is_empty());
}

#[test]
fn a_wrong_answer_comes_back_after_one_day_then_three_then_every_week_until_answered_right() {
    let new = Schedule::default();
    assert!(new.is_due(0));
    let first = new.after(false, 100).unwrap();
    assert_eq!(first, Schedule { wrong: 1, due: 101 });
    assert!(!first.is_due(100) && first.is_due(101));
    let second = first.after(false, 101).unwrap();
    assert_eq!(second.due, 104);
    let third = second.after(false, 110).unwrap();
    assert_eq!(third.due, 117);
    assert_eq!(third.after(false, 117).unwrap().due, 124);
    assert_eq!(third.after(true, 117), None);
}

#[test]
fn the_upper_bonus_is_lost_only_when_the_open_upper_boxes_cannot_make_up_the_difference() {
    let rules = Ruleset::preset(Preset::Yahtzee);
    let mut sheet = Sheet::default();
    assert!(bonus_reachable(&rules, &sheet, None));
    // Ones to Fours with nothing: 0 of 63, and only Fives and Sixes (at most 55) left.
    for category in [Category::Ones, Category::Twos, Category::Threes] {
        sheet.record(&crate::rules::Mark {
            category,
            points: 0,
            joker: false,
            yahtzee_bonus: 0,
        });
    }
    assert!(bonus_reachable(&rules, &sheet, Some((Category::Fours, 8))));
    assert!(!bonus_reachable(&rules, &sheet, Some((Category::Fours, 0))));
    assert!(!bonus_reachable(&rules, &sheet, Some((Category::Sixes, 6))));
    assert!(bonus_reachable(&rules, &sheet, Some((Category::Sixes, 30))));
    assert!(is_run(&[face(2), face(3), face(4)]) && !is_run(&[face(2), face(2), face(3)]));
}
