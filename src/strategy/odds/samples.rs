//! Positions of two-player Yahtzee games that the forecasts are checked on, against simulation, in the tests,
//! the accuracy example (`examples/win_chances.rs`) and the bench: the first roll, the middle of a game, and a
//! late game with one player far behind. And the positions the speed of the answer is measured on
//! (`benches/chances.rs`): any round, at the start of a turn or after its first roll, for any number of players.

use super::{DiceInPlay, Standing};
use crate::rules::{Category, Dice, Face, Ruleset, Sheet};

/// One position: each player's sheet, and the dice of the player whose turn it is.
#[derive(Clone, Debug)]
pub struct SamplePosition {
    pub name: &'static str,
    pub sheets: Vec<Sheet>,
    /// The player whose turn it is, the dice they rolled, and the rolls left.
    pub in_play: Option<(usize, Vec<Face>, u8)>,
}

impl SamplePosition {
    /// The dice in play, as the forecaster takes them.
    pub fn dice(&self) -> Option<Dice> {
        self.in_play
            .as_ref()
            .map(|(_, faces, _)| Dice::new(faces).expect("five dice"))
    }

    /// Where each player stands, as the forecaster takes it; `dice` is [`SamplePosition::dice`].
    pub fn standings<'a>(&'a self, dice: Option<&'a Dice>) -> Vec<Standing<'a>> {
        (0..self.sheets.len())
            .map(|player| Standing {
                sheets: std::slice::from_ref(&self.sheets[player]),
                dice: self
                    .in_play(player)
                    .zip(dice)
                    .map(|((_, rolls_left), dice)| DiceInPlay { dice, rolls_left }),
            })
            .collect()
    }

    /// The faces `player` has rolled and the rolls left, when it is their turn.
    pub fn in_play(&self, player: usize) -> Option<(&[Face], u8)> {
        self.in_play
            .as_ref()
            .filter(|(at, _, _)| *at == player)
            .map(|(_, faces, left)| (faces.as_slice(), *left))
    }
}

/// The positions, for `rules` (Yahtzee's boxes).
pub fn sample_positions(rules: &Ruleset) -> Vec<SamplePosition> {
    use Category::*;
    let sheet = |marks: &[(Category, [u8; 5])]| {
        let mut sheet = Sheet::default();
        for (category, faces) in marks {
            let dice = Dice::new(&faces.map(|f| Face::new(f).expect("a face"))).expect("five dice");
            let mark = rules.mark(&sheet, &dice, *category).expect("an open box");
            sheet.record(&mark);
        }
        sheet
    };
    let faces = |faces: [u8; 5]| faces.map(|f| Face::new(f).expect("a face")).to_vec();
    vec![
        SamplePosition {
            name: "first roll: 2, 2, 3, 5, 6, two rolls left",
            sheets: vec![Sheet::default(), Sheet::default()],
            in_play: Some((0, faces([2, 2, 3, 5, 6]), 2)),
        },
        SamplePosition {
            name: "first player's first turn done (three 6s in Sixes), second to roll",
            sheets: vec![sheet(&[(Sixes, [6, 6, 6, 2, 3])]), Sheet::default()],
            in_play: None,
        },
        SamplePosition {
            name: "round 7: even game, 4, 4, 4, 1, 2 with two rolls left",
            sheets: vec![
                sheet(&[
                    (Ones, [1, 1, 1, 4, 5]),
                    (Twos, [2, 2, 2, 5, 6]),
                    (FullHouse, [3, 3, 3, 5, 5]),
                    (Chance, [3, 4, 5, 5, 6]),
                    (ThreeOfAKind, [5, 5, 5, 2, 6]),
                    (Sixes, [6, 6, 6, 1, 2]),
                ]),
                sheet(&[
                    (Fours, [4, 4, 4, 1, 2]),
                    (Fives, [5, 5, 5, 2, 3]),
                    (SmallStraight, [1, 2, 3, 4, 6]),
                    (Chance, [2, 4, 5, 6, 6]),
                    (FourOfAKind, [3, 3, 3, 3, 6]),
                    (Threes, [3, 3, 1, 2, 6]),
                ]),
            ],
            in_play: Some((0, faces([4, 4, 4, 1, 2]), 2)),
        },
        SamplePosition {
            name: "round 8: second player far behind, rolled 1, 3, 4, 5, 6 with one roll left",
            sheets: vec![
                sheet(&[
                    (Ones, [1, 1, 1, 4, 5]),
                    (Twos, [2, 2, 2, 5, 6]),
                    (Threes, [3, 3, 3, 5, 6]),
                    (Fours, [4, 4, 4, 1, 2]),
                    (Fives, [5, 5, 5, 2, 3]),
                    (Sixes, [6, 6, 6, 1, 2]),
                    (FullHouse, [3, 3, 3, 5, 5]),
                    (Chance, [3, 4, 5, 5, 6]),
                ]),
                sheet(&[
                    (Ones, [1, 2, 3, 4, 5]),
                    (Twos, [2, 3, 4, 5, 6]),
                    (Threes, [3, 1, 1, 5, 6]),
                    (Fours, [4, 1, 1, 5, 6]),
                    (Fives, [5, 5, 1, 2, 3]),
                    (FullHouse, [1, 2, 3, 4, 6]),
                    (Chance, [1, 1, 2, 2, 3]),
                ]),
            ],
            in_play: Some((1, faces([1, 3, 4, 5, 6]), 1)),
        },
    ]
}

/// The position of round `round` (from 1) of a game of `players` under `rules`: every player has marked one box
/// a round before it, and the first player is to roll (`mid_turn` false) or has rolled 2, 2, 3, 5, 6 with two
/// rolls left. Each player fills the boxes in an order of their own with dice of a fixed pseudo-random
/// sequence, so the same arguments always give the same position.
pub fn bench_position(
    rules: &Ruleset,
    players: usize,
    round: usize,
    mid_turn: bool,
) -> SamplePosition {
    let boxes: Vec<Category> = rules.categories().collect();
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next_face = move || {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        Face::new((seed >> 33) as u8 % 6 + 1).expect("a face")
    };
    let sheets = (0..players)
        .map(|player| {
            let mut sheet = Sheet::default();
            let order = boxes.iter().cycle().skip(5 * player).take(boxes.len());
            for &category in order.take(round.saturating_sub(1)) {
                // Dice the box takes (a Joker rule may ask for another box first): tried until one fits.
                let mark = std::iter::repeat_with(|| {
                    let faces: Vec<Face> = (0..rules.dice_count()).map(|_| next_face()).collect();
                    rules.mark(&sheet, &Dice::new(&faces).expect("dice"), category)
                })
                .take(1000)
                .find_map(Result::ok)
                .expect("dice that fit the box");
                sheet.record(&mark);
            }
            sheet
        })
        .collect();
    let faces = [2, 2, 3, 5, 6]
        .map(|f| Face::new(f).expect("a face"))
        .to_vec();
    SamplePosition {
        name: "a position of the bench",
        sheets,
        in_play: mid_turn.then_some((0, faces, 2)),
    }
}
