//! `sayzee serve`: a headless server of tables for network play. The server is the authority: it holds each
//! table's game, throws the dice, plays the computer seats, and sends every event to every connection at the
//! table. The rules of a table (who may do what) are the pure `net::table`; this is its imperative shell:
//! WebSocket connections (tokio-tungstenite), one line on stderr per connection, table and game event, each
//! table saved atomically after every change and restored at start, and a clean stop on SIGTERM or Ctrl+C.
//!
//! A client's frames are never trusted: each is decoded with a size limit, checked against the connection's
//! seats and the table's state, and anything refused gets an error code (said by the client in its own
//! language) and changes nothing.

use std::cell::Cell;
use std::io::{self, Write};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio_tungstenite::tungstenite::Message as Frame;

use super::admission::{Admitted, Limits};
use super::handle::handle;
use super::handshake::{Socket, handshake, turn_away};
use super::leaving::{Goodbye, leave};
use super::lobby::{AddressTo, Door, Lobby, ServeOptions, Server, Visitor, send};
use super::outbox::{Inbox, outbox};
use super::store::{Committer, Database, TableStore, database_path};
use super::tables::{restore_tables, server_id, tables_dir};
use super::upkeep::{look_after_names, look_after_tables, play_computers_at};
use crate::i18n::{Localizer, Message};
use crate::net::protocol::{ClientMessage, ErrorCode, ServerMessage, decode_client, encode};
use crate::net::table::ConnectionId;
use crate::persist::files;

/// How long a client let go for falling behind has to take the reason, before its connection simply closes.
const FAREWELL_WITHIN: Duration = Duration::from_secs(2);

/// The most connections past the server's bounds that are told why at once; past that, a connection is simply
/// closed, so that a flood of them costs the server no more than this many small tasks.
const TURNED_AWAY_AT_ONCE: usize = 64;

/// How long a connection has to say `hello` once its handshake is done; one that only answers pings is closed.
const HELLO_DEADLINE: Duration = Duration::from_secs(10);

/// How long a stopping server waits for its tasks (each connection's goodbye, a move being saved) to finish.
const STOP_WITHIN: Duration = Duration::from_secs(5);

/// How long the accept loop rests after the system refuses a connection (no file left, no memory), so that
/// it does not spin on the same error; the refusal is logged once per spell of them (see below).
const ACCEPT_BACKOFF: Duration = Duration::from_millis(250);
/// A spell of refused accepts is logged once; it ends when a connection is admitted again. A spell that lasts is
/// logged again after this long, so an operator reading the log's tail still sees it.
const ACCEPT_REFUSAL_REPEAT: Duration = Duration::from_secs(60);

/// Runs the server until SIGTERM or Ctrl+C.
///
/// # Errors
/// The address cannot be listened on, or the data directory or the tables' database cannot be opened (another
/// server may have it).
pub fn run(options: ServeOptions, locale: String) -> io::Result<()> {
    run_until(options, locale, stop_signals)
}

/// Runs the server until the future `stop` makes resolves, as [`run`] does until a signal. `stop` is called
/// inside the server's runtime once it listens. For tests, which stop a server and start another on its data.
///
/// # Errors
/// As [`run`].
pub fn run_until<S>(
    options: ServeOptions,
    locale: String,
    stop: impl FnOnce() -> S,
) -> io::Result<()>
where
    S: std::future::Future<Output = ()>,
{
    std::fs::create_dir_all(tables_dir(&options.data_dir))?;
    // Seat tokens (a token is the seat) and dice seeds are in there: the server's user alone may read them.
    files::make_private(&options.data_dir)?;
    files::make_private(&tables_dir(&options.data_dir))?;
    let accounts = super::accounts::Accounts::open(&options.data_dir, options.storage.free_margin)?;
    let ratings = super::ratings::RatingBook::open(&options.data_dir, options.storage.free_margin)?;
    let kept = super::kept::KeptGames::open(&options.data_dir, options.storage.free_margin)?;
    let store: Arc<dyn TableStore> = match &options.store {
        Some(store) => store.clone(),
        None => {
            let path = database_path(&options.data_dir);
            let database = Database::open(&path, options.storage.free_margin)?;
            files::make_private(&path)?;
            Arc::new(database)
        }
    };
    let (log, lines) = std::sync::mpsc::channel::<Message>();
    let logger = std::thread::spawn(move || {
        let localizer = Localizer::for_locale(&locale);
        for message in lines {
            eprintln!("{}", localizer.text(&message));
        }
    });
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let served = runtime.block_on(serve(options, (store, accounts, ratings, kept), log, stop));
    // Every line logged is written before the server says it has stopped.
    runtime.shutdown_timeout(Duration::from_secs(1));
    let _ = logger.join();
    served
}

