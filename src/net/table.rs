//! One table's rules of play over the network, with no I/O: its seats and who holds them, joining before the
//! start, taking seats back by token, and whether a message from a connection may change the game. The server
//! runs every allowed command through [`Game::dispatch`]; anything refused leaves the table exactly as it was.

use serde::{Deserialize, Serialize};

use crate::game::{
    Actor, Command, DiceSource, Event, Game, MatchConfig, Phase, PlayerSpec, SAVE_FORMAT,
};
use crate::net::protocol::{
    CHAT_LIMIT, ErrorCode, HeldSeat, SeatIndex, SeatInfo, Snapshot, TableSummary,
};
use crate::text::{CleanText, PlayerName};

/// A connection, numbered by the server as it accepts it.
pub type ConnectionId = u64;

/// One seat at a table: a computer, or a person who may be held by a connection.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub computer: bool,
    /// What takes the seat back after a lost connection; the seats joined together share one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    /// The connection playing this seat now, if any (never saved: connections end with the server).
    #[serde(skip)]
    pub held_by: Option<ConnectionId>,
}

/// A table: its game and its seats, one per player in turn order.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub name: String,
    pub game: Game,
    pub seats: Vec<Seat>,
    pub started: bool,
    /// The dice's seed, so that a game set up again when someone joins keeps its dice.
    pub seed: u64,
}

impl Table {
    /// A table named `name` for `config`: its person seats held by `connection` under `token`, the first of
    /// them the creator's (who starts it).
    ///
    /// # Errors
    /// [`ErrorCode::BadConfig`] when the match cannot be set up so (no person, duplicate names...).
    pub fn create(
        name: &str,
        config: MatchConfig,
        seed: u64,
        connection: ConnectionId,
        token: &str,
    ) -> Result<(Table, Vec<HeldSeat>), ErrorCode> {
        if !config.players.iter().any(|p| !p.is_computer()) {
            return Err(ErrorCode::BadConfig);
        }
        let (game, _) =
            Game::start(config, DiceSource::seeded(seed)).map_err(|_| ErrorCode::BadConfig)?;
        let seats = game
            .state()
            .config()
            .players
            .iter()
            .map(|player| Seat {
                computer: player.is_computer(),
                token: (!player.is_computer()).then(|| token.to_string()),
                held_by: (!player.is_computer()).then_some(connection),
            })
            .collect();
        let table = Table {
            name: clean_table_name(name),
            game,
            seats,
            started: false,
            seed,
        };
        let held = table.held_by(connection);
        Ok((table, held))
    }

    /// Seats for the people `names` at one keyboard, joining before the start.
    ///
    /// # Errors
    /// [`ErrorCode::AlreadyStarted`]; [`ErrorCode::BadConfig`] when the names cannot join (taken, empty, too
    /// many players). Nothing changes then.
    pub fn join(
        &mut self,
        names: &[String],
        connection: ConnectionId,
        token: &str,
    ) -> Result<Vec<HeldSeat>, ErrorCode> {
        if self.started {
            return Err(ErrorCode::AlreadyStarted);
        }
        if names.is_empty() {
            return Err(ErrorCode::BadConfig);
        }
        let mut config = self.game.state().config().clone();
        config.players.extend(
            names
                .iter()
                .map(|name| PlayerSpec::human(PlayerName::new(name))),
        );
        let (game, _) =
            Game::start(config, DiceSource::seeded(self.seed)).map_err(|_| ErrorCode::BadConfig)?;
        self.game = game;
        self.seats.extend(names.iter().map(|_| Seat {
            computer: false,
            token: Some(token.to_string()),
            held_by: Some(connection),
        }));
        Ok(self.held_by(connection))
    }

