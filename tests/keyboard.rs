//! The keyboard settings as a player meets them: keys rebound by action name from the settings file, a key
//! given to two actions refused with the defaults kept, and an unknown layout explained (a mistyped flag stops,
//! a mistyped setting is ignored). Played in line mode through a pipe, so no terminal is needed.

mod common;

use std::io::Write;
use std::process::Stdio;

/// Runs a seeded one-player game with `settings` as the settings file, typing `lines`; returns stdout,
/// stderr and the exit status.
fn play(settings: &str, args: &[&str], lines: &str) -> (String, String, Option<i32>) {
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("config");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(config.join("settings.toml"), settings).unwrap();
    let mut child = common::sayzee_in(home.path())
        .args(["--rules", "yahtzee", "--player", "Ann", "--seed", "6"])
        .args(args)
        .args(["--no-sound", "--speech", "text"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sayzee starts");
    // A game that stops at once (a mistyped flag) may close its input before reading it.
    let _ = child.stdin.take().unwrap().write_all(lines.as_bytes());
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    (
        String::from_utf8(output.stdout).unwrap(),
        stderr,
        output.status.code(),
    )
}

#[test]
fn a_rebound_action_answers_to_its_new_key_only() {
    let (out, _, status) = play(
        "[keyboard.bindings]\nsay-turn = [\"x\"]\n",
        &[],
        "x\nt\nquit\n",
    );
    assert_eq!(status, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "Ann’s turn, round 1 of 13.", "{out}");
    // x now asks whose turn it is; t no longer does.
    assert_eq!(
        lines[1], "Ann’s turn, round 1 of 13, 3 rolls left.",
        "{out}"
    );
    assert_eq!(
        out.matches("Ann’s turn, round 1 of 13, 3 rolls left.")
            .count(),
        1,
        "{out}"
    );
}

#[test]
fn a_key_bound_to_two_actions_is_said_and_the_defaults_stay() {
    let (out, _, status) = play("[keyboard.bindings]\nhint = [\"t\"]\n", &[], "t\nquit\n");
    assert_eq!(status, Some(0));
    assert!(
        out.starts_with(
            "The settings file binds t to both say-turn and hint. The default keys stay.\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("Ann’s turn, round 1 of 13, 3 rolls left."),
        "t still asks whose turn it is: {out}"
    );
}

#[test]
fn an_unknown_layout_in_the_settings_is_ignored_and_said() {
    let (out, _, status) = play("[keyboard]\nlayout = \"dvorak\"\n", &[], "enter\nquit\n");
    assert_eq!(status, Some(0));
    assert!(
        out.starts_with(
            "In the settings file, keyboard.layout is ignored: There is no keyboard layout called “dvorak”."
        ),
        "{out}"
    );
    assert!(out.contains("Roll 1 of 3: 1, 2, 4, 4, 5."), "{out}");
}

#[test]
fn an_unknown_layout_on_the_command_line_stops_with_a_clear_message() {
    let (out, err, status) = play("", &["--keyboard", "dvorak"], "enter\n");
    assert_eq!(status, Some(2));
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains(
            "There is no keyboard layout called “dvorak”. The layouts are: us, uk, de, fr, es, it, sv."
        ),
        "{err}"
    );
}

#[test]
fn the_layout_flag_accepts_every_layout_and_its_aliases() {
    for name in ["us", "uk", "de", "fr", "es", "it", "sv", "AZERTY", "gb"] {
        let (out, err, status) = play("", &["--keyboard", name], "enter\nquit\n");
        assert_eq!(status, Some(0), "{name}: {err}");
        assert!(out.contains("Roll 1 of 3: "), "{name}: {out}");
    }
}
