//! The seats a player holds at network tables, kept in the data directory (`network-seats.json`) so that
//! `sayzee join` can offer to take them back after a lost connection or a closed window. One entry per server
//! address; the token in it is the seat, so the file stays in the player's own data directory.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::persist::files;

/// The file's name in the data directory.
pub const FILE_NAME: &str = "network-seats.json";

/// A file larger than this is not one of ours.
const MAX_FILE: u64 = 256 * 1024;

/// Seats held at one server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeldPlace {
    pub table: String,
    pub token: String,
    /// The names of the people at this keyboard, to say what would be taken back.
    pub names: Vec<String>,
}

/// The book of held seats; without a data directory, nothing is kept.
#[derive(Clone, Debug)]
pub struct SeatBook {
    path: Option<PathBuf>,
}

impl SeatBook {
    pub fn new(data_dir: Option<&Path>) -> SeatBook {
        SeatBook {
            path: data_dir.map(|dir| dir.join(FILE_NAME)),
        }
    }

    fn read(&self) -> BTreeMap<String, HeldPlace> {
        self.path
            .as_deref()
            .and_then(|path| files::read_regular(path, MAX_FILE).ok().flatten())
            .and_then(|bytes| serde_json::from_slice(&bytes).ok())
            .unwrap_or_default()
    }

    fn write(&self, book: &BTreeMap<String, HeldPlace>) {
        if let Some(path) = &self.path {
            let json = serde_json::to_vec_pretty(book).expect("the seat book always serializes");
            // Losing the book loses only the offer to rejoin; the game goes on either way.
            let _ = files::write_atomically(path, &json);
        }
    }

    /// The seats held at the server at `address`, if any.
    pub fn held(&self, address: &str) -> Option<HeldPlace> {
        self.read().remove(address)
    }

    /// Remembers the seats held at `address`.
    pub fn keep(&self, address: &str, place: HeldPlace) {
        let mut book = self.read();
        if book.get(address) != Some(&place) {
            book.insert(address.to_string(), place);
            self.write(&book);
        }
    }

    /// Forgets the seats at `address` (the game is over, or the server no longer knows them).
    pub fn forget(&self, address: &str) {
        let mut book = self.read();
        if book.remove(address).is_some() {
            self.write(&book);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_are_kept_per_server_and_forgotten() {
        let dir = tempfile::tempdir().unwrap();
        let book = SeatBook::new(Some(dir.path()));
        let place = HeldPlace {
            table: "Kitchen".into(),
            token: "abc".into(),
            names: vec!["Ann".into()],
        };
        book.keep("127.0.0.1:7419", place.clone());
        assert_eq!(book.held("127.0.0.1:7419"), Some(place));
        assert_eq!(book.held("example.org:7419"), None);
        book.forget("127.0.0.1:7419");
        assert_eq!(book.held("127.0.0.1:7419"), None);
    }

    #[test]
    fn a_damaged_book_offers_nothing() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(FILE_NAME), b"{not json").unwrap();
        assert_eq!(SeatBook::new(Some(dir.path())).held("x:1"), None);
    }
}
