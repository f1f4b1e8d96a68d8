//! The messages of a connection seated at a table: the game's commands, the host's powers (start, pass the host
//! role, give a seat to the computer, close the table), taking one's seats back from the computer, and chat. Each
//! decides on a copy of the table, through [`change_seated`].

use std::sync::Arc;

use crate::game::Command;
use crate::i18n::Message;
use crate::net::protocol::{ClosedReason, ErrorCode, Sanction, ServerMessage, TakeoverReason};
use crate::net::table::{ConnectionId, Table, clean_chat};
use crate::server::commit::{Decision, change_table};
use crate::server::lobby::{Lobby, Place, Server, Visitor, broadcast, broadcast_at};
use crate::server::upkeep::{close_table, play_computers_at, played};

/// Decides a change of the table connection `id` is seated at: `change` changes a copy of the table and says
/// what follows once it is saved (given the table's name).
pub(super) async fn change_seated<F>(
    server: &Arc<Server>,
    id: ConnectionId,
    change: impl FnOnce(&mut Table) -> Result<F, ErrorCode>,
) -> Result<String, ErrorCode>
where
    F: FnOnce(&mut Lobby, &str) + Send + 'static,
{
    let name = seated_at(&server.lobby(), id)?;
    let table = name.clone();
    change_table(server, &name, move |_, room| {
        let mut changed = room.table.clone();
        let then = change(&mut changed)?;
        Ok(Decision::table(changed, move |lobby| then(lobby, &table)))
    })
    .await?;
    Ok(name)
}

/// The host starts the game.
pub(super) async fn start(server: &Arc<Server>, id: ConnectionId) -> Result<(), ErrorCode> {
    let server_too = server.clone();
    let name = change_seated(server, id, |table| {
        table.start(id)?;
        let snapshot = table.snapshot();
        Ok(move |lobby: &mut Lobby, name: &str| {
            if let Some(room) = lobby.rooms.get_mut(name) {
                room.clock.moved(std::time::Instant::now());
            }
            broadcast_at(lobby, name, &ServerMessage::Started { snapshot }, None);
            server_too.log(&Message::new("net-log-started").with("table", name.to_string()));
        })
    })
    .await
    .map_err(|code| match code {
        ErrorCode::SeatEmpty { name, .. } => {
            let seconds = seconds_until_given_up(server, id, &name);
            ErrorCode::SeatEmpty { name, seconds }
        }
        other => other,
    })?;
    play_computers_at(server, &name);
    Ok(())
}

/// A move of the game for `seat`.
pub(super) async fn command(
    server: &Arc<Server>,
    id: ConnectionId,
    seat: usize,
    command: Command,
) -> Result<(), ErrorCode> {
    let server_too = server.clone();
    let name = change_seated(server, id, |table| {
        let events = table.command(id, seat, &command)?;
        Ok(move |lobby: &mut Lobby, name: &str| played(&server_too, lobby, name, seat, events))
    })
    .await?;
    play_computers_at(server, &name);
    Ok(())
}

/// The host passes the host role to `seat`.
pub(super) async fn pass_host(
    server: &Arc<Server>,
    id: ConnectionId,
    seat: usize,
) -> Result<(), ErrorCode> {
    change_seated(server, id, |table| {
        table.pass_host(id, seat)?;
        Ok(move |lobby: &mut Lobby, name: &str| {
            broadcast_at(lobby, name, &ServerMessage::HostIs { seat }, None);
        })
    })
    .await
    .map(drop)
}

/// The host gives `seat` to the computer.
pub(super) async fn seat_to_computer(
    server: &Arc<Server>,
    id: ConnectionId,
    seat: usize,
) -> Result<(), ErrorCode> {
    let server_too = server.clone();
    let name = change_seated(server, id, |table| {
        table.seat_to_computer(id, seat)?;
        Ok(move |lobby: &mut Lobby, name: &str| {
            let taken = ServerMessage::TakenOver {
                seat,
                why: TakeoverReason::Host,
            };
            broadcast_at(lobby, name, &taken, None);
            server_too.log(
                &Message::new("net-log-taken-over")
                    .with("table", name.to_string())
                    .with("seat", seat),
            );
        })
    })
    .await?;
    play_computers_at(server, &name);
    Ok(())
}

/// Connection `id` takes back its seats from the computer that played them.
pub(super) async fn take_back(server: &Arc<Server>, id: ConnectionId) -> Result<(), ErrorCode> {
    change_seated(server, id, |table| {
        let seats = table.take_back(id)?;
        Ok(move |lobby: &mut Lobby, name: &str| {
            for seat in seats {
                broadcast_at(lobby, name, &ServerMessage::PersonBack { seat }, None);
            }
        })
    })
    .await
    .map(drop)
}

