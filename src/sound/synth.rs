//! The cues' recipes: every sound sayzee plays is synthesised here from tones, noise and envelopes, so the files
//! in `sounds/` are original and anyone can make them again (`cargo run --example make_sounds`).
//!
//! Only +, -, *, / and rounding are used (sine and exp are computed here, not by the platform's maths
//! library), so the same samples come out on every machine and a test can compare them with the committed files.

use super::Cue;
use super::wav::Pcm;

/// Samples per second of every cue: plenty for clicks and tones, and it keeps the files small.
pub const SAMPLE_RATE: u32 = 22_050;

/// Peak level of every cue after normalising: -1 dBFS, as a fraction of full scale.
pub const PEAK: f64 = 0.891_250_938_133_745_5;

/// The cue's audio, normalised to [`PEAK`].
pub fn render(cue: Cue) -> Pcm {
    let mut sound = Sound::new(cue_seconds(cue));
    match cue {
        Cue::Dice => dice(&mut sound),
        Cue::Select => {
            sound.tone(
                0.0,
                0.05,
                2_100.0,
                1.0,
                0.001,
                0.010,
                &[(1.0, 1.0), (2.7, 0.3)],
            );
            sound.noise(0.0, 0.01, 0.5, 0.002, 0.6);
        }
        Cue::Keep => {
            sound.tone(
                0.0,
                0.07,
                950.0,
                1.0,
                0.001,
                0.014,
                &[(1.0, 1.0), (2.0, 0.25)],
            );
            sound.noise(0.0, 0.01, 0.3, 0.002, 0.3);
        }
        Cue::Mark => {
            let bell = [(1.0, 1.0), (2.0, 0.4), (3.0, 0.15)];
            sound.tone(0.0, 0.15, 784.0, 0.8, 0.004, 0.06, &bell);
            sound.tone(0.08, 0.25, 1_046.5, 1.0, 0.004, 0.08, &bell);
        }
        Cue::Bonus => {
            let bell = [(1.0, 1.0), (2.0, 0.5), (3.0, 0.2), (4.0, 0.1)];
            for (i, freq) in [523.25, 659.25, 783.99, 1_046.5].into_iter().enumerate() {
                let start = 0.09 * i as f64;
                sound.tone(start, 0.75 - start, freq, 1.0, 0.003, 0.16, &bell);
            }
        }
        Cue::Yahtzee => fanfare(&mut sound),
        Cue::YourTurn => {
            let marimba = [(1.0, 1.0), (4.0, 0.25)];
            sound.tone(0.0, 0.2, 659.25, 0.9, 0.003, 0.07, &marimba);
            sound.tone(0.12, 0.3, 880.0, 1.0, 0.003, 0.09, &marimba);
        }
        Cue::OtherTurn => {
            sound.tone(0.0, 0.3, 440.0, 1.0, 0.006, 0.08, &[(1.0, 1.0), (2.0, 0.1)]);
        }
        Cue::Error => {
            let buzz = [
                (1.0, 1.0),
                (3.0, 0.33),
                (5.0, 0.2),
                (7.0, 0.14),
                (9.0, 0.11),
            ];
            sound.tone(0.0, 0.11, 196.0, 1.0, 0.004, 0.2, &buzz);
            sound.tone(0.15, 0.14, 185.0, 1.0, 0.004, 0.2, &buzz);
        }
        Cue::GameOver => {
            let horn = [(1.0, 1.0), (2.0, 0.45), (3.0, 0.25), (4.0, 0.12)];
            for (i, freq) in [783.99, 659.25, 587.33].into_iter().enumerate() {
                sound.tone(0.17 * i as f64, 0.2, freq, 0.8, 0.01, 0.12, &horn);
            }
            for freq in [261.63, 329.63, 392.0, 523.25] {
                sound.tone(0.51, 0.86, freq, 0.7, 0.02, 0.35, &horn);
            }
        }
        Cue::Chat => {
            // Two soft rising plucks, like a message tone: nothing in the game sounds like it.
            let pluck = [(1.0, 1.0), (3.0, 0.12)];
            sound.tone(0.0, 0.12, 1_174.66, 0.7, 0.002, 0.04, &pluck);
            sound.tone(0.1, 0.16, 1_567.98, 0.8, 0.002, 0.05, &pluck);
        }
    }
    sound.finish()
}

