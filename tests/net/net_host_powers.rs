//! The host's powers over people, as the people at the table hear them: a person removed in the middle of a game
//! (the computer plays their seat to the end, and their token no longer takes it back), a person banned before
//! the start (refused under another name from their address, and under a look-alike of their name from
//! elsewhere), and the turn timer (a turn nobody plays is played by the computer, said to everyone). Real
//! `sayzee serve` and `sayzee join` processes; the hosts that act frame by frame are the test's own clients.

use crate::common;

use common::net::{Player, SEEDED, home};
use common::server::Server;
#[cfg(target_os = "linux")]
use common::wire::greeted_from;
use common::wire::{Socket, create_table, greeted, next_error, next_such, said, send};
use sayzee::i18n::Message;
use sayzee::net::protocol::{ClientMessage, ErrorCode, ServerMessage};
use sayzee::rules::Preset;

/// A client greeted as `name` from 127.0.0.1.
/// `socket` makes table `table` with one person, `person`, and is seated as its host.
fn make_table(socket: &mut Socket, table: &str, person: &str) {
    create_table(socket, table, Preset::Yahtzee, person);
    next_such(socket, |m| matches!(m, ServerMessage::Seated { .. }));
}

/// The seat tokens a `sayzee join` keeps in its data directory under `home` (the seat book's file).
fn tokens_kept(home: &std::path::Path) -> String {
    std::fs::read_to_string(home.join("data").join("network-seats.json")).unwrap_or_default()
}

#[test]
fn a_person_removed_in_the_middle_of_a_game_hears_it_in_german_and_the_computer_plays_their_seat_to_the_end()
 {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mut olga = Player::host(
        &home(root.path(), "olga"),
        "en-US",
        &server.address,
        "Olga",
        "Garage",
        "yahtzee",
        &["--bot", "good"],
    );
    olga.hear("You are the host.");
    let quentin_home = home(root.path(), "quentin");
    let mut quentin = Player::join(
        &quentin_home,
        "de",
        &server.address,
        &["--name", "Quentin", "--table", "Garage"],
    );
    olga.hear("Quentin has joined the table.");
    olga.type_line("start");
    quentin.hear(&said("de", &Message::new("net-started")));
    let book = tokens_kept(&quentin_home);
    let token = book
        .split('"')
        .skip_while(|part| *part != "token")
        .nth(2)
        .unwrap_or_else(|| panic!("a token in the seat book: {book}"))
        .to_string();

    // The host's menu: pass the role, give the seat to the computer, remove, remove and ban, the timer, close.
    olga.type_line("host");
    olga.hear("3: remove Quentin from the table.");
    olga.hear("4: remove Quentin and ban them from the table.");
    olga.type_line("3");
    olga.hear("Remove Quentin from the table? They cannot take their seat back;");
    olga.type_line("3");
    olga.hear(
        "The host removed Quentin from the table; the computer plays for Quentin to the end.",
    );
    quentin.hear(&said("de", &Message::new("net-you-were-removed")));

    // The token the seat book kept takes nothing back now.
    let mut again = greeted(&server.address, "Quentin");
    send(
        &mut again,
        &ClientMessage::Rejoin {
            token: token.into(),
        },
    );
    assert_eq!(next_error(&mut again), ErrorCode::BadToken);
    // And the game goes on: Olga plays her turn (enter rolls, then goes to the boxes, then marks the one it
    // names), the computer and the computer playing for Quentin theirs, and the second round comes back to her.
    for _ in 0..3 {
        olga.type_line("enter");
    }
    olga.hear("Quentin scores");
    olga.hear("Your turn, Olga: round 2 of 13.");
    assert!(
        server.logged("the host removed Quentin (banned: no)"),
        "the removal is logged: {:#?}",
        server.log()
    );
    olga.quit();
}

