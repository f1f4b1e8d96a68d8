//! One turn as the forecaster follows it: the keep the `perfect` bot holds for every roll and upper total (the
//! first best in the bot's order), and from those the chance of each way a turn ends: the box marked, the points
//! it earns and the state after it. This is where a walk spends its time.

use super::Forecaster;
use crate::strategy::keeps::Value;
use crate::strategy::table::{LanePlan, State};

/// Where a turn the forecaster follows begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum TurnStart {
    /// Before its first roll.
    Fresh,
    /// With full roll number `roll` (0-based among full rolls) showing and `left` rolls left.
    Rolled { roll: usize, left: u8 },
    /// With the part `keep` (a multiset's index below the first full roll) held while the other dice are rolled
    /// again, `left` rolls left after that roll: a keep chosen by someone other than the bot.
    Held { keep: usize, left: u8 },
}

impl TurnStart {
    /// The rolls left at the start, `None` before the first roll (then every roll of the turn is ahead).
    fn rolls_left(self) -> Option<u8> {
        match self {
            TurnStart::Fresh => None,
            TurnStart::Rolled { left, .. } | TurnStart::Held { left, .. } => Some(left),
        }
    }
}

/// Turns being followed from the states of one boxes-and-flag group. Its buffers are shared by the group's
/// states: a turn is three passes over small vectors, and allocating them for each of a walk's hundreds of
/// thousands of states cost as much as the passes.
pub(super) struct Follower<'f> {
    forecaster: &'f Forecaster,
    first: State,
    lanes: usize,
    stages: usize,
    /// `choices[left - 1][roll * lanes + upper]`: the keep the bot holds.
    choices: Vec<Vec<u32>>,
    /// For each state of the group, each final roll's box and points.
    moves: Vec<Vec<(State, u16)>>,
    held: Vec<f64>,
    chances: Vec<f64>,
    stopped: Vec<f64>,
    by_box: Vec<Vec<(State, u16, f64)>>,
}

impl Follower<'_> {
    /// How the turn of the group's state number `at` (upper total `lane`) ends from `start`.
    fn outcomes(&mut self, at: usize, lane: usize, start: TurnStart) -> Vec<(State, u16, f64)> {
        let forecaster = self.forecaster;
        let space = forecaster.table.space();
        let first_roll = space.first_roll();
        let rolls_left = start
            .rolls_left()
            .map_or(self.stages, |left| usize::from(left).min(self.stages))
            .min(self.choices.len());
        let (chances, held, stopped) = (&mut self.chances, &mut self.held, &mut self.stopped);
        match start {
            TurnStart::Rolled { roll, .. } => {
                chances.fill(0.0);
                chances[roll] = 1.0;
            }
            TurnStart::Held { keep, .. } => {
                chances.fill(0.0);
                for &(next, p) in &forecaster.rerolls[keep] {
                    chances[usize::from(next)] += p;
                }
            }
            TurnStart::Fresh => {
                for (roll, chance) in chances.iter_mut().enumerate() {
                    *chance = space.roll_probability(roll);
                }
            }
        }
        stopped.fill(0.0);
        for left in (1..=rolls_left).rev() {
            let choice = &self.choices[left - 1];
            // Many rolls lead to the same keep: each keep's rerolls are spread once.
            held.fill(0.0);
            for (roll, &chance) in chances.iter().enumerate() {
                if chance == 0.0 {
                    continue;
                }
                let keep = choice[roll * self.lanes + lane] as usize;
                if keep == first_roll + roll {
                    stopped[roll] += chance;
                } else {
                    held[keep] += chance;
                }
            }
            chances.fill(0.0);
            for (keep, &chance) in held.iter().enumerate() {
                if chance != 0.0 {
                    for &(next, p) in &forecaster.rerolls[keep] {
                        chances[usize::from(next)] += chance * p;
                    }
                }
            }
        }
        // Each final roll's chance goes to the box it is marked in and the points it earns there: a handful of
        // outcomes a box, found by a short search instead of sorting all 252 rolls.
        for (roll, &(next, points)) in self.moves[at].iter().enumerate() {
            let chance = stopped[roll] + chances[roll];
            if chance == 0.0 {
                continue;
            }
            let slot = (next.mask & !self.first.mask).trailing_zeros() as usize;
            let outcomes = &mut self.by_box[slot];
            match outcomes
                .iter_mut()
                .find(|(known, known_points, _)| *known == next && *known_points == points)
            {
                Some((_, _, total)) => *total += chance,
                None => outcomes.push((next, points, chance)),
            }
        }
        let mut outcomes: Vec<(State, u16, f64)> =
            Vec::with_capacity(self.by_box.iter().map(Vec::len).sum());
        for part in &mut self.by_box {
            outcomes.append(part);
        }
        outcomes
    }
}

impl Forecaster {
    /// How the turns from each of `states` (all with the same boxes filled and Yahtzee flag) end under the
    /// bot's keeps and boxes: the state after the turn, the points it earns and the chance, each pair once.
    /// `start` is where the turn stands: before its first roll, after a roll, or with a keep being rolled.
    pub(super) fn turn_outcomes(
        &self,
        states: &[State],
        start: TurnStart,
    ) -> Vec<Vec<(State, u16, f64)>> {
        let Some(&first) = states.first() else {
            return Vec::new();
        };
        let uppers: Vec<usize> = states.iter().map(|s| s.upper).collect();
        let mut follower = self.follower(first, &uppers, start.rolls_left());
        states
            .iter()
            .enumerate()
            .map(|(at, state)| follower.outcomes(at, state.upper, start))
            .collect()
    }

