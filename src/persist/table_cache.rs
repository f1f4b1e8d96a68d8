//! The solver's tables cached on disk, so that a game with computer players starts without solving again.
//!
//! One file per ruleset, `table-<fingerprint>.bin` in the user's cache directory (`--cache-dir`, then the
//! `SAYZEE_CACHE_DIR` environment variable, then the platform's cache directory). The file opens with a header
//! (magic, format version, ruleset fingerprint, number of values, checksum of the values) followed by the
//! values as little-endian f32. A file that is truncated, damaged, of another format or for other rules is
//! never trusted: the table is solved again and the file replaced. Only a regular file is read, opened without
//! blocking, and never more than the size a sound file has. Files are written atomically (a temporary file in
//! the same directory, synced, then renamed over the old one), so a crash leaves the old file or the new one,
//! never half of one.

use crate::hash::{fnv1a, fnv1a_from};
use std::fmt;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use super::files::{self, Problem};
use crate::rules::{RuleOptions, Ruleset};
use crate::strategy::{StrategyTable, Unsupported};

/// Bumped whenever the file layout or the meaning of the values changes; older files are then rebuilt.
pub const FORMAT_VERSION: u32 = 1;
const MAGIC: &[u8; 8] = b"SAYZTBL\0";
const HEADER_LEN: usize = 8 + 4 + 8 + 8 + 8;
/// Bytes read or written at a time.
const READ_IN: usize = 1 << 20;
/// The environment variable that overrides the cache directory.
pub const CACHE_DIR_VARIABLE: &str = "SAYZEE_CACHE_DIR";

/// Why a cached file was not used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CacheProblem {
    /// No file yet.
    Missing,
    /// Shorter than its header says.
    Truncated,
    /// Not a table file at all.
    NotATable,
    /// Written by another format version.
    OtherVersion(u32),
    /// For other rules (or by a solver whose values differ).
    OtherRules,
    /// The values do not match their checksum.
    Damaged,
    /// The file could not be read.
    Unreadable,
}

impl fmt::Display for CacheProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CacheProblem::Missing => f.write_str("no cached table"),
            CacheProblem::Truncated => f.write_str("truncated"),
            CacheProblem::NotATable => f.write_str("not a table file"),
            CacheProblem::OtherVersion(v) => {
                write!(f, "format version {v}, expected {FORMAT_VERSION}")
            }
            CacheProblem::OtherRules => f.write_str("for other rules"),
            CacheProblem::Damaged => f.write_str("checksum mismatch"),
            CacheProblem::Unreadable => f.write_str("unreadable"),
        }
    }
}

/// Where a table came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheOutcome {
    /// Read from a sound cache file.
    Loaded,
    /// Solved, because of `problem`; `stored` tells whether the new file could be written.
    Solved { problem: CacheProblem, stored: bool },
}

/// The cache directory: `explicit` if given, else `SAYZEE_CACHE_DIR`, else the platform's (None if unknown).
pub fn cache_dir(explicit: Option<&Path>) -> Option<PathBuf> {
    if let Some(dir) = explicit {
        return Some(dir.to_path_buf());
    }
    if let Some(dir) = std::env::var_os(CACHE_DIR_VARIABLE).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "sayzee").map(|dirs| dirs.cache_dir().to_path_buf())
}

/// The rules as played, in serde_json (stable across builds, unlike Debug output or std's hasher): dice, rolls,
/// boxes, bonuses, the Joker, saved rolls; not the preset or the options that asked for them.
fn played(rules: &Ruleset) -> serde_json::Map<String, serde_json::Value> {
    let serde_json::Value::Object(played) = serde_json::json!({
        "dice": rules.dice_count(),
        "rolls": rules.rolls_per_turn(),
        "boxes": rules.boxes(),
        "upper_bonus": rules.upper_bonus(),
        "yahtzee_bonus": rules.yahtzee_bonus(),
        "joker": rules.joker(),
        "saved_rolls": rules.saved_rolls(),
    }) else {
        unreachable!("json! of braces is an object")
    };
    played
}

/// The rules as played, whatever options asked for them: two option sets that make the same rules (an option
/// set to the preset's own rule, or left out) give the same number, where [`fingerprint`] tells them apart.
pub fn rules_as_played(rules: &Ruleset) -> u64 {
    fnv1a(
        serde_json::Value::Object(played(rules))
            .to_string()
            .as_bytes(),
    )
}

