//! A game being played: the one place where a player's action reaches the game and every resulting event,
//! rejection or answer is narrated, rendered in the player's language and said by every speaker.
//!
//! The session is driven by actions (from keys or lines) and writes only through [`Speaker`]s, so the same
//! code runs the terminal, line mode and the tests.

use std::collections::VecDeque;

use super::expert::Expert;
use super::persistence::{self, Persistence};
use crate::game::{Actor, Answer, Command, Event, Game, GameState, Query};
use crate::i18n::{self, Localizer, Message};
use crate::input::{Action, Key, KeyCode, KeyMap, LineError, LineInput, parse_line};
use crate::narration;
use crate::sound::{self, Sound};
use crate::speech::{Speaker, Urgency};
use crate::text::CleanText;

/// Decides a computer player's next command.
pub trait Autoplayer: std::fmt::Debug {
    /// The command the computer player whose turn it is sends next.
    fn next_command(&mut self, state: &GameState) -> Command;
}

/// Whether to go on after an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

/// The most computer commands run between two human actions: a bound that holds even if a computer
/// player misbehaved, so the loop can never spin.
const COMPUTER_COMMAND_LIMIT: usize = 10_000;

/// How many messages R and Shift+R can reach back: a whole game's worth and more, yet a session that runs for
/// days (or is fed a million lines) keeps a bounded history.
pub const MAX_HISTORY: usize = 2000;

/// A game in play with its voice.
#[derive(Debug)]
pub struct Session {
    game: Game,
    localizer: Localizer,
    keys: KeyMap,
    speakers: Vec<Box<dyn Speaker>>,
    autoplayer: Option<Box<dyn Autoplayer>>,
    expert: Expert,
    sound: Sound,
    /// The latest [`MAX_HISTORY`] messages said, rendered, oldest first.
    history: VecDeque<String>,
    /// How far back Shift+R has walked.
    history_back: usize,
    quit_asked: bool,
    /// When set, computer moves wait for the caller to step them ([`Session::computer_move`]) so the
    /// terminal can pause between them; otherwise they play at once after each human action.
    paced: bool,
    /// Computer commands sent since the last human action, bounded by [`COMPUTER_COMMAND_LIMIT`].
    computer_commands: usize,
    /// Saves the game after every change and records it when it ends; `None` plays without files.
    persistence: Option<Persistence>,
}

