//! Transcripts: a whole scripted two-player game (Ann at the keyboard, Robo the computer) narrated in each
//! of the six languages, one snapshot per language under tests/home/snapshots/. What a blind player hears is the
//! product, so a change to any sentence shows up here for review (`cargo insta review`); CI fails on any
//! difference.
//!
//! Each line starting with `>` is what was pressed (the key, or the line-mode command); the lines under it
//! are what is said, one message per line. `> [Robo]` marks a move of the computer player.

use sayzee::game::{
    Actor, Command, CursorMove, DiceSource, Game, MatchConfig, PlayerSpec, Query, Skill,
};
use sayzee::i18n::{Localizer, Message};
use sayzee::narration::{narrate_answer, narrate_event, narrate_rejection, score_table};
use sayzee::rules::{Category, Face, Preset};

/// Every die of the game, turn by turn: Ann's first turn rerolls three dice, Robo's one rerolls three.
const DICE: &str = "
    13346 355 | 12456 113 | 12666 | 22256 | 55555 | 33312 | 44444 | 44412 | 55516 | 55512
    33345 | 66612 | 22213 | 22234 | 11123 | 33331 | 12345 | 22333 | 12346 | 12346
    66634 | 23456 | 66662 | 12356 | 12356 | 66655";

struct Transcript {
    game: Game,
    localizer: Localizer,
    text: String,
}

impl Transcript {
    fn new(locale: &str) -> Transcript {
        let players = vec![
            PlayerSpec::human("Ann"),
            PlayerSpec::computer("Robo", Skill::Good),
        ];
        let (game, events) = Game::start(
            MatchConfig::new(Preset::Yahtzee, players),
            DiceSource::scripted(DICE),
        )
        .unwrap();
        let mut transcript = Transcript {
            game,
            localizer: Localizer::for_locale(locale),
            text: String::new(),
        };
        let said: Vec<Message> = events
            .iter()
            .flat_map(|e| narrate_event(transcript.game.state(), e))
            .collect();
        transcript.say(&said);
        transcript
    }

    fn say(&mut self, messages: &[Message]) {
        for message in messages {
            let line = self
                .localizer
                .try_text(message)
                .unwrap_or_else(|e| panic!("{}: {message} fails: {e:?}", self.localizer.locale()));
            self.text.push_str(&line);
            self.text.push('\n');
        }
    }

    fn dispatch(&mut self, actor: Actor, command: Command) {
        let said = match self.game.dispatch(actor, &command) {
            Ok(events) => events
                .iter()
                .flat_map(|e| narrate_event(self.game.state(), e))
                .collect(),
            Err(rejection) => narrate_rejection(self.game.state(), &rejection),
        };
        self.say(&said);
    }

    /// Ann presses `key`, which the input layer turns into `command`.
    fn press(&mut self, key: &str, command: Command) -> &mut Self {
        self.text.push_str(&format!("> {key}\n"));
        self.dispatch(Actor::Human, command);
        self
    }

    /// The computer player's move.
    fn robo(&mut self, command: Command) -> &mut Self {
        self.text.push_str("> [Robo]\n");
        self.dispatch(Actor::Computer, command);
        self
    }

    /// Ann asks a question.
    fn ask(&mut self, key: &str, query: Query) -> &mut Self {
        self.text.push_str(&format!("> {key}\n"));
        let said = narrate_answer(self.game.state(), &self.game.query(query));
        self.say(&said);
        if query == Query::Sheets {
            self.text
                .push_str(&score_table(&self.localizer, self.game.state()));
        }
        self
    }

    /// A turn of Ann's with no choices: roll, then mark `category` by name.
    fn ann_scores(&mut self, category: Category) -> &mut Self {
        self.press("enter", Advance)
            .press(&format!("score {}", category.id()), Mark(category))
    }

    /// A turn of Robo's: roll, then mark `category`.
    fn robo_scores(&mut self, category: Category) -> &mut Self {
        self.robo(Advance).robo(Mark(category))
    }
}

