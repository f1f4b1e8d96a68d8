//! `sayzee serve` against the third siege's strangers: a client that pings and never reads, one that never says
//! hello, a chat flood, a crowd of watchers, impostors under look-alike names and blank ones, look-alike table
//! names, a stranger guessing seat tokens, a process with few files, closed tables' files and the permissions of every file holding a token.
//! Each bound's refusal is what the player is told.

use crate::common;

use std::net::TcpStream;
use std::time::{Duration, Instant};

use common::server::Server;
#[cfg(target_os = "linux")]
use common::wire::greeted_from;
use common::wire::{create_table, greet, next, send};
use sayzee::game::{MatchConfig, PlayerSpec, Skill};
use sayzee::net::protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage};
use sayzee::rules::Preset;

type Socket = tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>;

fn connect(address: &str) -> Socket {
    tungstenite::connect(format!("ws://{address}")).unwrap().0
}

/// A client greeted as `name`.
fn greeted(address: &str, name: &str) -> Socket {
    let mut socket = connect(address);
    greet(&mut socket, name);
    socket
}

fn error(code: ErrorCode) -> ServerMessage {
    ServerMessage::Error { code, detail: None }
}

/// `socket` makes table `table` with one person, `person`.
fn make_table(socket: &mut Socket, table: &str, person: &str) -> ServerMessage {
    create_table(socket, table, Preset::Yatzy, person);
    next(socket)
}

fn watch(socket: &mut Socket, table: &str, name: &str) -> ServerMessage {
    send(
        socket,
        &ClientMessage::Spectate {
            password: None,
            table: table.into(),
            name: Some(name.into()),
        },
    );
    next(socket)
}

/// The server's resident memory in KiB, from /proc.
#[cfg(target_os = "linux")]
fn resident_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[cfg(target_os = "linux")]
#[test]
fn a_client_that_pings_and_never_reads_costs_little_and_is_closed() {
    use std::io::Write;
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let before = resident_kib(server.pid());
    let mut flood = TcpStream::connect(&server.address).unwrap();
    flood
        .write_all(
            format!(
                "GET / HTTP/1.1\r\nHost: {}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
                 Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
                server.address
            )
            .as_bytes(),
        )
        .unwrap();
    // 125-byte masked pings, written as fast as the socket takes them, never a byte read back.
    let mut ping = vec![0x89, 0x80 | 125, 1, 2, 3, 4];
    ping.extend((0..125u8).map(|i| i ^ [1, 2, 3, 4][usize::from(i) % 4]));
    let burst: Vec<u8> = ping
        .iter()
        .copied()
        .cycle()
        .take(ping.len() * 1000)
        .collect();
    flood
        .set_write_timeout(Some(Duration::from_millis(200)))
        .unwrap();
    let started = Instant::now();
    let mut closed = false;
    while started.elapsed() < Duration::from_secs(20) {
        if flood.write_all(&burst).is_err() {
            closed = true;
            break;
        }
    }
    let after = resident_kib(server.pid());
    assert!(closed, "a client flooding pings is closed");
    assert!(
        after < before + 32 * 1024,
        "the pongs it never read are not kept: {before} KiB, then {after} KiB"
    );
    // Others are greeted at once: from another address, which the flood's bucket does not hold back.
    greeted_from(&server.address, "Bea", [127, 0, 0, 2]);
}

#[test]
fn a_connection_that_answers_pings_but_never_says_hello_is_closed() {
    let root = tempfile::tempdir().unwrap();
    let flags = ["--ping-every", "0.5"];
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &flags);
    let mut mute = connect(&server.address);
    let started = Instant::now();
    // It reads, so it answers every ping, but it says nothing.
    let closed = loop {
        match mute.read() {
            Ok(_) => {}
            Err(_) => break true,
        }
        if started.elapsed() > Duration::from_secs(30) {
            break false;
        }
    };
    assert!(closed, "held without a hello");
    assert!(started.elapsed() >= Duration::from_secs(9));
}

