//! E and the line command `review`: each person's decisions against the expert's (worded in `player/review.rs`),
//! said at once; with keys, the arrows then walk every decision until a game command or Escape. Once a game is
//! over the review is said by itself, after the final standings; where others played and the table is exact, once
//! its choices are weighed in the chance of winning in the background, so that it says the moves played to win as
//! such, and the decision that cost most chance of winning.

use super::announcer::Driven;
use super::dispatch::{Mode, Session};
use super::effect::Done;
use super::underway::ForExpert;
use crate::i18n::Message;
use crate::input::Action;
use crate::narration;
use crate::player::review::{self, Occasion, Walk, Weighing};
use crate::speech::Urgency;

impl Session {
    /// E: the review now, or, while the expert is still being prepared, once it is ready.
    pub(super) fn review_asked(&mut self) {
        if self.people_here().is_empty() {
            self.say(&[Message::new("review-nobody")], Urgency::Interrupt);
        } else if let Weighing::Underway { waiting } = &mut self.weighing {
            // Said whole once weighed: the walk's every decision with its chance of winning before and after.
            waiting.get_or_insert(Occasion::Asked);
            if self.announcer.driven != Driven::Lines {
                self.say(&[Message::new("review-weighing")], Urgency::Interrupt);
            }
        } else if !self.expert.is_ready() {
            self.await_expert(ForExpert::Review(Occasion::Asked));
            // Typed lines wait for it: the review is the answer to the line.
            if self.announcer.driven != Driven::Lines {
                self.say(&[Message::new("review-thinking")], Urgency::Interrupt);
            }
        } else {
            self.say_review(Occasion::Asked, Urgency::Interrupt);
        }
    }

    /// When the game has just ended (it was not over before, `was_over`), the review of everyone at this
    /// keyboard, said by itself.
    pub(super) fn review_if_just_over(&mut self, was_over: bool) {
        if was_over || !self.game.state().is_over() || self.people_here().is_empty() {
            return;
        }
        if self.expert.is_ready() {
            self.say_review(Occasion::GameOver, Urgency::Queue);
        } else {
            self.await_expert(ForExpert::Review(Occasion::GameOver));
        }
    }

    /// The review for `occasion`. After a game against others where the table is exact, the choices are first
    /// weighed in the chance of winning (in the background), so that a move played to win is said as such and
    /// not as a mistake: the review is said whole once they are (typed lines wait a moment for it).
    pub(super) fn say_review(&mut self, occasion: Occasion, urgency: Urgency) {
        self.awaiting_expert
            .retain(|asked| !matches!(asked, ForExpert::Review(_)));
        let Some(advisor) = self.expert.get() else {
            self.say(&[Message::new("session-hint-unavailable")], urgency);
            return;
        };
        let against_others = self.game.state().players().len() > 1;
        let to_weigh = occasion == Occasion::GameOver
            && against_others
            && advisor.is_exact()
            && self.weighing.of(self.game.record()).is_none();
        if !to_weigh {
            self.say_review_now(occasion, urgency);
            return;
        }
        self.start_weighing();
    }

    /// The review for `occasion` as it stands, with what was weighed in the chance of winning if anything was.
    pub(super) fn say_review_now(&mut self, occasion: Occasion, urgency: Urgency) {
        let Some(advisor) = self.expert.get() else {
            self.say(&[Message::new("session-hint-unavailable")], urgency);
            return;
        };
        let people = self.people_here();
        let weighed = self.weighing.of(self.game.record()).unwrap_or_default();
        let said = review::said(
            self.game.state(),
            self.game.record(),
            &advisor,
            &people,
            weighed,
        );
        self.say(&said.summary, urgency);
        if !said.lines.is_empty() {
            self.offer_every_decision(occasion, said.lines);
        }
        // The game's costliest decisions are drills from now on: they can be answered at once.
        if occasion == Occasion::GameOver
            && advisor.is_exact()
            && !self.seat.at_network_table()
            && self.seat.statistics().is_some()
        {
            let offer = self
                .announcer
                .by_keys_or_lines("drill-offer-keys", "drill-offer-lines");
            self.say(&[offer], Urgency::Queue);
        }
    }

