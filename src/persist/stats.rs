//! Statistics of finished games, kept in `statistics.json` in the data directory: games per preset and, per
//! player name within a preset, games, wins, best and average score and Yahtzees, and for the games whose every
//! decision was reviewed, the points given away against the expert's play. Games played at network tables are
//! kept apart (`online`), counted for the people who played at this keyboard only.
//!
//! Counters are 64-bit and saturate, so no count ever wraps back to zero. The file also keeps the identities
//! of the last games counted ([`GameId`]), so a finished game still saved (sayzee stopped between writing
//! the statistics and removing the save) is recognised and never counted twice. (Only a game replayed with
//! the same seed and the same moves, killed at that very instant, would be taken for the one before it.)
//!
//! Yahtzees are counted from the finished sheets: the five-of-a-kind box (Yahtzee, Yatzy, Maxi Yatzy) marked
//! with points counts one, and each Yahtzee bonus counts one more. A five of a kind scored as a Joker after
//! a zero in that box is not counted: the sheet does not record it.

use std::collections::BTreeMap;
use std::io;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::drills::Drills;
use super::files::{self, Loaded, Problem};
use crate::game::GameState;
use crate::rules::Category;

/// The statistics format this build writes; a file with a higher number comes from a newer sayzee. Format 2
/// added `counted`, format 3 `online`, format 4 the points given away (`reviewed`, `decisions`, `given_away`),
/// format 5 the dice's luck (`lucky`, `luck`), format 6 the drills (`drills`); older files are read as they are.
pub const STATS_FORMAT: u32 = 6;
/// How many counted games' identities are kept: only the last one can still be saved, the rest is margin.
const COUNTED_KEPT: usize = 16;
/// The statistics file's name in the data directory.
pub const FILE_NAME: &str = "statistics.json";

/// Every finished game, summed up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Statistics {
    pub format: u32,
    /// By preset id.
    pub presets: BTreeMap<String, PresetStats>,
    /// Games at network tables, by preset id: counted for the seats played at this keyboard.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub online: BTreeMap<String, PresetStats>,
    /// The last games counted, oldest first.
    #[serde(default)]
    pub counted: Vec<GameId>,
    /// The costliest decisions of the games counted, asked again by `sayzee drill` until answered right.
    #[serde(default, skip_serializing_if = "Drills::is_empty")]
    pub drills: Drills,
}

impl Default for Statistics {
    fn default() -> Statistics {
        Statistics {
            format: STATS_FORMAT,
            presets: BTreeMap::new(),
            online: BTreeMap::new(),
            counted: Vec::new(),
            drills: Drills::default(),
        }
    }
}

/// A finished game's identity: a fingerprint of its whole saved form (players, sheets, dice generator), the
/// same whether the game was just finished or read back from its save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameId(String);

impl GameId {
    /// The identity of the game whose saved form is `saved`.
    pub fn of_saved(saved: &str) -> GameId {
        // FNV-1a, 64 bits: enough to tell one player's games apart (this is not about tampering).
        let hash = crate::hash::fnv1a(saved.as_bytes());
        GameId(format!("{hash:016x}"))
    }
}

/// What the review of a finished game found for one player: how many decisions they made, the expected points
/// they gave away against the expert's play, and what the dice gave them against an average game (with the exact
/// table only), with its costliest decisions to drill (with the exact table only).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reviewed {
    pub decisions: u64,
    pub given_away: f64,
    pub luck: Option<f64>,
    pub drills: Vec<crate::strategy::drill::Costly>,
}

/// The finished games of one preset.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PresetStats {
    pub games: u64,
    /// By player name.
    pub players: BTreeMap<String, PlayerStats>,
}

