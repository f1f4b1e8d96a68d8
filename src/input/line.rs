//! Line mode's words: key names ("enter", "shift+3") and plain commands ("reroll 3 5", "keep 5",
//! "score full-house", "scores"), one line at a time. Parsing reports what matched; it runs nothing.

use super::{Action, Key, KeyMap};
use crate::game::Command;
use crate::rules::{Category, Face};

/// What a line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineInput {
    /// The same as pressing the key bound to this action.
    Action(Action),
    /// A game command only line mode can say in one go (reroll or keep a list of faces, mark a box).
    Command(Command),
    /// `chat` and the words after it, as typed: a line for everyone at a network table.
    Chat(String),
}

/// Why a line means nothing; each carries what the narrator needs to help.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// No such word or key.
    Unknown(String),
    /// A word after reroll or keep that is not a face from 1 to 6.
    NotAFace(String),
    /// A word after score that is not a box id.
    NotABox(String),
    /// The command needs more words ("reroll" alone).
    Incomplete(String),
}

/// Plain words and the actions they name; an action's first word is the one help names in line mode.
const WORDS: [(&str, Action); 33] = [
    ("roll", Action::Advance),
    ("start", Action::Advance),
    ("dice", Action::SayDice),
    ("kept", Action::SayDice),
    ("last", Action::SayRoll),
    ("scores", Action::SayScores),
    ("score", Action::SayScores),
    ("sheets", Action::SaySheets),
    ("sheet", Action::SaySheets),
    ("turn", Action::SayTurn),
    ("help", Action::Help),
    ("language", Action::SwitchLanguage),
    ("repeat", Action::Repeat),
    ("again", Action::Repeat),
    ("history", Action::History),
    ("undo", Action::Undo),
    ("hint", Action::Hint),
    ("stats", Action::SayStats),
    ("statistics", Action::SayStats),
    ("quit", Action::Quit),
    ("exit", Action::Quit),
    ("back", Action::Back),
    ("rules", Action::SayRules),
    ("chances", Action::SayChances),
    ("odds", Action::SayChances),
    ("review", Action::Review),
    ("drill", Action::Drill),
    ("follow", Action::FollowChances),
    ("brief", Action::ToggleVerbosity),
    ("verbosity", Action::ToggleVerbosity),
    ("host", Action::HostMenu),
    ("leaderboard", Action::Leaderboard),
    ("ratings", Action::Leaderboard),
];

/// The words that begin a command followed by more words: the dice to reroll or keep, the box to mark.
const LEADING_WORDS: [&str; 6] = ["reroll", "keep", "score", "mark", "select", "unselect"];

/// The words that send what follows them the way chat goes (`/invite NAME`, `/mute NAME`, `/lobby TEXT`).
const CHAT_WORDS: [&str; 5] = ["chat", "invite", "mute", "unmute", "lobby"];

/// The word that does `action` when typed alone, as help names it in line mode (in English: the player's own
/// language has its word for each, `player::words`); `None` for an action typed by its key's name ("3",
/// "down") or in words of its own ("reroll all").
pub fn line_word(action: Action) -> Option<&'static str> {
    match action {
        Action::Chat => Some("chat"),
        _ => WORDS
            .iter()
            .find(|(_, named)| *named == action)
            .map(|(word, _)| *word),
    }
}

/// Every English word a typed line can begin with: what a word typed with a slip may have meant.
pub fn first_words() -> impl Iterator<Item = &'static str> {
    WORDS
        .iter()
        .map(|(word, _)| *word)
        .chain(LEADING_WORDS)
        .chain(CHAT_WORDS)
}

