//! Game tests as given / when / then: a game set up with scripted dice, commands, and the events or
//! rejection expected. Full games of every preset, and the property tests of long random command sequences,
//! are in `whole_games.rs`.

use super::*;
use crate::rules::test_dice::{dice, face, faces};
use crate::rules::{Category, Dice, Face, Preset, Ruleset};

/// Given: a match of `preset` for these humans, with scripted dice.
fn given(preset: Preset, names: &[&str], script: &str) -> Game {
    let players = names.iter().map(|n| PlayerSpec::human(*n)).collect();
    Game::start(
        MatchConfig::new(preset, players),
        DiceSource::scripted(script),
    )
    .unwrap()
    .0
}

/// When: the human sends each command in turn; every one must be accepted. Returns the last events.
fn when(game: &mut Game, commands: &[Command]) -> Vec<Event> {
    let mut last = Vec::new();
    for command in commands {
        last = game
            .dispatch(Actor::Human, command)
            .unwrap_or_else(|r| panic!("{command:?} refused: {r:?}"));
    }
    last
}

/// Then: the command is refused for this reason, and the game is unchanged.
fn refused(game: &mut Game, command: Command, expected: Rejection) {
    let before = game.clone();
    assert_eq!(game.dispatch(Actor::Human, &command), Err(expected));
    assert_eq!(*game, before, "a refusal must change nothing");
}

fn turn(game: &Game) -> &Turn {
    game.state().turn().expect("a turn in progress")
}

use Command::*;

#[test]
fn the_match_starts_with_the_first_players_turn() {
    let (_, events) = Game::start(
        MatchConfig::new(
            Preset::Yatzy,
            vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")],
        ),
        DiceSource::scripted(""),
    )
    .unwrap();
    assert_eq!(
        events,
        vec![Event::TurnStarted {
            player: 0,
            round: 1,
            rounds: 15,
            sheet: 1,
            sheets: 1,
            rolls_allowed: 3
        }]
    );
}

#[test]
fn enter_first_rolls_all_dice_sorted_and_all_kept() {
    let mut game = given(Preset::Yahtzee, &["Ann"], "63412");
    let events = when(&mut game, &[Advance]);
    assert_eq!(
        events,
        vec![Event::Rolled {
            player: 0,
            dice: dice("12346"),
            thrown: faces("12346"),
            roll: 1,
            rolls_allowed: 3
        }]
    );
    assert_eq!(turn(&game).kept(), faces("12346"));
    assert!(turn(&game).selected.is_empty());
}

#[test]
fn select_by_face_then_enter_rerolls_only_those() {
    let mut game = given(Preset::Yahtzee, &["Ann"], "12346 55");
    when(&mut game, &[Advance]);
    let events = when(&mut game, &[Select(face(1))]);
    assert_eq!(
        events,
        vec![Event::Selected {
            face: face(1),
            selected: faces("1"),
            at: None,
        }]
    );
    when(&mut game, &[Select(face(2))]);
    let events = when(&mut game, &[Advance]);
    assert_eq!(
        events,
        vec![Event::Rolled {
            player: 0,
            dice: dice("34556"),
            thrown: faces("55"),
            roll: 2,
            rolls_allowed: 3
        }]
    );
}

#[test]
fn selecting_needs_a_kept_die_of_that_face() {
    let mut game = given(Preset::Yahtzee, &["Ann"], "12346");
    refused(&mut game, Select(face(3)), Rejection::NotRolledYet);
    when(&mut game, &[Advance, Select(face(3))]);
    refused(&mut game, Select(face(3)), Rejection::NoKeptDie(face(3)));
    refused(&mut game, Select(face(5)), Rejection::NoKeptDie(face(5)));
    refused(
        &mut game,
        Unselect(face(4)),
        Rejection::NoSelectedDie(face(4)),
    );
    let events = when(&mut game, &[Unselect(face(3))]);
    assert_eq!(
        events,
        vec![Event::Unselected {
            face: face(3),
            selected: vec![],
            at: None,
        }]
    );
}

