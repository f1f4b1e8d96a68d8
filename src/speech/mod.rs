//! Speech output behind one small trait. Every message is also printed by the text backend, so a screen
//! reader or braille display reads what the speech says. Backends never fail the game: a backend that
//! stops working is dropped and play goes on in text. Speech services are only ever called from the speech
//! thread ([`worker`]), never from the game's.

use std::io::Write;

mod connection;
#[cfg(target_os = "linux")]
pub mod speechd;
#[cfg(any(windows, target_os = "macos", feature = "system-backends"))]
pub mod system;
mod voice;
mod voice_choice;
mod worker;

#[cfg(all(test, target_os = "linux"))]
pub(crate) mod fake_ssip;

pub use connection::{Chosen, Connect, SpeechNotice};
pub use voice::{FINISH_WAIT, Printing, Voice, VoiceWatch};

/// How urgent a line is, decided once where the line is said (the session's announcer) and obeyed by every
/// speaker and sound player: whether it cuts off what is being said, and whether it must be heard at once by a
/// listener who may be busy elsewhere (a page says such a line in its assertive region).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Urgency {
    /// The answer to the player's own key press: cuts off whatever is being said.
    Interrupt,
    /// Queued behind what is being said: computer players' moves, game over.
    Queue,
    /// A refusal of the player's own key or line: cuts off whatever is being said, and must be heard at once.
    Alert,
    /// Queued behind what is being said, yet must be heard at once: the player's own turn, the table refusing
    /// or losing them.
    QueuedAlert,
}

impl Urgency {
    /// Whether the line cuts off whatever is being said.
    pub fn cuts_off(self) -> bool {
        matches!(self, Urgency::Interrupt | Urgency::Alert)
    }

    /// Whether the line must be heard at once, wherever the listener's attention is.
    pub fn is_alert(self) -> bool {
        matches!(self, Urgency::Alert | Urgency::QueuedAlert)
    }

    /// The same urgency, made an alert: a refusal said with it.
    pub fn alerting(self) -> Urgency {
        match self {
            Urgency::Interrupt | Urgency::Alert => Urgency::Alert,
            Urgency::Queue | Urgency::QueuedAlert => Urgency::QueuedAlert,
        }
    }
}

/// Something that can say text.
pub trait Speaker: std::fmt::Debug {
    /// Says `text`, interrupting or queueing.
    ///
    /// # Errors
    /// [`SpeechError`] when the backend can no longer speak; the caller falls back to text.
    fn speak(&mut self, text: &str, urgency: Urgency) -> Result<(), SpeechError>;

    /// Stops speaking now.
    ///
    /// # Errors
    /// [`SpeechError`] when the backend can no longer speak.
    fn stop(&mut self) -> Result<(), SpeechError>;

    /// Switches the voice to a language (a shipped locale id such as "fr"). Backends without voices
    /// ignore it.
    ///
    /// # Errors
    /// [`SpeechError`] when the backend can no longer speak.
    fn set_language(&mut self, _locale: &str) -> Result<(), SpeechError> {
        Ok(())
    }

    /// What happened to the voice since last asked (lost, back), for the player to be told; oldest first.
    /// Only a [`Voice`] has any.
    fn take_notices(&mut self) -> Vec<SpeechNotice> {
        Vec::new()
    }

    /// Ends printed lines with "\r\n" while the terminal is in raw mode. Only printed output cares.
    fn set_raw_mode(&mut self, _raw: bool) {}

    /// Changes how fast the voice speaks, -100 (slowest) to 100 (fastest), 0 its normal rate; says whether
    /// this speaker had a rate to change.
    ///
    /// # Errors
    /// [`SpeechError`] when the backend can no longer speak.
    fn set_rate(&mut self, _rate: i8) -> Result<RateSupport, SpeechError> {
        Ok(self.rate_support())
    }

    /// Whether [`Speaker::set_rate`] would change anything, asked without changing it.
    fn rate_support(&self) -> RateSupport {
        RateSupport::NoVoice
    }
}

/// Whether a speaker's rate can be changed from the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RateSupport {
    /// The voice now speaks at the new rate (or will, once it is reached again).
    Changed,
    /// A screen reader speaks in its own voice, at the rate set in the screen reader.
    ScreenReader,
    /// Nothing speaks: printed lines only.
    NoVoice,
}

