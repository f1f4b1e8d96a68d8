//! The saved game and the statistics during play: the data directory claimed (or found busy), the save offered
//! for resume, the game saved after every change and counted when it ends, and what the player must hear when a
//! file could not be written.
//!
//! The session owns one [`Persistence`] and calls [`Persistence::after_change`] in one place, after the
//! events of each command are applied; nothing else here touches the game.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::problems::{FileKind, display, refusal};
use super::reviewed::reviewed;
use crate::computer::Expert;
use crate::game::{Game, LoadError, Query, SavedGame};
use crate::i18n::{Localizer, Message};
use crate::narration::{self};
use crate::persist::drills::Drill;
use crate::persist::files::{self, Aside, Loaded, Problem};
use crate::persist::finished::Finished;
use crate::persist::flush::Flusher;
use crate::persist::journal::{self, Journal};
use crate::persist::lock::{DataLock, LockError};
use crate::persist::stats::{self, GameId, Reviewed, Statistics};

/// The saved game's name in the data directory.
pub const SAVE_FILE_NAME: &str = "save.json";

/// A journal file this long has the save file written behind it even in the middle of a turn: about 600 changes
/// of a one-player game.
const JOURNAL_LIMIT: u64 = 1 << 20;

/// How this sayzee may use the data directory.
#[derive(Debug)]
pub enum DataAccess {
    /// Ours alone: the lock is held as long as this value lives.
    Held(DataLock),
    /// No lock can be taken there (a read-only or missing directory): writes are tried and their failures
    /// said, as without a lock nobody can write there either.
    Unguarded,
    /// Another sayzee holds the lock: this one reads and never writes.
    Busy,
}

impl DataAccess {
    /// Whether this sayzee may write its files.
    pub fn writes(&self) -> bool {
        !matches!(self, DataAccess::Busy)
    }

    pub fn aside(&self) -> Aside {
        if self.writes() {
            Aside::Move
        } else {
            Aside::Leave
        }
    }
}

/// A temporary table file this old is no write under way: a table is written in well under a second.
const ABANDONED_AFTER: Duration = Duration::from_secs(10 * 60);

/// Takes the data directory's lock; when it is ours, removes what writes killed half-way left behind in it
/// and in `cache_dir` (sayzee's own temporary files only; in the cache, only old ones).
pub fn claim_data_dir(data_dir: &Path, cache_dir: Option<&Path>) -> DataAccess {
    match DataLock::acquire(data_dir) {
        Ok(lock) => {
            // Nobody else writes the data directory now; the cache may be shared with a sayzee that uses
            // other data, so only what no write could still be busy with goes there.
            files::remove_leftover_temporaries(data_dir, Duration::ZERO);
            if let Some(cache) = cache_dir {
                files::remove_leftover_temporaries(cache, ABANDONED_AFTER);
            }
            DataAccess::Held(lock)
        }
        Err(LockError::Busy) => DataAccess::Busy,
        Err(LockError::Io(_)) => DataAccess::Unguarded,
    }
}

/// What a second sayzee says before asking whether to play without saving.
pub fn busy_notice(data_dir: &Path) -> Message {
    Message::new("data-busy").with("path", display(data_dir))
}

/// The unfinished game saved in `data_dir`, if there is one that can be resumed, and what to tell the
/// player about a save file that could not be used (moved aside). A finished game still saved (sayzee
/// stopped before removing it) is counted in the statistics if it is not already, then removed. Only the
/// sayzee that may write there calls this.
pub fn load_save(data_dir: &Path) -> (Option<Game>, Vec<Message>) {
    let path = data_dir.join(SAVE_FILE_NAME);
    if journal::fold_into(data_dir, &path).is_err()
        && let Some(game) = journal::newest(data_dir)
            .and_then(|saved| SavedGame::from_json(&saved).ok())
            .filter(|game| !game.state().is_over())
    {
        // The save file cannot be written: the game is read from the journal, which still holds it.
        return (Some(game), Vec::new());
    }
    let loaded = files::load(&path, Aside::Move, |text| {
        SavedGame::from_json(text).map_err(|error| match error {
            LoadError::Newer(format) => Problem::Newer(format),
            LoadError::Damaged(detail) => Problem::Damaged(detail),
        })
    });
    match loaded {
        Loaded::Missing => (None, Vec::new()),
        Loaded::Read(game) if game.state().is_over() => (None, settle_finished(data_dir, &game)),
        Loaded::Read(game) => (Some(game), Vec::new()),
        Loaded::Refused { problem, moved_to } => (
            None,
            refusal(FileKind::Save, &problem, &path, moved_to.as_deref()),
        ),
    }
}

