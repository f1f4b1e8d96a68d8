//! Brief announcements (`verbosity = "brief"`, V in play): every fact of the full lines, without the framing.
//! A roll is its dice and its number ("2, 3, 3, 5, 6, roll 1."); a computer's whole turn is one line, its mark
//! ("Robo: Full house, 25."); a mark is the box and the points ("Full house, 25."). Events not named here are
//! said as in full.

use super::*;

/// How much is said of what happens in play. Answers to questions (S, T, Space, D...) are the same in both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Verbosity {
    #[default]
    Full,
    Brief,
}

impl Verbosity {
    /// The setting's value in the settings file.
    pub fn name(self) -> &'static str {
        match self {
            Verbosity::Full => "full",
            Verbosity::Brief => "brief",
        }
    }

    /// The verbosity a settings value names.
    pub fn from_name(name: &str) -> Option<Verbosity> {
        match name {
            "full" => Some(Verbosity::Full),
            "brief" => Some(Verbosity::Brief),
            _ => None,
        }
    }
}

/// What `event` says at `verbosity` at a keyboard where every person plays.
pub fn narrate_event_as(state: &GameState, event: &Event, verbosity: Verbosity) -> Vec<Message> {
    narrate_event_heard_as(state, event, verbosity, &every_person_here(state))
}

/// What `event` says at `verbosity` to the players sitting at the keyboard `here` describes.
pub fn narrate_event_heard_as(
    state: &GameState,
    event: &Event,
    verbosity: Verbosity,
    here: AtThisKeyboard,
) -> Vec<Message> {
    narrate_event_stood_in(state, event, verbosity, here, &|_| false)
}

/// [`narrate_event_heard_as`] where a computer may play a person's seat for them (`stood_in`: a network table's
/// stand-in): in brief mode their turn is told by its mark alone, as a computer's is.
pub fn narrate_event_stood_in(
    state: &GameState,
    event: &Event,
    verbosity: Verbosity,
    here: AtThisKeyboard,
    stood_in: AtThisKeyboard,
) -> Vec<Message> {
    match verbosity {
        Verbosity::Full => narrate_event_heard(state, event, here),
        Verbosity::Brief => briefly(state, event, here, stood_in)
            .unwrap_or_else(|| narrate_event_heard(state, event, here)),
    }
}

