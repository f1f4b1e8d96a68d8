//! The news a network table's server sends, narrated at this seat: the game's events applied to the mirror and
//! reported as a local move is (a move of someone elsewhere queued, like a computer's), people and spectators
//! coming and going, computers taking over for people who have gone, the host, chat lines, a closed table, a lost
//! connection and the way back. A new server message is handled here and nowhere else.

use super::link::Incoming;
use super::state::{
    Arrival, TableSeat, announcement_message, error_message, lobby_chat_message, sanction_message,
};
use super::table::{ended_message, how_to_start, not_connected};
use crate::game::{Event, Game, GameState};
use crate::i18n::{Arg, Message};
use crate::narration;
use crate::net::protocol::{
    CHAT_LIMIT, ClosedReason, ErrorCode, Sanction, SeatIndex, SeatInfo, ServerMessage, Snapshot,
    TakeoverReason,
};
use crate::player::session::{Effect, Mover, Stage, ToTable};
use crate::sound::Cue;
use crate::speech::Urgency;
use crate::text::{CleanText, PlayerName};

impl TableSeat {
    pub(super) fn receive(&mut self, st: &mut Stage<'_>, incoming: Incoming) {
        match incoming {
            Incoming::Message(message) => self.receive_message(st, *message),
            Incoming::Unreadable(_) => {
                st.say(&[Message::new("net-server-unreadable")], Urgency::Queue);
            }
            Incoming::Lost => {
                // A closed table has nothing to reconnect to.
                if self.phase.ended() {
                    return;
                }
                self.connected = false;
                let said = not_connected(st.announcer);
                st.announcer.refuse(&[said], Urgency::Queue);
            }
            Incoming::StillTrying => {
                if !self.phase.ended() {
                    let said = st
                        .announcer
                        .by_keys_or_lines("net-still-trying-keys", "net-still-trying-lines");
                    st.say(&[said], Urgency::Queue);
                }
            }
            Incoming::Back => {
                // A closed table asks for no way back (the list of tables instead): no answer to wait for.
                self.coming_back = !self.phase.ended();
                // The server knows a new connection as one that does not hear the lobby.
                if self.hears_lobby {
                    st.send(crate::net::protocol::ClientMessage::HearLobby { on: true });
                }
            }
        }
    }

    fn receive_message(&mut self, st: &mut Stage<'_>, message: ServerMessage) {
        match message {
            ServerMessage::Events { seat, events } => self.receive_events(st, seat, &events),
            ServerMessage::Started { snapshot } => self.game_started(st, &snapshot),
            ServerMessage::Seated {
                table,
                seats,
                snapshot,
            } => self.back_at_table(
                st,
                Arrival {
                    table,
                    seats,
                    snapshot,
                },
            ),
            ServerMessage::Watching { table, snapshot } => self.back_at_table(
                st,
                Arrival {
                    table,
                    seats: Vec::new(),
                    snapshot,
                },
            ),
            // The turns played here before this connection, so that the review weighs the whole game.
            ServerMessage::History { seat, turns } if self.is_local(seat) => {
                st.game.recall(
                    turns
                        .into_iter()
                        .filter(|turn| turn.player == seat)
                        .collect(),
                );
            }
            ServerMessage::PersonJoined { name, snapshot, .. } => {
                self.reseat(st, &snapshot);
                let name = PlayerName::new(&name).to_string();
                st.announcer.play(&[Cue::OtherTurn], Urgency::Queue);
                let mut said = vec![Message::new("net-person-joined").with("name", name)];
                if self.hosting() {
                    said.push(how_to_start(st.announcer));
                }
                st.say(&said, Urgency::Queue);
            }
            ServerMessage::PersonGone { name, snapshot } => {
                self.reseat(st, &snapshot);
                let name = PlayerName::new(&name).to_string();
                let said = Message::new("net-person-gone").with("name", name);
                st.say(&[said], Urgency::Queue);
            }
            ServerMessage::PersonLeft { seat, lost } => self.person_news(st, seat, false, lost),
            ServerMessage::PersonBack { seat } => self.person_news(st, seat, true, false),
            ServerMessage::TakenOver { seat, why } => self.taken_over(st, seat, why),
            ServerMessage::HostIs { seat } => self.host_is(st, seat),
            ServerMessage::SpectatorArrived { name } => {
                let said = Message::new("net-spectator-arrived")
                    .with("name", PlayerName::new(&name).to_string());
                st.say(&[said], Urgency::Queue);
            }
            ServerMessage::SpectatorLeft { name } => {
                let said = Message::new("net-spectator-left")
                    .with("name", PlayerName::new(&name).to_string());
                st.say(&[said], Urgency::Queue);
            }
            ServerMessage::Chat {
                from,
                text,
                watching,
            } => {
                let id = match watching {
                    true => "net-chat-line-watching",
                    false => "net-chat-line",
                };
                self.chat_heard(st, &from, &text, id);
            }
            ServerMessage::LobbyChat {
                from,
                text,
                at_table,
                table,
            } => {
                let place = (at_table, table.as_deref());
                if let Some(said) = lobby_chat_message(&self.muted, &from, &text, place) {
                    heard_with_chat_cue(st, said);
                }
            }
            ServerMessage::TableClosed { why } => self.table_closed(st, why),
            ServerMessage::SeatsTakenElsewhere => self.seats_taken_elsewhere(st),
            ServerMessage::ChatShed { count } => {
                let said = Message::new("net-chat-shed").with("count", count);
                st.say(&[said], Urgency::Queue);
            }
            ServerMessage::ServerStopping => {
                st.say(&[Message::new("net-server-stopping")], Urgency::Queue);
            }
            ServerMessage::Error { code, .. } => self.receive_error(st, &code),
            other => self.receive_room_news(st, other),
        }
    }

