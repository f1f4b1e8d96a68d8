//! Speech Dispatcher over its SSIP socket, with the pure-Rust `ssip-client-async` client (no C library).
//!
//! The socket is `$SPEECHD_ADDRESS` (`unix_socket:/path`) or `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`;
//! when nothing answers there, `speech-dispatcher --spawn` is run once and the connection tried again.
//! Every call has a read timeout, so a daemon that hangs is given up on; the calls are made on the speech thread
//! (`worker.rs`), so the game never waits for them.

use std::path::{Path, PathBuf};
use std::time::Duration;

use ssip_client_async::fifo::synchronous::{Builder, UnixStream};
use ssip_client_async::{Client, ClientName, ClientScope, MessageScope, OK_CANCELED};
use ssip_client_async::{OK_LANGUAGE_SET, OK_RATE_SET};

use super::{RateSupport, Speaker, SpeechError, Urgency};

/// How long to wait for the daemon's answer before giving up on it.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(3);

/// A connection to Speech Dispatcher.
pub struct SpeechDispatcher {
    client: Client<UnixStream>,
}

impl std::fmt::Debug for SpeechDispatcher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SpeechDispatcher").finish_non_exhaustive()
    }
}

/// Where the daemon's socket is, by the environment's say.
pub fn socket_path() -> Option<PathBuf> {
    if let Some(address) = std::env::var_os("SPEECHD_ADDRESS") {
        let address = address.to_string_lossy().into_owned();
        if let Some(path) = address.strip_prefix("unix_socket:") {
            return Some(PathBuf::from(path));
        }
        return None;
    }
    std::env::var_os("XDG_RUNTIME_DIR").map(|dir| {
        PathBuf::from(dir)
            .join("speech-dispatcher")
            .join("speechd.sock")
    })
}

fn speech_error(error: ssip_client_async::ClientError) -> SpeechError {
    match error {
        ssip_client_async::ClientError::Io(io) => SpeechError::Disconnected(io),
        other => SpeechError::Refused(format!("{other:?}")),
    }
}

impl SpeechDispatcher {
    /// Connects to the daemon at `path`, or where the environment says (spawning the daemon there when
    /// nothing answers), and names this client "sayzee".
    ///
    /// # Errors
    /// [`SpeechError`] when no daemon can be reached or it refuses the client.
    pub fn connect(path: Option<&Path>) -> Result<SpeechDispatcher, SpeechError> {
        let explicit = path.is_some();
        let path = match path {
            Some(path) => path.to_path_buf(),
            None => socket_path().ok_or_else(|| {
                SpeechError::Disconnected(std::io::Error::new(
                    std::io::ErrorKind::NotFound,
                    "no Speech Dispatcher socket is configured",
                ))
            })?,
        };
        let mut builder = Builder::new();
        builder.path(&path).timeout(ANSWER_TIMEOUT);
        let client = match builder.build() {
            Ok(client) => client,
            Err(error) if explicit => return Err(SpeechError::Disconnected(error)),
            Err(_) => {
                // Nothing listening: ask the daemon to start (it respects its DisableAutoSpawn setting).
                let _ = std::process::Command::new("speech-dispatcher")
                    .arg("--spawn")
                    .stdin(std::process::Stdio::null())
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::null())
                    .status();
                builder.build().map_err(SpeechError::Disconnected)?
            }
        };
        let mut speaker = SpeechDispatcher { client };
        let user = std::env::var("USER").unwrap_or_else(|_| "player".to_string());
        speaker
            .client
            .set_client_name(ClientName::new(&user, "sayzee"))
            .and_then(|c| c.check_client_name_set())
            .map_err(speech_error)?;
        Ok(speaker)
    }

    /// Sets the speech rate, -100 (slowest) to 100 (fastest).
    ///
    /// # Errors
    /// [`SpeechError`] when the daemon is gone or refuses.
    pub fn set_rate(&mut self, rate: i8) -> Result<(), SpeechError> {
        self.client
            .set_rate(ClientScope::Current, rate.clamp(-100, 100))
            .and_then(|c| c.check_status(OK_RATE_SET))
            .map(|_| ())
            .map_err(speech_error)
    }
}

/// The text as SSIP data lines: one per line of text, and a line that starts with a dot gets a second dot
/// so the daemon does not take it for the end of the message.
pub fn data_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| {
            if line.starts_with('.') {
                format!(".{line}")
            } else {
                line.to_string()
            }
        })
        .collect()
}

impl Speaker for SpeechDispatcher {
    fn set_rate(&mut self, rate: i8) -> Result<RateSupport, SpeechError> {
        SpeechDispatcher::set_rate(self, rate).map(|()| RateSupport::Changed)
    }

    fn rate_support(&self) -> RateSupport {
        RateSupport::Changed
    }

    fn speak(&mut self, text: &str, urgency: Urgency) -> Result<(), SpeechError> {
        if urgency.cuts_off() {
            self.stop()?;
        }
        let lines = data_lines(text);
        if lines.is_empty() {
            return Ok(());
        }
        self.client
            .speak()
            .and_then(|c| c.check_receiving_data())
            .and_then(|c| c.send_lines(&lines))
            .and_then(|c| c.receive_message_id())
            .map(|_| ())
            .map_err(speech_error)
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        self.client
            .cancel(MessageScope::Last)
            .and_then(|c| c.check_status(OK_CANCELED))
            .map(|_| ())
            .map_err(speech_error)
    }

    fn set_language(&mut self, locale: &str) -> Result<(), SpeechError> {
        // Speech Dispatcher takes the language part ("fr", "en"); the region picks nothing there.
        let language = locale.split('-').next().unwrap_or(locale);
        self.client
            .set_language(ClientScope::Current, language)
            .and_then(|c| c.check_status(OK_LANGUAGE_SET))
            .map(|_| ())
            .map_err(speech_error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::fake_ssip::FakeDaemon;

    #[test]
    fn the_client_speaks_ssip_exactly() {
        let dir = tempfile::tempdir().unwrap();
        let socket = dir.path().join("speechd.sock");
        let daemon = FakeDaemon::start(&socket);
        let mut speaker = SpeechDispatcher::connect(Some(&socket)).unwrap();
        speaker
            .speak("Roll 1 of 3: 1, 2, 3, 4, 6.", Urgency::Queue)
            .unwrap();
        speaker
            .speak("Scores:\n.hidden dot line", Urgency::Interrupt)
            .unwrap();
        speaker.set_language("fr").unwrap();
        speaker.set_rate(30).unwrap();
        drop(speaker);
        let lines = daemon.heard();
        let user = std::env::var("USER").unwrap_or_else(|_| "player".to_string());
        assert_eq!(
            lines,
            vec![
                format!("SET self CLIENT_NAME {user}:sayzee:main"),
                "SPEAK".to_string(),
                "Roll 1 of 3: 1, 2, 3, 4, 6.".to_string(),
                ".".to_string(),
                "CANCEL self".to_string(),
                "SPEAK".to_string(),
                "Scores:".to_string(),
                "..hidden dot line".to_string(),
                ".".to_string(),
                "SET self LANGUAGE fr".to_string(),
                "SET self RATE 30".to_string(),
            ]
        );
    }

    #[test]
    fn a_missing_daemon_is_an_error_not_a_hang() {
        let dir = tempfile::tempdir().unwrap();
        let result = SpeechDispatcher::connect(Some(&dir.path().join("nothing.sock")));
        assert!(matches!(result, Err(SpeechError::Disconnected(_))));
    }
}
