//! The player's own files (settings, saved game, statistics): where they live, how they are read without
//! trusting them, written so that a crash never leaves half of one, and moved aside (never deleted) when
//! they cannot be used.
//!
//! Every reader goes through [`load`]: only a regular file is read (opened without blocking, its kind checked
//! before reading), and at most [`MAX_FILE_BYTES`]. A file that was read and refused (too large, not UTF-8,
//! refused by the caller's parser, from a newer sayzee) is renamed to `<name>.damaged-<UTC timestamp>` beside
//! itself; one that could not be read, or is not a file, is left as it is. The caller learns why
//! ([`Problem`]) and where the file went, so the player can be told.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// No settings, save or statistics file of sayzee comes near this; anything larger is not ours.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;
/// The environment variable that overrides the settings directory.
pub const CONFIG_DIR_VARIABLE: &str = "SAYZEE_CONFIG_DIR";
/// The environment variable that overrides the directory of the saved game and statistics.
pub const DATA_DIR_VARIABLE: &str = "SAYZEE_DATA_DIR";

/// The settings directory: `explicit` if given, else `SAYZEE_CONFIG_DIR`, else the platform's.
pub fn config_dir(explicit: Option<&Path>) -> Option<PathBuf> {
    resolve(explicit, CONFIG_DIR_VARIABLE, |dirs| dirs.config_dir())
}

/// The directory of the saved game and statistics: `explicit`, else `SAYZEE_DATA_DIR`, else the platform's.
pub fn data_dir(explicit: Option<&Path>) -> Option<PathBuf> {
    resolve(explicit, DATA_DIR_VARIABLE, |dirs| dirs.data_dir())
}

fn resolve(
    explicit: Option<&Path>,
    variable: &str,
    platform: impl Fn(&directories::ProjectDirs) -> &Path,
) -> Option<PathBuf> {
    if let Some(dir) = explicit {
        return Some(dir.to_path_buf());
    }
    if let Some(dir) = std::env::var_os(variable).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "sayzee").map(|dirs| platform(&dirs).to_path_buf())
}

/// Why a file could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Larger than [`MAX_FILE_BYTES`].
    Oversized,
    /// Not text, truncated, not sayzee's, or inconsistent; the detail is for reports, not players.
    Damaged(String),
    /// Written by a newer sayzee, in this format.
    Newer(u32),
    /// The file exists but could not be read (permissions).
    Unreadable,
    /// Something other than a regular file has the name: a FIFO, a device, a folder.
    NotAFile,
}

impl Problem {
    /// Whether the file's contents were read and refused, so moving it aside keeps something worth keeping
    /// out of the way. A file that could not be read, or is not a file, is never renamed: nobody knows what
    /// it holds.
    pub fn was_read(&self) -> bool {
        matches!(
            self,
            Problem::Oversized | Problem::Damaged(_) | Problem::Newer(_)
        )
    }
}

/// What reading one file gave.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded<T> {
    /// No file: a first run.
    Missing,
    Read(T),
    /// The file could not be used. `moved_to` is where it went; `None` if it was left where it is (not
    /// read, or the rename failed).
    Refused {
        problem: Problem,
        moved_to: Option<PathBuf>,
    },
}

/// Whether files that cannot be used may be moved aside: only by the sayzee that holds the data lock, so a
/// second one never changes the first one's files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aside {
    Move,
    Leave,
}

/// Reads `path` with `parse`, moving a file whose contents were refused aside (when `aside` allows it).
pub fn load<T>(
    path: &Path,
    aside: Aside,
    parse: impl FnOnce(&str) -> Result<T, Problem>,
) -> Loaded<T> {
    let problem = match read_regular(path, MAX_FILE_BYTES) {
        Ok(None) => return Loaded::Missing,
        Ok(Some(bytes)) => match String::from_utf8(bytes) {
            Ok(text) => match parse(&text) {
                Ok(value) => return Loaded::Read(value),
                Err(problem) => problem,
            },
            Err(_) => Problem::Damaged("not UTF-8 text".into()),
        },
        Err(problem) => problem,
    };
    let moved_to = if problem.was_read() && aside == Aside::Move {
        move_aside(path).ok()
    } else {
        None
    };
    Loaded::Refused { problem, moved_to }
}

