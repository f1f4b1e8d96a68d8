//! `sayzee join HOST[:PORT]`: a seat at a table on a sayzee server. The questions come in setup's spoken style
//! (each skipped by its flag): taking back a seat held before, joining a waiting table, watching one, or making
//! one (rules, computer players), with the names a choice needs. Then the game is played as at home, on a
//! mirror of the server's game (see `table.rs`): key by key in the terminal, or line by line when standard input
//! is not a terminal, the network listened to between keys and lines. Enter at a closed table goes back to the
//! list of tables.

use std::time::Duration;

use super::arrival::{Arrived, Way, Woken, arrive};
use super::mutes::Mutes;
use super::seat_book::SeatBook;
use super::secure::TrustBook;
use super::state::TableSeat;
use super::table_link::TableLink;
use crate::computer::Expert;
use crate::game::Game;
use crate::i18n::{Localizer, Message};
use crate::input::Action;
use crate::player::args::JoinArgs;
use crate::player::console::{Elsewhere, speaker_and_sound};
use crate::player::lines::{EditedLines, LineSource, PlainLines, ThreadedLines, Wanted};
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
use crate::player::voiced::Voiced;
use crate::usage::UsageError;

/// Where the typed lines come from: a prompt at the terminal before raw mode, or standard input's lines on a
/// thread (line mode).
enum Lines {
    Terminal(Box<dyn LineSource>),
    Threaded(ThreadedLines),
}

impl Lines {
    /// Lines on a thread of their own (rung on `bell`) in line mode, or the ones handed from elsewhere (which
    /// ring it as they come); else the terminal's, for the questions.
    fn open(
        line_mode: bool,
        elsewhere: Option<&mut Elsewhere>,
        bell: &std::sync::mpsc::Sender<()>,
    ) -> Lines {
        if let Some(lines) = elsewhere.and_then(|elsewhere| elsewhere.lines.take()) {
            return Lines::Threaded(lines);
        }
        if line_mode {
            Lines::Threaded(ThreadedLines::stdin(Some(bell.clone())))
        } else {
            let mut source: Box<dyn LineSource> = match EditedLines::open() {
                Some(edited) => Box::new(edited),
                None => Box::new(PlainLines(std::io::BufReader::new(std::io::stdin()))),
            };
            // The lobby's question sleeps until a line or the server rings.
            source.ring_when_read(bell.clone());
            Lines::Terminal(source)
        }
    }

    fn source(&mut self) -> &mut dyn LineSource {
        match self {
            Lines::Terminal(lines) => lines.as_mut(),
            Lines::Threaded(lines) => lines,
        }
    }
}

/// Joins a table and plays there until the player quits or input ends; leaving a closed table with Enter says
/// the list of tables again. With `ask_language` (neither `--lang` nor the settings chose one), the language is
/// asked first, as at home. Played `elsewhere` (a browser), the lines come from there and every word, cue and
/// held seat goes there; nothing of this process's terminal, data directory or voice is touched.
///
/// # Errors
/// [`UsageError`] for contradicting flags, or when no server answers at the address.
pub fn run(
    args: &JoinArgs,
    settings: &Preferences,
    files: Files,
    localizer: &Localizer,
    (ask_language, mut elsewhere): (bool, Option<Elsewhere>),
) -> Result<(), UsageError> {
    // Every flag is checked before anything is said, asked or connected.
    args.check()?;
    let mut localizer = Localizer::for_locale(&localizer.locale());
    // Rung by the typed lines and by the server's link, so line mode waits for both at once. Lines handed from
    // elsewhere come with the bell they ring.
    let (bell, rung) = elsewhere
        .as_mut()
        .and_then(|elsewhere| elsewhere.woken.take())
        .unwrap_or_else(std::sync::mpsc::channel);
    let line_mode = args.interface.line_mode || elsewhere.is_some() || !terminal::is_terminal();
    let lines = Lines::open(line_mode, elsewhere.as_mut(), &bell);
    let mut visit = Visit {
        before: BeforeTheTable {
            args,
            settings,
            files: &files,
            ask_language,
            seats: args.seats()?,
            address: &args.address()?,
            flags_choose: true,
        },
        layout: keyboard_layout(&args.interface, settings, &localizer)?,
        line_mode,
        lines,
        bell,
        elsewhere,
        rung,
        claimed: None,
        mutes: Mutes::default(),
    };
    while visit.one_table(&mut localizer)? {
        // Back to the list of tables: the language and the data directory are settled already, and the flags
        // chose the table left.
        visit.before.ask_language = false;
        visit.before.flags_choose = false;
    }
    Ok(())
}