/// Open files the server keeps for itself besides its connections: the database, the log, the listener,
/// connections being turned away, files being put aside.
#[cfg(unix)]
const FILES_KEPT: u64 = 128;

/// Raises the soft limit on open files to the hard one (a common soft limit, 1,024, is far below what a server
/// of thousands of connections needs), then lowers `--max-connections` to what the limit allows, so that the
/// server says "full" rather than fail to accept; the line to log when it had to.
fn fit_connections_to_files(limits: &mut Limits) -> Option<Message> {
    #[cfg(unix)]
    {
        use rustix::process::{Resource, getrlimit, setrlimit};
        let mut files = getrlimit(Resource::Nofile);
        if files.current != files.maximum {
            let raised = rustix::process::Rlimit {
                current: files.maximum,
                maximum: files.maximum,
            };
            if setrlimit(Resource::Nofile, raised).is_ok() {
                files = getrlimit(Resource::Nofile);
            }
        }
        let room = files.current?.saturating_sub(FILES_KEPT).max(1);
        if (limits.connections as u64) > room {
            limits.connections = room as usize;
            return Some(
                Message::new("net-log-connections-clamped")
                    .with("limit", limits.connections)
                    .with("files", files.current.unwrap_or(0).to_string()),
            );
        }
        None
    }
    #[cfg(not(unix))]
    {
        let _ = limits;
        None
    }
}

async fn serve<S>(
    mut options: ServeOptions,
    (store, accounts, ratings, kept): (
        Arc<dyn TableStore>,
        super::accounts::Accounts,
        super::ratings::RatingBook,
        super::kept::KeptGames,
    ),
    log: std::sync::mpsc::Sender<Message>,
    stop: impl FnOnce() -> S,
) -> io::Result<()>
where
    S: std::future::Future<Output = ()>,
{
    let listener = TcpListener::bind(options.listen).await?;
    let page_door = match &options.page_door {
        Some(_) => Some(TcpListener::bind((std::net::Ipv4Addr::LOCALHOST, 0)).await?),
        None => None,
    };
    // Said after where the server listens, which is always the log's first line.
    let clamped = fit_connections_to_files(&mut options.limits);
    // Listened for before the server says where it listens: a signal sent as soon as that is known is never missed.
    let stop = stop();
    let id = server_id(&options.data_dir);
    let rates = super::rates::Rates::new(&options.limits);
    let moderation = super::moderation::Moderation::open(&options.data_dir, options.motd.clone());
    let server = Arc::new(Server {
        lobby: Mutex::new(Lobby::with_experts(options.experts.clone())),
        options,
        id,
        log,
        doorway: Arc::default(),
        rates,
        accounts,
        ratings,
        moderation,
        kept,
        shutdown: Default::default(),
        committer: Committer::start(store.clone()),
        store,
    });
    let address = listener.local_addr()?;
    say_where_and_how(&server, address, clamped.as_ref())?;
    if let Some(page_door) = &page_door {
        open_page_door(&server, page_door)?;
    }
    restore_tables(&server);
    // Before the first connection is answered: nobody hears a name or a leaderboard row that has expired.
    look_after_names(&server).await;
    let waiting: Vec<String> = server.lobby().rooms.keys().cloned().collect();
    for name in waiting {
        play_computers_at(&server, &name);
    }
    let server_too = server.clone();
    server.shutdown.spawn(async move {
        tokio::select! {
            () = look_after_tables(server_too.clone()) => {}
            () = server_too.shutdown.stopping() => {}
        }
    });
    tokio::pin!(stop);
    tokio::select! {
        () = accept_connections(&server, &listener, Door::Players) => {}
        () = async {
            match &page_door {
                Some(page_door) => accept_connections(&server, page_door, Door::Page).await,
                None => std::future::pending().await,
            }
        } => {}
        () = &mut stop => {}
    }
    server.log(&Message::new("net-log-stopping"));
    // Everyone hears that the server is going (so their clients wait for it to come back), and every task
    // finishes what it is doing, a move being saved included, before the store is let go of.
    if !server.shutdown.stop_and_wait(STOP_WITHIN).await {
        server.log(&Message::new("net-log-stopped-waiting"));
    }
    Ok(())
}

