//! How long `sayzee serve` takes to come back with many tables: makes N tables waiting for people, stops the
//! server with SIGKILL, starts it again on the same data and times from the start until its list of tables
//! answers with all of them.
//!
//! `cargo build --release && cargo run --release --example server_restore -- [tables]` (10000 by default; each
//! table is made by a connection of its own, so `ulimit -n` must allow that many). The data is in a throwaway
//! directory under `target/` (`SAYZEE_LOAD_DIR` chooses another place).

mod shared;

use std::path::Path;
use std::process::Child;
use std::time::Instant;

use sayzee::game::{MatchConfig, PlayerSpec, Skill};
use sayzee::net::protocol::{
    ClientMessage, PROTOCOL_VERSION, ServerMessage, decode_server, encode,
};
use sayzee::rules::Preset;
use tungstenite::Message as Frame;

type Socket = tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<std::net::TcpStream>>;

/// Starts the server on `data`; returns it and its address once it listens.
fn start(data: &Path) -> (Child, String) {
    shared::serve_unbounded(data, &[])
}

fn connect(address: &str) -> Socket {
    let (mut socket, _) = tungstenite::connect(format!("ws://{address}")).unwrap();
    send(
        &mut socket,
        &ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: "Ann".into(),
        },
    );
    socket
}

fn send(socket: &mut Socket, message: &ClientMessage) {
    socket.send(Frame::text(encode(message))).unwrap();
}

fn next(socket: &mut Socket) -> ServerMessage {
    loop {
        if let Frame::Text(text) = socket.read().unwrap() {
            return decode_server(text.as_str()).unwrap();
        }
    }
}

fn main() {
    let tables: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000);
    let under = std::env::var_os("SAYZEE_LOAD_DIR").map_or_else(
        || concat!(env!("CARGO_MANIFEST_DIR"), "/target").into(),
        std::path::PathBuf::from,
    );
    let scratch = tempfile::tempdir_in(under).unwrap();
    let (mut server, address) = start(scratch.path());
    // One connection per table, each keeping its seat (a table given up by everyone before the start is not kept).
    let mut seated = Vec::with_capacity(tables);
    for n in 0..tables {
        let mut ann = connect(&address);
        send(
            &mut ann,
            &ClientMessage::CreateTable {
                private: false,
                password: None,
                table: format!("Table {n}"),
                config: MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Ann")]),
                stand_in: Skill::Good,
            },
        );
        while !matches!(next(&mut ann), ServerMessage::Seated { .. }) {}
        seated.push(ann);
    }
    server.kill().unwrap();
    server.wait().unwrap();
    drop(seated);

    let started = Instant::now();
    let (mut server, address) = start(scratch.path());
    let mut bo = connect(&address);
    send(&mut bo, &ClientMessage::ListTables { page: 0 });
    let pages = loop {
        if let ServerMessage::Tables { pages, .. } = next(&mut bo) {
            break pages;
        }
    };
    let took = started.elapsed();
    println!(
        "{tables} tables restored in {:.2} s ({pages} pages of the list)",
        took.as_secs_f64()
    );
    let _ = server.kill();
    let _ = server.wait();
}
