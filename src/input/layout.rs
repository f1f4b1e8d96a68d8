//! Keyboard layouts as data: which character each number-row key gives, plain and with Shift, so that
//! Shift plus the key labelled 1 keeps a die showing 1 whatever the keyboard.
//!
//! A terminal without the kitty keyboard protocol sends only the character a key produced: "!" for Shift+1
//! on a US keyboard, "1" for Shift+1 on a French AZERTY one (where the key labelled 1 gives "&" alone). The
//! table turns that character back into the key that was pressed.

use std::fmt;
use std::str::FromStr;

use super::{Key, KeyCode};

/// A keyboard layout the number row is known for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Layout {
    /// US English (also the fallback).
    #[default]
    Us,
    /// UK English.
    Uk,
    /// German QWERTZ.
    De,
    /// French AZERTY: the number row gives symbols, Shift gives the digits.
    Fr,
    /// Spanish.
    Es,
    /// Italian.
    It,
    /// Swedish.
    Sv,
}

/// The number-row keys 1 to 6 of one layout: what each gives alone and with Shift.
struct NumberRow {
    plain: [char; 6],
    shifted: [char; 6],
}

const DIGITS: [char; 6] = ['1', '2', '3', '4', '5', '6'];

impl Layout {
    /// Every layout, in the order help and messages list them.
    pub const ALL: [Layout; 7] = [
        Layout::Us,
        Layout::Uk,
        Layout::De,
        Layout::Fr,
        Layout::Es,
        Layout::It,
        Layout::Sv,
    ];

