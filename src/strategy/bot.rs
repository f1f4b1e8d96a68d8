//! Computer players: named levels that choose among the advisor's options by softmax over their values.
//!
//! A level is a temperature in points: an option worth `t` points less than the best is chosen `e` times less
//! often. `perfect` always takes the best option. The randomness comes from the caller's generator, so a
//! seeded game replays exactly.

use std::sync::Arc;

use rand::{Rng, RngExt};

use super::advisor::Advisor;
use super::plan::TurnPlan;
use crate::rules::{Category, Dice, Face, Sheet};

/// A computer player's level is the game's [`Skill`]: one definition, so setup, saves and bots agree.
pub use crate::game::Skill as Level;

/// The softmax temperature of `level` in points (0: always the best).
pub const fn temperature(level: Level) -> f64 {
    match level {
        // The champion marks and keeps as `perfect` wherever it does not weigh the chance of winning.
        Level::Champion | Level::Perfect => 0.0,
        Level::Expert => 0.6,
        Level::Good => 1.5,
        Level::Casual => 3.0,
        Level::Beginner => 5.0,
    }
}

/// What a computer player does with the dice in front of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Hold these dice (low to high) and reroll the others.
    Reroll { keep: Vec<Face> },
    /// Stop rolling and mark this box.
    Mark(Category),
}

/// A computer player: an advisor and a level.
#[derive(Clone, Debug)]
pub struct Bot {
    advisor: Arc<Advisor>,
    level: Level,
}

impl Bot {
    pub fn new(advisor: Arc<Advisor>, level: Level) -> Bot {
        Bot { advisor, level }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    pub fn advisor(&self) -> &Advisor {
        &self.advisor
    }

    /// Decides with `dice` showing and `rolls_left` rolls left, on a sheet with at least one open box (a game
    /// in progress). Computes the turn's values each call (about 25 µs with the exact table); a
    /// caller deciding several times in one turn can compute [`Advisor::turn`] once and use
    /// [`Bot::decide_in_turn`].
    pub fn decide<R: Rng + ?Sized>(
        &self,
        sheet: &Sheet,
        dice: &Dice,
        rolls_left: u8,
        rng: &mut R,
    ) -> Decision {
        let plan = self.advisor.turn(sheet);
        self.decide_in_turn(&plan, sheet, dice, rolls_left, rng)
    }

    /// As [`Bot::decide`], with the turn's values already computed from `sheet`.
    pub fn decide_in_turn<R: Rng + ?Sized>(
        &self,
        plan: &TurnPlan<'_>,
        sheet: &Sheet,
        dice: &Dice,
        rolls_left: u8,
        rng: &mut R,
    ) -> Decision {
        let keeps = plan.keep_choices(dice, rolls_left);
        if !keeps.is_empty() {
            let values: Vec<f64> = keeps.iter().map(|k| k.value).collect();
            let chosen = &keeps[softmax_pick(&values, temperature(self.level), rng)];
            if !chosen.stops(dice) {
                return Decision::Reroll {
                    keep: chosen.keep.clone(),
                };
            }
        }
        let boxes = self.advisor.box_choices(sheet, dice);
        let values: Vec<f64> = boxes.iter().map(|b| b.value).collect();
        Decision::Mark(
            boxes[softmax_pick(&values, temperature(self.level), rng)]
                .mark
                .category,
        )
    }
}

/// The index of the option chosen among `values` (best first) at `temperature`; 0 at temperature 0.
fn softmax_pick<R: Rng + ?Sized>(values: &[f64], temperature: f64, rng: &mut R) -> usize {
    if temperature <= 0.0 || values.len() < 2 {
        return 0;
    }
    let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let weights: Vec<f64> = values
        .iter()
        .map(|v| ((v - best) / temperature).exp())
        .collect();
    let mut target = rng.random::<f64>() * weights.iter().sum::<f64>();
    for (index, weight) in weights.iter().enumerate() {
        if target < *weight {
            return index;
        }
        target -= weight;
    }
    0
}
