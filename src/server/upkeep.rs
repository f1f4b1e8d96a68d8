//! What the server does by itself so that no table ever stalls: plays the computer seats (and the seats computers
//! play for people who have gone), a pause before each move; lets a computer take the seat of a person away past
//! the grace period (before the start, the seat is given up); passes the host role on; and closes tables that
//! finished a while ago or that nobody is at, moving their files aside.

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::commit::{Change, change_table};
use super::lobby::{Lobby, Server, broadcast, broadcast_at, computers_for, send};
use super::tables::{put_aside, save_now};
use crate::computer::Autoplayer;
use crate::i18n::Message;
use crate::net::protocol::{ClosedReason, ErrorCode, ServerMessage, TakeoverReason};
use crate::net::table::Table;

/// The longest the server waits between two looks at its tables.
const LOOK_AT_MOST_EVERY: Duration = Duration::from_secs(1);

/// Looks at every table now and then, for as long as the server runs.
pub(super) async fn look_after_tables(server: Arc<Server>) {
    let every = (server.options.periods.takeover_after / 4)
        .clamp(Duration::from_millis(50), LOOK_AT_MOST_EVERY);
    let mut ticks = tokio::time::interval(every);
    loop {
        ticks.tick().await;
        let moving = look_once(&server, Instant::now());
        for name in moving {
            play_computers_at(&server, &name);
        }
    }
}

/// One look at every table at `now`; returns the tables where a computer may have a move to make.
fn look_once(server: &Server, now: Instant) -> Vec<String> {
    let periods = server.options.periods;
    let mut lobby = server.lobby();
    let names: Vec<String> = lobby.rooms.keys().cloned().collect();
    let mut moving = Vec::new();
    for name in names {
        let Some(room) = lobby.rooms.get_mut(&name) else {
            continue;
        };
        // A table in the middle of a change (being saved) is looked at next time.
        let gate = room.gate.clone();
        let Ok(_only_us) = gate.try_lock() else {
            continue;
        };
        room.track(now);
        if room
            .finished_at
            .is_some_and(|at| now.duration_since(at) >= periods.keep_finished)
        {
            close_table(server, &mut lobby, &name, ClosedReason::Finished);
            continue;
        }
        if room
            .empty_since
            .is_some_and(|at| now.duration_since(at) >= periods.keep_abandoned)
        {
            close_table(server, &mut lobby, &name, ClosedReason::Abandoned);
            continue;
        }
        let gone: Vec<String> = room
            .away
            .iter()
            .filter(|(_, since)| now.duration_since(**since) >= periods.takeover_after)
            .map(|(token, _)| token.clone())
            .collect();
        if gone.is_empty() || room.table.game.state().is_over() {
            continue;
        }
        let seats: Vec<usize> = (0..room.table.seats.len())
            .filter(|&i| {
                room.table.seats[i]
                    .token
                    .as_ref()
                    .is_some_and(|t| gone.contains(t))
            })
            .collect();
        let mut news = Vec::new();
        if room.table.started {
            for seat in seats {
                if room.table.take_over(seat) {
                    news.push(ServerMessage::TakenOver {
                        seat,
                        why: TakeoverReason::Away,
                    });
                    server.log(
                        &Message::new("net-log-taken-over")
                            .with("table", name.clone())
                            .with("seat", seat),
                    );
                }
            }
            moving.push(name.clone());
        } else {
            let host_before = room.table.host_name();
            let names = room.table.give_up(&seats);
            room.table.pass_host_on();
            let snapshot = room.table.snapshot();
            news.extend(names.into_iter().map(|name| ServerMessage::PersonGone {
                name,
                snapshot: snapshot.clone(),
            }));
            if room.table.host_name() != host_before
                && let Some(seat) = room.table.host
            {
                news.push(ServerMessage::HostIs { seat });
            }
        }
        room.track(now);
        // Time cannot be refused: if the disk fails now, the log says so and the next change saves.
        save_now(server, &mut lobby, &name);
        let room = &lobby.rooms[&name];
        for message in &news {
            broadcast(&lobby, room, message, None);
        }
    }
    moving
}

