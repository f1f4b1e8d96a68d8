//! Drills: a player's costliest decisions kept as questions, asked again until answered as perfect play would.
//!
//! A drill holds its position (the sheet as the turn began, the roll and the dice) with every move from it and
//! that move's worth under perfect play, weighed once by the exact table when the game ended: marking an answer
//! is then a lookup, with no table to load. What the marking says beside the best move is a [`Reason`] from a
//! small set of families, each chosen only where its claim is true of the position and the two moves; a wrong
//! answer comes back on a spaced schedule ([`Schedule`]). Pure: the days are counted by the caller.

use serde::{Deserialize, Serialize};

pub use crate::game::{BoxWorth, KeepWorth, Moves, Position};
use std::sync::Arc;

use super::advisor::Advisor;
use super::bot::{Bot, Level};
use super::review::Review;
use crate::game::{Choice, MatchConfig, PlayerSpec, Record};
use crate::rules::{Category, Face, Ruleset, Sheet};

/// Two worths closer than this are one: the table's values are single-precision sums.
const TIE: f64 = 1e-4;
/// How many decisions of one game become drills: its costliest.
pub const DRILLS_PER_GAME: usize = 3;
/// A decision that gave away less than this is not worth asking again.
pub const WORTH_DRILLING: f64 = 0.5;
/// The days a wrong answer waits before it is asked again: after the first wrong answer, the second, and every
/// one after.
pub const INTERVALS: [u32; 3] = [1, 3, 7];

/// A decision made in a game, to be asked again.
#[derive(Clone, Debug, PartialEq)]
pub struct Costly {
    pub position: Position,
    pub moves: Moves,
    /// What was played in the game.
    pub played: Choice,
    /// What it gave away there.
    pub cost: f64,
}

/// Every move from `position` with its worth, by `advisor` (meant for the exact table).
pub fn moves(advisor: &Advisor, position: &Position) -> Moves {
    let keeps = advisor
        .keep_choices(&position.sheet, &position.dice, position.rolls_left())
        .into_iter()
        .map(|choice| KeepWorth {
            keep: choice.keep,
            worth: choice.value,
        })
        .collect();
    let boxes = advisor
        .box_choices(&position.sheet, &position.dice)
        .into_iter()
        .map(|choice| BoxWorth {
            category: choice.mark.category,
            points: choice.mark.points + choice.mark.yahtzee_bonus,
            worth: choice.value,
        })
        .collect();
    Moves { keeps, boxes }
}

/// The costliest decisions of `review` (its player's, in `record`), at most [`DRILLS_PER_GAME`] positions of those
/// that gave away [`WORTH_DRILLING`] or more, each with every move from its position weighed by `advisor`. None without the
/// exact table: a drill is marked by perfect play.
pub fn costliest(advisor: &Advisor, record: &Record, review: &Review) -> Vec<Costly> {
    if !advisor.is_exact() {
        return Vec::new();
    }
    // A stop and the box it marks are two decisions of one position, and one question.
    let mut asked = Vec::new();
    review
        .costliest(usize::MAX)
        .into_iter()
        .filter(|decision| decision.cost >= WORTH_DRILLING)
        .filter(|decision| {
            let at = (decision.round, decision.roll);
            let new = !asked.contains(&at);
            asked.push(at);
            new
        })
        .take(DRILLS_PER_GAME)
        .filter_map(|decision| {
            let turn = record
                .turns()
                .iter()
                .find(|turn| turn.player == review.player && turn.round == decision.round)?;
            let position = Position {
                round: decision.round,
                sheet: turn.start.clone(),
                rolls_allowed: turn.rolls_allowed,
                roll: decision.roll,
                dice: decision.dice,
            };
            let moves = moves(advisor, &position);
            Some(Costly {
                position,
                moves,
                played: decision.chosen.clone(),
                cost: decision.cost,
            })
        })
        .collect()
}

/// The position of day `day` under the advisor's rules (meant for the exact table): the costliest decision of a
/// casual player's solitaire game seeded by the day, the same wherever it is made. `None` without the exact table.
pub fn of_the_day(advisor: &Arc<Advisor>, day: u32) -> Option<Costly> {
    let bots = [Bot::new(advisor.clone(), Level::Casual)];
    let config = MatchConfig::new(
        advisor.rules().preset_id(),
        vec![PlayerSpec::human("Daily")],
    );
    let game = super::play_match(config, u64::from(day), &bots);
    let review = super::review(advisor, game.record(), 0);
    costliest(advisor, game.record(), &review)
        .into_iter()
        .next()
}

