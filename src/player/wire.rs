//! The link to a network table as a session and its driver see it, whatever carries it: what arrives from the
//! server ([`Incoming`], given to the session as its input), the way back after a lost connection ([`Return`],
//! asked for as an effect), and the [`Wire`] a driver carries those through (`remote/link.rs`'s WebSocket link).
//! Only the protocol's messages below it: the session, its driver and the link all import it, and it none of them.

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
}
