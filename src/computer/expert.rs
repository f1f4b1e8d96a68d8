//! The match's expert: the advisor behind hints and computer players, loaded from the table cache (or solved)
//! on a background thread when the game starts, so the first prompt never waits for it.
//!
//! One expert is shared by the session's hints and every computer seat; whoever needs it first waits for it. W's
//! forecaster for the same rules is kept beside it, for every game that asks while any holds it.

use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, OnceLock, PoisonError, Weak};
use std::thread::JoinHandle;

use crate::persist::{heuristic_cache, table_cache};
use crate::rules::Ruleset;
use crate::strategy::{Advisor, Forecaster};

/// Where W's forecaster for one ruleset is made once (its opening read or learnt) and found by every question
/// after: `None` until the first question makes it.
pub type ForecastSlot = Mutex<Option<Arc<Forecaster>>>;

/// A handle on the match's advisor; clones share one.
#[derive(Clone, Debug)]
pub struct Expert {
    shared: Arc<Shared>,
}

/// A handle that does not keep the advisor alive: a registry of experts in use holds these, so that an expert
/// lives exactly as long as someone plays by it.
#[derive(Clone, Debug, Default)]
pub struct WeakExpert(Weak<Shared>);

impl WeakExpert {
    /// The expert, if anyone still holds it.
    pub fn upgrade(&self) -> Option<Expert> {
        self.0.upgrade().map(|shared| Expert { shared })
    }
}

#[derive(Debug)]
struct Shared {
    /// The advisor once known; `None` inside when building it failed (its thread panicked).
    ready: OnceLock<Option<Arc<Advisor>>>,
    building: Mutex<Building>,
    /// W's forecaster while some game holds it: a forecaster's learnt layers are large, and one nobody asks
    /// with any longer is let go, not kept as long as the expert.
    forecast: Mutex<Weak<ForecastSlot>>,
}

/// Where getting the advisor stands.
#[derive(Debug)]
enum Building {
    /// Not started: it starts the first time someone asks for the advisor or whether it is ready.
    Deferred {
        rules: Ruleset,
        cache_dir: Option<PathBuf>,
        queue: Arc<BuildQueue>,
    },
    Running(JoinHandle<Advisor>),
    /// Being waited for by whoever asked first: not ready until they have it.
    Joining,
    /// Taken by whoever joined the thread (or never needed).
    Over,
}

/// At most a few advisors read or solved at once, whatever asks for them: each build waits for a place here
/// before it starts its work (a server where strangers ask for many rulesets at once solves them in turn).
#[derive(Debug)]
pub struct BuildQueue {
    free: Mutex<usize>,
    freed: Condvar,
}

impl BuildQueue {
    /// A queue that lets `at_once` builds run together (at least one).
    pub fn new(at_once: usize) -> Arc<BuildQueue> {
        Arc::new(BuildQueue {
            free: Mutex::new(at_once.max(1)),
            freed: Condvar::new(),
        })
    }

    fn run<T>(&self, work: impl FnOnce() -> T) -> T {
        let mut free = self.free.lock().unwrap_or_else(PoisonError::into_inner);
        while *free == 0 {
            free = self
                .freed
                .wait(free)
                .unwrap_or_else(PoisonError::into_inner);
        }
        *free -= 1;
        drop(free);
        /// Gives the place back even if the work panics.
        struct Release<'a>(&'a BuildQueue);
        impl Drop for Release<'_> {
            fn drop(&mut self) {
                *self.0.free.lock().unwrap_or_else(PoisonError::into_inner) += 1;
                self.0.freed.notify_one();
            }
        }
        let _release = Release(self);
        work()
    }
}

impl Expert {
    /// Starts getting the advisor for `rules`: from the cache in `cache_dir` when it holds a sound table,
    /// else solved (and stored there); the heuristic for rules without an exact table.
    pub fn build(rules: Ruleset, cache_dir: Option<PathBuf>) -> Expert {
        let handle = std::thread::spawn(move || advisor_for(&rules, cache_dir));
        Expert::with(Building::Running(handle))
    }

    /// An expert for `rules` that starts getting its advisor, through `queue`, only when first asked for it (or
    /// [`Expert::start`]ed): a server restoring its tables reads no strategy table that no move needs yet.
    pub fn deferred(rules: Ruleset, cache_dir: Option<PathBuf>, queue: Arc<BuildQueue>) -> Expert {
        Expert::with(Building::Deferred {
            rules,
            cache_dir,
            queue,
        })
    }

    fn with(building: Building) -> Expert {
        Expert {
            shared: Arc::new(Shared {
                ready: OnceLock::new(),
                building: Mutex::new(building),
                forecast: Mutex::default(),
            }),
        }
    }

    /// Starts a deferred build now (nothing if it started already).
    pub fn start(&self) {
        let mut building = self.building();
        if let Building::Deferred { .. } = &*building
            && let Building::Deferred {
                rules,
                cache_dir,
                queue,
            } = std::mem::replace(&mut *building, Building::Over)
        {
            let handle = std::thread::spawn(move || queue.run(|| advisor_for(&rules, cache_dir)));
            *building = Building::Running(handle);
        }
    }