/// Why the best move is better, in a family of plain words; each is given only where its claim is true.
#[derive(Clone, Debug, PartialEq)]
pub enum Reason {
    /// The answer's box puts the upper bonus out of reach for good; the best move keeps it within reach.
    BonusLost { bonus: u16 },
    /// The answer spends Chance, which is worth more kept for a poor roll later; the best move marks another box.
    ChanceForLater,
    /// The best box scores fewer points now than the answer's, and what it leaves open is worth more.
    FewerPointsNow { fewer: u16 },
    /// The best box scores more points now than the answer's.
    MorePointsNow { more: u16 },
    /// The answer rolls again where marking a box now is worth more.
    StopHere,
    /// The answer marks a box where rolling again is worth more.
    RollAgain { rolls_left: u8 },
    /// The best keep is a straight's core (three or more faces in a row) with a straight box open; the answer
    /// keeps fewer of them.
    StraightCore { run: Vec<Face> },
    /// The best keep is dice of one face; the answer keeps three or more different faces.
    OfAKind { face: Face, count: u8 },
    /// None of the above: the best move is simply worth more on average.
    WorthMore,
}

/// An answer marked.
#[derive(Clone, Debug, PartialEq)]
pub struct Marked {
    /// The best move: the answer itself when it is worth as much.
    pub best: Choice,
    /// What the answer gives away against the best move, 0 when it is the best.
    pub cost: f64,
    /// Why, for a wrong answer.
    pub reason: Option<Reason>,
}

impl Marked {
    pub fn is_right(&self) -> bool {
        self.cost == 0.0
    }
}

/// The best move of `moves`: the best keep while rolls are left, unless it keeps every die (then the best box),
/// with its worth.
pub fn best_move(position: &Position, moves: &Moves) -> Option<(Choice, f64)> {
    let best_box = moves
        .boxes
        .first()
        .map(|b| (Choice::Mark(b.category), b.worth));
    match moves.keeps.first() {
        Some(keep) if keep.keep.len() < position.dice.len() => {
            let stopping = best_box.as_ref().map_or(f64::MIN, |(_, worth)| *worth);
            if keep.worth > stopping + TIE {
                Some((Choice::Keep(keep.keep.clone()), keep.worth))
            } else {
                best_box
            }
        }
        _ => best_box,
    }
}

/// The worth of `answer` in `moves`; `None` when it is not a move from the position.
fn worth_of(position: &Position, moves: &Moves, answer: &Choice) -> Option<f64> {
    match answer {
        Choice::Keep(kept) if kept.len() == position.dice.len() => {
            moves.boxes.first().map(|b| b.worth)
        }
        Choice::Keep(kept) => moves
            .keeps
            .iter()
            .find(|k| k.keep == *kept)
            .map(|k| k.worth),
        Choice::Mark(category) => moves
            .boxes
            .iter()
            .find(|b| b.category == *category)
            .map(|b| b.worth),
    }
}

/// Marks `answer` to the drill at `position` under `rules`: the best move, what the answer gave away, and why.
/// `None` when the answer is no move from there (or the drill holds no moves).
pub fn mark(
    rules: &Ruleset,
    position: &Position,
    moves: &Moves,
    answer: &Choice,
) -> Option<Marked> {
    let (best, best_worth) = best_move(position, moves)?;
    let worth = worth_of(position, moves, answer)?;
    let cost = best_worth - worth;
    if cost < TIE {
        return Some(Marked {
            best: answer.clone(),
            cost: 0.0,
            reason: None,
        });
    }
    let reason = reason(rules, position, moves, &best, answer);
    Some(Marked {
        best,
        cost,
        reason: Some(reason),
    })
}

/// The family that says why `best` beats `answer`, the first whose claim holds.
fn reason(
    rules: &Ruleset,
    position: &Position,
    moves: &Moves,
    best: &Choice,
    answer: &Choice,
) -> Reason {
    match (best, answer) {
        (Choice::Keep(_), Choice::Mark(_)) => Reason::RollAgain {
            rolls_left: position.rolls_left(),
        },
        (Choice::Mark(_), Choice::Keep(_)) => Reason::StopHere,
        (Choice::Mark(best), Choice::Mark(answered)) => {
            box_reason(rules, position, moves, *best, *answered)
        }
        (Choice::Keep(best), Choice::Keep(kept)) => keep_reason(rules, position, best, kept),
    }
}

