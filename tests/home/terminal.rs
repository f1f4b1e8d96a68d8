//! The real binary in a pseudo-terminal, played key by key in raw mode as a person at a keyboard would:
//! what the terminal sends for each key, what is printed back, and the terminal given back sane however
//! the game ends (quit, Ctrl+C, a signal, a panic).
#![cfg(unix)]

use std::io::Write;
use std::os::fd::AsFd;
use std::process::Command;
use std::time::Duration;

use expectrl::process::unix::WaitStatus;
use expectrl::{Expect, Regex, Session};

type Pty = expectrl::session::OsSession;

/// Settings and saved games of their own for each test, so none is offered a game to resume.
fn private_dirs(command: &mut Command) -> tempfile::TempDir {
    let home = tempfile::tempdir().expect("a temporary directory");
    command
        .env("SAYZEE_CONFIG_DIR", home.path().join("config"))
        .env("SAYZEE_DATA_DIR", home.path().join("data"))
        .env(
            "SAYZEE_CACHE_DIR",
            concat!(env!("CARGO_TARGET_TMPDIR"), "/tables"),
        )
        // Whatever else runs there (the shell of the job-control test keeps a history) stays in the test's
        // own folder, never in the user's.
        .env("HOME", home.path().join("home"))
        .env("HISTFILE", home.path().join("history"))
        .env("XDG_CONFIG_HOME", home.path().join("home/.config"))
        .env("XDG_DATA_HOME", home.path().join("home/.local/share"))
        .env("XDG_CACHE_HOME", home.path().join("home/.cache"))
        .env("XDG_STATE_HOME", home.path().join("home/.local/state"));
    home
}

/// Seed 6 rolls 1, 2, 4, 4, 5 first: a 1 to select and keep again, a 2 for AZERTY's é.
const SEED: &str = "6";

/// Starts a one-player Yahtzee game in a PTY with a US keyboard, unless `extra` says otherwise. The kitty
/// keyboard question is skipped unless `ask_keyboard` is set (then the test must answer it).
fn start(extra: &[&str], ask_keyboard: bool) -> (Pty, tempfile::TempDir) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sayzee"));
    command
        .args([
            "--rules", "yahtzee", "--player", "Ann", "--seed", SEED, "--speech", "text",
        ])
        .args(extra)
        .env("LC_ALL", "C")
        .env("LANG", "C")
        .env("TERM", "xterm-256color");
    if ask_keyboard {
        command.env_remove("SAYZEE_KEYBOARD_PROTOCOL");
    } else {
        command.env("SAYZEE_KEYBOARD_PROTOCOL", "legacy");
    }
    let home = private_dirs(&mut command);
    let mut pty = Session::spawn(command).expect("sayzee starts in a pty");
    pty.set_expect_timeout(Some(Duration::from_secs(20)));
    (pty, home)
}

/// Sends the bytes a key press makes and waits for `heard` to be printed.
fn press(pty: &mut Pty, bytes: &str, heard: &str) {
    pty.send(bytes).unwrap();
    expect(pty, heard);
}

fn expect(pty: &mut Pty, text: &str) {
    if let Err(error) = pty.expect(text) {
        panic!("waiting for {text:?}: {error}");
    }
}

/// Waits for the process to end and returns how.
fn ended(pty: &mut Pty) -> WaitStatus {
    // Drain what is left so the process is never blocked writing.
    let _ = pty.expect(expectrl::Eof);
    pty.get_process().wait().expect("sayzee ends")
}

/// Whether the pty reads whole lines again (canonical mode), as the shell needs: raw mode turns it off.
/// (Echo tells nothing here: the pty is started with echo off.)
fn line_mode_on(pty: &Pty) -> bool {
    let master = pty
        .get_process()
        .get_raw_handle()
        .expect("the pty can be reached");
    let settings = nix::sys::termios::tcgetattr(&master).expect("the pty's settings can be read");
    settings
        .local_flags
        .contains(nix::sys::termios::LocalFlags::ICANON)
}

