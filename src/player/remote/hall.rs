//! The lobby as a room while its question waits: what the server's people say there is heard as it comes (chat
//! in the lobby, an operator's announcement, an invitation, a mute or ban), and what the player types to the room
//! is sent (`chat …`, `leaderboard [RULES] [PAGE]`, `daily [MOVE]`, `games`) or done here (`mute NAME`, `unmute NAME`). A lost connection or an invitation stops the
//! question, which `lobby.rs` then asks anew.

use super::kept_games;
use super::link::{Incoming, Link};
use super::lobby::{Hall, Turn};
use super::mutes::{Mutes, Typing};
use super::ranking::leaderboard_lines;
use super::state::{announcement_message, error_message, lobby_chat_message, sanction_message};
use crate::game::{Choice, Command, Moves, Position};
use crate::i18n::Message;
use crate::input::{Action, KeyMap, LineInput, parse_line};
use crate::narration::drill;
use crate::net::protocol::{CHAT_LIMIT, ClientMessage, KeptGameSummary, Sanction, ServerMessage};
use crate::net::table::clean_table_name;
use crate::player::setup::Heard;
use crate::rules::{Face, Preset, Ruleset};
use crate::text::{CleanText, PlayerName};

/// The lobby of the server `link` reaches.
pub(super) struct Lobby<'a> {
    pub link: &'a Link,
    pub mutes: &'a Mutes,
    /// What stopped the question, until it is taken.
    pub turn: Option<Turn>,
    /// The position of the day, once heard: what an answer to it is read against.
    pub daily: Option<(Preset, Position)>,
    /// The finished games the server keeps, as `games` last said them: what `walk N` counts in.
    pub kept: Option<Vec<KeptGameSummary>>,
}

impl Hall for Lobby<'_> {
    fn heard(&mut self) -> Heard {
        let mut said = Vec::new();
        for incoming in self.link.arrived() {
            match incoming {
                Incoming::Message(message) => match *message {
                    ServerMessage::Leaderboard { board } => {
                        let next = Message::new("net-leaderboard-next-line")
                            .with("rules", board.preset.id());
                        said.extend(leaderboard_lines(&board, next));
                    }
                    ServerMessage::KeptGames { list } => {
                        said.extend(kept_games::kept_lines(&list));
                        self.kept = Some(list);
                    }
                    ServerMessage::Daily {
                        preset, position, ..
                    } => {
                        let rules = Ruleset::preset(preset);
                        said.extend(drill::daily_question(&rules, preset, &position));
                        self.daily = Some((preset, position));
                    }
                    ServerMessage::DailyMarked {
                        answer,
                        moves,
                        found,
                        answered,
                        again,
                        ..
                    } => said.extend(self.daily_marked(&answer, &moves, (found, answered, again))),
                    message => said.extend(self.message(message)),
                },
                Incoming::Lost => self.turn = Some(Turn::Lost),
                Incoming::Unreadable(_) => said.push(Message::new("net-server-unreadable")),
                Incoming::StillTrying | Incoming::Back => {}
            }
            // Nothing after a lost connection or an invitation is for this question.
            if self.turn.is_some() {
                break;
            }
        }
        Heard {
            said,
            stop: self.turn.is_some(),
        }
    }

    fn turn(&mut self) -> Option<Turn> {
        self.turn.take()
    }

    fn talk(&mut self, line: &str) -> Vec<Message> {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word.to_lowercase().as_str() {
            "chat" => {
                let (text, cleaning) = CleanText::cleaned(rest.trim(), CHAT_LIMIT);
                if cleaning.shortened {
                    return vec![Message::new("net-error-chat-too-long").with("limit", CHAT_LIMIT)];
                }
                if text.is_empty() {
                    return vec![Message::new("net-chat-cancelled")];
                }
                self.link.send(ClientMessage::LobbyChat {
                    text: text.into_string(),
                });
                Vec::new()
            }
            "daily" => self.daily_talk(rest.trim()),
            "games" => {
                self.link.send(ClientMessage::KeptGames);
                Vec::new()
            }
            "leaderboard" => match leaderboard_asked(rest) {
                Some((preset, page)) => {
                    self.link.send(ClientMessage::Leaderboard { preset, page });
                    Vec::new()
                }
                None => vec![Message::new("net-leaderboard-which")],
            },
            // The lobby's people are not known here: a name is "nobody's yet" until it has chatted.
            mute => self
                .mutes
                .by_line(&format!("/{mute} {}", rest.trim()), &[], Typing::Lines)
                .unwrap_or_default(),
        }
    }

    fn walk(&mut self, rest: &str) -> Result<KeptGameSummary, Message> {
        kept_games::walk_chosen(rest, self.kept.as_deref())
    }
}

