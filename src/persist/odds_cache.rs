//! The win-chance opening (the points still to come from the first turns' states, see
//! `strategy::Forecaster::learn_opening`) kept in the cache directory beside the solved tables, so only the
//! first question on an install spends seconds learning it; later games answer the first turns at once.
//!
//! A JSON file per ruleset, named by the same fingerprint as its table. Anything wrong with it (missing,
//! damaged, from another ruleset or an older format, not a regular file) means learning it again and replacing
//! it; a cache that cannot be written costs only the time.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::files;
use super::shelves::FileShelves;
use super::table_cache::fingerprint;
use crate::rules::Ruleset;
use crate::strategy::{Forecaster, Opening};

/// Bumped whenever the opening's meaning changes, so an older file is learnt again.
const FORMAT: u32 = 2;

/// Far more than any opening takes (Yahtzee's is about 9 MB): a bigger file is not ours.
const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CachedOpening {
    format: u32,
    /// The ruleset's fingerprint, in hex, as in the file name.
    rules: String,
    opening: Opening,
}

/// The cache file for the forecaster's ruleset in `dir`.
pub fn path_for(dir: &Path, forecaster: &Forecaster) -> PathBuf {
    path_for_rules(dir, forecaster.table().rules())
}

fn path_for_rules(dir: &Path, rules: &Ruleset) -> PathBuf {
    dir.join(format!("odds-{:016x}.json", fingerprint(rules)))
}

/// Whether an opening for `rules` is kept in `dir` (there, not checked: reading it checks it).
pub fn is_kept(dir: &Path, rules: &Ruleset) -> bool {
    path_for_rules(dir, rules).is_file()
}

/// Gives `forecaster` its opening: kept in `dir` from an earlier run, else learnt now (and kept there).
pub fn load_or_learn(dir: Option<&Path>, forecaster: &mut Forecaster) {
    if dir.is_some_and(|dir| load(dir, forecaster)) {
        return;
    }
    // The pass keeps its layers in files (a few megabytes of its own instead of about 400); should the disk
    // not take them, in memory.
    let shelves = FileShelves {
        dir: dir.map(Path::to_path_buf),
    };
    if forecaster.learn_opening_on(&shelves).is_err() {
        forecaster.learn_opening();
    }
    if let Some(dir) = dir {
        // A cache that cannot be written is no loss but the time: the next game learns it again.
        let _ = store(dir, forecaster);
    }
}

/// Gives `forecaster` the opening kept in `dir`, if the file is sound and its own; whether it did.
pub fn load(dir: &Path, forecaster: &mut Forecaster) -> bool {
    let path = path_for(dir, forecaster);
    let Ok(Some(bytes)) = files::read_regular(&path, MAX_FILE_BYTES) else {
        return false;
    };
    let Ok(cached) = serde_json::from_slice::<CachedOpening>(&bytes) else {
        return false;
    };
    let ours = cached.format == FORMAT
        && cached.rules == format!("{:016x}", fingerprint(forecaster.table().rules()));
    ours && forecaster.use_opening(cached.opening).is_ok()
}

/// Keeps the forecaster's learnt opening in `dir` (creating it), atomically. Nothing is written before it
/// has learnt one.
///
/// # Errors
/// Any I/O error; the old file, if any, is then left as it was.
pub fn store(dir: &Path, forecaster: &Forecaster) -> io::Result<()> {
    let Some(opening) = forecaster.opening() else {
        return Ok(());
    };
    let cached = CachedOpening {
        format: FORMAT,
        rules: format!("{:016x}", fingerprint(forecaster.table().rules())),
        opening,
    };
    let json = serde_json::to_vec(&cached).map_err(io::Error::other)?;
    files::write_atomically(&path_for(dir, forecaster), &json)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::rules::{Preset, Ruleset, Sheet};
    use crate::strategy::StrategyTable;

    #[test]
    fn an_opening_is_kept_read_back_and_learnt_again_when_damaged() {
        let dir = tempfile::tempdir().unwrap();
        let table = Arc::new(StrategyTable::build(&Ruleset::preset(Preset::Yahtzee)).unwrap());
        let mut first = Forecaster::new(table.clone());
        load_or_learn(Some(dir.path()), &mut first);
        let path = path_for(dir.path(), &first);
        let size = std::fs::metadata(&path).unwrap().len();
        assert!(size > 1000 && size < MAX_FILE_BYTES, "{size} bytes");

        // Learnt with its layers in files, it is the very opening learnt in memory.
        let mut in_memory = Forecaster::new(table.clone());
        in_memory.learn_opening();
        assert!(in_memory.opening() == first.opening());
        // Nothing of the layers' files is left in the cache directory: only the opening's own file.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);

        let mut second = Forecaster::new(table.clone());
        assert!(load(dir.path(), &mut second));
        assert_eq!(
            second.final_scores(&Sheet::default(), None),
            first.final_scores(&Sheet::default(), None)
        );

        let written = std::fs::read_to_string(&path).unwrap();
        let older = written.replacen(&format!("\"format\":{FORMAT}"), "\"format\":0", 1);
        let foreign = written.replacen("\"rules\":\"", "\"rules\":\"0", 1);
        for bad in ["not json", &written[..written.len() / 2], &older, &foreign] {
            std::fs::write(&path, bad).unwrap();
            let mut forecaster = Forecaster::new(table.clone());
            assert!(!load(dir.path(), &mut forecaster));
            assert!(!forecaster.knows_opening());
        }
        // Learning again replaces the damaged file with a sound one.
        load_or_learn(Some(dir.path()), &mut Forecaster::new(table.clone()));
        assert!(load(dir.path(), &mut Forecaster::new(table)));
    }
}
