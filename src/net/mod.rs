//! Network play (issue #16): the wire protocol shared by `sayzee serve` and `sayzee join`. See docs/protocol.md
//! for other client authors.

pub mod protocol;
pub mod table;
