//! `sayzee join HOST[:PORT]`: a seat at a table on a sayzee server. The questions come in setup's spoken style
//! (each skipped by its flag): names, then taking back a seat held before, joining a waiting table, watching
//! one, or making one (rules, computer players). Then the game is played as at home, on a mirror of the
//! server's game (see `table.rs`): key by key in the terminal, or line by line when standard input is
//! not a terminal, the network listened to between keys and lines.

use std::time::Duration;

use super::arrival::arrive;
use super::seat_book::SeatBook;
use super::state::TableSeat;
use crate::computer::Expert;
use crate::game::Game;
use crate::i18n::{Localizer, Message};
use crate::input::Action;
use crate::player::args::JoinArgs;
use crate::player::lines::{EditedLines, LineSource, PlainLines, ThreadedLines};
use crate::player::persistence::Files;
use crate::player::persistence::Preferences;
use crate::player::seat::{
    Greeting, Sitting, claim_data_dir, keyboard_layout, new_player, sit_down, take_line,
    tell_notices,
};
use crate::player::session::{Driven, Flow, Session};
use crate::player::setup::Asker;
use crate::player::terminal;
use crate::player::voice;
use crate::usage::UsageError;

/// How often line mode looks for work due without a line or news from the server.
const IDLE_WAKE: Duration = Duration::from_millis(50);

/// Where the typed lines come from: a prompt at the terminal before raw mode, or standard input's lines on a
/// thread (line mode).
enum Lines {
    Terminal(Box<dyn LineSource>),
    Threaded(ThreadedLines),
}

impl Lines {
    /// Lines on a thread of their own (rung on `bell`) in line mode; else the terminal's, for the questions.
    fn open(line_mode: bool, bell: &std::sync::mpsc::Sender<()>) -> Lines {
        if line_mode {
            Lines::Threaded(ThreadedLines::stdin(Some(bell.clone())))
        } else {
            Lines::Terminal(match EditedLines::open() {
                Some(edited) => Box::new(edited),
                None => Box::new(PlainLines(std::io::BufReader::new(std::io::stdin()))),
            })
        }
    }

    fn source(&mut self) -> &mut dyn LineSource {
        match self {
            Lines::Terminal(lines) => lines.as_mut(),
            Lines::Threaded(lines) => lines,
        }
    }
}

/// Joins a table and plays there until the player quits or input ends. With `ask_language` (neither `--lang`
/// nor the settings chose one), the language is asked first, as at home.
///
/// # Errors
/// [`UsageError`] for contradicting flags, or when no server answers at the address.
pub fn run(
    args: &JoinArgs,
    settings: &Preferences,
    files: Files,
    localizer: &Localizer,
    ask_language: bool,
) -> Result<(), UsageError> {
    // Every flag is checked before anything is said, asked or connected.
    args.check()?;
    let seats = args.seats()?;
    let mut speakers = voice::speakers(&args.interface, settings, localizer)?;
    let mut localizer = Localizer::for_locale(&localizer.locale());
    let layout = keyboard_layout(&args.interface, settings, &localizer)?;
    // Rung by the typed lines and by the server's link, so line mode waits for both at once.
    let (bell, rung) = std::sync::mpsc::channel();
    let address = args.address()?;
    let line_mode = args.interface.line_mode || !terminal::is_terminal();
    let mut lines = Lines::open(line_mode, &bell);
    let reached = {
        let speaker = speakers
            .first_mut()
            .expect("the text output is always there");
        let mut asker = Asker {
            localizer: &mut localizer,
            speaker: speaker.as_mut(),
            input: lines.source(),
        };
        let before = BeforeTheTable {
            args,
            settings,
            files: &files,
            ask_language,
            seats,
            address: &address,
        };
        match before.reach(&mut asker)? {
            Some(reached) => reached,
            None => {
                asker.say(&Message::new("session-goodbye"));
                return Ok(());
            }
        }
    };
    let Reached {
        arrived: (link, arrival, watch_name),
        access: _access,
        stats_dir,
        book,
    } = reached;
    // Keys pressed at the terminal while the table was being reached act on nothing: an Enter typed ahead must
    // not start the game before anyone could join. (Piped lines are a script's answers, and are kept.)
    if let Lines::Terminal(source) = &mut lines {
        source.discard_typed_ahead();
    }
    let rules = arrival.snapshot.state.rules().clone();
    let game = Game::mirror(arrival.snapshot.state.clone());
    let expert = Expert::build(rules, files.cache_dir.clone());
    link.ring(bell.clone());
    let new_here = new_player(stats_dir.as_deref());
    let mut seat = TableSeat::new(link, book, watch_name, &arrival);
    if let Some(dir) = stats_dir {
        seat.keep_statistics_in(dir);
    }
    // Someone seated who has never finished a game here hears, at their first turn, how to roll and where help is.
    let greeting = match new_here && !seat.watching() {
        true => Greeting::Welcome,
        false => Greeting::Nothing,
    };
    let sitting = Sitting {
        game,
        start_events: Vec::new(),
        seat: Box::new(seat),
        expert,
        localizer,
        speakers,
        settings,
        files: &files,
        interface: &args.interface,
        line_mode,
        // The table's news goes on while W or the hint is worked out: in line mode too, the answer comes when
        // ready (`tick`), and that it is being worked out is said when it takes a while.
        lines: Driven::LinesAtTable,
        greeting,
        layout,
        // Computers play on the server: the terminal has nothing to pace.
        pace: Duration::ZERO,
    };
    let Some(mut session) = sit_down(sitting) else {
        return Ok(());
    };
    let mut lines = match lines {
        Lines::Threaded(lines) => lines,
        // No raw mode at a terminal: its lines are read on a thread from now on.
        Lines::Terminal(_) => ThreadedLines::stdin(Some(bell)),
    };
    play_lines(&mut session, &mut lines, &rung);
    Ok(())
}

