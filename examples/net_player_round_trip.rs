//! What a player at a network table waits for: from a line typed into `sayzee join` to the line it prints about
//! the result, through `sayzee serve` on loopback. The player opens the chooser and walks it with `down` over
//! and over, 50 ms apart (each step a command the server plays and sends back); prints the median and the 90th
//! percentile.
//!
//! `cargo build --release && cargo run --release --example net_player_round_trip -- [steps]` (200 by default).
//! It starts `target/release/sayzee serve` and `target/release/sayzee join` with throwaway directories.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command as Process, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const BINARY: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/target/release/sayzee");

fn main() {
    let steps: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    let home = tempfile::tempdir().unwrap();
    let sayzee = |dir: &str| {
        let mut process = Process::new(BINARY);
        process
            .env("SAYZEE_DATA_DIR", home.path().join(dir).join("data"))
            .env("SAYZEE_CONFIG_DIR", home.path().join(dir).join("config"))
            .env("SAYZEE_CACHE_DIR", home.path().join("cache"))
            .env("LANG", "C");
        process
    };
    let mut server = sayzee("server")
        .args([
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--pace-ms",
            "0",
            "--undo-window",
            "0",
        ])
        .stderr(Stdio::piped())
        .spawn()
        .expect("build the release binary first: cargo build --release");
    let mut log = BufReader::new(server.stderr.take().unwrap());
    let mut first = String::new();
    log.read_line(&mut first).unwrap();
    let address = first.trim().rsplit(' ').next().unwrap().to_string();
    std::thread::spawn(move || for _ in log.lines() {});

    let mut player = sayzee("player")
        .args([
            "--lang",
            "en-US",
            "join",
            &address,
            "--speech",
            "text",
            "--no-sound",
        ])
        .args([
            "--name", "Ann", "--create", "--table", "Bench", "--rules", "yatzy",
        ])
        .args(["--bot", "beginner", "--start"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = player.stdin.take().unwrap();
    let (heard, lines) = mpsc::channel::<(Instant, String)>();
    let output = player.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(output).lines().map_while(Result::ok) {
            let _ = heard.send((Instant::now(), line));
        }
    });
    let wait_for = |words: &str| loop {
        let (at, line) = lines
            .recv_timeout(Duration::from_secs(60))
            .unwrap_or_else(|_| panic!("never heard {words:?}"));
        if line.contains(words) {
            return at;
        }
    };
    // The time is taken before writing: the answer may be read before a busy machine returns from the write.
    let mut type_line = |line: &str| {
        let at = Instant::now();
        writeln!(input, "{line}").unwrap();
        input.flush().unwrap();
        at
    };
    wait_for("round 1 of 15");
    type_line("roll");
    wait_for("Roll 1 of 3");
    type_line("roll");
    wait_for("Choose a box.");
    wait_for(" of 15.");
    let mut samples = Vec::with_capacity(steps);
    for _ in 0..steps {
        // A pause between moves, as a person makes (the threads on both sides go idle, as they would), and
        // nothing left over: the next line heard is the answer to this one.
        std::thread::sleep(Duration::from_millis(50));
        while lines.try_recv().is_ok() {}
        let sent = type_line("down");
        let (heard, line) = lines
            .recv_timeout(Duration::from_secs(60))
            .expect("an answer");
        assert!(line.contains(" of 15."), "a cursor move, not {line:?}");
        samples.push(heard - sent);
    }
    drop(input);
    let _ = player.wait();
    let _ = server.kill();
    let _ = server.wait();
    samples.sort();
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q) as usize];
    println!(
        "typed line to spoken line through the server, {steps} cursor moves: median {:.2} ms, 90th percentile {:.2} ms",
        at(0.5).as_secs_f64() * 1e3,
        at(0.9).as_secs_f64() * 1e3
    );
}