impl Session {
    /// A session for `game`, narrating the events that started it. Computer players who move first wait
    /// for [`Session::play_computers`] or [`Session::computer_move`].
    // Each argument is one independent part of the game's voice and brain; a builder would only rename them.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        game: Game,
        start_events: &[Event],
        localizer: Localizer,
        keys: KeyMap,
        speakers: Vec<Box<dyn Speaker>>,
        autoplayer: Option<Box<dyn Autoplayer>>,
        expert: Expert,
        sound: Sound,
    ) -> Session {
        let mut session = Session {
            game,
            localizer,
            keys,
            speakers,
            autoplayer,
            expert,
            sound,
            history: VecDeque::new(),
            history_back: 0,
            quit_asked: false,
            paced: false,
            computer_commands: 0,
            persistence: None,
        };
        let messages: Vec<Message> = start_events
            .iter()
            .flat_map(|e| narration::narrate_event(session.game.state(), e))
            .collect();
        let cues = sound::cues::cues_for(session.game.state(), start_events);
        session.sound.play(&cues, Urgency::Queue);
        session.say(&messages, Urgency::Queue);
        session.sound_notice();
        session
    }

    /// Paced: computer moves wait for the caller to step them with [`Session::computer_move`].
    pub fn set_paced(&mut self, paced: bool) {
        self.paced = paced;
    }

    /// From now on the game is saved after every change (starting with now) and recorded when it ends.
    pub fn keep_on_disk(&mut self, persistence: Persistence) {
        self.persistence = Some(persistence);
        let said = self.persist();
        self.say(&said, Urgency::Queue);
    }

    /// Saves the game as it is now; returns what the player must hear (a failure, the statistics). Called
    /// before the events are said, so that whatever a player has heard is already on disk.
    fn persist(&mut self) -> Vec<Message> {
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

    /// A line typed in line mode.
    pub fn line(&mut self, line: &str) -> Flow {
        match parse_line(line, &self.keys) {
            Ok(Some(input)) => self.input(input),
            Ok(None) => Flow::Continue,
            Err(error) => {
                self.cancel_quit();
                // The word is echoed cleaned and short: a typed line is text from outside.
                let echo = |word: String| CleanText::echo(&word).into_string();
                let message = match error {
                    LineError::Unknown(word) => {
                        Message::new("line-unknown").with("word", echo(word))
                    }
                    LineError::NotAFace(word) => {
                        Message::new("line-not-a-face").with("word", echo(word))
                    }
                    LineError::NotABox(word) => {
                        Message::new("line-not-a-box").with("word", echo(word))
                    }
                    LineError::Incomplete(word) => {
                        Message::new("line-incomplete").with("word", echo(word))
                    }
                };
                self.sound
                    .play(&[sound::cues::rejection_cue()], Urgency::Interrupt);
                self.say(&[message], Urgency::Interrupt);
                self.sound_notice();
                Flow::Continue
            }
        }
    }

    /// A key pressed in the terminal.
    pub fn key(&mut self, key: Key) -> Flow {
        match self.keys.action(key) {
            Some(action) => self.action(action),
            // Silence would leave a player who cannot see the screen wondering whether the key arrived.
            None => {
                self.cancel_quit();
                let name = pressed_key_name(key);
                self.say(
                    &[Message::new("key-unbound").with("key", name)],
                    Urgency::Interrupt,
                );
                Flow::Continue
            }
        }
    }

    /// What a line asked for.
    pub fn input(&mut self, input: LineInput) -> Flow {
        match input {
            LineInput::Action(action) => self.action(action),
            LineInput::Command(command) => {
                self.cancel_quit();
                self.command(&command);
                Flow::Continue
            }
        }
    }

    /// One action, from a key or a line.
    pub fn action(&mut self, action: Action) -> Flow {
        if action == Action::Back {
            return self.back();
        }
        self.cancel_quit();
        if let Some(command) = action.command() {
            self.command(&command);
            return Flow::Continue;
        }
        match action {
            Action::SayDice => self.ask(Query::Dice),
            Action::SayRoll => self.ask(Query::LatestRoll),
            Action::SayScores => self.ask(Query::Scores),
            Action::SaySheets => self.say_sheets(),
            Action::SayTurn => self.ask(Query::Turn),
            Action::Help => self.help(),
            Action::SwitchLanguage => self.switch_language(),
            Action::Repeat => self.repeat(),
            Action::History => self.walk_history(),
            Action::Hint => {
                let messages = self.hint();
                self.say(&messages, Urgency::Interrupt);
            }
            Action::SayStats => {
                let messages = match &self.persistence {
                    Some(persistence) => {
                        let (stats, mut said) = persistence.statistics();
                        said.extend(persistence::statistics_messages(&stats));
                        said
                    }
                    None => vec![Message::new("stats-unavailable")],
                };
                self.say(&messages, Urgency::Interrupt);
            }
            Action::Quit => {
                self.say(&[Message::new("session-goodbye")], Urgency::Interrupt);
                return Flow::Quit;
            }
            Action::ToggleSound => {
                let on = self.sound.toggle();
                self.say(&[sound::toggled_message(on)], Urgency::Interrupt);
                self.sound_notice();
            }
            _ => {}
        }
        Flow::Continue
    }

    /// Anything but Escape after the quit question means play on.
    fn cancel_quit(&mut self) {
        if self.quit_asked {
            self.quit_asked = false;
            self.say(
                &[Message::new("session-quit-cancelled")],
                Urgency::Interrupt,
            );
        }
    }

    /// Escape: leave the chooser; outside it, ask before quitting, and quit when asked twice.
    fn back(&mut self) -> Flow {
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
            self.say(&[Message::new("session-goodbye")], Urgency::Interrupt);
            return Flow::Quit;
        }
        self.quit_asked = true;
        self.say(&[Message::new("session-quit-confirm")], Urgency::Interrupt);
        Flow::Continue
    }

    /// Sends the human's command to the game and narrates the outcome, then lets computers play unless paced.
    fn command(&mut self, command: &Command) {
        let was_over = self.game.state().is_over();
        self.computer_commands = 0;
        let mut saved = Vec::new();
        let (messages, cues) = match self.game.dispatch(Actor::Human, command) {
            Ok(events) => {
                if !events.is_empty() {
                    saved = self.persist();
                }
                (
                    events
                        .iter()
                        .flat_map(|e| narration::narrate_event(self.game.state(), e))
                        .collect(),
                    sound::cues::cues_for(self.game.state(), &events),
                )
            }
            Err(rejection) => (
                narration::narrate_rejection(self.game.state(), &rejection),
                vec![sound::cues::rejection_cue()],
            ),
        };
        // The cue starts first and never waits: the dice are heard landing before the numbers are spoken.
        self.sound.play(&cues, Urgency::Interrupt);
        self.say(&messages, Urgency::Interrupt);
        self.say(&saved, Urgency::Queue);
        self.announce_game_over(was_over);
        self.sound_notice();
        if !self.paced {
            self.play_computers();
        }
    }

    /// After the move that ended the game, tells the player which keys still work.
    fn announce_game_over(&mut self, was_over: bool) {
        if self.game.state().is_over() && !was_over {
            self.say(&[Message::new("session-game-over-keys")], Urgency::Queue);
        }
    }

    /// Says once, after what the action itself said, that sound stopped or never started.
    fn sound_notice(&mut self) {
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
        let mut saved = Vec::new();
        let messages: Vec<Message> = match self.game.dispatch(Actor::Computer, &command) {
            Ok(events) => {
                if !events.is_empty() {
                    saved = self.persist();
                }
                let cues = sound::cues::cues_for(self.game.state(), &events);
                self.sound.play(&cues, Urgency::Queue);
                events
                    .iter()
                    .flat_map(|e| narration::narrate_event(self.game.state(), e))
                    .collect()
            }
            // A computer player's refused move is a bug in its strategy; say it rather than hide it.
            Err(rejection) => narration::narrate_rejection(self.game.state(), &rejection),
        };
        self.say(&messages, Urgency::Queue);
        self.say(&saved, Urgency::Queue);
        self.announce_game_over(was_over);
        self.sound_notice();
        true
    }

    /// ?: the expert's choice now with its expected final score, and the player's own when it differs.
    fn hint(&mut self) -> Vec<Message> {
        let state = self.game.state();
        let Some(turn) = state.turn().cloned() else {
            return vec![Message::new("session-hint-unavailable")];
        };
        let Some(dice) = turn.dice else {
            return vec![Message::new("hint-roll-first")];
        };
        let rules = state.rules().clone();
        let sheet = state.players()[turn.player].sheets[state.current_sheet(turn.player)].clone();
        let Some(advisor) = self.expert.get() else {
            return vec![Message::new("session-hint-unavailable")];
        };
        let exact = advisor.is_exact();
        let expected = |id: &'static str, value: f64| {
            let message = Message::new(id);
            // The heuristic's values rank choices but are no final score; only the exact table's are said.
            if exact {
                message.with("expected", value.round())
            } else {
                message
            }
        };
        let faces = |faces: &[crate::rules::Face]| {
            faces
                .iter()
                .map(|f| f.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if turn.rolls_left() > 0 && turn.chooser.is_none() {
            let keeps = advisor.keep_choices(&sheet, &dice, turn.rolls_left());
            if let Some(best) = keeps.first().filter(|k| !k.stops(&dice)) {
                // Keeping nothing is said as rerolling every die, never as keeping an empty list.
                let id = match (exact, best.keep.is_empty()) {
                    (true, false) => "hint-keep",
                    (false, false) => "hint-keep-estimate",
                    (true, true) => "hint-reroll-all",
                    (false, true) => "hint-reroll-all-estimate",
                };
                let mut said = vec![expected(id, best.value).with("keep", faces(&best.keep))];
                let own = turn.kept();
                if !turn.selected.is_empty()
                    && own != best.keep
                    && let Some(mine) = keeps.iter().find(|k| k.keep == own).filter(|_| exact)
                {
                    let id = if own.is_empty() {
                        "hint-yours-reroll-all"
                    } else {
                        "hint-yours-keep"
                    };
                    said.push(expected(id, mine.value).with("keep", faces(&own)));
                }
                return said;
            }
        }
        let boxes = advisor.box_choices(&sheet, &dice);
        let Some(best) = boxes.first() else {
            return vec![Message::new("session-hint-unavailable")];
        };
        let mut said = vec![
            expected(
                if exact {
                    "hint-mark"
                } else {
                    "hint-mark-estimate"
                },
                best.value,
            )
            .with("box", narration::box_name(&rules, best.mark.category))
            .with("points", best.mark.points),
        ];
        if let Some(cursor) = turn.chooser.filter(|c| *c != best.mark.category)
            && let Some(mine) = boxes
                .iter()
                .find(|b| b.mark.category == cursor)
                .filter(|_| exact)
        {
            said.push(
                expected("hint-yours-box", mine.value)
                    .with("box", narration::box_name(&rules, cursor)),
            );
        }
        said
    }

    fn ask(&mut self, query: Query) {
        let answer = self.game.query(query);
        let messages = narration::narrate_answer(self.game.state(), &answer);
        self.say(&messages, Urgency::Interrupt);
    }

    /// Shift+S: the printed table for the eye, and the spoken lines for the ear.
    fn say_sheets(&mut self) {
        let answer = self.game.query(Query::Sheets);
        let table = narration::score_table(&self.localizer, self.game.state());
        for speaker in &mut self.speakers {
            let _ = speaker.speak(&table, Urgency::Interrupt);
        }
        let messages = narration::narrate_answer(self.game.state(), &answer);
        self.say(&messages, Urgency::Queue);
    }

    /// F1: the keys that work now, from the key map.
    fn help(&mut self) {
        let Answer::Allowed(_) = self.game.query(Query::Allowed) else {
            return;
        };
        let mut messages = vec![Message::new("help-intro")];
        let actions = self.relevant_actions();
        for action in actions {
            let keys = self.keys.keys(action);
            if keys.is_empty() {
                continue;
            }
            let names: Vec<String> = keys
                .iter()
                .map(|k| self.localizer.text(&key_name(*k)))
                .collect();
            messages.push(
                Message::new("help-line")
                    .with("keys", names.join(", "))
                    .with("what", Message::new(action.help_id())),
            );
        }
        messages.push(Message::new("help-line-mode"));
        self.say(&messages, Urgency::Interrupt);
    }

    /// The actions worth listing now: dice actions while they can act, chooser keys in the chooser, and
    /// the questions that always work. Select and unselect are listed once each, for all faces.
    fn relevant_actions(&self) -> Vec<Action> {
        let state = self.game.state();
        let turn = state.turn();
        let rolled = turn.is_some_and(|t| t.dice.is_some());
        let chooser = turn.is_some_and(|t| t.chooser.is_some());
        let can_reroll = turn.is_some_and(|t| t.dice.is_some() && t.rolls_left() > 0);
        let mut actions = Vec::new();
        if turn.is_some() {
            actions.push(Action::Advance);
        }
        if can_reroll && !chooser {
            actions.extend([Action::Select(first_face()), Action::Unselect(first_face())]);
            actions.extend([Action::SelectAll, Action::KeepAll]);
        }
        if rolled {
            actions.extend([
                Action::CursorNext,
                Action::CursorPrevious,
                Action::CursorFirst,
                Action::CursorLast,
                Action::SayDice,
                Action::SayRoll,
            ]);
        }
        actions.extend([
            Action::SayScores,
            Action::SaySheets,
            Action::SayTurn,
            Action::Undo,
            Action::Hint,
            Action::SayStats,
            Action::Repeat,
            Action::History,
            Action::SwitchLanguage,
            Action::ToggleSound,
            Action::Help,
            Action::Back,
            Action::Quit,
        ]);
        actions
    }

    fn switch_language(&mut self) {
        let shipped: Vec<&str> = i18n::available().collect();
        let now = self.localizer.locale();
        let at = shipped.iter().position(|l| *l == now).unwrap_or(0);
        let next = shipped[(at + 1) % shipped.len()];
        self.localizer = Localizer::for_locale(next);
        for speaker in &mut self.speakers {
            let _ = speaker.set_language(next);
        }
        self.say(&[Message::new("session-language")], Urgency::Interrupt);
    }

    fn repeat(&mut self) {
        self.history_back = 0;
        match self.history.back().cloned() {
            Some(last) => self.speak_again(&last),
            None => self.say(&[Message::new("session-history-empty")], Urgency::Interrupt),
        }
    }

    fn walk_history(&mut self) {
        if self.history.is_empty() {
            self.say(&[Message::new("session-history-empty")], Urgency::Interrupt);
            return;
        }
        if self.history_back + 1 >= self.history.len() {
            let first = self.history.front().cloned().unwrap_or_default();
            self.speak_again(&first);
            self.say(&[Message::new("session-history-start")], Urgency::Queue);
            return;
        }
        self.history_back += 1;
        let earlier = self.history[self.history.len() - 1 - self.history_back].clone();
        self.speak_again(&earlier);
    }

    /// Says something already in the history without adding it again.
    fn speak_again(&mut self, text: &str) {
        for speaker in &mut self.speakers {
            let _ = speaker.speak(text, Urgency::Interrupt);
        }
    }

    /// Says one message from outside the game (the shell's own news, such as a terminal problem).
    pub fn say_message(&mut self, message: &Message) {
        self.say(std::slice::from_ref(message), Urgency::Interrupt);
    }

    /// Renders and says `messages`: the first interrupts when asked to, the rest queue behind it.
    fn say(&mut self, messages: &[Message], urgency: Urgency) {
        for (i, message) in messages.iter().enumerate() {
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
                if self.history.len() == MAX_HISTORY {
                    self.history.pop_front();
                }
                self.history.push_back(text);
                self.history_back = 0;
            }
        }
        // The voice was lost or is back: said once, after what was being said, and never interrupting it.
        let notices: Vec<Message> = self
            .speakers
            .iter_mut()
            .flat_map(|speaker| speaker.take_notices())
            .map(super::voice::notice_message)
            .collect();
        if !notices.is_empty() {
            self.say(&notices, Urgency::Queue);
        }
    }
}

