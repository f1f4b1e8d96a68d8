//! What both ways to a table (`local.rs` at home, `remote/join.rs` on a server) do once the player sits down,
//! in one place ([`sit_down`]): the keyboard layout, the settings file's notices and keys, the settings for play
//! itself (rate, verbosity, dice by place), the sound cues, raw mode, the session made with its seat, the first
//! words, and the key loop with its way back to lines.

use std::sync::Arc;
use std::time::Duration;

use crate::computer::Expert;
use crate::game::{Event, Game};
use crate::i18n::{Localizer, Message};
use crate::input::Action;
use crate::input::Layout;
use crate::player::args::Interface;
use crate::player::at_hand::AtHand;
use crate::player::chances::SharedChances;
use crate::player::lines::LineRead;
use crate::player::persistence;
use crate::player::persistence::{DataAccess, DiceBy, Files, Preferences};
use crate::player::session::{Driven, Flow, Input, Seat, SessionOptions};
use crate::player::setup::Asker;
use crate::player::terminal::{RawTerminal, install_signal_handlers};
use crate::player::voiced::{Opening, Voiced, VoicedParts};
use crate::sound::Sound;
use crate::speech::Speaker;
use crate::usage::UsageError;

/// A player who has chosen their game (set up or resumed at home, or a table on a server) and sits down at it.
pub struct Sitting<'a> {
    pub game: Game,
    /// The events that started the game (none for a resumed game or a network table).
    pub start_events: Vec<Event>,
    pub seat: Box<dyn Seat>,
    pub expert: Expert,
    pub localizer: Localizer,
    pub speakers: Vec<Box<dyn Speaker>>,
    pub settings: &'a Preferences,
    pub files: &'a Files,
    pub interface: &'a Interface,
    /// Lines were asked for, or standard input is not a terminal.
    pub line_mode: bool,
    /// How lines drive the session when raw mode is not used.
    pub lines: Driven,
    pub greeting: Greeting,
    pub layout: Layout,
    /// The pause between two computer moves in the terminal (none when the server plays them).
    pub pace: Duration,
    /// Played for a browser: the cues go there, and this process's terminal and signals are left alone.
    pub played_elsewhere: Option<Sound>,
    /// W's work shared with the process's other seats (a server's browser seats), rather than done here.
    pub shared_chances: Option<Arc<SharedChances>>,
    /// Whether W's opening is learnt ahead, from the moment play begins (a game, not a drill), when no process
    /// shares it.
    pub learns_opening: bool,
    /// Where a game at home is saved after every change and counted when it ends (none at a network table, or
    /// without files).
    pub persistence: Option<persistence::Persistence>,
    /// The link to the server of a network table (none at home).
    pub wire: Option<Box<dyn crate::player::wire::Wire>>,
}

/// What is said once the session is made, before the first key.
#[derive(Clone, Debug, PartialEq)]
pub enum Greeting {
    /// A resumed game: whose turn it is and the dice.
    WherePlayStands,
    /// A new player (no statistics file): at their first turn, how to roll and where help is.
    Welcome,
    /// A finished game opened again: what it was, then its review as at its end.
    Review(Message),
    Nothing,
}

