//! The wire form of a server's ratings: one line of its leaderboard, and what a rated game did to one person's
//! rating. The ratings themselves are the server's (`server::ratings`); these are what a client says.

use serde::{Deserialize, Serialize};

use sayzee_core::rules::Preset;

/// People in one page of a leaderboard.
pub const LEADERBOARD_PAGE: usize = 20;

/// One person on a leaderboard.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaderboardRow {
    /// 1 for the first.
    pub rank: usize,
    pub name: String,
    /// The Weng-Lin rating (its mean; a new player starts at 25).
    pub rating: f64,
    pub games: u32,
    pub wins: u32,
    /// The mean final score over the rated games.
    pub average: f64,
    pub best: u32,
    /// Expected points given away a game against the expert, over the games reviewed whole (`None` before one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub given_away: Option<f64>,
}

/// One page of the leaderboard of a preset.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Leaderboard {
    pub preset: Preset,
    /// 0 for the first page.
    pub page: usize,
    pub pages: usize,
    /// Everyone rated in this preset.
    pub players: usize,
    pub rows: Vec<LeaderboardRow>,
}

/// What a rated game did to one person's rating.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RatingChange {
    pub name: String,
    pub preset: Preset,
    pub rating: f64,
    /// The new rating minus the one before the game.
    pub change: f64,
    /// The person's place on the leaderboard now, 1 for the first.
    pub rank: usize,
    /// Everyone rated in this preset.
    pub of: usize,
}
