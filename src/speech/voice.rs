//! The player's voice: the printed line at once, and real speech beside it when there is some.
//!
//! Speech runs on its own thread ([`super::worker`]): the printed line never waits for it, and a speech service
//! that hangs, answers slowly or fails costs nothing but the voice. The thread connects, notices a lost
//! connection and tries again on a later key press after a growing pause; the player is told of each change once
//! through a [`SpeechNotice`]. Under `--quiet-text`, a message the voice could not say is printed at the next
//! chance. When the game ends, what is still queued gets a short, bounded time to reach the speech service.

use std::sync::Arc;
use std::time::Duration;

use super::connection::{Chosen, Connect, FIRST_RETRY, SpeechNotice};
use super::worker::{self, Link, Plan, Request, Shared};
use super::{RateSupport, Speaker, SpeechChoice, SpeechError, Urgency};

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

/// How long leaving the game waits for the speech still queued (the last line, "Goodbye") to be handed over.
pub const FINISH_WAIT: Duration = Duration::from_millis(1_500);

/// Printed lines plus, when there is one, a speech thread.
pub struct Voice {
    text: Box<dyn Speaker>,
    printing: Printing,
    /// The language the player is playing in, given to every connection.
    language: Option<String>,
    first_retry: Duration,
    speech: Option<Arc<Shared>>,
}

impl std::fmt::Debug for Voice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Voice")
            .field("text", &self.text)
            .field("printing", &self.printing)
            .field("language", &self.language)
            .field("link", &self.link())
            .finish_non_exhaustive()
    }
}

impl Voice {
    /// Printed lines only, until [`Voice::connecting`] adds speech.
    pub fn new(text: Box<dyn Speaker>, printing: Printing) -> Voice {
        Voice {
            text,
            printing,
            language: None,
            first_retry: FIRST_RETRY,
            speech: None,
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
        self
    }

    /// Starts the speech thread, which connects to `backend` with `connect` at once and again whenever speech
    /// is lost: on a key press, once the pause since the last failure is over. Without a thread (the system
    /// refuses one) the game is printed, as without speech.
    pub fn connecting(mut self, connect: Connect, backend: SpeechChoice, chosen: Chosen) -> Voice {
        let shared = Arc::new(Shared::new(self.printing == Printing::WhileSilent));
        let plan = Plan {
            connect,
            backend,
            chosen,
            language: self.language.clone(),
            first_retry: self.first_retry,
        };
        if worker::spawn(Arc::clone(&shared), plan).is_ok() {
            self.speech = Some(shared);
        }
        self
    }

    fn link(&self) -> Link {
        self.speech
            .as_ref()
            .map_or(Link::Silent, |shared| shared.lock().link)
    }

    /// Whether a speech service is speaking now.
    pub fn is_speaking(&self) -> bool {
        self.link() == Link::Speaking
    }

    /// Waits at most `limit` for the first connection to answer or fail; says whether it is known.
    pub fn await_start(&self, limit: Duration) -> bool {
        self.watch().await_start(limit)
    }

    /// Waits at most `limit` until the speech thread has carried out everything asked of it so far.
    pub fn await_quiet(&self, limit: Duration) -> bool {
        self.watch().await_quiet(limit)
    }

    /// A way to wait for the speech thread once the voice is handed to the game.
    pub fn watch(&self) -> VoiceWatch {
        VoiceWatch(self.speech.clone())
    }

    /// Prints what the voice did not say, once it is known to be lost, when printing waits for the voice to
    /// fail; the oldest first, before anything newer.
    fn print_missed(&mut self) {
        let Some(shared) = &self.speech else {
            return;
        };
        let missed: Vec<String> = {
            let mut mailbox = shared.lock();
            if mailbox.link != Link::Silent {
                return;
            }
            mailbox.missed.drain(..).collect()
        };
        for text in missed {
            let _ = self.text.speak(&text, Urgency::Queue);
        }
    }
}

/// Waits for a voice's speech thread from outside the game, for tests that must know the voice has caught up.
#[derive(Clone, Debug)]
pub struct VoiceWatch(Option<Arc<Shared>>);

impl VoiceWatch {
    /// Waits at most `limit` for the first connection to answer or fail; says whether it is known.
    pub fn await_start(&self, limit: Duration) -> bool {
        self.0.as_ref().is_none_or(|shared| {
            shared.wait_until(limit, |mailbox| mailbox.link != Link::Connecting)
        })
    }

