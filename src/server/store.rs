//! Where the server keeps its tables: one redb database (`tables.redb` in the data directory), written with
//! group commit. Every change waiting to be saved, from any table, goes into the next write transaction, so one
//! durable commit (a few flushes of one file) holds hundreds of moves when the server is busy, and tables never
//! wait on each other's files. A closed table leaves the database and its last state is written to
//! `tables/closed/` for the operator. `TableStore` is the seam: tests put a disk that fills in its place.

use std::fmt::Debug;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::mpsc as std_mpsc;

use redb::{ReadableDatabase, ReadableTable, TableDefinition};
use tokio::sync::oneshot;

/// Table name → the table's saved JSON.
const TABLES: &str = "tables";

/// Where tables are kept.
pub trait TableStore: Send + Sync + Debug {
    /// Writes every table of `batch` (name and saved JSON; a later entry for a name wins) durably: all of them,
    /// or none.
    ///
    /// # Errors
    /// Whatever kept them from being written (a full disk); nothing of the batch is kept then.
    fn save(&self, batch: &[(String, Vec<u8>)]) -> io::Result<()>;

    /// Forgets the tables `names` (closed).
    ///
    /// # Errors
    /// As [`TableStore::save`].
    fn remove(&self, names: &[String]) -> io::Result<()>;

    /// Every table kept: name and saved JSON.
    ///
    /// # Errors
    /// The store cannot be read.
    fn load(&self) -> io::Result<Vec<(String, Vec<u8>)>>;
}

/// The tables' database file in `data_dir`.
pub fn database_path(data_dir: &Path) -> PathBuf {
    data_dir.join("tables.redb")
}

/// The tables in one redb file. After a failed write (a full disk) redb refuses every later transaction until
/// the database is opened again, so a failure closes it here and the next save opens it again: the server
/// recovers by itself once the disk has room. Below a margin of free space nothing is written at all, so that
/// the database never has to fail in the first place.
#[derive(Debug)]
pub struct Database {
    path: PathBuf,
    /// `None` after a failure, until the next use opens it again.
    db: std::sync::Mutex<Option<redb::Database>>,
    /// Bytes the disk must keep free after a write.
    free_margin: u64,
    /// The name of the redb table that holds the entries: name → JSON.
    entries: &'static str,
}

fn to_io(error: impl std::fmt::Display) -> io::Error {
    io::Error::other(error.to_string())
}

/// The error of a write refused because the disk is nearly full.
fn short_of_space() -> io::Error {
    io::Error::new(
        io::ErrorKind::StorageFull,
        "less free space than the server keeps",
    )
}

impl Database {
    /// Opens (or makes) the database at `path`, which keeps `free_margin` bytes free on its disk.
    ///
    /// # Errors
    /// The file cannot be made or read, is not a redb database, or another server has it open.
    pub fn open(path: &Path, free_margin: u64) -> io::Result<Database> {
        Database::open_holding(path, TABLES, free_margin)
    }

    /// As [`Database::open`], its entries in the redb table `entries` (the server's accounts use one of these
    /// too: name → saved JSON, written whole or not at all).
    ///
    /// # Errors
    /// As [`Database::open`].
    pub(super) fn open_holding(
        path: &Path,
        entries: &'static str,
        free_margin: u64,
    ) -> io::Result<Database> {
        let db = redb::Database::create(path).map_err(to_io)?;
        Ok(Database {
            path: path.to_path_buf(),
            db: std::sync::Mutex::new(Some(db)),
            free_margin,
            entries,
        })
    }

    fn entries(&self) -> TableDefinition<'static, &'static str, &'static [u8]> {
        TableDefinition::new(self.entries)
    }

    /// Runs `work` on the database (opened again first if a failure closed it); a failure closes it.
    fn with<T>(&self, work: impl FnOnce(&redb::Database) -> io::Result<T>) -> io::Result<T> {
        let mut db = self
            .db
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if db.is_none() {
            *db = Some(redb::Database::create(&self.path).map_err(to_io)?);
        }
        let done = work(db.as_ref().expect("opened just now"));
        if done.is_err() {
            // Let go of the failed database before the next use opens the file again.
            *db = None;
        }
        done
    }

    /// Refuses a write that would leave less than the margin free (the batch's size counted twice: redb
    /// writes pages anew before it frees the old ones).
    fn room_for(&self, bytes: usize) -> io::Result<()> {
        if self.free_margin == 0 {
            return Ok(());
        }
        let dir = self.path.parent().unwrap_or(Path::new("."));
        let free = fs4::available_space(dir)?;
        if free < self.free_margin.saturating_add(2 * bytes as u64) {
            return Err(short_of_space());
        }
        Ok(())
    }
}

