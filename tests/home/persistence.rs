//! Nothing lost: the real binary with settings and data directories of each test's own. Damaged, truncated,
//! foreign, oversized and newer files (settings, save, statistics) are told, kept aside byte for byte, and
//! play goes on; a game killed (SIGKILL, SIGINT, SIGTERM) resumes at its last completed action; finished
//! games go into the statistics.

use crate::common;

use common::home::{Home, Running};

/// The lines of Ann's first turn and the start of her second: roll, reroll all, mark Chance, roll.
const FIRST_TURN: &str = "enter\nreroll all\nenter\nscore chance\nenter\n";
/// Questions whose answers show the whole game: scores, every sheet, whose turn and rolls left; the last
/// line means nothing and marks the end of the answers.
const QUESTIONS: &str = "scores\nsheet\nturn\nend-of-answers\n";
const END_OF_ANSWERS: &str = "“end-of-answers” means nothing here.";

/// The lines printed from the one starting with `from` up to the end-of-answers line.
fn answers(out: &str, from: &str) -> String {
    let start = out
        .find(from)
        .unwrap_or_else(|| panic!("{from:?} in {out}"));
    let end = out[start..]
        .find(END_OF_ANSWERS)
        .unwrap_or_else(|| panic!("end of answers in {out}"));
    out[start..start + end].to_string()
}

/// A real save to spoil: Ann's game after her first turn.
fn a_real_save() -> Vec<u8> {
    let home = Home::new();
    home.play(&[], FIRST_TURN);
    std::fs::read(home.data().join("save.json")).unwrap()
}

/// Every way a file can be unusable, built from a sound one.
fn spoiled(sound: &[u8], newer: &[u8]) -> Vec<(&'static str, Vec<u8>, &'static str)> {
    vec![
        (
            "damaged",
            b"{\"format\": 1, \"game\": [garbage".to_vec(),
            "it is damaged",
        ),
        (
            "truncated",
            sound[..sound.len() / 2].to_vec(),
            "it is damaged, cut short",
        ),
        (
            "foreign",
            b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec(),
            "not a sayzee file",
        ),
        (
            "foreign JSON",
            b"{\"name\": \"something else\", \"version\": 3}".to_vec(),
            "not a sayzee file",
        ),
        (
            "oversized",
            [sound, &vec![b' '; 1024 * 1024][..]].concat(),
            "larger than 1 MiB",
        ),
        (
            "newer",
            newer.to_vec(),
            "written by a newer version of sayzee",
        ),
    ]
}

fn as_newer(sound: &[u8]) -> Vec<u8> {
    let text = String::from_utf8(sound.to_vec()).unwrap();
    let at = text.find("\"format\": ").expect("a format number") + "\"format\": ".len();
    let digits = text[at..].find(|c: char| !c.is_ascii_digit()).unwrap();
    format!("{}99{}", &text[..at], &text[at + digits..]).into_bytes()
}

#[test]
fn unusable_saves_are_told_kept_aside_intact_and_a_new_game_starts() {
    let sound = a_real_save();
    for (kind, bytes, reason) in spoiled(&sound, &as_newer(&sound)) {
        let home = Home::new();
        let save = home.data().join("save.json");
        home.write(&save, &bytes);
        let out = home.play(&[], "enter\n");
        assert!(
            out.starts_with("The saved game could not be resumed: "),
            "{kind}: {out}"
        );
        assert!(out.contains(reason), "{kind}: {out}");
        assert!(
            out.contains("Nothing was deleted: the file was kept as "),
            "{kind}: {out}"
        );
        assert!(out.contains("save.json.damaged-"), "{kind}: {out}");
        assert!(
            out.contains("Your turn, Ann: round 1 of 13.\nTo roll the dice, type enter. For the keys and commands, type help.\nRoll 1 of 3: "),
            "{kind}: {out}"
        );
        assert_eq!(
            home.moved_aside(&home.data(), "save.json"),
            vec![bytes],
            "{kind}: kept byte for byte"
        );
        // The new game is saved in its place.
        let fresh = std::fs::read_to_string(&save).unwrap();
        assert!(fresh.contains("\"format\": 2"), "{kind}");
    }
}

