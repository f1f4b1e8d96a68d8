//! A client's connection to a `sayzee serve`: one WebSocket (tokio-tungstenite) run on a thread of its own, so
//! the game's loop never waits on the network. Messages go out through a queue and come back through another;
//! the loop takes what has arrived whenever it looks.
//!
//! When the connection is lost the link says so once ([`Incoming::Lost`]) and keeps trying to connect again.
//! Once through, it greets the server and takes the seats back by token (or watches the table again), then says
//! [`Incoming::Back`]; what the server answers comes after, as any message.

use std::sync::mpsc as std_mpsc;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message as Frame;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

use crate::net::protocol::{
    ClientMessage, ErrorCode, MAX_FRAME_BYTES, PROTOCOL_VERSION, ServerMessage, decode_server,
    encode,
};

/// How long to wait between two tries to connect again.
const RETRY_EVERY: Duration = Duration::from_millis(500);

/// How long to keep trying before giving up on the server.
const GIVE_UP_AFTER: Duration = Duration::from_secs(600);

/// What the link hands the game.
#[derive(Clone, Debug, PartialEq)]
pub enum Incoming {
    Message(Box<ServerMessage>),
    /// A frame the server sent that is not this protocol: said, and otherwise ignored.
    Unreadable(ErrorCode),
    /// The connection dropped; the link is trying again.
    Lost,
    /// Connected again and the way back to the table asked for.
    Back,
    /// The server stayed away too long; the link has stopped.
    GaveUp,
}

/// How to get back to the table after a lost connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Return {
    /// Take the seats back with this token.
    Seat(String),
    /// Watch this table again.
    Watch(String),
}

/// The game's end of a connection.
#[derive(Debug)]
pub struct Link {
    outgoing: mpsc::UnboundedSender<ClientMessage>,
    incoming: std_mpsc::Receiver<Incoming>,
    way_back: Arc<Mutex<Option<Return>>>,
    bell: Bell,
}

/// Rung after each arrival, so a loop that also waits for something else (typed lines) wakes at once.
type Bell = Arc<Mutex<Option<std_mpsc::Sender<()>>>>;

