//! Typed lines, from a pipe, a file or a terminal prompt, bounded and checked before anything reads them.
//!
//! A line is the player's command or answer, so it is short; anything else is refused with a message and the
//! game goes on. A line longer than [`MAX_LINE_CHARS`] is skipped to its end without being kept (a pasted
//! megabyte costs no memory and is not read back), and a line that is not UTF-8 text is refused rather than
//! taken for the end of input.

use std::io::{BufRead, ErrorKind};
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};

use rustyline::{
    Cmd, ConditionalEventHandler, Event, EventContext, EventHandler, KeyCode, KeyEvent, Modifiers,
    RepeatCount,
};

use crate::i18n::Message;

/// The longest line taken, in characters: far beyond any command or answer.
pub const MAX_LINE_CHARS: usize = 1000;

/// The most bytes kept while reading a line: [`MAX_LINE_CHARS`] characters of four bytes and a line end.
const MAX_LINE_BYTES: usize = 4 * MAX_LINE_CHARS + 2;

/// One line read, or why there is none.
#[derive(Debug)]
pub enum LineRead {
    Line(String),
    /// The input is finished (end of file, Ctrl+D).
    End,
    /// Ctrl+C or Ctrl+Q at a prompt: quit now.
    Interrupted,
    /// Escape at a prompt: the first asks before quitting, as in play.
    Escape,
    /// F1 at a prompt: say what can be done here.
    Help,
    /// A line that could not be taken (not text, or too long), and what to tell the player about it.
    Refused(Message),
}

/// A source of typed lines.
pub trait LineSource {
    fn read_line(&mut self) -> LineRead;

    /// Whether lines read from now on go into the editing history (the Up arrow brings them back). Setup
    /// answers stay out of it, so Up never offers an answer to a question nobody asked.
    fn remember_lines(&mut self, _remember: bool) {}

    /// A line typed already, taken without waiting; `None` when there is none, or when this source cannot tell
    /// without waiting.
    fn typed_ahead(&mut self) -> Option<LineRead> {
        None
    }

    /// Throws away what was typed while nothing was asked, so that it answers no question asked later.
    fn discard_typed_ahead(&mut self) {
        while self.typed_ahead().is_some() {}
    }

    /// A line that is not shown as it is typed (a password); from a pipe, simply the next line.
    fn read_secret(&mut self) -> LineRead {
        self.read_line()
    }

    /// The next line if one comes within `within`, else `None` with the reading still under way (the next call
    /// goes on waiting for the same line), so a question can hear the network while it waits. A source that
    /// cannot wait a while waits for the line.
    fn read_line_within(&mut self, _within: std::time::Duration) -> Option<LineRead> {
        Some(self.read_line())
    }

    /// From now on, `bell` is rung once a line that [`LineSource::read_line_within`] began reading is there, so
    /// a question can sleep until a line or the network comes, rather than look every so often. A source that
    /// reads in place (a pipe, a file) needs no bell: its reading waits for the line itself.
    fn ring_when_read(&mut self, _bell: std::sync::mpsc::Sender<()>) {}
}

/// A line typed without being shown, as [`LineSource::read_secret`] gives it: the control characters of a quit
/// key or Escape, which a quiet terminal passes as characters, read as those keys.
fn secret_read(line: Option<String>) -> LineRead {
    use crate::player::terminal::secret::{ESCAPE_CHARACTER, QUIT_CHARACTERS};
    match line {
        None => LineRead::End,
        Some(line) if line.contains(QUIT_CHARACTERS) => LineRead::Interrupted,
        Some(line) if line.contains(ESCAPE_CHARACTER) => LineRead::Escape,
        Some(line) => checked(line),
    }
}

/// Lines from a pipe or file.
pub struct PlainLines<R: BufRead>(pub R);

impl<R: BufRead> LineSource for PlainLines<R> {
    fn read_line(&mut self) -> LineRead {
        let mut line = Vec::new();
        let mut too_long = false;
        loop {
            let buffer = match self.0.fill_buf() {
                Ok(buffer) => buffer,
                Err(error) if error.kind() == ErrorKind::Interrupted => continue,
                Err(_) => return LineRead::End,
            };
            if buffer.is_empty() {
                if line.is_empty() && !too_long {
                    return LineRead::End;
                }
                break;
            }
            let (taken, ended) = match buffer.iter().position(|&b| b == b'\n') {
                Some(at) => (at + 1, true),
                None => (buffer.len(), false),
            };
            if !too_long {
                line.extend_from_slice(&buffer[..taken]);
                if line.len() > MAX_LINE_BYTES {
                    too_long = true;
                    line = Vec::new();
                }
            }
            self.0.consume(taken);
            if ended {
                break;
            }
        }
        if too_long {
            return too_long_line();
        }
        match String::from_utf8(line) {
            Ok(text) => checked(text),
            Err(_) => LineRead::Refused(Message::new("line-not-text")),
        }
    }
}

