//! `sayzee serve` on 127.0.0.1 with a port it chooses, played by raw WebSocket clients: a table created, joined
//! and started; moves broadcast to everyone at the table, who keep a mirror of the game from the snapshot and
//! the events; every bad frame (garbage, binary, oversized, out of turn, another's seat, a spectator's) refused
//! with its error code and nothing changed; and the server killed mid-game and started again, its tables back
//! with the same game.

use crate::common;

use std::net::TcpStream;

use common::server::Server;
use sayzee::game::{Command, Event, GameState, MatchConfig, PlayerSpec, Skill};
use sayzee::net::protocol::{
    ClientMessage, ErrorCode, MAX_FRAME_BYTES, PROTOCOL_VERSION, ServerMessage, decode_server,
    encode,
};
use sayzee::rules::Preset;
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message as Frame, WebSocket};

/// A raw WebSocket client greeted as `name` (not greeted when the name is empty).
fn client(server: &Server, name: &str) -> Client {
    let (socket, _) = tungstenite::connect(format!("ws://{}", server.address)).expect("connects");
    let mut client = Client { socket };
    if !name.is_empty() {
        client.send(&ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: name.to_string(),
        });
        assert!(matches!(client.next(), ServerMessage::Welcome { .. }));
    }
    client
}

struct Client {
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
}

impl Client {
    fn send(&mut self, message: &ClientMessage) {
        self.socket.send(Frame::text(encode(message))).unwrap();
    }

    fn send_raw(&mut self, frame: Frame) {
        self.socket.send(frame).unwrap();
    }

    fn next(&mut self) -> ServerMessage {
        loop {
            match self.socket.read().expect("the server answers") {
                Frame::Text(text) => {
                    return decode_server(text.as_str()).expect("a server message");
                }
                Frame::Ping(_) | Frame::Pong(_) => {}
                other => panic!("unexpected frame {other:?}"),
            }
        }
    }

    /// The next error, past news of spectators coming and going.
    fn error(&mut self) -> ErrorCode {
        loop {
            match self.next() {
                ServerMessage::Error { code, .. } => return code,
                ServerMessage::SpectatorArrived { .. } | ServerMessage::SpectatorLeft { .. } => {}
                other => panic!("expected an error, got {other:?}"),
            }
        }
    }

    /// The next game events, applied to `mirror`.
    fn events(&mut self, mirror: &mut GameState) -> Vec<Event> {
        loop {
            match self.next() {
                ServerMessage::Events { events, .. } => {
                    for event in &events {
                        mirror.apply(event);
                    }
                    return events;
                }
                ServerMessage::SpectatorArrived { .. } | ServerMessage::SpectatorLeft { .. } => {}
                other => panic!("expected events, got {other:?}"),
            }
        }
    }
}

fn config() -> MatchConfig {
    MatchConfig::new(
        Preset::Yatzy,
        vec![
            PlayerSpec::human("Ann"),
            PlayerSpec::computer("Robo", Skill::Perfect),
        ],
    )
}

fn command(seat: usize, command: Command) -> ClientMessage {
    ClientMessage::Command { seat, command }
}

