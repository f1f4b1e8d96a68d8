//! The decisions weighed in the chance of winning. Where the review weighs a choice in expected points, this weighs
//! the choices that gave points away in the chance of finishing first: the player's chance with the expert's
//! choice, and with the one made, everyone else as they stood at that moment and everyone playing perfectly
//! afterwards (the exact final-score spreads of `odds`). Of those, it keeps the one that cost most chance, and
//! the ones that raised it: moves played to win (the hint's "To win"), which the review must not call mistakes. A
//! walk a choice, so it is worked out in the background after the game; choices worth as much as the expert's
//! cost no chance by this measure.

use super::review::{Weighed, weigh_step};
use crate::game::{Choice, Game};
use crate::rules::Sheet;
use crate::strategy::advisor::Advisor;
use crate::strategy::odds::{DiceInPlay, Forecaster, ScoreDistribution, Standing, win_chances};

/// Chances of winning closer than this are the same (the spreads drop chances below a millionth).
const SAME_CHANCE: f64 = 1e-4;

/// A decision weighed in the chance of winning.
#[derive(Clone, Debug, PartialEq)]
pub struct WinCost {
    pub decision: Weighed,
    /// The chance of winning the expert's choice left, and the one the choice made left.
    pub expert_chance: f64,
    pub chosen_chance: f64,
}

/// A player's choices that gave points away, as the chance of winning judges them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WinWeighing {
    /// The choice that cost most chance of winning; `None` when none cost any.
    pub costliest: Option<WinCost>,
    /// The choices that gave points away for a better chance of winning than the expert's left: played to win,
    /// in the order made.
    pub played_to_win: Vec<WinCost>,
    /// Every decision, in the order made, with the chance of winning before it (as the expert's choice leaves it:
    /// everyone playing perfectly from there) and after it; for the walk through the game.
    pub every: Vec<WinCost>,
}

/// The choices of `player` in `game` that gave points away, weighed in the chance of winning with `forecaster`
/// (whose table `advisor` must hold): the one that cost most, and those that raised the chance. Nothing with
/// fewer than two players, or for a turn the record does not hold whole.
pub fn weigh_for_winning(
    forecaster: &Forecaster,
    advisor: &Advisor,
    game: &Game,
    player: usize,
) -> WinWeighing {
    let state = game.state();
    let mut weighing = WinWeighing::default();
    if state.players().len() < 2 {
        return weighing;
    }
    let turns = game.record().turns();
    for (at, turn) in turns.iter().enumerate() {
        if turn.player != player || turn.by_computer {
            continue;
        }
        // The others' spreads stand still through the turn: worked out once, when a choice needs them.
        let mut others: Option<Vec<ScoreDistribution>> = None;
        let own_sheets = sheets_at(game, player, at);
        let plan = advisor.turn(&turn.start);
        for step in &turn.steps {
            let rolls_left = turn.rolls_allowed.saturating_sub(step.roll);
            let Some(decision) = weigh_step(advisor, &plan, turn, step) else {
                continue;
            };
            // The expert's own choice leaves the chance as it was: one spread, not two.
            let spreads = match decision.is_experts() {
                true => Some((before(forecaster, &turn.start, step.dice, rolls_left), None)),
                false => spreads(
                    forecaster,
                    advisor,
                    &turn.start,
                    &step.choice,
                    step.dice,
                    rolls_left,
                )
                .map(|(expert, chosen)| (expert, Some(chosen))),
            };
            let Some((expert, chosen)) = spreads else {
                continue;
            };
            let others = others.get_or_insert_with(|| {
                (0..state.players().len())
                    .filter(|&other| other != player)
                    .map(|other| {
                        let sheets = sheets_at(game, other, at);
                        forecaster.player_scores(&Standing {
                            sheets: &sheets,
                            dice: None,
                        })
                    })
                    .collect()
            });
            let sheet = usize::from(turn.sheet);
            let chance = |spread: ScoreDistribution| {
                let total = with_other_sheets(forecaster, &own_sheets, sheet, spread);
                let mut all = vec![total];
                all.extend(others.iter().cloned());
                win_chances(&all)[0]
            };
            let expert_chance = chance(expert);
            let weighed = WinCost {
                decision,
                expert_chance,
                chosen_chance: chosen.map_or(expert_chance, chance),
            };
            weighing.every.push(weighed.clone());
            weighing.take(weighed);
        }
    }
    weighing
}

