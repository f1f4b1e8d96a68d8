//! What the server's operators decided, kept in `moderation.json` in the data directory: the message of the day,
//! and who is muted or banned until when, and why. A mute or ban is of a name (and every name that looks or
//! sounds like it) or of an address (the address key the bounds count under: an IPv4 address, an IPv6 /64). It
//! ends by itself; an operator can lift it sooner. Written whole on each change, which operators make rarely.

use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use crate::net::protocol::Sanction;
use crate::persist::files;
use crate::text::look_alike_key;

/// The longest mute or ban, in minutes: a year.
pub(super) const MAX_SANCTION_MINUTES: u32 = 366 * 24 * 60;

/// A file larger than this is not ours.
const MAX_FILE: u64 = 4 * 1024 * 1024;

/// Whom a mute or ban is of.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(super) enum Target {
    /// A name, by its look-alike key (and as the operator wrote it, for the log).
    Name {
        key: String,
        written: String,
    },
    Address(IpAddr),
}

impl Target {
    /// `who` as an operator wrote it: an address when it reads as one (its address key), else a name.
    pub(super) fn from_written(who: &str) -> Target {
        match who.trim().parse::<IpAddr>() {
            Ok(address) => Target::Address(super::admission::address_key(address)),
            Err(_) => Target::Name {
                key: look_alike_key(who),
                written: who.trim().to_string(),
            },
        }
    }

    /// Whether it is the same name (however written) or address as `other`.
    fn same(&self, other: &Target) -> bool {
        match (self, other) {
            (Target::Name { key, .. }, Target::Name { key: other, .. }) => key == other,
            (Target::Address(one), Target::Address(other)) => one == other,
            _ => false,
        }
    }

    /// Whether it is the person `name` (if greeted) at `address`.
    fn covers(&self, name: Option<&str>, address: IpAddr) -> bool {
        match self {
            Target::Name { key, .. } => name.is_some_and(|name| look_alike_key(name) == *key),
            Target::Address(banned) => *banned == address,
        }
    }
}

/// One mute or ban.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Decision {
    sanction: Sanction,
    target: Target,
    /// Seconds since 1970 when it ends.
    until: u64,
    reason: String,
    /// The operator who decided it.
    by: String,
}

/// The file's content.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Kept {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    motd: Option<String>,
    /// The settings file's message of the day as it was last taken in: the same one at a restart replaces
    /// nothing an operator set since; a new one does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    motd_from_settings: Option<String>,
    #[serde(default)]
    decisions: Vec<Decision>,
}

/// The operators' decisions.
#[derive(Debug)]
pub(super) struct Moderation {
    kept: Mutex<Kept>,
    path: PathBuf,
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or(Duration::ZERO)
        .as_secs()
}

impl Moderation {
    /// What is kept in `data_dir` (nothing yet, or a file that cannot be read: nothing). A message of the day
    /// given in the server's settings replaces the one kept when it is new there (the operator edited the
    /// file); the same one as at the last start leaves what an operator set since with `op motd`; one taken out
    /// of the settings is heard no more, unless an operator set another since.
    pub(super) fn open(data_dir: &Path, motd: Option<String>) -> Moderation {
        let path = data_dir.join("moderation.json");
        let kept: Kept = files::read_regular(&path, MAX_FILE)
            .ok()
            .flatten()
            .and_then(|bytes| serde_json::from_slice(&bytes).ok())
            .unwrap_or_default();
        let from_settings = motd != kept.motd_from_settings;
        let moderation = Moderation {
            kept: Mutex::new(kept),
            path,
        };
        if from_settings {
            let taken_in = |kept: &mut Kept| {
                if motd.is_some() || kept.motd == kept.motd_from_settings {
                    kept.motd.clone_from(&motd);
                }
                kept.motd_from_settings.clone_from(&motd);
            };
            // Kept in memory even when the disk refuses it: the settings are read at every start anyway.
            if moderation.change(taken_in).is_err() {
                taken_in(&mut moderation.kept());
            }
        }
        moderation
    }

    fn kept(&self) -> std::sync::MutexGuard<'_, Kept> {
        self.kept.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Writes `changed` and puts it in place; nothing changes when the disk refuses it.
    fn change(&self, change: impl FnOnce(&mut Kept)) -> std::io::Result<()> {
        let mut kept = self.kept();
        let mut changed = kept.clone();
        change(&mut changed);
        changed.decisions.retain(|d| d.until > now());
        let json = serde_json::to_vec_pretty(&changed).expect("moderation always serializes");
        files::write_atomically(&self.path, &json)?;
        files::make_private(&self.path)?;
        *kept = changed;
        Ok(())
    }

    /// The message of the day.
    pub(super) fn motd(&self) -> Option<String> {
        self.kept().motd.clone()
    }

