//! Playing a game: setup (flags first, spoken questions for the rest), then either the terminal loop (one
//! key, one action, in raw mode) or line mode, which feeds the session one line at a time until the game is
//! quit or input ends.

use std::io::BufRead;
use std::time::Duration;

use super::UsageError;
use super::cli::PlayArgs;
use super::computer::ComputerPlayers;
use super::expert::Expert;
use super::persistence::{self, DataAccess, Files, Persistence};
use super::session::{Autoplayer, Flow, Session};
use crate::game::{ConfigError, DiceSource, Game, MatchConfig, PlayerSpec, Skill};
use crate::i18n::{Localizer, Message};
use crate::input::{Action, BindingError, KeyMap, Layout};
use crate::persist::settings::Settings;
use crate::persist::table_cache;
use crate::speech::{Speaker, Urgency};

/// Where the player's input comes from.
pub enum Input<'a> {
    /// Lines from a pipe or a file, read as they come (scripts and tests).
    Lines(&'a mut dyn BufRead),
    /// A person at a terminal: setup asks with editable prompts, then play goes on key by key in raw mode,
    /// or line by line with editing and history when `line_mode` is set.
    Terminal { line_mode: bool },
}

impl std::fmt::Debug for Input<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Input::Lines(_) => f.write_str("Lines"),
            Input::Terminal { line_mode } => write!(f, "Terminal {{ line_mode: {line_mode} }}"),
        }
    }
}

/// One line read, or why there is none.
enum LineRead {
    Line(String),
    /// The input is finished (end of file, Ctrl+D).
    End,
    /// Ctrl+C at a prompt.
    Interrupted,
}

/// A source of typed lines.
trait LineSource {
    fn read_line(&mut self) -> LineRead;
}

/// Lines from a pipe or file.
struct PlainLines<R: BufRead>(R);

impl<R: BufRead> LineSource for PlainLines<R> {
    fn read_line(&mut self) -> LineRead {
        let mut line = String::new();
        match self.0.read_line(&mut line) {
            Ok(0) | Err(_) => LineRead::End,
            Ok(_) => LineRead::Line(line),
        }
    }
}

/// Lines typed at a terminal with rustyline: editing keys and a history of what was typed.
struct EditedLines(rustyline::DefaultEditor);

impl LineSource for EditedLines {
    fn read_line(&mut self) -> LineRead {
        match self.0.readline("> ") {
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = self.0.add_history_entry(line.as_str());
                }
                LineRead::Line(line)
            }
            Err(rustyline::error::ReadlineError::Interrupted) => LineRead::Interrupted,
            Err(_) => LineRead::End,
        }
    }
}

/// Asks setup questions by line, saying each one with its default.
struct Asker<'a> {
    localizer: &'a mut Localizer,
    speaker: &'a mut dyn Speaker,
    input: &'a mut dyn LineSource,
}

/// Ctrl+C during setup: there is no game yet, so the program ends.
#[derive(Debug)]
struct SetupInterrupted;

impl Asker<'_> {
    fn say(&mut self, message: &Message) {
        let _ = self
            .speaker
            .speak(&self.localizer.text(message), Urgency::Interrupt);
    }

    /// Says `message` after whatever is being said.
    fn tell(&mut self, message: &Message) {
        let _ = self
            .speaker
            .speak(&self.localizer.text(message), Urgency::Queue);
    }

    /// The saved game, its summary said, and whether the player takes it up (Enter) or starts anew.
    fn resume(&mut self, game: &Game) -> Result<bool, SetupInterrupted> {
        for message in persistence::resume_summary(game) {
            self.tell(&message);
        }
        // The answer is read in the language of the question.
        let localizer = Localizer::for_locale(&self.localizer.locale());
        self.ask(
            &Message::new("resume-question"),
            |answer| persistence::resume_answer(answer, &localizer),
            true,
        )
    }

    /// Another sayzee uses the files in `data_dir`: whether to play without saving (Enter) or quit.
    fn busy(&mut self, data_dir: &std::path::Path) -> Result<bool, SetupInterrupted> {
        self.tell(&persistence::busy_notice(data_dir));
        let localizer = Localizer::for_locale(&self.localizer.locale());
        self.ask(
            &Message::new("data-busy-question"),
            |answer| persistence::busy_answer(answer, &localizer),
            true,
        )
    }

    /// Asks until `parse` accepts the answer; an empty answer or the end of input takes the default.
    fn ask<T>(
        &mut self,
        question: &Message,
        parse: impl Fn(&str) -> Option<T>,
        default: T,
    ) -> Result<T, SetupInterrupted> {
        loop {
            self.say(question);
            let line = match self.input.read_line() {
                LineRead::Line(line) => line,
                LineRead::End => return Ok(default),
                LineRead::Interrupted => return Err(SetupInterrupted),
            };
            let answer = line.trim();
            if answer.is_empty() {
                return Ok(default);
            }
            match parse(answer) {
                Some(value) => return Ok(value),
                None => self.say(&Message::new("setup-invalid").with("answer", answer.to_string())),
            }
        }
    }
}

