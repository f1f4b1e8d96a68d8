//! A game being played, at home or at a network table: the one place where a player's action reaches the game
//! and every resulting event, rejection or answer is narrated, rendered in the player's language and said by
//! every speaker (`dispatch.rs`, with how the session is made: `SessionParts`, `SessionOptions`), each move's outcome reported one way whoever made it (`report.rs`); what the read-only keys answer (`answers.rs`); typed lines (`lines.rs`); and the network side, where commands go to the server
//! and the game follows what it sends (`remote.rs`), the keys that work differently there (`table_keys.rs`: before
//! the start, the host's menu, taking a seat back) and chat (`chat.rs`).
//!
//! Below the terminal loop, line mode and the two ways to a table (`local.rs`, `remote/join.rs`), which drive
//! it. A front only: the files inside import each other, never this one.

mod answers;
mod chat;
mod dispatch;
mod lines;
mod remote;
mod report;
mod table_keys;

pub use dispatch::{Driven, Flow, Session, SessionOptions, SessionParts};
