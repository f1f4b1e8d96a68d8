//! The network: `sayzee serve` and `sayzee join` as strangers and friends use them, on loopback: the protocol, the
//! lobby, whole games in several languages, the bounds a stranger meets, frames that lie, clients that read slowly
//! or vanish, a full disk, and what each keyboard hears.
//!
//! One test binary for these files (each a module), so they are built and linked once.

#[path = "../common/mod.rs"]
mod common;
mod net_accounts;
mod net_bounds;
mod net_daily;
mod net_deploy;
mod net_duplicate;
mod net_full_disk;
mod net_fuzz;
mod net_heard;
mod net_host_powers;
mod net_leavers;
mod net_lobby;
mod net_meeting;
mod net_newcomers;
mod net_online;
mod net_operators;
mod net_play;
mod net_private;
mod net_ratings;
mod net_recap;
mod net_server;
mod net_siege;
mod net_slow;
mod net_strangers;
mod net_tables;
mod net_terminal;
mod net_tls;
mod net_transcript;
