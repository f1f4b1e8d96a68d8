//! sayzee: a talking Yahtzee for the console, built screen-reader-first.
//!
//! The crate is a functional core with an imperative shell (see ARCHITECTURE.md): `rules` is pure and does
//! no I/O; the shell reads the command line and prints.

//!
//! The rules engine answers what a roll scores, exactly as the rule books say:
//!
//! ```
//! use sayzee::rules::{Category, Dice, Preset, Ruleset, Sheet};
//!
//! let yatzy = Ruleset::preset(Preset::Yatzy);
//! let roll = Dice::parse("15566", 5).unwrap();
//! let mark = yatzy.mark(&Sheet::default(), &roll, Category::TwoPairs).unwrap();
//! assert_eq!(mark.points, 22);
//! ```

#![forbid(unsafe_code)]

pub mod game;
pub mod i18n;
pub mod input;
pub mod narration;
pub mod net;
pub mod persist;
pub mod rules;
pub mod shell;
pub mod sound;
pub mod speech;
pub mod strategy;
pub mod text;
