//! Passwords and login tokens as the server keeps them: a password as an Argon2id hash with OWASP's parameters
//! (19 MiB, two passes, one lane), hashed and checked off the async threads two at a time at most, so a crowd of
//! logins costs the server a known amount of memory; a login token as its SHA-256, compared in constant time.

use crate::net::protocol::{LoginToken, Password};
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

use crate::net::protocol::ErrorCode;

/// The shortest and longest password taken, in characters (NIST SP 800-63B: at least eight, and long
/// passphrases welcome).
const MIN_PASSWORD_CHARS: usize = 8;
const MAX_PASSWORD_CHARS: usize = 128;

/// Hashes and checks at once: each holds 19 MiB while it runs.
static HASHING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(2);

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
    let chars = password.expose().chars().count();
    if (MIN_PASSWORD_CHARS..=MAX_PASSWORD_CHARS).contains(&chars) {
        Ok(())
    } else {
        Err(ErrorCode::BadPassword {
            min: MIN_PASSWORD_CHARS,
            max: MAX_PASSWORD_CHARS,
        })
    }
}

/// `password`'s hash in PHC form, with a salt of its own.
///
/// # Errors
/// [`ErrorCode::ServerTrouble`] when no hash could be made.
pub(super) async fn hash(password: Password) -> Result<String, ErrorCode> {
    let _turn = HASHING
        .acquire()
        .await
        .map_err(|_| ErrorCode::ServerTrouble)?;
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        argon2()
            .hash_password(password.expose().as_bytes(), &salt)
            .map(|hash| hash.to_string())
            .map_err(|_| ErrorCode::ServerTrouble)
    })
    .await
    .map_err(|_| ErrorCode::ServerTrouble)?
}

/// Whether `password` is the one `phc` is the hash of (the comparison in constant time, by argon2).
pub(super) async fn verify(password: Password, phc: String) -> bool {
    let Ok(_turn) = HASHING.acquire().await else {
        return false;
    };
    tokio::task::spawn_blocking(move || {
        PasswordHash::new(&phc).is_ok_and(|hash| {
            argon2()
                .verify_password(password.expose().as_bytes(), &hash)
                .is_ok()
        })
    })
    .await
    .unwrap_or(false)
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