    /// Waits at most `limit` until the speech thread has carried out everything asked of it so far; says
    /// whether it has.
    pub fn await_quiet(&self, limit: Duration) -> bool {
        self.0.as_ref().is_none_or(|shared| {
            shared.wait_until(limit, |mailbox| {
                mailbox.finished
                    || (mailbox.link != Link::Connecting
                        && mailbox.requests.is_empty()
                        && !mailbox.busy)
            })
        })
    }
}

impl Speaker for Voice {
    fn speak(&mut self, text: &str, urgency: Urgency) -> Result<(), SpeechError> {
        self.print_missed();
        let link = self.link();
        let print = match self.printing {
            Printing::Always => true,
            Printing::WhileSilent => link == Link::Silent,
            Printing::Never => false,
        };
        if let Some(shared) = &self.speech {
            shared.send(Request::Say(text.to_string(), urgency, print));
        }
        if print {
            let printed = self.text.speak(text, urgency);
            // A closed standard output is only fatal when nothing else carries the game.
            if link == Link::Silent {
                return printed;
            }
        }
        Ok(())
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        if let Some(shared) = &self.speech {
            shared.send(Request::Stop);
        }
        Ok(())
    }

    fn set_rate(&mut self, rate: i8) -> Result<RateSupport, SpeechError> {
        if let Some(shared) = &self.speech {
            shared.send(Request::Rate(rate));
        }
        Ok(self.rate_support())
    }

    /// What the connection said it can do, once there is one; while it is being made, a voice with a rate is
    /// assumed (the rate is applied when it connects).
    fn rate_support(&self) -> RateSupport {
        let Some(shared) = &self.speech else {
            return RateSupport::NoVoice;
        };
        let mailbox = shared.lock();
        match (mailbox.link, mailbox.rate_support) {
            (_, Some(RateSupport::ScreenReader)) => RateSupport::ScreenReader,
            (Link::Connecting, _) | (_, Some(RateSupport::Changed)) => RateSupport::Changed,
            _ => RateSupport::NoVoice,
        }
    }

    fn set_language(&mut self, locale: &str) -> Result<(), SpeechError> {
        self.language = Some(locale.to_string());
        if let Some(shared) = &self.speech {
            shared.send(Request::Language(locale.to_string()));
        }
        Ok(())
    }

    fn take_notices(&mut self) -> Vec<SpeechNotice> {
        self.print_missed();
        self.speech
            .as_ref()
            .map(|shared| std::mem::take(&mut shared.lock().notices))
            .unwrap_or_default()
    }

    fn set_raw_mode(&mut self, raw: bool) {
        self.text.set_raw_mode(raw);
    }
}

impl Drop for Voice {
    /// Lets the speech thread hand over what is still queued (the last line), for a bounded time; a thread
    /// stuck on a hung service is left behind.
    fn drop(&mut self) {
        if let Some(shared) = &self.speech {
            shared.close();
            let _ = shared.wait_until(FINISH_WAIT, |mailbox| mailbox.finished);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::{Heard, Recorder};
    use std::sync::{Condvar, Mutex};

    /// Long enough for the speech thread on the slowest machine; only a broken thread ever waits this long.
    const PATIENCE: Duration = Duration::from_secs(30);

    /// A speech service that can be switched off and on, or hold every answer until let go, recording what
    /// it said.
    #[derive(Debug, Default)]
    struct Service {
        up: bool,
        holding: bool,
        heard: Vec<String>,
        attempts: usize,
        connections: usize,
        languages: Vec<String>,
    }

    #[derive(Debug, Default)]
    struct Line {
        service: Mutex<Service>,
        released: Condvar,
    }

    impl Line {
        fn service(&self) -> std::sync::MutexGuard<'_, Service> {
            self.service.lock().unwrap()
        }

        /// Waits while the service holds its answers, as a stopped daemon would.
        fn answer(&self) -> std::sync::MutexGuard<'_, Service> {
            let service = self.service();
            self.released
                .wait_while(service, |service| service.holding)
                .unwrap()
        }

        fn set(&self, change: impl FnOnce(&mut Service)) {
            change(&mut self.service());
            self.released.notify_all();
        }
    }

