//! The win-chance key (W): every player's chance of finishing first if everyone plays perfectly from here,
//! and their expected final score, from the exact final-score distributions (`strategy::Forecaster`).
//!
//! The answer is worked out on a thread of its own, so no key waits for it: the first question on an install
//! learns the opening (seconds, then kept in the cache directory), and a walk from the middle of a game takes
//! a moment. Rules without an exact table (Maxi Yatzy, saved rolls) say so instead of guessing. A server's
//! browser seats ask instead of the work their process shares ([`SharedChances`]): one answer per position for
//! every seat that asks it, on one thread of low priority, refused while it is busy.

use std::path::PathBuf;
use std::sync::mpsc;
use std::sync::{Arc, PoisonError};
use std::time::{Duration, Instant};

use crate::computer::{Expert, ForecastSlot};
use crate::game::{Game, GameState, PlayerSpec, Skill};
use crate::i18n::Message;
use crate::narration::{self, player_name};
use crate::persist::odds_cache;
use crate::player::shared_work::{Awaited, SharedWork};
use crate::strategy::{
    Advisor, DiceInPlay, Forecaster, Standing, StrategyTable, WinWeighing, weigh_for_winning,
};

/// A person by player number, and their choices weighed in the chance of winning.
pub type WinningWeighed = (usize, WinWeighing);

/// What the work shared by a process's seats answers: W's answer, or the weighing after a game.
#[derive(Clone, Debug)]
pub enum Worked {
    Answer(Vec<Message>),
    Weighed(Vec<WinningWeighed>),
}

/// W's work shared by every seat a process holds for others (a server's browser seats).
pub type SharedChances = SharedWork<Worked>;

/// Works out the chances of the positions asked about, one question at a time.
#[derive(Debug)]
pub struct Chances {
    expert: Expert,
    cache_dir: Option<PathBuf>,
    /// The work shared with the process's other seats, when this seat asks there rather than on threads of its
    /// own.
    shared: Option<Arc<SharedChances>>,
    /// The forecaster once made (its opening loaded or learnt), shared by every question of the game and by
    /// every game playing by the same expert (a server's browser seats at tables of one ruleset).
    forecaster: Arc<ForecastSlot>,
    working: Option<Work<Vec<Message>>>,
    /// After the game: for each person asked about, the decision that cost most chance of winning.
    winning: Option<Work<Vec<WinningWeighed>>>,
    /// When the question being worked out was asked, and whether "working out" was said for it.
    asked_at: Option<Instant>,
    thinking_said: bool,
    /// The position asked about: how many marks were made by then, and whose turn it was.
    asked_about: Option<(usize, Option<usize>)>,
}

/// How long a caller waits for work done in the background.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Patience {
    /// Up to this long (zero: only what is done already).
    Up(Duration),
    /// Until it is done: the work is bounded (seconds), and what it says would otherwise be lost.
    UntilDone,
}

/// Work on a thread of its own or shared, whose result is waited for on a channel: as long as a caller is willing
/// to wait, and no longer, without looking again and again.
#[derive(Debug)]
enum Work<T> {
    Own(mpsc::Receiver<T>),
    /// Asked of the shared work: its answer, and what this kind of work takes from it.
    Shared(Awaited<Worked>, fn(Worked) -> Option<T>),
}

/// Where work stands when asked.
enum Outcome<T> {
    Done(T),
    Working,
    /// Its thread ended without a result (it panicked).
    Failed,
}

impl<T: Send + 'static> Work<T> {
    fn start(work: impl FnOnce() -> T + Send + 'static) -> Work<T> {
        let (finished, done) = mpsc::channel();
        std::thread::spawn(move || {
            let _ = finished.send(work());
        });
        Work::Own(done)
    }

    /// The result once done, waiting for it up to `patience`.
    fn within(&self, patience: Patience) -> Outcome<T> {
        match self {
            Work::Own(done) => outcome(received_within(done, patience)),
            Work::Shared(awaited, take) => {
                match received_within(&awaited.answer, patience).map(take) {
                    Ok(Some(result)) => Outcome::Done(result),
                    Ok(None) => Outcome::Failed,
                    Err(error) => outcome(Err(error)),
                }
            }
        }
    }
}

