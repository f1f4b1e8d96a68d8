//! The review of the people at this keyboard (E, the line command `review`, and after a game): their decisions
//! weighed by the expert, worded by `narration::review`, and walked by the arrows.

use crate::game::{GameState, Record};
use crate::i18n::Message;
use crate::narration::review::Said;
use crate::strategy::{Advisor, WinWeighing, review};

/// A person by player number, and their choices weighed in the chance of winning.
pub type WinningWeighed = (usize, WinWeighing);

/// Why a review is said: asked for (E, `review`), or by itself once the game is over. Typed lines have no arrows, so
/// when asked the review lists every decision; after the game it names the command that does, rather than reading
/// a few dozen lines nobody asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occasion {
    Asked,
    GameOver,
}

/// The decisions the arrows walk after a review, and the one said last.
#[derive(Debug)]
pub struct Walk {
    lines: Vec<Message>,
    at: Option<usize>,
}

impl Walk {
    /// A walk of `lines`, before the first; `None` when there is nothing to walk.
    pub fn new(lines: Vec<Message>) -> Option<Walk> {
        (!lines.is_empty()).then_some(Walk { lines, at: None })
    }

    /// The same decisions said anew (weighed since in the chance of winning), the walk staying where it is.
    pub fn renew(&mut self, lines: Vec<Message>) {
        if lines.len() == self.lines.len() {
            self.lines = lines;
        }
    }

    /// Down: the next decision (the first, at the start), or that the review ends here.
    pub fn next(&mut self) -> Message {
        let to = self.at.map_or(0, |at| at + 1);
        self.go(to)
            .unwrap_or_else(|| Message::new("review-walk-last"))
    }

    /// Up: the decision before, or that the review starts here.
    pub fn previous(&mut self) -> Message {
        let to = self.at.and_then(|at| at.checked_sub(1));
        to.and_then(|to| self.go(to))
            .unwrap_or_else(|| Message::new("review-walk-first"))
    }

    /// Home: the first decision.
    pub fn first(&mut self) -> Message {
        self.go(0).expect("a walk has a line")
    }

    /// End: the last decision.
    pub fn last(&mut self) -> Message {
        self.go(self.lines.len() - 1).expect("a walk has a line")
    }

    fn go(&mut self, to: usize) -> Option<Message> {
        let line = self.lines.get(to)?.clone();
        self.at = Some(to);
        Some(line)
    }
}

/// Where the weighing of a finished game's choices in the chance of winning stands, for its review.
#[derive(Debug, Default)]
pub enum Weighing {
    #[default]
    NotAsked,
    /// Being weighed: a review waits to be said whole with it (`waiting`: the one after the game, or one asked
    /// for since), or the review after the game was said without it and what it adds follows.
    Underway { waiting: Option<Occasion> },
    /// Weighed, for the game whose record was `record`: a review asked again says it too. The whole record, so
    /// that a mark taken back after the game and made again otherwise is weighed anew.
    Done {
        record: Record,
        weighed: Vec<WinningWeighed>,
    },
}

impl Weighing {
    /// What was weighed for the game whose record is `record`; nothing for another.
    pub fn of(&self, record: &Record) -> Option<&[WinningWeighed]> {
        match self {
            Weighing::Done {
                record: of,
                weighed,
            } if of == record => Some(weighed),
            _ => None,
        }
    }
}

/// Reviews the decisions in `record` of each person in `people` (the game's player numbers), with their choices
/// `weighed` in the chance of winning where they were.
pub fn said(
    state: &GameState,
    record: &Record,
    advisor: &Advisor,
    people: &[usize],
    weighed: &[WinningWeighed],
) -> Said {
    let reviews: Vec<_> = people
        .iter()
        .map(|&player| review(advisor, record, player))
        .collect();
    crate::narration::review::said(state, &reviews, weighed)
}
