//! No input can break the game: any line, any key sequence of any length, any bytes or JSON offered as a
//! saved game. Property tests (proptest) over the line parser, the session's one dispatcher and the save
//! loader; valid saves come back exactly as they were.

use proptest::prelude::*;
use serde_json::Value;

use sayzee::computer::Expert;
use sayzee::game::{Actor, Command, DiceSource, Game, MatchConfig, PlayerSpec, SavedGame};
use sayzee::i18n::Localizer;
use sayzee::input::{Action, Key, KeyCode, KeyMap, parse_line};
use sayzee::player::persistence::{self, Persistence};
use sayzee::player::session::{Driven, HomeSeat, SessionOptions};
use sayzee::player::voiced::{Voiced, VoicedParts};
use sayzee::rules::{Face, Preset};
use sayzee::sound::Sound;
use sayzee::speech::Recorder;
use sayzee::strategy::Advisor;

/// Words line mode knows, and near misses, so generated lines often mean something.
const WORDS: &[&str] = &[
    "enter",
    "roll",
    "reroll",
    "keep",
    "all",
    "score",
    "mark",
    "select",
    "unselect",
    "full",
    "house",
    "full-house",
    "chance",
    "yahtzee",
    "3",
    "355",
    "7",
    "0",
    "1,2",
    ",",
    "shift+3",
    "ctrl+q",
    "f1",
    "space",
    "escape",
    "down",
    "up",
    "help",
    "undo",
    "hint",
    "stats",
    "quit",
    "language",
    "sheet",
    "é",
    "🎲",
    "",
    "-",
    "+",
    "shift+",
    "ctrl+shift+",
    "f255",
    "f99999999999",
];

fn word_line() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(WORDS), 0..7).prop_map(|w| w.join(" "))
}

fn any_key() -> impl Strategy<Value = Key> {
    let code = prop_oneof![
        any::<char>().prop_map(KeyCode::Char),
        prop::sample::select(vec![
            '1', '2', '3', '4', '5', '6', 's', 't', 'd', 'u', 'k', 'a', '?'
        ])
        .prop_map(KeyCode::Char),
        Just(KeyCode::Enter),
        Just(KeyCode::Space),
        Just(KeyCode::Escape),
        Just(KeyCode::Up),
        Just(KeyCode::Down),
        Just(KeyCode::Left),
        Just(KeyCode::Right),
        Just(KeyCode::Home),
        Just(KeyCode::End),
        Just(KeyCode::PageUp),
        Just(KeyCode::PageDown),
        Just(KeyCode::Tab),
        Just(KeyCode::Backspace),
        Just(KeyCode::Delete),
        any::<u8>().prop_map(KeyCode::F),
    ];
    (code, any::<bool>(), any::<bool>()).prop_map(|(code, shift, ctrl)| Key { code, shift, ctrl })
}

/// Keys that mostly do something: the default bindings, with a few arbitrary keys among them. Ctrl+Q and
/// Escape are left to the arbitrary ones so that a sequence is rarely cut short by quitting.
fn playing_key() -> impl Strategy<Value = Key> {
    let bound: Vec<Key> = KeyMap::default()
        .bindings()
        .iter()
        .filter(|(_, action)| !matches!(action, Action::Quit | Action::Back))
        .map(|(key, _)| *key)
        .collect();
    prop_oneof![8 => prop::sample::select(bound), 1 => any_key()]
}

fn preset() -> impl Strategy<Value = Preset> {
    prop::sample::select(Preset::ALL.to_vec())
}

fn new_game(preset: Preset, players: usize, seed: u64) -> (Game, Vec<sayzee::game::Event>) {
    let names = ["Ann", "Bo", "Cy", "Di"];
    let config = MatchConfig::new(
        preset,
        names[..players]
            .iter()
            .map(|n| PlayerSpec::human(*n))
            .collect(),
    );
    Game::start(config, DiceSource::seeded(seed)).unwrap()
}

fn session(preset: Preset, players: usize, seed: u64) -> Voiced {
    session_kept(preset, players, seed, None)
}

