//! The one-shot commands: `score`, `solve`, `simulate` and `stats`. Each reads its own flags, prints its answer
//! (sentences in the player's language, or JSON) and ends; none plays, speaks or opens a connection.
//!
//! They use the core (rules, strategy), the computer players' expert, the caches in `persist`, and for `stats`
//! the player's statistics as the player's program keeps them. Nothing here is used by anything but the command
//! line.

pub mod score;
pub mod simulate;
pub mod solve;
pub mod stats;
