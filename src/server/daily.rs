//! The position of the day: one decision, the same for everyone on the server that day (UTC), asked with `daily`
//! and marked against perfect play, with how many of those who answered found the best move. This is its state;
//! `handle/daily.rs` answers the messages and makes it.
//!
//! It is the costliest decision of a casual player's solitaire game seeded by the day
//! (`strategy::drill::of_the_day`), so a restart makes the same position again. Who answered is kept in memory for
//! the day, one answer a name (an account's name when logged in), at most [`MOST_ANSWERS`]; a restart counts the
//! day's answers from nothing.

use std::collections::BTreeMap;

use crate::game::{Choice, Moves, Position};
use crate::net::protocol::{ErrorCode, ServerMessage};
use crate::net::table::ConnectionId;
use crate::rules::{Preset, Ruleset};
use crate::strategy::drill::Costly;

/// The most names counted in a day; past it, answers are still marked but not counted.
pub const MOST_ANSWERS: usize = 100_000;
/// The rules of the position of the day.
pub const PRESET: Preset = Preset::Yahtzee;

/// Today's position, once made, and who answered it.
#[derive(Debug, Default)]
pub(super) struct Daily {
    made: Option<Made>,
    /// Connections that asked while it was being made, answered once it is.
    waiting: Vec<ConnectionId>,
    /// By name: whether they found the best move.
    answers: BTreeMap<String, bool>,
}

#[derive(Debug)]
struct Made {
    day: u32,
    position: Position,
    moves: Moves,
}

/// The day of now, counted from 1970-01-01 in UTC, as the drills count it.
pub(super) fn today() -> u32 {
    crate::persist::drills::day_of(std::time::SystemTime::now())
}

impl Daily {
    /// Whether day `day`'s position is made.
    pub(super) fn made_for(&self, day: u32) -> bool {
        self.made.as_ref().is_some_and(|made| made.day == day)
    }

    /// The position as said to a connection, once made.
    pub(super) fn position(&self) -> Option<ServerMessage> {
        let made = self.made.as_ref()?;
        Some(ServerMessage::Daily {
            day: made.day,
            preset: PRESET,
            position: made.position.clone(),
        })
    }

    /// Connection `id` waits for the position being made; whether it is the first (then the making starts).
    pub(super) fn wait(&mut self, id: ConnectionId) -> bool {
        self.waiting.push(id);
        self.waiting.len() == 1
    }

    /// Day `day`'s position made (`None`: it could not be): the connections that waited for it.
    pub(super) fn made(&mut self, day: u32, made: Option<Costly>) -> Vec<ConnectionId> {
        if let Some(costly) = made {
            self.made = Some(Made {
                day,
                position: costly.position,
                moves: costly.moves,
            });
            self.answers.clear();
        }
        std::mem::take(&mut self.waiting)
    }

    /// `answer` of `name` to today's position: marked from the server's own moves, counted once a name.
    pub(super) fn answer(
        &mut self,
        name: String,
        answer: &Choice,
    ) -> Result<ServerMessage, ErrorCode> {
        let made = self.made.as_ref().ok_or(ErrorCode::DailyUnavailable)?;
        let rules = Ruleset::preset(PRESET);
        // An answer that is no move from the position (a client's mistake, or a lie) is refused as malformed.
        let marked = crate::strategy::drill::mark(&rules, &made.position, &made.moves, answer)
            .ok_or(ErrorCode::Malformed)?;
        let again = self.answers.contains_key(&name);
        if !again && self.answers.len() < MOST_ANSWERS {
            self.answers.insert(name, marked.is_right());
        }
        let found = self.answers.values().filter(|right| **right).count();
        Ok(ServerMessage::DailyMarked {
            day: made.day,
            answer: answer.clone(),
            right: marked.is_right(),
            moves: made.moves.clone(),
            found: u32::try_from(found).unwrap_or(u32::MAX),
            answered: u32::try_from(self.answers.len()).unwrap_or(u32::MAX),
            again,
        })
    }
}
