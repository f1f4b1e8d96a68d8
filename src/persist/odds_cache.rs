//! The win-chance opening (the points still to come from the first turns' states, see
//! `strategy::Forecaster::learn_opening`) kept in the cache directory beside the solved tables, so only the
//! first question on an install spends seconds learning it; later games answer the first turns at once.
//!
//! A JSON file per ruleset, `chances-<fingerprint>.json`, named by the same fingerprint as its table, and
//! beside it the layers kept after the opening (`persist::kept_layers`), which the JSON file counts. Anything
//! wrong with them (missing, damaged, from another ruleset or an older format, not a regular file) means
//! learning them again and replacing them; a cache that cannot be written costs only the time.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::shelves::FileShelves;
use super::table_cache::fingerprint;
use super::{files, kept_layers};
use crate::rules::Ruleset;
use crate::strategy::{Forecaster, Opening};

/// Bumped whenever the opening's meaning changes, so an older file is learnt again (4: Yahtzee keeps its fourth
/// turn's layer too, which a cache of format 3 lacks).
const FORMAT: u32 = 4;

/// Far more than any opening takes (Yahtzee's is about 9 MB): a bigger file is not ours.
const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CachedOpening {
    format: u32,
    /// The ruleset's fingerprint, in hex, as in the file name.
    rules: String,
    /// How many layers after the opening are kept in files of their own.
    kept_layers: usize,
    opening: Opening,
}

/// The cache file for the forecaster's ruleset in `dir`.
pub fn path_for(dir: &Path, forecaster: &Forecaster) -> PathBuf {
    path_for_rules(dir, forecaster.table().rules())
}

fn path_for_rules(dir: &Path, rules: &Ruleset) -> PathBuf {
    dir.join(format!("chances-{:016x}.json", fingerprint(rules)))
}

/// Where versions before the kept layers kept the opening: removed when a new one is stored.
fn older_path_for(dir: &Path, rules: &Ruleset) -> PathBuf {
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
        // Held in memory, the kept layers would cost tens of megabytes for the whole game.
        forecaster.forget_kept_layers();
    }
    if let Some(dir) = dir {
        // A cache that cannot be written is no loss but the time: the next game learns it again.
        let _ = store(dir, forecaster);
    }
}

