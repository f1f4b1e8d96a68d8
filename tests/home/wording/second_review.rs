//! The second translation review (issue 29, ../shared/reviews/translations-2.md): each wrong meaning and
//! each break of register it found, rendered with the arguments that showed it, and what a native listener
//! must hear instead. One test keeps every locale in one register for every message to come.

use super::{LOCALES, say, spoken_source};
use sayzee::i18n::Message;

#[test]
fn brackets_have_spoken_names_so_help_is_not_heard_as_a_bare_colon() {
    for (locale, right, left) in [
        ("en-US", "Right bracket", "Left bracket"),
        ("fr", "Crochet fermant", "Crochet ouvrant"),
        ("de", "Eckige Klammer zu", "Eckige Klammer auf"),
        ("es", "Corchete de cierre", "Corchete de apertura"),
        ("it", "Parentesi quadra chiusa", "Parentesi quadra aperta"),
        ("sv", "Höger hakparentes", "Vänster hakparentes"),
    ] {
        assert_eq!(say(locale, &Message::new("key-right-bracket")), right);
        assert_eq!(say(locale, &Message::new("key-left-bracket")), left);
    }
}

/// Words only the other register uses, per locale: the informal "du"/"tú" where every line says "Sie"/"usted",
/// the formal "vous"/"Lei"/"ni" where every line says "tu"/"du". Compared word by word, lower case unless the
/// form is told apart by its capital ("Lei", "Sie").
const OTHER_REGISTER: [(&str, &[&str]); 5] = [
    ("fr", &["tu", "te", "toi", "ton", "ta", "tes", "t’", "t'"]),
    (
        "de",
        &[
            "du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines", "bist",
        ],
    ),
    (
        "es",
        &[
            "tú",
            "tu",
            "tus",
            "te",
            "ti",
            "contigo",
            "estás",
            "eres",
            "tienes",
            "puedes",
            "quieres",
            "inténtalo",
            "conectarte",
        ],
    ),
    (
        "it",
        &["Lei", "Suo", "Sua", "Suoi", "prema", "scriva", "digiti"],
    ),
    ("sv", &["ni", "er", "era", "ert", "Ni"]),
];

#[test]
fn every_locale_keeps_one_register_in_every_message() {
    for (locale, forms) in OTHER_REGISTER {
        let source = spoken_source(locale);
        for line in source.lines() {
            let Some((_, text)) = line.split_once(" = ").or(Some(("", line))) else {
                continue;
            };
            // Flags ("--data-dir") and variables ("$dice") are not words a player hears in a register.
            let text: String = text
                .split_whitespace()
                .filter(|token| !token.starts_with("--") && !token.starts_with('$'))
                .collect::<Vec<_>>()
                .join(" ");
            let words: Vec<&str> = text
                .split(|c: char| !(c.is_alphabetic() || c == '’' || c == '\''))
                .filter(|w| !w.is_empty())
                .collect();
            for form in forms {
                let capital = form.chars().next().is_some_and(char::is_uppercase);
                let found = words.iter().any(|word| {
                    let (word, form) = if capital {
                        ((*word).to_string(), (*form).to_string())
                    } else {
                        (word.to_lowercase(), form.to_lowercase())
                    };
                    if form.ends_with(['’', '\'']) {
                        word.starts_with(&form)
                    } else {
                        word == form
                    }
                });
                assert!(!found, "{locale}: “{form}” in: {line}");
            }
        }
    }
}

#[test]
fn a_table_that_cannot_be_joined_so_says_what_to_change() {
    for (locale, word) in [
        ("en-US", "name"),
        ("fr", "nom"),
        ("de", "Name"),
        ("es", "nombre"),
        ("it", "nome"),
        ("sv", "namn"),
    ] {
        let line = say(locale, &Message::new("net-error-bad-config"));
        assert!(line.contains(word), "{locale}: {line}");
    }
}

fn at(id: &'static str, position: u8, face: u8, count: u8) -> Message {
    Message::new(id)
        .with("position", position)
        .with("face", face)
        .with("count", count)
        .with("selected", "5")
        .with("dice", 5u8)
}

