//! The real binary played in line mode, as a scripted player would: what is printed is what is heard.

mod common;

use std::io::Write;
use std::process::Stdio;

/// Runs `sayzee` with `args`, typing `lines` on its standard input; returns stdout and the exit status.
fn play(args: &[&str], lines: &str) -> (String, Option<i32>) {
    // Without sound, what is printed is the same whether or not this machine has a sound server.
    // Each game has settings and data directories of its own, so no saved game is offered for resume.
    let home = tempfile::tempdir().unwrap();
    let mut command = common::sayzee_in(home.path());
    command.args(args).arg("--no-sound");
    let (out, _, status) = common::typed_text(command, lines);
    (out, status)
}

/// A whole hot-seat game of `preset` by Enter alone: roll, open the chooser (on the best-scoring box), mark it.
fn enter_only_game(preset: &str, boxes: usize) -> String {
    let lines = "enter\n".repeat(boxes * 2 * 3) + "s\n";
    let (out, status) = play(
        &[
            "--rules", preset, "--player", "Ann", "--player", "Bo", "--seed", "7",
        ],
        &lines,
    );
    assert_eq!(status, Some(0), "{out}");
    out
}

#[test]
fn every_preset_plays_to_the_end_in_line_mode() {
    for (preset, boxes) in [
        ("yahtzee", 13),
        ("yahtzee-free-joker", 13),
        ("classic", 13),
        ("classic-extra", 16),
        ("yatzy", 15),
        ("maxi-yatzy", 20),
    ] {
        let out = enter_only_game(preset, boxes);
        assert!(out.starts_with("Ann’s turn, round 1 of"), "{preset}: {out}");
        assert!(
            out.contains(&format!("Bo’s turn, round {boxes} of {boxes}")),
            "{preset}"
        );
        assert!(out.contains("The game is over."), "{preset}: {out}");
        assert!(!out.contains("means nothing"), "{preset}");
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    assert_eq!(enter_only_game("yatzy", 15), enter_only_game("yatzy", 15));
}

#[test]
fn selecting_rerolling_and_marking_by_name() {
    let (out, _) = play(
        &["--rules", "yatzy", "--player", "Ann", "--seed", "3"],
        "enter\nspace\nreroll all\nenter\nd\nkeep all\nscore chance\nt\nquit\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "Ann’s turn, round 1 of 15.");
    assert!(lines[2].starts_with("Roll 1 of 3: "), "{out}");
    assert!(out.contains("Roll 2 of 3: "), "{out}");
    assert!(out.contains("Ann scores "), "{out}");
    assert!(out.contains("in Chance"), "{out}");
    assert!(out.contains("Ann’s turn, round 2 of 15"), "{out}");
    assert!(
        out.trim_end()
            .ends_with("Goodbye. Your game is saved and will be offered when you start again."),
        "{out}"
    );
}

#[test]
fn bad_lines_get_a_spoken_hint_and_play_goes_on() {
    let (out, status) = play(
        &["--rules", "yahtzee", "--player", "Ann", "--seed", "1"],
        "banana\nreroll 9\nscore nothing\nkeep\nmark\nenter\nquit\n",
    );
    assert_eq!(status, Some(0));
    assert!(
        out.contains("“banana” means nothing here. Type help"),
        "{out}"
    );
    assert!(out.contains("“9” is not a die face"), "{out}");
    assert!(out.contains("“nothing” is not a box"), "{out}");
    assert!(out.contains("mark needs more"), "{out}");
    assert!(out.contains("Roll 1 of 3"), "{out}");
}

#[test]
fn setup_questions_take_their_defaults_on_enter() {
    let (out, status) = play(&["--seed", "5"], "\n\n\n\n\nenter\nquit\n");
    assert_eq!(status, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "Which language? Press Enter for en-US, or type one of: en-US, fr, de, es, it, sv.",
        "{out}"
    );
    // Presets are said by their names, each with the number that chooses it.
    assert_eq!(
        lines[1],
        "Which rules? Press Enter for Yahtzee, or type a number: 1: Yahtzee, 2: Yahtzee with the free Joker, \
         3: Classic, 4: Classic with extra boxes, 5: Yatzy, 6: Maxi Yatzy.",
        "{out}"
    );
    assert!(lines[2].starts_with("How many people play"), "{out}");
    assert!(
        lines[3].starts_with("Name of player 1? Press Enter for Player 1."),
        "{out}"
    );
    assert!(
        lines[4].starts_with("How many computer players, 0 to 7?"),
        "{out}"
    );
    assert_eq!(lines[5], "Player 1’s turn, round 1 of 13.");
}

#[test]
fn the_language_answer_switches_the_questions_and_the_game() {
    let (out, _) = play(&["--seed", "5"], "klingon\nDE\n\n\n\n\nquit\n");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[1], "“klingon” does not fit here. Type one of: en-US, fr, de, es, it, sv.",
        "{out}"
    );
    assert!(lines[3].starts_with("Welche Regeln?"), "{out}");
    assert!(out.contains("Spieler 1 ist dran"), "{out}");
    // A language chosen by flag is not asked again.
    let (out, _) = play(&["--lang", "fr", "--seed", "5"], "\n\n\n\nquit\n");
    assert!(out.starts_with("Quelles règles ?"), "{out}");
}

#[test]
fn setup_answers_are_checked_and_asked_again() {
    let (out, _) = play(&["--seed", "5"], "\nyatzee\nyatzy\n9\n2\nAnn\n\n0\nquit\n");
    assert!(
        out.contains("“yatzee” does not fit here. Type one of: 1: Yahtzee, "),
        "{out}"
    );
    assert!(
        out.contains("“9” does not fit here: answer with a number from 1 to 8."),
        "{out}"
    );
    assert!(out.contains("Ann’s turn, round 1 of 15."), "{out}");
    // Numbers and names choose too, in the player's language.
    let (out, _) = play(
        &["--lang", "fr", "--seed", "5"],
        "2\n1\nAnn\n1\ndébutant\nquit\n",
    );
    assert!(
        out.contains(
            "À quel niveau doivent-ils jouer ? Entrée pour bon, ou tapez un numéro : 1 : parfait, "
        ),
        "{out}"
    );
    assert!(!out.contains("ne convient pas"), "{out}");
    assert!(out.contains("tour 1 sur 13"), "{out}");
}

#[test]
fn setup_ends_with_the_games_quit_keys_and_words() {
    for (input, what) in [
        ("quit\n", "the word quit"),
        ("escape\nescape\n", "Escape twice"),
        ("2\nAnn\n", "the end of input"),
    ] {
        let (out, status) = play(&["--rules", "yatzy", "--seed", "5"], input);
        assert_eq!(status, Some(0), "{what}: {out}");
        assert!(out.trim_end().ends_with("Goodbye."), "{what}: {out}");
        assert!(
            !out.contains("turn, round"),
            "{what}: no game starts: {out}"
        );
    }
    // One Escape asks; an answer after it answers the question.
    let (out, _) = play(
        &["--rules", "yatzy", "--seed", "5"],
        "escape\n1\n\n0\nquit\n",
    );
    assert!(
        out.contains("Quit? Press Escape again to quit, or answer the question."),
        "{out}"
    );
    assert!(out.contains("Player 1’s turn, round 1 of 15."), "{out}");
    let (out, _) = play(&["--rules", "yatzy", "--seed", "5"], "help\n1\n\n0\nquit\n");
    assert!(
        out.contains("Escape twice, Ctrl+Q or Ctrl+C quits."),
        "{out}"
    );
}

#[test]
fn the_enter_that_answers_the_quit_question_does_nothing_else() {
    let (out, _) = play(
        &["--rules", "yahtzee", "--player", "Ann", "--seed", "1"],
        "escape\nenter\nt\nquit\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[2..5],
        [
            "Quit the game? Press Escape again to quit, or any other key to play on.",
            "Playing on.",
            "Ann’s turn, round 1 of 13, 3 rolls left.",
        ],
        "{out}"
    );
}

#[test]
fn flags_are_checked_before_any_question() {
    let (out, status) = play(&["--sheets", "0"], "");
    assert_eq!(status, Some(2));
    assert!(out.is_empty(), "no question was asked: {out}");
}

#[test]
fn bad_flags_say_what_is_wrong() {
    let (out, status) = play(&["--player", "Ann", "--player", "ann"], "");
    assert_eq!(status, Some(2));
    assert!(
        out.is_empty(),
        "no question before the flags are checked: {out}"
    );
    let (_, status) = play(&["--bot", "wizard"], "");
    assert_eq!(status, Some(2));
}

#[test]
fn computer_players_take_their_turns_and_the_game_ends() {
    for (preset, boxes) in [("yahtzee", 13), ("maxi-yatzy", 20)] {
        let lines = "enter\n".repeat(boxes * 3) + "s\n";
        let (out, status) = play(
            &[
                "--rules", preset, "--player", "Ann", "--bot", "perfect", "--bot", "beginner",
                "--seed", "11",
            ],
            &lines,
        );
        assert_eq!(status, Some(0), "{out}");
        let marks_by = |name: &str| {
            out.lines()
                .filter(|l| l.starts_with(&format!("{name} scores ")))
                .count()
        };
        assert_eq!(marks_by("Computer 1"), boxes, "{preset}: {out}");
        assert_eq!(marks_by("Computer 2"), boxes, "{preset}");
        assert_eq!(marks_by("Ann"), boxes, "{preset}");
        assert!(out.contains("The game is over."), "{preset}");
    }
}

#[test]
fn the_computer_plays_its_whole_turn_between_two_of_ours() {
    let (out, _) = play(
        &[
            "--rules", "yatzy", "--player", "Ann", "--bot", "good", "--seed", "2",
        ],
        "enter\nenter\nenter\nenter\nquit\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    let at = |text: &str| lines.iter().position(|l| l.starts_with(text)).expect(&out);
    let computer_turn = at("Computer 1’s turn, round 1 of 15.");
    let computer_mark = at("Computer 1 scores ");
    let our_second = at("Ann’s turn, round 2 of 15.");
    assert!(at("Ann scores ") < computer_turn, "{out}");
    assert!(
        computer_turn < computer_mark && computer_mark < our_second,
        "{out}"
    );
    assert!(lines[our_second + 1].starts_with("Roll 1 of 3"), "{out}");
}

#[test]
fn a_hint_names_the_experts_choice_and_compares_the_players_own() {
    let (out, _) = play(
        &["--rules", "yatzy", "--player", "Ann", "--seed", "4"],
        "?\nenter\n?\n4\n?\nenter\nenter\ndown\n?\nquit\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[2], "Roll first: press Enter.", "{out}");
    // Roll 1 of 3: 3, 3, 4, 5, 6 with this seed.
    assert_eq!(
        lines[4], "Expert: keep 3, 3 and reroll the rest; expected final score 246.",
        "{out}"
    );
    let yours = lines
        .iter()
        .find(|l| l.starts_with("Keeping 3, 3, 5, 6 instead: expected "))
        .expect(&out);
    let expected: u32 = yours
        .trim_end_matches('.')
        .rsplit(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(expected < 246, "{yours}");
    assert!(out.contains("Expert: mark "), "{out}");
    assert!(out.contains(" instead: expected "), "{out}");
}

#[test]
fn rerolling_every_die_is_said_in_words_not_as_an_empty_keep() {
    let (out, _) = play(
        &["--rules", "yatzy", "--player", "Ann", "--seed", "4"],
        "enter\na\n?\nquit\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[3], "All dice will be rerolled.", "{out}");
    assert!(
        lines[5].starts_with("Rerolling every die instead: expected "),
        "{out}"
    );
    assert!(!out.contains("Keeping  instead"), "{out}");
}

#[test]
fn after_the_game_the_dice_and_hint_keys_say_it_is_over() {
    let lines = "enter\n".repeat(13 * 3) + "?\nd\nspace\n";
    let (out, status) = play(
        &["--rules", "yahtzee", "--player", "Ann", "--seed", "7"],
        &lines,
    );
    assert_eq!(status, Some(0), "{out}");
    let after: Vec<&str> = out
        .lines()
        .skip_while(|line| !line.starts_with("Game over."))
        .collect();
    assert_eq!(
        after
            .iter()
            .filter(
                |line| **line == "The game is over; you can still hear the scores and the sheets."
            )
            .count(),
        3,
        "{out}"
    );
    assert!(!out.contains("No hint"), "{out}");
    assert!(!out.contains("No dice yet"), "{out}");
}

#[test]
fn a_new_player_hears_once_how_to_roll_and_where_help_is() {
    let home = tempfile::tempdir().unwrap();
    let run = |input: &str| {
        let mut child = common::sayzee_in(home.path())
            .args([
                "--rules",
                "yahtzee",
                "--player",
                "Ann",
                "--seed",
                "7",
                "--no-sound",
                "--new",
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap()
    };
    let welcome = "To roll the dice, type enter. For the keys and commands, type help.";
    let first = run(&"enter\n".repeat(13 * 3));
    assert_eq!(first.matches(welcome).count(), 1, "{first}");
    assert!(
        first.starts_with(&format!("Ann’s turn, round 1 of 13.\n{welcome}\n")),
        "{first}"
    );
    assert!(
        first.contains("This game is now in your statistics."),
        "{first}"
    );
    // Once a game is finished here, the player is no longer new.
    let second = run("t\nquit\n");
    assert!(!second.contains(welcome), "{second}");
}

#[test]
fn a_computer_named_by_number_is_named_in_the_language_spoken_now() {
    let (out, _) = play(
        &[
            "--rules", "yahtzee", "--player", "Ann", "--bot", "good", "--seed", "2",
        ],
        "l\ns\nshift+s\nquit\n",
    );
    let after_switch = out
        .split("Langue : français.")
        .nth(1)
        .expect("switched to French");
    assert!(after_switch.contains("Ordinateur 1"), "{out}");
    assert!(!after_switch.contains("Computer 1"), "{out}");
}

#[test]
fn help_names_the_hint_key_in_words() {
    // Speech Dispatcher often says nothing for a bare "?", so help was heard as ": what an expert would do now".
    let (out, _) = play(
        &["--rules", "yahtzee", "--player", "Ann", "--seed", "1"],
        "enter\nhelp\nquit\n",
    );
    assert!(
        out.contains("Question mark: what an expert would do now."),
        "{out}"
    );
    assert!(!out.contains("\n?: "), "{out}");
}

#[test]
fn a_maxi_yatzy_hint_says_it_is_an_estimate() {
    let (out, _) = play(
        &["--rules", "maxi-yatzy", "--player", "Ann", "--seed", "4"],
        "enter\n?\nquit\n",
    );
    let hint = out
        .lines()
        .find(|line| line.contains("estimate"))
        .unwrap_or_else(|| panic!("no estimate said: {out}"));
    assert!(hint.starts_with("Expert’s estimate: "), "{hint}");
    // The heuristic's values rank choices but are no final score, so none is said.
    assert!(!hint.contains("expected"), "{hint}");
}

#[test]
fn ctrl_f1_reads_the_rules_one_line_each_and_shift_r_walks_back_through_them() {
    let (out, status) = play(
        &["--rules", "yatzy", "--player", "Ann", "--seed", "3"],
        "ctrl+f1\nshift+r\nshift+r\nrules\nquit\n",
    );
    assert_eq!(status, Some(0), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    let heading = "Rules: Yatzy. 5 dice, 3 rolls a turn, 15 boxes.";
    let start = lines
        .iter()
        .position(|l| *l == heading)
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        lines[start..].contains(
            &"Full house: three of one face and two of another; scores the sum of those dice."
        ),
        "{out}"
    );
    // The rules end with the Joker line; Shift+R then says the lines before it, one a press.
    let last = lines
        .iter()
        .position(|l| l.starts_with("No Joker"))
        .unwrap_or_else(|| panic!("{out}"));
    assert_eq!(lines[last + 1], lines[last - 1], "{out}");
    assert_eq!(lines[last + 2], lines[last - 2], "{out}");
    // The word `rules` reads them again.
    assert_eq!(lines[last + 3], heading, "{out}");
}

#[test]
fn speech_rate_and_cue_volume_change_in_play_and_are_kept_in_the_settings_file_as_written() {
    let home = tempfile::tempdir().unwrap();
    let out = play_with_settings(
        home.path(),
        "# my own settings\n[speech]\n# quick\nrate = 90\n",
        &["--rules", "yahtzee", "--player", "Ann", "--seed", "3"],
        "]\n]\n[\npageup\npagedown\npagedown\nquit\n",
    );
    let settings = home.path().join("config").join("settings.toml");
    let heard: Vec<&str> = out.lines().skip(2).take(6).collect();
    assert_eq!(
        heard,
        [
            "No voice is speaking; speech rate 100 is kept for when one does.",
            "Speech is at its fastest.",
            "No voice is speaking; speech rate 90 is kept for when one does.",
            "Sound volume 90 percent; sounds are off, M turns them on.",
            "Sound volume 80 percent; sounds are off, M turns them on.",
            "Sound volume 70 percent; sounds are off, M turns them on.",
        ],
        "{out}"
    );
    assert_eq!(
        std::fs::read_to_string(&settings).unwrap(),
        "# my own settings\n[speech]\n# quick\nrate = 90\n\n[sound]\nvolume = 70\n"
    );
}

/// sayzee with `settings` as the settings file under `home`, text speech and no sound, typing `lines`;
/// returns what it printed once it ended well.
fn play_with_settings(
    home: &std::path::Path,
    settings: &str,
    args: &[&str],
    lines: &str,
) -> String {
    let config = home.join("config");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(config.join("settings.toml"), settings).unwrap();
    let mut command = common::sayzee_in(home);
    command.args(args).args(["--speech", "text", "--no-sound"]);
    let (out, _, status) = common::typed_text(command, lines);
    assert_eq!(status, Some(0), "{out}");
    out
}

/// A game with `[game] dice = "position"` in the settings file under `home`, typing `lines`.
fn play_by_place(home: &std::path::Path, args: &[&str], lines: &str) -> String {
    play_with_settings(home, "[game]\ndice = \"position\"\n", args, lines)
}

#[test]
fn by_place_digits_toggle_the_die_in_that_place_and_say_its_face_and_space_names_the_places() {
    let home = tempfile::tempdir().unwrap();
    let out = play_by_place(
        home.path(),
        &["--rules", "yahtzee", "--player", "Ann", "--seed", "5"],
        "enter\n4\n3\nspace\n4\nspace\nshift+2\n6\nreroll 1 1 5\nquit\n",
    );
    let heard: Vec<&str> = out.lines().skip(2).collect();
    assert_eq!(
        heard[..10],
        [
            "Roll 1 of 3: 2, 4, 5, 5, 6.",
            "Die 4, a 5, will be rerolled.",
            "Die 3, a 5, will be rerolled; 2 dice to reroll: 5, 5.",
            "Kept: 2, 4, 6. Rerolling dice 3, 4: 5, 5.",
            // Of the two 5s, the one named goes back: die 3 stays selected.
            "Die 4, a 5, is kept; 1 die to reroll: 5.",
            "Kept: 2, 4, 5, 6. Rerolling die 3: 5.",
            "Die 2, a 4, is kept already.",
            "There is no die 6: this roll has 5 dice.",
            // A typed list names places too; a place named twice counts once.
            "Roll 2 of 3: 1, 2, 4, 5, 5; new: 1, 2.",
            "Goodbye. Your game is saved and will be offered when you start again.",
        ],
        "{out}"
    );
}

#[test]
fn the_places_named_are_saved_with_the_game() {
    let home = tempfile::tempdir().unwrap();
    let args = ["--rules", "yahtzee", "--player", "Ann", "--seed", "5"];
    play_by_place(home.path(), &args, "enter\n4\nquit\n");
    let out = play_by_place(home.path(), &[], "resume\nspace\nquit\n");
    assert!(
        out.contains("Kept: 2, 4, 5, 6. Rerolling die 4: 5."),
        "{out}"
    );
}

#[test]
fn a_dice_setting_that_means_nothing_is_named_and_dice_stay_by_face() {
    let home = tempfile::tempdir().unwrap();
    let out = play_with_settings(
        home.path(),
        "[game]\ndice = \"sideways\"\n",
        &["--rules", "yahtzee", "--player", "Ann", "--seed", "5"],
        "enter\n5\nquit\n",
    );
    assert!(
        out.contains("“sideways” is not a way to choose dice: write face or position."),
        "{out}"
    );
    assert!(out.contains("A 5 will be rerolled."), "{out}");
}

#[test]
fn by_place_help_says_digits_name_places() {
    let home = tempfile::tempdir().unwrap();
    let out = play_by_place(
        home.path(),
        &["--rules", "yahtzee", "--player", "Ann", "--seed", "5"],
        "enter\nhelp\nquit\n",
    );
    assert!(
        out.contains("1 to 6: toggle the die in that place of the sorted roll: set it to be rerolled, or keep it again."),
        "{out}"
    );
    assert!(
        out.contains("Shift+1 to 6: keep again the die in that place."),
        "{out}"
    );
}

#[test]
fn w_says_each_players_chance_of_winning_and_expected_final_score_and_keeps_what_it_learnt() {
    let home = tempfile::tempdir().unwrap();
    let cache = home.path().join("cache");
    let mut command = common::sayzee_in(home.path());
    command.env("SAYZEE_CACHE_DIR", &cache).args([
        "--rules",
        "yahtzee",
        "--player",
        "Ann",
        "--bot",
        "perfect",
        "--seed",
        "3",
        "--no-sound",
    ]);
    let (out, _, status) = common::typed_text(command, "enter\nchances\nw\nquit\n");
    assert_eq!(status, Some(0), "{out}");
    let heading = "Chances of winning if everyone plays perfectly from here: ";
    let answers: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix(heading))
        .collect();
    assert_eq!(answers.len(), 2, "{out}");
    // Nothing moved between the two questions: the same answer twice.
    assert_eq!(answers[0], answers[1]);
    let entries: Vec<(&str, u32, u32)> = answers[0]
        .trim_end_matches('.')
        .split(", expected final score ")
        .collect::<Vec<_>>()
        .windows(2)
        .map(|pair| {
            let (name, percent) = pair[0]
                .rsplit_once(", ")
                .map_or(pair[0], |(_, e)| e)
                .split_once(": ")
                .unwrap();
            let percent = percent.strip_suffix(" percent").unwrap().parse().unwrap();
            let expected = pair[1].split(',').next().unwrap().parse().unwrap();
            (name, percent, expected)
        })
        .collect();
    assert_eq!(entries.len(), 2, "{out}");
    assert_eq!((entries[0].0, entries[1].0), ("Ann", "Computer 1"), "{out}");
    let total: u32 = entries.iter().map(|e| e.1).sum();
    assert!((99..=101).contains(&total), "{out}");
    // At the first roll both sheets are blank: each expects about the 254.59 of perfect play, and neither is
    // far from an even chance.
    for (_, percent, expected) in &entries {
        assert!((235..=275).contains(expected), "{out}");
        assert!((40..=60).contains(percent), "{out}");
    }
    // What it learnt is kept for the next game.
    let kept = std::fs::read_dir(&cache)
        .unwrap()
        .filter_map(Result::ok)
        .any(|e| e.file_name().to_string_lossy().starts_with("odds-"));
    assert!(kept, "{out}");
}

#[test]
fn w_says_plainly_that_maxi_yatzy_has_no_exact_chances() {
    let (out, status) = play(
        &["--rules", "maxi-yatzy", "--player", "Ann", "--seed", "3"],
        "enter\nw\nquit\n",
    );
    assert_eq!(status, Some(0), "{out}");
    assert!(
        out.contains("Maxi Yatzy has no exact strategy table, so its chances of winning cannot be worked out exactly; the hint gives the expert’s estimate instead."),
        "{out}"
    );
}

#[test]
fn v_switches_to_brief_announcements_said_briefly_and_kept_in_the_settings_file_as_written() {
    let home = tempfile::tempdir().unwrap();
    let out = play_with_settings(
        home.path(),
        "# my own settings\n[speech]\n# quick\nrate = 20\n",
        &[
            "--rules", "yahtzee", "--player", "Ann", "--bot", "perfect", "--seed", "3",
        ],
        "v\nenter\nenter\nenter\nv\nenter\nquit\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    let at = |line: &str| {
        lines
            .iter()
            .position(|l| *l == line)
            .unwrap_or_else(|| panic!("“{line}” not heard in:\n{out}"))
    };
    // Brief: the roll is its dice and number, Ann's mark the box and points, the computer's turn one line,
    // and Ann's next turn her name and the round.
    let switched = at("Brief announcements.");
    let rolled = at("2, 2, 3, 5, 5, roll 1.");
    let marked = at("Chance, 17.");
    assert!(switched < rolled && rolled < marked, "{out}");
    assert!(lines[marked + 1].starts_with("Computer 1: "), "{out}");
    assert_eq!(lines[marked + 2], "Ann, round 2 of 13.", "{out}");
    // V again: full lines once more.
    let back = at("Full announcements.");
    assert!(lines[back + 1].starts_with("Roll 1 of 3: "), "{out}");
    // Kept as the player left it last, with their own comments and values.
    let settings = std::fs::read_to_string(home.path().join("config/settings.toml")).unwrap();
    assert_eq!(
        settings,
        "# my own settings\n[speech]\n# quick\nrate = 20\nverbosity = \"full\"\n"
    );
}

#[test]
fn brief_announcements_from_the_settings_file_and_a_value_that_means_nothing_is_named() {
    let home = tempfile::tempdir().unwrap();
    let args = ["--rules", "yahtzee", "--player", "Ann", "--seed", "3"];
    let out = play_with_settings(
        home.path(),
        "[speech]\nverbosity = \"brief\"\n",
        &args,
        "enter\nquit\n",
    );
    assert!(out.contains("\n2, 2, 3, 5, 5, roll 1.\n"), "{out}");
    let home = tempfile::tempdir().unwrap();
    let out = play_with_settings(
        home.path(),
        "[speech]\nverbosity = \"terse\"\n",
        &args,
        "enter\nquit\n",
    );
    assert!(
        out.contains("“terse” is not an amount of speech: write full or brief."),
        "{out}"
    );
    assert!(out.contains("Roll 1 of 3: 2, 2, 3, 5, 5."), "{out}");
}
