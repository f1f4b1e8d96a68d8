//! Conventions and architecture invariants, checked on the source tree itself.

use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_module_opens_with_a_doc_comment_saying_what_it_is_for() {
    for dir in ["src", "tests", "benches"] {
        let dir = root().join(dir);
        if !dir.exists() {
            continue;
        }
        for file in rust_files(&dir) {
            let text = fs::read_to_string(&file).unwrap();
            assert!(
                text.starts_with("//! "),
                "{} must open with a //! comment",
                file.display()
            );
        }
    }
}

/// The pure core imports nothing from the shell, speech, sound, Fluent or the terminal.
#[test]
fn the_core_knows_nothing_of_the_outside_world() {
    let forbidden = [
        "crate::shell",
        "crate::i18n",
        "crate::speech",
        "crate::sound",
        "crate::narration",
        "crate::persist",
        "fluent",
        "crossterm",
        "rustyline",
        "std::fs",
        "std::io",
        "std::net",
        "std::process",
        "println!",
        "eprintln!",
    ];
    for core in ["rules", "game", "strategy"] {
        let dir = root().join("src").join(core);
        if !dir.exists() {
            continue;
        }
        for file in rust_files(&dir) {
            let text = fs::read_to_string(&file).unwrap();
            for word in forbidden {
                assert!(!text.contains(word), "{} uses {word}", file.display());
            }
        }
    }
}

#[test]
fn unsafe_code_is_forbidden() {
    for file in ["src/lib.rs", "src/main.rs"] {
        let text = fs::read_to_string(root().join(file)).unwrap();
        assert!(text.contains("#![forbid(unsafe_code)]"), "{file}");
    }
}
