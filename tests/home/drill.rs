//! Drills (`sayzee drill`): past decisions asked again and answered with the game's own keys and commands, marked
//! against perfect play with a reason, kept in the statistics on a real disk and asked again on their schedule;
//! heard as message ids in a session, and as words through the real binary after a real game.

use sayzee::game::Choice;
use sayzee::input::{Key, KeyCode};
use sayzee::persist::drills::Drill;
use sayzee::persist::files::Aside;
use sayzee::persist::stats::Statistics;
use sayzee::player::persistence::StatisticsAt;
use sayzee::player::session::DrillSeat;
use sayzee::player::session::Driven;
use sayzee::rules::{Category, Dice, Preset, Ruleset, Sheet};
use sayzee::strategy::drill::{Position, Schedule, moves};

use super::common;

const TODAY: u32 = 20_000;

/// The exact Yahtzee table, from the tests' shared cache.
fn advisor() -> sayzee::strategy::Advisor {
    let rules = Ruleset::preset(Preset::Yahtzee);
    let advisor = sayzee::computer::advisor_for(&rules, Some(common::shared_table_cache().into()));
    assert!(advisor.is_exact());
    advisor
}

/// Ann's drill at `position` of a Yahtzee game, where she played `played`.
fn drill(position: Position, played: Choice) -> Drill {
    let moves = moves(&advisor(), &position);
    Drill {
        player: "Ann".into(),
        preset: Preset::Yahtzee,
        options: Default::default(),
        position,
        moves,
        played,
        cost: 5.0,
        schedule: Schedule::default(),
    }
}

fn dice(text: &str) -> Dice {
    Dice::parse(text, 5).unwrap()
}

/// A sheet with `zeros` marked 0 and `scored` marked with their points.
fn sheet(marks: &[(Category, u16)]) -> Sheet {
    let mut sheet = Sheet::default();
    for (category, points) in marks {
        sheet.record(&sayzee::rules::Mark {
            category: *category,
            points: *points,
            joker: false,
            yahtzee_bonus: 0,
        });
    }
    sheet
}

/// Two drills: a straight's core to keep on a first roll, and a box to choose on a last roll.
fn two_drills() -> Vec<Drill> {
    let keep = drill(
        Position {
            round: 3,
            sheet: sheet(&[(Category::Chance, 14), (Category::Yahtzee, 0)]),
            rolls_allowed: 3,
            roll: 1,
            dice: dice("12334"),
        },
        Choice::Keep(vec![]),
    );
    let mark = drill(
        Position {
            round: 9,
            sheet: sheet(&[
                (Category::Ones, 3),
                (Category::Twos, 6),
                (Category::Threes, 9),
                (Category::FullHouse, 25),
                (Category::SmallStraight, 30),
                (Category::LargeStraight, 40),
                (Category::Yahtzee, 0),
                (Category::ThreeOfAKind, 20),
            ]),
            rolls_allowed: 3,
            roll: 3,
            dice: dice("12456"),
        },
        Choice::Mark(Category::Chance),
    );
    vec![keep, mark]
}

/// A session asking `drills` of Ann, driven by keys, heard as ids, its answers kept in `dir`.
fn drilling(
    drills: Vec<Drill>,
    dir: &std::path::Path,
    driven: Driven,
) -> (sayzee::player::voiced::Voiced, common::Heard) {
    let heard = common::Heard::default();
    let game = drills[0].game().unwrap();
    let parts = sayzee::player::voiced::VoicedParts {
        localizer: sayzee::i18n::Localizer::showing_ids(),
        speakers: vec![Box::new(heard.clone())],
        sound: sayzee::sound::Sound::new(Box::new(sayzee::sound::Silent), false),
        expert: sayzee::computer::Expert::ready(advisor()),
        persistence: None,
        wire: None,
        opening: Default::default(),
    };
    let options = sayzee::player::session::SessionOptions {
        driven,
        ..Default::default()
    };
    let at = StatisticsAt {
        dir: dir.to_path_buf(),
        aside: Aside::Move,
    };
    let seat = Box::new(DrillSeat::new(drills, TODAY, Some(at), vec![TODAY + 5]));
    let session = sayzee::player::voiced::Voiced::new(game, &[], parts, options, seat);
    (session, heard)
}

