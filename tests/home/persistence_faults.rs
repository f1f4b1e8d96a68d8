//! Nothing lost, even then: two sayzees on the same files, a kill at the very end of a game (injected with
//! strace at the exact system call), FIFOs and devices where sayzee's files should be, temporary files left
//! by a kill, and the messages that say what really happened.

#![cfg(unix)]

use crate::common;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc::channel;
use std::time::Duration;

use common::home::{Home, Running};

/// Ann's whole game of Yatzy by Enter alone: roll, open the chooser on the best-scoring box, mark it, 15 times.
const WHOLE_YATZY_GAME: &[&str] = &[
    "--no-sound",
    "--rules",
    "yatzy",
    "--player",
    "Ann",
    "--seed",
    "1",
];

fn enter_through_a_whole_yatzy_game() -> String {
    "enter\n".repeat(15 * 3)
}

#[test]
fn a_second_sayzee_on_the_same_files_never_writes_them_and_offers_to_play_without_saving_or_quit() {
    let home = Home::new();
    let mut first = Running::start(&home);
    first.send("enter\nreroll all\nenter\nscore chance\nturn");
    first.wait_for("Ann’s turn, round 2 of 13, 3 rolls left.");
    let saved_by_first = settled_files(&home);

    // With --new, the second one would have replaced the first one's game at once.
    let (out, _, status) = home.run(
        &[
            "--no-sound",
            "--rules",
            "yahtzee",
            "--player",
            "Bo",
            "--new",
        ],
        "\nenter\nreroll all\nenter\nscore chance\nscores\n",
    );
    assert_eq!(status, Some(0), "{out}");
    let data = home.data().display().to_string();
    assert!(
        out.starts_with(&format!(
            "Another sayzee is using the files in {data}. This one will not save anything there.\nPress Enter to play without saving, or type quit to leave.\nYour turn, Bo: round 1 of 13."
        )),
        "{out}"
    );
    assert!(out.contains("Scores: Bo: "), "it plays: {out}");
    assert_eq!(settled_files(&home), saved_by_first, "never written");
    assert!(!home.data().join("statistics.json").exists());

    // Without --new it offers no resume of a game that is not its own to take, and "quit" leaves at once.
    let (out, _, status) = home.run(&["--no-sound"], "quit\n");
    assert_eq!(status, Some(0));
    assert!(
        out.ends_with("Press Enter to play without saving, or type quit to leave.\nGoodbye.\n"),
        "{out}"
    );
    // In French too.
    let (out, _, _) = home.run(&["--no-sound", "--lang", "fr"], "quitter\n");
    assert!(
        out.starts_with(&format!("Un autre sayzee utilise les fichiers de {data}.")),
        "{out}"
    );
    assert!(out.ends_with("Au revoir.\n"), "{out}");
    assert_eq!(settled_files(&home), saved_by_first);

    // The first one plays on and saves as before; killed, it leaves the lock to the OS, which frees it.
    first.send("enter\nturn");
    first.wait_for("Roll 1 of 3: ");
    assert_ne!(settled_files(&home), saved_by_first);
    first.child.kill().unwrap();
    first.wait_for_exit();
    let out = home.resume("scores\n");
    assert!(out.starts_with("Game resumed.\n"), "{out}");
    assert!(out.contains("\nScores: Ann: 21."), "{out}");
}

/// The saved game's files in `home` (the save file and the journal), once the save file is there and no
/// file has changed for a while: the save file is written behind the journal off the key's path.
fn settled_files(home: &Home) -> Vec<Option<Vec<u8>>> {
    let read = || {
        ["save.json", "save.journal-1", "save.journal-2"]
            .map(|name| std::fs::read(home.data().join(name)).ok())
            .to_vec()
    };
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    let mut last = read();
    loop {
        std::thread::sleep(Duration::from_millis(200));
        let now = read();
        if now == last && now[0].is_some() {
            return now;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the files never settled"
        );
        last = now;
    }
}

