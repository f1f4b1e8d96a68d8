//! Each message a client sends, checked and answered: the lobby (list, make, join, watch, take back), the game's
//! commands, the host's powers, chat, and leaving. Every change is saved before anyone hears of it, so a crash
//! never takes back what was said. A refusal is an error code and changes nothing.

use std::sync::Arc;
use std::time::Instant;

use rand::RngExt;

use super::lobby::{
    Lobby, Room, Server, broadcast, computers_for, new_token, seeded_by_name, send,
};
use super::tables::{keep_or_take_back, save};
use super::upkeep::{close_table, play_computers_at, played};
use crate::i18n::Message;
use crate::net::protocol::{
    ClientMessage, ClosedReason, ErrorCode, HeldSeat, PROTOCOL_VERSION, ServerMessage, Snapshot,
    TABLES_PER_PAGE, TableSummary, TakeoverReason,
};
use crate::net::table::{ConnectionId, Leaving, Table, clean_chat, clean_table_name};
use crate::text::PlayerName;

/// One message from connection `id`; an error code when it is refused (nothing has changed then).
pub(super) fn handle(
    server: &Arc<Server>,
    id: ConnectionId,
    message: ClientMessage,
) -> Result<(), ErrorCode> {
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
            let welcome = ServerMessage::Welcome {
                version: PROTOCOL_VERSION,
                server: server.id.clone(),
            };
            send(&lobby, id, welcome);
            Ok(())
        }
        _ if !greeted => Err(ErrorCode::NotHelloFirst),
        ClientMessage::ListTables { page } => {
            let (list, pages) = list_page(&lobby, page);
            send(&lobby, id, ServerMessage::Tables { list, page, pages });
            Ok(())
        }
        ClientMessage::CreateTable {
            table,
            config,
            stand_in,
        } => {
            at_no_table(&lobby, id)?;
            let name = clean_table_name(&table);
            if lobby.rooms.contains_key(&name) || name.is_empty() {
                return Err(ErrorCode::TableExists);
            }
            room_for_a_table(server, &lobby, id)?;
            let token = new_token();
            let seed = match server.options.seed {
                Some(seed) => seeded_by_name(seed, &name),
                None => rand::rng().random(),
            };
            let (table, seats) = Table::create(&name, config, seed, stand_in, id, &token)?;
            // Solving starts now for a table with computer seats; others get theirs if one ever stands in.
            let computers = table
                .has_computer_seat()
                .then(|| computers_for(&mut lobby, server, &table));
            let snapshot = table.snapshot();
            let mut room = Room::new(table, computers, Instant::now());
            room.present.push(id);
            room.track(Instant::now());
            lobby.rooms.insert(name.clone(), room);
            seat_visitor(&mut lobby, id, &name, false);
            if let Some(visitor) = lobby.visitors.get_mut(&id) {
                visitor.made.push(name.clone());
            }
            if let Err(code) = save(server, &mut lobby, &name) {
                // Not on the disk, so not made: nobody has heard of it yet.
                lobby.rooms.remove(&name);
                if let Some(visitor) = lobby.visitors.get_mut(&id) {
                    visitor.at = None;
                    visitor.made.retain(|made| *made != name);
                }
                return Err(code);
            }
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
            let watching = spectator_names(&lobby, &table);
            let room = lobby.rooms.get_mut(&table).ok_or(ErrorCode::NoSuchTable)?;
            if names
                .iter()
                .any(|n| watching.contains(&PlayerName::new(n).to_string().to_lowercase()))
            {
                return Err(ErrorCode::NameTaken);
            }
            let token = new_token();
            let first_new = room.table.seats.len();
            let before = room.table.clone();
            let seats = room.table.join(&names, id, &token)?;
            room.present.push(id);
            room.track(Instant::now());
            let joined: Vec<(usize, String)> = room.table.game.state().config().players
                [first_new..]
                .iter()
                .enumerate()
                .map(|(i, p)| (first_new + i, p.name.to_string()))
                .collect();
            let snapshot = room.table.snapshot();
            seat_visitor(&mut lobby, id, &table, false);
            if let Err(code) = keep_or_take_back(server, &mut lobby, &table, before) {
                if let Some(room) = lobby.rooms.get_mut(&table) {
                    room.present.retain(|&present| present != id);
                }
                if let Some(visitor) = lobby.visitors.get_mut(&id) {
                    visitor.at = None;
                }
                return Err(code);
            }
            let room = &lobby.rooms[&table];
            for (seat, name) in joined {
                let joined = ServerMessage::PersonJoined {
                    seat,
                    name,
                    snapshot: snapshot.clone(),
                };
                broadcast(&lobby, room, &joined, Some(id));
            }
            seated(server, &lobby, id, "net-log-joined", table, seats, snapshot);
            Ok(())
        }
        ClientMessage::Spectate { table, name } => {
            at_no_table(&lobby, id)?;
            let name = PlayerName::new(
                &name.unwrap_or_else(|| lobby.visitors[&id].name.clone().unwrap_or_default()),
            )
            .to_string();
            let watching = spectator_names(&lobby, &table);
            let room = lobby.rooms.get_mut(&table).ok_or(ErrorCode::NoSuchTable)?;
            let key = PlayerName::new(&name).look_alike_key();
            if room.table.has_name(&name) || watching.contains(&key) {
                return Err(ErrorCode::NameTaken);
            }
            room.present.push(id);
            room.track(Instant::now());
            let snapshot = room.table.snapshot();
            seat_visitor(&mut lobby, id, &table, true);
            if let Some(visitor) = lobby.visitors.get_mut(&id) {
                visitor.watch_name = Some(name.clone());
            }
            let room = &lobby.rooms[&table];
            let arrived = ServerMessage::SpectatorArrived { name };
            broadcast(&lobby, room, &arrived, Some(id));
            server.log(
                &Message::new("net-log-watching")
                    .with("table", table.clone())
                    .with("id", id.to_string()),
            );
            send(&lobby, id, ServerMessage::Watching { table, snapshot });
            Ok(())
        }
        ClientMessage::Rejoin { token } => {
            at_no_table(&lobby, id)?;
            let Some(name) = lobby
                .rooms
                .values()
                .find(|room| room.table.has_token(&token))
                .map(|room| room.table.name.clone())
            else {
                server.log(&Message::new("net-log-bad-token").with("id", id.to_string()));
                return Err(ErrorCode::BadToken);
            };
            let room = lobby.rooms.get_mut(&name).expect("found above");
            // The connections that held these seats until now (another window or device) lose them, and are told.
            let mut replaced: Vec<ConnectionId> = room
                .table
                .seats
                .iter()
                .filter(|seat| seat.token.as_deref() == Some(token.as_str()))
                .filter_map(|seat| seat.held_by)
                .filter(|&holder| holder != id)
                .collect();
            replaced.sort_unstable();
            replaced.dedup();
            let (before, present_before) = (room.table.clone(), room.present.clone());
            let seats = room.table.rejoin(&token, id)?;
            for old in &replaced {
                if room.table.held_by(*old).is_empty() {
                    room.present.retain(|present| present != old);
                }
            }
            room.present.push(id);
            room.track(Instant::now());
            let snapshot = room.table.snapshot();
            if let Err(code) = keep_or_take_back(server, &mut lobby, &name, before) {
                if let Some(room) = lobby.rooms.get_mut(&name) {
                    room.present = present_before;
                }
                return Err(code);
            }
            seat_visitor(&mut lobby, id, &name, false);
            for old in replaced {
                if let Some(visitor) = lobby.visitors.get_mut(&old) {
                    visitor.at = None;
                }
                send(&lobby, old, ServerMessage::SeatsTakenElsewhere);
            }
            let room = &lobby.rooms[&name];
            for held in &seats {
                let back = ServerMessage::PersonBack { seat: held.seat };
                broadcast(&lobby, room, &back, Some(id));
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
            let before = room.table.clone();
            room.table.start(id)?;
            let snapshot = room.table.snapshot();
            keep_or_take_back(server, &mut lobby, &name, before)?;
            let room = &lobby.rooms[&name];
            broadcast(&lobby, room, &ServerMessage::Started { snapshot }, None);
            server.log(&Message::new("net-log-started").with("table", name.clone()));
            drop(lobby);
            play_computers_at(server, &name);
            Ok(())
        }
        ClientMessage::Command { seat, command } => {
            let name = seated_at(&lobby, id)?;
            let room = lobby.rooms.get_mut(&name).ok_or(ErrorCode::NotAtTable)?;
            let before = room.table.clone();
            let events = room.table.command(id, seat, &command)?;
            played(server, &mut lobby, &name, seat, events, before)?;
            drop(lobby);
            play_computers_at(server, &name);
            Ok(())
        }
        ClientMessage::PassHost { seat } => {
            let name = seated_at(&lobby, id)?;
            let room = lobby.rooms.get_mut(&name).ok_or(ErrorCode::NotAtTable)?;
            let before = room.table.clone();
            room.table.pass_host(id, seat)?;
            keep_or_take_back(server, &mut lobby, &name, before)?;
            let room = &lobby.rooms[&name];
            broadcast(&lobby, room, &ServerMessage::HostIs { seat }, None);
            Ok(())
        }
        ClientMessage::SeatToComputer { seat } => {
            let name = seated_at(&lobby, id)?;
            let room = lobby.rooms.get_mut(&name).ok_or(ErrorCode::NotAtTable)?;
            let before = room.table.clone();
            room.table.seat_to_computer(id, seat)?;
            room.track(Instant::now());
            keep_or_take_back(server, &mut lobby, &name, before)?;
            let room = &lobby.rooms[&name];
            let taken = ServerMessage::TakenOver {
                seat,
                why: TakeoverReason::Host,
            };
            broadcast(&lobby, room, &taken, None);
            server.log(
                &Message::new("net-log-taken-over")
                    .with("table", name.clone())
                    .with("seat", seat),
            );
            drop(lobby);
            play_computers_at(server, &name);
            Ok(())
        }
        ClientMessage::TakeBack => {
            let name = seated_at(&lobby, id)?;
            let room = lobby.rooms.get_mut(&name).ok_or(ErrorCode::NotAtTable)?;
            let before = room.table.clone();
            let seats = room.table.take_back(id)?;
            room.track(Instant::now());
            keep_or_take_back(server, &mut lobby, &name, before)?;
            let room = &lobby.rooms[&name];
            for seat in seats {
                broadcast(&lobby, room, &ServerMessage::PersonBack { seat }, None);
            }
            Ok(())
        }
        ClientMessage::CloseTable => {
            let name = seated_at(&lobby, id)?;
            let room = lobby.rooms.get(&name).ok_or(ErrorCode::NotAtTable)?;
            room.table.check_host(id)?;
            close_table(server, &mut lobby, &name, ClosedReason::Host);
            Ok(())
        }
        ClientMessage::Chat { text } => {
            let (name, watching) = lobby
                .visitors
                .get(&id)
                .and_then(|v| v.at.clone())
                .ok_or(ErrorCode::NotAtTable)?;
            let text = clean_chat(&text)?;
            let room = lobby.rooms.get(&name).ok_or(ErrorCode::NotAtTable)?;
            let from = if watching {
                lobby.visitors[&id].watch_name.clone().unwrap_or_default()
            } else {
                signature(&room.table, id)
            };
            let chat = ServerMessage::Chat {
                from,
                text,
                watching,
            };
            broadcast(&lobby, room, &chat, None);
            Ok(())
        }
        ClientMessage::Leave => {
            drop(lobby);
            leave(server, id, true);
            Ok(())
        }
    }
}

