//! Choosing the player's voice: `--speech` over the settings file, the rate from the settings, the printed
//! lines unless `--quiet-text`, and what to tell the player about the choice. Both the line loop and the
//! terminal loop get their speakers here.

use std::io::IsTerminal;

use super::UsageError;
use super::cli::PlayArgs;
use crate::i18n::{Localizer, Message};
use crate::persist::settings::Settings;
use crate::speech::{
    Connect, Printing, Speaker, SpeechChoice, SpeechNotice, TextOutput, Urgency, Voice,
};

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
pub fn plan(args: &PlayArgs, settings: &Settings) -> Result<VoicePlan, UsageError> {
    let choice = match args.speech.as_ref().or(settings.speech.backend.as_ref()) {
        Some(word) => word
            .parse()
            .map_err(|()| UsageError::UnknownSpeech(word.clone()))?,
        None => SpeechChoice::Auto,
    };
    let printing = match (choice, args.quiet_text) {
        (_, false) | (SpeechChoice::Text, true) => Printing::Always,
        (SpeechChoice::Off, true) => Printing::Never,
        (_, true) => Printing::WhileSilent,
    };
    Ok(VoicePlan {
        choice,
        printing,
        rate: settings.speech.rate,
    })
}

/// The speakers for a game on standard output: the voice the flags and settings ask for, which has already
/// told the player how it will speak when that is worth saying.
///
/// # Errors
/// [`UsageError::UnknownSpeech`] when `--speech` or the settings name no speech choice.
pub fn speakers(
    args: &PlayArgs,
    settings: &Settings,
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
    text.raw_mode(super::terminal::raw_mode_wanted(args));
    let text = Box::new(text);
    let (mut voice, announcement) = build(&plan, text, &localizer.locale(), connector);
    if let Some(message) = announcement {
        let _ = voice.speak(&localizer.text(&message), Urgency::Queue);
    }
    Ok(vec![Box::new(voice)])
}

