//! The decisions of a game, kept as they are made: for each turn, the sheet it began from and each choice in it
//! (the dice held before a reroll, stopping early, the box marked). A review of the game reads this; it is fed
//! the same events as the state, so a game followed from a server keeps one too, and it is saved with the game.

use serde::{Deserialize, Serialize};

use super::event::Event;
use super::state::GameState;
use super::turn::without;
use crate::rules::{Category, Dice, Face, Sheet};

/// Every turn of the game so far, in the order played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Record {
    turns: Vec<TurnRecord>,
}

/// One turn: whose, where it began, and what was chosen in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnRecord {
    pub player: usize,
    /// 1-based, as [`Event::TurnStarted`] counts it.
    pub round: u16,
    /// The sheet being filled, 0-based.
    pub sheet: u8,
    /// That sheet as the turn began: what every choice of the turn is weighed from.
    pub start: Sheet,
    pub rolls_allowed: u8,
    /// The box was marked by a computer (a computer player, or one standing in for a person).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub by_computer: bool,
    pub steps: Vec<Step>,
}

/// One choice, made with `dice` showing after roll number `roll`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// 1-based: the roll whose dice the choice was made on.
    pub roll: u8,
    pub dice: Dice,
    pub choice: Choice,
}

/// What was chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Choice {
    /// The dice held, low to high, while the others were rolled again; holding every die is stopping with rolls
    /// left.
    Keep(Vec<Face>),
    /// The box marked.
    Mark(Category),
}

impl Record {
    /// The turns so far, oldest first.
    pub fn turns(&self) -> &[TurnRecord] {
        &self.turns
    }

    /// Notes what `event` shows was chosen; `state` is the game just before the event is applied.
    pub fn note(&mut self, state: &GameState, event: &Event) {
        match event {
            Event::TurnStarted {
                player,
                round,
                sheet,
                rolls_allowed,
                ..
            } => {
                let index = sheet.saturating_sub(1);
                let start = state
                    .players()
                    .get(*player)
                    .and_then(|p| p.sheets.get(usize::from(index)))
                    .cloned()
                    .unwrap_or_default();
                self.turns.push(TurnRecord {
                    player: *player,
                    round: *round,
                    sheet: index,
                    start,
                    rolls_allowed: *rolls_allowed,
                    by_computer: false,
                    steps: Vec::new(),
                });
            }
            Event::Rolled {
                player,
                dice,
                thrown,
                roll,
                ..
            } if *roll > 1 => {
                let before = state.turn().and_then(|turn| turn.dice);
                let kept = without(dice.faces(), thrown);
                if let (Some(before), Some(kept), Some(turn)) =
                    (before, kept, self.current(*player))
                {
                    turn.steps.push(Step {
                        roll: roll - 1,
                        dice: before,
                        choice: Choice::Keep(kept),
                    });
                }
            }
            Event::Marked {
                player,
                mark,
                by_computer,
                ..
            } => {
                let Some(playing) = state.turn() else { return };
                let Some(dice) = playing.dice else { return };
                let stopped_early = playing.rolls_used < playing.rolls_allowed;
                let Some(turn) = self.current(*player) else {
                    return;
                };
                let roll = playing.rolls_used;
                if stopped_early {
                    let choice = Choice::Keep(dice.faces().to_vec());
                    turn.steps.push(Step { roll, dice, choice });
                }
                let choice = Choice::Mark(mark.category);
                turn.steps.push(Step { roll, dice, choice });
                turn.by_computer |= by_computer;
            }
            Event::MarkUndone {
                player, restored, ..
            } => {
                // The next turn may have begun (undo is allowed until its player rolls; alone, that is the same
                // player): it has no choice yet, unlike the turn whose mark is undone, and will begin again.
                if self.turns.last().is_some_and(|turn| turn.steps.is_empty()) {
                    self.turns.pop();
                }
                if let Some(turn) = self.current(*player) {
                    // The mark, and the stop made with it, were both made on the restored roll; every keep
                    // before them on an earlier one.
                    turn.steps.retain(|step| step.roll != restored.rolls_used);
                }
            }
            _ => {}
        }
    }

    /// Forgets every turn that does not fit `state`'s match (a damaged or edited save): a player or sheet it does
    /// not have, a sheet with boxes its rules lack or already full, dice of another count, a roll past the turn's, a
    /// keep the dice do not show, a box already filled. The game itself is kept whole; its review is only shorter.
    pub fn keep_fitting(&mut self, state: &GameState) {
        self.turns.retain(|turn| turn.fits(state));
    }

