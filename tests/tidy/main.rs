//! Conventions and architecture invariants, checked on the source tree itself.

mod functions;
mod guide;
mod imports;
mod map;

use std::fs;
use std::path::{Path, PathBuf};

use imports::Graph;

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
    for dir in ["src", "tests", "benches", "crates"] {
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
    let core = [
        "crates/sayzee-core/src",
        "crates/sayzee-protocol/src",
        "src/strategy",
    ];
    for dir in core {
        let dir = root().join(dir);
        let files = rust_files(&dir);
        assert!(files.len() >= 5, "{} holds the core", dir.display());
        for file in files {
            let text = fs::read_to_string(&file).unwrap();
            for word in forbidden {
                assert!(!text.contains(word), "{} uses {word}", file.display());
            }
        }
    }
}

/// A game's session, and the seats it plays through, do no I/O: they return effects, and their driver
/// (`player/voiced.rs`) carries them out with its speakers, sound player, files and link. Nor do they start,
/// wait for or sleep on work: W, the hint waiting for the expert and the weighing after a game are effects too,
/// done by the driver's workers (`player/workers.rs`).
#[test]
fn the_session_and_its_seats_hold_no_speaker_file_or_link() {
    let forbidden = [
        "std::fs",
        "std::io",
        "std::net",
        "std::thread",
        "std::process",
        "std::sync::mpsc",
        "Instant",
        "sleep(",
        "spawn(",
        "recv",
        "SharedWork",
        "Workers",
        "println!",
        "print!(",
        "Speaker",
        "SoundPlayer",
        "Sound::",
        "Persistence",
        "settings_edit",
        "SeatBook",
        "Link",
        "files::write",
        "files::replace",
        "files::remove",
        "files::read",
    ];
    let mut files = rust_files(&root().join("src/player/session"));
    files.extend(
        ["table.rs", "news.rs", "table_keys.rs"]
            .iter()
            .map(|name| root().join("src/player/remote").join(name)),
    );
    assert!(files.len() >= 10, "the session's files are found");
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        let code = text
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"));
        for (number, line) in code.enumerate() {
            for word in forbidden {
                assert!(
                    !line.contains(word),
                    "{} uses {word} (code line {}): the session asks for it as an effect",
                    file.display(),
                    number + 1
                );
            }
        }
    }
}

/// The core's crates depend on nothing that could reach the outside world: only data formats, the dice's random
/// numbers, Unicode tables and each other.
#[test]
fn the_core_crates_depend_on_nothing_that_does_io() {
    let allowed = [
        "sayzee-core",
        "serde",
        "serde_json",
        "rand",
        "rand_pcg",
        "unicode-properties",
        "unicode-security",
    ];
    for krate in ["sayzee-core", "sayzee-protocol"] {
        let manifest =
            fs::read_to_string(root().join("crates").join(krate).join("Cargo.toml")).unwrap();
        let manifest: toml::Table = manifest.parse().unwrap();
        let dependencies = manifest["dependencies"].as_table().unwrap();
        assert!(!dependencies.is_empty(), "{krate}'s dependencies are read");
        for name in dependencies.keys() {
            assert!(
                allowed.contains(&name.as_str()),
                "{krate} depends on {name}"
            );
        }
    }
}

#[test]
fn unsafe_code_is_forbidden() {
    for file in [
        "src/lib.rs",
        "src/main.rs",
        "crates/sayzee-core/src/lib.rs",
        "crates/sayzee-protocol/src/lib.rs",
    ] {
        let text = fs::read_to_string(root().join(file)).unwrap();
        assert!(text.contains("#![forbid(unsafe_code)]"), "{file}");
    }
}

/// The longest a source, test, bench or example file may grow before it is split by meaning.
const MOST_LINES: usize = 700;

#[test]
fn no_file_is_over_700_lines() {
    let mut long = Vec::new();
    for dir in ["src", "tests", "benches", "examples", "crates"] {
        for file in rust_files(&root().join(dir)) {
            let lines = fs::read_to_string(&file).unwrap().lines().count();
            if lines > MOST_LINES {
                long.push(format!("{} ({lines} lines)", file.display()));
            }
        }
    }
    assert!(long.is_empty(), "split these by what they hold: {long:#?}");
}

/// The longest a function may be in each room named (tests aside): past that, it is split by what it does.
const MOST_FUNCTION_LINES: [(&str, usize); 2] = [("src/server", 80), ("src/player", 100)];

/// The code of `file` without its inline test modules (`None` for a file that holds only tests), comments and
/// strings blanked first so that the test modules' braces are counted right.
fn non_test_part(file: &Path) -> Option<String> {
    let name = file.file_name()?.to_str()?;
    if name == "tests.rs"
        || name.ends_with("_tests.rs")
        || file.components().any(|c| c.as_os_str() == "tests")
    {
        return None;
    }
    let text = fs::read_to_string(file).ok()?;
    Some(imports::strip_inline_test_modules(&functions::blanked(
        &text,
    )))
}