/// Reads one line. `Ok(None)` for a blank line.
///
/// # Errors
/// [`LineError`] when the line names nothing.
pub fn parse_line(line: &str, keys: &KeyMap) -> Result<Option<LineInput>, LineError> {
    let words: Vec<String> = line.split_whitespace().map(str::to_lowercase).collect();
    let Some((first, rest)) = words.split_first() else {
        return Ok(None);
    };
    if first == "lobby" && rest.is_empty() {
        // `lobby` alone: the lobby's chat heard at the table, or no longer (`/lobby` in the chat prompt).
        return Ok(Some(LineInput::Chat("/lobby".to_string())));
    }
    if CHAT_WORDS.contains(&first.as_str()) && !rest.is_empty() {
        let typed = line.trim_start();
        let text = typed[typed.find(char::is_whitespace).unwrap_or(typed.len())..].trim();
        // An invitation, a mute and a line to the lobby go the way chat goes, as the chat prompt's `/invite NAME`,
        // `/mute NAME` and `/lobby TEXT`.
        let text = match first.as_str() {
            "chat" => text.to_string(),
            command => format!("/{command} {text}"),
        };
        return Ok(Some(LineInput::Chat(text)));
    }
    let faces = || -> Result<Vec<Face>, LineError> {
        rest.iter()
            .flat_map(|w| w.split(',').filter(|p| !p.is_empty()))
            .flat_map(|w| {
                // "355" and "3 5 5" both name three dice.
                if w.chars().all(|c| c.is_ascii_digit()) {
                    w.chars().map(String::from).collect()
                } else {
                    vec![w.to_string()]
                }
            })
            .map(|w| {
                w.parse::<u8>()
                    .ok()
                    .and_then(Face::new)
                    .ok_or(LineError::NotAFace(w))
            })
            .collect()
    };
    let input = match (first.as_str(), rest) {
        ("reroll" | "roll", [_, ..]) if rest[0] == "all" => LineInput::Action(Action::SelectAll),
        ("keep", [_, ..]) if rest[0] == "all" => LineInput::Action(Action::KeepAll),
        // "reroll" alone rolls the dice chosen (or the turn's first roll), and never opens the chooser.
        ("reroll", []) => LineInput::Command(Command::Roll),
        // "roll" alone is Enter: the first roll of a turn, as its help says.
        ("roll", []) => LineInput::Action(Action::Advance),
        ("reroll" | "roll", _) => LineInput::Command(Command::Reroll(faces()?)),
        ("keep", []) => LineInput::Action(Action::KeepAll),
        ("keep", _) => LineInput::Command(Command::KeepOnly(faces()?)),
        ("score" | "mark", [name]) => {
            let category = name
                .parse::<Category>()
                .map_err(|_| LineError::NotABox(name.clone()))?;
            LineInput::Command(Command::Mark(category))
        }
        ("score" | "mark", [_, _, ..]) => {
            let name = rest.join("-");
            let category = name
                .parse::<Category>()
                .map_err(|_| LineError::NotABox(name.clone()))?;
            LineInput::Command(Command::Mark(category))
        }
        ("mark", []) => return Err(LineError::Incomplete(first.clone())),
        ("select", [face]) | ("unselect", [face]) => {
            let face = face
                .parse::<u8>()
                .ok()
                .and_then(Face::new)
                .ok_or_else(|| LineError::NotAFace(face.clone()))?;
            LineInput::Action(if first == "select" {
                Action::Select(face)
            } else {
                Action::Unselect(face)
            })
        }
        (word, []) => {
            if let Some((_, action)) = WORDS.iter().find(|(w, _)| *w == word) {
                LineInput::Action(*action)
            } else if let Some(action) = Action::from_name(word) {
                LineInput::Action(action)
            } else if let Some(action) = word.parse::<Key>().ok().and_then(|k| keys.action(k)) {
                LineInput::Action(action)
            } else {
                return Err(LineError::Unknown(word.to_string()));
            }
        }
        _ => return Err(LineError::Unknown(words.join(" "))),
    };
    Ok(Some(input))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::test_dice::face;

    fn check(line: &str, expected: Result<Option<LineInput>, LineError>) {
        assert_eq!(parse_line(line, &KeyMap::default()), expected, "{line:?}");
    }

    #[test]
    fn lines_name_keys_and_commands() {
        use Action as A;
        use LineInput::{Action as Act, Command as Cmd};
        let cases = [
            ("enter", Ok(Some(Act(A::Advance)))),
            ("  ", Ok(None)),
            ("3", Ok(Some(Act(A::Select(face(3)))))),
            ("shift+3", Ok(Some(Act(A::Unselect(face(3)))))),
            ("space", Ok(Some(Act(A::SayDice)))),
            ("d", Ok(Some(Act(A::SayRoll)))),
            ("s", Ok(Some(Act(A::SayScores)))),
            ("shift+s", Ok(Some(Act(A::SaySheets)))),
            ("t", Ok(Some(Act(A::SayTurn)))),
            ("down", Ok(Some(Act(A::CursorNext)))),
            ("escape", Ok(Some(Act(A::Back)))),
            ("scores", Ok(Some(Act(A::SayScores)))),
            ("sheet", Ok(Some(Act(A::SaySheets)))),
            ("Turn", Ok(Some(Act(A::SayTurn)))),
            ("help", Ok(Some(Act(A::Help)))),
            ("quit", Ok(Some(Act(A::Quit)))),
            ("say-scores", Ok(Some(Act(A::SayScores)))),
            ("chat", Ok(Some(Act(A::Chat)))),
            ("roll", Ok(Some(Act(A::Advance)))),
            ("start", Ok(Some(Act(A::Advance)))),
            ("c", Ok(Some(Act(A::Chat)))),
            (
                "Chat  Good luck, Ann!  ",
                Ok(Some(LineInput::Chat("Good luck, Ann!".to_string()))),
            ),
            (
                "reroll 3 3 5",
                Ok(Some(Cmd(Command::Reroll(vec![face(3), face(3), face(5)])))),
            ),
            (
                "reroll 335",
                Ok(Some(Cmd(Command::Reroll(vec![face(3), face(3), face(5)])))),
            ),
            ("keep 5", Ok(Some(Cmd(Command::KeepOnly(vec![face(5)]))))),
            ("keep all", Ok(Some(Act(A::KeepAll)))),
            ("reroll all", Ok(Some(Act(A::SelectAll)))),
            (
                "score full-house",
                Ok(Some(Cmd(Command::Mark(Category::FullHouse)))),
            ),
            (
                "score full house",
                Ok(Some(Cmd(Command::Mark(Category::FullHouse)))),
            ),
            (
                "mark chance",
                Ok(Some(Cmd(Command::Mark(Category::Chance)))),
            ),
            ("score", Ok(Some(Act(A::SayScores)))),
            ("reroll", Ok(Some(LineInput::Command(Command::Roll)))),
            ("reroll 7", Err(LineError::NotAFace("7".into()))),
            ("keep x", Err(LineError::NotAFace("x".into()))),
            (
                "score fullhouse",
                Err(LineError::NotABox("fullhouse".into())),
            ),
            ("banana", Err(LineError::Unknown("banana".into()))),
            ("jump now", Err(LineError::Unknown("jump now".into()))),
        ];
        for (line, expected) in cases {
            check(line, expected);
        }
    }
}
