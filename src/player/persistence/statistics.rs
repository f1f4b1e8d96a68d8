//! The statistics as the player hears them: each preset's games, then each player's record, for the I key
//! and for `sayzee stats` (`tools/stats.rs`).

use crate::i18n::{Arg, Message};
use crate::narration;
use crate::persist::stats::{PlayerStats, Statistics};
use crate::rules::{Category, Preset, Ruleset};
use crate::text::CleanText;

/// The statistics as sentences: each preset's games, then each player's record in it.
pub fn statistics_messages(stats: &Statistics) -> Vec<Message> {
    if stats.presets.is_empty() {
        return vec![Message::new("stats-none")];
    }
    let mut said = Vec::new();
    for (preset_id, preset) in &stats.presets {
        said.push(
            Message::new("stats-preset")
                .with(
                    "preset",
                    preset_id.parse::<Preset>().map_or_else(
                        |_| Arg::from(CleanText::echo(preset_id).into_string()),
                        |preset| narration::preset_name(preset).into(),
                    ),
                )
                .with("games", count(preset.games)),
        );
        let yahtzee_box = preset_id
            .parse::<Preset>()
            .map(|p| narration::box_name(&Ruleset::preset(p), Category::Yahtzee))
            .unwrap_or_else(|_| {
                narration::box_name(&Ruleset::preset(Preset::default()), Category::Yahtzee)
            });
        for (name, player) in &preset.players {
            said.push(player_message(name, player, yahtzee_box.clone()));
        }
    }
    said.push(Message::new("stats-yahtzee-note"));
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
