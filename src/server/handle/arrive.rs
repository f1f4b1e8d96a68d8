//! The messages of a connection arriving: hello, the list of tables, and coming to a table (making one, joining
//! one, watching one, or taking back the seats of a token). Each decides on a copy of the table; nobody hears of a
//! seat, or of a table, the disk does not hold.

use std::sync::Arc;
use std::time::Instant;

use rand::RngExt;

use super::account::may_use_names;
use crate::game::{MatchConfig, Skill};
use crate::i18n::Message;
use crate::net::protocol::{
    ErrorCode, HeldSeat, PROTOCOL_VERSION, Password, Sanction, SeatToken, ServerMessage, Snapshot,
    TABLES_PER_PAGE, TablePhase, TableSummary,
};
use crate::net::table::{BanHolds, ConnectionId, MAX_TABLE_NAME_CHARS, Table, checked_table_name};
use crate::server::commit::{Decision, change_table, finish};
use crate::server::lobby::{
    Lobby, Place, Room, Server, broadcast_at, computers_for, seeded_by_name, send,
};
use crate::server::secrets::new_token;
use crate::text::{PlayerName, is_single_script, look_alike_key};

/// The first message: the connection's name, answered with the server's id.
pub(super) fn hello(server: &Server, id: ConnectionId, name: &str) -> Result<(), ErrorCode> {
    let name = acceptable(name)?.to_string();
    let mut lobby = server.lobby();
    let address = lobby.visitors.get(&id).map(|visitor| visitor.address);
    let banned = address.and_then(|address| {
        server
            .moderation
            .in_force(Sanction::Banned, Some(&name), address)
    });
    if let Some((minutes, reason)) = banned {
        return Err(ErrorCode::BannedFromServer { minutes, reason });
    }
    if let Some(visitor) = lobby.visitors.get_mut(&id) {
        visitor.name = Some(name.clone());
    }
    let owned = server.accounts.owner_of(&name).is_some();
    let welcome = ServerMessage::Welcome {
        version: PROTOCOL_VERSION,
        server: server.id.clone(),
        owned,
        accounts_required: server.options.require_accounts,
        motd: server.moderation.motd(),
    };
    send(&lobby, id, welcome);
    Ok(())
}

/// Whether `name` may name a new table: no table has it or one that looks the same ("tea", "Tеa" with a Cyrillic
/// "е", or "Ｔｅａ" beside "Tea": `table-exists`), and it is neither blank nor in a mix of scripts (`bad-name`).
fn name_is_free(lobby: &Lobby, name: &str) -> Result<(), ErrorCode> {
    let key = look_alike_key(name);
    let taken = |other: &String| look_alike_key(other) == key;
    if lobby.rooms.keys().chain(&lobby.closing).any(taken) {
        return Err(ErrorCode::TableExists);
    }
    match !name.is_empty() && PlayerName::new(name).is_acceptable() && is_single_script(name) {
        true => Ok(()),
        false => Err(ErrorCode::BadName),
    }
}

/// Whether a person at `table` has the name of one of its computers in some language.
fn person_named_like_a_computer(table: &Table) -> bool {
    let computers = computer_names(table);
    table
        .game()
        .state()
        .config()
        .players
        .iter()
        .any(|p| !p.is_computer() && computers.contains(&p.name.look_alike_key()))
}

