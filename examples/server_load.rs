//! A load test of `sayzee serve` on loopback: N tables of two scripted players each (one WebSocket per
//! player), playing whole games again and again, saves on disk and durable as always. Prints the commands a
//! second, each command's round trip (p50, p90, p99, max: from sending it to hearing its events), and the
//! server's CPU and peak RSS.
//!
//! `cargo build --release && cargo run --release --example server_load -- [tables] [paced|closed] [seconds]
//! [browser-seats]` (2000 paced 30 0 by default). Paced: each player waits 1 to 3 s before each command, as
//! people do. Closed: each table's next command goes as soon as the last is answered. Browser seats are opened
//! at the page first and left at their first question for the whole run. It starts `target/release/sayzee serve` on a
//! free port with its data in a throwaway directory under `target/` (a real disk, not tmpfs; `SAYZEE_LOAD_DIR`
//! chooses another place), with its bounds raised for the run; the machine needs about 4 open files per table
//! (`ulimit -n`).

mod shared;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use rand::{RngExt, SeedableRng};
use sayzee::game::{Command, Event, MatchConfig, PlayerSpec, Skill};
use sayzee::net::protocol::{
    ClientMessage, PROTOCOL_VERSION, ServerMessage, decode_server, encode,
};
use sayzee::rules::Preset;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message as Frame;

type Sink = futures_util::stream::SplitSink<
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    Frame,
>;

/// One player's connection: frames out through the sink, messages in through a reader task.
struct Player {
    sink: Sink,
    heard: mpsc::UnboundedReceiver<ServerMessage>,
}

impl Player {
    async fn connect(address: &str, name: &str) -> Player {
        let (socket, _) =
            tokio_tungstenite::connect_async_with_config(format!("ws://{address}"), None, true)
                .await
                .expect("the server takes the connection");
        let (sink, mut frames) = socket.split();
        let (deliver, heard) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            while let Some(Ok(frame)) = frames.next().await {
                if let Frame::Text(text) = frame
                    && let Ok(message) = decode_server(text.as_str())
                    && deliver.send(message).is_err()
                {
                    return;
                }
            }
        });
        let mut player = Player { sink, heard };
        player
            .send(&ClientMessage::Hello {
                version: PROTOCOL_VERSION,
                name: name.into(),
            })
            .await;
        player
            .until(|m| matches!(m, ServerMessage::Welcome { .. }))
            .await;
        player
    }

    async fn send(&mut self, message: &ClientMessage) {
        self.sink
            .send(Frame::text(encode(message)))
            .await
            .expect("the server is up");
    }

    async fn until(&mut self, keep: impl Fn(&ServerMessage) -> bool) -> ServerMessage {
        loop {
            let message = self.heard.recv().await.expect("the server is up");
            if let ServerMessage::Error { code, .. } = &message {
                panic!("the server refused: {code:?}");
            }
            if keep(&message) {
                return message;
            }
        }
    }

    /// Drops what has arrived (the other player's moves), so nothing piles up.
    fn skim(&mut self) {
        while self.heard.try_recv().is_ok() {}
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Pace {
    Paced,
    Closed,
}

/// Round trips measured once every table is playing.
#[derive(Default)]
struct Tally {
    round_trips: Vec<Duration>,
}

/// Table `n`: Ann makes it, Bo joins, Ann starts; they play Advance, Advance, Advance each turn (roll, open the
/// chooser, mark) until the deadline, a new table after each game.
async fn table(
    n: usize,
    address: String,
    pace: Pace,
    ready: Arc<tokio::sync::Barrier>,
    measuring: Arc<Mutex<Option<Instant>>>,
    until: Arc<Mutex<Option<Instant>>>,
    tally: Arc<Mutex<Tally>>,
) {
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(n as u64);
    let mut players = [
        Player::connect(&address, "Ann").await,
        Player::connect(&address, "Bo").await,
    ];
    let mut game = 0;
    let mut waited = false;
    let mut round_trips = Vec::new();
    'games: loop {
        let name = format!("Table {n} game {game}");
        game += 1;
        players[0]
            .send(&ClientMessage::CreateTable {
                private: false,
                password: None,
                table: name.clone(),
                config: MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Ann")]),
                stand_in: Skill::Good,
            })
            .await;
        players[0]
            .until(|m| matches!(m, ServerMessage::Seated { .. }))
            .await;
        players[1]
            .send(&ClientMessage::JoinTable {
                password: None,
                table: name,
                names: vec!["Bo".into()],
            })
            .await;
        players[1]
            .until(|m| matches!(m, ServerMessage::Seated { .. }))
            .await;
        players[0].send(&ClientMessage::Start).await;
        players[0]
            .until(|m| matches!(m, ServerMessage::Started { .. }))
            .await;
        if !waited {
            waited = true;
            ready.wait().await;
        }
        let mut mover = 0;
        loop {
            let deadline = until.lock().unwrap().expect("set once all are ready");
            if Instant::now() >= deadline {
                break 'games;
            }
            if pace == Pace::Paced {
                let pause = rng.random_range(1000..3000);
                tokio::time::sleep(Duration::from_millis(pause)).await;
            }
            players[1 - mover].skim();
            let sent = Instant::now();
            players[mover]
                .send(&ClientMessage::Command {
                    seat: mover,
                    command: Command::Advance,
                })
                .await;
            let ServerMessage::Events { events, .. } = players[mover]
                .until(|m| matches!(m, ServerMessage::Events { seat, .. } if *seat == mover))
                .await
            else {
                unreachable!()
            };
            let took = sent.elapsed();
            let started = measuring.lock().unwrap().expect("set once all are ready");
            if sent >= started && Instant::now() < deadline {
                round_trips.push(took);
            }
            if events.iter().any(|e| matches!(e, Event::GameOver { .. })) {
                break;
            }
            if let Some(Event::TurnStarted { player, .. }) = events
                .iter()
                .find(|e| matches!(e, Event::TurnStarted { .. }))
            {
                mover = *player;
            }
        }
        for player in &mut players {
            player.send(&ClientMessage::Leave).await;
        }
    }
    tally.lock().unwrap().round_trips.extend(round_trips);
}

