//! A player who only listens: it plays whole games of every preset through the real binary in line mode,
//! deciding everything from the printed en-US lines, as a blind player decides from speech. It never sees
//! the game's state: it reads the dice from the roll lines, picks the faces to reroll from what it heard and
//! checks each selection was confirmed, walks the box chooser hearing every open box with its points, marks
//! the box it heard would score most, and adds up the marks and bonuses it heard to check the final standings.
//!
//! It plays with full announcements and with brief ones (`verbosity = "brief"`), whose shorter lines must carry
//! the same facts: a roll its dice and number, a mark its box and points, a computer's turn its mark.
//!
//! If a line a player needs stopped carrying its facts (a roll without its dice, a box without its points, a
//! mark without its score), the listener cannot play on and the test fails with the transcript's tail.
//!
//! Every command is followed by `t` (whose turn, the round, the rolls left): its answer is the last line of
//! the response, so the listener knows the game is waiting without sleeping or peeking at anything.

//!
//! The listener's parts: `heard.rs` reads a printed line into what it says, `ears.rs` follows the game line by
//! line and keeps count of what was heard, `hands.rs` plays a turn and a game from it.

#[path = "../common/mod.rs"]
mod common;
mod ears;
mod hands;
mod heard;

use std::path::Path;

use ears::Listener;
use hands::Report;

/// Plays one seeded game of `preset` by ear with these players; returns what it showed.
fn listen_to(preset: &str, seed: u64, humans: &[&str], bots: &[&str], files: &Path) -> Report {
    listen_to_sheets(preset, seed, 1, humans, bots, files, false)
}

/// As [`listen_to`], each player filling `sheets` sheets.
fn listen_to_sheets(
    preset: &str,
    seed: u64,
    sheets: u32,
    humans: &[&str],
    bots: &[&str],
    files: &Path,
    brief: bool,
) -> Report {
    let seed = seed.to_string();
    let sheets = sheets.to_string();
    let mut args = vec!["--rules", preset, "--seed", &seed, "--sheets", &sheets];
    for human in humans {
        args.extend(["--player", human]);
    }
    for bot in bots {
        args.extend(["--bot", bot]);
    }
    let verbosity = if brief { "brief" } else { "full" };
    let label = format!(
        "{preset}, seed {seed}, {sheets} sheets, {humans:?} and bots {bots:?}, {verbosity}"
    );
    Listener::start(&label, &args, files, brief).play(humans)
}

/// Every preset with its number of boxes, and seeds that bring the Joker and Yahtzee bonuses where they
/// exist (the dice depend on the seed only, so these games replay the same in every build).
const GAMES: [(&str, usize, u64, u64); 6] = [
    // (preset, boxes, seed alone, seed for two)
    ("yahtzee", 13, 10, 46),
    ("yahtzee-free-joker", 13, 10, 46),
    ("classic", 13, 102, 202),
    ("classic-extra", 16, 103, 203),
    ("yatzy", 15, 104, 204),
    ("maxi-yatzy", 20, 3, 205),
];

/// The Joker games must have brought what they were chosen for.
fn check_joker_coverage(preset: &str, report: &Report) {
    match preset {
        "yahtzee" => {
            assert!(report.joker_narrowings > 0, "{preset}: {report:?}");
            assert!(report.jokers > 0, "{preset}: {report:?}");
            assert!(report.yahtzee_bonuses > 0, "{preset}: {report:?}");
        }
        "yahtzee-free-joker" => {
            assert_eq!(
                report.joker_narrowings, 0,
                "{preset}: a free Joker narrows nothing"
            );
            assert!(report.jokers > 0, "{preset}: {report:?}");
            assert!(report.yahtzee_bonuses > 0, "{preset}: {report:?}");
        }
        "maxi-yatzy" => assert!(report.rolls_saved > 0, "{preset}: {report:?}"),
        _ => assert_eq!(report.yahtzee_bonuses, 0, "{preset} has no Yahtzee bonus"),
    }
}

