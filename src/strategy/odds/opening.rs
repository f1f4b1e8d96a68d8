//! Learning the opening: the points still to come from the blank sheet and every state of the first two turns,
//! by one backward pass from the full sheet. A state's points to come are its turn's outcomes, each followed by
//! the points to come from the state it leads to, so the pass needs the whole layer after the one it works out.
//! The middle layers hold about 90 million chances (some 370 MB for Yahtzee), so the pass keeps each layer on a
//! [`Shelf`] the caller gives (a file, in the player's program) and holds in memory only where each state's
//! spread starts, and the spreads one batch of states needs at a time. The layers just after the opening are
//! not let go when the pass is done: they are kept, with a check for each spread (see `kept`).

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use super::distribution::Spread;
use super::turn::TurnStart;
use super::{Forecaster, OPENING_LAYERS, in_parallel};
use crate::strategy::table::{State, StrategyTable};

/// Chances below this are dropped from the points to come learnt backwards (each state's spread holds a whole
/// chance of 1, and there are far more of them than a forward walk holds).
const NEGLIGIBLE_TO_COME: f32 = 1e-10;

/// Spreads of one group's successors this close on the shelf (in chances) are read in one go, the gap with
/// them: fewer reads for a little more copying.
const READ_THROUGH: u64 = 1024;

/// At most this many layers after the opening may be kept.
const MOST_KEPT: usize = 3;

/// The most chances the kept layers may hold between them (72 MB on disk): the third and fourth turns' layers for
/// Yahtzee (3.9 and 13.3 million) and for Yatzy (7.8 million together); the next would take 68 MB more for Yatzy.
/// With Yahtzee's fourth kept, W inside a game answers in round 4 after a roll and at the start of round 5 at
/// once instead of in 230 to 340 ms (`benches/chances-in-game.py`).
const KEPT_BUDGET: u64 = 18 << 20;

/// Whether the backward pass should keep checks for the layer of `filled` boxes, as it may be kept.
fn may_be_kept(filled: usize) -> bool {
    filled > OPENING_LAYERS && filled <= OPENING_LAYERS + MOST_KEPT
}

/// Of `layers` (shallowest first, each the one after the last), as many as fit the budget.
fn keep_within_budget(mut layers: Vec<ShelvedLayer>) -> Vec<ShelvedLayer> {
    let mut total = 0;
    let fit = layers
        .iter()
        .take_while(|layer| {
            total += layer.chance_count();
            total <= KEPT_BUDGET
        })
        .count();
    layers.truncate(fit);
    layers
}

/// A shelf could not take or give back its chances (in a file: a full disk, a read error).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShelfFailed;

/// Where the backward pass keeps one layer's points to come: chances put one spread after another, and read
/// back by where they start.
pub trait Shelf: Send + Sync {
    /// Puts `chances` after those put before; returns where they start.
    ///
    /// # Errors
    /// The shelf could not take them (a full disk).
    fn put(&mut self, chances: &[f32]) -> Result<u64, ShelfFailed>;

    /// Called once everything is put, before the first read.
    ///
    /// # Errors
    /// What was put could not be kept.
    fn finish(&mut self) -> Result<(), ShelfFailed>;

    /// Reads `into.len()` chances starting at `start`.
    ///
    /// # Errors
    /// They could not be read back.
    fn read(&self, start: u64, into: &mut [f32]) -> Result<(), ShelfFailed>;
}

/// Makes a shelf for each layer.
pub trait Shelves: Sync {
    /// A new, empty shelf.
    ///
    /// # Errors
    /// None could be made.
    fn shelf(&self) -> Result<Box<dyn Shelf>, ShelfFailed>;
}

/// Shelves in memory: the whole pass in memory, about 400 MB at its peak for Yahtzee.
#[derive(Clone, Copy, Debug, Default)]
pub struct InMemory;

impl Shelves for InMemory {
    fn shelf(&self) -> Result<Box<dyn Shelf>, ShelfFailed> {
        Ok(Box::new(Vec::<f32>::new()))
    }
}

impl Shelf for Vec<f32> {
    fn put(&mut self, chances: &[f32]) -> Result<u64, ShelfFailed> {
        let start = self.len() as u64;
        self.extend_from_slice(chances);
        Ok(start)
    }

    fn finish(&mut self) -> Result<(), ShelfFailed> {
        self.shrink_to_fit();
        Ok(())
    }

    fn read(&self, start: u64, into: &mut [f32]) -> Result<(), ShelfFailed> {
        let start = usize::try_from(start).map_err(|_| ShelfFailed)?;
        let from = self.get(start..start + into.len()).ok_or(ShelfFailed)?;
        into.copy_from_slice(from);
        Ok(())
    }
}

