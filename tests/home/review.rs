//! The review of a game (E, `review`, and by itself after the game): what each decision cost, said and walked
//! with the arrows, heard as message ids.

use sayzee::input::{Action, Key, KeyCode};
use sayzee::player::session::Driven;

use super::common;

fn key(code: KeyCode) -> Key {
    Key::plain(code)
}

/// The lines heard since `from`.
fn since(heard: &common::Heard, from: usize) -> Vec<String> {
    heard.lines()[from..].to_vec()
}

#[test]
fn e_says_the_review_and_the_arrows_walk_every_decision_until_escape() {
    let (mut session, heard) = common::session_for_ann_by_id(&"12346".repeat(13));
    session.action(Action::Review);
    assert_eq!(heard.last(), "review-nothing-yet name=\"Ann\"");
    // Enter three times: roll, stop (the chooser opens), and the first box marked.
    for _ in 0..3 {
        session.key(key(KeyCode::Enter));
    }
    let from = heard.lines().len();
    session.key(key(KeyCode::Char('e')));
    let said = since(&heard, from);
    assert!(
        said[0].starts_with("review-summary-estimate name=\"Ann\" decisions=2 "),
        "{said:#?}"
    );
    assert_eq!(said.last().unwrap(), "review-walk-hint");
    // The arrows walk the two decisions: the stop, then the box.
    let walked = |session: &mut sayzee::player::voiced::Voiced, code| {
        session.key(key(code));
        heard.last()
    };
    let first = walked(&mut session, KeyCode::Down);
    assert!(
        first.starts_with("review-line n=1 count=2 decision=(review-decision"),
        "{first}"
    );
    assert!(first.contains("chosen=(review-you-stopped)"), "{first}");
    let second = walked(&mut session, KeyCode::Down);
    assert!(second.starts_with("review-line n=2 count=2 "), "{second}");
    // The chooser opens on the best box: the expert's choice.
    assert!(second.contains("(review-decision-experts "), "{second}");
    assert!(
        second.contains("review-you-marked box=(box-small-straight)"),
        "{second}"
    );
    assert_eq!(walked(&mut session, KeyCode::Down), "review-walk-last");
    assert!(walked(&mut session, KeyCode::Up).starts_with("review-line n=1 "));
    assert_eq!(walked(&mut session, KeyCode::Up), "review-walk-first");
    assert!(walked(&mut session, KeyCode::End).starts_with("review-line n=2 "));
    assert!(walked(&mut session, KeyCode::Home).starts_with("review-line n=1 "));
    assert_eq!(walked(&mut session, KeyCode::Escape), "review-closed");
    // The walk is over: Escape asks about quitting again, and the arrows are the chooser's.
    assert_eq!(
        walked(&mut session, KeyCode::Escape),
        "session-quit-confirm"
    );
    session.key(key(KeyCode::Char('t')));
    session.key(key(KeyCode::Enter));
    let cursor = walked(&mut session, KeyCode::Down);
    assert!(!cursor.starts_with("review"), "{cursor}");
}

#[test]
fn a_game_command_ends_the_walk() {
    let (mut session, heard) = common::session_for_ann_by_id(&"12346".repeat(13));
    for _ in 0..3 {
        session.key(key(KeyCode::Enter));
    }
    session.key(key(KeyCode::Char('e')));
    session.key(key(KeyCode::Down));
    assert!(heard.last().starts_with("review-line n=1 "));
    // Enter rolls the next turn, and Down then opens the chooser rather than walking on.
    session.key(key(KeyCode::Enter));
    session.key(key(KeyCode::Down));
    assert!(!heard.last().starts_with("review"), "{}", heard.last());
}

#[test]
fn the_review_is_said_by_itself_once_the_game_is_over() {
    let (mut session, heard) = common::session_for_ann_by_id(&"12346".repeat(13));
    for _ in 0..13 * 3 {
        session.key(key(KeyCode::Enter));
    }
    assert!(session.game().state().is_over());
    let lines = heard.lines();
    let over = lines
        .iter()
        .position(|l| l.starts_with("session-game-over"))
        .expect("the game is over");
    let summary = lines
        .iter()
        .position(|l| l.starts_with("review-summary-estimate name=\"Ann\""))
        .expect("the review is said");
    assert!(summary > over, "{lines:#?}");
    // The twelve boxes with a choice and the stops of all thirteen rounds (the last box had no choice).
    assert!(
        lines[summary].contains(" decisions=25 "),
        "{}",
        lines[summary]
    );
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("review-summary"))
            .count(),
        1
    );
    // Once only, even as keys go on.
    session.key(key(KeyCode::Char('t')));
    let again = heard.lines();
    assert_eq!(
        again
            .iter()
            .filter(|l| l.starts_with("review-summary"))
            .count(),
        1
    );
}

