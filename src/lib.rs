//! sayzee: a talking Yahtzee for the console, built screen-reader-first.
//!
//! The crate is a functional core with an imperative shell (see ARCHITECTURE.md). The core (`rules`, `game`,
//! `strategy`, `net`, `narration`, `input`, `text`, `i18n`) decides everything and does no I/O; the edges
//! (`speech`, `sound`, `persist`) touch the outside world. Over them sit one program a player runs (`player`:
//! alone, at one keyboard, or at a network table), one server (`server`), a few one-shot tools (`tools`), the
//! computer players they share (`computer`), and the command line on top (`cli`, with `usage` for its errors).

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

/// The core (crates/sayzee-core), under the names the rest of the crate knows it by.
pub use sayzee_core::{game, rules, text};

pub mod cli;
pub mod computer;
pub mod hash;
pub mod i18n;
pub mod input;
pub mod narration;
pub mod net;
pub mod persist;
pub mod player;
pub mod server;
pub mod sound;
pub mod speech;
pub mod strategy;
pub mod tools;
pub mod usage;
pub mod web;
