//! `sayzee serve`'s bounds, as strangers meet them: past the connections it takes in all or from one address, a
//! client is told the server is full (and `sayzee join` says so); past the tables it takes in all or made by one
//! connection, a new table is refused with the limit. Closing a connection makes room again. Behind a trusted
//! proxy, each player counts under the address `X-Forwarded-For` gives; from anyone else the header is ignored.

use crate::common;

use std::net::{SocketAddr, TcpStream};

use common::net::{Player, home};
use common::server::Server;
use common::wire::{create_table, next, send};
use sayzee::net::protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage};
use sayzee::rules::Preset;

type Socket = tungstenite::WebSocket<TcpStream>;

/// A client from the loopback address `from` (127.0.0.x): what the server answers its hello.
fn hello_from(address: &str, from: [u8; 4]) -> (Socket, ServerMessage) {
    let target: SocketAddr = address.parse().unwrap();
    let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
    socket.bind(&SocketAddr::from((from, 0)).into()).unwrap();
    socket.connect(&target.into()).unwrap();
    let (mut socket, _) =
        tungstenite::client(format!("ws://{address}"), TcpStream::from(socket)).unwrap();
    send(
        &mut socket,
        &ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: "Ann".into(),
        },
    );
    let answer = next(&mut socket);
    (socket, answer)
}

#[cfg(target_os = "linux")]
fn full() -> ServerMessage {
    ServerMessage::Error {
        code: ErrorCode::ServerFull,
        detail: None,
    }
}

fn make_table(socket: &mut Socket, name: &str) -> ServerMessage {
    create_table(socket, name, Preset::Yatzy, "Ann");
    next(socket)
}

// Other loopback addresses than 127.0.0.1 answer on Linux only.
#[cfg(target_os = "linux")]
#[test]
fn connections_past_the_bounds_in_all_and_from_one_address_are_told_the_server_is_full() {
    let root = tempfile::tempdir().unwrap();
    let bounds = ["--max-connections", "3", "--max-per-address", "2"];
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &bounds);
    let (first, welcome) = hello_from(&server.address, [127, 0, 0, 1]);
    assert!(matches!(welcome, ServerMessage::Welcome { .. }));
    let (_second, welcome) = hello_from(&server.address, [127, 0, 0, 1]);
    assert!(matches!(welcome, ServerMessage::Welcome { .. }));
    assert_eq!(
        hello_from(&server.address, [127, 0, 0, 1]).1,
        full(),
        "a third from one address"
    );
    let (_third, welcome) = hello_from(&server.address, [127, 0, 0, 2]);
    assert!(matches!(welcome, ServerMessage::Welcome { .. }));
    assert_eq!(
        hello_from(&server.address, [127, 0, 0, 3]).1,
        full(),
        "a fourth in all"
    );
    assert!(server.logged("turned away"));

    // A player hears why, in their language.
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "fr",
        &server.address,
        &["--name", "Bo"],
    );
    bo.hear("Le serveur est plein");

    // One leaves, and there is room again.
    drop(first);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let (_, answer) = hello_from(&server.address, [127, 0, 0, 4]);
        if matches!(answer, ServerMessage::Welcome { .. }) {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no room after a connection closed"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
}

// Other loopback addresses than 127.0.0.1 answer on Linux only.
#[cfg(target_os = "linux")]
#[test]
fn tables_past_the_bounds_in_all_and_from_one_address_are_refused_with_the_limit() {
    let root = tempfile::tempdir().unwrap();
    let bounds = ["--max-tables", "2", "--max-tables-per-address", "1"];
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &bounds);
    let (mut ann, _) = hello_from(&server.address, [127, 0, 0, 1]);
    assert!(matches!(
        make_table(&mut ann, "One"),
        ServerMessage::Seated { .. }
    ));
    let too_many = |limit| ServerMessage::Error {
        code: ErrorCode::TooManyTables { limit },
        detail: None,
    };
    // A second connection from the same address counts against the same bound: reconnecting buys nothing.
    let (mut bo, _) = hello_from(&server.address, [127, 0, 0, 1]);
    assert_eq!(make_table(&mut bo, "Two"), too_many(1));
    drop(ann);
    let (mut ann_again, _) = hello_from(&server.address, [127, 0, 0, 1]);
    assert_eq!(
        make_table(&mut ann_again, "Two"),
        too_many(1),
        "her table waits for her, and still counts"
    );
    let (mut cy, _) = hello_from(&server.address, [127, 0, 0, 2]);
    assert!(matches!(
        make_table(&mut cy, "Two"),
        ServerMessage::Seated { .. }
    ));
    let (mut dee, _) = hello_from(&server.address, [127, 0, 0, 3]);
    assert_eq!(make_table(&mut dee, "Three"), too_many(2));
}

