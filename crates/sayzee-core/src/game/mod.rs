//! The game: players, turns and every documented action, as one pure state machine.
//!
//! [`Game::dispatch`] is the one place state changes: [`GameState::handle`] decides and returns events or a
//! rejection that says why; [`GameState::apply`] records the events. Queries answer without changing
//! anything. Dice come from a [`DiceSource`], seeded with a named algorithm or scripted for tests. No I/O,
//! no speech, no Fluent, no terminal.

mod command;
mod config;
mod dice_source;
mod drill;
mod event;
mod position;
mod query;
mod record;
mod save;
mod state;
mod turn;

pub use command::{Actor, Command, CursorMove};
pub use config::{
    ConfigError, MAX_PLAYERS, MAX_SHEETS, MatchConfig, PlayerKind, PlayerSpec, RulesErrorData,
    Skill,
};
pub use dice_source::{DiceExhausted, DiceSource, Duplicate, TurnKey};
pub use drill::{BoxWorth, KeepWorth, Moves, Position};
pub use event::{Event, Rejection, Standing};
pub use query::{
    Allowed, Answer, ChooserView, DiceView, PlayerSheets, Query, ScoreLine, Scoreboard, SheetRow,
    SheetView, TurnView,
};
pub use record::{Choice, Record, Step, TurnRecord};
pub use save::{LoadError, SAVE_FORMAT, STATE_FORMAT, SavedGame};
pub use state::{GameState, LastMark, Phase, PlayerState, StateError};
pub use turn::Turn;

use serde::{Deserialize, Serialize};

/// A match in play: its state and where its dice come from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game {
    state: GameState,
    dice: DiceSource,
    /// The decisions so far, for a review; games saved before it was kept begin with none.
    #[serde(default)]
    record: Record,
}

impl Game {
    /// This game as it is saved: the same in everything but the chooser, which is closed.
    pub fn at_rest(&self) -> Game {
        Game {
            state: self.state.at_rest(),
            dice: self.dice.clone(),
            record: self.record.clone(),
        }
    }

    /// Sets up a match; the events say whose turn it is first.
    ///
    /// # Errors
    /// [`ConfigError`] when the match cannot be set up this way.
    pub fn start(config: MatchConfig, dice: DiceSource) -> Result<(Game, Vec<Event>), ConfigError> {
        let (state, events) = GameState::start(config)?;
        let mut game = Game {
            state,
            dice,
            record: Record::default(),
        };
        // The state has the opening events applied already; the first turn begins from empty sheets either way.
        for event in &events {
            game.record.note(&game.state, event);
        }
        Ok((game, events))
    }

    /// Asks the game to do something; on success the returned events have been applied.
    ///
    /// # Errors
    /// A [`Rejection`] saying why, with nothing changed.
    pub fn dispatch(&mut self, actor: Actor, command: &Command) -> Result<Vec<Event>, Rejection> {
        let events = self.state.handle(actor, command, &mut self.dice)?;
        self.follow(&events);
        Ok(events)
    }

    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// A copy of a game played elsewhere (a network table), which changes only by [`Game::follow`]: it has no
    /// dice of its own, so a command dispatched to it by mistake is refused rather than rolled.
    pub fn mirror(state: GameState) -> Game {
        // A turn that has not rolled yet (a table's start) is recorded from its beginning; one caught halfway is
        // not, so a review never weighs a turn it saw only part of.
        let mut record = Record::default();
        if let Some(beginning) = state.turn_beginning() {
            record.note(&state, &beginning);
        }
        Game {
            state,
            dice: DiceSource::scripted(""),
            record,
        }
    }

    /// A game from `state` (see [`GameState::at_decision`]) with `dice` for its rolls and no record: a decision
    /// asked again, whose answer is weighed rather than played on.
    pub fn at_decision(state: GameState, dice: DiceSource) -> Game {
        Game {
            state,
            dice,
            record: Record::default(),
        }
    }

    /// Records events decided elsewhere (by the server), in order: the mirror's one way to change.
    pub fn follow(&mut self, events: &[Event]) {
        for event in events {
            self.record.note(&self.state, event);
            self.state.apply(event);
        }
    }

    /// Takes in the record of turns played before this mirror was made (see [`Record::recall`]).
    pub fn recall(&mut self, turns: Vec<TurnRecord>) {
        self.record.recall(&self.state, turns);
    }

    /// The decisions made so far (see [`Record`]).
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Answers a question without changing anything.
    pub fn query(&self, query: Query) -> Answer {
        self.state.query(query)
    }
}

#[cfg(test)]
mod tests;
