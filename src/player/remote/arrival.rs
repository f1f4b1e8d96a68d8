//! The questions before play at a network table, each skipped by its flag: which table (a seat held there to
//! take back, a table to join or watch, or a new one to make, with its match; see `lobby.rs`), and who is at this
//! keyboard when the choice needs names. Each choice is a function that asks the server and tries again where the
//! answer asks for it; a connection lost meanwhile is waited for, and the question asked again once it is back.

use std::time::Duration;

use super::link::{Incoming, Link};
use super::lobby::{Choice, ask_table, still_held};
use super::people::Names;
use super::reach::connect;
use super::seat_book::{HeldPlace, SeatBook};
use super::secure::TrustBook;
use super::state::{Arrival, error_message, sanction_message};
use crate::game::{MatchConfig, PlayerSpec, Skill};
use crate::i18n::{Localizer, Message};
use crate::net::protocol::{ClientMessage, ErrorCode, Sanction, ServerMessage, TableSummary};
use crate::net::table::{MAX_TABLE_NAME_CHARS, checked_table_name, clean_table_name};
use crate::player::args::JoinArgs;
use crate::player::lines::LineRead;
use crate::player::persistence::Preferences;
use crate::player::setup::{self, Asker, SetupFailure, SetupInterrupted};
use crate::player::words;
use crate::text::{PlayerName, look_alike_key};
use crate::usage::UsageError;

/// How long to wait for the server's answer to a question asked before play.
const ANSWER_WITHIN: Duration = Duration::from_secs(15);

/// The questions before play, each skipped by its flag; `None` when the player quit at one. A flag's choice
/// that the server refuses is said, then the questions take over.
pub(super) fn arrive(
    way: &Way<'_>,
    book: &SeatBook,
    trust: &mut TrustBook,
    asker: &mut Asker<'_>,
) -> Result<Option<Arrived>, UsageError> {
    match arrive_asking(way, book, trust, asker) {
        Ok(arrived) => Ok(arrived),
        Err(SetupFailure::Usage(error)) => Err(error),
        Err(SetupFailure::Interrupted) => Ok(None),
    }
}

/// How to a table: the flags, the settings, the server's address, how many people are at this keyboard, and
/// whether the flags choose the table (the first time only: back from a closed table, the list is asked).
pub(super) struct Way<'a> {
    pub args: &'a JoinArgs,
    pub settings: &'a Preferences,
    pub address: &'a str,
    pub seats: usize,
    pub flags_choose: bool,
    /// The people this player chose not to hear, in the lobby as at the tables.
    pub mutes: &'a super::mutes::Mutes,
    /// What the questions sleep on while they wait for a line and the server at once.
    pub woken: Woken<'a>,
}

/// The bell the typed lines and the server's link both ring, and where it is heard: a question that waits for
/// either sleeps on `rung` until one comes.
#[derive(Clone, Copy)]
pub(super) struct Woken<'a> {
    pub bell: &'a std::sync::mpsc::Sender<()>,
    pub rung: &'a std::sync::mpsc::Receiver<()>,
}

/// Where the player arrived.
pub(super) enum Arrived {
    /// At a table: the link to the server, the table as it stands, and the name a spectator watches under.
    Table(Link, Arrival, String),
    /// At a finished game the server keeps, to walk it (the lobby's `walk N`), with what says which game it is.
    Walk(crate::game::Game, Message),
}

