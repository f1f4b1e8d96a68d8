//! One setting changed in the settings file while the game runs (the speech rate, the cue volume, the language), with the
//! rest of the file kept exactly as the player wrote it: other values, comments and their order.
//!
//! A file that is not TOML is never overwritten (at start it was reported and moved aside, or it appeared
//! since); the change is then kept for this game only and the caller says so.

use std::io;
use std::path::Path;

use toml_edit::{DocumentMut, Item, Table, value};

use super::files::{self, MAX_FILE_BYTES};

/// Sets `key` in the `[section]` table of the settings file at `path` (at the top of the file when `section` is
/// none) to `number`, creating the file or the table if needed.
///
/// # Errors
/// An I/O error, or [`io::ErrorKind::InvalidData`] when the file is not TOML or `[section]` is not a table;
/// the file is then unchanged.
pub fn set_number(path: &Path, section: Option<&str>, key: &str, number: i64) -> io::Result<()> {
    set(path, section, key, number.into())
}

/// As [`set_number`], for a text value.
///
/// # Errors
/// As [`set_number`].
pub fn set_text(path: &Path, section: Option<&str>, key: &str, text: &str) -> io::Result<()> {
    set(path, section, key, text.into())
}

fn set(path: &Path, section: Option<&str>, key: &str, new: toml_edit::Value) -> io::Result<()> {
    let text = match files::read_regular(path, MAX_FILE_BYTES) {
        Ok(Some(bytes)) => String::from_utf8(bytes).map_err(invalid)?,
        Ok(None) => String::new(),
        Err(problem) => return Err(io::Error::other(format!("{problem:?}"))),
    };
    let mut document: DocumentMut = text.parse().map_err(invalid)?;
    let table = match section {
        Some(section) => document
            .entry(section)
            .or_insert_with(|| Item::Table(Table::new()))
            .as_table_like_mut()
            .ok_or_else(|| invalid(format!("[{section}] is not a table")))?,
        None => document.as_table_mut(),
    };
    match table.get_mut(key).and_then(Item::as_value_mut) {
        // In place, so the comment above the key and the one after the value stay.
        Some(old) => {
            let decor = old.decor().clone();
            *old = new;
            *old.decor_mut() = decor;
        }
        None => {
            table.insert(key, value(new));
        }
    }
    files::replace(path, document.to_string().as_bytes())
}

fn invalid(error: impl ToString) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_is_set_at_the_top_before_every_section() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.toml");
        std::fs::write(
            &path,
            "# mine
[speech]
rate = 10
",
        )
        .unwrap();
        set_text(&path, None, "language", "de").unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(text, "language = \"de\"\n# mine\n[speech]\nrate = 10\n");
        set_text(&path, None, "language", "sv").unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.starts_with("language = \"sv\""), "{text}");
    }

    #[test]
    fn a_value_changes_and_everything_else_the_player_wrote_stays() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.toml");
        let written = "# my settings\nlanguage = \"fr\"\n\n[speech]\n# a bit faster\nrate = 10\nbackend = \"auto\"\n";
        std::fs::write(&path, written).unwrap();
        set_number(&path, Some("speech"), "rate", 30).unwrap();
        set_number(&path, Some("sound"), "volume", 60).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(
            text,
            "# my settings\nlanguage = \"fr\"\n\n[speech]\n# a bit faster\nrate = 30\nbackend = \"auto\"\n\n[sound]\nvolume = 60\n"
        );
    }

    #[test]
    fn a_missing_file_is_made_and_a_file_that_is_not_toml_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config").join("settings.toml");
        set_number(&path, Some("speech"), "rate", -20).unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "[speech]\nrate = -20\n"
        );
        std::fs::write(&path, "rate = = 3").unwrap();
        let error = set_number(&path, Some("speech"), "rate", 5).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::InvalidData);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "rate = = 3");
        std::fs::write(&path, "speech = 3\n").unwrap();
        assert!(set_number(&path, Some("speech"), "rate", 5).is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "speech = 3\n");
    }
}