/// As [`session`], the game saved by `persistence` after every change.
fn session_kept(
    preset: Preset,
    players: usize,
    seed: u64,
    persistence: Option<Persistence>,
) -> Voiced {
    let (game, events) = new_game(preset, players, seed);
    let expert = Expert::ready(Advisor::heuristic(game.state().rules()));
    let files = persistence.as_ref().map(Persistence::statistics_at);
    let parts = VoicedParts {
        localizer: Localizer::for_locale("en-US"),
        speakers: vec![Box::new(Recorder::default())],
        sound: Sound::off(),
        expert,
        persistence,
        wire: None,
        opening: Default::default(),
    };
    let options = SessionOptions {
        driven: Driven::Lines,
        ..Default::default()
    };
    Voiced::new(
        game,
        &events,
        parts,
        options,
        Box::new(HomeSeat::new(None, files)),
    )
}

/// A game some way in: `commands` of the documented actions sent in turn.
fn played(preset: Preset, players: usize, seed: u64, commands: &[Action]) -> Game {
    let (mut game, _) = new_game(preset, players, seed);
    for action in commands {
        if let Some(command) = action.command() {
            let _ = game.dispatch(Actor::Human, &command);
        }
    }
    game
}

fn game_actions() -> impl Strategy<Value = Vec<Action>> {
    let actions: Vec<Action> = Action::all()
        .into_iter()
        .filter(|a| a.command().is_some())
        .collect();
    // Enter often, so games get far.
    let weighted = prop_oneof![3 => Just(Action::Advance), 2 => prop::sample::select(actions)];
    prop::collection::vec(weighted, 0..400)
}

/// Every place in a JSON value, as JSON pointers.
fn pointers(value: &Value, at: String, out: &mut Vec<String>) {
    out.push(at.clone());
    match value {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                pointers(item, format!("{at}/{i}"), out);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                pointers(
                    item,
                    format!("{at}/{}", key.replace('~', "~0").replace('/', "~1")),
                    out,
                );
            }
        }
        _ => {}
    }
}

fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        (-1e6f64..1e6).prop_map(Value::from),
        prop::sample::select(vec![0u64, 1, 2, 5, 6, 7, 13, 255, 256, 65_535, 65_536])
            .prop_map(Value::from),
        ".{0,12}".prop_map(Value::from),
        prop::sample::select(vec![
            "yahtzee",
            "maxi-yatzy",
            "chance",
            "human",
            "playing",
            "over"
        ])
        .prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(".{0,8}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn any_line_parses_without_panicking(line in ".*") {
        let _ = parse_line(&line, &KeyMap::default());
    }

    #[test]
    fn lines_of_known_words_parse_without_panicking(line in word_line()) {
        let _ = parse_line(&line, &KeyMap::default());
    }

    #[test]
    fn any_bytes_offered_as_a_save_are_refused_or_read_without_panicking(
        bytes in prop::collection::vec(any::<u8>(), 0..600)
    ) {
        let _ = SavedGame::from_json(&String::from_utf8_lossy(&bytes));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn valid_saves_come_back_exactly(
        preset in preset(), players in 1usize..=4, seed in any::<u64>(), actions in game_actions()
    ) {
        // The chooser is saved closed; everything else comes back as it was.
        let game = played(preset, players, seed, &actions).at_rest();
        let back = SavedGame::from_json(&SavedGame::to_json(&game)).unwrap();
        prop_assert_eq!(&back, &game);
        // And it plays on as the original does: the same dice next.
        let (mut original, mut resumed) = (game, back);
        for _ in 0..3 {
            prop_assert_eq!(
                original.dispatch(Actor::Human, &Command::Advance),
                resumed.dispatch(Actor::Human, &Command::Advance)
            );
        }
    }

    #[test]
    fn a_save_with_any_part_replaced_is_refused_or_a_sound_game(
        preset in preset(), seed in any::<u64>(), actions in game_actions(),
        at in any::<prop::sample::Index>(), replacement in any_json(), truncate in any::<Option<prop::sample::Index>>()
    ) {
        let game = played(preset, 2, seed, &actions);
        let mut value: Value = serde_json::from_str(&SavedGame::to_json(&game)).unwrap();
        let mut places = Vec::new();
        pointers(&value, String::new(), &mut places);
        let place = at.get(&places).clone();
        if place.is_empty() {
            value = replacement;
        } else if let Some(slot) = value.pointer_mut(&place) {
            *slot = replacement;
        }
        let mut text = value.to_string();
        if let Some(cut) = truncate {
            let mut at = cut.index(text.len() + 1);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            text.truncate(at);
        }
        if let Ok(mut loaded) = SavedGame::from_json(&text) {
            // Whatever is accepted is a game that saves the same and plays on.
            prop_assert_eq!(SavedGame::from_json(&SavedGame::to_json(&loaded)).unwrap(), loaded.clone());
            for action in [Action::Advance, Action::Select(Face::ALL[2]), Action::Advance, Action::Advance] {
                let _ = loaded.dispatch(Actor::Human, &action.command().unwrap());
            }
        }
    }

    #[test]
    fn random_key_sequences_never_panic(
        preset in preset(), players in 1usize..=3, seed in any::<u64>(),
        keys in prop::collection::vec(playing_key(), 0..600)
    ) {
        let mut session = session(preset, players, seed);
        for key in keys {
            let _ = session.key(key);
        }
    }

    #[test]
    fn random_lines_through_the_session_never_panic(
        seed in any::<u64>(), lines in prop::collection::vec(prop_oneof![word_line(), ".{0,20}"], 0..200)
    ) {
        let mut session = session(Preset::Yahtzee, 2, seed);
        for line in lines {
            let _ = session.line(&line);
        }
    }
}