/// One `sayzee join`'s way from table to table: what stays from one to the next.
struct Visit<'a> {
    before: BeforeTheTable<'a>,
    layout: crate::input::Layout,
    line_mode: bool,
    lines: Lines,
    bell: std::sync::mpsc::Sender<()>,
    rung: std::sync::mpsc::Receiver<()>,
    /// The data directory claimed at the first table, kept for the next.
    claimed: Option<Claimed>,
    /// The people this player chose not to hear, for the whole visit.
    mutes: Mutes,
    /// Played for a browser: where the words, cues and held seats go.
    elsewhere: Option<Elsewhere>,
}

impl Visit<'_> {
    /// The questions, then play at the table reached; whether the player asked for the list of tables again.
    fn one_table(&mut self, localizer: &mut Localizer) -> Result<bool, UsageError> {
        let args = self.before.args;
        let (mut speakers, played_elsewhere) = self.voice_and_sound(localizer)?;
        let arrived = {
            let speaker = speakers
                .first_mut()
                .expect("the text output is always there");
            let mut asker = Asker {
                localizer,
                speaker: speaker.as_mut(),
                input: self.lines.source(),
            };
            let woken = Woken {
                bell: &self.bell,
                rung: &self.rung,
            };
            match self.before.reach(
                &mut asker,
                &mut self.claimed,
                (&self.mutes, self.elsewhere.as_ref(), woken),
            )? {
                Some(arrived) => arrived,
                None => {
                    asker.say(&Message::new("session-goodbye"));
                    return Ok(false);
                }
            }
        };
        let (link, arrival, watch_name) = match arrived {
            Arrived::Table(link, arrival, watch_name) => (link, arrival, watch_name),
            Arrived::Walk(game, intro) => {
                self.walk(game, intro, (localizer, speakers, played_elsewhere));
                return Ok(true);
            }
        };
        let claimed = self
            .claimed
            .as_ref()
            .expect("claimed on the way to a table");
        // Keys pressed at the terminal while the table was being reached act on nothing: an Enter typed ahead
        // must not start the game before anyone could join. (Piped lines are a script's answers, and are kept.)
        if let Lines::Terminal(source) = &mut self.lines {
            source.discard_typed_ahead();
        }
        let files = self.before.files;
        let rules = arrival.snapshot.state.rules().clone();
        let game = Game::mirror(arrival.snapshot.state.clone());
        let expert = self.expert_for(rules);
        let new_here = new_player(claimed.stats_dir.as_deref());
        let mut seat = TableSeat::new((&link, self.mutes.clone()), watch_name, &arrival);
        if let Some(dir) = &claimed.stats_dir {
            seat.keep_statistics_in(dir.clone(), expert.clone());
        }
        let lobby = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        seat.back_to_lobby = Some(lobby.clone());
        // Someone seated who has never finished a game here hears, at their first turn, how to roll and where
        // help is.
        let greeting = match new_here && !seat.watching() {
            true => Greeting::Welcome,
            false => Greeting::Nothing,
        };
        let sitting = Sitting {
            game,
            start_events: Vec::new(),
            seat: Box::new(seat),
            expert,
            localizer: Localizer::for_locale(&localizer.locale()),
            speakers,
            settings: self.before.settings,
            files,
            interface: &args.interface,
            line_mode: self.line_mode,
            lines: self.driven(),
            greeting,
            layout: self.layout,
            // Computers play on the server: the terminal has nothing to pace.
            pace: Duration::ZERO,
            played_elsewhere,
            shared_chances: self.shared_chances(),
            learns_opening: true,
            persistence: None,
            wire: Some(Box::new(TableLink {
                link,
                book: claimed.book.clone(),
            })),
        };
        if let Some(mut session) = sit_down(sitting) {
            self.play_lines(&mut session);
        }
        Ok(lobby.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// How a session here is driven. The table's news goes on while W or the hint is worked out: in line mode too,
    /// the answer comes when ready (`tick`), and that it is being worked out is said when it takes a while.
    fn driven(&self) -> Driven {
        match self.elsewhere {
            Some(_) => Driven::Page,
            None => Driven::LinesAtTable,
        }
    }

    /// The work the server's process shares, for a seat played in its page.
    fn shared_chances(&self) -> Option<std::sync::Arc<crate::player::chances::SharedChances>> {
        self.elsewhere
            .as_ref()
            .map(|elsewhere| elsewhere.shared_chances.clone())
    }

    /// The expert for `rules`: the one the server's process shares when played elsewhere, else this keyboard's.
    fn expert_for(&self, rules: crate::rules::Ruleset) -> Expert {
        match &self.elsewhere {
            Some(elsewhere) => elsewhere
                .experts
                .for_rules(&rules, elsewhere.experts_cache.clone()),
            None => Expert::build(rules, self.before.files.cache_dir.clone()),
        }
    }

    /// Walks a finished game the server keeps, as `sayzee walk` walks one finished at home, until the player
    /// leaves it (then the lobby again). Nothing is written: the game is not this keyboard's to count.
    fn walk(
        &mut self,
        game: Game,
        intro: Message,
        (localizer, speakers, played_elsewhere): (
            &Localizer,
            Vec<Box<dyn crate::speech::Speaker>>,
            Option<crate::sound::Sound>,
        ),
    ) {
        let rules = game.state().rules().clone();
        let expert = self.expert_for(rules);
        let sitting = Sitting {
            game,
            start_events: Vec::new(),
            seat: Box::new(crate::player::session::HomeSeat::new(None, None)),
            expert,
            localizer: Localizer::for_locale(&localizer.locale()),
            speakers,
            settings: self.before.settings,
            files: self.before.files,
            interface: &self.before.args.interface,
            line_mode: self.line_mode,
            lines: self.driven(),
            greeting: Greeting::Review(intro),
            layout: self.layout,
            pace: Duration::ZERO,
            played_elsewhere,
            shared_chances: self.shared_chances(),
            learns_opening: false,
            persistence: None,
            wire: None,
        };
        if let Some(mut session) = sit_down(sitting) {
            self.play_lines(&mut session);
        }
    }

    /// The table's speakers, and its sound player when it is played elsewhere: then one speaker and one sound
    /// player on its screen, each line as urgent as the session says.
    fn voice_and_sound(&self, localizer: &Localizer) -> Result<VoiceAndSound, UsageError> {
        Ok(match &self.elsewhere {
            Some(elsewhere) => {
                let (speaker, sound) = speaker_and_sound(&elsewhere.screen);
                (
                    vec![Box::new(speaker) as Box<dyn crate::speech::Speaker>],
                    Some(crate::sound::Sound::new(Box::new(sound), true)),
                )
            }
            None => (
                voice::speakers(&self.before.args.interface, self.before.settings, localizer)?,
                None,
            ),
        })
    }

    /// Line by line at the table (see [`play_lines`]): a terminal without raw mode reads its lines on a thread
    /// from now on, the same thread for every table after.
    fn play_lines(&mut self, session: &mut Voiced) {
        let bell = self.bell.clone();
        session.ring_on_news(std::sync::Arc::new(move || {
            let _ = bell.send(());
        }));
        if let Lines::Terminal(_) = self.lines {
            self.lines = Lines::Threaded(ThreadedLines::stdin(Some(self.bell.clone())));
        }
        // A browser whose lines end has gone (closed, reloaded, lost its network): its seat is kept as for a
        // lost connection, not given up as by a player who chose to leave.
        let end = match self.elsewhere {
            Some(_) => AtTheEnd::Vanish,
            None => AtTheEnd::Leave,
        };
        if let Lines::Threaded(lines) = &mut self.lines {
            play_lines(session, lines, &self.rung, end);
        }
    }
}

/// A table's speakers, and its sound player when it is played elsewhere.
type VoiceAndSound = (
    Vec<Box<dyn crate::speech::Speaker>>,
    Option<crate::sound::Sound>,
);

/// What the questions before play go by.
struct BeforeTheTable<'a> {
    args: &'a JoinArgs,
    settings: &'a Preferences,
    files: &'a Files,
    /// Neither `--lang` nor the settings chose the language: it is asked first, as at home.
    ask_language: bool,
    seats: usize,
    address: &'a str,
    /// `--create`, `--table` and `--spectate` choose the first table only.
    flags_choose: bool,
}

