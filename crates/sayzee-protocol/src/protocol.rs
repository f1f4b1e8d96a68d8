//! The wire protocol of network play: WebSocket text frames holding one JSON message each. Pure data and its
//! decoding; no I/O. Errors travel as codes, never as sentences, so each client says them in its own language.

use serde::{Deserialize, Serialize};

use sayzee_core::game::{
    Choice, Command, Event, GameState, MatchConfig, Moves, Position, Skill, TurnRecord,
};
use sayzee_core::rules::{Mark, Preset};

mod secret;

pub use secret::{LoginToken, PASSWORD_CHARS, Password, SeatToken};

/// The protocol this build speaks. A client saying another version in its `hello` is refused with
/// [`ErrorCode::VersionMismatch`]; the number grows whenever a message changes shape.
pub const PROTOCOL_VERSION: u32 = 17;

/// The largest text frame either side accepts, in bytes. Larger frames are refused with
/// [`ErrorCode::TooLarge`] (and tungstenite is told the same limit).
pub const MAX_FRAME_BYTES: usize = 64 * 1024;

/// The port `sayzee serve` listens on and `sayzee join` connects to when none is given.
pub const DEFAULT_PORT: u16 = 7419;

/// The longest chat message, in characters, after cleaning.
pub const CHAT_LIMIT: usize = 300;

/// A table's name as chosen by its creator (cleaned like a player's name by the server).
pub type TableName = String;

/// A seat: its place in the turn order, 0-based, as in [`Event`]'s `player`.
pub type SeatIndex = usize;

/// What a client asks of the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ClientMessage {
    /// Must come first on every connection.
    Hello {
        version: u32,
        name: String,
    },
    /// One page of the list of tables (0 for the first); see [`TABLES_PER_PAGE`].
    ListTables {
        #[serde(default)]
        page: usize,
    },
    /// Make a table; the maker holds every person seat named in `config` and is its first host.
    CreateTable {
        table: TableName,
        config: MatchConfig,
        /// The level of the computer player that plays a seat whose person has gone.
        #[serde(default = "default_stand_in")]
        stand_in: Skill,
        /// Left out of the list of tables but for those invited.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        private: bool,
        /// The password that opens a private table to anyone who has it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        password: Option<Password>,
    },
    /// Take the free person seats with these names (several people may share one keyboard).
    JoinTable {
        table: TableName,
        names: Vec<String>,
        /// A private table's password, for those not invited.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        password: Option<Password>,
    },
    /// Watch a table; `name` (the greeting's when absent) is how the table hears of the spectator.
    Spectate {
        table: TableName,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        /// A private table's password, for those not invited.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        password: Option<Password>,
    },
    /// Take back the seats a token was given for, after a lost connection.
    Rejoin {
        token: SeatToken,
    },
    /// The host starts the game.
    Start,
    /// The host hands the host role to the person at `seat`.
    PassHost {
        seat: SeatIndex,
    },
    /// The host lets a computer play the seat of the person at `seat` (who can take it back).
    SeatToComputer {
        seat: SeatIndex,
    },
    /// The host closes the table for everyone.
    CloseTable,
    /// The host removes the person at `seat`, with everyone at their keyboard (a computer plays their seats
    /// after the start, and they cannot take them back); `ban` keeps them and their address from this table.
    Remove {
        seat: SeatIndex,
        #[serde(default)]
        ban: bool,
    },
    /// The host invites `name` to the table: a private one lets them in and shows itself in their list, and they
    /// hear it wherever they are on the server.
    Invite {
        name: String,
    },
    /// The host sets the turn timer, in seconds (`None` turns it off).
    TurnTimer {
        #[serde(default)]
        seconds: Option<u32>,
    },
    /// The person holding seats that a computer plays takes them back.
    TakeBack,
    /// Play for a seat this connection holds.
    Command {
        seat: SeatIndex,
        command: Command,
    },
    Chat {
        text: String,
    },
    /// A line of chat to the lobby: everyone at no table, and those at tables who chose to hear it.
    LobbyChat {
        text: String,
    },
    /// Whether this connection, while at a table, hears the lobby's chat (at no table it always does).
    HearLobby {
        on: bool,
    },
    Leave,
    /// Claims the name this connection said hello with, with `password`: from then on it (and every name that
    /// looks or sounds like it) is only for its owner. Answered with `logged-in` and a token for this device. An
    /// operator's name (or a look-alike of it) is claimed only with the `operator_code` the server printed in its
    /// log when it started.
    Claim {
        password: Password,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        operator_code: Option<Password>,
    },
    /// Logs in as the owner of the name this connection said hello with; answered with `logged-in` and a token.
    LogIn {
        password: Password,
    },
    /// Logs in with a token `logged-in` gave this device before; answered with `logged-in` (no new token).
    LogInWithToken {
        token: LoginToken,
    },
    /// The owner logged in here sets a new password: every token given before ends; a new one for this device.
    ChangePassword {
        password: Password,
    },
    /// Ends this device's token: the device must log in with the password again.
    LogOut {
        token: LoginToken,
    },
    /// An operator's action; only a connection logged in as an operator named in the server's settings.
    Operate {
        action: OperatorAction,
    },
    /// One page of this server's leaderboard of `preset` (0 for the first; a page past the last gives the last).
    Leaderboard {
        preset: Preset,
        #[serde(default)]
        page: usize,
    },
    /// Today's position, the same for everyone on the server: without `answer`, the position is sent
    /// ([`ServerMessage::Daily`]); with one, it is marked ([`ServerMessage::DailyMarked`]), counted once a name and
    /// day.
    Daily {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        answer: Option<Choice>,
    },
    /// The finished games this server keeps for walking, newest first ([`ServerMessage::KeptGames`]).
    KeptGames,
    /// One kept game, whole: [`ServerMessage::KeptGame`], then its turns in [`ServerMessage::KeptTurns`]
    /// messages; [`ErrorCode::NoSuchGame`] when the server keeps no game by that number (any more).
    KeptGame {
        id: u64,
    },
}

