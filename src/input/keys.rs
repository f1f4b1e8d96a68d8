//! Keys and the key map. A [`Key`] is what the player pressed after layout translation (Shift plus the key
//! labelled 1 is `shift+1` on every keyboard); the [`KeyMap`] is a table from keys to actions, with a
//! reverse lookup that builds the help, so help never drifts from the bindings.

use std::fmt;
use std::str::FromStr;

use super::Action;
use crate::rules::Face;

/// A key without modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KeyCode {
    /// A printable character, letters lower-case.
    Char(char),
    Enter,
    Space,
    Escape,
    Up,
    Down,
    Left,
    Right,
    Home,
    End,
    PageUp,
    PageDown,
    Tab,
    Backspace,
    Delete,
    F(u8),
}

/// A key press as the game sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    pub code: KeyCode,
    pub shift: bool,
    pub ctrl: bool,
}

impl Key {
    pub const fn plain(code: KeyCode) -> Key {
        Key {
            code,
            shift: false,
            ctrl: false,
        }
    }

    pub const fn shifted(code: KeyCode) -> Key {
        Key {
            code,
            shift: true,
            ctrl: false,
        }
    }

    pub const fn ctrl(code: KeyCode) -> Key {
        Key {
            code,
            shift: false,
            ctrl: true,
        }
    }

    /// The digit of a plain digit key (0 to 9), without Ctrl: a number picked from a menu.
    pub fn digit(self) -> Option<u8> {
        match self.code {
            KeyCode::Char(c) if !self.ctrl => c.to_digit(10).and_then(|d| u8::try_from(d).ok()),
            _ => None,
        }
    }

    /// A character key as typed: upper-case letters become shift plus the letter; punctuation carries its
    /// shift in the character itself, so "?" is just "?".
    pub fn from_char(c: char) -> Key {
        if c == ' ' {
            Key::plain(KeyCode::Space)
        } else if c.is_uppercase() {
            Key::shifted(KeyCode::Char(c.to_lowercase().next().unwrap_or(c)))
        } else {
            Key::plain(KeyCode::Char(c))
        }
    }
}

impl fmt::Display for Key {
    /// The key's name as settings files and line mode write it: "shift+s", "enter", "f1", "?".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ctrl {
            f.write_str("ctrl+")?;
        }
        if self.shift {
            f.write_str("shift+")?;
        }
        match self.code {
            KeyCode::Char(c) => write!(f, "{c}"),
            KeyCode::F(n) => write!(f, "f{n}"),
            code => f.write_str(
                NAMED
                    .iter()
                    .find(|(_, c)| *c == code)
                    .map_or("?", |(n, _)| n),
            ),
        }
    }
}

const NAMED: [(&str, KeyCode); 14] = [
    ("enter", KeyCode::Enter),
    ("space", KeyCode::Space),
    ("escape", KeyCode::Escape),
    ("up", KeyCode::Up),
    ("down", KeyCode::Down),
    ("left", KeyCode::Left),
    ("right", KeyCode::Right),
    ("home", KeyCode::Home),
    ("end", KeyCode::End),
    ("pageup", KeyCode::PageUp),
    ("pagedown", KeyCode::PageDown),
    ("tab", KeyCode::Tab),
    ("backspace", KeyCode::Backspace),
    ("delete", KeyCode::Delete),
];

/// The text names no key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseKeyError(pub String);

impl FromStr for Key {
    type Err = ParseKeyError;

