//! The player's settings as data: what the settings file (TOML) may say, with a default for everything left out.
//!
//! Values a person types (a preset, a layout, a key) are kept as text here and checked where they are used, with
//! the same parsers as the command-line flags, so a mistake in the file gets the same clear message as a mistyped
//! flag. Reading and writing the file, and moving a damaged one aside, belong to the shell's persistence code.

use std::collections::BTreeMap;

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::files::{self, Loaded, Problem};

/// The settings file's name in the settings directory.
pub const FILE_NAME: &str = "settings.toml";

/// Everything a player can set. Command-line flags override what is here.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Language tag such as `fr` or `en-US`; none means the system's.
    pub language: Option<String>,
    pub speech: SpeechSettings,
    pub keyboard: KeyboardSettings,
    pub game: GameSettings,
    pub sound: SoundSettings,
    /// How much is said: `full` (everything) or `brief` (shorter roll lines).
    pub verbosity: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SpeechSettings {
    /// `auto`, `speech-dispatcher`, `tts`, `text` or `off`; none means auto.
    pub backend: Option<String>,
    /// Speech rate from -100 (slowest) to 100 (fastest); none leaves the speech system's own rate.
    pub rate: Option<i8>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct KeyboardSettings {
    /// `us`, `uk`, `de` or `fr`; none means chosen from the locale.
    pub layout: Option<String>,
    /// Action name to the keys that run it (`reroll = ["enter", "shift+r"]`); replaces that action's default keys.
    pub bindings: BTreeMap<String, Vec<String>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GameSettings {
    /// The preset setup offers first.
    pub preset: Option<String>,
    /// Rule options over the preset, by the names the command line uses.
    pub upper_bonus: Option<bool>,
    pub yahtzee_bonus: Option<bool>,
    /// `forced`, `free` or `off`.
    pub joker: Option<String>,
    pub extra_rows: Option<bool>,
    pub saved_rolls: Option<bool>,
    /// Milliseconds between two computer moves, so a listener can follow; any key skips ahead.
    pub computer_pace_ms: u32,
}

impl Default for GameSettings {
    fn default() -> GameSettings {
        GameSettings {
            preset: None,
            upper_bonus: None,
            yahtzee_bonus: None,
            joker: None,
            extra_rows: None,
            saved_rolls: None,
            computer_pace_ms: 1200,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SoundSettings {
    pub enabled: bool,
    /// Percent, 0 to 100.
    pub volume: u8,
}

impl Default for SoundSettings {
    fn default() -> SoundSettings {
        SoundSettings {
            enabled: true,
            volume: 80,
        }
    }
}

impl Settings {
    /// Reads settings from TOML text.
    ///
    /// # Errors
    /// The parser's explanation when the text is not valid TOML or says something sayzee does not know.
    pub fn from_toml(text: &str) -> Result<Settings, toml::de::Error> {
        toml::from_str(text)
    }

    /// Reads the settings file at `path`; a file that cannot be used is moved aside (see [`files::load`]).
    pub fn load(path: &Path) -> Loaded<Settings> {
        files::load(path, |text| {
            Settings::from_toml(text).map_err(|error| {
                let detail = error.message().to_string();
                // serde's wording for deny_unknown_fields: "unknown field `loud`, expected ...".
                match detail
                    .strip_prefix("unknown field `")
                    .and_then(|rest| rest.split('`').next())
                {
                    Some(name) => Problem::UnknownSetting(name.to_string()),
                    None => Problem::Damaged(error.to_string()),
                }
            })
        })
    }

    /// The settings as TOML text, every value written out so the file documents itself.
    pub fn to_toml(&self) -> String {
        toml::to_string_pretty(self).expect("settings are plain data that TOML can always hold")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_file_gives_the_defaults() {
        assert_eq!(Settings::from_toml("").unwrap(), Settings::default());
    }

    #[test]
    fn settings_survive_a_round_trip_through_toml() {
        let mut settings = Settings {
            language: Some("fr".into()),
            ..Settings::default()
        };
        settings.speech.rate = Some(-20);
        settings.keyboard.layout = Some("fr".into());
        settings
            .keyboard
            .bindings
            .insert("reroll".into(), vec!["enter".into(), "x".into()]);
        settings.game.computer_pace_ms = 0;
        settings.sound.enabled = false;
        assert_eq!(Settings::from_toml(&settings.to_toml()).unwrap(), settings);
    }

    #[test]
    fn an_unknown_setting_is_refused_not_ignored() {
        let error = Settings::from_toml("[sound]\nloud = true\n").unwrap_err();
        assert!(error.to_string().contains("loud"), "{error}");
    }

    #[test]
    fn a_settings_file_with_an_unknown_setting_is_moved_aside_and_named() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(FILE_NAME);
        std::fs::write(&path, "[sound]\nloud = true\n").unwrap();
        let Loaded::Refused {
            problem: Problem::UnknownSetting(name),
            moved_to: Some(moved),
        } = Settings::load(&path)
        else {
            panic!("refused");
        };
        assert_eq!(name, "loud");
        assert_eq!(
            std::fs::read_to_string(moved).unwrap(),
            "[sound]\nloud = true\n"
        );
        assert_eq!(Settings::load(&path), Loaded::Missing);
    }

    #[test]
    fn a_settings_file_that_is_not_toml_is_damaged() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(FILE_NAME);
        std::fs::write(&path, "language = \"fr").unwrap();
        assert!(matches!(
            Settings::load(&path),
            Loaded::Refused {
                problem: Problem::Damaged(_),
                moved_to: Some(_)
            }
        ));
        std::fs::write(&path, "language = \"fr\"\n").unwrap();
        assert!(
            matches!(Settings::load(&path), Loaded::Read(s) if s.language.as_deref() == Some("fr"))
        );
    }
}
