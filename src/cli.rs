//! The command line: every flag and subcommand (clap), and the dispatch that hands each command to its room:
//! play (no subcommand) and `join` to the player's program, `serve` to the server, `score`, `solve`,
//! `simulate` and `stats` to the tools. The settings file and the language are read here first, once, for all.
//!
//! The top of the program: it imports the rooms, and nothing imports it but `main.rs`. The server's flags are
//! read here into `server::ServeOptions`, so the server knows nothing of usage errors.

mod play_input;
mod serve_config;
mod serve_page;

pub use serve_page::PageFlags;

use std::io::Write;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::i18n::{Localizer, Message};
use crate::player::args::{JoinArgs, OpArgs, PlayArgs};
use crate::player::persistence;
use crate::player::{self, local, remote};
use crate::server;
use crate::tools;
use crate::usage::{EXIT_USAGE, ServeUsage, UsageError, number_in};
use play_input::{play_files, with_input};

/// A talking Yahtzee for the console, built for screen readers.
#[derive(Debug, Parser)]
#[command(name = "sayzee", bin_name = "sayzee", version, about)]
pub struct Cli {
    /// Language of messages: en-US, fr, de, es, it or sv (default: the system's).
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,

    /// Where the settings file is (default: $SAYZEE_CONFIG_DIR, else the system's config directory).
    #[arg(long, global = true, value_name = "DIR")]
    pub config_dir: Option<std::path::PathBuf>,

    /// Where the saved game and statistics are (default: $SAYZEE_DATA_DIR, else the system's data directory).
    #[arg(long, global = true, value_name = "DIR")]
    pub data_dir: Option<std::path::PathBuf>,

    #[command(flatten)]
    pub play: PlayArgs,

    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the points some dice would score in every box of a blank sheet.
    Score(tools::score::ScoreArgs),
    /// Solve a preset exactly: print the expected score of perfect play, the states and the time taken.
    Solve(tools::solve::SolveArgs),
    /// Play many solitaire games with a computer player and print the mean, spread, lowest and highest score.
    Simulate(tools::simulate::SimulateArgs),
    /// Print your statistics: games per preset, and per player the games, wins, best and average scores and
    /// Yahtzees.
    Stats(tools::stats::StatsArgs),
    /// Answer again the costliest decisions of your games that are due today, marked against perfect play: a
    /// wrong answer comes back after a day, three days, then every week.
    Drill(player::drill::DrillArgs),
    /// Walk one of your last finished games decision by decision: the review as at its end, with the arrows.
    Walk(player::walk::WalkArgs),
    /// Run a server of tables for network play (stop it with Ctrl+C or SIGTERM).
    // A flag typed twice takes its last value: the configuration file's flags come first, so typed ones win.
    #[command(args_override_self = true)]
    Serve(Box<ServeArgs>),
    /// Play at a table on a sayzee server: rejoin your seat, join a table, watch one, or make one.
    Join(Box<JoinArgs>),
    /// Act on a sayzee server as its operator: announce, the message of the day, close a table, mute, ban, lift,
    /// reset a password.
    Op(Box<OpArgs>),
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The server's settings in a TOML file, each key a flag's name (listen = "0.0.0.0:7419"); flags given here
    /// win over it.
    #[arg(long, value_name = "FILE")]
    pub config: Option<std::path::PathBuf>,

    /// The address and port to listen on (default: 127.0.0.1:7419, this machine only; 0.0.0.0:7419 opens it to
    /// the network).
    #[arg(long, value_name = "ADDR:PORT")]
    pub listen: Option<String>,

    /// Where to keep solved tables for the computer players (default: $SAYZEE_CACHE_DIR, else the system's).
    #[arg(long, value_name = "DIR")]
    pub cache_dir: Option<std::path::PathBuf>,

