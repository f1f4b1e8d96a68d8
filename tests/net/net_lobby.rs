//! The lobby of `sayzee join` in two languages: a table made in French is offered in German, its computer named in
//! German; the short question, then one choice per line under what it does, a new table always 0; a wrong answer
//! told why with the question once more and not the list; `hilfe` and `liste` saying the list again, a table
//! chosen by its name, `commencer` understood as `start`; `list` asking the server again. Real
//! `sayzee serve` and `sayzee join` processes in line mode.

use crate::common;

use common::net::{Player, elodie_hosts_soiree, home};

#[test]
fn a_french_table_is_offered_in_german_one_choice_a_line_and_local_words_work() {
    let root = tempfile::tempdir().unwrap();
    let (server, mut elodie) = elodie_hosts_soiree(root.path());
    let address = server.address.clone();
    // The host is told at once that typing "commencer" starts the game.
    assert!(
        elodie
            .transcript()
            .iter()
            .any(|l| l.starts_with("Vous êtes l’hôte. Tapez commencer pour lancer la partie")),
        "{:#?}",
        elodie.transcript()
    );
    let mut jurgen = Player::join(
        &home(root.path(), "jurgen"),
        "de",
        &address,
        &["--name", "Jürgen"],
    );
    jurgen.hear("Was möchten Sie tun? Eingabe setzt Sie an Tisch „Soirée“.");
    jurgen.hear("Tische, an denen Sie Platz nehmen können:");
    // The computer Élodie's French made is "Computer 1" in German, as it is in the game.
    jurgen.hear(
        "1: „Soirée“: Kniffel, wartet auf den Start, 6 Plätze frei, mit Élodie und Computer 1.",
    );
    // A new table is always 0, wherever the list ends.
    jurgen.hear("0: einen neuen Tisch eröffnen.");
    // Help says the list again.
    jurgen.type_line("hilfe");
    jurgen.hear("Tippen Sie Ihre Antwort und drücken Sie die Eingabetaste");
    jurgen.hear("Was möchten Sie tun? Eingabe setzt Sie an Tisch „Soirée“.");
    jurgen.hear("1: „Soirée“: Kniffel");
    // A wrong answer says what fits, and the question once more without the list...
    jurgen.type_line("9");
    jurgen.hear(
        "„9“ passt hier nicht: Antworten Sie mit einer Zahl von 0 bis 1 oder dem Namen eines Tisches. \
         Tippen Sie liste, um die Tische noch einmal zu hören.",
    );
    jurgen.hear("Was möchten Sie tun? Eingabe setzt Sie an Tisch „Soirée“.");
    let heard = jurgen.transcript();
    let lists = heard.iter().filter(|l| l.starts_with("1: ")).count();
    assert_eq!(
        lists, 2,
        "the list is read at first and after help: {heard:#?}"
    );
    // ...which "liste" says again; and a table is chosen by its name as heard, in any case.
    jurgen.type_line("liste");
    jurgen.hear("0: einen neuen Tisch eröffnen.");
    jurgen.type_line("soirée");
    jurgen.hear("Sie sitzen an Tisch „Soirée“.");
    let heard = jurgen.transcript();
    let lists = heard.iter().filter(|l| l.starts_with("1: ")).count();
    assert_eq!(lists, 3, "{heard:#?}");
    let ordinateur = heard.iter().any(|l| l.contains("Ordinateur"));
    assert!(!ordinateur, "{heard:#?}");

    // The host hears who sat down and how to start, in her words; her word starts the game.
    elodie.hear("Jürgen a rejoint la table.");
    elodie.hear("Tapez commencer pour lancer la partie.");
    elodie.type_line("commencer");
    jurgen.hear("Das Spiel beginnt.");
    elodie.hear("À vous de jouer, Élodie : tour 1 sur 13.");
    elodie.quit();
    jurgen.quit();
}

#[test]
fn list_asks_the_server_again_and_says_the_tables_as_they_are_now() {
    let root = tempfile::tempdir().unwrap();
    let (server, mut elodie) = elodie_hosts_soiree(root.path());
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "en-US",
        &server.address,
        &["--name", "Bo"],
    );
    bo.hear("1: “Soirée”: Yahtzee, waiting to start, 6 free seats");
    elodie.type_line("commencer");
    elodie.hear("À vous de jouer, Élodie : tour 1 sur 13.");
    bo.type_line("list");
    bo.hear("“Soirée”: Yahtzee, playing round 1 of 13");
    elodie.quit();
    bo.quit();
}
