//! How a table changes: one change at a time per table (its gate, held from the change to its announcement),
//! the change made under the lobby's lock, the table saved durably *off* that lock by the group committer of
//! `store.rs` (so tables never wait for each other's disk: one commit holds every save waiting), and only then
//! announced. A change the disk does not take is undone and refused with `server-trouble`.
//!
//! Below `handle.rs` and `upkeep.rs`, which make every change of a table through [`change_table`].

use std::sync::Arc;

use super::lobby::{Lobby, Server};
use super::tables::{Unsaved, unsaved};
use crate::i18n::Message;
use crate::net::protocol::ErrorCode;

/// Something done to the lobby once a change's save is settled.
type AfterSave = Box<dyn FnOnce(&mut Lobby) + Send>;

/// What follows a change: how to tell people, and how to take it back.
pub(super) struct Change {
    /// Tells everyone concerned; run under the lobby's lock once the change is on the disk.
    pub(super) announce: AfterSave,
    /// Puts the lobby back as it was (the table, who is where); `None` for a change that cannot be refused
    /// (someone has gone), which is announced even when the disk fails, the log saying so.
    pub(super) undo: Option<AfterSave>,
}

impl Change {
    pub(super) fn new(
        announce: impl FnOnce(&mut Lobby) + Send + 'static,
        undo: impl FnOnce(&mut Lobby) + Send + 'static,
    ) -> Change {
        Change {
            announce: Box::new(announce),
            undo: Some(Box::new(undo)),
        }
    }

    /// A change nobody can refuse: announced whatever the disk says.
    pub(super) fn settled(announce: impl FnOnce(&mut Lobby) + Send + 'static) -> Change {
        Change {
            announce: Box::new(announce),
            undo: None,
        }
    }
}

/// Makes `change` at table `name` once its gate is free, saves the table, then announces the change (or
/// undoes it and refuses with `server-trouble` when the disk does not take it).
///
/// # Errors
/// What `change` refused, [`ErrorCode::NoSuchTable`] when the table is gone, or `server-trouble`.
pub(super) async fn change_table(
    server: &Arc<Server>,
    name: &str,
    change: impl FnOnce(&mut Lobby) -> Result<Change, ErrorCode>,
) -> Result<(), ErrorCode> {
    let gate = server
        .lobby()
        .rooms
        .get(name)
        .map(|room| room.gate.clone())
        .ok_or(ErrorCode::NoSuchTable)?;
    let _only_us = gate.lock().await;
    let (change, save) = {
        let mut lobby = server.lobby();
        if !lobby.rooms.contains_key(name) {
            return Err(ErrorCode::NoSuchTable);
        }
        let change = change(&mut lobby)?;
        let save = unsaved(&lobby, name);
        (change, save)
    };
    finish(server, name, change, save).await
}

/// Saves what a change left unsaved (off the lobby's lock) and announces it, or undoes it; for a caller that
/// made the change itself holding the table's gate (a new table).
///
/// # Errors
/// `server-trouble` when the disk did not take a change that can be refused.
pub(super) async fn finish(
    server: &Arc<Server>,
    name: &str,
    change: Change,
    save: Option<Unsaved>,
) -> Result<(), ErrorCode> {
    let saved = match save {
        None => Ok(None),
        Some(save) => server
            .committer
            .save(save.name, save.json.clone())
            .await
            .map(|()| Some(save.json)),
    };
    let mut lobby = server.lobby();
    match saved {
        Ok(json) => {
            if let (Some(json), Some(room)) = (json, lobby.rooms.get_mut(name)) {
                room.saved = json;
            }
            (change.announce)(&mut lobby);
            Ok(())
        }
        Err(error) => match change.undo {
            Some(undo) => {
                server.log(
                    &Message::new("net-log-save-refused")
                        .with("table", name.to_string())
                        .with("error", error.to_string()),
                );
                undo(&mut lobby);
                Err(ErrorCode::ServerTrouble)
            }
            None => {
                server.log(&Message::new("net-log-save-failed").with("table", name.to_string()));
                (change.announce)(&mut lobby);
                Ok(())
            }
        },
    }
}