    /// The server's TLS certificate chain (PEM): players then join it with wss://. Needs --tls-key.
    #[arg(long, value_name = "PEM", requires = "tls_key")]
    pub tls_cert: Option<std::path::PathBuf>,

    /// The private key of --tls-cert (PEM).
    #[arg(long, value_name = "PEM", requires = "tls_cert")]
    pub tls_key: Option<std::path::PathBuf>,

    /// A reverse proxy in front of the server (repeatable): from it alone, X-Forwarded-For says whose a
    /// connection is, and the bounds per address count that player's address.
    #[arg(long = "trusted-proxy", value_name = "ADDR")]
    pub trusted_proxies: Vec<String>,

    /// Only people logged in with an account (a name claimed with a password) may sit, watch or make tables.
    #[arg(long)]
    pub require_accounts: bool,

    /// An operator of this server (repeatable): an owned name that, logged in, may announce, set the message of
    /// the day, close tables, mute, ban and reset passwords (`sayzee op`).
    #[arg(long = "operator", value_name = "NAME")]
    pub operators: Vec<String>,

    /// The message of the day, heard by everyone on arrival (an operator can change it).
    #[arg(long, value_name = "TEXT")]
    pub motd: Option<String>,

    /// Milliseconds before each computer move, so that people hear it.
    #[arg(long, value_name = "MS", default_value_t = server::DEFAULT_PACE.as_millis().to_string())]
    pub pace_ms: String,

    /// Seed for the dice of new tables (each table's dice come from it and the table's name), so a game can be
    /// played again the same; without it, every table's dice are unforeseeable.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub seed: Option<String>,

