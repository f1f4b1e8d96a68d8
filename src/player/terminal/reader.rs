//! The game's own key reader. On Unix a thread reads the terminal's bytes as they come and decodes them
//! (`decoder`), so a burst of any size is read whole and two Escapes stay two; the keys wait in a bounded
//! queue, so a flood holds the terminal back rather than filling memory. News from a network table rings the
//! same queue, so the game waits for a key or news without looking again and again. Elsewhere crossterm's
//! reader is used as it is.

use std::collections::VecDeque;
use std::io;
use std::time::Duration;

use crossterm::event::{self, Event, KeyEvent};

/// Key events crossterm has already read and queued (while it waited for the answer about the kitty
/// protocol); they come before anything the game's reader will read.
pub(super) fn keys_read_by_crossterm() -> Vec<KeyEvent> {
    let mut keys = Vec::new();
    while event::poll(Duration::ZERO).unwrap_or(false) {
        match event::read() {
            Ok(Event::Key(key)) => keys.push(key),
            Ok(_) => {}
            Err(_) => break,
        }
    }
    keys
}

/// Key events as the player types them.
#[derive(Debug)]
pub(super) struct KeyReader {
    /// Keys read before this reader started.
    earlier: VecDeque<KeyEvent>,
    #[cfg(unix)]
    keys: std::sync::mpsc::Receiver<Wake>,
    /// Where news rings the same queue as the keys.
    #[cfg(unix)]
    news: std::sync::mpsc::SyncSender<Wake>,
    /// News rang and has not been answered: kept apart from the queue, where a ring is dropped when keys fill it.
    #[cfg(unix)]
    news_rang: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

/// What the reader's queue holds: a key (or the terminal's end), or a ring for news.
#[cfg(unix)]
#[derive(Debug)]
enum Wake {
    Key(io::Result<KeyEvent>),
    News,
}

/// How many decoded keys may wait for the game before the reader stops reading.
#[cfg(unix)]
const QUEUED_KEYS: usize = 4096;

impl KeyReader {
    /// Starts reading, after the keys in `earlier`.
    #[cfg(unix)]
    pub(super) fn start(earlier: Vec<KeyEvent>) -> KeyReader {
        let (sender, keys) = std::sync::mpsc::sync_channel(QUEUED_KEYS);
        let news = sender.clone();
        std::thread::spawn(move || read_terminal(&sender));
        KeyReader {
            earlier: earlier.into(),
            keys,
            news,
            news_rang: std::sync::Arc::default(),
        }
    }

    /// What rings this reader for news: [`KeyReader::next_or_news`] then answers `None`. A ring while the queue
    /// is full of keys is not queued, but is answered once those keys are taken.
    #[cfg(unix)]
    pub(super) fn news_bell(&self) -> Option<crate::player::voiced::Bell> {
        let (news, rang) = (self.news.clone(), self.news_rang.clone());
        Some(std::sync::Arc::new(move || {
            rang.store(true, std::sync::atomic::Ordering::Release);
            let _ = news.try_send(Wake::News);
        }))
    }

    /// Nothing rings crossterm's reader: the game looks for news often instead.
    #[cfg(not(unix))]
    pub(super) fn news_bell(&self) -> Option<crate::player::voiced::Bell> {
        None
    }

    #[cfg(not(unix))]
    pub(super) fn start(earlier: Vec<KeyEvent>) -> KeyReader {
        KeyReader {
            earlier: earlier.into(),
        }
    }

    /// The next key event, waiting as long as it takes (where nothing rings the reader).
    ///
    /// # Errors
    /// When the terminal cannot be read any more (it was closed).
    #[cfg(not(unix))]
    fn next(&mut self) -> io::Result<KeyEvent> {
        if let Some(key) = self.earlier.pop_front() {
            return Ok(key);
        }
        loop {
            if let Event::Key(key) = event::read()? {
                return Ok(key);
            }
        }
    }

    /// The next key event, or `None` once news rings ([`KeyReader::news_bell`]), waiting as long as it takes.
    ///
    /// # Errors
    /// When the terminal cannot be read any more (it was closed).
    #[cfg(unix)]
    pub(super) fn next_or_news(&mut self) -> io::Result<Option<KeyEvent>> {
        use std::sync::atomic::Ordering;
        if let Some(key) = self.earlier.pop_front() {
            return Ok(Some(key));
        }
        if self.news_rang.swap(false, Ordering::Acquire) {
            return Ok(None);
        }
        match self.keys.recv() {
            Ok(Wake::Key(key)) => key.map(Some),
            Ok(Wake::News) => {
                self.news_rang.store(false, Ordering::Release);
                Ok(None)
            }
            Err(_) => Err(ended()),
        }
    }

    /// Without a bell, only a key: see the unix version.
    #[cfg(not(unix))]
    pub(super) fn next_or_news(&mut self) -> io::Result<Option<KeyEvent>> {
        self.next().map(Some)
    }

    /// The next key event if one comes within `wait`; `None` too once news rings.
    ///
    /// # Errors
    /// When the terminal cannot be read any more (it was closed).
    pub(super) fn next_within(&mut self, wait: Duration) -> io::Result<Option<KeyEvent>> {
        if let Some(key) = self.earlier.pop_front() {
            return Ok(Some(key));
        }
        #[cfg(unix)]
        return match self.keys.recv_timeout(wait) {
            Ok(Wake::Key(key)) => key.map(Some),
            Ok(Wake::News) => Ok(None),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => Ok(None),
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => Err(ended()),
        };
        #[cfg(not(unix))]
        {
            if event::poll(wait)?
                && let Event::Key(key) = event::read()?
            {
                return Ok(Some(key));
            }
            Ok(None)
        }
    }
}

#[cfg(unix)]
fn ended() -> io::Error {
    io::Error::new(io::ErrorKind::UnexpectedEof, "the terminal was closed")
}

/// Reads standard input (the terminal) until it ends or the game stops listening. Each read takes what
/// the terminal has, so a lone Escape at the end of a read is the Escape key, not the start of a sequence.
#[cfg(unix)]
fn read_terminal(keys: &std::sync::mpsc::SyncSender<Wake>) {
    use std::io::Read;
    // At least standard input's own buffer, so reads go straight to the terminal.
    let mut buffer = vec![0u8; 8192];
    let mut decoder = super::decoder::Decoder::default();
    loop {
        let read = match io::stdin().read(&mut buffer) {
            Ok(0) => Err(ended()),
            Ok(read) => Ok(read),
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => Err(error),
        };
        let read = match read {
            Ok(read) => read,
            Err(error) => {
                let _ = keys.send(Wake::Key(Err(error)));
                return;
            }
        };
        decoder.feed(&buffer[..read], read == buffer.len());
        while let Some(key) = decoder.next_event() {
            if keys.send(Wake::Key(Ok(key))).is_err() {
                return;
            }
        }
    }
}
