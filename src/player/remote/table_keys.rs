//! The keys that work differently at a network table: before the start, S, T and W say who is seated and who
//! starts the game instead of answering from a game not begun; T says when a computer plays for the person
//! whose turn it is; O opens the host's menu, whose numbers (or arrows and Enter) start the game, pass the host
//! role, let a computer play a person's seat, remove or ban a person, set the turn timer, or close the table
//! (what cannot be taken back asks first); after the table has ended, Enter leaves.

use super::state::{HostChoice, HostMenu, TURN_TIMER_STEPS, TableSeat};
use super::table::not_connected;
use crate::i18n::Message;
use crate::input::Action;
use crate::narration;
use crate::net::protocol::ClientMessage;
use crate::player::session::{Flow, Stage};
use crate::speech::Urgency;

impl TableSeat {
    /// An action at a network table that is answered here rather than as at home; `None` for the others.
    pub(super) fn table_action(&mut self, st: &mut Stage<'_>, action: Action) -> Option<Flow> {
        if self.host_menu.is_some() {
            return self.host_menu_key(st, action);
        }
        if action == Action::Leaderboard {
            st.send(ClientMessage::Leaderboard {
                preset: st.game.state().config().preset,
                page: self.leaderboard_next,
            });
            return Some(Flow::Continue);
        }
        self.leaderboard_next = 0;
        if self.phase.ended() && action == Action::Advance {
            // Enter at an ended table goes back to the list of tables (Ctrl+Q and the rest quit as ever).
            if let Some(back) = &self.back_to_lobby {
                back.store(true, std::sync::atomic::Ordering::Relaxed);
            }
            return Some(Flow::Quit);
        }
        match action {
            Action::HostMenu => {
                self.open_host_menu(st);
                Some(Flow::Continue)
            }
            Action::SayScores | Action::SayTurn | Action::SayChances | Action::SaySheets
                if !self.phase.started() =>
            {
                let said = self.not_started_yet(st);
                st.say(&said, Urgency::Interrupt);
                Some(Flow::Continue)
            }
            Action::SayTurn => {
                let turn = st.game.state().turn()?;
                let seat = self.seats.get(turn.player)?;
                let name = self.name_of(turn.player);
                let away = if seat.stand_in {
                    Message::new("net-turn-stand-in").with("name", name)
                } else if !seat.computer && !seat.connected && self.someone_else_waits(turn.player)
                {
                    Message::new("net-turn-away").with("name", name)
                } else if !seat.computer && !seat.connected {
                    // Nobody else is seated here now: no computer takes over, the game waits for them.
                    Message::new("net-turn-waits").with("name", name)
                } else {
                    return None;
                };
                let turn = st.game.query(crate::game::Query::Turn);
                let said = narration::narrate_answer(st.game.state(), &turn);
                st.say(&said, Urgency::Interrupt);
                st.say(&[away], Urgency::Queue);
                Some(Flow::Continue)
            }
            _ => None,
        }
    }

    /// Whether a person other than the one at `seat` is here (only then does a computer take over a seat whose
    /// person has gone: someone waits for the move).
    fn someone_else_waits(&self, seat: usize) -> bool {
        self.seats
            .iter()
            .enumerate()
            .any(|(i, s)| i != seat && !s.computer && s.connected)
    }

    /// Before the start: who is seated and who starts the game.
    fn not_started_yet(&self, st: &Stage<'_>) -> Vec<Message> {
        let seated = narration::list_and(
            (0..self.seats.len())
                .map(|seat| self.name_of(seat))
                .collect(),
        );
        vec![
            Message::new("net-not-started-seated").with("players", seated),
            self.waiting_message(st.announcer),
        ]
    }

