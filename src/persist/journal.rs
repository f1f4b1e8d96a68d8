//! The saved game's journal: each change to the game in play is appended, whole, to a file held open, so that a
//! key waits for no file to be made or renamed. On a busy disk those wait for the file system's own journal
//! (measured on ext4 while another program wrote and synced 16 MB at a time: a write-then-rename took 9 to 10 ms
//! at the 99th percentile, an append 0.01 ms). What a player has heard is still in the operating system's hands
//! before the next key, so a killed sayzee loses nothing; the flushing thread puts it on the disk within a
//! second ([`crate::persist::flush`]).
//!
//! Two journal files take turns. At the start of a turn the game goes on in the other one (emptied earlier),
//! and the flushing thread writes the save file with the state of that moment, durably, then empties the one
//! left: a journal never grows past a turn or two. Each record carries a number that only grows and a hash of
//! what it holds, so a record cut short by a power cut is known and passed over. The newest whole record of
//! either file is the game; with none, the save file is. At start the journal is folded into the save file, so
//! everything that reads the save (resume, statistics, a second sayzee) reads one file as before.

#[cfg(test)]
use std::fs;
use std::fs::{File, OpenOptions};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};

use super::files;

/// The two journal files' names in the data directory.
pub const FILE_NAMES: [&str; 2] = ["save.journal-1", "save.journal-2"];

/// What each record begins with.
const MAGIC: &str = "sayzee-journal";

/// No saved game comes near this; a length beyond it is damage, not a record.
const MAX_RECORD: usize = 64 << 20;

/// The longest header line a record can have.
const MAX_HEADER: usize = 100;

/// Where the file not being written stands, as the flushing thread leaves it.
const EMPTY: u8 = 0;
const EMPTYING: u8 = 1;
const FAILED: u8 = 2;

/// The journal files of a data directory.
fn paths(data_dir: &Path) -> [PathBuf; 2] {
    FILE_NAMES.map(|name| data_dir.join(name))
}

/// One record: a header line (magic, number, length, hash) and the saved game, then a newline.
fn record(number: u64, saved: &str) -> Vec<u8> {
    let hash = record_hash(number, saved.as_bytes());
    let mut bytes = format!("{MAGIC} {number} {} {hash:016x}\n", saved.len()).into_bytes();
    bytes.extend_from_slice(saved.as_bytes());
    bytes.push(b'\n');
    bytes
}

fn record_hash(number: u64, saved: &[u8]) -> u64 {
    crate::hash::fnv1a_from(crate::hash::fnv1a(&number.to_le_bytes()), saved)
}

/// The whole records at the start of `bytes`, in order, each with its number; reading stops at the first one
/// that is not whole (cut short, or not a record at all).
fn records(mut bytes: &[u8]) -> Vec<(u64, &str)> {
    let mut found = Vec::new();
    while let Some((number, saved, rest)) = next_record(bytes) {
        found.push((number, saved));
        bytes = rest;
    }
    found
}

fn next_record(bytes: &[u8]) -> Option<(u64, &str, &[u8])> {
    let end = bytes.iter().take(MAX_HEADER).position(|&b| b == b'\n')?;
    let header = std::str::from_utf8(&bytes[..end]).ok()?;
    let mut parts = header.split(' ');
    if parts.next()? != MAGIC {
        return None;
    }
    let number: u64 = parts.next()?.parse().ok()?;
    let length: usize = parts.next()?.parse().ok()?;
    let hash = u64::from_str_radix(parts.next()?, 16).ok()?;
    if parts.next().is_some() || length > MAX_RECORD {
        return None;
    }
    let body = bytes.get(end + 1..end + 1 + length)?;
    if bytes.get(end + 1 + length) != Some(&b'\n') || record_hash(number, body) != hash {
        return None;
    }
    let saved = std::str::from_utf8(body).ok()?;
    Some((number, saved, &bytes[end + 2 + length..]))
}

/// The newest whole record in `data_dir`'s journal, if any. A journal file that cannot be read counts as
/// empty: the save file is then the game.
pub fn newest(data_dir: &Path) -> Option<String> {
    let contents: Vec<Vec<u8>> = paths(data_dir)
        .iter()
        .filter_map(|path| {
            files::read_regular(path, MAX_RECORD as u64 * 4)
                .ok()
                .flatten()
        })
        .collect();
    contents
        .iter()
        .flat_map(|bytes| records(bytes))
        .max_by_key(|(number, _)| *number)
        .map(|(_, saved)| saved.to_string())
}

