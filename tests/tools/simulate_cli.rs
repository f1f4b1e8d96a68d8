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
    let figure = |name: &str| -> f64 {
        let line = lines
            .iter()
            .find_map(|line| line.strip_prefix(&format!("{name} ")))
            .unwrap_or_else(|| panic!("no {name} line in {text}"));
        line.parse().unwrap()
    };
    assert_eq!(figure("games"), 400.0);
    assert_eq!(figure("seed"), 9.0);
    let (mean, spread) = (figure("mean"), figure("std_dev"));
    assert!(figure("min") <= mean && mean <= figure("max"));
    // Perfect Yatzy play averages 248.44; 400 games land within a few standard errors of it.
    assert!((mean - 248.44).abs() < 4.0 * spread / 20.0, "mean {mean}");
    assert!((figure("std_error") - spread / 20.0).abs() < 1e-3);
    assert!(
        lines[0].contains(&format!("mean {mean:.2} points")),
        "{text}"
    );
    // The perfect computer makes the expert's every choice: it gives nothing away.
    assert_eq!(figure("given_away_per_game"), 0.0);
    assert_eq!(
        lines[1],
        "Against the expert’s best choices it gave away 0.00 points a game, 0.000 a decision."
    );
    // The same seed is the same games.
    assert_eq!(stdout(&sayzee(&args, cache.path())), text);
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
