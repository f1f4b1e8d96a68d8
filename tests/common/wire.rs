//! The protocol spoken by hand, for the tests that play a client frame by frame (a hostile one, a slow one, one
//! past the server's bounds): a message sent as the server reads it, and the next one it sends back.

use std::io::{Read, Write};

use sayzee::game::{MatchConfig, PlayerSpec, Skill};
use sayzee::i18n::{Localizer, Message};
use sayzee::net::protocol::{
    ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage, decode_server, encode,
};
use sayzee::rules::Preset;
use tungstenite::WebSocket;

/// Sends `message` as one text frame.
pub fn send<S: Read + Write>(socket: &mut WebSocket<S>, message: &ClientMessage) {
    socket
        .send(tungstenite::Message::text(encode(message)))
        .unwrap();
}

/// The next message the server sends, past pings and pongs; a closed connection fails the test.
pub fn next<S: Read + Write>(socket: &mut WebSocket<S>) -> ServerMessage {
    loop {
        match socket.read().unwrap() {
            tungstenite::Message::Text(text) => return decode_server(text.as_str()).unwrap(),
            tungstenite::Message::Close(_) => panic!("closed"),
            _ => {}
        }
    }
}

/// The next message `keep` accepts, skipping the others.
pub fn next_such<S: Read + Write>(
    socket: &mut WebSocket<S>,
    keep: impl Fn(&ServerMessage) -> bool,
) -> ServerMessage {
    loop {
        let message = next(socket);
        if keep(&message) {
            return message;
        }
    }
}

/// Says hello as `name` and hears the welcome; anything else fails the test.
pub fn greet<S: Read + Write>(socket: &mut WebSocket<S>, name: &str) {
    send(
        socket,
        &ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: name.into(),
        },
    );
    let answer = next(socket);
    assert!(
        matches!(answer, ServerMessage::Welcome { .. }),
        "{answer:?}"
    );
}

/// A plain connection to a server, as the tests make one.
pub type Socket = WebSocket<tungstenite::stream::MaybeTlsStream<std::net::TcpStream>>;

/// Connects to `address` and says hello as `name`.
pub fn greeted(address: &str, name: &str) -> Socket {
    let mut socket = tungstenite::connect(format!("ws://{address}")).unwrap().0;
    greet(&mut socket, name);
    socket
}

/// A client greeted as `name` from the loopback address `from` (other than 127.0.0.1 on Linux only): an address
/// of its own, whose bounds, rates and bans are not another's.
#[cfg(target_os = "linux")]
pub fn greeted_from(address: &str, name: &str, from: [u8; 4]) -> Socket {
    let target: std::net::SocketAddr = address.parse().unwrap();
    let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
    socket
        .bind(&std::net::SocketAddr::from((from, 0)).into())
        .unwrap();
    socket.connect(&target.into()).unwrap();
    let stream = tungstenite::stream::MaybeTlsStream::Plain(std::net::TcpStream::from(socket));
    let (mut client, _) = tungstenite::client(format!("ws://{address}"), stream).unwrap();
    greet(&mut client, name);
    client
}

/// The code of the next error the server sends, the messages before it passed over.
pub fn next_error<S: Read + Write>(socket: &mut WebSocket<S>) -> ErrorCode {
    match next_such(socket, |m| matches!(m, ServerMessage::Error { .. })) {
        ServerMessage::Error { code, .. } => code,
        _ => unreachable!(),
    }
}

/// Asks for public table `table` of `preset`, with `person` alone at it and a good computer to stand in.
pub fn create_table<S: Read + Write>(
    socket: &mut WebSocket<S>,
    table: &str,
    preset: Preset,
    person: &str,
) {
    let config = MatchConfig::new(preset, vec![PlayerSpec::human(person)]);
    send(
        socket,
        &ClientMessage::CreateTable {
            private: false,
            password: None,
            table: table.into(),
            config,
            stand_in: Skill::Good,
        },
    );
}

/// `message` in the words of `locale`, as a client there says it.
pub fn said(locale: &str, message: &Message) -> String {
    Localizer::for_locale(locale).text(message)
}
