//! The heuristic player's calibration: it plays games against itself and moves each box's par towards what the
//! box ends those games with.
//!
//! Apart from `heuristic.rs` because it plays whole games (`simulate`) through an `Advisor`, both of which sit
//! above the heuristic: the heuristic itself only prices one turn.

use std::sync::Arc;

use super::advisor::Advisor;
use super::heuristic::Heuristic;
use super::simulate::box_means;
use crate::rules::Ruleset;

/// Games the heuristic plays against itself to calibrate its pars: enough that each box's mean is known to
/// a few tenths of a point, few enough to take a second or two.
pub const CALIBRATION_GAMES: u32 = 2000;
/// The seed of those games, fixed so a ruleset always gets the same player.
const CALIBRATION_SEED: u64 = 0x5A7_2EE;
/// Which calibration made a set of pars: raised whenever the method, the games or the seed change, so pars
/// kept from an older build are calibrated again rather than trusted.
pub const CALIBRATION_VERSION: u32 = 1;

impl Heuristic {
    /// The heuristic with each box's par moved halfway towards the points the box ends the game with in
    /// [`CALIBRATION_GAMES`] games of its own play (a fixed seed, so always the same player).
    ///
    /// Why: a par is what one turn spent on a box alone scores, which undervalues the boxes a game fills
    /// late and by chance: Maxi Yatzy's tower, villa and five of a kind have pars of 3 to 4 but end games
    /// near 20, so the uncalibrated player scratched into them and chased them too eagerly. The points at the
    /// end alone overcorrect (a box worth its final mean is never worth filling early). Halfway, measured
    /// over 8,000 Maxi Yatzy games each: 387.8 uncalibrated, 397.4 at a third, 399.8 at half, 396.4 at two
    /// thirds, 348.5 all the way.
    pub fn calibrated(rules: &Ruleset) -> Heuristic {
        let first = Heuristic::new(rules);
        let advisor = Advisor::Heuristic(Arc::new(first.clone()));
        let ends = box_means(&advisor, CALIBRATION_GAMES, CALIBRATION_SEED);
        let par = first
            .pars()
            .iter()
            .zip(&ends)
            .map(|(&(_, par), &(_, end))| (par + end) / 2.0)
            .collect();
        first.with_calibrated_pars(par)
    }
}