/// What an operator does to the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum OperatorAction {
    /// Says `text` to everyone connected.
    Announce { text: String },
    /// The message of the day, heard on arrival (`None` removes it).
    Motd {
        #[serde(default)]
        text: Option<String>,
    },
    /// Closes a table for everyone at it.
    CloseTable { table: TableName },
    /// Keeps `who` (a name and its look-alikes, or an address) from chatting for `minutes`.
    Mute {
        who: String,
        minutes: u32,
        reason: String,
    },
    /// Keeps `who` off the server for `minutes`; anyone connected under it is let go at once.
    Ban {
        who: String,
        minutes: u32,
        reason: String,
    },
    /// Lifts a mute or a ban of `who`.
    Lift { who: String },
    /// Gives the owned name `name` a new password: every login it had ends.
    ResetPassword { name: String, password: Password },
}

/// What an operator's mute or ban keeps someone from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Sanction {
    /// Chatting.
    Muted,
    /// Being on the server.
    Banned,
}

/// What the server tells a client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ServerMessage {
    Welcome {
        version: u32,
        /// This server's own id, the same under any address and across restarts: a client keeps its seats by it.
        server: String,
        /// The name said in `hello` (or one it looks or sounds like) is owned: only its owner, logged in, may sit,
        /// watch or chat under it.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        owned: bool,
        /// This server lets only people logged in with an account sit, watch or make tables.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        accounts_required: bool,
        /// The message of the day, to be heard on arrival.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        motd: Option<String>,
    },
    /// An operator says `text` to everyone on the server.
    Announcement {
        from: String,
        text: String,
    },
    /// An operator muted or banned this connection's person for `minutes`, for `reason`; a ban closes the
    /// connection after this message.
    Sanctioned {
        sanction: Sanction,
        minutes: u32,
        reason: String,
    },
    /// The operator's action was done.
    Operated,
    /// This connection is logged in as the owner of `name`; `token` (after a password or a claim) logs this
    /// device in from now on without the password: keep it, per server.
    LoggedIn {
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<LoginToken>,
    },
    /// Page `page` (from 0) of the `pages` of the list of tables: tables open to join first, then the others,
    /// each group in the order of their names.
    Tables {
        list: Vec<TableSummary>,
        page: usize,
        pages: usize,
    },
    /// The seats this connection now holds, each with the token that takes it back after a lost connection.
    Seated {
        table: TableName,
        seats: Vec<HeldSeat>,
        snapshot: Snapshot,
    },
    /// Turns of this game already played by the person at `seat`, in order, each with every choice made in it:
    /// sent after `Seated` when a person comes back to a game under way, in as many messages as it takes, so that
    /// the review after the game weighs the whole game, not only what followed the return.
    History {
        seat: SeatIndex,
        turns: Vec<TurnRecord>,
    },
    Watching {
        table: TableName,
        snapshot: Snapshot,
    },
    /// Events from one command (or a computer's move) for `seat`, in order; apply them to the mirror.
    Events {
        seat: SeatIndex,
        events: Vec<Event>,
    },
    Started {
        snapshot: Snapshot,
    },
    /// A person took a seat before the start; the snapshot is the table with them (rebuild the mirror).
    PersonJoined {
        seat: SeatIndex,
        name: String,
        snapshot: Snapshot,
    },
    /// A person left before the start and so gave up the seat; the snapshot is the table without them.
    PersonGone {
        name: String,
        snapshot: Snapshot,
    },
    /// The person at `seat` left (`lost`: their connection was lost, and they may well be back); the seat waits
    /// for them (a computer takes it over at once after a goodbye, after the server's grace period otherwise).
    PersonLeft {
        seat: SeatIndex,
        #[serde(default)]
        lost: bool,
    },
    /// The person at `seat` is back (and plays again if a computer played for them).
    PersonBack {
        seat: SeatIndex,
    },
    /// A computer plays the seat of the person at `seat` from now on.
    TakenOver {
        seat: SeatIndex,
        why: TakeoverReason,
    },
    /// The person at `seat` is the table's host now.
    HostIs {
        seat: SeatIndex,
    },
    /// The host removed the people `names` (one keyboard), and banned them when `banned`; the snapshot is the
    /// table without them (or with a computer playing their seats).
    PersonRemoved {
        names: Vec<String>,
        banned: bool,
        snapshot: Snapshot,
    },
    /// The host removed this connection's people from `table` (banned when `banned`): it is at no table.
    RemovedFromTable {
        table: TableName,
        banned: bool,
    },
    /// `from`, the host of `table`, invites this connection's person there.
    Invited {
        table: TableName,
        from: String,
    },
    /// The host invited `name` to this table.
    PersonInvited {
        name: String,
    },
    /// The host set the turn timer (`None`: off).
    TurnTimer {
        #[serde(default)]
        seconds: Option<u32>,
    },
    /// The turn timer of the person at `seat` runs out in `seconds` unless they make a move.
    TurnTimeLeft {
        seat: SeatIndex,
        seconds: u32,
    },
    /// The person at `seat` did not act within the turn timer: a computer plays the rest of this turn for them.
    TimedOut {
        seat: SeatIndex,
    },
    SpectatorArrived {
        name: String,
    },
    SpectatorLeft {
        name: String,
    },
    /// Chat, signed by the server: a seat's name, or a spectator's with `watching`.
    Chat {
        from: String,
        text: String,
        #[serde(default)]
        watching: bool,
    },
    /// Chat in the lobby, signed by the server with the sender's name, and where they are: at a table (`at_table`),
    /// named in `table` unless it is private, or in the lobby.
    LobbyChat {
        from: String,
        text: String,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        at_table: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        table: Option<TableName>,
    },
    /// The table is closed; the connection is at no table any more.
    TableClosed {
        why: ClosedReason,
    },
    /// The server is stopping (to restart): keep trying to connect, and take the seats back when it answers.
    ServerStopping,
    /// Another connection took this connection's seats back with their token (another window or device): this
    /// one is at no table any more, and should not take them back in turn.
    SeatsTakenElsewhere,
    /// `count` chat lines were not sent to this connection because it was behind (chat is shed before events).
    ChatShed {
        count: usize,
    },
    /// The page of the leaderboard asked for.
    Leaderboard {
        board: Leaderboard,
    },
    /// Today's position (`day` counted from 1970-01-01, UTC), the same for everyone on this server.
    Daily {
        day: u32,
        preset: Preset,
        position: Position,
    },
    /// An answer to today's position marked: the best move, every move's worth (so the client can say why), and of
    /// the names that answered today, how many found the best move (`again`: this name had answered before, and
    /// was not counted twice).
    DailyMarked {
        day: u32,
        answer: Choice,
        right: bool,
        moves: Moves,
        found: u32,
        answered: u32,
        again: bool,
    },
    /// The finished games this server keeps, newest first (at most [`KEPT_GAMES`]).
    KeptGames {
        list: Vec<KeptGameSummary>,
    },
    /// A kept game as it ended; its turns, every choice made in them, follow in `parts`
    /// [`ServerMessage::KeptTurns`] messages.
    KeptGame {
        id: u64,
        state: GameState,
        parts: usize,
    },
    /// Turns of kept game `id`, in the order of play.
    KeptTurns {
        id: u64,
        turns: Vec<TurnRecord>,
    },
    /// A finished game rated a person this connection plays for.
    Rated {
        change: RatingChange,
    },
    Error {
        code: ErrorCode,
        /// For logs and bug reports only; never meant to be read out.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<String>,
    },
}