impl PresetStats {
    /// One more finished game, and a line in it for each player in `players`, with what the review of their
    /// decisions found where `reviewed` (by player) has it.
    fn add(
        &mut self,
        state: &GameState,
        players: impl Iterator<Item = usize>,
        reviewed: &[Option<Reviewed>],
    ) {
        self.games = self.games.saturating_add(1);
        let winner_total = (0..state.players().len())
            .map(|p| state.total(p))
            .max()
            .unwrap_or(0);
        for index in players {
            let (Some(spec), Some(player)) = (
                state.config().players.get(index),
                state.players().get(index),
            ) else {
                continue;
            };
            let total = u64::from(state.total(index));
            let yahtzees: u64 = player
                .sheets
                .iter()
                .map(|sheet| {
                    u64::from(sheet.points(Category::Yahtzee).is_some_and(|p| p > 0))
                        + u64::from(sheet.yahtzee_bonuses())
                })
                .sum();
            let stats = self.players.entry(spec.name.to_string()).or_default();
            stats.games = stats.games.saturating_add(1);
            stats.wins = stats
                .wins
                .saturating_add(u64::from(total == u64::from(winner_total)));
            stats.total_points = stats.total_points.saturating_add(total);
            stats.best = stats.best.max(total);
            stats.yahtzees = stats.yahtzees.saturating_add(yahtzees);
            if let Some(Some(review)) = reviewed.get(index) {
                stats.reviewed = stats.reviewed.saturating_add(1);
                stats.decisions = stats.decisions.saturating_add(review.decisions);
                stats.given_away += review.given_away;
                if let Some(luck) = review.luck {
                    stats.lucky = stats.lucky.saturating_add(1);
                    stats.luck += luck;
                }
            }
        }
    }
}

/// One player name's record in one preset.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerStats {
    pub games: u64,
    /// Games finished in first place, ties included.
    pub wins: u64,
    pub total_points: u64,
    pub best: u64,
    pub yahtzees: u64,
    /// Of the games, those whose every decision was reviewed (from format 4 on; a game resumed from an older save,
    /// or counted after sayzee stopped, is not).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub reviewed: u64,
    /// The decisions made in the reviewed games.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub decisions: u64,
    /// The expected points given away against the expert's play in the reviewed games, in all.
    #[serde(default, skip_serializing_if = "is_nothing")]
    pub given_away: f64,
    /// Of the reviewed games, those whose dice were weighed against an average game (from format 5 on, with the
    /// exact table).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub lucky: u64,
    /// What the dice gave in those games against an average one, in all (negative where they took more).
    #[serde(default, skip_serializing_if = "is_nothing")]
    pub luck: f64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

fn is_nothing(points: &f64) -> bool {
    *points == 0.0
}

impl PlayerStats {
    /// The average final score, to one decimal.
    pub fn average(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        (self.total_points as f64 / self.games as f64 * 10.0).round() / 10.0
    }

    /// The points given away per reviewed game, to one decimal; `None` before the first.
    pub fn given_away_per_game(&self) -> Option<f64> {
        (self.reviewed > 0).then(|| (self.given_away / self.reviewed as f64 * 10.0).round() / 10.0)
    }

    /// What the dice gave per game against an average one, to one decimal; `None` before the first game weighed.
    pub fn luck_per_game(&self) -> Option<f64> {
        (self.lucky > 0).then(|| (self.luck / self.lucky as f64 * 10.0).round() / 10.0)
    }

    /// The points given away per decision, to two decimals; `None` before the first.
    pub fn given_away_per_decision(&self) -> Option<f64> {
        (self.decisions > 0)
            .then(|| (self.given_away / self.decisions as f64 * 100.0).round() / 100.0)
    }
}

/// Only the format number, read first so a newer file is recognised even if its shape changed.
#[derive(Deserialize)]
struct FormatOnly {
    format: u32,
}

impl Statistics {
    /// Adds a finished game, known by `id` from then on, with what the review found for each player (by player;
    /// `None` or missing for those not reviewed). A game still in play is not counted. Whether a saved game is
    /// counted already is the caller's question ([`Statistics::has_counted`]): a game just played to its end is
    /// new even when a game with the same seed and moves ended the same way before.
    pub fn record(&mut self, state: &GameState, id: GameId, reviewed: &[Option<Reviewed>]) {
        if !state.is_over() {
            return;
        }
        self.remember(id);
        let preset = self
            .presets
            .entry(state.config().preset.id().to_string())
            .or_default();
        preset.add(state, 0..state.players().len(), reviewed);
        self.add_drills(state, 0..state.players().len(), reviewed);
    }

