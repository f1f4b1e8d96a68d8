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

use tokio::sync::watch;

use super::admission::{Doorway, Limits};
use super::outbox::{Encoded, Outbox, Sheddable};
use super::store::{Committer, TableStore};
use crate::computer::{ComputerPlayers, Experts};
use crate::i18n::Message;
use crate::net::protocol::{ErrorCode, SeatToken, ServerMessage};
use crate::net::table::{ConnectionId, Table};

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
    /// How much of its disk the server uses.
    pub storage: Storage,
    /// Where tables are kept: `None` for the database in `data_dir` (`tables.redb`); tests put a disk that
    /// fails in its place.
    pub store: Option<std::sync::Arc<dyn TableStore>>,
    /// Who hears the address the server listens on once it does, besides its log (with port 0, the port is
    /// only known then).
    pub address_to: AddressTo,
    /// The certificate it serves TLS with (`--tls-cert`, `--tls-key`); without one, connections are plain.
    pub tls: Option<super::secure::Tls>,
    /// Reverse proxies in front of the server (`--trusted-proxy`): only from these does `X-Forwarded-For` say whose
    /// a connection is.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Only people logged in with an account may sit, watch or make tables (`--require-accounts`).
    pub require_accounts: bool,
    /// The owned names that are this server's operators (`--operator`).
    pub operators: Vec<String>,
    /// The message of the day given in the settings (`--motd`), in place of the one an operator set.
    pub motd: Option<String>,
    /// The door of the page for browsers, when it is served beside the server.
    pub page_door: Option<PageDoor>,
    /// The experts the computer seats play by, one per rules as played; the page's seats ask the same ones.
    pub experts: std::sync::Arc<Experts>,
}

/// A second listener, on loopback, for the seats of the page for browsers: every connection through it is a
/// proxy's (a page seat speaks for one browser), and its `X-Forwarded-For` is taken when it carries the page's
/// secret (`X-Sayzee-Page`), so each browser counts in the bounds as its own address. Another program on the
/// machine that finds the door, without the secret, counts as itself.
#[derive(Clone, Debug)]
pub struct PageDoor {
    pub secret: String,
    /// The page's own address (`http://…/`), logged after the server's and printed after it with
    /// `--print-address`.
    pub page: String,
    /// Who hears where the door listens once it does.
    pub address_to: std::sync::mpsc::Sender<SocketAddr>,
}

/// Which listener a connection came through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Door {
    /// The server's own address: players, and proxies the operator trusts.
    Players,
    /// The page's door on loopback.
    Page,
}

/// How much of its disk the server uses; each has a `sayzee serve` flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Storage {
    /// Bytes the disk keeps free: a save that would leave less is refused (`server-trouble`) before the
    /// database is touched.
    pub free_margin: u64,
    /// Closed tables' files (`tables/closed/`) are kept up to this many bytes in all, the oldest retired first.
    pub closed_bytes: u64,
    /// And none older than this.
    pub closed_age: Duration,
}

impl Storage {
    /// What a server keeps unless its flags say otherwise (the flags' defaults are these).
    pub const DEFAULT: Storage = Storage {
        free_margin: 64 * 1024 * 1024,
        closed_bytes: 256 * 1024 * 1024,
        closed_age: Duration::from_secs(30 * 24 * 60 * 60),
    };
}

impl Default for Storage {
    fn default() -> Storage {
        Storage::DEFAULT
    }
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
    /// After a person's mark, a computer who plays next waits at least this long before it rolls, so the person
    /// has time to hear their mark and take it back (a mark cannot be taken back once the next player rolls).
    pub undo_window: Duration,
    /// How long a name nobody uses stays its owner's.
    pub names: super::accounts::NameKeeping,
}

