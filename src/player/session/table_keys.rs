//! The keys that work differently at a network table: before the start, S, T and W say who is seated and who
//! starts the game instead of answering from a game not begun; T says when a computer plays for the person
//! whose turn it is; O opens the host's menu, whose numbers (or arrows and Enter) start the game, pass the host role, let a computer
//! play a person's seat, or close the table. Also the lines said when a command cannot go to the server.

use super::dispatch::{Flow, Session};
use crate::i18n::Message;
use crate::input::Action;
use crate::narration;
use crate::net::protocol::ClientMessage;
use crate::player::remote::state::{HostChoice, HostMenu, Remote};
use crate::speech::Urgency;

impl Session {
    /// An action at a network table that is answered here rather than as at home; `None` for the others.
    pub(super) fn table_action(&mut self, action: Action) -> Option<Flow> {
        let remote = self.remote.as_ref()?;
        if remote.host_menu.is_some() {
            return self.host_menu_key(action);
        }
        if remote.ended && action == Action::Advance {
            return Some(self.quit());
        }
        match action {
            Action::HostMenu => {
                self.open_host_menu();
                Some(Flow::Continue)
            }
            Action::SayScores | Action::SayTurn | Action::SayChances | Action::SaySheets
                if !remote.started =>
            {
                let said = self.not_started_yet();
                self.say(&said, Urgency::Interrupt);
                Some(Flow::Continue)
            }
            Action::SayTurn => {
                let turn = self.game.state().turn()?;
                let seat = remote.seats.get(turn.player)?;
                let name = remote.name_of(turn.player);
                let away = if seat.stand_in {
                    Message::new("net-turn-stand-in").with("name", name)
                } else if !seat.computer && !seat.connected {
                    Message::new("net-turn-away").with("name", name)
                } else {
                    return None;
                };
                self.ask(crate::game::Query::Turn);
                self.say(&[away], Urgency::Queue);
                Some(Flow::Continue)
            }
            _ => None,
        }
    }

    /// Before the start: who is seated and who starts the game.
    fn not_started_yet(&self) -> Vec<Message> {
        let Some(remote) = self.remote.as_ref() else {
            return Vec::new();
        };
        let seated = narration::list_and(
            (0..remote.seats.len())
                .map(|seat| remote.name_of(seat))
                .collect(),
        );
        vec![
            Message::new("net-not-started-seated").with("players", seated),
            self.waiting_message(),
        ]
    }

    /// The host's reminder, after someone sits down, of how the game is started.
    pub(super) fn how_to_start(&self) -> Message {
        if self.line_mode {
            Message::new("net-host-start-lines")
        } else {
            Message::new("net-host-start-keys")
        }
    }

    /// Before the start: who starts, and how.
    pub(super) fn waiting_message(&self) -> Message {
        match self.remote.as_ref() {
            Some(remote) if remote.hosting() => Message::new(if self.line_mode {
                "net-waiting-host-lines"
            } else {
                "net-waiting-host-keys"
            }),
            Some(remote) if remote.host.is_some() => Message::new("net-waiting")
                .with("name", remote.name_of(remote.host.unwrap_or_default())),
            _ => Message::new("net-waiting-no-host"),
        }
    }

    /// Why nothing can be sent now: the connection is lost and sayzee keeps trying.
    pub(super) fn not_connected(&self) -> Message {
        Message::new(if self.line_mode {
            "net-not-connected-lines"
        } else {
            "net-not-connected-keys"
        })
    }

    /// After a closed or vanished table: what still works, and how to leave.
    pub(super) fn ended_message(&self) -> Message {
        Message::new(if self.line_mode {
            "net-ended-lines"
        } else {
            "net-ended-keys"
        })
    }

