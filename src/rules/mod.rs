//! The rules of every preset: dice, boxes, scoring, bonuses and the Joker.
//!
//! Pure data and functions. This module knows nothing of players, turns, speech, Fluent or the terminal;
//! the game asks it what a roll scores and which boxes it may go in.

mod category;
mod dice;
mod ruleset;
mod scoring;
mod sheet;

pub use category::{Category, UnknownCategory};
pub use dice::{Dice, DiceError, Face, FaceCounts, MAX_DICE, MIN_DICE};
pub use ruleset::{
    JokerRule, Preset, RuleOptions, RulesError, Ruleset, UnknownPreset, UpperBonus,
    YAHTZEE_BONUS_POINTS,
};
pub use scoring::{BoxSpec, Pattern, Payout, best_match};
pub use sheet::{BoxOption, Mark, MarkRefusal, Sheet, Totals, UpperProgress};

#[cfg(test)]
mod tests;