    /// Seconds a person may stay disconnected before a computer plays their seat (decimals allowed).
    #[arg(
        long,
        value_name = "SECONDS",
        default_value_t = server::Periods::DEFAULT.takeover_after.as_secs().to_string()
    )]
    pub takeover_after: String,

    /// Minutes a finished table stays, so its players can read the results, before it is closed.
    #[arg(
        long,
        value_name = "MINUTES",
        default_value_t = (server::Periods::DEFAULT.keep_finished.as_secs() / 60).to_string()
    )]
    pub keep_finished: String,

    /// Minutes a table nobody is at stays before it is closed (its last state kept in tables/closed/).
    #[arg(
        long,
        value_name = "MINUTES",
        default_value_t = (server::Periods::DEFAULT.keep_abandoned.as_secs() / 60).to_string()
    )]
    pub keep_abandoned: String,

    /// Days after which a name its owner never logged in with after the day it was claimed is free again, its
    /// ratings removed (0: never). An operator's name never expires.
    #[arg(
        long,
        value_name = "DAYS",
        default_value_t = server::NameKeeping::DEFAULT.unused_days.to_string()
    )]
    pub unused_names_expire_days: String,

    /// Days after its owner's last login after which any owned name is free again, its ratings removed (0:
    /// never). An operator's name never expires.
    #[arg(
        long,
        value_name = "DAYS",
        default_value_t = server::NameKeeping::DEFAULT.unseen_days.to_string()
    )]
    pub names_expire_days: String,

    /// Seconds between pings to each connection; one that answers nothing for three pings is closed as dead
    /// (decimals allowed).
    #[arg(
        long,
        value_name = "SECONDS",
        default_value_t = server::Periods::DEFAULT.ping_every.as_secs().to_string()
    )]
    pub ping_every: String,

    /// Seconds a computer who plays after a person waits before it rolls, so that the person can hear their mark
    /// and take it back with U (decimals allowed; 0 for no wait beyond --pace-ms).
    #[arg(
        long,
        value_name = "SECONDS",
        default_value_t = server::Periods::DEFAULT.undo_window.as_secs().to_string()
    )]
    pub undo_window: String,

    /// Connections the server takes at once; the next one is told the server is full.
    #[arg(long, value_name = "N", default_value_t = server::Limits::DEFAULT.connections.to_string())]
    pub max_connections: String,

    /// Connections it takes at once from one address (players behind one router share one).
    #[arg(long, value_name = "N", default_value_t = server::Limits::DEFAULT.per_address.to_string())]
    pub max_per_address: String,

    /// Tables open at once on the server.
    #[arg(long, value_name = "N", default_value_t = server::Limits::DEFAULT.tables.to_string())]
    pub max_tables: String,

    /// Connections from one address still in their handshake, or not yet greeted, at once.
    #[arg(
        long,
        value_name = "N",
        default_value_t = server::Limits::DEFAULT.half_open_per_address.to_string()
    )]
    pub max_half_open_per_address: String,

    /// Open tables that connections from one address may have made ("one address" is an IPv4 address or an
    /// IPv6 /64, here and below).
    #[arg(
        long,
        value_name = "N",
        default_value_t = server::Limits::DEFAULT.tables_per_address.to_string()
    )]
    pub max_tables_per_address: String,

    /// Of those, open tables with a computer seat.
    #[arg(
        long,
        value_name = "N",
        default_value_t = server::Limits::DEFAULT.computer_tables_per_address.to_string()
    )]
    pub max_computer_tables_per_address: String,

    /// New tables one address may make in a minute.
    #[arg(
        long,
        value_name = "N",
        default_value_t = server::Limits::DEFAULT.new_tables_per_minute.to_string()
    )]
    pub new_tables_per_minute: String,

    /// Messages one address may send in a second (pings included), in bursts of twice as many; past it they
    /// are ignored and the sender told once.
    #[arg(
        long,
        value_name = "N",
        default_value_t = server::Limits::DEFAULT.messages_per_second.to_string()
    )]
    pub messages_per_second: String,

    /// Chat lines one address may send in a minute, in bursts of five.
    #[arg(
        long,
        value_name = "N",
        default_value_t = server::Limits::DEFAULT.chat_per_minute.to_string()
    )]
    pub chat_per_minute: String,

    /// People watching one table at once.
    #[arg(long, value_name = "N", default_value_t = server::Limits::DEFAULT.spectators.to_string())]
    pub max_spectators: String,

    /// The longest message a client may send, in bytes (at least the protocol's 65536); a longer one ends its
    /// connection.
    #[arg(
        long,
        value_name = "BYTES",
        default_value_t = server::Limits::DEFAULT.message_bytes.to_string()
    )]
    pub max_message_bytes: String,

    /// Bytes queued for a client that does not read; chat to it is shed first, then it is let go.
    #[arg(
        long,
        value_name = "BYTES",
        default_value_t = server::Limits::DEFAULT.unsent_bytes.to_string()
    )]
    pub max_unsent_bytes: String,

    /// Megabytes the server's disk keeps free: below it, changes are refused ("try again") rather than written.
    #[arg(
        long,
        value_name = "MB",
        default_value_t = (server::Storage::DEFAULT.free_margin >> 20).to_string()
    )]
    pub keep_free_mb: String,

    /// Megabytes of closed tables' files kept in tables/closed/, the oldest deleted first.
    #[arg(
        long,
        value_name = "MB",
        default_value_t = (server::Storage::DEFAULT.closed_bytes >> 20).to_string()
    )]
    pub keep_closed_mb: String,

    /// Days a closed table's file is kept in tables/closed/.
    #[arg(
        long,
        value_name = "DAYS",
        default_value_t = (server::Storage::DEFAULT.closed_age.as_secs() / 86_400).to_string()
    )]
    pub keep_closed_days: String,

    /// Once listening, print the address and port alone on a line on standard output (for scripts that
    /// start a server on port 0), then the page's address on the next line unless --no-web.
    #[arg(long)]
    pub print_address: bool,

    /// The page for browsers: where it listens, its names and its bounds.
    #[command(flatten)]
    pub page: PageFlags,
}

