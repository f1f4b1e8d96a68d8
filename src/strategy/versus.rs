//! Computers against each other, for `sayzee simulate --bot A --bot B`: many deals, each played once per seating
//! with the contenders rotated round the table, with common random numbers so that the dice, not the seats,
//! are what the contenders share.
//!
//! Every seat of play has its own dice: a generator per (deal, seat, turn) that draws a whole roll of faces every
//! time that seat rolls, the rerolled dice taking the first of them. Whoever sits in seat 1 of a deal sees the same
//! faces for the same roll of the same turn, so two contenders are compared on the same luck. A contender's
//! share of a deal is its share of wins over the deal's seatings (a tie shared among those tied); the interval is
//! over deals, which are independent. Pure and deterministic: the figures depend on the seed alone.

use std::sync::Arc;

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use super::advisor::Advisor;
use super::bot::{Bot, Decision, Level};
use super::champion::{Seats, Weigher, decide_to_win};
use super::odds::{Forecaster, Remembered};
use crate::rules::{Dice, Face, Sheet};

/// Deals a thread takes at a time.
const DEALS_PER_BLOCK: u32 = 16;
/// The normal quantile of a two-sided 95% interval.
const Z_95: f64 = 1.959_964;

/// One contender's figures over every deal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ContenderFigures {
    pub level: Level,
    /// The share of games won (ties shared), 0 to 1.
    pub win_share: f64,
    /// The 95% interval of the share, over deals.
    pub interval: (f64, f64),
    /// The mean final score.
    pub mean_score: f64,
}

/// A head-to-head: how many deals (each played once per seating), and each contender's figures in the order
/// given.
#[derive(Clone, Debug, PartialEq)]
pub struct Versus {
    pub deals: u32,
    pub contenders: Vec<ContenderFigures>,
}

/// What the contenders need: the advisor every computer plays from, and the forecaster the champion weighs its
/// chances with (`None` where the rules have no exact table: the champion then plays as `perfect`).
#[derive(Clone, Copy, Debug)]
pub struct Knowledge<'a> {
    pub advisor: &'a Arc<Advisor>,
    pub forecaster: Option<&'a Forecaster>,
    /// The spreads the champion has worked out, shared by every game.
    pub memory: &'a Remembered,
}

