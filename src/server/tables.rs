//! The server's tables on disk: each table written atomically after every change that alters what is saved, and
//! every sound table file read back when the server starts (a damaged one logged and left as it is).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::lobby::{Lobby, Room, Server, computers_for};
use crate::game::SavedGame;
use crate::i18n::Message;
use crate::net::table::{Seat, Table, clean_table_name};
use crate::persist::files;

/// A table file larger than this is not one of ours.
const MAX_TABLE_FILE: u64 = 4 * 1024 * 1024;

/// Bumped when the table file's shape changes.
const TABLE_FORMAT: u32 = 1;

/// A table as saved: its seats with their tokens, and the game with its dice.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedTable {
    format: u32,
    name: String,
    seed: u64,
    started: bool,
    seats: Vec<Seat>,
    /// The game in the saved-game form (dice source included).
    game: String,
}

pub(super) fn tables_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("tables")
}

/// The file of table `name`: its name in hex, so any name makes a safe file name.
fn table_path(data_dir: &Path, name: &str) -> PathBuf {
    let hex: String = name.bytes().map(|b| format!("{b:02x}")).collect();
    tables_dir(data_dir).join(format!("table-{hex}.json"))
}

/// Saves table `name` atomically when anything saved has changed; a failure is logged (the game goes on, and
/// the next change saves again).
pub(super) fn save(server: &Server, lobby: &mut Lobby, name: &str) {
    let Some(room) = lobby.rooms.get_mut(name) else {
        return;
    };
    let saved = SavedTable {
        format: TABLE_FORMAT,
        name: room.table.name.clone(),
        seed: room.table.seed,
        started: room.table.started,
        seats: room.table.seats.clone(),
        game: SavedGame::to_json(&room.table.game),
    };
    let json = serde_json::to_vec(&saved).expect("a table always serializes");
    if json == room.saved {
        return;
    }
    if files::write_atomically(&table_path(&server.options.data_dir, name), &json).is_ok() {
        room.saved = json;
    } else {
        server.log(&Message::new("net-log-save-failed").with("table", name.to_string()));
    }
}

/// Every sound table file in the data directory, back in the lobby; a damaged one is logged and left alone.
pub(super) fn restore_tables(server: &Server) {
    let Ok(entries) = std::fs::read_dir(tables_dir(&server.options.data_dir)) else {
        return;
    };
    let mut lobby = server.lobby();
    for entry in entries.filter_map(Result::ok) {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        let Some(table) = read_table(&path) else {
            server.log(
                &Message::new("net-log-table-damaged").with("path", path.display().to_string()),
            );
            continue;
        };
        let computers = computers_for(&mut lobby, server, &table);
        server.log(&Message::new("net-log-table-restored").with("table", table.name.clone()));
        lobby.rooms.insert(
            table.name.clone(),
            Room {
                table,
                computers,
                present: Vec::new(),
                saved: Vec::new(),
            },
        );
    }
}

fn read_table(path: &Path) -> Option<Table> {
    let bytes = files::read_regular(path, MAX_TABLE_FILE).ok()??;
    let saved: SavedTable = serde_json::from_slice(&bytes).ok()?;
    let game = SavedGame::from_json(&saved.game).ok()?;
    let sound = saved.format == TABLE_FORMAT
        && saved.seats.len() == game.state().config().players.len()
        && saved
            .seats
            .iter()
            .zip(&game.state().config().players)
            .all(|(seat, player)| seat.computer == player.is_computer());
    sound.then(|| Table {
        name: clean_table_name(&saved.name),
        game,
        seats: saved.seats,
        started: saved.started,
        seed: saved.seed,
    })
}