/// The data directory as the first table found it, kept for every table after.
struct Claimed {
    /// The data directory is this sayzee's alone while it plays, as at home: two windows never fight over a seat.
    _access: Option<crate::player::persistence::DataAccess>,
    /// The statistics count online games too, where this sayzee may write.
    stats_dir: Option<std::path::PathBuf>,
    book: SeatBook,
    /// The certificates of secure servers this player trusts.
    trust: TrustBook,
}

impl BeforeTheTable<'_> {
    /// The language (if asked) and the data directory claimed (the first time), then the table; `None` when the
    /// player quit.
    fn reach(
        &self,
        asker: &mut Asker<'_>,
        claimed: &mut Option<Claimed>,
        (mutes, elsewhere, woken): (&Mutes, Option<&Elsewhere>, Woken<'_>),
    ) -> Result<Option<Arrived>, UsageError> {
        if claimed.is_none() {
            tell_notices(asker, &self.files.notices);
            if self.ask_language && crate::player::setup::ask_language_question(asker).is_err() {
                return Ok(None);
            }
            let claim = match elsewhere {
                // The held seats are the browser's own; nothing of this process's data directory is used.
                Some(elsewhere) => Some(Claimed {
                    _access: None,
                    stats_dir: None,
                    book: SeatBook::elsewhere(
                        elsewhere.seats.clone(),
                        elsewhere.logins.clone(),
                        elsewhere.screen.clone(),
                    ),
                    trust: TrustBook::open(None),
                }),
                None => self.claim(asker),
            };
            let Some(claim) = claim else {
                return Ok(None);
            };
            *claimed = Some(claim);
        }
        let Claimed { book, trust, .. } = claimed.as_mut().expect("claimed just now");
        let way = Way {
            args: self.args,
            settings: self.settings,
            address: self.address,
            seats: self.seats,
            flags_choose: self.flags_choose,
            mutes,
            woken,
        };
        arrive(&way, book, trust, asker)
    }

    /// The data directory claimed for this sayzee; `None` when the player quit rather than play without it.
    fn claim(&self, asker: &mut Asker<'_>) -> Option<Claimed> {
        let mut claimed = Claimed {
            _access: None,
            stats_dir: None,
            book: SeatBook::new(self.files.data_dir.as_deref()),
            trust: TrustBook::open(self.files.data_dir.as_deref()),
        };
        if let Some(dir) = &self.files.data_dir {
            let access = claim_data_dir(asker, dir, self.files.cache_dir.as_deref())?;
            if access.writes() {
                claimed.stats_dir = Some(dir.clone());
            } else {
                claimed.book = SeatBook::new(None);
                claimed.trust = TrustBook::open(None);
            }
            claimed._access = Some(access);
        }
        Some(claimed)
    }
}

