//! One interface over both players' knowledge: the exact table where the ruleset has one, the heuristic
//! elsewhere. Bots, hints and simulations ask an [`Advisor`] and never care which it is.

use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use super::heuristic::Heuristic;
use super::plan::{BoxChoice, KeepChoice, TurnPlan};
use super::table::StrategyTable;
use crate::rules::{Dice, Ruleset, Sheet};

/// What a computer player or a hint knows about a ruleset.
#[derive(Clone, Debug)]
pub enum Advisor {
    /// The optimal strategy (five dice, no saved rolls, at most 16 boxes).
    Exact(Arc<StrategyTable>),
    /// A strong estimate, for rulesets without an exact table.
    Heuristic(Arc<Heuristic>),
}

impl Advisor {
    /// The heuristic player for `rules`, whatever the ruleset, calibrated by its own play (a second or two
    /// for Maxi Yatzy on two cores; see [`Heuristic::calibrated`]).
    pub fn heuristic(rules: &Ruleset) -> Advisor {
        Advisor::Heuristic(calibrated_for(rules))
    }

    pub fn rules(&self) -> &Ruleset {
        match self {
            Advisor::Exact(table) => table.rules(),
            Advisor::Heuristic(heuristic) => heuristic.rules(),
        }
    }

    /// Whether the values are exact expected scores under perfect play.
    pub fn is_exact(&self) -> bool {
        matches!(self, Advisor::Exact(_))
    }

    /// The keep values of the turn starting at `sheet`: compute once a turn, then ask it every keep.
    pub fn turn(&self, sheet: &Sheet) -> TurnPlan<'_> {
        match self {
            Advisor::Exact(table) => table.turn(sheet),
            Advisor::Heuristic(heuristic) => heuristic.turn(sheet),
        }
    }

    /// Every distinct keep of `dice` with `rolls_left` rolls left, best first (see [`KeepChoice`]).
    pub fn keep_choices(&self, sheet: &Sheet, dice: &Dice, rolls_left: u8) -> Vec<KeepChoice> {
        self.turn(sheet).keep_choices(dice, rolls_left)
    }

    /// Every box `dice` may go in, best first (see [`BoxChoice`]).
    pub fn box_choices(&self, sheet: &Sheet, dice: &Dice) -> Vec<BoxChoice> {
        match self {
            Advisor::Exact(table) => table.box_choices(sheet, dice),
            Advisor::Heuristic(heuristic) => heuristic.box_choices(sheet, dice),
        }
    }

    /// The expected (exact) or estimated (heuristic) final score from `sheet` at the start of a turn.
    pub fn value_of(&self, sheet: &Sheet) -> f64 {
        match self {
            Advisor::Exact(table) => table.value_of(sheet),
            Advisor::Heuristic(heuristic) => heuristic.value_of(sheet),
        }
    }
}

/// The calibrated heuristic for `rules`, made once per ruleset in a process: calibrating plays games (a second
/// or two), and its result depends on the rules alone (a fixed seed), so every table, hint and game with the same
/// rules shares one. A memo of a pure function, bounded by the rulesets there are (presets times options).
fn calibrated_for(rules: &Ruleset) -> Arc<Heuristic> {
    type Calibrated = Vec<(Ruleset, Arc<Heuristic>)>;
    static CALIBRATED: OnceLock<Mutex<Calibrated>> = OnceLock::new();
    let cache = CALIBRATED.get_or_init(Mutex::default);
    let known = |cached: &[(Ruleset, Arc<Heuristic>)]| {
        cached
            .iter()
            .find(|(known, _)| known == rules)
            .map(|(_, heuristic)| Arc::clone(heuristic))
    };
    if let Some(heuristic) = known(&cache.lock().unwrap_or_else(PoisonError::into_inner)) {
        return heuristic;
    }
    // Made outside the lock, so a calibration never holds up another ruleset's player.
    let made = Arc::new(Heuristic::calibrated(rules));
    let mut cached = cache.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(heuristic) = known(&cached) {
        return heuristic;
    }
    cached.push((rules.clone(), Arc::clone(&made)));
    made
}
