//! The sound cues reach a real PulseAudio server: the sayzee binary plays a game in line mode against a private
//! PulseAudio daemon whose only sink is a null sink, while `parec` records that sink's monitor. The recording
//! must hold the cues as non-silent audio; the same game with `--no-sound` must leave it silent.
//!
//! The daemon is private (its own HOME and runtime directory in a temp dir, no default configuration, killed
//! when the test ends), so it runs on a machine without sound and never touches the user's own server. Without
//! `pulseaudio` and `parec` installed the test is skipped with a printed reason, unless `SAYZEE_CI` is set:
//! then it fails.

#![cfg(target_os = "linux")]

use crate::common;

use common::line_game::type_slowly;

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Samples per second of the recording (mono, 16-bit), as the cues are made.
const RATE: u32 = 22_050;

/// A private PulseAudio daemon, killed when dropped.
struct Server {
    child: Child,
    dir: tempfile::TempDir,
}

impl Server {
    fn socket(&self) -> PathBuf {
        self.dir.path().join("run").join("pulse").join("native")
    }

    fn address(&self) -> String {
        format!("unix:{}", self.socket().display())
    }

    /// The cookie a daemon that checks cookies writes, where libpulse looks when `XDG_CONFIG_HOME` is set.
    fn cookie(&self) -> PathBuf {
        self.dir.path().join("config").join("pulse").join("cookie")
    }

    fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("pulseaudio.log")).unwrap_or_default()
    }

    /// A daemon that lets any client in.
    fn start() -> Result<Server, String> {
        Server::start_with("module-native-protocol-unix auth-anonymous=1")
    }

    /// A daemon whose native protocol is loaded by `native`: `module-native-protocol-unix` alone checks cookies,
    /// as on a desktop.
    fn start_with(native: &str) -> Result<Server, String> {
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let root = dir.path();
        for sub in ["home", "run", "config"] {
            std::fs::create_dir_all(root.join(sub)).map_err(|e| e.to_string())?;
        }
        // -n: no default configuration (no sound card is looked for); the null sink is the only sink.
        // Root may run a per-user daemon; it warns and carries on.
        let child = Command::new("pulseaudio")
            .args([
                "--daemonize=no",
                "--system=false",
                "--exit-idle-time=-1",
                "--realtime=no",
                "--high-priority=no",
                "--use-pid-file=no",
                "--disable-shm=yes",
                &format!(
                    "--log-target=file:{}",
                    root.join("pulseaudio.log").display()
                ),
                "-n",
                "--log-level=debug",
                "-L",
                "module-null-sink sink_name=sayzee_test",
                "-L",
                native,
            ])
            .env("HOME", root.join("home"))
            .env("XDG_RUNTIME_DIR", root.join("run"))
            .env("XDG_CONFIG_HOME", root.join("config"))
            // Its state under its own folder too, never in the user's XDG directories.
            .env("XDG_STATE_HOME", root.join("state"))
            .env_remove("PULSE_SERVER")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("pulseaudio does not start: {e}"))?;
        let server = Server { child, dir };
        let deadline = Instant::now() + Duration::from_secs(15);
        while !server.socket().exists() {
            if Instant::now() > deadline {
                return Err("pulseaudio made no socket within 15 s".into());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        Ok(server)
    }

    /// Records the null sink's monitor while `during` runs; returns the samples.
    fn record(&self, during: impl FnOnce()) -> Vec<i16> {
        let mut parec = Command::new("parec")
            .arg("--server")
            .arg(self.address())
            .args([
                "--device=sayzee_test.monitor",
                "--format=s16le",
                "--channels=1",
                &format!("--rate={RATE}"),
                "--raw",
                "--latency-msec=50",
            ])
            .env("HOME", self.dir.path().join("home"))
            .env("XDG_CONFIG_HOME", self.dir.path().join("config"))
            .env("XDG_STATE_HOME", self.dir.path().join("state"))
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("parec starts");
        // Read as it records (a full pipe would stall parec), and start the game only once audio flows:
        // parec takes a moment to connect.
        let mut stdout = parec.stdout.take().unwrap();
        let recorded = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let reader = {
            let recorded = std::sync::Arc::clone(&recorded);
            std::thread::spawn(move || {
                let mut chunk = [0u8; 4096];
                while let Ok(count) = stdout.read(&mut chunk) {
                    if count == 0 {
                        break;
                    }
                    recorded.lock().unwrap().extend_from_slice(&chunk[..count]);
                }
            })
        };
        let deadline = Instant::now() + Duration::from_secs(15);
        while recorded.lock().unwrap().len() < 2 * RATE as usize / 10 {
            assert!(
                Instant::now() < deadline,
                "parec recorded nothing within 15 s"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        let start = recorded.lock().unwrap().len();
        during();
        std::thread::sleep(Duration::from_millis(300));
        // SIGTERM lets parec write out what it holds; kill(1) because std only sends SIGKILL.
        let _ = Command::new("kill")
            .args(["-TERM", &parec.id().to_string()])
            .status();
        let _ = parec.wait();
        reader.join().unwrap();
        let bytes = recorded.lock().unwrap()[start..].to_vec();
        bytes
            .chunks_exact(2)
            .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
            .collect()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Plays a roll and a reroll in line mode through `server`, taking a second over each as a player would; the
/// player's own directories (HOME, XDG_CONFIG_HOME, where the cookie is looked for) are the server's.
fn play_a_turn(server: &Server, extra: &[&str]) -> String {
    let home = server.dir.path().join("home");
    let config = server.dir.path().join("config");
    play_a_turn_at_home(server, &home, &config, extra)
}

/// Plays a turn as [`play_a_turn`] does, with `home` as HOME and `config` as XDG_CONFIG_HOME.
fn play_a_turn_at_home(
    server: &Server,
    home: &std::path::Path,
    config: &std::path::Path,
    extra: &[&str],
) -> String {
    // Settings and saves of this run's own: the game quit here is not offered for resume to the next run.
    let files = tempfile::tempdir().unwrap();
    let mut command = common::sayzee_in(files.path());
    command
        .args([
            "--rules", "yahtzee", "--player", "Ann", "--seed", "3", "--speech", "text",
        ])
        .args(extra)
        .env("PULSE_SERVER", server.address())
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", config)
        .env_remove("PULSE_COOKIE")
        .env("SAYZEE_CONFIG_DIR", files.path().join("config"))
        .env("SAYZEE_DATA_DIR", files.path().join("data"))
        .env_remove("XDG_RUNTIME_DIR");
    let output = type_slowly(command, &["enter", "reroll all"], Duration::from_secs(1));
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).unwrap()
}

/// Peak and RMS of the samples, as fractions of full scale.
fn levels(samples: &[i16]) -> (f64, f64) {
    let peak = samples
        .iter()
        .map(|s| f64::from(*s).abs())
        .fold(0.0, f64::max);
    let rms = (samples.iter().map(|s| f64::from(*s).powi(2)).sum::<f64>()
        / samples.len().max(1) as f64)
        .sqrt();
    (peak / 32_768.0, rms / 32_768.0)
}

fn installed(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok()
}

/// Whether pulseaudio and parec are here; when not, says why and whether the test may be skipped.
fn pulse_installed() -> bool {
    if !installed("pulseaudio") || !installed("parec") {
        let reason = "pulseaudio or parec is not installed \
                      (apt-get install pulseaudio pulseaudio-utils)";
        assert!(
            std::env::var_os("SAYZEE_CI").is_none(),
            "SAYZEE_CI: {reason}"
        );
        println!("skipped: {reason}");
        return false;
    }
    true
}

#[test]
fn the_cues_of_a_game_reach_a_pulseaudio_server_as_sound() {
    if !pulse_installed() {
        return;
    }
    let server = Server::start().unwrap_or_else(|reason| panic!("{reason}"));

    let mut printed = String::new();
    let heard = server.record(|| printed = play_a_turn(&server, &[]));
    let (peak, rms) = levels(&heard);
    let seconds = heard.len() as f64 / f64::from(RATE);
    println!("with sound: {seconds:.2} s recorded, peak {peak:.3}, RMS {rms:.4} of full scale");
    assert!(printed.contains("Roll 1 of 3"), "{printed}");
    assert!(!printed.contains("No sound server"), "{printed}");
    assert!(!printed.contains("sound server stopped"), "{printed}");
    assert!(seconds > 1.5, "the recording is {seconds} s long");
    // The cues are normalised to -1 dBFS and played at the default volume of 80 %: a peak near 0.71.
    assert!(peak > 0.3, "the cues did not reach the server: peak {peak}");
    assert!(rms > 0.003, "the cues did not reach the server: RMS {rms}");

    let quiet = server.record(|| {
        play_a_turn(&server, &["--no-sound"]);
    });
    let (peak, rms) = levels(&quiet);
    println!("with --no-sound: peak {peak:.4}, RMS {rms:.5} of full scale");
    assert!(peak < 0.001, "--no-sound still played: peak {peak}");
}

/// A daemon configured as on a desktop (the native protocol checks the cookie it wrote under
/// `$XDG_CONFIG_HOME/pulse/`): sayzee finds the cookie there as libpulse does, and its cues are heard. Without a
/// cookie its request is still well formed (zeros, as libpulse sends): the daemon lets it in when the kernel
/// vouched for the client's user in time and refuses it otherwise, and either way the player hears the cues or
/// is told there is no sound. An empty cookie used to be kicked out with "protocol error".
#[test]
fn a_desktop_daemon_checking_cookies_lets_sayzee_in_with_libpulses_cookie() {
    if !pulse_installed() {
        return;
    }
    let server = Server::start_with("module-native-protocol-unix")
        .unwrap_or_else(|reason| panic!("{reason}"));
    assert!(
        server.cookie().exists(),
        "the daemon wrote no cookie at {}; its log:\n{}",
        server.cookie().display(),
        server.log()
    );
    let notice = "No sound server found; playing on without sounds.";
    let mut printed = String::new();
    let heard = server.record(|| printed = play_a_turn(&server, &[]));
    let (peak, rms) = levels(&heard);
    println!(
        "with the daemon's cookie under XDG_CONFIG_HOME: peak {peak:.3}, RMS {rms:.4} of full scale"
    );
    assert!(!printed.contains(notice), "{printed}\n{}", server.log());
    assert!(
        peak > 0.3,
        "the cues did not reach the server: peak {peak}\n{}",
        server.log()
    );

    let elsewhere = tempfile::tempdir().unwrap();
    let heard = server.record(|| {
        printed = play_a_turn_at_home(&server, elsewhere.path(), elsewhere.path(), &[]);
    });
    let (peak, _) = levels(&heard);
    let told = printed.matches(notice).count();
    println!("with no cookie: peak {peak:.3}, told of no sound {told} times");
    assert!(
        (peak > 0.3 && told == 0) || (peak < 0.001 && told == 1),
        "heard (peak {peak}) or told once (told {told} times):\n{printed}"
    );
    let log = server.log();
    assert!(
        !log.contains("protocol error"),
        "a request was malformed:\n{log}"
    );
}

#[test]
fn without_a_sound_server_the_game_says_so_once_and_plays_on() {
    let home = tempfile::tempdir().unwrap();
    let mut child = common::sayzee_in(home.path())
        .args([
            "--rules", "yahtzee", "--player", "Ann", "--seed", "3", "--speech", "text",
        ])
        .env("PULSE_SERVER", home.path().join("no-such-socket"))
        .env("HOME", home.path())
        .env_remove("XDG_RUNTIME_DIR")
        .env_remove("PULSE_RUNTIME_PATH")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sayzee starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"enter\n3\nenter\nm\nm\nenter\nquit\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{output:?}");
    let out = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    let notice = "No sound server found; playing on without sounds.";
    assert_eq!(lines.iter().filter(|l| **l == notice).count(), 1, "{out}");
    // Said at the start, before the first turn, and the game goes on to the second roll and beyond.
    assert_eq!(lines[0], notice, "{out}");
    assert_eq!(lines[1], "Your turn, Ann: round 1 of 13.", "{out}");
    assert!(out.contains("Roll 2 of 3"), "{out}");
    // M says when nothing can be heard.
    assert!(
        out.contains(
            "Sounds off.\nSounds on, but no sound server was found, so none can be heard."
        ),
        "{out}"
    );
}
