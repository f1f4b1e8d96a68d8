//! The player's files as the shell uses them: the settings read at start, the game saved after every change
//! and offered for resume, statistics recorded when a game ends, and what the player must hear (spoken and
//! printed) when a file had to be moved aside or could not be written.
//!
//! The session owns one [`Persistence`] and calls [`Persistence::after_change`] in one place, after the
//! events of each command are applied; nothing else here touches the game.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::game::{Game, LoadError, Query, SavedGame};
use crate::i18n::{Arg, Localizer, Message};
use crate::input::{Action, Key, KeyMap};
use crate::narration;
use crate::persist::files::{self, Loaded, Problem};
use crate::persist::settings::{self, Settings};
use crate::persist::stats::{PlayerStats, Statistics};
use crate::rules::{Category, JokerRule, Preset, RuleOptions, RulesError, Ruleset};
use crate::speech::SpeechChoice;
use crate::text::CleanText;

/// The saved game's name in the data directory.
pub const SAVE_FILE_NAME: &str = "save.json";

/// What play needs from the files: what to tell the player about the settings, and where games are kept.
#[derive(Debug, Default)]
pub struct Files {
    /// Messages about the settings file, said before anything else.
    pub notices: Vec<Message>,
    /// Where the saved game and statistics live; `None` when the platform has no such directory.
    pub data_dir: Option<PathBuf>,
}

/// Prints `notices` on `err`, one line each (for subcommands, which have no voice).
pub fn print_notices(notices: &[Message], localizer: &Localizer, err: &mut dyn Write) {
    for notice in notices {
        let _ = writeln!(err, "{}", localizer.text(notice));
    }
}

/// Which of the player's files a message is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Settings,
    Save,
    Statistics,
}

/// The settings from the settings file in `config_dir`, and what to tell the player about it: a file that
/// could not be used (moved aside, defaults used) or values that mean nothing (each ignored, with the same
/// explanation its command-line flag would get).
pub fn load_settings(config_dir: Option<&Path>) -> (Settings, Vec<Message>) {
    let Some(dir) = config_dir else {
        return (Settings::default(), Vec::new());
    };
    let path = settings_path(dir);
    match Settings::load(&path) {
        Loaded::Missing => (Settings::default(), Vec::new()),
        Loaded::Read(mut settings) => {
            let notices = drop_invalid_values(&mut settings);
            (settings, notices)
        }
        Loaded::Refused { problem, moved_to } => (
            Settings::default(),
            refusal(FileKind::Settings, &problem, &path, moved_to.as_deref()),
        ),
    }
}

/// What to say about a file that could not be used: why, and where it went (or that it stayed put).
pub fn refusal(
    kind: FileKind,
    problem: &Problem,
    path: &Path,
    moved_to: Option<&Path>,
) -> Vec<Message> {
    let id = match kind {
        FileKind::Settings => "file-settings-refused",
        FileKind::Save => "file-save-refused",
        FileKind::Statistics => "file-stats-refused",
    };
    let problem = match problem {
        Problem::Oversized => Message::new("file-problem-oversized"),
        Problem::Damaged(_) => Message::new("file-problem-damaged"),
        Problem::UnknownSetting(name) => {
            Message::new("file-problem-unknown-setting").with("name", name.clone())
        }
        Problem::Newer(_) => Message::new("file-problem-newer"),
        Problem::Unreadable => Message::new("file-problem-unreadable"),
    };
    let mut said = vec![Message::new(id).with("problem", problem)];
    said.push(match moved_to {
        Some(moved) => Message::new("file-moved-aside").with("path", display(moved)),
        None => Message::new("file-left-in-place").with("path", display(path)),
    });
    said
}

fn display(path: &Path) -> String {
    path.display().to_string()
}

