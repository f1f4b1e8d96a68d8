//! Faces and dice: values that cannot be wrong once built.
//!
//! A [`Face`] is always 1 to 6 and a [`Dice`] always holds five or six faces, sorted low to high, because
//! the game convention (design.md section 3) names dice by face, never by position.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One face of a six-sided die, 1 to 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Face(u8);

impl Face {
    /// All six faces, low to high.
    pub const ALL: [Face; 6] = [Face(1), Face(2), Face(3), Face(4), Face(5), Face(6)];

    /// The face showing `value` pips, or `None` outside 1 to 6.
    pub const fn new(value: u8) -> Option<Face> {
        if value >= 1 && value <= 6 {
            Some(Face(value))
        } else {
            None
        }
    }

    /// The number of pips, 1 to 6.
    pub const fn value(self) -> u8 {
        self.0
    }

    /// 0 for a one up to 5 for a six: an index into per-face arrays.
    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }
}

impl TryFrom<u8> for Face {
    type Error = DiceError;

    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Face::new(value).ok_or(DiceError::FaceOutOfRange(value.into()))
    }
}

impl From<Face> for u8 {
    fn from(face: Face) -> u8 {
        face.0
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// How many dice of each face: `counts[face.index()]`.
pub type FaceCounts = [u8; 6];

/// Why a set of dice could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiceError {
    /// A die showed a value outside 1 to 6.
    FaceOutOfRange(i64),
    /// A character that is neither a digit nor a separator.
    NotADigit(char),
    /// Five dice (six in Maxi Yatzy) are needed; this many were given.
    WrongCount { expected: u8, found: usize },
}

/// Technical detail for logs and damaged-file reports; players hear localized messages built from the variant.
impl fmt::Display for DiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiceError::FaceOutOfRange(value) => write!(f, "face {value} is outside 1-6"),
            DiceError::NotADigit(c) => write!(f, "{c:?} is not a die"),
            DiceError::WrongCount { expected, found } => {
                write!(f, "{found} dice, expected {expected}")
            }
        }
    }
}

impl std::error::Error for DiceError {}

/// The dice of one roll: five or six faces, kept sorted low to high.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<Face>", into = "Vec<Face>")]
pub struct Dice {
    faces: [Face; MAX_DICE],
    len: u8,
}

/// The most dice any ruleset uses (Maxi Yatzy).
pub const MAX_DICE: usize = 6;
/// The fewest dice any ruleset uses.
pub const MIN_DICE: usize = 5;

impl Dice {
    /// Dice showing `faces`, in any order. Five or six dice.
    pub fn new(faces: &[Face]) -> Result<Dice, DiceError> {
        if !(MIN_DICE..=MAX_DICE).contains(&faces.len()) {
            return Err(DiceError::WrongCount {
                expected: MIN_DICE as u8,
                found: faces.len(),
            });
        }
        let mut sorted = [Face(1); MAX_DICE];
        sorted[..faces.len()].copy_from_slice(faces);
        sorted[..faces.len()].sort_unstable();
        Ok(Dice {
            faces: sorted,
            len: faces.len() as u8,
        })
    }

    /// Dice from face counts (`counts[0]` ones .. `counts[5]` sixes).
    pub fn from_counts(counts: FaceCounts) -> Result<Dice, DiceError> {
        let faces: Vec<Face> = Face::ALL
            .iter()
            .flat_map(|&face| std::iter::repeat_n(face, counts[face.index()].into()))
            .collect();
        Dice::new(&faces)
    }

    /// Parses dice written as digits, together or separated by spaces or commas ("15566", "1 5 5 6 6"),
    /// and checks that there are exactly `expected` of them.
    pub fn parse(text: &str, expected: u8) -> Result<Dice, DiceError> {
        let mut faces = Vec::new();
        for c in text.chars() {
            if c.is_whitespace() || c == ',' {
                continue;
            }
            let digit = c.to_digit(10).ok_or(DiceError::NotADigit(c))?;
            faces.push(Face::new(digit as u8).ok_or(DiceError::FaceOutOfRange(digit.into()))?);
        }
        if faces.len() != usize::from(expected) {
            return Err(DiceError::WrongCount {
                expected,
                found: faces.len(),
            });
        }
        Dice::new(&faces)
    }

