//! Network play end to end: `sayzee serve` on 127.0.0.1 and real `sayzee join` processes in line mode, each in
//! its own language, typed to as a person would and listened to line by line. The test follows the table with a
//! spectator connection of its own, so it knows whose turn it is and what each client should have said.
//!
//! A whole yatzy game: Ann in English, Hans and Grete at one German keyboard, Marie watching in French, and a
//! computer; every transcript holds the same marks and ranking in its own language. Then the server killed
//! mid-game and started again, and a client killed mid-turn: the game ends as it would have without the kill.

use crate::common;

use common::net::{Player, SEEDED, Watcher, assert_heard_in_order, home, play_one_command};
use common::server::Server;

use std::path::Path;

use sayzee::game::GameState;

#[test]
fn three_clients_in_three_languages_play_a_whole_game_with_a_computer() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let address = server.address.clone();
    let mut ann = Player::join(
        &home(root.path(), "ann"),
        "en-US",
        &address,
        &[
            "--name", "Ann", "--create", "--table", "Kitchen", "--rules", "yatzy", "--bot",
            "perfect",
        ],
    );
    ann.hear("You are the host. Type start");
    // Two people at one German keyboard: the second name is asked.
    let mut hans = Player::join(
        &home(root.path(), "hans"),
        "de",
        &address,
        &["--name", "Hans", "--seats", "2", "--table", "Kitchen"],
    );
    hans.hear("Spieler 2");
    hans.type_line("Grete");
    hans.hear("Warten, bis Ann das Spiel startet.");
    ann.hear("Hans has joined the table.");
    ann.hear("Grete has joined the table.");
    let mut marie = Player::join(
        &home(root.path(), "marie"),
        "fr",
        &address,
        &["--name", "Marie", "--spectate", "--table", "Kitchen"],
    );
    marie.hear("Vous regardez la table « Kitchen »");
    let mut watcher = Watcher::watch(&address, "Kitchen");
    watcher.until(|w| w.state.is_some());

    ann.type_line("start");
    for player in [&mut ann, &mut hans, &mut marie] {
        player.hear("Ann");
    }
    watcher.until(|w| w.started && w.batches.is_empty());
    // The spectator cannot act; a chat line reaches everyone, in each one's words.
    marie.type_line("roll");
    marie.hear("vous ne pouvez donc pas jouer");
    hans.type_line("chat Viel Glück!");
    ann.hear("Hans says: Viel Glück!");
    marie.hear("Hans dit : Viel Glück!");
    hans.hear("Hans sagt: Viel Glück!");

    // Seats: Ann 0, the computer 1, Hans 2 and Grete 3 (who joined after the table was made).
    let seats_of = |state: &GameState, name: &str| {
        state
            .config()
            .players
            .iter()
            .position(|p| p.name.as_str() == name)
            .unwrap()
    };
    watcher.until(|w| w.state.is_some());
    let (a, h, g) = (
        seats_of(watcher.state(), "Ann"),
        seats_of(watcher.state(), "Hans"),
        seats_of(watcher.state(), "Grete"),
    );
    {
        let (english, german) = ([a], [h, g]);
        let mut seats: Vec<(&[usize], &mut Player)> =
            vec![(&english, &mut ann), (&german, &mut hans)];
        while play_one_command(&mut watcher, &mut seats) {}
    }
    assert!(watcher.state().is_over(), "the game reached its end");
    let (english, german, french) = (vec![a], vec![h, g], vec![]);
    for (player, locale, here) in [
        (&mut ann, "en-US", &english),
        (&mut hans, "de", &german),
        (&mut marie, "fr", &french),
    ] {
        let last = watcher.marks_said(locale, here).last().cloned().unwrap();
        player.hear(&last);
    }
    let heard = [
        ("Ann", "en-US", &english, ann.quit()),
        ("Hans", "de", &german, hans.quit()),
        ("Marie", "fr", &french, marie.quit()),
    ];
    for (who, locale, here, transcript) in &heard {
        let said = watcher.marks_said(locale, here);
        assert!(said.len() >= 60, "every mark of four players is said");
        assert_heard_in_order(transcript, &said, who);
    }
}

