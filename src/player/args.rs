//! The player's flags: how to play at this keyboard (`PlayArgs`), how the game talks and listens at home and at
//! a network table (`Interface`), and how to come to a network table (`JoinArgs`), each with its checks.
//!
//! Values that players type wrong (presets, numbers) are taken as text and checked by sayzee itself, so the
//! message that explains the mistake is localized like everything else; so are flags that contradict each
//! other. The command line (`crate::cli`) gathers these with the other commands' flags.

use clap::Args;

use crate::game::MAX_SHEETS;
use crate::usage::{UsageError, number_in, parse_preset};

/// How to play when no subcommand is given. Each flag skips the setup question it answers.
#[derive(Debug, Default, Args)]
pub struct PlayArgs {
    /// Rules preset: yahtzee, yahtzee-free-joker, classic, classic-extra, yatzy or maxi-yatzy.
    #[arg(long, value_name = "PRESET")]
    pub rules: Option<String>,

    /// A person playing, in turn order; repeat for hot seat.
    #[arg(long = "player", value_name = "NAME")]
    pub players: Vec<String>,

    /// A computer player of this level (champion, perfect, expert, good, casual, beginner); repeat for more.
    #[arg(long = "bot", value_name = "LEVEL")]
    pub bots: Vec<String>,

    /// With --create: how well the computer plays that takes the seat of someone who leaves (default good).
    #[arg(long, value_name = "LEVEL")]
    pub stand_in: Option<String>,

    /// How many sheets each player fills in a row.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub sheets: Option<String>,

    /// Seed for the dice: the same seed gives the same game.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub seed: Option<String>,

    /// Duplicate dice: every player meets the same rolls each round, so the game is a contest of skill.
    #[arg(long)]
    pub duplicate: bool,

    #[command(flatten)]
    pub interface: Interface,

    /// Start a new game even if an unfinished one is saved (the saved one is replaced once play begins).
    #[arg(long)]
    pub new: bool,

    /// Resume the unfinished saved game without asking.
    #[arg(long)]
    pub resume: bool,
}

/// How the game talks and listens: the same flags for a game at home and at a network table.
#[derive(Debug, Default, Args)]
pub struct Interface {
    /// Read actions and commands as lines (automatic when standard input is not a terminal).
    #[arg(long)]
    pub line_mode: bool,

    /// Speech: auto (the system's speech when it answers, else text), speech-dispatcher, tts, text or off.
    #[arg(long, value_name = "HOW")]
    pub speech: Option<String>,

    /// Print messages only while no voice speaks them (they come back if speech fails).
    #[arg(long)]
    pub quiet_text: bool,

    /// Play no sound cues (M turns them on during the game).
    #[arg(long)]
    pub no_sound: bool,

    /// Keyboard layout for Shift+digit without the kitty protocol: us, uk, de, fr, es, it or sv
    /// (default: the settings, else the system's locale).
    #[arg(long, value_name = "LAYOUT")]
    pub keyboard: Option<String>,

    /// Read from the environment (`SAYZEE_KEYBOARD_PROTOCOL=legacy`) for a terminal that answers the kitty
    /// keyboard protocol's question wrongly: `legacy` never asks it.
    #[arg(
        long,
        hide = true,
        env = "SAYZEE_KEYBOARD_PROTOCOL",
        value_name = "PROTOCOL"
    )]
    pub keyboard_protocol: Option<String>,

    /// Read from the environment (`SAYZEE_SOUND_OUTPUT=rodio`): on Linux, a build with the `system-backends`
    /// feature plays the cues through rodio (ALSA), as Windows and macOS do, so CI can record them.
    #[arg(long, hide = true, env = "SAYZEE_SOUND_OUTPUT", value_name = "OUTPUT")]
    pub sound_output: Option<String>,

    /// Read from the environment (`SAYZEE_TEST_PANIC_IN_RAW_MODE`), in debug builds only: the PTY tests' proof
    /// that a panic in raw mode gives the terminal back.
    #[arg(
        long,
        hide = true,
        env = "SAYZEE_TEST_PANIC_IN_RAW_MODE",
        value_parser = clap::builder::FalseyValueParser::new()
    )]
    pub test_panic_in_raw_mode: bool,
}

