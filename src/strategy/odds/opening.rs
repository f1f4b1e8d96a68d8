//! Learning the opening: the points still to come from the blank sheet and every state of the first two turns,
//! by one backward pass from the full sheet. A state's points to come are its turn's outcomes, each followed by
//! the points to come from the state it leads to, so the pass needs the whole layer after the one it works out.
//! The middle layers hold about 90 million chances (some 370 MB for Yahtzee), so the pass keeps each layer on a
//! [`Shelf`] the caller gives (a file, in the player's program) and holds in memory only where each state's
//! spread starts, and the spreads one batch of states needs at a time.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use super::distribution::Spread;
use super::{Forecaster, OPENING_LAYERS, in_parallel};
use crate::strategy::table::{State, StrategyTable};

/// Chances below this are dropped from the points to come learnt backwards (each state's spread holds a whole
/// chance of 1, and there are far more of them than a forward walk holds).
const NEGLIGIBLE_TO_COME: f32 = 1e-10;

/// Spreads of one group's successors this close on the shelf (in chances) are read in one go, the gap with
/// them: fewer reads for a little more copying.
const READ_THROUGH: u64 = 1024;

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
struct Place {
    /// In chances from the shelf's start.
    start: u32,
    /// How many chances; 0 for a state with nothing shelved.
    len: u16,
    /// The fewest points to come with a chance.
    offset: u16,
}

impl Place {
    fn start(self) -> u64 {
        u64::from(self.start)
    }

    fn end(self) -> u64 {
        self.start() + u64::from(self.len)
    }
}

/// One layer (boxes filled) of the backward pass: its spreads on a shelf, and where each lies.
struct ShelvedLayer {
    /// Where each mask's block of places (one per upper total and Yahtzee flag the mask can have) starts, or
    /// `u32::MAX` for masks outside the layer.
    base: Vec<u32>,
    places: Vec<Place>,
    shelf: Box<dyn Shelf>,
}

impl ShelvedLayer {
    fn new(table: &StrategyTable, filled: usize, shelf: Box<dyn Shelf>) -> ShelvedLayer {
        let mut base = vec![u32::MAX; 1 << table.box_count()];
        let mut count = 0usize;
        for (mask, start) in base.iter_mut().enumerate() {
            if mask.count_ones() as usize == filled {
                *start = count as u32;
                count += table.flag_count(mask) * table.stride();
            }
        }
        ShelvedLayer {
            base,
            places: vec![Place::default(); count],
            shelf,
        }
    }

    fn index(&self, state: State, stride: usize) -> usize {
        self.base[state.mask] as usize + state.flag * stride + state.upper
    }

    fn put(&mut self, index: usize, spread: &Spread) -> Result<(), ShelfFailed> {
        let start = self.shelf.put(&spread.chances)?;
        self.places[index] = Place {
            start: u32::try_from(start).map_err(|_| ShelfFailed)?,
            len: u16::try_from(spread.chances.len()).map_err(|_| ShelfFailed)?,
            offset: u16::try_from(spread.offset).map_err(|_| ShelfFailed)?,
        };
        Ok(())
    }

    /// The spreads at `indices` (sorted, each once), read in as few reads as lie close together.
    fn fetch(&self, indices: &[usize]) -> Result<Fetched, ShelfFailed> {
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
struct Fetched {
    chances: Vec<f32>,
    /// By place in the layer: where its chances start in `chances`, how many, and its offset.
    at: HashMap<usize, (usize, usize, usize)>,
}

impl Forecaster {
    /// Works out, once, the points still to come from every state of the first two turns, the whole pass in
    /// memory (about 400 MB at its peak for Yahtzee). A forecast whose walk reaches a state of the opening
    /// reads it instead of walking on, so the first turns of a game are answered in milliseconds.
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
        let mut later = ShelvedLayer::new(table, boxes, shelves.shelf()?);
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
                ShelvedLayer::new(table, filled, shelves.shelf()?),
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
            later = this;
        }
        self.opening = opening;
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
        let outcomes = self.turn_outcomes(group, None);
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
