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
    let said = cost.map(|cost| {
        let (from, to) = (100.0 * cost.expert_chance, 100.0 * cost.chosen_chance);
        (cost, tenths(from), tenths(to))
    });
    // A loss too small to be heard in tenths of a percent ("from 99.9 to 99.9") is no loss to the ear.
    Some(match said.filter(|(_, from, to)| from != to) {
        Some((cost, from, to)) => Message::new("review-win-costliest")
            .with("name", name)
            .with("decision", decision(state.rules(), &cost.decision))
            .with("from", from)
            .with("to", to),
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
        .with("cost", cost_said(weighed.cost))
}

/// Points a choice gave away as said: in tenths, and in hundredths below a twentieth of a point, never as 0 (a
/// choice that is not the expert's gave something away, however little).
fn cost_said(cost: f64) -> f64 {
    if cost >= 0.05 {
        return tenths(cost);
    }
    ((cost * 100.0).round() / 100.0).max(0.01)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{DiceSource, Game, MatchConfig, PlayerSpec};
    use crate::i18n::{Arg, Localizer};
    use crate::rules::{Category, Preset};

    fn weighed(cost: f64) -> Weighed {
        Weighed {
            round: 11,
            roll: 3,
            dice: "13356".parse().unwrap(),
            chosen: Choice::Mark(Category::FourOfAKind),
            best: Choice::Mark(Category::Yahtzee),
            cost,
        }
    }

    fn english(message: &Message) -> String {
        Localizer::for_locale("en-US").text(message)
    }

    #[test]
    fn a_choice_that_gave_away_almost_nothing_is_never_said_to_have_cost_0_points() {
        let rules = crate::rules::Ruleset::preset(Preset::Yahtzee);
        let said = |cost| english(&decision(&rules, &weighed(cost)));
        assert!(
            said(2.84).ends_with("That cost 2.8 points."),
            "{}",
            said(2.84)
        );
        assert!(
            said(0.03).ends_with("That cost 0.03 points."),
            "{}",
            said(0.03)
        );
        assert!(
            said(0.0004).ends_with("That cost 0.01 points."),
            "{}",
            said(0.0004)
        );
    }

    #[test]
    fn a_loss_of_chance_that_rounds_away_is_said_as_none() {
        let players = vec![PlayerSpec::human("Cy"), PlayerSpec::human("Ann")];
        let config = MatchConfig::new(Preset::Yahtzee, players);
        let game = Game::start(config, DiceSource::scripted("")).unwrap().0;
        let cost = |expert_chance, chosen_chance| WinCost {
            decision: weighed(0.4),
            expert_chance,
            chosen_chance,
        };
        let none = winning_said(game.state(), 0, Some(&cost(0.9991, 0.9989))).unwrap();
        assert_eq!(none.id, "review-win-none");
        let some = winning_said(game.state(), 0, Some(&cost(0.41, 0.30))).unwrap();
        assert_eq!(some.id, "review-win-costliest");
        assert!(some.args.contains(&("to", Arg::Number(30.0))), "{some}");
    }
}
