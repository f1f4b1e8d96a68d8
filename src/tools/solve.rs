//! `sayzee solve`: builds the optimal strategy table for a preset and reports its expected score, the states
//! solved and the time taken, then stores the table in the cache so that games start at once.

use std::io::Write;
use std::time::Instant;

use clap::Args;
use serde_json::json;

use crate::i18n::{Localizer, Message};
use crate::persist::table_cache;
use crate::rules::Ruleset;
use crate::strategy::StrategyTable;
use crate::usage::{UsageError, parse_preset};

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Rules preset: yahtzee, yahtzee-free-joker, classic, classic-extra or yatzy; maxi-yatzy has no exact table.
    #[arg(long, default_value = "yahtzee", value_name = "PRESET")]
    pub rules: String,

    /// Print a JSON object instead of a sentence and `name value` lines.
    #[arg(long)]
    pub json: bool,

    /// Where to keep solved tables (default: $SAYZEE_CACHE_DIR, else the system's cache directory).
    #[arg(long, value_name = "DIR")]
    pub cache_dir: Option<std::path::PathBuf>,
}

pub fn run(args: &SolveArgs, localizer: &Localizer, out: &mut dyn Write) -> Result<(), UsageError> {
    let preset = parse_preset(&args.rules)?;
    let rules = Ruleset::preset(preset);
    let started = Instant::now();
    let table = StrategyTable::build(&rules).map_err(|_| UsageError::NoExactTable(preset))?;
    let seconds = started.elapsed().as_secs_f64();
    // A cache that cannot be written costs the next game half a second, nothing more: not an error here.
    let stored = table_cache::cache_dir(args.cache_dir.as_deref())
        .is_some_and(|dir| table_cache::store(&dir, &table).is_ok());
    let expected = table.expected_score();
    let text = if args.json {
        json!({
            "rules": preset.id(),
            "expected": expected,
            "states": table.state_count(),
            "seconds": seconds,
            "cached": stored,
        })
        .to_string()
            + "\n"
    } else {
        let sentence = localizer.text(
            &Message::new("solver-result")
                .with("preset", crate::narration::preset_name(preset))
                .with("score", format!("{expected:.4}"))
                .with("states", table.state_count())
                .with("seconds", format!("{seconds:.2}")),
        );
        format!(
            "{sentence}\nexpected {expected:.4}\nstates {}\nseconds {seconds:.3}\n",
            table.state_count()
        )
    };
    // A closed pipe (`sayzee solve | head -1`) is not an error worth reporting.
    let _ = out.write_all(text.as_bytes());
    Ok(())
}
