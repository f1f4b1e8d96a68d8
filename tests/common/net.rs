//! Network players for the tests: a `sayzee join` process in line mode whose every printed line is gathered, and
//! the test's own spectator connection that mirrors the table, so a test knows whose turn it is and what each
//! client should have said.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use sayzee::game::{Event, GameState};
use sayzee::i18n::Localizer;
use sayzee::net::protocol::{
    ClientMessage, PROTOCOL_VERSION, ServerMessage, decode_server, encode,
};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message as Frame, WebSocket};

/// Every server here seeds its tables' dice, so two runs of one script play the same game.
pub const SEEDED: &[&str] = &["--seed", "2026"];

/// How long anything may take to be heard before the test gives up.
pub const PATIENCE: Duration = Duration::from_secs(120);

/// A `sayzee join` process in line mode: what it prints is gathered line by line.
pub struct Player {
    child: Child,
    input: Option<ChildStdin>,
    heard: Arc<Mutex<Vec<String>>>,
    pub locale: String,
    /// Lines before this one have been looked at by [`Player::hear`].
    read_to: usize,
}

impl Player {
    pub fn join(home: &Path, lang: &str, address: &str, flags: &[&str]) -> Player {
        let mut child = super::sayzee_in(home)
            .args([
                "--lang",
                lang,
                "join",
                address,
                "--speech",
                "text",
                "--no-sound",
            ])
            .args(flags)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("sayzee join starts");
        let heard = Arc::new(Mutex::new(Vec::new()));
        for output in [
            Box::new(child.stdout.take().unwrap()) as Box<dyn std::io::Read + Send>,
            Box::new(child.stderr.take().unwrap()),
        ] {
            let heard = heard.clone();
            std::thread::spawn(move || {
                for line in BufReader::new(output).lines().map_while(Result::ok) {
                    heard.lock().unwrap().push(line);
                }
            });
        }
        Player {
            input: child.stdin.take(),
            child,
            heard,
            locale: lang.to_string(),
            read_to: 0,
        }
    }

    /// `name` makes table `table` with `rules`, a computer of level "good" to stand in for anyone who leaves, and
    /// `extra` flags; with no `--bot` among them, the question of computer players is answered with Enter (in
    /// English, the only language these hosts use). Returns once the maker is seated as the host.
    pub fn host(
        home: &Path,
        lang: &str,
        address: &str,
        name: &str,
        table: &str,
        rules: &str,
        extra: &[&str],
    ) -> Player {
        let flags = [
            &[
                "--name",
                name,
                "--create",
                "--table",
                table,
                "--rules",
                rules,
                "--stand-in",
                "good",
            ][..],
            extra,
        ]
        .concat();
        let mut host = Player::join(home, lang, address, &flags);
        if !extra.contains(&"--bot") {
            assert_eq!(
                lang, "en-US",
                "the computers question is answered in English"
            );
            host.hear("How many computer players");
            host.type_line("");
        }
        host
    }

    pub fn type_line(&mut self, line: &str) {
        let input = self.input.as_mut().expect("input still open");
        writeln!(input, "{line}").unwrap();
        input.flush().unwrap();
    }

    /// Waits until a line containing `words` is heard after the last one found; fails the test otherwise.
    pub fn hear(&mut self, words: &str) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let heard = self.heard.lock().unwrap().clone();
            if let Some(at) = heard[self.read_to..].iter().position(|l| l.contains(words)) {
                self.read_to += at + 1;
                return;
            }
            assert!(
                Instant::now() < deadline,
                "never heard {words:?}; heard:\n{}",
                heard.join("\n")
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    pub fn transcript(&self) -> Vec<String> {
        self.heard.lock().unwrap().clone()
    }

    /// Ends input, as closing the window would, and waits for the process.
    pub fn quit(mut self) -> Vec<String> {
        drop(self.input.take());
        let deadline = Instant::now() + PATIENCE;
        while self.child.try_wait().unwrap().is_none() {
            assert!(Instant::now() < deadline, "sayzee join did not end");
            std::thread::sleep(Duration::from_millis(20));
        }
        std::thread::sleep(Duration::from_millis(100));
        self.transcript()
    }

    /// Waits for the process to end by itself, its input still open: its exit status and all it said.
    pub fn ends_by_itself(mut self) -> (std::process::ExitStatus, Vec<String>) {
        let deadline = Instant::now() + PATIENCE;
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(
                Instant::now() < deadline,
                "sayzee join did not end by itself"
            );
            std::thread::sleep(Duration::from_millis(20));
        };
        std::thread::sleep(Duration::from_millis(100));
        (status, self.transcript())
    }

    /// SIGKILL, mid-game.
    pub fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The test's own spectator: a mirror of the table and every event batch, in order.
pub struct Watcher {
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
    pub state: Option<GameState>,
    /// Whether the game has begun (a table waiting for people already has a state with a turn in it).
    pub started: bool,
    /// Every event batch with the state it left, as a client narrates it.
    pub batches: Vec<(Vec<Event>, GameState)>,
}

impl Watcher {
    pub fn watch(address: &str, table: &str) -> Watcher {
        let (socket, _) = tungstenite::connect(format!("ws://{address}")).expect("connects");
        let mut watcher = Watcher {
            socket,
            state: None,
            started: false,
            batches: Vec::new(),
        };
        watcher.send(&ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: "Test".into(),
        });
        watcher.send(&ClientMessage::Spectate {
            password: None,
            table: table.into(),
            name: None,
        });
        watcher
    }

    pub fn send(&mut self, message: &ClientMessage) {
        self.socket.send(Frame::text(encode(message))).unwrap();
    }