/// The bytes of the regular file at `path`, at most `limit` of them; `None` if it does not exist.
///
/// The file is opened without blocking (a FIFO with no writer would otherwise wait forever) and its kind
/// is checked on the opened handle before a byte is read, so a device (`/dev/zero`, a terminal) or a pipe
/// is refused, not read.
///
/// # Errors
/// [`Problem::NotAFile`], [`Problem::Unreadable`], or [`Problem::Oversized`] past `limit` bytes.
pub fn read_regular(path: &Path, limit: u64) -> Result<Option<Vec<u8>>, Problem> {
    let Some(file) = open_regular(path)? else {
        return Ok(None);
    };
    let mut bytes = Vec::new();
    // One byte more than allowed tells an oversized file apart without reading all of it.
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|_| Problem::Unreadable)?;
    if bytes.len() as u64 > limit {
        return Err(Problem::Oversized);
    }
    Ok(Some(bytes))
}

/// The regular file at `path`, opened for reading as [`read_regular`] opens it, for a caller that reads it a
/// piece at a time; `None` if it does not exist.
///
/// # Errors
/// [`Problem::NotAFile`] or [`Problem::Unreadable`].
pub fn open_regular(path: &Path) -> Result<Option<File>, Problem> {
    let file = match open_without_blocking(path) {
        Ok(file) => file,
        // A file where a directory should be means there is no such file, as much as a missing one.
        Err(error)
            if matches!(
                error.kind(),
                io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
            ) =>
        {
            return Ok(None);
        }
        Err(_) => return Err(Problem::Unreadable),
    };
    let metadata = file.metadata().map_err(|_| Problem::Unreadable)?;
    if !metadata.is_file() {
        return Err(Problem::NotAFile);
    }
    Ok(Some(file))
}

/// Opens `path` for reading without waiting: on Unix with `O_NONBLOCK` (a FIFO opens at once instead of
/// waiting for a writer; regular files ignore the flag) and `O_NOCTTY` (a terminal never becomes ours).
fn open_without_blocking(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    options.open(path)
}

/// Whether `path` is there but cannot be read (permissions): sayzee must not write over what it cannot see.
pub fn exists_unreadable(path: &Path) -> bool {
    matches!(open_without_blocking(path), Err(error) if error.kind() == io::ErrorKind::PermissionDenied)
}

/// The prefix and suffix of the temporary files [`write_atomically`] writes before renaming them.
const TEMP_PREFIX: &str = ".sayzee-";
const TEMP_SUFFIX: &str = ".tmp";

/// Removes the temporary files a write killed half-way left in `dir`: only regular files named as
/// [`write_atomically`] names them, and last written at least `age` ago. Only a sayzee that knows no other
/// one writes there may give a zero `age` (the data directory's lock holder); in a directory others may share
/// (the table cache), `age` spares a write under way. Returns how many were removed.
pub fn remove_leftover_temporaries(dir: &Path, age: std::time::Duration) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let ours = name.starts_with(TEMP_PREFIX) && name.ends_with(TEMP_SUFFIX);
        // `file_type` does not follow symbolic links: a link with our name is left alone.
        let old_enough = || {
            entry
                .metadata()
                .and_then(|m| m.modified())
                .is_ok_and(|written| written.elapsed().is_ok_and(|elapsed| elapsed >= age))
        };
        if ours
            && entry.file_type().is_ok_and(|kind| kind.is_file())
            && (age.is_zero() || old_enough())
            && fs::remove_file(entry.path()).is_ok()
        {
            removed += 1;
        }
    }
    removed
}

/// Renames `path` to `<name>.damaged-<UTC timestamp>` in the same directory (with `-2`, `-3`... if that
/// name is taken), and returns the new path. The file is never deleted.
///
/// # Errors
/// The rename's error; the file is then where it was.
pub fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stamp = utc_timestamp(SystemTime::now());
    let mut n = 1;
    loop {
        let suffix = if n == 1 {
            String::new()
        } else {
            format!("-{n}")
        };
        let target = path.with_file_name(format!("{name}.damaged-{stamp}{suffix}"));
        if !target.exists() {
            fs::rename(path, &target)?;
            return Ok(target);
        }
        n += 1;
    }
}