/// Whether strace can be used; with `SAYZEE_CI` set its absence fails the test instead of skipping it.
fn strace_available() -> bool {
    let found = Command::new("strace")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        assert!(
            std::env::var_os("SAYZEE_CI").is_none(),
            "SAYZEE_CI is set but strace, needed to inject the kills, is missing"
        );
        println!("skipped: strace is not installed");
    }
    found
}

/// Plays Ann's whole game of Yatzy under strace, which kills sayzee with SIGKILL at the first system call
/// that `inject` names on `path`. Returns what was printed before the kill.
fn whole_game_killed_at(home: &Home, syscalls: &str, path: &Path) -> String {
    let sayzee = home.command(WHOLE_YATZY_GAME);
    let mut command = Command::new("strace");
    command
        .args(["-f", "-qq", "-o", "/dev/null", "-P"])
        .arg(path)
        .arg(format!("--trace={syscalls}"))
        .arg(format!("--inject={syscalls}:signal=SIGKILL:when=1"))
        .arg(sayzee.get_program())
        .args(sayzee.get_args());
    for (name, value) in sayzee.get_envs() {
        match value {
            Some(value) => command.env(name, value),
            None => command.env_remove(name),
        };
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("strace starts");
    let _ = child
        .stdin
        .take()
        .unwrap()
        .write_all(enter_through_a_whole_yatzy_game().as_bytes());
    let output = child.wait_with_output().unwrap();
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn a_kill_at_any_instant_of_the_end_of_a_game_leaves_it_resumable_or_counted_never_lost_or_twice() {
    if !strace_available() {
        return;
    }
    // The instant the statistics are opened: before the fix the save was already gone, and the game lost.
    let home = Home::new();
    let stats = home.data().join("statistics.json");
    let save = home.data().join("save.json");
    // The game is on disk before its end is said, so the last words heard are the last box offered.
    let out = whole_game_killed_at(&home, "openat", &stats);
    assert!(out.ends_with("Yatzy, 0 points, 1 of 1.\n"), "{out}");
    assert!(save.exists(), "the finished game is still saved");
    assert!(!stats.exists());
    let (out, err, _) = home.run(&["stats"], "");
    assert_eq!(
        err,
        "The game that ended last time is now in your statistics.\n"
    );
    assert!(
        out.starts_with("Yatzy: 1 game.\nAnn: 1 game, 1 won"),
        "{out}"
    );
    assert!(!save.exists());
    let (out, err, _) = home.run(&["stats"], "");
    assert!(out.starts_with("Yatzy: 1 game."), "counted once: {out}");
    assert_eq!(err, "");

    // The instant the save is removed, the statistics written: the next start knows the game is counted.
    let home = Home::new();
    let save = home.data().join("save.json");
    let out = whole_game_killed_at(&home, "unlink,unlinkat", &save);
    assert!(out.ends_with("Yatzy, 0 points, 1 of 1.\n"), "{out}");
    assert!(save.exists(), "killed before the save was removed");
    assert!(home.data().join("statistics.json").exists());
    // A game started now is not offered the finished one, which is not counted again.
    let (out, _, _) = home.run(&["--no-sound", "--rules", "yatzy", "--player", "Bo"], "i\n");
    assert!(
        out.starts_with("Your turn, Bo: round 1 of 15.\nYatzy: 1 game.\nAnn: 1 game, 1 won"),
        "{out}"
    );
}

#[test]
fn the_same_seeded_game_played_twice_to_the_same_end_is_counted_twice() {
    let home = Home::new();
    for _ in 0..2 {
        let (out, _, _) = home.run(WHOLE_YATZY_GAME, &enter_through_a_whole_yatzy_game());
        assert!(
            out.contains("This game is now in your statistics."),
            "{out}"
        );
    }
    let (out, _, _) = home.run(&["stats"], "");
    assert!(out.starts_with("Yatzy: 2 games.\nAnn: 2 games"), "{out}");
}

/// Runs sayzee with `args` and `lines`, failing the test (instead of hanging it) if it has not ended
/// within a minute.
fn run_within_a_minute(home: &Home, args: &[&str], lines: &str) -> (String, String, Option<i32>) {
    let (sender, receiver) = channel();
    let mut command = home.command(args);
    let lines = lines.to_string();
    let child = command.spawn().expect("sayzee starts");
    let id = child.id();
    std::thread::spawn(move || {
        let mut child = child;
        let _ = child.stdin.take().unwrap().write_all(lines.as_bytes());
        let output = child.wait_with_output().unwrap();
        let _ = sender.send((
            String::from_utf8(output.stdout).unwrap(),
            String::from_utf8(output.stderr).unwrap(),
            output.status.code(),
        ));
    });
    match receiver.recv_timeout(Duration::from_secs(60)) {
        Ok(result) => result,
        Err(_) => {
            let _ = Command::new("kill").args(["-9", &id.to_string()]).status();
            panic!("sayzee hung on a FIFO or device with args {args:?}");
        }
    }
}

fn mkfifo(path: &Path) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success());
}

