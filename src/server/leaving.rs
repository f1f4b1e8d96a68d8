//! Someone leaving a table: given up before the start when they said goodbye, played by a computer at once
//! after it (or after the grace period when only the connection was lost), a spectator simply gone; the others
//! hear it, and the host role passes on if need be. Nobody can be refused leaving, so a save that fails here is
//! only logged.

use std::sync::Arc;

use super::commit::{Decision, change_table};
use super::lobby::{Place, Room, Server, broadcast_at};
use super::upkeep::play_computers_at;
use crate::i18n::Message;
use crate::net::protocol::{ServerMessage, TakeoverReason};
use crate::net::table::{ConnectionId, Leaving, Table};

/// How a connection leaves its table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Goodbye {
    /// It said goodbye (`leave`): it is not coming back.
    Said,
    /// Its connection ended without a goodbye: it may come back within the grace period.
    ConnectionLost,
}

/// Connection `id` leaves its table. Before the start its seats are given up when it said goodbye; after it, a
/// computer plays at once for someone who said goodbye, and after the grace period for someone whose connection
/// was lost. The others hear it, and the host role passes on if need be.
pub(super) async fn leave(server: &Arc<Server>, id: ConnectionId, goodbye: Goodbye) {
    let Some(place) = server
        .lobby()
        .visitors
        .get(&id)
        .and_then(|v| v.place.clone())
    else {
        return;
    };
    let server_too = server.clone();
    let name = place.table().to_string();
    let left = change_table(server, &name, move |_, room| {
        Ok(leave_now(server_too, room, id, goodbye, place))
    })
    .await;
    if left.is_err()
        && let Some(visitor) = server.lobby().visitors.get_mut(&id)
    {
        // The table is gone: nothing to leave but the place.
        visitor.place = None;
    }
    // A table its last person left before the start is closed at the next look at it (`upkeep::look_at`, within
    // a second); meanwhile nobody can join it.
    play_computers_at(server, &name);
}

/// [`leave`] decided under the table's gate: what leaving changes, and the news of it. Someone who has gone
/// cannot be refused: if the disk fails now, the log says so and the next change saves.
fn leave_now(
    server: Arc<Server>,
    room: &Room,
    id: ConnectionId,
    goodbye: Goodbye,
    place: Place,
) -> Decision {
    let name = place.table().to_string();
    let mut changed = room.table.clone();
    let host_before = changed.host_name();
    let mut news = match place {
        Place::Watching { name, .. } => vec![ServerMessage::SpectatorLeft { name }],
        Place::Seated { .. } => seats_left(&mut changed, id, goodbye),
    };
    changed.pass_host_on();
    if changed.host_name() != host_before
        && let Some(seat) = changed.host()
    {
        news.push(ServerMessage::HostIs { seat });
    }
    Decision::table(changed, move |lobby| {
        if let Some(visitor) = lobby.visitors.get_mut(&id) {
            visitor.place = None;
        }
        if let Some(room) = lobby.rooms.get_mut(&name) {
            room.present.retain(|&present| present != id);
        }
        for message in &news {
            broadcast_at(lobby, &name, message, None);
        }
        server.log(
            &Message::new("net-log-left")
                .with("table", name)
                .with("id", id.to_string()),
        );
    })
    .settled()
}

/// Connection `id`'s seats at `table` as it leaves, and the news of it for the others.
fn seats_left(table: &mut Table, id: ConnectionId, goodbye: Goodbye) -> Vec<ServerMessage> {
    let mut news = Vec::new();
    match goodbye {
        Goodbye::Said => match table.leave(id) {
            Leaving::GaveUp(names) => {
                let snapshot = table.snapshot();
                news.extend(names.into_iter().map(|name| ServerMessage::PersonGone {
                    name,
                    snapshot: snapshot.clone(),
                }));
            }
            Leaving::Released(seats) => {
                for seat in seats {
                    news.push(ServerMessage::PersonLeft { seat, lost: false });
                    if table.take_over(seat) {
                        news.push(ServerMessage::TakenOver {
                            seat,
                            why: TakeoverReason::Away,
                        });
                    }
                }
            }
        },
        Goodbye::ConnectionLost => {
            let released = table.release(id);
            news.extend(
                released
                    .into_iter()
                    .map(|seat| ServerMessage::PersonLeft { seat, lost: true }),
            );
        }
    }
    news
}
