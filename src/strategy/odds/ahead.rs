//! Final-score spreads late in a sheet, for a player weighing the rest of a turn by more than its points (the
//! champion): the points still to come from each state are worked out once, backwards from the full sheet, and
//! remembered, so that weighing a turn costs one remembered spread for each way it can end (a box and its
//! points), not a walk per choice.
//!
//! What is remembered is bounded: past its capacity the memory is emptied and filled again from what is asked
//! next. A game's computers reach a few thousand states and stay far below [`GAME_MEMORY`]; a long simulation
//! reaches most late states and is given more.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use super::distribution::Spread;
use super::turn::TurnStart;
use super::{Forecaster, NEGLIGIBLE, ScoreDistribution};
use crate::rules::{Category, Dice, Face, Sheet};
use crate::strategy::keeps::faces_of;
use crate::strategy::table::State;

/// The most chances a game keeps at once (4 bytes each: 16 MB).
pub const GAME_MEMORY: usize = 4 << 20;

/// The points still to come from states already asked about, under perfect play.
#[derive(Debug)]
pub struct Remembered {
    known: Mutex<Known>,
    /// The most chances kept at once.
    capacity: usize,
}

impl Remembered {
    /// A memory keeping at most `capacity` chances (4 bytes each) at once.
    pub fn new(capacity: usize) -> Remembered {
        Remembered {
            known: Mutex::default(),
            capacity,
        }
    }
}

impl Default for Remembered {
    /// A memory within a game's bound ([`GAME_MEMORY`]).
    fn default() -> Remembered {
        Remembered::new(GAME_MEMORY)
    }
}

#[derive(Debug, Default)]
struct Known {
    spreads: HashMap<State, Arc<Spread>>,
    chances: usize,
}

/// What every choice of a turn in progress is worth to a player who values a final score by its distribution
/// (the champion: by the chance of winning it leaves), every later choice of the turn made for that worth too.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnWorths {
    /// For each keep asked about, in that order: its worth (the keep of every die is stopping).
    pub keeps: Vec<f64>,
    /// For each box the dice showing may be marked in, in sheet order: the box and its worth.
    pub boxes: Vec<(Category, f64)>,
}

impl Forecaster {
    /// The distribution of the final score of `sheet` from the start of a turn, as [`Forecaster::final_scores`]
    /// gives it, from remembered spreads. Costly on an early sheet (it works out every state after it): for late
    /// sheets.
    pub fn final_scores_remembered(&self, memory: &Remembered, sheet: &Sheet) -> ScoreDistribution {
        let now = u32::from(self.table.rules().totals(sheet).grand);
        let to_come = self.to_come(memory, self.table.state_of(sheet));
        to_distribution(now, &to_come)
    }

