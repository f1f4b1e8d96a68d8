//! The boxes of a score sheet, named by stable kebab-case ids.
//!
//! The ids are a contract shared by the command line, save files, locales and tests (design.md section 2):
//! renaming one breaks saved games, so they are spelled out here once and never derived from Rust names.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::Face;

/// One box of a score sheet. Which boxes a game has, and how each scores, is the ruleset's business.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Category {
    Ones,
    Twos,
    Threes,
    Fours,
    Fives,
    Sixes,
    OnePair,
    TwoPairs,
    ThreePairs,
    ThreeOfAKind,
    FourOfAKind,
    FiveOfAKind,
    FullHouse,
    Villa,
    Tower,
    SmallStraight,
    LargeStraight,
    FullStraight,
    Chance,
    Yahtzee,
    Pair,
    DoublePair,
    Misere,
}

impl Category {
    /// Every category, in the order of the enum.
    pub const ALL: [Category; 23] = [
        Category::Ones,
        Category::Twos,
        Category::Threes,
        Category::Fours,
        Category::Fives,
        Category::Sixes,
        Category::OnePair,
        Category::TwoPairs,
        Category::ThreePairs,
        Category::ThreeOfAKind,
        Category::FourOfAKind,
        Category::FiveOfAKind,
        Category::FullHouse,
        Category::Villa,
        Category::Tower,
        Category::SmallStraight,
        Category::LargeStraight,
        Category::FullStraight,
        Category::Chance,
        Category::Yahtzee,
        Category::Pair,
        Category::DoublePair,
        Category::Misere,
    ];

    /// The stable id: `ones`, `full-house`, `yahtzee`, ...
    pub const fn id(self) -> &'static str {
        match self {
            Category::Ones => "ones",
            Category::Twos => "twos",
            Category::Threes => "threes",
            Category::Fours => "fours",
            Category::Fives => "fives",
            Category::Sixes => "sixes",
            Category::OnePair => "one-pair",
            Category::TwoPairs => "two-pairs",
            Category::ThreePairs => "three-pairs",
            Category::ThreeOfAKind => "three-of-a-kind",
            Category::FourOfAKind => "four-of-a-kind",
            Category::FiveOfAKind => "five-of-a-kind",
            Category::FullHouse => "full-house",
            Category::Villa => "villa",
            Category::Tower => "tower",
            Category::SmallStraight => "small-straight",
            Category::LargeStraight => "large-straight",
            Category::FullStraight => "full-straight",
            Category::Chance => "chance",
            Category::Yahtzee => "yahtzee",
            Category::Pair => "pair",
            Category::DoublePair => "double-pair",
            Category::Misere => "misere",
        }
    }

    /// The upper-section box counting `face`.
    pub const fn upper(face: Face) -> Category {
        match face.value() {
            1 => Category::Ones,
            2 => Category::Twos,
            3 => Category::Threes,
            4 => Category::Fours,
            5 => Category::Fives,
            _ => Category::Sixes,
        }
    }

    /// The face an upper-section box counts; `None` for lower-section boxes.
    pub const fn upper_face(self) -> Option<Face> {
        let value = match self {
            Category::Ones => 1,
            Category::Twos => 2,
            Category::Threes => 3,
            Category::Fours => 4,
            Category::Fives => 5,
            Category::Sixes => 6,
            _ => return None,
        };
        Face::new(value)
    }

    /// True for Ones to Sixes.
    pub const fn is_upper(self) -> bool {
        self.upper_face().is_some()
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The text is not the id of any category.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownCategory(pub String);

impl FromStr for Category {
    type Err = UnknownCategory;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let wanted = text.trim().to_ascii_lowercase();
        Category::ALL
            .into_iter()
            .find(|c| c.id() == wanted)
            .ok_or(UnknownCategory(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_through_text_and_serde() {
        for category in Category::ALL {
            assert_eq!(category.id().parse::<Category>(), Ok(category));
            let json = serde_json::to_string(&category).unwrap();
            assert_eq!(json, format!("\"{}\"", category.id()));
        }
        assert!("full house".parse::<Category>().is_err());
    }

    #[test]
    fn upper_boxes_know_their_face() {
        for face in Face::ALL {
            assert_eq!(Category::upper(face).upper_face(), Some(face));
        }
        assert_eq!(Category::Chance.upper_face(), None);
    }
}