#[test]
fn a_die_s_place_is_an_ordinal_so_it_is_not_heard_as_its_face() {
    for (locale, selected, no_die) in [
        (
            "en-US",
            "The third die, a 5, will be rerolled.",
            "There is no sixth die: this roll has only 5.",
        ),
        (
            "fr",
            "Le troisième dé, un 5, sera relancé.",
            "Il n’y a pas de sixième dé : ce lancer n’en a que 5.",
        ),
        (
            "de",
            "Der dritte Würfel, eine 5, wird neu gewürfelt.",
            "Es gibt keinen sechsten Würfel: Dieser Wurf hat nur 5.",
        ),
        (
            "es",
            "El tercer dado, un 5, se volverá a tirar.",
            "No hay sexto dado: esta tirada solo tiene 5.",
        ),
        (
            "it",
            "Il terzo dado, un 5, sarà rilanciato.",
            "Non c’è un sesto dado: questo lancio ne ha solo 5.",
        ),
        (
            "sv",
            "Den tredje tärningen, en femma, slås om.",
            "Det finns ingen sjätte tärning: det här slaget har bara 5.",
        ),
    ] {
        assert_eq!(say(locale, &at("die-selected-at", 3, 5, 1)), selected);
        assert_eq!(say(locale, &at("refused-no-die-at", 6, 5, 1)), no_die);
    }
    for (locale, kept) in [
        ("en-US", "The fifth die, a 6, is kept already."),
        ("fr", "Le cinquième dé, un 6, est déjà gardé."),
        ("de", "Der fünfte Würfel, eine 6, wird schon behalten."),
        ("es", "El quinto dado, un 6, ya está guardado."),
        ("it", "Il quinto dado, un 6, è già tenuto."),
        ("sv", "Den femte tärningen, en sexa, är redan sparad."),
    ] {
        assert_eq!(say(locale, &at("refused-kept-at", 5, 6, 0)), kept);
    }
}

#[test]
fn rerolled_places_and_their_faces_are_not_four_numbers_in_a_row() {
    for (locale, line) in [
        (
            "en-US",
            "Kept: 5, 5, 6. Rerolling the dice in places 1 and 2, showing 2, 4.",
        ),
        (
            "fr",
            "Gardés : 5, 5, 6. À relancer : les dés en positions 1 et 2, qui montrent 2, 4.",
        ),
        (
            "de",
            "Behalten: 5, 5, 6. Neu gewürfelt werden die Würfel an Stelle 1 und 2, mit 2, 4.",
        ),
        (
            "es",
            "Guardados: 5, 5, 6. Se volverán a tirar los dados en las posiciones 1 y 2, que muestran 2, 4.",
        ),
        (
            "it",
            "Tenuti: 5, 5, 6. Da rilanciare i dadi nelle posizioni 1 e 2, che mostrano 2, 4.",
        ),
        (
            "sv",
            "Sparade: 5, 5, 6. Slås om: tärningarna på plats 1 och 2, som visar 2, 4.",
        ),
    ] {
        let and = say(
            locale,
            &Message::new("list-and")
                .with("first", "1")
                .with("second", "2"),
        );
        let heard = say(
            locale,
            &Message::new("dice-kept-selected-places")
                .with("kept", "5, 5, 6")
                .with("count", 2u8)
                .with("places", and)
                .with("selected", "2, 4"),
        );
        assert_eq!(heard, line, "{locale}");
    }
}

#[test]
fn brief_marks_name_a_box_that_is_a_number_as_a_box() {
    for (locale, box_name, mine, computer) in [
        (
            "fr",
            "Cinq",
            "Case Cinq, 15.",
            "Ordinateur 2 : case Cinq, 15.",
        ),
        (
            "it",
            "Cinque",
            "Casella Cinque, 15.",
            "Computer 2: casella Cinque, 15.",
        ),
    ] {
        let mark = |id: &'static str| {
            Message::new(id)
                .with("box", box_name)
                .with("points", 15u16)
                .with(
                    "player",
                    if locale == "fr" {
                        "Ordinateur 2"
                    } else {
                        "Computer 2"
                    },
                )
        };
        assert_eq!(say(locale, &mark("mark-brief")), mine);
        assert_eq!(say(locale, &mark("computer-mark-brief")), computer);
        assert!(say(locale, &mark("mark-joker-brief")).starts_with(&mine[..mine.len() - 1]));
        assert!(
            say(locale, &mark("computer-mark-joker-brief"))
                .starts_with(&computer[..computer.len() - 1])
        );
    }
}

