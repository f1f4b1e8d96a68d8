//! What W says: each player's chance of winning and expected final score, as pure functions of the outlooks the
//! forecaster worked out. Percents add up to one hundred, and a certainty is said only where it is exact.

use super::{list_separated, player_name};
use crate::game::GameState;
use crate::i18n::{Arg, Message};
use crate::strategy::{Outlook, TurnFigures, plays_below_perfect};

/// The chances as said: one line naming every player with their chance and expected final score (their final
/// score once their sheets are full), each player's entry set apart from the next.
pub fn said(state: &GameState, outlooks: &[Outlook]) -> Vec<Message> {
    let chances: Vec<f64> = outlooks.iter().map(|o| o.win_chance).collect();
    let percents = whole_percents(&chances);
    let rules = state.rules();
    // A computer below perfect with a sheet to play is weighed from games played out as its level plays: an
    // estimate, which says no certainty, and the line says how everyone was taken to play.
    let played_out =
        state
            .config()
            .players
            .iter()
            .zip(state.players())
            .any(|(player, standing)| {
                let below = player.skill().is_some_and(plays_below_perfect);
                below && !standing.sheets.iter().all(|s| rules.is_complete(s))
            });
    let entries = outlooks
        .iter()
        .zip(&percents)
        .zip(state.config().players.iter().zip(state.players()))
        .enumerate()
        .map(|(me, ((outlook, &percent), (player, standing)))| {
            let others_out = chances
                .iter()
                .enumerate()
                .all(|(other, &chance)| other == me || chance == 0.0);
            let finished = standing.sheets.iter().all(|s| rules.is_complete(s));
            Message::new("chances-entry")
                .with("player", player_name(player))
                .with(
                    "chance",
                    Message::new("chances-percent")
                        .with(
                            "band",
                            band(
                                outlook.win_chance,
                                others_out && !played_out,
                                percent,
                                played_out,
                            ),
                        )
                        .with("percent", percent),
                )
                .with("finished", if finished { "yes" } else { "no" })
                .with("score", outlook.expected.round())
                .into()
        })
        .collect();
    let id = match played_out {
        true => "chances-at-levels",
        false => "chances",
    };
    vec![Message::new(id).with("entries", list_separated(entries, "chances-entries"))]
}

/// How far a turn moved its player's chance of winning, from `from` to `to` whole percents, and why: what the
/// turn's dice gave or took against an average turn, and what its choices gave away against perfect play, each
/// to a tenth of a point (`None` when the percents did not move).
pub fn swing_said(name: Arg, from: u32, to: u32, figures: &TurnFigures) -> Option<Message> {
    let direction = match to.cmp(&from) {
        std::cmp::Ordering::Greater => "up",
        std::cmp::Ordering::Less => "down",
        std::cmp::Ordering::Equal => return None,
    };
    let luck = super::review::tenths(figures.luck);
    let dice = match luck {
        l if l > 0.0 => "chances-swing-dice-gave",
        l if l < 0.0 => "chances-swing-dice-took",
        _ => "chances-swing-dice-even",
    };
    let cost = super::review::tenths(figures.cost);
    let choices = match cost > 0.0 {
        true => Message::new("chances-swing-choices-cost").with("points", cost),
        false => Message::new("chances-swing-choices-experts"),
    };
    Some(
        Message::new("chances-swing")
            .with("player", name)
            .with("direction", direction)
            .with("from", from)
            .with("to", to)
            .with("dice", Message::new(dice).with("points", luck.abs()))
            .with("choices", choices),
    )
}

/// How a chance is said. A certainty either way is said only when it is exact: nobody else can win (every
/// other chance is exactly 0, their best scores all below this player's worst), or this player cannot. A
/// chance rounded to 0 or 100 that is not exact is "under 1" or "over 99", for the leader and the trailer alike.
/// An `estimate` (games played out) is never certain.
fn band(chance: f64, others_out: bool, percent: u32, estimate: bool) -> &'static str {
    if chance == 0.0 && !estimate {
        "none"
    } else if others_out {
        "sure"
    } else if percent == 0 {
        "under-one"
    } else if percent >= 100 {
        "over-99"
    } else {
        "some"
    }
}