    /// O: the host's choices, numbered; anyone else hears who the host is.
    fn open_host_menu(&mut self, st: &mut Stage<'_>) {
        if !self.hosting() || self.phase.ended() {
            let said = match self.host {
                Some(host) if !self.phase.ended() => {
                    Message::new("net-not-host").with("name", self.name_of(host))
                }
                _ => Message::new("net-error-not-host"),
            };
            st.say(&[said], Urgency::Interrupt);
            return;
        }
        let mut choices = Vec::new();
        if !self.phase.started() {
            choices.push(HostChoice::Start);
        }
        for info in &self.seats {
            if info.computer || self.is_local(info.seat) || info.removed {
                continue;
            }
            if info.connected {
                choices.push(HostChoice::PassHost(info.seat));
            }
            if self.phase.started() && !info.stand_in {
                choices.push(HostChoice::ToComputer(info.seat));
            }
            if info.taken {
                choices.push(HostChoice::Remove(info.seat, false));
                choices.push(HostChoice::Remove(info.seat, true));
            }
        }
        let now = TURN_TIMER_STEPS
            .iter()
            .position(|&t| t == self.turn_seconds);
        let next = now.map_or(1, |at| (at + 1) % TURN_TIMER_STEPS.len());
        choices.push(HostChoice::TurnTimer(TURN_TIMER_STEPS[next]));
        choices.push(HostChoice::Close);
        let said: Vec<Message> = (0..choices.len())
            .map(|index| choice_message(self, &choices, index))
            .collect();
        self.host_menu = Some(HostMenu {
            choices,
            at: 0,
            confirming: None,
        });
        let intro = st
            .announcer
            .by_keys_or_lines("net-host-menu-keys", "net-host-menu-lines");
        let mut lines = vec![intro];
        lines.extend(said);
        // Inviting takes a name, which the chat prompt types: said after the numbers.
        lines.push(
            st.announcer
                .by_keys_or_lines("net-host-invite-keys", "net-host-invite-lines"),
        );
        st.say(&lines, Urgency::Interrupt);
    }

    /// A key while the host's menu is open: a digit picks, the arrows move and Enter picks what is under the
    /// cursor, Escape closes it, help says it again; any other key closes it and does what it does.
    fn host_menu_key(&mut self, st: &mut Stage<'_>, action: Action) -> Option<Flow> {
        let mut menu = self.host_menu.take()?;
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
            let said = choice_message(self, &menu.choices, at);
            self.host_menu = Some(menu);
            st.say(&[said], Urgency::Interrupt);
            return Some(Flow::Continue);
        }
        let picked = match action {
            Action::Select(face) => numbered(&menu, usize::from(face.value())),
            Action::Advance => menu.choices.get(menu.at).cloned(),
            Action::Back => {
                st.say(&[Message::new("net-host-menu-closed")], Urgency::Interrupt);
                return Some(Flow::Continue);
            }
            Action::Help | Action::HostMenu => {
                self.open_host_menu(st);
                return Some(Flow::Continue);
            }
            _ => return None,
        };
        self.host_menu_pick(st, menu, picked)
    }

    /// A number picked while the host's menu is open (7 and beyond have no die key; a typed line of digits
    /// arrives here too): its choice, or which numbers there are. `None` with no menu open.
    pub(super) fn host_menu_number(&mut self, st: &mut Stage<'_>, number: usize) -> Option<Flow> {
        let menu = self.host_menu.take()?;
        let picked = numbered(&menu, number);
        self.host_menu_pick(st, menu, picked)
    }

    /// The host's menu's choice `picked` (`None`: a number it has not), asked to confirm first when it cannot be
    /// taken back.
    fn host_menu_pick(
        &mut self,
        st: &mut Stage<'_>,
        mut menu: HostMenu,
        picked: Option<HostChoice>,
    ) -> Option<Flow> {
        let last = menu.choices.len() - 1;
        let Some(picked) = picked else {
            let said = Message::new("net-host-menu-numbers").with("count", menu.choices.len());
            self.host_menu = Some(menu);
            st.say(&[said], Urgency::Interrupt);
            return Some(Flow::Continue);
        };
        // What cannot be taken back (closing a game in progress, removing someone) asks first, the menu kept
        // open on that choice.
        let in_progress = self.phase.started() && !st.game.state().is_over();
        if picked.asks_first(in_progress) && menu.confirming.as_ref() != Some(&picked) {
            let number = menu
                .choices
                .iter()
                .position(|c| *c == picked)
                .unwrap_or(last)
                + 1;
            menu.at = number - 1;
            menu.confirming = Some(picked.clone());
            self.host_menu = Some(menu);
            let said = self.confirm_question(st, &picked).with("number", number);
            st.say(&[said], Urgency::Interrupt);
            return Some(Flow::Continue);
        }
        let message = match picked {
            HostChoice::Start => ClientMessage::Start,
            HostChoice::PassHost(seat) => ClientMessage::PassHost { seat },
            HostChoice::ToComputer(seat) => ClientMessage::SeatToComputer { seat },
            HostChoice::Remove(seat, ban) => ClientMessage::Remove { seat, ban },
            HostChoice::TurnTimer(seconds) => ClientMessage::TurnTimer { seconds },
            HostChoice::Close => ClientMessage::CloseTable,
        };
        if self.connected {
            st.send(message);
        } else {
            let said = not_connected(st.announcer);
            st.say(&[said], Urgency::Interrupt);
        }
        Some(Flow::Continue)
    }
}

