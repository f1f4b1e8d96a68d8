//! Where a game, the drills or a walk take their input and files from: the terminal or piped lines, and the data,
//! settings and cache directories.

use crate::i18n::Message;
use crate::player::persistence;
use crate::player::{self, local};

/// The files a game or a seat at a table uses: what to say about the settings, the data directory, the settings
/// file where changes made in play are kept, and the cache directory (`$SAYZEE_CACHE_DIR`, else the system's).
pub(super) fn play_files(
    notices: Vec<Message>,
    data_dir: Option<std::path::PathBuf>,
    config_dir: Option<&std::path::Path>,
) -> persistence::Files {
    persistence::Files {
        notices,
        data_dir,
        settings_file: config_dir.map(persistence::settings_path),
        cache_dir: crate::persist::table_cache::cache_dir(None),
    }
}

/// Runs `play` with the player's input: the terminal when there is one (in raw mode unless `line_mode`), else
/// the lines piped in.
pub(super) fn with_input<T>(line_mode: bool, play: impl FnOnce(local::Input<'_>) -> T) -> T {
    if player::terminal::is_terminal() {
        play(local::Input::Terminal { line_mode })
    } else {
        play(local::Input::Lines(&mut std::io::stdin().lock()))
    }
}
