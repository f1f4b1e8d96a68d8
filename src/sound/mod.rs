//! Sound cues: short original sounds that tell a player what happened before the words do (the dice landing,
//! a click, a fanfare). The cues are made by [`synth`] and kept in `sounds/`; the binary embeds them, so it
//! plays from any directory.
//!
//! Playing sits behind the [`SoundPlayer`] trait: a PulseAudio client on Linux (pure Rust, also served by
//! PipeWire), rodio on Windows and macOS, a silent player, and a recorder for tests. Players never block the
//! caller: a cue never waits for speech, nor speech for a cue. A player that finds no sound server says so once
//! (through [`SoundPlayer::take_notice`]) and plays on in silence.

pub mod cues;
#[cfg(target_os = "linux")]
pub mod pulse;
#[cfg(any(
    target_os = "windows",
    target_os = "macos",
    feature = "system-backends"
))]
pub mod rodio_player;
pub mod synth;
pub mod wav;

use std::sync::{Arc, Mutex};

use crate::speech::Urgency;

/// One sound cue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// Dice rattle in the cup and land.
    Dice,
    /// A die chosen for rerolling.
    Select,
    /// A die kept again.
    Keep,
    /// A box marked.
    Mark,
    /// The upper bonus or a Yahtzee bonus.
    Bonus,
    /// Five (or six) of a kind.
    Yahtzee,
    /// A turn of a player at this keyboard.
    YourTurn,
    /// A computer player's turn.
    OtherTurn,
    /// Something refused.
    Error,
    /// The game ended.
    GameOver,
    /// A chat line from someone at a network table.
    Chat,
}

impl Cue {
    pub const ALL: [Cue; 11] = [
        Cue::Dice,
        Cue::Select,
        Cue::Keep,
        Cue::Mark,
        Cue::Bonus,
        Cue::Yahtzee,
        Cue::YourTurn,
        Cue::OtherTurn,
        Cue::Error,
        Cue::GameOver,
        Cue::Chat,
    ];

    /// The file's name in `sounds/` without `.wav`.
    pub fn name(self) -> &'static str {
        match self {
            Cue::Dice => "dice",
            Cue::Select => "select",
            Cue::Keep => "keep",
            Cue::Mark => "mark",
            Cue::Bonus => "bonus",
            Cue::Yahtzee => "yahtzee",
            Cue::YourTurn => "your-turn",
            Cue::OtherTurn => "other-turn",
            Cue::Error => "error",
            Cue::GameOver => "game-over",
            Cue::Chat => "chat",
        }
    }

    /// The WAV file as committed in `sounds/`, embedded in the binary.
    pub fn wav(self) -> &'static [u8] {
        match self {
            Cue::Dice => include_bytes!("../../sounds/dice.wav"),
            Cue::Select => include_bytes!("../../sounds/select.wav"),
            Cue::Keep => include_bytes!("../../sounds/keep.wav"),
            Cue::Mark => include_bytes!("../../sounds/mark.wav"),
            Cue::Bonus => include_bytes!("../../sounds/bonus.wav"),
            Cue::Yahtzee => include_bytes!("../../sounds/yahtzee.wav"),
            Cue::YourTurn => include_bytes!("../../sounds/your-turn.wav"),
            Cue::OtherTurn => include_bytes!("../../sounds/other-turn.wav"),
            Cue::Error => include_bytes!("../../sounds/error.wav"),
            Cue::GameOver => include_bytes!("../../sounds/game-over.wav"),
            Cue::Chat => include_bytes!("../../sounds/chat.wav"),
        }
    }

    /// The cue's samples at `volume` percent (0 to 100), ready to send to a sound server.
    pub fn pcm_at(self, volume: u8) -> wav::Pcm {
        let mut pcm = wav::decode(self.wav()).unwrap_or_else(|_| synth::render(self));
        let volume = i32::from(volume.min(100));
        for sample in &mut pcm.samples {
            *sample = (i32::from(*sample) * volume / 100) as i16;
        }
        pcm
    }
}

/// Something the player should be told about sound, once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundNotice {
    /// No sound server could be reached: the game plays on in silence.
    NoServer,
    /// The sound server went away during the game.
    Lost,
}

/// Plays cues without making the caller wait.
pub trait SoundPlayer: std::fmt::Debug + Send {
    /// Plays `cues` one after another. `Interrupt` cuts off what is playing or waiting (a player's own key
    /// press); `Queue` plays them after it (computer players' moves).
    fn play(&mut self, cues: &[Cue], urgency: Urgency);

    /// Loudness from 0 to 100 percent for the cues played from now on.
    fn set_volume(&mut self, percent: u8);

    /// A problem to tell the player about; each is given once.
    fn take_notice(&mut self) -> Option<SoundNotice>;

    /// Looks for the sound server now rather than at the first cue, so that a missing one is told at the
    /// start of play, not in the middle of a turn.
    fn connect_now(&mut self) {}

    /// Whether cues can be heard: false once no server was found.
    fn can_play(&self) -> bool {
        true
    }
}

/// Plays nothing: for `--no-sound` and machines without audio.
#[derive(Clone, Copy, Debug, Default)]
pub struct Silent;

