//! The secrets that cross the wire: passwords and the tokens that stand for them (a seat's, a device's login). Each
//! is a type of its own, so one can never be passed where another is meant, and none shows what it holds when
//! debug-printed: a message logged or a test that fails says `Password(…)`, never the password.

use serde::{Deserialize, Serialize};

/// Declares a secret: a string on the wire (serde sees the string itself), shown only by `expose`.
macro_rules! secret {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(String);

        impl $name {
            pub fn new(secret: impl Into<String>) -> $name {
                $name(secret.into())
            }

            /// The secret itself, for where it must be used: hashed, compared, sent, kept on the disk.
            pub fn expose(&self) -> &str {
                &self.0
            }

            /// The secret itself, taken out.
            pub fn into_exposed(self) -> String {
                self.0
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(formatter, concat!(stringify!($name), "(…)"))
            }
        }

        impl From<String> for $name {
            fn from(secret: String) -> $name {
                $name(secret)
            }
        }

        impl From<&str> for $name {
            fn from(secret: &str) -> $name {
                $name(secret.to_string())
            }
        }
    };
}

secret!(
    /// A password: an owned name's, or a private table's.
    Password
);

/// The shortest and longest password of an owned name, in characters (NIST SP 800-63B: at least eight, and long
/// passphrases welcome): the server refuses others with [`super::ErrorCode::BadPassword`], and a client can say
/// so before sending one.
pub const PASSWORD_CHARS: std::ops::RangeInclusive<usize> = 8..=128;

impl Password {
    /// Whether this password is of a length an owned name takes ([`PASSWORD_CHARS`]).
    pub fn length_fits(&self) -> bool {
        PASSWORD_CHARS.contains(&self.expose().chars().count())
    }
}

secret!(
    /// The token that takes seats back after a lost connection.
    SeatToken
);

secret!(
    /// The token that logs a device in as the owner of a name without the password.
    LoginToken
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_is_a_plain_string_on_the_wire_and_never_shown_by_debug() {
        let password = Password::new("hunter2");
        assert_eq!(serde_json::to_string(&password).unwrap(), "\"hunter2\"");
        assert_eq!(
            serde_json::from_str::<Password>("\"hunter2\"").unwrap(),
            password
        );
        assert_eq!(format!("{password:?}"), "Password(…)");
        let token = SeatToken::new("s3cr3t");
        let seat = crate::protocol::HeldSeat { seat: 2, token };
        let shown = format!("{seat:?} {:?}", LoginToken::from("l0g1n"));
        assert!(
            !shown.contains("s3cr3t") && !shown.contains("l0g1n"),
            "{shown}"
        );
        assert_eq!(seat.token.expose(), "s3cr3t");
    }
}
