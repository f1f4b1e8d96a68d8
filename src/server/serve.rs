//! `sayzee serve`: a headless server of tables for network play. The server is the authority: it holds each
//! table's game, throws the dice, plays the computer seats, and sends every event to every connection at the
//! table. The rules of a table (who may do what) are the pure `net::table`; this is its imperative shell:
//! WebSocket connections (tokio-tungstenite), one line on stderr per connection, table and game event, each
//! table saved atomically after every change and restored at start, and a clean stop on SIGTERM or Ctrl+C.
//!
//! A client's frames are never trusted: each is decoded with a size limit, checked against the connection's
//! seats and the table's state, and anything refused gets an error code (said by the client in its own
//! language) and changes nothing.

use std::io;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use rand::RngExt;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message as Frame;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

use super::lobby::{Lobby, Room, ServeOptions, Server, Visitor, computers_for};
use super::tables::{restore_tables, save, tables_dir};
use crate::computer::Autoplayer;
use crate::game::Actor;
use crate::i18n::{Localizer, Message};
use crate::net::protocol::{
    ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage, decode_client, encode,
};
use crate::net::table::{ConnectionId, Table, clean_chat, clean_table_name};
use crate::persist::table_cache;
use crate::text::PlayerName;

/// The largest frame tungstenite reads at all. Frames between the protocol's limit and this one get a
/// `too-large` error; larger ones end the connection (a client sending them is not playing).
const TRANSPORT_LIMIT: usize = 1024 * 1024;

/// Messages waiting for a slow client before it is dropped (it can rejoin and get a fresh snapshot).
const OUTBOX: usize = 1024;

/// Runs the server until SIGTERM or Ctrl+C.
///
/// # Errors
/// The address cannot be listened on, or the data directory cannot be made.
pub fn run(options: ServeOptions, locale: String) -> io::Result<()> {
    std::fs::create_dir_all(tables_dir(&options.data_dir))?;
    let (log, lines) = std::sync::mpsc::channel::<Message>();
    let logger = std::thread::spawn(move || {
        let localizer = Localizer::for_locale(&locale);
        for message in lines {
            eprintln!("{}", localizer.text(&message));
        }
    });
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let served = runtime.block_on(serve(options, log));
    // Every line logged is written before the server says it has stopped.
    runtime.shutdown_timeout(Duration::from_secs(1));
    let _ = logger.join();
    served
}

async fn serve(options: ServeOptions, log: std::sync::mpsc::Sender<Message>) -> io::Result<()> {
    let listener = TcpListener::bind(options.listen).await?;
    // Listened for before the server says where it listens: a signal sent as soon as that is known is never missed.
    let stop = stop_signals();
    let server = Arc::new(Server {
        lobby: Mutex::new(Lobby::default()),
        options,
        log,
    });
    server.log(
        &Message::new("net-log-listening").with("address", listener.local_addr()?.to_string()),
    );
    restore_tables(&server);
    let waiting: Vec<String> = server
        .lobby()
        .rooms
        .values()
        .filter(|room| room.table.computer_to_move())
        .map(|room| room.table.name.clone())
        .collect();
    for name in waiting {
        tokio::spawn(play_computers(server.clone(), name));
    }
    let mut next_id: ConnectionId = 0;
    tokio::pin!(stop);
    loop {
        tokio::select! {
            accepted = listener.accept() => {
                let Ok((stream, address)) = accepted else { continue };
                next_id += 1;
                tokio::spawn(connection(server.clone(), stream, address, next_id));
            }
            () = &mut stop => break,
        }
    }
    server.log(&Message::new("net-log-stopping"));
    Ok(())
}