#[test]
fn keys_play_a_turn_in_raw_mode_and_the_terminal_is_restored_on_quit() {
    let (mut pty, _home) = start(&[], false);
    expect(&mut pty, "Your turn, Ann: round 1 of 13.");
    press(&mut pty, "\r", "Roll 1 of 3: 1, 2, 4, 4, 5.");
    assert!(!line_mode_on(&pty), "the game reads keys in raw mode");
    press(&mut pty, "1", "A 1 will be rerolled.");
    // "!" is Shift+1 on a US keyboard: keep the 1 again.
    press(&mut pty, "!", "The 1 is kept; nothing to reroll.");
    press(&mut pty, "1", "A 1 will be rerolled.");
    // The kitty keyboard protocol's report of Shift plus the key labelled 1.
    press(&mut pty, "\x1b[49;2u", "The 1 is kept; nothing to reroll.");
    press(&mut pty, "4", "A 4 will be rerolled.");
    press(&mut pty, " ", "Kept: 1, 2, 4, 5. Rerolling: 4.");
    press(&mut pty, "t", "Ann’s turn, round 1 of 13, 2 rolls left.");
    // A key bound to nothing says so rather than staying silent.
    press(
        &mut pty,
        "T",
        "Shift+T does nothing here. Press F1 or H for the keys that work now.",
    );
    press(&mut pty, "7", "7 does nothing here.");
    // Shift+S: the printed table, lines ending in \r\n so each starts at the left edge.
    press(
        &mut pty,
        "S",
        "Box              Ann\r\nOnes               -\r\n",
    );
    expect(&mut pty, "Total: Ann: 0.");
    // Down arrow opens the chooser on the first box; Escape goes back to the dice.
    pty.send("\x1b[B").unwrap();
    if let Err(error) = pty.expect(Regex(r"Ones, \d+ points?, 1 of 13\.")) {
        panic!("the chooser: {error}");
    }
    press(&mut pty, "\x1b", "Back to the dice.");
    press(&mut pty, "\x1b", "Quit the game?");
    press(&mut pty, "\x1b", "Goodbye.");
    assert_eq!(exit_code(ended(&mut pty)), Some(0));
    assert!(line_mode_on(&pty), "raw mode is off again after the game");
}

/// The exit status of a process that exited by itself.
fn exit_code(status: WaitStatus) -> Option<i32> {
    match status {
        WaitStatus::Exited(_, code) => Some(code),
        _ => None,
    }
}

#[test]
fn azerty_number_row_selects_and_shift_keeps() {
    let (mut pty, _home) = start(&["--keyboard", "fr"], false);
    expect(&mut pty, "Your turn, Ann: round 1 of 13.");
    press(&mut pty, "\r", "Roll 1 of 3: 1, 2, 4, 4, 5.");
    // On AZERTY the key labelled 1 gives "&" and the one labelled 2 gives "é".
    press(&mut pty, "&", "A 1 will be rerolled.");
    press(
        &mut pty,
        "é",
        "A 2 will be rerolled; 2 dice to reroll: 1, 2.",
    );
    // Shift+1 gives "1".
    press(&mut pty, "1", "The 1 is kept; ");
    // Ctrl+C is a key in raw mode: it quits, leaving the game as it is.
    press(&mut pty, "\x03", "Goodbye.");
    assert_eq!(exit_code(ended(&mut pty)), Some(0));
    assert!(line_mode_on(&pty));
}

#[test]
fn an_unknown_layout_is_explained() {
    let (mut pty, _home) = start(&["--keyboard", "dvorak"], false);
    expect(
        &mut pty,
        "There is no keyboard layout called “dvorak”. The layouts are: us, uk, de, fr",
    );
    assert_eq!(exit_code(ended(&mut pty)), Some(2));
}

#[test]
fn the_kitty_protocol_is_asked_for_once_and_turned_off_at_the_end() {
    let (mut pty, _home) = start(&[], true);
    // The question: current keyboard flags, then primary device attributes as a fallback answer.
    expect(&mut pty, "\x1b[?u\x1b[c");
    // A terminal that speaks the protocol answers with its flags, then the attributes.
    pty.send("\x1b[?0u\x1b[?62;22c").unwrap();
    // The flags pushed: disambiguate (1), alternate keys (4), all keys as escape codes (8).
    expect(&mut pty, "\x1b[>13u");
    expect(&mut pty, "Your turn, Ann: round 1 of 13.");
    press(&mut pty, "\x1b[13u", "Roll 1 of 3: 1, 2, 4, 4, 5.");
    press(&mut pty, "\x1b[49u", "A 1 will be rerolled.");
    press(&mut pty, "\x1b[49;2u", "The 1 is kept; nothing to reroll.");
    // Ctrl+Q as the kitty protocol reports it.
    press(&mut pty, "\x1b[113;5u", "Goodbye.");
    // The flags popped on the way out.
    expect(&mut pty, "\x1b[<1u");
    assert_eq!(exit_code(ended(&mut pty)), Some(0));
    assert!(line_mode_on(&pty));
}

