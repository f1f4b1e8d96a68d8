//! A client's connection to a `sayzee serve`: one WebSocket (tokio-tungstenite) run on a thread of its own, so
//! the game's loop never waits on the network. Messages go out through a queue and come back through another;
//! the loop takes what has arrived whenever it looks.
//!
//! When the connection is lost the link says so once ([`Incoming::Lost`]) and keeps trying to connect again, slower
//! and slower but never giving up while the game runs (unless the server will not have the client back:
//! [`Link::give_up`]), with [`Incoming::StillTrying`] about once a minute.
//! Once through, it greets the server and takes the seats back by token (or watches the table again), then says
//! [`Incoming::Back`]; what the server answers comes after, as any message.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc as std_mpsc;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message as Frame;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

use super::secure::Secure;
use crate::net::protocol::{
    ClientMessage, ErrorCode, LoginToken, MAX_FRAME_BYTES, PROTOCOL_VERSION, Password,
    ServerMessage, decode_server, encode,
};
pub use crate::player::wire::{Incoming, Return};

/// The first wait before trying to connect again; each failed try doubles it, up to [`Patience::longest_wait`].
const FIRST_WAIT: Duration = Duration::from_millis(500);

/// How the link waits for a server that has gone: it never gives up while the game runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Patience {
    /// The longest wait between two tries (15 seconds; the player hears that the link is still trying every
    /// four of these, about once a minute).
    pub longest_wait: Duration,
}

impl Default for Patience {
    fn default() -> Patience {
        Patience {
            longest_wait: Duration::from_secs(15),
        }
    }
}

impl Patience {
    /// How often the player hears that the link is still trying.
    fn still_trying_every(self) -> Duration {
        self.longest_wait * 4
    }
}

/// The game's end of a connection.
#[derive(Debug)]
pub struct Link {
    outgoing: mpsc::UnboundedSender<ClientMessage>,
    incoming: std_mpsc::Receiver<Incoming>,
    way_back: Arc<Mutex<Option<Return>>>,
    bell: Bell,
    /// The server's id from its welcome: the same under any address.
    server: String,
    /// What the welcome said of the name and the server's accounts.
    welcomed: Welcomed,
    /// The login token this device logs in with after a lost connection, once logged in.
    login: Arc<Mutex<Option<LoginToken>>>,
    /// The password of the private table watched, given again when watching it again after a lost connection.
    table_password: Arc<Mutex<Option<TablePassword>>>,
    /// Closed by the link thread when it ends, so dropping the link can wait for its last words to go out.
    finished: std_mpsc::Receiver<()>,
    /// Set when the server will not take this client back (an operator's ban): a lost connection then ends the
    /// link instead of being tried again.
    given_up: Arc<AtomicBool>,
}

/// How long a server has to take the connection and welcome the client before it counts as not there.
const ANSWER_WITHIN: Duration = Duration::from_secs(8);

/// How long dropping a link waits for what is still queued (a goodbye) to reach the server.
const LAST_WORDS_WITHIN: Duration = Duration::from_secs(2);

/// Rung after each arrival, so a loop that also waits for something else (typed lines) wakes at once.
#[derive(Clone, Default)]
struct Bell(Arc<Mutex<Option<Ring>>>);

impl std::fmt::Debug for Bell {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str("Bell")
    }
}

impl Bell {
    fn ring(&self) {
        if let Some(ring) = self
            .0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
        {
            ring();
        }
    }
}

/// What rings whoever waits for the link's arrivals (a line loop's bell, a key reader's queue).
pub type Ring = Box<dyn Fn() + Send>;

