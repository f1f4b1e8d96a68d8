//! A mistake in what the user asked for (a flag, a value typed at a question, a setting), as a localized message
//! and exit status 2, shared by every command; and the values every command reads the same way (presets and
//! numbers as typed, a seed nobody chose).
//!
//! Below the player's program, the tools and the command line, which all return a [`UsageError`]; it knows
//! nothing of any of them, nor of the server: what only `sayzee serve` can meet is a [`ServeUsage`]
//! (`serve.rs`), which the command line makes from the server's own errors. What the user typed is echoed cleaned and cut short (`text::CleanText::echo`).

use crate::game::{ConfigError, MAX_PLAYERS, MAX_SHEETS, RulesErrorData, Skill};
use crate::i18n::Message;
use crate::rules::{DiceError, Preset, RulesError};

mod serve;

pub use serve::ServeUsage;

/// Exit status for a command line that asks for something impossible (clap uses the same).
pub const EXIT_USAGE: u8 = 2;

/// A mistake in what the user asked for, explained by a localized message.
#[derive(Debug, PartialEq)]
pub enum UsageError {
    UnknownPreset(String),
    Dice {
        preset: Preset,
        error: DiceError,
    },
    Rules(RulesError),
    UnknownLevel(String),
    Config(ConfigError),
    /// The preset has no exact strategy table (six dice, saved rolls).
    NoExactTable(Preset),
    /// A simulation of no games.
    NoGames,
    /// More computers in a head-to-head than a table seats.
    TooManyBots(usize),
    /// `--speech` (or the settings file) names no speech choice.
    UnknownSpeech(String),
    /// `--keyboard` or the settings name a layout sayzee has no table for.
    UnknownLayout(String),
    /// A `--player` name longer than a name may be.
    NameTooLong(String),
    /// `--lang` names a language sayzee does not speak.
    UnknownLanguage(String),
    /// A flag that takes a whole number got something else, or one out of its range.
    BadNumber {
        flag: &'static str,
        value: String,
        min: u64,
        max: u64,
    },
    /// `--resume` with a flag that sets up a new game.
    ResumeWith(&'static str),
    /// `--listen` is not an address and port.
    BadAddress(String),
    /// Two `sayzee join` flags that ask for different things.
    JoinWith(&'static str, &'static str),
    /// `sayzee join` found no server at the address.
    CannotConnect(String),
    /// The server refused the password a script gave (`--password-file`, `$SAYZEE_PASSWORD`): the script stops
    /// with an error, as `sayzee op` does on a refusal.
    ScriptPasswordRefused,
    /// `--table` is longer than a table's name may be.
    TableNameTooLong,
    /// `sayzee join`'s address is not a host (with a port).
    BadServerAddress(String),
    /// What follows the colon in `sayzee join`'s address is not a port from 1 to 65535.
    BadServerPort(String),
    /// `join --trust-cert` names a file that cannot be read (the reader's words) or holds no certificate
    /// (`None`).
    TrustCert {
        path: String,
        detail: Option<String>,
    },
    /// `join --password-file` names a file that cannot be read, or whose first line is empty.
    PasswordFile(String),
    /// `sayzee op`: the server refused the action (its reason said already), or the operator left.
    OperatorRefused,
    /// A mistake only `sayzee serve` can meet: its addresses, files and settings.
    Serve(ServeUsage),
}

impl From<ServeUsage> for UsageError {
    fn from(error: ServeUsage) -> UsageError {
        UsageError::Serve(error)
    }
}

impl UsageError {
    /// What to tell the user.
    pub fn message(&self) -> Message {
        match self {
            UsageError::UnknownPreset(name) => Message::new("cli-unknown-preset")
                .with("name", echo(name))
                .with("presets", preset_list()),
            UsageError::Dice { preset, error } => dice_error_message(*preset, error),
            UsageError::Rules(RulesError::NoYahtzeeBox(preset)) => {
                Message::new("cli-rules-no-yahtzee-box")
                    .with("preset", crate::narration::preset_name(*preset))
            }
            UsageError::Rules(RulesError::NoExtraRows(preset)) => {
                Message::new("cli-rules-no-extra-rows")
                    .with("preset", crate::narration::preset_name(*preset))
            }
            UsageError::UnknownLevel(level) => Message::new("cli-unknown-level")
                .with("name", echo(level))
                .with("levels", Skill::ALL.map(Skill::id).join(", ")),
            UsageError::Config(error) => config_error_message(error),
            UsageError::NoExactTable(preset) => Message::new("solver-unsupported")
                .with("preset", crate::narration::preset_name(*preset)),
            UsageError::NoGames => Message::new("simulate-no-games"),
            UsageError::TooManyBots(count) => Message::new("simulate-too-many-bots")
                .with("count", *count)
                .with("most", crate::game::MAX_PLAYERS),
            UsageError::UnknownSpeech(name) => Message::new("cli-unknown-speech")
                .with("name", echo(name))
                .with(
                    "choices",
                    crate::speech::SpeechChoice::ALL.map(|c| c.id()).join(", "),
                ),
            UsageError::UnknownLayout(name) => Message::new("cli-unknown-layout")
                .with("name", echo(name))
                .with(
                    "layouts",
                    crate::input::Layout::ALL.map(|l| l.id()).join(", "),
                ),
            UsageError::UnknownLanguage(name) => Message::new("cli-unknown-language")
                .with("name", echo(name))
                .with(
                    "languages",
                    crate::i18n::available().collect::<Vec<_>>().join(", "),
                ),
            UsageError::NameTooLong(name) => Message::new("cli-name-too-long")
                .with("name", echo(name))
                .with("max", crate::text::MAX_NAME_CHARS),
            // The range as text: 2^64 - 1 is more than a Fluent number shows exactly.
            UsageError::BadNumber {
                flag,
                value,
                min,
                max,
            } => Message::new("cli-bad-number")
                .with("flag", *flag)
                .with("value", echo(value))
                .with("min", min.to_string())
                .with("max", max.to_string()),
            UsageError::ResumeWith(flag) => Message::new("cli-resume-with").with("flag", *flag),
            UsageError::BadAddress(text) => {
                Message::new("cli-bad-listen").with("value", echo(text))
            }
            UsageError::JoinWith(first, second) => Message::new("cli-join-with")
                .with("first", *first)
                .with("second", *second),
            UsageError::TableNameTooLong => Message::new("net-error-table-name-too-long")
                .with("limit", crate::net::table::MAX_TABLE_NAME_CHARS),
            UsageError::BadServerAddress(text) => {
                Message::new("cli-bad-server-address").with("value", echo(text))
            }
            UsageError::BadServerPort(text) => {
                Message::new("cli-bad-server-port").with("value", echo(text))
            }
            UsageError::CannotConnect(address) => {
                Message::new("net-cannot-connect").with("address", echo(address))
            }
            UsageError::ScriptPasswordRefused => Message::new("net-script-password-refused"),
            UsageError::TrustCert {
                path,
                detail: Some(detail),
            } => Message::new("cli-trust-cert")
                .with("path", echo(path))
                .with("detail", echo(detail)),
            UsageError::TrustCert { path, detail: None } => {
                Message::new("cli-trust-cert-empty").with("path", echo(path))
            }
            UsageError::PasswordFile(path) => {
                Message::new("cli-password-file").with("path", echo(path))
            }
            UsageError::OperatorRefused => Message::new("cli-op-refused"),
            UsageError::Serve(error) => error.message(),
        }
    }
}

/// What the user typed, echoed in a message: cleaned and cut short, since it comes from outside.
fn echo(typed: &str) -> String {
    crate::text::CleanText::echo(typed).into_string()
}

fn config_error_message(error: &ConfigError) -> Message {
    match error {
        ConfigError::NoPlayers => Message::new("cli-no-players"),
        ConfigError::TooManyPlayers(count) => Message::new("cli-too-many-players")
            .with("count", *count)
            .with("max", MAX_PLAYERS),
        ConfigError::EmptyName => Message::new("cli-empty-name"),
        ConfigError::DuplicateName(name) => {
            Message::new("cli-duplicate-name").with("name", name.clone())
        }
        ConfigError::SheetsOutOfRange(count) => Message::new("cli-sheets-out-of-range")
            .with("count", *count)
            .with("max", MAX_SHEETS),
        ConfigError::Rules(RulesErrorData::NoYahtzeeBox(preset)) => {
            Message::new("cli-rules-no-yahtzee-box")
                .with("preset", crate::narration::preset_name(*preset))
        }
        ConfigError::Rules(RulesErrorData::NoExtraRows(preset)) => {
            Message::new("cli-rules-no-extra-rows")
                .with("preset", crate::narration::preset_name(*preset))
        }
    }
}

fn preset_list() -> String {
    Preset::ALL.map(Preset::id).join(", ")
}

fn dice_error_message(preset: Preset, error: &DiceError) -> Message {
    let example = if crate::rules::Ruleset::preset(preset).dice_count() == 6 {
        "155666"
    } else {
        "15566"
    };
    match error {
        DiceError::WrongCount { expected, found } => Message::new("cli-dice-count")
            .with("preset", crate::narration::preset_name(preset))
            .with("expected", *expected)
            .with("found", *found)
            .with("example", example),
        DiceError::FaceOutOfRange(value) => Message::new("cli-dice-face").with("value", *value),
        DiceError::NotADigit(c) => Message::new("cli-dice-not-digit")
            .with("char", c.to_string())
            .with("example", example),
    }
}

/// Parses `preset` as typed by a user.
pub fn parse_preset(name: &str) -> Result<Preset, UsageError> {
    name.parse()
        .map_err(|_| UsageError::UnknownPreset(name.to_string()))
}

impl From<ConfigError> for UsageError {
    fn from(error: ConfigError) -> UsageError {
        UsageError::Config(error)
    }
}

/// `text` as a whole number from `min` to `max`, or the usage error that names `flag` and the range.
///
/// # Errors
/// [`UsageError::BadNumber`].
pub fn number_in(flag: &'static str, text: &str, min: u64, max: u64) -> Result<u64, UsageError> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| UsageError::BadNumber {
            flag,
            value: text.to_string(),
            min,
            max,
        })
}

/// A seed nobody chose: the time and the process id, so two games started together differ.
pub fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    nanos ^ u64::from(std::process::id()).rotate_left(32)
}
