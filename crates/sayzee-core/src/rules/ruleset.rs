//! Rulesets: the presets of design.md section 2 as data, with options layered over them.
//!
//! A [`Ruleset`] is built from a [`Preset`] and [`RuleOptions`]; it is the only place that knows which boxes
//! a sheet has, how they score, the bonuses and the Joker. Nothing else branches on the preset.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::scoring::{BoxSpec, Pattern, Payout};
use super::{Category, Face};

/// The rule variants a player can choose, by stable id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// Official Yahtzee with the forced Joker.
    #[default]
    Yahtzee,
    /// Official Yahtzee with the free-choice Joker.
    YahtzeeFreeJoker,
    /// The Game Room rules: full house pays at least 25, no Yahtzee bonus, no Joker.
    Classic,
    /// `classic` plus Pair, Double pair and Misere.
    ClassicExtra,
    /// Scandinavian Yatzy.
    Yatzy,
    /// Maxi Yatzy with six dice.
    MaxiYatzy,
}

impl Preset {
    pub const ALL: [Preset; 6] = [
        Preset::Yahtzee,
        Preset::YahtzeeFreeJoker,
        Preset::Classic,
        Preset::ClassicExtra,
        Preset::Yatzy,
        Preset::MaxiYatzy,
    ];

    /// The stable id used on the command line and in files.
    pub const fn id(self) -> &'static str {
        match self {
            Preset::Yahtzee => "yahtzee",
            Preset::YahtzeeFreeJoker => "yahtzee-free-joker",
            Preset::Classic => "classic",
            Preset::ClassicExtra => "classic-extra",
            Preset::Yatzy => "yatzy",
            Preset::MaxiYatzy => "maxi-yatzy",
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The text names no preset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPreset(pub String);

impl FromStr for Preset {
    type Err = UnknownPreset;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let wanted = text.trim().to_ascii_lowercase();
        Preset::ALL
            .into_iter()
            .find(|p| p.id() == wanted)
            .ok_or(UnknownPreset(text.to_string()))
    }
}

/// How a second Yahtzee may be used once the Yahtzee box is filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum JokerRule {
    /// No Joker: a Yahtzee scores every box by the plain rules.
    Off,
    /// The official rule: the upper box of the face if open, else a lower box (full house and straights at
    /// their fixed values), else any upper box for 0.
    Forced,
    /// Any open box; full house and straights take their fixed values only when the upper box of the face
    /// is filled.
    Free,
}

/// The bonus for a high upper section.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UpperBonus {
    /// The upper total that earns the bonus.
    pub threshold: u16,
    pub points: u16,
}

/// Choices that layer over a preset. `None` keeps the preset's own rule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RuleOptions {
    pub upper_bonus: Option<bool>,
    pub yahtzee_bonus: Option<bool>,
    pub joker: Option<JokerRule>,
    /// Pair, Double pair and Misere on a Yahtzee-style sheet.
    pub extra_rows: Option<bool>,
    /// Unused rolls carry over to the player's next turn.
    pub saved_rolls: Option<bool>,
}

/// An option that does not fit the preset it was layered over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// Yahtzee bonus or Joker asked of a preset without a five-dice Yahtzee box paying a fixed value.
    NoYahtzeeBox(Preset),
    /// Extra rows asked of a preset that is not Yahtzee-style.
    NoExtraRows(Preset),
}

/// Everything about the rules of one game: dice, boxes in sheet order, bonuses, the Joker, rolls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ruleset {
    preset: Preset,
    options: RuleOptions,
    dice_count: u8,
    rolls_per_turn: u8,
    boxes: Vec<BoxSpec>,
    upper_bonus: Option<UpperBonus>,
    yahtzee_bonus: Option<u16>,
    joker: JokerRule,
    saved_rolls: bool,
}

/// Points for each Yahtzee after the first, when the Yahtzee box holds 50.
pub const YAHTZEE_BONUS_POINTS: u16 = 100;

impl Ruleset {
    /// The preset exactly as design.md describes it.
    pub fn preset(preset: Preset) -> Ruleset {
        Ruleset::new(preset, RuleOptions::default()).expect("a preset with no options is valid")
    }