/// The line without its line end, unless it is longer than a line may be.
fn checked(mut text: String) -> LineRead {
    while text.ends_with(['\n', '\r']) {
        text.pop();
    }
    if text.chars().count() > MAX_LINE_CHARS {
        return too_long_line();
    }
    LineRead::Line(text)
}

fn too_long_line() -> LineRead {
    LineRead::Refused(Message::new("line-too-long").with("max", MAX_LINE_CHARS))
}

/// A key pressed at a prompt that ends the line instead of editing it.
const NO_KEY: u8 = 0;
const ESCAPE_KEY: u8 = 1;
const HELP_KEY: u8 = 2;

/// Ends the prompt as Ctrl+C does, remembering which key it was so the reader can tell Escape and F1 apart.
struct PromptKey {
    pressed: Arc<AtomicU8>,
    key: u8,
}

impl ConditionalEventHandler for PromptKey {
    fn handle(&self, _: &Event, _: RepeatCount, _: bool, _: &EventContext) -> Option<Cmd> {
        self.pressed.store(self.key, Ordering::Relaxed);
        Some(Cmd::Interrupt)
    }
}

/// Lines typed at a terminal with rustyline: editing keys and a history of what was typed (rustyline keeps at
/// most its default of 100 entries). Escape, F1 and Ctrl+Q end the prompt as the game's own keys, so no
/// control character ever reaches an answer and Escape is never read as the Meta prefix ("(arg: 2)").
pub struct EditedLines {
    /// `None` while a read is under way on a thread of its own ([`LineSource::read_line_within`]).
    editor: Option<rustyline::DefaultEditor>,
    pressed: Arc<AtomicU8>,
    remember: bool,
    /// The read under way: the editor comes back with the line.
    in_flight: Option<std::sync::mpsc::Receiver<(rustyline::DefaultEditor, LineRead)>>,
    /// Rung when the read under way has its line ([`LineSource::ring_when_read`]).
    bell: Option<std::sync::mpsc::Sender<()>>,
}

impl EditedLines {
    /// A prompt on the terminal, or `None` when rustyline cannot use it.
    pub fn open() -> Option<EditedLines> {
        // A lone Escape is told from the start of an escape sequence after 50 ms without another byte, as
        // terminals send a sequence's bytes together; without a timeout Escape waits for the next key.
        let config = rustyline::Config::builder()
            .keyseq_timeout(Some(50))
            .build();
        rustyline::DefaultEditor::with_config(config)
            .ok()
            .map(EditedLines::new)
    }

    fn new(mut editor: rustyline::DefaultEditor) -> EditedLines {
        let pressed = Arc::new(AtomicU8::new(NO_KEY));
        for (key, which) in [
            (KeyEvent(KeyCode::Esc, Modifiers::NONE), ESCAPE_KEY),
            (KeyEvent(KeyCode::F(1), Modifiers::NONE), HELP_KEY),
            (KeyEvent::ctrl('Q'), NO_KEY),
        ] {
            let handler = PromptKey {
                pressed: Arc::clone(&pressed),
                key: which,
            };
            editor.bind_sequence(key, EventHandler::Conditional(Box::new(handler)));
        }
        EditedLines {
            editor: Some(editor),
            pressed,
            remember: false,
            in_flight: None,
            bell: None,
        }
    }

    /// The editor, back from the read under way if there is one (waiting for its line, which is dropped: only a
    /// question that stopped waiting leaves a read behind, and its answer is no longer wanted).
    fn editor(&mut self) -> Option<&mut rustyline::DefaultEditor> {
        if let Some(in_flight) = self.in_flight.take()
            && let Ok((editor, _)) = in_flight.recv()
        {
            self.editor = Some(editor);
        }
        self.editor.as_mut()
    }
}

