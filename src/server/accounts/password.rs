//! Passwords and login tokens as the server keeps them: a password as an Argon2id hash with OWASP's parameters
//! (19 MiB, two passes, one lane), hashed and checked on two threads of their own, so a crowd of logins costs the
//! server a known amount of memory (two hashes' worth, each thread reusing its own) and never the async threads'
//! time. Logins go first, and the queue is bounded: past it a try is refused at once rather than queued, so a
//! burst of claims or new passwords from many addresses never makes a login wait behind it. A login token is
//! kept as its SHA-256, compared in constant time.

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex, OnceLock, PoisonError};

use crate::net::protocol::{LoginToken, Password};
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

use crate::net::protocol::{ErrorCode, PASSWORD_CHARS};

/// Threads that hash and check at once: each holds 19 MiB while it runs.
const HASHERS: usize = 2;

/// Logins waiting for a hasher at most; past it a login is refused at once (`too-many-logins`).
const LOGINS_WAITING: usize = 32;

/// Claims and new passwords waiting at most: fewer than logins, and always served after them.
const OTHERS_WAITING: usize = 8;

/// What a hash is for: a login (checking a password) goes before anything else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Turn {
    Login,
    Other,
}

type Job = Box<dyn FnOnce() + Send>;

/// The hashes waiting, logins first, and the threads that take them.
#[derive(Default)]
struct Hashers {
    waiting: Mutex<(VecDeque<Job>, VecDeque<Job>)>,
    ready: Condvar,
}

impl Hashers {
    /// The process's hashers, their threads started at the first hash.
    fn get() -> &'static Hashers {
        static HASHERS_OF_THE_PROCESS: OnceLock<&'static Hashers> = OnceLock::new();
        HASHERS_OF_THE_PROCESS.get_or_init(Hashers::start)
    }

    /// New hashers, with their threads (for the life of the process).
    fn start() -> &'static Hashers {
        let hashers: &'static Hashers = Box::leak(Box::default());
        for n in 0..HASHERS {
            let _ = std::thread::Builder::new()
                .name(format!("sayzee-hashing-{n}"))
                .spawn(move || hashers.work());
        }
        hashers
    }

    fn work(&self) {
        loop {
            let job = {
                let mut waiting = self.waiting.lock().unwrap_or_else(PoisonError::into_inner);
                loop {
                    if let Some(job) = waiting.0.pop_front().or_else(|| waiting.1.pop_front()) {
                        break job;
                    }
                    waiting = self
                        .ready
                        .wait(waiting)
                        .unwrap_or_else(PoisonError::into_inner);
                }
            };
            job();
        }
    }

    /// Runs `work` on a hasher in its turn; `Err` at once when too many of its kind wait already.
    async fn run<T: Send + 'static>(
        &self,
        turn: Turn,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ErrorCode> {
        let (done, result) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = done.send(work());
        });
        {
            let mut waiting = self.waiting.lock().unwrap_or_else(PoisonError::into_inner);
            let (queue, bound) = match turn {
                Turn::Login => (&mut waiting.0, LOGINS_WAITING),
                Turn::Other => (&mut waiting.1, OTHERS_WAITING),
            };
            if queue.len() >= bound {
                return Err(ErrorCode::TooManyLogins);
            }
            queue.push_back(job);
        }
        self.ready.notify_one();
        result.await.map_err(|_| ErrorCode::ServerTrouble)
    }
}

/// Argon2id with OWASP's minimum parameters (m = 19 MiB, t = 2, p = 1).
fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("OWASP's parameters are valid");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Refuses a password too short or too long.
///
/// # Errors
/// [`ErrorCode::BadPassword`].
pub(super) fn check_length(password: &Password) -> Result<(), ErrorCode> {
    if password.length_fits() {
        Ok(())
    } else {
        Err(ErrorCode::BadPassword {
            min: *PASSWORD_CHARS.start(),
            max: *PASSWORD_CHARS.end(),
        })
    }
}