/// Puts the journal's newest record, if any, in the save file at `save` (durably) and then empties the
/// journal, so that the save file alone is the game. Only the sayzee that may write calls this, at start.
///
/// # Errors
/// The save file or a journal file could not be written: the journal is then left as it was, and still
/// holds the game.
pub fn fold_into(data_dir: &Path, save: &Path) -> io::Result<()> {
    if let Some(saved) = newest(data_dir) {
        files::write_atomically(save, saved.as_bytes())?;
    }
    for path in paths(data_dir) {
        match OpenOptions::new().write(true).open(&path) {
            // Most starts find the journal empty (the last session ended as usual): no sync for nothing.
            Ok(file) if file.metadata()?.len() == 0 => {}
            Ok(file) => empty(&file)?,
            Err(error) if error.kind() == io::ErrorKind::NotFound => {}
            Err(error) => return Err(error),
        }
    }
    Ok(())
}

/// Empties a journal file, durably.
fn empty(file: &File) -> io::Result<()> {
    file.set_len(0)?;
    file.sync_all()
}

/// The journal files held open while a game is played.
#[derive(Debug)]
pub struct Journal {
    files: [Arc<File>; 2],
    paths: [PathBuf; 2],
    /// The file records go to now.
    current: usize,
    /// The number of the last record written.
    number: u64,
    /// How long the current file is in whole records: an append that fails half-way is cut back to it.
    length: u64,
    /// Where the other file stands ([`EMPTY`], [`EMPTYING`] or [`FAILED`]), set by the flushing thread.
    other: Arc<AtomicU8>,
}

/// The file the game has just left, for the flushing thread to empty once the save file holds the game.
#[derive(Debug)]
pub struct Retired {
    file: Arc<File>,
    state: Arc<AtomicU8>,
}

impl Retired {
    /// Empties the file: the save file now holds all it held.
    pub fn empty(self) {
        let state = if empty(&self.file).is_ok() {
            EMPTY
        } else {
            FAILED
        };
        self.state.store(state, Ordering::Release);
    }

    /// The save file could not be written: the file keeps its records, and is emptied at a later turn.
    pub fn keep(self) {
        self.state.store(FAILED, Ordering::Release);
    }
}

impl Journal {
    /// Opens (making them if needed) the journal files in `data_dir`, which must be empty: the journal was
    /// folded into the save file at start.
    ///
    /// # Errors
    /// A file could not be opened, or holds records (a fold that failed): the game is then saved without a
    /// journal.
    pub fn open(data_dir: &Path) -> io::Result<Journal> {
        let paths = paths(data_dir);
        let mut files = Vec::with_capacity(2);
        for path in &paths {
            // Written at known places rather than in append mode: Windows lets a file opened to append grow but
            // not be cut back.
            let mut file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(path)?;
            let mut first = [0u8; 1];
            if file.read(&mut first)? != 0 {
                return Err(io::Error::other("the journal still holds records"));
            }
            files.push(Arc::new(file));
        }
        let [first, second]: [Arc<File>; 2] = files.try_into().expect("two files");
        Ok(Journal {
            files: [first, second],
            paths,
            current: 0,
            number: 0,
            length: 0,
            other: Arc::new(AtomicU8::new(EMPTY)),
        })
    }

    /// Appends `saved` as the newest record. Returns once it is in the operating system's hands.
    ///
    /// # Errors
    /// The write failed (a full disk): what was written of the record is cut off again, so the records
    /// before it stay readable.
    pub fn append(&mut self, saved: &str) -> io::Result<()> {
        let number = self.number + 1;
        let bytes = record(number, saved);
        let file = &*self.files[self.current];
        match files::write_all_at(file, &bytes, self.length) {
            Ok(()) => {
                self.number = number;
                self.length += bytes.len() as u64;
                Ok(())
            }
            Err(error) => {
                let _ = file.set_len(self.length);
                Err(error)
            }
        }
    }

    /// How long the file records go to now is.
    pub fn current_length(&self) -> u64 {
        self.length
    }

    /// The file records go to now (for the flushing thread).
    pub fn path(&self) -> &Path {
        &self.paths[self.current]
    }

    /// Whether the other file is empty, so that the game can go on in it.
    pub fn can_switch(&self) -> bool {
        self.other.load(Ordering::Acquire) == EMPTY
    }

    /// Whether emptying the other file failed (its records are older than the save file once that is
    /// written again).
    pub fn other_failed(&self) -> bool {
        self.other.load(Ordering::Acquire) == FAILED
    }

