//! What a newcomer meets before play (play-test 3): the server tried before any question, wrong addresses and a
//! port that never answers said as such, one length for table names everywhere, a seat given up not offered back,
//! the name used last offered again, tables nobody is at not joined by Enter, a server that dies while the
//! lobby's question is open waited for, with what was typed meanwhile answering nothing, and a table nobody can
//! play any more closed at the next start rather than called damaged. Real `sayzee serve` and
//! `sayzee join` processes in line mode.

use std::time::{Duration, Instant};

use crate::common;

use common::net::{Player, SEEDED, home};
use common::server::Server;

/// Makes table `table` as `name` (Yahtzee, no computer), seated and hosting.
fn makes(root: &std::path::Path, address: &str, name: &str, table: &str) -> Player {
    let home = home(root, &name.to_lowercase());
    let mut maker = Player::host(&home, "en-US", address, name, table, "yahtzee", &[]);
    maker.hear("You are the host.");
    maker
}

/// `sayzee join ADDRESS` with nothing typed, to its end: what it printed and its exit code.
fn join_once(root: &std::path::Path, address: &str) -> (String, Option<i32>) {
    let mut command = common::sayzee_in(&home(root, "once"));
    command.args([
        "--lang",
        "en-US",
        "join",
        address,
        "--speech",
        "text",
        "--no-sound",
    ]);
    let (out, err, code) = common::typed_text(command, "Newbie\nquit\n");
    (format!("{out}{err}"), code)
}

#[test]
fn wrong_addresses_are_said_as_such_and_the_server_is_tried_before_any_question() {
    let root = tempfile::tempdir().unwrap();
    let (said, code) = join_once(root.path(), "127.0.0.1:abc");
    assert!(
        said.contains("“abc” is not a port: the port must be a number from 1 to 65535."),
        "{said}"
    );
    assert_eq!(code, Some(2), "{said}");
    let (said, _) = join_once(root.path(), "127.0.0.1:99999");
    assert!(said.contains("“99999” is not a port"), "{said}");
    let (said, _) = join_once(root.path(), "127.0.0.1:17419/");
    assert!(
        said.contains("“127.0.0.1:17419/” is not a server’s address"),
        "{said}"
    );
    // Nothing listens: the newcomer is told so before being asked anything.
    let free = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = free.local_addr().unwrap().to_string();
    drop(free);
    let (said, _) = join_once(root.path(), &address);
    assert!(said.contains("No sayzee server answers at"), "{said}");
    assert!(!said.contains("Your name?"), "no question first: {said}");
}

#[test]
fn an_address_that_takes_the_connection_and_never_answers_is_no_server_within_seconds() {
    let root = tempfile::tempdir().unwrap();
    // Another service on the port: it takes the connection and says nothing.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = silent.local_addr().unwrap().to_string();
    let held = std::thread::spawn(move || {
        let kept: Vec<_> = silent.incoming().take(1).collect();
        std::thread::sleep(Duration::from_secs(60));
        drop(kept);
    });
    let began = Instant::now();
    let (said, code) = join_once(root.path(), &address);
    assert!(
        said.contains(&format!("No sayzee server answers at {address}.")),
        "{said}"
    );
    assert_eq!(code, Some(2), "{said}");
    assert!(
        began.elapsed() < Duration::from_secs(50),
        "join gave up by itself, long before the listener let go"
    );
    drop(held);
}