/// The match the flags ask for, asking about whatever they leave open.
fn setup(
    args: &PlayArgs,
    settings: &Settings,
    ask_language: bool,
    asker: &mut Asker<'_>,
) -> Result<MatchConfig, SetupFailure> {
    // Everything the flags and settings say is checked before any question, so a mistake is never found late.
    let preset = args.rules.as_deref().map(super::parse_preset).transpose()?;
    let default_preset = settings
        .game
        .preset
        .as_deref()
        .map(super::parse_preset)
        .transpose()?
        .unwrap_or_default();
    let bots = args
        .bots
        .iter()
        .map(|level| {
            level
                .parse::<Skill>()
                .map_err(|_| UsageError::UnknownLevel(level.clone()))
        })
        .collect::<Result<Vec<Skill>, UsageError>>()?;
    if !args.players.is_empty() || !bots.is_empty() {
        let mut named = MatchConfig::new(preset.unwrap_or_default(), Vec::new());
        named.players = args.players.iter().map(PlayerSpec::human).collect();
        add_computers(&mut named.players, &bots, asker.localizer);
        named.sheets = args.sheets()?.unwrap_or(1);
        if !named.players.is_empty() {
            named.validate()?;
        }
    }
    if ask_language && preset.is_none() {
        ask_language_question(asker)?;
    }
    let preset = match preset {
        Some(preset) => preset,
        None => asker.ask(
            &Message::new("setup-rules")
                .with("default", default_preset.id())
                .with("presets", super::preset_list()),
            |answer| answer.parse().ok(),
            default_preset,
        )?,
    };
    let mut players: Vec<PlayerSpec> = args.players.iter().map(PlayerSpec::human).collect();
    if players.is_empty() && bots.is_empty() {
        let count = asker.ask(
            &Message::new("setup-players").with("default", 1u8),
            |answer| answer.parse::<usize>().ok().filter(|n| (1..=8).contains(n)),
            1,
        )?;
        for n in 1..=count {
            let default = asker
                .localizer
                .text(&Message::new("setup-default-name").with("n", n));
            let name = asker.ask(
                &Message::new("setup-name")
                    .with("n", n)
                    .with("default", default.clone()),
                |answer| Some(answer.to_string()),
                default,
            )?;
            players.push(PlayerSpec::human(name));
        }
        let computers = asker.ask(
            &Message::new("setup-bots").with("default", 0u8),
            |answer| answer.parse::<usize>().ok().filter(|n| *n <= 8 - count),
            0,
        )?;
        if computers > 0 {
            let skill = asker.ask(
                &Message::new("setup-bot-level")
                    .with("default", Skill::Good.id())
                    .with("levels", Skill::ALL.map(Skill::id).join(", ")),
                |answer| answer.parse().ok(),
                Skill::Good,
            )?;
            add_computers(&mut players, &vec![skill; computers], asker.localizer);
        }
    } else {
        add_computers(&mut players, &bots, asker.localizer);
    }
    let (options, unfit) = persistence::rule_options(settings, preset);
    for message in &unfit {
        asker.tell(message);
    }
    let config = MatchConfig {
        preset,
        options,
        players,
        sheets: args.sheets()?.unwrap_or(1),
    };
    config.validate().map_err(UsageError::Config)?;
    Ok(config)
}

/// Why setup gave no match.
#[derive(Debug)]
enum SetupFailure {
    Usage(UsageError),
    Interrupted,
}

impl From<UsageError> for SetupFailure {
    fn from(error: UsageError) -> SetupFailure {
        SetupFailure::Usage(error)
    }
}

impl From<SetupInterrupted> for SetupFailure {
    fn from(_: SetupInterrupted) -> SetupFailure {
        SetupFailure::Interrupted
    }
}

impl From<ConfigError> for SetupFailure {
    fn from(error: ConfigError) -> SetupFailure {
        SetupFailure::Usage(UsageError::Config(error))
    }
}

