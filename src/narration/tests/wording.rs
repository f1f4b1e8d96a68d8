//! What particular lines say, rendered in each language: points by each language's plural rules, a roll's
//! number and new dice, the forced Joker's narrower chooser, a computer's rerolls, ties, what a refusal tells to
//! do instead, the five-of-a-kind box's name per preset, and an undo's bonus taken back.

use super::*;

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

#[test]
fn t_and_space_are_heard_at_each_keyboard_as_its_own() {
    // Ann has rolled 1, 3, 3, 4, 6 and picked a 3 to reroll.
    let game = game(Preset::Yahtzee);
    let state = game.state();
    let turn = game.query(Query::Turn);
    let dice = game.query(Query::Dice);
    let at_anns = |player: usize| player == 0;
    let elsewhere = |_: usize| false;
    assert_eq!(
        say("en-US", &narrate_answer_heard(state, &turn, &at_anns)),
        "Your turn, Ann: round 1 of 13, 2 rolls left."
    );
    assert_eq!(
        say("fr", &narrate_answer_heard(state, &turn, &elsewhere)),
        "À Ann de jouer, tour 1 sur 13, 2 lancers restants."
    );
    // What Ann picked up is her own thinking: another keyboard hears her dice only.
    assert_eq!(
        say("en-US", &narrate_answer_heard(state, &dice, &at_anns)),
        "Kept: 1, 3, 4, 6. Rerolling: 3."
    );
    assert_eq!(
        say("de", &narrate_answer_heard(state, &dice, &elsewhere)),
        "Würfel von Ann: 1, 3, 3, 4, 6."
    );
}

#[test]
fn a_mark_taken_back_tells_another_keyboard_whose_turn_it_is_again() {
    let mut game = game(Preset::Yahtzee);
    game.dispatch(Actor::Human, &Command::Mark(Category::Chance))
        .unwrap();
    let events = game.dispatch(Actor::Human, &Command::Undo).unwrap();
    let undone = events
        .iter()
        .find(|e| matches!(e, Event::MarkUndone { .. }))
        .unwrap();
    let state = game.state();
    let at_anns = say("en-US", &narrate_event_heard(state, undone, &|p| p == 0));
    let at_robos = say("en-US", &narrate_event_heard(state, undone, &|_| false));
    assert!(!at_anns.contains("turn again"), "{at_anns}");
    assert!(at_robos.ends_with("It is Ann’s turn again."), "{at_robos}");
}
