//! `sayzee serve`'s page for browsers (the `web` room), composed here with the server: where it listens
//! (`--web-listen`, by default the game's address on the next port; none with `--no-web`), the game's address the
//! browser seats sit down at (the server's own, over loopback), and the start once the server listens. The server
//! trusts loopback as the page's proxy, so each browser counts as its own player in the server's bounds.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::path::PathBuf;

use super::ServeArgs;
use crate::i18n::{Localizer, Message};
use crate::usage::UsageError;
use crate::web::{PageListener, WebOptions};

/// The page, bound, and what it needs to serve once the game server listens.
pub(super) struct Page {
    listener: PageListener,
    tls: Option<tokio_rustls::TlsAcceptor>,
    trust_cert: Option<PathBuf>,
    cache_dir: Option<PathBuf>,
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

/// Where the page listens: `--web-listen`, else the game's address on the next port (port 0 stays 0).
fn page_address(args: &ServeArgs, game: SocketAddr) -> Result<SocketAddr, UsageError> {
    match args.web_listen.as_deref() {
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
    args: &ServeArgs,
    game: SocketAddr,
    tls: Option<&crate::server::Tls>,
    cache_dir: Option<PathBuf>,
) -> Result<Option<Page>, UsageError> {
    if args.no_web {
        return Ok(None);
    }
    let address = page_address(args, game)?;
    let listener = PageListener::bind(address).map_err(|error| match error.kind() {
        std::io::ErrorKind::AddrInUse => UsageError::ServerAddressInUse(address.to_string()),
        std::io::ErrorKind::AddrNotAvailable => {
            UsageError::ServerAddressNotHere(address.to_string())
        }
        _ => UsageError::ServerFailed(error.to_string()),
    })?;
    Ok(Some(Page {
        listener,
        tls: tls.map(crate::server::Tls::acceptor),
        trust_cert: args.tls_cert.clone(),
        cache_dir,
    }))
}

/// The addresses the page's seats come from: the server takes their `X-Forwarded-For`.
pub(super) fn loopback() -> [IpAddr; 2] {
    [
        IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(Ipv6Addr::LOCALHOST),
    ]
}

/// Where the page's seats reach the game server listening at `game`: the same address, over loopback when it
/// listens on every interface.
fn seats_reach(game: SocketAddr) -> SocketAddr {
    let ip = match game.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
        ip => ip,
    };
    SocketAddr::new(ip, game.port())
}

impl Page {
    /// Waits on a thread for the game server's address, then serves the page; logs where it is (and prints it
    /// after the game's address with `--print-address`). Returns the sender the server tells its address to.
    pub(super) fn serve_once_listening(
        self,
        print_address: bool,
        localizer: &Localizer,
    ) -> std::sync::mpsc::Sender<SocketAddr> {
        let (tell, told) = std::sync::mpsc::channel::<SocketAddr>();
        let locale = localizer.locale();
        std::thread::spawn(move || {
            let Ok(game) = told.recv() else {
                return;
            };
            let scheme = if self.tls.is_some() { "https" } else { "http" };
            let page = self.listener.address().ok();
            let reach = seats_reach(game);
            let options = WebOptions {
                game: match self.tls {
                    Some(_) => format!("wss://{reach}"),
                    None => reach.to_string(),
                },
                trust_cert: self.trust_cert,
                tls: self.tls,
                cache_dir: self.cache_dir,
                max_seats: crate::web::DEFAULT_SEATS,
            };
            let served = self.listener.serve(options);
            if print_address {
                use std::io::Write;
                let mut out = std::io::stdout();
                let _ = writeln!(out, "{game}");
                if let (Ok(()), Some(page)) = (&served, page) {
                    let _ = writeln!(out, "{scheme}://{page}/");
                }
                let _ = out.flush();
            }
            if let (Ok(()), Some(page)) = (served, page) {
                let localizer = Localizer::for_locale(&locale);
                let line = Message::new("net-log-web-listening")
                    .with("address", format!("{scheme}://{page}/"));
                eprintln!("{}", localizer.text(&line));
            }
        });
        tell
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_listens_beside_the_game_and_its_seats_come_back_over_loopback() {
        let game: SocketAddr = "0.0.0.0:7419".parse().unwrap();
        use clap::Parser;
        let cli = super::super::Cli::try_parse_from(["sayzee", "serve"]).unwrap();
        let Some(super::super::Command::Serve(args)) = cli.command else {
            panic!("serve parsed");
        };
        assert_eq!(
            page_address(&args, game).unwrap(),
            "0.0.0.0:7420".parse().unwrap()
        );
        let any: SocketAddr = "127.0.0.1:0".parse().unwrap();
        assert_eq!(page_address(&args, any).unwrap().port(), 0);
        assert_eq!(seats_reach(game), "127.0.0.1:7419".parse().unwrap());
        assert_eq!(
            seats_reach("[::]:9".parse().unwrap()),
            "[::1]:9".parse().unwrap()
        );
        assert_eq!(
            seats_reach("10.0.0.2:9".parse().unwrap()),
            "10.0.0.2:9".parse().unwrap()
        );
    }
}
