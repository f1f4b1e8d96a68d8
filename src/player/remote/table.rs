//! The seat at a network table: the game is a mirror of the server's, changed only by the events the server sends
//! (`news.rs`). A command for a seat at this keyboard goes to the server instead of the game, or is refused here at
//! once with the reason; read-only keys answer from the mirror. Keys that work differently here are in
//! `table_keys.rs`; chat lines go out from here.

use super::mutes::Typing;
use super::state::TableSeat;
use crate::game::{Command, Event, GameState, Phase};
use crate::i18n::Message;
use crate::input::Action;
use crate::narration;
use crate::net::protocol::{CHAT_LIMIT, ClientMessage};
use crate::net::table::clean_table_name;
use crate::player::persistence::{self, StatisticsAt};
use crate::player::session::{Announcer, Effect, Flow, Incoming, OnlineGame, Seat, Stage, ToFiles};
use crate::speech::Urgency;
use crate::text::CleanText;

impl Seat for TableSeat {
    /// The table is said, then where play stands: who starts a game not begun, the result of a finished one.
    fn sat_down(&mut self, mut stage: Stage<'_>) {
        for effect in std::mem::take(&mut self.on_sitting_down) {
            stage.effect(effect);
        }
        let said = if self.watching() {
            Message::new("net-watching").with("table", clean_table_name(&self.table))
        } else {
            Message::new("net-seated").with("table", clean_table_name(&self.table))
        };
        stage.say(&[said], Urgency::Queue);
        if !self.phase.started() {
            let waiting = self.waiting_message(stage.announcer);
            stage.say(&[waiting], Urgency::Queue);
        } else if let Phase::Over(standings) = stage.game.state().phase() {
            // A finished table: its result, as its players heard it at the end.
            let over = Event::GameOver {
                standings: standings.clone(),
            };
            let said = narration::narrate_event(stage.game.state(), &over);
            stage.say(&said, Urgency::Queue);
            // Come back after the end: what was played for them, and the end as the others heard it.
            if !self.watching() {
                self.say_played_for(&mut stage, None);
                let said = self.game_over(stage.again());
                stage.say(&said, Urgency::Queue);
            }
        } else if let Some(begins) = stage.game.state().turn_beginning()
            && stage.game.state().last_mark().is_none()
        {
            // Started just now (`--start`): as everyone heard it at the start.
            stage.say(&[Message::new("net-started")], Urgency::Queue);
            let said = stage.narrate(self, &[begins]);
            stage.say(&said, Urgency::Queue);
        } else {
            stage.say_where_play_stands(self);
            self.say_played_for(&mut stage, None);
            // Back in a game in progress: the marks others made meanwhile are not known here, the scores are.
            if !self.watching() {
                let said =
                    stage.narrate_answer(self, &stage.game.query(crate::game::Query::Scores));
                stage.say(&said, Urgency::Queue);
            }
        }
    }

    fn plays_here(&self, _state: &GameState, player: usize) -> bool {
        self.is_local(player)
    }

    fn only_watching(&self) -> bool {
        self.watching()
    }

    fn host_elsewhere(&self) -> Option<Message> {
        let host = self.host.filter(|_| !self.hosting())?;
        Some(Message::new("help-host-is").with("name", self.name_of(host)))
    }

    fn stood_in(&self, player: usize) -> bool {
        self.seats.get(player).is_some_and(|seat| seat.stand_in)
    }

    fn game_begun(&self) -> bool {
        self.phase.started()
    }

    /// Sent for the seat whose turn it is when that seat is at this keyboard, else refused here at once with the
    /// reason.
    fn command(&mut self, mut stage: Stage<'_>, command: &Command) {
        match self.command_message(&stage, command) {
            Ok(message) => stage.send(message),
            Err(refusal) => stage.announcer.refuse(&[refusal], Urgency::Interrupt),
        }
    }

    fn own_action(&mut self, mut stage: Stage<'_>, action: Action) -> Option<Flow> {
        self.table_action(&mut stage, action)
    }

    fn own_number(&mut self, mut stage: Stage<'_>, number: usize) -> Option<Flow> {
        self.host_menu_number(&mut stage, number)
    }

    /// Narrates what the server sent.
    fn arrived(&mut self, mut stage: Stage<'_>, incoming: Incoming) {
        self.receive(&mut stage, incoming);
    }

    fn at_network_table(&self) -> bool {
        true
    }