    /// Gives the seats of `token` to `connection`.
    ///
    /// # Errors
    /// [`ErrorCode::BadToken`] when no seat here has it.
    pub fn rejoin(
        &mut self,
        token: &str,
        connection: ConnectionId,
    ) -> Result<Vec<HeldSeat>, ErrorCode> {
        let mut found = false;
        for seat in &mut self.seats {
            if seat.token.as_deref() == Some(token) {
                seat.held_by = Some(connection);
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
    pub fn has_token(&self, token: &str) -> bool {
        self.seats.iter().any(|s| s.token.as_deref() == Some(token))
    }

    /// `connection` is gone or left: its seats wait for their token. Returns the seats let go.
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

    /// The creator (who holds the first person seat) starts the game.
    ///
    /// # Errors
    /// [`ErrorCode::AlreadyStarted`], or [`ErrorCode::NotCreator`] for anyone else.
    pub fn start(&mut self, connection: ConnectionId) -> Result<(), ErrorCode> {
        if self.started {
            return Err(ErrorCode::AlreadyStarted);
        }
        let creator = self
            .seats
            .iter()
            .find(|s| !s.computer)
            .and_then(|s| s.held_by);
        if creator != Some(connection) {
            return Err(ErrorCode::NotCreator);
        }
        self.started = true;
        Ok(())
    }

    /// Whether the game waits on a computer seat.
    pub fn computer_to_move(&self) -> bool {
        self.started
            && matches!(self.game.state().phase(), Phase::Playing(turn)
                if self.seats.get(turn.player).is_some_and(|s| s.computer))
    }

    /// The table as everybody sees it now.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            format: SAVE_FORMAT,
            state: self.game.state().clone(),
            seats: self.seat_infos(),
            started: self.started,
        }
    }

    /// The table in the list of tables.
    pub fn summary(&self) -> TableSummary {
        TableSummary {
            name: self.name.clone(),
            started: self.started,
            seats: self.seat_infos(),
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
                taken: seat.token.is_some(),
                connected: seat.held_by.is_some(),
            })
            .collect()
    }

    /// Plays `command` for `seat` on behalf of `connection`, if that connection holds the seat, the game has
    /// started and it is that seat's turn. A refused command changes nothing.
    pub fn command(
        &mut self,
        connection: ConnectionId,
        seat: SeatIndex,
        command: &Command,
    ) -> Result<Vec<Event>, ErrorCode> {
        let held = self
            .seats
            .get(seat)
            .is_some_and(|s| !s.computer && s.held_by == Some(connection));
        if !held {
            return Err(ErrorCode::NotYourSeat);
        }
        if !self.started {
            return Err(ErrorCode::NotStarted);
        }
        if let Phase::Playing(turn) = self.game.state().phase()
            && turn.player != seat
        {
            return Err(ErrorCode::NotYourTurn);
        }
        self.game
            .dispatch(Actor::Human, command)
            .map_err(|rejection| ErrorCode::Refused { rejection })
    }
}

