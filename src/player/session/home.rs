//! The seat at this keyboard: the game is played here, by the people at the keyboard and the computer players,
//! and saved after every change when there is a data directory (asked of the driver as [`ToFiles::SaveGame`],
//! which the driver's `Persistence` carries out before the change is said).

use crate::computer::Autoplayer;
use crate::game::{Actor, Command, Game, GameState};
use crate::i18n::Message;
use crate::player::persistence::StatisticsAt;

use super::effect::{Effect, ToFiles};
use super::seat::{Mover, Seat, Stage};

/// The most computer commands run between two human actions: a bound that holds even if a computer
/// player misbehaved, so the loop can never spin.
const COMPUTER_COMMAND_LIMIT: usize = 10_000;

/// A game at this keyboard.
#[derive(Debug)]
pub struct HomeSeat {
    /// The computer players; none when only people play.
    computers: Option<Box<dyn Autoplayer>>,
    /// Where the statistics this game goes into are kept: the game is saved after every change, and counted
    /// when it ends; `None` plays without files.
    files: Option<StatisticsAt>,
    /// The game is kept for the next start: this sayzee writes, and the last save worked.
    saved: bool,
    /// Computer commands sent since the last human action, bounded by [`COMPUTER_COMMAND_LIMIT`].
    computer_commands: usize,
}

impl HomeSeat {
    /// A game at this keyboard with these computer players, saved after every change (starting when the player
    /// sits down) and counted in the statistics at `files` (`Persistence::statistics_at`), or played without
    /// files.
    pub fn new(computers: Option<Box<dyn Autoplayer>>, files: Option<StatisticsAt>) -> HomeSeat {
        HomeSeat {
            computers,
            files,
            saved: false,
            computer_commands: 0,
        }
    }
}

impl Seat for HomeSeat {
    fn sat_down(&mut self, stage: Stage<'_>) {
        if let Some(save) = self.keep(stage.game) {
            stage.announcer.effect(save);
            stage.announcer.effect(Effect::Files(ToFiles::TellSaving));
        }
    }

    /// Every person plays here; the computers are this keyboard's too, but nobody sits at them.
    fn plays_here(&self, state: &GameState, player: usize) -> bool {
        state
            .config()
            .players
            .get(player)
            .is_some_and(|p| !p.is_computer())
    }

    /// Played at once; the computers then play theirs, in line mode before the next line (the session plays
    /// them, one by one, so that each box marked is followed), while the terminal paces them
    /// ([`super::Input::ComputerMove`]).
    fn command(&mut self, mut stage: Stage<'_>, command: &Command) {
        let was_over = stage.game.state().is_over();
        self.computer_commands = 0;
        let outcome = stage.game.dispatch(Actor::Human, command);
        stage.report(self, outcome, Mover::Here, was_over);
    }

    fn keep(&mut self, game: &Game) -> Option<Effect> {
        self.files
            .is_some()
            .then(|| Effect::Files(ToFiles::SaveGame(Box::new(game.clone()))))
    }

    fn saving(&mut self, kept: bool) {
        self.saved = kept;
    }

    fn game_over(&mut self, stage: Stage<'_>) -> Vec<Message> {
        vec![Message::new(match stage.announcer.words_for_lines() {
            true => "session-game-over-lines",
            false => "session-game-over-keys",
        })]
    }

    fn statistics(&self) -> Option<StatisticsAt> {
        self.files.clone()
    }

    fn goodbye(&self, state: &GameState) -> Message {
        Message::new(if self.saved && !state.is_over() {
            "session-goodbye-saved"
        } else {
            "session-goodbye"
        })
    }

    /// A computer's turn, once its expert is ready (the session waits for the expert as work meanwhile).
    fn computer_due(&self, state: &GameState) -> bool {
        self.computers
            .as_ref()
            .is_some_and(|computers| computers.ready())
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
