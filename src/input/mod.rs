//! Input as data: the named actions a player can take, the key map from keys to action names, and the words
//! of line mode. Looking a key or a line up only reports what matched; it runs nothing. Dispatching the
//! action is the shell's one place that changes state.

mod bindings;
mod keys;
mod layout;
mod line;

pub use bindings::{BoundTwice, rebind};
pub use keys::{Key, KeyCode, KeyMap, ParseKeyError};
pub use layout::{Layout, UnknownLayout};
pub use line::{LineError, LineInput, first_words, line_word, parse_line};

use crate::game::{Command, CursorMove};
use crate::rules::Face;

/// The one list of actions: each with its doc, its variant and its stable name. The enum, [`Action::all`] (the
/// order help lists them in) and the names all come from it, so an action cannot be missing from any of them, and
/// the session's dispatch matches on every variant, so one added here without a handler does not compile.
macro_rules! actions {
    ($( $(#[doc = $doc:literal])* $variant:ident $(($face:ident))? => $name:literal, )*) => {
        /// Everything a player can do with one key. The names are the contract: settings rebind keys by name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Action {
            $( $(#[doc = $doc])* $variant $(($face))?, )*
        }

        impl Action {
            /// Every action, in the order help lists them (one for each face of the actions that take one).
            pub fn all() -> Vec<Action> {
                let mut all = Vec::new();
                $( actions!(@push all, $variant $(, $face)?); )*
                all
            }

            /// The name without the face of an action that takes one ("select" for "select-3").
            fn plain_name(self) -> &'static str {
                match self {
                    $( actions!(@pattern $variant $(, $face)?) => $name, )*
                }
            }
        }
    };
    (@push $all:ident, $variant:ident, $face:ident) => {
        $all.extend($face::ALL.map(Action::$variant))
    };
    (@push $all:ident, $variant:ident) => {
        $all.push(Action::$variant)
    };
    (@pattern $variant:ident, $face:ident) => {
        Action::$variant(_)
    };
    (@pattern $variant:ident) => {
        Action::$variant
    };
}

actions! {
    /// Enter: roll, reroll, open the chooser, or mark the box under the cursor.
    Advance => "advance",
    /// 1 to 6: select a kept die showing this face for rerolling.
    Select(Face) => "select",
    /// Shift+1 to 6: keep again a selected die showing this face.
    Unselect(Face) => "unselect",
    /// A: select every kept die for rerolling.
    SelectAll => "select-all",
    /// K: keep every die.
    KeepAll => "keep-all",
    /// Space: say which dice are kept and which will be rerolled.
    SayDice => "say-dice",
    /// D: repeat the latest roll.
    SayRoll => "say-roll",
    /// S: every player's score.
    SayScores => "say-scores",
    /// Shift+S: the full sheets.
    SaySheets => "say-sheets",
    /// T: whose turn, the round, rolls left.
    SayTurn => "say-turn",
    /// Down: the next open box.
    CursorNext => "cursor-next",
    /// Up: the previous open box.
    CursorPrevious => "cursor-previous",
    /// Home: the first open box.
    CursorFirst => "cursor-first",
    /// End: the last open box.
    CursorLast => "cursor-last",
    /// Escape: leave the chooser; outside it, ask to quit.
    Back => "back",
    /// F1 or H: the keys that work now.
    Help => "help",
    /// L: the next language.
    SwitchLanguage => "switch-language",
    /// R: repeat the last message.
    Repeat => "repeat",
    /// Shift+R: walk back through earlier messages.
    History => "history",
    /// U: take back the last mark.
    Undo => "undo",
    /// ?: what an expert would do now.
    Hint => "hint",
    /// I: games, best and average scores, Yahtzees, from the statistics file.
    SayStats => "say-stats",
    /// Ctrl+Q: quit now (the game is saved).
    Quit => "quit",
    /// M: sound cues on or off.
    ToggleSound => "toggle-sound",
    /// Ctrl+F1: the rules in force, one line each.
    SayRules => "say-rules",
    /// W: each player's chance of winning and expected final score.
    SayChances => "say-chances",
    /// Shift+W: each player's chance of winning said after every box marked, on or off.
    FollowChances => "follow-chances",
    /// E: how each person's decisions so far compare with the expert's; the arrows then walk them.
    Review => "review",
    /// Shift+E: once a game is over, its costliest decisions (and any other drill due) asked again now.
    Drill => "drill",
    /// V: brief or full announcements.
    ToggleVerbosity => "toggle-verbosity",
    /// ] (or Ctrl+Up): speech faster.
    SpeechFaster => "speech-faster",
    /// [ (or Ctrl+Down): speech slower.
    SpeechSlower => "speech-slower",
    /// Page Up: sound cues louder.
    SoundLouder => "sound-louder",
    /// Page Down: sound cues softer.
    SoundSofter => "sound-softer",
    /// C: at a network table, a one-line chat prompt.
    Chat => "chat",
    /// Shift+I: at a network table, the server's leaderboard of the table's rules, a page at a time.
    Leaderboard => "leaderboard",
    /// O: at a network table, the host's menu (start, pass the host role, let a computer play a seat, close).
    HostMenu => "host-menu",
}

impl Action {
    /// The stable name used in settings files and line mode ("select-3", "say-scores").
    pub fn name(self) -> String {
        match self {
            Action::Select(face) => format!("select-{face}"),
            Action::Unselect(face) => format!("unselect-{face}"),
            other => other.plain_name().to_string(),
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
