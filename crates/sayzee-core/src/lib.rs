//! sayzee's core: the rules of every preset (`rules`), a game played by them (`game`) and the text players type
//! that the game keeps (`text`). Pure data and functions: nothing here knows of speech, Fluent, files, the
//! terminal or the network, and the crate depends on nothing that could.
//!
//! The rules engine answers what a roll scores, exactly as the rule books say:
//!
//! ```
//! use sayzee_core::rules::{Category, Dice, Preset, Ruleset, Sheet};
//!
//! let yatzy = Ruleset::preset(Preset::Yatzy);
//! let roll = Dice::parse("15566", 5).unwrap();
//! let mark = yatzy.mark(&Sheet::default(), &roll, Category::TwoPairs).unwrap();
//! assert_eq!(mark.points, 22);
//! ```

#![forbid(unsafe_code)]

pub mod game;
pub mod rules;
pub mod text;