/// Plays the script the test plays at table "Duo" (Ann and Bo, one client each) until `stop` says so.
fn play_duo_until(
    watcher: &mut Watcher,
    ann: &mut Player,
    bo: &mut Player,
    stop: impl Fn(&Watcher) -> bool,
) {
    while !stop(watcher) && watcher.state().turn().is_some() {
        let mut seats: Vec<(&[usize], &mut Player)> = vec![(&[ANN], &mut *ann), (&[BO], &mut *bo)];
        if !play_one_command(watcher, &mut seats) {
            break;
        }
    }
}

/// Ann's seat at "Duo"; the computer sits next, and Bo, who joined after the table was made, last.
const ANN: usize = 0;
const BO: usize = 2;

/// Ann makes "Duo" (with a perfect computer, whose play depends on nothing but the game) and Bo joins; the game starts. Returns the two players and the watcher.
fn duo(root: &Path, address: &str, tag: &str) -> (Player, Player, Watcher) {
    let mut ann = Player::join(
        &root.join(format!("ann-{tag}")),
        "en-US",
        address,
        &[
            "--name", "Ann", "--create", "--table", "Duo", "--rules", "yatzy", "--bot", "perfect",
        ],
    );
    ann.hear("You are the host. Type start");
    let mut bo = Player::join(
        &root.join(format!("bo-{tag}")),
        "sv",
        address,
        &["--name", "Bo", "--table", "Duo"],
    );
    bo.hear("Väntar på att Ann ska starta spelet.");
    let mut watcher = Watcher::watch(address, "Duo");
    watcher.until(|w| w.state.is_some());
    ann.type_line("start");
    ann.hear("The game begins.");
    watcher.until(|w| w.started);
    (ann, bo, watcher)
}

#[test]
fn a_killed_server_comes_back_and_the_game_ends_as_it_would_have() {
    let root = tempfile::tempdir().unwrap();
    // The run without a kill, for comparison.
    let (reference_sheets, reference_throws, reference_reviews) = {
        let server = Server::start(&root.path().join("reference"), "127.0.0.1:0", SEEDED);
        let (mut ann, mut bo, mut watcher) = duo(root.path(), &server.address, "reference");
        play_duo_until(&mut watcher, &mut ann, &mut bo, |_| false);
        assert!(watcher.state().is_over());
        let reviews = [
            reviewed(&mut ann, "points given away against perfect play."),
            reviewed(&mut bo, "poäng bortgivna jämfört med perfekt spel."),
        ];
        // Guests both: each heard why no rating comes, as the game ended (play-test 4, F16).
        for (player, line) in [
            (&ann, "Only names with an owner are rated on this server."),
            (
                &bo,
                "På den här servern får bara namn med en ägare en rating.",
            ),
        ] {
            let heard = player.transcript();
            assert!(heard.iter().any(|l| l.starts_with(line)), "{heard:#?}");
        }
        (
            watcher.state().players().to_vec(),
            watcher.throws(),
            reviews,
        )
    };

    let data = root.path().join("killed");
    let mut server = Server::start(&data, "127.0.0.1:0", SEEDED);
    let address = server.address.clone();
    let (mut ann, mut bo, mut watcher) = duo(root.path(), &address, "killed");
    // Some rounds into the game: Bo's turn, after his first roll.
    play_duo_until(&mut watcher, &mut ann, &mut bo, |w| {
        w.throws().len() >= 20
            && w.state()
                .turn()
                .is_some_and(|t| t.player == BO && t.dice.is_some())
    });
    let before = watcher.state().clone();
    let throws_before = watcher.throws();
    server.kill();
    ann.hear("The connection to the server is lost; sayzee keeps trying");
    bo.hear("Anslutningen till servern bröts; sayzee försöker fortfarande");
    let _server = Server::start(&data, &address, SEEDED);
    ann.hear("Reconnected. You are back at the table.");
    bo.hear("Ansluten igen. Du sitter vid bordet igen.");
    let mut watcher = {
        let mut watcher = Watcher::watch(&address, "Duo");
        watcher.until(|w| w.state.is_some());
        assert_eq!(
            watcher.state().players(),
            before.players(),
            "the same sheets after the restart"
        );
        assert_eq!(
            watcher.state().turn(),
            before.turn(),
            "the same turn and dice"
        );
        watcher.batches.clear();
        watcher
    };
    play_duo_until(&mut watcher, &mut ann, &mut bo, |_| false);
    assert!(watcher.state().is_over(), "the game ends after the restart");
    let mut throws = throws_before;
    throws.extend(watcher.throws());
    assert_eq!(
        throws, reference_throws,
        "the same dice as the run without the kill"
    );
    assert_eq!(
        watcher.state().players(),
        &reference_sheets[..],
        "the same sheets at the end"
    );
    // The review after the game weighs the whole game, the rounds before the restart too (play-test 4, B2).
    let reviews = [
        reviewed(&mut ann, "points given away against perfect play."),
        reviewed(&mut bo, "poäng bortgivna jämfört med perfekt spel."),
    ];
    assert_eq!(reviews, reference_reviews);
    ann.quit();
    bo.quit();
}

