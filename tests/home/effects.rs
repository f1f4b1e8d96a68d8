//! The session as its drivers see it: inputs in, effects out, with no speaker, sound player or file of its own.
//! What a player hears is asserted by message id and urgency, in order, as the session decided it.

use sayzee::computer::Expert;
use sayzee::game::{DiceSource, Game, MatchConfig, PlayerSpec};
use sayzee::i18n::Localizer;
use sayzee::input::{Key, KeyCode};
use sayzee::narration::Verbosity;
use sayzee::persist::files::Aside;
use sayzee::player::at_hand::{AtHand, Setting, SettingValue, SoundSetting};
use sayzee::player::persistence::StatisticsAt;
use sayzee::player::session::{
    Driven, Effect, EffectsRead, Heard, HomeSeat, Input, Line, Session, SessionOptions,
    SessionParts, ToFiles,
};
use sayzee::rules::{Preset, Ruleset};
use sayzee::sound::{Cue, SoundNotice};
use sayzee::speech::{RateSupport, Urgency};
use sayzee::strategy::Advisor;

/// Ann alone at Yahtzee with scripted dice, sound on, kept settings in `settings` (if any); the session and what
/// it decided as it was made.
fn ann(settings: Option<std::path::PathBuf>) -> (Session, Vec<Effect>) {
    ann_keeping(settings, None)
}

/// The same, her game kept with the statistics at `files`.
fn ann_keeping(
    settings: Option<std::path::PathBuf>,
    files: Option<StatisticsAt>,
) -> (Session, Vec<Effect>) {
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
    let (game, events) = Game::start(config, DiceSource::scripted("22355")).unwrap();
    let parts = SessionParts {
        localizer: Localizer::for_locale("en-US"),
        sound: SoundSetting {
            on: true,
            volume: 80,
        },
        voices: RateSupport::NoVoice,
        expert: Expert::ready(Advisor::heuristic(&Ruleset::preset(Preset::Yahtzee))),
    };
    let options = SessionOptions {
        driven: Driven::Keys,
        at_hand: AtHand::new(None, Verbosity::Full, settings),
        ..Default::default()
    };
    Session::new(
        game,
        &events,
        parts,
        options,
        Box::new(HomeSeat::new(None, files)),
    )
}

fn key(c: char) -> Input {
    Input::Key(Key::plain(KeyCode::Char(c)))
}

