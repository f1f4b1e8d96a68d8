//! `sayzee serve` against clients that stall and a process out of files: a connection that never finishes its
//! WebSocket handshake is closed on time, and so is a peer that stops answering pings, and when the system has no file left for a new connection the server
//! says so once, rests instead of spinning, and lets players in again once files are free; a table whose name
//! is 160 bytes of UTF-8 is saved and comes back after a restart.

use crate::common;

use std::io::Read;
use std::net::TcpStream;
use std::time::{Duration, Instant};

use common::server::Server;
use common::wire::{next_such, send};
use sayzee::game::{MatchConfig, PlayerSpec, Skill};
use sayzee::net::protocol::{
    ClientMessage, PROTOCOL_VERSION, ServerMessage, decode_server, encode,
};
use sayzee::rules::Preset;

/// Longer than the server's handshake deadline (10 s), with room for a slow machine.
const PATIENCE: Duration = Duration::from_secs(40);

/// Whether the server has closed `stream` (a read returns end of file or an error) within [`PATIENCE`].
fn closed_by_server(stream: &mut TcpStream) -> bool {
    stream
        .set_read_timeout(Some(Duration::from_millis(500)))
        .unwrap();
    let deadline = Instant::now() + PATIENCE;
    let mut byte = [0u8; 1];
    while Instant::now() < deadline {
        match stream.read(&mut byte) {
            Ok(0) => return true,
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {}
            Err(_) => return true,
        }
    }
    false
}

/// A WebSocket client that greets the server and hears its welcome.
fn greeted(address: &str) -> bool {
    let Ok((mut socket, _)) = tungstenite::connect(format!("ws://{address}")) else {
        return false;
    };
    let hello = encode(&ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        name: "Ann".into(),
    });
    socket.send(tungstenite::Message::text(hello)).is_ok() && socket.read().is_ok()
}

#[test]
fn a_connection_that_never_finishes_its_handshake_is_closed() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let mut silent = TcpStream::connect(&server.address).unwrap();
    // Half a handshake: a request line and no end.
    let mut half = TcpStream::connect(&server.address).unwrap();
    std::io::Write::write_all(&mut half, b"GET / HTTP/1.1\r\nHost: x\r\n").unwrap();
    assert!(closed_by_server(&mut silent), "a silent connection is held");
    assert!(closed_by_server(&mut half), "half a handshake is held");
    assert!(greeted(&server.address));
}

/// The TCP stream under a plain (not TLS) WebSocket.
fn plain(
    socket: &mut tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>,
) -> &mut TcpStream {
    match socket.get_mut() {
        tungstenite::stream::MaybeTlsStream::Plain(stream) => stream,
        _ => unreachable!("the tests connect without TLS"),
    }
}

#[test]
fn a_peer_that_stops_answering_is_closed_after_three_pings_and_one_that_reads_stays() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(
        &root.path().join("server"),
        "127.0.0.1:0",
        &["--ping-every", "0.5"],
    );
    // Both greet; the dead one then reads nothing, so it never answers a ping.
    let (mut dead, _) = tungstenite::connect(format!("ws://{}", server.address)).unwrap();
    let (mut alive, _) = tungstenite::connect(format!("ws://{}", server.address)).unwrap();
    for socket in [&mut dead, &mut alive] {
        send(
            socket,
            &ClientMessage::Hello {
                version: PROTOCOL_VERSION,
                name: "Ann".into(),
            },
        );
    }
    let started = Instant::now();
    let silent = |server: &Server| {
        server
            .log()
            .iter()
            .filter(|l| l.contains("answered nothing for three pings"))
            .count()
    };
    // The live one reads (and so answers each ping) for four seconds.
    plain(&mut alive)
        .set_read_timeout(Some(Duration::from_millis(100)))
        .unwrap();
    while started.elapsed() < Duration::from_secs(4) {
        let _ = alive.read();
    }
    assert_eq!(silent(&server), 1, "{:#?}", server.log());
    let closed = server.log().iter().any(|l| l.ends_with("closed"));
    assert!(closed, "{:#?}", server.log());
    send(&mut alive, &ClientMessage::ListTables { page: 0 });
    plain(&mut alive).set_read_timeout(None).unwrap();
    let answer = loop {
        if let tungstenite::Message::Text(text) = alive.read().unwrap() {
            break decode_server(text.as_str()).unwrap();
        }
    };
    assert!(matches!(answer, ServerMessage::Tables { .. }), "{answer:?}");
}

