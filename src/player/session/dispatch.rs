//! A game being played: the one place where a player's action reaches the game and every resulting event,
//! rejection or answer is narrated, rendered in the player's language and said by every speaker.
//!
//! The session is driven by [`Input`]s (keys, lines, news, work done, what its driver heard) through
//! [`Session::handle`], which returns the [`Effect`]s decided, so the same code runs the terminal, line mode, the
//! browser seat and the tests: it says, plays, writes and waits for nothing itself.

use super::announcer::{Announcer, Driven};
use super::effect::{ChatKey, Effect, Input, ToFiles};
use super::seat::{Flow, Seat, Stage};
use super::underway::{Background, ForExpert};
use crate::computer::Expert;
use crate::game::{Command, Event, Game, PlayerKind, Query, Skill};
use crate::i18n::{Localizer, Message};
use crate::input::{Action, Key, KeyMap};
use crate::narration;
use crate::player::at_hand::{AtHand, SoundSetting};
use crate::player::help;
use crate::player::hint::{HintFirst, WinWeigher};
use crate::player::positions;
use crate::player::review::{Walk, Weighing};
use crate::player::wire::Incoming;
use crate::sound;
use crate::speech::{RateSupport, Urgency};
use crate::strategy::StrategyTable;

/// A game in play with its voice: the game as this keyboard knows it, the announcer that says it, the seat
/// (this keyboard's game, or a network table), and what every kind of game answers the same way.
#[derive(Debug)]
pub struct Session {
    pub(super) game: Game,
    pub(super) announcer: Announcer,
    pub(super) seat: Box<dyn Seat>,
    pub(super) keys: KeyMap,
    pub(super) expert: Expert,
    /// `said` just after the short help was said: when nothing was said since, help lists every key.
    pub(super) short_help_said_at: Option<u64>,
    /// What the keys answer first: the game, the quit question, or a review being walked.
    pub(super) mode: Mode,
    /// What was asked of the expert before it was ready, in order: answered once the expert is.
    pub(super) awaiting_expert: Vec<ForExpert>,
    /// Digits and typed lists name dice by their place in the sorted roll, not by face.
    pub(super) dice_by_place: bool,
    /// The work asked of the driver in the background (W, waiting for the expert, the weighing after a game).
    pub(super) background: Background,
    /// Which move the hint says first when winning and points disagree, and what it weighs chances with.
    pub(super) hint_first: HintFirst,
    pub(super) win_weigher: WinWeigher,
    /// The finished game's choices weighed in the chance of winning, for its review.
    pub(super) weighing: Weighing,
    /// Shift+W: everyone's chance of winning said after each box marked, as play goes on.
    pub(super) follow_chances: bool,
}

/// What the keys answer first, besides the game.
#[derive(Debug)]
pub(super) enum Mode {
    Playing,
    /// Escape asked whether to quit: Escape again quits, anything else plays on (and does nothing else).
    QuitAsked,
    /// The decisions the arrows walk after a review, until a game command or Escape.
    Reviewing(Walk),
}

impl Mode {
    pub(super) fn quit_asked(&self) -> bool {
        matches!(self, Mode::QuitAsked)
    }
}

/// What a session speaks and decides with.
#[derive(Debug)]
pub struct SessionParts {
    /// The player's language.
    pub localizer: Localizer,
    /// Whether the cues are on, and their volume.
    pub sound: SoundSetting,
    /// What the driver's voices can do with the speech rate.
    pub voices: RateSupport,
    /// The expert behind the hint, W and the computer players.
    pub expert: Expert,
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
    /// Which move the hint says first when the move that wins most often is not the one worth most points.
    pub hint_first: HintFirst,
}

