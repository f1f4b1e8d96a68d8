//! A table's rules of play: who may join, act, start and take a seat back, and that a refusal changes nothing.

use proptest::prelude::*;

use super::*;
use sayzee_core::game::{MatchConfig, PlayerSpec, Skill};
use sayzee_core::rules::Preset;

/// Ann (seat 0, held by connection 1) and Bea (seat 1, held by connection 2), started.
fn table() -> Table {
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
    let (mut table, _) =
        Table::create("Friday", config, 3, Skill::Good, 1, &"ann-token".into()).unwrap();
    table
        .join(&["Bea".to_string()], 2, &"bea-token".into())
        .unwrap();
    table.start(1).unwrap();
    table
}

#[test]
fn people_join_before_the_start_only_the_creator_starts_and_tokens_take_seats_back() {
    let config = MatchConfig::new(
        Preset::Yatzy,
        vec![
            PlayerSpec::human("Ann"),
            PlayerSpec::computer("Robo", sayzee_core::game::Skill::Good),
        ],
    );
    let (mut table, held) =
        Table::create("Friday", config, 9, Skill::Good, 1, &"t1".into()).unwrap();
    assert_eq!(
        held,
        vec![HeldSeat {
            seat: 0,
            token: "t1".into()
        }]
    );
    let held = table
        .join(&["Bo".to_string(), "Cy".to_string()], 2, &"t2".into())
        .unwrap();
    assert_eq!(held.iter().map(|h| h.seat).collect::<Vec<_>>(), vec![2, 3]);
    assert_eq!(table.game.state().config().players.len(), 4);
    // A name already at the table is refused, and nothing changes.
    let before = table.clone();
    assert_eq!(
        table.join(&["ann".to_string()], 3, &"t3".into()),
        Err(ErrorCode::NameTaken)
    );
    assert_eq!(table, before);
    assert_eq!(table.start(2), Err(ErrorCode::NotHost));
    table.start(1).unwrap();
    assert_eq!(table.start(1), Err(ErrorCode::AlreadyStarted));
    assert_eq!(
        table.join(&["Di".to_string()], 4, &"t4".into()),
        Err(ErrorCode::AlreadyStarted)
    );
    // Bo's keyboard is gone; its token gives both seats back to a new connection.
    assert_eq!(table.release(2), vec![2, 3]);
    assert_eq!(table.rejoin(&"nope".into(), 5), Err(ErrorCode::BadToken));
    assert_eq!(table.rejoin(&"t2".into(), 5).unwrap().len(), 2);
    assert!(!table.computer_to_move(), "Ann moves first");
}

#[test]
fn the_holder_plays_its_seat_on_its_turn() {
    let mut table = table();
    let events = table.command(1, 0, &Command::Advance).unwrap();
    assert!(
        matches!(events[0], Event::Rolled { player: 0, .. }),
        "{events:?}"
    );
}

#[test]
fn another_connections_seat_is_refused_and_nothing_changes() {
    let mut table = table();
    let before = table.clone();
    assert_eq!(
        table.command(2, 0, &Command::Advance),
        Err(ErrorCode::NotYourSeat)
    );
    assert_eq!(
        table.command(1, 7, &Command::Advance),
        Err(ErrorCode::NotYourSeat)
    );
    assert_eq!(table, before);
}

#[test]
fn out_of_turn_is_refused_and_nothing_changes() {
    let mut table = table();
    let before = table.clone();
    assert_eq!(
        table.command(2, 1, &Command::Advance),
        Err(ErrorCode::NotYourTurn)
    );
    assert_eq!(table, before);
}

#[test]
fn nothing_is_played_before_the_start() {
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
    let (mut table, _) =
        Table::create("Friday", config, 3, Skill::Good, 1, &"ann-token".into()).unwrap();
    let before = table.clone();
    assert_eq!(
        table.command(1, 0, &Command::Advance),
        Err(ErrorCode::NotStarted)
    );
    assert_eq!(table, before);
}

#[test]
fn chat_is_cleaned_and_refused_over_the_limit() {
    assert_eq!(clean_chat("  hi\n there "), Ok("hi there".to_string()));
    assert_eq!(
        clean_chat(&"a".repeat(CHAT_LIMIT)),
        Ok("a".repeat(CHAT_LIMIT))
    );
    assert_eq!(
        clean_chat(&"a".repeat(CHAT_LIMIT + 1)),
        Err(ErrorCode::ChatTooLong { limit: CHAT_LIMIT })
    );
}

