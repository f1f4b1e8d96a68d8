//! Text from outside as an attacker or a slip of the hand would send it: names with escape sequences, line
//! breaks and bidi overrides, lines that are not text, a pasted megabyte, a million lines, names that clash
//! with the defaults. Each must be heard as one clean line, and the game must go on.

use crate::common;

use std::process::Output;

use sayzee::input::Action;
use sayzee::player::history::MAX_HISTORY;

/// Runs `sayzee args` in line mode with `input` on its standard input, as bytes, with private directories.
fn play_bytes(args: &[&str], input: &[u8]) -> Output {
    let home = tempfile::tempdir().unwrap();
    let mut command = common::sayzee_in(home.path());
    command.args(args).args(["--no-sound", "--speech", "text"]);
    common::typed(command, input)
}

/// Nothing printed may move the cursor, split a line or turn the text around.
fn assert_every_line_is_clean(out: &str) {
    for line in out.lines() {
        assert!(
            !line.chars().any(|c| c.is_control()
                || ('\u{202A}'..='\u{202E}').contains(&c)
                || ('\u{2066}'..='\u{2069}').contains(&c)),
            "a control or bidi character was printed: {line:?}"
        );
    }
}

#[test]
fn hostile_names_are_printed_clean_on_one_line() {
    let output = play_bytes(
        &[
            "--rules",
            "yahtzee",
            "--player",
            "\u{1b}[2J\u{1b}[HAnn\r\nMarie\u{202E}",
            "--player",
            "Bo\u{7}\u{200F}",
            "--seed",
            "3",
        ],
        b"t\ns\nquit\n",
    );
    assert_eq!(output.status.code(), Some(0));
    let out = common::stdout(&output);
    assert_every_line_is_clean(&out);
    assert!(
        out.contains("Your turn, Ann Marie: round 1 of 13."),
        "{out}"
    );
    assert!(out.contains("Bo: 0"), "{out}");
}

#[test]
fn a_name_too_long_on_the_command_line_is_refused_before_any_question() {
    let output = play_bytes(&["--player", &"x".repeat(200)], b"");
    assert_eq!(output.status.code(), Some(2));
    let err = common::stderr(&output);
    assert!(
        err.contains("A name can be at most 32 characters long; “xxxxxxxx"),
        "{err}"
    );
    assert!(err.contains("…” is longer."), "{err}");
    assert!(common::stdout(&output).is_empty());
}

#[test]
fn a_line_that_is_not_text_is_refused_and_the_game_goes_on() {
    let mut input = b"t\n".to_vec();
    input.extend(b"\xff\xfe\x80 not utf-8\n");
    input.extend(b"t\nquit\n");
    let output = play_bytes(
        &["--rules", "yahtzee", "--player", "Ann", "--seed", "1"],
        &input,
    );
    assert_eq!(output.status.code(), Some(0));
    let out = common::stdout(&output);
    assert!(
        out.contains("That line is not text I can read, so it was skipped."),
        "{out}"
    );
    assert_eq!(
        out.matches("Ann’s turn, round 1 of 13, 3 rolls left")
            .count(),
        2,
        "{out}"
    );
    assert!(
        out.trim_end()
            .ends_with("Goodbye. Your game is saved and will be offered when you start again."),
        "{out}"
    );
}

#[test]
fn a_setup_answer_that_is_not_text_is_refused_and_asked_again() {
    let output = play_bytes(
        &["--rules", "yatzy", "--seed", "4"],
        b"\xc3\x28\n1\nZo\xc3\xa9\n0\nquit\n",
    );
    let out = common::stdout(&output);
    assert!(out.contains("That line is not text I can read"), "{out}");
    assert!(out.contains("Your turn, Zoé: round 1 of 15."), "{out}");
}

#[test]
fn a_pasted_megabyte_is_refused_briefly_and_not_echoed() {
    let mut input = b"t\n".to_vec();
    input.extend(std::iter::repeat_n(b'x', 1 << 20));
    input.extend(b"\nbanana");
    input.extend(b"x".repeat(5000));
    input.extend(b"\nt\nquit\n");
    let output = play_bytes(
        &["--rules", "yahtzee", "--player", "Ann", "--seed", "1"],
        &input,
    );
    assert_eq!(output.status.code(), Some(0));
    let out = common::stdout(&output);
    assert_eq!(
        out.matches("That line is longer than 1000 characters, so it was skipped.")
            .count(),
        2,
        "{out}"
    );
    assert!(out.len() < 4000, "{} bytes printed", out.len());
    assert!(
        out.trim_end()
            .ends_with("Goodbye. Your game is saved and will be offered when you start again."),
        "{out}"
    );
}

