//! The network seat: how a player comes to a table on a sayzee server and stays there. `arrival.rs` asks
//! the questions before play (`lobby.rs` the choice of table, `kept_games.rs` the finished games the server keeps,
//! walked from the lobby), `join.rs` runs the terminal or line loop, as `local.rs` does at home; `state.rs` is
//! what the seat knows of the table besides the game, `table.rs` the seat itself (the session's `Seat` for a
//! network table: commands to the server, chat), `table_keys.rs` the keys that work differently there and
//! `news.rs` what the server sends, narrated; `link.rs` is the WebSocket on a thread of its own (never waited on
//! by the game), reconnecting by itself, through TLS for `wss://` (`secure.rs`, with the certificates the player
//! trusts); `seat_book.rs` keeps each seat's token so it can be taken back; `login.rs` logs in where names are
//! owned, `login_book.rs` keeping each device's login token (both kept in the browser for a seat played in the page:
//! `kept_elsewhere.rs`).
//!
//! It uses the session (`player/session/`), which never uses it. A front only: the files inside import each
//! other, never this one.

mod arrival;
mod hall;
pub mod join;
pub mod kept_elsewhere;
mod kept_games;
pub mod link;
mod lobby;
mod login;
pub mod login_book;
pub mod mutes;
mod news;
pub mod operate;
mod people;
mod ranking;
mod reach;
pub mod seat_book;
pub mod secure;
pub mod state;
mod table;
mod table_keys;
mod table_link;