/// Sits the player down: raw mode (unless lines were asked for), the session made with its seat, the greeting,
/// then key by key until the player quits. `None` when the key loop played to the end; otherwise the session, for
/// the caller to play on line by line (its lines come from a pipe at home, from a thread beside the server's news
/// at a table), any computer that moves first having moved.
pub fn sit_down(sitting: Sitting<'_>) -> Option<Voiced> {
    let elsewhere = sitting.played_elsewhere.is_some();
    let sound = match sitting.played_elsewhere {
        Some(sound) => sound,
        None => cues(sitting.settings, sitting.interface),
    };
    let raw = (!elsewhere)
        .then(|| enter_raw_mode(sitting.line_mode, sitting.interface))
        .flatten();
    let parts = VoicedParts {
        localizer: sitting.localizer,
        speakers: sitting.speakers,
        sound,
        expert: sitting.expert,
        persistence: sitting.persistence,
        wire: sitting.wire,
        // A seat played elsewhere asks the work its process shares; this keyboard learns the opening ahead and
        // keeps it in the cache directory.
        opening: match sitting.shared_chances {
            Some(shared) => Opening::Shared(shared),
            None if sitting.learns_opening => Opening::Ahead {
                kept_in: sitting.files.cache_dir.clone(),
            },
            None => Opening::WhenAsked,
        },
    };
    let driven = driven_by(&raw, sitting.lines);
    let options = session_options(sitting.settings, sitting.files, driven);
    let mut session = Voiced::new(
        sitting.game,
        &sitting.start_events,
        parts,
        options,
        sitting.seat,
    );
    match sitting.greeting {
        Greeting::WherePlayStands => {
            session.handle(Input::WherePlayStands);
        }
        Greeting::Welcome => {
            session.handle(Input::WelcomeNewPlayer);
        }
        Greeting::Review(what) => {
            session.handle(Input::Say(what));
            session.handle(Input::ReviewFinished);
        }
        Greeting::Nothing => {}
    }
    let layout = sitting.layout;
    if play_keys(&mut session, raw, sitting.interface, layout, sitting.pace) {
        return None;
    }
    session.play_computers();
    Some(session)
}

/// Whether this is a new player: nobody has finished a game with this data directory (there is no statistics
/// file, or nowhere to keep one). Only its presence is checked; reading it is left to the statistics, which say
/// what is wrong with it.
pub fn new_player(data_dir: Option<&std::path::Path>) -> bool {
    data_dir.is_none_or(|dir| !dir.join(crate::persist::stats::FILE_NAME).exists())
}

/// Says what the files need said (`notices`: the settings file's values left out, its key rebindings among them).
pub fn tell_notices(asker: &mut Asker<'_>, notices: &[Message]) {
    for notice in notices {
        asker.tell(notice);
    }
}

/// The sound cues the settings and `--no-sound` ask for. The player connects when the first cue plays, so
/// `--no-sound` never touches the sound server.
fn cues(settings: &Preferences, interface: &Interface) -> Sound {
    Sound::new(
        crate::sound::system_player(settings.volume, interface.sound_through_rodio()),
        settings.sound && !interface.no_sound,
    )
    .made_at(settings.volume)
}

/// Raw mode, unless lines were asked for (`None`), with the handlers that give the terminal back on a signal.
/// Entered before the first line is printed, so keys typed as soon as the game speaks are read as keys.
fn enter_raw_mode(line_mode: bool, interface: &Interface) -> Option<std::io::Result<RawTerminal>> {
    install_signal_handlers();
    let ask_keyboard_protocol = interface.asks_keyboard_protocol();
    (!line_mode).then(|| RawTerminal::enter(ask_keyboard_protocol))
}

/// Plays key by key until the player quits when raw mode was entered (true); says so when the terminal would
/// not switch, and the caller plays on line by line (false), as it does when lines were asked for (`raw` none).
fn play_keys(
    session: &mut Voiced,
    raw: Option<std::io::Result<RawTerminal>>,
    interface: &Interface,
    layout: Layout,
    pace: Duration,
) -> bool {
    match raw {
        Some(Ok(mut raw)) => {
            // Fault injection for the PTY tests, in debug builds only: proves a panic in raw mode gives the
            // terminal back.
            if cfg!(debug_assertions) && interface.test_panic_in_raw_mode {
                panic!("panic asked for by SAYZEE_TEST_PANIC_IN_RAW_MODE");
            }
            let played = crate::player::terminal::play(session, &mut raw, layout, pace);
            drop(raw);
            if played.is_err() {
                session.say_message(&Message::new("terminal-input-lost"));
            }
            true
        }
        // No raw mode (an odd terminal): play on line by line rather than not at all.
        Some(Err(_)) => {
            session.say_message(&Message::new("terminal-raw-unavailable"));
            false
        }
        None => false,
    }
}

