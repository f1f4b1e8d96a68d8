//! The host's powers and what the server does for a seat whose person has gone: starting the game, passing the
//! host role on (by the host, or by itself when the host leaves), letting a computer play a person's seat, and
//! the person taking it back; removing a person (for good at this table, and banned if the host says so), and
//! the turn timer that gives a turn to the computer when its person does not act in time.

use std::ops::RangeInclusive;

use sayzee_core::text::look_alike_key;
use serde::{Deserialize, Serialize};

use super::{ConnectionId, Table};
use crate::protocol::{ErrorCode, Password, SeatIndex};
use sayzee_core::text::PlayerName;

/// The turn timer's bounds, in seconds: long enough to hear the dice and the sheet, short enough to matter.
pub const TURN_SECONDS: RangeInclusive<u32> = 10..=600;

/// The most names one private table may invite: a table's guests, not a mailing list.
pub const MAX_INVITED: usize = 50;

/// What the host decided beyond the game's rules, kept with the table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HouseRules {
    /// How long a person may go without a move before the computer plays the rest of their turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_seconds: Option<u32>,
    /// Who may never sit at or watch this table again.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub banned: Vec<Banned>,
    /// Left out of the list of tables but for those invited; joined by invitation or with its password.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub private: bool,
    /// The password that opens a private table to anyone who has it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<Password>,
    /// The names the host invited, each by its look-alike key (`text::look_alike_key`), at most
    /// [`MAX_INVITED`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub invited: Vec<String>,
}

/// A person the host banned: their name (and every name that looks or sounds like it), and the address they
/// came from when the server knew it, with the names of everyone else at the table then: a household or club
/// behind one address keeps its people who were there, and anyone the host invites.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Banned {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<String>,
    /// The look-alike keys of the names seated at or watching the table when the ban was made: never refused
    /// by the address.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub spared: Vec<String>,
}

/// Why a ban keeps someone from a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BanHolds {
    /// They come under a name the host banned (or one like it).
    Name,
    /// They come from the address of someone the host banned, under a name that was not at the table then and
    /// that the host has not invited.
    Address,
}