impl Interface {
    /// Whether the terminal may be asked about the kitty keyboard protocol.
    pub fn asks_keyboard_protocol(&self) -> bool {
        self.keyboard_protocol.as_deref() != Some("legacy")
    }

    /// Whether the cues go through rodio on Linux (see [`Interface::sound_output`]).
    pub fn sound_through_rodio(&self) -> bool {
        self.sound_output.as_deref() == Some("rodio")
    }
}

#[derive(Debug, Default, Args)]
pub struct JoinArgs {
    /// The server: HOST or HOST:PORT (port 7419 when none is given); wss://HOST[:PORT] for a secure server.
    #[arg(value_name = "HOST[:PORT]")]
    pub server: String,

    /// Trust the certificate in this PEM file for a wss:// server, besides those the system trusts.
    #[arg(long, value_name = "PEM")]
    pub trust_cert: Option<std::path::PathBuf>,

    /// Whose connection this is, when this seat plays for someone elsewhere (a browser): told to the server as
    /// a trusted proxy tells it. Never a flag.
    #[arg(skip)]
    pub forwarded_for: Option<std::net::IpAddr>,

    /// The page's secret that makes the server take `forwarded_for` at the page's door. Never a flag.
    #[arg(skip)]
    pub page_secret: Option<String>,

    /// The server's address as this seat's player reached it (a browser's page), said in place of `server`,
    /// which is then the page's door on loopback. Never a flag.
    #[arg(skip)]
    pub shown_as: Option<String>,

    /// Your name at the table; repeat it for each person at this keyboard (hot seat).
    #[arg(long = "name", value_name = "NAME")]
    pub names: Vec<String>,

    /// The table to join, watch or make.
    #[arg(long, value_name = "NAME")]
    pub table: Option<String>,

    /// Make a new table (you start its game with Enter once everyone is seated).
    #[arg(long)]
    pub create: bool,

    /// The new table's rules preset: yahtzee, yahtzee-free-joker, classic, classic-extra, yatzy or maxi-yatzy.
    #[arg(long, value_name = "PRESET")]
    pub rules: Option<String>,

    /// A computer player of this level at the new table (champion, perfect, expert, good, casual, beginner); repeat for more.
    #[arg(long = "bot", value_name = "LEVEL")]
    pub bots: Vec<String>,

    /// With --create: how well the computer plays that takes the seat of someone who leaves (default good).
    #[arg(long, value_name = "LEVEL")]
    pub stand_in: Option<String>,

    /// How many people play at this keyboard (names not given with --name are asked).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub seats: Option<String>,

    /// Watch the table without playing.
    #[arg(long)]
    pub spectate: bool,

    /// Start the new table's game at once, without waiting for anyone else to join.
    #[arg(long)]
    pub start: bool,

    /// With --create: duplicate dice, every player meeting the same rolls each round (a contest of skill).
    #[arg(long)]
    pub duplicate: bool,

    /// With --create: a private table, left out of the list of tables but for those the host invites (a password
    /// for it, to give to friends, is asked; Enter alone makes it by invitation only).
    #[arg(long)]
    pub private: bool,

    /// Claim your name (the first --name) on this server with a password, asked twice: from then on only you
    /// sit, watch and chat under it there, and this device logs in by itself.
    #[arg(long)]
    pub claim: bool,

    /// Set a new password for your name on this server (after logging in): every other device must log in again.
    #[arg(long)]
    pub new_password: bool,

