//! The settings file's values checked with the parsers the flags use (a value that means nothing is dropped
//! and explained), and what the settings make of the rules and the keys.

use crate::i18n::Message;
use crate::input::{Action, Key, KeyMap};
use crate::narration::Verbosity;
use crate::persist::settings::Settings;
use crate::rules::{JokerRule, Preset, RuleOptions, RulesError, Ruleset};
use crate::speech::SpeechChoice;
use crate::usage::{UsageError, parse_preset};

/// Checks every value a person typed into the settings file with the parsers the flags use; a value that
/// means nothing is dropped (its default applies) and explained.
pub(super) fn drop_invalid_values(settings: &mut Settings) -> Vec<Message> {
    let mut notices = Vec::new();
    let mut ignored = |setting: &str, reason: Message| {
        notices.push(
            Message::new("settings-value-ignored")
                .with("setting", setting.to_string())
                .with("reason", reason),
        );
    };
    if let Some(preset) = settings.game.preset.as_deref()
        && let Err(error) = parse_preset(preset)
    {
        ignored("game.preset", error.message());
        settings.game.preset = None;
    }
    if let Some(backend) = settings.speech.backend.as_deref()
        && backend.parse::<SpeechChoice>().is_err()
    {
        ignored(
            "speech.backend",
            UsageError::UnknownSpeech(backend.to_string()).message(),
        );
        settings.speech.backend = None;
    }
    if let Some(joker) = settings.game.joker.as_deref()
        && parse_joker(joker).is_none()
    {
        ignored(
            "game.joker",
            Message::new("settings-unknown-joker").with("value", joker.to_string()),
        );
        settings.game.joker = None;
    }
    if let Some(verbosity) = settings.speech.verbosity.as_deref()
        && Verbosity::from_name(verbosity).is_none()
    {
        ignored(
            "speech.verbosity",
            Message::new("settings-unknown-verbosity").with("value", verbosity.to_string()),
        );
        settings.speech.verbosity = None;
    }
    if let Some(dice) = settings.game.dice.as_deref()
        && !matches!(dice, "face" | "position")
    {
        ignored(
            "game.dice",
            Message::new("settings-unknown-dice").with("value", dice.to_string()),
        );
        settings.game.dice = None;
    }
    settings.keyboard.bindings.retain(|action, keys| {
        if Action::from_name(action).is_none() {
            ignored(
                "keyboard.bindings",
                Message::new("settings-unknown-action").with("name", action.clone()),
            );
            return false;
        }
        if let Some(bad) = keys.iter().find(|key| key.parse::<Key>().is_err()) {
            ignored(
                "keyboard.bindings",
                Message::new("settings-unknown-key")
                    .with("key", bad.clone())
                    .with("name", action.clone()),
            );
            return false;
        }
        true
    });
    notices
}

fn parse_joker(text: &str) -> Option<JokerRule> {
    match text {
        "forced" => Some(JokerRule::Forced),
        "free" => Some(JokerRule::Free),
        "off" => Some(JokerRule::Off),
        _ => None,
    }
}

/// The settings' rule options for a game of `preset`. An option that does not fit this preset (extra rows in
/// Yatzy, a Joker in Maxi Yatzy) is left out with the explanation a flag asking for it would get.
pub fn rule_options(settings: &Settings, preset: Preset) -> (RuleOptions, Vec<Message>) {
    let game = &settings.game;
    let mut options = RuleOptions {
        upper_bonus: game.upper_bonus,
        yahtzee_bonus: game.yahtzee_bonus,
        joker: game.joker.as_deref().and_then(parse_joker),
        extra_rows: game.extra_rows,
        saved_rolls: game.saved_rolls,
    };
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

/// The default key map with the settings' bindings: each action named there gets exactly the keys listed.
///
/// # Errors
/// A key given to two actions (or a name that slipped past the checks made when the settings were read); the
/// caller keeps the default map and says why.
pub fn key_map(settings: &Settings) -> Result<KeyMap, Vec<crate::input::BindingError>> {
    crate::input::rebind(&KeyMap::default(), &settings.keyboard.bindings)
}
