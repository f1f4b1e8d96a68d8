//! The figure the statistics keep from a finished game: for each person whose every turn the game's record holds
//! and who played every one of them, how many decisions they made and the expected points they gave away against
//! the expert's play (the same weighing as the review, `strategy::review`), and what the dice gave them against an
//! average game (`strategy::luck`), and the costliest decisions to drill (`strategy::drill`).

use crate::game::Game;
use crate::persist::stats::Reviewed;
use crate::strategy::{Advisor, drill, whole_review};

/// By player: what the review found, or `None` for a computer, for a person a computer played a turn for (a
/// stand-in at a network table), for one whose turns the record does not all hold (a game resumed from an older
/// save, or followed at a table from after its start), and for everyone without an advisor.
pub fn reviewed(game: &Game, advisor: Option<&Advisor>) -> Vec<Option<Reviewed>> {
    (0..game.state().players().len())
        .map(|player| {
            let review = whole_review(advisor?, game, player)?;
            Some(Reviewed {
                decisions: review.decisions.len() as u64,
                given_away: review.given_away(),
                luck: review.luck,
                drills: drill::costliest(advisor?, game.record(), &review),
            })
        })
        .collect()
}