/// The language question, asked with the rules question when neither `--lang` nor the settings chose one:
/// Enter keeps the language the game speaks now; another answer switches the questions that follow too.
fn ask_language_question(asker: &mut Asker<'_>) -> Result<(), SetupInterrupted> {
    let current = asker.localizer.locale();
    let shipped: Vec<&'static str> = crate::i18n::available().collect();
    let chosen = asker.ask(
        &Message::new("setup-language")
            .with("default", current.clone())
            .with("languages", shipped.join(", ")),
        |answer| language_answer(answer, &shipped),
        None,
    )?;
    if let Some(locale) = chosen.filter(|locale| *locale != current) {
        *asker.localizer = Localizer::for_locale(locale);
        let _ = asker.speaker.set_language(locale);
    }
    Ok(())
}

/// The shipped language an answer names: its tag (`de`, `en-US`) or just its language (`en`), in any case.
fn language_answer(answer: &str, shipped: &[&'static str]) -> Option<Option<&'static str>> {
    let language = |tag: &str| {
        tag.split(['-', '_'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase()
    };
    shipped
        .iter()
        .find(|tag| tag.eq_ignore_ascii_case(answer))
        .or_else(|| shipped.iter().find(|tag| language(tag) == language(answer)))
        .map(|tag| Some(*tag))
}

fn add_computers(players: &mut Vec<PlayerSpec>, skills: &[Skill], localizer: &Localizer) {
    for (i, skill) in skills.iter().enumerate() {
        let name = localizer.text(&Message::new("setup-bot-name").with("n", i + 1));
        players.push(PlayerSpec::computer(name, *skill));
    }
}

/// Plays a game: what the files need said, the saved game offered for resume, else setup; then key by key in
/// the terminal, or one action or command a line until quit or end of input, the game saved after every change.
///
/// # Errors
/// [`UsageError`] when the flags or settings ask for a game that cannot be set up.
pub fn run(
    args: &PlayArgs,
    settings: &Settings,
    files: Files,
    mut localizer: Localizer,
    mut speakers: Vec<Box<dyn Speaker>>,
    input: Input<'_>,
    ask_language: bool,
) -> Result<(), UsageError> {
    // Contradicting flags and bad numbers are refused before anything is said or asked.
    args.check()?;
    args.sheets()?;
    let seed = args.seed()?.unwrap_or_else(fresh_seed);
    let (layout, layout_notice) = keyboard_layout(args, settings, &localizer)?;
    let (line_mode, mut lines): (bool, Box<dyn LineSource + '_>) = match input {
        Input::Lines(reader) => (true, Box::new(PlainLines(reader))),
        Input::Terminal { line_mode } => match rustyline::DefaultEditor::new() {
            Ok(editor) => (line_mode, Box::new(EditedLines(editor))),
            Err(_) => (line_mode, Box::new(PlainLines(std::io::stdin().lock()))),
        },
    };
    let (game, events, keys, access) = {
        let speaker = speakers
            .first_mut()
            .expect("the text output is always there");
        let mut asker = Asker {
            localizer: &mut localizer,
            speaker: speaker.as_mut(),
            input: lines.as_mut(),
        };
        for notice in files.notices.iter().chain(&layout_notice) {
            asker.tell(notice);
        }
        let keys = match persistence::key_map(settings) {
            Ok(keys) => keys,
            Err(errors) => {
                for error in &errors {
                    asker.tell(&binding_error_message(error));
                }
                KeyMap::default()
            }
        };
        // The data directory is this sayzee's alone; if another one uses it, this one writes nothing there.
        let access = match &files.data_dir {
            Some(dir) => {
                let access =
                    persistence::claim_data_dir(dir, table_cache::cache_dir(None).as_deref());
                if matches!(access, DataAccess::Busy) && !asker.busy(dir).unwrap_or(false) {
                    asker.say(&Message::new("session-goodbye"));
                    return Ok(());
                }
                Some(access)
            }
            None => None,
        };
        let saved = match (&files.data_dir, &access) {
            (Some(dir), Some(access)) if !args.new && access.writes() => {
                let (saved, said) = persistence::load_save(dir);
                for message in &said {
                    asker.tell(message);
                }
                if saved.is_none() && args.resume {
                    asker.tell(&Message::new("resume-nothing-saved"));
                }
                saved
            }
            _ => None,
        };
        let resumed = match saved {
            Some(game) if args.resume => Some(game),
            Some(game) => match asker.resume(&game) {
                Ok(true) => Some(game),
                Ok(false) => None,
                Err(SetupInterrupted) => {
                    asker.say(&Message::new("session-goodbye"));
                    return Ok(());
                }
            },
            None => None,
        };
        match resumed {
            Some(game) => {
                asker.tell(&Message::new("resume-resumed"));
                (game, Vec::new(), keys, access)
            }
            None => match setup(args, settings, ask_language, &mut asker) {
                Ok(config) => {
                    let (game, events) = Game::start(config, DiceSource::seeded(seed))
                        .map_err(UsageError::Config)?;
                    (game, events, keys, access)
                }
                Err(SetupFailure::Usage(error)) => return Err(error),
                Err(SetupFailure::Interrupted) => {
                    asker.say(&Message::new("session-goodbye"));
                    return Ok(());
                }
            },
        }
    };
    let config = game.state().config().clone();
    let expert = Expert::build(game.state().rules().clone(), table_cache::cache_dir(None));
    // The computers' own choices are seeded from the dice seed, so a seeded game is the same game every time.
    let computers = ComputerPlayers::for_match(&config, seed.rotate_left(17), expert.clone())
        .map(|players| Box::new(players) as Box<dyn Autoplayer>);
    // The player connects when the first cue plays, so --no-sound never touches the sound server.
    let sound = crate::sound::Sound::new(
        crate::sound::system_player(settings.sound.volume),
        settings.sound.enabled && !args.no_sound,
    );
    super::terminal::install_signal_handlers();
    // Raw mode before the first line is printed, so keys typed as soon as the game speaks are read as keys.
    let raw = (!line_mode).then(super::terminal::RawTerminal::enter);
    let mut session = Session::new(
        game, &events, localizer, keys, speakers, computers, expert, sound,
    );
    if let (Some(dir), Some(access)) = (files.data_dir, access) {
        session.keep_on_disk(Persistence::new(dir, access));
    }
    match raw {
        Some(Ok(raw)) => {
            let pace = Duration::from_millis(u64::from(settings.game.computer_pace_ms));
            let played = super::terminal::play(&mut session, layout, pace);
            drop(raw);
            if played.is_err() {
                session.say_message(&Message::new("terminal-input-lost"));
            }
            return Ok(());
        }
        // No raw mode (an odd terminal): play on line by line rather than not at all.
        Some(Err(_)) => session.say_message(&Message::new("terminal-raw-unavailable")),
        None => {}
    }
    session.play_computers();
    loop {
        let flow = match lines.read_line() {
            LineRead::Line(line) => session.line(&line),
            LineRead::Interrupted => session.action(Action::Quit),
            LineRead::End => break,
        };
        if flow == Flow::Quit {
            break;
        }
    }
    Ok(())
}

/// The keyboard layout: `--keyboard`, else the settings, else the one usual for the system's locale (or the
/// game's language when the system names none). A layout in the settings that sayzee does not know is
/// ignored with a message to say, as the settings file's other values are; a mistyped flag stops.
fn keyboard_layout(
    args: &PlayArgs,
    settings: &Settings,
    localizer: &Localizer,
) -> Result<(Layout, Option<Message>), UsageError> {
    if let Some(name) = args.keyboard.as_deref() {
        let layout = name
            .parse()
            .map_err(|_| UsageError::UnknownLayout(name.to_string()))?;
        return Ok((layout, None));
    }
    let mut notice = None;
    if let Some(name) = settings.keyboard.layout.as_deref() {
        match name.parse() {
            Ok(layout) => return Ok((layout, None)),
            Err(_) => {
                notice = Some(
                    Message::new("settings-value-ignored")
                        .with("setting", "keyboard.layout")
                        .with(
                            "reason",
                            UsageError::UnknownLayout(name.to_string()).message(),
                        ),
                );
            }
        }
    }
    let locale = sys_locale::get_locale().unwrap_or_else(|| localizer.locale().to_string());
    Ok((Layout::for_locale(&locale), notice))
}

fn binding_error_message(error: &BindingError) -> Message {
    match error {
        BindingError::UnknownAction(name) => {
            Message::new("settings-binding-unknown-action").with("name", name.clone())
        }
        BindingError::UnknownKey { action, key } => Message::new("settings-binding-unknown-key")
            .with("action", action.clone())
            .with("key", key.clone()),
        BindingError::BoundTwice { key, first, second } => Message::new("settings-binding-twice")
            .with("key", key.to_string())
            .with("first", first.name())
            .with("second", second.name()),
    }
}

/// A seed nobody chose: the time and the process id, so two games started together differ.
pub(super) fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    nanos ^ u64::from(std::process::id()).rotate_left(32)
}

impl From<ConfigError> for UsageError {
    fn from(error: ConfigError) -> UsageError {
        UsageError::Config(error)
    }
}