/// A stable 64-bit fingerprint of everything in `rules` that the table's values depend on, the preset and the
/// options that change it included (it names the cache files, so its text must not change). An option that
/// leaves the rules as played as they were (set to the preset's own rule) is left out, so each way of asking for
/// the same rules names one file, not one per spelling.
pub fn fingerprint(rules: &Ruleset) -> u64 {
    let mut description = serde_json::Map::new();
    description.insert("preset".into(), serde_json::json!(rules.preset_id()));
    description.insert(
        "options".into(),
        serde_json::json!(options_that_count(rules)),
    );
    description.extend(played(rules));
    fnv1a(
        serde_json::Value::Object(description)
            .to_string()
            .as_bytes(),
    )
}

/// `rules`' options without those that change nothing: each one, taken away on its own, that leaves the rules
/// as played the same.
fn options_that_count(rules: &Ruleset) -> RuleOptions {
    let as_played = rules_as_played(rules);
    let leave_out: [fn(&mut RuleOptions); 5] = [
        |o| o.upper_bonus = None,
        |o| o.yahtzee_bonus = None,
        |o| o.joker = None,
        |o| o.extra_rows = None,
        |o| o.saved_rolls = None,
    ];
    let mut options = rules.options();
    for leave in leave_out {
        let mut without = options;
        leave(&mut without);
        if Ruleset::new(rules.preset_id(), without).is_ok_and(|r| rules_as_played(&r) == as_played)
        {
            options = without;
        }
    }
    options
}

/// The cache file for `rules` in `dir`.
pub fn path_for(dir: &Path, rules: &Ruleset) -> PathBuf {
    dir.join(format!("table-{:016x}.bin", fingerprint(rules)))
}

/// The table for `rules` from the cache in `dir`, or solved (and then stored) when the cache has no sound one.
/// With no directory the table is solved and not stored.
///
/// # Errors
/// [`Unsupported`] when the ruleset has no exact table.
pub fn load_or_build(
    dir: Option<&Path>,
    rules: &Ruleset,
) -> Result<(StrategyTable, CacheOutcome), Unsupported> {
    let problem = match dir.map(|dir| load(dir, rules)) {
        Some(Ok(table)) => return Ok((table, CacheOutcome::Loaded)),
        Some(Err(problem)) => problem,
        None => CacheProblem::Missing,
    };
    let table = StrategyTable::build(rules)?;
    let stored = dir.is_some_and(|dir| store(dir, &table).is_ok());
    Ok((table, CacheOutcome::Solved { problem, stored }))
}

/// The table for `rules` cached in `dir`, if the file is sound.
///
/// # Errors
/// The [`CacheProblem`] that makes the file unusable.
pub fn load(dir: &Path, rules: &Ruleset) -> Result<StrategyTable, CacheProblem> {
    let empty = StrategyTable::empty(rules).map_err(|_| CacheProblem::OtherRules)?;
    let expected_len = empty.raw_values().len();
    // Only a regular file, opened without blocking, and never more than a sound file's size (plus one byte
    // to tell a longer file apart): a FIFO or a device in the cache cannot hang or flood the game.
    let file = match files::open_regular(&path_for(dir, rules)) {
        Ok(Some(file)) => file,
        Ok(None) => return Err(CacheProblem::Missing),
        Err(Problem::NotAFile) => return Err(CacheProblem::NotATable),
        Err(_) => return Err(CacheProblem::Unreadable),
    };
    let values = read_values(file, fingerprint(rules), expected_len)?;
    empty
        .with_raw_values(values)
        .ok_or(CacheProblem::OtherRules)
}

