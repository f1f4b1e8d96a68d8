//! Computer players and hints: the exact optimal solver, the heuristic player, bots and simulations.
//!
//! Pure: everything here asks the rules engine what a roll scores and does no input or output, so a table is
//! built, queried and cached by the caller (the cache lives in `persist`).

mod advisor;
mod bot;
mod calibration;
mod champion;
pub mod drill;
mod heuristic;
mod keeps;
mod luck;
mod odds;
mod plan;
mod review;
mod simulate;
mod table;
mod versus;
mod winning;

#[cfg(test)]
mod tests;
#[cfg(test)]
pub(crate) use odds::tests::{learnt as learnt_yahtzee_opening, yahtzee_table};

pub use advisor::Advisor;
pub use bot::{Bot, Decision, Level};
pub use calibration::CALIBRATION_VERSION;
pub use champion::{
    BothChoices, ChanceOfChoice, LOOKAHEAD_BOXES, Seats, Weigher, decide_to_win, weigh_both,
};
pub use heuristic::Heuristic;
pub use keeps::Value;
pub use luck::{TurnFigures, luck};
pub use odds::{
    DiceInPlay, Forecaster, ForeignOpening, GAMES_AT_A_LEVEL, InMemory, KeptLayer, Opening,
    Outlook, Remembered, Rivals, SamplePosition, ScoreDistribution, Shelf, ShelfFailed, Shelves,
    Standing, TurnWorths, bench_position, plays_below_perfect, sample_positions, win_chances,
};
pub use plan::{BoxChoice, KeepChoice, TurnPlan};
pub use review::{Review, Weighed, review, turn_figures, whole_review};
pub use simulate::{
    Summary, Weighing, box_means, play_game, play_game_opening, play_match, play_on_many, simulate,
};
pub use table::{MAX_EXACT_BOXES, StrategyTable, Unsupported};
pub use versus::{ContenderFigures, Knowledge, Versus, head_to_head};
pub use winning::{WinCost, WinWeighing, weigh_for_winning};
