//! Text that comes from outside (player names, typed answers, and later chat and network frames), cleaned at
//! the boundary so the rest of the code can print and speak it without a second thought.
//!
//! A braille display shows one message a line and a screen reader reads the line as printed, so text from a
//! stranger must not be able to move the cursor, clear the screen, split a line or reverse the rest of it.
//! [`CleanText`] is the only way to hold such text: control characters (ANSI escapes start with one),
//! bidirectional overrides and isolates, and invisible format characters are removed, every run of
//! whitespace (line ends, tabs, exotic spaces) becomes one space, and the length is limited. Zero-width
//! joiners and non-joiners stay: scripts such as Persian and the Indic ones need them to spell names right.

use std::fmt;

use serde::{Deserialize, Serialize};
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

/// The longest player name, in characters: long enough for any real name, short enough to hear.
pub const MAX_NAME_CHARS: usize = 32;

/// The longest answer or refused line echoed back, in characters; longer ones end with an ellipsis.
pub const MAX_ECHO_CHARS: usize = 40;

/// Text safe to print on one line and to speak: see the module comment for what was taken out.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct CleanText(String);

/// What cleaning did to a text, for callers that tell the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cleaning {
    /// Characters were beyond the limit and were cut off.
    pub shortened: bool,
}

impl CleanText {
    /// `raw` cleaned and cut to at most `max_chars` characters.
    pub fn new(raw: &str, max_chars: usize) -> CleanText {
        CleanText::cleaned(raw, max_chars).0
    }

    /// `raw` cleaned and cut to at most `max_chars` characters, and whether it had to be cut.
    pub fn cleaned(raw: &str, max_chars: usize) -> (CleanText, Cleaning) {
        let mut text = String::with_capacity(raw.len().min(max_chars * 4));
        let mut count = 0;
        let mut pending_space = false;
        let mut shortened = false;
        for c in without_escape_sequences(raw) {
            if c.is_whitespace() || is_line_or_paragraph_separator(c) || is_blank_glyph(c) {
                pending_space = count > 0;
                continue;
            }
            if is_hidden(c) {
                continue;
            }
            let needed = if pending_space { 2 } else { 1 };
            if count + needed > max_chars {
                shortened = true;
                break;
            }
            if pending_space {
                text.push(' ');
                count += 1;
                pending_space = false;
            }
            text.push(c);
            count += 1;
        }
        (CleanText(text), Cleaning { shortened })
    }

