//! Chat at a network table: C opens a one-line prompt (the next line in line mode), typed characters go to the
//! draft up to the limit, Enter sends it cleaned, Escape cancels, F1 says how the prompt works. In the terminal
//! the draft is echoed as typed; whatever is said meanwhile (a chat line from someone else, the limit) is
//! printed on a line of its own, and the draft is shown again after it.

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
        // Nothing typed is lost to a connection that is down: the prompt does not open.
        if !remote.connected {
            let refusal = self.not_connected();
            self.say(&[refusal], Urgency::Interrupt);
            return;
        }
        remote.chat_draft = Some(String::new());
        remote.chat_full = false;
        remote.chat_on_screen = false;
        let prompt = if self.line_mode {
            "net-chat-prompt-lines"
        } else {
            "net-chat-prompt-keys"
        };
        self.say(&[Message::new(prompt)], Urgency::Interrupt);
    }

    /// One character typed into the chat prompt: whether it was taken (and so is to be echoed). Past the limit
    /// nothing is taken, and the limit is said once.
    pub fn chat_char(&mut self, typed: char) -> bool {
        let Some(remote) = self.remote.as_mut() else {
            return false;
        };
        let Some(draft) = remote.chat_draft.as_mut() else {
            return false;
        };
        if draft.chars().count() >= CHAT_LIMIT {
            if !remote.chat_full {
                remote.chat_full = true;
                let said = Message::new("net-chat-limit").with("limit", CHAT_LIMIT);
                self.say(&[said], Urgency::Interrupt);
            }
            return false;
        }
        draft.push(typed);
        remote.chat_on_screen = true;
        true
    }

    /// Backspace in the chat prompt: whether a character was there to erase (and so is to be erased on screen).
    pub fn chat_erase(&mut self) -> bool {
        let Some(remote) = self.remote.as_mut() else {
            return false;
        };
        let Some(draft) = remote.chat_draft.as_mut() else {
            return false;
        };
        let erased = draft.pop().is_some();
        remote.chat_on_screen = !draft.is_empty();
        remote.chat_full = false;
        erased
    }

    /// F1 in the chat prompt: how it works.
    pub fn chat_help(&mut self) {
        self.say(&[Message::new("net-chat-help")], Urgency::Interrupt);
    }

    /// Before anything is said while a draft is echoed in the terminal: ends its line, so the message is printed
    /// on a line of its own and not glued to the draft.
    pub(super) fn chat_line_break(&mut self) {
        if self.line_mode {
            return;
        }
        if let Some(remote) = self.remote.as_mut()
            && remote.chat_draft.is_some()
            && remote.chat_on_screen
        {
            remote.chat_on_screen = false;
            print_to_terminal("\r\n");
        }
    }

    /// After something was said while a chat line is typed in the terminal: the draft is shown again, so that
    /// typing goes on where it was.
    pub(super) fn chat_line_again(&mut self) {
        if self.line_mode {
            return;
        }
        if let Some(remote) = self.remote.as_mut()
            && let Some(draft) = &remote.chat_draft
            && !draft.is_empty()
            && !remote.chat_on_screen
        {
            remote.chat_on_screen = true;
            print_to_terminal(draft);
        }
    }

    /// The chat prompt closed without a word (Ctrl+Q quits from it).
    pub fn chat_cancel_quietly(&mut self) {
        if let Some(remote) = self.remote.as_mut() {
            remote.chat_draft = None;
            remote.chat_on_screen = false;
        }
    }

    /// Escape in the chat prompt.
    pub fn chat_cancel(&mut self) {
        if let Some(remote) = self.remote.as_mut() {
            remote.chat_draft = None;
            remote.chat_on_screen = false;
        }
        self.say(&[Message::new("net-chat-cancelled")], Urgency::Interrupt);
    }

    /// Enter in the chat prompt: the line typed so far goes out.
    pub fn chat_send_draft(&mut self) {
        let draft = self.remote.as_mut().and_then(|r| {
            r.chat_on_screen = false;
            r.chat_draft.take()
        });
        self.chat(&draft.unwrap_or_default());
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

/// Writes what the chat prompt shows straight to the terminal, beside the text output's lines (both write to
/// standard output in order).
fn print_to_terminal(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout();
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
}
