//! The seat of a drill (`sayzee drill`, or Shift+E once a game is over): each drill is a one-player game caught
//! at the decision, answered with the game's own keys and commands. What only looks or picks dice up is played as in a game; the command that would roll or
//! mark is the answer: weighed on a copy of the game to learn what it keeps or marks, never played, marked
//! against perfect play, kept in the statistics, and followed by the next drill.

use super::dispatch::{Mode, Session};
use super::effect::{Effect, ToFiles};
use super::seat::{Flow, Mover, Seat, Stage};
use crate::game::{Actor, Choice, Command, Event, Game, GameState};
use crate::i18n::Message;
use crate::input::Action;
use crate::narration;
use crate::persist::drills::Drill;
use crate::player::persistence::StatisticsAt;
use crate::rules::Face;
use crate::speech::Urgency;
use crate::strategy::drill as marking;

/// The drills due, asked one after another.
#[derive(Debug)]
pub struct DrillSeat {
    drills: Vec<Drill>,
    /// The drill being asked.
    at: usize,
    right: usize,
    today: u32,
    /// Where the answers are kept; `None` when this sayzee may not write there.
    files: Option<StatisticsAt>,
    /// When the next drill is due after these, in days from today (`None`: none is left), as the statistics
    /// stood before; updated as answers come.
    later: Vec<u32>,
}

impl DrillSeat {
    /// Asks `drills` (each played in its [`Drill::game`]), `today` being the day counted from 1970-01-01;
    /// `later` the due days of the drills not asked now.
    pub fn new(
        drills: Vec<Drill>,
        today: u32,
        files: Option<StatisticsAt>,
        later: Vec<u32>,
    ) -> DrillSeat {
        DrillSeat {
            drills,
            at: 0,
            right: 0,
            today,
            files,
            later,
        }
    }

    /// The question of the drill being asked.
    fn question(&self) -> Vec<Message> {
        let drill = &self.drills[self.at];
        match drill.rules() {
            Some(rules) => narration::drill::question(
                &rules,
                (&drill.player, drill.preset),
                &drill.position,
                (self.at + 1, self.drills.len()),
            ),
            None => Vec::new(),
        }
    }

    /// `answer` to the drill being asked: marked and said, kept, then the next drill, or the end.
    fn answered(&mut self, mut stage: Stage<'_>, answer: &Choice) {
        let drill = self.drills[self.at].clone();
        let marked = drill.rules().and_then(|rules| {
            let marked = marking::mark(&rules, &drill.position, &drill.moves, answer)?;
            Some((rules, marked))
        });
        let Some((rules, marked)) = marked else {
            // Not a move this drill knows (its moves were lost from the file): nothing to mark, on to the next.
            self.next(stage);
            return;
        };
        let right = marked.is_right();
        let again = drill.schedule.after(right, self.today);
        let said =
            narration::drill::marked(&rules, &drill.position, answer, &marked, again, self.today);
        stage.say(&said, Urgency::Interrupt);
        if let Some(at) = &self.files {
            stage.effect(Effect::Files(ToFiles::KeepDrillAnswer {
                at: at.clone(),
                drill: Box::new(drill),
                right,
                today: self.today,
            }));
            stage.effect(Effect::Files(ToFiles::TellSaving));
        }
        if let Some(schedule) = again {
            self.later.push(schedule.due);
        }
        self.right += usize::from(right);
        self.next(stage);
    }

    /// The next drill asked, its game in place of the last one's; after the last, how many were right and when
    /// the next is due, and the drills end.
    fn next(&mut self, mut stage: Stage<'_>) {
        self.at += 1;
        while self.at < self.drills.len() {
            if let Some(game) = self.drills[self.at].game() {
                *stage.game = game;
                let question = self.question();
                stage.say(&question, Urgency::Queue);
                return;
            }
            self.at += 1;
        }
        let next_in = self
            .later
            .iter()
            .min()
            .map(|due| due.saturating_sub(self.today));
        let said = narration::drill::done(self.right, self.drills.len(), next_in);
        stage.say(&said, Urgency::Queue);
        stage.effect(Effect::Quit);
    }
}