/// Statistics holding `drills` only, stored in `dir`.
fn store(drills: &[Drill], dir: &std::path::Path) {
    let mut stats = Statistics::default();
    stats.drills.0 = drills.to_vec();
    stats.store(dir).unwrap();
}

fn stored(dir: &std::path::Path) -> Statistics {
    Statistics::from_json(&std::fs::read_to_string(dir.join("statistics.json")).unwrap()).unwrap()
}

#[test]
fn drills_are_answered_by_the_games_keys_marked_with_a_reason_and_kept_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let drills = two_drills();
    store(&drills, dir.path());
    let (mut session, heard) = drilling(drills, dir.path(), Driven::Keys);
    let said = heard.lines();
    assert_eq!(said[0], "drill-intro-keys count=2");
    assert!(
        said[1].starts_with("drill-question n=1 count=2 name=\"Ann\" preset=(preset-name preset=\"yahtzee\") round=3 roll=1 dice=\"1, 2, 3, 3, 4\" open="),
        "{said:#?}"
    );
    assert_eq!(said[2], "drill-upper total=0 threshold=63");
    assert_eq!(said[3], "drill-ask-keep");
    // What would give the answer away waits; what only reads the game answers as in play.
    let key = |session: &mut sayzee::player::voiced::Voiced, code| session.key(Key::plain(code));
    key(&mut session, KeyCode::Char('?'));
    assert_eq!(heard.last(), "drill-not-now");
    key(&mut session, KeyCode::Char('d'));
    assert!(heard.last().contains("1, 2, 3, 3, 4"), "{}", heard.last());
    // The second 3 picked up (the digit names the face), then Enter: the answer keeps 1, 2, 3, 4, and is not
    // rolled.
    key(&mut session, KeyCode::Char('3'));
    let from = heard.lines().len();
    let quit = key(&mut session, KeyCode::Enter);
    assert!(!quit);
    let said = heard.lines()[from..].to_vec();
    assert_eq!(
        said[..2],
        [
            "drill-right yours=(review-you-kept keep=\"1, 2, 3, 4\")",
            "drill-learnt"
        ],
        "{said:#?}"
    );
    assert!(
        said[2].starts_with("drill-question n=2 count=2 "),
        "{said:#?}"
    );
    assert_eq!(said.last().unwrap(), "drill-ask-box");
    // Right: it leaves the statistics; the other one waits.
    assert_eq!(stored(dir.path()).drills.0.len(), 1);
    // The last roll: Enter opens the boxes, Enter marks the one under the cursor.
    key(&mut session, KeyCode::Enter);
    let from = heard.lines().len();
    let quit = key(&mut session, KeyCode::Enter);
    let said = heard.lines()[from..].to_vec();
    assert!(quit, "the last drill ends the drills: {said:#?}");
    assert!(
        said[0].starts_with("drill-wrong yours=(review-you-marked box="),
        "{said:#?}"
    );
    assert!(
        said[0].contains("best=(review-expert-marks box="),
        "{said:#?}"
    );
    assert!(said[1].starts_with("drill-reason-"), "{said:#?}");
    assert_eq!(said[2], "drill-again days=1");
    assert_eq!(
        said[3..],
        ["drill-done right=1 count=2", "drill-next days=1"]
    );
    let kept = stored(dir.path()).drills;
    assert_eq!(kept.0.len(), 1);
    assert_eq!(
        kept.0[0].schedule,
        Schedule {
            wrong: 1,
            due: TODAY + 1
        }
    );
    assert!(kept.due(TODAY, None).is_empty());
    assert_eq!(kept.due(TODAY + 1, None).len(), 1);
}