impl ServeArgs {
    /// `--listen`, checked: an address and port, the default port when only an address is given.
    ///
    /// # Errors
    /// [`UsageError::BadAddress`].
    pub fn address(&self) -> Result<std::net::SocketAddr, UsageError> {
        let port = crate::net::protocol::DEFAULT_PORT;
        let Some(text) = self.listen.as_deref() else {
            return Ok(std::net::SocketAddr::from(([127, 0, 0, 1], port)));
        };
        text.parse()
            .or_else(|_| {
                text.parse::<std::net::IpAddr>()
                    .map(|ip| std::net::SocketAddr::new(ip, port))
            })
            .map_err(|_| UsageError::BadAddress(text.to_string()))
    }

    /// `--pace-ms`, checked.
    ///
    /// # Errors
    /// [`UsageError::BadNumber`].
    pub fn pace(&self) -> Result<std::time::Duration, UsageError> {
        number_in("--pace-ms", &self.pace_ms, 0, 60_000).map(std::time::Duration::from_millis)
    }

    /// `--takeover-after`, `--keep-finished`, `--keep-abandoned` and `--ping-every`, checked: the grace period,
    /// how long finished and abandoned tables stay, and how often connections are pinged.
    ///
    /// # Errors
    /// [`UsageError::BadNumber`].
    pub fn periods(&self) -> Result<server::Periods, UsageError> {
        Ok(server::Periods {
            takeover_after: duration_in("--takeover-after", &self.takeover_after, 1, 86_400)?,
            keep_finished: duration_in("--keep-finished", &self.keep_finished, 60, 10_080)?,
            keep_abandoned: duration_in("--keep-abandoned", &self.keep_abandoned, 60, 10_080)?,
            names: server::NameKeeping {
                unused_days: days_in("--unused-names-expire-days", &self.unused_names_expire_days)?,
                unseen_days: days_in("--names-expire-days", &self.names_expire_days)?,
            },
            ping_every: duration_in("--ping-every", &self.ping_every, 1, 3_600)?
                .max(std::time::Duration::from_millis(100)),
            undo_window: duration_in("--undo-window", &self.undo_window, 1, 600)?,
        })
    }

    /// The bounds (`--max-connections` to `--max-unsent-bytes`), checked.
    ///
    /// # Errors
    /// [`UsageError::BadNumber`].
    pub fn limits(&self) -> Result<server::Limits, UsageError> {
        let bound = |flag, text: &str| number_in(flag, text, 1, 1_000_000).map(|n| n as usize);
        let rate = |flag, text: &str| number_in(flag, text, 1, 1_000_000).map(|n| n as u32);
        let bytes = |flag, text: &str, min| number_in(flag, text, min, 1 << 30).map(|n| n as usize);
        let protocol = crate::net::protocol::MAX_FRAME_BYTES as u64;
        Ok(server::Limits {
            connections: bound("--max-connections", &self.max_connections)?,
            per_address: bound("--max-per-address", &self.max_per_address)?,
            half_open_per_address: bound(
                "--max-half-open-per-address",
                &self.max_half_open_per_address,
            )?,
            tables: bound("--max-tables", &self.max_tables)?,
            tables_per_address: bound("--max-tables-per-address", &self.max_tables_per_address)?,
            computer_tables_per_address: bound(
                "--max-computer-tables-per-address",
                &self.max_computer_tables_per_address,
            )?,
            new_tables_per_minute: rate("--new-tables-per-minute", &self.new_tables_per_minute)?,
            messages_per_second: rate("--messages-per-second", &self.messages_per_second)?,
            chat_per_minute: rate("--chat-per-minute", &self.chat_per_minute)?,
            spectators: bound("--max-spectators", &self.max_spectators)?,
            message_bytes: bytes("--max-message-bytes", &self.max_message_bytes, protocol)?,
            unsent_bytes: bytes("--max-unsent-bytes", &self.max_unsent_bytes, 64 * 1024)?,
        })
    }

