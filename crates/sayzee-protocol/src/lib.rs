//! The wire protocol of network play, shared by `sayzee serve` and `sayzee join` (issue #16): the messages each
//! side may send (`protocol`) and a network table as both sides keep it (`table`). See docs/protocol.md for other
//! client authors. A crate of its own, so that it does no I/O and a client built on it cannot reach the server.

#![forbid(unsafe_code)]

pub mod protocol;
pub mod table;