#[test]
fn a_typed_command_answers_and_a_refused_one_is_said_as_in_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let drills = two_drills();
    store(&drills, dir.path());
    let (mut session, heard) = drilling(drills, dir.path(), Driven::Lines);
    assert_eq!(heard.lines()[0], "drill-intro-lines count=2");
    // A die the roll does not show is refused, and nothing is answered.
    session.line("keep 6");
    assert_eq!(
        heard.last(),
        "refused-faces-not-showing asked=\"6\" dice=\"1, 2, 3, 3, 4\""
    );
    // Marking on the first roll is an answer: rolling again was worth more.
    let from = heard.lines().len();
    session.line("score twos");
    let said = heard.lines()[from..].to_vec();
    assert!(
        said[0].starts_with("drill-wrong yours=(review-you-marked box=(box-twos)) best=(review-expert-keeps keep=\"1, 2, 3, 4\")"),
        "{said:#?}"
    );
    assert_eq!(said[1], "drill-reason-roll-again rolls=2");
    assert!(said[3].starts_with("drill-question n=2 "), "{said:#?}");
    let quit = session.line("score fours");
    assert!(quit);
    let kept = stored(dir.path()).drills;
    assert_eq!(kept.0.len(), 2, "both wrong: both asked again");
    assert!(kept.0.iter().all(|d| d.schedule
        == Schedule {
            wrong: 1,
            due: TODAY + 1
        }));
}

/// A whole Yahtzee game for Ann in line mode, each roll marked in the last open box of the sheet: the review
/// finds costly decisions, and the game's end keeps its three costliest as drills.
pub(super) fn play_a_poor_game(home: &std::path::Path) {
    play_a_poor_game_against(home, &[]);
}

/// As [`play_a_poor_game`], against the players `others` adds (`--bot LEVEL`).
pub(super) fn play_a_poor_game_against(home: &std::path::Path, others: &[&str]) {
    let boxes = [
        "ones",
        "twos",
        "threes",
        "fours",
        "fives",
        "sixes",
        "three-of-a-kind",
        "four-of-a-kind",
        "full-house",
        "small-straight",
        "large-straight",
        "yahtzee",
        "chance",
    ];
    let mut lines = String::new();
    for _ in 0..13 {
        lines.push_str("enter\n");
        for name in boxes.iter().rev() {
            lines.push_str(&format!("score {name}\n"));
        }
    }
    let mut command = common::sayzee_in(home);
    command.args([
        "--rules",
        "yahtzee",
        "--player",
        "Ann",
        "--seed",
        "7",
        "--no-sound",
    ]);
    command.args(others);
    let (out, _, status) = common::typed_text(command, &lines);
    assert_eq!(status, Some(0), "{out}");
    assert!(
        out.contains("This game is now in your statistics."),
        "{out}"
    );
}

/// `sayzee drill` run with `lines` typed.
fn drill_typed(home: &std::path::Path, lines: &str) -> (String, String, Option<i32>) {
    let mut command = common::sayzee_in(home);
    command.args(["drill", "--no-sound"]);
    common::typed_text(command, lines)
}

#[test]
fn a_finished_games_costliest_decisions_are_drilled_the_next_time_and_come_back_until_right() {
    let home = tempfile::tempdir().unwrap();
    let (out, _, status) = drill_typed(home.path(), "");
    assert_eq!(status, Some(0));
    assert!(out.contains("No drills yet"), "{out}");
    play_a_poor_game(home.path());
    let data = home.path().join("data");
    let kept = stored(&data).drills;
    assert_eq!(kept.0.len(), 3, "{kept:?}");
    assert!(
        kept.0
            .iter()
            .all(|d| d.player == "Ann" && d.schedule.is_due(0))
    );
    // Stopped at the first question: nothing answered, nothing changed.
    let (out, _, status) = drill_typed(home.path(), "quit\n");
    assert_eq!(status, Some(0));
    assert!(
        out.contains("3 decisions of your games, asked again."),
        "{out}"
    );
    assert!(out.contains("Drill 1 of 3: Ann, Yahtzee, round "), "{out}");
    assert!(
        out.contains("Drills stopped; every answer given is kept."),
        "{out}"
    );
    assert_eq!(stored(&data).drills, kept);
    // Answered the way the game was played: each comes back tomorrow.
    let replayed: String = kept
        .due(0, None)
        .iter()
        .map(|drill| match &drill.played {
            Choice::Mark(category) => format!("score {}\n", category.id()),
            Choice::Keep(kept) => {
                let faces: Vec<String> = kept.iter().map(|f| f.value().to_string()).collect();
                format!("keep {}\n", faces.join(" "))
            }
        })
        .collect();
    let (out, _, status) = drill_typed(home.path(), &replayed);
    assert_eq!(status, Some(0));
    assert_eq!(
        out.matches("You will hear this one again tomorrow.")
            .count(),
        3,
        "{out}"
    );
    assert!(
        out.contains("That was the last drill due: 0 of 3 right."),
        "{out}"
    );
    assert!(out.contains("The next drill is due tomorrow."), "{out}");
    let (out, _, _) = drill_typed(home.path(), "");
    assert!(
        out.contains("No drill is due today. The next one is due tomorrow."),
        "{out}"
    );
    // A day later they are due again, and the best move is right: learnt, none is left.
    let mut stats = stored(&data);
    for drill in &mut stats.drills.0 {
        drill.schedule.due -= 1;
    }
    stats.store(&data).unwrap();
    let best: String = stats
        .drills
        .due(u32::MAX, None)
        .iter()
        .map(|drill| {
            match sayzee::strategy::drill::best_move(&drill.position, &drill.moves)
                .unwrap()
                .0
            {
                Choice::Mark(category) => format!("score {}\n", category.id()),
                Choice::Keep(kept) if kept.is_empty() => "reroll all\nenter\n".to_string(),
                Choice::Keep(kept) => {
                    let faces: Vec<String> = kept.iter().map(|f| f.value().to_string()).collect();
                    format!("keep {}\n", faces.join(" "))
                }
            }
        })
        .collect();
    let (out, _, _) = drill_typed(home.path(), &best);
    assert_eq!(
        out.matches("the expert’s choice. Right!").count(),
        3,
        "{out}"
    );
    assert!(
        out.contains("No drill is left: every one was answered right."),
        "{out}"
    );
    assert!(stored(&data).drills.is_empty());
}

