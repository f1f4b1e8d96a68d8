//! A strong player for rulesets the exact table cannot solve (Maxi Yatzy's six dice, saved rolls).
//!
//! It plays each turn exactly, against an estimate of the rest of the game instead of the true value:
//! every open box is expected to bring its "par" (the mean a turn spent on that box alone scores), and the
//! upper bonus is worth its points times the chance of still reaching the threshold if each open upper box got
//! such a turn. A mark is then worth its points, minus the par it uses up, plus the change in the bonus chance;
//! keeps are chosen by the exact within-turn recursion over those values. The calibration (`calibration.rs`)
//! then moves each par halfway to what the box ends games with in the heuristic's own play. Like the table, it
//! asks the rules engine for every mark: plain rolls once on a blank sheet, five of a kind on the sheet in play.

use super::keeps::{KeepSpace, Value};
use super::plan::{BoxChoice, TurnPlan};
use crate::rules::{Category, Dice, Mark, Ruleset, Sheet};

/// Extra rolls of keep values planned beyond the normal turn, for turns lengthened by saved rolls.
const EXTRA_PLANNED_ROLLS: u8 = 4;
/// What one roll carried over to the next turn is worth, in points, when saved rolls are played.
const SAVED_ROLL_VALUE: Value = 3.0;

/// The heuristic player for one ruleset.
#[derive(Clone, Debug)]
pub struct Heuristic {
    rules: Ruleset,
    space: KeepSpace,
    boxes: Vec<Category>,
    /// What every roll scores in every box on a blank sheet, by roll number then box.
    plain_marks: Vec<Vec<Mark>>,
    five_of_a_kind: Vec<bool>,
    /// The mean points of a turn spent on each box alone, by box.
    par: Vec<f64>,
    bonus: Option<BonusChance>,
}

/// The chance of reaching the upper bonus from a total with some upper boxes still open.
#[derive(Clone, Debug)]
struct BonusChance {
    threshold: usize,
    points: f64,
    /// `[open upper faces as bits][upper total 0..=threshold]`.
    chance: Vec<f64>,
}

impl BonusChance {
    fn new(rules: &Ruleset) -> Option<BonusChance> {
        let bonus = rules.upper_bonus()?;
        let threshold = usize::from(bonus.threshold);
        let dice = usize::from(rules.dice_count());
        let counts = targeted_count_chances(dice, rules.rolls_per_turn());
        let width = threshold + 1;
        let mut chance = vec![0.0; 64 * width];
        for open in 0..64usize {
            for total in (0..=threshold).rev() {
                chance[open * width + total] = if total >= threshold {
                    1.0
                } else if open == 0 {
                    0.0
                } else {
                    let face = open.trailing_zeros() as usize + 1;
                    let rest = open & (open - 1);
                    counts
                        .iter()
                        .enumerate()
                        .map(|(count, p)| {
                            let reached = (total + count * face).min(threshold);
                            p * chance[rest * width + reached]
                        })
                        .sum()
                };
            }
        }
        Some(BonusChance {
            threshold,
            points: f64::from(bonus.points),
            chance,
        })
    }

    /// The bonus points to expect: the bonus times the chance, or 0 once it is earned (it is on the sheet).
    fn expected(&self, open_upper: usize, total: usize) -> f64 {
        if total >= self.threshold {
            return self.points;
        }
        self.points * self.chance[open_upper * (self.threshold + 1) + total]
    }
}

/// The chance of ending a turn with 0 to `dice` dice of one face, keeping every die of that face.
fn targeted_count_chances(dice: usize, rolls: u8) -> Vec<f64> {
    let mut chances = vec![0.0; dice + 1];
    chances[0] = 1.0;
    for _ in 0..rolls {
        let mut next = vec![0.0; dice + 1];
        for (held, &p) in chances.iter().enumerate() {
            let rolled = dice - held;
            for hits in 0..=rolled {
                next[held + hits] += p * binomial(rolled, hits, 1.0 / 6.0);
            }
        }
        chances = next;
    }
    chances
}

fn binomial(n: usize, k: usize, p: f64) -> f64 {
    let ways: f64 = (0..k).map(|i| (n - i) as f64 / (i + 1) as f64).product();
    ways * p.powi(k as i32) * (1.0 - p).powi((n - k) as i32)
}

/// Where a sheet stands for the estimate: open upper faces as bits, the upper total, open boxes by slot.
#[derive(Clone, Copy, Debug)]
struct Standing {
    open_upper: usize,
    upper_total: usize,
    open: u32,
}

