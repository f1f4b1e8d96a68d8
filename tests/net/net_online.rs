//! A game at a network table as it ends at home: the mark taken back with U until the next roll (everyone hears
//! it), the finished game counted in the statistics of the person who played it (kept apart as online) and said
//! by I, each account holder hearing their new rating and the server's leaderboard, and a spectator who arrives at
//! the finished table hearing its ranking. Real `sayzee serve` and `sayzee join` processes in line mode.

use crate::common;

use common::net::{Player, SEEDED, Watcher, home, play_one_command};
use common::server::Server;
use common::wire::{greeted, next_such, send};
use sayzee::game::Event;
use sayzee::net::protocol::{ClientMessage, ServerMessage};

/// Claims `name` on the server at `address` and writes its password to a file for `--password-file`.
fn owned(address: &str, name: &str, dir: &std::path::Path) -> String {
    let password = format!("{name}'s own password");
    let mut socket = greeted(address, name);
    send(
        &mut socket,
        &ClientMessage::Claim {
            password: password.clone().into(),
            operator_code: None,
        },
    );
    next_such(&mut socket, |m| matches!(m, ServerMessage::LoggedIn { .. }));
    let file = dir.join(format!("{name}-password"));
    std::fs::write(&file, password).unwrap();
    file.to_str().unwrap().to_string()
}