/// The names of `table`'s numbered computers in every shipped language, as look-alike keys: each listener hears
/// a computer in their own language ("Computer 1", "Ordinateur 1"), so a person under any of those names would
/// be heard as the computer by someone.
fn computer_names(table: &Table) -> Vec<String> {
    let numbers: Vec<u8> = table
        .game()
        .state()
        .config()
        .players
        .iter()
        .filter(|p| p.is_computer())
        .filter_map(|p| p.number)
        .collect();
    if numbers.is_empty() {
        return Vec::new();
    }
    // Worked out once: Fluent is not read again under the lobby's lock at every join.
    static EVERY_LANGUAGE: std::sync::OnceLock<Vec<(u8, String)>> = std::sync::OnceLock::new();
    let all = EVERY_LANGUAGE.get_or_init(|| {
        let mut all = Vec::new();
        for locale in crate::i18n::available() {
            let localizer = crate::i18n::Localizer::for_locale(locale);
            for n in 1..=crate::game::MAX_PLAYERS as u8 {
                let name = localizer.text(&Message::new("setup-bot-name").with("n", n));
                all.push((n, PlayerName::new(&name).look_alike_key()));
            }
        }
        all
    });
    all.iter()
        .filter(|(n, _)| numbers.contains(n))
        .map(|(_, key)| key.clone())
        .collect()
}

/// `raw` as a name others may see, or `bad-name`: nothing left once cleaned, or letters of several scripts.
fn acceptable(raw: &str) -> Result<PlayerName, ErrorCode> {
    let name = PlayerName::new(raw);
    if name.is_acceptable() {
        Ok(name)
    } else {
        Err(ErrorCode::BadName)
    }
}

/// Page `page` of the list of tables.
pub(super) fn list_tables(server: &Server, id: ConnectionId, page: usize) {
    let lobby = server.lobby();
    let (list, pages) = list_page(&lobby, id, page);
    send(&lobby, id, ServerMessage::Tables { list, page, pages });
}

/// A table's name longer than a table's may be.
const TOO_LONG: ErrorCode = ErrorCode::TableNameTooLong {
    limit: MAX_TABLE_NAME_CHARS,
};

/// Makes table `table` for connection `id`, its gate held until it is on the disk: nobody hears of a table the
/// disk does not hold, and one that cannot be saved is not made.
pub(super) async fn create(
    server: &Arc<Server>,
    id: ConnectionId,
    table: &str,
    config: MatchConfig,
    (stand_in, privacy): (Skill, Privacy),
) -> Result<(), ErrorCode> {
    let privacy = checked_privacy(privacy)?;
    // Never cut: a cut name could read the same as another table's, and is not the name its maker gave.
    let name = checked_table_name(table).ok_or(TOO_LONG)?;
    let (gate, table, seats) = {
        let mut lobby = server.lobby();
        at_no_table(&lobby, id)?;
        let people = config.players.iter().filter(|p| !p.is_computer());
        may_use_names(server, &lobby, id, people.map(|p| p.name.as_str()))?;
        name_is_free(&lobby, &name)?;
        let (table, seats) = new_table(server, &name, config, (stand_in, privacy), id)?;
        room_for_a_table(server, &lobby, id, table.has_computer_seat())?;
        // Solving starts now for a table with computer seats; others get theirs if one ever stands in.
        let computers = table.has_computer_seat().then(|| {
            let computers = computers_for(&mut lobby, server, &table);
            // Reading or solving starts now, so that the first computer move does not wait for it.
            if let Some(expert) = lobby.experts.started(table.game().state().rules()) {
                expert.start();
            }
            computers
        });
        // In the lobby from now on, its gate held until it is on the disk, so that the name is taken.
        let mut room = Room::new(table.clone(), computers, Instant::now());
        room.made_from = lobby.visitors.get(&id).map(|visitor| visitor.address);
        let gate = room
            .gate
            .clone()
            .try_lock_owned()
            .expect("a new gate is free");
        lobby.open(room);
        (gate, table, seats)
    };
    let snapshot = table.snapshot();
    let server_too = server.clone();
    let table_name = name.clone();
    let decision = Decision::table(table, move |lobby| {
        if let Some(room) = lobby.rooms.get_mut(&table_name) {
            room.present.push(id);
        }
        if let Some(visitor) = lobby.visitors.get_mut(&id) {
            visitor.place = Some(Place::Seated {
                table: table_name.clone(),
            });
        }
        seated(
            &server_too,
            lobby,
            id,
            "net-log-table-created",
            table_name,
            seats,
            snapshot,
        );
    });
    let made = finish(server, &name, decision).await;
    if made.is_err() {
        // Not on the disk, so not made: nobody has heard of it.
        server.lobby().take_out(&name);
    }
    drop(gate);
    made
}