    /// Reads the next message and follows it; false when the read timed out.
    pub fn step(&mut self) -> bool {
        let Ok(frame) = self.socket.read() else {
            return false;
        };
        let Frame::Text(text) = frame else {
            return true;
        };
        match decode_server(text.as_str()).expect("a server message") {
            ServerMessage::Watching { snapshot, .. } | ServerMessage::Started { snapshot } => {
                self.started = snapshot.started;
                self.state = Some(snapshot.state);
            }
            ServerMessage::Events { events, .. } => {
                let state = self.state.as_mut().expect("a snapshot came first");
                for event in &events {
                    state.apply(event);
                }
                self.batches.push((events, state.clone()));
            }
            _ => {}
        }
        true
    }

    /// Follows the table until `done` says so.
    pub fn until(&mut self, done: impl Fn(&Watcher) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        self.socket
            .get_mut()
            .as_tcp()
            .set_read_timeout(Some(Duration::from_millis(200)))
            .unwrap();
        while !done(self) {
            assert!(
                Instant::now() < deadline,
                "the table never got there: {} batches, turn {:?}",
                self.batches.len(),
                self.state.as_ref().map(|s| s.turn().cloned())
            );
            self.step();
        }
    }

    pub fn state(&self) -> &GameState {
        self.state.as_ref().expect("watching")
    }

    /// Every die thrown so far, in order.
    pub fn throws(&self) -> Vec<Vec<u8>> {
        self.batches
            .iter()
            .flat_map(|(events, _)| events.iter())
            .filter_map(|event| match event {
                Event::Rolled { thrown, .. } => Some(thrown.iter().map(|f| f.value()).collect()),
                _ => None,
            })
            .collect()
    }

    /// The last line a client in `locale` says for the latest move.
    pub fn last_said(&self, locale: &str, here: &[usize]) -> Option<String> {
        let (events, state) = self.batches.last()?;
        let localizer = Localizer::for_locale(locale);
        events
            .iter()
            .flat_map(|e| heard(state, e, here))
            .last()
            .map(|m| localizer.text(&m))
    }

    /// What a client in `locale` playing the seats `here` says for every mark and for the end, in order.
    pub fn marks_said(&self, locale: &str, here: &[usize]) -> Vec<String> {
        let localizer = Localizer::for_locale(locale);
        self.batches
            .iter()
            .flat_map(|(events, state)| {
                events
                    .iter()
                    .filter(|e| matches!(e, Event::Marked { .. } | Event::GameOver { .. }))
                    .flat_map(|e| heard(state, e, here))
                    .map(|m| localizer.text(&m))
                    .collect::<Vec<_>>()
            })
            .collect()
    }
}

/// What a client playing the seats `here` says of `event`, in full.
fn heard(state: &GameState, event: &Event, here: &[usize]) -> Vec<sayzee::i18n::Message> {
    sayzee::narration::narrate_event_heard(state, event, &|seat| here.contains(&seat))
}

trait AsTcp {
    fn as_tcp(&self) -> &TcpStream;
}

impl AsTcp for MaybeTlsStream<TcpStream> {
    fn as_tcp(&self) -> &TcpStream {
        match self {
            MaybeTlsStream::Plain(stream) => stream,
            _ => unreachable!("no TLS here"),
        }
    }
}

/// Plays the person whose turn it is: Enter three times (roll, open the chooser, mark the box under the
/// cursor), each time waiting for the table to move. Returns false when the game is over.
pub fn play_one_command(watcher: &mut Watcher, seats: &mut [(&[usize], &mut Player)]) -> bool {
    let Some(turn) = watcher.state().turn() else {
        return false;
    };
    let player = turn.player;
    if watcher.state().config().players[player].is_computer() {
        let before = watcher.batches.len();
        watcher.until(|w| w.batches.len() > before);
        return true;
    }
    // A seat nobody here plays (its person left, and a computer plays it) is waited for like a computer's.
    let Some((held, client)) = seats.iter_mut().find(|(held, _)| held.contains(&player)) else {
        let before = watcher.batches.len();
        watcher.until(|w| w.batches.len() > before);
        return true;
    };
    // A person answers what they heard: the client must have heard the table's latest move first.
    if let Some(last) = watcher.last_said(&client.locale, held) {
        client.hear(&last);
    }
    client.type_line("roll");
    let before = watcher.batches.len();
    watcher.until(|w| w.batches.len() > before);
    true
}

/// Every line of `said` appears in `transcript`, in order.
pub fn assert_heard_in_order(transcript: &[String], said: &[String], who: &str) {
    let mut from = 0;
    for line in said {
        match transcript[from..]
            .iter()
            .position(|l| l.contains(line.as_str()))
        {
            Some(at) => from += at + 1,
            None => panic!(
                "{who} never heard {line:?} after line {from}; heard:\n{}",
                transcript.join("\n")
            ),
        }
    }
}

pub fn home(root: &Path, name: &str) -> PathBuf {
    root.join(name)
}

/// A server with seeded dice, and Élodie at her own keyboard in French hosting table "Soirée" (Yahtzee, with a
/// computer of level "good"), once she is seated as the host.
pub fn elodie_hosts_soiree(root: &Path) -> (super::server::Server, Player) {
    let server = super::server::Server::start(&root.join("server"), "127.0.0.1:0", SEEDED);
    let mut elodie = Player::host(
        &home(root, "elodie"),
        "fr",
        &server.address,
        "Élodie",
        "Soirée",
        "yahtzee",
        &["--bot", "good"],
    );
    elodie.hear("Vous êtes l’hôte.");
    (server, elodie)
}
