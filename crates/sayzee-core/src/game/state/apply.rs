//! `GameState::apply`: recording an event that `handle` decided. Nothing here decides anything, so replaying
//! the events of a game on its starting state gives the same state (a property test checks it).

use super::*;

impl GameState {
    /// Records `event`. No decisions: everything was decided by `handle`.
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::TurnStarted {
                player,
                rolls_allowed,
                ..
            } => {
                self.phase = Phase::Playing(Turn {
                    player: *player,
                    rolls_used: 0,
                    rolls_allowed: *rolls_allowed,
                    dice: None,
                    selected: Vec::new(),
                    places: Vec::new(),
                    chooser: None,
                });
            }
            Event::Rolled { dice, roll, .. } => {
                if let Phase::Playing(turn) = &mut self.phase {
                    turn.dice = Some(*dice);
                    turn.rolls_used = *roll;
                    turn.selected.clear();
                    turn.places.clear();
                    turn.chooser = None;
                }
            }
            Event::Selected { selected, at, .. } | Event::Unselected { selected, at, .. } => {
                if let Phase::Playing(turn) = &mut self.phase {
                    let mut places = turn.selected_places();
                    match at {
                        Some(place) if matches!(event, Event::Selected { .. }) => {
                            places.push(*place)
                        }
                        Some(place) => places.retain(|p| p != place),
                        None => places.clear(),
                    }
                    places.sort_unstable();
                    turn.places = if at.is_some() { places } else { Vec::new() };
                    turn.selected.clone_from(selected);
                }
            }
            Event::SelectedAll { selected } => {
                if let Phase::Playing(turn) = &mut self.phase {
                    turn.selected.clone_from(selected);
                    turn.places.clear();
                }
            }
            Event::KeptAll => {
                if let Phase::Playing(turn) = &mut self.phase {
                    turn.selected.clear();
                    turn.places.clear();
                }
            }
            Event::ChooserOpened { cursor, .. } | Event::CursorMoved { cursor, .. } => {
                if let Phase::Playing(turn) = &mut self.phase {
                    turn.chooser = Some(*cursor);
                }
            }
            Event::ChooserClosed => {
                if let Phase::Playing(turn) = &mut self.phase {
                    turn.chooser = None;
                }
            }
            Event::Marked {
                player,
                sheet,
                mark,
                by_computer,
                rolls_saved,
                ..
            } => {
                let state = &mut self.players[*player];
                if let Phase::Playing(turn) = &self.phase {
                    self.last_mark = Some(LastMark {
                        player: *player,
                        sheet: *sheet,
                        mark: *mark,
                        by_computer: *by_computer,
                        turn_before: Turn {
                            chooser: None,
                            ..turn.clone()
                        },
                        rolls_saved_before: state.saved_rolls,
                    });
                }
                state.sheets[usize::from(*sheet)].record(mark);
                state.saved_rolls = *rolls_saved;
            }
            // The bonus is a consequence of the sheet, which Marked recorded.
            Event::UpperBonusEarned { .. } => {}
            Event::MarkUndone {
                player,
                sheet,
                mark,
                restored,
                rolls_saved_before,
            } => {
                let state = &mut self.players[*player];
                state.sheets[usize::from(*sheet)].unrecord(mark);
                state.saved_rolls = *rolls_saved_before;
                self.phase = Phase::Playing(restored.clone());
                self.last_mark = None;
            }
            Event::GameOver { standings } => {
                self.phase = Phase::Over(standings.clone());
            }
        }
    }
}