    /// What following turns from the states of `first`'s boxes and flag with these upper totals needs: the
    /// plan, the bot's keeps for up to `rolls_left` rolls left (every roll when `None`) and its boxes.
    fn follower(&self, first: State, uppers: &[usize], rolls_left: Option<u8>) -> Follower<'_> {
        let table = &*self.table;
        let space = table.space();
        let plan = table.turn_lanes(first.mask, first.flag);
        let stages = plan.keep_values.len();
        let rolls_left = rolls_left.map_or(stages, |left| usize::from(left).min(stages));
        // The keep the bot holds for each roll, stage and upper total of the group, all at once.
        let choices: Vec<Vec<u32>> = (1..=rolls_left)
            .map(|left| self.best_keeps(&plan, left, uppers))
            .collect();
        let moves = table.best_moves(first.mask, first.flag, uppers);
        Follower {
            forecaster: self,
            first,
            lanes: plan.lanes,
            stages,
            choices,
            moves,
            held: vec![0.0f64; space.first_roll()],
            chances: vec![0.0f64; space.roll_count()],
            stopped: vec![0.0f64; space.roll_count()],
            by_box: vec![Vec::new(); table.box_count()],
        }
    }

    /// For every roll and upper total (at `roll * lanes + upper`): the keep the bot holds with `left` rolls
    /// left, the first best in the order the bot lists keeps (its sort keeps ties in that order). Holding the
    /// whole roll means stopping. Only the lanes of `wanted` (upper totals) are sure to be filled: a walk's
    /// group often holds a few upper totals of the plan's dozens.
    ///
    /// The best part of a multiset is the best of itself and of the best parts of its multisets of one die
    /// fewer, which between them hold every smaller part: six comparisons a multiset instead of one for each of
    /// a roll's up to 32 parts. Ties go to the part first in the bot's order (the lowest rank).
    pub(super) fn best_keeps(&self, plan: &LanePlan, left: usize, wanted: &[usize]) -> Vec<u32> {
        let lanes = plan.lanes;
        let first_roll = self.table.space().first_roll();
        let keep_values = &plan.keep_values[left - 1];
        let multisets = self.one_fewer.len();
        let mut best = vec![0.0 as Value; multisets * lanes];
        let mut best_rank = vec![0u32; multisets * lanes];
        let mut blocks = vec![false; lanes.div_ceil(8)];
        for &upper in wanted {
            blocks[upper / 8] = true;
        }
        for (index, fewer) in self.one_fewer.iter().enumerate() {
            let own = if index >= first_roll {
                let roll = index - first_roll;
                &plan.stop_values[roll * lanes..(roll + 1) * lanes]
            } else {
                &keep_values[index * lanes..(index + 1) * lanes]
            };
            let own_rank = self.rank_of[index];
            // Parts come before the multisets they are parts of, so theirs are already known.
            let (done, rest) = best.split_at_mut(index * lanes);
            let (done_rank, rest_rank) = best_rank.split_at_mut(index * lanes);
            let out = &mut rest[..lanes];
            let out_rank = &mut rest_rank[..lanes];
            for (block, &needed) in blocks.iter().enumerate() {
                let lane = block * 8;
                if !needed && lane + 8 <= lanes {
                    continue;
                }
                if lane + 8 > lanes {
                    // The lanes past the last block of eight, one by one.
                    for at in lane..lanes {
                        let (mut value, mut rank) = (own[at], own_rank);
                        for &part in fewer {
                            let part = usize::from(part) * lanes + at;
                            let (v, r) = (done[part], done_rank[part]);
                            if v > value || (v == value && r < rank) {
                                (value, rank) = (v, r);
                            }
                        }
                        (out[at], out_rank[at]) = (value, rank);
                    }
                    continue;
                }
                // Eight lanes held in locals and compared without branches, so that they go side by side.
                let mut value: [Value; 8] = own[lane..lane + 8].try_into().expect("eight lanes");
                let mut rank = [own_rank; 8];
                for &part in fewer {
                    let at = usize::from(part) * lanes + lane;
                    let values: &[Value; 8] = done[at..at + 8].try_into().expect("eight lanes");
                    let ranks: &[u32; 8] = done_rank[at..at + 8].try_into().expect("eight lanes");
                    for i in 0..8 {
                        // `|` and `&`, not `||` and `&&`: no branch, so that the lanes go side by side.
                        let better = (values[i] > value[i])
                            | ((values[i] == value[i]) & (ranks[i] < rank[i]));
                        value[i] = if better { values[i] } else { value[i] };
                        rank[i] = if better { ranks[i] } else { rank[i] };
                    }
                }
                out[lane..lane + 8].copy_from_slice(&value);
                out_rank[lane..lane + 8].copy_from_slice(&rank);
            }
        }
        best_rank[first_roll * lanes..]
            .iter()
            .map(|&rank| u32::from(self.multiset_at_rank[rank as usize]))
            .collect()
    }
}
