//! A fake Speech Dispatcher for tests: a Unix socket in a temp dir that answers SSIP like the real daemon,
//! records every line clients send, serves one client after another, and can be killed mid-conversation
//! and started again at the same path.

use std::io::{BufRead, BufReader, ErrorKind, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// A running fake daemon.
#[derive(Debug)]
pub struct FakeDaemon {
    path: PathBuf,
    heard: Arc<Mutex<Vec<String>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

const POLL: Duration = Duration::from_millis(5);

impl FakeDaemon {
    /// Listens at `path` until killed or dropped.
    pub fn start(path: &Path) -> FakeDaemon {
        let listener = UnixListener::bind(path).expect("the fake daemon binds its socket");
        listener.set_nonblocking(true).unwrap();
        let heard = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let (heard, stop) = (heard.clone(), stop.clone());
            std::thread::spawn(move || {
                while !stop.load(Ordering::SeqCst) {
                    match listener.accept() {
                        Ok((stream, _)) => serve(stream, &heard, &stop),
                        Err(_) => std::thread::sleep(POLL),
                    }
                }
            })
        };
        FakeDaemon {
            path: path.to_path_buf(),
            heard,
            stop,
            thread: Some(thread),
        }
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
fn serve(stream: UnixStream, heard: &Mutex<Vec<String>>, stop: &AtomicBool) {
    stream.set_nonblocking(false).unwrap();
    stream.set_read_timeout(Some(POLL)).unwrap();
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut writer = stream;
    let mut receiving = false;
    let mut message_id = 0;
    // Bytes, not a String: a read that times out mid-character must keep what it has.
    let mut line = Vec::new();
    while !stop.load(Ordering::SeqCst) {
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
        if writer.write_all(answer.as_bytes()).is_err() {
            return;
        }
    }
    // Killed: the connection is dropped with whatever the client was saying.
    let _ = writer.shutdown(std::net::Shutdown::Both);
}
