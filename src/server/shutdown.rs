//! Stopping the server as a value, in mini-redis's shape: every task the server starts (a connection, a client
//! turned away, the computers of a table, the upkeep) is spawned through [`Shutdown`], so that it is tracked and
//! hears the one signal to stop; the server then waits until every task has finished what it was doing (a move
//! being saved is saved and announced first) before it lets go of its store.

use std::future::Future;
use std::time::Duration;

use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

/// The server's tasks and the signal they all hear.
#[derive(Debug, Default)]
pub(super) struct Shutdown {
    stop: CancellationToken,
    tasks: TaskTracker,
}

impl Shutdown {
    /// Starts `task`, tracked: the server waits for it when it stops.
    pub(super) fn spawn(&self, task: impl Future<Output = ()> + Send + 'static) {
        self.tasks.spawn(task);
    }

    /// Resolves once the server is stopping; every long-lived task selects on it between two pieces of work.
    pub(super) async fn stopping(&self) {
        self.stop.cancelled().await;
    }

    /// Tells every task to stop, then waits until they all have, for at most `within`; whether they all did.
    pub(super) async fn stop_and_wait(&self, within: Duration) -> bool {
        self.stop.cancel();
        self.tasks.close();
        tokio::time::timeout(within, self.tasks.wait())
            .await
            .is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn every_task_hears_the_stop_and_is_waited_for() {
        let shutdown = std::sync::Arc::new(Shutdown::default());
        let (done, mut finished) = tokio::sync::mpsc::unbounded_channel();
        for _ in 0..3 {
            let (shutdown_too, done) = (shutdown.clone(), done.clone());
            shutdown.spawn(async move {
                shutdown_too.stopping().await;
                // The work in hand is finished after the signal, before the task ends.
                tokio::time::sleep(Duration::from_millis(20)).await;
                let _ = done.send(());
            });
        }
        drop(done);
        assert!(shutdown.stop_and_wait(Duration::from_secs(5)).await);
        let mut count = 0;
        while finished.recv().await.is_some() {
            count += 1;
        }
        assert_eq!(
            count, 3,
            "every task finished its work before the wait ended"
        );
    }

    #[tokio::test]
    async fn a_task_that_never_ends_is_waited_for_only_so_long() {
        let shutdown = Shutdown::default();
        shutdown.spawn(std::future::pending());
        assert!(!shutdown.stop_and_wait(Duration::from_millis(50)).await);
    }
}