impl Link {
    /// Connects to `address` (host:port) and greets the server as `name`; returns once the server has welcomed
    /// the client.
    ///
    /// # Errors
    /// The address cannot be reached, or the server refused the greeting (its error code).
    pub fn connect(dial: &Dial, name: &str, patience: Patience) -> Result<Link, Refusal> {
        let (outgoing, outbox) = mpsc::unbounded_channel();
        let (deliver, incoming) = std_mpsc::channel();
        let (ready, welcomed) = std_mpsc::channel();
        let (finish, finished) = std_mpsc::channel::<()>();
        let way_back = Arc::new(Mutex::new(None));
        let bell = Bell::default();
        let login = Arc::new(Mutex::new(None));
        let table_password = Arc::new(Mutex::new(None));
        let given_up = Arc::new(AtomicBool::new(false));
        let link_side = LinkSide {
            dial: dial.clone(),
            name: name.to_string(),
            login: login.clone(),
            table_password: table_password.clone(),
            deliver,
            bell: bell.clone(),
            way_back: way_back.clone(),
            patience,
            given_up: given_up.clone(),
        };
        std::thread::Builder::new()
            .name("sayzee-link".into())
            .spawn(move || {
                // Dropped when the thread ends, however it ends: the game's side then stops waiting.
                let _finish = finish;
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build();
                match runtime {
                    Ok(runtime) => runtime.block_on(link_side.run(outbox, ready)),
                    Err(error) => {
                        let _ = ready.send(Err(Refusal::Unreachable(error.to_string())));
                    }
                }
            })
            .map_err(|error| Refusal::Unreachable(error.to_string()))?;
        let welcomed = welcomed
            .recv()
            .unwrap_or_else(|_| Err(Refusal::Unreachable("the link stopped".into())))?;
        Ok(Link {
            outgoing,
            incoming,
            way_back,
            bell,
            server: welcomed.server.clone(),
            welcomed,
            login,
            table_password,
            finished,
            given_up,
        })
    }

    /// The server's own id (from its welcome), which names it whatever address it was reached by.
    pub fn server_id(&self) -> &str {
        &self.server
    }

    /// What the server's welcome said of the name greeted with and of its accounts.
    pub fn welcomed(&self) -> &Welcomed {
        &self.welcomed
    }

    /// Logs in with `token` by itself after a lost connection, from now on.
    pub fn keep_login(&self, token: LoginToken) {
        *self.login.lock().unwrap_or_else(PoisonError::into_inner) = Some(token);
    }

    /// Gives `password` again when watching private table `table` again after a lost connection, from now on.
    pub fn keep_table_password(&self, table: &str, password: Password) {
        *self
            .table_password
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(TablePassword {
            table: table.to_string(),
            password,
        });
    }

    /// Sends `message`; while the connection is lost it is dropped (the table may have moved on meanwhile).
    pub fn send(&self, message: ClientMessage) {
        let _ = self.outgoing.send(message);
    }

    /// Everything that has arrived, without waiting.
    pub fn arrived(&self) -> Vec<Incoming> {
        self.incoming.try_iter().collect()
    }

    /// The next arrival, waiting up to `within`.
    pub fn next_within(&self, within: Duration) -> Option<Incoming> {
        self.incoming.recv_timeout(within).ok()
    }

    /// From now on, `ring` is called after each arrival (in place of what was before). It is called once at
    /// once: what arrived before it was set rang nobody, and whoever waits must not wait past it.
    pub fn ring(&self, ring: Ring) {
        *self.bell.0.lock().unwrap_or_else(PoisonError::into_inner) = Some(ring);
        self.bell.ring();
    }

    /// How to get back to the table if the connection is lost from now on.
    pub fn set_way_back(&self, way_back: Return) {
        *self.way_back.lock().unwrap_or_else(PoisonError::into_inner) = Some(way_back);
    }

    /// After a reconnection, ask for the table list only: the seats are not to be taken back by themselves.
    pub fn stop_returning(&self) {
        *self.way_back.lock().unwrap_or_else(PoisonError::into_inner) = None;
    }

    /// Whether this connection is logged in as the owner of its name (a guest's is not).
    pub fn logged_in(&self) -> bool {
        self.login
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_some()
    }

    /// The server will not take this client back (an operator banned the person): once the connection is lost,
    /// it is not tried again, and nothing more arrives.
    pub fn give_up(&self) {
        self.stop_returning();
        self.given_up.store(true, Ordering::Relaxed);
    }
}

