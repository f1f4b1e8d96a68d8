//! The settings file as every command reads it at start, parsed once into [`Preferences`], and what to tell the
//! player about the rest (each value dropped with the explanation its flag would get, or the whole file moved
//! aside when it is not TOML).

use std::path::{Path, PathBuf};

use super::preferences::Preferences;
use super::problems::{FileKind, refusal};
use crate::i18n::Message;
use crate::persist::files::{Aside, Loaded};
use crate::persist::settings::{self, Expected, IgnoredValue, Settings};

/// What play needs from the files: what to tell the player about the settings, and where games are kept.
#[derive(Debug, Default)]
pub struct Files {
    /// Messages about the settings file, said before anything else.
    pub notices: Vec<Message>,
    /// Where the saved game and statistics live; `None` when the platform has no such directory.
    pub data_dir: Option<PathBuf>,
    /// The settings file, where changes made in play (speech rate, volume) are kept; `None` keeps none.
    pub settings_file: Option<PathBuf>,
    /// Where solved tables and W's opening are kept (`$SAYZEE_CACHE_DIR`, else the system's), resolved once by
    /// the command line; `None` when the platform has no such directory.
    pub cache_dir: Option<PathBuf>,
}

/// The settings from the settings file in `config_dir`, parsed, and what to tell the player about it: a file
/// that could not be used (moved aside, defaults used) or values that mean nothing (each ignored, with the same
/// explanation its command-line flag would get).
pub fn load_settings(config_dir: Option<&Path>) -> (Preferences, Vec<Message>) {
    let Some(dir) = config_dir else {
        return (Preferences::default(), Vec::new());
    };
    let path = settings_path(dir);
    match Settings::load(&path, Aside::Move) {
        Loaded::Missing => (Preferences::default(), Vec::new()),
        Loaded::Read((settings, ignored)) => {
            let mut notices: Vec<Message> = ignored.iter().map(ignored_message).collect();
            let (preferences, meaningless) = Preferences::parse(settings);
            notices.extend(meaningless);
            (preferences, notices)
        }
        Loaded::Refused { problem, moved_to } => (
            Preferences::default(),
            refusal(FileKind::Settings, &problem, &path, moved_to.as_deref()),
        ),
    }
}

/// What to say about a value of the settings file that was left out: its name, and what it must be.
fn ignored_message(ignored: &IgnoredValue) -> Message {
    let value = ignored.value.clone();
    let reason = match ignored.expected {
        None => Message::new("settings-unknown-setting"),
        Some(Expected::Text) => Message::new("settings-expected-text").with("value", value),
        Some(Expected::Flag) => Message::new("settings-expected-flag").with("value", value),
        Some(Expected::Number { min, max }) => Message::new("settings-expected-number")
            .with("value", value)
            .with("min", min)
            .with("max", max),
        Some(Expected::Section) => {
            Message::new("settings-expected-section").with("name", ignored.setting.clone())
        }
        Some(Expected::Keys) => Message::new("settings-expected-keys").with("value", value),
    };
    Message::new("settings-value-ignored")
        .with("setting", ignored.setting.clone())
        .with("reason", reason)
}