/// Where one state's spread lies on its layer's shelf: eight bytes, as a middle layer of Yatzy has 800,000
/// places.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Place {
    /// In chances from the shelf's start.
    pub(super) start: u32,
    /// How many chances; 0 for a state with nothing shelved.
    pub(super) len: u16,
    /// The fewest points to come with a chance.
    pub(super) offset: u16,
}

impl Place {
    pub(super) fn start(self) -> u64 {
        u64::from(self.start)
    }

    pub(super) fn end(self) -> u64 {
        self.start() + u64::from(self.len)
    }
}

/// One layer (boxes filled) of the backward pass: its spreads on a shelf, and where each lies.
pub(super) struct ShelvedLayer {
    pub(super) filled: usize,
    /// Where each mask's block of places (one per upper total and Yahtzee flag the mask can have) starts, or
    /// `u32::MAX` for masks outside the layer.
    base: Vec<u32>,
    pub(super) places: Vec<Place>,
    /// For a layer kept after the pass (see `kept`): each place's check, FNV-1a of its chances, so that a
    /// spread read back from a file is known whole. Empty for the others.
    pub(super) checks: Vec<u64>,
    pub(super) shelf: Box<dyn Shelf>,
}

impl std::fmt::Debug for ShelvedLayer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ShelvedLayer")
            .field("filled", &self.filled)
            .field("places", &self.places.len())
            .finish_non_exhaustive()
    }
}

impl ShelvedLayer {
    pub(super) fn new(
        table: &StrategyTable,
        filled: usize,
        shelf: Box<dyn Shelf>,
        checked: bool,
    ) -> ShelvedLayer {
        let mut base = vec![u32::MAX; 1 << table.box_count()];
        let mut count = 0usize;
        for (mask, start) in base.iter_mut().enumerate() {
            if mask.count_ones() as usize == filled {
                *start = count as u32;
                count += table.flag_count(mask) * table.stride();
            }
        }
        ShelvedLayer {
            filled,
            base,
            places: vec![Place::default(); count],
            checks: if checked { vec![0; count] } else { Vec::new() },
            shelf,
        }
    }

    pub(super) fn index(&self, state: State, stride: usize) -> usize {
        self.base[state.mask] as usize + state.flag * stride + state.upper
    }

    fn put(&mut self, index: usize, spread: &Spread) -> Result<(), ShelfFailed> {
        let start = self.shelf.put(&spread.chances)?;
        self.places[index] = Place {
            start: u32::try_from(start).map_err(|_| ShelfFailed)?,
            len: u16::try_from(spread.chances.len()).map_err(|_| ShelfFailed)?,
            offset: u16::try_from(spread.offset).map_err(|_| ShelfFailed)?,
        };
        if let Some(check) = self.checks.get_mut(index) {
            *check = check_of(&spread.chances);
        }
        Ok(())
    }

    /// How many chances the layer's shelf holds.
    pub(super) fn chance_count(&self) -> u64 {
        self.places
            .iter()
            .map(|place| place.end())
            .max()
            .unwrap_or(0)
    }

    /// The spreads at `indices` (sorted, each once), read in as few reads as lie close together.
    pub(super) fn fetch(&self, indices: &[usize]) -> Result<Fetched, ShelfFailed> {
        let mut fetched = Fetched {
            chances: Vec::new(),
            at: HashMap::with_capacity(indices.len()),
        };
        let mut at = 0;
        while at < indices.len() {
            let first = self.places[indices[at]];
            if first.len == 0 {
                // A state nothing reaches from the full sheet's side: no points to come.
                fetched.at.insert(indices[at], (0, 0, 0));
                at += 1;
                continue;
            }
            let mut end = at + 1;
            let mut last_end = first.end();
            while let Some(&next) = indices.get(end) {
                let place = self.places[next];
                if place.len > 0
                    && (place.start() < first.start() || place.start() > last_end + READ_THROUGH)
                {
                    break;
                }
                last_end = last_end.max(place.end());
                end += 1;
            }
            let run_at = fetched.chances.len();
            fetched
                .chances
                .resize(run_at + (last_end - first.start()) as usize, 0.0);
            self.shelf
                .read(first.start(), &mut fetched.chances[run_at..])?;
            for &index in &indices[at..end] {
                let place = self.places[index];
                let from = run_at + place.start().saturating_sub(first.start()) as usize;
                fetched.at.insert(
                    index,
                    (from, usize::from(place.len), usize::from(place.offset)),
                );
            }
            at = end;
        }
        Ok(fetched)
    }
}

/// The spreads one group needs, read: their chances side by side, and where each one's are.
pub(super) struct Fetched {
    pub(super) chances: Vec<f32>,
    /// By place in the layer: where its chances start in `chances`, how many, and its offset.
    pub(super) at: HashMap<usize, (usize, usize, usize)>,
}