/// Says where the page for browsers is, after the server's own address (in the log, and on standard output with
/// `--print-address`), then tells the page where its door listens.
fn open_page_door(server: &Server, page_door: &TcpListener) -> io::Result<()> {
    let Some(door) = &server.options.page_door else {
        return Ok(());
    };
    server.log(&Message::new("net-log-web-listening").with("address", door.page.clone()));
    if matches!(server.options.address_to, AddressTo::Stdout) {
        let mut out = io::stdout().lock();
        writeln!(out, "{}", door.page)?;
        out.flush()?;
    }
    let _ = door.address_to.send(page_door.local_addr()?);
    Ok(())
}

/// The log's first lines: where the server listens (and to whoever waits for the address), whether it is
/// secure, what the limit on files lowered, the codes of operators' names nobody owns yet, and how many names
/// are owned.
fn say_where_and_how(
    server: &Server,
    address: std::net::SocketAddr,
    clamped: Option<&Message>,
) -> io::Result<()> {
    server.log(&Message::new("net-log-listening").with("address", address.to_string()));
    match &server.options.tls {
        Some(tls) => server
            .log(&Message::new("net-log-tls").with("fingerprint", tls.fingerprint().to_string())),
        // Said once: beyond this machine, names, chat and seat tokens would cross the network in clear.
        None if !address.ip().is_loopback() => server.log(&Message::new("net-log-plain-open")),
        None => {}
    }
    if let Some(clamped) = clamped {
        server.log(clamped);
    }
    match &server.options.address_to {
        AddressTo::LogOnly => {}
        AddressTo::Stdout => {
            let mut out = io::stdout().lock();
            writeln!(out, "{address}")?;
            out.flush()?;
        }
        AddressTo::Channel(to) => {
            let _ = to.send(address);
        }
    }
    // An operator's name nobody owns is kept for whoever reads this log: said at every start until it is claimed.
    for (name, code) in server.accounts.reserve_operators(&server.options.operators) {
        server.log(
            &Message::new("net-log-operator-unclaimed")
                .with("name", name)
                .with("code", code.expose().to_string()),
        );
    }
    let required = server.options.require_accounts;
    if required || server.accounts.count() > 0 {
        server.log(
            &Message::new("net-log-accounts")
                .with("count", server.accounts.count())
                .with("required", if required { "yes" } else { "no" }),
        );
    }
    Ok(())
}

/// Takes connections for as long as the server runs: each one within the bounds gets a task of its own; one past
/// them is told why, and a flood past them is simply closed.
async fn accept_connections(server: &Arc<Server>, listener: &TcpListener, door: Door) {
    let turned_away = Arc::new(tokio::sync::Semaphore::new(TURNED_AWAY_AT_ONCE));
    // The two doors number their connections apart: ids from the page's door start far above any the players'
    // door reaches.
    let mut next_id: ConnectionId = match door {
        Door::Players => 0,
        Door::Page => 1 << 48,
    };
    // When the spell of refused accepts now going on was last logged. A connection accepted only to be turned
    // away (its file freed by another's end) does not end the spell: the system is still out of files.
    let mut refusal_logged: Option<std::time::Instant> = None;
    loop {
        match listener.accept().await {
            Ok((stream, address)) => {
                let limits = &server.options.limits;
                let admitted = if door == Door::Page
                    || server.options.trusted_proxies.contains(&address.ip())
                {
                    server.doorway.admit_through_proxy(address.ip(), limits)
                } else {
                    server.doorway.admit(address.ip(), limits)
                };
                match admitted {
                    Some(admitted) => {
                        refusal_logged = None;
                        next_id += 1;
                        let task =
                            connection(server.clone(), stream, (address, door), next_id, admitted);
                        server.shutdown.spawn(task);
                    }
                    None => {
                        server.log(
                            &Message::new("net-log-full").with("address", address.to_string()),
                        );
                        // Dropped at once when too many are being turned away already.
                        if let Ok(place) = turned_away.clone().try_acquire_owned() {
                            let server_too = server.clone();
                            server.shutdown.spawn(async move {
                                tokio::select! {
                                    () = turn_away(stream, server_too.clone()) => {}
                                    () = server_too.shutdown.stopping() => {}
                                }
                                drop(place);
                            });
                        }
                    }
                }
            }
            Err(error) => {
                if refusal_logged.is_none_or(|at| at.elapsed() >= ACCEPT_REFUSAL_REPEAT) {
                    refusal_logged = Some(std::time::Instant::now());
                    server.log(
                        &Message::new("net-log-accept-failed").with("error", error.to_string()),
                    );
                }
                tokio::time::sleep(ACCEPT_BACKOFF).await;
            }
        }
    }
}

