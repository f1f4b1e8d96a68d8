//! The page for browsers under measurement: a release `sayzee serve` on loopback, its page loaded and seats opened
//! as a browser opens them (the page's own protocol: a `hello`, keys and lines up, lines down), without a browser.
//! Prints how long the page takes to its first line (the page, its script and style fetched, the seat's socket
//! opened, its first line heard), how long a key takes to its line (p50, p99, max), and the server's memory for
//! each seat left idle at its first question. Then watchers open seats and watch that table (Yahtzee, its host alone
//! at it), each asking W once: the server's memory for each watcher, beyond the strategy table and W's
//! forecaster that the first watcher brings in (they are the server's, shared by every seat at tables of those
//! rules).
//!
//! `cargo build --release && cargo run --release --example web_seats -- [seats] [watchers] [busy]` (200, 20 and 0
//! by default): `busy` seats, each at a table of its own, press T and Space ten times a second while the key is
//! measured. The server's
//! bounds against strangers are lifted (`examples/shared`); the page's own (500 seats) stay.

mod shared;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use shared::{
    PageSeat as Socket, open_page_seat as open_seat, percentile_ms as percentile,
    send_frame as send, until_said,
};

/// A page's file fetched over HTTP/1.1, as a browser's first request for it.
fn fetch(host: &str, path: &str) -> usize {
    let mut stream = TcpStream::connect(host).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).unwrap();
    assert!(answer.starts_with(b"HTTP/1.1 200"), "{path}");
    answer.len()
}

fn main() {
    let seats: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    let watchers: usize = std::env::args()
        .nth(2)
        .and_then(|n| n.parse().ok())
        .unwrap_or(20);
    let busy: usize = std::env::args()
        .nth(3)
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    let dir = tempfile::tempdir_in(concat!(env!("CARGO_MANIFEST_DIR"), "/target")).unwrap();
    let (mut server, _, page) = shared::serve_unbounded_with_page(dir.path(), &[]);
    let host = shared::page_host(&page);
    let pid = server.id();

    // The page to its first line, twenty times.
    let mut firsts = Vec::new();
    let mut weight = 0;
    for _ in 0..20 {
        let started = Instant::now();
        weight = fetch(&host, "/") + fetch(&host, "/page.js") + fetch(&host, "/page.css");
        let socket = open_seat(&host);
        firsts.push(started.elapsed());
        drop(socket);
    }
    firsts.sort();
    std::thread::sleep(Duration::from_secs(1));
    let before = shared::memory_mib(pid, "VmRSS");

    // Seats left idle at their first question.
    let idle = shared::idle_page_seats(&page, seats);
    std::thread::sleep(Duration::from_secs(2));
    let after = shared::memory_mib(pid, "VmRSS");

    // Busy seats, each at a table of its own, pressing T and Space ten times a second, as the review's load.
    let stop_busy = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let busy_seats: Vec<_> = (0..busy)
        .map(|n| {
            let mut seat = sit_at_own_table(&host, &format!("Busy {n}"));
            let stop = stop_busy.clone();
            std::thread::spawn(move || {
                let mut space = false;
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    let key = if space { "space" } else { "t" };
                    space = !space;
                    send(&mut seat, serde_json::json!({"key": key}));
                    // Reads what came, so the seat is never let go for not reading.
                    until_said(&mut seat, "");
                    std::thread::sleep(Duration::from_millis(100));
                }
            })
        })
        .collect();

    // One more seat sits down at a table of its own and presses T (whose turn) again and again.
    let mut player = sit_at_own_table(&host, "Kim");
    let mut keys = Vec::new();
    for _ in 0..500 {
        let started = Instant::now();
        send(&mut player, serde_json::json!({"key": "t"}));
        until_said(&mut player, "Your turn, Kim");
        keys.push(started.elapsed());
        // Below the page's rate bound of 20 keys a second.
        std::thread::sleep(Duration::from_millis(60));
    }
    keys.sort();
    stop_busy.store(true, std::sync::atomic::Ordering::Relaxed);
    for seat in busy_seats {
        let _ = seat.join();
    }

    // Watchers at Kim's table, each asking W once (the first brings in the strategy table and W's forecaster).
    let mut watching = vec![watch_and_ask_w(&host, 0)];
    std::thread::sleep(Duration::from_secs(2));
    let one_watcher = shared::memory_mib(pid, "VmRSS");
    for n in 1..watchers {
        watching.push(watch_and_ask_w(&host, n));
    }
    std::thread::sleep(Duration::from_secs(2));
    let all_watchers = shared::memory_mib(pid, "VmRSS");

    println!("page and assets: {weight} bytes with their HTTP heads");
    println!(
        "page to its first line: p50 {:.1} ms, max {:.1} ms (20 loads)",
        percentile(&firsts, 0.5),
        percentile(&firsts, 1.0)
    );
    println!(
        "a key to its line, with {seats} other seats open and {busy} busy: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms \
         (500 keys)",
        percentile(&keys, 0.5),
        percentile(&keys, 0.99),
        percentile(&keys, 1.0)
    );
    println!(
        "server memory: {before:.1} MiB before, {after:.1} MiB with {seats} idle seats: {:.2} MiB a seat",
        (after - before) / seats as f64
    );
    println!(
        "watchers at a Yahtzee table, each asking W: {one_watcher:.1} MiB with the first, {all_watchers:.1} MiB \
         with {watchers}: {:.2} MiB a watcher after the first",
        (all_watchers - one_watcher) / (watchers.max(2) - 1) as f64
    );
    drop(watching);
    drop(idle);
    let _ = server.kill();
    let _ = server.wait();
}

/// A seat opened at the page that sits down as `name` at a table of its own, alone, and starts it.
fn sit_at_own_table(host: &str, name: &str) -> Socket {
    let mut player = open_seat(host);
    until_said(&mut player, "Your name?");
    send(&mut player, serde_json::json!({"line": name}));
    // With tables open already, the lobby asks first: Enter makes a new one.
    loop {
        let line = until_said(&mut player, "");
        if line.contains("What would you like to do") {
            send(&mut player, serde_json::json!({"key": "enter"}));
        }
        if line.contains("Name of the new table") {
            send(&mut player, serde_json::json!({"key": "enter"}));
            break;
        }
    }
    for question in ["Which rules", "How many computer", "How well"] {
        until_said(&mut player, question);
        send(&mut player, serde_json::json!({"key": "enter"}));
    }
    until_said(&mut player, "You are the host");
    send(&mut player, serde_json::json!({"line": "start"}));
    until_said(&mut player, &format!("Your turn, {name}"));
    player
}

/// A seat opened at the page that watches Kim's table and asks W once; returns once the chances are said.
fn watch_and_ask_w(host: &str, n: usize) -> Socket {
    let mut seat = open_seat(host);
    // A fresh browser says its name first, then what to do.
    until_said(&mut seat, "Your name?");
    send(
        &mut seat,
        serde_json::json!({"line": format!("Watcher {n}")}),
    );
    until_said(&mut seat, "What would you like to do?");
    send(&mut seat, serde_json::json!({"line": "Kim"}));
    until_said(&mut seat, "You are watching");
    send(&mut seat, serde_json::json!({"key": "w"}));
    until_said(&mut seat, "Chances of winning");
    seat
}
