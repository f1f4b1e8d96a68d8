//! Each message a client sends, checked and answered: the lobby (list, make, join, watch, take back), the game's
//! commands, the host's powers, chat, and leaving. Every change is saved before anyone hears of it, so a crash
//! never takes back what was said. A refusal is an error code and changes nothing.

use std::sync::Arc;
use std::time::Instant;

use rand::RngExt;

use super::commit::{Change, change_table, finish};
use super::leaving::leave;
use super::lobby::{
    Lobby, Room, Server, broadcast, broadcast_at, computers_for, new_token, seeded_by_name, send,
};
use super::tables::unsaved;
use super::upkeep::{close_table, play_computers_at, played};
use crate::i18n::Message;
use crate::net::protocol::{
    ClientMessage, ClosedReason, ErrorCode, HeldSeat, PROTOCOL_VERSION, ServerMessage, Snapshot,
    TABLES_PER_PAGE, TableSummary, TakeoverReason,
};
use crate::net::table::{ConnectionId, Table, clean_chat, clean_table_name};
use crate::text::PlayerName;

/// One message from connection `id`; an error code when it is refused (nothing has changed then).
pub(super) async fn handle(
    server: &Arc<Server>,
    id: ConnectionId,
    message: ClientMessage,
) -> Result<(), ErrorCode> {
    let greeted = server
        .lobby()
        .visitors
        .get(&id)
        .is_some_and(|v| v.name.is_some());
    match message {
        ClientMessage::Hello { name, .. } => {
            if greeted {
                return Err(ErrorCode::AlreadyHello);
            }
            let mut lobby = server.lobby();
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
            let lobby = server.lobby();
            let (list, pages) = list_page(&lobby, page);
            send(&lobby, id, ServerMessage::Tables { list, page, pages });
            Ok(())
        }
        ClientMessage::CreateTable {
            table,
            config,
            stand_in,
        } => create(server, id, &table, config, stand_in).await,
        ClientMessage::JoinTable { table, names } => {
            let server_too = server.clone();
            let name = table.clone();
            change_table(server, &table, move |lobby| {
                at_no_table(lobby, id)?;
                let watching = spectator_names(lobby, &name);
                let room = lobby.rooms.get_mut(&name).ok_or(ErrorCode::NoSuchTable)?;
                if names
                    .iter()
                    .any(|n| watching.contains(&PlayerName::new(n).look_alike_key()))
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
                seat_visitor(lobby, id, &name, false);
                let undo_name = name.clone();
                Ok(Change::new(
                    move |lobby| {
                        let Some(room) = lobby.rooms.get(&name) else {
                            return;
                        };
                        for (seat, person) in joined {
                            let joined = ServerMessage::PersonJoined {
                                seat,
                                name: person,
                                snapshot: snapshot.clone(),
                            };
                            broadcast(lobby, room, &joined, Some(id));
                        }
                        seated(
                            &server_too,
                            lobby,
                            id,
                            "net-log-joined",
                            name,
                            seats,
                            snapshot,
                        );
                    },
                    move |lobby| {
                        if let Some(room) = lobby.rooms.get_mut(&undo_name) {
                            room.table = before;
                            room.present.retain(|&present| present != id);
                            room.track(Instant::now());
                        }
                        if let Some(visitor) = lobby.visitors.get_mut(&id) {
                            visitor.at = None;
                        }
                    },
                ))
            })
            .await
        }
        ClientMessage::Spectate { table, name } => {
            let server_too = server.clone();
            let table_name = table.clone();
            // Through the gate although nothing is saved: the snapshot is never of a change not yet on disk.
            change_table(server, &table, move |lobby| {
                at_no_table(lobby, id)?;
                let name = PlayerName::new(
                    &name.unwrap_or_else(|| lobby.visitors[&id].name.clone().unwrap_or_default()),
                )
                .to_string();
                let watching = spectator_names(lobby, &table_name);
                let room = lobby
                    .rooms
                    .get_mut(&table_name)
                    .ok_or(ErrorCode::NoSuchTable)?;
                let key = PlayerName::new(&name).look_alike_key();
                if room.table.has_name(&name) || watching.contains(&key) {
                    return Err(ErrorCode::NameTaken);
                }
                room.present.push(id);
                room.track(Instant::now());
                let snapshot = room.table.snapshot();
                seat_visitor(lobby, id, &table_name, true);
                if let Some(visitor) = lobby.visitors.get_mut(&id) {
                    visitor.watch_name = Some(name.clone());
                }
                Ok(Change::settled(move |lobby| {
                    let Some(room) = lobby.rooms.get(&table_name) else {
                        return;
                    };
                    let arrived = ServerMessage::SpectatorArrived { name };
                    broadcast(lobby, room, &arrived, Some(id));
                    server_too.log(
                        &Message::new("net-log-watching")
                            .with("table", table_name.clone())
                            .with("id", id.to_string()),
                    );
                    send(
                        lobby,
                        id,
                        ServerMessage::Watching {
                            table: table_name,
                            snapshot,
                        },
                    );
                }))
            })
            .await
        }
        ClientMessage::Rejoin { token } => {
            let found = {
                let lobby = server.lobby();
                at_no_table(&lobby, id)?;
                lobby
                    .rooms
                    .values()
                    .find(|room| room.table.has_token(&token))
                    .map(|room| room.table.name.clone())
            };
            let Some(name) = found else {
                server.log(&Message::new("net-log-bad-token").with("id", id.to_string()));
                return Err(ErrorCode::BadToken);
            };
            let server_too = server.clone();
            let table = name.clone();
            change_table(server, &table, move |lobby| {
                rejoin(server_too, lobby, id, &token, name)
            })
            .await
        }
        ClientMessage::Start => {
            let name = seated_at(&server.lobby(), id)?;
            let server_too = server.clone();
            let table = name.clone();
            change_table(server, &table, move |lobby| {
                let room = lobby.rooms.get_mut(&name).ok_or(ErrorCode::NotAtTable)?;
                let before = room.table.clone();
                room.table.start(id)?;
                let snapshot = room.table.snapshot();
                let undo_name = name.clone();
                Ok(Change::new(
                    move |lobby| {
                        broadcast_at(lobby, &name, &ServerMessage::Started { snapshot }, None);
                        server_too.log(&Message::new("net-log-started").with("table", name));
                    },
                    undo_table(undo_name, before),
                ))
            })
            .await?;
            play_computers_at(server, &table);
            Ok(())
        }
        ClientMessage::Command { seat, command } => {
            let name = seated_at(&server.lobby(), id)?;
            let server_too = server.clone();
            let table = name.clone();
            change_table(server, &table, move |lobby| {
                let room = lobby.rooms.get_mut(&name).ok_or(ErrorCode::NotAtTable)?;
                let before = room.table.clone();
                let events = room.table.command(id, seat, &command)?;
                Ok(played(server_too, lobby, name, seat, events, before))
            })
            .await?;
            play_computers_at(server, &table);
            Ok(())
        }
        ClientMessage::PassHost { seat } => {
            let name = seated_at(&server.lobby(), id)?;
            let table = name.clone();
            change_table(server, &table, move |lobby| {
                let room = lobby.rooms.get_mut(&name).ok_or(ErrorCode::NotAtTable)?;
                let before = room.table.clone();
                room.table.pass_host(id, seat)?;
                let undo_name = name.clone();
                Ok(Change::new(
                    move |lobby| {
                        broadcast_at(lobby, &name, &ServerMessage::HostIs { seat }, None);
                    },
                    undo_table(undo_name, before),
                ))
            })
            .await
        }
        ClientMessage::SeatToComputer { seat } => {
            let name = seated_at(&server.lobby(), id)?;
            let server_too = server.clone();
            let table = name.clone();
            change_table(server, &table, move |lobby| {
                let room = lobby.rooms.get_mut(&name).ok_or(ErrorCode::NotAtTable)?;
                let before = room.table.clone();
                room.table.seat_to_computer(id, seat)?;
                room.track(Instant::now());
                let undo_name = name.clone();
                Ok(Change::new(
                    move |lobby| {
                        let taken = ServerMessage::TakenOver {
                            seat,
                            why: TakeoverReason::Host,
                        };
                        broadcast_at(lobby, &name, &taken, None);
                        server_too.log(
                            &Message::new("net-log-taken-over")
                                .with("table", name)
                                .with("seat", seat),
                        );
                    },
                    undo_table(undo_name, before),
                ))
            })
            .await?;
            play_computers_at(server, &table);
            Ok(())
        }
        ClientMessage::TakeBack => {
            let name = seated_at(&server.lobby(), id)?;
            let table = name.clone();
            change_table(server, &table, move |lobby| {
                let room = lobby.rooms.get_mut(&name).ok_or(ErrorCode::NotAtTable)?;
                let before = room.table.clone();
                let seats = room.table.take_back(id)?;
                room.track(Instant::now());
                let undo_name = name.clone();
                Ok(Change::new(
                    move |lobby| {
                        for seat in seats {
                            broadcast_at(lobby, &name, &ServerMessage::PersonBack { seat }, None);
                        }
                    },
                    undo_table(undo_name, before),
                ))
            })
            .await
        }
        ClientMessage::CloseTable => {
            let name = seated_at(&server.lobby(), id)?;
            let server_too = server.clone();
            let table = name.clone();
            change_table(server, &table, move |lobby| {
                let room = lobby.rooms.get(&name).ok_or(ErrorCode::NotAtTable)?;
                room.table.check_host(id)?;
                close_table(&server_too, lobby, &name, ClosedReason::Host);
                Ok(Change::settled(|_| {}))
            })
            .await
        }
        ClientMessage::Chat { text } => {
            let lobby = server.lobby();
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
            leave(server, id, true).await;
            Ok(())
        }
    }
}

