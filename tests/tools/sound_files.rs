//! The cue files in `sounds/`: every one is there, is a WAV file sayzee can play, lasts under 1.5 s, is
//! normalised and not silent, and is exactly what the generator (`cargo run --example make_sounds`) writes.

use std::path::PathBuf;

use sayzee::sound::{Cue, synth, wav};

fn committed(cue: Cue) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("sounds")
        .join(format!("{}.wav", cue.name()));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_cue_file_is_a_short_normalised_sound() {
    let mut total = 0;
    for cue in Cue::ALL {
        let bytes = committed(cue);
        total += bytes.len();
        let pcm = wav::decode(&bytes).unwrap_or_else(|e| panic!("{}: {e}", cue.name()));
        assert!(
            pcm.seconds() < 1.5,
            "{} lasts {} s",
            cue.name(),
            pcm.seconds()
        );
        // -1 dBFS peak, within a rounding step.
        let peak_db = 20.0 * (f64::from(pcm.peak()) / 32_767.0).log10();
        assert!(
            (peak_db + 1.0).abs() < 0.01,
            "{} peaks at {peak_db} dBFS",
            cue.name()
        );
        let rms = (pcm
            .samples
            .iter()
            .map(|s| f64::from(*s).powi(2))
            .sum::<f64>()
            / pcm.samples.len() as f64)
            .sqrt();
        assert!(rms > 300.0, "{} is nearly silent (RMS {rms})", cue.name());
    }
    assert!(total < 400_000, "the cues take {total} bytes");
}

#[test]
fn the_committed_files_are_what_the_generator_writes() {
    for cue in Cue::ALL {
        assert!(
            wav::encode(&synth::render(cue)) == committed(cue),
            "sounds/{}.wav differs from its recipe: run `cargo run --example make_sounds`",
            cue.name()
        );
    }
}

#[test]
fn the_binary_embeds_the_committed_files() {
    for cue in Cue::ALL {
        assert!(cue.wav() == committed(cue).as_slice(), "{}", cue.name());
    }
}

#[test]
fn volume_scales_the_samples() {
    let full = Cue::Dice.pcm_at(100);
    let half = Cue::Dice.pcm_at(50);
    let mute = Cue::Dice.pcm_at(0);
    assert_eq!(full.peak() / 2, half.peak());
    assert_eq!(mute.peak(), 0);
}