impl SoundPlayer for Silent {
    fn play(&mut self, _cues: &[Cue], _urgency: Urgency) {}

    fn set_volume(&mut self, _percent: u8) {}

    fn take_notice(&mut self) -> Option<SoundNotice> {
        None
    }
}

/// Keeps every cue it is asked to play, for tests; clones share one record.
#[derive(Clone, Debug, Default)]
pub struct RecordingPlayer {
    pub played: Arc<Mutex<Vec<(Cue, Urgency)>>>,
    /// A notice to give once, as a player without a server would.
    pub notice: Arc<Mutex<Option<SoundNotice>>>,
}

impl RecordingPlayer {
    /// The cues played so far.
    pub fn cues(&self) -> Vec<Cue> {
        self.played
            .lock()
            .map(|played| played.iter().map(|(cue, _)| *cue).collect())
            .unwrap_or_default()
    }
}

impl SoundPlayer for RecordingPlayer {
    fn play(&mut self, cues: &[Cue], urgency: Urgency) {
        if let Ok(mut played) = self.played.lock() {
            played.extend(cues.iter().map(|cue| (*cue, urgency)));
        }
    }

    fn set_volume(&mut self, _percent: u8) {}

    fn take_notice(&mut self) -> Option<SoundNotice> {
        self.notice.lock().ok().and_then(|mut notice| notice.take())
    }
}

/// The player for this platform at `volume` percent: it connects to the sound server when first asked to play.
/// `through_rodio` plays through rodio (ALSA) on Linux too, as Windows and macOS do, when built with the
/// `system-backends` feature, so that CI records what that player sends.
pub fn system_player(volume: u8, through_rodio: bool) -> Box<dyn SoundPlayer> {
    #[cfg(all(target_os = "linux", feature = "system-backends"))]
    if through_rodio {
        return Box::new(rodio_player::RodioPlayer::new(volume));
    }
    #[cfg(not(all(target_os = "linux", feature = "system-backends")))]
    let _ = through_rodio;
    #[cfg(target_os = "linux")]
    {
        Box::new(pulse::PulsePlayer::new(volume))
    }
    #[cfg(any(target_os = "windows", target_os = "macos"))]
    {
        Box::new(rodio_player::RodioPlayer::new(volume))
    }
    #[cfg(not(any(target_os = "linux", target_os = "windows", target_os = "macos")))]
    {
        let _ = volume;
        Box::new(Silent)
    }
}

/// The game's sound: a player and whether cues are on. Notices are given only while sound is on.
#[derive(Debug)]
pub struct Sound {
    player: Box<dyn SoundPlayer>,
    enabled: bool,
    /// The cues' volume in percent, as the player was made with or last set to.
    volume: u8,
}

/// The volume a player is made with when nothing says otherwise, as in the settings file's default.
pub const DEFAULT_VOLUME: u8 = 80;

impl Sound {
    pub fn new(player: Box<dyn SoundPlayer>, enabled: bool) -> Sound {
        Sound {
            player,
            enabled,
            volume: DEFAULT_VOLUME,
        }
    }

    /// The same sound, its player made at `volume` percent (so this only records it).
    pub fn made_at(mut self, volume: u8) -> Sound {
        self.volume = volume.min(100);
        self
    }

    pub fn volume(&self) -> u8 {
        self.volume
    }

    /// Plays every later cue at `percent` (0 to 100).
    pub fn set_volume(&mut self, percent: u8) {
        self.volume = percent.min(100);
        self.player.set_volume(self.volume);
    }

    /// No sound at all, and no way to turn it on.
    pub fn off() -> Sound {
        Sound::new(Box::new(Silent), false)
    }

    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Turns cues on (`on`) or off.
    pub fn switch(&mut self, on: bool) {
        self.enabled = on;
    }

    /// Looks for the sound server now, when sound is on; what it found is told by [`Sound::take_notice`].
    pub fn start(&mut self) {
        if self.enabled {
            self.player.connect_now();
        }
    }

    /// Whether cues are heard when sound is on.
    pub fn can_play(&self) -> bool {
        self.player.can_play()
    }

    /// Plays `cues` when sound is on.
    pub fn play(&mut self, cues: &[Cue], urgency: Urgency) {
        if self.enabled && !cues.is_empty() {
            self.player.play(cues, urgency);
        }
    }

    /// What to tell the player about sound now, if anything.
    pub fn take_notice(&mut self) -> Option<SoundNotice> {
        if self.enabled {
            self.player.take_notice()
        } else {
            None
        }
    }
}

/// What to say about a sound problem.
pub fn notice_message(notice: SoundNotice) -> crate::i18n::Message {
    crate::i18n::Message::new(match notice {
        SoundNotice::NoServer => "sound-no-server",
        SoundNotice::Lost => "sound-lost",
    })
}

/// What to say when sound was switched on or off, and whether the cues can be heard at all.
pub fn toggled_message(on: bool, can_play: bool) -> crate::i18n::Message {
    crate::i18n::Message::new(match (on, can_play) {
        (true, true) => "sound-on",
        (true, false) => "sound-on-no-server",
        (false, _) => "sound-off",
    })
}
