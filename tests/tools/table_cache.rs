//! The solver's table cache: a sound file is read back exactly, and a damaged, truncated or stale one is
//! rebuilt and replaced, never trusted.

use std::fs;

use sayzee::persist::table_cache::{self, CacheOutcome, CacheProblem, FORMAT_VERSION};
use sayzee::rules::{Preset, Ruleset};

/// Classic is the quickest preset to solve, which keeps these tests fast.
fn rules() -> Ruleset {
    Ruleset::preset(Preset::Classic)
}

fn solved_because(problem: CacheProblem) -> CacheOutcome {
    CacheOutcome::Solved {
        problem,
        stored: true,
    }
}

#[test]
fn a_stored_table_is_read_back_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let (built, outcome) = table_cache::load_or_build(Some(dir.path()), &rules()).unwrap();
    assert_eq!(outcome, solved_because(CacheProblem::Missing));
    let (loaded, outcome) = table_cache::load_or_build(Some(dir.path()), &rules()).unwrap();
    assert_eq!(outcome, CacheOutcome::Loaded);
    assert_eq!(loaded.expected_score(), built.expected_score());
    assert!((loaded.expected_score() - 246.1374).abs() < 1e-3);
    // No temporary file is left behind.
    let names: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(names.len(), 1);
}

/// Each case spoils the cached file in one way; the table must be solved again, the file replaced, and the
/// next load must find a sound file.
#[test]
fn a_bad_file_is_rebuilt_and_replaced() {
    type Spoil = fn(&mut Vec<u8>);
    let cases: [(&str, Spoil, CacheProblem); 5] = [
        (
            "truncated",
            |b| b.truncate(b.len() / 2),
            CacheProblem::Truncated,
        ),
        (
            "one bit flipped",
            |b| *b.last_mut().unwrap() ^= 0x10,
            CacheProblem::Damaged,
        ),
        (
            "another format version",
            |b| b[8..12].copy_from_slice(&(FORMAT_VERSION + 1).to_le_bytes()),
            CacheProblem::OtherVersion(FORMAT_VERSION + 1),
        ),
        (
            "another ruleset",
            |b| b[12] ^= 0xff,
            CacheProblem::OtherRules,
        ),
        (
            "not a table",
            |b| b[..8].copy_from_slice(b"PNG....."),
            CacheProblem::NotATable,
        ),
    ];
    let dir = tempfile::tempdir().unwrap();
    let (reference, _) = table_cache::load_or_build(Some(dir.path()), &rules()).unwrap();
    let path = table_cache::path_for(dir.path(), &rules());
    for (name, spoil, problem) in cases {
        let mut bytes = fs::read(&path).unwrap();
        spoil(&mut bytes);
        fs::write(&path, &bytes).unwrap();
        let (table, outcome) = table_cache::load_or_build(Some(dir.path()), &rules()).unwrap();
        assert_eq!(outcome, solved_because(problem), "{name}");
        assert_eq!(table.expected_score(), reference.expected_score(), "{name}");
        let (_, outcome) = table_cache::load_or_build(Some(dir.path()), &rules()).unwrap();
        assert_eq!(
            outcome,
            CacheOutcome::Loaded,
            "{name}: the file was replaced"
        );
    }
}

#[test]
fn an_explicit_directory_wins_over_the_environment() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        table_cache::cache_dir(Some(dir.path())),
        Some(dir.path().to_path_buf())
    );
}

#[test]
fn without_a_directory_the_table_is_solved_and_not_stored() {
    let (_, outcome) = table_cache::load_or_build(None, &rules()).unwrap();
    assert_eq!(
        outcome,
        CacheOutcome::Solved {
            problem: CacheProblem::Missing,
            stored: false
        }
    );
}

#[test]
fn rulesets_without_a_table_say_so() {
    let dir = tempfile::tempdir().unwrap();
    assert!(
        table_cache::load_or_build(Some(dir.path()), &Ruleset::preset(Preset::MaxiYatzy)).is_err()
    );
}

/// Loads the cached table for [`rules`] on another thread, failing the test if that takes more than a minute
/// (a FIFO opened for reading used to wait for a writer forever).
#[cfg(unix)]
fn load_within_a_minute(dir: &std::path::Path) -> Result<(), CacheProblem> {
    let (sender, receiver) = std::sync::mpsc::channel();
    let dir = dir.to_path_buf();
    std::thread::spawn(move || {
        let _ = sender.send(table_cache::load(&dir, &rules()).map(|_| ()));
    });
    receiver
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("loading a cached table never hangs")
}

#[cfg(unix)]
#[test]
fn a_fifo_or_a_device_in_place_of_a_table_is_refused_without_reading_it_and_replaced() {
    for device in ["fifo", "/dev/zero"] {
        let dir = tempfile::tempdir().unwrap();
        let path = table_cache::path_for(dir.path(), &rules());
        if device == "fifo" {
            let made = std::process::Command::new("mkfifo")
                .arg(&path)
                .status()
                .unwrap();
            assert!(made.success());
        } else {
            // /dev/zero never ends: it used to be read until memory ran out.
            std::os::unix::fs::symlink(device, &path).unwrap();
        }
        assert_eq!(
            load_within_a_minute(dir.path()),
            Err(CacheProblem::NotATable)
        );
        let (_, outcome) = table_cache::load_or_build(Some(dir.path()), &rules()).unwrap();
        assert_eq!(outcome, solved_because(CacheProblem::NotATable), "{device}");
        assert!(fs::symlink_metadata(&path).unwrap().is_file(), "{device}");
        assert_eq!(load_within_a_minute(dir.path()), Ok(()), "{device}");
    }
}