fn received_within<T>(
    done: &mpsc::Receiver<T>,
    patience: Patience,
) -> Result<T, mpsc::RecvTimeoutError> {
    match patience {
        Patience::UntilDone => done
            .recv()
            .map_err(|_| mpsc::RecvTimeoutError::Disconnected),
        Patience::Up(wait) => done.recv_timeout(wait),
    }
}

fn outcome<T>(received: Result<T, mpsc::RecvTimeoutError>) -> Outcome<T> {
    match received {
        Ok(result) => Outcome::Done(result),
        Err(mpsc::RecvTimeoutError::Timeout) => Outcome::Working,
        Err(mpsc::RecvTimeoutError::Disconnected) => Outcome::Failed,
    }
}

/// How long an answer may take before the player is told it is being worked out: most come sooner, and a
/// "working out" line just before the answer would only delay it.
const THINKING_AFTER: Duration = Duration::from_millis(200);

impl Chances {
    pub fn new(expert: Expert, cache_dir: Option<PathBuf>) -> Chances {
        Chances {
            forecaster: expert.forecast_slot(),
            expert,
            cache_dir,
            shared: None,
            working: None,
            winning: None,
            asked_at: None,
            thinking_said: false,
            asked_about: None,
        }
    }

    /// Chances asked of the work `shared` by the process's seats: nothing is worked out on threads of this seat's
    /// own, and nothing is kept in a cache directory.
    pub fn shared(expert: Expert, shared: Arc<SharedChances>) -> Chances {
        Chances {
            shared: Some(shared),
            ..Chances::new(expert, None)
        }
    }

    /// Makes ready, on a thread of low priority, what the first question of this game needs, when it is not
    /// kept in the cache yet: the opening, learnt once per ruleset and install (seconds). It is learnt while
    /// the first turns are played, so that no W waits for it; a W asked meanwhile waits for it alone.
    pub fn prepare_in_background(&self) {
        let Some(dir) = self.cache_dir.clone() else {
            return;
        };
        let expert = self.expert.clone();
        let shared = self.forecaster.clone();
        let _ = std::thread::Builder::new()
            .name("sayzee-opening".into())
            .spawn(move || {
                // Once the table is read or solved (it may be being solved now): a key asking meanwhile finds
                // the expert not ready, and waits for nothing. Waited for at the usual priority, since whoever
                // asks for the expert next (a computer's move) waits for this thread to take it.
                let Some(advisor) = expert.get() else {
                    return;
                };
                // The learning itself comes after the game's own threads (keys, speech, the computers); where
                // the system refuses, it is learnt at the usual priority. A kept opening is read when asked for.
                let _ = thread_priority::set_current_thread_priority(
                    thread_priority::ThreadPriority::Min,
                );
                if let Advisor::Exact(table) = &*advisor
                    && !odds_cache::is_kept(&dir, table.rules())
                {
                    let _ = forecaster_for(table, Some(dir), &shared);
                }
            });
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
        // The same position at the same rules is the same question, whichever seat asks it.
        let key = self
            .shared
            .as_ref()
            .and_then(|_| serde_json::to_string(state).ok());
        let state = state.clone();
        let expert = self.expert.clone();
        let cache_dir = self.cache_dir.clone();
        let forecaster = self.forecaster.clone();
        let work = move || work_out(&state, &expert, cache_dir, &forecaster);
        self.working = Some(match &self.shared {
            None => Work::start(work),
            Some(shared) => match shared.ask(key, move || Worked::Answer(work())) {
                Ok(awaited) => Work::Shared(awaited, |worked| match worked {
                    Worked::Answer(answer) => Some(answer),
                    Worked::Weighed(_) => None,
                }),
                Err(_) => return Some(vec![Message::new("chances-busy")]),
            },
        });
        self.asked_at = Some(Instant::now());
        self.thinking_said = false;
        self.asked_about = Some(asked_about);
        None
    }