    /// For scripts: the password is the first line of this file (or $SAYZEE_PASSWORD), never typed.
    #[arg(long, value_name = "FILE")]
    pub password_file: Option<std::path::PathBuf>,

    /// `$SAYZEE_PASSWORD`, read where the command line is read (a password is never a flag).
    #[arg(skip)]
    pub password_from_env: Option<String>,

    /// The longest wait, in seconds, between two tries to reach a server that has gone (default 15; "still
    /// trying" is said every four of them). For tests and scripts, hence not in the help.
    #[arg(long, value_name = "SECONDS", hide = true)]
    pub reconnect_every: Option<String>,

    #[command(flatten)]
    pub interface: Interface,
}

/// The password in a file given for scripts: its first line.
///
/// # Errors
/// [`UsageError::PasswordFile`] when the file cannot be read (or is no small text file), or its first line is
/// empty.
pub fn password_in(path: &std::path::Path) -> Result<String, UsageError> {
    let unreadable = || UsageError::PasswordFile(path.display().to_string());
    let bytes = crate::persist::files::read_regular(path, 4096)
        .ok()
        .flatten()
        .ok_or_else(unreadable)?;
    let text = String::from_utf8(bytes).map_err(|_| unreadable())?;
    let line = text
        .lines()
        .next()
        .unwrap_or_default()
        .trim_end_matches('\r');
    if line.is_empty() {
        return Err(unreadable());
    }
    Ok(line.to_string())
}

/// `text` without `prefix`, if it starts with it in any case.
fn strip_prefix_ignoring_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

/// [`JoinArgs::address`] of `server`.
fn server_address(server: &str) -> Result<String, UsageError> {
    let bad_address = || UsageError::BadServerAddress(server.to_string());
    // A path or a scheme: an address copied from a browser, not a host and port.
    if server.contains('/') || server.contains(char::is_whitespace) {
        return Err(bad_address());
    }
    let (host, port) = if let Some(rest) = server.strip_prefix('[') {
        // [IPv6] or [IPv6]:port
        let (inside, after) = rest.split_once(']').ok_or_else(bad_address)?;
        if inside.parse::<std::net::Ipv6Addr>().is_err() {
            return Err(bad_address());
        }
        match after {
            "" => (format!("[{inside}]"), None),
            _ => (
                format!("[{inside}]"),
                Some(after.strip_prefix(':').ok_or_else(bad_address)?),
            ),
        }
    } else if server.parse::<std::net::Ipv6Addr>().is_ok() {
        // A bare IPv6 address has colons of its own and no port.
        (format!("[{server}]"), None)
    } else {
        match server.split_once(':') {
            Some((host, port)) => (host.to_string(), Some(port)),
            None => (server.to_string(), None),
        }
    };
    let host_is_fine = !host.is_empty()
        && (host.starts_with('[')
            || host
                .chars()
                .all(|c| c.is_alphanumeric() || c == '.' || c == '-' || c == '_'));
    if !host_is_fine {
        return Err(bad_address());
    }
    let port = match port {
        None => crate::net::protocol::DEFAULT_PORT,
        Some(port) => match port.parse::<u16>() {
            Ok(port) if port > 0 => port,
            _ => return Err(UsageError::BadServerPort(port.to_string())),
        },
    };
    Ok(format!("{host}:{port}"))
}

/// `sayzee op`: an operator acts on a server.
#[derive(Debug, Args)]
pub struct OpArgs {
    /// The server: HOST or HOST:PORT (port 7419 when none is given); wss://HOST[:PORT] for a secure server.
    #[arg(value_name = "HOST[:PORT]")]
    pub server: String,

    /// Your name on the server: an owned name the server's settings call an operator.
    #[arg(long, value_name = "NAME")]
    pub name: String,

    /// Trust the certificate in this PEM file for a wss:// server, besides those the system trusts.
    #[arg(long, value_name = "PEM")]
    pub trust_cert: Option<std::path::PathBuf>,

