//! What the hint key says: the expert's choice for the dice on the table (a keep, or a box to mark) with the
//! expected final score when the table is exact, and what the player's own current choice would be worth when it
//! differs. Maxi Yatzy's heuristic gives its choice as an estimate, without a score.
//!
//! Against others, late in the sheet (where the champion weighs its chances), the move that wins most often can
//! differ from the one worth most points: then the hint says both, each with the chance of winning it leaves, in
//! the order the player chose (`game.hint_first`).

use std::sync::Arc;

use crate::game::{GameState, Turn};
use crate::i18n::Message;
use crate::narration::{self, Verbosity};
use crate::rules::{Dice, Face, Ruleset, Sheet};
use crate::strategy::{
    Advisor, BothChoices, ChanceOfChoice, Decision, Forecaster, Remembered, Seats, StrategyTable,
    Weigher, weigh_both,
};

/// Which of two moves the hint says first when the move that wins most often is not the one worth most points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HintFirst {
    /// The move that wins most often (the default: against others, winning is what counts).
    #[default]
    Win,
    /// The move worth most points.
    Points,
}

impl HintFirst {
    /// The setting's value as the settings file writes it (`win` or `points`).
    pub fn from_name(name: &str) -> Option<HintFirst> {
        match name {
            "win" => Some(HintFirst::Win),
            "points" => Some(HintFirst::Points),
            _ => None,
        }
    }
}

/// What the hint weighs chances of winning with: the exact table's forecaster and the spreads it has worked
/// out, made the first time a hint needs them and kept for the game (bounded as a computer's are).
#[derive(Debug, Default)]
pub struct WinWeigher {
    made: Option<(Arc<StrategyTable>, Forecaster, Remembered)>,
}

impl WinWeigher {
    fn for_table(&mut self, table: &Arc<StrategyTable>) -> Weigher<'_> {
        if !self
            .made
            .as_ref()
            .is_some_and(|(made_for, _, _)| Arc::ptr_eq(made_for, table))
        {
            let forecaster = Forecaster::new(Arc::clone(table));
            self.made = Some((Arc::clone(table), forecaster, Remembered::default()));
        }
        let (_, forecaster, memory) = self.made.as_ref().expect("made just above");
        Weigher { forecaster, memory }
    }
}

/// How the hint is said: which move first when there are two, briefly or in full, and what weighs the chances.
#[derive(Debug)]
pub struct HintWay<'a> {
    pub first: HintFirst,
    pub verbosity: Verbosity,
    pub weigher: &'a mut WinWeigher,
}

/// ?: the expert's choice now with its expected final score, and the player's own when it differs. The
/// advisor is asked for (`advisor`, which may wait for it) only when there is a choice to advise on.
pub fn messages(
    state: &GameState,
    advisor: impl FnOnce() -> Option<Arc<Advisor>>,
    way: HintWay<'_>,
) -> Vec<Message> {
    if state.is_over() {
        return vec![Message::new("refused-game-over")];
    }
    let Some(turn) = state.turn().cloned() else {
        return vec![Message::new("session-hint-unavailable")];
    };
    let Some(dice) = turn.dice else {
        return vec![Message::new("hint-roll-first")];
    };
    let rules = state.rules().clone();
    let sheet = state.players()[turn.player].sheets[state.current_sheet(turn.player)].clone();
    let Some(advisor) = advisor() else {
        return vec![Message::new("session-hint-unavailable")];
    };
    let exact = advisor.is_exact();
    let expected = |id: &'static str, value: f64| {
        let message = Message::new(id);
        // The heuristic's values rank choices but are no final score; only the exact table's are said.
        if exact {
            message.with("expected", value.round())
        } else {
            message
        }
    };
    if let Advisor::Exact(table) = &*advisor
        && let Some(both) = both_moves(state, &turn, &dice, (&advisor, table), way.weigher)
        && both.to_win.decision != both.for_points.decision
    {
        let mut said = two_moves(&rules, &both, (way.first, way.verbosity));
        said.extend(own_choice(&rules, &turn, &both));
        return said;
    }
    if turn.rolls_left() > 0 && turn.chooser.is_none() {
        let keeps = advisor.keep_choices(&sheet, &dice, turn.rolls_left());
        if let Some(best) = keeps.first().filter(|k| !k.stops(&dice)) {
            // Keeping nothing is said as rerolling every die, never as keeping an empty list.
            let id = match (exact, best.keep.is_empty()) {
                (true, false) => "hint-keep",
                (false, false) => "hint-keep-estimate",
                (true, true) => "hint-reroll-all",
                (false, true) => "hint-reroll-all-estimate",
            };
            let mut said = vec![expected(id, best.value).with("keep", faces(&best.keep))];
            let own = turn.kept();
            if !turn.selected.is_empty()
                && own != best.keep
                && let Some(mine) = keeps.iter().find(|k| k.keep == own).filter(|_| exact)
            {
                let id = if own.is_empty() {
                    "hint-yours-reroll-all"
                } else {
                    "hint-yours-keep"
                };
                said.push(expected(id, mine.value).with("keep", faces(&own)));
            }
            return said;
        }
    }
    let boxes = advisor.box_choices(&sheet, &dice);
    let Some(best) = boxes.first() else {
        return vec![Message::new("session-hint-unavailable")];
    };
    let mut said = vec![
        expected(
            if exact {
                "hint-mark"
            } else {
                "hint-mark-estimate"
            },
            best.value,
        )
        .with("box", narration::box_name(&rules, best.mark.category))
        .with("points", best.mark.points),
    ];
    if let Some(cursor) = turn.chooser.filter(|c| *c != best.mark.category)
        && let Some(mine) = boxes
            .iter()
            .find(|b| b.mark.category == cursor)
            .filter(|_| exact)
    {
        said.push(
            expected("hint-yours-box", mine.value).with("box", narration::box_name(&rules, cursor)),
        );
    }
    said
}

