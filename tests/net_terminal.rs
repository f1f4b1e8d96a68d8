//! `sayzee join` in a pseudo-terminal, played key by key in raw mode against a real `sayzee serve`: the chat key
//! opens a one-line prompt that takes characters as typed (not as game keys), Escape gives it up, Enter sends
//! it; the game's keys work as at home; and Ctrl+Q says the seat is kept.
#![cfg(unix)]

mod common;

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
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let mut command = common::sayzee_in(&root.path().join("ann"));
    command
        .args(["--lang", "en-US", "join", &server.address])
        .args([
            "--name", "Ann", "--create", "--table", "Den", "--rules", "yatzy",
        ])
        .args([
            "--bot",
            "beginner",
            "--start",
            "--speech",
            "text",
            "--no-sound",
        ])
        .env("TERM", "xterm-256color")
        .env("SAYZEE_KEYBOARD_PROTOCOL", "legacy");
    let mut pty = Session::spawn(command).expect("sayzee join starts in a pty");
    pty.set_expect_timeout(Some(Duration::from_secs(30)));
    expect(&mut pty, "Ann’s turn, round 1 of 15");

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
