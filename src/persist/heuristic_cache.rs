//! The calibrated heuristic's pars (Maxi Yatzy, saved rolls: the rulesets without an exact table) kept in the
//! cache directory beside the solved tables, so only the first game of such a ruleset on an install spends a
//! second or two calibrating; later games have their computer players and hints at once.
//!
//! A small JSON file per ruleset, named by the same fingerprint as its table. Anything wrong with it (missing,
//! damaged, from another ruleset or an older calibration, not a regular file) means calibrating again and
//! replacing it; a cache that cannot be written costs only the time.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::files;
use super::table_cache::fingerprint;
use crate::rules::Ruleset;
use crate::strategy::{CALIBRATION_VERSION, Heuristic};

/// Far more than the pars of any ruleset take (20 boxes are under 1 KB): a bigger file is not ours.
const MAX_FILE_BYTES: u64 = 64 * 1024;

/// The file's contents.
#[derive(Debug, Serialize, Deserialize)]
struct CachedPars {
    /// [`CALIBRATION_VERSION`] of the calibration that made them.
    calibration: u32,
    /// The ruleset's fingerprint, in hex, as in the file name.
    rules: String,
    /// One par per box, in sheet order.
    pars: Vec<f64>,
}

/// The cache file for `rules` in `dir`.
pub fn path_for(dir: &Path, rules: &Ruleset) -> PathBuf {
    dir.join(format!("heuristic-{:016x}.json", fingerprint(rules)))
}

/// The calibrated heuristic for `rules`: kept in `dir` from an earlier run, else calibrated now (and kept there).
pub fn load_or_calibrate(dir: Option<&Path>, rules: &Ruleset) -> Heuristic {
    if let Some(heuristic) = dir.and_then(|dir| load(dir, rules)) {
        return heuristic;
    }
    let heuristic = Heuristic::calibrated(rules);
    if let Some(dir) = dir {
        // A cache that cannot be written is no loss but the time: the next game calibrates again.
        let _ = store(dir, rules, &heuristic);
    }
    heuristic
}

/// The heuristic kept in `dir` for `rules`, if its file is sound and made by this build's calibration.
pub fn load(dir: &Path, rules: &Ruleset) -> Option<Heuristic> {
    let bytes = files::read_regular(&path_for(dir, rules), MAX_FILE_BYTES).ok()??;
    let cached: CachedPars = serde_json::from_slice(&bytes).ok()?;
    let ours = cached.calibration == CALIBRATION_VERSION
        && cached.rules == format!("{:016x}", fingerprint(rules));
    ours.then(|| Heuristic::with_pars(rules, &cached.pars))?
}

/// Keeps `heuristic`'s pars for `rules` in `dir` (creating it), atomically.
///
/// # Errors
/// Any I/O error; the old file, if any, is then left as it was.
pub fn store(dir: &Path, rules: &Ruleset, heuristic: &Heuristic) -> io::Result<()> {
    let cached = CachedPars {
        calibration: CALIBRATION_VERSION,
        rules: format!("{:016x}", fingerprint(rules)),
        pars: heuristic.pars().into_iter().map(|(_, par)| par).collect(),
    };
    let json = serde_json::to_vec_pretty(&cached).map_err(io::Error::other)?;
    files::write_atomically(&path_for(dir, rules), &json)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    fn pars(heuristic: &Heuristic) -> Vec<f64> {
        heuristic.pars().into_iter().map(|(_, par)| par).collect()
    }

    #[test]
    fn a_calibration_is_kept_and_read_back_exactly_for_its_own_ruleset_only() {
        let dir = tempfile::tempdir().unwrap();
        let yatzy = Ruleset::preset(Preset::Yatzy);
        let calibrated = load_or_calibrate(Some(dir.path()), &yatzy);
        let kept = load(dir.path(), &yatzy).expect("kept after the first calibration");
        assert_eq!(pars(&kept), pars(&calibrated));
        assert_ne!(
            pars(&calibrated),
            pars(&Heuristic::new(&yatzy)),
            "calibrated"
        );
        // Another ruleset finds nothing of its own, even when the file is copied to its name.
        let maxi = Ruleset::preset(Preset::MaxiYatzy);
        assert!(load(dir.path(), &maxi).is_none());
        std::fs::copy(path_for(dir.path(), &yatzy), path_for(dir.path(), &maxi)).unwrap();
        assert!(load(dir.path(), &maxi).is_none());
    }

    #[test]
    fn a_damaged_or_foreign_file_is_calibrated_again_and_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let yatzy = Ruleset::preset(Preset::Yatzy);
        let path = path_for(dir.path(), &yatzy);
        let rules = format!("{:016x}", fingerprint(&yatzy));
        let too_few = format!(
            r#"{{"calibration": {CALIBRATION_VERSION}, "rules": "{rules}", "pars": [1.0]}}"#
        );
        let older = format!(r#"{{"calibration": 0, "rules": "{rules}", "pars": []}}"#);
        let boxes = yatzy.categories().count();
        let impossible = format!(
            r#"{{"calibration": {CALIBRATION_VERSION}, "rules": "{rules}", "pars": [{}]}}"#,
            vec!["-5.0"; boxes].join(", ")
        );
        for bad in [
            "not json".to_string(),
            too_few,
            older,
            impossible,
            "x".repeat(100_000),
        ] {
            std::fs::write(&path, &bad).unwrap();
            assert!(
                load(dir.path(), &yatzy).is_none(),
                "{}",
                &bad[..bad.len().min(80)]
            );
        }
        let calibrated = load_or_calibrate(Some(dir.path()), &yatzy);
        assert_eq!(
            pars(&load(dir.path(), &yatzy).expect("replaced")),
            pars(&calibrated)
        );
    }
}