impl Drop for Link {
    /// Lets go of the connection the polite way: what is queued (a goodbye) is sent and the connection closed
    /// before the program ends. Otherwise the process could end first, and the server would hear a lost
    /// connection instead of a goodbye (it keeps a seat for someone lost, and gives it up for someone who left).
    fn drop(&mut self) {
        let (closed, _) = mpsc::unbounded_channel();
        drop(std::mem::replace(&mut self.outgoing, closed));
        let _ = self.finished.recv_timeout(LAST_WORDS_WITHIN);
    }
}

/// Why a connection could not be made.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// Nothing answered at the address (the detail is for logs).
    Unreachable(String),
    /// The server answered with an error.
    Refused(ErrorCode),
    /// A secure server showed a certificate neither the system nor the player trusts: its SHA-256 fingerprint.
    UnknownCertificate(String),
}

/// What a server's welcome says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Welcomed {
    /// The server's own id.
    pub server: String,
    /// The name greeted with (or one like it) has an owner: only they, logged in, may use it.
    pub owned: bool,
    /// Only people logged in may sit, watch or make tables.
    pub accounts_required: bool,
    /// The message of the day.
    pub motd: Option<String>,
}

/// A private table's password, as the player gave it to watch the table.
#[derive(Clone, Debug)]
struct TablePassword {
    table: String,
    password: Password,
}

/// Where a server is and how to reach it.
#[derive(Clone, Debug)]
pub struct Dial {
    /// `host:port`.
    pub address: String,
    /// TLS and what it trusts, for `wss://`; plain without.
    pub secure: Option<Arc<Secure>>,
    /// Whose connection this is, said in `X-Forwarded-For` (a seat played for a browser, through a server that
    /// trusts this one as its proxy).
    pub forwarded_for: Option<std::net::IpAddr>,
    /// The page's secret, said in `X-Sayzee-Page` beside `forwarded_for`.
    pub page_secret: Option<String>,
}

/// A connection's bytes, plain or through TLS.
trait Io: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send {}
impl<T: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send> Io for T {}

/// The link thread's half.
struct LinkSide {
    dial: Dial,
    name: String,
    /// The token to log in with after a lost connection (none before the first login).
    login: Arc<Mutex<Option<LoginToken>>>,
    table_password: Arc<Mutex<Option<TablePassword>>>,
    deliver: std_mpsc::Sender<Incoming>,
    bell: Bell,
    way_back: Arc<Mutex<Option<Return>>>,
    patience: Patience,
    given_up: Arc<AtomicBool>,
}

type Socket = tokio_tungstenite::WebSocketStream<Box<dyn Io>>;

impl LinkSide {
    /// Gives the game one arrival and rings its bell; false when the game has let go of the link.
    fn hand_over(&self, incoming: Incoming) -> bool {
        if self.deliver.send(incoming).is_err() {
            return false;
        }
        self.bell.ring();
        true
    }

    async fn run(
        self,
        mut outbox: mpsc::UnboundedReceiver<ClientMessage>,
        ready: std_mpsc::Sender<Result<Welcomed, Refusal>>,
    ) {
        let mut socket = match self.open().await {
            Ok((socket, server)) => {
                let _ = ready.send(Ok(server));
                socket
            }
            Err(refusal) => {
                let _ = ready.send(Err(refusal));
                return;
            }
        };
        loop {
            let ended = self.pump(&mut socket, &mut outbox).await;
            if ended || self.given_up.load(Ordering::Relaxed) {
                return;
            }
            if !self.hand_over(Incoming::Lost) {
                return;
            }
            match self.come_back(&mut outbox).await {
                Some(back) => socket = back,
                None => return,
            }
        }
    }