impl TableStore for Database {
    fn save(&self, batch: &[(String, Vec<u8>)]) -> io::Result<()> {
        self.room_for(
            batch
                .iter()
                .map(|(name, json)| name.len() + json.len())
                .sum(),
        )?;
        self.with(|db| {
            let write = db.begin_write().map_err(to_io)?;
            {
                let mut tables = write.open_table(self.entries()).map_err(to_io)?;
                for (name, json) in batch {
                    tables
                        .insert(name.as_str(), json.as_slice())
                        .map_err(to_io)?;
                }
            }
            write.commit().map_err(to_io)
        })
    }

    fn remove(&self, names: &[String]) -> io::Result<()> {
        self.with(|db| {
            let write = db.begin_write().map_err(to_io)?;
            {
                let mut tables = write.open_table(self.entries()).map_err(to_io)?;
                for name in names {
                    tables.remove(name.as_str()).map_err(to_io)?;
                }
            }
            write.commit().map_err(to_io)
        })
    }

    fn load(&self) -> io::Result<Vec<(String, Vec<u8>)>> {
        self.with(|db| {
            let read = db.begin_read().map_err(to_io)?;
            let tables = match read.open_table(self.entries()) {
                Ok(tables) => tables,
                Err(redb::TableError::TableDoesNotExist(_)) => return Ok(Vec::new()),
                Err(error) => return Err(to_io(error)),
            };
            let mut all = Vec::new();
            for entry in tables.iter().map_err(to_io)? {
                let (name, json) = entry.map_err(to_io)?;
                all.push((name.value().to_string(), json.value().to_vec()));
            }
            Ok(all)
        })
    }
}

/// A save waiting for the next commit, and who waits for it.
struct Waiting {
    name: String,
    json: Vec<u8>,
    done: oneshot::Sender<io::Result<()>>,
}

/// The group committer: a thread that takes every save waiting and commits them together.
#[derive(Debug)]
pub(super) struct Committer {
    queue: Option<std_mpsc::Sender<Waiting>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Committer {
    /// Waits for the last commit, so that the store is let go of (its file unlocked) when the server is gone.
    fn drop(&mut self) {
        drop(self.queue.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Committer {
    /// Starts the thread that writes to `store`.
    pub(super) fn start(store: std::sync::Arc<dyn TableStore>) -> Committer {
        let (queue, waiting) = std_mpsc::channel::<Waiting>();
        let thread = std::thread::Builder::new()
            .name("sayzee-saves".into())
            .spawn(move || {
                while let Ok(first) = waiting.recv() {
                    let mut group = vec![first];
                    group.extend(waiting.try_iter());
                    let batch: Vec<(String, Vec<u8>)> = group
                        .iter_mut()
                        .map(|w| (std::mem::take(&mut w.name), std::mem::take(&mut w.json)))
                        .collect();
                    let saved = store.save(&batch);
                    for waiting in group {
                        let answer = match &saved {
                            Ok(()) => Ok(()),
                            Err(error) => Err(io::Error::new(error.kind(), error.to_string())),
                        };
                        let _ = waiting.done.send(answer);
                    }
                }
            })
            .expect("the system starts a thread");
        Committer {
            queue: Some(queue),
            thread: Some(thread),
        }
    }

    /// Saves table `name` with the next commit; resolves once it is durable (or could not be written).
    pub(super) async fn save(&self, name: String, json: Vec<u8>) -> io::Result<()> {
        self.queue(name, json).await
    }

    /// Puts table `name`'s save in the queue now, so that saves are written in the order of the calls, not of
    /// the awaits; what it returns resolves once the save is durable (or could not be written).
    pub(super) fn queue(
        &self,
        name: String,
        json: Vec<u8>,
    ) -> impl Future<Output = io::Result<()>> + use<> {
        let (done, saved) = oneshot::channel();
        let queued = self
            .queue
            .as_ref()
            .is_some_and(|queue| queue.send(Waiting { name, json, done }).is_ok());
        async move {
            let stopped = || io::Error::other("the saving thread has stopped");
            if !queued {
                return Err(stopped());
            }
            saved.await.unwrap_or_else(|_| Err(stopped()))
        }
    }
}