    /// What the host, the operators and the server's other people do: removals, the turn timer, invitations,
    /// announcements, mutes and bans. The answers to what was asked before play are passed over.
    fn receive_room_news(&mut self, st: &mut Stage<'_>, message: ServerMessage) {
        match message {
            ServerMessage::PersonRemoved {
                names,
                banned,
                snapshot,
            } => self.people_removed(st, &names, banned, &snapshot),
            ServerMessage::RemovedFromTable { banned, .. } => self.removed_from_table(st, banned),
            ServerMessage::TurnTimer { seconds } => self.turn_timer_set(st, seconds),
            ServerMessage::Invited { table, from } => {
                let said = Message::new("net-invited-at-table")
                    .with("name", PlayerName::new(&from).to_string())
                    .with("table", crate::net::table::clean_table_name(&table));
                heard_with_chat_cue(st, said);
            }
            ServerMessage::PersonInvited { name } => {
                let said = Message::new("net-person-invited")
                    .with("name", PlayerName::new(&name).to_string());
                st.say(&[said], Urgency::Queue);
            }
            ServerMessage::Announcement { from, text } => {
                heard_with_chat_cue(st, announcement_message(&from, &text));
            }
            ServerMessage::Sanctioned {
                sanction,
                minutes,
                reason,
            } => self.sanctioned(st, sanction, minutes, &reason),
            ServerMessage::TimedOut { seat } => self.timed_out(st, seat),
            ServerMessage::TurnTimeLeft { seat, seconds } => self.turn_time_left(st, seat, seconds),
            ServerMessage::Leaderboard { board } => {
                self.leaderboard_next = super::ranking::page_after(&board);
                let next = Message::new("net-leaderboard-next-key");
                let said = super::ranking::leaderboard_lines(&board, next);
                st.say(&said, Urgency::Interrupt);
            }
            ServerMessage::Rated { change } => {
                let said = super::ranking::rated_message(&change);
                st.say(&[said], Urgency::Queue);
            }
            // Every other message is answered by `receive_message`, or is an answer to what was asked before play.
            _ => {}
        }
    }

    /// The game has begun: the mirror as the server holds it, and the first turn told as at home ("your turn" at
    /// the keyboard whose turn it is).
    fn game_started(&mut self, st: &mut Stage<'_>, snapshot: &Snapshot) {
        *st.game = Game::mirror(snapshot.state.clone());
        self.reseated(snapshot);
        self.phase = self.phase.begun();
        st.say(&[Message::new("net-started")], Urgency::Queue);
        self.turn_cue(st);
        match st.game.state().turn_beginning() {
            Some(begins) => {
                let said = st.narrate(self, std::slice::from_ref(&begins));
                st.say(&said, Urgency::Queue);
                self.say_turn_timer(st, &[begins]);
            }
            None => st.say_where_play_stands(self),
        }
    }

    /// The host role is at `seat` now: said to its holder as theirs, to the others by name.
    fn host_is(&mut self, st: &mut Stage<'_>, seat: SeatIndex) {
        self.host = Some(seat);
        let said = if self.is_local(seat) {
            let lines = st.announcer.words_for_lines();
            Message::new(match (self.phase.started(), lines) {
                (true, false) => "net-you-are-host",
                (true, true) => "net-you-are-host-lines",
                (false, false) => "net-you-are-host-start",
                (false, true) => "net-you-are-host-start-lines",
            })
            .with("name", self.name_of(seat))
        } else {
            Message::new("net-host-is").with("name", self.name_of(seat))
        };
        st.say(&[said], Urgency::Queue);
    }