#[test]
fn a_stranger_guessing_seat_tokens_is_refused_each_time_in_one_log_line_and_the_owner_still_comes_back()
 {
    let root = tempfile::tempdir().unwrap();
    let flags = ["--messages-per-second", "100000"];
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &flags);
    let mut ann = greeted(&server.address, "Ann");
    let ServerMessage::Seated { seats, .. } = make_table(&mut ann, "Guess", "Ann") else {
        panic!("Ann's table was not made")
    };
    let mut stranger = greeted(&server.address, "Stranger");
    for guess in 0..500u32 {
        send(
            &mut stranger,
            &ClientMessage::Rejoin {
                token: format!("{guess:032x}").into(),
            },
        );
    }
    for _ in 0..500 {
        assert_eq!(next(&mut stranger), error(ErrorCode::BadToken));
    }
    // Ann, on a new connection, takes her seat back with her own token. The log is read by a thread of its own, so
    // the line of her connection, written after every refusal, is waited for before the refusals are counted.
    let mut ann_again = greeted(&server.address, "Ann");
    assert!(server.logged("connection 3 from"), "{:#?}", server.log());
    let lines = server.log();
    let logged = lines
        .iter()
        .filter(|l| l.contains("no table knows"))
        .count();
    assert_eq!(logged, 1, "{lines:#?}");
    send(
        &mut ann_again,
        &ClientMessage::Rejoin {
            token: seats[0].token.clone(),
        },
    );
    assert!(matches!(
        next(&mut ann_again),
        ServerMessage::Seated { table, .. } if table == "Guess"
    ));
}

#[test]
fn chat_past_its_rate_is_not_sent_and_its_sender_is_told_once() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let mut ann = greeted(&server.address, "Ann");
    assert!(matches!(
        make_table(&mut ann, "Tea", "Ann"),
        ServerMessage::Seated { .. }
    ));
    let mut pest = greeted(&server.address, "Pest");
    assert!(matches!(
        watch(&mut pest, "Tea", "Pest"),
        ServerMessage::Watching { .. }
    ));
    for n in 0..20 {
        send(
            &mut pest,
            &ClientMessage::Chat {
                text: format!("line {n}"),
            },
        );
    }
    send(&mut pest, &ClientMessage::ListTables { page: 0 });
    let mut told = 0;
    loop {
        match next(&mut pest) {
            ServerMessage::Error {
                code: ErrorCode::TooFast,
                ..
            } => told += 1,
            ServerMessage::Tables { .. } => break,
            _ => {}
        }
    }
    assert_eq!(told, 1, "told once for the run of lines past the rate");
    // Ann hears the burst of five, then nothing more of it.
    send(&mut ann, &ClientMessage::ListTables { page: 0 });
    let mut heard = Vec::new();
    loop {
        match next(&mut ann) {
            ServerMessage::Chat { text, .. } => heard.push(text),
            ServerMessage::Tables { .. } => break,
            _ => {}
        }
    }
    assert_eq!(heard, ["line 0", "line 1", "line 2", "line 3", "line 4"]);
}

#[test]
fn a_table_takes_no_more_watchers_than_its_bound() {
    let root = tempfile::tempdir().unwrap();
    let flags = ["--max-spectators", "2"];
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &flags);
    let mut ann = greeted(&server.address, "Ann");
    make_table(&mut ann, "Tea", "Ann");
    let mut watchers = Vec::new();
    for name in ["Bo", "Cy"] {
        let mut watcher = greeted(&server.address, name);
        assert!(matches!(
            watch(&mut watcher, "Tea", name),
            ServerMessage::Watching { .. }
        ));
        watchers.push(watcher);
    }
    let mut third = greeted(&server.address, "Dee");
    assert_eq!(
        watch(&mut third, "Tea", "Dee"),
        error(ErrorCode::TooManySpectators { limit: 2 })
    );
    drop(watchers.pop());
    let deadline = Instant::now() + Duration::from_secs(10);
    while !matches!(
        watch(&mut third, "Tea", "Dee"),
        ServerMessage::Watching { .. }
    ) {
        assert!(Instant::now() < deadline, "room once a watcher went");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn impostors_under_look_alike_or_blank_names_neither_sit_nor_watch() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let mut ann = greeted(&server.address, "Ann");
    make_table(&mut ann, "Tea", "Ann");
    let spellings = [
        "Ann\u{2800}",
        "\u{2800}Ann",
        "Ann\u{303F}",
        "Ann\u{1D159}",
        "A\u{43F}\u{43F}",
        "A\u{274}\u{274}",
        "A\u{3B7}\u{3B7}",
    ];
    for spelling in spellings {
        let mut impostor = greeted(&server.address, "Eve");
        send(
            &mut impostor,
            &ClientMessage::JoinTable {
                password: None,
                table: "Tea".into(),
                names: vec![spelling.into()],
            },
        );
        let joined = next(&mut impostor);
        assert!(
            matches!(
                &joined,
                ServerMessage::Error {
                    code: ErrorCode::NameTaken | ErrorCode::BadName,
                    ..
                }
            ),
            "{spelling:?} sat: {joined:?}"
        );
        let watched = watch(&mut impostor, "Tea", spelling);
        assert!(
            matches!(
                &watched,
                ServerMessage::Error {
                    code: ErrorCode::NameTaken | ErrorCode::BadName,
                    ..
                }
            ),
            "{spelling:?} watched: {watched:?}"
        );
    }
    // A name that cleans to nothing is no name.
    let mut blank = connect(&server.address);
    send(
        &mut blank,
        &ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: "   \u{200B}  \u{2800}".into(),
        },
    );
    assert_eq!(next(&mut blank), error(ErrorCode::BadName));
}

