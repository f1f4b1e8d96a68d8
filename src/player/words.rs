//! The words a player types, in their own language as well as in English: outside play (`start`, `help`,
//! `quit`, and the lobby's `list`, `more`, `new`) at setup's and the lobby's questions and at a network table
//! before the start, and line mode's commands in play (`guardar 5 5` is `keep 5 5` in Spanish). A French player
//! who types "aide" is helped, not told that "aide" does not fit; a word one slip away from a command is answered
//! with the command it is most like.

use crate::i18n::{Localizer, Message};
use crate::input::first_words;
use crate::text::accent_blind_key;

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

/// Line mode's commands in play, by their English word, with the message naming each in the player's language.
/// The English words work in every language.
pub const COMMAND_WORDS: [(&str, &str); 26] = [
    ("roll", "word-roll"),
    ("keep", "word-keep"),
    ("reroll", "word-reroll"),
    ("score", "word-score"),
    ("scores", "word-scores"),
    ("sheets", "word-sheets"),
    ("turn", "word-turn"),
    ("dice", "word-dice"),
    ("hint", "word-hint"),
    ("undo", "word-undo"),
    ("chances", "word-chances"),
    ("review", "word-review"),
    ("drill", "word-drill"),
    ("daily", "word-daily"),
    ("follow", "word-follow"),
    ("repeat", "word-repeat"),
    ("rules", "word-rules"),
    ("stats", "word-stats"),
    ("host", "word-host"),
    ("back", "word-back"),
    ("history", "word-history"),
    ("leaderboard", "word-leaderboard"),
    ("chat", "word-chat"),
    ("language", "word-language"),
    // The lobby's: the finished games the server keeps, and one of them walked.
    ("games", "word-games"),
    ("walk", "word-walk"),
];

/// `line` trimmed and in lower case, with the player's own word for `start`, `help` or `quit` put in English.
/// Any other line comes back as typed (trimmed, lower case).
pub fn in_english(line: &str, localizer: &Localizer) -> String {
    local_word(line, localizer).map_or_else(|| line.trim().to_lowercase(), str::to_string)
}

/// The English word for `line` when it is the player's own word for `start`, `help` or `quit`.
pub fn local_word(line: &str, localizer: &Localizer) -> Option<&'static str> {
    let typed = accent_blind_key(line.trim());
    LOCAL_WORDS
        .iter()
        .find(|(_, id)| {
            let local = accent_blind_key(&localizer.text(&Message::new(*id)));
            !local.is_empty() && local == typed
        })
        .map(|(english, _)| *english)
}

/// A line typed in play with its first words, when they are the player's own word for a command, put in English
/// ("slå om 3 5" is "reroll 3 5" in Swedish; accents may be left out, "revision" is "revisión"); any other line
/// as typed. The longest word that fits is taken, so that a command of two words wins over its first.
pub fn command_in_english(line: &str, localizer: &Localizer) -> String {
    let typed = line.trim();
    let words: Vec<&str> = typed.split_whitespace().collect();
    let local = |id: &'static str| localizer.text(&Message::new(id));
    let fitting = COMMAND_WORDS
        .iter()
        .chain(LOCAL_WORDS.iter().take(3))
        .filter_map(|(english, id)| {
            let said = local(id);
            let length = said.split_whitespace().count();
            let fits = length > 0
                && words.len() >= length
                && accent_blind_key(&words[..length].join(" ")) == accent_blind_key(&said);
            fits.then_some((length, *english))
        })
        .max_by_key(|(length, _)| *length);
    match fitting {
        Some((length, english)) => {
            let rest = &words[length..];
            match rest.is_empty() {
                true => english.to_string(),
                false => format!("{english} {}", rest.join(" ")),
            }
        }
        None => typed.to_string(),
    }
}

/// The player's own word for the command whose English word is `english`; `None` for a command with no word
/// in each language (help names its key instead, so that no English word slips into another language's help).
pub fn command_word(english: &str, localizer: &Localizer) -> Option<String> {
    COMMAND_WORDS
        .iter()
        .chain(LOCAL_WORDS.iter())
        .find(|(word, _)| *word == english)
        .map(|(_, id)| localizer.text(&Message::new(*id)))
        .filter(|local| !local.trim().is_empty())
}

