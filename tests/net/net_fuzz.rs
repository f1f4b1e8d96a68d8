//! `sayzee serve` against 100,000 hostile frames from strangers: random bytes, every message type mutated
//! (characters cut, added and swapped, fields of the wrong type, huge numbers, deep nesting), sent from three
//! connections watching three tables where a game is being played. Afterwards every table is exactly as it was,
//! and the server still answers.

use crate::common;

use std::net::TcpStream;
use std::time::Duration;

use common::server::Server;
use common::wire::{greet, next, next_such, send};
use rand::{Rng, RngExt, SeedableRng};
use sayzee::game::{Command, MatchConfig, PlayerSpec, Skill};
use sayzee::net::protocol::{ClientMessage, PROTOCOL_VERSION, ServerMessage, Snapshot, encode};
use sayzee::rules::{Face, Preset};

type Socket = tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>;

/// Frames sent in all, over the three connections.
const FRAMES: usize = 100_000;

fn client(address: &str, name: &str) -> Socket {
    let (mut socket, _) = tungstenite::connect(format!("ws://{address}")).unwrap();
    greet(&mut socket, name);
    socket
}

/// The table as a newcomer watching it sees it.
fn watched(address: &str, table: &str) -> Snapshot {
    let mut eye = client(address, "Eye");
    send(
        &mut eye,
        &ClientMessage::Spectate {
            password: None,
            table: table.into(),
            name: None,
        },
    );
    match next(&mut eye) {
        ServerMessage::Watching { snapshot, .. } => snapshot,
        other => panic!("{other:?}"),
    }
}

/// Every kind of message a client may send, well formed.
fn valid_messages(token: &str) -> Vec<String> {
    let config = MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Zed")]);
    [
        ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: "Zed".into(),
        },
        ClientMessage::ListTables { page: 0 },
        ClientMessage::CreateTable {
            private: false,
            password: None,
            table: "Table 0".into(),
            config,
            stand_in: Skill::Good,
        },
        ClientMessage::JoinTable {
            password: None,
            table: "Table 1".into(),
            names: vec!["Zed".into()],
        },
        ClientMessage::Spectate {
            password: None,
            table: "Table 2".into(),
            name: Some("Zed".into()),
        },
        ClientMessage::Rejoin {
            token: token.into(),
        },
        ClientMessage::Start,
        ClientMessage::PassHost { seat: 0 },
        ClientMessage::SeatToComputer { seat: 0 },
        ClientMessage::CloseTable,
        ClientMessage::TakeBack,
        ClientMessage::Command {
            seat: 0,
            command: Command::Advance,
        },
        ClientMessage::Command {
            seat: 1,
            command: Command::Reroll(vec![Face::new(3).unwrap(), Face::new(6).unwrap()]),
        },
        ClientMessage::Chat {
            text: "hello".into(),
        },
        ClientMessage::Leave,
    ]
    .iter()
    .map(encode)
    .collect()
}

/// One hostile frame: random bytes, or a well-formed message mutated.
fn hostile(rng: &mut impl Rng, valid: &[String]) -> tungstenite::Message {
    const ODD: [&str; 12] = [
        "18446744073709551616",
        "-1",
        "1e400",
        "null",
        "true",
        "\"\"",
        "[]",
        "{}",
        "\"\\ud800\"",
        "0.5",
        "\"type\"",
        "{\"type\":\"hello\"}",
    ];
    match rng.random_range(0..10) {
        0 => {
            let bytes: Vec<u8> = (0..rng.random_range(0..200))
                .map(|_| rng.random::<u8>())
                .collect();
            tungstenite::Message::binary(bytes)
        }
        1 => {
            let depth = rng.random_range(1..30_000);
            tungstenite::Message::text(format!("{}{}", "[".repeat(depth), "]".repeat(depth)))
        }
        _ => {
            let mut text: Vec<char> = valid[rng.random_range(0..valid.len())].chars().collect();
            for _ in 0..rng.random_range(1..4) {
                let at = rng.random_range(0..=text.len());
                match rng.random_range(0..4) {
                    0 if at < text.len() => {
                        text.remove(at);
                    }
                    1 => text.insert(at, char::from(rng.random_range(0x20u8..0x7f))),
                    2 => {
                        // A value replaced by another of any type.
                        if let Some(colon) =
                            text[at.min(text.len())..].iter().position(|&c| c == ':')
                        {
                            let from = at + colon + 1;
                            let to = text[from..]
                                .iter()
                                .position(|&c| c == ',' || c == '}')
                                .map_or(text.len(), |end| from + end);
                            let odd = ODD[rng.random_range(0..ODD.len())];
                            text.splice(from..to, odd.chars());
                        }
                    }
                    _ => {
                        if let Some(c) = char::from_u32(rng.random_range(0..0x11_0000)) {
                            text.insert(at, c);
                        }
                    }
                }
            }
            tungstenite::Message::text(text.into_iter().collect::<String>())
        }
    }
}

