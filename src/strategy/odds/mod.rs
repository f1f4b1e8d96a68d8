//! Each player's chance of winning: the exact distribution of a sheet's final score under the optimal
//! (expected-score-maximising) strategy, and from those the chance that each player finishes first.
//!
//! The distribution is computed by forward propagation, not sampled. A turn from a table state (boxes filled,
//! upper total, Yahtzee flag) ends in a few outcomes: the box the `perfect` bot marks, its points and the state
//! after it. Their chances come from following the bot's keeps through the turn's rolls (each roll's best keep,
//! then the chance of each roll the rerolled dice make). A game is then a walk over states, one box a turn, so
//! the chance of every (state, points so far) pair is propagated layer by layer (boxes filled), the points as a
//! dense vector per state, until every box is filled.
//!
//! A walk from the first turns visits nearly every state and takes seconds, so the points still to come from
//! the blank sheet and from every state of the first two turns (the opening) are learnt once by one backward
//! pass, and kept (see `persist::odds_cache`); a walk that reaches them reads them and stops. The same pass
//! leaves the layers just after the opening (the third turn's, and the fourth's where they fit a budget) on
//! disk, where a walk reads the few spreads it reaches (see `kept`). Once the upper
//! bonus can no longer change, states differing only in the upper total share one future and are walked as one.
//!
//! Players' futures are independent when each plays the solitaire-optimal strategy (no one reacts to the
//! others), so a player wins with the chance that every other score is lower, ties shared equally.

mod ahead;
mod distribution;
mod kept;
mod levels;
mod opening;
mod samples;
#[cfg(test)]
pub(crate) mod tests;
mod turn;

pub use ahead::{Remembered, TurnWorths};
pub use distribution::{Rivals, ScoreDistribution, win_chances};
pub use kept::KeptLayer;
pub use levels::{GAMES_AT_A_LEVEL, plays_below_perfect};
pub use opening::{InMemory, Shelf, ShelfFailed, Shelves};
pub use samples::{SamplePosition, bench_position, sample_positions};

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};

use distribution::Spread;
use turn::TurnStart;

use super::table::{State, StrategyTable};
use crate::rules::{Dice, Sheet};

/// The dice in front of a player whose turn it is, after at least one roll.
#[derive(Clone, Copy, Debug)]
pub struct DiceInPlay<'a> {
    pub dice: &'a Dice,
    pub rolls_left: u8,
}

/// The opening covers the states with at most this many boxes filled: the blank sheet and the first two turns'
/// (a walk from the second turn's states visits a quarter of all states and took seconds; keeping them costs
/// about 2.4 MB for Yahtzee).
const OPENING_LAYERS: usize = 2;

/// Chances below this are dropped from the ends of a spread between layers. Over a whole game that loses less
/// than a millionth of the total chance (the tests check the total), and it keeps the spreads short.
const NEGLIGIBLE: f32 = 1e-12;

/// The spreads of one layer of states (boxes filled), by place: one block of `flags * stride` places per mask
/// in the layer.
struct Layer {
    /// Where each mask's block starts, or `u32::MAX` for masks outside the layer.
    base: Vec<u32>,
    spreads: Vec<Spread>,
}

impl Layer {
    /// The layer of sheets with `filled` boxes filled that keep every box of `within` filled.
    fn new(table: &StrategyTable, filled: usize, within: usize) -> Layer {
        let block = 2 * table.stride();
        let mut base = vec![u32::MAX; 1 << table.box_count()];
        let mut places = 0usize;
        for (mask, start) in base.iter_mut().enumerate() {
            if mask.count_ones() as usize == filled && mask & within == within {
                *start = places as u32;
                places += block;
            }
        }
        Layer {
            base,
            spreads: vec![Spread::default(); places],
        }
    }

    fn place(&self, state: State, stride: usize) -> usize {
        self.base[state.mask] as usize + state.flag * stride + state.upper
    }

