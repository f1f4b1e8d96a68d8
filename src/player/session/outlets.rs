//! What the session decides about its outlets (the voices, the sound, the settings file) and hears back from
//! them: the rate, the volume, sound on or off and a changed setting kept, each asked for as an effect; and what
//! its driver heard carrying the effects out ([`Heard`]), said after what was being said.

use super::dispatch::Session;
use super::effect::{Effect, Heard};
use crate::i18n::Message;
use crate::player::at_hand::{Changed, not_kept_message};
use crate::sound;
use crate::speech::Urgency;

impl Session {
    /// What came of effects carried out: said once, after what was being said, and never interrupting it.
    pub(super) fn heard(&mut self, heard: Heard) {
        match heard {
            Heard::VoiceNotices(notices) => {
                let said: Vec<Message> = notices
                    .into_iter()
                    .map(crate::player::voice::notice_message)
                    .collect();
                self.say(&said, Urgency::Queue);
            }
            Heard::Voices(voices) => self.announcer.voices = voices,
            // Notices are given only while sound is on.
            Heard::SoundNotice(notice) if self.announcer.sound.on => {
                self.say(&[sound::notice_message(notice)], Urgency::Queue);
            }
            Heard::SoundNotice(_) => {}
            Heard::SoundSwitched { on, can_play } => {
                self.say(&[sound::toggled_message(on, can_play)], Urgency::Interrupt);
            }
            Heard::SettingNotKept(file) => self.say(&[not_kept_message(&file)], Urgency::Queue),
            Heard::Saving { said, kept } => {
                self.seat.saving(kept);
                self.say(&said, Urgency::Queue);
            }
            Heard::Statistics(said) => self.say(&said, Urgency::Interrupt),
            Heard::DueDrills {
                said,
                due,
                later,
                today,
            } => self.drills_read(said, due, later, today),
        }
    }

    /// Says what a setting's change says, and asks for it to be kept.
    pub(super) fn changed(&mut self, changed: Changed) {
        self.say(&changed.said, Urgency::Interrupt);
        if let Some(setting) = changed.kept {
            self.announcer.effect(Effect::KeepSetting(setting));
        }
    }

    /// Speech one step faster or slower, on every voice.
    pub(super) fn change_rate(&mut self, faster: bool) {
        let announcer = &mut self.announcer;
        let before = announcer.at_hand.rate();
        let changed = announcer.at_hand.change_rate(announcer.voices, faster);
        let rate = announcer.at_hand.rate();
        if rate != before {
            announcer.effect(Effect::SetRate(rate));
        }
        self.changed(changed);
    }

    /// The cues one step louder or softer, with a cue played at the new volume.
    pub(super) fn change_volume(&mut self, louder: bool) {
        let announcer = &mut self.announcer;
        let before = announcer.sound.volume;
        let (changed, cue) = announcer
            .at_hand
            .change_volume(&mut announcer.sound, louder);
        let volume = announcer.sound.volume;
        if volume != before {
            announcer.effect(Effect::SetVolume(volume));
        }
        announcer.play(&[cue], Urgency::Interrupt);
        self.changed(changed);
    }

    /// M: the cues on or off; the driver answers whether they can be heard ([`Heard::SoundSwitched`]), which is
    /// said then.
    pub(super) fn toggle_sound(&mut self) {
        let sound = &mut self.announcer.sound;
        sound.on = !sound.on;
        let on = sound.on;
        self.announcer.effect(Effect::SwitchSound(on));
    }
}