    /// Goes on in the other file (see [`Journal::can_switch`]), with `saved` as its first record, and returns
    /// the file left, for the flushing thread to empty once the save file holds `saved`.
    ///
    /// # Errors
    /// The record could not be written; nothing changed then.
    pub fn switch_with(&mut self, saved: &str) -> io::Result<Retired> {
        let left = self.current;
        let length = self.length;
        self.current = 1 - left;
        self.length = 0;
        if let Err(error) = self.append(saved) {
            self.current = left;
            self.length = length;
            return Err(error);
        }
        self.other.store(EMPTYING, Ordering::Release);
        Ok(self.retired(left))
    }

    /// The other file, whose emptying failed before, to be emptied again once the save file is written.
    pub fn retry_other(&mut self) -> Retired {
        self.other.store(EMPTYING, Ordering::Release);
        self.retired(1 - self.current)
    }

    fn retired(&self, index: usize) -> Retired {
        Retired {
            file: Arc::clone(&self.files[index]),
            state: Arc::clone(&self.other),
        }
    }

    /// Empties both files (the save file holds the game, or the game was counted and its save removed), and
    /// starts again in the first.
    ///
    /// # Errors
    /// A file could not be emptied.
    pub fn clear(&mut self) -> io::Result<()> {
        for file in &self.files {
            empty(file)?;
        }
        self.current = 0;
        self.length = 0;
        self.other.store(EMPTY, Ordering::Release);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_whole_record_of_either_file_is_the_game() {
        let dir = tempfile::tempdir().unwrap();
        let mut journal = Journal::open(dir.path()).unwrap();
        assert_eq!(newest(dir.path()), None);
        journal.append("one").unwrap();
        journal.append("two").unwrap();
        assert_eq!(newest(dir.path()).as_deref(), Some("two"));
        assert!(journal.can_switch());
        let retired = journal.switch_with("three").unwrap();
        assert!(!journal.can_switch());
        assert_eq!(newest(dir.path()).as_deref(), Some("three"));
        journal.append("four").unwrap();
        retired.empty();
        assert!(journal.can_switch());
        assert_eq!(newest(dir.path()).as_deref(), Some("four"));
        // The game goes back to the first file, emptied: its old records are gone, the new ones newest.
        let _ = journal.switch_with("five").unwrap();
        assert_eq!(newest(dir.path()).as_deref(), Some("five"));
        assert_eq!(
            fs::read_to_string(dir.path().join(FILE_NAMES[0]))
                .unwrap()
                .matches(MAGIC)
                .count(),
            1
        );
    }

    #[test]
    fn a_record_cut_short_or_spoiled_is_passed_over_and_the_one_before_it_is_the_game() {
        let dir = tempfile::tempdir().unwrap();
        let mut journal = Journal::open(dir.path()).unwrap();
        journal.append("{\"format\": 1}").unwrap();
        journal.append("{\"format\": 2}").unwrap();
        let path = dir.path().join(FILE_NAMES[0]);
        let whole = fs::read(&path).unwrap();
        for cut in 1..whole.len() - record(1, "{\"format\": 1}").len() {
            fs::write(&path, &whole[..whole.len() - cut]).unwrap();
            assert_eq!(
                newest(dir.path()).as_deref(),
                Some("{\"format\": 1}"),
                "{cut}"
            );
        }
        let mut spoiled = whole.clone();
        let last = spoiled.len() - 3;
        spoiled[last] ^= 1;
        fs::write(&path, &spoiled).unwrap();
        assert_eq!(newest(dir.path()).as_deref(), Some("{\"format\": 1}"));
        fs::write(&path, b"not a journal at all").unwrap();
        assert_eq!(newest(dir.path()), None);
    }

    #[test]
    fn folding_puts_the_newest_record_in_the_save_file_and_empties_the_journal() {
        let dir = tempfile::tempdir().unwrap();
        let save = dir.path().join("save.json");
        fs::write(&save, "old").unwrap();
        fold_into(dir.path(), &save).unwrap();
        assert_eq!(
            fs::read_to_string(&save).unwrap(),
            "old",
            "no journal: the save is the game"
        );
        let mut journal = Journal::open(dir.path()).unwrap();
        journal.append("new").unwrap();
        drop(journal);
        assert!(Journal::open(dir.path()).is_err(), "records not folded yet");
        fold_into(dir.path(), &save).unwrap();
        assert_eq!(fs::read_to_string(&save).unwrap(), "new");
        assert_eq!(newest(dir.path()), None);
        assert!(Journal::open(dir.path()).is_ok());
    }
}
