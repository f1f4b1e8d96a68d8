//! The people at this keyboard on their way to a table: the names chosen so far, those a table refused, and
//! those this keyboard used last (offered by Enter), each missing name asked when a choice needs it.

use super::state::error_message;
use crate::game::PlayerSpec;
use crate::i18n::{Arg, Message};
use crate::narration;
use crate::net::protocol::ErrorCode;
use crate::player::setup::{self, Asker, SetupInterrupted};
use crate::text::PlayerName;

/// The people at this keyboard: the names chosen so far, those the table refused, and those used last.
pub(super) struct Names {
    pub(super) chosen: Vec<PlayerSpec>,
    /// Names a table said are taken: never offered by Enter again.
    pub(super) refused: Vec<PlayerSpec>,
    pub(super) last: Vec<String>,
    pub(super) seats: usize,
}

impl Names {
    /// Asks the names not chosen yet, up to `count` people.
    pub(super) fn ask_missing(
        &mut self,
        asker: &mut Asker<'_>,
        count: usize,
    ) -> Result<(), SetupInterrupted> {
        for n in self.chosen.len() + 1..=count {
            let taken: Vec<PlayerSpec> = self.chosen.iter().chain(&self.refused).cloned().collect();
            let suggested = self.last.get(n - 1).map(String::as_str);
            let name = setup::ask_network_name(asker, n, self.seats, &taken, suggested)?;
            self.chosen.push(PlayerSpec::human(name));
        }
        Ok(())
    }

    /// The table refused every chosen name as taken: said, and the names asked again, those refused aside.
    /// A name of the people here has an owner (not logged in here): every name is asked again.
    pub(super) fn refused_owned(&mut self, asker: &mut Asker<'_>) {
        asker.say(&error_message(&ErrorCode::NameClaimed));
        self.refused.append(&mut self.chosen);
    }

    pub(super) fn refused_all(&mut self, asker: &mut Asker<'_>) {
        let message = match self.chosen.as_slice() {
            [one] => name_taken(&one.name),
            many => Message::new("net-names-taken").with(
                "names",
                narration::list_and(many.iter().map(|p| Arg::from(p.name.to_string())).collect()),
            ),
        };
        asker.say(&message);
        self.refused.append(&mut self.chosen);
    }
}

/// "Ann is already at this table; choose another name."
fn name_taken(name: &PlayerName) -> Message {
    Message::new("net-name-taken").with("name", name.to_string())
}
