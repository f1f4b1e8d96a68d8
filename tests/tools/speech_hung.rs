//! A speech daemon that accepts the connection and never answers costs the player nothing but the voice: the
//! sayzee binary, in line mode with `--speech speech-dispatcher`, prints every line while its connection still
//! waits for the daemon's first answer, tries again on a later key without holding that key back, and says
//! once that speech could not be reached.
//!
//! Nothing is timed: the socket here never answers at all, and each line must be seen while sayzee's connection
//! is still open and waiting (a client gives up after a few seconds and hangs up, which the socket sees).

#![cfg(target_os = "linux")]

use crate::common;

use std::io::Read;
use std::os::unix::net::UnixListener;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use common::line_game::{LineGame, speaking_game, wait_for};

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

fn start_game(home: &Path, socket: &Path) -> LineGame {
    let mut command = speaking_game(home, socket, "speech-dispatcher");
    command.arg("--no-sound");
    LineGame::start(command)
}

/// Plays `line` while the daemon holds a connection waiting, and says whether that same connection was still
/// waiting once the line was printed (a connection that gave up meanwhile proves nothing either way).
fn printed_while_waiting(game: &mut LineGame, daemon: &SilentDaemon, line: &str) -> bool {
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
    let mut game = start_game(home.path(), &socket);
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
    let status = game.finish();
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
