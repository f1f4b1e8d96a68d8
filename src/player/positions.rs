//! Dice by position (`[game] dice = "position"`): the digit keys and line mode's `reroll` and `keep` lists name
//! places in the sorted roll instead of faces. Digits become the core's by-place commands (which say the place
//! back); a list of places becomes the faces at those places, as the core's reroll and keep take them.

use crate::game::{Command, GameState, Rejection};
use crate::input::Action;
use crate::rules::Face;

/// The command `action` means when dice are chosen by place; `None` when it means the same either way.
pub fn action_command(action: Action) -> Option<Command> {
    match action {
        Action::Select(place) => Some(Command::ToggleAt(place.value())),
        Action::Unselect(place) => Some(Command::KeepAt(place.value())),
        _ => None,
    }
}

/// `command` from a typed line with its numbers read as places: `reroll 1 4` rerolls the lowest die and the
/// fourth. A place named twice counts once.
///
/// # Errors
/// The [`Rejection`] to say when a place has no die (or nothing is rolled yet).
pub fn line_command(state: &GameState, command: Command) -> Result<Command, Rejection> {
    let places = match &command {
        Command::Reroll(places) | Command::KeepOnly(places) => places,
        _ => return Ok(command),
    };
    let dice = state
        .turn()
        .and_then(|turn| turn.dice)
        .ok_or(Rejection::NotRolledYet)?;
    let mut seen: Vec<u8> = Vec::new();
    let mut faces: Vec<Face> = Vec::new();
    for place in places {
        if seen.contains(&place.value()) {
            continue;
        }
        seen.push(place.value());
        let face = dice
            .faces()
            .get(usize::from(place.value()) - 1)
            .copied()
            .ok_or(Rejection::NoDieAt {
                position: place.value(),
                dice: dice.faces().len() as u8,
            })?;
        faces.push(face);
    }
    Ok(match command {
        Command::Reroll(_) => Command::Reroll(faces),
        _ => Command::KeepOnly(faces),
    })
}
