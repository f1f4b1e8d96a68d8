//! The exact optimal solitaire strategy: the expected final score of every sheet state under perfect play.
//!
//! A state is the set of boxes filled, the upper total capped at the bonus threshold, and whether the Yahtzee
//! box holds the points that earn Yahtzee bonuses. Its value is the expected number of points still to come
//! when a turn starts there. States are solved from the full sheet backwards, one popcount layer of boxes at a
//! time (states with equally many boxes filled depend only on fuller ones, so a layer is shared among
//! threads). Within a state every upper total is handled at once as a lane of floats, and the turn is the
//! usual recursion: value of a final roll = best box; value of a keep = mean over the dice rolled; value of a
//! roll with rolls left = best keep inside it.
//!
//! What a roll scores in a box comes from the rules engine (`Ruleset::mark` and `Ruleset::box_options`), not
//! from scoring code here: rolls other than five of a kind are scored once on a blank sheet (their marks do not
//! depend on the sheet), and five of a kind, whose marks depend on the Joker and the Yahtzee box, are asked of
//! the engine again for every state where the Yahtzee box is filled.

use std::sync::atomic::{AtomicUsize, Ordering};

mod walk;

pub(in crate::strategy) use walk::LanePlan;

use super::keeps::{KeepSpace, Value, best_of};
use super::plan::{BoxChoice, KeepChoice, TurnPlan};
use crate::rules::{Category, Dice, Face, JokerRule, Mark, Ruleset, Sheet};

/// The most boxes a sheet may have for the exact table (2^16 box sets).
pub const MAX_EXACT_BOXES: usize = 16;
/// The most upper totals the table tells apart (0 to 63).
const MAX_LANES: usize = 64;

/// Why a ruleset has no exact table. Bots fall back to the heuristic player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Unsupported {
    /// The table is for five dice; six dice have too many rolls and boxes.
    Dice(u8),
    /// Saved rolls make the rolls left part of the state, which the table does not track.
    SavedRolls,
    /// More boxes than [`MAX_EXACT_BOXES`].
    Boxes(usize),
    /// An upper bonus threshold above 63 needs more upper totals than the table tracks.
    UpperThreshold(u16),
}

/// Where one sheet stands in the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct State {
    pub(super) mask: usize,
    pub(super) upper: usize,
    pub(super) flag: usize,
}

/// How a mark moves the state: the box filled, how far the upper total moves, the new Yahtzee flag.
#[derive(Clone, Copy, Debug)]
struct Move {
    slot: u8,
    upper_gain: u8,
    next_flag: u8,
    /// Points the mark earns now, Yahtzee bonus included; the upper bonus is added by the lane transfer.
    points: u16,
}

/// The optimal strategy for one ruleset: the expected points still to come from every state.
#[derive(Clone, Debug)]
pub struct StrategyTable {
    rules: Ruleset,
    space: KeepSpace,
    boxes: Vec<Category>,
    /// The box whose contents decide Yahtzee bonuses, when the ruleset pays them.
    yahtzee_slot: Option<usize>,
    /// The points five of a kind scores in the Yahtzee box (50), which must be there for bonuses to pay.
    yahtzee_value: u16,
    flags: usize,
    /// The upper total from which the bonus is earned (0 when there is no bonus: the total does not matter).
    cap: usize,
    upper_bonus: Value,
    /// Faces of the upper boxes by slot (0 for lower boxes), for the reachable upper totals of a box set.
    upper_face: Vec<u8>,
    /// The moves every roll other than five of a kind allows, on any sheet (the box must still be open).
    plain_moves: Vec<Vec<Move>>,
    /// Which rolls are five of a kind, whose marks may depend on the sheet.
    five_of_a_kind: Vec<bool>,
    /// Expected points to come, `[mask][flag][upper]`.
    values: Vec<Value>,
    states: usize,
}

impl StrategyTable {
    /// Solves `rules`.
    ///
    /// # Errors
    /// [`Unsupported`] for six dice, saved rolls, more than 16 boxes or an upper threshold above 63.
    pub fn build(rules: &Ruleset) -> Result<StrategyTable, Unsupported> {
        let mut table = StrategyTable::empty(rules)?;
        table.solve();
        Ok(table)
    }