/// Why a computer took over a person's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TakeoverReason {
    /// The person left or stayed disconnected past the grace period.
    Away,
    /// The host moved the seat to a computer.
    Host,
}

/// Why a table was closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClosedReason {
    /// The game ended a while ago.
    Finished,
    /// Nobody came back to it.
    Abandoned,
    /// The host closed it.
    Host,
    /// An operator closed it.
    Operator,
}

/// Where a table's game stands, as the list of tables says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum TablePhase {
    /// Not started: waiting for people and the host.
    Waiting,
    Playing {
        round: u32,
        rounds: u32,
    },
    Finished,
}

/// One table as listed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableSummary {
    pub name: TableName,
    pub phase: TablePhase,
    pub preset: Preset,
    pub seats: Vec<SeatInfo>,
    pub spectators: usize,
    /// Whether a person may join it now (waiting, with a free seat).
    pub open: bool,
    /// Listed only to those invited (and to those at it).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub private: bool,
    /// Played with duplicate dice (every player meets the same rolls).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub duplicate: bool,
}

/// A seat given to a connection, with the token that reclaims it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeldSeat {
    pub seat: SeatIndex,
    pub token: SeatToken,
}

/// Who sits in a seat, as everybody at the table sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatInfo {
    pub seat: SeatIndex,
    pub name: String,
    pub computer: bool,
    /// The number of a computer named by number ("Computer 2"), whose name each listener says in their own
    /// language rather than in its maker's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u8>,
    /// Whether a person holds the seat (always false for a computer seat).
    pub taken: bool,
    /// Whether the person holding it is connected now.
    pub connected: bool,
    /// Whether a computer plays this person's seat now.
    #[serde(default)]
    pub stand_in: bool,
    /// The marks a computer made for this person, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub played_for: Vec<Mark>,
    /// The host removed this seat's person: a computer plays it to the end.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub removed: bool,
}

