//! One command's round trip through `sayzee serve` on loopback: a client sends a command for its seat and
//! waits for the events it causes, over and over; prints the median and the 90th percentile.
//!
//! `cargo build --release && cargo run --release --example net_round_trip -- [rounds]` (1000 by default). It
//! starts `target/release/sayzee serve` on a free port with throwaway directories.

use std::io::{BufRead, BufReader};
use std::process::{Command as Process, Stdio};
use std::time::Instant;

use sayzee::game::{Command, CursorMove, MatchConfig, PlayerSpec};
use sayzee::net::protocol::{
    ClientMessage, PROTOCOL_VERSION, ServerMessage, decode_server, encode,
};
use sayzee::rules::Preset;
use tungstenite::Message as Frame;

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(1000);
    let home = tempfile::tempdir().unwrap();
    let mut server = Process::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/target/release/sayzee"
    ))
    .args([
        "serve",
        "--listen",
        "127.0.0.1:0",
        "--pace-ms",
        "0",
        "--undo-window",
        "0",
    ])
    .env("SAYZEE_DATA_DIR", home.path().join("data"))
    .env("SAYZEE_CONFIG_DIR", home.path().join("config"))
    .env("SAYZEE_CACHE_DIR", home.path().join("cache"))
    .env("LANG", "C")
    .stderr(Stdio::piped())
    .spawn()
    .expect("build the release binary first: cargo build --release");
    let mut log = BufReader::new(server.stderr.take().unwrap());
    let mut first = String::new();
    log.read_line(&mut first).unwrap();
    let address = first.trim().rsplit(' ').next().unwrap().to_string();
    std::thread::spawn(move || for _ in log.lines() {});

    let (mut socket, _) = tungstenite::connect(format!("ws://{address}")).unwrap();
    let mut send = |message: &ClientMessage| socket.send(Frame::text(encode(message))).unwrap();
    // Hello, a table for one, started, a roll and the chooser opened: then the cursor moves to time.
    send(&ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        name: "Ann".into(),
    });
    send(&ClientMessage::CreateTable {
        private: false,
        password: None,
        table: "timing".into(),
        config: MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]),
        stand_in: sayzee::game::Skill::Good,
    });
    send(&ClientMessage::Start);
    send(&ClientMessage::Command {
        seat: 0,
        command: Command::Advance,
    });
    send(&ClientMessage::Command {
        seat: 0,
        command: Command::Advance,
    });
    let mut next = || loop {
        if let Frame::Text(text) = socket.read().unwrap() {
            return decode_server(text.as_str()).unwrap();
        }
    };
    // Welcome, seated, started, the roll's events, the chooser's events.
    for _ in 0..5 {
        next();
    }
    let mut times = Vec::with_capacity(rounds);
    for round in 0..rounds {
        let step = if round % 2 == 0 {
            CursorMove::Next
        } else {
            CursorMove::Previous
        };
        let sent = Instant::now();
        socket
            .send(Frame::text(encode(&ClientMessage::Command {
                seat: 0,
                command: Command::Cursor(step),
            })))
            .unwrap();
        loop {
            let Frame::Text(text) = socket.read().unwrap() else {
                continue;
            };
            match decode_server(text.as_str()).unwrap() {
                ServerMessage::Events { .. } => break,
                other => panic!("{other:?}"),
            }
        }
        times.push(sent.elapsed().as_secs_f64() * 1e6);
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{rounds} round trips: median {:.0} µs, 90th percentile {:.0} µs",
        times[rounds / 2],
        times[rounds * 9 / 10]
    );
    let _ = server.kill();
    let _ = server.wait();
}
