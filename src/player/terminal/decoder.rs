//! The bytes a terminal sends for keys, turned into crossterm key events: UTF-8 characters, control
//! characters, the legacy xterm escape sequences (CSI and SS3, with modifiers) and the kitty keyboard
//! protocol's `CSI … u` reports, with their alternate (shifted) keys and event types.
//!
//! The game reads its own bytes instead of crossterm's reader for two reasons (issue 13). crossterm 0.29
//! registers the terminal with mio's edge-triggered epoll and returns after the first 1,024-byte read that
//! yields an event, so the rest of a larger burst stays unread until another key arrives. And its parser
//! takes two Escapes read together as one. Here a lone Escape is the Escape key when nothing follows it in
//! the same read, and an Escape followed by another Escape is always the Escape key.

use std::collections::VecDeque;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyEventState, KeyModifiers};

const ESC: u8 = 0x1b;

/// The longest escape sequence kept while it is incomplete; anything longer is not a key and is dropped.
const LONGEST_SEQUENCE: usize = 64;

/// Turns a stream of bytes, read in chunks of any size, into key events.
#[derive(Debug, Default)]
pub struct Decoder {
    /// Bytes of a sequence or character not yet complete.
    partial: Vec<u8>,
    events: VecDeque<KeyEvent>,
}

/// What the bytes at the start of a buffer are.
enum Decoded {
    /// A key (or `None` for a sequence that means nothing to the game) and how many bytes it took.
    Complete(Option<KeyEvent>, usize),
    /// The start of something longer: wait for more bytes.
    Incomplete,
}

impl Decoder {
    /// Adds the bytes of one read. `more_may_follow` says the read filled its buffer, so a sequence
    /// cut at its end is probably not finished; otherwise an Escape at the end is the Escape key.
    pub fn feed(&mut self, bytes: &[u8], more_may_follow: bool) {
        self.partial.extend_from_slice(bytes);
        let mut start = 0;
        while start < self.partial.len() {
            let rest = &self.partial[start..];
            match decode(rest) {
                Decoded::Complete(event, used) => {
                    self.events.extend(event);
                    start += used;
                }
                Decoded::Incomplete if rest == [ESC] && !more_may_follow => {
                    self.events
                        .push_back(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
                    start += 1;
                }
                Decoded::Incomplete if rest.len() > LONGEST_SEQUENCE => start = self.partial.len(),
                Decoded::Incomplete => break,
            }
        }
        self.partial.drain(..start);
    }

    /// The next key event decoded, oldest first.
    pub fn next_event(&mut self) -> Option<KeyEvent> {
        self.events.pop_front()
    }
}

fn decode(bytes: &[u8]) -> Decoded {
    let Some(&first) = bytes.first() else {
        return Decoded::Incomplete;
    };
    if first == ESC {
        return decode_escape(bytes);
    }
    if let Some(event) = control_key(first) {
        return Decoded::Complete(Some(event), 1);
    }
    decode_character(bytes)
}

/// The key a single control byte stands for, as crossterm reads them; `None` for printable bytes.
fn control_key(byte: u8) -> Option<KeyEvent> {
    let (code, modifiers) = match byte {
        b'\r' => (KeyCode::Enter, KeyModifiers::NONE),
        b'\t' => (KeyCode::Tab, KeyModifiers::NONE),
        0x7f => (KeyCode::Backspace, KeyModifiers::NONE),
        0 => (KeyCode::Char(' '), KeyModifiers::CONTROL),
        // Ctrl+A to Ctrl+Z, including line feed as Ctrl+J (raw mode turns no Enter into it).
        0x01..=0x1a => (
            KeyCode::Char(char::from(byte - 1 + b'a')),
            KeyModifiers::CONTROL,
        ),
        0x1c..=0x1f => (
            KeyCode::Char(char::from(byte - 0x1c + b'4')),
            KeyModifiers::CONTROL,
        ),
        _ => return None,
    };
    Some(KeyEvent::new(code, modifiers))
}

/// One UTF-8 character; an uppercase letter carries Shift, as crossterm reports it.
fn decode_character(bytes: &[u8]) -> Decoded {
    let length = match bytes[0] {
        0x00..=0x7f => 1,
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf7 => 4,
        _ => return Decoded::Complete(None, 1),
    };
    let Some(encoded) = bytes.get(..length) else {
        // A continuation byte that cannot continue means the character is broken: drop its first byte.
        let broken = bytes[1..].iter().any(|b| b & 0xc0 != 0x80);
        return if broken {
            Decoded::Complete(None, 1)
        } else {
            Decoded::Incomplete
        };
    };
    match std::str::from_utf8(encoded)
        .ok()
        .and_then(|s| s.chars().next())
    {
        Some(c) => {
            let modifiers = if c.is_uppercase() {
                KeyModifiers::SHIFT
            } else {
                KeyModifiers::NONE
            };
            Decoded::Complete(Some(KeyEvent::new(KeyCode::Char(c), modifiers)), length)
        }
        None => Decoded::Complete(None, 1),
    }
}

fn decode_escape(bytes: &[u8]) -> Decoded {
    match bytes.get(1) {
        None => Decoded::Incomplete,
        // Two Escapes are two Escape keys, however fast they came.
        Some(&ESC) => Decoded::Complete(Some(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE)), 1),
        Some(b'[') => decode_csi(bytes),
        Some(b'O') => match bytes.get(2) {
            None => Decoded::Incomplete,
            Some(&last) => Decoded::Complete(ss3_key(last), 3),
        },
        // Escape before a key: Alt with that key, as terminals send it.
        Some(_) => match decode(&bytes[1..]) {
            Decoded::Complete(event, used) => Decoded::Complete(
                event.map(|mut event| {
                    event.modifiers |= KeyModifiers::ALT;
                    event
                }),
                used + 1,
            ),
            Decoded::Incomplete => Decoded::Incomplete,
        },
    }
}

