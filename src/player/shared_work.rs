//! Work shared by every seat a process holds for others (a server's browser seats): W's answers and the weighing
//! after a game, done one at a time on one thread of low priority for all of them, so that twenty seats asking
//! about one position cost one answer, and no number of seats takes the server's cores from its tables.
//!
//! A question already asked (waiting, being worked out, or answered a moment ago) is answered for everyone who
//! asks it. Past [`MOST_WAITING`] questions waiting, a new one is refused at once (the seat says so, and the
//! player asks again); a question whose askers have all gone (their browser closed) is dropped, not worked out.

use std::collections::VecDeque;
use std::panic::AssertUnwindSafe;
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError, Weak};

/// The most questions waiting for the thread: a question past them is refused.
pub const MOST_WAITING: usize = 8;

/// The answers kept after they were given, for the seats that ask the same moment after.
const ANSWERS_KEPT: usize = 32;

/// Work of one kind (its answers are `T`) shared by the seats of one process. Dropping it ends its thread once
/// the work in hand is done.
#[derive(Debug)]
pub struct SharedWork<T: Clone + Send + 'static> {
    inner: Arc<Inner<T>>,
}

/// What an asker holds: the answer's channel, and its interest in it (dropped with the asker: the work is then
/// not done for them).
#[derive(Debug)]
pub struct Awaited<T> {
    pub answer: Receiver<T>,
    pub interest: Arc<()>,
}

/// Why a question was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Busy;

type Job<T> = Box<dyn FnOnce() -> T + Send>;

struct Inner<T> {
    queue: Mutex<Queue<T>>,
    ready: Condvar,
}

impl<T> std::fmt::Debug for Inner<T> {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.debug_struct("SharedWork").finish_non_exhaustive()
    }
}

struct Queue<T> {
    waiting: VecDeque<Question<T>>,
    /// The question being worked out: its key and who waits for it.
    running: Option<(Option<String>, Vec<Waiter<T>>)>,
    /// Answers given lately, by key, the oldest first.
    answered: VecDeque<(String, T)>,
    worker_started: bool,
    closed: bool,
}

struct Question<T> {
    /// What makes two questions the same (none: never the same as another).
    key: Option<String>,
    work: Job<T>,
    waiters: Vec<Waiter<T>>,
}

/// Where an answer goes: called once, with the answer, or with `None` when the work failed or was dropped.
type Deliver<T> = Box<dyn FnOnce(Option<T>) + Send>;

struct Waiter<T> {
    deliver: Option<Deliver<T>>,
    interest: Weak<()>,
}

impl<T> Waiter<T> {
    /// A waiter whose answer goes to `deliver`, and the interest its asker holds.
    fn new(deliver: Deliver<T>) -> (Waiter<T>, Arc<()>) {
        let interest = Arc::new(());
        let waiter = Waiter {
            deliver: Some(deliver),
            interest: Arc::downgrade(&interest),
        };
        (waiter, interest)
    }

    fn answer(mut self, answer: T) {
        if let Some(deliver) = self.deliver.take() {
            deliver(Some(answer));
        }
    }

    fn still_wanted(&self) -> bool {
        self.interest.strong_count() > 0
    }
}

impl<T> Drop for Waiter<T> {
    /// A waiter never answered (its work panicked, or the shared work closed) hears that it failed.
    fn drop(&mut self) {
        if let Some(deliver) = self.deliver.take() {
            deliver(None);
        }
    }
}

impl<T: Clone + Send + 'static> Default for SharedWork<T> {
    fn default() -> SharedWork<T> {
        SharedWork {
            inner: Arc::new(Inner {
                queue: Mutex::new(Queue {
                    waiting: VecDeque::new(),
                    running: None,
                    answered: VecDeque::new(),
                    worker_started: false,
                    closed: false,
                }),
                ready: Condvar::new(),
            }),
        }
    }
}