/// Counts a finished game still saved in `data_dir` (see [`load_save`]); a save in play, or one that cannot
/// be used, is left for the game to offer or explain.
pub fn settle_finished_save(data_dir: &Path) -> Vec<Message> {
    let _ = journal::fold_into(data_dir, &data_dir.join(SAVE_FILE_NAME));
    let loaded = files::load(&data_dir.join(SAVE_FILE_NAME), Aside::Leave, |text| {
        SavedGame::from_json(text).map_err(|_| Problem::Damaged(String::new()))
    });
    match loaded {
        Loaded::Read(game) if game.state().is_over() => settle_finished(data_dir, &game),
        _ => Vec::new(),
    }
}

/// A finished game found saved: counted unless its identity is in the statistics already, and its save
/// removed once it is counted.
fn settle_finished(data_dir: &Path, game: &Game) -> Vec<Message> {
    let id = GameId::of_saved(&SavedGame::to_json(game));
    let (mut stats, mut said) = load_statistics(data_dir, Aside::Move);
    if stats_unwritable(data_dir) {
        said.push(stats_blocked(data_dir));
        return said;
    }
    if !stats.has_counted(&id) {
        // Counted after sayzee stopped: no expert is at hand yet, so the game is counted without its figure.
        stats.record(game.state(), id, &[]);
        if stats.store(data_dir).is_err() {
            said.push(stats_write_failed(data_dir));
            return said;
        }
        said.push(Message::new("stats-recorded-late"));
    }
    let _ = files::remove(&data_dir.join(SAVE_FILE_NAME));
    said
}

/// Counts a game that has just ended at network table `table` for the people at this keyboard (`seats_here`) in
/// the statistics in `data_dir`, once: a game heard to its end twice (after a reconnection) is known by its
/// table and final state; and keeps it among the finished games, for `sayzee walk`. Returns what the player
/// must hear.
pub fn record_online_game(
    data_dir: &Path,
    table: &str,
    game: &Game,
    seats_here: &[usize],
    reviewed: &[Option<Reviewed>],
) -> Vec<Message> {
    let state = game.state();
    if seats_here.is_empty() || !state.is_over() {
        return Vec::new();
    }
    let finished = serde_json::to_string(state).expect("a game state always serializes");
    let id = GameId::of_saved(&format!("{table}\n{finished}"));
    let (mut stats, mut said) = load_statistics(data_dir, Aside::Move);
    if stats_unwritable(data_dir) {
        said.push(
            Message::new("stats-online-blocked").with("path", display(&stats_path(data_dir))),
        );
        return said;
    }
    if stats.has_counted(&id) {
        return said;
    }
    stats.record_online(state, seats_here, id, reviewed);
    match stats.store(data_dir) {
        Ok(()) => said.push(Message::new("stats-recorded-online")),
        Err(_) => {
            said.push(
                Message::new("stats-online-failed").with("path", display(&stats_path(data_dir))),
            );
            return said;
        }
    }
    said.extend(keep_finished(data_dir, Aside::Move, game, true));
    said
}