    /// What each of `keeps` of `dice` (with `rolls_left` rolls left) and each box for `dice` is worth to a player
    /// who values a final score by `worth`: the rest of the turn played for that worth (exactly: every roll,
    /// keep and box of it weighed), perfect play for points after it. `None` for a full sheet or dice not of
    /// these rules.
    pub fn turn_worths(
        &self,
        memory: &Remembered,
        sheet: &Sheet,
        (dice, rolls_left): (&Dice, u8),
        keeps: &[&[Face]],
        worth: &mut dyn FnMut(&ScoreDistribution) -> f64,
    ) -> Option<TurnWorths> {
        let rules = self.table.rules();
        let space = self.table.space();
        let first_roll = space.first_roll();
        let roll = space.index(&dice.counts())?.checked_sub(first_roll)?;
        if rules.is_complete(sheet) {
            return None;
        }
        // A turn's ends are few (a box, what the mark earns): each is weighed once, and the sheet after it made
        // only then.
        let mut weighed: HashMap<(Category, u16, u16), f64> = HashMap::new();
        let mut boxes_for = |dice: &Dice| -> Vec<(Category, f64)> {
            rules
                .box_options(sheet, dice)
                .into_iter()
                .filter(|option| option.allowed)
                .map(|option| {
                    let mark = option.mark;
                    let key = (mark.category, mark.points, mark.yahtzee_bonus);
                    let value = *weighed.entry(key).or_insert_with(|| {
                        let mut after = sheet.clone();
                        after.record(&mark);
                        worth(&self.final_scores_remembered(memory, &after))
                    });
                    (mark.category, value)
                })
                .collect()
        };
        let stopped: Vec<f64> = (0..space.roll_count())
            .map(|at| {
                let faces = faces_of(&space.counts(first_roll + at));
                let dice = Dice::new(&faces).expect("a roll of these rules");
                boxes_for(&dice)
                    .into_iter()
                    .map(|(_, value)| value)
                    .fold(f64::NEG_INFINITY, f64::max)
            })
            .collect();
        let boxes = boxes_for(dice);
        let rolls_left = rolls_left.min(self.table.rules().rolls_per_turn().saturating_sub(1));
        // Each roll's worth with n rolls left (the best of stopping and its keeps), from none up.
        let mut rolled = stopped.clone();
        let mut held = vec![0.0; first_roll];
        for left in 1..=rolls_left {
            for (keep, value) in held.iter_mut().enumerate() {
                *value = self.rerolls[keep]
                    .iter()
                    .map(|&(next, p)| p * rolled[usize::from(next)])
                    .sum();
            }
            if left == rolls_left {
                break;
            }
            rolled = (0..space.roll_count())
                .map(|at| {
                    space
                        .sub_keeps(&space.counts(first_roll + at))
                        .into_iter()
                        .map(|keep| match keep.checked_sub(first_roll) {
                            Some(whole) => stopped[whole],
                            None => held[keep],
                        })
                        .fold(f64::NEG_INFINITY, f64::max)
                })
                .collect();
        }
        let keeps = keeps
            .iter()
            .map(|kept| {
                let mut counts = [0u8; 6];
                for face in *kept {
                    counts[face.index()] += 1;
                }
                match space.index(&counts)? {
                    keep if keep >= first_roll => Some(stopped[roll]),
                    keep if rolls_left > 0 => Some(held[keep]),
                    _ => None,
                }
            })
            .collect::<Option<Vec<f64>>>()?;
        Some(TurnWorths { keeps, boxes })
    }

    /// The points to come from `state`, remembered.
    fn to_come(&self, memory: &Remembered, state: State) -> Arc<Spread> {
        let state = self.table.same_future(state);
        if self.table.is_full(state) {
            return Arc::new(Spread::zero());
        }
        let remembered = |memory: &Remembered| {
            let known = memory.known.lock().unwrap_or_else(PoisonError::into_inner);
            known.spreads.get(&state).cloned()
        };
        if let Some(spread) = remembered(memory) {
            return spread;
        }
        // Worked out outside the lock: the states after this one are asked for (and remembered) on the way.
        let outcomes = self
            .turn_outcomes(&[state], TurnStart::Fresh)
            .pop()
            .unwrap_or_default();
        let spread = Arc::new(self.mixed(memory, &outcomes));
        let mut known = memory.known.lock().unwrap_or_else(PoisonError::into_inner);
        if known.chances + spread.chances.len() > memory.capacity {
            known.spreads.clear();
            known.chances = 0;
        }
        known.chances += spread.chances.len();
        known.spreads.insert(state, Arc::clone(&spread));
        spread
    }

    /// The points gained by a turn ending in `outcomes` (state after it, points, chance) and after it.
    fn mixed(&self, memory: &Remembered, outcomes: &[(State, u16, f64)]) -> Spread {
        let mut spread = Spread::default();
        for &(next, points, chance) in outcomes {
            spread.add_shifted(&self.to_come(memory, next), usize::from(points), chance);
        }
        spread.trim_below(NEGLIGIBLE);
        spread
    }
}

fn to_distribution(now: u32, spread: &Spread) -> ScoreDistribution {
    ScoreDistribution {
        offset: now + spread.offset as u32,
        chances: spread.chances.iter().map(|&p| f64::from(p)).collect(),
    }
}
