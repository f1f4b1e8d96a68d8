//! Tables that never stall, with real `sayzee serve` and `sayzee join` processes on 127.0.0.1 in line mode:
//! people who leave for good are replaced by a computer and the game still ends with a ranking for everyone;
//! the host role passes on and the host acts; finished and abandoned tables are closed and leave the list; names
//! cannot sit twice; a seat is taken back through another spelling of the server's address and through --table.

use crate::common;

use common::net::{Player, SEEDED, Watcher, assert_heard_in_order, home, play_one_command};
use common::server::Server;

use sayzee::game::Event;

const ANN: usize = 0;
const BO: usize = 1;

/// Flags for a server whose grace period and table lives are a test's seconds, not minutes.
fn quick(extra: &[&'static str]) -> Vec<&'static str> {
    let mut flags = SEEDED.to_vec();
    flags.extend(["--takeover-after", "1"]);
    flags.extend(extra);
    flags
}

/// Makes table `table` as Ann (yahtzee, no computer, `stand-in` casual), seated and hosting.
fn ann_makes(root: &std::path::Path, address: &str, table: &str) -> Player {
    ann_makes_with(root, address, table, &[])
}

/// As [`ann_makes`], with `extra` flags for Ann's `join`.
fn ann_makes_with(root: &std::path::Path, address: &str, table: &str, extra: &[&str]) -> Player {
    let flags = [
        &[
            "--name",
            "Ann",
            "--create",
            "--table",
            table,
            "--rules",
            "yahtzee",
            "--stand-in",
            "casual",
        ][..],
        extra,
    ]
    .concat();
    let mut ann = Player::join(&home(root, "ann"), "en-US", address, &flags);
    ann.hear("How many computer players");
    ann.type_line("");
    ann.hear("You are the host. Type start");
    ann
}

#[test]
fn a_four_person_table_where_two_leave_for_good_ends_with_a_ranking_for_everyone() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &quick(&[]));
    let address = server.address.clone();
    let mut ann = ann_makes(root.path(), &address, "Four");
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "fr",
        &address,
        &["--name", "Bo", "--table", "Four"],
    );
    bo.hear("En attente du lancement de la partie par Ann.");
    let cy = Player::join(
        &home(root.path(), "cy"),
        "de",
        &address,
        &["--name", "Cy", "--table", "Four"],
    );
    // Cy is seated before Di comes, so that the order of seats is known.
    ann.hear("Cy has joined the table.");
    let di = Player::join(
        &home(root.path(), "di"),
        "sv",
        &address,
        &["--name", "Di", "--table", "Four"],
    );
    ann.hear("Di has joined the table.");
    bo.hear("Di a rejoint la table.");
    // Before the start, T says who is seated and who starts.
    bo.type_line("t");
    bo.hear("La partie n’a pas commencé. À la table : Ann, Bo, Cy et Di.");
    let mut watcher = Watcher::watch(&address, "Four");
    watcher.until(|w| w.state.is_some());
    ann.type_line("start");
    ann.hear("The game begins.");
    watcher.until(|w| w.started);
    // Cy quits at once (the computer plays for Cy now); Di's connection is lost (after the grace period).
    cy.quit();
    ann.hear("Cy is away; the computer plays for Cy.");
    bo.hear("Cy n’est pas là ; l’ordinateur joue pour Cy.");
    di.kill();
    ann.hear("Di lost the connection; the seat waits for them.");
    ann.hear("Di is away; the computer plays for Di.");
    bo.hear("Di n’est pas là ; l’ordinateur joue pour Di.");
    let mut seats: Vec<(&[usize], &mut Player)> = vec![(&[ANN], &mut ann), (&[BO], &mut bo)];
    while play_one_command(&mut watcher, &mut seats) {}
    let over = watcher
        .batches
        .iter()
        .flat_map(|(events, _)| events)
        .any(|e| matches!(e, Event::GameOver { .. }));
    assert!(over, "the game ended");
    ann.hear("Game over.");
    bo.hear("Partie terminée.");
    // Everyone still at the table heard every mark, the computer's for Cy and Di included, and the ranking.
    assert_heard_in_order(
        &ann.transcript(),
        &watcher.marks_said("en-US", &[ANN]),
        "Ann",
    );
    assert_heard_in_order(&bo.transcript(), &watcher.marks_said("fr", &[BO]), "Bo");
    ann.quit();
    bo.quit();
}

