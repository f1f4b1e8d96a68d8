//! The lobby as a room while its question waits: what the server's people say there is heard as it comes (chat
//! in the lobby, an operator's announcement, an invitation, a mute or ban), and what the player types to the room
//! is sent (`chat …`, `leaderboard [RULES] [PAGE]`) or done here (`mute NAME`, `unmute NAME`). A lost connection or an invitation stops the
//! question, which `lobby.rs` then asks anew.

use super::link::{Incoming, Link};
use super::lobby::{Hall, Turn};
use super::mutes::{Mutes, Typing};
use super::ranking::leaderboard_lines;
use super::state::{announcement_message, error_message, lobby_chat_message, sanction_message};
use crate::i18n::Message;
use crate::net::protocol::{CHAT_LIMIT, ClientMessage, Sanction, ServerMessage};
use crate::net::table::clean_table_name;
use crate::player::setup::Heard;
use crate::rules::Preset;
use crate::text::{CleanText, PlayerName};

/// The lobby of the server `link` reaches.
pub(super) struct Lobby<'a> {
    pub link: &'a Link,
    pub mutes: &'a Mutes,
    /// What stopped the question, until it is taken.
    pub turn: Option<Turn>,
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
}

impl Lobby<'_> {
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
