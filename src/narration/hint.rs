//! What the hint says when the move that wins most often is not the one worth most points: both moves, each with
//! the chance of winning it leaves, and the player's own choice when it is neither. Pure functions of the choices
//! the strategy weighed; when to say them, and the single move otherwise, are the player's (`player/hint.rs`).

use crate::game::Turn;
use crate::i18n::{Arg, Message};
use crate::rules::{Face, Ruleset};
use crate::strategy::{BothChoices, ChanceOfChoice, Decision};

/// The dice as the hint says them: "2, 5, 5".
pub fn faces(faces: &[Face]) -> String {
    faces
        .iter()
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// "To win: keep 6, 6; your chance 41 percent. For the most points: keep 5, 5, 5; your chance 38 percent.", the move to win
/// first when `to_win_first`, briefly when `brief`. Chances that round to the same whole percent are said to a tenth (see [`percent_said`]).
pub fn two_moves(
    rules: &Ruleset,
    both: &BothChoices,
    to_win_first: bool,
    brief: bool,
) -> Vec<Message> {
    let tenths = (both.to_win.chance * 100.0).round() == (both.for_points.chance * 100.0).round();
    let percent = |chance: f64| match tenths {
        true => tenths_of_percent(chance),
        false => Arg::Number(percent_said(chance, false)),
    };
    let said = |to_win: bool, choice: &ChanceOfChoice| {
        let message = match &choice.decision {
            Decision::Reroll { keep } if keep.is_empty() => {
                Message::new(two_moves_id(to_win, Move::RerollAll, brief))
            }
            Decision::Reroll { keep } => {
                Message::new(two_moves_id(to_win, Move::Keep, brief)).with("keep", faces(keep))
            }
            Decision::Mark(category) => {
                let points = both
                    .boxes
                    .iter()
                    .find(|(mark, _)| mark.category == *category)
                    .map_or(0, |(mark, _)| mark.points);
                Message::new(two_moves_id(to_win, Move::Mark, brief))
                    .with("box", super::box_name(rules, *category))
                    .with("points", points)
            }
        };
        message.with("chance", percent(choice.chance))
    };
    let to_win = said(true, &both.to_win);
    let for_points = said(false, &both.for_points);
    match to_win_first {
        true => vec![to_win, for_points],
        false => vec![for_points, to_win],
    }
}

/// Whether the two moves are worth saying as two: their chances differ to the ear (said to a tenth of a
/// percent), and one of them is at least a tenth of a percent. Otherwise the listener hears the same number twice,
/// or two numbers next to nothing, and the move for points alone says all there is.
pub fn chances_differ(both: &BothChoices) -> bool {
    worth_telling_apart(both.to_win.chance, both.for_points.chance)
}

/// Whether two chances of winning are worth telling apart to a listener: they differ said to a tenth of a
/// percent ([`heard_apart`]), and one of them is at least a tenth of a percent. The review judges a move played
/// to win by the same measure as the hint that advised it.
pub(super) fn worth_telling_apart(one: f64, other: f64) -> bool {
    one.max(other) >= 0.001 && heard_apart(one, other)
}

/// Whether two chances of winning sound different said to a tenth of a percent ("from 99.9 to 99.9" does not).
pub(super) fn heard_apart(one: f64, other: f64) -> bool {
    percent_said(one, true) != percent_said(other, true)
}

/// A chance of winning as a percentage to say: whole, or to a tenth (`tenths`); a chance that is not nothing is
/// never said as 0 (below 0.1 percent, to its first two figures: 0.03, 0.0012).
pub(super) fn percent_said(chance: f64, tenths: bool) -> f64 {
    let percent = chance * 100.0;
    let to = |decimals: i32| {
        let scale = 10f64.powi(decimals);
        (percent * scale).round() / scale
    };
    if !tenths && (to(0) > 0.0 || chance == 0.0) {
        to(0)
    } else if to(1) > 0.0 || chance == 0.0 {
        to(1)
    } else {
        // Two significant figures: 0.034 is 3.4e-2, so 3 decimals.
        let decimals = 1 - percent.log10().floor() as i32;
        to(decimals.clamp(2, 12))
    }
}

/// A chance of winning said to a tenth of a percent, a whole one too ("9.0 against 8.6", where "9" would sound
/// rounded beside "8.6"), and one below a tenth to its first two figures, never as nothing unless it is.
pub(super) fn tenths_of_percent(chance: f64) -> Arg {
    match percent_said(chance, true) {
        said if said >= 0.1 || chance == 0.0 => Arg::Tenths(said),
        said => Arg::Number(said),
    }
}

/// The player's own choice with the chance of winning it leaves, when it is neither of the two moves: the dice
/// they have chosen to keep, or the box under the chooser's cursor.
pub fn own_choice(rules: &Ruleset, turn: &Turn, both: &BothChoices) -> Option<Message> {
    let chance = |chance: f64| percent_said(chance, true);
    let is_move = |decision: &Decision| {
        *decision == both.to_win.decision || *decision == both.for_points.decision
    };
    if let Some(cursor) = turn.chooser {
        let (_, mine) = both
            .boxes
            .iter()
            .find(|(mark, _)| mark.category == cursor)?;
        return (!is_move(&Decision::Mark(cursor))).then(|| {
            Message::new("hint-yours-box-chance")
                .with("box", super::box_name(rules, cursor))
                .with("chance", chance(*mine))
        });
    }
    let own = turn.kept();
    if turn.selected.is_empty() || is_move(&Decision::Reroll { keep: own.clone() }) {
        return None;
    }
    let (_, mine) = both.keeps.iter().find(|(keep, _)| *keep == own)?;
    let message = if own.is_empty() {
        Message::new("hint-yours-reroll-all-chance")
    } else {
        Message::new("hint-yours-keep-chance").with("keep", faces(&own))
    };
    Some(message.with("chance", chance(*mine)))
}

/// What a move of the two-move hint does.
#[derive(Clone, Copy)]
enum Move {
    Keep,
    RerollAll,
    Mark,
}

/// The message saying a move of the two-move hint: to win or for points, in full or brief.
fn two_moves_id(to_win: bool, what: Move, brief: bool) -> &'static str {
    match (to_win, what, brief) {
        (true, Move::Keep, false) => "hint-win-keep",
        (true, Move::RerollAll, false) => "hint-win-reroll-all",
        (true, Move::Mark, false) => "hint-win-mark",
        (false, Move::Keep, false) => "hint-points-keep",
        (false, Move::RerollAll, false) => "hint-points-reroll-all",
        (false, Move::Mark, false) => "hint-points-mark",
        (true, Move::Keep, true) => "hint-win-keep-brief",
        (true, Move::RerollAll, true) => "hint-win-reroll-all-brief",
        (true, Move::Mark, true) => "hint-win-mark-brief",
        (false, Move::Keep, true) => "hint-points-keep-brief",
        (false, Move::RerollAll, true) => "hint-points-reroll-all-brief",
        (false, Move::Mark, true) => "hint-points-mark-brief",
    }
}

