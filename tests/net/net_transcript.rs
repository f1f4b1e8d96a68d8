//! A four-seat network game as two keyboards hear it, line by line: Élodie in French at one `sayzee join`, Jürgen
//! and Åsa in German at another (hot seat), and a computer. Two rounds, the first in full and the second in
//! brief. Each keyboard hears "your turn" for its own people and whose turn it is for the others, every move of
//! someone elsewhere with their name, and none of their thinking (dice picked up, the box chooser walked). Real
//! `sayzee serve` and `sayzee join` processes in line mode; the transcripts are kept as insta snapshots.

use crate::common;

use common::net::{Player, Watcher, elodie_hosts_soiree, home};

/// Élodie's seat, the computer's, Jürgen's and Åsa's, in the order they sat down.
const ELODIE: usize = 0;
const COMPUTER: usize = 1;
const JURGEN: usize = 2;
const ASA: usize = 3;

#[test]
fn four_seats_at_two_keyboards_hear_who_moves_and_whose_turn_it_is() {
    let root = tempfile::tempdir().unwrap();
    let (server, mut elodie) = elodie_hosts_soiree(root.path());
    let address = server.address.clone();
    let mut german = Player::join(
        &home(root.path(), "german"),
        "de",
        &address,
        &["--name", "Jürgen", "--name", "Åsa", "--table", "Soirée"],
    );
    german.hear("Warten, bis Élodie das Spiel startet.");
    elodie.hear("Åsa a rejoint la table.");
    // The host is told, as people sit down, how the game is started; in line mode with the word of her language.
    elodie.hear("Tapez commencer pour lancer la partie.");
    let mut watcher = Watcher::watch(&address, "Soirée");
    watcher.until(|w| w.state.is_some());
    elodie.hear("Test regarde la table.");
    german.hear("Test schaut am Tisch zu.");
    elodie.type_line("commencer");
    watcher.until(|w| w.started);
    german.hear("Élodie ist dran, Runde 1 von 13.");

    play_round(&mut watcher, &mut elodie, &mut german, 1, "chance", false);
    // Round 2 in brief, switched on at both keyboards while the table waits for Élodie, once each has said so.
    elodie.hear("À vous de jouer, Élodie : tour 2 sur 13.");
    german.hear("Élodie ist dran, Runde 2 von 13.");
    elodie.type_line("brief");
    elodie.hear("Annonces brèves.");
    german.type_line("brief");
    german.hear("Kurze Ansagen.");
    play_round(&mut watcher, &mut elodie, &mut german, 2, "sixes", true);
    elodie.hear("À vous de jouer, Élodie : tour 3 sur 13.");
    german.hear("Élodie, Runde 3 von 13.");

    let french = heard(&elodie, &address);
    let germans = heard(&german, &address);
    elodie.kill();
    german.kill();

    // "Your turn" at the keyboard whose turn it is, whose turn it is at the other.
    for line in [
        "À vous de jouer, Élodie : tour 1 sur 13.",
        "À Jürgen de jouer, tour 1 sur 13.",
        "À Åsa de jouer, tour 1 sur 13.",
        "Åsa, tour 2 sur 13.",
    ] {
        assert!(french.iter().any(|l| l == line), "{line}: {french:#?}");
    }
    for line in [
        "Élodie ist dran, Runde 1 von 13.",
        "Ihr Zug, Jürgen: Runde 1 von 13.",
        "Ihr Zug, Åsa: Runde 2 von 13.",
    ] {
        assert!(germans.iter().any(|l| l == line), "{line}: {germans:#?}");
    }
    // In brief, another keyboard's rolls and marks carry the mover's name, like a computer's.
    assert!(
        french.iter().any(|l| l.starts_with("Jürgen : case Six, ")),
        "{french:#?}"
    );
    assert!(
        germans.iter().any(|l| l.starts_with("Élodie: Sechser, ")),
        "{germans:#?}"
    );
    assert!(
        french
            .iter()
            .any(|l| l.starts_with("Åsa : ") && l.ends_with(", lancer 2.")),
        "{french:#?}"
    );
    // The mover's thinking is heard at the mover's keyboard only: each person picked every die up and stepped
    // into the box chooser ("As, 2 points, 1 sur 13.") once a round.
    let count = |lines: &[String], text: &str| lines.iter().filter(|l| *l == text).count();
    let chooser_steps = |lines: &[String], points: &str, of: &str| {
        lines
            .iter()
            .filter(|l| {
                l.contains(points)
                    && (l.ends_with(&format!(" {of} 13.")) || l.ends_with(&format!(" {of} 12.")))
            })
            .count()
    };
    assert_eq!(count(&french, "Tous les dés seront relancés."), 2);
    assert_eq!(chooser_steps(&french, " point", "sur"), 2);
    assert_eq!(count(&germans, "Alle Würfel werden neu gewürfelt."), 4);
    assert_eq!(chooser_steps(&germans, " Punkt", "von"), 4);

    insta::assert_snapshot!("french_keyboard", french.join("\n"));
    insta::assert_snapshot!("german_keyboard", germans.join("\n"));
}

/// Round `round`: each person rolls, picks every die up, rolls them all again, opens the chooser and marks
/// `box_id`; the computer plays its own turn on the server.
fn play_round(
    watcher: &mut Watcher,
    elodie: &mut Player,
    german: &mut Player,
    round: u16,
    box_id: &str,
    elodie_heard_her_turn: bool,
) {
    for seat in [ELODIE, COMPUTER, JURGEN, ASA] {
        let turn = |w: &Watcher| w.state().turn().map(|t| t.player);
        assert_eq!(
            turn(watcher),
            Some(seat),
            "seats play in the order they sat down"
        );
        // A person acts on what they heard: their keyboard has said the turn is theirs.
        let (client, your_turn) = match seat {
            ELODIE => (
                &mut *elodie,
                format!("À vous de jouer, Élodie : tour {round} sur 13."),
            ),
            JURGEN => (
                &mut *german,
                format!("Ihr Zug, Jürgen: Runde {round} von 13."),
            ),
            ASA => (&mut *german, format!("Ihr Zug, Åsa: Runde {round} von 13.")),
            _ => {
                watcher.until(|w| turn(w) != Some(COMPUTER));
                continue;
            }
        };
        if !(seat == ELODIE && elodie_heard_her_turn) {
            client.hear(&your_turn);
        }
        for line in [
            "roll",
            "reroll all",
            "roll",
            "down",
            &format!("score {box_id}"),
        ] {
            let before = watcher.batches.len();
            client.type_line(line);
            watcher.until(|w| w.batches.len() > before);
        }
    }
}

/// What a keyboard printed, without the server's port (a new one each run).
fn heard(player: &Player, address: &str) -> Vec<String> {
    player
        .transcript()
        .into_iter()
        .map(|line| line.replace(address, "127.0.0.1:PORT"))
        .collect()
}