#[cfg(unix)]
#[test]
fn out_of_files_the_server_says_so_once_rests_and_lets_players_in_again() {
    let root = tempfile::tempdir().unwrap();
    // Room for the server's own files and a few connections only.
    let server = Server::start_with_files(&root.path().join("server"), "127.0.0.1:0", &[], 48);
    let mut stalled: Vec<TcpStream> = (0..80)
        .filter_map(|_| TcpStream::connect(&server.address).ok())
        .collect();
    let refused = |server: &Server| {
        server
            .log()
            .iter()
            .filter(|line| line.starts_with("the system refused a new connection"))
            .count()
    };
    assert!(
        common::line_game::wait_for(|| refused(&server) > 0),
        "{:#?}",
        server.log()
    );
    let turned_away = |server: &Server| {
        let log = server.log();
        let since = log
            .iter()
            .position(|line| line.starts_with("the system refused"));
        log.iter()
            .skip(since.map_or(log.len(), |first| first + 1))
            .filter(|line| {
                line.ends_with("turned away: the server has as many connections as it takes")
            })
            .count()
    };
    // A few of those turned away give up: their files come free, the next waiting connections are taken only to
    // be turned away, and the system is out of files again. That is the same spell of refusals.
    stalled.drain(1..5);
    assert!(
        common::line_game::wait_for(|| turned_away(&server) > 0),
        "{:#?}",
        server.log()
    );
    // The refusals keep coming while the connections wait; the log says it once.
    std::thread::sleep(Duration::from_secs(2));
    assert_eq!(refused(&server), 1, "{:#?}", server.log());
    // Resting, not spinning: in those 2 s of refusals the server used a fraction of one core.
    let stat = std::fs::read_to_string(format!("/proc/{}/stat", server.pid())).unwrap();
    let fields: Vec<&str> = stat.rsplit_once(") ").unwrap().1.split(' ').collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    assert!(
        ticks < 100,
        "{ticks} clock ticks of CPU: the accept loop spins"
    );
    // Once the stalled connections are gone (their handshake deadline, or their end), players get in.
    stalled.clear();
    let deadline = Instant::now() + PATIENCE;
    while !greeted(&server.address) {
        assert!(Instant::now() < deadline, "locked out");
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// A client greeted by the server.
fn client(address: &str) -> tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>> {
    let (mut socket, _) = tungstenite::connect(format!("ws://{address}")).unwrap();
    send(
        &mut socket,
        &ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: "Ann".into(),
        },
    );
    let _welcome = socket.read().unwrap();
    socket
}

#[test]
fn a_table_with_the_longest_name_in_four_byte_characters_is_saved_and_comes_back() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("server");
    let name: String = "🎲".repeat(40);
    let mut server = Server::start(&data, "127.0.0.1:0", &[]);
    let mut ann = client(&server.address);
    let config = MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Ann")]);
    send(
        &mut ann,
        &ClientMessage::CreateTable {
            private: false,
            password: None,
            table: name.clone(),
            config,
            stand_in: Skill::Good,
        },
    );
    let seated = decode_server(ann.read().unwrap().to_text().unwrap()).unwrap();
    assert!(matches!(seated, ServerMessage::Seated { .. }), "{seated:?}");
    assert!(
        !server
            .log()
            .iter()
            .any(|l| l.contains("could not be saved")),
        "{:#?}",
        server.log()
    );
    server.kill();
    let server = Server::start(&data, "127.0.0.1:0", &[]);
    let mut bo = client(&server.address);
    send(&mut bo, &ClientMessage::ListTables { page: 0 });
    let ServerMessage::Tables { list: tables, .. } =
        decode_server(bo.read().unwrap().to_text().unwrap()).unwrap()
    else {
        panic!("no table list")
    };
    assert_eq!(
        tables.iter().map(|t| t.name.clone()).collect::<Vec<_>>(),
        [name]
    );
}

