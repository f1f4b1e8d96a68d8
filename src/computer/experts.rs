//! The experts of one process, one per rules as played (not per way of asking for them), shared by everyone who
//! plays or asks by those rules: a server's computer seats at every table, and every browser seat the server's
//! page holds. A strategy table and W's forecaster are then in memory once per ruleset, however many tables and
//! seats play by it.

use std::collections::{HashMap, VecDeque};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};

use super::expert::{BuildQueue, Expert, WeakExpert};
use crate::persist::table_cache;
use crate::rules::Ruleset;

/// The most experts kept for rules nobody plays by now (a table made next with those rules finds its expert
/// ready).
const MOST_EXPERTS: usize = 8;

/// Strategy tables read or solved at once: a stranger asking for many rulesets gets them in turn, and the
/// server's two cores keep playing.
const BUILDS_AT_ONCE: usize = 2;

/// The experts in use, by rules as played; the last [`MOST_EXPERTS`] asked for are kept besides while nobody
/// holds them. Shared across threads (a server's tasks, its page's seats): each call locks it briefly, and never
/// waits for a table to be read or solved.
#[derive(Debug)]
pub struct Experts {
    book: Mutex<Book>,
    queue: Arc<BuildQueue>,
}

#[derive(Debug, Default)]
struct Book {
    /// Every expert someone holds (and those kept), by rules as played; an entry nobody holds is let go.
    in_use: HashMap<u64, WeakExpert>,
    /// The experts last asked for, the oldest first.
    kept: VecDeque<(u64, Expert)>,
}

impl Default for Experts {
    fn default() -> Experts {
        Experts {
            book: Mutex::default(),
            queue: BuildQueue::new(BUILDS_AT_ONCE),
        }
    }
}

impl Experts {
    /// The expert for `rules`: the one in use if any, else a new one that reads or solves its table when first
    /// asked for it (one build at a time per ruleset, a few at once in all).
    pub fn for_rules(&self, rules: &Ruleset, cache_dir: Option<PathBuf>) -> Expert {
        let key = table_cache::rules_as_played(rules);
        let mut book = self.book();
        let expert = match book.in_use.get(&key).and_then(WeakExpert::upgrade) {
            Some(expert) => expert,
            None => {
                let expert = Expert::deferred(rules.clone(), cache_dir, self.queue.clone());
                book.in_use.insert(key, expert.downgrade());
                expert
            }
        };
        book.kept.retain(|(kept, _)| *kept != key);
        book.kept.push_back((key, expert.clone()));
        if book.kept.len() > MOST_EXPERTS {
            book.kept.pop_front();
        }
        book.in_use.retain(|_, weak| weak.upgrade().is_some());
        expert
    }

    /// The expert for `rules` if one is in use.
    pub fn started(&self, rules: &Ruleset) -> Option<Expert> {
        let key = table_cache::rules_as_played(rules);
        self.book().in_use.get(&key).and_then(WeakExpert::upgrade)
    }

    fn book(&self) -> std::sync::MutexGuard<'_, Book> {
        // A poisoned lock means a caller panicked between two plain map updates; the book is still sound.
        self.book.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{JokerRule, Preset, RuleOptions};

    /// Nine rulesets of Yahtzee (its options' every mix), more than the experts kept.
    fn nine_rulesets() -> Vec<Ruleset> {
        let mut rulesets = Vec::new();
        for upper_bonus in [true, false] {
            for yahtzee_bonus in [true, false] {
                for joker in [JokerRule::Off, JokerRule::Forced, JokerRule::Free] {
                    let options = RuleOptions {
                        upper_bonus: Some(upper_bonus),
                        yahtzee_bonus: Some(yahtzee_bonus),
                        joker: Some(joker),
                        ..RuleOptions::default()
                    };
                    if let Ok(rules) = Ruleset::new(Preset::Yahtzee, options) {
                        rulesets.push(rules);
                    }
                }
            }
        }
        rulesets.truncate(9);
        assert_eq!(rulesets.len(), 9);
        rulesets
    }

    #[test]
    fn tables_taking_rulesets_in_turn_share_one_expert_per_ruleset() {
        let experts = Experts::default();
        let rulesets = nine_rulesets();
        // Ninety tables, the nine rulesets in turn, each table holding its expert as a table's computers do.
        let held: Vec<Expert> = (0..90)
            .map(|i| experts.for_rules(&rulesets[i % 9], None))
            .collect();
        for (i, expert) in held.iter().enumerate() {
            assert!(
                expert.same_as(&held[i % 9]),
                "table {i} plays by the first expert of its rules"
            );
        }
        drop(held);
        // Nobody holds them now: the eight asked for last are kept, the ninth is let go.
        let again = experts.started(&rulesets[8]);
        assert!(again.is_some());
        assert!(experts.started(&rulesets[0]).is_none());
    }

    #[test]
    fn seats_on_other_threads_share_the_expert_of_their_rules_and_its_forecaster() {
        let experts = Arc::new(Experts::default());
        let rules = Ruleset::preset(Preset::Yatzy);
        let seats: Vec<Expert> = (0..8)
            .map(|_| {
                let (experts, rules) = (experts.clone(), rules.clone());
                std::thread::spawn(move || experts.for_rules(&rules, None))
                    .join()
                    .unwrap()
            })
            .collect();
        assert!(seats.iter().all(|seat| seat.same_as(&seats[0])));
        let slot = seats[3].forecast_slot();
        assert!(Arc::ptr_eq(&slot, &seats[5].forecast_slot()));
        // Once nobody holds it, the forecaster's place is let go with what it learnt.
        let weak = Arc::downgrade(&slot);
        drop(slot);
        assert!(weak.upgrade().is_none());
    }
}
