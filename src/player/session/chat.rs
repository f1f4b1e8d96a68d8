//! Chat at a network table: C opens a one-line prompt (the next line in line mode), typed characters go to the
//! draft up to the limit, Enter sends it cleaned, Escape cancels.

use super::dispatch::Session;
use crate::i18n::Message;
use crate::net::protocol::{CHAT_LIMIT, ClientMessage};
use crate::speech::Urgency;
use crate::text::CleanText;

impl Session {
    /// Whether a chat line is being typed (the terminal sends every key to it).
    pub fn composing_chat(&self) -> bool {
        self.remote.as_ref().is_some_and(|r| r.chat_draft.is_some())
    }

    /// C: opens the chat prompt (the next line, in line mode).
    pub(super) fn open_chat(&mut self) {
        let Some(remote) = self.remote.as_mut() else {
            self.say(&[Message::new("net-chat-offline")], Urgency::Interrupt);
            return;
        };
        remote.chat_draft = Some(String::new());
        remote.chat_full = false;
        let prompt = if self.line_mode {
            "net-chat-prompt-lines"
        } else {
            "net-chat-prompt-keys"
        };
        self.say(&[Message::new(prompt)], Urgency::Interrupt);
    }

    /// One character typed into the chat prompt; the limit is said once when reached.
    pub fn chat_char(&mut self, typed: char) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        let Some(draft) = remote.chat_draft.as_mut() else {
            return;
        };
        if draft.chars().count() >= CHAT_LIMIT {
            if !remote.chat_full {
                remote.chat_full = true;
                let said = Message::new("net-error-chat-too-long").with("limit", CHAT_LIMIT);
                self.say(&[said], Urgency::Interrupt);
            }
            return;
        }
        draft.push(typed);
    }

    /// Backspace in the chat prompt.
    pub fn chat_erase(&mut self) {
        if let Some(draft) = self.remote.as_mut().and_then(|r| r.chat_draft.as_mut()) {
            draft.pop();
        }
    }

    /// Escape in the chat prompt.
    pub fn chat_cancel(&mut self) {
        if let Some(remote) = self.remote.as_mut() {
            remote.chat_draft = None;
        }
        self.say(&[Message::new("net-chat-cancelled")], Urgency::Interrupt);
    }

    /// Enter in the chat prompt: the line typed so far goes out.
    pub fn chat_send_draft(&mut self) {
        let draft = self
            .remote
            .as_mut()
            .and_then(|r| r.chat_draft.take())
            .unwrap_or_default();
        self.chat(&draft);
    }

    /// Sends a chat line, cleaned; too long a line is refused with the limit, and an empty one is not sent.
    pub(super) fn chat(&mut self, text: &str) {
        let Some(remote) = self.remote.as_mut() else {
            self.say(&[Message::new("net-chat-offline")], Urgency::Interrupt);
            return;
        };
        remote.chat_draft = None;
        let (clean, cleaning) = CleanText::cleaned(text, CHAT_LIMIT);
        let refusal = if cleaning.shortened {
            Some(Message::new("net-error-chat-too-long").with("limit", CHAT_LIMIT))
        } else if clean.is_empty() {
            Some(Message::new("net-chat-cancelled"))
        } else if !remote.connected {
            Some(Message::new(if self.line_mode {
                "net-not-connected-lines"
            } else {
                "net-not-connected-keys"
            }))
        } else {
            remote.link.send(ClientMessage::Chat {
                text: clean.into_string(),
            });
            None
        };
        if let Some(refusal) = refusal {
            self.say(&[refusal], Urgency::Interrupt);
        }
    }
}
