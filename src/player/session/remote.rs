//! The session at a network table: the game is a mirror of the server's, changed only by the events the server
//! sends. A command for a seat at this keyboard goes to the server instead of the game; what comes back is
//! narrated exactly as a local move is (a move of someone elsewhere queued, like a computer's). Read-only keys
//! answer from the mirror at once. People and spectators coming and going, computers taking over for people who
//! have gone, the host, chat lines, a closed table and a lost connection are said here too.

use super::dispatch::{Mover, Session};
use crate::game::{Command, Event, Game, GameState, Phase};
use crate::i18n::{Arg, Message};
use crate::narration;
use crate::net::protocol::{
    CHAT_LIMIT, ClientMessage, ClosedReason, ErrorCode, SeatIndex, SeatInfo, ServerMessage,
    TakeoverReason,
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
            self.say(&[self.waiting_message()], Urgency::Queue);
        } else if let Phase::Over(standings) = self.game.state().phase() {
            // A finished table: its result, as its players heard it at the end.
            let over = Event::GameOver {
                standings: standings.clone(),
            };
            let said = narration::narrate_event(self.game.state(), &over);
            self.say(&said, Urgency::Queue);
        } else {
            self.say_where_play_stands();
            self.say_played_for(None);
        }
    }

    /// A command at a network table: sent for the seat whose turn it is when that seat is at this keyboard,
    /// else refused here at once with the reason. Returns false when this is not a network session.
    pub(super) fn send_remote(&mut self, command: &Command) -> bool {
        let Some(remote) = self.remote.as_ref() else {
            return false;
        };
        let refusal = if remote.ended {
            Some(Message::new("net-table-ended"))
        } else if !remote.connected {
            Some(self.not_connected())
        } else if remote.watching() {
            Some(Message::new("net-watching-cannot-act"))
        } else if !remote.started {
            if remote.hosting() && *command == Command::Advance {
                remote.link.send(ClientMessage::Start);
                None
            } else {
                Some(self.waiting_message())
            }
        } else if *command == Command::Undo && !self.game.state().is_over() {
            // Undo belongs to the seat that marked last, whose turn is over: the server allows it until the next
            // roll, and says why not otherwise.
            match self.game.state().last_mark() {
                Some(last) if remote.is_local(last.player) => {
                    remote.link.send(ClientMessage::Command {
                        seat: last.player,
                        command: Command::Undo,
                    });
                    None
                }
                _ => Some(Message::new("refused-nothing-to-undo")),
            }
        } else {
            match self.game.state().turn() {
                Some(_)
                    if *command == Command::Advance
                        && remote
                            .local_seats
                            .iter()
                            .any(|&s| remote.seats.get(s).is_some_and(|i| i.stand_in)) =>
                {
                    remote.link.send(ClientMessage::TakeBack);
                    None
                }
                Some(turn) if remote.is_local(turn.player) => {
                    remote.link.send(ClientMessage::Command {
                        seat: turn.player,
                        command: command.clone(),
                    });
                    None
                }
                Some(turn) => Some(
                    Message::new("net-not-your-turn-name")
                        .with("name", remote.name_of(turn.player)),
                ),
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
                let Some(remote) = self.remote.as_mut() else {
                    return;
                };
                // A closed table has nothing to reconnect to.
                if remote.ended {
                    return;
                }
                remote.connected = false;
                self.sound
                    .play(&[sound::cues::rejection_cue()], Urgency::Queue);
                let said = self.not_connected();
                self.say(&[said], Urgency::Queue);
            }
            Incoming::StillTrying => {
                if self.remote.as_ref().is_some_and(|r| !r.ended) {
                    let said = Message::new(if self.line_mode {
                        "net-still-trying-lines"
                    } else {
                        "net-still-trying-keys"
                    });
                    self.say(&[said], Urgency::Queue);
                }
            }
            Incoming::Back => {}
        }
    }

    fn receive_message(&mut self, message: ServerMessage) {
        match message {
            ServerMessage::Events { seat, events } => self.receive_events(seat, &events),
            ServerMessage::Started { snapshot } => self.game_started(&snapshot),
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
            ServerMessage::PersonJoined { name, snapshot, .. } => {
                self.reseat(&snapshot);
                let name = PlayerName::new(&name).to_string();
                self.sound.play(&[Cue::OtherTurn], Urgency::Queue);
                let mut said = vec![Message::new("net-person-joined").with("name", name)];
                if self.remote.as_ref().is_some_and(|r| r.hosting()) {
                    said.push(self.how_to_start());
                }
                self.say(&said, Urgency::Queue);
            }
            ServerMessage::PersonGone { name, snapshot } => {
                self.reseat(&snapshot);
                let name = PlayerName::new(&name).to_string();
                let said = Message::new("net-person-gone").with("name", name);
                self.say(&[said], Urgency::Queue);
            }
            ServerMessage::PersonLeft { seat } => self.person_news(seat, false),
            ServerMessage::PersonBack { seat } => self.person_news(seat, true),
            ServerMessage::TakenOver { seat, why } => self.taken_over(seat, why),
            ServerMessage::HostIs { seat } => self.host_is(seat),
            ServerMessage::SpectatorArrived { name } => {
                let said = Message::new("net-spectator-arrived")
                    .with("name", PlayerName::new(&name).to_string());
                self.say(&[said], Urgency::Queue);
            }
            ServerMessage::SpectatorLeft { name } => {
                let said = Message::new("net-spectator-left")
                    .with("name", PlayerName::new(&name).to_string());
                self.say(&[said], Urgency::Queue);
            }
            ServerMessage::Chat {
                from,
                text,
                watching,
            } => self.chat_heard(&from, &text, watching),
            ServerMessage::TableClosed { why } => self.table_closed(why),
            ServerMessage::SeatsTakenElsewhere => self.seats_taken_elsewhere(),
            ServerMessage::ChatShed { count } => {
                let said = Message::new("net-chat-shed").with("count", count);
                self.say(&[said], Urgency::Queue);
            }
            ServerMessage::ServerStopping => {
                self.say(&[Message::new("net-server-stopping")], Urgency::Queue);
            }
            ServerMessage::Error { code, .. } => self.receive_error(&code),
            ServerMessage::Welcome { .. } | ServerMessage::Tables { .. } => {}
        }
    }

    /// The game has begun: the mirror as the server holds it, and the first turn told as at home ("your turn" at
    /// the keyboard whose turn it is).
    fn game_started(&mut self, snapshot: &crate::net::protocol::Snapshot) {
        self.game = Game::mirror(snapshot.state.clone());
        if let Some(remote) = self.remote.as_mut() {
            remote.reseated(snapshot);
            remote.started = true;
        }
        self.say(&[Message::new("net-started")], Urgency::Queue);
        self.turn_cue();
        match self.game.state().turn_beginning() {
            Some(begins) => {
                let said = self.narrate(&[begins]);
                self.say(&said, Urgency::Queue);
            }
            None => self.say_where_play_stands(),
        }
    }

    /// The host role is at `seat` now: said to its holder as theirs, to the others by name.
    fn host_is(&mut self, seat: SeatIndex) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        remote.host = Some(seat);
        let said = if remote.is_local(seat) {
            Message::new(if remote.started {
                "net-you-are-host"
            } else {
                "net-you-are-host-start"
            })
            .with("name", remote.name_of(seat))
        } else {
            Message::new("net-host-is").with("name", remote.name_of(seat))
        };
        self.say(&[said], Urgency::Queue);
    }

    /// A line of chat, with its cue, signed by a seat's name or a spectator's.
    fn chat_heard(&mut self, from: &str, text: &str, watching: bool) {
        // The server cleaned them; a client trusts no server either.
        let from = PlayerName::new(from).to_string();
        let text = CleanText::new(text, CHAT_LIMIT).into_string();
        self.sound.play(&[Cue::Chat], Urgency::Queue);
        let id = if watching {
            "net-chat-line-watching"
        } else {
            "net-chat-line"
        };
        let said = Message::new(id).with("name", from).with("text", text);
        self.say(&[said], Urgency::Queue);
    }

    /// The table was closed (why, and that play here is over); its seats are forgotten.
    fn table_closed(&mut self, why: ClosedReason) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        remote.ended = true;
        remote.forget_seats();
        let id = match why {
            ClosedReason::Finished => "net-closed-finished",
            ClosedReason::Abandoned => "net-closed-abandoned",
            ClosedReason::Host => "net-closed-by-host",
        };
        self.say(&[Message::new(id), self.ended_message()], Urgency::Queue);
    }

    /// Another window or device took these seats.
    fn seats_taken_elsewhere(&mut self) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        // The seats are still ours to take back (the token is kept), but not by reconnecting now, which would
        // take them from the other window in turn.
        remote.ended = true;
        remote.link.stop_returning();
        let said = [
            Message::new("net-seats-taken-elsewhere"),
            self.ended_message(),
        ];
        self.say(&said, Urgency::Queue);
    }

    /// Someone at the table left or came back (and plays again if a computer played for them).
    fn person_news(&mut self, seat: SeatIndex, back: bool) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        let mut stood_in = false;
        if let Some(info) = remote.seats.get_mut(seat) {
            info.connected = back;
            if back {
                stood_in = std::mem::take(&mut info.stand_in);
            }
        }
        let here = remote.is_local(seat);
        let name = remote.name_of(seat);
        let said = match (back, stood_in, here) {
            (true, true, true) => Message::new("net-you-play-again").with("name", name),
            (true, true, false) => Message::new("net-person-plays-again").with("name", name),
            (true, false, _) => Message::new("net-person-back").with("name", name),
            (false, _, _) => Message::new("net-person-left").with("name", name),
        };
        self.say(&[said], Urgency::Queue);
    }

    /// A computer plays a person's seat now.
    fn taken_over(&mut self, seat: SeatIndex, why: TakeoverReason) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        if let Some(info) = remote.seats.get_mut(seat) {
            info.stand_in = true;
        }
        let name = remote.name_of(seat);
        let said = if remote.is_local(seat) {
            Message::new("net-you-taken-over").with("name", name)
        } else {
            match why {
                TakeoverReason::Away => Message::new("net-taken-over-away").with("name", name),
                TakeoverReason::Host => Message::new("net-taken-over-host").with("name", name),
            }
        };
        self.say(&[said], Urgency::Queue);
    }

    /// Someone joined or gave a seat up before the start: the mirror is the table as it is now.
    fn reseat(&mut self, snapshot: &crate::net::protocol::Snapshot) {
        self.game = Game::mirror(snapshot.state.clone());
        if let Some(remote) = self.remote.as_mut() {
            remote.reseated(snapshot);
        }
    }

    /// Coming back after a lost connection: each mark the others made while this client was away (`away_from` is
    /// the table as it was last heard), one line each, in the order they were played. The seats at this keyboard
    /// are told by [`Session::say_played_for`].
    fn say_missed_marks(&mut self, away_from: &GameState) {
        let Some(remote) = self.remote.as_ref() else {
            return;
        };
        let now = self.game.state();
        let missed = now.marks_since(away_from, &|seat| remote.is_local(seat));
        if missed.is_empty() {
            return;
        }
        let mut said = vec![Message::new("net-while-away")];
        // A sheet keeps a box's points only (no Joker, no bonus): the mark's brief line, as for anyone elsewhere.
        for (player, mark) in missed {
            said.push(
                Message::new("computer-mark-brief")
                    .with("player", remote.name_of(player))
                    .with("box", narration::box_name(now.rules(), mark.category))
                    .with("points", mark.points),
            );
        }
        self.say(&said, Urgency::Queue);
    }

    /// The marks a computer made for the seats at this keyboard, past the `before` marks of each (all of them
    /// when coming from elsewhere).
    fn say_played_for(&mut self, before: Option<&[SeatInfo]>) {
        let Some(remote) = self.remote.as_ref() else {
            return;
        };
        let mut said = Vec::new();
        for &seat in &remote.local_seats {
            let Some(info) = remote.seats.get(seat) else {
                continue;
            };
            let heard = before
                .and_then(|seats| seats.get(seat))
                .map_or(0, |old| old.played_for.len());
            let new = info.played_for.get(heard..).unwrap_or_default();
            if new.is_empty() {
                continue;
            }
            let rules = self.game.state().rules();
            let marks = narration::list_and(
                new.iter()
                    .map(|mark| {
                        Arg::from(
                            Message::new("net-played-for-mark")
                                .with("box", narration::box_name(rules, mark.category))
                                .with("points", mark.points),
                        )
                    })
                    .collect(),
            );
            said.push(
                Message::new("net-played-for")
                    .with("name", remote.name_of(seat))
                    .with("marks", marks),
            );
        }
        self.say(&said, Urgency::Queue);
    }

    /// After a lost connection: the seats are back, and the game as it stands now.
    fn back_at_table(&mut self, arrival: Arrival) {
        let away_from = self.game.state().clone();
        self.game = Game::mirror(arrival.snapshot.state.clone());
        let before = self.remote.as_ref().map(|r| r.seats.clone());
        if let Some(remote) = self.remote.as_mut() {
            remote.connected = true;
            remote.seated(&arrival);
        }
        self.say(&[Message::new("net-back-at-table")], Urgency::Queue);
        if arrival.snapshot.started {
            self.say_missed_marks(&away_from);
            self.say_where_play_stands();
            self.say_played_for(before.as_deref());
        } else {
            self.say(&[self.waiting_message()], Urgency::Queue);
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
        let mover = if self.plays_here(seat) {
            Mover::Here
        } else {
            Mover::Elsewhere
        };
        self.report(Ok(events.to_vec()), mover, was_over);
    }

    /// At a network table, a game just over is counted in the statistics of the people at this keyboard (what
    /// to say of it), and their seats are forgotten: nothing is left to rejoin.
    pub(super) fn count_online_game(&mut self) -> Vec<Message> {
        let Some(remote) = &self.remote else {
            return Vec::new();
        };
        let counted = match &remote.stats_dir {
            Some(dir) => crate::player::persistence::record_online_game(
                dir,
                &remote.table,
                self.game.state(),
                &remote.local_seats,
            ),
            None => Vec::new(),
        };
        remote.forget_seats();
        counted
    }

    /// The cue for whose turn it is now (after a start).
    fn turn_cue(&mut self) {
        let Some(turn) = self.game.state().turn() else {
            return;
        };
        let cue = if self.plays_here(turn.player) {
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
            // The way back after a lost connection found no seat: the table is gone.
            ErrorCode::BadToken => {
                if let Some(remote) = self.remote.as_mut() {
                    remote.forget_seats();
                    remote.ended = true;
                    remote.connected = true;
                }
                vec![Message::new("net-table-gone"), self.ended_message()]
            }
            other => vec![error_message(other)],
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