/// Whole percents that add up to what the chances add up to (100 for a whole game), by largest remainders: each
/// chance is rounded down, and the points left over go to the largest fractions, earlier players first on ties.
pub fn whole_percents(chances: &[f64]) -> Vec<u32> {
    let raw: Vec<f64> = chances
        .iter()
        .map(|c| (c * 100.0).clamp(0.0, 100.0))
        .collect();
    let mut percents: Vec<u32> = raw.iter().map(|p| p.floor() as u32).collect();
    let total = raw.iter().sum::<f64>().round() as u32;
    let left_over = total.saturating_sub(percents.iter().sum());
    let mut by_fraction: Vec<usize> = (0..raw.len()).collect();
    by_fraction.sort_by(|&a, &b| (raw[b] - raw[b].floor()).total_cmp(&(raw[a] - raw[a].floor())));
    for &player in by_fraction.iter().take(left_over as usize) {
        percents[player] += 1;
    }
    percents
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Actor, Command, DiceSource, Game, MatchConfig, PlayerSpec};
    use crate::i18n::Localizer;
    use crate::rules::Preset;

    /// Ann and Bo at Maxi Yatzy.
    fn game() -> Game {
        let players = vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")];
        Game::start(
            MatchConfig::new(Preset::MaxiYatzy, players),
            DiceSource::seeded(1),
        )
        .unwrap()
        .0
    }

    /// The chances line in English for Ann and Bo at `state`, with these chances and expected scores.
    fn line(state: &GameState, outlooks: &[(f64, f64)]) -> String {
        let outlooks: Vec<Outlook> = outlooks
            .iter()
            .map(|&(win_chance, expected)| Outlook {
                win_chance,
                expected,
            })
            .collect();
        Localizer::for_locale("en-US").text(&said(state, &outlooks)[0])
    }

    #[test]
    fn against_a_computer_below_perfect_the_line_says_how_each_plays_and_no_certainty() {
        use crate::game::Skill;
        // Ann against Bo, a computer at `skill`, at Yahtzee.
        let against = |skill| {
            let players = vec![PlayerSpec::human("Ann"), PlayerSpec::computer("Bo", skill)];
            let config = MatchConfig::new(Preset::Yahtzee, players);
            Game::start(config, DiceSource::seeded(1)).unwrap().0
        };
        // Play-test 4, F4: a beginner was weighed as if it played perfectly. None of Bo's games played out reached
        // Ann's score: still not "no chance", since it was played out, not worked out.
        assert_eq!(
            line(
                against(Skill::Beginner).state(),
                &[(1.0, 250.0), (0.0, 141.0)]
            ),
            "Chances of winning with each computer playing at its level (estimated from a thousand games played \
             out) and everyone else perfectly from here: Ann: over 99 percent, expected final score 250; Bo: under \
             1 percent, expected final score 141."
        );
        // A perfect computer is worked out exactly, as a person is.
        assert!(
            line(
                against(Skill::Perfect).state(),
                &[(0.5, 250.0), (0.5, 250.0)]
            )
            .starts_with("Chances of winning if everyone plays perfectly from here: ")
        );
    }

    #[test]
    fn percents_add_up_to_one_hundred_by_largest_remainders() {
        assert_eq!(whole_percents(&[0.336, 0.336, 0.328]), [34, 33, 33]);
        assert_eq!(whole_percents(&[0.495, 0.495, 0.01]), [50, 49, 1]);
        assert_eq!(whole_percents(&[0.997, 0.003]), [100, 0]);
        assert_eq!(whole_percents(&[0.25, 0.25, 0.25, 0.25]), [25, 25, 25, 25]);
    }

    #[test]
    fn a_certainty_is_said_only_when_exact_and_alike_for_both_sides() {
        let game = game();
        // Nearly sure is "over 99" for the leader and "under 1" for the other, never "no chance".
        assert_eq!(
            line(
                game.state(),
                &[(0.999_999_99, 310.2), (0.000_000_01, 150.4)]
            ),
            "Chances of winning if everyone plays perfectly from here: Ann: over 99 percent, expected final \
             score 310; Bo: under 1 percent, expected final score 150."
        );
        // Exactly out of reach: "certain to win" and "no chance".
        assert_eq!(
            line(game.state(), &[(1.0 - 1e-12, 310.0), (0.0, 150.0)]),
            "Chances of winning if everyone plays perfectly from here: Ann: certain to win, expected final \
             score 310; Bo: no chance, expected final score 150."
        );
        assert_eq!(
            line(game.state(), &[(0.506, 250.0), (0.494, 249.0)]),
            "Chances of winning if everyone plays perfectly from here: Ann: 51 percent, expected final score \
             250; Bo: 49 percent, expected final score 249."
        );
    }

    #[test]
    fn a_player_whose_sheet_is_full_hears_their_final_score() {
        let mut game = game();
        // Every box marked in turn until Ann's sheet is full and Bo has one box left.
        while !game.state().players()[0]
            .sheets
            .iter()
            .all(|s| game.state().rules().is_complete(s))
        {
            let player = game.state().turn().unwrap().player;
            let sheet = &game.state().players()[player].sheets[0];
            let open = game.state().rules().open_boxes(sheet).next().unwrap();
            game.dispatch(Actor::Human, &Command::Advance).unwrap();
            game.dispatch(Actor::Human, &Command::Mark(open)).unwrap();
        }
        let said = line(game.state(), &[(0.7, 188.0), (0.3, 170.6)]);
        assert!(
            said.ends_with(
                "Ann: 70 percent, final score 188; Bo: 30 percent, expected final score 171."
            ),
            "{said}"
        );
    }
}