    /// `--trusted-proxy`'s addresses.
    ///
    /// # Errors
    /// [`ServeUsage::BadProxy`] for one that is not an IP address.
    pub fn trusted_proxies(&self) -> Result<Vec<std::net::IpAddr>, UsageError> {
        self.trusted_proxies
            .iter()
            .map(|text| {
                text.trim()
                    .parse()
                    .map_err(|_| ServeUsage::BadProxy(text.to_string()).into())
            })
            .collect()
    }

    /// The certificate and key of `--tls-cert` and `--tls-key`, read and checked, if given.
    ///
    /// # Errors
    /// [`ServeUsage::Tls`].
    pub fn tls(&self) -> Result<Option<server::Tls>, UsageError> {
        match (&self.tls_cert, &self.tls_key) {
            (Some(certificate), Some(key)) => server::Tls::from_files(certificate, key)
                .map(Some)
                .map_err(|error| ServeUsage::Tls(error).into()),
            _ => Ok(None),
        }
    }

    /// `--keep-free-mb`, `--keep-closed-mb` and `--keep-closed-days`, checked.
    ///
    /// # Errors
    /// [`UsageError::BadNumber`].
    pub fn storage(&self) -> Result<server::Storage, UsageError> {
        let megabytes = |flag, text: &str| number_in(flag, text, 0, 1 << 24).map(|n| n << 20);
        Ok(server::Storage {
            free_margin: megabytes("--keep-free-mb", &self.keep_free_mb)?,
            closed_bytes: megabytes("--keep-closed-mb", &self.keep_closed_mb)?,
            closed_age: duration_in("--keep-closed-days", &self.keep_closed_days, 86_400, 3650)?,
        })
    }

    /// `--seed`, checked.
    ///
    /// # Errors
    /// [`UsageError::BadNumber`].
    pub fn seed(&self) -> Result<Option<u64>, UsageError> {
        self.seed
            .as_deref()
            .map(|text| number_in("--seed", text, 0, u64::MAX))
            .transpose()
    }
}

/// A number of `unit_seconds` (decimals allowed) from 0 to `max` units, as a duration.
/// A number of days up to a hundred years, from flag `flag`'s `text`.
fn days_in(flag: &'static str, text: &str) -> Result<u32, UsageError> {
    number_in(flag, text, 0, 36_500).map(|days| u32::try_from(days).unwrap_or(u32::MAX))
}

fn duration_in(
    flag: &'static str,
    text: &str,
    unit_seconds: u64,
    max: u64,
) -> Result<std::time::Duration, UsageError> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|n| n.is_finite() && (0.0..=max as f64).contains(n))
        .map(|n| std::time::Duration::from_secs_f64(n * unit_seconds as f64))
        .ok_or_else(|| UsageError::BadNumber {
            flag,
            value: text.to_string(),
            min: 0,
            max,
        })
}

