//! Leaving, losing the connection and taking a mark back at a network table, as the play-test heard them: a lost
//! connection said as such, the start refused with whose seat is empty and for how long, the game begun with
//! `--start` said as begun and as "your turn", a mark taken back before a computer who plays next rolls, and a
//! spectator told that the game waits when nobody is left to be played for.
//! Real `sayzee serve` and `sayzee join` processes in line mode.

use crate::common;

use common::net::{Player, SEEDED, home};
use common::server::Server;

#[test]
fn a_lost_connection_is_said_as_such_and_the_start_says_whose_seat_waits_and_how_long() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(
        &root.path().join("server"),
        "127.0.0.1:0",
        &[SEEDED, &["--takeover-after", "30"][..]].concat(),
    );
    let olga_home = home(root.path(), "olga");
    let mut olga = Player::host(
        &olga_home,
        "en-US",
        &server.address,
        "Olga",
        "Garage",
        "yahtzee",
        &["--bot", "good"],
    );
    olga.hear("You are the host.");
    let mut quentin = Player::join(
        &home(root.path(), "quentin"),
        "en-US",
        &server.address,
        &["--name", "Quentin", "--table", "Garage"],
    );
    quentin.hear("You are at table “Garage”.");
    olga.hear("Quentin has joined the table.");
    quentin.kill();
    olga.hear("Quentin lost the connection; the seat waits for them.");
    olga.type_line("start");
    olga.hear("Quentin’s seat is empty. Wait for them to come back; if they are not back within");
    let refusal = olga
        .transcript()
        .into_iter()
        .find(|l| l.starts_with("Quentin’s seat is empty"))
        .unwrap();
    let seconds: u64 = refusal
        .split("within ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a number of seconds: {refusal}"));
    assert!(
        (1..=38).contains(&seconds),
        "what is left of the 30 s grace period, and the upkeep's look: {refusal}"
    );
    olga.quit();
}

#[test]
fn a_game_begun_at_once_is_said_as_begun_and_a_mark_is_taken_back_before_the_computer_rolls() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(
        &root.path().join("server"),
        "127.0.0.1:0",
        &[SEEDED, &["--undo-window", "20"][..]].concat(),
    );
    let ann_home = home(root.path(), "ann");
    let mut ann = Player::host(
        &ann_home,
        "en-US",
        &server.address,
        "Ann",
        "Quick",
        "yahtzee",
        &["--bot", "good", "--start"],
    );
    ann.hear("The game begins.");
    ann.hear("Your turn, Ann: round 1 of 13.");
    // T on your own turn says it is yours.
    ann.type_line("t");
    ann.hear("Your turn, Ann: round 1 of 13, 3 rolls left.");
    ann.type_line("enter");
    ann.hear("Roll 1 of 3:");
    ann.type_line("score chance");
    ann.hear("in Chance");
    // The computer plays next, and waits the undo window before it rolls: the mark can still be taken back.
    ann.type_line("undo");
    ann.hear("Undone: Ann’s");
    ann.hear("Back to roll 1 of 3:");
    let heard = ann.transcript();
    assert!(
        !heard.iter().any(|l| l.contains("Too late to undo")),
        "{heard:#?}"
    );
    ann.quit();
}

#[test]
fn a_spectator_hears_that_the_game_waits_when_nobody_is_left_to_be_played_for() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mia_home = home(root.path(), "mia");
    let mut mia = Player::host(
        &mia_home,
        "en-US",
        &server.address,
        "Mia",
        "Sofa",
        "yahtzee",
        &["--bot", "good", "--start"],
    );
    mia.hear("Your turn, Mia: round 1 of 13.");
    let mut sven = Player::join(
        &home(root.path(), "sven"),
        "sv",
        &server.address,
        &["--name", "Sven", "--spectate", "--table", "Sofa"],
    );
    sven.hear("Du tittar på bordet ”Sofa”.");
    mia.kill();
    sven.hear("Mia tappade anslutningen; platsen väntar på hen.");
    // Only a spectator is left: no computer takes Mia's seat, and T says the game waits for her.
    sven.type_line("t");
    sven.hear("Mia är borta; spelet väntar tills hen kommer tillbaka.");
    let heard = sven.transcript();
    assert!(
        !heard.iter().any(|l| l.contains("spelar datorn")),
        "{heard:#?}"
    );
    sven.quit();
}