/// [`arrive`], with the player's quitting at a question as [`SetupFailure::Interrupted`]. The server is
/// reached first (nobody answers a question for a server that is not there); names are asked when a choice
/// needs them, Enter taking the names this keyboard used last.
fn arrive_asking(
    way: &Way<'_>,
    book: &SeatBook,
    trust: &mut TrustBook,
    asker: &mut Asker<'_>,
) -> Result<Option<Arrived>, SetupFailure> {
    let Way {
        args,
        settings,
        address,
        seats,
        flags_choose,
        ..
    } = *way;
    let mut people = Names {
        chosen: Vec::new(),
        refused: Vec::new(),
        last: book.last_names(),
        seats,
    };
    for name in &args.names {
        let (name, cleaning) = PlayerName::cleaned(name);
        if cleaning.shortened {
            return Err(UsageError::NameTooLong(name.to_string()).into());
        }
        people.chosen.push(PlayerSpec::human(name));
    }
    let logins = book.logins();
    let Some(link) = connect(address, args, &mut people, (trust, &logins), asker)? else {
        return Ok(None);
    };
    // From here the link rings the questions' bell with each arrival (the table's play rings its own).
    let bell = way.woken.bell.clone();
    link.ring(Box::new(move || {
        let _ = bell.send(());
    }));
    let server = link.server_id().to_string();
    // The flags choose first; once refused, the questions.
    let mut by_flags = choice_by_flags(args, book, &server).filter(|_| flags_choose);
    loop {
        let choice = match by_flags.take() {
            Some(choice) => choice,
            None => {
                let tables = match table_list(&link) {
                    Ok(tables) => tables,
                    Err(trouble) => {
                        after_trouble((&link, way.woken.rung), asker, &trouble)?;
                        continue;
                    }
                };
                lobby_choice((&link, &server, book), &tables, way, asker)?
            }
        };
        let arrived = match choice {
            Choice::Refresh => continue,
            Choice::Walk(game) => match kept_game(&link, game.id) {
                Ok(kept) => return Ok(Some(Arrived::Walk(kept, super::kept_games::intro(&game)))),
                Err(trouble) => Err(trouble),
            },
            Choice::Rejoin(held) => rejoin(&link, book, &server, held),
            Choice::Watch(table) => watch(&link, &table, &mut people, asker)?,
            Choice::Join(table) => join(&link, &table, &mut people, asker)?,
            Choice::Lost => Err(Trouble::Lost),
            Choice::Create(table) => {
                // `--start` starts the table the flags make, not one made later through the questions.
                let start = args.start && flags_choose;
                create(args, settings, &link, (table, start), &mut people, asker)?
            }
        };
        match arrived {
            Ok(arrival) => {
                let names = match arrival.seats.is_empty() {
                    true => vec![people.chosen[0].name.to_string()],
                    false => arrival_names(&arrival),
                };
                book.remember_names(names);
                // The name is taken now: a spectator asked for another one watches under it.
                let watch_name = people
                    .chosen
                    .first()
                    .map_or_else(String::new, |p| p.name.to_string());
                return Ok(Some(Arrived::Table(link, arrival, watch_name)));
            }
            Err(trouble) => after_trouble((&link, way.woken.rung), asker, &trouble)?,
        }
    }
}

/// The names of the seats an arrival holds, in seat order.
fn arrival_names(arrival: &Arrival) -> Vec<String> {
    let players = &arrival.snapshot.state.config().players;
    arrival
        .seats
        .iter()
        .filter_map(|held| players.get(held.seat).map(|p| p.name.to_string()))
        .collect()
}

/// Why arriving did not work this time.
#[derive(Debug)]
enum Trouble {
    /// The server refused it (said, then the questions again).
    Refused(ErrorCode),
    /// The connection dropped (waited for, then the questions again).
    Lost,
    /// Said in words of its own, then the questions again.
    Said(Message),
    /// An operator banned the person from the server (the ban said in these words): `sayzee join` ends.
    Banned(Message),
}

/// Says what went wrong and, when the connection dropped, waits until it is back.
fn after_trouble(
    (link, rung): (&Link, &std::sync::mpsc::Receiver<()>),
    asker: &mut Asker<'_>,
    trouble: &Trouble,
) -> Result<(), SetupInterrupted> {
    match trouble {
        Trouble::Refused(code) => {
            asker.say(&error_message(code));
            Ok(())
        }
        Trouble::Said(message) => {
            asker.say(message);
            Ok(())
        }
        Trouble::Lost => wait_for_server((link, rung), asker),
        Trouble::Banned(message) => {
            link.give_up();
            asker.say(message);
            asker.say(&Message::new("net-banned-ends"));
            Err(SetupInterrupted)
        }
    }
}

/// The connection dropped at a question: said at once, then waited for (the link tries again by itself) until
/// it is back. What is typed meanwhile answers nothing (it is thrown away), except quitting. Between the link's
/// news and the lines it sleeps: both ring `rung`.
fn wait_for_server(
    (link, rung): (&Link, &std::sync::mpsc::Receiver<()>),
    asker: &mut Asker<'_>,
) -> Result<(), SetupInterrupted> {
    asker.say(&Message::new("net-lobby-lost"));
    let localizer = Localizer::for_locale(&asker.localizer.locale());
    loop {
        // One arrival at a time: what comes after the link is back is for the question asked again.
        while let Some(incoming) = link.next_within(Duration::ZERO) {
            match incoming {
                Incoming::Back => {
                    asker.input.discard_typed_ahead();
                    asker.say(&Message::new("net-lobby-back"));
                    return Ok(());
                }
                Incoming::StillTrying => asker.say(&Message::new("net-lobby-still-trying")),
                _ => {}
            }
        }
        while let Some(read) = asker.input.typed_ahead() {
            match read {
                LineRead::Line(line) if words::in_english(&line, &localizer) == "quit" => {
                    return Err(SetupInterrupted);
                }
                LineRead::Interrupted | LineRead::End => return Err(SetupInterrupted),
                _ => asker.say(&Message::new("net-lobby-not-yet")),
            }
        }
        if rung.recv().is_err() {
            // Nothing can ring any more: the link is gone, and with it the server.
            return Err(SetupInterrupted);
        }
    }
}

