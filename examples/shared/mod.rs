//! What the server's load examples share: a release `sayzee serve` on loopback, in directories of its own, with
//! every bound a stranger is held to lifted (the examples measure the server's work, not its defences), and the
//! address it listens on once it does.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// Starts the release server with its data, settings and cache under `dir`, then `extra` flags; returns the
/// process and its address once it listens. Its log is read and thrown away.
pub fn serve_unbounded(dir: &Path, extra: &[&str]) -> (Child, String) {
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
    ]);
    for flag in lifted {
        server.args([flag, many]);
    }
    let mut server = server
        .args(extra)
        .env("SAYZEE_DATA_DIR", dir.join("data"))
        .env("SAYZEE_CONFIG_DIR", dir.join("config"))
        .env("SAYZEE_CACHE_DIR", dir.join("cache"))
        .env("LANG", "C")
        .stderr(Stdio::piped())
        .spawn()
        .expect("build the release binary first: cargo build --release");
    let mut log = BufReader::new(server.stderr.take().expect("piped"));
    let mut first = String::new();
    log.read_line(&mut first).expect("the server's log");
    let address = first
        .trim()
        .rsplit(' ')
        .next()
        .unwrap_or_default()
        .to_string();
    std::thread::spawn(move || for _ in log.lines() {});
    (server, address)
}
