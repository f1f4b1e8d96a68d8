//! Choosing the player's voice: `--speech` over the settings file, the rate from the settings, the printed
//! lines unless `--quiet-text`, and what to tell the player about the choice. Both the line loop and the
//! terminal loop get their speakers here.

use std::io::IsTerminal;
use std::time::Duration;

use crate::i18n::{Localizer, Message};
use crate::player::args::Interface;
use crate::player::persistence::Preferences;
use crate::player::terminal::raw::raw_mode_wanted;
use crate::speech::{
    Chosen, Connect, Printing, Speaker, SpeechChoice, SpeechNotice, TextOutput, Urgency, Voice,
};
use crate::usage::UsageError;

/// What the flags and settings ask of the voice, checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VoicePlan {
    pub choice: SpeechChoice,
    pub printing: Printing,
    /// -100 (slowest) to 100 (fastest); none keeps the speech service's own rate.
    pub rate: Option<i8>,
}

/// The voice the flags and settings ask for.
///
/// # Errors
/// [`UsageError::UnknownSpeech`] when `--speech` or the settings name no speech choice.
pub fn plan(args: &Interface, settings: &Preferences) -> Result<VoicePlan, UsageError> {
    let choice = match &args.speech {
        Some(word) => word
            .parse()
            .map_err(|()| UsageError::UnknownSpeech(word.clone()))?,
        None => settings.speech.unwrap_or(SpeechChoice::Auto),
    };
    let printing = match (choice, args.quiet_text) {
        (_, false) | (SpeechChoice::Text, true) => Printing::Always,
        (SpeechChoice::Off, true) => Printing::Never,
        (_, true) => Printing::WhileSilent,
    };
    Ok(VoicePlan {
        choice,
        printing,
        rate: settings.rate,
    })
}

/// The speakers for a game on standard output: the voice the flags and settings ask for, which has already
/// told the player how it will speak when that is worth saying.
///
/// # Errors
/// [`UsageError::UnknownSpeech`] when `--speech` or the settings name no speech choice.
pub fn speakers(
    args: &Interface,
    settings: &Preferences,
    localizer: &Localizer,
) -> Result<Vec<Box<dyn Speaker>>, UsageError> {
    let mut plan = plan(args, settings)?;
    // Auto speaks to a person at a terminal; a script feeding lines through a pipe gets the text alone.
    if plan.choice == SpeechChoice::Auto && !std::io::stdin().is_terminal() {
        plan.choice = SpeechChoice::Text;
    }
    // A screen reader already running must not hear each line twice (README, "Speech on each system").
    #[cfg(any(windows, target_os = "macos"))]
    if plan.choice == SpeechChoice::Auto {
        use crate::speech::system::{ScreenReaderRule, screen_reader_rule};
        match screen_reader_rule() {
            ScreenReaderRule::SpeakThroughIt if plan.printing == Printing::Always => {
                plan.printing = Printing::WhileSilent;
            }
            ScreenReaderRule::LetItReadTheTerminal => plan.choice = SpeechChoice::Text,
            _ => {}
        }
    }
    let mut text = TextOutput::new(std::io::stdout());
    // In raw mode a line must end in "\r\n"; the setup prompts printed before raw mode do not mind it.
    text.raw_mode(raw_mode_wanted(args));
    let text = Box::new(text);
    let (mut voice, announcement) = build(&plan, text, &localizer.locale(), connector);
    if let Some(message) = announcement {
        let _ = voice.speak(&localizer.text(&message), Urgency::Queue);
    }
    // A local daemon answers in a few milliseconds, so which voice was found is said before the first question;
    // one that is slower (being started, or hung) is told about later, at the first message after it is known.
    voice.await_start(START_WAIT);
    for notice in voice.take_notices() {
        let _ = voice.speak(&localizer.text(&notice_message(notice)), Urgency::Queue);
    }
    Ok(vec![Box::new(voice)])
}

/// How long the start waits to learn whether the speech service answered, as the sound does for its server.
pub const START_WAIT: Duration = Duration::from_millis(300);

/// Builds the voice for `plan` around the printed lines, connecting with `connector` (which gives no
/// connection for a backend this system lacks) on the speech thread; returns it with what to tell the player
/// at once. What the first connection found is told through the voice's notices.
pub fn build(
    plan: &VoicePlan,
    text: Box<dyn Speaker>,
    locale: &str,
    connector: impl Fn(SpeechChoice, Option<i8>) -> Option<Connect>,
) -> (Voice, Option<Message>) {
    let voice = Voice::new(text, plan.printing).in_language(locale);
    let (backend, chosen) = match plan.choice {
        SpeechChoice::Text | SpeechChoice::Off => return (voice, None),
        SpeechChoice::Auto => (SpeechChoice::native(), Chosen::Automatically),
        named => (named, Chosen::ByName),
    };
    let Some(connect) = connector(backend, plan.rate) else {
        let message = match chosen {
            Chosen::Automatically => Message::new("speech-auto-text"),
            Chosen::ByName => Message::new("speech-unavailable").with("backend", backend.id()),
        };
        return (voice, Some(message));
    };
    (voice.connecting(connect, backend, chosen), None)
}