/// The choice the host's menu says as `number` (from 1), if it has one.
fn numbered(menu: &HostMenu, number: usize) -> Option<HostChoice> {
    number
        .checked_sub(1)
        .and_then(|index| menu.choices.get(index))
        .cloned()
}

/// One choice of the host's menu as said: its number and what it does.
fn choice_message(seat_of: &TableSeat, choices: &[HostChoice], index: usize) -> Message {
    let what = match choices[index] {
        HostChoice::Start => Message::new("net-host-choice-start"),
        HostChoice::PassHost(seat) => {
            Message::new("net-host-choice-pass").with("name", seat_of.name_of(seat))
        }
        HostChoice::ToComputer(seat) => {
            Message::new("net-host-choice-computer").with("name", seat_of.name_of(seat))
        }
        HostChoice::Remove(seat, false) => {
            Message::new("net-host-choice-remove").with("name", seat_of.name_of(seat))
        }
        HostChoice::Remove(seat, true) => {
            Message::new("net-host-choice-ban").with("name", seat_of.name_of(seat))
        }
        HostChoice::TurnTimer(Some(seconds)) => Message::new("net-host-choice-timer")
            .with("seconds", seconds)
            .with("now", timer_now(seat_of)),
        HostChoice::TurnTimer(None) => {
            Message::new("net-host-choice-timer-off").with("now", timer_now(seat_of))
        }
        HostChoice::Close => Message::new("net-host-choice-close"),
    };
    Message::new("net-host-choice")
        .with("number", index + 1)
        .with("what", what)
}

/// The turn timer set now, as the menu says it: its seconds, or 0 for none.
fn timer_now(seat_of: &TableSeat) -> usize {
    seat_of.turn_seconds.map_or(0, |s| s as usize)
}

impl TableSeat {
    /// The question before a choice that cannot be taken back.
    fn confirm_question(&self, st: &Stage<'_>, picked: &HostChoice) -> Message {
        let (keys, lines) = match picked {
            HostChoice::Remove(_, false) => (
                "net-host-remove-confirm-keys",
                "net-host-remove-confirm-lines",
            ),
            HostChoice::Remove(_, true) => {
                ("net-host-ban-confirm-keys", "net-host-ban-confirm-lines")
            }
            _ => (
                "net-host-close-confirm-keys",
                "net-host-close-confirm-lines",
            ),
        };
        let question = st.announcer.by_keys_or_lines(keys, lines);
        match picked {
            HostChoice::Remove(seat, _) => question.with("name", self.name_of(*seat)),
            _ => question,
        }
    }
}