/// What the end of input means at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AtTheEnd {
    /// The player leaves, as quitting does (a pipe or Ctrl+D at this terminal).
    Leave,
    /// The connection goes without a goodbye, as a lost one does (a browser that went).
    Vanish,
}

/// Plays line by line at the table: whichever comes first, a line, the server's news or work finished in the
/// background (a hint or the chances worked out), rings the loop's bell and wakes it at once; a moment the session
/// asked for (to say the chances are being worked out) wakes it too. Nothing else does: an idle seat never wakes.
/// The end of input leaves the table, as quitting does, or vanishes from it.
fn play_lines(
    session: &mut Voiced,
    lines: &mut ThreadedLines,
    rung: &std::sync::mpsc::Receiver<()>,
    end: AtTheEnd,
) {
    loop {
        match session.until_next_wake() {
            Some(wait) => {
                let _ = rung.recv_timeout(wait);
            }
            None => {
                if rung.recv().is_err() {
                    return;
                }
            }
        }
        session.take_news();
        lines.want(wanted_at_the_table(session));
        while let Some(read) = lines.next_within(Duration::ZERO) {
            if end == AtTheEnd::Vanish && matches!(read, crate::player::lines::LineRead::End) {
                return;
            }
            let quits = match take_line(session, read) {
                Some(flow) => flow == Flow::Quit,
                None => session.action(Action::Quit),
            };
            if quits {
                return;
            }
            session.take_news();
            lines.want(wanted_at_the_table(session));
        }
    }
}

/// What a seat at a table waits for: its chat message once the prompt is open, else keys.
fn wanted_at_the_table(session: &Session) -> Wanted {
    match session.composing_chat() {
        true => Wanted::Line,
        false => Wanted::Keys,
    }
}
