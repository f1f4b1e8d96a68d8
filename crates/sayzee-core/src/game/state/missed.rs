//! The marks made between two moments of one game: what a player who lost the connection missed. Pure: it
//! compares the sheets of the state last heard with the state found on coming back.

use super::GameState;
use crate::rules::{Category, Mark};

impl GameState {
    /// The marks in this state that `earlier` (the same game, some moves before) did not have, in the order they
    /// were played as far as the sheets tell: round by round, each round in turn order from the player whose turn
    /// it was in `earlier`. Players `skip` names are left out.
    pub fn marks_since(
        &self,
        earlier: &GameState,
        skip: &dyn Fn(usize) -> bool,
    ) -> Vec<(usize, Mark)> {
        let count = self.players().len();
        if earlier.players().len() != count {
            return Vec::new();
        }
        // Each player's new marks, in the order of the boxes (the order inside one player's missed rounds is
        // not kept by a sheet; a player rarely misses more than one or two).
        let mut new: Vec<Vec<Mark>> = (0..count)
            .map(|player| {
                let then = &earlier.players()[player].sheets;
                let now = &self.players()[player].sheets;
                now.iter()
                    .zip(then)
                    .flat_map(|(now, then)| {
                        Category::ALL.iter().filter_map(move |&category| {
                            let points = now.points(category)?;
                            then.points(category).is_none().then_some(Mark {
                                category,
                                points,
                                joker: false,
                                yahtzee_bonus: 0,
                            })
                        })
                    })
                    .collect()
            })
            .collect();
        let first = earlier.turn().map_or(0, |turn| turn.player);
        let mut in_order = Vec::new();
        while new.iter().any(|marks| !marks.is_empty()) {
            for step in 0..count {
                let player = (first + step) % count;
                if !new[player].is_empty() {
                    let mark = new[player].remove(0);
                    if !skip(player) {
                        in_order.push((player, mark));
                    }
                }
            }
        }
        in_order
    }
}