/// How long each cue lasts; all under 1.5 s.
fn cue_seconds(cue: Cue) -> f64 {
    match cue {
        Cue::Dice => 0.72,
        Cue::Select => 0.05,
        Cue::Keep => 0.07,
        Cue::Mark => 0.33,
        Cue::Bonus => 0.75,
        Cue::Yahtzee => 1.4,
        Cue::YourTurn => 0.42,
        Cue::OtherTurn => 0.3,
        Cue::Error => 0.3,
        Cue::GameOver => 1.38,
        Cue::Chat => 0.26,
    }
}

/// A handful of dice shaken in a cup (short bright clicks at uneven times), then landing on the table (three
/// low thuds with a click each).
fn dice(sound: &mut Sound) {
    let mut random = Random(0x5eed_d1ce);
    let mut at = 0.0;
    for _ in 0..16 {
        at += 0.012 + 0.03 * random.unit();
        let pitch = 2_400.0 + 1_800.0 * random.unit();
        let loudness = 0.25 + 0.35 * random.unit();
        sound.tone(
            at,
            0.025,
            pitch,
            loudness,
            0.0005,
            0.004,
            &[(1.0, 1.0), (1.6, 0.5)],
        );
        sound.noise(at, 0.02, loudness, 0.003, 0.7);
    }
    for (i, landing) in [0.5, 0.565, 0.61].into_iter().enumerate() {
        let loudness = 1.0 - 0.25 * i as f64;
        sound.tone(
            landing,
            0.1,
            140.0,
            loudness,
            0.001,
            0.028,
            &[(1.0, 1.0), (2.3, 0.4)],
        );
        sound.noise(landing, 0.05, 0.7 * loudness, 0.012, 0.2);
        sound.tone(
            landing,
            0.02,
            3_100.0,
            0.3 * loudness,
            0.0005,
            0.004,
            &[(1.0, 1.0)],
        );
    }
}

/// Brass-like rising arpeggio and a held major chord.
fn fanfare(sound: &mut Sound) {
    let brass = [
        (1.0, 1.0),
        (2.0, 0.7),
        (3.0, 0.5),
        (4.0, 0.3),
        (5.0, 0.2),
        (6.0, 0.1),
    ];
    for (i, freq) in [392.0, 523.25, 659.25].into_iter().enumerate() {
        sound.tone(0.11 * i as f64, 0.1, freq, 0.8, 0.012, 0.3, &brass);
    }
    sound.tone(0.33, 0.16, 783.99, 0.9, 0.012, 0.3, &brass);
    for freq in [523.25, 659.25, 783.99, 1_046.5] {
        sound.tone(0.5, 0.9, freq, 0.6, 0.02, 0.45, &brass);
    }
}

/// A buffer being mixed, in floating point, before normalising.
struct Sound {
    mix: Vec<f64>,
}

impl Sound {
    fn new(seconds: f64) -> Sound {
        Sound {
            mix: vec![0.0; (seconds * f64::from(SAMPLE_RATE)).round() as usize],
        }
    }

    /// Adds a note: harmonics `(frequency multiple, amplitude)` of `freq`, a linear attack and an exponential
    /// decay with time constant `decay`, ended by a short fade so it never clicks.
    #[allow(clippy::too_many_arguments)]
    fn tone(
        &mut self,
        start: f64,
        length: f64,
        freq: f64,
        loudness: f64,
        attack: f64,
        decay: f64,
        harmonics: &[(f64, f64)],
    ) {
        let rate = f64::from(SAMPLE_RATE);
        let first = (start * rate).round() as usize;
        let count = (length * rate).round() as usize;
        for n in 0..count {
            let Some(slot) = self.mix.get_mut(first + n) else {
                break;
            };
            let t = n as f64 / rate;
            let envelope = envelope(t, length, attack, decay);
            let wave: f64 = harmonics
                .iter()
                .filter(|(multiple, _)| freq * multiple < rate / 2.0)
                .map(|(multiple, amplitude)| amplitude * sine(freq * multiple * t))
                .sum();
            *slot += loudness * envelope * wave;
        }
    }

