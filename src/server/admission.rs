//! Who gets in, and how much a stranger can cost: the server's bounds on connections, tables, messages, watchers
//! and bytes, so that nobody can lock the others out by opening connections or tables by the thousand, or
//! flooding. One rule behind them: what one stranger can cost is bounded per address (an IPv4 address, or an
//! IPv6 /64, which one subscriber gets whole), never per connection, which costs nothing to open again. A
//! connection past a bound is told `server-full` and closed; a table past one is refused with `too-many-tables`.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

/// The server's bounds; each has a `sayzee serve` flag. "Per address" is per [`address_key`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Connections open at once, in all.
    pub connections: usize,
    /// Connections open at once from one address (a household or club behind one router shares one).
    pub per_address: usize,
    /// Connections from one address still in their handshake (or not yet greeted) at once.
    pub half_open_per_address: usize,
    /// Tables open at once on the server.
    pub tables: usize,
    /// Tables open at once that connections from one address made.
    pub tables_per_address: usize,
    /// Of those, tables with a computer seat (each may need a strategy table in memory).
    pub computer_tables_per_address: usize,
    /// New tables one address may make in a minute (a burst of this many, then one every 60/this seconds).
    pub new_tables_per_minute: u32,
    /// Messages (pings included) one address may send in a second, in bursts of twice as many; past it, a
    /// message is ignored and its sender told once.
    pub messages_per_second: u32,
    /// Chat lines one address may send in a minute, in bursts of five.
    pub chat_per_minute: u32,
    /// Spectators watching one table at once.
    pub spectators: usize,
    /// The longest message a client may send, in bytes, whole or in fragments (the protocol's own limit is
    /// 64 KiB: messages between it and this are answered `too-large`, longer ones end the connection).
    pub message_bytes: usize,
    /// Bytes the server keeps queued for a client that does not read, counted as encoded (and as much again
    /// in the connection's write buffer, answers to its pings included); chat to it is shed past three quarters
    /// of it, and past it the client is let go (`too-slow`).
    pub unsent_bytes: usize,
}

impl Limits {
    /// The bounds a server keeps unless its flags say otherwise (the flags' defaults are these).
    pub const DEFAULT: Limits = Limits {
        connections: 5000,
        per_address: 64,
        half_open_per_address: 8,
        tables: 10_000,
        tables_per_address: 8,
        computer_tables_per_address: 4,
        new_tables_per_minute: 20,
        messages_per_second: 50,
        chat_per_minute: 60,
        spectators: 50,
        message_bytes: 80 * 1024,
        unsent_bytes: 256 * 1024,
    };
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::DEFAULT
    }
}

pub(super) use crate::net::address_key;

/// The connections open now, in all and by address.
#[derive(Debug, Default)]
pub(super) struct Doorway {
    open: Mutex<Counts>,
}

#[derive(Debug, Default)]
struct Counts {
    all: usize,
    by_address: HashMap<IpAddr, usize>,
    /// Those not yet greeted (in their handshake, or before their hello), by address.
    half_open: HashMap<IpAddr, usize>,
}

/// A connection let in; dropping it lets the next one in.
#[derive(Debug)]
pub(super) struct Admitted {
    doorway: Arc<Doorway>,
    /// The [`address_key`] it counts under.
    pub(super) address: IpAddr,
    /// Whether it still counts as half-open.
    half_open: bool,
    /// Whether it counts under its address yet: a connection through a trusted proxy counts in all only until
    /// the proxy says whose it is ([`Admitted::forwarded_for`]).
    counted_by_address: bool,
}

impl Doorway {
    /// Lets a connection from `address` in, or `None` when that would pass a bound of `limits`. It counts as
    /// half-open until [`Admitted::greeted`].
    pub(super) fn admit(self: &Arc<Self>, address: IpAddr, limits: &Limits) -> Option<Admitted> {
        let address = address_key(address);
        let mut counts = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        let from_there = counts.by_address.get(&address).copied().unwrap_or(0);
        let half_open = counts.half_open.get(&address).copied().unwrap_or(0);
        if counts.all >= limits.connections
            || from_there >= limits.per_address
            || half_open >= limits.half_open_per_address
        {
            return None;
        }
        counts.all += 1;
        counts.by_address.insert(address, from_there + 1);
        counts.half_open.insert(address, half_open + 1);
        Some(Admitted {
            doorway: self.clone(),
            address,
            half_open: true,
            counted_by_address: true,
        })
    }

    /// Lets a connection from trusted proxy `proxy` in, or `None` past the bound in all: it counts under the
    /// address it is forwarded for once the proxy says so.
    pub(super) fn admit_through_proxy(
        self: &Arc<Self>,
        proxy: IpAddr,
        limits: &Limits,
    ) -> Option<Admitted> {
        let mut counts = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        if counts.all >= limits.connections {
            return None;
        }
        counts.all += 1;
        Some(Admitted {
            doorway: self.clone(),
            address: address_key(proxy),
            half_open: false,
            counted_by_address: false,
        })
    }
}

/// One fewer under `address` in `counts`, the entry gone at zero.
fn count_down(counts: &mut HashMap<IpAddr, usize>, address: &IpAddr) {
    if let Some(count) = counts.get_mut(address) {
        *count -= 1;
        if *count == 0 {
            counts.remove(address);
        }
    }
}

