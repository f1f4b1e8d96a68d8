//! The session's work in the background, as the session sees it: what it asked for ([`Effect::Start`]), what it
//! waits for, and what it says once the answer comes ([`Input::Done`]) or a moment passes ([`Input::Timer`]).
//! W's question, the expert being waited for, and the weighing after a game each have an id here; nothing runs
//! here, and nothing waits: the driver does the work (`player/workers.rs`) and tells the session.
//!
//! Typed lines at home read one after another, so the next line waits while [`Session::holds_lines`] says so:
//! W's answer (said to be on its way after a moment), the hint or review waiting for the expert, the review after a
//! game waiting a few seconds for the weighing, and at the end of input everything still under way.
//!
//! [`Effect::Start`]: super::Effect::Start
//! [`Input::Done`]: super::Input::Done
//! [`Input::Timer`]: super::Input::Timer

use std::time::Duration;

use super::announcer::Driven;
use super::dispatch::Session;
use super::effect::{Done, Effect, Job, Timer, Work, WorkId};
use super::underway::{ChancesAsked, ForExpert};
use crate::game::{Choice, Record, TurnRecord};
use crate::i18n::Message;
use crate::narration::player_name;
use crate::player::chances::marks_made;
use crate::player::review::{Occasion, Weighing};
use crate::speech::Urgency;

/// How long W's answer may take before the player is told it is being worked out: most come sooner, and a
/// "working out" line just before the answer would only delay it.
const THINKING_AFTER: Duration = Duration::from_millis(200);

/// How long typed lines wait after a game for the decision that cost most chance of winning: with the opening
/// kept, a game's weighing takes well under a second here; learning the opening first takes seconds more.
const WINNING_PATIENCE: Duration = Duration::from_secs(3);

impl Session {
    /// Asks the driver for `job`; its id.
    fn start(&mut self, job: Job) -> WorkId {
        let id = self.background.new_id();
        self.announcer.effect(Effect::Start(Work { id, job }));
        id
    }

    /// W: each player's chance of winning, worked out in the background; said once it comes, and after a moment
    /// that it is being worked out.
    pub(super) fn chances_asked(&mut self) {
        let state = self.game.state();
        if state.is_over() {
            self.say(&[Message::new("refused-game-over")], Urgency::Interrupt);
            return;
        }
        if self.background.chances.is_some() {
            // One question at a time: the one being worked out answers for this one too.
            return;
        }
        let (marks, player) = (marks_made(state), state.turn().map(|turn| turn.player));
        // Followed, the answer says first how far the turn that led here moved its player's chance, and why.
        let last_turn = match self.follow_chances {
            true => last_marked_turn(self.game.record()).map(|turn| Box::new(turn.clone())),
            false => None,
        };
        let id = self.start(Job::Chances {
            state: Box::new(state.clone()),
            last_turn,
        });
        self.background.chances = Some(ChancesAsked {
            id,
            marks,
            player,
            thinking_said: false,
            marked_since: false,
        });
        self.announcer.effect(Effect::Wake {
            timer: Timer::ChancesSlow(id),
            after: THINKING_AFTER,
        });
    }

    /// Shift+W: everyone's chance of winning after each box marked, from now on, or no longer.
    pub(super) fn follow_chances_switched(&mut self) {
        self.follow_chances = !self.follow_chances;
        let id = match self.follow_chances {
            true => "chances-follow-on",
            false => "chances-follow-off",
        };
        self.say(&[Message::new(id)], Urgency::Interrupt);
    }

    /// While the chances are followed, a box marked since `marks_before` (by anyone: here, a computer, another
    /// keyboard) asks for them, said once worked out, after what the mark said; marked while the answer before
    /// is still worked out, they are asked again once it comes.
    pub(super) fn chances_followed(&mut self, marks_before: usize) {
        let state = self.game.state();
        if !self.follow_chances || state.is_over() || marks_made(state) == marks_before {
            return;
        }
        match &mut self.background.chances {
            Some(asked) => asked.marked_since = true,
            None => self.chances_asked(),
        }
    }

    /// Waits for the expert for `asked` (solving the table on a new install takes seconds; no key waits for it).
    pub(super) fn await_expert(&mut self, asked: ForExpert) {
        if !self.awaiting_expert.contains(&asked) {
            self.awaiting_expert.push(asked);
        }
        if self.background.expert.is_none() {
            self.background.expert = Some(self.start(Job::Expert));
        }
    }

    /// A computer at this keyboard whose turn it is, with its expert not ready yet (solving the table on a new
    /// install takes seconds): the expert is waited for as work, so that no key, and no line at home but the next,
    /// waits for it; the computers move once it is ready.
    pub(super) fn computers_wait_for_expert(&mut self) {
        let state = self.game.state();
        let computers_turn = !self.seat.at_network_table()
            && !state.is_over()
            && state
                .turn()
                .is_some_and(|turn| state.config().players[turn.player].is_computer());
        if computers_turn && !self.expert.is_ready() {
            self.await_expert(ForExpert::Computers);
        }
    }

