//! The one audio file format sayzee reads and writes: 16-bit PCM WAV, mono. Written by the cue generator,
//! read back by the players and the tests; small enough to need no crate.

/// Decoded audio: mono 16-bit samples at `sample_rate` per second.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pcm {
    pub sample_rate: u32,
    pub samples: Vec<i16>,
}

impl Pcm {
    /// How long the audio plays, in seconds.
    pub fn seconds(&self) -> f64 {
        self.samples.len() as f64 / f64::from(self.sample_rate)
    }

    /// The largest absolute sample, 0 to 32768.
    pub fn peak(&self) -> u32 {
        self.samples
            .iter()
            .map(|s| i32::from(*s).unsigned_abs())
            .max()
            .unwrap_or(0)
    }

    /// Little-endian bytes of the samples, as a sound server takes them.
    pub fn to_le_bytes(&self) -> Vec<u8> {
        self.samples.iter().flat_map(|s| s.to_le_bytes()).collect()
    }
}

/// Why some bytes are not a WAV file sayzee can play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WavError {
    NotRiffWave,
    Truncated,
    MissingChunk(&'static str),
    /// Anything but 16-bit integer PCM, mono.
    Unsupported {
        format: u16,
        channels: u16,
        bits: u16,
    },
}

impl std::fmt::Display for WavError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WavError::NotRiffWave => f.write_str("not a RIFF WAVE file"),
            WavError::Truncated => f.write_str("the file ends inside a chunk"),
            WavError::MissingChunk(id) => write!(f, "no {id} chunk"),
            WavError::Unsupported {
                format,
                channels,
                bits,
            } => write!(
                f,
                "format {format} with {channels} channels of {bits} bits; only 16-bit PCM mono is played"
            ),
        }
    }
}

impl std::error::Error for WavError {}

const PCM_FORMAT: u16 = 1;

/// A mono 16-bit PCM WAV file holding `pcm`.
pub fn encode(pcm: &Pcm) -> Vec<u8> {
    let data_len =
        u32::try_from(pcm.samples.len() * 2).expect("cues are seconds long, not gigabytes");
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVE");
    out.extend_from_slice(b"fmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&PCM_FORMAT.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes());
    out.extend_from_slice(&pcm.sample_rate.to_le_bytes());
    out.extend_from_slice(&(pcm.sample_rate * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    out.extend_from_slice(&pcm.to_le_bytes());
    out
}

/// Reads a 16-bit PCM mono WAV file, skipping chunks other than `fmt ` and `data`.
///
/// # Errors
/// [`WavError`] when the bytes are not such a file.
pub fn decode(bytes: &[u8]) -> Result<Pcm, WavError> {
    if bytes.len() < 12 || &bytes[0..4] != b"RIFF" || &bytes[8..12] != b"WAVE" {
        return Err(WavError::NotRiffWave);
    }
    let mut at = 12;
    let mut format = None;
    let mut data = None;
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let len = u32::from_le_bytes([bytes[at + 4], bytes[at + 5], bytes[at + 6], bytes[at + 7]])
            as usize;
        let body = bytes.get(at + 8..at + 8 + len).ok_or(WavError::Truncated)?;
        match id {
            b"fmt " if len >= 16 => format = Some(body),
            b"data" => data = Some(body),
            _ => {}
        }
        // Chunks are padded to an even length.
        at += 8 + len + (len & 1);
    }
    let format = format.ok_or(WavError::MissingChunk("fmt"))?;
    let data = data.ok_or(WavError::MissingChunk("data"))?;
    let word = |i: usize| u16::from_le_bytes([format[i], format[i + 1]]);
    let (kind, channels, bits) = (word(0), word(2), word(14));
    if (kind, channels, bits) != (PCM_FORMAT, 1, 16) {
        return Err(WavError::Unsupported {
            format: kind,
            channels,
            bits,
        });
    }
    let sample_rate = u32::from_le_bytes([format[4], format[5], format[6], format[7]]);
    let samples = data
        .chunks_exact(2)
        .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
        .collect();
    Ok(Pcm {
        sample_rate,
        samples,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_reads_back_as_written() {
        let pcm = Pcm {
            sample_rate: 22_050,
            samples: vec![0, 1, -1, i16::MAX, i16::MIN, 1234],
        };
        let bytes = encode(&pcm);
        assert_eq!(bytes.len(), 44 + 12);
        assert_eq!(decode(&bytes), Ok(pcm));
    }

    #[test]
    fn other_chunks_are_skipped_and_bad_files_refused() {
        let pcm = Pcm {
            sample_rate: 8_000,
            samples: vec![5, -5],
        };
        let plain = encode(&pcm);
        // A LIST chunk of odd length (padded) between the header and fmt.
        let mut with_list = plain[..12].to_vec();
        with_list.extend_from_slice(b"LIST\x03\x00\x00\x00abc\x00");
        with_list.extend_from_slice(&plain[12..]);
        assert_eq!(decode(&with_list), Ok(pcm));
        assert_eq!(decode(b"RIFX"), Err(WavError::NotRiffWave));
        assert_eq!(decode(&plain[..plain.len() - 1]), Err(WavError::Truncated));
        let mut stereo = plain.clone();
        stereo[22] = 2;
        assert!(matches!(
            decode(&stereo),
            Err(WavError::Unsupported { channels: 2, .. })
        ));
    }
}
