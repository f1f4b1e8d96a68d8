//! The page's seat socket as a stranger uses it, without a browser: another site's page, a first frame that is not
//! a hello, frames that lie, and a flood of keys. Each is let go or bounded, and the next browser still sits down.

use std::net::TcpStream;

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

/// The lines said until the socket closes, or until one contains `until`.
fn lines(socket: &mut Socket, until: &str) -> Vec<String> {
    let mut said = Vec::new();
    while let Ok(frame) = socket.read() {
        if let Message::Text(text) = frame {
            let frame: serde_json::Value = serde_json::from_str(&text).unwrap();
            if let Some(line) = frame["say"]["text"].as_str() {
                said.push(line.to_string());
                if !until.is_empty() && line.contains(until) {
                    break;
                }
            }
        }
    }
    said
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
        ["This page is not the server's own: open the server's address instead."]
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
