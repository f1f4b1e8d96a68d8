//! The player's settings as data: what the settings file (TOML) may say, with a default for everything left out.
//!
//! The file is read one value at a time: a value of the wrong kind or out of its range, or a setting sayzee does
//! not know, is left out and named ([`IgnoredValue`]), and the rest applies. Values a person types (a preset, a
//! layout, a key) are kept as text here and checked where they are used, with the same parsers as the
//! command-line flags, so a mistake in the file gets the same clear message as a mistyped flag.

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
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SpeechSettings {
    /// `auto`, `speech-dispatcher`, `tts`, `text` or `off`; none means auto.
    pub backend: Option<String>,
    /// Speech rate from -100 (slowest) to 100 (fastest); none leaves the speech system's own rate.
    pub rate: Option<i8>,
    /// How much is said of play: `full` (the default) or `brief` (every fact, without the framing).
    pub verbosity: Option<String>,
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
    /// How digits choose dice: `face` (the die showing that face, the default) or `position` (the die in that
    /// place of the sorted roll).
    pub dice: Option<String>,
    /// Which move the hint says first when the move that wins most often is not the one worth most points:
    /// `win` (the default) or `points`.
    pub hint_first: Option<String>,
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
            dice: None,
            hint_first: None,
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

/// What a setting's value must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// Text in quotes.
    Text,
    /// `true` or `false`.
    Flag,
    /// A whole number in this range.
    Number { min: i64, max: i64 },
    /// A section of its own (`[speech]`).
    Section,
    /// A list of key names (`["x", "shift+t"]`).
    Keys,
}

/// Every setting sayzee knows, by its dotted name, with what its value must be.
const KNOWN: &[(&str, Expected)] = &[
    ("language", Expected::Text),
    ("speech.backend", Expected::Text),
    (
        "speech.rate",
        Expected::Number {
            min: -100,
            max: 100,
        },
    ),
    ("speech.verbosity", Expected::Text),
    ("keyboard.layout", Expected::Text),
    ("game.preset", Expected::Text),
    ("game.upper_bonus", Expected::Flag),
    ("game.yahtzee_bonus", Expected::Flag),
    ("game.joker", Expected::Text),
    ("game.extra_rows", Expected::Flag),
    ("game.saved_rolls", Expected::Flag),
    ("game.dice", Expected::Text),
    ("game.hint_first", Expected::Text),
    (
        "game.computer_pace_ms",
        Expected::Number {
            min: 0,
            max: 60_000,
        },
    ),
    ("sound.enabled", Expected::Flag),
    ("sound.volume", Expected::Number { min: 0, max: 100 }),
];
/// The sections of the file; `keyboard.bindings` is a section within one.
const SECTIONS: &[&str] = &["speech", "keyboard", "game", "sound"];
const BINDINGS: &str = "keyboard.bindings";

/// One value of the settings file that was left out (its default applies), and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IgnoredValue {
    /// The dotted name, as in `speech.rate` or `keyboard.bindings.help`.
    pub setting: String,
    /// The value as written in the file, shortened if long.
    pub value: String,
    /// `None` when sayzee has no such setting.
    pub expected: Option<Expected>,
}

impl Settings {
    /// Reads settings from TOML text one value at a time: a value of the wrong kind or out of its range, or
    /// a setting sayzee does not know, is left out and reported; everything else applies.
    ///
    /// # Errors
    /// The parser's explanation when the text is not TOML at all.
    pub fn from_toml(text: &str) -> Result<(Settings, Vec<IgnoredValue>), toml::de::Error> {
        let table: toml::Table = text.parse()?;
        let mut accepted = toml::Table::new();
        let mut ignored = Vec::new();
        for (name, value) in table {
            if !SECTIONS.contains(&name.as_str()) {
                accept(&mut accepted, None, &name, value, &mut ignored);
                continue;
            }
            let toml::Value::Table(section) = value else {
                ignored.push(IgnoredValue::new(&name, &value, Some(Expected::Section)));
                continue;
            };
            let mut kept = toml::Table::new();
            for (key, value) in section {
                if format!("{name}.{key}") == BINDINGS {
                    kept.insert(key, toml::Value::Table(bindings(value, &mut ignored)));
                } else {
                    accept(&mut kept, Some(&name), &key, value, &mut ignored);
                }
            }
            accepted.insert(name, toml::Value::Table(kept));
        }
        // Every value left has been checked against its field's kind, so this cannot fail.
        let settings = toml::Value::Table(accepted).try_into().unwrap_or_default();
        Ok((settings, ignored))
    }

    /// Reads the settings file at `path` (see [`files::load`]); only a file that is not TOML at all is
    /// refused (and moved aside when `aside` allows).
    pub fn load(path: &Path, aside: files::Aside) -> Loaded<(Settings, Vec<IgnoredValue>)> {
        files::load(path, aside, |text| {
            Settings::from_toml(text).map_err(|error| Problem::Damaged(error.to_string()))
        })
    }

    /// The settings as TOML text, every value written out so the file documents itself.
    pub fn to_toml(&self) -> String {
        toml::to_string_pretty(self).expect("settings are plain data that TOML can always hold")
    }
}

impl IgnoredValue {
    fn new(setting: &str, value: &toml::Value, expected: Option<Expected>) -> IgnoredValue {
        const LONGEST: usize = 40;
        let mut value = value.to_string();
        if value.chars().count() > LONGEST {
            value = value.chars().take(LONGEST).chain(['…']).collect();
        }
        IgnoredValue {
            setting: setting.to_string(),
            value,
            expected,
        }
    }
}

