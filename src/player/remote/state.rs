//! What a client at a network table knows besides the game: the link to the server, the table's seats and which
//! of them are played at this keyboard, the host, whether the game has started, the connection's state, the host's
//! menu; and the player's words for a server's error code.
//!
//! Below the session (`player/session/`), which holds one while at a network table, and `join.rs`, which makes
//! it from the server's answer.

use std::path::PathBuf;

use super::link::{Link, Return};
use super::seat_book::HeldPlace;
use crate::computer::Expert;
use crate::i18n::{Arg, Message};
use crate::net::protocol::{ErrorCode, HeldSeat, SeatIndex, SeatInfo, Snapshot};
use crate::player::session::{Effect, Stage, ToTable};
use crate::text::PlayerName;

/// Where a network table is, as this keyboard knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Before the host's start: people come and go.
    Waiting,
    /// The game is under way (or over, the table still open).
    Playing,
    /// The table is closed or gone, or this keyboard was removed from it: the player may still read the mirror,
    /// and any play key leaves. `had_started` says whether its game had begun.
    Closed { had_started: bool },
}

impl Phase {
    /// Whether the table's game has begun (and, closed, had begun).
    pub fn started(self) -> bool {
        matches!(self, Phase::Playing | Phase::Closed { had_started: true })
    }

    /// Whether the table is closed to this keyboard.
    pub fn ended(self) -> bool {
        matches!(self, Phase::Closed { .. })
    }

    /// The phase once the game begins: a table closed meanwhile stays closed.
    pub fn begun(self) -> Phase {
        match self {
            Phase::Waiting | Phase::Playing => Phase::Playing,
            Phase::Closed { .. } => Phase::Closed { had_started: true },
        }
    }

    /// The phase once the table closes.
    pub fn closed(self) -> Phase {
        Phase::Closed {
            had_started: self.started(),
        }
    }
}

/// The seat at a network table: what a session there knows besides the game (its [`crate::player::session::Seat`]
/// is in `table.rs`).
#[derive(Debug)]
pub struct TableSeat {
    /// What keeps the seats of the arrival (the way back, the seats held), asked for when the player sits down.
    pub(crate) on_sitting_down: Vec<Effect>,
    /// The connection is logged in as the owner of a name (a guest's game is not rated).
    pub(crate) logged_in: bool,
    /// The name this client watches under (a spectator only).
    pub(crate) watch_name: String,
    pub(crate) table: String,
    /// The seats played at this keyboard; none for a spectator.
    pub(crate) local_seats: Vec<SeatIndex>,
    pub(crate) seats: Vec<SeatInfo>,
    /// Where the table is: waiting for its start, in play, or closed.
    pub(crate) phase: Phase,
    /// The host's seat.
    pub(crate) host: Option<SeatIndex>,
    /// The turn timer the host set, in seconds.
    pub(crate) turn_seconds: Option<u32>,
    /// The connection is up (said once when lost).
    pub(crate) connected: bool,
    /// The connection is back and the way back to the table (the seats' token, or watching again) was asked:
    /// the server's next answer is to it.
    pub(crate) coming_back: bool,
    /// Set when the player leaves an ended table with Enter: `sayzee join` then says the list of tables again.
    pub(crate) back_to_lobby: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// The host's menu, while open.
    pub(crate) host_menu: Option<HostMenu>,
    /// The people whose chat this player does not want to hear, by look-alike key (for this run of sayzee).
    pub(crate) muted: super::mutes::Mutes,
    /// Whether the lobby's chat is heard at this table (`/lobby`); told to the server again after a lost
    /// connection.
    pub(crate) hears_lobby: bool,
    /// The data directory whose statistics count the games played here (none when this sayzee may not write
    /// there), and the expert that weighs the decisions for the points given away they keep.
    pub(crate) stats_dir: Option<(PathBuf, Expert)>,
    /// The page of the server's leaderboard the next Shift+I asks for: the next one while they are asked in a
    /// row, the first after any other key.
    pub(crate) leaderboard_next: usize,
}

/// What a number in the host's menu does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostChoice {
    Start,
    PassHost(SeatIndex),
    ToComputer(SeatIndex),
    /// Remove the person at the seat (with everyone at their keyboard); banned from the table when true.
    Remove(SeatIndex, bool),
    /// Set the turn timer to this (`None`: off), the next of [`TURN_TIMER_STEPS`] after the one set now.
    TurnTimer(Option<u32>),
    Close,
}

/// The turn timers the host's menu steps through, one choice away from the one set now.
pub const TURN_TIMER_STEPS: [Option<u32>; 5] = [None, Some(30), Some(60), Some(120), Some(300)];

