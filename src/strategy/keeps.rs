//! The dice a player can hold and roll, as numbered multisets, and the within-turn recursion over them.
//!
//! Dice are named by face, never by position, so a roll of five dice is one of 252 multisets and a keep (the
//! dice held before a reroll, zero to five of them) one of 462. Every multiset of up to `dice` dice gets an
//! index, smaller multisets first, so a keep's value can be computed from the keeps with one more die, and
//! "the best keep inside this roll" from the keeps with one die fewer. The arithmetic runs on lanes: one value
//! per upper-section total, so the solver handles every upper total of a sheet in one pass.

use crate::rules::{Face, FaceCounts};

/// The number type of the solver's values: f32 halves memory traffic against f64 and keeps the expected
/// score exact to well under 1e-4 (checked against the published values in the tests).
pub type Value = f32;

/// The larger of two values, written as a comparison so that it compiles to one vector `max` instruction
/// (`f32::max` also handles NaN, which no value here is, and that stops the loops from vectorising).
#[inline(always)]
pub fn larger(a: Value, b: Value) -> Value {
    if a > b { a } else { b }
}

/// Lanes in a narrow block; the solver rounds its lane counts up to a multiple of this.
const GROUP: usize = 8;

/// The mean of six equally likely outcomes, lane by lane.
#[inline]
fn mean_of_six(out: &mut [Value], c: [&[Value]; 6]) {
    let lanes = out.len();
    let [c0, c1, c2, c3, c4, c5] = c.map(|slice| &slice[..lanes]);
    for i in 0..lanes {
        // A true division: multiplying by a rounded 1/6 would bias every value the same way, and the bias
        // would pile up over a game's turns.
        out[i] = (((c0[i] + c1[i]) + (c2[i] + c3[i])) + (c4[i] + c5[i])) / 6.0;
    }
}

/// Marks "no such multiset" in the lookup tables.
const NONE: u32 = u32::MAX;

/// Every multiset of up to `dice` dice, numbered, with the links between them.
#[derive(Clone, Debug)]
pub struct KeepSpace {
    dice: usize,
    counts: Vec<FaceCounts>,
    /// `first_of_size[n]` is the index of the first multiset of `n` dice; `[dice + 1]` is the total.
    first_of_size: Vec<usize>,
    /// For multisets of fewer than `dice` dice: the multiset with one more die of each face.
    plus_one: Vec<[u32; 6]>,
    /// The multiset with one die of each face taken away, or `NONE` where there is no such die.
    minus_one: Vec<[u32; 6]>,
    /// For full rolls only (index minus `first_of_size[dice]`): the chance of rolling it with every die.
    roll_probability: Vec<f64>,
    /// Base-7 code of the face counts to the index.
    index_of_code: Vec<u32>,
}

fn code(counts: &FaceCounts) -> usize {
    counts
        .iter()
        .rev()
        .fold(0, |acc, &c| acc * 7 + usize::from(c))
}

fn factorial(n: u32) -> f64 {
    (1..=n).map(f64::from).product()
}

impl KeepSpace {
    /// The space of `dice` dice (five or six).
    pub fn new(dice: usize) -> KeepSpace {
        let mut counts = Vec::new();
        let mut first_of_size = Vec::new();
        for size in 0..=dice {
            first_of_size.push(counts.len());
            let mut current = [0u8; 6];
            multisets_of_size(size as u8, 0, &mut current, &mut counts);
        }
        first_of_size.push(counts.len());
        let mut index_of_code = vec![NONE; 7usize.pow(6)];
        for (index, c) in counts.iter().enumerate() {
            index_of_code[code(c)] = index as u32;
        }
        let lookup = |c: &FaceCounts| index_of_code[code(c)];
        let plus_one = counts
            .iter()
            .map(|c| {
                std::array::from_fn(|face| {
                    let mut more = *c;
                    more[face] += 1;
                    if more.iter().map(|&n| usize::from(n)).sum::<usize>() <= dice {
                        lookup(&more)
                    } else {
                        NONE
                    }
                })
            })
            .collect();
        let minus_one = counts
            .iter()
            .map(|c| {
                std::array::from_fn(|face| {
                    let mut fewer = *c;
                    if fewer[face] == 0 {
                        return NONE;
                    }
                    fewer[face] -= 1;
                    lookup(&fewer)
                })
            })
            .collect();
        let all_outcomes = 6f64.powi(dice as i32);
        let roll_probability = counts[first_of_size[dice]..]
            .iter()
            .map(|c| {
                let arrangements = factorial(dice as u32)
                    / c.iter().map(|&n| factorial(n.into())).product::<f64>();
                arrangements / all_outcomes
            })
            .collect();
        KeepSpace {
            dice,
            counts,
            first_of_size,
            plus_one,
            minus_one,
            roll_probability,
            index_of_code,
        }
    }