    #[derive(Debug)]
    struct Connection(Arc<Line>);

    fn gone() -> SpeechError {
        SpeechError::Disconnected(std::io::Error::from(std::io::ErrorKind::BrokenPipe))
    }

    impl Speaker for Connection {
        fn speak(&mut self, text: &str, _urgency: Urgency) -> Result<(), SpeechError> {
            let mut service = self.0.answer();
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
            let mut service = self.0.answer();
            if !service.up {
                return Err(gone());
            }
            service.languages.push(locale.to_string());
            Ok(())
        }
    }

    fn connector(line: &Arc<Line>) -> Connect {
        let line = Arc::clone(line);
        Box::new(move || {
            let mut service = line.answer();
            service.attempts += 1;
            if !service.up {
                return Err(gone());
            }
            service.connections += 1;
            Ok(Box::new(Connection(Arc::clone(&line))) as Box<dyn Speaker>)
        })
    }

    /// The printed lines, from a recorder standing in for standard output.
    #[derive(Debug, Clone, Default)]
    struct Printed(Arc<Mutex<Recorder>>);

    impl Speaker for Printed {
        fn speak(&mut self, text: &str, urgency: Urgency) -> Result<(), SpeechError> {
            self.0.lock().unwrap().speak(text, urgency)
        }
        fn stop(&mut self) -> Result<(), SpeechError> {
            Ok(())
        }
    }

    impl Printed {
        fn lines(&self) -> Vec<String> {
            self.0
                .lock()
                .unwrap()
                .heard
                .iter()
                .filter_map(|h| match h {
                    Heard::Said(text, _) => Some(text.clone()),
                    _ => None,
                })
                .collect()
        }
    }

    fn up() -> Arc<Line> {
        let line = Arc::new(Line::default());
        line.set(|service| service.up = true);
        line
    }

    fn voice(printing: Printing, line: &Arc<Line>, retry: Duration) -> (Voice, Printed) {
        let printed = Printed::default();
        let voice = Voice::new(Box::new(printed.clone()), printing)
            .in_language("fr")
            .retrying_after(retry)
            .connecting(
                connector(line),
                SpeechChoice::SpeechDispatcher,
                Chosen::ByName,
            );
        (voice, printed)
    }

    /// Says `text` and waits until the speech thread is done with it.
    fn say(voice: &mut Voice, text: &str, urgency: Urgency) {
        voice.speak(text, urgency).unwrap();
        assert!(voice.await_quiet(PATIENCE), "the speech thread is stuck");
    }

    #[test]
    fn a_lost_service_is_noticed_once_and_found_again_on_a_key_press() {
        let line = up();
        let (mut voice, printed) = voice(Printing::Always, &line, Duration::ZERO);
        say(&mut voice, "one", Urgency::Interrupt);
        line.set(|service| service.up = false);
        say(&mut voice, "two", Urgency::Queue);
        say(&mut voice, "three", Urgency::Interrupt);
        assert_eq!(voice.take_notices(), vec![SpeechNotice::Lost]);
        assert!(!voice.is_speaking());
        line.set(|service| service.up = true);
        // A computer's move does not reconnect; the player's next key does.
        say(&mut voice, "four", Urgency::Queue);
        assert!(voice.take_notices().is_empty());
        say(&mut voice, "five", Urgency::Interrupt);
        assert_eq!(voice.take_notices(), vec![SpeechNotice::Back]);
        assert_eq!(printed.lines(), ["one", "two", "three", "four", "five"]);
        let service = line.service();
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
        let line = up();
        let (mut voice, printed) = voice(Printing::WhileSilent, &line, Duration::ZERO);
        say(&mut voice, "heard", Urgency::Interrupt);
        line.set(|service| service.up = false);
        say(&mut voice, "failed, so printed", Urgency::Queue);
        say(&mut voice, "printed", Urgency::Queue);
        say(&mut voice, "and once only", Urgency::Interrupt);
        assert_eq!(
            printed.lines(),
            ["failed, so printed", "printed", "and once only"]
        );
    }

