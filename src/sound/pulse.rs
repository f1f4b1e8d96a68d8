//! Cues through a PulseAudio server (PipeWire serves the same protocol), with the pure-Rust `pulseaudio` crate:
//! no C library, no -dev package.
//!
//! One thread owns the connection and plays cues one after another; the game hands it cues over a channel and
//! never waits, except once, for at most [`CONNECT_WAIT`], to learn whether a server answered at all. A server
//! that accepts the connection and never answers is found out later by the thread, and told once all the same.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, AtomicU32, Ordering};
use std::sync::mpsc as std_mpsc;
use std::time::Duration;

use futures::channel::mpsc;
use futures::future::{BoxFuture, Fuse, FusedFuture};
use futures::{FutureExt, StreamExt};
use pulseaudio::{AsPlaybackSource, Client, ClientError, protocol};

use super::{Cue, SoundNotice, SoundPlayer};
use crate::speech::Urgency;

/// How long the first cue waits to learn whether the server answered; a local socket answers in a millisecond.
pub const CONNECT_WAIT: Duration = Duration::from_millis(300);

/// How long leaving the game waits for the cues still playing (a game-over fanfare) to end.
pub const FINISH_WAIT: Duration = Duration::from_millis(1_600);

/// Cues waiting beyond this are dropped, oldest first, so sound never lags far behind the game.
const MOST_WAITING: usize = 4;

struct Request {
    cues: Vec<Cue>,
    urgency: Urgency,
}

/// The playing thread, once started.
struct Connection {
    requests: mpsc::UnboundedSender<Request>,
    notices: std_mpsc::Receiver<SoundNotice>,
    finished: std_mpsc::Receiver<()>,
}

/// Plays cues through PulseAudio; connects when first asked to play.
pub struct PulsePlayer {
    volume: Arc<AtomicU8>,
    connection: Option<Connection>,
    /// A notice not yet taken (no server at the first try).
    pending_notice: Option<SoundNotice>,
    /// Set once the server is known to be missing or gone: nothing more is tried.
    silent: bool,
    /// Where to look for the server, in order.
    sockets: Vec<PathBuf>,
}

impl std::fmt::Debug for PulsePlayer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PulsePlayer")
            .field("volume", &self.volume.load(Ordering::Relaxed))
            .field("connected", &self.connection.is_some())
            .field("silent", &self.silent)
            .finish()
    }
}

impl PulsePlayer {
    pub fn new(volume: u8) -> PulsePlayer {
        PulsePlayer::at(volume, socket_candidates())
    }

    /// A player that looks for its server at `sockets` only.
    pub fn at(volume: u8, sockets: Vec<PathBuf>) -> PulsePlayer {
        PulsePlayer {
            volume: Arc::new(AtomicU8::new(volume.min(100))),
            connection: None,
            pending_notice: None,
            silent: false,
            sockets,
        }
    }

    /// Starts the playing thread; `Err` when no server answered.
    fn connect(&self) -> Result<Connection, SoundNotice> {
        let (ready_tx, ready_rx) = std_mpsc::channel();
        let (requests, requests_rx) = mpsc::unbounded();
        let (notice_tx, notices) = std_mpsc::channel();
        let (finished_tx, finished) = std_mpsc::channel();
        let volume = Arc::clone(&self.volume);
        let sockets = self.sockets.clone();
        std::thread::Builder::new()
            .name("sayzee-sound".into())
            .spawn(move || {
                let client = match connect_client(&sockets) {
                    Ok(client) => client,
                    Err(_) => {
                        // Heard by the game at once when the answer came within CONNECT_WAIT; otherwise the
                        // game is already playing on and learns it from the notice, once.
                        let _ = ready_tx.send(false);
                        let _ = notice_tx.send(SoundNotice::NoServer);
                        return;
                    }
                };
                let _ = ready_tx.send(true);
                futures::executor::block_on(play_requests(client, requests_rx, volume, notice_tx));
                let _ = finished_tx.send(());
            })
            .map_err(|_| SoundNotice::NoServer)?;
        match ready_rx.recv_timeout(CONNECT_WAIT) {
            Ok(true) | Err(std_mpsc::RecvTimeoutError::Timeout) => Ok(Connection {
                requests,
                notices,
                finished,
            }),
            Ok(false) | Err(std_mpsc::RecvTimeoutError::Disconnected) => Err(SoundNotice::NoServer),
        }
    }
}

impl PulsePlayer {
    /// Connected to a server (connecting now if not yet); false when none answered.
    fn ensure_connected(&mut self) -> bool {
        if self.silent {
            return false;
        }
        if self.connection.is_none() {
            match self.connect() {
                Ok(connection) => self.connection = Some(connection),
                Err(notice) => {
                    self.silent = true;
                    self.pending_notice = Some(notice);
                    return false;
                }
            }
        }
        true
    }
}

impl SoundPlayer for PulsePlayer {
    fn connect_now(&mut self) {
        self.ensure_connected();
    }

    fn can_play(&self) -> bool {
        !self.silent
    }

