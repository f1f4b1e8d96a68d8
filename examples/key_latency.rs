//! Key-to-printed-line latency with the game kept on disk, as a player meets it: `cargo run --release
//! --example key_latency [DIR] [--busy]`. Plays thousands of keys (state-changing ones that save, and read-only
//! ones) through the session with a real save file in DIR (a temporary directory by default) and prints the
//! median and 99th percentile of each kind. Target (issues 14 and 28): under 1 ms at the median, 5 ms at the
//! 99th percentile, also with `--busy`: the disk kept busy meanwhile by another thread that writes and syncs
//! 16 MB at a time in DIR, as a backup or a download would.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use sayzee::computer::Expert;
use sayzee::game::{DiceSource, Game, MatchConfig, PlayerSpec};
use sayzee::i18n::Localizer;
use sayzee::input::Action;
use sayzee::player::persistence::{DataAccess, Persistence};
use sayzee::player::session::{Driven, HomeSeat, SessionOptions};
use sayzee::player::voiced::{Voiced, VoicedParts};
use sayzee::rules::{Face, Preset, Ruleset};
use sayzee::sound::Sound;
use sayzee::speech::{Speaker, SpeechError, Urgency};
use sayzee::strategy::Advisor;

/// Prints every line, as the text output does, into nothing.
#[derive(Debug)]
struct Printed(std::io::Sink);

impl Speaker for Printed {
    fn speak(&mut self, text: &str, _urgency: Urgency) -> Result<(), SpeechError> {
        use std::io::Write;
        let _ = writeln!(self.0, "{text}");
        Ok(())
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        Ok(())
    }
}

fn percentile(times: &mut [Duration], p: f64) -> Duration {
    times.sort();
    times[((times.len() - 1) as f64 * p).round() as usize]
}

/// Writes and syncs 16 MB at a time in `dir` until `stop` is set.
fn keep_disk_busy(dir: &std::path::Path, stop: &AtomicBool) {
    use std::io::Write;
    let block = vec![0x5au8; 1 << 20];
    let path = dir.join("busy.bin");
    while !stop.load(Ordering::Relaxed) {
        let mut file = std::fs::File::create(&path).expect("a file to keep the disk busy");
        for _ in 0..16 {
            file.write_all(&block).expect("the disk takes 16 MB");
        }
        file.sync_all().expect("the disk syncs");
    }
    let _ = std::fs::remove_file(path);
}

/// Sets its flag when dropped: the busy writer stops however the keys end (a panic included).
struct StopOnDrop<'a>(&'a AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

fn main() {
    let temp = tempfile::tempdir().expect("a temporary directory");
    let args: Vec<String> = std::env::args().skip(1).collect();
    let busy = args.iter().any(|a| a == "--busy");
    let dir = args
        .iter()
        .find(|a| *a != "--busy")
        .map_or_else(|| temp.path().to_path_buf(), Into::into);
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        if busy {
            scope.spawn(|| keep_disk_busy(&dir, &stop));
            // Let the first writes reach the disk's queue before the keys begin.
            std::thread::sleep(Duration::from_millis(500));
        }
        let _stop = StopOnDrop(&stop);
        play_keys(&dir);
    });
}

fn play_keys(dir: &std::path::Path) {
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
    let (game, events) = Game::start(config, DiceSource::seeded(1)).expect("a game");
    let parts = VoicedParts {
        localizer: Localizer::for_locale("en-US"),
        speakers: vec![Box::new(Printed(std::io::sink()))],
        sound: Sound::off(),
        expert: Expert::ready(Advisor::heuristic(&Ruleset::preset(Preset::Yahtzee))),
        persistence: Some(Persistence::new(dir.to_path_buf(), DataAccess::Unguarded)),
        wire: None,
        opening: Default::default(),
    };
    let options = SessionOptions {
        driven: Driven::Lines,
        ..Default::default()
    };
    let files = parts.persistence.as_ref().map(Persistence::statistics_at);
    let seat = Box::new(HomeSeat::new(None, files));
    let mut session = Voiced::new(game, &events, parts, options, seat);
    session.action(Action::Advance);
    let (mut changing, mut reading) = (Vec::new(), Vec::new());
    for round in 0..2000 {
        let face = Face::ALL[round % 6];
        for (action, changes) in [
            (Action::Select(face), true),
            (Action::Unselect(face), true),
            (Action::SayScores, false),
            (Action::SayDice, false),
            (Action::CursorNext, false),
            (Action::Back, false),
        ] {
            let started = Instant::now();
            session.action(action);
            let elapsed = started.elapsed();
            if changes {
                changing.push(elapsed);
            } else {
                reading.push(elapsed);
            }
        }
    }
    for (kind, times) in [
        ("state-changing", &mut changing),
        ("read-only", &mut reading),
    ] {
        println!(
            "{kind}: {} keys, median {:?}, 99th percentile {:?}",
            times.len(),
            percentile(times, 0.5),
            percentile(times, 0.99)
        );
    }
}
