//! `sayzee simulate`: many solitaire games by one computer player, summarised as mean, standard deviation,
//! lowest and highest score, and the points its decisions gave away against the expert's (as a review weighs a
//! person's), to check the levels and to compare rules.

use std::io::Write;

use clap::Args;
use serde_json::json;

use crate::computer::expert;
use crate::game::Skill;
use crate::i18n::{Localizer, Message};
use crate::persist::table_cache;
use crate::rules::Ruleset;
use crate::strategy::simulate;
use crate::usage::{UsageError, fresh_seed, number_in, parse_preset};

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// Rules preset: yahtzee, yahtzee-free-joker, classic, classic-extra, yatzy or maxi-yatzy.
    #[arg(long, default_value = "yahtzee", value_name = "PRESET")]
    pub rules: String,

    /// The computer player's level: perfect, expert, good, casual or beginner.
    #[arg(long, default_value = "perfect", value_name = "LEVEL")]
    pub bot: String,

    /// How many games to play.
    #[arg(
        long,
        default_value = "10000",
        value_name = "N",
        allow_hyphen_values = true
    )]
    pub games: String,

    /// Seed for the dice and the computer's choices: the same seed gives the same figures (default: a fresh one,
    /// printed with the results).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub seed: Option<String>,

    /// Print a JSON object instead of a sentence and `name value` lines.
    #[arg(long)]
    pub json: bool,

    /// Where solved tables are kept (default: $SAYZEE_CACHE_DIR, else the system's cache directory).
    #[arg(long, value_name = "DIR")]
    pub cache_dir: Option<std::path::PathBuf>,
}

impl SimulateArgs {
    /// `--games`, checked (none at all is the caller's to explain).
    ///
    /// # Errors
    /// [`UsageError::BadNumber`] when it is not a whole number that fits.
    pub fn games(&self) -> Result<u32, UsageError> {
        number_in("games", &self.games, 0, u64::from(u32::MAX)).map(|n| n as u32)
    }

    /// `--seed`, checked.
    ///
    /// # Errors
    /// [`UsageError::BadNumber`] when it is not a whole number that fits.
    pub fn seed(&self) -> Result<Option<u64>, UsageError> {
        self.seed
            .as_deref()
            .map(|text| number_in("seed", text, 0, u64::MAX))
            .transpose()
    }
}

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
    let seed = args.seed()?.unwrap_or_else(fresh_seed);
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
            "decisions": summary.weighing.decisions,
            "given_away_per_game": summary.given_away_per_game(),
            "given_away_per_decision": summary.given_away_per_decision(),
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
        let given_away = localizer.text(
            &Message::new("simulate-given-away")
                .with("per_game", format!("{:.2}", summary.given_away_per_game()))
                .with(
                    "per_decision",
                    format!("{:.3}", summary.given_away_per_decision()),
                ),
        );
        format!(
            "{sentence}\n{given_away}\ngames {}\nseed {seed}\nmean {:.4}\nstd_dev {:.4}\nstd_error {:.4}\nmin {}\nmax {}\ngiven_away_per_game {:.4}\ngiven_away_per_decision {:.4}\n",
            summary.games,
            summary.mean,
            summary.std_dev,
            summary.std_error(),
            summary.min,
            summary.max,
            summary.given_away_per_game(),
            summary.given_away_per_decision(),
        )
    };
    // A closed pipe (`sayzee simulate | head -1`) is not an error worth reporting.
    let _ = out.write_all(text.as_bytes());
    Ok(())
}
