//! The turn timer's clock at one table: since when the person to move has had no move, whether they were warned
//! that their time is running out, and whether coming back has already given them their time again this turn.
//! Pure: the upkeep asks it what the timer says at a given moment.

use std::time::{Duration, Instant};

/// The longest warning before a turn's time runs out; a short timer warns at a third of its time instead.
const WARN_AT_MOST: u64 = 10;

/// What the timer says at one moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tick {
    /// Nothing to say.
    Running,
    /// Time is running out: `seconds` are left (said once per move).
    Warn { seconds: u64 },
    /// The time is up.
    RanOut,
}

/// One table's turn clock.
#[derive(Debug)]
pub(super) struct TurnClock {
    since: Instant,
    warned: bool,
    /// The turn (seat, round) whose person's return gave them their time again.
    returned_in: Option<(usize, u32)>,
}

impl TurnClock {
    pub(super) fn new(now: Instant) -> TurnClock {
        TurnClock {
            since: now,
            warned: false,
            returned_in: None,
        }
    }

    /// A move was made (or the game began, or the timer was set): the time counts from `now`.
    pub(super) fn moved(&mut self, now: Instant) {
        self.since = now;
        self.warned = false;
    }

    /// The person to move in `turn` (seat, round) is back at the table (after a lost connection or a restart of
    /// the server): their time counts from `now`, so that it is not spent while they could not play. Once a turn,
    /// so that leaving and coming back cannot hold the table up.
    pub(super) fn returned(&mut self, turn: (usize, u32), now: Instant) {
        if self.returned_in != Some(turn) {
            self.returned_in = Some(turn);
            self.moved(now);
        }
    }

    /// What the timer of `allowed` says at `now`.
    pub(super) fn look(&mut self, allowed: Duration, now: Instant) -> Tick {
        let spent = now.saturating_duration_since(self.since);
        let Some(left) = allowed.checked_sub(spent).filter(|left| !left.is_zero()) else {
            return Tick::RanOut;
        };
        let warn_before = Duration::from_secs((allowed.as_secs() / 3).clamp(1, WARN_AT_MOST));
        if self.warned || left > warn_before {
            return Tick::Running;
        }
        self.warned = true;
        // Whole seconds, rounded up: "3 seconds left" while 2.4 are is said as 3.
        let seconds = left.as_secs() + u64::from(left.subsec_nanos() > 0);
        Tick::Warn { seconds }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const THIRTY: Duration = Duration::from_secs(30);

    fn at(start: Instant, seconds: f64) -> Instant {
        start + Duration::from_secs_f64(seconds)
    }

    #[test]
    fn a_turn_is_warned_once_ten_seconds_before_its_end_and_then_runs_out() {
        let start = Instant::now();
        let mut clock = TurnClock::new(start);
        assert_eq!(clock.look(THIRTY, at(start, 19.0)), Tick::Running);
        assert_eq!(
            clock.look(THIRTY, at(start, 20.5)),
            Tick::Warn { seconds: 10 }
        );
        assert_eq!(clock.look(THIRTY, at(start, 25.0)), Tick::Running);
        assert_eq!(clock.look(THIRTY, at(start, 30.0)), Tick::RanOut);
        // A move starts the time again, and the warning with it.
        clock.moved(at(start, 30.0));
        assert_eq!(clock.look(THIRTY, at(start, 49.0)), Tick::Running);
        assert_eq!(
            clock.look(THIRTY, at(start, 50.0)),
            Tick::Warn { seconds: 10 }
        );
    }

    #[test]
    fn a_short_timer_warns_at_a_third_of_its_time() {
        let start = Instant::now();
        let mut clock = TurnClock::new(start);
        let ten = Duration::from_secs(10);
        assert_eq!(clock.look(ten, at(start, 6.0)), Tick::Running);
        assert_eq!(clock.look(ten, at(start, 7.2)), Tick::Warn { seconds: 3 });
    }

    #[test]
    fn a_return_gives_the_time_again_once_a_turn() {
        let start = Instant::now();
        let mut clock = TurnClock::new(start);
        // Back 20 seconds after a restart: the 30 seconds count from the return.
        clock.returned((1, 4), at(start, 20.0));
        assert_eq!(clock.look(THIRTY, at(start, 35.0)), Tick::Running);
        assert_eq!(
            clock.look(THIRTY, at(start, 45.0)),
            Tick::Warn { seconds: 5 }
        );
        // Leaving and coming back again in the same turn gives nothing more.
        clock.returned((1, 4), at(start, 45.0));
        assert_eq!(clock.look(THIRTY, at(start, 50.0)), Tick::RanOut);
        // The next turn's return counts again.
        clock.returned((0, 5), at(start, 60.0));
        assert_eq!(clock.look(THIRTY, at(start, 75.0)), Tick::Running);
        assert_eq!(clock.look(THIRTY, at(start, 90.0)), Tick::RanOut);
    }
}
