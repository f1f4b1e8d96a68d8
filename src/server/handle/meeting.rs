//! The lobby as a room to meet in: a line of chat heard by everyone at no table and by those at tables who chose
//! to hear it, signed with the sender's name (their account's when logged in), passing what table chat passes
//! (cleaned, not muted, within the address's rate) and refused for a name that belongs to someone else. Also the
//! server's leaderboard, heard from the lobby and from a table alike, and the finished games it keeps, listed and
//! sent whole to be walked.

use super::account::may_use_names;
use super::at_table::chat_let_through;
use crate::net::protocol::{ErrorCode, ServerMessage};
use crate::net::table::ConnectionId;
use crate::rules::Preset;
use crate::server::lobby::{Server, send};

/// A line of chat from connection `id` to the lobby.
pub(super) fn lobby_chat(server: &Server, id: ConnectionId, text: &str) -> Result<(), ErrorCode> {
    let mut lobby = server.lobby();
    let visitor = lobby.visitors.get(&id).ok_or(ErrorCode::NotHelloFirst)?;
    let from = match &visitor.account {
        Some(account) => account.clone(),
        None => visitor.name.clone().ok_or(ErrorCode::NotHelloFirst)?,
    };
    // Where the sender is, so that people know where to find them.
    let place = visitor
        .place
        .as_ref()
        .map(|place| place.table().to_string());
    may_use_names(server, &lobby, id, [from.as_str()])?;
    let visitor = lobby
        .visitors
        .get_mut(&id)
        .ok_or(ErrorCode::NotHelloFirst)?;
    let Some(text) = chat_let_through(server, visitor, text, Some(&from))? else {
        return Ok(());
    };
    // A private table is not named.
    let table = place.clone().filter(|table| {
        lobby
            .rooms
            .get(table)
            .is_some_and(|room| !room.table.house().private)
    });
    let message = ServerMessage::LobbyChat {
        from,
        text,
        at_table: place.is_some(),
        table,
    };
    let hearing: Vec<ConnectionId> = lobby
        .visitors
        .iter()
        .filter(|&(&other, visitor)| other == id || visitor.in_the_lobby())
        .map(|(&other, _)| other)
        .collect();
    for other in hearing {
        send(&lobby, other, message.clone());
    }
    Ok(())
}

/// Connection `id` chooses whether the lobby's chat reaches it while it is at a table.
pub(super) fn hear_lobby(server: &Server, id: ConnectionId, on: bool) -> Result<(), ErrorCode> {
    let mut lobby = server.lobby();
    let visitor = lobby
        .visitors
        .get_mut(&id)
        .ok_or(ErrorCode::NotHelloFirst)?;
    visitor.hears_lobby = on;
    Ok(())
}

/// A page of the leaderboard of `preset`, for connection `id` wherever it is (the lobby, a table, watching).
pub(super) fn leaderboard(server: &Server, id: ConnectionId, preset: Preset, page: usize) {
    let board = server.ratings.page(preset, page);
    send(&server.lobby(), id, ServerMessage::Leaderboard { board });
}

/// The finished games the server keeps, newest first, for connection `id`.
///
/// # Errors
/// None: the list is always there, if empty (the same shape as the other answers).
pub(super) fn kept_games(server: &Server, id: ConnectionId) -> Result<(), ErrorCode> {
    let list = server.kept.summaries();
    send(&server.lobby(), id, ServerMessage::KeptGames { list });
    Ok(())
}

/// Kept game `game`, whole, for connection `id` to walk.
///
/// # Errors
/// [`ErrorCode::NoSuchGame`] when the server keeps no game by that number (any more).
pub(super) fn kept_game(server: &Server, id: ConnectionId, game: u64) -> Result<(), ErrorCode> {
    let messages = server.kept.messages(game).ok_or(ErrorCode::NoSuchGame)?;
    let lobby = server.lobby();
    for message in messages {
        send(&lobby, id, message);
    }
    Ok(())
}
