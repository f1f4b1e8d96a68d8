//! Narration tests: every event, rejection and answer variant is narrated, and every message it produces
//! (nested ones included) exists in en-US and renders without a Fluent error in all six locales; plurals,
//! ties and box names per preset and language.

use std::collections::BTreeSet;

use super::*;
use crate::game::{
    Actor, ChooserView, Command, DiceSource, Game, MatchConfig, PlayerSpec, Query, ScoreLine,
    Skill, Turn,
};
use crate::i18n::{self, Localizer};
use crate::rules::Mark;
use crate::rules::test_dice::{dice, face, faces as faces_of};

/// Ann (human) and Robo (computer) playing `preset`, Ann having rolled 1, 3, 3, 4, 6 and picked a 3.
fn game(preset: Preset) -> Game {
    let players = vec![
        PlayerSpec::human("Ann"),
        PlayerSpec::computer("Robo", Skill::Good),
    ];
    let mut game = Game::start(
        MatchConfig::new(preset, players),
        DiceSource::scripted("133466"),
    )
    .unwrap()
    .0;
    game.dispatch(Actor::Human, &Command::Advance).unwrap();
    game.dispatch(Actor::Human, &Command::Select(face(3)))
        .unwrap();
    game
}

fn mark(category: Category, points: u16) -> Mark {
    Mark {
        category,
        points,
        joker: false,
        yahtzee_bonus: 0,
    }
}

/// A distinct number per event variant. The match has no wildcard, so a new variant must be numbered here,
/// and `EVENT_VARIANTS` raised, before the coverage test passes again.
fn event_variant(event: &Event) -> usize {
    match event {
        Event::TurnStarted { .. } => 0,
        Event::Rolled { .. } => 1,
        Event::Selected { .. } => 2,
        Event::Unselected { .. } => 3,
        Event::SelectedAll { .. } => 4,
        Event::KeptAll => 5,
        Event::ChooserOpened { .. } => 6,
        Event::CursorMoved { .. } => 7,
        Event::ChooserClosed => 8,
        Event::Marked { .. } => 9,
        Event::UpperBonusEarned { .. } => 10,
        Event::MarkUndone { .. } => 11,
        Event::GameOver { .. } => 12,
    }
}
const EVENT_VARIANTS: usize = 13;

fn rejection_variant(rejection: &Rejection) -> usize {
    match rejection {
        Rejection::GameOver => 0,
        Rejection::ComputerPlaying { .. } => 1,
        Rejection::NotRolledYet => 2,
        Rejection::NoRollLeft => 3,
        Rejection::NoKeptDie(_) => 4,
        Rejection::NoSelectedDie(_) => 5,
        Rejection::FacesNotShowing { .. } => 6,
        Rejection::NothingToReroll => 7,
        Rejection::ChooserClosed => 8,
        Rejection::BoxFilled(_) => 9,
        Rejection::NoSuchBox(_) => 10,
        Rejection::JokerRequires(_) => 11,
        Rejection::NothingToUndo => 12,
        Rejection::ComputerMoveFinal => 13,
        Rejection::UndoTooLate => 14,
        Rejection::DiceExhausted => 15,
        Rejection::NoDieAt { .. } => 16,
        Rejection::KeptAt { .. } => 17,
    }
}
const REJECTION_VARIANTS: usize = 18;

fn answer_variant(answer: &Answer) -> usize {
    match answer {
        Answer::Dice(_) => 0,
        Answer::LatestRoll(_) => 1,
        Answer::Scores(_) => 2,
        Answer::Sheets(_) => 3,
        Answer::Turn(_) => 4,
        Answer::Allowed(_) => 5,
        Answer::Chooser(_) => 6,
    }
}
const ANSWER_VARIANTS: usize = 7;

fn standing(player: usize, place: usize, total: u32, tied: bool) -> Standing {
    Standing {
        player,
        place,
        total,
        tied,
    }
}