impl WinWeighing {
    /// Keeps `weighed` where it belongs: among the choices played to win if it raised the chance, as the
    /// costliest if it cost more than any before it.
    fn take(&mut self, weighed: WinCost) {
        let lost = weighed.expert_chance - weighed.chosen_chance;
        if -lost > SAME_CHANCE {
            self.played_to_win.push(weighed);
        } else if lost > SAME_CHANCE
            && self
                .costliest
                .as_ref()
                .is_none_or(|c| lost > c.expert_chance - c.chosen_chance)
        {
            self.costliest = Some(weighed);
        }
    }
}

/// The final-score spread of the sheet in play from `start` with `dice` showing and `rolls_left` rolls left, playing
/// perfectly: what the expert's choice leaves.
fn before(
    forecaster: &Forecaster,
    start: &Sheet,
    dice: crate::rules::Dice,
    rolls_left: u8,
) -> ScoreDistribution {
    forecaster.final_scores(
        start,
        Some(DiceInPlay {
            dice: &dice,
            rolls_left,
        }),
    )
}

/// The final-score spreads of the sheet in play after the expert's choice and after `choice`, from `start` with
/// `dice` showing and `rolls_left` rolls left.
fn spreads(
    forecaster: &Forecaster,
    advisor: &Advisor,
    start: &Sheet,
    choice: &Choice,
    dice: crate::rules::Dice,
    rolls_left: u8,
) -> Option<(ScoreDistribution, ScoreDistribution)> {
    let rolled = |left| before(forecaster, start, dice, left);
    match choice {
        Choice::Keep(kept) => {
            let chosen = if kept.len() == dice.faces().len() {
                // Holding every die is stopping: the best box with these dice.
                rolled(0)
            } else {
                forecaster.final_scores_after_keep(start, kept, rolls_left)?
            };
            Some((rolled(rolls_left), chosen))
        }
        Choice::Mark(category) => {
            let marked = advisor
                .box_choices(start, &dice)
                .into_iter()
                .find(|c| c.mark.category == *category)?;
            let mut after = start.clone();
            after.record(&marked.mark);
            Some((rolled(0), forecaster.final_scores(&after, None)))
        }
    }
}

/// The player's whole final score: `in_play` for sheet number `sheet`, the sheets before it as they ended, the
/// sheets after it from blank.
pub(super) fn with_other_sheets(
    forecaster: &Forecaster,
    sheets: &[Sheet],
    sheet: usize,
    in_play: ScoreDistribution,
) -> ScoreDistribution {
    let rules = forecaster.table().rules();
    let mut total = ScoreDistribution::certain(0);
    let mut blank: Option<ScoreDistribution> = None;
    for (number, kept) in sheets.iter().enumerate() {
        let part = if number == sheet {
            in_play.clone()
        } else if rules.is_complete(kept) {
            ScoreDistribution::certain(u32::from(rules.totals(kept).grand))
        } else {
            blank
                .get_or_insert_with(|| forecaster.final_scores(&Sheet::default(), None))
                .clone()
        };
        total = total.plus(&part);
    }
    total
}

/// `player`'s sheets as they stood when turn number `at` of the record began: from the player's next turn in the
/// record (the sheets before its sheet as they ended, its sheet as the turn began, the later ones blank), or as
/// the game ended when the player has no turn left.
fn sheets_at(game: &Game, player: usize, at: usize) -> Vec<Sheet> {
    let ended = &game.state().players()[player].sheets;
    let next = game.record().turns()[at..]
        .iter()
        .find(|turn| turn.player == player);
    match next {
        Some(turn) => (0..ended.len())
            .map(|number| match number.cmp(&usize::from(turn.sheet)) {
                std::cmp::Ordering::Less => ended[number].clone(),
                std::cmp::Ordering::Equal => turn.start.clone(),
                std::cmp::Ordering::Greater => Sheet::default(),
            })
            .collect(),
        None => ended.clone(),
    }
}