#[test]
fn a_computer_named_by_number_is_named_so_in_every_language_and_nobody_sits_or_watches_as_it() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let mut ann = greeted(&server.address, "Ann");
    // Made in English: "Computer 1" is "Ordinateur 1" to a French listener, "Dator 1" to a Swedish one.
    let config = MatchConfig::new(
        Preset::Yatzy,
        vec![
            PlayerSpec::human("Ann"),
            PlayerSpec::numbered_computer("Computer 1", 1, Skill::Good),
        ],
    );
    send(
        &mut ann,
        &ClientMessage::CreateTable {
            private: false,
            password: None,
            table: "Salon".into(),
            config,
            stand_in: Skill::Good,
        },
    );
    assert!(matches!(next(&mut ann), ServerMessage::Seated { .. }));
    for name in [
        "Computer 1",
        "Ordinateur 1",
        "Dator 1",
        "Ordenador 1",
        "computer 1",
    ] {
        let mut impostor = greeted(&server.address, "Eve");
        send(
            &mut impostor,
            &ClientMessage::JoinTable {
                password: None,
                table: "Salon".into(),
                names: vec![name.into()],
            },
        );
        assert_eq!(
            next(&mut impostor),
            error(ErrorCode::NameTaken),
            "{name} sat"
        );
        assert_eq!(
            watch(&mut impostor, "Salon", name),
            error(ErrorCode::NameTaken),
            "{name} watched"
        );
    }
    // A maker cannot name themselves as their own computer is heard elsewhere either.
    let mut bo = greeted(&server.address, "Bo");
    let config = MatchConfig::new(
        Preset::Yatzy,
        vec![
            PlayerSpec::human("Dator 1"),
            PlayerSpec::numbered_computer("Computer 1", 1, Skill::Good),
        ],
    );
    send(
        &mut bo,
        &ClientMessage::CreateTable {
            private: false,
            password: None,
            table: "Kök".into(),
            config,
            stand_in: Skill::Good,
        },
    );
    assert_eq!(next(&mut bo), error(ErrorCode::NameTaken));
    // Another name sits as ever.
    let mut cy = greeted(&server.address, "Cy");
    send(
        &mut cy,
        &ClientMessage::JoinTable {
            password: None,
            table: "Salon".into(),
            names: vec!["Computer 12".into()],
        },
    );
    assert!(matches!(next(&mut cy), ServerMessage::Seated { .. }));
}

#[test]
fn a_table_cannot_be_named_like_another_to_look_the_same() {
    let root = tempfile::tempdir().unwrap();
    let flags = ["--max-tables-per-address", "20"];
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &flags);
    let mut ann = greeted(&server.address, "Ann");
    make_table(&mut ann, "Tea", "Ann");
    for name in [
        "tea",
        "T\u{435}a",
        "Tea\u{3164}",
        "\u{FF34}\u{FF45}\u{FF41}",
    ] {
        let mut other = greeted(&server.address, "Bo");
        assert_eq!(
            make_table(&mut other, name, "Bo"),
            error(ErrorCode::TableExists),
            "{name:?}"
        );
    }
    let mut other = greeted(&server.address, "Bo");
    assert!(matches!(
        make_table(&mut other, "Coffee", "Bo"),
        ServerMessage::Seated { .. }
    ));
}