/// What the flags choose (`--create`, `--table` with `--spectate` or not), if anything: a table this keyboard
/// holds seats at is taken back rather than joined again.
fn choice_by_flags(args: &JoinArgs, book: &SeatBook, server: &str) -> Option<Choice> {
    match (&args.table, args.create, args.spectate) {
        (table, true, _) => Some(Choice::Create(table.clone())),
        (Some(table), false, true) => Some(Choice::Watch(table.clone())),
        (Some(table), false, false) => Some(
            match book
                .held(server)
                .into_iter()
                .find(|held| held.table == *table)
            {
                Some(held) => Choice::Rejoin(held),
                None => Choice::Join(table.clone()),
            },
        ),
        (None, false, _) => None,
    }
}

/// Takes back the seats held at a table. Refused, they are forgotten, and the player hears whether the table
/// is gone or only the seat (given up while they were away).
fn rejoin(link: &Link, book: &SeatBook, server: &str, held: HeldPlace) -> Result<Arrival, Trouble> {
    link.send(ClientMessage::Rejoin { token: held.token });
    match answer(link) {
        Err(Trouble::Refused(_)) => {
            book.forget(server, &held.table);
            let gone = match table_list(link) {
                Ok(tables) if tables.iter().any(|t| t.name == held.table) => "net-seat-given-up",
                _ => "net-table-gone",
            };
            Err(Trouble::Said(
                Message::new(gone).with("table", clean_table_name(&held.table)),
            ))
        }
        other => other,
    }
}

/// A private table's refusals that its password answers.
macro_rules! private_table {
    () => {
        ErrorCode::TablePasswordNeeded | ErrorCode::WrongTablePassword
    };
}

/// A private table asked for its password (`code` says whether one was given and wrong): the password typed, or
/// `None` when the player goes back to the list (Enter alone).
fn table_password(
    table: &str,
    code: &ErrorCode,
    asker: &mut Asker<'_>,
) -> Result<Option<String>, SetupInterrupted> {
    asker.say(&error_message(code));
    let question =
        Message::new("net-table-password-question").with("table", clean_table_name(table));
    asker.ask(
        &question,
        |answer| Ok(Some(answer.trim().to_string()).filter(|a| !a.is_empty())),
        None,
    )
}

/// Watches `table` under the first person's name, asking another while it is taken.
fn watch(
    link: &Link,
    table: &str,
    people: &mut Names,
    asker: &mut Asker<'_>,
) -> Result<Result<Arrival, Trouble>, SetupFailure> {
    let mut password = None;
    loop {
        people.ask_missing(asker, 1)?;
        link.send(ClientMessage::Spectate {
            table: table.to_string(),
            name: Some(people.chosen[0].name.to_string()),
            password: password.clone(),
        });
        match answer(link) {
            Err(Trouble::Refused(ErrorCode::NameTaken)) => people.refused_all(asker),
            Err(Trouble::Refused(ErrorCode::NameClaimed)) => people.refused_owned(asker),
            Err(Trouble::Refused(code @ private_table!())) => {
                match table_password(table, &code, asker)? {
                    Some(given) => password = Some(given.into()),
                    None => return Ok(Err(Trouble::Said(Message::new("net-table-not-joined")))),
                }
            }
            other => {
                // A spectator has no token: the password lets them watch again after a lost connection.
                if let (Ok(_), Some(password)) = (&other, password) {
                    link.keep_table_password(table, password);
                }
                return Ok(other);
            }
        }
    }
}

