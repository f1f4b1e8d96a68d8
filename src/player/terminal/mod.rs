//! The terminal loop: one key, one action, in crossterm's raw mode, with append-only lines and no alternate
//! screen, so a screen reader reads the game as it is printed.
//!
//! The terminal is always given back as it was found: a guard restores it when the loop ends, a panic hook
//! restores it before the panic message is printed, and SIGTERM, SIGHUP, SIGINT or SIGQUIT restore it before
//! the process ends; a job stop (SIGTSTP) gives it back until the job continues (`restore`). In raw mode
//! Ctrl+C arrives as a key and quits like Ctrl+Q (the game is left as it is). Keys are read by the game's
//! own reader (`reader`, `decoder`), not crossterm's.

#[cfg(unix)]
mod decoder;
pub mod raw;
mod reader;
mod restore;
pub mod secret;

use std::io;
use std::time::Duration;

use crossterm::event::{KeyCode as TermKeyCode, KeyEvent, KeyEventKind, KeyModifiers};

pub use raw::{RawTerminal, is_terminal};
pub use restore::{install_signal_handlers, restore_terminal};

use crate::input::{Action, Key, KeyCode, Layout};
use crate::player::session::ChatKey;
use crate::player::voiced::Voiced;

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

/// Whether `key` is Ctrl+Z, which in raw mode is a key, not a signal: it stops the game as a job.
fn is_suspend(key: Key) -> bool {
    key == Key::ctrl(KeyCode::Char('z'))
}

/// Plays until the player quits or input ends: one key press, one action; computer moves are spaced
/// by `pace`, and any key while they play skips to the end of their moves. The session is one made to be
/// driven by keys ([`crate::player::session::Driven::Keys`]): it leaves the computers' moves to this loop, and
/// no key waits for the expert.
///
/// # Errors
/// When the terminal cannot be read.
pub fn play(
    session: &mut Voiced,
    raw: &mut RawTerminal,
    layout: Layout,
    pace: Duration,
) -> io::Result<()> {
    let typed = raw.take_typed_during_question();
    let mut keys = reader::KeyReader::start(typed);
    // News from a network table and finished background work ring the key reader's queue: the loop waits for
    // a key, the bell or the next moment the session asked for, and an idle terminal never wakes. Where nothing
    // can ring it, the loop looks for news and work often instead, while there can be any.
    let bell = keys.news_bell();
    let rings = bell.is_some();
    if let Some(bell) = bell {
        session.ring_on_news(bell);
    }
    let key_of = |event: KeyEvent| key_from_event(&event, layout);
    loop {
        let key = if session.computer_due() {
            if pace.is_zero() {
                session.play_computers();
                continue;
            }
            match keys.next_within(pace)? {
                Some(event) => {
                    let Some(key) = key_of(event) else {
                        continue;
                    };
                    // A key skips ahead: the computers finish their turns at once, then the key does its
                    // job. Quitting does not wait for them.
                    if !is_interrupt(key) && !is_suspend(key) && !session.quits_on(key) {
                        session.play_computers();
                    }
                    key
                }
                None => {
                    session.computer_move();
                    continue;
                }
            }
        } else {
            let event = match wait_at_most(session, rings) {
                Some(wait) => keys.next_within(wait)?,
                None => keys.next_or_news()?,
            };
            match event {
                Some(event) if session.composing_chat() => {
                    if compose_chat(session, &event) {
                        return Ok(());
                    }
                    continue;
                }
                Some(event) => match key_of(event) {
                    Some(key) => key,
                    None => continue,
                },
                None => {
                    session.take_news();
                    continue;
                }
            }
        };
        if is_suspend(key) && restore::stop_as_a_job() {
            continue;
        }
        let quits = if is_interrupt(key) {
            session.action(Action::Quit)
        } else {
            session.key(key)
        };
        if quits {
            return Ok(());
        }
    }
}

/// A key while a chat line is typed: characters as typed (not as game keys), Backspace, Enter to send and
/// Escape to give up; Ctrl+Q and Ctrl+C quit as everywhere, and F1 says how the prompt works. The session echoes
/// the line as it grows, as a prompt would; whether the player quit.
fn compose_chat(session: &mut Voiced, event: &KeyEvent) -> bool {
    if event.kind != KeyEventKind::Press {
        return false;
    }
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    let key = match event.code {
        TermKeyCode::Char('q' | 'c') if ctrl => {
            session.chat(ChatKey::CancelQuietly);
            return session.action(Action::Quit);
        }
        TermKeyCode::F(1) => ChatKey::Help,
        TermKeyCode::Enter => ChatKey::Send,
        TermKeyCode::Esc => ChatKey::Cancel,
        TermKeyCode::Backspace => ChatKey::Erase,
        TermKeyCode::Char(typed) if !ctrl => ChatKey::Char(typed),
        _ => return false,
    };
    session.chat(key)
}

/// How long the loop may wait for a key before it must look at the session again: until the next moment the
/// session asked for; where nothing rings the reader (`rings`), a little while at a network table or while work
/// is under way; `None`, as long as it takes.
fn wait_at_most(session: &Voiced, rings: bool) -> Option<Duration> {
    let polled = match rings {
        true => None,
        false if session.at_network_table() => Some(NETWORK_TICK),
        false if session.work_under_way() => Some(IDLE_TICK),
        false => None,
    };
    match (session.until_next_wake(), polled) {
        (Some(wake), Some(poll)) => Some(wake.min(poll)),
        (wake, poll) => wake.or(poll),
    }
}

/// How often the loop takes what the server sent at a network table, where nothing rings it: often enough that
/// nobody hears the delay.
const NETWORK_TICK: Duration = Duration::from_millis(5);

/// How often the loop looks for finished work while keys are idle, where nothing rings it.
const IDLE_TICK: Duration = Duration::from_millis(50);

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