#[test]
fn a_terminating_signal_restores_the_terminal() {
    let (mut pty, _home) = start(&[], false);
    expect(&mut pty, "Your turn, Ann: round 1 of 13.");
    press(&mut pty, "\r", "Roll 1 of 3: 1, 2, 4, 4, 5.");
    assert!(!line_mode_on(&pty));
    pty.get_process_mut()
        .signal(expectrl::process::unix::Signal::SIGTERM)
        .unwrap();
    // 128 + SIGTERM, as shells report a terminated program.
    assert_eq!(exit_code(ended(&mut pty)), Some(128 + 15));
    assert!(line_mode_on(&pty), "raw mode is off after SIGTERM");
}

/// Writes `bytes` to the game from another thread, as a terminal pastes them: the pty takes only a few
/// kilobytes at a time, so a paste the game stopped reading would block the test instead of failing it.
fn paste(pty: &Pty, bytes: Vec<u8>) -> std::thread::JoinHandle<()> {
    let master = pty
        .get_stream()
        .as_fd()
        .try_clone_to_owned()
        .expect("the pty can be written from a second handle");
    let mut terminal = std::fs::File::from(master);
    std::thread::spawn(move || {
        // The pty's master is non-blocking (expectrl reads it so), and a second handle shares that: a full
        // input buffer says "would block" rather than waiting, so wait here and write the rest.
        let mut rest = &bytes[..];
        while !rest.is_empty() {
            match terminal.write(rest) {
                Ok(written) => rest = &rest[written..],
                Err(error) if error.kind() == std::io::ErrorKind::WouldBlock => {
                    std::thread::sleep(Duration::from_millis(1));
                }
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => {}
                Err(error) => panic!("the paste could not be written: {error}"),
            }
        }
    })
}

#[test]
fn a_20_kb_paste_is_read_whole_and_ctrl_c_after_it_quits_at_once() {
    let (mut pty, _home) = start(&[], false);
    expect(&mut pty, "Your turn, Ann: round 1 of 13.");
    press(&mut pty, "\r", "Roll 1 of 3: 1, 2, 4, 4, 5.");
    // 19,999 presses of T (the turn so far), then Shift+S (the score table): 20,000 bytes in one write.
    const TURNS: usize = 19_999;
    let mut burst = vec![b't'; TURNS];
    burst.push(b'S');
    let writer = paste(&pty, burst);
    let table = match pty.expect("Total: Ann: 0.") {
        Ok(found) => found,
        Err(error) => panic!("the key at the end of the paste was never answered: {error}"),
    };
    let before = String::from_utf8_lossy(table.before()).into_owned();
    assert_eq!(
        before
            .matches("Ann’s turn, round 1 of 13, 2 rolls left.")
            .count(),
        TURNS,
        "every pasted key is answered once"
    );
    writer.join().unwrap();
    // Ctrl+C pressed after the paste quits at once.
    press(&mut pty, "\x03", "Goodbye.");
    assert_eq!(exit_code(ended(&mut pty)), Some(0));
    assert!(
        line_mode_on(&pty),
        "raw mode is off after the paste and Ctrl+C"
    );
}

#[test]
fn two_escapes_in_one_read_are_two_escape_keys() {
    let (mut pty, _home) = start(&[], false);
    expect(&mut pty, "Your turn, Ann: round 1 of 13.");
    press(&mut pty, "\r", "Roll 1 of 3: 1, 2, 4, 4, 5.");
    // The first Escape asks whether to quit, the second says yes; one write, as a fast double press arrives.
    pty.send("\x1b\x1b").unwrap();
    expect(&mut pty, "Quit the game?");
    expect(&mut pty, "Goodbye.");
    assert_eq!(exit_code(ended(&mut pty)), Some(0));
    assert!(line_mode_on(&pty));
}

#[test]
fn sigquit_restores_the_terminal_like_sigterm() {
    let (mut pty, _home) = start(&[], false);
    expect(&mut pty, "Your turn, Ann: round 1 of 13.");
    press(&mut pty, "\r", "Roll 1 of 3: 1, 2, 4, 4, 5.");
    assert!(!line_mode_on(&pty));
    pty.get_process_mut()
        .signal(expectrl::process::unix::Signal::SIGQUIT)
        .unwrap();
    assert_eq!(exit_code(ended(&mut pty)), Some(128 + 3));
    assert!(line_mode_on(&pty), "raw mode is off after SIGQUIT");
}