    /// The preset with `options` layered over it.
    ///
    /// # Errors
    /// [`RulesError`] when an option does not fit the preset (a Joker in Maxi Yatzy, extra rows in Yatzy).
    pub fn new(preset: Preset, options: RuleOptions) -> Result<Ruleset, RulesError> {
        let mut rules = base(preset);
        rules.options = options;
        if let Some(on) = options.upper_bonus {
            let preset_bonus = base(preset).upper_bonus;
            rules.upper_bonus = if on { preset_bonus } else { None };
        }
        let has_fixed_yahtzee = rules.dice_count == 5
            && rules
                .boxes
                .iter()
                .any(|b| b.category == Category::Yahtzee && matches!(b.payout, Payout::Fixed(_)));
        if let Some(on) = options.yahtzee_bonus {
            if on && !has_fixed_yahtzee {
                return Err(RulesError::NoYahtzeeBox(preset));
            }
            rules.yahtzee_bonus = on.then_some(YAHTZEE_BONUS_POINTS);
        }
        if let Some(joker) = options.joker {
            if joker != JokerRule::Off && !has_fixed_yahtzee {
                return Err(RulesError::NoYahtzeeBox(preset));
            }
            rules.joker = joker;
        }
        if let Some(extra) = options.extra_rows {
            let yahtzee_style = matches!(
                preset,
                Preset::Yahtzee | Preset::YahtzeeFreeJoker | Preset::Classic | Preset::ClassicExtra
            );
            if !yahtzee_style {
                return Err(RulesError::NoExtraRows(preset));
            }
            rules.boxes.retain(|b| !EXTRA_ROWS.contains(&b.category));
            if extra {
                rules.boxes.extend(extra_rows());
            }
        }
        if let Some(saved) = options.saved_rolls {
            rules.saved_rolls = saved;
        }
        Ok(rules)
    }

    pub fn preset_id(&self) -> Preset {
        self.preset
    }

    pub fn options(&self) -> RuleOptions {
        self.options
    }

    pub fn dice_count(&self) -> u8 {
        self.dice_count
    }

    /// Rolls a turn normally allows (saved rolls may add more).
    pub fn rolls_per_turn(&self) -> u8 {
        self.rolls_per_turn
    }

    /// The boxes in sheet order.
    pub fn boxes(&self) -> &[BoxSpec] {
        &self.boxes
    }

    /// The categories in sheet order.
    pub fn categories(&self) -> impl Iterator<Item = Category> + '_ {
        self.boxes.iter().map(|b| b.category)
    }

    /// The box of `category`, if this sheet has one.
    pub fn box_spec(&self, category: Category) -> Option<&BoxSpec> {
        self.boxes.iter().find(|b| b.category == category)
    }

    pub fn has_box(&self, category: Category) -> bool {
        self.box_spec(category).is_some()
    }

    pub fn upper_bonus(&self) -> Option<UpperBonus> {
        self.upper_bonus
    }

    /// Points for each extra Yahtzee, when Yahtzee bonuses are played.
    pub fn yahtzee_bonus(&self) -> Option<u16> {
        self.yahtzee_bonus
    }

    pub fn joker(&self) -> JokerRule {
        self.joker
    }

    pub fn saved_rolls(&self) -> bool {
        self.saved_rolls
    }
}

const EXTRA_ROWS: [Category; 3] = [Category::Pair, Category::DoublePair, Category::Misere];

fn upper_boxes() -> impl Iterator<Item = BoxSpec> {
    Face::ALL.into_iter().map(|face| {
        BoxSpec::new(
            Category::upper(face),
            Pattern::Face(face),
            Payout::SumOfMatched,
        )
    })
}

fn extra_rows() -> [BoxSpec; 3] {
    [
        BoxSpec::new(Category::Pair, Pattern::OfAKind(2), Payout::SumOfAll),
        BoxSpec::new(Category::DoublePair, Pattern::Pairs(2), Payout::SumOfAll),
        BoxSpec::new(Category::Misere, Pattern::Any, Payout::ComplementOfSum(36)),
    ]
}

fn face(value: u8) -> Face {
    Face::new(value).expect("a face from 1 to 6")
}

