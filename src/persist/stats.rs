//! Statistics of finished games, kept in `statistics.json` in the data directory: games per preset and, per
//! player name within a preset, games, wins, best and average score and Yahtzees.
//!
//! Yahtzees are counted from the finished sheets: the five-of-a-kind box (Yahtzee, Yatzy, Maxi Yatzy) marked
//! with points counts one, and each Yahtzee bonus counts one more. A five of a kind scored as a Joker after
//! a zero in that box is not counted: the sheet does not record it.

use std::collections::BTreeMap;
use std::io;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::files::{self, Loaded, Problem};
use crate::game::GameState;
use crate::rules::Category;

/// The statistics format this build writes; a file with a higher number comes from a newer sayzee.
pub const STATS_FORMAT: u32 = 1;
/// The statistics file's name in the data directory.
pub const FILE_NAME: &str = "statistics.json";

/// Every finished game, summed up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Statistics {
    pub format: u32,
    /// By preset id.
    pub presets: BTreeMap<String, PresetStats>,
}

impl Default for Statistics {
    fn default() -> Statistics {
        Statistics {
            format: STATS_FORMAT,
            presets: BTreeMap::new(),
        }
    }
}

/// The finished games of one preset.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PresetStats {
    pub games: u32,
    /// By player name.
    pub players: BTreeMap<String, PlayerStats>,
}

/// One player name's record in one preset.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerStats {
    pub games: u32,
    /// Games finished in first place, ties included.
    pub wins: u32,
    pub total_points: u64,
    pub best: u32,
    pub yahtzees: u32,
}

impl PlayerStats {
    /// The average final score, to one decimal.
    pub fn average(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        (self.total_points as f64 / f64::from(self.games) * 10.0).round() / 10.0
    }
}

/// Only the format number, read first so a newer file is recognised even if its shape changed.
#[derive(Deserialize)]
struct FormatOnly {
    format: u32,
}

impl Statistics {
    /// Adds a finished game. A game still in play is not counted.
    pub fn record(&mut self, state: &GameState) {
        if !state.is_over() {
            return;
        }
        let preset = self
            .presets
            .entry(state.config().preset.id().to_string())
            .or_default();
        preset.games += 1;
        let winner_total = (0..state.players().len())
            .map(|p| state.total(p))
            .max()
            .unwrap_or(0);
        for (index, (spec, player)) in state
            .config()
            .players
            .iter()
            .zip(state.players())
            .enumerate()
        {
            let total = state.total(index);
            let yahtzees: u32 = player
                .sheets
                .iter()
                .map(|sheet| {
                    u32::from(sheet.points(Category::Yahtzee).is_some_and(|p| p > 0))
                        + u32::from(sheet.yahtzee_bonuses())
                })
                .sum();
            let stats = preset.players.entry(spec.name.to_string()).or_default();
            stats.games += 1;
            stats.wins += u32::from(total == winner_total);
            stats.total_points += u64::from(total);
            stats.best = stats.best.max(total);
            stats.yahtzees += yahtzees;
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("statistics are plain data")
    }

    /// Reads statistics, refusing a newer format and anything that is not sayzee's statistics.
    ///
    /// # Errors
    /// [`Problem::Newer`] or [`Problem::Damaged`].
    pub fn from_json(text: &str) -> Result<Statistics, Problem> {
        let format: FormatOnly =
            serde_json::from_str(text).map_err(|e| Problem::Damaged(e.to_string()))?;
        if format.format > STATS_FORMAT {
            return Err(Problem::Newer(format.format));
        }
        serde_json::from_str(text).map_err(|e| Problem::Damaged(e.to_string()))
    }

    /// The statistics in `dir`; a file that cannot be used is moved aside.
    pub fn load(dir: &Path) -> Loaded<Statistics> {
        files::load(&dir.join(FILE_NAME), Statistics::from_json)
    }

    /// Writes the statistics to `dir`, atomically.
    ///
    /// # Errors
    /// Any I/O error; the old file is then unchanged.
    pub fn store(&self, dir: &Path) -> io::Result<()> {
        files::write_atomically(&dir.join(FILE_NAME), self.to_json().as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Actor, Command, DiceSource, Game, MatchConfig, PlayerSpec};
    use crate::rules::Preset;

    /// A finished two-player Yahtzee game where every roll is five sixes: the Yahtzee box first, then the
    /// boxes the Joker allows, each later Yahtzee earning its bonus.
    fn all_sixes_game() -> Game {
        let config = MatchConfig::new(
            Preset::Yahtzee,
            vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")],
        );
        let (mut game, _) = Game::start(config, DiceSource::scripted(&"66666".repeat(26))).unwrap();
        while !game.state().is_over() {
            game.dispatch(Actor::Human, &Command::Advance).unwrap();
            let options = game.state().allowed_boxes();
            let category = options
                .iter()
                .find(|o| o.allowed && o.mark.category == Category::Yahtzee)
                .or_else(|| options.iter().find(|o| o.allowed))
                .unwrap()
                .mark
                .category;
            game.dispatch(Actor::Human, &Command::Mark(category))
                .unwrap();
        }
        game
    }

    #[test]
    fn a_finished_game_counts_games_wins_scores_and_yahtzees() {
        let game = all_sixes_game();
        let total = game.state().total(0);
        let mut stats = Statistics::default();
        stats.record(game.state());
        stats.record(game.state());
        let yahtzee = &stats.presets["yahtzee"];
        assert_eq!(yahtzee.games, 2);
        for name in ["Ann", "Bo"] {
            let player = &yahtzee.players[name];
            // The box scored with 50, then twelve bonuses, in each of the two games; a tie is a win for both.
            assert_eq!(player.yahtzees, 26, "{name}");
            assert_eq!(player.wins, 2);
            assert_eq!(player.best, total);
            assert_eq!(player.average(), f64::from(total));
        }
        let back = Statistics::from_json(&stats.to_json()).unwrap();
        assert_eq!(back, stats);
    }

    #[test]
    fn a_game_in_play_is_not_counted_and_newer_files_are_refused() {
        let config = MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Ann")]);
        let (game, _) = Game::start(config, DiceSource::seeded(1)).unwrap();
        let mut stats = Statistics::default();
        stats.record(game.state());
        assert_eq!(stats, Statistics::default());
        assert_eq!(
            Statistics::from_json("{\"format\": 7, \"whatever\": []}"),
            Err(Problem::Newer(7))
        );
        assert!(matches!(
            Statistics::from_json("{\"format\": 1, \"presets\": {\"yatzy\": 3}}"),
            Err(Problem::Damaged(_))
        ));
    }
}