/// Keeps the answer to `drill` given `today` in the statistics at `at`: learnt, it leaves; wrong, it is asked again
/// on its schedule. Returns what the player must hear (nothing when it is kept).
pub fn keep_drill_answer(
    at: &StatisticsAt,
    drill: &Drill,
    right: bool,
    today: u32,
) -> Vec<Message> {
    let (mut stats, mut said) = load_statistics(&at.dir, at.aside);
    if stats_unwritable(&at.dir) {
        said.push(stats_blocked(&at.dir));
        return said;
    }
    stats.drills.answered(drill, right, today);
    if stats.store(&at.dir).is_err() {
        said.push(Message::new("drill-save-failed").with("path", display(&stats_path(&at.dir))));
    }
    said
}

/// Keeps `game`, just finished (`finished`), among the last finished games in `data_dir` for `sayzee walk`, or
/// takes the one whose end was taken back out again. A file that cannot be used is told (and moved aside as
/// `aside` says); one that cannot be written, too.
fn keep_finished(data_dir: &Path, aside: Aside, game: &Game, finished: bool) -> Vec<Message> {
    let path = data_dir.join(crate::persist::finished::FILE_NAME);
    let (mut kept, mut said) = match Finished::load(data_dir, aside) {
        Loaded::Missing => (Finished::default(), Vec::new()),
        Loaded::Read(kept) => (kept, Vec::new()),
        Loaded::Refused {
            problem: Problem::Newer(_),
            ..
        } => return Vec::new(),
        Loaded::Refused { problem, moved_to } => (
            Finished::default(),
            refusal(FileKind::Finished, &problem, &path, moved_to.as_deref()),
        ),
    };
    if finished {
        kept.add(game);
    } else {
        kept.take_back(game);
    }
    if kept.store(data_dir).is_err() {
        said.push(Message::new("finished-save-failed").with("path", display(&path)));
    }
    said
}

fn stats_path(data_dir: &Path) -> PathBuf {
    data_dir.join(stats::FILE_NAME)
}

/// Whether the statistics file is there but cannot be read: writing would replace counts nobody has seen.
fn stats_unwritable(data_dir: &Path) -> bool {
    files::exists_unreadable(&stats_path(data_dir))
}

fn stats_blocked(data_dir: &Path) -> Message {
    Message::new("stats-blocked").with("path", display(&stats_path(data_dir)))
}

fn stats_write_failed(data_dir: &Path) -> Message {
    Message::new("stats-save-failed").with("path", display(&stats_path(data_dir)))
}

/// What is said before asking whether to resume: the rules, the players, the scores and whose turn it is.
pub fn resume_summary(game: &Game) -> Vec<Message> {
    let state = game.state();
    let players = state
        .config()
        .players
        .iter()
        .map(narration::player_name)
        .collect();
    let mut said = vec![
        Message::new("resume-offer")
            .with(
                "rules",
                crate::narration::preset_name(state.config().preset),
            )
            .with("players", narration::list_and(players)),
    ];
    said.extend(narration::narrate_answer(state, &game.query(Query::Scores)));
    said.extend(narration::narrate_answer(state, &game.query(Query::Turn)));
    said
}

/// Whether an answer to the resume question means resume (`Some(true)`), a new game (`Some(false)`), or
/// nothing (`None`). Both the English words and the language's own are understood.
pub fn resume_answer(answer: &str, localizer: &Localizer) -> Option<bool> {
    either_word(
        answer,
        localizer,
        ("resume-word-resume", "resume"),
        ("resume-word-new", "new"),
    )
}

/// Whether an answer to a second sayzee's question means play without saving (`Some(true)`), quit
/// (`Some(false)`), or nothing (`None`).
pub fn busy_answer(answer: &str, localizer: &Localizer) -> Option<bool> {
    either_word(
        answer,
        localizer,
        ("data-busy-word-play", "play"),
        ("data-busy-word-quit", "quit"),
    )
}