/// Puts `value` into `into` under `key` if it is a setting sayzee knows and of the right kind and range;
/// otherwise records why it is left out.
fn accept(
    into: &mut toml::Table,
    section: Option<&str>,
    key: &str,
    value: toml::Value,
    ignored: &mut Vec<IgnoredValue>,
) {
    let setting = match section {
        Some(section) => format!("{section}.{key}"),
        None => key.to_string(),
    };
    let expected = KNOWN
        .iter()
        .find(|(name, _)| *name == setting)
        .map(|(_, expected)| *expected);
    let fits = match expected {
        None => false,
        Some(Expected::Text) => value.is_str(),
        Some(Expected::Flag) => value.is_bool(),
        Some(Expected::Number { min, max }) => {
            value.as_integer().is_some_and(|n| (min..=max).contains(&n))
        }
        Some(Expected::Section | Expected::Keys) => false,
    };
    if fits {
        into.insert(key.to_string(), value);
    } else {
        ignored.push(IgnoredValue::new(&setting, &value, expected));
    }
}

/// The key bindings that are lists of text; each other one is left out and recorded.
fn bindings(value: toml::Value, ignored: &mut Vec<IgnoredValue>) -> toml::Table {
    let toml::Value::Table(table) = value else {
        ignored.push(IgnoredValue::new(BINDINGS, &value, Some(Expected::Section)));
        return toml::Table::new();
    };
    let mut kept = toml::Table::new();
    for (action, keys) in table {
        let is_list_of_text = keys
            .as_array()
            .is_some_and(|keys| keys.iter().all(toml::Value::is_str));
        if is_list_of_text {
            kept.insert(action, keys);
        } else {
            let setting = format!("{BINDINGS}.{action}");
            ignored.push(IgnoredValue::new(&setting, &keys, Some(Expected::Keys)));
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> (Settings, Vec<IgnoredValue>) {
        Settings::from_toml(text).unwrap()
    }

    #[test]
    fn an_empty_file_gives_the_defaults() {
        assert_eq!(read(""), (Settings::default(), Vec::new()));
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
        assert_eq!(read(&settings.to_toml()), (settings, Vec::new()));
    }

    #[test]
    fn a_bad_value_is_left_out_alone_and_named_with_what_it_must_be() {
        let (settings, ignored) = read(
            "language = \"fr\"\nloud = true\n[speech]\nrate = 500\nbackend = \"text\"\n[sound]\nvolume = 255\nenabled = \"yes\"\n[game]\ncomputer_pace_ms = 0\nupper_bonus = 1\n[keyboard.bindings]\nhelp = \"f2\"\nhint = [\"h\"]\n",
        );
        assert_eq!(settings.language.as_deref(), Some("fr"));
        assert_eq!(settings.speech.backend.as_deref(), Some("text"));
        assert_eq!(settings.speech.rate, None);
        assert_eq!(settings.sound, SoundSettings::default());
        assert_eq!(settings.game.computer_pace_ms, 0);
        assert_eq!(settings.game.upper_bonus, None);
        assert_eq!(
            settings.keyboard.bindings.keys().collect::<Vec<_>>(),
            ["hint"]
        );
        let named: Vec<_> = ignored
            .iter()
            .map(|i| (i.setting.as_str(), i.value.as_str(), i.expected))
            .collect();
        assert_eq!(
            named,
            // By name, as the file's tables are read.
            [
                ("game.upper_bonus", "1", Some(Expected::Flag)),
                ("keyboard.bindings.help", "\"f2\"", Some(Expected::Keys)),
                ("loud", "true", None),
                ("sound.enabled", "\"yes\"", Some(Expected::Flag)),
                (
                    "sound.volume",
                    "255",
                    Some(Expected::Number { min: 0, max: 100 })
                ),
                (
                    "speech.rate",
                    "500",
                    Some(Expected::Number {
                        min: -100,
                        max: 100
                    })
                ),
            ]
        );
    }

    #[test]
    fn values_in_their_type_but_out_of_their_range_are_left_out() {
        let (settings, ignored) = read("[speech]\nrate = 127\n[sound]\nvolume = 101\n");
        assert_eq!(settings, Settings::default());
        assert_eq!(ignored.len(), 2);
        let (settings, ignored) = read("[speech]\nrate = -100\n[sound]\nvolume = 0\n");
        assert_eq!(settings.speech.rate, Some(-100));
        assert_eq!(settings.sound.volume, 0);
        assert!(ignored.is_empty());
    }

    #[test]
    fn a_section_that_is_not_a_table_is_named() {
        let (settings, ignored) = read("sound = 3\n");
        assert_eq!(settings, Settings::default());
        assert_eq!(ignored[0].setting, "sound");
        assert_eq!(ignored[0].expected, Some(Expected::Section));
    }

    #[test]
    fn a_settings_file_that_is_not_toml_is_damaged_and_moved_aside() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(FILE_NAME);
        std::fs::write(&path, "language = \"fr").unwrap();
        let Loaded::Refused {
            problem: Problem::Damaged(_),
            moved_to: Some(moved),
        } = Settings::load(&path, files::Aside::Move)
        else {
            panic!("refused");
        };
        assert_eq!(std::fs::read_to_string(moved).unwrap(), "language = \"fr");
        std::fs::write(&path, "language = \"fr\"\n").unwrap();
        assert!(
            matches!(Settings::load(&path, files::Aside::Move), Loaded::Read((s, _)) if s.language.as_deref() == Some("fr"))
        );
    }
}