    /// Connects and greets within [`ANSWER_WITHIN`]; the first answer must be the welcome, which names the server.
    /// Something at the address that takes the connection and never answers (another service, a port that
    /// swallows everything) is no server: the player hears so, not silence.
    async fn open(&self) -> Result<(Socket, Welcomed), Refusal> {
        tokio::time::timeout(ANSWER_WITHIN, self.open_now())
            .await
            .unwrap_or_else(|_| Err(Refusal::Unreachable("no answer".into())))
    }

    /// [`LinkSide::open`] however long it takes.
    async fn open_now(&self) -> Result<(Socket, Welcomed), Refusal> {
        let config = WebSocketConfig::default()
            .max_message_size(Some(MAX_FRAME_BYTES * 16))
            .max_frame_size(Some(MAX_FRAME_BYTES * 16));
        let unreachable = |error: &dyn std::fmt::Display| Refusal::Unreachable(error.to_string());
        let address = self.dial.address.as_str();
        let tcp = tokio::net::TcpStream::connect(address)
            .await
            .map_err(|error| unreachable(&error))?;
        // Nagle's algorithm off: a key's command goes out at once.
        let _ = tcp.set_nodelay(true);
        let (stream, scheme): (Box<dyn Io>, &str) = match &self.dial.secure {
            None => (Box::new(tcp), "ws"),
            Some(secure) => {
                let host = host_of(address);
                let name = rustls::pki_types::ServerName::try_from(host.to_string())
                    .map_err(|error| unreachable(&error))?;
                let connector = tokio_rustls::TlsConnector::from(secure.config.clone());
                match connector.connect(name, tcp).await {
                    Ok(tls) => (Box::new(tls), "wss"),
                    Err(error) => {
                        return Err(match secure.take_refused() {
                            Some(fingerprint) => Refusal::UnknownCertificate(fingerprint),
                            None => unreachable(&error),
                        });
                    }
                }
            }
        };
        let url = format!("{scheme}://{address}");
        let mut request = url
            .as_str()
            .into_client_request()
            .map_err(|error| unreachable(&error))?;
        if let Some(player) = self.dial.forwarded_for {
            let value = player
                .to_string()
                .parse()
                .expect("an IP address is a header value");
            request.headers_mut().insert("x-forwarded-for", value);
        }
        if let Some(secret) = self.dial.page_secret.as_deref()
            && let Ok(value) = secret.parse()
        {
            request.headers_mut().insert("x-sayzee-page", value);
        }
        let (mut socket, _) =
            tokio_tungstenite::client_async_with_config(request, stream, Some(config))
                .await
                .map_err(|error| unreachable(&error))?;
        let hello = ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: self.name.clone(),
        };
        socket
            .send(Frame::text(encode(&hello)))
            .await
            .map_err(|error| Refusal::Unreachable(error.to_string()))?;
        let welcomed = match Self::next_text(&mut socket).await? {
            ServerMessage::Welcome {
                server,
                owned,
                accounts_required,
                motd,
                ..
            } => Welcomed {
                server,
                owned,
                accounts_required,
                motd,
            },
            ServerMessage::Error { code, .. } => return Err(Refusal::Refused(code)),
            _ => return Err(Refusal::Refused(ErrorCode::Malformed)),
        };
        // Back after a lost connection, logged in as before: the token the first login gave.
        let token = self
            .login
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        if let Some(token) = token {
            let log_in = ClientMessage::LogInWithToken { token };
            socket
                .send(Frame::text(encode(&log_in)))
                .await
                .map_err(|error| Refusal::Unreachable(error.to_string()))?;
            match Self::next_text(&mut socket).await? {
                ServerMessage::LoggedIn { .. } => {}
                ServerMessage::Error { code, .. } => return Err(Refusal::Refused(code)),
                _ => return Err(Refusal::Refused(ErrorCode::Malformed)),
            }
        }
        Ok((socket, welcomed))
    }

    /// The next text frame from the server, read as a message (one it cannot read is [`ErrorCode::Malformed`]).
    async fn next_text(socket: &mut Socket) -> Result<ServerMessage, Refusal> {
        loop {
            match socket.next().await {
                Some(Ok(Frame::Text(text))) => {
                    return decode_server(text.as_str())
                        .map_err(|_| Refusal::Refused(ErrorCode::Malformed));
                }
                Some(Ok(_)) => {}
                Some(Err(error)) => return Err(Refusal::Unreachable(error.to_string())),
                None => return Err(Refusal::Unreachable("closed".into())),
            }
        }
    }

    /// Carries messages both ways until the connection drops (false) or the game has let go of the link (true).
    async fn pump(
        &self,
        socket: &mut Socket,
        outbox: &mut mpsc::UnboundedReceiver<ClientMessage>,
    ) -> bool {
        loop {
            tokio::select! {
                message = outbox.recv() => {
                    let Some(message) = message else {
                        close_politely(socket).await;
                        return true;
                    };
                    if socket.send(Frame::text(encode(&message))).await.is_err() {
                        return false;
                    }
                }
                frame = socket.next() => {
                    let incoming = match frame {
                        Some(Ok(Frame::Text(text))) => match decode_server(text.as_str()) {
                            Ok(message) => Incoming::Message(Box::new(message)),
                            Err(code) => Incoming::Unreadable(code),
                        },
                        Some(Ok(Frame::Binary(_))) => Incoming::Unreadable(ErrorCode::Malformed),
                        Some(Ok(Frame::Close(_))) | None | Some(Err(_)) => return false,
                        Some(Ok(_)) => continue,
                    };
                    if !self.hand_over(incoming) {
                        return true;
                    }
                }
            }
        }
    }

    /// Tries again and again to connect, waiting longer after each failure; once through, asks for the way back
    /// to the table. `None` only when the game has let go of the link.
    async fn come_back(
        &self,
        outbox: &mut mpsc::UnboundedReceiver<ClientMessage>,
    ) -> Option<Socket> {
        let mut wait = FIRST_WAIT;
        let mut said_at = tokio::time::Instant::now();
        loop {
            // The wait ends at its moment, or at once when the game lets go of the link (a player who quits while
            // the server is away leaves at once, not after the wait). What was asked while away is dropped: the
            // table may have moved on.
            let until = tokio::time::Instant::now() + wait;
            loop {
                tokio::select! {
                    () = tokio::time::sleep_until(until) => break,
                    asked = outbox.recv() => {
                        asked?;
                    }
                }
            }
            wait = (wait * 2).min(self.patience.longest_wait);
            let Ok((mut socket, _)) = self.open().await else {
                if said_at.elapsed() >= self.patience.still_trying_every() {
                    said_at = tokio::time::Instant::now();
                    if !self.hand_over(Incoming::StillTrying) {
                        return None;
                    }
                }
                continue;
            };
            let way_back = self
                .way_back
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .clone();
            let ask = match way_back {
                Some(Return::Seat(token)) => ClientMessage::Rejoin { token },
                Some(Return::Watch { table, name }) => ClientMessage::Spectate {
                    password: self
                        .table_password
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .as_ref()
                        .filter(|kept| kept.table == table)
                        .map(|kept| kept.password.clone()),
                    table,
                    name: Some(name),
                },
                None => ClientMessage::ListTables { page: 0 },
            };
            if socket.send(Frame::text(encode(&ask))).await.is_err() {
                continue;
            }
            if !self.hand_over(Incoming::Back) {
                return None;
            }
            return Some(socket);
        }
    }
}

/// The host of `address` (`host:port`, an IPv6 host in brackets), as TLS names it: without port or brackets.
fn host_of(address: &str) -> &str {
    let host = address.rsplit_once(':').map_or(address, |(host, _)| host);
    host.trim_start_matches('[').trim_end_matches(']')
}

/// Sends the close frame and reads until the server closes too (up to a second), so nothing the server sent is
/// left unread: a socket closed with unread data is reset, and a reset can lose what was sent just before it.
async fn close_politely(socket: &mut Socket) {
    let _ = socket.close(None).await;
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        while let Some(Ok(_)) = socket.next().await {}
    })
    .await;
}
