//! The saved form of a game: a format number and the game, as JSON. Pure conversion; writing files is the
//! shell's business.

use serde::{Deserialize, Serialize};

use super::Game;

/// The save format this build writes. Files with a higher number come from a newer sayzee. Format 2 added the
/// game's record of decisions (a format 1 file is read as it is, with no decisions before it).
pub const SAVE_FORMAT: u32 = 2;
/// The form of a game's state alone, as a network table's snapshot sends it: unchanged since save format 1 (the
/// record of decisions is the game's, not its state's).
pub const STATE_FORMAT: u32 = 1;

/// A game as saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    pub format: u32,
    pub game: Game,
}

/// Why saved text is not a game this build can resume.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON, truncated, or not a sayzee game (the detail is for reports, not players).
    Damaged(String),
    /// Written by a newer sayzee.
    Newer(u32),
}

/// Only the format number, read first so a newer file is recognised even if its shape changed.
#[derive(Deserialize)]
struct FormatOnly {
    format: u32,
}

impl SavedGame {
    /// The saved form of `game`. The chooser is saved closed: the cursor is not worth a write per arrow key,
    /// and a resumed game starts with the chooser closed.
    pub fn to_json(game: &Game) -> String {
        serde_json::to_string_pretty(&SavedGame {
            format: SAVE_FORMAT,
            game: game.at_rest(),
        })
        .expect("a game always serializes")
    }

    /// Reads a saved game, checking its format and that it is a consistent game of known rules.
    ///
    /// # Errors
    /// [`LoadError`] saying whether the text is damaged or from a newer build.
    pub fn from_json(text: &str) -> Result<Game, LoadError> {
        let format: FormatOnly =
            serde_json::from_str(text).map_err(|e| LoadError::Damaged(e.to_string()))?;
        if format.format > SAVE_FORMAT {
            return Err(LoadError::Newer(format.format));
        }
        let mut saved: SavedGame =
            serde_json::from_str(text).map_err(|e| LoadError::Damaged(e.to_string()))?;
        let Game { state, record, .. } = &mut saved.game;
        record.keep_fitting(state);
        Ok(saved.game)
    }
}