    /// Every state holding some chance, with its spread.
    fn states(&self, stride: usize) -> Vec<(State, &Spread)> {
        let mut states = Vec::new();
        for (mask, &start) in self.base.iter().enumerate() {
            if start == u32::MAX {
                continue;
            }
            let start = start as usize;
            for (at, spread) in self.spreads[start..start + 2 * stride].iter().enumerate() {
                if !spread.chances.is_empty() {
                    let (flag, upper) = (at / stride, at % stride);
                    states.push((State { mask, upper, flag }, spread));
                }
            }
        }
        states
    }
}

/// How many (boxes, flag) groups of a layer a walk works out at once before spreading their outcomes.
const WALK_BATCH: usize = 32;

/// Computes final-score distributions for one exact table.
#[derive(Debug)]
pub struct Forecaster {
    table: Arc<StrategyTable>,
    /// For every keep of fewer dice than a roll: each roll the rerolled dice can make, with its chance.
    rerolls: Vec<Vec<(u16, f64)>>,
    /// For every multiset (keeps, then rolls): the multisets of one die fewer, each once.
    one_fewer: Vec<Vec<u16>>,
    /// Every multiset's place in the order the bot lists the keeps of a roll (face counts compared from the
    /// 1s up), and the multiset at each place: the tie-break between keeps of equal value.
    rank_of: Vec<u32>,
    multiset_at_rank: Vec<u16>,
    /// The points still to come from the blank sheet and every state of the first two turns, once learnt.
    opening: HashMap<State, Spread>,
    /// The layers after the opening's, kept on their shelves (see `kept`), shallowest first.
    kept: Vec<opening::ShelvedLayer>,
    /// The final scores of a blank sheet (for sheets of a match not yet begun), once asked for.
    blank: OnceLock<ScoreDistribution>,
}

/// What one player can expect from here, everyone playing perfectly.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outlook {
    /// The chance of finishing first, ties counted as shared.
    pub win_chance: f64,
    /// The expected final score (every sheet of the match).
    pub expected: f64,
}

/// Each player's chance of finishing first and expected final score, from their final-score spreads.
fn outlooks_of(scores: &[ScoreDistribution]) -> Vec<Outlook> {
    win_chances(scores)
        .into_iter()
        .zip(scores)
        .map(|(win_chance, scores)| Outlook {
            win_chance,
            expected: scores.mean(),
        })
        .collect()
}

/// Where one player stands: every sheet of the match (finished, in play, not begun), and the dice when it is
/// this player's turn and they have rolled.
#[derive(Clone, Copy, Debug)]
pub struct Standing<'a> {
    pub sheets: &'a [Sheet],
    pub dice: Option<DiceInPlay<'a>>,
}

/// The learnt opening, as kept in the cache: one entry per state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Opening {
    entries: Vec<OpeningEntry>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct OpeningEntry {
    mask: usize,
    upper: usize,
    flag: usize,
    /// The fewest points still to come with a chance.
    offset: usize,
    chances: Vec<f32>,
}

/// Why a kept opening cannot be used with a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForeignOpening;

