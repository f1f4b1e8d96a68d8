//! `sayzee stats`: the player's statistics printed as sentences (as the I key says them), or as the JSON of the
//! file. A finished game still saved is counted first, when this sayzee holds the data directory.

use std::io::Write;
use std::path::Path;

use clap::Args;

use crate::i18n::{Localizer, Message};
use crate::persist::files::Aside;
use crate::persist::lock::{DataLock, LockError};
use crate::player::persistence::{
    load_statistics, print_notices, settle_finished_save, statistics_messages,
};
use crate::usage::UsageError;

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Print the statistics file's data as JSON instead of sentences.
    #[arg(long)]
    pub json: bool,
}

/// `sayzee stats`: the statistics printed as sentences, or as the JSON of the file with `--json`.
///
/// # Errors
/// Never: a missing data directory or a damaged file is explained and an empty record shown.
pub fn run(
    args: &StatsArgs,
    data_dir: Option<&Path>,
    localizer: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), UsageError> {
    let Some(dir) = data_dir else {
        let _ = writeln!(
            err,
            "{}",
            localizer.text(&Message::new("stats-unavailable"))
        );
        return Ok(());
    };
    // Only the sayzee holding the lock changes files: it counts a finished game still saved, and moves a
    // statistics file that cannot be used aside. Another one only reads.
    // A data directory that does not exist yet holds nothing to settle, and is not made for a question.
    let lock = if dir.is_dir() {
        DataLock::acquire(dir)
    } else {
        Err(LockError::Io(std::io::ErrorKind::NotFound.into()))
    };
    let aside = match &lock {
        Ok(_) | Err(LockError::Io(_)) => Aside::Move,
        Err(LockError::Busy) => Aside::Leave,
    };
    if lock.is_ok() {
        print_notices(&settle_finished_save(dir), localizer, err);
    }
    let (stats, notices) = load_statistics(dir, aside);
    print_notices(&notices, localizer, err);
    if args.json {
        let _ = writeln!(out, "{}", stats.to_json());
    } else {
        for message in statistics_messages(&stats) {
            let _ = writeln!(out, "{}", localizer.text(&message));
        }
    }
    Ok(())
}