/// `Some(true)` for the first word, `Some(false)` for the second, each as its message in the language or in
/// English, whole words only.
fn either_word(
    answer: &str,
    localizer: &Localizer,
    first: (&'static str, &str),
    second: (&'static str, &str),
) -> Option<bool> {
    let answer = answer.trim().to_lowercase();
    // Whole words only: a single letter is too easily a slip ("n" is "non" in French, not "new"), and
    // starting anew puts the saved game aside.
    let is = |(id, english): (&'static str, &str)| {
        answer == english || answer == localizer.text(&Message::new(id)).to_lowercase()
    };
    if is(first) {
        Some(true)
    } else if is(second) {
        Some(false)
    } else {
        None
    }
}

/// Where a seat's statistics are kept, and whether a damaged file there may be moved aside when read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatisticsAt {
    pub dir: PathBuf,
    pub aside: Aside,
}

impl StatisticsAt {
    /// The statistics kept there as sentences, after what must be said of their file if it could not be used.
    pub fn read(&self) -> Vec<Message> {
        let (stats, mut said) = load_statistics(&self.dir, self.aside);
        said.extend(super::statistics::statistics_messages(&stats));
        said
    }
}

/// Keeps the game on disk as it is played: saved after every change, its statistics recorded when it ends.
#[derive(Debug)]
pub struct Persistence {
    data_dir: PathBuf,
    /// Whether this sayzee may write (and holds the lock that says so).
    access: DataAccess,
    /// A failed save is said once, and then that saving works again, so the player is not told at every key.
    save_failing: bool,
    /// The save file was there but could not be read at start: it is never written over.
    save_blocked: bool,
    /// The statistics as they were before this game was recorded, kept so that taking back the last mark
    /// after the end takes the game out of the statistics again.
    before_recording: Option<Statistics>,
    /// The last game saved, so a key that changes nothing saved writes nothing.
    last_saved: Option<String>,
    /// Where each change goes at once: appended to a file held open, so that a key never waits for a file to
    /// be made or renamed. `None` when it cannot be used: each change then replaces the save file.
    journal: Option<Journal>,
    /// A turn has begun since the save file was last written behind the journal: it is written at the first
    /// change that finds the other journal file emptied.
    checkpoint_due: bool,
    /// Puts each save on the disk within a second, and writes the save file behind the journal, off the
    /// key's path.
    flusher: Flusher,
    /// Weighs the decisions of a finished game for the statistics' figure; `None` counts games without it.
    expert: Option<Expert>,
    /// The game this session kept among the finished ones, to take out again if its end is taken back.
    finished_kept: Option<Game>,
}

impl Persistence {
    pub fn new(data_dir: PathBuf, access: DataAccess) -> Persistence {
        let save = data_dir.join(SAVE_FILE_NAME);
        let save_blocked = files::exists_unreadable(&save);
        let journal = if access.writes() && !save_blocked {
            journal::fold_into(&data_dir, &save)
                .and_then(|()| Journal::open(&data_dir))
                .ok()
        } else {
            None
        };
        Persistence {
            data_dir,
            access,
            save_failing: false,
            save_blocked,
            before_recording: None,
            last_saved: None,
            journal,
            checkpoint_due: false,
            flusher: Flusher::start(),
            expert: None,
            finished_kept: None,
        }
    }

    /// The same, with `expert` weighing the decisions of a finished game for the points given away that the
    /// statistics keep.
    pub fn weighing_with(mut self, expert: Expert) -> Persistence {
        self.expert = Some(expert);
        self
    }

    /// Where the statistics this game goes into are kept.
    pub fn statistics_at(&self) -> StatisticsAt {
        StatisticsAt {
            dir: self.data_dir.clone(),
            aside: self.access.aside(),
        }
    }

    /// Whether the game is kept for the next start: this sayzee writes, and the last save worked.
    pub fn is_saved(&self) -> bool {
        self.access.writes() && !self.save_blocked && !self.save_failing
    }

    fn save_path(&self) -> PathBuf {
        self.data_dir.join(SAVE_FILE_NAME)
    }

    /// Called after the events of a command are applied: saves the game in play, or, when it has just
    /// ended, records it in the statistics and removes the save. Returns what the player must hear.
    ///
    /// At the end the writes go in an order that keeps the game at every instant either resumable or
    /// counted: the finished game is saved, then the statistics written with the game's identity, then the
    /// save removed. A stop between the last two leaves a finished save that the next start recognises as
    /// counted.
    pub fn after_change(&mut self, game: &Game) -> Vec<Message> {
        if !self.access.writes() {
            return Vec::new();
        }
        let mut said = Vec::new();
        let saved = SavedGame::to_json(game);
        if game.state().is_over() {
            if self.before_recording.is_some() {
                return said;
            }
            // The finished game is on the disk before it is counted: resumable or counted, whatever happens.
            self.save_finished(&saved, &mut said);
            self.last_saved = None;
            let (mut stats, loaded_said) = self.statistics();
            said.extend(loaded_said);
            if stats_unwritable(&self.data_dir) {
                said.push(stats_blocked(&self.data_dir));
                self.before_recording = Some(stats);
                return said;
            }
            let before = stats.clone();
            let advisor = self.expert.as_ref().and_then(Expert::get);
            let reviewed = reviewed(game, advisor.as_deref());
            stats.record(game.state(), GameId::of_saved(&saved), &reviewed);
            match stats.store(&self.data_dir) {
                Ok(()) => {
                    said.push(Message::new("stats-recorded"));
                    said.extend(self.keep_finished(game, true));
                    self.finished_kept = Some(game.clone());
                    if !self.save_blocked {
                        let _ = files::remove(&self.save_path());
                    }
                }
                // The finished game stays saved, so the next start counts it.
                Err(_) => said.push(stats_write_failed(&self.data_dir)),
            }
            self.before_recording = Some(before);
            return said;
        }
        if let Some(before) = self.before_recording.take() {
            // The end was taken back: so is its line in the statistics, and the game among the finished ones.
            let _ = before.store(&self.data_dir);
            if let Some(finished) = self.finished_kept.take() {
                self.keep_finished(&finished, false);
            }
        }
        if self.last_saved.as_deref() == Some(saved.as_str()) {
            return said;
        }
        // A turn that has just begun closes the one before: worth putting on the disk at once.
        let turn_begins = game.state().turn().is_some_and(|turn| turn.dice.is_none());
        let written = self.write(&saved, turn_begins);
        self.tell_how_saving_goes(written, &mut said);
        if !self.save_failing {
            self.last_saved = Some(saved);
        }
        said
    }

    /// Saves a game in play where a killed process cannot lose it: appended to the journal (at the start of a
    /// turn, the save file is written behind it), or, without a journal, the save file replaced. Either is
    /// put on the disk within a second, or at once when a turn begins, off the key's path.
    fn write(&mut self, saved: &str, turn_begins: bool) -> std::io::Result<()> {
        if self.save_blocked {
            return Err(std::io::ErrorKind::PermissionDenied.into());
        }
        let save_path = self.save_path();
        if let Some(journal) = &mut self.journal {
            // A long turn (dice picked up and put down again and again) is written behind the journal too.
            self.checkpoint_due |= turn_begins || journal.current_length() > JOURNAL_LIMIT;
            let appended = if !self.checkpoint_due {
                journal.append(saved)
            } else if journal.can_switch() {
                journal.switch_with(saved).map(|retired| {
                    self.checkpoint_due = false;
                    self.flusher
                        .checkpoint(&save_path, saved.to_string(), retired);
                })
            } else {
                journal.append(saved).map(|()| {
                    // The last write of the save file failed: it is tried again, and the file it would have
                    // emptied emptied then. Otherwise it is still under way, and this waits for it.
                    if journal.other_failed() {
                        self.checkpoint_due = false;
                        let retired = journal.retry_other();
                        self.flusher
                            .checkpoint(&save_path, saved.to_string(), retired);
                    }
                })
            };
            if appended.is_ok() {
                flush_after(&self.flusher, journal.path(), turn_begins);
                return Ok(());
            }
            // The journal cannot take the change (a full disk): the save file does, durably, and the journal
            // is emptied, so that nothing older than the save file is left to read at the next start.
            self.flusher.settle();
            files::write_atomically(&save_path, saved.as_bytes())?;
            journal.clear()?;
            self.journal = None;
            return Ok(());
        }
        files::replace(&save_path, saved.as_bytes())?;
        flush_after(&self.flusher, &save_path, turn_begins);
        if self.save_failing {
            // Saving works again (the data directory is back): so may the journal, from the next change on. It
            // is only taken empty, as nothing in it may be older than the save file just written.
            self.journal = Journal::open(&self.data_dir).ok();
        }
        Ok(())
    }

    /// Saves a finished game durably before it is counted: the journal's newest record, then the save file
    /// (written and synced), and the journal emptied. A stop at any instant leaves the finished game as the
    /// newest saved, which the next start knows as counted or counts.
    fn save_finished(&mut self, saved: &str, said: &mut Vec<Message>) {
        if self.save_blocked {
            self.tell_how_saving_goes(Err(std::io::ErrorKind::PermissionDenied.into()), said);
            return;
        }
        // A checkpoint under way would write an older game over the finished one.
        self.flusher.settle();
        if let Some(journal) = &mut self.journal {
            let _ = journal.append(saved);
        }
        let written = files::write_atomically(&self.save_path(), saved.as_bytes());
        if written.is_ok()
            && let Some(journal) = &mut self.journal
        {
            let _ = journal.clear();
        }
        self.tell_how_saving_goes(written, said);
    }

    /// Says a failure to save once (the save file there but unreadable, or the write refused), and the first
    /// success after it.
    fn tell_how_saving_goes(&mut self, written: std::io::Result<()>, said: &mut Vec<Message>) {
        if self.save_blocked {
            if !self.save_failing {
                self.save_failing = true;
                said.push(Message::new("save-blocked").with("path", display(&self.save_path())));
            }
            return;
        }
        match written {
            Ok(()) if self.save_failing => {
                self.save_failing = false;
                said.push(Message::new("save-works-again"));
            }
            Ok(()) => {}
            Err(_) if self.save_failing => {}
            Err(_) => {
                self.save_failing = true;
                said.push(Message::new("save-failed").with("path", display(&self.save_path())));
            }
        }
    }

    /// Keeps `game`, just finished (`finished`), among the last finished games, or takes it out again.
    fn keep_finished(&self, game: &Game, finished: bool) -> Vec<Message> {
        keep_finished(&self.data_dir, self.access.aside(), game, finished)
    }

    /// The statistics so far, and what to say if their file could not be used.
    fn statistics(&self) -> (Statistics, Vec<Message>) {
        load_statistics(&self.data_dir, self.access.aside())
    }
}

/// Has `path`, just written, put on the disk: at once when a turn has just begun (it closes the one before),
/// else within a second.
fn flush_after(flusher: &Flusher, path: &Path, turn_begins: bool) {
    if turn_begins {
        flusher.now(path);
    } else {
        flusher.soon(path);
    }
}

impl Drop for Persistence {
    /// At the end of a session the game in play goes into the save file (durably), and the journal is
    /// emptied: the save file alone is the game between sessions. A session that ends without this (killed)
    /// leaves the journal, which the next start folds in.
    fn drop(&mut self) {
        let (Some(journal), Some(saved)) = (&mut self.journal, &self.last_saved) else {
            return;
        };
        self.flusher.settle();
        if files::write_atomically(&self.data_dir.join(SAVE_FILE_NAME), saved.as_bytes()).is_ok() {
            let _ = journal.clear();
        }
    }
}

/// The statistics in `data_dir` (empty when there are none) and what to say about a file that could not be
/// used (moved aside when `aside` allows).
pub fn load_statistics(data_dir: &Path, aside: Aside) -> (Statistics, Vec<Message>) {
    let path = stats_path(data_dir);
    match Statistics::load(data_dir, aside) {
        Loaded::Missing => (Statistics::default(), Vec::new()),
        Loaded::Read(stats) => (stats, Vec::new()),
        Loaded::Refused { problem, moved_to } => (
            Statistics::default(),
            refusal(FileKind::Statistics, &problem, &path, moved_to.as_deref()),
        ),
    }
}
