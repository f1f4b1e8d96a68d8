//! `sayzee serve`'s page for browsers (the `web` room), composed here with the server: where it listens
//! (`--web-listen`, by default the game's address on the next port; none with `--no-web`), the server's door for
//! the page's seats (a loopback listener of its own, `server::PageDoor`) with the secret that makes the server take
//! each seat's `X-Forwarded-For` there, so each browser counts as its own player in the server's bounds, and the
//! start once the door is open.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use clap::Args;

use crate::computer::Experts;
use crate::usage::{ServeUsage, UsageError, number_in};
use crate::web::{PageLimits, PageListener, WebOptions};

/// `sayzee serve`'s flags for the page for browsers.
#[derive(Args, Debug, Clone, Default)]
pub struct PageFlags {
    /// Where the page for browsers listens (default: the game's address, the next port; over TLS with
    /// --tls-cert). Anyone who opens it sits at the same tables.
    #[arg(long, value_name = "ADDR:PORT")]
    pub web_listen: Option<String>,

    /// Serve no page for browsers.
    #[arg(long)]
    pub no_web: bool,

    /// A host name the page is reached by (repeat for several), such as the name in its certificate. Besides
    /// these the page's seats take only an address or localhost as the host asked for, so that no other site's
    /// name pointed at this server can seat its visitors.
    #[arg(long = "page-name", value_name = "NAME")]
    pub page_names: Vec<String>,

    /// Browser seats at the page at once, in all; the next browser is told the room is full.
    #[arg(long, value_name = "N", default_value_t = PageLimits::DEFAULT.seats.to_string())]
    pub max_page_seats: String,

    /// Browser seats at once from one address (an IPv6 /64 counts as one; behind --trusted-proxy, the address
    /// it forwards).
    #[arg(long, value_name = "N", default_value_t = PageLimits::DEFAULT.seats_per_address.to_string())]
    pub max_page_seats_per_address: String,

    /// HTTP connections to the page at once from one address (seats, page loads and handshakes under way);
    /// past it a connection is closed at once.
    #[arg(
        long,
        value_name = "N",
        default_value_t = PageLimits::DEFAULT.connections_per_address.to_string()
    )]
    pub max_page_connections_per_address: String,
}

impl PageFlags {
    /// The page's bounds (`--max-page-seats` to `--max-page-connections-per-address`), checked.
    ///
    /// # Errors
    /// [`UsageError::BadNumber`].
    pub fn limits(&self) -> Result<PageLimits, UsageError> {
        let bound = |flag, text: &str| number_in(flag, text, 1, 100_000).map(|n| n as usize);
        Ok(PageLimits {
            seats: bound("--max-page-seats", &self.max_page_seats)?,
            seats_per_address: bound(
                "--max-page-seats-per-address",
                &self.max_page_seats_per_address,
            )?,
            connections_per_address: bound(
                "--max-page-connections-per-address",
                &self.max_page_connections_per_address,
            )?,
        })
    }
}

/// The page, bound, and what it needs to serve once the game server listens.
pub(super) struct Page {
    listener: PageListener,
    tls: Option<tokio_rustls::TlsAcceptor>,
    trust_cert: Option<PathBuf>,
    cache_dir: Option<PathBuf>,
    experts: Arc<Experts>,
    limits: PageLimits,
    trusted_proxies: Vec<std::net::IpAddr>,
    names: Vec<String>,
}

impl std::fmt::Debug for Page {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("Page")
            .field("listener", &self.listener)
            .field("tls", &self.tls.is_some())
            .finish_non_exhaustive()
    }
}

/// What `sayzee serve`'s flags ask of the page.
#[derive(Debug)]
pub(super) struct PageAsked<'a> {
    /// The page's own flags.
    pub flags: &'a PageFlags,
    /// Its bounds, checked.
    pub limits: PageLimits,
    /// `--trusted-proxy`: whose `X-Forwarded-For` the page takes too.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// `--tls-cert`: the seats trust the game server's certificate.
    pub tls_cert: Option<PathBuf>,
}

