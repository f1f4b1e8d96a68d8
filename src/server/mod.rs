//! `sayzee serve`: the server of tables for network play, the authority over every game played on it.
//!
//! `serve.rs` accepts WebSocket connections (within the bounds of `admission.rs`) and reads each one's messages
//! one at a time; `handle/` answers each message, one function per message; every change of a table is decided
//! on a copy, saved and only then put in place and announced (`commit.rs`, into the store of `store.rs`;
//! `tables.rs` is the tables' saved form, read back at start); `upkeep.rs` is what the server does by itself
//! (computer moves, taking over for people who have gone, closing old tables); `kept.rs` the last finished
//! games, for walking; `lobby.rs` is what the server
//! holds in memory; `shutdown.rs` stops every task and waits for it. The rules of a table (who may do what) are
//! the pure `crate::net::table`, and the wire messages `crate::net::protocol`.
//!
//! The server depends on the core (`net`, `game`, `rules`, `strategy`, `text`, `i18n` for its log), the files
//! and caches of `persist`, and the computer players of `crate::computer`: nothing of the player's program (no
//! terminal, speech, sound or session), which `tests/tidy/` checks. A front only: the files inside import each
//! other, never this one.

mod accounts;
mod admission;
mod commit;
mod daily;
mod handle;
mod handshake;
mod kept;
mod leaving;
mod lobby;
mod moderation;
mod outbox;
mod rated;
mod rates;
mod ratings;
mod secrets;
mod secure;
mod serve;
mod shutdown;
mod store;
mod tables;
mod turn_clock;
mod upkeep;

pub use accounts::NameKeeping;
pub use admission::Limits;
pub use lobby::{AddressTo, DEFAULT_PACE, PageDoor, Periods, ServeOptions, Storage};
pub use ratings::{Entrant, RatingBook};
pub use secure::Tls;
pub use serve::{run, run_until};
pub use store::{Database, TableStore, database_path};
