//! The imperative shell: reads the command line, talks to the outside world, and maps every failure to a
//! clear localized message and an exit status. Everything it decides, it asks the pure core.

pub mod cli;
mod score;

use std::io::Write;
use std::process::ExitCode;

use crate::i18n::{Localizer, Message};
use crate::rules::{DiceError, Preset, RulesError};
use cli::{Cli, Command};

/// Exit status for a command line that asks for something impossible (clap uses the same).
pub const EXIT_USAGE: u8 = 2;

/// A mistake in what the user asked for, explained by a localized message.
#[derive(Debug, PartialEq)]
pub enum UsageError {
    UnknownPreset(String),
    Dice { preset: Preset, error: DiceError },
    Rules(RulesError),
}

impl UsageError {
    /// What to tell the user.
    pub fn message(&self) -> Message {
        match self {
            UsageError::UnknownPreset(name) => Message::new("cli-unknown-preset")
                .with("name", name.clone())
                .with("presets", preset_list()),
            UsageError::Dice { preset, error } => dice_error_message(*preset, error),
            UsageError::Rules(RulesError::NoYahtzeeBox(preset)) => {
                Message::new("cli-rules-no-yahtzee-box").with("preset", preset.id())
            }
            UsageError::Rules(RulesError::NoExtraRows(preset)) => {
                Message::new("cli-rules-no-extra-rows").with("preset", preset.id())
            }
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
            .with("preset", preset.id())
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
    let localizer = match &cli.lang {
        Some(lang) => Localizer::negotiate(&[lang]),
        None => Localizer::negotiate(&crate::i18n::system_locales()),
    };
    let result = match cli.command {
        Some(Command::Score(args)) => score::run(&args, out),
        None => {
            let text = localizer.text(&Message::new("cli-play-not-built"));
            let _ = writeln!(out, "{text}");
            Ok(())
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