/// A table's name as the server keeps it: one clean line of at most 40 characters.
pub fn clean_table_name(raw: &str) -> String {
    CleanText::new(raw, 40).to_string()
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
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::game::{MatchConfig, PlayerSpec};
    use crate::rules::Preset;

    /// Ann (seat 0, held by connection 1) and Bea (seat 1, held by connection 2), started.
    fn table() -> Table {
        let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
        let (mut table, _) = Table::create("Friday", config, 3, 1, "ann-token").unwrap();
        table.join(&["Bea".to_string()], 2, "bea-token").unwrap();
        table.start(1).unwrap();
        table
    }

    #[test]
    fn people_join_before_the_start_only_the_creator_starts_and_tokens_take_seats_back() {
        let config = MatchConfig::new(
            Preset::Yatzy,
            vec![
                PlayerSpec::human("Ann"),
                PlayerSpec::computer("Robo", crate::game::Skill::Good),
            ],
        );
        let (mut table, held) = Table::create("Friday", config, 9, 1, "t1").unwrap();
        assert_eq!(
            held,
            vec![HeldSeat {
                seat: 0,
                token: "t1".into()
            }]
        );
        let held = table
            .join(&["Bo".to_string(), "Cy".to_string()], 2, "t2")
            .unwrap();
        assert_eq!(held.iter().map(|h| h.seat).collect::<Vec<_>>(), vec![2, 3]);
        assert_eq!(table.game.state().config().players.len(), 4);
        // A name already at the table is refused, and nothing changes.
        let before = table.clone();
        assert_eq!(
            table.join(&["Ann".to_string()], 3, "t3"),
            Err(ErrorCode::BadConfig)
        );
        assert_eq!(table, before);
        assert_eq!(table.start(2), Err(ErrorCode::NotCreator));
        table.start(1).unwrap();
        assert_eq!(table.start(1), Err(ErrorCode::AlreadyStarted));
        assert_eq!(
            table.join(&["Di".to_string()], 4, "t4"),
            Err(ErrorCode::AlreadyStarted)
        );
        // Bo's keyboard is gone; its token gives both seats back to a new connection.
        assert_eq!(table.release(2), vec![2, 3]);
        assert_eq!(table.rejoin("nope", 5), Err(ErrorCode::BadToken));
        assert_eq!(table.rejoin("t2", 5).unwrap().len(), 2);
        assert!(!table.computer_to_move(), "Ann moves first");
    }

    #[test]
    fn the_holder_plays_its_seat_on_its_turn() {
        let mut table = table();
        let events = table.command(1, 0, &Command::Advance).unwrap();
        assert!(
            matches!(events[0], Event::Rolled { player: 0, .. }),
            "{events:?}"
        );
    }

    #[test]
    fn another_connections_seat_is_refused_and_nothing_changes() {
        let mut table = table();
        let before = table.clone();
        assert_eq!(
            table.command(2, 0, &Command::Advance),
            Err(ErrorCode::NotYourSeat)
        );
        assert_eq!(
            table.command(1, 7, &Command::Advance),
            Err(ErrorCode::NotYourSeat)
        );
        assert_eq!(table, before);
    }

    #[test]
    fn out_of_turn_is_refused_and_nothing_changes() {
        let mut table = table();
        let before = table.clone();
        assert_eq!(
            table.command(2, 1, &Command::Advance),
            Err(ErrorCode::NotYourTurn)
        );
        assert_eq!(table, before);
    }

    #[test]
    fn nothing_is_played_before_the_start() {
        let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
        let (mut table, _) = Table::create("Friday", config, 3, 1, "ann-token").unwrap();
        let before = table.clone();
        assert_eq!(
            table.command(1, 0, &Command::Advance),
            Err(ErrorCode::NotStarted)
        );
        assert_eq!(table, before);
    }

    #[test]
    fn chat_is_cleaned_and_refused_over_the_limit() {
        assert_eq!(clean_chat("  hi\n there "), Ok("hi there".to_string()));
        assert_eq!(
            clean_chat(&"a".repeat(CHAT_LIMIT)),
            Ok("a".repeat(CHAT_LIMIT))
        );
        assert_eq!(
            clean_chat(&"a".repeat(CHAT_LIMIT + 1)),
            Err(ErrorCode::ChatTooLong { limit: CHAT_LIMIT })
        );
    }

    proptest! {
        /// Any command from any connection for any seat either is played (by the seat's holder, on its turn)
        /// or changes nothing.
        #[test]
        fn a_refused_command_never_changes_the_table(
            connection in 0u64..4, seat in 0usize..4, pick in 0usize..4, face in 1u8..=6
        ) {
            let face = crate::rules::Face::new(face).unwrap();
            let command = [Command::Advance, Command::Select(face), Command::KeepAll, Command::SelectAll][pick].clone();
            let mut table = table();
            let before = table.clone();
            match table.command(connection, seat, &command) {
                Ok(_) => prop_assert!(connection == 1 && seat == 0),
                Err(_) => prop_assert_eq!(table, before),
            }
        }
    }
}
