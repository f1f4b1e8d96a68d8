//! The system's speech through the `tts` crate: on Windows Tolk hands the text to the running screen reader
//! (NVDA, JAWS) and WinRT speaks otherwise; on macOS AppKit or AVFoundation speaks. With the `system-backends`
//! feature the same code runs on Linux too, where `tts` speaks through Speech Dispatcher, so CI can run it
//! against a real daemon.
//!
//! It uses only calls the crate documents, each checked against `supported_features` first (Tolk's backend
//! panics on the rate calls it does not support, and every backend but WinRT panics when asked its voice).

use super::voice_choice::best_voice;
use super::{RateSupport, Speaker, SpeechError, Urgency};

/// A connection to the system's speech.
pub struct SystemSpeech {
    tts: tts::Tts,
    /// The synthesizer's voices, listed once when connecting: with espeak-ng's thousands of voices a listing
    /// takes seconds, so switching language (a key press) must never list them again.
    voices: Vec<tts::Voice>,
    /// The voice the system speaks with by default, where the synthesizer tells it (WinRT).
    default_voice: Option<tts::Voice>,
}

impl std::fmt::Debug for SystemSpeech {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SystemSpeech")
            .field("voices", &self.voices.len())
            .finish_non_exhaustive()
    }
}

fn refused(error: tts::Error) -> SpeechError {
    SpeechError::Refused(error.to_string())
}

impl SystemSpeech {
    /// Opens the system's speech, at `rate` (-100 slowest to 100 fastest, 0 the voice's normal rate) when
    /// the synthesizer lets its rate be set.
    ///
    /// # Errors
    /// [`SpeechError`] when the system has no speech to offer.
    pub fn connect(rate: Option<i8>) -> Result<SystemSpeech, SpeechError> {
        let mut tts = tts::Tts::default().map_err(refused)?;
        let features = tts.supported_features();
        if let Some(rate) = rate {
            set_tts_rate(&mut tts, rate)?;
        }
        // A screen reader through Tolk speaks in its own voice: there is nothing to list or choose.
        let voices = if features.voice {
            tts.voices().unwrap_or_default()
        } else {
            Vec::new()
        };
        let default_voice = if features.get_voice {
            tts.voice().ok().flatten()
        } else {
            None
        };
        Ok(SystemSpeech {
            tts,
            voices,
            default_voice,
        })
    }
}

/// Sets `tts` to `rate` (-100 slowest to 100 fastest, 0 normal) on the synthesizer's own scale; says whether
/// it has a rate to set (a screen reader through Tolk has not).
fn set_tts_rate(tts: &mut tts::Tts, rate: i8) -> Result<RateSupport, SpeechError> {
    if !tts.supported_features().rate {
        return Ok(RateSupport::ScreenReader);
    }
    let normal = tts.normal_rate();
    let share = f32::from(rate.clamp(-100, 100)) / 100.0;
    let target = if share >= 0.0 {
        normal + (tts.max_rate() - normal) * share
    } else {
        normal + (normal - tts.min_rate()) * share
    };
    tts.set_rate(target).map_err(refused)?;
    Ok(RateSupport::Changed)
}

impl Speaker for SystemSpeech {
    fn set_rate(&mut self, rate: i8) -> Result<RateSupport, SpeechError> {
        set_tts_rate(&mut self.tts, rate)
    }

    fn rate_support(&self) -> RateSupport {
        if self.tts.supported_features().rate {
            RateSupport::Changed
        } else {
            RateSupport::ScreenReader
        }
    }

    fn speak(&mut self, text: &str, urgency: Urgency) -> Result<(), SpeechError> {
        self.tts
            .speak(text, urgency.cuts_off())
            .map(|_| ())
            .map_err(refused)
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        if !self.tts.supported_features().stop {
            return Ok(());
        }
        self.tts.stop().map(|_| ()).map_err(refused)
    }

    fn set_language(&mut self, locale: &str) -> Result<(), SpeechError> {
        let default_id = self.default_voice.as_ref().map(tts::Voice::id);
        let tags: Vec<(String, bool)> = self
            .voices
            .iter()
            .map(|voice| {
                let id = voice.id();
                (
                    voice.language().as_str().to_string(),
                    Some(&id) == default_id.as_ref(),
                )
            })
            .collect();
        if let Some(best) = best_voice(&tags, locale) {
            let voice = self.voices[best].clone();
            self.tts.set_voice(&voice).map_err(refused)?;
        }
        Ok(())
    }
}

/// What a screen reader already running makes of `--speech auto`, so that the player hears each line once, in
/// the reader's own voice and rate, and a braille display still gets it.
#[cfg(any(windows, target_os = "macos"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenReaderRule {
    /// No screen reader runs: the system voice speaks and every line is printed.
    NoneRunning,
    /// NVDA, JAWS or another reader Tolk knows (Windows): Tolk hands it each line, which it speaks in its own voice
    /// and rate and shows on the braille display. The line is printed only when that fails; printed as well, the
    /// reader would read it a second time from the console.
    SpeakThroughIt,
    /// VoiceOver (macOS): the `tts` crate can only speak in a second voice beside it, so sayzee prints and
    /// VoiceOver reads the terminal, in its own voice and rate and in braille.
    LetItReadTheTerminal,
}

/// The rule for the screen reader running now, if any.
#[cfg(any(windows, target_os = "macos"))]
pub fn screen_reader_rule() -> ScreenReaderRule {
    #[cfg(windows)]
    {
        if tts::Tts::screen_reader_available() {
            return ScreenReaderRule::SpeakThroughIt;
        }
    }
    #[cfg(target_os = "macos")]
    {
        // VoiceOver's own switch, as Command+F5 sets it; reading it needs no unsafe code.
        let voice_over = std::process::Command::new("defaults")
            .args(["read", "com.apple.universalaccess", "voiceOverOnOffKey"])
            .stderr(std::process::Stdio::null())
            .output()
            .is_ok_and(|output| String::from_utf8_lossy(&output.stdout).trim() == "1");
        if voice_over {
            return ScreenReaderRule::LetItReadTheTerminal;
        }
    }
    ScreenReaderRule::NoneRunning
}
