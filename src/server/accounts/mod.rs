//! Names people own on this server. A name is claimed with a password, kept as an Argon2id hash (OWASP's
//! parameters, `password.rs`); from then on the name and every name that looks or sounds like it
//! (`text::look_alike_key`) sit, watch and chat only for a connection logged in as its owner. Logging in with
//! the password gives the device a login token; the book keeps only the token's SHA-256, so a stolen book logs
//! nobody in, and a new password ends every token given before it. Logins are rate-limited per address and per
//! name. The book lives in `accounts.redb` in the data directory; a change is decided on a copy, written, then
//! put in place, so a full disk refuses a claim rather than forget it. A name its owner no longer uses is free
//! again after a while ([`NameKeeping`]), its ratings with it: squatted names do not stay taken for ever.

mod password;
mod store;

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::path::Path;
use std::sync::{Mutex, PoisonError};

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use store::{Account, AccountStore};

use crate::net::protocol::{ErrorCode, LoginToken, Password};
use crate::text::look_alike_key;

/// The most devices logged in at once with one name: a new login past it ends the oldest one's token.
const TOKENS_KEPT: usize = 20;

/// Password tries one address may make a minute (in a burst of this many), and one address may make for one name.
const LOGINS_PER_MINUTE_PER_ADDRESS: u32 = 10;
const LOGINS_PER_MINUTE_PER_NAME: u32 = 5;

/// New passwords one name may be given a minute, from all its devices together: each costs a hash.
const NEW_PASSWORDS_PER_MINUTE_PER_NAME: u32 = 3;

/// Names one address may claim in a day (at once, then one every 24 hours / this): a household's names, not a
/// squatter's thousands.
const CLAIMS_PER_DAY_PER_ADDRESS: u32 = 10;

/// How long a name nobody uses stays owned, in days (0: for ever). An operator's name never expires.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NameKeeping {
    /// A name its owner never logged in with after the day it was claimed.
    pub unused_days: u32,
    /// Any name, after its owner's last login.
    pub unseen_days: u32,
}

impl NameKeeping {
    /// What a server keeps unless its flags say otherwise: a month for a name never used again, a year for any.
    pub const DEFAULT: NameKeeping = NameKeeping {
        unused_days: 30,
        unseen_days: 365,
    };

    /// Whether `account` has gone unused too long on `today`.
    fn expired(&self, account: &Account, today: u32) -> bool {
        let claimed = account.claimed_on.unwrap_or(today);
        let seen = account.seen_on.unwrap_or(claimed).max(claimed);
        let idle = today.saturating_sub(seen);
        let never_used_again = seen == claimed;
        (self.unused_days > 0 && never_used_again && idle >= self.unused_days)
            || (self.unseen_days > 0 && idle >= self.unseen_days)
    }
}

/// Today, in days since 1970-01-01 (UTC): the unit a name's claim and last login are kept in.
pub(super) fn today() -> u32 {
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    u32::try_from(since.as_secs() / 86_400).unwrap_or(u32::MAX)
}

/// Every owned name, by look-alike key, with the rates of password tries.
#[derive(Debug)]
pub(super) struct Accounts {
    book: Mutex<HashMap<String, Account>>,
    /// The accounts (look-alike keys) whose last login, by a device's token, is newer in the book than on the
    /// disk: written by [`Accounts::look_after_names`] (a token login writes nothing).
    seen_unsaved: Mutex<HashSet<String>>,
    store: AccountStore,
    /// One change at a time is decided, written and put in place.
    writing: tokio::sync::Mutex<()>,
    tries_by_address: DefaultKeyedRateLimiter<IpAddr>,
    /// Tries for a name, counted per name and address: a stranger's wrong passwords use up the stranger's tries
    /// at the name, never its owner's.
    tries_by_name: DefaultKeyedRateLimiter<(String, IpAddr)>,
    new_passwords_by_name: DefaultKeyedRateLimiter<String>,
    claims_by_address: DefaultKeyedRateLimiter<IpAddr>,
    /// The operators' names nobody owns yet, by look-alike key, with the code that claims each
    /// ([`Accounts::reserve_operators`]).
    reserved: Mutex<HashMap<String, Password>>,
}

/// What logging in with a password or a token gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct LoggedIn {
    /// The name as its owner claimed it.
    pub name: String,
    /// A new token for this device (after a password); `None` after a token, which stays the device's.
    pub token: Option<LoginToken>,
}

