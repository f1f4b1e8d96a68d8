//! What a match is made of before it starts: the rules, the players, and how many sheets each fills.

use serde::{Deserialize, Serialize};

use crate::rules::{Preset, RuleOptions, RulesError, Ruleset};
use crate::text::PlayerName;

/// The most players around one keyboard.
pub const MAX_PLAYERS: usize = 8;
/// The most sheets a player may fill in one match.
pub const MAX_SHEETS: u8 = 10;

/// How well a computer player plays, from the champion (who plays to win) and perfect (for the most points) down to
/// beginner (strongest first, so they order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Skill {
    Champion,
    Perfect,
    Expert,
    Good,
    Casual,
    Beginner,
}

impl Skill {
    pub const ALL: [Skill; 6] = [
        Skill::Champion,
        Skill::Perfect,
        Skill::Expert,
        Skill::Good,
        Skill::Casual,
        Skill::Beginner,
    ];

    /// The stable id used on the command line, in settings and in save files.
    pub const fn id(self) -> &'static str {
        match self {
            Skill::Champion => "champion",
            Skill::Perfect => "perfect",
            Skill::Expert => "expert",
            Skill::Good => "good",
            Skill::Casual => "casual",
            Skill::Beginner => "beginner",
        }
    }
}

impl std::fmt::Display for Skill {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

impl std::str::FromStr for Skill {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let wanted = text.trim().to_ascii_lowercase();
        Skill::ALL
            .into_iter()
            .find(|s| s.id() == wanted)
            .ok_or_else(|| text.to_string())
    }
}

/// Who sits in a seat: a person at the keyboard or the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum PlayerKind {
    Human,
    Computer { skill: Skill },
}

/// One player as set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    /// Cleaned wherever it came from (flag, answer, saved game), so it prints on one line as it is.
    pub name: PlayerName,
    pub kind: PlayerKind,
    /// The number of a computer player named by number ("Computer 2"): its name is then said in each
    /// listener's own language rather than in the language of setup. `name` keeps the setup's spelling.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u8>,
}

impl PlayerSpec {
    pub fn human(name: impl Into<PlayerName>) -> PlayerSpec {
        PlayerSpec {
            name: name.into(),
            kind: PlayerKind::Human,
            number: None,
        }
    }

    pub fn computer(name: impl Into<PlayerName>, skill: Skill) -> PlayerSpec {
        PlayerSpec {
            name: name.into(),
            kind: PlayerKind::Computer { skill },
            number: None,
        }
    }

    /// A computer player named by its number, said in each listener's language.
    pub fn numbered_computer(name: impl Into<PlayerName>, number: u8, skill: Skill) -> PlayerSpec {
        PlayerSpec {
            number: Some(number),
            ..PlayerSpec::computer(name, skill)
        }
    }

    pub fn is_computer(&self) -> bool {
        matches!(self.kind, PlayerKind::Computer { .. })
    }

    /// The level of a computer player; `None` for a person.
    pub fn skill(&self) -> Option<Skill> {
        match self.kind {
            PlayerKind::Computer { skill } => Some(skill),
            PlayerKind::Human => None,
        }
    }
}

/// A match: a ruleset with its options, the players in turn order, and the sheets each fills in a row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchConfig {
    pub preset: Preset,
    #[serde(default)]
    pub options: RuleOptions,
    pub players: Vec<PlayerSpec>,
    /// Each player fills this many sheets, one after another; the match total is their sum.
    pub sheets: u8,
    /// Duplicate dice: every player meets the same rolls (see [`super::DiceSource::duplicate`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub duplicate: bool,
}

/// Why a match cannot be set up this way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ConfigError {
    NoPlayers,
    TooManyPlayers(usize),
    EmptyName,
    DuplicateName(String),
    SheetsOutOfRange(u8),
    Rules(RulesErrorData),
}

/// A [`RulesError`] as data that can be saved and compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RulesErrorData {
    NoYahtzeeBox(Preset),
    NoExtraRows(Preset),
}

impl From<RulesError> for ConfigError {
    fn from(error: RulesError) -> ConfigError {
        ConfigError::Rules(match error {
            RulesError::NoYahtzeeBox(p) => RulesErrorData::NoYahtzeeBox(p),
            RulesError::NoExtraRows(p) => RulesErrorData::NoExtraRows(p),
        })
    }
}

impl MatchConfig {
    /// One sheet each, the preset's own rules.
    pub fn new(preset: Preset, players: Vec<PlayerSpec>) -> MatchConfig {
        MatchConfig {
            preset,
            options: RuleOptions::default(),
            players,
            sheets: 1,
            duplicate: false,
        }
    }

    /// The ruleset, checking everything about the match.
    ///
    /// # Errors
    /// [`ConfigError`] naming the first thing wrong.
    pub fn validate(&self) -> Result<Ruleset, ConfigError> {
        if self.players.is_empty() {
            return Err(ConfigError::NoPlayers);
        }
        if self.players.len() > MAX_PLAYERS {
            return Err(ConfigError::TooManyPlayers(self.players.len()));
        }
        for (i, player) in self.players.iter().enumerate() {
            let name = player.name.as_str();
            if name.is_empty() {
                return Err(ConfigError::EmptyName);
            }
            if self.players[..i].iter().any(|p| p.name.same_as(name)) {
                return Err(ConfigError::DuplicateName(name.to_string()));
            }
        }
        if !(1..=MAX_SHEETS).contains(&self.sheets) {
            return Err(ConfigError::SheetsOutOfRange(self.sheets));
        }
        Ok(Ruleset::new(self.preset, self.options)?)
    }
}