impl Forecaster {
    pub fn new(table: Arc<StrategyTable>) -> Forecaster {
        let space = table.space();
        let first_roll = space.first_roll();
        let dice: u8 = space.counts(first_roll).iter().sum();
        let size = |index: usize| usize::from(space.counts(index).iter().sum::<u8>());
        let rerolls = (0..first_roll)
            .map(|keep| {
                let held = space.counts(keep);
                let rolled = usize::from(dice) - size(keep);
                (0..space.len())
                    .filter(|&index| size(index) == rolled)
                    .map(|index| {
                        let counts = space.counts(index);
                        let mut together = held;
                        for (total, extra) in together.iter_mut().zip(counts) {
                            *total += extra;
                        }
                        let roll = space.index(&together).expect("a full roll") - first_roll;
                        (roll as u16, chance_of_multiset(&counts))
                    })
                    .collect()
            })
            .collect();
        let one_fewer = (0..space.len())
            .map(|index| {
                let counts = space.counts(index);
                (0..6)
                    .filter(|&face| counts[face] > 0)
                    .map(|face| {
                        let mut fewer = counts;
                        fewer[face] -= 1;
                        space.index(&fewer).expect("a smaller multiset") as u16
                    })
                    .collect()
            })
            .collect();
        let mut by_rank: Vec<u16> = (0..space.len() as u16).collect();
        by_rank.sort_by_key(|&index| space.counts(usize::from(index)));
        let mut rank_of = vec![0u32; space.len()];
        for (rank, &index) in by_rank.iter().enumerate() {
            rank_of[usize::from(index)] = rank as u32;
        }
        Forecaster {
            table,
            rerolls,
            one_fewer,
            rank_of,
            multiset_at_rank: by_rank,
            opening: HashMap::new(),
            kept: Vec::new(),
            blank: OnceLock::new(),
        }
    }

    /// The opening learnt, to keep; `None` before [`Forecaster::learn_opening`].
    pub fn opening(&self) -> Option<Opening> {
        if self.opening.is_empty() {
            return None;
        }
        let mut entries: Vec<OpeningEntry> = self
            .opening
            .iter()
            .map(|(state, spread)| OpeningEntry {
                mask: state.mask,
                upper: state.upper,
                flag: state.flag,
                offset: spread.offset,
                chances: spread.chances.clone(),
            })
            .collect();
        entries.sort_by_key(|e| (e.mask, e.flag, e.upper));
        Some(Opening { entries })
    }

    /// Takes an opening kept earlier, if it is this table's: the same states as learning would give, each a
    /// whole chance of finite, non-negative parts.
    ///
    /// # Errors
    /// [`ForeignOpening`] for anything else (another ruleset's, damaged); nothing is changed then.
    pub fn use_opening(&mut self, opening: Opening) -> Result<(), ForeignOpening> {
        let expected: HashSet<State> = self.opening_states().into_iter().collect();
        let mut learnt = HashMap::new();
        for entry in opening.entries {
            let state = State {
                mask: entry.mask,
                upper: entry.upper,
                flag: entry.flag,
            };
            let total: f64 = entry.chances.iter().map(|&p| f64::from(p)).sum();
            let sound = expected.contains(&state)
                && entry.offset < 1 << 16
                && entry.chances.len() < 1 << 16
                && entry.chances.iter().all(|p| p.is_finite() && *p >= 0.0)
                && (total - 1.0).abs() < 1e-4;
            if !sound {
                return Err(ForeignOpening);
            }
            let spread = Spread {
                offset: entry.offset,
                chances: entry.chances,
            };
            if learnt.insert(state, spread).is_some() {
                return Err(ForeignOpening);
            }
        }
        if learnt.len() != expected.len() {
            return Err(ForeignOpening);
        }
        self.opening = learnt;
        Ok(())
    }

    /// The states the opening covers.
    fn opening_states(&self) -> Vec<State> {
        let table = &*self.table;
        (0..=OPENING_LAYERS)
            .flat_map(|filled| table.states_with(filled))
            .filter(|&state| table.same_future(state) == state)
            .collect()
    }