    /// Text to echo back to the player (a refused answer or line): cleaned, and when longer than
    /// [`MAX_ECHO_CHARS`], cut there with an ellipsis so a pasted megabyte is not read back.
    pub fn echo(raw: &str) -> CleanText {
        let (mut text, cleaning) = CleanText::cleaned(raw, MAX_ECHO_CHARS);
        if cleaning.shortened {
            text.0.push('…');
        }
        text
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

impl fmt::Display for CleanText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// `raw` without its terminal escape sequences, each taken out whole: a CSI (`ESC [`, or U+009B) to its final byte,
/// so that "\x1b[31m" leaves no "[31m" to be read aloud; an OSC, DCS, SOS, PM or APC string (`ESC ]`, `ESC P`,
/// `ESC X`, `ESC ^`, `ESC _`, or their C1 forms) to its terminator (BEL or ST) or the end; any other escape with
/// its intermediate and final bytes. Stray controls left over are `is_hidden`'s to remove.
fn without_escape_sequences(raw: &str) -> impl Iterator<Item = char> + '_ {
    let mut chars = raw.chars().peekable();
    std::iter::from_fn(move || {
        loop {
            let c = chars.next()?;
            let introducer = match c {
                '\u{1b}' => match chars.peek() {
                    Some('[') => Some('['),
                    Some(&next @ (']' | 'P' | 'X' | '^' | '_')) => Some(next),
                    Some(_) => Some('\u{1b}'),
                    None => return None,
                },
                '\u{9b}' => Some('\u{9b}'),
                '\u{9d}' | '\u{90}' | '\u{98}' | '\u{9e}' | '\u{9f}' => Some(c),
                _ => None,
            };
            match introducer {
                None => return Some(c),
                Some('[') | Some('\u{9b}') => {
                    if c == '\u{1b}' {
                        chars.next();
                    }
                    // Parameter and intermediate bytes, then the final byte.
                    while chars
                        .next_if(|b| ('\u{20}'..='\u{3f}').contains(b))
                        .is_some()
                    {}
                    chars.next_if(|b| ('\u{40}'..='\u{7e}').contains(b));
                }
                Some('\u{1b}') => {
                    // ESC, its intermediate bytes, and its final byte (ESC ( B, ESC 7, ESC c...).
                    while chars
                        .next_if(|b| ('\u{20}'..='\u{2f}').contains(b))
                        .is_some()
                    {}
                    chars.next_if(|b| ('\u{30}'..='\u{7e}').contains(b));
                }
                Some(_) => {
                    if c == '\u{1b}' {
                        chars.next();
                    }
                    // A control string: up to BEL, ST (ESC \ or U+009C), or the end of the text.
                    while let Some(b) = chars.next() {
                        if b == '\u{7}' || b == '\u{9c}' {
                            break;
                        }
                        if b == '\u{1b}' {
                            chars.next_if_eq(&'\\');
                            break;
                        }
                    }
                }
            }
        }
    })
}

/// Characters that show nothing yet change how the line is shown or read: C0 and C1 controls (ANSI
/// escapes, carriage returns, bells), bidi overrides, embeddings, isolates and marks, and other format
/// characters (soft hyphens, zero-width spaces, tag characters, the byte order mark); also surrogates and
/// private-use or unassigned code points, which no screen reader can say. Zero-width joiners stay.
fn is_hidden(c: char) -> bool {
    if matches!(c, '\u{200C}' | '\u{200D}') {
        return false;
    }
    matches!(
        c.general_category(),
        GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::Surrogate
            | GeneralCategory::PrivateUse
            | GeneralCategory::Unassigned
    )
}

/// Characters that are letters or symbols to Unicode but show as blank: the empty braille cell (an empty cell
/// on a braille display too), the ideographic half fill space, the musical null notehead, and the Hangul
/// fillers. They are read as the spaces they look like, so that "Ann" followed by one is "Ann".
fn is_blank_glyph(c: char) -> bool {
    matches!(
        c,
        '\u{2800}' | '\u{303F}' | '\u{1D159}' | '\u{3164}' | '\u{FFA0}' | '\u{115F}' | '\u{1160}'
    )
}

fn is_line_or_paragraph_separator(c: char) -> bool {
    matches!(
        c.general_category(),
        GeneralCategory::LineSeparator | GeneralCategory::ParagraphSeparator
    )
}

/// A player's name: clean text of at most [`MAX_NAME_CHARS`] characters. Names are read from the command
/// line, setup answers, saved games and (later) the network, and every one of them passes through here, so a
/// name can never carry an escape sequence, a line break or a bidi override into an announcement.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub struct PlayerName(CleanText);

impl PlayerName {
    /// `raw` made a name: cleaned and cut to [`MAX_NAME_CHARS`].
    pub fn new(raw: &str) -> PlayerName {
        PlayerName(CleanText::new(raw, MAX_NAME_CHARS))
    }

    /// `raw` made a name, and whether it was longer than a name may be.
    pub fn cleaned(raw: &str) -> (PlayerName, Cleaning) {
        let (text, cleaning) = CleanText::cleaned(raw, MAX_NAME_CHARS);
        (PlayerName(text), cleaning)
    }

    pub fn as_str(&self) -> &str {
        self.0.as_str()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether two names would be heard, or seen, as the same player: case, invisible characters and look-alike
    /// letters do not count (see [`PlayerName::look_alike_key`]).
    pub fn same_as(&self, other: &str) -> bool {
        self.look_alike_key() == PlayerName::new(other).look_alike_key()
    }

    /// The form in which names are compared: invisible format characters (a zero-width joiner) left out, lower
    /// case, then each character replaced by the one it is confused with (the Unicode confusables skeleton of
    /// UTS #39: a Cyrillic "А" is a Latin "A", a fullwidth "Ａ" too, and a combining accent counts as the
    /// precomposed letter), so nobody can sit as a second "Ann" that looks and sounds the same.
    pub fn look_alike_key(&self) -> String {
        look_alike_key(self.as_str())
    }

    /// Whether the name may be used where others see it: something is left once cleaned, and its letters are of
    /// one script (UTS #39's mixed-script test, where Japanese kana with kanji, or any letters with digits, are
    /// one), so that "Aпп", a Latin A with Cyrillic letters, cannot pass for "Ann".
    pub fn is_acceptable(&self) -> bool {
        !self.is_empty() && unicode_security::MixedScript::is_single_script(self.as_str())
    }
}

/// Whether `text`'s letters are of one script (see [`PlayerName::is_acceptable`]), however long it is.
pub fn is_single_script(text: &str) -> bool {
    unicode_security::MixedScript::is_single_script(text)
}

/// Whether two secrets (a password, a token's digest) are the same, in a time that does not depend on where they
/// differ, so that a stranger cannot find one by timing the answers.
pub fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |differ, (x, y)| differ | (x ^ y))
            == 0
}

