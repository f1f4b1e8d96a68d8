//! Coming back after a lost connection: the client hears each mark the others made while it was away, one line
//! each, and what the computer played for its own seat. Ann's connection goes through a proxy the test cuts while
//! Bo plays on; real `sayzee serve` and `sayzee join` processes in line mode.

use crate::common;

use common::net::{Player, SEEDED, Watcher, home};
use common::proxy::Proxy;
use common::server::Server;

const BO: usize = 1;

#[test]
fn a_player_back_from_a_lost_connection_hears_the_marks_made_meanwhile() {
    let root = tempfile::tempdir().unwrap();
    let flags = [SEEDED, &["--takeover-after", "1"]].concat();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", &flags);
    let proxy = Proxy::to(&server.address);
    let ann_home = home(root.path(), "ann");
    let mut ann = Player::host(
        &ann_home,
        "en-US",
        &proxy.address,
        "Ann",
        "Duo",
        "yatzy",
        &[],
    );
    ann.hear("You are the host.");
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "en-US",
        &server.address,
        &["--name", "Bo", "--table", "Duo"],
    );
    bo.hear("Waiting for Ann to start the game.");
    let mut watcher = Watcher::watch(&server.address, "Duo");
    watcher.until(|w| w.state.is_some());
    ann.type_line("start");
    watcher.until(|w| w.started);
    ann.hear("Your turn, Ann: round 1 of 15.");
    let turn = |w: &Watcher| w.state().turn().map(|t| t.player);
    let mark = |watcher: &mut Watcher, player: &mut Player, box_id: &str| {
        for line in ["roll".to_string(), format!("score {box_id}")] {
            let before = watcher.batches.len();
            player.type_line(&line);
            watcher.until(|w| w.batches.len() > before);
        }
    };
    mark(&mut watcher, &mut ann, "chance");

    // Bo acts on what he heard: his keyboard has said the turn is his.
    bo.hear("Your turn, Bo: round 1 of 15.");
    // Ann's connection is lost; Bo marks, the computer plays Ann's seat, Bo marks again, the computer again.
    proxy.cut();
    ann.hear("The connection to the server is lost");
    bo.hear("Ann lost the connection; the seat waits for them.");
    mark(&mut watcher, &mut bo, "chance");
    watcher.until(|w| turn(w) == Some(BO));
    bo.hear("Your turn, Bo: round 2 of 15.");
    mark(&mut watcher, &mut bo, "sixes");
    // The computer goes on playing for Ann until she is back.
    watcher.until(|w| turn(w) == Some(BO));
    let bo_chance = watcher.state().players()[BO].sheets[0]
        .points(sayzee::rules::Category::Chance)
        .unwrap();
    let bo_sixes = watcher.state().players()[BO].sheets[0]
        .points(sayzee::rules::Category::Sixes)
        .unwrap();

    proxy.mend();
    ann.hear("Reconnected. You are back at the table.");
    ann.hear("While you were away:");
    ann.hear("While you were away, the computer played for Ann:");
    // Each of Bo's marks on a line of its own (a sheet does not tell in which order one player's boxes were
    // filled, so they come in the sheet's order); her own seat's marks once, as what the computer played for her.
    let heard = ann.transcript();
    let recap = heard
        .iter()
        .position(|l| l == "While you were away:")
        .unwrap();
    let mut lines: Vec<&str> = heard[recap + 1..recap + 3]
        .iter()
        .map(String::as_str)
        .collect();
    lines.sort_unstable();
    assert_eq!(
        lines,
        [
            format!("Bo: Chance, {bo_chance}."),
            format!("Bo: Sixes, {bo_sixes}.")
        ],
        "{heard:#?}"
    );
    let own = heard[recap..]
        .iter()
        .filter(|l| l.starts_with("Ann: "))
        .count();
    assert_eq!(own, 0, "{heard:#?}");
    ann.quit();
    bo.quit();
}
