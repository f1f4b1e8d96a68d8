//! F1: what help says, from the key map and the state of play. The first press names the keys for what can
//! be done now, short enough to hear; pressed again at once, help names every key of the game. Also how a
//! key is named to the player ("Shift+1 to 6", "Page Down").

use crate::game::GameState;
use crate::i18n::{Localizer, Message};
use crate::input::{Action, Key, KeyCode, KeyMap, line_word};

/// How help is said: every key or those for now, typed lines or keys, dice named by place or by face.
#[derive(Clone, Debug)]
pub struct HelpFor {
    pub everything: bool,
    pub line_mode: bool,
    pub dice_by_place: bool,
    /// At a network table: chat works, and is listed.
    pub network: bool,
    /// At a network table someone else hosts: who does (said in place of the host menu's key, which is theirs).
    pub host_elsewhere: Option<Message>,
}

/// What help says: the keys for now (or, with `everything`, every key that works now), each with what it
/// does; the words to type when lines are typed.
pub fn help_messages(
    state: &GameState,
    keys: &KeyMap,
    localizer: &Localizer,
    how: HelpFor,
) -> Vec<Message> {
    let HelpFor {
        everything,
        line_mode,
        dice_by_place,
        network,
        host_elsewhere,
    } = how;
    let mut messages = vec![Message::new(match everything {
        true => "help-intro-all",
        false => "help-intro",
    })];
    let mut actions = if everything {
        every_action(state)
    } else {
        acting_actions(state)
    };
    if network {
        let at = actions.len().saturating_sub(1);
        actions.insert(at, Action::Chat);
        actions.insert(at + 1, Action::Leaderboard);
        if host_elsewhere.is_none() {
            actions.insert(at + 2, Action::HostMenu);
        }
    }
    for action in actions {
        let bound = keys.keys(action);
        if bound.is_empty() {
            continue;
        }
        // Typed lines name the command to type, in the player's language, where there is one; otherwise the
        // key's name as it is typed ("down", not "Down arrow"), the digits as a range ("1 to 6").
        let own_word = line_word(action)
            .filter(|_| line_mode)
            .and_then(|word| crate::player::words::command_word(word, localizer));
        let names: Vec<String> = match own_word {
            Some(word) => vec![word],
            None => bound
                .iter()
                .map(|k| {
                    let digit = matches!(k.code, KeyCode::Char(c) if c.is_ascii_digit());
                    match line_mode && !digit {
                        true => k.to_string(),
                        false => localizer.text(&key_name(*k)),
                    }
                })
                .collect(),
        };
        messages.push(
            Message::new("help-line")
                .with("keys", names.join(", "))
                .with("what", Message::new(help_id(action, dice_by_place))),
        );
    }
    messages.extend(host_elsewhere);
    if !everything {
        messages.push(Message::new(match line_mode {
            true => "help-more-lines",
            false => "help-more",
        }));
    }
    if line_mode {
        messages.push(Message::new("help-line-mode"));
    }
    messages
}

/// What `action` does, as help says it: digits name places instead of faces when dice go by place.
fn help_id(action: Action, dice_by_place: bool) -> String {
    match action {
        Action::Select(_) | Action::Unselect(_) if dice_by_place => {
            format!("{}-place", action.help_id())
        }
        _ => action.help_id(),
    }
}

/// The keys that act on the game now: the dice while they can act, the chooser in it; then hints,
/// scores and quitting.
fn acting_actions(state: &GameState) -> Vec<Action> {
    let turn = state.turn();
    let chooser = turn.is_some_and(|t| t.chooser.is_some());
    let can_reroll = turn.is_some_and(|t| t.dice.is_some() && t.rolls_left() > 0);
    let mut actions = Vec::new();
    if turn.is_some() {
        actions.push(Action::Advance);
    }
    if chooser {
        actions.extend([Action::CursorNext, Action::CursorPrevious]);
    } else if can_reroll {
        actions.extend([Action::Select(first_face()), Action::Unselect(first_face())]);
        actions.push(Action::SayDice);
    }
    actions.extend([Action::Hint, Action::SayScores, Action::Back]);
    actions
}

/// Every key of the game: those of the dice and the chooser too while the game goes on, even before a roll
/// (a player learns them before they need them), then the questions that always work. Select and unselect are
/// listed once each, for all faces.
fn every_action(state: &GameState) -> Vec<Action> {
    let playing = state.turn().is_some();
    let mut actions = Vec::new();
    if playing {
        actions.push(Action::Advance);
        actions.extend([Action::Select(first_face()), Action::Unselect(first_face())]);
        actions.extend([Action::SelectAll, Action::KeepAll]);
        actions.extend([
            Action::CursorNext,
            Action::CursorPrevious,
            Action::CursorFirst,
            Action::CursorLast,
            Action::SayDice,
            Action::SayRoll,
        ]);
    }
    actions.extend([
        Action::SayScores,
        Action::SaySheets,
        Action::SayTurn,
        Action::Undo,
        Action::Hint,
        Action::SayChances,
        Action::FollowChances,
        Action::Review,
        Action::Drill,
        Action::SayStats,
        Action::Repeat,
        Action::History,
        Action::SwitchLanguage,
        Action::ToggleSound,
        Action::ToggleVerbosity,
        Action::SpeechFaster,
        Action::SpeechSlower,
        Action::SoundLouder,
        Action::SoundSofter,
        Action::SayRules,
        Action::Help,
        Action::Back,
        Action::Quit,
    ]);
    actions
}

