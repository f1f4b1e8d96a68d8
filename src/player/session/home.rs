//! The seat at this keyboard: the game is played here, by the people at the keyboard and the computer players,
//! and saved after every change when there is a data directory.

use crate::computer::Autoplayer;
use crate::game::{Actor, Command, Game, GameState};
use crate::i18n::Message;
use crate::player::persistence::{self, Persistence};
use crate::speech::Urgency;

use super::announcer::Driven;
use super::seat::{Mover, Seat, Stage};

/// The most computer commands run between two human actions: a bound that holds even if a computer
/// player misbehaved, so the loop can never spin.
const COMPUTER_COMMAND_LIMIT: usize = 10_000;

/// A game at this keyboard.
#[derive(Debug)]
pub struct HomeSeat {
    /// The computer players; none when only people play.
    computers: Option<Box<dyn Autoplayer>>,
    /// Saves the game after every change and records it when it ends; `None` plays without files.
    persistence: Option<Persistence>,
    /// Computer commands sent since the last human action, bounded by [`COMPUTER_COMMAND_LIMIT`].
    computer_commands: usize,
}

impl HomeSeat {
    /// A game at this keyboard with these computer players, saved by `persistence` after every change (starting
    /// when the player sits down), or played without files.
    pub fn new(
        computers: Option<Box<dyn Autoplayer>>,
        persistence: Option<Persistence>,
    ) -> HomeSeat {
        HomeSeat {
            computers,
            persistence,
            computer_commands: 0,
        }
    }
}

impl Seat for HomeSeat {
    fn sat_down(&mut self, mut stage: Stage<'_>) {
        let said = self.after_change(stage.game);
        stage.say(&said, Urgency::Queue);
    }

    /// Every person plays here; the computers are this keyboard's too, but nobody sits at them.
    fn plays_here(&self, state: &GameState, player: usize) -> bool {
        state
            .config()
            .players
            .get(player)
            .is_some_and(|p| !p.is_computer())
    }

    /// Played at once; in line mode the computers then play theirs, while the terminal paces them
    /// ([`super::Session::computer_move`]).
    fn command(&mut self, mut stage: Stage<'_>, command: &Command) {
        let was_over = stage.game.state().is_over();
        self.computer_commands = 0;
        let outcome = stage.game.dispatch(Actor::Human, command);
        stage.report(self, outcome, Mover::Here, was_over);
        if stage.announcer.driven != Driven::Keys {
            while self.computer_move(stage.again()) {}
        }
    }

    fn after_change(&mut self, game: &Game) -> Vec<Message> {
        match self.persistence.as_mut() {
            Some(persistence) => persistence.after_change(game),
            None => Vec::new(),
        }
    }

    fn game_over(&mut self, _game: &Game, line_mode: bool) -> Vec<Message> {
        vec![Message::new(match line_mode {
            true => "session-game-over-lines",
            false => "session-game-over-keys",
        })]
    }

    fn statistics(&self) -> Vec<Message> {
        match &self.persistence {
            Some(persistence) => {
                let (stats, mut said) = persistence.statistics();
                said.extend(persistence::statistics_messages(&stats));
                said
            }
            None => vec![Message::new("stats-unavailable")],
        }
    }

    fn goodbye(&self, state: &GameState) -> Message {
        let saved = self.persistence.as_ref().is_some_and(Persistence::is_saved);
        Message::new(if saved && !state.is_over() {
            "session-goodbye-saved"
        } else {
            "session-goodbye"
        })
    }

    fn computer_due(&self, state: &GameState) -> bool {
        self.computers.is_some()
            && self.computer_commands < COMPUTER_COMMAND_LIMIT
            && state
                .turn()
                .is_some_and(|turn| state.config().players[turn.player].is_computer())
    }

    fn computer_move(&mut self, mut stage: Stage<'_>) -> bool {
        if !self.computer_due(stage.game.state()) {
            return false;
        }
        let Some(computers) = self.computers.as_mut() else {
            return false;
        };
        let command = computers.next_command(stage.game.state());
        self.computer_commands += 1;
        let was_over = stage.game.state().is_over();
        let outcome = stage.game.dispatch(Actor::Computer, &command);
        stage.report(self, outcome, Mover::Computer, was_over);
        true
    }
}
