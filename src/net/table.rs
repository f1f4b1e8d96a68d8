//! One table's rules of play over the network, with no I/O: which connection holds which seat, and whether a
//! message from a connection may change the game. The server runs every allowed command through
//! [`Game::dispatch`]; anything refused leaves the table exactly as it was.

use crate::game::{Actor, Command, Event, Game, Phase};
use crate::net::protocol::{CHAT_LIMIT, ErrorCode, SeatIndex};
use crate::text::CleanText;

/// A connection, numbered by the server as it accepts it.
pub type ConnectionId = u64;

/// One seat at a table: a computer, or a person who may be held by a connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub computer: bool,
    /// The connection playing this seat now, if any.
    pub held_by: Option<ConnectionId>,
}

/// A table: its game and its seats, one per player in turn order.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub game: Game,
    pub seats: Vec<Seat>,
    pub started: bool,
}

impl Table {
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
    use crate::game::{DiceSource, MatchConfig, PlayerSpec};
    use crate::rules::Preset;

    /// Ann (seat 0, held by connection 1) and Bea (seat 1, held by connection 2), started.
    fn table() -> Table {
        let config = MatchConfig::new(
            Preset::Yahtzee,
            vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bea")],
        );
        let (game, _) = Game::start(config, DiceSource::seeded(3)).unwrap();
        Table {
            game,
            seats: vec![
                Seat {
                    computer: false,
                    held_by: Some(1),
                },
                Seat {
                    computer: false,
                    held_by: Some(2),
                },
            ],
            started: true,
        }
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
        let mut table = table();
        table.started = false;
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
