//! One table's rules of play over the network, with no I/O: its seats and who holds them, joining and giving up
//! seats before the start, taking seats back by token, a computer standing in for a person who has gone, and
//! whether a message from a connection may change the game (the host's powers are in `host.rs`). The server runs
//! every allowed command through [`Game::dispatch`]; anything refused leaves the table exactly as it was. Time
//! is the server's: it says when a grace period is over.

use serde::{Deserialize, Serialize};

use crate::protocol::{
    CHAT_LIMIT, ErrorCode, HeldSeat, SeatIndex, SeatInfo, SeatToken, ServerMessage, Snapshot,
    TablePhase, TableSummary,
};
use sayzee_core::game::{
    Actor, Command, DiceSource, Event, Game, MAX_PLAYERS, MatchConfig, Phase, PlayerSpec,
    Rejection, STATE_FORMAT, Skill,
};
use sayzee_core::rules::Mark;
use sayzee_core::text::{CleanText, PlayerName};

mod history;
mod host;

pub use history::{HISTORY_BYTES, turns_in_parts};
pub use host::{BanHolds, Banned, HouseRules, MAX_INVITED, Removal, TURN_SECONDS};

/// A connection, numbered by the server as it accepts it.
pub type ConnectionId = u64;

/// One seat at a table: a computer, or a person who may be held by a connection.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub computer: bool,
    /// What takes the seat back after a lost connection; the seats joined together share one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<SeatToken>,
    /// The connection playing this seat now, if any (never saved: connections end with the server).
    #[serde(skip)]
    pub held_by: Option<ConnectionId>,
    /// A computer plays this person's seat (they left, stayed away, or the host moved the seat).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stand_in: bool,
    /// The marks a computer made for this person, in order, so the saved table and the person know them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub played_for: Vec<Mark>,
    /// The host removed this seat's person after the start: a computer plays it for good, and no token takes
    /// it back.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub removed: bool,
}

impl Seat {
    fn person(token: &SeatToken, connection: ConnectionId) -> Seat {
        Seat {
            computer: false,
            token: Some(token.clone()),
            held_by: Some(connection),
            stand_in: false,
            played_for: Vec::new(),
            removed: false,
        }
    }

    /// A person's seat with nobody at it and no computer playing it.
    fn empty(&self) -> bool {
        !self.computer && self.held_by.is_none() && !self.stand_in
    }
}

/// A table: its game and its seats, one per player in turn order. Its fields are its own: it changes only through
/// its methods, which keep its seats and its game in step, and a table read back from the disk is checked by
/// [`Table::from_parts`] before it is one.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    name: String,
    game: Game,
    seats: Vec<Seat>,
    started: bool,
    /// The dice's seed, so that a game set up again when someone joins keeps its dice.
    seed: u64,
    /// The seat of the host: the maker's first, then passed on.
    host: Option<SeatIndex>,
    /// The level of the computer that plays a seat whose person has gone.
    stand_in: Skill,
    /// What the host decided beyond the game: the turn timer and who may not come back.
    house: HouseRules,
    /// The seat whose person let the turn timer run out: a computer plays the rest of this turn for them.
    timed_out: Option<SeatIndex>,
}

/// A saved table's invitations as this version keeps them: by look-alike key, each once, at most
/// [`host::MAX_INVITED`] (a table saved before kept the names as written, and without bound).
fn invited_keys(invited: Vec<String>) -> Vec<String> {
    let mut keys: Vec<String> = Vec::new();
    for key in invited
        .iter()
        .map(|name| sayzee_core::text::look_alike_key(name))
    {
        if keys.len() < host::MAX_INVITED && !keys.contains(&key) {
            keys.push(key);
        }
    }
    keys
}

/// A table taken apart, as a server reads it back from its disk ([`Table::from_parts`]).
#[derive(Clone, Debug, PartialEq)]
pub struct TableParts {
    pub name: String,
    pub game: Game,
    pub seats: Vec<Seat>,
    pub started: bool,
    pub seed: u64,
    pub host: Option<SeatIndex>,
    pub stand_in: Skill,
    pub house: HouseRules,
    pub timed_out: Option<SeatIndex>,
}

/// What leaving did to a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Leaving {
    /// Before the start: the seats are given up, and these names are gone from the table.
    GaveUp(Vec<String>),
    /// After the start: the seats wait for their token.
    Released(Vec<SeatIndex>),
}

