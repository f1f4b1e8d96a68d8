//! What the review says (E, the line command `review`, and after a game), as pure functions of the decisions
//! weighed: for each person at this keyboard, how many decisions were the expert's, the points given away against
//! perfect play and the three that cost most; every decision, one line each, for the arrows to walk; and, weighed
//! in the chance of winning, the choices played to win and the one that cost most chance.

use super::hint::{heard_apart, tenths_of_percent, worth_telling_apart};
use crate::game::{Choice, GameState};
use crate::i18n::Message;
use crate::rules::Ruleset;
use crate::strategy::{Review, Weighed, WinCost, WinWeighing};

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

/// What `reviews` (one for each person at this keyboard, by player number) say. Where the game's choices were
/// weighed in the chance of winning (`weighed`, each person's by player number), a choice that gave points away
/// for a better chance is said as played to win, never among the costliest, and the choice that cost most chance
/// follows each person's summary.
pub fn said(state: &GameState, reviews: &[Review], weighed: &[(usize, WinWeighing)]) -> Said {
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
        said.summary
            .extend(review.luck.map(|luck| luck_said(name.clone(), luck)));
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
        let weighing = weighed
            .iter()
            .find(|(player, _)| *player == review.player)
            .map(|(_, weighing)| weighing);
        let played = weighing.map_or_else(Vec::new, played_to_win);
        let to_win = |decision: &Weighed| played.iter().find(|w| w.decision == *decision);
        let costliest = review.costliest_but(COSTLIEST, |d| to_win(d).is_some());
        if costliest.is_empty() {
            said.summary.push(Message::new(match played.is_empty() {
                true => "review-all-experts",
                false => "review-rest-experts",
            }));
        }
        said.summary
            .extend(costliest.into_iter().map(|d| decision(rules, d)));
        if let Some(weighing) = weighing {
            said.summary
                .extend(winning_said(state, review.player, weighing));
        }
        let count = review.decisions.len();
        for (at, weighed) in review.decisions.iter().enumerate() {
            let chances = weighing.and_then(|w| w.every.iter().find(|c| c.decision == *weighed));
            let decision = match (to_win(weighed), chances) {
                (Some(played), _) => decision_to_win(rules, played),
                (None, Some(chances)) => with_chances(decision(rules, weighed), chances),
                (None, None) => decision(rules, weighed),
            };
            let line = Message::new("review-line")
                .with("n", at + 1)
                .with("count", count)
                .with("decision", decision);
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

/// What the dice gave `name` against an average game, to a tenth of a point; a game within a tenth of the average
/// is said as such rather than as "0 points more".
pub fn luck_said(name: impl Into<crate::i18n::Arg>, luck: f64) -> Message {
    let points = tenths(luck);
    let id = match points {
        p if p > 0.0 => "review-luck-gave",
        p if p < 0.0 => "review-luck-took",
        _ => "review-luck-even",
    };
    Message::new(id)
        .with("name", name)
        .with("points", points.abs())
}

/// What a person hears of their choices weighed in the chance of winning: those played to win (the three that
/// raised it most, in the order made), then the one that cost most chance, or that none did.
pub fn winning_said(state: &GameState, player: usize, weighing: &WinWeighing) -> Vec<Message> {
    let Some(spec) = state.config().players.get(player) else {
        return Vec::new();
    };
    let name = super::player_name(spec);
    let rules = state.rules();
    let played = played_to_win(weighing);
    let mut raised_most = played.clone();
    raised_most.sort_by(|a, b| raised(b).total_cmp(&raised(a)));
    raised_most.truncate(COSTLIEST);
    let mut said: Vec<Message> = played
        .iter()
        .filter(|choice| raised_most.contains(choice))
        .map(|choice| {
            Message::new("review-played-to-win")
                .with("name", name.clone())
                .with("decision", decision_to_win(rules, choice))
        })
        .collect();
    if played.len() > raised_most.len() {
        let more = played.len() - raised_most.len();
        said.push(Message::new("review-played-to-win-more").with("count", more));
    }
    // A loss too small to be heard ("from 99.9 to 99.9") is no loss to the ear.
    let cost = weighing
        .costliest
        .as_ref()
        .filter(|cost| heard_apart(cost.expert_chance, cost.chosen_chance));
    said.push(match cost {
        Some(cost) => Message::new("review-win-costliest")
            .with("name", name)
            .with("decision", decision(rules, &cost.decision))
            .with("from", tenths_of_percent(cost.expert_chance))
            .with("to", tenths_of_percent(cost.chosen_chance)),
        None => Message::new("review-win-none").with("name", name),
    });
    said
}

/// The choices of `weighing` played to win where the hint would have said the move to win: a rise between two
/// chances next to nothing, or one not heard, wins nothing, and the points given away for it are a mistake like
/// any other.
fn played_to_win(weighing: &WinWeighing) -> Vec<&WinCost> {
    weighing
        .played_to_win
        .iter()
        .filter(|choice| worth_telling_apart(choice.chosen_chance, choice.expert_chance))
        .collect()
}

/// How much a choice raised the chance of winning over the expert's.
fn raised(choice: &WinCost) -> f64 {
    choice.chosen_chance - choice.expert_chance
}

/// A decision played to win: what was chosen, the expert's choice for points, the points it gave away and the
/// chance of winning it raised.
fn decision_to_win(rules: &Ruleset, choice: &WinCost) -> Message {
    decision_as("review-decision-to-win", rules, &choice.decision)
        .with("from", tenths_of_percent(choice.expert_chance))
        .with("to", tenths_of_percent(choice.chosen_chance))
}

/// A decision as the walk says it: with the chance of winning before it and after it.
fn with_chances(decision: Message, chances: &WinCost) -> Message {
    let (from, to) = (
        tenths_of_percent(chances.expert_chance),
        tenths_of_percent(chances.chosen_chance),
    );
    match from == to {
        true => Message::new("review-chance-held").with("chance", from),
        false => Message::new("review-chance-moved")
            .with("from", from)
            .with("to", to),
    }
    .with("decision", decision)
}

/// One decision: where it was made, what was chosen, and what the expert chooses and what the difference cost.
fn decision(rules: &Ruleset, weighed: &Weighed) -> Message {
    let id = if weighed.is_experts() {
        "review-decision-experts"
    } else {
        "review-decision"
    };
    decision_as(id, rules, weighed)
}

/// A decision said by message `id`, with its round, roll, dice, the choices and the cost.
fn decision_as(id: &'static str, rules: &Ruleset, weighed: &Weighed) -> Message {
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
pub(super) fn cost_said(cost: f64) -> f64 {
    if cost >= 0.05 {
        return tenths(cost);
    }
    ((cost * 100.0).round() / 100.0).max(0.01)
}

#[derive(Clone, Copy)]
pub(super) enum Who {
    You,
    Expert,
}

/// A choice as a clause: "you kept 3, 3, 5", "the expert marks Chance".
pub(super) fn choice(rules: &Ruleset, choice: &Choice, dice: usize, who: Who) -> Message {
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
    fn a_move_played_to_win_is_said_as_such_and_not_among_the_costliest() {
        let players = vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")];
        let config = MatchConfig::new(Preset::Yahtzee, players);
        let game = Game::start(config, DiceSource::scripted("")).unwrap().0;
        // Round 10: Fives for the chance of winning, where Four of a kind is worth 0.6 points more (play-test 4,
        // F1); and a smaller mistake in round 8.
        let to_win = Weighed {
            round: 10,
            dice: "15555".parse().unwrap(),
            chosen: Choice::Mark(Category::Fives),
            best: Choice::Mark(Category::FourOfAKind),
            ..weighed(0.6)
        };
        let mistake = Weighed {
            round: 8,
            ..weighed(0.2)
        };
        let review = Review {
            player: 0,
            exact: true,
            decisions: vec![mistake.clone(), to_win.clone()],
            luck: None,
        };
        let weighing = WinWeighing {
            costliest: None,
            played_to_win: vec![WinCost {
                decision: to_win,
                expert_chance: 0.086,
                chosen_chance: 0.09,
            }],
            // The walk's chances: the mistake's, before and after it (the move to win says its own).
            every: vec![WinCost {
                decision: mistake,
                expert_chance: 0.12,
                chosen_chance: 0.114,
            }],
        };
        let heard = |weighed: &[(usize, WinWeighing)]| {
            let said = said(game.state(), std::slice::from_ref(&review), weighed);
            let summary: Vec<String> = said.summary.iter().map(english).collect();
            let lines: Vec<String> = said.lines.iter().map(english).collect();
            (summary, lines)
        };
        let (summary, lines) = heard(&[(0, weighing.clone())]);
        assert_eq!(
            summary,
            [
                "Ann: 2 decisions, 0 of them the expert’s; 0.8 points given away against perfect play.",
                "Round 8, third roll: 1, 3, 3, 5, 6. You marked Four of a kind; the expert marks Yahtzee. That cost \
                 0.2 points.",
                "Ann, played to win: Round 10, third roll: 1, 5, 5, 5, 5. You marked Fives; for the most points, \
                 the expert marks Four of a kind. That gave away 0.6 points and raised your chance of winning from \
                 8.6 to 9.0 percent.",
                "Ann: none of your choices cost any chance of winning.",
            ]
        );
        assert_eq!(
            lines[0],
            "1 of 2. Round 8, third roll: 1, 3, 3, 5, 6. You marked Four of a kind; the expert marks Yahtzee. \
             That cost 0.2 points. Your chance of winning went from 12.0 to 11.4 percent."
        );
        assert!(
            lines[1].starts_with("2 of 2. Round 10")
                && lines[1].ends_with("from 8.6 to 9.0 percent.")
        );
        // Not weighed (a game alone, rules with no exact table), it is one of the costliest, as it cost points;
        // and so it is where it raised a chance next to nothing, where the hint says the move for points alone.
        let mut next_to_nothing = weighing;
        next_to_nothing.played_to_win[0].expert_chance = 0.0;
        next_to_nothing.played_to_win[0].chosen_chance = 0.000_28;
        for weighed in [vec![], vec![(0, next_to_nothing)]] {
            let (summary, lines) = heard(&weighed);
            assert!(summary[1].starts_with("Round 10"), "{summary:?}");
            assert!(summary[1].ends_with("That cost 0.6 points."), "{summary:?}");
            assert!(lines[1].ends_with("That cost 0.6 points."), "{lines:?}");
        }
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
        let said = |cost| {
            let weighing = WinWeighing {
                costliest: Some(cost),
                ..WinWeighing::default()
            };
            let mut said = winning_said(game.state(), 0, &weighing);
            assert_eq!(said.len(), 1, "{said:?}");
            said.remove(0)
        };
        let none = said(cost(0.9991, 0.9989));
        assert_eq!(none.id, "review-win-none");
        let some = said(cost(0.41, 0.30));
        assert_eq!(some.id, "review-win-costliest");
        assert!(some.args.contains(&("to", Arg::Tenths(30.0))), "{some}");
        assert!(
            english(&some).ends_with("from 41.0 to 30.0 percent."),
            "{}",
            english(&some)
        );
    }
}
