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

/// Dice and faces written as digits, for the tests of every module (of this crate and of those built on it).
#[doc(hidden)]
pub mod test_dice {
    use super::{Dice, Face};

    pub fn face(value: u8) -> Face {
        Face::new(value).unwrap_or_else(|| panic!("{value} is not a face"))
    }

    /// Any number of faces, as digits: "335" (for keeps and scripts).
    pub fn faces(values: &str) -> Vec<Face> {
        values
            .chars()
            .filter_map(|c| c.to_digit(10))
            .map(|d| face(d as u8))
            .collect()
    }

    /// Five or six dice, as digits: "15566".
    pub fn dice(values: &str) -> Dice {
        values
            .parse()
            .unwrap_or_else(|e| panic!("bad dice {values}: {e:?}"))
    }
}
