//! What the command-line tests share: the real `sayzee` binary run as a user would, in the C locale, with
//! settings, data and cache directories of its own so the player's files never leak in or out. Every test
//! that runs the binary starts it through [`sayzee_in`] (`tests/tidy.rs` checks it).

// Each test crate includes this module and uses only part of it.
#![allow(dead_code)]

pub mod home;
pub mod line_game;
pub mod net;
pub mod proxy;
pub mod server;
pub mod wire;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// The binary ready to run with its files kept under `home`. HOME and the XDG directories point there too,
/// so that even a path that forgot sayzee's own variables lands in the test's directory, never the user's.
pub fn sayzee_in(home: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sayzee"));
    command
        .env("LANG", "C")
        .env("LC_ALL", "C")
        .env("SAYZEE_CONFIG_DIR", home.join("config"))
        .env("SAYZEE_DATA_DIR", home.join("data"))
        .env("SAYZEE_CACHE_DIR", shared_table_cache())
        .env("HOME", home.join("home"))
        .env("XDG_CONFIG_HOME", home.join("home/.config"))
        .env("XDG_DATA_HOME", home.join("home/.local/share"))
        .env("XDG_CACHE_HOME", home.join("home/.cache"))
        .env("XDG_STATE_HOME", home.join("home/.local/state"));
    command
}

/// Where the tests' games keep solved tables: one directory in the build's own scratch space, shared by every
/// test so that a table is solved once per build, not once per game (a game solves its table at start). Tests
/// of the cache itself give a directory of their own ([`run_with_cache`]).
pub fn shared_table_cache() -> &'static Path {
    Path::new(concat!(env!("CARGO_TARGET_TMPDIR"), "/tables"))
}

/// Runs `sayzee args` with its files kept under `home`.
pub fn run_in(home: &Path, args: &[&str]) -> Output {
    sayzee_in(home)
        .args(args)
        .output()
        .expect("the sayzee binary runs")
}

/// Runs `sayzee args` with solved tables kept in `cache`, so a test's later runs load the tables its first solved.
pub fn run_with_cache(cache: &Path, args: &[&str]) -> Output {
    let home = tempfile::tempdir().unwrap();
    sayzee_in(home.path())
        .env("SAYZEE_CACHE_DIR", cache)
        .args(args)
        .output()
        .expect("the sayzee binary runs")
}

/// Runs `command` with `input` typed on its standard input (from a thread, so a game that prints while it reads
/// never blocks on a full pipe; a game that stops at once may leave it unread) and waits for it to end. Fails
/// the test if it panicked.
pub fn typed(command: Command, input: &[u8]) -> Output {
    let input = input.to_vec();
    let output = run_typing(command, move |mut stdin| {
        let _ = stdin.write_all(&input);
    });
    assert!(!stderr(&output).contains("panicked"), "{}", stderr(&output));
    output
}

/// Runs `command` with piped input and output while `typist` writes its input on a thread of its own, and
/// waits for it to end.
pub fn run_typing(
    mut command: Command,
    typist: impl FnOnce(std::process::ChildStdin) + Send + 'static,
) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sayzee starts");
    let stdin = child.stdin.take().expect("piped input");
    let writer = std::thread::spawn(move || typist(stdin));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

