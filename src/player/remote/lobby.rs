//! The lobby's question: what to do at a server, with its tables said as a numbered list a page at a time.
//! Each table keeps its number while the list is heard, "make a new table" is always 0 (and the word `new`), a
//! table can be chosen by its name as heard, `more` says the next page and `list` (or help) the whole list again.
//! Tables where someone is waiting come before those nobody is at, and Enter takes what a newcomer most likely
//! wants: their seat back, else a table where people wait, else a new table.
//!
//! The lobby is also a room to meet in: while the question waits, what the server's people say there is heard
//! (see `hall.rs`), and `chat` with a message speaks to them. An invitation makes Enter join its table.

use super::seat_book::HeldPlace;
use crate::game::MAX_PLAYERS;
use crate::i18n::{Arg, Localizer, Message};
use crate::narration;
use crate::net::protocol::{KeptGameSummary, TablePhase, TableSummary};
use crate::net::table::{checked_table_name, clean_table_name};
use crate::player::setup::{self, Asker, Heard, Listening, News, SetupInterrupted};
use crate::player::words;
use crate::text::{CleanText, accent_blind_key, look_alike_key};

/// How many choices are said at once before "more".
pub(super) const PAGE: usize = 10;

/// What the player chose to do at the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Choice {
    Rejoin(HeldPlace),
    Join(String),
    Watch(String),
    /// Make a table, by this name (or one asked).
    Create(Option<String>),
    /// The connection to the server was lost while the question waited: wait for it, then ask again.
    Lost,
    /// `list`: the tables asked for again, as they are now, and the question asked again.
    Refresh,
    /// `walk N`: a finished game the server keeps, walked decision by decision.
    Walk(KeptGameSummary),
}

/// The lobby as a room while its question waits (see `hall.rs`).
pub(super) trait Hall {
    /// What the lobby said since the last look; it stops the question when it changes it ([`Hall::turn`]).
    fn heard(&mut self) -> Heard;
    /// What stopped the question, taken once.
    fn turn(&mut self) -> Option<Turn>;

    /// A line typed to the room (`chat …`, `mute NAME`, `unmute NAME`, `games`) sent or done; what to say about it
    /// now.
    fn talk(&mut self, line: &str) -> Vec<Message>;

    /// The kept game `walk REST` asks for, of those `games` said last; or what to say instead.
    fn walk(&mut self, rest: &str) -> Result<KeptGameSummary, Message>;
}

/// What changes the lobby's question while it waits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Turn {
    /// Someone invited this person to the table of that name: Enter now joins it.
    Invited(String),
    Lost,
    /// An operator banned this person from the server: nothing more to choose here.
    Banned,
}

/// One numbered choice of the list, under its group's heading.
struct Entry {
    heading: &'static str,
    line: Message,
    choice: Choice,
    /// The table's name as heard, to be chosen by.
    table: String,
    /// Whether a person is at the table now (only such a table is joined by Enter).
    someone_here: bool,
}

/// An answer to the question besides Enter.
enum Answer {
    /// A number from 1, or a table's name.
    Pick(usize),
    Create,
    More,
    List,
    /// A line to the room: `chat …`, `mute NAME`, `unmute NAME`, `leaderboard …`, `games`.
    Talk(String),
    /// `walk N`: the rest of the line.
    Walk(String),
    /// A table's name that is not in the list: a private table (which asks its password) or one made since; the
    /// server says whether it is there.
    Unlisted(String),
}

/// The seats held here that the table list still shows as theirs: a person seat by one of their names. A seat
/// given up (its person left before the start, or stayed away past the grace period) is gone from its table, and
/// is not offered.
pub(super) fn still_held(held: &[HeldPlace], tables: &[TableSummary]) -> Vec<HeldPlace> {
    held.iter()
        .filter(|place| {
            tables.iter().any(|table| {
                table.name == place.table
                    && table
                        .seats
                        .iter()
                        .any(|seat| !seat.computer && place.names.contains(&seat.name))
            })
        })
        .cloned()
        .collect()
}