#[test]
fn a_table_plays_over_websocket_and_every_bad_frame_is_refused_leaving_it_unchanged() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), "127.0.0.1:0", &[]);
    let mut ann = client(&server, "Ann");
    let mut bo = client(&server, "");

    // Nothing before hello; then a wrong version is told the server's.
    bo.send(&ClientMessage::ListTables { page: 0 });
    assert_eq!(bo.error(), ErrorCode::NotHelloFirst);
    bo.send(&ClientMessage::Hello {
        version: PROTOCOL_VERSION + 1,
        name: "Bo".into(),
    });
    assert_eq!(
        bo.error(),
        ErrorCode::VersionMismatch {
            server_version: PROTOCOL_VERSION
        }
    );
    bo.send(&ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        name: "Bo".into(),
    });
    assert!(matches!(bo.next(), ServerMessage::Welcome { .. }));

    ann.send(&ClientMessage::CreateTable {
        private: false,
        password: None,
        table: "Friday".into(),
        config: config(),
        stand_in: sayzee::game::Skill::Good,
    });
    let ServerMessage::Seated {
        seats, snapshot, ..
    } = ann.next()
    else {
        panic!("not seated")
    };
    assert_eq!(seats.len(), 1);
    assert!(!snapshot.started);

    bo.send(&ClientMessage::JoinTable {
        password: None,
        table: "Friday".into(),
        names: vec!["Bo".into()],
    });
    let ServerMessage::Seated { seats, .. } = bo.next() else {
        panic!("Bo not seated")
    };
    assert_eq!(seats[0].seat, 2);
    assert!(matches!(
        ann.next(),
        ServerMessage::PersonJoined { seat: 2, ref name, .. } if name == "Bo"
    ));
    bo.send(&ClientMessage::Start);
    assert_eq!(bo.error(), ErrorCode::NotHost);
    ann.send(&ClientMessage::Start);
    let ServerMessage::Started { snapshot } = ann.next() else {
        panic!("not started")
    };
    assert!(matches!(bo.next(), ServerMessage::Started { .. }));
    let mut mirror = snapshot.state;

    // A spectator sees the table and cannot act.
    let mut cy = client(&server, "Cy");
    cy.send(&ClientMessage::Spectate {
        password: None,
        table: "Friday".into(),
        name: None,
    });
    assert!(matches!(cy.next(), ServerMessage::Watching { .. }));
    cy.send(&command(0, Command::Advance));
    assert_eq!(cy.error(), ErrorCode::NotYourSeat);

    // Garbage, binary, oversized, another's seat, out of turn: each refused, nothing played.
    bo.send_raw(Frame::text("not json"));
    assert_eq!(bo.error(), ErrorCode::Malformed);
    bo.send_raw(Frame::binary(vec![1, 2, 3]));
    assert_eq!(bo.error(), ErrorCode::Malformed);
    bo.send_raw(Frame::text("x".repeat(MAX_FRAME_BYTES + 10)));
    assert_eq!(
        bo.error(),
        ErrorCode::TooLarge {
            limit: MAX_FRAME_BYTES
        }
    );
    bo.send(&command(0, Command::Advance));
    assert_eq!(bo.error(), ErrorCode::NotYourSeat);
    bo.send(&command(2, Command::Advance));
    assert_eq!(bo.error(), ErrorCode::NotYourTurn);
    bo.send(&ClientMessage::Chat {
        text: "y".repeat(301),
    });
    assert_eq!(bo.error(), ErrorCode::ChatTooLong { limit: 300 });

    // Ann's roll reaches everyone; it is roll 1, so nothing refused was played.
    ann.send(&command(0, Command::Advance));
    let events = ann.events(&mut mirror);
    assert!(
        matches!(
            events[0],
            Event::Rolled {
                player: 0,
                roll: 1,
                ..
            }
        ),
        "{events:?}"
    );
    assert!(matches!(bo.next(), ServerMessage::Events { seat: 0, .. }));
    assert!(matches!(cy.next(), ServerMessage::Events { seat: 0, .. }));

    // Ann marks; the computer then plays its whole turn, every move sent to everyone.
    ann.send(&command(0, Command::Mark(sayzee::rules::Category::Chance)));
    ann.events(&mut mirror);
    while mirror.turn().is_some_and(|t| t.player == 1) {
        ann.events(&mut mirror);
    }
    assert_eq!(mirror.turn().map(|t| t.player), Some(2), "Bo's turn");
    let robo = &mirror.players()[1].sheets[0];
    assert_eq!(
        mirror
            .rules()
            .categories()
            .filter(|c| robo.points(*c).is_some())
            .count(),
        1,
        "the computer marked one box"
    );

    // Bo rolls and opens the chooser; walking it changes nothing saved, so the tables' database is not written.
    let file = sayzee::server::database_path(&data.path().join("server"));
    assert!(file.is_file(), "the tables' database");
    bo.send(&command(2, Command::Advance));
    bo.send(&command(2, Command::Advance));
    let mut bo_events = 0;
    while bo_events < 2 {
        if let ServerMessage::Events { seat: 2, .. } = bo.next() {
            bo_events += 1;
        }
    }
    let written = std::fs::metadata(&file).unwrap().modified().unwrap();
    bo.send(&command(2, Command::Cursor(sayzee::game::CursorMove::Next)));
    while !matches!(bo.next(), ServerMessage::Events { seat: 2, .. }) {}
    assert_eq!(
        std::fs::metadata(&file).unwrap().modified().unwrap(),
        written
    );

    // Chat reaches the table with the sender's name.
    bo.send(&ClientMessage::Chat {
        text: "nice\u{202e} roll".into(),
    });
    loop {
        if let ServerMessage::Chat { from, text, .. } = ann.next() {
            assert_eq!((from.as_str(), text.as_str()), ("Bo", "nice roll"));
            break;
        }
    }
}