/// Makes table `name` for connection `id`, held by it until it is on the disk: nobody hears of a table the disk
/// does not hold, and one that cannot be saved is not made.
async fn create(
    server: &Arc<Server>,
    id: ConnectionId,
    table: &str,
    config: crate::game::MatchConfig,
    stand_in: crate::game::Skill,
) -> Result<(), ErrorCode> {
    let name = clean_table_name(table);
    let (gate, save, snapshot, seats) = {
        let mut lobby = server.lobby();
        at_no_table(&lobby, id)?;
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
        let gate = room
            .gate
            .clone()
            .try_lock_owned()
            .expect("a new gate is free");
        lobby.rooms.insert(name.clone(), room);
        seat_visitor(&mut lobby, id, &name, false);
        if let Some(visitor) = lobby.visitors.get_mut(&id) {
            visitor.made.push(name.clone());
        }
        (gate, unsaved(&lobby, &name), snapshot, seats)
    };
    let server_too = server.clone();
    let (table, undo_name) = (name.clone(), name.clone());
    let change = Change::new(
        move |lobby| {
            seated(
                &server_too,
                lobby,
                id,
                "net-log-table-created",
                table,
                seats,
                snapshot,
            );
        },
        move |lobby| {
            // Not on the disk, so not made: nobody has heard of it yet.
            lobby.rooms.remove(&undo_name);
            if let Some(visitor) = lobby.visitors.get_mut(&id) {
                visitor.at = None;
                visitor.made.retain(|made| *made != undo_name);
            }
        },
    );
    let made = finish(server, &name, change, save).await;
    drop(gate);
    made
}