/// The server's CPU time so far (user and system), from /proc.
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after_name = stat.rsplit(')').next().unwrap_or_default();
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime are the 14th and 15th fields; after the name, the 12th and 13th.
    (ticks(11) + ticks(12)) / 100.0
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[at].as_secs_f64() * 1000.0
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let tables: usize = args.first().and_then(|n| n.parse().ok()).unwrap_or(2000);
    let pace = match args.get(1).map(String::as_str) {
        Some("closed") => Pace::Closed,
        _ => Pace::Paced,
    };
    let seconds: u64 = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(30);

    // SAYZEE_LOAD_DIR puts the server's data elsewhere (a tmpfs, to see what the disk costs).
    let under = std::env::var_os("SAYZEE_LOAD_DIR").map_or_else(
        || concat!(env!("CARGO_MANIFEST_DIR"), "/target").into(),
        std::path::PathBuf::from,
    );
    let scratch = tempfile::tempdir_in(under).unwrap();
    let (mut server, address, page) =
        shared::serve_unbounded_with_page(scratch.path(), &["--keep-finished", "0"]);
    let pid = server.id();
    // Browser seats open at the page through the whole run, left at their first question.
    let web_seats: usize = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(0);
    let idle_seats = shared::idle_page_seats(&page, web_seats);

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let (cpu, wall, tally) = runtime.block_on(async {
        let ready = Arc::new(tokio::sync::Barrier::new(tables + 1));
        let measuring = Arc::new(Mutex::new(None));
        let until = Arc::new(Mutex::new(None));
        let tally = Arc::new(Mutex::new(Tally::default()));
        let mut tasks = Vec::new();
        for n in 0..tables {
            tasks.push(tokio::spawn(table(
                n,
                address.clone(),
                pace,
                ready.clone(),
                measuring.clone(),
                until.clone(),
                tally.clone(),
            )));
            // Connections opened gently, as people arrive.
            if n % 50 == 49 {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        // Set before the barrier opens: the tables read them as soon as they pass it.
        let warm_up = if pace == Pace::Paced { 3 } else { 1 };
        let start = Instant::now() + Duration::from_secs(warm_up);
        *measuring.lock().unwrap() = Some(start);
        *until.lock().unwrap() = Some(start + Duration::from_secs(seconds));
        ready.wait().await;
        tokio::time::sleep_until(start.into()).await;
        let cpu_before = cpu_seconds(pid);
        tokio::time::sleep(Duration::from_secs(seconds)).await;
        let cpu = cpu_seconds(pid) - cpu_before;
        for task in tasks {
            let _ = task.await;
        }
        let tally = std::mem::take(&mut *tally.lock().unwrap());
        (cpu, seconds as f64, tally)
    });
    let mut times = tally.round_trips;
    times.sort_unstable();
    let mode = if pace == Pace::Paced {
        "paced"
    } else {
        "closed"
    };
    println!(
        "{tables} tables, {mode}, {seconds} s: {:.0} commands/s; round trip p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms; server CPU {:.0}%, peak RSS {:.0} MiB",
        times.len() as f64 / wall,
        percentile(&times, 0.5),
        percentile(&times, 0.9),
        percentile(&times, 0.99),
        percentile(&times, 1.0),
        cpu / wall * 100.0,
        shared::memory_mib(pid, "VmHWM"),
    );
    if web_seats > 0 {
        println!("(with {web_seats} browser seats open at the page)");
    }
    drop(idle_seats);
    let _ = server.kill();
    let _ = server.wait();
}