    /// Not U, since a finished table's game is never reopened; and the game is counted in the statistics of the
    /// people at this keyboard, whose seats are forgotten: nothing is left to rejoin.
    fn game_over(&mut self, mut stage: Stage<'_>) -> Vec<Message> {
        let game = &*stage.game;
        let state = game.state();
        let over = Message::new(match stage.announcer.words_for_lines() {
            true => "session-game-over-table-lines",
            false => "session-game-over-table",
        });
        // A game counts for a person who made at least half of their own marks: a win the computer mostly played
        // for them is not theirs (the same whether they were back for the end or came back after it).
        let marks_each = usize::from(state.rounds());
        let (counted, not_counted): (Vec<usize>, Vec<usize>) =
            self.local_seats.iter().partition(|&&seat| {
                let for_them = self.seats.get(seat).map_or(0, |s| s.played_for.len());
                for_them * 2 <= marks_each
            });
        let counting = self.stats_dir.as_ref().map(|(dir, expert)| {
            let advisor = expert.get();
            OnlineGame {
                dir: dir.clone(),
                table: self.table.clone(),
                game: game.clone(),
                seats_here: counted,
                reviewed: persistence::reviewed(game, advisor.as_deref()),
            }
        });
        stage.say(&[over], Urgency::Queue);
        if let Some(counting) = counting {
            stage.effect(Effect::Files(ToFiles::CountOnlineGame(Box::new(counting))));
            stage.effect(Effect::Files(ToFiles::TellSaving));
        }
        let mut said = Vec::new();
        if !not_counted.is_empty() {
            let names = narration::list_and(not_counted.iter().map(|&s| self.name_of(s)).collect());
            said.push(Message::new("stats-online-not-counted").with("names", names));
        }
        self.forget_seats(&mut stage);
        said
    }

    fn hint_allowed(&self, state: &GameState) -> bool {
        state.turn().is_some_and(|turn| self.is_local(turn.player))
    }

    /// Those of the data directory this sayzee writes in.
    fn statistics(&self) -> Option<StatisticsAt> {
        self.stats_dir.as_ref().map(|(dir, _)| StatisticsAt {
            dir: dir.clone(),
            aside: crate::persist::files::Aside::Leave,
        })
    }

    /// Says goodbye to the table: once the game is on, the server keeps the seats for the token.
    fn leave(&mut self, mut stage: Stage<'_>) {
        stage.send(ClientMessage::Leave);
        // Before the start, leaving gives the seats up: nothing is left to take back.
        if !self.phase.started() {
            self.forget_seats(&mut stage);
        }
    }

    fn goodbye(&self, state: &GameState) -> Message {
        // Enter at an ended table goes on to the list of tables: sayzee does not end, so no "Goodbye".
        let to_the_list = self
            .back_to_lobby
            .as_ref()
            .is_some_and(|back| back.load(std::sync::atomic::Ordering::Relaxed));
        if to_the_list {
            return Message::new("net-to-the-list");
        }
        if !self.watching() && !self.phase.ended() && !state.is_over() {
            return Message::new(if self.phase.started() {
                "net-goodbye-seat-kept"
            } else {
                "net-goodbye-seat-given-up"
            });
        }
        Message::new("session-goodbye")
    }

    /// Opens the prompt (the next line, in line mode); nothing typed is lost to a connection that is down: the
    /// prompt does not open then.
    fn open_chat(&mut self, mut stage: Stage<'_>) {
        if !self.connected {
            let refusal = not_connected(stage.announcer);
            stage.say(&[refusal], Urgency::Interrupt);
            return;
        }
        stage.announcer.prompt = Some(Default::default());
        let prompt = stage
            .announcer
            .by_keys_or_lines("net-chat-prompt-keys", "net-chat-prompt-lines");
        stage.say(&[prompt], Urgency::Interrupt);
    }

