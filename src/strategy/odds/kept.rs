//! The layers kept after the opening: the points still to come from every state of the turns just after the
//! opening's (third, fourth), as the backward pass learnt them, left on their shelves (files, in the player's
//! program) instead of thrown away. A walk that reaches one of their states reads its spread there and stops,
//! so a question in the early rounds needs no walk over the rest of the game: walks cost about twice as much
//! for each box fewer filled, and those rounds' walks took most of a second.
//!
//! They are too large to hold in memory (about 16 MB for Yahtzee's third turn, 25 MB for Yatzy's fourth), so
//! a walk reads only the spreads it needs, each checked against the check kept with it when read: a spread
//! that does not match, or a shelf that cannot be read, leaves the walk to go on as if nothing were kept.

use super::distribution::Spread;
use super::opening::{Place, Shelf, ShelfFailed, ShelvedLayer, check_of};
use super::{Forecaster, ForeignOpening, OPENING_LAYERS};
use crate::strategy::table::State;

/// Bytes of one place in a kept layer's index: where its spread starts, how long, its offset and its check.
const INDEX_ENTRY: usize = 16;

/// One kept layer, as the cache keeps it: its index (where each state's spread lies on the shelf, and its
/// check) and its chances.
#[derive(Debug)]
pub struct KeptLayer<'a>(&'a ShelvedLayer);

impl KeptLayer<'_> {
    /// How many boxes its states have filled.
    pub fn filled(&self) -> usize {
        self.0.filled
    }

    /// How many chances its shelf holds.
    pub fn chance_count(&self) -> u64 {
        self.0.chance_count()
    }

    /// Its index, as bytes to keep: for each place, little-endian, the start (u32), length and offset (u16)
    /// of its spread and its check (u64).
    pub fn index_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.0.places.len() * INDEX_ENTRY);
        for (place, check) in self.0.places.iter().zip(&self.0.checks) {
            bytes.extend_from_slice(&place.start.to_le_bytes());
            bytes.extend_from_slice(&place.len.to_le_bytes());
            bytes.extend_from_slice(&place.offset.to_le_bytes());
            bytes.extend_from_slice(&check.to_le_bytes());
        }
        bytes
    }

    /// Reads `into.len()` of its chances from `start`.
    ///
    /// # Errors
    /// The shelf could not give them.
    pub fn read(&self, start: u64, into: &mut [f32]) -> Result<(), ShelfFailed> {
        self.0.shelf.read(start, into)
    }
}

impl Forecaster {
    /// The layers kept after the opening, shallowest first; none before the opening is learnt.
    pub fn kept_layers(&self) -> impl Iterator<Item = KeptLayer<'_>> {
        self.kept.iter().map(KeptLayer)
    }

    /// How many boxes the states of the next layer to keep have filled: the one [`Forecaster::use_kept_layer`]
    /// takes next.
    pub fn next_kept_layer(&self) -> usize {
        OPENING_LAYERS + 1 + self.kept.len()
    }

    /// Lets go of the kept layers (the forecaster then walks from the opening's end), as when they could only
    /// be held in memory.
    pub fn forget_kept_layers(&mut self) {
        self.kept.clear();
    }

    /// Takes a layer kept earlier: its index as [`KeptLayer::index_bytes`] gave it, and a shelf holding
    /// `chances` chances. It must be the next layer ([`Forecaster::next_kept_layer`]) and its index this
    /// table's layout, each spread within the shelf; each spread's chances are checked when read.
    ///
    /// # Errors
    /// [`ForeignOpening`] for anything else; nothing is changed then.
    pub fn use_kept_layer(
        &mut self,
        filled: usize,
        index: &[u8],
        shelf: Box<dyn Shelf>,
        chances: u64,
    ) -> Result<(), ForeignOpening> {
        if filled != self.next_kept_layer() || filled >= self.table.box_count() {
            return Err(ForeignOpening);
        }
        let mut layer = ShelvedLayer::new(&self.table, filled, shelf, true);
        if index.len() != layer.places.len() * INDEX_ENTRY {
            return Err(ForeignOpening);
        }
        for ((entry, place), check) in index
            .chunks_exact(INDEX_ENTRY)
            .zip(&mut layer.places)
            .zip(&mut layer.checks)
        {
            let start = u32::from_le_bytes(entry[0..4].try_into().expect("four bytes"));
            let len = u16::from_le_bytes(entry[4..6].try_into().expect("two bytes"));
            let offset = u16::from_le_bytes(entry[6..8].try_into().expect("two bytes"));
            *place = Place { start, len, offset };
            *check = u64::from_le_bytes(entry[8..16].try_into().expect("eight bytes"));
            if place.end() > chances {
                return Err(ForeignOpening);
            }
        }
        self.kept.push(layer);
        Ok(())
    }

    /// The points to come from each of `states` (all of one layer, each once, as a walk holds them), read
    /// from the kept layer of that many boxes filled; `None` when none is kept, or when any of them cannot
    /// be read or does not match its check: the walk then goes on.
    pub(super) fn read_kept(&self, states: &[(State, &Spread)]) -> Option<Vec<Spread>> {
        let filled = states.first()?.0.mask.count_ones() as usize;
        let layer = self.kept.iter().find(|layer| layer.filled == filled)?;
        let stride = self.table.stride();
        let indices: Vec<usize> = states
            .iter()
            .map(|&(state, _)| layer.index(state, stride))
            .collect();
        let mut sorted = indices.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.iter().any(|&index| layer.places[index].len == 0) {
            // A state the pass did not learn: the walk knows better.
            return None;
        }
        let fetched = layer.fetch(&sorted).ok()?;
        indices
            .iter()
            .map(|index| {
                let (from, len, offset) = fetched.at[index];
                let chances = &fetched.chances[from..from + len];
                (check_of(chances) == layer.checks[*index]).then(|| Spread {
                    offset,
                    chances: chances.to_vec(),
                })
            })
            .collect()
    }
}
