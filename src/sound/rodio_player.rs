//! Cues on Windows and macOS through rodio (cpal underneath). rodio needs ALSA headers on Linux, so there it is
//! built only with the `system-backends` feature, for CI to record what it plays (`SAYZEE_SOUND_OUTPUT=rodio`).
//!
//! The output device lives on its own thread (its handle may not move between threads); the game sends cues
//! over a channel and never waits, except once, for at most [`CONNECT_WAIT`], to learn whether a device opened.

use std::num::NonZero;
use std::sync::mpsc;
use std::time::Duration;

use super::{Cue, SoundNotice, SoundPlayer};
use crate::speech::Urgency;

/// How long the first cue waits to learn whether an output device opened.
pub const CONNECT_WAIT: Duration = Duration::from_millis(500);

/// How long leaving the game waits for the cues still playing (a game-over fanfare) to end.
pub const FINISH_WAIT: Duration = Duration::from_millis(1_600);

enum Request {
    Play(Vec<Cue>, Urgency, u8),
}

/// Plays cues through the default output device; opens it when first asked to play.
#[derive(Debug)]
pub struct RodioPlayer {
    volume: u8,
    requests: Option<mpsc::Sender<Request>>,
    /// Told when the device thread has played everything and closed the device.
    finished: Option<mpsc::Receiver<()>>,
    pending_notice: Option<SoundNotice>,
    silent: bool,
}

impl RodioPlayer {
    pub fn new(volume: u8) -> RodioPlayer {
        RodioPlayer {
            volume: volume.min(100),
            requests: None,
            finished: None,
            pending_notice: None,
            silent: false,
        }
    }

    fn open(&mut self) -> Option<mpsc::Sender<Request>> {
        let (ready_tx, ready_rx) = mpsc::channel();
        let (requests, requests_rx) = mpsc::channel::<Request>();
        let (finished_tx, finished) = mpsc::channel();
        std::thread::Builder::new()
            .name("sayzee-sound".into())
            .spawn(move || {
                let Ok(mut device) = rodio::DeviceSinkBuilder::open_default_sink() else {
                    let _ = ready_tx.send(false);
                    return;
                };
                device.log_on_drop(false);
                let _ = ready_tx.send(true);
                let player = rodio::Player::connect_new(device.mixer());
                for Request::Play(cues, urgency, volume) in requests_rx {
                    if urgency.cuts_off() {
                        player.clear();
                        player.play();
                    }
                    for cue in cues {
                        let pcm = cue.pcm_at(volume);
                        let samples: Vec<f32> = pcm
                            .samples
                            .iter()
                            .map(|s| f32::from(*s) / 32_768.0)
                            .collect();
                        if let Some(rate) = NonZero::new(pcm.sample_rate) {
                            player.append(rodio::buffer::SamplesBuffer::new(
                                NonZero::<u16>::MIN,
                                rate,
                                samples,
                            ));
                        }
                    }
                }
                player.sleep_until_end();
                drop(device);
                let _ = finished_tx.send(());
            })
            .ok()?;
        self.finished = Some(finished);
        match ready_rx.recv_timeout(CONNECT_WAIT) {
            Ok(true) | Err(mpsc::RecvTimeoutError::Timeout) => Some(requests),
            _ => None,
        }
    }
}

impl SoundPlayer for RodioPlayer {
    fn play(&mut self, cues: &[Cue], urgency: Urgency) {
        if self.silent {
            return;
        }
        if self.requests.is_none() {
            self.requests = self.open();
            if self.requests.is_none() {
                self.silent = true;
                self.pending_notice = Some(SoundNotice::NoServer);
                return;
            }
        }
        let request = Request::Play(cues.to_vec(), urgency, self.volume);
        if let Some(requests) = &self.requests
            && requests.send(request).is_err()
        {
            self.silent = true;
            self.pending_notice = Some(SoundNotice::Lost);
        }
    }

    fn set_volume(&mut self, percent: u8) {
        self.volume = percent.min(100);
    }

    fn take_notice(&mut self) -> Option<SoundNotice> {
        self.pending_notice.take()
    }
}

impl Drop for RodioPlayer {
    /// Lets the cues already playing end (a game-over fanfare), for a bounded time.
    fn drop(&mut self) {
        drop(self.requests.take());
        if let Some(finished) = self.finished.take() {
            let _ = finished.recv_timeout(FINISH_WAIT);
        }
    }
}