    /// Adds white noise smoothed by a one-pole low-pass (`smoothing` 0 to 1; 1 leaves it bright).
    fn noise(&mut self, start: f64, length: f64, loudness: f64, decay: f64, smoothing: f64) {
        let rate = f64::from(SAMPLE_RATE);
        let first = (start * rate).round() as usize;
        let count = (length * rate).round() as usize;
        let mut random = Random(first as u64 + 1);
        let mut filtered = 0.0;
        for n in 0..count {
            let Some(slot) = self.mix.get_mut(first + n) else {
                break;
            };
            filtered += smoothing * (random.signed() - filtered);
            let t = n as f64 / rate;
            *slot += loudness * envelope(t, length, 0.0005, decay) * filtered;
        }
    }

    /// Normalises to [`PEAK`] and rounds to 16 bits.
    fn finish(self) -> Pcm {
        let loudest = self.mix.iter().fold(0.0f64, |m, s| m.max(s.abs()));
        let gain = if loudest > 0.0 {
            PEAK * 32_767.0 / loudest
        } else {
            0.0
        };
        let samples = self
            .mix
            .iter()
            .map(|s| (s * gain).round().clamp(-32_768.0, 32_767.0) as i16)
            .collect();
        Pcm {
            sample_rate: SAMPLE_RATE,
            samples,
        }
    }
}

/// Attack ramp, exponential decay, and a 4 ms fade at the end.
fn envelope(t: f64, length: f64, attack: f64, decay: f64) -> f64 {
    let rise = if attack > 0.0 && t < attack {
        t / attack
    } else {
        1.0
    };
    let fade = ((length - t) / 0.004).clamp(0.0, 1.0);
    rise * exp(-t / decay) * fade
}

/// sin(2π·turns), from a polynomial, the same on every platform.
fn sine(turns: f64) -> f64 {
    let mut x = turns - turns.floor(); // 0 to 1
    if x > 0.5 {
        x -= 1.0; // -0.5 to 0.5
    }
    // Fold onto -1/4 to 1/4, where the series converges fast: sin(π - a) = sin(a).
    if x > 0.25 {
        x = 0.5 - x;
    } else if x < -0.25 {
        x = -0.5 - x;
    }
    let a = x * 2.0 * std::f64::consts::PI;
    let a2 = a * a;
    let mut term = a;
    let mut sum = a;
    for k in 1..=7 {
        let k = f64::from(k);
        term *= -a2 / ((2.0 * k) * (2.0 * k + 1.0));
        sum += term;
    }
    sum
}

/// e^x for x ≤ 0, from a series and repeated squaring, the same on every platform.
fn exp(x: f64) -> f64 {
    if x < -40.0 {
        return 0.0;
    }
    let small = x / 256.0;
    let mut term = 1.0;
    let mut sum = 1.0;
    for k in 1..=10 {
        term *= small / f64::from(k);
        sum += term;
    }
    for _ in 0..8 {
        sum *= sum;
    }
    sum
}

/// xorshift64*: a fixed, tiny generator, so noise is the same everywhere.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// 0 to 1.
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// -1 to 1.
    fn signed(&mut self) -> f64 {
        2.0 * self.unit() - 1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_home_made_sine_and_exp_match_the_library_closely() {
        for i in -400..=400 {
            let turns = f64::from(i) / 97.0;
            let expected = (turns * 2.0 * std::f64::consts::PI).sin();
            assert!((sine(turns) - expected).abs() < 1e-9, "sin at {turns}");
        }
        for i in 0..=400 {
            let x = -f64::from(i) / 10.0;
            let expected = x.exp();
            assert!(
                (exp(x) - expected).abs() <= 1e-9 * expected.max(1e-12),
                "exp at {x}"
            );
        }
    }

    #[test]
    fn every_cue_is_short_loud_enough_and_normalised() {
        for cue in Cue::ALL {
            let pcm = render(cue);
            assert!(pcm.seconds() > 0.02 && pcm.seconds() < 1.5, "{cue:?}");
            let peak = f64::from(pcm.peak()) / 32_767.0;
            assert!((peak - PEAK).abs() < 1e-4, "{cue:?} peaks at {peak}");
        }
    }
}