/// One line read by rustyline, the prompt's keys told apart and the line kept in the history when wanted.
fn edited_line(
    editor: &mut rustyline::DefaultEditor,
    pressed: &AtomicU8,
    remember: bool,
) -> LineRead {
    use rustyline::error::ReadlineError;
    pressed.store(NO_KEY, Ordering::Relaxed);
    loop {
        return match editor.readline("> ") {
            Ok(line) => {
                let read = checked(line);
                if let LineRead::Line(line) = &read
                    && remember
                    && !line.trim().is_empty()
                {
                    let _ = editor.add_history_entry(line.as_str());
                }
                read
            }
            Err(ReadlineError::Interrupted) => match pressed.swap(NO_KEY, Ordering::Relaxed) {
                ESCAPE_KEY => LineRead::Escape,
                HELP_KEY => LineRead::Help,
                _ => LineRead::Interrupted,
            },
            // A resized window interrupts the prompt; the player is still typing.
            Err(ReadlineError::Signal(_)) => continue,
            Err(ReadlineError::Io(error)) if error.kind() == ErrorKind::InvalidData => {
                LineRead::Refused(Message::new("line-not-text"))
            }
            Err(_) => LineRead::End,
        };
    }
}

impl LineSource for EditedLines {
    fn read_line(&mut self) -> LineRead {
        let (pressed, remember) = (Arc::clone(&self.pressed), self.remember);
        match self.editor() {
            Some(editor) => edited_line(editor, &pressed, remember),
            None => LineRead::End,
        }
    }

    /// The prompt runs on a thread of its own, its editor lent to it until the line comes back.
    fn read_line_within(&mut self, within: std::time::Duration) -> Option<LineRead> {
        if self.in_flight.is_none() {
            let Some(mut editor) = self.editor.take() else {
                return Some(LineRead::End);
            };
            let (pressed, remember) = (Arc::clone(&self.pressed), self.remember);
            let bell = self.bell.clone();
            let (send, in_flight) = std::sync::mpsc::channel();
            let reading = std::thread::Builder::new()
                .name("sayzee-prompt".into())
                .spawn(move || {
                    let read = edited_line(&mut editor, &pressed, remember);
                    let _ = send.send((editor, read));
                    if let Some(bell) = bell {
                        let _ = bell.send(());
                    }
                });
            if reading.is_err() {
                return Some(LineRead::End);
            }
            self.in_flight = Some(in_flight);
        }
        let in_flight = self.in_flight.as_ref()?;
        match in_flight.recv_timeout(within) {
            Ok((editor, read)) => {
                self.in_flight = None;
                self.editor = Some(editor);
                Some(read)
            }
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => None,
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                self.in_flight = None;
                Some(LineRead::End)
            }
        }
    }

    fn ring_when_read(&mut self, bell: std::sync::mpsc::Sender<()>) {
        self.bell = Some(bell);
    }

    fn remember_lines(&mut self, remember: bool) {
        self.remember = remember;
    }

    fn read_secret(&mut self) -> LineRead {
        // Never two readers of the terminal at once: a prompt left running finishes first.
        let _ = self.editor();
        secret_read(crate::player::terminal::secret::read_secret_line().unwrap_or(None))
    }

    /// A line the prompt left running by [`LineSource::read_line_within`] has finished, if it has (a question
    /// stopped by news, then a wait that still hears a quit typed there).
    fn typed_ahead(&mut self) -> Option<LineRead> {
        let (editor, read) = self.in_flight.as_ref()?.try_recv().ok()?;
        self.in_flight = None;
        self.editor = Some(editor);
        Some(read)
    }

    /// What the terminal holds of keys typed but not read yet is dropped (rustyline would read it as typed now).
    fn discard_typed_ahead(&mut self) {
        #[cfg(unix)]
        let _ = rustix::termios::tcflush(std::io::stdin(), rustix::termios::QueueSelector::IFlush);
    }
}

/// What starts a line from elsewhere that is a key pressed there ("\u{1}enter"), not a line typed.
pub const KEY_MARK: char = '\u{1}';

/// What a seat played elsewhere waits for: told there each time it changes, so that a page can bring the focus to
/// its field for a typed answer and back to the table for keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Wanted {
    /// Keys (or commands) at the table.
    Keys,
    /// A typed line: the answer to a question, a chat message.
    Line,
    /// A password, not to be shown.
    Secret,
}