fn face(value: u8) -> Face {
    Face::new(value).unwrap()
}

use Category::*;
use Command::{Advance, CloseChooser, Cursor, KeepAll, Mark, Reroll, Select, SelectAll, Unselect};

fn whole_game(locale: &str) -> String {
    let mut t = Transcript::new(locale);
    // Round 1: Ann picks dice, changes her mind, rerolls, walks the chooser, leaves it and marks by name.
    t.press("enter", Advance)
        .press("1", Select(face(1)))
        .press("4", Select(face(4)))
        .press("4", Select(face(4)))
        .press("shift+1", Unselect(face(1)))
        .press("1", Select(face(1)))
        .press("6", Select(face(6)))
        .ask("space", Query::Dice)
        .press("enter", Advance)
        .ask("d", Query::LatestRoll)
        .ask("t", Query::Turn)
        .press("enter", Advance)
        .press("down", Cursor(CursorMove::Next))
        .press("down", Cursor(CursorMove::Next))
        .press("end", Cursor(CursorMove::Last))
        .press("up", Cursor(CursorMove::Previous))
        .press("up", Cursor(CursorMove::Previous))
        .press("up", Cursor(CursorMove::Previous))
        .press("up", Cursor(CursorMove::Previous))
        .press("escape", CloseChooser)
        .press("score full-house", Mark(FullHouse));
    // Robo plays; Ann cannot play its turn.
    t.press("enter", Advance)
        .robo(Advance)
        .robo(Reroll(vec![face(4), face(5), face(6)]))
        .robo(Mark(Ones));
    // Round 2: Robo's move is final; Ann takes back her own mark, but only until Robo rolls.
    t.press("undo", Command::Undo)
        .ann_scores(Sixes)
        .press("undo", Command::Undo)
        .press("a", SelectAll)
        .press("k", KeepAll)
        .press("score sixes", Mark(Sixes))
        .robo(Advance)
        .press("undo", Command::Undo)
        .robo(Mark(Twos));
    // Round 3 and 4: a Yahtzee, then a second one that the forced Joker sends to Fours, with a bonus.
    t.ann_scores(Yahtzee).robo_scores(Threes);
    t.press("enter", Advance)
        .press("score chance", Mark(Chance))
        .ask("h", Query::Allowed)
        .press("score fours", Mark(Fours))
        .robo_scores(Fours);
    // Rounds 5 to 7: both upper sections reach their bonus.
    t.ann_scores(Fives).robo_scores(Fives);
    t.ann_scores(Threes).robo_scores(Sixes);
    t.ann_scores(Twos).robo_scores(ThreeOfAKind);
    t.ask("s", Query::Scores).ask("shift+s", Query::Sheets);
    // Rounds 8 to 12.
    t.ann_scores(Ones).robo_scores(FourOfAKind);
    t.ann_scores(LargeStraight).robo_scores(FullHouse);
    t.ann_scores(SmallStraight).robo_scores(SmallStraight);
    t.ann_scores(ThreeOfAKind).robo_scores(LargeStraight);
    t.ann_scores(FourOfAKind).robo_scores(Yahtzee);
    // Round 13: a filled box is refused; the chooser lists what is left; the game ends.
    t.press("enter", Advance)
        .press("score ones", Mark(Ones))
        .ask("c", Query::Chooser)
        .press("score chance", Mark(Chance))
        .robo_scores(Chance);
    t.ask("s", Query::Scores)
        .ask("t", Query::Turn)
        .press("enter", Advance);
    assert!(t.game.state().is_over());
    t.text
}

macro_rules! transcript {
    ($test:ident, $locale:literal) => {
        #[test]
        fn $test() {
            insta::assert_snapshot!(concat!("transcript-", $locale), whole_game($locale));
        }
    };
}

transcript!(english, "en-US");
transcript!(french, "fr");
transcript!(german, "de");
transcript!(spanish, "es");
transcript!(italian, "it");
transcript!(swedish, "sv");
