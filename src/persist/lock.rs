//! The data directory's lock: one sayzee at a time writes the saved game and the statistics.
//!
//! An OS advisory lock (`flock` on Unix, `LockFileEx` on Windows, through `fs4`) on `sayzee.lock` in the data
//! directory, taken at start and held as long as the process lives. The OS releases it when the process ends
//! in any way, a kill included, so a crash never leaves a stale lock behind. The file's contents mean nothing;
//! only the lock on it does.

use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::Path;

/// The lock file's name in the data directory.
pub const FILE_NAME: &str = "sayzee.lock";

/// The data directory, held: while this value lives, no other sayzee writes there.
#[derive(Debug)]
pub struct DataLock {
    /// Held open for the lock; closing it (or the process ending) releases it.
    _file: File,
}

/// Why the lock was not taken.
#[derive(Debug)]
pub enum LockError {
    /// Another sayzee holds it.
    Busy,
    /// The lock file could not be made or locked (a read-only or missing directory): nobody can write
    /// there, so nothing needs guarding.
    Io(io::Error),
}

impl DataLock {
    /// Takes the lock on `dir` (created if needed), without waiting.
    ///
    /// # Errors
    /// [`LockError::Busy`] when another process holds it, else the I/O error.
    pub fn acquire(dir: &Path) -> Result<DataLock, LockError> {
        fs::create_dir_all(dir).map_err(LockError::Io)?;
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(dir.join(FILE_NAME))
            .map_err(LockError::Io)?;
        match fs4::fs_std::FileExt::try_lock_exclusive(&file) {
            Ok(true) => Ok(DataLock { _file: file }),
            Ok(false) => Err(LockError::Busy),
            Err(error) => Err(LockError::Io(error)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lock_on_the_same_directory_is_refused_until_the_first_is_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let first = DataLock::acquire(dir.path()).unwrap();
        assert!(matches!(
            DataLock::acquire(dir.path()),
            Err(LockError::Busy)
        ));
        drop(first);
        assert!(DataLock::acquire(dir.path()).is_ok());
    }
}
