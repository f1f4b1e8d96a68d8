//! The login tokens this device was given, kept in the data directory (`login-tokens.json`, readable by the
//! player alone): per server (by the id it gives) and per owned name, so a person types their password once per
//! device. A token the server no longer takes (a new password ended it) is forgotten when refused.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::kept_elsewhere::KeptElsewhere;
use crate::net::protocol::LoginToken;
use crate::persist::files;
use crate::player::console::Screen;
use crate::text::look_alike_key;

/// The file's name in the data directory.
pub const FILE_NAME: &str = "login-tokens.json";

/// A file larger than this is not one of ours.
const MAX_FILE: u64 = 256 * 1024;

/// The book as saved: server id → look-alike key of the name → token.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Book {
    servers: BTreeMap<String, BTreeMap<String, LoginToken>>,
}

/// The book of login tokens; without a data directory (or one this sayzee may not write), nothing is kept.
#[derive(Clone, Debug)]
pub struct LoginBook {
    path: Option<PathBuf>,
    /// For a seat played elsewhere (a browser): the book as kept there, and where each change goes back to.
    elsewhere: Option<KeptElsewhere>,
}

impl LoginBook {
    pub fn new(data_dir: Option<&Path>) -> LoginBook {
        LoginBook {
            path: data_dir.map(|dir| dir.join(FILE_NAME)),
            elsewhere: None,
        }
    }

    /// The book kept on `screen` (a browser, as a device login), `kept` as it was there: each change is handed
    /// back to it.
    pub fn elsewhere(kept: String, screen: Arc<dyn Screen>) -> LoginBook {
        LoginBook {
            path: None,
            elsewhere: Some(KeptElsewhere::new(kept, screen)),
        }
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

    /// Writes the book; false when it could not be kept.
    fn write(&self, book: &Book) -> bool {
        if let Some(elsewhere) = &self.elsewhere {
            elsewhere.write(book, |screen, json| screen.logins_kept(json));
            return true;
        }
        let Some(path) = &self.path else {
            return false;
        };
        let json = serde_json::to_vec_pretty(book).expect("the login book always serializes");
        files::write_atomically(path, &json).is_ok() && files::make_private(path).is_ok()
    }

    /// The token this device holds for `name` at `server`.
    pub fn token(&self, server: &str, name: &str) -> Option<LoginToken> {
        self.read()
            .servers
            .get(server)?
            .get(&look_alike_key(name))
            .cloned()
    }

    /// Keeps `token` for `name` at `server` (in place of one kept before); false when it could not be kept.
    pub fn keep(&self, server: &str, name: &str, token: &LoginToken) -> bool {
        let mut book = self.read();
        book.servers
            .entry(server.to_string())
            .or_default()
            .insert(look_alike_key(name), token.clone());
        self.write(&book)
    }

    /// Forgets the token for `name` at `server` (the server no longer takes it).
    pub fn forget(&self, server: &str, name: &str) {
        let mut book = self.read();
        let Some(names) = book.servers.get_mut(server) else {
            return;
        };
        if names.remove(&look_alike_key(name)).is_some() {
            if names.is_empty() {
                book.servers.remove(server);
            }
            self.write(&book);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_kept_per_server_and_name_and_forgotten_one_by_one() {
        let dir = tempfile::tempdir().unwrap();
        let book = LoginBook::new(Some(dir.path()));
        assert!(book.keep("server-a", "Ann", &"abc".into()));
        assert!(book.keep("server-b", "Ann", &"def".into()));
        assert_eq!(
            book.token("server-a", "ann")
                .as_ref()
                .map(LoginToken::expose),
            Some("abc")
        );
        assert_eq!(
            book.token("server-b", "Ann")
                .as_ref()
                .map(LoginToken::expose),
            Some("def")
        );
        book.forget("server-a", "Ann");
        assert_eq!(book.token("server-a", "Ann"), None);
        assert_eq!(
            LoginBook::new(Some(dir.path()))
                .token("server-b", "Ann")
                .as_ref()
                .map(LoginToken::expose),
            Some("def")
        );
        assert!(!LoginBook::new(None).keep("server-a", "Ann", &"abc".into()));
    }
}
