//! The seat: what differs between a game at this keyboard and a seat at a network table, behind one trait, so
//! that the session never asks which it is. A key reads key → action → seat → outcome → announcer: the session
//! turns the key into an action and answers what is the same everywhere (the questions about the game, help,
//! the history, speech and sound); the seat sends a command where it goes (the game here, or the server), and the
//! outcome is reported through the [`Stage`] whoever made it.
//!
//! Two kinds: [`super::HomeSeat`] (this keyboard's game, its computer players and its saved game) and the seat
//! at a network table (`player/remote/`), which implements this trait from outside this folder. A seat whose keys
//! and lines come from elsewhere (a browser) is still one of these two: where input comes from is the loop's
//! business, not the seat's.

use crate::game::{Answer, Command, Event, Game, GameState, Query, Rejection};
use crate::i18n::Message;
use crate::input::Action;
use crate::narration;
use crate::net::protocol::ClientMessage;
use crate::sound;
use crate::speech::Urgency;

use super::announcer::Announcer;
use super::effect::{Effect, ToFiles, ToTable};
use crate::player::persistence::StatisticsAt;
use crate::player::wire::Incoming;

/// Whether to go on after an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

/// What a seat acts on: the game as this keyboard knows it, and the announcer that says what happens to it.
#[derive(Debug)]
pub struct Stage<'a> {
    pub game: &'a mut Game,
    pub announcer: &'a mut Announcer,
}

/// Who made a move, as this keyboard hears it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// A person at this keyboard: heard at once, interrupting; a refusal has its cue.
    Here,
    /// A computer player of a game at home: queued behind what is being said; a refusal (a bug in its
    /// strategy) is said rather than hidden.
    Computer,
    /// Someone at another keyboard of a network table, or a computer there: queued, and only what is heard at
    /// other keyboards (another seat's chooser steps and dice picked up are its player's own thinking).
    Elsewhere,
}

impl Mover {
    fn urgency(self) -> Urgency {
        match self {
            Mover::Here => Urgency::Interrupt,
            Mover::Computer | Mover::Elsewhere => Urgency::Queue,
        }
    }
}

