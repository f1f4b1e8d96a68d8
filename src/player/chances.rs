//! The win-chance key (W): every player's chance of finishing first if everyone plays perfectly from here,
//! and their expected final score, from the exact final-score distributions (`strategy::Forecaster`).
//!
//! The answer is worked out on a thread of its own, so no key waits for it: the first question on an install
//! learns the opening (seconds, then kept in the cache directory), and a walk from the middle of a game takes
//! a moment. Rules without an exact table (Maxi Yatzy, saved rolls) say so instead of guessing.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::computer::Expert;
use crate::game::GameState;
use crate::i18n::Message;
use crate::narration::{self, list_comma, player_name};
use crate::persist::odds_cache;
use crate::strategy::{Advisor, DiceInPlay, Forecaster, Outlook, Standing};

/// Works out the chances of the positions asked about, one question at a time.
#[derive(Debug)]
pub struct Chances {
    expert: Expert,
    cache_dir: Option<PathBuf>,
    /// The forecaster once made (its opening loaded or learnt), shared by every question of the game.
    forecaster: Arc<Mutex<Option<Arc<Forecaster>>>>,
    working: Option<JoinHandle<Vec<Message>>>,
    /// When the question being worked out was asked, and whether "working out" was said for it.
    asked_at: Option<Instant>,
    thinking_said: bool,
    /// The position asked about: how many marks were made by then, and whose turn it was.
    asked_about: Option<(usize, Option<usize>)>,
}

/// How long an answer may take before the player is told it is being worked out: most come sooner, and a
/// "working out" line just before the answer would only delay it.
const THINKING_AFTER: Duration = Duration::from_millis(200);

impl Chances {
    pub fn new(expert: Expert, cache_dir: Option<PathBuf>) -> Chances {
        Chances {
            expert,
            cache_dir,
            forecaster: Arc::default(),
            working: None,
            asked_at: None,
            thinking_said: false,
            asked_about: None,
        }
    }

    /// Starts working out the chances of `state`. Returns at once with the answer when there is nothing to
    /// work out (the game is over), else `None`: the answer comes from [`Chances::answer`].
    pub fn ask(&mut self, state: &GameState) -> Option<Vec<Message>> {
        if state.is_over() {
            return Some(vec![Message::new("refused-game-over")]);
        }
        if self.working.is_some() {
            // One question at a time: the one being worked out answers for this one too.
            return None;
        }
        let asked_about = (marks_made(state), state.turn().map(|turn| turn.player));
        let state = state.clone();
        let expert = self.expert.clone();
        let cache_dir = self.cache_dir.clone();
        let forecaster = self.forecaster.clone();
        self.working = Some(std::thread::spawn(move || {
            work_out(&state, &expert, cache_dir, &forecaster)
        }));
        self.asked_at = Some(Instant::now());
        self.thinking_said = false;
        self.asked_about = Some(asked_about);
        None
    }

    /// What is due now about the question asked, for a caller that never waits: the answer once worked out,
    /// or once, when it takes a while, that it is being worked out. When the game in `now` has moved on past a
    /// mark since the question, the answer says it is about the moment before that mark.
    pub fn due(&mut self, now: &GameState) -> Option<Vec<Message>> {
        if let Some(mut answer) = self.answer(false) {
            if let Some((marks, player)) = self.asked_about.take()
                && marks_made(now) != marks
            {
                let before = match player.and_then(|p| now.config().players.get(p)) {
                    Some(player) => {
                        Message::new("chances-before-mark").with("player", player_name(player))
                    }
                    None => Message::new("chances-before-now"),
                };
                answer.insert(0, before);
            }
            return Some(answer);
        }
        let slow = self
            .asked_at
            .is_some_and(|at| at.elapsed() >= THINKING_AFTER);
        (self.is_working() && slow && !std::mem::replace(&mut self.thinking_said, true))
            .then(|| vec![Message::new("chances-thinking")])
    }

    /// Whether a question is being worked out.
    pub fn is_working(&self) -> bool {
        self.working.is_some()
    }

    /// The answer to the question asked, once worked out; with `wait`, waiting for it.
    pub fn answer(&mut self, wait: bool) -> Option<Vec<Message>> {
        let done = self
            .working
            .as_ref()
            .is_some_and(|job| wait || job.is_finished());
        if !done {
            return None;
        }
        let job = self.working.take()?;
        Some(
            job.join()
                .unwrap_or_else(|_| vec![Message::new("chances-unavailable")]),
        )
    }
}

