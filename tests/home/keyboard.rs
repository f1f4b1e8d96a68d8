//! The keyboard settings as a player meets them: keys rebound by action name from the settings file, a key
//! given to two actions refused with the defaults kept, and an unknown layout explained (a mistyped flag stops,
//! a mistyped setting is ignored). Played in line mode through a pipe, so no terminal is needed.

use crate::common;

/// Runs a seeded one-player game with `settings` as the settings file, typing `lines`; returns stdout,
/// stderr and the exit status.
fn play(settings: &str, args: &[&str], lines: &str) -> (String, String, Option<i32>) {
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("config");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(config.join("settings.toml"), settings).unwrap();
    let mut command = common::sayzee_in(home.path());
    command
        .args(["--rules", "yahtzee", "--player", "Ann", "--seed", "6"])
        .args(args)
        .args(["--no-sound", "--speech", "text"]);
    common::typed_text(command, lines)
}

#[test]
fn a_rebound_action_answers_to_its_new_key_only() {
    let (out, _, status) = play(
        "[keyboard.bindings]\nsay-turn = [\"x\"]\n",
        &[],
        "x\nt\nquit\n",
    );
    assert_eq!(status, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "Your turn, Ann: round 1 of 13.", "{out}");
    // A new player hears how to roll and where help is, once.
    assert_eq!(
        lines[1], "To roll the dice, type enter. For the keys and commands, type help.",
        "{out}"
    );
    // x now asks whose turn it is; t no longer does.
    assert_eq!(
        lines[2], "Ann’s turn, round 1 of 13, 3 rolls left.",
        "{out}"
    );
    assert_eq!(
        out.matches("Ann’s turn, round 1 of 13, 3 rolls left.")
            .count(),
        1,
        "{out}"
    );
}

#[test]
fn a_key_bound_to_two_actions_is_said_and_the_defaults_stay() {
    let (out, _, status) = play("[keyboard.bindings]\nhint = [\"t\"]\n", &[], "t\nquit\n");
    assert_eq!(status, Some(0));
    assert!(
        out.starts_with(
            "The settings file binds t to both say-turn and hint. The default keys stay.\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("Ann’s turn, round 1 of 13, 3 rolls left."),
        "t still asks whose turn it is: {out}"
    );
}

#[test]
fn an_unknown_layout_in_the_settings_is_ignored_and_said() {
    let (out, _, status) = play("[keyboard]\nlayout = \"dvorak\"\n", &[], "enter\nquit\n");
    assert_eq!(status, Some(0));
    assert!(
        out.starts_with(
            "In the settings file, keyboard.layout is ignored: There is no keyboard layout called “dvorak”."
        ),
        "{out}"
    );
    assert!(out.contains("Roll 1 of 3: 1, 2, 4, 4, 5."), "{out}");
}

#[test]
fn an_unknown_layout_on_the_command_line_stops_with_a_clear_message() {
    let (out, err, status) = play("", &["--keyboard", "dvorak"], "enter\n");
    assert_eq!(status, Some(2));
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains(
            "There is no keyboard layout called “dvorak”. The layouts are: us, uk, de, fr, es, it, sv."
        ),
        "{err}"
    );
}

#[test]
fn the_layout_flag_accepts_every_layout_and_its_aliases() {
    for name in ["us", "uk", "de", "fr", "es", "it", "sv", "AZERTY", "gb"] {
        let (out, err, status) = play("", &["--keyboard", name], "enter\nquit\n");
        assert_eq!(status, Some(0), "{name}: {err}");
        assert!(out.contains("Roll 1 of 3: "), "{name}: {out}");
    }
}

#[test]
fn a_key_bound_to_nothing_is_named_as_players_know_it() {
    use sayzee::input::{Key, KeyCode};
    let (mut session, heard) = common::session_for_ann("12346");
    for (code, name) in [
        (KeyCode::Left, "Left arrow"),
        (KeyCode::Tab, "Tab"),
        (KeyCode::Right, "Right arrow"),
        (KeyCode::Delete, "Delete"),
        (KeyCode::F(2), "F2"),
    ] {
        session.key(Key::plain(code));
        assert!(
            heard
                .last()
                .starts_with(&format!("{name} does nothing here.")),
            "{code:?}: {}",
            heard.last()
        );
    }
}

