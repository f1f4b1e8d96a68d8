//! What the server's load examples share: a release `sayzee serve` on loopback, in directories of its own, with
//! every bound a stranger is held to lifted (the examples measure the server's work, not its defences), the
//! addresses it listens on once it does (its game's and its page's), and its memory from /proc.

// Each example includes this module and uses only part of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// Starts the release server with its data, settings and cache under `dir`, its bounds against strangers lifted
/// (the page's per address too), then `extra` flags; returns the process and its address once it listens. Its log is read and thrown away.
pub fn serve_unbounded(dir: &Path, extra: &[&str]) -> (Child, String) {
    let (server, address, _) = serve_unbounded_with_page(dir, extra);
    (server, address)
}

/// As [`serve_unbounded`], with the page's address too (`http://…/`).
pub fn serve_unbounded_with_page(dir: &Path, extra: &[&str]) -> (Child, String, String) {
    let many = "1000000";
    let lifted = [
        "--max-connections",
        "--max-per-address",
        "--max-half-open-per-address",
        "--max-tables",
        "--max-tables-per-address",
        "--max-computer-tables-per-address",
        "--new-tables-per-minute",
        "--messages-per-second",
        "--chat-per-minute",
        "--max-spectators",
    ];
    let mut server = Command::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/target/release/sayzee"
    ));
    server.args([
        "serve",
        "--listen",
        "127.0.0.1:0",
        "--pace-ms",
        "0",
        "--undo-window",
        "0",
        "--print-address",
    ]);
    for flag in lifted {
        server.args([flag, many]);
    }
    // The page's bounds per address too (every seat here comes from one address); its seats in all stay 500.
    for flag in [
        "--max-page-seats-per-address",
        "--max-page-connections-per-address",
    ] {
        server.args([flag, "100000"]);
    }
    let mut server = server
        .args(extra)
        .env("SAYZEE_DATA_DIR", dir.join("data"))
        .env("SAYZEE_CONFIG_DIR", dir.join("config"))
        .env("SAYZEE_CACHE_DIR", dir.join("cache"))
        .env("LANG", "C")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("build the release binary first: cargo build --release");
    // The game's address, then the page's, each alone on a line (`--print-address`).
    let mut printed = BufReader::new(server.stdout.take().expect("piped"));
    let mut line = || {
        let mut line = String::new();
        printed
            .read_line(&mut line)
            .expect("the server's addresses");
        line.trim().to_string()
    };
    let address = line();
    let page = line();
    (server, address, page)
}

/// A process's memory in MiB from /proc: `field` is `VmRSS` (now) or `VmHWM` (its peak).
pub fn memory_mib(pid: u32, field: &str) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kib| kib / 1024.0)
}

/// A browser's seat at the page, as the page opens it.
pub type PageSeat =
    tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<std::net::TcpStream>>;

/// A seat opened at the page at `host` as the page opens it (its `hello`); returns once its first line came.
pub fn open_page_seat(host: &str) -> PageSeat {
    let (mut socket, _) = tungstenite::connect(format!("ws://{host}/seat")).unwrap();
    socket
        .send(tungstenite::Message::text(
            r#"{"hello":{"lang":"en-US","seats":""}}"#,
        ))
        .unwrap();
    until_said(&mut socket, "");
    socket
}

/// Reads a seat's frames until a line containing `words` is said; the line. Gives up after a minute, saying the
/// lines it heard instead, rather than leave the measurement hanging.
pub fn until_said(socket: &mut PageSeat, words: &str) -> String {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let mut heard = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        assert!(!left.is_zero(), "never said {words:?}; said: {heard:#?}");
        if let tungstenite::stream::MaybeTlsStream::Plain(stream) = socket.get_ref() {
            stream.set_read_timeout(Some(left)).unwrap();
        }
        match socket.read() {
            Ok(tungstenite::Message::Text(text)) => {
                let frame: serde_json::Value = serde_json::from_str(&text).unwrap();
                if let Some(line) = frame["say"]["text"].as_str() {
                    if line.contains(words) {
                        return line.to_string();
                    }
                    heard.push(line.to_string());
                }
            }
            Ok(_) => {}
            Err(tungstenite::Error::Io(error))
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(error) => {
                panic!("the seat closed waiting for {words:?}: {error}; said: {heard:#?}")
            }
        }
    }
}

/// `count` browser seats opened at the page `page` (`http://…/`) and left at their first question, as people
/// who opened the page and walked away.
pub fn idle_page_seats(page: &str, count: usize) -> Vec<PageSeat> {
    let host = page.trim_start_matches("http://").trim_end_matches('/');
    (0..count)
        .map(|_| {
            let mut seat = open_page_seat(host);
            until_said(&mut seat, "Your name?");
            seat
        })
        .collect()
}

/// Sends `frame` (a page frame: `{"key": …}`, `{"line": …}`) up a browser seat.
pub fn send_frame(socket: &mut PageSeat, frame: serde_json::Value) {
    socket
        .send(tungstenite::Message::text(frame.to_string()))
        .unwrap();
}

/// The `p` percentile (0 to 1) of `sorted` durations, in milliseconds.
pub fn percentile_ms(sorted: &[std::time::Duration], p: f64) -> f64 {
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[at].as_secs_f64() * 1000.0
}

/// The host part (`127.0.0.1:PORT`) of a page's address (`http://…/`).
pub fn page_host(page: &str) -> String {
    page.trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string()
}
