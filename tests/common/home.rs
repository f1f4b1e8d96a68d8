//! A player's home for the tests that play whole sessions: settings, data and cache directories of one
//! test's own, the binary run in them with lines typed, and a game kept running while its output is read.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

/// A player's home for one test: empty settings and data directories.
pub struct Home {
    pub dir: tempfile::TempDir,
}

/// Ann's seeded Yahtzee game, without sound: the flags [`Home::play`] and [`Running::start`] begin with.
const ANNS_GAME: [&str; 7] = [
    "--no-sound",
    "--rules",
    "yahtzee",
    "--player",
    "Ann",
    "--seed",
    "11",
];

impl Home {
    pub fn new() -> Home {
        Home {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    pub fn config(&self) -> PathBuf {
        self.dir.path().join("config")
    }

    pub fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    pub fn command(&self, args: &[&str]) -> Command {
        let mut command = super::sayzee_in(self.dir.path());
        command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }

    /// Runs sayzee with `args`, typing `lines`; returns stdout, stderr and the exit status.
    pub fn run(&self, args: &[&str], lines: &str) -> (String, String, Option<i32>) {
        super::typed_text(self.command(args), lines)
    }

    /// Plays Ann's seeded Yahtzee game with these lines.
    pub fn play(&self, extra: &[&str], lines: &str) -> String {
        let mut args = ANNS_GAME.to_vec();
        args.extend(extra);
        let (out, _, status) = self.run(&args, lines);
        assert_eq!(status, Some(0), "{out}");
        out
    }

    /// Resumes the saved game with `--resume` (which takes no rules or players), typing `lines`.
    pub fn resume(&self, lines: &str) -> String {
        let (out, _, status) = self.run(&["--no-sound", "--resume"], lines);
        assert_eq!(status, Some(0), "{out}");
        out
    }

    pub fn write(&self, path: &Path, bytes: &[u8]) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }

    /// The files moved aside in `dir` from `name`, with their contents.
    pub fn moved_aside(&self, dir: &Path, name: &str) -> Vec<Vec<u8>> {
        let prefix = format!("{name}.damaged-");
        let mut found: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with(&prefix)
            })
            .collect();
        found.sort();
        found.iter().map(|p| std::fs::read(p).unwrap()).collect()
    }
}

/// A game running with its output read line by line as it comes, so a test can act when something shows.
pub struct Running {
    pub child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    printed: Vec<String>,
}

impl Running {
    pub fn start(home: &Home) -> Running {
        Running::start_with(home, &[])
    }

    /// As [`Running::start`], with `extra` flags (another player, a computer).
    pub fn start_with(home: &Home, extra: &[&str]) -> Running {
        let mut args = vec!["--line-mode"];
        args.extend(ANNS_GAME);
        args.extend(extra);
        let mut child = home
            .command(&args)
            .stderr(Stdio::inherit())
            .spawn()
            .expect("sayzee starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Running {
            child,
            stdin,
            lines,
            printed: Vec::new(),
        }
    }

    pub fn send(&mut self, lines: &str) {
        writeln!(self.stdin, "{}", lines.trim_end()).unwrap();
        self.stdin.flush().unwrap();
    }

    pub fn printed(&self) -> String {
        self.printed.join("\n") + "\n"
    }

    /// Waits (at most 30 s, so a signal that does not end the game fails the test instead of hanging it)
    /// for the game to end, and returns how it ended.
    pub fn wait_for_exit(&mut self) -> std::process::ExitStatus {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("the game did not end; printed:\n{}", self.printed());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Takes in what was printed since, without waiting; the whole output so far.
    pub fn printed_now(&mut self) -> String {
        while let Ok(line) = self.lines.try_recv() {
            self.printed.push(line);
        }
        self.printed()
    }

    /// Waits until the output so far contains `text` once more than when this was called.
    pub fn wait_for(&mut self, text: &str) {
        let seen = self.printed().matches(text).count();
        let deadline = Instant::now() + Duration::from_secs(30);
        while self.printed().matches(text).count() <= seen {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => self.printed.push(line),
                Err(_) => panic!("{text:?} never showed; printed:\n{}", self.printed()),
            }
        }
    }
}