/// Which speech the player asked for (`--speech`, or the settings file).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SpeechChoice {
    /// The system's own speech where it answers, text otherwise.
    #[default]
    Auto,
    /// Speech Dispatcher (Linux).
    SpeechDispatcher,
    /// The `tts` crate: the screen reader or system voice on Windows and macOS.
    Tts,
    /// No voice: the printed lines are the speech, and cannot be quieted.
    Text,
    /// No voice at all; the printed lines stay unless quieted too.
    Off,
}

impl SpeechChoice {
    pub const ALL: [SpeechChoice; 5] = [
        SpeechChoice::Auto,
        SpeechChoice::SpeechDispatcher,
        SpeechChoice::Tts,
        SpeechChoice::Text,
        SpeechChoice::Off,
    ];

    /// The word used on the command line and in the settings file.
    pub fn id(self) -> &'static str {
        match self {
            SpeechChoice::Auto => "auto",
            SpeechChoice::SpeechDispatcher => "speech-dispatcher",
            SpeechChoice::Tts => "tts",
            SpeechChoice::Text => "text",
            SpeechChoice::Off => "off",
        }
    }

    /// The voice `auto` uses on this system.
    pub fn native() -> SpeechChoice {
        if cfg!(target_os = "linux") {
            SpeechChoice::SpeechDispatcher
        } else if cfg!(any(windows, target_os = "macos")) {
            SpeechChoice::Tts
        } else {
            SpeechChoice::Text
        }
    }
}

impl std::str::FromStr for SpeechChoice {
    type Err = ();

    fn from_str(word: &str) -> Result<SpeechChoice, ()> {
        SpeechChoice::ALL
            .into_iter()
            .find(|choice| choice.id().eq_ignore_ascii_case(word.trim()))
            .ok_or(())
    }
}

/// Why a backend stopped speaking.
#[derive(Debug)]
#[non_exhaustive]
pub enum SpeechError {
    /// The connection to the speech service broke.
    Disconnected(std::io::Error),
    /// The service answered with an error.
    Refused(String),
}

/// Prints every message as one plain line: the always-on output for screen readers and braille.
#[derive(Debug)]
pub struct TextOutput<W: Write> {
    out: W,
    /// Line ending: "\r\n" while the terminal is in raw mode, "\n" otherwise.
    newline: &'static str,
}

impl<W: Write> TextOutput<W> {
    pub fn new(out: W) -> TextOutput<W> {
        TextOutput { out, newline: "\n" }
    }

    /// Ends lines with "\r\n", as a terminal in raw mode needs.
    pub fn raw_mode(&mut self, raw: bool) {
        self.newline = if raw { "\r\n" } else { "\n" };
    }
}

impl<W: Write + std::fmt::Debug> Speaker for TextOutput<W> {
    fn speak(&mut self, text: &str, _urgency: Urgency) -> Result<(), SpeechError> {
        // Multi-line messages (the score table) keep their shape; each line ends as the terminal needs.
        for line in text.lines() {
            write!(self.out, "{line}{}", self.newline).map_err(SpeechError::Disconnected)?;
        }
        self.out.flush().map_err(SpeechError::Disconnected)
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        Ok(())
    }

    fn set_raw_mode(&mut self, raw: bool) {
        self.raw_mode(raw);
    }
}

/// What a recorder heard: each message with its urgency, and stops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    Said(String, Urgency),
    Stopped,
    Language(String),
}

/// Keeps everything it is asked to say, for tests.
#[derive(Clone, Debug, Default)]
pub struct Recorder {
    pub heard: Vec<Heard>,
}

impl Speaker for Recorder {
    fn speak(&mut self, text: &str, urgency: Urgency) -> Result<(), SpeechError> {
        self.heard.push(Heard::Said(text.to_string(), urgency));
        Ok(())
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        self.heard.push(Heard::Stopped);
        Ok(())
    }

    fn set_language(&mut self, locale: &str) -> Result<(), SpeechError> {
        self.heard.push(Heard::Language(locale.to_string()));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_output_prints_one_line_per_line_with_the_right_ending() {
        let mut text = TextOutput::new(Vec::new());
        text.speak("Roll 1 of 3: 1, 2, 3, 4, 6", Urgency::Interrupt)
            .unwrap();
        text.raw_mode(true);
        text.speak("a\nb", Urgency::Queue).unwrap();
        assert_eq!(
            String::from_utf8(text.out).unwrap(),
            "Roll 1 of 3: 1, 2, 3, 4, 6\na\r\nb\r\n"
        );
    }
}
