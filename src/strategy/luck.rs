//! Luck told apart from skill: how much the dice gave or took, against an average game under perfect play.
//!
//! With the exact table every position has a value, the expected final score from there under perfect play. A roll
//! changes it: before the roll the position is worth what was chosen (the turn's start, or the keep made), after
//! it the best choice its dice allow. That difference is the roll's luck, which no choice could change; what a
//! choice then loses against the best one is its cost (the review's figure). Summed over a game the two account for
//! the whole final score: the expected score of perfect play from the empty sheet, plus the luck, minus the cost.

use crate::game::{Choice, Record, TurnRecord};
use crate::rules::Sheet;

use super::advisor::Advisor;

/// What the dice gave `player` in `record`, in expected points against an average game (negative where they took):
/// the sum of every roll's luck, from the game's first turn to the last choice recorded. `None` without the exact
/// table (the heuristic's estimates are no measure of luck), when the record does not hold the player's turns from
/// the first round on an empty sheet (a game resumed from an older save, or followed from after its start), or
/// when a choice it holds is not one the rules allowed.
pub fn luck(advisor: &Advisor, record: &Record, player: usize) -> Option<f64> {
    if !advisor.is_exact() {
        return None;
    }
    let mut turns = record
        .turns()
        .iter()
        .filter(|turn| turn.player == player)
        .peekable();
    let first = turns.peek()?;
    if first.round != 1 || first.sheet != 0 || first.start != Sheet::default() {
        return None;
    }
    turns.map(|turn| turn_luck(advisor, turn)).sum()
}

/// One turn told apart: what its dice gave (negative: took) against an average turn, and what its choices gave
/// away against perfect play, both in expected points; the two together are how far the turn moved the player's
/// expected final score from where it stood as the turn began.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TurnFigures {
    pub player: usize,
    pub luck: f64,
    pub cost: f64,
}

/// The luck of one turn's rolls, as far as its choices go.
pub(super) fn turn_luck(advisor: &Advisor, turn: &TurnRecord) -> Option<f64> {
    // One sheet each: the exact table knows no other (its rules have one sheet).
    if turn.sheet != 0 {
        return None;
    }
    let plan = advisor.turn(&turn.start);
    let mut worth_before = advisor.value_of(&turn.start);
    let mut luck = 0.0;
    let mut last_roll = 0;
    for step in &turn.steps {
        let rolls_left = turn.rolls_allowed.saturating_sub(step.roll);
        // The keeps are the roll's choices while rolls are left (stopping among them, at the best box's worth).
        let keeps = match &step.choice {
            Choice::Keep(_) => plan.keep_choices(&step.dice, rolls_left),
            Choice::Mark(_) => Vec::new(),
        };
        // A stop and its mark are two choices on one roll: the roll's luck is counted once, at the first.
        if step.roll != last_roll {
            let best = match keeps.first() {
                Some(best) => best.value,
                None => advisor.box_choices(&turn.start, &step.dice).first()?.value,
            };
            luck += best - worth_before;
            last_roll = step.roll;
        }
        if let Choice::Keep(kept) = &step.choice {
            worth_before = keeps.iter().find(|choice| choice.keep == *kept)?.value;
        }
    }
    Some(luck)
}

#[cfg(test)]
mod tests;