    /// The drills of `players` from the review of their finished game.
    fn add_drills(
        &mut self,
        state: &GameState,
        players: impl Iterator<Item = usize>,
        reviewed: &[Option<Reviewed>],
    ) {
        for player in players {
            if let Some(Some(review)) = reviewed.get(player) {
                self.drills.add(state, player, &review.drills);
            }
        }
    }

    /// Adds a finished game played at a network table, for the players at `seats_here` only (the others keep
    /// their own statistics at their own keyboards), known by `id` from then on.
    pub fn record_online(
        &mut self,
        state: &GameState,
        seats_here: &[usize],
        id: GameId,
        reviewed: &[Option<Reviewed>],
    ) {
        if !state.is_over() || seats_here.is_empty() {
            return;
        }
        self.remember(id);
        let preset = self
            .online
            .entry(state.config().preset.id().to_string())
            .or_default();
        preset.add(state, seats_here.iter().copied(), reviewed);
        self.add_drills(state, seats_here.iter().copied(), reviewed);
    }

    fn remember(&mut self, id: GameId) {
        self.counted.push(id);
        let excess = self.counted.len().saturating_sub(COUNTED_KEPT);
        self.counted.drain(..excess);
    }

    /// Whether the game known by `id` is counted already.
    pub fn has_counted(&self, id: &GameId) -> bool {
        self.counted.contains(id)
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
        let mut stats: Statistics =
            serde_json::from_str(text).map_err(|e| Problem::Damaged(e.to_string()))?;
        // An older file is read as it is and written back in this format.
        stats.format = STATS_FORMAT;
        Ok(stats)
    }

    /// The statistics in `dir`; a file whose contents cannot be used is moved aside when `aside` allows.
    pub fn load(dir: &Path, aside: files::Aside) -> Loaded<Statistics> {
        files::load(&dir.join(FILE_NAME), aside, Statistics::from_json)
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
        let total = u64::from(total);
        let mut stats = Statistics::default();
        stats.record(game.state(), GameId::of_saved("first"), &[]);
        assert!(!stats.has_counted(&GameId::of_saved("second")));
        stats.record(game.state(), GameId::of_saved("second"), &[]);
        assert!(stats.has_counted(&GameId::of_saved("second")));
        let yahtzee = &stats.presets["yahtzee"];
        assert_eq!(yahtzee.games, 2);
        for name in ["Ann", "Bo"] {
            let player = &yahtzee.players[name];
            // The box scored with 50, then twelve bonuses, in each of the two games; a tie is a win for both.
            assert_eq!(player.yahtzees, 26, "{name}");
            assert_eq!(player.wins, 2);
            assert_eq!(player.best, total);
            assert_eq!(player.average(), total as f64);
        }
        let back = Statistics::from_json(&stats.to_json()).unwrap();
        assert_eq!(back, stats);
    }