#[test]
fn enter_enter_enter_never_scratches_a_box_while_another_scores() {
    // 1, 1, 2, 3, 4 on a sheet whose small straight is filled: Ones scores 2, Chance 11; Chance is best.
    let mut game = given(Preset::Yahtzee, &["Ann"], "12346 11234");
    when(
        &mut game,
        &[Advance, Mark(Category::SmallStraight), Advance, Advance],
    );
    assert_eq!(turn(&game).chooser, Some(Category::Chance));
    let events = when(&mut game, &[Advance]);
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::Marked { mark, .. } if mark.category == Category::Chance && mark.points == 11
        )),
        "{events:?}"
    );
    // Yatzy: 1, 3, 4, 5, 6 makes no straight; Chance scores most.
    let mut game = given(Preset::Yatzy, &["Ann"], "13456");
    when(&mut game, &[Advance, Advance]);
    assert_eq!(turn(&game).chooser, Some(Category::Chance));
}

#[test]
fn enter_with_nothing_selected_opens_the_chooser_and_enter_again_marks() {
    let mut game = given(Preset::Yahtzee, &["Ann"], "22555");
    when(&mut game, &[Advance]);
    let events = when(&mut game, &[Advance]);
    // The chooser opens on the box these dice score most in.
    assert_eq!(
        events,
        vec![Event::ChooserOpened {
            cursor: Category::FullHouse,
            points: 25,
            joker: false
        }]
    );
    when(
        &mut game,
        &[Cursor(CursorMove::Last), Cursor(CursorMove::Previous)],
    );
    assert_eq!(turn(&game).chooser, Some(Category::Yahtzee));
    let events = when(&mut game, &[Cursor(CursorMove::Previous)]);
    assert_eq!(
        events,
        vec![Event::CursorMoved {
            cursor: Category::LargeStraight,
            points: 0,
            joker: false,
            position: 11,
            count: 13,
            at_end: false,
        }]
    );
    when(&mut game, &[Cursor(CursorMove::First)]);
    for _ in 0..8 {
        when(&mut game, &[Cursor(CursorMove::Next)]);
    }
    assert_eq!(turn(&game).chooser, Some(Category::FullHouse));
    let events = when(&mut game, &[Advance]);
    assert!(matches!(
        &events[0],
        Event::Marked { mark, .. } if mark.category == Category::FullHouse && mark.points == 25
    ));
    assert!(matches!(
        events[1],
        Event::TurnStarted {
            player: 0,
            round: 2,
            ..
        }
    ));
}

#[test]
fn the_cursor_stops_at_the_ends_and_escape_leaves_the_chooser() {
    let mut game = given(Preset::Yahtzee, &["Ann"], "22555");
    when(&mut game, &[Advance]);
    let events = when(&mut game, &[Cursor(CursorMove::Previous)]);
    assert!(matches!(
        events[0],
        Event::CursorMoved {
            cursor: Category::Chance,
            position: 13,
            ..
        }
    ));
    let events = when(&mut game, &[Cursor(CursorMove::Next)]);
    assert!(matches!(
        events[0],
        Event::CursorMoved {
            cursor: Category::Chance,
            at_end: true,
            ..
        }
    ));
    // The other end, once reached, says so too; a step away from it does not.
    let first = when(&mut game, &[Cursor(CursorMove::First)]);
    let bumped = when(&mut game, &[Cursor(CursorMove::Previous)]);
    assert!(matches!(
        (&first[..], &bumped[..]),
        (
            [Event::CursorMoved {
                position: 1,
                at_end: false,
                ..
            }],
            [Event::CursorMoved {
                position: 1,
                at_end: true,
                ..
            }]
        )
    ));
    when(&mut game, &[CloseChooser]);
    refused(&mut game, CloseChooser, Rejection::ChooserClosed);
}

#[test]
fn no_roll_left_after_three_and_enter_then_opens_the_chooser() {
    let mut game = given(Preset::Yahtzee, &["Ann"], "12346 1 2");
    when(
        &mut game,
        &[Advance, Reroll(faces("1")), Reroll(faces("1"))],
    );
    assert_eq!(turn(&game).rolls_left(), 0);
    refused(&mut game, Select(face(2)), Rejection::NoRollLeft);
    refused(&mut game, Reroll(faces("2")), Rejection::NoRollLeft);
    refused(&mut game, SelectAll, Rejection::NoRollLeft);
    let events = when(&mut game, &[Advance]);
    assert!(matches!(events[0], Event::ChooserOpened { .. }));
}

#[test]
fn reroll_and_keep_lists_must_fit_the_dice() {
    let mut game = given(Preset::Yahtzee, &["Ann"], "12346 55");
    when(&mut game, &[Advance]);
    refused(&mut game, Reroll(vec![]), Rejection::NothingToReroll);
    refused(
        &mut game,
        Reroll(faces("55")),
        Rejection::FacesNotShowing {
            asked: faces("55"),
            dice: dice("12346"),
        },
    );
    refused(
        &mut game,
        KeepOnly(faces("12346")),
        Rejection::NothingToReroll,
    );
    let events = when(&mut game, &[KeepOnly(faces("346"))]);
    assert!(matches!(&events[0], Event::Rolled { dice, .. } if *dice == dice_of("34556")));
}