/// What removing a person did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Removal {
    /// The names of the seats taken from them (everyone at their keyboard).
    pub names: Vec<String>,
    /// The connection that held them, when it was connected: it is at no table any more.
    pub connection: Option<ConnectionId>,
    /// Whether a computer now plays their seats (after the start); before it, the seats are gone.
    pub replaced: bool,
}

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

    /// The host removes the person at `seat`, with everyone at their keyboard: before the start their seats are
    /// given up; after it a computer plays them to the end and their token no longer takes them back.
    ///
    /// # Errors
    /// [`ErrorCode::NotHost`]; [`ErrorCode::NoSuchSeat`] when `seat` is not another person's seat still theirs.
    pub fn remove(
        &mut self,
        connection: ConnectionId,
        seat: SeatIndex,
    ) -> Result<Removal, ErrorCode> {
        self.check_host(connection)?;
        let token = match self.seats.get(seat) {
            Some(person) if !person.computer && person.held_by != Some(connection) => {
                person.token.clone().ok_or(ErrorCode::NoSuchSeat)?
            }
            _ => return Err(ErrorCode::NoSuchSeat),
        };
        let group: Vec<SeatIndex> = (0..self.seats.len())
            .filter(|&i| self.seats[i].token.as_ref() == Some(&token))
            .collect();
        let holder = self.seats[seat].held_by;
        if !self.started {
            let names = self.give_up(&group);
            return Ok(Removal {
                names,
                connection: holder,
                replaced: false,
            });
        }
        let players = &self.game.state().config().players;
        let names = group.iter().map(|&i| players[i].name.to_string()).collect();
        for &index in &group {
            let person = &mut self.seats[index];
            person.token = None;
            person.held_by = None;
            person.stand_in = true;
            person.removed = true;
        }
        Ok(Removal {
            names,
            connection: holder,
            replaced: true,
        })
    }

    /// Bans `names` (and their look-alikes) and `address` from this table for as long as it is open; the names
    /// seated here now (but `names`) and `watching` (look-alike keys: everyone else at the table now) stay
    /// welcome from that address.
    pub fn ban(&mut self, names: &[String], address: Option<String>, watching: &[String]) {
        let banned: Vec<String> = names
            .iter()
            .map(|name| PlayerName::new(name).look_alike_key())
            .collect();
        let spared: Vec<String> = self
            .game
            .state()
            .config()
            .players
            .iter()
            .map(|player| player.name.look_alike_key())
            .chain(watching.iter().cloned())
            .filter(|key| !banned.contains(key))
            .collect();
        for name in names {
            self.house.banned.push(Banned {
                name: name.clone(),
                address: address.clone(),
                spared: spared.clone(),
            });
        }
    }

    /// Whether a ban keeps out someone coming with `names` from `address`, and why. The address holds only for
    /// names that were not at the table at the ban nor invited since, and not for a person `vouched` for (logged
    /// in as the owner of a name nobody banned): one person's ban never costs their housemates their seats.
    pub fn ban_holds(
        &self,
        names: &[&str],
        address: Option<&str>,
        vouched: bool,
    ) -> Option<BanHolds> {
        let banned = &self.house.banned;
        if names.iter().any(|name| {
            banned
                .iter()
                .any(|b| PlayerName::new(&b.name).same_as(name))
        }) {
            return Some(BanHolds::Name);
        }
        if vouched {
            return None;
        }
        let keys: Vec<String> = names
            .iter()
            .map(|name| PlayerName::new(name).look_alike_key())
            .collect();
        let welcome = |ban: &Banned| {
            keys.iter()
                .all(|key| ban.spared.contains(key) || self.house.invited.contains(key))
        };
        banned
            .iter()
            .any(|ban| address.is_some() && ban.address.as_deref() == address && !welcome(ban))
            .then_some(BanHolds::Address)
    }

    /// The host sets the turn timer (`None` turns it off).
    ///
    /// # Errors
    /// [`ErrorCode::NotHost`]; [`ErrorCode::BadTurnTimer`] outside [`TURN_SECONDS`].
    pub fn set_turn_timer(
        &mut self,
        connection: ConnectionId,
        seconds: Option<u32>,
    ) -> Result<(), ErrorCode> {
        self.check_host(connection)?;
        if seconds.is_some_and(|s| !TURN_SECONDS.contains(&s)) {
            return Err(ErrorCode::BadTurnTimer {
                min: *TURN_SECONDS.start(),
                max: *TURN_SECONDS.end(),
            });
        }
        self.house.turn_seconds = seconds;
        Ok(())
    }

    /// The turn timer ran out for the person whose turn it is: the computer plays the rest of their turn. Returns
    /// their seat; `None` when there is no such person (a computer's turn, one a computer plays already, a game
    /// not started or over).
    pub fn time_out(&mut self) -> Option<SeatIndex> {
        let turn = self.timed_turn()?;
        self.timed_out = Some(turn);
        Some(turn)
    }

    /// The seat whose person the turn timer counts for now: the game under way, a person's turn that no computer
    /// plays (neither for them while they are away, nor because their time is up already).
    pub fn timed_turn(&self) -> Option<SeatIndex> {
        if !self.started || self.timed_out.is_some() {
            return None;
        }
        let turn = self.game.state().turn()?.player;
        let person = self.seats.get(turn)?;
        (!person.computer && !person.stand_in).then_some(turn)
    }

    /// The table is private from now on, opened by `password` if there is one.
    pub fn make_private(&mut self, password: Option<Password>) {
        self.house.private = true;
        self.house.password = password;
    }

    /// The host invites `name` (a private table then lets them in and shows itself to them); false when they were
    /// invited already (nothing changes, nobody is told again).
    ///
    /// # Errors
    /// [`ErrorCode::NotHost`]; [`ErrorCode::TooManyInvited`] past [`MAX_INVITED`].
    pub fn invite(&mut self, connection: ConnectionId, name: &str) -> Result<bool, ErrorCode> {
        self.check_host(connection)?;
        let key = look_alike_key(name);
        if self.house.invited.contains(&key) {
            return Ok(false);
        }
        if self.house.invited.len() >= MAX_INVITED {
            return Err(ErrorCode::TooManyInvited { limit: MAX_INVITED });
        }
        self.house.invited.push(key);
        Ok(true)
    }

    /// Whether `name` (or a name it looks or sounds like) was invited.
    pub fn is_invited(&self, name: &str) -> bool {
        !self.house.invited.is_empty() && self.house.invited.contains(&look_alike_key(name))
    }

    /// Whether the list of tables shows this table to someone called by one of `names`.
    pub fn shown_to<'a>(&self, mut names: impl Iterator<Item = &'a str>) -> bool {
        !self.house.private || names.any(|name| self.is_invited(name))
    }

    /// Whether the table lets someone coming as `names`, logged in as `owner` if they are, in with no password:
    /// a public table, or an invitation ([`Table::let_in`] says whose).
    pub fn opens_without_password<'a>(
        &self,
        names: impl Iterator<Item = &'a str>,
        owner: Option<&str>,
    ) -> bool {
        if !self.house.private || owner.is_some_and(|owner| self.is_invited(owner)) {
            return true;
        }
        let mut names = names.peekable();
        names.peek().is_some() && names.all(|name| self.is_invited(name))
    }

    /// Whether someone coming as `names` (the seats they ask for, or the name they watch under), logged in as
    /// `owner` if they are, with `password` if they gave one, may come to this table. An invitation lets in the
    /// owner of an invited name under any name, and anyone else only under invited names: a guest's name is
    /// anyone's to say hello with.
    ///
    /// # Errors
    /// For a private table: [`ErrorCode::WrongTablePassword`] for a password that is not its own,
    /// [`ErrorCode::TablePasswordNeeded`] when it has one and none was given, else [`ErrorCode::NoSuchTable`]
    /// (a private table is not told to those it was not opened to).
    pub fn let_in<'a>(
        &self,
        names: impl Iterator<Item = &'a str>,
        owner: Option<&str>,
        password: Option<&Password>,
    ) -> Result<(), ErrorCode> {
        if self.opens_without_password(names, owner) {
            return Ok(());
        }
        match (&self.house.password, password) {
            (Some(own), Some(given))
                if sayzee_core::text::same_secret(own.expose(), given.expose()) =>
            {
                Ok(())
            }
            (Some(_), Some(_)) => Err(ErrorCode::WrongTablePassword),
            (Some(_), None) => Err(ErrorCode::TablePasswordNeeded),
            (None, _) => Err(ErrorCode::NoSuchTable),
        }
    }
}
