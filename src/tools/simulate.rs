//! `sayzee simulate`: many solitaire games by one computer player, summarised as mean, standard deviation,
//! lowest and highest score, and the points its decisions gave away against the expert's (as a review weighs a
//! person's), to check the levels and to compare rules; or, with `--bot` given two to eight times, those
//! computers against each other (see `strategy::versus`), each one's share of wins with its 95% interval.

use std::io::Write;

use clap::Args;
use serde_json::json;

use crate::computer::expert;
use crate::game::{MAX_PLAYERS, Skill};
use crate::i18n::{Localizer, Message};
use crate::persist::table_cache;
use crate::rules::Preset;
use crate::rules::Ruleset;
use crate::strategy::{Advisor, Forecaster, Knowledge, Remembered, head_to_head, simulate};
use crate::usage::{UsageError, fresh_seed, number_in, parse_preset};

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// Rules preset: yahtzee, yahtzee-free-joker, classic, classic-extra, yatzy or maxi-yatzy.
    #[arg(long, default_value = "yahtzee", value_name = "PRESET")]
    pub rules: String,

    /// The computer player's level: champion, perfect, expert, good, casual or beginner. Given two to eight
    /// times, those computers play each other (default: one perfect player alone).
    #[arg(long, value_name = "LEVEL")]
    pub bot: Vec<String>,

    /// How many games to play (with several computers: how many deals, each played once per seating).
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

    /// Print a JSON object with every figure instead of the sentences.
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
    let levels = args
        .bot
        .iter()
        .map(|bot| {
            bot.parse::<Skill>()
                .map_err(|_| UsageError::UnknownLevel(bot.clone()))
        })
        .collect::<Result<Vec<Skill>, UsageError>>()?;
    if levels.len() > MAX_PLAYERS {
        return Err(UsageError::TooManyBots(levels.len()));
    }
    let games = args.games()?;
    if games == 0 {
        return Err(UsageError::NoGames);
    }
    let seed = args.seed()?.unwrap_or_else(fresh_seed);
    let rules = Ruleset::preset(preset);
    let advisor = expert::advisor_for(&rules, table_cache::cache_dir(args.cache_dir.as_deref()));
    if levels.len() > 1 {
        let played = Played {
            preset,
            deals: games,
            seed,
        };
        let text = versus_text(args.json, localizer, &played, &advisor, &levels);
        let _ = out.write_all(text.as_bytes());
        return Ok(());
    }
    let level = levels.first().copied().unwrap_or(Skill::Perfect);
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
                .with("level", crate::narration::level_name(level))
                .with("seed", seed.to_string())
                .with("mean", hundredths(summary.mean))
                .with("spread", hundredths(summary.std_dev))
                .with("lowest", summary.min)
                .with("highest", summary.max),
        );
        let given_away = localizer.text(
            &Message::new("simulate-given-away")
                .with("per_game", hundredths(summary.given_away_per_game()))
                .with(
                    "per_decision",
                    (summary.given_away_per_decision() * 1000.0).round() / 1000.0,
                ),
        );
        // Sentences only: a screen reader reads every line, and `--json` gives scripts every figure.
        format!("{sentence}\n{given_away}\n")
    };
    // A closed pipe (`sayzee simulate | head -1`) is not an error worth reporting.
    let _ = out.write_all(text.as_bytes());
    Ok(())
}

/// A figure to two decimals, as a number: each language writes its own decimal sign ("51,88").
fn hundredths(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

/// The most chances the champion keeps in a head-to-head (4 bytes each: 256 MB; 2,000 Yahtzee deals used about
/// 110 MB, and a 16 MB bound made them 50% slower).
const SIMULATION_MEMORY: usize = 64 << 20;

/// What a head-to-head was asked to play.
struct Played {
    preset: Preset,
    deals: u32,
    seed: u64,
}

/// Plays `levels` against each other and says how each did: a sentence per computer, or one JSON object.
fn versus_text(
    json: bool,
    localizer: &Localizer,
    played: &Played,
    advisor: &Advisor,
    levels: &[Skill],
) -> String {
    let forecaster = match advisor {
        Advisor::Exact(table) => Some(Forecaster::new(std::sync::Arc::clone(table))),
        Advisor::Heuristic(_) => None,
    };
    let advisor = std::sync::Arc::new(advisor.clone());
    // A simulation reaches most late states: more memory than a game's saves working them out again.
    let memory = Remembered::new(SIMULATION_MEMORY);
    let knowledge = Knowledge {
        advisor: &advisor,
        forecaster: forecaster.as_ref(),
        memory: &memory,
    };
    let versus = head_to_head(knowledge, levels, played.deals, played.seed);
    let percent = |share: f64| hundredths(share * 100.0);
    if json {
        let contenders: Vec<serde_json::Value> = versus
            .contenders
            .iter()
            .map(|c| {
                json!({
                    "bot": c.level.id(),
                    "win_share": c.win_share,
                    "interval_low": c.interval.0,
                    "interval_high": c.interval.1,
                    "mean": c.mean_score,
                })
            })
            .collect();
        return json!({
            "rules": played.preset.id(),
            "deals": versus.deals,
            "games": u64::from(versus.deals) * levels.len() as u64,
            "seed": played.seed,
            "contenders": contenders,
        })
        .to_string()
            + "\n";
    }
    let mut text = localizer.text(
        &Message::new("simulate-versus")
            .with("deals", versus.deals)
            .with("seatings", levels.len())
            .with("preset", crate::narration::preset_name(played.preset))
            .with("seed", played.seed.to_string()),
    ) + "\n";
    for c in &versus.contenders {
        text += &localizer.text(
            &Message::new("simulate-contender")
                .with("level", crate::narration::level_name(c.level))
                .with("share", percent(c.win_share))
                .with("low", percent(c.interval.0))
                .with("high", percent(c.interval.1))
                .with("mean", hundredths(c.mean_score)),
        );
        text += "\n";
    }
    text
}
