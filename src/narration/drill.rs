//! What a drill says (`sayzee drill`), as pure functions of the drills: the question (where the decision was
//! made, the dice and the boxes open), the answer marked (right, or the best move with what the answer gave away
//! and why), when it comes back, and the count at the end.

use super::review::{Who, choice, cost_said};
use crate::game::Choice;
use crate::i18n::{Arg, Message};
use crate::rules::{Preset, Ruleset, Sheet};
use crate::strategy::drill::{Marked, Position, Reason, Schedule};

/// How the drills are answered, said once before the first: with keys or typed commands.
pub fn intro(count: usize, by_keys: bool) -> Message {
    Message::new(match by_keys {
        true => "drill-intro-keys",
        false => "drill-intro-lines",
    })
    .with("count", count)
}

/// Drill `n` of `count` asked: whose decision (`player`'s), the rules, the round, the roll and the dice, the boxes
/// open and the upper section while its bonus is still to earn, and the question.
pub fn question(
    rules: &Ruleset,
    (player, preset): (&str, Preset),
    position: &Position,
    (n, count): (usize, usize),
) -> Vec<Message> {
    let ask = match position.rolls_left() {
        0 => "drill-ask-box",
        _ => "drill-ask-keep",
    };
    let mut said = vec![
        Message::new("drill-question")
            .with("n", n)
            .with("count", count)
            .with("name", super::named(player, None))
            .with("preset", super::preset_name(preset))
            .with("round", position.round)
            .with("roll", position.roll)
            .with("dice", super::faces(position.dice.faces()))
            .with("open", open_boxes(rules, &position.sheet)),
    ];
    said.extend(upper(rules, &position.sheet));
    said.push(Message::new(ask));
    said
}

/// The upper section against its bonus, while the bonus is still to earn.
fn upper(rules: &Ruleset, sheet: &Sheet) -> Option<Message> {
    let progress = rules.upper_progress(sheet).filter(|p| !p.earned)?;
    Some(
        Message::new("drill-upper")
            .with("total", progress.total)
            .with("threshold", progress.threshold),
    )
}

/// The boxes still open on `sheet`, in sheet order, as a list.
fn open_boxes(rules: &Ruleset, sheet: &Sheet) -> Arg {
    super::list_and(
        rules
            .open_boxes(sheet)
            .map(|category| Arg::from(super::box_name(rules, category)))
            .collect(),
    )
}

/// What an answer hears: right, or the best move with what the answer gave away and why; then when it comes
/// back (`again`: the drill's schedule from now on, `None` when it was answered right and leaves).
pub fn marked(
    rules: &Ruleset,
    position: &Position,
    answer: &Choice,
    marked: &Marked,
    again: Option<Schedule>,
    today: u32,
) -> Vec<Message> {
    let mut said = verdict(rules, position, answer, marked);
    said.push(match again {
        None => Message::new("drill-learnt"),
        Some(schedule) => {
            Message::new("drill-again").with("days", schedule.due.saturating_sub(today))
        }
    });
    said
}

/// An answer marked: right, or the best move with what the answer gave away and why.
pub fn verdict(
    rules: &Ruleset,
    position: &Position,
    answer: &Choice,
    marked: &Marked,
) -> Vec<Message> {
    let dice = position.dice.len();
    let yours = choice(rules, answer, dice, Who::You);
    let mut said = Vec::new();
    match &marked.reason {
        None => said.push(Message::new("drill-right").with("yours", yours)),
        Some(reason) => {
            said.push(
                Message::new("drill-wrong")
                    .with("yours", yours)
                    .with("best", choice(rules, &marked.best, dice, Who::Expert))
                    .with("cost", cost_said(marked.cost)),
            );
            said.push(reason_said(rules, reason));
        }
    }
    said
}

/// A server's position of the day asked: the rules, where it stands, the boxes open, the upper section, the
/// question and how to answer it.
pub fn daily_question(rules: &Ruleset, preset: Preset, position: &Position) -> Vec<Message> {
    let ask = match position.rolls_left() {
        0 => "drill-ask-box",
        _ => "drill-ask-keep",
    };
    let mut said = vec![
        Message::new("daily-question")
            .with("preset", super::preset_name(preset))
            .with("round", position.round)
            .with("roll", position.roll)
            .with("dice", super::faces(position.dice.faces()))
            .with("open", open_boxes(rules, &position.sheet)),
    ];
    said.extend(upper(rules, &position.sheet));
    said.push(Message::new(ask));
    said.push(Message::new("daily-how"));
    said
}

/// How many of those who answered today found the best move, and, for a second answer, that only the first
/// counts.
pub fn daily_count(found: u32, answered: u32, again: bool) -> Vec<Message> {
    let mut said = vec![
        Message::new("daily-count")
            .with("found", found)
            .with("answered", answered),
    ];
    if again {
        said.push(Message::new("daily-again"));
    }
    said
}

/// A reason in plain words.
fn reason_said(rules: &Ruleset, reason: &Reason) -> Message {
    match reason {
        Reason::BonusLost { bonus } => {
            Message::new("drill-reason-bonus-lost").with("bonus", *bonus)
        }
        Reason::ChanceForLater => Message::new("drill-reason-chance").with(
            "box",
            super::box_name(rules, crate::rules::Category::Chance),
        ),
        Reason::FewerPointsNow { fewer } => {
            Message::new("drill-reason-fewer-now").with("points", *fewer)
        }
        Reason::MorePointsNow { more } => {
            Message::new("drill-reason-more-now").with("points", *more)
        }
        Reason::StopHere => Message::new("drill-reason-stop"),
        Reason::RollAgain { rolls_left } => {
            Message::new("drill-reason-roll-again").with("rolls", *rolls_left)
        }
        Reason::StraightCore { run } => {
            Message::new("drill-reason-straight").with("run", super::faces(run))
        }
        Reason::OfAKind { face, .. } => {
            Message::new("drill-reason-of-a-kind").with("face", face.value())
        }
        Reason::WorthMore => Message::new("drill-reason-worth-more"),
    }
}

/// The end of the drills due: how many were answered right, and when the next is due (`next_in` days from now,
/// `None` when none is left).
pub fn done(right: usize, count: usize, next_in: Option<u32>) -> Vec<Message> {
    vec![
        Message::new("drill-done")
            .with("right", right)
            .with("count", count),
        next(next_in),
    ]
}

/// Nothing to ask now: when the next drill is due, or that none is kept.
pub fn none_due(next_in: Option<u32>) -> Message {
    match next_in {
        Some(days) => Message::new("drill-none-due").with("days", days),
        None => Message::new("drill-none-kept"),
    }
}

fn next(next_in: Option<u32>) -> Message {
    match next_in {
        Some(days) => Message::new("drill-next").with("days", days),
        None => Message::new("drill-all-learnt"),
    }
}