    /// O: the host's choices, numbered; anyone else hears who the host is.
    fn open_host_menu(&mut self) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        if !remote.hosting() || remote.ended {
            let said = match remote.host {
                Some(host) if !remote.ended => {
                    Message::new("net-not-host").with("name", remote.name_of(host))
                }
                _ => Message::new("net-error-not-host"),
            };
            self.say(&[said], Urgency::Interrupt);
            return;
        }
        let mut choices = Vec::new();
        if !remote.started {
            choices.push(HostChoice::Start);
        }
        for info in &remote.seats {
            if info.computer || remote.is_local(info.seat) {
                continue;
            }
            if info.connected {
                choices.push(HostChoice::PassHost(info.seat));
            }
            if remote.started && !info.stand_in {
                choices.push(HostChoice::ToComputer(info.seat));
            }
        }
        choices.push(HostChoice::Close);
        let said: Vec<Message> = (0..choices.len())
            .map(|index| choice_message(remote, &choices, index))
            .collect();
        remote.host_menu = Some(HostMenu { choices, at: 0 });
        let intro = Message::new(if self.line_mode {
            "net-host-menu-lines"
        } else {
            "net-host-menu-keys"
        });
        let mut lines = vec![intro];
        lines.extend(said);
        self.say(&lines, Urgency::Interrupt);
    }

    /// A key while the host's menu is open: a digit picks, the arrows move and Enter picks what is under the
    /// cursor, Escape closes it, help says it again; any other key closes it and does what it does.
    fn host_menu_key(&mut self, action: Action) -> Option<Flow> {
        let remote = self.remote.as_mut()?;
        let mut menu = remote.host_menu.take()?;
        let last = menu.choices.len() - 1;
        let moved_to = match action {
            Action::CursorNext => Some((menu.at + 1).min(last)),
            Action::CursorPrevious => Some(menu.at.saturating_sub(1)),
            Action::CursorFirst => Some(0),
            Action::CursorLast => Some(last),
            _ => None,
        };
        if let Some(at) = moved_to {
            menu.at = at;
            let said = choice_message(remote, &menu.choices, at);
            remote.host_menu = Some(menu);
            self.say(&[said], Urgency::Interrupt);
            return Some(Flow::Continue);
        }
        let picked = match action {
            Action::Advance => menu.choices.get(menu.at).cloned(),
            Action::Select(face) => menu.choices.get(usize::from(face.value()) - 1).cloned(),
            Action::Back => {
                self.say(&[Message::new("net-host-menu-closed")], Urgency::Interrupt);
                return Some(Flow::Continue);
            }
            Action::Help | Action::HostMenu => {
                self.open_host_menu();
                return Some(Flow::Continue);
            }
            _ => return None,
        };
        let Some(picked) = picked else {
            let said = Message::new("net-host-menu-numbers").with("count", menu.choices.len());
            remote.host_menu = Some(menu);
            self.say(&[said], Urgency::Interrupt);
            return Some(Flow::Continue);
        };
        let message = match picked {
            HostChoice::Start => ClientMessage::Start,
            HostChoice::PassHost(seat) => ClientMessage::PassHost { seat },
            HostChoice::ToComputer(seat) => ClientMessage::SeatToComputer { seat },
            HostChoice::Close => ClientMessage::CloseTable,
        };
        if remote.connected {
            remote.link.send(message);
        } else {
            let said = self.not_connected();
            self.say(&[said], Urgency::Interrupt);
        }
        Some(Flow::Continue)
    }
}

/// One choice of the host's menu as said: its number and what it does.
fn choice_message(remote: &Remote, choices: &[HostChoice], index: usize) -> Message {
    let what = match choices[index] {
        HostChoice::Start => Message::new("net-host-choice-start"),
        HostChoice::PassHost(seat) => {
            Message::new("net-host-choice-pass").with("name", remote.name_of(seat))
        }
        HostChoice::ToComputer(seat) => {
            Message::new("net-host-choice-computer").with("name", remote.name_of(seat))
        }
        HostChoice::Close => Message::new("net-host-choice-close"),
    };
    Message::new("net-host-choice")
        .with("number", index + 1)
        .with("what", what)
}
