//! What the server does by itself so that no table ever stalls: plays the computer seats (and the seats computers
//! play for people who have gone), a pause before each move; lets a computer take the seat of a person away past
//! the grace period (before the start, the seat is given up); passes the host role on; and closes tables that
//! finished a while ago or that nobody is at, moving their files aside.

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::commit::{Decision, enter, finish};
use super::lobby::{Lobby, Server, broadcast, broadcast_at, computers_for, send};
use super::tables::{put_aside, queue_save};
use super::turn_clock::Tick;
use crate::computer::Autoplayer;
use crate::i18n::Message;
use crate::net::protocol::{ClosedReason, SeatToken, ServerMessage, TakeoverReason};

/// The longest the server waits between two looks at its tables.
const LOOK_AT_MOST_EVERY: Duration = Duration::from_secs(1);

/// How often the buckets of addresses no longer sending are let go of.
const TIDY_RATES_EVERY: Duration = Duration::from_secs(60);

/// How often names unused too long are let go of (the first time at the start, before any connection).
const LOOK_AT_NAMES_EVERY: Duration = Duration::from_secs(60 * 60);

/// The most names a log line lists when many are let go at once.
const NAMES_LOGGED: usize = 50;

/// Looks at every table now and then, for as long as the server runs.
pub(super) async fn look_after_tables(server: Arc<Server>) {
    let every = (server.options.periods.takeover_after / 4)
        .clamp(Duration::from_millis(50), LOOK_AT_MOST_EVERY);
    let mut ticks = tokio::time::interval(every);
    let mut rates_tidied = Instant::now();
    let mut names_looked_at = Instant::now();
    loop {
        ticks.tick().await;
        if names_looked_at.elapsed() >= LOOK_AT_NAMES_EVERY {
            look_after_names(&server).await;
            names_looked_at = Instant::now();
        }
        if rates_tidied.elapsed() >= TIDY_RATES_EVERY {
            for (address, count) in server.rates.unlogged_bad_tokens() {
                server.log(
                    &Message::new("net-log-bad-tokens")
                        .with("address", address.to_string())
                        .with("count", count),
                );
            }
            server.rates.forget_idle();
            rates_tidied = Instant::now();
        }
        let (moving, saving) = look_once(&server, Instant::now());
        futures_util::future::join_all(saving).await;
        for name in moving {
            play_computers_at(&server, &name);
        }
    }
}

/// Lets go of the names nobody has used for too long (`--unused-names-expire-days`, `--names-expire-days`), and
/// of the leaderboard's rows of names nobody owns; logs what it let go, or that it could not.
pub(super) async fn look_after_names(server: &Arc<Server>) {
    let operators = &server.options.operators;
    let keeping = server.options.periods.names;
    let today = super::accounts::today();
    let names = match server
        .accounts
        .look_after_names(keeping, operators, today)
        .await
    {
        Ok(names) => names,
        Err(_) => {
            server.log(&Message::new("net-log-names-unsaved"));
            return;
        }
    };
    let rating = server.clone();
    let rows = tokio::task::spawn_blocking(move || {
        rating
            .ratings
            .forget_unowned(|name| rating.accounts.owner_of(name).is_some())
    })
    .await;
    let rows = match rows {
        Ok(Ok(rows)) => rows,
        _ => {
            server.log(&Message::new("net-log-names-unsaved"));
            return;
        }
    };
    if !names.is_empty() || rows > 0 {
        let listed: Vec<&str> = names
            .iter()
            .take(NAMES_LOGGED)
            .map(String::as_str)
            .collect();
        server.log(
            &Message::new("net-log-names-expired")
                .with("count", names.len())
                .with("rows", rows)
                .with("names", listed.join(", ")),
        );
    }
}

/// One look at every table at `now`; returns the tables where a computer may have a move to make, and the
/// saves of what changed, queued in order under the lobby's lock and to be waited for off it.
fn look_once(
    server: &Arc<Server>,
    now: Instant,
) -> (Vec<String>, Vec<impl Future<Output = ()> + use<>>) {
    let mut lobby = server.lobby();
    let names: Vec<String> = lobby.rooms.keys().cloned().collect();
    let mut moving = Vec::new();
    let mut saving = Vec::new();
    for name in names {
        match look_at(server, &mut lobby, &name, now) {
            Look::Nothing => {}
            Look::Close(why) => close_table(server, &mut lobby, &name, why),
            Look::News { news, computers } => {
                // Time cannot be refused: if the disk fails now, the log says so and the next change saves.
                saving.extend(queue_save(server, &lobby, &name));
                if let Some(room) = lobby.rooms.get(&name) {
                    for message in &news {
                        broadcast(&lobby, room, message, None);
                    }
                }
                if computers {
                    moving.push(name);
                }
            }
        }
    }
    (moving, saving)
}

