//! Rebinding keys by action, as the settings file asks (`say-scores = ["x"]`, parsed into actions and keys once
//! by the player's preferences): each named action's keys replace its defaults. A key that would then run two
//! actions leaves the whole default map in place and is said, so a player is never left without a key or with one
//! key doing two things.

use super::{Action, Key, KeyMap};

/// A key that would run two actions after rebinding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoundTwice {
    pub key: Key,
    pub first: Action,
    pub second: Action,
}

/// `defaults` with the keys of every action in `replaced` replaced by the keys listed for it.
///
/// # Errors
/// Every key bound twice, in the order of `replaced`; the defaults should then stay.
pub fn rebind(
    defaults: &KeyMap,
    replaced: &[(Action, Vec<Key>)],
) -> Result<KeyMap, Vec<BoundTwice>> {
    let mut errors = Vec::new();
    let mut map: Vec<(Key, Action)> = defaults
        .bindings()
        .iter()
        .filter(|(_, action)| !replaced.iter().any(|(a, _)| a == action))
        .copied()
        .collect();
    for (action, keys) in replaced {
        for &key in keys {
            match map.iter().find(|(k, _)| *k == key) {
                // Listing a key twice for the same action is harmless.
                Some((_, bound)) if bound == action => {}
                Some((_, bound)) => errors.push(BoundTwice {
                    key,
                    first: *bound,
                    second: *action,
                }),
                None => map.push((key, *action)),
            }
        }
    }
    if errors.is_empty() {
        Ok(KeyMap::from_bindings(map))
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Face;

    fn key(text: &str) -> Key {
        text.parse().unwrap()
    }

    fn keys(texts: &[&str]) -> Vec<Key> {
        texts.iter().map(|text| key(text)).collect()
    }

    #[test]
    fn an_action_named_gets_exactly_its_new_keys() {
        let map = rebind(
            &KeyMap::default(),
            &[
                (Action::SayScores, keys(&["x", "f2"])),
                (Action::Help, keys(&["f1"])),
            ],
        )
        .unwrap();
        assert_eq!(map.action(key("x")), Some(Action::SayScores));
        assert_eq!(map.action(key("f2")), Some(Action::SayScores));
        assert_eq!(map.action(key("s")), None, "the default key is replaced");
        assert_eq!(map.action(key("h")), None);
        assert_eq!(map.keys(Action::Help), vec![key("f1")]);
        // Everything not named keeps its default.
        assert_eq!(
            map.action(key("shift+3")),
            Some(Action::Unselect(Face::new(3).unwrap()))
        );
    }

    #[test]
    fn a_freed_key_can_be_taken_by_another_action() {
        let map = rebind(
            &KeyMap::default(),
            &[
                (Action::SayScores, keys(&["x"])),
                (Action::Hint, keys(&["s"])),
            ],
        )
        .unwrap();
        assert_eq!(map.action(key("s")), Some(Action::Hint));
        assert_eq!(map.action(key("?")), None);
    }

    #[test]
    fn a_key_bound_twice_is_refused() {
        let errors = rebind(&KeyMap::default(), &[(Action::Hint, keys(&["s"]))]).unwrap_err();
        assert_eq!(
            errors,
            vec![BoundTwice {
                key: key("s"),
                first: Action::SayScores,
                second: Action::Hint,
            }]
        );
        let errors = rebind(
            &KeyMap::default(),
            &[(Action::Hint, keys(&["x"])), (Action::Undo, keys(&["x"]))],
        )
        .unwrap_err();
        assert_eq!(errors.len(), 1, "{errors:?}");
    }

    #[test]
    fn no_rebinding_is_the_default_map() {
        assert_eq!(rebind(&KeyMap::default(), &[]), Ok(KeyMap::default()));
    }
}
