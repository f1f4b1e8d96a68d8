//! A player's score sheet and the rules that read it: which boxes a roll may go in, what each would score
//! (the Joker and the Yahtzee bonus depend on the sheet so far), and the totals.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Category, Dice, JokerRule, Ruleset};

/// The boxes one player has filled, and the Yahtzee bonuses earned.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sheet {
    marks: BTreeMap<Category, u16>,
    yahtzee_bonuses: u8,
}

impl Sheet {
    /// The points in `category`, once filled.
    pub fn points(&self, category: Category) -> Option<u16> {
        self.marks.get(&category).copied()
    }

    pub fn is_filled(&self, category: Category) -> bool {
        self.marks.contains_key(&category)
    }

    /// The filled boxes, in id order.
    pub fn filled(&self) -> impl Iterator<Item = Category> + '_ {
        self.marks.keys().copied()
    }

    /// How many boxes are filled.
    pub fn filled_count(&self) -> usize {
        self.marks.len()
    }

    /// How many Yahtzee bonuses have been earned.
    pub fn yahtzee_bonuses(&self) -> u8 {
        self.yahtzee_bonuses
    }

    /// Records `mark`. The game calls this only with marks the ruleset produced for this sheet.
    pub fn record(&mut self, mark: &Mark) {
        self.marks.insert(mark.category, mark.points);
        if mark.yahtzee_bonus > 0 {
            self.yahtzee_bonuses += 1;
        }
    }

    /// Takes back `mark`, the last one recorded (undo).
    pub fn unrecord(&mut self, mark: &Mark) {
        self.marks.remove(&mark.category);
        if mark.yahtzee_bonus > 0 {
            self.yahtzee_bonuses = self.yahtzee_bonuses.saturating_sub(1);
        }
    }
}

/// What marking one box with one roll gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    pub category: Category,
    pub points: u16,
    /// The roll was used as a Joker (full house and straights at their fixed values).
    pub joker: bool,
    /// Yahtzee bonus points earned by this roll (0 or 100).
    pub yahtzee_bonus: u16,
}

/// Why a box cannot take the roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MarkRefusal {
    /// This ruleset's sheet has no such box.
    NoSuchBox(Category),
    /// The box is filled already.
    AlreadyFilled(Category),
    /// The forced Joker rule requires one of these boxes.
    JokerRequires(Vec<Category>),
}

/// One open box as the chooser presents it: what the roll would score there and whether it may go there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoxOption {
    pub mark: Mark,
    /// False when the forced Joker rule sends the roll elsewhere.
    pub allowed: bool,
}

/// The upper section's progress towards its bonus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UpperProgress {
    pub total: u16,
    pub threshold: u16,
    pub bonus: u16,
    pub earned: bool,
}

/// A sheet's totals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Totals {
    pub upper: u16,
    pub upper_bonus: u16,
    pub lower: u16,
    pub yahtzee_bonus: u16,
    pub grand: u16,
}

impl Ruleset {
    /// The open boxes, in sheet order.
    pub fn open_boxes<'a>(&'a self, sheet: &'a Sheet) -> impl Iterator<Item = Category> + 'a {
        self.categories().filter(|&c| !sheet.is_filled(c))
    }

    /// Whether every box is filled.
    pub fn is_complete(&self, sheet: &Sheet) -> bool {
        self.categories().all(|c| sheet.is_filled(c))
    }

    /// Whether `dice` are a Yahtzee the Joker applies to: five of a kind with the Yahtzee box filled.
    fn joker_roll(&self, sheet: &Sheet, dice: &Dice) -> bool {
        self.joker() != JokerRule::Off
            && dice.all_same().is_some()
            && self.has_box(Category::Yahtzee)
            && sheet.is_filled(Category::Yahtzee)
    }

    /// Yahtzee bonus points `dice` earn, whatever box they go in: five of a kind with 50 in the Yahtzee box.
    fn yahtzee_bonus_for(&self, sheet: &Sheet, dice: &Dice) -> u16 {
        let Some(bonus) = self.yahtzee_bonus() else {
            return 0;
        };
        let fixed_value = self
            .box_spec(Category::Yahtzee)
            .map(|spec| spec.points(dice))
            .filter(|&points| points > 0);
        match (fixed_value, sheet.points(Category::Yahtzee)) {
            (Some(value), Some(held)) if held == value => bonus,
            _ => 0,
        }
    }