    #[test]
    fn a_game_in_play_is_not_counted_and_newer_files_are_refused() {
        let config = MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Ann")]);
        let (game, _) = Game::start(config, DiceSource::seeded(1)).unwrap();
        let mut stats = Statistics::default();
        stats.record(game.state(), GameId::of_saved("in play"), &[]);
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

    #[test]
    fn counters_past_two_to_the_thirty_two_go_on_and_the_largest_saturate() {
        let game = all_sixes_game();
        let mut stats = Statistics::from_json(
            "{\"format\": 1, \"presets\": {\"yahtzee\": {\"games\": 4294967295, \"players\": {\"Ann\": {\"games\": 4294967295, \"wins\": 4294967295, \"total_points\": 18446744073709551615, \"best\": 1, \"yahtzees\": 4294967295}}}}}",
        )
        .unwrap();
        stats.record(game.state(), GameId::of_saved("one more"), &[]);
        let yahtzee = &stats.presets["yahtzee"];
        assert_eq!(yahtzee.games, 1 << 32);
        let ann = &yahtzee.players["Ann"];
        assert_eq!((ann.games, ann.wins), (1 << 32, 1 << 32));
        assert_eq!(ann.yahtzees, (1 << 32) - 1 + 13);
        assert_eq!(ann.total_points, u64::MAX, "the total saturates");
        let back = Statistics::from_json(&stats.to_json()).unwrap();
        assert_eq!(back, stats);
    }

    #[test]
    fn the_points_given_away_are_kept_per_reviewed_game_and_decision_and_read_back() {
        let game = all_sixes_game();
        let mut stats = Statistics::default();
        let ann = Reviewed {
            decisions: 20,
            given_away: 12.5,
            luck: Some(-8.25),
            drills: vec![crate::strategy::drill::Costly {
                position: crate::strategy::drill::Position {
                    round: 4,
                    sheet: crate::rules::Sheet::default(),
                    rolls_allowed: 3,
                    roll: 2,
                    dice: crate::rules::Dice::parse("22346", 5).unwrap(),
                },
                moves: crate::strategy::drill::Moves::default(),
                played: crate::game::Choice::Mark(Category::Chance),
                cost: 6.5,
            }],
        };
        // Ann reviewed, Bo not (a computer played a turn for him, say).
        stats.record(game.state(), GameId::of_saved("one"), &[Some(ann), None]);
        let second = Reviewed {
            decisions: 30,
            given_away: 2.0,
            luck: Some(20.0),
            drills: Vec::new(),
        };
        stats.record(game.state(), GameId::of_saved("two"), &[Some(second)]);
        let yahtzee = &stats.presets["yahtzee"];
        let ann = &yahtzee.players["Ann"];
        assert_eq!((ann.games, ann.reviewed, ann.decisions), (2, 2, 50));
        assert_eq!(ann.given_away_per_game(), Some(7.3));
        assert_eq!(ann.given_away_per_decision(), Some(0.29));
        assert_eq!((ann.lucky, ann.luck_per_game()), (2, Some(5.9)));
        let bo = &yahtzee.players["Bo"];
        assert_eq!((bo.games, bo.reviewed), (2, 0));
        assert_eq!(bo.given_away_per_game(), None);
        assert_eq!(bo.luck_per_game(), None);
        // Ann's costly decision is kept to drill, hers, due at once.
        let drills = stats.drills.due(0, None);
        assert_eq!(drills.len(), 1);
        assert_eq!((drills[0].player.as_str(), drills[0].cost), ("Ann", 6.5));
        let text = stats.to_json();
        assert_eq!(Statistics::from_json(&text).unwrap(), stats);
        // Bo's record says nothing of a figure he has none of.
        let bo_json = text.split("\"Bo\"").nth(1).unwrap();
        assert!(
            !bo_json[..bo_json.find('}').unwrap()].contains("given_away")
                && !bo_json[..bo_json.find('}').unwrap()].contains("luck"),
            "{text}"
        );
    }

    #[test]
    fn a_format_3_file_reads_with_no_figure_and_gets_one_from_the_next_reviewed_game() {
        let mut stats = Statistics::from_json(
            "{\"format\": 3, \"presets\": {\"yahtzee\": {\"games\": 5, \"players\": {\"Ann\": {\"games\": 5, \"wins\": 2, \"total_points\": 1000, \"best\": 260, \"yahtzees\": 1}}}}}",
        )
        .unwrap();
        assert_eq!(
            stats.presets["yahtzee"].players["Ann"].given_away_per_game(),
            None
        );
        let reviewed = Reviewed {
            decisions: 25,
            given_away: 4.25,
            luck: None,
            drills: Vec::new(),
        };
        stats.record(
            all_sixes_game().state(),
            GameId::of_saved("six"),
            &[Some(reviewed)],
        );
        let ann = &stats.presets["yahtzee"].players["Ann"];
        assert_eq!((ann.games, ann.reviewed), (6, 1));
        assert_eq!(ann.given_away_per_game(), Some(4.3));
        assert_eq!(stats.format, STATS_FORMAT);
    }

    #[test]
    fn only_the_last_games_identities_are_kept() {
        let game = all_sixes_game();
        let mut stats = Statistics::default();
        for n in 0..40 {
            stats.record(game.state(), GameId::of_saved(&n.to_string()), &[]);
        }
        assert_eq!(stats.counted.len(), COUNTED_KEPT);
        assert!(stats.has_counted(&GameId::of_saved("39")));
        assert!(!stats.has_counted(&GameId::of_saved("0")));
        assert_eq!(stats.presets["yahtzee"].games, 40);
    }
}