/// The check kept for a spread's chances: FNV-1a of their little-endian bytes.
pub(super) fn check_of(chances: &[f32]) -> u64 {
    chances
        .iter()
        .fold(crate::hash::FNV_OFFSET, |hash, chance| {
            crate::hash::fnv1a_from(hash, &chance.to_le_bytes())
        })
}

impl Forecaster {
    /// Works out, once, the points still to come from every state of the first two turns, the whole pass in
    /// memory (about 400 MB at its peak for Yahtzee, and the layers kept after it stay in memory: 16 MB for
    /// Yahtzee, 31 MB for Yatzy). A forecast whose walk reaches a state of the opening reads it instead of
    /// walking on, so the first turns of a game are answered in milliseconds.
    pub fn learn_opening(&mut self) {
        self.learn_opening_on(&InMemory)
            .expect("memory always takes the opening");
    }

    /// The same, each layer of the pass kept on a shelf from `shelves` (a file: then the pass itself holds a
    /// few megabytes).
    ///
    /// # Errors
    /// A shelf failed; nothing is learnt then.
    pub fn learn_opening_on(&mut self, shelves: &dyn Shelves) -> Result<(), ShelfFailed> {
        let table = &*self.table;
        let stride = table.stride();
        let boxes = table.box_count();
        let mut later = ShelvedLayer::new(table, boxes, shelves.shelf()?, false);
        // The layers just after the opening, kept (checked) once the pass is done, shallowest first.
        let mut deeper = Vec::new();
        for state in table.states_with(boxes) {
            let index = later.index(state, stride);
            later.put(index, &Spread::zero())?;
        }
        later.shelf.finish()?;
        let mut opening = HashMap::new();
        for filled in (0..boxes).rev() {
            // A (boxes, flag) group at a time, made as they are worked out: a middle layer has hundreds of
            // thousands of states.
            let masks: Vec<usize> = (0..1usize << boxes)
                .filter(|mask| mask.count_ones() as usize == filled)
                .collect();
            // Both threads put each mask's spreads on the shelf as soon as they are learnt, one mask at a time
            // (so a mask's places lie together): nothing waits to be put, and the two threads live as long as
            // the layer (threads made and ended by the thousand leave the allocator's memory in pieces).
            let this = Mutex::new((
                ShelvedLayer::new(table, filled, shelves.shelf()?, may_be_kept(filled)),
                &mut opening,
            ));
            let later_ref = &later;
            let done = in_parallel(&masks, |&mask| -> Result<(), ShelfFailed> {
                let states: Vec<State> = table
                    .states_of(mask)
                    .into_iter()
                    .filter(|&state| table.same_future(state) == state)
                    .collect();
                let learnt: Vec<Vec<(State, Spread)>> = states
                    .chunk_by(|a, b| a.flag == b.flag)
                    .map(|group| self.learn_group(group, later_ref))
                    .collect::<Result<_, ShelfFailed>>()?;
                let mut this = this.lock().unwrap_or_else(PoisonError::into_inner);
                let (layer, opening) = &mut *this;
                for (state, to_come) in learnt.into_iter().flatten() {
                    let index = layer.index(state, stride);
                    layer.put(index, &to_come)?;
                    if filled <= OPENING_LAYERS {
                        opening.insert(state, to_come);
                    }
                }
                Ok(())
            });
            done.into_iter().collect::<Result<(), ShelfFailed>>()?;
            let (mut this, _) = this.into_inner().unwrap_or_else(PoisonError::into_inner);
            this.shelf.finish()?;
            let done = std::mem::replace(&mut later, this);
            if may_be_kept(done.filled) {
                deeper.push(done);
            }
        }
        deeper.reverse();
        self.opening = opening;
        self.kept = keep_within_budget(deeper);
        Ok(())
    }

    /// The points to come from each state of `group` (one (boxes, flag) pair), from those of the layer after.
    fn learn_group(
        &self,
        group: &[State],
        later: &ShelvedLayer,
    ) -> Result<Vec<(State, Spread)>, ShelfFailed> {
        let table = &*self.table;
        let stride = table.stride();
        let outcomes = self.turn_outcomes(group, TurnStart::Fresh);
        let mut needed: Vec<usize> = outcomes
            .iter()
            .flatten()
            .map(|&(after, _, _)| later.index(table.same_future(after), stride))
            .collect();
        needed.sort_unstable();
        needed.dedup();
        let fetched = later.fetch(&needed)?;
        Ok(group
            .iter()
            .zip(outcomes)
            .map(|(&state, outcomes)| {
                let mut to_come = Spread::default();
                for (after, points, chance) in outcomes {
                    let index = later.index(table.same_future(after), stride);
                    let (from, len, offset) = fetched.at[&index];
                    to_come.add_shifted_chances(
                        &fetched.chances[from..from + len],
                        offset + usize::from(points),
                        chance,
                    );
                }
                to_come.trim_below(NEGLIGIBLE_TO_COME);
                (state, to_come)
            })
            .collect())
    }
}
