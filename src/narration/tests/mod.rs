//! Narration tests: every event, rejection and answer variant is narrated, and every message it produces
//! (nested ones included) exists in en-US and renders without a Fluent error in all six locales; plurals,
//! ties and box names per preset and language (`wording.rs`).

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
            at_end: false,
        },
        Event::CursorMoved {
            cursor: Category::Ones,
            points: 1,
            joker: false,
            position: 1,
            count: 13,
            at_end: true,
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

mod wording;
