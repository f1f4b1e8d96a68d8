//! A session with the outlets that carry out its effects: the speakers (the printed line first, then any voice),
//! the sound player, the files, the link to a network table and the workers that do its background work. What
//! every driver (the terminal loop, line mode, the browser seat, the tests) shares: each input goes to
//! [`Session::handle`], each effect it returns is carried out in order, and what came of them (a voice lost or
//! back, no sound server, a setting not kept, a save) goes back to the session as [`Heard`], said after what was
//! being said; work it started comes back as [`Input::Done`] once done, and a moment it asked for as
//! [`Input::Timer`].

use crate::computer::Expert;
use crate::game::{Event, Game};
use crate::i18n::{Localizer, Message};
use crate::input::{Action, Key};
use crate::persist::settings_edit;
use crate::player::at_hand::{Setting, SettingValue, SoundSetting};
use crate::player::persistence::{self, Persistence};
use crate::player::session::{
    ChatKey, Effect, EffectsRead, Heard, Input, Line, Seat, Session, SessionOptions, SessionParts,
    ToFiles, ToTable,
};
pub use crate::player::wire::Wire;
use crate::player::workers::Workers;
pub use crate::player::workers::{Bell, Opening};
use crate::sound::Sound;
use crate::speech::{RateSupport, Speaker};

/// What a session is made with, with the outlets its driver carries its effects out through.
#[derive(Debug)]
pub struct VoicedParts {
    /// The player's language.
    pub localizer: Localizer,
    /// Where every line goes: the printed line first, then any voice.
    pub speakers: Vec<Box<dyn Speaker>>,
    /// The sound cues, on or off, at their volume.
    pub sound: Sound,
    /// The expert behind the hint, W and the computer players.
    pub expert: Expert,
    /// Where a game at home is saved after every change and counted when it ends; none plays without files.
    pub persistence: Option<Persistence>,
    /// The link to the server of a network table; none at home.
    pub wire: Option<Box<dyn Wire>>,
    /// Whether W's opening is learnt ahead, and where W's work is done and its opening kept.
    pub opening: Opening,
}

/// The speakers, the sound player, the files and the link: where a session's effects are carried out.
#[derive(Debug)]
pub struct Outlets {
    speakers: Vec<Box<dyn Speaker>>,
    sound: Sound,
    persistence: Option<Persistence>,
    wire: Option<Box<dyn Wire>>,
    workers: Workers,
    /// What came of the saves not yet told, and whether the last one kept the game.
    saving: Option<(Vec<Message>, bool)>,
    /// What the voices could do with the rate when the session was last told.
    voices_told: RateSupport,
}

impl Outlets {
    /// What the speakers can do with the speech rate: a voice changes it, a screen reader keeps its own.
    fn rate_support(&self) -> RateSupport {
        let supports = self.speakers.iter().map(|speaker| speaker.rate_support());
        supports.fold(RateSupport::NoVoice, |best, support| {
            match (best, support) {
                (RateSupport::Changed, _) | (_, RateSupport::Changed) => RateSupport::Changed,
                (RateSupport::ScreenReader, _) | (_, RateSupport::ScreenReader) => {
                    RateSupport::ScreenReader
                }
                _ => RateSupport::NoVoice,
            }
        })
    }

    /// Carries out one effect; what came of it, if anything is to be told at once.
    fn carry_out(&mut self, effect: Effect) -> Option<Heard> {
        match effect {
            Effect::Say(Line { text, urgency, .. }) => {
                // A speaker that fails is dropped; the text output never fails short of a closed stdout.
                self.speakers
                    .retain_mut(|speaker| speaker.speak(&text, urgency).is_ok());
            }
            Effect::Cues { cues, urgency } => self.sound.play(&cues, urgency),
            Effect::ConnectSound => {
                self.sound.start();
                return self.sound.take_notice().map(Heard::SoundNotice);
            }
            Effect::SwitchSound(on) => {
                self.sound.switch(on);
                self.sound.start();
                let can_play = self.sound.can_play();
                if on && !can_play {
                    // "No sound server" is in the answer itself; the notice would say it twice.
                    let _ = self.sound.take_notice();
                }
                return Some(Heard::SoundSwitched { on, can_play });
            }
            Effect::SetVolume(volume) => self.sound.set_volume(volume),
            Effect::SetRate(rate) => {
                // A speaker that cannot speak any more is found out, and told, by what is said next.
                for speaker in &mut self.speakers {
                    let _ = speaker.set_rate(rate);
                }
            }
            Effect::SetLanguage(locale) => {
                for speaker in &mut self.speakers {
                    let _ = speaker.set_language(locale);
                }
            }
            Effect::KeepSetting(setting) => {
                if keep(&setting).is_err() {
                    return Some(Heard::SettingNotKept(setting.file));
                }
            }
            Effect::Start(work) => self.workers.start(work),
            Effect::Wake { timer, after } => self.workers.wake(timer, after),
            Effect::Echo(text) => echo(&text),
            Effect::Files(effect) => return self.on_files(effect),
            Effect::Table(effect) => self.on_wire(effect),
            Effect::Quit => {}
        }
        None
    }

