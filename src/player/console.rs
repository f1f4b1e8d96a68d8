//! A seat whose keys and lines come from elsewhere and whose words go elsewhere: a browser, through the `web`
//! room. The session is the one a terminal plays; only its two ends change. Lines (typed commands, answers and
//! key names, which line mode reads alike) come in as a byte stream; what the session says, the cues it plays,
//! the book of held seats and the asking of a password go out through a [`Screen`].
//!
//! Which lines must be heard at once (assertive) is not decided here: each line comes with the urgency the
//! session's announcer gave it, and an alert goes to the screen as urgent.

use std::net::IpAddr;
use std::sync::Arc;

pub use super::lines::{HandedLines, KEY_MARK, ThreadedLines, Wanted};
use crate::sound::{Cue, SoundNotice, SoundPlayer};
use crate::speech::{Speaker, SpeechError, Urgency};

/// Where a seat played elsewhere sends what it says and keeps.
pub trait Screen: Send + Sync + std::fmt::Debug {
    /// A line said; `urgent` for one that must be heard at once (the player's turn, a refusal).
    fn line(&self, text: &str, urgent: bool);

    /// Cues played, in order.
    fn cues(&self, cues: &[Cue]);

    /// The book of held seats changed: what to keep there now (JSON).
    fn seats_kept(&self, book: &str);

    /// The book of login tokens changed (a password typed once, a device login): what to keep there now (JSON).
    fn logins_kept(&self, book: &str);

    /// What the seat waits for now changed: keys at the table, a typed line, or a secret (a password), which is
    /// not to be shown as it is typed.
    fn wanted(&self, wanted: Wanted);
}

/// A seat played elsewhere: its lines, its screen, and what is known of it before it sits down.
pub struct Elsewhere {
    /// Lines as typed, handed over one by one: commands, answers, key names ("enter", "shift+3"); taken by the
    /// session once it starts.
    pub lines: Option<ThreadedLines>,
    /// The bell the lines ring as each is handed, and where it is heard: the session's link rings it too, and
    /// the session sleeps on it between the two.
    pub woken: Option<(std::sync::mpsc::Sender<()>, std::sync::mpsc::Receiver<()>)>,
    pub screen: Arc<dyn Screen>,
    /// The book of held seats as it was kept there (JSON; empty when none was).
    pub seats: String,
    /// The book of login tokens as it was kept there (JSON; empty when none was).
    pub logins: String,
    /// Whose connection this is: told to the server as a trusted proxy tells it, so its bounds count per person.
    pub forwarded_for: Option<IpAddr>,
    /// The experts of the process the seat is played in (a server's): the seat's hints and W ask the one of its
    /// table's rules, so that its strategy table and W's forecaster are in memory once, not once a seat.
    pub experts: Arc<crate::computer::Experts>,
    /// Where those experts' strategy tables are cached (the server's cache). The seat's own files have no cache
    /// directory: W's openings, tens of megabytes a ruleset, are never written there at a stranger's request.
    pub experts_cache: Option<std::path::PathBuf>,
    /// W's work shared by every seat of the process: one answer per position, on one thread of low priority.
    pub shared_chances: Arc<crate::player::chances::SharedChances>,
}

impl std::fmt::Debug for Elsewhere {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("Elsewhere")
            .field("screen", &self.screen)
            .field("forwarded_for", &self.forwarded_for)
            .finish_non_exhaustive()
    }
}

/// The speaker and the sound player of a [`Screen`].
pub fn speaker_and_sound(screen: &Arc<dyn Screen>) -> (ScreenSpeaker, ScreenSound) {
    (
        ScreenSpeaker {
            screen: screen.clone(),
        },
        ScreenSound {
            screen: screen.clone(),
        },
    )
}

/// Says lines on a [`Screen`], each as urgent as the session decided: an alert goes where it is heard at once.
#[derive(Debug)]
pub struct ScreenSpeaker {
    screen: Arc<dyn Screen>,
}

impl Speaker for ScreenSpeaker {
    fn speak(&mut self, text: &str, urgency: Urgency) -> Result<(), SpeechError> {
        self.screen.line(text, urgency.is_alert());
        Ok(())
    }

    /// The page keeps no queue of its own to cut off: a screen reader reads each line as it comes.
    fn stop(&mut self) -> Result<(), SpeechError> {
        Ok(())
    }
}

/// Plays cues on a [`Screen`] (the page plays them, or not).
#[derive(Debug)]
pub struct ScreenSound {
    screen: Arc<dyn Screen>,
}

impl SoundPlayer for ScreenSound {
    fn play(&mut self, cues: &[Cue], _urgency: Urgency) {
        self.screen.cues(cues);
    }

    /// The page has a volume of its own.
    fn set_volume(&mut self, _percent: u8) {}

    fn take_notice(&mut self) -> Option<SoundNotice> {
        None
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;

    #[derive(Debug, Default)]
    struct Seen(Mutex<Vec<String>>);

    impl Screen for Seen {
        fn line(&self, text: &str, urgent: bool) {
            let mark = if urgent { "!" } else { "" };
            self.0.lock().unwrap().push(format!("{mark}{text}"));
        }
        fn cues(&self, cues: &[Cue]) {
            for cue in cues {
                self.0.lock().unwrap().push(format!("cue {}", cue.name()));
            }
        }
        fn seats_kept(&self, _book: &str) {}
        fn logins_kept(&self, _book: &str) {}
        fn wanted(&self, _wanted: Wanted) {}
    }

    #[test]
    fn alerts_are_urgent_on_the_screen_and_nothing_else_is() {
        let seen = Arc::new(Seen::default());
        let screen: Arc<dyn Screen> = seen.clone();
        let (mut speaker, mut sound) = speaker_and_sound(&screen);
        speaker.speak("Bo's turn.", Urgency::Queue).unwrap();
        speaker
            .speak("Your turn, Ann.", Urgency::QueuedAlert)
            .unwrap();
        sound.play(&[crate::sound::cues::rejection_cue()], Urgency::Interrupt);
        speaker.speak("No such key.", Urgency::Alert).unwrap();
        speaker.speak("Fives: 10.", Urgency::Interrupt).unwrap();
        let error = crate::sound::cues::rejection_cue().name();
        assert_eq!(
            *seen.0.lock().unwrap(),
            [
                "Bo's turn.".to_string(),
                "!Your turn, Ann.".into(),
                format!("cue {error}"),
                "!No such key.".into(),
                "Fives: 10.".into(),
            ]
        );
    }
}
