//! The settings file parsed once into the types play uses: every value a person typed (a preset, a speech
//! choice, a layout, a verbosity, the Joker, how digits choose dice, which move the hint says first, key
//! bindings) is checked here with the parsers the command-line flags use, so a mistake in the file gets the same
//! clear words as a mistyped flag. A value that means nothing is left out (its default applies) and explained;
//! nothing downstream parses a setting again.

use std::time::Duration;

use crate::i18n::Message;
use crate::input::{Action, Key, KeyMap, Layout};
use crate::narration::Verbosity;
use crate::persist::settings::Settings;
use crate::player::hint::HintFirst;
use crate::rules::{JokerRule, Preset, RuleOptions, RulesError, Ruleset};
use crate::speech::SpeechChoice;
use crate::usage::{UsageError, parse_preset};

/// How digits and typed lists choose dice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DiceBy {
    /// The die showing that face (the default).
    #[default]
    Face,
    /// The die in that place of the sorted roll.
    Position,
}

/// What the settings file says, in the types play uses. Command-line flags override it where they exist.
#[derive(Clone, Debug, PartialEq)]
pub struct Preferences {
    /// The language tag the file chose (negotiated by the command line, as `--lang` is).
    pub language: Option<String>,
    /// The speech the file chose; `--speech` overrides it.
    pub speech: Option<SpeechChoice>,
    /// -100 (slowest) to 100 (fastest); none keeps the speech service's own rate.
    pub rate: Option<i8>,
    pub verbosity: Verbosity,
    /// The keyboard layout the file chose; `--keyboard` overrides it, and none means the locale's.
    pub layout: Option<Layout>,
    /// The default keys with the file's rebindings (the defaults alone when a rebinding clashed).
    pub keys: KeyMap,
    /// The preset setup offers first.
    pub preset: Option<Preset>,
    /// Rule options over the preset, as the command line names them.
    pub rules: RuleOptions,
    pub dice_by: DiceBy,
    /// Which move the hint says first when winning and points disagree.
    pub hint_first: HintFirst,
    /// The pause between two computer moves in the terminal, so a listener can follow.
    pub computer_pace: Duration,
    pub sound: bool,
    /// Percent, 0 to 100.
    pub volume: u8,
}

impl Default for Preferences {
    fn default() -> Preferences {
        Preferences::parse(Settings::default()).0
    }
}

impl Preferences {
    /// The file's values parsed; what to tell the player about the ones left out, in the file's order.
    pub fn parse(settings: Settings) -> (Preferences, Vec<Message>) {
        let mut notices = Vec::new();
        let preset = parsed("game.preset", settings.game.preset, &mut notices, |text| {
            parse_preset(text).map_err(|error| error.message())
        });
        let speech = parsed(
            "speech.backend",
            settings.speech.backend,
            &mut notices,
            |text| {
                text.parse::<SpeechChoice>()
                    .map_err(|()| UsageError::UnknownSpeech(text.to_string()).message())
            },
        );
        let joker = parsed("game.joker", settings.game.joker, &mut notices, |text| {
            parse_joker(text).ok_or_else(|| {
                Message::new("settings-unknown-joker").with("value", text.to_string())
            })
        });
        let verbosity = parsed(
            "speech.verbosity",
            settings.speech.verbosity,
            &mut notices,
            |text| {
                Verbosity::from_name(text).ok_or_else(|| {
                    Message::new("settings-unknown-verbosity").with("value", text.to_string())
                })
            },
        );
        let dice_by = parsed("game.dice", settings.game.dice, &mut notices, |text| {
            parse_dice_by(text).ok_or_else(|| {
                Message::new("settings-unknown-dice").with("value", text.to_string())
            })
        });
        let hint_first = parsed(
            "game.hint_first",
            settings.game.hint_first,
            &mut notices,
            |text| {
                HintFirst::from_name(text).ok_or_else(|| {
                    Message::new("settings-unknown-hint-first").with("value", text.to_string())
                })
            },
        );
        let layout = parsed(
            "keyboard.layout",
            settings.keyboard.layout,
            &mut notices,
            |text| {
                text.parse::<Layout>()
                    .map_err(|_| UsageError::UnknownLayout(text.to_string()).message())
            },
        );
        let (keys, key_notices) = key_map(&settings.keyboard.bindings);
        notices.extend(key_notices);
        let rules = RuleOptions {
            upper_bonus: settings.game.upper_bonus,
            yahtzee_bonus: settings.game.yahtzee_bonus,
            joker,
            extra_rows: settings.game.extra_rows,
            saved_rolls: settings.game.saved_rolls,
        };
        let preferences = Preferences {
            language: settings.language,
            speech,
            rate: settings.speech.rate,
            verbosity: verbosity.unwrap_or_default(),
            layout,
            keys,
            preset,
            rules,
            dice_by: dice_by.unwrap_or_default(),
            hint_first: hint_first.unwrap_or_default(),
            computer_pace: Duration::from_millis(u64::from(settings.game.computer_pace_ms)),
            sound: settings.sound.enabled,
            volume: settings.sound.volume,
        };
        (preferences, notices)
    }