/// Joins `table` with the people at this keyboard (those not named yet asked), asking every name again while
/// one is taken.
fn join(
    link: &Link,
    table: &str,
    people: &mut Names,
    asker: &mut Asker<'_>,
) -> Result<Result<Arrival, Trouble>, SetupFailure> {
    let mut password = None;
    loop {
        people.ask_missing(asker, people.seats)?;
        let names = people.chosen.iter().map(|p| p.name.to_string()).collect();
        link.send(ClientMessage::JoinTable {
            table: table.to_string(),
            names,
            password: password.clone(),
        });
        match answer(link) {
            // Which name is taken, the server does not say: every name is asked again.
            Err(Trouble::Refused(ErrorCode::NameTaken)) => people.refused_all(asker),
            Err(Trouble::Refused(ErrorCode::NameClaimed)) => people.refused_owned(asker),
            Err(Trouble::Refused(code @ private_table!())) => {
                match table_password(table, &code, asker)? {
                    Some(given) => password = Some(given.into()),
                    None => return Ok(Err(Trouble::Said(Message::new("net-table-not-joined")))),
                }
            }
            other => return Ok(other),
        }
    }
}

/// Makes a table (named by `--table`, else asked) with the match asked for, asking another name while the one
/// chosen is taken; starts it at once with `--start`.
fn create(
    args: &JoinArgs,
    settings: &Preferences,
    link: &Link,
    (table, start): (Option<String>, bool),
    people: &mut Names,
    asker: &mut Asker<'_>,
) -> Result<Result<Arrival, Trouble>, SetupFailure> {
    people.ask_missing(asker, people.seats)?;
    let taken: Vec<String> = match table_list(link) {
        Ok(tables) => tables.into_iter().map(|t| t.name).collect(),
        Err(trouble) => return Ok(Err(trouble)),
    };
    let mut table = match table {
        Some(table) => table,
        None => ask_table_name(asker, &people.chosen[0].name, &taken)?,
    };
    let config = table_config(args, settings, &mut people.chosen, asker)?;
    let stand_in = match &args.stand_in {
        Some(level) => level.parse().unwrap_or(Skill::Good),
        None if args.bots.is_empty() => setup::ask_stand_in(asker)?,
        None => Skill::Good,
    };
    let password = match args.private {
        true => asker.ask(
            &Message::new("net-private-password-question"),
            |answer| Ok(Some(answer.trim().to_string()).filter(|a| !a.is_empty())),
            None,
        )?,
        false => None,
    };
    loop {
        link.send(ClientMessage::CreateTable {
            table: table.clone(),
            config: config.clone(),
            stand_in,
            private: args.private,
            password: password.clone().map(Into::into),
        });
        match answer(link) {
            Err(Trouble::Refused(ErrorCode::TableExists)) => {
                asker.say(&Message::new("net-error-table-exists"));
                table = ask_table_name(asker, &people.chosen[0].name, &[table])?;
            }
            Ok(arrival) if start => {
                link.send(ClientMessage::Start);
                return Ok(started(link, arrival));
            }
            other => return Ok(other),
        }
    }
}

/// The new table's name: Enter takes the first player's, made unique among the tables `taken`. A name longer
/// than a table's may be is asked again, never cut.
fn ask_table_name(
    asker: &mut Asker<'_>,
    first: &PlayerName,
    taken: &[String],
) -> Result<String, SetupInterrupted> {
    let is_taken = |name: &str| {
        taken
            .iter()
            .any(|t| look_alike_key(t) == look_alike_key(name))
    };
    let default = std::iter::once(first.to_string())
        .chain((2..).map(|n| format!("{first} {n}")))
        .find(|name| !is_taken(name))
        .unwrap_or_default();
    asker.ask(
        &Message::new("net-question-table-name").with("default", default.clone()),
        |answer| {
            let name = checked_table_name(answer.trim()).ok_or_else(|| {
                Message::new("net-error-table-name-too-long").with("limit", MAX_TABLE_NAME_CHARS)
            })?;
            if is_taken(&name) {
                Err(Message::new("net-table-name-taken").with("table", name))
            } else {
                Ok(name)
            }
        },
        default.clone(),
    )
}

/// The new table's match: the people at this keyboard, the rules and the computer players, asked as setup asks
/// them unless the flags say.
fn table_config(
    args: &JoinArgs,
    settings: &Preferences,
    people: &mut [PlayerSpec],
    asker: &mut Asker<'_>,
) -> Result<MatchConfig, SetupFailure> {
    let table_args = args.table_args(people.iter().map(|p| p.name.to_string()).collect());
    let mut config = setup::setup(&table_args, settings, false, asker)?;
    if args.bots.is_empty() {
        setup::ask_computers(asker, &mut config.players)?;
    }
    config.validate().map_err(UsageError::Config)?;
    Ok(config)
}

