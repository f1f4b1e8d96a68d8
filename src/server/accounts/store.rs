//! Where the accounts are kept: `accounts.redb` in the data directory, one entry per owned name (its look-alike
//! key → the account's JSON), readable by the server's user alone. The same redb store the tables use, so a full
//! disk is met the same way (a margin kept free, the database opened again after a failure).

use std::io;
use std::path::Path;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::server::store::{Database, TableStore};
use crate::text::look_alike_key;

/// One owned name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Account {
    /// The name as its owner claimed it.
    pub name: String,
    /// The password's Argon2id hash in PHC form (its salt and parameters inside).
    pub password: String,
    /// The SHA-256 (hex) of each login token given and not ended, oldest first.
    #[serde(default)]
    pub tokens: Vec<String>,
    /// The day the name was claimed, and the last day its owner logged in (days since 1970-01-01, UTC): a name
    /// its owner no longer uses is free again after a while ([`super::NameKeeping`]). Books from before names
    /// expired have neither; they are read as claimed and seen on the day the server first read them so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claimed_on: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seen_on: Option<u32>,
}

/// The redb table of the accounts.
const ACCOUNTS: &str = "accounts";

/// The accounts' database.
#[derive(Clone, Debug)]
pub(super) struct AccountStore(Arc<Database>);

impl AccountStore {
    /// Opens (or makes) `accounts.redb` in `data_dir`.
    ///
    /// # Errors
    /// The file cannot be made, read or kept private.
    pub(super) fn open(data_dir: &Path, free_margin: u64) -> io::Result<AccountStore> {
        let path = data_dir.join("accounts.redb");
        let database = Database::open_holding(&path, ACCOUNTS, free_margin)?;
        crate::persist::files::make_private(&path)?;
        Ok(AccountStore(Arc::new(database)))
    }

    /// Writes `account` durably.
    ///
    /// # Errors
    /// Whatever kept it from being written (a full disk); the book on disk is as it was then.
    pub(super) fn save(&self, account: &Account) -> io::Result<()> {
        let json = serde_json::to_vec(account).expect("an account always serializes");
        self.0.save(&[(look_alike_key(&account.name), json)])
    }

    /// Writes every one of `accounts` durably, in one commit.
    ///
    /// # Errors
    /// As [`AccountStore::save`].
    pub(super) fn save_all(&self, accounts: &[Account]) -> io::Result<()> {
        let batch: Vec<(String, Vec<u8>)> = accounts
            .iter()
            .map(|account| {
                let json = serde_json::to_vec(account).expect("an account always serializes");
                (look_alike_key(&account.name), json)
            })
            .collect();
        self.0.save(&batch)
    }

    /// Removes the accounts of `names` (look-alike keys) durably, in one commit.
    ///
    /// # Errors
    /// As [`AccountStore::save`].
    pub(super) fn remove(&self, keys: &[String]) -> io::Result<()> {
        self.0.remove(keys)
    }

    /// Every account kept. One that cannot be read is left out (and stays on the disk for the operator).
    ///
    /// # Errors
    /// The database cannot be read.
    pub(super) fn load(&self) -> io::Result<Vec<Account>> {
        Ok(self
            .0
            .load()?
            .into_iter()
            .filter_map(|(_, json)| serde_json::from_slice(&json).ok())
            .collect())
    }
}
