//! The player's voice: real speech when there is some, the printed line beside it, and the way back to text
//! when speech fails mid-game.
//!
//! A failing speech service never stops the game: the message that failed is printed (even with printing
//! quieted), the player is told once through a [`SpeechNotice`], and the connection is tried again on a later
//! key press after a growing pause, so a daemon that stays away costs nothing but an occasional quick attempt.

use std::time::{Duration, Instant};

use super::{Speaker, SpeechError, Urgency};

/// Makes a fresh connection to the speech service, configured (rate) and ready to speak.
pub type Connect = Box<dyn FnMut() -> Result<Box<dyn Speaker>, SpeechError>>;

/// Something about the voice the player should be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpeechNotice {
    /// Speech stopped working; the game goes on in text.
    Lost,
    /// Speech answers again.
    Back,
}

/// When the printed lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Printing {
    /// Every message, spoken or not: the default, for braille, screen readers and sighted friends.
    Always,
    /// Only while no voice speaks (`--quiet-text`): text comes back by itself when speech fails.
    WhileSilent,
    /// Never (`--speech off --quiet-text`, for scripts).
    Never,
}

/// The first pause before trying a lost speech service again; it doubles after each failed attempt.
pub const FIRST_RETRY: Duration = Duration::from_secs(5);
/// The longest pause between two attempts.
pub const LONGEST_RETRY: Duration = Duration::from_secs(120);

/// Printed lines plus, when there is one, a speech service that can be lost and found again.
pub struct Voice {
    text: Box<dyn Speaker>,
    printing: Printing,
    speech: Option<Box<dyn Speaker>>,
    reconnect: Option<Connect>,
    /// The language the player is playing in, given again to a new connection.
    language: Option<String>,
    first_retry: Duration,
    retry_pause: Duration,
    retry_at: Option<Instant>,
    notices: Vec<SpeechNotice>,
}

impl std::fmt::Debug for Voice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Voice")
            .field("text", &self.text)
            .field("printing", &self.printing)
            .field("speech", &self.speech)
            .field("reconnects", &self.reconnect.is_some())
            .field("language", &self.language)
            .field("retry_at", &self.retry_at)
            .field("notices", &self.notices)
            .finish()
    }
}

impl Voice {
    /// Printed lines only, until [`Voice::speaking`] or [`Voice::reconnecting`] adds speech.
    pub fn new(text: Box<dyn Speaker>, printing: Printing) -> Voice {
        Voice {
            text,
            printing,
            speech: None,
            reconnect: None,
            language: None,
            first_retry: FIRST_RETRY,
            retry_pause: FIRST_RETRY,
            retry_at: None,
            notices: Vec::new(),
        }
    }

    /// The language to ask every connection for.
    pub fn in_language(mut self, locale: &str) -> Voice {
        self.language = Some(locale.to_string());
        self
    }

    /// How long to wait before the first new attempt after speech is lost (tests use a short one).
    pub fn retrying_after(mut self, pause: Duration) -> Voice {
        self.first_retry = pause;
        self.retry_pause = pause;
        self
    }

    /// Speaks through `speech`, set to the voice's language.
    pub fn speaking(mut self, speech: Box<dyn Speaker>) -> Voice {
        self.take_up(speech);
        self
    }

    /// Connects again with `connect` whenever speech is lost (or was never reached): on a key press, once the
    /// pause since the last failure is over.
    pub fn reconnecting(mut self, connect: Connect) -> Voice {
        if self.speech.is_none() {
            self.retry_at = Some(Instant::now() + self.retry_pause);
        }
        self.reconnect = Some(connect);
        self
    }

    /// Whether a speech service is speaking now.
    pub fn is_speaking(&self) -> bool {
        self.speech.is_some()
    }

    fn take_up(&mut self, mut speech: Box<dyn Speaker>) {
        if let Some(language) = &self.language
            && let Err(SpeechError::Disconnected(_)) = speech.set_language(language)
        {
            // Gone before it said anything: as if the connection had failed.
            self.schedule_retry();
            return;
        }
        self.speech = Some(speech);
        self.retry_at = None;
        self.retry_pause = self.first_retry;
    }

