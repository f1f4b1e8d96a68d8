//! What R and Shift+R reach: the messages said so far, rendered, newest last, bounded so that a session
//! that runs for days (or is fed a million lines) keeps a small memory.

use std::collections::VecDeque;

/// How many messages R and Shift+R can reach back: a whole game's worth and more.
pub const MAX_HISTORY: usize = 2000;

/// The latest [`MAX_HISTORY`] messages said, and how far Shift+R has walked back through them.
#[derive(Debug, Default)]
pub struct History {
    said: VecDeque<String>,
    /// How many messages Shift+R has gone back from the latest (0: at the latest).
    back: usize,
}

/// Where a step back through the history landed.
#[derive(Debug, PartialEq, Eq)]
pub enum Step {
    /// Nothing has been said yet.
    Empty,
    /// An earlier message.
    Earlier(String),
    /// The earliest message kept: there is nothing before it.
    Earliest(String),
}

impl History {
    /// Records a message just said; the walk back starts again from it.
    pub fn push(&mut self, text: String) {
        if self.said.len() == MAX_HISTORY {
            self.said.pop_front();
        }
        self.said.push_back(text);
        self.back = 0;
    }

    /// The latest message, for R; the walk back starts again from it.
    pub fn latest(&mut self) -> Option<String> {
        self.back = 0;
        self.said.back().cloned()
    }

    /// One message further back, for Shift+R, stopping at the earliest.
    pub fn step_back(&mut self) -> Step {
        if self.said.is_empty() {
            return Step::Empty;
        }
        if self.back + 1 >= self.said.len() {
            return Step::Earliest(self.said.front().cloned().unwrap_or_default());
        }
        self.back += 1;
        Step::Earlier(self.said[self.said.len() - 1 - self.back].clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stepping_back_stops_at_the_earliest_and_r_returns_to_the_latest() {
        let mut history = History::default();
        assert_eq!(history.step_back(), Step::Empty);
        for text in ["a", "b", "c"] {
            history.push(text.to_string());
        }
        assert_eq!(history.step_back(), Step::Earlier("b".into()));
        assert_eq!(history.step_back(), Step::Earlier("a".into()));
        assert_eq!(history.step_back(), Step::Earliest("a".into()));
        assert_eq!(history.latest().as_deref(), Some("c"));
        assert_eq!(history.step_back(), Step::Earlier("b".into()));
    }

    #[test]
    fn only_the_latest_messages_are_kept() {
        let mut history = History::default();
        for n in 0..MAX_HISTORY + 10 {
            history.push(n.to_string());
        }
        let mut earliest = None;
        for _ in 0..MAX_HISTORY {
            if let Step::Earliest(text) = history.step_back() {
                earliest = Some(text);
                break;
            }
        }
        assert_eq!(earliest.as_deref(), Some("10"));
    }
}