#[test]
fn undo_at_a_table_then_the_game_counts_online_and_a_late_spectator_hears_the_ranking() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let address = server.address.clone();
    let ann_home = home(root.path(), "ann");
    // Both own their names, so the game rates them.
    let ann_password = owned(&address, "Ann", root.path());
    let bo_password = owned(&address, "Bo", root.path());
    let mut ann = Player::host(
        &ann_home,
        "en-US",
        &address,
        "Ann",
        "Solo",
        "yatzy",
        &["--password-file", &ann_password],
    );
    ann.hear("You are the host.");
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "fr",
        &address,
        &[
            "--name",
            "Bo",
            "--table",
            "Solo",
            "--password-file",
            &bo_password,
        ],
    );
    bo.hear("En attente du lancement de la partie par Ann.");
    ann.hear("Bo has joined the table.");
    let mut watcher = Watcher::watch(&address, "Solo");
    watcher.until(|w| w.state.is_some());
    ann.type_line("start");
    watcher.until(|w| w.started);
    ann.hear("Your turn, Ann: round 1 of 15.");

    // Ann marks Chance, then takes it back before Bo rolls: both hear it, and she marks again.
    for line in ["roll", "score chance"] {
        let before = watcher.batches.len();
        ann.type_line(line);
        watcher.until(|w| w.batches.len() > before);
    }
    ann.hear("Ann scores");
    bo.hear("Ann marque");
    let before = watcher.batches.len();
    ann.type_line("undo");
    watcher.until(|w| w.batches.len() > before);
    let undone = watcher.batches.last().unwrap();
    assert!(
        undone
            .0
            .iter()
            .any(|e| matches!(e, Event::MarkUndone { player: 0, .. })),
        "{undone:?}"
    );
    ann.hear("Undone: Ann’s");
    bo.hear("Annulé :");
    // Bo cannot take back Ann's mark, nor anything before it is his to take.
    bo.type_line("undo");
    bo.hear("Rien à annuler.");

    // The game to its end, Enter by Enter.
    {
        let mut seats: Vec<(&[usize], &mut Player)> = vec![(&[0], &mut ann), (&[1], &mut bo)];
        while play_one_command(&mut watcher, &mut seats) {}
    }
    assert!(watcher.state().is_over());
    ann.hear("This game is now in your statistics, with your online games.");
    bo.hear("Cette partie figure maintenant dans vos statistiques, avec vos parties en ligne.");
    // The review of each one's decisions follows, in each one's language: first what the dice gave, then what the
    // choices cost; with perfect play's expected score in Yatzy (248.44) they make up the final score.
    ann.hear("Ann: the dice ");
    bo.hear("Bo : les dés");
    ann.hear("points given away against perfect play.");
    bo.hear("par rapport au jeu parfait.");
    let luck = said_once(&ann, "Ann: the dice ");
    let summary = ann
        .transcript()
        .into_iter()
        .find(|l| l.starts_with("Ann: ") && l.ends_with("given away against perfect play."))
        .unwrap();
    let figure = |line: &str| -> f64 {
        let head = &line[..line.find(" point").unwrap_or_else(|| panic!("{line}"))];
        head.rsplit(' ').next().unwrap().parse().unwrap()
    };
    let lucky = match (luck.contains(" above "), luck.contains(" below ")) {
        (true, _) => figure(&luck),
        (_, true) => -figure(&luck),
        _ => 0.0,
    };
    let given = figure(&summary);
    let total = f64::from(watcher.state().total(0));
    assert!(
        (248.44 + lucky - given - total).abs() < 0.2,
        "{luck} / {summary}: {total} points"
    );
    // Each hears their new rating and place (the winner first of two), whenever the server's word comes.
    let (ann_place, bo_place) = match watcher.state().total(0) >= watcher.state().total(1) {
        true => ("place 1 of 2.", "place 2 sur 2."),
        false => ("place 2 of 2.", "place 1 sur 2."),
    };
    let ann_rated = said_once(&ann, "Ann, your rating in Yatzy: ");
    assert!(ann_rated.ends_with(ann_place), "{ann_rated}");
    let bo_rated = said_once(&bo, "Bo, votre cote en Yatzy : ");
    assert!(bo_rated.ends_with(bo_place), "{bo_rated}");
    // The leaderboard at the table, in each one's language.
    ann.type_line("leaderboard");
    ann.hear("Leaderboard of Yatzy, page 1 of 1, 2 rated players.");
    ann.hear("1. ");
    bo.type_line("leaderboard");
    bo.hear("Classement en Yatzy, page 1 sur 1, 2 personnes classées.");
    bo.hear(" : cote ");
    // I at the table says the online games; the file keeps them apart from games at home.
    ann.type_line("stats");
    ann.hear("Yatzy, online: 1 game.");
    ann.hear("Ann: 1 game,");
    ann.hear("Ann gives away ");
    let stats = std::fs::read_to_string(ann_home.join("data").join("statistics.json"))
        .expect("Ann's statistics are written");
    let stats: serde_json::Value = serde_json::from_str(&stats).unwrap();
    assert_eq!(stats["online"]["yatzy"]["games"], 1, "{stats:#}");
    assert!(
        stats["online"]["yatzy"]["players"]["Ann"].is_object(),
        "{stats:#}"
    );
    // Ann's client followed the game from its first turn: its points given away are counted.
    assert_eq!(
        stats["online"]["yatzy"]["players"]["Ann"]["reviewed"], 1,
        "{stats:#}"
    );
    // Only the people at Ann's keyboard are in her statistics.
    assert!(
        stats["online"]["yatzy"]["players"]["Bo"].is_null(),
        "{stats:#}"
    );
    assert!(
        stats["presets"].as_object().unwrap().is_empty(),
        "{stats:#}"
    );
    // The game is kept whole among Ann's finished games: `sayzee walk` walks it, decision by decision.
    let mut walk = common::sayzee_in(&ann_home);
    walk.args(["walk", "--no-sound", "--lang", "en-US"]);
    let (walked, err, status) = common::typed_text(walk, "review\nquit\n");
    assert_eq!(status, Some(0), "{err}");
    assert!(
        walked.contains("Finished game 1 of 1, counted back from the last: Yatzy, Ann "),
        "{walked}"
    );
    assert!(
        walked.contains("Ann, 1 of "),
        "every decision of Ann's, named: {walked}"
    );

    // Someone who starts watching the finished table hears how it ended.
    let mut zoe = Player::join(
        &home(root.path(), "zoe"),
        "de",
        &address,
        &["--name", "Zoe", "--spectate", "--table", "Solo"],
    );
    zoe.hear("Sie schauen an Tisch „Solo“ zu.");
    zoe.hear("Spiel vorbei.");
    zoe.hear("Platz 2: ");
    zoe.kill();
    // In the lobby, the leaderboard of any rules is a typed line away, in German words or English ones.
    let mut cy = Player::join(&home(root.path(), "cy"), "de", &address, &["--name", "Cy"]);
    cy.hear("Um mit allen hier zu sprechen");
    cy.type_line("rangliste yatzy");
    cy.hear("Rangliste für Yatzy, Seite 1 von 1, 2 Personen mit Wertung.");
    cy.hear("Platz 1: ");
    cy.type_line("leaderboard maxi");
    cy.hear("Für eine Rangliste tippen Sie rangliste");
    cy.type_line("leaderboard");
    cy.hear("Auf diesem Server hat in Kniffel noch niemand eine Wertung.");
    // The finished game is kept by the server: Cy, who never sat at it, hears it listed and walks it.
    cy.type_line("nachspielen 1");
    cy.hear("Tippen Sie zuerst partien");
    cy.type_line("partien");
    cy.hear("Dieser Server hebt eine beendete Partie auf:");
    cy.hear("1: Tisch Solo, Yatzy, gerade eben: Ann ");
    cy.hear("Um eine Partie Entscheidung für Entscheidung nachzuspielen");
    cy.type_line("nachspielen 2");
    cy.hear("Nur eine Partie ist aufgehoben: Tippen Sie nachspielen 1.");
    cy.type_line("walk 1");
    cy.hear("Die Partie an Tisch Solo, gerade eben: Yatzy, Ann ");
    // Each person's luck and what their choices gave away, as after a game at home.
    cy.hear("Ann: ");
    cy.hear("Bo: ");
    cy.type_line("quit");
    // Leaving the walk is back in the lobby.
    cy.hear("Um mit allen hier zu sprechen");
    cy.kill();
    // Account holders hear their ratings, not a guest's reason for having none.
    for heard in [ann.quit(), bo.quit()] {
        assert!(
            !heard
                .iter()
                .any(|line| line.contains("sayzee join --claim")),
            "{heard:#?}"
        );
    }

    // The server's log names the spectators and the end of the game, and counts seats as the protocol does.
    // The log is read by a thread of its own: the game's last line is waited for before the lines are counted.
    assert!(
        server.logged("table “Solo”: game over"),
        "{:#?}",
        server.log()
    );
    let log = server.log();
    let watching = log
        .iter()
        .filter(|l| l.contains("watches table “Solo”"))
        .count();
    assert_eq!(watching, 2, "the test's own spectator and Zoe: {log:#?}");
    assert!(
        log.iter().any(|l| l == "table “Solo”: game over"),
        "{log:#?}"
    );
    assert!(
        log.iter().any(|l| l.contains("“Solo”: seat 0 played")),
        "{log:#?}"
    );
    assert!(
        !log.iter().any(|l| l.contains("seat 2 played")),
        "two seats, 0 and 1: {log:#?}"
    );
}

/// The line `player` heard that begins with `start`, waiting for it.
fn said_once(player: &Player, start: &str) -> String {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        if let Some(line) = player
            .transcript()
            .into_iter()
            .find(|l| l.starts_with(start))
        {
            return line;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "{:?}",
            player.transcript()
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}
