//! The page's own door: what one stranger can hold of the page, counted per address (an IPv4 address, an IPv6
//! /64: `net::address_key`, the game door's rule), never per connection. Its HTTP connections (TLS handshakes and
//! unfinished requests among them) and its browser seats each have a bound per address, and the seats one in all;
//! a connection past its bound is closed at once, a seat past its bound is told so. A seat is taken only after its
//! hello, so a socket that never says hello holds a connection of its address and nothing of anyone else's.
//!
//! Behind a trusted proxy every browser comes from the proxy's address: its connections count in all only, and
//! each seat counts under the address the proxy forwarded it for.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

/// The page's bounds; each has a `sayzee serve` flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageLimits {
    /// Browser seats at once, in all.
    pub seats: usize,
    /// Browser seats at once from one address (a household or a club behind one router shares them).
    pub seats_per_address: usize,
    /// HTTP connections open at once from one address: its seats' sockets, page loads, handshakes under way.
    pub connections_per_address: usize,
}

impl PageLimits {
    /// The bounds the page keeps unless its flags say otherwise (the flags' defaults are these).
    pub const DEFAULT: PageLimits = PageLimits {
        seats: 500,
        seats_per_address: 8,
        connections_per_address: 24,
    };

    /// HTTP connections at once in all: every seat's socket, and some to spare for page loads and handshakes.
    pub(super) fn connections(&self) -> usize {
        self.seats + SPARE_CONNECTIONS
    }
}

impl Default for PageLimits {
    fn default() -> PageLimits {
        PageLimits::DEFAULT
    }
}

/// HTTP connections at once beyond the seats: page loads, assets, handshakes under way.
const SPARE_CONNECTIONS: usize = 64;

/// What is held now: connections and seats by address, seats in all.
#[derive(Debug, Default)]
pub(super) struct Door {
    held: Mutex<Held>,
}

#[derive(Debug, Default)]
struct Held {
    connections: HashMap<IpAddr, usize>,
    seats: HashMap<IpAddr, usize>,
    seats_in_all: usize,
}

/// What a seat could not be given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum NoSeat {
    /// Every seat of the page is taken.
    RoomFull,
    /// The address has all the seats one address may hold.
    AddressFull,
}

/// Something held at the door (a connection or a seat) under an address; dropping it gives it back.
#[derive(Debug)]
pub(super) struct Permit {
    door: Arc<Door>,
    address: IpAddr,
    seat: bool,
}

impl Door {
    fn held(&self) -> std::sync::MutexGuard<'_, Held> {
        self.held.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Lets a connection from `peer` in, or `None` past its address's bound. A trusted proxy's connections are
    /// not counted by address (the proxy speaks for many); the bound in all is the listener's.
    pub(super) fn connection(
        self: &Arc<Self>,
        peer: IpAddr,
        through_proxy: bool,
        limits: &PageLimits,
    ) -> Option<Option<Permit>> {
        if through_proxy {
            return Some(None);
        }
        let address = crate::net::address_key(peer);
        let mut held = self.held();
        let count = held.connections.get(&address).copied().unwrap_or(0);
        if count >= limits.connections_per_address {
            return None;
        }
        held.connections.insert(address, count + 1);
        Some(Some(Permit {
            door: self.clone(),
            address,
            seat: false,
        }))
    }

    /// A seat for a browser at `player`'s address (the forwarded one behind a trusted proxy).
    ///
    /// # Errors
    /// [`NoSeat`] past the bound in all or the address's.
    pub(super) fn seat(
        self: &Arc<Self>,
        player: IpAddr,
        limits: &PageLimits,
    ) -> Result<Permit, NoSeat> {
        let address = crate::net::address_key(player);
        let mut held = self.held();
        if held.seats_in_all >= limits.seats {
            return Err(NoSeat::RoomFull);
        }
        let count = held.seats.get(&address).copied().unwrap_or(0);
        if count >= limits.seats_per_address {
            return Err(NoSeat::AddressFull);
        }
        held.seats.insert(address, count + 1);
        held.seats_in_all += 1;
        Ok(Permit {
            door: self.clone(),
            address,
            seat: true,
        })
    }
}

/// One fewer under `address`, the entry gone at zero.
fn count_down(counts: &mut HashMap<IpAddr, usize>, address: &IpAddr) {
    if let Some(count) = counts.get_mut(address) {
        *count = count.saturating_sub(1);
        if *count == 0 {
            counts.remove(address);
        }
    }
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut held = self.door.held();
        if self.seat {
            count_down(&mut held.seats, &self.address);
            held.seats_in_all = held.seats_in_all.saturating_sub(1);
        } else {
            count_down(&mut held.connections, &self.address);
        }
    }
}

/// The address a request speaks for: the last `X-Forwarded-For` entry when it came from a trusted proxy (the
/// one the proxy itself appended), else the connection's own peer.
pub(super) fn player_address(
    peer: IpAddr,
    trusted_proxies: &[IpAddr],
    headers: &axum::http::HeaderMap,
) -> IpAddr {
    if !trusted_proxies.contains(&peer) {
        return peer;
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .next_back()
        .and_then(|value| value.to_str().ok())
        .and_then(|header| header.rsplit(',').next())
        .and_then(|last| last.trim().parse::<IpAddr>().ok())
        .unwrap_or(peer)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: PageLimits = PageLimits {
        seats: 3,
        seats_per_address: 2,
        connections_per_address: 2,
    };

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn an_address_holds_its_own_seats_and_connections_and_gives_them_back() {
        let door = Arc::new(Door::default());
        let first = door.seat(ip("10.0.0.1"), &LIMITS).unwrap();
        let _second = door.seat(ip("10.0.0.1"), &LIMITS).unwrap();
        assert_eq!(
            door.seat(ip("10.0.0.1"), &LIMITS).unwrap_err(),
            NoSeat::AddressFull
        );
        let _other = door.seat(ip("10.0.0.2"), &LIMITS).unwrap();
        assert_eq!(
            door.seat(ip("10.0.0.3"), &LIMITS).unwrap_err(),
            NoSeat::RoomFull
        );
        drop(first);
        assert!(door.seat(ip("10.0.0.1"), &LIMITS).is_ok());

        // An IPv6 subscriber's whole /64 is one address.
        let a = door.connection(ip("2001:db8::1"), false, &LIMITS).unwrap();
        let _b = door.connection(ip("2001:db8::2"), false, &LIMITS).unwrap();
        assert!(door.connection(ip("2001:db8::3"), false, &LIMITS).is_none());
        assert!(
            door.connection(ip("2001:db8:1::1"), false, &LIMITS)
                .is_some()
        );
        drop(a);
        assert!(door.connection(ip("2001:db8::3"), false, &LIMITS).is_some());
        // A trusted proxy's connections are many people's.
        for _ in 0..10 {
            assert!(matches!(
                door.connection(ip("127.0.0.1"), true, &LIMITS),
                Some(None)
            ));
        }
    }

    #[test]
    fn only_a_trusted_proxy_says_whose_request_it_is() {
        let mut headers = axum::http::HeaderMap::new();
        headers.insert("x-forwarded-for", "6.6.6.6, 203.0.113.7".parse().unwrap());
        let proxy = ip("127.0.0.1");
        assert_eq!(player_address(proxy, &[proxy], &headers), ip("203.0.113.7"));
        assert_eq!(
            player_address(ip("198.51.100.1"), &[proxy], &headers),
            ip("198.51.100.1")
        );
        assert_eq!(
            player_address(proxy, &[proxy], &axum::http::HeaderMap::new()),
            proxy
        );
    }
}