/// The name chat from a seated connection is signed with: the seat whose turn it is, if it holds it, else its
/// first seat.
fn signature(table: &Table, id: ConnectionId) -> String {
    let players = &table.game.state().config().players;
    let turn = table.game.state().turn().map(|t| t.player);
    let held = table.held_by(id);
    let seat = held
        .iter()
        .map(|h| h.seat)
        .find(|&s| Some(s) == turn)
        .or_else(|| held.first().map(|h| h.seat));
    seat.and_then(|s| players.get(s))
        .map(|p| p.name.to_string())
        .unwrap_or_default()
}

/// The names of the spectators at `table`, in lower case.
fn spectator_names(lobby: &Lobby, table: &str) -> Vec<String> {
    lobby.rooms.get(table).map_or_else(Vec::new, |room| {
        room.spectators(lobby)
            .iter()
            .filter_map(|id| lobby.visitors[id].watch_name.as_deref())
            .map(|name| PlayerName::new(name).look_alike_key())
            .collect()
    })
}

/// Logs `log_id` and tells connection `id` the seats it now holds at `table`, with the table as it stands.
fn seated(
    server: &Server,
    lobby: &Lobby,
    id: ConnectionId,
    log_id: &'static str,
    table: String,
    seats: Vec<HeldSeat>,
    snapshot: Snapshot,
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

/// Page `page` of the list of tables (tables open to join first, each group by name), and how many pages
/// there are (at least one, even with no table).
fn list_page(lobby: &Lobby, page: usize) -> (Vec<TableSummary>, usize) {
    let (open, others): (Vec<&Room>, Vec<&Room>) =
        lobby.rooms.values().partition(|room| room.table.is_open());
    let pages = lobby.rooms.len().div_ceil(TABLES_PER_PAGE).max(1);
    let list = open
        .into_iter()
        .chain(others)
        .skip(page.saturating_mul(TABLES_PER_PAGE))
        .take(TABLES_PER_PAGE)
        .map(|room| room.table.summary(room.spectators(lobby).len()))
        .collect();
    (list, pages)
}

/// Refuses a new table past the server's bound on tables, or on the open tables one connection made.
fn room_for_a_table(server: &Server, lobby: &Lobby, id: ConnectionId) -> Result<(), ErrorCode> {
    let limits = &server.options.limits;
    if lobby.rooms.len() >= limits.tables {
        return Err(ErrorCode::TooManyTables {
            limit: limits.tables,
        });
    }
    let made_here = lobby.visitors.get(&id).map_or(0, |visitor| {
        let open = visitor
            .made
            .iter()
            .filter(|name| lobby.rooms.contains_key(*name));
        open.count()
    });
    if made_here >= limits.tables_per_connection {
        return Err(ErrorCode::TooManyTables {
            limit: limits.tables_per_connection,
        });
    }
    Ok(())
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

/// Connection `id` leaves its table (`said_goodbye`) or is gone. Before the start its seats are given up when
/// it said goodbye; after it, a computer plays at once for someone who said goodbye, and after the grace period
/// for someone whose connection was lost. The others hear it, and the host role passes on if need be.
pub(super) fn leave(server: &Arc<Server>, id: ConnectionId, said_goodbye: bool) {
    let mut lobby = server.lobby();
    let Some((name, watching)) = lobby.visitors.get_mut(&id).and_then(|v| v.at.take()) else {
        return;
    };
    let watch_name = lobby
        .visitors
        .get_mut(&id)
        .and_then(|v| v.watch_name.take());
    let Some(room) = lobby.rooms.get_mut(&name) else {
        return;
    };
    room.present.retain(|&present| present != id);
    let mut news = Vec::new();
    let host_before = room.table.host_name();
    if watching {
        news.push(ServerMessage::SpectatorLeft {
            name: watch_name.unwrap_or_default(),
        });
    } else if said_goodbye {
        match room.table.leave(id) {
            Leaving::GaveUp(names) => {
                let snapshot = room.table.snapshot();
                news.extend(names.into_iter().map(|name| ServerMessage::PersonGone {
                    name,
                    snapshot: snapshot.clone(),
                }));
            }
            Leaving::Released(seats) => {
                for seat in seats {
                    news.push(ServerMessage::PersonLeft { seat });
                    if room.table.take_over(seat) {
                        news.push(ServerMessage::TakenOver {
                            seat,
                            why: TakeoverReason::Away,
                        });
                    }
                }
            }
        }
    } else {
        let released = room.table.release(id);
        news.extend(
            released
                .into_iter()
                .map(|seat| ServerMessage::PersonLeft { seat }),
        );
    }
    room.table.pass_host_on();
    if room.table.host_name() != host_before
        && let Some(seat) = room.table.host
    {
        news.push(ServerMessage::HostIs { seat });
    }
    room.track(Instant::now());
    // Someone who has gone cannot be refused: if the disk fails now, the log says so and the next change saves.
    let _ = save(server, &mut lobby, &name);
    let room = &lobby.rooms[&name];
    for message in &news {
        broadcast(&lobby, room, message, None);
    }
    server.log(
        &Message::new("net-log-left")
            .with("table", name.clone())
            .with("id", id.to_string()),
    );
    drop(lobby);
    play_computers_at(server, &name);
}