#[cfg(target_os = "linux")]
#[test]
fn a_person_banned_before_the_start_hears_it_in_spanish_and_is_refused_under_another_name_or_a_look_alike()
 {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mut ana = greeted_from(&server.address, "Ana", [127, 0, 0, 2]);
    make_table(&mut ana, "Patio", "Ana");
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "es",
        &server.address,
        &["--name", "Bo", "--table", "Patio"],
    );
    next_such(&mut ana, |m| {
        matches!(m, ServerMessage::PersonJoined { .. })
    });

    // Only the host may remove, and never herself.
    send(&mut ana, &ClientMessage::Remove { seat: 0, ban: true });
    assert_eq!(next_error(&mut ana), ErrorCode::NoSuchSeat);
    send(&mut ana, &ClientMessage::Remove { seat: 1, ban: true });
    let removed = next_such(&mut ana, |m| {
        matches!(m, ServerMessage::PersonRemoved { .. })
    });
    let ServerMessage::PersonRemoved {
        names,
        banned,
        snapshot,
    } = removed
    else {
        unreachable!()
    };
    assert_eq!((names, banned), (vec!["Bo".to_string()], true));
    assert_eq!(snapshot.seats.len(), 1, "before the start the seat is gone");
    bo.hear(&said("es", &Message::new("net-you-were-banned")));

    // From Bo's address, under any name: refused, to sit and to watch.
    let mut zed = greeted(&server.address, "Zed");
    send(
        &mut zed,
        &ClientMessage::JoinTable {
            password: None,
            table: "Patio".into(),
            names: vec!["Zed".into()],
        },
    );
    assert_eq!(next_error(&mut zed), ErrorCode::Banned);
    send(
        &mut zed,
        &ClientMessage::Spectate {
            password: None,
            table: "Patio".into(),
            name: None,
        },
    );
    assert_eq!(next_error(&mut zed), ErrorCode::Banned);
    // From elsewhere, a look-alike of the name is refused, and anyone else sits down.
    let mut b0 = greeted_from(&server.address, "Cy", [127, 0, 0, 3]);
    send(
        &mut b0,
        &ClientMessage::JoinTable {
            password: None,
            table: "Patio".into(),
            names: vec!["BO".into()],
        },
    );
    assert_eq!(next_error(&mut b0), ErrorCode::Banned);
    send(
        &mut b0,
        &ClientMessage::JoinTable {
            password: None,
            table: "Patio".into(),
            names: vec!["Cy".into()],
        },
    );
    next_such(&mut b0, |m| matches!(m, ServerMessage::Seated { .. }));
    bo.quit();
}

#[test]
fn a_turn_nobody_plays_within_the_timer_is_played_by_the_computer_and_said_in_italian() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mut ana = greeted(&server.address, "Ana");
    make_table(&mut ana, "Terrazza", "Ana");
    let mut luca = Player::join(
        &home(root.path(), "luca"),
        "it",
        &server.address,
        &["--name", "Luca", "--table", "Terrazza"],
    );
    next_such(&mut ana, |m| {
        matches!(m, ServerMessage::PersonJoined { .. })
    });
    send(&mut ana, &ClientMessage::TurnTimer { seconds: Some(5) });
    assert_eq!(
        next_error(&mut ana),
        ErrorCode::BadTurnTimer { min: 10, max: 600 }
    );
    send(&mut ana, &ClientMessage::TurnTimer { seconds: Some(10) });
    luca.hear(&said(
        "it",
        &Message::new("net-turn-timer-set").with("seconds", 10u32),
    ));
    send(&mut ana, &ClientMessage::Start);

    // Ana plays nothing: her turn is the computer's after ten seconds, and everyone hears it.
    let timed_out = next_such(&mut ana, |m| matches!(m, ServerMessage::TimedOut { .. }));
    assert_eq!(timed_out, ServerMessage::TimedOut { seat: 0 });
    luca.hear(&said(
        "it",
        &Message::new("net-timed-out").with("name", "Ana"),
    ));
    // Neither does Luca: he hears that his turn went to the computer, and plays again the next.
    luca.hear(&said(
        "it",
        &Message::new("net-timed-out-you").with("name", "Luca"),
    ));
    assert!(
        server.logged("the turn timer ran out for seat 1"),
        "each time out is logged: {:#?}",
        server.log()
    );
    luca.quit();
}

#[test]
fn a_person_mutes_another_for_themselves_and_hears_them_again_once_unmuted() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mut ann = Player::host(
        &home(root.path(), "ann"),
        "en-US",
        &server.address,
        "Ann",
        "Porch",
        "yatzy",
        &["--bot", "good"],
    );
    ann.hear("You are the host.");
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "it",
        &server.address,
        &["--name", "Bo", "--table", "Porch"],
    );
    ann.hear("Bo has joined the table.");
    bo.type_line("mute ann");
    bo.hear(&said(
        "it",
        &Message::new("net-you-muted-person").with("name", "ann"),
    ));
    ann.type_line("chat first line, not for Bo");
    ann.hear("first line, not for Bo");
    // Someone comes to watch after that line: once Bo hears of them, the line has reached him (and was not said).
    let mut cy = greeted(&server.address, "Cy");
    send(
        &mut cy,
        &ClientMessage::Spectate {
            table: "Porch".into(),
            name: None,
            password: None,
        },
    );
    bo.hear(&said(
        "it",
        &Message::new("net-spectator-arrived").with("name", "Cy"),
    ));
    bo.type_line("unmute Ann");
    bo.hear(&said(
        "it",
        &Message::new("net-you-unmuted-person").with("name", "Ann"),
    ));
    ann.type_line("chat second line");
    // The server sends in order: once the second line is heard, the first was heard before it or not at all.
    bo.hear("second line");
    let heard = bo.quit();
    assert!(
        !heard.iter().any(|line| line.contains("first line")),
        "{heard:#?}"
    );
    ann.quit();
}
