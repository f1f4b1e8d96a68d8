//! Real speech: sayzee played in line mode through a private Speech Dispatcher with the espeak-ng module, and
//! proved from the daemon's own debug log that every printed message was received from sayzee and spoken by
//! espeak-ng to its end (the module's `702 END`, not `703 STOP`).
//!
//! The daemon is private: its own runtime, config and log directories in a temp dir, and ALSA's null device
//! as the sound card (a `.asoundrc` in its own HOME), so it runs on a machine without sound and never
//! touches the user's own daemon. Without speech-dispatcher installed the test is skipped with a printed
//! reason, unless `SAYZEE_CI` is set: then it fails.

#![cfg(target_os = "linux")]

mod common;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::line_game::{LineGame, speaking_game, wait_up_to};

/// The module that speaks; it must be installed with the daemon.
const MODULE: &str = "/usr/lib/speech-dispatcher-modules/sd_espeak-ng";

/// A private speech-dispatcher, stopped (and its module with it) when dropped, whatever happened.
struct Daemon {
    child: Child,
    dir: tempfile::TempDir,
}

impl Daemon {
    fn socket(&self) -> PathBuf {
        self.dir.path().join("run").join("speechd.sock")
    }

    fn log(&self) -> String {
        std::fs::read(self.dir.path().join("log").join("speech-dispatcher.log"))
            .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
            .unwrap_or_default()
    }

