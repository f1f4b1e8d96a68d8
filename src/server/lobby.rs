//! What the server holds in memory: the tables (each a `Room` with its computer players and who is there), the
//! connections (`Visitor`s) and the experts the computer seats share, all behind one lock (`Lobby`) that is held
//! briefly by each message and never across an await; and how the server runs (`ServeOptions`).
//!
//! Below the connections (`serve.rs`) and the tables on disk (`tables.rs`), which both use it.

use std::cell::Cell;
use std::collections::{BTreeMap, HashMap};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use rand::RngExt;
use tokio::sync::{mpsc, watch};

use super::admission::{Doorway, Limits};
use super::store::{Committer, TableStore};
use crate::computer::{ComputerPlayers, Expert};
use crate::i18n::Message;
use crate::net::protocol::ServerMessage;
use crate::net::table::{ConnectionId, Table};
use crate::persist::table_cache;
use crate::rules::Ruleset;

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
    pub periods: Periods,
    /// How many connections and tables the server takes.
    pub limits: Limits,
    /// Where tables are kept: `None` for the database in `data_dir` (`tables.redb`); tests put a disk that
    /// fails in its place.
    pub store: Option<std::sync::Arc<dyn TableStore>>,
    /// Who hears the address the server listens on once it does, besides its log (with port 0, the port is
    /// only known then).
    pub address_to: AddressTo,
}

/// Who hears the address a server listens on, besides its log (which is in the operator's language).
#[derive(Clone, Debug, Default)]
pub enum AddressTo {
    /// Nobody else.
    #[default]
    LogOnly,
    /// Standard output, alone on a line (`--print-address`): for scripts that start a server on port 0.
    Stdout,
    /// A channel: for a program that runs the server on a thread of its own.
    Channel(std::sync::mpsc::Sender<SocketAddr>),
}

/// How long the server waits before it acts for people who have gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Periods {
    /// A person disconnected this long is replaced by a computer (before the start: gives up the seat).
    pub takeover_after: Duration,
    /// A finished table is closed this long after its game ended.
    pub keep_finished: Duration,
    /// A table nobody is at is closed after this long.
    pub keep_abandoned: Duration,
    /// Each connection is pinged this often; one that sends nothing for three of these is closed as dead.
    pub ping_every: Duration,
}

impl Periods {
    /// The periods a server keeps unless its flags say otherwise (the flags' defaults are these).
    pub const DEFAULT: Periods = Periods {
        takeover_after: Duration::from_secs(60),
        keep_finished: Duration::from_secs(10 * 60),
        keep_abandoned: Duration::from_secs(60 * 60),
        ping_every: Duration::from_secs(20),
    };
}

impl Default for Periods {
    fn default() -> Periods {
        Periods::DEFAULT
    }
}

/// The pause before each computer move unless `--pace-ms` says otherwise.
pub const DEFAULT_PACE: Duration = Duration::from_millis(600);

/// A table's gate: whoever holds it is the only one changing the table (see `commit.rs`).
pub(super) type Gate = std::sync::Arc<tokio::sync::Mutex<()>>;

/// One table on the server, with its computer players and who is there.
#[derive(Debug)]
pub(super) struct Room {
    pub(super) table: Table,
    /// Made when a computer first has a move to make here (a computer seat, or one playing for a person).
    pub(super) computers: Option<ComputerPlayers>,
    /// Held by whoever changes the table, from the change until it is saved and announced.
    pub(super) gate: Gate,
    /// Whether a task is playing the computers' moves now (one per table, so moves keep their pace).
    pub(super) computers_playing: bool,
    /// Every connection at the table, spectators included.
    pub(super) present: Vec<ConnectionId>,
    /// Since when the people of each token (one keyboard) have been disconnected.
    pub(super) away: HashMap<String, Instant>,
    /// When the game ended, or nobody was left at the table.
    pub(super) finished_at: Option<Instant>,
    pub(super) empty_since: Option<Instant>,
    /// What was last written to the table's file: a change that alters nothing saved (a cursor move) writes
    /// nothing, as a local game's save does.
    pub(super) saved: Vec<u8>,
}

