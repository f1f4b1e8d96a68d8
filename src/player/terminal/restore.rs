//! One record of what the terminal was switched into (raw mode, the kitty keyboard flags), so every way
//! out can undo exactly that, from any thread: the guard's drop, the panic hook, and the signal thread.
//!
//! Signals: SIGTERM, SIGHUP, SIGINT and SIGQUIT restore the terminal and end the process with 128 + the
//! signal. SIGTSTP (a job stop) gives the terminal back in its usual state, then stops the process as the
//! default action would; SIGCONT (`fg`) switches raw mode and the keyboard flags on again.

use std::io::{self, Write};
use std::sync::{Mutex, MutexGuard};

#[cfg(unix)]
use crossterm::event::PushKeyboardEnhancementFlags;
use crossterm::event::{KeyboardEnhancementFlags, PopKeyboardEnhancementFlags};
use crossterm::terminal;

/// What the game switched on, now and while stopped. Shared with the panic hook and the signal thread.
#[derive(Debug)]
struct TerminalState {
    /// Switched on now; `None` once restored.
    switched: Option<Switched>,
    /// Given back for a job stop, to switch on again when the job continues.
    stopped: Option<Switched>,
}

static TERMINAL_STATE: Mutex<TerminalState> = Mutex::new(TerminalState {
    switched: None,
    stopped: None,
});

/// What raw mode came with.
#[derive(Clone, Copy, Debug)]
pub(super) struct Switched {
    /// The kitty keyboard flags pushed, which must be popped.
    pub keyboard_flags: Option<KeyboardEnhancementFlags>,
}

fn state() -> MutexGuard<'static, TerminalState> {
    TERMINAL_STATE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Records what was switched on (raw mode is already on).
pub(super) fn set_switched(switched: Switched) {
    let mut state = state();
    state.switched = Some(switched);
    state.stopped = None;
}

/// The terminal's settings before a password question stopped its echo, while it is: what [`give_back_echo`]
/// puts back.
#[cfg(unix)]
static BEFORE_QUIET: std::sync::Mutex<Option<rustix::termios::Termios>> =
    std::sync::Mutex::new(None);

/// Gives the echo back if a password question stopped it; safe from any thread, any number of times.
pub(super) fn give_back_echo() {
    #[cfg(unix)]
    {
        let before = BEFORE_QUIET
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take();
        if let Some(before) = before {
            let _ = rustix::termios::tcsetattr(
                std::io::stdin(),
                rustix::termios::OptionalActions::Now,
                &before,
            );
        }
    }
}

/// Records the terminal's settings before a password question stops its echo.
#[cfg(unix)]
pub(super) fn set_quieted(before: rustix::termios::Termios) {
    *BEFORE_QUIET
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(before);
}

/// Puts the terminal back: pops the keyboard flags and leaves raw mode. Safe to call any number of times
/// from any thread; only the first call after the terminal was switched does anything.
pub fn restore_terminal() {
    give_back_echo();
    let mut state = state();
    state.stopped = None;
    if let Some(switched) = state.switched.take() {
        undo(switched);
    }
}

fn undo(switched: Switched) {
    let mut out = io::stdout();
    if switched.keyboard_flags.is_some() {
        let _ = crossterm::execute!(out, PopKeyboardEnhancementFlags);
    }
    let _ = terminal::disable_raw_mode();
    let _ = out.flush();
}

/// Before a job stop: the terminal as the shell expects it, remembering what to switch on again.
#[cfg(unix)]
fn give_back_for_stop() {
    let mut state = state();
    if let Some(switched) = state.switched.take() {
        undo(switched);
        state.stopped = Some(switched);
    }
}

/// After a job continues: raw mode and the keyboard flags again, if a stop gave them back.
#[cfg(unix)]
fn take_again_after_stop() {
    let mut state = state();
    let Some(switched) = state.stopped.take() else {
        return;
    };
    if terminal::enable_raw_mode().is_err() {
        return;
    }
    if let Some(flags) = switched.keyboard_flags {
        let _ = crossterm::execute!(io::stdout(), PushKeyboardEnhancementFlags(flags));
    }
    state.switched = Some(switched);
}

/// Restores the terminal before the default hook prints the panic, so the message is readable and the
/// shell is usable afterwards.
pub(super) fn install_panic_hook() {
    static INSTALLED: std::sync::Once = std::sync::Once::new();
    INSTALLED.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore_terminal();
            previous(info);
        }));
    });
}

/// Installs the signal thread described at the top of this module.
///
/// Installed in line mode too: the game is already on disk, and a handler of our own also ends a game whose
/// parent started it with SIGINT ignored (as a shell does for background jobs), so Ctrl+C always works.
#[cfg(unix)]
pub fn install_signal_handlers() {
    use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};
    static INSTALLED: std::sync::Once = std::sync::Once::new();
    INSTALLED.call_once(|| {
        let Ok(mut signals) = signal_hook::iterator::Signals::new([
            SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT,
        ]) else {
            return;
        };
        std::thread::spawn(move || {
            for signal in signals.forever() {
                match signal {
                    SIGTSTP => {
                        give_back_for_stop();
                        // Stops the whole process here until SIGCONT, as SIGTSTP's default action does.
                        let _ = signal_hook::low_level::emulate_default_handler(SIGTSTP);
                    }
                    SIGCONT => take_again_after_stop(),
                    _ => {
                        restore_terminal();
                        std::process::exit(128 + signal);
                    }
                }
            }
        });
    });
}

#[cfg(not(unix))]
pub fn install_signal_handlers() {}

/// Ctrl+Z, which raw mode delivers as a key: stops the game's process group as the terminal would, if a
/// shell with job control can continue it. Returns whether the stop was asked for.
#[cfg(unix)]
pub(super) fn stop_as_a_job() -> bool {
    if !can_be_continued() {
        return false;
    }
    rustix::process::kill_current_process_group(rustix::process::Signal::TSTP).is_ok()
}

#[cfg(not(unix))]
pub(super) fn stop_as_a_job() -> bool {
    false
}

/// Whether the parent is in another process group of the same session: a shell with job control, which
/// can continue the game after a stop. Otherwise (the kernel calls the group orphaned) a stop would last
/// for ever, so the kernel ignores the terminal's stop signals and so does Ctrl+Z here.
#[cfg(unix)]
fn can_be_continued() -> bool {
    use rustix::process::{getpgid, getpgrp, getppid, getsid};
    let Some(parent) = getppid() else {
        return false;
    };
    match (getpgid(Some(parent)), getsid(Some(parent)), getsid(None)) {
        (Ok(group), Ok(parent_session), Ok(session)) => {
            group != getpgrp() && parent_session == session
        }
        _ => false,
    }
}
