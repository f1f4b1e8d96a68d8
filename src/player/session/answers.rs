//! What the read-only keys answer in a session: the hint, the questions about the game (S, Shift+S, T...), the
//! statistics (I), help (F1), the language, and the history (R, Shift+R). None of them changes the game.

use super::dispatch::Session;
use super::effect::Effect;
use crate::game::{Answer, Query};
use crate::i18n::{self, Localizer, Message};
use crate::narration;
use crate::player::help;
use crate::player::hint;
use crate::player::history::Step;
use crate::speech::Urgency;

impl Session {
    /// ?: the expert's choice now, and the player's own when it differs (see [`hint::messages`]).
    pub(super) fn hint(&mut self) -> Vec<Message> {
        let expert = &self.expert;
        let way = hint::HintWay {
            first: self.hint_first,
            verbosity: self.announcer.at_hand.verbosity(),
            weigher: &mut self.win_weigher,
        };
        hint::messages(self.game.state(), || expert.get(), way)
    }

    pub(super) fn ask(&mut self, query: Query) {
        let answer = self.game.query(query);
        let messages = match &answer {
            Answer::Dice(Some(view)) if self.dice_by_place && query == Query::Dice => {
                vec![narration::dice_view_by_place(view)]
            }
            _ => {
                let (stage, seat) = self.stage();
                stage.narrate_answer(seat, &answer)
            }
        };
        self.say(&messages, Urgency::Interrupt);
    }

    /// Shift+S: the printed table for the eye, and the spoken lines for the ear.
    pub(super) fn say_sheets(&mut self) {
        let answer = self.game.query(Query::Sheets);
        let table = narration::score_table(&self.announcer.localizer, self.game.state());
        self.announcer.speak_text(table, Urgency::Interrupt);
        let messages = narration::narrate_answer(self.game.state(), &answer);
        self.say(&messages, Urgency::Queue);
    }

    /// F1: the keys that work now, from the key map.
    pub(super) fn help(&mut self) {
        let Answer::Allowed(_) = self.game.query(Query::Allowed) else {
            return;
        };
        // The first press says the keys for what can be done now, short enough to hear; pressed again at
        // once, help lists every key that works now.
        let everything = self.short_help_said_at == Some(self.announcer.said);
        let how = help::HelpFor {
            everything,
            line_mode: self.announcer.words_for_lines(),
            dice_by_place: self.dice_by_place,
            network: self.seat.at_network_table(),
            host_elsewhere: self.seat.host_elsewhere(),
        };
        let messages = help::help_messages(
            self.game.state(),
            &self.keys,
            &self.announcer.localizer,
            how,
        );
        self.say(&messages, Urgency::Interrupt);
        self.short_help_said_at = (!everything).then_some(self.announcer.said);
    }

    pub(super) fn switch_language(&mut self) {
        let shipped: Vec<&str> = i18n::available().collect();
        let now = self.announcer.localizer.locale();
        let at = shipped.iter().position(|l| *l == now).unwrap_or(0);
        let next = shipped[(at + 1) % shipped.len()];
        self.announcer.localizer = Localizer::for_locale(next);
        self.announcer.effect(Effect::SetLanguage(next));
        self.say(&[Message::new("session-language")], Urgency::Interrupt);
        if let Some(setting) = self.announcer.at_hand.keep_language(next) {
            self.announcer.effect(Effect::KeepSetting(setting));
        }
    }

    pub(super) fn repeat(&mut self) {
        match self.announcer.history.latest() {
            Some(last) => self.speak_again(&last),
            None => self.say(&[Message::new("session-history-empty")], Urgency::Interrupt),
        }
    }

    pub(super) fn walk_history(&mut self) {
        match self.announcer.history.step_back() {
            Step::Empty => self.say(&[Message::new("session-history-empty")], Urgency::Interrupt),
            Step::Earlier(text) => self.speak_again(&text),
            Step::Earliest(text) => {
                self.speak_again(&text);
                self.say(&[Message::new("session-history-start")], Urgency::Queue);
            }
        }
    }

    /// Says something already in the history without adding it again.
    fn speak_again(&mut self, text: &str) {
        self.announcer
            .speak_text(text.to_string(), Urgency::Interrupt);
    }
}
