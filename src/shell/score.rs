//! `sayzee score`: the points some dice would score in every box of a blank sheet, for checking the
//! engine against a rule book.

use std::io::Write;

use serde_json::{Map, Value, json};

use super::{UsageError, cli::ScoreArgs, parse_preset};
use crate::rules::{Dice, Ruleset, Sheet};

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