/// Resolves on Ctrl+C or (on Unix) SIGTERM; the handlers are in place when this returns, not when first awaited.
fn stop_signals() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let terminate = signal(SignalKind::terminate());
        let interrupt = signal(SignalKind::interrupt());
        async move {
            match (terminate, interrupt) {
                (Ok(mut terminate), Ok(mut interrupt)) => {
                    tokio::select! {
                        _ = terminate.recv() => {}
                        _ = interrupt.recv() => {}
                    }
                }
                _ => {
                    let _ = tokio::signal::ctrl_c().await;
                }
            }
        }
    }
    #[cfg(not(unix))]
    {
        async {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}

/// One client, from the WebSocket handshake to the end of the connection; `admitted` holds its place within
/// the server's bounds until then.
async fn connection(
    server: Arc<Server>,
    stream: TcpStream,
    (address, door): (SocketAddr, Door),
    id: ConnectionId,
    mut admitted: Admitted,
) {
    let Some((socket, address)) = handshake(&server, stream, (address, door), &mut admitted).await
    else {
        return;
    };
    server.log(
        &Message::new("net-log-connected")
            .with("id", id.to_string())
            .with("address", address.to_string()),
    );
    let (sink, mut frames) = socket.split();
    let (outbox, inbox) = outbox(server.options.limits.unsent_bytes);
    let (let_go, mut behind) = watch::channel(None);
    server.lobby().visitors.insert(
        id,
        Visitor {
            outbox,
            let_go,
            chat_shed: Cell::new(0),
            address: admitted.address,
            chat_refused: false,
            name: None,
            place: None,
            account: None,
            hears_lobby: false,
        },
    );
    let ping_every = server.options.periods.ping_every;
    let writer = tokio::spawn(write_to(sink, inbox, behind.clone(), ping_every));
    let ended = read_messages(&server, id, &mut frames, &mut behind, &mut admitted).await;
    let too_slow = ServerMessage::Error {
        code: ErrorCode::TooSlow,
        detail: None,
    };
    if behind.borrow().as_ref() == Some(&too_slow) {
        server.log(&Message::new("net-log-too-slow").with("id", id.to_string()));
    }
    if ended == Ended::ServerStopping {
        // Not leaving: the seats are kept for when the server is back, and the client waits for it.
        send(&server.lobby(), id, ServerMessage::ServerStopping);
    } else {
        leave(&server, id, Goodbye::ConnectionLost).await;
    }
    server.lobby().visitors.remove(&id);
    // The writer ends by itself once the queue is closed (or after its farewell to a client let go). Meanwhile
    // what the client still sends is read and dropped: a socket closed with data unread is reset, and the reset
    // throws away whatever was still queued to the client, the reason it was let go included.
    let drained = async { while let Some(Ok(_)) = frames.next().await {} };
    let _ = tokio::time::timeout(FAREWELL_WITHIN, async {
        // The writer's own end (finished or panicked) needs nothing more done here.
        let (_writer_ended, ()) = tokio::join!(writer, drained);
    })
    .await;
    server.log(&Message::new("net-log-disconnected").with("id", id.to_string()));
}

/// Why a connection's messages ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ended {
    /// The client closed, went silent or was let go.
    ClientGone,
    /// The server is stopping.
    ServerStopping,
}

