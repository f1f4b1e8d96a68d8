//! A finished game rated: the account holders at it (and its computers, at their fixed ratings) go into the
//! server's ratings (`ratings/`), each person at the table hears their new rating and place, and, once the
//! expert for the rules is at hand, each person who played every turn themselves has the points they gave away
//! kept for the leaderboard. Guests are not rated, and a game alone or against guests only is not rated at all;
//! nor is a person whose seat a computer played most of, nor the weaker of two accounts past their day's games
//! together (`ratings::PAIR_GAMES`).
//! All of it off the lobby's lock and off the async threads: the disk and the review run on blocking threads.

use std::sync::Arc;

use super::lobby::{Lobby, Server, send};
use super::ratings::Entrant;
use crate::game::PlayerKind;
use crate::i18n::Message;
use crate::net::protocol::ServerMessage;
use crate::net::table::{ConnectionId, Table};
use crate::strategy::whole_review;

/// One person rated: their account's name, their seat, and the connection holding it when the game ended.
struct RatedPerson {
    account: String,
    seat: usize,
    connection: Option<ConnectionId>,
}

/// Rates the game just finished at table `name`, in the background.
pub(super) fn game_over(server: &Arc<Server>, lobby: &mut Lobby, name: &str) {
    let Some(room) = lobby.rooms.get(name) else {
        return;
    };
    let table = &room.table;
    let (entrants, people) = entrants(server, table);
    if people.is_empty() || entrants.len() < 2 {
        return;
    }
    let game = table.game().clone();
    let rules = game.state().rules().clone();
    let expert = lobby
        .experts
        .for_rules(&rules, server.options.cache_dir.clone());
    let server = server.clone();
    let table = name.to_string();
    server.clone().shutdown.spawn(async move {
        let preset = game.state().config().preset;
        let rating = server.clone();
        let rated =
            tokio::task::spawn_blocking(move || rating.ratings.rate(preset, &entrants)).await;
        match rated {
            Ok(Ok(changes)) => {
                let lobby = server.lobby();
                for (change, person) in changes.into_iter().zip(&people) {
                    if let Some(connection) = person.connection {
                        send(&lobby, connection, ServerMessage::Rated { change });
                    }
                }
                server.log(&Message::new("net-log-rated").with("table", table.clone()));
            }
            Ok(Err(error)) => {
                server.log(
                    &Message::new("net-log-rating-failed")
                        .with("table", table)
                        .with("error", error.to_string()),
                );
                return;
            }
            Err(_) => return,
        }
        let reviewing = server.clone();
        let reviews = tokio::task::spawn_blocking(move || {
            // Waits for the expert if no computer has asked for it yet (its table read or solved once).
            let Some(advisor) = expert.get() else {
                return;
            };
            for person in &people {
                if let Some(review) = whole_review(&advisor, &game, person.seat) {
                    let given_away = review.given_away();
                    let _ = reviewing
                        .ratings
                        .reviewed(preset, &person.account, given_away);
                }
            }
        });
        tokio::select! {
            _ = reviews => {}
            () = server.shutdown.stopping() => {}
        }
    });
}

/// Who is rated at `table`, with their final scores: its computers, and the people whose names are owned. Only an
/// owned name's owner could have sat under it. A person is rated only for a game they played: a seat a computer
/// played most turns of (removed, gone, timed out) is left out. And a person whose rated games with another person
/// here have reached the pair's limit for the day is left out when they scored less than that person, so that
/// beating one's own puppet again and again lifts nobody.
fn entrants(server: &Server, table: &Table) -> (Vec<(Entrant, u32)>, Vec<RatedPerson>) {
    let state = table.game().state();
    let mut entrants = Vec::new();
    let mut people: Vec<(RatedPerson, u32)> = Vec::new();
    for (seat, player) in state.config().players.iter().enumerate() {
        let score = state.total(seat);
        match player.kind {
            PlayerKind::Computer { skill } => entrants.push((Entrant::Computer(skill), score)),
            PlayerKind::Human => {
                let Some(account) = server.accounts.owner_of(player.name.as_str()) else {
                    continue;
                };
                if !played_mostly_themselves(table, seat) {
                    continue;
                }
                let person = RatedPerson {
                    account,
                    seat,
                    connection: table.seats().get(seat).and_then(|s| s.held_by),
                };
                people.push((person, score));
            }
        }
    }
    // Highest scores first: of a pair past its limit, the one who scored less is the one left out.
    people.sort_by_key(|(_, score)| std::cmp::Reverse(*score));
    let mut kept: Vec<(RatedPerson, u32)> = Vec::new();
    for (person, score) in people {
        let within = kept
            .iter()
            .all(|(other, _)| server.ratings.pair_within(&other.account, &person.account));
        if within {
            kept.push((person, score));
        }
    }
    // Only the pairs rated together count towards their limit.
    for (n, (person, _)) in kept.iter().enumerate() {
        for (other, _) in &kept[..n] {
            server.ratings.count_pair(&other.account, &person.account);
        }
    }
    kept.sort_by_key(|(person, _)| person.seat);
    let mut rated = Vec::new();
    for (person, score) in kept {
        entrants.push((Entrant::Person(person.account.clone()), score));
        rated.push(person);
    }
    (entrants, rated)
}

/// Whether the person at `seat` of `table` played more than half of the turns the game's record holds for it.
fn played_mostly_themselves(table: &Table, seat: usize) -> bool {
    let (theirs, by_computer) = table
        .game()
        .record()
        .turns()
        .iter()
        .filter(|turn| turn.player == seat)
        .fold((0, 0), |(theirs, by_computer), turn| {
            (theirs + 1, by_computer + usize::from(turn.by_computer))
        });
    theirs > 0 && by_computer * 2 < theirs
}
