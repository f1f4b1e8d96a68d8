//! The system's speech on Windows and macOS, through the `tts` crate: on Windows Tolk hands the text to the
//! running screen reader (NVDA, JAWS) and WinRT speaks otherwise; on macOS AppKit or AVFoundation speaks.
//!
//! This module is compiled on Windows and macOS only: the `tts` crate needs libclang and libspeechd to build
//! on Linux, where `speechd` speaks instead. It cannot be compiled on the Linux machine sayzee is built on,
//! so it is kept small and uses only calls the crate documents, each checked against `supported_features`
//! first (Tolk's backend panics on the rate calls it does not support).

use super::{Speaker, SpeechError, Urgency};

/// A connection to the system's speech.
pub struct SystemSpeech {
    tts: tts::Tts,
}

impl std::fmt::Debug for SystemSpeech {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SystemSpeech").finish_non_exhaustive()
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
        if let Some(rate) = rate
            && tts.supported_features().rate
        {
            let normal = tts.normal_rate();
            let share = f32::from(rate.clamp(-100, 100)) / 100.0;
            let target = if share >= 0.0 {
                normal + (tts.max_rate() - normal) * share
            } else {
                normal + (normal - tts.min_rate()) * share
            };
            tts.set_rate(target).map_err(refused)?;
        }
        Ok(SystemSpeech { tts })
    }
}

impl Speaker for SystemSpeech {
    fn speak(&mut self, text: &str, urgency: Urgency) -> Result<(), SpeechError> {
        self.tts
            .speak(text, urgency == Urgency::Interrupt)
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
        // A screen reader through Tolk speaks in its own voice; only synthesizers with voices can switch.
        if !self.tts.supported_features().voice {
            return Ok(());
        }
        let language = locale.split('-').next().unwrap_or(locale);
        let voices = self.tts.voices().map_err(refused)?;
        if let Some(voice) = voices.iter().find(|voice| {
            voice
                .language()
                .primary_language()
                .eq_ignore_ascii_case(language)
        }) {
            self.tts.set_voice(voice).map_err(refused)?;
        }
        Ok(())
    }
}
