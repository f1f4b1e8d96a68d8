//! `sayzee join HOST[:PORT]`: a seat at a table on a sayzee server. The questions come in setup's spoken style
//! (each skipped by its flag): names, then taking back a seat held before, joining a waiting table, watching
//! one, or making one (rules, computer players). Then the game is played as at home, on a mirror of the
//! server's game (see `session::remote`): key by key in the terminal, or line by line when standard input is
//! not a terminal, the network listened to between keys and lines.

use std::time::Duration;

use super::link::{Incoming, Link, Refusal};
use super::seat_book::{HeldPlace, SeatBook};
use super::state::{Arrival, Remote, error_message};
use crate::computer::Expert;
use crate::game::{Game, MAX_PLAYERS, MatchConfig, PlayerSpec, Skill};
use crate::i18n::{Arg, Localizer, Message};
use crate::input::Action;
use crate::narration;
use crate::net::protocol::{ClientMessage, ErrorCode, ServerMessage, TablePhase, TableSummary};
use crate::persist::settings::Settings;
use crate::persist::table_cache;
use crate::player::args::JoinArgs;
use crate::player::lines::{EditedLines, LineRead, LineSource, PlainLines, ThreadedLines};
use crate::player::persistence::{self, Files};
use crate::player::seat::{
    cues, enter_raw_mode, keyboard_layout, notices_and_keys, play_keys, settle_in,
};
use crate::player::session::{Flow, Session};
use crate::player::setup::{self, Asker, SetupFailure, SetupInterrupted};
use crate::player::terminal;
use crate::player::voice;
use crate::text::PlayerName;
use crate::usage::UsageError;

/// How long to wait for the server's answer to a question asked before play.
const ANSWER_WITHIN: Duration = Duration::from_secs(15);

/// How often line mode looks for work due without a line or news from the server.
const IDLE_WAKE: Duration = Duration::from_millis(50);

/// Where the typed lines come from: a prompt at the terminal before raw mode, or standard input's lines on a
/// thread (line mode).
enum Lines {
    Terminal(Box<dyn LineSource>),
    Threaded(ThreadedLines),
}

impl Lines {
    fn source(&mut self) -> &mut dyn LineSource {
        match self {
            Lines::Terminal(lines) => lines.as_mut(),
            Lines::Threaded(lines) => lines,
        }
    }
}

/// Joins a table and plays there until the player quits or input ends.
///
/// # Errors
/// [`UsageError`] for contradicting flags, or when no server answers at the address.
pub fn run(
    args: &JoinArgs,
    settings: &Settings,
    files: Files,
    localizer: &Localizer,
) -> Result<(), UsageError> {
    // Every flag is checked before anything is said, asked or connected.
    args.check()?;
    let seats = args.seats()?;
    let mut speakers = voice::speakers(&args.interface, settings, localizer)?;
    let mut localizer = Localizer::for_locale(&localizer.locale());
    let (layout, layout_notice) = keyboard_layout(&args.interface, settings, &localizer)?;
    // Rung by the typed lines and by the server's link, so line mode waits for both at once.
    let (bell, rung) = std::sync::mpsc::channel();
    let address = args.address();
    let line_mode = args.interface.line_mode || !terminal::is_terminal();
    let mut lines = if line_mode {
        Lines::Threaded(ThreadedLines::stdin(Some(bell.clone())))
    } else {
        Lines::Terminal(match EditedLines::open() {
            Some(edited) => Box::new(edited),
            None => Box::new(PlainLines(std::io::BufReader::new(std::io::stdin()))),
        })
    };
    let mut book = SeatBook::new(files.data_dir.as_deref());
    // The data directory is this sayzee's alone, as when playing at home: two windows never fight over a seat.
    let _access;
    // The statistics count online games too, where this sayzee may write.
    let mut stats_dir = None;
    let (keys, link, arrival, watch_name) = {
        let speaker = speakers
            .first_mut()
            .expect("the text output is always there");
        let mut asker = Asker {
            localizer: &mut localizer,
            speaker: speaker.as_mut(),
            input: lines.source(),
        };
        let notices = files.notices.iter().chain(&layout_notice);
        let keys = notices_and_keys(&mut asker, notices, settings);
        if let Some(dir) = &files.data_dir {
            let access = persistence::claim_data_dir(dir, table_cache::cache_dir(None).as_deref());
            if !access.writes() {
                if !asker.busy(dir).unwrap_or(false) {
                    asker.say(&Message::new("session-goodbye"));
                    return Ok(());
                }
                book = SeatBook::new(None);
            } else {
                stats_dir = Some(dir.clone());
            }
            _access = access;
        }
        match arrive(args, settings, &address, seats, &book, &mut asker)? {
            Some((link, arrival, watch_name)) => (keys, link, arrival, watch_name),
            None => {
                asker.say(&Message::new("session-goodbye"));
                return Ok(());
            }
        }
    };
    let rules = arrival.snapshot.state.rules().clone();
    let game = Game::mirror(arrival.snapshot.state.clone());
    let expert = Expert::build(rules, table_cache::cache_dir(None));
    let sound = cues(settings, &args.interface);
    let raw = enter_raw_mode(line_mode);
    let mut session = Session::new(game, &[], localizer, keys, speakers, None, expert, sound);
    session.set_line_mode(line_mode || matches!(raw, Some(Err(_))));
    settle_in(&mut session, settings, files.settings_file);
    link.ring(bell.clone());
    // Someone who has never finished a game here hears, at their first turn, how to roll and where help is.
    let new_player = stats_dir
        .as_deref()
        .is_none_or(|dir| !dir.join(crate::persist::stats::FILE_NAME).exists());
    let mut remote = Remote::new(link, book, watch_name, &arrival);
    if let Some(dir) = stats_dir {
        remote.keep_statistics_in(dir);
    }
    let seated = !remote.watching();
    session.play_remote(remote);
    if seated && new_player {
        session.welcome_new_player();
    }
    // Computers play on the server: the terminal has nothing to pace.
    if play_keys(&mut session, raw, layout, Duration::ZERO) {
        return Ok(());
    }
    let mut lines = match lines {
        Lines::Threaded(lines) => lines,
        // No raw mode at a terminal: its lines are read on a thread from now on.
        Lines::Terminal(_) => ThreadedLines::stdin(Some(bell)),
    };
    // The table's news goes on while W or the hint is worked out: the answer comes when ready (`tick`), and
    // that it is being worked out is said when it takes a while.
    session.set_hints_wait(false);
    loop {
        // Whichever comes first, a line or the server's news, wakes the loop at once; it also looks now and then
        // for work due without either (a hint or the chances worked out).
        let _ = rung.recv_timeout(IDLE_WAKE);
        session.tick();
        while let Some(read) = lines.next_within(Duration::ZERO) {
            let flow = match read {
                LineRead::Line(line) => session.line(&line),
                LineRead::Interrupted | LineRead::End => session.action(Action::Quit),
                LineRead::Escape => session.action(Action::Back),
                LineRead::Help => session.action(Action::Help),
                LineRead::Refused(refusal) => {
                    session.say_message(&refusal);
                    Flow::Continue
                }
            };
            if flow == Flow::Quit {
                return Ok(());
            }
            session.tick();
        }
    }
}

