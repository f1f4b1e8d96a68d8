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
use crate::rules::{Dice, Sheet};
use crate::strategy::{
    Advisor, BothChoices, Forecaster, Remembered, Seats, StrategyTable, Weigher, weigh_both,
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
        && narration::hint::chances_differ(&both)
    {
        let to_win_first = way.first == HintFirst::Win;
        let brief = way.verbosity == Verbosity::Brief;
        let mut said = narration::hint::two_moves(&rules, &both, to_win_first, brief);
        said.extend(narration::hint::own_choice(&rules, &turn, &both));
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
            let mut said =
                vec![expected(id, best.value).with("keep", narration::hint::faces(&best.keep))];
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
                said.push(expected(id, mine.value).with("keep", narration::hint::faces(&own)));
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
