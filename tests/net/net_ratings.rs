//! Ratings and the leaderboard of a real server: a finished game between two account holders moves the winner up
//! and the loser down, each hears it, the leaderboard keeps the points each gave away, and all of it survives the
//! server being killed; a leaderboard of a hundred people comes in pages.

use crate::common;

use common::net::SEEDED;
use common::server::Server;
use common::wire::{Socket, greet, greeted, next_such, send};
use sayzee::game::{Command, Game, MatchConfig, PlayerSpec, Skill};
use sayzee::net::protocol::{ClientMessage, Leaderboard, RatingChange, ServerMessage};
use sayzee::rules::Preset;
use sayzee::server::{Entrant, RatingBook};

fn claimed(address: &str, name: &str) -> Socket {
    let mut socket = tungstenite::connect(format!("ws://{address}")).unwrap().0;
    greet(&mut socket, name);
    send(
        &mut socket,
        &ClientMessage::Claim {
            password: format!("{name}'s long password").into(),
            operator_code: None,
        },
    );
    next_such(&mut socket, |m| matches!(m, ServerMessage::LoggedIn { .. }));
    socket
}

/// The next message `keep` accepts; a refusal on the way fails the test.
fn heard(socket: &mut Socket, keep: impl Fn(&ServerMessage) -> bool) -> ServerMessage {
    let message = next_such(socket, |m| {
        keep(m) || matches!(m, ServerMessage::Error { .. })
    });
    assert!(keep(&message), "{message:?}");
    message
}

fn leaderboard(socket: &mut Socket, preset: Preset, page: usize) -> Leaderboard {
    send(socket, &ClientMessage::Leaderboard { preset, page });
    match next_such(socket, |m| matches!(m, ServerMessage::Leaderboard { .. })) {
        ServerMessage::Leaderboard { board } => board,
        _ => unreachable!(),
    }
}

fn rated(socket: &mut Socket) -> RatingChange {
    match next_such(socket, |m| matches!(m, ServerMessage::Rated { .. })) {
        ServerMessage::Rated { change } => change,
        _ => unreachable!(),
    }
}

/// Plays the started game to its end: Ann marks the box that scores most after one roll, Bo the first box open.
fn play_out(game: &mut Game, sockets: &mut [Socket; 2]) {
    while let Some(turn) = game.state().turn().cloned() {
        let command = match turn.dice {
            None => Command::Advance,
            Some(_) => {
                let open = game
                    .state()
                    .allowed_boxes()
                    .into_iter()
                    .filter(|b| b.allowed);
                let chosen = match turn.player {
                    0 => open.max_by_key(|b| b.mark.points),
                    _ => open.into_iter().next(),
                };
                Command::Mark(chosen.unwrap().mark.category)
            }
        };
        send(
            &mut sockets[turn.player],
            &ClientMessage::Command {
                seat: turn.player,
                command,
            },
        );
        let mut batches = sockets.iter_mut().map(|socket| {
            let heard = next_such(socket, |m| {
                matches!(
                    m,
                    ServerMessage::Events { .. } | ServerMessage::Error { .. }
                )
            });
            match heard {
                ServerMessage::Events { events, .. } => events,
                other => panic!("{other:?}"),
            }
        });
        let events = batches.next().unwrap();
        assert_eq!(batches.next().as_ref(), Some(&events), "both hear the move");
        game.follow(&events);
    }
}

/// Ann (the first socket) makes table `table`, Bo joins, and they play it out; the game as they both saw it.
fn play_a_game(sockets: [Socket; 2], table: &str) -> (Game, [Socket; 2]) {
    let [mut ann, mut bo] = sockets;
    // Bo's name is Bo's own: Ann makes the table for herself, and Bo joins it.
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
    send(
        &mut ann,
        &ClientMessage::CreateTable {
            table: table.into(),
            config,
            stand_in: Skill::Good,
            private: false,
            password: None,
        },
    );
    heard(&mut ann, |m| matches!(m, ServerMessage::Seated { .. }));
    send(
        &mut bo,
        &ClientMessage::JoinTable {
            table: table.into(),
            names: vec!["Bo".into()],
            password: None,
        },
    );
    heard(&mut bo, |m| matches!(m, ServerMessage::Seated { .. }));
    send(&mut ann, &ClientMessage::Start);
    let ServerMessage::Started { snapshot } =
        next_such(&mut ann, |m| matches!(m, ServerMessage::Started { .. }))
    else {
        unreachable!()
    };
    next_such(&mut bo, |m| matches!(m, ServerMessage::Started { .. }));
    let mut game = Game::mirror(snapshot.state);
    let mut sockets = [ann, bo];
    play_out(&mut game, &mut sockets);
    (game, sockets)
}