/// How to connect to `choice` on this system, at `rate`; none when this system does not have it.
pub fn connector(choice: SpeechChoice, rate: Option<i8>) -> Option<Connect> {
    match choice {
        #[cfg(target_os = "linux")]
        SpeechChoice::SpeechDispatcher => Some(Box::new(move || {
            let mut speech = crate::speech::speechd::SpeechDispatcher::connect(None)?;
            if let Some(rate) = rate {
                speech.set_rate(rate)?;
            }
            Ok(Box::new(speech) as Box<dyn Speaker>)
        })),
        #[cfg(any(windows, target_os = "macos", feature = "system-backends"))]
        SpeechChoice::Tts => Some(Box::new(move || {
            crate::speech::system::SystemSpeech::connect(rate)
                .map(|speech| Box::new(speech) as Box<dyn Speaker>)
        })),
        _ => {
            let _ = rate;
            None
        }
    }
}

/// What to tell the player about a change in the voice.
pub fn notice_message(notice: SpeechNotice) -> Message {
    match notice {
        SpeechNotice::Found(backend) => {
            Message::new("speech-auto-voice").with("backend", backend.id())
        }
        SpeechNotice::TextOnly => Message::new("speech-auto-text"),
        SpeechNotice::Unreachable(backend) => {
            Message::new("speech-unreachable").with("backend", backend.id())
        }
        SpeechNotice::Lost => Message::new("speech-lost"),
        SpeechNotice::Back => Message::new("speech-back"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::{Recorder, SpeechError};

    fn args(speech: Option<&str>, quiet: bool) -> Interface {
        Interface {
            speech: speech.map(str::to_string),
            quiet_text: quiet,
            ..Interface::default()
        }
    }

    #[test]
    fn the_flag_overrides_the_settings_and_a_wrong_word_is_explained() {
        let settings = Preferences {
            speech: Some(SpeechChoice::Off),
            rate: Some(40),
            ..Preferences::default()
        };
        let plan = plan(&args(Some("Text"), false), &settings).unwrap();
        assert_eq!(plan.choice, SpeechChoice::Text);
        assert_eq!(plan.rate, Some(40));
        assert_eq!(
            super::plan(&args(None, false), &settings).unwrap().choice,
            SpeechChoice::Off
        );
        assert_eq!(
            super::plan(&args(Some("loud"), false), &settings),
            Err(UsageError::UnknownSpeech("loud".into()))
        );
    }

    #[test]
    fn quiet_text_never_silences_the_text_choice() {
        let printing = |speech, quiet| {
            plan(&args(Some(speech), quiet), &Preferences::default())
                .unwrap()
                .printing
        };
        assert_eq!(printing("auto", false), Printing::Always);
        assert_eq!(printing("off", false), Printing::Always);
        assert_eq!(printing("text", true), Printing::Always);
        assert_eq!(printing("auto", true), Printing::WhileSilent);
        assert_eq!(printing("off", true), Printing::Never);
    }

    /// Long enough for the speech thread on the slowest machine; only a broken thread ever waits this long.
    const PATIENCE: Duration = Duration::from_secs(30);

    fn refused() -> SpeechError {
        SpeechError::Refused("nobody there".into())
    }

    fn working(_: SpeechChoice, _: Option<i8>) -> Option<Connect> {
        Some(Box::new(|| {
            Ok(Box::new(Recorder::default()) as Box<dyn Speaker>)
        }))
    }

    fn failing(_: SpeechChoice, _: Option<i8>) -> Option<Connect> {
        Some(Box::new(|| Err(refused())))
    }

    fn missing(_: SpeechChoice, _: Option<i8>) -> Option<Connect> {
        None
    }

    fn built(
        speech: &str,
        connector: fn(SpeechChoice, Option<i8>) -> Option<Connect>,
    ) -> (bool, Option<String>) {
        let plan = plan(&args(Some(speech), false), &Preferences::default()).unwrap();
        let (mut voice, message) = build(&plan, Box::new(Recorder::default()), "en-US", connector);
        assert!(voice.await_start(PATIENCE), "the first connection is known");
        let localizer = Localizer::for_locale("en-US");
        let mut told = message
            .into_iter()
            .chain(voice.take_notices().into_iter().map(notice_message));
        let said = told.next().map(|m| localizer.text(&m));
        assert!(told.next().is_none(), "one message about the choice");
        (voice.is_speaking(), said)
    }

    #[test]
    fn auto_says_which_it_chose() {
        let (speaking, said) = built("auto", working);
        assert!(speaking);
        assert!(said.unwrap().contains("Speech"));
        let (speaking, said) = built("auto", failing);
        assert!(!speaking);
        assert!(said.unwrap().contains("text"));
        assert!(!built("auto", missing).0);
    }

    #[test]
    fn an_explicit_choice_says_only_what_went_wrong() {
        assert_eq!(built("speech-dispatcher", working), (true, None));
        let (speaking, said) = built("speech-dispatcher", failing);
        assert!(!speaking);
        assert!(said.unwrap().contains("could not be reached"));
        let (speaking, said) = built("tts", missing);
        assert!(!speaking);
        assert!(said.unwrap().contains("not available on this system"));
        assert_eq!(built("text", working), (false, None));
        assert_eq!(built("off", working), (false, None));
    }

    #[test]
    fn on_this_system_tts_is_unavailable_exactly_where_speech_dispatcher_is_native() {
        let has = |choice| connector(choice, None).is_some();
        assert_eq!(
            has(SpeechChoice::Tts),
            cfg!(any(
                windows,
                target_os = "macos",
                feature = "system-backends"
            ))
        );
        assert_eq!(
            has(SpeechChoice::SpeechDispatcher),
            cfg!(target_os = "linux")
        );
        assert!(!has(SpeechChoice::Text));
    }
}

#[cfg(all(test, target_os = "linux"))]
#[path = "voice_daemon_tests.rs"]
mod daemon_tests;