    /// Whether `rules` can have an exact table, without making one: [`Unsupported`] says why not.
    pub fn possible_for(rules: &Ruleset) -> Result<(), Unsupported> {
        if rules.dice_count() != 5 {
            return Err(Unsupported::Dice(rules.dice_count()));
        }
        if rules.saved_rolls() {
            return Err(Unsupported::SavedRolls);
        }
        let boxes = rules.categories().count();
        if boxes > MAX_EXACT_BOXES {
            return Err(Unsupported::Boxes(boxes));
        }
        match rules.upper_bonus() {
            Some(bonus) if usize::from(bonus.threshold) >= MAX_LANES => {
                Err(Unsupported::UpperThreshold(bonus.threshold))
            }
            _ => Ok(()),
        }
    }

    /// The table's shape with every value 0 (for the cache to fill), or why the ruleset has none.
    pub(crate) fn empty(rules: &Ruleset) -> Result<StrategyTable, Unsupported> {
        StrategyTable::possible_for(rules)?;
        let boxes: Vec<Category> = rules.categories().collect();
        let (cap, upper_bonus) = match rules.upper_bonus() {
            Some(bonus) => (usize::from(bonus.threshold), Value::from(bonus.points)),
            None => (0, 0.0),
        };
        let space = KeepSpace::new(5);
        let yahtzee_slot = boxes.iter().position(|&c| c == Category::Yahtzee);
        let five_sixes = Dice::new(&[Face::ALL[5]; 5]).expect("five dice");
        let yahtzee_value = yahtzee_slot
            .and_then(|_| {
                rules
                    .mark(&Sheet::default(), &five_sixes, Category::Yahtzee)
                    .ok()
            })
            .map_or(0, |mark| mark.points);
        let yahtzee_slot =
            yahtzee_slot.filter(|_| rules.yahtzee_bonus().is_some() && yahtzee_value > 0);
        let flags = if yahtzee_slot.is_some() { 2 } else { 1 };
        let upper_face = boxes
            .iter()
            .map(|c| c.upper_face().map_or(0, Face::value))
            .collect();
        let mut table = StrategyTable {
            rules: rules.clone(),
            space,
            boxes,
            yahtzee_slot,
            yahtzee_value,
            flags,
            cap,
            upper_bonus,
            upper_face,
            plain_moves: Vec::new(),
            five_of_a_kind: Vec::new(),
            values: Vec::new(),
            states: 0,
        };
        let blank = Sheet::default();
        table.plain_moves = (0..table.space.roll_count())
            .map(|roll| {
                let dice = table.roll_dice(roll);
                table
                    .boxes
                    .iter()
                    .map(|&category| {
                        let mark = rules
                            .mark(&blank, &dice, category)
                            .expect("a blank sheet takes any roll");
                        table.move_for(&mark, 0)
                    })
                    .collect()
            })
            .collect();
        table.five_of_a_kind = (0..table.space.roll_count())
            .map(|roll| table.roll_dice(roll).all_same().is_some())
            .collect();
        table.values = vec![0.0; (table.stride() * table.flags) << table.boxes.len()];
        table.states = (0..1usize << table.boxes.len())
            .map(|mask| table.lanes(mask) * table.flag_count(mask))
            .sum();
        Ok(table)
    }

    /// The ruleset this table solves.
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// The expected final score of a game from a blank sheet under perfect play.
    pub fn expected_score(&self) -> f64 {
        f64::from(self.values[0])
    }

    /// How many states (box set, upper total, Yahtzee flag) the table solved.
    pub fn state_count(&self) -> usize {
        self.states
    }

    /// The expected final score of a game whose sheet is `sheet` at the start of a turn: points on the sheet,
    /// bonuses included, plus the expected points to come.
    pub fn value_of(&self, sheet: &Sheet) -> f64 {
        let state = self.state_of(sheet);
        f64::from(self.rules.totals(sheet).grand)
            + f64::from(self.values[self.offset(state.mask, state.flag) + state.upper])
    }

    /// Every distinct keep of `dice` with the expected final score of choosing it, best first. Empty when no
    /// roll is left.
    pub fn keep_choices(&self, sheet: &Sheet, dice: &Dice, rolls_left: u8) -> Vec<KeepChoice> {
        self.turn(sheet).keep_choices(dice, rolls_left)
    }

    /// Every box `dice` may go in with its mark and the expected final score after marking it, best first.
    pub fn box_choices(&self, sheet: &Sheet, dice: &Dice) -> Vec<BoxChoice> {
        let mut choices: Vec<BoxChoice> = self
            .rules
            .box_options(sheet, dice)
            .into_iter()
            .filter(|option| option.allowed)
            .map(|option| {
                let mut after = sheet.clone();
                after.record(&option.mark);
                BoxChoice {
                    mark: option.mark,
                    value: self.value_of(&after),
                }
            })
            .collect();
        choices.sort_by(|a, b| b.value.total_cmp(&a.value));
        choices
    }