/// Checks every value a person typed into the settings file with the parsers the flags use; a value that
/// means nothing is dropped (its default applies) and explained.
fn drop_invalid_values(settings: &mut Settings) -> Vec<Message> {
    let mut notices = Vec::new();
    let mut ignored = |setting: &str, reason: Message| {
        notices.push(
            Message::new("settings-value-ignored")
                .with("setting", setting.to_string())
                .with("reason", reason),
        );
    };
    if let Some(preset) = settings.game.preset.as_deref()
        && let Err(error) = super::parse_preset(preset)
    {
        ignored("game.preset", error.message());
        settings.game.preset = None;
    }
    if let Some(backend) = settings.speech.backend.as_deref()
        && backend.parse::<SpeechChoice>().is_err()
    {
        ignored(
            "speech.backend",
            super::UsageError::UnknownSpeech(backend.to_string()).message(),
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
                .with("reason", super::UsageError::Rules(error).message()),
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

/// Where the settings file of `config_dir` is.
pub fn settings_path(config_dir: &Path) -> PathBuf {
    config_dir.join(settings::FILE_NAME)
}

/// The unfinished game saved in `data_dir`, if there is one that can be resumed, and what to tell the
/// player about a save file that could not be used (moved aside).
pub fn load_save(data_dir: &Path) -> (Option<Game>, Vec<Message>) {
    let path = data_dir.join(SAVE_FILE_NAME);
    let loaded = files::load(&path, |text| {
        SavedGame::from_json(text).map_err(|error| match error {
            LoadError::Newer(format) => Problem::Newer(format),
            LoadError::Damaged(detail) => Problem::Damaged(detail),
        })
    });
    match loaded {
        Loaded::Missing => (None, Vec::new()),
        // A finished game is in the statistics already; the next save replaces it.
        Loaded::Read(game) if game.state().is_over() => (None, Vec::new()),
        Loaded::Read(game) => (Some(game), Vec::new()),
        Loaded::Refused { problem, moved_to } => (
            None,
            refusal(FileKind::Save, &problem, &path, moved_to.as_deref()),
        ),
    }
}

/// What is said before asking whether to resume: the rules, the players, the scores and whose turn it is.
pub fn resume_summary(game: &Game) -> Vec<Message> {
    let state = game.state();
    let players = state
        .config()
        .players
        .iter()
        .map(narration::player_name)
        .collect();
    let mut said = vec![
        Message::new("resume-offer")
            .with(
                "rules",
                crate::narration::preset_name(state.config().preset),
            )
            .with("players", narration::list_and(players)),
    ];
    said.extend(narration::narrate_answer(state, &game.query(Query::Scores)));
    said.extend(narration::narrate_answer(state, &game.query(Query::Turn)));
    said
}

/// Whether an answer to the resume question means resume (`Some(true)`), a new game (`Some(false)`), or
/// nothing (`None`). Both the English words and the language's own are understood.
pub fn resume_answer(answer: &str, localizer: &Localizer) -> Option<bool> {
    let answer = answer.trim().to_lowercase();
    // Whole words only: a single letter is too easily a slip ("n" is "non" in French, not "new"), and
    // starting anew puts the saved game aside.
    let is = |id: &'static str, english: &str| {
        answer == english || answer == localizer.text(&Message::new(id)).to_lowercase()
    };
    if is("resume-word-resume", "resume") {
        Some(true)
    } else if is("resume-word-new", "new") {
        Some(false)
    } else {
        None
    }
}

/// Keeps the game on disk as it is played: saved after every change, its statistics recorded when it ends.
#[derive(Debug)]
pub struct Persistence {
    data_dir: PathBuf,
    /// A failed save is said once, until saving works again, so the player is not told at every key.
    save_failing: bool,
    /// The statistics as they were before this game was recorded, kept so that taking back the last mark
    /// after the end takes the game out of the statistics again.
    before_recording: Option<Statistics>,
}

impl Persistence {
    pub fn new(data_dir: PathBuf) -> Persistence {
        Persistence {
            data_dir,
            save_failing: false,
            before_recording: None,
        }
    }

    /// Whether the last save reached the disk, so the game can be promised for the next start.
    pub fn is_saved(&self) -> bool {
        !self.save_failing
    }

    fn save_path(&self) -> PathBuf {
        self.data_dir.join(SAVE_FILE_NAME)
    }

    /// Called after the events of a command are applied: saves the game in play, or, when it has just
    /// ended, removes the save and records the game in the statistics. Returns what the player must hear.
    pub fn after_change(&mut self, game: &Game) -> Vec<Message> {
        if game.state().is_over() {
            if self.before_recording.is_some() {
                return Vec::new();
            }
            // The save goes first: a crash in between loses one game's statistics but never counts it twice.
            let _ = files::remove(&self.save_path());
            let (mut stats, mut said) = self.statistics();
            let before = stats.clone();
            stats.record(game.state());
            match stats.store(&self.data_dir) {
                Ok(()) => said.push(Message::new("stats-recorded")),
                Err(_) => said.push(Message::new("save-failed").with(
                    "path",
                    display(&self.data_dir.join(crate::persist::stats::FILE_NAME)),
                )),
            }
            self.before_recording = Some(before);
            return said;
        }
        let mut said = Vec::new();
        if let Some(before) = self.before_recording.take() {
            // The end was taken back: so is its line in the statistics.
            let _ = before.store(&self.data_dir);
        }
        match files::write_atomically(&self.save_path(), SavedGame::to_json(game).as_bytes()) {
            Ok(()) => self.save_failing = false,
            Err(_) if self.save_failing => {}
            Err(_) => {
                self.save_failing = true;
                said.push(Message::new("save-failed").with("path", display(&self.save_path())));
            }
        }
        said
    }

    /// The statistics so far, and what to say if their file had to be moved aside.
    pub fn statistics(&self) -> (Statistics, Vec<Message>) {
        load_statistics(&self.data_dir)
    }
}

/// The statistics in `data_dir` (empty when there are none) and what to say about a file moved aside.
pub fn load_statistics(data_dir: &Path) -> (Statistics, Vec<Message>) {
    let path = data_dir.join(crate::persist::stats::FILE_NAME);
    match Statistics::load(data_dir) {
        Loaded::Missing => (Statistics::default(), Vec::new()),
        Loaded::Read(stats) => (stats, Vec::new()),
        Loaded::Refused { problem, moved_to } => (
            Statistics::default(),
            refusal(FileKind::Statistics, &problem, &path, moved_to.as_deref()),
        ),
    }
}

/// The statistics as sentences: each preset's games, then each player's record in it.
pub fn statistics_messages(stats: &Statistics) -> Vec<Message> {
    if stats.presets.is_empty() {
        return vec![Message::new("stats-none")];
    }
    let mut said = Vec::new();
    for (preset_id, preset) in &stats.presets {
        said.push(
            Message::new("stats-preset")
                .with(
                    "preset",
                    preset_id.parse::<Preset>().map_or_else(
                        |_| Arg::from(CleanText::echo(preset_id).into_string()),
                        |preset| narration::preset_name(preset).into(),
                    ),
                )
                .with("games", preset.games),
        );
        let yahtzee_box = preset_id
            .parse::<Preset>()
            .map(|p| narration::box_name(&Ruleset::preset(p), Category::Yahtzee))
            .unwrap_or_else(|_| {
                narration::box_name(&Ruleset::preset(Preset::default()), Category::Yahtzee)
            });
        for (name, player) in &preset.players {
            said.push(player_message(name, player, yahtzee_box.clone()));
        }
    }
    said.push(Message::new("stats-yahtzee-note"));
    said
}

fn player_message(name: &str, player: &PlayerStats, yahtzee_box: Message) -> Message {
    // The statistics file is text from outside too: a name in it is cleaned like any other.
    Message::new("stats-player")
        .with("name", crate::text::PlayerName::new(name).to_string())
        .with("games", player.games)
        .with("wins", player.wins)
        .with("best", player.best)
        .with("average", player.average())
        .with("box", yahtzee_box)
        .with("yahtzees", player.yahtzees)
}

/// `sayzee stats`: the statistics printed as sentences, or as the JSON of the file with `--json`.
///
/// # Errors
/// Never: a missing data directory or a damaged file is explained and an empty record shown.
pub fn run_stats(
    json: bool,
    data_dir: Option<&Path>,
    localizer: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), super::UsageError> {
    let Some(dir) = data_dir else {
        let _ = writeln!(
            err,
            "{}",
            localizer.text(&Message::new("stats-unavailable"))
        );
        return Ok(());
    };
    let (stats, notices) = load_statistics(dir);
    print_notices(&notices, localizer, err);
    if json {
        let _ = writeln!(out, "{}", stats.to_json());
    } else {
        for message in statistics_messages(&stats) {
            let _ = writeln!(out, "{}", localizer.text(&message));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;

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
        let (options, notices) = rule_options(&settings, Preset::Yahtzee);
        assert_eq!(options.extra_rows, Some(true));
        assert_eq!(options.joker, Some(JokerRule::Free));
        assert!(notices.is_empty());
        let (options, notices) = rule_options(&settings, Preset::Yatzy);
        assert_eq!(options.extra_rows, None);
        assert_eq!(options.joker, Some(JokerRule::Free), "what fits is kept");
        let text = said(&notices);
        assert!(
            text.starts_with("In the settings file, game.extra_rows is ignored: Extra rows"),
            "{text}"
        );
        settings.game.upper_bonus = Some(false);
        let (options, notices) = rule_options(&settings, Preset::MaxiYatzy);
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
        let notices = drop_invalid_values(&mut settings);
        assert_eq!(settings.game.joker, None);
        assert!(said(&notices).contains("“sometimes” is not a Joker rule"));
    }

    #[test]
    fn bindings_in_the_settings_replace_an_actions_keys() {
        let mut settings = Settings::default();
        settings
            .keyboard
            .bindings
            .insert("say-scores".into(), vec!["x".into(), "shift+t".into()]);
        let keys = key_map(&settings).unwrap();
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
            (Settings::default(), Vec::new())
        );
    }

    #[test]
    fn a_damaged_settings_file_is_told_moved_aside_and_replaced_by_defaults() {
        let dir = tempfile::tempdir().unwrap();
        let path = settings_path(dir.path());
        std::fs::write(&path, "[game\npreset = ").unwrap();
        let (settings, notices) = load_settings(Some(dir.path()));
        assert_eq!(settings, Settings::default());
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
        let (settings, notices) = load_settings(Some(dir.path()));
        assert_eq!(settings.language.as_deref(), Some("fr"));
        assert_eq!(settings.speech.backend, None);
        assert_eq!(settings.game.preset, None);
        assert_eq!(
            settings.keyboard.bindings.keys().collect::<Vec<_>>(),
            ["help"]
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