/// What [`typed`] gave, as text: stdout, stderr and the exit status.
pub fn typed_text(command: Command, input: &str) -> (String, String, Option<i32>) {
    let output = typed(command, input.as_bytes());
    (stdout(&output), stderr(&output), output.status.code())
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

/// A speaker for sessions built in a test: every line it is handed, kept for the test to read.
#[derive(Clone, Debug, Default)]
pub struct Heard(pub std::sync::Arc<std::sync::Mutex<Vec<String>>>);

impl sayzee::speech::Speaker for Heard {
    fn speak(
        &mut self,
        text: &str,
        _urgency: sayzee::speech::Urgency,
    ) -> Result<(), sayzee::speech::SpeechError> {
        self.0.lock().unwrap().push(text.to_string());
        Ok(())
    }

    fn stop(&mut self) -> Result<(), sayzee::speech::SpeechError> {
        Ok(())
    }
}

impl Heard {
    /// Everything heard so far.
    pub fn lines(&self) -> Vec<String> {
        self.0.lock().unwrap().clone()
    }

    /// The last line heard.
    pub fn last(&self) -> String {
        self.lines().last().cloned().unwrap_or_default()
    }
}

/// A one-player yahtzee session for Ann with scripted dice, driven by keys, heard through the returned [`Heard`].
pub fn session_for_ann(dice: &str) -> (sayzee::player::voiced::Voiced, Heard) {
    session_for_ann_driven(dice, sayzee::player::session::Driven::Keys)
}

/// As [`session_for_ann`], driven as `driven` says (keys, or lines).
pub fn session_for_ann_driven(
    dice: &str,
    driven: sayzee::player::session::Driven,
) -> (sayzee::player::voiced::Voiced, Heard) {
    session_for_ann_hearing(
        dice,
        driven,
        sayzee::i18n::Localizer::for_locale("en-US"),
        None,
    )
}

/// As [`session_for_ann`], the game saved by `persistence` after every change from the start.
pub fn session_for_ann_kept(
    dice: &str,
    persistence: sayzee::player::persistence::Persistence,
) -> (sayzee::player::voiced::Voiced, Heard) {
    session_for_ann_hearing(
        dice,
        sayzee::player::session::Driven::Keys,
        sayzee::i18n::Localizer::for_locale("en-US"),
        Some(persistence),
    )
}

/// As [`session_for_ann`], each message heard as its id and arguments (`key-unbound key=(key-left)`) instead of
/// its English words: for tests of what is said, not how it is worded.
pub fn session_for_ann_by_id(dice: &str) -> (sayzee::player::voiced::Voiced, Heard) {
    session_for_ann_hearing(
        dice,
        sayzee::player::session::Driven::Keys,
        sayzee::i18n::Localizer::showing_ids(),
        None,
    )
}

/// A one-player yahtzee session for Ann with scripted dice, driven as `driven` says, said by `localizer`, kept
/// on disk by `persistence` if any.
fn session_for_ann_hearing(
    dice: &str,
    driven: sayzee::player::session::Driven,
    localizer: sayzee::i18n::Localizer,
    persistence: Option<sayzee::player::persistence::Persistence>,
) -> (sayzee::player::voiced::Voiced, Heard) {
    use sayzee::game::{DiceSource, Game, MatchConfig, PlayerSpec};
    use sayzee::rules::{Preset, Ruleset};
    let heard = Heard::default();
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
    let (game, events) = Game::start(config, DiceSource::scripted(dice)).unwrap();
    let files = persistence
        .as_ref()
        .map(sayzee::player::persistence::Persistence::statistics_at);
    let parts = sayzee::player::voiced::VoicedParts {
        localizer,
        speakers: vec![Box::new(heard.clone())],
        sound: sayzee::sound::Sound::new(Box::new(sayzee::sound::Silent), false),
        expert: sayzee::computer::Expert::ready(sayzee::strategy::Advisor::heuristic(
            &Ruleset::preset(Preset::Yahtzee),
        )),
        persistence,
        wire: None,
        opening: Default::default(),
    };
    let options = sayzee::player::session::SessionOptions {
        driven,
        ..Default::default()
    };
    let seat = Box::new(sayzee::player::session::HomeSeat::new(None, files));
    let session = sayzee::player::voiced::Voiced::new(game, &events, parts, options, seat);
    (session, heard)
}

/// Runs `sayzee` with `args`, typing `lines` on its standard input; returns stdout and the exit status.
pub fn play(args: &[&str], lines: &str) -> (String, Option<i32>) {
    // Without sound, what is printed is the same whether or not this machine has a sound server.
    // Each game has settings and data directories of its own, so no saved game is offered for resume.
    let home = tempfile::tempdir().unwrap();
    let mut command = sayzee_in(home.path());
    command.args(args).arg("--no-sound");
    let (out, _, status) = typed_text(command, lines);
    (out, status)
}