/// `ESC O` and a letter: arrows, Home, End and F1 to F4 in the terminal's application mode.
fn ss3_key(last: u8) -> Option<KeyEvent> {
    let code = match last {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'M' => KeyCode::Enter,
        b'P'..=b'S' => KeyCode::F(last - b'P' + 1),
        _ => return None,
    };
    Some(KeyEvent::new(code, KeyModifiers::NONE))
}

/// `ESC [`, parameters and one final byte.
fn decode_csi(bytes: &[u8]) -> Decoded {
    let body = &bytes[2..];
    let Some(end) = body.iter().position(|b| (0x40..=0x7e).contains(b)) else {
        return Decoded::Incomplete;
    };
    let used = 2 + end + 1;
    let (parameters, last) = (&body[..end], body[end]);
    // The Linux console's F1 to F5: `ESC [ [` and a letter.
    if last == b'[' && parameters.is_empty() {
        return match body.get(end + 1) {
            None => Decoded::Incomplete,
            Some(&letter @ b'A'..=b'E') => Decoded::Complete(
                Some(KeyEvent::new(
                    KeyCode::F(letter - b'A' + 1),
                    KeyModifiers::NONE,
                )),
                used + 1,
            ),
            Some(_) => Decoded::Complete(None, used + 1),
        };
    }
    Decoded::Complete(csi_key(parameters, last), used)
}

/// The numbers of a CSI sequence: fields split by `;`, each of numbers split by `:` (empty when left out).
fn fields(parameters: &str) -> Vec<Vec<Option<u32>>> {
    parameters
        .split(';')
        .map(|field| field.split(':').map(|n| n.parse().ok()).collect())
        .collect()
}

