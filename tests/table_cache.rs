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
