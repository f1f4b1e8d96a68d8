//! How long the champion takes to decide inside a game, as a table's computer does: each game starts with an
//! empty memory (a match's own), two or more players, the champion in seat 1 and `perfect` in the others.
//! Prints the mean and slowest decision, the slowest by open boxes, and the memory the champion filled.
//!
//! `cargo run --release --example champion_times -- <cache dir> <preset> <players> <games>`

use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;
use sayzee::persist::table_cache;
use sayzee::rules::{Dice, Face, Preset, Ruleset, Sheet};
use sayzee::strategy::{
    Advisor, Bot, Decision, Forecaster, Level, Remembered, Seats, Weigher, decide_to_win,
};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [dir, preset, players, games] = args.as_slice() else {
        eprintln!("usage: champion_times <cache dir> <preset> <players> <games>");
        std::process::exit(2);
    };
    let preset: Preset = preset.parse().expect("a preset's name");
    let players: usize = players.parse().expect("a number of players");
    let games: u64 = games.parse().expect("a number of games");
    let rules = Ruleset::preset(preset);
    let (table, _) = table_cache::load_or_build(Some(std::path::Path::new(dir)), &rules)
        .expect("an exact table");
    let table = Arc::new(table);
    let forecaster = Forecaster::new(Arc::clone(&table));
    let advisor = Arc::new(Advisor::Exact(table));
    let bot = Bot::new(Arc::clone(&advisor), Level::Perfect);
    let mut times: Vec<(usize, Duration)> = Vec::new();
    for game in 0..games {
        let memory = Remembered::default();
        let mut rng = Pcg64Mcg::seed_from_u64(game);
        let mut sheets = vec![vec![Sheet::default()]; players];
        while !rules.is_complete(&sheets[players - 1][0]) {
            for seat in 0..players {
                let sheet = sheets[seat][0].clone();
                let plan = advisor.turn(&sheet);
                let mut faces = roll(&mut rng, 5);
                let mut left = rules.rolls_per_turn() - 1;
                let mark = loop {
                    let dice = Dice::new(&faces).expect("five dice");
                    let started = Instant::now();
                    let to_win = (seat == 0)
                        .then(|| {
                            decide_to_win(
                                Weigher {
                                    forecaster: &forecaster,
                                    memory: &memory,
                                },
                                &advisor,
                                &plan,
                                Seats {
                                    sheets: &sheets,
                                    me: 0,
                                },
                                &dice,
                                left,
                            )
                        })
                        .flatten();
                    let decision = to_win.unwrap_or_else(|| {
                        bot.decide_in_turn(&plan, &sheet, &dice, left, &mut rng)
                    });
                    if seat == 0 {
                        times.push((rules.open_boxes(&sheet).count(), started.elapsed()));
                    }
                    match decision {
                        Decision::Reroll { keep } => {
                            faces = keep;
                            faces.extend(roll(&mut rng, 5 - faces.len()));
                            left -= 1;
                        }
                        Decision::Mark(category) => {
                            break rules
                                .mark(&sheet, &dice, category)
                                .expect("a box the rules allow");
                        }
                    }
                };
                sheets[seat][0].record(&mark);
            }
        }
    }
    let total: Duration = times.iter().map(|(_, t)| *t).sum();
    let slowest = times.iter().map(|(_, t)| *t).max().unwrap_or_default();
    println!(
        "decisions {} mean {:.3} ms slowest {:.1} ms",
        times.len(),
        total.as_secs_f64() * 1000.0 / times.len().max(1) as f64,
        slowest.as_secs_f64() * 1000.0
    );
    for open in 1..=rules.categories().count() {
        let at: Vec<Duration> = times
            .iter()
            .filter(|(o, _)| *o == open)
            .map(|(_, t)| *t)
            .collect();
        if let Some(max) = at.iter().max() {
            let mean = at.iter().sum::<Duration>().as_secs_f64() / at.len() as f64;
            println!(
                "open {open:2}: decisions {:5} mean {:7.3} ms slowest {:7.1} ms",
                at.len(),
                mean * 1000.0,
                max.as_secs_f64() * 1000.0
            );
        }
    }
}

fn roll(rng: &mut Pcg64Mcg, dice: usize) -> Vec<Face> {
    (0..dice)
        .map(|_| Face::new(rng.random_range(1..=6)).expect("1 to 6"))
        .collect()
}
