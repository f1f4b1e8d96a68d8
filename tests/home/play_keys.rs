//! The real binary played in line mode, the keys a player uses during play: the rules read aloud (Ctrl+F1) and
//! walked back (Shift+R), the speech rate and the cues' volume, dice named by place, each player's chance of
//! winning (W) and brief announcements (V), with what each keeps in the settings file.

use crate::common;

use common::play;

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
            "The fourth die, a 5, will be rerolled.",
            "The third die, a 5, will be rerolled; 2 dice to reroll: 5, 5.",
            "Kept: 2, 4, 6. Rerolling the dice in places 3 and 4, showing 5, 5.",
            // Of the two 5s, the one named goes back: the third die stays selected.
            "The fourth die, a 5, is kept; 1 die to reroll: 5.",
            "Kept: 2, 4, 5, 6. Rerolling the die in place 3, showing 5.",
            "The second die, a 4, is kept already.",
            "There is no sixth die: this roll has only 5.",
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
        out.contains("Kept: 2, 4, 5, 6. Rerolling the die in place 4, showing 5."),
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

/// Ann against a perfect computer, the dice seeded: where W and its followed answers are heard.
const ANN_AGAINST_PERFECT: [&str; 9] = [
    "--rules",
    "yahtzee",
    "--player",
    "Ann",
    "--bot",
    "perfect",
    "--seed",
    "3",
    "--no-sound",
];

#[test]
fn w_says_each_players_chance_of_winning_and_expected_final_score_and_keeps_what_it_learnt() {
    let home = tempfile::tempdir().unwrap();
    let cache = home.path().join("cache");
    let mut command = common::sayzee_in(home.path());
    command
        .env("SAYZEE_CACHE_DIR", &cache)
        .args(ANN_AGAINST_PERFECT);
    let (out, _, status) = common::typed_text(command, "enter\nchances\nw\nquit\n");
    assert_eq!(status, Some(0), "{out}");
    let heading = "Chances of winning if everyone plays perfectly from here: ";
    let answers: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix(heading))
        .collect();
    assert_eq!(answers.len(), 2, "{out}");
    // The first question on a new install takes seconds: it is said at once to be on its way, and only then
    // answered.
    let thinking = out
        .find("Working out everyone’s chances; the answer follows in a moment.")
        .expect(&out);
    assert!(thinking < out.find(heading).unwrap(), "{out}");
    // Nothing moved between the two questions: the same answer twice.
    assert_eq!(answers[0], answers[1]);
    // One entry a player, set apart by semicolons: "Ann: 49 percent, expected final score 253".
    let entries: Vec<(&str, u32, u32)> = answers[0]
        .trim_end_matches('.')
        .split("; ")
        .map(|entry| {
            let (name, rest) = entry.split_once(": ").unwrap();
            let (percent, expected) = rest.split_once(" percent, expected final score ").unwrap();
            (name, percent.parse().unwrap(), expected.parse().unwrap())
        })
        .collect();
    assert_eq!(entries.len(), 2, "{out}");
    assert_eq!((entries[0].0, entries[1].0), ("Ann", "Computer 1"), "{out}");
    // Whole percents that add up to 100, however each one rounds.
    let total: u32 = entries.iter().map(|e| e.1).sum();
    assert_eq!(total, 100, "{out}");
    // At the first roll both sheets are blank: each expects about the 254.59 of perfect play, and neither is
    // far from an even chance.
    for (_, percent, expected) in &entries {
        assert!((235..=275).contains(expected), "{out}");
        assert!((40..=60).contains(percent), "{out}");
    }
    // What it learnt is kept for the next game: the opening, and the third turn's layer beside it.
    let kept: Vec<String> = std::fs::read_dir(&cache)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("chances-"))
        .collect();
    assert!(kept.iter().any(|name| name.ends_with(".json")), "{kept:?}");
    assert!(
        kept.iter().any(|name| name.ends_with("-layer-3.bin")),
        "{kept:?}"
    );
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
    // and Ann's next turn in words, with her name and the round.
    let switched = at("Brief announcements.");
    let rolled = at("2, 2, 3, 5, 5, roll 1.");
    let marked = at("Chance, 17.");
    assert!(switched < rolled && rolled < marked, "{out}");
    assert!(lines[marked + 1].starts_with("Computer 1: "), "{out}");
    assert_eq!(lines[marked + 2], "Your turn, Ann: round 2 of 13.", "{out}");
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