    /// Reads "shift+3", "Ctrl+Q", "enter", "esc", "F1", "?", "S" (shift+s).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseKeyError(text.to_string());
        let mut key = Key::plain(KeyCode::Enter);
        let mut rest = text.trim();
        loop {
            let lower = rest.to_ascii_lowercase();
            if let Some(after) = lower.strip_prefix("shift+") {
                key.shift = true;
                rest = &rest[rest.len() - after.len()..];
            } else if let Some(after) = lower.strip_prefix("ctrl+") {
                key.ctrl = true;
                rest = &rest[rest.len() - after.len()..];
            } else {
                break;
            }
        }
        let mut chars = rest.chars();
        key.code = match (chars.next(), chars.next()) {
            (Some(c), None) => {
                let typed = Key::from_char(c);
                key.shift |= typed.shift;
                typed.code
            }
            _ => {
                let lower = rest.to_ascii_lowercase();
                let lower = match lower.as_str() {
                    "esc" => "escape",
                    "return" => "enter",
                    other => other,
                };
                if let Some(n) = lower.strip_prefix('f').and_then(|n| n.parse::<u8>().ok()) {
                    KeyCode::F(n)
                } else {
                    NAMED
                        .iter()
                        .find(|(name, _)| *name == lower)
                        .map(|(_, code)| *code)
                        .ok_or_else(error)?
                }
            }
        };
        Ok(key)
    }
}

/// Keys to actions. Lookup runs nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyMap {
    bindings: Vec<(Key, Action)>,
}

impl Default for KeyMap {
    /// The documented shortcuts (design.md section 3) and the Game Room convention.
    fn default() -> KeyMap {
        use Action as A;
        use KeyCode as K;
        let mut bindings = vec![(Key::plain(K::Enter), A::Advance)];
        for face in Face::ALL {
            let digit = char::from(b'0' + face.value());
            bindings.push((Key::plain(K::Char(digit)), A::Select(face)));
            bindings.push((Key::shifted(K::Char(digit)), A::Unselect(face)));
        }
        bindings.extend([
            (Key::plain(K::Char('a')), A::SelectAll),
            (Key::plain(K::Char('k')), A::KeepAll),
            (Key::plain(K::Space), A::SayDice),
            (Key::plain(K::Char('d')), A::SayRoll),
            (Key::plain(K::Char('s')), A::SayScores),
            (Key::shifted(K::Char('s')), A::SaySheets),
            (Key::plain(K::Char('t')), A::SayTurn),
            (Key::plain(K::Down), A::CursorNext),
            (Key::plain(K::Up), A::CursorPrevious),
            (Key::plain(K::Home), A::CursorFirst),
            (Key::plain(K::End), A::CursorLast),
            (Key::plain(K::Escape), A::Back),
            (Key::plain(K::F(1)), A::Help),
            (Key::plain(K::Char('h')), A::Help),
            (Key::plain(K::Char('l')), A::SwitchLanguage),
            (Key::plain(K::Char('r')), A::Repeat),
            (Key::shifted(K::Char('r')), A::History),
            (Key::plain(K::Char('u')), A::Undo),
            (Key::plain(K::Char('?')), A::Hint),
            (Key::plain(K::Char('i')), A::SayStats),
            (Key::shifted(K::Char('i')), A::Leaderboard),
            (Key::ctrl(K::Char('q')), A::Quit),
            (Key::plain(K::Char('m')), A::ToggleSound),
            // As in the Game Room and ELTEN.
            (Key::ctrl(K::F(1)), A::SayRules),
            (Key::plain(K::Char('w')), A::SayChances),
            (Key::shifted(K::Char('w')), A::FollowChances),
            (Key::plain(K::Char('e')), A::Review),
            (Key::shifted(K::Char('e')), A::Drill),
            (Key::plain(K::Char('v')), A::ToggleVerbosity),
            (Key::plain(K::Char(']')), A::SpeechFaster),
            (Key::plain(K::Char('[')), A::SpeechSlower),
            // Brackets need AltGr on most European keyboards; Ctrl and the arrows are everywhere.
            (Key::ctrl(K::Up), A::SpeechFaster),
            (Key::ctrl(K::Down), A::SpeechSlower),
            (Key::plain(K::PageUp), A::SoundLouder),
            (Key::plain(K::PageDown), A::SoundSofter),
            (Key::plain(K::Char('c')), A::Chat),
            (Key::plain(K::Char('o')), A::HostMenu),
        ]);
        KeyMap { bindings }
    }
}

