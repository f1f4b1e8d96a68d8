//! `sayzee simulate` through the real binary: a seeded summary is the same every time, its figures agree with
//! each other, and mistakes get a localized message.

use crate::common;

use std::process::Output;

use common::stdout;

fn sayzee(args: &[&str], cache: &std::path::Path) -> Output {
    common::run_with_cache(cache, args)
}

#[test]
fn a_seeded_simulation_prints_a_sentence_and_figures_that_agree() {
    let cache = tempfile::tempdir().unwrap();
    let args = [
        "simulate", "--rules", "yatzy", "--bot", "perfect", "--games", "400", "--seed", "9",
    ];
    let output = sayzee(&args, cache.path());
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with(
            "400 games of Yatzy played by the computer at level perfect (seed 9): mean "
        ),
        "{text}"
    );
    // Sentences only (play-test 4, B12: a screen reader read the figures' `name value` lines out in full); the
    // same figures to their last digit in JSON.
    assert_eq!(lines.len(), 2, "{text}");
    let json: serde_json::Value = serde_json::from_str(&stdout(&sayzee(
        &[&args[..], &["--json"]].concat(),
        cache.path(),
    )))
    .unwrap();
    let figure = |name: &str| -> f64 {
        json[name]
            .as_f64()
            .unwrap_or_else(|| panic!("no {name} in {json}"))
    };
    assert_eq!(figure("games"), 400.0);
    assert_eq!(figure("seed"), 9.0);
    let (mean, spread) = (figure("mean"), figure("std_dev"));
    assert!(figure("min") <= mean && mean <= figure("max"));
    // Perfect Yatzy play averages 248.44; 400 games land within a few standard errors of it.
    assert!((mean - 248.44).abs() < 4.0 * spread / 20.0, "mean {mean}");
    assert!((figure("std_error") - spread / 20.0).abs() < 1e-3);
    let said_mean = (mean * 100.0).round() / 100.0;
    assert!(
        lines[0].contains(&format!("mean {said_mean} points")),
        "{text}"
    );
    // The perfect computer makes the expert's every choice: it gives nothing away.
    assert_eq!(figure("given_away_per_game"), 0.0);
    assert_eq!(
        lines[1],
        "Against the expert’s best choices it gave away 0 points a game, 0 a decision."
    );
    // The same seed is the same games.
    assert_eq!(stdout(&sayzee(&args, cache.path())), text);
    // In German: the level's German name and a decimal comma, as the game itself says them (play-test 4, B12).
    let german = stdout(&sayzee(
        &[&args[..], &["--lang", "de"]].concat(),
        cache.path(),
    ));
    let first = german.lines().next().unwrap();
    let comma = said_mean.to_string().replace('.', ",");
    assert!(first.contains("der Stufe perfekt"), "{first}");
    assert!(
        first.contains(&format!("Mittelwert {comma} Punkte")),
        "{first}"
    );
}

#[test]
fn json_summary_and_levels_in_order() {
    let cache = tempfile::tempdir().unwrap();
    let figures = |level: &str| -> (f64, f64) {
        let output = sayzee(
            &[
                "simulate", "--rules", "classic", "--bot", level, "--games", "300", "--seed", "4",
                "--json",
            ],
            cache.path(),
        );
        assert!(output.status.success(), "{output:?}");
        let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
        assert_eq!(value["rules"], "classic");
        assert_eq!(value["bot"], level);
        assert_eq!(value["games"], 300);
        let weighed = value["decisions"].as_f64().unwrap();
        // Twelve boxes with a choice a game at least, and most turns a keep or two before.
        assert!(weighed >= 300.0 * 12.0, "{weighed} decisions");
        let (mean, given) = (
            value["mean"].as_f64().unwrap(),
            value["given_away_per_game"].as_f64().unwrap(),
        );
        let per_decision = value["given_away_per_decision"].as_f64().unwrap();
        assert!((per_decision * weighed - given * 300.0).abs() < 1e-6 * given.max(1.0) * 300.0);
        (mean, given)
    };
    let (perfect, casual, beginner) = (figures("perfect"), figures("casual"), figures("beginner"));
    assert!(
        perfect.0 > casual.0 && casual.0 > beginner.0,
        "{perfect:?} {casual:?} {beginner:?}"
    );
    // What each level gives away against the expert's play comes in the same order, the perfect one nothing.
    assert_eq!(perfect.1, 0.0);
    assert!(
        0.0 < casual.1 && casual.1 < beginner.1,
        "{casual:?} {beginner:?}"
    );
}