/// Connection `id` takes back the seats of `token` at table `name`; the connections that held them until now
/// (another window or device) lose them, and are told once the change is saved.
fn rejoin(
    server: Arc<Server>,
    lobby: &mut Lobby,
    id: ConnectionId,
    token: &str,
    name: String,
) -> Result<Change, ErrorCode> {
    at_no_table(lobby, id)?;
    let room = lobby.rooms.get_mut(&name).ok_or(ErrorCode::BadToken)?;
    let mut replaced: Vec<ConnectionId> = room
        .table
        .seats
        .iter()
        .filter(|seat| seat.token.as_deref() == Some(token))
        .filter_map(|seat| seat.held_by)
        .filter(|&holder| holder != id)
        .collect();
    replaced.sort_unstable();
    replaced.dedup();
    let (before, present_before) = (room.table.clone(), room.present.clone());
    let seats = room.table.rejoin(token, id)?;
    for old in &replaced {
        if room.table.held_by(*old).is_empty() {
            room.present.retain(|present| present != old);
        }
    }
    room.present.push(id);
    room.track(Instant::now());
    let snapshot = room.table.snapshot();
    seat_visitor(lobby, id, &name, false);
    let undo_name = name.clone();
    Ok(Change::new(
        move |lobby| {
            for old in replaced {
                if let Some(visitor) = lobby.visitors.get_mut(&old) {
                    visitor.at = None;
                }
                send(lobby, old, ServerMessage::SeatsTakenElsewhere);
            }
            let Some(room) = lobby.rooms.get(&name) else {
                return;
            };
            for held in &seats {
                let back = ServerMessage::PersonBack { seat: held.seat };
                broadcast(lobby, room, &back, Some(id));
            }
            seated(
                &server,
                lobby,
                id,
                "net-log-rejoined",
                name,
                seats,
                snapshot,
            );
        },
        move |lobby| {
            if let Some(room) = lobby.rooms.get_mut(&undo_name) {
                room.table = before;
                room.present = present_before;
                room.track(Instant::now());
            }
            if let Some(visitor) = lobby.visitors.get_mut(&id) {
                visitor.at = None;
            }
        },
    ))
}

/// Undoes a change that touched only table `name`: the table as it was, dice included.
fn undo_table(name: String, before: Table) -> impl FnOnce(&mut Lobby) + Send + 'static {
    move |lobby| {
        if let Some(room) = lobby.rooms.get_mut(&name) {
            room.table = before;
            room.track(Instant::now());
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