#[test]
fn going_back_to_a_table_works_for_several_seats_and_is_not_undo_in_german() {
    let rejoin = |locale| {
        say(
            locale,
            &Message::new("net-choice-rejoin")
                .with("table", "Ann")
                .with("names", "Ann, Bea"),
        )
    };
    assert!(
        !rejoin("de").to_lowercase().contains("zurücknehmen"),
        "{}",
        rejoin("de")
    );
    for (locale, singular) in [
        ("en-US", "your seat"),
        ("fr", "votre place"),
        ("es", "su puesto"),
        ("it", "il tuo posto"),
        ("sv", "din plats"),
    ] {
        assert!(
            !rejoin(locale).contains(singular),
            "{locale}: {}",
            rejoin(locale)
        );
        let goodbye = say(locale, &Message::new("net-goodbye-seat-kept"));
        assert!(!goodbye.contains(singular), "{locale}: {goodbye}");
    }
}

#[test]
fn help_marks_a_die_for_rerolling_rather_than_replacing_it() {
    for (locale, replace) in [("es", "cambiar"), ("it", "cambiare"), ("fr", "basculer")] {
        for id in ["action-select-place", "action-unselect-place"] {
            let line = say(locale, &Message::new(id));
            assert!(!line.contains(replace), "{locale} {id}: {line}");
        }
    }
}

#[test]
fn network_errors_do_not_assume_a_male_player() {
    for (locale, id, male) in [
        ("fr", "net-error-already-hello", "connecté"),
        ("es", "net-error-already-hello", "conectado"),
        ("it", "net-error-already-hello", "collegato"),
        ("it", "net-error-not-at-table", "seduto"),
        ("it", "net-error-already-at-table", "seduto"),
    ] {
        let line = say(locale, &Message::new(id));
        assert!(!line.contains(male), "{locale} {id}: {line}");
    }
}

#[test]
fn the_free_joker_says_whose_face_fills_the_upper_box() {
    for (locale, named) in [
        ("en-US", "that Yahtzee’s face"),
        ("fr", "de ce Yahtzee"),
        ("de", "von diesem Yahtzee"),
        ("es", "de ese Yahtzee"),
        ("it", "di quello Yahtzee"),
        ("sv", "samma värde som den nya Yahtzee"),
    ] {
        let line = say(
            locale,
            &Message::new("rules-joker")
                .with("joker", "free")
                .with("box", "Yahtzee"),
        );
        assert!(line.contains(named), "{locale}: {line}");
    }
}

#[test]
fn quitting_keys_are_named_as_help_names_them() {
    for locale in LOCALES {
        let ctrl_q = say(locale, &Message::new("key-ctrl").with("key", "Q"));
        for id in [
            "net-ended-keys",
            "net-not-connected-keys",
            "net-still-trying-keys",
        ] {
            let line = say(locale, &Message::new(id));
            assert!(line.contains(&ctrl_q), "{locale} {id}: {line}");
        }
    }
}

#[test]
fn the_server_log_counts_one_event_as_one() {
    for (locale, one) in [
        ("en-US", "1 event"),
        ("fr", "1 événement"),
        ("de", "1 Ereignis"),
        ("es", "1 suceso"),
        ("it", "1 evento"),
        ("sv", "1 händelse"),
    ] {
        let line = say(
            locale,
            &Message::new("net-log-move")
                .with("table", "T")
                .with("seat", 1u8)
                .with("count", 1u8),
        );
        assert!(line.ends_with(one), "{locale}: {line}");
    }
}