/// [`PlayerName::look_alike_key`] of any clean text, however long (a table's name is longer than a player's).
pub fn look_alike_key(text: &str) -> String {
    let visible: String = text
        .chars()
        .filter(|c| c.general_category() != GeneralCategory::Format)
        .map(as_latin_look_alike)
        .collect::<String>()
        .to_lowercase();
    unicode_security::skeleton(&visible)
        .collect::<String>()
        .to_lowercase()
}

/// [`look_alike_key`] without the accents (the skeleton keeps them as combining marks): what a name typed on a
/// keyboard without them is matched by ("kuche" for "Küche"). Only for finding what was meant among a few names
/// heard, never for telling names apart.
pub fn accent_blind_key(text: &str) -> String {
    look_alike_key(text)
        .chars()
        .filter(|c| c.general_category() != GeneralCategory::NonspacingMark)
        .collect()
}

/// A small capital (ᴀ, ɴ...) as the lower-case Latin letter it reads as, and two Greek letters the confusables table
/// leaves apart from the Latin ones they pass for in a name (η for n, ι for i); anything else as it is.
fn as_latin_look_alike(c: char) -> char {
    match c {
        '\u{1D00}' => 'a',
        '\u{0299}' => 'b',
        '\u{1D04}' => 'c',
        '\u{1D05}' => 'd',
        '\u{1D07}' => 'e',
        '\u{A730}' => 'f',
        '\u{0262}' => 'g',
        '\u{029C}' => 'h',
        '\u{026A}' | 'ι' => 'i',
        '\u{1D0A}' => 'j',
        '\u{1D0B}' => 'k',
        '\u{029F}' => 'l',
        '\u{1D0D}' => 'm',
        '\u{0274}' | 'η' => 'n',
        '\u{1D0F}' => 'o',
        '\u{1D18}' => 'p',
        '\u{A7AF}' => 'q',
        '\u{0280}' => 'r',
        '\u{A731}' => 's',
        '\u{1D1B}' => 't',
        '\u{1D1C}' => 'u',
        '\u{1D20}' => 'v',
        '\u{1D21}' => 'w',
        '\u{028F}' => 'y',
        '\u{1D22}' => 'z',
        other => other,
    }
}

impl fmt::Display for PlayerName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<String> for PlayerName {
    fn from(raw: String) -> PlayerName {
        PlayerName::new(&raw)
    }
}

impl From<&str> for PlayerName {
    fn from(raw: &str) -> PlayerName {
        PlayerName::new(raw)
    }
}

impl From<&String> for PlayerName {
    fn from(raw: &String) -> PlayerName {
        PlayerName::new(raw)
    }
}

impl From<PlayerName> for String {
    fn from(name: PlayerName) -> String {
        name.0.into_string()
    }
}

impl AsRef<str> for PlayerName {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_name_typed_without_its_accents_is_found_and_told_apart_from_others() {
        use super::accent_blind_key;
        assert_eq!(accent_blind_key("Küche"), accent_blind_key("kuche"));
        assert_eq!(accent_blind_key("Salón"), accent_blind_key("SALON"));
        assert_ne!(accent_blind_key("Küche"), accent_blind_key("Kache"));
        // Accents still tell names apart where names are compared: only the typing aid drops them.
        assert_ne!(
            super::look_alike_key("Küche"),
            super::look_alike_key("Kuche")
        );
    }

    #[test]
    fn look_alike_names_are_the_same_name() {
        let ann = super::PlayerName::new("Ann");
        for same in ["ann", "АNN", "Ａｎｎ", "An\u{200d}n", "ANN"] {
            assert!(ann.same_as(same), "{same}");
        }
        assert!(super::PlayerName::new("Zoé").same_as("Zoe\u{301}"));
        for other in ["Anna", "Bo", "Am"] {
            assert!(!ann.same_as(other), "{other}");
        }
        assert!(!super::PlayerName::new("Zoé").same_as("Zoe"));
    }