    /// After the summary, every decision: walked with the arrows, listed when asked in line mode, or offered.
    fn offer_every_decision(&mut self, occasion: Occasion, lines: Vec<Message>) {
        if !self.announcer.words_for_lines() {
            self.say(&[Message::new("review-walk-hint")], Urgency::Queue);
            if let Some(walk) = Walk::new(lines) {
                self.mode = Mode::Reviewing(walk);
            }
        } else if occasion == Occasion::Asked {
            // Typed lines have no arrows: the whole list follows, one line a decision.
            self.say(&lines, Urgency::Queue);
        } else {
            self.say(&[Message::new("review-lines-hint")], Urgency::Queue);
        }
    }

    /// The choices weighed in the chance of winning have come: the whole review when it waits for them, or what
    /// they add to the review said before. A weighing that failed lets the waiting review be said without it; one
    /// the shared work was too busy to take, too, saying so.
    pub(super) fn weighed(&mut self, done: Done) {
        let Weighing::Underway { waiting } = self.weighing else {
            return;
        };
        let weighed = match done {
            Done::Weighed(weighed) => Some(weighed),
            Done::Busy => {
                self.weighing = Weighing::NotAsked;
                if let Some(occasion) = waiting {
                    self.say_review_now(occasion, Urgency::Queue);
                }
                self.say(&[Message::new("review-win-busy")], Urgency::Queue);
                return;
            }
            _ => None,
        };
        let weighed = weighed.unwrap_or_default();
        self.weighing = Weighing::Done {
            record: self.game.record().clone(),
            weighed: weighed.clone(),
        };
        if let Some(occasion) = waiting {
            self.say_review_now(occasion, Urgency::Queue);
            return;
        }
        let state = self.game.state();
        let said: Vec<Message> = weighed
            .iter()
            .flat_map(|(person, weighing)| {
                narration::review::winning_said(state, *person, weighing)
            })
            .collect();
        self.say(&said, Urgency::Queue);
        // A review being walked meanwhile walks on with each decision's chance of winning.
        let people = self.people_here();
        if let (Mode::Reviewing(walk), Some(advisor)) = (&mut self.mode, self.expert.get()) {
            let (state, record) = (self.game.state(), self.game.record());
            let lines = review::said(state, record, &advisor, &people, &weighed).lines;
            walk.renew(lines);
        }
    }

    /// While a review is walked: the arrows walk it and Escape leaves it. `false` leaves the action to the
    /// session; a command to the game ends the walk first.
    pub(super) fn review_walk_action(&mut self, action: Action) -> bool {
        let Mode::Reviewing(walk) = &mut self.mode else {
            return false;
        };
        let said = match action {
            Action::CursorNext => walk.next(),
            Action::CursorPrevious => walk.previous(),
            Action::CursorFirst => walk.first(),
            Action::CursorLast => walk.last(),
            // After the game, Escape is what the game-over line says it is: the way out (its question, then
            // out), the review closing with it; twice leaves, as announced.
            Action::Back if self.game.state().is_over() => {
                self.mode = Mode::Playing;
                return false;
            }
            Action::Back => {
                self.mode = Mode::Playing;
                Message::new("review-closed")
            }
            _ => {
                if action.command().is_some() {
                    self.mode = Mode::Playing;
                }
                return false;
            }
        };
        self.say(&[said], Urgency::Interrupt);
        true
    }

    /// The people (not computers) who play at this keyboard, by player number.
    pub(super) fn people_here(&self) -> Vec<usize> {
        let state = self.game.state();
        (0..state.config().players.len())
            .filter(|&player| {
                !state.config().players[player].is_computer() && self.plays_here(player)
            })
            .collect()
    }
}
