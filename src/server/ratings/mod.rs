//! The server's ratings: each account holder's standing per preset, changed by every finished game they played
//! against at least one other account holder or computer (`rate.rs` does the arithmetic), and the leaderboard
//! made from them. Kept in `ratings.redb` in the data directory, the same store as the tables and accounts: a
//! change is decided on copies, written, then put in place, so a full disk loses a game's rating rather than
//! half of it, and a restart keeps every rating.

mod rate;
#[cfg(test)]
mod tests;

use rate::{Rated, Standing, after_game};

use std::collections::HashMap;
use std::io;
use std::path::Path;
use std::sync::{Mutex, PoisonError};

use super::store::{Database, TableStore};
use crate::game::Skill;
use crate::net::protocol::{LEADERBOARD_PAGE, Leaderboard, LeaderboardRow, RatingChange};
use crate::rules::Preset;
use crate::text::look_alike_key;

/// The redb table of the standings: `preset/look-alike key` → the standing's JSON.
const RATINGS: &str = "ratings";

/// Who played a finished game, as it is rated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entrant {
    /// An account holder, by the name as claimed.
    Person(String),
    Computer(Skill),
}

/// Every standing on this server, and where they are kept.
#[derive(Debug)]
pub struct RatingBook {
    standings: Mutex<HashMap<String, Standing>>,
    store: Database,
    /// One change at a time is decided, written and put in place.
    writing: Mutex<()>,
    /// When each pair of accounts last met in rated games (by look-alike keys, in order), for the pair's limit.
    pairs: Mutex<HashMap<(String, String), Vec<std::time::Instant>>>,
}

/// Rated games one pair of accounts may play together in [`PAIR_PERIOD`]: past it their games rate neither against
/// the other (a puppet account beaten again and again lifts nobody).
pub const PAIR_GAMES: usize = 3;

/// The period [`PAIR_GAMES`] counts over.
pub const PAIR_PERIOD: std::time::Duration = std::time::Duration::from_secs(24 * 60 * 60);

/// Two accounts as one pair, in either order and spelling.
fn pair(a: &str, b: &str) -> (String, String) {
    let (a, b) = (look_alike_key(a), look_alike_key(b));
    if a <= b { (a, b) } else { (b, a) }
}

fn key(preset: Preset, name: &str) -> String {
    format!("{}/{}", preset.id(), look_alike_key(name))
}

impl RatingBook {
    /// Opens (or makes) `ratings.redb` in `data_dir`, which keeps `free_margin` bytes free on its disk. A standing
    /// that cannot be read is left out (and stays on the disk for the operator).
    ///
    /// # Errors
    /// The file cannot be made, read or kept private, or another server has it open.
    pub fn open(data_dir: &Path, free_margin: u64) -> io::Result<RatingBook> {
        let path = data_dir.join("ratings.redb");
        let store = Database::open_holding(&path, RATINGS, free_margin)?;
        crate::persist::files::make_private(&path)?;
        let standings = store
            .load()?
            .into_iter()
            .filter_map(|(key, json)| Some((key, serde_json::from_slice(&json).ok()?)))
            .collect();
        Ok(RatingBook {
            standings: Mutex::new(standings),
            store,
            writing: Mutex::new(()),
            pairs: Mutex::default(),
        })
    }

    /// Whether `a` and `b` have had fewer than [`PAIR_GAMES`] rated games together in the last [`PAIR_PERIOD`].
    pub fn pair_within(&self, a: &str, b: &str) -> bool {
        let now = std::time::Instant::now();
        self.pairs().get(&pair(a, b)).is_none_or(|met| {
            met.iter()
                .filter(|&&at| now.duration_since(at) < PAIR_PERIOD)
                .count()
                < PAIR_GAMES
        })
    }

    /// Counts a rated game of `a` with `b` (games older than [`PAIR_PERIOD`] forgotten).
    pub fn count_pair(&self, a: &str, b: &str) {
        let now = std::time::Instant::now();
        let mut pairs = self.pairs();
        pairs.retain(|_, met| {
            met.retain(|&at| now.duration_since(at) < PAIR_PERIOD);
            !met.is_empty()
        });
        pairs.entry(pair(a, b)).or_default().push(now);
    }

