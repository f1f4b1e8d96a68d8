//! The network seat: how a player comes to a table on a sayzee server and stays there. `arrival.rs` asks
//! the questions before play, `join.rs` runs the terminal or line loop, as `local.rs` does at home; `link.rs` is the
//! WebSocket on a thread of its own (never waited on by the game), reconnecting by itself; `seat_book.rs` keeps
//! each seat's token so it can be taken back; `state.rs` is what the session knows of the table besides the game.
//!
//! A front only: the files inside import each other, never this one.

mod arrival;
pub mod join;
pub mod link;
pub mod seat_book;
pub mod state;
