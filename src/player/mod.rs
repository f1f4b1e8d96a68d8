//! The program a player runs: a game at this keyboard (`local.rs`: alone, hot seat, with computer players) or a
//! seat at a network table (`remote/`), side by side on the same session, voice, keys and files.
//!
//! Shared by both: `setup.rs` (the spoken questions before play), `session/` (the one place where an action
//! reaches the game and is narrated), `terminal/` (the raw-mode key loop) and `lines.rs` (typed lines), `voice.rs`
//! (the speakers the flags and settings ask for), `help.rs`, `hint.rs`, `chances.rs` (W), `review.rs` (E),
//! `history.rs` (R), `at_hand.rs` (rate, volume, verbosity in play), `voiced.rs` (a session's effects carried out), `wire.rs` (a network table's link as a session sees it), `positions.rs` (dice by place) and
//! `persistence/` (settings, saves, statistics); `seat.rs` is what both tables do once the player sits down. Its
//! flags are in `args.rs`.
//!
//! It uses the core, the edges (`speech`, `sound`, `persist`) and the computer players; nothing below it, and not
//! the server, imports it. A front only: the files inside import each other, never this one.

pub mod args;
pub mod at_hand;
mod chances;
pub mod console;
pub mod drill;
mod help;
mod hint;
pub mod history;
mod lines;
pub mod local;
pub mod persistence;
mod positions;
mod question;
pub mod remote;
mod review;
mod seat;
pub mod session;
mod setup;
mod shared_work;
pub mod terminal;
pub mod voice;
pub mod voiced;
pub mod walk;
pub mod wire;
pub mod words;
mod workers;

pub use chances::SharedChances;
