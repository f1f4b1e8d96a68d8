//! The drills kept with the statistics (`statistics.json`, from format 6): each person's costliest decisions of
//! their finished games, with every move from there weighed by the exact table, and when each is asked again.
//!
//! They are written in the same atomic write as the game they come from, so a game counted once gives its drills
//! once, and a damaged file is told and moved aside like the rest of the statistics. The list is bounded: past
//! [`MAX_DRILLS`], the drills that gave away least make room.

use serde::{Deserialize, Serialize};

use crate::game::{Choice, DiceSource, Game, GameState, MatchConfig, PlayerSpec};
use crate::rules::{Preset, RuleOptions, Ruleset};
use crate::strategy::drill::{Costly, Moves, Position, Schedule};

/// The most drills kept, for everyone together: each holds every move of its position (about 5 KB in the file), so
/// that fifty keep the statistics far below the size a file of sayzee's may have.
pub const MAX_DRILLS: usize = 50;

/// The day of `now`, counted from 1970-01-01 in UTC.
pub fn day_of(now: std::time::SystemTime) -> u32 {
    let seconds = now
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    u32::try_from(seconds / 86_400).unwrap_or(u32::MAX)
}

/// One decision to ask again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Drill {
    /// Whose decision it was.
    pub player: String,
    pub preset: Preset,
    #[serde(default)]
    pub options: RuleOptions,
    pub position: Position,
    pub moves: Moves,
    /// What was played in the game, and what it gave away there.
    pub played: Choice,
    pub cost: f64,
    #[serde(default)]
    pub schedule: Schedule,
}

impl Drill {
    /// The rules it was played under; `None` when the preset and options no longer make a ruleset.
    pub fn rules(&self) -> Option<Ruleset> {
        self.config().validate().ok()
    }

    /// A one-player match of the drill's rules for its player, to play the position in.
    pub fn config(&self) -> MatchConfig {
        let mut config = MatchConfig::new(self.preset, vec![PlayerSpec::human(&self.player)]);
        config.options = self.options;
        config
    }

    /// The game the drill is played in: its player alone, at the decision, every die kept. `None` when the drill no
    /// longer makes a game (its rules or its sheet were changed in the file).
    pub fn game(&self) -> Option<Game> {
        let position = &self.position;
        let state = GameState::at_decision(
            self.config(),
            position.sheet.clone(),
            position.rolls_allowed,
            position.roll,
            position.dice,
        )
        .ok()?;
        // The dice are never rolled: a roll is the answer, weighed on a copy. They are seeded all the same, so that
        // the copy can roll.
        Some(Game::at_decision(state, DiceSource::seeded(0)))
    }

    /// Whether `other` asks the same question of the same person.
    fn same_question(&self, other: &Drill) -> bool {
        self.player == other.player
            && self.preset == other.preset
            && self.options == other.options
            && self.position == other.position
    }
}

/// Every drill kept, in the order they came.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Drills(pub Vec<Drill>);

impl Drills {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The drills of player `player` of the finished game `state`, asked from the next drill on. A question
    /// already kept is not kept twice.
    pub fn add(&mut self, state: &GameState, player: usize, costly: &[Costly]) {
        let Some(spec) = state.config().players.get(player) else {
            return;
        };
        for decision in costly {
            let drill = Drill {
                player: spec.name.to_string(),
                preset: state.config().preset,
                options: state.config().options,
                position: decision.position.clone(),
                moves: decision.moves.clone(),
                played: decision.played.clone(),
                cost: decision.cost,
                schedule: Schedule::default(),
            };
            if !self.0.iter().any(|kept| kept.same_question(&drill)) {
                self.0.push(drill);
            }
        }
        if self.0.len() > MAX_DRILLS {
            // The cheapest mistakes make room; among equals, the oldest.
            let mut by_cost: Vec<usize> = (0..self.0.len()).collect();
            by_cost.sort_by(|a, b| self.0[*a].cost.total_cmp(&self.0[*b].cost));
            let dropped: Vec<usize> = by_cost[..self.0.len() - MAX_DRILLS].to_vec();
            let mut at = 0;
            self.0.retain(|_| {
                at += 1;
                !dropped.contains(&(at - 1))
            });
        }
    }

