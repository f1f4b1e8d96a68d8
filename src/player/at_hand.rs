//! Speech and sound at hand: the speech rate, the cues' volume, brief or full announcements and the language
//! changed during play, each change said at its new setting and kept in the settings file (only that value is rewritten; the
//! rest of the file stays as the player wrote it).

use std::path::PathBuf;

use crate::i18n::Message;
use crate::narration::Verbosity;
use crate::narration::rules::yes_no;
use crate::persist::settings_edit;
use crate::sound::{Cue, Sound};
use crate::speech::{RateSupport, Speaker};

/// How far one press moves the speech rate (of -100 to 100) or the volume (of 0 to 100).
const RATE_STEP: i8 = 10;
const VOLUME_STEP: u8 = 10;

/// The settings a player changes in play, and where they are kept.
#[derive(Debug, Default)]
pub struct AtHand {
    /// The speech rate now: the settings file's, or 0 (the voice's normal rate) when it sets none.
    rate: i8,
    /// How much is said of play.
    verbosity: Verbosity,
    /// The settings file; none plays without one (nothing is kept).
    settings: Option<PathBuf>,
}

impl AtHand {
    pub fn new(rate: Option<i8>, verbosity: Verbosity, settings: Option<PathBuf>) -> AtHand {
        AtHand {
            rate: rate.unwrap_or(0).clamp(-100, 100),
            verbosity,
            settings,
        }
    }

    /// How much is said of play now.
    pub fn verbosity(&self) -> Verbosity {
        self.verbosity
    }

    /// Brief announcements if they were full, full if brief; what to say, in the new way.
    pub fn toggle_verbosity(&mut self) -> Vec<Message> {
        self.verbosity = match self.verbosity {
            Verbosity::Full => Verbosity::Brief,
            Verbosity::Brief => Verbosity::Full,
        };
        let mut said = vec![Message::new(match self.verbosity {
            Verbosity::Full => "verbosity-full",
            Verbosity::Brief => "verbosity-brief",
        })];
        said.extend(self.keep("speech", "verbosity", self.verbosity.name().into()));
        said
    }

    /// Speech one step faster (`faster`) or slower on every voice; what to say, at the new rate.
    pub fn change_rate(&mut self, speakers: &mut [Box<dyn Speaker>], faster: bool) -> Vec<Message> {
        let rate = if faster {
            self.rate.saturating_add(RATE_STEP).min(100)
        } else {
            self.rate.saturating_sub(RATE_STEP).max(-100)
        };
        if rate == self.rate {
            return vec![Message::new("speech-rate-limit").with("faster", yes_no(faster))];
        }
        let mut support = RateSupport::NoVoice;
        for speaker in speakers.iter_mut() {
            // A speaker that cannot speak any more is found out, and told, by what is said next.
            match speaker.set_rate(rate) {
                Ok(RateSupport::Changed) => support = RateSupport::Changed,
                Ok(RateSupport::ScreenReader) if support == RateSupport::NoVoice => {
                    support = RateSupport::ScreenReader;
                }
                _ => {}
            }
        }
        if support == RateSupport::ScreenReader {
            // The screen reader's own rate rules; nothing changed, so nothing is kept.
            return vec![Message::new("speech-rate-screen-reader")];
        }
        self.rate = rate;
        let mut said = vec![
            Message::new(match support {
                RateSupport::Changed => "speech-rate",
                _ => "speech-rate-no-voice",
            })
            .with("rate", i64::from(rate)),
        ];
        said.extend(self.keep("speech", "rate", i64::from(rate).into()));
        said
    }

    /// Cues one step louder or softer; what to say, and a cue to play at the new volume.
    pub fn change_volume(&mut self, sound: &mut Sound, louder: bool) -> (Vec<Message>, Cue) {
        let now = sound.volume();
        let volume = if louder {
            now.saturating_add(VOLUME_STEP).min(100)
        } else {
            now.saturating_sub(VOLUME_STEP)
        };
        if volume == now {
            let said = Message::new("sound-volume-limit").with("louder", yes_no(louder));
            return (vec![said], Cue::Select);
        }
        sound.set_volume(volume);
        let mut said = vec![
            Message::new(if sound.enabled() {
                "sound-volume"
            } else {
                "sound-volume-while-off"
            })
            .with("volume", volume),
        ];
        said.extend(self.keep("sound", "volume", i64::from(volume).into()));
        (said, Cue::Select)
    }

    /// Keeps the language L switched to in the settings file, so the next game speaks it too; what to say if it
    /// could not be kept.
    pub fn keep_language(&self, locale: &str) -> Option<Message> {
        let path = self.settings.as_ref()?;
        settings_edit::set_top_text(path, "language", locale)
            .err()
            .map(|_| Message::new("settings-not-kept").with("path", path.display().to_string()))
    }

    /// Writes one value to the settings file; what to say if it could not be kept.
    fn keep(&self, section: &str, key: &str, value: Kept) -> Option<Message> {
        let path = self.settings.as_ref()?;
        match value {
            Kept::Number(number) => settings_edit::set_number(path, section, key, number),
            Kept::Text(text) => settings_edit::set_text(path, section, key, text),
        }
        .err()
        .map(|_| Message::new("settings-not-kept").with("path", path.display().to_string()))
    }
}

/// A value written back to the settings file.
enum Kept {
    Number(i64),
    Text(&'static str),
}

impl From<i64> for Kept {
    fn from(number: i64) -> Kept {
        Kept::Number(number)
    }
}

impl From<&'static str> for Kept {
    fn from(text: &'static str) -> Kept {
        Kept::Text(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::{SpeechError, Urgency};

    /// A screen reader's own voice (Tolk): it speaks, and has no rate to set.
    #[derive(Debug)]
    struct ScreenReader;

    impl Speaker for ScreenReader {
        fn speak(&mut self, _text: &str, _urgency: Urgency) -> Result<(), SpeechError> {
            Ok(())
        }
        fn stop(&mut self) -> Result<(), SpeechError> {
            Ok(())
        }
        fn rate_support(&self) -> RateSupport {
            RateSupport::ScreenReader
        }
    }

    #[test]
    fn a_screen_readers_own_voice_says_its_rate_is_set_there_and_nothing_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        let settings = dir.path().join("settings.toml");
        let mut at_hand = AtHand::new(None, Verbosity::Full, Some(settings.clone()));
        let mut speakers: Vec<Box<dyn Speaker>> = vec![Box::new(ScreenReader)];
        let said = at_hand.change_rate(&mut speakers, true);
        assert_eq!(said, vec![Message::new("speech-rate-screen-reader")]);
        assert!(!settings.exists(), "nothing changed, so nothing is written");
    }

    #[test]
    fn a_settings_file_that_cannot_be_written_is_said_and_the_change_holds_for_the_game() {
        let dir = tempfile::tempdir().unwrap();
        // A folder where the file should be: it can be neither read as settings nor replaced.
        let settings = dir.path().join("settings.toml");
        std::fs::create_dir(&settings).unwrap();
        let mut at_hand = AtHand::new(Some(0), Verbosity::Full, Some(settings));
        let mut sound = Sound::off();
        let (said, _) = at_hand.change_volume(&mut sound, false);
        assert_eq!(said[0].id, "sound-volume-while-off");
        assert_eq!(said[1].id, "settings-not-kept");
        assert_eq!(sound.volume(), 70);
    }
}