/// What a look at one table found.
enum Look {
    Nothing,
    /// The table is to close.
    Close(ClosedReason),
    /// People away past the grace period were replaced (and whether a computer may now have a move to make).
    News {
        news: Vec<ServerMessage>,
        computers: bool,
    },
}

/// A look at table `name` at `now`: whether it is to close, or whose seats a computer takes over (after the
/// start) or are given up (before it). Changed in place, under the lobby's lock, with the table's gate free.
fn look_at(server: &Server, lobby: &mut Lobby, name: &str, now: Instant) -> Look {
    let periods = server.options.periods;
    let Some(room) = lobby.rooms.get_mut(name) else {
        return Look::Nothing;
    };
    // A table in the middle of a change (being saved) is looked at next time. While the lobby is locked nobody
    // can decide a change, so the gate need not be held past this look.
    if room.gate.try_lock().is_err() {
        return Look::Nothing;
    }
    room.track(now);
    let past =
        |since: Option<Instant>, period| since.is_some_and(|at| now.duration_since(at) >= period);
    if past(room.finished_at, periods.keep_finished) {
        return Look::Close(ClosedReason::Finished);
    }
    if past(room.empty_since, periods.keep_abandoned) || room.table.deserted() {
        return Look::Close(ClosedReason::Abandoned);
    }
    let mut news: Vec<ServerMessage> = turn_timer_news(server, room, name, now)
        .into_iter()
        .collect();
    let timed_out = news
        .iter()
        .any(|message| matches!(message, ServerMessage::TimedOut { .. }));
    let gone: Vec<&SeatToken> = room
        .away
        .iter()
        .filter(|(_, since)| now.duration_since(**since) >= periods.takeover_after)
        .map(|(token, _)| token)
        .collect();
    if gone.is_empty() || room.table.game().state().is_over() {
        return match news.is_empty() {
            true => Look::Nothing,
            false => Look::News {
                news,
                computers: timed_out,
            },
        };
    }
    let table = &mut room.table;
    let seats: Vec<usize> = (0..table.seats().len())
        .filter(|&i| {
            table.seats()[i]
                .token
                .as_ref()
                .is_some_and(|t| gone.contains(&t))
        })
        .collect();
    let computers = table.started();
    let Some(replaced) = replace_the_gone(server, table, name, &seats) else {
        return Look::Close(ClosedReason::Abandoned);
    };
    news.extend(replaced);
    room.track(now);
    Look::News { news, computers }
}

/// The people of `seats` at table `name` stayed away past the grace period: after the start a computer takes
/// their seats over, before it their seats are given up (and the host role passes on if it was theirs). What
/// everyone hears of it; `None` when nobody is left to start the game, and the table is to close.
fn replace_the_gone(
    server: &Server,
    table: &mut crate::net::table::Table,
    name: &str,
    seats: &[usize],
) -> Option<Vec<ServerMessage>> {
    let mut news = Vec::new();
    if table.started() {
        for &seat in seats {
            if table.take_over(seat) {
                news.push(ServerMessage::TakenOver {
                    seat,
                    why: TakeoverReason::Away,
                });
                server.log(
                    &Message::new("net-log-taken-over")
                        .with("table", name.to_string())
                        .with("seat", seat),
                );
            }
        }
        return Some(news);
    }
    let host_before = table.host_name();
    let names = table.give_up(seats);
    if table.deserted() {
        return None;
    }
    table.pass_host_on();
    let snapshot = table.snapshot();
    news.extend(names.into_iter().map(|name| ServerMessage::PersonGone {
        name,
        snapshot: snapshot.clone(),
    }));
    if table.host_name() != host_before
        && let Some(seat) = table.host()
    {
        news.push(ServerMessage::HostIs { seat });
    }
    Some(news)
}