impl Table {
    /// The table's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The table's game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The seats, one per player in turn order.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// Whether the host started the game.
    pub fn started(&self) -> bool {
        self.started
    }

    /// The dice's seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The host's seat.
    pub fn host(&self) -> Option<SeatIndex> {
        self.host
    }

    /// The level of the computer that plays a seat whose person has gone.
    pub fn stand_in(&self) -> Skill {
        self.stand_in
    }

    /// The host's turn timer and bans.
    pub fn house(&self) -> &HouseRules {
        &self.house
    }

    /// The seat whose turn the timer gave to the computer.
    pub fn timed_out(&self) -> Option<SeatIndex> {
        self.timed_out
    }

    /// A table put together again from `parts` read back from a disk, if they make one: a seat for each player,
    /// a computer's seat where the game has a computer and only there. A host or a timed-out seat past the seats
    /// is dropped; the name is cleaned as a new table's is.
    pub fn from_parts(parts: TableParts) -> Option<Table> {
        let players = &parts.game.state().config().players;
        let sound = parts.seats.len() == players.len()
            && parts
                .seats
                .iter()
                .zip(players)
                .all(|(seat, player)| seat.computer == player.is_computer());
        let seat_count = parts.seats.len();
        let mut house = parts.house;
        house.invited = invited_keys(house.invited);
        sound.then(|| Table {
            name: clean_table_name(&parts.name),
            game: parts.game,
            seats: parts.seats,
            started: parts.started,
            seed: parts.seed,
            host: parts.host.filter(|&h| h < seat_count),
            stand_in: parts.stand_in,
            house,
            timed_out: parts.timed_out.filter(|&t| t < seat_count),
        })
    }

    /// A table named `name` for `config`: its person seats held by `connection` under `token`, the first of
    /// them the host's.
    ///
    /// # Errors
    /// [`ErrorCode::BadConfig`] when the match cannot be set up so (no person, duplicate names...).
    pub fn create(
        name: &str,
        config: MatchConfig,
        seed: u64,
        stand_in: Skill,
        connection: ConnectionId,
        token: &SeatToken,
    ) -> Result<(Table, Vec<HeldSeat>), ErrorCode> {
        if !config.players.iter().any(|p| !p.is_computer()) {
            return Err(ErrorCode::BadConfig);
        }
        let dice = DiceSource::for_match(&config, seed);
        let (game, _) = Game::start(config, dice).map_err(|_| ErrorCode::BadConfig)?;
        let seats: Vec<Seat> = game
            .state()
            .config()
            .players
            .iter()
            .map(|player| {
                if player.is_computer() {
                    Seat {
                        computer: true,
                        token: None,
                        held_by: None,
                        stand_in: false,
                        played_for: Vec::new(),
                        removed: false,
                    }
                } else {
                    Seat::person(token, connection)
                }
            })
            .collect();
        let host = seats.iter().position(|s| !s.computer);
        let table = Table {
            name: clean_table_name(name),
            game,
            seats,
            started: false,
            seed,
            host,
            stand_in,
            house: HouseRules::default(),
            timed_out: None,
        };
        let held = table.held_by(connection);
        Ok((table, held))
    }

    /// Whether `name` is one of the players' names here, or looks or sounds like one ([`PlayerName::same_as`]).
    pub fn has_name(&self, name: &str) -> bool {
        self.game
            .state()
            .config()
            .players
            .iter()
            .any(|p| p.name.same_as(name))
    }

    /// Seats for the people `names` at one keyboard, joining before the start.
    ///
    /// # Errors
    /// [`ErrorCode::AlreadyStarted`]; [`ErrorCode::NameTaken`] for a name already here;
    /// [`ErrorCode::TableFull`] past the most players a match has; [`ErrorCode::BadConfig`] when the names
    /// cannot join otherwise (empty, repeated). Nothing changes then.
    pub fn join(
        &mut self,
        names: &[String],
        connection: ConnectionId,
        token: &SeatToken,
    ) -> Result<Vec<HeldSeat>, ErrorCode> {
        if self.started {
            return Err(ErrorCode::AlreadyStarted);
        }
        if self.deserted() {
            return Err(ErrorCode::NoSuchTable);
        }
        if names.is_empty() {
            return Err(ErrorCode::BadConfig);
        }
        if names
            .iter()
            .any(|name| self.has_name(PlayerName::new(name).as_ref()))
        {
            return Err(ErrorCode::NameTaken);
        }
        if self.seats.len() + names.len() > MAX_PLAYERS {
            return Err(ErrorCode::TableFull);
        }
        let mut config = self.game.state().config().clone();
        config.players.extend(
            names
                .iter()
                .map(|name| PlayerSpec::human(PlayerName::new(name))),
        );
        let dice = DiceSource::for_match(&config, self.seed);
        let (game, _) = Game::start(config, dice).map_err(|_| ErrorCode::BadConfig)?;
        self.game = game;
        let first_new = self.seats.len();
        self.seats
            .extend(names.iter().map(|_| Seat::person(token, connection)));
        if self.host.is_none() {
            self.host = Some(first_new);
        }
        Ok(self.held_by(connection))
    }