fn first_face() -> crate::rules::Face {
    crate::rules::Face::ALL[0]
}

/// One key as pressed, named for the player: "Shift+7", "Tab", "Ctrl+X".
pub fn pressed_key_name(key: Key) -> Message {
    match key.code {
        KeyCode::Char(c) if c.is_ascii_digit() => {
            let digit = Message::new("key-literal").with("key", c.to_string());
            match (key.shift, key.ctrl) {
                (false, false) => digit,
                (true, false) => Message::new("key-shifted").with("key", digit),
                (_, true) => Message::new("key-ctrl").with("key", digit),
            }
        }
        _ => key_name(key),
    }
}

/// A key as players hear it named: "Enter", "Shift+1 to 6", "Up arrow".
fn key_name(key: Key) -> Message {
    let base = match key.code {
        KeyCode::Enter => Message::new("key-enter"),
        KeyCode::Space => Message::new("key-space"),
        KeyCode::Escape => Message::new("key-escape"),
        KeyCode::Up => Message::new("key-up"),
        KeyCode::Down => Message::new("key-down"),
        KeyCode::Home => Message::new("key-home"),
        KeyCode::End => Message::new("key-end"),
        KeyCode::F(1) => Message::new("key-f1"),
        // Speech Dispatcher often says nothing for a bare "?", so it gets a spoken name.
        KeyCode::Char('?') => Message::new("key-question-mark"),
        // The same for brackets, which many voices pass over at the usual punctuation level.
        KeyCode::Char(']') => Message::new("key-right-bracket"),
        KeyCode::Char('[') => Message::new("key-left-bracket"),
        KeyCode::Left => Message::new("key-left"),
        KeyCode::Right => Message::new("key-right"),
        KeyCode::PageUp => Message::new("key-page-up"),
        KeyCode::PageDown => Message::new("key-page-down"),
        KeyCode::Tab => Message::new("key-tab"),
        KeyCode::Backspace => Message::new("key-backspace"),
        KeyCode::Delete => Message::new("key-delete"),
        KeyCode::Char(c) if c.is_ascii_digit() => {
            return Message::new(if key.shift {
                "key-shifted-digits"
            } else {
                "key-digits"
            });
        }
        _ => {
            let plain = Key {
                shift: false,
                ctrl: false,
                ..key
            };
            Message::new("key-literal").with("key", plain.to_string().to_uppercase())
        }
    };
    let shifted = if key.shift {
        Message::new("key-shifted").with("key", base)
    } else {
        base
    };
    if key.ctrl {
        Message::new("key-ctrl").with("key", shifted)
    } else {
        shifted
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{DiceSource, Game, MatchConfig, PlayerSpec};
    use crate::rules::Preset;

    /// Help for now at the first roll of a game, in Spanish, with keys or typed lines.
    fn heard(line_mode: bool) -> Vec<String> {
        heard_for(line_mode, false)
    }

    /// Help for every key, in Spanish, with keys or typed lines.
    fn heard_every(line_mode: bool) -> Vec<String> {
        heard_for(line_mode, true)
    }

    fn heard_for(line_mode: bool, everything: bool) -> Vec<String> {
        let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Eva")]);
        let game = Game::start(config, DiceSource::seeded(1)).unwrap().0;
        let spanish = Localizer::for_locale("es");
        let how = HelpFor {
            everything,
            line_mode,
            dice_by_place: false,
            network: false,
            host_elsewhere: None,
        };
        help_messages(game.state(), &KeyMap::default(), &spanish, how)
            .iter()
            .map(|message| spanish.text(message))
            .collect()
    }

    #[test]
    fn keys_are_named_as_spoken_and_typed_lines_hear_the_commands_in_their_language() {
        // At the keyboard, the keys by their spoken names.
        let keys = heard(false);
        assert!(
            keys.contains(&"Signo de interrogación: lo que haría un experto ahora.".to_string()),
            "{keys:?}"
        );
        // Typed lines: the command in the player's words (play-test 4, F17).
        let lines = heard(true);
        assert!(
            lines.contains(&"pista: lo que haría un experto ahora.".to_string()),
            "{lines:?}"
        );
        assert!(
            lines.contains(&"puntos: decir la puntuación de cada jugador.".to_string()),
            "{lines:?}"
        );
        assert!(
            !lines
                .iter()
                .any(|line| line.contains("Signo de interrogación")),
            "{lines:?}"
        );
        // A command with no word in each language is named by its key, never by an English word.
        let every = heard_every(true);
        assert!(
            every.contains(&"d: repetir la última tirada.".to_string()),
            "{every:?}"
        );
        assert!(
            !every.iter().any(|line| line.starts_with("last:")),
            "{every:?}"
        );
    }
}