#[test]
fn a_person_who_left_comes_back_in_another_run_and_hears_what_was_played_for_them() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &quick(&[]));
    let address = server.address.clone();
    let mut ann = ann_makes(root.path(), &address, "Back");
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "it",
        &address,
        &["--name", "Bo", "--table", "Back"],
    );
    bo.hear("In attesa");
    let mut watcher = Watcher::watch(&address, "Back");
    watcher.until(|w| w.state.is_some());
    ann.type_line("start");
    ann.hear("The game begins.");
    watcher.until(|w| w.started);
    // Bo leaves; the computer plays Bo's turns while Ann plays three of hers.
    bo.quit();
    ann.hear("Bo is away; the computer plays for Bo.");
    let mut marks = 0;
    let mut seats: Vec<(&[usize], &mut Player)> = vec![(&[ANN], &mut ann)];
    while marks < 4 {
        play_one_command(&mut watcher, &mut seats);
        marks = watcher
            .batches
            .iter()
            .flat_map(|(events, _)| events)
            .filter(|e| matches!(e, Event::Marked { .. }))
            .count();
    }
    // Bo comes back through "localhost" (the seat was taken through 127.0.0.1) and by --table.
    let port = address.rsplit_once(':').unwrap().1;
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "it",
        &format!("localhost:{port}"),
        &["--name", "Bo", "--table", "Back"],
    );
    bo.hear("Sei al tavolo «Back».");
    bo.hear("Mentre eri via, il computer ha giocato per Bo:");
    ann.hear("Bo is back and plays again.");
    ann.quit();
    bo.quit();
}

#[test]
fn the_maker_leaves_before_the_start_and_the_next_person_starts_and_a_leaver_is_gone() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &quick(&[]));
    let address = server.address.clone();
    let ann = ann_makes(root.path(), &address, "Early");
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "en-US",
        &address,
        &["--name", "Bo", "--table", "Early"],
    );
    bo.hear("Waiting for Ann to start the game.");
    let cy = Player::join(
        &home(root.path(), "cy"),
        "en-US",
        &address,
        &["--name", "Cy", "--table", "Early"],
    );
    bo.hear("Cy has joined the table.");
    cy.quit();
    bo.hear("Cy has left and given up the seat.");
    let goodbye = ann.quit();
    assert!(
        goodbye.iter().any(|l| l.contains("You gave up your seat")),
        "{goodbye:?}"
    );
    bo.hear("Ann has left and given up the seat.");
    bo.hear("Bo, you are the host now: you start the game.");
    bo.type_line("s");
    bo.hear("The game has not started. At the table: Bo.");
    bo.type_line("start");
    bo.hear("The game begins.");
    bo.hear("Your turn, Bo");
    bo.quit();
}

#[test]
fn the_host_moves_a_seat_to_a_computer_passes_the_role_and_the_person_takes_the_seat_back() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &quick(&[]));
    let address = server.address.clone();
    let mut ann = ann_makes(root.path(), &address, "Host");
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "en-US",
        &address,
        &["--name", "Bo", "--table", "Host"],
    );
    bo.hear("Waiting for Ann");
    ann.type_line("start");
    ann.hear("The game begins.");
    bo.type_line("host");
    bo.hear("Only the host can do that; Ann is the host.");
    ann.type_line("host");
    ann.hear("Host menu.");
    ann.hear("1: make Bo the host.");
    ann.hear("2: let the computer play for Bo.");
    ann.hear("3: remove Bo from the table.");
    ann.hear("4: remove Bo and ban them from the table.");
    ann.hear("5: set the turn timer to 30 seconds; now off.");
    ann.hear("6: close the table for everyone.");
    ann.type_line("2");
    ann.hear("The host let the computer play for Bo.");
    bo.hear("The computer plays for Bo now. Type roll to play again.");
    bo.type_line("roll");
    bo.hear("Bo, you play again.");
    ann.hear("Bo is back and plays again.");
    ann.type_line("host");
    ann.type_line("1");
    ann.hear("Bo is the host now.");
    bo.hear("Bo, you are the host now.");
    bo.type_line("host");
    bo.hear("6: close the table for everyone.");
    // The arrows reach every choice, however many there are: End, then Enter.
    bo.type_line("end");
    bo.hear("6: close the table for everyone.");
    // A game in progress is closed only once confirmed: one stray key never ends it for everyone.
    bo.type_line("enter");
    bo.hear("Close the table for everyone? The game ends for all and counts for nobody. Type 6 or enter again");
    bo.type_line("enter");
    ann.hear("The host closed the table.");
    bo.hear("The host closed the table.");
    // Enter at the closed table says the list of tables again, in the same run; the closed one is not on it.
    ann.hear("Type enter for the list of tables, or quit to leave.");
    ann.type_line("enter");
    ann.hear("No table is open on this server yet, so you make the first one.");
    ann.hear("Name of the new table? Press Enter for Ann.");
    ann.quit();
    bo.quit();
}

