//! Computer players at the table: each computer seat gets a bot of its level, sharing one advisor for the
//! match's rules, and turns the bot's decisions into the same game commands a person sends.

use std::sync::Arc;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::session::Autoplayer;
use crate::game::{Command, GameState, MatchConfig, PlayerKind};
use crate::strategy::{Advisor, Bot, Decision};

/// The computer seats of a match.
#[derive(Debug)]
pub struct ComputerPlayers {
    /// One bot per seat; `None` for people.
    bots: Vec<Option<Bot>>,
    /// The bots' own randomness, apart from the dice, so a seeded game's dice do not depend on the bots.
    rng: Pcg64Mcg,
}

impl ComputerPlayers {
    /// Bots for every computer seat of `config`, or `None` when every seat is a person. Builds the
    /// optimal table for the rules when they have one (about half a second), else a heuristic player.
    pub fn for_match(config: &MatchConfig, seed: u64) -> Option<ComputerPlayers> {
        if !config.players.iter().any(|p| p.is_computer()) {
            return None;
        }
        let rules = config.validate().ok()?;
        let advisor = Arc::new(Advisor::for_rules(&rules));
        let bots = config
            .players
            .iter()
            .map(|player| match player.kind {
                PlayerKind::Computer { skill } => Some(Bot::new(advisor.clone(), skill)),
                PlayerKind::Human => None,
            })
            .collect();
        Some(ComputerPlayers {
            bots,
            rng: Pcg64Mcg::seed_from_u64(seed),
        })
    }
}

impl Autoplayer for ComputerPlayers {
    fn next_command(&mut self, state: &GameState) -> Command {
        let Some(turn) = state.turn() else {
            return Command::Advance;
        };
        let (Some(dice), Some(bot)) = (turn.dice, self.bots[turn.player].as_ref()) else {
            return Command::Advance;
        };
        let sheet = &state.players()[turn.player].sheets[state.current_sheet(turn.player)];
        match bot.decide(sheet, &dice, turn.rolls_left(), &mut self.rng) {
            Decision::Reroll { keep } => Command::KeepOnly(keep),
            Decision::Mark(category) => Command::Mark(category),
        }
    }
}
