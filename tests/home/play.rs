//! The real binary played in line mode, as a scripted player would: what is printed is what is heard. Whole
//! games, setup, computer players and hints here; the keys used during play in `play_keys.rs`.

use crate::common;

use std::io::Write;
use std::process::Stdio;

use common::play;

/// A whole hot-seat game of `preset` by Enter alone: roll, open the chooser (on the best-scoring box), mark it;
/// then the scores, and the end of input, which waits for the review's weighing in the chance of winning.
fn enter_only_game(preset: &str, boxes: usize) -> String {
    enter_only_game_then(preset, boxes, "")
}

/// [`enter_only_game`], then `last` typed after the scores.
fn enter_only_game_then(preset: &str, boxes: usize, last: &str) -> String {
    let lines = "enter\n".repeat(boxes * 2 * 3) + "s\n" + last;
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
        // Quit once the game is over: the weighing of its choices in the chance of winning, which learns each
        // ruleset's opening first, is the review's to test (tests/home/review.rs).
        let out = enter_only_game_then(preset, boxes, "quit\n");
        assert!(
            out.starts_with("Your turn, Ann: round 1 of"),
            "{preset}: {out}"
        );
        assert!(
            out.contains(&format!("Your turn, Bo: round {boxes} of {boxes}.")),
            "{preset}"
        );
        assert!(out.contains("The game is over."), "{preset}: {out}");
        assert!(out.ends_with("Goodbye.\n"), "{preset}: {out}");
        assert!(!out.contains("means nothing"), "{preset}");
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    assert_eq!(enter_only_game("yatzy", 15), enter_only_game("yatzy", 15));
}

#[test]
fn with_duplicate_dice_both_players_meet_the_same_first_roll_every_round_and_the_rules_say_so() {
    let first_rolls = |extra: &[&str]| -> Vec<String> {
        let mut args = vec![
            "--rules", "yahtzee", "--player", "Ann", "--player", "Bo", "--seed", "7",
        ];
        args.extend(extra);
        // Ann rerolls everything once each turn (select all, roll, open the chooser, mark), Bo never: the first
        // rolls must still agree.
        let turn_of_ann = "enter\nreroll all\nenter\nenter\nenter\n";
        let turn_of_bo = "enter\nenter\nenter\n";
        let lines = format!(
            "rules\n{}",
            (turn_of_ann.to_string() + turn_of_bo).repeat(13)
        );
        let (out, status) = play(&args, &lines);
        assert_eq!(status, Some(0), "{out}");
        assert!(out.contains("The game is over."), "{out}");
        let said_duplicate =
            out.contains("Duplicate dice: each round, every player meets the same rolls");
        assert_eq!(said_duplicate, !extra.is_empty(), "{out}");
        out.lines()
            .filter(|line| line.starts_with("Roll 1 of 3: "))
            .map(str::to_string)
            .collect()
    };
    let rolls = first_rolls(&["--duplicate"]);
    assert_eq!(rolls.len(), 26, "{rolls:#?}");
    for (round, pair) in rolls.chunks(2).enumerate() {
        assert_eq!(pair[0], pair[1], "round {}", round + 1);
    }
    // Without it, the two players' first rolls differ in most rounds.
    let plain = first_rolls(&[]);
    assert!(
        plain.chunks(2).filter(|pair| pair[0] != pair[1]).count() > 6,
        "{plain:#?}"
    );
}