#[test]
fn a_fifo_or_a_device_in_place_of_any_file_is_told_and_never_waited_for() {
    for device in ["fifo", "/dev/zero"] {
        let place = |path: &Path| {
            if device == "fifo" {
                mkfifo(path);
            } else {
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::os::unix::fs::symlink(device, path).unwrap();
            }
        };
        // The save and the statistics: told, left alone, and replaced by the game's own files as it plays.
        let home = Home::new();
        let save = home.data().join("save.json");
        let stats = home.data().join("statistics.json");
        place(&save);
        place(&stats);
        let (out, _, status) =
            run_within_a_minute(&home, WHOLE_YATZY_GAME, &enter_through_a_whole_yatzy_game());
        assert_eq!(status, Some(0), "{device}: {out}");
        assert!(
            out.starts_with("The saved game could not be resumed: it is not a regular file but a folder, a device or a pipe. A new game starts.\nNothing was changed: what could not be read is left as it is at "),
            "{device}: {out}"
        );
        assert!(
            out.contains("The statistics file could not be used: it is not a regular file"),
            "{device}: {out}"
        );
        assert!(
            out.contains("This game is now in your statistics."),
            "{device}: {out}"
        );
        let (out, _, _) = run_within_a_minute(&home, &["stats"], "");
        assert!(out.starts_with("Yatzy: 1 game."), "{device}: {out}");
        assert!(home.moved_aside(&home.data(), "save.json").is_empty());

        // The settings: told each time, left alone, the defaults used.
        let home = Home::new();
        let settings = home.config().join("settings.toml");
        place(&settings);
        let (out, _, status) = run_within_a_minute(
            &home,
            &["--no-sound", "--rules", "yatzy", "--player", "Ann"],
            "t\n",
        );
        assert_eq!(status, Some(0), "{device}: {out}");
        assert!(
            out.starts_with("The settings file could not be used: it is not a regular file but a folder, a device or a pipe. The default settings apply.\nNothing was changed"),
            "{device}: {out}"
        );
        assert!(out.contains("Ann’s turn, round 1 of 15"), "{device}: {out}");
        assert!(std::fs::symlink_metadata(&settings).is_ok(), "{device}");
        assert!(home.moved_aside(&home.config(), "settings.toml").is_empty());
    }
}

#[test]
fn a_file_that_could_not_be_read_is_never_renamed_as_damaged() {
    // A folder where the settings file should be: reading it fails, and it used to be renamed.
    let home = Home::new();
    let settings = home.config().join("settings.toml");
    std::fs::create_dir_all(&settings).unwrap();
    let (out, _, status) = home.run(
        &["--no-sound", "--rules", "yatzy", "--player", "Ann"],
        "t\n",
    );
    assert_eq!(status, Some(0), "{out}");
    assert!(
        out.contains("Nothing was changed: what could not be read is left as it is at "),
        "{out}"
    );
    assert!(settings.is_dir());
    assert!(home.moved_aside(&home.config(), "settings.toml").is_empty());
}

