//! The chat prompt as the keyboard sees it: once a seat has opened it (C, at a network table), typed characters
//! go to the draft up to the limit, Backspace erases, Enter hands the line to the seat to send, Escape cancels,
//! F1 says how the prompt works. The announcer keeps the draft whole on the screen while anything is said, and
//! what the draft took is echoed on the terminal's line ([`Effect::Echo`]); Enter, Escape and Ctrl+Q end that
//! line.

use super::announcer::Prompt;
use super::dispatch::Session;
use super::effect::Effect;
use crate::i18n::Message;
use crate::net::protocol::CHAT_LIMIT;
use crate::speech::Urgency;

impl Session {
    /// Whether a chat line is being typed (the terminal sends every key to it).
    pub fn composing_chat(&self) -> bool {
        self.announcer.prompt.is_some()
    }

    /// One character typed into the chat prompt, echoed when it was taken. Past the limit nothing is taken, and
    /// the limit is said once.
    pub(super) fn chat_char(&mut self, typed: char) {
        let Some(prompt) = self.announcer.prompt.as_mut() else {
            return;
        };
        if prompt.draft.chars().count() >= CHAT_LIMIT {
            if !prompt.full {
                prompt.full = true;
                let said = Message::new("net-chat-limit").with("limit", CHAT_LIMIT);
                self.say(&[said], Urgency::Interrupt);
            }
            return;
        }
        prompt.draft.push(typed);
        prompt.on_screen = true;
        if !self.announcer.line_mode() {
            self.announcer
                .effect(Effect::Echo(typed.to_string().into()));
        }
    }

    /// Backspace in the chat prompt: the last character erased, on the screen too (never past the draft's start).
    pub(super) fn chat_erase(&mut self) {
        let Some(prompt) = self.announcer.prompt.as_mut() else {
            return;
        };
        let erased = prompt.draft.pop().is_some();
        prompt.on_screen = !prompt.draft.is_empty();
        prompt.full = false;
        if erased && !self.announcer.line_mode() {
            self.announcer.effect(Effect::Echo("\u{8} \u{8}".into()));
        }
    }

    /// F1 in the chat prompt: how it works.
    pub(super) fn chat_help(&mut self) {
        self.say(&[Message::new("net-chat-help")], Urgency::Interrupt);
    }

    /// The chat prompt closed without a word (Ctrl+Q quits from it).
    pub(super) fn chat_cancel_quietly(&mut self) {
        self.end_prompt_line();
        self.announcer.prompt = None;
    }

    /// Escape in the chat prompt.
    pub(super) fn chat_cancel(&mut self) {
        self.end_prompt_line();
        self.announcer.prompt = None;
        self.say(&[Message::new("net-chat-cancelled")], Urgency::Interrupt);
    }

    /// Ends the prompt's line on the screen as Enter or Escape leaves it.
    fn end_prompt_line(&mut self) {
        if self.composing_chat() && !self.announcer.line_mode() {
            self.announcer.effect(Effect::Echo("\r\n".into()));
        }
    }

    /// Enter in the chat prompt: the line typed so far goes out.
    pub(super) fn chat_send_draft(&mut self) {
        self.end_prompt_line();
        let draft = self
            .announcer
            .prompt
            .take()
            .map(|Prompt { draft, .. }| draft);
        self.send_chat(&draft.unwrap_or_default());
    }

    /// A chat line, to the seat: sent cleaned at a network table (the prompt is closed either way).
    pub(super) fn send_chat(&mut self, text: &str) {
        let (stage, seat) = self.stage();
        seat.send_chat(stage, text);
    }
}