    /// Carries out an effect on the files (the saved game, the statistics); what came of it, when it is told.
    fn on_files(&mut self, effect: ToFiles) -> Option<Heard> {
        match effect {
            ToFiles::SaveGame(game) => {
                if let Some(persistence) = self.persistence.as_mut() {
                    let said = persistence.after_change(&game);
                    let kept = persistence.is_saved();
                    let told = self.saving.get_or_insert_with(Default::default);
                    told.0.extend(said);
                    told.1 = kept;
                }
            }
            ToFiles::TellSaving => {
                let (said, kept) = self.saving.take()?;
                return Some(Heard::Saving { said, kept });
            }
            ToFiles::ReadStatistics(at) => return Some(Heard::Statistics(at.read())),
            ToFiles::ReadDueDrills(at) => {
                let today = persistence::day_of(std::time::SystemTime::now());
                let (said, due, later) = persistence::due_at(&at, today, None);
                return Some(Heard::DueDrills {
                    said,
                    due,
                    later,
                    today,
                });
            }
            ToFiles::CountOnlineGame(game) => {
                let said = persistence::record_online_game(
                    &game.dir,
                    &game.table,
                    &game.game,
                    &game.seats_here,
                    &game.reviewed,
                );
                let told = self.saving.get_or_insert_with(Default::default);
                told.0.extend(said);
            }
            ToFiles::KeepDrillAnswer {
                at,
                drill,
                right,
                today,
            } => {
                let said = persistence::keep_drill_answer(&at, &drill, right, today);
                let told = self.saving.get_or_insert_with(Default::default);
                told.0.extend(said);
            }
        }
        None
    }

    /// Carries out an effect on the link to a network table (none at home: nothing to do).
    fn on_wire(&self, effect: ToTable) {
        let Some(wire) = &self.wire else {
            return;
        };
        match effect {
            ToTable::Send(message) => {
                wire.send(message);
            }
            ToTable::WayBack(way_back) => {
                wire.set_way_back(way_back);
            }
            ToTable::StopReturning => {
                wire.stop_returning();
            }
            ToTable::GiveUp => {
                wire.give_up();
            }
            ToTable::KeepSeats(place) => {
                wire.keep_seats(place);
            }
            ToTable::ForgetSeats { table } => {
                wire.forget_seats(&table);
            }
        }
    }

    /// What the voices and the sound player have to tell since they were last asked.
    fn notices(&mut self) -> Vec<Heard> {
        let mut heard = Vec::new();
        let voices: Vec<_> = self
            .speakers
            .iter_mut()
            .flat_map(|speaker| speaker.take_notices())
            .collect();
        if !voices.is_empty() {
            heard.push(Heard::VoiceNotices(voices));
        }
        heard.extend(self.sound.take_notice().map(Heard::SoundNotice));
        let support = self.rate_support();
        if support != self.voices_told {
            self.voices_told = support;
            heard.push(Heard::Voices(support));
        }
        heard
    }
}

/// Writes one setting into the settings file; only that value is rewritten.
fn keep(setting: &Setting) -> std::io::Result<()> {
    let (file, section, key) = (&setting.file, setting.section, setting.key);
    match setting.value {
        SettingValue::Number(number) => settings_edit::set_number(file, section, key, number),
        SettingValue::Text(text) => settings_edit::set_text(file, section, key, text),
    }
}

/// Writes what the chat prompt shows straight to the terminal, beside the printed lines (both go to standard
/// output, in order).
fn echo(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout();
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
}

/// A session and its outlets.
#[derive(Debug)]
pub struct Voiced {
    session: Session,
    outlets: Outlets,
}

impl Voiced {
    /// A session for `game` at `seat`, its first words said (see [`Session::new`]).
    pub fn new(
        game: Game,
        start_events: &[Event],
        parts: VoicedParts,
        options: SessionOptions,
        seat: Box<dyn Seat>,
    ) -> Voiced {
        let mut outlets = Outlets {
            speakers: parts.speakers,
            sound: parts.sound,
            persistence: parts.persistence,
            wire: parts.wire,
            workers: Workers::new(parts.expert.clone(), parts.opening),
            saving: None,
            voices_told: RateSupport::NoVoice,
        };
        outlets.voices_told = outlets.rate_support();
        let session_parts = SessionParts {
            localizer: parts.localizer,
            sound: SoundSetting {
                on: outlets.sound.enabled(),
                volume: outlets.sound.volume(),
            },
            voices: outlets.voices_told,
            expert: parts.expert,
        };
        let (session, effects) = Session::new(game, start_events, session_parts, options, seat);
        let mut voiced = Voiced { session, outlets };
        voiced.carry_out(effects);
        voiced
    }

