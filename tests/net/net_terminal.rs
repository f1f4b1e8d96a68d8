//! `sayzee join` in a pseudo-terminal, played key by key in raw mode against a real `sayzee serve`: the chat key
//! opens a one-line prompt that takes characters as typed (not as game keys), Escape gives it up, Enter sends
//! it; the game's keys work as at home; and Ctrl+Q says the seat is kept.
#![cfg(unix)]

use crate::common;

use std::time::Duration;

use common::server::Server;
use expectrl::{Expect, Session};

fn expect(pty: &mut expectrl::session::OsSession, text: &str) {
    if let Err(error) = pty.expect(text) {
        panic!("waiting for {text:?}: {error}");
    }
}

#[test]
fn chat_takes_typed_characters_and_the_game_keys_work_at_a_network_table() {
    let root = tempfile::tempdir().unwrap();
    let (_server, mut pty) = ann_at_den(root.path());

    // C opens the prompt; "s" and "1" there are letters of the message, not the scores or a die.
    pty.send("c").unwrap();
    expect(
        &mut pty,
        "Type your message, then press Enter. Escape cancels.",
    );
    pty.send("xs1").unwrap();
    pty.send("\x1b").unwrap();
    expect(&mut pty, "No message sent.");
    pty.send("c").unwrap();
    expect(&mut pty, "Type your message");
    pty.send("Good luck, 1 and all!\r").unwrap();
    expect(&mut pty, "Ann says: Good luck, 1 and all!");
    // A mute at the keyboard says how to undo it at the keyboard (play-test 4, F13).
    pty.send("c").unwrap();
    expect(&mut pty, "Type your message");
    pty.send("/mute Finn\r").unwrap();
    expect(&mut pty, "To hear it again: C, then /unmute Finn.");

    // Back to the game's keys: Enter rolls (through the server), S answers from the mirror.
    pty.send("\r").unwrap();
    expect(&mut pty, "Roll 1 of 3:");
    pty.send("s").unwrap();
    expect(&mut pty, "Scores:");
    pty.send("\x11").unwrap();
    expect(&mut pty, "The table waits for you");
    let _ = pty.expect(expectrl::Eof);
    assert!(pty.get_process().wait().is_ok());
}

/// Ann's `sayzee join` in a PTY making table "Den" (Yatzy, a beginner computer) at `address`, `extra` flags
/// after.
fn ann_makes_den(
    root: &std::path::Path,
    address: &str,
    extra: &[&str],
) -> expectrl::session::OsSession {
    let mut command = common::sayzee_in(&root.join("ann"));
    command
        .args(["--lang", "en-US", "join", address])
        .args([
            "--name", "Ann", "--create", "--table", "Den", "--rules", "yatzy", "--bot", "beginner",
        ])
        .args(["--speech", "text", "--no-sound"])
        .args(extra)
        .env("TERM", "xterm-256color")
        .env("SAYZEE_KEYBOARD_PROTOCOL", "legacy");
    let mut pty = Session::spawn(command).expect("sayzee join starts in a pty");
    pty.set_expect_timeout(Some(Duration::from_secs(30)));
    pty
}

/// Ann's `sayzee join` in a PTY at a started table "Den", and the server.
fn ann_at_den(root: &std::path::Path) -> (Server, expectrl::session::OsSession) {
    let server = Server::start(&root.join("server"), "127.0.0.1:0", &[]);
    let mut pty = ann_makes_den(root, &server.address, &["--start"]);
    expect(&mut pty, "Your turn, Ann: round 1 of 15");
    (server, pty)
}

