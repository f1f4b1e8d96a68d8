//! A connection's way in: TLS when the server has a certificate, the WebSocket handshake, and, behind a reverse
//! proxy the operator trusts (`--trusted-proxy`), the player's own address from its `X-Forwarded-For`, so that the
//! bounds count players, not the proxy. Everything within one deadline; a connection refused on the way in (the
//! server full, a plain client at a secure server) hears why in the protocol before it is closed.

use std::io;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message as Frame;
use tokio_tungstenite::tungstenite::handshake::server::{ErrorResponse, Request, Response};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

use super::admission::{Admitted, Limits};
use super::lobby::{Door, Server};
use super::secure::{self, Opened, Stream};
use crate::net::protocol::{ErrorCode, ServerMessage, encode};

/// A client's WebSocket, over TLS or not.
pub(super) type Socket = tokio_tungstenite::WebSocketStream<Stream>;

/// tungstenite's buffer before it writes to the socket (its default is 128 KiB; the bound on bytes kept waiting,
/// `Limits::unsent_bytes`, must exceed it).
const WRITE_BUFFER: usize = 16 * 1024;

/// How long a new connection has to finish its WebSocket handshake; one that does not is closed, so half-open
/// connections cannot use up the server's files.
const HANDSHAKE_DEADLINE: Duration = Duration::from_secs(10);

/// A connection's read buffer: enough for the protocol's frames, small enough that thousands of idle
/// connections cost little (tungstenite's default is 128 KiB each).
const READ_BUFFER: usize = 8 * 1024;

/// The kernel's send buffer for each connection: room for many moves and a snapshot or two.
const SEND_BUFFER: usize = 64 * 1024;

/// The WebSocket settings of every connection: the longest message it may send, and the most bytes kept
/// waiting for it, from the server's bounds.
pub(super) fn socket_config(limits: &Limits) -> WebSocketConfig {
    WebSocketConfig::default()
        .max_message_size(Some(limits.message_bytes))
        .max_frame_size(Some(limits.message_bytes))
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(WRITE_BUFFER.min(limits.unsent_bytes / 2))
        .max_write_buffer_size(limits.unsent_bytes)
}

/// A connection past the server's bounds: told `server-full` in the protocol (so its player hears why), then
/// closed, all within the handshake deadline (TLS included at a secure server).
pub(super) async fn turn_away(stream: TcpStream, server: Arc<Server>) {
    let limits = server.options.limits;
    let _ = tokio::time::timeout(HANDSHAKE_DEADLINE, async {
        let stream = match secure::open(stream, server.options.tls.as_ref()).await {
            Ok(Opened::Ready(stream) | Opened::PlainAtSecureServer(stream)) => stream,
            Err(_) => return,
        };
        refuse(stream, limits, ErrorCode::ServerFull).await;
    })
    .await;
}

/// Completes the WebSocket handshake on `stream` only to say `code` (so the player hears why), then closes.
async fn refuse(stream: Stream, limits: Limits, code: ErrorCode) {
    if let Ok(socket) =
        tokio_tungstenite::accept_async_with_config(stream, Some(socket_config(&limits))).await
    {
        say_and_close(socket, code).await;
    }
}

/// Says `code` on an open connection (so the player hears why), then closes it.
async fn say_and_close(mut socket: Socket, code: ErrorCode) {
    let _ = async {
        let why = ServerMessage::Error { code, detail: None };
        socket.send(Frame::text(encode(&why))).await?;
        socket.close(None).await?;
        // Read what the client sends meanwhile (its hello) until it closes too: a socket dropped with unread
        // data is reset, and the reset could reach the client before the reason does.
        while let Some(Ok(_)) = socket.next().await {}
        Ok::<(), tokio_tungstenite::tungstenite::Error>(())
    }
    .await;
}

/// Takes connection `stream` from `peer` through TLS (at a secure server) and the WebSocket handshake, within the
/// deadline; through a trusted proxy, `admitted` is counted under the address the proxy says it forwards for.
/// Returns the socket and the address the connection counts as, or `None` when it was refused or never finished.
pub(super) async fn handshake(
    server: &Server,
    stream: TcpStream,
    (peer, door): (SocketAddr, Door),
    admitted: &mut Admitted,
) -> Option<(Socket, SocketAddr)> {
    // Each move reaches the other players at once, not after Nagle's delay.
    let _ = stream.set_nodelay(true);
    // A fixed send buffer instead of the system's growing one (up to megabytes): a client that stops reading
    // costs the server little, and is found to be behind after a few hundred messages, not tens of thousands.
    let _ = socket2::SockRef::from(&stream).set_send_buffer_size(SEND_BUFFER);
    let limits = server.options.limits;
    let forwarded_for: Arc<Mutex<Option<String>>> = Arc::default();
    let page_secret: Arc<Mutex<Option<String>>> = Arc::default();
    let opening = async {
        match secure::open(stream, server.options.tls.as_ref()).await? {
            Opened::Ready(stream) => {
                let header = forwarded_for.clone();
                let secret = page_secret.clone();
                // The callback's type is tungstenite's, error response and all.
                #[allow(clippy::result_large_err)]
                let keep_header = move |request: &Request, response: Response| {
                    *header.lock().unwrap_or_else(PoisonError::into_inner) = request
                        .headers()
                        .get("x-forwarded-for")
                        .and_then(|value| value.to_str().ok())
                        .map(str::to_string);
                    *secret.lock().unwrap_or_else(PoisonError::into_inner) = request
                        .headers()
                        .get("x-sayzee-page")
                        .and_then(|value| value.to_str().ok())
                        .map(str::to_string);
                    Ok::<Response, ErrorResponse>(response)
                };
                let config = socket_config(&limits);
                tokio_tungstenite::accept_hdr_async_with_config(stream, keep_header, Some(config))
                    .await
                    .map(Some)
                    .map_err(io::Error::other)
            }
            Opened::PlainAtSecureServer(stream) => {
                refuse(stream, limits, ErrorCode::SecureOnly).await;
                Ok(None)
            }
        }
    };
    let Ok(Ok(Some(socket))) = tokio::time::timeout(HANDSHAKE_DEADLINE, opening).await else {
        return None;
    };
    if !admitted.through_proxy() {
        return Some((socket, peer));
    }
    // At the page's door, only a seat of the page (which knows its secret) speaks for someone else.
    let vouched = match (door, &server.options.page_door) {
        (Door::Page, Some(page)) => page_secret
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_deref()
            .is_some_and(|told| same_secret(told, &page.secret)),
        (Door::Page, None) => false,
        (Door::Players, _) => true,
    };
    // The proxy appends the address it saw to what the client sent: only the last one is the proxy's word.
    let header = forwarded_for
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .take()
        .filter(|_| vouched);
    let player = header
        .as_deref()
        .and_then(|header| header.rsplit(',').next())
        .and_then(|last| last.trim().parse::<IpAddr>().ok())
        .unwrap_or(peer.ip());
    if !admitted.forwarded_for(player, &limits) {
        say_and_close(socket, ErrorCode::ServerFull).await;
        return None;
    }
    Some((socket, SocketAddr::new(player, peer.port())))
}

/// Whether `told` is the page's `secret`, compared in a time that does not depend on where they differ.
fn same_secret(told: &str, secret: &str) -> bool {
    told.len() == secret.len()
        && told
            .bytes()
            .zip(secret.bytes())
            .fold(0, |differ, (a, b)| differ | (a ^ b))
            == 0
}