#[test]
fn seats_taken_back_from_another_window_leave_the_old_connection_told_and_at_no_table() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let mut here = client(&server.address);
    let config = MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Ann")]);
    send(
        &mut here,
        &ClientMessage::CreateTable {
            private: false,
            password: None,
            table: "Two windows".into(),
            config,
            stand_in: Skill::Good,
        },
    );
    let ServerMessage::Seated { seats, .. } =
        next_such(&mut here, |m| matches!(m, ServerMessage::Seated { .. }))
    else {
        unreachable!()
    };
    let mut there = client(&server.address);
    send(
        &mut there,
        &ClientMessage::Rejoin {
            token: seats[0].token.clone(),
        },
    );
    assert!(matches!(
        next_such(&mut there, |m| matches!(
            m,
            ServerMessage::Seated { .. } | ServerMessage::Error { .. }
        )),
        ServerMessage::Seated { .. }
    ));
    let told = next_such(&mut here, |m| {
        !matches!(m, ServerMessage::SpectatorArrived { .. })
    });
    assert_eq!(told, ServerMessage::SeatsTakenElsewhere);
    // The old connection is at no table: what it asks of one is refused.
    send(&mut here, &ClientMessage::Start);
    let refused = next_such(&mut here, |m| matches!(m, ServerMessage::Error { .. }));
    assert!(
        matches!(
            refused,
            ServerMessage::Error {
                code: sayzee::net::protocol::ErrorCode::NotAtTable,
                ..
            }
        ),
        "{refused:?}"
    );
}

#[test]
fn table_files_of_an_older_server_are_taken_in_at_the_start_and_moved_aside() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("server");
    let mut server = Server::start(&data, "127.0.0.1:0", &[]);
    let mut ann = client(&server.address);
    let config = MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Ann")]);
    send(
        &mut ann,
        &ClientMessage::CreateTable {
            private: false,
            password: None,
            table: "Old times".into(),
            config,
            stand_in: Skill::Good,
        },
    );
    next_such(&mut ann, |m| matches!(m, ServerMessage::Seated { .. }));
    // Closing the table writes its last state in the one-file-per-table form older servers kept.
    send(&mut ann, &ClientMessage::CloseTable);
    next_such(&mut ann, |m| matches!(m, ServerMessage::TableClosed { .. }));
    // The file is written off the lobby's lock, just after the closing is announced: a temporary file first
    // (`.sayzee-….tmp`), renamed to its own name once whole.
    let tables = data.join("server/tables");
    let deadline = Instant::now() + Duration::from_secs(10);
    let closed = loop {
        let file = std::fs::read_dir(tables.join("closed"))
            .ok()
            .and_then(|files| {
                files
                    .filter_map(Result::ok)
                    .map(|e| e.path())
                    .find(|path| path.extension().is_some_and(|ext| ext == "json"))
            });
        if let Some(file) = file {
            break file;
        }
        assert!(Instant::now() < deadline, "the closed table's file");
        std::thread::sleep(Duration::from_millis(20));
    };
    server.kill();
    std::fs::rename(&closed, tables.join("table-old.json")).unwrap();

    let server = Server::start(&data, "127.0.0.1:0", &[]);
    let mut bo = client(&server.address);
    send(&mut bo, &ClientMessage::ListTables { page: 0 });
    let ServerMessage::Tables { list, .. } =
        next_such(&mut bo, |m| matches!(m, ServerMessage::Tables { .. }))
    else {
        unreachable!()
    };
    let names: Vec<String> = list.into_iter().map(|t| t.name).collect();
    assert_eq!(names, ["Old times"]);
    assert!(tables.join("imported/table-old.json").is_file());
    assert!(!tables.join("table-old.json").exists());
}