impl Periods {
    /// The periods a server keeps unless its flags say otherwise (the flags' defaults are these).
    pub const DEFAULT: Periods = Periods {
        takeover_after: Duration::from_secs(60),
        keep_finished: Duration::from_secs(10 * 60),
        keep_abandoned: Duration::from_secs(60 * 60),
        ping_every: Duration::from_secs(20),
        undo_window: Duration::from_secs(3),
        names: super::accounts::NameKeeping::DEFAULT,
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
    pub(super) away: HashMap<SeatToken, Instant>,
    /// When the game ended, or nobody was left at the table.
    pub(super) finished_at: Option<Instant>,
    pub(super) empty_since: Option<Instant>,
    /// The address (`admission::address_key`) of the connection that made the table, while it is open: its
    /// bound on tables counts it. `None` for a table restored at start, which counts against nobody.
    pub(super) made_from: Option<std::net::IpAddr>,
    /// What was last written to the table's file: a change that alters nothing saved (a cursor move) writes
    /// nothing, as a local game's save does.
    pub(super) saved: Vec<u8>,
    /// The turn timer's clock: it counts from the last move played here (or the start, or the timer set, or the
    /// return of the person to move).
    pub(super) clock: super::turn_clock::TurnClock,
    /// Every seat token given at this table while it is open, as the lobby's index of tokens knows them.
    tokens_given: std::collections::HashSet<SeatToken>,
}

/// A connection's side of the lobby.
#[derive(Debug)]
pub(super) struct Visitor {
    pub(super) outbox: Outbox,
    /// The last message before its connection closes, set when the client is let go: an operator's ban, or
    /// `too-slow` when it fell too far behind (it then comes back
    /// with a fresh snapshot (an event is never dropped for a client that stays connected).
    pub(super) let_go: watch::Sender<Option<ServerMessage>>,
    /// Chat lines not queued for this client because it was behind; it hears how many before the next one.
    pub(super) chat_shed: Cell<usize>,
    pub(super) name: Option<String>,
    /// The address its bounds are counted under (`admission::address_key`).
    pub(super) address: std::net::IpAddr,
    /// Whether it was told its chat came too fast since its last line that went through.
    pub(super) chat_refused: bool,
    /// Where this connection is: at no table, seated at one, or watching one.
    pub(super) place: Option<Place>,
    /// The owned name this connection is logged in as.
    pub(super) account: Option<String>,
    /// Whether it hears the lobby's chat while at a table (at no table it always does).
    pub(super) hears_lobby: bool,
}

impl Visitor {
    /// Whether the lobby's chat reaches it: greeted, and at no table or choosing to hear it there.
    pub(super) fn in_the_lobby(&self) -> bool {
        self.name.is_some() && (self.place.is_none() || self.hears_lobby)
    }
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
    /// Tables closed whose files are being put aside (off this lock): their names are not free until then, so
    /// that a new table of the same name is never removed from the disk with the old one.
    pub(super) closing: std::collections::HashSet<String>,
    pub(super) visitors: HashMap<ConnectionId, Visitor>,
    /// The experts of the server's process, shared with its page's seats.
    pub(super) experts: std::sync::Arc<Experts>,
    /// Today's position and who answered it.
    pub(super) daily: super::daily::Daily,
    /// The table each seat token was given at, so that a rejoin finds its table without walking them all. An
    /// entry can outlive its seat (one given up before the start): a token is always checked at its table.
    tokens: HashMap<SeatToken, String>,
}

impl Lobby {
    /// An empty lobby whose tables play by `experts`.
    pub(super) fn with_experts(experts: std::sync::Arc<Experts>) -> Lobby {
        Lobby {
            experts,
            ..Lobby::default()
        }
    }

    /// Puts `room` in the lobby under its table's name, its tokens known.
    pub(super) fn open(&mut self, room: Room) {
        let name = room.table.name().to_string();
        self.rooms.insert(name.clone(), room);
        self.index_tokens(&name);
    }

    /// Takes table `name` out of the lobby, its tokens forgotten.
    pub(super) fn take_out(&mut self, name: &str) -> Option<Room> {
        let room = self.rooms.remove(name)?;
        for token in &room.tokens_given {
            self.tokens.remove(token);
        }
        Some(room)
    }

    /// Notes every token table `name` holds as leading to it (after a change that may have given new ones).
    pub(super) fn index_tokens(&mut self, name: &str) {
        let Some(room) = self.rooms.get_mut(name) else {
            return;
        };
        // Run after every change: a token already known costs a lookup, not a copy.
        for token in room
            .table
            .seats()
            .iter()
            .filter_map(|seat| seat.token.as_ref())
        {
            if !room.tokens_given.contains(token) {
                room.tokens_given.insert(token.clone());
                self.tokens.insert(token.clone(), name.to_string());
            }
        }
    }

