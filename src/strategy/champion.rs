//! The computer that plays to win (`champion`): where the exact look-ahead is affordable, the rest of its turn
//! is played for the chance of finishing first (every keep and box of the turn weighed by the chance the end it
//! leads to leaves: its own final-score spread with perfect play after the turn, against every other player's
//! spread from where they stand); elsewhere it plays as `perfect`.
//!
//! The spreads are exact, so this is a one-turn policy improvement on the score-maximising player in the chance
//! of winning: turn by turn it never does worse than `perfect` against players whose futures do not react to
//! it. The spreads cost little once few boxes are open and seconds on an early sheet, so the look-ahead starts
//! when the sheet in play has at most [`LOOKAHEAD_BOXES`] boxes open. Why this method: ARCHITECTURE.md.

use super::advisor::Advisor;
use super::bot::Decision;
use super::odds::{Forecaster, Remembered, Rivals, ScoreDistribution};
use super::plan::TurnPlan;
use super::winning::with_other_sheets;
use crate::rules::{Dice, Face, Mark, Sheet};

/// The most open boxes on the sheet in play for which choices are weighed by the chance of winning.
pub const LOOKAHEAD_BOXES: usize = 6;

/// Chances of winning closer than this are the same: the choice worth more points is taken.
const SAME_CHANCE: f64 = 1e-9;

/// Where everyone stands when the champion decides: every player's sheets, and whose turn it is.
#[derive(Clone, Copy, Debug)]
pub struct Seats<'a> {
    pub sheets: &'a [Vec<Sheet>],
    pub me: usize,
}

/// What the champion weighs with: the forecaster of the exact table, and the spreads it has already worked out.
#[derive(Clone, Copy, Debug)]
pub struct Weigher<'a> {
    pub forecaster: &'a Forecaster,
    pub memory: &'a Remembered,
}

/// A choice of the turn with the chance of winning it leaves (the player playing perfectly after the turn).
#[derive(Clone, Debug, PartialEq)]
pub struct ChanceOfChoice {
    pub decision: Decision,
    pub chance: f64,
}

/// The two choices now: the one that wins most often, and the one worth most points (`perfect`'s), each with
/// the chance of winning it leaves. They are the same choice when points are what wins.
#[derive(Clone, Debug, PartialEq)]
pub struct BothChoices {
    pub to_win: ChanceOfChoice,
    pub for_points: ChanceOfChoice,
    /// Every keep of the dice showing (holding them all is stopping) and every box they may go in with what it
    /// scores, with the chance of winning each leaves: what a player's own choice is worth.
    pub keeps: Vec<(Vec<Face>, f64)>,
    pub boxes: Vec<(Mark, f64)>,
}

/// The champion's choice with `dice` showing and `rolls_left` rolls left, or `None` where it plays as `perfect`
/// (one player, an early sheet, a later sheet still blank). `plan` is the turn's plan from the sheet in play.
pub fn decide_to_win(
    weigher: Weigher<'_>,
    advisor: &Advisor,
    plan: &TurnPlan<'_>,
    seats: Seats<'_>,
    dice: &Dice,
    rolls_left: u8,
) -> Option<Decision> {
    weigh_both(weigher, advisor, plan, seats, dice, rolls_left).map(|both| both.to_win.decision)
}