/// Builds the voice for `plan` around the printed lines, connecting with `connector` (which gives no
/// connection for a backend this system lacks); returns it with what to tell the player about it.
pub fn build(
    plan: &VoicePlan,
    text: Box<dyn Speaker>,
    locale: &str,
    connector: impl Fn(SpeechChoice, Option<i8>) -> Option<Connect>,
) -> (Voice, Option<Message>) {
    let voice = Voice::new(text, plan.printing).in_language(locale);
    match plan.choice {
        SpeechChoice::Text | SpeechChoice::Off => (voice, None),
        SpeechChoice::Auto => {
            let native = SpeechChoice::native();
            let Some(mut connect) = connector(native, plan.rate) else {
                return (voice, Some(Message::new("speech-auto-text")));
            };
            match connect() {
                // Once speech was found, losing it later means trying again.
                Ok(speech) => (
                    voice.speaking(speech).reconnecting(connect),
                    Some(Message::new("speech-auto-voice").with("backend", native.id())),
                ),
                // Nothing answered at the start: text for this game, without retrying in the background.
                Err(_) => (voice, Some(Message::new("speech-auto-text"))),
            }
        }
        chosen => {
            let Some(mut connect) = connector(chosen, plan.rate) else {
                return (
                    voice,
                    Some(Message::new("speech-unavailable").with("backend", chosen.id())),
                );
            };
            match connect() {
                Ok(speech) => (voice.speaking(speech).reconnecting(connect), None),
                // Asked for by name: keep trying now and then, as after losing it mid-game.
                Err(_) => (
                    voice.reconnecting(connect),
                    Some(Message::new("speech-unreachable").with("backend", chosen.id())),
                ),
            }
        }
    }
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
        SpeechNotice::Lost => Message::new("speech-lost"),
        SpeechNotice::Back => Message::new("speech-back"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::{Recorder, SpeechError};

    fn args(speech: Option<&str>, quiet: bool) -> PlayArgs {
        PlayArgs {
            speech: speech.map(str::to_string),
            quiet_text: quiet,
            ..PlayArgs::default()
        }
    }

    #[test]
    fn the_flag_overrides_the_settings_and_a_wrong_word_is_explained() {
        let mut settings = Settings::default();
        settings.speech.backend = Some("off".into());
        settings.speech.rate = Some(40);
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
        settings.speech.backend = Some("espeak".into());
        assert_eq!(
            super::plan(&args(None, false), &settings),
            Err(UsageError::UnknownSpeech("espeak".into()))
        );
    }

    #[test]
    fn quiet_text_never_silences_the_text_choice() {
        let printing = |speech, quiet| {
            plan(&args(Some(speech), quiet), &Settings::default())
                .unwrap()
                .printing
        };
        assert_eq!(printing("auto", false), Printing::Always);
        assert_eq!(printing("off", false), Printing::Always);
        assert_eq!(printing("text", true), Printing::Always);
        assert_eq!(printing("auto", true), Printing::WhileSilent);
        assert_eq!(printing("off", true), Printing::Never);
    }

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
        let plan = plan(&args(Some(speech), false), &Settings::default()).unwrap();
        let (voice, message) = build(&plan, Box::new(Recorder::default()), "en-US", connector);
        let localizer = Localizer::for_locale("en-US");
        (voice.is_speaking(), message.map(|m| localizer.text(&m)))
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

    /// Standard output for a test: what the game printed, shared with the test.
    #[cfg(target_os = "linux")]
    #[derive(Clone, Debug, Default)]
    struct Printed(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

    #[cfg(target_os = "linux")]
    impl std::io::Write for Printed {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[cfg(target_os = "linux")]
    impl Printed {
        fn lines(&self) -> Vec<String> {
            String::from_utf8(self.0.lock().unwrap().clone())
                .unwrap()
                .lines()
                .map(str::to_string)
                .collect()
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_daemon_dying_mid_game_leaves_the_game_in_text_and_speech_comes_back_with_it() {
        use crate::game::{DiceSource, Game, MatchConfig, PlayerSpec};
        use crate::input::KeyMap;
        use crate::rules::Preset;
        use crate::shell::session::Session;
        use crate::speech::fake_ssip::FakeDaemon;
        use crate::speech::speechd::SpeechDispatcher;
        use std::time::Duration;

        let dir = tempfile::tempdir().unwrap();
        let socket = dir.path().join("speechd.sock");
        let daemon = FakeDaemon::start(&socket);
        let printed = Printed::default();
        let path = socket.clone();
        let mut connect: Connect = Box::new(move || {
            SpeechDispatcher::connect(Some(&path)).map(|s| Box::new(s) as Box<dyn Speaker>)
        });
        let voice = Voice::new(Box::new(TextOutput::new(printed.clone())), Printing::Always)
            .in_language("en-US")
            .retrying_after(Duration::ZERO)
            .speaking(connect().unwrap())
            .reconnecting(connect);
        let config = MatchConfig::new(Preset::MaxiYatzy, vec![PlayerSpec::human("Ann")]);
        let expert = crate::shell::expert::Expert::build(config.validate().unwrap(), None);
        let (game, events) = Game::start(config, DiceSource::seeded(7)).unwrap();
        let localizer = Localizer::for_locale("en-US");
        let lost = localizer.text(&Message::new("speech-lost"));
        let back = localizer.text(&Message::new("speech-back"));
        let mut session = Session::new(
            game,
            &events,
            localizer,
            KeyMap::default(),
            vec![Box::new(voice)],
            None,
            expert,
            crate::sound::Sound::off(),
        );
        session.line("enter");
        let heard_before = daemon.spoken();
        assert_eq!(heard_before, printed.lines(), "spoken and printed alike");
        assert!(heard_before.iter().any(|l| l.starts_with("Roll 1 of 3")));

        daemon.kill();
        for line in ["t", "s", "enter", "down", "escape", "space", "t"] {
            session.line(line);
        }
        let after_death = printed.lines()[heard_before.len()..].to_vec();
        assert_eq!(
            after_death.iter().filter(|l| **l == lost).count(),
            1,
            "told once: {after_death:#?}"
        );
        assert!(
            after_death.len() >= 6,
            "the game went on in text: {after_death:#?}"
        );
        assert!(
            after_death.iter().any(|l| l.starts_with("Ones, ")),
            "{after_death:#?}"
        );

        let daemon = FakeDaemon::start(&socket);
        session.line("s");
        let printed_now = printed.lines();
        let since = &printed_now[heard_before.len() + after_death.len()..];
        assert_eq!(since.last(), Some(&back), "{since:#?}");
        assert_eq!(
            daemon.spoken(),
            since,
            "the new connection speaks the answer and that speech is back"
        );
        assert!(daemon.heard().iter().any(|l| l == "SET self LANGUAGE en"));
        assert_eq!(printed_now.iter().filter(|l| **l == back).count(), 1);
    }
}