    /// The name used by `--keyboard` and the settings file.
    pub fn id(self) -> &'static str {
        match self {
            Layout::Us => "us",
            Layout::Uk => "uk",
            Layout::De => "de",
            Layout::Fr => "fr",
            Layout::Es => "es",
            Layout::It => "it",
            Layout::Sv => "sv",
        }
    }

    /// The layout most people writing in `locale` (a tag such as "fr-FR", "en_GB.UTF-8" or "de") use;
    /// US for anything else.
    pub fn for_locale(locale: &str) -> Layout {
        let tag = locale.split(['.', '@']).next().unwrap_or("");
        let mut parts = tag.split(['-', '_']);
        let language = parts.next().unwrap_or("").to_ascii_lowercase();
        let region = parts
            .find(|p| p.len() == 2 && p.chars().all(|c| c.is_ascii_alphabetic()))
            .map(str::to_ascii_uppercase);
        match (language.as_str(), region.as_deref()) {
            // French speakers in Canada and Switzerland type on QWERTY/QWERTZ-like layouts with digits
            // unshifted; only France and Belgium use AZERTY.
            ("fr", None | Some("FR" | "BE" | "LU" | "MC")) => Layout::Fr,
            ("en", Some("GB" | "IE")) => Layout::Uk,
            ("de", _) => Layout::De,
            ("es", _) => Layout::Es,
            ("it", _) => Layout::It,
            ("sv", _) => Layout::Sv,
            _ => Layout::Us,
        }
    }

    fn number_row(self) -> NumberRow {
        let (plain, shifted) = match self {
            Layout::Us => (DIGITS, ['!', '@', '#', '$', '%', '^']),
            Layout::Uk => (DIGITS, ['!', '"', '£', '$', '%', '^']),
            Layout::De => (DIGITS, ['!', '"', '§', '$', '%', '&']),
            Layout::Fr => (['&', 'é', '"', '\'', '(', '-'], DIGITS),
            Layout::Es => (DIGITS, ['!', '"', '·', '$', '%', '&']),
            Layout::It => (DIGITS, ['!', '"', '£', '$', '%', '&']),
            Layout::Sv => (DIGITS, ['!', '"', '#', '¤', '%', '&']),
        };
        NumberRow { plain, shifted }
    }

    /// The number-row key that gives `typed` on this layout, as the digit on its label with or without
    /// Shift; `None` for characters off the number row's first six keys.
    pub fn number_key(self, typed: char) -> Option<Key> {
        let row = self.number_row();
        if let Some(at) = row.plain.iter().position(|c| *c == typed) {
            return Some(Key::plain(KeyCode::Char(DIGITS[at])));
        }
        row.shifted
            .iter()
            .position(|c| *c == typed)
            .map(|at| Key::shifted(KeyCode::Char(DIGITS[at])))
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The name is not a layout sayzee knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLayout(pub String);

impl FromStr for Layout {
    type Err = UnknownLayout;

    /// Reads a layout name, case-insensitively; "gb" is taken for "uk" and "azerty" for "fr".
    fn from_str(name: &str) -> Result<Layout, UnknownLayout> {
        let lower = name.trim().to_ascii_lowercase();
        let lower = match lower.as_str() {
            "gb" => "uk",
            "azerty" => "fr",
            "qwertz" => "de",
            "qwerty" => "us",
            other => other,
        };
        Layout::ALL
            .into_iter()
            .find(|layout| layout.id() == lower)
            .ok_or_else(|| UnknownLayout(name.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(text: &str) -> Key {
        text.parse().unwrap()
    }

    #[test]
    fn us_shifted_symbols_are_shift_digits() {
        let us = Layout::Us;
        assert_eq!(us.number_key('1'), Some(key("1")));
        assert_eq!(us.number_key('!'), Some(key("shift+1")));
        assert_eq!(us.number_key('@'), Some(key("shift+2")));
        assert_eq!(us.number_key('#'), Some(key("shift+3")));
        assert_eq!(us.number_key('^'), Some(key("shift+6")));
        assert_eq!(us.number_key('&'), None, "& is Shift+7 on US");
        assert_eq!(us.number_key('?'), None);
    }

    #[test]
    fn uk_and_german_differ_from_us_where_their_keyboards_do() {
        assert_eq!(Layout::Uk.number_key('"'), Some(key("shift+2")));
        assert_eq!(Layout::Uk.number_key('£'), Some(key("shift+3")));
        assert_eq!(Layout::Us.number_key('"'), None);
        let de = Layout::De;
        for (typed, expected) in [('!', 1), ('"', 2), ('§', 3), ('$', 4), ('%', 5), ('&', 6)] {
            assert_eq!(
                de.number_key(typed),
                Some(key(&format!("shift+{expected}"))),
                "{typed}"
            );
        }
    }

    #[test]
    fn azerty_unshifted_symbols_select_and_digits_are_shifted() {
        let fr = Layout::Fr;
        for (typed, face) in [('&', 1), ('é', 2), ('"', 3), ('\'', 4), ('(', 5), ('-', 6)] {
            assert_eq!(
                fr.number_key(typed),
                Some(key(&face.to_string())),
                "{typed}"
            );
        }
        for face in 1..=6 {
            let digit = char::from(b'0' + face);
            assert_eq!(
                fr.number_key(digit),
                Some(key(&format!("shift+{face}"))),
                "{digit}"
            );
        }
        assert_eq!(fr.number_key('è'), None, "è is the key labelled 7");
    }

    #[test]
    fn every_layout_gives_twelve_different_characters_for_six_keys() {
        for layout in Layout::ALL {
            let row = layout.number_row();
            let mut all: Vec<char> = row.plain.iter().chain(&row.shifted).copied().collect();
            all.sort_unstable();
            all.dedup();
            assert_eq!(all.len(), 12, "{layout}");
        }
    }

    #[test]
    fn the_locale_picks_the_layout() {
        assert_eq!(Layout::for_locale("fr-FR"), Layout::Fr);
        assert_eq!(Layout::for_locale("fr"), Layout::Fr);
        assert_eq!(Layout::for_locale("fr_BE.UTF-8"), Layout::Fr);
        assert_eq!(Layout::for_locale("fr-CA"), Layout::Us);
        assert_eq!(Layout::for_locale("en-GB"), Layout::Uk);
        assert_eq!(Layout::for_locale("en_US.UTF-8"), Layout::Us);
        assert_eq!(Layout::for_locale("de-AT"), Layout::De);
        assert_eq!(Layout::for_locale("sv-SE"), Layout::Sv);
        assert_eq!(Layout::for_locale("C"), Layout::Us);
        assert_eq!(Layout::for_locale(""), Layout::Us);
    }

    #[test]
    fn names_parse_with_aliases_and_unknown_names_are_refused() {
        for layout in Layout::ALL {
            assert_eq!(layout.id().parse::<Layout>(), Ok(layout));
        }
        assert_eq!("AZERTY".parse::<Layout>(), Ok(Layout::Fr));
        assert_eq!("gb".parse::<Layout>(), Ok(Layout::Uk));
        assert_eq!(
            "dvorak".parse::<Layout>(),
            Err(UnknownLayout("dvorak".into()))
        );
    }
}