/// The preset's own rules, before options.
fn base(preset: Preset) -> Ruleset {
    use Category as C;
    use Pattern as P;
    use Payout as Pay;
    let official_lower = |full_house: Payout| {
        vec![
            BoxSpec::new(C::ThreeOfAKind, P::OfAKind(3), Pay::SumOfAll),
            BoxSpec::new(C::FourOfAKind, P::OfAKind(4), Pay::SumOfAll),
            BoxSpec::new(C::FullHouse, P::FullHouse, full_house),
            BoxSpec::new(C::SmallStraight, P::AnyRun(4), Pay::Fixed(30)),
            BoxSpec::new(C::LargeStraight, P::AnyRun(5), Pay::Fixed(40)),
            BoxSpec::new(C::Yahtzee, P::AllSame, Pay::Fixed(50)),
            BoxSpec::new(C::Chance, P::Any, Pay::SumOfAll),
        ]
    };
    let yahtzee_style = |full_house, yahtzee_bonus, joker| Ruleset {
        preset,
        options: RuleOptions::default(),
        dice_count: 5,
        rolls_per_turn: 3,
        boxes: upper_boxes().chain(official_lower(full_house)).collect(),
        upper_bonus: Some(UpperBonus {
            threshold: 63,
            points: 35,
        }),
        yahtzee_bonus,
        joker,
        saved_rolls: false,
    };
    match preset {
        Preset::Yahtzee => yahtzee_style(
            Pay::Fixed(25),
            Some(YAHTZEE_BONUS_POINTS),
            JokerRule::Forced,
        ),
        Preset::YahtzeeFreeJoker => {
            yahtzee_style(Pay::Fixed(25), Some(YAHTZEE_BONUS_POINTS), JokerRule::Free)
        }
        Preset::Classic => yahtzee_style(Pay::SumOfAllAtLeast(25), None, JokerRule::Off),
        Preset::ClassicExtra => {
            let mut rules = yahtzee_style(Pay::SumOfAllAtLeast(25), None, JokerRule::Off);
            rules.boxes.extend(extra_rows());
            rules
        }
        Preset::Yatzy => Ruleset {
            preset,
            options: RuleOptions::default(),
            dice_count: 5,
            rolls_per_turn: 3,
            boxes: upper_boxes()
                .chain([
                    BoxSpec::new(C::OnePair, P::Pairs(1), Pay::SumOfMatched),
                    BoxSpec::new(C::TwoPairs, P::Pairs(2), Pay::SumOfMatched),
                    BoxSpec::new(C::ThreeOfAKind, P::OfAKind(3), Pay::SumOfMatched),
                    BoxSpec::new(C::FourOfAKind, P::OfAKind(4), Pay::SumOfMatched),
                    BoxSpec::new(
                        C::SmallStraight,
                        P::Run {
                            low: face(1),
                            high: face(5),
                        },
                        Pay::SumOfMatched,
                    ),
                    BoxSpec::new(
                        C::LargeStraight,
                        P::Run {
                            low: face(2),
                            high: face(6),
                        },
                        Pay::SumOfMatched,
                    ),
                    BoxSpec::new(C::FullHouse, P::FullHouse, Pay::SumOfMatched),
                    BoxSpec::new(C::Chance, P::Any, Pay::SumOfAll),
                    BoxSpec::new(C::Yahtzee, P::AllSame, Pay::Fixed(50)),
                ])
                .collect(),
            upper_bonus: Some(UpperBonus {
                threshold: 63,
                points: 50,
            }),
            yahtzee_bonus: None,
            joker: JokerRule::Off,
            saved_rolls: false,
        },
        Preset::MaxiYatzy => Ruleset {
            preset,
            options: RuleOptions::default(),
            dice_count: 6,
            rolls_per_turn: 3,
            boxes: upper_boxes()
                .chain([
                    BoxSpec::new(C::OnePair, P::Pairs(1), Pay::SumOfMatched),
                    BoxSpec::new(C::TwoPairs, P::Pairs(2), Pay::SumOfMatched),
                    BoxSpec::new(C::ThreePairs, P::Pairs(3), Pay::SumOfMatched),
                    BoxSpec::new(C::ThreeOfAKind, P::OfAKind(3), Pay::SumOfMatched),
                    BoxSpec::new(C::FourOfAKind, P::OfAKind(4), Pay::SumOfMatched),
                    BoxSpec::new(C::FiveOfAKind, P::OfAKind(5), Pay::SumOfMatched),
                    BoxSpec::new(
                        C::SmallStraight,
                        P::Run {
                            low: face(1),
                            high: face(5),
                        },
                        Pay::SumOfMatched,
                    ),
                    BoxSpec::new(
                        C::LargeStraight,
                        P::Run {
                            low: face(2),
                            high: face(6),
                        },
                        Pay::SumOfMatched,
                    ),
                    BoxSpec::new(
                        C::FullStraight,
                        P::Run {
                            low: face(1),
                            high: face(6),
                        },
                        Pay::SumOfMatched,
                    ),
                    BoxSpec::new(C::FullHouse, P::FullHouse, Pay::SumOfMatched),
                    BoxSpec::new(C::Villa, P::Villa, Pay::SumOfMatched),
                    BoxSpec::new(C::Tower, P::Tower, Pay::SumOfMatched),
                    BoxSpec::new(C::Chance, P::Any, Pay::SumOfAll),
                    BoxSpec::new(C::Yahtzee, P::AllSame, Pay::Fixed(100)),
                ])
                .collect(),
            upper_bonus: Some(UpperBonus {
                threshold: 84,
                points: 100,
            }),
            yahtzee_bonus: None,
            joker: JokerRule::Off,
            saved_rolls: true,
        },
    }
}