/// Makes `path` (a directory or a file) readable and writable by its owner alone, as files that hold secrets
/// (seat tokens, dice seeds) must be; on systems without Unix permissions, nothing.
///
/// # Errors
/// The permissions cannot be changed.
pub fn make_private(path: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = if fs::metadata(path)?.is_dir() {
            0o700
        } else {
            0o600
        };
        fs::set_permissions(path, fs::Permissions::from_mode(mode))?;
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}

/// Writes `contents` to `path` atomically: a temporary file in the same directory, written and synced, then
/// renamed over `path`, and the directory synced so the rename itself survives a power cut. A crash at any
/// point leaves the old file or the new one, never a mix. Creates the directory if needed.
///
/// # Errors
/// Any I/O error; the old file, if any, is then unchanged.
pub fn write_atomically(path: &Path, contents: &[u8]) -> io::Result<()> {
    write_then_rename(path, |file| file.write_all(contents), true)
}

/// [`write_atomically`] for contents too large to hold at once: `write` writes them, piece by piece, to the
/// temporary file that then replaces `path`.
///
/// # Errors
/// Any I/O error, `write`'s included; the old file, if any, is then unchanged.
pub fn write_atomically_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    write_then_rename(path, write, true)
}

/// Replaces `path` with `contents` by write-then-rename, without waiting for the disk: a process killed at
/// any instant leaves the old file or the new one, whole. What only a power cut could undo is flushed later,
/// off the caller's path ([`crate::persist::flush`]).
///
/// # Errors
/// Any I/O error; the old file is then untouched.
pub fn replace(path: &Path, contents: &[u8]) -> io::Result<()> {
    write_then_rename(path, |file| file.write_all(contents), false)
}

/// A temporary `.sayzee-*.tmp` file in `path`'s directory (made if needed), written, then renamed over `path`;
/// `durable`: the file synced before the rename and the directory after it.
fn write_then_rename(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    durable: bool,
) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let mut temp = tempfile::Builder::new()
        .prefix(TEMP_PREFIX)
        .suffix(TEMP_SUFFIX)
        .tempfile_in(dir)?;
    {
        let mut buffered = io::BufWriter::new(temp.as_file_mut());
        write(&mut buffered)?;
        buffered.flush()?;
    }
    if durable {
        temp.as_file().sync_all()?;
    }
    persist_over(temp, path)?;
    if durable {
        sync_dir(dir);
    }
    Ok(())
}

/// How often, and how far apart, a replacement refused by Windows is tried again.
#[cfg(windows)]
const REPLACE_TRIES: u32 = 20;
#[cfg(windows)]
const REPLACE_PAUSE: std::time::Duration = std::time::Duration::from_millis(10);

/// Renames `temp` over `path`. Windows refuses to replace a file while another handle has it open (the flusher
/// syncing the previous save, a virus scanner, a backup), for as long as that lasts: there the rename is tried
/// again for up to [`REPLACE_TRIES`] × [`REPLACE_PAUSE`] before the save is given up as failed.
fn persist_over(temp: tempfile::NamedTempFile, path: &Path) -> io::Result<()> {
    #[cfg(windows)]
    {
        let mut temp = temp;
        for _ in 1..REPLACE_TRIES {
            match temp.persist(path) {
                Ok(_) => return Ok(()),
                Err(refused) => {
                    temp = refused.file;
                    std::thread::sleep(REPLACE_PAUSE);
                }
            }
        }
        temp.persist(path).map(drop).map_err(|e| e.error)
    }
    #[cfg(not(windows))]
    {
        temp.persist(path).map(drop).map_err(|e| e.error)
    }
}

/// `values` as little-endian bytes, four a value: how the cache files keep numbers.
pub fn f32_le_bytes(values: &[f32]) -> Vec<u8> {
    values
        .iter()
        .flat_map(|value| value.to_le_bytes())
        .collect()
}

