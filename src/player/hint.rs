//! What the hint key says: the expert's choice for the dice on the table (a keep, or a box to mark) with the
//! expected final score when the table is exact, and what the player's own current choice would be worth when it
//! differs. Maxi Yatzy's heuristic gives its choice as an estimate, without a score.

use std::sync::Arc;

use crate::game::GameState;
use crate::i18n::Message;
use crate::narration;
use crate::strategy::Advisor;

/// ?: the expert's choice now with its expected final score, and the player's own when it differs. The
/// advisor is asked for (`advisor`, which may wait for it) only when there is a choice to advise on.
pub fn messages(state: &GameState, advisor: impl FnOnce() -> Option<Arc<Advisor>>) -> Vec<Message> {
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
    let faces = |faces: &[crate::rules::Face]| {
        faces
            .iter()
            .map(|f| f.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
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
