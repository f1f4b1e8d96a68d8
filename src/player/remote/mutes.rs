//! The people this player chose not to hear (`/mute NAME`, `mute NAME`), by look-alike key: kept for the whole
//! `sayzee join`, in the lobby and at every table it reaches, and never told to the server or to them.

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex, PoisonError};

use crate::i18n::Message;
use crate::text::{PlayerName, look_alike_key};

/// The muted names, shared by the lobby and the tables of one `sayzee join`.
#[derive(Clone, Debug, Default)]
pub struct Mutes(Arc<Mutex<BTreeSet<String>>>);

impl Mutes {
    /// Whether chat signed `name` (or a look-alike of it) is kept from this player.
    pub fn hides(&self, name: &str) -> bool {
        self.names().contains(&look_alike_key(name))
    }

    /// `/mute NAME` or `/unmute NAME` (the chat prompt's form) done, and what to say about it; `None` when the
    /// line is neither.
    pub fn by_line(&self, line: &str) -> Option<Message> {
        let (muting, name) = match line.split_once(' ') {
            Some(("/mute", name)) => (true, name.trim()),
            Some(("/unmute", name)) => (false, name.trim()),
            _ => return None,
        };
        if name.is_empty() {
            return None;
        }
        let name = PlayerName::new(name).to_string();
        let key = look_alike_key(&name);
        let mut names = self.names();
        Some(if muting {
            names.insert(key);
            Message::new("net-you-muted-person").with("name", name)
        } else if names.remove(&key) {
            Message::new("net-you-unmuted-person").with("name", name)
        } else {
            Message::new("net-not-muted-person").with("name", name)
        })
    }

    fn names(&self) -> std::sync::MutexGuard<'_, BTreeSet<String>> {
        // A set of names is whole after any panic: nothing is half-written in it.
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_muted_name_hides_its_look_alikes_until_unmuted_and_other_lines_are_not_mutes() {
        let mutes = Mutes::default();
        let copy = mutes.clone();
        assert_eq!(
            mutes.by_line("/mute Quentin").map(|m| m.id.to_string()),
            Some("net-you-muted-person".to_string())
        );
        assert!(
            copy.hides("QUЕNTIN"),
            "a look-alike (a Cyrillic Е) is hidden too, in every copy"
        );
        assert!(!copy.hides("Ann"));
        assert_eq!(mutes.by_line("/mute "), None);
        assert_eq!(mutes.by_line("hello there"), None);
        assert_eq!(
            mutes.by_line("/unmute quentin").map(|m| m.id.to_string()),
            Some("net-you-unmuted-person".to_string())
        );
        assert!(!copy.hides("Quentin"));
        assert_eq!(
            mutes.by_line("/unmute Quentin").map(|m| m.id.to_string()),
            Some("net-not-muted-person".to_string())
        );
    }
}