    /// Gives the seats of `token` to `connection`; a computer playing them stops.
    ///
    /// # Errors
    /// [`ErrorCode::BadToken`] when no seat here has it.
    pub fn rejoin(
        &mut self,
        token: &SeatToken,
        connection: ConnectionId,
    ) -> Result<Vec<HeldSeat>, ErrorCode> {
        let mut found = false;
        for seat in &mut self.seats {
            if seat.token.as_ref() == Some(token) {
                seat.held_by = Some(connection);
                seat.stand_in = false;
                found = true;
            }
        }
        if found {
            Ok(self.held_by(connection))
        } else {
            Err(ErrorCode::BadToken)
        }
    }

    /// Whether a seat here has `token`.
    pub fn has_token(&self, token: &SeatToken) -> bool {
        self.seats.iter().any(|s| s.token.as_ref() == Some(token))
    }

    /// `connection` lost its link (or left after the start): its seats wait for their token. Returns the
    /// seats let go.
    pub fn release(&mut self, connection: ConnectionId) -> Vec<SeatIndex> {
        let mut released = Vec::new();
        for (index, seat) in self.seats.iter_mut().enumerate() {
            if seat.held_by == Some(connection) {
                seat.held_by = None;
                released.push(index);
            }
        }
        released
    }

    /// `connection` says goodbye: before the start its seats are given up (the game set up again without
    /// them), after it they wait for their token.
    pub fn leave(&mut self, connection: ConnectionId) -> Leaving {
        if self.started {
            return Leaving::Released(self.release(connection));
        }
        let gone: Vec<SeatIndex> = (0..self.seats.len())
            .filter(|&i| self.seats[i].held_by == Some(connection))
            .collect();
        Leaving::GaveUp(self.give_up(&gone))
    }

    /// Whether nobody can ever play here: before the start, no person's seat is left (its last person gave it
    /// up), so nobody can start the game. Such a table is to close; nobody may join it.
    pub fn deserted(&self) -> bool {
        !self.started && self.seats.iter().all(|seat| seat.computer)
    }

    /// Takes the person seats `gone` away before the start (their people left, or stayed away past the grace
    /// period); returns their names. The host stays with the same person, or passes on if theirs went.
    pub fn give_up(&mut self, gone: &[SeatIndex]) -> Vec<String> {
        if self.started || gone.is_empty() {
            return Vec::new();
        }
        let mut config = self.game.state().config().clone();
        let names = gone
            .iter()
            .filter_map(|&i| config.players.get(i).map(|p| p.name.to_string()))
            .collect();
        let kept: Vec<bool> = (0..self.seats.len()).map(|i| !gone.contains(&i)).collect();
        let host_kept = self.host.filter(|&h| kept.get(h).copied().unwrap_or(false));
        let mut index = 0;
        config.players.retain(|_| {
            index += 1;
            kept[index - 1]
        });
        let mut index = 0;
        self.seats.retain(|_| {
            index += 1;
            kept[index - 1]
        });
        self.host = host_kept.map(|h| kept[..h].iter().filter(|k| **k).count());
        if self.host.is_none() {
            self.host = self
                .seats
                .iter()
                .position(|s| !s.computer && s.held_by.is_some())
                .or_else(|| self.seats.iter().position(|s| !s.computer));
        }
        let dice = DiceSource::for_match(&config, self.seed);
        if config.players.iter().any(|p| !p.is_computer())
            && let Ok((game, _)) = Game::start(config, dice)
        {
            self.game = game;
        } else {
            // Only computers are left: the table keeps its game as it was set up, and nobody can start it;
            // it is closed as abandoned in time.
            self.seats.retain(|s| s.computer);
            let mut config = self.game.state().config().clone();
            config.players.retain(PlayerSpec::is_computer);
            let dice = DiceSource::for_match(&config, self.seed);
            if let Ok((game, _)) = Game::start(config, dice) {
                self.game = game;
            }
            self.host = None;
        }
        names
    }