fn sample_events() -> Vec<Event> {
    let restored = Turn {
        player: 0,
        rolls_used: 2,
        rolls_allowed: 3,
        dice: Some(dice("22555")),
        selected: vec![],
        places: vec![],
        chooser: None,
    };
    vec![
        Event::TurnStarted {
            player: 1,
            round: 14,
            rounds: 26,
            sheet: 2,
            sheets: 2,
            rolls_allowed: 5,
        },
        Event::Rolled {
            player: 0,
            dice: dice("13346"),
            thrown: faces_of("13346"),
            roll: 1,
            rolls_allowed: 3,
        },
        Event::Rolled {
            player: 0,
            dice: dice("13346"),
            thrown: faces_of("36"),
            roll: 2,
            rolls_allowed: 3,
        },
        Event::Rolled {
            player: 1,
            dice: dice("13346"),
            thrown: faces_of("13346"),
            roll: 1,
            rolls_allowed: 3,
        },
        Event::Rolled {
            player: 1,
            dice: dice("13346"),
            thrown: faces_of("146"),
            roll: 2,
            rolls_allowed: 3,
        },
        Event::Rolled {
            player: 1,
            dice: dice("13346"),
            thrown: faces_of("13346"),
            roll: 3,
            rolls_allowed: 3,
        },
        Event::Selected {
            face: face(3),
            selected: faces_of("3"),
            at: None,
        },
        Event::Selected {
            face: face(5),
            selected: faces_of("35"),
            at: Some(4),
        },
        Event::Unselected {
            face: face(3),
            selected: vec![],
            at: None,
        },
        Event::Unselected {
            face: face(3),
            selected: faces_of("5"),
            at: Some(2),
        },
        Event::SelectedAll {
            selected: faces_of("13346"),
        },
        Event::KeptAll,
        Event::ChooserOpened {
            cursor: Category::Threes,
            points: 6,
            joker: false,
        },
        Event::CursorMoved {
            cursor: Category::FullHouse,
            points: 25,
            joker: true,
            position: 9,
            count: 13,
        },
        Event::CursorMoved {
            cursor: Category::Ones,
            points: 1,
            joker: false,
            position: 1,
            count: 13,
        },
        Event::ChooserClosed,
        Event::Marked {
            player: 0,
            sheet: 0,
            mark: Mark {
                category: Category::Fours,
                points: 20,
                joker: true,
                yahtzee_bonus: 100,
            },
            by_computer: false,
            rolls_saved: 2,
            upper_total: Some(45),
        },
        Event::Marked {
            player: 0,
            sheet: 0,
            mark: mark(Category::Sixes, 24),
            by_computer: false,
            rolls_saved: 1,
            upper_total: Some(70),
        },
        Event::Marked {
            player: 1,
            sheet: 0,
            mark: mark(Category::Chance, 0),
            by_computer: true,
            rolls_saved: 0,
            upper_total: None,
        },
        Event::UpperBonusEarned {
            player: 0,
            points: 35,
        },
        Event::MarkUndone {
            player: 0,
            sheet: 0,
            mark: Mark {
                yahtzee_bonus: 100,
                ..mark(Category::FullHouse, 25)
            },
            restored,
            rolls_saved_before: 0,
        },
        Event::GameOver {
            standings: vec![standing(0, 1, 212, false), standing(1, 2, 180, false)],
        },
        Event::GameOver {
            standings: vec![standing(0, 1, 212, true), standing(1, 1, 212, true)],
        },
        Event::GameOver {
            standings: vec![standing(0, 1, 1, false)],
        },
    ]
}

fn sample_rejections() -> Vec<Rejection> {
    vec![
        Rejection::GameOver,
        Rejection::ComputerPlaying { player: 1 },
        Rejection::NotRolledYet,
        Rejection::NoRollLeft,
        Rejection::NoKeptDie(face(5)),
        Rejection::NoSelectedDie(face(5)),
        Rejection::NoDieAt {
            position: 6,
            dice: 5,
        },
        Rejection::KeptAt {
            position: 2,
            face: face(4),
        },
        Rejection::FacesNotShowing {
            asked: faces_of("44"),
            dice: dice("13346"),
        },
        Rejection::NothingToReroll,
        Rejection::ChooserClosed,
        Rejection::BoxFilled(Category::FullHouse),
        Rejection::NoSuchBox(Category::Villa),
        Rejection::JokerRequires(vec![Category::Fours]),
        Rejection::JokerRequires(vec![
            Category::ThreeOfAKind,
            Category::FullHouse,
            Category::Chance,
        ]),
        Rejection::NothingToUndo,
        Rejection::ComputerMoveFinal,
        Rejection::UndoTooLate,
        Rejection::DiceExhausted,
    ]
}

