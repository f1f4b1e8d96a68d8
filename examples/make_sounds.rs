//! Makes the sound cues in `sounds/` from their recipes in `src/sound/synth.rs`:
//! `cargo run --example make_sounds`. The files are committed; a test checks that they are what this writes.

use std::path::PathBuf;

use sayzee::sound::{Cue, synth, wav};

fn main() -> std::io::Result<()> {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sounds");
    std::fs::create_dir_all(&folder)?;
    for cue in Cue::ALL {
        let pcm = synth::render(cue);
        let path = folder.join(format!("{}.wav", cue.name()));
        let bytes = wav::encode(&pcm);
        std::fs::write(&path, &bytes)?;
        println!(
            "{}: {:.2} s, {} bytes, peak {:.1} dBFS",
            path.display(),
            pcm.seconds(),
            bytes.len(),
            20.0 * (f64::from(pcm.peak()) / 32_768.0).log10()
        );
    }
    Ok(())
}