#[test]
fn a_damaged_statistics_file_is_told_and_moved_aside_and_the_drills_start_again_from_nothing() {
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(
        data.join("statistics.json"),
        b"{\"format\": 6, \"drills\": [garbage",
    )
    .unwrap();
    let (out, err, status) = drill_typed(home.path(), "");
    assert_eq!(status, Some(0), "{err}");
    assert!(out.contains("No drills yet"), "{out}");
    assert!(out.to_lowercase().contains("statistics"), "{out}");
    let aside: Vec<_> = std::fs::read_dir(&data)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name != "statistics.json" && name.starts_with("statistics"))
        .collect();
    assert_eq!(aside.len(), 1, "the damaged file kept aside: {aside:?}");
}

/// In a real terminal, key by key in raw mode: a die picked up and Enter answer, Escape twice stops, and the
/// terminal is given back.
#[cfg(unix)]
#[test]
fn in_raw_mode_the_keys_answer_and_escape_twice_stops_with_the_terminal_given_back() {
    use expectrl::Expect;
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    store(&two_drills(), &data);
    let mut command = common::sayzee_in(home.path());
    command
        .args(["drill", "--speech", "text", "--no-sound"])
        .env("TERM", "xterm-256color")
        .env("SAYZEE_KEYBOARD_PROTOCOL", "legacy");
    let mut pty = expectrl::Session::spawn(command).expect("sayzee starts in a pty");
    pty.set_expect_timeout(Some(std::time::Duration::from_secs(20)));
    let expect = |pty: &mut expectrl::session::OsSession, text: &str| {
        if let Err(error) = pty.expect(text) {
            panic!("waiting for {text:?}: {error}");
        }
    };
    expect(
        &mut pty,
        "Drill 1 of 2: Ann, Yahtzee, round 3, first roll: 1, 2, 3, 3, 4.",
    );
    expect(&mut pty, "What do you keep?");
    pty.send("3").unwrap();
    expect(&mut pty, "A 3 will be rerolled.");
    pty.send("\r").unwrap();
    expect(&mut pty, "You kept 1, 2, 3, 4: the expert’s choice. Right!");
    expect(
        &mut pty,
        "Drill 2 of 2: Ann, Yahtzee, round 9, third roll: 1, 2, 4, 5, 6.",
    );
    expect(&mut pty, "Which box?");
    pty.send("\x1b").unwrap();
    expect(&mut pty, "Stop the drills? Press Escape again to stop");
    pty.send("\x1b").unwrap();
    expect(&mut pty, "Drills stopped; every answer given is kept.");
    let _ = pty.expect(expectrl::Eof);
    let status = pty.get_process().wait().expect("sayzee ends");
    assert_eq!(
        status,
        expectrl::process::unix::WaitStatus::Exited(pty.get_process().pid(), 0)
    );
    let master = pty.get_process().get_raw_handle().unwrap();
    let settings = nix::sys::termios::tcgetattr(&master).unwrap();
    assert!(
        settings
            .local_flags
            .contains(nix::sys::termios::LocalFlags::ICANON)
    );
    assert_eq!(
        stored(&data).drills.0.len(),
        1,
        "the first, answered right, is learnt"
    );
}