/// Table `name` as connection `id` asked for it, with the seats it holds: its dice seeded, private if asked.
///
/// # Errors
/// What the table refuses of `config`; [`ErrorCode::NameTaken`] for a person named as a computer would be.
fn new_table(
    server: &Server,
    name: &str,
    config: MatchConfig,
    (stand_in, privacy): (Skill, Privacy),
    id: ConnectionId,
) -> Result<(Table, Vec<HeldSeat>), ErrorCode> {
    let seed = server
        .options
        .seed
        .map_or_else(|| rand::rng().random(), |seed| seeded_by_name(seed, name));
    let token = SeatToken::from(new_token());
    let (mut table, seats) = Table::create(name, config, seed, stand_in, id, &token)?;
    if let Privacy::Private(password) = privacy {
        table.make_private(password);
    }
    if person_named_like_a_computer(&table) {
        return Err(ErrorCode::NameTaken);
    }
    Ok((table, seats))
}

/// Connection `id` sits at table `table` with one seat for each of `names`.
pub(super) async fn join(
    server: &Arc<Server>,
    id: ConnectionId,
    table: String,
    names: Vec<String>,
    password: Option<Password>,
) -> Result<(), ErrorCode> {
    let server = server.clone();
    change_table(&server.clone(), &table.clone(), move |lobby, room| {
        at_no_table(lobby, id)?;
        for name in &names {
            acceptable(name)?;
        }
        may_use_names(&server, lobby, id, names.iter().map(String::as_str))?;
        banned_here(lobby, room, id, &names)?;
        let_in(&server, lobby, room, id, (&names, password.as_ref()))?;
        let watching = spectator_names(lobby, room);
        let computers = computer_names(&room.table);
        if names.iter().any(|n| {
            let key = PlayerName::new(n).look_alike_key();
            watching.contains(&key) || computers.contains(&key)
        }) {
            return Err(ErrorCode::NameTaken);
        }
        let mut changed = room.table.clone();
        let first_new = changed.seats().len();
        let seats = changed.join(&names, id, &SeatToken::from(new_token()))?;
        let joined: Vec<(usize, String)> = changed.game().state().config().players[first_new..]
            .iter()
            .enumerate()
            .map(|(i, p)| (first_new + i, p.name.to_string()))
            .collect();
        let snapshot = changed.snapshot();
        Ok(Decision::table(changed, move |lobby| {
            put_in(
                lobby,
                id,
                Place::Seated {
                    table: table.clone(),
                },
            );
            for (seat, person) in joined {
                let joined = ServerMessage::PersonJoined {
                    seat,
                    name: person,
                    snapshot: snapshot.clone(),
                };
                broadcast_at(lobby, &table, &joined, Some(id));
            }
            seated(&server, lobby, id, "net-log-joined", table, seats, snapshot);
        }))
    })
    .await
}

