//! The rodio player (the one Windows and macOS play cues through), run on Linux with the `system-backends`
//! feature: the sayzee binary plays a turn in line mode with `SAYZEE_SOUND_OUTPUT=rodio` into ALSA's default
//! device, which a private `.asoundrc` (in the child's own HOME) makes a recorder: ALSA's file plugin writes
//! every sample it is given, as 16-bit mono, to a file, and sends them on to the null device. The recording must
//! hold the cues as non-silent audio; the same turn with `--no-sound` must leave it silent.
//!
//! Only alsa-lib is needed, which rodio links against anyway: nothing to install, no server to start.

#![cfg(all(target_os = "linux", feature = "system-backends"))]

mod common;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use common::line_game::type_slowly;

/// Samples per second of the recording, as the cues are made.
const RATE: u32 = 22_050;

/// A HOME whose `.asoundrc` records ALSA's default device into `recorded.raw` beside it.
fn recording_home() -> tempfile::TempDir {
    let home = tempfile::tempdir().unwrap();
    let recorded = home.path().join("recorded.raw");
    // `plug` converts whatever rodio opens the device with (often 32-bit float stereo at 48 kHz) to the format
    // read back below.
    std::fs::write(
        home.path().join(".asoundrc"),
        format!(
            "pcm.!default {{\n  type plug\n  slave {{ pcm \"recorder\" format S16_LE channels 1 rate {RATE} }}\n}}\n\
             pcm.recorder {{\n  type file\n  slave.pcm \"null\"\n  file \"{}\"\n  format \"raw\"\n}}\n",
            recorded.display()
        ),
    )
    .unwrap();
    home
}

/// Plays a roll and a reroll in line mode through rodio, with ALSA configured by `home`; returns what was
/// printed and the recorded samples.
fn play_a_turn(home: &Path, extra: &[&str]) -> (String, Vec<i16>) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sayzee"));
    command
        .args([
            "--rules", "yahtzee", "--player", "Ann", "--seed", "3", "--speech", "text",
        ])
        .args(extra)
        .env("LC_ALL", "C")
        .env("LANG", "C")
        .env("HOME", home)
        .env("SAYZEE_SOUND_OUTPUT", "rodio")
        .env("SAYZEE_CONFIG_DIR", home.join("config"))
        .env("SAYZEE_DATA_DIR", home.join("data"))
        .env_remove("ALSA_CONFIG_PATH");
    let output = type_slowly(command, &["enter", "reroll all"], Duration::from_secs(1));
    assert!(output.status.success(), "{output:?}");
    let bytes = std::fs::read(home.join("recorded.raw")).unwrap_or_default();
    let samples = bytes
        .chunks_exact(2)
        .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
        .collect();
    (String::from_utf8(output.stdout).unwrap(), samples)
}

/// The loudest sample, as a fraction of full scale.
fn peak(samples: &[i16]) -> f64 {
    samples
        .iter()
        .map(|s| f64::from(*s).abs())
        .fold(0.0, f64::max)
        / 32_768.0
}

#[test]
fn the_cues_of_a_turn_reach_alsa_through_rodio_as_sound() {
    let home = recording_home();
    let (printed, heard) = play_a_turn(home.path(), &[]);
    let seconds = heard.len() as f64 / f64::from(RATE);
    let loudest = peak(&heard);
    println!("through rodio: {seconds:.2} s recorded, peak {loudest:.3} of full scale");
    assert!(printed.contains("Roll 1 of 3"), "{printed}");
    assert!(!printed.contains("No sound server"), "{printed}");
    // Two dice cues at least, each well over a tenth of a second.
    assert!(seconds > 0.5, "the recording is {seconds} s long");
    // The cues are normalised to -1 dBFS and played at the default volume of 80 %: a peak near 0.71.
    assert!(loudest > 0.3, "the cues did not reach ALSA: peak {loudest}");

    let home = recording_home();
    let (_, quiet) = play_a_turn(home.path(), &["--no-sound"]);
    assert!(
        peak(&quiet) < 0.001,
        "--no-sound still played: peak {}",
        peak(&quiet)
    );
}
