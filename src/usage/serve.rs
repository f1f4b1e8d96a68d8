//! The mistakes only `sayzee serve` can meet: an address it cannot listen on, a data directory it cannot have, a
//! certificate or a settings file that cannot serve, a proxy that is no address. The server's own errors are made
//! into these by the command line, so that this file, like the rest of `usage`, knows nothing of the server (why
//! a certificate cannot serve is `net::TlsFileError`, below both).

use crate::i18n::Message;
use crate::net::TlsFileError;

/// A mistake in how `sayzee serve` was asked to run, explained by a localized message.
#[derive(Debug, PartialEq)]
pub enum ServeUsage {
    /// The server could not start for a reason without a message of its own; the system's words, as a last resort.
    Failed(String),
    /// Another program already listens on the address and port.
    AddressInUse(String),
    /// Another program already listens where the page for browsers would.
    PageAddressInUse(String),
    /// The address is not one of this machine's.
    AddressNotHere(String),
    /// No data directory for the server's tables (no home directory, and none given).
    NoDataDir,
    /// `--tls-cert` or `--tls-key` names a file that cannot serve.
    Tls(TlsFileError),
    /// `--config`'s file cannot be read or is not TOML (the reader's words), or is no file of settings at all (a
    /// folder, a device, too large): `None`.
    Config {
        path: String,
        detail: Option<String>,
    },
    /// A key of `--config`'s file names no flag of `serve`.
    ConfigKey { path: String, key: String },
    /// A key of `--config`'s file has a value of the wrong kind for its flag.
    ConfigValue { path: String, key: String },
    /// `--trusted-proxy` is not an IP address.
    BadProxy(String),
}

impl ServeUsage {
    /// What to tell the operator.
    pub fn message(&self) -> Message {
        match self {
            ServeUsage::Failed(detail) => {
                Message::new("cli-server-failed").with("detail", echo(detail))
            }
            ServeUsage::AddressInUse(address) => {
                Message::new("cli-server-address-in-use").with("address", echo(address))
            }
            ServeUsage::PageAddressInUse(address) => {
                Message::new("cli-page-address-in-use").with("address", echo(address))
            }
            ServeUsage::AddressNotHere(address) => {
                Message::new("cli-server-address-not-here").with("address", echo(address))
            }
            ServeUsage::NoDataDir => Message::new("cli-server-no-data-dir"),
            ServeUsage::Tls(file) => tls_file_message(file),
            ServeUsage::BadProxy(text) => Message::new("cli-bad-proxy").with("value", echo(text)),
            ServeUsage::Config {
                path,
                detail: Some(detail),
            } => Message::new("cli-serve-config")
                .with("path", echo(path))
                .with("detail", echo(detail)),
            ServeUsage::Config { path, detail: None } => {
                Message::new("cli-serve-config-not-a-file").with("path", echo(path))
            }
            ServeUsage::ConfigKey { path, key } => Message::new("cli-serve-config-key")
                .with("path", echo(path))
                .with("key", echo(key)),
            ServeUsage::ConfigValue { path, key } => Message::new("cli-serve-config-value")
                .with("path", echo(path))
                .with("key", echo(key)),
        }
    }
}

/// Why a certificate or key file cannot serve, with the system's or rustls's own words as the detail.
fn tls_file_message(file: &TlsFileError) -> Message {
    match file {
        TlsFileError::Certificate { path, detail } => Message::new("cli-tls-certificate")
            .with("path", echo(path))
            .with("detail", echo(detail)),
        TlsFileError::Key { path, detail } => Message::new("cli-tls-key")
            .with("path", echo(path))
            .with("detail", echo(detail)),
        TlsFileError::Mismatch(detail) => {
            Message::new("cli-tls-mismatch").with("detail", echo(detail))
        }
        TlsFileError::NoCertificate { path } => {
            Message::new("cli-tls-no-certificate").with("path", echo(path))
        }
    }
}

/// What the operator typed, echoed in a message: cleaned and cut short, since it comes from outside.
fn echo(typed: &str) -> String {
    crate::text::CleanText::echo(typed).into_string()
}
