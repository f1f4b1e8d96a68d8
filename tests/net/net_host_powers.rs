//! The host's powers over people, as the people at the table hear them: a person removed in the middle of a game
//! (the computer plays their seat to the end, and their token no longer takes it back), a person banned before
//! the start (refused under a look-alike of their name, and under another name from their address unless it was
//! at the table or is invited: their housemates keep watching and playing, a restart included), and the turn timer (a turn nobody plays is played by the computer, said to everyone). Real
//! `sayzee serve` and `sayzee join` processes; the hosts that act frame by frame are the test's own clients.

use crate::common;

use common::net::{Player, SEEDED, home};
use common::proxy::Proxy;
use common::server::Server;
#[cfg(target_os = "linux")]
use common::wire::greeted_from;
use common::wire::{Socket, create_table, greeted, next_error, next_such, said, send};
use sayzee::game::{Command, Event};
use sayzee::i18n::Message;
use sayzee::net::protocol::{ClientMessage, ErrorCode, ServerMessage};
use sayzee::rules::{Category, Preset};
use std::time::{Duration, Instant};

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

    // From Bo's address, under any name nobody invited: refused, to sit and to watch, without being told they
    // were the one banned.
    let mut zed = greeted(&server.address, "Zed");
    send(
        &mut zed,
        &ClientMessage::JoinTable {
            password: None,
            table: "Patio".into(),
            names: vec!["Zed".into()],
        },
    );
    assert_eq!(next_error(&mut zed), ErrorCode::BannedAddress);
    send(
        &mut zed,
        &ClientMessage::Spectate {
            password: None,
            table: "Patio".into(),
            name: None,
        },
    );
    assert_eq!(next_error(&mut zed), ErrorCode::BannedAddress);
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

/// `socket` asks to sit at `table` as `name`, or to watch it when `watch`.
fn come_to(socket: &mut Socket, table: &str, name: &str, watch: bool) {
    let message = match watch {
        true => ClientMessage::Spectate {
            password: None,
            table: table.into(),
            name: Some(name.into()),
        },
        false => ClientMessage::JoinTable {
            password: None,
            table: table.into(),
            names: vec![name.into()],
        },
    };
    send(socket, &message);
}

#[cfg(target_os = "linux")]
#[test]
fn a_ban_costs_the_banned_persons_housemates_nothing_before_or_after_a_restart() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("server");
    let mut server = Server::start(&data, "127.0.0.1:0", SEEDED);
    let mut eva = greeted_from(&server.address, "Eva", [127, 0, 0, 2]);
    make_table(&mut eva, "Casa", "Eva");
    // Dag watches and Gus sits, both from one household's address.
    let mut dag = greeted(&server.address, "Dag");
    come_to(&mut dag, "Casa", "Dag", true);
    next_such(&mut dag, |m| matches!(m, ServerMessage::Watching { .. }));
    let mut gus = greeted(&server.address, "Gus");
    come_to(&mut gus, "Casa", "Gus", false);
    next_such(&mut gus, |m| matches!(m, ServerMessage::Seated { .. }));
    send(&mut eva, &ClientMessage::Remove { seat: 1, ban: true });
    next_such(&mut eva, |m| {
        matches!(m, ServerMessage::PersonRemoved { .. })
    });
    // The host invites Ivy, Gus's housemate, after the ban.
    send(&mut eva, &ClientMessage::Invite { name: "Ivy".into() });
    std::thread::sleep(std::time::Duration::from_millis(300));
    server.kill();
    let server = Server::start(&data, "127.0.0.1:0", SEEDED);

    // Dag comes back to watch, as he was.
    let mut dag = greeted(&server.address, "Dag");
    come_to(&mut dag, "Casa", "Dag", true);
    next_such(&mut dag, |m| matches!(m, ServerMessage::Watching { .. }));
    // Ivy sits down on the host's invitation.
    let mut ivy = greeted(&server.address, "Ivy");
    come_to(&mut ivy, "Casa", "Ivy", false);
    next_such(&mut ivy, |m| matches!(m, ServerMessage::Seated { .. }));
    // Gus is refused as himself; a new name from his address hears that the table takes nobody new from there.
    let mut gus = greeted(&server.address, "Gus");
    come_to(&mut gus, "Casa", "Gus", true);
    assert_eq!(next_error(&mut gus), ErrorCode::Banned);
    let mut zed = greeted(&server.address, "Zed");
    come_to(&mut zed, "Casa", "Zed", false);
    assert_eq!(next_error(&mut zed), ErrorCode::BannedAddress);
    let told = Message::new(ErrorCode::BannedAddress.message_id().unwrap());
    assert!(said("en-US", &told).contains("If that was not you, ask the host to invite you"));
}