/// A connection's side of the lobby.
#[derive(Debug)]
pub(super) struct Visitor {
    pub(super) outbox: mpsc::Sender<ServerMessage>,
    /// Set when the client fell too far behind: its connection is closed with a reason, and it comes back
    /// with a fresh snapshot (an event is never dropped for a client that stays connected).
    pub(super) let_go: watch::Sender<bool>,
    /// Chat lines not queued for this client because it was behind; it hears how many before the next one.
    pub(super) chat_shed: Cell<usize>,
    pub(super) name: Option<String>,
    /// The tables this connection made (the open ones count against its bound).
    pub(super) made: Vec<String>,
    /// Where this connection is: at no table, seated at one, or watching one.
    pub(super) place: Option<Place>,
}

/// Where a connection is in the lobby.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Place {
    /// Holding seats at table `table`.
    Seated { table: String },
    /// Watching table `table` under the name `name`.
    Watching { table: String, name: String },
}

impl Place {
    /// The name of the table this place is at.
    pub(super) fn table(&self) -> &str {
        match self {
            Place::Seated { table } | Place::Watching { table, .. } => table,
        }
    }
}

/// Everything the server knows; locked briefly by each message, never across an await.
#[derive(Debug, Default)]
pub(super) struct Lobby {
    pub(super) rooms: BTreeMap<String, Room>,
    pub(super) visitors: HashMap<ConnectionId, Visitor>,
    pub(super) experts: Experts,
}

/// The most experts the server keeps for rules no table may need now; tables hold on to their own.
const MOST_EXPERTS: usize = 8;

/// The computer players' knowledge, one expert per rules as played (not per way of asking for them), the least
/// recently asked let go past [`MOST_EXPERTS`].
#[derive(Debug, Default)]
pub(super) struct Experts {
    by_rules: HashMap<u64, (Expert, u64)>,
    asked: u64,
}

impl Experts {
    /// The expert for `rules`, started (solved, or read from the cache) when nobody has asked for it yet.
    pub(super) fn for_rules(&mut self, rules: &Ruleset, cache_dir: Option<PathBuf>) -> Expert {
        self.asked += 1;
        let key = table_cache::rules_as_played(rules);
        if let Some((expert, asked)) = self.by_rules.get_mut(&key) {
            *asked = self.asked;
            return expert.clone();
        }
        if self.by_rules.len() >= MOST_EXPERTS
            && let Some(oldest) = self
                .by_rules
                .iter()
                .min_by_key(|(_, (_, asked))| *asked)
                .map(|(key, _)| *key)
        {
            self.by_rules.remove(&oldest);
        }
        let expert = Expert::build(rules.clone(), cache_dir);
        self.by_rules.insert(key, (expert.clone(), self.asked));
        expert
    }

    /// The expert for `rules` if one was started.
    pub(super) fn started(&self, rules: &Ruleset) -> Option<Expert> {
        let key = table_cache::rules_as_played(rules);
        self.by_rules.get(&key).map(|(expert, _)| expert.clone())
    }
}

/// What the tasks share.
#[derive(Debug)]
pub(super) struct Server {
    pub(super) lobby: Mutex<Lobby>,
    pub(super) options: ServeOptions,
    /// This server's id, kept in its data directory: clients keep their seats by it.
    pub(super) id: String,
    /// The log's lines go to a thread of their own, which holds the localizer (not shareable between threads).
    pub(super) log: std::sync::mpsc::Sender<Message>,
    /// Where tables are kept.
    pub(super) store: std::sync::Arc<dyn TableStore>,
    /// Saves waiting for the next commit go through it.
    pub(super) committer: Committer,
    /// The connections open now, against the bounds of `options.limits`.
    pub(super) doorway: std::sync::Arc<Doorway>,
    /// Every task the server started, and the signal to stop they all hear.
    pub(super) shutdown: super::shutdown::Shutdown,
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

/// The computer players of `table` (its computer seats, and the seats computers play for people); their knowledge
/// (solved once per ruleset) is shared by every table.
pub(super) fn computers_for(lobby: &mut Lobby, server: &Server, table: &Table) -> ComputerPlayers {
    let rules = table.game.state().rules();
    let expert = lobby
        .experts
        .for_rules(rules, server.options.cache_dir.clone());
    // The bots' own randomness, apart from the dice's, as in a local game.
    ComputerPlayers::for_skills(table.computer_skills(), table.seed.rotate_left(17), expert)
}

impl Room {
    /// A table just made or restored; the people not here yet count as away from `now`.
    pub(super) fn new(table: Table, computers: Option<ComputerPlayers>, now: Instant) -> Room {
        let mut room = Room {
            table,
            computers,
            gate: Gate::default(),
            computers_playing: false,
            present: Vec::new(),
            away: HashMap::new(),
            finished_at: None,
            empty_since: None,
            saved: Vec::new(),
        };
        room.track(now);
        room
    }