    /// The name of the table where `token` holds a seat, if one does.
    pub(super) fn table_of_token(&self, token: &SeatToken) -> Option<String> {
        let name = self.tokens.get(token)?;
        let room = self.rooms.get(name)?;
        room.table.has_token(token).then(|| name.clone())
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
    /// How often each address may act.
    pub(super) rates: super::rates::Rates,
    /// The names people own here.
    pub(super) accounts: super::accounts::Accounts,
    /// Every account holder's rating per preset.
    pub(super) ratings: super::ratings::RatingBook,
    /// The operators' message of the day, mutes and bans.
    pub(super) moderation: super::moderation::Moderation,
    /// The last finished games, for walking.
    pub(super) kept: super::kept::KeptGames,
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
    let rules = table.game().state().rules();
    let expert = lobby
        .experts
        .for_rules(rules, server.options.cache_dir.clone());
    // The bots' own randomness, apart from the dice's, as in a local game.
    ComputerPlayers::for_skills(
        table.computer_skills(),
        table.seed().rotate_left(17),
        expert,
    )
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
            made_from: None,
            saved: Vec::new(),
            clock: super::turn_clock::TurnClock::new(now),
            tokens_given: std::collections::HashSet::new(),
        };
        room.track(now);
        room
    }

    /// Brings the clocks up to date: who is away since when, whether the game is over, whether anyone is here.
    pub(super) fn track(&mut self, now: Instant) {
        let mut away = HashMap::new();
        for seat in self.table.seats() {
            if let Some(token) = &seat.token
                && seat.held_by.is_none()
                && !seat.stand_in
            {
                let since = self.away.get(token).copied().unwrap_or(now);
                away.insert(token.clone(), since);
            }
        }
        self.away = away;
        if self.table.started() && self.table.game().state().is_over() {
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

/// Queues `message` for connection `id`. Nothing but chat and news of spectators is ever dropped for a connected
/// client: one too slow to take an event is let go (it comes back with a fresh snapshot), and what may be missed
/// is shed while its queue is filling, chat with the count said before the next chat line that gets through.
pub(super) fn send(lobby: &Lobby, id: ConnectionId, message: ServerMessage) {
    deliver(lobby, id, &Encoded::new(&message));
}

/// Queues a message encoded once for connection `id`, as [`send`] says.
fn deliver(lobby: &Lobby, id: ConnectionId, message: &Encoded) {
    let Some(visitor) = lobby.visitors.get(&id) else {
        return;
    };
    if visitor.let_go.borrow().is_some() {
        return;
    }
    let outbox = &visitor.outbox;
    match message.sheddable {
        Sheddable::No => {}
        // People coming to watch and going are news that can be missed, as chat can: a stranger who comes and
        // goes by the thousand cannot get the players let go for falling behind.
        Sheddable::Quietly if outbox.is_filling() => return,
        Sheddable::Quietly => {}
        Sheddable::Chat => {
            if outbox.is_filling() {
                visitor.chat_shed.set(visitor.chat_shed.get() + 1);
                return;
            }
            let count = visitor.chat_shed.take();
            if count > 0 {
                let shed = Encoded::new(&ServerMessage::ChatShed { count });
                if outbox.push(shed.text).is_err() {
                    visitor.chat_shed.set(count + 1);
                    return;
                }
            }
        }
    }
    if outbox.push(message.text.clone()).is_err() {
        visitor.let_go.send_replace(Some(ServerMessage::Error {
            code: ErrorCode::TooSlow,
            detail: None,
        }));
    }
}

/// Sends `message` to everyone at `room` but `except`.
pub(super) fn broadcast(
    lobby: &Lobby,
    room: &Room,
    message: &ServerMessage,
    except: Option<ConnectionId>,
) {
    let encoded = Encoded::new(message);
    for &id in room.present.iter().filter(|&&id| Some(id) != except) {
        deliver(lobby, id, &encoded);
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