impl HostChoice {
    /// Whether the choice cannot be taken back (a removal, a ban, or closing a game in progress): it asks first.
    pub fn asks_first(&self, in_progress: bool) -> bool {
        match self {
            HostChoice::Remove(..) => true,
            HostChoice::Close => in_progress,
            _ => false,
        }
    }
}

/// The host's menu while open: its choices, and the one under the cursor (Enter picks it; a digit picks one
/// directly, but a table of eight people has more choices than digits).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostMenu {
    pub choices: Vec<HostChoice>,
    pub at: usize,
    /// A choice that cannot be taken back was picked once: picked again, it is done (one stray key never ends a
    /// game or removes anyone).
    pub confirming: Option<HostChoice>,
}

/// How a client came to a table: the server's answer to joining, creating, rejoining or watching.
#[derive(Debug)]
pub struct Arrival {
    pub table: String,
    pub seats: Vec<HeldSeat>,
    pub snapshot: Snapshot,
}

impl TableSeat {
    /// The table this client sits at (or watches) through `link`, as the server's answer to how it came.
    pub fn new(
        (link, mutes): (&Link, super::mutes::Mutes),
        watch_name: String,
        arrival: &Arrival,
    ) -> TableSeat {
        let mut remote = TableSeat {
            logged_in: link.logged_in(),
            on_sitting_down: Vec::new(),
            watch_name,
            // All four are set from the arrival just below.
            table: String::new(),
            local_seats: Vec::new(),
            seats: Vec::new(),
            phase: Phase::Waiting,
            host: None,
            turn_seconds: None,
            connected: true,
            coming_back: false,
            back_to_lobby: None,
            host_menu: None,
            muted: mutes,
            hears_lobby: false,
            stats_dir: None,
            leaderboard_next: 0,
        };
        remote.on_sitting_down = remote.seated(arrival);
        remote
    }

    /// Takes the seats from an arrival; what keeps them: the way back to them after a lost connection, and the
    /// seats held kept to be taken back.
    pub(crate) fn seated(&mut self, arrival: &Arrival) -> Vec<Effect> {
        self.table = arrival.table.clone();
        self.seats = arrival.snapshot.seats.clone();
        self.phase = match (self.phase, arrival.snapshot.started) {
            (Phase::Closed { .. }, had_started) => Phase::Closed { had_started },
            (_, true) => Phase::Playing,
            (_, false) => Phase::Waiting,
        };
        self.host = arrival.snapshot.host;
        self.turn_seconds = arrival.snapshot.turn_seconds;
        self.local_seats = arrival.seats.iter().map(|held| held.seat).collect();
        match arrival.seats.first() {
            Some(held) => {
                let names = self
                    .local_seats
                    .iter()
                    .filter_map(|&seat| self.seats.get(seat).map(|s| s.name.clone()))
                    .collect();
                let place = HeldPlace {
                    table: self.table.clone(),
                    token: held.token.clone(),
                    names,
                };
                vec![
                    Effect::Table(ToTable::WayBack(Return::Seat(held.token.clone()))),
                    Effect::Table(ToTable::KeepSeats(place)),
                ]
            }
            None => vec![Effect::Table(ToTable::WayBack(Return::Watch {
                table: self.table.clone(),
                name: self.watch_name.clone(),
            }))],
        }
    }

    /// The table's seats changed before the start (someone joined or gave a seat up): the seats played here are
    /// found again by their names, which are unique at a table.
    pub(crate) fn reseated(&mut self, snapshot: &Snapshot) {
        let mine: Vec<String> = self
            .local_seats
            .iter()
            .filter_map(|&seat| self.seats.get(seat).map(|s| s.name.clone()))
            .collect();
        self.seats = snapshot.seats.clone();
        self.host = snapshot.host;
        self.turn_seconds = snapshot.turn_seconds;
        self.local_seats = self
            .seats
            .iter()
            .filter(|s| !s.computer && mine.contains(&s.name))
            .map(|s| s.seat)
            .collect();
    }

    /// Counts the games played at this keyboard in the statistics in `data_dir`.
    pub fn keep_statistics_in(&mut self, data_dir: PathBuf, expert: Expert) {
        self.stats_dir = Some((data_dir, expert));
    }

    /// Forgets the seats held here (the game is over, or the table is gone).
    pub(crate) fn forget_seats(&self, stage: &mut Stage<'_>) {
        stage.effect(Effect::Table(ToTable::ForgetSeats {
            table: self.table.clone(),
        }));
    }

