//! What the review says (E, the line command `review`, and after a game), as pure functions of the decisions
//! weighed: for each person at this keyboard, how many decisions were the expert's, the points given away against
//! perfect play and the three that cost most; every decision, one line each, for the arrows to walk; and the
//! decision that cost most chance of winning.

use crate::game::{Choice, GameState};
use crate::i18n::Message;
use crate::rules::Ruleset;
use crate::strategy::{Review, Weighed, WinCost};

/// How many of the costliest decisions the summary names.
const COSTLIEST: usize = 3;

/// The review of the people at this keyboard.
#[derive(Debug, Default)]
pub struct Said {
    /// Said at once: each person's figures and costliest decisions.
    pub summary: Vec<Message>,
    /// Every decision of every person, one line each, in the order made (the arrows walk these).
    pub lines: Vec<Message>,
}

/// What `reviews` (one for each person at this keyboard, by player number) say.
pub fn said(state: &GameState, reviews: &[Review]) -> Said {
    let rules = state.rules();
    let mut said = Said::default();
    let named = reviews.len() > 1;
    for review in reviews {
        let Some(spec) = state.config().players.get(review.player) else {
            continue;
        };
        let name = super::player_name(spec);
        if review.decisions.is_empty() {
            said.summary
                .push(Message::new("review-nothing-yet").with("name", name));
            continue;
        }
        let summary_id = if review.exact {
            "review-summary"
        } else {
            "review-summary-estimate"
        };
        said.summary.push(
            Message::new(summary_id)
                .with("name", name.clone())
                .with("decisions", review.decisions.len())
                .with("experts", review.experts())
                .with("given", tenths(review.given_away())),
        );
        let costliest = review.costliest(COSTLIEST);
        if costliest.is_empty() {
            said.summary.push(Message::new("review-all-experts"));
        }
        said.summary
            .extend(costliest.into_iter().map(|d| decision(rules, d)));
        let count = review.decisions.len();
        for (at, weighed) in review.decisions.iter().enumerate() {
            let line = Message::new("review-line")
                .with("n", at + 1)
                .with("count", count)
                .with("decision", decision(rules, weighed));
            said.lines.push(match named {
                true => Message::new("review-line-of")
                    .with("name", name.clone())
                    .with("line", line),
                false => line,
            });
        }
    }
    said
}

/// What a person hears of the decision that cost them most chance of winning (`None`: no choice cost any).
pub fn winning_said(state: &GameState, player: usize, cost: Option<&WinCost>) -> Option<Message> {
    let name = super::player_name(state.config().players.get(player)?);
    Some(match cost {
        Some(cost) => Message::new("review-win-costliest")
            .with("name", name)
            .with("decision", decision(state.rules(), &cost.decision))
            .with("from", tenths(100.0 * cost.expert_chance))
            .with("to", tenths(100.0 * cost.chosen_chance)),
        None => Message::new("review-win-none").with("name", name),
    })
}

/// One decision: where it was made, what was chosen, and what the expert chooses and what the difference cost.
fn decision(rules: &Ruleset, weighed: &Weighed) -> Message {
    let id = if weighed.is_experts() {
        "review-decision-experts"
    } else {
        "review-decision"
    };
    let chosen = choice(rules, &weighed.chosen, weighed.dice.len(), Who::You);
    let best = choice(rules, &weighed.best, weighed.dice.len(), Who::Expert);
    Message::new(id)
        .with("round", weighed.round)
        .with("roll", weighed.roll)
        .with("dice", super::faces(weighed.dice.faces()))
        .with("chosen", chosen)
        .with("best", best)
        .with("cost", tenths(weighed.cost))
}

#[derive(Clone, Copy)]
enum Who {
    You,
    Expert,
}

/// A choice as a clause: "you kept 3, 3, 5", "the expert marks Chance".
fn choice(rules: &Ruleset, choice: &Choice, dice: usize, who: Who) -> Message {
    let (id, keep) = match (choice, who) {
        (Choice::Keep(kept), Who::You) if kept.len() == dice => ("review-you-stopped", None),
        (Choice::Keep(kept), Who::You) if kept.is_empty() => ("review-you-rerolled-all", None),
        (Choice::Keep(kept), Who::You) => ("review-you-kept", Some(kept)),
        (Choice::Keep(kept), Who::Expert) if kept.len() == dice => ("review-expert-stops", None),
        (Choice::Keep(kept), Who::Expert) if kept.is_empty() => ("review-expert-rerolls-all", None),
        (Choice::Keep(kept), Who::Expert) => ("review-expert-keeps", Some(kept)),
        (Choice::Mark(category), who) => {
            let id = match who {
                Who::You => "review-you-marked",
                Who::Expert => "review-expert-marks",
            };
            return Message::new(id).with("box", super::box_name(rules, *category));
        }
    };
    match keep {
        Some(kept) => Message::new(id).with("keep", super::faces(kept)),
        None => Message::new(id),
    }
}

/// Points to one decimal, as the statistics say an average.
pub fn tenths(points: f64) -> f64 {
    (points * 10.0).round() / 10.0
}
