//! The binary playing in line mode as a person at a pipe would: lines typed one at a time, every printed line
//! collected by a thread as it comes, so a test can wait for what it expects (never for a fixed time) and see
//! the whole transcript when it fails. The game is killed when the test lets go of it.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Long enough for the slowest machine; only a broken test waits this long.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// A running game and what it has printed so far.
pub struct LineGame {
    child: Child,
    stdin: Option<ChildStdin>,
    printed: Arc<Mutex<Vec<String>>>,
}

impl LineGame {
    /// Starts `command` (the binary with its arguments, from [`super::sayzee_in`]) with piped input and output;
    /// its stderr goes to the test's.
    pub fn start(mut command: Command) -> LineGame {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("sayzee starts");
        let printed = Arc::new(Mutex::new(Vec::new()));
        let stdout = child.stdout.take().expect("piped output");
        let collected = printed.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                collected.lock().unwrap().push(line);
            }
        });
        let stdin = child.stdin.take();
        LineGame {
            child,
            stdin,
            printed,
        }
    }

    /// Every line printed so far.
    pub fn printed(&self) -> Vec<String> {
        self.printed.lock().unwrap().clone()
    }

    /// Types `line` and returns at once.
    pub fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input still open");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Types `line` and waits until it has printed something; returns what it printed by then.
    pub fn play(&mut self, line: &str) -> Vec<String> {
        let before = self.printed().len();
        self.type_line(line);
        assert!(
            wait_for(|| self.printed().len() > before),
            "{line} printed nothing: {:#?}",
            self.printed()
        );
        self.printed()[before..].to_vec()
    }

    /// How the game ended, if it has.
    pub fn ended(&mut self) -> Option<ExitStatus> {
        self.child.try_wait().unwrap()
    }

    /// Closes the game's input and waits for it to end.
    pub fn finish(&mut self) -> ExitStatus {
        drop(self.stdin.take());
        self.child.wait().unwrap()
    }
}

impl Drop for LineGame {
    fn drop(&mut self) {
        drop(self.stdin.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Polls `done` until it holds or [`PATIENCE`] runs out; says which.
pub fn wait_for(mut done: impl FnMut() -> bool) -> bool {
    wait_up_to(PATIENCE, &mut done)
}

/// Polls `done` until it holds or `patience` runs out; says which.
pub fn wait_up_to(patience: Duration, mut done: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + patience;
    while Instant::now() < deadline {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    done()
}

/// Runs `command` (the binary with its arguments) typing `lines` one at a time with `pause` after each, as a
/// person taking their time would (so sounds have time to play), then `quit`; returns its output.
pub fn type_slowly(command: Command, lines: &[&str], pause: Duration) -> std::process::Output {
    let lines: Vec<String> = lines.iter().map(|line| line.to_string()).collect();
    super::run_typing(command, move |mut stdin| {
        for line in lines {
            let _ = writeln!(stdin, "{line}");
            std::thread::sleep(pause);
        }
        let _ = writeln!(stdin, "quit");
    })
}

/// The binary in line mode speaking through the Speech Dispatcher socket at `socket` with `--speech speech`,
/// playing Ann's seeded Yahtzee game, its files under `home`.
pub fn speaking_game(home: &Path, socket: &Path, speech: &str) -> Command {
    let mut command = super::sayzee_in(home);
    command
        .args([
            "--speech",
            speech,
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
        );
    command
}
