//! `sayzee serve` for the network tests: its tables kept under a directory of the test's, listening where the
//! test says (port 0 for a free one), computer moves at once; the address is the one it prints on standard output
//! once it listens (`--print-address`, the listener's own, in no language), and its log is drained so it never
//! blocks.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};

/// A running server and the address it listens on.
pub struct Server {
    child: Child,
    pub address: String,
    /// The page for browsers (`http://…/`), printed on the next line, unless `--no-web` was given.
    pub page: Option<String>,
    /// Its log lines after the first, as they come.
    log: Arc<Mutex<Vec<String>>>,
    /// The thread that reads them.
    reader: Option<std::thread::JoinHandle<()>>,
}

impl Server {
    /// Starts `sayzee serve --listen listen --pace-ms 0 --undo-window 0` with `extra` flags, keeping its tables under `data`.
    pub fn start(data: &Path, listen: &str, extra: &[&str]) -> Server {
        let mut command = super::sayzee_in(&data.join("home"));
        command.env("SAYZEE_DATA_DIR", data);
        Server::spawn(command, listen, extra)
    }

    /// As [`Server::start`], with a cache directory of its own (`cache`) rather than the tests' shared one.
    pub fn start_with_cache(data: &Path, cache: &Path, listen: &str, extra: &[&str]) -> Server {
        let mut command = super::sayzee_in(&data.join("home"));
        command.env("SAYZEE_DATA_DIR", data);
        command.env("SAYZEE_CACHE_DIR", cache);
        Server::spawn(command, listen, extra)
    }

    /// As [`Server::start`], serving TLS with the PEM files `certificate` and `key`.
    pub fn start_secure(data: &Path, listen: &str, certificate: &Path, key: &Path) -> Server {
        let tls = [
            "--tls-cert",
            certificate.to_str().unwrap(),
            "--tls-key",
            key.to_str().unwrap(),
        ];
        Server::start(data, listen, &tls)
    }

    /// As [`Server::start`], with the process allowed only `files` open files (`ulimit -n`, through sh).
    pub fn start_with_files(data: &Path, listen: &str, extra: &[&str], files: u32) -> Server {
        let sayzee = super::sayzee_in(&data.join("home"));
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(format!("ulimit -n {files} && exec \"$0\" \"$@\""))
            .arg(sayzee.get_program())
            .env("SAYZEE_DATA_DIR", data);
        for (key, value) in sayzee.get_envs() {
            if let Some(value) = value {
                command.env(key, value);
            }
        }
        Server::spawn(command, listen, extra)
    }

    fn spawn(mut command: Command, listen: &str, extra: &[&str]) -> Server {
        let mut child = command
            .args([
                "serve",
                "--listen",
                listen,
                "--pace-ms",
                "0",
                "--print-address",
            ])
            // Computers move at once after a person's mark too, unless the test says otherwise.
            .args(if extra.contains(&"--undo-window") {
                &[][..]
            } else {
                &["--undo-window", "0"][..]
            })
            // At a fixed port the page would take the next one, which another test may hold: the system chooses.
            .args(
                if listen.ends_with(":0")
                    || extra.contains(&"--no-web")
                    || extra.contains(&"--web-listen")
                {
                    &[][..]
                } else {
                    &["--web-listen", "127.0.0.1:0"][..]
                },
            )
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("sayzee serve starts");
        let mut printed = BufReader::new(child.stdout.take().unwrap());
        let mut address = String::new();
        printed.read_line(&mut address).unwrap();
        let address = address.trim().to_string();
        assert!(
            address.parse::<std::net::SocketAddr>().is_ok(),
            "the server prints where it listens: {address:?}"
        );
        let page = (!extra.contains(&"--no-web")).then(|| {
            let mut page = String::new();
            printed.read_line(&mut page).unwrap();
            let page = page.trim().to_string();
            assert!(
                page.starts_with("http://") || page.starts_with("https://"),
                "the server prints where its page is: {page:?}"
            );
            page
        });
        let mut log = BufReader::new(child.stderr.take().unwrap());
        // The log's first line says where it listens, in the operator's language; the tests read the rest.
        let mut first = String::new();
        log.read_line(&mut first).unwrap();
        let lines = Arc::new(Mutex::new(Vec::new()));
        let kept = lines.clone();
        let reader = std::thread::spawn(move || {
            for line in log.lines().map_while(Result::ok) {
                kept.lock().unwrap().push(line);
            }
        });
        Server {
            child,
            address,
            page,
            log: lines,
            reader: Some(reader),
        }
    }

    /// The log lines so far, after the first.
    pub fn log(&self) -> Vec<String> {
        self.log.lock().unwrap().clone()
    }

    /// Whether a log line containing `words` comes within the tests' patience: the log is read from the server's
    /// output by a thread of its own, so a line of what was just done may still be on its way.
    pub fn logged(&self, words: &str) -> bool {
        let deadline = std::time::Instant::now() + super::net::PATIENCE;
        loop {
            if self.log().iter().any(|line| line.contains(words)) {
                return true;
            }
            if std::time::Instant::now() > deadline {
                return false;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    /// The code that claims the operator's name `name`, from the log's line that says it at the start.
    pub fn operator_code(&self, name: &str) -> String {
        let opening = format!("The operator name {name} has no owner yet");
        assert!(self.logged(&opening), "the log gives {name}'s code");
        let line = self
            .log()
            .into_iter()
            .find(|line| line.contains(&opening))
            .unwrap();
        let code = line
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .find(|word| word.len() == 17 && word.matches('-').count() == 2)
            .unwrap_or_else(|| panic!("a code in {line:?}"));
        code.to_string()
    }

    /// The server's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Waits for the server to end by itself (after a signal), and its log to be read to the end.
    pub fn wait(&mut self) -> std::process::ExitStatus {
        let status = self.child.wait().unwrap();
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
        status
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

/// A self-signed certificate for 127.0.0.1 and localhost, written as PEM files under `dir`: the certificate, the
/// key, and the certificate's fingerprint as sayzee says it.
pub fn test_certificate(dir: &Path, name: &str) -> (PathBuf, PathBuf, String) {
    let made = rcgen::generate_simple_self_signed(vec!["127.0.0.1".into(), "localhost".into()])
        .expect("rcgen makes a certificate");
    let certificate = dir.join(format!("{name}.pem"));
    let key = dir.join(format!("{name}-key.pem"));
    std::fs::write(&certificate, made.cert.pem()).unwrap();
    std::fs::write(&key, made.signing_key.serialize_pem()).unwrap();
    let fingerprint = sayzee::net::fingerprint(made.cert.der());
    (certificate, key, fingerprint)
}