/// Waits until the game is stopped, as a shell sees a job stop; fails if it never stops.
fn wait_until_stopped(pty: &Pty) {
    use nix::sys::wait::{WaitPidFlag, WaitStatus, waitpid};
    let pid = nix::unistd::Pid::from_raw(pty.get_process().pid().as_raw());
    // Generous: a stop takes milliseconds; this only bounds a test that would otherwise hang.
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    loop {
        match waitpid(pid, Some(WaitPidFlag::WUNTRACED | WaitPidFlag::WNOHANG)) {
            Ok(WaitStatus::Stopped(_, _)) => return,
            Ok(WaitStatus::StillAlive) if std::time::Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(10));
            }
            other => panic!("the game should have stopped: {other:?}"),
        }
    }
}

#[test]
fn a_job_stop_gives_the_terminal_back_and_fg_takes_it_again() {
    use expectrl::process::unix::Signal;
    let (mut pty, _home) = start(&[], false);
    expect(&mut pty, "Your turn, Ann: round 1 of 13.");
    press(&mut pty, "\r", "Roll 1 of 3: 1, 2, 4, 4, 5.");
    assert!(!line_mode_on(&pty));
    // Ctrl+Z at a shell, or `kill -TSTP`: the game stops with the terminal given back to the shell.
    pty.get_process_mut().signal(Signal::SIGTSTP).unwrap();
    wait_until_stopped(&pty);
    assert!(
        line_mode_on(&pty),
        "the shell reads lines again while the game is stopped"
    );
    // `fg`: the game goes on reading single keys.
    pty.get_process_mut().signal(Signal::SIGCONT).unwrap();
    press(&mut pty, "1", "1 will be rerolled.");
    assert!(
        !line_mode_on(&pty),
        "raw mode is on again after the job continues"
    );
    press(&mut pty, "\x1b\x1b", "Goodbye.");
    assert_eq!(exit_code(ended(&mut pty)), Some(0));
    assert!(line_mode_on(&pty));
}

#[test]
fn a_job_stop_pops_the_kitty_flags_and_fg_pushes_them_again() {
    use expectrl::process::unix::Signal;
    let (mut pty, _home) = start(&[], true);
    expect(&mut pty, "\x1b[?u\x1b[c");
    pty.send("\x1b[?0u\x1b[?62;22c").unwrap();
    expect(&mut pty, "\x1b[>13u");
    expect(&mut pty, "Your turn, Ann: round 1 of 13.");
    pty.get_process_mut().signal(Signal::SIGTSTP).unwrap();
    expect(&mut pty, "\x1b[<1u");
    wait_until_stopped(&pty);
    assert!(line_mode_on(&pty));
    pty.get_process_mut().signal(Signal::SIGCONT).unwrap();
    expect(&mut pty, "\x1b[>13u");
    press(&mut pty, "\x1b[13u", "Roll 1 of 3: 1, 2, 4, 4, 5.");
    assert!(!line_mode_on(&pty));
    press(&mut pty, "\x1b[113;5u", "Goodbye.");
    expect(&mut pty, "\x1b[<1u");
    assert_eq!(exit_code(ended(&mut pty)), Some(0));
    assert!(line_mode_on(&pty));
}

#[test]
fn ctrl_z_stops_the_game_at_a_shell_and_fg_brings_it_back_in_raw_mode() {
    // A shell with job control and without line editing, so the pty's settings are the game's or the
    // shell's plain line mode.
    let mut command = Command::new("bash");
    command
        .args(["--norc", "--noprofile", "--noediting", "-i"])
        .env("PS1", "shell> ")
        .env("LC_ALL", "C")
        .env("LANG", "C")
        .env("TERM", "xterm-256color")
        .env("SAYZEE_KEYBOARD_PROTOCOL", "legacy");
    let _home = private_dirs(&mut command);
    let mut pty = Session::spawn(command).expect("bash starts in a pty");
    pty.set_expect_timeout(Some(Duration::from_secs(20)));
    expect(&mut pty, "shell> ");
    let game = format!(
        "{} --rules yahtzee --player Ann --seed {SEED} --speech text --no-sound\n",
        env!("CARGO_BIN_EXE_sayzee")
    );
    press(&mut pty, &game, "Your turn, Ann: round 1 of 13.");
    press(&mut pty, "\r", "Roll 1 of 3: 1, 2, 4, 4, 5.");
    assert!(!line_mode_on(&pty));
    // Ctrl+Z, which raw mode delivers as a key.
    press(&mut pty, "\x1a", "Stopped");
    expect(&mut pty, "shell> ");
    assert!(line_mode_on(&pty), "the shell has its terminal back");
    press(&mut pty, "fg\n", "sayzee");
    press(&mut pty, "1", "1 will be rerolled.");
    assert!(!line_mode_on(&pty), "raw mode is on again after fg");
    press(&mut pty, "\x03", "Goodbye.");
    expect(&mut pty, "shell> ");
    assert!(line_mode_on(&pty));
    pty.send("exit\n").unwrap();
    let _ = ended(&mut pty);
}