/// Connection `id` watches table `table`, under `name` or the name it said hello with.
pub(super) async fn spectate(
    server: &Arc<Server>,
    id: ConnectionId,
    table: String,
    name: Option<String>,
    password: Option<Password>,
) -> Result<(), ErrorCode> {
    let server = server.clone();
    // Through the gate although nothing is saved: the snapshot is never of a change not yet on disk.
    change_table(&server.clone(), &table.clone(), move |lobby, room| {
        at_no_table(lobby, id)?;
        let said_hello_as = || {
            let visitor = lobby.visitors.get(&id);
            visitor.and_then(|v| v.name.clone()).unwrap_or_default()
        };
        let name = acceptable(&name.unwrap_or_else(said_hello_as))?.to_string();
        may_use_names(&server, lobby, id, [name.as_str()])?;
        banned_here(lobby, room, id, std::slice::from_ref(&name))?;
        let_in(
            &server,
            lobby,
            room,
            id,
            (std::slice::from_ref(&name), password.as_ref()),
        )?;
        let limit = server.options.limits.spectators;
        if room.spectators(lobby).len() >= limit {
            return Err(ErrorCode::TooManySpectators { limit });
        }
        let key = PlayerName::new(&name).look_alike_key();
        if room.table.has_name(&name)
            || spectator_names(lobby, room).contains(&key)
            || computer_names(&room.table).contains(&key)
        {
            return Err(ErrorCode::NameTaken);
        }
        let snapshot = room.table.snapshot();
        Ok(Decision::unchanged(move |lobby| {
            put_in(
                lobby,
                id,
                Place::Watching {
                    table: table.clone(),
                    name: name.clone(),
                },
            );
            let arrived = ServerMessage::SpectatorArrived { name };
            broadcast_at(lobby, &table, &arrived, Some(id));
            server.log(
                &Message::new("net-log-watching")
                    .with("table", table.clone())
                    .with("id", id.to_string()),
            );
            send(lobby, id, ServerMessage::Watching { table, snapshot });
        }))
    })
    .await
}

/// Connection `id` takes back the seats of `token`; the connections that held them until now (another window or
/// device) lose them, and are told once the change is saved.
pub(super) async fn rejoin(
    server: &Arc<Server>,
    id: ConnectionId,
    token: SeatToken,
) -> Result<(), ErrorCode> {
    let (found, address) = {
        let lobby = server.lobby();
        at_no_table(&lobby, id)?;
        let address = lobby.visitors.get(&id).map(|visitor| visitor.address);
        (lobby.table_of_token(&token), address)
    };
    let Some(name) = found else {
        if address.is_none_or(|address| server.rates.log_bad_token(address)) {
            server.log(&Message::new("net-log-bad-token").with("id", id.to_string()));
        }
        return Err(ErrorCode::BadToken);
    };
    let server = server.clone();
    change_table(&server.clone(), &name.clone(), move |lobby, room| {
        at_no_table(lobby, id)?;
        let mut changed = room.table.clone();
        let mut replaced: Vec<ConnectionId> = changed
            .seats()
            .iter()
            .filter(|seat| seat.token.as_ref() == Some(&token))
            .filter_map(|seat| seat.held_by)
            .filter(|&holder| holder != id)
            .collect();
        replaced.sort_unstable();
        replaced.dedup();
        let seats = changed.rejoin(&token, id)?;
        let snapshot = changed.snapshot();
        // What the returning people played before, so that their review covers the whole game.
        let histories = changed.histories(seats.iter().map(|held| held.seat));
        Ok(Decision::table(changed, move |lobby| {
            if let Some(room) = lobby.rooms.get_mut(&name) {
                let table = &room.table;
                room.present.retain(|present| {
                    !replaced.contains(present) || !table.held_by(*present).is_empty()
                });
                back_on_the_clock(room, &seats);
            }
            for &old in &replaced {
                if let Some(visitor) = lobby.visitors.get_mut(&old) {
                    visitor.place = None;
                }
                send(lobby, old, ServerMessage::SeatsTakenElsewhere);
            }
            put_in(
                lobby,
                id,
                Place::Seated {
                    table: name.clone(),
                },
            );
            for held in &seats {
                let back = ServerMessage::PersonBack { seat: held.seat };
                broadcast_at(lobby, &name, &back, Some(id));
            }
            seated(
                &server,
                lobby,
                id,
                "net-log-rejoined",
                name,
                seats,
                snapshot,
            );
            for history in histories {
                send(lobby, id, history);
            }
        }))
    })
    .await
}

/// Puts connection `id` at `place`: among those present at its table, and the place it is at.
fn put_in(lobby: &mut Lobby, id: ConnectionId, place: Place) {
    if let Some(room) = lobby.rooms.get_mut(place.table()) {
        room.present.push(id);
    }
    if let Some(visitor) = lobby.visitors.get_mut(&id) {
        visitor.place = Some(place);
    }
}

