//! A password typed at a terminal, never shown: on Unix the terminal stops echoing (Enter still moves to a new
//! line), and every way out gives the echo back (the guard's drop, and `restore_terminal` from the signal thread
//! and the panic hook, through `restore.rs`, so Ctrl+C at the question never leaves the terminal silent); elsewhere crossterm's raw
//! mode, read key by key. Either way the terminal is given back as it was before the answer.

use std::io;

/// Control characters as they may arrive in a quiet line: quit (Ctrl+C, Ctrl+Q, Ctrl+D) and Escape.
pub const QUIT_CHARACTERS: [char; 3] = ['\u{3}', '\u{11}', '\u{4}'];
pub const ESCAPE_CHARACTER: char = '\u{1b}';

/// Standard input's terminal, echo off, until dropped. Nothing when standard input is no terminal.
#[derive(Debug)]
pub struct QuietTerminal {
    #[cfg(unix)]
    before: Option<rustix::termios::Termios>,
}

impl QuietTerminal {
    /// Stops the echo of standard input's terminal.
    pub fn new() -> QuietTerminal {
        #[cfg(unix)]
        {
            use rustix::termios::{LocalModes, OptionalActions, tcgetattr, tcsetattr};
            let stdin = io::stdin();
            let Ok(before) = tcgetattr(&stdin) else {
                return QuietTerminal { before: None };
            };
            // Ctrl+C at the question ends the program through the handler that gives the echo back.
            super::restore::install_signal_handlers();
            super::restore::set_quieted(before.clone());
            let mut quiet = before.clone();
            quiet.local_modes.remove(LocalModes::ECHO);
            quiet.local_modes.insert(LocalModes::ECHONL);
            let switched = tcsetattr(&stdin, OptionalActions::Now, &quiet).is_ok();
            QuietTerminal {
                before: switched.then_some(before),
            }
        }
        #[cfg(not(unix))]
        {
            QuietTerminal {}
        }
    }
}

impl Default for QuietTerminal {
    fn default() -> QuietTerminal {
        QuietTerminal::new()
    }
}

impl Drop for QuietTerminal {
    fn drop(&mut self) {
        #[cfg(unix)]
        if self.before.take().is_some() {
            super::restore::give_back_echo();
        }
    }
}

/// One line typed at the terminal without being shown; `None` at the end of input.
///
/// # Errors
/// Standard input cannot be read.
pub fn read_secret_line() -> io::Result<Option<String>> {
    #[cfg(unix)]
    {
        let _quiet = QuietTerminal::new();
        let mut line = String::new();
        if io::stdin().read_line(&mut line)? == 0 {
            return Ok(None);
        }
        Ok(Some(line.trim_end_matches(['\r', '\n']).to_string()))
    }
    #[cfg(not(unix))]
    {
        read_keys()
    }
}

/// Windows and the rest: raw mode, a key at a time, nothing printed but the new line at the end.
#[cfg(not(unix))]
fn read_keys() -> io::Result<Option<String>> {
    use crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers, read};
    crossterm::terminal::enable_raw_mode()?;
    struct Cooked;
    impl Drop for Cooked {
        fn drop(&mut self) {
            let _ = crossterm::terminal::disable_raw_mode();
        }
    }
    let _cooked = Cooked;
    let mut line = String::new();
    loop {
        let Event::Key(key) = read()? else {
            continue;
        };
        if key.kind != KeyEventKind::Press {
            continue;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Enter => break,
            KeyCode::Esc => return Ok(Some(ESCAPE_CHARACTER.to_string())),
            KeyCode::Char('c' | 'q' | 'd') if ctrl => {
                return Ok(Some(QUIT_CHARACTERS[0].to_string()));
            }
            KeyCode::Backspace => {
                line.pop();
            }
            KeyCode::Char(c) => line.push(c),
            _ => {}
        }
    }
    println!();
    Ok(Some(line))
}
