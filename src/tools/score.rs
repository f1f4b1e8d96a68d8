//! `sayzee score`: the points some dice would score in every box of a blank sheet, for checking the
//! engine against a rule book.

use std::io::Write;

use clap::Args;
use serde_json::{Map, Value, json};

use crate::rules::{Dice, Ruleset, Sheet};
use crate::usage::{UsageError, parse_preset};

#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// Rules preset: yahtzee, yahtzee-free-joker, classic, classic-extra, yatzy or maxi-yatzy.
    #[arg(long, default_value = "yahtzee", value_name = "PRESET")]
    pub rules: String,

    /// Print a JSON object instead of one `id points` pair a line.
    #[arg(long)]
    pub json: bool,

    /// The dice, as digits together or apart: 15566 or 1 5 5 6 6.
    #[arg(required = true, num_args = 1.., value_name = "DICE")]
    pub dice: Vec<String>,
}

/// Every box of a blank sheet with the points `dice` score there, in sheet order.
pub fn scores(rules: &Ruleset, dice: &Dice) -> Vec<(&'static str, u16)> {
    rules
        .box_options(&Sheet::default(), dice)
        .into_iter()
        .map(|option| (option.mark.category.id(), option.mark.points))
        .collect()
}

pub fn run(args: &ScoreArgs, out: &mut dyn Write) -> Result<(), UsageError> {
    let preset = parse_preset(&args.rules)?;
    let rules = Ruleset::preset(preset);
    let dice = Dice::parse(&args.dice.join(" "), rules.dice_count())
        .map_err(|error| UsageError::Dice { preset, error })?;
    let scores = scores(&rules, &dice);
    let text = if args.json {
        let boxes: Map<String, Value> = scores
            .iter()
            .map(|&(id, points)| (id.to_string(), json!(points)))
            .collect();
        let faces: Vec<u8> = dice.faces().iter().map(|f| f.value()).collect();
        json!({ "rules": preset.id(), "dice": faces, "scores": boxes }).to_string() + "\n"
    } else {
        scores
            .iter()
            .map(|(id, points)| format!("{id} {points}\n"))
            .collect()
    };
    // A closed pipe (`sayzee score ... | head -1`) is not an error worth reporting.
    let _ = out.write_all(text.as_bytes());
    Ok(())
}
