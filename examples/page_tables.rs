//! The page full of seats at tables, under measurement: a release `sayzee serve` on loopback; three browser seats
//! each host a table of other rules (Yahtzee, Yatzy, Maxi Yatzy, each host with a computer) and start it; then
//! every other seat the page holds (500 in all by default) watches one of the three tables in turn and asks W once,
//! and is left idle there. Prints the server's memory before, with the three tables, and with every seat, its
//! peak, and how long the watchers' W took (p50, p99, max): the strategy tables and W's forecasters are the
//! server's, in memory once per rules, and W's answer to one position is worked out once for every seat that
//! asks it.
//!
//! `cargo build --release && cargo run --release --example page_tables -- [seats]` (500 by default: the page's own
//! bound, which stays; its bounds per address are lifted, `examples/shared`).

mod shared;

use std::time::{Duration, Instant};

use shared::{
    PageSeat as Socket, open_page_seat as open_seat, percentile_ms as percentile,
    send_frame as send, until_said,
};

/// The three tables: their host, the rules' number at the setup's question, and what W says at them.
const TABLES: [(&str, &str, &str); 3] = [
    ("Ann", "1", "Chances of winning"),
    ("Bo", "5", "Chances of winning"),
    ("Cy", "6", "no exact strategy table"),
];

fn main() {
    let seats: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(500);
    let dir = tempfile::tempdir_in(concat!(env!("CARGO_MANIFEST_DIR"), "/target")).unwrap();
    let (mut server, _, page) = shared::serve_unbounded_with_page(dir.path(), &[]);
    let host = shared::page_host(&page);
    let pid = server.id();
    std::thread::sleep(Duration::from_secs(1));
    let before = shared::memory_mib(pid, "VmRSS");

    let hosts: Vec<Socket> = TABLES
        .iter()
        .enumerate()
        .map(|(n, (name, rules, _))| host_a_table(&host, name, rules, n == 0))
        .collect();
    // The computers' strategy tables are read or solved when the games start.
    std::thread::sleep(Duration::from_secs(5));
    let with_tables = shared::memory_mib(pid, "VmRSS");

    let started = Instant::now();
    let mut answers = Vec::new();
    let watchers: Vec<Socket> = (0..seats.saturating_sub(TABLES.len()))
        .map(|n| {
            let (table, _, said) = TABLES[n % TABLES.len()];
            let (seat, answered_in) = watch_and_ask_w(&host, table, said, n);
            answers.push(answered_in);
            seat
        })
        .collect();
    let opened_in = started.elapsed();
    std::thread::sleep(Duration::from_secs(2));
    let all = shared::memory_mib(pid, "VmRSS");
    let peak = shared::memory_mib(pid, "VmHWM");
    answers.sort();

    let count = hosts.len() + watchers.len();
    println!(
        "server memory: {before:.1} MiB before, {with_tables:.1} MiB with three hosts at their tables, \
         {all:.1} MiB with {count} seats at tables (peak {peak:.1} MiB): {:.2} MiB a watcher",
        (all - with_tables) / watchers.len().max(1) as f64
    );
    println!(
        "{} watchers seated in {:.1} s; their W to its answer: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        watchers.len(),
        opened_in.as_secs_f64(),
        percentile(&answers, 0.5),
        percentile(&answers, 0.99),
        percentile(&answers, 1.0)
    );
    drop(watchers);
    drop(hosts);
    let _ = server.kill();
    let _ = server.wait();
}

/// A seat opened at the page that makes a table by the rules numbered `rules`, with one computer, and starts it
/// (past the list of tables, unless it is the `first`).
fn host_a_table(host: &str, name: &str, rules: &str, first: bool) -> Socket {
    let mut seat = open_seat(host);
    if !first {
        until_said(&mut seat, "Enter makes a new table");
        send(&mut seat, serde_json::json!({"key": "enter"}));
    }
    until_said(&mut seat, "Your name?");
    send(&mut seat, serde_json::json!({"line": name}));
    until_said(&mut seat, "Name of the new table");
    send(&mut seat, serde_json::json!({"key": "enter"}));
    until_said(&mut seat, "Which rules");
    send(&mut seat, serde_json::json!({"line": rules}));
    until_said(&mut seat, "How many computer");
    send(&mut seat, serde_json::json!({"key": "enter"}));
    until_said(&mut seat, "How well");
    send(&mut seat, serde_json::json!({"key": "enter"}));
    until_said(&mut seat, "You are the host");
    send(&mut seat, serde_json::json!({"line": "start"}));
    until_said(&mut seat, &format!("Your turn, {name}"));
    seat
}

/// A seat opened at the page that watches `table`'s table and asks W once; returns once W's answer (`said`) came,
/// with how long it took.
fn watch_and_ask_w(host: &str, table: &str, said: &str, n: usize) -> (Socket, Duration) {
    let mut seat = open_seat(host);
    // A fresh browser says its name first, then what to do.
    until_said(&mut seat, "Your name?");
    send(
        &mut seat,
        serde_json::json!({"line": format!("Watcher {n}")}),
    );
    until_said(&mut seat, "What would you like to do?");
    send(&mut seat, serde_json::json!({"line": table}));
    until_said(&mut seat, "You are watching");
    let asked = Instant::now();
    send(&mut seat, serde_json::json!({"key": "w"}));
    until_said(&mut seat, said);
    (seat, asked.elapsed())
}
