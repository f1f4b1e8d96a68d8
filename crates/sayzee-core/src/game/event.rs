//! What happened (events) and why something did not (rejections): the game's whole vocabulary for the
//! narrator. Events carry every fact needed to narrate them, so narration never re-derives game logic.

use serde::{Deserialize, Serialize};

use crate::rules::{Category, Dice, Face, Mark};

use super::turn::Turn;

/// A player's place at the end: 1 for the winner; tied players share a place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub player: usize,
    pub place: usize,
    pub total: u32,
    /// Another player has the same total.
    pub tied: bool,
}

/// A change to the game. [`super::GameState::apply`] records it and does nothing else.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Event {
    /// A player's turn began.
    TurnStarted {
        player: usize,
        /// 1-based; counts every turn of the match, across sheets.
        round: u16,
        rounds: u16,
        /// Which sheet the player is filling, 1-based, and how many there are.
        sheet: u8,
        sheets: u8,
        rolls_allowed: u8,
    },
    /// Dice were thrown.
    Rolled {
        player: usize,
        /// All the dice now, sorted.
        dice: Dice,
        /// The faces that were just thrown, sorted (all of them on the first roll).
        thrown: Vec<Face>,
        /// 1-based number of this roll in the turn.
        roll: u8,
        rolls_allowed: u8,
    },
    /// A kept die showing `face` will be rerolled.
    Selected {
        face: Face,
        selected: Vec<Face>,
        /// The place of the die in the sorted roll, when it was chosen by place.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at: Option<u8>,
    },
    /// A selected die showing `face` is kept again.
    Unselected {
        face: Face,
        selected: Vec<Face>,
        /// The place of the die in the sorted roll, when it was chosen by place.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at: Option<u8>,
    },
    /// Every die will be rerolled.
    SelectedAll {
        selected: Vec<Face>,
    },
    /// Every die is kept.
    KeptAll,
    /// The chooser opened with its cursor on `cursor`.
    ChooserOpened {
        cursor: Category,
        points: u16,
        joker: bool,
    },
    /// The cursor moved to `cursor`.
    CursorMoved {
        cursor: Category,
        points: u16,
        joker: bool,
        /// 1-based position among the open boxes, and how many there are.
        position: usize,
        count: usize,
        /// The cursor was at the end it was moved towards, and stayed: a listener hears that the key was heard.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        at_end: bool,
    },
    ChooserClosed,
    /// A box was marked. `rolls_saved` are carried to the player's next turn.
    Marked {
        player: usize,
        sheet: u8,
        mark: Mark,
        by_computer: bool,
        rolls_saved: u8,
        /// The upper section total after this mark, when the box was an upper one.
        upper_total: Option<u16>,
    },
    /// The upper section reached its threshold.
    UpperBonusEarned {
        player: usize,
        points: u16,
    },
    /// The last mark was taken back; the turn is as it was before marking.
    MarkUndone {
        player: usize,
        sheet: u8,
        mark: Mark,
        restored: Turn,
        rolls_saved_before: u8,
    },
    /// Every sheet is full.
    GameOver {
        standings: Vec<Standing>,
    },
}

/// Why a command was refused, as data the narrator can speak along with what to do instead.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rejection {
    /// The game has ended.
    GameOver,
    /// It is a computer player's turn.
    ComputerPlaying { player: usize },
    /// Dice must be rolled before this.
    NotRolledYet,
    /// No roll is left this turn.
    NoRollLeft,
    /// No kept die shows this face.
    NoKeptDie(Face),
    /// No selected die shows this face.
    NoSelectedDie(Face),
    /// The roll has no die at this place (dice by position).
    NoDieAt { position: u8, dice: u8 },
    /// The die at this place is kept already (dice by position, Shift+digit).
    KeptAt { position: u8, face: Face },
    /// The dice do not show these faces (a reroll or keep list that does not fit the roll).
    FacesNotShowing { asked: Vec<Face>, dice: Dice },
    /// A reroll of no dice.
    NothingToReroll,
    /// The chooser is not open.
    ChooserClosed,
    /// This box is filled already.
    BoxFilled(Category),
    /// This ruleset has no such box.
    NoSuchBox(Category),
    /// The forced Joker rule requires one of these boxes.
    JokerRequires(Vec<Category>),
    /// Nothing has been marked yet.
    NothingToUndo,
    /// The last mark was a computer player's.
    ComputerMoveFinal,
    /// The next player has rolled since the last mark.
    UndoTooLate,
    /// The scripted dice of a test ran out.
    DiceExhausted,
}
