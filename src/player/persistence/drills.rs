//! The drills as the player's program reads them: those due today from the statistics, with the day counted at
//! this edge, in UTC.

use super::saves::{StatisticsAt, load_statistics};
use crate::i18n::Message;
use crate::persist::drills::Drill;

/// The day of `now`, counted from 1970-01-01 in UTC.
pub fn day_of(now: std::time::SystemTime) -> u32 {
    let seconds = now
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    u32::try_from(seconds / 86_400).unwrap_or(u32::MAX)
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_day_is_counted_from_1970_in_utc() {
        let epoch = std::time::UNIX_EPOCH;
        assert_eq!(day_of(epoch), 0);
        assert_eq!(day_of(epoch + std::time::Duration::from_secs(86_399)), 0);
        assert_eq!(
            day_of(epoch + std::time::Duration::from_secs(86_400 * 20_000 + 5)),
            20_000
        );
    }
}