    /// A handle on this expert that does not keep it alive.
    pub fn downgrade(&self) -> WeakExpert {
        WeakExpert(Arc::downgrade(&self.shared))
    }

    /// Whether two handles are of the same expert.
    pub fn same_as(&self, other: &Expert) -> bool {
        Arc::ptr_eq(&self.shared, &other.shared)
    }

    fn building(&self) -> std::sync::MutexGuard<'_, Building> {
        // A poisoned lock means another waiter panicked; what is inside is still sound.
        self.shared
            .building
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// W's forecaster for these rules: the one some game holds, else a new empty place for it. Every game and
    /// seat playing by this expert asks with the same forecaster, made once.
    pub fn forecast_slot(&self) -> Arc<ForecastSlot> {
        let mut forecast = self
            .shared
            .forecast
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        match forecast.upgrade() {
            Some(slot) => slot,
            None => {
                let slot = Arc::new(ForecastSlot::default());
                *forecast = Arc::downgrade(&slot);
                slot
            }
        }
    }

    /// An expert whose advisor is already at hand (tests, and callers that built it themselves).
    pub fn ready(advisor: Advisor) -> Expert {
        let expert = Expert::with(Building::Over);
        let _ = expert.shared.ready.set(Some(Arc::new(advisor)));
        expert
    }

    /// Whether [`Expert::get`] would answer at once: the advisor is known, or its thread has finished. A
    /// deferred build starts.
    pub fn is_ready(&self) -> bool {
        if self.shared.ready.get().is_some() {
            return true;
        }
        self.start();
        match &*self.building() {
            Building::Running(handle) => handle.is_finished(),
            // Someone else waits for it: asking now would wait too.
            Building::Joining => false,
            Building::Deferred { .. } | Building::Over => true,
        }
    }

    /// The advisor, waiting for it if it is still being built (a deferred build starts); `None` if building it
    /// failed.
    pub fn get(&self) -> Option<Arc<Advisor>> {
        self.start();
        self.shared
            .ready
            .get_or_init(|| {
                let handle = match std::mem::replace(&mut *self.building(), Building::Joining) {
                    Building::Running(handle) => Some(handle),
                    Building::Deferred { .. } | Building::Joining | Building::Over => None,
                };
                let advisor = handle.and_then(|h| h.join().ok()).map(Arc::new);
                *self.building() = Building::Over;
                advisor
            })
            .clone()
    }
}

/// The advisor for `rules`, from the cache where possible.
pub fn advisor_for(rules: &Ruleset, cache_dir: Option<PathBuf>) -> Advisor {
    match table_cache::load_or_build(cache_dir.as_deref(), rules) {
        Ok((table, _)) => Advisor::Exact(Arc::new(table)),
        Err(_) => Advisor::Heuristic(Arc::new(heuristic_cache::load_or_calibrate(
            cache_dir.as_deref(),
            rules,
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    #[test]
    fn clones_share_one_advisor_and_the_table_lands_in_the_cache() {
        let cache = tempfile::tempdir().unwrap();
        let rules = Ruleset::preset(Preset::Yahtzee);
        let expert = Expert::build(rules.clone(), Some(cache.path().to_path_buf()));
        let other = expert.clone();
        let first = expert.get().expect("the table builds");
        assert!(Arc::ptr_eq(&first, &other.get().unwrap()));
        assert!(first.is_exact());
        assert!(table_cache::path_for(cache.path(), &rules).exists());
        // The next game loads the stored table instead of solving again.
        assert!(matches!(
            table_cache::load_or_build(Some(cache.path()), &rules),
            Ok((_, table_cache::CacheOutcome::Loaded))
        ));
    }

    #[test]
    fn a_deferred_expert_builds_only_when_asked_and_lives_as_long_as_it_is_held() {
        let cache = tempfile::tempdir().unwrap();
        let rules = Ruleset::preset(Preset::Yatzy);
        let queue = BuildQueue::new(1);
        let expert = Expert::deferred(rules.clone(), Some(cache.path().to_path_buf()), queue);
        std::thread::sleep(std::time::Duration::from_millis(50));
        assert!(
            !table_cache::path_for(cache.path(), &rules).exists(),
            "nothing is solved before it is asked for"
        );
        assert!(expert.get().unwrap().is_exact());
        assert!(table_cache::path_for(cache.path(), &rules).exists());
        let weak = expert.downgrade();
        assert!(weak.upgrade().unwrap().same_as(&expert));
        drop(expert);
        assert!(weak.upgrade().is_none(), "nobody holds it: it is let go");
    }

    #[test]
    fn rules_without_an_exact_table_get_the_heuristic() {
        let expert = Expert::build(Ruleset::preset(Preset::MaxiYatzy), None);
        assert!(!expert.get().unwrap().is_exact());
    }
}