    /// Whether a seat played here is the host's.
    pub(crate) fn hosting(&self) -> bool {
        self.host.is_some_and(|seat| self.is_local(seat))
    }

    /// Whether `seat` is played at this keyboard.
    pub fn is_local(&self, seat: SeatIndex) -> bool {
        self.local_seats.contains(&seat)
    }

    /// Whether this client only watches.
    pub fn watching(&self) -> bool {
        self.local_seats.is_empty()
    }

    /// How the player at `seat` is named to this listener: a computer named by number in their language.
    pub(crate) fn name_of(&self, seat: SeatIndex) -> Arg {
        self.seats
            .get(seat)
            .map(seat_name)
            .unwrap_or_else(|| (seat + 1).to_string().into())
    }
}

/// How a seat's player is named to the listener, in the lobby as at the table: a person by their (cleaned)
/// name, a computer named by number in the listener's own language.
pub fn seat_name(seat: &SeatInfo) -> Arg {
    crate::narration::named(PlayerName::new(&seat.name).as_ref(), seat.number)
}

/// The player's words for a server's error code.
pub fn error_message(code: &ErrorCode) -> Message {
    let id = code.message_id().unwrap_or("net-error-malformed");
    let message = Message::new(id);
    match code {
        ErrorCode::TooLarge { limit }
        | ErrorCode::ChatTooLong { limit }
        | ErrorCode::TooManyTables { limit }
        | ErrorCode::TooManySpectators { limit }
        | ErrorCode::TableNameTooLong { limit } => message.with("limit", *limit),
        ErrorCode::VersionMismatch { server_version } => message.with("version", *server_version),
        ErrorCode::BadPassword { min, max } => message.with("min", *min).with("max", *max),
        ErrorCode::Muted { minutes, reason } | ErrorCode::BannedFromServer { minutes, reason } => {
            let reason = crate::text::CleanText::new(reason, crate::net::protocol::CHAT_LIMIT);
            message
                .with("minutes", *minutes)
                .with("reason", reason.into_string())
        }
        ErrorCode::BadSanction { max_minutes } => message.with("max", *max_minutes),
        ErrorCode::BadTurnTimer { min, max } => message
            .with("min", usize::try_from(*min).unwrap_or(usize::MAX))
            .with("max", usize::try_from(*max).unwrap_or(usize::MAX)),
        ErrorCode::SeatEmpty { name, seconds } => message
            .with("name", PlayerName::new(name).to_string())
            .with("seconds", usize::try_from(*seconds).unwrap_or(usize::MAX)),
        _ => message,
    }
}

/// A line of the lobby's chat as it is said, at a table and in the lobby alike, with where its sender is: in the
/// lobby, at a table named (`table`), or at a private one; the name, text and table cleaned (a client trusts no
/// server either). `None` for someone this player muted.
pub(super) fn lobby_chat_message(
    mutes: &super::mutes::Mutes,
    from: &str,
    text: &str,
    (at_table, table): (bool, Option<&str>),
) -> Option<Message> {
    let from = crate::text::PlayerName::new(from).to_string();
    if mutes.hides(&from) {
        return None;
    }
    let text = crate::text::CleanText::new(text, crate::net::protocol::CHAT_LIMIT).into_string();
    let said = match (at_table, table) {
        (false, _) => Message::new("net-lobby-chat-line"),
        (true, Some(table)) => Message::new("net-lobby-chat-line-at-table")
            .with("table", crate::net::table::clean_table_name(table)),
        (true, None) => Message::new("net-lobby-chat-line-at-private-table"),
    };
    Some(said.with("name", from).with("text", text))
}

/// An operator's announcement as it is said, at a table and in the lobby alike; the text cleaned (a client trusts
/// no server either).
pub(super) fn announcement_message(from: &str, text: &str) -> Message {
    Message::new("net-announcement")
        .with("name", crate::text::PlayerName::new(from).to_string())
        .with(
            "text",
            crate::text::CleanText::new(text, crate::net::protocol::CHAT_LIMIT).into_string(),
        )
}

/// What a person hears of an operator's mute or ban of them, with the reason, cleaned.
pub(super) fn sanction_message(
    sanction: crate::net::protocol::Sanction,
    minutes: u32,
    reason: &str,
) -> Message {
    let id = match sanction {
        crate::net::protocol::Sanction::Muted => "net-you-muted",
        crate::net::protocol::Sanction::Banned => "net-you-banned-from-server",
    };
    Message::new(id).with("minutes", minutes).with(
        "reason",
        crate::text::CleanText::new(reason, crate::net::protocol::CHAT_LIMIT).into_string(),
    )
}
