//! The questions before play at a network table, each skipped by its flag: who is at this keyboard, then
//! which table (a seat held there to take back, a table to join or watch, or a new one to make, with its match),
//! each choice a function that asks the server and tries again where the answer asks for it.

use std::time::Duration;

use super::link::{Incoming, Link, Refusal};
use super::seat_book::{HeldPlace, SeatBook};
use super::state::{Arrival, error_message};
use crate::game::{MAX_PLAYERS, MatchConfig, PlayerSpec, Skill};
use crate::i18n::{Arg, Message};
use crate::narration;
use crate::net::protocol::{ClientMessage, ErrorCode, ServerMessage, TablePhase, TableSummary};
use crate::player::args::JoinArgs;
use crate::player::persistence::Preferences;
use crate::player::setup::{self, Asker, SetupFailure, SetupInterrupted};
use crate::text::PlayerName;
use crate::usage::UsageError;

/// How long to wait for the server's answer to a question asked before play.
const ANSWER_WITHIN: Duration = Duration::from_secs(15);

/// The questions before play, each skipped by its flag; `None` when the player quit at one. A flag's choice
/// that the server refuses is said, then the questions take over.
pub(super) fn arrive(
    args: &JoinArgs,
    settings: &Preferences,
    address: &str,
    seats: usize,
    book: &SeatBook,
    asker: &mut Asker<'_>,
) -> Result<Option<Arrived>, UsageError> {
    match arrive_asking(args, settings, address, seats, book, asker) {
        Ok(arrived) => Ok(arrived),
        Err(SetupFailure::Usage(error)) => Err(error),
        Err(SetupFailure::Interrupted) => Ok(None),
    }
}

/// Where the player arrived: the link to the server, the table as it stands, and the name a spectator watches
/// under.
pub(super) type Arrived = (Link, Arrival, String);