#[test]
fn no_function_is_longer_than_its_room_allows() {
    let mut long = Vec::new();
    for (dir, most) in MOST_FUNCTION_LINES {
        for file in rust_files(&root().join(dir)) {
            let Some(text) = non_test_part(&file) else {
                continue;
            };
            for (name, line, lines) in functions::functions(&text) {
                if lines > most {
                    long.push(format!(
                        "{}:{line} {name} ({lines} lines, at most {most})",
                        file.display()
                    ));
                }
            }
        }
    }
    assert!(long.is_empty(), "split these by what they do: {long:#?}");
}

#[test]
fn no_files_of_src_import_each_other_in_a_circle() {
    let graph = Graph::read(&root().join("src"));
    assert!(graph.files.len() > 100, "the graph reads the whole crate");
    assert_eq!(graph.circles(), Vec::<Vec<String>>::new());
    for krate in ["sayzee-core", "sayzee-protocol"] {
        let graph = Graph::read(&root().join("crates").join(krate).join("src"));
        assert!(graph.files.len() >= 5, "the graph reads {krate}");
        assert_eq!(graph.circles(), Vec::<Vec<String>>::new(), "{krate}");
    }
}

/// The rooms over the core: each folder's `mod.rs` is its front (what it is, what it exports), and the files
/// inside depend on each other, never back up on a front of their own folder or of one around it. Tests are
/// children that may.
#[test]
fn inside_the_rooms_no_file_imports_the_front_of_its_own_folder() {
    let graph = Graph::read(&root().join("src"));
    let rooms = ["cli", "usage", "player", "server", "tools", "computer"];
    let mut upward = Vec::new();
    for (index, file) in graph.files.iter().enumerate() {
        let in_a_room = file
            .module
            .first()
            .is_some_and(|top| rooms.contains(&top.as_str()));
        if file.is_test || !in_a_room {
            continue;
        }
        for &target in &graph.arrows[index] {
            if graph.runs_back_up(index, target) {
                upward.push(format!("{} -> {}", file.name, graph.files[target].name));
            }
        }
    }
    assert!(upward.is_empty(), "imports that run back up: {upward:#?}");
}

/// The usage errors lie below every command: nothing they reach, however indirectly, is the server, the player's
/// program, the tools or the command line, so that each of those could be a crate of its own.
#[test]
fn the_usage_errors_reach_no_command() {
    let graph = Graph::read(&root().join("src"));
    let usage: Vec<usize> = graph
        .files
        .iter()
        .enumerate()
        .filter(|(_, file)| file.name.starts_with("usage/") && !file.is_test)
        .map(|(index, _)| index)
        .collect();
    assert!(usage.len() >= 2, "the usage errors' files are found");
    let reached: Vec<&str> = graph
        .reach(&usage)
        .into_iter()
        .map(|index| graph.files[index].name.as_str())
        .filter(|name| {
            ["server/", "player/", "tools/", "web/", "cli"]
                .iter()
                .any(|room| name.starts_with(room))
        })
        .collect();
    assert!(reached.is_empty(), "the usage errors reach {reached:#?}");
}

/// The server depends on the core, the files and caches, and the computer players: nothing it reaches, however
/// indirectly, is the player's program, the tools, the command line, speech, sound or the terminal.
#[test]
fn the_server_reaches_nothing_of_the_players_program() {
    let graph = Graph::read(&root().join("src"));
    let server: Vec<usize> = graph
        .files
        .iter()
        .enumerate()
        .filter(|(_, file)| file.name.starts_with("server/") && !file.is_test)
        .map(|(index, _)| index)
        .collect();
    assert!(server.len() >= 3, "the server's files are found");
    let forbidden_rooms = [
        "player/", "tools/", "cli.rs", "usage/", "speech/", "sound/", "input/",
    ];
    let mut reached = Vec::new();
    for index in graph.reach(&server) {
        let file = &graph.files[index];
        if forbidden_rooms
            .iter()
            .any(|room| file.name.starts_with(room))
        {
            reached.push(file.name.clone());
        }
        for word in ["crossterm", "rustyline", "tts::", "rodio", "ssip_client"] {
            assert!(
                !file.code.contains(word),
                "{} (reached by the server) uses {word}",
                file.name
            );
        }
    }
    assert!(
        reached.is_empty(),
        "the server reaches the player's side: {reached:#?}"
    );
    // The reach is real: the server does use the computer players and the table rules.
    let names: Vec<&str> = graph
        .reach(&server)
        .into_iter()
        .map(|i| graph.files[i].name.as_str())
        .collect();
    for needed in ["computer/players.rs", "net.rs", "persist/files.rs"] {
        assert!(names.contains(&needed), "the server reaches {needed}");
    }
}