/// `password`'s hash in PHC form, with a salt of its own.
///
/// # Errors
/// [`ErrorCode::TooManyLogins`] when too many claims and new passwords wait already, [`ErrorCode::ServerTrouble`]
/// when no hash could be made.
pub(super) async fn hash(password: Password) -> Result<String, ErrorCode> {
    Hashers::get()
        .run(Turn::Other, move || {
            let salt = SaltString::generate(&mut OsRng);
            argon2()
                .hash_password(password.expose().as_bytes(), &salt)
                .map(|hash| hash.to_string())
                .map_err(|_| ErrorCode::ServerTrouble)
        })
        .await?
}

/// Whether `password` is the one `phc` is the hash of (the comparison in constant time, by argon2).
///
/// # Errors
/// [`ErrorCode::TooManyLogins`] when too many logins wait already.
pub(super) async fn verify(password: Password, phc: String) -> Result<bool, ErrorCode> {
    Hashers::get()
        .run(Turn::Login, move || {
            PasswordHash::new(&phc).is_ok_and(|hash| {
                argon2()
                    .verify_password(password.expose().as_bytes(), &hash)
                    .is_ok()
            })
        })
        .await
}

/// The letters of an operator's code: no two that a reader could take for each other (no 0 and O, 1 and I).
const CODE_LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// A code that claims an operator's name: 15 letters of [`CODE_LETTERS`] (75 bits) in groups of five.
pub(super) fn new_operator_code() -> String {
    use argon2::password_hash::rand_core::RngCore;
    let mut code = String::new();
    for n in 0..15 {
        if n > 0 && n % 5 == 0 {
            code.push('-');
        }
        let index = OsRng.next_u32() as usize % CODE_LETTERS.len();
        code.push(char::from(CODE_LETTERS[index]));
    }
    code
}

/// Whether `told` is the operator's code `kept`, in any case and with or without its dashes and spaces, compared
/// in a time that does not depend on where they differ.
pub(super) fn same_operator_code(told: &Password, kept: &Password) -> bool {
    let letters = |code: &Password| -> String {
        code.expose()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_uppercase())
            .collect()
    };
    crate::text::same_secret(&letters(told), &letters(kept))
}

/// A login token as the book keeps it: its SHA-256, in hex.
pub(super) fn token_digest(token: &LoginToken) -> String {
    crate::net::fingerprint(token.expose().as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::time::Duration;

    #[test]
    fn a_burst_of_claims_is_refused_past_the_queue_and_a_login_goes_before_it() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            // The order hashes are done in, as the hashers do them (each a tenth of a second).
            let done = Arc::new(Mutex::new(Vec::new()));
            // Hashers of the test's own: the other tests' hashes take no place in their queues.
            let hashers = Hashers::start();
            let hashing = |what: &'static str, turn| {
                let done = done.clone();
                hashers.run(turn, move || {
                    std::thread::sleep(Duration::from_millis(100));
                    done.lock().unwrap().push(what);
                })
            };
            // Fifty claims at once: the two hashers' and eight waiting are taken, the rest refused at once.
            let claims: Vec<_> = (0..50)
                .map(|_| tokio::spawn(hashing("claim", Turn::Other)))
                .collect();
            tokio::time::sleep(Duration::from_millis(30)).await;
            let login = tokio::spawn(hashing("login", Turn::Login));
            let mut refused = 0;
            for claim in claims {
                match claim.await.unwrap() {
                    Ok(()) => {}
                    Err(ErrorCode::TooManyLogins) => refused += 1,
                    Err(other) => panic!("{other:?}"),
                }
            }
            login.await.unwrap().unwrap();
            // Eight wait, and up to two more were taken by a hasher before the rest came.
            assert!(
                (50 - HASHERS - OTHERS_WAITING..=50 - OTHERS_WAITING).contains(&refused),
                "{refused} refused"
            );
            // The login waited for the hashes already running, and for none of those queued before it: it was
            // done in the second round (beside another claim), not after the eight waiting.
            let done = done.lock().unwrap();
            let login_at = done.iter().position(|&what| what == "login").unwrap();
            assert!(login_at < 2 * HASHERS, "{done:?}");
        });
    }
}
