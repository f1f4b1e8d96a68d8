//! What the server keeps waiting for one client, counted in bytes: each message is encoded once (once for
//! everyone a broadcast reaches), queued as its text, and counted until the connection's writer takes it. A client
//! that does not read is let go when its queue would pass `Limits::unsent_bytes`, however small or large the
//! messages it is sent; chat and news of spectators are shed before that, while the queue is three quarters full.
//!
//! What one client can cost in unsent bytes is then this queue plus tungstenite's own write buffer (bounded by
//! the same figure) plus the kernel's fixed send buffer.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Utf8Bytes;

use crate::net::protocol::{ServerMessage, encode};

/// A message encoded once, ready for every connection it goes to (a clone shares the text).
#[derive(Clone, Debug)]
pub(super) struct Encoded {
    pub(super) text: Utf8Bytes,
    /// Whether it may be missed by a client falling behind: chat and spectators coming and going are, moves
    /// never.
    pub(super) sheddable: Sheddable,
}

/// What may be left out for a client falling behind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Sheddable {
    /// Never: the client is let go instead, and comes back with a fresh snapshot.
    No,
    /// A chat line: the client hears how many it missed before the next one that gets through.
    Chat,
    /// A spectator came or went.
    Quietly,
}

impl Encoded {
    pub(super) fn new(message: &ServerMessage) -> Encoded {
        let sheddable = match message {
            ServerMessage::Chat { .. } | ServerMessage::LobbyChat { .. } => Sheddable::Chat,
            ServerMessage::SpectatorArrived { .. } | ServerMessage::SpectatorLeft { .. } => {
                Sheddable::Quietly
            }
            _ => Sheddable::No,
        };
        Encoded {
            text: Utf8Bytes::from(encode(message)),
            sheddable,
        }
    }
}

/// The sending half, kept with the connection's visitor in the lobby.
#[derive(Debug)]
pub(super) struct Outbox {
    sender: mpsc::UnboundedSender<Utf8Bytes>,
    queued: Arc<AtomicUsize>,
    limit: usize,
}

/// The connection's writer's half.
#[derive(Debug)]
pub(super) struct Inbox {
    receiver: mpsc::UnboundedReceiver<Utf8Bytes>,
    queued: Arc<AtomicUsize>,
}

/// The queue has no room for a message: its client is too far behind.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Full;

/// A queue for one client that holds at most `limit` bytes.
pub(super) fn outbox(limit: usize) -> (Outbox, Inbox) {
    let (sender, receiver) = mpsc::unbounded_channel();
    let queued = Arc::new(AtomicUsize::new(0));
    let outbox = Outbox {
        sender,
        queued: Arc::clone(&queued),
        limit,
    };
    (outbox, Inbox { receiver, queued })
}

impl Outbox {
    /// Whether the queue is more than three quarters full, when what may be missed is left out.
    pub(super) fn is_filling(&self) -> bool {
        self.queued.load(Ordering::Relaxed) > self.limit / 4 * 3
    }

    /// Queues `text`, or says the queue is full (nothing is queued then). A queue whose writer has ended takes
    /// everything and keeps nothing: its connection is on its way out.
    pub(super) fn push(&self, text: Utf8Bytes) -> Result<(), Full> {
        let bytes = text.len();
        // Only this half adds, and only the lobby's holder sends, so the check and the add cannot interleave
        // with another push; the writer only takes away meanwhile.
        if self.queued.load(Ordering::Relaxed) + bytes > self.limit {
            return Err(Full);
        }
        self.queued.fetch_add(bytes, Ordering::Relaxed);
        if self.sender.send(text).is_err() {
            self.queued.fetch_sub(bytes, Ordering::Relaxed);
        }
        Ok(())
    }
}

impl Inbox {
    /// The next text to write, once there is one; `None` once the outbox is dropped and the queue empty.
    pub(super) async fn recv(&mut self) -> Option<Utf8Bytes> {
        let text = self.receiver.recv().await?;
        self.queued.fetch_sub(text.len(), Ordering::Relaxed);
        Some(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(bytes: usize) -> Utf8Bytes {
        Utf8Bytes::from("x".repeat(bytes))
    }

    #[tokio::test]
    async fn the_queue_holds_bytes_up_to_its_limit_and_frees_them_as_they_are_written() {
        let (outbox, mut inbox) = outbox(1000);
        assert_eq!(outbox.push(text(600)), Ok(()));
        assert!(!outbox.is_filling());
        assert_eq!(outbox.push(text(200)), Ok(()));
        assert!(
            outbox.is_filling(),
            "800 of 1000 bytes is past three quarters"
        );
        assert_eq!(outbox.push(text(201)), Err(Full));
        assert_eq!(outbox.push(text(200)), Ok(()), "exactly the limit fits");
        assert_eq!(inbox.recv().await.map(|t| t.len()), Some(600));
        assert_eq!(outbox.push(text(600)), Ok(()));
        assert_eq!(outbox.push(text(1)), Err(Full));
    }

    #[tokio::test]
    async fn a_queue_whose_writer_has_gone_keeps_nothing() {
        let (outbox, inbox) = outbox(100);
        drop(inbox);
        for _ in 0..10 {
            assert_eq!(outbox.push(text(60)), Ok(()));
        }
        assert!(!outbox.is_filling());
    }

    #[test]
    fn chat_and_spectators_may_be_shed_and_moves_never() {
        let chat = ServerMessage::Chat {
            from: "Ann".into(),
            text: "hello".into(),
            watching: false,
        };
        assert_eq!(Encoded::new(&chat).sheddable, Sheddable::Chat);
        assert_eq!(
            Encoded::new(&ServerMessage::ServerStopping).sheddable,
            Sheddable::No
        );
    }
}