    /// The seats `connection` holds, each with its token.
    pub fn held_by(&self, connection: ConnectionId) -> Vec<HeldSeat> {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, seat)| seat.held_by == Some(connection))
            .filter_map(|(index, seat)| {
                Some(HeldSeat {
                    seat: index,
                    token: seat.token.clone()?,
                })
            })
            .collect()
    }

    /// Whether the game waits on a computer: a computer seat, or a person's seat a computer plays.
    pub fn computer_to_move(&self) -> bool {
        self.started
            && matches!(self.game.state().phase(), Phase::Playing(turn)
                if self.timed_out == Some(turn.player)
                    || self.seats.get(turn.player).is_some_and(|s| s.computer || s.stand_in))
    }

    /// Whether any seat is a computer's own (not one standing in for a person).
    pub fn has_computer_seat(&self) -> bool {
        self.seats.iter().any(|seat| seat.computer)
    }

    /// Each seat's computer level: a computer seat's own, the table's stand-in level for a person's seat a
    /// computer plays, `None` for a person playing.
    pub fn computer_skills(&self) -> Vec<Option<Skill>> {
        self.game
            .state()
            .config()
            .players
            .iter()
            .zip(&self.seats)
            .enumerate()
            .map(|(index, (player, seat))| match player.kind {
                sayzee_core::game::PlayerKind::Computer { skill } => Some(skill),
                sayzee_core::game::PlayerKind::Human => {
                    (seat.stand_in || self.timed_out == Some(index)).then_some(self.stand_in)
                }
            })
            .collect()
    }

    /// Plays a computer's `command` for the seat whose turn it is; a mark made for a person is remembered.
    ///
    /// # Errors
    /// The game's [`Rejection`]; nothing changes then.
    pub fn computer_move(
        &mut self,
        command: &Command,
    ) -> Result<(SeatIndex, Vec<Event>), Rejection> {
        let seat = self.game.state().turn().map_or(0, |t| t.player);
        let events = self.game.dispatch(Actor::Computer, command)?;
        if let Some(person) = self.seats.get_mut(seat).filter(|s| !s.computer) {
            // A turn the timer gave to the computer while its person was here, they heard as it was played:
            // only what was played while they were away is theirs to hear when they are back.
            let heard_here = self.timed_out == Some(seat) && person.held_by.is_some();
            for event in &events {
                if let Event::Marked { mark, .. } = event {
                    if !heard_here {
                        person.played_for.push(*mark);
                    }
                    // A turn the timer gave to the computer ends with its mark; the person plays the next.
                    if self.timed_out == Some(seat) {
                        self.timed_out = None;
                    }
                }
            }
        }
        Ok((seat, events))
    }

    /// The table as everybody sees it now.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            format: STATE_FORMAT,
            state: self.game.state().clone(),
            seats: self.seat_infos(),
            started: self.started,
            host: self.host,
            turn_seconds: self.house.turn_seconds,
        }
    }

    /// The turns the people at `seats` have played so far, as [`ServerMessage::History`] messages of at most
    /// [`HISTORY_BYTES`] of turns each; none before the start.
    pub fn histories(&self, seats: impl IntoIterator<Item = SeatIndex>) -> Vec<ServerMessage> {
        self.histories_within(seats, HISTORY_BYTES)
    }

    fn histories_within(
        &self,
        seats: impl IntoIterator<Item = SeatIndex>,
        most_bytes: usize,
    ) -> Vec<ServerMessage> {
        if !self.started {
            return Vec::new();
        }
        let turns = self.game.record().turns();
        let mut messages = Vec::new();
        for seat in seats {
            let theirs = turns.iter().filter(|turn| turn.player == seat);
            for part in turns_in_parts(theirs, most_bytes) {
                messages.push(ServerMessage::History { seat, turns: part });
            }
        }
        messages
    }

    /// Where the game stands, for the list of tables.
    pub fn phase(&self) -> TablePhase {
        let state = self.game.state();
        match state.turn() {
            _ if !self.started => TablePhase::Waiting,
            None => TablePhase::Finished,
            Some(turn) => {
                let filled: usize = state.players()[turn.player]
                    .sheets
                    .iter()
                    .map(|s| s.filled_count())
                    .sum();
                TablePhase::Playing {
                    round: filled as u32 + 1,
                    rounds: u32::from(state.rounds()),
                }
            }
        }
    }

    /// Whether people can still join: not started, with a free seat.
    pub fn is_open(&self) -> bool {
        !self.started && self.seats.len() < MAX_PLAYERS
    }

    /// The table in the list of tables, with how many watch it.
    pub fn summary(&self, spectators: usize) -> TableSummary {
        // The marks made for people who were away are for the people at the table, not for the list, which
        // stays small so that a page of it always fits in a frame.
        let mut seats = self.seat_infos();
        for seat in &mut seats {
            seat.played_for.clear();
        }
        TableSummary {
            name: self.name.clone(),
            phase: self.phase(),
            preset: self.game.state().config().preset,
            seats,
            spectators,
            open: self.is_open(),
            private: self.house.private,
            duplicate: self.game.state().config().duplicate,
        }
    }

    fn seat_infos(&self) -> Vec<SeatInfo> {
        self.game
            .state()
            .config()
            .players
            .iter()
            .zip(&self.seats)
            .enumerate()
            .map(|(index, (player, seat))| SeatInfo {
                seat: index,
                name: player.name.to_string(),
                computer: seat.computer,
                number: player.number.filter(|_| player.is_computer()),
                taken: seat.token.is_some(),
                connected: seat.held_by.is_some(),
                stand_in: seat.stand_in,
                played_for: seat.played_for.clone(),
                removed: seat.removed,
            })
            .collect()
    }

    /// Plays `command` for `seat` on behalf of `connection`, if that connection holds the seat (and plays it
    /// itself), the game has started and it is that seat's turn. A refused command changes nothing.
    pub fn command(
        &mut self,
        connection: ConnectionId,
        seat: SeatIndex,
        command: &Command,
    ) -> Result<Vec<Event>, ErrorCode> {
        let held = self
            .seats
            .get(seat)
            .is_some_and(|s| !s.computer && !s.stand_in && s.held_by == Some(connection));
        if !held {
            return Err(ErrorCode::NotYourSeat);
        }
        if self.timed_out == Some(seat) {
            return Err(ErrorCode::TimedOut);
        }
        if !self.started {
            return Err(ErrorCode::NotStarted);
        }
        if matches!(command, Command::Undo) {
            self.check_undo(seat)?;
        } else if let Phase::Playing(turn) = self.game.state().phase()
            && turn.player != seat
        {
            return Err(ErrorCode::NotYourTurn);
        }
        self.game
            .dispatch(Actor::Human, command)
            .map_err(|rejection| ErrorCode::Refused { rejection })
    }

    /// Undo at a table follows the table, not one keyboard: only the seat that made the last mark takes it back
    /// (the game then allows it until the next player rolls), and never once the game is over, which would
    /// reopen a finished game for everyone.
    fn check_undo(&self, seat: SeatIndex) -> Result<(), ErrorCode> {
        let state = self.game.state();
        let refused = |rejection| Err(ErrorCode::Refused { rejection });
        if state.is_over() {
            return refused(Rejection::UndoTooLate);
        }
        match state.last_mark() {
            Some(last) if last.player == seat => Ok(()),
            _ => refused(Rejection::NothingToUndo),
        }
    }
}

