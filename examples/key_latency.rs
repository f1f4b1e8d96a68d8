//! Key-to-printed-line latency with the game kept on disk, as a player meets it: `cargo run --release
//! --example key_latency [DIR]`. Plays thousands of keys (state-changing ones that save, and read-only ones)
//! through the session with a real save file in DIR (a temporary directory by default) and prints the median
//! and 99th percentile of each kind. Target (issue 14): under 1 ms at the median, 5 ms at the 99th percentile.

use std::time::{Duration, Instant};

use sayzee::computer::Expert;
use sayzee::game::{DiceSource, Game, MatchConfig, PlayerSpec};
use sayzee::i18n::Localizer;
use sayzee::input::{Action, KeyMap};
use sayzee::player::persistence::{DataAccess, Persistence};
use sayzee::player::session::Session;
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

fn main() {
    let temp = tempfile::tempdir().expect("a temporary directory");
    let dir = std::env::args()
        .nth(1)
        .map_or_else(|| temp.path().to_path_buf(), Into::into);
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
    let (game, events) = Game::start(config, DiceSource::seeded(1)).expect("a game");
    let mut session = Session::new(
        game,
        &events,
        Localizer::for_locale("en-US"),
        KeyMap::default(),
        vec![Box::new(Printed(std::io::sink()))],
        None,
        Expert::ready(Advisor::heuristic(&Ruleset::preset(Preset::Yahtzee))),
        Sound::off(),
    );
    session.keep_on_disk(Persistence::new(dir, DataAccess::Unguarded));
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