proptest! {
    /// Any command from any connection for any seat either is played (by the seat's holder, on its turn)
    /// or changes nothing.
    #[test]
    fn a_refused_command_never_changes_the_table(
        connection in 0u64..4, seat in 0usize..4, pick in 0usize..4, face in 1u8..=6
    ) {
        let face = sayzee_core::rules::Face::new(face).unwrap();
        let command = [Command::Advance, Command::Select(face), Command::KeepAll, Command::SelectAll][pick].clone();
        let mut table = table();
        let before = table.clone();
        match table.command(connection, seat, &command) {
            Ok(_) => prop_assert!(connection == 1 && seat == 0),
            Err(_) => prop_assert_eq!(table, before),
        }
    }
}

/// Ann (host), Bea and Cy (one keyboard), before the start.
fn waiting() -> Table {
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
    let (mut table, _) = Table::create("Friday", config, 3, Skill::Casual, 1, &"a".into()).unwrap();
    table.join(&["Bea".to_string()], 2, &"b".into()).unwrap();
    table.join(&["Cy".to_string()], 3, &"c".into()).unwrap();
    table
}

fn names(table: &Table) -> Vec<String> {
    table
        .game
        .state()
        .config()
        .players
        .iter()
        .map(|p| p.name.to_string())
        .collect()
}

#[test]
fn leaving_before_the_start_gives_the_seat_up_and_the_host_role_passes_to_the_next_person_here() {
    let mut table = waiting();
    assert_eq!(table.host, Some(0));
    assert_eq!(table.leave(2), Leaving::GaveUp(vec!["Bea".to_string()]));
    assert_eq!(names(&table), ["Ann", "Cy"]);
    assert_eq!(table.host, Some(0), "Ann is still the host");
    // Ann goes: Cy is the host, and Cy (seat 0 now) starts.
    assert_eq!(table.leave(1), Leaving::GaveUp(vec!["Ann".to_string()]));
    assert_eq!(names(&table), ["Cy"]);
    assert_eq!(table.host, Some(0));
    assert!(table.is_host(3));
    table.start(3).unwrap();
}

#[test]
fn a_lost_connection_passes_the_host_role_on_and_an_empty_seat_stops_the_start() {
    let mut table = waiting();
    assert_eq!(table.release(1), vec![0]);
    assert_eq!(table.pass_host_on(), Some(1), "Bea is next");
    assert_eq!(table.start(1), Err(ErrorCode::NotHost));
    assert_eq!(
        table.start(2),
        Err(ErrorCode::SeatEmpty {
            name: "Ann".into(),
            seconds: 0
        }),
        "Ann's seat is empty"
    );
    assert_eq!(table.give_up(&[0]), vec!["Ann".to_string()]);
    assert_eq!(table.host, Some(0), "Bea, now the first seat");
    table.start(2).unwrap();
}

#[test]
fn a_computer_plays_for_a_person_who_has_gone_until_they_come_back_and_its_marks_are_kept() {
    let mut table = table();
    assert!(!table.take_over(0), "Ann is here");
    table.release(1);
    table.release(2);
    assert!(!table.take_over(0), "nobody waits for Ann's move");
    table.rejoin(&"bea-token".into(), 2).unwrap();
    assert!(table.take_over(0));
    assert!(!table.take_over(0), "once");
    assert!(table.computer_to_move());
    assert_eq!(table.computer_skills(), vec![Some(Skill::Good), None]);
    assert_eq!(
        table.command(1, 0, &Command::Advance),
        Err(ErrorCode::NotYourSeat)
    );
    let (seat, _) = table.computer_move(&Command::Advance).unwrap();
    assert_eq!(seat, 0);
    // Roll twice more, open the chooser, mark.
    let mut marked = false;
    for _ in 0..4 {
        let (_, events) = table.computer_move(&Command::Advance).unwrap();
        marked |= events
            .iter()
            .any(|e| matches!(e, Event::Marked { player: 0, .. }));
    }
    assert!(marked);
    assert_eq!(table.seats[0].played_for.len(), 1);
    assert_eq!(table.snapshot().seats[0].played_for.len(), 1);
    table.rejoin(&"ann-token".into(), 9).unwrap();
    assert!(!table.seats[0].stand_in);
    assert!(!table.computer_to_move());
}