/// Closes table `name`: everyone there hears why and is back in the lobby; its last state is put aside.
pub(super) fn close_table(server: &Server, lobby: &mut Lobby, name: &str, why: ClosedReason) {
    let Some(room) = lobby.rooms.remove(name) else {
        return;
    };
    for &id in &room.present {
        send(lobby, id, ServerMessage::TableClosed { why });
        if let Some(visitor) = lobby.visitors.get_mut(&id) {
            visitor.at = None;
            visitor.watch_name = None;
        }
    }
    put_aside(server, name, &room.saved);
    let reason = match why {
        ClosedReason::Finished => "finished",
        ClosedReason::Abandoned => "abandoned",
        ClosedReason::Host => "host",
    };
    server.log(
        &Message::new("net-log-closed")
            .with("table", name.to_string())
            .with("reason", reason),
    );
}

/// A move played at table `name` for `seat` (the table as it was before: `before`): once saved, logged and sent
/// to everyone there; taken back if the disk does not take it.
pub(super) fn played(
    server: Arc<Server>,
    lobby: &mut Lobby,
    name: String,
    seat: usize,
    events: Vec<crate::game::Event>,
    before: Table,
) -> Change {
    if let Some(room) = lobby.rooms.get_mut(&name) {
        room.track(Instant::now());
    }
    let undo_name = name.clone();
    Change::new(
        move |lobby| {
            server.log(
                &Message::new("net-log-move")
                    .with("table", name.clone())
                    .with("seat", seat)
                    .with("count", events.len()),
            );
            let over = events
                .iter()
                .any(|e| matches!(e, crate::game::Event::GameOver { .. }));
            broadcast_at(lobby, &name, &ServerMessage::Events { seat, events }, None);
            if over {
                server.log(&Message::new("net-log-game-over").with("table", name));
            }
        },
        move |lobby| {
            if let Some(room) = lobby.rooms.get_mut(&undo_name) {
                room.table = before;
                room.track(Instant::now());
            }
        },
    )
}

/// Starts the computers' moves at table `name` if the game waits on one and nobody is playing them already.
pub(super) fn play_computers_at(server: &Arc<Server>, name: &str) {
    let mut lobby = server.lobby();
    let Some(room) = lobby.rooms.get_mut(name) else {
        return;
    };
    if room.computers_playing || !room.table.computer_to_move() {
        return;
    }
    room.computers_playing = true;
    tokio::spawn(play_computers(server.clone(), name.to_string()));
}

/// Plays the computers of table `name` while the game waits on one, a pause before each move.
async fn play_computers(server: Arc<Server>, name: String) {
    loop {
        tokio::time::sleep(server.options.pace).await;
        // The bots' knowledge may still be solving: wait for it off the lobby's lock.
        let expert = {
            let mut lobby = server.lobby();
            let Some(room) = lobby.rooms.get(&name) else {
                return;
            };
            if room.computers.is_none() {
                let table = room.table.clone();
                let computers = computers_for(&mut lobby, &server, &table);
                if let Some(room) = lobby.rooms.get_mut(&name) {
                    room.computers = Some(computers);
                }
            }
            let rules = lobby.rooms[&name].table.game.state().rules().clone();
            lobby.experts.started(&rules)
        };
        if let Some(expert) = expert {
            let _ = tokio::task::spawn_blocking(move || expert.get()).await;
        }
        let server_too = server.clone();
        let table = name.clone();
        let moved = change_table(&server, &name, move |lobby| {
            let room = lobby.rooms.get_mut(&table).ok_or(ErrorCode::NoSuchTable)?;
            // Decided under the lock that `play_computers_at` looks at the flag under: no move is ever left unplayed.
            if !room.table.computer_to_move() || room.computers.is_none() {
                room.computers_playing = false;
                return Err(ErrorCode::NotYourTurn);
            }
            let computers = room.computers.as_mut().expect("checked above");
            computers.set_skills(room.table.computer_skills());
            let command = computers.next_command(room.table.game.state());
            let before = room.table.clone();
            let Ok((seat, events)) = room.table.computer_move(&command) else {
                room.computers_playing = false;
                server_too
                    .log(&Message::new("net-log-computer-stuck").with("table", table.clone()));
                return Err(ErrorCode::NotYourTurn);
            };
            Ok(played(server_too, lobby, table, seat, events, before))
        })
        .await;
        match moved {
            Ok(()) => {}
            // A move the disk did not take was taken back: it is tried again after the pause.
            Err(ErrorCode::ServerTrouble) => {}
            Err(_) => return,
        }
    }
}
