//! The match's expert: the advisor behind hints and computer players, loaded from the table cache (or solved)
//! on a background thread when the game starts, so the first prompt never waits for it.
//!
//! One expert is shared by the session's hints and every computer seat; whoever needs it first waits for it.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};
use std::thread::JoinHandle;

use crate::persist::{heuristic_cache, table_cache};
use crate::rules::Ruleset;
use crate::strategy::Advisor;

/// A handle on the match's advisor; clones share one.
#[derive(Clone, Debug)]
pub struct Expert {
    shared: Arc<Shared>,
}

#[derive(Debug)]
struct Shared {
    /// The advisor once known; `None` inside when building it failed (its thread panicked).
    ready: OnceLock<Option<Arc<Advisor>>>,
    building: Mutex<Option<JoinHandle<Advisor>>>,
}

impl Expert {
    /// Starts getting the advisor for `rules`: from the cache in `cache_dir` when it holds a sound table,
    /// else solved (and stored there); the heuristic for rules without an exact table.
    pub fn build(rules: Ruleset, cache_dir: Option<PathBuf>) -> Expert {
        let handle = std::thread::spawn(move || advisor_for(&rules, cache_dir));
        Expert {
            shared: Arc::new(Shared {
                ready: OnceLock::new(),
                building: Mutex::new(Some(handle)),
            }),
        }
    }

    /// An expert whose advisor is already at hand (tests, and callers that built it themselves).
    pub fn ready(advisor: Advisor) -> Expert {
        let ready = OnceLock::new();
        let _ = ready.set(Some(Arc::new(advisor)));
        Expert {
            shared: Arc::new(Shared {
                ready,
                building: Mutex::new(None),
            }),
        }
    }

    /// Whether [`Expert::get`] would answer at once: the advisor is known, or its thread has finished.
    pub fn is_ready(&self) -> bool {
        self.shared.ready.get().is_some()
            || self
                .shared
                .building
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .as_ref()
                .is_none_or(JoinHandle::is_finished)
    }

    /// The advisor, waiting for it if it is still being built; `None` if building it failed.
    pub fn get(&self) -> Option<Arc<Advisor>> {
        self.shared
            .ready
            .get_or_init(|| {
                // A poisoned lock means another waiter panicked; the handle inside is still sound.
                let handle = self
                    .shared
                    .building
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .take();
                handle.and_then(|h| h.join().ok()).map(Arc::new)
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
    fn rules_without_an_exact_table_get_the_heuristic() {
        let expert = Expert::build(Ruleset::preset(Preset::MaxiYatzy), None);
        assert!(!expert.get().unwrap().is_exact());
    }
}