/// The host closes the table for everyone.
pub(super) async fn close(server: &Arc<Server>, id: ConnectionId) -> Result<(), ErrorCode> {
    let name = seated_at(&server.lobby(), id)?;
    let server_too = server.clone();
    let table = name.clone();
    change_table(server, &name, move |_, room| {
        room.table.check_host(id)?;
        Ok(Decision::unchanged(move |lobby| {
            close_table(&server_too, lobby, &table, ClosedReason::Host);
        }))
    })
    .await
}

/// A line of chat from connection `id` to everyone at its table, signed with its seat's or its watching name.
pub(super) fn chat(server: &Server, id: ConnectionId, text: &str) -> Result<(), ErrorCode> {
    let mut lobby = server.lobby();
    let place = lobby
        .visitors
        .get(&id)
        .and_then(|visitor| visitor.place.clone())
        .ok_or(ErrorCode::NotAtTable)?;
    let room = lobby
        .rooms
        .get(place.table())
        .ok_or(ErrorCode::NotAtTable)?;
    let (from, watching) = match &place {
        Place::Watching { name, .. } => (name.clone(), true),
        Place::Seated { .. } => (signature(&room.table, id), false),
    };
    let visitor = lobby.visitors.get_mut(&id).ok_or(ErrorCode::NotAtTable)?;
    let Some(text) = chat_let_through(server, visitor, text, Some(&from))? else {
        return Ok(());
    };
    let room = lobby
        .rooms
        .get(place.table())
        .ok_or(ErrorCode::NotAtTable)?;
    let chat = ServerMessage::Chat {
        from,
        text,
        watching,
    };
    broadcast(&lobby, room, &chat, None);
    Ok(())
}

/// What every line of chat passes, at a table or in the lobby: the text cleaned (refused when too long), its
/// sender not muted by an operator (under its greeting, its account, the name the line is `signed` with, or its
/// address), and within its address's rate. `None` for a line past the rate whose sender was already told so:
/// it is dropped without a word.
pub(super) fn chat_let_through(
    server: &Server,
    visitor: &mut Visitor,
    text: &str,
    signed: Option<&str>,
) -> Result<Option<String>, ErrorCode> {
    let text = clean_chat(text)?;
    let names = visitor
        .name
        .iter()
        .chain(&visitor.account)
        .map(String::as_str)
        .chain(signed);
    let muted = names.map(Some).chain([None]).find_map(|name| {
        server
            .moderation
            .in_force(Sanction::Muted, name, visitor.address)
    });
    if let Some((minutes, reason)) = muted {
        return Err(ErrorCode::Muted { minutes, reason });
    }
    // Past the address's rate a line is not sent; its sender is told once for a run of them.
    if !server.rates.chat(visitor.address) {
        return if std::mem::replace(&mut visitor.chat_refused, true) {
            Ok(None)
        } else {
            Err(ErrorCode::TooFast)
        };
    }
    visitor.chat_refused = false;
    Ok(Some(text))
}

/// The name chat from a seated connection is signed with: the seat whose turn it is, if it holds it, else its
/// first seat.
fn signature(table: &Table, id: ConnectionId) -> String {
    let players = &table.game().state().config().players;
    let turn = table.game().state().turn().map(|t| t.player);
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

/// How long `name`'s empty seat at connection `id`'s table still waits before it is given up: what is left of
/// the grace period since they went, plus the upkeep's look at it (every quarter of the period), in whole seconds.
fn seconds_until_given_up(server: &Server, id: ConnectionId, name: &str) -> u64 {
    let lobby = server.lobby();
    let period = server.options.periods.takeover_after;
    let since = seated_at(&lobby, id).ok().and_then(|table| {
        let room = lobby.rooms.get(&table)?;
        let players = &room.table.game().state().config().players;
        let seat = players.iter().position(|p| p.name.as_str() == name)?;
        let token = room.table.seats().get(seat)?.token.as_ref()?;
        room.away.get(token).copied()
    });
    let gone_for = since.map_or(std::time::Duration::ZERO, |at| at.elapsed());
    let left = period.saturating_sub(gone_for) + period / 4;
    left.as_secs_f64().ceil().max(1.0) as u64
}

/// The table a connection holds seats at (not one it only watches).
pub(super) fn seated_at(lobby: &Lobby, id: ConnectionId) -> Result<String, ErrorCode> {
    match lobby.visitors.get(&id).and_then(|v| v.place.as_ref()) {
        Some(Place::Seated { table }) => Ok(table.clone()),
        Some(Place::Watching { .. }) => Err(ErrorCode::NotYourSeat),
        None => Err(ErrorCode::NotAtTable),
    }
}