#[test]
fn unusable_settings_files_are_told_kept_aside_intact_and_the_defaults_apply() {
    let sound = b"language = \"fr\"\n".to_vec();
    let cases = [
        ("damaged", b"[game\npreset = ".to_vec(), "it is damaged"),
        (
            "foreign",
            b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec(),
            "not a sayzee file",
        ),
        (
            "oversized",
            [&sound[..], &b"# padding\n".repeat(110_000)[..]].concat(),
            "larger than 1 MiB",
        ),
    ];
    for (kind, bytes, reason) in cases {
        let home = Home::new();
        let settings = home.config().join("settings.toml");
        home.write(&settings, &bytes);
        let out = home.play(&[], "enter\n");
        assert!(
            out.starts_with("The settings file could not be used: "),
            "{kind}: {out}"
        );
        assert!(out.contains(reason), "{kind}: {out}");
        assert!(out.contains("settings.toml.damaged-"), "{kind}: {out}");
        // The defaults apply (English, not the padded file's French), and play goes on.
        assert!(out.contains("Roll 1 of 3: "), "{kind}: {out}");
        assert_eq!(
            home.moved_aside(&home.config(), "settings.toml"),
            vec![bytes]
        );
        assert!(!settings.exists(), "{kind}");
    }
}

#[test]
fn settings_apply_flags_override_them_and_bad_values_get_the_flags_messages() {
    let home = Home::new();
    home.write(
        &home.config().join("settings.toml"),
        b"language = \"fr\"\n[game]\npreset = \"yatzy\"\n",
    );
    // The settings' language and default preset.
    let (out, _, _) = home.run(&["--no-sound", "--player", "Ann", "--seed", "3"], "\n");
    assert!(
        out.starts_with("Quelles règles ? Entrée pour Yatzy"),
        "{out}"
    );
    // --lang and --rules override them.
    let (out, _, _) = home.run(
        &[
            "--no-sound",
            "--lang",
            "en-US",
            "--rules",
            "classic",
            "--player",
            "Bo",
            "--new",
        ],
        "t\n",
    );
    assert!(out.starts_with("Your turn, Bo: round 1 of 13."), "{out}");
    // A preset that does not exist: the --rules flag's own message, that value ignored, the file kept.
    home.write(
        &home.config().join("settings.toml"),
        b"[game]\npreset = \"yahtzy\"\n",
    );
    let (out, _, status) = home.run(
        &["--no-sound", "--player", "Ann", "--seed", "3", "--new"],
        "\n",
    );
    assert_eq!(status, Some(0));
    let (_, flag_error, _) = Home::new().run(&["score", "--rules", "yahtzy", "12345"], "");
    let flag_reason = flag_error.trim().strip_prefix("Error: ").unwrap();
    assert!(
        out.starts_with(&format!(
            "In the settings file, game.preset is ignored: {flag_reason}\nWhich language? Enter keeps English; or type the name of another: French, German, Spanish, Italian or Swedish.\nWhich rules? Press Enter for Yahtzee"
        )),
        "{out}"
    );
    assert!(home.config().join("settings.toml").exists());
}

#[test]
fn a_game_killed_mid_play_resumes_at_its_last_action_with_nothing_lost() {
    // The same lines played without interruption: what a resumed game must match.
    let reference = Home::new().play(&[], &format!("{FIRST_TURN}{QUESTIONS}reroll all\nenter\n"));
    let home = Home::new();
    let mut game = Running::start(&home);
    for (line, shows) in [
        ("enter", "Roll 1 of 3: "),
        ("reroll all", "All dice will be rerolled."),
        ("enter", "Roll 2 of 3: "),
        ("score chance", "Ann scores 21 points in Chance."),
        ("enter", "Your turn, Ann: round 2 of 13.\nRoll 1 of 3: "),
    ] {
        game.send(line);
        game.wait_for(shows);
    }
    game.send(QUESTIONS);
    game.wait_for(END_OF_ANSWERS);
    let before = answers(&game.printed(), "Scores: Ann: 21.");
    game.child.kill().unwrap();
    game.child.wait().unwrap();

    // Restarted with the same command line: the game is offered, Enter resumes it.
    let out = home.play(&[], &format!("\n{QUESTIONS}reroll all\nenter\n"));
    assert!(
        out.starts_with(
            "An unfinished game of Yahtzee is saved, with Ann.\nScores: Ann: 21.\nAnn’s turn, round 2 of 13, 2 rolls left.\nPress Enter to resume it, or type new to start a new game.\nGame resumed.\n"
        ),
        "{out}"
    );
    let resumed = &out[out.find("Game resumed.").unwrap()..];
    let after = answers(resumed, "Scores: Ann: 21.");
    assert_eq!(after, before, "scores, sheet and turn as before the kill");
    assert_eq!(after, answers(&reference, "Scores: Ann: 21."));
    // The dice go on as they would have: the next roll is the uninterrupted game's.
    let next_roll = |out: &str| {
        out.lines()
            .rfind(|l| l.starts_with("Roll 2 of 3: "))
            .unwrap()
            .to_string()
    };
    assert_eq!(next_roll(&out), next_roll(&reference));
}