impl Admitted {
    /// Whether the connection came through a trusted proxy and does not count under an address yet.
    pub(super) fn through_proxy(&self) -> bool {
        !self.counted_by_address
    }

    /// Counts a connection that came through a trusted proxy under `address`, the player's; false (and nothing
    /// counted) when that would pass the address's bounds.
    pub(super) fn forwarded_for(&mut self, address: IpAddr, limits: &Limits) -> bool {
        if self.counted_by_address {
            return true;
        }
        let address = address_key(address);
        let mut counts = self
            .doorway
            .open
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let from_there = counts.by_address.get(&address).copied().unwrap_or(0);
        let half_open = counts.half_open.get(&address).copied().unwrap_or(0);
        if from_there >= limits.per_address || half_open >= limits.half_open_per_address {
            return false;
        }
        counts.by_address.insert(address, from_there + 1);
        counts.half_open.insert(address, half_open + 1);
        drop(counts);
        self.address = address;
        self.half_open = true;
        self.counted_by_address = true;
        true
    }

    /// Whether the connection has said hello (it no longer counts as half-open).
    pub(super) fn is_greeted(&self) -> bool {
        !self.half_open
    }

    /// The connection said hello: it no longer counts as half-open.
    pub(super) fn greeted(&mut self) {
        if std::mem::take(&mut self.half_open) {
            let mut counts = self
                .doorway
                .open
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            count_down(&mut counts.half_open, &self.address);
        }
    }
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let mut counts = self
            .doorway
            .open
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        counts.all = counts.all.saturating_sub(1);
        if self.counted_by_address {
            count_down(&mut counts.by_address, &self.address);
        }
        if self.half_open {
            count_down(&mut counts.half_open, &self.address);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_hold_in_all_and_by_address_and_free_up_when_connections_close() {
        let doorway = Arc::new(Doorway::default());
        let limits = Limits {
            connections: 3,
            per_address: 2,
            ..Limits::default()
        };
        let here: IpAddr = [127, 0, 0, 1].into();
        let there: IpAddr = [10, 0, 0, 2].into();
        let first = doorway.admit(here, &limits).unwrap();
        let _second = doorway.admit(here, &limits).unwrap();
        assert!(
            doorway.admit(here, &limits).is_none(),
            "a third from one address"
        );
        let _third = doorway.admit(there, &limits).unwrap();
        assert!(doorway.admit(there, &limits).is_none(), "a fourth in all");
        drop(first);
        assert!(doorway.admit(here, &limits).is_some());
    }

    #[test]
    fn connections_not_yet_greeted_have_a_bound_of_their_own_per_address() {
        let doorway = Arc::new(Doorway::default());
        let limits = Limits {
            half_open_per_address: 2,
            ..Limits::default()
        };
        let here: IpAddr = [127, 0, 0, 1].into();
        let mut first = doorway.admit(here, &limits).unwrap();
        let _second = doorway.admit(here, &limits).unwrap();
        assert!(doorway.admit(here, &limits).is_none(), "a third half-open");
        first.greeted();
        first.greeted();
        let _third = doorway.admit(here, &limits).unwrap();
        assert!(doorway.admit(here, &limits).is_none(), "greeted only once");
    }

    #[test]
    fn an_ipv6_64_counts_as_one_address_and_ipv4_seen_through_ipv6_as_itself() {
        let one: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let other_in_the_64: IpAddr = "2001:db8:1:2:ffff:1234:5678:9abc".parse().unwrap();
        let next_64: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(address_key(one), address_key(other_in_the_64));
        assert_ne!(address_key(one), address_key(next_64));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(address_key(mapped), IpAddr::from([192, 0, 2, 7]));
        let doorway = Arc::new(Doorway::default());
        let limits = Limits {
            per_address: 1,
            ..Limits::default()
        };
        let _held = doorway.admit(one, &limits).unwrap();
        assert!(doorway.admit(other_in_the_64, &limits).is_none());
        assert!(doorway.admit(next_64, &limits).is_some());
    }

    #[test]
    fn through_a_trusted_proxy_connections_count_under_the_players_addresses() {
        let doorway = Arc::new(Doorway::default());
        let limits = Limits {
            connections: 3,
            per_address: 1,
            ..Limits::default()
        };
        let proxy: IpAddr = [10, 0, 0, 1].into();
        let ann: IpAddr = [192, 0, 2, 1].into();
        let bo: IpAddr = [192, 0, 2, 2].into();
        let mut first = doorway.admit_through_proxy(proxy, &limits).unwrap();
        let mut second = doorway.admit_through_proxy(proxy, &limits).unwrap();
        assert!(first.through_proxy());
        assert!(first.forwarded_for(ann, &limits));
        assert!(!first.through_proxy());
        assert_eq!(first.address, ann);
        assert!(second.forwarded_for(bo, &limits), "another player");
        let mut third = doorway.admit_through_proxy(proxy, &limits).unwrap();
        assert!(
            !third.forwarded_for(ann, &limits),
            "Ann's one connection is taken"
        );
        assert!(
            doorway.admit_through_proxy(proxy, &limits).is_none(),
            "three in all"
        );
        drop(third);
        drop(first);
        let mut again = doorway.admit_through_proxy(proxy, &limits).unwrap();
        assert!(
            again.forwarded_for(ann, &limits),
            "Ann's place is free again"
        );
    }
}
