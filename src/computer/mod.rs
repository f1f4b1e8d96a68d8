//! Computer players, wherever they sit: the match's expert (the advisor behind hints and bots, loaded from the
//! table cache or solved on a thread of its own) and the bots that turn its decisions into the same game
//! commands a person sends.
//!
//! Shared by the player's program (hints, the win chances, computer seats at home), the server (computer seats
//! at a network table) and `sayzee simulate`; it knows nothing of any of them: no terminal, speech, sound,
//! session or network. A front only: the files inside import each other, never this one.

pub mod expert;
mod players;

pub use expert::{BuildQueue, Expert, WeakExpert, advisor_for};
pub use players::{Autoplayer, ComputerPlayers};