/// What the questions before play go by.
struct BeforeTheTable<'a> {
    args: &'a JoinArgs,
    settings: &'a Preferences,
    files: &'a Files,
    /// Neither `--lang` nor the settings chose the language: it is asked first, as at home.
    ask_language: bool,
    seats: usize,
    address: &'a str,
}

/// Where the questions before play left the player.
struct Reached {
    arrived: super::arrival::Arrived,
    /// The data directory is this sayzee's alone while it plays, as at home: two windows never fight over a seat.
    access: Option<crate::player::persistence::DataAccess>,
    /// The statistics count online games too, where this sayzee may write.
    stats_dir: Option<std::path::PathBuf>,
    book: SeatBook,
}

impl BeforeTheTable<'_> {
    /// The language (if asked), the data directory claimed, then the table; `None` when the player quit.
    fn reach(&self, asker: &mut Asker<'_>) -> Result<Option<Reached>, UsageError> {
        tell_notices(asker, &self.files.notices);
        if self.ask_language && crate::player::setup::ask_language_question(asker).is_err() {
            return Ok(None);
        }
        let mut book = SeatBook::new(self.files.data_dir.as_deref());
        let mut access = None;
        let mut stats_dir = None;
        if let Some(dir) = &self.files.data_dir {
            let Some(claimed) = claim_data_dir(asker, dir, self.files.cache_dir.as_deref()) else {
                return Ok(None);
            };
            if claimed.writes() {
                stats_dir = Some(dir.clone());
            } else {
                book = SeatBook::new(None);
            }
            access = Some(claimed);
        }
        let arrived = arrive(
            self.args,
            self.settings,
            self.address,
            self.seats,
            &book,
            asker,
        )?;
        Ok(arrived.map(|arrived| Reached {
            arrived,
            access,
            stats_dir,
            book,
        }))
    }
}

/// Plays line by line at the table: whichever comes first, a line or the server's news, wakes the loop at once;
/// it also looks now and then for work due without either (a hint or the chances worked out). The end of input
/// leaves the table, as quitting does.
fn play_lines(
    session: &mut Session,
    lines: &mut ThreadedLines,
    rung: &std::sync::mpsc::Receiver<()>,
) {
    loop {
        let _ = rung.recv_timeout(IDLE_WAKE);
        session.tick();
        while let Some(read) = lines.next_within(Duration::ZERO) {
            let flow = take_line(session, read).unwrap_or_else(|| session.action(Action::Quit));
            if flow == Flow::Quit {
                return;
            }
            session.tick();
        }
    }
}
