//! The position of the day on a real server: the same position for everyone that day, an answer marked against
//! perfect play by the server from its own moves (never the client's word), counted once a name, with how many
//! found the best move; an answer that is no move from there refused; and `daily` in the lobby of `sayzee join`,
//! heard in words.

use crate::common;

use common::net::{Player, home};
use common::server::Server;
use common::wire::{Socket, greeted, next_such, said, send};
use sayzee::game::{Choice, MatchConfig, Moves, PlayerSpec, Position, Skill};
use sayzee::i18n::Message;
use sayzee::net::protocol::{ClientMessage, ErrorCode, ServerMessage};
use sayzee::rules::{Category, Preset, Ruleset};

/// Today's position, asked by `socket`.
fn position(socket: &mut Socket) -> (u32, Position) {
    send(socket, &ClientMessage::Daily { answer: None });
    match next_such(socket, |m| {
        matches!(m, ServerMessage::Daily { .. } | ServerMessage::Error { .. })
    }) {
        ServerMessage::Daily {
            day,
            preset,
            position,
        } => {
            assert_eq!(preset, Preset::Yahtzee);
            (day, position)
        }
        other => panic!("{other:?}"),
    }
}

/// `answer` sent, and what came back: the marking, or a refusal.
fn answered(socket: &mut Socket, answer: Choice) -> ServerMessage {
    send(
        socket,
        &ClientMessage::Daily {
            answer: Some(answer),
        },
    );
    next_such(socket, |m| {
        matches!(
            m,
            ServerMessage::DailyMarked { .. } | ServerMessage::Error { .. }
        )
    })
}

/// A move that is legal at `position` (not always the best): the first box the dice may take.
fn some_box(position: &Position) -> Choice {
    let rules = Ruleset::preset(Preset::Yahtzee);
    let option = rules
        .box_options(&position.sheet, &position.dice)
        .into_iter()
        .find(|option| option.allowed)
        .unwrap();
    Choice::Mark(option.mark.category)
}

#[test]
fn everyone_meets_the_same_position_and_each_name_counts_once() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let mut ann = greeted(&server.address, "Ann");
    let mut bo = greeted(&server.address, "Bo");
    let (day, seen) = position(&mut ann);
    assert_eq!(
        position(&mut bo),
        (day, seen.clone()),
        "one position for everyone"
    );
    assert_eq!(seen.dice.len(), 5);
    assert!((1..=3).contains(&seen.roll) && seen.rolls_allowed == 3);

    // A move the position does not have is refused, and counted for nobody.
    let lie = answered(&mut ann, Choice::Mark(Category::Villa));
    assert!(
        matches!(
            &lie,
            ServerMessage::Error {
                code: ErrorCode::Malformed,
                ..
            }
        ),
        "{lie:?}"
    );
    let lie = answered(
        &mut ann,
        Choice::Keep(vec![sayzee::rules::Face::new(6).unwrap(); 4]),
    );
    assert!(matches!(lie, ServerMessage::Error { .. }), "{lie:?}");

    // Ann answers with some box; the moves come back with the marking, so her client can say why.
    let first = answered(&mut ann, some_box(&seen));
    let ServerMessage::DailyMarked {
        day: marked_day,
        right,
        moves,
        found,
        answered: count,
        again,
        ..
    } = first
    else {
        panic!("{first:?}");
    };
    assert_eq!((marked_day, count, again), (day, 1, false));
    assert_eq!(found, u32::from(right));
    let best = best(&seen, &moves);
    // Her second answer is marked too, but not counted again.
    match answered(&mut ann, best.clone()) {
        ServerMessage::DailyMarked {
            right: true,
            answered: 1,
            again: true,
            found: again_found,
            ..
        } => assert_eq!(again_found, found),
        other => panic!("{other:?}"),
    }
    // Bo finds the best move: two answered, one more found it.
    match answered(&mut bo, best) {
        ServerMessage::DailyMarked {
            right: true,
            answered: 2,
            found: bo_found,
            again: false,
            ..
        } => assert_eq!(bo_found, found + 1),
        other => panic!("{other:?}"),
    }
}

/// Perfect play's move at `position`, from the moves the server sent.
fn best(position: &Position, moves: &Moves) -> Choice {
    sayzee::strategy::drill::best_move(position, moves)
        .unwrap()
        .0
}

/// `choice` as a line typed after `daily`.
fn typed(choice: &Choice) -> String {
    match choice {
        Choice::Mark(category) => format!("daily score {}", category.id()),
        Choice::Keep(kept) if kept.is_empty() => "daily reroll all".to_string(),
        Choice::Keep(kept) => {
            let faces: Vec<String> = kept.iter().map(|f| f.value().to_string()).collect();
            format!("daily keep {}", faces.join(" "))
        }
    }
}

#[test]
fn daily_in_the_lobby_says_the_position_and_after_the_answer_how_many_found_the_best_move() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    // What the position is and its best move, learnt by a raw client (who answers first: one answered).
    // A table open, with a free seat: Ann hears the list of tables, whose question takes `daily`.
    let mut scout = greeted(&server.address, "Scout");
    let players = vec![PlayerSpec::human("Scout"), PlayerSpec::human("Guest")];
    send(
        &mut scout,
        &ClientMessage::CreateTable {
            table: "Porch".into(),
            config: MatchConfig::new(Preset::Yahtzee, players),
            stand_in: Skill::Good,
            private: false,
            password: None,
        },
    );
    next_such(&mut scout, |m| matches!(m, ServerMessage::Seated { .. }));
    let (_, seen) = position(&mut scout);
    let ServerMessage::DailyMarked { moves, .. } = answered(&mut scout, some_box(&seen)) else {
        panic!("no marking");
    };
    let best = best(&seen, &moves);

    let mut ann = Player::join(
        &home(root.path(), "ann"),
        "en-US",
        &server.address,
        &["--name", "Ann"],
    );
    ann.hear(&said("en-US", &Message::new("net-lobby-chat-hint")));
    ann.type_line("daily keep 1");
    ann.hear("Type daily alone first, to hear today’s position.");
    ann.type_line("daily");
    ann.hear("Today’s position, Yahtzee, round ");
    ann.hear("Answer with daily and your move");
    ann.type_line("daily nonsense");
    ann.hear("That is not a move for today’s position");
    ann.type_line(&typed(&best));
    ann.hear("the expert’s choice. Right!");
    ann.hear("of the 2 who answered today found the best move.");
    ann.type_line(&typed(&best));
    ann.hear("You had answered today already: only your first answer counts.");
    drop(ann.quit());
}