/// After a game at home whose table is exact, the review offers the drills, and Shift+E asks them in the game's
/// place: this game's costliest decisions, kept in its statistics a moment before.
#[test]
fn shift_e_after_a_game_asks_its_costliest_decisions_at_once() {
    use sayzee::game::{DiceSource, Game, MatchConfig, PlayerSpec};
    use sayzee::player::persistence::{DataAccess, Persistence};
    let dir = tempfile::tempdir().unwrap();
    let heard = common::Heard::default();
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Ann")]);
    let (game, events) = Game::start(config, DiceSource::scripted(&"12346".repeat(13))).unwrap();
    let expert = sayzee::computer::Expert::ready(advisor());
    let persistence = Persistence::new(dir.path().to_path_buf(), DataAccess::Unguarded)
        .weighing_with(expert.clone());
    let parts = sayzee::player::voiced::VoicedParts {
        localizer: sayzee::i18n::Localizer::showing_ids(),
        speakers: vec![Box::new(heard.clone())],
        sound: sayzee::sound::Sound::new(Box::new(sayzee::sound::Silent), false),
        expert,
        persistence: Some(persistence),
        wire: None,
        opening: Default::default(),
    };
    let options = sayzee::player::session::SessionOptions {
        driven: Driven::Keys,
        ..Default::default()
    };
    let at = StatisticsAt {
        dir: dir.path().to_path_buf(),
        aside: Aside::Move,
    };
    let seat = Box::new(sayzee::player::session::HomeSeat::new(None, Some(at)));
    let mut session = sayzee::player::voiced::Voiced::new(game, &events, parts, options, seat);
    let key = |session: &mut sayzee::player::voiced::Voiced, code| session.key(Key::plain(code));
    // Before the end, Shift+E says when drills come.
    session.key(Key::shifted(KeyCode::Char('e')));
    assert_eq!(heard.last(), "drill-after-game");
    // Every turn: roll, open the boxes, mark the one under the cursor.
    for _ in 0..13 * 3 {
        key(&mut session, KeyCode::Enter);
    }
    assert!(
        heard.lines().iter().any(|l| l == "stats-recorded"),
        "{:#?}",
        heard.lines()
    );
    assert_eq!(heard.last(), "drill-offer-keys");
    let kept = stored(dir.path()).drills;
    assert_eq!(kept.0.len(), 3, "{kept:?}");
    let from = heard.lines().len();
    session.key(Key::shifted(KeyCode::Char('e')));
    let said = heard.lines()[from..].to_vec();
    assert_eq!(said[0], "drill-intro-keys count=3", "{said:#?}");
    assert!(
        said[1].starts_with("drill-question n=1 count=3 name=\"Ann\" "),
        "{said:#?}"
    );
    // The game is the drill's now: Escape asks to stop the drills, and twice stops.
    key(&mut session, KeyCode::Escape);
    assert_eq!(heard.last(), "drill-quit-confirm");
    assert!(key(&mut session, KeyCode::Escape));
    assert_eq!(heard.last(), "drill-goodbye");
    assert_eq!(stored(dir.path()).drills, kept);
}

#[test]
fn the_most_drills_kept_leave_the_statistics_well_inside_the_bound_of_a_file() {
    let one = two_drills().remove(0);
    let mut stats = Statistics::default();
    for at in 0..sayzee::persist::drills::MAX_DRILLS {
        let mut drill = one.clone();
        drill.position.round = at as u16;
        stats.drills.0.push(drill);
    }
    let size = stats.to_json().len() as u64;
    assert!(
        size < sayzee::persist::files::MAX_FILE_BYTES / 2,
        "{size} bytes"
    );
}
