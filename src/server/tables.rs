//! The server's tables as saved: each table's saved form (what changed since the last save, if anything), every
//! sound table read back from the store when the server starts (a damaged one logged and left as it is; the
//! files of older servers taken in), a closed table's last state moved aside to `tables/closed/`, and the
//! server's own id. The store itself is `store.rs`.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::lobby::{Lobby, Room, Server, computers_for};
use super::store::database_path;
use crate::game::{SavedGame, Skill};
use crate::hash;
use crate::i18n::Message;
use crate::net::table::{HouseRules, Seat, Table, TableParts};
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
    /// The host's turn timer and bans.
    #[serde(default)]
    house: HouseRules,
    /// The seat whose turn the timer gave to the computer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    timed_out: Option<usize>,
    /// The game in the saved-game form (dice source included).
    game: String,
}

pub(super) fn tables_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("tables")
}

/// The file name of table `name` (closed tables' files, and the older servers' one file per table): 128 bits of two FNV-1a hashes of the name, in hex. Any name makes a safe file
/// name of one length (a name of 40 four-byte characters in hex made 331 bytes, past what file systems allow),
/// and the name itself is inside the file.
fn table_path(data_dir: &Path, name: &str) -> PathBuf {
    let high = hash::fnv1a(name.as_bytes());
    let low = hash::fnv1a_from(0x6c62_272e_07bb_0142, name.as_bytes());
    tables_dir(data_dir).join(format!("table-{high:016x}{low:016x}.json"))
}

/// Table `table`'s file as it is to be written (compared with what was last written, so that a change that
/// alters nothing saved, such as a cursor move, writes nothing, as a local game's save does).
pub(super) fn saved_form(table: &Table) -> Vec<u8> {
    let saved = SavedTable {
        format: TABLE_FORMAT,
        name: table.name().to_string(),
        seed: table.seed(),
        started: table.started(),
        seats: table.seats().to_vec(),
        host: table.host(),
        stand_in: table.stand_in(),
        house: table.house().clone(),
        timed_out: table.timed_out(),
        game: SavedGame::to_json(table.game()),
    };
    serde_json::to_vec(&saved).expect("a table always serializes")
}

/// Puts table `name`'s save in the queue now, under the lobby's lock, so that it is written before any change
/// that follows; for what the server does by itself, which nobody can refuse. What it returns waits for the
/// disk off the lock; a failure is logged, and the next change saves again.
pub(super) fn queue_save(
    server: &Arc<Server>,
    lobby: &Lobby,
    name: &str,
) -> Option<impl Future<Output = ()> + use<>> {
    let room = lobby.rooms.get(name)?;
    let json = saved_form(&room.table);
    if json == room.saved {
        return None;
    }
    let saving = server.committer.queue(name.to_string(), json.clone());
    let (server, name) = (server.clone(), name.to_string());
    Some(async move {
        if saving.await.is_err() {
            server.log(&Message::new("net-log-save-failed").with("table", name));
        } else if let Some(room) = server.lobby().rooms.get_mut(&name) {
            room.saved = json;
        }
    })
}

/// Every sound table in the store, back in the lobby (a damaged one is logged and left alone); table files
/// of older servers (one JSON file each) are taken into the store first and moved to `tables/imported/`.
pub(super) fn restore_tables(server: &Server) {
    import_files(server);
    let saved = match server.store.load() {
        Ok(saved) => saved,
        Err(error) => {
            server.log(&Message::new("net-log-table-damaged").with(
                "path",
                format!(
                    "{} ({error})",
                    database_path(&server.options.data_dir).display()
                ),
            ));
            return;
        }
    };
    let mut deserted = Vec::new();
    let mut lobby = server.lobby();
    for (name, json) in saved {
        let Some(table) = read_table(&json) else {
            if is_deserted(&json) {
                deserted.push((name, json));
            } else {
                server.log(&Message::new("net-log-table-unreadable").with("table", name));
            }
            continue;
        };
        let computers = table
            .has_computer_seat()
            .then(|| computers_for(&mut lobby, server, &table));
        server.log(&Message::new("net-log-table-restored").with("table", table.name().to_string()));
        let mut room = Room::new(table, computers, std::time::Instant::now());
        room.saved = json;
        lobby.open(room);
    }
    drop(lobby);
    // A table its last person left before the start, saved before the upkeep closed it (the server stopped in
    // between): closed now, as it would have been, rather than found unreadable at every start.
    for (name, json) in deserted {
        put_aside(server, &name, &json);
        server.log(
            &Message::new("net-log-closed")
                .with("table", name)
                .with("reason", "abandoned"),
        );
    }
}

/// Whether `bytes` is a saved table nobody can ever play: not started, and no person's seat left.
fn is_deserted(bytes: &[u8]) -> bool {
    serde_json::from_slice::<SavedTable>(bytes)
        .is_ok_and(|saved| !saved.started && saved.seats.iter().all(|seat| seat.computer))
}

