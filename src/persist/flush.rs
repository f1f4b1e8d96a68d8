//! Durability off the key path. A save is written with write-then-rename at once, which a killed process
//! cannot spoil; what only a power cut can undo, the data not yet on the disk, is flushed (fsync) here, on
//! a thread of its own: within [`FLUSH_DELAY`] of a change, at once when asked (the end of a turn), and
//! before the program ends. A key never waits for the disk.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The longest a change waits to be flushed.
pub const FLUSH_DELAY: Duration = Duration::from_secs(1);

enum Request {
    /// Flush `path` within [`FLUSH_DELAY`].
    Soon(PathBuf),
    /// Flush `path` now (still off the caller's path).
    Now(PathBuf),
}

/// The flushing thread; dropping it flushes what waits and ends the thread.
#[derive(Debug)]
pub struct Flusher {
    requests: Option<Sender<Request>>,
    thread: Option<JoinHandle<()>>,
}

impl Flusher {
    pub fn start() -> Flusher {
        let (requests, received) = mpsc::channel::<Request>();
        let thread = std::thread::Builder::new()
            .name("sayzee-flush".into())
            .spawn(move || {
                let mut waiting: Option<(PathBuf, Instant)> = None;
                loop {
                    let request = match &waiting {
                        Some((_, due)) => {
                            received.recv_timeout(due.saturating_duration_since(Instant::now()))
                        }
                        None => received.recv().map_err(|_| RecvTimeoutError::Disconnected),
                    };
                    match request {
                        Ok(Request::Soon(path)) => {
                            let due = waiting
                                .take()
                                .map_or_else(|| Instant::now() + FLUSH_DELAY, |(_, due)| due);
                            waiting = Some((path, due));
                        }
                        Ok(Request::Now(path)) => {
                            waiting = None;
                            flush(&path);
                        }
                        Err(RecvTimeoutError::Timeout) => {
                            if let Some((path, _)) = waiting.take() {
                                flush(&path);
                            }
                        }
                        Err(RecvTimeoutError::Disconnected) => {
                            if let Some((path, _)) = waiting.take() {
                                flush(&path);
                            }
                            return;
                        }
                    }
                }
            })
            .ok();
        Flusher {
            requests: thread.as_ref().map(|_| requests),
            thread,
        }
    }

    /// `path` was just replaced: flush it within [`FLUSH_DELAY`].
    pub fn soon(&self, path: &Path) {
        self.send(Request::Soon(path.to_path_buf()), path);
    }

    /// `path` was just replaced at a moment worth keeping (a turn ended): flush it now, off the caller's path.
    pub fn now(&self, path: &Path) {
        self.send(Request::Now(path.to_path_buf()), path);
    }

    fn send(&self, request: Request, path: &Path) {
        let sent = self
            .requests
            .as_ref()
            .is_some_and(|requests| requests.send(request).is_ok());
        // No thread (it could not be started): flush here rather than not at all.
        if !sent {
            flush(path);
        }
    }
}

impl Drop for Flusher {
    /// Flushes what waits before the program goes on to end.
    fn drop(&mut self) {
        self.requests.take();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Puts `path`'s data and its directory entry on the disk; a file gone meanwhile needs nothing.
pub fn flush(path: &Path) {
    // Windows flushes only a file opened for writing (FlushFileBuffers), and keeps directory entries in its
    // journal: there the file is opened to write (nothing is written) and no directory is opened.
    #[cfg(windows)]
    {
        if let Ok(file) = std::fs::OpenOptions::new().write(true).open(path) {
            let _ = file.sync_all();
        }
    }
    #[cfg(not(windows))]
    {
        if let Ok(file) = std::fs::File::open(path) {
            let _ = file.sync_all();
        }
        if let Some(dir) = path.parent()
            && let Ok(directory) = std::fs::File::open(dir)
        {
            let _ = directory.sync_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_are_served_and_dropping_waits_for_the_last_flush() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("save.json");
        std::fs::write(&path, b"{}").unwrap();
        let flusher = Flusher::start();
        flusher.soon(&path);
        flusher.soon(&path);
        flusher.now(&path);
        flusher.soon(&dir.path().join("gone.json"));
        let started = Instant::now();
        drop(flusher);
        // The waiting flush is done at once on drop, not after its delay.
        assert!(started.elapsed() < FLUSH_DELAY);
    }
}
