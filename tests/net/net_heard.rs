//! What the others at a network table hear of someone's turn: the roll and the mark, with the mover's name, and
//! not the mover's thinking (dice picked up and put down, the chooser opened and walked), which the mover hears.
//! Real `sayzee serve` and `sayzee join` processes in line mode.

use crate::common;

use common::net::{Player, SEEDED, Watcher, home};
use common::server::Server;

#[test]
fn the_others_hear_the_roll_and_the_mark_but_not_the_movers_dice_or_chooser() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let address = server.address.clone();
    let ann_home = home(root.path(), "ann");
    let mut ann = Player::host(&ann_home, "en-US", &address, "Ann", "Quiet", "yatzy", &[]);
    ann.hear("You are the host. Type start");
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "en-US",
        &address,
        &["--name", "Bo", "--table", "Quiet"],
    );
    bo.hear("Waiting for Ann to start the game.");
    let mut watcher = Watcher::watch(&address, "Quiet");
    watcher.until(|w| w.state.is_some());
    ann.type_line("start");
    bo.hear("The game begins.");
    // Ann rolls once her own client has heard her turn begin (under load the others hear the start first).
    ann.hear("Your turn, Ann: round 1 of 15.");
    watcher.until(|w| w.started);

    // Ann rolls, picks every die up and puts them down again, opens the chooser and walks it, then marks.
    let batches = watcher.batches.len();
    ann.type_line("roll");
    watcher.until(|w| w.batches.len() > batches);
    // Seat 0 is Ann's, seat 1 Bo's.
    let roll = watcher.last_said("en-US", &[1]).unwrap();
    bo.hear(&roll);
    let mut thinking = Vec::new();
    for line in ["reroll all", "keep all", "down", "down"] {
        let batches = watcher.batches.len();
        ann.type_line(line);
        watcher.until(|w| w.batches.len() > batches);
        let said = watcher.last_said("en-US", &[0]).unwrap();
        ann.hear(&said);
        thinking.push(said);
    }
    let batches = watcher.batches.len();
    ann.type_line("roll");
    watcher.until(|w| w.batches.len() > batches);
    let mark = watcher.marks_said("en-US", &[1]).last().cloned().unwrap();
    ann.hear(&mark);
    bo.hear(&mark);

    // What Ann heard of her own thinking, Bo never did; he heard her roll and her mark.
    let bo_heard = bo.transcript();
    for line in &thinking {
        assert!(
            !bo_heard.iter().any(|l| l.contains(line.as_str())),
            "Bo heard {line:?}: {bo_heard:#?}"
        );
    }
}