#[test]
fn a_rated_game_moves_the_winner_up_and_the_loser_down_and_a_killed_server_keeps_the_leaderboard() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("server");
    let mut server = Server::start(&data, "127.0.0.1:0", SEEDED);
    let ann = claimed(&server.address, "Ann");
    let bo = claimed(&server.address, "Bo");
    let (game, [mut ann, mut bo]) = play_a_game([ann, bo], "Rated");
    let (ann_total, bo_total) = (game.state().total(0), game.state().total(1));
    assert_ne!(ann_total, bo_total, "the seeded game has a winner");

    let (ann_rated, bo_rated) = (rated(&mut ann), rated(&mut bo));
    assert_eq!(
        (ann_rated.name.as_str(), bo_rated.name.as_str()),
        ("Ann", "Bo")
    );
    let (winner, loser) = match ann_total > bo_total {
        true => (&ann_rated, &bo_rated),
        false => (&bo_rated, &ann_rated),
    };
    assert!(
        winner.change > 0.0 && loser.change < 0.0,
        "{winner:?} {loser:?}"
    );
    assert_eq!((winner.rank, loser.rank, winner.of), (1, 2, 2));
    assert!((winner.rating - (25.0 + winner.change)).abs() < 1e-9);

    // Once the expert has weighed the game, each person's points given away are on the leaderboard.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    let before = loop {
        let board = leaderboard(&mut ann, Preset::Yahtzee, 0);
        if board.rows.iter().all(|row| row.given_away.is_some()) {
            break board;
        }
        assert!(std::time::Instant::now() < deadline, "{board:?}");
        std::thread::sleep(std::time::Duration::from_millis(100));
    };
    assert_eq!((before.players, before.pages), (2, 1));
    let bo_row = before.rows.iter().find(|row| row.name == "Bo").unwrap();
    assert!(
        bo_row.given_away.unwrap() > 20.0,
        "marking the first box open gives much away: {bo_row:?}"
    );
    assert_eq!((bo_row.games, bo_row.best), (1, bo_total));
    assert_eq!(before.rows[0].wins, 1);
    // Other rules have their own leaderboard.
    assert_eq!(leaderboard(&mut ann, Preset::Yatzy, 0).players, 0);

    server.kill();
    let server = Server::start(&data, "127.0.0.1:0", SEEDED);
    let mut guest = greeted(&server.address, "Cy");
    assert_eq!(leaderboard(&mut guest, Preset::Yahtzee, 0), before);
}

#[test]
fn a_leaderboard_of_a_hundred_owners_comes_in_pages_of_twenty_and_a_name_nobody_owns_is_left_out() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("server");
    // `sayzee serve` keeps its files in the `server` folder of its data directory.
    let kept = data.join("server");
    std::fs::create_dir_all(&kept).unwrap();
    // The hundred own their names (the server keeps no standing of a name nobody owns): their accounts as the
    // server keeps them, one per look-alike key.
    {
        let accounts = redb::Database::create(kept.join("accounts.redb")).unwrap();
        let table: redb::TableDefinition<&str, &[u8]> = redb::TableDefinition::new("accounts");
        let write = accounts.begin_write().unwrap();
        {
            let mut entries = write.open_table(table).unwrap();
            for n in 0..100u32 {
                let name = format!("Player {n:03}");
                let account = serde_json::json!({"name": name, "password": "unused", "tokens": []});
                entries
                    .insert(
                        sayzee::text::look_alike_key(&name).as_str(),
                        account.to_string().as_bytes(),
                    )
                    .unwrap();
            }
        }
        write.commit().unwrap();
    }
    {
        let book = RatingBook::open(&kept, 0).unwrap();
        for n in 0..100u32 {
            let person = Entrant::Person(format!("Player {n:03}"));
            book.rate(
                Preset::Yatzy,
                &[(person, 150 + n), (Entrant::Computer(Skill::Casual), 200)],
            )
            .unwrap();
        }
        // A name whose owner let it go long ago: its row leaves the leaderboard when the server starts.
        let ghost = Entrant::Person("Ghost".into());
        book.rate(
            Preset::Yatzy,
            &[(ghost, 375), (Entrant::Computer(Skill::Casual), 200)],
        )
        .unwrap();
    }
    let server = Server::start(&data, "127.0.0.1:0", &[]);
    let mut guest = greeted(&server.address, "Cy");
    let mut ranks = Vec::new();
    for page in 0..5 {
        let board = leaderboard(&mut guest, Preset::Yatzy, page);
        assert_eq!((board.page, board.pages, board.players), (page, 5, 100));
        assert_eq!(board.rows.len(), 20);
        assert!(board.rows.windows(2).all(|w| w[0].rating >= w[1].rating));
        ranks.extend(board.rows.iter().map(|row| row.rank));
    }
    assert_eq!(ranks, (1..=100).collect::<Vec<_>>());
    assert_eq!(leaderboard(&mut guest, Preset::Yatzy, 0).rows[0].wins, 1);
    assert_eq!(leaderboard(&mut guest, Preset::Yatzy, 40).page, 4);
}

#[test]
fn the_same_two_accounts_are_rated_together_three_times_a_day_and_a_puppet_lifts_nobody_after() {
    let root = tempfile::tempdir().unwrap();
    // Four games from one address in a few seconds: more messages than people send.
    let server = Server::start(
        &root.path().join("server"),
        "127.0.0.1:0",
        &[SEEDED, &["--messages-per-second", "100000"][..]].concat(),
    );
    let mut sockets = [
        claimed(&server.address, "Ann"),
        claimed(&server.address, "Bo"),
    ];
    for round in 0..4 {
        let (_, played) = play_a_game(sockets, &format!("Game {round}"));
        let [mut ann, mut bo] = played;
        if round < 3 {
            assert_eq!(rated(&mut ann).name, "Ann");
        }
        for socket in [&mut ann, &mut bo] {
            send(socket, &ClientMessage::Leave);
        }
        sockets = [ann, bo];
    }
    let [mut ann, _bo] = sockets;
    // The fourth game rated neither: the leaderboard counts three games each, and stays so.
    let board = leaderboard(&mut ann, Preset::Yahtzee, 0);
    assert_eq!(board.players, 2, "{board:?}");
    assert!(board.rows.iter().all(|row| row.games == 3), "{board:?}");
}
