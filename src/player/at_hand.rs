//! Speech and sound at hand: the speech rate, the cues' volume, brief or full announcements and the language
//! changed during play, each change said at its new setting and kept in the settings file (only that value is
//! rewritten; the rest of the file stays as the player wrote it). Decided here, written by the session's driver:
//! nothing here touches a voice, a sound player or a file.

use std::path::PathBuf;

use crate::i18n::Message;
use crate::narration::Verbosity;
use crate::narration::rules::yes_no;
use crate::sound::{self, Cue};
use crate::speech::RateSupport;

/// How far one press moves the speech rate (of -100 to 100) or the volume (of 0 to 100).
const RATE_STEP: i8 = 10;
const VOLUME_STEP: u8 = 10;

/// Whether the cues are on, and how loud: the player's setting, which the driver's sound player follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SoundSetting {
    pub on: bool,
    /// In percent.
    pub volume: u8,
}

impl Default for SoundSetting {
    fn default() -> SoundSetting {
        SoundSetting {
            on: false,
            volume: sound::DEFAULT_VOLUME,
        }
    }
}

/// A value a player changed in play, and where it goes in the settings file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setting {
    pub file: PathBuf,
    /// The table it is in; none for a key at the top of the file (the language).
    pub section: Option<&'static str>,
    pub key: &'static str,
    pub value: SettingValue,
}

/// A setting's value as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingValue {
    Number(i64),
    Text(&'static str),
}

impl From<i64> for SettingValue {
    fn from(number: i64) -> SettingValue {
        SettingValue::Number(number)
    }
}

impl From<&'static str> for SettingValue {
    fn from(text: &'static str) -> SettingValue {
        SettingValue::Text(text)
    }
}

/// What a change says, and what it keeps in the settings file (none without one, or when nothing changed).
#[derive(Debug, Default, PartialEq)]
pub struct Changed {
    pub said: Vec<Message>,
    pub kept: Option<Setting>,
}

/// What to say when a setting could not be kept in the settings file `file`.
pub fn not_kept_message(file: &std::path::Path) -> Message {
    Message::new("settings-not-kept").with("path", file.display().to_string())
}

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

    /// The speech rate now (of -100 to 100).
    pub fn rate(&self) -> i8 {
        self.rate
    }

    /// Brief announcements if they were full, full if brief; what to say, in the new way.
    pub fn toggle_verbosity(&mut self) -> Changed {
        self.verbosity = match self.verbosity {
            Verbosity::Full => Verbosity::Brief,
            Verbosity::Brief => Verbosity::Full,
        };
        Changed {
            said: vec![Message::new(match self.verbosity {
                Verbosity::Full => "verbosity-full",
                Verbosity::Brief => "verbosity-brief",
            })],
            kept: self.keep(Some("speech"), "verbosity", self.verbosity.name().into()),
        }
    }

    /// Speech one step faster (`faster`) or slower, with `voices` speaking; what to say, at the new rate (read
    /// it from [`AtHand::rate`] for the voices).
    pub fn change_rate(&mut self, voices: RateSupport, faster: bool) -> Changed {
        let rate = if faster {
            self.rate.saturating_add(RATE_STEP).min(100)
        } else {
            self.rate.saturating_sub(RATE_STEP).max(-100)
        };
        if rate == self.rate {
            let said = Message::new("speech-rate-limit").with("faster", yes_no(faster));
            return Changed {
                said: vec![said],
                kept: None,
            };
        }
        if voices == RateSupport::ScreenReader {
            // The screen reader's own rate rules; nothing changed, so nothing is kept.
            return Changed {
                said: vec![Message::new("speech-rate-screen-reader")],
                kept: None,
            };
        }
        self.rate = rate;
        let said = Message::new(match voices {
            RateSupport::Changed => "speech-rate",
            _ => "speech-rate-no-voice",
        })
        .with("rate", i64::from(rate));
        Changed {
            said: vec![said],
            kept: self.keep(Some("speech"), "rate", i64::from(rate).into()),
        }
    }

    /// Cues one step louder or softer; what to say, and a cue to play at the new volume.
    pub fn change_volume(&mut self, sound: &mut SoundSetting, louder: bool) -> (Changed, Cue) {
        let now = sound.volume;
        let volume = if louder {
            now.saturating_add(VOLUME_STEP).min(100)
        } else {
            now.saturating_sub(VOLUME_STEP)
        };
        if volume == now {
            let said = Message::new("sound-volume-limit").with("louder", yes_no(louder));
            return (
                Changed {
                    said: vec![said],
                    kept: None,
                },
                Cue::Select,
            );
        }
        sound.volume = volume;
        let said = Message::new(if sound.on {
            "sound-volume"
        } else {
            "sound-volume-while-off"
        })
        .with("volume", volume);
        let changed = Changed {
            said: vec![said],
            kept: self.keep(Some("sound"), "volume", i64::from(volume).into()),
        };
        (changed, Cue::Select)
    }

    /// The language L switched to, to keep in the settings file so that the next game speaks it too.
    pub fn keep_language(&self, locale: &'static str) -> Option<Setting> {
        self.keep(None, "language", locale.into())
    }

    /// One value for the settings file, when there is one.
    fn keep(
        &self,
        section: Option<&'static str>,
        key: &'static str,
        value: SettingValue,
    ) -> Option<Setting> {
        Some(Setting {
            file: self.settings.clone()?,
            section,
            key,
            value,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_screen_readers_own_voice_says_its_rate_is_set_there_and_nothing_is_kept() {
        let mut at_hand = AtHand::new(None, Verbosity::Full, Some(PathBuf::from("settings.toml")));
        let changed = at_hand.change_rate(RateSupport::ScreenReader, true);
        assert_eq!(
            changed.said,
            vec![Message::new("speech-rate-screen-reader")]
        );
        assert_eq!(changed.kept, None, "nothing changed, so nothing is kept");
        assert_eq!(at_hand.rate(), 0);
    }

    #[test]
    fn a_change_names_the_value_and_where_it_is_kept() {
        let file = PathBuf::from("settings.toml");
        let mut at_hand = AtHand::new(Some(0), Verbosity::Full, Some(file.clone()));
        let mut sound = SoundSetting::default();
        let (changed, cue) = at_hand.change_volume(&mut sound, false);
        assert_eq!(changed.said[0].id, "sound-volume-while-off");
        assert_eq!(cue, Cue::Select);
        assert_eq!(sound.volume, 70);
        let kept = Setting {
            file,
            section: Some("sound"),
            key: "volume",
            value: SettingValue::Number(70),
        };
        assert_eq!(changed.kept, Some(kept));
        let without_file = AtHand::new(Some(0), Verbosity::Full, None);
        assert_eq!(without_file.keep_language("fr"), None);
    }
}
