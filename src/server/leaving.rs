//! Someone leaving a table: given up before the start when they said goodbye, played by a computer at once
//! after it (or after the grace period when only the connection was lost), a spectator simply gone; the others
//! hear it, and the host role passes on if need be. Nobody can be refused leaving, so a save that fails here is
//! only logged.

use std::sync::Arc;
use std::time::Instant;

use super::commit::{Change, change_table};
use super::lobby::{Lobby, Server, broadcast_at};
use super::upkeep::play_computers_at;
use crate::i18n::Message;
use crate::net::protocol::{ServerMessage, TakeoverReason};
use crate::net::table::{ConnectionId, Leaving};

/// Connection `id` leaves its table (`said_goodbye`) or is gone. Before the start its seats are given up when
/// it said goodbye; after it, a computer plays at once for someone who said goodbye, and after the grace period
/// for someone whose connection was lost. The others hear it, and the host role passes on if need be.
pub(super) async fn leave(server: &Arc<Server>, id: ConnectionId, said_goodbye: bool) {
    let Some((name, _)) = server.lobby().visitors.get(&id).and_then(|v| v.at.clone()) else {
        return;
    };
    let server_too = server.clone();
    let table = name.clone();
    let left = change_table(server, &table, move |lobby| {
        Ok(leave_now(server_too, lobby, id, said_goodbye, name))
    })
    .await;
    if left.is_err()
        && let Some(visitor) = server.lobby().visitors.get_mut(&id)
    {
        // The table is gone: nothing to leave but the place.
        visitor.at = None;
        visitor.watch_name = None;
    }
    play_computers_at(server, &table);
}

/// [`leave`] under the table's gate: what leaving changes, and the news of it.
fn leave_now(
    server: Arc<Server>,
    lobby: &mut Lobby,
    id: ConnectionId,
    said_goodbye: bool,
    name: String,
) -> Change {
    let Some((_, watching)) = lobby.visitors.get_mut(&id).and_then(|v| v.at.take()) else {
        return Change::settled(|_| {});
    };
    let watch_name = lobby
        .visitors
        .get_mut(&id)
        .and_then(|v| v.watch_name.take());
    let Some(room) = lobby.rooms.get_mut(&name) else {
        return Change::settled(|_| {});
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
    Change::settled(move |lobby| {
        for message in &news {
            broadcast_at(lobby, &name, message, None);
        }
        server.log(
            &Message::new("net-log-left")
                .with("table", name)
                .with("id", id.to_string()),
        );
    })
}