/// The dice as the hint says them: "2, 5, 5".
fn faces(faces: &[Face]) -> String {
    faces
        .iter()
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The move that wins most often and the one worth most points now, where the champion would weigh them (against
/// others, late in the sheet); with the chooser open, the boxes alone.
fn both_moves(
    state: &GameState,
    turn: &Turn,
    dice: &Dice,
    (advisor, table): (&Advisor, &Arc<StrategyTable>),
    weigher: &mut WinWeigher,
) -> Option<BothChoices> {
    let sheets: Vec<Vec<Sheet>> = state.players().iter().map(|p| p.sheets.clone()).collect();
    let sheet = &sheets[turn.player][state.current_sheet(turn.player)];
    let rolls_left = if turn.chooser.is_some() {
        0
    } else {
        turn.rolls_left()
    };
    let plan = advisor.turn(sheet);
    weigh_both(
        weigher.for_table(table),
        advisor,
        &plan,
        Seats {
            sheets: &sheets,
            me: turn.player,
        },
        dice,
        rolls_left,
    )
}

/// "To win: keep 6, 6; your chance 41 percent. For the most points: keep 5, 5, 5; 38 percent." in the order
/// the player chose. Chances that round to the same whole percent are said to a tenth (see [`percent_said`]).
fn two_moves(
    rules: &Ruleset,
    both: &BothChoices,
    (first, verbosity): (HintFirst, Verbosity),
) -> Vec<Message> {
    let tenths = (both.to_win.chance * 100.0).round() == (both.for_points.chance * 100.0).round();
    let percent = |chance: f64| percent_said(chance, tenths);
    let brief = verbosity == Verbosity::Brief;
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
                    .with("box", narration::box_name(rules, *category))
                    .with("points", points)
            }
        };
        message.with("chance", percent(choice.chance))
    };
    let to_win = said(true, &both.to_win);
    let for_points = said(false, &both.for_points);
    match first {
        HintFirst::Win => vec![to_win, for_points],
        HintFirst::Points => vec![for_points, to_win],
    }
}

/// A chance of winning as a percentage to say: whole, or to a tenth (`tenths`); a chance that is not nothing is
/// never said as 0 (below 0.1 percent, to its first two figures: 0.03, 0.0012).
fn percent_said(chance: f64, tenths: bool) -> f64 {
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

/// The player's own choice with the chance of winning it leaves, when it is neither of the two moves: the dice
/// they have chosen to keep, or the box under the chooser's cursor.
fn own_choice(rules: &Ruleset, turn: &Turn, both: &BothChoices) -> Option<Message> {
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
                .with("box", narration::box_name(rules, cursor))
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
    use super::percent_said;

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
