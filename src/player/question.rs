//! One spoken question before play as a state of its own: what is said when it is asked, and what each reading
//! (a line, help, Escape, a quit key, the end of input) makes of it. It holds no line source, no speaker and no
//! link: whoever asks it reads (a prompt, a pipe, a browser's lines) and says what [`Question::hear`] returns, so
//! the same question is asked alike by every driver and is tested as words alone.
//!
//! The rules are the questions' keyboard contract: Enter (or the word `enter`) takes the default; help says the
//! choices again; Escape asks before quitting and a second Escape quits; a quit key, `quit` or the end of input
//! quits at once; a refusal says what would fit, as an alert, and asks again, without the choices just heard.

use crate::i18n::Message;
use crate::player::lines::LineRead;
use crate::speech::Urgency;
use crate::text::CleanText;

/// A line to say, with how urgent it is: the first words of an answer cut off what was being said.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Said {
    pub message: Message,
    pub urgency: Urgency,
}

impl Said {
    /// Said at once, over whatever was being said.
    pub fn now(message: Message) -> Said {
        Said {
            message,
            urgency: Urgency::Interrupt,
        }
    }

    /// Said after whatever is being said.
    pub fn after(message: Message) -> Said {
        Said {
            message,
            urgency: Urgency::Queue,
        }
    }

    /// A refusal of the player's own answer: said at once, and heard at once wherever their attention is (a
    /// page says it in its assertive region).
    pub fn refusal(message: Message) -> Said {
        Said {
            message,
            urgency: Urgency::Alert,
        }
    }
}

/// What a reading made of the question.
#[derive(Debug, PartialEq)]
pub(super) enum Step<T> {
    /// Still asked: these lines are said, and the next reading is waited for.
    Ask(Vec<Said>),
    /// Answered: the question is over.
    Answered(T),
    /// The player quit at the question.
    Quit,
}

/// What takes an answer, or refuses it saying what would fit.
type Check<'a, T> = Box<dyn Fn(&str) -> Result<T, Message> + 'a>;

/// A question whose answer `check` accepts or refuses with what would fit; Enter takes `default`.
pub(super) struct Question<'a, T> {
    question: Message,
    /// Headings and numbered choices, one per line after the question.
    lines: Vec<Message>,
    check: Check<'a, T>,
    default: Option<T>,
    /// Escape was pressed once: the next Escape quits, anything else goes on.
    quit_asked: bool,
}

