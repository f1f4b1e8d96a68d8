//! The chat prompt as the keyboard sees it: once a seat has opened it (C, at a network table), typed characters
//! go to the draft up to the limit, Backspace erases, Enter hands the line to the seat to send, Escape cancels,
//! F1 says how the prompt works. The announcer keeps the draft whole on the screen while anything is said.

use super::announcer::Prompt;
use super::dispatch::Session;
use crate::i18n::Message;
use crate::net::protocol::CHAT_LIMIT;
use crate::speech::Urgency;

impl Session {
    /// Whether a chat line is being typed (the terminal sends every key to it).
    pub fn composing_chat(&self) -> bool {
        self.announcer.prompt.is_some()
    }

    /// One character typed into the chat prompt: whether it was taken (and so is to be echoed). Past the limit
    /// nothing is taken, and the limit is said once.
    pub fn chat_char(&mut self, typed: char) -> bool {
        let Some(prompt) = self.announcer.prompt.as_mut() else {
            return false;
        };
        if prompt.draft.chars().count() >= CHAT_LIMIT {
            if !prompt.full {
                prompt.full = true;
                let said = Message::new("net-chat-limit").with("limit", CHAT_LIMIT);
                self.say(&[said], Urgency::Interrupt);
            }
            return false;
        }
        prompt.draft.push(typed);
        prompt.on_screen = true;
        true
    }

    /// Backspace in the chat prompt: whether a character was there to erase (and so is to be erased on screen).
    pub fn chat_erase(&mut self) -> bool {
        let Some(prompt) = self.announcer.prompt.as_mut() else {
            return false;
        };
        let erased = prompt.draft.pop().is_some();
        prompt.on_screen = !prompt.draft.is_empty();
        prompt.full = false;
        erased
    }

    /// F1 in the chat prompt: how it works.
    pub fn chat_help(&mut self) {
        self.say(&[Message::new("net-chat-help")], Urgency::Interrupt);
    }

    /// The chat prompt closed without a word (Ctrl+Q quits from it).
    pub fn chat_cancel_quietly(&mut self) {
        self.announcer.prompt = None;
    }

    /// Escape in the chat prompt.
    pub fn chat_cancel(&mut self) {
        self.announcer.prompt = None;
        self.say(&[Message::new("net-chat-cancelled")], Urgency::Interrupt);
    }

    /// Enter in the chat prompt: the line typed so far goes out.
    pub fn chat_send_draft(&mut self) {
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
