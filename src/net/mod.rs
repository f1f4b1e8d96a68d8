//! Network play (issue #16): the wire protocol shared by `sayzee serve` and `sayzee join`. See docs/protocol.md
//! for other client authors.

pub mod protocol;
pub mod table;

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