#[test]
fn a_server_killed_mid_game_comes_back_with_its_tables_and_seats_are_taken_back_by_token() {
    let data = tempfile::tempdir().unwrap();
    let mut server = Server::start(data.path(), "127.0.0.1:0", &[]);
    let mut ann = client(&server, "Ann");
    ann.send(&ClientMessage::CreateTable {
        private: false,
        password: None,
        table: "Late night".into(),
        config: config(),
        stand_in: sayzee::game::Skill::Good,
    });
    let ServerMessage::Seated { seats, .. } = ann.next() else {
        panic!("not seated")
    };
    let token = seats[0].token.clone();
    ann.send(&ClientMessage::Start);
    let ServerMessage::Started { snapshot } = ann.next() else {
        panic!("not started")
    };
    let mut mirror = snapshot.state;
    ann.send(&command(0, Command::Advance));
    ann.events(&mut mirror);
    ann.send(&command(0, Command::Mark(sayzee::rules::Category::Chance)));
    ann.events(&mut mirror);
    while mirror.turn().is_some_and(|t| t.player == 1) {
        ann.events(&mut mirror);
    }
    ann.send(&command(0, Command::Advance));
    ann.events(&mut mirror);

    // SIGKILL: no chance to save anything more.
    server.kill();
    drop(ann);
    let server = Server::start(data.path(), "127.0.0.1:0", &[]);
    let mut ann = client(&server, "Ann");
    ann.send(&ClientMessage::Rejoin {
        token: "0123".into(),
    });
    assert_eq!(ann.error(), ErrorCode::BadToken);
    ann.send(&ClientMessage::Rejoin { token });
    let ServerMessage::Seated {
        table, snapshot, ..
    } = ann.next()
    else {
        panic!("not seated again")
    };
    assert_eq!(table, "Late night");
    assert!(snapshot.started);
    // The same game as the mirror kept from the events: sheets, turn and dice on the table.
    assert_eq!(
        serde_json::to_value(&snapshot.state).unwrap(),
        serde_json::to_value(&mirror).unwrap()
    );
    // With the turns Ann played before the kill, for her review: the first one marked, the second begun.
    let ServerMessage::History { seat: 0, turns } = ann.next() else {
        panic!("no history after the way back")
    };
    assert_eq!(
        turns.iter().map(|turn| turn.round).collect::<Vec<_>>(),
        [1, 2]
    );
    // And it plays on.
    ann.send(&command(0, Command::SelectAll));
    let events = ann.events(&mut mirror);
    assert!(!events.is_empty());
}

