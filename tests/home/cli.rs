//! The real `sayzee` binary's command line: what a user sees on stdout and stderr, and the exit status.

use crate::common;

use std::process::Output;

use common::{stderr, stdout};

fn sayzee(args: &[&str]) -> Output {
    let home = tempfile::tempdir().unwrap();
    common::run_in(home.path(), args)
}

#[test]
fn score_prints_every_box_of_a_yatzy_sheet_in_order() {
    let output = sayzee(&["score", "--rules", "yatzy", "15566"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "ones 1\ntwos 0\nthrees 0\nfours 0\nfives 10\nsixes 12\none-pair 12\ntwo-pairs 22\n\
         three-of-a-kind 0\nfour-of-a-kind 0\nsmall-straight 0\nlarge-straight 0\nfull-house 0\n\
         chance 23\nyahtzee 0\n"
    );
}

#[test]
fn score_takes_spaced_dice_and_defaults_to_official_yahtzee() {
    let together = sayzee(&["score", "22555"]);
    let spaced = sayzee(&["score", "2", "2", "5", "5", "5"]);
    let quoted = sayzee(&["score", "--rules", "yahtzee", "2 2 5 5 5"]);
    assert_eq!(stdout(&together), stdout(&spaced));
    assert_eq!(stdout(&together), stdout(&quoted));
    assert!(stdout(&together).contains("full-house 25\n"));
    assert!(stdout(&together).contains("three-of-a-kind 19\n"));
}

#[test]
fn score_json_is_an_object_in_sheet_order() {
    let output = sayzee(&["score", "--json", "--rules", "maxi-yatzy", "222555"]);
    assert!(output.status.success());
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["rules"], "maxi-yatzy");
    assert_eq!(value["dice"], serde_json::json!([2, 2, 2, 5, 5, 5]));
    assert_eq!(value["scores"]["villa"], 21);
    let ids: Vec<&String> = value["scores"].as_object().unwrap().keys().collect();
    assert_eq!(ids.len(), 20);
    assert_eq!(ids[0], "ones");
    assert_eq!(ids[19], "yahtzee");
}

/// Each bad input: the arguments, and words the message must contain.
#[test]
fn bad_input_gets_a_clear_message_and_exit_status_2() {
    let cases: [(&[&str], &[&str]); 6] = [
        (
            &["score", "--rules", "yatzy", "1556"],
            &["5 dice", "4 dice were given"],
        ),
        (
            &["score", "--rules", "maxi-yatzy", "15566"],
            &["6 dice", "5 dice were given"],
        ),
        (
            &["score", "--rules", "yatzy", "15576"],
            &["7 is not a die face", "1 to 6"],
        ),
        (&["score", "155a6"], &["“a” is not a die face"]),
        (
            &["score", "--rules", "yatzee", "15566"],
            &[
                "“yatzee”",
                "yahtzee, yahtzee-free-joker, classic, classic-extra, yatzy, maxi-yatzy",
            ],
        ),
        (
            &["score", "--rules", "yatzy", "0 0 0 0 0"],
            &["0 is not a die face"],
        ),
    ];
    for (args, words) in cases {
        let output = sayzee(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stdout(&output).is_empty(), "{args:?}");
        let message = stderr(&output);
        assert!(message.starts_with("Error: "), "{args:?}: {message}");
        for word in words {
            assert!(
                message.contains(word),
                "{args:?}: {message:?} lacks {word:?}"
            );
        }
        assert!(!message.contains("panicked"), "{message}");
    }
}

#[test]
fn messages_follow_the_language_asked_for() {
    let output = sayzee(&["--lang", "de", "score", "--rules", "yatzy", "1"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stderr(&output),
        "Fehler: Yatzy wird mit 5 Würfeln gespielt, aber 1 Würfel wurde angegeben: \
         Schreiben Sie 5 Augenzahlen, etwa 15566.\n"
    );
    let french = sayzee(&["--lang", "fr_FR.UTF-8", "score", "9"]);
    assert!(stderr(&french).starts_with("Erreur : 9 n’est pas une face de dé"));
}

#[test]
fn missing_dice_is_a_usage_error_not_a_panic() {
    let output = sayzee(&["score", "--rules", "yatzy"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(!stderr(&output).contains("panicked"));
}

#[test]
fn a_language_sayzee_does_not_speak_is_refused_like_any_other_flag() {
    for args in [
        &["--lang", "xx", "score", "12345"][..],
        &["--lang", "klingon"][..],
    ] {
        let output = sayzee(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(
            stderr(&output),
            "Error: sayzee does not speak “{}”. The languages are: en-US, fr, de, es, it, sv.\n"
                .replace("{}", args[1]),
            "{args:?}"
        );
        assert!(
            stdout(&output).is_empty(),
            "no question was asked: {args:?}"
        );
    }
    // A language with a region or a POSIX locale that sayzee speaks is taken.
    for lang in ["de-AT", "fr_FR.UTF-8", "SV"] {
        assert!(
            sayzee(&["--lang", lang, "score", "12345"]).status.success(),
            "{lang}"
        );
    }
}

#[test]
fn an_unknown_language_is_refused_in_the_system_s_language() {
    let home = tempfile::tempdir().unwrap();
    let output = common::sayzee_in(home.path())
        .env("LC_ALL", "fr_FR.UTF-8")
        .env("LANG", "fr_FR.UTF-8")
        .args(["--lang", "xx", "score", "12345"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stderr(&output),
        "Erreur : sayzee ne parle pas « xx ». Les langues sont : en-US, fr, de, es, it, sv.\n"
    );
}

#[test]
fn help_names_every_computer_level_where_a_level_is_asked() {
    for args in [&["--help"][..], &["join", "--help"][..]] {
        let output = sayzee(args);
        let help = stdout(&output);
        let bot = help
            .lines()
            .find(|line| line.contains("--bot"))
            .unwrap_or_else(|| panic!("{args:?}: {help}"));
        for skill in sayzee::game::Skill::ALL {
            assert!(
                bot.contains(skill.id()),
                "{args:?} leaves out {skill}: {bot}"
            );
        }
    }
}
