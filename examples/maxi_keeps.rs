//! Which keep is better in a Maxi Yatzy opening, measured by playing on rather than by the heuristic's own
//! estimate: from a blank sheet whose first roll was 1, 2, 2, 4, 5, 6, every game keeps the given dice, then
//! the (calibrated) heuristic plays the rest of the game. The same seed gives every keep the same stream of
//! dice, so the difference between keeps is known better than each mean.
//!
//! `cargo run --release --example maxi_keeps -- 20000 56 12456 2456` prints the mean final score of each keep.

use std::sync::Arc;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use sayzee::rules::{Face, Preset, Ruleset};
use sayzee::strategy::{Advisor, Bot, Level, play_game_opening};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u32 = args.next().and_then(|n| n.parse().ok()).expect(
        "usage: maxi_keeps GAMES KEEP... (a keep is its faces written together, like 12456)",
    );
    let advisor = Arc::new(Advisor::heuristic(&Ruleset::preset(Preset::MaxiYatzy)));
    let bot = Bot::new(advisor, Level::Perfect);
    for keep in args {
        let faces: Vec<Face> = keep
            .bytes()
            .map(|b| Face::new(b.wrapping_sub(b'0')).expect("faces 1 to 6"))
            .collect();
        let mut rng = Pcg64Mcg::seed_from_u64(11);
        let scores: Vec<f64> = (0..games)
            .map(|_| f64::from(play_game_opening(&bot, &mut rng, Some(&faces)).0))
            .collect();
        let n = f64::from(games);
        let mean = scores.iter().sum::<f64>() / n;
        let variance = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0);
        println!(
            "keep {keep}: mean {mean:.2}, standard error {:.2}",
            (variance / n).sqrt()
        );
    }
}
