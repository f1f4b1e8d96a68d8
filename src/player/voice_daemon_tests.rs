//! A game against a fake Speech Dispatcher that dies, hangs or stops answering: the printed line of every key
//! comes at once, before the daemon has answered anything, and speech is lost, found and told about once.
//!
//! Nothing here is timed: each test proves order, by holding the daemon's answers until the test has seen the
//! printed lines, and by checking that the client was still waiting on its one connection meanwhile.

use std::path::Path;
use std::time::{Duration, Instant};

use super::*;
use crate::game::{DiceSource, Game, MatchConfig, PlayerSpec};
use crate::player::session::{Driven, SessionOptions};
use crate::player::voiced::{Voiced, VoicedParts};
use crate::rules::Preset;
use crate::speech::fake_ssip::FakeDaemon;
use crate::speech::speechd::SpeechDispatcher;
use crate::speech::{Chosen, VoiceWatch};

/// Long enough for the speech thread on the slowest machine; only a broken test ever waits this long.
const PATIENCE: Duration = Duration::from_secs(30);

/// Standard output for a test: what the game printed, shared with the test.
#[derive(Clone, Debug, Default)]
struct Printed(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Printed {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Printed {
    fn lines(&self) -> Vec<String> {
        String::from_utf8(self.0.lock().unwrap().clone())
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect()
    }
}

/// A one-player game speaking through Speech Dispatcher at `socket`, retrying at every key once lost.
struct Table {
    session: Voiced,
    printed: Printed,
    watch: VoiceWatch,
}

impl Table {
    fn at(socket: &Path) -> Table {
        let config = MatchConfig::new(Preset::MaxiYatzy, vec![PlayerSpec::human("Ann")]);
        let expert = crate::computer::Expert::build(config.validate().unwrap(), None);
        let (game, events) = Game::start(config, DiceSource::seeded(7)).unwrap();
        let printed = Printed::default();
        let path = socket.to_path_buf();
        let connect: Connect = Box::new(move || {
            SpeechDispatcher::connect(Some(&path)).map(|s| Box::new(s) as Box<dyn Speaker>)
        });
        let voice = Voice::new(Box::new(TextOutput::new(printed.clone())), Printing::Always)
            .in_language("en-US")
            .retrying_after(Duration::ZERO)
            .connecting(connect, SpeechChoice::SpeechDispatcher, Chosen::ByName);
        let watch = voice.watch();
        let parts = VoicedParts {
            localizer: Localizer::for_locale("en-US"),
            speakers: vec![Box::new(voice)],
            sound: crate::sound::Sound::off(),
            expert,
            persistence: None,
            wire: None,
            opening: Default::default(),
        };
        let options = SessionOptions {
            driven: Driven::Lines,
            ..Default::default()
        };
        let seat = Box::new(crate::player::session::HomeSeat::new(None, None));
        let session = Voiced::new(game, &events, parts, options, seat);
        Table {
            session,
            printed,
            watch,
        }
    }

    /// Plays `line` and waits until the voice has caught up with it.
    fn play_heard(&mut self, line: &str) {
        self.session.line(line);
        assert!(self.watch.await_quiet(PATIENCE), "the voice is stuck");
    }

    /// Plays `line` and returns what it printed, without waiting for the voice.
    fn play(&mut self, line: &str) -> Vec<String> {
        let before = self.printed.lines().len();
        self.session.line(line);
        self.printed.lines()[before..].to_vec()
    }
}

fn said(id: &'static str) -> String {
    Localizer::for_locale("en-US").text(&Message::new(id))
}

fn wait_for(mut done: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + PATIENCE;
    while Instant::now() < deadline {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    done()
}

#[test]
fn a_daemon_dying_mid_game_leaves_the_game_in_text_and_speech_comes_back_with_it() {
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("speechd.sock");
    let daemon = FakeDaemon::start(&socket);
    let mut table = Table::at(&socket);
    assert!(table.watch.await_quiet(PATIENCE));
    table.play_heard("enter");
    let heard_before = daemon.spoken();
    assert_eq!(
        heard_before,
        table.printed.lines(),
        "spoken and printed alike"
    );
    assert!(heard_before.iter().any(|l| l.starts_with("Roll 1 of 3")));

    daemon.kill();
    for line in ["t", "s", "enter", "down", "escape", "space", "t"] {
        table.play_heard(line);
    }
    let after_death = table.printed.lines()[heard_before.len()..].to_vec();
    let (lost, back) = (said("speech-lost"), said("speech-back"));
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
        after_death
            .iter()
            .any(|l| l.contains(" points, ") || l.contains(" point, ")),
        "{after_death:#?}"
    );

    // The key after the daemon is back reconnects, in the background; the player is told once, with a message
    // after it (which one depends on when the connection is made, so only the order is checked).
    let daemon = FakeDaemon::start(&socket);
    table.play_heard("s");
    table.play_heard("t");
    assert!(
        wait_for(|| table.printed.lines().contains(&back)),
        "speech is back"
    );
    table.play_heard("s");
    let printed_now = table.printed.lines();
    let since = &printed_now[heard_before.len() + after_death.len()..];
    assert_eq!(printed_now.iter().filter(|l| **l == back).count(), 1);
    assert!(
        since.first().is_some_and(|l| l.starts_with("Scores:")),
        "{since:#?}"
    );
    // The new connection speaks what is printed from then on, in the same order, and that speech is back.
    let spoken = daemon.spoken();
    assert!(spoken.contains(&back), "{spoken:#?}");
    let mut printed = since.iter();
    assert!(
        spoken.iter().all(|line| printed.any(|p| p == line)),
        "spoken in the printed order: {spoken:#?} {since:#?}"
    );
    assert_eq!(spoken.last(), since.last(), "the last answer is spoken");
    assert!(daemon.heard().iter().any(|l| l == "SET self LANGUAGE en"));
}

/// Plays `line` while the daemon holds a client waiting for its answer, and returns what it printed. The
/// same connection must be waiting before and after the line was printed: then the line did not wait for it. A
/// connection attempt that ended meanwhile (each gives up after a few seconds) proves nothing either way, and
/// the line is played again; a key that waited for the attempt would never prove anything.
fn play_while_waiting(table: &mut Table, daemon: &FakeDaemon, line: &str) -> Vec<String> {
    for _ in 0..10 {
        assert!(wait_for(|| daemon.has_client()), "sayzee connects");
        let attempt = daemon.accepted();
        let printed = table.play(line);
        assert!(!printed.is_empty(), "{line} printed nothing");
        if daemon.accepted() == attempt && daemon.has_client() {
            return printed;
        }
    }
    panic!("{line} was never printed while a connection waited for the daemon's answer");
}

#[test]
fn a_daemon_that_never_answers_holds_back_no_printed_line_and_no_key() {
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("speechd.sock");
    let daemon = FakeDaemon::holding(&socket);
    let mut table = Table::at(&socket);
    for line in ["enter", "t", "3", "enter", "s"] {
        play_while_waiting(&mut table, &daemon, line);
    }
    assert!(
        table
            .printed
            .lines()
            .iter()
            .any(|l| l.starts_with("Roll 2 of 3")),
        "the game plays on: {:#?}",
        table.printed.lines()
    );

    // The first connection gives up; the next key tries again, and that attempt hangs too.
    assert!(
        wait_for(|| {
            table.play("t");
            daemon.accepted() >= 2
        }),
        "a key tries the connection again"
    );
    for line in ["t", "enter", "s"] {
        play_while_waiting(&mut table, &daemon, line);
    }
    let unreachable = Localizer::for_locale("en-US").text(
        &Message::new("speech-unreachable").with("backend", SpeechChoice::SpeechDispatcher.id()),
    );
    let printed = table.printed.lines();
    assert_eq!(
        printed.iter().filter(|l| **l == unreachable).count(),
        1,
        "told once that speech could not be reached: {printed:#?}"
    );
    assert!(!printed.contains(&said("speech-lost")), "{printed:#?}");
}

#[test]
fn a_daemon_that_stops_answering_mid_game_holds_back_no_printed_line() {
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("speechd.sock");
    let daemon = FakeDaemon::start(&socket);
    let mut table = Table::at(&socket);
    assert!(table.watch.await_quiet(PATIENCE));
    table.play_heard("enter");
    // Stopped, as with SIGSTOP: the connection stays open and nothing comes back.
    daemon.hold();
    for line in ["t", "3", "enter", "s", "t"] {
        let printed = table.play(line);
        assert!(!printed.is_empty(), "{line} printed nothing");
        assert!(
            daemon.accepted() == 1 && daemon.has_client(),
            "{line} was printed while the daemon held its answer"
        );
    }
    daemon.let_go();
    table.play_heard("t");
    let printed = table.printed.lines();
    assert_eq!(
        daemon.spoken().last(),
        printed.last(),
        "the voice caught up with the game: {printed:#?}"
    );
}

#[test]
fn the_speech_rate_keys_reach_the_daemon_before_the_line_that_says_the_new_rate() {
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("speechd.sock");
    let daemon = FakeDaemon::start(&socket);
    let mut table = Table::at(&socket);
    assert!(table.watch.await_quiet(PATIENCE));
    table.play_heard("]");
    table.play_heard("]");
    table.play_heard("[");
    let heard = daemon.heard();
    let rate_then_line = |rate: &str, line: &str| {
        let set = heard
            .iter()
            .position(|l| l == &format!("SET self RATE {rate}"));
        let said = heard.iter().position(|l| l == line);
        assert!(
            set.is_some() && said.is_some() && set < said,
            "{rate} before “{line}”: {heard:#?}"
        );
    };
    rate_then_line("10", "Speech rate 10.");
    rate_then_line("20", "Speech rate 20.");
    assert!(
        heard.iter().rposition(|l| l == "SET self RATE 10")
            > heard.iter().position(|l| l == "Speech rate 20."),
        "slower again: {heard:#?}"
    );
    assert_eq!(
        table.printed.lines().last().map(String::as_str),
        Some("Speech rate 10.")
    );
}
