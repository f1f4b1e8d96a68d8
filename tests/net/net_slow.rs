//! `sayzee serve` against a client that reads slowly: while its queue fills, chat to it is shed first; once an
//! event does not fit, it is let go with a reason it can say (`too-slow`), and coming back with its token it
//! finds the table exactly as the others heard it. The players who keep up lose nothing.

use crate::common;

use std::net::TcpStream;
use std::time::{Duration, Instant};

use common::server::Server;
use common::wire::{greet, next, next_such, send};
use sayzee::game::{Command, Event, MatchConfig, PlayerSpec, Skill};
use sayzee::net::protocol::{ClientMessage, ErrorCode, ServerMessage, decode_server};
use sayzee::rules::Preset;

type Socket = tungstenite::WebSocket<TcpStream>;

/// A greeted client; `window` makes its socket's receive buffer that small, as a slow reader's is.
fn client(address: &str, name: &str, window: Option<usize>) -> Socket {
    let target: std::net::SocketAddr = address.parse().unwrap();
    let socket = socket2::Socket::new(
        socket2::Domain::for_address(target),
        socket2::Type::STREAM,
        None,
    )
    .unwrap();
    if let Some(window) = window {
        socket.set_recv_buffer_size(window).unwrap();
    }
    socket.connect(&target.into()).unwrap();
    let stream: TcpStream = socket.into();
    let (mut socket, _) = tungstenite::client(format!("ws://{address}"), stream).unwrap();
    greet(&mut socket, name);
    socket
}

fn command(seat: usize, command: Command) -> ClientMessage {
    ClientMessage::Command { seat, command }
}

/// How many dice are selected for rerolling after these events, if they change it.
fn selected_after(events: &[Event]) -> Option<usize> {
    events.iter().rev().find_map(|event| match event {
        Event::Selected { selected, .. } | Event::Unselected { selected, .. } => {
            Some(selected.len())
        }
        _ => None,
    })
}

/// Ann's table "Slow" with Bo at it (his socket's receive window `bo_window`), the game started and Ann's first
/// roll made; and Bo's token.
fn table_with_bo(
    server: &Server,
    bo_window: usize,
) -> (Socket, Socket, sayzee::net::protocol::SeatToken) {
    let mut ann = client(&server.address, "Ann", None);
    let players = vec![PlayerSpec::human("Ann")];
    send(
        &mut ann,
        &ClientMessage::CreateTable {
            private: false,
            password: None,
            table: "Slow".into(),
            config: MatchConfig::new(Preset::Yatzy, players),
            stand_in: Skill::Good,
        },
    );
    assert!(matches!(next(&mut ann), ServerMessage::Seated { .. }));
    let mut bo = client(&server.address, "Bo", Some(bo_window));
    send(
        &mut bo,
        &ClientMessage::JoinTable {
            password: None,
            table: "Slow".into(),
            names: vec!["Bo".into()],
        },
    );
    let ServerMessage::Seated { seats, .. } = next(&mut bo) else {
        panic!("Bo is not seated")
    };
    send(&mut ann, &ClientMessage::Start);
    next_such(&mut ann, |m| matches!(m, ServerMessage::Started { .. }));
    send(&mut ann, &command(0, Command::Advance));
    next_such(&mut ann, |m| matches!(m, ServerMessage::Events { .. }));
    (ann, bo, seats[0].token.clone())
}

/// Ann toggles her first die and hears it; how many dice she has selected then.
fn toggle(ann: &mut Socket) -> usize {
    send(ann, &command(0, Command::ToggleAt(1)));
    let ServerMessage::Events { events, .. } =
        next_such(ann, |m| matches!(m, ServerMessage::Events { .. }))
    else {
        unreachable!()
    };
    selected_after(&events).expect("a toggle changes the selection")
}

/// Ann sends `lines` chat lines in batches, reading her own echo of each.
/// Ann's chat flood is what a slow reader falls behind on here, not a rate the server refuses.
const FLOOD_ALLOWED: &[&str] = &[
    "--chat-per-minute",
    "1000000",
    "--messages-per-second",
    "1000000",
];

fn chat_flood(ann: &mut Socket, lines: usize) {
    let line = "a long line of chat that fills a slow reader's queue ".repeat(5);
    for batch in 0..lines / 100 {
        for _ in 0..100 {
            send(ann, &ClientMessage::Chat { text: line.clone() });
        }
        for _ in 0..100 {
            next_such(ann, |m| matches!(m, ServerMessage::Chat { .. }));
        }
        if batch % 5 == 4 {
            toggle(ann);
        }
    }
}