    fn play(&mut self, cues: &[Cue], urgency: Urgency) {
        if !self.ensure_connected() {
            return;
        }
        let request = Request {
            cues: cues.to_vec(),
            urgency,
        };
        if let Some(connection) = &self.connection
            && connection.requests.unbounded_send(request).is_err()
        {
            // The thread ended: it reported why on the notice channel.
            self.silent = true;
        }
    }

    fn set_volume(&mut self, percent: u8) {
        self.volume.store(percent.min(100), Ordering::Relaxed);
    }

    fn take_notice(&mut self) -> Option<SoundNotice> {
        self.pending_notice.take().or_else(|| {
            self.connection
                .as_ref()
                .and_then(|connection| connection.notices.try_recv().ok())
        })
    }
}

impl Drop for PulsePlayer {
    /// Lets the cues already playing end (a game-over fanfare), for a bounded time.
    fn drop(&mut self) {
        if let Some(connection) = self.connection.take() {
            connection.requests.close_channel();
            let _ = connection.finished.recv_timeout(FINISH_WAIT);
        }
    }
}

/// Where the server's socket may be, in the order libpulse looks: `$PULSE_SERVER` (a `unix:` address or a
/// path), `$PULSE_RUNTIME_PATH`, `$XDG_RUNTIME_DIR`, then the system-wide daemon's.
fn socket_candidates() -> Vec<PathBuf> {
    let mut candidates = Vec::new();
    if let Ok(server) = std::env::var("PULSE_SERVER") {
        // A list of addresses; only local sockets are tried.
        for address in server.split_whitespace() {
            let path = address.strip_prefix("unix:").unwrap_or(address);
            if path.starts_with('/') {
                candidates.push(PathBuf::from(path));
            }
        }
    }
    for variable in ["PULSE_RUNTIME_PATH", "XDG_RUNTIME_DIR"] {
        if let Some(dir) = std::env::var_os(variable) {
            let dir = PathBuf::from(dir);
            candidates.push(if variable == "XDG_RUNTIME_DIR" {
                dir.join("pulse/native")
            } else {
                dir.join("native")
            });
        }
    }
    candidates.push(PathBuf::from("/run/pulse/native"));
    candidates.push(PathBuf::from("/var/run/pulse/native"));
    candidates
}

/// The length of the shared secret the server checks; its auth request refuses any other length.
const COOKIE_LENGTH: usize = 256;

/// Where the authentication cookie may be, in the order libpulse looks: `$PULSE_COOKIE`,
/// `$XDG_CONFIG_HOME/pulse/cookie` (else `~/.config/pulse/cookie`), then the old `~/.pulse-cookie`. `variable`
/// reads the environment.
fn cookie_candidates(variable: impl Fn(&str) -> Option<std::ffi::OsString>) -> Vec<PathBuf> {
    let set = |name: &str| {
        variable(name)
            .filter(|value| !value.is_empty())
            .map(PathBuf::from)
    };
    let mut candidates = Vec::new();
    candidates.extend(set("PULSE_COOKIE"));
    let home = set("HOME");
    match (set("XDG_CONFIG_HOME"), &home) {
        (Some(config), _) => candidates.push(config.join("pulse/cookie")),
        (None, Some(home)) => candidates.push(home.join(".config/pulse/cookie")),
        (None, None) => {}
    }
    candidates.extend(home.map(|home| home.join(".pulse-cookie")));
    candidates
}

/// The cookie to authenticate with: the first readable one of the right length, else zeros, as libpulse sends
/// when it has none (a server that lets anyone in accepts it; one that checks cookies refuses it plainly instead
/// of dropping a malformed request).
fn cookie() -> Vec<u8> {
    cookie_candidates(|name| std::env::var_os(name))
        .into_iter()
        .filter_map(|path| std::fs::read(path).ok())
        .find(|cookie| cookie.len() == COOKIE_LENGTH)
        .unwrap_or_else(|| vec![0; COOKIE_LENGTH])
}

fn connect_client(sockets: &[PathBuf]) -> Result<Client, ClientError> {
    let cookie = Some(cookie());
    let mut last = ClientError::ServerUnavailable;
    for path in sockets {
        match std::os::unix::net::UnixStream::connect(path) {
            Ok(socket) => {
                // The handshake must not hang the thread forever on a server that never answers.
                socket.set_read_timeout(Some(Duration::from_secs(2)))?;
                match Client::new_unix(c"sayzee", socket, cookie.as_ref()) {
                    Ok(client) => return Ok(client),
                    Err(error) => last = error,
                }
            }
            Err(error) => last = ClientError::Io(error),
        }
    }
    Err(last)
}