    fn pairs(
        &self,
    ) -> std::sync::MutexGuard<'_, HashMap<(String, String), Vec<std::time::Instant>>> {
        self.pairs
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn standings(&self) -> std::sync::MutexGuard<'_, HashMap<String, Standing>> {
        self.standings
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Rates a finished game of `preset`: `players` with their final scores. Nothing is rated without a person
    /// and someone to play against. What each person's rating became, in the order given.
    ///
    /// # Errors
    /// The standings could not be written (a full disk): none of them changed.
    pub fn rate(
        &self,
        preset: Preset,
        players: &[(Entrant, u32)],
    ) -> io::Result<Vec<RatingChange>> {
        let people = players
            .iter()
            .filter(|(who, _)| matches!(who, Entrant::Person(_)))
            .count();
        if people == 0 || players.len() < 2 {
            return Ok(Vec::new());
        }
        let _only_us = self.writing.lock().unwrap_or_else(PoisonError::into_inner);
        let before: Vec<(Rated, u32)> = {
            let standings = self.standings();
            players
                .iter()
                .map(|(who, score)| {
                    let rated = match who {
                        Entrant::Person(name) => Rated::Person(
                            standings
                                .get(&key(preset, name))
                                .cloned()
                                .unwrap_or_else(|| Standing::new(name)),
                        ),
                        Entrant::Computer(skill) => Rated::Computer(*skill),
                    };
                    (rated, *score)
                })
                .collect()
        };
        let after = after_game(&before);
        self.write(preset, &after)?;
        let was: Vec<f64> = before
            .iter()
            .filter_map(|(who, _)| match who {
                Rated::Person(standing) => Some(standing.rating),
                Rated::Computer(_) => None,
            })
            .collect();
        let order = self.order(preset);
        Ok(after
            .iter()
            .zip(was)
            .map(|(standing, was)| RatingChange {
                name: standing.name.clone(),
                preset,
                rating: standing.rating,
                change: standing.rating - was,
                rank: 1 + order
                    .iter()
                    .position(|s| s.name == standing.name)
                    .unwrap_or(order.len()),
                of: order.len(),
            })
            .collect())
    }

    /// Adds the expected points `name` gave away in a game of `preset` reviewed whole.
    ///
    /// # Errors
    /// As [`RatingBook::rate`].
    pub fn reviewed(&self, preset: Preset, name: &str, given_away: f64) -> io::Result<()> {
        let _only_us = self.writing.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(mut standing) = self.standings().get(&key(preset, name)).cloned() else {
            return Ok(());
        };
        standing.reviewed += 1;
        standing.given_away += given_away;
        self.write(preset, &[standing])
    }

    /// Removes the standings of every name `owned` says nobody owns now (let go unused, `accounts::NameKeeping`),
    /// durably, so that the leaderboard keeps no row for ever: how many were removed.
    ///
    /// # Errors
    /// As [`RatingBook::rate`]: nothing is removed then.
    pub fn forget_unowned(&self, owned: impl Fn(&str) -> bool) -> io::Result<usize> {
        let _only_us = self.writing.lock().unwrap_or_else(PoisonError::into_inner);
        let gone: Vec<String> = self
            .standings()
            .iter()
            .filter(|(_, standing)| !owned(&standing.name))
            .map(|(key, _)| key.clone())
            .collect();
        if gone.is_empty() {
            return Ok(0);
        }
        self.store.remove(&gone)?;
        let mut standings = self.standings();
        for key in &gone {
            standings.remove(key);
        }
        Ok(gone.len())
    }

    /// Writes `changed` durably, then puts them in place.
    fn write(&self, preset: Preset, changed: &[Standing]) -> io::Result<()> {
        let batch: Vec<(String, Vec<u8>)> = changed
            .iter()
            .map(|standing| {
                let json = serde_json::to_vec(standing).expect("a standing always serializes");
                (key(preset, &standing.name), json)
            })
            .collect();
        self.store.save(&batch)?;
        let mut standings = self.standings();
        for (standing, (key, _)) in changed.iter().zip(batch) {
            standings.insert(key, standing.clone());
        }
        Ok(())
    }

    /// Everyone rated in `preset`, the highest rating first (more games first among equals, then by name).
    fn order(&self, preset: Preset) -> Vec<Standing> {
        let prefix = format!("{}/", preset.id());
        let mut order: Vec<Standing> = self
            .standings()
            .iter()
            .filter(|(key, _)| key.starts_with(&prefix))
            .map(|(_, standing)| standing.clone())
            .collect();
        order.sort_by(|a, b| {
            b.rating
                .total_cmp(&a.rating)
                .then(b.games.cmp(&a.games))
                .then_with(|| look_alike_key(&a.name).cmp(&look_alike_key(&b.name)))
        });
        order
    }

    /// Page `page` of the leaderboard of `preset` (the last page for one past it).
    pub fn page(&self, preset: Preset, page: usize) -> Leaderboard {
        let order = self.order(preset);
        let pages = order.len().div_ceil(LEADERBOARD_PAGE).max(1);
        let page = page.min(pages - 1);
        let rows = order
            .iter()
            .enumerate()
            .skip(page * LEADERBOARD_PAGE)
            .take(LEADERBOARD_PAGE)
            .map(|(place, standing)| LeaderboardRow {
                rank: place + 1,
                name: standing.name.clone(),
                rating: standing.rating,
                games: standing.games,
                wins: standing.wins,
                average: standing.average(),
                best: standing.best,
                given_away: standing.given_away_per_game(),
            })
            .collect();
        Leaderboard {
            preset,
            page,
            pages,
            players: order.len(),
            rows,
        }
    }
}
