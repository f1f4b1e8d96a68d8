//! Input as data: the named actions a player can take, the key map from keys to action names, and the words
//! of line mode. Looking a key or a line up only reports what matched; it runs nothing. Dispatching the
//! action is the shell's one place that changes state.

mod bindings;
mod keys;
mod layout;
mod line;

pub use bindings::{BindingError, rebind};
pub use keys::{Key, KeyCode, KeyMap, ParseKeyError};
pub use layout::{Layout, UnknownLayout};
pub use line::{LineError, LineInput, parse_line};

use crate::game::{Command, CursorMove};
use crate::rules::Face;

/// Everything a player can do with one key. The names are the contract: settings rebind keys by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Enter: roll, reroll, open the chooser, or mark the box under the cursor.
    Advance,
    /// 1 to 6: select a kept die showing this face for rerolling.
    Select(Face),
    /// Shift+1 to 6: keep again a selected die showing this face.
    Unselect(Face),
    SelectAll,
    KeepAll,
    /// Space: say which dice are kept and which will be rerolled.
    SayDice,
    /// D: repeat the latest roll.
    SayRoll,
    /// S: every player's score.
    SayScores,
    /// Shift+S: the full sheets.
    SaySheets,
    /// T: whose turn, the round, rolls left.
    SayTurn,
    CursorNext,
    CursorPrevious,
    CursorFirst,
    CursorLast,
    /// Escape: leave the chooser; outside it, ask to quit.
    Back,
    /// F1 or H: the keys that work now.
    Help,
    /// L: the next language.
    SwitchLanguage,
    /// R: repeat the last message.
    Repeat,
    /// Shift+R: walk back through earlier messages.
    History,
    /// U: take back the last mark.
    Undo,
    /// ?: what an expert would do now.
    Hint,
    /// I: games, best and average scores, Yahtzees, from the statistics file.
    SayStats,
    /// Ctrl+Q: quit now (the game is saved).
    Quit,
    /// M: sound cues on or off.
    ToggleSound,
    /// Ctrl+F1: the rules in force, one line each.
    SayRules,
    /// W: each player's chance of winning and expected final score.
    SayChances,
    /// V: brief or full announcements.
    ToggleVerbosity,
    /// ] and [ (or Ctrl+Up and Ctrl+Down): speech faster or slower.
    SpeechFaster,
    SpeechSlower,
    /// Page Up and Page Down: sound cues louder or softer.
    SoundLouder,
    SoundSofter,
    /// C: at a network table, a one-line chat prompt.
    Chat,
    /// O: at a network table, the host's menu (start, pass the host role, let a computer play a seat, close).
    HostMenu,
}

impl Action {
    /// Every action, in the order help lists them.
    pub fn all() -> Vec<Action> {
        let mut all = vec![Action::Advance];
        all.extend(Face::ALL.map(Action::Select));
        all.extend(Face::ALL.map(Action::Unselect));
        all.extend([
            Action::SelectAll,
            Action::KeepAll,
            Action::SayDice,
            Action::SayRoll,
            Action::SayScores,
            Action::SaySheets,
            Action::SayTurn,
            Action::CursorNext,
            Action::CursorPrevious,
            Action::CursorFirst,
            Action::CursorLast,
            Action::Back,
            Action::Help,
            Action::SwitchLanguage,
            Action::Repeat,
            Action::History,
            Action::Undo,
            Action::Hint,
            Action::SayStats,
            Action::Quit,
            Action::ToggleSound,
            Action::SayRules,
            Action::SayChances,
            Action::ToggleVerbosity,
            Action::SpeechFaster,
            Action::SpeechSlower,
            Action::SoundLouder,
            Action::SoundSofter,
            Action::Chat,
            Action::HostMenu,
        ]);
        all
    }

    /// The stable name used in settings files and line mode ("select-3", "say-scores").
    pub fn name(self) -> String {
        match self {
            Action::Select(face) => format!("select-{face}"),
            Action::Unselect(face) => format!("unselect-{face}"),
            other => other.plain_name().to_string(),
        }
    }

    fn plain_name(self) -> &'static str {
        match self {
            Action::Advance => "advance",
            Action::Select(_) => "select",
            Action::Unselect(_) => "unselect",
            Action::SelectAll => "select-all",
            Action::KeepAll => "keep-all",
            Action::SayDice => "say-dice",
            Action::SayRoll => "say-roll",
            Action::SayScores => "say-scores",
            Action::SaySheets => "say-sheets",
            Action::SayTurn => "say-turn",
            Action::CursorNext => "cursor-next",
            Action::CursorPrevious => "cursor-previous",
            Action::CursorFirst => "cursor-first",
            Action::CursorLast => "cursor-last",
            Action::Back => "back",
            Action::Help => "help",
            Action::SwitchLanguage => "switch-language",
            Action::Repeat => "repeat",
            Action::History => "history",
            Action::Undo => "undo",
            Action::Hint => "hint",
            Action::SayStats => "say-stats",
            Action::Quit => "quit",
            Action::ToggleSound => "toggle-sound",
            Action::SayRules => "say-rules",
            Action::SayChances => "say-chances",
            Action::ToggleVerbosity => "toggle-verbosity",
            Action::SpeechFaster => "speech-faster",
            Action::SpeechSlower => "speech-slower",
            Action::SoundLouder => "sound-louder",
            Action::SoundSofter => "sound-softer",
            Action::Chat => "chat",
            Action::HostMenu => "host-menu",
        }
    }

    /// The action with this name.
    pub fn from_name(name: &str) -> Option<Action> {
        Action::all().into_iter().find(|a| a.name() == name)
    }

    /// The Fluent id of the one-line help for this action (faces share one message with a `face` argument).
    pub fn help_id(self) -> String {
        format!("action-{}", self.plain_name())
    }

    /// The game command this action sends, for actions that ask the game to change. Actions that only
    /// speak (queries, help, language) are the shell's.
    pub fn command(self) -> Option<Command> {
        Some(match self {
            Action::Advance => Command::Advance,
            Action::Select(face) => Command::Select(face),
            Action::Unselect(face) => Command::Unselect(face),
            Action::SelectAll => Command::SelectAll,
            Action::KeepAll => Command::KeepAll,
            Action::CursorNext => Command::Cursor(CursorMove::Next),
            Action::CursorPrevious => Command::Cursor(CursorMove::Previous),
            Action::CursorFirst => Command::Cursor(CursorMove::First),
            Action::CursorLast => Command::Cursor(CursorMove::Last),
            Action::Undo => Command::Undo,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_names_round_trip_and_are_unique() {
        let all = Action::all();
        let mut names: Vec<String> = all.iter().map(|a| a.name()).collect();
        for action in &all {
            assert_eq!(Action::from_name(&action.name()), Some(*action));
        }
        names.sort();
        names.dedup();
        assert_eq!(names.len(), all.len());
    }
}
