//! The finished games a server keeps for walking: what the list of them says of each (`KeptGames`), and how a
//! whole game travels (`KeptGame`, then its turns in `KeptTurns` messages that each fit in a frame).

use serde::{Deserialize, Serialize};

use sayzee_core::rules::Preset;

/// The most finished games a server keeps (the oldest leave first): their list fits in one frame.
pub const KEPT_GAMES: usize = 50;

/// One finished game the server keeps, as its list says it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeptGameSummary {
    /// The server's number for the game, to ask for it by.
    pub id: u64,
    /// The table's name (a `TableName`, kept as text so that this file needs nothing of `protocol.rs`).
    pub table: String,
    pub preset: Preset,
    /// Minutes from the game's end to the list's making.
    pub minutes_ago: u64,
    /// Everyone at the table, in seat order, with their final scores.
    pub players: Vec<KeptPlayer>,
}

/// A player of a kept game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeptPlayer {
    pub name: String,
    pub points: u32,
    /// A computer named by number is called by it in each listener's language ("Computer 1", "Ordinateur 1").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u8>,
}
