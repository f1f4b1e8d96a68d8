//! A game being played: the one place where a player's action reaches the game and every resulting event,
//! rejection or answer is narrated, rendered in the player's language and said by every speaker.
//!
//! The session is driven by actions (from keys or lines) and writes only through [`Speaker`]s, so the same
//! code runs the terminal, line mode and the tests.

use crate::computer::{Autoplayer, Expert};
use crate::game::{Actor, Command, Event, Game, Query};
use crate::i18n::{Localizer, Message};
use crate::input::{Action, Key, KeyMap};
use crate::narration;
use crate::player::at_hand::AtHand;
use crate::player::chances::Chances;
use crate::player::help;
use crate::player::history::History;
use crate::player::persistence::Persistence;
use crate::player::positions;
use crate::player::remote::state::Remote;
use crate::sound::{self, Sound};
use crate::speech::{Speaker, Urgency};

/// Whether to go on after an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

/// Who made a move, as this keyboard hears it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mover {
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
    pub(super) fn urgency(self) -> Urgency {
        match self {
            Mover::Here => Urgency::Interrupt,
            Mover::Computer | Mover::Elsewhere => Urgency::Queue,
        }
    }
}

/// The most computer commands run between two human actions: a bound that holds even if a computer
/// player misbehaved, so the loop can never spin.
const COMPUTER_COMMAND_LIMIT: usize = 10_000;

/// A game in play with its voice.
#[derive(Debug)]
pub struct Session {
    pub(super) game: Game,
    pub(super) localizer: Localizer,
    pub(super) keys: KeyMap,
    pub(super) speakers: Vec<Box<dyn Speaker>>,
    pub(super) autoplayer: Option<Box<dyn Autoplayer>>,
    pub(super) expert: Expert,
    pub(super) sound: Sound,
    /// What R and Shift+R reach.
    pub(super) history: History,
    /// How to roll and where help is, said once at a new player's first turn.
    pub(super) welcome: Option<Message>,
    /// Lines are typed (line mode), so help names words rather than keys.
    pub(super) line_mode: bool,
    /// How many messages have been said; with `short_help_said_at`, whether help was the last thing said.
    pub(super) said: u64,
    /// `said` just after the short help was said: when nothing was said since, help lists every key.
    pub(super) short_help_said_at: Option<u64>,
    /// A hint asked for before the expert was ready waits for it (lines at home; see [`Driven`]).
    pub(super) hints_wait: bool,
    /// A hint was asked for and is given by [`Session::tick`] once the expert is ready.
    pub(super) hint_pending: bool,
    pub(super) quit_asked: bool,
    /// When set, computer moves wait for the caller to step them ([`Session::computer_move`]) so the
    /// terminal can pause between them; otherwise they play at once after each human action.
    pub(super) paced: bool,
    /// Computer commands sent since the last human action, bounded by [`COMPUTER_COMMAND_LIMIT`].
    pub(super) computer_commands: usize,
    /// Saves the game after every change and records it when it ends; `None` plays without files.
    pub(super) persistence: Option<Persistence>,
    /// The speech rate and the cues' volume, changed in play and kept in the settings file.
    pub(super) at_hand: AtHand,
    /// Digits and typed lists name dice by their place in the sorted roll, not by face.
    pub(super) dice_by_place: bool,
    /// Works out each player's chance of winning when asked (W).
    pub(super) chances: Chances,
    /// At a network table: the server's link, the seats at this keyboard, and chat.
    pub(super) remote: Option<Remote>,
}

/// What a session speaks and decides with.
#[derive(Debug)]
pub struct SessionParts {
    /// The player's language.
    pub localizer: Localizer,
    /// Where every message goes: the printed line first, then any voice.
    pub speakers: Vec<Box<dyn Speaker>>,
    /// The sound cues.
    pub sound: Sound,
    /// The computer players of a game at home (none at a network table, where the server plays them).
    pub computers: Option<Box<dyn Autoplayer>>,
    /// The expert behind the hint, W and the computer players.
    pub expert: Expert,
}

