//! Rebinding keys by action name, as the settings file asks (`say-scores = ["x"]`): each named action's
//! keys replace its defaults. A mistake anywhere leaves the whole default map in place and says what was
//! wrong, so a typo never leaves a player without a key or with one key doing two things.

use std::collections::BTreeMap;

use super::{Action, Key, KeyMap};

/// What is wrong with a rebinding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BindingError {
    /// No action has this name.
    UnknownAction(String),
    /// The text names no key.
    UnknownKey { action: String, key: String },
    /// After rebinding, this key would run two actions.
    BoundTwice {
        key: Key,
        first: Action,
        second: Action,
    },
}

/// `defaults` with the keys of every action named in `bindings` replaced by the keys listed for it.
///
/// # Errors
/// Every [`BindingError`] found, in the order of the settings; the defaults should then stay.
pub fn rebind(
    defaults: &KeyMap,
    bindings: &BTreeMap<String, Vec<String>>,
) -> Result<KeyMap, Vec<BindingError>> {
    let mut errors = Vec::new();
    let mut replaced: Vec<(Action, Vec<Key>)> = Vec::new();
    for (name, keys) in bindings {
        let Some(action) = Action::from_name(name.trim()) else {
            errors.push(BindingError::UnknownAction(name.clone()));
            continue;
        };
        let mut parsed = Vec::new();
        for text in keys {
            match text.parse::<Key>() {
                Ok(key) => parsed.push(key),
                Err(_) => errors.push(BindingError::UnknownKey {
                    action: name.clone(),
                    key: text.clone(),
                }),
            }
        }
        replaced.push((action, parsed));
    }
    let mut map: Vec<(Key, Action)> = defaults
        .bindings()
        .iter()
        .filter(|(_, action)| !replaced.iter().any(|(a, _)| a == action))
        .copied()
        .collect();
    for (action, keys) in replaced {
        for key in keys {
            match map.iter().find(|(k, _)| *k == key) {
                // Listing a key twice for the same action is harmless.
                Some((_, bound)) if *bound == action => {}
                Some((_, bound)) => errors.push(BindingError::BoundTwice {
                    key,
                    first: *bound,
                    second: action,
                }),
                None => map.push((key, action)),
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

    fn settings(pairs: &[(&str, &[&str])]) -> BTreeMap<String, Vec<String>> {
        pairs
            .iter()
            .map(|(action, keys)| {
                (
                    action.to_string(),
                    keys.iter().map(|k| k.to_string()).collect(),
                )
            })
            .collect()
    }

    fn key(text: &str) -> Key {
        text.parse().unwrap()
    }

    #[test]
    fn an_action_named_gets_exactly_its_new_keys() {
        let map = rebind(
            &KeyMap::default(),
            &settings(&[("say-scores", &["x", "f2"]), ("help", &["f1"])]),
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
            &settings(&[("say-scores", &["x"]), ("hint", &["s"])]),
        )
        .unwrap();
        assert_eq!(map.action(key("s")), Some(Action::Hint));
        assert_eq!(map.action(key("?")), None);
    }

    #[test]
    fn an_unknown_action_or_key_is_reported_and_nothing_changes() {
        let errors = rebind(
            &KeyMap::default(),
            &settings(&[("reroll", &["x"]), ("say-scores", &["banana"])]),
        )
        .unwrap_err();
        assert_eq!(
            errors,
            vec![
                BindingError::UnknownAction("reroll".into()),
                BindingError::UnknownKey {
                    action: "say-scores".into(),
                    key: "banana".into()
                },
            ]
        );
    }

    #[test]
    fn a_key_bound_twice_is_refused() {
        let errors = rebind(&KeyMap::default(), &settings(&[("hint", &["s"])])).unwrap_err();
        assert_eq!(
            errors,
            vec![BindingError::BoundTwice {
                key: key("s"),
                first: Action::SayScores,
                second: Action::Hint,
            }]
        );
        let errors = rebind(
            &KeyMap::default(),
            &settings(&[("hint", &["x"]), ("undo", &["x"])]),
        )
        .unwrap_err();
        assert_eq!(errors.len(), 1, "{errors:?}");
    }

    #[test]
    fn no_rebinding_is_the_default_map() {
        assert_eq!(
            rebind(&KeyMap::default(), &BTreeMap::new()),
            Ok(KeyMap::default())
        );
    }
}
