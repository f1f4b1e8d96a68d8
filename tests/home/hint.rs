//! The hint against others late in a game, as a player hears it: where the move that wins most often is not the
//! one worth most points, both are said with the chance of winning each leaves, in the order the settings file
//! asks for, in full or briefly; earlier in the game, and where they agree, one move as before.

use crate::common;

/// One turn of Ann's: she rolls, asks for the hint, opens the chooser, asks again and marks the box under the
/// cursor.
const HINTED_TURN: &str = "enter\nhint\nenter\nhint\nenter\n";

/// Ann's seeded Yahtzee game against a computer with `settings` as the settings file, played with `lines`.
/// Returns what was printed.
fn played(settings: &str, lines: &str) -> String {
    let home = common::home::Home::new();
    std::fs::create_dir_all(home.config()).unwrap();
    std::fs::write(home.config().join("settings.toml"), settings).unwrap();
    home.play(&["--bot", "good", "--speech", "text"], lines)
}

/// The game played by [`HINTED_TURN`]s; Ann quits at her last turn's box, so the game is not over (nothing is
/// worked out after it).
fn hinted_game(settings: &str) -> String {
    played(
        settings,
        &(HINTED_TURN.repeat(12) + "enter\nhint\nenter\nhint\nquit\n"),
    )
}

/// The round of Ann's turn each printed line belongs to (0 before her first turn).
fn rounds(out: &str) -> Vec<(u32, &str)> {
    let mut round = 0;
    out.lines()
        .map(|line| {
            if let Some(rest) = line.strip_prefix("Your turn, Ann: round ") {
                round = rest.split(' ').next().unwrap().parse().unwrap();
            }
            (round, line)
        })
        .collect()
}

/// The percentage at the end of a hint line: "…; your chance 41 percent." gives 41.
fn percent(line: &str) -> f64 {
    let number = line
        .trim_end_matches(" percent.")
        .rsplit(' ')
        .next()
        .unwrap();
    number.parse().unwrap_or_else(|_| panic!("{line}"))
}

#[test]
fn late_against_a_computer_the_hint_says_the_move_to_win_and_the_move_for_points_with_their_chances()
 {
    let out = hinted_game("");
    let lines = rounds(&out);
    let pairs: Vec<(u32, &str, &str)> = lines
        .windows(2)
        .filter(|pair| pair[0].1.starts_with("To win: "))
        .map(|pair| (pair[0].0, pair[0].1, pair[1].1))
        .collect();
    assert!(!pairs.is_empty(), "{out}");
    for (round, to_win, for_points) in &pairs {
        // Yahtzee has 13 boxes: the chances are weighed from 6 open boxes, Ann's eighth turn.
        assert!(*round >= 8, "round {round}: {to_win}\n{out}");
        assert!(to_win.contains("; your chance "), "{to_win}");
        assert!(for_points.starts_with("For the most points: "), "{out}");
        // The move for points is the expert's move of the single hint, worded the same way.
        let move_of = |line: &str, aim: &str| {
            line.strip_prefix(aim)
                .unwrap()
                .split(';')
                .next()
                .unwrap()
                .to_string()
        };
        let winning_move = move_of(to_win, "To win: ");
        let points_move = move_of(for_points, "For the most points: ");
        assert_ne!(winning_move, points_move, "{out}");
        assert!(
            percent(to_win) >= percent(for_points),
            "{to_win} / {for_points}"
        );
    }
    // Where the two agree, or earlier, one move as before.
    assert!(
        lines
            .iter()
            .any(|(round, line)| *round >= 8 && line.starts_with("Expert: ")),
        "{out}"
    );
    assert!(
        lines
            .iter()
            .filter(|(round, _)| *round < 8)
            .all(|(_, line)| !line.starts_with("To win: ")),
        "{out}"
    );
}

#[test]
fn the_settings_put_the_move_for_points_first_and_brief_mode_keeps_the_hint_short() {
    let full = hinted_game("");
    let brief = hinted_game("[speech]\nverbosity = \"brief\"\n[game]\nhint_first = \"points\"\n");
    let full_pairs = full.lines().filter(|l| l.starts_with("To win: ")).count();
    let brief_lines: Vec<&str> = brief.lines().collect();
    let brief_pairs: Vec<(&str, &str)> = brief_lines
        .windows(2)
        .filter(|pair| pair[0].starts_with("For points: "))
        .map(|pair| (pair[0], pair[1]))
        .collect();
    assert_eq!(brief_pairs.len(), full_pairs, "{brief}");
    for (for_points, to_win) in brief_pairs {
        assert!(to_win.starts_with("To win: "), "{brief}");
        // "For points: keep 5, 5; 38 percent." and "To win: Full house, 0; 1 percent."
        assert!(!to_win.contains("your chance"), "{to_win}");
        assert!(
            percent(to_win) >= percent(for_points),
            "{to_win} / {for_points}"
        );
    }
}

#[test]
fn a_hint_order_that_means_nothing_is_explained_and_the_move_to_win_comes_first() {
    let out = hinted_game("[game]\nhint_first = \"sideways\"\n");
    assert!(
        out.contains("“sideways” is not a move for the hint to say first: write win or points."),
        "{out}"
    );
    let lines: Vec<&str> = out.lines().collect();
    let first = lines
        .iter()
        .position(|l| l.starts_with("To win: "))
        .expect(&out);
    assert!(
        lines[first + 1].starts_with("For the most points: "),
        "{out}"
    );
}

#[test]
fn the_players_own_choice_that_is_neither_move_is_said_with_its_chance() {
    // Round 11 of this game: 1, 2, 3, 5, 5, where the move to win keeps 5, 5 and the move for points 1, 2, 3, 5.
    // Ann chooses the 1 and the 2 to reroll, keeping 3, 5, 5, and asks.
    let out = played("", &(HINTED_TURN.repeat(10) + "enter\n1\n2\nhint\nquit\n"));
    let printed: Vec<&str> = out.lines().collect();
    let asked = printed
        .iter()
        .rposition(|line| line.starts_with("To win: keep 5, 5; your chance "))
        .expect(&out);
    assert!(
        printed[asked + 1].starts_with("For the most points: keep 1, 2, 3, 5; "),
        "{out}"
    );
    let own = printed[asked + 2];
    assert!(
        own.starts_with("Keeping 3, 5, 5 instead: your chance "),
        "{out}"
    );
    assert!(percent(own) <= percent(printed[asked]), "{out}");
    // At the box chooser, the box under the cursor when it is neither move.
    assert!(
        out.lines()
            .any(|line| line.starts_with("Marking Four of a kind instead: your chance ")),
        "{out}"
    );
}
