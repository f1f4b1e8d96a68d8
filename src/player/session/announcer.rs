//! The announcer: everything a session says goes through it. It renders messages in the player's language into
//! lines with their urgency, keeps the history R walks, asks for the cues while sound is on, and keeps a line
//! being typed (a chat line) whole on the screen while it speaks. It holds no speaker and no sound player: what
//! it decides waits in its outbox as [`Effect`]s, for the session's driver to carry out. It knows nothing of the
//! game's rules, the network or the files.

use crate::game::{Event, GameState};
use crate::i18n::{Localizer, Message};
use crate::narration;
use crate::player::at_hand::{AtHand, SoundSetting};
use crate::player::history::History;
use crate::sound::{self, Cue};
use crate::speech::{RateSupport, Urgency};

use super::effect::{Effect, Line, line_of};

/// How a session is driven: by keys in raw mode, or by typed lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Driven {
    /// Keys in raw mode: help names keys, the key loop steps the computers' moves with a pause between them
    /// ([`super::Input::ComputerMove`]), and no key waits for the expert or for W (the answer follows from
    /// [`super::Input::Tick`]).
    #[default]
    Keys,
    /// Lines read one after another at home: help names words to type, the computers play at once after each
    /// line, and a hint or W asked before it is ready is waited for, so its answer comes before the next line.
    Lines,
    /// Lines at a network table: as [`Driven::Lines`], but nothing waits, because the table's news goes on.
    LinesAtTable,
    /// A browser's page at a network table: read as [`Driven::LinesAtTable`], but its player presses keys and
    /// buttons, so the words name keys ("press Enter"), and Escape never leaves (the page has a Leave button).
    Page,
}

/// What says a session's messages and plays its cues.
#[derive(Debug)]
pub struct Announcer {
    pub(crate) localizer: Localizer,
    /// What was decided and is not yet carried out, in order.
    outbox: Vec<Effect>,
    /// Whether the cues are on, and their volume.
    pub(crate) sound: SoundSetting,
    /// What can set the speech rate, as the driver last told.
    pub(crate) voices: RateSupport,
    /// What R and Shift+R reach.
    pub(crate) history: History,
    /// How many messages have been said (help uses it to know whether it was the last thing said).
    pub(crate) said: u64,
    /// How the session is driven: keys in raw mode, or typed lines.
    pub(crate) driven: Driven,
    /// The speech rate, the cues' volume and the verbosity, changed in play and kept in the settings file.
    pub(crate) at_hand: AtHand,
    /// How to roll and where help is, said once at a new player's first turn.
    pub(crate) welcome: Option<Message>,
    /// A line being typed (a chat line), while the prompt is open.
    pub(crate) prompt: Option<Prompt>,
}

/// A line being typed at a prompt: in the terminal it is echoed as typed, and whatever is said meanwhile is
/// printed on a line of its own, the typed text shown again after it.
#[derive(Debug, Default)]
pub struct Prompt {
    pub(crate) draft: String,
    /// The line was cut at its limit (said once per line).
    pub(crate) full: bool,
    /// The draft is echoed on the terminal's current line.
    pub(crate) on_screen: bool,
}

impl Announcer {
    pub(crate) fn new(
        localizer: Localizer,
        (sound, voices): (SoundSetting, RateSupport),
        driven: Driven,
        at_hand: AtHand,
    ) -> Announcer {
        Announcer {
            localizer,
            outbox: Vec::new(),
            sound,
            voices,
            history: History::default(),
            said: 0,
            driven,
            at_hand,
            welcome: None,
            prompt: None,
        }
    }

    /// Lines are typed (line mode), so what is said names words rather than keys.
    pub(crate) fn line_mode(&self) -> bool {
        self.driven != Driven::Keys
    }

    /// Whether the player types commands (line mode), so the words name commands to type rather than keys.
    pub(crate) fn words_for_lines(&self) -> bool {
        matches!(self.driven, Driven::Lines | Driven::LinesAtTable)
    }

    /// `keys` where the player presses keys (a terminal, a page), `lines` in line mode: the one of two message
    /// ids that fits how the player plays.
    pub(crate) fn by_keys_or_lines(&self, keys: &'static str, lines: &'static str) -> Message {
        Message::new(if self.words_for_lines() { lines } else { keys })
    }

