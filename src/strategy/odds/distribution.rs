//! Final-score distributions: the chance of each score of one sheet, the spreads of points the forecaster
//! carries from state to state, and from independent distributions each player's chance of finishing first.

/// The chance of each final score of one sheet.
#[derive(Clone, Debug, PartialEq)]
pub struct ScoreDistribution {
    /// The lowest score with a place in `chances`.
    pub(super) offset: u32,
    /// `chances[i]`: the chance of finishing with `offset + i` points.
    pub(super) chances: Vec<f64>,
}

impl ScoreDistribution {
    /// A score known for certain (a finished sheet).
    pub fn certain(score: u32) -> ScoreDistribution {
        ScoreDistribution {
            offset: score,
            chances: vec![1.0],
        }
    }

    /// The spread of `scores` played out (each as likely as the others): an estimate, where no exact one is
    /// worked out (a computer that plays below perfect). Empty, it is a certain 0.
    pub fn from_samples(scores: &[u16]) -> ScoreDistribution {
        let (Some(&low), Some(&high)) = (scores.iter().min(), scores.iter().max()) else {
            return ScoreDistribution::certain(0);
        };
        let mut chances = vec![0.0; usize::from(high - low) + 1];
        let each = 1.0 / scores.len() as f64;
        for &score in scores {
            chances[usize::from(score - low)] += each;
        }
        ScoreDistribution {
            offset: u32::from(low),
            chances,
        }
    }

    /// The chance of finishing with exactly `score` points.
    pub fn chance_of(&self, score: u32) -> f64 {
        score
            .checked_sub(self.offset)
            .and_then(|i| self.chances.get(i as usize))
            .copied()
            .unwrap_or(0.0)
    }

    /// The chance of finishing with fewer than `score` points.
    pub fn chance_below(&self, score: u32) -> f64 {
        let end = (score.saturating_sub(self.offset) as usize).min(self.chances.len());
        self.chances[..end].iter().sum()
    }

    /// The expected final score.
    pub fn mean(&self) -> f64 {
        self.chances
            .iter()
            .enumerate()
            .map(|(i, &p)| p * f64::from(self.offset + i as u32))
            .sum()
    }

    /// Every score with a chance above 0, lowest first, with its chance.
    pub fn scores(&self) -> impl Iterator<Item = (u32, f64)> + '_ {
        self.chances
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0.0)
            .map(|(i, &p)| (self.offset + i as u32, p))
    }

    /// The same distribution scaled to a total chance of exactly 1 (as near as f64 sums allow).
    fn whole(&self) -> ScoreDistribution {
        let total: f64 = self.chances.iter().sum();
        let chances = if total > 0.0 {
            self.chances.iter().map(|p| p / total).collect()
        } else {
            self.chances.clone()
        };
        ScoreDistribution {
            offset: self.offset,
            chances,
        }
    }

    /// The distribution of the sum of two independent scores (for matches of several sheets each).
    pub fn plus(&self, other: &ScoreDistribution) -> ScoreDistribution {
        let mut chances = vec![0.0; self.chances.len() + other.chances.len() - 1];
        for (i, &p) in self.chances.iter().enumerate() {
            for (j, &q) in other.chances.iter().enumerate() {
                chances[i + j] += p * q;
            }
        }
        ScoreDistribution {
            offset: self.offset + other.offset,
            chances,
        }
    }
}

/// Points gained so far from some state, as chances on a dense range.
#[derive(Clone, Debug, Default)]
pub(super) struct Spread {
    pub(super) offset: usize,
    pub(super) chances: Vec<f32>,
}

impl Spread {
    /// No points yet, for certain.
    pub(super) fn zero() -> Spread {
        Spread {
            offset: 0,
            chances: vec![1.0],
        }
    }

    /// Drops negligible chances from both ends.
    pub(super) fn trim_below(&mut self, negligible: f32) {
        let Some(first) = self.chances.iter().position(|&p| p >= negligible) else {
            self.chances.clear();
            return;
        };
        let last = self
            .chances
            .iter()
            .rposition(|&p| p >= negligible)
            .unwrap_or(first);
        self.chances.truncate(last + 1);
        self.chances.drain(..first);
        self.chances.shrink_to_fit();
        self.offset += first;
    }

    /// Adds the distribution of the sum of two independent spreads.
    pub(super) fn add_convolved(&mut self, a: &Spread, b: &Spread) {
        for (i, &p) in a.chances.iter().enumerate() {
            if p != 0.0 {
                self.add_shifted(b, a.offset + i, f64::from(p));
            }
        }
    }

    /// Adds `weight` times `from` moved up by `points`.
    pub(super) fn add_shifted(&mut self, from: &Spread, points: usize, weight: f64) {
        self.add_shifted_chances(&from.chances, from.offset + points, weight);
    }

