//! The statistics as the player hears them: each preset's games, then each player's record, for the I key
//! and for `sayzee stats` (`tools/stats.rs`).

use crate::i18n::{Arg, Message};
use crate::narration;
use crate::persist::stats::{PlayerStats, PresetStats, Statistics};
use crate::rules::{Category, Preset, Ruleset};
use crate::text::CleanText;

/// The statistics as sentences: each preset's games, then each player's record in it; games at home first,
/// then those played online.
pub fn statistics_messages(stats: &Statistics) -> Vec<Message> {
    if stats.presets.is_empty() && stats.online.is_empty() {
        return vec![Message::new("stats-none")];
    }
    let mut said = Vec::new();
    for (heading, presets) in [
        ("stats-preset", &stats.presets),
        ("stats-preset-online", &stats.online),
    ] {
        for (preset_id, preset) in presets {
            said.extend(preset_messages(heading, preset_id, preset));
        }
    }
    said.push(Message::new("stats-yahtzee-note"));
    said
}

/// One preset's games (said by `heading`), then each player's record in it.
fn preset_messages(heading: &'static str, preset_id: &str, preset: &PresetStats) -> Vec<Message> {
    let parsed = preset_id.parse::<Preset>();
    let name = parsed.as_ref().map_or_else(
        |_| Arg::from(CleanText::echo(preset_id).into_string()),
        |preset| narration::preset_name(*preset).into(),
    );
    let yahtzee_box = narration::box_name(
        &Ruleset::preset(parsed.unwrap_or_default()),
        Category::Yahtzee,
    );
    let mut said = vec![
        Message::new(heading)
            .with("preset", name)
            .with("games", count(preset.games)),
    ];
    for (name, player) in &preset.players {
        said.push(player_message(name, player, yahtzee_box.clone()));
        said.extend(given_away_message(name, player));
        said.extend(luck_message(name, player));
    }
    said
}

/// A count as a number to say: exact up to 2^53, far beyond any count of games.
fn count(n: u64) -> f64 {
    n as f64
}

fn player_message(name: &str, player: &PlayerStats, yahtzee_box: Message) -> Message {
    // The statistics file is text from outside too: a name in it is cleaned like any other.
    Message::new("stats-player")
        .with("name", crate::text::PlayerName::new(name).to_string())
        .with("games", count(player.games))
        .with("wins", count(player.wins))
        .with("best", count(player.best))
        .with("average", player.average())
        .with("box", yahtzee_box)
        .with("yahtzees", count(player.yahtzees))
}

/// The points a player gives away against the expert's play, once a game of theirs was reviewed.
fn given_away_message(name: &str, player: &PlayerStats) -> Option<Message> {
    let per_game = player.given_away_per_game()?;
    Some(
        Message::new("stats-player-given")
            .with("name", crate::text::PlayerName::new(name).to_string())
            .with("game_points", per_game)
            .with(
                "decision_points",
                player.given_away_per_decision().unwrap_or(0.0),
            )
            .with("games", count(player.reviewed)),
    )
}

/// What the dice gave a player per game against an average one, once a game of theirs was weighed.
fn luck_message(name: &str, player: &PlayerStats) -> Option<Message> {
    let per_game = player.luck_per_game()?;
    let id = match per_game {
        p if p > 0.0 => "stats-player-luck-above",
        p if p < 0.0 => "stats-player-luck-below",
        _ => "stats-player-luck-even",
    };
    Some(
        Message::new(id)
            .with("name", crate::text::PlayerName::new(name).to_string())
            .with("points", per_game.abs())
            .with("games", count(player.lucky)),
    )
}