/// The values `bytes` hold as little-endian `f32`s, four bytes a value.
pub fn f32s_of_le_bytes(bytes: &[u8]) -> impl Iterator<Item = f32> + '_ {
    bytes
        .chunks_exact(4)
        .map(|raw| f32::from_le_bytes(raw.try_into().expect("four bytes")))
}

/// Writes all of `bytes` at `offset` in `file`, wherever the file's own position is.
///
/// # Errors
/// Any I/O error; part of `bytes` may have been written then.
pub fn write_all_at(file: &File, bytes: &[u8], offset: u64) -> io::Result<()> {
    #[cfg(unix)]
    {
        std::os::unix::fs::FileExt::write_all_at(file, bytes, offset)
    }
    #[cfg(windows)]
    {
        let (mut bytes, mut offset) = (bytes, offset);
        while !bytes.is_empty() {
            match std::os::windows::fs::FileExt::seek_write(file, bytes, offset)? {
                0 => return Err(io::ErrorKind::WriteZero.into()),
                written => {
                    bytes = &bytes[written..];
                    offset += written as u64;
                }
            }
        }
        Ok(())
    }
}

/// Reads exactly `into.len()` bytes at `offset` in `file`, wherever the file's own position is.
///
/// # Errors
/// Any I/O error, or the file ending first.
pub fn read_exact_at(file: &File, into: &mut [u8], offset: u64) -> io::Result<()> {
    #[cfg(unix)]
    {
        std::os::unix::fs::FileExt::read_exact_at(file, into, offset)
    }
    #[cfg(windows)]
    {
        let (mut into, mut offset) = (into, offset);
        while !into.is_empty() {
            match std::os::windows::fs::FileExt::seek_read(file, into, offset)? {
                0 => return Err(io::ErrorKind::UnexpectedEof.into()),
                read => {
                    into = &mut into[read..];
                    offset += read as u64;
                }
            }
        }
        Ok(())
    }
}

/// Removes `path` durably; a missing file is not an error.
///
/// # Errors
/// Any other I/O error.
pub fn remove(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Ok(()) => {}
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(error) => return Err(error),
    }
    if let Some(dir) = path.parent() {
        sync_dir(dir);
    }
    Ok(())
}

/// Syncs a directory's entries where the platform can (Unix); elsewhere opening a directory fails and the
/// rename is as durable as the platform makes it.
fn sync_dir(dir: &Path) {
    if let Ok(directory) = File::open(dir) {
        let _ = directory.sync_all();
    }
}

/// `20261120T101500`: the UTC date and time, second precision, sortable and safe in file names.
pub fn utc_timestamp(time: SystemTime) -> String {
    let seconds = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let days = (seconds / 86_400) as i64;
    let of_day = seconds % 86_400;
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}{month:02}{day:02}T{:02}{:02}{:02}",
        of_day / 3600,
        of_day / 60 % 60,
        of_day % 60
    )
}

/// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * month_index + 2) / 5 + 1) as u32;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn timestamps_are_utc_calendar_dates() {
        assert_eq!(utc_timestamp(UNIX_EPOCH), "19700101T000000");
        // 2026-11-20 10:15:00 UTC.
        let time = UNIX_EPOCH + Duration::from_secs(1_795_169_700);
        assert_eq!(utc_timestamp(time), "20261120T101500");
        // A leap day.
        let leap = UNIX_EPOCH + Duration::from_secs(951_782_400);
        assert_eq!(utc_timestamp(leap), "20000229T000000");
    }

    #[test]
    fn a_file_moved_aside_keeps_its_bytes_and_never_overwrites_another() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("save.json");
        fs::write(&path, "first").unwrap();
        let first = move_aside(&path).unwrap();
        fs::write(&path, "second").unwrap();
        let second = move_aside(&path).unwrap();
        assert_ne!(first, second);
        assert!(!path.exists());
        assert_eq!(fs::read_to_string(first).unwrap(), "first");
        assert_eq!(fs::read_to_string(&second).unwrap(), "second");
        let name = second.file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with("save.json.damaged-"), "{name}");
    }

    #[test]
    fn oversized_and_non_utf8_files_are_refused_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("stats.json");
        let big = vec![b' '; MAX_FILE_BYTES as usize + 1];
        fs::write(&path, &big).unwrap();
        let Loaded::Refused {
            problem: Problem::Oversized,
            moved_to: Some(moved),
        } = load(&path, Aside::Move, |_| Ok(()))
        else {
            panic!("an oversized file is refused");
        };
        assert_eq!(fs::read(moved).unwrap(), big);
        fs::write(&path, [0xff, 0xfe, 0x00]).unwrap();
        assert!(matches!(
            load(&path, Aside::Move, |_| Ok(())),
            Loaded::Refused {
                problem: Problem::Damaged(_),
                moved_to: Some(_)
            }
        ));
        assert_eq!(load(&path, Aside::Move, |_| Ok(())), Loaded::Missing);
    }

    #[test]
    fn atomic_writes_replace_the_file_and_leave_no_temporary_behind() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nested").join("save.json");
        write_atomically(&path, b"one").unwrap();
        write_atomically(&path, b"two").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "two");
        let names: Vec<_> = fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("save.json")]);
        remove(&path).unwrap();
        remove(&path).unwrap();
        assert!(!path.exists());
    }

    #[test]
    fn a_file_that_could_not_be_read_or_is_no_file_is_left_where_it_is() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("save.json");
        fs::create_dir(&path).unwrap();
        assert_eq!(
            load(&path, Aside::Move, |_| Ok(())),
            Loaded::Refused {
                problem: Problem::NotAFile,
                moved_to: None
            }
        );
        assert!(path.is_dir(), "a folder with the file's name stays");
    }

    #[test]
    fn a_damaged_file_is_left_in_place_when_moving_is_not_allowed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("statistics.json");
        fs::write(&path, "garbage").unwrap();
        let refused = load(&path, Aside::Leave, |_| -> Result<(), Problem> {
            Err(Problem::Damaged("no".into()))
        });
        assert!(matches!(refused, Loaded::Refused { moved_to: None, .. }));
        assert_eq!(fs::read_to_string(&path).unwrap(), "garbage");
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_or_a_device_is_refused_at_once_without_reading_it() {
        use std::os::unix::fs::symlink;
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("save.json");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        // Opening a FIFO with no writer would wait forever; the answer comes at once.
        let (sender, receiver) = std::sync::mpsc::channel();
        let reader = fifo.clone();
        std::thread::spawn(move || sender.send(read_regular(&reader, 100)).unwrap());
        let answer = receiver
            .recv_timeout(std::time::Duration::from_secs(10))
            .expect("a FIFO does not hang the reader");
        assert_eq!(answer, Err(Problem::NotAFile));
        let zero = dir.path().join("statistics.json");
        symlink("/dev/zero", &zero).unwrap();
        assert_eq!(read_regular(&zero, MAX_FILE_BYTES), Err(Problem::NotAFile));
        assert_eq!(
            load(&zero, Aside::Move, |_| Ok(())),
            Loaded::Refused {
                problem: Problem::NotAFile,
                moved_to: None
            }
        );
        assert!(fs::symlink_metadata(&zero).is_ok(), "the link stays");
        use std::os::unix::fs::FileTypeExt;
        assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
    }

    #[test]
    fn only_sayzees_own_temporary_files_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        let keep = [
            "save.json",
            ".sayzee-notes.txt",
            "other.tmp",
            "sayzee-x.tmp",
        ];
        for name in keep {
            fs::write(dir.path().join(name), name).unwrap();
        }
        fs::write(dir.path().join(".sayzee-AbC123.tmp"), "half").unwrap();
        fs::write(dir.path().join(".sayzee-zz.tmp"), "half").unwrap();
        fs::create_dir(dir.path().join(".sayzee-dir.tmp")).unwrap();
        assert_eq!(
            remove_leftover_temporaries(dir.path(), std::time::Duration::from_secs(3600)),
            0,
            "none is an hour old"
        );
        assert_eq!(
            remove_leftover_temporaries(dir.path(), std::time::Duration::ZERO),
            2
        );
        let mut left: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        let mut expected: Vec<_> = keep.iter().map(|n| n.to_string()).collect();
        expected.push(".sayzee-dir.tmp".into());
        expected.sort();
        assert_eq!(left, expected);
    }
}