#[test]
fn only_the_host_passes_the_role_moves_a_seat_to_a_computer_and_the_person_takes_it_back() {
    let mut table = table();
    assert_eq!(table.pass_host(2, 0), Err(ErrorCode::NotHost));
    assert_eq!(table.seat_to_computer(2, 0), Err(ErrorCode::NotHost));
    assert_eq!(table.pass_host(1, 0), Err(ErrorCode::NoSuchSeat));
    table.seat_to_computer(1, 1).unwrap();
    assert!(table.seats[1].stand_in);
    assert_eq!(table.seat_to_computer(1, 1), Err(ErrorCode::NoSuchSeat));
    assert_eq!(table.take_back(1), Err(ErrorCode::NoSuchSeat));
    assert_eq!(table.take_back(2), Ok(vec![1]));
    table.pass_host(1, 1).unwrap();
    assert!(table.is_host(2));
    assert!(!table.is_host(1));
}

#[test]
fn a_full_table_is_refused_and_not_open() {
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
    let (mut table, _) = Table::create("Full", config, 3, Skill::Good, 1, &"a".into()).unwrap();
    for n in 2..=sayzee_core::game::MAX_PLAYERS {
        table
            .join(&[format!("P{n}")], n as u64, &"t".into())
            .unwrap();
    }
    assert!(!table.summary(0).open);
    assert_eq!(
        table.join(&["Zed".to_string()], 99, &"z".into()),
        Err(ErrorCode::TableFull)
    );
}

/// The first box `seat` has not filled.
fn first_open(table: &Table, seat: usize) -> sayzee_core::rules::Category {
    let state = table.game.state();
    let sheet = &state.players()[seat].sheets[0];
    state
        .rules()
        .categories()
        .find(|c| !sheet.is_filled(*c))
        .unwrap()
}

/// Plays `seat`'s whole turn: roll, then mark the first open box.
fn roll_and_mark(table: &mut Table, seat: usize, connection: ConnectionId) {
    table.command(connection, seat, &Command::Advance).unwrap();
    let open = first_open(table, seat);
    table
        .command(connection, seat, &Command::Mark(open))
        .unwrap();
}

#[test]
fn only_the_seat_that_marked_takes_it_back_before_the_next_roll_and_never_after_the_end() {
    let mut table = table();
    roll_and_mark(&mut table, 0, 1);
    // Bea, whose turn it is now, cannot take back Ann's mark; nothing changes.
    let before = table.clone();
    assert_eq!(
        table.command(2, 1, &Command::Undo),
        Err(ErrorCode::Refused {
            rejection: Rejection::NothingToUndo
        })
    );
    assert_eq!(table, before);
    // Ann can, before Bea rolls.
    let events = table.command(1, 0, &Command::Undo).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::MarkUndone { .. })));
    // She marks again (her dice are still in front of her), and Bea rolls: too late now.
    table
        .command(1, 0, &Command::Mark(first_open(&table, 0)))
        .unwrap();
    table.command(2, 1, &Command::Advance).unwrap();
    assert_eq!(
        table.command(1, 0, &Command::Undo),
        Err(ErrorCode::Refused {
            rejection: Rejection::UndoTooLate
        })
    );
    // Played to the end: the last mark cannot reopen the finished game, not even by the seat that made it.
    table
        .command(2, 1, &Command::Mark(first_open(&table, 1)))
        .unwrap();
    while !table.game.state().is_over() {
        let seat = table.game.state().turn().unwrap().player;
        roll_and_mark(&mut table, seat, seat as ConnectionId + 1);
    }
    let last = table.game.state().last_mark().unwrap().player;
    let finished = table.clone();
    assert_eq!(
        table.command(last as ConnectionId + 1, last, &Command::Undo),
        Err(ErrorCode::Refused {
            rejection: Rejection::UndoTooLate
        })
    );
    assert_eq!(table, finished);
}

#[test]
fn a_look_alike_name_cannot_sit_beside_the_name_it_imitates() {
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
    let (mut table, _) =
        Table::create("Friday", config, 3, Skill::Good, 1, &"ann-token".into()).unwrap();
    // A Cyrillic А, fullwidth letters, a zero-width joiner.
    for imitation in ["Аnn", "Ａｎｎ", "An\u{200d}n"] {
        assert_eq!(
            table.join(&[imitation.to_string()], 2, &"t2".into()),
            Err(ErrorCode::NameTaken),
            "{imitation}"
        );
    }
    assert!(table.join(&["Anna".to_string()], 2, &"t2".into()).is_ok());
}

