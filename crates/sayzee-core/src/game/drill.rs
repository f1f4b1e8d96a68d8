//! A decision caught where it was made, with every move from there and that move's worth under perfect play: what
//! a drill asks again and the daily position of a server is, as plain data (weighed by `strategy`, sent by the
//! protocol, kept in the statistics).

use serde::{Deserialize, Serialize};

use crate::rules::{Category, Dice, Face, Sheet};

/// A decision to ask again: where it was made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// 1-based, as the game said it.
    pub round: u16,
    /// The sheet as the turn began.
    pub sheet: Sheet,
    pub rolls_allowed: u8,
    /// The roll whose dice the decision was made on, 1-based.
    pub roll: u8,
    pub dice: Dice,
}

impl Position {
    pub fn rolls_left(&self) -> u8 {
        self.rolls_allowed.saturating_sub(self.roll)
    }
}

/// A keep from a position and its worth: the expected final score under perfect play after it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeepWorth {
    pub keep: Vec<Face>,
    pub worth: f64,
}

/// A box the dice may go in, what it scores now, and its worth (as [`KeepWorth`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoxWorth {
    pub category: Category,
    pub points: u16,
    pub worth: f64,
}

/// Every move from a position, best first: the keeps (with a roll left; keeping every die is stopping, worth the
/// best box) and the boxes.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Moves {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keeps: Vec<KeepWorth>,
    pub boxes: Vec<BoxWorth>,
}