/// The brief lines of the events brief mode shortens; `None` for the others.
fn briefly(
    state: &GameState,
    event: &Event,
    here: AtThisKeyboard,
    stood_in: AtThisKeyboard,
) -> Option<Vec<Message>> {
    Some(match event {
        // A computer's turn is told by its mark alone, a stand-in's too.
        Event::TurnStarted { player, .. } | Event::Rolled { player, .. }
            if is_computer(state, *player) || stood_in(*player) =>
        {
            Vec::new()
        }
        Event::TurnStarted {
            player,
            round,
            rounds,
            sheet,
            sheets,
            rolls_allowed,
        } => {
            let mut said = vec![
                Message::new(if here(*player) {
                    "turn-yours"
                } else {
                    "turn-started-brief"
                })
                .with("player", name(state, *player))
                .with("round", *round)
                .with("rounds", *rounds),
            ];
            said.extend(turn_details(state, *sheet, *sheets, *rolls_allowed));
            said
        }
        Event::Rolled {
            player,
            dice,
            thrown,
            roll,
            ..
        } => {
            let kept = without(dice.faces(), thrown);
            // Someone else's roll says whose it is: at a network table it comes between other news.
            let message = match (here(*player), kept.is_empty()) {
                (true, true) => Message::new("roll-brief"),
                (true, false) => Message::new("roll-again-brief"),
                (false, true) => Message::new("other-roll-brief"),
                (false, false) => Message::new("other-roll-again-brief"),
            };
            vec![
                message
                    .with("player", name(state, *player))
                    .with("new", faces(thrown))
                    .with("dice", faces(dice.faces()))
                    .with("roll", *roll),
            ]
        }
        Event::Marked {
            player,
            mark,
            by_computer,
            rolls_saved,
            upper_total,
            sheet: _,
        } => {
            let rules = state.rules();
            // A mark made here follows its player's own turn's lines; anyone else's (a computer's whole turn, a
            // person's at another keyboard between other news) says who.
            let elsewhere = !here(*player);
            let line = match (elsewhere, mark.joker) {
                (true, false) => Message::new("computer-mark-brief"),
                (true, true) => Message::new("computer-mark-joker-brief"),
                (false, false) => Message::new("mark-brief"),
                (false, true) => Message::new("mark-joker-brief"),
            };
            let line = if elsewhere {
                line.with("player", name(state, *player))
            } else {
                line
            };
            let mut said = vec![
                line.with("box", box_name(rules, mark.category))
                    .with("points", mark.points),
            ];
            said.extend(after_mark(
                rules,
                mark,
                "mark-yahtzee-bonus-brief",
                upper_total.filter(|_| !*by_computer && !elsewhere),
                *rolls_saved,
            ));
            said
        }
        Event::UpperBonusEarned { player, points } => vec![
            Message::new("upper-bonus-earned-brief")
                .with("player", name(state, *player))
                .with("points", *points),
        ],
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Actor, Command, DiceSource, Game, MatchConfig, PlayerSpec, Skill};
    use crate::i18n::Localizer;
    use crate::rules::Mark;
    use crate::rules::test_dice::{dice, faces as faces_of};

    /// Ann (a person) and Robo (a computer) at Yahtzee, Ann having rolled.
    fn game() -> Game {
        let players = vec![
            PlayerSpec::human("Ann"),
            PlayerSpec::computer("Robo", Skill::Good),
        ];
        let config = MatchConfig::new(Preset::Yahtzee, players);
        let mut game = Game::start(config, DiceSource::scripted("23356"))
            .unwrap()
            .0;
        game.dispatch(Actor::Human, &Command::Advance).unwrap();
        game
    }

    fn brief(locale: &str, event: &Event) -> Vec<String> {
        let localizer = Localizer::for_locale(locale);
        narrate_event_as(game().state(), event, Verbosity::Brief)
            .iter()
            .map(|m| localizer.text(m))
            .collect()
    }

    /// Ann's (player 0) turn `round` of 13 beginning.
    fn ann_starts(round: u16) -> Event {
        Event::TurnStarted {
            player: 0,
            round,
            rounds: 13,
            sheet: 0,
            sheets: 1,
            rolls_allowed: 3,
        }
    }

    /// Ann's roll `roll`, showing `shown` after throwing `thrown`.
    fn ann_rolls(shown: &str, thrown: &str, roll: u8) -> Event {
        Event::Rolled {
            player: 0,
            dice: dice(shown),
            thrown: faces_of(thrown),
            roll,
            rolls_allowed: 3,
        }
    }

    fn marked(player: usize, category: Category, points: u16, joker: bool) -> Event {
        Event::Marked {
            player,
            mark: Mark {
                category,
                points,
                joker,
                yahtzee_bonus: 0,
            },
            by_computer: player == 1,
            rolls_saved: 0,
            upper_total: None,
            sheet: 0,
        }
    }

    #[test]
    fn a_roll_is_its_dice_and_its_number() {
        let first = ann_rolls("23356", "23356", 1);
        assert_eq!(brief("en-US", &first), ["2, 3, 3, 5, 6, roll 1."]);
        let again = ann_rolls("33356", "3", 2);
        assert_eq!(brief("en-US", &again), ["3, 3, 3, 5, 6, roll 2; new 3."]);
        assert_eq!(brief("de", &again), ["3, 3, 3, 5, 6, Wurf 2; neu 3."]);
    }

    #[test]
    fn a_computers_whole_turn_is_its_mark_alone() {
        let started = Event::TurnStarted {
            player: 1,
            round: 1,
            rounds: 13,
            sheet: 0,
            sheets: 1,
            rolls_allowed: 3,
        };
        let rolled = Event::Rolled {
            player: 1,
            dice: dice("33355"),
            thrown: faces_of("33355"),
            roll: 1,
            rolls_allowed: 3,
        };
        assert!(brief("en-US", &started).is_empty());
        assert!(brief("en-US", &rolled).is_empty());
        let full_house = marked(1, Category::FullHouse, 25, false);
        assert_eq!(brief("en-US", &full_house), ["Robo: Full house, 25."]);
        assert_eq!(brief("fr", &full_house), ["Robo : case Full, 25."]);
        // The same events in full say the turn, the roll and the mark, each as a sentence.
        let state = game();
        let full: usize = [&started, &rolled, &full_house]
            .iter()
            .map(|e| narrate_event(state.state(), e).len())
            .sum();
        assert_eq!(full, 3);
    }

    #[test]
    fn a_persons_mark_is_the_box_and_the_points_and_their_turn_is_named() {
        assert_eq!(
            brief("en-US", &marked(0, Category::FullHouse, 25, false)),
            ["Full house, 25."]
        );
        assert_eq!(
            brief("en-US", &marked(0, Category::Fours, 20, true)),
            ["Fours, 20, Joker."]
        );
        let started = ann_starts(3);
        assert_eq!(brief("en-US", &started), ["Your turn, Ann: round 3 of 13."]);
        assert_eq!(brief("sv", &started), ["Din tur, Ann: omgång 3 av 13."]);
    }

    /// What the events say at a keyboard where Ann does not sit (another client of a network table).
    fn heard_elsewhere(locale: &str, event: &Event, verbosity: Verbosity) -> Vec<String> {
        let localizer = Localizer::for_locale(locale);
        narrate_event_heard_as(game().state(), event, verbosity, &|_| false)
            .iter()
            .map(|m| localizer.text(m))
            .collect()
    }

    #[test]
    fn another_keyboards_person_is_named_on_every_line_of_their_turn() {
        let started = ann_starts(3);
        let rolled = ann_rolls("23356", "23356", 1);
        let again = ann_rolls("33356", "3", 2);
        let mut mark = marked(0, Category::Chance, 13, false);
        if let Event::Marked { upper_total, .. } = &mut mark {
            *upper_total = Some(9);
        }
        let brief = |locale, event| heard_elsewhere(locale, event, Verbosity::Brief);
        assert_eq!(brief("en-US", &started), ["Ann, round 3 of 13."]);
        assert_eq!(brief("en-US", &rolled), ["Ann: 2, 3, 3, 5, 6, roll 1."]);
        assert_eq!(
            brief("en-US", &again),
            ["Ann: 3, 3, 3, 5, 6, roll 2; new 3."]
        );
        // The mover's upper total is theirs to hear, not everyone's.
        assert_eq!(brief("en-US", &mark), ["Ann: Chance, 13."]);
        assert_eq!(brief("fr", &mark), ["Ann : case Chance, 13."]);
        let full = |event| heard_elsewhere("en-US", event, Verbosity::Full);
        assert_eq!(full(&started), ["Ann’s turn, round 3 of 13."]);
        assert_eq!(full(&rolled), ["Ann rolls 2, 3, 3, 5, 6."]);
        assert_eq!(
            full(&again),
            ["Ann keeps 3, 3, 5, 6 and rolls again: 3, 3, 3, 5, 6; new: 3."]
        );
        assert_eq!(full(&mark), ["Ann scores 13 points in Chance."]);
    }
}