/// Where the page listens: `--web-listen`, else the game's address on the next port (port 0 stays 0).
fn page_address(web_listen: Option<&str>, game: SocketAddr) -> Result<SocketAddr, UsageError> {
    match web_listen {
        Some(text) => text
            .parse()
            .map_err(|_| UsageError::BadAddress(text.to_string())),
        None => Ok(SocketAddr::new(
            game.ip(),
            match game.port() {
                0 => 0,
                port => port.checked_add(1).unwrap_or(0),
            },
        )),
    }
}

/// Binds the page unless `--no-web`; an address that cannot be listened on is said as the game's would be.
pub(super) fn bind(
    asked: &PageAsked<'_>,
    game: SocketAddr,
    tls: Option<&crate::server::Tls>,
    cache_dir: Option<PathBuf>,
    experts: Arc<Experts>,
) -> Result<Option<Page>, UsageError> {
    if asked.flags.no_web {
        return Ok(None);
    }
    let address = page_address(asked.flags.web_listen.as_deref(), game)?;
    let unusable = |error: std::io::Error, address: SocketAddr| match error.kind() {
        std::io::ErrorKind::AddrInUse if address == game => {
            ServeUsage::AddressInUse(address.to_string()).into()
        }
        std::io::ErrorKind::AddrInUse => ServeUsage::PageAddressInUse(address.to_string()).into(),
        std::io::ErrorKind::AddrNotAvailable => {
            ServeUsage::AddressNotHere(address.to_string()).into()
        }
        _ => ServeUsage::Failed(error.to_string()).into(),
    };
    let listener = match PageListener::bind(address) {
        Ok(listener) => listener,
        // When the game's own address cannot be listened on either, that is what the operator hears.
        Err(error) => match std::net::TcpListener::bind(game) {
            Ok(_) => return Err(unusable(error, address)),
            Err(game_error) => return Err(unusable(game_error, game)),
        },
    };
    Ok(Some(Page {
        listener,
        tls: tls.map(crate::server::Tls::acceptor),
        trust_cert: asked.tls_cert.clone(),
        cache_dir,
        experts,
        limits: asked.limits,
        trusted_proxies: asked.trusted_proxies.clone(),
        names: asked.flags.page_names.clone(),
    }))
}

impl Page {
    /// The server's door for the page, and a thread that waits for it to open, then serves the page.
    pub(super) fn serve_once_listening(self) -> std::io::Result<crate::server::PageDoor> {
        let (tell, told) = std::sync::mpsc::channel::<SocketAddr>();
        let secret = new_secret();
        let scheme = if self.tls.is_some() { "https" } else { "http" };
        let door = crate::server::PageDoor {
            secret: secret.clone(),
            page: format!("{scheme}://{}/", self.listener.address()?),
            address_to: tell,
        };
        std::thread::spawn(move || {
            let Ok(door) = told.recv() else {
                return;
            };
            let options = WebOptions {
                game: match self.tls {
                    Some(_) => format!("wss://{door}"),
                    None => door.to_string(),
                },
                secret,
                trust_cert: self.trust_cert,
                tls: self.tls,
                cache_dir: self.cache_dir,
                experts: self.experts,
                shared_chances: Arc::default(),
                limits: self.limits,
                trusted_proxies: self.trusted_proxies,
                names: self.names,
            };
            // A page that cannot be served (no thread, no runtime) leaves the game server as it is.
            let _ = self.listener.serve(options);
        });
        Ok(door)
    }
}

/// A secret nobody else can guess: 128 random bits, in hex.
fn new_secret() -> String {
    use rand::RngExt;
    let bits: u128 = rand::rng().random();
    format!("{bits:032x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_listens_beside_the_game_with_a_secret_of_its_own() {
        let game: SocketAddr = "0.0.0.0:7419".parse().unwrap();
        assert_eq!(
            page_address(None, game).unwrap(),
            "0.0.0.0:7420".parse().unwrap()
        );
        let any: SocketAddr = "127.0.0.1:0".parse().unwrap();
        assert_eq!(page_address(None, any).unwrap().port(), 0);
        assert_eq!(
            page_address(Some("127.0.0.1:9000"), game).unwrap(),
            "127.0.0.1:9000".parse().unwrap()
        );
        assert!(matches!(
            page_address(Some("kitchen"), game),
            Err(UsageError::BadAddress(text)) if text == "kitchen"
        ));
        assert_ne!(new_secret(), new_secret());
        assert_eq!(new_secret().len(), 32);
    }
}