/// How a session is driven: by keys in raw mode, or by typed lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Driven {
    /// Keys in raw mode: help names keys, the key loop steps the computers' moves with a pause between them
    /// ([`Session::computer_move`]), and no key waits for the expert or for W (the answer follows from
    /// [`Session::tick`]).
    #[default]
    Keys,
    /// Lines read one after another at home: help names words to type, the computers play at once after each
    /// line, and a hint or W asked before it is ready is waited for, so its answer comes before the next line.
    Lines,
    /// Lines at a network table: as [`Driven::Lines`], but nothing waits, because the table's news goes on.
    LinesAtTable,
}

/// What a session is told when it is made, and keeps: how it is driven, and the player's settings for play.
#[derive(Debug, Default)]
pub struct SessionOptions {
    /// The keys and the actions they are bound to.
    pub keys: KeyMap,
    pub driven: Driven,
    /// Digits and typed lists name dice by their place in the sorted roll (`dice = "position"`).
    pub dice_by_place: bool,
    /// The speech rate and verbosity in force, and the settings file where changes made in play are kept.
    pub at_hand: AtHand,
    /// Where W's opening is kept between games (the cache directory), learnt in the background from the start;
    /// `None` prepares nothing ahead (W learns what it needs when asked).
    pub chances_cache: Option<Option<std::path::PathBuf>>,
}

impl Session {
    /// A session for `game`, narrating the events that started it. Computer players who move first wait
    /// for [`Session::play_computers`] or [`Session::computer_move`].
    pub fn new(
        game: Game,
        start_events: &[Event],
        parts: SessionParts,
        options: SessionOptions,
    ) -> Session {
        let chances = match options.chances_cache {
            Some(cache_dir) => {
                let chances = Chances::new(parts.expert.clone(), cache_dir);
                chances.prepare_in_background();
                chances
            }
            None => Chances::new(parts.expert.clone(), None),
        };
        let mut session = Session {
            game,
            localizer: parts.localizer,
            keys: options.keys,
            speakers: parts.speakers,
            autoplayer: parts.computers,
            expert: parts.expert,
            sound: parts.sound,
            history: History::default(),
            welcome: None,
            line_mode: options.driven != Driven::Keys,
            said: 0,
            short_help_said_at: None,
            hints_wait: options.driven == Driven::Lines,
            hint_pending: false,
            quit_asked: false,
            paced: options.driven == Driven::Keys,
            computer_commands: 0,
            persistence: None,
            at_hand: options.at_hand,
            dice_by_place: options.dice_by_place,
            chances,
            remote: None,
        };
        // The sound server is looked for first, so a missing one is told before the first turn is said.
        session.sound.start();
        session.sound_notice();
        let messages = session.narrate(start_events);
        let cues = sound::cues::cues_for(session.game.state(), start_events);
        session.sound.play(&cues, Urgency::Queue);
        session.say(&messages, Urgency::Queue);
        session.sound_notice();
        session
    }

    /// What `events` say, in order; the first turn of a person at this keyboard also says, once, how to
    /// roll and where help is when this is a new player.
    pub(super) fn narrate(&mut self, events: &[Event]) -> Vec<Message> {
        let mut messages = Vec::new();
        let state = self.game.state();
        let mut welcome = self.welcome.take();
        for event in events {
            messages.extend(narration::narrate_event_heard_as(
                state,
                event,
                self.at_hand.verbosity(),
                &|player| self.plays_here(player),
            ));
            if let Event::TurnStarted { player, .. } = event
                && self.plays_here(*player)
                && let Some(welcome) = welcome.take()
            {
                messages.push(welcome);
            }
        }
        self.welcome = welcome;
        messages
    }

    /// Whether `player` plays at this keyboard: at a network table only this client's seats do; at home every
    /// person does.
    pub(super) fn plays_here(&self, player: usize) -> bool {
        match &self.remote {
            Some(remote) => remote.is_local(player),
            None => self
                .game
                .state()
                .config()
                .players
                .get(player)
                .is_some_and(|p| !p.is_computer()),
        }
    }

    /// After a resume: whose turn it is, the round and the rolls left, and the dice when they are on the
    /// table, so the player knows where play stands without asking.
    pub fn say_where_play_stands(&mut self) {
        let state = self.game.state();
        let mut messages = narration::narrate_answer(state, &self.game.query(Query::Turn));
        if state.turn().is_some_and(|t| t.dice.is_some()) {
            messages.extend(narration::narrate_answer(
                state,
                &self.game.query(Query::Dice),
            ));
        }
        self.say(&messages, Urgency::Queue);
    }

