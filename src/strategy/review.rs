//! A review of one player's decisions: each choice of the game's [`Record`] weighed against the expert's from the
//! same position. With the exact table the cost of a choice is exact (the expected final score of the best choice
//! minus that of the one made); with the heuristic (Maxi Yatzy) it is the heuristic's own estimate.

use crate::game::{Choice, Game, Record, Step, TurnRecord};
use crate::rules::{Dice, Face};

use super::advisor::Advisor;
use super::plan::{BoxChoice, KeepChoice, TurnPlan};

/// Two values closer than this are a tie: the table's values are single-precision sums, and a choice worth as much
/// as the best one is the expert's too.
const TIE: f64 = 1e-4;

/// One decision weighed.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighed {
    pub round: u16,
    /// The roll whose dice the choice was made on, 1-based.
    pub roll: u8,
    pub dice: Dice,
    pub chosen: Choice,
    /// The expert's choice from the same position (the chosen one when it is as good).
    pub best: Choice,
    /// Expected points given away by the choice, 0 for the expert's.
    pub cost: f64,
}

impl Weighed {
    pub fn is_experts(&self) -> bool {
        self.cost == 0.0
    }
}

/// One player's decisions, weighed.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub player: usize,
    /// Against the exact table (otherwise against the heuristic's estimate).
    pub exact: bool,
    /// Every decision with more than one choice, in the order made.
    pub decisions: Vec<Weighed>,
    /// What the dice gave (negative: took) against an average game, in expected points ([`super::luck::luck`]);
    /// `None` without the exact table or the game's record from its start.
    pub luck: Option<f64>,
}

impl Review {
    /// How many of the decisions were the expert's (or worth as much).
    pub fn experts(&self) -> usize {
        self.decisions.iter().filter(|d| d.is_experts()).count()
    }

    /// The expected points given away in all, against the expert's play.
    pub fn given_away(&self) -> f64 {
        self.decisions.iter().map(|d| d.cost).sum()
    }

    /// The `count` decisions that cost most, costliest first (earlier first among equals); none of the expert's.
    pub fn costliest(&self, count: usize) -> Vec<&Weighed> {
        self.costliest_but(count, |_| false)
    }

    /// [`Review::costliest`] leaving out the decisions `spared` picks (those played to win).
    pub fn costliest_but(&self, count: usize, spared: impl Fn(&Weighed) -> bool) -> Vec<&Weighed> {
        let mut costly: Vec<&Weighed> = self
            .decisions
            .iter()
            .filter(|d| !d.is_experts() && !spared(d))
            .collect();
        costly.sort_by(|a, b| b.cost.total_cmp(&a.cost));
        costly.truncate(count);
        costly
    }
}

/// The review of a person who played every one of their turns of `game` themselves, each held whole in its record:
/// `None` for a computer, for a person a computer played a turn for (a stand-in at a network table), and for one
/// whose turns the record does not all hold (a game resumed from an older save, or followed from after its
/// start). The figure the statistics and a server's leaderboard keep comes from this review only.
pub fn whole_review(advisor: &Advisor, game: &Game, player: usize) -> Option<Review> {
    let state = game.state();
    let record = game.record();
    if state.config().players.get(player)?.is_computer() {
        return None;
    }
    let mut turns = record.turns().iter().filter(|turn| turn.player == player);
    let whole =
        turns.clone().count() == usize::from(state.rounds()) && !turns.any(|turn| turn.by_computer);
    whole.then(|| review(advisor, record, player))
}

/// Weighs every decision `player` made in `record` with `advisor`. Turns a computer marked (a computer standing
/// in for the person) are not the person's and are left out; so are choices with nothing to choose between.
pub fn review(advisor: &Advisor, record: &Record, player: usize) -> Review {
    let mut decisions = Vec::new();
    for turn in record.turns() {
        if turn.player != player || turn.by_computer || turn.steps.is_empty() {
            continue;
        }
        let plan = advisor.turn(&turn.start);
        decisions.extend(
            turn.steps
                .iter()
                .filter_map(|step| weigh_step(advisor, &plan, turn, step)),
        );
    }
    Review {
        player,
        exact: advisor.is_exact(),
        decisions,
        luck: super::luck::luck(advisor, record, player),
    }
}

/// `turn`'s luck and cost; `None` without the exact table, on a sheet past the first, or when a choice it holds is
/// not one the rules allowed.
pub fn turn_figures(advisor: &Advisor, turn: &TurnRecord) -> Option<super::luck::TurnFigures> {
    if !advisor.is_exact() {
        return None;
    }
    let luck = super::luck::turn_luck(advisor, turn)?;
    let plan = advisor.turn(&turn.start);
    let cost = turn
        .steps
        .iter()
        .filter_map(|step| weigh_step(advisor, &plan, turn, step))
        .map(|weighed| weighed.cost)
        .sum();
    Some(super::luck::TurnFigures {
        player: turn.player,
        luck,
        cost,
    })
}

/// One choice of `turn` weighed, `plan` being the turn's keep values; `None` when there was nothing to choose.
pub(super) fn weigh_step(
    advisor: &Advisor,
    plan: &TurnPlan<'_>,
    turn: &TurnRecord,
    step: &Step,
) -> Option<Weighed> {
    let (best, cost) = match &step.choice {
        Choice::Keep(kept) => {
            let rolls_left = turn.rolls_allowed.saturating_sub(step.roll);
            weigh_keep(&plan.keep_choices(&step.dice, rolls_left), kept)
        }
        Choice::Mark(category) => {
            weigh_box(&advisor.box_choices(&turn.start, &step.dice), *category)
        }
    }?;
    Some(Weighed {
        round: turn.round,
        roll: step.roll,
        dice: step.dice,
        chosen: step.choice.clone(),
        best,
        cost,
    })
}

/// The expert's keep and the cost of `kept`, or `None` when there was no choice (or the keep is not one of them).
pub(super) fn weigh_keep(choices: &[KeepChoice], kept: &[Face]) -> Option<(Choice, f64)> {
    let best = choices.first().filter(|_| choices.len() > 1)?;
    let chosen = choices.iter().find(|c| c.keep == kept)?;
    Some(priced(
        Choice::Keep(best.keep.clone()),
        Choice::Keep(kept.to_vec()),
        best.value - chosen.value,
    ))
}

/// The expert's box and the cost of `marked`, as [`weigh_keep`].
pub(super) fn weigh_box(
    choices: &[BoxChoice],
    marked: crate::rules::Category,
) -> Option<(Choice, f64)> {
    let best = choices.first().filter(|_| choices.len() > 1)?;
    let chosen = choices.iter().find(|c| c.mark.category == marked)?;
    Some(priced(
        Choice::Mark(best.mark.category),
        Choice::Mark(marked),
        best.value - chosen.value,
    ))
}

/// A tie is the expert's own choice at no cost.
fn priced(best: Choice, chosen: Choice, cost: f64) -> (Choice, f64) {
    if cost < TIE {
        (chosen, 0.0)
    } else {
        (best, cost)
    }
}

#[cfg(test)]
mod tests;