proptest! {
    // Every change is written to disk here, so fewer and shorter runs.
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn random_keys_with_saving_never_panic_and_the_save_is_the_game(
        preset in preset(), seed in any::<u64>(),
        keys in prop::collection::vec(playing_key(), 0..150)
    ) {
        let dir = tempfile::tempdir().unwrap();
        let access = persistence::claim_data_dir(dir.path(), None);
        let kept = Persistence::new(dir.path().to_path_buf(), access);
        let mut session = session_kept(preset, 1, seed, Some(kept));
        for key in keys {
            let _ = session.key(key);
        }
        let (over, at_rest) = (session.game().state().is_over(), session.game().at_rest());
        let save = dir.path().join("save.json");
        // Were sayzee killed now, the next start would read the journal's newest record, or the save file
        // when the journal holds none.
        let on_disk = sayzee::persist::journal::newest(dir.path())
            .or_else(|| std::fs::read_to_string(&save).ok());
        if !over {
            let on_disk = SavedGame::from_json(&on_disk.unwrap()).unwrap();
            prop_assert_eq!(&on_disk, &at_rest);
        }
        // Ended as usual, sayzee leaves the game in the save file alone.
        drop(session);
        prop_assert_eq!(sayzee::persist::journal::newest(dir.path()), None);
        if over {
            prop_assert!(!save.exists());
        } else {
            let saved = SavedGame::from_json(&std::fs::read_to_string(save).unwrap()).unwrap();
            prop_assert_eq!(&saved, &at_rest);
        }
    }
}

/// Far longer than a game: the game ends (and is taken back and ended again), and keys go on arriving.
#[test]
fn thirty_thousand_keys_never_panic() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, TestRunner};
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        proptest::test_runner::TestRng::deterministic_rng(
            proptest::test_runner::RngAlgorithm::ChaCha,
        ),
    );
    let mut session = session(Preset::MaxiYatzy, 2, 5);
    let strategy = playing_key();
    let mut endings = 0;
    for _ in 0..30_000 {
        let key = strategy.new_tree(&mut runner).unwrap().current();
        let was_over = session.game().state().is_over();
        let _ = session.key(key);
        endings += usize::from(!was_over && session.game().state().is_over());
    }
    // U after the end takes the last mark back, so the game may end more than once.
    assert!(endings > 0, "the game reached its end");
}
