//! Solitaire games played by a bot through the rules engine, for `sayzee simulate` and for checking the bots; and
//! whole seeded matches played by bots through the game's own dispatcher, for what weighs a game's record.
//!
//! Pure and deterministic: games are played in blocks, each with its own generator seeded from the seed and
//! the block number, so a summary depends on the seed alone, not on how many threads played it.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use super::advisor::Advisor;
use super::bot::{Bot, Decision, Level};
use super::plan::TurnPlan;
use super::review::{weigh_box, weigh_keep};
use crate::game::{Actor, Command, DiceSource, Game, MatchConfig};
use crate::rules::{Category, Dice, Face, Mark, Sheet};

/// Games played with one generator, one block per thread task.
const GAMES_PER_BLOCK: u32 = 64;

/// Final scores of many games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Summary {
    pub games: u32,
    pub mean: f64,
    /// The sample standard deviation of the scores.
    pub std_dev: f64,
    pub min: u16,
    pub max: u16,
    /// The bot's decisions, weighed against the advisor's best as a review weighs a person's.
    pub weighing: Weighing,
}

/// Decisions weighed: how many, and the expected points they gave away against the advisor's best choices.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Weighing {
    pub decisions: u64,
    pub given_away: f64,
}

impl Weighing {
    fn add(&mut self, weighed: Option<(crate::game::Choice, f64)>) {
        if let Some((_, cost)) = weighed {
            self.decisions += 1;
            self.given_away += cost;
        }
    }

    fn and(self, other: Weighing) -> Weighing {
        Weighing {
            decisions: self.decisions + other.decisions,
            given_away: self.given_away + other.given_away,
        }
    }
}

impl Summary {
    /// The standard error of the mean.
    pub fn std_error(&self) -> f64 {
        self.std_dev / f64::from(self.games.max(1)).sqrt()
    }

    /// The points given away per game.
    pub fn given_away_per_game(&self) -> f64 {
        self.weighing.given_away / f64::from(self.games.max(1))
    }

    /// The points given away per decision.
    pub fn given_away_per_decision(&self) -> f64 {
        self.weighing.given_away / (self.weighing.decisions.max(1) as f64)
    }

    fn of(scores: &[u16]) -> Summary {
        let n = scores.len() as f64;
        let mean = scores.iter().map(|&s| f64::from(s)).sum::<f64>() / n.max(1.0);
        let squares: f64 = scores.iter().map(|&s| (f64::from(s) - mean).powi(2)).sum();
        Summary {
            games: scores.len() as u32,
            mean,
            std_dev: if scores.len() > 1 {
                (squares / (n - 1.0)).sqrt()
            } else {
                0.0
            },
            min: scores.iter().copied().min().unwrap_or(0),
            max: scores.iter().copied().max().unwrap_or(0),
            weighing: Weighing::default(),
        }
    }
}

/// Plays `games` solitaire games of the advisor's ruleset with a bot of `level`, seeded by `seed`.
pub fn simulate(advisor: &Advisor, level: Level, games: u32, seed: u64) -> Summary {
    let bot = Bot::new(std::sync::Arc::new(advisor.clone()), level);
    let played = play_games(&bot, games, seed, |bot, rng| {
        let mut weighing = Weighing::default();
        let (score, _) = play_sheet(bot, rng, None, Some(&mut weighing));
        (score, weighing)
    });
    let scores: Vec<u16> = played.iter().map(|(score, _)| *score).collect();
    Summary {
        weighing: played
            .iter()
            .fold(Weighing::default(), |all, (_, weighing)| all.and(*weighing)),
        ..Summary::of(&scores)
    }
}

/// The mean points each box of the ruleset ends the game with (0 for a scratch), in sheet order, over `games`
/// games of perfect play by the advisor, seeded by `seed`.
pub fn box_means(advisor: &Advisor, games: u32, seed: u64) -> Vec<(Category, f64)> {
    let bot = Bot::new(std::sync::Arc::new(advisor.clone()), Level::Perfect);
    let boxes: Vec<Category> = advisor.rules().categories().collect();
    let sheets = play_games(&bot, games, seed, |bot, rng| play_game(bot, rng).1);
    boxes
        .into_iter()
        .map(|category| {
            let total: f64 = sheets
                .iter()
                .map(|sheet| f64::from(sheet.points(category).unwrap_or(0)))
                .sum();
            (category, total / f64::from(games.max(1)))
        })
        .collect()
}