#[test]
fn a_reader_behind_loses_chat_it_is_told_of_and_never_an_event() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", FLOOD_ALLOWED);
    let (mut ann, mut bo, _) = table_with_bo(&server, 4096);
    // Bo reads, but slowly: a message every 2 ms. He says when he has heard Ann's six toggles.
    let (caught_up, has_caught_up) = std::sync::mpsc::channel();
    let bo_reads = std::thread::spawn(move || {
        let mut chat = 0;
        let mut shed = 0;
        let mut selections = Vec::new();
        loop {
            std::thread::sleep(Duration::from_millis(2));
            match next(&mut bo) {
                ServerMessage::Chat { text, .. } if text == "the end" => break,
                ServerMessage::Chat { .. } => chat += 1,
                ServerMessage::ChatShed { count } => shed += count,
                ServerMessage::Events { events, .. } => {
                    selections.extend(selected_after(&events));
                    if selections.len() == 6 {
                        caught_up.send(()).unwrap();
                    }
                }
                _ => {}
            }
        }
        (chat, shed, selections)
    });
    chat_flood(&mut ann, 3000);
    // Once Bo has caught up, one more line: the count of what he missed comes before it.
    has_caught_up
        .recv_timeout(Duration::from_secs(60))
        .expect("Bo never heard all six toggles");
    send(
        &mut ann,
        &ClientMessage::Chat {
            text: "the end".into(),
        },
    );
    let (chat, shed, selections) = bo_reads.join().unwrap();
    assert!(shed > 0, "no chat was shed");
    assert_eq!(
        chat + shed,
        3000,
        "chat lines heard {chat}, said to be missed {shed}"
    );
    assert_eq!(selections, [1, 0, 1, 0, 1, 0], "an event went missing");
    assert!(!server.log().iter().any(|l| l.contains("fell behind")));
}

#[test]
fn a_slow_reader_is_let_go_with_a_reason_and_comes_back_to_the_table_as_the_others_heard_it() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", FLOOD_ALLOWED);
    let (mut ann, mut bo, token) = table_with_bo(&server, 4096);

    // Bo reads nothing from here on. Ann chats a great deal, then toggles her first die again and again; she
    // reads everything the server sends her, and misses nothing.
    chat_flood(&mut ann, 2000);
    let let_go = |server: &Server| server.log().iter().any(|l| l.contains("fell behind"));
    let mut toggles = 0;
    // Four toggles in the flood: none selected.
    let mut selected = Some(0);
    while !let_go(&server) {
        assert!(toggles < 5000, "Bo was never let go: {:#?}", server.log());
        selected = Some(toggle(&mut ann));
        toggles += 1;
    }
    // Bo reads at last: the last thing he hears is why the server let him go.
    let mut last = None;
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        assert!(Instant::now() < deadline, "Bo's connection never ended");
        match bo.read() {
            Ok(tungstenite::Message::Text(text)) => {
                last = Some(decode_server(text.as_str()).unwrap());
            }
            Ok(_) => {}
            Err(_) => break,
        }
    }
    assert_eq!(
        last,
        Some(ServerMessage::Error {
            code: ErrorCode::TooSlow,
            detail: None
        })
    );
    // Back with the token: the table as Ann left it, every toggle counted.
    let mut bo = client(&server.address, "Bo", None);
    send(&mut bo, &ClientMessage::Rejoin { token });
    let ServerMessage::Seated { snapshot, .. } =
        next_such(&mut bo, |m| matches!(m, ServerMessage::Seated { .. }))
    else {
        unreachable!()
    };
    let turn = snapshot.state.turn().expect("Ann's turn");
    assert_eq!(turn.player, 0);
    assert_eq!(
        Some(turn.selected.len()),
        selected,
        "after {toggles} toggles"
    );
    // Ann kept up all along and is still at the table.
    send(
        &mut ann,
        &ClientMessage::Chat {
            text: "still here".into(),
        },
    );
    let heard = next_such(&mut ann, |m| matches!(m, ServerMessage::Chat { .. }));
    assert!(matches!(heard, ServerMessage::Chat { ref text, .. } if text == "still here"));
}

#[test]
fn what_waits_for_a_reader_behind_is_bounded_in_bytes_however_long_the_lines() {
    let root = tempfile::tempdir().unwrap();
    let mut flags = FLOOD_ALLOWED.to_vec();
    flags.extend(["--max-unsent-bytes", "65536"]);
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &flags);
    let (mut ann, mut bo, _) = table_with_bo(&server, 4096);
    // The longest chat lines there are, in a script of three bytes a letter: about 950 bytes each on the wire.
    // Bo reads nothing while Ann sends a thousand of them.
    let line = "語".repeat(sayzee::net::protocol::CHAT_LIMIT);
    // In batches of twenty, which Ann's own queue takes whole: she hears her every line.
    for _ in 0..50 {
        for _ in 0..20 {
            send(&mut ann, &ClientMessage::Chat { text: line.clone() });
        }
        for _ in 0..20 {
            next_such(&mut ann, |m| matches!(m, ServerMessage::Chat { .. }));
        }
    }
    assert_eq!(toggle(&mut ann), 1);
    // Now Bo reads: a few hundred kilobytes at most were kept for him (the queue, tungstenite's buffer and the
    // sockets'), not the 768 lines a queue counted in messages held; the toggle came through.
    let mut heard = 0;
    loop {
        match next(&mut bo) {
            ServerMessage::Chat { .. } => heard += 1,
            ServerMessage::Events { events, .. } if selected_after(&events) == Some(1) => break,
            ServerMessage::Error { code, .. } => panic!("Bo was told {code:?}"),
            _ => {}
        }
    }
    send(
        &mut ann,
        &ClientMessage::Chat {
            text: "the end".into(),
        },
    );
    let shed = match next_such(&mut bo, |m| matches!(m, ServerMessage::ChatShed { .. })) {
        ServerMessage::ChatShed { count } => count,
        _ => unreachable!(),
    };
    assert!(
        matches!(next(&mut bo), ServerMessage::Chat { ref text, .. } if text == "the end"),
        "the count comes just before the next line"
    );
    assert_eq!(
        heard + shed,
        1000,
        "heard {heard}, said to be missed {shed}"
    );
    assert!(
        heard < 400,
        "{heard} lines of about 950 bytes were kept for a reader that read nothing"
    );
}