    /// For scripts: the password is the first line of this file (or $SAYZEE_PASSWORD), never typed.
    #[arg(long, value_name = "FILE")]
    pub password_file: Option<std::path::PathBuf>,

    /// `$SAYZEE_PASSWORD`, read where the command line is read.
    #[arg(skip)]
    pub password_from_env: Option<String>,

    #[command(subcommand)]
    pub action: OpAction,

    #[command(flatten)]
    pub interface: Interface,
}

/// What an operator does.
#[derive(Debug, clap::Subcommand)]
pub enum OpAction {
    /// Say a message to everyone on the server.
    Announce { text: String },
    /// Set the message of the day, heard on arrival (none: remove it).
    Motd { text: Option<String> },
    /// Close a table for everyone at it.
    Close { table: String },
    /// Keep a name (and its look-alikes) or an address from chatting for a time.
    Mute {
        who: String,
        #[arg(long, value_name = "N")]
        minutes: u32,
        #[arg(long, value_name = "TEXT")]
        reason: String,
    },
    /// Keep a name (and its look-alikes) or an address off the server for a time; they are let go at once.
    Ban {
        who: String,
        #[arg(long, value_name = "N")]
        minutes: u32,
        #[arg(long, value_name = "TEXT")]
        reason: String,
    },
    /// Lift a mute or ban.
    Lift { who: String },
    /// Give an owned name a new password (asked twice): every login it had ends.
    ResetPassword { name: String },
}

impl OpArgs {
    /// As [`JoinArgs::address`].
    ///
    /// # Errors
    /// As [`JoinArgs::address`].
    pub fn address(&self) -> Result<String, UsageError> {
        address_of(&self.server)
    }

    /// Whether the server is to be reached through TLS (`wss://`).
    pub fn secure(&self) -> bool {
        is_secure(&self.server)
    }
}

/// `server` as typed (`HOST[:PORT]`, maybe after `ws://` or `wss://`) as an address with its port.
fn address_of(server: &str) -> Result<String, UsageError> {
    let server = server.trim();
    let without_scheme = ["wss://", "ws://"]
        .iter()
        .find_map(|scheme| strip_prefix_ignoring_case(server, scheme))
        .unwrap_or(server);
    server_address(without_scheme)
}

/// Whether `server` as typed asks for TLS (`wss://`).
fn is_secure(server: &str) -> bool {
    strip_prefix_ignoring_case(server.trim(), "wss://").is_some()
}

impl JoinArgs {
    /// The server's address with its port (7419 when none is given): a host name or IPv4 address, or an IPv6
    /// address (in brackets when a port follows), then `:PORT` if any.
    ///
    /// # Errors
    /// [`UsageError::BadServerAddress`] for a host with characters no host has (a path, spaces) or none at all;
    /// [`UsageError::BadServerPort`] when what follows the last colon is not a port from 1 to 65535.
    pub fn address(&self) -> Result<String, UsageError> {
        address_of(&self.server)
    }

    /// Whether the server is to be reached through TLS (`wss://`).
    pub fn secure(&self) -> bool {
        is_secure(&self.server)
    }

    /// The fingerprints of the certificates in `--trust-cert`'s file, if given.
    ///
    /// # Errors
    /// [`UsageError::TrustCert`] when the file cannot be read or holds no certificate.
    pub fn trusted_certificates(&self) -> Result<Vec<String>, UsageError> {
        let Some(path) = &self.trust_cert else {
            return Ok(Vec::new());
        };
        crate::player::remote::secure::fingerprints_in(path).map_err(|detail| {
            UsageError::TrustCert {
                path: path.display().to_string(),
                detail,
            }
        })
    }

