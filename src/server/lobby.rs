//! What the server holds in memory: the tables (each a `Room` with its computer players and who is there), the
//! connections (`Visitor`s) and the experts the computer seats share, all behind one lock (`Lobby`) that is held
//! briefly by each message and never across an await; and how the server runs (`ServeOptions`).
//!
//! Below the connections (`serve.rs`) and the tables on disk (`tables.rs`), which both use it.

use std::collections::{BTreeMap, HashMap};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::mpsc;

use crate::computer::{ComputerPlayers, Expert};
use crate::i18n::Message;
use crate::net::protocol::ServerMessage;
use crate::net::table::{ConnectionId, Table};
use crate::persist::table_cache;

/// How the server runs.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    pub listen: SocketAddr,
    /// Where tables are saved.
    pub data_dir: PathBuf,
    /// Where strategy tables are cached, for the computer seats.
    pub cache_dir: Option<PathBuf>,
    /// The pause before each computer move, so people hear it.
    pub pace: Duration,
    /// Where new tables' dice come from (`--seed`): with the table's name, the seed of its dice.
    pub seed: Option<u64>,
}

/// One table on the server, with its computer players and who is there.
#[derive(Debug)]
pub(super) struct Room {
    pub(super) table: Table,
    pub(super) computers: Option<ComputerPlayers>,
    /// Every connection at the table, spectators included.
    pub(super) present: Vec<ConnectionId>,
    /// What was last written to the table's file: a change that alters nothing saved (a cursor move) writes
    /// nothing, as a local game's save does.
    pub(super) saved: Vec<u8>,
}

/// A connection's side of the lobby.
#[derive(Debug)]
pub(super) struct Visitor {
    pub(super) outbox: mpsc::Sender<ServerMessage>,
    pub(super) name: Option<String>,
    /// The table this connection is at, and whether only watching.
    pub(super) at: Option<(String, bool)>,
}

/// Everything the server knows; locked briefly by each message, never across an await.
#[derive(Debug, Default)]
pub(super) struct Lobby {
    pub(super) rooms: BTreeMap<String, Room>,
    pub(super) visitors: HashMap<ConnectionId, Visitor>,
    pub(super) experts: HashMap<u64, Expert>,
}

/// What the tasks share.
#[derive(Debug)]
pub(super) struct Server {
    pub(super) lobby: Mutex<Lobby>,
    pub(super) options: ServeOptions,
    /// The log's lines go to a thread of their own, which holds the localizer (not shareable between threads).
    pub(super) log: std::sync::mpsc::Sender<Message>,
}

impl Server {
    pub(super) fn lobby(&self) -> std::sync::MutexGuard<'_, Lobby> {
        self.lobby.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// One line on stderr, in the operator's language.
    pub(super) fn log(&self, message: &Message) {
        let _ = self.log.send(message.clone());
    }
}

/// The computer players of `table`; their knowledge (solved once per ruleset) is shared by every table.
pub(super) fn computers_for(
    lobby: &mut Lobby,
    server: &Server,
    table: &Table,
) -> Option<ComputerPlayers> {
    let rules = table.game.state().rules().clone();
    let cache_dir = server.options.cache_dir.clone();
    let expert = lobby
        .experts
        .entry(table_cache::fingerprint(&rules))
        .or_insert_with(|| Expert::build(rules, cache_dir))
        .clone();
    // The bots' own randomness, apart from the dice's, as in a local game.
    ComputerPlayers::for_match(
        table.game.state().config(),
        table.seed.rotate_left(17),
        expert,
    )
}