    /// Brings the clocks up to date: who is away since when, whether the game is over, whether anyone is here.
    pub(super) fn track(&mut self, now: Instant) {
        let mut away = HashMap::new();
        for seat in &self.table.seats {
            if let Some(token) = &seat.token
                && seat.held_by.is_none()
                && !seat.stand_in
            {
                let since = self.away.get(token).copied().unwrap_or(now);
                away.insert(token.clone(), since);
            }
        }
        self.away = away;
        if self.table.started && self.table.game.state().is_over() {
            self.finished_at.get_or_insert(now);
        }
        if self.present.is_empty() {
            self.empty_since.get_or_insert(now);
        } else {
            self.empty_since = None;
        }
    }

    /// The connections at the table that only watch.
    pub(super) fn spectators(&self, lobby: &Lobby) -> Vec<ConnectionId> {
        self.present
            .iter()
            .copied()
            .filter(|id| {
                lobby
                    .visitors
                    .get(id)
                    .is_some_and(|v| matches!(v.place, Some(Place::Watching { .. })))
            })
            .collect()
    }
}

/// Room kept in a client's queue for what is not chat: chat is shed first when the queue has less than this.
const CHAT_ROOM: usize = 256;

/// Queues `message` for connection `id`. Nothing but chat is ever dropped for a connected client: one too slow
/// to take an event is let go (it comes back with a fresh snapshot), and chat is shed while its queue is getting
/// full, with the count said before the next chat line that gets through.
pub(super) fn send(lobby: &Lobby, id: ConnectionId, message: ServerMessage) {
    let Some(visitor) = lobby.visitors.get(&id) else {
        return;
    };
    if *visitor.let_go.borrow() {
        return;
    }
    if matches!(message, ServerMessage::Chat { .. }) {
        if visitor.outbox.capacity() < CHAT_ROOM {
            visitor.chat_shed.set(visitor.chat_shed.get() + 1);
            return;
        }
        let count = visitor.chat_shed.take();
        if count > 0
            && visitor
                .outbox
                .try_send(ServerMessage::ChatShed { count })
                .is_err()
        {
            visitor.chat_shed.set(count + 1);
            return;
        }
    }
    if let Err(mpsc::error::TrySendError::Full(_)) = visitor.outbox.try_send(message) {
        visitor.let_go.send_replace(true);
    }
}

/// Sends `message` to everyone at `room` but `except`.
pub(super) fn broadcast(
    lobby: &Lobby,
    room: &Room,
    message: &ServerMessage,
    except: Option<ConnectionId>,
) {
    for &id in room.present.iter().filter(|&&id| Some(id) != except) {
        send(lobby, id, message.clone());
    }
}

/// Sends `message` to everyone at table `name` but `except`; to nobody if the table has closed meanwhile.
pub(super) fn broadcast_at(
    lobby: &Lobby,
    name: &str,
    message: &ServerMessage,
    except: Option<ConnectionId>,
) {
    if let Some(room) = lobby.rooms.get(name) {
        broadcast(lobby, room, message, except);
    }
}

/// A table's dice seed from the server's seed and the table's name (FNV-1a over the name, mixed with the seed),
/// the same in every build.
pub(super) fn seeded_by_name(seed: u64, name: &str) -> u64 {
    crate::hash::fnv1a_from(crate::hash::FNV_OFFSET ^ seed, name.as_bytes())
}

/// A token nobody can guess: 128 bits from the system's generator, in hex.
pub(super) fn new_token() -> String {
    let bits: u128 = rand::rng().random();
    format!("{bits:032x}")
}