    /// What `events` say, in order, as heard at this keyboard (`plays_here`: whether a player is at this
    /// keyboard; `stood_in`: whether a computer plays a person's seat for them); the first turn of a person here
    /// also says, once, how to roll and where help is when this is a new player.
    pub(crate) fn narrate(
        &mut self,
        state: &GameState,
        events: &[Event],
        plays_here: &dyn Fn(usize) -> bool,
        stood_in: &dyn Fn(usize) -> bool,
    ) -> Vec<Message> {
        let mut messages = Vec::new();
        for event in events {
            messages.extend(narration::narrate_event_stood_in(
                state,
                event,
                self.at_hand.verbosity(),
                plays_here,
                stood_in,
            ));
            if let Event::TurnStarted { player, .. } = event
                && plays_here(*player)
                && let Some(welcome) = self.welcome.take()
            {
                messages.push(welcome);
            }
        }
        messages
    }

    /// What was decided since last asked, in order, for the driver to carry out.
    pub(crate) fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.outbox)
    }

    /// Asks for `effect` to be carried out after what was decided before it.
    pub(crate) fn effect(&mut self, effect: Effect) {
        self.outbox.push(effect);
    }

    /// Plays `cues` while sound is on; the first interrupts when asked to.
    pub(crate) fn play(&mut self, cues: &[Cue], urgency: Urgency) {
        if self.sound.on && !cues.is_empty() {
            self.outbox.push(Effect::Cues {
                cues: cues.to_vec(),
                urgency,
            });
        }
    }

    /// A refusal: its cue, then `messages` with `urgency` made an alert, so that the refusal is heard at once
    /// wherever the listener's attention is (a page says it in its assertive region).
    pub(crate) fn refuse(&mut self, messages: &[Message], urgency: Urgency) {
        self.play(&[sound::cues::rejection_cue()], urgency);
        self.say(messages, urgency.alerting());
    }

    /// Renders and says `messages`: the first interrupts when asked to, the rest queue behind it.
    pub(crate) fn say(&mut self, messages: &[Message], urgency: Urgency) {
        if !messages.is_empty() {
            self.prompt_line_break();
        }
        for (i, message) in messages.iter().enumerate() {
            self.said += 1;
            let text = self.localizer.text(message);
            let urgency = line_urgency(message, if i == 0 { urgency } else { Urgency::Queue });
            // What R and Shift+R say about the history itself is not part of it, so R never repeats it.
            if !matches!(
                message.id.as_ref(),
                "session-history-empty" | "session-history-start"
            ) {
                self.history.push(text.clone());
            }
            self.outbox.push(line_of(message, text, urgency));
        }
        self.prompt_line_again();
    }

    /// Says `text`, which is no message and not kept in the history: something already in the history, said
    /// again, or the printed score table.
    pub(crate) fn speak_text(&mut self, text: String, urgency: Urgency) {
        self.outbox.push(Effect::Say(Line {
            id: None,
            text,
            urgency,
        }));
    }

    /// Before anything is said while a typed line is echoed in the terminal: ends its line, so the message is
    /// printed on a line of its own and not glued to the draft.
    fn prompt_line_break(&mut self) {
        if self.line_mode() {
            return;
        }
        if let Some(prompt) = self.prompt.as_mut()
            && prompt.on_screen
        {
            prompt.on_screen = false;
            self.outbox.push(Effect::Echo("\r\n".into()));
        }
    }

    /// After something was said while a line is typed in the terminal: the draft is shown again, so that typing
    /// goes on where it was.
    fn prompt_line_again(&mut self) {
        if self.line_mode() {
            return;
        }
        if let Some(prompt) = self.prompt.as_mut()
            && !prompt.draft.is_empty()
            && !prompt.on_screen
        {
            prompt.on_screen = true;
            let draft = prompt.draft.clone();
            self.outbox.push(Effect::Echo(draft.into()));
        }
    }
}

/// The messages that call the player to act: heard at once, wherever the listener's attention is.
const CALLS: &[&str] = &["turn-yours"];

/// How urgent the line of `message` is, said where `urgency` was asked for: decided here once, for every speaker.
fn line_urgency(message: &Message, urgency: Urgency) -> Urgency {
    if CALLS.contains(&message.id.as_ref()) {
        urgency.alerting()
    } else {
        urgency
    }
}
