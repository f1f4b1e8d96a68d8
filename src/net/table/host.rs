//! The host's powers and what the server does for a seat whose person has gone: starting the game, passing the
//! host role on (by the host, or by itself when the host leaves), letting a computer play a person's seat, and
//! the person taking it back.

use super::{ConnectionId, Table};
use crate::net::protocol::{ErrorCode, SeatIndex};

impl Table {
    /// Whether `connection` holds the host's seat.
    pub fn is_host(&self, connection: ConnectionId) -> bool {
        self.host
            .and_then(|h| self.seats.get(h))
            .is_some_and(|seat| seat.held_by == Some(connection))
    }

    /// Refuses anyone but the host.
    ///
    /// # Errors
    /// [`ErrorCode::NotHost`].
    pub fn check_host(&self, connection: ConnectionId) -> Result<(), ErrorCode> {
        if self.is_host(connection) {
            Ok(())
        } else {
            Err(ErrorCode::NotHost)
        }
    }

    /// The host starts the game, once every person seat has its person.
    ///
    /// # Errors
    /// [`ErrorCode::AlreadyStarted`], [`ErrorCode::NotHost`] for anyone else, [`ErrorCode::SeatEmpty`] while
    /// a person seat has nobody at it.
    pub fn start(&mut self, connection: ConnectionId) -> Result<(), ErrorCode> {
        if self.started {
            return Err(ErrorCode::AlreadyStarted);
        }
        self.check_host(connection)?;
        if let Some(empty) = self.seats.iter().position(super::Seat::empty) {
            let players = &self.game.state().config().players;
            // The server, which keeps the clock, says how long the seat still waits.
            return Err(ErrorCode::SeatEmpty {
                name: players[empty].name.to_string(),
                seconds: 0,
            });
        }
        self.started = true;
        Ok(())
    }

    /// The host's name, to tell whether the role moved when seats were given up.
    pub fn host_name(&self) -> Option<String> {
        let host = self.host?;
        let players = &self.game.state().config().players;
        players.get(host).map(|p| p.name.to_string())
    }

    /// When the host's person is not connected, the role goes to the next person seated who is (in turn
    /// order after the host). Returns the new host's seat when it changed.
    pub fn pass_host_on(&mut self) -> Option<SeatIndex> {
        let host = self.host?;
        if self.seats.get(host).is_some_and(|s| s.held_by.is_some()) {
            return None;
        }
        let count = self.seats.len();
        let next = (1..count)
            .map(|step| (host + step) % count)
            .find(|&i| !self.seats[i].computer && self.seats[i].held_by.is_some())?;
        self.host = Some(next);
        Some(next)
    }

    /// The host hands the role to the person at `seat`.
    ///
    /// # Errors
    /// [`ErrorCode::NotHost`]; [`ErrorCode::NoSuchSeat`] when `seat` is not another person who is here.
    pub fn pass_host(
        &mut self,
        connection: ConnectionId,
        seat: SeatIndex,
    ) -> Result<(), ErrorCode> {
        self.check_host(connection)?;
        let here = self
            .seats
            .get(seat)
            .is_some_and(|s| !s.computer && s.held_by.is_some());
        if !here || Some(seat) == self.host {
            return Err(ErrorCode::NoSuchSeat);
        }
        self.host = Some(seat);
        Ok(())
    }

    /// The host lets a computer play the person's seat `seat` (the person may take it back).
    ///
    /// # Errors
    /// [`ErrorCode::NotHost`]; [`ErrorCode::NotStarted`] before the start; [`ErrorCode::NoSuchSeat`] when
    /// `seat` is not a person's seat a person plays.
    pub fn seat_to_computer(
        &mut self,
        connection: ConnectionId,
        seat: SeatIndex,
    ) -> Result<(), ErrorCode> {
        self.check_host(connection)?;
        if !self.started {
            return Err(ErrorCode::NotStarted);
        }
        match self.seats.get_mut(seat) {
            Some(person) if !person.computer && !person.stand_in => {
                person.stand_in = true;
                Ok(())
            }
            _ => Err(ErrorCode::NoSuchSeat),
        }
    }

    /// A computer plays the seat `seat` of a person who has gone (after the grace period). False when there
    /// is nothing to take over: not a person's seat, its person is here, or a computer plays it already; or
    /// when no other person is here to wait for the move (nobody's game is stalled, and the person who went
    /// finds their game where they left it); or when the game is over, since nothing is left to play.
    pub fn take_over(&mut self, seat: SeatIndex) -> bool {
        if self.game.state().is_over() {
            return false;
        }
        let someone_waits = self
            .seats
            .iter()
            .enumerate()
            .any(|(i, s)| i != seat && !s.computer && s.held_by.is_some());
        if !someone_waits {
            return false;
        }
        match self.seats.get_mut(seat) {
            Some(person) if !person.computer && person.held_by.is_none() && !person.stand_in => {
                person.stand_in = true;
                true
            }
            _ => false,
        }
    }

    /// The person at `connection` plays again the seats a computer was playing for them.
    ///
    /// # Errors
    /// [`ErrorCode::NoSuchSeat`] when a computer plays none of their seats.
    pub fn take_back(&mut self, connection: ConnectionId) -> Result<Vec<SeatIndex>, ErrorCode> {
        let mut back = Vec::new();
        for (index, seat) in self.seats.iter_mut().enumerate() {
            if seat.held_by == Some(connection) && seat.stand_in {
                seat.stand_in = false;
                back.push(index);
            }
        }
        if back.is_empty() {
            Err(ErrorCode::NoSuchSeat)
        } else {
            Ok(back)
        }
    }
}
