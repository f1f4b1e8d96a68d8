//! The host's powers over the people at a table: removing a person (with everyone at their keyboard; banned
//! from the table when the host says so) and the turn timer. Each decides on a copy of the table and is heard by
//! everyone there once it is saved; the person removed hears it too and is back in the lobby.

use std::sync::Arc;
use std::time::Instant;

use super::arrive::spectator_names;
use super::at_table::{change_seated, seated_at};
use crate::i18n::Message;
use crate::net::protocol::{ErrorCode, ServerMessage};
use crate::net::table::{ConnectionId, Removal};
use crate::server::commit::{Decision, change_table};
use crate::server::lobby::{Lobby, Server, broadcast_at, send};
use crate::server::upkeep::play_computers_at;

/// The host removes the person at `seat` (and bans them from the table when `ban`).
pub(super) async fn remove(
    server: &Arc<Server>,
    id: ConnectionId,
    seat: usize,
    ban: bool,
) -> Result<(), ErrorCode> {
    let name = seated_at(&server.lobby(), id)?;
    let (server_too, table) = (server.clone(), name.clone());
    change_table(server, &name, move |lobby, room| {
        let mut changed = room.table.clone();
        let removal = changed.remove(id, seat)?;
        if ban {
            // Their address too, when they are here: a new name would not bring them back. Everyone else at the
            // table now stays welcome from it (a household behind one router), and so does anyone invited.
            let address = removal
                .connection
                .and_then(|gone| lobby.visitors.get(&gone))
                .map(|visitor| visitor.address.to_string());
            changed.ban(&removal.names, address, &spectator_names(lobby, room));
        }
        Ok(Decision::table(changed, move |lobby| {
            removed(&server_too, lobby, &table, removal, ban);
        }))
    })
    .await?;
    play_computers_at(server, &name);
    Ok(())
}

/// A removal now on the disk: the person removed is told and back in the lobby; everyone else hears who went.
fn removed(server: &Server, lobby: &mut Lobby, table: &str, removal: Removal, banned: bool) {
    if let Some(gone) = removal.connection {
        let told = ServerMessage::RemovedFromTable {
            table: table.to_string(),
            banned,
        };
        send(lobby, gone, told);
        if let Some(visitor) = lobby.visitors.get_mut(&gone) {
            visitor.place = None;
        }
        if let Some(room) = lobby.rooms.get_mut(table) {
            room.present.retain(|&present| present != gone);
        }
    }
    let Some(room) = lobby.rooms.get_mut(table) else {
        return;
    };
    room.track(Instant::now());
    let news = ServerMessage::PersonRemoved {
        names: removal.names.clone(),
        banned,
        snapshot: room.table.snapshot(),
    };
    broadcast_at(lobby, table, &news, None);
    server.log(
        &Message::new("net-log-removed")
            .with("table", table.to_string())
            .with("names", removal.names.join(", "))
            .with("banned", if banned { "yes" } else { "no" }),
    );
}

/// The host sets the turn timer (`None`: off). The clock starts again for the turn under way.
pub(super) async fn turn_timer(
    server: &Arc<Server>,
    id: ConnectionId,
    seconds: Option<u32>,
) -> Result<(), ErrorCode> {
    change_seated(server, id, |table| {
        table.set_turn_timer(id, seconds)?;
        Ok(move |lobby: &mut Lobby, name: &str| {
            if let Some(room) = lobby.rooms.get_mut(name) {
                room.clock.moved(Instant::now());
            }
            broadcast_at(lobby, name, &ServerMessage::TurnTimer { seconds }, None);
        })
    })
    .await
    .map(drop)
}

/// The host invites `name`: everyone at the table hears it, and so does the person, wherever they are on the
/// server (by the name they said hello with, or the one they are logged in as, and its look-alikes).
/// Whether connection `id` may invite `name` now: an invitation is a message to someone, so it is refused to a
/// muted person and counted like chat (past the rate, dropped as chat is); false for a name invited already,
/// which changes nothing and is told to nobody again.
fn may_invite(server: &Server, id: ConnectionId, name: &str) -> Result<bool, ErrorCode> {
    let mut lobby = server.lobby();
    let table = super::at_table::seated_at(&lobby, id)?;
    let already = lobby
        .rooms
        .get(&table)
        .is_some_and(|room| room.table.is_invited(name));
    let visitor = lobby
        .visitors
        .get_mut(&id)
        .ok_or(ErrorCode::NotHelloFirst)?;
    if already {
        return Ok(false);
    }
    Ok(super::at_table::chat_let_through(server, visitor, name, None)?.is_some())
}

pub(super) async fn invite(
    server: &Arc<Server>,
    id: ConnectionId,
    name: &str,
) -> Result<(), ErrorCode> {
    let name = crate::text::PlayerName::new(name);
    if !name.is_acceptable() {
        return Err(ErrorCode::BadName);
    }
    let name = name.to_string();
    if !may_invite(server, id, &name)? {
        return Ok(());
    }
    let server_too = server.clone();
    let invited = name.clone();
    change_seated(server, id, move |table| {
        table.invite(id, &invited)?;
        let from = table.host_name().unwrap_or_default();
        Ok(move |lobby: &mut Lobby, table: &str| {
            broadcast_at(
                lobby,
                table,
                &ServerMessage::PersonInvited {
                    name: invited.clone(),
                },
                None,
            );
            let key = crate::text::look_alike_key(&invited);
            let present = lobby
                .rooms
                .get(table)
                .map(|room| room.present.clone())
                .unwrap_or_default();
            let them: Vec<ConnectionId> = lobby
                .visitors
                .iter()
                .filter(|(other, visitor)| {
                    !present.contains(other)
                        && visitor
                            .name
                            .iter()
                            .chain(&visitor.account)
                            .any(|known| crate::text::look_alike_key(known) == key)
                })
                .map(|(&other, _)| other)
                .collect();
            for other in them {
                let told = ServerMessage::Invited {
                    table: table.to_string(),
                    from: from.clone(),
                };
                send(lobby, other, told);
            }
            server_too.log(
                &Message::new("net-log-invited")
                    .with("table", table.to_string())
                    .with("name", invited),
            );
        })
    })
    .await
    .map(drop)
}
