//! The imperative shell: reads the command line, talks to the outside world, and maps every failure to a
//! clear localized message and an exit status. Everything it decides, it asks the pure core.

pub mod at_hand;
mod chances;
pub mod cli;
mod computer;
pub mod expert;
mod help;
mod hint;
pub mod history;
mod join;
mod lines;
mod link;
pub mod persistence;
mod play;
mod positions;
mod score;
mod seat_book;
mod serve;
pub mod session;
mod setup;
mod simulate;
mod solve;
mod terminal;
pub mod voice;

use std::io::Write;
use std::process::ExitCode;

use crate::game::{ConfigError, MAX_PLAYERS, MAX_SHEETS, RulesErrorData, Skill};
use crate::i18n::{Localizer, Message};
use crate::rules::{DiceError, Preset, RulesError};
use cli::{Cli, Command};

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
    /// The server could not start (the address is taken, the data directory cannot be made).
    ServerFailed(String),
    /// Two `sayzee join` flags that ask for different things.
    JoinWith(&'static str, &'static str),
    /// `sayzee join` found no server at the address.
    CannotConnect(String),
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
            UsageError::ServerFailed(detail) => {
                Message::new("cli-server-failed").with("detail", echo(detail))
            }
            UsageError::JoinWith(first, second) => Message::new("cli-join-with")
                .with("first", *first)
                .with("second", *second),
            UsageError::CannotConnect(address) => {
                Message::new("net-cannot-connect").with("address", echo(address))
            }
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

/// `sayzee serve`: checks the flags, then runs the server until it is stopped.
fn serve_command(
    args: &cli::ServeArgs,
    data_dir: Option<&std::path::Path>,
    localizer: &Localizer,
    _err: &mut dyn Write,
) -> Result<(), UsageError> {
    let listen = args.address()?;
    let pace = args.pace()?;
    let data_dir = data_dir
        .map(|dir| dir.join("server"))
        .ok_or_else(|| UsageError::ServerFailed("no data directory".to_string()))?;
    let options = serve::ServeOptions {
        listen,
        data_dir,
        cache_dir: crate::persist::table_cache::cache_dir(args.cache_dir.as_deref()),
        pace,
        seed: args.seed()?,
    };
    serve::run(options, localizer.locale())
        .map_err(|error| UsageError::ServerFailed(error.to_string()))
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

/// Runs sayzee as the command line asks, writing results to `out` and messages to `err`.
pub fn run(cli: Cli, out: &mut dyn Write, err: &mut dyn Write) -> ExitCode {
    let config_dir = crate::persist::files::config_dir(cli.config_dir.as_deref());
    let (settings, notices) = persistence::load_settings(config_dir.as_deref());
    // Setup asks the language only when nobody has chosen it yet.
    let language_open = cli.lang.is_none() && settings.language.is_none();
    let localizer = match cli.lang.as_ref().or(settings.language.as_ref()) {
        Some(lang) => Localizer::negotiate(&[lang]),
        None => Localizer::negotiate(&crate::i18n::system_locales()),
    };
    // A language sayzee does not speak is refused like any other flag, before anything else happens.
    if let Some(lang) = cli
        .lang
        .as_deref()
        .filter(|lang| !crate::i18n::speaks(lang))
    {
        let reason = localizer.text(&UsageError::UnknownLanguage(lang.to_string()).message());
        let text = localizer.text(&Message::new("cli-error").with("reason", reason));
        let _ = writeln!(err, "{text}");
        return ExitCode::from(EXIT_USAGE);
    }
    let data_dir = crate::persist::files::data_dir(cli.data_dir.as_deref());
    // Subcommands print what went wrong with the settings file; play and join say it, once a voice is set up.
    let plays = matches!(cli.command, None | Some(Command::Join(_)));
    let notices = if !plays {
        persistence::print_notices(&notices, &localizer, err);
        Vec::new()
    } else {
        notices
    };
    let result = match cli.command {
        Some(Command::Score(args)) => score::run(&args, out),
        Some(Command::Solve(args)) => solve::run(&args, &localizer, out),
        Some(Command::Simulate(args)) => simulate::run(&args, &localizer, out),
        Some(Command::Serve(args)) => serve_command(&args, data_dir.as_deref(), &localizer, err),
        Some(Command::Join(args)) => {
            let files = persistence::Files {
                notices,
                data_dir,
                settings_file: config_dir.as_deref().map(persistence::settings_path),
            };
            join::run(&args, &settings, files, &localizer)
        }
        Some(Command::Stats(args)) => {
            persistence::run_stats(args.json, data_dir.as_deref(), &localizer, out, err)
        }
        None => {
            let localizer_for_game = Localizer::for_locale(&localizer.locale());
            let files = persistence::Files {
                notices,
                data_dir,
                settings_file: config_dir.as_deref().map(persistence::settings_path),
            };
            let mut piped;
            let input = if terminal::is_terminal() {
                play::Input::Terminal {
                    line_mode: cli.play.interface.line_mode,
                }
            } else {
                piped = std::io::stdin().lock();
                play::Input::Lines(&mut piped)
            };
            voice::speakers(&cli.play.interface, &settings, &localizer).and_then(|speakers| {
                play::run(
                    &cli.play,
                    &settings,
                    files,
                    localizer_for_game,
                    speakers,
                    input,
                    language_open,
                )
            })
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            let reason = localizer.text(&error.message());
            let text = localizer.text(&Message::new("cli-error").with("reason", reason));
            let _ = writeln!(err, "{text}");
            ExitCode::from(EXIT_USAGE)
        }
    }
}
