//! The chances of winning against computers that play below perfect: their final scores played out by their own
//! level from where they stand (the exact spreads hold for perfect play only, and a beginner averages some 140
//! points where perfect play averages 254), everyone else's exact.

use super::{Forecaster, Outlook, ScoreDistribution, Standing, outlooks_of};
use crate::strategy::advisor::Advisor;
use crate::strategy::bot::{Level, temperature};
use crate::strategy::simulate::play_on_many;

/// How many games a computer below perfect plays out from where it stands: its chance of winning is then within
/// about 1.6 percentage points (one standard error at 50 percent), and from a blank sheet the games take about
/// half a second on two cores.
pub const GAMES_AT_A_LEVEL: u32 = 1000;

/// Whether a computer of `level` plays below perfect (its choices drawn with some chance of a worse one), so that
/// its chances are played out rather than exact.
pub fn plays_below_perfect(level: Level) -> bool {
    temperature(level) > 0.0
}

impl Forecaster {
    /// As [`Forecaster::outlooks`], each player playing at `levels` (by player; `None` for a person): a computer
    /// below perfect as its level plays, from [`GAMES_AT_A_LEVEL`] games played out seeded by `seed`, the others
    /// perfectly. With no computer below perfect it is [`Forecaster::outlooks`] exactly.
    pub fn outlooks_at_levels(
        &self,
        players: &[Standing<'_>],
        levels: &[Option<Level>],
        seed: u64,
    ) -> Vec<Outlook> {
        if (0..players.len()).all(|player| below_perfect(levels, player).is_none()) {
            return self.outlooks(players);
        }
        let scores = self.scores_at_levels(players, levels, seed);
        outlooks_of(&scores)
    }

    /// As [`Forecaster::outlooks_at_levels`], now and at the moment before one player's turn: `then` is that
    /// player and their standing as the turn began; the others' spreads are worked out once, theirs twice.
    pub fn outlooks_then_and_now(
        &self,
        players: &[Standing<'_>],
        levels: &[Option<Level>],
        seed: u64,
        then: (usize, Standing<'_>),
    ) -> (Vec<Outlook>, Vec<Outlook>) {
        let now = self.scores_at_levels(players, levels, seed);
        let (player, standing) = then;
        let mut before = now.clone();
        if let Some(spread) = before.get_mut(player) {
            *spread = self.scores_at_level(
                &standing,
                below_perfect(levels, player),
                !seed ^ player as u64,
            );
        }
        (outlooks_of(&before), outlooks_of(&now))
    }

    /// Each player's final score over every sheet of the match, at their level (a computer below perfect played
    /// out, seeded by `seed` and the player's number).
    fn scores_at_levels(
        &self,
        players: &[Standing<'_>],
        levels: &[Option<Level>],
        seed: u64,
    ) -> Vec<ScoreDistribution> {
        players
            .iter()
            .enumerate()
            .map(|(player, standing)| {
                self.scores_at_level(
                    standing,
                    below_perfect(levels, player),
                    seed ^ player as u64,
                )
            })
            .collect()
    }

    /// A player's final score over every sheet of the match: played out as `level` plays when below perfect, else
    /// exact.
    fn scores_at_level(
        &self,
        standing: &Standing<'_>,
        level: Option<Level>,
        seed: u64,
    ) -> ScoreDistribution {
        match level {
            Some(level) => self.played_scores(standing, level, seed),
            None => self.player_scores(standing),
        }
    }

    /// A player's final score over every sheet of the match as `level` plays: finished sheets as they stand, the
    /// sheet in play (with its dice, on the player's turn) and the sheets not begun played out.
    fn played_scores(&self, standing: &Standing<'_>, level: Level, seed: u64) -> ScoreDistribution {
        let rules = self.table.rules();
        let advisor = Advisor::Exact(self.table.clone());
        let mut dice = standing
            .dice
            .map(|in_play| (in_play.dice.faces(), in_play.rolls_left));
        let mut total = ScoreDistribution::certain(0);
        for (number, sheet) in standing.sheets.iter().enumerate() {
            let part = if rules.is_complete(sheet) {
                ScoreDistribution::certain(u32::from(rules.totals(sheet).grand))
            } else {
                // The dice belong to the first sheet not finished: the one in play.
                let seed = seed ^ ((number as u64) << 32);
                let played =
                    play_on_many(&advisor, level, sheet, dice.take(), GAMES_AT_A_LEVEL, seed);
                ScoreDistribution::from_samples(&played)
            };
            total = total.plus(&part);
        }
        total
    }
}

/// `player`'s level among `levels` when it plays below perfect; `None` for perfect play and for a person.
fn below_perfect(levels: &[Option<Level>], player: usize) -> Option<Level> {
    levels
        .get(player)
        .copied()
        .flatten()
        .filter(|&level| plays_below_perfect(level))
}