    /// Weighs the finished game's choices of the people here in the chance of winning, for the review after the
    /// game, which waits for it (or is said without it once typed lines have waited long enough).
    pub(super) fn start_weighing(&mut self) {
        let people = self.people_here();
        let job = Job::WeighForWinning {
            game: Box::new(self.game.clone()),
            people,
        };
        let id = self.start(job);
        self.background.weighing = Some(id);
        self.weighing = Weighing::Underway {
            waiting: Some(Occasion::GameOver),
        };
        if self.announcer.driven == Driven::Lines {
            // Typed lines wait a moment for it, so that it usually comes whole and in order; when the opening is
            // still being learnt the review is said without it, and what it adds comes when it is done.
            self.announcer.effect(Effect::Wake {
                timer: Timer::WinningPatience(id),
                after: WINNING_PATIENCE,
            });
        }
    }

    /// What came of the work `id`.
    pub(super) fn work_done(&mut self, id: WorkId, done: Done) {
        if self
            .background
            .chances
            .as_ref()
            .is_some_and(|asked| asked.id == id)
        {
            self.chances_done(done);
        } else if self.background.expert == Some(id) {
            self.background.expert = None;
            self.answer_when_expert_ready();
        } else if self.background.weighing == Some(id) {
            self.background.weighing = None;
            self.weighed(done);
        }
    }

    /// A moment asked for has come.
    pub(super) fn timer(&mut self, timer: Timer) {
        match timer {
            Timer::ChancesSlow(id) => {
                let urgency = self.waiting_urgency();
                let Some(asked) = self.background.chances.as_mut().filter(|a| a.id == id) else {
                    return;
                };
                if !std::mem::replace(&mut asked.thinking_said, true) {
                    self.say(&[Message::new("chances-thinking")], urgency);
                }
            }
            Timer::WinningPatience(id) => {
                if self.background.weighing != Some(id) {
                    return;
                }
                // Only the review after the game gives up waiting: one asked for since waits for the weighing.
                if let Weighing::Underway { waiting } = &mut self.weighing
                    && *waiting == Some(Occasion::GameOver)
                {
                    *waiting = None;
                    self.say_review_now(Occasion::GameOver, Urgency::Queue);
                    self.say(&[Message::new("review-win-coming")], Urgency::Queue);
                }
            }
        }
    }

    /// The end of typed input: what is still being worked out for the player (the decision that cost most chance
    /// of winning, seconds after a game) is waited for and said, so that a transcript piped in ends whole, and the
    /// same on every machine however fast; and the program never ends with that work half done.
    pub(super) fn lines_ended(&mut self) {
        self.background.lines_ended = true;
    }

    /// Whether the next typed line waits for work under way (line mode at home reads one line after another,
    /// each answered before the next), or the end of input for the weighing.
    pub fn holds_lines(&self) -> bool {
        let background = &self.background;
        let in_lines = self.announcer.driven == Driven::Lines
            && (background.chances.is_some()
                || background.expert.is_some()
                || matches!(self.weighing, Weighing::Underway { waiting: Some(_) }));
        in_lines || (background.lines_ended && background.weighing.is_some())
    }

    /// How urgent what a waiting player hears is: typed lines hear it as the answer to their line; keys, as
    /// news after what they did since.
    fn waiting_urgency(&self) -> Urgency {
        match self.announcer.driven {
            Driven::Lines => Urgency::Interrupt,
            _ => Urgency::Queue,
        }
    }

    /// W's answer, or why there is none; one the game has moved past a mark since says the moment it is about.
    fn chances_done(&mut self, done: Done) {
        let Some(asked) = self.background.chances.take() else {
            return;
        };
        let (mut answer, urgency) = match done {
            Done::Chances(answer) if asked.thinking_said => (answer, Urgency::Queue),
            Done::Chances(answer) => (answer, self.waiting_urgency()),
            Done::Busy => (vec![Message::new("chances-busy")], Urgency::Interrupt),
            _ => (
                vec![Message::new("chances-unavailable")],
                self.waiting_urgency(),
            ),
        };
        let now = self.game.state();
        if matches!(answer.first(), Some(first) if first.id != "chances-busy")
            && marks_made(now) != asked.marks
        {
            let before = match asked.player.and_then(|p| now.config().players.get(p)) {
                Some(player) => {
                    Message::new("chances-before-mark").with("player", player_name(player))
                }
                None => Message::new("chances-before-now"),
            };
            answer.insert(0, before);
        }
        self.say(&answer, urgency);
        if asked.marked_since && self.follow_chances && !self.game.state().is_over() {
            self.chances_asked();
        }
    }

    /// What was asked of the expert before it was ready, answered in order now that it is (or failed, which the
    /// answers say).
    pub(super) fn answer_when_expert_ready(&mut self) {
        let urgency = self.waiting_urgency();
        for asked in std::mem::take(&mut self.awaiting_expert) {
            match asked {
                ForExpert::Hint => {
                    let messages = self.hint();
                    self.say(&messages, urgency);
                }
                // Keys: the driver paces them, and finds them due now. Typed lines: they play before the next line.
                ForExpert::Computers if self.announcer.driven == Driven::Keys => {}
                ForExpert::Computers => while self.computer_move() {},
                ForExpert::Review(occasion) => {
                    let urgency = match occasion {
                        Occasion::Asked => urgency,
                        Occasion::GameOver => Urgency::Queue,
                    };
                    self.say_review(occasion, urgency);
                }
            }
        }
    }
}

/// The last turn in `record` that ended with its box marked: the one that led to the position after a mark.
fn last_marked_turn(record: &Record) -> Option<&TurnRecord> {
    record.turns().iter().rev().find(|turn| {
        turn.steps
            .last()
            .is_some_and(|step| matches!(step.choice, Choice::Mark(_)))
    })
}