/// Why box `best` beats box `answered`.
fn box_reason(
    rules: &Ruleset,
    position: &Position,
    moves: &Moves,
    best: Category,
    answered: Category,
) -> Reason {
    let points = |category| {
        moves
            .boxes
            .iter()
            .find(|b| b.category == category)
            .map_or(0, |b| b.points)
    };
    if let Some(bonus) = rules.upper_bonus()
        && bonus_reachable(rules, &position.sheet, Some((best, points(best))))
        && !bonus_reachable(rules, &position.sheet, Some((answered, points(answered))))
    {
        return Reason::BonusLost {
            bonus: bonus.points,
        };
    }
    if answered == Category::Chance {
        return Reason::ChanceForLater;
    }
    let (best_points, answered_points) = (points(best), points(answered));
    match best_points.cmp(&answered_points) {
        std::cmp::Ordering::Less => Reason::FewerPointsNow {
            fewer: answered_points - best_points,
        },
        std::cmp::Ordering::Greater => Reason::MorePointsNow {
            more: best_points - answered_points,
        },
        std::cmp::Ordering::Equal => Reason::WorthMore,
    }
}

/// Why keeping `best` beats keeping `kept`.
fn keep_reason(rules: &Ruleset, position: &Position, best: &[Face], kept: &[Face]) -> Reason {
    let straight_open = [
        Category::SmallStraight,
        Category::LargeStraight,
        Category::FullStraight,
    ]
    .into_iter()
    .any(|c| rules.has_box(c) && !position.sheet.is_filled(c));
    if straight_open && is_run(best) && best.len() >= 3 && !best.iter().all(|f| kept.contains(f)) {
        return Reason::StraightCore { run: best.to_vec() };
    }
    let mut distinct = kept.to_vec();
    distinct.dedup();
    if let [face, ..] = best
        && best.len() >= 2
        && best.iter().all(|f| f == face)
        && distinct.len() >= 3
    {
        return Reason::OfAKind {
            face: *face,
            count: best.len() as u8,
        };
    }
    Reason::WorthMore
}

/// Whether sorted `faces` are different faces, each one more than the last.
pub fn is_run(faces: &[Face]) -> bool {
    faces.windows(2).all(|w| w[1].value() == w[0].value() + 1)
}

/// Whether the upper bonus can still be earned on `sheet` after `marked` (a box and its points) goes in: it is
/// not earned yet, and the upper boxes left open could still make up the difference with every die showing their
/// face. Earned already, it cannot be lost.
pub fn bonus_reachable(rules: &Ruleset, sheet: &Sheet, marked: Option<(Category, u16)>) -> bool {
    let Some(bonus) = rules.upper_bonus() else {
        return false;
    };
    let mut total = rules.upper_total(sheet);
    if let Some((category, points)) = marked
        && category.is_upper()
    {
        total += points;
    }
    let most_to_come: u16 = rules
        .categories()
        .filter(|c| c.is_upper() && !sheet.is_filled(*c) && Some(*c) != marked.map(|m| m.0))
        .filter_map(Category::upper_face)
        .map(|face| u16::from(face.value()) * u16::from(rules.dice_count()))
        .sum();
    total + most_to_come >= bonus.threshold
}

/// When a drill is asked again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Schedule {
    /// Wrong answers given in a row so far.
    pub wrong: u8,
    /// The day (counted from 1970-01-01) from which it is asked again; 0 at once.
    pub due: u32,
}

impl Schedule {
    pub fn is_due(&self, today: u32) -> bool {
        self.due <= today
    }

    /// After an answer given `today`: asked again after the next interval when wrong; `None` when right (learnt).
    pub fn after(self, right: bool, today: u32) -> Option<Schedule> {
        if right {
            return None;
        }
        let wrong = self.wrong.saturating_add(1);
        let wait = INTERVALS[usize::from(wrong - 1).min(INTERVALS.len() - 1)];
        Some(Schedule {
            wrong,
            due: today.saturating_add(wait),
        })
    }
}

#[cfg(test)]
mod tests;