    /// A line of chat, with its cue, signed by a seat's name or a spectator's.
    fn chat_heard(&mut self, st: &mut Stage<'_>, from: &str, text: &str, id: &'static str) {
        // The server cleaned them; a client trusts no server either.
        let from = PlayerName::new(from).to_string();
        // Someone this player muted is not heard at all, not even the cue.
        if self.muted.hides(&from) {
            return;
        }
        let text = CleanText::new(text, CHAT_LIMIT).into_string();
        st.announcer.play(&[Cue::Chat], Urgency::Queue);
        let said = Message::new(id).with("name", from).with("text", text);
        st.say(&[said], Urgency::Queue);
    }

    /// The table was closed (why, and that play here is over); its seats are forgotten.
    fn table_closed(&mut self, st: &mut Stage<'_>, why: ClosedReason) {
        self.phase = self.phase.closed();
        self.forget_seats(st);
        let id = match why {
            ClosedReason::Finished => "net-closed-finished",
            ClosedReason::Abandoned => "net-closed-abandoned",
            ClosedReason::Host => "net-closed-by-host",
            ClosedReason::Operator => "net-closed-by-operator",
        };
        st.say(
            &[
                Message::new(id),
                ended_message(st.announcer, self.phase.started()),
            ],
            Urgency::Queue,
        );
    }

    /// The host removed people (one keyboard): the table as it is without them, or with a computer playing
    /// their seats to the end.
    fn people_removed(
        &mut self,
        st: &mut Stage<'_>,
        names: &[String],
        banned: bool,
        snapshot: &Snapshot,
    ) {
        self.reseat(st, snapshot);
        let count = names.len();
        let names = narration::list_and(
            names
                .iter()
                .map(|name| Arg::from(PlayerName::new(name).to_string()))
                .collect(),
        );
        let id = match (banned, snapshot.started) {
            (false, false) => "net-person-removed",
            (true, false) => "net-person-banned",
            (false, true) => "net-person-removed-computer",
            (true, true) => "net-person-banned-computer",
        };
        let said = Message::new(id).with("names", names).with("count", count);
        st.say(&[said], Urgency::Queue);
    }

    /// The host removed the people at this keyboard: play here is over, and the seats are no longer theirs.
    fn removed_from_table(&mut self, st: &mut Stage<'_>, banned: bool) {
        self.phase = self.phase.closed();
        self.forget_seats(st);
        let id = match banned {
            true => "net-you-were-banned",
            false => "net-you-were-removed",
        };
        let said = [
            Message::new(id),
            ended_message(st.announcer, self.phase.started()),
        ];
        st.announcer.refuse(&said, Urgency::Queue);
    }

    /// The host set the turn timer (or turned it off).
    fn turn_timer_set(&mut self, st: &mut Stage<'_>, seconds: Option<u32>) {
        self.turn_seconds = seconds;
        let said = match seconds {
            Some(seconds) => Message::new("net-turn-timer-set").with("seconds", seconds),
            None => Message::new("net-turn-timer-off"),
        };
        st.say(&[said], Urgency::Queue);
    }

    /// The turn timer of the person at `seat` is about to run out: said at once to them, with their turn's cue;
    /// the others need not hear it.
    fn turn_time_left(&mut self, st: &mut Stage<'_>, seat: SeatIndex, seconds: u32) {
        if !self.is_local(seat) {
            return;
        }
        st.announcer.play(&[Cue::YourTurn], Urgency::QueuedAlert);
        let said = Message::new("net-turn-time-left-you")
            .with("name", self.name_of(seat))
            .with("seconds", seconds);
        st.say(&[said], Urgency::QueuedAlert);
    }

    /// With a turn timer on, the turn of a person at this keyboard is said with the time each move has, so that
    /// nobody loses a turn to a timer they forgot.
    fn say_turn_timer(&self, st: &mut Stage<'_>, events: &[Event]) {
        let Some(seconds) = self.turn_seconds else {
            return;
        };
        let ours = events.iter().any(
            |event| matches!(event, Event::TurnStarted { player, .. } if self.is_local(*player)),
        );
        if ours {
            let said = Message::new("net-turn-timer-reminder").with("seconds", seconds);
            st.say(&[said], Urgency::Queue);
        }
    }