/// Who is told what a seat played elsewhere waits for.
pub type TellWanted = Box<dyn Fn(Wanted) + Send>;

/// Where lines are handed to a [`ThreadedLines::handed`]: each is checked as a piped line is (at most
/// [`MAX_LINE_CHARS`] characters) and rings the reader's bell; dropped, the lines end, and the bell rings once more.
pub struct HandedLines {
    send: std::sync::mpsc::Sender<LineRead>,
    bell: std::sync::mpsc::Sender<()>,
}

impl HandedLines {
    /// Hands one line over (without its line end); false when nobody reads any more.
    pub fn hand(&self, line: String) -> bool {
        let handed = self.send.send(checked(line)).is_ok();
        let _ = self.bell.send(());
        handed
    }
}

impl Drop for HandedLines {
    fn drop(&mut self) {
        let _ = self.send.send(LineRead::End);
        let _ = self.bell.send(());
    }
}

impl std::fmt::Debug for HandedLines {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str("HandedLines")
    }
}

/// Standard input's lines read on a thread of their own, so a loop can wait for a line and for the network at
/// once (`sayzee join` in line mode). Each line is checked as [`PlainLines`] checks it.
pub struct ThreadedLines {
    lines: std::sync::mpsc::Receiver<LineRead>,
    ended: bool,
    /// Lines that come from elsewhere (a browser) are typed and hidden there, not at this process's terminal:
    /// told here what is waited for (keys, a line, a secret) each time it changes.
    tell_wanted: Option<TellWanted>,
    /// What was told last.
    told: Option<Wanted>,
}

impl std::fmt::Debug for ThreadedLines {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("ThreadedLines")
            .field("ended", &self.ended)
            .finish_non_exhaustive()
    }
}

impl ThreadedLines {
    /// Starts reading standard input; `bell`, when given, is rung after each line.
    pub fn stdin(bell: Option<std::sync::mpsc::Sender<()>>) -> ThreadedLines {
        ThreadedLines::reading(std::io::BufReader::new(std::io::stdin()), bell, None)
    }

    /// Lines handed over in this process (a browser's seat, through [`HandedLines`]), with no thread or pipe of
    /// their own; `tell_wanted` is told what is waited for (keys, a typed line, a secret) each time it changes.
    /// Each line handed rings `bell`, and so does the handing side's going, which ends the lines.
    pub fn handed(
        bell: std::sync::mpsc::Sender<()>,
        tell_wanted: TellWanted,
    ) -> (HandedLines, ThreadedLines) {
        let (send, lines) = std::sync::mpsc::channel();
        let lines = ThreadedLines {
            lines,
            ended: false,
            tell_wanted: Some(tell_wanted),
            told: None,
        };
        (HandedLines { send, bell }, lines)
    }

    /// Tells elsewhere what is waited for now, when that changed.
    pub fn want(&mut self, wanted: Wanted) {
        if self.told == Some(wanted) {
            return;
        }
        if let Some(tell) = &self.tell_wanted {
            tell(wanted);
            self.told = Some(wanted);
        }
    }

    fn reading(
        input: impl BufRead + Send + 'static,
        bell: Option<std::sync::mpsc::Sender<()>>,
        tell_wanted: Option<TellWanted>,
    ) -> ThreadedLines {
        let (send, lines) = std::sync::mpsc::channel();
        let reader = std::thread::Builder::new()
            .name("sayzee-lines".into())
            .spawn(move || {
                let mut input = PlainLines(input);
                loop {
                    let read = input.read_line();
                    let end = matches!(read, LineRead::End);
                    if send.send(read).is_err() || end {
                        if let Some(bell) = &bell {
                            let _ = bell.send(());
                        }
                        return;
                    }
                    if let Some(bell) = &bell {
                        let _ = bell.send(());
                    }
                }
            });
        ThreadedLines {
            lines,
            ended: reader.is_err(),
            tell_wanted,
            told: None,
        }
    }

    /// The next line if one comes within `within`; `None` when none came yet. A key pressed elsewhere reads in
    /// play as its name, as line mode takes it.
    pub fn next_within(&mut self, within: std::time::Duration) -> Option<LineRead> {
        self.next_raw(within).map(|read| match read {
            LineRead::Line(line) if line.starts_with(KEY_MARK) => {
                LineRead::Line(line[KEY_MARK.len_utf8()..].to_string())
            }
            other => other,
        })
    }

