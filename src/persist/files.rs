//! The player's own files (settings, saved game, statistics): where they live, how they are read without
//! trusting them, written so that a crash never leaves half of one, and moved aside (never deleted) when
//! they cannot be used.
//!
//! Every reader goes through [`load`]: a file larger than [`MAX_FILE_BYTES`], not UTF-8, refused by the
//! caller's parser or from a newer sayzee is renamed to `<name>.damaged-<UTC timestamp>` beside itself, and
//! the caller learns why ([`Problem`]) and where the file went, so the player can be told.

use std::fs::{self, File};
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
    /// A settings file naming a setting this build does not know.
    UnknownSetting(String),
    /// Written by a newer sayzee, in this format.
    Newer(u32),
    /// The file exists but could not be read (permissions, a directory in its place).
    Unreadable,
}

/// What reading one file gave.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded<T> {
    /// No file: a first run.
    Missing,
    Read(T),
    /// The file could not be used. `moved_to` is where it went; `None` if it could not be moved either.
    Refused {
        problem: Problem,
        moved_to: Option<PathBuf>,
    },
}

/// Reads `path` with `parse`, moving the file aside when it cannot be used.
pub fn load<T>(path: &Path, parse: impl FnOnce(&str) -> Result<T, Problem>) -> Loaded<T> {
    let problem = match read_bounded(path) {
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
    Loaded::Refused {
        problem,
        moved_to: move_aside(path).ok(),
    }
}

/// The bytes of `path`, `None` if it does not exist.
fn read_bounded(path: &Path) -> Result<Option<Vec<u8>>, Problem> {
    let file = match File::open(path) {
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
    let mut bytes = Vec::new();
    // One byte more than allowed tells an oversized file apart without reading all of it.
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|_| Problem::Unreadable)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Problem::Oversized);
    }
    Ok(Some(bytes))
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

/// Writes `contents` to `path` atomically: a temporary file in the same directory, written and synced, then
/// renamed over `path`, and the directory synced so the rename itself survives a power cut. A crash at any
/// point leaves the old file or the new one, never a mix. Creates the directory if needed.
///
/// # Errors
/// Any I/O error; the old file, if any, is then unchanged.
pub fn write_atomically(path: &Path, contents: &[u8]) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let mut temp = tempfile::Builder::new()
        .prefix(".sayzee-")
        .suffix(".tmp")
        .tempfile_in(dir)?;
    temp.write_all(contents)?;
    temp.as_file().sync_all()?;
    temp.persist(path).map_err(|e| e.error)?;
    sync_dir(dir);
    Ok(())
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
        } = load(&path, |_| Ok(()))
        else {
            panic!("an oversized file is refused");
        };
        assert_eq!(fs::read(moved).unwrap(), big);
        fs::write(&path, [0xff, 0xfe, 0x00]).unwrap();
        assert!(matches!(
            load(&path, |_| Ok(())),
            Loaded::Refused {
                problem: Problem::Damaged(_),
                moved_to: Some(_)
            }
        ));
        assert_eq!(load(&path, |_| Ok(())), Loaded::Missing);
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
}