/// The most pages of tables asked for: the first thousand tables, open ones first.
const MOST_PAGES: usize = 40;

/// The server's list of tables, page after page.
fn table_list(link: &Link) -> Result<Vec<TableSummary>, Trouble> {
    let mut tables = Vec::new();
    for page in 0..MOST_PAGES {
        link.send(ClientMessage::ListTables { page });
        let (list, pages) = reply(link, |message| match message {
            ServerMessage::Tables {
                list,
                page: this,
                pages,
            } if this == page => Some((list, pages)),
            _ => None,
        })?;
        tables.extend(list);
        if page + 1 >= pages {
            break;
        }
    }
    Ok(tables)
}

/// The lobby's question over `tables`, with the seats this keyboard still holds at them (a seat given up while
/// it was away is forgotten, not offered).
fn lobby_choice(
    (link, server, book): (&Link, &str, &SeatBook),
    tables: &[TableSummary],
    way: &Way<'_>,
    asker: &mut Asker<'_>,
) -> Result<Choice, SetupInterrupted> {
    let held = book.held(server);
    let still = still_held(&held, tables);
    for gone in held.iter().filter(|place| !still.contains(place)) {
        book.forget(server, &gone.table);
    }
    let mut hall = super::hall::Lobby {
        link,
        mutes: way.mutes,
        turn: None,
        daily: None,
        kept: None,
    };
    ask_table(
        asker,
        tables,
        (way.args.spectate, &still),
        (&mut hall, way.woken.rung),
    )
}

/// Kept game `id`, fetched whole from the server: its state, then the parts of its turns.
fn kept_game(link: &Link, id: u64) -> Result<crate::game::Game, Trouble> {
    link.send(ClientMessage::KeptGame { id });
    let (state, parts) = reply(link, |message| match message {
        ServerMessage::KeptGame {
            id: this,
            state,
            parts,
        } if this == id => Some((state, parts)),
        _ => None,
    })?;
    let mut turns = Vec::new();
    for _ in 0..parts {
        turns.extend(reply(link, |message| match message {
            ServerMessage::KeptTurns { id: this, turns } if this == id => Some(turns),
            _ => None,
        })?);
    }
    Ok(super::kept_games::game_of(state, turns))
}

/// The table as it stands once the game has started (after `--start`).
fn started(link: &Link, arrival: Arrival) -> Result<Arrival, Trouble> {
    reply(link, |message| match message {
        ServerMessage::Started { snapshot } => Some(snapshot),
        _ => None,
    })
    .map(|snapshot| Arrival {
        snapshot,
        ..arrival
    })
}

/// The server's answer to joining, watching, making or taking back a table.
fn answer(link: &Link) -> Result<Arrival, Trouble> {
    reply(link, |message| match message {
        ServerMessage::Seated {
            table,
            seats,
            snapshot,
        } => Some(Arrival {
            table,
            seats,
            snapshot,
        }),
        ServerMessage::Watching { table, snapshot } => Some(Arrival {
            table,
            seats: Vec::new(),
            snapshot,
        }),
        _ => None,
    })
}

/// Waits for the server's reply to what was just asked: the first message `pick` takes, or an error the server
/// sent; anything else meanwhile is passed over. A lost connection is [`Trouble::Lost`] (what was asked may not
/// have reached the server); no reply in time is the server's trouble.
fn reply<T>(link: &Link, mut pick: impl FnMut(ServerMessage) -> Option<T>) -> Result<T, Trouble> {
    let deadline = std::time::Instant::now() + ANSWER_WITHIN;
    while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
        match link.next_within(left) {
            Some(Incoming::Message(message)) => match *message {
                ServerMessage::Error { code, .. } => return Err(Trouble::Refused(code)),
                ServerMessage::Sanctioned {
                    sanction: Sanction::Banned,
                    minutes,
                    reason,
                } => {
                    let said = sanction_message(Sanction::Banned, minutes, &reason);
                    return Err(Trouble::Banned(said));
                }
                message => {
                    if let Some(picked) = pick(message) {
                        return Ok(picked);
                    }
                }
            },
            Some(Incoming::Lost) => return Err(Trouble::Lost),
            None => break,
            Some(_) => {}
        }
    }
    Err(Trouble::Refused(ErrorCode::ServerTrouble))
}
