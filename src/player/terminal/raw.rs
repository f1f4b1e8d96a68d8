//! The terminal switched into raw mode and back: whether a person is at a terminal at all, whether the game will
//! read single keys, and the guard (`RawTerminal`) that turns raw mode and the kitty keyboard protocol on and,
//! when dropped, off.
//!
//! Below the terminal loop (`mod.rs`) and the voice, which needs to know only whether lines end in `\r\n`.

use std::io;

use crossterm::event::{KeyEvent, KeyboardEnhancementFlags, PushKeyboardEnhancementFlags};
use crossterm::terminal;

use super::reader;
use super::restore::{self, Switched, install_signal_handlers, restore_terminal};
use crate::player::args::Interface;

/// Whether a person is at a terminal: standard input and output both are one.
pub fn is_terminal() -> bool {
    use std::io::IsTerminal;
    io::stdin().is_terminal() && io::stdout().is_terminal()
}

/// Whether the game will read single keys in raw mode: at a terminal, unless `--line-mode` asks for lines.
pub fn raw_mode_wanted(args: &Interface) -> bool {
    is_terminal() && !args.line_mode
}

/// The terminal in raw mode for as long as this lives.
#[derive(Debug)]
pub struct RawTerminal {
    /// Keys crossterm read while it waited for the terminal's answer about the kitty protocol, handed to the
    /// game's own reader so none is lost.
    typed_during_question: Vec<KeyEvent>,
}

impl RawTerminal {
    /// Enters raw mode, asks once whether the terminal speaks the kitty keyboard protocol (when
    /// `ask_keyboard_protocol`; `SAYZEE_KEYBOARD_PROTOCOL=legacy` says not to) and turns it on if so; installs
    /// the panic hook and the signal handlers that restore the terminal.
    ///
    /// # Errors
    /// When raw mode cannot be entered; the terminal is left as it was.
    pub fn enter(ask_keyboard_protocol: bool) -> io::Result<RawTerminal> {
        restore::install_panic_hook();
        terminal::enable_raw_mode()?;
        restore::set_switched(Switched {
            keyboard_flags: None,
        });
        install_signal_handlers();
        if ask_keyboard_protocol {
            if terminal::supports_keyboard_enhancement().unwrap_or(false) {
                // Shift+digit then arrives as the digit with Shift whatever the layout; the alternate key
                // keeps "?" and other shifted punctuation as the character the player typed.
                let flags = KeyboardEnhancementFlags::DISAMBIGUATE_ESCAPE_CODES
                    | KeyboardEnhancementFlags::REPORT_ALTERNATE_KEYS
                    | KeyboardEnhancementFlags::REPORT_ALL_KEYS_AS_ESCAPE_CODES;
                if crossterm::execute!(io::stdout(), PushKeyboardEnhancementFlags(flags)).is_ok() {
                    restore::set_switched(Switched {
                        keyboard_flags: Some(flags),
                    });
                }
            }
            return Ok(RawTerminal {
                typed_during_question: reader::keys_read_by_crossterm(),
            });
        }
        Ok(RawTerminal {
            typed_during_question: Vec::new(),
        })
    }

    /// The keys read while the terminal was asked about the kitty protocol, once: the game's reader takes them
    /// first.
    pub fn take_typed_during_question(&mut self) -> Vec<KeyEvent> {
        std::mem::take(&mut self.typed_during_question)
    }
}

impl Drop for RawTerminal {
    fn drop(&mut self) {
        restore_terminal();
    }
}