/// The lines said, each as its message id and urgency.
pub(crate) fn lines(effects: &[Effect]) -> Vec<(&str, Urgency)> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Say(Line {
                id: Some(id),
                urgency,
                ..
            }) => Some((id.as_ref(), *urgency)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_sound_server_is_looked_for_before_the_first_turn_is_said_and_the_call_to_play_is_an_alert() {
    let (mut session, effects) = ann(None);
    assert_eq!(effects.first(), Some(&Effect::ConnectSound));
    assert!(effects.iter().any(|effect| matches!(
        effect,
        Effect::Say(Line { id: Some(id), urgency: Urgency::QueuedAlert, .. }) if id == "turn-yours"
    )));
    // What the sound player found is told back, and said after what was being said.
    let notice = session.handle(Input::Heard(Heard::SoundNotice(SoundNotice::NoServer)));
    assert_eq!(lines(&notice), [("sound-no-server", Urgency::Queue)]);
}

#[test]
fn a_roll_asks_for_its_cue_before_its_words() {
    let (mut session, _) = ann(None);
    let effects = session.handle(Input::Key(Key::plain(KeyCode::Enter)));
    let cue_at = effects
        .iter()
        .position(|effect| matches!(effect, Effect::Cues { cues, .. } if cues.contains(&Cue::Dice)))
        .expect("the dice are heard");
    let first_line = effects
        .iter()
        .position(|effect| matches!(effect, Effect::Say(_)))
        .expect("the roll is said");
    assert!(cue_at < first_line, "{effects:?}");
    assert_eq!(effects.said_ids().first(), Some(&"roll"));
    assert!(!effects.quits());
}

#[test]
fn sound_switched_off_is_said_once_the_driver_has_switched_it_and_no_cue_is_asked_for_after() {
    let (mut session, _) = ann(None);
    let effects = session.handle(key('m'));
    assert_eq!(effects, [Effect::SwitchSound(false)]);
    let said = session.handle(Input::Heard(Heard::SoundSwitched {
        on: false,
        can_play: true,
    }));
    assert_eq!(lines(&said), [("sound-off", Urgency::Interrupt)]);
    let roll = session.handle(Input::Key(Key::plain(KeyCode::Enter)));
    assert!(
        !roll
            .iter()
            .any(|effect| matches!(effect, Effect::Cues { .. })),
        "{roll:?}"
    );
    // Sound problems are not told while sound is off.
    let notice = session.handle(Input::Heard(Heard::SoundNotice(SoundNotice::Lost)));
    assert!(notice.is_empty());
}

#[test]
fn a_faster_rate_is_set_on_the_voices_said_and_kept_and_a_setting_not_kept_is_said() {
    let file = std::path::PathBuf::from("/nowhere/settings.toml");
    let (mut session, _) = ann(Some(file.clone()));
    let effects = session.handle(key(']'));
    let kept = Setting {
        file: file.clone(),
        section: Some("speech"),
        key: "rate",
        value: SettingValue::Number(10),
    };
    assert_eq!(effects.first(), Some(&Effect::SetRate(10)));
    assert_eq!(
        lines(&effects),
        [("speech-rate-no-voice", Urgency::Interrupt)]
    );
    assert_eq!(effects.last(), Some(&Effect::KeepSetting(kept)));
    let said = session.handle(Input::Heard(Heard::SettingNotKept(file)));
    assert_eq!(lines(&said), [("settings-not-kept", Urgency::Queue)]);
    // A screen reader keeps its own rate: nothing is set, nothing kept.
    session.handle(Input::Heard(Heard::Voices(RateSupport::ScreenReader)));
    let effects = session.handle(key(']'));
    assert_eq!(effects, lines_only(&effects), "only words: {effects:?}");
    assert_eq!(effects.said_ids(), ["speech-rate-screen-reader"]);
}

fn lines_only(effects: &[Effect]) -> Vec<Effect> {
    effects
        .iter()
        .filter(|effect| matches!(effect, Effect::Say(_)))
        .cloned()
        .collect()
}

#[test]
fn escape_twice_quits_and_the_quit_is_the_last_effect() {
    let (mut session, _) = ann(None);
    let escape = Input::Key(Key::plain(KeyCode::Escape));
    let asked = session.handle(escape);
    assert_eq!(asked.said_ids(), ["session-quit-confirm"]);
    assert!(!asked.quits());
    let quit = session.handle(Input::Key(Key::plain(KeyCode::Escape)));
    assert_eq!(quit.said_ids(), ["session-goodbye"]);
    assert_eq!(quit.last(), Some(&Effect::Quit));
}

#[test]
fn a_change_is_kept_before_it_is_said_and_what_came_of_keeping_it_is_told_after() {
    let files = StatisticsAt {
        dir: std::path::PathBuf::from("/nowhere"),
        aside: Aside::Leave,
    };
    let (mut session, start) = ann_keeping(None, Some(files.clone()));
    // Sitting down keeps the game at once.
    assert!(
        matches!(start.last(), Some(Effect::Files(ToFiles::TellSaving))),
        "{start:?}"
    );
    assert!(
        start
            .iter()
            .any(|effect| matches!(effect, Effect::Files(ToFiles::SaveGame(_))))
    );
    let roll = session.handle(Input::Key(Key::plain(KeyCode::Enter)));
    let saved = |effect: &Effect| matches!(effect, Effect::Files(ToFiles::SaveGame(game)) if game.state().turn().is_some_and(|t| t.dice.is_some()));
    assert!(saved(&roll[0]), "the rolled game is kept first: {roll:?}");
    let first_line = roll
        .iter()
        .position(|e| matches!(e, Effect::Say(_)))
        .unwrap();
    let told = roll
        .iter()
        .position(|e| matches!(e, Effect::Files(ToFiles::TellSaving)))
        .unwrap();
    assert!(first_line < told, "{roll:?}");
    // A save that failed is said then; whether the game is kept decides the goodbye.
    let said = session.handle(Input::Heard(Heard::Saving {
        said: vec![sayzee::i18n::Message::new("save-works-again")],
        kept: true,
    }));
    assert_eq!(lines(&said), [("save-works-again", Urgency::Queue)]);
    session.handle(Input::Key(Key::plain(KeyCode::Escape)));
    let quit = session.handle(Input::Key(Key::plain(KeyCode::Escape)));
    assert_eq!(quit.said_ids(), ["session-goodbye-saved"]);
    // I reads the statistics where they are kept.
    let (mut session, _) = ann_keeping(None, Some(files.clone()));
    let asked = session.handle(key('i'));
    assert_eq!(asked, [Effect::Files(ToFiles::ReadStatistics(files))]);
    let (mut session, _) = ann(None);
    assert_eq!(session.handle(key('i')).said_ids(), ["stats-unavailable"]);
}
