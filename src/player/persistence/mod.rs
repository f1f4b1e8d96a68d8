//! The player's files as the player's program uses them: the settings read at start (`settings.rs`, each value
//! checked with its flag's parser in `settings_values.rs`), the game saved after every change and offered for
//! resume, statistics recorded when a game ends (`saves.rs`) with the figure of its review (`reviewed.rs`), the
//! statistics said as sentences (`statistics.rs`), and what the player must hear, spoken and printed, when a file had to be moved aside or
//! could not be written (`problems.rs`).
//!
//! The file formats, the lock and the atomic writes are `crate::persist`'s; this room decides what to say and
//! when to write. A front only: the files inside import each other, never this one.

mod drills;
mod preferences;
mod problems;
mod reviewed;
mod saves;
mod settings;
mod statistics;

pub use drills::{day_of, due_at};
pub use preferences::{DiceBy, Preferences};
pub use problems::{FileKind, print_notices, refusal};
pub use reviewed::reviewed;
pub use saves::{
    DataAccess, Persistence, StatisticsAt, busy_answer, busy_notice, claim_data_dir,
    keep_drill_answer, load_save, load_statistics, record_online_game, resume_answer,
    resume_summary, settle_finished_save,
};
pub use settings::{Files, load_settings, settings_path};
pub use statistics::statistics_messages;