fn sample_answers(game: &Game) -> Vec<Answer> {
    let mut answers: Vec<Answer> = [
        Query::Dice,
        Query::LatestRoll,
        Query::Scores,
        Query::Sheets,
        Query::Turn,
        Query::Allowed,
        Query::Chooser,
    ]
    .into_iter()
    .map(|q| game.query(q))
    .collect();
    answers.extend([
        Answer::Dice(None),
        Answer::LatestRoll(None),
        Answer::Turn(None),
        Answer::Allowed(vec![]),
        Answer::Allowed(vec![
            Allowed::Roll,
            Allowed::Reroll,
            Allowed::Choose,
            Allowed::Mark(vec![Category::Fours]),
            Allowed::Undo,
        ]),
        Answer::Chooser(None),
        Answer::Chooser(Some(ChooserView {
            options: vec![BoxOption {
                mark: Mark {
                    category: Category::FullHouse,
                    points: 25,
                    joker: true,
                    yahtzee_bonus: 100,
                },
                allowed: true,
            }],
            cursor: None,
        })),
        Answer::Scores(Scoreboard {
            lines: vec![
                ScoreLine {
                    player: 0,
                    total: 1,
                },
                ScoreLine {
                    player: 1,
                    total: 1,
                },
            ],
            leader: None,
        }),
        Answer::Scores(Scoreboard {
            lines: vec![ScoreLine {
                player: 0,
                total: 0,
            }],
            leader: None,
        }),
        Answer::Scores(Scoreboard {
            lines: vec![
                ScoreLine {
                    player: 0,
                    total: 30,
                },
                ScoreLine {
                    player: 1,
                    total: 29,
                },
            ],
            leader: Some((0, 1)),
        }),
    ]);
    answers
}

/// Every message narrated for the samples, in every preset (box names differ by preset).
fn everything_narrated() -> Vec<Message> {
    let mut events = BTreeSet::new();
    let mut rejections = BTreeSet::new();
    let mut answers = BTreeSet::new();
    let mut said = Vec::new();
    for preset in Preset::ALL {
        let game = game(preset);
        let state = game.state();
        for event in sample_events() {
            events.insert(event_variant(&event));
            said.extend(narrate_event(state, &event));
            said.extend(narrate_event_as(state, &event, Verbosity::Brief));
        }
        for rejection in sample_rejections() {
            rejections.insert(rejection_variant(&rejection));
            said.extend(narrate_rejection(state, &rejection));
        }
        for answer in sample_answers(&game) {
            answers.insert(answer_variant(&answer));
            said.extend(narrate_answer(state, &answer));
        }
        for category in Category::ALL {
            said.push(box_name(state.rules(), category));
        }
    }
    for fours_filled in [false, true] {
        let (game, events) = joker_chooser(Preset::Yahtzee, fours_filled);
        for event in &events {
            said.extend(narrate_event(game.state(), event));
            said.extend(narrate_event_as(game.state(), event, Verbosity::Brief));
        }
    }
    assert_eq!(
        events.len(),
        EVENT_VARIANTS,
        "an event variant has no sample"
    );
    assert_eq!(
        rejections.len(),
        REJECTION_VARIANTS,
        "a rejection has no sample"
    );
    assert_eq!(
        answers.len(),
        ANSWER_VARIANTS,
        "an answer variant has no sample"
    );
    said
}

/// `message` and every message nested in its arguments.
fn with_nested(message: &Message, all: &mut Vec<Message>) {
    all.push(message.clone());
    for (_, arg) in &message.args {
        if let Arg::Message(inner) = arg {
            with_nested(inner, all);
        }
    }
}

#[test]
fn every_narrated_message_renders_in_every_locale() {
    let mut all = Vec::new();
    for message in everything_narrated() {
        with_nested(&message, &mut all);
    }
    let english = i18n::source(i18n::FALLBACK).unwrap();
    for locale in i18n::available() {
        let localizer = Localizer::for_locale(locale);
        for message in &all {
            assert!(
                english.contains(&format!("\n{} =", message.id)),
                "{} is not in en-US",
                message.id
            );
            let text = localizer
                .try_text(message)
                .unwrap_or_else(|e| panic!("{locale}: {message} does not render: {e:?}"));
            assert!(!text.trim().is_empty(), "{locale}: {message} is empty");
            assert!(!text.contains('{'), "{locale}: {message} left a placeable");
        }
    }
}