/// The questions before play, each skipped by its flag; `None` when the player quit at one. A flag's choice
/// that the server refuses is said, then the questions take over.
fn arrive(
    args: &JoinArgs,
    settings: &Settings,
    address: &str,
    seats: usize,
    book: &SeatBook,
    asker: &mut Asker<'_>,
) -> Result<Option<(Link, Arrival, String)>, UsageError> {
    let asked = (|| -> Result<Option<(Link, Arrival, String)>, SetupFailure> {
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
        let link = match Link::connect(address, people[0].name.as_str()) {
            Ok(link) => link,
            Err(Refusal::Unreachable(_)) => {
                return Err(UsageError::CannotConnect(address.to_string()).into());
            }
            Err(Refusal::Refused(code)) => {
                asker.say(&error_message(&code));
                return Ok(None);
            }
        };
        asker.tell(&Message::new("net-connected").with("address", address.to_string()));
        let server = link.server_id().to_string();
        // The flags choose first; once refused, the questions.
        let mut by_flags = match (&args.table, args.create, args.spectate) {
            (table, true, _) => Some(Choice::Create(table.clone())),
            (Some(table), false, true) => Some(Choice::Watch(table.clone())),
            (Some(table), false, false) => Some(
                match book
                    .held(&server)
                    .into_iter()
                    .find(|held| held.table == *table)
                {
                    Some(held) => Choice::Rejoin(held),
                    None => Choice::Join(table.clone()),
                },
            ),
            (None, false, _) => None,
        };
        loop {
            let choice = match by_flags.take() {
                Some(choice) => choice,
                None => ask_table(asker, &link, args.spectate, &book.held(&server))?,
            };
            let watch_name = people[0].name.to_string();
            let arrived = match choice {
                Choice::Rejoin(held) => {
                    link.send(ClientMessage::Rejoin { token: held.token });
                    let arrived = answer(&link);
                    if arrived.is_err() {
                        book.forget(&server, &held.table);
                        asker.say(&Message::new("net-table-gone"));
                        continue;
                    }
                    arrived
                }
                Choice::Watch(table) => loop {
                    link.send(ClientMessage::Spectate {
                        table: table.clone(),
                        name: Some(people[0].name.to_string()),
                    });
                    match answer(&link) {
                        Err(ErrorCode::NameTaken) => {
                            asker.say(&name_taken(&people[0].name));
                            people[0] = PlayerSpec::human(ask_person(asker, 1, 1, &[])?);
                        }
                        other => break other,
                    }
                },
                Choice::Join(table) => loop {
                    for n in people.len() + 1..=seats {
                        let name = ask_person(asker, n, seats, &people)?;
                        people.push(PlayerSpec::human(name));
                    }
                    let names = people.iter().map(|p| p.name.to_string()).collect();
                    link.send(ClientMessage::JoinTable {
                        table: table.clone(),
                        names,
                    });
                    match answer(&link) {
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
                            for n in 1..=seats {
                                let name = ask_person(asker, n, seats, &people)?;
                                people.push(PlayerSpec::human(name));
                            }
                        }
                        other => break other,
                    }
                },
                Choice::Create(table) => {
                    let taken: Vec<String> =
                        table_list(&link).into_iter().map(|t| t.name).collect();
                    let mut table = match table {
                        Some(table) => table,
                        None => ask_table_name(asker, &people[0].name, &taken)?,
                    };
                    let config = table_config(args, settings, seats, &mut people, asker)?;
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
                        match answer(&link) {
                            Err(ErrorCode::TableExists) => {
                                asker.say(&Message::new("net-error-table-exists"));
                                table = ask_table_name(asker, &people[0].name, &[table])?;
                            }
                            Ok(arrival) if args.start => {
                                link.send(ClientMessage::Start);
                                break started(&link, arrival);
                            }
                            other => break other,
                        }
                    }
                }
            };
            match arrived {
                Ok(arrival) => return Ok(Some((link, arrival, watch_name))),
                Err(code) => asker.say(&error_message(&code)),
            }
        }
    })();
    match asked {
        Ok(arrived) => Ok(arrived),
        Err(SetupFailure::Usage(error)) => Err(error),
        Err(SetupFailure::Interrupted) => Ok(None),
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
    settings: &Settings,
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