/// What `command` answers at `game`'s decision: the dice it keeps when it rolls, the box when it marks; `None`
/// for a command that does neither (it picks dice up or opens the boxes), or that the game refuses.
fn answer_of(game: &Game, command: &Command) -> Option<Choice> {
    game.state().turn()?.dice?;
    let mut copy = game.clone();
    let events = copy.dispatch(Actor::Human, command).ok()?;
    events.iter().find_map(|event| match event {
        // The dice after the roll, less those just thrown: the ones kept.
        Event::Rolled { dice, thrown, .. } => Some(Choice::Keep(without(dice.faces(), thrown))),
        Event::Marked { mark, .. } => Some(Choice::Mark(mark.category)),
        _ => None,
    })
}

/// `all` without one die of each face in `taken`.
fn without(all: &[Face], taken: &[Face]) -> Vec<Face> {
    let mut rest = all.to_vec();
    for face in taken {
        if let Some(at) = rest.iter().position(|f| f == face) {
            rest.remove(at);
        }
    }
    rest
}

impl Seat for DrillSeat {
    /// How to answer, then the first question.
    fn sat_down(&mut self, mut stage: Stage<'_>) {
        let by_keys = !stage.announcer.words_for_lines();
        let intro = narration::drill::intro(self.drills.len(), by_keys);
        let mut said = vec![intro];
        said.extend(self.question());
        stage.say(&said, Urgency::Queue);
    }

    fn plays_here(&self, _state: &GameState, player: usize) -> bool {
        player == 0
    }

    /// The answer when the command rolls or marks; anything else played as in a game.
    fn command(&mut self, mut stage: Stage<'_>, command: &Command) {
        match answer_of(stage.game, command) {
            Some(answer) => self.answered(stage, &answer),
            None => {
                let outcome = stage.game.dispatch(Actor::Human, command);
                stage.report(self, outcome, Mover::Here, false);
            }
        }
    }

    /// What would give the answer away, or weigh a game that is not one, waits until the drills are over.
    fn own_action(&mut self, mut stage: Stage<'_>, action: Action) -> Option<Flow> {
        match action {
            Action::Hint
            | Action::SayChances
            | Action::FollowChances
            | Action::Review
            | Action::Undo => {
                stage.say(&[Message::new("drill-not-now")], Urgency::Interrupt);
                Some(Flow::Continue)
            }
            _ => None,
        }
    }

    fn game_over(&mut self, _stage: Stage<'_>) -> Vec<Message> {
        Vec::new()
    }

    fn hint_allowed(&self, _state: &GameState) -> bool {
        false
    }

    fn statistics(&self) -> Option<StatisticsAt> {
        self.files.clone()
    }

    fn goodbye(&self, _state: &GameState) -> Message {
        Message::new("drill-goodbye")
    }

    fn quit_question(&self) -> Message {
        Message::new("drill-quit-confirm")
    }
}

impl Session {
    /// Shift+E (or `drill`): once a game at home is over, the drills due now (its costliest decisions among them)
    /// are read, to be asked in its place; before, or at a network table, when they can be.
    pub(super) fn drill_asked(&mut self) {
        let not_now = if !self.game.state().is_over() {
            Some("drill-after-game")
        } else if self.seat.at_network_table() {
            Some("drill-after-table")
        } else {
            None
        };
        if let Some(id) = not_now {
            self.say(&[Message::new(id)], Urgency::Interrupt);
            return;
        }
        match self.seat.statistics() {
            Some(at) => self
                .announcer
                .effect(Effect::Files(ToFiles::ReadDueDrills(at))),
            None => self.say(&[Message::new("drill-no-data")], Urgency::Interrupt),
        }
    }

    /// The drills due, read: asked from now on in the finished game's place, or, with none due, when the next is.
    /// Their answers are kept only where this sayzee writes (it may move a damaged file aside there).
    pub(super) fn drills_read(
        &mut self,
        said: Vec<Message>,
        due: Vec<Drill>,
        later: Vec<u32>,
        today: u32,
    ) {
        self.say(&said, Urgency::Queue);
        let Some(game) = due.first().and_then(Drill::game) else {
            let next_in = later.iter().min().map(|day| day.saturating_sub(today));
            let none = narration::drill::none_due(next_in);
            self.say(&[none], Urgency::Interrupt);
            return;
        };
        let at = self
            .seat
            .statistics()
            .filter(|at| at.aside == crate::persist::files::Aside::Move);
        self.game = game;
        self.seat = Box::new(DrillSeat::new(due, today, at, later));
        self.mode = Mode::Playing;
        let (stage, seat) = self.stage();
        seat.sat_down(stage);
    }
}
