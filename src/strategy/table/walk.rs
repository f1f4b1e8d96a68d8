//! The table as the win-chance forecaster walks it (`strategy::odds`): a turn's keep values for every upper
//! total at once, the box the perfect bot marks for every final roll, and the states each layer of a game can
//! reach.

use super::*;

/// One turn's keep values for every upper total of one (boxes filled, Yahtzee flag): value `v` of upper
/// total `u` sits at `v * lanes + u`.
#[derive(Debug)]
pub(in crate::strategy) struct LanePlan {
    pub(in crate::strategy) lanes: usize,
    /// The value of stopping with each full roll (by roll number).
    pub(in crate::strategy) stop_values: Vec<Value>,
    /// `keep_values[n - 1]`: the value of each multiset kept with `n` rolls left.
    pub(in crate::strategy) keep_values: Vec<Vec<Value>>,
}

impl StrategyTable {
    /// The keep values of a turn from (`mask`, `flag`) for every upper total at once, lane by lane, as the
    /// solver computes them: far cheaper than one [`StrategyTable::turn`] per upper total.
    pub(in crate::strategy) fn turn_lanes(&self, mask: usize, flag: usize) -> LanePlan {
        let lanes = self.lanes(mask).next_multiple_of(8).min(self.stride());
        let mut scratch = Scratch::new(self, lanes);
        let stages = usize::from(self.rules.rolls_per_turn().saturating_sub(1));
        let mut keep_values = Vec::with_capacity(stages);
        self.final_roll_values(mask, flag, 0, lanes, &mut scratch);
        let stop_values = scratch.current[self.space.first_roll() * lanes..].to_vec();
        for _ in 0..stages {
            self.space.expect_keeps(&mut scratch.current, lanes, lanes);
            keep_values.push(scratch.current.clone());
            self.space
                .keep_best_part(&mut scratch.current, lanes, lanes);
        }
        LanePlan {
            lanes,
            stop_values,
            keep_values,
        }
    }

    /// The multisets of dice the table's turns run over.
    pub(in crate::strategy) fn space(&self) -> &KeepSpace {
        &self.space
    }

    /// Whether every box is filled in `state`.
    pub(in crate::strategy) fn is_full(&self, state: State) -> bool {
        state.mask + 1 == 1 << self.boxes.len()
    }

    /// For each upper total in `uppers` of the sheets with boxes `mask` and Yahtzee flag `flag`, and every
    /// final roll (by roll number): the state after marking the best box, as the `perfect` bot marks it, and
    /// the points that mark earns now (upper bonus and Yahtzee bonus included). `result[i][roll]` is for
    /// `uppers[i]`.
    pub(in crate::strategy) fn best_moves(
        &self,
        mask: usize,
        flag: usize,
        uppers: &[usize],
    ) -> Vec<Vec<(State, u16)>> {
        let sheet = self
            .five_of_a_kind_depends_on_sheet(mask)
            .then(|| self.sheet_for(mask, flag));
        let rolls = self.space.roll_count();
        let mut result = vec![Vec::with_capacity(rolls); uppers.len()];
        let mut moves = Vec::new();
        for roll in 0..rolls {
            self.moves_of_roll(mask, flag, roll, sheet.as_ref(), &mut moves);
            for (&before, out) in uppers.iter().zip(&mut result) {
                let mut best: Option<(Value, State, u16)> = None;
                for step in &moves {
                    let upper = before + usize::from(step.upper_gain);
                    let crosses = before < self.cap && upper >= self.cap;
                    let bonus = if crosses { self.upper_bonus } else { 0.0 };
                    let next = State {
                        mask: mask | 1 << step.slot,
                        upper: upper.min(self.cap),
                        flag: usize::from(step.next_flag),
                    };
                    let value = Value::from(step.points)
                        + bonus
                        + self.values[self.offset(next.mask, next.flag) + next.upper];
                    if best.is_none_or(|(known, _, _)| value > known) {
                        best = Some((value, next, step.points + bonus as u16));
                    }
                }
                let (_, next, points) = best.expect("a state with an open box takes any roll");
                out.push((next, points));
            }
        }
        result
    }

    /// The state whose future is the same as `state`'s with the fewest upper totals: once the upper bonus can
    /// no longer be won (every upper box is filled, or the open ones cannot reach the threshold), the upper
    /// total changes nothing to come, so all such totals share the future of 0.
    pub(in crate::strategy) fn same_future(&self, state: State) -> State {
        if state.upper >= self.cap {
            return state;
        }
        let open_upper: usize = (0..self.boxes.len())
            .filter(|slot| state.mask & 1 << slot == 0)
            .map(|slot| 5 * usize::from(self.upper_face[slot]))
            .sum();
        if state.upper + open_upper < self.cap {
            State { upper: 0, ..state }
        } else {
            state
        }
    }

    /// Every state a game can reach with `filled` boxes filled: the upper totals are those the filled upper
    /// boxes can add up to (capped), and the Yahtzee flag is set only where the Yahtzee box is filled.
    pub(in crate::strategy) fn states_with(&self, filled: usize) -> Vec<State> {
        (0..1usize << self.boxes.len())
            .filter(|m| m.count_ones() as usize == filled)
            .flat_map(|mask| self.states_of(mask))
            .collect()
    }

    /// Every state a game can reach with the boxes of `mask` filled, by Yahtzee flag, then upper total.
    pub(in crate::strategy) fn states_of(&self, mask: usize) -> Vec<State> {
        let mut states = Vec::new();
        let mut reach = vec![false; self.stride()];
        reach[0] = true;
        for slot in (0..self.boxes.len()).filter(|slot| mask & 1 << slot != 0) {
            let face = usize::from(self.upper_face[slot]);
            if face == 0 {
                continue;
            }
            let mut next = vec![false; self.stride()];
            for (total, _) in reach.iter().enumerate().filter(|(_, r)| **r) {
                for count in 0..=5 {
                    next[(total + face * count).min(self.cap)] = true;
                }
            }
            reach = next;
        }
        for flag in 0..self.flag_count(mask) {
            states.extend(
                (0..self.stride())
                    .filter(|&upper| reach[upper])
                    .map(|upper| State { mask, upper, flag }),
            );
        }
        states
    }

    /// How many boxes the sheets of this table have.
    pub(in crate::strategy) fn box_count(&self) -> usize {
        self.boxes.len()
    }
}
