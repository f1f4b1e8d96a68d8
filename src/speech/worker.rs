//! The speech thread: the only place that talks to a speech service. The game hands it what to say through a
//! small bounded queue and never waits for it, so a daemon that hangs, answers slowly or is stopped costs the
//! player the voice and nothing else.
//!
//! Connecting, losing the connection and finding it again all happen here. What the player must be told about
//! it (found, lost, back) is left as [`SpeechNotice`]s for the game to take and say on the printed line.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::connection::{Chosen, Connect, LONGEST_RETRY, SpeechNotice};
use super::{RateSupport, Speaker, SpeechChoice, SpeechError, Urgency};

/// Messages waiting beyond this are dropped, oldest first: a voice far behind the game helps nobody.
pub const MOST_WAITING: usize = 32;

/// Messages the voice could not say, kept for printing under `--quiet-text`; the oldest go first.
const MOST_MISSED: usize = 64;

/// One thing for the speech service to do.
#[derive(Debug)]
pub enum Request {
    /// A message, and whether the game printed it already (then it is never printed again).
    Say(String, Urgency, bool),
    Stop,
    Language(String),
    /// A new speech rate, -100 to 100, kept for later connections too.
    Rate(i8),
}

/// Whether the voice is speaking, from the game's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    /// The first connection is being made.
    Connecting,
    /// A connection is open and answered last time.
    Speaking,
    /// No connection: the printed lines carry the game.
    Silent,
}

/// What the game and the speech thread share, behind one lock that is never held during I/O.
#[derive(Debug)]
pub struct Mailbox {
    pub requests: VecDeque<Request>,
    /// The game is leaving: say what is queued, try nothing new, then end.
    pub closing: bool,
    /// The thread is carrying out a request it took from the queue.
    pub busy: bool,
    pub link: Link,
    pub notices: Vec<SpeechNotice>,
    /// Messages that were never said nor printed, for the game to print once the voice is lost.
    pub missed: VecDeque<String>,
    pub keep_missed: bool,
    /// The thread has ended.
    pub finished: bool,
    /// What the open connection said when its rate was last set; none before that.
    pub rate_support: Option<RateSupport>,
}

/// The mailbox, with a signal for each side: `work` wakes the thread, `changed` wakes whoever waits on it.
#[derive(Debug)]
pub struct Shared {
    mailbox: Mutex<Mailbox>,
    work: Condvar,
    changed: Condvar,
}

impl Shared {
    pub fn new(keep_missed: bool) -> Shared {
        Shared {
            mailbox: Mutex::new(Mailbox {
                requests: VecDeque::new(),
                closing: false,
                busy: false,
                link: Link::Connecting,
                notices: Vec::new(),
                missed: VecDeque::new(),
                keep_missed,
                finished: false,
                rate_support: None,
            }),
            work: Condvar::new(),
            changed: Condvar::new(),
        }
    }

    /// The mailbox; a thread that panicked while holding it left nothing worth refusing.
    pub fn lock(&self) -> MutexGuard<'_, Mailbox> {
        self.mailbox
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Hands `request` to the thread without waiting: a message that interrupts, and a stop, clear the
    /// messages still waiting (they would be cut off anyway); queued messages keep their order, and the
    /// oldest is dropped when too many wait.
    pub fn send(&self, request: Request) {
        let mut mailbox = self.lock();
        match &request {
            Request::Say(_, urgency, _) if urgency.cuts_off() => cut_waiting(&mut mailbox),
            Request::Stop => cut_waiting(&mut mailbox),
            Request::Say(..) => {
                let waiting = mailbox
                    .requests
                    .iter()
                    .filter(|waiting| matches!(waiting, Request::Say(..)))
                    .count();
                if waiting >= MOST_WAITING
                    && let Some(oldest) = mailbox
                        .requests
                        .iter()
                        .position(|waiting| matches!(waiting, Request::Say(..)))
                    && let Some(Request::Say(text, _, printed)) = mailbox.requests.remove(oldest)
                {
                    miss(&mut mailbox, text, printed);
                }
            }
            Request::Language(_) => {
                // Only the latest language matters.
                mailbox
                    .requests
                    .retain(|waiting| !matches!(waiting, Request::Language(_)));
            }
            Request::Rate(_) => {
                // Only the latest rate matters: a key held down sets it once, not once a press.
                mailbox
                    .requests
                    .retain(|waiting| !matches!(waiting, Request::Rate(_)));
            }
        }
        mailbox.requests.push_back(request);
        drop(mailbox);
        self.work.notify_one();
    }

    /// Asks the thread to say what is queued and end.
    pub fn close(&self) {
        self.lock().closing = true;
        self.work.notify_one();
    }

    /// Waits until `done` holds for the mailbox, or `limit` has passed; says whether it held.
    pub fn wait_until(&self, limit: Duration, done: impl Fn(&Mailbox) -> bool) -> bool {
        let deadline = Instant::now() + limit;
        let mut mailbox = self.lock();
        while !done(&mailbox) {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            mailbox = self
                .changed
                .wait_timeout(mailbox, left)
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .0;
        }
        true
    }