/// The choice that wins most often and the one worth most points, with their chances, where the champion weighs
/// its chances ([`decide_to_win`]); `None` where it plays as `perfect`.
pub fn weigh_both(
    weigher: Weigher<'_>,
    advisor: &Advisor,
    plan: &TurnPlan<'_>,
    seats: Seats<'_>,
    dice: &Dice,
    rolls_left: u8,
) -> Option<BothChoices> {
    let Weigher { forecaster, memory } = weigher;
    let rules = forecaster.table().rules();
    let mine = seats.sheets.get(seats.me)?;
    let in_play = mine.iter().position(|sheet| !rules.is_complete(sheet))?;
    let sheet = &mine[in_play];
    if seats.sheets.len() < 2
        || in_play + 1 != mine.len()
        || rules.open_boxes(sheet).count() > LOOKAHEAD_BOXES
    {
        return None;
    }
    let others: Vec<ScoreDistribution> = seats
        .sheets
        .iter()
        .enumerate()
        .filter(|&(player, _)| player != seats.me)
        .map(|(_, sheets)| others_scores(weigher, sheets))
        .collect::<Option<_>>()?;
    let rivals = Rivals::against(&others);
    let mut chance = |spread: &ScoreDistribution| {
        if in_play == 0 {
            rivals.chance_to_win(spread)
        } else {
            rivals.chance_to_win(&with_other_sheets(
                forecaster,
                mine,
                in_play,
                spread.clone(),
            ))
        }
    };
    // Keeps come best for points first, so a later one is taken only when it wins more often.
    let keeps = plan.keep_choices(dice, rolls_left);
    let kept: Vec<&[Face]> = keeps.iter().map(|keep| keep.keep.as_slice()).collect();
    let worths = forecaster.turn_worths(memory, sheet, (dice, rolls_left), &kept, &mut chance)?;
    // Boxes come best for points first too.
    let boxes = advisor.box_choices(sheet, dice);
    let box_worths: Vec<f64> = boxes
        .iter()
        .map(|choice| {
            worths
                .boxes
                .iter()
                .find(|(known, _)| *known == choice.mark.category)
                .map(|(_, worth)| *worth)
        })
        .collect::<Option<_>>()?;
    // A keep that holds every die stops: the choice is then a box.
    let choice = |keep_at: Option<usize>, box_at: usize| match keep_at {
        Some(at) if !keeps[at].stops(dice) => ChanceOfChoice {
            decision: Decision::Reroll {
                keep: keeps[at].keep.clone(),
            },
            chance: worths.keeps[at],
        },
        _ => ChanceOfChoice {
            decision: Decision::Mark(boxes[box_at].mark.category),
            chance: box_worths[box_at],
        },
    };
    let to_win = choice(
        most_likely(worths.keeps.iter().copied().enumerate()),
        most_likely(box_worths.iter().copied().enumerate())?,
    );
    let for_points = choice((!keeps.is_empty()).then_some(0), 0);
    // Handed over, not copied: the champion's own decisions pay nothing for what only the hint reads.
    Some(BothChoices {
        to_win,
        for_points,
        keeps: keeps
            .into_iter()
            .map(|keep| keep.keep)
            .zip(worths.keeps)
            .collect(),
        boxes: boxes
            .into_iter()
            .map(|choice| choice.mark)
            .zip(box_worths)
            .collect(),
    })
}

/// The first of `chances` (in order, best for points first) that no later one beats by more than
/// [`SAME_CHANCE`].
fn most_likely(chances: impl Iterator<Item = (usize, f64)>) -> Option<usize> {
    let mut best: Option<(usize, f64)> = None;
    for (at, chance) in chances {
        if best.is_none_or(|(_, most)| chance > most + SAME_CHANCE) {
            best = Some((at, chance));
        }
    }
    best.map(|(at, _)| at)
}
/// Another player's final score over the match, from the start of their next turn: `None` when a sheet of theirs
/// other than the last is still open (too early to weigh).
fn others_scores(weigher: Weigher<'_>, sheets: &[Sheet]) -> Option<ScoreDistribution> {
    let rules = weigher.forecaster.table().rules();
    let mut total = ScoreDistribution::certain(0);
    for (at, sheet) in sheets.iter().enumerate() {
        let part = if rules.is_complete(sheet) {
            ScoreDistribution::certain(u32::from(rules.totals(sheet).grand))
        } else if at + 1 == sheets.len() {
            weigher
                .forecaster
                .final_scores_remembered(weigher.memory, sheet)
        } else {
            return None;
        };
        total = total.plus(&part);
    }
    Some(total)
}

#[cfg(test)]
mod tests;