impl<T: Clone + Send + 'static> SharedWork<T> {
    /// Asks for `work`'s answer. With a `key`, a question with the same key waiting, being worked out or answered
    /// lately answers this one too (and `work` is not done). [`Busy`] when [`MOST_WAITING`] questions wait.
    pub fn ask(
        &self,
        key: Option<String>,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<Awaited<T>, Busy> {
        let (sender, answer) = mpsc::channel();
        let deliver = move |answer: Option<T>| {
            // A failure closes the channel, which its receiver hears as such.
            if let Some(answer) = answer {
                let _ = sender.send(answer);
            }
        };
        let interest = self.ask_then(key, work, deliver)?;
        Ok(Awaited { answer, interest })
    }

    /// As [`SharedWork::ask`], the answer handed to `deliver` (on the worker's thread, or at once when it is known
    /// already): `None` when the work failed. The asker holds the interest returned for as long as it wants the
    /// answer.
    pub fn ask_then(
        &self,
        key: Option<String>,
        work: impl FnOnce() -> T + Send + 'static,
        deliver: impl FnOnce(Option<T>) + Send + 'static,
    ) -> Result<Arc<()>, Busy> {
        let (mut waiter, awaited) = Waiter::new(Box::new(deliver));
        let mut queue = lock(&self.inner.queue);
        if let Some(key) = &key {
            let known = queue.answered.iter().find(|(kept, _)| kept == key);
            if let Some(answer) = known.map(|(_, answer)| answer.clone()) {
                drop(queue);
                waiter.answer(answer);
                return Ok(awaited);
            }
            if let Some((Some(running), waiters)) = &mut queue.running
                && running == key
            {
                waiters.push(waiter);
                return Ok(awaited);
            }
            if let Some(question) = queue
                .waiting
                .iter_mut()
                .find(|question| question.key.as_ref() == Some(key))
            {
                question.waiters.push(waiter);
                return Ok(awaited);
            }
        }
        // Questions nobody waits for any more make room before a new one is refused.
        queue
            .waiting
            .retain(|question| question.waiters.iter().any(Waiter::still_wanted));
        if queue.waiting.len() >= MOST_WAITING {
            drop(queue);
            // Refused, not failed: the asker hears it from the error, not from its delivery.
            waiter.deliver = None;
            return Err(Busy);
        }
        queue.waiting.push_back(Question {
            key,
            work: Box::new(work),
            waiters: vec![waiter],
        });
        if !queue.worker_started {
            queue.worker_started = self.start_worker();
        }
        drop(queue);
        self.inner.ready.notify_one();
        Ok(awaited)
    }

    /// The thread that works the questions out: whether it started (when the system gives no thread, the
    /// question's askers hear that the work failed, and the next question tries again).
    fn start_worker(&self) -> bool {
        let inner = self.inner.clone();
        std::thread::Builder::new()
            .name("sayzee-shared-work".into())
            .spawn(move || work_questions(&inner))
            .is_ok()
    }
}

impl<T: Clone + Send + 'static> Drop for SharedWork<T> {
    fn drop(&mut self) {
        lock(&self.inner.queue).closed = true;
        self.inner.ready.notify_all();
    }
}

