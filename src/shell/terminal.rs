//! The terminal loop: one key, one action, in crossterm's raw mode, with append-only lines and no alternate
//! screen, so a screen reader reads the game as it is printed.
//!
//! The terminal is always given back as it was found: a guard restores it when the loop ends, a panic hook
//! restores it before the panic message is printed, and SIGTERM, SIGHUP or SIGINT restore it before the
//! process ends. In raw mode Ctrl+C arrives as a key and quits like Ctrl+Q (the game is left as it is).

use std::io::{self, Write};
use std::sync::Mutex;
use std::time::Duration;

use crossterm::event::{
    self, Event, KeyCode as TermKeyCode, KeyEvent, KeyEventKind, KeyModifiers,
    KeyboardEnhancementFlags, PopKeyboardEnhancementFlags, PushKeyboardEnhancementFlags,
};
use crossterm::terminal;

use super::session::{Flow, Session};
use crate::input::{Action, Key, KeyCode, Layout};

/// Set this environment variable to `legacy` to skip asking the terminal about the kitty keyboard
/// protocol (for terminals that answer the question badly, and for tests that do not answer it).
pub const KEYBOARD_PROTOCOL_VARIABLE: &str = "SAYZEE_KEYBOARD_PROTOCOL";

/// Whether a person is at a terminal: standard input and output both are one.
pub fn is_terminal() -> bool {
    use std::io::IsTerminal;
    io::stdin().is_terminal() && io::stdout().is_terminal()
}

/// Whether the game will read single keys in raw mode: at a terminal, unless `--line-mode` asks for lines.
pub fn raw_mode_wanted(args: &super::cli::PlayArgs) -> bool {
    is_terminal() && !args.line_mode
}

/// What the terminal was switched into, so every way out can undo exactly that. Shared with the panic
/// hook and the signal thread; `None` once restored.
static TERMINAL_STATE: Mutex<Option<Switched>> = Mutex::new(None);

#[derive(Clone, Copy, Debug)]
struct Switched {
    /// The kitty keyboard flags were pushed and must be popped.
    keyboard_enhanced: bool,
}

/// Puts the terminal back: pops the keyboard flags and leaves raw mode. Safe to call any number of times
/// from any thread; only the first call after [`RawTerminal::enter`] does anything.
pub fn restore_terminal() {
    let switched = match TERMINAL_STATE.lock() {
        Ok(mut state) => state.take(),
        Err(poisoned) => poisoned.into_inner().take(),
    };
    if let Some(switched) = switched {
        let mut out = io::stdout();
        if switched.keyboard_enhanced {
            let _ = crossterm::execute!(out, PopKeyboardEnhancementFlags);
        }
        let _ = terminal::disable_raw_mode();
        let _ = out.flush();
    }
}

/// The terminal in raw mode for as long as this lives.
#[derive(Debug)]
pub struct RawTerminal {
    _private: (),
}

impl RawTerminal {
    /// Enters raw mode, asks once whether the terminal speaks the kitty keyboard protocol (unless
    /// [`KEYBOARD_PROTOCOL_VARIABLE`] says `legacy`) and turns it on if so; installs the panic hook and
    /// the signal handlers that restore the terminal.
    ///
    /// # Errors
    /// When raw mode cannot be entered; the terminal is left as it was.
    pub fn enter() -> io::Result<RawTerminal> {
        install_panic_hook();
        terminal::enable_raw_mode()?;
        let mut switched = Switched {
            keyboard_enhanced: false,
        };
        set_state(Some(switched));
        install_signal_handlers();
        let ask = std::env::var(KEYBOARD_PROTOCOL_VARIABLE).map_or(true, |v| v != "legacy");
        if ask && terminal::supports_keyboard_enhancement().unwrap_or(false) {
            // Shift+digit then arrives as the digit with Shift whatever the layout; the alternate key
            // keeps "?" and other shifted punctuation as the character the player typed.
            let flags = KeyboardEnhancementFlags::DISAMBIGUATE_ESCAPE_CODES
                | KeyboardEnhancementFlags::REPORT_ALTERNATE_KEYS
                | KeyboardEnhancementFlags::REPORT_ALL_KEYS_AS_ESCAPE_CODES;
            if crossterm::execute!(io::stdout(), PushKeyboardEnhancementFlags(flags)).is_ok() {
                switched.keyboard_enhanced = true;
                set_state(Some(switched));
            }
        }
        Ok(RawTerminal { _private: () })
    }
}

impl Drop for RawTerminal {
    fn drop(&mut self) {
        restore_terminal();
    }
}

fn set_state(state: Option<Switched>) {
    match TERMINAL_STATE.lock() {
        Ok(mut guard) => *guard = state,
        Err(poisoned) => *poisoned.into_inner() = state,
    }
}

