//! The few words a player types outside play's own vocabulary (`start`, `help`, `quit`, and the lobby's `list`,
//! `more`, `new`) in their own language as well as in English: at setup's and the lobby's questions, and at a
//! network table before the start. A French player who types "aide" is helped, not told that "aide" does not fit.

use crate::i18n::{Localizer, Message};

/// The English words that have a word of their own in each language, with the message naming it there.
const LOCAL_WORDS: [(&str, &str); 6] = [
    ("start", "word-start"),
    ("help", "word-help"),
    ("quit", "word-quit"),
    // The lobby's: the whole list again, its next page, a new table.
    ("list", "word-list"),
    ("more", "word-more"),
    ("new", "word-new"),
];

/// `line` trimmed and in lower case, with the player's own word for `start`, `help` or `quit` put in English.
/// Any other line comes back as typed (trimmed, lower case).
pub fn in_english(line: &str, localizer: &Localizer) -> String {
    local_word(line, localizer).map_or_else(|| line.trim().to_lowercase(), str::to_string)
}

/// The English word for `line` when it is the player's own word for `start`, `help` or `quit`.
pub fn local_word(line: &str, localizer: &Localizer) -> Option<&'static str> {
    let typed = line.trim().to_lowercase();
    LOCAL_WORDS
        .iter()
        .find(|(_, id)| {
            let local = localizer.text(&Message::new(*id)).to_lowercase();
            !local.is_empty() && local == typed
        })
        .map(|(english, _)| *english)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_has_its_own_words_and_english_still_works() {
        let cases = [
            ("fr", "Aide", "help"),
            ("fr", "commencer", "start"),
            ("de", "beenden", "quit"),
            ("es", "ayuda", "help"),
            ("it", "inizia", "start"),
            ("sv", "avsluta", "quit"),
            ("sv", "help", "help"),
            ("de", "  Start ", "start"),
        ];
        for (locale, typed, english) in cases {
            let localizer = Localizer::for_locale(locale);
            assert_eq!(in_english(typed, &localizer), english, "{locale}: {typed}");
        }
        let french = Localizer::for_locale("fr");
        assert_eq!(in_english("3", &french), "3");
    }

    #[test]
    fn no_two_words_are_the_same_in_one_language() {
        for locale in crate::i18n::available() {
            let localizer = Localizer::for_locale(locale);
            let mut words: Vec<String> = LOCAL_WORDS
                .iter()
                .map(|(_, id)| localizer.text(&Message::new(*id)).to_lowercase())
                .collect();
            words.sort();
            words.dedup();
            assert_eq!(words.len(), LOCAL_WORDS.len(), "{locale}");
        }
    }
}