/// The session's options: how it is driven (`driven`, lines when raw mode was asked for but would not start),
/// and what the settings say about play itself: the keys, the speech rate and verbosity (changed in play and
/// kept in the settings file), and whether digits name dice by place.
fn session_options(settings: &Preferences, files: &Files, driven: Driven) -> SessionOptions {
    SessionOptions {
        keys: settings.keys.clone(),
        driven,
        dice_by_place: settings.dice_by == DiceBy::Position,
        at_hand: AtHand::new(
            settings.rate,
            settings.verbosity,
            files.settings_file.clone(),
        ),
        hint_first: settings.hint_first,
    }
}

/// How a session whose raw mode is `raw` is driven: by keys when raw mode started, else by `lines`.
fn driven_by(raw: &Option<std::io::Result<RawTerminal>>, lines: Driven) -> Driven {
    match raw {
        Some(Ok(_)) => Driven::Keys,
        Some(Err(_)) | None => lines,
    }
}

/// The keyboard layout: `--keyboard`, else the settings, else the one usual for the system's locale (or the
/// game's language when the system names none). A mistyped flag stops (a layout in the settings that sayzee does
/// not know was left out, and said, when the file was read).
pub fn keyboard_layout(
    args: &Interface,
    settings: &Preferences,
    localizer: &Localizer,
) -> Result<Layout, UsageError> {
    if let Some(name) = args.keyboard.as_deref() {
        return name
            .parse()
            .map_err(|_| UsageError::UnknownLayout(name.to_string()));
    }
    if let Some(layout) = settings.layout {
        return Ok(layout);
    }
    let locale = sys_locale::get_locale().unwrap_or_else(|| localizer.locale().to_string());
    Ok(Layout::for_locale(&locale))
}

/// Claims the data directory `dir` for this sayzee: the directory is this sayzee's alone, and when another one
/// uses it the player is asked whether to go on without writing there. `None` when they chose not to (goodbye
/// said).
pub fn claim_data_dir(
    asker: &mut Asker<'_>,
    dir: &std::path::Path,
    cache_dir: Option<&std::path::Path>,
) -> Option<DataAccess> {
    let access = persistence::claim_data_dir(dir, cache_dir);
    if !access.writes() && !asker.busy(dir).unwrap_or(false) {
        asker.say(&Message::new("session-goodbye"));
        return None;
    }
    Some(access)
}

/// Sits the player down at `sitting` and plays to the end: key by key in raw mode, else a line at a time from
/// `lines` until the player quits or input ends (at home the game then stays as saved).
pub fn play_to_the_end(sitting: Sitting<'_>, lines: &mut dyn crate::player::lines::LineSource) {
    let Some(mut session) = sit_down(sitting) else {
        return;
    };
    lines.remember_lines(true);
    while let Some(flow) = take_line(&mut session, lines.read_line()) {
        if flow == Flow::Quit {
            break;
        }
    }
}

/// What one line read means for the session: the flow after it, or `None` at the end of input (what the end
/// means is the caller's: at home the game stays saved, at a table the player leaves).
pub fn take_line(session: &mut Voiced, read: LineRead) -> Option<Flow> {
    let input = match read {
        LineRead::Line(line) => Input::Line(line),
        LineRead::Interrupted => Input::Action(Action::Quit),
        LineRead::Escape => Input::Action(Action::Back),
        LineRead::Help => Input::Action(Action::Help),
        LineRead::Refused(refusal) => Input::Say(refusal),
        LineRead::End => {
            session.handle(Input::LinesEnded);
            return None;
        }
    };
    Some(match session.handle(input) {
        true => Flow::Quit,
        false => Flow::Continue,
    })
}