/// Restores the terminal before the default hook prints the panic, so the message is readable and the
/// shell is usable afterwards.
fn install_panic_hook() {
    static INSTALLED: std::sync::Once = std::sync::Once::new();
    INSTALLED.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore_terminal();
            previous(info);
        }));
    });
}

/// SIGTERM, SIGHUP and SIGINT restore the terminal and end the process with the usual 128 + signal status.
///
/// Installed in line mode too: the game is already on disk, and a handler of our own also ends a game whose
/// parent started it with SIGINT ignored (as a shell does for background jobs), so Ctrl+C always works.
#[cfg(unix)]
pub(super) fn install_signal_handlers() {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    static INSTALLED: std::sync::Once = std::sync::Once::new();
    INSTALLED.call_once(|| {
        let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT]) else {
            return;
        };
        std::thread::spawn(move || {
            if let Some(signal) = signals.forever().next() {
                restore_terminal();
                std::process::exit(128 + signal);
            }
        });
    });
}

#[cfg(not(unix))]
pub(super) fn install_signal_handlers() {}

/// The key a terminal key event stands for, or `None` for events the game ignores (releases, repeats,
/// Alt combinations, keys it has no name for).
///
/// Characters of the number row go through the layout table, so "!" on a US keyboard and "1" on a French
/// one are both Shift+1; Shift reported by the kitty protocol is added on top. Letters take Shift from the
/// report or their case. Other characters carry their shift in themselves ("?" is just "?").
pub fn key_from_event(event: &KeyEvent, layout: Layout) -> Option<Key> {
    if event.kind != KeyEventKind::Press {
        return None;
    }
    let shift = event.modifiers.contains(KeyModifiers::SHIFT);
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    if event
        .modifiers
        .intersects(KeyModifiers::ALT | KeyModifiers::SUPER | KeyModifiers::META)
    {
        return None;
    }
    let code = match event.code {
        TermKeyCode::Enter => KeyCode::Enter,
        TermKeyCode::Esc => KeyCode::Escape,
        TermKeyCode::Up => KeyCode::Up,
        TermKeyCode::Down => KeyCode::Down,
        TermKeyCode::Left => KeyCode::Left,
        TermKeyCode::Right => KeyCode::Right,
        TermKeyCode::Home => KeyCode::Home,
        TermKeyCode::End => KeyCode::End,
        TermKeyCode::PageUp => KeyCode::PageUp,
        TermKeyCode::PageDown => KeyCode::PageDown,
        TermKeyCode::Tab => KeyCode::Tab,
        TermKeyCode::BackTab => {
            return Some(Key {
                code: KeyCode::Tab,
                shift: true,
                ctrl,
            });
        }
        TermKeyCode::Backspace => KeyCode::Backspace,
        TermKeyCode::Delete => KeyCode::Delete,
        TermKeyCode::F(n) => KeyCode::F(n),
        TermKeyCode::Char(' ') => KeyCode::Space,
        // Line feed: what Enter sends when the terminal translated it before raw mode began.
        TermKeyCode::Char('j') if ctrl && !shift => return Some(Key::plain(KeyCode::Enter)),
        TermKeyCode::Char(c) if ctrl => {
            return Some(Key {
                code: KeyCode::Char(c.to_lowercase().next().unwrap_or(c)),
                shift: shift || c.is_uppercase(),
                ctrl: true,
            });
        }
        TermKeyCode::Char(c) => {
            if let Some(mut key) = layout.number_key(c) {
                key.shift |= shift;
                return Some(key);
            }
            let mut key = Key::from_char(c);
            if c.is_alphabetic() {
                key.shift |= shift;
            }
            return Some(key);
        }
        _ => return None,
    };
    Some(Key { code, shift, ctrl })
}

/// Whether `key` is Ctrl+C, which in raw mode is a key, not a signal: it quits, leaving the game as it is.
fn is_interrupt(key: Key) -> bool {
    key == Key::ctrl(KeyCode::Char('c'))
}

/// Plays until the player quits or input ends: one key press, one action; computer moves are spaced
/// by `pace`, and any key while they play skips to the end of their moves.
///
/// # Errors
/// When the terminal cannot be read.
pub fn play(session: &mut Session, layout: Layout, pace: Duration) -> io::Result<()> {
    session.set_paced(true);
    // Fault injection for the PTY tests, in debug builds only: proves a panic in raw mode gives the
    // terminal back.
    #[cfg(debug_assertions)]
    if std::env::var_os("SAYZEE_TEST_PANIC_IN_RAW_MODE").is_some() {
        panic!("panic asked for by SAYZEE_TEST_PANIC_IN_RAW_MODE");
    }
    loop {
        if session.computer_due() {
            if pace.is_zero() {
                session.play_computers();
                continue;
            }
            if event::poll(pace)? {
                if let Some(key) = read_key(layout)? {
                    if is_interrupt(key) {
                        session.action(Action::Quit);
                        return Ok(());
                    }
                    session.play_computers();
                }
            } else {
                session.computer_move();
            }
            continue;
        }
        let Some(key) = read_key(layout)? else {
            continue;
        };
        let flow = if is_interrupt(key) {
            session.action(Action::Quit)
        } else {
            session.key(key)
        };
        if flow == Flow::Quit {
            return Ok(());
        }
    }
}

