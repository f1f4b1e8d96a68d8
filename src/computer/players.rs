//! Computer players at the table: each computer seat gets a bot of its level, sharing the match's expert
//! with the hints, and turns the bot's decisions into the same game commands a person sends.

use std::sync::Arc;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::expert::Expert;
use crate::game::{Command, GameState, MatchConfig, PlayerSpec, Skill};
use crate::rules::Ruleset;
use crate::strategy::{
    Advisor, Bot, Decision, Forecaster, Level, Remembered, Seats, Weigher, decide_to_win,
};

/// Decides a computer player's next command.
pub trait Autoplayer: std::fmt::Debug {
    /// The command the computer player whose turn it is sends next.
    fn next_command(&mut self, state: &GameState) -> Command;

    /// Whether the next command can be decided without waiting (for an expert still being read or solved).
    fn ready(&self) -> bool {
        true
    }
}

/// The computer seats of a match.
#[derive(Debug)]
pub struct ComputerPlayers {
    /// Each seat's level; `None` for people.
    skills: Vec<Option<Skill>>,
    /// Where the bots' knowledge comes from; asked (and waited for) on the first computer move.
    expert: Expert,
    /// One bot per seat once the expert is known.
    bots: Option<Vec<Option<Bot>>>,
    /// What a champion weighs its chances with, once one plays with an exact table (kept when the seats change:
    /// its memory is the match's).
    weigher: Option<Arc<(Forecaster, Remembered)>>,
    /// Mixed into the bots' randomness, so that matches of one server (or one seed) differ.
    salt: u64,
}

impl ComputerPlayers {
    /// Bots for every computer seat of `config`, or `None` when every seat is a person.
    pub fn for_match(config: &MatchConfig, salt: u64, expert: Expert) -> Option<ComputerPlayers> {
        if !config.players.iter().any(|p| p.is_computer()) {
            return None;
        }
        let skills = config.players.iter().map(PlayerSpec::skill).collect();
        Some(ComputerPlayers::for_skills(skills, salt, expert))
    }

    /// Bots at these levels, one per seat (`None` for a person playing). `salt` must be kept with the game (or
    /// be the same every run) for a resumed game to go on as it would have.
    pub fn for_skills(skills: Vec<Option<Skill>>, salt: u64, expert: Expert) -> ComputerPlayers {
        ComputerPlayers {
            skills,
            expert,
            bots: None,
            weigher: None,
            salt,
        }
    }

    /// The seats' levels now (a computer stepping in for a person, or a person back): the bots follow.
    pub fn set_skills(&mut self, skills: Vec<Option<Skill>>) {
        if skills != self.skills {
            self.skills = skills;
            self.bots = None;
        }
    }

    /// Makes the bots, waiting for the expert if a computer moves before it is ready.
    fn ensure_bots(&mut self, rules: &Ruleset) {
        if self.bots.is_some() {
            return;
        }
        // Should building the expert have failed, the heuristic (calibrated in about a second) plays instead.
        let advisor = self
            .expert
            .get()
            .unwrap_or_else(|| Arc::new(Advisor::heuristic(rules)));
        let bots = self
            .skills
            .iter()
            .map(|skill| skill.map(|skill| Bot::new(advisor.clone(), skill)))
            .collect();
        self.bots = Some(bots);
        if self.weigher.is_none()
            && self.skills.contains(&Some(Level::Champion))
            && let Advisor::Exact(table) = &*advisor
        {
            let forecaster = Forecaster::new(Arc::clone(table));
            self.weigher = Some(Arc::new((forecaster, Remembered::default())));
        }
    }
}

impl Autoplayer for ComputerPlayers {
    /// Its bots are made, or the expert they need is ready.
    fn ready(&self) -> bool {
        self.bots.is_some() || self.expert.is_ready()
    }

    fn next_command(&mut self, state: &GameState) -> Command {
        let Some(turn) = state.turn() else {
            return Command::Advance;
        };
        let Some(dice) = turn.dice else {
            return Command::Advance;
        };
        self.ensure_bots(state.rules());
        let Some(Some(bot)) = self.bots.as_ref().and_then(|bots| bots.get(turn.player)) else {
            return Command::Advance;
        };
        let sheet = &state.players()[turn.player].sheets[state.current_sheet(turn.player)];
        // The bots' randomness is drawn afresh from where play stands, not kept between moves: a game saved and
        // resumed goes on exactly as it would have, with nothing more to save, and the dice never depend on it.
        let mut rng = Pcg64Mcg::seed_from_u64(position_seed(state, self.salt));
        // One plan for the turn's values, whether the champion weighs its chances or plays for points.
        let plan = bot.advisor().turn(sheet);
        let to_win = match &self.weigher {
            Some(weigher) if bot.level() == Level::Champion => {
                let sheets: Vec<Vec<_>> =
                    state.players().iter().map(|p| p.sheets.clone()).collect();
                let (forecaster, memory) = &**weigher;
                decide_to_win(
                    Weigher { forecaster, memory },
                    bot.advisor(),
                    &plan,
                    Seats {
                        sheets: &sheets,
                        me: turn.player,
                    },
                    &dice,
                    turn.rolls_left(),
                )
            }
            _ => None,
        };
        let decision = to_win.unwrap_or_else(|| {
            bot.decide_in_turn(&plan, sheet, &dice, turn.rolls_left(), &mut rng)
        });
        match decision {
            Decision::Reroll { keep } => Command::KeepOnly(keep),
            Decision::Mark(category) => Command::Mark(category),
        }
    }
}

/// A seed from the position a computer decides at: whose turn, the dice, the rolls left and every sheet (FNV-1a
/// over their JSON, stable across builds and systems), mixed with `salt`.
fn position_seed(state: &GameState, salt: u64) -> u64 {
    let turn = state.turn();
    let position = (
        turn.map(|t| t.player),
        turn.map(|t| t.rolls_left()),
        turn.and_then(|t| t.dice),
        state.players(),
    );
    let bytes = serde_json::to_vec(&position).expect("a position always serializes");
    crate::hash::fnv1a_from(crate::hash::FNV_OFFSET ^ salt, &bytes)
}