    /// Sends a chat line, cleaned; too long a line is refused with the limit, and an empty one is not sent.
    fn send_chat(&mut self, mut stage: Stage<'_>, text: &str) {
        stage.announcer.prompt = None;
        let (clean, cleaning) = CleanText::cleaned(text, CHAT_LIMIT);
        let typing = match stage.announcer.words_for_lines() {
            true => Typing::Lines,
            false => Typing::Keys,
        };
        let present: Vec<String> = self.seats.iter().map(|seat| seat.name.clone()).collect();
        if let Some(said) = self.muted.by_line(clean.as_str(), &present, typing) {
            stage.say(&said, Urgency::Interrupt);
            return;
        }
        let refusal = if cleaning.shortened {
            Some(Message::new("net-error-chat-too-long").with("limit", CHAT_LIMIT))
        } else if clean.is_empty() {
            Some(Message::new("net-chat-cancelled"))
        } else if !self.connected {
            Some(not_connected(stage.announcer))
        } else if clean.as_str() == "/lobby" {
            // `/lobby` alone: the lobby's chat heard at this table, or no longer.
            self.hears_lobby = !self.hears_lobby;
            stage.send(ClientMessage::HearLobby {
                on: self.hears_lobby,
            });
            Some(Message::new(match self.hears_lobby {
                true => "net-lobby-hearing-on",
                false => "net-lobby-hearing-off",
            }))
        } else if let Some(text) = clean.as_str().strip_prefix("/lobby ") {
            stage.send(ClientMessage::LobbyChat {
                text: text.trim().to_string(),
            });
            None
        } else if let Some(name) = invitation(clean.as_str()) {
            // `/invite NAME` in the chat prompt (and `invite NAME` in line mode) invites rather than chats.
            stage.send(ClientMessage::Invite {
                name: name.to_string(),
            });
            None
        } else {
            stage.send(ClientMessage::Chat {
                text: clean.into_string(),
            });
            None
        };
        if let Some(refusal) = refusal {
            stage.say(&[refusal], Urgency::Interrupt);
        }
    }
}

impl TableSeat {
    /// What to send the server for `command`, or why it cannot go.
    fn command_message(
        &self,
        stage: &Stage<'_>,
        command: &Command,
    ) -> Result<ClientMessage, Message> {
        let state = stage.game.state();
        if self.phase.ended() {
            return Err(Message::new("net-table-ended"));
        }
        if !self.connected {
            return Err(not_connected(stage.announcer));
        }
        if self.watching() {
            return Err(Message::new("net-watching-cannot-act"));
        }
        if !self.phase.started() {
            if self.hosting() && *command == Command::Advance {
                return Ok(ClientMessage::Start);
            }
            return Err(self.waiting_message(stage.announcer));
        }
        if *command == Command::Undo && !state.is_over() {
            // Undo belongs to the seat that marked last, whose turn is over: the server allows it until the next
            // roll, and says why not otherwise.
            return match state.last_mark() {
                Some(last) if self.is_local(last.player) => Ok(ClientMessage::Command {
                    seat: last.player,
                    command: Command::Undo,
                }),
                _ => Err(Message::new("refused-nothing-to-undo")),
            };
        }
        let stood_in_for = self
            .local_seats
            .iter()
            .any(|&s| self.seats.get(s).is_some_and(|i| i.stand_in));
        match state.turn() {
            Some(_) if *command == Command::Advance && stood_in_for => Ok(ClientMessage::TakeBack),
            Some(turn) if self.is_local(turn.player) => Ok(ClientMessage::Command {
                seat: turn.player,
                command: command.clone(),
            }),
            Some(turn) => {
                Err(Message::new("net-not-your-turn-name").with("name", self.name_of(turn.player)))
            }
            None => Err(Message::new("net-game-is-over")),
        }
    }

    /// Before the start: who starts, and how.
    pub(super) fn waiting_message(&self, announcer: &Announcer) -> Message {
        if self.hosting() {
            return announcer.by_keys_or_lines("net-waiting-host-keys", "net-waiting-host-lines");
        }
        match self.host {
            Some(host) => Message::new("net-waiting").with("name", self.name_of(host)),
            None => Message::new("net-waiting-no-host"),
        }
    }
}

/// The host's reminder, after someone sits down, of how the game is started.
pub(super) fn how_to_start(announcer: &Announcer) -> Message {
    announcer.by_keys_or_lines("net-host-start-keys", "net-host-start-lines")
}

/// Why nothing can be sent now: the connection is lost and sayzee keeps trying.
pub(super) fn not_connected(announcer: &Announcer) -> Message {
    announcer.by_keys_or_lines("net-not-connected-keys", "net-not-connected-lines")
}

/// After a closed or vanished table: what still works (the scores, once the game had `started`), and how to
/// leave.
pub(super) fn ended_message(announcer: &Announcer, started: bool) -> Message {
    match started {
        true => announcer.by_keys_or_lines("net-ended-keys", "net-ended-lines"),
        false => {
            announcer.by_keys_or_lines("net-ended-unstarted-keys", "net-ended-unstarted-lines")
        }
    }
}

/// The name in a chat line that invites someone (`/invite NAME`), if it is one.
fn invitation(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("/invite ")?.trim();
    (!rest.is_empty()).then_some(rest)
}