fn csi_key(parameters: &[u8], last: u8) -> Option<KeyEvent> {
    let parameters = std::str::from_utf8(parameters).ok()?;
    // Answers to the terminal's own questions (`CSI ? … u`, `CSI ? … c`, mouse reports) are not keys.
    if parameters.starts_with(['?', '<', '>', '=']) {
        return None;
    }
    let fields = fields(parameters);
    let number = |field: usize, part: usize| -> Option<u32> {
        fields
            .get(field)
            .and_then(|f| f.get(part).copied().flatten())
    };
    let (mut modifiers, kind, state) = modifiers_and_kind(number(1, 0), number(1, 1))?;
    let code = match last {
        b'u' => {
            let (code, keypad) = kitty_key(number(0, 0)?, modifiers)?;
            // With Shift, the alternate key is the character the layout gives (the kitty protocol's
            // "report alternate keys"): "?" rather than Shift and "/".
            let shifted = number(0, 1).and_then(char::from_u32);
            let state = state
                | if keypad {
                    KeyEventState::KEYPAD
                } else {
                    KeyEventState::NONE
                };
            let code = match shifted {
                Some(c) if modifiers.contains(KeyModifiers::SHIFT) => {
                    modifiers.remove(KeyModifiers::SHIFT);
                    KeyCode::Char(c)
                }
                _ => code,
            };
            return Some(KeyEvent::new_with_kind_and_state(
                code, modifiers, kind, state,
            ));
        }
        b'~' => tilde_key(number(0, 0)?)?,
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'P'..=b'S' => KeyCode::F(last - b'P' + 1),
        b'Z' => KeyCode::BackTab,
        _ => return None,
    };
    Some(KeyEvent::new_with_kind_and_state(
        code, modifiers, kind, state,
    ))
}

/// The modifier field (`1 +` a bit for each held modifier) and the kitty event type (1 press, 2 repeat,
/// 3 release). `None` for a mask that cannot be one.
fn modifiers_and_kind(
    mask: Option<u32>,
    kind: Option<u32>,
) -> Option<(KeyModifiers, KeyEventKind, KeyEventState)> {
    let bits = mask.unwrap_or(1).checked_sub(1)?;
    let mut modifiers = KeyModifiers::NONE;
    for (bit, modifier) in [
        (1, KeyModifiers::SHIFT),
        (2, KeyModifiers::ALT),
        (4, KeyModifiers::CONTROL),
        (8, KeyModifiers::SUPER),
        (16, KeyModifiers::HYPER),
        (32, KeyModifiers::META),
    ] {
        if bits & bit != 0 {
            modifiers |= modifier;
        }
    }
    let mut state = KeyEventState::NONE;
    if bits & 64 != 0 {
        state |= KeyEventState::CAPS_LOCK;
    }
    if bits & 128 != 0 {
        state |= KeyEventState::NUM_LOCK;
    }
    let kind = match kind.unwrap_or(1) {
        2 => KeyEventKind::Repeat,
        3 => KeyEventKind::Release,
        _ => KeyEventKind::Press,
    };
    Some((modifiers, kind, state))
}

/// The key of a kitty `CSI code u` report, and whether it is on the keypad. `None` for the keys the game
/// has no use for (modifier keys alone, media keys, Caps Lock).
fn kitty_key(code: u32, modifiers: KeyModifiers) -> Option<(KeyCode, bool)> {
    let key = match code {
        13 => KeyCode::Enter,
        27 => KeyCode::Esc,
        9 if modifiers.contains(KeyModifiers::SHIFT) => KeyCode::BackTab,
        9 => KeyCode::Tab,
        8 | 127 => KeyCode::Backspace,
        // F13 to F35.
        57376..=57398 => KeyCode::F(u8::try_from(code - 57376 + 13).ok()?),
        57399..=57426 => return keypad_key(code).map(|key| (key, true)),
        // The rest of the private use area: modifiers, media keys, locks.
        57344..=63743 => return None,
        _ => KeyCode::Char(char::from_u32(code)?),
    };
    Some((key, false))
}