impl Lobby<'_> {
    /// `daily` alone asks for the position of the day; followed by a move (`daily keep 3 4 5`, `daily reroll 1 6`,
    /// `daily reroll all`, `daily score chance`), it answers the position heard.
    fn daily_talk(&mut self, rest: &str) -> Vec<Message> {
        if rest.is_empty() {
            self.link.send(ClientMessage::Daily { answer: None });
            return Vec::new();
        }
        let Some((_, position)) = &self.daily else {
            return vec![Message::new("daily-ask-first")];
        };
        match daily_answer(rest, position) {
            Some(answer) => {
                self.link.send(ClientMessage::Daily {
                    answer: Some(answer),
                });
                Vec::new()
            }
            None => vec![Message::new("daily-not-a-move")],
        }
    }

    /// An answer to the position of the day marked by the server: the verdict said from the moves it sent, then how
    /// many found the best move.
    fn daily_marked(
        &self,
        answer: &Choice,
        moves: &Moves,
        count: (u32, u32, bool),
    ) -> Vec<Message> {
        let (found, answered, again) = count;
        let mut said = Vec::new();
        if let Some((preset, position)) = &self.daily {
            let rules = Ruleset::preset(*preset);
            if let Some(marked) = crate::strategy::drill::mark(&rules, position, moves, answer) {
                said.extend(drill::verdict(&rules, position, answer, &marked));
            }
        }
        said.extend(drill::daily_count(found, answered, again));
        said
    }

    /// What one message from the server says in the lobby; answers to questions asked before are passed over.
    fn message(&mut self, message: ServerMessage) -> Option<Message> {
        match message {
            ServerMessage::LobbyChat {
                from,
                text,
                at_table,
                table,
            } => lobby_chat_message(self.mutes, &from, &text, (at_table, table.as_deref())),
            ServerMessage::Announcement { from, text } => Some(announcement_message(&from, &text)),
            ServerMessage::Invited { table, from } => {
                let said = Message::new("net-invited-in-lobby")
                    .with("name", PlayerName::new(&from).to_string())
                    .with("table", clean_table_name(&table));
                self.turn = Some(Turn::Invited(table));
                Some(said)
            }
            ServerMessage::Sanctioned {
                sanction,
                minutes,
                reason,
            } => {
                // Nothing more on this server: the question ends, and with it `sayzee join`.
                if sanction == Sanction::Banned {
                    self.link.give_up();
                    self.turn = Some(Turn::Banned);
                }
                Some(sanction_message(sanction, minutes, &reason))
            }
            ServerMessage::ChatShed { count } => {
                Some(Message::new("net-chat-shed").with("count", count))
            }
            // A refused chat line (too fast, muted, a name that is someone else's) says why.
            ServerMessage::Error { code, .. } => Some(error_message(&code)),
            _ => None,
        }
    }
}

/// The move a typed answer to the position of the day makes: the dice kept (`keep`, `reroll`, `reroll all`) or
/// the box marked (`score`); `None` for anything else, or dice the position does not show.
fn daily_answer(typed: &str, position: &Position) -> Option<Choice> {
    let dice = position.dice.faces();
    let parts = |faces: &[Face]| {
        let mut rest = dice.to_vec();
        for face in faces {
            let at = rest.iter().position(|f| f == face)?;
            rest.remove(at);
        }
        Some(rest)
    };
    match parse_line(typed, &KeyMap::default()).ok()?? {
        LineInput::Command(Command::KeepOnly(kept)) => {
            parts(&kept)?;
            let mut kept = kept;
            kept.sort_unstable();
            Some(Choice::Keep(kept))
        }
        LineInput::Command(Command::Reroll(thrown)) => parts(&thrown).map(Choice::Keep),
        LineInput::Command(Command::Mark(category)) => Some(Choice::Mark(category)),
        LineInput::Action(Action::SelectAll) => Some(Choice::Keep(Vec::new())),
        _ => None,
    }
}

/// The rules and page (typed from 1) a `leaderboard` line asks for, in either order and each optional: Yahtzee's
/// first page by default. `None` when a word names no rules or a page.
fn leaderboard_asked(rest: &str) -> Option<(Preset, usize)> {
    let mut preset = Preset::default();
    let mut page = 0;
    for word in rest.split_whitespace() {
        match word.parse::<usize>() {
            Ok(n) if n >= 1 => page = n - 1,
            Ok(_) => return None,
            Err(_) => preset = word.parse().ok()?,
        }
    }
    Some((preset, page))
}
