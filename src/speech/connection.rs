//! What the speech thread and the voice agree on: how a connection is made, how the service was chosen, how long
//! the thread waits between attempts, and the notices the player is told about the voice.
//!
//! Below both `voice.rs` (the game's side) and `worker.rs` (the speech thread), so neither imports the other's
//! file for these.

use std::time::Duration;

use super::{Speaker, SpeechChoice, SpeechError};

/// Makes a fresh connection to the speech service, configured (rate) and ready to speak. It runs on the
/// speech thread, so the connection it makes never leaves that thread.
pub type Connect = Box<dyn FnMut() -> Result<Box<dyn Speaker>, SpeechError> + Send>;

/// Something about the voice the player should be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpeechNotice {
    /// The speech chosen automatically answered at the start.
    Found(SpeechChoice),
    /// Nothing answered at the start of an automatic choice: this game is text only.
    TextOnly,
    /// The speech chosen by name did not answer at the start; it is tried again later.
    Unreachable(SpeechChoice),
    /// Speech stopped working; the game goes on in text.
    Lost,
    /// Speech answers again.
    Back,
}

/// How the speech service was chosen, which decides what the player is told about the first connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// `--speech auto`: say which voice was found; when none answers, text for this game.
    Automatically,
    /// Named by the player: say only when it cannot be reached, and keep trying.
    ByName,
}

/// The first pause before trying a lost speech service again; it doubles after each failed attempt.
pub const FIRST_RETRY: Duration = Duration::from_secs(5);
/// The longest pause between two attempts.
pub const LONGEST_RETRY: Duration = Duration::from_secs(120);
