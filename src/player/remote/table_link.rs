//! A network table's [`Wire`] as `sayzee join` carries it: the WebSocket [`Link`] to the server, and the book of
//! seats held there (in the data directory, or in the browser of a seat played there).

use super::link::{Incoming, Link, Return};
use super::seat_book::{HeldPlace, SeatBook};
use crate::net::protocol::ClientMessage;
use crate::player::wire::Wire;

/// The link to one server's table, with the book its seats are kept in.
#[derive(Debug)]
pub struct TableLink {
    pub link: Link,
    pub book: SeatBook,
}

impl Wire for TableLink {
    fn send(&self, message: ClientMessage) {
        self.link.send(message);
    }

    fn arrived(&self) -> Vec<Incoming> {
        self.link.arrived()
    }

    fn ring(&self, ring: Box<dyn Fn() + Send>) {
        self.link.ring(ring);
    }

    fn set_way_back(&self, way_back: Return) {
        self.link.set_way_back(way_back);
    }

    fn stop_returning(&self) {
        self.link.stop_returning();
    }

    fn give_up(&self) {
        self.link.give_up();
    }

    fn keep_seats(&self, place: HeldPlace) {
        self.book.keep(self.link.server_id(), place);
    }

    fn forget_seats(&self, table: &str) {
        self.book.forget(self.link.server_id(), table);
    }
}
