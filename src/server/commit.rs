//! How a table changes, in the order the game core keeps one level down: decide, save, then put in place.
//!
//! One change at a time per table (its gate, held from the decision until the change is announced). The decision
//! is made under the lobby's lock on a *copy* of the table, and changes nothing; the copy is saved durably *off*
//! that lock by the group committer of `store.rs` (so tables never wait for each other's disk: one commit holds
//! every save waiting); only once it is on the disk is the copy put in place and the change announced. A change
//! the disk does not take is simply not put in place and is refused with `server-trouble`: nothing to undo.
//!
//! Below `handle/`, `leaving.rs` and `upkeep.rs`, which make every change of a table through [`change_table`] (or
//! [`enter`] and [`finish`], for the callers that must act under the same lock as the decision).

use std::sync::Arc;
use std::time::Instant;

use tokio::sync::OwnedMutexGuard;

use super::lobby::{Lobby, Room, Server};
use super::tables::saved_form;
use crate::i18n::Message;
use crate::net::protocol::ErrorCode;
use crate::net::table::Table;

/// Something done to the lobby once a change's save is settled.
type AfterSave = Box<dyn FnOnce(&mut Lobby) + Send>;

/// What a message or the server's upkeep decided for a table: the table as it is to be, and what follows.
pub(super) struct Decision {
    /// The table after the change (a changed copy), or `None` when the table itself does not change.
    table: Option<Table>,
    /// Puts the rest of the change in place (who is where) and tells everyone concerned; run under the lobby's
    /// lock once the table is on the disk and in place.
    then: AfterSave,
    /// Whether the disk may refuse the change. Someone who has gone cannot be refused: such a change is put in
    /// place and announced whatever the disk says, the log saying so, and the next change saves again.
    refusable: bool,
}

impl Decision {
    /// Table becomes `table` once saved; then `then`.
    pub(super) fn table(table: Table, then: impl FnOnce(&mut Lobby) + Send + 'static) -> Decision {
        Decision {
            table: Some(table),
            then: Box::new(then),
            refusable: true,
        }
    }

    /// Nothing of the table changes: only `then`, in turn with the table's other changes.
    pub(super) fn unchanged(then: impl FnOnce(&mut Lobby) + Send + 'static) -> Decision {
        Decision {
            table: None,
            then: Box::new(then),
            refusable: true,
        }
    }

    /// A change nobody can refuse: put in place and announced whatever the disk says.
    pub(super) fn settled(mut self) -> Decision {
        self.refusable = false;
        self
    }
}

/// Decides a change of table `name` with `decide` (shown the lobby and the table's room) once its gate is free, saves the table decided on, then puts
/// it in place and announces it (or refuses with `server-trouble` when the disk does not take it).
///
/// # Errors
/// What `decide` refused, [`ErrorCode::NoSuchTable`] when the table is gone, or `server-trouble`.
pub(super) async fn change_table(
    server: &Arc<Server>,
    name: &str,
    decide: impl FnOnce(&Lobby, &Room) -> Result<Decision, ErrorCode>,
) -> Result<(), ErrorCode> {
    let _only_us = enter(server, name).await?;
    let decision = {
        let lobby = server.lobby();
        let room = lobby.rooms.get(name).ok_or(ErrorCode::NoSuchTable)?;
        decide(&lobby, room)?
    };
    finish(server, name, decision).await
}

/// Waits until table `name`'s gate is free and holds it: nobody else changes the table until it is dropped.
///
/// # Errors
/// [`ErrorCode::NoSuchTable`] when there is no such table.
pub(super) async fn enter(
    server: &Arc<Server>,
    name: &str,
) -> Result<OwnedMutexGuard<()>, ErrorCode> {
    let gate = server
        .lobby()
        .rooms
        .get(name)
        .map(|room| room.gate.clone())
        .ok_or(ErrorCode::NoSuchTable)?;
    Ok(gate.lock_owned().await)
}

/// Saves the table `decision` made (off the lobby's lock), then puts it in place and announces it; for a caller
/// holding table `name`'s gate.
///
/// # Errors
/// `server-trouble` when the disk did not take a change that can be refused.
pub(super) async fn finish(
    server: &Arc<Server>,
    name: &str,
    decision: Decision,
) -> Result<(), ErrorCode> {
    let json = {
        let lobby = server.lobby();
        let saved = lobby.rooms.get(name).map(|room| room.saved.as_slice());
        match (&decision.table, saved) {
            (Some(table), Some(saved)) => Some(saved_form(table)).filter(|json| json != saved),
            _ => None,
        }
    };
    let saved = match &json {
        None => Ok(()),
        Some(json) => server.committer.save(name.to_string(), json.clone()).await,
    };
    if let Err(error) = &saved {
        if decision.refusable {
            server.log(
                &Message::new("net-log-save-refused")
                    .with("table", name.to_string())
                    .with("error", error.to_string()),
            );
            return Err(ErrorCode::ServerTrouble);
        }
        server.log(&Message::new("net-log-save-failed").with("table", name.to_string()));
    }
    let mut lobby = server.lobby();
    if let (Some(table), Some(room)) = (decision.table, lobby.rooms.get_mut(name)) {
        room.table = table;
        if let (Ok(()), Some(json)) = (saved, json) {
            room.saved = json;
        }
        lobby.index_tokens(name);
    }
    (decision.then)(&mut lobby);
    if let Some(room) = lobby.rooms.get_mut(name) {
        room.track(Instant::now());
    }
    Ok(())
}