/// The values of a table file a piece at a time, each checked as read: the file's bytes and the values are
/// never both held whole (for 16 boxes, 16 MB each).
fn read_values(
    file: std::fs::File,
    fingerprint: u64,
    expected_len: usize,
) -> Result<Vec<f32>, CacheProblem> {
    let length = file.metadata().map_err(|_| CacheProblem::Unreadable)?.len();
    let mut reader = io::BufReader::new(file);
    // Up to a header's worth: a shorter file is told apart as a cut table or something else.
    let mut header = Vec::with_capacity(HEADER_LEN);
    reader
        .by_ref()
        .take(HEADER_LEN as u64)
        .read_to_end(&mut header)
        .map_err(|_| CacheProblem::Unreadable)?;
    check_header(&header, fingerprint, expected_len)?;
    let payload = length.saturating_sub(HEADER_LEN as u64);
    let wanted = expected_len as u64 * 4;
    if payload < wanted {
        return Err(CacheProblem::Truncated);
    }
    if payload != wanted {
        return Err(CacheProblem::Damaged);
    }
    let mut values = Vec::with_capacity(expected_len);
    let mut hash = crate::hash::FNV_OFFSET;
    let mut piece = vec![0u8; READ_IN];
    while values.len() < expected_len {
        let count = (expected_len - values.len()).min(READ_IN / 4) * 4;
        reader
            .read_exact(&mut piece[..count])
            .map_err(|error| match error.kind() {
                // Cut short since its length was read.
                io::ErrorKind::UnexpectedEof => CacheProblem::Truncated,
                _ => CacheProblem::Unreadable,
            })?;
        hash = fnv1a_from(hash, &piece[..count]);
        values.extend(files::f32s_of_le_bytes(&piece[..count]));
    }
    if hash != u64::from_le_bytes(header[28..36].try_into().expect("8 bytes")) {
        return Err(CacheProblem::Damaged);
    }
    Ok(values)
}

/// Writes `table` to its cache file in `dir` (creating the directory), atomically.
///
/// # Errors
/// Any I/O error; the old file, if any, is then left as it was.
pub fn store(dir: &Path, table: &StrategyTable) -> io::Result<()> {
    let values = table.raw_values();
    // The checksum first, then the values written a piece at a time: never a second copy of the table.
    let checksum = values
        .chunks(READ_IN / 4)
        .fold(crate::hash::FNV_OFFSET, |hash, piece| {
            fnv1a_from(hash, &files::f32_le_bytes(piece))
        });
    files::write_atomically_with(&path_for(dir, table.rules()), |file| {
        file.write_all(MAGIC)?;
        file.write_all(&FORMAT_VERSION.to_le_bytes())?;
        file.write_all(&fingerprint(table.rules()).to_le_bytes())?;
        file.write_all(&(values.len() as u64).to_le_bytes())?;
        file.write_all(&checksum.to_le_bytes())?;
        for piece in values.chunks(READ_IN / 4) {
            file.write_all(&files::f32_le_bytes(piece))?;
        }
        Ok(())
    })
}