impl Heuristic {
    pub fn new(rules: &Ruleset) -> Heuristic {
        let mut heuristic = Heuristic::unpriced(rules);
        heuristic.par = heuristic.single_turn_pars();
        heuristic
    }

    /// Everything but the pars (left empty), which the callers set.
    fn unpriced(rules: &Ruleset) -> Heuristic {
        let space = KeepSpace::new(usize::from(rules.dice_count()));
        let boxes: Vec<Category> = rules.categories().collect();
        let blank = Sheet::default();
        let dice_of = |roll: usize| {
            Dice::from_counts(space.counts(space.first_roll() + roll)).expect("a full roll")
        };
        let plain_marks: Vec<Vec<Mark>> = (0..space.roll_count())
            .map(|roll| {
                let dice = dice_of(roll);
                boxes
                    .iter()
                    .map(|&c| {
                        rules
                            .mark(&blank, &dice, c)
                            .expect("a blank sheet takes any roll")
                    })
                    .collect()
            })
            .collect();
        let five_of_a_kind = (0..space.roll_count())
            .map(|roll| dice_of(roll).all_same().is_some())
            .collect();
        Heuristic {
            bonus: BonusChance::new(rules),
            rules: rules.clone(),
            space,
            boxes,
            plain_marks,
            five_of_a_kind,
            par: Vec::new(),
        }
    }

    /// Each box's par: what one turn spent on that box alone scores on average.
    fn single_turn_pars(&self) -> Vec<f64> {
        let (space, rules, plain_marks) = (&self.space, &self.rules, &self.plain_marks);
        (0..self.boxes.len())
            .map(|slot| {
                let mut values = vec![0.0; space.len()];
                for roll in 0..space.roll_count() {
                    values[space.first_roll() + roll] = Value::from(plain_marks[roll][slot].points);
                }
                for _ in 1..rules.rolls_per_turn() {
                    space.expect_keeps(&mut values, 1, 1);
                    space.keep_best_part(&mut values, 1, 1);
                }
                (0..space.roll_count())
                    .map(|roll| {
                        space.roll_probability(roll) * f64::from(values[space.first_roll() + roll])
                    })
                    .sum()
            })
            .collect()
    }

    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// The same player with other pars (one per box, in sheet order), for the calibration.
    pub(super) fn with_calibrated_pars(self, par: Vec<f64>) -> Heuristic {
        Heuristic { par, ..self }
    }

    /// The heuristic for `rules` with these pars (one per box, in sheet order, as [`Heuristic::pars`] gives
    /// them): a calibration kept from an earlier run. `None` when they cannot be this ruleset's: a wrong count,
    /// or a value no box could be worth.
    pub fn with_pars(rules: &Ruleset, pars: &[f64]) -> Option<Heuristic> {
        let unpriced = Heuristic::unpriced(rules);
        let plausible = |par: &f64| par.is_finite() && (0.0..=f64::from(u16::MAX)).contains(par);
        (pars.len() == unpriced.boxes.len() && pars.iter().all(plausible)).then(|| Heuristic {
            par: pars.to_vec(),
            ..unpriced
        })
    }

    /// Each box with its par: the value the estimate gives an open box.
    pub fn pars(&self) -> Vec<(Category, f64)> {
        self.boxes
            .iter()
            .copied()
            .zip(self.par.iter().copied())
            .collect()
    }

    fn standing(&self, sheet: &Sheet) -> Standing {
        let mut standing = Standing {
            open_upper: 0,
            upper_total: usize::from(self.rules.upper_total(sheet)),
            open: 0,
        };
        for (slot, &category) in self.boxes.iter().enumerate() {
            if !sheet.is_filled(category) {
                standing.open |= 1 << slot;
                if let Some(face) = category.upper_face() {
                    standing.open_upper |= 1 << face.index();
                }
            }
        }
        standing
    }

    fn bonus_expected(&self, open_upper: usize, total: usize) -> f64 {
        self.bonus
            .as_ref()
            .map_or(0.0, |bonus| bonus.expected(open_upper, total))
    }

    /// The estimated final score of a game whose sheet is `sheet` at the start of a turn.
    pub fn value_of(&self, sheet: &Sheet) -> f64 {
        let standing = self.standing(sheet);
        let totals = self.rules.totals(sheet);
        let pars: f64 = (0..self.boxes.len())
            .filter(|slot| standing.open & 1 << slot != 0)
            .map(|slot| self.par[slot])
            .sum();
        let bonus_to_come = if totals.upper_bonus > 0 {
            0.0
        } else {
            self.bonus_expected(standing.open_upper, standing.upper_total)
        };
        f64::from(totals.grand) + pars + bonus_to_come
    }