    /// How many multisets of 0 to `dice` dice there are.
    pub fn len(&self) -> usize {
        self.counts.len()
    }

    /// The index of the first full roll; full rolls fill the indices from here to the end.
    pub fn first_roll(&self) -> usize {
        self.first_of_size[self.dice]
    }

    /// How many distinct full rolls there are.
    pub fn roll_count(&self) -> usize {
        self.len() - self.first_roll()
    }

    /// The face counts of multiset `index`.
    pub fn counts(&self, index: usize) -> FaceCounts {
        self.counts[index]
    }

    /// The index of the multiset with these face counts, if it has at most `dice` dice.
    pub fn index(&self, counts: &FaceCounts) -> Option<usize> {
        if counts.iter().any(|&c| c > 6) {
            return None;
        }
        let index = self.index_of_code[code(counts)];
        (index != NONE).then_some(index as usize)
    }

    /// The chance of rolling full roll number `roll` (0-based among full rolls) with every die.
    pub fn roll_probability(&self, roll: usize) -> f64 {
        self.roll_probability[roll]
    }

    /// Every distinct sub-multiset of `counts` (the keeps a player holding these dice can choose).
    pub fn sub_keeps(&self, counts: &FaceCounts) -> Vec<usize> {
        let mut found = Vec::new();
        let mut current = [0u8; 6];
        collect_sub_keeps(counts, 0, &mut current, &mut |c| {
            if let Some(index) = self.index(c) {
                found.push(index);
            }
        });
        found
    }

    /// Fills the value of every multiset of fewer than `dice` dice with the mean value after rolling the
    /// missing dice, given the values of full rolls already in `values` (`stride` floats per multiset, the
    /// first `lanes` used).
    pub fn expect_keeps(&self, values: &mut [Value], stride: usize, lanes: usize) {
        for keep in (0..self.first_roll()).rev() {
            // Every multiset with one more die comes after this one, so it is already filled.
            let (head, tail) = values.split_at_mut((keep + 1) * stride);
            let out = &mut head[keep * stride..keep * stride + lanes];
            let child = |face: usize| {
                let at = (self.plus_one[keep][face] as usize - keep - 1) * stride;
                &tail[at..at + lanes]
            };
            mean_of_six(
                out,
                [child(0), child(1), child(2), child(3), child(4), child(5)],
            );
        }
    }

    /// Replaces, in place, the value of every multiset with the best value over its sub-multisets: what a
    /// player holding those dice can reach by keeping the best part of them. A full roll's value becomes the
    /// value of that roll with one more reroll to come.
    pub fn keep_best_part(&self, values: &mut [Value], stride: usize, lanes: usize) {
        let mut links = [0usize; 6];
        for keep in 1..self.len() {
            let mut count = 0;
            for &fewer in &self.minus_one[keep] {
                if fewer != NONE {
                    links[count] = fewer as usize * stride;
                    count += 1;
                }
            }
            // Sub-multisets with one die fewer come first and already hold their best.
            let (done, rest) = values.split_at_mut(keep * stride);
            best_of_plain(&mut rest[..lanes], done, &links[..count]);
        }
    }
}

/// `out[i] = max(out[i], sources[at + i] + points)` over every (`at`, `points`) pair of `starts` and
/// `points`. Lanes go in blocks kept in registers, so `out` is read and written once however many sources
/// there are; each block is loaded into locals before it is stored, because `out` and `sources` may be two
/// parts of one buffer, which the compiler cannot prove apart.
#[inline]
pub fn best_of(out: &mut [Value], sources: &[Value], starts: &[usize], points: &[Value]) {
    best_in_blocks::<true>(out, sources, starts, points);
}

/// [`best_of`] with no points added.
#[inline]
pub fn best_of_plain(out: &mut [Value], sources: &[Value], starts: &[usize]) {
    best_in_blocks::<false>(out, sources, starts, &[]);
}

