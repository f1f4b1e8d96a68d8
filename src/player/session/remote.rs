//! The session at a network table: the game is a mirror of the server's, changed only by the events the server
//! sends. A command for a seat at this keyboard goes to the server instead of the game; what comes back is
//! narrated exactly as a local move is (a move of someone elsewhere queued, like a computer's). Read-only keys
//! answer from the mirror at once. Chat, people coming and going, and a lost connection are said here too.

use super::dispatch::Session;
use crate::game::{Command, Event, Game};
use crate::i18n::Message;
use crate::narration;
use crate::net::protocol::{
    CHAT_LIMIT, ClientMessage, ErrorCode, SeatIndex, SeatInfo, ServerMessage,
};
use crate::player::remote::link::Incoming;
use crate::player::remote::state::{Arrival, Remote, error_message};
use crate::sound::{self, Cue};
use crate::speech::Urgency;
use crate::text::{CleanText, PlayerName};

impl Session {
    /// Plays at a network table: commands go to the server, and the game follows what it sends.
    pub fn play_remote(&mut self, remote: Remote) {
        let waiting = !remote.started;
        let creator = remote.creator();
        let watching = remote.watching();
        let table = remote.table.clone();
        self.remote = Some(remote);
        let said = if watching {
            Message::new("net-watching").with("table", table)
        } else {
            Message::new("net-seated").with("table", table)
        };
        self.say(&[said], Urgency::Queue);
        if waiting {
            self.say(&[self.waiting_message(creator)], Urgency::Queue);
        } else {
            self.say_where_play_stands();
        }
    }

    /// Before the start: who starts, and how.
    fn waiting_message(&self, creator: bool) -> Message {
        if creator {
            Message::new("net-waiting-creator")
        } else {
            let name = self
                .remote
                .as_ref()
                .and_then(|r| r.seats.iter().find(|s| !s.computer).map(|s| s.name.clone()))
                .unwrap_or_default();
            Message::new("net-waiting").with("name", PlayerName::new(&name).to_string())
        }
    }

    /// A command at a network table: sent for the seat whose turn it is when that seat is at this keyboard,
    /// else refused here at once with the reason. Returns false when this is not a network session.
    pub(super) fn send_remote(&mut self, command: &Command) -> bool {
        let Some(remote) = self.remote.as_ref() else {
            return false;
        };
        let refusal = if !remote.connected {
            Some(Message::new("net-not-connected"))
        } else if remote.watching() {
            Some(Message::new("net-watching-cannot-act"))
        } else if !remote.started {
            if remote.creator() && *command == Command::Advance {
                remote.link.send(ClientMessage::Start);
                None
            } else {
                Some(self.waiting_message(remote.creator()))
            }
        } else {
            match self.game.state().turn() {
                Some(turn) if remote.is_local(turn.player) => {
                    remote.link.send(ClientMessage::Command {
                        seat: turn.player,
                        command: command.clone(),
                    });
                    None
                }
                Some(_) => Some(Message::new("net-error-not-your-turn")),
                None => Some(Message::new("net-game-is-over")),
            }
        };
        if let Some(refusal) = refusal {
            self.sound
                .play(&[sound::cues::rejection_cue()], Urgency::Interrupt);
            self.say(&[refusal], Urgency::Interrupt);
        }
        true
    }

    /// Whether a hint may be given now: locally always; at a network table only for a seat at this keyboard.
    pub(super) fn hint_allowed(&self) -> bool {
        let Some(remote) = &self.remote else {
            return true;
        };
        self.game
            .state()
            .turn()
            .is_some_and(|turn| remote.is_local(turn.player))
    }

    /// Whether this session plays at a network table (the loops then listen to it often).
    pub fn at_network_table(&self) -> bool {
        self.remote.is_some()
    }

    /// Whether a chat line is being typed (the terminal sends every key to it).
    pub fn composing_chat(&self) -> bool {
        self.remote.as_ref().is_some_and(|r| r.chat_draft.is_some())
    }

    /// C: opens the chat prompt (the next line, in line mode).
    pub(super) fn open_chat(&mut self) {
        let Some(remote) = self.remote.as_mut() else {
            self.say(&[Message::new("net-chat-offline")], Urgency::Interrupt);
            return;
        };
        remote.chat_draft = Some(String::new());
        remote.chat_full = false;
        let prompt = if self.line_mode {
            "net-chat-prompt-lines"
        } else {
            "net-chat-prompt-keys"
        };
        self.say(&[Message::new(prompt)], Urgency::Interrupt);
    }