    /// How much a mark changes the estimate: its points, less the box's par, plus the change in the bonus.
    fn gain(&self, standing: &Standing, slot: usize, mark: &Mark) -> f64 {
        let mut gain = f64::from(mark.points) + f64::from(mark.yahtzee_bonus) - self.par[slot];
        if let Some(face) = mark.category.upper_face() {
            let before = self.bonus_expected(standing.open_upper, standing.upper_total);
            let after = self.bonus_expected(
                standing.open_upper & !(1 << face.index()),
                standing.upper_total + usize::from(mark.points),
            );
            gain += after - before;
        }
        gain
    }

    /// Every box `dice` may go in, with the estimated final score after marking it, best first.
    pub fn box_choices(&self, sheet: &Sheet, dice: &Dice) -> Vec<BoxChoice> {
        let standing = self.standing(sheet);
        let base = self.value_of(sheet);
        let mut choices: Vec<BoxChoice> = self
            .rules
            .box_options(sheet, dice)
            .into_iter()
            .filter(|option| option.allowed)
            .map(|option| {
                let slot = self.slot(option.mark.category);
                BoxChoice {
                    mark: option.mark,
                    value: base + self.gain(&standing, slot, &option.mark),
                }
            })
            .collect();
        choices.sort_by(|a, b| b.value.total_cmp(&a.value));
        choices
    }

    fn slot(&self, category: Category) -> usize {
        self.boxes
            .iter()
            .position(|&c| c == category)
            .expect("a box of this sheet")
    }

    /// The keep values for the turn starting at `sheet`.
    pub fn turn(&self, sheet: &Sheet) -> TurnPlan<'_> {
        let standing = self.standing(sheet);
        let first_roll = self.space.first_roll();
        let stop_values: Vec<Value> = (0..self.space.roll_count())
            .map(|roll| {
                let best = if self.five_of_a_kind[roll] {
                    let dice = Dice::from_counts(self.space.counts(first_roll + roll))
                        .expect("a full roll");
                    self.rules
                        .box_options(sheet, &dice)
                        .iter()
                        .filter(|option| option.allowed)
                        .map(|option| {
                            self.gain(&standing, self.slot(option.mark.category), &option.mark)
                        })
                        .fold(f64::NEG_INFINITY, f64::max)
                } else {
                    self.plain_marks[roll]
                        .iter()
                        .enumerate()
                        .filter(|(slot, _)| standing.open & 1 << slot != 0)
                        .map(|(slot, mark)| self.gain(&standing, slot, mark))
                        .fold(f64::NEG_INFINITY, f64::max)
                };
                best as Value
            })
            .collect();
        let saved_roll_value = if self.rules.saved_rolls() {
            SAVED_ROLL_VALUE
        } else {
            0.0
        };
        let stages = self.rules.rolls_per_turn().saturating_sub(1)
            + if self.rules.saved_rolls() {
                EXTRA_PLANNED_ROLLS
            } else {
                0
            };
        let mut values = vec![0.0; self.space.len()];
        values[first_roll..].copy_from_slice(&stop_values);
        let mut keep_values = Vec::with_capacity(usize::from(stages));
        for rolls_left in 1..=stages {
            self.space.expect_keeps(&mut values, 1, 1);
            keep_values.push(values.clone());
            self.space.keep_best_part(&mut values, 1, 1);
            // Stopping now keeps the unused rolls for later.
            let credit = saved_roll_value * Value::from(rolls_left);
            for (value, &stop) in values[first_roll..].iter_mut().zip(&stop_values) {
                *value = value.max(stop + credit);
            }
        }
        TurnPlan {
            space: &self.space,
            base: self.value_of(sheet),
            stop_values,
            keep_values,
            saved_roll_value,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_targeted_turn_ends_with_three_or_more_of_a_face_about_a_third_of_the_time() {
        let chances = targeted_count_chances(5, 3);
        let total: f64 = chances.iter().sum();
        assert!((total - 1.0).abs() < 1e-12);
        let three_or_more: f64 = chances[3..].iter().sum();
        assert!((0.3..0.4).contains(&three_or_more), "{three_or_more}");
    }

    #[test]
    fn chance_par_is_the_known_mean_of_chasing_a_high_sum() {
        let heuristic = Heuristic::new(&Ruleset::preset(crate::rules::Preset::Yahtzee));
        let chance = heuristic.slot(Category::Chance);
        // Keeping 4s and up, then 5s and up: 23.33 with three rolls of five dice.
        assert!(
            (heuristic.par[chance] - 23.33).abs() < 0.01,
            "{}",
            heuristic.par[chance]
        );
    }
}
