//! What the server hands out that nobody may guess: seat tokens, login tokens and the server's id.

use rand::RngExt;

/// A token nobody can guess: 128 bits from the system's generator, in hex.
pub(super) fn new_token() -> String {
    let bits: u128 = rand::rng().random();
    format!("{bits:032x}")
}
