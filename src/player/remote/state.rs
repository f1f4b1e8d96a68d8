//! What a client at a network table knows besides the game: the link to the server, the table's seats and which
//! of them are played at this keyboard, whether the game has started, the connection's state and a chat line
//! being typed; and the player's words for a server's error code.
//!
//! Below the session (`player/session/`), which holds one while at a network table, and `join.rs`, which makes
//! it from the server's answer.

use super::link::{Link, Return};
use super::seat_book::{HeldPlace, SeatBook};
use crate::i18n::Message;
use crate::net::protocol::{ClientMessage, ErrorCode, HeldSeat, SeatIndex, SeatInfo, Snapshot};
use crate::text::PlayerName;

/// What a session at a network table knows besides the game.
#[derive(Debug)]
pub struct Remote {
    pub(crate) link: Link,
    /// The server's address, as the seat book knows it.
    pub(crate) address: String,
    pub(crate) book: SeatBook,
    pub(crate) table: String,
    /// The seats played at this keyboard; none for a spectator.
    pub(crate) local_seats: Vec<SeatIndex>,
    pub(crate) seats: Vec<SeatInfo>,
    pub(crate) started: bool,
    /// The connection is up (said once when lost).
    pub(crate) connected: bool,
    /// A chat line being typed (the terminal), or the next line is the chat line (line mode).
    pub(crate) chat_draft: Option<String>,
    /// The chat line was cut at the limit (said once per line).
    pub(crate) chat_full: bool,
}

/// How a client came to a table: the server's answer to joining, creating, rejoining or watching.
#[derive(Debug)]
pub struct Arrival {
    pub table: String,
    pub seats: Vec<HeldSeat>,
    pub snapshot: Snapshot,
}

impl Remote {
    /// The table this client sits at (or watches), as the server's answer to how it came.
    pub fn new(link: Link, address: String, book: SeatBook, arrival: &Arrival) -> Remote {
        let mut remote = Remote {
            link,
            address,
            book,
            // All four are set from the arrival just below.
            table: String::new(),
            local_seats: Vec::new(),
            seats: Vec::new(),
            started: false,
            connected: true,
            chat_draft: None,
            chat_full: false,
        };
        remote.seated(arrival);
        remote
    }

    /// Takes the seats (and the way back) from an arrival.
    pub(crate) fn seated(&mut self, arrival: &Arrival) {
        self.table = arrival.table.clone();
        self.seats = arrival.snapshot.seats.clone();
        self.started = arrival.snapshot.started;
        self.local_seats = arrival.seats.iter().map(|held| held.seat).collect();
        match arrival.seats.first() {
            Some(held) => {
                self.link.set_way_back(Return::Seat(held.token.clone()));
                let names = self
                    .local_seats
                    .iter()
                    .filter_map(|&seat| self.seats.get(seat).map(|s| s.name.clone()))
                    .collect();
                self.book.keep(
                    &self.address,
                    HeldPlace {
                        table: self.table.clone(),
                        token: held.token.clone(),
                        names,
                    },
                );
            }
            None => self.link.set_way_back(Return::Watch(self.table.clone())),
        }
    }

    /// Whether `seat` is played at this keyboard.
    pub fn is_local(&self, seat: SeatIndex) -> bool {
        self.local_seats.contains(&seat)
    }

    /// Whether this client only watches.
    pub fn watching(&self) -> bool {
        self.local_seats.is_empty()
    }

    /// Whether this client made the table (holds its first person seat) and so starts it.
    pub(crate) fn creator(&self) -> bool {
        let first_person = self.seats.iter().find(|s| !s.computer).map(|s| s.seat);
        first_person.is_some_and(|seat| self.is_local(seat))
    }

    pub(crate) fn name_of(&self, seat: SeatIndex) -> String {
        self.seats
            .get(seat)
            .map(|s| PlayerName::new(&s.name).to_string())
            .unwrap_or_else(|| (seat + 1).to_string())
    }

    /// Says goodbye to the table: the server keeps the seats for the token.
    pub fn leave(&self) {
        self.link.send(ClientMessage::Leave);
    }
}

/// The player's words for a server's error code.
pub fn error_message(code: &ErrorCode) -> Message {
    let id = code.message_id().unwrap_or("net-error-malformed");
    let message = Message::new(id);
    match code {
        ErrorCode::TooLarge { limit } | ErrorCode::ChatTooLong { limit } => {
            message.with("limit", *limit)
        }
        ErrorCode::VersionMismatch { server_version } => message.with("version", *server_version),
        _ => message,
    }
}
