//! Network play: the wire protocol and the network table (the `sayzee-protocol` crate, under its old names here),
//! the fingerprints of certificates that both sides say, the address a stranger's bounds are counted under (by
//! the game's door and the page's alike), and why a certificate's files cannot serve (found by the server, said
//! as a usage error).

use std::net::IpAddr;

pub use sayzee_protocol::{protocol, table};

/// Why a certificate or key file cannot serve (`serve --tls-cert`, `--tls-key`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TlsFileError {
    /// The certificate file cannot be read, or holds no certificate.
    Certificate { path: String, detail: String },
    /// The key file cannot be read, or holds no private key.
    Key { path: String, detail: String },
    /// The key is not the certificate's, or of a kind rustls does not take.
    Mismatch(String),
    /// The certificate file holds no certificate.
    NoCertificate { path: String },
}

/// The address a bound counts `address` under: an IPv4 address as it is (an IPv4 address seen through IPv6 too),
/// an IPv6 address by its /64, the block one subscriber gets whole and can take any address of.
pub fn address_key(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let bits = u128::from(v6) & !(u128::from(u64::MAX));
                IpAddr::V6(bits.into())
            }
        },
    }
}

/// The SHA-256 fingerprint of a certificate (its DER bytes) as pairs of upper-case hex digits joined by colons,
/// the form browsers and `openssl x509 -fingerprint -sha256` show, so that a player can compare what they hear
/// with what the server's operator published.
pub fn fingerprint(der: &[u8]) -> String {
    let digest = ring::digest::digest(&ring::digest::SHA256, der);
    let pairs: Vec<String> = digest
        .as_ref()
        .iter()
        .map(|byte| format!("{byte:02X}"))
        .collect();
    pairs.join(":")
}

#[cfg(test)]
mod fingerprint_tests {
    #[test]
    fn a_fingerprint_is_sha256_in_pairs_of_hex_digits() {
        // SHA-256 of "abc", from FIPS 180-2.
        assert_eq!(
            super::fingerprint(b"abc"),
            "BA:78:16:BF:8F:01:CF:EA:41:41:40:DE:5D:AE:22:23:B0:03:61:A3:96:17:7A:9C:B4:10:FF:61:F2:00:15:AD"
        );
    }
}

#[cfg(test)]
mod error_code_tests {
    use crate::game::Rejection;
    use crate::net::protocol::{CHAT_LIMIT, ErrorCode, MAX_FRAME_BYTES};

    #[test]
    fn every_error_code_is_said_in_every_locale() {
        let codes = [
            ErrorCode::VersionMismatch { server_version: 2 },
            ErrorCode::NotHelloFirst,
            ErrorCode::Malformed,
            ErrorCode::TooLarge {
                limit: MAX_FRAME_BYTES,
            },
            ErrorCode::AlreadyHello,
            ErrorCode::NoSuchTable,
            ErrorCode::TableExists,
            ErrorCode::TableFull,
            ErrorCode::NoSuchSeat,
            ErrorCode::BadConfig,
            ErrorCode::NotAtTable,
            ErrorCode::AlreadyAtTable,
            ErrorCode::NotYourSeat,
            ErrorCode::NotYourTurn,
            ErrorCode::AlreadyStarted,
            ErrorCode::NotStarted,
            ErrorCode::NotHost,
            ErrorCode::SeatEmpty {
                name: "Ann".into(),
                seconds: 40,
            },
            ErrorCode::NameTaken,
            ErrorCode::BadToken,
            ErrorCode::ChatTooLong { limit: CHAT_LIMIT },
            ErrorCode::ServerTrouble,
            ErrorCode::NoSuchGame,
        ];
        for locale in crate::i18n::available() {
            let source = crate::i18n::source(locale).unwrap();
            for code in &codes {
                let id = code.message_id().unwrap();
                assert!(
                    source.contains(&format!("\n{id} = ")),
                    "{locale} lacks {id}"
                );
            }
        }
        assert_eq!(
            ErrorCode::Refused {
                rejection: Rejection::GameOver
            }
            .message_id(),
            None
        );
    }
}