    /// The turn timer ran out for the person at `seat`: the computer plays the rest of their turn.
    fn timed_out(&mut self, st: &mut Stage<'_>, seat: SeatIndex) {
        let name = self.name_of(seat);
        let said = if self.is_local(seat) {
            Message::new("net-timed-out-you").with("name", name)
        } else {
            Message::new("net-timed-out").with("name", name)
        };
        st.say(&[said], Urgency::Queue);
    }

    /// An operator muted or banned the person here: said with the reason. A ban ends play on this server: the
    /// link does not come back (the server would refuse it), and Enter leaves sayzee rather than going back to a
    /// list of tables it cannot reach.
    fn sanctioned(&mut self, st: &mut Stage<'_>, sanction: Sanction, minutes: u32, reason: &str) {
        let mut said = vec![sanction_message(sanction, minutes, reason)];
        if sanction == Sanction::Banned {
            self.phase = self.phase.closed();
            st.effect(Effect::Table(ToTable::GiveUp));
            self.back_to_lobby = None;
            said.push(
                st.announcer
                    .by_keys_or_lines("net-banned-leave-keys", "net-banned-leave-lines"),
            );
        }
        st.announcer.refuse(&said, Urgency::Queue);
    }

    /// Another window or device took these seats.
    fn seats_taken_elsewhere(&mut self, st: &mut Stage<'_>) {
        // The seats are still ours to take back (the token is kept), but not by reconnecting now, which would
        // take them from the other window in turn.
        self.phase = self.phase.closed();
        st.effect(Effect::Table(ToTable::StopReturning));
        let said = [
            Message::new("net-seats-taken-elsewhere"),
            ended_message(st.announcer, self.phase.started()),
        ];
        st.say(&said, Urgency::Queue);
    }

    /// Someone at the table left or came back (and plays again if a computer played for them).
    fn person_news(&mut self, st: &mut Stage<'_>, seat: SeatIndex, back: bool, lost: bool) {
        let mut stood_in = false;
        if let Some(info) = self.seats.get_mut(seat) {
            info.connected = back;
            if back {
                stood_in = std::mem::take(&mut info.stand_in);
            }
        }
        let here = self.is_local(seat);
        let name = self.name_of(seat);
        let said = match (back, stood_in, here) {
            (true, true, true) => Message::new("net-you-play-again").with("name", name),
            (true, true, false) => Message::new("net-person-plays-again").with("name", name),
            (true, false, _) => Message::new("net-person-back").with("name", name),
            // A lost connection is not a goodbye: the others can expect them back.
            (false, _, _) if lost => Message::new("net-person-lost").with("name", name),
            (false, _, _) => Message::new("net-person-left").with("name", name),
        };
        st.say(&[said], Urgency::Queue);
    }

    /// A computer plays a person's seat now.
    fn taken_over(&mut self, st: &mut Stage<'_>, seat: SeatIndex, why: TakeoverReason) {
        if let Some(info) = self.seats.get_mut(seat) {
            info.stand_in = true;
        }
        let name = self.name_of(seat);
        let said = if self.is_local(seat) {
            st.announcer
                .by_keys_or_lines("net-you-taken-over", "net-you-taken-over-lines")
                .with("name", name)
        } else {
            match why {
                TakeoverReason::Away => Message::new("net-taken-over-away").with("name", name),
                TakeoverReason::Host => Message::new("net-taken-over-host").with("name", name),
            }
        };
        st.say(&[said], Urgency::Queue);
    }

    /// Someone joined or gave a seat up before the start: the mirror is the table as it is now.
    fn reseat(&mut self, st: &mut Stage<'_>, snapshot: &Snapshot) {
        *st.game = Game::mirror(snapshot.state.clone());
        self.reseated(snapshot);
    }

    /// Coming back after a lost connection: each mark the others made while this client was away (`away_from` is
    /// the table as it was last heard), one line each, in the order they were played. The seats at this keyboard
    /// are told by [`TableSeat::say_played_for`].
    fn say_missed_marks(&mut self, st: &mut Stage<'_>, away_from: &GameState) {
        let now = st.game.state();
        let missed = now.marks_since(away_from, &|seat| self.is_local(seat));
        if missed.is_empty() {
            return;
        }
        let mut said = vec![Message::new("net-while-away")];
        // A sheet keeps a box's points only (no Joker, no bonus): the mark's brief line, as for anyone elsewhere.
        for (player, mark) in missed {
            said.push(
                Message::new("computer-mark-brief")
                    .with("player", self.name_of(player))
                    .with("box", narration::box_name(now.rules(), mark.category))
                    .with("points", mark.points),
            );
        }
        st.say(&said, Urgency::Queue);
    }