#[test]
fn a_table_left_by_its_only_person_before_the_start_closes_and_its_name_is_free_again() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let (mut maker, _) = hello_from(&server.address, [127, 0, 0, 1]);
    assert!(matches!(
        make_table(&mut maker, "Trap"),
        ServerMessage::Seated { .. }
    ));
    send(&mut maker, &ClientMessage::Leave);
    // A connection's messages are handled in order, so the answer to a list
    // means the leaving is done; without it Zed could arrive first and sit.
    send(&mut maker, &ClientMessage::ListTables { page: 0 });
    loop {
        if let ServerMessage::Tables { .. } = next(&mut maker) {
            break;
        }
    }
    let (mut zed, _) = hello_from(&server.address, [127, 0, 0, 1]);
    send(
        &mut zed,
        &ClientMessage::JoinTable {
            password: None,
            table: "Trap".into(),
            names: vec!["Zed".into()],
        },
    );
    assert_eq!(
        next(&mut zed),
        ServerMessage::Error {
            code: ErrorCode::NoSuchTable,
            detail: None
        },
        "nobody sits at a table nobody can start"
    );
    // The name is free once its file is put aside.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        match make_table(&mut zed, "Trap") {
            ServerMessage::Seated { snapshot, .. } => {
                let names: Vec<String> = snapshot
                    .state
                    .config()
                    .players
                    .iter()
                    .map(|p| p.name.to_string())
                    .collect();
                assert_eq!(names, ["Ann"], "the new table shows its own maker only");
                break;
            }
            other => {
                assert!(std::time::Instant::now() < deadline, "{other:?}");
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
        }
    }
}

#[test]
fn the_list_of_tables_comes_in_pages_and_join_finds_a_table_on_the_last() {
    let root = tempfile::tempdir().unwrap();
    let bounds = [
        "--max-tables-per-address",
        "100",
        "--new-tables-per-minute",
        "100",
        "--messages-per-second",
        "1000",
    ];
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &bounds);
    // Each table made by a connection that is then lost: its seat waits for its person, so the table stays.
    for n in 0..45 {
        let (mut maker, _) = hello_from(&server.address, [127, 0, 0, 1]);
        let made = make_table(&mut maker, &format!("T{n:02}"));
        assert!(matches!(made, ServerMessage::Seated { .. }), "{made:?}");
    }
    let (mut ann, _) = hello_from(&server.address, [127, 0, 0, 1]);
    let mut names = Vec::new();
    for page in 0..3 {
        send(&mut ann, &ClientMessage::ListTables { page });
        let ServerMessage::Tables { list, pages, .. } = next(&mut ann) else {
            panic!("no list")
        };
        assert_eq!(pages, 3);
        assert_eq!(list.len(), [20, 20, 5][page]);
        names.extend(list.into_iter().map(|t| t.name));
    }
    let expected: Vec<String> = (0..45).map(|n| format!("T{n:02}")).collect();
    assert_eq!(names, expected);

    // Bo's menu has every page of the server's, and reads them ten tables at a time: "more" says the next ten,
    // the numbers go on, and the last table is taken by its number.
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "en-US",
        &server.address,
        &["--name", "Bo"],
    );
    for shown in [10, 20, 30, 40] {
        bo.hear(&format!(
            "That was {shown} of 45. Type more for the next ones"
        ));
        bo.type_line("more");
    }
    bo.hear("“T44”");
    bo.hear("0: make a new table.");
    let offered = bo.transcript();
    assert!(
        offered.iter().any(|l| l.starts_with("11: “T10”")),
        "the numbers go on from page to page: {offered:#?}"
    );
    let line = offered
        .iter()
        .find(|line| line.contains(": “T44”: "))
        .expect("T44 offered to join");
    let before = &line[..line.find(": “T44”: ").unwrap()];
    let digits = before.len()
        - before
            .chars()
            .rev()
            .take_while(char::is_ascii_digit)
            .count();
    let number = &before[digits..];
    assert_eq!(number, "45");
    bo.type_line(number);
    bo.hear("You are at table “T44”.");
}

/// A client that says it is forwarded for `player` (an `X-Forwarded-For` header, as a proxy sends), named
/// `name`: what the server answers its hello.
fn hello_forwarded_for(address: &str, player: &str, name: &str) -> (Socket, ServerMessage) {
    use tungstenite::client::IntoClientRequest;
    let mut request = format!("ws://{address}").into_client_request().unwrap();
    // What a client sent before the proxy's own word comes first: only the last address counts.
    let header = format!("203.0.113.99, {player}");
    request
        .headers_mut()
        .insert("X-Forwarded-For", header.parse().unwrap());
    let stream = TcpStream::connect(address).unwrap();
    let (mut socket, _) = tungstenite::client(request, stream).unwrap();
    send(
        &mut socket,
        &ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: name.into(),
        },
    );
    let answer = next(&mut socket);
    (socket, answer)
}

