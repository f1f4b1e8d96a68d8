//! What the session has asked of its driver in the background and still waits for, as plain data: the work by id
//! (W's question, the expert, the weighing after a game) and what was asked of the expert before it was ready.
//! What the session does with them is `background.rs`.

use super::effect::WorkId;
use crate::player::review::Occasion;

/// Something asked of the expert before it was ready (solving the table on a new install takes seconds, and no
/// key waits for it): answered once it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ForExpert {
    Hint,
    Review(Occasion),
    /// A computer's turn at this keyboard: it moves once the expert is ready.
    Computers,
}

/// What the session has asked of its driver's workers and not yet heard back.
#[derive(Debug, Default)]
pub(super) struct Background {
    /// The id the next piece of work gets.
    pub(super) next: u64,
    /// W's question being worked out (one at a time: it answers for any asked meanwhile).
    pub(super) chances: Option<ChancesAsked>,
    /// The expert being waited for, for what the session's `awaiting_expert` holds.
    pub(super) expert: Option<WorkId>,
    /// The finished game's choices being weighed in the chance of winning.
    pub(super) weighing: Option<WorkId>,
    /// Typed input has ended: lines wait for the weighing still under way, so that a transcript ends whole.
    pub(super) lines_ended: bool,
}

/// W's question as it was asked.
#[derive(Debug)]
pub(super) struct ChancesAsked {
    pub(super) id: WorkId,
    /// How many marks were made by then, and whose turn it was: an answer the game has moved past says so.
    pub(super) marks: usize,
    pub(super) player: Option<usize>,
    /// Whether "working out" was said for it.
    pub(super) thinking_said: bool,
    /// Whether a box was marked while it was worked out, with the chances followed: they are asked again then.
    pub(super) marked_since: bool,
}

impl Background {
    pub(super) fn new_id(&mut self) -> WorkId {
        self.next += 1;
        WorkId(self.next)
    }
}
