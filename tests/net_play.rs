//! Network play end to end: `sayzee serve` on 127.0.0.1 and real `sayzee join` processes in line mode, each in
//! its own language, typed to as a person would and listened to line by line. The test follows the table with a
//! spectator connection of its own, so it knows whose turn it is and what each client should have said.
//!
//! A whole yatzy game: Ann in English, Hans and Grete at one German keyboard, Marie watching in French, and a
//! computer; every transcript holds the same marks and ranking in its own language. Then the server killed
//! mid-game and started again, and a client killed mid-turn: the game ends as it would have without the kill.

mod common;

use common::server::Server;

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
const SEEDED: &[&str] = &["--seed", "2026"];

/// How long anything may take to be heard before the test gives up.
const PATIENCE: Duration = Duration::from_secs(120);

/// A `sayzee join` process in line mode: what it prints is gathered line by line.
struct Player {
    child: Child,
    input: Option<ChildStdin>,
    heard: Arc<Mutex<Vec<String>>>,
    locale: String,
    /// Lines before this one have been looked at by [`Player::hear`].
    read_to: usize,
}

impl Player {
    fn join(home: &Path, lang: &str, address: &str, flags: &[&str]) -> Player {
        let mut child = common::sayzee_in(home)
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

    fn type_line(&mut self, line: &str) {
        let input = self.input.as_mut().expect("input still open");
        writeln!(input, "{line}").unwrap();
        input.flush().unwrap();
    }

    /// Waits until a line containing `words` is heard after the last one found; fails the test otherwise.
    fn hear(&mut self, words: &str) {
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

    fn transcript(&self) -> Vec<String> {
        self.heard.lock().unwrap().clone()
    }

    /// Ends input, as closing the window would, and waits for the process.
    fn quit(mut self) -> Vec<String> {
        drop(self.input.take());
        let deadline = Instant::now() + PATIENCE;
        while self.child.try_wait().unwrap().is_none() {
            assert!(Instant::now() < deadline, "sayzee join did not end");
            std::thread::sleep(Duration::from_millis(20));
        }
        std::thread::sleep(Duration::from_millis(100));
        self.transcript()
    }

    /// SIGKILL, mid-game.
    fn kill(mut self) {
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
struct Watcher {
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
    state: Option<GameState>,
    /// Every event batch with the state it left, as a client narrates it.
    batches: Vec<(Vec<Event>, GameState)>,
}

impl Watcher {
    fn watch(address: &str, table: &str) -> Watcher {
        let (socket, _) = tungstenite::connect(format!("ws://{address}")).expect("connects");
        let mut watcher = Watcher {
            socket,
            state: None,
            batches: Vec::new(),
        };
        watcher.send(&ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: "Test".into(),
        });
        watcher.send(&ClientMessage::Spectate {
            table: table.into(),
        });
        watcher
    }

    fn send(&mut self, message: &ClientMessage) {
        self.socket.send(Frame::text(encode(message))).unwrap();
    }

    /// Reads the next message and follows it; false when the read timed out.
    fn step(&mut self) -> bool {
        let Ok(frame) = self.socket.read() else {
            return false;
        };
        let Frame::Text(text) = frame else {
            return true;
        };
        match decode_server(text.as_str()).expect("a server message") {
            ServerMessage::Watching { snapshot, .. } | ServerMessage::Started { snapshot } => {
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
    fn until(&mut self, done: impl Fn(&Watcher) -> bool) {
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

    fn state(&self) -> &GameState {
        self.state.as_ref().expect("watching")
    }

    /// Every die thrown so far, in order.
    fn throws(&self) -> Vec<Vec<u8>> {
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
    fn last_said(&self, locale: &str) -> Option<String> {
        let (events, state) = self.batches.last()?;
        let localizer = Localizer::for_locale(locale);
        events
            .iter()
            .flat_map(|e| sayzee::narration::narrate_event(state, e))
            .last()
            .map(|m| localizer.text(&m))
    }

    /// What a client in `locale` says for every mark and for the end, in order.
    fn marks_said(&self, locale: &str) -> Vec<String> {
        let localizer = Localizer::for_locale(locale);
        self.batches
            .iter()
            .flat_map(|(events, state)| {
                events
                    .iter()
                    .filter(|e| matches!(e, Event::Marked { .. } | Event::GameOver { .. }))
                    .flat_map(|e| sayzee::narration::narrate_event(state, e))
                    .map(|m| localizer.text(&m))
                    .collect::<Vec<_>>()
            })
            .collect()
    }
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
fn play_one_command(watcher: &mut Watcher, seats: &mut [(&[usize], &mut Player)]) -> bool {
    let Some(turn) = watcher.state().turn() else {
        return false;
    };
    let player = turn.player;
    if watcher.state().config().players[player].is_computer() {
        let before = watcher.batches.len();
        watcher.until(|w| w.batches.len() > before);
        return true;
    }
    let (_, client) = seats
        .iter_mut()
        .find(|(held, _)| held.contains(&player))
        .expect("every person's seat has a client");
    // A person answers what they heard: the client must have heard the table's latest move first.
    if let Some(last) = watcher.last_said(&client.locale) {
        client.hear(&last);
    }
    client.type_line("roll");
    let before = watcher.batches.len();
    watcher.until(|w| w.batches.len() > before);
    true
}

/// Every line of `said` appears in `transcript`, in order.
fn assert_heard_in_order(transcript: &[String], said: &[String], who: &str) {
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

fn home(root: &Path, name: &str) -> PathBuf {
    root.join(name)
}

#[test]
fn three_clients_in_three_languages_play_a_whole_game_with_a_computer() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let address = server.address.clone();
    let mut ann = Player::join(
        &home(root.path(), "ann"),
        "en-US",
        &address,
        &[
            "--name", "Ann", "--create", "--table", "Kitchen", "--rules", "yatzy", "--bot",
            "perfect",
        ],
    );
    ann.hear("Waiting for players");
    // Two people at one German keyboard: the second name is asked.
    let mut hans = Player::join(
        &home(root.path(), "hans"),
        "de",
        &address,
        &["--name", "Hans", "--seats", "2", "--table", "Kitchen"],
    );
    hans.hear("Spieler 2");
    hans.type_line("Grete");
    hans.hear("Warten, bis Ann das Spiel startet.");
    ann.hear("Hans has joined the table.");
    ann.hear("Grete has joined the table.");
    let mut marie = Player::join(
        &home(root.path(), "marie"),
        "fr",
        &address,
        &["--name", "Marie", "--spectate", "--table", "Kitchen"],
    );
    marie.hear("Vous regardez la table « Kitchen »");
    let mut watcher = Watcher::watch(&address, "Kitchen");
    watcher.until(|w| w.state.is_some());

    ann.type_line("start");
    for player in [&mut ann, &mut hans, &mut marie] {
        player.hear("Ann");
    }
    watcher.until(|w| w.state().turn().is_some() && w.batches.is_empty());
    // The spectator cannot act; a chat line reaches everyone, in each one's words.
    marie.type_line("roll");
    marie.hear("vous ne pouvez donc pas jouer");
    hans.type_line("chat Viel Glück!");
    ann.hear("Hans says: Viel Glück!");
    marie.hear("Hans dit : Viel Glück!");
    hans.hear("Hans sagt: Viel Glück!");

    // Seats: Ann 0, the computer 1, Hans 2 and Grete 3 (who joined after the table was made).
    let seats_of = |state: &GameState, name: &str| {
        state
            .config()
            .players
            .iter()
            .position(|p| p.name.as_str() == name)
            .unwrap()
    };
    watcher.until(|w| w.state.is_some());
    let (a, h, g) = (
        seats_of(watcher.state(), "Ann"),
        seats_of(watcher.state(), "Hans"),
        seats_of(watcher.state(), "Grete"),
    );
    {
        let (english, german) = ([a], [h, g]);
        let mut seats: Vec<(&[usize], &mut Player)> =
            vec![(&english, &mut ann), (&german, &mut hans)];
        while play_one_command(&mut watcher, &mut seats) {}
    }
    assert!(watcher.state().is_over(), "the game reached its end");
    for (player, locale) in [(&mut ann, "en-US"), (&mut hans, "de"), (&mut marie, "fr")] {
        let last = watcher.marks_said(locale).last().cloned().unwrap();
        player.hear(&last);
    }
    let heard = [
        ("Ann", "en-US", ann.quit()),
        ("Hans", "de", hans.quit()),
        ("Marie", "fr", marie.quit()),
    ];
    for (who, locale, transcript) in &heard {
        let said = watcher.marks_said(locale);
        assert!(said.len() >= 60, "every mark of four players is said");
        assert_heard_in_order(transcript, &said, who);
    }
}

/// Plays the script the test plays at table "Duo" (Ann and Bo, one client each) until `stop` says so.
fn play_duo_until(
    watcher: &mut Watcher,
    ann: &mut Player,
    bo: &mut Player,
    stop: impl Fn(&Watcher) -> bool,
) {
    while !stop(watcher) && watcher.state().turn().is_some() {
        let mut seats: Vec<(&[usize], &mut Player)> = vec![(&[ANN], &mut *ann), (&[BO], &mut *bo)];
        if !play_one_command(watcher, &mut seats) {
            break;
        }
    }
}

/// Ann's seat at "Duo"; the computer sits next, and Bo, who joined after the table was made, last.
const ANN: usize = 0;
const BO: usize = 2;

/// Ann makes "Duo" (with a perfect computer, whose play depends on nothing but the game) and Bo joins; the game starts. Returns the two players and the watcher.
fn duo(root: &Path, address: &str, tag: &str) -> (Player, Player, Watcher) {
    let mut ann = Player::join(
        &root.join(format!("ann-{tag}")),
        "en-US",
        address,
        &[
            "--name", "Ann", "--create", "--table", "Duo", "--rules", "yatzy", "--bot", "perfect",
        ],
    );
    ann.hear("Waiting for players");
    let mut bo = Player::join(
        &root.join(format!("bo-{tag}")),
        "sv",
        address,
        &["--name", "Bo", "--table", "Duo"],
    );
    bo.hear("Väntar på att Ann ska starta spelet.");
    let mut watcher = Watcher::watch(address, "Duo");
    watcher.until(|w| w.state.is_some());
    ann.type_line("start");
    ann.hear("The game begins.");
    watcher.until(|w| w.state().turn().is_some());
    (ann, bo, watcher)
}

#[test]
fn a_killed_server_comes_back_and_the_game_ends_as_it_would_have() {
    let root = tempfile::tempdir().unwrap();
    // The run without a kill, for comparison.
    let (reference_sheets, reference_throws) = {
        let server = Server::start(&root.path().join("reference"), "127.0.0.1:0", SEEDED);
        let (mut ann, mut bo, mut watcher) = duo(root.path(), &server.address, "reference");
        play_duo_until(&mut watcher, &mut ann, &mut bo, |_| false);
        assert!(watcher.state().is_over());
        (watcher.state().players().to_vec(), watcher.throws())
    };

    let data = root.path().join("killed");
    let mut server = Server::start(&data, "127.0.0.1:0", SEEDED);
    let address = server.address.clone();
    let (mut ann, mut bo, mut watcher) = duo(root.path(), &address, "killed");
    // Some rounds into the game: Bo's turn, after his first roll.
    play_duo_until(&mut watcher, &mut ann, &mut bo, |w| {
        w.throws().len() >= 20
            && w.state()
                .turn()
                .is_some_and(|t| t.player == BO && t.dice.is_some())
    });
    let before = watcher.state().clone();
    let throws_before = watcher.throws();
    server.kill();
    ann.hear("The connection to the server is lost.");
    bo.hear("Anslutningen till servern är borta.");
    let _server = Server::start(&data, &address, SEEDED);
    ann.hear("Reconnected. You are back at the table.");
    bo.hear("Ansluten igen. Du sitter vid bordet igen.");
    let mut watcher = {
        let mut watcher = Watcher::watch(&address, "Duo");
        watcher.until(|w| w.state.is_some());
        assert_eq!(
            watcher.state().players(),
            before.players(),
            "the same sheets after the restart"
        );
        assert_eq!(
            watcher.state().turn(),
            before.turn(),
            "the same turn and dice"
        );
        watcher.batches.clear();
        watcher
    };
    play_duo_until(&mut watcher, &mut ann, &mut bo, |_| false);
    assert!(watcher.state().is_over(), "the game ends after the restart");
    let mut throws = throws_before;
    throws.extend(watcher.throws());
    assert_eq!(
        throws, reference_throws,
        "the same dice as the run without the kill"
    );
    assert_eq!(
        watcher.state().players(),
        &reference_sheets[..],
        "the same sheets at the end"
    );
    ann.quit();
    bo.quit();
}

#[test]
fn a_client_killed_mid_turn_takes_its_seat_back_by_token() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let address = server.address.clone();
    let (mut ann, mut bo, mut watcher) = duo(root.path(), &address, "kill");
    // Ann plays her turn; Bo rolls once and is killed.
    play_duo_until(&mut watcher, &mut ann, &mut bo, |w| {
        w.state()
            .turn()
            .is_some_and(|t| t.player == BO && t.dice.is_some())
    });
    let dice = watcher.state().turn().unwrap().dice;
    bo.kill();
    ann.hear("Bo has left the table.");
    // Bo starts sayzee join again with the same files: it offers the seat, and Enter takes it.
    let mut bo = Player::join(
        &root.path().join("bo-kill"),
        "sv",
        &address,
        &["--name", "Bo"],
    );
    bo.hear("Du har en plats vid bordet ”Duo” som Bo. Ta tillbaka den?");
    bo.type_line("");
    bo.hear("Du sitter vid bordet ”Duo”.");
    bo.hear("Nu spelar Bo");
    ann.hear("Bo is back.");
    // The new client heard where play stands, not the moves before it came.
    watcher.batches.clear();
    watcher.until(|w| w.state().turn().is_some_and(|t| t.dice == dice));
    // The turn goes on where it stopped: the chooser opens and the box is marked.
    let mut seats: Vec<(&[usize], &mut Player)> = vec![(&[ANN], &mut ann), (&[BO], &mut bo)];
    play_one_command(&mut watcher, &mut seats);
    play_one_command(&mut watcher, &mut seats);
    watcher.until(|w| w.state().turn().is_some_and(|t| t.player == ANN));
    ann.quit();
    bo.quit();
}