/// Plays `deals` deals of `levels` against each other, seeded by `seed`.
pub fn head_to_head(knowledge: Knowledge<'_>, levels: &[Level], deals: u32, seed: u64) -> Versus {
    let bots: Vec<Bot> = levels
        .iter()
        .map(|&level| Bot::new(Arc::clone(knowledge.advisor), level))
        .collect();
    let blocks = deals.div_ceil(DEALS_PER_BLOCK);
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(blocks.max(1) as usize);
    let per_deal: Vec<DealOutcome> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|worker| {
                let bots = &bots;
                scope.spawn(move || {
                    let mut done = Vec::new();
                    for block in (0..blocks).skip(worker).step_by(threads) {
                        let first = block * DEALS_PER_BLOCK;
                        for deal in first..(first + DEALS_PER_BLOCK).min(deals) {
                            done.push(play_deal(knowledge, bots, seed, deal));
                        }
                    }
                    done
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a head-to-head thread"))
            .collect()
    });
    Versus {
        deals,
        contenders: levels
            .iter()
            .enumerate()
            .map(|(at, &level)| {
                figures(level, per_deal.iter().map(|d| (d.shares[at], d.scores[at])))
            })
            .collect(),
    }
}

/// One deal's result for each contender: its share of the wins over the seatings, and its mean score.
struct DealOutcome {
    shares: Vec<f64>,
    scores: Vec<f64>,
}

fn figures(level: Level, deals: impl Iterator<Item = (f64, f64)>) -> ContenderFigures {
    let (mut n, mut sum, mut squares, mut scores) = (0.0f64, 0.0, 0.0, 0.0);
    for (share, score) in deals {
        n += 1.0;
        sum += share;
        squares += share * share;
        scores += score;
    }
    let mean = sum / n.max(1.0);
    let variance = if n > 1.0 {
        (squares - n * mean * mean).max(0.0) / (n - 1.0)
    } else {
        0.0
    };
    let half = Z_95 * (variance / n.max(1.0)).sqrt();
    ContenderFigures {
        level,
        win_share: mean,
        interval: (mean - half, mean + half),
        mean_score: scores / n.max(1.0),
    }
}

/// Plays deal number `deal` once per seating: in seating `r`, seat `s` holds contender `(s + r) mod n`.
fn play_deal(knowledge: Knowledge<'_>, bots: &[Bot], seed: u64, deal: u32) -> DealOutcome {
    let n = bots.len();
    let mut shares = vec![0.0; n];
    let mut scores = vec![0.0; n];
    for rotation in 0..n {
        let seated: Vec<usize> = (0..n).map(|seat| (seat + rotation) % n).collect();
        let finals = play_game(knowledge, bots, &seated, seed, deal, rotation);
        let best = finals.iter().copied().max().unwrap_or(0);
        let winners = finals.iter().filter(|&&score| score == best).count() as f64;
        for (seat, &contender) in seated.iter().enumerate() {
            scores[contender] += f64::from(finals[seat]) / n as f64;
            if finals[seat] == best {
                shares[contender] += 1.0 / winners / n as f64;
            }
        }
    }
    DealOutcome { shares, scores }
}

/// Plays one game with `seated[s]` the contender in seat `s`; the final score of each seat.
fn play_game(
    knowledge: Knowledge<'_>,
    bots: &[Bot],
    seated: &[usize],
    seed: u64,
    deal: u32,
    rotation: usize,
) -> Vec<u16> {
    let rules = knowledge.advisor.rules().clone();
    let dice_count = usize::from(rules.dice_count());
    // Dice by seat of play and turn, the same in every seating (a turn stopped early leaves the next turn's
    // dice as they were); the computers' own choices by seat and seating.
    let generator = |words: [u64; 4]| {
        let bytes: Vec<u8> = words.iter().flat_map(|word| word.to_le_bytes()).collect();
        Pcg64Mcg::seed_from_u64(crate::hash::fnv1a_from(
            crate::hash::FNV_OFFSET ^ seed,
            &bytes,
        ))
    };
    let mut choice_rngs: Vec<Pcg64Mcg> = (0..seated.len())
        .map(|seat| generator([1, u64::from(deal), seat as u64, rotation as u64]))
        .collect();
    let mut sheets: Vec<Vec<Sheet>> = vec![vec![Sheet::default()]; seated.len()];
    for turn in 0u64.. {
        if sheets.iter().all(|s| rules.is_complete(&s[0])) {
            break;
        }
        for seat in 0..seated.len() {
            let mut dice_rng = generator([0, u64::from(deal), seat as u64, turn]);
            let bot = &bots[seated[seat]];
            let sheet = sheets[seat][0].clone();
            let plan = bot.advisor().turn(&sheet);
            let mut faces = roll(&mut dice_rng, dice_count);
            let mut rolls_left = rules.rolls_per_turn() - 1;
            let mark = loop {
                let dice = Dice::new(&faces).expect("dice of this ruleset");
                let to_win = match (bot.level(), knowledge.forecaster) {
                    (Level::Champion, Some(forecaster)) => decide_to_win(
                        Weigher {
                            forecaster,
                            memory: knowledge.memory,
                        },
                        bot.advisor(),
                        &plan,
                        Seats {
                            sheets: &sheets,
                            me: seat,
                        },
                        &dice,
                        rolls_left,
                    ),
                    _ => None,
                };
                let decision = to_win.unwrap_or_else(|| {
                    bot.decide_in_turn(&plan, &sheet, &dice, rolls_left, &mut choice_rngs[seat])
                });
                match decision {
                    Decision::Reroll { keep } if rolls_left > 0 => {
                        let fresh = roll(&mut dice_rng, dice_count);
                        faces = keep;
                        faces.extend_from_slice(&fresh[..dice_count - faces.len()]);
                        rolls_left -= 1;
                    }
                    Decision::Reroll { .. } => {
                        unreachable!("no keep is offered without a roll left")
                    }
                    Decision::Mark(category) => {
                        break rules
                            .mark(&sheet, &dice, category)
                            .expect("computers mark only boxes the rules allow");
                    }
                }
            };
            sheets[seat][0].record(&mark);
        }
    }
    sheets.iter().map(|s| rules.totals(&s[0]).grand).collect()
}

/// A whole roll of faces: a seat's dice generator moves on by a roll every time, however many dice are used.
fn roll(rng: &mut Pcg64Mcg, dice: usize) -> Vec<Face> {
    (0..dice)
        .map(|_| Face::new(rng.random_range(1..=6)).expect("1 to 6"))
        .collect()
}
