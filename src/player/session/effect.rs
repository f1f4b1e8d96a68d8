//! What a session asks of the world, and what the world tells it back. A session says nothing, plays nothing
//! and writes nothing itself: every input it is given ([`Input`]) returns the [`Effect`]s it decided on, in
//! order, each line with its urgency decided once, here; a driver (the terminal, line mode, the browser seat, a
//! test) carries them out with its speakers, its sound player and its files, and tells the session what came of
//! them ([`Heard`]) as one more input. Work that takes a while (W, the weighing after a game, waiting for the
//! expert) is asked for as [`Effect::Start`] and comes back as [`Input::Done`]; a moment to wait for as
//! [`Effect::Wake`], back as [`Input::Timer`]: the session never waits, and holds no thread.

use std::borrow::Cow;
use std::path::PathBuf;
use std::time::Duration;

use crate::game::{Game, GameState, TurnRecord};
use crate::i18n::Message;
use crate::input::{Action, Key};
use crate::net::protocol::ClientMessage;
use crate::persist::stats::Reviewed;
use crate::player::at_hand::Setting;
use crate::player::persistence::StatisticsAt;
use crate::player::review::WinningWeighed;
use crate::player::wire::{HeldPlace, Incoming, Return};
use crate::sound::{Cue, SoundNotice};
use crate::speech::{RateSupport, SpeechNotice, Urgency};

/// Something that happened to a session: the one way in.
#[derive(Debug)]
pub enum Input {
    /// A key pressed in the terminal or the page.
    Key(Key),
    /// An action, from a key or a line (Ctrl+C, Escape or F1 read by a line editor).
    Action(Action),
    /// A line typed in line mode.
    Line(String),
    /// The end of typed input.
    LinesEnded,
    /// A key while the chat prompt is open, as the prompt takes it.
    Chat(ChatKey),
    /// Work started with [`Effect::Start`] is done: what came of it.
    Done(WorkId, Done),
    /// A moment asked for with [`Effect::Wake`] has come.
    Timer(Timer),
    /// One computer move due now, played and said (the terminal paces them).
    ComputerMove,
    /// Every computer move due now, each said in turn.
    PlayComputers,
    /// A message from outside the game (the shell's own news, such as a terminal problem).
    Say(Message),
    /// After a resume: whose turn it is, the round and the rolls left, and the dice.
    WherePlayStands,
    /// A new player: how to roll and where help is, at their first turn.
    WelcomeNewPlayer,
    /// A finished game opened again (`sayzee walk`): its review, as at its end, walked with the arrows.
    ReviewFinished,
    /// What came of the effects a driver carried out.
    Heard(Heard),
    /// What the link to a network table brought.
    Arrived(Incoming),
}

/// A key at the chat prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChatKey {
    /// A character typed into the draft.
    Char(char),
    /// Backspace.
    Erase,
    /// F1: how the prompt works.
    Help,
    /// Closed without a word (Ctrl+Q quits from it).
    CancelQuietly,
    /// Escape.
    Cancel,
    /// Enter: the draft goes out.
    Send,
}

/// What the world tells a session about the effects it carried out.
#[derive(Debug)]
pub enum Heard {
    /// The voices were lost or are back, oldest first.
    VoiceNotices(Vec<SpeechNotice>),
    /// What can set the speech rate now (told once at the start, and again whenever a voice is lost).
    Voices(RateSupport),
    /// Sound stopped or never started.
    SoundNotice(SoundNotice),
    /// Sound was switched on or off, and whether the cues can be heard.
    SoundSwitched { on: bool, can_play: bool },
    /// A setting could not be kept in the settings file at `path`.
    SettingNotKept(PathBuf),
    /// What came of the saves since the last was told: what the player must hear (a failure, saving working
    /// again, the game counted in the statistics), and whether the game is kept for the next start.
    Saving { said: Vec<Message>, kept: bool },
    /// The statistics asked for, as sentences.
    Statistics(Vec<Message>),
    /// The drills due `today` (a day counted from 1970-01-01) asked for, and the due days of the others, after
    /// what must be said of their file.
    DueDrills {
        said: Vec<Message>,
        due: Vec<crate::persist::drills::Drill>,
        later: Vec<u32>,
        today: u32,
    },
}

