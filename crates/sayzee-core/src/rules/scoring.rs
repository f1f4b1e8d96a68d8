//! How one box scores a roll, as data: a [`Pattern`] the dice must form and a [`Payout`] for it.
//!
//! Every box of every preset is one `BoxSpec`, so the variants differ in tables, not in code paths. Where
//! several combinations of the dice fit a pattern (six dice allow two full houses, say), the best one for the
//! player is scored, as the Maxi Yatzy rules say.

use serde::{Deserialize, Serialize};

use super::{Category, Dice, Face, FaceCounts};

/// What the dice must show for a box to score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pattern {
    /// The dice showing one face (the upper section). Always fits; no such die scores 0.
    Face(Face),
    /// At least `n` dice showing one face.
    OfAKind(u8),
    /// `n` pairs of different faces (a triple holds a pair).
    Pairs(u8),
    /// Three of one face and two of another.
    FullHouse,
    /// Two triples of different faces.
    Villa,
    /// Four of one face and two of another.
    Tower,
    /// Any `n` consecutive faces (Yahtzee's small and large straights).
    AnyRun(u8),
    /// Every face from `low` to `high` (Yatzy's fixed straights).
    Run { low: Face, high: Face },
    /// Every die showing the same face.
    AllSame,
    /// Anything at all.
    Any,
}

/// What a fitting roll pays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Payout {
    /// The sum of all the dice.
    SumOfAll,
    /// The sum of the dice that form the combination, choosing the best combination.
    SumOfMatched,
    /// A fixed number of points.
    Fixed(u16),
    /// The sum of all the dice, but never less than this (the Game Room full house).
    SumOfAllAtLeast(u16),
    /// This number minus the sum of all the dice (Misere).
    ComplementOfSum(u16),
}

/// One box of a ruleset's sheet: its id and how it scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoxSpec {
    pub category: Category,
    pub pattern: Pattern,
    pub payout: Payout,
}

impl BoxSpec {
    pub const fn new(category: Category, pattern: Pattern, payout: Payout) -> BoxSpec {
        BoxSpec {
            category,
            pattern,
            payout,
        }
    }

    /// The points `dice` score here under the plain rules (no Joker).
    pub fn points(&self, dice: &Dice) -> u16 {
        match best_match(self.pattern, &dice.counts()) {
            Some(matched) => self.pay(dice, matched),
            None => 0,
        }
    }

    /// The points `dice` score here when a Yahtzee acts as a Joker: a box whose pattern the Joker stands in
    /// for (full house and straights) pays as if the pattern fitted, with every die in the combination.
    pub fn joker_points(&self, dice: &Dice) -> u16 {
        if self.pattern.joker_fits() {
            self.pay(dice, dice.sum())
        } else {
            self.points(dice)
        }
    }

    fn pay(&self, dice: &Dice, matched_sum: u16) -> u16 {
        match self.payout {
            Payout::SumOfAll => dice.sum(),
            Payout::SumOfMatched => matched_sum,
            Payout::Fixed(points) => points,
            Payout::SumOfAllAtLeast(floor) => dice.sum().max(floor),
            Payout::ComplementOfSum(from) => from.saturating_sub(dice.sum()),
        }
    }
}

impl Pattern {
    /// Whether a Joker counts as this pattern: the official rules name Full House and the straights.
    pub const fn joker_fits(self) -> bool {
        matches!(
            self,
            Pattern::FullHouse | Pattern::AnyRun(_) | Pattern::Run { .. }
        )
    }
}

/// The sum of the dice forming the best combination that fits `pattern`, or `None` when none fits.
pub fn best_match(pattern: Pattern, counts: &FaceCounts) -> Option<u16> {
    // Faces high to low, so the first fit found is the best where the pattern takes one face.
    let high_to_low = || {
        (1..=6u16)
            .rev()
            .map(|value| (value, counts[value as usize - 1]))
    };
    match pattern {
        Pattern::Face(face) => Some(u16::from(counts[face.index()]) * u16::from(face.value())),
        Pattern::OfAKind(n) => high_to_low()
            .find(|&(_, count)| count >= n)
            .map(|(value, _)| value * u16::from(n)),
        Pattern::Pairs(n) => {
            let pairs: Vec<u16> = high_to_low()
                .filter(|&(_, count)| count >= 2)
                .map(|(value, _)| value * 2)
                .take(usize::from(n))
                .collect();
            (pairs.len() == usize::from(n)).then(|| pairs.iter().sum())
        }
        Pattern::FullHouse => best_two_groups(counts, 3, 2),
        Pattern::Villa => best_two_groups(counts, 3, 3),
        Pattern::Tower => best_two_groups(counts, 4, 2),
        Pattern::AnyRun(length) => (1..=7 - u16::from(length))
            .rev()
            .find(|&low| (low..low + u16::from(length)).all(|v| counts[v as usize - 1] > 0))
            .map(|low| (low..low + u16::from(length)).sum()),
        Pattern::Run { low, high } => (low.value()..=high.value())
            .all(|v| counts[usize::from(v) - 1] > 0)
            .then(|| (u16::from(low.value())..=u16::from(high.value())).sum()),
        Pattern::AllSame => {
            let dice: u8 = counts.iter().sum();
            high_to_low()
                .find(|&(_, count)| count == dice)
                .map(|(value, _)| value * u16::from(dice))
        }
        Pattern::Any => Some(
            high_to_low()
                .map(|(value, count)| value * u16::from(count))
                .sum(),
        ),
    }
}

/// The best sum of `first` dice of one face and `second` dice of another face.
fn best_two_groups(counts: &FaceCounts, first: u8, second: u8) -> Option<u16> {
    let mut best = None;
    for a in 1..=6u16 {
        for b in 1..=6u16 {
            if a != b && counts[a as usize - 1] >= first && counts[b as usize - 1] >= second {
                let sum = a * u16::from(first) + b * u16::from(second);
                best = best.max(Some(sum));
            }
        }
    }
    best
}
