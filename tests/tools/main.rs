//! The tools and the edges: `sayzee simulate` and `solve`, the table cache, the sound files and cues (a real
//! PulseAudio), speech that hangs, and the locales' parity.
//!
//! One test binary for these files (each a module), so they are built and linked once.

#[path = "../common/mod.rs"]
mod common;
mod locales;
mod simulate_cli;
mod solve_cli;
mod sound_files;
mod sound_pulse;
mod sound_session;
mod speech_hung;
mod table_cache;