#[test]
fn temporary_files_left_by_a_kill_are_removed_at_start_only_by_the_sayzee_holding_the_files() {
    let home = Home::new();
    let leftover = home.data().join(".sayzee-Kd81pQ.tmp");
    let table_leftover = common::shared_table_cache().join(".sayzee-persist-test.tmp");
    let not_ours = home.data().join("notes.tmp");
    home.write(&leftover, b"{\"format\": 1, \"ga");
    home.write(&not_ours, b"mine");
    // A second sayzee leaves them alone: the first one's write could be under way.
    let mut first = Running::start(&home);
    first.wait_for("Your turn, Ann: round 1 of 13.");
    home.write(&leftover, b"{\"format\": 1, \"ga");
    let (out, _, _) = home.run(&["--no-sound"], "quit\n");
    assert!(out.contains("Another sayzee"), "{out}");
    assert!(leftover.exists());
    first.send("quit");
    first.wait_for_exit();
    // The one that holds the directory removes sayzee's own and nothing else, in the data and cache
    // directories.
    // In the table cache, which sayzees with other data share, only a file no write can still be busy with.
    let fresh_table_leftover = common::shared_table_cache().join(".sayzee-persist-test-fresh.tmp");
    home.write(&fresh_table_leftover, b"SAYZTBL");
    home.write(&table_leftover, b"SAYZTBL");
    let an_hour_ago = std::time::SystemTime::now() - Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(&table_leftover)
        .unwrap()
        .set_modified(an_hour_ago)
        .unwrap();
    home.play(&[], "t\n");
    assert!(!leftover.exists());
    assert!(!table_leftover.exists());
    assert!(fresh_table_leftover.exists());
    std::fs::remove_file(&fresh_table_leftover).unwrap();
    assert_eq!(std::fs::read(&not_ours).unwrap(), b"mine");
}

#[test]
fn a_statistics_write_failure_is_told_as_such_and_the_finished_game_waits_to_be_counted() {
    let home = Home::new();
    // A folder where the statistics file goes: the game can be saved, the statistics cannot be written.
    let stats = home.data().join("statistics.json");
    std::fs::create_dir_all(&stats).unwrap();
    let (out, _, status) = home.run(WHOLE_YATZY_GAME, &enter_through_a_whole_yatzy_game());
    assert_eq!(status, Some(0), "{out}");
    let path = stats.display().to_string();
    assert!(
        out.contains(&format!("The statistics could not be saved in {path}. The finished game stays saved, and is counted the next time sayzee starts.")),
        "{out}"
    );
    assert!(!out.contains("The game could not be saved"), "{out}");
    std::fs::remove_dir(&stats).unwrap();
    let (out, err, _) = home.run(&["stats"], "");
    assert_eq!(
        err,
        "The game that ended last time is now in your statistics.\n"
    );
    assert!(out.starts_with("Yatzy: 1 game."), "{out}");
}

#[test]
fn a_failed_save_says_the_last_save_is_kept_and_then_says_when_saving_works_again() {
    let home = Home::new();
    // A file where the data folder should be: nothing can be saved until it is a folder again.
    let data = home.data();
    home.write(&data, b"not a folder");
    let mut game = Running::start(&home);
    game.send("enter\nturn");
    game.wait_for("2 rolls left.");
    let printed = game.printed();
    assert_eq!(
        printed.matches("The game could not be saved in ").count(),
        1,
        "{printed}"
    );
    assert!(
        printed.contains("Play goes on; whatever was saved before is kept as it was, and you will hear when saving works again."),
        "{printed}"
    );
    std::fs::remove_file(&data).unwrap();
    std::fs::create_dir(&data).unwrap();
    game.send("enter\nturn");
    game.wait_for("Saving works again: the game is saved.");
    // From then on each change goes to the journal again, made in the folder that is back.
    assert!(data.join("save.journal-1").exists());
    game.send("quit");
    game.wait_for_exit();
    assert!(
        !game.printed().contains("cannot be resumed"),
        "{}",
        game.printed()
    );
    assert!(data.join("save.json").exists());
}

