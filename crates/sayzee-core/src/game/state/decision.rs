//! A match caught at one player's decision, rather than started: a past decision asked again (a drill) is played
//! from here, checked as a saved game is.

use super::{GameState, GameStateData, Phase, PlayerState, StateError};
use crate::game::config::MatchConfig;
use crate::game::turn::Turn;
use crate::rules::{Dice, Sheet};

impl GameState {
    /// A one-player match caught in the middle of a turn: `sheet` as it stands, `rolls_used` of `rolls_allowed`
    /// rolls made and `dice` showing, every die kept. A past decision asked again (a drill) is played from here.
    ///
    /// # Errors
    /// [`StateError`] when these cannot be one player's turn under the config's rules.
    pub fn at_decision(
        config: MatchConfig,
        sheet: Sheet,
        rolls_allowed: u8,
        rolls_used: u8,
        dice: Dice,
    ) -> Result<GameState, StateError> {
        if config.players.len() != 1 {
            return Err(StateError::PlayerCount);
        }
        if config.sheets != 1 {
            return Err(StateError::SheetCount);
        }
        if rolls_used == 0 {
            return Err(StateError::Rolls);
        }
        let turn = Turn {
            player: 0,
            rolls_used,
            rolls_allowed,
            dice: Some(dice),
            selected: Vec::new(),
            places: Vec::new(),
            chooser: None,
        };
        GameState::try_from(GameStateData {
            config,
            players: vec![PlayerState {
                sheets: vec![sheet],
                saved_rolls: 0,
            }],
            phase: Phase::Playing(turn),
            last_mark: None,
        })
    }
}