#[test]
fn x_forwarded_for_counts_only_from_a_trusted_proxy() {
    let root = tempfile::tempdir().unwrap();
    let one_each = ["--max-per-address", "1"];
    let server = Server::start(&root.path().join("open"), "127.0.0.1:0", &one_each);
    // Nobody trusted: the header is ignored, and two connections from here are two from one address.
    let (_ann, answer) = hello_forwarded_for(&server.address, "192.0.2.1", "Ann");
    assert!(
        matches!(answer, ServerMessage::Welcome { .. }),
        "{answer:?}"
    );
    let (_bo, answer) = hello_forwarded_for(&server.address, "192.0.2.2", "Bo");
    assert_eq!(
        answer,
        ServerMessage::Error {
            code: ErrorCode::ServerFull,
            detail: None
        }
    );
    drop(server);
    // Behind a proxy on this machine: each player counts under their own address.
    let proxied = ["--max-per-address", "1", "--trusted-proxy", "127.0.0.1"];
    let server = Server::start(&root.path().join("proxied"), "127.0.0.1:0", &proxied);
    let (_ann, answer) = hello_forwarded_for(&server.address, "192.0.2.1", "Ann");
    assert!(
        matches!(answer, ServerMessage::Welcome { .. }),
        "{answer:?}"
    );
    let (_bo, answer) = hello_forwarded_for(&server.address, "192.0.2.2", "Bo");
    assert!(
        matches!(answer, ServerMessage::Welcome { .. }),
        "{answer:?}"
    );
    let (_again, answer) = hello_forwarded_for(&server.address, "192.0.2.1", "Cy");
    assert_eq!(
        answer,
        ServerMessage::Error {
            code: ErrorCode::ServerFull,
            detail: None
        },
        "Ann's address has its one connection"
    );
    assert!(
        server.logged("192.0.2.2"),
        "the log names the player's address, not the proxy's: {:#?}",
        server.log()
    );
}

/// What the server answers a hello from here, `count` times, the connections kept open.
fn hellos_from_here(address: &str, count: usize) -> Vec<(Socket, ServerMessage)> {
    (0..count)
        .map(|_| hello_from(address, [127, 0, 0, 1]))
        .collect()
}

#[test]
fn a_settings_file_stands_for_flags_and_a_flag_typed_wins_over_it() {
    let root = tempfile::tempdir().unwrap();
    let config = root.path().join("serve.toml");
    std::fs::write(
        &config,
        "# One connection an address, one spectator a table.\nmax-per-address = 1\nmax-spectators = 1\n",
    )
    .unwrap();
    let from_file = ["--config", config.to_str().unwrap()];
    let server = Server::start(&root.path().join("file"), "127.0.0.1:0", &from_file);
    let answers = hellos_from_here(&server.address, 2);
    assert!(matches!(answers[0].1, ServerMessage::Welcome { .. }));
    assert_eq!(
        answers[1].1,
        ServerMessage::Error {
            code: ErrorCode::ServerFull,
            detail: None
        },
        "the file's bound holds"
    );
    drop(answers);
    drop(server);
    let typed = [
        "--config",
        config.to_str().unwrap(),
        "--max-per-address",
        "2",
    ];
    let server = Server::start(&root.path().join("typed"), "127.0.0.1:0", &typed);
    let answers = hellos_from_here(&server.address, 3);
    assert!(
        matches!(answers[1].1, ServerMessage::Welcome { .. }),
        "the typed flag wins"
    );
    assert!(matches!(
        answers[2].1,
        ServerMessage::Error {
            code: ErrorCode::ServerFull,
            ..
        }
    ));
}

#[test]
fn a_settings_file_gives_the_programs_own_flags_too_where_the_data_lives_and_the_logs_language() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("from-the-file");
    let config = root.path().join("serve.toml");
    std::fs::write(
        &config,
        format!("data-dir = {:?}\nlang = \"de\"\n", data.to_str().unwrap()),
    )
    .unwrap();
    let from_file = ["--config", config.to_str().unwrap()];
    let server = Server::start(&root.path().join("env"), "127.0.0.1:0", &from_file);
    assert!(
        data.join("server").join("tables.redb").is_file(),
        "the tables are kept where the file says"
    );
    assert!(
        server.logged("die Seite für Browser ist unter"),
        "the log is in the file's language: {:#?}",
        server.log()
    );
}

#[test]
fn a_settings_file_that_cannot_serve_says_which_key_and_why_in_the_operators_language() {
    let root = tempfile::tempdir().unwrap();
    let serve = |lang: &str, text: &str| {
        let config = root.path().join("serve.toml");
        std::fs::write(&config, text).unwrap();
        let mut command = common::sayzee_in(&home(root.path(), "operator"));
        command.args([
            "--lang",
            lang,
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--config",
            config.to_str().unwrap(),
        ]);
        let (out, err, code) = common::typed_text(command, "");
        (format!("{out}{err}"), code)
    };
    let (said, code) = serve("en-US", "max-spectator = 5\n");
    assert!(
        said.contains("has “max-spectator”, which is not a flag of sayzee serve"),
        "{said}"
    );
    assert_eq!(code, Some(2));
    let (said, _) = serve("de", "print-address = \"ja\"\n");
    assert!(
        said.contains("hat „print-address“ einen Wert der falschen Art"),
        "{said}"
    );
    let (said, code) = serve("en-US", "listen = [\n");
    assert!(
        said.contains("The server’s settings file") && said.contains("cannot be used"),
        "{said}"
    );
    assert_eq!(code, Some(2));
    // A value the flag refuses is said as the flag's own refusal.
    let (said, _) = serve("en-US", "max-spectators = \"many\"\n");
    assert!(said.contains("“many”"), "{said}");
}
