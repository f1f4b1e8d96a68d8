//! A book kept in a browser rather than in the data directory (the seat book, the login book of a seat played in
//! the page): its JSON as it was kept there, read as the stranger's own words (anything but a book of ours holds
//! nothing), and each change handed back to the [`Screen`] that keeps it.

use std::sync::{Arc, Mutex, PoisonError};

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::player::console::Screen;

/// A book kept on a [`Screen`]: its text as last kept there, and the screen each change goes back to.
#[derive(Clone, Debug)]
pub struct KeptElsewhere {
    kept: Arc<Mutex<String>>,
    screen: Arc<dyn Screen>,
}

impl KeptElsewhere {
    pub fn new(kept: String, screen: Arc<dyn Screen>) -> KeptElsewhere {
        KeptElsewhere {
            kept: Arc::new(Mutex::new(kept)),
            screen,
        }
    }

    /// The book as kept there, or an empty one when that is longer than `most` bytes or not a book of ours.
    pub fn read<Book: DeserializeOwned + Default>(&self, most: u64) -> Book {
        let kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        (kept.len() as u64 <= most)
            .then(|| serde_json::from_str(&kept).ok())
            .flatten()
            .unwrap_or_default()
    }

    /// Hands `book` back to be kept there, through `keep` (the screen's way of keeping this book).
    pub fn write<Book: Serialize>(&self, book: &Book, keep: fn(&dyn Screen, &str)) {
        let json = serde_json::to_string(book).expect("a book always serializes");
        keep(self.screen.as_ref(), &json);
        *self.kept.lock().unwrap_or_else(PoisonError::into_inner) = json;
    }
}