    /// Whether something is due without a key: a hint waiting for the expert, or chances being worked out.
    pub fn has_pending_work(&self) -> bool {
        self.hint_pending || self.chances.is_working() || self.at_network_table()
    }

    /// Called while no key comes: gives the hint asked for once the expert is ready, and the chances once
    /// worked out.
    pub fn tick(&mut self) {
        self.receive_remote();
        if self.hint_pending && self.expert.is_ready() {
            self.hint_pending = false;
            let messages = self.hint();
            self.say(&messages, Urgency::Queue);
        }
        if let Some(messages) = self.chances.due(self.game.state()) {
            self.say(&messages, Urgency::Queue);
        }
    }

    /// A player new to sayzee: at the first turn of a person at this keyboard (now, if it has begun), say
    /// how to roll and where help is.
    pub fn welcome_new_player(&mut self) {
        let welcome = Message::new(if self.line_mode {
            "session-first-turn-lines"
        } else {
            "session-first-turn-keys"
        });
        let human_turn_begins = self
            .game
            .state()
            .turn()
            .is_some_and(|t| t.dice.is_none() && self.plays_here(t.player))
            // A network table's game that has not started waits for its first turn.
            && self.remote.as_ref().is_none_or(|remote| remote.started);
        if human_turn_begins {
            self.say(&[welcome], Urgency::Queue);
        } else {
            self.welcome = Some(welcome);
        }
    }

    /// From now on the game is saved after every change (starting with now) and recorded when it ends.
    pub fn keep_on_disk(&mut self, persistence: Persistence) {
        self.persistence = Some(persistence);
        let said = self.persist();
        self.say(&said, Urgency::Queue);
    }