#[test]
fn a_panic_restores_the_terminal_before_its_message() {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sayzee"));
    command
        .args([
            "--rules", "yahtzee", "--player", "Ann", "--seed", SEED, "--speech", "text",
        ])
        .env("LC_ALL", "C")
        .env("LANG", "C")
        .env("SAYZEE_KEYBOARD_PROTOCOL", "legacy")
        .env("SAYZEE_TEST_PANIC_IN_RAW_MODE", "1");
    let _home = private_dirs(&mut command);
    let mut pty = Session::spawn(command).unwrap();
    pty.set_expect_timeout(Some(Duration::from_secs(20)));
    expect(&mut pty, "Your turn, Ann: round 1 of 13.");
    // The injection exists in debug builds only (the binary and this test share the build's profile): a
    // release build must ignore the variable and play on as usual.
    if !cfg!(debug_assertions) {
        press(&mut pty, "\r", "Roll 1 of 3: 1, 2, 4, 4, 5.");
        press(&mut pty, "\x11", "Goodbye.");
        assert_eq!(exit_code(ended(&mut pty)), Some(0));
        assert!(line_mode_on(&pty));
        return;
    }
    expect(&mut pty, "panicked");
    let status = ended(&mut pty);
    assert!(
        matches!(status, WaitStatus::Exited(_, code) if code != 0),
        "{status:?}"
    );
    assert!(line_mode_on(&pty), "raw mode is off after a panic");
}

#[test]
fn a_key_during_a_computers_turn_skips_ahead_and_still_does_its_job_and_ctrl_q_quits_at_once() {
    let (mut pty, _home) = start(&["--bot", "good"], false);
    expect(&mut pty, "Your turn, Ann: round 1 of 13.");
    press(&mut pty, "\r", "Roll 1 of 3: ");
    press(&mut pty, "\r", "Choose a box.");
    press(&mut pty, "\r", "Computer 1’s turn, round 1 of 13.");
    // Its first roll: the computer is playing now (on a new install it waits for its expert first, and a key
    // meanwhile does its job at once).
    expect(&mut pty, "Computer 1 rolls ");
    // S while the computer plays (paced 1.2 s a move): its turn ends at once, then the scores are said.
    pty.send("s").unwrap();
    let said = match pty.expect("Scores: Ann: ") {
        Ok(found) => String::from_utf8_lossy(found.before()).to_string(),
        Err(error) => panic!("the scores after the skip: {error}"),
    };
    assert!(said.contains("Computer 1 scores "), "{said}");
    assert!(said.contains("Your turn, Ann: round 2 of 13."), "{said}");
    press(&mut pty, "\r", "Roll 1 of 3: ");
    press(&mut pty, "\r", "Choose a box.");
    press(&mut pty, "\r", "Computer 1’s turn, round 2 of 13.");
    // Ctrl+Q quits without waiting for the computer's turn to end.
    pty.send("\x11").unwrap();
    let said = match pty.expect("Goodbye.") {
        Ok(found) => String::from_utf8_lossy(found.before()).to_string(),
        Err(error) => panic!("Ctrl+Q during the computer's turn: {error}"),
    };
    assert!(!said.contains("round 3 of 13"), "{said}");
    assert_eq!(exit_code(ended(&mut pty)), Some(0));
}

#[test]
fn escape_twice_after_a_game_leaves_as_the_game_over_line_says() {
    let (mut pty, _home) = start(&[], false);
    expect(&mut pty, "Your turn, Ann: round 1 of 13.");
    // Each turn: Enter rolls, Enter goes to the boxes, Enter marks the one the chooser names.
    for round in 2..=13 {
        for _ in 0..3 {
            pty.send("\r").unwrap();
            std::thread::sleep(Duration::from_millis(30));
        }
        expect(&mut pty, &format!("round {round} of 13."));
    }
    for _ in 0..3 {
        pty.send("\r").unwrap();
        std::thread::sleep(Duration::from_millis(30));
    }
    expect(&mut pty, "or Escape to quit.");
    // The review walk opened by itself; the first Escape asks to quit, the second quits.
    press(
        &mut pty,
        "\x1b",
        "Quit the game? Press Escape again to quit",
    );
    pty.send("\x1b").unwrap();
    assert_eq!(exit_code(ended(&mut pty)), Some(0));
}
