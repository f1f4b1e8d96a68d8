//! Who gets in: the server's bounds on connections (in all, and from one address) and tables (in all, and made
//! by one connection), so that nobody can lock the others out by opening connections or tables by the
//! thousand. A connection past a bound is told `server-full` and closed; a table past one is refused with
//! `too-many-tables`.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

/// The server's bounds; each has a `sayzee serve` flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Connections open at once, in all.
    pub connections: usize,
    /// Connections open at once from one address (a household or club behind one router shares one).
    pub per_address: usize,
    /// Tables open at once on the server.
    pub tables: usize,
    /// Tables open at once that one connection made.
    pub tables_per_connection: usize,
}

impl Limits {
    /// The bounds a server keeps unless its flags say otherwise (the flags' defaults are these).
    pub const DEFAULT: Limits = Limits {
        connections: 5000,
        per_address: 64,
        tables: 10_000,
        tables_per_connection: 4,
    };
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::DEFAULT
    }
}

/// The connections open now, in all and by address.
#[derive(Debug, Default)]
pub(super) struct Doorway {
    open: Mutex<Counts>,
}

#[derive(Debug, Default)]
struct Counts {
    all: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// A connection let in; dropping it lets the next one in.
#[derive(Debug)]
pub(super) struct Admitted {
    doorway: Arc<Doorway>,
    address: IpAddr,
}

impl Doorway {
    /// Lets a connection from `address` in, or `None` when that would pass a bound of `limits`.
    pub(super) fn admit(self: &Arc<Self>, address: IpAddr, limits: &Limits) -> Option<Admitted> {
        let mut counts = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        let from_there = counts.by_address.get(&address).copied().unwrap_or(0);
        if counts.all >= limits.connections || from_there >= limits.per_address {
            return None;
        }
        counts.all += 1;
        counts.by_address.insert(address, from_there + 1);
        Some(Admitted {
            doorway: self.clone(),
            address,
        })
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
        if let Some(count) = counts.by_address.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                counts.by_address.remove(&self.address);
            }
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
}