impl Session {
    /// A session for `game` at `seat`, and what it says of the events that started it; the seat then sits down
    /// (a game at home is saved from now on, a network table is said). Computer players who move first wait
    /// for [`Input::PlayComputers`] or [`Input::ComputerMove`].
    pub fn new(
        game: Game,
        start_events: &[Event],
        parts: SessionParts,
        options: SessionOptions,
        seat: Box<dyn Seat>,
    ) -> (Session, Vec<Effect>) {
        let announcer = Announcer::new(
            parts.localizer,
            (parts.sound, parts.voices),
            options.driven,
            options.at_hand,
        );
        let mut session = Session {
            game,
            announcer,
            seat,
            keys: options.keys,
            expert: parts.expert,
            short_help_said_at: None,
            mode: Mode::Playing,
            awaiting_expert: Vec::new(),
            dice_by_place: options.dice_by_place,
            background: Background::default(),
            hint_first: options.hint_first,
            win_weigher: WinWeigher::default(),
            weighing: Weighing::default(),
            follow_chances: false,
        };
        // The sound server is looked for first, so a missing one is told before the first turn is said.
        if session.announcer.sound.on {
            session.announcer.effect(Effect::ConnectSound);
        }
        if !start_events.is_empty()
            && let Some(notice) = champion_notice(session.game.state())
        {
            session.say(&[notice], Urgency::Queue);
        }
        let (mut stage, seat) = session.stage();
        let messages = stage.narrate(seat, start_events);
        let cues = sound::cues::cues_for(stage.game.state(), start_events);
        stage.announcer.play(&cues, Urgency::Queue);
        stage.say(&messages, Urgency::Queue);
        seat.sat_down(stage);
        session.computers_wait_for_expert();
        let effects = session.announcer.take_effects();
        (session, effects)
    }

    /// The one way in: what `input` changes, and what the session decided on, in order, for its driver to carry
    /// out (ending with [`Effect::Quit`] when the player quit).
    pub fn handle(&mut self, input: Input) -> Vec<Effect> {
        let marks_before = crate::player::chances::marks_made(self.game.state());
        let flow = match input {
            Input::Key(key) => self.key(key),
            Input::Action(action) => self.action(action),
            Input::Line(line) => self.line(&line),
            Input::LinesEnded => {
                self.lines_ended();
                Flow::Continue
            }
            Input::Chat(key) => self.chat_key(key),
            Input::Done(id, done) => {
                self.work_done(id, done);
                Flow::Continue
            }
            Input::Timer(timer) => {
                self.timer(timer);
                Flow::Continue
            }
            Input::ComputerMove => {
                self.computer_move();
                Flow::Continue
            }
            Input::PlayComputers => {
                while self.computer_move() {}
                Flow::Continue
            }
            Input::Say(message) => {
                self.say(&[message], Urgency::Interrupt);
                Flow::Continue
            }
            Input::WherePlayStands => {
                self.say_where_play_stands();
                Flow::Continue
            }
            Input::WelcomeNewPlayer => {
                self.welcome_new_player();
                Flow::Continue
            }
            Input::ReviewFinished => {
                self.review_if_just_over(false);
                Flow::Continue
            }
            Input::Heard(heard) => {
                self.heard(heard);
                Flow::Continue
            }
            Input::Arrived(incoming) => {
                self.arrived(incoming);
                Flow::Continue
            }
        };
        if flow == Flow::Quit {
            self.announcer.effect(Effect::Quit);
        } else {
            self.computers_wait_for_expert();
            self.chances_followed(marks_before);
            if self.announcer.driven != Driven::Keys {
                // Typed lines hear the computers play before the next line.
                self.play_computers_followed();
            }
        }
        self.announcer.take_effects()
    }

    /// A key at the chat prompt.
    fn chat_key(&mut self, key: ChatKey) -> Flow {
        match key {
            ChatKey::Char(typed) => self.chat_char(typed),
            ChatKey::Erase => self.chat_erase(),
            ChatKey::Help => self.chat_help(),
            ChatKey::CancelQuietly => self.chat_cancel_quietly(),
            ChatKey::Cancel => self.chat_cancel(),
            ChatKey::Send => self.chat_send_draft(),
        }
        Flow::Continue
    }

    /// The stage a seat acts on, and the seat, borrowed side by side.
    pub(super) fn stage(&mut self) -> (Stage<'_>, &mut dyn Seat) {
        let stage = Stage {
            game: &mut self.game,
            announcer: &mut self.announcer,
        };
        (stage, self.seat.as_mut())
    }

    /// Whether `player` plays at this keyboard.
    pub(super) fn plays_here(&self, player: usize) -> bool {
        self.seat.plays_here(self.game.state(), player)
    }

    /// After a resume: whose turn it is, the round and the rolls left, and the dice when they are on the
    /// table, so the player knows where play stands without asking.
    fn say_where_play_stands(&mut self) {
        let (mut stage, seat) = self.stage();
        stage.say_where_play_stands(seat);
    }

    /// Whether this session plays at a network table (the loops then listen to it often).
    pub fn at_network_table(&self) -> bool {
        self.seat.at_network_table()
    }