fn dice_of(values: &str) -> Dice {
    dice(values)
}

#[test]
fn select_all_and_keep_all() {
    let mut game = given(Preset::Yahtzee, &["Ann"], "12346");
    when(&mut game, &[Advance]);
    let events = when(&mut game, &[SelectAll]);
    assert_eq!(
        events,
        vec![Event::SelectedAll {
            selected: faces("12346")
        }]
    );
    assert!(turn(&game).kept().is_empty());
    when(&mut game, &[KeepAll]);
    assert!(turn(&game).selected.is_empty());
}

#[test]
fn selecting_a_die_closes_the_chooser_so_enter_rerolls() {
    let mut game = given(Preset::Yahtzee, &["Ann"], "12346 5");
    when(&mut game, &[Advance, OpenChooser]);
    let events = when(&mut game, &[Select(face(1))]);
    assert_eq!(events[0], Event::ChooserClosed);
    let events = when(&mut game, &[Advance]);
    assert!(matches!(events[0], Event::Rolled { roll: 2, .. }));
}

#[test]
fn marking_needs_a_roll_and_an_open_box() {
    let mut game = given(Preset::Yatzy, &["Ann"], "12346 12346");
    refused(&mut game, Mark(Category::Chance), Rejection::NotRolledYet);
    when(&mut game, &[Advance, Mark(Category::Chance), Advance]);
    refused(
        &mut game,
        Mark(Category::Chance),
        Rejection::BoxFilled(Category::Chance),
    );
    refused(
        &mut game,
        Mark(Category::Villa),
        Rejection::NoSuchBox(Category::Villa),
    );
}

#[test]
fn the_forced_joker_is_enforced_and_names_the_allowed_boxes() {
    let mut game = given(Preset::Yahtzee, &["Ann"], "44444 44444");
    when(&mut game, &[Advance, Mark(Category::Yahtzee), Advance]);
    refused(
        &mut game,
        Mark(Category::FullHouse),
        Rejection::JokerRequires(vec![Category::Fours]),
    );
    let events = when(&mut game, &[Mark(Category::Fours)]);
    assert!(matches!(
        &events[0],
        Event::Marked { mark, upper_total: Some(20), .. } if mark.points == 20 && mark.yahtzee_bonus == 100
    ));
}

#[test]
fn hot_seat_turns_pass_in_order_and_rounds_count_per_player() {
    let mut game = given(Preset::Yatzy, &["Ann", "Bo", "Cy"], &"12346 ".repeat(6));
    let mut starts = Vec::new();
    for _ in 0..5 {
        let events = {
            when(&mut game, &[Advance]);
            let open = next_open(&game);
            when(&mut game, &[Mark(open)])
        };
        if let Some(Event::TurnStarted { player, round, .. }) = events.last() {
            starts.push((*player, *round));
        }
    }
    assert_eq!(starts, vec![(1, 1), (2, 1), (0, 2), (1, 2), (2, 2)]);
}

fn next_open(game: &Game) -> Category {
    let turn = turn(game);
    let player = &game.state().players()[turn.player];
    let sheet = &player.sheets[game.state().current_sheet(turn.player)];
    game.state().rules().open_boxes(sheet).next().unwrap()
}

#[test]
fn undo_takes_back_the_last_mark_until_the_next_player_rolls() {
    let mut game = given(Preset::Yahtzee, &["Ann", "Bo"], "22555 12346");
    refused(&mut game, Undo, Rejection::NothingToUndo);
    when(&mut game, &[Advance, Mark(Category::Chance)]);
    assert_eq!(turn(&game).player, 1);
    let events = when(&mut game, &[Undo]);
    assert!(matches!(&events[0], Event::MarkUndone { player: 0, mark, .. } if mark.points == 19));
    assert_eq!(turn(&game).player, 0);
    assert_eq!(turn(&game).dice, Some(dice("22555")));
    assert_eq!(game.state().players()[0].sheets[0].filled_count(), 0);
    refused(&mut game, Undo, Rejection::NothingToUndo);
    when(&mut game, &[Mark(Category::FullHouse), Advance]);
    refused(&mut game, Undo, Rejection::UndoTooLate);
}