#[test]
fn bad_values_in_the_settings_are_named_with_their_range_and_only_they_are_ignored() {
    let home = Home::new();
    home.write(
        &home.config().join("settings.toml"),
        b"language = \"fr\"\n[speech]\nrate = 500\n[sound]\nvolume = 255\nenabled = \"yes\"\n[game]\npreset = \"yatzy\"\nloud = true\n",
    );
    let (out, _, status) = home.run(
        &["--no-sound", "--lang", "en-US", "--player", "Ann"],
        "\nt\n",
    );
    assert_eq!(status, Some(0), "{out}");
    for said in [
        "In the settings file, game.loud is ignored: sayzee has no such setting.",
        "In the settings file, sound.enabled is ignored: \"yes\" is neither true nor false.",
        "In the settings file, sound.volume is ignored: 255 is not a whole number from 0 to 100.",
        "In the settings file, speech.rate is ignored: 500 is not a whole number from -100 to 100.",
    ] {
        assert!(out.contains(said), "{said}\n{out}");
    }
    // The rest of the file applies: its preset is the one offered.
    assert!(out.contains("Which rules? Press Enter for Yatzy"), "{out}");
    assert!(home.moved_aside(&home.config(), "settings.toml").is_empty());
    // In range, but past what a person means: the same.
    home.write(
        &home.config().join("settings.toml"),
        b"[speech]\nrate = 127\n",
    );
    let (out, _, _) = home.run(
        &["--no-sound", "--rules", "yatzy", "--player", "Ann"],
        "t\n",
    );
    assert!(
        out.starts_with("In the settings file, speech.rate is ignored: 127 is not a whole number from -100 to 100."),
        "{out}"
    );
}

#[test]
fn resume_with_nothing_saved_says_so_and_with_a_new_games_flags_is_refused_before_any_question() {
    let home = Home::new();
    let (out, _, status) = home.run(&["--no-sound", "--resume"], "\n\n\n\nt\n");
    assert_eq!(status, Some(0), "{out}");
    assert!(
        out.starts_with("There is no unfinished game to resume, so a new game starts."),
        "{out}"
    );
    for (flag, args) in [
        ("rules", &["--rules", "yatzy"][..]),
        ("player", &["--player", "Ann"][..]),
        ("new", &["--new"][..]),
        ("bot", &["--bot", "good"][..]),
    ] {
        let mut all = vec!["--no-sound", "--resume"];
        all.extend(args);
        let (out, err, status) = home.run(&all, "\n");
        assert_eq!(status, Some(2), "{flag}");
        assert_eq!(out, "", "{flag}: nothing asked");
        assert_eq!(
            err,
            format!(
                "Error: --resume takes up the saved game as it is, so it cannot go with --{flag}.\n"
            )
        );
    }
    let (_, err, status) = home.run(&["--resume", "--player", "Ann", "--lang", "fr"], "");
    assert_eq!(status, Some(2));
    assert!(err.contains("il ne peut pas aller avec --player"), "{err}");
}

#[test]
fn numbers_on_the_command_line_are_checked_by_sayzee_in_the_players_language() {
    let home = Home::new();
    for (args, said) in [
        (
            &["--seed", "-1"][..],
            "Error: --seed takes a whole number from 0 to 18446744073709551615, not “-1”.\n",
        ),
        (
            &["--sheets", "1000"][..],
            "Error: --sheets takes a whole number from 1 to 10, not “1000”.\n",
        ),
        (
            &["--sheets", "11"][..],
            "Error: --sheets takes a whole number from 1 to 10, not “11”.\n",
        ),
        (
            &["simulate", "--games", "many"][..],
            "Error: --games takes a whole number from 0 to 4294967295, not “many”.\n",
        ),
    ] {
        let (out, err, status) = home.run(args, "");
        assert_eq!(status, Some(2), "{args:?}");
        assert_eq!(out, "");
        assert_eq!(err, said, "{args:?}");
    }
    let (_, err, status) = home.run(&["--lang", "de", "--seed", "-1"], "");
    assert_eq!(status, Some(2));
    assert_eq!(
        err,
        "Fehler: --seed erwartet eine ganze Zahl von 0 bis 18446744073709551615, nicht „-1“.\n"
    );
}