/// The kitty protocol's keypad keys: digits and operators as the characters they type.
fn keypad_key(code: u32) -> Option<KeyCode> {
    Some(match code {
        57399..=57408 => KeyCode::Char(char::from_digit(code - 57399, 10)?),
        57409 => KeyCode::Char('.'),
        57410 => KeyCode::Char('/'),
        57411 => KeyCode::Char('*'),
        57412 => KeyCode::Char('-'),
        57413 => KeyCode::Char('+'),
        57414 => KeyCode::Enter,
        57415 => KeyCode::Char('='),
        57416 => KeyCode::Char(','),
        57417 => KeyCode::Left,
        57418 => KeyCode::Right,
        57419 => KeyCode::Up,
        57420 => KeyCode::Down,
        57421 => KeyCode::PageUp,
        57422 => KeyCode::PageDown,
        57423 => KeyCode::Home,
        57424 => KeyCode::End,
        57425 => KeyCode::Insert,
        57426 => KeyCode::Delete,
        _ => return None,
    })
}

/// `CSI number ~`: the editing keys and function keys.
fn tilde_key(number: u32) -> Option<KeyCode> {
    Some(match number {
        1 | 7 => KeyCode::Home,
        2 => KeyCode::Insert,
        3 => KeyCode::Delete,
        4 | 8 => KeyCode::End,
        5 => KeyCode::PageUp,
        6 => KeyCode::PageDown,
        11..=15 => KeyCode::F(u8::try_from(number - 10).ok()?),
        17..=21 => KeyCode::F(u8::try_from(number - 11).ok()?),
        23..=26 => KeyCode::F(u8::try_from(number - 12).ok()?),
        28..=29 => KeyCode::F(u8::try_from(number - 13).ok()?),
        31..=34 => KeyCode::F(u8::try_from(number - 14).ok()?),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The key events for `reads`, each a whole read that did not fill its buffer.
    fn decoded(reads: &[&[u8]]) -> Vec<KeyEvent> {
        let mut decoder = Decoder::default();
        let mut events = Vec::new();
        for read in reads {
            decoder.feed(read, false);
            events.extend(std::iter::from_fn(|| decoder.next_event()));
        }
        events
    }

    fn key(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    fn plain(code: KeyCode) -> KeyEvent {
        key(code, KeyModifiers::NONE)
    }

    #[test]
    fn two_escapes_in_one_read_are_two_escape_keys() {
        assert_eq!(
            decoded(&[b"\x1b\x1b"]),
            [plain(KeyCode::Esc), plain(KeyCode::Esc)]
        );
        assert_eq!(
            decoded(&[b"\x1b\x1b\x1b[B"]),
            [
                plain(KeyCode::Esc),
                plain(KeyCode::Esc),
                plain(KeyCode::Down)
            ]
        );
    }

    #[test]
    fn ctrl_f1_reads_the_same_from_xterm_and_from_the_kitty_protocol() {
        let ctrl_f1 = key(KeyCode::F(1), KeyModifiers::CONTROL);
        assert_eq!(decoded(&[b"\x1b[1;5P"]), [ctrl_f1]);
        // Kitty keeps F1's legacy form and adds the event type: 1 is a press.
        assert_eq!(decoded(&[b"\x1b[1;5:1P"]), [ctrl_f1]);
    }

    #[test]
    fn an_escape_at_the_end_of_a_read_waits_only_when_the_read_was_full() {
        let mut decoder = Decoder::default();
        decoder.feed(b"a\x1b", true);
        assert_eq!(decoder.next_event(), Some(plain(KeyCode::Char('a'))));
        assert_eq!(
            decoder.next_event(),
            None,
            "the Escape may start a sequence"
        );
        decoder.feed(b"[A", false);
        assert_eq!(decoder.next_event(), Some(plain(KeyCode::Up)));
        assert_eq!(decoded(&[b"\x1b"]), [plain(KeyCode::Esc)]);
    }

    #[test]
    fn sequences_and_characters_cut_between_reads_are_joined() {
        assert_eq!(
            decoded(&[b"\x1b[", b"1;2", b"A"]),
            [key(KeyCode::Up, KeyModifiers::SHIFT)]
        );
        assert_eq!(
            decoded(&["é".as_bytes()[..1].as_ref(), &"é".as_bytes()[1..]]),
            [plain(KeyCode::Char('é'))]
        );
    }

    #[test]
    fn a_burst_of_any_size_is_decoded_whole() {
        let burst = vec![b't'; 20_000];
        assert_eq!(decoded(&[&burst]).len(), 20_000);
    }

    #[test]
    fn control_characters_and_letters_as_crossterm_reports_them() {
        assert_eq!(
            decoded(&[b"\r\t\x7f\x03\n S"]),
            [
                plain(KeyCode::Enter),
                plain(KeyCode::Tab),
                plain(KeyCode::Backspace),
                key(KeyCode::Char('c'), KeyModifiers::CONTROL),
                key(KeyCode::Char('j'), KeyModifiers::CONTROL),
                plain(KeyCode::Char(' ')),
                key(KeyCode::Char('S'), KeyModifiers::SHIFT),
            ]
        );
        assert_eq!(
            decoded(&[b"\x1bx"]),
            [key(KeyCode::Char('x'), KeyModifiers::ALT)]
        );
    }

    #[test]
    fn legacy_sequences() {
        assert_eq!(
            decoded(&[b"\x1b[A\x1bOB\x1b[H\x1b[4~\x1b[5~\x1b[6~\x1b[3~\x1b[Z\x1bOP\x1b[15~\x1b[24~\x1b[[A"]),
            [
                plain(KeyCode::Up),
                plain(KeyCode::Down),
                plain(KeyCode::Home),
                plain(KeyCode::End),
                plain(KeyCode::PageUp),
                plain(KeyCode::PageDown),
                plain(KeyCode::Delete),
                plain(KeyCode::BackTab),
                plain(KeyCode::F(1)),
                plain(KeyCode::F(5)),
                plain(KeyCode::F(12)),
                plain(KeyCode::F(1)),
            ]
        );
        assert_eq!(
            decoded(&[b"\x1b[1;5C"]),
            [key(KeyCode::Right, KeyModifiers::CONTROL)]
        );
    }

    #[test]
    fn kitty_reports_with_alternate_keys_and_event_types() {
        assert_eq!(decoded(&[b"\x1b[13u"]), [plain(KeyCode::Enter)]);
        assert_eq!(decoded(&[b"\x1b[27u"]), [plain(KeyCode::Esc)]);
        assert_eq!(
            decoded(&[b"\x1b[49;2u"]),
            [key(KeyCode::Char('1'), KeyModifiers::SHIFT)]
        );
        // Shift with the alternate key: the character typed, as crossterm gives it.
        assert_eq!(decoded(&[b"\x1b[47:63;2u"]), [plain(KeyCode::Char('?'))]);
        assert_eq!(
            decoded(&[b"\x1b[113;5u"]),
            [key(KeyCode::Char('q'), KeyModifiers::CONTROL)]
        );
        let release = decoded(&[b"\x1b[97;1:3u"]);
        assert_eq!(release.len(), 1);
        assert_eq!(release[0].kind, KeyEventKind::Release);
        // The keypad's 5 types a 5.
        assert_eq!(decoded(&[b"\x1b[57404u"])[0].code, KeyCode::Char('5'));
        // Shift alone is no key for the game.
        assert_eq!(decoded(&[b"\x1b[57441;2u"]), []);
    }

    #[test]
    fn answers_from_the_terminal_and_broken_bytes_are_no_keys() {
        assert_eq!(decoded(&[b"\x1b[?0u\x1b[?62;22c"]), []);
        assert_eq!(decoded(&[b"\xff\xc3("]), [plain(KeyCode::Char('('))]);
        // A sequence that never ends is dropped rather than kept without limit.
        let mut endless = b"\x1b[".to_vec();
        endless.extend(std::iter::repeat_n(b'1', 100));
        assert_eq!(decoded(&[&endless, b"a"]), [plain(KeyCode::Char('a'))]);
    }
}