#[test]
fn a_long_unknown_word_is_echoed_short() {
    let word = "banana".repeat(100);
    let output = play_bytes(
        &["--rules", "yahtzee", "--player", "Ann", "--seed", "1"],
        format!("{word}\nquit\n").as_bytes(),
    );
    let out = common::stdout(&output);
    let refusal = out
        .lines()
        .find(|line| line.contains("means nothing here"))
        .expect("the word is refused");
    assert!(refusal.starts_with("“bananabanana"), "{refusal}");
    assert!(refusal.contains("…” means nothing here"), "{refusal}");
    assert!(refusal.chars().count() < 120, "{refusal}");
}

#[test]
fn a_name_is_checked_when_given_and_defaults_never_clash() {
    // The first player takes the second's default name and the computer's; the second is refused "Ann"-style
    // clashes, then takes the default, which has moved on.
    let output = play_bytes(
        &["--rules", "yahtzee", "--seed", "9"],
        "2\nComputer 1\ncomputer 1\n\n1\n\nquit\n".as_bytes(),
    );
    let out = common::stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{out}");
    assert!(
        out.contains("Computer 1 is taken. Please choose another name."),
        "{out}"
    );
    assert!(
        out.contains("Name of player 2? Press Enter for Player 2."),
        "{out}"
    );
    assert!(
        out.contains("Your turn, Computer 1: round 1 of 13."),
        "{out}"
    );
    // The computer is named with the first number no person has.
    let output = play_bytes(
        &[
            "--rules",
            "yahtzee",
            "--bot",
            "good",
            "--player",
            "Computer 1",
            "--seed",
            "9",
        ],
        b"s\nquit\n",
    );
    let out = common::stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{out}");
    assert!(out.contains("Computer 1: 0, Computer 2: 0"), "{out}");
}

#[test]
fn a_default_name_taken_by_an_earlier_player_moves_on() {
    let output = play_bytes(
        &["--rules", "yahtzee", "--seed", "9"],
        "2\nPlayer 2\n\n0\nquit\n".as_bytes(),
    );
    let out = common::stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{out}");
    assert!(
        out.contains("Name of player 2? Press Enter for Player 3."),
        "{out}"
    );
    assert!(out.contains("Your turn, Player 2: round 1 of 13."), "{out}");
}

#[test]
fn a_name_too_long_at_setup_is_refused_and_asked_again() {
    let input = format!("1\n{}\nAnn\n0\nquit\n", "y".repeat(40));
    let output = play_bytes(&["--rules", "yahtzee", "--seed", "9"], input.as_bytes());
    let out = common::stdout(&output);
    assert!(
        out.contains("A name can be at most 32 characters long. Please choose a shorter one."),
        "{out}"
    );
    assert!(out.contains("Your turn, Ann: round 1 of 13."), "{out}");
}

#[test]
fn the_history_keeps_only_the_latest_messages_and_r_repeats_the_last() {
    // Heard by id: what matters is which message comes back, not its words.
    let (mut session, lines) = common::session_for_ann_by_id(&"12346".repeat(20));
    let turn = "turn-info player=\"Ann\" round=1 rounds=13 rolls=3";
    session.line("s");
    for _ in 0..MAX_HISTORY + 100 {
        session.line("t");
    }
    let said = || lines.lines();
    // Shift+R walks back through what the history holds: only the latest MAX_HISTORY, all answers to T.
    for _ in 0..MAX_HISTORY - 1 {
        session.action(Action::History);
    }
    assert_eq!(said().last().unwrap(), turn);
    session.action(Action::History);
    let heard = said();
    assert_eq!(heard[heard.len() - 2], turn);
    assert_eq!(heard[heard.len() - 1], "session-history-start");
    // The scores said before the flood of T answers have left the history: heard once, never again.
    assert_eq!(heard.iter().filter(|l| l.starts_with("scores ")).count(), 1);
    // R says the last message again, never the history's own words.
    session.action(Action::Repeat);
    assert_eq!(said().last().unwrap(), turn);
}
