//! `sayzee serve` for the network tests: its tables kept under a directory of the test's, listening where the
//! test says (port 0 for a free one), computer moves at once; the address is read from its first log line and
//! the rest of the log drained so it never blocks.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Stdio};

/// A running server and the address it listens on.
pub struct Server {
    child: Child,
    pub address: String,
}

impl Server {
    /// Starts `sayzee serve --listen listen --pace-ms 0` with `extra` flags, keeping its tables under `data`.
    pub fn start(data: &Path, listen: &str, extra: &[&str]) -> Server {
        let mut child = super::sayzee_in(&data.join("home"))
            .env("SAYZEE_DATA_DIR", data)
            .args(["serve", "--listen", listen, "--pace-ms", "0"])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("sayzee serve starts");
        let mut log = BufReader::new(child.stderr.take().unwrap());
        let mut first = String::new();
        log.read_line(&mut first).unwrap();
        let address = first
            .trim()
            .strip_prefix("sayzee server listening on ")
            .unwrap_or_else(|| panic!("first log line: {first}"))
            .to_string();
        std::thread::spawn(move || for _ in log.lines() {});
        Server { child, address }
    }

    /// SIGKILL: no goodbye, no last save.
    pub fn kill(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
