//! A game at this keyboard: the command line, keys and lines as a player gives them (hostile ones too), the raw
//! terminal in a PTY, saved games and statistics on a real disk (killed at the exact system call), the transcripts
//! and the wording in six languages, and proptests of everything a player can type.
//!
//! One test binary for these files (each a module), so they are built and linked once.

mod background;
mod cli;
#[path = "../common/mod.rs"]
mod common;
mod drill;
mod effects;
mod hint;
mod hostile_input;
mod keyboard;
mod persistence;
mod persistence_faults;
mod play;
mod play_keys;
mod review;
mod robustness;
mod terminal;
mod transcript;
mod walk;
mod wording;