    /// The drills due `today` (of `player` only, when named), costliest first.
    pub fn due(&self, today: u32, player: Option<&str>) -> Vec<Drill> {
        let mut due: Vec<Drill> = self
            .0
            .iter()
            .filter(|drill| drill.schedule.is_due(today))
            .filter(|drill| player.is_none_or(|name| drill.player == name))
            .cloned()
            .collect();
        due.sort_by(|a, b| b.cost.total_cmp(&a.cost));
        due
    }

    /// The first day after `today` a drill (of `player`, when named) is due again; `None` when none is kept.
    pub fn next_due(&self, today: u32, player: Option<&str>) -> Option<u32> {
        self.0
            .iter()
            .filter(|drill| player.is_none_or(|name| drill.player == name))
            .map(|drill| drill.schedule.due.max(today))
            .min()
    }

    /// `drill` was answered `today`, rightly or not: learnt, it leaves; wrong, it is asked again after its next
    /// interval. A drill no longer kept (the file changed meanwhile) is left alone.
    pub fn answered(&mut self, drill: &Drill, right: bool, today: u32) {
        let Some(at) = self.0.iter().position(|kept| kept.same_question(drill)) else {
            return;
        };
        match self.0[at].schedule.after(right, today) {
            Some(schedule) => self.0[at].schedule = schedule,
            None => {
                self.0.remove(at);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Choice, MatchConfig, PlayerSpec};
    use crate::rules::{Dice, Sheet};

    fn state() -> GameState {
        let config = MatchConfig::new(
            Preset::Yahtzee,
            vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")],
        );
        GameState::start(config).unwrap().0
    }

    fn costly(round: u16, cost: f64) -> Costly {
        Costly {
            position: Position {
                round,
                sheet: Sheet::default(),
                rolls_allowed: 3,
                roll: 1,
                dice: Dice::parse("12346", 5).unwrap(),
            },
            moves: Moves::default(),
            played: Choice::Keep(Vec::new()),
            cost,
        }
    }

    #[test]
    fn the_day_is_counted_from_1970_in_utc() {
        let epoch = std::time::UNIX_EPOCH;
        assert_eq!(day_of(epoch), 0);
        assert_eq!(day_of(epoch + std::time::Duration::from_secs(86_399)), 0);
        let later = epoch + std::time::Duration::from_secs(86_400 * 20_000 + 5);
        assert_eq!(day_of(later), 20_000);
    }

    #[test]
    fn drills_come_once_each_costliest_first_and_the_cheapest_make_room() {
        let mut drills = Drills::default();
        drills.add(&state(), 0, &[costly(1, 2.0), costly(2, 5.0)]);
        drills.add(&state(), 0, &[costly(1, 2.0)]);
        drills.add(&state(), 1, &[costly(1, 1.0)]);
        assert_eq!(drills.0.len(), 3);
        let due: Vec<(String, f64)> = drills
            .due(10, None)
            .into_iter()
            .map(|d| (d.player, d.cost))
            .collect();
        assert_eq!(
            due,
            [("Ann".into(), 5.0), ("Ann".into(), 2.0), ("Bo".into(), 1.0)]
        );
        assert_eq!(drills.due(10, Some("Bo")).len(), 1);
        let many: Vec<Costly> = (3..200)
            .map(|round| costly(round, f64::from(round)))
            .collect();
        drills.add(&state(), 0, &many);
        assert_eq!(drills.0.len(), MAX_DRILLS);
        let cheapest_kept = (200 - MAX_DRILLS) as f64;
        assert!(
            drills.0.iter().all(|d| d.cost >= cheapest_kept),
            "the cheapest left"
        );
    }

    #[test]
    fn a_wrong_answer_waits_a_day_and_a_right_one_takes_the_drill_away() {
        let mut drills = Drills::default();
        drills.add(&state(), 0, &[costly(1, 2.0), costly(2, 3.0)]);
        let first = drills.due(100, None)[0].clone();
        drills.answered(&first, false, 100);
        assert_eq!(drills.due(100, None).len(), 1);
        assert_eq!(drills.next_due(100, None), Some(100));
        assert_eq!(drills.due(101, None).len(), 2);
        let second = drills.due(100, None)[0].clone();
        drills.answered(&second, true, 100);
        assert_eq!(drills.0.len(), 1);
        assert_eq!(drills.next_due(100, None), Some(101));
    }
}