    /// A line read as a question reads it: a key pressed elsewhere answers as it would at a prompt (Enter an
    /// empty answer, Escape and F1 as those keys), any other key as its name.
    fn answer(read: LineRead) -> LineRead {
        match read {
            LineRead::Line(line) if line.starts_with(KEY_MARK) => {
                match &line[KEY_MARK.len_utf8()..] {
                    "enter" => LineRead::Line(String::new()),
                    "escape" => LineRead::Escape,
                    "f1" => LineRead::Help,
                    key => LineRead::Line(key.to_string()),
                }
            }
            other => other,
        }
    }

    /// The next line, waited for, read as a question reads it.
    fn next_answer(&mut self) -> LineRead {
        if self.ended {
            return LineRead::End;
        }
        let read = self.lines.recv().unwrap_or(LineRead::End);
        self.ended = matches!(read, LineRead::End);
        ThreadedLines::answer(read)
    }

    fn next_raw(&mut self, within: std::time::Duration) -> Option<LineRead> {
        if self.ended {
            return Some(LineRead::End);
        }
        match self.lines.recv_timeout(within) {
            Ok(read) => {
                self.ended = matches!(read, LineRead::End);
                Some(read)
            }
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => None,
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                self.ended = true;
                Some(LineRead::End)
            }
        }
    }
}

impl LineSource for ThreadedLines {
    fn read_line(&mut self) -> LineRead {
        if self.ended {
            return LineRead::End;
        }
        self.want(Wanted::Line);
        self.next_answer()
    }

    fn typed_ahead(&mut self) -> Option<LineRead> {
        self.next_raw(std::time::Duration::ZERO)
            .map(ThreadedLines::answer)
    }

    fn read_line_within(&mut self, within: std::time::Duration) -> Option<LineRead> {
        self.want(Wanted::Line);
        self.next_raw(within).map(ThreadedLines::answer)
    }

    /// The reading thread waits in a read already: with the terminal's echo off meanwhile, the line it gets is
    /// never shown.
    fn read_secret(&mut self) -> LineRead {
        if self.tell_wanted.is_some() {
            self.want(Wanted::Secret);
            return self.next_answer();
        }
        let _quiet = crate::player::terminal::secret::QuietTerminal::new();
        match self.read_line() {
            LineRead::Line(line) => secret_read(Some(line)),
            other => other,
        }
    }

    fn discard_typed_ahead(&mut self) {
        // The end of input is kept: it still ends the program at the next question.
        while let Some(read) = self.typed_ahead() {
            if matches!(read, LineRead::End) {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<String> {
        let mut source = PlainLines(std::io::BufReader::with_capacity(16, bytes));
        let mut read = Vec::new();
        loop {
            match source.read_line() {
                LineRead::Line(line) => read.push(format!("line {line}")),
                LineRead::Refused(message) => read.push(format!("refused {}", message.id)),
                LineRead::End => return read,
                LineRead::Interrupted | LineRead::Escape | LineRead::Help => {
                    unreachable!("a pipe has no keys")
                }
            }
        }
    }

    #[test]
    fn lines_lose_their_line_ends_and_the_last_may_have_none() {
        assert_eq!(lines(b"t\r\nenter\ns"), ["line t", "line enter", "line s"]);
        assert!(lines(b"").is_empty());
    }

    #[test]
    fn a_line_that_is_not_text_is_refused_and_reading_goes_on() {
        assert_eq!(
            lines(b"t\n\xff\xfe garbage\n\x80\nquit\n"),
            [
                "line t",
                "refused line-not-text",
                "refused line-not-text",
                "line quit"
            ]
        );
    }

    #[test]
    fn a_long_line_is_refused_without_being_kept_and_reading_goes_on() {
        let mut input = b"t\n".to_vec();
        input.extend(std::iter::repeat_n(b'x', 5_000_000));
        input.extend(b"\nquit\n");
        assert_eq!(
            lines(&input),
            ["line t", "refused line-too-long", "line quit"]
        );
        let exactly = "é".repeat(MAX_LINE_CHARS);
        assert_eq!(
            lines(format!("{exactly}\r\n").as_bytes()),
            [format!("line {exactly}")]
        );
        let over = "y".repeat(MAX_LINE_CHARS + 1);
        assert_eq!(lines(over.as_bytes()), ["refused line-too-long"]);
    }
}