/// Why a header (and whatever follows it, if shorter than a header) is not this table's.
fn check_header(header: &[u8], fingerprint: u64, expected_len: usize) -> Result<(), CacheProblem> {
    if header.len() < HEADER_LEN {
        return Err(
            if MAGIC.starts_with(&header[..header.len().min(MAGIC.len())]) {
                CacheProblem::Truncated
            } else {
                CacheProblem::NotATable
            },
        );
    }
    let u64_at = |at: usize| u64::from_le_bytes(header[at..at + 8].try_into().expect("8 bytes"));
    if &header[..8] != MAGIC {
        return Err(CacheProblem::NotATable);
    }
    let version = u32::from_le_bytes(header[8..12].try_into().expect("4 bytes"));
    if version != FORMAT_VERSION {
        return Err(CacheProblem::OtherVersion(version));
    }
    if u64_at(12) != fingerprint {
        return Err(CacheProblem::OtherRules);
    }
    if u64_at(20) != expected_len as u64 {
        return Err(CacheProblem::OtherRules);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_that_ask_for_the_rules_a_preset_has_anyway_are_the_same_rules_as_played() {
        use crate::rules::{Preset, RuleOptions};
        let plain = Ruleset::preset(Preset::Yahtzee);
        let asked = RuleOptions {
            upper_bonus: Some(true),
            ..RuleOptions::default()
        };
        let same = Ruleset::new(Preset::Yahtzee, asked).unwrap();
        assert_eq!(rules_as_played(&plain), rules_as_played(&same));
        let without = RuleOptions {
            upper_bonus: Some(false),
            ..RuleOptions::default()
        };
        let other = Ruleset::new(Preset::Yahtzee, without).unwrap();
        assert_ne!(rules_as_played(&plain), rules_as_played(&other));
        assert_ne!(
            rules_as_played(&plain),
            rules_as_played(&Ruleset::preset(Preset::Yatzy))
        );
    }

    #[test]
    fn every_spelling_of_the_same_rules_names_one_cache_file() {
        use crate::rules::{JokerRule, Preset, RuleOptions};
        let printed = Ruleset::preset(Preset::Yahtzee);
        let as_printed = printed.options();
        let spelled_out = Ruleset::new(
            Preset::Yahtzee,
            RuleOptions {
                upper_bonus: Some(printed.upper_bonus().is_some()),
                yahtzee_bonus: Some(printed.yahtzee_bonus().is_some()),
                joker: Some(printed.joker()),
                ..as_printed
            },
        )
        .unwrap();
        assert_eq!(fingerprint(&spelled_out), fingerprint(&printed));
        let other_joker = [JokerRule::Free, JokerRule::Forced]
            .into_iter()
            .find(|&joker| joker != printed.joker())
            .unwrap();
        let changed = |extra: RuleOptions| Ruleset::new(Preset::Yahtzee, extra).unwrap();
        let one_change = changed(RuleOptions {
            joker: Some(other_joker),
            ..RuleOptions::default()
        });
        let same_change_spelled_out = changed(RuleOptions {
            joker: Some(other_joker),
            upper_bonus: Some(true),
            ..RuleOptions::default()
        });
        assert_ne!(fingerprint(&one_change), fingerprint(&printed));
        assert_eq!(
            fingerprint(&one_change),
            fingerprint(&same_change_spelled_out)
        );
    }

    #[test]
    fn every_preset_has_its_own_fingerprint_and_it_is_stable() {
        use crate::rules::Preset;
        let prints: Vec<u64> = Preset::ALL
            .iter()
            .map(|&p| fingerprint(&Ruleset::preset(p)))
            .collect();
        let mut unique = prints.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), prints.len());
        assert_eq!(prints[0], fingerprint(&Ruleset::preset(Preset::Yahtzee)));
        // It names the cache files: the same number in every build, or every cache is solved again.
        assert_eq!(prints[0], 0x5ff5_8298_6839_e4c9);
    }

    /// A table file's bytes, as the format says.
    fn encode(values: &[f32], fingerprint: u64) -> Vec<u8> {
        let payload = files::f32_le_bytes(values);
        let mut bytes = MAGIC.to_vec();
        bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        bytes.extend_from_slice(&fingerprint.to_le_bytes());
        bytes.extend_from_slice(&(values.len() as u64).to_le_bytes());
        bytes.extend_from_slice(&fnv1a(&payload).to_le_bytes());
        bytes.extend_from_slice(&payload);
        bytes
    }

    /// The values read back from a file of these bytes.
    fn decode(bytes: &[u8], fingerprint: u64, len: usize) -> Result<Vec<f32>, CacheProblem> {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("table.bin");
        std::fs::write(&path, bytes).unwrap();
        read_values(std::fs::File::open(&path).unwrap(), fingerprint, len)
    }

    #[test]
    fn values_are_read_back_whole_across_many_pieces() {
        let values: Vec<f32> = (0..READ_IN).map(|i| i as f32 * 0.25 - 7.0).collect();
        let good = encode(&values, 7);
        assert_eq!(decode(&good, 7, values.len()), Ok(values.clone()));
        let mut damaged = good;
        damaged[HEADER_LEN + READ_IN + 3] ^= 0x10;
        assert_eq!(
            decode(&damaged, 7, values.len()),
            Err(CacheProblem::Damaged)
        );
    }

    #[test]
    fn decoding_refuses_every_kind_of_bad_file() {
        let values = [1.5f32, 2.25, -3.0];
        let good = encode(&values, 42);
        assert_eq!(decode(&good, 42, 3), Ok(values.to_vec()));
        assert_eq!(
            decode(&good[..good.len() - 1], 42, 3),
            Err(CacheProblem::Truncated)
        );
        assert_eq!(decode(&good[..5], 42, 3), Err(CacheProblem::Truncated));
        assert_eq!(decode(b"hello world", 42, 3), Err(CacheProblem::NotATable));
        assert_eq!(decode(&good, 43, 3), Err(CacheProblem::OtherRules));
        assert_eq!(decode(&good, 42, 4), Err(CacheProblem::OtherRules));
        let mut damaged = good.clone();
        *damaged.last_mut().unwrap() ^= 1;
        assert_eq!(decode(&damaged, 42, 3), Err(CacheProblem::Damaged));
        let mut longer = good.clone();
        longer.push(0);
        assert_eq!(decode(&longer, 42, 3), Err(CacheProblem::Damaged));
        let mut other_version = good;
        other_version[8] = 99;
        assert_eq!(
            decode(&other_version, 42, 3),
            Err(CacheProblem::OtherVersion(99))
        );
    }
}