// `ulimit -n` through sh, and other loopback addresses, as Linux has them.
#[cfg(target_os = "linux")]
#[test]
fn with_few_files_the_server_takes_what_it_can_and_says_full_past_it() {
    let root = tempfile::tempdir().unwrap();
    // 200 files: 128 kept for itself, so at most 72 connections.
    let flags = ["--max-per-address", "1000", "--messages-per-second", "1000"];
    let server = Server::start_with_files(&root.path().join("server"), "127.0.0.1:0", &flags, 200);
    let mut held = Vec::new();
    let mut full = 0;
    for n in 0..90u8 {
        let target: std::net::SocketAddr = server.address.parse().unwrap();
        let socket =
            socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
        // Each from an address of its own, so that only the bound in all counts.
        let from = std::net::SocketAddr::from(([127, 0, 1, n + 1], 0));
        socket.bind(&from.into()).unwrap();
        socket.connect(&target.into()).unwrap();
        let (mut client, _) =
            tungstenite::client(format!("ws://{}", server.address), TcpStream::from(socket))
                .unwrap();
        send(
            &mut client,
            &ClientMessage::Hello {
                version: PROTOCOL_VERSION,
                name: "Ann".into(),
            },
        );
        match next(&mut client) {
            ServerMessage::Welcome { .. } => held.push(client),
            ServerMessage::Error {
                code: ErrorCode::ServerFull,
                ..
            } => full += 1,
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(held.len(), 72, "as many as its files allow");
    assert_eq!(full, 18, "the others are told the server is full");
}

#[cfg(unix)]
#[test]
fn tokens_and_seeds_on_disk_are_the_servers_alone_and_closed_tables_files_are_retired() {
    use std::os::unix::fs::PermissionsExt;
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("server");
    let flags = ["--keep-closed-mb", "0"];
    let server = Server::start(&data, "127.0.0.1:0", &flags);
    let mut ann = greeted(&server.address, "Ann");
    let made = make_table(&mut ann, "Tea", "Ann");
    assert!(matches!(made, ServerMessage::Seated { .. }), "{made:?}");
    let mode =
        |path: &std::path::Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
    let server_dir = data.join("server");
    assert_eq!(mode(&server_dir), 0o700);
    assert_eq!(mode(&server_dir.join("tables.redb")), 0o600);
    // Closed, with no room kept for closed tables' files: none stays.
    send(&mut ann, &ClientMessage::CloseTable);
    common::wire::next_such(&mut ann, |m| matches!(m, ServerMessage::TableClosed { .. }));
    let closed = server_dir.join("tables").join("closed");
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let left = std::fs::read_dir(&closed).map_or(0, |files| files.count());
        if left == 0 && make_table(&mut ann, "Tea", "Ann") != error(ErrorCode::TableExists) {
            break;
        }
        assert!(Instant::now() < deadline, "{left} closed files kept");
        std::thread::sleep(Duration::from_millis(50));
    }
    drop(server);
    // Kept (the default room), a closed table's file is the server's alone.
    let data = root.path().join("second");
    let server = Server::start(&data, "127.0.0.1:0", &[]);
    let mut bo = greeted(&server.address, "Bo");
    make_table(&mut bo, "Tea", "Bo");
    send(&mut bo, &ClientMessage::CloseTable);
    common::wire::next_such(&mut bo, |m| matches!(m, ServerMessage::TableClosed { .. }));
    let closed = data.join("server").join("tables").join("closed");
    let deadline = Instant::now() + Duration::from_secs(10);
    let file = loop {
        // The file is written under a temporary name, then renamed: only the renamed one is the table's.
        if let Some(file) = std::fs::read_dir(&closed).ok().and_then(|files| {
            files
                .flatten()
                .map(|entry| entry.path())
                .find(|path| path.extension().is_some_and(|ext| ext == "json"))
        }) {
            break file;
        }
        assert!(
            Instant::now() < deadline,
            "the closed table's file is written"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(mode(&file), 0o600);
}

// The stranger comes from an address of its own (Linux only), so that its rate is not the players'.
#[cfg(target_os = "linux")]
#[test]
fn a_stranger_coming_and_going_by_the_thousand_gets_nobody_let_go() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let mut ann = greeted(&server.address, "Ann");
    make_table(&mut ann, "Tea", "Ann");
    let mut bo = greeted(&server.address, "Bo");
    send(
        &mut bo,
        &ClientMessage::JoinTable {
            password: None,
            table: "Tea".into(),
            names: vec!["Bo".into()],
        },
    );
    assert!(matches!(next(&mut bo), ServerMessage::Seated { .. }));
    // Ann and Bo read nothing while a stranger watches and leaves two thousand times without waiting.
    let began = Instant::now();
    let mut pest = greeted_from(&server.address, "Pest", [127, 0, 0, 2]);
    let watch_and_leave = [
        ClientMessage::Spectate {
            password: None,
            table: "Tea".into(),
            name: Some("Pest".into()),
        },
        ClientMessage::Leave,
    ];
    let mut sent = 0;
    for message in watch_and_leave.iter().cycle().take(4000) {
        let frame = tungstenite::Message::text(sayzee::net::protocol::encode(message));
        if pest.send(frame).is_err() {
            break;
        }
        sent += 1;
    }
    // The stranger is told once why, and closed: it goes too fast, or (on a busy machine, where more of its
    // watching got through before the rate held) it read none of the tables it asked to watch and fell behind.
    let mut told = Vec::new();
    while let Ok(frame) = pest.read() {
        if let tungstenite::Message::Text(text) = frame
            && let Ok(ServerMessage::Error { code, .. }) =
                sayzee::net::protocol::decode_server(text.as_str())
        {
            told.push(code);
        }
    }
    // Told once for each run of messages past the rate. On a busy machine the rate lets one through now and then,
    // which ends the run; a watch taken is answered (watching, or already watching) but a leave taken is silent,
    // so "too fast" may come twice with nothing between, once for each message taken. The address's rate (50 a
    // second after a burst of 100) bounds how many were taken; told for every message past the rate, the
    // stranger would hear it some five hundred times in a row before being closed.
    let taken_at_most = 100 + (50.0 * began.elapsed().as_secs_f64()).ceil() as usize;
    let told_twice_in_a_row = told
        .windows(2)
        .filter(|pair| pair[0] == ErrorCode::TooFast && pair[1] == ErrorCode::TooFast)
        .count();
    assert!(
        told_twice_in_a_row <= taken_at_most
            && told
                .iter()
                .any(|c| matches!(c, ErrorCode::TooFast | ErrorCode::TooSlow))
            && told.iter().all(|c| matches!(
                c,
                ErrorCode::TooFast
                    | ErrorCode::TooSlow
                    | ErrorCode::AlreadyAtTable
                    | ErrorCode::NotAtTable
            )),
        "told {told:?} after {sent} messages in {:?}",
        began.elapsed()
    );
    // Both players are still at the table, and answered: neither was let go as too slow.
    for player in [&mut ann, &mut bo] {
        send(player, &ClientMessage::ListTables { page: 0 });
        loop {
            match next(player) {
                ServerMessage::Error {
                    code: ErrorCode::TooSlow,
                    ..
                } => panic!("a player was let go"),
                ServerMessage::Tables { .. } => break,
                _ => {}
            }
        }
    }
}

#[test]
fn sayzee_join_refused_a_name_says_why_and_asks_for_another() {
    use sayzee::i18n::{Localizer, Message};
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let mut player = common::net::Player::join(
        &common::net::home(root.path(), "anna"),
        "de",
        &server.address,
        &["--name", "A\u{43F}\u{43F}"],
    );
    let german = Localizer::for_locale("de");
    player.hear(&german.text(&Message::new("net-error-bad-name")));
    player.type_line("Anna");
    let connected = Message::new("net-connected").with("address", server.address.clone());
    player.hear(&german.text(&connected));
    player.quit();
}