#[inline(always)]
fn best_in_blocks<const ADD: bool>(
    out: &mut [Value],
    sources: &[Value],
    starts: &[usize],
    points: &[Value],
) {
    let lanes = out.len();
    let mut lane = 0;
    // Wide blocks amortise the loop over sources; blocks of 8 take the rest.
    while lane + WIDE <= lanes {
        best_block::<WIDE, ADD>(out, sources, starts, points, lane);
        lane += WIDE;
    }
    while lane + GROUP <= lanes {
        best_block::<GROUP, ADD>(out, sources, starts, points, lane);
        lane += GROUP;
    }
    for i in lane..lanes {
        for (n, &at) in starts.iter().enumerate() {
            let value = if ADD {
                sources[at + i] + points[n]
            } else {
                sources[at + i]
            };
            out[i] = larger(out[i], value);
        }
    }
}

#[inline(always)]
fn best_block<const W: usize, const ADD: bool>(
    out: &mut [Value],
    sources: &[Value],
    starts: &[usize],
    points: &[Value],
    lane: usize,
) {
    let mut best: [Value; W] = out[lane..lane + W].try_into().expect("a block");
    for (n, &at) in starts.iter().enumerate() {
        let from: &[Value; W] = sources[at + lane..at + lane + W]
            .try_into()
            .expect("a block");
        let add = if ADD { points[n] } else { 0.0 };
        for i in 0..W {
            let value = if ADD { from[i] + add } else { from[i] };
            best[i] = larger(best[i], value);
        }
    }
    out[lane..lane + W].copy_from_slice(&best);
}

/// Lanes in a wide block: 32 floats are eight SSE registers, leaving room for the source being read.
const WIDE: usize = 32;

fn multisets_of_size(left: u8, face: usize, current: &mut FaceCounts, out: &mut Vec<FaceCounts>) {
    if face == 5 {
        current[5] = left;
        out.push(*current);
        current[5] = 0;
        return;
    }
    for n in (0..=left).rev() {
        current[face] = n;
        multisets_of_size(left - n, face + 1, current, out);
    }
    current[face] = 0;
}

fn collect_sub_keeps(
    counts: &FaceCounts,
    face: usize,
    current: &mut FaceCounts,
    found: &mut dyn FnMut(&FaceCounts),
) {
    if face == 6 {
        found(current);
        return;
    }
    for n in 0..=counts[face] {
        current[face] = n;
        collect_sub_keeps(counts, face + 1, current, found);
    }
    current[face] = 0;
}

/// The faces of a multiset, low to high.
pub fn faces_of(counts: &FaceCounts) -> Vec<Face> {
    Face::ALL
        .iter()
        .flat_map(|&face| std::iter::repeat_n(face, counts[face.index()].into()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_dice_make_252_rolls_and_462_keeps() {
        let space = KeepSpace::new(5);
        assert_eq!(space.len(), 462);
        assert_eq!(space.roll_count(), 252);
        let total: f64 = (0..252).map(|r| space.roll_probability(r)).sum();
        assert!((total - 1.0).abs() < 1e-12);
        assert_eq!(KeepSpace::new(6).len(), 924);
    }

    #[test]
    fn keeping_nothing_is_worth_the_mean_roll() {
        let space = KeepSpace::new(5);
        let mut values = vec![0f32; space.len()];
        for roll in 0..space.roll_count() {
            let counts = space.counts(space.first_roll() + roll);
            values[space.first_roll() + roll] =
                (0..6).map(|f| f32::from(counts[f]) * (f + 1) as f32).sum();
        }
        space.expect_keeps(&mut values, 1, 1);
        assert!((values[0] - 17.5).abs() < 1e-4);
        let three_sixes = space.index(&[0, 0, 0, 0, 0, 3]).unwrap();
        assert!((values[three_sixes] - 25.0).abs() < 1e-4);
    }

    #[test]
    fn a_pair_has_six_sub_keeps_and_a_straight_thirty_two() {
        let space = KeepSpace::new(5);
        assert_eq!(space.sub_keeps(&[2, 0, 0, 0, 0, 3]).len(), 12);
        assert_eq!(space.sub_keeps(&[1, 1, 1, 1, 1, 0]).len(), 32);
    }
}