impl Link {
    /// Connects to `address` (host:port) and greets the server as `name`; returns once the server has welcomed
    /// the client.
    ///
    /// # Errors
    /// The address cannot be reached, or the server refused the greeting (its error code).
    pub fn connect(address: &str, name: &str) -> Result<Link, Refusal> {
        let (outgoing, outbox) = mpsc::unbounded_channel();
        let (deliver, incoming) = std_mpsc::channel();
        let (ready, welcomed) = std_mpsc::channel();
        let way_back = Arc::new(Mutex::new(None));
        let bell: Bell = Arc::new(Mutex::new(None));
        let link_side = LinkSide {
            url: format!("ws://{address}"),
            name: name.to_string(),
            deliver,
            bell: bell.clone(),
            way_back: way_back.clone(),
        };
        std::thread::Builder::new()
            .name("sayzee-link".into())
            .spawn(move || {
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
        welcomed
            .recv()
            .unwrap_or_else(|_| Err(Refusal::Unreachable("the link stopped".into())))?;
        Ok(Link {
            outgoing,
            incoming,
            way_back,
            bell,
        })
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

    /// From now on, `bell` is rung after each arrival.
    pub fn ring(&self, bell: std_mpsc::Sender<()>) {
        *self.bell.lock().unwrap_or_else(PoisonError::into_inner) = Some(bell);
    }

    /// How to get back to the table if the connection is lost from now on.
    pub fn set_way_back(&self, way_back: Return) {
        *self.way_back.lock().unwrap_or_else(PoisonError::into_inner) = Some(way_back);
    }
}

/// Why a connection could not be made.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// Nothing answered at the address (the detail is for logs).
    Unreachable(String),
    /// The server answered with an error.
    Refused(ErrorCode),
}

/// The link thread's half.
struct LinkSide {
    url: String,
    name: String,
    deliver: std_mpsc::Sender<Incoming>,
    bell: Bell,
    way_back: Arc<Mutex<Option<Return>>>,
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

impl LinkSide {
    /// Gives the game one arrival and rings its bell; false when the game has let go of the link.
    fn hand_over(&self, incoming: Incoming) -> bool {
        if self.deliver.send(incoming).is_err() {
            return false;
        }
        if let Some(bell) = self
            .bell
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
        {
            let _ = bell.send(());
        }
        true
    }

    async fn run(
        self,
        mut outbox: mpsc::UnboundedReceiver<ClientMessage>,
        ready: std_mpsc::Sender<Result<(), Refusal>>,
    ) {
        let mut socket = match self.open().await {
            Ok(socket) => socket,
            Err(refusal) => {
                let _ = ready.send(Err(refusal));
                return;
            }
        };
        let _ = ready.send(Ok(()));
        loop {
            let ended = self.pump(&mut socket, &mut outbox).await;
            if ended {
                return;
            }
            if !self.hand_over(Incoming::Lost) {
                return;
            }
            match self.come_back(&mut outbox).await {
                Some(back) => socket = back,
                None => {
                    self.hand_over(Incoming::GaveUp);
                    return;
                }
            }
        }
    }

    /// Connects and greets; the first answer must be the welcome.
    async fn open(&self) -> Result<Socket, Refusal> {
        let config = WebSocketConfig::default()
            .max_message_size(Some(MAX_FRAME_BYTES * 16))
            .max_frame_size(Some(MAX_FRAME_BYTES * 16));
        let (mut socket, _) =
            tokio_tungstenite::connect_async_with_config(self.url.as_str(), Some(config), false)
                .await
                .map_err(|error| Refusal::Unreachable(error.to_string()))?;
        let hello = ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: self.name.clone(),
        };
        socket
            .send(Frame::text(encode(&hello)))
            .await
            .map_err(|error| Refusal::Unreachable(error.to_string()))?;
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(10), socket.next())
                .await
                .map_err(|_| Refusal::Unreachable("no welcome".into()))?;
            match frame {
                Some(Ok(Frame::Text(text))) => {
                    return match decode_server(text.as_str()) {
                        Ok(ServerMessage::Welcome { .. }) => Ok(socket),
                        Ok(ServerMessage::Error { code, .. }) => Err(Refusal::Refused(code)),
                        Ok(_) | Err(_) => Err(Refusal::Refused(ErrorCode::Malformed)),
                    };
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
                        let _ = socket.close(None).await;
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

    /// Tries again and again to connect; once through, asks for the way back to the table. `None` when the
    /// server stayed away too long or the game let go of the link.
    async fn come_back(
        &self,
        outbox: &mut mpsc::UnboundedReceiver<ClientMessage>,
    ) -> Option<Socket> {
        let deadline = tokio::time::Instant::now() + GIVE_UP_AFTER;
        while tokio::time::Instant::now() < deadline {
            tokio::time::sleep(RETRY_EVERY).await;
            // What was asked while away is dropped: the table may have moved on.
            loop {
                match outbox.try_recv() {
                    Ok(_) => {}
                    Err(mpsc::error::TryRecvError::Empty) => break,
                    Err(mpsc::error::TryRecvError::Disconnected) => return None,
                }
            }
            let Ok(mut socket) = self.open().await else {
                continue;
            };
            let way_back = self
                .way_back
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .clone();
            let ask = match way_back {
                Some(Return::Seat(token)) => ClientMessage::Rejoin { token },
                Some(Return::Watch(table)) => ClientMessage::Spectate { table },
                None => ClientMessage::ListTables,
            };
            if socket.send(Frame::text(encode(&ask))).await.is_err() {
                continue;
            }
            if !self.hand_over(Incoming::Back) {
                return None;
            }
            return Some(socket);
        }
        None
    }
}