/// Takes the table files of older servers into the store, and moves them aside once it holds them.
fn import_files(server: &Server) {
    let Ok(entries) = std::fs::read_dir(tables_dir(&server.options.data_dir)) else {
        return;
    };
    let mut found = Vec::new();
    for path in entries.filter_map(Result::ok).map(|e| e.path()) {
        if path.extension().is_none_or(|e| e != "json") || !path.is_file() {
            continue;
        }
        let bytes = files::read_regular(&path, MAX_TABLE_FILE).ok().flatten();
        match bytes.and_then(|bytes| Some((read_table(&bytes)?, bytes))) {
            Some((table, bytes)) => found.push((path, table.name().to_string(), bytes)),
            None => server.log(
                &Message::new("net-log-table-damaged").with("path", path.display().to_string()),
            ),
        }
    }
    if found.is_empty() {
        return;
    }
    let batch: Vec<(String, Vec<u8>)> = found
        .iter()
        .map(|(_, name, bytes)| (name.clone(), bytes.clone()))
        .collect();
    if server.store.save(&batch).is_err() {
        return;
    }
    let imported = tables_dir(&server.options.data_dir).join("imported");
    if std::fs::create_dir_all(&imported).is_ok() {
        for (path, _, _) in found {
            if let Some(file) = path.file_name() {
                let _ = std::fs::rename(&path, imported.join(file));
            }
        }
    }
}

fn good() -> Skill {
    Skill::Good
}

/// The folder closed tables' files are moved to, for an operator who wants one back; retired by age and by
/// total size (`Storage`).
fn closed_dir(data_dir: &Path) -> PathBuf {
    tables_dir(data_dir).join("closed")
}

/// Takes closed table `name` out of the store; its last state (`saved`) goes to `tables/closed/`, stamped with
/// the time, unless the disk is short of its margin. The oldest files there are retired past the bounds of
/// `Storage`. Blocking: called off the lobby's lock.
pub(super) fn put_aside(server: &Server, name: &str, saved: &[u8]) {
    let dir = closed_dir(&server.options.data_dir);
    let storage = server.options.storage;
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let file = table_path(&server.options.data_dir, name)
        .file_stem()
        .map(|stem| format!("{}-{stamp}.json", stem.to_string_lossy()))
        .unwrap_or_default();
    let room = fs4::available_space(&server.options.data_dir)
        .is_ok_and(|free| free >= storage.free_margin.saturating_add(saved.len() as u64));
    if !saved.is_empty() && room {
        // Owner-only (the temporary file's mode), like every file of the server that holds tokens.
        let _ = files::replace(&dir.join(file), saved);
    }
    if server.store.remove(&[name.to_string()]).is_err() {
        server.log(&Message::new("net-log-save-failed").with("table", name.to_string()));
    }
    retire_closed(&dir, storage.closed_bytes, storage.closed_age);
}

/// Deletes the closed tables' files in `dir` older than `max_age`, then the oldest until they hold no more
/// than `max_bytes` in all.
fn retire_closed(dir: &Path, max_bytes: u64, max_age: std::time::Duration) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let now = std::time::SystemTime::now();
    let mut kept: Vec<(std::time::SystemTime, u64, PathBuf)> = Vec::new();
    for entry in entries.flatten() {
        // Another closing table's file still being written (a temporary name) is not one to retire yet.
        let is_kept_table = entry.path().extension().is_some_and(|ext| ext == "json");
        let Ok(meta) = entry.metadata() else { continue };
        if !meta.is_file() || !is_kept_table {
            continue;
        }
        let modified = meta.modified().unwrap_or(now);
        if now.duration_since(modified).unwrap_or_default() > max_age {
            let _ = std::fs::remove_file(entry.path());
        } else {
            kept.push((modified, meta.len(), entry.path()));
        }
    }
    kept.sort();
    let mut total: u64 = kept.iter().map(|(_, size, _)| size).sum();
    for (_, size, path) in kept {
        if total <= max_bytes {
            break;
        }
        if std::fs::remove_file(&path).is_ok() {
            total -= size;
        }
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
    let id = super::secrets::new_token();
    // Without it, clients know this server by its address only; play goes on either way.
    let _ = files::write_atomically(&path, id.as_bytes());
    id
}

fn read_table(bytes: &[u8]) -> Option<Table> {
    let saved: SavedTable = serde_json::from_slice(bytes).ok()?;
    if saved.format != TABLE_FORMAT {
        return None;
    }
    let game = SavedGame::from_json(&saved.game).ok()?;
    Table::from_parts(TableParts {
        name: saved.name,
        game,
        seats: saved.seats,
        started: saved.started,
        seed: saved.seed,
        host: saved.host,
        stand_in: saved.stand_in,
        house: saved.house,
        timed_out: saved.timed_out,
    })
}