/// The turn timer of the table in `room` at `now`: when the person whose turn it is has little time left,
/// everyone hears it once; when they made no move for as long as the host allows, the computer plays the rest of
/// their turn, and everyone hears that.
fn turn_timer_news(
    server: &Server,
    room: &mut super::lobby::Room,
    name: &str,
    now: Instant,
) -> Option<ServerMessage> {
    let allowed = Duration::from_secs(u64::from(room.table.house().turn_seconds?));
    let seat = room.table.timed_turn()?;
    match room.clock.look(allowed, now) {
        Tick::Running => None,
        Tick::Warn { seconds } => Some(ServerMessage::TurnTimeLeft {
            seat,
            seconds: u32::try_from(seconds).unwrap_or(u32::MAX),
        }),
        Tick::RanOut => {
            let seat = room.table.time_out()?;
            server.log(
                &Message::new("net-log-timed-out")
                    .with("table", name.to_string())
                    .with("seat", seat),
            );
            Some(ServerMessage::TimedOut { seat })
        }
    }
}

/// Closes table `name`: everyone there hears why and is back in the lobby. Its last state is put aside off the
/// lobby's lock (a file written, the store committed), its name kept from new tables until then.
pub(super) fn close_table(server: &Arc<Server>, lobby: &mut Lobby, name: &str, why: ClosedReason) {
    let Some(room) = lobby.take_out(name) else {
        return;
    };
    for &id in &room.present {
        send(lobby, id, ServerMessage::TableClosed { why });
        if let Some(visitor) = lobby.visitors.get_mut(&id) {
            visitor.place = None;
        }
    }
    lobby.closing.insert(name.to_string());
    let (server_too, name_too, saved) = (server.clone(), name.to_string(), room.saved);
    server.shutdown.spawn(async move {
        let (server_again, name_again) = (server_too.clone(), name_too.clone());
        let _ = tokio::task::spawn_blocking(move || put_aside(&server_again, &name_again, &saved))
            .await;
        server_too.lobby().closing.remove(&name_too);
    });
    let reason = match why {
        ClosedReason::Finished => "finished",
        ClosedReason::Abandoned => "abandoned",
        ClosedReason::Host => "host",
        ClosedReason::Operator => "operator",
    };
    server.log(
        &Message::new("net-log-closed")
            .with("table", name.to_string())
            .with("reason", reason),
    );
}

/// A move played at table `name` for `seat`, now on the disk: logged and sent to everyone there.
pub(super) fn played(
    server: &Arc<Server>,
    lobby: &mut Lobby,
    name: &str,
    seat: usize,
    events: Vec<crate::game::Event>,
) {
    server.log(
        &Message::new("net-log-move")
            .with("table", name.to_string())
            .with("seat", seat)
            .with("count", events.len()),
    );
    let over = events
        .iter()
        .any(|e| matches!(e, crate::game::Event::GameOver { .. }));
    if let Some(room) = lobby.rooms.get_mut(name) {
        room.clock.moved(Instant::now());
    }
    broadcast_at(lobby, name, &ServerMessage::Events { seat, events }, None);
    if over {
        server.log(&Message::new("net-log-game-over").with("table", name.to_string()));
        keep_the_game(server, lobby, name);
        super::rated::game_over(server, lobby, name);
    }
}

/// Keeps the game just finished at table `name` for walking, written on a blocking thread; a write that fails is
/// logged (the game stays walkable until the server stops).
fn keep_the_game(server: &Arc<Server>, lobby: &Lobby, name: &str) {
    let Some(written) = lobby
        .rooms
        .get(name)
        .and_then(|room| server.kept.keep(&room.table))
    else {
        return;
    };
    let writing = server.clone();
    let table = name.to_string();
    server.shutdown.spawn(async move {
        if let Ok(Err(error)) = tokio::task::spawn_blocking(move || written.write()).await {
            writing.log(
                &Message::new("net-log-keeping-failed")
                    .with("table", table)
                    .with("error", error.to_string()),
            );
        }
    });
}

/// Starts the computers' moves at table `name` if the game waits on one and nobody is playing them already.
pub(super) fn play_computers_at(server: &Arc<Server>, name: &str) {
    let mut lobby = server.lobby();
    let Some(room) = lobby.rooms.get_mut(name) else {
        return;
    };
    if room.computers_playing || !room.table.computer_to_move() {
        return;
    }
    room.computers_playing = true;
    server
        .shutdown
        .spawn(play_computers(server.clone(), name.to_string()));
}

/// What became of one computer move.
enum ComputerMove {
    /// Played, saved and announced.
    Played,
    /// The disk did not take it, so it was not played: it is tried again after the pause.
    NotSaved,
    /// No computer has a move to make (or the table is gone): the loop ends.
    NoneToMake,
}

