//! The seat in the browser: `sayzee serve` answers HTTP on a port of its own (`--web-listen`, over TLS when the
//! server has a certificate). `/` is an accessible page, a thin terminal: keys and typed commands go up, the lines
//! the session says come down. Behind each browser runs one player session, the same `sayzee join` a terminal
//! plays (`player::remote::join` with `player::console`), seated at the server's own tables over loopback and
//! telling the server whose connection it is (`X-Forwarded-For`), so that the server counts its bounds per person.
//! Narration, languages, hints and W are one code path for the terminal and the page.
//!
//! Composed with the server at the top (`cli.rs`): this room uses the player's program, and the server room
//! still reaches nothing of the player. The page and its assets are built into the binary (`page.rs`).
//!
//! HTTP is axum's (with its `ws` feature) on hyper, served connection by connection here so that every
//! connection counts against a bound, a slow handshake or request is dropped in time, and TLS is the server's own.

mod door;
mod page;
mod seat;

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::routing::get;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

pub use door::PageLimits;
pub use page::PAGE_FILES;

/// How the page is served and where its seats sit down.
#[derive(Clone)]
pub struct WebOptions {
    /// The game server's door for the page's seats, as `sayzee join` names it (`127.0.0.1:40123`, `wss://…`).
    pub game: String,
    /// The secret that makes the server take each seat's `X-Forwarded-For` at that door.
    pub secret: String,
    /// The game server's certificate, trusted by the seats when it serves TLS.
    pub trust_cert: Option<PathBuf>,
    /// TLS for the page itself: the game server's certificate.
    pub tls: Option<tokio_rustls::TlsAcceptor>,
    /// Where the computer's tables are cached, shared with the server.
    pub cache_dir: Option<PathBuf>,
    /// The game server's experts: a seat's hints and W play by the one of its table's rules, in memory once.
    pub experts: Arc<crate::computer::Experts>,
    /// W's work shared by every seat: one answer per position, one at a time at low priority, refused when busy.
    pub shared_chances: Arc<crate::player::SharedChances>,
    /// The page's bounds: seats in all and per address, connections per address.
    pub limits: PageLimits,
    /// Proxies whose `X-Forwarded-For` says whose request it is (the server's `--trusted-proxy`).
    pub trusted_proxies: Vec<IpAddr>,
    /// The host names the page is reached by (`--page-name`); besides these only an address is taken as `Host`,
    /// so that no other site's name, rebound to this server, seats anyone.
    pub names: Vec<String>,
}

impl std::fmt::Debug for WebOptions {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("WebOptions")
            .field("game", &self.game)
            .field("tls", &self.tls.is_some())
            .field("limits", &self.limits)
            .finish_non_exhaustive()
    }
}

/// The most a request's head may take (its line and headers): the page needs no large headers, and a stranger's
/// unfinished heads must not hold memory.
const MAX_HEAD: usize = 16 * 1024;

/// How long a connection has to finish its TLS handshake and send its request's head.
const HEAD_WITHIN: Duration = Duration::from_secs(10);

/// What every part of the room shares.
#[derive(Debug)]
struct Room {
    options: WebOptions,
    /// What strangers hold of the page, by address.
    door: Arc<door::Door>,
}

/// A connection's peer, for the seat to tell the server whose connection it is.
#[derive(Clone, Copy, Debug)]
struct Peer(IpAddr);

/// The page's listener, bound before the game server starts, so that an address that cannot be listened on is
/// said at once.
#[derive(Debug)]
pub struct PageListener {
    listener: std::net::TcpListener,
}

impl PageListener {
    /// Listens at `listen` (port 0: one the system chooses).
    ///
    /// # Errors
    /// The address cannot be listened on.
    pub fn bind(listen: SocketAddr) -> std::io::Result<PageListener> {
        let listener = std::net::TcpListener::bind(listen)?;
        listener.set_nonblocking(true)?;
        Ok(PageListener { listener })
    }

    /// Where it listens.
    ///
    /// # Errors
    /// The system cannot say.
    pub fn address(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Serves the page on a thread of its own (with a runtime of its own) until the process ends.
    ///
    /// # Errors
    /// The runtime or the thread cannot be made.
    pub fn serve(self, options: WebOptions) -> std::io::Result<()> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("sayzee-web")
            .enable_all()
            .build()?;
        let listener = self.listener;
        std::thread::Builder::new()
            .name("sayzee-web".into())
            .spawn(move || {
                runtime.block_on(async move {
                    if let Ok(listener) = TcpListener::from_std(listener) {
                        serve(listener, options).await;
                    }
                });
            })?;
        Ok(())
    }
}

/// The page's routes.
fn routes(room: Arc<Room>) -> Router {
    Router::new()
        .route("/", get(page::page))
        .route("/page.js", get(page::script))
        .route("/page.css", get(page::style))
        .route("/sounds/{cue}", get(page::sound))
        .route("/seat", get(seat::upgrade))
        .with_state(room)
}

/// Accepts connections, each inside the bound, and serves each on a task of its own.
async fn serve(listener: TcpListener, options: WebOptions) {
    let connections = Arc::new(Semaphore::new(options.limits.connections()));
    let room = Arc::new(Room {
        options,
        door: Arc::default(),
    });
    let router = routes(room.clone());
    loop {
        let Ok(permit) = connections.clone().acquire_owned().await else {
            return;
        };
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(_) => {
                // No file or memory left: rest rather than spin on the same error.
                tokio::time::sleep(Duration::from_millis(250)).await;
                continue;
            }
        };
        // Past its address's bound a connection is closed at once: it holds nothing of anyone else's.
        let through_proxy = room.options.trusted_proxies.contains(&peer.ip());
        let Some(address_permit) =
            room.door
                .connection(peer.ip(), through_proxy, &room.options.limits)
        else {
            drop(stream);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let router = router.clone();
        let tls = room.options.tls.clone();
        tokio::spawn(async move {
            let _permits = (permit, address_permit);
            match tls {
                None => serve_connection(stream, peer, router).await,
                Some(acceptor) => {
                    if let Ok(Ok(stream)) =
                        tokio::time::timeout(HEAD_WITHIN, acceptor.accept(stream)).await
                    {
                        serve_connection(stream, peer, router).await;
                    }
                }
            }
        });
    }
}

/// Serves one connection's requests (HTTP/1.1, kept alive, upgraded to a WebSocket for a seat).
async fn serve_connection<S>(stream: S, peer: SocketAddr, router: Router)
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    use tower::ServiceExt;
    let service = hyper::service::service_fn(move |mut request: hyper::Request<_>| {
        request.extensions_mut().insert(Peer(peer.ip()));
        router.clone().oneshot(request)
    });
    let _ = hyper::server::conn::http1::Builder::new()
        .timer(hyper_util::rt::TokioTimer::new())
        .header_read_timeout(HEAD_WITHIN)
        .max_buf_size(MAX_HEAD)
        .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
        .with_upgrades()
        .await;
}