#[test]
fn nobody_is_taken_over_once_the_game_is_over() {
    let mut table = table();
    while !table.game.state().is_over() {
        let seat = table.game.state().turn().unwrap().player;
        roll_and_mark(&mut table, seat, seat as ConnectionId + 1);
    }
    table.release(1);
    assert!(
        !table.take_over(0),
        "after the end there is nothing left to play for Ann, though Bea is still here"
    );
}

#[test]
fn a_person_removed_after_the_start_is_played_by_the_computer_and_cannot_take_the_seat_back() {
    let mut table = table();
    assert_eq!(table.remove(2, 0), Err(ErrorCode::NotHost));
    assert_eq!(
        table.remove(1, 0),
        Err(ErrorCode::NoSuchSeat),
        "not herself"
    );
    let removal = table.remove(1, 1).unwrap();
    assert_eq!(
        removal,
        Removal {
            names: vec!["Bea".into()],
            connection: Some(2),
            replaced: true,
        }
    );
    let bea = &table.seats[1];
    assert!(bea.removed && bea.stand_in && bea.token.is_none() && bea.held_by.is_none());
    // Neither her token nor taking back brings her back, and removing her again finds nobody.
    assert_eq!(
        table.rejoin(&"bea-token".into(), 3),
        Err(ErrorCode::BadToken)
    );
    assert_eq!(table.take_back(2), Err(ErrorCode::NoSuchSeat));
    assert_eq!(table.remove(1, 1), Err(ErrorCode::NoSuchSeat));
    assert_eq!(
        table.computer_skills(),
        vec![None, Some(Skill::Good)],
        "the computer plays her seat"
    );
}

#[test]
fn a_person_removed_before_the_start_gives_up_every_seat_of_their_keyboard_and_a_ban_holds_look_alikes()
 {
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
    let (mut table, _) = Table::create("Friday", config, 3, Skill::Good, 1, &"t1".into()).unwrap();
    table
        .join(&["Bo".to_string(), "Cy".to_string()], 2, &"t2".into())
        .unwrap();
    table.join(&["Di".to_string()], 3, &"t3".into()).unwrap();
    let removal = table.remove(1, 2).unwrap();
    assert_eq!(removal.names, vec!["Bo".to_string(), "Cy".to_string()]);
    assert!(!removal.replaced);
    let names: Vec<String> = table
        .game
        .state()
        .config()
        .players
        .iter()
        .map(|p| p.name.to_string())
        .collect();
    assert_eq!(names, vec!["Ann", "Di"]);
    // Di was at the table when Bo was banned, from the same address as Bo.
    table.ban(&removal.names, Some("192.0.2.7".into()), &[]);
    assert_eq!(table.ban_holds(&["bo"], None, false), Some(BanHolds::Name));
    assert_eq!(table.ban_holds(&["bo"], None, true), Some(BanHolds::Name));
    assert_eq!(
        table.ban_holds(&["Zed"], Some("192.0.2.7"), false),
        Some(BanHolds::Address)
    );
    assert_eq!(table.ban_holds(&["Zed"], Some("192.0.2.8"), false), None);
    // Housemates: one who was there, one logged in as their own name, one the host invites.
    assert_eq!(table.ban_holds(&["DI"], Some("192.0.2.7"), false), None);
    assert_eq!(table.ban_holds(&["Zed"], Some("192.0.2.7"), true), None);
    table
        .house
        .invited
        .push(PlayerName::new("Ivy").look_alike_key());
    assert_eq!(table.ban_holds(&["Ivy"], Some("192.0.2.7"), false), None);
}

#[test]
fn the_turn_timer_gives_one_turn_to_the_computer_and_the_person_plays_the_next() {
    let mut table = table();
    assert_eq!(table.set_turn_timer(2, Some(60)), Err(ErrorCode::NotHost));
    assert_eq!(
        table.set_turn_timer(1, Some(5)),
        Err(ErrorCode::BadTurnTimer { min: 10, max: 600 })
    );
    table.set_turn_timer(1, Some(60)).unwrap();
    assert_eq!(table.time_out(), Some(0));
    assert_eq!(table.time_out(), None, "once a turn");
    assert!(table.computer_to_move());
    assert_eq!(
        table.command(1, 0, &Command::Advance),
        Err(ErrorCode::TimedOut)
    );
    // The computer rolls and marks Chance for her; the turn is Bea's, and Ann plays her own next.
    table.computer_move(&Command::Advance).unwrap();
    assert!(table.computer_to_move(), "the rest of the turn too");
    let chance = sayzee_core::rules::Category::Chance;
    table.computer_move(&Command::Mark(chance)).unwrap();
    assert_eq!(table.timed_out, None);
    assert!(!table.computer_to_move());
    assert_eq!(table.game.state().turn().map(|t| t.player), Some(1));
    // Ann was here and heard her turn played: it is not told again when she comes back (play-test 4, B10).
    assert!(table.seats[0].played_for.is_empty());
    // Bea's time runs out while her connection is lost: that turn is told when she is back.
    assert_eq!(table.release(2), vec![1]);
    assert_eq!(table.time_out(), Some(1));
    table.computer_move(&Command::Advance).unwrap();
    table.computer_move(&Command::Mark(chance)).unwrap();
    assert_eq!(table.seats[1].played_for.len(), 1, "one mark made for Bea");
}

