//! sayzee: a talking Yahtzee for the console, built screen-reader-first.
//!
//! The crate is a functional core with an imperative shell (see ARCHITECTURE.md): `rules` is pure and does
//! no I/O; the shell reads the command line and prints.

#![forbid(unsafe_code)]

pub mod game;
pub mod i18n;
pub mod input;
pub mod narration;
pub mod persist;
pub mod rules;
pub mod shell;
pub mod speech;
pub mod strategy;