#[test]
fn a_computer_players_move_is_not_undoable_and_humans_cannot_play_its_turn() {
    let players = vec![
        PlayerSpec::computer("Robo", Skill::Perfect),
        PlayerSpec::human("Ann"),
    ];
    let (mut game, _) = Game::start(
        MatchConfig::new(Preset::Yahtzee, players),
        DiceSource::scripted("12346"),
    )
    .unwrap();
    refused(&mut game, Advance, Rejection::ComputerPlaying { player: 0 });
    game.dispatch(Actor::Computer, &Advance).unwrap();
    game.dispatch(Actor::Computer, &Mark(Category::Chance))
        .unwrap();
    refused(&mut game, Undo, Rejection::ComputerMoveFinal);
}

#[test]
fn the_game_ends_with_shared_places_for_ties() {
    // Two players, Yatzy: both roll 12346 every turn and mark boxes in sheet order.
    let mut game = given(Preset::Yatzy, &["Ann", "Bo"], &"12346 ".repeat(30));
    let mut last = Vec::new();
    while !game.state().is_over() {
        last = {
            when(&mut game, &[Advance]);
            let open = next_open(&game);
            when(&mut game, &[Mark(open)])
        };
    }
    // ones 1, twos 2, threes 3, fours 4, sixes 6, chance 16: 32 each.
    let Some(Event::GameOver { standings }) = last.last() else {
        panic!("{last:?}")
    };
    assert_eq!(
        standings,
        &vec![
            Standing {
                player: 0,
                place: 1,
                total: 32,
                tied: true
            },
            Standing {
                player: 1,
                place: 1,
                total: 32,
                tied: true
            },
        ]
    );
    refused(&mut game, Advance, Rejection::GameOver);
    // The last mark can still be taken back.
    let events = when(&mut game, &[Undo]);
    assert!(matches!(events[0], Event::MarkUndone { player: 1, .. }));
    assert!(!game.state().is_over());
}

#[test]
fn saved_rolls_carry_to_the_next_turn_in_maxi_yatzy() {
    let mut game = given(Preset::MaxiYatzy, &["Ann"], &"123456 ".repeat(3));
    let events = when(&mut game, &[Advance, Mark(Category::FullStraight)]);
    assert!(matches!(events[0], Event::Marked { rolls_saved: 2, .. }));
    assert!(matches!(
        events[1],
        Event::TurnStarted {
            rolls_allowed: 5,
            ..
        }
    ));
    assert_eq!(turn(&game).rolls_allowed, 5);
}

#[test]
fn several_sheets_are_filled_one_after_another() {
    let players = vec![PlayerSpec::human("Ann")];
    let config = MatchConfig {
        sheets: 2,
        ..MatchConfig::new(Preset::Yatzy, players)
    };
    let (mut game, _) = Game::start(config, DiceSource::scripted(&"66666 ".repeat(30))).unwrap();
    let mut sheets_seen = Vec::new();
    while !game.state().is_over() {
        let events = {
            when(&mut game, &[Advance]);
            let open = next_open(&game);
            when(&mut game, &[Mark(open)])
        };
        if let Some(Event::TurnStarted { sheet, round, .. }) = events.last() {
            sheets_seen.push((*sheet, *round));
        }
    }
    assert_eq!(sheets_seen[13], (1, 15));
    assert_eq!(sheets_seen[14], (2, 16));
    // Per sheet: sixes 30, one pair 12, three 18, four 24, chance 30, yatzy 50, rest 0: 164.
    assert_eq!(game.state().total(0), 2 * 164);
}

#[test]
fn bad_setups_are_refused() {
    let config = |players: Vec<PlayerSpec>| MatchConfig::new(Preset::Yahtzee, players);
    let start = |c| Game::start(c, DiceSource::seeded(1)).err();
    assert_eq!(start(config(vec![])), Some(ConfigError::NoPlayers));
    assert_eq!(
        start(config(
            (0..9).map(|i| PlayerSpec::human(format!("P{i}"))).collect()
        )),
        Some(ConfigError::TooManyPlayers(9))
    );
    assert_eq!(
        start(config(vec![PlayerSpec::human("  ")])),
        Some(ConfigError::EmptyName)
    );
    assert_eq!(
        start(config(vec![
            PlayerSpec::human("Ann"),
            PlayerSpec::human("ann")
        ])),
        Some(ConfigError::DuplicateName("ann".into()))
    );
    let mut zero_sheets = config(vec![PlayerSpec::human("Ann")]);
    zero_sheets.sheets = 0;
    assert_eq!(start(zero_sheets), Some(ConfigError::SheetsOutOfRange(0)));
}