    /// Speech failed: drop it, tell the player once, and plan the next attempt.
    fn lose(&mut self) {
        if self.speech.take().is_some() {
            self.notices.push(SpeechNotice::Lost);
        }
        self.retry_pause = self.first_retry;
        self.retry_at = Some(Instant::now() + self.retry_pause);
    }

    fn schedule_retry(&mut self) {
        self.retry_pause = (self.retry_pause * 2).min(LONGEST_RETRY);
        self.retry_at = Some(Instant::now() + self.retry_pause);
    }

    /// Tries the connection again when one is due.
    fn maybe_reconnect(&mut self) {
        let due = self.retry_at.is_some_and(|at| Instant::now() >= at);
        if self.speech.is_some() || !due {
            return;
        }
        let Some(connect) = self.reconnect.as_mut() else {
            return;
        };
        match connect() {
            Ok(speech) => {
                self.take_up(speech);
                if self.speech.is_some() {
                    self.notices.push(SpeechNotice::Back);
                }
            }
            Err(_) => self.schedule_retry(),
        }
    }

    /// Handles the outcome of a call to the speech service: only a broken connection loses it; a refusal
    /// (a language the synthesizer lacks) leaves it speaking as before.
    fn check(&mut self, outcome: Result<(), SpeechError>) {
        if let Err(SpeechError::Disconnected(_)) = outcome {
            self.lose();
        }
    }
}

impl Speaker for Voice {
    fn speak(&mut self, text: &str, urgency: Urgency) -> Result<(), SpeechError> {
        // Only the player's own key press tries again, so a computer's turn is never held up by it.
        if urgency == Urgency::Interrupt {
            self.maybe_reconnect();
        }
        let mut spoken = false;
        if let Some(speech) = self.speech.as_mut() {
            match speech.speak(text, urgency) {
                Ok(()) => spoken = true,
                Err(_) => self.lose(),
            }
        }
        let print = match self.printing {
            Printing::Always => true,
            Printing::WhileSilent => !spoken,
            Printing::Never => false,
        };
        if print {
            let printed = self.text.speak(text, urgency);
            // A closed standard output is only fatal when nothing else carries the game.
            if !spoken {
                return printed;
            }
        }
        Ok(())
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        if let Some(speech) = self.speech.as_mut() {
            let outcome = speech.stop();
            self.check(outcome);
        }
        Ok(())
    }

    fn set_language(&mut self, locale: &str) -> Result<(), SpeechError> {
        self.language = Some(locale.to_string());
        if let Some(speech) = self.speech.as_mut() {
            let outcome = speech.set_language(locale);
            self.check(outcome);
        }
        Ok(())
    }

    fn take_notices(&mut self) -> Vec<SpeechNotice> {
        std::mem::take(&mut self.notices)
    }