/// The names of the spectators at the table of `room`, as look-alike keys.
pub(super) fn spectator_names(lobby: &Lobby, room: &Room) -> Vec<String> {
    room.spectators(lobby)
        .iter()
        .filter_map(|id| match &lobby.visitors.get(id)?.place {
            Some(Place::Watching { name, .. }) => Some(PlayerName::new(name).look_alike_key()),
            _ => None,
        })
        .collect()
}

/// Page `page` of the list of tables (tables open to join first, each group by name), and how many pages
/// there are (at least one, even with no table).
fn list_page(lobby: &Lobby, id: ConnectionId, page: usize) -> (Vec<TableSummary>, usize) {
    // A private table is listed to those invited and to those at it, to nobody else.
    let visitor = lobby.visitors.get(&id);
    let known: Vec<&str> = visitor
        .map(|v| {
            v.name
                .iter()
                .chain(&v.account)
                .map(String::as_str)
                .collect()
        })
        .unwrap_or_default();
    let shown = lobby
        .rooms
        .values()
        .filter(|room| room.present.contains(&id) || room.table.shown_to(known.iter().copied()));
    let (open, others): (Vec<&Room>, Vec<&Room>) = shown.partition(|room| room.table.is_open());
    let pages = (open.len() + others.len()).div_ceil(TABLES_PER_PAGE).max(1);
    let list = open
        .into_iter()
        .chain(others)
        .skip(page.saturating_mul(TABLES_PER_PAGE))
        .take(TABLES_PER_PAGE)
        .map(|room| room.table.summary(room.spectators(lobby).len()))
        .collect();
    (list, pages)
}

/// Refuses a new table past the server's bound on tables, past the open tables one address made (those with a
/// computer seat counted apart, since each may need a strategy table in memory), or past the address's rate.
fn room_for_a_table(
    server: &Server,
    lobby: &Lobby,
    id: ConnectionId,
    with_computers: bool,
) -> Result<(), ErrorCode> {
    let limits = &server.options.limits;
    if lobby.rooms.len() >= limits.tables {
        return Err(ErrorCode::TooManyTables {
            limit: limits.tables,
        });
    }
    let address = lobby.visitors.get(&id).map(|visitor| visitor.address);
    let made_there: Vec<&Room> = lobby
        .rooms
        .values()
        .filter(|room| room.made_from.is_some() && room.made_from == address)
        .collect();
    if made_there.len() >= limits.tables_per_address {
        return Err(ErrorCode::TooManyTables {
            limit: limits.tables_per_address,
        });
    }
    let with_computers_there = made_there
        .iter()
        .filter(|room| room.table.has_computer_seat())
        .count();
    if with_computers && with_computers_there >= limits.computer_tables_per_address {
        return Err(ErrorCode::TooManyTables {
            limit: limits.computer_tables_per_address,
        });
    }
    if address.is_some_and(|address| !server.rates.new_table(address)) {
        return Err(ErrorCode::TooFast);
    }
    Ok(())
}

/// Refuses a message that needs a connection at no table.
/// Refuses connection `id` at the table of `room` when the host banned the name it said hello with or one of
/// `names` it comes with (or a look-alike of any), or someone from its address, unless it comes under names that
/// were at the table then or are invited, or is logged in as the owner of a name nobody banned.
fn banned_here(
    lobby: &Lobby,
    room: &Room,
    id: ConnectionId,
    names: &[String],
) -> Result<(), ErrorCode> {
    let visitor = lobby.visitors.get(&id).ok_or(ErrorCode::NotHelloFirst)?;
    let address = visitor.address.to_string();
    let all_names: Vec<&str> = names
        .iter()
        .map(String::as_str)
        .chain(visitor.name.iter().map(String::as_str))
        .collect();
    let vouched = visitor.account.is_some();
    match room.table.ban_holds(&all_names, Some(&address), vouched) {
        Some(BanHolds::Name) => Err(ErrorCode::Banned),
        Some(BanHolds::Address) => Err(ErrorCode::BannedAddress),
        None => Ok(()),
    }
}