/// The review's summary `player` hears after the game: the line that ends with `ending`, waited for.
fn reviewed(player: &mut Player, ending: &str) -> String {
    player.hear(ending);
    let heard = player.transcript();
    heard
        .iter()
        .rev()
        .find(|line| line.ends_with(ending))
        .cloned()
        .unwrap_or_else(|| panic!("no review summary in {heard:#?}"))
}

#[test]
fn a_client_killed_mid_turn_takes_its_seat_back_by_token() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let address = server.address.clone();
    let (mut ann, mut bo, mut watcher) = duo(root.path(), &address, "kill");
    // Ann plays her turn; Bo rolls once and is killed.
    play_duo_until(&mut watcher, &mut ann, &mut bo, |w| {
        w.state()
            .turn()
            .is_some_and(|t| t.player == BO && t.dice.is_some())
    });
    let dice = watcher.state().turn().unwrap().dice;
    bo.kill();
    ann.hear("Bo lost the connection; the seat waits for them.");
    // Bo starts sayzee join again with the same files: it offers the seat, and Enter takes it.
    let mut bo = Player::join(
        &root.path().join("bo-kill"),
        "sv",
        &address,
        &["--name", "Bo"],
    );
    bo.hear("gå tillbaka till bordet ”Duo”, där du spelar som Bo");
    bo.type_line("");
    bo.hear("Du sitter vid bordet ”Duo”.");
    // His own turn, said as his, and the scores, since the marks made while he was away are not known here.
    bo.hear("Din tur, Bo: omgång 1 av 15, 2 slag kvar.");
    bo.hear("Poäng:");
    ann.hear("Bo is back.");
    // The new client heard where play stands, not the moves before it came.
    watcher.batches.clear();
    watcher.until(|w| w.state().turn().is_some_and(|t| t.dice == dice));
    // The turn goes on where it stopped: the chooser opens and the box is marked.
    let mut seats: Vec<(&[usize], &mut Player)> = vec![(&[ANN], &mut ann), (&[BO], &mut bo)];
    play_one_command(&mut watcher, &mut seats);
    play_one_command(&mut watcher, &mut seats);
    watcher.until(|w| w.state().turn().is_some_and(|t| t.player == ANN));
    // Bo's client has heard his mark too (the watcher can hear it first), so the review below weighs it.
    bo.hear("Nu spelar Ann, omgång 2 av 15.");
    // The review holds the turn begun by the client that was killed: its first roll comes first (B2).
    bo.type_line("review");
    bo.hear("Bo: ");
    bo.hear("1 av ");
    let first = bo
        .transcript()
        .into_iter()
        .find(|line| line.starts_with("1 av "));
    assert!(
        first
            .as_deref()
            .is_some_and(|line| line.contains(". Omgång 1, första slaget: ")),
        "{first:?}"
    );
    ann.quit();
    bo.quit();
}
