//! The one report of a move's outcome, whoever made it: a person at this keyboard, a computer player at home,
//! or someone at another keyboard of a network table. The game is saved first (so whatever is heard is on the
//! disk), then the cues start, the events are said, the end of the game is told with the keys that still work,
//! and a sound server that stopped is said last. What differs by mover is only how it is heard.

use super::dispatch::{Mover, Session};
use crate::game::{Event, Rejection};
use crate::i18n::Message;
use crate::narration;
use crate::sound;
use crate::speech::Urgency;

impl Session {
    /// Reports what a move by `mover` led to, the game having already taken it (`was_over`: whether the game
    /// was over before it).
    pub(super) fn report(
        &mut self,
        outcome: Result<Vec<Event>, Rejection>,
        mover: Mover,
        was_over: bool,
    ) {
        let (messages, cues, saved) = match outcome {
            Ok(events) => {
                let saved = if events.is_empty() {
                    Vec::new()
                } else {
                    self.persist()
                };
                let heard: Vec<Event> = events
                    .into_iter()
                    .filter(|event| {
                        mover != Mover::Elsewhere || narration::heard_at_other_keyboards(event)
                    })
                    .collect();
                let cues = sound::cues::cues_at(&heard, &|player| self.plays_here(player));
                (self.narrate(&heard), cues, saved)
            }
            Err(rejection) => {
                let cues = match mover {
                    Mover::Here => vec![sound::cues::rejection_cue()],
                    Mover::Computer | Mover::Elsewhere => Vec::new(),
                };
                let said = narration::narrate_rejection(self.game.state(), &rejection);
                (said, cues, Vec::new())
            }
        };
        // The cue starts first and never waits: the dice are heard landing before the numbers are spoken.
        self.sound.play(&cues, mover.urgency());
        self.say(&messages, mover.urgency());
        self.say(&saved, Urgency::Queue);
        if self.game.state().is_over() && !was_over {
            self.announce_game_over();
        }
        self.sound_notice();
    }

    /// After the move that ended the game, tells the player which keys still work: at a network table not U,
    /// since a finished table's game is never reopened, and the game is counted in the statistics there.
    fn announce_game_over(&mut self) {
        let keys = if self.at_network_table() {
            "session-game-over-table"
        } else {
            "session-game-over-keys"
        };
        self.say(&[Message::new(keys)], Urgency::Queue);
        let counted = self.count_online_game();
        self.say(&counted, Urgency::Queue);
    }
}