fn lock<T>(queue: &Mutex<Queue<T>>) -> MutexGuard<'_, Queue<T>> {
    // A poisoned lock means a panic between two plain updates of the queue; it is still sound.
    queue.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The worker: each question in turn, at the lowest priority the system gives (the tables' own work comes
/// first), until the shared work is dropped. Waiting for a question costs nothing: no wake-up while idle.
fn work_questions<T: Clone + Send + 'static>(inner: &Inner<T>) {
    let _ = thread_priority::set_current_thread_priority(thread_priority::ThreadPriority::Min);
    loop {
        let work = {
            let mut queue = lock(&inner.queue);
            loop {
                if queue.closed {
                    return;
                }
                match queue.waiting.pop_front() {
                    Some(question) if question.waiters.iter().any(Waiter::still_wanted) => {
                        let Question { key, work, waiters } = question;
                        queue.running = Some((key, waiters));
                        break work;
                    }
                    // Everyone who asked has gone: nothing to work out.
                    Some(_) => continue,
                    None => {
                        queue = inner
                            .ready
                            .wait(queue)
                            .unwrap_or_else(PoisonError::into_inner);
                    }
                }
            }
        };
        // A question that panics fails alone: its askers' channels close (they hear it failed), and the thread
        // goes on with the next.
        let answer = std::panic::catch_unwind(AssertUnwindSafe(work)).ok();
        let mut queue = lock(&inner.queue);
        let Some((key, waiters)) = queue.running.take() else {
            continue;
        };
        let Some(answer) = answer else {
            continue;
        };
        if let Some(key) = key {
            queue.answered.push_back((key, answer.clone()));
            if queue.answered.len() > ANSWERS_KEPT {
                queue.answered.pop_front();
            }
        }
        // Answered off the lock: an asker's delivery may ring its driver.
        drop(queue);
        for waiter in waiters {
            waiter.answer(answer.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    const PATIENCE: Duration = Duration::from_secs(10);

    /// Work that waits for `go`, then counts itself done and answers `answer`.
    fn counted(
        done: &Arc<AtomicUsize>,
        go: &Arc<Mutex<()>>,
        answer: u32,
    ) -> impl FnOnce() -> u32 + Send + 'static {
        let done = done.clone();
        let go = go.clone();
        move || {
            drop(go.lock());
            done.fetch_add(1, Ordering::SeqCst);
            answer
        }
    }

    /// Asks `key`'s question as [`counted`] work answering 1, and returns once the thread is working on it (it
    /// says so first), so that what is asked next waits behind it.
    fn taken_first(
        work: &SharedWork<u32>,
        key: Option<String>,
        (done, go): (&Arc<AtomicUsize>, &Arc<Mutex<()>>),
    ) -> Awaited<u32> {
        let (started, taken) = mpsc::channel();
        let counted = counted(done, go, 1);
        let awaited = work
            .ask(key, move || {
                let _ = started.send(());
                counted()
            })
            .expect("taken");
        taken
            .recv_timeout(PATIENCE)
            .expect("the thread takes the first question");
        awaited
    }

    #[test]
    fn a_question_asked_by_many_seats_is_worked_out_once_for_them_all() {
        let work = SharedWork::<u32>::default();
        let done = Arc::new(AtomicUsize::new(0));
        let go = Arc::new(Mutex::new(()));
        let held = go.lock().unwrap();
        let seats: Vec<Awaited<u32>> = (0..20)
            .map(|_| {
                work.ask(
                    Some("round 6, Ann's second roll".into()),
                    counted(&done, &go, 41),
                )
                .expect("taken")
            })
            .collect();
        drop(held);
        for seat in &seats {
            assert_eq!(seat.answer.recv_timeout(PATIENCE), Ok(41));
        }
        // Asked again a moment later: answered from what was kept.
        let late = work
            .ask(
                Some("round 6, Ann's second roll".into()),
                counted(&done, &go, 99),
            )
            .expect("taken");
        assert_eq!(late.answer.recv_timeout(PATIENCE), Ok(41));
        assert_eq!(done.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn past_the_questions_waiting_a_new_one_is_refused_and_a_known_one_still_answered() {
        let work = SharedWork::<u32>::default();
        let done = Arc::new(AtomicUsize::new(0));
        let go = Arc::new(Mutex::new(()));
        let held = go.lock().unwrap();
        // One question being worked out (held), and MOST_WAITING behind it.
        let mut asked = vec![taken_first(&work, Some("position 0".into()), (&done, &go))];
        for position in 1..=MOST_WAITING {
            let key = format!("position {position}");
            asked.push(work.ask(Some(key), counted(&done, &go, 1)).expect("taken"));
        }
        let refused = work.ask(Some("position 99".into()), counted(&done, &go, 2));
        assert_eq!(refused.err(), Some(Busy));
        // The same position as one waiting joins it rather than being refused.
        assert!(
            work.ask(Some("position 3".into()), counted(&done, &go, 3))
                .is_ok()
        );
        drop(held);
        for seat in &asked {
            assert_eq!(seat.answer.recv_timeout(PATIENCE), Ok(1));
        }
        assert_eq!(done.load(Ordering::SeqCst), MOST_WAITING + 1);
    }

    #[test]
    fn a_question_whose_askers_have_gone_is_not_worked_out() {
        let work = SharedWork::<u32>::default();
        let done = Arc::new(AtomicUsize::new(0));
        let go = Arc::new(Mutex::new(()));
        let held = go.lock().unwrap();
        let first = taken_first(&work, None, (&done, &go));
        // Three browsers ask and close before the thread is free.
        for _ in 0..3 {
            drop(work.ask(None, counted(&done, &go, 2)).expect("taken"));
        }
        let last = work.ask(None, counted(&done, &go, 3)).expect("taken");
        drop(held);
        assert_eq!(first.answer.recv_timeout(PATIENCE), Ok(1));
        assert_eq!(last.answer.recv_timeout(PATIENCE), Ok(3));
        assert_eq!(done.load(Ordering::SeqCst), 2);
    }

    #[test]
    fn a_question_that_fails_fails_alone() {
        let work = SharedWork::<u32>::default();
        let failed = work
            .ask(None, || panic!("a broken question"))
            .expect("taken");
        assert!(failed.answer.recv_timeout(PATIENCE).is_err());
        let next = work.ask(None, || 7).expect("taken");
        assert_eq!(next.answer.recv_timeout(PATIENCE), Ok(7));
    }
}
