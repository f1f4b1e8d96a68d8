//! A speech daemon that accepts the connection and never answers costs the player nothing but the voice: the
//! sayzee binary, in line mode with `--speech speech-dispatcher`, prints every line while its connection still
//! waits for the daemon's first answer, tries again on a later key without holding that key back, and says
//! once that speech could not be reached.
//!
//! Nothing is timed: the socket here never answers at all, and each line must be seen while sayzee's connection
//! is still open and waiting (a client gives up after a few seconds and hangs up, which the socket sees).

#![cfg(target_os = "linux")]

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::net::UnixListener;
use std::path::Path;
use std::process::{Child, ChildStdin, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Long enough for the slowest machine; only a broken test waits this long.
const PATIENCE: Duration = Duration::from_secs(30);

/// A Unix socket that accepts every connection, reads what it is sent and never answers.
struct SilentDaemon {
    accepted: Arc<AtomicUsize>,
    open: Arc<AtomicUsize>,
}

impl SilentDaemon {
    fn start(socket: &Path) -> SilentDaemon {
        let listener = UnixListener::bind(socket).unwrap();
        let accepted = Arc::new(AtomicUsize::new(0));
        let open = Arc::new(AtomicUsize::new(0));
        let (accepted_by_thread, open_by_thread) = (accepted.clone(), open.clone());
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { return };
                open_by_thread.fetch_add(1, Ordering::SeqCst);
                accepted_by_thread.fetch_add(1, Ordering::SeqCst);
                let open = open_by_thread.clone();
                std::thread::spawn(move || {
                    let mut sink = [0u8; 1024];
                    while matches!(stream.read(&mut sink), Ok(n) if n > 0) {}
                    open.fetch_sub(1, Ordering::SeqCst);
                });
            }
        });
        SilentDaemon { accepted, open }
    }

    fn accepted(&self) -> usize {
        self.accepted.load(Ordering::SeqCst)
    }

    fn waiting(&self) -> bool {
        self.open.load(Ordering::SeqCst) > 0
    }
}

struct Game {
    child: Child,
    stdin: Option<ChildStdin>,
    printed: Arc<Mutex<Vec<String>>>,
}

impl Game {
    fn start(home: &Path, socket: &Path) -> Game {
        let mut child = common::sayzee_in(home)
            .args([
                "--speech",
                "speech-dispatcher",
                "--no-sound",
                "--line-mode",
                "--seed",
                "7",
                "--rules",
                "yahtzee",
                "--player",
                "Ann",
            ])
            .env(
                "SPEECHD_ADDRESS",
                format!("unix_socket:{}", socket.display()),
            )
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("sayzee starts");
        let printed = Arc::new(Mutex::new(Vec::new()));
        let stdout = child.stdout.take().unwrap();
        let printed_by_thread = printed.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                printed_by_thread.lock().unwrap().push(line);
            }
        });
        let stdin = child.stdin.take();
        Game {
            child,
            stdin,
            printed,
        }
    }

    fn printed(&self) -> Vec<String> {
        self.printed.lock().unwrap().clone()
    }

    /// Types `line` and waits until it has printed something.
    fn play(&mut self, line: &str) {
        let before = self.printed().len();
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        assert!(
            wait_for(|| self.printed().len() > before),
            "{line} printed nothing: {:#?}",
            self.printed()
        );
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        drop(self.stdin.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
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

/// Plays `line` while the daemon holds a connection waiting, and says whether that same connection was still
/// waiting once the line was printed (a connection that gave up meanwhile proves nothing either way).
fn printed_while_waiting(game: &mut Game, daemon: &SilentDaemon, line: &str) -> bool {
    let attempt = daemon.accepted();
    let waiting = daemon.waiting();
    game.play(line);
    waiting && daemon.waiting() && daemon.accepted() == attempt
}

#[test]
fn a_speech_daemon_that_never_answers_holds_back_no_printed_line() {
    let home = tempfile::tempdir().unwrap();
    let socket = home.path().join("speechd.sock");
    let daemon = SilentDaemon::start(&socket);
    let mut game = Game::start(home.path(), &socket);
    assert!(
        wait_for(|| !game.printed().is_empty() && daemon.accepted() > 0),
        "sayzee starts and connects"
    );
    assert!(
        daemon.accepted() == 1 && daemon.waiting(),
        "the game began printing while its first connection still waited for the daemon: {:#?}",
        game.printed()
    );
    for line in ["enter", "3", "enter"] {
        assert!(
            printed_while_waiting(&mut game, &daemon, line),
            "{line} was printed while the connection still waited: {:#?}",
            game.printed()
        );
    }
    assert!(
        game.printed().iter().any(|l| l.starts_with("Roll 2 of 3")),
        "{:#?}",
        game.printed()
    );

    // The first connection gives up; after the pause, a key tries again, and that key is not held back either.
    assert!(
        wait_for(|| {
            game.play("t");
            daemon.accepted() >= 2
        }),
        "a key tries the connection again"
    );
    let proved = (0..10).any(|_| printed_while_waiting(&mut game, &daemon, "t"));
    assert!(proved, "a key was printed while the new attempt waited");

    game.play("quit");
    let status = game.child.wait().unwrap();
    assert!(status.success());
    let printed = game.printed();
    assert_eq!(
        printed.last().map(String::as_str),
        Some("Goodbye. Your game is saved and will be offered when you start again.")
    );
    let unreachable = printed
        .iter()
        .filter(|l| l.starts_with("Speech Dispatcher could not be reached"))
        .count();
    assert_eq!(unreachable, 1, "told once: {printed:#?}");
}
