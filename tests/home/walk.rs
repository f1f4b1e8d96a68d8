//! `sayzee walk`: the last games finished at home kept whole in `finished.json`, opened again at their end and
//! reviewed as then, through the real binary on a real disk; a game whose end is taken back leaves them again.

use super::common;

/// `sayzee walk` with `flags`, `lines` typed.
fn walk(home: &std::path::Path, flags: &[&str], lines: &str) -> (String, String, Option<i32>) {
    let mut command = common::sayzee_in(home);
    command.args(["walk", "--no-sound"]).args(flags);
    common::typed_text(command, lines)
}

fn kept(home: &std::path::Path) -> sayzee::persist::finished::Finished {
    let text = std::fs::read_to_string(home.join("data/finished.json")).unwrap();
    sayzee::persist::finished::Finished::from_json(&text).unwrap()
}

#[test]
fn a_finished_game_is_kept_and_walked_again_decision_by_decision() {
    let home = tempfile::tempdir().unwrap();
    let (out, _, status) = walk(home.path(), &[], "");
    assert_eq!(status, Some(0));
    assert!(out.contains("No finished game is kept yet"), "{out}");
    super::drill::play_a_poor_game(home.path());
    assert_eq!(kept(home.path()).games.len(), 1);
    let (out, err, status) = walk(home.path(), &[], "review\nquit\n");
    assert_eq!(status, Some(0), "{err}");
    assert!(
        out.contains("Finished game 1 of 1, counted back from the last: Yahtzee, Ann "),
        "{out}"
    );
    assert!(out.contains("Ann: 25 decisions, "), "{out}");
    // Typed `review` lists every decision, one line each: the roll, the choice, the expert's and the cost.
    assert!(out.contains("1 of 25. Round 1, first roll: "), "{out}");
    assert!(out.contains("25 of 25. Round 13, "), "{out}");
    // Nothing was written: the game is counted already.
    assert_eq!(kept(home.path()).games.len(), 1);
    let (out, _, status) = walk(home.path(), &["--game", "2"], "");
    assert_eq!(status, Some(0));
    assert!(
        out.contains("Only one finished game is kept: ask for it with --game 1."),
        "{out}"
    );
    let (_, err, status) = walk(home.path(), &["--game", "0"], "");
    assert_eq!(status, Some(2));
    assert!(
        err.contains("--game takes a whole number from 1 to 10"),
        "{err}"
    );
}

#[test]
fn a_game_against_a_computer_is_walked_with_the_chance_of_winning_before_and_after_each_decision() {
    let home = tempfile::tempdir().unwrap();
    super::drill::play_a_poor_game_against(home.path(), &["--bot", "perfect"]);
    let (out, err, status) = walk(home.path(), &[], "review\nquit\n");
    assert_eq!(status, Some(0), "{err}");
    // "3 of 25. Round 1, third roll: …: the expert’s choice. Your chance of winning stayed at 41.2 percent."
    let decisions: Vec<&str> = out
        .lines()
        .filter(|line| line.contains(" of 25. Round "))
        .collect();
    assert_eq!(decisions.len(), 25, "{out}");
    let percent = |text: &str| text.trim_end_matches(" percent.").parse::<f64>().unwrap();
    for line in &decisions {
        if let Some((_, chance)) = line.split_once("Your chance of winning stayed at ") {
            assert!(
                line.contains("the expert’s choice") || line.contains("That cost"),
                "{line}"
            );
            assert!((0.0..=100.0).contains(&percent(chance)), "{line}");
        } else if let Some((_, moved)) = line.split_once("Your chance of winning went from ") {
            let (from, to) = moved.split_once(" to ").unwrap();
            assert!(percent(to) <= from.parse::<f64>().unwrap() + 0.1, "{line}");
            assert!(
                line.contains("That cost"),
                "a choice of the expert's moves no chance: {line}"
            );
        } else {
            assert!(
                line.contains("raised your chance of winning from"),
                "each decision says its chances: {line}"
            );
        }
    }
    // A poor game gives chance away.
    assert!(out.contains("Your chance of winning went from "), "{out}");
}

#[test]
fn a_damaged_file_of_finished_games_is_told_and_left_for_the_game_to_move_aside() {
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(
        data.join("finished.json"),
        b"{\"format\": 1, \"games\": [garb",
    )
    .unwrap();
    let (out, _, status) = walk(home.path(), &[], "");
    assert_eq!(status, Some(0));
    assert!(
        out.contains("The file of finished games could not be used"),
        "{out}"
    );
    assert!(out.contains("No finished game is kept yet"), "{out}");
    // The next finished game moves it aside and starts the file again.
    super::drill::play_a_poor_game(home.path());
    assert_eq!(kept(home.path()).games.len(), 1);
    let aside = std::fs::read_dir(&data)
        .unwrap()
        .filter_map(|entry| entry.ok())
        .filter(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.starts_with("finished") && name != "finished.json"
        })
        .count();
    assert_eq!(aside, 1);
}

#[test]
fn a_game_whose_end_is_taken_back_leaves_the_finished_games() {
    let home = tempfile::tempdir().unwrap();
    super::drill::play_a_poor_game(home.path());
    assert_eq!(kept(home.path()).games.len(), 1);
    // A second game, ended, then its last mark taken back: the first stays, the second leaves again.
    let mut lines = String::new();
    for _ in 0..13 {
        lines.push_str(
            "enter\nscore chance\nscore yahtzee\nscore large-straight\nscore small-straight\n",
        );
        lines.push_str(
            "score full-house\nscore four-of-a-kind\nscore three-of-a-kind\nscore sixes\n",
        );
        lines.push_str("score fives\nscore fours\nscore threes\nscore twos\nscore ones\n");
    }
    lines.push_str("undo\n");
    let mut command = common::sayzee_in(home.path());
    command.args([
        "--rules",
        "yahtzee",
        "--player",
        "Ann",
        "--seed",
        "8",
        "--no-sound",
        "--new",
    ]);
    let (out, _, status) = common::typed_text(command, &lines);
    assert_eq!(status, Some(0), "{out}");
    assert!(
        out.contains("This game is now in your statistics."),
        "{out}"
    );
    let games = kept(home.path()).games;
    assert_eq!(games.len(), 1, "the taken-back game left");
    assert!(games[0].state().is_over());
}
