//! Whole games: every preset played to its known total with scripted dice, and property tests of long random
//! command sequences (for 1 to 8 players of every preset) that never panic and keep the game's invariants.

use proptest::prelude::*;

use super::*;

/// Plays a whole solitaire game of `preset` with the given dice every turn, marking boxes in sheet order
/// with the first roll, and returns the final total.
fn play_in_order(preset: Preset, roll: &str) -> u32 {
    let rules = Ruleset::preset(preset);
    let script = format!("{roll} ").repeat(rules.boxes().len());
    let mut game = given(preset, &["Ann"], &script);
    while !game.state().is_over() {
        {
            when(&mut game, &[Advance]);
            let open = next_open(&game);
            when(&mut game, &[Mark(open)])
        };
    }
    game.state().total(0)
}

#[test]
fn full_games_of_every_preset_reach_known_totals() {
    // Yahtzee of sixes every turn, boxes in sheet order.
    // yahtzee: upper 30 (sixes, first box... ones 0 .. fives 0, sixes 30); 3K 30, 4K 30; full house, straights
    // 0 (the Yahtzee box is still open, so no Joker); Yahtzee 50; chance 30 + 100 bonus (Yahtzee box holds 50).
    assert_eq!(
        play_in_order(Preset::Yahtzee, "66666"),
        30 + 30 + 30 + 50 + 30 + 100
    );
    assert_eq!(play_in_order(Preset::YahtzeeFreeJoker, "66666"), 270);
    // classic: no bonus; full house needs two faces.
    assert_eq!(play_in_order(Preset::Classic, "66666"), 170);
    // classic-extra: plus Pair 30, Double pair 0, Misere 6.
    assert_eq!(play_in_order(Preset::ClassicExtra, "66666"), 206);
    // yatzy: sixes 30, one pair 12, 3K 18, 4K 24, chance 30, yatzy 50.
    assert_eq!(play_in_order(Preset::Yatzy, "66666"), 164);
    // maxi: sixes 36, pair 12, 3K 18, 4K 24, 5K 30, chance 36, maxi yatzy 100.
    assert_eq!(play_in_order(Preset::MaxiYatzy, "666666"), 256);
    // A full straight every turn in Maxi: 1..6 each once (21), small 15, large 20, full 21, chance 21.
    assert_eq!(play_in_order(Preset::MaxiYatzy, "123456"), 98);
}

/// A random command, with faces and boxes drawn from everything that exists (most will be refused).
fn any_command() -> impl Strategy<Value = (bool, Command)> {
    let face = (1u8..=6).prop_map(|v| Face::new(v).unwrap());
    let category = prop::sample::select(Category::ALL.to_vec());
    let command = prop_oneof![
        6 => Just(Advance),
        3 => face.clone().prop_map(Select),
        1 => face.clone().prop_map(Unselect),
        1 => Just(SelectAll),
        1 => Just(KeepAll),
        1 => prop::collection::vec(face.clone(), 0..4).prop_map(Reroll),
        1 => prop::collection::vec(face, 0..6).prop_map(KeepOnly),
        1 => Just(OpenChooser),
        1 => Just(CloseChooser),
        2 => prop::sample::select(vec![CursorMove::Next, CursorMove::Previous, CursorMove::First, CursorMove::Last]).prop_map(Cursor),
        3 => category.prop_map(Mark),
        1 => Just(Undo),
    ];
    (prop::bool::weighted(0.2), command)
}

fn check_invariants(game: &Game, marks_seen: usize) -> Result<(), TestCaseError> {
    let state = game.state();
    let rules = state.rules();
    let filled: usize = state
        .players()
        .iter()
        .flat_map(|p| &p.sheets)
        .map(|s| s.filled_count())
        .sum();
    prop_assert_eq!(filled, marks_seen);
    for (player, p) in state.players().iter().enumerate() {
        for sheet in &p.sheets {
            prop_assert!(sheet.filled().all(|c| rules.has_box(c)));
            let totals = rules.totals(sheet);
            let boxes: u16 = sheet.filled().map(|c| sheet.points(c).unwrap()).sum();
            prop_assert_eq!(totals.upper + totals.lower, boxes);
        }
        let complete = p.sheets.iter().all(|s| rules.is_complete(s));
        if state.is_over() {
            prop_assert!(complete, "the game ended with player {} unfinished", player);
        }
    }
    if let Some(turn) = state.turn() {
        // Turns in order: nobody ahead of the player has taken more turns than those after them.
        let counts: Vec<usize> = state
            .players()
            .iter()
            .map(|p| p.sheets.iter().map(|s| s.filled_count()).sum())
            .collect();
        let mine = counts[turn.player];
        for (i, &count) in counts.iter().enumerate() {
            if i < turn.player {
                prop_assert_eq!(count, mine + 1);
            } else {
                prop_assert_eq!(count, mine);
            }
        }
        prop_assert!(turn.rolls_used <= turn.rolls_allowed);
        if let Some(dice) = turn.dice {
            prop_assert_eq!(dice.len(), usize::from(rules.dice_count()));
        }
    } else {
        prop_assert!(
            state
                .players()
                .iter()
                .all(|p| p.sheets.iter().all(|s| rules.is_complete(s)))
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn long_random_command_sequences_never_panic_and_keep_the_invariants(
        preset in prop::sample::select(Preset::ALL.to_vec()),
        players in 1usize..=8,
        computers in prop::collection::vec(any::<bool>(), 8),
        seed in any::<u64>(),
        commands in prop::collection::vec(any_command(), 2_000),
    ) {
        let specs = (0..players)
            .map(|i| if computers[i] {
                PlayerSpec::computer(format!("Bot {i}"), Skill::Good)
            } else {
                PlayerSpec::human(format!("Player {i}"))
            })
            .collect();
        let (mut game, _) = Game::start(MatchConfig::new(preset, specs), DiceSource::seeded(seed)).unwrap();
        let mut marks = 0usize;
        for (as_computer, command) in commands {
            let actor = if as_computer { Actor::Computer } else { Actor::Human };
            let before = game.clone();
            match game.dispatch(actor, &command) {
                Ok(events) => {
                    for event in &events {
                        match event {
                            Event::Marked { .. } => marks += 1,
                            Event::MarkUndone { .. } => marks -= 1,
                            _ => {}
                        }
                    }
                    // Replaying the events on the old state gives the new one: apply only records.
                    let mut replayed = before.state().clone();
                    for event in &events {
                        replayed.apply(event);
                    }
                    prop_assert_eq!(&replayed, game.state());
                }
                Err(_) => prop_assert_eq!(&before, &game),
            }
            check_invariants(&game, marks)?;
        }
    }

    #[test]
    fn enter_alone_finishes_every_game(
        preset in prop::sample::select(Preset::ALL.to_vec()),
        players in 1usize..=8,
        seed in any::<u64>(),
    ) {
        let specs = (0..players).map(|i| PlayerSpec::human(format!("P{i}"))).collect();
        let (mut game, _) = Game::start(MatchConfig::new(preset, specs), DiceSource::seeded(seed)).unwrap();
        let boxes = game.state().rules().boxes().len();
        let mut presses = 0;
        while !game.state().is_over() {
            game.dispatch(Actor::Human, &Advance).unwrap();
            presses += 1;
            prop_assert!(presses <= players * boxes * 3);
        }
        // Enter rolls, opens the chooser on the first allowed box, then marks it: three presses a turn.
        prop_assert_eq!(presses, players * boxes * 3);
    }
}
