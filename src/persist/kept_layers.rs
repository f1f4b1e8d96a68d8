//! The win-chance layers kept after the opening (`strategy::KeptLayer`) in the cache directory, one file per
//! layer beside the opening's, read in place while a game is played: a walk reads only the few spreads it
//! needs, so the tens of megabytes stay on disk.
//!
//! `chances-<fingerprint>-layer-<n>.bin`: a header of 48 bytes (magic, format, boxes filled, the ruleset's
//! fingerprint, the index's length in bytes, the number of chances, FNV-1a of the index), the index, then the
//! chances as little-endian `f32`s. The header and the index are checked when the file is opened, each
//! spread when it is read (against its check in the index).

use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};

use super::files;
use super::shelves::read_chances_at;
use crate::hash::fnv1a;
use crate::strategy::{Forecaster, KeptLayer, Shelf, ShelfFailed};

const MAGIC: &[u8; 8] = b"SZKEPT\0\x01";

/// Bumped whenever the layout or meaning changes, so an older file is learnt again.
const FORMAT: u32 = 1;

const HEADER: u64 = 48;

/// Far more than any layer's index takes (Yatzy's fourth turn: 1.4 MB): a larger one is not ours.
const MAX_INDEX_BYTES: u64 = 64 << 20;

/// Chances copied from a shelf to the file at a time.
const COPY_IN: usize = 1 << 18;

/// The file of the layer of `filled` boxes for the ruleset of `fingerprint` in `dir`.
pub fn path_for(dir: &Path, fingerprint: u64, filled: usize) -> PathBuf {
    dir.join(format!("chances-{fingerprint:016x}-layer-{filled}.bin"))
}

/// Keeps `layer` in `dir`, atomically, copying its chances a piece at a time.
///
/// # Errors
/// Any I/O error, or the layer's shelf failing; the old file, if any, is then left as it was.
pub fn store(dir: &Path, fingerprint: u64, layer: &KeptLayer<'_>) -> io::Result<()> {
    let index = layer.index_bytes();
    let chances = layer.chance_count();
    files::write_atomically_with(&path_for(dir, fingerprint, layer.filled()), |file| {
        file.write_all(MAGIC)?;
        file.write_all(&FORMAT.to_le_bytes())?;
        file.write_all(&(layer.filled() as u32).to_le_bytes())?;
        file.write_all(&fingerprint.to_le_bytes())?;
        file.write_all(&(index.len() as u64).to_le_bytes())?;
        file.write_all(&chances.to_le_bytes())?;
        file.write_all(&fnv1a(&index).to_le_bytes())?;
        file.write_all(&index)?;
        let mut piece = vec![0.0f32; COPY_IN];
        let mut start = 0;
        while start < chances {
            let count = (chances - start).min(COPY_IN as u64) as usize;
            layer
                .read(start, &mut piece[..count])
                .map_err(|ShelfFailed| io::Error::other("a kept layer's shelf failed"))?;
            file.write_all(&files::f32_le_bytes(&piece[..count]))?;
            start += count as u64;
        }
        Ok(())
    })
}

/// Gives `forecaster` its next kept layer ([`Forecaster::next_kept_layer`]) from `dir`, if the file is there,
/// sound and this ruleset's; whether it did.
pub fn load(dir: &Path, fingerprint: u64, forecaster: &mut Forecaster) -> bool {
    let filled = forecaster.next_kept_layer();
    let path = path_for(dir, fingerprint, filled);
    let Some((index, shelf)) = open(&path, fingerprint, filled) else {
        return false;
    };
    let chances = shelf.chances;
    forecaster
        .use_kept_layer(filled, &index, Box::new(shelf), chances)
        .is_ok()
}

/// The index and the chances of the file at `path`, if its header and index are sound.
fn open(path: &Path, fingerprint: u64, filled: usize) -> Option<(Vec<u8>, KeptFile)> {
    // Only a regular file, opened without blocking: a pipe or a device would block or never end.
    let file = files::open_regular(path).ok()??;
    let length = file.metadata().ok()?.len();
    let mut header = [0u8; HEADER as usize];
    files::read_exact_at(&file, &mut header, 0).ok()?;
    let u32_at = |at: usize| u32::from_le_bytes(header[at..at + 4].try_into().expect("four bytes"));
    let u64_at =
        |at: usize| u64::from_le_bytes(header[at..at + 8].try_into().expect("eight bytes"));
    let (index_len, chances) = (u64_at(24), u64_at(32));
    let sound = &header[..8] == MAGIC
        && u32_at(8) == FORMAT
        && u32_at(12) as usize == filled
        && u64_at(16) == fingerprint
        && index_len <= MAX_INDEX_BYTES
        && chances
            .checked_mul(4)
            .and_then(|bytes| bytes.checked_add(HEADER + index_len))
            == Some(length);
    if !sound {
        return None;
    }
    let mut index = vec![0u8; index_len as usize];
    files::read_exact_at(&file, &mut index, HEADER).ok()?;
    if fnv1a(&index) != u64_at(40) {
        return None;
    }
    let shelf = KeptFile {
        file,
        chances_at: HEADER + index_len,
        chances,
    };
    Some((index, shelf))
}

/// A kept layer's chances, read in place from its file.
struct KeptFile {
    file: File,
    /// Where the chances start in the file, in bytes.
    chances_at: u64,
    chances: u64,
}

impl Shelf for KeptFile {
    fn put(&mut self, _: &[f32]) -> Result<u64, ShelfFailed> {
        // A kept layer is read, never added to.
        Err(ShelfFailed)
    }

    fn finish(&mut self) -> Result<(), ShelfFailed> {
        Ok(())
    }

    fn read(&self, start: u64, into: &mut [f32]) -> Result<(), ShelfFailed> {
        let end = start.checked_add(into.len() as u64).ok_or(ShelfFailed)?;
        if end > self.chances {
            return Err(ShelfFailed);
        }
        read_chances_at(&self.file, into, self.chances_at + start * 4).map_err(|_| ShelfFailed)
    }
}