fn first_face() -> crate::rules::Face {
    crate::rules::Face::ALL[0]
}

/// One key as pressed, named for the player: "Shift+7", "Tab", "Ctrl+X".
fn pressed_key_name(key: Key) -> Message {
    match key.code {
        KeyCode::Char(c) if c.is_ascii_digit() => {
            let digit = Message::new("key-literal").with("key", c.to_string());
            match (key.shift, key.ctrl) {
                (false, false) => digit,
                (true, false) => Message::new("key-shifted").with("key", digit),
                (_, true) => Message::new("key-ctrl").with("key", digit),
            }
        }
        _ => key_name(key),
    }
}

/// A key as players hear it named: "Enter", "Shift+1 to 6", "Up arrow".
fn key_name(key: Key) -> Message {
    let base = match key.code {
        KeyCode::Enter => Message::new("key-enter"),
        KeyCode::Space => Message::new("key-space"),
        KeyCode::Escape => Message::new("key-escape"),
        KeyCode::Up => Message::new("key-up"),
        KeyCode::Down => Message::new("key-down"),
        KeyCode::Home => Message::new("key-home"),
        KeyCode::End => Message::new("key-end"),
        KeyCode::F(1) => Message::new("key-f1"),
        // Speech Dispatcher often says nothing for a bare "?", so it gets a spoken name.
        KeyCode::Char('?') => Message::new("key-question-mark"),
        KeyCode::Char(c) if c.is_ascii_digit() => {
            return Message::new(if key.shift {
                "key-shifted-digits"
            } else {
                "key-digits"
            });
        }
        _ => {
            let plain = Key {
                shift: false,
                ctrl: false,
                ..key
            };
            Message::new("key-literal").with("key", plain.to_string().to_uppercase())
        }
    };
    let shifted = if key.shift {
        Message::new("key-shifted").with("key", base)
    } else {
        base
    };
    if key.ctrl {
        Message::new("key-ctrl").with("key", shifted)
    } else {
        shifted
    }
}