/// A whole table at one moment: the game's state in its saved form plus its seats. The dice source stays on
/// the server (it would tell a client the coming dice); the server's own save keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Snapshot {
    /// [`sayzee_core::game::STATE_FORMAT`] of `state`.
    pub format: u32,
    pub state: GameState,
    pub seats: Vec<SeatInfo>,
    pub started: bool,
    /// The seat of the host, who starts the game and may pass the role, move seats to computers or close.
    pub host: Option<SeatIndex>,
    /// The turn timer the host set, in seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_seconds: Option<u32>,
}

fn default_stand_in() -> Skill {
    Skill::Good
}

/// Tables in one page of the list: with a table's longest name and eight seats, a page stays far below
/// [`MAX_FRAME_BYTES`] however many tables the server holds.
pub const TABLES_PER_PAGE: usize = 20;

/// Reads one client text frame: the size first, then the JSON, then the protocol version of a `hello`.
pub fn decode_client(frame: &str) -> Result<ClientMessage, ErrorCode> {
    if frame.len() > MAX_FRAME_BYTES {
        return Err(ErrorCode::TooLarge {
            limit: MAX_FRAME_BYTES,
        });
    }
    let message: ClientMessage = serde_json::from_str(frame).map_err(|_| ErrorCode::Malformed)?;
    // serde lets a variant without fields through with any fields beside its type; the others refuse them.
    let bare = matches!(
        message,
        ClientMessage::Start
            | ClientMessage::CloseTable
            | ClientMessage::TakeBack
            | ClientMessage::Leave
    );
    if bare {
        let object: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(frame).map_err(|_| ErrorCode::Malformed)?;
        if object.len() != 1 {
            return Err(ErrorCode::Malformed);
        }
    }
    if let ClientMessage::Hello { version, .. } = message
        && version != PROTOCOL_VERSION
    {
        return Err(ErrorCode::VersionMismatch {
            server_version: PROTOCOL_VERSION,
        });
    }
    Ok(message)
}

/// Reads one server text frame (the client's side of [`decode_client`]).
pub fn decode_server(frame: &str) -> Result<ServerMessage, ErrorCode> {
    if frame.len() > MAX_FRAME_BYTES {
        return Err(ErrorCode::TooLarge {
            limit: MAX_FRAME_BYTES,
        });
    }
    serde_json::from_str(frame).map_err(|_| ErrorCode::Malformed)
}

/// One message as a text frame.
pub fn encode<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).expect("protocol messages always serialize")
}

mod error_code;
mod kept;
mod ranking;
#[cfg(test)]
mod tests;

pub use error_code::ErrorCode;
pub use kept::{KEPT_GAMES, KeptGameSummary, KeptPlayer};
pub use ranking::{LEADERBOARD_PAGE, Leaderboard, LeaderboardRow, RatingChange};