    /// Takes in `turns` of this game that were played before this record began (a network table's history of a
    /// seat, after a reconnection): each that fits `state` and is not held yet, in the order of play, so that the
    /// turn being played stays the last. Turns already held stay as they are (they are the ones followed live).
    pub fn recall(&mut self, state: &GameState, turns: Vec<TurnRecord>) {
        let rounds = state.rounds();
        for turn in turns {
            let held = self.turns.iter().any(|known| known.same_turn(&turn));
            if !held && (1..=rounds).contains(&turn.round) && turn.fits(state) {
                self.turns.push(turn);
            }
        }
        // Within a round every player plays once, from the first player on (the game's own turn order).
        self.turns.sort_by_key(|turn| (turn.round, turn.player));
    }

    /// The turn being played by `player`: the last one, when it is theirs.
    fn current(&mut self, player: usize) -> Option<&mut TurnRecord> {
        self.turns.last_mut().filter(|turn| turn.player == player)
    }
}

impl TurnRecord {
    /// The same player's turn of the same round on the same sheet.
    fn same_turn(&self, other: &TurnRecord) -> bool {
        (self.player, self.round, self.sheet) == (other.player, other.round, other.sheet)
    }

    fn fits(&self, state: &GameState) -> bool {
        let rules = state.rules();
        let config = state.config();
        self.player < config.players.len()
            && self.sheet < config.sheets
            && self.start.filled().all(|category| rules.has_box(category))
            && !rules.is_complete(&self.start)
            && self.rolls_allowed >= 1
            && self.steps.iter().all(|step| {
                step.dice.len() == usize::from(rules.dice_count())
                    && (1..=self.rolls_allowed).contains(&step.roll)
                    && match &step.choice {
                        Choice::Keep(kept) => without(step.dice.faces(), kept).is_some(),
                        Choice::Mark(category) => {
                            rules.has_box(*category) && !self.start.is_filled(*category)
                        }
                    }
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Actor, Command, DiceSource, Game, MatchConfig, PlayerSpec};
    use crate::rules::Preset;
    use crate::rules::test_dice::{dice, faces};

    fn game(script: &str) -> Game {
        let players = vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")];
        let config = MatchConfig::new(Preset::Yahtzee, players);
        Game::start(config, DiceSource::scripted(script)).unwrap().0
    }

    fn play(game: &mut Game, commands: &[Command]) {
        for command in commands {
            game.dispatch(Actor::Human, command).unwrap();
        }
    }

    /// Ann rolls 1, 3, 3, 5, 6, rerolls the 1 and the 6 (3 and 4 come), and marks `category`.
    fn anns_turn(script: &str, category: Category) -> Game {
        let mut game = game(script);
        play(
            &mut game,
            &[
                Command::Advance,
                Command::Reroll(faces("16")),
                Command::Mark(category),
            ],
        );
        game
    }

    #[test]
    fn keeps_stops_and_marks_are_noted_with_the_dice_they_were_made_on() {
        let game = anns_turn("3 3 5 6 1  3 4  2 2 2 2 2", Category::Threes);
        let turns = game.record().turns();
        assert_eq!(turns.len(), 2, "Bo's turn has begun");
        let ann = &turns[0];
        assert_eq!((ann.player, ann.round, ann.rolls_allowed), (0, 1, 3));
        assert_eq!(ann.start, Sheet::default());
        assert_eq!(
            ann.steps,
            [
                Step {
                    roll: 1,
                    dice: dice("13356"),
                    choice: Choice::Keep(faces("335")),
                },
                Step {
                    roll: 2,
                    dice: dice("33345"),
                    choice: Choice::Keep(faces("33345")),
                },
                Step {
                    roll: 2,
                    dice: dice("33345"),
                    choice: Choice::Mark(Category::Threes),
                },
            ]
        );
        // Bo's turn begins from Bo's own empty sheet.
        assert_eq!((turns[1].player, turns[1].steps.len()), (1, 0));
    }

    #[test]
    fn an_undone_mark_is_forgotten_with_its_stop_and_the_next_turn_begins_again() {
        let mut game = anns_turn("3 3 5 6 1  3 4", Category::Chance);
        play(&mut game, &[Command::Undo]);
        let turns = game.record().turns();
        assert_eq!(turns.len(), 1);
        assert_eq!(turns[0].steps.len(), 1, "{:?}", turns[0].steps);
        play(&mut game, &[Command::Mark(Category::Threes)]);
        let turns = game.record().turns();
        assert_eq!(turns.len(), 2);
        assert_eq!(
            turns[0].steps.last().map(|s| &s.choice),
            Some(&Choice::Mark(Category::Threes))
        );
        assert_eq!(turns[0].steps.len(), 3);
        assert_eq!((turns[1].player, turns[1].steps.len()), (1, 0));
    }

    #[test]
    fn alone_an_undo_after_the_next_turn_began_takes_the_mark_back_from_the_turn_it_was_made_in() {
        let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
        let mut game = Game::start(config, DiceSource::scripted("1 4 5 5 6"))
            .unwrap()
            .0;
        play(
            &mut game,
            &[
                Command::Advance,
                Command::Mark(Category::Fives),
                Command::Undo,
                Command::Mark(Category::Chance),
            ],
        );
        let turns = game.record().turns();
        assert_eq!(turns.len(), 2, "{turns:#?}");
        assert_eq!(
            turns[0].steps.last().map(|step| &step.choice),
            Some(&Choice::Mark(Category::Chance))
        );
        assert_eq!(turns[0].steps.len(), 2);
        assert!(turns[1].steps.is_empty());
    }

    #[test]
    fn a_mirror_records_a_turn_from_its_beginning_and_never_one_caught_halfway() {
        let started = game("1 4 5 5 6");
        let mirror = Game::mirror(started.state().clone());
        assert_eq!(mirror.record().turns().len(), 1);
        assert_eq!(mirror.record().turns()[0].player, 0);
        let mut rolled = started;
        play(&mut rolled, &[Command::Advance]);
        assert!(
            Game::mirror(rolled.state().clone())
                .record()
                .turns()
                .is_empty()
        );
    }

    #[test]
    fn a_mirror_made_mid_game_takes_in_the_turns_before_it_and_goes_on_as_the_whole_record() {
        let mut played = anns_turn("3 3 5 6 1  3 4  2 2 2 2 5  6 6 6 6 6", Category::Threes);
        play(&mut played, &[Command::Advance]);
        // Bo has rolled: a mirror made now holds none of the game, not even Bo's turn caught halfway.
        let mut mirror = Game::mirror(played.state().clone());
        assert!(mirror.record().turns().is_empty());
        let history = played.record().turns().to_vec();
        let (anns, bos): (Vec<_>, Vec<_>) = history.into_iter().partition(|turn| turn.player == 0);
        // A turn that cannot be this game's is left out: no round 0, no round past the last.
        let mut strays = anns.clone();
        strays[0].round = 0;
        let mut late = anns[0].clone();
        late.round = 14;
        strays.push(late);
        mirror.recall(strays);
        assert!(mirror.record().turns().is_empty());
        // Bo's turn arrives before Ann's, and Ann's twice: each is taken once, in the order of play.
        mirror.recall(bos);
        mirror.recall(anns.clone());
        mirror.recall(anns);
        assert_eq!(mirror.record(), played.record());
        // Bo's turn goes on being noted in the mirror as it is in the game.
        let events = played
            .dispatch(Actor::Human, &Command::Mark(Category::Chance))
            .unwrap();
        mirror.follow(&events);
        assert_eq!(mirror.record(), played.record());
        // The stop with rolls left, and the mark.
        assert_eq!(mirror.record().turns()[1].steps.len(), 2);
    }

    #[test]
    fn a_save_keeps_the_record_and_a_damaged_or_missing_one_never_refuses_the_game() {
        use crate::game::SavedGame;
        let mut game = anns_turn("3 3 5 6 1  3 4  2 2 2 2 2", Category::Threes);
        play(&mut game, &[Command::Advance]);
        let json = SavedGame::to_json(&game);
        let back = SavedGame::from_json(&json).unwrap();
        assert_eq!(back.record(), game.record());
        assert_eq!(back.record().turns().len(), 2);

        // Six dice in a Yahtzee turn: that turn is forgotten, the rest of the game resumes.
        let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
        value["game"]["record"][0]["steps"][0]["dice"] = serde_json::json!([1, 2, 3, 4, 5, 6]);
        let damaged = SavedGame::from_json(&value.to_string()).unwrap();
        assert_eq!(damaged.state(), game.state());
        assert_eq!(damaged.record().turns().len(), 1);
        assert_eq!(damaged.record().turns()[0].player, 1);
        // A keep of dice the roll does not show, and a player the match does not have, likewise.
        let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
        value["game"]["record"][0]["steps"][0]["choice"] = serde_json::json!({"keep": [6, 6, 6]});
        value["game"]["record"][1]["player"] = serde_json::json!(7);
        let damaged = SavedGame::from_json(&value.to_string()).unwrap();
        assert!(damaged.record().turns().is_empty());

        // A save from before the record (format 1) resumes with none.
        let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
        value["format"] = serde_json::json!(1);
        value["game"].as_object_mut().unwrap().remove("record");
        let older = SavedGame::from_json(&value.to_string()).unwrap();
        assert_eq!(older.state(), game.state());
        assert!(older.record().turns().is_empty());
    }
}