    /// The marks a computer made for the seats at this keyboard, past the `before` marks of each (all of them
    /// when coming from elsewhere).
    pub(super) fn say_played_for(&mut self, st: &mut Stage<'_>, before: Option<&[SeatInfo]>) {
        let mut said = Vec::new();
        for &seat in &self.local_seats {
            let Some(info) = self.seats.get(seat) else {
                continue;
            };
            let heard = before
                .and_then(|seats| seats.get(seat))
                .map_or(0, |old| old.played_for.len());
            let new = info.played_for.get(heard..).unwrap_or_default();
            if new.is_empty() {
                continue;
            }
            let rules = st.game.state().rules();
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
                    .with("name", self.name_of(seat))
                    .with("marks", marks),
            );
        }
        st.say(&said, Urgency::Queue);
    }

    /// After a lost connection: the seats are back, and the game as it stands now.
    fn back_at_table(&mut self, st: &mut Stage<'_>, arrival: Arrival) {
        let away_from = st.game.state().clone();
        *st.game = Game::mirror(arrival.snapshot.state.clone());
        let before = self.seats.clone();
        self.connected = true;
        self.coming_back = false;
        for effect in self.seated(&arrival) {
            st.effect(effect);
        }
        st.say(&[Message::new("net-back-at-table")], Urgency::Queue);
        if arrival.snapshot.started {
            self.say_missed_marks(st, &away_from);
            st.say_where_play_stands(self);
            self.say_played_for(st, Some(&before));
        } else {
            st.say(&[self.waiting_message(st.announcer)], Urgency::Queue);
        }
    }

    /// The events of one move, applied to the mirror and narrated: a move made at this keyboard as a local one,
    /// anyone else's queued behind what is being said.
    fn receive_events(&mut self, st: &mut Stage<'_>, seat: SeatIndex, events: &[Event]) {
        if !events_fit(st.game, events) {
            st.say(&[Message::new("net-server-unreadable")], Urgency::Queue);
            return;
        }
        let was_over = st.game.state().is_over();
        st.game.follow(events);
        let mover = if self.is_local(seat) {
            Mover::Here
        } else {
            Mover::Elsewhere
        };
        st.report(self, Ok(events.to_vec()), mover, was_over);
        self.say_turn_timer(st, events);
        // A guest's game ends without a rating while account holders hear theirs: said why, once.
        let rated_game = st.game.state().players().len() > 1;
        let ended_now = !was_over && st.game.state().is_over();
        if ended_now && rated_game && !self.watching() && !self.logged_in {
            st.say(&[Message::new("net-guest-not-rated")], Urgency::Queue);
        }
    }

    /// The cue for whose turn it is now (after a start).
    fn turn_cue(&mut self, st: &mut Stage<'_>) {
        let Some(turn) = st.game.state().turn() else {
            return;
        };
        let cue = if self.is_local(turn.player) {
            Cue::YourTurn
        } else {
            Cue::OtherTurn
        };
        st.announcer.play(&[cue], Urgency::Queue);
    }

    fn receive_error(&mut self, st: &mut Stage<'_>, code: &ErrorCode) {
        let said = match code {
            ErrorCode::Refused { rejection } => {
                narration::narrate_rejection(st.game.state(), rejection)
            }
            // The way back after a lost connection found no seat: the table is gone.
            ErrorCode::BadToken => {
                self.coming_back = false;
                self.forget_seats(st);
                self.phase = self.phase.closed();
                self.connected = true;
                vec![
                    Message::new("net-table-gone"),
                    ended_message(st.announcer, self.phase.started()),
                ]
            }
            // The way back was refused otherwise (a ban from the table, no room left to watch, a password that
            // changed): nothing at this table talks to this client any more, so it is over here, and said why;
            // Enter goes back to the list of tables.
            other if std::mem::take(&mut self.coming_back) => {
                st.effect(Effect::Table(ToTable::StopReturning));
                self.phase = self.phase.closed();
                self.connected = true;
                vec![
                    error_message(other),
                    ended_message(st.announcer, self.phase.started()),
                ]
            }
            other => vec![error_message(other)],
        };
        st.announcer.refuse(&said, Urgency::Interrupt);
    }
}

/// A line someone wrote (an announcement, an invitation), with the chat's cue before it.
fn heard_with_chat_cue(st: &mut Stage<'_>, said: Message) {
    st.announcer.play(&[Cue::Chat], Urgency::Queue);
    st.say(&[said], Urgency::Queue);
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
