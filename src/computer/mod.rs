//! Computer players, wherever they sit: the match's expert (the advisor behind hints and bots, loaded from the
//! table cache or solved on a thread of its own) and the bots that turn its decisions into the same game
//! commands a person sends.
//!
//! One process's experts are one per rules as played (`Experts`), shared by a server's tables and its page's seats.
//!
//! Shared by the player's program (hints, the win chances, computer seats at home), the server (computer seats
//! at a network table) and `sayzee simulate`; it knows nothing of any of them: no terminal, speech, sound,
//! session or network. A front only: the files inside import each other, never this one.

pub mod expert;
mod experts;
mod players;

pub use expert::{BuildQueue, Expert, ForecastSlot, WeakExpert, advisor_for};
pub use experts::Experts;
pub use players::{Autoplayer, ComputerPlayers};
