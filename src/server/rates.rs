//! How often one address may act: a token bucket per address (governor's keyed limiters, GCRA) for its messages
//! (pings included), its chat lines and the tables it makes. A connection opened again starts on the same
//! bucket, so reconnecting buys nothing. Past a rate the message is not played, and its sender is told once for a
//! run of them (`too-fast`); a connection that keeps on sending past it for long is closed.

use std::collections::HashMap;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::{Mutex, PoisonError};

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use super::admission::Limits;

/// The buckets of every address.
#[derive(Debug)]
pub(super) struct Rates {
    messages: DefaultKeyedRateLimiter<IpAddr>,
    chat: DefaultKeyedRateLimiter<IpAddr>,
    tables: DefaultKeyedRateLimiter<IpAddr>,
    /// Private tables' passwords tried, by address and by table (look-alike key), as account passwords are.
    table_passwords_by_address: DefaultKeyedRateLimiter<IpAddr>,
    table_passwords_by_table: DefaultKeyedRateLimiter<String>,
    /// Log lines about seat tokens no table knows: one an address a minute, so that guessing tokens cannot
    /// fill the log; the tries past it are counted here and logged together once a minute.
    bad_token_lines: DefaultKeyedRateLimiter<IpAddr>,
    bad_tokens_unlogged: Mutex<HashMap<IpAddr, usize>>,
    /// Messages past the rate, one after another, after which a connection is closed: ten seconds' worth.
    pub(super) refused_before_closing: u32,
}

/// Chat lines one address may send at once before the rate applies.
const CHAT_BURST: u32 = 5;

/// Private tables' passwords one address may try a minute, and one table may be tried with from all addresses.
const TABLE_PASSWORDS_PER_MINUTE_PER_ADDRESS: u32 = 10;
const TABLE_PASSWORDS_PER_MINUTE_PER_TABLE: u32 = 30;

fn at_least_one(n: u32) -> NonZeroU32 {
    NonZeroU32::new(n.max(1)).expect("at least one")
}

impl Rates {
    pub(super) fn new(limits: &Limits) -> Rates {
        let per_second = at_least_one(limits.messages_per_second);
        let messages = Quota::per_second(per_second)
            .allow_burst(at_least_one(limits.messages_per_second.saturating_mul(2)));
        // Bursts of five, or of a second's worth when the rate allows more.
        let chat_burst = CHAT_BURST.max(limits.chat_per_minute / 60);
        let chat = Quota::per_minute(at_least_one(limits.chat_per_minute))
            .allow_burst(at_least_one(chat_burst.min(limits.chat_per_minute)));
        let tables = Quota::per_minute(at_least_one(limits.new_tables_per_minute));
        Rates {
            messages: RateLimiter::keyed(messages),
            chat: RateLimiter::keyed(chat),
            tables: RateLimiter::keyed(tables),
            table_passwords_by_address: RateLimiter::keyed(Quota::per_minute(at_least_one(
                TABLE_PASSWORDS_PER_MINUTE_PER_ADDRESS,
            ))),
            table_passwords_by_table: RateLimiter::keyed(Quota::per_minute(at_least_one(
                TABLE_PASSWORDS_PER_MINUTE_PER_TABLE,
            ))),
            bad_token_lines: RateLimiter::keyed(Quota::per_minute(at_least_one(1))),
            bad_tokens_unlogged: Mutex::new(HashMap::new()),
            refused_before_closing: per_second.get().saturating_mul(10),
        }
    }

    /// Whether `address` may try one more password at private table `table` now (it is counted if so).
    pub(super) fn table_password(&self, address: IpAddr, table: &str) -> bool {
        self.table_passwords_by_address.check_key(&address).is_ok()
            && self
                .table_passwords_by_table
                .check_key(&crate::text::look_alike_key(table))
                .is_ok()
    }

    /// Whether `address` may send one more message now (it is counted if so).
    pub(super) fn message(&self, address: IpAddr) -> bool {
        self.messages.check_key(&address).is_ok()
    }

    /// Whether `address` may send one more chat line now.
    pub(super) fn chat(&self, address: IpAddr) -> bool {
        self.chat.check_key(&address).is_ok()
    }

    /// Whether `address` may make one more table now.
    pub(super) fn new_table(&self, address: IpAddr) -> bool {
        self.tables.check_key(&address).is_ok()
    }

    /// Whether a try with a token no table knows, from `address`, gets a log line of its own now; if not, it
    /// is counted for [`Rates::unlogged_bad_tokens`].
    pub(super) fn log_bad_token(&self, address: IpAddr) -> bool {
        if self.bad_token_lines.check_key(&address).is_ok() {
            return true;
        }
        let mut unlogged = self
            .bad_tokens_unlogged
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        *unlogged.entry(address).or_default() += 1;
        false
    }

    /// The tries with unknown tokens that got no log line of their own since the last call, by address.
    pub(super) fn unlogged_bad_tokens(&self) -> Vec<(IpAddr, usize)> {
        let mut unlogged = self
            .bad_tokens_unlogged
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let mut counted: Vec<(IpAddr, usize)> = unlogged.drain().collect();
        counted.sort_unstable();
        counted
    }

    /// Lets go of the buckets of addresses that are full again (they would allow a whole burst anyway), so
    /// that addresses seen once cost nothing for ever.
    pub(super) fn forget_idle(&self) {
        for limiter in [
            &self.messages,
            &self.chat,
            &self.tables,
            &self.bad_token_lines,
        ] {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_address_has_its_own_bucket_with_a_burst_then_the_rate() {
        let limits = Limits {
            messages_per_second: 2,
            chat_per_minute: 60,
            new_tables_per_minute: 3,
            ..Limits::DEFAULT
        };
        let rates = Rates::new(&limits);
        let here: IpAddr = [192, 0, 2, 1].into();
        let there: IpAddr = [192, 0, 2, 2].into();
        let allowed = (0..10).filter(|_| rates.message(here)).count();
        assert_eq!(allowed, 4, "a burst of twice the rate per second");
        assert!(rates.message(there), "another address is not held back");
        assert_eq!((0..10).filter(|_| rates.chat(here)).count(), 5);
        assert_eq!((0..10).filter(|_| rates.new_table(here)).count(), 3);
        assert_eq!(rates.refused_before_closing, 20);
    }

    #[test]
    fn tries_with_unknown_tokens_get_one_log_line_an_address_a_minute_and_the_rest_are_counted() {
        let rates = Rates::new(&Limits::DEFAULT);
        let here: IpAddr = [192, 0, 2, 1].into();
        let there: IpAddr = [192, 0, 2, 2].into();
        let own_lines = (0..1000).filter(|_| rates.log_bad_token(here)).count();
        assert_eq!(own_lines, 1);
        assert!(rates.log_bad_token(there));
        assert_eq!(rates.unlogged_bad_tokens(), vec![(here, 999)]);
        assert_eq!(rates.unlogged_bad_tokens(), vec![], "counted once");
    }
}