    /// Adds `weight` times the chances `from`, the first of them at `start` points.
    pub(super) fn add_shifted_chances(&mut self, from: &[f32], start: usize, weight: f64) {
        if from.is_empty() {
            return;
        }
        if self.chances.is_empty() {
            self.offset = start;
        }
        if start < self.offset {
            let grow = self.offset - start;
            self.chances.splice(0..0, std::iter::repeat_n(0.0, grow));
            self.offset = start;
        }
        let at = start - self.offset;
        let end = at + from.len();
        if end > self.chances.len() {
            // Exactly: a layer holds millions of chances, and doubling capacities would double its memory.
            self.chances.reserve_exact(end - self.chances.len());
            self.chances.resize(end, 0.0);
        }
        let weight = weight as f32;
        for (out, &p) in self.chances[at..end].iter_mut().zip(from) {
            *out += weight * p;
        }
    }
}

/// Each player's chance of finishing first, ties shared equally among those tied, from their independent
/// final-score distributions. Each distribution is taken as a whole chance of 1: a forecast loses up to a
/// millionth to the negligible ends it drops, and a player nobody else can catch must come out at exactly 1.
pub fn win_chances(players: &[ScoreDistribution]) -> Vec<f64> {
    let players: Vec<ScoreDistribution> = players.iter().map(ScoreDistribution::whole).collect();
    players
        .iter()
        .enumerate()
        .map(|(me, mine)| {
            mine.scores()
                .map(|(score, chance)| {
                    // The chance that k of the others tie at `score` and the rest are below it.
                    let mut ties = vec![1.0f64];
                    for (other, theirs) in players.iter().enumerate() {
                        if other == me {
                            continue;
                        }
                        let below = theirs.chance_below(score);
                        let equal = theirs.chance_of(score);
                        let mut next = vec![0.0; ties.len() + 1];
                        for (k, &p) in ties.iter().enumerate() {
                            next[k] += p * below;
                            next[k + 1] += p * equal;
                        }
                        ties = next;
                    }
                    let share: f64 = ties
                        .iter()
                        .enumerate()
                        .map(|(k, &p)| p / (k + 1) as f64)
                        .sum();
                    chance * share
                })
                .sum()
        })
        .collect()
}

/// The other players' final scores seen from one player: for every score, that player's share of the win
/// when finishing with it (the chance every other is below, ties shared), worked out once, so that many of
/// the player's own distributions are weighed against the same others quickly (the champion weighs a few hundred
/// a decision). Agrees with [`win_chances`].
#[derive(Clone, Debug, PartialEq)]
pub struct Rivals {
    /// The lowest score any other may finish with; below it, a player wins nothing.
    offset: u32,
    /// `shares[i]`: the share of the win with `offset + i` points; past the end, every other is below.
    shares: Vec<f64>,
}

impl Rivals {
    pub fn against(others: &[ScoreDistribution]) -> Rivals {
        let others: Vec<ScoreDistribution> = others.iter().map(ScoreDistribution::whole).collect();
        let Some(offset) = others.iter().map(|o| o.offset).min() else {
            return Rivals {
                offset: 0,
                shares: Vec::new(),
            };
        };
        let end = others
            .iter()
            .map(|o| o.offset + o.chances.len() as u32)
            .max()
            .unwrap_or(offset);
        // Each other's chance of finishing below each score, kept as a running sum.
        let mut below = vec![0.0f64; others.len()];
        let shares = (offset..=end)
            .map(|score| {
                let mut ties = vec![1.0f64];
                for (theirs, below) in others.iter().zip(&mut below) {
                    let equal = theirs.chance_of(score);
                    let mut next = vec![0.0; ties.len() + 1];
                    for (k, &p) in ties.iter().enumerate() {
                        next[k] += p * *below;
                        next[k + 1] += p * equal;
                    }
                    ties = next;
                    *below += equal;
                }
                ties.iter()
                    .enumerate()
                    .map(|(k, &p)| p / (k + 1) as f64)
                    .sum()
            })
            .collect();
        Rivals { offset, shares }
    }

    /// The chance of finishing first (ties shared) with final scores `mine`, taken as a whole chance of 1.
    pub fn chance_to_win(&self, mine: &ScoreDistribution) -> f64 {
        let total: f64 = mine.chances.iter().sum();
        if total <= 0.0 {
            return 0.0;
        }
        let won: f64 = mine
            .scores()
            .map(|(score, chance)| {
                let share = match score.checked_sub(self.offset) {
                    None => 0.0,
                    Some(at) => self.shares.get(at as usize).copied().unwrap_or(1.0),
                };
                chance * share
            })
            .sum();
        won / total
    }
}