#[test]
fn a_table_name_has_one_length_everywhere_and_is_never_cut() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let long = "The Extraordinarily Long Named Table Of The Friday Evening Yahtzee Club";
    // By flag: refused before anything is asked or connected.
    let (said, code) = {
        let mut command = common::sayzee_in(&home(root.path(), "dave"));
        command.args([
            "--lang",
            "en-US",
            "join",
            &server.address,
            "--speech",
            "text",
            "--no-sound",
            "--name",
            "Dave",
            "--create",
            "--table",
            long,
        ]);
        let (out, err, code) = common::typed_text(command, "");
        (format!("{out}{err}"), code)
    };
    assert!(
        said.contains("A table’s name can have at most 40 characters. Choose a shorter one."),
        "{said}"
    );
    assert_eq!(code, Some(2));
    // By the question: said, and asked again; a name of 40 characters is kept whole.
    let mut eve = Player::join(
        &home(root.path(), "eve"),
        "en-US",
        &server.address,
        &[
            "--name",
            "Eve",
            "--create",
            "--rules",
            "yahtzee",
            "--stand-in",
            "good",
        ],
    );
    eve.hear("Name of the new table?");
    eve.type_line(long);
    eve.hear("A table’s name can have at most 40 characters.");
    let forty = "The Extraordinarily Long Named Table One";
    assert_eq!(forty.chars().count(), 40);
    eve.type_line(forty);
    eve.hear("How many computer players");
    eve.type_line("");
    eve.hear(&format!("You are at table “{forty}”."));
    // The lobby reads it whole, and the name heard finds it.
    let mut fred = Player::join(
        &home(root.path(), "fred"),
        "en-US",
        &server.address,
        &["--name", "Fred"],
    );
    fred.hear(&format!("1: “{forty}”: Yahtzee"));
    fred.type_line(&forty.to_uppercase());
    fred.hear(&format!("You are at table “{forty}”."));
    eve.quit();
    fred.quit();
}

#[test]
fn a_seat_given_up_is_not_offered_back_and_the_name_used_last_is() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(
        &root.path().join("server"),
        "127.0.0.1:0",
        &[SEEDED, &["--takeover-after", "1"][..]].concat(),
    );
    let mut olga = makes(root.path(), &server.address, "Olga", "Garage");
    let mut quentin = Player::join(
        &home(root.path(), "quentin"),
        "en-US",
        &server.address,
        &["--table", "Garage"],
    );
    quentin.hear("Your name? Press Enter for Player 1.");
    quentin.type_line("Quentin");
    quentin.hear("You are at table “Garage”.");
    // Killed before the start: after the grace period the seat is given up.
    quentin.kill();
    olga.hear("Quentin has left and given up the seat.");
    // Back on the same keyboard: no seat of his is offered, Enter joins the table where Olga waits, and the
    // name he used last is the one Enter gives.
    let mut again = Player::join(&home(root.path(), "quentin"), "en-US", &server.address, &[]);
    again.hear("What would you like to do? Enter joins table “Garage”.");
    again.hear("0: make a new table.");
    let heard = again.transcript();
    assert!(
        !heard.iter().any(|l| l.contains("Your seats")),
        "{heard:#?}"
    );
    again.type_line("");
    again.hear("Your name? Press Enter for Quentin.");
    again.type_line("");
    again.hear("You are at table “Garage”.");
    olga.hear("Quentin has joined the table.");
    again.quit();
    olga.quit();
}

#[test]
fn enter_joins_a_table_where_someone_waits_not_one_nobody_is_at() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    // "Attic" comes first by name, but its maker's connection is gone; Pia waits at "Patio".
    let attic = makes(root.path(), &server.address, "Abe", "Attic");
    attic.kill();
    let mut pia = makes(root.path(), &server.address, "Pia", "Patio");
    let mut newcomer = Player::join(
        &home(root.path(), "newcomer"),
        "en-US",
        &server.address,
        &["--name", "Nia"],
    );
    newcomer.hear("What would you like to do? Enter joins table “Patio”.");
    newcomer.hear("1: “Patio”: Yahtzee, waiting to start, 7 free seats, with Pia.");
    newcomer.hear(
        "2: “Attic”: Yahtzee, waiting to start, 7 free seats, with Abe; nobody is there now.",
    );
    newcomer.type_line("");
    pia.hear("Nia has joined the table.");
    newcomer.quit();
    pia.quit();
}