    /// The password given for scripts: `--password-file`'s first line, else `$SAYZEE_PASSWORD`.
    ///
    /// # Errors
    /// [`UsageError::PasswordFile`] when the file cannot be read (or is no small text file).
    pub fn given_password(&self) -> Result<Option<String>, UsageError> {
        match &self.password_file {
            Some(path) => password_in(path).map(Some),
            None => Ok(self.password_from_env.clone().filter(|p| !p.is_empty())),
        }
    }

    /// `--reconnect-every`, checked: how the link waits for a server that has gone.
    ///
    /// # Errors
    /// [`UsageError::BadNumber`].
    pub fn patience(&self) -> Result<crate::player::remote::link::Patience, UsageError> {
        let Some(text) = self.reconnect_every.as_deref() else {
            return Ok(crate::player::remote::link::Patience::default());
        };
        let seconds = crate::usage::number_in("--reconnect-every", text, 1, 3_600)?;
        Ok(crate::player::remote::link::Patience {
            longest_wait: std::time::Duration::from_secs(seconds),
        })
    }

    /// `--seats`, checked: at least the names given, at most a full table.
    ///
    /// # Errors
    /// [`UsageError::BadNumber`].
    pub fn seats(&self) -> Result<usize, UsageError> {
        let named = self.names.len().max(1);
        match self.seats.as_deref() {
            Some(text) => number_in(
                "--seats",
                text,
                named as u64,
                crate::game::MAX_PLAYERS as u64,
            )
            .map(|n| n as usize),
            None => Ok(named),
        }
    }

    /// Flags that contradict each other, and values that name nothing (the preset, the levels), found before
    /// anything is said or asked.
    ///
    /// # Errors
    /// [`UsageError::JoinWith`] naming the two flags, or what is wrong with a value.
    pub fn check(&self) -> Result<(), UsageError> {
        let creating = [
            ("--rules", self.rules.is_some()),
            ("--bot", !self.bots.is_empty()),
            ("--start", self.start),
            ("--stand-in", self.stand_in.is_some()),
        ];
        if self.spectate {
            for (flag, given) in [("--create", self.create), ("--seats", self.seats.is_some())]
                .into_iter()
                .chain(creating)
            {
                if given {
                    return Err(UsageError::JoinWith("--spectate", flag));
                }
            }
        }
        if !self.create
            && let Some((flag, _)) = creating.iter().find(|(_, given)| *given)
        {
            return Err(UsageError::JoinWith(flag, "--create"));
        }
        self.seats()?;
        self.address()?;
        self.trusted_certificates()?;
        if let Some(table) = &self.table
            && crate::net::table::checked_table_name(table).is_none()
        {
            return Err(UsageError::TableNameTooLong);
        }
        if let Some(rules) = &self.rules {
            parse_preset(rules)?;
        }
        for level in self.bots.iter().chain(&self.stand_in) {
            level
                .parse::<crate::game::Skill>()
                .map_err(|_| UsageError::UnknownLevel(level.clone()))?;
        }
        Ok(())
    }

    /// The new table's match as setup reads it: its rules, computer players and the people at this keyboard.
    pub fn table_args(&self, people: Vec<String>) -> PlayArgs {
        PlayArgs {
            rules: self.rules.clone(),
            bots: self.bots.clone(),
            players: people,
            duplicate: self.duplicate,
            ..PlayArgs::default()
        }
    }
}

impl PlayArgs {
    /// `--seed`, checked.
    ///
    /// # Errors
    /// [`UsageError::BadNumber`] when it is not a whole number that fits.
    pub fn seed(&self) -> Result<Option<u64>, UsageError> {
        self.seed
            .as_deref()
            .map(|text| number_in("seed", text, 0, u64::MAX))
            .transpose()
    }

    /// `--sheets`, checked against the number of sheets a match allows.
    ///
    /// # Errors
    /// [`UsageError::BadNumber`] when it is not a whole number from 1 to the most sheets.
    pub fn sheets(&self) -> Result<Option<u8>, UsageError> {
        self.sheets
            .as_deref()
            .map(|text| number_in("sheets", text, 1, u64::from(MAX_SHEETS)).map(|n| n as u8))
            .transpose()
    }

