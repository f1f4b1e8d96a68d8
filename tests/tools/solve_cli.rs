//! `sayzee solve` through the real binary: the expected score of perfect play, in text and JSON, and a clear
//! message for a preset without an exact table.

use crate::common;

use std::process::Output;

use common::stdout;

fn sayzee(args: &[&str], cache: &std::path::Path) -> Output {
    common::run_with_cache(cache, args)
}

#[test]
fn solve_prints_a_sentence_then_name_value_lines_and_fills_the_cache() {
    let cache = tempfile::tempdir().unwrap();
    let output = sayzee(&["solve", "--rules", "classic"], cache.path());
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[0].starts_with("Perfect play of Classic scores 246.1374 points on average"));
    assert_eq!(lines[1], "expected 246.1374");
    assert_eq!(lines[2], "states 394240");
    let seconds: f64 = lines[3].strip_prefix("seconds ").unwrap().parse().unwrap();
    assert!(seconds > 0.0);
    assert_eq!(std::fs::read_dir(cache.path()).unwrap().count(), 1);
}

#[test]
fn solve_json_is_an_object_and_the_sentence_follows_the_language() {
    let cache = tempfile::tempdir().unwrap();
    let output = sayzee(
        &["solve", "--rules", "classic", "--json", "--cache-dir"],
        cache.path(),
    );
    // `--cache-dir` needs its value: clap's own usage error.
    assert_eq!(output.status.code(), Some(2));
    let dir = cache.path().to_str().unwrap();
    let output = sayzee(
        &["solve", "--rules", "classic", "--json", "--cache-dir", dir],
        cache.path(),
    );
    assert!(output.status.success());
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["rules"], "classic");
    assert!((value["expected"].as_f64().unwrap() - 246.1374).abs() < 1e-3);
    assert_eq!(value["states"], 394240);
    assert_eq!(value["cached"], true);
    let french = sayzee(
        &["--lang", "fr", "solve", "--rules", "classic"],
        cache.path(),
    );
    assert!(
        stdout(&french).starts_with("Une partie parfaite de Classique rapporte 246.1374 points")
    );
}

#[test]
fn solving_a_preset_without_an_exact_table_is_a_usage_error() {
    let cache = tempfile::tempdir().unwrap();
    let output = sayzee(&["solve", "--rules", "maxi-yatzy"], cache.path());
    assert_eq!(output.status.code(), Some(2));
    let message = String::from_utf8(output.stderr).unwrap();
    assert!(
        message.contains("Maxi Yatzy has no exact strategy table"),
        "{message}"
    );
    let output = sayzee(&["solve", "--rules", "yatzee"], cache.path());
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8(output.stderr)
            .unwrap()
            .contains("“yatzee”")
    );
}
