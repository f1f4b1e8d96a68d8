//! Playing a game: setup (flags first, spoken questions for the rest), then either the terminal loop (one
//! key, one action, in raw mode) or line mode, which feeds the session one line at a time until the game is
//! quit or input ends.

use std::io::BufRead;

use crate::computer::{Autoplayer, ComputerPlayers, Expert};
use crate::game::{DiceSource, Event, Game};
use crate::i18n::{Localizer, Message};
use crate::player::args::PlayArgs;
use crate::player::lines::{EditedLines, LineSource, PlainLines};
use crate::player::persistence::Preferences;
use crate::player::persistence::{self, DataAccess, Files, Persistence};
use crate::player::seat::{
    Greeting, Sitting, claim_data_dir, keyboard_layout, new_player, play_to_the_end, tell_notices,
};
use crate::player::session::{Driven, HomeSeat};
use crate::player::setup::{Asker, SetupFailure, SetupInterrupted, setup};
use crate::speech::Speaker;
use crate::usage::UsageError;

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

/// Plays a game: what the files need said, the saved game offered for resume, else setup; then key by key in
/// the terminal, or one action or command a line until quit or end of input, the game saved after every change.
///
/// # Errors
/// [`UsageError`] when the flags or settings ask for a game that cannot be set up.
pub fn run(
    args: &PlayArgs,
    settings: &Preferences,
    files: Files,
    mut localizer: Localizer,
    mut speakers: Vec<Box<dyn Speaker>>,
    input: Input<'_>,
    ask_language: bool,
) -> Result<(), UsageError> {
    // Contradicting flags and bad numbers are refused before anything is said or asked.
    args.check()?;
    args.sheets()?;
    let seed = args.seed()?.unwrap_or_else(crate::usage::fresh_seed);
    let layout = keyboard_layout(&args.interface, settings, &localizer)?;
    let (line_mode, mut lines) = open_lines(input);
    let chosen = {
        let speaker = speakers
            .first_mut()
            .expect("the text output is always there");
        let mut asker = Asker {
            localizer: &mut localizer,
            speaker: speaker.as_mut(),
            input: lines.as_mut(),
        };
        tell_notices(&mut asker, &files.notices);
        choose_game(args, settings, &files, ask_language, seed, &mut asker)?
    };
    let Some((game, events, access)) = chosen else {
        return Ok(());
    };
    let expert = Expert::build(game.state().rules().clone(), files.cache_dir.clone());
    // The computers' choices are drawn from the position alone (no salt: the seed of a resumed game is not kept),
    // so a seeded game is the same game every time, resumed or not.
    let computers = ComputerPlayers::for_match(game.state().config(), 0, expert.clone())
        .map(|players| Box::new(players) as Box<dyn Autoplayer>);
    let greeting = if events.is_none() {
        Greeting::WherePlayStands
    } else if new_player(files.data_dir.as_deref()) {
        Greeting::Welcome
    } else {
        Greeting::Nothing
    };
    // Saved after every change from the moment the player sits down.
    let persistence = match (files.data_dir.clone(), access) {
        (Some(dir), Some(access)) => {
            Some(Persistence::new(dir, access).weighing_with(expert.clone()))
        }
        _ => None,
    };
    let sitting = Sitting {
        game,
        start_events: events.unwrap_or_default(),
        seat: Box::new(HomeSeat::new(
            computers,
            persistence.as_ref().map(Persistence::statistics_at),
        )),
        expert,
        localizer,
        speakers,
        settings,
        files: &files,
        interface: &args.interface,
        line_mode,
        lines: Driven::Lines,
        greeting,
        layout,
        pace: settings.computer_pace,
        played_elsewhere: None,
        shared_chances: None,
        learns_opening: true,
        persistence,
        wire: None,
    };
    play_to_the_end(sitting, lines.as_mut());
    Ok(())
}

/// Where lines come from, and whether play is line by line from the start.
pub(crate) fn open_lines(input: Input<'_>) -> (bool, Box<dyn LineSource + '_>) {
    match input {
        Input::Lines(reader) => (true, Box::new(PlainLines(reader))),
        Input::Terminal { line_mode } => match EditedLines::open() {
            Some(edited) => (line_mode, Box::new(edited)),
            None => (line_mode, Box::new(PlainLines(std::io::stdin().lock()))),
        },
    }
}

/// The game to play, resumed or set up, with its start events (none for a resumed game) and the access to the
/// data directory; `None` when the player left before play (goodbye said).
type Chosen = (Game, Option<Vec<Event>>, Option<DataAccess>);

/// The data directory claimed, then the saved game offered for resume, else the questions of setup; `None` when
/// the player left at one of them (goodbye said).
fn choose_game(
    args: &PlayArgs,
    settings: &Preferences,
    files: &Files,
    ask_language: bool,
    seed: u64,
    asker: &mut Asker<'_>,
) -> Result<Option<Chosen>, UsageError> {
    let access = match &files.data_dir {
        Some(dir) => match claim_data_dir(asker, dir, files.cache_dir.as_deref()) {
            Some(access) => Some(access),
            None => return Ok(None),
        },
        None => None,
    };
    let saved = match (&files.data_dir, &access) {
        (Some(dir), Some(access)) if !args.new && access.writes() => saved_game(args, dir, asker),
        _ => None,
    };
    let resumed = match saved {
        Some(game) if args.resume => Some(game),
        Some(game) => match asker.resume(&game) {
            Ok(true) => Some(game),
            Ok(false) => None,
            Err(SetupInterrupted) => {
                asker.say(&Message::new("session-goodbye"));
                return Ok(None);
            }
        },
        None => None,
    };
    if let Some(game) = resumed {
        asker.tell(&Message::new("resume-resumed"));
        return Ok(Some((game, None, access)));
    }
    match setup(args, settings, ask_language, asker) {
        Ok(config) => {
            let dice = DiceSource::for_match(&config, seed);
            let (game, events) = Game::start(config, dice).map_err(UsageError::Config)?;
            Ok(Some((game, Some(events), access)))
        }
        Err(SetupFailure::Usage(error)) => Err(error),
        Err(SetupFailure::Interrupted) => {
            asker.say(&Message::new("session-goodbye"));
            Ok(None)
        }
    }
}

/// The game saved in `dir`, with what its reading needs said (and that nothing is saved, when `--resume` asked
/// for one).
fn saved_game(args: &PlayArgs, dir: &std::path::Path, asker: &mut Asker<'_>) -> Option<Game> {
    let (saved, said) = persistence::load_save(dir);
    for message in &said {
        asker.tell(message);
    }
    if saved.is_none() && args.resume {
        asker.tell(&Message::new("resume-nothing-saved"));
    }
    saved
}
