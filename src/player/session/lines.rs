//! Line mode's entry to the session: a typed line parsed into an action, a command said in one go, or a chat
//! line, and a line that means nothing answered with what was not understood.

use super::dispatch::Session;
use super::seat::Flow;
use crate::i18n::Message;
use crate::input::{LineError, LineInput, parse_line};
use crate::narration;
use crate::player::positions;
use crate::player::words;
use crate::speech::Urgency;
use crate::text::CleanText;

impl Session {
    /// A line typed in line mode.
    pub(super) fn line(&mut self, line: &str) -> Flow {
        if self.composing_chat() {
            self.send_chat(line);
            return Flow::Continue;
        }
        // The player's own word for a command works as the English one does.
        let line = words::command_in_english(line, &self.announcer.localizer);
        let line = line.as_str();
        // A number is a menu's choice where the seat has a menu open (the host's, of up to a dozen lines).
        if let Ok(number) = line.trim().parse::<usize>()
            && let Some(flow) = self.number(number)
        {
            return flow;
        }
        match parse_line(line, &self.keys) {
            Ok(Some(LineInput::Action(action))) => self.action(action),
            // The line that answers the quit question with "play on" does nothing else.
            Ok(Some(_) | None) | Err(_) if self.mode.quit_asked() => {
                self.cancel_quit();
                Flow::Continue
            }
            Ok(Some(input)) => self.input(input),
            Ok(None) => Flow::Continue,
            Err(error) => {
                // The word is echoed cleaned and short: a typed line is text from outside.
                let echo = |word: String| CleanText::echo(&word).into_string();
                let message = match error {
                    LineError::Unknown(word) => {
                        match words::did_you_mean(&word, &self.announcer.localizer) {
                            Some(meant) => Message::new("line-did-you-mean")
                                .with("word", echo(word))
                                .with("meant", echo(meant)),
                            None => Message::new("line-unknown").with("word", echo(word)),
                        }
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
                self.announcer.refuse(&[message], Urgency::Interrupt);
                Flow::Continue
            }
        }
    }

    /// What a line asked for.
    pub(super) fn input(&mut self, input: LineInput) -> Flow {
        match input {
            LineInput::Action(action) => self.action(action),
            LineInput::Chat(text) => {
                self.send_chat(&text);
                Flow::Continue
            }
            LineInput::Command(command) => {
                self.cancel_quit();
                let command = if self.dice_by_place {
                    positions::line_command(self.game.state(), command)
                } else {
                    Ok(command)
                };
                match command {
                    Ok(command) => self.command(&command),
                    Err(refusal) => {
                        let said = narration::narrate_rejection(self.game.state(), &refusal);
                        self.say(&said, Urgency::Interrupt);
                    }
                }
                Flow::Continue
            }
        }
    }
}