#[test]
fn a_server_that_dies_at_the_lobby_question_is_waited_for_and_lines_typed_meanwhile_answer_nothing()
{
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("server");
    let mut server = Server::start(&data, "127.0.0.1:0", SEEDED);
    let address = server.address.clone();
    let mut pia = makes(root.path(), &address, "Pia", "Patio");
    let mut lob = Player::join(
        &home(root.path(), "lob"),
        "en-US",
        &address,
        &["--name", "Lob", "--reconnect-every", "1"],
    );
    lob.hear("0: make a new table.");
    server.kill();
    // The answer meets a lost connection: said at once, not as the server's trouble.
    lob.type_line("1");
    lob.hear("The connection to the server is lost.");
    lob.type_line("0");
    lob.hear("Not yet: the server is not back. That line is not used.");
    let _server = Server::start(&data, &address, SEEDED);
    lob.hear("The server is back.");
    // The real list again, the question asked again; "0" typed while away made no table.
    lob.hear("1: “Patio”: Yahtzee");
    let heard = lob.transcript();
    assert!(
        !heard.iter().any(|l| l.contains("No table is open")
            || l.contains("Name of the new table")
            || l.contains("has a problem")),
        "{heard:#?}"
    );
    pia.hear("Reconnected.");
    // (Pia may not have been back yet when the list was said, so the table is chosen by its number.)
    lob.type_line("1");
    lob.hear("You are at table “Patio”.");
    pia.hear("Lob has joined the table.");
    lob.quit();
    pia.quit();
}

#[test]
fn a_table_saved_after_its_last_person_left_is_closed_at_the_next_start_not_called_damaged() {
    use sayzee::server::{Database, TableStore, database_path};
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("server");
    let mut server = Server::start(&data, "127.0.0.1:0", SEEDED);
    let eve = makes(root.path(), &server.address, "Eve", "Attic");
    drop(eve);
    server.kill();
    // As the server saves it when its last person gives the seat up before the start, and dies in the second
    // before its upkeep closes it: not started, no person seat left.
    let store = Database::open(&database_path(&data.join("server")), 0).unwrap();
    let mut saved = store.load().unwrap();
    assert_eq!(saved.len(), 1);
    let mut table: serde_json::Value = serde_json::from_slice(&saved[0].1).unwrap();
    table["seats"] = serde_json::json!([]);
    saved[0].1 = serde_json::to_vec(&table).unwrap();
    store.save(&saved).unwrap();
    drop(store);
    let server = Server::start(&data, "127.0.0.1:0", SEEDED);
    let closed = data.join("server").join("tables").join("closed");
    let deadline = Instant::now() + Duration::from_secs(30);
    while std::fs::read_dir(&closed).map_or(0, |files| files.count()) == 0 {
        assert!(Instant::now() < deadline, "{:#?}", server.log());
        std::thread::sleep(Duration::from_millis(50));
    }
    // Closed, not restored: the lobby has no table, and its last state is among the closed tables.
    let mut lob = Player::join(
        &home(root.path(), "lob"),
        "en-US",
        &server.address,
        &["--name", "Lob"],
    );
    lob.hear("No table is open on this server yet");
    drop(lob);
    // The name is free again: Fred makes a table by it.
    makes(root.path(), &server.address, "Fred", "Attic").quit();
}

#[test]
fn join_asks_the_language_when_nothing_chose_it_and_l_keeps_the_one_switched_to() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mia = home(root.path(), "mia");
    let mut command = common::sayzee_in(&mia);
    command.args([
        "join",
        &server.address,
        "--speech",
        "text",
        "--no-sound",
        "--name",
        "Mia",
        "--create",
        "--table",
        "Canapé",
        "--rules",
        "yahtzee",
        "--bot",
        "good",
        "--stand-in",
        "good",
        "--start",
    ]);
    let (out, _, code) = common::typed_text(command, "français\nl\nquit\n");
    assert_eq!(code, Some(0), "{out}");
    assert!(out.starts_with("Which language?"), "{out}");
    assert!(
        out.contains("Connexion établie"),
        "the answer chose French: {out}"
    );
    assert!(
        out.contains("Sprache: Deutsch."),
        "L switched to German: {out}"
    );
    // The language switched to is the settings' now, so the next game speaks it without being asked.
    let settings = std::fs::read_to_string(mia.join("config").join("settings.toml")).unwrap();
    assert!(settings.contains("language = \"de\""), "{settings}");
    let mut again = common::sayzee_in(&mia);
    again.args(["join", &server.address, "--speech", "text", "--no-sound"]);
    let (out, _, _) = common::typed_text(again, "quit\n");
    assert!(out.starts_with("Verbunden mit"), "{out}");
}
