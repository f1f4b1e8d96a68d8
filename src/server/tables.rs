//! The server's tables on disk: each table written atomically after every change that alters what is saved,
//! every sound table file read back when the server starts (a damaged one logged and left as it is), a closed
//! table's file moved aside to `tables/closed/`, and the server's own id.

use std::path::{Path, PathBuf};
use std::time::Instant;

use serde::{Deserialize, Serialize};

use super::lobby::{Lobby, Room, Server, computers_for};
use crate::game::{SavedGame, Skill};
use crate::hash;
use crate::i18n::Message;
use crate::net::protocol::ErrorCode;
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
    /// The host's seat.
    #[serde(default)]
    host: Option<usize>,
    /// The level of the computer that plays for people who have gone.
    #[serde(default = "good")]
    stand_in: Skill,
    /// The game in the saved-game form (dice source included).
    game: String,
}

pub(super) fn tables_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("tables")
}

/// The file of table `name`: 128 bits of two FNV-1a hashes of the name, in hex. Any name makes a safe file
/// name of one length (a name of 40 four-byte characters in hex made 331 bytes, past what file systems allow),
/// and the name itself is inside the file.
fn table_path(data_dir: &Path, name: &str) -> PathBuf {
    let high = hash::fnv1a(name.as_bytes());
    let low = hash::fnv1a_from(0x6c62_272e_07bb_0142, name.as_bytes());
    tables_dir(data_dir).join(format!("table-{high:016x}{low:016x}.json"))
}

/// Where the server's table files are written: the disk, or (in tests) a disk that fails on demand.
pub trait TableStore: Send + Sync + std::fmt::Debug {
    /// Writes `contents` to `path` durably and atomically: after an error the old file is unchanged.
    ///
    /// # Errors
    /// Whatever kept the file from being written (a full disk, no permission).
    fn write(&self, path: &Path, contents: &[u8]) -> std::io::Result<()>;
}

/// The disk, through [`files::write_atomically`] (write, flush, rename, flush the folder).
#[derive(Debug)]
pub struct OnDisk;

impl TableStore for OnDisk {
    fn write(&self, path: &Path, contents: &[u8]) -> std::io::Result<()> {
        files::write_atomically(path, contents)
    }
}

/// Saves table `name` atomically when anything saved has changed. A failure is logged with its reason and
/// is [`ErrorCode::ServerTrouble`]: the caller takes the change back, so nobody hears of a change the disk
/// does not hold.
pub(super) fn save(server: &Server, lobby: &mut Lobby, name: &str) -> Result<(), ErrorCode> {
    let Some(room) = lobby.rooms.get_mut(name) else {
        return Ok(());
    };
    let saved = SavedTable {
        format: TABLE_FORMAT,
        name: room.table.name.clone(),
        seed: room.table.seed,
        started: room.table.started,
        seats: room.table.seats.clone(),
        host: room.table.host,
        stand_in: room.table.stand_in,
        game: SavedGame::to_json(&room.table.game),
    };
    let json = serde_json::to_vec(&saved).expect("a table always serializes");
    if json == room.saved {
        return Ok(());
    }
    let path = table_path(&server.options.data_dir, name);
    match server.options.store.write(&path, &json) {
        Ok(()) => {
            room.saved = json;
            Ok(())
        }
        Err(error) => {
            server.log(
                &Message::new("net-log-save-refused")
                    .with("table", name.to_string())
                    .with("error", error.to_string()),
            );
            Err(ErrorCode::ServerTrouble)
        }
    }
}

/// Saves table `name` after a change; when that fails, the table is as it was (`before`) and the change is
/// refused with [`ErrorCode::ServerTrouble`].
pub(super) fn keep_or_take_back(
    server: &Server,
    lobby: &mut Lobby,
    name: &str,
    before: Table,
) -> Result<(), ErrorCode> {
    save(server, lobby, name).inspect_err(|_| {
        if let Some(room) = lobby.rooms.get_mut(name) {
            room.table = before;
            room.track(Instant::now());
        }
    })
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
        // A file saved under an older naming goes to its table's file name now, so the next save replaces it
        // instead of leaving a second copy to be restored.
        let wanted = table_path(&server.options.data_dir, &table.name);
        if path != wanted && !wanted.exists() {
            let _ = std::fs::rename(&path, &wanted);
        }
        let computers = table
            .has_computer_seat()
            .then(|| computers_for(&mut lobby, server, &table));
        server.log(&Message::new("net-log-table-restored").with("table", table.name.clone()));
        lobby.rooms.insert(
            table.name.clone(),
            Room::new(table, computers, std::time::Instant::now()),
        );
    }
}

fn good() -> Skill {
    Skill::Good
}

/// The folder closed tables' files are moved to (never deleted: an operator may want one back).
fn closed_dir(data_dir: &Path) -> PathBuf {
    tables_dir(data_dir).join("closed")
}

/// Moves the file of closed table `name` aside, stamped with the time, so it is not restored again.
pub(super) fn put_aside(server: &Server, name: &str) {
    let from = table_path(&server.options.data_dir, name);
    let dir = closed_dir(&server.options.data_dir);
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let file = from
        .file_stem()
        .map(|stem| format!("{}-{stamp}.json", stem.to_string_lossy()))
        .unwrap_or_default();
    let moved = std::fs::create_dir_all(&dir).and_then(|()| std::fs::rename(&from, dir.join(file)));
    if moved.is_err() && from.exists() {
        server.log(&Message::new("net-log-save-failed").with("table", name.to_string()));
    }
}

/// This server's id: made once, kept in the data directory, so clients know it under any address.
pub(super) fn server_id(data_dir: &Path) -> String {
    let path = data_dir.join("server-id");
    if let Ok(Some(bytes)) = files::read_regular(&path, 64)
        && let Ok(id) = String::from_utf8(bytes)
        && id.trim().len() == 32
        && id.trim().chars().all(|c| c.is_ascii_hexdigit())
    {
        return id.trim().to_string();
    }
    let id = super::lobby::new_token();
    // Without it, clients know this server by its address only; play goes on either way.
    let _ = files::write_atomically(&path, id.as_bytes());
    id
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
    let seat_count = saved.seats.len();
    sound.then(|| Table {
        name: clean_table_name(&saved.name),
        game,
        seats: saved.seats,
        started: saved.started,
        seed: saved.seed,
        host: saved.host.filter(|&h| h < seat_count),
        stand_in: saved.stand_in,
    })
}
