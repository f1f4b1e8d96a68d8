//! Sound cues in a game being played: the session hands each outcome's cues to the sound player before the
//! words, M turns them off and on (and says so), and a missing sound server is said once. And how urgent each
//! line is, decided once by the session: every speaker (a voice, a page) obeys it as it comes.

use std::sync::{Arc, Mutex};

use sayzee::computer::Autoplayer;
use sayzee::computer::Expert;
use sayzee::game::{Command, DiceSource, Game, GameState, MatchConfig, PlayerSpec, Skill};
use sayzee::i18n::Localizer;
use sayzee::player::session::{Driven, HomeSeat, SessionOptions};
use sayzee::player::voiced::{Voiced, VoicedParts};
use sayzee::rules::{Preset, Ruleset};
use sayzee::sound::{Cue, RecordingPlayer, Sound, SoundNotice};
use sayzee::speech::{Speaker, SpeechError, Urgency};
use sayzee::strategy::Advisor;

/// A speaker whose lines the test can read after handing it to the session.
#[derive(Clone, Debug, Default)]
struct Lines(Arc<Mutex<Vec<(String, Urgency)>>>);

impl Speaker for Lines {
    fn speak(&mut self, text: &str, urgency: Urgency) -> Result<(), SpeechError> {
        self.0.lock().unwrap().push((text.to_string(), urgency));
        Ok(())
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        Ok(())
    }
}

impl Lines {
    fn all(&self) -> Vec<String> {
        self.heard().into_iter().map(|(text, _)| text).collect()
    }

    fn heard(&self) -> Vec<(String, Urgency)> {
        self.0.lock().unwrap().clone()
    }
}

/// A computer player that only ever presses Enter: roll, open the chooser on the best-scoring box, mark it.
#[derive(Debug)]
struct EnterOnly;

impl Autoplayer for EnterOnly {
    fn next_command(&mut self, _state: &GameState) -> Command {
        Command::Advance
    }
}

fn session(players: Vec<PlayerSpec>, player: &RecordingPlayer, enabled: bool) -> (Voiced, Lines) {
    let lines = Lines::default();
    let config = MatchConfig::new(Preset::Yahtzee, players);
    let (game, events) = Game::start(config, DiceSource::scripted(&"12346".repeat(200))).unwrap();
    let parts = VoicedParts {
        localizer: Localizer::for_locale("en-US"),
        speakers: vec![Box::new(lines.clone())],
        sound: Sound::new(Box::new(player.clone()), enabled),
        expert: Expert::ready(Advisor::heuristic(&Ruleset::preset(Preset::Yahtzee))),
        persistence: None,
        wire: None,
        opening: Default::default(),
    };
    // Lines: the computers play at once after each line.
    let options = SessionOptions {
        driven: Driven::Lines,
        ..Default::default()
    };
    let seat = Box::new(HomeSeat::new(Some(Box::new(EnterOnly)), None));
    let session = Voiced::new(game, &events, parts, options, seat);
    (session, lines)
}

#[test]
fn each_outcome_is_heard_as_its_cue() {
    let player = RecordingPlayer::default();
    let (mut session, _) = session(vec![PlayerSpec::human("Ann")], &player, true);
    assert_eq!(player.cues(), [Cue::YourTurn]);
    session.line("enter");
    session.line("3");
    session.line("shift+3");
    session.line("score chance");
    session.line("score chance");
    session.line("nonsense");
    assert_eq!(
        player.cues(),
        [
            Cue::YourTurn,
            Cue::Dice,
            Cue::Select,
            Cue::Keep,
            Cue::Mark,
            Cue::YourTurn,
            Cue::Error,
            Cue::Error,
        ]
    );
    // The player's own actions cut off what is still sounding.
    let urgencies: Vec<Urgency> = player.played.lock().unwrap().iter().map(|p| p.1).collect();
    assert_eq!(urgencies[0], Urgency::Queue);
    assert!(urgencies[1..].iter().all(|u| *u == Urgency::Interrupt));
}