/// Plays the computers of table `name` while the game waits on one, a pause before each move. A stopping server
/// ends the loop in a pause, never in the middle of a move.
async fn play_computers(server: Arc<Server>, name: String) {
    loop {
        let pause = async {
            tokio::time::sleep(pause_before_move(&server, &name)).await;
            // The bots' knowledge may still be solving: wait for it off the lobby's lock.
            let Some(expert) = expert_for(&server, &name) else {
                return false;
            };
            if let Some(expert) = expert {
                let _ = tokio::task::spawn_blocking(move || expert.get()).await;
            }
            true
        };
        let go_on = tokio::select! {
            biased;
            () = server.shutdown.stopping() => false,
            go_on = pause => go_on,
        };
        if !go_on {
            return;
        }
        match play_one_computer_move(&server, &name).await {
            ComputerMove::Played | ComputerMove::NotSaved => {}
            ComputerMove::NoneToMake => return,
        }
    }
}

/// The pause before table `name`'s next computer move: the pace, or the undo window when a person has just
/// marked and the computer's turn has not begun with a roll yet.
fn pause_before_move(server: &Server, name: &str) -> std::time::Duration {
    let pace = server.options.pace;
    let lobby = server.lobby();
    let Some(room) = lobby.rooms.get(name) else {
        return pace;
    };
    let state = room.table.game().state();
    let person_just_marked = state.last_mark().is_some_and(|mark| !mark.by_computer)
        && state.turn().is_some_and(|turn| turn.dice.is_none());
    match person_just_marked {
        true => pace.max(server.options.periods.undo_window),
        false => pace,
    }
}

/// The expert table `name`'s computers play by (their players made if need be): `None` when the table is gone,
/// `Some(None)` when no expert was started for its rules.
fn expert_for(server: &Server, name: &str) -> Option<Option<crate::computer::Expert>> {
    let mut lobby = server.lobby();
    let room = lobby.rooms.get(name)?;
    let rules = room.table.game().state().rules().clone();
    if room.computers.is_none() {
        let table = room.table.clone();
        let computers = computers_for(&mut lobby, server, &table);
        if let Some(room) = lobby.rooms.get_mut(name) {
            room.computers = Some(computers);
        }
    }
    Some(lobby.experts.started(&rules))
}

/// The next computer move at table `name`, decided on a copy of the table, saved, then put in place.
async fn play_one_computer_move(server: &Arc<Server>, name: &str) -> ComputerMove {
    let Ok(_only_us) = enter(server, name).await else {
        return ComputerMove::NoneToMake;
    };
    let (mut computers, state) = {
        let mut lobby = server.lobby();
        let Some(room) = lobby.rooms.get_mut(name) else {
            return ComputerMove::NoneToMake;
        };
        // Looked at under the lock that `play_computers_at` looks at the flag under: no move is ever left unplayed.
        let Some(mut computers) = room.computers.take_if(|_| room.table.computer_to_move()) else {
            room.computers_playing = false;
            return ComputerMove::NoneToMake;
        };
        computers.set_skills(room.table.computer_skills());
        (computers, room.table.game().state().clone())
    };
    // Decided off the lobby's lock and off the runtime's threads: a champion weighing its chances may take a
    // while (under 200 ms), and the gate keeps the table as it is meanwhile.
    let decided = tokio::task::spawn_blocking(move || {
        let command = computers.next_command(&state);
        (computers, command)
    })
    .await;
    let decision = {
        let mut lobby = server.lobby();
        let Some(room) = lobby.rooms.get_mut(name) else {
            return ComputerMove::NoneToMake;
        };
        let Ok((computers, command)) = decided else {
            // A decision that panicked: the computers are made afresh should the game ask again.
            room.computers_playing = false;
            server.log(&Message::new("net-log-computer-stuck").with("table", name.to_string()));
            return ComputerMove::NoneToMake;
        };
        room.computers = Some(computers);
        let mut changed = room.table.clone();
        let Ok((seat, events)) = changed.computer_move(&command) else {
            room.computers_playing = false;
            server.log(&Message::new("net-log-computer-stuck").with("table", name.to_string()));
            return ComputerMove::NoneToMake;
        };
        let (server_too, table) = (server.clone(), name.to_string());
        Decision::table(changed, move |lobby| {
            played(&server_too, lobby, &table, seat, events);
        })
    };
    match finish(server, name, decision).await {
        Ok(()) => ComputerMove::Played,
        Err(_) => ComputerMove::NotSaved,
    }
}
