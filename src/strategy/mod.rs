//! Computer players and hints: the exact optimal solver, the heuristic player, bots and simulations.
//!
//! Pure: everything here asks the rules engine what a roll scores and does no input or output, so a table is
//! built, queried and cached by the caller (the cache lives in `persist`).

mod keeps;
mod table;

pub use keeps::Value;
#[cfg(test)]
mod tests;

pub use table::{BoxChoice, KeepChoice, MAX_EXACT_BOXES, StrategyTable, TurnPlan, Unsupported};