#[cfg(unix)]
#[test]
fn sigint_and_sigterm_in_line_mode_leave_a_saved_game() {
    for (signal, number) in [("INT", 2), ("TERM", 15)] {
        let home = Home::new();
        let mut game = Running::start(&home);
        game.send("enter\nreroll all\nenter\nscore chance\nturn");
        game.wait_for("Ann’s turn, round 2 of 13, 3 rolls left.");
        // The shell's own kill, so no procps is needed on a bare machine.
        let status = std::process::Command::new("sh")
            .args(["-c", &format!("kill -s {signal} {}", game.child.id())])
            .status()
            .expect("sh runs");
        assert!(status.success());
        // The game's own handler ends it with the shell's usual 128 + signal, even when the test itself was
        // started with SIGINT ignored (a background job), and the game is on disk.
        let status = game.wait_for_exit();
        assert_eq!(status.code(), Some(128 + number), "{signal}: {status:?}");
        let out = home.resume("turn\nscores\n");
        assert!(
            out.contains(
                "Game resumed.\nAnn’s turn, round 2 of 13, 3 rolls left.\nAnn’s turn, round 2 of 13, 3 rolls left.\nScores: Ann: 21."
            ),
            "{signal}: {out}"
        );
    }
}

#[test]
fn the_resume_question_can_start_anew_and_flags_answer_it() {
    let home = Home::new();
    home.play(&[], FIRST_TURN);
    // "new" starts a new game, which replaces the save once play begins.
    let out = home.play(&[], "new\nscores\n");
    assert!(
        out.contains("Press Enter to resume it, or type new to start a new game.\nYour turn, Ann: round 1 of 13.\nTo roll the dice, type enter. For the keys and commands, type help.\nScores: Ann: 0."),
        "{out}"
    );
    let out = home.resume("scores\n");
    // A resume says whose turn it is, the round and the rolls left.
    assert!(
        out.starts_with("Game resumed.\nAnn’s turn, round 1 of 13, 3 rolls left.\nScores: Ann: 0."),
        "{out}"
    );
    home.play(&[], "\nenter\nscore chance\n");
    let out = home.play(&["--new"], "scores\n");
    assert!(
        out.starts_with("Your turn, Ann: round 1 of 13.\nTo roll the dice, type enter. For the keys and commands, type help.\nScores: Ann: 0."),
        "{out}"
    );
    // A French player answers in French.
    home.play(&[], "\nenter\nscore chance\n");
    let out = home.play(&["--lang", "fr"], "nouvelle\nscores\n");
    assert!(out.contains("Scores : Ann : 0."), "{out}");
}

/// Ann's whole game of Yatzy by Enter alone: roll, open the chooser on the best-scoring box, mark it, 15 times.
fn whole_yatzy_game(home: &Home, name: &str, seed: &str) -> String {
    let (out, _, status) = home.run(
        &[
            "--no-sound",
            "--rules",
            "yatzy",
            "--player",
            name,
            "--seed",
            seed,
            "--new",
        ],
        &"enter\n".repeat(15 * 3),
    );
    assert_eq!(status, Some(0), "{out}");
    assert!(
        out.contains("This game is now in your statistics."),
        "{out}"
    );
    out
}

/// The final total a game's output announces for `name`.
fn final_total(out: &str, name: &str) -> u32 {
    let line = out
        .lines()
        .rfind(|l| l.starts_with(&format!("{name} finishes with ")))
        .unwrap_or_else(|| panic!("{out}"));
    line.split_whitespace()
        .find_map(|w| w.parse().ok())
        .unwrap()
}

