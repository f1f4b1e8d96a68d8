//! The driver's side of a session's background work: each [`Work`] the session starts ([`Effect::Start`]) is
//! done on a thread of its own, or asked of the work a server's browser seats share, and its answer waits in a
//! channel until the driver gives it back as [`Input::Done`]; each moment the session asked to be woken at
//! ([`Effect::Wake`]) is kept here until it comes, and given back as [`Input::Timer`].
//!
//! Nothing polls: finished work rings the driver's bell (the key reader's queue, a line loop's channel), and a
//! driver that waits asks how long until the next moment due ([`Workers::until_next`]); with no work under way
//! and no moment asked for, an idle driver waits for a key, a line or news alone.
//!
//! [`Effect::Start`]: crate::player::session::Effect::Start
//! [`Effect::Wake`]: crate::player::session::Effect::Wake

use std::collections::HashMap;
use std::panic::AssertUnwindSafe;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::computer::Expert;
use crate::player::chances::{ChanceMaker, SharedChances, Worked};
use crate::player::session::{Done, Input, Job, Timer, Work, WorkId};

/// What rings a driver when work is done: called from the work's thread.
pub type Bell = Arc<dyn Fn() + Send + Sync>;

/// When W's opening (the chances of winning from the first turns) is worked out, and where W's work is done.
#[derive(Debug, Default)]
pub enum Opening {
    /// Nothing ahead: W learns what it needs when asked, on threads of this seat's own.
    #[default]
    WhenAsked,
    /// Learnt in the background from the start, and kept between games in the cache directory `kept_in` (if any).
    Ahead { kept_in: Option<PathBuf> },
    /// Asked of the work shared by the process's seats (a server's browser seats), which learns it when first
    /// asked, once for them all: nothing is worked out on threads of this seat's own, nor kept in a cache.
    Shared(Arc<SharedChances>),
}

/// A session's background work, as its driver does it.
pub struct Workers {
    maker: ChanceMaker,
    shared: Option<Arc<SharedChances>>,
    finished_tx: Sender<(WorkId, Done)>,
    finished: Receiver<(WorkId, Done)>,
    bell: Arc<Mutex<Option<Bell>>>,
    /// The work started and not yet given back, with the interest held in the shared work's answer.
    under_way: HashMap<WorkId, Option<Arc<()>>>,
    /// The moments asked for, in no order.
    timers: Vec<(Instant, Timer)>,
}

impl std::fmt::Debug for Workers {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("Workers")
            .field("under_way", &self.under_way.len())
            .field("timers", &self.timers)
            .finish_non_exhaustive()
    }
}

impl Workers {
    /// The workers of a game played by `expert`; with [`Opening::Ahead`], the opening is learnt from now on, at a
    /// low priority, when it is not kept yet.
    pub fn new(expert: Expert, opening: Opening) -> Workers {
        let (cache_dir, shared, ahead) = match opening {
            Opening::WhenAsked => (None, None, false),
            Opening::Ahead { kept_in } => (kept_in, None, true),
            Opening::Shared(shared) => (None, Some(shared), false),
        };
        let (finished_tx, finished) = mpsc::channel();
        let workers = Workers {
            maker: ChanceMaker::new(expert, cache_dir),
            shared,
            finished_tx,
            finished,
            bell: Arc::default(),
            under_way: HashMap::new(),
            timers: Vec::new(),
        };
        if ahead && workers.maker.cache_dir.is_some() {
            let maker = workers.maker.clone();
            let _ = std::thread::Builder::new()
                .name("sayzee-opening".into())
                .spawn(move || maker.learn_opening());
        }
        workers
    }

    /// From now on, `bell` rings whenever work is done; rung at once if some is waiting already.
    pub fn ring(&self, bell: Bell) {
        *self.bell.lock().unwrap_or_else(PoisonError::into_inner) = Some(bell.clone());
        bell();
    }

    /// Starts `work`.
    pub fn start(&mut self, work: Work) {
        let Work { id, job } = work;
        let reply = Reply {
            id,
            finished: self.finished_tx.clone(),
            bell: self.bell.clone(),
        };
        let maker = self.maker.clone();
        let (key, work): (Option<String>, Box<dyn FnOnce() -> Worked + Send>) = match job {
            Job::Expert => {
                own_thread(reply, move || {
                    maker.expert.get();
                    Done::ExpertReady
                });
                self.under_way.insert(id, None);
                return;
            }
            // The same position at the same rules is the same question, whichever seat asks it (only the shared
            // work needs to know).
            Job::Chances { state, last_turn } => (
                self.shared
                    .as_ref()
                    .and_then(|_| serde_json::to_string(&(&state, &last_turn)).ok()),
                Box::new(move || Worked::Answer(maker.chances(&state, last_turn.as_deref()))),
            ),
            Job::WeighForWinning { game, people } => (
                None,
                Box::new(move || Worked::Weighed(maker.weigh(&game, people))),
            ),
        };
        let interest = match &self.shared {
            None => {
                own_thread(reply, move || done_of(Some(work())));
                None
            }
            Some(shared) => reply.shared(shared, key, work),
        };
        self.under_way.insert(id, interest);
    }