    /// Starts the daemon and waits for its socket.
    fn start() -> Result<Daemon, String> {
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let root = dir.path();
        for sub in ["run", "log", "home", "config/modules"] {
            std::fs::create_dir_all(root.join(sub)).map_err(|e| e.to_string())?;
        }
        // ALSA's null device: the audio is played into nothing, at once, on any machine.
        std::fs::write(
            root.join("home").join(".asoundrc"),
            "pcm.!default { type null }\nctl.!default { type hw card 0 }\n",
        )
        .map_err(|e| e.to_string())?;
        std::fs::write(
            root.join("config").join("speechd.conf"),
            format!(
                "LogLevel 5\nLogDir \"{}\"\nAudioOutputMethod \"alsa\"\n\
                 AddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"\n\
                 DefaultModule espeak-ng\nDefaultLanguage \"en\"\n",
                root.join("log").display()
            ),
        )
        .map_err(|e| e.to_string())?;
        std::fs::write(root.join("config/modules/espeak-ng.conf"), "")
            .map_err(|e| e.to_string())?;
        let child = Command::new("speech-dispatcher")
            .args(["--run-single", "--timeout", "0", "--config-dir"])
            .arg(root.join("config"))
            .arg("--socket-path")
            .arg(root.join("run").join("speechd.sock"))
            .arg("--pid-file")
            .arg(root.join("run").join("speechd.pid"))
            .env("HOME", root.join("home"))
            .env("XDG_RUNTIME_DIR", root.join("run"))
            .env("XDG_CONFIG_HOME", root.join("config"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("speech-dispatcher does not start: {e}"))?;
        let daemon = Daemon { child, dir };
        let ready = wait_up_to(Duration::from_secs(20), || {
            daemon.socket().exists() && daemon.log().contains("waiting for clients")
        });
        if !ready {
            return Err(format!(
                "the private speech-dispatcher did not open its socket; its log ends with:\n{}",
                tail(&daemon.log(), 20)
            ));
        }
        Ok(daemon)
    }
}

impl Daemon {
    /// Sends the daemon `signal` ("STOP", "CONT", "TERM").
    fn signal(&self, signal: &str) {
        let sent = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(self.child.id().to_string())
            .status();
        assert!(sent.is_ok_and(|s| s.success()), "kill -{signal} works");
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        // A stopped daemon must go on first, to hear the SIGTERM that lets it stop its module; SIGKILL if it
        // does not go within a few seconds.
        let _ = Command::new("kill")
            .arg("-CONT")
            .arg(self.child.id().to_string())
            .status();
        let _ = Command::new("kill")
            .arg(self.child.id().to_string())
            .status();
        let gone = wait_up_to(Duration::from_secs(5), || {
            matches!(self.child.try_wait(), Ok(Some(_)))
        });
        if !gone {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

fn tail(text: &str, lines: usize) -> String {
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

/// What the daemon did with one message, read from its log in order.
#[derive(Debug, PartialEq)]
enum Logged {
    /// "Queueing message |text|": received from a client.
    Queued(String),
    /// "Command sent to output module: |<speak>text</speak>|": handed to espeak-ng.
    Synthesized(String),
    /// The module's events while speaking.
    End,
    Stop,
}

/// The daemon's log as the story of each message. Messages are single lines here.
fn story(log: &str) -> Vec<Logged> {
    let mut found = Vec::new();
    for line in log.lines() {
        if let Some(rest) = line.split("Queueing message |").nth(1) {
            let text = rest.rsplit_once("| with priority").map_or(rest, |(t, _)| t);
            found.push(Logged::Queued(text.to_string()));
        } else if let Some(rest) = line.split("Command sent to output module: |<speak>").nth(1) {
            let text = rest.split("</speak>").next().unwrap_or(rest);
            found.push(Logged::Synthesized(unescape(&without_marks(text))));
        } else if line.contains("Event from output module while speaking: |702 END") {
            found.push(Logged::End);
        } else if line.contains("Event from output module while speaking: |703 STOP") {
            found.push(Logged::Stop);
        }
    }
    found
}

/// The text without the index marks the daemon puts between sentences (`<mark name="__spd_0"/>`).
fn without_marks(ssml: &str) -> String {
    let mut text = String::new();
    let mut rest = ssml;
    while let Some(start) = rest.find("<mark ") {
        text.push_str(&rest[..start]);
        rest = rest[start..]
            .split_once("/>")
            .map_or("", |(_, after)| after);
    }
    text.push_str(rest);
    text
}

fn unescape(ssml: &str) -> String {
    ssml.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// Starts sayzee speaking through `speech` (`speech-dispatcher`, or `tts` with the `system-backends` feature).
fn start_game(socket: &Path, speech: &str) -> LineGame {
    // Settings and saved games beside the test's socket (sayzee_in), so none is offered for resume.
    let home = socket.with_file_name("sayzee-home");
    LineGame::start(speaking_game(&home, socket, speech))
}

/// Waits until sayzee has printed more than `before` lines and the daemon has finished speaking all it was
/// given (as many ends and stops as messages queued, and still so a moment later), so the next line typed
/// interrupts nothing.
fn settle(game: &LineGame, daemon: &Daemon, before: usize) {
    let quiet = || {
        let story = story(&daemon.log());
        let queued = story
            .iter()
            .filter(|l| matches!(l, Logged::Queued(_)))
            .count();
        let finished = story
            .iter()
            .filter(|l| matches!(l, Logged::End | Logged::Stop))
            .count();
        game.printed().len() > before && queued == game.printed().len() && finished == queued
    };
    let settled = wait_up_to(Duration::from_secs(30), || {
        quiet() && {
            std::thread::sleep(Duration::from_millis(150));
            quiet()
        }
    });
    assert!(
        settled,
        "the daemon did not finish speaking; printed {:#?}\nits log ends with:\n{}",
        game.printed(),
        tail(&daemon.log(), 40)
    );
}

/// The private daemon, or none (with the reason printed) when speech-dispatcher is not installed and
/// `SAYZEE_CI` is not set.
fn daemon_if_installed() -> Option<Daemon> {
    let installed = Command::new("speech-dispatcher")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
        && Path::new(MODULE).exists();
    if !installed {
        let reason = format!(
            "speech-dispatcher or its espeak-ng module ({MODULE}) is not installed \
             (apt-get install speech-dispatcher speech-dispatcher-espeak-ng espeak-ng)"
        );
        assert!(
            std::env::var_os("SAYZEE_CI").is_none(),
            "SAYZEE_CI: {reason}"
        );
        println!("skipped: {reason}");
        return None;
    }
    Some(Daemon::start().unwrap_or_else(|reason| panic!("{reason}")))
}

/// Plays a few actions of a game through `daemon` with `--speech speech`; returns what sayzee printed, the
/// daemon's log and its story.
fn play_through(daemon: &Daemon, speech: &str) -> (Vec<String>, String, Vec<Logged>) {
    let mut game = start_game(&daemon.socket(), speech);
    settle(&game, daemon, 0);
    // Roll, pick a 3 to reroll, reroll, scores, open the chooser and mark, whose turn, French, quit.
    for line in [
        "enter", "3", "enter", "s", "enter", "enter", "t", "l", "quit",
    ] {
        let before = game.printed().len();
        game.type_line(line);
        settle(&game, daemon, before);
    }
    assert!(
        wait_up_to(Duration::from_secs(10), || game.ended().is_some()),
        "sayzee quits"
    );
    let printed = game.printed();
    let log = daemon.log();
    let story = story(&log);
    println!("printed:\n{}", printed.join("\n"));
    println!("daemon's story:\n{story:#?}");
    (printed, log, story)
}

/// Every printed line was received, in order, and nothing else; each was handed to espeak-ng and spoken to its
/// end before the next began.
fn assert_all_spoken_to_the_end(printed: &[String], story: &[Logged]) {
    let queued: Vec<&str> = story
        .iter()
        .filter_map(|l| match l {
            Logged::Queued(text) => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(queued, printed, "received exactly what was printed");
    assert!(
        printed.len() >= 10,
        "a few actions were played: {printed:#?}"
    );
    let mut expected = Vec::new();
    for text in printed {
        expected.push(Logged::Synthesized(text.clone()));
        expected.push(Logged::End);
    }
    let spoken: Vec<&Logged> = story
        .iter()
        .filter(|l| !matches!(l, Logged::Queued(_)))
        .collect();
    assert_eq!(
        spoken,
        expected.iter().collect::<Vec<_>>(),
        "every message spoken to its end"
    );
}

#[test]
fn a_game_is_heard_through_a_real_speech_dispatcher() {
    let Some(daemon) = daemon_if_installed() else {
        return;
    };
    let (printed, log, story) = play_through(&daemon, "speech-dispatcher");
    assert!(
        log.contains("CLIENT_NAME") && log.contains(":sayzee:main"),
        "sayzee named itself"
    );
    assert!(
        log.contains("SET self LANGUAGE fr"),
        "the switch to French reached the daemon"
    );
    assert_all_spoken_to_the_end(&printed, &story);
}

/// The `tts` crate's backend, the one Windows and macOS speak through, run here against the same private daemon
/// (through libspeechd): every line spoken to its end, in the voices of the locale's own region.
#[cfg(feature = "system-backends")]
#[test]
fn a_game_is_heard_through_the_tts_backend_and_a_real_speech_dispatcher() {
    let Some(daemon) = daemon_if_installed() else {
        return;
    };
    let (printed, log, story) = play_through(&daemon, "tts");
    // The daemon's own words, for CI's output: the voices chosen and the first message's way through it.
    let telling = [
        "CLIENT_NAME",
        "SYNTHESIS_VOICE",
        "Queueing message",
        "<speak>",
        "702 END",
    ];
    for line in log
        .lines()
        .filter(|line| telling.iter().any(|word| line.contains(word)))
        .take(12)
    {
        println!("daemon: {line}");
    }
    let voices: Vec<&str> = log
        .lines()
        .filter_map(|line| line.split("SET SELF SYNTHESIS_VOICE ").nth(1))
        .collect();
    // espeak-ng lists English (Caribbean) before English (America) and French (Belgium) before French (France).
    assert_eq!(
        voices,
        ["English (America)", "French (France)"],
        "the voice of each locale's own region"
    );
    assert!(
        !printed
            .iter()
            .any(|line| line.contains("could not be reached")),
        "the tts backend answered: {printed:#?}"
    );
    assert_all_spoken_to_the_end(&printed, &story);
}

/// Types `line` and waits until sayzee has printed something more; returns what it printed.
fn play(game: &mut LineGame, line: &str) -> Vec<String> {
    let before = game.printed().len();
    game.play(line);
    // A message may come in several lines; let the rest of them arrive.
    std::thread::sleep(Duration::from_millis(50));
    game.printed()[before..].to_vec()
}

#[test]
fn a_stopped_speech_dispatcher_holds_back_no_printed_line() {
    let Some(daemon) = daemon_if_installed() else {
        return;
    };
    let mut game = start_game(&daemon.socket(), "speech-dispatcher");
    settle(&game, &daemon, 0);
    let lost = "Speech stopped working; the game goes on in text and will try to reconnect.";
    daemon.signal("STOP");
    // sayzee gives up on a daemon that does not answer and says so; the key's own line must come before that,
    // at once, and not with the news that speech was given up.
    let first = play(&mut game, "enter");
    assert!(
        !first.is_empty() && !first.iter().any(|l| l == lost),
        "the line was printed before sayzee gave up on the stopped daemon: {first:#?}"
    );
    for line in ["3", "enter", "s"] {
        play(&mut game, line);
    }
    assert!(
        game.printed().iter().any(|l| l.starts_with("Roll 2 of 3")),
        "the game plays on: {:#?}",
        game.printed()
    );
    // Kept stopped until sayzee gives up on it, which it says once, with a later key's line.
    let deadline = Instant::now() + Duration::from_secs(30);
    while !game.printed().iter().any(|l| l == lost) {
        assert!(
            Instant::now() < deadline,
            "speech was given up: {:#?}",
            game.printed()
        );
        play(&mut game, "t");
        std::thread::sleep(Duration::from_millis(200));
    }
    daemon.signal("CONT");
    // Once the pause after the loss is over, a key finds the daemon again; speech is back and told once.
    let deadline = Instant::now() + Duration::from_secs(30);
    while !game.printed().iter().any(|l| l == "Speech is back.") {
        assert!(
            Instant::now() < deadline,
            "speech came back: {:#?}",
            game.printed()
        );
        play(&mut game, "t");
        std::thread::sleep(Duration::from_millis(200));
    }
    let printed = game.printed();
    assert_eq!(
        printed.iter().filter(|l| *l == lost).count(),
        1,
        "{printed:#?}"
    );
    assert_eq!(
        printed.iter().filter(|l| *l == "Speech is back.").count(),
        1,
        "{printed:#?}"
    );
    let before = printed.len();
    play(&mut game, "quit");
    assert!(
        wait_up_to(Duration::from_secs(10), || game.ended().is_some()),
        "sayzee quits"
    );
    assert!(
        wait_up_to(Duration::from_secs(10), || story(&daemon.log()).contains(
            &Logged::Queued(
                "Goodbye. Your game is saved and will be offered when you start again.".to_string()
            )
        )),
        "the last line reached the daemon after it came back: {:#?}",
        &game.printed()[before..]
    );
}
