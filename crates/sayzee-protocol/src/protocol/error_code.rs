//! The protocol's refusals: every reason the server may refuse a message, closed so that a client can say each
//! one in its player's language (the id of that message in `locales/<lang>/network.ftl`).

use serde::{Deserialize, Serialize};

use sayzee_core::game::Rejection;

/// Why the server refused a message. Closed: a client can say every one of them in its own words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ErrorCode {
    VersionMismatch {
        server_version: u32,
    },
    NotHelloFirst,
    /// Not JSON, or not a message of this protocol.
    Malformed,
    TooLarge {
        limit: usize,
    },
    /// A second `hello` on the same connection.
    AlreadyHello,
    NoSuchTable,
    TableExists,
    TableFull,
    /// The names to join with are not free person seats at this table.
    NoSuchSeat,
    /// The table's setup cannot be played (no players, duplicate names, too many sheets...).
    BadConfig,
    /// The connection is at no table.
    NotAtTable,
    /// Already seated or watching at a table; leave it first.
    AlreadyAtTable,
    NotYourSeat,
    NotYourTurn,
    Refused {
        rejection: Rejection,
    },
    AlreadyStarted,
    NotStarted,
    /// Only the host may do that.
    NotHost,
    /// `name`'s seat has nobody at it, so the game cannot start; it is given up if they are not back within
    /// `seconds` (the server's grace period, what is left of it).
    SeatEmpty {
        name: String,
        seconds: u64,
    },
    /// That name is already seated or watching at the table.
    NameTaken,
    BadToken,
    ChatTooLong {
        limit: usize,
    },
    /// The server could not save the table; the command was not played.
    ServerTrouble,
    /// This connection fell too far behind what the table sent; the server let it go (the client comes back by
    /// itself, with the table as it stands).
    TooSlow,
    /// The server, or this address, has as many connections as it takes.
    ServerFull,
    /// The server takes TLS connections only (`wss://`), and this one spoke plainly.
    SecureOnly,
    /// The server has as many tables as it takes, or this address has made as many as one may.
    TooManyTables {
        limit: usize,
    },
    /// This address sends faster than the server takes (messages, chat lines or new tables): what was past the
    /// rate was not played or sent. Said once for a run of them.
    TooFast,
    /// As many people watch this table as it takes.
    TooManySpectators {
        limit: usize,
    },
    /// A name or table name with nothing left once cleaned, or in a mix of scripts that could pass for another.
    BadName,
    /// A table's name longer than the server keeps (it is never cut: a cut name could read as another table's).
    TableNameTooLong {
        limit: usize,
    },
    /// The host banned this person (their name or one like it) from the table.
    Banned,
    /// The host banned someone who came from this address, and this person was not at the table then and is not
    /// invited: the host's invitation lets them in.
    BannedAddress,
    /// A turn timer outside the seconds the server takes.
    BadTurnTimer {
        min: u32,
        max: u32,
    },
    /// The turn timer ran out: a computer plays the rest of this turn for the seat.
    TimedOut,
    /// The name (or one it looks or sounds like) is owned by someone: log in as its owner, or choose another.
    NameClaimed,
    /// The name is (or looks like) one of the server's operators' names, not claimed yet: it is claimed only with
    /// the code the server printed in its log when it started (a missing or wrong code gets this too).
    OperatorCodeNeeded,
    /// This address has claimed `per_day` names in the last day, the most it may.
    TooManyClaims {
        per_day: u32,
    },
    /// The password is not the name's (or nobody owns the name).
    WrongPassword,
    /// The login token is not one this name gave, or it has ended (a new password ends them all).
    BadLoginToken,
    /// Too many tries at a password from this address or for this name: wait a minute.
    TooManyLogins,
    /// A password must have from `min` to `max` characters.
    BadPassword {
        min: usize,
        max: usize,
    },
    /// Only someone logged in may do that.
    NotLoggedIn,
    /// Nobody owns that name on this server (an operator's password reset).
    NoSuchAccount,
    /// This server takes only people logged in with an account: claim the name, or log in.
    AccountRequired,
    /// Only an operator of this server may do that.
    NotOperator,
    /// An operator muted this person (or address) for `minutes` more, for `reason`.
    Muted {
        minutes: u32,
        reason: String,
    },
    /// An operator banned this name (or address) from the server for `minutes` more, for `reason`.
    BannedFromServer {
        minutes: u32,
        reason: String,
    },
    /// This private table takes those invited, or those who give its password.
    TablePasswordNeeded,
    /// That is not this private table's password.
    WrongTablePassword,
    /// A private table invites at most `limit` names.
    TooManyInvited {
        limit: usize,
    },
    /// An operator's mute or ban of from 1 to `max_minutes` minutes, with a reason.
    BadSanction {
        max_minutes: u32,
    },
    /// Today's position cannot be made now (its table is still being read or solved, or failed), or an answer came
    /// for a day whose position was never asked.
    DailyUnavailable,
    /// The server keeps no finished game by that number (the oldest leave as new ones finish).
    NoSuchGame,
}