    /// One character typed into the chat prompt; the limit is said once when reached.
    pub fn chat_char(&mut self, typed: char) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        let Some(draft) = remote.chat_draft.as_mut() else {
            return;
        };
        if draft.chars().count() >= CHAT_LIMIT {
            if !remote.chat_full {
                remote.chat_full = true;
                let said = Message::new("net-error-chat-too-long").with("limit", CHAT_LIMIT);
                self.say(&[said], Urgency::Interrupt);
            }
            return;
        }
        draft.push(typed);
    }

    /// Backspace in the chat prompt.
    pub fn chat_erase(&mut self) {
        if let Some(draft) = self.remote.as_mut().and_then(|r| r.chat_draft.as_mut()) {
            draft.pop();
        }
    }

    /// Escape in the chat prompt.
    pub fn chat_cancel(&mut self) {
        if let Some(remote) = self.remote.as_mut() {
            remote.chat_draft = None;
        }
        self.say(&[Message::new("net-chat-cancelled")], Urgency::Interrupt);
    }

    /// Enter in the chat prompt: the line typed so far goes out.
    pub fn chat_send_draft(&mut self) {
        let draft = self
            .remote
            .as_mut()
            .and_then(|r| r.chat_draft.take())
            .unwrap_or_default();
        self.chat(&draft);
    }

    /// Sends a chat line, cleaned; too long a line is refused with the limit, and an empty one is not sent.
    pub(super) fn chat(&mut self, text: &str) {
        let Some(remote) = self.remote.as_mut() else {
            self.say(&[Message::new("net-chat-offline")], Urgency::Interrupt);
            return;
        };
        remote.chat_draft = None;
        let (clean, cleaning) = CleanText::cleaned(text, CHAT_LIMIT);
        let refusal = if cleaning.shortened {
            Some(Message::new("net-error-chat-too-long").with("limit", CHAT_LIMIT))
        } else if clean.is_empty() {
            Some(Message::new("net-chat-cancelled"))
        } else if !remote.connected {
            Some(Message::new("net-not-connected"))
        } else {
            remote.link.send(ClientMessage::Chat {
                text: clean.into_string(),
            });
            None
        };
        if let Some(refusal) = refusal {
            self.say(&[refusal], Urgency::Interrupt);
        }
    }

    /// Takes and narrates everything the server has sent since the last look.
    pub(super) fn receive_remote(&mut self) {
        let arrived = match &self.remote {
            Some(remote) => remote.link.arrived(),
            None => return,
        };
        for incoming in arrived {
            self.receive(incoming);
        }
    }

    fn receive(&mut self, incoming: Incoming) {
        match incoming {
            Incoming::Message(message) => self.receive_message(*message),
            Incoming::Unreadable(_) => {
                self.say(&[Message::new("net-server-unreadable")], Urgency::Queue);
            }
            Incoming::Lost => {
                if let Some(remote) = self.remote.as_mut() {
                    remote.connected = false;
                }
                self.sound
                    .play(&[sound::cues::rejection_cue()], Urgency::Queue);
                self.say(&[Message::new("net-connection-lost")], Urgency::Queue);
            }
            Incoming::Back => {}
            Incoming::GaveUp => self.say(&[Message::new("net-gave-up")], Urgency::Queue),
        }
    }

    fn receive_message(&mut self, message: ServerMessage) {
        match message {
            ServerMessage::Events { seat, events } => self.receive_events(seat, &events),
            ServerMessage::Started { snapshot } => {
                self.game = Game::mirror(snapshot.state);
                if let Some(remote) = self.remote.as_mut() {
                    remote.seats = snapshot.seats;
                    remote.started = true;
                }
                self.say(&[Message::new("net-started")], Urgency::Queue);
                self.turn_cue();
                self.say_where_play_stands();
            }
            ServerMessage::Seated {
                table,
                seats,
                snapshot,
            } => self.back_at_table(Arrival {
                table,
                seats,
                snapshot,
            }),
            ServerMessage::Watching { table, snapshot } => self.back_at_table(Arrival {
                table,
                seats: Vec::new(),
                snapshot,
            }),
            ServerMessage::PersonJoined { seat, name } => {
                let name = PlayerName::new(&name).to_string();
                if let Some(remote) = self.remote.as_mut()
                    && seat == remote.seats.len()
                {
                    remote.seats.push(SeatInfo {
                        seat,
                        name: name.clone(),
                        computer: false,
                        taken: true,
                        connected: true,
                    });
                }
                let said = Message::new("net-person-joined").with("name", name);
                self.say(&[said], Urgency::Queue);
            }
            ServerMessage::PersonLeft { seat } => self.person_news(seat, "net-person-left", false),
            ServerMessage::PersonBack { seat } => self.person_news(seat, "net-person-back", true),
            ServerMessage::Chat { from, text } => {
                // The server cleaned them; a client trusts no server either.
                let from = PlayerName::new(&from).to_string();
                let text = CleanText::new(&text, CHAT_LIMIT).into_string();
                self.sound.play(&[Cue::Chat], Urgency::Queue);
                let said = Message::new("net-chat-line")
                    .with("name", from)
                    .with("text", text);
                self.say(&[said], Urgency::Queue);
            }
            ServerMessage::Error { code, .. } => self.receive_error(&code),
            ServerMessage::Welcome { .. } | ServerMessage::Tables { .. } => {}
        }
    }

    /// Someone at the table left or came back.
    fn person_news(&mut self, seat: SeatIndex, id: &'static str, connected: bool) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        if let Some(info) = remote.seats.get_mut(seat) {
            info.connected = connected;
        }
        let said = Message::new(id).with("name", remote.name_of(seat));
        self.say(&[said], Urgency::Queue);
    }

    /// After a lost connection: the seats are back, and the game as it stands now.
    fn back_at_table(&mut self, arrival: Arrival) {
        self.game = Game::mirror(arrival.snapshot.state.clone());
        if let Some(remote) = self.remote.as_mut() {
            remote.connected = true;
            remote.seated(&arrival);
        }
        self.say(&[Message::new("net-back-at-table")], Urgency::Queue);
        if arrival.snapshot.started {
            self.say_where_play_stands();
        }
    }

    /// The events of one move, applied to the mirror and narrated: a move made at this keyboard as a local one,
    /// anyone else's queued behind what is being said.
    fn receive_events(&mut self, seat: SeatIndex, events: &[Event]) {
        if !events_fit(&self.game, events) {
            self.say(&[Message::new("net-server-unreadable")], Urgency::Queue);
            return;
        }
        let was_over = self.game.state().is_over();
        self.game.follow(events);
        let remote = self.remote.as_ref();
        let here = remote.is_some_and(|r| r.is_local(seat));
        let urgency = if here {
            Urgency::Interrupt
        } else {
            Urgency::Queue
        };
        let cues =
            sound::cues::cues_at(events, &|player| remote.is_some_and(|r| r.is_local(player)));
        let messages = self.narrate(events);
        self.sound.play(&cues, urgency);
        self.say(&messages, urgency);
        self.announce_game_over(was_over);
        if self.game.state().is_over()
            && !was_over
            && let Some(remote) = &self.remote
        {
            remote.book.forget(&remote.address);
        }
        self.sound_notice();
    }

    /// The cue for whose turn it is now (after a start).
    fn turn_cue(&mut self) {
        let Some(turn) = self.game.state().turn() else {
            return;
        };
        let cue = if self
            .remote
            .as_ref()
            .is_some_and(|r| r.is_local(turn.player))
        {
            Cue::YourTurn
        } else {
            Cue::OtherTurn
        };
        self.sound.play(&[cue], Urgency::Queue);
    }

    fn receive_error(&mut self, code: &ErrorCode) {
        let said = match code {
            ErrorCode::Refused { rejection } => {
                narration::narrate_rejection(self.game.state(), rejection)
            }
            other => {
                if *other == ErrorCode::BadToken
                    && let Some(remote) = &self.remote
                {
                    remote.book.forget(&remote.address);
                }
                vec![error_message(other)]
            }
        };
        self.sound
            .play(&[sound::cues::rejection_cue()], Urgency::Interrupt);
        self.say(&said, Urgency::Interrupt);
    }
}

/// Whether the server's events can be applied to this mirror: every player they name is at the table. A
/// server is not trusted more than a client is.
fn events_fit(game: &Game, events: &[Event]) -> bool {
    let players = game.state().config().players.len();
    events.iter().all(|event| match event {
        Event::TurnStarted { player, .. }
        | Event::Rolled { player, .. }
        | Event::Marked { player, .. }
        | Event::UpperBonusEarned { player, .. }
        | Event::MarkUndone { player, .. } => *player < players,
        _ => true,
    })
}
