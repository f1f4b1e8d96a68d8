//! ARCHITECTURE.md is a map: every file and folder it names in backticks is there. A path from the top
//! (`src/…`, `tests/…`, `.ci/…`) must exist as written; a path within a room (`remote/link.rs`) or a bare
//! file name (`dispatch.rs`) must end some path of the tree.

use std::fs;
use std::path::Path;

/// The folders a path from the top starts with.
const ROOTS: [&str; 10] = [
    "src/",
    "tests/",
    "examples/",
    "benches/",
    "docs/",
    ".ci/",
    "locales/",
    "sounds/",
    "vendor/",
    "crates/",
];

/// The kinds of files of the tree the map names (other names in backticks are the program's own files on a
/// player's disk: `tables.redb`, `login-tokens.json`).
const KINDS: [&str; 10] = [
    ".rs", ".md", ".ftl", ".py", ".sh", ".c", ".js", ".css", ".html", ".service",
];

/// Every file and folder under `dir`, relative to `root`, folders ending with `/`.
fn tree(root: &Path, dir: &Path, into: &mut Vec<String>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        let name = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        if path.is_dir() {
            into.push(format!("{name}/"));
            tree(root, &path, into);
        } else {
            into.push(name);
        }
    }
}

/// The names in backticks of `text` that look like paths of the tree (`<lang>` standing for `en-US`).
fn named_paths(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .map(|name| name.replace("<lang>", "en-US"))
        .map(|name| name.split(':').next().unwrap_or_default().to_string())
        .filter(|name| {
            let plain = name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "_./-".contains(c));
            plain
                && (ROOTS.iter().any(|root| name.starts_with(root))
                    || KINDS.iter().any(|kind| name.ends_with(kind)))
        })
        .collect()
}

#[test]
fn every_path_the_architecture_names_is_there() {
    let root = super::root();
    let mut files = Vec::new();
    for top in ROOTS {
        tree(&root, &root.join(top), &mut files);
    }
    let text = fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let named = named_paths(&text);
    assert!(
        named.len() > 100,
        "the map names its rooms: {}",
        named.len()
    );
    let missing: Vec<&String> = named
        .iter()
        .filter(|name| match ROOTS.iter().any(|top| name.starts_with(top)) {
            true => !root.join(name).exists(),
            false => !files
                .iter()
                .any(|file| file == *name || file.ends_with(&format!("/{name}"))),
        })
        .collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names what is not there: {missing:?}"
    );
}

#[test]
fn a_path_that_is_not_there_is_found() {
    let named = named_paths(
        "the loop (`player/remote/join.rs`, `src/gone.rs:12`), `tables.redb`, `Session::tick`",
    );
    assert_eq!(named, ["player/remote/join.rs", "src/gone.rs"]);
}

/// The measured figures of `text`: sizes in megabytes or gigabytes, and percentages with decimals (limits and
/// definitions, a 64 KiB frame or a 95% interval, are the map's own).
fn measured_figures(text: &str) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let number = |word: &str| {
        let digits = word.trim_start_matches(['(', '~']);
        !digits.is_empty()
            && digits
                .chars()
                .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
    };
    let mut found = Vec::new();
    for (at, word) in words.iter().enumerate() {
        let unit = word.trim_end_matches([',', ';', '.', ')', ':']);
        let sized = ["MB", "GB"].contains(&unit) && at > 0 && number(words[at - 1]);
        let glued = ["MB", "GB"]
            .iter()
            .any(|u| unit.strip_suffix(u).is_some_and(&number));
        let percent = unit
            .strip_suffix('%')
            .is_some_and(|n| number(n) && n.contains('.'));
        if sized {
            found.push(format!("{} {unit}", words[at - 1]));
        } else if glued || percent {
            found.push(unit.to_string());
        }
    }
    found
}

#[test]
fn the_map_holds_no_measured_figures() {
    // Figures change with every measurement; they live in CHANGELOG.md, the benches and the examples.
    let text = fs::read_to_string(super::root().join("ARCHITECTURE.md")).unwrap();
    let figures = measured_figures(&text);
    assert!(
        figures.is_empty(),
        "ARCHITECTURE.md holds measured figures: {figures:?}"
    );
}

#[test]
fn a_measured_figure_is_found() {
    assert_eq!(
        measured_figures("about 9 MB of JSON, 70MB, won 51.63% of deals, a 95% interval, 64 KiB"),
        ["9 MB", "70MB", "51.63%"]
    );
}