#[test]
fn a_watcher_refused_on_the_way_back_after_a_restart_hears_why_and_enter_leads_to_the_list() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("server");
    let mut server = Server::start(&data, "127.0.0.1:0", SEEDED);
    let address = server.address.clone();
    let mut eva = greeted(&address, "Eva");
    make_table(&mut eva, "Casa", "Eva");
    let mut dag = Player::join(
        &home(root.path(), "dag"),
        "en-US",
        &address,
        &["--name", "Dag", "--table", "Casa", "--spectate"],
    );
    dag.hear("You are watching");
    server.kill();
    dag.hear("The connection to the server is lost");
    // Back with room for one watcher, whom someone else takes before Dag's client is back.
    let _server = Server::start(
        &data,
        &address,
        &[SEEDED, &["--max-spectators", "1"][..]].concat(),
    );
    let mut zed = greeted(&address, "Zed");
    send(
        &mut zed,
        &ClientMessage::Spectate {
            password: None,
            table: "Casa".into(),
            name: None,
        },
    );
    next_such(&mut zed, |m| matches!(m, ServerMessage::Watching { .. }));
    dag.hear("That table already has 1 spectator, the most it takes.");
    dag.hear("Type enter for the list of tables, or quit to leave.");
    dag.type_line("enter");
    // On to the list, said as such: no "Goodbye." before sayzee connects again (play-test 4, F8).
    dag.hear("To the list of tables.");
    dag.hear("Tables you can watch:");
    let heard = dag.quit();
    let to_the_list = heard
        .iter()
        .position(|l| l == "To the list of tables.")
        .unwrap();
    let goodbye = heard.iter().position(|l| l == "Goodbye.");
    assert!(
        goodbye.is_some_and(|at| at > to_the_list + 2),
        "only when sayzee ends: {heard:#?}"
    );
}

#[test]
fn every_number_of_the_hosts_menu_is_picked_by_typing_it_past_the_six_die_keys() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mut olga = Player::host(
        &home(root.path(), "olga"),
        "en-US",
        &server.address,
        "Olga",
        "Attic",
        "yahtzee",
        &["--bot", "good"],
    );
    olga.hear("You are the host.");
    let mut people = Vec::new();
    for name in ["Rob", "Sam"] {
        let mut person = greeted(&server.address, name);
        come_to(&mut person, "Attic", name, false);
        next_such(&mut person, |m| matches!(m, ServerMessage::Seated { .. }));
        olga.hear(&format!("{name} has joined the table."));
        people.push(person);
    }
    // Start, then pass, remove and ban for Rob and for Sam, the timer and closing: nine lines.
    olga.type_line("host");
    olga.hear("7: remove Sam and ban them from the table.");
    olga.hear("9: close the table for everyone.");
    olga.type_line("7");
    olga.hear("Remove Sam and ban them from this table?");
    olga.type_line("7");
    olga.hear("The host removed Sam from the table and banned them from it.");
    // Sam gone, the timer is line 5 now; a number past the menu says which there are.
    olga.type_line("host");
    olga.type_line("12");
    olga.hear("Choose a number from 1 to 6.");
    olga.type_line("5");
    olga.hear("The host set a turn timer: 30 seconds without a move");
    olga.quit();
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