    /// Sets (or removes) the message of the day.
    ///
    /// # Errors
    /// The file cannot be written; nothing changed then.
    pub(super) fn set_motd(&self, motd: Option<String>) -> std::io::Result<()> {
        self.change(|kept| kept.motd = motd)
    }

    /// Mutes or bans `target` for `minutes`, for `reason`, by operator `by`.
    ///
    /// # Errors
    /// The file cannot be written; nothing changed then.
    pub(super) fn decide(
        &self,
        sanction: Sanction,
        target: Target,
        minutes: u32,
        (reason, by): (String, String),
    ) -> std::io::Result<()> {
        let until = now() + u64::from(minutes) * 60;
        self.change(|kept| {
            kept.decisions
                .retain(|d| !(d.sanction == sanction && d.target.same(&target)));
            kept.decisions.push(Decision {
                sanction,
                target,
                until,
                reason,
                by,
            });
        })
    }

    /// Lifts every mute and ban of `target`; whether there was one.
    ///
    /// # Errors
    /// The file cannot be written; nothing changed then.
    pub(super) fn lift(&self, target: &Target) -> std::io::Result<bool> {
        let before = self.kept().decisions.len();
        self.change(|kept| kept.decisions.retain(|d| !d.target.same(target)))?;
        Ok(self.kept().decisions.len() != before)
    }

    /// The `sanction` in force on the person `name` (if greeted) at `address`: the minutes left (at least one)
    /// and the reason.
    pub(super) fn in_force(
        &self,
        sanction: Sanction,
        name: Option<&str>,
        address: IpAddr,
    ) -> Option<(u32, String)> {
        let now = now();
        self.kept()
            .decisions
            .iter()
            .filter(|d| d.sanction == sanction && d.until > now && d.target.covers(name, address))
            .max_by_key(|d| d.until)
            .map(|d| {
                let minutes = (d.until - now).div_ceil(60);
                (u32::try_from(minutes).unwrap_or(u32::MAX), d.reason.clone())
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ban_of_a_name_holds_its_look_alikes_a_ban_of_an_address_any_name_and_both_are_kept_and_lifted()
     {
        let dir = tempfile::tempdir().unwrap();
        let home: IpAddr = "192.0.2.7".parse().unwrap();
        let elsewhere: IpAddr = "198.51.100.1".parse().unwrap();
        let moderation = Moderation::open(dir.path(), Some("Welcome".into()));
        moderation
            .decide(
                Sanction::Banned,
                Target::from_written("Troll"),
                60,
                ("spam".into(), "Op".into()),
            )
            .unwrap();
        moderation
            .decide(
                Sanction::Muted,
                Target::from_written(" 192.0.2.7 "),
                5,
                ("shouting".into(), "Op".into()),
            )
            .unwrap();
        assert_eq!(
            moderation.in_force(Sanction::Banned, Some("TROLL"), elsewhere),
            Some((60, "spam".into()))
        );
        assert_eq!(
            moderation.in_force(Sanction::Banned, Some("Ann"), home),
            None
        );
        assert_eq!(
            moderation.in_force(Sanction::Muted, Some("Ann"), home),
            Some((5, "shouting".into()))
        );
        let again = Moderation::open(dir.path(), Some("Welcome".into()));
        assert_eq!(again.motd().as_deref(), Some("Welcome"));
        // The settings' message taken in, then changed by an operator: a restart with the same settings keeps
        // the operator's; new settings bring theirs.
        drop(Moderation::open(dir.path(), Some("Friday at eight".into())));
        let moderated = Moderation::open(dir.path(), Some("Friday at eight".into()));
        assert_eq!(moderated.motd().as_deref(), Some("Friday at eight"));
        moderated.set_motd(Some("Sunday at six".into())).unwrap();
        let restarted = Moderation::open(dir.path(), Some("Friday at eight".into()));
        assert_eq!(restarted.motd().as_deref(), Some("Sunday at six"));
        let edited = Moderation::open(dir.path(), Some("Saturday at noon".into()));
        assert_eq!(edited.motd().as_deref(), Some("Saturday at noon"));
        // Taken out of the settings: heard no more; but an operator's own message outlives that.
        let again = Moderation::open(dir.path(), None);
        assert_eq!(again.motd(), None);
        drop(Moderation::open(
            dir.path(),
            Some("Saturday at noon".into()),
        ));
        let moderated = Moderation::open(dir.path(), Some("Saturday at noon".into()));
        moderated.set_motd(Some("Welcome".into())).unwrap();
        let again = Moderation::open(dir.path(), None);
        assert_eq!(again.motd().as_deref(), Some("Welcome"));
        assert!(again.lift(&Target::from_written("troll")).unwrap());
        assert_eq!(
            again.in_force(Sanction::Banned, Some("Troll"), elsewhere),
            None
        );
        assert!(!again.lift(&Target::from_written("troll")).unwrap());
    }
}