/// A seat: where a player's commands go and what else only this kind of game has.
pub trait Seat: std::fmt::Debug {
    /// The player has sat down: the game is saved from now on (home), or the table is said (network).
    fn sat_down(&mut self, stage: Stage<'_>);

    /// Whether `player` plays at this keyboard.
    fn plays_here(&self, state: &GameState, player: usize) -> bool;

    /// Whether this keyboard only watches (a network table's spectator): it has no turn.
    fn only_watching(&self) -> bool {
        false
    }

    /// At a network table hosted by someone at another keyboard: who hosts, as help says it.
    fn host_elsewhere(&self) -> Option<Message> {
        None
    }

    /// Whether a computer plays person `player`'s seat for them now (a network table's stand-in).
    fn stood_in(&self, _player: usize) -> bool {
        false
    }

    /// Whether a turn can begin now (a network table's game that has not started waits for its first turn).
    fn game_begun(&self) -> bool {
        true
    }

    /// A command of a person at this keyboard: played here, or sent to the server (or refused with the reason).
    fn command(&mut self, stage: Stage<'_>, command: &Command);

    /// An action this kind of seat answers in its own way (the host's menu, keys before a table's start); `None`
    /// leaves it to the session, and [`Flow::Quit`] quits as Ctrl+Q does (the session says goodbye).
    fn own_action(&mut self, _stage: Stage<'_>, _action: Action) -> Option<Flow> {
        None
    }

    /// A number picked, as a digit key no action has or as a line of digits: a menu's numbered choice (the
    /// host's menu, whose choices can number more than the six die keys); `None` leaves it to the session.
    fn own_number(&mut self, _stage: Stage<'_>, _number: usize) -> Option<Flow> {
        None
    }

    /// What the link to a network table brought, narrated.
    fn arrived(&mut self, _stage: Stage<'_>, _incoming: Incoming) {}

    /// Whether news comes without a key (a network table): the loops then look often.
    fn at_network_table(&self) -> bool {
        false
    }

    /// The game just changed: how it is kept, if this seat keeps it ([`ToFiles::SaveGame`]), carried out before
    /// anything of the change is said.
    fn keep(&mut self, _game: &Game) -> Option<Effect> {
        None
    }

    /// What came of keeping the game: whether it is kept for the next start.
    fn saving(&mut self, _kept: bool) {}

    /// The game just ended: which keys still work, and what the statistics say of it.
    fn game_over(&mut self, stage: Stage<'_>) -> Vec<Message>;

    /// Whether a hint may be given now (at a network table only for a seat at this keyboard).
    fn hint_allowed(&self, _state: &GameState) -> bool {
        true
    }

    /// I: where the statistics this seat keeps are; none when it keeps none.
    fn statistics(&self) -> Option<StatisticsAt>;

    /// The player quits: a network seat leaves the table (the server keeps the seats for the token).
    fn leave(&mut self, _stage: Stage<'_>) {}

    /// The last words: whether the game waits on disk, or the seat is kept at the table.
    fn goodbye(&self, state: &GameState) -> Message;

    /// What Escape asks before quitting (Escape again quits).
    fn quit_question(&self) -> Message {
        Message::new("session-quit-confirm")
    }

    /// C: opens the chat prompt, where there is a chat.
    fn open_chat(&mut self, stage: Stage<'_>) {
        stage
            .announcer
            .say(&[Message::new("net-chat-offline")], Urgency::Interrupt);
    }

    /// A chat line typed: sent cleaned where there is a chat.
    fn send_chat(&mut self, stage: Stage<'_>, _text: &str) {
        stage.announcer.prompt = None;
        stage
            .announcer
            .say(&[Message::new("net-chat-offline")], Urgency::Interrupt);
    }

    /// Whether a computer player of this keyboard's game is due to move now.
    fn computer_due(&self, _state: &GameState) -> bool {
        false
    }

    /// Plays one computer command and reports it; false when none is due.
    fn computer_move(&mut self, _stage: Stage<'_>) -> bool {
        false
    }
}

impl Stage<'_> {
    /// The same stage, borrowed again for one call.
    pub fn again(&mut self) -> Stage<'_> {
        Stage {
            game: self.game,
            announcer: self.announcer,
        }
    }

    /// Says `messages`; the first interrupts when asked to.
    pub fn say(&mut self, messages: &[Message], urgency: Urgency) {
        self.announcer.say(messages, urgency);
    }

    /// Asks for `effect` after what was decided before it (a message to the server, the way back).
    pub fn effect(&mut self, effect: Effect) {
        self.announcer.effect(effect);
    }

    /// Sends `message` to the server of a network table.
    pub fn send(&mut self, message: ClientMessage) {
        self.announcer.effect(Effect::Table(ToTable::Send(message)));
    }

    /// What `events` say as heard at `seat`'s keyboard.
    pub fn narrate(&mut self, seat: &dyn Seat, events: &[Event]) -> Vec<Message> {
        let state = self.game.state();
        self.announcer.narrate(
            state,
            events,
            &|player| seat.plays_here(state, player),
            &|player| seat.stood_in(player),
        )
    }

    /// After a resume or a reconnection: whose turn it is, the round and the rolls left, and the dice when they
    /// are on the table, so the player knows where play stands without asking.
    pub fn say_where_play_stands(&mut self, seat: &dyn Seat) {
        let mut messages = self.narrate_answer(seat, &self.game.query(Query::Turn));
        if self.game.state().turn().is_some_and(|t| t.dice.is_some()) {
            messages.extend(self.narrate_answer(seat, &self.game.query(Query::Dice)));
        }
        self.say(&messages, Urgency::Queue);
    }

    /// `answer` in words as this keyboard hears it: at a network table "your turn" for its own seats and others'
    /// dice without what they picked up (`narration::narrate_answer_heard`); at home, as ever.
    pub fn narrate_answer(&self, seat: &dyn Seat, answer: &Answer) -> Vec<Message> {
        let state = self.game.state();
        match seat.at_network_table() {
            true => narration::narrate_answer_heard(state, answer, &|p| seat.plays_here(state, p)),
            false => narration::narrate_answer(state, answer),
        }
    }

    /// The one report of a move's outcome, whoever made it (`was_over`: whether the game was over before it).
    /// The game is kept first (so whatever is heard is on the disk), then the cues start, the events are said,
    /// the end of the game is told with the keys that still work, and a sound server that stopped is said last.
    /// What differs by mover is only how it is heard.
    pub fn report(
        &mut self,
        seat: &mut dyn Seat,
        outcome: Result<Vec<Event>, Rejection>,
        mover: Mover,
        was_over: bool,
    ) {
        // A refusal of this keyboard's own move is an alert: heard at once, wherever the listener is.
        let urgency = match outcome.is_err() && mover == Mover::Here {
            true => mover.urgency().alerting(),
            false => mover.urgency(),
        };
        let (messages, cues, saved) = match outcome {
            Ok(events) => {
                let save = match events.is_empty() {
                    true => None,
                    false => seat.keep(self.game),
                };
                let saved = save.is_some();
                if let Some(save) = save {
                    self.announcer.effect(save);
                }
                let heard: Vec<Event> = events
                    .into_iter()
                    .filter(|event| {
                        mover != Mover::Elsewhere || narration::heard_at_other_keyboards(event)
                    })
                    .collect();
                let state = self.game.state();
                let cues = sound::cues::cues_at(&heard, &|player| seat.plays_here(state, player));
                (self.narrate(seat, &heard), cues, saved)
            }
            Err(rejection) => {
                let cues = match mover {
                    Mover::Here => vec![sound::cues::rejection_cue()],
                    Mover::Computer | Mover::Elsewhere => Vec::new(),
                };
                let said = narration::narrate_rejection(self.game.state(), &rejection);
                (said, cues, false)
            }
        };
        // The cue starts first and never waits: the dice are heard landing before the numbers are spoken.
        self.announcer.play(&cues, mover.urgency());
        self.say(&messages, urgency);
        if saved {
            self.announcer.effect(Effect::Files(ToFiles::TellSaving));
        }
        if self.game.state().is_over() && !was_over {
            let said = seat.game_over(self.again());
            self.say(&said, Urgency::Queue);
        }
    }
}