/// What `each` makes of `games` games, in the order of their blocks, played on every core.
fn play_games<T: Send>(
    bot: &Bot,
    games: u32,
    seed: u64,
    each: impl Fn(&Bot, &mut Pcg64Mcg) -> T + Sync,
) -> Vec<T> {
    let blocks = games.div_ceil(GAMES_PER_BLOCK);
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(blocks.max(1) as usize);
    let mut results: Vec<(u32, Vec<T>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|worker| {
                let each = &each;
                scope.spawn(move || {
                    (0..blocks)
                        .skip(worker)
                        .step_by(threads)
                        .map(|block| {
                            let start = block * GAMES_PER_BLOCK;
                            let count = GAMES_PER_BLOCK.min(games - start);
                            let mut rng = Pcg64Mcg::seed_from_u64(
                                seed ^ u64::from(block).wrapping_mul(0x9E37_79B9_7F4A_7C15),
                            );
                            (block, (0..count).map(|_| each(bot, &mut rng)).collect())
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a simulation thread"))
            .collect()
    });
    results.sort_by_key(|(block, _)| *block);
    results.into_iter().flat_map(|(_, r)| r).collect()
}

/// Plays one solitaire game and returns its final score and sheet.
pub fn play_game(bot: &Bot, rng: &mut Pcg64Mcg) -> (u16, Sheet) {
    play_game_opening(bot, rng, None)
}

/// Plays one solitaire game whose first turn, when `opening` is given, goes on from those dice kept after its
/// first roll (so two rolls are used and the rest are rolled): how measurements compare one keep with
/// another by playing on.
pub fn play_game_opening(bot: &Bot, rng: &mut Pcg64Mcg, opening: Option<&[Face]>) -> (u16, Sheet) {
    play_sheet(bot, rng, opening, None)
}

/// Plays one solitaire game as [`play_game_opening`] does, each decision weighed into `weighing` when given.
fn play_sheet(
    bot: &Bot,
    rng: &mut Pcg64Mcg,
    opening: Option<&[Face]>,
    mut weighing: Option<&mut Weighing>,
) -> (u16, Sheet) {
    let rules = bot.advisor().rules().clone();
    let dice_count = usize::from(rules.dice_count());
    let mut sheet = Sheet::default();
    let mut saved = 0u8;
    let mut opening = opening;
    while !rules.is_complete(&sheet) {
        let plan = bot.advisor().turn(&sheet);
        let mut rolls_left = rules.rolls_per_turn() + saved;
        let mut faces = roll(rng, dice_count);
        rolls_left -= 1;
        if let Some(kept) = opening.take() {
            faces = kept.to_vec();
            faces.extend(roll(rng, dice_count - faces.len()));
            rolls_left -= 1;
        }
        let turn = Turn {
            plan: &plan,
            sheet: &sheet,
            weighing: weighing.as_deref_mut(),
        };
        let (mark, left) = finish_turn(bot, rng, turn, faces, rolls_left);
        rolls_left = left;
        sheet.record(&mark);
        saved = if rules.saved_rolls() { rolls_left } else { 0 };
    }
    (rules.totals(&sheet).grand, sheet)
}

/// The final scores of `games` plays of one sheet from where it stands, with `in_play` the dice already rolled
/// this turn and the rolls left, by the bot of `level`, seeded by `seed`: the Monte Carlo cross-check of the
/// exact forecasts.
pub fn play_on_many(
    advisor: &Advisor,
    level: Level,
    sheet: &Sheet,
    in_play: Option<(&[Face], u8)>,
    games: u32,
    seed: u64,
) -> Vec<u16> {
    let bot = Bot::new(std::sync::Arc::new(advisor.clone()), level);
    play_games(&bot, games, seed, |bot, rng| {
        play_on(bot, rng, sheet, in_play)
    })
}

/// Plays one sheet on from where it stands to the end and returns its final score.
fn play_on(bot: &Bot, rng: &mut Pcg64Mcg, from: &Sheet, in_play: Option<(&[Face], u8)>) -> u16 {
    let rules = bot.advisor().rules().clone();
    let dice_count = usize::from(rules.dice_count());
    let mut sheet = from.clone();
    let mut in_play = in_play;
    while !rules.is_complete(&sheet) {
        let plan = bot.advisor().turn(&sheet);
        let (faces, rolls_left) = match in_play.take() {
            Some((faces, left)) => (faces.to_vec(), left),
            None => (roll(rng, dice_count), rules.rolls_per_turn() - 1),
        };
        let turn = Turn {
            plan: &plan,
            sheet: &sheet,
            weighing: None,
        };
        let (mark, _) = finish_turn(bot, rng, turn, faces, rolls_left);
        sheet.record(&mark);
    }
    rules.totals(&sheet).grand
}

/// Plays the rest of a turn from `faces` with `rolls_left`, as the bot decides; its mark and the rolls left.
fn finish_turn(
    bot: &Bot,
    rng: &mut Pcg64Mcg,
    turn: Turn<'_, '_>,
    mut faces: Vec<Face>,
    mut rolls_left: u8,
) -> (Mark, u8) {
    let Turn {
        plan,
        sheet,
        mut weighing,
    } = turn;
    let rules = bot.advisor().rules();
    loop {
        let dice = Dice::new(&faces).expect("dice of this ruleset");
        let decision = bot.decide_in_turn(plan, sheet, &dice, rolls_left, rng);
        if let Some(weighing) = weighing.as_deref_mut() {
            weigh(
                bot.advisor(),
                (plan, sheet),
                &dice,
                rolls_left,
                &decision,
                weighing,
            );
        }
        match decision {
            Decision::Reroll { keep } if rolls_left > 0 => {
                let missing = faces.len() - keep.len();
                faces = keep;
                faces.extend(roll(rng, missing));
                rolls_left -= 1;
            }
            Decision::Reroll { .. } => unreachable!("no keep is offered without a roll left"),
            Decision::Mark(category) => {
                let mark = rules
                    .mark(sheet, &dice, category)
                    .expect("bots mark only boxes the rules allow");
                return (mark, rolls_left);
            }
        }
    }
}

/// One turn being played: its keep values, the sheet it began from, and where its decisions are weighed.
struct Turn<'p, 'w> {
    plan: &'p TurnPlan<'p>,
    sheet: &'p Sheet,
    weighing: Option<&'w mut Weighing>,
}

/// Weighs one decision as the review weighs a person's: a keep (stopping included), then the box marked.
fn weigh(
    advisor: &Advisor,
    (plan, sheet): (&TurnPlan<'_>, &Sheet),
    dice: &Dice,
    rolls_left: u8,
    decision: &Decision,
    weighing: &mut Weighing,
) {
    let keeps = plan.keep_choices(dice, rolls_left);
    match decision {
        Decision::Reroll { keep } => weighing.add(weigh_keep(&keeps, keep)),
        Decision::Mark(category) => {
            if rolls_left > 0 {
                weighing.add(weigh_keep(&keeps, dice.faces()));
            }
            weighing.add(weigh_box(&advisor.box_choices(sheet, dice), *category));
        }
    }
}

fn roll(rng: &mut Pcg64Mcg, dice: usize) -> Vec<Face> {
    (0..dice)
        .map(|_| Face::new(rng.random_range(1..=6)).expect("1 to 6"))
        .collect()
}

/// A whole match of `config` on dice seeded by `seed`, each player's every decision made by `bots` (by player
/// number), dispatched as a person's commands: a finished game with its record, as a person playing so would
/// leave it. The bots' own choices are drawn from a generator seeded by `seed` too.
///
/// # Panics
/// When `config` cannot start, or `bots` has no bot for a player.
pub fn play_match(config: MatchConfig, seed: u64, bots: &[Bot]) -> Game {
    let (mut game, _) = Game::start(config, DiceSource::seeded(seed)).expect("the match starts");
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    while let Some(turn) = game.state().turn().cloned() {
        let Some(dice) = turn.dice else {
            game.dispatch(Actor::Human, &Command::Advance)
                .expect("a turn can roll");
            continue;
        };
        let in_play = game.state().current_sheet(turn.player);
        let sheet = &game.state().players()[turn.player].sheets[in_play];
        let command = match bots[turn.player].decide(sheet, &dice, turn.rolls_left(), &mut rng) {
            Decision::Reroll { keep } => Command::KeepOnly(keep),
            Decision::Mark(category) => Command::Mark(category),
        };
        game.dispatch(Actor::Human, &command)
            .expect("a bot's decision is allowed");
    }
    game
}
