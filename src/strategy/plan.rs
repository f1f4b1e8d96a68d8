//! One turn's keep values, computed once at the start of a turn and read for every keep decision in it.
//!
//! Both advisors (the exact table and the heuristic player) reduce a turn to the same thing: the value of
//! stopping with each roll, and the value of each keep with so many rolls left. Keep choices are read from
//! that, so a decision costs a lookup of at most 32 keeps.

use super::keeps::{KeepSpace, Value, faces_of};
use crate::rules::{Dice, Face, Mark};

/// One keep a player may choose before a reroll, with the value of choosing it.
#[derive(Clone, Debug, PartialEq)]
pub struct KeepChoice {
    /// The dice held, low to high. Holding all of them means: stop rolling and mark a box now.
    pub keep: Vec<Face>,
    /// For the exact table: the expected final score of the game (points already on the sheet, bonuses
    /// included, plus the expected points to come under perfect play). For the heuristic player: its own
    /// estimate on the same scale, good for ranking.
    pub value: f64,
}

impl KeepChoice {
    /// Whether this keep holds every die, that is, stops rolling.
    pub fn stops(&self, dice: &Dice) -> bool {
        self.keep.len() == dice.len()
    }
}

/// One box a roll may go in, with what it scores now and the value of marking it (as for [`KeepChoice`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoxChoice {
    /// What marking the box gives, as the rules engine says (points, Joker, Yahtzee bonus).
    pub mark: Mark,
    pub value: f64,
}

/// The keep values of one turn from one sheet.
#[derive(Clone, Debug)]
pub struct TurnPlan<'a> {
    pub(super) space: &'a KeepSpace,
    /// Added to every value so that it reads as a final score.
    pub(super) base: f64,
    /// The value of stopping with each full roll (by roll number), before any saved-roll credit.
    pub(super) stop_values: Vec<Value>,
    /// `keep_values[n - 1]`: the value of each keep with `n` rolls left.
    pub(super) keep_values: Vec<Vec<Value>>,
    /// What each roll left unused is worth when stopping early (saved rolls), else 0.
    pub(super) saved_roll_value: Value,
}

impl TurnPlan<'_> {
    /// Every distinct keep of `dice` with its value, best first. Empty when no roll is left. The keep of all
    /// dice is the choice to stop and mark now, valued as such.
    pub fn keep_choices(&self, dice: &Dice, rolls_left: u8) -> Vec<KeepChoice> {
        if rolls_left == 0 || self.keep_values.is_empty() {
            return Vec::new();
        }
        let stage = usize::from(rolls_left).min(self.keep_values.len()) - 1;
        let values = &self.keep_values[stage];
        let counts = dice.counts();
        let Some(roll) = self.space.index(&counts) else {
            return Vec::new();
        };
        let stop = self.stop_values[roll - self.space.first_roll()]
            + self.saved_roll_value * Value::from(rolls_left);
        let mut choices: Vec<KeepChoice> = self
            .space
            .sub_keeps(&counts)
            .into_iter()
            .map(|keep| KeepChoice {
                keep: faces_of(&self.space.counts(keep)),
                value: self.base + f64::from(if keep == roll { stop } else { values[keep] }),
            })
            .collect();
        choices.sort_by(|a, b| b.value.total_cmp(&a.value));
        choices
    }
}
