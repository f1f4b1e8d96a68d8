//! Playing a game: setup (flags first, spoken questions for the rest), then the line loop that feeds the
//! session one line at a time until the game is quit or input ends.

use std::io::BufRead;

use super::UsageError;
use super::cli::PlayArgs;
use super::computer::ComputerPlayers;
use super::expert::Expert;
use super::persistence::{self, Files, Persistence};
use super::session::{Autoplayer, Flow, Session};
use crate::game::{ConfigError, DiceSource, Game, MatchConfig, PlayerSpec, Skill};
use crate::i18n::{Localizer, Message};
use crate::persist::settings::Settings;
use crate::persist::table_cache;
use crate::speech::{Speaker, Urgency};

/// Asks setup questions by line, saying each one with its default.
struct Asker<'a> {
    localizer: &'a Localizer,
    speaker: &'a mut dyn Speaker,
    input: &'a mut dyn BufRead,
}

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
    fn resume(&mut self, game: &Game) -> bool {
        for message in persistence::resume_summary(game) {
            self.tell(&message);
        }
        let localizer = self.localizer;
        self.ask(
            &Message::new("resume-question"),
            |answer| persistence::resume_answer(answer, localizer),
            true,
        )
    }

    /// Asks until `parse` accepts the answer; an empty answer or the end of input takes the default.
    fn ask<T>(&mut self, question: &Message, parse: impl Fn(&str) -> Option<T>, default: T) -> T {
        loop {
            self.say(question);
            let mut line = String::new();
            match self.input.read_line(&mut line) {
                Ok(0) | Err(_) => return default,
                Ok(_) => {}
            }
            let answer = line.trim();
            if answer.is_empty() {
                return default;
            }
            match parse(answer) {
                Some(value) => return value,
                None => self.say(&Message::new("setup-invalid").with("answer", answer.to_string())),
            }
        }
    }
}

/// The match the flags ask for, asking about whatever they leave open.
fn setup(
    args: &PlayArgs,
    settings: &Settings,
    asker: &mut Asker<'_>,
) -> Result<MatchConfig, UsageError> {
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
        named.sheets = args.sheets.unwrap_or(1);
        if !named.players.is_empty() {
            named.validate()?;
        }
    }
    let preset = match preset {
        Some(preset) => preset,
        None => asker.ask(
            &Message::new("setup-rules")
                .with("default", default_preset.id())
                .with("presets", super::preset_list()),
            |answer| answer.parse().ok(),
            default_preset,
        ),
    };
    let mut players: Vec<PlayerSpec> = args.players.iter().map(PlayerSpec::human).collect();
    if players.is_empty() && bots.is_empty() {
        let count = asker.ask(
            &Message::new("setup-players").with("default", 1u8),
            |answer| answer.parse::<usize>().ok().filter(|n| (1..=8).contains(n)),
            1,
        );
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
            );
            players.push(PlayerSpec::human(name));
        }
        let computers = asker.ask(
            &Message::new("setup-bots").with("default", 0u8),
            |answer| answer.parse::<usize>().ok().filter(|n| *n <= 8 - count),
            0,
        );
        if computers > 0 {
            let skill = asker.ask(
                &Message::new("setup-bot-level")
                    .with("default", Skill::Good.id())
                    .with("levels", Skill::ALL.map(Skill::id).join(", ")),
                |answer| answer.parse().ok(),
                Skill::Good,
            );
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
        sheets: args.sheets.unwrap_or(1),
    };
    config.validate().map_err(UsageError::Config)?;
    Ok(config)
}

fn add_computers(players: &mut Vec<PlayerSpec>, skills: &[Skill], localizer: &Localizer) {
    for (i, skill) in skills.iter().enumerate() {
        let name = localizer.text(&Message::new("setup-bot-name").with("n", i + 1));
        players.push(PlayerSpec::computer(name, *skill));
    }
}

/// Plays a game in line mode: what the files need said, the saved game offered for resume, else setup; then
/// one action or command a line until quit or end of input, the game saved after every change.
///
/// # Errors
/// [`UsageError`] when the flags ask for a game that cannot be set up.
pub fn run(
    args: &PlayArgs,
    settings: &Settings,
    files: Files,
    localizer: Localizer,
    mut speakers: Vec<Box<dyn Speaker>>,
    input: &mut dyn BufRead,
) -> Result<(), UsageError> {
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let (game, events) = {
        let speaker = speakers
            .first_mut()
            .expect("the text output is always there");
        let mut asker = Asker {
            localizer: &localizer,
            speaker: speaker.as_mut(),
            input,
        };
        for notice in &files.notices {
            asker.tell(notice);
        }
        let saved = match &files.data_dir {
            Some(dir) if !args.new => {
                let (saved, said) = persistence::load_save(dir);
                for message in &said {
                    asker.tell(message);
                }
                saved
            }
            _ => None,
        };
        match saved.filter(|game| args.resume || asker.resume(game)) {
            Some(game) => {
                asker.tell(&Message::new("resume-resumed"));
                (game, Vec::new())
            }
            None => {
                let config = setup(args, settings, &mut asker)?;
                Game::start(config, DiceSource::seeded(seed)).map_err(UsageError::Config)?
            }
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
    let mut session = Session::new(
        game,
        &events,
        localizer,
        persistence::key_map(settings),
        speakers,
        computers,
        expert,
        sound,
    );
    if let Some(dir) = files.data_dir {
        session.keep_on_disk(Persistence::new(dir));
    }
    let mut line = String::new();
    loop {
        line.clear();
        match input.read_line(&mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        if session.line(&line) == Flow::Quit {
            break;
        }
    }
    Ok(())
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
