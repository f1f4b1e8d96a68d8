//! The page's seat socket and its HTTP as a stranger uses them, without a browser: another site's page, another
//! site's name (DNS rebinding), a first frame that is not a hello, frames that lie, a flood of keys, pings never
//! read, seats and connections by the dozen from one address, sockets that never say hello, a huge request head,
//! W asked at a table whose rules the server had no use for. Each is let go or bounded per address, and the next
//! browser (from another address) still sits down.

use std::io::{Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use tungstenite::client::IntoClientRequest;
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

use crate::common::server::Server;

type Socket = WebSocket<MaybeTlsStream<TcpStream>>;

fn seat_socket(page: &str, origin: Option<&str>) -> Socket {
    let host = page.trim_start_matches("http://").trim_end_matches('/');
    let mut request = format!("ws://{host}/seat").into_client_request().unwrap();
    if let Some(origin) = origin {
        request
            .headers_mut()
            .insert("origin", origin.parse().unwrap());
    }
    let (socket, _) = tungstenite::connect(request).unwrap();
    if let MaybeTlsStream::Plain(stream) = socket.get_ref() {
        stream
            .set_read_timeout(Some(crate::common::net::PATIENCE))
            .unwrap();
    }
    socket
}

/// The page's address and port.
fn page_address(page: &str) -> SocketAddr {
    page.trim_start_matches("http://")
        .trim_end_matches('/')
        .parse()
        .unwrap()
}

/// A TCP connection to the page from the loopback address `from` (127.0.0.0/8 is all this machine's).
fn connect_from(page: &str, from: &str) -> TcpStream {
    let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
    let from: IpAddr = from.parse().unwrap();
    socket.bind(&SocketAddr::new(from, 0).into()).unwrap();
    socket.connect(&page_address(page).into()).unwrap();
    let stream: TcpStream = socket.into();
    stream
        .set_read_timeout(Some(crate::common::net::PATIENCE))
        .unwrap();
    stream
}

/// A seat socket from `from`, with the page's own origin and `headers` besides.
fn seat_from(page: &str, from: &str, headers: &[(&str, &str)]) -> Socket {
    let host = page_address(page).to_string();
    let mut request = format!("ws://{host}/seat").into_client_request().unwrap();
    request
        .headers_mut()
        .insert("origin", format!("http://{host}").parse().unwrap());
    for (name, value) in headers {
        let name = tungstenite::http::HeaderName::from_bytes(name.as_bytes()).unwrap();
        request.headers_mut().insert(name, value.parse().unwrap());
    }
    let (socket, _) = tungstenite::client(request, MaybeTlsStream::Plain(connect_from(page, from)))
        .map_err(|error| format!("{error}"))
        .unwrap();
    socket
}

/// The resident memory of process `pid`, in KiB.
fn resident_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap()
}

/// Whether the server has closed `stream` (it reads the end, or is reset), waiting up to `within`.
fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    stream.set_read_timeout(Some(within)).unwrap();
    let mut buffer = [0; 4096];
    let started = Instant::now();
    while started.elapsed() < within {
        match stream.read(&mut buffer) {
            Ok(0) | Err(_) => return true,
            Ok(_) => {}
        }
    }
    false
}

/// The lines said until the socket closes, or until one contains `until`.
fn lines(socket: &mut Socket, until: &str) -> Vec<String> {
    let mut said = Vec::new();
    while let Ok(frame) = socket.read() {
        if let Message::Text(text) = frame {
            let frame: serde_json::Value = serde_json::from_str(&text).unwrap();
            if let Some(line) = frame["say"]["text"].as_str() {
                said.push(line.to_string());
                if !until.is_empty() && line.contains(until) {
                    return said;
                }
            }
        }
    }
    assert!(until.is_empty(), "never said {until:?}: {said:#?}");
    said
}

/// A seat socket from `from` (with `headers`) that says hello and is welcomed.
fn seated_from(page: &str, from: &str, headers: &[(&str, &str)]) -> Socket {
    let mut socket = seat_from(page, from, headers);
    hello(&mut socket);
    assert_seated(&mut socket);
    socket
}