    /// Saves the game as it is now; returns what the player must hear (a failure, the statistics). Called
    /// before the events are said, so that whatever a player has heard is already on disk.
    pub(super) fn persist(&mut self) -> Vec<Message> {
        match self.persistence.as_mut() {
            Some(persistence) => persistence.after_change(&self.game),
            None => Vec::new(),
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn localizer(&self) -> &Localizer {
        &self.localizer
    }

    /// Whether `key` quits the game (Ctrl+Q by default), so a loop can act on it before anything else.
    pub fn quits_on(&self, key: Key) -> bool {
        self.keys.action(key) == Some(Action::Quit)
    }

    /// A key pressed in the terminal.
    pub fn key(&mut self, key: Key) -> Flow {
        match self.keys.action(key) {
            Some(action) => self.action(action),
            // Silence would leave a player who cannot see the screen wondering whether the key arrived.
            // The key that answers the quit question with "play on" does nothing else.
            None if self.quit_asked => {
                self.cancel_quit();
                Flow::Continue
            }
            None => {
                let name = help::pressed_key_name(key);
                self.say(
                    &[Message::new("key-unbound").with("key", name)],
                    Urgency::Interrupt,
                );
                Flow::Continue
            }
        }
    }

    /// One action, from a key or a line.
    pub fn action(&mut self, action: Action) -> Flow {
        if let Some(flow) = self.table_action(action) {
            return flow;
        }
        if action == Action::Back {
            return self.back();
        }
        // The key that answers the quit question with "play on" does nothing else: an Enter there must not
        // also roll or mark.
        if self.quit_asked && action != Action::Quit {
            self.cancel_quit();
            return Flow::Continue;
        }
        let by_place = self
            .dice_by_place
            .then(|| positions::action_command(action))
            .flatten();
        if let Some(command) = by_place.or_else(|| action.command()) {
            self.command(&command);
            return Flow::Continue;
        }
        match action {
            Action::SayDice => self.ask(Query::Dice),
            Action::SayRoll => self.ask(Query::LatestRoll),
            Action::SayScores => self.ask(Query::Scores),
            Action::SaySheets => self.say_sheets(),
            Action::SayTurn => self.ask(Query::Turn),
            Action::SpeechFaster | Action::SpeechSlower => {
                let faster = action == Action::SpeechFaster;
                let said = self.at_hand.change_rate(&mut self.speakers, faster);
                self.say(&said, Urgency::Interrupt);
            }
            Action::SoundLouder | Action::SoundSofter => {
                let louder = action == Action::SoundLouder;
                let (said, cue) = self.at_hand.change_volume(&mut self.sound, louder);
                self.sound.play(&[cue], Urgency::Interrupt);
                self.say(&said, Urgency::Interrupt);
            }
            Action::ToggleVerbosity => {
                let said = self.at_hand.toggle_verbosity();
                self.say(&said, Urgency::Interrupt);
            }
            Action::SayRules => {
                let lines = narration::rules::read_aloud(self.game.state().rules());
                self.say(&lines, Urgency::Interrupt);
            }
            Action::Help => self.help(),
            Action::SwitchLanguage => self.switch_language(),
            Action::Repeat => self.repeat(),
            Action::History => self.walk_history(),
            Action::Hint => self.hint_asked(),
            Action::SayChances => self.chances_asked(),
            Action::SayStats => self.say_statistics(),
            Action::Quit => return self.quit(),
            Action::Chat => self.open_chat(),
            Action::ToggleSound => self.toggle_sound(),
            // At a network table the host's menu opened above; here there is no host.
            Action::HostMenu => {
                self.say(&[Message::new("net-host-menu-offline")], Urgency::Interrupt);
            }
            // The game's own commands were sent above, and Escape went back.
            Action::Advance
            | Action::Select(_)
            | Action::Unselect(_)
            | Action::SelectAll
            | Action::KeepAll
            | Action::CursorNext
            | Action::CursorPrevious
            | Action::CursorFirst
            | Action::CursorLast
            | Action::Undo
            | Action::Back => {}
        }
        Flow::Continue
    }

    /// ?: the expert's hint, unless the seat is not this keyboard's; one asked before the expert is ready waits
    /// for it in line mode, and follows from `tick` in the terminal (no key waits for the solver).
    fn hint_asked(&mut self) {
        if !self.hint_allowed() {
            self.say(&[Message::new("net-hint-not-yours")], Urgency::Interrupt);
        } else if !self.hints_wait && !self.expert.is_ready() {
            // Solving the table on a new install takes seconds; no key waits for it.
            self.hint_pending = true;
            self.say(&[Message::new("hint-thinking")], Urgency::Interrupt);
        } else {
            self.hint_pending = false;
            let messages = self.hint();
            self.say(&messages, Urgency::Interrupt);
        }
    }

    /// W: each player's chance of winning, at once when it is quick.
    fn chances_asked(&mut self) {
        match self.chances.ask(self.game.state()) {
            Some(messages) => self.say(&messages, Urgency::Interrupt),
            // Line mode reads lines one after another: the answer comes before the next line, and a slow one
            // is said at once to be on its way, so the player does not sit in silence.
            None if self.hints_wait => match self.chances.answer_if_quick() {
                Some(messages) => self.say(&messages, Urgency::Interrupt),
                None => {
                    self.say(&[Message::new("chances-thinking")], Urgency::Interrupt);
                    let messages = self.chances.answer(true).unwrap_or_default();
                    self.say(&messages, Urgency::Queue);
                }
            },
            // The terminal: `tick` says the answer, or that it is being worked out if it takes a while.
            None => {}
        }
    }

    /// M: the cues on or off, and whether they can be heard.
    fn toggle_sound(&mut self) {
        let on = self.sound.toggle();
        if on {
            self.sound.start();
        }
        let can_play = self.sound.can_play();
        if on && !can_play {
            // "No sound server" is in the answer itself; the notice would say it twice.
            let _ = self.sound.take_notice();
        }
        self.say(&[sound::toggled_message(on, can_play)], Urgency::Interrupt);
        self.sound_notice();
    }

    /// Quits: says goodbye, and at a network table leaves it (the server keeps the seats for the token).
    pub(super) fn quit(&mut self) -> Flow {
        if let Some(remote) = &self.remote {
            remote.leave();
        }
        self.say(&[self.goodbye()], Urgency::Interrupt);
        Flow::Quit
    }

    /// The last words: whether the game waits on disk for the next start.
    pub(super) fn goodbye(&self) -> Message {
        if let Some(remote) = &self.remote
            && !remote.watching()
            && !remote.ended
            && !self.game.state().is_over()
        {
            return Message::new(if remote.started {
                "net-goodbye-seat-kept"
            } else {
                "net-goodbye-seat-given-up"
            });
        }
        let saved = self.persistence.as_ref().is_some_and(Persistence::is_saved);
        if saved && !self.game.state().is_over() {
            Message::new("session-goodbye-saved")
        } else {
            Message::new("session-goodbye")
        }
    }

    /// Anything but Escape after the quit question means play on.
    pub(super) fn cancel_quit(&mut self) {
        if self.quit_asked {
            self.quit_asked = false;
            self.say(
                &[Message::new("session-quit-cancelled")],
                Urgency::Interrupt,
            );
        }
    }

    /// Escape: leave the chooser; outside it, ask before quitting, and quit when asked twice.
    pub(super) fn back(&mut self) -> Flow {
        let chooser_open = self
            .game
            .state()
            .turn()
            .is_some_and(|t| t.chooser.is_some());
        if chooser_open {
            self.command(&Command::CloseChooser);
            return Flow::Continue;
        }
        if self.quit_asked {
            return self.quit();
        }
        self.quit_asked = true;
        self.say(&[Message::new("session-quit-confirm")], Urgency::Interrupt);
        Flow::Continue
    }

    /// Sends the human's command to the game and narrates the outcome, then lets computers play unless paced.
    pub(super) fn command(&mut self, command: &Command) {
        if self.send_remote(command) {
            return;
        }
        let was_over = self.game.state().is_over();
        self.computer_commands = 0;
        let outcome = self.game.dispatch(Actor::Human, command);
        self.report(outcome, Mover::Here, was_over);
        if !self.paced {
            self.play_computers();
        }
    }

    /// Says once, after what the action itself said, that sound stopped or never started.
    pub(super) fn sound_notice(&mut self) {
        if let Some(notice) = self.sound.take_notice() {
            self.say(&[sound::notice_message(notice)], Urgency::Queue);
        }
    }

    /// Whether a computer player is due to move now.
    pub fn computer_due(&self) -> bool {
        self.autoplayer.is_some()
            && self.computer_commands < COMPUTER_COMMAND_LIMIT
            && self
                .game
                .state()
                .turn()
                .is_some_and(|turn| self.game.state().config().players[turn.player].is_computer())
    }

    /// Plays every computer move due now, each queued so none is lost.
    pub fn play_computers(&mut self) {
        while self.computer_move() {}
    }

    /// Plays one computer command and narrates it, queued behind what is being said; false when no
    /// computer player is due.
    pub fn computer_move(&mut self) -> bool {
        if !self.computer_due() {
            return false;
        }
        // Taken out while it decides, so the game can be read; put back at once.
        let Some(mut autoplayer) = self.autoplayer.take() else {
            return false;
        };
        let command = autoplayer.next_command(self.game.state());
        self.autoplayer = Some(autoplayer);
        self.computer_commands += 1;
        let was_over = self.game.state().is_over();
        let outcome = self.game.dispatch(Actor::Computer, &command);
        self.report(outcome, Mover::Computer, was_over);
        true
    }

    /// Says one message from outside the game (the shell's own news, such as a terminal problem).
    pub fn say_message(&mut self, message: &Message) {
        self.say(std::slice::from_ref(message), Urgency::Interrupt);
    }

    /// Renders and says `messages`: the first interrupts when asked to, the rest queue behind it.
    pub(super) fn say(&mut self, messages: &[Message], urgency: Urgency) {
        if !messages.is_empty() {
            self.chat_line_break();
        }
        for (i, message) in messages.iter().enumerate() {
            self.said += 1;
            let text = self.localizer.text(message);
            let urgency = if i == 0 { urgency } else { Urgency::Queue };
            // A speaker that fails is dropped; the text output never fails short of a closed stdout.
            self.speakers
                .retain_mut(|speaker| speaker.speak(&text, urgency).is_ok());
            // What R and Shift+R say about the history itself is not part of it, so R never repeats it.
            if !matches!(
                message.id.as_ref(),
                "session-history-empty" | "session-history-start"
            ) {
                self.history.push(text);
            }
        }
        // The voice was lost or is back: said once, after what was being said, and never interrupting it.
        let notices: Vec<Message> = self
            .speakers
            .iter_mut()
            .flat_map(|speaker| speaker.take_notices())
            .map(crate::player::voice::notice_message)
            .collect();
        if !notices.is_empty() {
            self.say(&notices, Urgency::Queue);
        }
        self.chat_line_again();
    }
}