#[test]
fn a_listen_address_that_means_nothing_is_named_and_nothing_starts() {
    let home = tempfile::tempdir().unwrap();
    let output = common::run_in(home.path(), &["serve", "--listen", "kitchen:port"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        common::stderr(&output).contains("“kitchen:port” is not an address to listen on"),
        "{}",
        common::stderr(&output)
    );
}

#[test]
fn a_busy_port_and_an_address_of_another_machine_are_said_in_the_player_s_words() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let busy = common::run_in(
        root.path(),
        &["--lang", "fr", "serve", "--listen", &server.address],
    );
    assert_eq!(busy.status.code(), Some(2));
    assert_eq!(
        common::stderr(&busy),
        format!(
            "Erreur : Un autre programme utilise déjà {} : le serveur ne peut pas y démarrer. Arrêtez ce \
             programme, ou choisissez un autre port avec --listen.\n",
            server.address
        )
    );
    // 192.0.2.1 is kept for documentation: no machine has it.
    let elsewhere = common::run_in(
        root.path(),
        &["--lang", "de", "serve", "--listen", "192.0.2.1:7419"],
    );
    assert_eq!(elsewhere.status.code(), Some(2));
    let said = common::stderr(&elsewhere);
    assert!(
        said.contains("192.0.2.1:7419 ist keine Adresse dieses Rechners"),
        "{said}"
    );
    assert!(!said.contains("os error"), "{said}");
}

#[cfg(unix)]
#[test]
fn sigterm_stops_the_server_cleanly_and_says_so() {
    use nix::sys::signal::{Signal, kill};
    use nix::unistd::Pid;
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;

    let data = tempfile::tempdir().unwrap();
    let home = data.path().join("home");
    let mut child = common::sayzee_in(&home)
        .env("SAYZEE_DATA_DIR", data.path())
        .args(["serve", "--listen", "127.0.0.1:0"])
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut log = BufReader::new(child.stderr.take().unwrap());
    let mut first = String::new();
    log.read_line(&mut first).unwrap();
    assert!(
        first.starts_with("sayzee server listening on 127.0.0.1:"),
        "{first}"
    );
    kill(Pid::from_raw(child.id() as i32), Signal::SIGTERM).unwrap();
    let rest: Vec<String> = log.lines().map_while(Result::ok).collect();
    let status = child.wait().unwrap();
    assert!(status.success(), "{status}");
    assert_eq!(
        rest.last().map(String::as_str),
        Some("sayzee server stopping")
    );
}

#[cfg(unix)]
#[test]
fn a_stopping_server_tells_each_client_and_closes_its_connection_cleanly() {
    use nix::sys::signal::{Signal, kill};
    use nix::unistd::Pid;

    let data = tempfile::tempdir().unwrap();
    let mut server = Server::start(data.path(), "127.0.0.1:0", &[]);
    let mut ann = client(&server, "Ann");
    kill(Pid::from_raw(server.pid() as i32), Signal::SIGTERM).unwrap();
    assert!(matches!(ann.next(), ServerMessage::ServerStopping));
    // The WebSocket's own goodbye follows: the connection is closed, not cut.
    let closed = loop {
        match ann.socket.read() {
            Ok(Frame::Close(_)) => break true,
            Ok(Frame::Ping(_) | Frame::Pong(_)) => {}
            Ok(other) => panic!("unexpected frame {other:?}"),
            Err(_) => break false,
        }
    };
    assert!(closed, "a close frame before the end of the connection");
    let status = server.wait();
    assert!(status.success(), "{status}");
    let log = server.log();
    let stopping = log.iter().position(|line| line == "sayzee server stopping");
    let disconnected = log
        .iter()
        .position(|line| line.starts_with("connection ") && line.ends_with(" closed"));
    assert!(
        stopping.is_some() && disconnected > stopping,
        "the server waited for the connection to end: {log:#?}"
    );
}

#[test]
fn a_busy_page_port_is_said_with_the_flags_that_move_it() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let page = server.page.clone().unwrap();
    let taken = page.trim_start_matches("http://").trim_end_matches('/');
    let busy = common::run_in(
        root.path(),
        &[
            "--lang",
            "en",
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--web-listen",
            taken,
        ],
    );
    assert_eq!(busy.status.code(), Some(2));
    assert_eq!(
        common::stderr(&busy),
        format!(
            "Error: Another program already uses {taken}, where the page for browsers would be. Stop that \
             program, choose another port with --web-listen, or serve no page with --no-web.\n"
        )
    );
}