#[test]
fn the_chat_prompt_keeps_the_draft_apart_from_what_arrives_says_its_limit_once_and_quits() {
    let root = tempfile::tempdir().unwrap();
    let (server, mut pty) = ann_at_den(root.path());
    // A spectator chats while Ann is typing: the line comes on its own line, then Ann's draft again.
    let mut zoe = common::net::Player::join(
        &root.path().join("zoe"),
        "en-US",
        &server.address,
        &["--name", "Zoe", "--spectate", "--table", "Den"],
    );
    zoe.hear("You are watching table “Den”.");
    expect(&mut pty, "Zoe is watching the table.");
    pty.send("c").unwrap();
    expect(&mut pty, "Type your message");
    pty.send("draft").unwrap();
    expect(&mut pty, "draft");
    zoe.type_line("chat hello Ann");
    expect(&mut pty, "\r\nZoe, watching, says: hello Ann\r\ndraft");
    // F1 says how the prompt works, and the draft is there after it.
    pty.send("\x1bOP").unwrap();
    expect(&mut pty, "You are typing a chat message for the table.");
    expect(&mut pty, "\r\ndraft");
    pty.send("\x1b").unwrap();
    expect(&mut pty, "No message sent.");

    // The limit: said once, on a line of its own; what goes out is the 300 characters taken.
    pty.send("c").unwrap();
    expect(&mut pty, "Type your message");
    pty.send("x".repeat(305)).unwrap();
    expect(
        &mut pty,
        "\r\nThe message is at its limit of 300 characters",
    );
    pty.send("\r").unwrap();
    let sent = format!("Ann says: {}\r\n", "x".repeat(300));
    expect(&mut pty, &sent);
    zoe.hear(sent.trim_end());

    // Ctrl+Q in the prompt quits, as everywhere.
    pty.send("c").unwrap();
    expect(&mut pty, "Type your message");
    pty.send("abc").unwrap();
    pty.send("\x11").unwrap();
    expect(&mut pty, "The table waits for you");
    let _ = pty.expect(expectrl::Eof);
    assert!(pty.get_process().wait().is_ok());
    zoe.kill();
}

#[test]
fn the_chat_prompt_does_not_open_while_the_connection_is_down() {
    let root = tempfile::tempdir().unwrap();
    let (mut server, mut pty) = ann_at_den(root.path());
    server.kill();
    expect(&mut pty, "lost");
    pty.send("c").unwrap();
    expect(
        &mut pty,
        "The connection to the server is lost; sayzee keeps trying to reconnect. Press Ctrl+Q to stop.",
    );
    // Typed letters are game keys again, not a line for nobody: S answers from the game.
    pty.send("s").unwrap();
    expect(&mut pty, "Scores:");
    pty.send("\x11").unwrap();
    let _ = pty.expect(expectrl::Eof);
    assert!(pty.get_process().wait().is_ok());
}

#[test]
fn the_hosts_menu_takes_the_keys_seven_to_nine_in_raw_mode() {
    use common::wire::{greeted, next_such, send};
    use sayzee::net::protocol::{ClientMessage, ServerMessage};

    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let mut pty = ann_makes_den(root.path(), &server.address, &[]);
    expect(&mut pty, "You are the host.");
    let mut people = Vec::new();
    for name in ["Rob", "Sam"] {
        let mut person = greeted(&server.address, name);
        send(
            &mut person,
            &ClientMessage::JoinTable {
                password: None,
                table: "Den".into(),
                names: vec![name.into()],
            },
        );
        next_such(&mut person, |m| matches!(m, ServerMessage::Seated { .. }));
        expect(&mut pty, &format!("{name} has joined the table."));
        people.push(person);
    }
    // Start, then pass, remove and ban for Rob and for Sam, the timer, closing: the seventh bans Sam.
    pty.send("o").unwrap();
    expect(&mut pty, "9: close the table for everyone.");
    pty.send("7").unwrap();
    expect(&mut pty, "Remove Sam and ban them from this table?");
    pty.send("7").unwrap();
    expect(
        &mut pty,
        "The host removed Sam from the table and banned them from it.",
    );
    pty.send("\x11").unwrap();
    let _ = pty.expect(expectrl::Eof);
    assert!(pty.get_process().wait().is_ok());
}