/// The next event, as a key the game understands; `None` for anything else (releases, resizes, focus).
fn read_key(layout: Layout) -> io::Result<Option<Key>> {
    Ok(match event::read()? {
        Event::Key(key_event) => key_from_event(&key_event, layout),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::KeyEventState;

    fn press(code: TermKeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    fn char_key(c: char, layout: Layout) -> Option<String> {
        key_from_event(&press(TermKeyCode::Char(c), KeyModifiers::NONE), layout)
            .map(|k| k.to_string())
    }

    #[test]
    fn legacy_characters_on_a_us_keyboard() {
        let us = Layout::Us;
        assert_eq!(char_key('3', us).as_deref(), Some("3"));
        assert_eq!(char_key('!', us).as_deref(), Some("shift+1"));
        assert_eq!(char_key('#', us).as_deref(), Some("shift+3"));
        assert_eq!(char_key('S', us).as_deref(), Some("shift+s"));
        assert_eq!(char_key('s', us).as_deref(), Some("s"));
        assert_eq!(char_key('?', us).as_deref(), Some("?"));
        assert_eq!(char_key(' ', us).as_deref(), Some("space"));
    }

    #[test]
    fn legacy_characters_on_an_azerty_keyboard() {
        let fr = Layout::Fr;
        assert_eq!(char_key('&', fr).as_deref(), Some("1"));
        assert_eq!(char_key('é', fr).as_deref(), Some("2"));
        assert_eq!(char_key('1', fr).as_deref(), Some("shift+1"));
        assert_eq!(char_key('6', fr).as_deref(), Some("shift+6"));
    }

    #[test]
    fn kitty_reports_shift_with_the_digit() {
        // CSI 49;2u: the key labelled 1 with Shift, no alternate key.
        let event = press(TermKeyCode::Char('1'), KeyModifiers::SHIFT);
        assert_eq!(
            key_from_event(&event, Layout::Us).map(|k| k.to_string()),
            Some("shift+1".into())
        );
        // CSI 38;2u on AZERTY: the key giving & with Shift.
        let event = press(TermKeyCode::Char('&'), KeyModifiers::SHIFT);
        assert_eq!(
            key_from_event(&event, Layout::Fr).map(|k| k.to_string()),
            Some("shift+1".into())
        );
        // Shift+s reported as the letter with Shift.
        let event = press(TermKeyCode::Char('s'), KeyModifiers::SHIFT);
        assert_eq!(
            key_from_event(&event, Layout::Us).map(|k| k.to_string()),
            Some("shift+s".into())
        );
        // "?" with the Shift that made it is still the hint key.
        let event = press(TermKeyCode::Char('?'), KeyModifiers::SHIFT);
        assert_eq!(
            key_from_event(&event, Layout::Us).map(|k| k.to_string()),
            Some("?".into())
        );
    }

    #[test]
    fn named_keys_and_control() {
        let us = Layout::Us;
        let name =
            |code, modifiers| key_from_event(&press(code, modifiers), us).map(|k| k.to_string());
        assert_eq!(
            name(TermKeyCode::Enter, KeyModifiers::NONE).as_deref(),
            Some("enter")
        );
        assert_eq!(
            name(TermKeyCode::Esc, KeyModifiers::NONE).as_deref(),
            Some("escape")
        );
        assert_eq!(
            name(TermKeyCode::Down, KeyModifiers::NONE).as_deref(),
            Some("down")
        );
        assert_eq!(
            name(TermKeyCode::F(1), KeyModifiers::NONE).as_deref(),
            Some("f1")
        );
        assert_eq!(
            name(TermKeyCode::Char('q'), KeyModifiers::CONTROL).as_deref(),
            Some("ctrl+q")
        );
        let ctrl_c = key_from_event(&press(TermKeyCode::Char('c'), KeyModifiers::CONTROL), us);
        assert!(ctrl_c.is_some_and(is_interrupt));
        assert_eq!(name(TermKeyCode::Char('1'), KeyModifiers::ALT), None);
        assert_eq!(
            name(TermKeyCode::Char('j'), KeyModifiers::CONTROL).as_deref(),
            Some("enter")
        );
    }

    #[test]
    fn only_presses_count() {
        for kind in [KeyEventKind::Release, KeyEventKind::Repeat] {
            let event = KeyEvent::new_with_kind_and_state(
                TermKeyCode::Enter,
                KeyModifiers::NONE,
                kind,
                KeyEventState::NONE,
            );
            assert_eq!(key_from_event(&event, Layout::Us), None, "{kind:?}");
        }
    }
}