impl ErrorCode {
    /// The id of the message in `locales/<lang>/network.ftl` that says this error (its variables: `$limit`,
    /// `$version`). `None` for a refused move, which is said with the game's own rejection messages.
    pub fn message_id(&self) -> Option<&'static str> {
        Some(match self {
            ErrorCode::VersionMismatch { .. } => "net-error-version-mismatch",
            ErrorCode::NotHelloFirst => "net-error-not-hello-first",
            ErrorCode::Malformed => "net-error-malformed",
            ErrorCode::TooLarge { .. } => "net-error-too-large",
            ErrorCode::AlreadyHello => "net-error-already-hello",
            ErrorCode::NoSuchTable => "net-error-no-such-table",
            ErrorCode::TableExists => "net-error-table-exists",
            ErrorCode::TableFull => "net-error-table-full",
            ErrorCode::NoSuchSeat => "net-error-no-such-seat",
            ErrorCode::BadConfig => "net-error-bad-config",
            ErrorCode::NotAtTable => "net-error-not-at-table",
            ErrorCode::AlreadyAtTable => "net-error-already-at-table",
            ErrorCode::NotYourSeat => "net-error-not-your-seat",
            ErrorCode::NotYourTurn => "net-error-not-your-turn",
            ErrorCode::Refused { .. } => return None,
            ErrorCode::AlreadyStarted => "net-error-already-started",
            ErrorCode::NotStarted => "net-error-not-started",
            ErrorCode::NotHost => "net-error-not-host",
            ErrorCode::SeatEmpty { .. } => "net-error-seat-empty",
            ErrorCode::NameTaken => "net-error-name-taken",
            ErrorCode::BadToken => "net-error-bad-token",
            ErrorCode::ChatTooLong { .. } => "net-error-chat-too-long",
            ErrorCode::ServerTrouble => "net-error-server-trouble",
            ErrorCode::TooSlow => "net-error-too-slow",
            ErrorCode::ServerFull => "net-error-server-full",
            ErrorCode::SecureOnly => "net-error-secure-only",
            ErrorCode::TooManyTables { .. } => "net-error-too-many-tables",
            ErrorCode::TooFast => "net-error-too-fast",
            ErrorCode::TooManySpectators { .. } => "net-error-too-many-spectators",
            ErrorCode::BadName => "net-error-bad-name",
            ErrorCode::TableNameTooLong { .. } => "net-error-table-name-too-long",
            ErrorCode::Banned => "net-error-banned",
            ErrorCode::BannedAddress => "net-error-banned-address",
            ErrorCode::BadTurnTimer { .. } => "net-error-bad-turn-timer",
            ErrorCode::TimedOut => "net-error-timed-out",
            ErrorCode::NameClaimed => "net-error-name-claimed",
            ErrorCode::OperatorCodeNeeded => "net-error-operator-code-needed",
            ErrorCode::TooManyClaims { .. } => "net-error-too-many-claims",
            ErrorCode::WrongPassword => "net-error-wrong-password",
            ErrorCode::BadLoginToken => "net-error-bad-login-token",
            ErrorCode::TooManyLogins => "net-error-too-many-logins",
            ErrorCode::BadPassword { .. } => "net-error-bad-password",
            ErrorCode::NotLoggedIn => "net-error-not-logged-in",
            ErrorCode::NoSuchAccount => "net-error-no-such-account",
            ErrorCode::AccountRequired => "net-error-account-required",
            ErrorCode::NotOperator => "net-error-not-operator",
            ErrorCode::Muted { .. } => "net-error-muted",
            ErrorCode::BannedFromServer { .. } => "net-error-banned-from-server",
            ErrorCode::BadSanction { .. } => "net-error-bad-sanction",
            ErrorCode::DailyUnavailable => "net-error-daily-unavailable",
            ErrorCode::NoSuchGame => "net-error-no-such-game",
            ErrorCode::TablePasswordNeeded => "net-error-table-password-needed",
            ErrorCode::WrongTablePassword => "net-error-wrong-table-password",
            ErrorCode::TooManyInvited { .. } => "net-error-too-many-invited",
        })
    }
}