/// Reads connection `id`'s messages one at a time and answers each, until the client is gone or the server
/// stops. A message being handled is never cut short: the server stops between two messages.
async fn read_messages(
    server: &Arc<Server>,
    id: ConnectionId,
    frames: &mut SplitStream<Socket>,
    behind: &mut watch::Receiver<Option<ServerMessage>>,
    admitted: &mut Admitted,
) -> Ended {
    let ping_every = server.options.periods.ping_every;
    let hello_by = tokio::time::Instant::now() + HELLO_DEADLINE;
    // Messages past the address's rate since the last one taken: the first is answered, the rest ignored.
    let mut refused = 0;
    loop {
        // Any frame (a pong too) shows the peer is alive; three pings without one, and it is taken for dead.
        let frame = tokio::select! {
            frame = tokio::time::timeout(ping_every * 3, frames.next()) => frame,
            () = until_let_go(behind) => return Ended::ClientGone,
            () = server.shutdown.stopping() => return Ended::ServerStopping,
            () = tokio::time::sleep_until(hello_by), if !admitted.is_greeted() => {
                server.log(&Message::new("net-log-no-hello").with("id", id.to_string()));
                return Ended::ClientGone;
            }
        };
        let Ok(Some(Ok(frame))) = frame else {
            if frame.is_err() {
                server.log(&Message::new("net-log-silent").with("id", id.to_string()));
            }
            return Ended::ClientGone;
        };
        if matches!(frame, Frame::Close(_)) {
            return Ended::ClientGone;
        }
        if !server.rates.message(admitted.address) {
            refused += 1;
            if refused >= server.rates.refused_before_closing {
                server.log(&Message::new("net-log-flooding").with("id", id.to_string()));
                return Ended::ClientGone;
            }
            if refused == 1 {
                let too_fast = ServerMessage::Error {
                    code: ErrorCode::TooFast,
                    detail: None,
                };
                send(&server.lobby(), id, too_fast);
            }
            continue;
        }
        refused = 0;
        let reply = match frame {
            Frame::Text(text) => match decode_client(text.as_str()) {
                Ok(message) => {
                    let hello = matches!(message, ClientMessage::Hello { .. });
                    let reply = handle(server, id, message).await;
                    if hello && reply.is_ok() {
                        admitted.greeted();
                    }
                    reply
                }
                Err(code) => Err(code),
            },
            Frame::Binary(_) => Err(ErrorCode::Malformed),
            _ => Ok(()),
        };
        if let Err(code) = reply {
            send(
                &server.lobby(),
                id,
                ServerMessage::Error { code, detail: None },
            );
        }
    }
}

/// Resolves once the client is let go (never, if its visitor is gone first).
async fn until_let_go(behind: &mut watch::Receiver<Option<ServerMessage>>) {
    if behind.wait_for(Option::is_some).await.is_err() {
        std::future::pending::<()>().await;
    }
}

/// Writes the queue to the socket in order, with a ping every `ping_every`. When the client is let go for falling behind, what is queued is
/// dropped, and it is told why (if its socket takes it within [`FAREWELL_WITHIN`]) before the connection closes.
async fn write_to(
    mut sink: SplitSink<Socket, Frame>,
    mut inbox: Inbox,
    mut behind: watch::Receiver<Option<ServerMessage>>,
    ping_every: Duration,
) {
    let mut behind_while_sending = behind.clone();
    let mut pings = tokio::time::interval_at(tokio::time::Instant::now() + ping_every, ping_every);
    pings.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            biased;
            () = until_let_go(&mut behind) => break,
            _ = pings.tick() => {
                tokio::select! {
                    biased;
                    () = until_let_go(&mut behind_while_sending) => break,
                    sent = sink.send(Frame::Ping(Vec::new().into())) => if sent.is_err() { return },
                }
            }
            message = inbox.recv() => {
                let Some(text) = message else {
                    let _ = sink.close().await;
                    return;
                };
                tokio::select! {
                    biased;
                    () = until_let_go(&mut behind_while_sending) => break,
                    sent = sink.send(Frame::Text(text)) => if sent.is_err() { return },
                }
            }
        }
    }
    let farewell = behind.borrow().clone().unwrap_or(ServerMessage::Error {
        code: ErrorCode::TooSlow,
        detail: None,
    });
    let _ = tokio::time::timeout(FAREWELL_WITHIN, async {
        sink.send(Frame::text(encode(&farewell))).await?;
        sink.close().await
    })
    .await;
}
