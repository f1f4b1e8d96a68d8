//! What a player (or a computer player) asks the game to do.

use serde::{Deserialize, Serialize};

use crate::rules::{Category, Face};

/// Who asks: the person at the keyboard, or the computer playing its own seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Actor {
    Human,
    Computer,
}

/// A request to change the game. [`super::GameState::handle`] decides whether it is allowed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Command {
    /// Enter: the first roll of the turn; later, reroll the selected dice; with none selected or no roll
    /// left, open the chooser; in the chooser, mark the box under the cursor.
    Advance,
    /// Roll and nothing else: the first roll of the turn, or a reroll of the selected dice. Unlike
    /// [`Command::Advance`] it never opens the chooser or marks a box, so a button tapped twice cannot score.
    Roll,
    /// Select one kept die showing this face for rerolling.
    Select(Face),
    /// Keep again one selected die showing this face.
    Unselect(Face),
    /// Dice by position: select the die at this place of the sorted roll (1 for the lowest) for rerolling,
    /// or keep it again if it is selected.
    ToggleAt(u8),
    /// Dice by position: keep again the die at this place.
    KeepAt(u8),
    /// Select every die for rerolling.
    SelectAll,
    /// Keep every die.
    KeepAll,
    /// Reroll exactly the dice showing these faces (one die per face listed) and keep the rest.
    Reroll(Vec<Face>),
    /// Keep exactly the dice showing these faces (one die per face listed) and reroll the rest.
    KeepOnly(Vec<Face>),
    /// Open the box chooser.
    OpenChooser,
    /// Leave the chooser.
    CloseChooser,
    /// Move the chooser's cursor (opening the chooser if it is closed).
    Cursor(CursorMove),
    /// Mark a box by name.
    Mark(Category),
    /// Take back the last mark, until the next player has rolled.
    Undo,
}

/// Where the chooser's cursor goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CursorMove {
    Next,
    Previous,
    First,
    Last,
}