    /// The boxes the forced Joker allows for `dice`, or `None` when the roll is free to go anywhere open.
    pub fn joker_requirement(&self, sheet: &Sheet, dice: &Dice) -> Option<Vec<Category>> {
        if self.joker() != JokerRule::Forced || !self.joker_roll(sheet, dice) {
            return None;
        }
        let face = dice.all_same()?;
        let own_upper = Category::upper(face);
        if self.has_box(own_upper) && !sheet.is_filled(own_upper) {
            return Some(vec![own_upper]);
        }
        let lower: Vec<Category> = self.open_boxes(sheet).filter(|c| !c.is_upper()).collect();
        if !lower.is_empty() {
            return Some(lower);
        }
        Some(self.open_boxes(sheet).collect())
    }

    /// What marking `category` with `dice` gives on `sheet`.
    ///
    /// # Errors
    /// [`MarkRefusal`] when the sheet has no such box, it is filled, or the forced Joker sends the roll
    /// elsewhere (the refusal lists the allowed boxes).
    pub fn mark(
        &self,
        sheet: &Sheet,
        dice: &Dice,
        category: Category,
    ) -> Result<Mark, MarkRefusal> {
        if !self.has_box(category) {
            return Err(MarkRefusal::NoSuchBox(category));
        }
        if sheet.is_filled(category) {
            return Err(MarkRefusal::AlreadyFilled(category));
        }
        if let Some(allowed) = self.joker_requirement(sheet, dice)
            && !allowed.contains(&category)
        {
            return Err(MarkRefusal::JokerRequires(allowed));
        }
        Ok(self.mark_open_box(sheet, dice, category))
    }

    /// Every open box in sheet order with what `dice` would score there, and whether it is allowed.
    pub fn box_options(&self, sheet: &Sheet, dice: &Dice) -> Vec<BoxOption> {
        let required = self.joker_requirement(sheet, dice);
        self.open_boxes(sheet)
            .map(|category| BoxOption {
                mark: self.mark_open_box(sheet, dice, category),
                allowed: required.as_ref().is_none_or(|r| r.contains(&category)),
            })
            .collect()
    }

    /// The mark an open box of this sheet gets, before the forced Joker's choice of boxes is checked.
    fn mark_open_box(&self, sheet: &Sheet, dice: &Dice, category: Category) -> Mark {
        let spec = self.box_spec(category).expect("an open box of this sheet");
        // Both Joker rules let a Yahtzee stand in for a full house or straight only once the upper box of its
        // face is filled; they differ in which boxes it may go in (joker_requirement), not in what it scores.
        let joker = self.joker_roll(sheet, dice)
            && spec.pattern.joker_fits()
            && dice
                .all_same()
                .is_some_and(|face| sheet.is_filled(Category::upper(face)));
        Mark {
            category,
            points: if joker {
                spec.joker_points(dice)
            } else {
                spec.points(dice)
            },
            joker,
            yahtzee_bonus: self.yahtzee_bonus_for(sheet, dice),
        }
    }

    /// The upper section's total against its bonus threshold, if the ruleset has a bonus.
    pub fn upper_progress(&self, sheet: &Sheet) -> Option<UpperProgress> {
        let bonus = self.upper_bonus()?;
        let total = self.upper_total(sheet);
        Some(UpperProgress {
            total,
            threshold: bonus.threshold,
            bonus: bonus.points,
            earned: total >= bonus.threshold,
        })
    }

    /// The sum of the upper boxes filled so far.
    pub fn upper_total(&self, sheet: &Sheet) -> u16 {
        self.categories()
            .filter(|c| c.is_upper())
            .filter_map(|c| sheet.points(c))
            .sum()
    }

    /// Every total of `sheet`.
    pub fn totals(&self, sheet: &Sheet) -> Totals {
        let upper = self.upper_total(sheet);
        let lower: u16 = self
            .categories()
            .filter(|c| !c.is_upper())
            .filter_map(|c| sheet.points(c))
            .sum();
        let upper_bonus = self
            .upper_progress(sheet)
            .filter(|p| p.earned)
            .map_or(0, |p| p.bonus);
        let yahtzee_bonus =
            u16::from(sheet.yahtzee_bonuses()) * self.yahtzee_bonus().unwrap_or_default();
        Totals {
            upper,
            upper_bonus,
            lower,
            yahtzee_bonus,
            grand: upper + upper_bonus + lower + yahtzee_bonus,
        }
    }
}