#[test]
fn the_first_game_on_an_install_learns_the_opening_meanwhile_so_a_later_w_answers_at_once() {
    use std::io::{Read, Write};
    let home = tempfile::tempdir().unwrap();
    let cache = home.path().join("fresh-cache");
    let mut command = common::sayzee_in(home.path());
    command
        .env("SAYZEE_CACHE_DIR", &cache)
        .args([
            "--rules",
            "yahtzee",
            "--player",
            "Ann",
            "--player",
            "Bo",
            "--seed",
            "3",
            "--no-sound",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped());
    let mut game = command.spawn().unwrap();
    let mut typing = game.stdin.take().unwrap();
    typing.write_all(b"enter\n").unwrap();
    // Nobody asked for the chances: the opening is learnt and kept all the same, while Ann plays.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
    let kept = || {
        std::fs::read_dir(&cache).is_ok_and(|files| {
            files
                .filter_map(Result::ok)
                .map(|f| f.file_name().to_string_lossy().into_owned())
                .any(|name| name.starts_with("chances-") && name.ends_with(".json"))
        })
    };
    while !kept() {
        assert!(std::time::Instant::now() < deadline, "no opening learnt");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    typing.write_all(b"w\nquit\n").unwrap();
    drop(typing);
    let mut out = String::new();
    game.stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    assert!(game.wait().unwrap().success(), "{out}");
    assert!(
        out.contains("Chances of winning if everyone plays perfectly from here: Ann: "),
        "{out}"
    );
    assert!(!out.contains("Working out everyone’s chances"), "{out}");
}

#[test]
fn followed_chances_say_after_each_turn_how_far_it_moved_its_players_chance_and_why() {
    let home = tempfile::tempdir().unwrap();
    let mut command = common::sayzee_in(home.path());
    command
        .env("SAYZEE_CACHE_DIR", home.path().join("cache"))
        .args(ANN_AGAINST_PERFECT);
    let (out, _, status) = common::typed_text(
        command,
        "follow\nroll\nscore chance\nroll\nscore ones\nquit\nyes\n",
    );
    assert_eq!(status, Some(0), "{out}");
    // "Ann’s chance of winning fell from 50 to 43 percent with that turn: the dice gave …, and the choices …."
    let swings: Vec<(&str, u32, u32)> = out
        .lines()
        .filter_map(|line| {
            let (name, rest) = line.split_once("’s chance of winning ")?;
            let (moved, why) = rest.split_once(" percent with that turn: ")?;
            let (direction, figures) = moved.split_once(" from ")?;
            let (from, to) = figures.split_once(" to ")?;
            let (from, to): (u32, u32) = (from.parse().ok()?, to.parse().ok()?);
            assert_eq!(direction == "rose", to > from, "{line}");
            assert!(
                why.starts_with("the dice gave ") && why.contains(", and "),
                "{line}"
            );
            Some((name, from, to))
        })
        .collect();
    // Each of the four turns marked is followed, in turn, each answer said after its swing.
    let names: Vec<&str> = swings.iter().map(|swing| swing.0).collect();
    assert_eq!(names, ["Ann", "Computer 1", "Ann", "Computer 1"], "{out}");
    let heading = "Chances of winning if everyone plays perfectly from here: ";
    let answers: Vec<[u32; 2]> = out
        .lines()
        .filter_map(|line| line.strip_prefix(heading))
        .map(|answer| {
            let percent = |entry: &str| {
                entry
                    .split(": ")
                    .nth(1)
                    .unwrap()
                    .split(' ')
                    .next()
                    .unwrap()
                    .parse()
                    .unwrap()
            };
            let (ann, computer) = answer.split_once("; ").unwrap();
            [percent(ann), percent(computer)]
        })
        .collect();
    assert_eq!(answers.len(), 4, "{out}");
    // Before the first turn both sheets were blank, and both play perfectly: an even game. Each swing goes from the
    // answer before to its own.
    let mut before = [50, 50];
    for (turn, ((_, from, to), answer)) in swings.iter().zip(&answers).enumerate() {
        let player = turn % 2;
        assert_eq!(
            (*from, *to),
            (before[player], answer[player]),
            "turn {turn}: {out}"
        );
        before = *answer;
    }
}