/// `table` taken apart, as a server saves it.
fn parts_of(table: &Table) -> TableParts {
    TableParts {
        name: table.name().to_string(),
        game: table.game().clone(),
        seats: table.seats().to_vec(),
        started: table.started(),
        seed: table.seed(),
        host: table.host(),
        stand_in: table.stand_in(),
        house: table.house().clone(),
        timed_out: table.timed_out(),
    }
}

#[test]
fn a_table_taken_apart_comes_back_whole_and_parts_that_disagree_make_none() {
    let table = table();
    assert_eq!(Table::from_parts(parts_of(&table)).as_ref(), Some(&table));
    // A host and a timed-out seat past the seats are dropped; the name is cleaned as a new table's.
    let mut parts = parts_of(&table);
    parts.host = Some(7);
    parts.timed_out = Some(2);
    parts.name = "Fri\u{7}day".into();
    let back = Table::from_parts(parts).unwrap();
    assert_eq!(
        (back.host(), back.timed_out(), back.name()),
        (None, None, "Friday")
    );
    // A seat too many or too few for the game's players, or a person's seat said to be a computer's, is no table.
    let mut parts = parts_of(&table);
    parts.seats.pop();
    assert_eq!(Table::from_parts(parts), None);
    let mut parts = parts_of(&table);
    parts.seats[1].computer = true;
    assert_eq!(Table::from_parts(parts), None);
}

#[test]
fn a_seats_history_is_every_turn_it_played_in_messages_that_fit_a_frame() {
    let mut waiting = waiting();
    assert!(
        waiting.histories([0, 1]).is_empty(),
        "nothing is played before the start"
    );
    waiting.start(1).unwrap();
    let mut table = waiting;
    for _ in 0..13 {
        roll_and_mark(&mut table, 0, 1);
        roll_and_mark(&mut table, 1, 2);
        roll_and_mark(&mut table, 2, 3);
    }
    let record = table.game.record().turns().to_vec();
    let played_by = |seat: usize| -> Vec<_> {
        record
            .iter()
            .filter(|turn| turn.player == seat)
            .cloned()
            .collect()
    };
    let turns_of = |messages: &[ServerMessage], seat: usize| -> Vec<_> {
        messages
            .iter()
            .flat_map(|message| match message {
                ServerMessage::History { seat: of, turns } if *of == seat => turns.clone(),
                _ => Vec::new(),
            })
            .collect()
    };
    // Ann's alone, whole, in one message that a client reads back as it was sent.
    let anns = table.histories([0]);
    assert_eq!(anns.len(), 1);
    let frame = crate::protocol::encode(&anns[0]);
    assert!(frame.len() <= crate::protocol::MAX_FRAME_BYTES);
    assert_eq!(
        crate::protocol::decode_server(&frame).as_ref(),
        Ok(&anns[0])
    );
    assert_eq!(turns_of(&anns, 0), played_by(0));
    assert_eq!(played_by(0).len(), 13);
    // Parts of at most a kilobyte hold the same turns, in order, for each seat asked.
    let parts = table.histories_within([0, 1], 1024);
    assert!(parts.len() > 4, "{}", parts.len());
    for part in &parts {
        let ServerMessage::History { turns, .. } = part else {
            panic!("{part:?}")
        };
        let bytes: usize = turns
            .iter()
            .map(|turn| crate::protocol::encode(turn).len())
            .sum();
        assert!(turns.len() == 1 || bytes <= 1024, "{bytes}");
    }
    assert_eq!(turns_of(&parts, 0), played_by(0));
    assert_eq!(turns_of(&parts, 1), played_by(1));
}