/// Reads whatever the server has answered, without waiting long, counting its answers; false once closed.
fn drain(socket: &mut Socket, answers: &mut usize) -> bool {
    loop {
        match socket.read() {
            Ok(tungstenite::Message::Text(_)) => *answers += 1,
            Ok(_) => {}
            Err(tungstenite::Error::Io(e))
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return true;
            }
            Err(_) => return false,
        }
    }
}

/// A stranger watching `table`, sending its share of hostile frames; it connects again whenever the server
/// closes its connection (as it does for a frame past the transport's limit or bytes that are not UTF-8).
fn stranger(
    address: String,
    table: String,
    frames: usize,
    seed: u64,
    token: String,
) -> (usize, usize) {
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
    let valid = valid_messages(&token);
    let (mut sent, mut answers) = (0, 0);
    while sent < frames {
        let mut socket = client(&address, "Stranger");
        send(
            &mut socket,
            &ClientMessage::Spectate {
                password: None,
                table: table.clone(),
                name: Some(format!("Stranger {seed}")),
            },
        );
        if let tungstenite::stream::MaybeTlsStream::Plain(stream) = socket.get_mut() {
            stream
                .set_read_timeout(Some(Duration::from_millis(5)))
                .unwrap();
        }
        'connection: while sent < frames {
            for _ in 0..50 {
                if socket.send(hostile(&mut rng, &valid)).is_err() {
                    break 'connection;
                }
                sent += 1;
            }
            if !drain(&mut socket, &mut answers) {
                break;
            }
        }
    }
    (sent, answers)
}

#[test]
fn a_hundred_thousand_hostile_frames_change_no_table() {
    let root = tempfile::tempdir().unwrap();
    // The frames are hostile in content; their rate is not what this test measures.
    let flags = ["--seed", "5", "--messages-per-second", "1000000"];
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &flags);
    let address = server.address.clone();
    let mut tokens = Vec::new();
    let mut players = Vec::new();
    for n in 0..3 {
        let mut ann = client(&address, "Ann");
        let config = MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Ann")]);
        send(
            &mut ann,
            &ClientMessage::CreateTable {
                private: false,
                password: None,
                table: format!("Table {n}"),
                config,
                stand_in: Skill::Good,
            },
        );
        let ServerMessage::Seated { seats, .. } = next(&mut ann) else {
            panic!("not seated")
        };
        tokens.push(seats[0].token.clone());
        send(&mut ann, &ClientMessage::Start);
        next_such(&mut ann, |m| matches!(m, ServerMessage::Started { .. }));
        send(
            &mut ann,
            &ClientMessage::Command {
                seat: 0,
                command: Command::Advance,
            },
        );
        next_such(&mut ann, |m| matches!(m, ServerMessage::Events { .. }));
        players.push(ann);
    }
    let before: Vec<Snapshot> = (0..3)
        .map(|n| watched(&address, &format!("Table {n}")))
        .collect();

    // A stranger may guess a real token's shape, never its value: each gets one that is not.
    let strangers: Vec<_> = (0..3)
        .map(|n| {
            let address = address.clone();
            let token: String = tokens[n].expose().chars().rev().collect();
            std::thread::spawn(move || {
                stranger(
                    address,
                    format!("Table {n}"),
                    FRAMES / 3 + 1,
                    n as u64,
                    token,
                )
            })
        })
        .collect();
    let (sent, answers) = strangers
        .into_iter()
        .map(|s| s.join().unwrap())
        .fold((0, 0), |(s, a), (sent, answers)| (s + sent, a + answers));
    assert!(sent >= FRAMES, "{sent} frames");
    // Nearly every frame is read and answered (with an error, mostly), not lost to a closed connection.
    assert!(
        answers * 10 >= sent * 9,
        "{answers} answers to {sent} frames"
    );

    let after: Vec<Snapshot> = (0..3)
        .map(|n| watched(&address, &format!("Table {n}")))
        .collect();
    for (n, (before, after)) in before.iter().zip(&after).enumerate() {
        assert_eq!(before.state, after.state, "table {n} changed");
        assert_eq!(
            before.seats.len(),
            after.seats.len(),
            "table {n}'s seats changed"
        );
    }
    // The players are still at their tables and play on.
    for ann in &mut players {
        send(
            ann,
            &ClientMessage::Command {
                seat: 0,
                command: Command::Advance,
            },
        );
        let answer = next_such(ann, |m| {
            matches!(
                m,
                ServerMessage::Events { .. } | ServerMessage::Error { .. }
            )
        });
        assert!(matches!(answer, ServerMessage::Events { .. }), "{answer:?}");
    }
}