/// Whether a person other than a computer is at `table` now.
fn someone_here(table: &TableSummary) -> bool {
    table
        .seats
        .iter()
        .any(|seat| !seat.computer && seat.connected)
}

/// The tables on the server (`tables`) and the seats still held at them (`held`, see [`still_held`]) said as a
/// numbered list, and what the player chose; the room heard meanwhile through `hall`, whose news and the typed
/// lines ring `rung`.
pub(super) fn ask_table(
    asker: &mut Asker<'_>,
    tables: &[TableSummary],
    (spectate, held): (bool, &[HeldPlace]),
    (hall, rung): (&mut dyn Hall, &std::sync::mpsc::Receiver<()>),
) -> Result<Choice, SetupInterrupted> {
    let entries = entries(tables, spectate, held);
    if spectate && entries.is_empty() {
        asker.say(&Message::new("net-no-tables"));
        return Err(SetupInterrupted);
    }
    if entries.is_empty() {
        // Nothing to choose from: no question, just what happens.
        asker.tell(&Message::new("net-no-tables-yet"));
        return Ok(Choice::Create(None));
    }
    let mut default = default_choice(&entries, spectate);
    let localizer = Localizer::for_locale(&asker.localizer.locale());
    let mut from = 0;
    let mut say_first = true;
    loop {
        let lines = page_lines(&entries, from, spectate);
        let mut heard = || hall.heard();
        let listening = Listening {
            news: Some(News {
                heard: &mut heard,
                rung,
            }),
            say_first,
        };
        let answer = asker.ask_listed_hearing(
            &question(&default),
            &lines,
            |typed| understood(typed, &entries, spectate, &localizer),
            None,
            listening,
        )?;
        say_first = true;
        match answer {
            None => match hall.turn() {
                Some(Turn::Lost) => return Ok(Choice::Lost),
                Some(Turn::Banned) => {
                    asker.say(&Message::new("net-banned-ends"));
                    return Err(SetupInterrupted);
                }
                Some(Turn::Invited(table)) if !spectate => {
                    // The invitation was said with its Enter: the question goes on quietly, Enter joining.
                    default = Choice::Join(table);
                    say_first = false;
                }
                _ => say_first = false,
            },
            Some(None) => return Ok(default),
            Some(Some(Answer::Pick(n))) => return Ok(entries[n - 1].choice.clone()),
            Some(Some(Answer::Unlisted(table))) if spectate => return Ok(Choice::Watch(table)),
            Some(Some(Answer::Unlisted(table))) => return Ok(Choice::Join(table)),
            Some(Some(Answer::Create)) => return Ok(Choice::Create(None)),
            Some(Some(Answer::Talk(line))) => {
                for said in hall.talk(&line) {
                    asker.say(&said);
                }
                // The line itself comes back from the server, heard as everyone hears it.
                say_first = false;
            }
            Some(Some(Answer::Walk(rest))) => match hall.walk(&rest) {
                Ok(game) => return Ok(Choice::Walk(game)),
                Err(said) => asker.say(&said),
            },
            Some(Some(Answer::More)) if from + PAGE < entries.len() => from += PAGE,
            // Past the last page, "more" starts again from the first.
            Some(Some(Answer::More)) => from = 0,
            // The list as it is now: tables made, started or closed since it was read.
            Some(Some(Answer::List)) => return Ok(Choice::Refresh),
        }
    }
}

/// The question, with what Enter takes.
fn question(default: &Choice) -> Message {
    match default {
        Choice::Rejoin(_) => Message::new("net-question-table-rejoin"),
        Choice::Join(table) => {
            Message::new("net-question-table-join").with("table", clean_table_name(table))
        }
        Choice::Watch(_) => Message::new("net-question-watch"),
        Choice::Create(_) | Choice::Lost | Choice::Refresh | Choice::Walk(_) => {
            Message::new("net-question-table")
        }
    }
}

