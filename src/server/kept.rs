//! The finished games the server keeps for walking (`games` and `walk N` in the lobby): the last
//! [`KEPT_GAMES`] games of tables anyone could find in the list, each whole (the state as it ended and every turn
//! with its choices), in `games.redb` in the data directory, so they outlive a restart. Not kept: a private table's
//! game (its people chose not to be seen), and a duplicate table's (its dice are those of other tables, which
//! may still be in play). No dice seed ever leaves the server: a game travels as its state and its record.
//!
//! A game is put in memory at once and written off the async threads; a write that fails (a full disk) is logged,
//! and the game stays walkable until the server stops. An entry that cannot be read at the start is left out (and
//! stays on the disk for the operator).

use std::collections::VecDeque;
use std::io;
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use super::store::{Database, TableStore};
use crate::game::{GameState, TurnRecord};
use crate::net::protocol::{KEPT_GAMES, KeptGameSummary, KeptPlayer, ServerMessage};
use crate::net::table::{HISTORY_BYTES, Table, turns_in_parts};

/// The redb table inside `games.redb`: the game's number, zero-padded so that keys sort as numbers → its JSON.
const GAMES: &str = "games";

/// One finished game as kept.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct KeptGame {
    id: u64,
    table: String,
    /// Seconds since 1970 when the game ended.
    ended: u64,
    state: GameState,
    turns: Vec<TurnRecord>,
}

/// The games kept, oldest first, and where they are written.
#[derive(Debug)]
pub(super) struct KeptGames {
    games: Mutex<VecDeque<Arc<KeptGame>>>,
    store: Arc<Database>,
}

fn key(id: u64) -> String {
    format!("{id:020}")
}

fn now_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs())
}

impl KeptGames {
    /// Opens (or makes) `games.redb` in `data_dir`, which keeps `free_margin` bytes free on its disk.
    ///
    /// # Errors
    /// The file cannot be made, read or kept private, or another server has it open.
    pub(super) fn open(data_dir: &Path, free_margin: u64) -> io::Result<KeptGames> {
        let path = data_dir.join("games.redb");
        let store = Database::open_holding(&path, GAMES, free_margin)?;
        crate::persist::files::make_private(&path)?;
        let mut games: Vec<Arc<KeptGame>> = store
            .load()?
            .into_iter()
            .filter_map(|(_, json)| serde_json::from_slice(&json).ok())
            .map(Arc::new)
            .collect();
        games.sort_by_key(|game| game.id);
        let excess = games.len().saturating_sub(KEPT_GAMES);
        Ok(KeptGames {
            games: Mutex::new(games.into_iter().skip(excess).collect()),
            store: Arc::new(store),
        })
    }

    fn games(&self) -> std::sync::MutexGuard<'_, VecDeque<Arc<KeptGame>>> {
        self.games.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Keeps the game just finished at `table`, if it is one to keep; what to write, and which older games to
    /// forget, for [`KeptGames::write`] to do off the async threads.
    pub(super) fn keep(&self, table: &Table) -> Option<Written> {
        let house = table.house();
        let state = table.game().state();
        if house.private || house.password.is_some() || state.config().duplicate {
            return None;
        }
        let at_rest = table.game().at_rest();
        let mut games = self.games();
        let id = games.back().map_or(1, |last| last.id + 1);
        let game = Arc::new(KeptGame {
            id,
            table: table.name().to_string(),
            ended: now_seconds(),
            state: at_rest.state().clone(),
            turns: at_rest.record().turns().to_vec(),
        });
        games.push_back(game.clone());
        let mut forgotten = Vec::new();
        while games.len() > KEPT_GAMES {
            if let Some(old) = games.pop_front() {
                forgotten.push(key(old.id));
            }
        }
        Some(Written {
            store: self.store.clone(),
            game,
            forgotten,
        })
    }

    /// The games kept, newest first, as their list says them.
    pub(super) fn summaries(&self) -> Vec<KeptGameSummary> {
        let now = now_seconds();
        self.games()
            .iter()
            .rev()
            .map(|game| KeptGameSummary {
                id: game.id,
                table: game.table.clone(),
                preset: game.state.config().preset,
                minutes_ago: now.saturating_sub(game.ended) / 60,
                players: (0..game.state.players().len())
                    .map(|seat| {
                        let player = &game.state.config().players[seat];
                        KeptPlayer {
                            name: player.name.to_string(),
                            points: game.state.total(seat),
                            number: player.number.filter(|_| player.is_computer()),
                        }
                    })
                    .collect(),
            })
            .collect()
    }

    /// Kept game `id` as the messages that carry it: the state, then its turns a part at a time, each part within
    /// [`HISTORY_BYTES`] (or one turn) so that every message fits in a frame. `None` when no game has that number.
    pub(super) fn messages(&self, id: u64) -> Option<Vec<ServerMessage>> {
        let game = self.games().iter().find(|game| game.id == id)?.clone();
        let parts = turns_in_parts(&game.turns, HISTORY_BYTES);
        let mut messages = vec![ServerMessage::KeptGame {
            id,
            state: game.state.clone(),
            parts: parts.len(),
        }];
        messages.extend(
            parts
                .into_iter()
                .map(|turns| ServerMessage::KeptTurns { id, turns }),
        );
        Some(messages)
    }
}

/// A kept game's write: the game itself and the older ones it pushed out.
pub(super) struct Written {
    store: Arc<Database>,
    game: Arc<KeptGame>,
    forgotten: Vec<String>,
}

impl Written {
    /// Writes it, durably (blocking, encoded there too: for a blocking thread, off the lobby's lock).
    ///
    /// # Errors
    /// Whatever kept it from being written (a full disk).
    pub(super) fn write(self) -> io::Result<()> {
        let json = serde_json::to_vec(&*self.game).expect("a game always serializes");
        self.store.save(&[(key(self.game.id), json)])?;
        if self.forgotten.is_empty() {
            return Ok(());
        }
        self.store.remove(&self.forgotten)
    }
}