    /// News from the table, narrated as a local move; a game it ends is reviewed.
    fn arrived(&mut self, incoming: Incoming) {
        let was_over = self.game.state().is_over();
        let (stage, seat) = self.stage();
        seat.arrived(stage, incoming);
        self.review_if_just_over(was_over);
    }

    /// A player new to sayzee: at the first turn of a person at this keyboard (now, if it has begun), say
    /// how to roll and where help is.
    fn welcome_new_player(&mut self) {
        let welcome = self
            .announcer
            .by_keys_or_lines("session-first-turn-keys", "session-first-turn-lines");
        let human_turn_begins = self.seat.game_begun()
            && self
                .game
                .state()
                .turn()
                .is_some_and(|t| t.dice.is_none() && self.plays_here(t.player));
        if human_turn_begins {
            self.say(&[welcome], Urgency::Queue);
        } else {
            self.announcer.welcome = Some(welcome);
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn localizer(&self) -> &Localizer {
        &self.announcer.localizer
    }

    /// Whether `key` quits the game (Ctrl+Q by default), so a loop can act on it before anything else.
    pub fn quits_on(&self, key: Key) -> bool {
        self.keys.action(key) == Some(Action::Quit)
    }

    /// A key pressed in the terminal.
    fn key(&mut self, key: Key) -> Flow {
        match self.keys.action(key) {
            Some(action) => self.action(action),
            // Silence would leave a player who cannot see the screen wondering whether the key arrived.
            // The key that answers the quit question with "play on" does nothing else.
            None if self.mode.quit_asked() => {
                self.cancel_quit();
                Flow::Continue
            }
            None => {
                if let Some(flow) = key
                    .digit()
                    .and_then(|digit| self.number(usize::from(digit)))
                {
                    return flow;
                }
                let name = help::pressed_key_name(key);
                self.say(
                    &[Message::new("key-unbound").with("key", name)],
                    Urgency::Interrupt,
                );
                Flow::Continue
            }
        }
    }

    /// A number picked (a digit key no action has, or a line of digits), when the seat has a use for it.
    pub(super) fn number(&mut self, number: usize) -> Option<Flow> {
        let (stage, seat) = self.stage();
        match seat.own_number(stage, number)? {
            Flow::Quit => Some(self.quit()),
            Flow::Continue => Some(Flow::Continue),
        }
    }

    /// One action, from a key or a line: the seat's own answer first (a network table's host menu, keys before
    /// its start), then what is the same everywhere.
    pub(super) fn action(&mut self, action: Action) -> Flow {
        let (stage, seat) = self.stage();
        match seat.own_action(stage, action) {
            Some(Flow::Quit) => return self.quit(),
            Some(Flow::Continue) => return Flow::Continue,
            None => {}
        }
        if self.review_walk_action(action) {
            return Flow::Continue;
        }
        if action == Action::Back {
            return self.back();
        }
        // The key that answers the quit question with "play on" does nothing else: an Enter there must not
        // also roll or mark.
        if self.mode.quit_asked() && action != Action::Quit {
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
                self.change_rate(action == Action::SpeechFaster);
            }
            Action::SoundLouder | Action::SoundSofter => {
                self.change_volume(action == Action::SoundLouder);
            }
            Action::ToggleVerbosity => {
                let changed = self.announcer.at_hand.toggle_verbosity();
                self.changed(changed);
            }
            Action::SayRules => {
                let state = self.game.state();
                let lines = narration::rules::read_match_aloud(state.config(), state.rules());
                self.say(&lines, Urgency::Interrupt);
            }
            Action::Help => self.help(),
            Action::SwitchLanguage => self.switch_language(),
            Action::Repeat => self.repeat(),
            Action::History => self.walk_history(),
            Action::Hint => self.hint_asked(),
            Action::SayChances => self.chances_asked(),
            Action::FollowChances => self.follow_chances_switched(),
            Action::Review => self.review_asked(),
            Action::Drill => self.drill_asked(),
            Action::SayStats => match self.seat.statistics() {
                Some(at) => self
                    .announcer
                    .effect(Effect::Files(ToFiles::ReadStatistics(at))),
                None => self.say(&[Message::new("stats-unavailable")], Urgency::Interrupt),
            },
            Action::Quit => return self.quit(),
            Action::Chat => {
                let (stage, seat) = self.stage();
                seat.open_chat(stage);
            }
            Action::ToggleSound => self.toggle_sound(),
            // At a network table the seat answers these; here there is no host and no server.
            Action::HostMenu | Action::Leaderboard => self.say_offline(action),
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

    /// What a key of network play says away from a network table.
    fn say_offline(&mut self, action: Action) {
        let id = match action {
            Action::HostMenu => "net-host-menu-offline",
            _ => "net-leaderboard-offline",
        };
        self.say(&[Message::new(id)], Urgency::Interrupt);
    }

    /// ?: the expert's hint, unless the seat is not this keyboard's; one asked before the expert is ready follows
    /// once it is (no key waits for the solver; typed lines at home wait for it, the hint being their answer).
    fn hint_asked(&mut self) {
        if self.seat.only_watching() {
            // A spectator has no turn: the same words as for the other keys that play.
            self.say(
                &[Message::new("net-watching-cannot-act")],
                Urgency::Interrupt,
            );
        } else if !self.seat.hint_allowed(self.game.state()) {
            self.say(&[Message::new("net-hint-not-yours")], Urgency::Interrupt);
        } else if !self.expert.is_ready() {
            self.await_expert(ForExpert::Hint);
            if self.announcer.driven != Driven::Lines {
                self.say(&[Message::new("hint-thinking")], Urgency::Interrupt);
            }
        } else {
            self.awaiting_expert
                .retain(|asked| *asked != ForExpert::Hint);
            let messages = self.hint();
            self.say(&messages, Urgency::Interrupt);
        }
    }

    /// Quits: says goodbye, and at a network table leaves it (the server keeps the seats for the token).
    pub(super) fn quit(&mut self) -> Flow {
        let (stage, seat) = self.stage();
        seat.leave(stage);
        let goodbye = self.seat.goodbye(self.game.state());
        self.say(&[goodbye], Urgency::Interrupt);
        Flow::Quit
    }

    /// Anything but Escape after the quit question means play on.
    pub(super) fn cancel_quit(&mut self) {
        if self.mode.quit_asked() {
            self.mode = Mode::Playing;
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
        if self.announcer.driven == Driven::Page && !self.game.state().is_over() {
            // Back, tapped a few times to leave the chooser, never leaves a game: the page has Leave for that.
            // Once the game is over, Escape leaves, as the end says.
            self.say(&[Message::new("session-back-page")], Urgency::Interrupt);
            return Flow::Continue;
        }
        if self.mode.quit_asked() {
            return self.quit();
        }
        self.mode = Mode::QuitAsked;
        let question = self.seat.quit_question();
        self.say(&[question], Urgency::Interrupt);
        Flow::Continue
    }

    /// A command of the person at this keyboard, to the seat: played here, or sent to the server.
    pub(super) fn command(&mut self, command: &Command) {
        let was_over = self.game.state().is_over();
        let (stage, seat) = self.stage();
        seat.command(stage, command);
        self.review_if_just_over(was_over);
    }

    /// Whether a computer player is due to move now.
    pub fn computer_due(&self) -> bool {
        self.seat.computer_due(self.game.state())
    }

    /// Plays one computer command and narrates it, queued behind what is being said; false when no
    /// computer player is due.
    pub(super) fn computer_move(&mut self) -> bool {
        let was_over = self.game.state().is_over();
        let (stage, seat) = self.stage();
        let moved = seat.computer_move(stage);
        self.review_if_just_over(was_over);
        moved
    }

    /// Every computer move due now, each box they mark followed when the chances are.
    fn play_computers_followed(&mut self) {
        loop {
            let marks_before = crate::player::chances::marks_made(self.game.state());
            if !self.computer_move() {
                break;
            }
            self.chances_followed(marks_before);
        }
    }

    /// Renders and says `messages`: the first interrupts when asked to, the rest queue behind it.
    pub(super) fn say(&mut self, messages: &[Message], urgency: Urgency) {
        self.announcer.say(messages, urgency);
    }
}

/// Said as a game with a champion begins under rules that have no exact table (Maxi Yatzy): there it cannot
/// weigh its chances, so it plays for points as `perfect` does.
fn champion_notice(state: &crate::game::GameState) -> Option<Message> {
    let champion = state.config().players.iter().any(|player| {
        player.kind
            == PlayerKind::Computer {
                skill: Skill::Champion,
            }
    });
    let no_table = StrategyTable::possible_for(state.rules()).is_err();
    (champion && no_table).then(|| {
        Message::new("champion-plays-for-points")
            .with("preset", narration::preset_name(state.rules().preset_id()))
    })
}
