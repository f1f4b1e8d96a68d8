//! The turn in progress: whose it is, the rolls used and allowed, the dice, which are selected for rerolling
//! (by face, and by place when the player named places) and the box under the chooser.
//!
//! Below both the state machine (`state/`) and the events (`event.rs`), which carry a turn when an undo
//! restores one.

use serde::{Deserialize, Serialize};

use super::position;
use crate::rules::{Category, Dice, Face};

/// The turn in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Turn {
    pub player: usize,
    pub rolls_used: u8,
    pub rolls_allowed: u8,
    /// `None` before the first roll.
    pub dice: Option<Dice>,
    /// The dice selected for rerolling, by face, sorted; the rest are kept.
    pub selected: Vec<Face>,
    /// When dice were chosen by place: the places (1 for the lowest die) of the selected dice, so that of two
    /// dice showing one face it is the one the player named. Empty otherwise; see [`Turn::selected_places`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub places: Vec<u8>,
    /// The box under the chooser's cursor, while the chooser is open.
    pub chooser: Option<Category>,
}

impl Turn {
    pub fn rolls_left(&self) -> u8 {
        self.rolls_allowed.saturating_sub(self.rolls_used)
    }

    /// The places of the dice selected for rerolling: the ones named by place, or, when the dice were chosen
    /// otherwise, the first places of each selected face.
    pub fn selected_places(&self) -> Vec<u8> {
        let Some(dice) = self.dice else {
            return Vec::new();
        };
        position::selected_places(dice.faces(), &self.selected, &self.places)
    }

    /// The dice not selected for rerolling, sorted.
    pub fn kept(&self) -> Vec<Face> {
        self.dice
            .map(|dice| without(dice.faces(), &self.selected).unwrap_or_default())
            .unwrap_or_default()
    }
}

/// `all` minus one of each face in `taken`, or `None` if `taken` is not part of `all`.
pub(super) fn without(all: &[Face], taken: &[Face]) -> Option<Vec<Face>> {
    let mut rest = all.to_vec();
    for face in taken {
        let at = rest.iter().position(|f| f == face)?;
        rest.remove(at);
    }
    Some(rest)
}
