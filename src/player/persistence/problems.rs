//! What the player hears about one of their files that could not be used (why, and where it went) or about the
//! settings before any voice is set up: the messages the settings, the save and the statistics share.

use std::io::Write;
use std::path::Path;

use crate::i18n::{Localizer, Message};
use crate::persist::files::Problem;

/// Prints `notices` on `err`, one line each (for subcommands, which have no voice).
pub fn print_notices(notices: &[Message], localizer: &Localizer, err: &mut dyn Write) {
    for notice in notices {
        let _ = writeln!(err, "{}", localizer.text(notice));
    }
}

/// Which of the player's files a message is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Settings,
    Save,
    Statistics,
    /// The last finished games, for `sayzee walk`.
    Finished,
}

/// What to say about a file that could not be used: why, and where it went (or that it stayed put).
pub fn refusal(
    kind: FileKind,
    problem: &Problem,
    path: &Path,
    moved_to: Option<&Path>,
) -> Vec<Message> {
    let id = match kind {
        FileKind::Settings => "file-settings-refused",
        FileKind::Save => "file-save-refused",
        FileKind::Statistics => "file-stats-refused",
        FileKind::Finished => "file-finished-refused",
    };
    let why = match problem {
        Problem::Oversized => Message::new("file-problem-oversized"),
        Problem::Damaged(_) => Message::new("file-problem-damaged"),
        Problem::Newer(_) => Message::new("file-problem-newer"),
        Problem::Unreadable => Message::new("file-problem-unreadable"),
        Problem::NotAFile => Message::new("file-problem-not-a-file"),
    };
    let mut said = vec![Message::new(id).with("problem", why)];
    said.push(match moved_to {
        Some(moved) => Message::new("file-moved-aside").with("path", display(moved)),
        // What could not be read is not known to be damaged, so it is never renamed.
        None if !problem.was_read() => Message::new("file-not-touched").with("path", display(path)),
        None => Message::new("file-left-in-place").with("path", display(path)),
    });
    said
}

pub fn display(path: &Path) -> String {
    path.display().to_string()
}