/// Whether connection `id`, coming with `names` (its seats, or the name it watches under) and logged in as its
/// account if it is, may come to the table of `room`: a private table takes those invited, and those who give
/// its password. Passwords are tried no faster than account passwords, per address and per table.
fn let_in(
    server: &Server,
    lobby: &Lobby,
    room: &Room,
    id: ConnectionId,
    (names, password): (&[String], Option<&Password>),
) -> Result<(), ErrorCode> {
    let visitor = lobby.visitors.get(&id).ok_or(ErrorCode::NotHelloFirst)?;
    let names = names.iter().map(String::as_str);
    let owner = visitor.account.as_deref();
    let tried = room.table.house().private
        && password.is_some()
        && room.table.let_in(names.clone(), owner, None).is_err();
    if tried
        && !server
            .rates
            .table_password(visitor.address, room.table.name())
    {
        return Err(ErrorCode::TooManyLogins);
    }
    room.table.let_in(names, owner, password)
}

/// Who may come to a table being made.
#[derive(Debug)]
pub(super) enum Privacy {
    /// Anyone: the table is in everyone's list.
    Public,
    /// Those invited, and those who give its password when it has one.
    Private(Option<Password>),
}

impl Privacy {
    /// As a `create-table` message asks: `private`, with `password` if one was given (ignored for a public table).
    pub(super) fn asked(private: bool, password: Option<Password>) -> Privacy {
        match private {
            true => Privacy::Private(password),
            false => Privacy::Public,
        }
    }
}

/// A private table's password, checked.
fn checked_privacy(privacy: Privacy) -> Result<Privacy, ErrorCode> {
    match privacy {
        Privacy::Private(Some(password)) => {
            Ok(Privacy::Private(Some(checked_table_password(&password)?)))
        }
        other => Ok(other),
    }
}

/// The longest password a private table takes, in characters.
const TABLE_PASSWORD_CHARS: usize = 64;

/// A private table's password as given, or [`ErrorCode::BadConfig`] for one empty or too long once cleaned.
fn checked_table_password(raw: &Password) -> Result<Password, ErrorCode> {
    let (text, cleaning) = crate::text::CleanText::cleaned(raw.expose(), TABLE_PASSWORD_CHARS);
    if cleaning.shortened || text.is_empty() {
        return Err(ErrorCode::BadConfig);
    }
    Ok(Password::new(text.to_string()))
}

/// The people of `seats` are back at the table of `room`: if one of them is to move, the turn timer counts from
/// now (once a turn).
fn back_on_the_clock(room: &mut crate::server::lobby::Room, seats: &[HeldSeat]) {
    let table = &room.table;
    if let (Some(turn), TablePhase::Playing { round, .. }) =
        (table.game().state().turn(), table.phase())
        && seats.iter().any(|held| held.seat == turn.player)
    {
        room.clock.returned((turn.player, round), Instant::now());
    }
}

fn at_no_table(lobby: &Lobby, id: ConnectionId) -> Result<(), ErrorCode> {
    match lobby.visitors.get(&id).and_then(|v| v.place.as_ref()) {
        Some(_) => Err(ErrorCode::AlreadyAtTable),
        None => Ok(()),
    }
}

/// Logs `log_id` and tells connection `id` the seats it now holds at `table`, with the table as it stands.
fn seated(
    server: &Server,
    lobby: &Lobby,
    id: ConnectionId,
    log_id: &'static str,
    table: String,
    seats: Vec<HeldSeat>,
    snapshot: Snapshot,
) {
    server.log(
        &Message::new(log_id)
            .with("table", table.clone())
            .with("id", id.to_string()),
    );
    send(
        lobby,
        id,
        ServerMessage::Seated {
            table,
            seats,
            snapshot,
        },
    );
}