    /// Refuses flags that contradict each other: `--resume` takes up the saved game as it is, so it cannot
    /// go with `--new` or with a flag that sets up a new game.
    ///
    /// # Errors
    /// [`UsageError::ResumeWith`] naming the first such flag.
    pub fn check(&self) -> Result<(), UsageError> {
        if !self.resume {
            return Ok(());
        }
        let conflicting = [
            ("new", self.new),
            ("rules", self.rules.is_some()),
            ("player", !self.players.is_empty()),
            ("bot", !self.bots.is_empty()),
            ("sheets", self.sheets.is_some()),
            ("duplicate", self.duplicate),
        ];
        match conflicting.iter().find(|(_, given)| *given) {
            Some((flag, _)) => Err(UsageError::ResumeWith(flag)),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn join(server: &str) -> JoinArgs {
        JoinArgs {
            server: server.to_string(),
            ..JoinArgs::default()
        }
    }

    #[test]
    fn a_server_without_a_port_gets_the_default_one() {
        let address = |text: &str| join(text).address();
        assert_eq!(address("example.org").unwrap(), "example.org:7419");
        assert_eq!(address("example.org:8000").unwrap(), "example.org:8000");
        assert_eq!(address("127.0.0.1").unwrap(), "127.0.0.1:7419");
        assert_eq!(address("[::1]:9000").unwrap(), "[::1]:9000");
        assert_eq!(address("[::1]").unwrap(), "[::1]:7419");
        assert_eq!(address("::1").unwrap(), "[::1]:7419");
        // A port that is not one is said as such, never taken for part of the host.
        for port in ["abc", "99999", "0", ""] {
            assert_eq!(
                address(&format!("127.0.0.1:{port}")),
                Err(UsageError::BadServerPort(port.to_string()))
            );
        }
        for wrong in [
            "127.0.0.1:17419/",
            "http://example.org",
            "a b",
            "",
            "[::1]x",
            "[nope]:1",
        ] {
            assert!(
                matches!(address(wrong), Err(UsageError::BadServerAddress(_))),
                "{wrong}"
            );
        }
    }

    #[test]
    fn join_flags_that_contradict_each_other_are_named() {
        let watching = JoinArgs {
            spectate: true,
            create: true,
            ..join("h")
        };
        assert_eq!(
            watching.check(),
            Err(UsageError::JoinWith("--spectate", "--create"))
        );
        let bots_without_a_table = JoinArgs {
            bots: vec!["good".into()],
            ..join("h")
        };
        assert_eq!(
            bots_without_a_table.check(),
            Err(UsageError::JoinWith("--bot", "--create"))
        );
        let too_few_seats = JoinArgs {
            names: vec!["Ann".into(), "Bo".into()],
            seats: Some("1".into()),
            ..join("h")
        };
        assert!(matches!(
            too_few_seats.check(),
            Err(UsageError::BadNumber {
                flag: "--seats",
                ..
            })
        ));
        let hot_seat = JoinArgs {
            names: vec!["Ann".into()],
            seats: Some("3".into()),
            create: true,
            start: true,
            ..join("h")
        };
        assert_eq!(hot_seat.check(), Ok(()));
        // Values that name nothing are found before anything is asked or connected.
        let misspelt = JoinArgs {
            create: true,
            rules: Some("yatzee".into()),
            ..join("h")
        };
        assert_eq!(
            misspelt.check(),
            Err(UsageError::UnknownPreset("yatzee".into()))
        );
        let no_such_level = JoinArgs {
            create: true,
            bots: vec!["godlike".into()],
            ..join("h")
        };
        assert_eq!(
            no_such_level.check(),
            Err(UsageError::UnknownLevel("godlike".into()))
        );
        assert_eq!(hot_seat.seats(), Ok(3));
    }
}