#[test]
fn mistakes_are_explained_in_the_players_language() {
    let cache = tempfile::tempdir().unwrap();
    let output = sayzee(&["simulate", "--games", "0"], cache.path());
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr).trim(),
        "Error: Simulate at least one game: --games must be 1 or more."
    );
    let output = sayzee(
        &["--lang", "de", "simulate", "--bot", "great"],
        cache.path(),
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .contains("Es gibt keine Computerstufe namens „great“"),
        "{output:?}"
    );
    let output = sayzee(&["simulate", "--rules", "poker"], cache.path());
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("There is no rules preset called “poker”")
    );
}

/// Each computer's level, share of the wins, interval and mean score in a head-to-head, from its JSON.
fn contenders(json: &str) -> Vec<(String, f64, f64, f64, f64)> {
    let json: serde_json::Value = serde_json::from_str(json).unwrap();
    json["contenders"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let number = |name: &str| c[name].as_f64().unwrap();
            (
                c["bot"].as_str().unwrap().to_string(),
                number("win_share"),
                number("interval_low"),
                number("interval_high"),
                number("mean"),
            )
        })
        .collect()
}

#[test]
fn computers_against_each_other_share_the_wins_with_an_interval_and_the_control_comes_out_even() {
    let cache = tempfile::tempdir().unwrap();
    // Perfect against perfect on the same dice in both seatings: every deal is shared exactly.
    let args = [
        "simulate", "--bot", "perfect", "--bot", "perfect", "--games", "100", "--seed", "5",
    ];
    let output = sayzee(&args, cache.path());
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    assert!(
        text.starts_with(
            "100 deals of Yahtzee, each played 2 times with the computers moved round the table and the same dice \
             for the same seat (seed 5):\nperfect: won 50 percent of the games (95 percent interval 50 to 50), \
             mean score "
        ),
        "{text}"
    );
    // A sentence a computer, nothing else.
    assert_eq!(text.lines().count(), 3, "{text}");
    let json = stdout(&sayzee(&[&args[..], &["--json"]].concat(), cache.path()));
    for (level, share, low, high, _) in contenders(&json) {
        assert_eq!(
            (level.as_str(), share, low, high),
            ("perfect", 0.5, 0.5, 0.5)
        );
    }
    // Two computers that choose by chance: the control comes out even within its interval, the shares of each
    // deal adding up to one.
    let args = [
        "simulate", "--bot", "good", "--bot", "good", "--games", "300", "--seed", "6",
    ];
    let text = stdout(&sayzee(&[&args[..], &["--json"]].concat(), cache.path()));
    let both = contenders(&text);
    assert_eq!(both.len(), 2, "{text}");
    for (_, share, low, high, _) in &both {
        assert!(low < share && share < high, "{text}");
        assert!(*low < 0.5 && 0.5 < *high, "the control is even: {text}");
    }
    assert!((both[0].1 + both[1].1 - 1.0).abs() < 1e-9, "{text}");
    // Three at a table, in JSON: every computer sits in every seat once a deal.
    let args = [
        "simulate", "--bot", "champion", "--bot", "perfect", "--bot", "beginner", "--games", "40",
        "--seed", "7", "--json",
    ];
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&sayzee(&args, cache.path()))).unwrap();
    assert_eq!(json["deals"], 40);
    assert_eq!(json["games"], 120);
    let contenders = json["contenders"].as_array().unwrap();
    let names: Vec<&str> = contenders
        .iter()
        .map(|c| c["bot"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["champion", "perfect", "beginner"]);
    let total: f64 = contenders
        .iter()
        .map(|c| c["win_share"].as_f64().unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-9, "{json}");
    // The beginner scores least.
    let mean = |at: usize| contenders[at]["mean"].as_f64().unwrap();
    assert!(mean(2) < mean(1) && mean(2) < mean(0), "{json}");
}

#[test]
fn more_computers_than_a_table_seats_are_refused_in_the_players_language() {
    let cache = tempfile::tempdir().unwrap();
    let mut args = vec!["simulate", "--games", "1"];
    for _ in 0..9 {
        args.extend(["--bot", "good"]);
    }
    let output = sayzee(&args, cache.path());
    assert!(!output.status.success());
    assert!(
        common::stderr(&output)
            .contains("9 computers cannot sit at one table: give --bot at most 8 times."),
        "{output:?}"
    );
}
