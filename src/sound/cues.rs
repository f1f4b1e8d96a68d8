//! Which cue a player hears for what happened: a pure mapping from the game's events and refusals to [`Cue`]s,
//! no I/O, so it is tested like narration.

use super::Cue;
use crate::game::{Event, GameState};

/// The cues for one event, in the order to play them (most events have one or none).
///
/// Turn cues tell whose turn it is by ear: everyone human plays at this keyboard (hot seat), so a human's turn
/// is "your turn" and a computer player's is "another player's turn".
pub fn event_cues(state: &GameState, event: &Event) -> Vec<Cue> {
    let human = |player: usize| {
        state
            .config()
            .players
            .get(player)
            .is_some_and(|p| !p.is_computer())
    };
    event_cues_at(event, &human)
}

/// The cues for one event at a table where the seats for which `here` is true play at this keyboard: only their
/// turns get the "your turn" cue (at a network table, everyone else's turn is another player's).
pub fn event_cues_at(event: &Event, here: &dyn Fn(usize) -> bool) -> Vec<Cue> {
    match event {
        Event::TurnStarted { player, .. } => {
            vec![if here(*player) {
                Cue::YourTurn
            } else {
                Cue::OtherTurn
            }]
        }
        // Five (or six) of a kind is heard at once, before the numbers are spoken.
        Event::Rolled { dice, .. } if dice.all_same().is_some() => vec![Cue::Yahtzee],
        Event::Rolled { .. } => vec![Cue::Dice],
        Event::Selected { .. } | Event::SelectedAll { .. } => vec![Cue::Select],
        Event::Unselected { .. } | Event::KeptAll => vec![Cue::Keep],
        Event::Marked { mark, .. } if mark.yahtzee_bonus > 0 => vec![Cue::Mark, Cue::Bonus],
        Event::Marked { .. } => vec![Cue::Mark],
        Event::UpperBonusEarned { .. } => vec![Cue::Bonus],
        Event::GameOver { .. } => vec![Cue::GameOver],
        // The chooser's moves and an undo are spoken at once; a sound would only crowd the words.
        Event::ChooserOpened { .. }
        | Event::CursorMoved { .. }
        | Event::ChooserClosed
        | Event::MarkUndone { .. } => Vec::new(),
    }
}

/// The cue for any refusal: one error sound, the words say why.
pub fn rejection_cue() -> Cue {
    Cue::Error
}

/// The cues for a batch of events, in order.
pub fn cues_for(state: &GameState, events: &[Event]) -> Vec<Cue> {
    events.iter().flat_map(|e| event_cues(state, e)).collect()
}

/// The cues for a batch of events at a table where only the seats for which `here` is true are at this keyboard.
pub fn cues_at(events: &[Event], here: &dyn Fn(usize) -> bool) -> Vec<Cue> {
    events.iter().flat_map(|e| event_cues_at(e, here)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Actor, Command, DiceSource, Game, MatchConfig, PlayerSpec, Skill};
    use crate::rules::Preset;
    use crate::rules::test_dice::face;

    /// A match of Ann (human) and Robo (computer) with scripted dice.
    fn game(script: &str) -> Game {
        let players = vec![
            PlayerSpec::human("Ann"),
            PlayerSpec::computer("Robo", Skill::Good),
        ];
        Game::start(
            MatchConfig::new(Preset::Yahtzee, players),
            DiceSource::scripted(script),
        )
        .unwrap()
        .0
    }

    fn cues_of(game: &mut Game, actor: Actor, command: Command) -> Vec<Cue> {
        let events = game.dispatch(actor, &command).unwrap();
        cues_for(game.state(), &events)
    }

    #[test]
    fn a_roll_rattles_the_dice_and_five_of_a_kind_plays_the_fanfare() {
        let mut game = game("12345 4441 4");
        assert_eq!(
            cues_of(&mut game, Actor::Human, Command::Advance),
            [Cue::Dice]
        );
        let reroll = Command::Reroll(vec![face(1), face(2), face(3), face(5)]);
        assert_eq!(cues_of(&mut game, Actor::Human, reroll), [Cue::Dice]);
        let reroll = Command::Reroll(vec![face(1)]);
        assert_eq!(cues_of(&mut game, Actor::Human, reroll), [Cue::Yahtzee]);
    }

    #[test]
    fn selecting_clicks_and_keeping_again_clicks_lower() {
        let mut game = game("12345");
        cues_of(&mut game, Actor::Human, Command::Advance);
        assert_eq!(
            cues_of(&mut game, Actor::Human, Command::Select(face(3))),
            [Cue::Select]
        );
        assert_eq!(
            cues_of(&mut game, Actor::Human, Command::Unselect(face(3))),
            [Cue::Keep]
        );
        assert_eq!(
            cues_of(&mut game, Actor::Human, Command::SelectAll),
            [Cue::Select]
        );
        assert_eq!(
            cues_of(&mut game, Actor::Human, Command::KeepAll),
            [Cue::Keep]
        );
    }

    #[test]
    fn a_mark_is_heard_then_whose_turn_it_is_now() {
        let mut game = game("12345 66666");
        cues_of(&mut game, Actor::Human, Command::Advance);
        let mark = Command::Mark(crate::rules::Category::LargeStraight);
        // Robo plays next: "another player's turn".
        assert_eq!(
            cues_of(&mut game, Actor::Human, mark),
            [Cue::Mark, Cue::OtherTurn]
        );
        assert_eq!(
            cues_of(&mut game, Actor::Computer, Command::Advance),
            [Cue::Yahtzee]
        );
        let mark = Command::Mark(crate::rules::Category::Yahtzee);
        // Ann plays next, at this keyboard: "your turn".
        assert_eq!(
            cues_of(&mut game, Actor::Computer, mark),
            [Cue::Mark, Cue::YourTurn]
        );
    }

    #[test]
    fn bonuses_game_over_and_quiet_events() {
        let state = game("").state().clone();
        let bonus = Event::UpperBonusEarned {
            player: 0,
            points: 35,
        };
        assert_eq!(event_cues(&state, &bonus), [Cue::Bonus]);
        assert_eq!(
            event_cues(&state, &Event::GameOver { standings: vec![] }),
            [Cue::GameOver]
        );
        assert_eq!(event_cues(&state, &Event::ChooserClosed), []);
        assert_eq!(rejection_cue(), Cue::Error);
    }

    #[test]
    fn at_a_network_table_only_a_seat_at_this_keyboard_hears_your_turn() {
        let turn = |player| Event::TurnStarted {
            player,
            round: 2,
            rounds: 13,
            sheet: 1,
            sheets: 1,
            rolls_allowed: 3,
        };
        // Ann (seat 0) plays elsewhere; Hans (seat 2) here. Seat 1 is a computer.
        let here = |player: usize| player == 2;
        assert_eq!(cues_at(&[turn(0)], &here), [Cue::OtherTurn]);
        assert_eq!(cues_at(&[turn(1)], &here), [Cue::OtherTurn]);
        assert_eq!(cues_at(&[turn(2)], &here), [Cue::YourTurn]);
        // A spectator has no seat: every turn is another player's.
        assert_eq!(cues_at(&[turn(2)], &|_| false), [Cue::OtherTurn]);
    }
}
