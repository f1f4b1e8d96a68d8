//! Duplicate dice at a network table: a table made with them is listed so, and every player meets the same first
//! roll every round, whatever they rerolled before, played through a real server.

use crate::common;

use common::server::Server;
use common::wire::{greeted, next_such, send};
use sayzee::game::{Command, Event, Game, MatchConfig, PlayerSpec, Skill};
use sayzee::net::protocol::{ClientMessage, ServerMessage};
use sayzee::rules::Preset;

#[test]
fn a_duplicate_table_is_listed_so_and_both_players_meet_the_same_first_roll_every_round() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &[]);
    let mut ann = greeted(&server.address, "Ann");
    let config = MatchConfig {
        duplicate: true,
        ..MatchConfig::new(
            Preset::Yatzy,
            vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")],
        )
    };
    send(
        &mut ann,
        &ClientMessage::CreateTable {
            table: "Twins".into(),
            config,
            stand_in: Skill::Good,
            private: false,
            password: None,
        },
    );
    let ServerMessage::Seated { snapshot, .. } =
        next_such(&mut ann, |m| matches!(m, ServerMessage::Seated { .. }))
    else {
        unreachable!()
    };
    assert!(snapshot.state.config().duplicate);
    // Someone in the lobby hears that the table plays with duplicate dice.
    let mut cy = greeted(&server.address, "Cy");
    send(&mut cy, &ClientMessage::ListTables { page: 0 });
    let ServerMessage::Tables { list, .. } =
        next_such(&mut cy, |m| matches!(m, ServerMessage::Tables { .. }))
    else {
        unreachable!()
    };
    assert!(
        list.iter().any(|t| t.name == "Twins" && t.duplicate),
        "{list:?}"
    );

    send(&mut ann, &ClientMessage::Start);
    let ServerMessage::Started { snapshot } =
        next_such(&mut ann, |m| matches!(m, ServerMessage::Started { .. }))
    else {
        unreachable!()
    };
    let mut game = Game::mirror(snapshot.state);
    let mut first_rolls: Vec<(usize, u16, Vec<u8>)> = Vec::new();
    while let Some(turn) = game.state().turn().cloned() {
        let round = 1 + game.state().players()[turn.player].sheets[0].filled_count() as u16;
        let command = match turn.dice {
            None => Command::Advance,
            // Ann rerolls every die once a turn, Bo never: their first rolls must agree all the same.
            Some(dice) if turn.player == 0 && turn.rolls_used == 1 => {
                Command::Reroll(dice.faces().to_vec())
            }
            Some(_) => Command::Mark(
                game.state()
                    .allowed_boxes()
                    .into_iter()
                    .find(|option| option.allowed)
                    .unwrap()
                    .mark
                    .category,
            ),
        };
        send(
            &mut ann,
            &ClientMessage::Command {
                seat: turn.player,
                command,
            },
        );
        let ServerMessage::Events { events, .. } =
            next_such(&mut ann, |m| matches!(m, ServerMessage::Events { .. }))
        else {
            unreachable!()
        };
        for event in &events {
            if let Event::Rolled {
                player,
                dice,
                roll: 1,
                ..
            } = event
            {
                first_rolls.push((
                    *player,
                    round,
                    dice.faces().iter().map(|f| f.value()).collect(),
                ));
            }
        }
        game.follow(&events);
    }
    assert_eq!(first_rolls.len(), 2 * 15);
    for pair in first_rolls.chunks(2) {
        assert_eq!((pair[0].0, pair[1].0), (0, 1));
        assert_eq!(pair[0].1, pair[1].1);
        assert_eq!(pair[0].2, pair[1].2, "round {}", pair[0].1);
    }
    // The rounds' streams are their own: not every round starts the same.
    assert!(first_rolls.windows(3).any(|w| w[0].2 != w[2].2));
}