/// The playing thread's loop: plays waiting cues one after another until the game closes the channel, then
/// lets the last ones finish.
async fn play_requests(
    client: Client,
    mut requests: mpsc::UnboundedReceiver<Request>,
    volume: Arc<AtomicU8>,
    notices: std_mpsc::Sender<SoundNotice>,
) {
    let mut waiting: VecDeque<Cue> = VecDeque::new();
    let mut playing: Fuse<BoxFuture<'static, Result<(), ClientError>>> = Fuse::terminated();
    let mut open = true;
    loop {
        if playing.is_terminated() {
            match waiting.pop_front() {
                Some(cue) => {
                    let loudness = volume.load(Ordering::Relaxed);
                    playing = play_cue(client.clone(), cue, loudness).boxed().fuse();
                }
                None if !open => return,
                None => {}
            }
        }
        futures::select! {
            request = requests.next() => match request {
                Some(request) => {
                    if request.urgency.cuts_off() {
                        // Dropping the stream deletes it on the server: the old cue stops at once.
                        waiting.clear();
                        playing = Fuse::terminated();
                    }
                    waiting.extend(request.cues);
                    while waiting.len() > MOST_WAITING {
                        waiting.pop_front();
                    }
                }
                None => open = false,
            },
            result = playing => {
                if result.is_err() {
                    let _ = notices.send(SoundNotice::Lost);
                    return;
                }
            }
        }
    }
}

/// The sync id of the next stream.
static NEXT_SYNC_ID: AtomicU32 = AtomicU32::new(1);

/// Plays one cue to the end.
async fn play_cue(client: Client, cue: Cue, volume: u8) -> Result<(), ClientError> {
    let pcm = cue.pcm_at(volume);
    let params = protocol::PlaybackStreamParams {
        sample_spec: protocol::SampleSpec {
            format: protocol::SampleFormat::S16Le,
            channels: 1,
            sample_rate: pcm.sample_rate,
        },
        channel_map: protocol::ChannelMap::mono(),
        cvolume: Some(protocol::ChannelVolume::norm(1)),
        sink_name: Some(protocol::DEFAULT_SINK.to_owned()),
        // Streams of one client that share a sync id are played in lockstep, and the server refuses a new one
        // as invalid while an older one with its id is still playing (a cue cut off while it was being
        // created); each stream gets its own, as libpulse does.
        sync_id: NEXT_SYNC_ID.fetch_add(1, Ordering::Relaxed),
        ..Default::default()
    };
    let bytes = pcm.to_le_bytes();
    let mut sent = 0;
    // Called by the server for more audio; returning 0 bytes ends the stream.
    let source = move |buffer: &mut [u8]| {
        let count = buffer.len().min(bytes.len() - sent);
        buffer[..count].copy_from_slice(&bytes[sent..sent + count]);
        sent += count;
        count
    };
    let stream = client
        .create_playback_stream(params, source.as_playback_source())
        .await?;
    stream.play_all().await
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn a_server_that_accepts_and_never_answers_is_told_once_and_never_holds_the_game() {
        let dir = tempfile::tempdir().unwrap();
        let socket = dir.path().join("native");
        let listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
        let mut player = PulsePlayer::at(80, vec![socket]);
        // Nothing is ever answered, so the game playing on proves it did not wait for an answer.
        player.play(&[Cue::Dice], Urgency::Interrupt);
        let (_connection, _) = listener.accept().unwrap();
        player.play(&[Cue::Mark], Urgency::Queue);
        let deadline = Instant::now() + Duration::from_secs(30);
        let mut told = Vec::new();
        while told.is_empty() && Instant::now() < deadline {
            told.extend(player.take_notice());
            player.play(&[Cue::Select], Urgency::Interrupt);
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(told, [SoundNotice::NoServer]);
        for _ in 0..5 {
            player.play(&[Cue::Keep], Urgency::Interrupt);
            assert_eq!(player.take_notice(), None, "told once");
        }
    }

    #[test]
    fn no_server_at_all_is_told_once() {
        let dir = tempfile::tempdir().unwrap();
        let mut player = PulsePlayer::at(80, vec![dir.path().join("nothing")]);
        player.play(&[Cue::Dice], Urgency::Interrupt);
        player.play(&[Cue::Mark], Urgency::Queue);
        assert_eq!(player.take_notice(), Some(SoundNotice::NoServer));
        player.play(&[Cue::Keep], Urgency::Interrupt);
        assert_eq!(player.take_notice(), None);
    }

    use std::ffi::OsString;

    fn candidates(set: &[(&str, &str)]) -> Vec<PathBuf> {
        cookie_candidates(|name| {
            set.iter()
                .find(|(variable, _)| *variable == name)
                .map(|(_, value)| OsString::from(value))
        })
    }

    #[test]
    fn the_cookie_is_looked_for_where_libpulse_looks() {
        assert_eq!(
            candidates(&[
                ("PULSE_COOKIE", "/secret"),
                ("XDG_CONFIG_HOME", "/cfg"),
                ("HOME", "/home/ann")
            ]),
            [
                PathBuf::from("/secret"),
                PathBuf::from("/cfg/pulse/cookie"),
                PathBuf::from("/home/ann/.pulse-cookie")
            ]
        );
        assert_eq!(
            candidates(&[("HOME", "/home/ann"), ("XDG_CONFIG_HOME", "")]),
            [
                PathBuf::from("/home/ann/.config/pulse/cookie"),
                PathBuf::from("/home/ann/.pulse-cookie")
            ]
        );
        assert!(candidates(&[]).is_empty());
    }
}