impl KeyMap {
    /// The action bound to `key`.
    pub fn action(&self, key: Key) -> Option<Action> {
        self.bindings
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, a)| *a)
    }

    /// The keys bound to `action`, in binding order (for help).
    pub fn keys(&self, action: Action) -> Vec<Key> {
        self.bindings
            .iter()
            .filter(|(_, a)| *a == action)
            .map(|(k, _)| *k)
            .collect()
    }

    /// Binds `key` to `action`, taking it from whatever it did before.
    pub fn bind(&mut self, key: Key, action: Action) {
        self.bindings.retain(|(k, _)| *k != key);
        self.bindings.push((key, action));
    }

    /// Removes every key of `action` (before the settings give it keys of their own).
    pub fn unbind(&mut self, action: Action) {
        self.bindings.retain(|(_, a)| *a != action);
    }

    /// Every binding.
    pub fn bindings(&self) -> &[(Key, Action)] {
        &self.bindings
    }

    /// A map of exactly these bindings; the caller has checked that no key is bound twice.
    pub(super) fn from_bindings(bindings: Vec<(Key, Action)>) -> KeyMap {
        KeyMap { bindings }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_key_is_bound_twice_and_every_action_has_a_key() {
        let map = KeyMap::default();
        for (i, (key, _)) in map.bindings().iter().enumerate() {
            assert!(
                map.bindings()[..i].iter().all(|(k, _)| k != key),
                "{key} bound twice"
            );
        }
        for action in Action::all() {
            assert!(!map.keys(action).is_empty(), "{} has no key", action.name());
        }
    }

    #[test]
    fn the_digits_seven_to_nine_are_bound_to_nothing_and_read_as_a_menu_number() {
        let map = KeyMap::default();
        for digit in ['7', '8', '9', '0'] {
            let key = Key::from_char(digit);
            assert_eq!(map.action(key), None, "{key}");
            assert_eq!(key.digit(), digit.to_digit(10).map(|d| d as u8));
        }
        assert_eq!(Key::ctrl(KeyCode::Char('8')).digit(), None);
        assert_eq!(Key::from_char('x').digit(), None);
    }

    #[test]
    fn key_names_round_trip() {
        for text in [
            "enter", "shift+3", "3", "space", "d", "shift+s", "f1", "ctrl+q", "?", "down",
        ] {
            let key: Key = text.parse().unwrap();
            assert_eq!(key.to_string(), text);
        }
        assert_eq!("S".parse::<Key>().unwrap().to_string(), "shift+s");
        assert_eq!("Esc".parse::<Key>().unwrap().to_string(), "escape");
        assert!("shift+".parse::<Key>().is_err());
        assert!("banana".parse::<Key>().is_err());
    }

    #[test]
    fn the_documented_shortcuts_do_what_design_md_says() {
        let map = KeyMap::default();
        let action = |text: &str| map.action(text.parse().unwrap());
        let three = Face::new(3).unwrap();
        assert_eq!(action("enter"), Some(Action::Advance));
        assert_eq!(action("3"), Some(Action::Select(three)));
        assert_eq!(action("shift+3"), Some(Action::Unselect(three)));
        assert_eq!(action("space"), Some(Action::SayDice));
        assert_eq!(action("d"), Some(Action::SayRoll));
        assert_eq!(action("s"), Some(Action::SayScores));
        assert_eq!(action("shift+s"), Some(Action::SaySheets));
        assert_eq!(action("t"), Some(Action::SayTurn));
        assert_eq!(action("escape"), Some(Action::Back));
        assert_eq!(action("f1"), Some(Action::Help));
        assert_eq!(action("x"), None);
    }

    #[test]
    fn rebinding_moves_a_key() {
        let mut map = KeyMap::default();
        map.bind("x".parse().unwrap(), Action::SayScores);
        map.bind("s".parse().unwrap(), Action::Hint);
        assert_eq!(map.action("x".parse().unwrap()), Some(Action::SayScores));
        assert_eq!(map.action("s".parse().unwrap()), Some(Action::Hint));
    }
}
