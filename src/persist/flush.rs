//! Durability off the key path. A change is written at once where a killed process cannot lose it (appended to
//! the journal, or a file replaced by write-then-rename); what only a power cut can undo, the data not yet on
//! the disk, is flushed (fsync) here, on a thread of its own: within [`FLUSH_DELAY`] of a change, at once when
//! asked (the end of a turn), and before the program ends. The save file behind the journal is written here
//! too ([`Flusher::checkpoint`]). A key never waits for the disk.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::files;
use super::journal::Retired;

/// The longest a change waits to be flushed.
pub const FLUSH_DELAY: Duration = Duration::from_secs(1);

enum Request {
    /// Flush `path` within [`FLUSH_DELAY`].
    Soon(PathBuf),
    /// Flush `path` now (still off the caller's path).
    Now(PathBuf),
    /// Write `contents` to `path` durably, then empty the journal file the game has left.
    Checkpoint {
        path: PathBuf,
        contents: String,
        retired: Retired,
    },
    /// Answer once every request before this one is done.
    Settle(Sender<()>),
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
                        Ok(Request::Checkpoint {
                            path,
                            contents,
                            retired,
                        }) => checkpoint(&path, &contents, retired),
                        Ok(Request::Settle(done)) => {
                            if let Some((path, _)) = waiting.take() {
                                flush(&path);
                            }
                            let _ = done.send(());
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

    /// Writes `contents` to `path` durably (write, sync, rename, sync the directory), then empties `retired`,
    /// whose records the file then holds; off the caller's path. Should the write fail, `retired` keeps its
    /// records.
    pub fn checkpoint(&self, path: &Path, contents: String, retired: Retired) {
        let request = Request::Checkpoint {
            path: path.to_path_buf(),
            contents,
            retired,
        };
        let unsent = match self.sender() {
            Some(requests) => requests.send(request).err().map(|error| error.0),
            None => Some(request),
        };
        // No thread (it could not be started, or has ended): done here rather than not at all.
        if let Some(Request::Checkpoint {
            path,
            contents,
            retired,
        }) = unsent
        {
            checkpoint(&path, &contents, retired);
        }
    }

    /// Returns once every request made before is done (a flush waiting for its delay is done at once): what
    /// comes next may write the same files.
    pub fn settle(&self) {
        let (done, finished) = mpsc::channel();
        if self
            .sender()
            .is_some_and(|requests| requests.send(Request::Settle(done)).is_ok())
        {
            let _ = finished.recv();
        }
    }

    fn sender(&self) -> Option<&Sender<Request>> {
        self.requests.as_ref()
    }

    fn send(&self, request: Request, path: &Path) {
        let sent = self
            .sender()
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

/// Writes the save file behind the journal, durably, then empties the journal file it makes needless.
fn checkpoint(path: &Path, contents: &str, retired: Retired) {
    match files::write_atomically(path, contents.as_bytes()) {
        Ok(()) => retired.empty(),
        Err(_) => retired.keep(),
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

    #[test]
    fn a_checkpoint_writes_the_save_file_and_then_empties_the_journal_file_left() {
        use crate::persist::journal::{self, Journal};
        let dir = tempfile::tempdir().unwrap();
        let save = dir.path().join("save.json");
        let mut journal = Journal::open(dir.path()).unwrap();
        journal.append("first turn").unwrap();
        let flusher = Flusher::start();
        let retired = journal.switch_with("second turn").unwrap();
        flusher.checkpoint(&save, "second turn".to_string(), retired);
        journal.append("second turn, rolled").unwrap();
        flusher.settle();
        assert_eq!(std::fs::read_to_string(&save).unwrap(), "second turn");
        assert!(journal.can_switch());
        assert_eq!(
            std::fs::metadata(dir.path().join(journal::FILE_NAMES[0]))
                .unwrap()
                .len(),
            0
        );
        assert_eq!(
            journal::newest(dir.path()).as_deref(),
            Some("second turn, rolled")
        );
        // A save file that cannot be written leaves the file its records, to be emptied later.
        let retired = journal.switch_with("third turn").unwrap();
        flusher.checkpoint(&save.join("a file is no folder"), String::new(), retired);
        flusher.settle();
        assert!(journal.other_failed());
        assert!(
            std::fs::metadata(dir.path().join(journal::FILE_NAMES[1]))
                .unwrap()
                .len()
                > 0
        );
    }
}