    /// The faces, low to high.
    pub fn faces(&self) -> &[Face] {
        &self.faces[..usize::from(self.len)]
    }

    /// How many dice there are.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Always false: there are at least five dice. Present for the `len` convention.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many dice show each face.
    pub fn counts(&self) -> FaceCounts {
        let mut counts = [0; 6];
        for face in self.faces() {
            counts[face.index()] += 1;
        }
        counts
    }

    /// How many dice show `face`.
    pub fn count_of(&self, face: Face) -> u8 {
        self.faces().iter().filter(|&&f| f == face).count() as u8
    }

    /// The sum of all pips.
    pub fn sum(&self) -> u16 {
        self.faces().iter().map(|f| u16::from(f.value())).sum()
    }

    /// The face shown by every die, when all dice show the same face.
    pub fn all_same(&self) -> Option<Face> {
        let first = self.faces[0];
        self.faces().iter().all(|&f| f == first).then_some(first)
    }
}

impl TryFrom<Vec<Face>> for Dice {
    type Error = DiceError;

    fn try_from(faces: Vec<Face>) -> Result<Self, Self::Error> {
        Dice::new(&faces)
    }
}

impl From<Dice> for Vec<Face> {
    fn from(dice: Dice) -> Vec<Face> {
        dice.faces().to_vec()
    }
}

impl FromStr for Dice {
    type Err = DiceError;

    /// Five dice unless six digits are given; use [`Dice::parse`] to insist on a count.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let digits = text.chars().filter(char::is_ascii_digit).count();
        let expected = if digits == MAX_DICE {
            MAX_DICE
        } else {
            MIN_DICE
        };
        Dice::parse(text, expected as u8)
    }
}

impl fmt::Debug for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Dice(")?;
        for face in self.faces() {
            write!(f, "{face}")?;
        }
        write!(f, ")")
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, face) in self.faces().iter().enumerate() {
            if i > 0 {
                write!(f, " ")?;
            }
            write!(f, "{face}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_outside_one_to_six_do_not_exist() {
        assert_eq!(Face::new(0), None);
        assert_eq!(Face::new(7), None);
        assert_eq!(Face::new(6).map(Face::value), Some(6));
    }

    #[test]
    fn dice_are_sorted_and_parse_with_or_without_spaces() {
        let dice = Dice::parse("6 1 5,5 6", 5).unwrap();
        assert_eq!(dice.to_string(), "1 5 5 6 6");
        assert_eq!(Dice::parse("15566", 5).unwrap(), dice);
        assert_eq!(dice.counts(), [1, 0, 0, 0, 2, 2]);
        assert_eq!(dice.sum(), 23);
    }

    #[test]
    fn parse_names_what_is_wrong() {
        assert_eq!(
            Dice::parse("1556", 5),
            Err(DiceError::WrongCount {
                expected: 5,
                found: 4
            })
        );
        assert_eq!(Dice::parse("15576", 5), Err(DiceError::FaceOutOfRange(7)));
        assert_eq!(Dice::parse("1557x", 5), Err(DiceError::FaceOutOfRange(7)));
        assert_eq!(Dice::parse("155x6", 5), Err(DiceError::NotADigit('x')));
        assert!(Dice::parse("155666", 6).is_ok());
    }

    #[test]
    fn dice_round_trip_through_serde_and_reject_bad_faces() {
        let dice = Dice::parse("34466", 5).unwrap();
        let json = serde_json::to_string(&dice).unwrap();
        assert_eq!(json, "[3,4,4,6,6]");
        assert_eq!(serde_json::from_str::<Dice>(&json).unwrap(), dice);
        assert!(serde_json::from_str::<Dice>("[3,4,4,6,9]").is_err());
        assert!(serde_json::from_str::<Dice>("[3,4]").is_err());
    }
}