/// `sayzee serve`: checks the flags, then runs the server until it is stopped.
fn serve_command(
    args: &ServeArgs,
    data_dir: Option<&std::path::Path>,
    localizer: &Localizer,
) -> Result<(), UsageError> {
    let listen = args.address()?;
    let pace = args.pace()?;
    let data_dir = data_dir
        .map(|dir| dir.join("server"))
        .ok_or(ServeUsage::NoDataDir)?;
    let tls = args.tls()?;
    let cache_dir = crate::persist::table_cache::cache_dir(args.cache_dir.as_deref());
    let asked = serve_page::PageAsked {
        flags: &args.page,
        limits: args.page.limits()?,
        trusted_proxies: args.trusted_proxies()?,
        tls_cert: args.tls_cert.clone(),
    };
    // One expert per rules as played in the whole process: the computers' at every table and the page's seats'.
    let experts = std::sync::Arc::new(crate::computer::Experts::default());
    let page = serve_page::bind(
        &asked,
        listen,
        tls.as_ref(),
        cache_dir.clone(),
        experts.clone(),
    )?;
    let page_door = page
        .map(serve_page::Page::serve_once_listening)
        .transpose()
        .map_err(|error| ServeUsage::Failed(error.to_string()))?;
    let options = server::ServeOptions {
        listen,
        data_dir,
        cache_dir,
        pace,
        seed: args.seed()?,
        periods: args.periods()?,
        limits: args.limits()?,
        storage: args.storage()?,
        store: None,
        address_to: if args.print_address {
            server::AddressTo::Stdout
        } else {
            server::AddressTo::LogOnly
        },
        tls,
        trusted_proxies: args.trusted_proxies()?,
        require_accounts: args.require_accounts,
        operators: args.operators.clone(),
        motd: args.motd.as_deref().map(|motd| {
            crate::text::CleanText::new(motd, crate::net::protocol::CHAT_LIMIT).into_string()
        }),
        page_door,
        experts,
    };
    let address = listen.to_string();
    server::run(options, localizer.locale()).map_err(|error| match error.kind() {
        std::io::ErrorKind::AddrInUse => ServeUsage::AddressInUse(address).into(),
        std::io::ErrorKind::AddrNotAvailable => ServeUsage::AddressNotHere(address).into(),
        _ => ServeUsage::Failed(error.to_string()).into(),
    })
}

