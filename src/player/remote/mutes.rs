//! The people this player chose not to hear (`/mute NAME`, `mute NAME`), by look-alike key: kept for the whole
//! `sayzee join`, in the lobby and at every table it reaches, and never told to the server or to them.

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex, PoisonError};

use crate::i18n::Message;
use crate::text::{PlayerName, look_alike_key};

/// The muted names, shared by the lobby and the tables of one `sayzee join`.
#[derive(Clone, Debug, Default)]
pub struct Mutes(Arc<Mutex<Names>>);

/// Look-alike keys: of the names muted, and of every name heard chatting so far.
#[derive(Debug, Default)]
struct Names {
    muted: BTreeSet<String>,
    heard: BTreeSet<String>,
}

/// How the person here plays, for the words that say how to undo a mute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typing {
    /// Keys at a table: C opens the chat line, where `/unmute NAME` is typed.
    Keys,
    /// Typed lines: `unmute NAME`.
    Lines,
}

impl Mutes {
    /// Whether chat signed `name` (or a look-alike of it) is kept from this player; the name has been heard
    /// chatting from now on.
    pub fn hides(&self, name: &str) -> bool {
        let key = look_alike_key(name);
        let mut names = self.names();
        let hidden = names.muted.contains(&key);
        names.heard.insert(key);
        hidden
    }

    /// `/mute NAME` or `/unmute NAME` (the chat prompt's form) done, and what to say about it; `None` when the
    /// line is neither. A name that nobody `present` bears and nobody has chatted under yet is muted too (they
    /// may come), but said to be nobody's yet, so that a typo is heard as one.
    pub fn by_line(&self, line: &str, present: &[String], typing: Typing) -> Option<Vec<Message>> {
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
        if !muting {
            let id = match names.muted.remove(&key) {
                true => "net-you-unmuted-person",
                false => "net-not-muted-person",
            };
            return Some(vec![Message::new(id).with("name", name)]);
        }
        let known =
            names.heard.contains(&key) || present.iter().any(|here| look_alike_key(here) == key);
        names.muted.insert(key);
        let id = match typing {
            Typing::Keys => "net-you-muted-person-keys",
            Typing::Lines => "net-you-muted-person",
        };
        let mut said = vec![Message::new(id).with("name", name.clone())];
        if !known {
            said.push(Message::new("net-muted-nobody-yet").with("name", name));
        }
        Some(said)
    }

    fn names(&self) -> std::sync::MutexGuard<'_, Names> {
        // A set of names is whole after any panic: nothing is half-written in it.
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(said: Option<Vec<Message>>) -> Option<Vec<String>> {
        said.map(|said| said.iter().map(|m| m.id.to_string()).collect())
    }

    #[test]
    fn a_muted_name_hides_its_look_alikes_until_unmuted_and_other_lines_are_not_mutes() {
        let mutes = Mutes::default();
        let copy = mutes.clone();
        let present = ["Quentin".to_string()];
        let by_line = |line: &str| ids(mutes.by_line(line, &present, Typing::Lines));
        assert_eq!(
            by_line("/mute Quentin"),
            Some(vec!["net-you-muted-person".to_string()])
        );
        assert!(
            copy.hides("QUЕNTIN"),
            "a look-alike (a Cyrillic Е) is hidden too, in every copy"
        );
        assert!(!copy.hides("Ann"));
        assert_eq!(by_line("/mute "), None);
        assert_eq!(by_line("hello there"), None);
        assert_eq!(
            by_line("/unmute quentin"),
            Some(vec!["net-you-unmuted-person".to_string()])
        );
        assert!(!copy.hides("Quentin"));
        assert_eq!(
            by_line("/unmute Quentin"),
            Some(vec!["net-not-muted-person".to_string()])
        );
    }

    #[test]
    fn a_name_nobody_bears_or_chatted_under_is_muted_and_said_to_be_nobodys_yet() {
        let mutes = Mutes::default();
        let present = ["Cy".to_string()];
        // A typo of Cy's name (play-test 4, F10).
        assert_eq!(
            ids(mutes.by_line("/mute Cyy", &present, Typing::Keys)),
            Some(vec![
                "net-you-muted-person-keys".to_string(),
                "net-muted-nobody-yet".to_string()
            ])
        );
        assert!(mutes.hides("Cyy"), "muted all the same");
        // Someone heard chatting in the lobby is known, though not at this table.
        assert!(!mutes.hides("Zed"));
        assert_eq!(
            ids(mutes.by_line("/mute zed", &present, Typing::Lines)),
            Some(vec!["net-you-muted-person".to_string()])
        );
    }
}