#[test]
fn finished_games_go_into_statistics_and_the_save_is_removed() {
    let home = Home::new();
    let first = final_total(&whole_yatzy_game(&home, "Ann", "1"), "Ann");
    assert!(!home.data().join("save.json").exists());
    let second = final_total(&whole_yatzy_game(&home, "Ann", "2"), "Ann");
    let (out, _, status) = home.run(&["stats"], "");
    assert_eq!(status, Some(0));
    let best = first.max(second);
    let average = f64::from(first + second) / 2.0;
    assert!(
        out.starts_with("Yatzy: 2 games.\nAnn: 2 games, 2 won, "),
        "{out}"
    );
    assert!(
        out.contains(&format!("best {best}, average {average}, Yatzy: ")),
        "{out}"
    );
    assert!(out.contains("plus each Yahtzee bonus"), "{out}");
    let (json, _, _) = home.run(&["stats", "--json"], "");
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    let ann = &value["presets"]["yatzy"]["players"]["Ann"];
    assert_eq!(ann["games"], 2);
    assert_eq!(ann["best"], best);
    assert_eq!(ann["total_points"], first + second);
    // The I key says the same during a game.
    let (out, _, _) = home.run(
        &["--no-sound", "--rules", "yatzy", "--player", "Bo", "--new"],
        "i\n",
    );
    assert!(out.contains("Yatzy: 2 games.\nAnn: 2 games"), "{out}");
}

#[test]
fn unusable_statistics_files_are_told_kept_aside_intact_and_counting_starts_again() {
    let home = Home::new();
    whole_yatzy_game(&home, "Ann", "1");
    let sound = std::fs::read(home.data().join("statistics.json")).unwrap();
    for (kind, bytes, reason) in spoiled(&sound, &as_newer(&sound)) {
        let home = Home::new();
        let stats = home.data().join("statistics.json");
        home.write(&stats, &bytes);
        let (out, err, status) = home.run(&["stats"], "");
        assert_eq!(status, Some(0), "{kind}");
        assert!(
            err.starts_with("The statistics file could not be used: "),
            "{kind}: {err}"
        );
        assert!(err.contains(reason), "{kind}: {err}");
        assert!(err.contains("statistics.json.damaged-"), "{kind}: {err}");
        assert_eq!(out, "No finished games yet.\n", "{kind}");
        assert_eq!(
            home.moved_aside(&home.data(), "statistics.json"),
            vec![bytes.clone()],
            "{kind}"
        );
        // A file spoiled while a game is played: told at the end, kept, and the game counted afresh.
        home.write(&stats, &bytes);
        let out = whole_yatzy_game(&home, "Bo", "1");
        assert!(
            out.contains("The statistics file could not be used: "),
            "{kind}: {out}"
        );
        assert_eq!(home.moved_aside(&home.data(), "statistics.json").len(), 2);
        let (out, _, _) = home.run(&["stats"], "");
        assert!(
            out.starts_with("Yatzy: 1 game.\nBo: 1 game"),
            "{kind}: {out}"
        );
    }
}

#[test]
fn a_save_that_cannot_be_written_is_said_once_and_play_goes_on() {
    let home = Home::new();
    // A file where the data directory should be: nothing can be saved there.
    home.write(&home.data(), b"not a directory");
    let out = home.play(&[], "enter\nreroll all\nenter\nscores\n");
    assert_eq!(
        out.matches("The game could not be saved in ").count(),
        1,
        "{out}"
    );
    assert!(out.contains("Roll 2 of 3: "), "{out}");
    assert!(out.contains("Scores: Ann: 0."), "{out}");
}