/// Runs sayzee with the command line `argv` (the program's name first): `serve --config FILE` takes the file's
/// flags before those typed; then as [`run`].
pub fn run_from(
    argv: Vec<std::ffi::OsString>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> ExitCode {
    let cli = Cli::parse_from(&argv);
    let config = match &cli.command {
        Some(Command::Serve(serve)) => serve.config.clone(),
        _ => None,
    };
    let Some(config) = config else {
        return run(cli, out, err);
    };
    match serve_config::flags_in(&config, &serve_flags()) {
        Ok(flags) => run(
            Cli::parse_from(serve_config::with_flags(argv, flags)),
            out,
            err,
        ),
        Err(error) => {
            let localizer = chosen_localizer(&cli);
            let reason = localizer.text(&error.message());
            let text = localizer.text(&Message::new("cli-error").with("reason", reason));
            let _ = writeln!(err, "{text}");
            ExitCode::from(EXIT_USAGE)
        }
    }
}

/// The flags of `serve` a settings file may give: all that `serve --help` lists but `--config` and `--help`,
/// the program's own (`--data-dir`, `--config-dir`, `--lang`) among them.
fn serve_flags() -> Vec<serve_config::Flag> {
    use clap::CommandFactory;
    let command = Cli::command();
    let Some(serve) = command.find_subcommand("serve") else {
        return Vec::new();
    };
    let global = command.get_arguments().filter(|arg| arg.is_global_set());
    serve
        .get_arguments()
        .chain(global)
        .filter_map(|arg| {
            let name = arg.get_long()?;
            let takes_value = arg.get_action().takes_values();
            (!matches!(name, "config" | "help" | "version"))
                .then(|| (name.to_string(), takes_value))
        })
        .collect()
}

/// The language `--lang` or the settings chose, else the system's.
fn chosen_localizer(cli: &Cli) -> Localizer {
    let config_dir = crate::persist::files::config_dir(cli.config_dir.as_deref());
    let (settings, _) = persistence::load_settings(config_dir.as_deref());
    localizer_for(cli.lang.as_ref().or(settings.language.as_ref()))
}

/// The language `lang` names, else the system's.
fn localizer_for(lang: Option<&String>) -> Localizer {
    match lang {
        Some(lang) => Localizer::negotiate(&[lang]),
        None => Localizer::negotiate(&crate::i18n::system_locales()),
    }
}

/// Runs sayzee as the command line asks, writing results to `out` and messages to `err`.
pub fn run(cli: Cli, out: &mut dyn Write, err: &mut dyn Write) -> ExitCode {
    let config_dir = crate::persist::files::config_dir(cli.config_dir.as_deref());
    let (settings, notices) = persistence::load_settings(config_dir.as_deref());
    // Setup asks the language only when nobody has chosen it yet.
    let language_open = cli.lang.is_none() && settings.language.is_none();
    let localizer = localizer_for(cli.lang.as_ref().or(settings.language.as_ref()));
    // A language sayzee does not speak is refused like any other flag, before anything else happens.
    if let Some(lang) = cli
        .lang
        .as_deref()
        .filter(|lang| !crate::i18n::speaks(lang))
    {
        // Said in the language the player would hear without the flag: theirs, not English by default.
        let localizer = localizer_for(settings.language.as_ref());
        let reason = localizer.text(&UsageError::UnknownLanguage(lang.to_string()).message());
        let text = localizer.text(&Message::new("cli-error").with("reason", reason));
        let _ = writeln!(err, "{text}");
        return ExitCode::from(EXIT_USAGE);
    }
    let data_dir = crate::persist::files::data_dir(cli.data_dir.as_deref());
    // Subcommands print what went wrong with the settings file; play and join say it, once a voice is set up.
    let plays = matches!(
        cli.command,
        None | Some(Command::Join(_)) | Some(Command::Drill(_)) | Some(Command::Walk(_))
    );
    let notices = if !plays {
        persistence::print_notices(&notices, &localizer, err);
        Vec::new()
    } else {
        notices
    };
    let result = match cli.command {
        Some(Command::Score(args)) => tools::score::run(&args, out),
        Some(Command::Solve(args)) => tools::solve::run(&args, &localizer, out),
        Some(Command::Simulate(args)) => tools::simulate::run(&args, &localizer, out),
        Some(Command::Serve(args)) => serve_command(&args, data_dir.as_deref(), &localizer),
        Some(Command::Join(mut args)) => {
            // Read here, at the edge, with the other variables; a password is never a flag.
            args.password_from_env = std::env::var("SAYZEE_PASSWORD").ok();
            let files = play_files(notices, data_dir, config_dir.as_deref());
            remote::join::run(&args, &settings, files, &localizer, (language_open, None))
        }
        Some(Command::Op(mut args)) => {
            args.password_from_env = std::env::var("SAYZEE_PASSWORD").ok();
            remote::operate::run(&args, &settings, data_dir.as_deref(), &localizer)
        }
        Some(Command::Walk(args)) => {
            let files = play_files(notices, data_dir, config_dir.as_deref());
            let localizer = Localizer::for_locale(&localizer.locale());
            with_input(args.interface.line_mode, |input| {
                player::walk::run(&args, &settings, files, localizer, input)
            })
        }
        Some(Command::Drill(args)) => {
            let localizer_for_drills = Localizer::for_locale(&localizer.locale());
            let files = play_files(notices, data_dir, config_dir.as_deref());
            with_input(args.interface.line_mode, |input| {
                player::drill::run(&args, &settings, files, localizer_for_drills, input)
            })
        }
        Some(Command::Stats(args)) => {
            tools::stats::run(&args, data_dir.as_deref(), &localizer, out, err)
        }
        None => {
            let localizer_for_game = Localizer::for_locale(&localizer.locale());
            let files = play_files(notices, data_dir, config_dir.as_deref());
            with_input(cli.play.interface.line_mode, |input| {
                player::voice::speakers(&cli.play.interface, &settings, &localizer).and_then(
                    |speakers| {
                        local::run(
                            &cli.play,
                            &settings,
                            files,
                            localizer_for_game,
                            speakers,
                            input,
                            language_open,
                        )
                    },
                )
            })
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            let reason = localizer.text(&error.message());
            let text = localizer.text(&Message::new("cli-error").with("reason", reason));
            let _ = writeln!(err, "{text}");
            ExitCode::from(EXIT_USAGE)
        }
    }
}