    /// Every player's chance of finishing first and expected final score, from where each stands, everyone
    /// playing perfectly from here. Players are worked out two at a time, each on its own thread.
    pub fn outlooks(&self, players: &[Standing<'_>]) -> Vec<Outlook> {
        let mut scores = Vec::with_capacity(players.len());
        for pair in players.chunks(2) {
            std::thread::scope(|scope| {
                let others: Vec<_> = pair[1..]
                    .iter()
                    .map(|player| scope.spawn(move || self.player_scores(player)))
                    .collect();
                scores.push(self.player_scores(&pair[0]));
                scores.extend(
                    others
                        .into_iter()
                        .map(|other| other.join().expect("a forecast thread")),
                );
            });
        }
        outlooks_of(&scores)
    }

    /// The distribution of a player's final score over every sheet of the match: finished sheets as they
    /// stand, the sheet in play from here, sheets not begun from blank.
    pub fn player_scores(&self, standing: &Standing<'_>) -> ScoreDistribution {
        let rules = self.table.rules();
        let mut total = ScoreDistribution::certain(0);
        let mut in_play = true;
        for sheet in standing.sheets {
            let part = if rules.is_complete(sheet) {
                ScoreDistribution::certain(u32::from(rules.totals(sheet).grand))
            } else if std::mem::take(&mut in_play) {
                self.final_scores(sheet, standing.dice)
            } else {
                self.blank_scores().clone()
            };
            total = total.plus(&part);
        }
        total
    }

    /// The final scores of a blank sheet, worked out once.
    fn blank_scores(&self) -> &ScoreDistribution {
        self.blank
            .get_or_init(|| self.final_scores(&Sheet::default(), None))
    }

    /// The table the forecasts follow.
    pub fn table(&self) -> &StrategyTable {
        &self.table
    }

    /// Whether [`Forecaster::learn_opening`] has run.
    pub fn knows_opening(&self) -> bool {
        !self.opening.is_empty()
    }

    /// The distribution of the final score of `sheet` under optimal play from here: from the start of a turn,
    /// or with `dice` already rolled in the turn in progress.
    pub fn final_scores(&self, sheet: &Sheet, dice: Option<DiceInPlay<'_>>) -> ScoreDistribution {
        let space = self.table.space();
        let start = dice.and_then(|d| {
            let roll = space.index(&d.dice.counts())?;
            Some(TurnStart::Rolled {
                roll: roll - space.first_roll(),
                left: d.rolls_left,
            })
        });
        self.final_scores_from(sheet, start.unwrap_or(TurnStart::Fresh))
    }

    /// As [`Forecaster::final_scores`], in the turn in progress with the dice `kept` held and the others being
    /// rolled again, `rolls_left` rolls left before that roll: perfect play from after it. `None` when `kept`
    /// is not a part of a roll of these rules (or holds every die: that is stopping, `final_scores` with no
    /// roll left).
    pub fn final_scores_after_keep(
        &self,
        sheet: &Sheet,
        kept: &[crate::rules::Face],
        rolls_left: u8,
    ) -> Option<ScoreDistribution> {
        let mut counts = [0u8; 6];
        for face in kept {
            counts[face.index()] += 1;
        }
        let keep = self.table.space().index(&counts)?;
        if keep >= self.table.space().first_roll() || rolls_left == 0 {
            return None;
        }
        let start = TurnStart::Held {
            keep,
            left: rolls_left - 1,
        };
        Some(self.final_scores_from(sheet, start))
    }

    fn final_scores_from(&self, sheet: &Sheet, start: TurnStart) -> ScoreDistribution {
        let rules = self.table.rules();
        let now = u32::from(rules.totals(sheet).grand);
        let state = self.table.state_of(sheet);
        let starts = match start {
            TurnStart::Rolled { .. } | TurnStart::Held { .. } if !self.table.is_full(state) => self
                .turn_outcomes(&[state], start)
                .into_iter()
                .flatten()
                .map(|(next, points, chance)| {
                    let mut spread = Spread::default();
                    spread.add_shifted(&Spread::zero(), usize::from(points), chance);
                    (next, spread)
                })
                .collect(),
            _ => vec![(state, Spread::zero())],
        };
        let finished = self.walk(starts);
        ScoreDistribution {
            offset: now + finished.offset as u32,
            chances: finished.chances.into_iter().map(f64::from).collect(),
        }
    }

    /// Walks the chance of every (state, points so far) forward from `starts` (all with as many boxes filled)
    /// to the full sheet, and returns the points gained on the way. States whose points to come are known
    /// (the opening) end their walk at once.
    fn walk(&self, starts: Vec<(State, Spread)>) -> Spread {
        let table = &*self.table;
        let stride = table.stride();
        let mut finished = Spread::default();
        let Some(&(first, _)) = starts.first() else {
            return finished;
        };
        let mut filled = first.mask.count_ones() as usize;
        let within = starts.iter().fold(usize::MAX, |all, (s, _)| all & s.mask);
        let mut layer = Layer::new(table, filled, within);
        for (state, spread) in starts {
            let place = layer.place(table.same_future(state), stride);
            layer.spreads[place].add_shifted(&spread, 0, 1.0);
        }
        while filled < table.box_count() {
            let mut states = layer.states(stride);
            states.retain(|(state, so_far)| match self.opening.get(state) {
                Some(to_come) => {
                    finished.add_convolved(so_far, to_come);
                    false
                }
                None => true,
            });
            if states.is_empty() {
                // Every state reached the opening: nothing is left to walk, and the layers after it would only
                // be allocated empty (tens of megabytes for 15 boxes).
                return finished;
            }
            if let Some(to_come) = self.read_kept(&states) {
                for ((_, so_far), to_come) in states.iter().zip(&to_come) {
                    finished.add_convolved(so_far, to_come);
                }
                return finished;
            }
            // One plan serves every upper total of a (boxes, flag) pair, so the states go by those groups.
            let groups: Vec<&[(State, &Spread)]> = states
                .chunk_by(|(a, _), (b, _)| a.mask == b.mask && a.flag == b.flag)
                .collect();
            let mut next = Layer::new(table, filled + 1, within);
            // The turns of a batch of groups are worked out on both cores, then spread into the next layer
            // here; a batch at a time, so that the outcomes waiting to be spread stay few.
            for batch in groups.chunks(WALK_BATCH) {
                let outcomes = in_parallel(batch, |group| {
                    let states: Vec<State> = group.iter().map(|(state, _)| *state).collect();
                    self.turn_outcomes(&states, TurnStart::Fresh)
                });
                for (group, outcomes) in batch.iter().zip(outcomes) {
                    for ((_, so_far), outcomes) in group.iter().zip(outcomes) {
                        for (after, points, chance) in outcomes {
                            let place = next.place(table.same_future(after), stride);
                            next.spreads[place].add_shifted(so_far, usize::from(points), chance);
                        }
                    }
                }
            }
            layer = next;
            for spread in &mut layer.spreads {
                spread.trim_below(NEGLIGIBLE);
            }
            filled += 1;
        }
        for (_, spread) in layer.states(stride) {
            finished.add_shifted(spread, 0, 1.0);
        }
        finished
    }
}

/// Runs `work` on each of `items` on up to two threads (the machines this runs on have few cores, and the
/// rest of the game goes on meanwhile), and gathers the results in order. Each thread takes the next item
/// not yet taken, so that items of very different sizes keep both busy to the end.
fn in_parallel<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(2);
    if threads < 2 || items.len() < 2 {
        return items.iter().map(work).collect();
    }
    let next = AtomicUsize::new(0);
    let take = || {
        let mut done = Vec::new();
        loop {
            let at = next.fetch_add(1, Ordering::Relaxed);
            let Some(item) = items.get(at) else {
                return done;
            };
            done.push((at, work(item)));
        }
    };
    let mut done = std::thread::scope(|scope| {
        let other = scope.spawn(take);
        let mut done = take();
        done.extend(other.join().expect("a forecast thread"));
        done
    });
    done.sort_unstable_by_key(|(at, _)| *at);
    done.into_iter().map(|(_, result)| result).collect()
}

/// The chance of rolling exactly these face counts with as many dice.
fn chance_of_multiset(counts: &[u8; 6]) -> f64 {
    let factorial = |n: u32| (1..=n).map(f64::from).product::<f64>();
    let dice: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    factorial(dice)
        / counts.iter().map(|&c| factorial(c.into())).product::<f64>()
        / 6f64.powi(dice as i32)
}