#[test]
fn taking_back_the_last_mark_after_the_end_takes_the_game_out_of_the_statistics() {
    let home = Home::new();
    let args = [
        "--no-sound",
        "--rules",
        "yatzy",
        "--player",
        "Ann",
        "--seed",
        "1",
    ];
    let (out, _, _) = home.run(&args, &("enter\n".repeat(15 * 3) + "u\n"));
    assert!(
        out.contains("This game is now in your statistics."),
        "{out}"
    );
    let (stats, _, _) = home.run(&["stats"], "");
    assert_eq!(stats, "No finished games yet.\n");
    // The game is saved again, one mark before its end; choosing and marking again counts it once.
    let (out, _, _) = home.run(&args, "\nenter\nenter\n");
    assert!(out.contains("Game resumed."), "{out}");
    assert!(
        out.contains("This game is now in your statistics."),
        "{out}"
    );
    let (stats, _, _) = home.run(&["stats"], "");
    assert!(
        stats.starts_with("Yatzy: 1 game.\nAnn: 1 game, 1 won"),
        "{stats}"
    );
}

#[test]
fn key_bindings_in_the_settings_file_replace_the_defaults() {
    let home = Home::new();
    home.write(
        &home.config().join("settings.toml"),
        b"[keyboard.bindings]\nsay-scores = [\"x\"]\n",
    );
    let out = home.play(&[], "x\ns\n");
    assert!(
        out.contains("Scores: Ann: 0.\n“s” means nothing here."),
        "{out}"
    );
}

#[test]
fn rule_options_in_the_settings_file_shape_the_game() {
    let home = Home::new();
    home.write(
        &home.config().join("settings.toml"),
        b"[game]\nextra_rows = true\njoker = \"free\"\n",
    );
    // Extra rows give Yahtzee three more boxes, so three more rounds.
    let out = home.play(&[], "t\n");
    assert!(out.starts_with("Your turn, Ann: round 1 of 16."), "{out}");
    // Yatzy has no room for them: said, left out, and the game plays with the rest.
    let (out, _, status) = home.run(
        &["--no-sound", "--rules", "yatzy", "--player", "Bo", "--new"],
        "t\n",
    );
    assert_eq!(status, Some(0));
    assert!(
        out.starts_with("In the settings file, game.extra_rows is ignored: Extra rows"),
        "{out}"
    );
    assert!(out.contains("Your turn, Bo: round 1 of 15."), "{out}");
}

#[test]
fn a_speech_choice_in_the_settings_that_means_nothing_is_explained_and_play_goes_on() {
    let home = Home::new();
    home.write(
        &home.config().join("settings.toml"),
        b"[speech]\nbackend = \"bogus\"\n",
    );
    let (out, _, status) = home.run(
        &[
            "--no-sound",
            "--rules",
            "yatzy",
            "--player",
            "Ann",
            "--speech",
            "text",
        ],
        "t\n",
    );
    assert_eq!(status, Some(0), "{out}");
    assert!(
        out.starts_with(
            "In the settings file, speech.backend is ignored: There is no speech choice called “bogus”."
        ),
        "{out}"
    );
    assert!(
        out.contains("Ann’s turn, round 1 of 15, 3 rolls left."),
        "{out}"
    );
}

#[test]
fn a_resumed_seeded_game_goes_on_as_an_uninterrupted_one_for_every_computer_level() {
    // Ann's turn by Enter alone: roll, open the chooser on the best-scoring box, mark it.
    const TURN: &str = "enter\nenter\nenter\n";
    for level in [
        "champion", "perfect", "expert", "good", "casual", "beginner",
    ] {
        let args = [
            "--no-sound",
            "--rules",
            "yatzy",
            "--player",
            "Ann",
            "--bot",
            level,
            "--bot",
            level,
            "--seed",
            "5",
        ];
        let whole = Home::new();
        let (out, _, status) = whole.run(&args, &format!("{}quit\n", TURN.repeat(4)));
        assert_eq!(status, Some(0), "{out}");
        let parted = Home::new();
        let (out, _, status) = parted.run(&args, &format!("{}quit\n", TURN.repeat(2)));
        assert_eq!(status, Some(0), "{out}");
        // "enter", the key's name in line mode, answers the resume question as its prompt says.
        let (out, _, status) =
            parted.run(&["--no-sound"], &format!("enter\n{}quit\n", TURN.repeat(2)));
        assert_eq!(status, Some(0), "{out}");
        assert!(out.contains("Game resumed."), "{out}");
        let save = |home: &Home| std::fs::read_to_string(home.data().join("save.json")).unwrap();
        assert_eq!(
            save(&whole),
            save(&parted),
            "{level}: the computers played otherwise"
        );
    }
}