    fn update(&self, change: impl FnOnce(&mut Mailbox)) {
        change(&mut self.lock());
        self.changed.notify_all();
    }
}

/// Clears the messages still waiting, for a message that cuts them off or a stop. Cut off before the voice said
/// them, they are printed after all should the voice turn out lost.
fn cut_waiting(mailbox: &mut Mailbox) {
    let cut: Vec<Request> = mailbox.requests.drain(..).collect();
    for waiting in cut {
        match waiting {
            Request::Say(text, _, printed) => miss(mailbox, text, printed),
            setting => mailbox.requests.push_back(setting),
        }
    }
}

/// Keeps a message the voice did not say, for printing once the voice is known to be lost; a message the voice
/// says afterwards makes them moot.
fn miss(mailbox: &mut Mailbox, text: String, printed: bool) {
    if mailbox.keep_missed && !printed {
        mailbox.missed.push_back(text);
        while mailbox.missed.len() > MOST_MISSED {
            mailbox.missed.pop_front();
        }
    }
}

/// How the speech thread starts and retries.
pub struct Plan {
    pub connect: Connect,
    pub backend: SpeechChoice,
    pub chosen: Chosen,
    pub language: Option<String>,
    pub first_retry: Duration,
}

/// The speech thread's own state: the connection and when to try again.
struct Worker {
    shared: Arc<Shared>,
    plan: Plan,
    speech: Option<Box<dyn Speaker>>,
    retry_pause: Duration,
    /// When a lost connection may be tried again; none while speaking or when never to retry.
    retry_at: Option<Instant>,
    /// The rate the player chose in play, for every later connection too; none keeps the first one's.
    rate: Option<i8>,
}

/// Starts the speech thread; it connects at once.
///
/// # Errors
/// When the system cannot start a thread.
pub fn spawn(shared: Arc<Shared>, plan: Plan) -> std::io::Result<()> {
    std::thread::Builder::new()
        .name("sayzee-speech".into())
        .spawn(move || {
            // Made here: a connection never leaves the thread that made it (some system voices must not).
            let worker = Worker {
                retry_pause: plan.first_retry,
                shared,
                plan,
                speech: None,
                retry_at: None,
                rate: None,
            };
            worker.run();
        })
        .map(|_| ())
}

impl Worker {
    fn run(mut self) {
        self.start();
        while let Some(request) = self.next_request() {
            self.carry_out(request);
            self.shared.update(|mailbox| mailbox.busy = false);
        }
        // Dropping the connection here; what the daemon already has, it still says.
        self.speech = None;
        self.shared.update(|mailbox| mailbox.finished = true);
    }

    /// The first connection, and what to tell the player about it.
    fn start(&mut self) {
        let found = self.connect();
        let backend = self.plan.backend;
        let notice = match (found, self.plan.chosen) {
            (true, Chosen::Automatically) => Some(SpeechNotice::Found(backend)),
            (true, Chosen::ByName) => None,
            // Nothing answered at the start of an automatic choice: text for this game, no retries.
            (false, Chosen::Automatically) => Some(SpeechNotice::TextOnly),
            (false, Chosen::ByName) => {
                self.retry_at = Some(Instant::now() + self.retry_pause);
                Some(SpeechNotice::Unreachable(backend))
            }
        };
        let link = self.link();
        self.shared.update(|mailbox| {
            mailbox.link = link;
            mailbox.notices.extend(notice);
        });
    }

    fn link(&self) -> Link {
        if self.speech.is_some() {
            Link::Speaking
        } else {
            Link::Silent
        }
    }

    /// Waits for the next request; none once the game is leaving and nothing is left to say.
    fn next_request(&self) -> Option<Request> {
        let mut mailbox = self.shared.lock();
        loop {
            if let Some(request) = mailbox.requests.pop_front() {
                mailbox.busy = true;
                return Some(request);
            }
            if mailbox.closing {
                return None;
            }
            mailbox = self
                .shared
                .work
                .wait(mailbox)
                .unwrap_or_else(std::sync::PoisonError::into_inner);
        }
    }

    fn carry_out(&mut self, request: Request) {
        match request {
            Request::Say(text, urgency, printed) => {
                // Only the player's own key press tries again, and never while the game is leaving.
                if urgency.cuts_off() {
                    self.maybe_reconnect();
                }
                let Some(speech) = self.speech.as_mut() else {
                    self.shared.update(|mailbox| miss(mailbox, text, printed));
                    return;
                };
                if speech.speak(&text, urgency).is_ok() {
                    self.shared.update(|mailbox| mailbox.missed.clear());
                } else {
                    self.lose();
                    self.shared.update(|mailbox| miss(mailbox, text, printed));
                }
            }
            Request::Stop => {
                if let Some(speech) = self.speech.as_mut() {
                    let outcome = speech.stop();
                    self.check(outcome);
                }
            }
            Request::Rate(rate) => {
                self.rate = Some(rate);
                self.apply_rate();
            }
            Request::Language(locale) => {
                if let Some(speech) = self.speech.as_mut() {
                    let outcome = speech.set_language(&locale);
                    self.check(outcome);
                }
                self.plan.language = Some(locale);
            }
        }
    }