/// [`arrive`], with the player's quitting at a question as [`SetupFailure::Interrupted`].
fn arrive_asking(
    args: &JoinArgs,
    settings: &Preferences,
    address: &str,
    seats: usize,
    book: &SeatBook,
    asker: &mut Asker<'_>,
) -> Result<Option<Arrived>, SetupFailure> {
    let mut people: Vec<PlayerSpec> = Vec::new();
    for name in &args.names {
        let (name, cleaning) = PlayerName::cleaned(name);
        if cleaning.shortened {
            return Err(UsageError::NameTooLong(name.to_string()).into());
        }
        people.push(PlayerSpec::human(name));
    }
    if people.is_empty() {
        people.push(PlayerSpec::human(ask_person(asker, 1, seats, &people)?));
    }
    let link = loop {
        match Link::connect(address, people[0].name.as_str(), args.patience()?) {
            Ok(link) => break link,
            Err(Refusal::Unreachable(_)) => {
                return Err(UsageError::CannotConnect(address.to_string()).into());
            }
            // A name the server will not show (blank, or letters of mixed alphabets): asked again.
            Err(Refusal::Refused(ErrorCode::BadName)) => {
                asker.say(&error_message(&ErrorCode::BadName));
                people[0] = PlayerSpec::human(ask_person(asker, 1, seats, &people[1..])?);
            }
            Err(Refusal::Refused(code)) => {
                asker.say(&error_message(&code));
                return Ok(None);
            }
        }
    };
    asker.tell(&Message::new("net-connected").with("address", address.to_string()));
    let server = link.server_id().to_string();
    // The flags choose first; once refused, the questions.
    let mut by_flags = choice_by_flags(args, book, &server);
    loop {
        let choice = match by_flags.take() {
            Some(choice) => choice,
            None => ask_table(asker, &link, args.spectate, &book.held(&server))?,
        };
        let arrived = match choice {
            Choice::Rejoin(held) => {
                let table = held.table.clone();
                link.send(ClientMessage::Rejoin { token: held.token });
                let arrived = answer(&link);
                if arrived.is_err() {
                    book.forget(&server, &table);
                    asker.say(&Message::new("net-table-gone"));
                    continue;
                }
                arrived
            }
            Choice::Watch(table) => watch(&link, &table, &mut people, asker)?,
            Choice::Join(table) => join(&link, &table, seats, &mut people, asker)?,
            Choice::Create(table) => {
                create(args, settings, &link, table, seats, &mut people, asker)?
            }
        };
        match arrived {
            // The name is taken now: a spectator asked for another one watches under it.
            Ok(arrival) => return Ok(Some((link, arrival, people[0].name.to_string()))),
            Err(code) => asker.say(&error_message(&code)),
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

/// Watches `table` under the first person's name, asking another while it is taken.
fn watch(
    link: &Link,
    table: &str,
    people: &mut [PlayerSpec],
    asker: &mut Asker<'_>,
) -> Result<Result<Arrival, ErrorCode>, SetupFailure> {
    loop {
        link.send(ClientMessage::Spectate {
            table: table.to_string(),
            name: Some(people[0].name.to_string()),
        });
        match answer(link) {
            Err(ErrorCode::NameTaken) => {
                asker.say(&name_taken(&people[0].name));
                people[0] = PlayerSpec::human(ask_person(asker, 1, 1, &[])?);
            }
            other => return Ok(other),
        }
    }
}

/// Joins `table` with `seats` people (those not named yet asked), asking every name again while one is taken.
fn join(
    link: &Link,
    table: &str,
    seats: usize,
    people: &mut Vec<PlayerSpec>,
    asker: &mut Asker<'_>,
) -> Result<Result<Arrival, ErrorCode>, SetupFailure> {
    loop {
        for n in people.len() + 1..=seats {
            let name = ask_person(asker, n, seats, people)?;
            people.push(PlayerSpec::human(name));
        }
        let names = people.iter().map(|p| p.name.to_string()).collect();
        link.send(ClientMessage::JoinTable {
            table: table.to_string(),
            names,
        });
        match answer(link) {
            Err(ErrorCode::NameTaken) => {
                // Which name is taken, the server does not say: every name is asked again.
                let taken = narration::list_and(
                    people
                        .iter()
                        .map(|p| Arg::from(p.name.to_string()))
                        .collect(),
                );
                asker.say(&Message::new("net-names-taken").with("names", taken));
                people.clear();
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
    table: Option<String>,
    seats: usize,
    people: &mut Vec<PlayerSpec>,
    asker: &mut Asker<'_>,
) -> Result<Result<Arrival, ErrorCode>, SetupFailure> {
    let taken: Vec<String> = table_list(link).into_iter().map(|t| t.name).collect();
    let mut table = match table {
        Some(table) => table,
        None => ask_table_name(asker, &people[0].name, &taken)?,
    };
    let config = table_config(args, settings, seats, people, asker)?;
    let stand_in = match &args.stand_in {
        Some(level) => level.parse().unwrap_or(Skill::Good),
        None if args.bots.is_empty() => setup::ask_stand_in(asker)?,
        None => Skill::Good,
    };
    loop {
        link.send(ClientMessage::CreateTable {
            table: table.clone(),
            config: config.clone(),
            stand_in,
        });
        match answer(link) {
            Err(ErrorCode::TableExists) => {
                asker.say(&Message::new("net-error-table-exists"));
                table = ask_table_name(asker, &people[0].name, &[table])?;
            }
            Ok(arrival) if args.start => {
                link.send(ClientMessage::Start);
                return Ok(started(link, arrival));
            }
            other => return Ok(other),
        }
    }
}

/// "Ann is already at this table; choose another name."
fn name_taken(name: &PlayerName) -> Message {
    Message::new("net-name-taken").with("name", name.to_string())
}

/// The new table's name: Enter takes the first player's, made unique among the tables `taken`.
fn ask_table_name(
    asker: &mut Asker<'_>,
    first: &PlayerName,
    taken: &[String],
) -> Result<String, SetupInterrupted> {
    let is_taken = |name: &str| {
        taken
            .iter()
            .any(|t| t.to_lowercase() == name.to_lowercase())
    };
    let default = std::iter::once(first.to_string())
        .chain((2..).map(|n| format!("{first} {n}")))
        .find(|name| !is_taken(name))
        .unwrap_or_default();
    asker.ask(
        &Message::new("net-question-table-name").with("default", default.clone()),
        |answer| {
            let name = PlayerName::new(answer.trim()).to_string();
            if is_taken(&name) {
                Err(Message::new("net-table-name-taken").with("table", name))
            } else {
                Ok(name)
            }
        },
        default.clone(),
    )
}

/// What the player chose to do at the server.
enum Choice {
    Rejoin(HeldPlace),
    Join(String),
    Watch(String),
    /// Make a table, by this name (or one asked).
    Create(Option<String>),
}

/// The new table's match: the people at this keyboard, the rules and the computer players, asked as setup asks
/// them unless the flags say.
fn table_config(
    args: &JoinArgs,
    settings: &Preferences,
    seats: usize,
    people: &mut Vec<PlayerSpec>,
    asker: &mut Asker<'_>,
) -> Result<MatchConfig, SetupFailure> {
    for n in people.len() + 1..=seats {
        let name = ask_person(asker, n, seats, people)?;
        people.push(PlayerSpec::human(name));
    }
    let table_args = args.table_args(people.iter().map(|p| p.name.to_string()).collect());
    let mut config = setup::setup(&table_args, settings, false, asker)?;
    if args.bots.is_empty() {
        setup::ask_computers(asker, &mut config.players)?;
    }
    config.validate().map_err(UsageError::Config)?;
    Ok(config)
}

/// The name of person `n` of the `seats` at this keyboard: "Your name?" when there is one.
fn ask_person(
    asker: &mut Asker<'_>,
    n: usize,
    seats: usize,
    people: &[PlayerSpec],
) -> Result<PlayerName, SetupInterrupted> {
    if seats == 1 {
        setup::ask_own_name(asker, people)
    } else {
        setup::ask_name(asker, n, people)
    }
}

/// The tables on the server said as a numbered list: take back a seat held here, join a waiting table with room,
/// watch any, or make a new one. Enter takes a held seat when there is one, else the first table with room,
/// else a new table.
fn ask_table(
    asker: &mut Asker<'_>,
    link: &Link,
    spectate: bool,
    held: &[HeldPlace],
) -> Result<Choice, SetupInterrupted> {
    let tables = table_list(link);
    // The choices in groups by what they do, each group under its heading: seats to go back to, tables to
    // join, tables to watch; then a new table. A table open to join is offered to join, not also to watch.
    let mut rejoin = Vec::new();
    let mut join = Vec::new();
    let mut watch = Vec::new();
    if !spectate {
        for place in held {
            if tables.iter().any(|t| t.name == place.table) {
                let names =
                    narration::list_and(place.names.iter().cloned().map(Arg::from).collect());
                rejoin.push((
                    Message::new("net-choice-rejoin")
                        .with("table", PlayerName::new(&place.table).to_string())
                        .with("names", names),
                    Choice::Rejoin(place.clone()),
                ));
            }
        }
    }
    for table in &tables {
        if held.iter().any(|place| place.table == table.name) && !spectate {
            continue;
        }
        let item = Message::new("net-choice-table")
            .with("table", PlayerName::new(&table.name).to_string())
            .with("about", table_about(table));
        if table.open && !spectate {
            join.push((item, Choice::Join(table.name.clone())));
        } else {
            watch.push((item, Choice::Watch(table.name.clone())));
        }
    }
    if spectate && watch.is_empty() {
        asker.say(&Message::new("net-no-tables"));
        return Err(SetupInterrupted);
    }
    if !spectate && rejoin.is_empty() && join.is_empty() && watch.is_empty() {
        // Nothing to choose from: no question, just what happens.
        asker.tell(&Message::new("net-no-tables-yet"));
        return Ok(Choice::Create(None));
    }
    // Enter takes what a newcomer pressing it most likely wants: their seat back, else the first table waiting
    // for people, else a new table (or, watching, the first table).
    let question = if spectate {
        Message::new("net-question-watch")
    } else if !rejoin.is_empty() {
        Message::new("net-question-table-rejoin")
    } else if let Some((_, Choice::Join(table))) = join.first() {
        Message::new("net-question-table-join").with("table", PlayerName::new(table).to_string())
    } else {
        Message::new("net-question-table")
    };
    let default_is_create = !spectate && rejoin.is_empty() && join.is_empty();
    let mut lines = Vec::new();
    let mut choices: Vec<Choice> = Vec::new();
    for (heading, group) in [
        ("net-group-rejoin", rejoin),
        ("net-group-join", join),
        ("net-group-watch", watch),
    ] {
        if group.is_empty() {
            continue;
        }
        lines.push(Message::new(heading));
        for (item, choice) in group {
            choices.push(choice);
            lines.push(setup::numbered_line(choices.len(), item));
        }
    }
    if !spectate {
        choices.push(Choice::Create(None));
        lines.push(setup::numbered_line(
            choices.len(),
            Message::new("net-choice-create"),
        ));
    }
    let count = choices.len();
    let default = if default_is_create { count } else { 1 };
    let picked = asker.ask_listed(
        &question,
        &lines,
        |answer| setup::number_answer(answer, 1, count),
        default,
    )?;
    Ok(choices.swap_remove(picked - 1))
}

/// A table as the list says it: its rules, where its game stands, who sits there, free seats and watchers.
fn table_about(table: &TableSummary) -> Message {
    let players = narration::list_and(table.seats.iter().map(super::state::seat_name).collect());
    let phase = match table.phase {
        TablePhase::Waiting => Message::new("net-table-waiting")
            .with("free", MAX_PLAYERS.saturating_sub(table.seats.len())),
        TablePhase::Playing { round, rounds } => Message::new("net-table-playing")
            .with("round", round)
            .with("rounds", rounds),
        TablePhase::Finished => Message::new("net-table-finished"),
    };
    // A table everyone left before the start has nobody to name.
    let about = if table.seats.is_empty() {
        "net-table-about-nobody"
    } else {
        "net-table-about"
    };
    Message::new(about)
        .with("rules", narration::preset_name(table.preset))
        .with("phase", phase)
        .with("players", players)
        .with("watching", table.spectators)
}

/// The most pages of tables asked for: the first thousand tables, open ones first.
const MOST_PAGES: usize = 40;

/// The server's list of tables, page after page (empty if it does not answer).
fn table_list(link: &Link) -> Vec<TableSummary> {
    let mut tables = Vec::new();
    for page in 0..MOST_PAGES {
        link.send(ClientMessage::ListTables { page });
        let answer = reply(link, |message| match message {
            ServerMessage::Tables {
                list,
                page: this,
                pages,
            } if this == page => Some((list, pages)),
            _ => None,
        });
        let Ok((list, pages)) = answer else { break };
        tables.extend(list);
        if page + 1 >= pages {
            break;
        }
    }
    tables
}

/// The table as it stands once the game has started (after `--start`).
fn started(link: &Link, arrival: Arrival) -> Result<Arrival, ErrorCode> {
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
fn answer(link: &Link) -> Result<Arrival, ErrorCode> {
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
/// sent; anything else meanwhile is passed over. No reply in time, or a lost connection, is the server's trouble.
fn reply<T>(link: &Link, mut pick: impl FnMut(ServerMessage) -> Option<T>) -> Result<T, ErrorCode> {
    let deadline = std::time::Instant::now() + ANSWER_WITHIN;
    while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
        match link.next_within(left) {
            Some(Incoming::Message(message)) => match *message {
                ServerMessage::Error { code, .. } => return Err(code),
                message => {
                    if let Some(picked) = pick(message) {
                        return Ok(picked);
                    }
                }
            },
            Some(Incoming::Lost) | None => break,
            Some(_) => {}
        }
    }
    Err(ErrorCode::ServerTrouble)
}