/// The choices in groups by what they do: seats to go back to, tables to join (those where someone is waiting
/// first), tables to watch. A table open to join is offered to join, not also to watch.
fn entries(tables: &[TableSummary], spectate: bool, held: &[HeldPlace]) -> Vec<Entry> {
    let mut rejoin = Vec::new();
    let mut join = Vec::new();
    let mut watch = Vec::new();
    if !spectate {
        for place in held {
            let names = narration::list_and(place.names.iter().cloned().map(Arg::from).collect());
            let table = clean_table_name(&place.table);
            rejoin.push(Entry {
                heading: "net-group-rejoin",
                line: Message::new("net-choice-rejoin")
                    .with("table", table.clone())
                    .with("names", names),
                choice: Choice::Rejoin(place.clone()),
                table,
                someone_here: true,
            });
        }
    }
    let mut listed: Vec<&TableSummary> = tables
        .iter()
        .filter(|table| spectate || !held.iter().any(|place| place.table == table.name))
        .collect();
    // A stable sort: the server's order (by name) stays within each kind.
    listed.sort_by_key(|table| !someone_here(table));
    for table in listed {
        let name = clean_table_name(&table.name);
        // A private table is listed only to those invited: it says so, and Enter takes it (one key accepts).
        let id = match table.private {
            true => "net-choice-table-private",
            false => "net-choice-table",
        };
        let line = Message::new(id)
            .with("table", name.clone())
            .with("about", table_about(table));
        let (group, heading, choice) = if table.open && !spectate {
            (
                &mut join,
                "net-group-join",
                Choice::Join(table.name.clone()),
            )
        } else {
            (
                &mut watch,
                "net-group-watch",
                Choice::Watch(table.name.clone()),
            )
        };
        group.push(Entry {
            heading,
            line,
            choice,
            table: name,
            someone_here: someone_here(table) || table.private,
        });
    }
    rejoin.into_iter().chain(join).chain(watch).collect()
}

/// What Enter takes: a held seat, else the first table open to join where someone waits, else a new table (or,
/// watching, the first table).
fn default_choice(entries: &[Entry], spectate: bool) -> Choice {
    if spectate {
        return entries[0].choice.clone();
    }
    entries
        .iter()
        .find(|entry| match &entry.choice {
            Choice::Rejoin(_) => true,
            Choice::Join(_) => entry.someone_here,
            _ => false,
        })
        .map_or(Choice::Create(None), |entry| entry.choice.clone())
}

/// The lines of one page from entry `from`: each group's heading where it begins (or goes on from the page
/// before), the numbered tables, "0: make a new table", and how to hear more when more are left.
fn page_lines(entries: &[Entry], from: usize, spectate: bool) -> Vec<Message> {
    let mut lines = Vec::new();
    let mut heading = "";
    for (n, entry) in entries.iter().enumerate().skip(from).take(PAGE) {
        if entry.heading != heading {
            heading = entry.heading;
            lines.push(Message::new(heading));
        }
        lines.push(setup::numbered_line(n + 1, entry.line.clone()));
    }
    if !spectate {
        lines.push(setup::numbered_line(0, Message::new("net-choice-create")));
    }
    if from == 0 {
        lines.push(Message::new("net-lobby-chat-hint"));
    }
    let shown = (from + PAGE).min(entries.len());
    if shown < entries.len() {
        lines.push(
            Message::new("net-lobby-more")
                .with("shown", shown)
                .with("count", entries.len()),
        );
    }
    lines
}