    /// Makes a connection and sets its language; says whether it is speaking now.
    fn connect(&mut self) -> bool {
        let Ok(mut speech) = (self.plan.connect)() else {
            return false;
        };
        if let Some(language) = &self.plan.language
            && let Err(SpeechError::Disconnected(_)) = speech.set_language(language)
        {
            // Gone before it said anything: as if the connection had failed.
            return false;
        }
        let mut support = speech.rate_support();
        if let Some(rate) = self.rate {
            match speech.set_rate(rate) {
                Ok(set) => support = set,
                // Gone before it said anything: a failed connection, not a lost one (which would be said).
                Err(SpeechError::Disconnected(_)) => return false,
                Err(_) => {}
            }
        }
        self.shared
            .update(|mailbox| mailbox.rate_support = Some(support));
        self.speech = Some(speech);
        self.retry_at = None;
        self.retry_pause = self.plan.first_retry;
        true
    }

    /// Tries the connection again when one is due.
    fn maybe_reconnect(&mut self) {
        let due = self.retry_at.is_some_and(|at| Instant::now() >= at);
        if self.speech.is_some() || !due || self.shared.lock().closing {
            return;
        }
        if self.connect() {
            self.shared.update(|mailbox| {
                mailbox.link = Link::Speaking;
                mailbox.notices.push(SpeechNotice::Back);
            });
        } else {
            self.retry_pause = (self.retry_pause * 2).min(LONGEST_RETRY);
            self.retry_at = Some(Instant::now() + self.retry_pause);
        }
    }

    /// Speech failed: drop it, tell the player once, and plan the next attempt.
    fn lose(&mut self) {
        if self.speech.take().is_some() {
            self.shared.update(|mailbox| {
                mailbox.link = Link::Silent;
                mailbox.notices.push(SpeechNotice::Lost);
            });
        }
        self.retry_pause = self.plan.first_retry;
        self.retry_at = Some(Instant::now() + self.retry_pause);
    }

    /// Only a broken connection loses it; a refusal (a language the synthesizer lacks) leaves it speaking.
    /// Sets the chosen rate on the connection, if both are there, and tells the game what it had to set.
    fn apply_rate(&mut self) {
        let (Some(rate), Some(speech)) = (self.rate, self.speech.as_mut()) else {
            return;
        };
        match speech.set_rate(rate) {
            Ok(support) => self
                .shared
                .update(|mailbox| mailbox.rate_support = Some(support)),
            Err(error) => self.check(Err(error)),
        }
    }

    fn check(&mut self, outcome: Result<(), SpeechError>) {
        if let Err(SpeechError::Disconnected(_)) = outcome {
            self.lose();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn waiting(shared: &Shared) -> Vec<String> {
        shared
            .lock()
            .requests
            .iter()
            .map(|request| match request {
                Request::Say(text, urgency, _) if urgency.cuts_off() => format!("interrupt {text}"),
                Request::Say(text, _, _) => format!("queue {text}"),
                Request::Stop => "stop".to_string(),
                Request::Language(locale) => format!("language {locale}"),
                Request::Rate(rate) => format!("rate {rate}"),
            })
            .collect()
    }

    #[test]
    fn an_interruption_clears_what_waits_but_the_language_stays() {
        let shared = Shared::new(false);
        shared.send(Request::Say("one".into(), Urgency::Queue, false));
        shared.send(Request::Language("fr".into()));
        shared.send(Request::Say("two".into(), Urgency::Queue, false));
        shared.send(Request::Language("de".into()));
        assert_eq!(waiting(&shared), ["queue one", "queue two", "language de"]);
        shared.send(Request::Say("key".into(), Urgency::Interrupt, false));
        shared.send(Request::Say("after".into(), Urgency::Queue, false));
        assert_eq!(
            waiting(&shared),
            ["language de", "interrupt key", "queue after"]
        );
        shared.send(Request::Stop);
        assert_eq!(waiting(&shared), ["language de", "stop"]);
    }

    #[test]
    fn queued_messages_keep_their_order_and_the_oldest_go_when_too_many_wait() {
        let shared = Shared::new(true);
        shared.send(Request::Say("key".into(), Urgency::Interrupt, false));
        for move_number in 0..MOST_WAITING + 5 {
            shared.send(Request::Say(
                format!("move {move_number}"),
                Urgency::Queue,
                false,
            ));
        }
        let expected: Vec<String> = (5..MOST_WAITING + 5)
            .map(|n| format!("queue move {n}"))
            .collect();
        assert_eq!(waiting(&shared), expected, "order kept, the oldest dropped");
        let missed: Vec<String> = shared.lock().missed.iter().cloned().collect();
        assert_eq!(
            missed,
            ["key", "move 0", "move 1", "move 2", "move 3", "move 4"],
            "kept for printing under --quiet-text"
        );
    }
}