    fn set_raw_mode(&mut self, raw: bool) {
        self.text.set_raw_mode(raw);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::{Heard, Recorder};
    use std::cell::RefCell;
    use std::rc::Rc;

    /// A speech service that can be switched off and on, recording what it said.
    #[derive(Debug, Default)]
    struct Service {
        up: bool,
        heard: Vec<String>,
        connections: usize,
        languages: Vec<String>,
    }

    #[derive(Debug)]
    struct Line(Rc<RefCell<Service>>);

    fn gone() -> SpeechError {
        SpeechError::Disconnected(std::io::Error::from(std::io::ErrorKind::BrokenPipe))
    }

    impl Speaker for Line {
        fn speak(&mut self, text: &str, _urgency: Urgency) -> Result<(), SpeechError> {
            let mut service = self.0.borrow_mut();
            if !service.up {
                return Err(gone());
            }
            service.heard.push(text.to_string());
            Ok(())
        }
        fn stop(&mut self) -> Result<(), SpeechError> {
            Ok(())
        }
        fn set_language(&mut self, locale: &str) -> Result<(), SpeechError> {
            let mut service = self.0.borrow_mut();
            if !service.up {
                return Err(gone());
            }
            service.languages.push(locale.to_string());
            Ok(())
        }
    }

    fn connector(service: &Rc<RefCell<Service>>) -> Connect {
        let service = service.clone();
        Box::new(move || {
            if !service.borrow().up {
                return Err(gone());
            }
            service.borrow_mut().connections += 1;
            Ok(Box::new(Line(service.clone())) as Box<dyn Speaker>)
        })
    }

    /// The printed lines, from a recorder standing in for standard output.
    #[derive(Debug, Clone, Default)]
    struct Printed(Rc<RefCell<Recorder>>);

    impl Speaker for Printed {
        fn speak(&mut self, text: &str, urgency: Urgency) -> Result<(), SpeechError> {
            self.0.borrow_mut().speak(text, urgency)
        }
        fn stop(&mut self) -> Result<(), SpeechError> {
            Ok(())
        }
    }

    impl Printed {
        fn lines(&self) -> Vec<String> {
            self.0
                .borrow()
                .heard
                .iter()
                .filter_map(|h| match h {
                    Heard::Said(text, _) => Some(text.clone()),
                    _ => None,
                })
                .collect()
        }
    }

    fn voice(printing: Printing, service: &Rc<RefCell<Service>>) -> (Voice, Printed) {
        let printed = Printed::default();
        let mut connect = connector(service);
        let voice = Voice::new(Box::new(printed.clone()), printing)
            .in_language("fr")
            .retrying_after(Duration::ZERO)
            .speaking(connect().unwrap())
            .reconnecting(connect);
        (voice, printed)
    }

    #[test]
    fn a_lost_service_is_noticed_once_and_found_again_on_a_key_press() {
        let service = Rc::new(RefCell::new(Service {
            up: true,
            ..Service::default()
        }));
        let (mut voice, printed) = voice(Printing::Always, &service);
        voice.speak("one", Urgency::Interrupt).unwrap();
        service.borrow_mut().up = false;
        voice.speak("two", Urgency::Queue).unwrap();
        voice.speak("three", Urgency::Interrupt).unwrap();
        assert_eq!(voice.take_notices(), vec![SpeechNotice::Lost]);
        assert!(!voice.is_speaking());
        service.borrow_mut().up = true;
        // A computer's move does not reconnect; the player's next key does.
        voice.speak("four", Urgency::Queue).unwrap();
        assert!(voice.take_notices().is_empty());
        voice.speak("five", Urgency::Interrupt).unwrap();
        assert_eq!(voice.take_notices(), vec![SpeechNotice::Back]);
        assert_eq!(printed.lines(), ["one", "two", "three", "four", "five"]);
        let service = service.borrow();
        assert_eq!(service.heard, ["one", "five"]);
        assert_eq!(service.connections, 2);
        assert_eq!(
            service.languages,
            ["fr", "fr"],
            "the language comes back too"
        );
    }

    #[test]
    fn quiet_text_prints_only_while_the_voice_is_gone() {
        let service = Rc::new(RefCell::new(Service {
            up: true,
            ..Service::default()
        }));
        let (mut voice, printed) = voice(Printing::WhileSilent, &service);
        voice.speak("heard", Urgency::Interrupt).unwrap();
        service.borrow_mut().up = false;
        voice.speak("failed, so printed", Urgency::Queue).unwrap();
        voice.speak("printed", Urgency::Queue).unwrap();
        assert_eq!(printed.lines(), ["failed, so printed", "printed"]);
    }

    #[test]
    fn retries_wait_and_the_pause_grows() {
        let service = Rc::new(RefCell::new(Service::default()));
        let printed = Printed::default();
        let mut voice = Voice::new(Box::new(printed.clone()), Printing::Always)
            .retrying_after(Duration::from_secs(10))
            .reconnecting(connector(&service));
        service.borrow_mut().up = true;
        voice.speak("not yet", Urgency::Interrupt).unwrap();
        assert!(!voice.is_speaking(), "no attempt before the pause is over");
        voice.retry_at = Some(Instant::now());
        voice.speak("now", Urgency::Interrupt).unwrap();
        assert!(voice.is_speaking());
        assert_eq!(service.borrow().heard, ["now"]);
        voice.speech = None;
        service.borrow_mut().up = false;
        voice.retry_at = Some(Instant::now());
        voice.speak("down", Urgency::Interrupt).unwrap();
        assert_eq!(voice.retry_pause, Duration::from_secs(20));
        for _ in 0..10 {
            voice.retry_at = Some(Instant::now());
            voice.speak("still down", Urgency::Interrupt).unwrap();
        }
        assert_eq!(voice.retry_pause, LONGEST_RETRY);
        assert_eq!(voice.take_notices(), vec![SpeechNotice::Back]);
    }
}