    use super::*;
    use proptest::prelude::*;

    #[test]
    fn escapes_line_breaks_and_bidi_overrides_are_taken_out() {
        assert_eq!(PlayerName::new("\u{1b}[2J\u{1b}[HAnn").as_str(), "Ann");
        assert_eq!(
            CleanText::new("\u{1b}[31mred\u{1b}[0m!", 40).as_str(),
            "red!"
        );
        assert_eq!(CleanText::new("\u{1b}[1;31;40mA", 40).as_str(), "A");
        assert_eq!(
            CleanText::new("\u{1b}]0;title\u{7}Ann\u{1b}]8;;http://x\u{1b}\\Bo", 40).as_str(),
            "AnnBo"
        );
        assert_eq!(
            CleanText::new("\u{9b}2JAnn\u{1b}(BBo\u{1b}7", 40).as_str(),
            "AnnBo"
        );
        assert_eq!(CleanText::new("Ann\u{1b}", 40).as_str(), "Ann");
        assert_eq!(CleanText::new("\u{1b}Pdevice\u{1b}\\ok", 40).as_str(), "ok");
        assert_eq!(PlayerName::new("Ann\r\nBo").as_str(), "Ann Bo");
        assert_eq!(PlayerName::new("\u{202E}nnA").as_str(), "nnA");
        assert_eq!(
            PlayerName::new("A\u{2066}n\u{2069}n\u{200B}\u{FEFF}\u{AD}").as_str(),
            "Ann"
        );
        assert_eq!(PlayerName::new("\u{85}Ann\u{9b}").as_str(), "Ann");
        assert_eq!(PlayerName::new("Ann\u{E0041}").as_str(), "Ann");
    }

    #[test]
    fn whitespace_is_folded_and_trimmed() {
        assert_eq!(
            PlayerName::new("  Ann \t\u{2028} Marie\u{3000} ").as_str(),
            "Ann Marie"
        );
        assert!(PlayerName::new(" \u{1b}\t\u{200E} ").is_empty());
    }

    #[test]
    fn letters_of_every_script_and_joiners_stay() {
        for name in [
            "Zoé",
            "Åsa",
            "Jürgen",
            "محمد",
            "שרה",
            "अनु\u{200D}",
            "می\u{200C}خواهم",
            "李雷",
        ] {
            assert_eq!(PlayerName::new(name).as_str(), name);
        }
    }

    #[test]
    fn names_are_cut_at_the_limit_and_say_so() {
        let long = "x".repeat(100);
        let (name, cleaning) = PlayerName::cleaned(&long);
        assert_eq!(name.as_str().chars().count(), MAX_NAME_CHARS);
        assert!(cleaning.shortened);
        assert!(!PlayerName::cleaned("Ann").1.shortened);
    }

    #[test]
    fn an_echo_is_short_and_ends_with_an_ellipsis_when_cut() {
        let echoed = CleanText::echo(&"é".repeat(1_000_000));
        assert_eq!(echoed.as_str().chars().count(), MAX_ECHO_CHARS + 1);
        assert!(echoed.as_str().ends_with('…'));
        assert_eq!(CleanText::echo("quit\u{7}").as_str(), "quit");
    }

    #[test]
    fn a_saved_name_is_cleaned_when_read() {
        let name: PlayerName = serde_json::from_str("\"Bo\\u001b[31m\\n\"").unwrap();
        assert_eq!(name.as_str(), "Bo");
        assert_eq!(serde_json::to_string(&name).unwrap(), "\"Bo\"");
    }

    proptest! {
        #[test]
        fn nothing_hidden_survives_and_cleaning_twice_changes_nothing(raw in any::<String>()) {
            let name = PlayerName::new(&raw);
            let text = name.as_str();
            prop_assert!(text.chars().count() <= MAX_NAME_CHARS);
            prop_assert!(!text.chars().any(|c| c.is_control() || is_hidden(c)));
            prop_assert!(!text.contains("  ") && text.trim() == text);
            prop_assert!(!text.chars().any(|c| c.is_whitespace() && c != ' '));
            let again = PlayerName::new(text);
            prop_assert_eq!(again.as_str(), text);
        }
    }

    #[test]
    fn secrets_are_the_same_only_when_every_byte_is() {
        assert!(super::same_secret("open sesame", "open sesame"));
        assert!(!super::same_secret("open sesame", "open sesamo"));
        assert!(!super::same_secret("open", "open sesame"));
    }
}