#[test]
fn queries_answer_without_changing_anything() {
    let mut game = given(Preset::Yahtzee, &["Ann", "Bo"], "22555 11111");
    assert_eq!(game.query(Query::Dice), Answer::Dice(None));
    when(&mut game, &[Advance, Select(face(2))]);
    let before = game.clone();
    let Answer::Dice(Some(view)) = game.query(Query::Dice) else {
        panic!()
    };
    assert_eq!((view.kept, view.selected), (faces("2555"), faces("2")));
    assert_eq!(
        game.query(Query::Turn),
        Answer::Turn(Some(TurnView {
            player: 0,
            round: 1,
            rounds: 13,
            sheet: 1,
            sheets: 1,
            rolls_used: 1,
            rolls_left: 2
        }))
    );
    let Answer::Allowed(allowed) = game.query(Query::Allowed) else {
        panic!()
    };
    assert_eq!(allowed[0], Allowed::Reroll);
    assert_eq!(allowed[1], Allowed::Select(faces("25")));
    assert_eq!(allowed[2], Allowed::Unselect(faces("2")));
    when(&mut game, &[KeepAll, Mark(Category::FullHouse)]);
    let Answer::Scores(board) = game.query(Query::Scores) else {
        panic!()
    };
    assert_eq!(board.leader, Some((0, 25)));
    let Answer::Sheets(sheets) = game.query(Query::Sheets) else {
        panic!()
    };
    assert_eq!(sheets[0].sheets[0].rows.len(), 13);
    assert_eq!(sheets[0].total, 25);
    assert_eq!(game.query(Query::Scores), game.query(Query::Scores));
    assert_ne!(game, before);
}

#[test]
fn a_saved_game_resumes_exactly_and_damaged_ones_are_refused() {
    let players = vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")];
    let (mut game, _) = Game::start(
        MatchConfig::new(Preset::Yahtzee, players),
        DiceSource::seeded(42),
    )
    .unwrap();
    when(&mut game, &[Advance, Select(face(1)), Select(face(2))]);
    let json = SavedGame::to_json(&game);
    let mut resumed = SavedGame::from_json(&json).unwrap();
    assert_eq!(resumed, game);
    assert_eq!(
        resumed.dispatch(Actor::Human, &Advance),
        game.dispatch(Actor::Human, &Advance)
    );

    assert!(matches!(
        SavedGame::from_json(&json[..json.len() / 2]),
        Err(LoadError::Damaged(_))
    ));
    let newer = json.replacen("\"format\": 2", "\"format\": 99", 1);
    assert_eq!(SavedGame::from_json(&newer), Err(LoadError::Newer(99)));
    // The same turn under six-dice rules: five dice cannot be a Maxi Yatzy roll.
    let foreign = json.replacen("\"preset\": \"yahtzee\"", "\"preset\": \"maxi-yatzy\"", 1);
    assert_ne!(foreign, json);
    assert!(matches!(
        SavedGame::from_json(&foreign),
        Err(LoadError::Damaged(_))
    ));
    let bad_player = json.replacen("\"player\": 0", "\"player\": 7", 1);
    assert!(matches!(
        SavedGame::from_json(&bad_player),
        Err(LoadError::Damaged(_))
    ));
}

mod whole_games;

#[test]
fn roll_only_ever_rolls_and_never_marks_a_box_however_often_it_is_asked() {
    let mut game = given(Preset::Yahtzee, &["Ann"], "12346 5 6");
    let events = when(&mut game, &[Roll]);
    assert!(matches!(events[0], Event::Rolled { roll: 1, .. }));
    // Nothing chosen: refused, where Enter would open the chooser and a second Enter mark a box.
    refused(&mut game, Roll, Rejection::NothingToReroll);
    refused(&mut game, Roll, Rejection::NothingToReroll);
    // With the chooser open and a die chosen, the chooser closes and the die is rolled.
    when(&mut game, &[Select(face(1)), OpenChooser]);
    let events = when(&mut game, &[Roll]);
    assert!(matches!(events[0], Event::ChooserClosed));
    assert!(matches!(events[1], Event::Rolled { roll: 2, .. }));
    when(&mut game, &[Select(face(2)), Roll]);
    assert_eq!(turn(&game).rolls_left(), 0);
    refused(&mut game, Roll, Rejection::NoRollLeft);
}