#[test]
fn selecting_rerolling_and_marking_by_name() {
    let (out, _) = play(
        &["--rules", "yatzy", "--player", "Ann", "--seed", "3"],
        "enter\nspace\nreroll all\nenter\nd\nkeep all\nscore chance\nt\nquit\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "Your turn, Ann: round 1 of 15.");
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
fn commands_are_typed_in_the_players_language_a_slip_is_answered_and_help_names_the_commands() {
    // Play-test 4, F11 and F17: "tirar", "puntos" and "turno" meant nothing in Spanish; "kepp 5 5" had no "did you
    // mean"; line-mode help named keys ("Signo de interrogación").
    let (out, status) = play(
        &[
            "--lang", "es", "--rules", "yatzy", "--player", "Eva", "--seed", "3",
        ],
        "tirar\nkepp 5 5\nguardar\nanotar chance\npuntos\nturno\nayuda\nsalir\n",
    );
    assert_eq!(status, Some(0));
    assert!(out.contains("Tirada 1 de 3: "), "{out}");
    assert!(
        out.contains("«kepp 5 5» no significa nada aquí. ¿Quería decir «keep 5 5»?"),
        "{out}"
    );
    assert!(
        out.contains("Eva anota 17 puntos en la casilla Chance."),
        "{out}"
    );
    assert!(out.contains("Puntuaciones: Eva: "), "{out}");
    assert!(
        out.contains("Turno de Eva") || out.contains("Su turno, Eva: ronda 2"),
        "{out}"
    );
    assert!(
        out.contains("\npista: lo que haría un experto ahora."),
        "{out}"
    );
    assert!(!out.contains("Signo de interrogación"), "{out}");
    assert!(!out.contains("no significa nada aquí. Escriba"), "{out}");
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
fn a_language_is_chosen_by_its_name_in_the_question_s_language_or_its_own() {
    for (answer, next) in [
        ("Deutsch", "Welche Regeln?"),
        ("french", "Quelles règles ?"),
    ] {
        let (out, status) = play(&["--seed", "5"], &format!("{answer}\n\n\n\n\nquit\n"));
        assert_eq!(status, Some(0));
        assert!(out.lines().nth(1).unwrap().starts_with(next), "{out}");
    }
}

#[test]
fn setup_questions_take_their_defaults_on_enter() {
    let (out, status) = play(&["--seed", "5"], "\n\n\n\n\nenter\nquit\n");
    assert_eq!(status, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "Which language? Enter keeps English; or type the name of another: French, German, Spanish, Italian or Swedish.",
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
    assert_eq!(lines[5], "Your turn, Player 1: round 1 of 13.");
}

#[test]
fn the_language_answer_switches_the_questions_and_the_game() {
    let (out, _) = play(&["--seed", "5"], "klingon\nDE\n\n\n\n\nquit\n");
    let lines: Vec<&str> = out.lines().collect();
    // The refusal, then the question again with its choices: the list heard once, not twice in a row.
    assert_eq!(lines[1], "“klingon” does not fit here.", "{out}");
    assert_eq!(
        lines[2],
        "Which language? Enter keeps English; or type the name of another: French, German, Spanish, \
         Italian or Swedish.",
        "{out}"
    );
    assert!(lines[3].starts_with("Welche Regeln?"), "{out}");
    assert!(out.contains("Ihr Zug, Spieler 1"), "{out}");
    // A language chosen by flag is not asked again.
    let (out, _) = play(&["--lang", "fr", "--seed", "5"], "\n\n\n\nquit\n");
    assert!(out.starts_with("Quelles règles ?"), "{out}");
}

#[test]
fn setup_answers_are_checked_and_asked_again() {
    let (out, _) = play(&["--seed", "5"], "\nyatzee\nyatzy\n9\n2\nAnn\n\n0\nquit\n");
    let lines: Vec<&str> = out.lines().collect();
    let refused = lines
        .iter()
        .position(|line| *line == "“yatzee” does not fit here.")
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        lines[refused + 1].starts_with("Which rules? ")
            && lines[refused + 1].contains("1: Yahtzee, "),
        "{out}"
    );
    assert!(
        out.contains("“9” does not fit here: answer with a number from 1 to 8."),
        "{out}"
    );
    assert!(out.contains("Your turn, Ann: round 1 of 15."), "{out}");
    // Numbers and names choose too, in the player's language.
    let (out, _) = play(
        &["--lang", "fr", "--seed", "5"],
        "2\n1\nAnn\n1\ndébutant\nquit\n",
    );
    assert!(
        out.contains(
            "À quel niveau doivent-ils jouer ? Entrée pour bon, ou tapez un numéro : 1 : champion, 2 : parfait, "
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
    assert!(out.contains("Your turn, Player 1: round 1 of 15."), "{out}");
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
    // The champion weighs its chances late in the Yahtzee game, and plays for points in Maxi Yatzy.
    for (preset, boxes) in [("yahtzee", 13), ("maxi-yatzy", 20)] {
        let lines = "enter\n".repeat(boxes * 3) + "s\n";
        let (out, status) = play(
            &[
                "--rules", preset, "--player", "Ann", "--bot", "perfect", "--bot", "beginner",
                "--bot", "champion", "--seed", "11",
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
        assert_eq!(marks_by("Computer 3"), boxes, "{preset}");
        assert_eq!(marks_by("Ann"), boxes, "{preset}");
        assert!(out.contains("The game is over."), "{preset}");
        // Said before the first turn where the champion cannot weigh its chances, and only there.
        let notice = "In Maxi Yatzy the champion plays for the most points: without an exact table it cannot \
                      weigh its chances of winning.";
        let first_line = out.lines().next().unwrap();
        if preset == "maxi-yatzy" {
            assert_eq!(first_line, notice, "{out}");
        } else {
            assert!(!out.contains("plays for the most points"), "{out}");
        }
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
    let our_second = at("Your turn, Ann: round 2 of 15.");
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
        first.starts_with(&format!("Your turn, Ann: round 1 of 13.\n{welcome}\n")),
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
fn help_names_the_hint_in_words() {
    // Speech Dispatcher often says nothing for a bare "?", so help was heard as ": what an expert would do now".
    // Typed lines hear the command to type (play-test 4, F17), keys the key's spoken name (`help.rs`'s tests).
    let (out, _) = play(
        &["--rules", "yahtzee", "--player", "Ann", "--seed", "1"],
        "enter\nhelp\nquit\n",
    );
    assert!(
        out.contains("\nhint: what an expert would do now."),
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