fn say(locale: &str, messages: &[Message]) -> String {
    let localizer = Localizer::for_locale(locale);
    messages
        .iter()
        .map(|m| localizer.text(m))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The mark line for `points` in Chance, in `locale`.
fn mark_line(locale: &str, points: u16) -> String {
    let game = game(Preset::Yahtzee);
    let event = Event::Marked {
        player: 0,
        sheet: 0,
        mark: mark(Category::Chance, points),
        by_computer: false,
        rolls_saved: 0,
        upper_total: None,
    };
    say(locale, &narrate_event(game.state(), &event))
}

#[test]
fn points_follow_each_languages_plural_rules() {
    let cases: [(&str, u16, &str); 14] = [
        ("en-US", 0, "0 points"),
        ("en-US", 1, "1 point "),
        ("en-US", 2, "2 points"),
        ("fr", 0, "0 point "),
        ("fr", 1, "1 point "),
        ("fr", 2, "2 points"),
        ("de", 1, "1 Punkt "),
        ("de", 2, "2 Punkte"),
        ("es", 1, "1 punto "),
        ("es", 0, "0 puntos"),
        ("it", 1, "1 punto "),
        ("it", 21, "21 punti"),
        ("sv", 1, "1 poäng"),
        ("sv", 2, "2 poäng"),
    ];
    for (locale, points, expected) in cases {
        let line = mark_line(locale, points);
        assert!(line.contains(expected), "{locale} {points}: {line}");
    }
}

#[test]
fn a_roll_says_its_number_the_dice_and_which_are_new() {
    let game = game(Preset::Yahtzee);
    let reroll = Event::Rolled {
        player: 0,
        dice: dice("13346"),
        thrown: faces_of("36"),
        roll: 2,
        rolls_allowed: 3,
    };
    assert_eq!(
        say("en-US", &narrate_event(game.state(), &reroll)),
        "Roll 2 of 3: 1, 3, 3, 4, 6; new: 3, 6."
    );
    let computer = Event::Rolled {
        player: 1,
        dice: dice("13346"),
        thrown: faces_of("36"),
        roll: 2,
        rolls_allowed: 3,
    };
    assert_eq!(
        say("en-US", &narrate_event(game.state(), &computer)),
        "Robo keeps 1, 3, 4 and rolls again: 1, 3, 3, 4, 6; new: 3, 6."
    );
}

/// Ann alone: a Yahtzee marked, then (with `fours_filled`) 4, 4, 4, 4, 4 in Fours, then 4, 4, 4, 4, 4 again
/// and the chooser opened; returns the game and the events of opening it.
fn joker_chooser(preset: Preset, fours_filled: bool) -> (Game, Vec<Event>) {
    let script = if fours_filled {
        "555554444444444"
    } else {
        "5555544444"
    };
    let config = MatchConfig::new(preset, vec![PlayerSpec::human("Ann")]);
    let mut game = Game::start(config, DiceSource::scripted(script)).unwrap().0;
    game.dispatch(Actor::Human, &Command::Advance).unwrap();
    game.dispatch(Actor::Human, &Command::Mark(Category::Yahtzee))
        .unwrap();
    if fours_filled {
        game.dispatch(Actor::Human, &Command::Advance).unwrap();
        game.dispatch(Actor::Human, &Command::Mark(Category::Fours))
            .unwrap();
    }
    game.dispatch(Actor::Human, &Command::Advance).unwrap();
    let events = game.dispatch(Actor::Human, &Command::Advance).unwrap();
    (game, events)
}

#[test]
fn the_chooser_says_when_the_forced_joker_allows_fewer_boxes_than_are_open() {
    let opened = |preset, fours_filled| {
        let (game, events) = joker_chooser(preset, fours_filled);
        say("en-US", &narrate_event(game.state(), &events[0]))
    };
    assert_eq!(
        opened(Preset::Yahtzee, false),
        "Choose a box: the Joker rule allows only one. Fours, 20 points, 1 of 1."
    );
    assert_eq!(
        opened(Preset::Yahtzee, true),
        "Choose a box: the Joker rule allows 6 boxes. Large straight, Joker, 40 points, 5 of 6."
    );
    // The free-choice Joker allows every open box, so there is nothing to add.
    assert_eq!(
        opened(Preset::YahtzeeFreeJoker, false),
        "Choose a box. Fours, 20 points, 4 of 12."
    );
}

#[test]
fn a_computer_rolling_every_die_again_is_not_heard_as_a_new_turn() {
    let game = game(Preset::Yahtzee);
    let again = Event::Rolled {
        player: 1,
        dice: dice("13346"),
        thrown: faces_of("13346"),
        roll: 2,
        rolls_allowed: 3,
    };
    assert_eq!(
        say("en-US", &narrate_event(game.state(), &again)),
        "Robo rolls all dice again: 1, 3, 3, 4, 6."
    );
}

#[test]
fn a_computer_keeping_dice_says_which_dice_are_new() {
    let game = game(Preset::Yahtzee);
    let again = Event::Rolled {
        player: 1,
        dice: dice("25556"),
        thrown: faces_of("256"),
        roll: 2,
        rolls_allowed: 3,
    };
    assert_eq!(
        say("en-US", &narrate_event(game.state(), &again)),
        "Robo keeps 5, 5 and rolls again: 2, 5, 5, 5, 6; new: 2, 5, 6."
    );
    assert_eq!(
        say("de", &narrate_event(game.state(), &again)),
        "Robo behält 5, 5 und würfelt erneut: 2, 5, 5, 5, 6; neu: 2, 5, 6."
    );
}

#[test]
fn ties_are_named_as_ties() {
    let game = game(Preset::Yahtzee);
    let over = |standings| narrate_event(game.state(), &Event::GameOver { standings });
    assert_eq!(
        say(
            "en-US",
            &over(vec![standing(0, 1, 212, true), standing(1, 1, 212, true)])
        ),
        "Game over. Ann and Robo tie for first with 212 points."
    );
    assert_eq!(
        say(
            "fr",
            &over(vec![standing(1, 1, 212, false), standing(0, 2, 1, false)])
        ),
        "Partie terminée. Robo gagne avec 212 points. Ann est deuxième avec 1 point."
    );
    let tied = Answer::Scores(Scoreboard {
        lines: vec![
            ScoreLine {
                player: 0,
                total: 40,
            },
            ScoreLine {
                player: 1,
                total: 40,
            },
        ],
        leader: None,
    });
    assert_eq!(
        say("en-US", &narrate_answer(game.state(), &tied)),
        "Scores: Ann: 40, Robo: 40. Ann and Robo share the lead."
    );
}

#[test]
fn rejections_say_what_to_do_instead() {
    let game = game(Preset::Yahtzee);
    let cases: [(Rejection, &str); 3] = [
        (
            Rejection::NoKeptDie(face(3)),
            "No kept die shows 3. Kept: 1, 3, 4, 6.",
        ),
        (
            Rejection::JokerRequires(vec![Category::Fours]),
            "The Joker rule requires Fours.",
        ),
        (
            Rejection::ComputerPlaying { player: 1 },
            "It is Robo’s turn; the computer is playing.",
        ),
    ];
    for (rejection, expected) in cases {
        assert_eq!(
            say("en-US", &narrate_rejection(game.state(), &rejection)),
            expected
        );
    }
}

#[test]
fn the_five_of_a_kind_box_is_named_after_the_game_of_the_preset() {
    let cases: [(Preset, &str, &str); 8] = [
        (Preset::Yahtzee, "en-US", "Yahtzee"),
        (Preset::Classic, "en-US", "Yahtzee"),
        (Preset::Yatzy, "en-US", "Yatzy"),
        (Preset::MaxiYatzy, "en-US", "Maxi Yatzy"),
        (Preset::Yahtzee, "fr", "Yams"),
        (Preset::Yahtzee, "de", "Kniffel"),
        (Preset::Yatzy, "de", "Yatzy"),
        (Preset::Yahtzee, "sv", "Yatzy"),
    ];
    for (preset, locale, expected) in cases {
        let rules = Ruleset::preset(preset);
        assert_eq!(
            say(locale, &[box_name(&rules, Category::Yahtzee)]),
            expected,
            "{preset} in {locale}"
        );
    }
}

#[test]
fn an_undo_says_the_bonus_it_takes_back() {
    // Fours, Fives and Sixes make 60; the Threes that follow reach 69 and earn the 35-point bonus.
    let players = vec![PlayerSpec::human("Ann")];
    let (mut game, _) = Game::start(
        MatchConfig::new(Preset::Yahtzee, players),
        DiceSource::scripted("44441 55551 66661 33312"),
    )
    .unwrap();
    for category in [
        Category::Fours,
        Category::Fives,
        Category::Sixes,
        Category::Threes,
    ] {
        game.dispatch(Actor::Human, &Command::Advance).unwrap();
        game.dispatch(Actor::Human, &Command::Mark(category))
            .unwrap();
    }
    let events = game.dispatch(Actor::Human, &Command::Undo).unwrap();
    let english = Localizer::for_locale("en-US");
    let said: Vec<String> = events
        .iter()
        .flat_map(|e| narrate_event(game.state(), e))
        .map(|m| english.text(&m))
        .collect();
    assert_eq!(
        said[..2],
        [
            "Undone: Ann’s 9 points in Threes.",
            "The upper section bonus of 35 points is taken back too."
        ],
        "{said:?}"
    );
}