    /// Wakes the session with `timer` after `after`.
    pub fn wake(&mut self, timer: Timer, after: Duration) {
        self.timers.push((Instant::now() + after, timer));
    }

    /// Whether work is under way or a moment is still to come: only then can something come from here.
    pub fn busy(&self) -> bool {
        !self.under_way.is_empty() || !self.timers.is_empty()
    }

    /// Whether work is under way.
    pub fn working(&self) -> bool {
        !self.under_way.is_empty()
    }

    /// How long until the next moment asked for (zero when one is due); `None` when none is.
    pub fn until_next(&self) -> Option<Duration> {
        let now = Instant::now();
        self.timers
            .iter()
            .map(|(at, _)| at.saturating_duration_since(now))
            .min()
    }

    /// What has come without waiting: work done, in the order it was done, then the moments due.
    pub fn take_ready(&mut self) -> Vec<Input> {
        let mut ready = Vec::new();
        while let Ok((id, done)) = self.finished.try_recv() {
            self.finish(id);
            ready.push(Input::Done(id, done));
        }
        let now = Instant::now();
        let (mut due, later): (Vec<_>, Vec<_>) =
            self.timers.drain(..).partition(|(at, _)| *at <= now);
        self.timers = later;
        due.sort_by_key(|(at, _)| *at);
        ready.extend(due.into_iter().map(|(_, timer)| Input::Timer(timer)));
        ready
    }

    /// Work `id` is done: it is no longer under way, and the moments asked for about it will not come (a driver
    /// waiting for nothing else is not woken for them).
    fn finish(&mut self, id: WorkId) {
        self.under_way.remove(&id);
        self.timers.retain(|(_, timer)| timer.work() != id);
    }

    /// Waits for what comes next (work done or a moment due), as long as it takes, and returns it with anything
    /// else that came meanwhile; nothing, at once, when nothing can come.
    pub fn wait(&mut self) -> Vec<Input> {
        loop {
            let ready = self.take_ready();
            if !ready.is_empty() || !self.busy() {
                return ready;
            }
            let received = match self.until_next() {
                Some(wait) => self.finished.recv_timeout(wait),
                None => self
                    .finished
                    .recv()
                    .map_err(|_| RecvTimeoutError::Disconnected),
            };
            if let Ok((id, done)) = received {
                self.finish(id);
                let mut came = vec![Input::Done(id, done)];
                came.extend(self.take_ready());
                return came;
            }
        }
    }
}

/// Where a piece of work's answer goes: the finished channel, then the driver's bell.
struct Reply {
    id: WorkId,
    finished: Sender<(WorkId, Done)>,
    bell: Arc<Mutex<Option<Bell>>>,
}

impl Reply {
    fn send(self, done: Done) {
        let _ = self.finished.send((self.id, done));
        let bell = self
            .bell
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        if let Some(bell) = bell {
            bell();
        }
    }

    /// Asks `work` of the work shared by the process's seats: the interest to hold while it is wanted, or none
    /// when it was refused (the answer is then [`Done::Busy`], at once).
    fn shared(
        self,
        shared: &SharedChances,
        key: Option<String>,
        work: impl FnOnce() -> Worked + Send + 'static,
    ) -> Option<Arc<()>> {
        let (id, finished, bell) = (self.id, self.finished.clone(), self.bell.clone());
        let deliver =
            move |worked: Option<Worked>| Reply { id, finished, bell }.send(done_of(worked));
        match shared.ask_then(key, work, deliver) {
            Ok(interest) => Some(interest),
            Err(_) => {
                self.send(Done::Busy);
                None
            }
        }
    }
}

/// What worked-out chances or weighing say as the session hears them; `None` when the work failed.
fn done_of(worked: Option<Worked>) -> Done {
    match worked {
        Some(Worked::Answer(answer)) => Done::Chances(answer),
        Some(Worked::Weighed(weighed)) => Done::Weighed(weighed),
        None => Done::Failed,
    }
}