impl<'a, T> Question<'a, T> {
    pub fn new(
        question: Message,
        lines: Vec<Message>,
        check: impl Fn(&str) -> Result<T, Message> + 'a,
        default: T,
    ) -> Question<'a, T> {
        Question {
            question,
            lines,
            check: Box::new(check),
            default: Some(default),
            quit_asked: false,
        }
    }

    /// What is said when the question is asked: the question, then its lines after it.
    pub fn asked(&self) -> Vec<Said> {
        std::iter::once(Said::now(self.question.clone()))
            .chain(self.lines.iter().cloned().map(Said::after))
            .collect()
    }

    /// What `read` (a line with the words for keys already understood: see `setup.rs`) makes of the question.
    pub fn hear(&mut self, read: LineRead) -> Step<T> {
        let line = match read {
            LineRead::Line(line) => line,
            LineRead::Interrupted | LineRead::End => return Step::Quit,
            LineRead::Escape if self.quit_asked => return Step::Quit,
            LineRead::Escape => {
                self.quit_asked = true;
                return Step::Ask(vec![Said::now(Message::new("setup-quit-confirm"))]);
            }
            LineRead::Help => {
                // Help says the choices again too: the list may have gone by long ago.
                self.quit_asked = false;
                let help = Said::now(Message::new("setup-help"));
                let again = self
                    .asked()
                    .into_iter()
                    .map(|said| Said::after(said.message));
                return Step::Ask(std::iter::once(help).chain(again).collect());
            }
            LineRead::Refused(refusal) => {
                self.quit_asked = false;
                return Step::Ask(self.refused(refusal));
            }
        };
        self.quit_asked = false;
        // Whatever reached the line, only clean text is an answer.
        let answer = CleanText::new(&line, line.chars().count());
        // "enter" is how line mode names the Enter key, which every question offers for its default.
        if answer.is_empty() || answer.as_str().trim().eq_ignore_ascii_case("enter") {
            return match self.default.take() {
                Some(default) => Step::Answered(default),
                None => Step::Quit,
            };
        }
        match (self.check)(answer.as_str()) {
            Ok(value) => Step::Answered(value),
            Err(why) => Step::Ask(self.refused(why)),
        }
    }

    /// A refusal, then the question again behind it (its choices were just heard).
    fn refused(&self, why: Message) -> Vec<Said> {
        vec![Said::refusal(why), Said::after(self.question.clone())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(said: &[Said]) -> Vec<(&str, bool)> {
        said.iter()
            .map(|said| (said.message.id.as_ref(), said.urgency.cuts_off()))
            .collect()
    }

    fn numbers<'a>() -> Question<'a, u8> {
        let check = |answer: &str| {
            answer
                .parse::<u8>()
                .ok()
                .filter(|n| (1..=3).contains(n))
                .ok_or_else(|| Message::new("setup-invalid-number"))
        };
        Question::new(
            Message::new("setup-players-question"),
            vec![Message::new("setup-choice-line")],
            check,
            2,
        )
    }

    fn line(text: &str) -> LineRead {
        LineRead::Line(text.to_string())
    }

    #[test]
    fn asked_says_the_question_over_what_was_said_then_its_lines_behind_it() {
        assert_eq!(
            ids(&numbers().asked()),
            [
                ("setup-players-question", true),
                ("setup-choice-line", false)
            ]
        );
    }

    #[test]
    fn enter_or_its_name_takes_the_default_and_a_fitting_answer_is_taken() {
        assert_eq!(numbers().hear(line("")), Step::Answered(2));
        assert_eq!(numbers().hear(line(" Enter ")), Step::Answered(2));
        assert_eq!(numbers().hear(line("3")), Step::Answered(3));
    }

    #[test]
    fn a_refusal_says_why_then_the_question_without_its_choices() {
        let Step::Ask(said) = numbers().hear(line("9")) else {
            panic!("asked again");
        };
        assert!(said[0].urgency.is_alert(), "{said:?}");
        assert_eq!(
            ids(&said),
            [
                ("setup-invalid-number", true),
                ("setup-players-question", false)
            ]
        );
        let Step::Ask(said) = numbers().hear(LineRead::Refused(Message::new("line-not-text")))
        else {
            panic!("asked again");
        };
        assert_eq!(said[0], Said::refusal(Message::new("line-not-text")));
    }

    #[test]
    fn help_says_what_can_be_done_then_the_question_and_its_choices_again() {
        let Step::Ask(said) = numbers().hear(LineRead::Help) else {
            panic!("asked again");
        };
        assert_eq!(
            ids(&said),
            [
                ("setup-help", true),
                ("setup-players-question", false),
                ("setup-choice-line", false)
            ]
        );
    }

    #[test]
    fn escape_asks_first_and_a_second_quits_but_an_answer_between_forgets_the_first() {
        let mut question = numbers();
        assert_eq!(
            question.hear(LineRead::Escape),
            Step::Ask(vec![Said::now(Message::new("setup-quit-confirm"))])
        );
        assert_eq!(question.hear(LineRead::Escape), Step::Quit);
        let mut question = numbers();
        question.hear(LineRead::Escape);
        assert!(matches!(question.hear(line("7")), Step::Ask(_)));
        assert!(matches!(question.hear(LineRead::Escape), Step::Ask(_)));
    }

    #[test]
    fn a_quit_key_and_the_end_of_input_quit_at_once() {
        assert_eq!(numbers().hear(LineRead::Interrupted), Step::Quit);
        assert_eq!(numbers().hear(LineRead::End), Step::Quit);
    }
}
