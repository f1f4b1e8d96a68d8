//! A fake Speech Dispatcher for tests: a Unix socket in a temp dir that answers SSIP like the real daemon,
//! records every line clients send, serves one client after another, and can be killed mid-conversation
//! and started again at the same path. It can also hold every answer until let go, as a daemon that hangs
//! or is stopped (SIGSTOP) would: the client's connection is accepted and its lines read, but nothing comes
//! back.

use std::io::{BufRead, BufReader, ErrorKind, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// A running fake daemon.
#[derive(Debug)]
pub struct FakeDaemon {
    path: PathBuf,
    heard: Arc<Mutex<Vec<String>>>,
    stop: Arc<AtomicBool>,
    gate: Arc<Gate>,
    thread: Option<JoinHandle<()>>,
}

/// Whether answers are held, and how many clients came and are still connected.
#[derive(Debug, Default)]
struct Gate {
    holding: Mutex<bool>,
    accepted: AtomicUsize,
    connected: AtomicUsize,
}

const POLL: Duration = Duration::from_millis(5);

impl FakeDaemon {
    /// Listens at `path` until killed or dropped.
    pub fn start(path: &Path) -> FakeDaemon {
        let listener = UnixListener::bind(path).expect("the fake daemon binds its socket");
        listener.set_nonblocking(true).unwrap();
        let heard = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let gate = Arc::new(Gate::default());
        let thread = {
            let (heard, stop, gate) = (heard.clone(), stop.clone(), gate.clone());
            std::thread::spawn(move || {
                while !stop.load(Ordering::SeqCst) {
                    match listener.accept() {
                        Ok((stream, _)) => {
                            gate.accepted.fetch_add(1, Ordering::SeqCst);
                            gate.connected.fetch_add(1, Ordering::SeqCst);
                            serve(stream, &heard, &stop, &gate);
                            gate.connected.fetch_sub(1, Ordering::SeqCst);
                        }
                        Err(_) => std::thread::sleep(POLL),
                    }
                }
            })
        };
        FakeDaemon {
            path: path.to_path_buf(),
            heard,
            stop,
            gate,
            thread: Some(thread),
        }
    }

    /// Listens at `path` but answers nothing until [`FakeDaemon::let_go`].
    pub fn holding(path: &Path) -> FakeDaemon {
        let daemon = FakeDaemon::start(path);
        daemon.hold();
        daemon
    }

    /// From now on, holds every answer until [`FakeDaemon::let_go`].
    pub fn hold(&self) {
        *self.gate.holding.lock().unwrap() = true;
    }

    /// Gives the held answers and answers as usual again.
    pub fn let_go(&self) {
        *self.gate.holding.lock().unwrap() = false;
    }

    /// How many clients have connected so far.
    pub fn accepted(&self) -> usize {
        self.gate.accepted.load(Ordering::SeqCst)
    }

    /// Whether a client is connected now (a client that gave up on an answer has hung up).
    pub fn has_client(&self) -> bool {
        self.gate.connected.load(Ordering::SeqCst) > 0
    }

    /// Every line clients sent so far, in order.
    pub fn heard(&self) -> Vec<String> {
        self.heard.lock().unwrap().clone()
    }

    /// The texts spoken so far (the data lines between SPEAK and the lone dot).
    pub fn spoken(&self) -> Vec<String> {
        let mut spoken = Vec::new();
        let mut data: Option<Vec<String>> = None;
        for line in self.heard() {
            match data.as_mut() {
                Some(lines) if line == "." => {
                    spoken.push(lines.join("\n"));
                    data = None;
                }
                Some(lines) => lines.push(line),
                None if line == "SPEAK" => data = Some(Vec::new()),
                None => {}
            }
        }
        spoken
    }

    /// Dies at once, as a crashed daemon would: the client's connection closes and the socket goes.
    pub fn kill(mut self) {
        self.shut();
    }

    fn shut(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        let _ = std::fs::remove_file(&self.path);
    }
}

impl Drop for FakeDaemon {
    fn drop(&mut self) {
        self.shut();
    }
}

/// Answers one client until it leaves or the daemon is killed.
fn serve(stream: UnixStream, heard: &Mutex<Vec<String>>, stop: &AtomicBool, gate: &Gate) {
    stream.set_nonblocking(false).unwrap();
    stream.set_read_timeout(Some(POLL)).unwrap();
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut writer = stream;
    let mut receiving = false;
    let mut message_id = 0;
    // Bytes, not a String: a read that times out mid-character must keep what it has.
    let mut line = Vec::new();
    // Answers not yet given, while the daemon holds them; reading goes on, so a client hanging up is seen.
    let mut held: Vec<String> = Vec::new();
    while !stop.load(Ordering::SeqCst) {
        if !held.is_empty() && !*gate.holding.lock().unwrap() {
            if writer.write_all(held.concat().as_bytes()).is_err() {
                return;
            }
            held.clear();
        }
        match reader.read_until(b'\n', &mut line) {
            Ok(0) => return,
            Ok(_) if line.ends_with(b"\n") => {}
            Ok(_) => continue,
            Err(error) if matches!(error.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                continue;
            }
            Err(_) => return,
        }
        let text = String::from_utf8_lossy(&line)
            .trim_end_matches(['\r', '\n'])
            .to_string();
        line.clear();
        heard.lock().unwrap().push(text.clone());
        let answer = if receiving {
            if text != "." {
                continue;
            }
            receiving = false;
            message_id += 1;
            format!("225-{message_id}\r\n225 OK MESSAGE QUEUED\r\n")
        } else {
            let upper = text.to_ascii_uppercase();
            if upper.starts_with("SET SELF CLIENT_NAME") {
                "208 OK CLIENT NAME SET\r\n".to_string()
            } else if upper == "SPEAK" {
                receiving = true;
                "230 OK RECEIVING DATA\r\n".to_string()
            } else if upper.starts_with("CANCEL") {
                "213 OK CANCELED\r\n".to_string()
            } else if upper.starts_with("SET SELF LANGUAGE") {
                "201 OK LANGUAGE SET\r\n".to_string()
            } else if upper.starts_with("SET SELF RATE") {
                "203 OK RATE SET\r\n".to_string()
            } else {
                "300 ERR UNKNOWN\r\n".to_string()
            }
        };
        held.push(answer);
    }
    // Killed: the connection is dropped with whatever the client was saying.
    let _ = writer.shutdown(std::net::Shutdown::Both);
}