    /// The values of every keep for the turn starting at `sheet`, computed once so that the keeps and boxes
    /// of a whole turn are chosen without recomputing them.
    pub fn turn(&self, sheet: &Sheet) -> TurnPlan<'_> {
        let state = self.state_of(sheet);
        let mut scratch = Scratch::new(self, 1);
        let stages = usize::from(self.rules.rolls_per_turn().saturating_sub(1));
        let mut keep_values = Vec::with_capacity(stages);
        self.final_roll_values(state.mask, state.flag, state.upper, 1, &mut scratch);
        let stop_values = scratch.current[self.space.first_roll()..].to_vec();
        for _ in 0..stages {
            self.space.expect_keeps(&mut scratch.current, 1, 1);
            keep_values.push(scratch.current.clone());
            self.space.keep_best_part(&mut scratch.current, 1, 1);
        }
        TurnPlan {
            space: &self.space,
            base: f64::from(self.rules.totals(sheet).grand),
            stop_values,
            keep_values,
            saved_roll_value: 0.0,
        }
    }

    pub(super) fn state_of(&self, sheet: &Sheet) -> State {
        let mask = self
            .boxes
            .iter()
            .enumerate()
            .filter(|(_, c)| sheet.is_filled(**c))
            .fold(0, |mask, (slot, _)| mask | 1 << slot);
        let upper = usize::from(self.rules.upper_total(sheet)).min(self.cap);
        let flag = usize::from(
            self.yahtzee_slot.is_some()
                && sheet.points(Category::Yahtzee) == Some(self.yahtzee_value),
        );
        State { mask, upper, flag }
    }

    pub(super) fn stride(&self) -> usize {
        self.cap + 1
    }

    fn offset(&self, mask: usize, flag: usize) -> usize {
        (mask * self.flags + flag) * self.stride()
    }

    /// The upper totals a sheet with these boxes filled can have: 0 up to five of each filled face, capped.
    fn lanes(&self, mask: usize) -> usize {
        let most: usize = (0..self.boxes.len())
            .filter(|slot| mask & 1 << slot != 0)
            .map(|slot| 5 * usize::from(self.upper_face[slot]))
            .sum();
        most.min(self.cap) + 1
    }

    /// 2 when the Yahtzee flag can be set with these boxes filled (the Yahtzee box is), else 1.
    pub(in crate::strategy) fn flag_count(&self, mask: usize) -> usize {
        match self.yahtzee_slot {
            Some(slot) if mask & 1 << slot != 0 => 2,
            _ => 1,
        }
    }

    fn roll_dice(&self, roll: usize) -> Dice {
        Dice::from_counts(self.space.counts(self.space.first_roll() + roll)).expect("five dice")
    }

    fn move_for(&self, mark: &Mark, flag: usize) -> Move {
        let slot = self
            .boxes
            .iter()
            .position(|&c| c == mark.category)
            .expect("a box of this sheet");
        let is_upper = self.upper_face[slot] != 0;
        let next_flag = if Some(slot) == self.yahtzee_slot {
            usize::from(mark.points == self.yahtzee_value)
        } else {
            flag
        };
        Move {
            slot: slot as u8,
            upper_gain: if is_upper {
                mark.points.min(GAINS as u16 - 1) as u8
            } else {
                0
            },
            next_flag: next_flag as u8,
            points: mark.points + mark.yahtzee_bonus,
        }
    }

    /// A sheet in state (mask, flag) as the rules engine sees it: the boxes filled (with 0, which no rule
    /// reads) and the Yahtzee box holding its bonus-earning value when the flag is set.
    fn sheet_for(&self, mask: usize, flag: usize) -> Sheet {
        let mut sheet = Sheet::default();
        for (slot, &category) in self.boxes.iter().enumerate() {
            if mask & 1 << slot != 0 {
                let points = if Some(slot) == self.yahtzee_slot && flag == 1 {
                    self.yahtzee_value
                } else {
                    0
                };
                sheet.record(&Mark {
                    category,
                    points,
                    joker: false,
                    yahtzee_bonus: 0,
                });
            }
        }
        sheet
    }

    /// Whether five of a kind may score differently on a sheet with these boxes filled than on a blank one:
    /// the Joker and the Yahtzee bonus are the rules that read the sheet, and both need the Yahtzee box filled.
    fn five_of_a_kind_depends_on_sheet(&self, mask: usize) -> bool {
        let sheet_rules = self.rules.joker() != JokerRule::Off || self.yahtzee_slot.is_some();
        sheet_rules
            && self
                .boxes
                .iter()
                .position(|&c| c == Category::Yahtzee)
                .is_some_and(|slot| mask & 1 << slot != 0)
    }

    /// Fills `scratch.current` (rolls at stride `lanes`) with the value of each final roll: the best allowed
    /// box, its points now plus the expected points to come after it, for upper totals `first_lane..+lanes`.
    fn final_roll_values(
        &self,
        mask: usize,
        flag: usize,
        first_lane: usize,
        lanes: usize,
        scratch: &mut Scratch,
    ) {
        scratch.begin_state();
        let sheet = self
            .five_of_a_kind_depends_on_sheet(mask)
            .then(|| self.sheet_for(mask, flag));
        let first_roll = self.space.first_roll();
        // The moves of one roll: where each candidate starts in `scratch.candidates`, and its points now.
        let mut starts: Vec<usize> = Vec::with_capacity(MAX_EXACT_BOXES);
        let mut points: Vec<Value> = Vec::with_capacity(MAX_EXACT_BOXES);
        let mut moves: Vec<Move> = Vec::with_capacity(MAX_EXACT_BOXES);
        for roll in 0..self.space.roll_count() {
            starts.clear();
            points.clear();
            self.moves_of_roll(mask, flag, roll, sheet.as_ref(), &mut moves);
            for step in &moves {
                starts.push(self.next_values(mask, step, first_lane, lanes, scratch));
                points.push(Value::from(step.points));
            }
            let start = (first_roll + roll) * lanes;
            let out = &mut scratch.current[start..start + lanes];
            out.fill(Value::NEG_INFINITY);
            best_of(out, &scratch.candidates, &starts, &points);
        }
    }

    /// Every mark the roll numbered `roll` may make on a sheet with boxes `mask` and Yahtzee flag `flag`, into
    /// `moves`. `sheet` is that sheet when five of a kind depends on it (see
    /// [`StrategyTable::five_of_a_kind_depends_on_sheet`]): such a roll asks the rules engine again.
    fn moves_of_roll(
        &self,
        mask: usize,
        flag: usize,
        roll: usize,
        sheet: Option<&Sheet>,
        moves: &mut Vec<Move>,
    ) {
        moves.clear();
        match sheet {
            Some(sheet) if self.five_of_a_kind[roll] => {
                let dice = self.roll_dice(roll);
                for option in self.rules.box_options(sheet, &dice) {
                    if option.allowed {
                        moves.push(self.move_for(&option.mark, flag));
                    }
                }
            }
            _ => moves.extend(
                self.plain_moves[roll]
                    .iter()
                    .filter(|step| mask & 1 << step.slot == 0)
                    .map(|step| {
                        // Plain moves were made on a blank sheet: only the Yahtzee box changes the flag.
                        let mut step = *step;
                        if Some(usize::from(step.slot)) != self.yahtzee_slot {
                            step.next_flag = flag as u8;
                        }
                        step
                    }),
            ),
        }
    }

    /// The index in `scratch.candidates` of the expected points to come after `step`, by current upper total
    /// (upper bonus included when the step crosses the threshold), building it on first use in this state.
    #[inline(always)]
    fn next_values(
        &self,
        mask: usize,
        step: &Move,
        first_lane: usize,
        lanes: usize,
        scratch: &mut Scratch,
    ) -> usize {
        let key = (usize::from(step.slot) * 2 + usize::from(step.next_flag)) * GAINS
            + usize::from(step.upper_gain);
        match scratch.built[key] {
            NOT_BUILT => {
                let index = self.build_next_values(mask, step, first_lane, lanes, scratch);
                scratch.built[key] = index as u32;
                index
            }
            known => known as usize,
        }
    }

    #[inline(never)]
    fn build_next_values(
        &self,
        mask: usize,
        step: &Move,
        first_lane: usize,
        lanes: usize,
        scratch: &mut Scratch,
    ) -> usize {
        let index = scratch.candidates.len();
        let source = self.offset(mask | 1 << step.slot, usize::from(step.next_flag));
        let next = &self.values[source..source + self.stride()];
        let gain = usize::from(step.upper_gain);
        let end = first_lane + lanes;
        // Upper totals that stay under the threshold, those that cross it (and earn the bonus), and those
        // already over it.
        let crossing = self.cap.saturating_sub(gain).clamp(first_lane, end);
        let over = self.cap.clamp(crossing, end);
        let candidates = &mut scratch.candidates;
        if crossing > first_lane {
            candidates.extend_from_slice(&next[first_lane + gain..crossing + gain]);
        }
        let at_cap = next[self.cap];
        candidates.extend(std::iter::repeat_n(
            at_cap + self.upper_bonus,
            over - crossing,
        ));
        candidates.extend(std::iter::repeat_n(at_cap, end - over));
        index
    }

    /// The expected points to come from state (mask, flag) at the start of a turn, for every reachable upper
    /// total, written to `out`.
    fn solve_state(&self, mask: usize, flag: usize, scratch: &mut Scratch, out: &mut [Value]) {
        // Whole vectors of 8 lanes: the lanes past the reachable totals cost nothing extra there, and no
        // reachable lane reads them (a lane reads only the same or higher upper totals of fuller sheets).
        let lanes = self.lanes(mask).next_multiple_of(8).min(self.stride());
        let stride = lanes;
        self.final_roll_values(mask, flag, 0, lanes, scratch);
        for _ in 1..self.rules.rolls_per_turn() {
            self.space.expect_keeps(&mut scratch.current, stride, lanes);
            self.space
                .keep_best_part(&mut scratch.current, stride, lanes);
        }
        // The first roll's mean is summed in f64: in f32 the 252 rounded chances would not add up to 1.
        let first_roll = self.space.first_roll();
        let mut mean = [0f64; MAX_LANES];
        for roll in 0..self.space.roll_count() {
            let chance = self.space.roll_probability(roll);
            let start = (first_roll + roll) * stride;
            for (total, &value) in mean.iter_mut().zip(&scratch.current[start..start + lanes]) {
                *total += chance * f64::from(value);
            }
        }
        for (out, total) in out.iter_mut().zip(&mean[..lanes]) {
            *out = *total as Value;
        }
    }

    /// Solves every state, fullest sheets first; the states of one layer are shared among threads.
    fn solve(&mut self) {
        let box_count = self.boxes.len();
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        for filled in (0..box_count).rev() {
            let work: Vec<(usize, usize)> = (0..1usize << box_count)
                .filter(|mask: &usize| mask.count_ones() as usize == filled)
                .flat_map(|mask| (0..self.flag_count(mask)).map(move |flag| (mask, flag)))
                .collect();
            let next_item = AtomicUsize::new(0);
            let table = &*self;
            let results: Vec<Vec<(usize, [Value; MAX_LANES])>> = std::thread::scope(|scope| {
                let workers: Vec<_> = (0..threads.min(work.len()).max(1))
                    .map(|_| {
                        scope.spawn(|| {
                            let mut scratch = Scratch::new(table, MAX_LANES);
                            let mut solved = Vec::new();
                            loop {
                                let item = next_item.fetch_add(1, Ordering::Relaxed);
                                let Some(&(mask, flag)) = work.get(item) else {
                                    break;
                                };
                                let mut out = [0.0; MAX_LANES];
                                table.solve_state(mask, flag, &mut scratch, &mut out);
                                solved.push((table.offset(mask, flag), out));
                            }
                            solved
                        })
                    })
                    .collect();
                workers
                    .into_iter()
                    .map(|w| w.join().expect("a solver thread"))
                    .collect()
            });
            let stride = self.stride();
            for (offset, out) in results.into_iter().flatten() {
                self.values[offset..offset + stride].copy_from_slice(&out[..stride]);
            }
        }
    }

    /// The table's values, for the cache.
    pub(crate) fn raw_values(&self) -> &[Value] {
        &self.values
    }

    /// Replaces the table's values with cached ones of the same length.
    pub(crate) fn with_raw_values(mut self, values: Vec<Value>) -> Option<StrategyTable> {
        (values.len() == self.values.len()).then(|| {
            self.values = values;
            self
        })
    }
}

/// Buffers reused across the states one thread solves.
#[derive(Debug)]
struct Scratch {
    /// One value per multiset of dice and upper total: the turn is computed in place here.
    current: Vec<Value>,
    candidates: Vec<Value>,
    /// Where each (box, next flag, upper gain) candidate starts in `candidates`, or `NOT_BUILT`.
    built: Vec<u32>,
}

/// Upper gains a mark can bring, 0 to 30 with five dice.
const GAINS: usize = 32;
const NOT_BUILT: u32 = u32::MAX;

impl Scratch {
    fn new(table: &StrategyTable, stride: usize) -> Scratch {
        Scratch {
            current: vec![0.0; table.space.len() * stride],
            candidates: Vec::with_capacity(64 * MAX_LANES),
            built: vec![NOT_BUILT; MAX_EXACT_BOXES * 2 * GAINS],
        }
    }

    fn begin_state(&mut self) {
        self.candidates.clear();
        self.built.fill(NOT_BUILT);
    }
}