/// How many marks the players have made: the game's clock, which only marks move (and undo moves back).
fn marks_made(state: &GameState) -> usize {
    state
        .players()
        .iter()
        .flat_map(|player| &player.sheets)
        .map(|sheet| sheet.filled_count())
        .sum()
}

/// The answer for `state`, made on the question's own thread.
fn work_out(
    state: &GameState,
    expert: &Expert,
    cache_dir: Option<PathBuf>,
    shared: &Mutex<Option<Arc<Forecaster>>>,
) -> Vec<Message> {
    let Some(advisor) = expert.get() else {
        return vec![Message::new("chances-unavailable")];
    };
    let Advisor::Exact(table) = &*advisor else {
        let preset = narration::preset_name(state.rules().preset_id());
        return vec![Message::new("chances-no-exact-table").with("preset", preset)];
    };
    let forecaster = {
        let mut shared = shared.lock().unwrap_or_else(PoisonError::into_inner);
        shared
            .get_or_insert_with(|| {
                let mut forecaster = Forecaster::new(table.clone());
                odds_cache::load_or_learn(cache_dir.as_deref(), &mut forecaster);
                Arc::new(forecaster)
            })
            .clone()
    };
    let turn = state.turn();
    let dice = turn.and_then(|t| t.dice);
    let standings: Vec<Standing> = state
        .players()
        .iter()
        .enumerate()
        .map(|(player, standing)| Standing {
            sheets: &standing.sheets,
            dice: match (turn, &dice) {
                (Some(turn), Some(dice)) if turn.player == player => Some(DiceInPlay {
                    dice,
                    rolls_left: turn.rolls_left(),
                }),
                _ => None,
            },
        })
        .collect();
    said(state, &forecaster.outlooks(&standings))
}

/// The chances as said: one line naming every player with their chance and expected final score.
pub fn said(state: &GameState, outlooks: &[Outlook]) -> Vec<Message> {
    let entries = outlooks
        .iter()
        .zip(&state.config().players)
        .map(|(outlook, player)| {
            let percent = outlook.win_chance * 100.0;
            // Whole percents, except that a chance is never rounded to a certainty or to none.
            let band = match percent {
                p if p <= 0.0 => "none",
                p if p < 0.5 => "under-one",
                p if p >= 100.0 => "sure",
                p if p > 99.5 => "over-99",
                _ => "some",
            };
            Message::new("chances-entry")
                .with("player", player_name(player))
                .with(
                    "chance",
                    Message::new("chances-percent")
                        .with("band", band)
                        .with("percent", percent.round()),
                )
                .with("expected", outlook.expected.round())
                .into()
        })
        .collect();
    vec![Message::new("chances").with("entries", list_comma(entries))]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Actor, Command, DiceSource, Game, MatchConfig, PlayerSpec};
    use crate::i18n::Localizer;
    use crate::rules::{Category, Preset};

    /// Ann and Bo at Maxi Yatzy, whose answer (no exact table) comes at once from its thread.
    fn game() -> Game {
        let players = vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")];
        Game::start(
            MatchConfig::new(Preset::MaxiYatzy, players),
            DiceSource::seeded(1),
        )
        .unwrap()
        .0
    }

    /// The answer `chances` gives once worked out, as English lines, while the game stands at `now`.
    fn answer(chances: &mut Chances, now: &GameState) -> Vec<String> {
        let english = Localizer::for_locale("en-US");
        loop {
            if let Some(said) = chances.due(now)
                && said[0].id != "chances-thinking"
            {
                return said.iter().map(|m| english.text(m)).collect();
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn an_answer_the_game_has_moved_past_says_the_moment_it_is_about() {
        let mut game = game();
        let expert = Expert::build(game.state().rules().clone(), None);
        let mut chances = Chances::new(expert, None);
        assert!(chances.ask(game.state()).is_none());
        let unchanged = answer(&mut chances, game.state());
        assert!(!unchanged[0].starts_with("Before"), "{unchanged:?}");
        // Asked again, and Ann marks before the answer is said.
        assert!(chances.ask(game.state()).is_none());
        game.dispatch(Actor::Human, &Command::Advance).unwrap();
        game.dispatch(Actor::Human, &Command::Mark(Category::Chance))
            .unwrap();
        let moved_on = answer(&mut chances, game.state());
        assert_eq!(moved_on[0], "Before Ann’s mark:");
        assert_eq!(moved_on[1..], unchanged[..]);
    }
}
