//! Shelves in files for the win-chance opening's backward pass (`strategy::Shelves`): each layer's points to
//! come go to a temporary file of their own, which the operating system removes when it is closed. The pass
//! then holds a few megabytes instead of about 400, and the file's pages are the operating system's to keep
//! in its cache or write out.

use std::fs::File;
use std::io;
use std::path::PathBuf;

use super::files;
use crate::strategy::{Shelf, ShelfFailed, Shelves};

/// Chances gathered before they are written: fewer, larger writes (a megabyte: the pass's memory is what the
/// first game's peak is made of).
const WRITE_IN: usize = 1 << 18;

/// Makes each shelf a temporary file in a directory (the cache directory: a disk, where the system's
/// temporary directory may be memory), or in the system's temporary directory when there is none.
#[derive(Clone, Debug)]
pub struct FileShelves {
    pub dir: Option<PathBuf>,
}

impl Shelves for FileShelves {
    fn shelf(&self) -> Result<Box<dyn Shelf>, ShelfFailed> {
        let file = match &self.dir {
            Some(dir) => std::fs::create_dir_all(dir).and_then(|()| tempfile::tempfile_in(dir)),
            None => tempfile::tempfile(),
        }
        .map_err(|_| ShelfFailed)?;
        Ok(Box::new(FileShelf {
            file,
            written: 0,
            // Room for a batch and the spread that fills it, so that it never doubles.
            pending: Vec::with_capacity(WRITE_IN + (1 << 12)),
        }))
    }
}

/// One layer's chances in a temporary file, as little-endian `f32`s.
struct FileShelf {
    file: File,
    /// How many chances are in the file.
    written: u64,
    /// Chances put but not yet written.
    pending: Vec<f32>,
}

impl FileShelf {
    fn write_pending(&mut self) -> io::Result<()> {
        files::write_all_at(
            &self.file,
            &files::f32_le_bytes(&self.pending),
            self.written * 4,
        )?;
        self.written += self.pending.len() as u64;
        self.pending.clear();
        Ok(())
    }
}

impl Shelf for FileShelf {
    fn put(&mut self, chances: &[f32]) -> Result<u64, ShelfFailed> {
        let start = self.written + self.pending.len() as u64;
        self.pending.extend_from_slice(chances);
        if self.pending.len() >= WRITE_IN {
            self.write_pending().map_err(|_| ShelfFailed)?;
        }
        Ok(start)
    }

    fn finish(&mut self) -> Result<(), ShelfFailed> {
        self.write_pending().map_err(|_| ShelfFailed)?;
        self.pending = Vec::new();
        Ok(())
    }

    fn read(&self, start: u64, into: &mut [f32]) -> Result<(), ShelfFailed> {
        read_chances_at(&self.file, into, start * 4).map_err(|_| ShelfFailed)
    }
}

/// Reads `into.len()` little-endian `f32`s at byte `offset` of `file`.
///
/// # Errors
/// Any I/O error, or the file ending first.
pub(super) fn read_chances_at(file: &File, into: &mut [f32], offset: u64) -> io::Result<()> {
    let mut bytes = vec![0u8; into.len() * 4];
    files::read_exact_at(file, &mut bytes, offset)?;
    for (chance, value) in into.iter_mut().zip(files::f32s_of_le_bytes(&bytes)) {
        *chance = value;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_put_on_a_file_shelf_are_read_back_exactly() {
        let dir = tempfile::tempdir().unwrap();
        let mut shelf = FileShelves {
            dir: Some(dir.path().join("cache")),
        }
        .shelf()
        .unwrap();
        let many: Vec<f32> = (0..WRITE_IN + 10).map(|i| i as f32 * 0.5).collect();
        assert_eq!(shelf.put(&[1.0, 2.5]).unwrap(), 0);
        assert_eq!(shelf.put(&many).unwrap(), 2);
        assert_eq!(
            shelf.put(&[f32::MIN_POSITIVE]).unwrap(),
            2 + many.len() as u64
        );
        shelf.finish().unwrap();
        let mut back = vec![0.0; 3];
        shelf.read(WRITE_IN as u64 + 9, &mut back).unwrap();
        assert_eq!(
            back,
            [many[WRITE_IN + 7], many[WRITE_IN + 8], many[WRITE_IN + 9]]
        );
        let mut last = [0.0];
        shelf.read(2 + many.len() as u64, &mut last).unwrap();
        assert_eq!(last, [f32::MIN_POSITIVE]);
        assert!(shelf.read(3 + many.len() as u64, &mut last).is_err());
        // The file is the system's to remove: nothing is left in the directory.
        assert_eq!(
            std::fs::read_dir(dir.path().join("cache")).unwrap().count(),
            0
        );
    }
}