#[cfg(test)]
mod tests {
    use super::{chances_differ, percent_said};
    use crate::strategy::{BothChoices, ChanceOfChoice, Decision};

    fn both(to_win: f64, for_points: f64) -> BothChoices {
        let choice = |keep: &str, chance| ChanceOfChoice {
            decision: Decision::Reroll {
                keep: crate::rules::test_dice::faces(keep),
            },
            chance,
        };
        BothChoices {
            to_win: choice("44", to_win),
            for_points: choice("4466", for_points),
            keeps: Vec::new(),
            boxes: Vec::new(),
        }
    }

    #[test]
    fn two_moves_are_said_only_when_their_chances_differ_to_the_ear() {
        assert!(chances_differ(&both(0.41, 0.38)));
        assert!(chances_differ(&both(0.09, 0.086)));
        // "0,7 Prozent" twice, and two chances next to nothing (play-test 4, F3).
        assert!(!chances_differ(&both(0.0072, 0.0068)));
        assert!(!chances_differ(&both(0.000_001_9, 0.000_001_5)));
    }

    #[test]
    fn two_chances_said_to_a_tenth_both_have_their_tenth_a_whole_one_too() {
        let rules = crate::rules::Ruleset::preset(crate::rules::Preset::Yahtzee);
        let heard = |locale: &str| {
            let localizer = crate::i18n::Localizer::for_locale(locale);
            super::two_moves(&rules, &both(0.09, 0.086), true, false)
                .iter()
                .map(|message| localizer.text(message))
                .collect::<Vec<_>>()
        };
        // Play-test 4: "your chance 9 percent" against "8.6 percent".
        assert_eq!(
            heard("en-US"),
            [
                "To win: keep 4, 4; your chance 9.0 percent.",
                "For the most points: keep 4, 4, 6, 6; your chance 8.6 percent."
            ]
        );
        let german = heard("de").join(" ");
        assert!(
            german.contains("9,0 Prozent") && german.contains("8,6 Prozent"),
            "{german}"
        );
    }

    #[test]
    fn a_chance_is_said_whole_or_to_a_tenth_and_never_as_0_unless_it_is() {
        assert_eq!(percent_said(0.41, false), 41.0);
        assert_eq!(percent_said(0.4126, true), 41.3);
        assert_eq!(percent_said(0.003, false), 0.3);
        assert_eq!(percent_said(0.000_34, true), 0.034);
        assert_eq!(percent_said(0.000_001_234, true), 0.00012);
        assert_eq!(percent_said(0.0, true), 0.0);
        assert_eq!(percent_said(0.0, false), 0.0);
    }
}
