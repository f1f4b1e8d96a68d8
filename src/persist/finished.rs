//! The last games finished at home (and online games counted at this keyboard), kept whole (their record of every decision too) in `finished.json` in the data
//! directory, newest last, for `sayzee walk`. Written after the statistics count a game, compact, at most
//! [`KEPT`] games; a damaged file is told and moved aside like the others, and a newer format is left alone.

use std::io;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::files::{self, Loaded, Problem};
use crate::game::Game;

/// The format this build writes.
pub const FINISHED_FORMAT: u32 = 1;
/// The file's name in the data directory.
pub const FILE_NAME: &str = "finished.json";
/// How many finished games are kept.
pub const KEPT: usize = 10;

/// The last finished games, oldest first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Finished {
    pub format: u32,
    pub games: Vec<Game>,
}

impl Default for Finished {
    fn default() -> Finished {
        Finished {
            format: FINISHED_FORMAT,
            games: Vec::new(),
        }
    }
}

/// Only the format number, read first so a newer file is recognised even if its shape changed.
#[derive(Deserialize)]
struct FormatOnly {
    format: u32,
}

impl Finished {
    /// `game`, just finished, kept as the newest; the oldest leave past [`KEPT`]. The same game twice (counted
    /// again after a restart) is kept once.
    pub fn add(&mut self, game: &Game) {
        let game = game.at_rest();
        self.games.retain(|kept| *kept != game);
        self.games.push(game);
        let excess = self.games.len().saturating_sub(KEPT);
        self.games.drain(..excess);
    }

    /// The newest game taken out again (its end was taken back).
    pub fn take_back(&mut self, game: &Game) {
        let game = game.at_rest();
        if self.games.last() == Some(&game) {
            self.games.pop();
        }
    }

    /// Reads the file's text, refusing a newer format and anything that is not sayzee's.
    ///
    /// # Errors
    /// [`Problem::Newer`] or [`Problem::Damaged`].
    pub fn from_json(text: &str) -> Result<Finished, Problem> {
        let format: FormatOnly =
            serde_json::from_str(text).map_err(|e| Problem::Damaged(e.to_string()))?;
        if format.format > FINISHED_FORMAT {
            return Err(Problem::Newer(format.format));
        }
        serde_json::from_str(text).map_err(|e| Problem::Damaged(e.to_string()))
    }

    /// The finished games kept in `dir`; a file whose contents cannot be used is moved aside when `aside` allows.
    pub fn load(dir: &Path, aside: files::Aside) -> Loaded<Finished> {
        files::load(&dir.join(FILE_NAME), aside, Finished::from_json)
    }

    /// Writes them to `dir`, atomically.
    ///
    /// # Errors
    /// Any I/O error; the old file is then unchanged.
    pub fn store(&self, dir: &Path) -> io::Result<()> {
        let text = serde_json::to_string(self).expect("finished games are plain data");
        files::write_atomically(&dir.join(FILE_NAME), text.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Actor, Command, DiceSource, MatchConfig, PlayerSpec};
    use crate::rules::Preset;

    /// A finished one-player game whose every roll is `dice`, each marked in the first open box.
    fn finished(dice: &str) -> Game {
        let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
        let (mut game, _) = Game::start(config, DiceSource::scripted(&dice.repeat(13))).unwrap();
        while !game.state().is_over() {
            game.dispatch(Actor::Human, &Command::Advance).unwrap();
            let first = game
                .state()
                .allowed_boxes()
                .into_iter()
                .find(|o| o.allowed)
                .unwrap();
            game.dispatch(Actor::Human, &Command::Mark(first.mark.category))
                .unwrap();
        }
        game
    }

    #[test]
    fn the_last_ten_are_kept_each_once_and_read_back() {
        let mut kept = Finished::default();
        let games: Vec<Game> = ["11111", "12345", "23456", "22334", "66655", "13355"]
            .iter()
            .map(|dice| finished(dice))
            .collect();
        for _ in 0..2 {
            for game in &games {
                kept.add(game);
            }
        }
        assert_eq!(kept.games.len(), KEPT.min(6));
        kept.add(&games[0]);
        assert_eq!(kept.games.last(), Some(&games[0].at_rest()));
        assert_eq!(kept.games.len(), 6, "the same game is kept once");
        kept.take_back(&games[0]);
        assert_eq!(kept.games.len(), 5);
        let text = serde_json::to_string(&kept).unwrap();
        assert_eq!(Finished::from_json(&text).unwrap(), kept);
        assert!(matches!(
            Finished::from_json("{\"format\": 99}"),
            Err(Problem::Newer(99))
        ));
        assert!(Finished::from_json("{\"format\": 1, \"games\": [garbage").is_err());
    }
}