/// Ana, on a raw socket, plays her turn at once: a roll, and `category` marked.
fn play_turn(ana: &mut Socket, category: sayzee::rules::Category) {
    for command in [Command::Advance, Command::Mark(category)] {
        send(ana, &ClientMessage::Command { seat: 0, command });
        next_such(ana, |m| matches!(m, ServerMessage::Events { seat: 0, .. }));
    }
}

/// Waits on Ana's socket until the turn is hers again.
fn until_anas_turn(ana: &mut Socket) {
    next_such(ana, |m| match m {
        ServerMessage::Events { events, .. } => events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted { player: 0, .. })),
        _ => false,
    });
}

#[test]
fn the_turn_timer_is_said_at_the_turn_warns_before_it_runs_out_and_counts_from_the_return_after_a_restart()
 {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("server");
    let mut server = Server::start(&data, "127.0.0.1:0", SEEDED);
    let address = server.address.clone();
    let proxy = Proxy::to(&address);
    let mut ana = greeted(&address, "Ana");
    make_table(&mut ana, "Terrazza", "Ana");
    let mut luca = Player::join(
        &home(root.path(), "luca"),
        "it",
        &proxy.address,
        &["--name", "Luca", "--table", "Terrazza"],
    );
    next_such(&mut ana, |m| {
        matches!(m, ServerMessage::PersonJoined { .. })
    });
    send(&mut ana, &ClientMessage::TurnTimer { seconds: Some(10) });
    send(&mut ana, &ClientMessage::Start);
    play_turn(&mut ana, Category::Chance);

    // Luca's turn says the time a move has; before it runs out he hears how much is left (a third of ten
    // seconds), then that the computer plays for him (play-test 4, F2).
    let it = |message: Message| said("it", &message);
    luca.hear("Tocca a te, Luca: giro 1 di 13.");
    luca.hear(&it(
        Message::new("net-turn-timer-reminder").with("seconds", 10u32)
    ));
    luca.hear(&it(Message::new("net-turn-time-left-you")
        .with("name", "Luca")
        .with("seconds", 3u32)));
    luca.hear(&it(Message::new("net-timed-out-you").with("name", "Luca")));
    until_anas_turn(&mut ana);
    play_turn(&mut ana, Category::Ones);
    luca.hear("Tocca a te, Luca: giro 2 di 13.");

    // The server stops in Luca's turn and comes back; Luca's way to it stays cut six seconds longer. His ten
    // seconds count from his return, not from the server's (B14).
    server.kill();
    proxy.cut();
    luca.hear("La connessione al server si è interrotta");
    let _server = Server::start(&data, &address, SEEDED);
    std::thread::sleep(Duration::from_secs(6));
    let mended = Instant::now();
    proxy.mend();
    luca.hear(&it(Message::new("net-back-at-table")));
    luca.hear(&it(Message::new("net-timed-out-you").with("name", "Luca")));
    let timed_out_after = mended.elapsed();
    assert!(
        timed_out_after >= Duration::from_secs(10),
        "the timer ran out {timed_out_after:?} after the way back opened"
    );
    // The turn the timer played while Luca was here is not told again as played while he was away (B10).
    let heard = luca.quit();
    let away = it(Message::new("net-played-for")
        .with("name", "Luca")
        .with("marks", ""));
    let away = away.split(':').next().unwrap();
    assert!(
        !heard.iter().any(|line| line.starts_with(away)),
        "{heard:#?}"
    );
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
    // A name nobody here bears is muted too, and said to be nobody's yet: a typo is heard as one (play-test 4,
    // F10). Ann, seated here, was not.
    bo.type_line("mute Anna");
    bo.hear(&said(
        "it",
        &Message::new("net-muted-nobody-yet").with("name", "Anna"),
    ));
    let nobody = said(
        "it",
        &Message::new("net-muted-nobody-yet").with("name", "ann"),
    );
    assert!(!bo.transcript().contains(&nobody));
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