#[test]
fn computer_moves_queue_their_cues_behind_the_players() {
    let player = RecordingPlayer::default();
    let players = vec![
        PlayerSpec::human("Ann"),
        PlayerSpec::computer("Robo", Skill::Good),
    ];
    let (mut session, _) = session(players, &player, true);
    session.line("enter");
    session.line("score chance");
    let played = player.played.lock().unwrap().clone();
    let robo: Vec<(Cue, Urgency)> = played[4..].to_vec();
    assert_eq!(
        played[..4],
        [
            (Cue::YourTurn, Urgency::Queue),
            (Cue::Dice, Urgency::Interrupt),
            (Cue::Mark, Urgency::Interrupt),
            (Cue::OtherTurn, Urgency::Interrupt),
        ]
    );
    // Robo rolls, opens the chooser and marks; then it is Ann's turn again.
    assert_eq!(
        robo,
        [
            (Cue::Dice, Urgency::Queue),
            (Cue::Mark, Urgency::Queue),
            (Cue::YourTurn, Urgency::Queue),
        ]
    );
}

#[test]
fn m_turns_the_cues_off_and_on_and_says_so() {
    let player = RecordingPlayer::default();
    let (mut session, lines) = session(vec![PlayerSpec::human("Ann")], &player, true);
    session.line("m");
    assert_eq!(lines.all().last().unwrap(), "Sounds off.");
    session.line("enter");
    assert_eq!(player.cues(), [Cue::YourTurn], "no cue while sound is off");
    session.line("m");
    assert_eq!(lines.all().last().unwrap(), "Sounds on.");
    session.line("3");
    assert_eq!(player.cues(), [Cue::YourTurn, Cue::Select]);
}

#[test]
fn sound_off_from_the_start_plays_nothing_until_turned_on() {
    let player = RecordingPlayer::default();
    let (mut session, lines) = session(vec![PlayerSpec::human("Ann")], &player, false);
    session.line("enter");
    assert!(player.cues().is_empty());
    session.line("m");
    assert_eq!(lines.all().last().unwrap(), "Sounds on.");
}

#[test]
fn a_missing_sound_server_is_said_once_and_the_game_plays_on() {
    let player = RecordingPlayer::default();
    *player.notice.lock().unwrap() = Some(SoundNotice::NoServer);
    let (mut session, lines) = session(vec![PlayerSpec::human("Ann")], &player, true);
    session.line("enter");
    session.line("3");
    let said = lines.all();
    let notices = said
        .iter()
        .filter(|l| *l == "No sound server found; playing on without sounds.")
        .count();
    assert_eq!(notices, 1, "{said:#?}");
    assert!(
        said.iter().any(|l| l.starts_with("Roll 1 of 3")),
        "{said:#?}"
    );
}

#[test]
fn refusals_and_the_players_own_turn_are_alerts_and_nothing_else_is() {
    let player = RecordingPlayer::default();
    let players = vec![
        PlayerSpec::human("Ann"),
        PlayerSpec::computer("Robo", Skill::Good),
    ];
    let (mut session, lines) = session(players, &player, true);
    session.line("enter");
    session.line("score sixes");
    session.line("nonsense");
    let heard = lines.heard();
    let urgency_of = |start: &str| {
        heard
            .iter()
            .filter(|(text, _)| text.starts_with(start))
            .map(|(_, urgency)| *urgency)
            .collect::<Vec<_>>()
    };
    // Ann's turn is called twice: as the game starts, and after Robo's turn, queued behind it.
    assert_eq!(
        urgency_of("Your turn, Ann"),
        [Urgency::QueuedAlert, Urgency::QueuedAlert],
        "{heard:#?}"
    );
    assert_eq!(
        urgency_of("Roll 1 of 3"),
        [Urgency::Interrupt],
        "{heard:#?}"
    );
    assert_eq!(urgency_of("Ann scores"), [Urgency::Interrupt], "{heard:#?}");
    let robo = urgency_of("Robo");
    assert!(robo.len() >= 3, "{heard:#?}");
    assert!(robo.iter().all(|u| *u == Urgency::Queue), "{heard:#?}");
    assert_eq!(urgency_of("“nonsense”"), [Urgency::Alert], "{heard:#?}");
    let alerts = heard
        .iter()
        .filter(|(_, urgency)| urgency.is_alert())
        .count();
    assert_eq!(alerts, 3, "only the two calls and the refusal: {heard:#?}");
}