/// What a session decided: carried out in order by its driver.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// A line to print and say.
    Say(Line),
    /// Cues to play (sound is on when they are asked for).
    Cues { cues: Vec<Cue>, urgency: Urgency },
    /// Look for the sound server now, so that a missing one is told before play is said.
    ConnectSound,
    /// Sound on or off; the driver answers with [`Heard::SoundSwitched`].
    SwitchSound(bool),
    /// The cues' volume in percent, for every later cue.
    SetVolume(u8),
    /// The speech rate, of -100 to 100, on every voice.
    SetRate(i8),
    /// The voices' language (a shipped locale id).
    SetLanguage(&'static str),
    /// A setting changed in play, to keep in the settings file.
    KeepSetting(Setting),
    /// Something for the files: the saved game, the statistics.
    Files(ToFiles),
    /// Something for the link to a network table.
    Table(ToTable),
    /// Work to do in the background; what came of it is told as [`Input::Done`] with its id.
    Start(Work),
    /// Wake the session after `after` with [`Input::Timer`] (a moment it waits for without waiting itself).
    Wake { timer: Timer, after: Duration },
    /// Text for the terminal's current line, as typed at the chat prompt (never said).
    Echo(Cow<'static, str>),
    /// The player quits: the driver ends.
    Quit,
}

/// Which piece of work started by a session an answer is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WorkId(pub u64);

/// Work a session asks its driver to do in the background, with the id its answer comes back with.
#[derive(Clone, Debug, PartialEq)]
pub struct Work {
    pub id: WorkId,
    pub job: Job,
}

/// What work is to be done.
#[derive(Clone, Debug, PartialEq)]
pub enum Job {
    /// W: every player's chance of winning from this position, and their expected final score, as sentences;
    /// with the turn that led to it (while the chances are followed), first how far it moved its player's chance.
    Chances {
        state: Box<GameState>,
        last_turn: Option<Box<TurnRecord>>,
    },
    /// After a game: the choices of each of `people` weighed in the chance of winning.
    WeighForWinning { game: Box<Game>, people: Vec<usize> },
    /// The expert for the game's rules, read from the cache or solved: done once it is ready.
    Expert,
}

/// What came of a piece of work.
#[derive(Clone, Debug)]
pub enum Done {
    /// W's answer, as sentences.
    Chances(Vec<Message>),
    /// Each person's choices weighed in the chance of winning.
    Weighed(Vec<WinningWeighed>),
    /// The expert is ready.
    ExpertReady,
    /// The work the process's seats share is too busy to take it now (a server's browser seats).
    Busy,
    /// It ended without an answer (its thread failed).
    Failed,
}

/// A moment a session asked to be woken at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timer {
    /// W's answer is taking a while: time to say it is being worked out.
    ChancesSlow(WorkId),
    /// Typed lines have waited long enough for the weighing after a game: the review is said without it.
    WinningPatience(WorkId),
}

impl Timer {
    /// The work the moment is about: once it is done, the moment has nothing left to say.
    pub fn work(self) -> WorkId {
        match self {
            Timer::ChancesSlow(id) | Timer::WinningPatience(id) => id,
        }
    }
}

/// What a session asks of the files.
#[derive(Clone, Debug, PartialEq)]
pub enum ToFiles {
    /// The game as it is now, to keep (saved at home after every change, counted in the statistics at its end),
    /// before anything of the change is said.
    SaveGame(Box<Game>),
    /// What came of the saves is said here ([`Heard::Saving`]), after the change itself.
    TellSaving,
    /// The statistics kept there, to read and say ([`Heard::Statistics`]).
    ReadStatistics(StatisticsAt),
    /// The drills due today kept there, to ask now ([`Heard::DueDrills`]).
    ReadDueDrills(StatisticsAt),
    /// A game that ended at a network table, to count in the statistics of the people at this keyboard; what
    /// came of it is told at the next [`ToFiles::TellSaving`].
    CountOnlineGame(Box<OnlineGame>),
    /// A drill answered `today`, rightly or not, to keep in the statistics at `at` (learnt, or asked again on its
    /// schedule); what came of it is told at the next [`ToFiles::TellSaving`].
    KeepDrillAnswer {
        at: StatisticsAt,
        drill: Box<crate::persist::drills::Drill>,
        right: bool,
        today: u32,
    },
}

/// What a session asks of the link to a network table.
#[derive(Clone, Debug, PartialEq)]
pub enum ToTable {
    /// A message for the server.
    Send(ClientMessage),
    /// The way back to the table after a lost connection, from now on.
    WayBack(Return),
    /// No way back any more: a lost connection is not taken up again (the table is over, or the seats gone).
    StopReturning,
    /// The link is given up: the server has closed this connection for good.
    GiveUp,
    /// The seats held at this table, kept to be taken back after a lost connection or a restart.
    KeepSeats(HeldPlace),
    /// The seats held at this table are forgotten (the game is over, or they are gone).
    ForgetSeats { table: String },
}

/// A game that ended at a network table, as the statistics count it.
#[derive(Clone, Debug, PartialEq)]
pub struct OnlineGame {
    /// Where the statistics are kept.
    pub dir: PathBuf,
    /// The table it was played at (with the final state, the game's identity: counted once).
    pub table: String,
    /// The game as heard here, its record too: kept among the finished games for `sayzee walk`.
    pub game: Game,
    /// The seats played at this keyboard that count (each made at least half of its own marks).
    pub seats_here: Vec<usize>,
    /// Each player's decisions weighed, where the expert could.
    pub reviewed: Vec<Option<Reviewed>>,
}

/// One line of speech and print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The message it says, when it is one (not for the printed score table, nor for a line said again).
    pub id: Option<Cow<'static, str>>,
    /// In the player's language.
    pub text: String,
    pub urgency: Urgency,
}

/// What a driver reads of one batch of effects.
pub trait EffectsRead {
    /// Whether the player quit.
    fn quits(&self) -> bool;
    /// The ids of the lines said, in order (for tests and drivers that act on one message).
    fn said_ids(&self) -> Vec<&str>;
}

impl EffectsRead for [Effect] {
    fn quits(&self) -> bool {
        self.iter().any(|effect| matches!(effect, Effect::Quit))
    }

    fn said_ids(&self) -> Vec<&str> {
        self.iter()
            .filter_map(|effect| match effect {
                Effect::Say(Line { id: Some(id), .. }) => Some(id.as_ref()),
                _ => None,
            })
            .collect()
    }
}

/// The line that says `message`, rendered as `text`.
pub(super) fn line_of(message: &Message, text: String, urgency: Urgency) -> Effect {
    Effect::Say(Line {
        id: Some(message.id.clone()),
        text,
        urgency,
    })
}