    #[test]
    fn quiet_text_prints_what_a_hung_voice_never_said_once_it_is_lost() {
        let line = up();
        let (mut voice, printed) = voice(Printing::WhileSilent, &line, Duration::from_secs(600));
        say(&mut voice, "heard", Urgency::Interrupt);
        line.set(|service| service.holding = true);
        voice.speak("a key", Urgency::Interrupt).unwrap();
        voice.speak("another key", Urgency::Interrupt).unwrap();
        voice.speak("a computer's move", Urgency::Queue).unwrap();
        assert!(printed.lines().is_empty(), "the voice may still say them");
        // The service gives up, as a timed-out call does.
        line.set(|service| {
            service.holding = false;
            service.up = false;
        });
        assert!(voice.await_quiet(PATIENCE));
        say(&mut voice, "the next key", Urgency::Interrupt);
        assert_eq!(
            printed.lines(),
            ["a key", "another key", "a computer's move", "the next key"]
        );
        assert_eq!(voice.take_notices(), vec![SpeechNotice::Lost]);
    }

    #[test]
    fn a_service_that_holds_its_answers_holds_back_no_printed_line() {
        let line = up();
        line.set(|service| service.holding = true);
        let (mut voice, printed) = voice(Printing::Always, &line, Duration::ZERO);
        let mut expected = Vec::new();
        for key in 0..100 {
            let answer = format!("answer to key {key}");
            voice.speak(&answer, Urgency::Interrupt).unwrap();
            voice.speak("a computer's move", Urgency::Queue).unwrap();
            expected.extend([answer, "a computer's move".to_string()]);
            assert_eq!(printed.lines(), expected, "printed before any answer");
        }
        assert_eq!(line.service().connections, 0, "still no answer");
        line.set(|service| service.holding = false);
        assert!(voice.await_quiet(PATIENCE));
        let service = line.service();
        assert_eq!(
            service.heard,
            ["answer to key 99", "a computer's move"],
            "the last key's answer cut off what waited behind the held answer"
        );
    }

    #[test]
    fn the_first_attempt_is_told_and_no_retry_comes_before_the_pause_is_over() {
        let line = Arc::new(Line::default());
        let (mut voice, printed) = voice(Printing::Always, &line, Duration::from_secs(600));
        assert!(voice.await_start(PATIENCE));
        assert_eq!(
            voice.take_notices(),
            vec![SpeechNotice::Unreachable(SpeechChoice::SpeechDispatcher)]
        );
        line.set(|service| service.up = true);
        say(&mut voice, "not yet", Urgency::Interrupt);
        assert!(!voice.is_speaking(), "no attempt before the pause is over");
        assert_eq!(line.service().attempts, 1);
        assert_eq!(printed.lines(), ["not yet"]);
    }

    #[test]
    fn an_automatic_choice_says_what_it_found_and_gives_up_on_nothing() {
        for up in [true, false] {
            let line = Arc::new(Line::default());
            line.set(|service| service.up = up);
            let mut voice = Voice::new(Box::new(Printed::default()), Printing::Always)
                .retrying_after(Duration::ZERO)
                .connecting(connector(&line), SpeechChoice::Tts, Chosen::Automatically);
            assert!(voice.await_start(PATIENCE));
            let expected = if up {
                SpeechNotice::Found(SpeechChoice::Tts)
            } else {
                SpeechNotice::TextOnly
            };
            assert_eq!(voice.take_notices(), vec![expected]);
            line.set(|service| service.up = true);
            say(&mut voice, "a key", Urgency::Interrupt);
            assert_eq!(voice.is_speaking(), up, "nothing found, nothing retried");
            assert_eq!(line.service().attempts, 1);
        }
    }

    #[test]
    fn leaving_waits_for_the_last_line_but_not_for_a_hung_service() {
        let line = up();
        let (mut leaving, _) = voice(Printing::Always, &line, Duration::ZERO);
        assert!(leaving.await_start(PATIENCE));
        leaving.speak("Game over.", Urgency::Queue).unwrap();
        leaving.speak("Goodbye.", Urgency::Queue).unwrap();
        drop(leaving);
        assert_eq!(line.service().heard, ["Game over.", "Goodbye."]);

        let line = up();
        line.set(|service| service.holding = true);
        let (mut leaving, printed) = voice(Printing::Always, &line, Duration::ZERO);
        leaving.speak("Goodbye.", Urgency::Queue).unwrap();
        drop(leaving);
        assert_eq!(printed.lines(), ["Goodbye."]);
        assert!(line.service().heard.is_empty(), "left behind, still held");
        line.set(|service| service.holding = false);
    }
}