#[test]
fn names_cannot_sit_twice_a_taken_table_name_is_asked_again_and_full_tables_are_not_offered() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &quick(&[]));
    let address = server.address.clone();
    let mut ann = ann_makes(root.path(), &address, "Ann");
    // A second Ann: the name is taken at that table, and asked again.
    let mut other = Player::join(
        &home(root.path(), "ann2"),
        "en-US",
        &address,
        &["--name", "Ann", "--table", "Ann"],
    );
    other.hear("Ann is already at this table. Choose another name.");
    // Enter does not offer the name just refused, and typing it is refused here, before the server.
    other.hear("Your name? Press Enter for Player 1.");
    other.type_line("ann");
    other.hear("Ann is taken. Please choose another name.");
    other.type_line("Anna");
    other.hear("You are at table “Ann”.");
    ann.hear("Anna has joined the table.");
    // A new table through the questions: its name is asked first, Enter takes a free one.
    let mut eve = Player::join(
        &home(root.path(), "eve"),
        "en-US",
        &address,
        &["--name", "Ann"],
    );
    // The short question, then each choice on a line of its own, under what it does; Enter joins.
    eve.hear("What would you like to do? Enter joins table “Ann”.");
    eve.hear("Tables you can join:");
    eve.hear("1: “Ann”: Yahtzee, waiting to start, 6 free seats, with Ann and Anna.");
    eve.hear("0: make a new table.");
    // A wrong answer is told why, and the question comes once more, without the list.
    eve.type_line("7");
    eve.hear("“7” does not fit here: answer with a number from 0 to 1 or a table’s name.");
    eve.hear("What would you like to do? Enter joins table “Ann”.");
    eve.type_line("new");
    eve.hear("Name of the new table? Press Enter for Ann 2.");
    let lists = eve
        .transcript()
        .iter()
        .filter(|l| l.contains("Tables you can join:"))
        .count();
    assert_eq!(lists, 1, "the list is read once: {:#?}", eve.transcript());
    eve.type_line("Ann");
    eve.hear("A table called Ann is already open. Choose another name.");
    eve.type_line("");
    eve.hear("Which rules?");
    drop(eve);
    // A full table is offered to watch only.
    let mut flags = vec![
        "--name", "Zed", "--create", "--table", "Full", "--rules", "yatzy",
    ];
    for _ in 0..7 {
        flags.extend(["--bot", "casual"]);
    }
    let mut zed = Player::join(&home(root.path(), "zed"), "en-US", &address, &flags);
    zed.hear("You are the host.");
    let mut yan = Player::join(
        &home(root.path(), "yan"),
        "en-US",
        &address,
        &["--name", "Yan"],
    );
    yan.hear("What would you like to do?");
    yan.hear("make a new table.");
    let heard = yan.transcript().join("\n");
    let watch = heard
        .find("Tables you can watch:")
        .expect("a group to watch");
    assert!(heard[watch..].contains(": “Full”: Yatzy"), "{heard}");
    // A full table is under "watch" only: the group to join, if any, ends before it.
    assert!(!heard[..watch].contains("“Full”"), "{heard}");
    zed.quit();
    ann.quit();
    other.quit();
}

#[test]
fn finished_and_abandoned_tables_are_closed_and_leave_the_list() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(
        &root.path().join("server"),
        "127.0.0.1:0",
        &quick(&["--keep-finished", "0.02", "--keep-abandoned", "0.05"]),
    );
    let address = server.address.clone();
    // An abandoned table: its maker leaves a started game; nobody is there, and it is closed.
    let mut ann = ann_makes(root.path(), &address, "Lonely");
    ann.type_line("start");
    ann.hear("The game begins.");
    ann.quit();
    // A finished one: perfect computers play Di's seat out, then the table is closed while Di watches it end.
    let mut di = Player::join(
        &home(root.path(), "di"),
        "en-US",
        &address,
        &[
            "--name", "Di", "--create", "--table", "Quick", "--rules", "yahtzee", "--bot",
            "perfect", "--start",
        ],
    );
    di.hear("Your turn, Di: round 1 of 13");
    let mut watcher = Watcher::watch(&address, "Quick");
    watcher.until(|w| w.state.is_some());
    let mut seats: Vec<(&[usize], &mut Player)> = vec![(&[ANN], &mut di)];
    while play_one_command(&mut watcher, &mut seats) {}
    di.hear("The game is over and the table is now closed.");
    di.hear("You can still read the scores.");
    let closed = root.path().join("server/tables/closed");
    common::line_game::wait_for(|| std::fs::read_dir(&closed).is_ok_and(|d| d.count() == 2));
    let mut yan = Player::join(
        &home(root.path(), "yan"),
        "en-US",
        &address,
        &["--name", "Yan", "--spectate"],
    );
    yan.hear("There is no table to watch on this server.");
    di.quit();
}

/// The client's clock is test-sized (`--reconnect-every 1`: tries at most a second apart, "still trying" every
/// four seconds) so that the server can stay away past the longest wait and the notice without a real minute.
#[test]
fn a_server_away_past_the_longest_wait_is_found_again_by_the_client_by_itself() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("server");
    // The grace period outlasts the wait, so Ann's seat is still hers when the server is back.
    let patient = [SEEDED, &["--takeover-after", "600"]].concat();
    let mut server = Server::start(&data, "127.0.0.1:0", &patient);
    let address = server.address.clone();
    let mut ann = ann_makes_with(
        root.path(),
        &address,
        "Patience",
        &["--reconnect-every", "1"],
    );
    server.kill();
    ann.hear("The connection to the server is lost; sayzee keeps trying to reconnect. Type quit to stop.");
    ann.hear("Still trying to reach the server. Type quit to stop.");
    std::thread::sleep(std::time::Duration::from_secs(5));
    let _server = Server::start(&data, &address, &patient);
    ann.hear("Reconnected. You are back at the table.");
    ann.hear("You are the host. Type start");
    ann.type_line("start");
    ann.hear("The game begins.");
    ann.quit();
}
