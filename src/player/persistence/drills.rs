//! The drills as the player's program reads them: those due today from the statistics, with the day counted at
//! this edge, in UTC.

use super::saves::{StatisticsAt, load_statistics};
use crate::i18n::Message;
use crate::persist::drills::Drill;
pub use crate::persist::drills::day_of;

/// The drills due `today` in the statistics at `at` (of `player` only, when named), costliest first, and the due
/// days of the others, after what must be said: that the file could not be used, that some drills no longer make
/// a game (left out).
pub fn due_at(
    at: &StatisticsAt,
    today: u32,
    player: Option<&str>,
) -> (Vec<Message>, Vec<Drill>, Vec<u32>) {
    let (stats, mut said) = load_statistics(&at.dir, at.aside);
    let (due, unusable): (Vec<Drill>, Vec<Drill>) = stats
        .drills
        .due(today, player)
        .into_iter()
        .partition(|drill| drill.game().is_some());
    if !unusable.is_empty() {
        said.push(Message::new("drill-unusable").with("count", unusable.len()));
    }
    let later = stats
        .drills
        .0
        .iter()
        .filter(|drill| !drill.schedule.is_due(today))
        .filter(|drill| player.is_none_or(|name| drill.player == name))
        .map(|drill| drill.schedule.due)
        .collect();
    (said, due, later)
}