/// Resolves on Ctrl+C or (on Unix) SIGTERM; the handlers are in place when this returns, not when first awaited.
fn stop_signals() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let terminate = signal(SignalKind::terminate());
        let interrupt = signal(SignalKind::interrupt());
        async move {
            match (terminate, interrupt) {
                (Ok(mut terminate), Ok(mut interrupt)) => {
                    tokio::select! {
                        _ = terminate.recv() => {}
                        _ = interrupt.recv() => {}
                    }
                }
                _ => {
                    let _ = tokio::signal::ctrl_c().await;
                }
            }
        }
    }
    #[cfg(not(unix))]
    {
        async {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}

/// One client, from the WebSocket handshake to the end of the connection.
async fn connection(server: Arc<Server>, stream: TcpStream, address: SocketAddr, id: ConnectionId) {
    let config = WebSocketConfig::default()
        .max_message_size(Some(TRANSPORT_LIMIT))
        .max_frame_size(Some(TRANSPORT_LIMIT));
    let Ok(socket) = tokio_tungstenite::accept_async_with_config(stream, Some(config)).await else {
        return;
    };
    server.log(
        &Message::new("net-log-connected")
            .with("id", id.to_string())
            .with("address", address.to_string()),
    );
    let (mut sink, mut frames) = socket.split();
    let (outbox, mut inbox) = mpsc::channel::<ServerMessage>(OUTBOX);
    server.lobby().visitors.insert(
        id,
        Visitor {
            outbox,
            name: None,
            at: None,
        },
    );
    let writer = tokio::spawn(async move {
        while let Some(message) = inbox.recv().await {
            if sink.send(Frame::text(encode(&message))).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });
    while let Some(Ok(frame)) = frames.next().await {
        let reply = match frame {
            Frame::Text(text) => match decode_client(text.as_str()) {
                Ok(message) => handle(&server, id, message),
                Err(code) => Err(code),
            },
            Frame::Binary(_) => Err(ErrorCode::Malformed),
            Frame::Close(_) => break,
            _ => Ok(()),
        };
        if let Err(code) = reply {
            send(
                &server.lobby(),
                id,
                ServerMessage::Error { code, detail: None },
            );
        }
    }
    leave(&server, id);
    server.lobby().visitors.remove(&id);
    writer.abort();
    server.log(&Message::new("net-log-disconnected").with("id", id.to_string()));
}

/// Queues `message` for connection `id`; a client too slow to take it is let go.
fn send(lobby: &Lobby, id: ConnectionId, message: ServerMessage) {
    if let Some(visitor) = lobby.visitors.get(&id) {
        let _ = visitor.outbox.try_send(message);
    }
}

/// Sends `message` to everyone at `room` but `except`.
fn broadcast(lobby: &Lobby, room: &Room, message: &ServerMessage, except: Option<ConnectionId>) {
    for &id in room.present.iter().filter(|&&id| Some(id) != except) {
        send(lobby, id, message.clone());
    }
}

/// One message from connection `id`; an error code when it is refused (nothing has changed then).
fn handle(server: &Arc<Server>, id: ConnectionId, message: ClientMessage) -> Result<(), ErrorCode> {
    let mut lobby = server.lobby();
    let greeted = lobby.visitors.get(&id).is_some_and(|v| v.name.is_some());
    match message {
        ClientMessage::Hello { name, .. } => {
            if greeted {
                return Err(ErrorCode::AlreadyHello);
            }
            let name = PlayerName::new(&name).to_string();
            if let Some(visitor) = lobby.visitors.get_mut(&id) {
                visitor.name = Some(name);
            }
            send(
                &lobby,
                id,
                ServerMessage::Welcome {
                    version: PROTOCOL_VERSION,
                },
            );
            Ok(())
        }
        _ if !greeted => Err(ErrorCode::NotHelloFirst),
        ClientMessage::ListTables => {
            let list = lobby.rooms.values().map(|r| r.table.summary()).collect();
            send(&lobby, id, ServerMessage::Tables { list });
            Ok(())
        }
        ClientMessage::CreateTable { table, config } => {
            at_no_table(&lobby, id)?;
            let name = clean_table_name(&table);
            if lobby.rooms.contains_key(&name) || name.is_empty() {
                return Err(ErrorCode::TableExists);
            }
            let token = new_token();
            let seed = match server.options.seed {
                Some(seed) => seeded_by_name(seed, &name),
                None => rand::rng().random(),
            };
            let (table, seats) = Table::create(&name, config, seed, id, &token)?;
            let computers = computers_for(&mut lobby, server, &table);
            let snapshot = table.snapshot();
            lobby.rooms.insert(
                name.clone(),
                Room {
                    table,
                    computers,
                    present: vec![id],
                    saved: Vec::new(),
                },
            );
            seat_visitor(&mut lobby, id, &name, false);
            save(server, &mut lobby, &name);
            seated(
                server,
                &lobby,
                id,
                "net-log-table-created",
                name,
                seats,
                snapshot,
            );
            Ok(())
        }
        ClientMessage::JoinTable { table, names } => {
            at_no_table(&lobby, id)?;
            let token = new_token();
            let room = lobby.rooms.get_mut(&table).ok_or(ErrorCode::NoSuchTable)?;
            let first_new = room.table.seats.len();
            let seats = room.table.join(&names, id, &token)?;
            room.present.push(id);
            let joined: Vec<(usize, String)> = room.table.game.state().config().players
                [first_new..]
                .iter()
                .enumerate()
                .map(|(i, p)| (first_new + i, p.name.to_string()))
                .collect();
            let snapshot = room.table.snapshot();
            seat_visitor(&mut lobby, id, &table, false);
            // On the disk before anyone hears of it, so a crash never takes back what was said.
            save(server, &mut lobby, &table);
            let room = &lobby.rooms[&table];
            for (seat, name) in joined {
                broadcast(
                    &lobby,
                    room,
                    &ServerMessage::PersonJoined { seat, name },
                    Some(id),
                );
            }
            server.log(
                &Message::new("net-log-joined")
                    .with("table", table.clone())
                    .with("id", id.to_string()),
            );
            send(
                &lobby,
                id,
                ServerMessage::Seated {
                    table,
                    seats,
                    snapshot,
                },
            );
            Ok(())
        }
        ClientMessage::Spectate { table } => {
            at_no_table(&lobby, id)?;
            let room = lobby.rooms.get_mut(&table).ok_or(ErrorCode::NoSuchTable)?;
            room.present.push(id);
            let snapshot = room.table.snapshot();
            seat_visitor(&mut lobby, id, &table, true);
            send(&lobby, id, ServerMessage::Watching { table, snapshot });
            Ok(())
        }
        ClientMessage::Rejoin { token } => {
            at_no_table(&lobby, id)?;
            let name = lobby
                .rooms
                .values()
                .find(|room| room.table.has_token(&token))
                .map(|room| room.table.name.clone())
                .ok_or(ErrorCode::BadToken)?;
            let room = lobby.rooms.get_mut(&name).expect("found above");
            let seats = room.table.rejoin(&token, id)?;
            room.present.push(id);
            let snapshot = room.table.snapshot();
            seat_visitor(&mut lobby, id, &name, false);
            let room = &lobby.rooms[&name];
            for held in &seats {
                broadcast(
                    &lobby,
                    room,
                    &ServerMessage::PersonBack { seat: held.seat },
                    Some(id),
                );
            }
            seated(
                server,
                &lobby,
                id,
                "net-log-rejoined",
                name,
                seats,
                snapshot,
            );
            Ok(())
        }
        ClientMessage::Start => {
            let name = seated_at(&lobby, id)?;
            let room = lobby.rooms.get_mut(&name).ok_or(ErrorCode::NotAtTable)?;
            room.table.start(id)?;
            let snapshot = room.table.snapshot();
            let computers_first = room.table.computer_to_move();
            save(server, &mut lobby, &name);
            let room = &lobby.rooms[&name];
            broadcast(&lobby, room, &ServerMessage::Started { snapshot }, None);
            server.log(&Message::new("net-log-started").with("table", name.clone()));
            drop(lobby);
            if computers_first {
                tokio::spawn(play_computers(server.clone(), name));
            }
            Ok(())
        }
        ClientMessage::Command { seat, command } => {
            let name = seated_at(&lobby, id)?;
            let room = lobby.rooms.get_mut(&name).ok_or(ErrorCode::NotAtTable)?;
            let events = room.table.command(id, seat, &command)?;
            let computers_next = room.table.computer_to_move();
            played(server, &mut lobby, &name, seat, events);
            drop(lobby);
            if computers_next {
                tokio::spawn(play_computers(server.clone(), name));
            }
            Ok(())
        }
        ClientMessage::Chat { text } => {
            let (name, _) = lobby
                .visitors
                .get(&id)
                .and_then(|v| v.at.clone())
                .ok_or(ErrorCode::NotAtTable)?;
            let text = clean_chat(&text)?;
            let from = lobby.visitors[&id].name.clone().unwrap_or_default();
            let room = lobby.rooms.get(&name).ok_or(ErrorCode::NotAtTable)?;
            broadcast(&lobby, room, &ServerMessage::Chat { from, text }, None);
            Ok(())
        }
        ClientMessage::Leave => {
            drop(lobby);
            leave(server, id);
            Ok(())
        }
    }
}

/// Logs `log_id` and tells connection `id` the seats it now holds at `table`, with the table as it stands.
fn seated(
    server: &Server,
    lobby: &Lobby,
    id: ConnectionId,
    log_id: &'static str,
    table: String,
    seats: Vec<crate::net::protocol::HeldSeat>,
    snapshot: crate::net::protocol::Snapshot,
) {
    server.log(
        &Message::new(log_id)
            .with("table", table.clone())
            .with("id", id.to_string()),
    );
    send(
        lobby,
        id,
        ServerMessage::Seated {
            table,
            seats,
            snapshot,
        },
    );
}

/// A move played at table `name` for `seat`: logged, the table saved, then sent to everyone there.
fn played(
    server: &Server,
    lobby: &mut Lobby,
    name: &str,
    seat: usize,
    events: Vec<crate::game::Event>,
) {
    server.log(
        &Message::new("net-log-move")
            .with("table", name.to_string())
            .with("seat", seat + 1)
            .with("count", events.len()),
    );
    // On the disk before anyone hears it, so a crash never takes back a move a player has heard.
    save(server, lobby, name);
    if let Some(room) = lobby.rooms.get(name) {
        broadcast(lobby, room, &ServerMessage::Events { seat, events }, None);
    }
}

/// Refuses a message that needs a connection at no table.
fn at_no_table(lobby: &Lobby, id: ConnectionId) -> Result<(), ErrorCode> {
    match lobby.visitors.get(&id).and_then(|v| v.at.as_ref()) {
        Some(_) => Err(ErrorCode::AlreadyAtTable),
        None => Ok(()),
    }
}

/// The table a connection holds seats at (not one it only watches).
fn seated_at(lobby: &Lobby, id: ConnectionId) -> Result<String, ErrorCode> {
    match lobby.visitors.get(&id).and_then(|v| v.at.clone()) {
        Some((name, false)) => Ok(name),
        Some((_, true)) => Err(ErrorCode::NotYourSeat),
        None => Err(ErrorCode::NotAtTable),
    }
}

fn seat_visitor(lobby: &mut Lobby, id: ConnectionId, table: &str, watching: bool) {
    if let Some(visitor) = lobby.visitors.get_mut(&id) {
        visitor.at = Some((table.to_string(), watching));
    }
}

/// Connection `id` leaves its table (or is gone): its seats wait for their token, and the others hear it.
fn leave(server: &Arc<Server>, id: ConnectionId) {
    let mut lobby = server.lobby();
    let Some((name, _)) = lobby.visitors.get_mut(&id).and_then(|v| v.at.take()) else {
        return;
    };
    let Some(room) = lobby.rooms.get_mut(&name) else {
        return;
    };
    room.present.retain(|&present| present != id);
    let released = room.table.release(id);
    let room = &lobby.rooms[&name];
    for seat in released {
        broadcast(&lobby, room, &ServerMessage::PersonLeft { seat }, None);
    }
    server.log(
        &Message::new("net-log-left")
            .with("table", name)
            .with("id", id.to_string()),
    );
}

/// Plays the computer seats of table `name` while the game waits on one, a pause before each move.
async fn play_computers(server: Arc<Server>, name: String) {
    loop {
        tokio::time::sleep(server.options.pace).await;
        // The bots' knowledge may still be solving: wait for it off the lobby's lock.
        let expert = {
            let lobby = server.lobby();
            let Some(room) = lobby.rooms.get(&name) else {
                return;
            };
            let rules = room.table.game.state().rules().clone();
            lobby
                .experts
                .get(&table_cache::fingerprint(&rules))
                .cloned()
        };
        if let Some(expert) = expert {
            let _ = tokio::task::spawn_blocking(move || expert.get()).await;
        }
        let mut lobby = server.lobby();
        let Some(room) = lobby.rooms.get_mut(&name) else {
            return;
        };
        if !room.table.computer_to_move() {
            return;
        }
        let Some(computers) = room.computers.as_mut() else {
            return;
        };
        let state = room.table.game.state();
        let seat = state.turn().map_or(0, |t| t.player);
        let command = computers.next_command(state);
        let Ok(events) = room.table.game.dispatch(Actor::Computer, &command) else {
            server.log(&Message::new("net-log-computer-stuck").with("table", name.clone()));
            return;
        };
        played(&server, &mut lobby, &name, seat, events);
    }
}

/// A table's dice seed from the server's seed and the table's name (FNV-1a over the name, mixed with the seed),
/// the same in every build.
fn seeded_by_name(seed: u64, name: &str) -> u64 {
    name.bytes()
        .fold(0xcbf2_9ce4_8422_2325 ^ seed, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
        })
}

/// A token nobody can guess: 128 bits from the system's generator, in hex.
fn new_token() -> String {
    let bits: u128 = rand::rng().random();
    format!("{bits:032x}")
}