/// Does `work` on a thread of its own; a thread that cannot start, or work that panics, answers
/// [`Done::Failed`].
fn own_thread(reply: Reply, work: impl FnOnce() -> Done + Send + 'static) {
    let slot = Arc::new(Mutex::new(Some(reply)));
    let on_thread = slot.clone();
    let started = std::thread::Builder::new()
        .name("sayzee-work".into())
        .spawn(move || {
            let done = std::panic::catch_unwind(AssertUnwindSafe(work)).unwrap_or(Done::Failed);
            if let Some(reply) = on_thread
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .take()
            {
                reply.send(done);
            }
        });
    if started.is_err()
        && let Some(reply) = slot.lock().unwrap_or_else(PoisonError::into_inner).take()
    {
        reply.send(Done::Failed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Actor, Command, DiceSource, Game, MatchConfig, PlayerSpec};
    use crate::i18n::Localizer;
    use crate::rules::Preset;

    /// Ann and Bo at Maxi Yatzy, whose answer (no exact table) comes at once.
    fn game() -> Game {
        let players = vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")];
        Game::start(
            MatchConfig::new(Preset::MaxiYatzy, players),
            DiceSource::seeded(1),
        )
        .unwrap()
        .0
    }

    /// W asked of `workers` about `game` as work `id`, and its answer once done, as English lines.
    fn answer(workers: &mut Workers, id: u64, game: &Game) -> Vec<String> {
        workers.start(Work {
            id: WorkId(id),
            job: Job::Chances {
                state: Box::new(game.state().clone()),
                last_turn: None,
            },
        });
        let came = workers.wait();
        let english = Localizer::for_locale("en-US");
        match &came[..] {
            [Input::Done(done_id, Done::Chances(said))] if *done_id == WorkId(id) => {
                said.iter().map(|m| english.text(m)).collect()
            }
            other => panic!("W's answer: {other:?}"),
        }
    }

    #[test]
    fn work_on_a_thread_of_its_own_answers_rings_the_bell_and_leaves_nothing_under_way() {
        let game = game();
        let expert = Expert::build(game.state().rules().clone(), None);
        let mut workers = Workers::new(expert, Opening::WhenAsked);
        let (rung, rings) = mpsc::channel();
        workers.ring(Arc::new(move || {
            let _ = rung.send(());
        }));
        rings.recv().unwrap();
        assert!(!workers.busy());
        assert!(workers.wait().is_empty(), "nothing can come");
        let said = answer(&mut workers, 1, &game);
        assert!(said[0].contains("no exact strategy table"), "{said:?}");
        rings
            .recv_timeout(Duration::from_secs(10))
            .expect("the bell rang");
        assert!(!workers.busy());
        // A moment asked for comes back as itself, once due.
        workers.wake(Timer::ChancesSlow(WorkId(2)), Duration::from_millis(20));
        assert!(workers.until_next().is_some());
        let came = workers.wait();
        assert!(
            matches!(came[..], [Input::Timer(Timer::ChancesSlow(WorkId(2)))]),
            "{came:?}"
        );
        assert_eq!(workers.until_next(), None);
        // The moment asked for about work that is done never comes: nothing wakes the driver for it.
        workers.wake(Timer::ChancesSlow(WorkId(3)), Duration::from_secs(600));
        assert_eq!(answer(&mut workers, 3, &game), said);
        assert_eq!(workers.until_next(), None);
        assert!(!workers.busy());
    }

    #[test]
    fn seats_sharing_the_work_hear_one_answer_and_a_refusal_while_it_is_busy() {
        let game = game();
        let expert = Expert::build(game.state().rules().clone(), None);
        let shared = Arc::new(SharedChances::default());
        let mut seats: Vec<Workers> = (0..3)
            .map(|_| Workers::new(expert.clone(), Opening::Shared(shared.clone())))
            .collect();
        let first = answer(&mut seats[0], 1, &game);
        assert!(first[0].contains("no exact strategy table"), "{first:?}");
        for seat in &mut seats[1..] {
            assert_eq!(answer(seat, 1, &game), first);
        }
        // The shared thread held by other tables' questions, as many as may wait: the next seat is told at once
        // that the work is busy, rather than waiting behind them.
        let hold = Arc::new(Mutex::new(()));
        let held = hold.lock().unwrap();
        let ask_held = |started: Option<mpsc::Sender<()>>| {
            let hold = hold.clone();
            shared.ask(None, move || {
                if let Some(started) = started {
                    let _ = started.send(());
                }
                drop(hold.lock());
                Worked::Answer(Vec::new())
            })
        };
        let (started, first_taken) = mpsc::channel();
        let mut others = vec![ask_held(Some(started))];
        first_taken.recv().unwrap();
        others.extend((0..crate::player::shared_work::MOST_WAITING).map(|_| ask_held(None)));
        assert!(others.iter().all(Result::is_ok));
        let mut late = Workers::new(expert, Opening::Shared(shared.clone()));
        let mut moved = game.clone();
        moved.dispatch(Actor::Human, &Command::Advance).unwrap();
        late.start(Work {
            id: WorkId(7),
            job: Job::Chances {
                state: Box::new(moved.state().clone()),
                last_turn: None,
            },
        });
        let came = late.take_ready();
        assert!(
            matches!(came[..], [Input::Done(WorkId(7), Done::Busy)]),
            "{came:?}"
        );
        assert!(!late.busy());
        drop(held);
        drop(others);
    }
}