/// What `typed` asks for: a number, `new`, `more`, `list` (in the player's words or in English), or a table's
/// name as heard, or one the list does not say (a private table's). `None` never: Enter is the question's own
/// default.
fn understood(
    typed: &str,
    entries: &[Entry],
    spectate: bool,
    localizer: &Localizer,
) -> Result<Option<Answer>, Message> {
    let count = entries.len();
    // The room's commands in the player's words too ("clasificación yatzy" is "leaderboard yatzy").
    let english = words::command_in_english(typed, localizer);
    let first = english
        .split_whitespace()
        .next()
        .unwrap_or("")
        .to_lowercase();
    if ["chat", "mute", "unmute"].contains(&first.as_str()) && english.trim() != first {
        return Ok(Some(Answer::Talk(english)));
    }
    if first == "leaderboard" || (first == "games" && english.trim() == first) {
        return Ok(Some(Answer::Talk(english)));
    }
    if first == "walk" {
        let rest = english.trim().strip_prefix("walk").unwrap_or("").trim();
        return Ok(Some(Answer::Walk(rest.to_string())));
    }
    if first == "daily" {
        // The move after it in the player's words too ("diario guardar 3 4" is "daily keep 3 4").
        let rest = english
            .trim()
            .split_once(char::is_whitespace)
            .map_or("", |(_, rest)| rest.trim());
        let rest = words::command_in_english(rest, localizer);
        return Ok(Some(Answer::Talk(format!("daily {rest}"))));
    }
    match words::in_english(typed, localizer).as_str() {
        "more" => return Ok(Some(Answer::More)),
        "list" => return Ok(Some(Answer::List)),
        "new" if !spectate => return Ok(Some(Answer::Create)),
        _ => {}
    }
    if let Ok(n) = typed.trim().parse::<usize>() {
        return match n {
            0 if !spectate => Ok(Some(Answer::Create)),
            n if (1..=count).contains(&n) => Ok(Some(Answer::Pick(n))),
            _ => Err(not_understood(typed, count, spectate)),
        };
    }
    let key = look_alike_key(typed.trim());
    if let Some(i) = entries
        .iter()
        .position(|entry| look_alike_key(&entry.table) == key)
    {
        return Ok(Some(Answer::Pick(i + 1)));
    }
    // Typed without its accents ("kuche" for "Küche"): the one table listed that it can be.
    let blind = accent_blind_key(typed.trim());
    let mut alike = entries
        .iter()
        .enumerate()
        .filter(|(_, entry)| !entry.table.is_empty() && accent_blind_key(&entry.table) == blind);
    if let (Some((i, _)), None) = (alike.next(), alike.next()) {
        return Ok(Some(Answer::Pick(i + 1)));
    }
    // A name that could be a table's is asked of the server, which keeps private tables out of the list.
    match checked_table_name(typed.trim()) {
        Some(table) if !key.is_empty() => Ok(Some(Answer::Unlisted(table))),
        _ => Err(not_understood(typed, count, spectate)),
    }
}

/// "“x” does not fit here": with what does, and that `list` says the tables again.
fn not_understood(typed: &str, count: usize, spectate: bool) -> Message {
    Message::new("net-lobby-invalid")
        .with("answer", CleanText::echo(typed).into_string())
        .with("min", usize::from(spectate))
        .with("max", count)
}

/// A table as the list says it: its rules, where its game stands, who sits there, free seats and watchers; a
/// table whose people have all gone says that nobody is there.
pub(super) fn table_about(table: &TableSummary) -> Message {
    let players = narration::list_and(table.seats.iter().map(super::state::seat_name).collect());
    let phase = match table.phase {
        TablePhase::Waiting => Message::new("net-table-waiting")
            .with("free", MAX_PLAYERS.saturating_sub(table.seats.len())),
        TablePhase::Playing { round, rounds } => Message::new("net-table-playing")
            .with("round", round)
            .with("rounds", rounds),
        TablePhase::Finished => Message::new("net-table-finished"),
    };
    let about = if table.seats.is_empty() {
        "net-table-about-nobody"
    } else if someone_here(table) {
        "net-table-about"
    } else {
        "net-table-about-nobody-here"
    };
    let rules = match table.duplicate {
        true => Message::new("net-table-rules-duplicate")
            .with("rules", narration::preset_name(table.preset)),
        false => narration::preset_name(table.preset),
    };
    Message::new(about)
        .with("rules", rules)
        .with("phase", phase)
        .with("players", players)
        .with("watching", table.spectators)
}