fn per_day(n: u32) -> Quota {
    let n = NonZeroU32::new(n).expect("a positive rate");
    Quota::with_period(std::time::Duration::from_secs(24 * 60 * 60) / n.get())
        .expect("a period longer than zero")
        .allow_burst(n)
}

fn per_minute(n: u32) -> Quota {
    let n = NonZeroU32::new(n).expect("a positive rate");
    Quota::per_minute(n).allow_burst(n)
}

impl Accounts {
    /// The accounts kept in `data_dir`.
    ///
    /// # Errors
    /// The book cannot be opened or read.
    pub(super) fn open(data_dir: &Path, free_margin: u64) -> std::io::Result<Accounts> {
        let store = AccountStore::open(data_dir, free_margin)?;
        let mut accounts = store.load()?;
        // A book from before names expired: its names count from today, once, so that none expires at once.
        let today = today();
        let undated: Vec<Account> = accounts
            .iter_mut()
            .filter(|account| account.claimed_on.is_none() || account.seen_on.is_none())
            .map(|account| {
                account.claimed_on.get_or_insert(today);
                account.seen_on.get_or_insert(today);
                account.clone()
            })
            .collect();
        if !undated.is_empty() {
            store.save_all(&undated)?;
        }
        let book = accounts
            .into_iter()
            .map(|account| (look_alike_key(&account.name), account))
            .collect();
        Ok(Accounts {
            book: Mutex::new(book),
            seen_unsaved: Mutex::default(),
            store,
            writing: tokio::sync::Mutex::new(()),
            tries_by_address: RateLimiter::keyed(per_minute(LOGINS_PER_MINUTE_PER_ADDRESS)),
            tries_by_name: RateLimiter::keyed(per_minute(LOGINS_PER_MINUTE_PER_NAME)),
            new_passwords_by_name: RateLimiter::keyed(per_minute(
                NEW_PASSWORDS_PER_MINUTE_PER_NAME,
            )),
            claims_by_address: RateLimiter::keyed(per_day(CLAIMS_PER_DAY_PER_ADDRESS)),
            reserved: Mutex::default(),
        })
    }

    /// Keeps each of `operators` that nobody owns for whoever has its code: the names with their codes, for the
    /// log. A name the settings call an operator's must not be anybody's who says hello under it first (nor any
    /// look-alike of it); the code, new at each start, is seen only by whoever reads the server's log.
    pub(super) fn reserve_operators(&self, operators: &[String]) -> Vec<(String, Password)> {
        let mut reserved = self.reserved.lock().unwrap_or_else(PoisonError::into_inner);
        reserved.clear();
        let mut told = Vec::new();
        for name in operators {
            let key = look_alike_key(name);
            if self.owner_of(name).is_none() && !reserved.contains_key(&key) {
                let code = Password::from(password::new_operator_code());
                reserved.insert(key, code.clone());
                told.push((name.clone(), code));
            }
        }
        told
    }

    /// Whether `name` may be claimed with `code`: any name that is no unowned operator's, and an operator's with
    /// its code.
    fn may_claim(&self, name: &str, code: Option<&Password>) -> bool {
        let reserved = self.reserved.lock().unwrap_or_else(PoisonError::into_inner);
        match reserved.get(&look_alike_key(name)) {
            None => true,
            Some(kept) => code.is_some_and(|code| password::same_operator_code(code, kept)),
        }
    }

    fn book(&self) -> std::sync::MutexGuard<'_, HashMap<String, Account>> {
        self.book.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A copy of the account of `name` (or of the name it looks or sounds like).
    fn account(&self, name: &str) -> Option<Account> {
        self.book().get(&look_alike_key(name)).cloned()
    }

    /// The owned name that `name` is, or looks or sounds like.
    pub(super) fn owner_of(&self, name: &str) -> Option<String> {
        self.book()
            .get(&look_alike_key(name))
            .map(|account| account.name.clone())
    }

    /// How many names are owned.
    pub(super) fn count(&self) -> usize {
        self.book().len()
    }

    /// Counts a try from `address` (its [`crate::net::address_key`]), and a password tried for `name` against
    /// that name from that address too. Every try costs a hash: claims and new passwords are counted as logins.
    ///
    /// # Errors
    /// [`ErrorCode::TooManyLogins`] past either rate: the try is not made.
    fn count_try(&self, password_for: Option<&str>, address: IpAddr) -> Result<(), ErrorCode> {
        let address = crate::net::address_key(address);
        let by_address = self.tries_by_address.check_key(&address).is_ok();
        let by_name = by_address
            && password_for.is_none_or(|name| {
                self.tries_by_name
                    .check_key(&(look_alike_key(name), address))
                    .is_ok()
            });
        if by_name {
            Ok(())
        } else {
            Err(ErrorCode::TooManyLogins)
        }
    }