/// Where the settings file of `config_dir` is.
pub fn settings_path(config_dir: &Path) -> PathBuf {
    config_dir.join(settings::FILE_NAME)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;
    use crate::input::{Action, Key, KeyMap};
    use crate::persist::settings::Settings;
    use crate::rules::{JokerRule, Preset};

    fn said(messages: &[Message]) -> String {
        let localizer = Localizer::for_locale("en-US");
        messages
            .iter()
            .map(|m| localizer.text(m))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn rule_options_apply_where_they_fit_the_preset_and_are_explained_where_not() {
        let mut settings = Settings::default();
        settings.game.extra_rows = Some(true);
        settings.game.joker = Some("free".into());
        let (preferences, _) = Preferences::parse(settings.clone());
        let (options, notices) = preferences.rule_options(Preset::Yahtzee);
        assert_eq!(options.extra_rows, Some(true));
        assert_eq!(options.joker, Some(JokerRule::Free));
        assert!(notices.is_empty());
        let (options, notices) = preferences.rule_options(Preset::Yatzy);
        assert_eq!(options.extra_rows, None);
        assert_eq!(options.joker, Some(JokerRule::Free), "what fits is kept");
        let text = said(&notices);
        assert!(
            text.starts_with("In the settings file, game.extra_rows is ignored: Extra rows"),
            "{text}"
        );
        settings.game.upper_bonus = Some(false);
        let (preferences, _) = Preferences::parse(settings);
        let (options, notices) = preferences.rule_options(Preset::MaxiYatzy);
        let text = said(&notices);
        assert!(
            text.contains("In the settings file, game.joker, game.yahtzee_bonus is ignored: "),
            "{text}"
        );
        assert_eq!(options.upper_bonus, Some(false), "what fits is kept");
    }

    #[test]
    fn an_unknown_joker_rule_is_explained_and_dropped() {
        let mut settings = Settings::default();
        settings.game.joker = Some("sometimes".into());
        let (preferences, notices) = Preferences::parse(settings);
        assert_eq!(preferences.rules.joker, None);
        assert!(said(&notices).contains("“sometimes” is not a Joker rule"));
    }

    #[test]
    fn bindings_in_the_settings_replace_an_actions_keys() {
        let mut settings = Settings::default();
        settings
            .keyboard
            .bindings
            .insert("say-scores".into(), vec!["x".into(), "shift+t".into()]);
        let (preferences, notices) = Preferences::parse(settings);
        assert!(notices.is_empty(), "{notices:?}");
        let keys = preferences.keys;
        assert_eq!(
            keys.keys(Action::SayScores),
            ["x".parse::<Key>().unwrap(), "shift+t".parse().unwrap()]
        );
        assert_eq!(keys.action("s".parse().unwrap()), None);
        assert_eq!(keys.action("t".parse().unwrap()), Some(Action::SayTurn));
    }

    #[test]
    fn no_settings_file_means_the_defaults_and_nothing_said() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(
            load_settings(Some(dir.path())),
            (Preferences::default(), Vec::new())
        );
    }

    #[test]
    fn a_damaged_settings_file_is_told_moved_aside_and_replaced_by_defaults() {
        let dir = tempfile::tempdir().unwrap();
        let path = settings_path(dir.path());
        std::fs::write(&path, "[game\npreset = ").unwrap();
        let (preferences, notices) = load_settings(Some(dir.path()));
        assert_eq!(preferences, Preferences::default());
        let text = said(&notices);
        assert!(
            text.contains("The settings file could not be used"),
            "{text}"
        );
        assert!(text.contains("settings.toml.damaged-"), "{text}");
        let moved: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        assert_eq!(moved.len(), 1);
        assert_eq!(
            std::fs::read_to_string(&moved[0]).unwrap(),
            "[game\npreset = "
        );
    }

    #[test]
    fn values_that_mean_nothing_get_the_flags_messages_and_the_rest_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            settings_path(dir.path()),
            "language = \"fr\"\n[speech]\nbackend = \"loud\"\n[game]\npreset = \"yahtzy\"\n[keyboard.bindings]\njump = [\"j\"]\nhint = [\"shift+shift\"]\nhelp = [\"f2\"]\n",
        )
        .unwrap();
        let (preferences, notices) = load_settings(Some(dir.path()));
        assert_eq!(preferences.language.as_deref(), Some("fr"));
        assert_eq!(preferences.speech, None);
        assert_eq!(preferences.preset, None);
        // The entries that name no action or no key are left out; the one that does applies.
        assert_eq!(
            preferences.keys.keys(Action::Help),
            ["f2".parse::<Key>().unwrap()]
        );
        assert_eq!(
            preferences.keys.keys(Action::Hint),
            KeyMap::default().keys(Action::Hint)
        );
        let text = said(&notices);
        assert!(
            text.contains("In the settings file, game.preset is ignored: There is no rules preset called “yahtzy”."),
            "{text}"
        );
        assert!(text.contains("“jump”"), "{text}");
        assert!(
            text.contains("In the settings file, speech.backend is ignored: There is no speech choice called “loud”."),
            "{text}"
        );
        assert!(text.contains("“shift+shift”"), "{text}");
        assert!(settings_path(dir.path()).exists(), "a readable file stays");
    }
}