    /// Gives `input` to the session and carries out what it decided, after what the workers finished meanwhile
    /// (it comes first); whether the player quit. Typed lines at home wait here for the work their answer needs
    /// ([`Session::holds_lines`]), as the end of input waits for what is still being worked out.
    pub fn handle(&mut self, input: Input) -> bool {
        let finished = self.outlets.workers.take_ready();
        let mut quits = self.give(finished);
        quits |= self.give(vec![input]);
        while !quits && self.session.holds_lines() {
            let came = self.outlets.workers.wait();
            if came.is_empty() {
                break;
            }
            quits |= self.give(came);
        }
        quits
    }

    /// Gives `inputs` to the session in order, carrying out what each decided; whether the player quit.
    fn give(&mut self, inputs: Vec<Input>) -> bool {
        let mut quits = false;
        for input in inputs {
            let effects = self.session.handle(input);
            quits |= self.carry_out(effects);
        }
        quits
    }

    /// Carries out `effects` in order, and tells the session what came of them; whether the player quit.
    fn carry_out(&mut self, effects: Vec<Effect>) -> bool {
        let quits = effects.quits();
        let mut effects = effects.into_iter().peekable();
        while let Some(effect) = effects.next() {
            let was_line = matches!(effect, Effect::Say(_));
            let mut heard: Vec<Heard> = self.outlets.carry_out(effect).into_iter().collect();
            // The voices' and the sound's own news, once a run of lines is said: after what was being said,
            // never in the middle of it.
            let run_ends = !(was_line && matches!(effects.peek(), Some(Effect::Say(_))));
            if run_ends {
                heard.extend(self.outlets.notices());
            }
            for heard in heard {
                let more = self.session.handle(Input::Heard(heard));
                self.carry_out(more);
            }
        }
        quits
    }

    /// A key pressed; whether the player quit.
    pub fn key(&mut self, key: Key) -> bool {
        self.handle(Input::Key(key))
    }

    /// An action, from a key or a line; whether the player quit.
    pub fn action(&mut self, action: Action) -> bool {
        self.handle(Input::Action(action))
    }

    /// A typed line; whether the player quit.
    pub fn line(&mut self, line: &str) -> bool {
        self.handle(Input::Line(line.to_string()))
    }

    /// A key at the chat prompt; whether the player quit.
    pub fn chat(&mut self, key: ChatKey) -> bool {
        self.handle(Input::Chat(key))
    }

    /// What came while no key was pressed (the bell rang, or a moment asked for is due): the table's news, then
    /// work finished in the background and the moments due.
    pub fn take_news(&mut self) {
        let arrived = self.outlets.wire.as_ref().map(|wire| wire.arrived());
        for incoming in arrived.unwrap_or_default() {
            self.handle(Input::Arrived(incoming));
        }
        let finished = self.outlets.workers.take_ready();
        self.give(finished);
    }

    /// Waits for the next piece of background work to finish (or the next moment asked for) and gives it to the
    /// session, with anything else that came meanwhile; `false` at once when nothing is under way or asked for.
    /// For a driver with nothing else to wait for (a test, a script).
    pub fn wait_for_work(&mut self) -> bool {
        let came = self.outlets.workers.wait();
        let any = !came.is_empty();
        self.give(came);
        any
    }

    /// How long a driver may wait for a key, a line or its bell before a moment the session asked for is due;
    /// `None`: as long as it takes.
    pub fn until_next_wake(&self) -> Option<std::time::Duration> {
        self.outlets.workers.until_next()
    }

    /// Whether background work is under way (a driver whose bell nothing rings looks for its answer now and then).
    pub fn work_under_way(&self) -> bool {
        self.outlets.workers.working()
    }

    /// Plays one computer move when one is due; whether one was.
    pub fn computer_move(&mut self) -> bool {
        let due = self.session.computer_due();
        if due {
            self.handle(Input::ComputerMove);
        }
        due
    }

    /// Plays every computer move due now.
    pub fn play_computers(&mut self) {
        self.handle(Input::PlayComputers);
    }

    /// Says a message from outside the game.
    pub fn say_message(&mut self, message: &Message) {
        self.handle(Input::Say(message.clone()));
    }

    /// From now on, `bell` rings whenever news arrives from the table or background work is done.
    pub fn ring_on_news(&mut self, bell: Bell) {
        if let Some(wire) = &self.outlets.wire {
            let bell = bell.clone();
            wire.ring(Box::new(move || bell()));
        }
        self.outlets.workers.ring(bell);
    }
}

impl std::ops::Deref for Voiced {
    type Target = Session;

    /// What the session knows, read by the driver (the game, whether a computer is due, whether work waits).
    fn deref(&self) -> &Session {
        &self.session
    }
}