#[test]
fn help_says_the_keys_for_now_first_and_every_key_when_asked_again() {
    use sayzee::input::Action;
    let (mut session, heard) = common::session_for_ann("12346");
    let before = heard.lines().len();
    session.action(Action::Help);
    let first: Vec<String> = heard.lines()[before..].to_vec();
    assert_eq!(first[0], "Keys that work now:", "{first:#?}");
    assert!(first[1].starts_with("Enter: roll the dice"), "{first:#?}");
    assert_eq!(
        first.last().unwrap(),
        "Press F1 again for every key.",
        "{first:#?}"
    );
    assert!(first.len() <= 6, "short enough to hear: {first:#?}");
    // Keys, not typed words: the line-mode sentence belongs to line mode only.
    assert!(
        !first.iter().any(|l| l.starts_with("In line mode")),
        "{first:#?}"
    );
    let before = heard.lines().len();
    session.action(Action::Help);
    let all: Vec<String> = heard.lines()[before..].to_vec();
    assert!(all.len() > first.len(), "{all:#?}");
    assert!(
        all.iter().any(|l| l.starts_with("L: switch language")),
        "{all:#?}"
    );
    assert_ne!(all.last().unwrap(), "Press F1 again for every key.");
    // In line mode the words to type are said too.
    let (mut session, heard) =
        common::session_for_ann_driven("12346", sayzee::player::session::Driven::Lines);
    session.action(Action::Help);
    assert!(
        heard.last().starts_with("In line mode, type a key name"),
        "{:?}",
        heard.last()
    );
}

#[test]
fn the_first_hint_never_holds_a_key_and_follows_when_the_expert_is_ready() {
    use sayzee::computer::Expert;
    use sayzee::game::{DiceSource, Game, MatchConfig, PlayerSpec};
    use sayzee::input::Action;
    use sayzee::player::voiced::Voiced;
    use sayzee::rules::Preset;
    // A new install: no table in the cache, so the expert solves one (about a second for yatzy).
    let cache = tempfile::tempdir().unwrap();
    let config = MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Ann")]);
    let expert = Expert::build(config.validate().unwrap(), Some(cache.path().to_path_buf()));
    let (game, events) = Game::start(config, DiceSource::scripted("33456")).unwrap();
    let heard = common::Heard::default();
    let parts = sayzee::player::voiced::VoicedParts {
        localizer: sayzee::i18n::Localizer::for_locale("en-US"),
        speakers: vec![Box::new(heard.clone())],
        sound: sayzee::sound::Sound::off(),
        expert: expert.clone(),
        persistence: None,
        wire: None,
        opening: Default::default(),
    };
    // Keys never wait for the expert.
    let options = sayzee::player::session::SessionOptions {
        driven: sayzee::player::session::Driven::Keys,
        ..Default::default()
    };
    let seat = Box::new(sayzee::player::session::HomeSeat::new(None, None));
    let mut session = Voiced::new(game, &events, parts, options, seat);
    session.action(Action::Advance);
    session.action(Action::Hint);
    assert!(!expert.is_ready(), "the table is still being solved");
    assert_eq!(
        heard.last(),
        "The expert is still thinking about these rules; the hint follows as soon as it is ready."
    );
    // Other keys answer meanwhile.
    session.action(Action::SayScores);
    assert_eq!(heard.last(), "Scores: Ann: 0.");
    // The hint follows by itself once the expert is ready: the work under way is all the driver waits for.
    assert!(session.work_under_way());
    while !heard.last().starts_with("Expert") {
        assert!(session.wait_for_work(), "{:?}", heard.lines());
    }
    assert!(expert.is_ready());
    assert!(!session.work_under_way());
    assert!(
        heard.last().starts_with("Expert: keep 3, 3"),
        "{:?}",
        heard.lines()
    );
}