/// What a seat socket from `from` (with `headers`) that says hello hears until it is closed.
fn refused_from(page: &str, from: &str, headers: &[(&str, &str)]) -> Vec<String> {
    let mut socket = seat_from(page, from, headers);
    hello(&mut socket);
    lines(&mut socket, "")
}

/// Asserts that the seat was welcomed: its player is asked a name.
fn assert_seated(socket: &mut Socket) {
    let said = lines(socket, "Your name?");
    assert!(
        said.iter().any(|line| line.starts_with("Your name?")),
        "{said:?}"
    );
}

fn hello(socket: &mut Socket) {
    socket
        .send(Message::text(r#"{"hello":{"lang":"en-US","seats":""}}"#))
        .unwrap();
}

#[test]
fn another_sites_page_a_lying_first_frame_and_a_flood_are_each_let_go_and_the_next_browser_sits_down()
 {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), "127.0.0.1:0", &[]);
    let page = server.page.clone().unwrap();

    let mut elsewhere = seat_socket(&page, Some("https://evil.example"));
    assert_eq!(
        lines(&mut elsewhere, ""),
        ["This page is not the server’s own: open the server’s address instead."]
    );

    let mut liar = seat_socket(&page, None);
    liar.send(Message::text(r#"{"key":"enter"}"#)).unwrap();
    assert_eq!(
        lines(&mut liar, ""),
        Vec::<String>::new(),
        "no hello, no seat"
    );

    let mut flooder = seat_socket(&page, None);
    hello(&mut flooder);
    lines(&mut flooder, "Your name?");
    flooder.send(Message::text(r#"{"line":"Flo"}"#)).unwrap();
    lines(&mut flooder, "Name of the new table?");
    // A thousand question marks at once: at most a burst of them is taken, each said as an answer that means
    // nothing, and the rest are dropped.
    for _ in 0..1000 {
        if flooder.send(Message::text(r#"{"key":"?"}"#)).is_err() {
            break;
        }
    }
    let _ = flooder.send(Message::text(r#"{"shout":"x"}"#));
    let said = lines(&mut flooder, "");
    assert!(said.len() < 200, "{} lines said for a flood", said.len());

    let mut next = seat_socket(&page, Some(page.trim_end_matches('/')));
    hello(&mut next);
    let said = lines(&mut next, "Your name?");
    assert!(
        said.first()
            .is_some_and(|line| line.starts_with("Connected to 127.0.0.1:")),
        "{said:?}"
    );
}

#[test]
fn seats_are_bounded_per_address_and_taken_only_after_a_hello() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(
        dir.path(),
        "127.0.0.1:0",
        &["--max-page-seats", "4", "--max-page-seats-per-address", "2"],
    );
    let page = server.page.clone().unwrap();

    // Sockets that never say hello hold no seat: however many, the room is not full.
    let _silent: Vec<Socket> = (0..6)
        .map(|n| seat_from(&page, &format!("127.0.0.{}", 10 + n), &[]))
        .collect();
    let mut seated: Vec<Socket> = Vec::new();
    for _ in 0..2 {
        seated.push(seated_from(&page, "127.0.0.60", &[]));
    }
    // A third from the same address is told why, in its language.
    let third = refused_from(&page, "127.0.0.60", &[]);
    assert_eq!(
        third,
        [
            "Too many browsers from your address are seated already. Close a tab that holds a seat, or try again later."
        ]
    );
    // Others still sit down, up to the room's bound.
    for from in ["127.0.0.61", "127.0.0.62"] {
        seated.push(seated_from(&page, from, &[]));
    }
    let fifth = refused_from(&page, "127.0.0.63", &[]);
    assert_eq!(
        fifth,
        ["No seat is free on this page just now. Try again in a few minutes."]
    );
    // A seat given back is anyone's again.
    drop(seated.remove(0));
    std::thread::sleep(Duration::from_millis(300));
    let _again = seated_from(&page, "127.0.0.63", &[]);
}

#[test]
fn one_address_holding_idle_connections_keeps_nobody_else_from_the_page() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(
        dir.path(),
        "127.0.0.1:0",
        &["--max-page-connections-per-address", "5"],
    );
    let page = server.page.clone().unwrap();
    let held: Vec<TcpStream> = (0..5).map(|_| connect_from(&page, "127.0.0.4")).collect();
    // The sixth from there is closed at once, while its connections stay open.
    let mut sixth = connect_from(&page, "127.0.0.4");
    assert!(
        closed_within(&mut sixth, Duration::from_secs(3)),
        "the sixth is closed at once"
    );
    // Another address is answered at once.
    let mut browser = connect_from(&page, "127.0.0.9");
    browser
        .write_all(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut answer = String::new();
    let _ = browser.read_to_string(&mut answer);
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer:.80}");
    drop(held);

    // A request head past a few kilobytes is refused, not held while it grows.
    let mut big = connect_from(&page, "127.0.0.5");
    let _ = big.write_all(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: ");
    let pad = vec![b'a'; 64 * 1024];
    let _ = big.write_all(&pad);
    let mut answer = Vec::new();
    let _ = big.read_to_end(&mut answer);
    let answer = String::from_utf8_lossy(&answer);
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 431"),
        "{answer:.80}"
    );
}

#[test]
fn pings_never_read_and_a_run_of_frames_past_the_rate_let_the_browser_go() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), "127.0.0.1:0", &[]);
    let page = server.page.clone().unwrap();

    let mut pinger = seat_from(&page, "127.0.0.20", &[]);
    hello(&mut pinger);
    lines(&mut pinger, "Your name?");
    // Half a million pings, their pongs never read: the seat is let go, and the server does not grow with them.
    let before = resident_kib(server.pid());
    let payload = vec![7_u8; 125];
    let mut let_go = false;
    for _ in 0..500_000 {
        if pinger.send(Message::Ping(payload.clone().into())).is_err() {
            let_go = true;
            break;
        }
    }
    if !let_go {
        let MaybeTlsStream::Plain(stream) = pinger.get_mut() else {
            unreachable!("a plain socket")
        };
        let_go = closed_within(stream, Duration::from_secs(15));
    }
    let grown_mib = resident_kib(server.pid()).saturating_sub(before) / 1024;
    assert!(
        let_go,
        "a socket that sends pings and never reads is let go"
    );
    assert!(grown_mib < 16, "the server grew by {grown_mib} MiB");

    let mut flooder = seat_from(&page, "127.0.0.21", &[]);
    hello(&mut flooder);
    lines(&mut flooder, "Your name?");
    let line = format!(r#"{{"line":"{}"}}"#, "a".repeat(1000));
    let started = Instant::now();
    let mut cut_off = false;
    while started.elapsed() < Duration::from_secs(20) {
        if flooder.send(Message::text(line.clone())).is_err() {
            cut_off = true;
            break;
        }
    }
    assert!(cut_off, "a flood past the rate ends the seat");

    let _next = seated_from(&page, "127.0.0.22", &[]);
}

#[test]
fn another_sites_name_is_no_host_of_the_page_unless_the_server_is_told_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(
        dir.path(),
        "127.0.0.1:0",
        &["--page-name", "dice.example.org"],
    );
    let page = server.page.clone().unwrap();
    let port = page_address(&page).port();
    let rebound = format!("rebind.example:{port}");
    let stranger = refused_from(
        &page,
        "127.0.0.30",
        &[("host", &rebound), ("origin", &format!("http://{rebound}"))],
    );
    assert_eq!(
        stranger,
        ["This page is not the server’s own: open the server’s address instead."]
    );
    let own = format!("dice.example.org:{port}");
    let mut welcome = seat_from(
        &page,
        "127.0.0.31",
        &[("host", &own), ("origin", &format!("http://{own}"))],
    );
    hello(&mut welcome);
    let said = lines(&mut welcome, "Your name?");
    assert!(
        said.iter()
            .any(|line| line.starts_with("Connected to dice.example.org:")),
        "{said:?}"
    );
}

#[test]
fn behind_a_trusted_proxy_each_browser_counts_as_its_own_address() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(
        dir.path(),
        "127.0.0.1:0",
        &[
            "--trusted-proxy",
            "127.0.0.1",
            "--max-page-seats-per-address",
            "2",
        ],
    );
    let page = server.page.clone().unwrap();
    // Five browsers through the proxy, each forwarded for an address of its own: all seated.
    let mut seated = Vec::new();
    for n in 1..=5 {
        let forwarded = format!("6.6.6.6, 203.0.113.{n}");
        seated.push(seated_from(
            &page,
            "127.0.0.1",
            &[("x-forwarded-for", &forwarded)],
        ));
    }
    // A third browser of one forwarded address is that address's third.
    let _second = seated_from(&page, "127.0.0.1", &[("x-forwarded-for", "203.0.113.1")]);
    let third = refused_from(&page, "127.0.0.1", &[("x-forwarded-for", "203.0.113.1")]);
    assert!(third[0].starts_with("Too many browsers from your address"));
    // Anyone else's forwarded address is not believed: it counts as the connection's own.
    for n in 0..2 {
        seated.push(seated_from(
            &page,
            "127.0.0.40",
            &[("x-forwarded-for", &format!("198.51.100.{n}"))],
        ));
    }
    let liar = refused_from(&page, "127.0.0.40", &[("x-forwarded-for", "198.51.100.9")]);
    assert!(liar[0].starts_with("Too many browsers from your address"));
}

fn say(socket: &mut Socket, frame: serde_json::Value) {
    socket.send(Message::text(frame.to_string())).unwrap();
}

#[test]
fn a_browsers_w_at_a_table_of_people_alone_writes_no_opening_into_the_servers_cache() {
    use crate::common::wire::{greeted, next_such, send};
    use sayzee::game::{MatchConfig, PlayerSpec, Skill};
    use sayzee::net::protocol::{ClientMessage, ServerMessage};
    use sayzee::rules::{Preset, RuleOptions};

    let root = tempfile::tempdir().unwrap();
    let cache = root.path().join("cache");
    let server = Server::start_with_cache(&root.path().join("server"), &cache, "127.0.0.1:0", &[]);
    // Yahtzee without its upper bonus, Ann alone: rules no computer of the server plays (its opening is small).
    let mut ann = greeted(&server.address, "Ann");
    let config = MatchConfig {
        options: RuleOptions {
            upper_bonus: Some(false),
            ..RuleOptions::default()
        },
        ..MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")])
    };
    send(
        &mut ann,
        &ClientMessage::CreateTable {
            table: "Plain".into(),
            config,
            stand_in: Skill::Good,
            private: false,
            password: None,
        },
    );
    next_such(&mut ann, |m| matches!(m, ServerMessage::Seated { .. }));
    send(&mut ann, &ClientMessage::Start);
    next_such(&mut ann, |m| matches!(m, ServerMessage::Started { .. }));

    let mut cy = seat_socket(&server.page.clone().unwrap(), None);
    hello(&mut cy);
    // A fresh browser is asked its name before anything else, then what to do.
    lines(&mut cy, "Your name?");
    say(&mut cy, serde_json::json!({"line": "Cy"}));
    lines(&mut cy, "What would you like to do?");
    say(&mut cy, serde_json::json!({"line": "Plain"}));
    lines(&mut cy, "You are watching");
    say(&mut cy, serde_json::json!({"key": "w"}));
    let said = lines(&mut cy, "Chances of winning");
    assert!(
        said.last()
            .is_some_and(|line| line.contains("Chances of winning")),
        "W is answered: {said:?}"
    );
    // The strategy table may be kept there, as the server's computers keep theirs; W's opening never is.
    let kept: Vec<String> = std::fs::read_dir(&cache)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|entry| entry.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    assert!(
        !kept.iter().any(|name| name.starts_with("chances-")),
        "{kept:?}"
    );
}
