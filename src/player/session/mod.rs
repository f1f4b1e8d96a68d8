//! A game being played, at home or at a network table: the one place where a player's action reaches the game
//! and every resulting event, rejection or answer is narrated. A key reads key → action → seat → outcome →
//! announcer:
//!
//! - `dispatch.rs`: the [`Session`], made whole with [`SessionParts`] and [`SessionOptions`]; it turns keys into
//!   actions and answers what is the same everywhere; `answers.rs` the read-only keys, `lines.rs` typed lines,
//!   `prompt.rs` the chat prompt's keys, `review.rs` the review of the decisions (E), `background.rs` (with its
//!   data in `underway.rs`) the work asked of the driver (W, waiting for the expert, the weighing after a game)
//!   and what its answers say, `outlets.rs` the rate, volume and sound asked of the outlets and what the driver
//!   heard back.
//! - `drill.rs`: the seat of the drills, which the session switches to when Shift+E asks for them after a game.
//! - `seat.rs`: the [`Seat`] trait, what differs between a game here and a network table, and the [`Stage`] a
//!   seat acts on, with the one report of a move's outcome whoever made it. `home.rs` is the seat at this
//!   keyboard; the seat at a network table is in `player/remote/`, which implements the trait from outside.
//! - `announcer.rs`: renders messages into lines with their urgency, keeps the history, asks for the cues.
//! - `effect.rs`: the one way in and out: [`Input`]s to [`Session::handle`], the [`Effect`]s it returns, and
//!   what the driver heard of them ([`Heard`]). The session does no I/O; `player/voiced.rs` carries effects out.
//!
//! Below the terminal loop, line mode and the two ways to a table (`local.rs`, `remote/join.rs`), which drive
//! it. A front only: the files inside import each other, never this one. Nothing here imports `player/remote/`.

mod announcer;
mod answers;
mod background;
mod dispatch;
mod drill;
mod effect;
mod home;
mod lines;
mod outlets;
mod prompt;
mod review;
mod seat;
mod underway;

pub use crate::player::wire::{Incoming, Return};
pub use announcer::{Announcer, Driven};
pub use dispatch::{Session, SessionOptions, SessionParts};
pub use drill::DrillSeat;
pub use effect::{
    ChatKey, Done, Effect, EffectsRead, Heard, Input, Job, Line, OnlineGame, Timer, ToFiles,
    ToTable, Work, WorkId,
};
pub use home::HomeSeat;
pub use seat::{Flow, Mover, Seat, Stage};