#[test]
fn a_listener_plays_every_preset_alone_to_the_end() {
    let files = tempfile::tempdir().unwrap();
    for (preset, boxes, seed, _) in GAMES {
        let report = listen_to(preset, seed, &["Ann"], &[], files.path());
        assert_eq!(report.turns as usize, boxes, "{preset}: one turn a box");
        assert_eq!(report.standings.len(), 1, "{preset}");
        check_joker_coverage(preset, &report);
        if preset == "yatzy" {
            // This game earns the upper bonus, so the final sum checks that it was said and counted.
            assert_eq!(report.upper_bonuses, 1, "{report:?}");
        }
    }
}

#[test]
fn two_listeners_share_the_keyboard_in_every_preset() {
    let files = tempfile::tempdir().unwrap();
    for (preset, boxes, _, seed) in GAMES {
        let report = listen_to(preset, seed, &["Ann", "Bo"], &[], files.path());
        assert_eq!(
            report.turns as usize,
            2 * boxes,
            "{preset}: one turn a box each"
        );
        assert_eq!(report.standings.len(), 2, "{preset}");
        check_joker_coverage(preset, &report);
    }
}

#[test]
fn a_listener_follows_the_computer_players_turns() {
    let files = tempfile::tempdir().unwrap();
    for (preset, boxes, seed, bots) in [
        ("yahtzee", 13, 300, &["good"][..]),
        // A beginner rerolls every die now and then, and this game ends in a tie.
        ("yatzy", 15, 176, &["beginner"][..]),
        ("maxi-yatzy", 20, 300, &["good", "casual"][..]),
    ] {
        let report = listen_to(preset, seed, &["Ann"], bots, files.path());
        assert_eq!(report.turns as usize, boxes, "{preset}: Ann’s turns only");
        assert_eq!(report.standings.len(), 1 + bots.len(), "{preset}");
        if preset == "yatzy" {
            assert!(report.computer_rerolls_all > 0, "{report:?}");
            assert_eq!(report.standings["Ann"], report.standings["Computer 1"]);
        }
    }
}

#[test]
fn a_listener_follows_a_match_of_several_sheets() {
    let files = tempfile::tempdir().unwrap();
    let report = listen_to_sheets("yatzy", 7, 2, &["Ann"], &["casual"], files.path(), false);
    assert_eq!(report.turns, 30, "two sheets of 15 boxes");
    assert_eq!(report.standings.len(), 2);
}

#[test]
fn a_listener_plays_to_the_end_hearing_only_brief_announcements() {
    let files = tempfile::tempdir().unwrap();
    // Alone with the Joker and Yahtzee bonuses; hot seat; with computers (whose turns are one line each);
    // saved rolls; a match of two sheets.
    let yahtzee = listen_to_sheets("yahtzee", 10, 1, &["Ann"], &[], files.path(), true);
    check_joker_coverage("yahtzee", &yahtzee);
    assert_eq!(yahtzee.turns, 13);
    let hot_seat = listen_to_sheets("yatzy", 204, 1, &["Ann", "Bo"], &[], files.path(), true);
    assert_eq!(hot_seat.standings.len(), 2);
    let computers = listen_to_sheets("yahtzee", 300, 1, &["Ann"], &["good"], files.path(), true);
    assert_eq!(computers.standings.len(), 2);
    assert_eq!(
        computers.computer_rerolls_all, 0,
        "no computer roll is said in brief"
    );
    let maxi = listen_to_sheets("maxi-yatzy", 3, 1, &["Ann"], &[], files.path(), true);
    check_joker_coverage("maxi-yatzy", &maxi);
    let sheets = listen_to_sheets("yatzy", 7, 2, &["Ann"], &["casual"], files.path(), true);
    assert_eq!(sheets.turns, 30);
}