/// A table's name as the server keeps it: one clean line of at most 40 characters.
pub fn clean_table_name(raw: &str) -> String {
    CleanText::new(raw, MAX_TABLE_NAME_CHARS).to_string()
}

/// The most characters in a table's name: the same bound for `--table`, the question, the server and the list, so
/// the name heard in the list is the name that finds the table.
pub const MAX_TABLE_NAME_CHARS: usize = 40;

/// `raw` as a table's name, or `None` when it is longer than [`MAX_TABLE_NAME_CHARS`] once cleaned (never cut
/// without a word: a cut name could read the same as another table's).
pub fn checked_table_name(raw: &str) -> Option<String> {
    let (text, cleaning) = CleanText::cleaned(raw, MAX_TABLE_NAME_CHARS);
    (!cleaning.shortened).then(|| text.to_string())
}

/// Chat text as the table hears it: cleaned to one line, refused when over [`CHAT_LIMIT`] characters rather
/// than cut, so nobody's message is silently shortened.
pub fn clean_chat(raw: &str) -> Result<String, ErrorCode> {
    let (text, cleaning) = CleanText::cleaned(raw, CHAT_LIMIT);
    if cleaning.shortened {
        return Err(ErrorCode::ChatTooLong { limit: CHAT_LIMIT });
    }
    Ok(text.to_string())
}

#[cfg(test)]
mod tests;
