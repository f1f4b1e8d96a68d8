//! One stable hash for the whole program: FNV-1a, 64 bits, the same in every build and on every system. It
//! names files (tables, cached solutions), identifies saved games, catches damage and draws seeds from a name or
//! a position. It is small and well known; it is never used against tampering.

/// FNV-1a's usual starting point.
pub const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// FNV-1a of `bytes` from the usual starting point.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    fnv1a_from(FNV_OFFSET, bytes)
}

/// FNV-1a of `bytes` from another starting point: a second, independent hash, or one mixed with a seed.
pub fn fnv1a_from(basis: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(basis, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(FNV_PRIME)
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_published_test_vectors_hold() {
        assert_eq!(super::fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(super::fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(super::fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
    }
}
