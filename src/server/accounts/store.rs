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