    /// Claims `name` with `password` for whoever is greeted under it (an unowned operator's name only with its
    /// `code`); returns the device's login token.
    ///
    /// # Errors
    /// [`ErrorCode::NameClaimed`] when it (or a look-alike) is owned, [`ErrorCode::OperatorCodeNeeded`] for an
    /// operator's name without its code, [`ErrorCode::TooManyClaims`] past the address's names a day,
    /// [`ErrorCode::BadPassword`] for a password too short or too long,
    /// [`ErrorCode::TooManyLogins`] past the rates, [`ErrorCode::ServerTrouble`] when the book cannot be written
    /// (nothing is claimed then).
    pub(super) async fn claim(
        &self,
        name: &str,
        (password, code): (&Password, Option<&Password>),
        address: IpAddr,
    ) -> Result<LoginToken, ErrorCode> {
        password::check_length(password)?;
        if self.owner_of(name).is_some() {
            return Err(ErrorCode::NameClaimed);
        }
        // Asked first, so that a claim past the day's bound costs none of the address's password tries.
        let address = crate::net::address_key(address);
        if self.claims_by_address.check_key(&address).is_err() {
            return Err(ErrorCode::TooManyClaims {
                per_day: CLAIMS_PER_DAY_PER_ADDRESS,
            });
        }
        // Hashing is slow on purpose: counted like a login, so claims cannot be used to burn the server's time.
        // An operator's code is guessed no faster than a password.
        self.count_try(None, address)?;
        if !self.may_claim(name, code) {
            return Err(ErrorCode::OperatorCodeNeeded);
        }
        let hashed = password::hash(password.clone()).await?;
        let _writing = self.writing.lock().await;
        if self.owner_of(name).is_some() {
            return Err(ErrorCode::NameClaimed);
        }
        let token = LoginToken::new(crate::server::secrets::new_token());
        let today = today();
        let account = Account {
            name: name.to_string(),
            password: hashed,
            tokens: vec![password::token_digest(&token)],
            claimed_on: Some(today),
            seen_on: Some(today),
        };
        self.write(account).await?;
        self.reserved
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&look_alike_key(name));
        Ok(token)
    }

    /// Logs in as the owner of `name` with `password`; a new token for the device.
    ///
    /// # Errors
    /// [`ErrorCode::WrongPassword`] (also for a name nobody owns, so a try tells nothing),
    /// [`ErrorCode::TooManyLogins`] past the rates, [`ErrorCode::ServerTrouble`] when the token cannot be kept.
    pub(super) async fn log_in(
        &self,
        name: &str,
        password: &Password,
        address: IpAddr,
    ) -> Result<LoggedIn, ErrorCode> {
        self.count_try(Some(name), address)?;
        let Some(account) = self.account(name) else {
            return Err(ErrorCode::WrongPassword);
        };
        if !password::verify(password.clone(), account.password.clone()).await? {
            return Err(ErrorCode::WrongPassword);
        }
        let token = LoginToken::new(crate::server::secrets::new_token());
        let _writing = self.writing.lock().await;
        let mut changed = self.account(name).ok_or(ErrorCode::WrongPassword)?;
        changed.tokens.push(password::token_digest(&token));
        let past = changed.tokens.len().saturating_sub(TOKENS_KEPT);
        changed.tokens.drain(..past);
        changed.seen_on = Some(today());
        let name = changed.name.clone();
        self.write(changed).await?;
        Ok(LoggedIn {
            name,
            token: Some(token),
        })
    }

    /// Logs in as the owner of `name` with a token given to this device before.
    ///
    /// # Errors
    /// [`ErrorCode::BadLoginToken`] for a token this name did not give or has ended. A token cannot be guessed and
    /// costs no hash, so it never uses up an address's password tries (a household's eleventh device coming back
    /// after a restart is let in).
    pub(super) fn log_in_with_token(
        &self,
        name: &str,
        token: &LoginToken,
    ) -> Result<LoggedIn, ErrorCode> {
        let digest = password::token_digest(token);
        let key = look_alike_key(name);
        let mut book = self.book();
        let account = book.get_mut(&key).ok_or(ErrorCode::BadLoginToken)?;
        if account
            .tokens
            .iter()
            .any(|kept| crate::text::same_secret(kept, &digest))
        {
            let today = today();
            if account.seen_on != Some(today) {
                account.seen_on = Some(today);
                self.seen_unsaved
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .insert(key);
            }
            Ok(LoggedIn {
                name: account.name.clone(),
                token: None,
            })
        } else {
            Err(ErrorCode::BadLoginToken)
        }
    }

    /// The owner of `name` sets a new password: every token given before ends, and the device gets a new one.
    ///
    /// # Errors
    /// [`ErrorCode::BadPassword`], [`ErrorCode::ServerTrouble`]; [`ErrorCode::NotLoggedIn`] when the name is
    /// owned by nobody now; [`ErrorCode::TooManyLogins`] past the address's tries or the name's new passwords.
    pub(super) async fn change_password(
        &self,
        name: &str,
        password: &Password,
        address: IpAddr,
    ) -> Result<LoginToken, ErrorCode> {
        password::check_length(password)?;
        self.count_try(Some(name), address)?;
        if self
            .new_passwords_by_name
            .check_key(&look_alike_key(name))
            .is_err()
        {
            return Err(ErrorCode::TooManyLogins);
        }
        let hashed = password::hash(password.clone()).await?;
        let token = LoginToken::new(crate::server::secrets::new_token());
        let _writing = self.writing.lock().await;
        let mut changed = self.account(name).ok_or(ErrorCode::NotLoggedIn)?;
        changed.password = hashed;
        changed.tokens = vec![password::token_digest(&token)];
        changed.seen_on = Some(today());
        self.write(changed).await?;
        Ok(token)
    }

    /// Ends the token `token` of `name` (the device logs out for good).
    ///
    /// # Errors
    /// [`ErrorCode::ServerTrouble`] when the book cannot be written.
    pub(super) async fn end_token(&self, name: &str, token: &LoginToken) -> Result<(), ErrorCode> {
        let digest = password::token_digest(token);
        let _writing = self.writing.lock().await;
        let Some(mut changed) = self.account(name) else {
            return Ok(());
        };
        changed
            .tokens
            .retain(|kept| !crate::text::same_secret(kept, &digest));
        self.write(changed).await
    }

    /// Writes the last logins made with tokens, then lets go of every name unused too long on `today` by
    /// `keeping`, but `operators`' names: the names let go.
    ///
    /// # Errors
    /// [`ErrorCode::ServerTrouble`] when the book cannot be written: no name is let go then.
    pub(super) async fn look_after_names(
        &self,
        keeping: NameKeeping,
        operators: &[String],
        today: u32,
    ) -> Result<Vec<String>, ErrorCode> {
        let _writing = self.writing.lock().await;
        let seen: Vec<Account> = {
            let keys: Vec<String> = self
                .seen_unsaved
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .drain()
                .collect();
            let book = self.book();
            keys.iter()
                .filter_map(|key| book.get(key).cloned())
                .collect()
        };
        let operators: HashSet<String> =
            operators.iter().map(|name| look_alike_key(name)).collect();
        let expired: Vec<(String, String)> = self
            .book()
            .iter()
            .filter(|(key, account)| !operators.contains(*key) && keeping.expired(account, today))
            .map(|(key, account)| (key.clone(), account.name.clone()))
            .collect();
        // Most looks find nothing to write: no commit (and no wait for the disk) then.
        if seen.is_empty() && expired.is_empty() {
            return Ok(Vec::new());
        }
        let store = self.store.clone();
        let keys: Vec<String> = expired.iter().map(|(key, _)| key.clone()).collect();
        let written = tokio::task::spawn_blocking(move || {
            store.save_all(&seen)?;
            store.remove(&keys)
        })
        .await
        .map_err(|_| ErrorCode::ServerTrouble)?;
        if written.is_err() {
            return Err(ErrorCode::ServerTrouble);
        }
        let mut book = self.book();
        Ok(expired
            .into_iter()
            .filter_map(|(key, name)| book.remove(&key).map(|_| name))
            .collect())
    }

    /// Writes `account`, then puts it in the book; for a caller holding `writing`.
    async fn write(&self, account: Account) -> Result<(), ErrorCode> {
        let store = self.store.clone();
        let saved = account.clone();
        let written = tokio::task::spawn_blocking(move || store.save(&saved))
            .await
            .map_err(|_| ErrorCode::ServerTrouble)?;
        if written.is_err() {
            return Err(ErrorCode::ServerTrouble);
        }
        self.book().insert(look_alike_key(&account.name), account);
        Ok(())
    }
}

#[cfg(test)]
mod tests;