#[test]
fn a_key_that_changes_nothing_saved_writes_nothing_and_a_change_is_saved_at_once() {
    use sayzee::input::Action;
    use sayzee::persist::journal;
    use sayzee::player::persistence::{DataAccess, Persistence};
    let data = tempfile::tempdir().unwrap();
    let kept = Persistence::new(data.path().to_path_buf(), DataAccess::Unguarded);
    let (mut session, _) = common::session_for_ann_kept("12346 12346", kept);
    // Every change is appended to the journal, so the files' lengths tell whether anything was written.
    let written = || {
        journal::FILE_NAMES
            .iter()
            .chain(["save.json"].iter())
            .map(|name| std::fs::metadata(data.path().join(name)).map_or(0, |m| m.len()))
            .collect::<Vec<_>>()
    };
    session.action(Action::Advance);
    // The save file is written behind the journal, on the flush thread, from the moment the player sits down;
    // only once it is there does nothing more change on the disk by itself.
    let save = data.path().join("save.json");
    let waited = std::time::Instant::now();
    while !save.exists() && waited.elapsed() < std::time::Duration::from_secs(10) {
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let after_roll = written();
    for action in [
        Action::CursorNext,
        Action::CursorNext,
        Action::CursorPrevious,
        Action::Back,
        Action::SayScores,
        Action::SayDice,
    ] {
        session.action(action);
        assert_eq!(written(), after_roll, "{action:?} wrote the save");
    }
    // What a player heard is on disk the moment it is said: the selection is saved with its key, in the
    // journal that a sayzee killed now would be resumed from.
    session.action(Action::Select(sayzee::rules::Face::ALL[0]));
    assert_ne!(written(), after_roll);
    let newest = journal::newest(data.path()).unwrap();
    assert!(newest.contains("\"selected\": [\n"), "{newest}");
}

#[test]
fn a_session_that_ends_leaves_its_game_in_the_save_file_alone_and_every_turn_start_writes_it() {
    use sayzee::input::Action;
    use sayzee::persist::journal;
    use sayzee::player::persistence::{DataAccess, Persistence};
    let data = tempfile::tempdir().unwrap();
    let save = data.path().join("save.json");
    let kept = Persistence::new(data.path().to_path_buf(), DataAccess::Unguarded);
    let (mut session, heard) = common::session_for_ann_kept("12346 12346 12346 12346", kept);
    session.action(Action::Advance);
    session.line("score chance");
    assert!(
        heard
            .lines()
            .iter()
            .any(|l| l.starts_with("Your turn, Ann: round 2 of 13")),
        "{:?}",
        heard.lines()
    );
    session.action(Action::Advance);
    // The save file behind the journal is written off the key's path once a turn has begun, when the one
    // before is done: a few keys later at most, it holds the second turn.
    let face = sayzee::rules::Face::ALL[0];
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while !std::fs::read_to_string(&save).is_ok_and(|saved| saved.contains("\"chance\": 16")) {
        assert!(
            std::time::Instant::now() < deadline,
            "the save file was not written"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
        session.action(Action::Select(face));
        session.action(Action::Unselect(face));
    }
    let rolled = journal::newest(data.path()).unwrap();
    assert!(rolled.contains("\"chance\": 16"), "{rolled}");
    drop(session);
    assert_eq!(std::fs::read_to_string(&save).unwrap(), rolled);
    assert_eq!(journal::newest(data.path()), None);
}

#[test]
fn help_lists_every_key_only_when_asked_again_with_nothing_said_between() {
    use sayzee::input::{Action, Key, KeyCode};
    let (mut session, heard) = common::session_for_ann_by_id("12346");
    let more = "help-more";
    session.action(Action::Help);
    assert_eq!(heard.last(), more);
    // A key bound to nothing is said too: the next help is the short one again.
    session.key(Key::plain(KeyCode::Tab));
    session.action(Action::Help);
    assert_eq!(heard.last(), more);
    session.line("help");
    assert_ne!(heard.last(), more, "asked again at once: every key");
}
