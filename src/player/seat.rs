//! What both ways to a table (`local.rs` at home, `remote/join.rs` on a server) do once the player sits down:
//! the keyboard layout, the settings file's notices and keys, the settings for play itself (rate, verbosity,
//! dice by place), the sound cues, and the key loop in raw mode with its way back to lines.

use std::time::Duration;

use crate::i18n::{Localizer, Message};
use crate::input::Action;
use crate::input::{BindingError, KeyMap, Layout};
use crate::narration::Verbosity;
use crate::persist::settings::Settings;
use crate::player::args::Interface;
use crate::player::at_hand::AtHand;
use crate::player::lines::LineRead;
use crate::player::persistence;
use crate::player::persistence::{DataAccess, Files};
use crate::player::session::{Driven, Flow, Session, SessionOptions};
use crate::player::setup::Asker;
use crate::player::terminal::{RawTerminal, install_signal_handlers};
use crate::sound::Sound;
use crate::usage::UsageError;

/// Says what the files need said (`notices`), then gives the keys from the settings file; a mistake in its
/// rebindings is said too, and the default keys stay.
pub fn notices_and_keys<'m>(
    asker: &mut Asker<'_>,
    notices: impl Iterator<Item = &'m Message>,
    settings: &Settings,
) -> KeyMap {
    for notice in notices {
        asker.tell(notice);
    }
    match persistence::key_map(settings) {
        Ok(keys) => keys,
        Err(errors) => {
            for error in &errors {
                asker.tell(&binding_error_message(error));
            }
            KeyMap::default()
        }
    }
}

/// The sound cues the settings and `--no-sound` ask for. The player connects when the first cue plays, so
/// `--no-sound` never touches the sound server.
pub fn cues(settings: &Settings, interface: &Interface) -> Sound {
    Sound::new(
        crate::sound::system_player(settings.sound.volume),
        settings.sound.enabled && !interface.no_sound,
    )
    .made_at(settings.sound.volume)
}

/// Raw mode, unless lines were asked for (`None`), with the handlers that give the terminal back on a signal.
/// Entered before the first line is printed, so keys typed as soon as the game speaks are read as keys.
pub fn enter_raw_mode(line_mode: bool) -> Option<std::io::Result<RawTerminal>> {
    install_signal_handlers();
    (!line_mode).then(RawTerminal::enter)
}

/// Plays key by key until the player quits when raw mode was entered (true); says so when the terminal would
/// not switch, and the caller plays on line by line (false), as it does when lines were asked for (`raw` none).
pub fn play_keys(
    session: &mut Session,
    raw: Option<std::io::Result<RawTerminal>>,
    layout: Layout,
    pace: Duration,
) -> bool {
    match raw {
        Some(Ok(mut raw)) => {
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
/// the keys, and what the settings say about play itself: the speech rate and verbosity (changed in play and
/// kept in the settings file), where the chances are cached, and whether digits name dice by place.
pub fn session_options(
    settings: &Settings,
    files: &Files,
    keys: KeyMap,
    driven: Driven,
) -> SessionOptions {
    let verbosity = settings
        .speech
        .verbosity
        .as_deref()
        .and_then(Verbosity::from_name)
        .unwrap_or_default();
    SessionOptions {
        keys,
        driven,
        dice_by_place: settings.game.dice.as_deref() == Some("position"),
        at_hand: AtHand::new(settings.speech.rate, verbosity, files.settings_file.clone()),
        chances_cache: Some(files.cache_dir.clone()),
    }
}

/// How a session whose raw mode is `raw` is driven: by keys when raw mode started, else by `lines`.
pub fn driven_by(raw: &Option<std::io::Result<RawTerminal>>, lines: Driven) -> Driven {
    match raw {
        Some(Ok(_)) => Driven::Keys,
        Some(Err(_)) | None => lines,
    }
}

/// The keyboard layout: `--keyboard`, else the settings, else the one usual for the system's locale (or the
/// game's language when the system names none). A layout in the settings that sayzee does not know is
/// ignored with a message to say, as the settings file's other values are; a mistyped flag stops.
pub fn keyboard_layout(
    args: &Interface,
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

/// What one line read means for the session: the flow after it, or `None` at the end of input (what the end
/// means is the caller's: at home the game stays saved, at a table the player leaves).
pub fn take_line(session: &mut Session, read: LineRead) -> Option<Flow> {
    Some(match read {
        LineRead::Line(line) => session.line(&line),
        LineRead::Interrupted => session.action(Action::Quit),
        LineRead::Escape => session.action(Action::Back),
        LineRead::Help => session.action(Action::Help),
        LineRead::Refused(refusal) => {
            session.say_message(&refusal);
            Flow::Continue
        }
        LineRead::End => return None,
    })
}
