//! The third translation review (issue 58, ../shared/reviews/translations-3.md): lines that name one person or
//! several said right for each, in every locale; no middle dot a voice reads aloud; no brief line that names a
//! box as a bare number; and the changed lines rendered as a native listener must hear them.

use super::{LOCALES, say, spoken_source};
use sayzee::i18n::Message;

/// Each message of a locale's source with its whole text (its id, value and variants), comments left out.
fn messages(locale: &str) -> Vec<(String, String)> {
    let mut found: Vec<(String, String)> = Vec::new();
    for line in spoken_source(locale).lines() {
        let starts_message = line.split_once(" =").is_some_and(|(id, _)| {
            !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        });
        match found.last_mut() {
            Some((_, text)) if !starts_message && !line.is_empty() => {
                text.push('\n');
                text.push_str(line);
            }
            _ if starts_message => {
                let (id, _) = line.split_once(" =").expect("an id");
                found.push((id.to_string(), line.to_string()));
            }
            _ => {}
        }
    }
    found
}

/// Words that make a line about `$names` plural whoever it names, per locale: said of one person they are wrong
/// (translations 3, cross-language finding 2). A line may use them only inside a selector on `$count`.
/// English is left out: its singular "they" fits one person or several.
const FIXED_PLURALS: [(&str, &[&str]); 5] = [
    ("fr", &["leur", "eux", "ils"]),
    ("de", &["ihnen"]),
    ("es", &["les", "ellos"]),
    ("it", &["loro"]),
    ("sv", &["dem", "de"]),
];

#[test]
fn a_line_about_names_fixes_no_plural_unless_it_chooses_by_their_count() {
    for (locale, plurals) in FIXED_PLURALS {
        for (id, text) in messages(locale) {
            if !text.contains("$names") || text.contains("$count ->") {
                continue;
            }
            let words: Vec<String> = text
                .split(|c: char| !c.is_alphanumeric())
                .map(str::to_lowercase)
                .collect();
            for plural in plurals {
                assert!(
                    !words.iter().any(|word| word == plural),
                    "{locale}: {id} says “{plural}” of whoever it names: {text}"
                );
            }
        }
    }
}

#[test]
fn lines_about_names_are_said_of_one_person_and_of_several() {
    let lines = [
        "net-person-banned",
        "net-person-banned-computer",
        "stats-online-not-counted",
    ];
    for locale in LOCALES {
        for id in lines {
            for (names, count) in [("Ann", 1u32), ("Ann, Bea", 2)] {
                let said = say(
                    locale,
                    &Message::new(id).with("names", names).with("count", count),
                );
                assert!(said.contains(names), "{locale}: {id}: {said}");
            }
        }
    }
    // One person is one person: Spanish "le", not "les"; Swedish "hen", not "dem"; Italian "il ritorno".
    let one = |locale: &str, id: &'static str| {
        say(
            locale,
            &Message::new(id).with("names", "Ann").with("count", 1u32),
        )
    };
    assert!(!one("es", "net-person-banned").contains(" les "));
    assert!(!one("sv", "net-person-banned").contains(" dem "));
    assert!(!one("es", "stats-online-not-counted").contains("ellos"));
    assert!(!one("it", "stats-online-not-counted").contains("loro"));
}

#[test]
fn no_line_has_a_middle_dot_a_voice_reads_aloud() {
    for locale in LOCALES {
        for (id, text) in messages(locale) {
            assert!(!text.contains('·'), "{locale}: {id}: {text}");
        }
    }
}

#[test]
fn every_brief_line_that_names_a_box_names_it_as_the_brief_mark_does() {
    // Where "Cinq, 15" is heard as two numbers, the brief mark says "Case Cinq, 15" (translations 2); the two
    // brief hints said the bare box again (translations 3, cross-language finding 1).
    for locale in LOCALES {
        let all = messages(locale);
        let text = |id: &str| {
            all.iter()
                .find(|(found, _)| found == id)
                .map(|(_, text)| text.clone())
                .unwrap_or_else(|| panic!("{locale}: {id}"))
        };
        let mark = text("mark-brief");
        let value = mark.split_once(" = ").expect("a value").1;
        let before_box = value
            .split("{ $box }")
            .next()
            .unwrap_or("")
            .trim()
            .to_lowercase();
        if before_box.is_empty() {
            continue;
        }
        for (id, text) in all.iter().filter(|(id, _)| id.ends_with("mark-brief")) {
            assert!(
                text.to_lowercase()
                    .contains(&format!("{before_box} {{ $box }}")),
                "{locale}: {id} names the box without “{before_box}”: {text}"
            );
        }
    }
    let french = say(
        "fr",
        &Message::new("hint-win-mark-brief")
            .with("box", "Cinq")
            .with("points", 15u32)
            .with("chance", 41u32),
    );
    assert_eq!(french, "Pour gagner : case Cinq, 15 ; 41 pour cent.");
}

#[test]
fn the_reviewed_lines_say_what_the_editors_asked() {
    for (locale, message, heard) in [
        ("es", Message::new("web-keep-all"), "Guardar todos"),
        ("it", Message::new("web-host-menu"), "Menu di chi ospita"),
        (
            "sv",
            Message::new("web-die").with("face", 1u8),
            "Välj en etta",
        ),
        (
            "sv",
            Message::new("web-die").with("face", 5u8),
            "Välj en femma",
        ),
        (
            "fr",
            Message::new("net-turn-waits").with("name", "Ann"),
            "Ann n’est pas là ; la partie attend son retour.",
        ),
        (
            "fr",
            Message::new("net-you-unmuted-person").with("name", "Ann"),
            "Vous entendez de nouveau les messages d’Ann.",
        ),
        (
            "en-US",
            Message::new("net-error-too-many-spectators").with("limit", 1u32),
            "That table already has 1 spectator, the most it takes. Try again later.",
        ),
    ] {
        assert_eq!(say(locale, &message), heard, "{locale}");
    }
    // "Over 8 reviewed games" is "more than 8" in German and Swedish.
    for locale in ["de", "sv"] {
        let said = say(
            locale,
            &Message::new("stats-player-given")
                .with("name", "Ann")
                .with("game_points", 12.5)
                .with("decision_points", 0.4)
                .with("games", 8u32),
        );
        assert!(
            !said.contains("über") && !said.contains("över"),
            "{locale}: {said}"
        );
    }
}