    /// What is due now about the question asked, for a caller that never waits: the answer once worked out,
    /// or once, when it takes a while, that it is being worked out. When the game in `now` has moved on past a
    /// mark since the question, the answer says it is about the moment before that mark.
    pub fn due(&mut self, now: &GameState) -> Option<Vec<Message>> {
        self.due_within(now, Patience::Up(Duration::ZERO))
    }

    /// As [`Chances::due`], waiting for the answer as long as `patience` says.
    pub fn due_within(&mut self, now: &GameState, patience: Patience) -> Option<Vec<Message>> {
        if let Some(mut answer) = self.answer_within(patience) {
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

    /// Starts weighing, on a thread of its own, the choices of each of `people` in the finished `game` in the
    /// chance of winning: the one that cost most, and those played to win (a walk a costly choice: seconds).
    /// Nothing for rules without an exact table. `false` when the work shared by the process's seats is too busy
    /// to take it.
    pub fn weigh_for_winning(&mut self, game: &Game, people: Vec<usize>) -> bool {
        let expert = self.expert.clone();
        let cache_dir = self.cache_dir.clone();
        let shared = self.forecaster.clone();
        let game = game.clone();
        let work = move || {
            let Some(advisor) = expert.get() else {
                return Vec::new();
            };
            let Advisor::Exact(table) = &*advisor else {
                return Vec::new();
            };
            let forecaster = forecaster_for(table, cache_dir, &shared);
            people
                .into_iter()
                .map(|person| {
                    let weighing = weigh_for_winning(&forecaster, &advisor, &game, person);
                    (person, weighing)
                })
                .collect()
        };
        self.winning = Some(match &self.shared {
            None => Work::start(work),
            Some(shared) => match shared.ask(None, move || Worked::Weighed(work())) {
                Ok(awaited) => Work::Shared(awaited, |worked| match worked {
                    Worked::Weighed(weighed) => Some(weighed),
                    Worked::Answer(_) => None,
                }),
                Err(_) => return false,
            },
        });
        true
    }

    /// The decisions that cost most chance of winning once worked out, each person's once: at once, or waiting
    /// for them as long as `patience` says.
    pub fn weighed_for_winning(&mut self, patience: Patience) -> Option<Vec<WinningWeighed>> {
        let weighed = match self.winning.as_ref()?.within(patience) {
            Outcome::Working => return None,
            Outcome::Done(weighed) => Some(weighed),
            Outcome::Failed => None,
        };
        self.winning = None;
        weighed
    }

    /// Whether a question is being worked out.
    pub fn is_working(&self) -> bool {
        self.working.is_some()
    }

    /// Whether the decisions that cost most chance of winning are being weighed, or weighed and not yet taken.
    pub fn is_weighing(&self) -> bool {
        self.winning.is_some()
    }

    /// The answer to the question asked if it is worked out within the time a player waits without being told
    /// (for line mode, where the next line waits for the answer: past it, the caller says it is being worked
    /// out, then waits with [`Chances::answer`]).
    pub fn answer_if_quick(&mut self) -> Option<Vec<Message>> {
        let asked_at = self.asked_at.unwrap_or_else(Instant::now);
        let left = THINKING_AFTER.saturating_sub(asked_at.elapsed());
        self.answer_within(Patience::Up(left))
    }

    /// The answer to the question asked, once worked out; with `wait`, waiting for it.
    pub fn answer(&mut self, wait: bool) -> Option<Vec<Message>> {
        self.answer_within(match wait {
            true => Patience::UntilDone,
            false => Patience::Up(Duration::ZERO),
        })
    }

    fn answer_within(&mut self, patience: Patience) -> Option<Vec<Message>> {
        let answer = match self.working.as_ref()?.within(patience) {
            Outcome::Working => return None,
            Outcome::Done(answer) => answer,
            Outcome::Failed => vec![Message::new("chances-unavailable")],
        };
        self.working = None;
        Some(answer)
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

/// The game's forecaster, made once (its opening read from the cache or learnt) by whichever thread asks first;
/// the others wait for it.
fn forecaster_for(
    table: &Arc<StrategyTable>,
    cache_dir: Option<PathBuf>,
    shared: &ForecastSlot,
) -> Arc<Forecaster> {
    let mut shared = shared.lock().unwrap_or_else(PoisonError::into_inner);
    shared
        .get_or_insert_with(|| {
            let mut forecaster = Forecaster::new(table.clone());
            odds_cache::load_or_learn(cache_dir.as_deref(), &mut forecaster);
            Arc::new(forecaster)
        })
        .clone()
}

/// The answer for `state`, made on the question's own thread.
fn work_out(
    state: &GameState,
    expert: &Expert,
    cache_dir: Option<PathBuf>,
    shared: &ForecastSlot,
) -> Vec<Message> {
    let Some(advisor) = expert.get() else {
        return vec![Message::new("chances-unavailable")];
    };
    let Advisor::Exact(table) = &*advisor else {
        let preset = narration::preset_name(state.rules().preset_id());
        return vec![Message::new("chances-no-exact-table").with("preset", preset)];
    };
    let forecaster = forecaster_for(table, cache_dir, shared);
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
    // A computer below perfect is weighed as its level plays, from games played out seeded by where the game
    // stands (so the same moment gets the same answer).
    let levels: Vec<Option<Skill>> = state
        .config()
        .players
        .iter()
        .map(PlayerSpec::skill)
        .collect();
    let seed = (marks_made(state) as u64) << 8 | u64::from(turn.map_or(0, |t| t.rolls_used));
    let outlooks = forecaster.outlooks_at_levels(&standings, &levels, seed);
    narration::chances::said(state, &outlooks)
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
        let said = chances
            .due_within(now, Patience::UntilDone)
            .expect("a question was asked");
        said.iter().map(|m| english.text(m)).collect()
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

    #[test]
    fn seats_sharing_the_work_hear_one_answer_and_a_refusal_while_it_is_busy() {
        let game = game();
        let expert = Expert::build(game.state().rules().clone(), None);
        let shared = Arc::new(SharedChances::default());
        let mut seats: Vec<Chances> = (0..3)
            .map(|_| Chances::shared(expert.clone(), shared.clone()))
            .collect();
        for seat in &mut seats {
            assert!(seat.ask(game.state()).is_none());
        }
        let first = answer(&mut seats[0], game.state());
        assert!(first[0].contains("no exact strategy table"), "{first:?}");
        for seat in &mut seats[1..] {
            assert_eq!(answer(seat, game.state()), first);
        }
        // The shared thread held by other tables' questions, as many as may wait: the next seat is told to ask
        // again, at once, rather than waiting behind them.
        let hold = Arc::new(std::sync::Mutex::new(()));
        let held = hold.lock().unwrap();
        let ask_held = |started: Option<std::sync::mpsc::Sender<()>>| {
            let hold = hold.clone();
            shared.ask(None, move || {
                if let Some(started) = started {
                    let _ = started.send(());
                }
                drop(hold.lock());
                Worked::Answer(Vec::new())
            })
        };
        // One taken by the thread (waited for, so that it is not still among those waiting), the rest behind it.
        let (started, first_taken) = std::sync::mpsc::channel();
        let mut others = vec![ask_held(Some(started))];
        first_taken.recv().unwrap();
        others.extend((0..crate::player::shared_work::MOST_WAITING).map(|_| ask_held(None)));
        assert!(others.iter().all(Result::is_ok));
        let mut late = Chances::shared(expert, shared.clone());
        let mut moved = game.clone();
        moved.dispatch(Actor::Human, &Command::Advance).unwrap();
        let english = Localizer::for_locale("en-US");
        let refused = late.ask(moved.state()).expect("refused at once");
        assert_eq!(
            english.text(&refused[0]),
            "The server is busy working out chances for other tables; press W again in a moment."
        );
        assert!(!late.is_working());
        drop(held);
        drop(others);
    }
}
