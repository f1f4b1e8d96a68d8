//! The link to a network table as a session and its driver see it, whatever carries it: what arrives from the
//! server ([`Incoming`], given to the session as its input), the way back after a lost connection ([`Return`],
//! asked for as an effect), the seats held there ([`HeldPlace`], kept to be taken back), and the [`Wire`] a
//! driver carries those through (`remote/table_link.rs`: the WebSocket link and the book of held seats).
//! Only the protocol's messages below it: the session, its driver and the link all import it, and it none of them.

use serde::{Deserialize, Serialize};

use crate::net::protocol::{ClientMessage, ErrorCode, SeatToken, ServerMessage};

/// What the link to a network table hands the game: given to the session as `Input::Arrived`.
#[derive(Clone, Debug, PartialEq)]
pub enum Incoming {
    Message(Box<ServerMessage>),
    /// A frame the server sent that is not this protocol: said, and otherwise ignored.
    Unreadable(ErrorCode),
    /// The connection dropped; the link is trying again.
    Lost,
    /// Still away: said about once a minute while the link keeps trying.
    StillTrying,
    /// Connected again and the way back to the table asked for.
    Back,
}

/// Seats held at one table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeldPlace {
    pub table: String,
    pub token: SeatToken,
    /// The names of the people at this keyboard, to say what would be taken back.
    pub names: Vec<String>,
}

/// How to get back to the table after a lost connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Return {
    /// Take the seats back with this token.
    Seat(SeatToken),
    /// Watch this table again, under this name.
    Watch { table: String, name: String },
}

/// The link to a network table as a session's driver uses it: messages out, news in, and the way back after a
/// lost connection. What carries it is the driver's (a WebSocket to a server, for now).
pub trait Wire: std::fmt::Debug + Send {
    /// Sends `message` to the server, in order.
    fn send(&self, message: ClientMessage);
    /// What arrived since the last look, oldest first.
    fn arrived(&self) -> Vec<Incoming>;
    /// From now on, `ring` is called whenever news arrives.
    fn ring(&self, ring: Box<dyn Fn() + Send>);
    /// How to get back to the table after a lost connection.
    fn set_way_back(&self, way_back: Return);
    /// No way back any more.
    fn stop_returning(&self);
    /// The server closed this connection for good.
    fn give_up(&self);
    /// Keeps the seats held at a table of this server, to be taken back after a lost connection or a restart.
    fn keep_seats(&self, place: HeldPlace);
    /// Forgets the seats held at `table` of this server (the game is over, or they are gone).
    fn forget_seats(&self, table: &str);
}
