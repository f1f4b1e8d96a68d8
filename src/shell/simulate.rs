//! `sayzee simulate`: many solitaire games by one computer player, summarised as mean, standard deviation,
//! lowest and highest score, to check the levels and to compare rules.

use std::io::Write;

use serde_json::json;

use super::cli::SimulateArgs;
use super::{UsageError, expert, parse_preset};
use crate::game::Skill;
use crate::i18n::{Localizer, Message};
use crate::persist::table_cache;
use crate::rules::Ruleset;
use crate::strategy::simulate;

pub fn run(
    args: &SimulateArgs,
    localizer: &Localizer,
    out: &mut dyn Write,
) -> Result<(), UsageError> {
    let preset = parse_preset(&args.rules)?;
    let level: Skill = args
        .bot
        .parse()
        .map_err(|_| UsageError::UnknownLevel(args.bot.clone()))?;
    let games = args.games()?;
    if games == 0 {
        return Err(UsageError::NoGames);
    }
    let seed = args.seed()?.unwrap_or_else(super::play::fresh_seed);
    let rules = Ruleset::preset(preset);
    let advisor = expert::advisor_for(&rules, table_cache::cache_dir(args.cache_dir.as_deref()));
    let summary = simulate(&advisor, level, games, seed);
    let text = if args.json {
        json!({
            "rules": preset.id(),
            "bot": level.id(),
            "games": summary.games,
            "seed": seed,
            "mean": summary.mean,
            "std_dev": summary.std_dev,
            "std_error": summary.std_error(),
            "min": summary.min,
            "max": summary.max,
        })
        .to_string()
            + "\n"
    } else {
        let sentence = localizer.text(
            &Message::new("simulate-result")
                .with("games", summary.games)
                .with("preset", crate::narration::preset_name(preset))
                .with("level", level.id())
                .with("seed", seed.to_string())
                .with("mean", format!("{:.2}", summary.mean))
                .with("spread", format!("{:.2}", summary.std_dev))
                .with("lowest", summary.min)
                .with("highest", summary.max),
        );
        format!(
            "{sentence}\ngames {}\nseed {seed}\nmean {:.4}\nstd_dev {:.4}\nstd_error {:.4}\nmin {}\nmax {}\n",
            summary.games,
            summary.mean,
            summary.std_dev,
            summary.std_error(),
            summary.min,
            summary.max
        )
    };
    // A closed pipe (`sayzee simulate | head -1`) is not an error worth reporting.
    let _ = out.write_all(text.as_bytes());
    Ok(())
}
