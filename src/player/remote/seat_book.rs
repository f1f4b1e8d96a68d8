//! The seats a player holds at network tables, kept in the data directory (`network-seats.json`) so that
//! `sayzee join` can offer to take them back after a lost connection or a closed window. Kept per server (by the
//! id the server gives, so `localhost` and `127.0.0.1` are one server) and per table; the token in each is the
//! seat, so the file stays in the player's own data directory.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::kept_elsewhere::KeptElsewhere;
use super::login_book::LoginBook;
use crate::persist::files;
use crate::player::console::Screen;
pub use crate::player::wire::HeldPlace;

/// The file's name in the data directory.
pub const FILE_NAME: &str = "network-seats.json";

/// A file larger than this is not one of ours.
const MAX_FILE: u64 = 256 * 1024;

/// The book as saved: for each server (by the id it gives in its welcome), the seats held there.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Book {
    servers: BTreeMap<String, Vec<HeldPlace>>,
    /// The names this keyboard sat or watched under last, on any server: offered first the next time.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    names: Vec<String>,
}

/// The book of held seats; without a data directory, nothing is kept.
#[derive(Clone, Debug)]
pub struct SeatBook {
    path: Option<PathBuf>,
    /// For a seat played elsewhere (a browser): the book as kept there, and where each change goes back to.
    elsewhere: Option<KeptElsewhere>,
    /// The login tokens kept beside it: in the same data directory, or in the same browser.
    logins: LoginBook,
}

impl SeatBook {
    pub fn new(data_dir: Option<&Path>) -> SeatBook {
        SeatBook {
            path: data_dir.map(|dir| dir.join(FILE_NAME)),
            elsewhere: None,
            logins: LoginBook::new(data_dir),
        }
    }

    /// The books kept on `screen` (a browser), `seats` and `logins` as they were there: each change is handed
    /// back to it.
    pub fn elsewhere(seats: String, logins: String, screen: Arc<dyn Screen>) -> SeatBook {
        SeatBook {
            path: None,
            logins: LoginBook::elsewhere(logins, screen.clone()),
            elsewhere: Some(KeptElsewhere::new(seats, screen)),
        }
    }

    /// The login tokens kept beside this book: in the same data directory, or in the same browser.
    pub fn logins(&self) -> LoginBook {
        self.logins.clone()
    }

    /// The data directory the book is kept in (none when nothing may be kept).
    pub fn data_dir(&self) -> Option<&Path> {
        self.path.as_deref().and_then(Path::parent)
    }

    fn read(&self) -> Book {
        if let Some(elsewhere) = &self.elsewhere {
            return elsewhere.read(MAX_FILE);
        }
        self.path
            .as_deref()
            .and_then(|path| files::read_regular(path, MAX_FILE).ok().flatten())
            .and_then(|bytes| serde_json::from_slice(&bytes).ok())
            .unwrap_or_default()
    }

    fn write(&self, book: &Book) {
        if let Some(elsewhere) = &self.elsewhere {
            elsewhere.write(book, |screen, json| screen.seats_kept(json));
        }
        if let Some(path) = &self.path {
            let json = serde_json::to_vec_pretty(book).expect("the seat book always serializes");
            // Losing the book loses only the offer to rejoin; the game goes on either way.
            let _ = files::write_atomically(path, &json);
        }
    }

    /// The seats held at the server whose id is `server`, one per table.
    pub fn held(&self, server: &str) -> Vec<HeldPlace> {
        self.read().servers.remove(server).unwrap_or_default()
    }

    /// Remembers the seats held at a table of `server` (in place of any held there before).
    pub fn keep(&self, server: &str, place: HeldPlace) {
        let mut book = self.read();
        let places = book.servers.entry(server.to_string()).or_default();
        if places.contains(&place) {
            return;
        }
        places.retain(|held| held.table != place.table);
        places.push(place);
        self.write(&book);
    }

    /// The names this keyboard used last, in seat order (none kept yet: empty).
    pub fn last_names(&self) -> Vec<String> {
        self.read().names
    }

    /// Remembers `names` as the ones this keyboard used last.
    pub fn remember_names(&self, names: Vec<String>) {
        let mut book = self.read();
        if book.names != names {
            book.names = names;
            self.write(&book);
        }
    }

    /// Forgets the seats at `table` of `server` (the game is over, or the server no longer knows them).
    pub fn forget(&self, server: &str, table: &str) {
        let mut book = self.read();
        let Some(places) = book.servers.get_mut(server) else {
            return;
        };
        let before = places.len();
        places.retain(|held| held.table != table);
        if places.len() != before {
            if places.is_empty() {
                book.servers.remove(server);
            }
            self.write(&book);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(table: &str, token: &str) -> HeldPlace {
        HeldPlace {
            table: table.into(),
            token: token.into(),
            names: vec!["Ann".into()],
        }
    }

    #[test]
    fn seats_are_kept_per_server_and_table_and_forgotten_one_by_one() {
        let dir = tempfile::tempdir().unwrap();
        let book = SeatBook::new(Some(dir.path()));
        book.keep("server-a", place("Kitchen", "abc"));
        book.keep("server-a", place("Garden", "def"));
        book.keep("server-a", place("Kitchen", "ghi"));
        assert_eq!(
            book.held("server-a"),
            vec![place("Garden", "def"), place("Kitchen", "ghi")]
        );
        assert_eq!(book.held("server-b"), Vec::new());
        book.forget("server-a", "Kitchen");
        assert_eq!(book.held("server-a"), vec![place("Garden", "def")]);
        book.forget("server-a", "Garden");
        assert_eq!(book.held("server-a"), Vec::new());
    }

    #[test]
    fn the_names_used_last_are_kept_beside_the_seats() {
        let dir = tempfile::tempdir().unwrap();
        let book = SeatBook::new(Some(dir.path()));
        assert!(book.last_names().is_empty());
        book.keep("server-a", place("Kitchen", "abc"));
        book.remember_names(vec!["Sofía".into()]);
        book.forget("server-a", "Kitchen");
        assert_eq!(
            SeatBook::new(Some(dir.path())).last_names(),
            vec!["Sofía".to_string()]
        );
    }

    #[test]
    fn a_damaged_book_offers_nothing() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(FILE_NAME), b"{not json").unwrap();
        assert_eq!(SeatBook::new(Some(dir.path())).held("x"), Vec::new());
    }
}
