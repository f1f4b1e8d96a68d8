//! The finished games a server keeps, heard in the lobby: `games` says them as a numbered list (newest first:
//! where, which rules, how long ago, everyone's score) and `walk N` walks one of them, decision by decision, as
//! `sayzee walk` walks a game finished at home. The game comes from the server as its state and its turns, and is
//! reviewed here like any finished game.

use crate::game::{Game, GameState, TurnRecord};
use crate::i18n::{Arg, Message};
use crate::narration;
use crate::net::protocol::KeptGameSummary;
use crate::net::table::clean_table_name;
use crate::player::setup;

/// The lines that say the server's kept games, and how to walk one.
pub(super) fn kept_lines(list: &[KeptGameSummary]) -> Vec<Message> {
    if list.is_empty() {
        return vec![Message::new("net-kept-none")];
    }
    let mut lines = vec![Message::new("net-kept-heading").with("count", list.len())];
    for (n, game) in list.iter().enumerate() {
        let line = Message::new("net-kept-game")
            .with("table", clean_table_name(&game.table))
            .with("rules", narration::preset_name(game.preset))
            .with("ago", ago(game.minutes_ago))
            .with("scores", scores(game));
        lines.push(setup::numbered_line(n + 1, line));
    }
    lines.push(Message::new("net-kept-walk-hint"));
    lines
}

/// The game `walk REST` asks for from the list last heard (`None`: not heard yet), or what to say instead.
pub(super) fn walk_chosen(
    rest: &str,
    heard: Option<&[KeptGameSummary]>,
) -> Result<KeptGameSummary, Message> {
    let Some(list) = heard else {
        return Err(Message::new("net-kept-ask-first"));
    };
    if list.is_empty() {
        return Err(Message::new("net-kept-none"));
    }
    rest.trim()
        .parse::<usize>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|at| list.get(at))
        .cloned()
        .ok_or_else(|| Message::new("net-kept-walk-which").with("count", list.len()))
}

/// The game as the server sent it, to be reviewed: its state as it ended, and the turns that fit it.
pub(super) fn game_of(state: GameState, turns: Vec<TurnRecord>) -> Game {
    let mut game = Game::mirror(state);
    game.recall(turns);
    game
}

/// What the walk says first: which game it is.
pub(super) fn intro(game: &KeptGameSummary) -> Message {
    Message::new("walk-intro-server")
        .with("table", clean_table_name(&game.table))
        .with("ago", ago(game.minutes_ago))
        .with("preset", narration::preset_name(game.preset))
        .with("scores", scores(game))
}

/// Everyone's final score, in seat order.
fn scores(game: &KeptGameSummary) -> Arg {
    let scores = game
        .players
        .iter()
        .map(|player| {
            Message::new("walk-score")
                .with(
                    "name",
                    narration::named(
                        crate::text::PlayerName::new(&player.name).as_ref(),
                        player.number,
                    ),
                )
                .with("points", player.points)
                .into()
        })
        .collect();
    narration::list_comma(scores)
}

/// How long ago a game ended, in the largest whole unit.
fn ago(minutes: u64) -> Message {
    // Past four billion minutes a game is simply very old.
    let minutes = u32::try_from(minutes).unwrap_or(u32::MAX);
    match minutes {
        0..60 => Message::new("net-kept-ago-minutes").with("minutes", minutes),
        60..1440 => Message::new("net-kept-ago-hours").with("hours", minutes / 60),
        _ => Message::new("net-kept-ago-days").with("days", minutes / 1440),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::protocol::KeptPlayer;
    use crate::rules::Preset;

    fn summary(id: u64) -> KeptGameSummary {
        KeptGameSummary {
            id,
            table: "Kitchen".into(),
            preset: Preset::Yatzy,
            minutes_ago: 90,
            players: vec![
                KeptPlayer {
                    name: "Ann".into(),
                    points: 245,
                    number: None,
                },
                KeptPlayer {
                    name: "Computer 1".into(),
                    points: 230,
                    number: Some(1),
                },
            ],
        }
    }

    #[test]
    fn walk_takes_a_number_of_the_list_heard_and_says_what_fits_otherwise() {
        let list = [summary(7), summary(3)];
        assert_eq!(walk_chosen("2", Some(&list)).map(|g| g.id), Ok(3));
        assert_eq!(walk_chosen(" 1 ", Some(&list)).map(|g| g.id), Ok(7));
        for wrong in ["0", "3", "", "two", "-1"] {
            let said = walk_chosen(wrong, Some(&list)).unwrap_err();
            assert_eq!(said.id, "net-kept-walk-which", "{wrong}");
        }
        assert_eq!(walk_chosen("1", None).unwrap_err().id, "net-kept-ask-first");
        assert_eq!(walk_chosen("1", Some(&[])).unwrap_err().id, "net-kept-none");
    }

    #[test]
    fn the_list_is_heard_numbered_with_its_scores_and_how_long_ago() {
        let localizer = crate::i18n::Localizer::for_locale("en-US");
        let lines: Vec<String> = kept_lines(&[summary(7)])
            .iter()
            .map(|line| localizer.text(line))
            .collect();
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert!(lines[1].starts_with("1"), "{lines:?}");
        for heard in [
            "Kitchen",
            "Yatzy",
            "an hour ago",
            "Ann 245",
            "Computer 1 230",
        ] {
            assert!(lines[1].contains(heard), "{heard}: {lines:?}");
        }
        assert_eq!(
            localizer.text(&kept_lines(&[])[0]),
            localizer.text(&Message::new("net-kept-none"))
        );
    }
}
