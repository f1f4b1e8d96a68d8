//! A server's ratings as a player hears them: a page of its leaderboard (a heading, one line a person, how to
//! hear the next page) and a person's new rating after a rated game. The same words in the lobby and at a table.

use crate::i18n::Message;
use crate::narration;
use crate::narration::review::tenths;
use crate::net::protocol::{Leaderboard, RatingChange};
use crate::text::PlayerName;

/// A page of the leaderboard: its heading, one line for each person on it, and how to hear the next page.
pub(super) fn leaderboard_lines(board: &Leaderboard, next_page: Message) -> Vec<Message> {
    let rules = narration::preset_name(board.preset);
    if board.rows.is_empty() {
        return vec![Message::new("net-leaderboard-empty").with("rules", rules)];
    }
    let mut lines = vec![
        Message::new("net-leaderboard")
            .with("rules", rules)
            .with("page", board.page + 1)
            .with("pages", board.pages)
            .with("players", board.players),
    ];
    for row in &board.rows {
        let line = Message::new("net-leaderboard-row")
            .with("rank", row.rank)
            .with("name", PlayerName::new(&row.name).to_string())
            .with("rating", tenths(row.rating))
            .with("games", row.games)
            .with("wins", row.wins)
            .with("average", tenths(row.average))
            .with("best", row.best);
        lines.push(match row.given_away {
            Some(given) => Message::new("net-leaderboard-row-given")
                .with("row", line)
                .with("given", tenths(given)),
            None => line,
        });
    }
    if board.page + 1 < board.pages {
        lines.push(next_page.with("next", board.page + 2));
    }
    lines
}

/// A person's rating after a rated game: the new rating, how it moved, and their place.
pub(super) fn rated_message(change: &RatingChange) -> Message {
    let moved = tenths(change.change);
    let trend = if moved > 0.0 {
        "up"
    } else if moved < 0.0 {
        "down"
    } else {
        "same"
    };
    Message::new("net-rated")
        .with("name", PlayerName::new(&change.name).to_string())
        .with("rules", narration::preset_name(change.preset))
        .with("rating", tenths(change.rating))
        .with("trend", trend)
        .with("change", moved.abs())
        .with("rank", change.rank)
        .with("of", change.of)
}

/// The page to ask for after `board`: the next, or the first again after the last.
pub(super) fn page_after(board: &Leaderboard) -> usize {
    match board.page + 1 < board.pages {
        true => board.page + 1,
        false => 0,
    }
}