#[test]
fn in_line_mode_review_lists_every_decision_one_line_each() {
    let (mut session, heard) = common::session_for_ann_driven(&"12346".repeat(13), Driven::Lines);
    for _ in 0..6 {
        session.line("enter");
    }
    let from = heard.lines().len();
    session.line("review");
    let said = since(&heard, from);
    assert!(said[0].starts_with("Ann: 4 decisions, "), "{said:#?}");
    let listed: Vec<&String> = said
        .iter()
        .filter(|l| l.contains(" of 4. Round "))
        .collect();
    assert_eq!(listed.len(), 4, "{said:#?}");
    assert!(
        listed[0].starts_with("1 of 4. Round 1, first roll: 1, 2, 3, 4, 6. You stopped rolling")
    );
    assert!(!said.iter().any(|l| l.contains("Up and Down")));
}

#[test]
fn the_points_given_away_in_a_finished_game_are_kept_in_the_statistics_across_a_restart() {
    let home = common::home::Home::new();
    // Enter three times a turn: roll, stop, and the box the chooser opens on.
    let out = home.play(&[], &"enter\n".repeat(13 * 3));
    let played = out.clone();
    let summary = played
        .lines()
        .find(|line| line.starts_with("Ann: ") && line.contains(" decisions, "))
        .unwrap_or_else(|| panic!("no review in {out}"));
    // "Ann: 25 decisions, 12 of them the expert’s; 31.4 points given away against perfect play."
    let number_after = |text: &str, before: &str| -> f64 {
        let at = text
            .find(before)
            .unwrap_or_else(|| panic!("{before} in {text}"))
            + before.len();
        text[at..]
            .split(|c: char| !(c.is_ascii_digit() || c == '.'))
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    let decisions = number_after(summary, "Ann: ");
    let given = number_after(summary, "expert’s; ");
    assert!(given > 0.0, "{summary}");
    // After the game, typed lines hear the figures and the costliest decisions, and how to hear the rest: not
    // every decision unasked.
    assert!(
        out.contains("Type review to hear every decision, one line each."),
        "{out}"
    );
    let decision_lines = out
        .lines()
        .filter(|line| line.contains(&format!(" of {decisions}. Round ")))
        .count();
    assert_eq!(decision_lines, 0, "{out}");
    assert_eq!(out.matches(". That cost ").count(), 3, "{out}");
    assert!(
        summary.ends_with("points given away against perfect play."),
        "{summary}"
    );
    // Another process reads what this one kept.
    let (json, _, status) = home.run(&["stats", "--json"], "");
    assert_eq!(status, Some(0));
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    let ann = &value["presets"]["yahtzee"]["players"]["Ann"];
    assert_eq!(ann["reviewed"], 1, "{json}");
    assert_eq!(ann["decisions"].as_f64(), Some(decisions), "{json}");
    let kept = ann["given_away"].as_f64().unwrap();
    assert!((kept - given).abs() < 0.05, "{kept} against {given}");
    let (out, _, _) = home.run(&["stats"], "");
    let per_decision = (kept / decisions * 100.0).round() / 100.0;
    assert!(
        out.contains(&format!(
            "Ann gives away {} points a game against the expert’s play, {per_decision} a decision, averaged over 1 reviewed game."
,
            (kept * 10.0).round() / 10.0
        )),
        "{out}"
    );
    // Luck told apart from skill: the line before the summary says what the dice gave against an average game;
    // Yahtzee's expected score under perfect play (254.59), plus it, minus the points given away, is the score.
    let luck_line = played
        .lines()
        .find(|line| line.starts_with("Ann: the dice "))
        .unwrap_or_else(|| panic!("no luck in {played}"));
    let heard_luck = match luck_line.contains(" below ") {
        true => -number_after(luck_line, "unkind, "),
        false if luck_line.contains(" above ") => number_after(luck_line, "kind, "),
        false => 0.0,
    };
    // One game: its total is the final score.
    let final_score = ann["total_points"].as_f64().unwrap();
    assert!(
        (254.59 + heard_luck - given - final_score).abs() < 0.2,
        "{luck_line} / {summary}: {final_score}"
    );
    let kept_luck = ann["luck"].as_f64().unwrap();
    assert!((kept_luck - heard_luck).abs() < 0.05, "{json}");
    assert_eq!(ann["lucky"], 1, "{json}");
    let direction = if kept_luck < 0.0 {
        " below "
    } else {
        " above "
    };
    let stats_luck = out
        .lines()
        .find(|line| line.starts_with("Ann’s dice give "))
        .unwrap_or_else(|| panic!("no luck in {out}"));
    assert!(
        stats_luck.contains(direction)
            && stats_luck.ends_with("an average game, over 1 game weighed.")
            && (number_after(stats_luck, "give ") - (kept_luck.abs() * 10.0).round() / 10.0).abs()
                < 1e-9,
        "{out}"
    );
}

#[test]
fn against_a_computer_the_decision_that_cost_most_chance_of_winning_follows_the_review() {
    let home = common::home::Home::new();
    let mut game = common::home::Running::start_with(&home, &["--bot", "good"]);
    game.send(&"enter\n".repeat(13 * 3));
    // The review waits a moment for the choices to be weighed in the chance of winning, and is said whole with
    // it when the opening is kept; on a fresh install the opening is learnt first, so the review is said
    // without it, and the line comes before the answer to the next line typed.
    let prefix = "Ann, the decision that lowered your chance of winning the most: Round ";
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(240);
    let line = loop {
        let printed = game.printed_now();
        if let Some(line) = printed.lines().find(|line| line.starts_with(prefix)) {
            break line.to_string();
        }
        assert!(std::time::Instant::now() < deadline, "{printed}");
        game.send("turn");
        std::thread::sleep(std::time::Duration::from_secs(1));
    };
    game.send("quit");
    assert!(game.wait_for_exit().success());
    // "… That cost 4.2 points. It took the chance of winning from 41.3 to 33 percent."
    let chances: Vec<f64> = line
        .rsplit_once("from ")
        .unwrap()
        .1
        .trim_end_matches(" percent.")
        .split(" to ")
        .map(|n| n.parse().unwrap())
        .collect();
    assert!(chances[0] > chances[1], "{line}");
    assert!(line.contains(". That cost "), "{line}");
}

#[test]
fn when_typed_input_ends_after_a_game_the_decision_that_cost_most_chance_of_winning_is_waited_for()
{
    // A game piped in whole: its transcript ends with the line worked out in the background, on any machine
    // however slow (without the wait, the program ended before it, or on some machines not).
    let home = common::home::Home::new();
    let out = home.play(&["--bot", "good"], &"enter\n".repeat(13 * 3));
    let review = out
        .find(" given away against perfect play.")
        .unwrap_or_else(|| panic!("no review in {out}"));
    assert!(
        out[review..]
            .contains("\nAnn, the decision that lowered your chance of winning the most: Round "),
        "{out}"
    );
}

#[test]
fn at_the_keyboard_the_review_after_a_game_against_others_waits_for_the_chances_and_says_them_in_it()
 {
    use sayzee::game::{DiceSource, Game, MatchConfig, PlayerSpec};
    use sayzee::player::session::{HomeSeat, SessionOptions};
    use sayzee::player::voiced::{Opening, Voiced, VoicedParts};
    use sayzee::rules::{Preset, Ruleset};
    // Ann and Bo at one keyboard, the exact table's expert, W's opening kept where the tests keep tables.
    let cache = common::shared_table_cache().to_path_buf();
    let rules = Ruleset::preset(Preset::Yahtzee);
    let expert =
        sayzee::computer::Expert::ready(sayzee::computer::advisor_for(&rules, Some(cache.clone())));
    let heard = common::Heard::default();
    let players = vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")];
    let config = MatchConfig::new(Preset::Yahtzee, players);
    let (game, events) = Game::start(config, DiceSource::scripted(&"12346".repeat(26))).unwrap();
    let parts = VoicedParts {
        localizer: sayzee::i18n::Localizer::showing_ids(),
        speakers: vec![Box::new(heard.clone())],
        sound: sayzee::sound::Sound::new(Box::new(sayzee::sound::Silent), false),
        expert,
        persistence: None,
        wire: None,
        opening: Opening::Ahead {
            kept_in: Some(cache),
        },
    };
    let options = SessionOptions::default();
    let seat = Box::new(HomeSeat::new(None, None));
    let mut session = Voiced::new(game, &events, parts, options, seat);
    // Enter three times a turn: roll, stop, and the box the chooser opens on.
    for _ in 0..13 * 2 * 3 {
        session.key(key(KeyCode::Enter));
    }
    assert!(session.game().state().is_over());
    // The review is said once the choices are weighed in the chance of winning, whole: no key is needed.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(240);
    while !heard
        .lines()
        .iter()
        .any(|l| l.starts_with("review-walk-hint"))
    {
        assert!(std::time::Instant::now() < deadline, "{:#?}", heard.lines());
        assert!(
            session.wait_for_work(),
            "nothing under way: {:#?}",
            heard.lines()
        );
    }
    let lines = heard.lines();
    let at = |start: &str| {
        lines
            .iter()
            .position(|l| l.starts_with(start))
            .unwrap_or_else(|| panic!("{start} in {lines:#?}"))
    };
    let over = at("session-game-over");
    let (ann, bo) = (
        at("review-summary name=\"Ann\""),
        at("review-summary name=\"Bo\""),
    );
    // Each person's summary, their costliest decisions, then what the chance of winning says of their choices.
    let anns_chance = lines
        .iter()
        .position(|l| l.starts_with("review-win-") && l.contains("name=\"Ann\""))
        .unwrap_or_else(|| panic!("Ann's chance of winning in {lines:#?}"));
    assert!(
        over < ann && ann < anns_chance && anns_chance < bo,
        "{lines:#?}"
    );
    assert!(bo < at("review-walk-hint"), "{lines:#?}");
    // Said whole: nothing left to follow.
    assert!(
        !lines.iter().any(|l| l.starts_with("review-win-coming")),
        "{lines:#?}"
    );
}