/// The line a player most likely meant by `line`, whose first word means nothing: the same line with its first
/// word put right, where one command word (English, or the player's own) is a slip away from it (one letter
/// wrong, missing, extra or swapped; two in a word of six letters or more). `None` where none is, or two are.
pub fn did_you_mean(line: &str, localizer: &Localizer) -> Option<String> {
    let mut words = line.split_whitespace();
    let first = words.next()?.to_lowercase();
    let rest: Vec<&str> = words.collect();
    let slips_allowed = if first.chars().count() >= 6 { 2 } else { 1 };
    // The commands (in English and the player's own words) come before the other words a line may begin with
    // ("kepp" is "keep", not "kept").
    let commands = COMMAND_WORDS
        .iter()
        .chain(LOCAL_WORDS.iter().take(3))
        .flat_map(|(english, id)| [english.to_string(), localizer.text(&Message::new(*id))])
        .map(|word| (0, word));
    let others = first_words().map(|word| (1, word.to_string()));
    let typed = accent_blind_key(&first);
    let mut near: Vec<(usize, usize, String)> = commands
        .chain(others)
        .filter(|(_, word)| !word.is_empty() && !word.contains(' '))
        .map(|(rank, word)| {
            let slips = strsim::damerau_levenshtein(&typed, &accent_blind_key(&word));
            (slips, rank, word.to_lowercase())
        })
        .filter(|(slips, _, _)| (1..=slips_allowed).contains(slips))
        .collect();
    near.sort();
    near.dedup_by(|a, b| a.2 == b.2);
    let (slips, rank, word) = near.first()?;
    if near
        .get(1)
        .is_some_and(|(other_slips, other_rank, _)| other_slips == slips && other_rank == rank)
    {
        return None;
    }
    Some(
        std::iter::once(word.as_str())
            .chain(rest)
            .collect::<Vec<_>>()
            .join(" "),
    )
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
            // Accents may be left out (translations 3, ES-18): "mas" is "más".
            ("es", "mas", "more"),
        ];
        for (locale, typed, english) in cases {
            let localizer = Localizer::for_locale(locale);
            assert_eq!(in_english(typed, &localizer), english, "{locale}: {typed}");
        }
        let french = Localizer::for_locale("fr");
        assert_eq!(in_english("3", &french), "3");
    }

    #[test]
    fn commands_typed_in_the_players_language_are_the_english_ones() {
        let cases = [
            // Play-test 4, F11: "tirar", "puntos" and "turno" meant nothing in Spanish.
            ("es", "tirar", "roll"),
            ("es", "puntos", "scores"),
            ("es", "Turno", "turn"),
            ("es", "guardar 5 5", "keep 5 5"),
            ("es", "revision", "review"),
            ("sv", "slå om 3 5", "reroll 3 5"),
            ("sv", "slå", "roll"),
            ("de", "eintragen full-house", "score full-house"),
            ("fr", "garder 6 6", "keep 6 6"),
            ("it", "ritira 1 2", "reroll 1 2"),
            ("en-US", "keep 5", "keep 5"),
            ("es", "keep 5", "keep 5"),
            ("es", "ayuda", "help"),
            ("fr", "chat bonjour à tous", "chat bonjour à tous"),
        ];
        for (locale, typed, english) in cases {
            let localizer = Localizer::for_locale(locale);
            assert_eq!(
                command_in_english(typed, &localizer),
                english,
                "{locale}: {typed}"
            );
        }
    }

    #[test]
    fn a_word_one_slip_from_a_command_is_offered_and_a_word_far_from_all_is_not() {
        let spanish = Localizer::for_locale("es");
        let english = Localizer::for_locale("en-US");
        // Play-test 4, F11: "kepp 5 5" meant nothing, with no word of what was meant.
        assert_eq!(
            did_you_mean("kepp 5 5", &spanish).as_deref(),
            Some("keep 5 5")
        );
        assert_eq!(
            did_you_mean("guadrar 5", &spanish).as_deref(),
            Some("guardar 5")
        );
        assert_eq!(did_you_mean("hitn", &english).as_deref(), Some("hint"));
        assert_eq!(did_you_mean("zebra", &english), None);
        assert_eq!(did_you_mean("", &english), None);
    }

    #[test]
    fn no_two_words_are_the_same_in_one_language_nor_one_another_commands_english_word() {
        let english: Vec<&str> = COMMAND_WORDS
            .iter()
            .chain(LOCAL_WORDS.iter())
            .map(|(word, _)| *word)
            .chain(first_words())
            .collect();
        for locale in crate::i18n::available() {
            let localizer = Localizer::for_locale(locale);
            for table in [&LOCAL_WORDS[..], &COMMAND_WORDS[..]] {
                let mut words: Vec<String> = table
                    .iter()
                    .map(|(_, id)| accent_blind_key(&localizer.text(&Message::new(*id))))
                    .collect();
                words.sort();
                words.dedup();
                assert_eq!(words.len(), table.len(), "{locale}");
            }
            for (word, id) in COMMAND_WORDS.iter().chain(LOCAL_WORDS.iter()) {
                let local = localizer.text(&Message::new(*id)).to_lowercase();
                assert!(
                    local == *word || !english.contains(&local.as_str()),
                    "{locale}: {id} is “{local}”, another command’s English word"
                );
            }
        }
    }
}