/// Gives `forecaster` the opening and the layers kept in `dir`, if every file is sound and its own; whether
/// it did. Nothing is given otherwise.
pub fn load(dir: &Path, forecaster: &mut Forecaster) -> bool {
    let path = path_for(dir, forecaster);
    let Ok(Some(bytes)) = files::read_regular(&path, MAX_FILE_BYTES) else {
        return false;
    };
    let Ok(cached) = serde_json::from_slice::<CachedOpening>(&bytes) else {
        return false;
    };
    let key = fingerprint(forecaster.table().rules());
    if cached.format != FORMAT || cached.rules != format!("{key:016x}") {
        return false;
    }
    let whole = (0..cached.kept_layers).all(|_| kept_layers::load(dir, key, forecaster))
        && forecaster.use_opening(cached.opening).is_ok();
    if !whole {
        forecaster.forget_kept_layers();
    }
    whole
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
    let rules = forecaster.table().rules();
    let key = fingerprint(rules);
    // The layers first: the opening's file, which counts them, is what says they are there.
    let mut kept = 0;
    for layer in forecaster.kept_layers() {
        kept_layers::store(dir, key, &layer)?;
        kept += 1;
    }
    let cached = CachedOpening {
        format: FORMAT,
        rules: format!("{key:016x}"),
        kept_layers: kept,
        opening,
    };
    // Written as it is made: whole, the text would take twice its 9 MB at once.
    files::write_atomically_with(&path_for(dir, forecaster), |file| {
        serde_json::to_writer(file, &cached).map_err(io::Error::other)
    })?;
    // What an older version kept is learnt again here: its file would only take room.
    let _ = files::remove(&older_path_for(dir, rules));
    Ok(())
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::rules::{Category, Dice, Face, Preset, Ruleset, Sheet};
    use crate::strategy::{DiceInPlay, ScoreDistribution};

    /// A sheet of the third turn, two boxes filled: its rolls lead to the first kept layer.
    fn third_turn(rules: &Ruleset) -> Sheet {
        let mut sheet = Sheet::default();
        for (category, face) in [(Category::Fives, 5), (Category::Chance, 3)] {
            let dice = Dice::new(&[Face::new(face).unwrap(); 5]).unwrap();
            sheet.record(&rules.mark(&sheet, &dice, category).unwrap());
        }
        sheet
    }

    fn assert_same_scores(a: &ScoreDistribution, b: &ScoreDistribution) {
        for score in 0..1600 {
            let (a, b) = (a.chance_of(score), b.chance_of(score));
            assert!((a - b).abs() < 1e-6, "{score}: {a} and {b}");
        }
    }

    #[test]
    fn an_opening_is_kept_read_back_and_learnt_again_when_damaged() {
        let dir = tempfile::tempdir().unwrap();
        let rules = Ruleset::preset(Preset::Yahtzee);
        let table = crate::strategy::yahtzee_table();
        // A damaged cache and an older version's file are there before the first game: learning replaces the one
        // with a sound file and removes the other.
        let path = path_for_rules(dir.path(), &rules);
        let older_file = older_path_for(dir.path(), &rules);
        std::fs::write(&path, "not json").unwrap();
        std::fs::write(&older_file, "{}").unwrap();
        let mut first = Forecaster::new(table.clone());
        load_or_learn(Some(dir.path()), &mut first);
        assert!(first.knows_opening());
        assert!(!older_file.exists());
        assert_eq!(path, path_for(dir.path(), &first));
        let size = std::fs::metadata(&path).unwrap().len();
        assert!(size > 1000 && size < MAX_FILE_BYTES, "{size} bytes");

        // Learnt with its layers in files, it is the very opening learnt in memory (by the forecaster the
        // strategy's tests share, from the same table).
        let in_memory = crate::strategy::learnt_yahtzee_opening();
        assert!(in_memory.opening() == first.opening());
        // Nothing of the pass's own files is left in the cache directory: the opening's file, and the two
        // layers kept after it for Yahtzee (the third and fourth turns').
        let key = fingerprint(&rules);
        let layer = kept_layers::path_for(dir.path(), key, 3);
        let fourth = kept_layers::path_for(dir.path(), key, 4);
        let mut names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        names.sort();
        assert_eq!(names, [layer.clone(), fourth, path.clone()]);
        assert!(!kept_layers::path_for(dir.path(), key, 5).exists());

        let mut second = Forecaster::new(table.clone());
        assert!(load(dir.path(), &mut second));
        assert_eq!(second.kept_layers().count(), 2);
        assert_eq!(
            second.final_scores(&Sheet::default(), None),
            first.final_scores(&Sheet::default(), None)
        );
        // From the third turn, the kept layer read from its file gives what a walk from the opening gives.
        let mut walking = Forecaster::new(table.clone());
        walking.use_opening(first.opening().unwrap()).unwrap();
        let sheet = third_turn(&rules);
        let dice = Dice::new(&[2, 2, 5, 6, 1].map(|f| Face::new(f).unwrap())).unwrap();
        let rolled = Some(DiceInPlay {
            dice: &dice,
            rolls_left: 2,
        });
        let walked = walking.final_scores(&sheet, rolled);
        assert_same_scores(&second.final_scores(&sheet, rolled), &walked);

        // A kept layer whose chances are spoiled (the header and index whole) is read, its spreads fail
        // their checks, and the walk goes on: the same answer.
        let sound = std::fs::read(&layer).unwrap();
        let index_len = u64::from_le_bytes(sound[24..32].try_into().unwrap()) as usize;
        let mut spoiled = sound.clone();
        for byte in &mut spoiled[48 + index_len..] {
            *byte = 0x3c;
        }
        std::fs::write(&layer, &spoiled).unwrap();
        let mut third = Forecaster::new(table.clone());
        assert!(load(dir.path(), &mut third));
        assert_same_scores(&third.final_scores(&sheet, rolled), &walked);

        // A layer cut short, with a spoiled index, or missing: the whole cache is learnt again.
        let mut bad_index = sound.clone();
        bad_index[48 + 7] ^= 1;
        for bad in [&sound[..sound.len() - 4], &bad_index[..], &[]] {
            if bad.is_empty() {
                std::fs::remove_file(&layer).unwrap();
            } else {
                std::fs::write(&layer, bad).unwrap();
            }
            let mut forecaster = Forecaster::new(table.clone());
            assert!(!load(dir.path(), &mut forecaster));
            assert!(!forecaster.knows_opening());
            assert_eq!(forecaster.kept_layers().count(), 0);
        }
        std::fs::write(&layer, &sound).unwrap();

        let written = std::fs::read_to_string(&path).unwrap();
        let older = written.replacen(&format!("\"format\":{FORMAT}"), "\"format\":0", 1);
        let foreign = written.replacen("\"rules\":\"", "\"rules\":\"0", 1);
        for bad in ["not json", &written[..written.len() / 2], &older, &foreign] {
            std::fs::write(&path, bad).unwrap();
            let mut forecaster = Forecaster::new(table.clone());
            assert!(!load(dir.path(), &mut forecaster));
            assert!(!forecaster.knows_opening());
            assert_eq!(forecaster.kept_layers().count(), 0);
        }
        // The sound file back, and it is read again.
        std::fs::write(&path, &written).unwrap();
        assert!(load(dir.path(), &mut Forecaster::new(table)));
    }
}