    /// The settings' rule options for a game of `preset`. An option that does not fit this preset (extra rows in
    /// Yatzy, a Joker in Maxi Yatzy) is left out with the explanation a flag asking for it would get.
    pub fn rule_options(&self, preset: Preset) -> (RuleOptions, Vec<Message>) {
        let mut options = self.rules;
        let mut said = Vec::new();
        // Each refusal names one kind of option; taking it out answers it, so this ends within three rounds.
        while let Err(error) = Ruleset::new(preset, options) {
            let setting = match error {
                RulesError::NoExtraRows(_) => {
                    options.extra_rows = None;
                    "game.extra_rows"
                }
                RulesError::NoYahtzeeBox(_) => {
                    options.joker = None;
                    options.yahtzee_bonus = None;
                    "game.joker, game.yahtzee_bonus"
                }
            };
            said.push(
                Message::new("settings-value-ignored")
                    .with("setting", setting)
                    .with("reason", UsageError::Rules(error).message()),
            );
        }
        (options, said)
    }
}

/// `value` parsed, if the file gave one; one that means nothing is left out and said (`setting` and why).
fn parsed<T>(
    setting: &str,
    value: Option<String>,
    notices: &mut Vec<Message>,
    parse: impl Fn(&str) -> Result<T, Message>,
) -> Option<T> {
    match parse(&value?) {
        Ok(parsed) => Some(parsed),
        Err(reason) => {
            notices.push(
                Message::new("settings-value-ignored")
                    .with("setting", setting.to_string())
                    .with("reason", reason),
            );
            None
        }
    }
}

fn parse_joker(text: &str) -> Option<JokerRule> {
    match text {
        "forced" => Some(JokerRule::Forced),
        "free" => Some(JokerRule::Free),
        "off" => Some(JokerRule::Off),
        _ => None,
    }
}

fn parse_dice_by(text: &str) -> Option<DiceBy> {
    match text {
        "face" => Some(DiceBy::Face),
        "position" => Some(DiceBy::Position),
        _ => None,
    }
}

/// The default keys with the file's rebindings, checked once: an entry naming no action or no key is left out
/// and explained; when two actions would share a key, every default stays and each clash is said, so a typo never
/// leaves a player without a key or with one key doing two things.
fn key_map(bindings: &std::collections::BTreeMap<String, Vec<String>>) -> (KeyMap, Vec<Message>) {
    let mut notices = Vec::new();
    let mut replaced: Vec<(Action, Vec<Key>)> = Vec::new();
    for (name, keys) in bindings {
        let Some(action) = Action::from_name(name.trim()) else {
            notices.push(ignored_binding(
                Message::new("settings-unknown-action").with("name", name.clone()),
            ));
            continue;
        };
        match keys
            .iter()
            .map(|text| text.parse::<Key>().map_err(|_| text))
            .collect()
        {
            Ok(keys) => replaced.push((action, keys)),
            Err(bad) => notices.push(ignored_binding(
                Message::new("settings-unknown-key")
                    .with("key", bad.clone())
                    .with("name", name.clone()),
            )),
        }
    }
    match crate::input::rebind(&KeyMap::default(), &replaced) {
        Ok(keys) => (keys, notices),
        Err(clashes) => {
            notices.extend(clashes.iter().map(|clash| {
                Message::new("settings-binding-twice")
                    .with("key", clash.key.to_string())
                    .with("first", clash.first.name())
                    .with("second", clash.second.name())
            }));
            (KeyMap::default(), notices)
        }
    }
}

fn ignored_binding(reason: Message) -> Message {
    Message::new("settings-value-ignored")
        .with("setting", "keyboard.bindings")
        .with("reason", reason)
}
