//! Files sayzee keeps between runs: settings, statistics, the solver's table cache (the saved game's form is
//! the game's own, `game::SavedGame`). Input and output live here, not in the core.

pub mod drills;
pub mod files;
pub mod finished;
pub mod flush;
pub mod heuristic_cache;
pub mod journal;
pub mod kept_layers;
pub mod lock;
pub mod odds_cache;
pub mod settings;
pub mod settings_edit;
pub mod shelves;
pub mod stats;
pub mod table_cache;
