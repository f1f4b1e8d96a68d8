//! The session's background work as its drivers see it: W, the hint waiting for the expert and the weighing after a
//! game are asked for as effects ([`Effect::Start`], [`Effect::Wake`]) and heard back as inputs ([`Input::Done`],
//! [`Input::Timer`]), so the session itself never waits. Asserted by message id and urgency; the answers are the
//! real ones, worked out by the driver's workers where a test plays through [`Voiced`].

use sayzee::computer::Expert;
use sayzee::game::{DiceSource, Game, MatchConfig, PlayerSpec};
use sayzee::i18n::{Localizer, Message};
use sayzee::input::Action;
use sayzee::player::at_hand::SoundSetting;
use sayzee::player::session::{
    Done, Driven, Effect, HomeSeat, Input, Job, Session, SessionOptions, SessionParts, Timer,
    WorkId,
};
use sayzee::player::voiced::{Opening, Voiced, VoicedParts};
use sayzee::rules::{Preset, Ruleset};
use sayzee::speech::{RateSupport, Urgency};
use sayzee::strategy::Advisor;

use crate::common;
use crate::effects::lines;

/// Ann and Bo at `preset` with scripted dice, driven as `driven`, the expert being `expert`.
fn ann_and_bo(preset: Preset, driven: Driven, expert: Expert) -> Session {
    let players = vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")];
    let config = MatchConfig::new(preset, players);
    session_for(config, driven, expert)
}

/// A game of `config` with scripted dice at this keyboard, driven as `driven`, the expert being `expert`.
fn session_for(config: MatchConfig, driven: Driven, expert: Expert) -> Session {
    // The computers of the game, by the same expert, as the game at home makes them.
    let computers = sayzee::computer::ComputerPlayers::for_match(&config, 0, expert.clone())
        .map(|computers| Box::new(computers) as Box<dyn sayzee::computer::Autoplayer>);
    let (game, events) = Game::start(config, DiceSource::scripted(&"22355".repeat(30))).unwrap();
    let parts = SessionParts {
        localizer: Localizer::for_locale("en-US"),
        sound: SoundSetting {
            on: false,
            volume: 80,
        },
        voices: RateSupport::NoVoice,
        expert,
    };
    let options = SessionOptions {
        driven,
        ..Default::default()
    };
    let seat = Box::new(HomeSeat::new(computers, None));
    Session::new(game, &events, parts, options, seat).0
}

fn heuristic(preset: Preset) -> Expert {
    Expert::ready(Advisor::heuristic(&Ruleset::preset(preset)))
}

/// The work started among `effects`.
fn started(effects: &[Effect]) -> Vec<(WorkId, &Job)> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Start(work) => Some((work.id, &work.job)),
            _ => None,
        })
        .collect()
}

/// W pressed: the work it started (asserted to be W's, about the game as it stands) and the moment to say it is
/// being worked out.
fn ask_w(session: &mut Session) -> WorkId {
    let effects = session.handle(Input::Action(Action::SayChances));
    assert!(lines(&effects).is_empty(), "nothing said yet: {effects:?}");
    let [(id, Job::Chances { state, last_turn })] = started(&effects)[..] else {
        panic!("W's work started: {effects:?}");
    };
    assert_eq!(**state, *session.game().state());
    assert_eq!(*last_turn, None, "a turn is told apart only while followed");
    assert!(effects.contains(&Effect::Wake {
        timer: Timer::ChancesSlow(id),
        after: std::time::Duration::from_millis(200),
    }));
    id
}

#[test]
fn w_starts_work_says_after_a_moment_that_it_is_being_worked_out_and_says_the_answer_when_it_comes()
{
    let mut session = ann_and_bo(Preset::Yahtzee, Driven::Keys, heuristic(Preset::Yahtzee));
    let id = ask_w(&mut session);
    // Asked again meanwhile: the question under way answers for it too.
    let again = session.handle(Input::Action(Action::SayChances));
    assert!(started(&again).is_empty() && lines(&again).is_empty());
    let slow = session.handle(Input::Timer(Timer::ChancesSlow(id)));
    assert_eq!(lines(&slow), [("chances-thinking", Urgency::Queue)]);
    let answer = vec![Message::new("chances-unavailable")];
    let done = session.handle(Input::Done(id, Done::Chances(answer)));
    assert_eq!(lines(&done), [("chances-unavailable", Urgency::Queue)]);
    // A moment or an answer for work no longer under way says nothing.
    assert!(
        session
            .handle(Input::Timer(Timer::ChancesSlow(id)))
            .is_empty()
    );
    assert!(session.handle(Input::Done(id, Done::Failed)).is_empty());
    // The next W is a new question.
    assert_ne!(ask_w(&mut session), id);
}

/// W's answer for work `id` come after a box was marked: it says first which moment it is about. What it led to.
fn answered_after_a_mark(session: &mut Session, id: WorkId) -> Vec<Effect> {
    let answer = vec![Message::new("chances-unavailable")];
    let done = session.handle(Input::Done(id, Done::Chances(answer)));
    assert_eq!(
        lines(&done),
        [
            ("chances-before-mark", Urgency::Queue),
            ("chances-unavailable", Urgency::Queue)
        ]
    );
    done
}

#[test]
fn an_answer_the_game_moved_past_says_the_moment_it_is_about_and_a_busy_server_is_said_at_once() {
    let mut session = ann_and_bo(Preset::Yahtzee, Driven::Keys, heuristic(Preset::Yahtzee));
    let id = ask_w(&mut session);
    session.handle(Input::Line("roll".into()));
    session.handle(Input::Line("mark chance".into()));
    answered_after_a_mark(&mut session, id);
    let id = ask_w(&mut session);
    let busy = session.handle(Input::Done(id, Done::Busy));
    assert_eq!(lines(&busy), [("chances-busy", Urgency::Interrupt)]);
}

#[test]
fn typed_lines_at_home_wait_for_ws_answer_and_hear_it_as_the_answer_to_their_line() {
    let mut session = ann_and_bo(Preset::Yahtzee, Driven::Lines, heuristic(Preset::Yahtzee));
    assert!(!session.holds_lines());
    let id = ask_w(&mut session);
    assert!(session.holds_lines(), "the next line waits for the answer");
    let slow = session.handle(Input::Timer(Timer::ChancesSlow(id)));
    assert_eq!(lines(&slow), [("chances-thinking", Urgency::Interrupt)]);
    assert!(session.holds_lines());
    let answer = vec![Message::new("chances-unavailable")];
    let done = session.handle(Input::Done(id, Done::Chances(answer)));
    assert_eq!(lines(&done), [("chances-unavailable", Urgency::Queue)]);
    assert!(!session.holds_lines());
    // At a network table nothing waits: the table's news goes on.
    let mut at_table = ann_and_bo(
        Preset::Yahtzee,
        Driven::LinesAtTable,
        heuristic(Preset::Yahtzee),
    );
    ask_w(&mut at_table);
    assert!(!at_table.holds_lines());
}

#[test]
fn a_hint_asked_before_the_expert_is_ready_waits_for_it_as_work_and_follows_when_it_is() {
    // A new install: no table in the cache, so the expert solves one (about a second for Yatzy).
    let cache = tempfile::tempdir().unwrap();
    let rules = MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Ann")])
        .validate()
        .unwrap();
    let expert = Expert::build(rules, Some(cache.path().to_path_buf()));
    let mut session = ann_and_bo(Preset::Yatzy, Driven::Keys, expert.clone());
    session.handle(Input::Line("roll".into()));
    let effects = session.handle(Input::Action(Action::Hint));
    assert_eq!(lines(&effects), [("hint-thinking", Urgency::Interrupt)]);
    let [(id, Job::Expert)] = started(&effects)[..] else {
        panic!("the expert waited for: {effects:?}");
    };
    // Asked again: still one piece of work.
    let again = session.handle(Input::Action(Action::Hint));
    assert!(started(&again).is_empty(), "{again:?}");
    // The driver's work: the expert, once ready.
    assert!(expert.get().is_some());
    let done = session.handle(Input::Done(id, Done::ExpertReady));
    let said = lines(&done);
    let hint_said = |id: &str| id.starts_with("hint-keep") || id.starts_with("hint-reroll");
    assert!(
        matches!(said[..], [(id, Urgency::Queue)] if hint_said(id)),
        "{said:?}"
    );
}

#[test]
fn the_review_after_a_game_against_others_waits_for_the_real_weighing_done_by_the_driver() {
    // Ann and Bo at Yatzy through a driver whose workers weigh the game for real, the opening kept in the tests'
    // shared cache.
    let cache = common::shared_table_cache().to_path_buf();
    let rules = Ruleset::preset(Preset::Yatzy);
    let expert = Expert::ready(sayzee::computer::advisor_for(&rules, Some(cache.clone())));
    let heard = common::Heard::default();
    let players = vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")];
    let config = MatchConfig::new(Preset::Yatzy, players);
    let (game, events) = Game::start(config, DiceSource::scripted(&"12346".repeat(40))).unwrap();
    let parts = VoicedParts {
        localizer: Localizer::showing_ids(),
        speakers: vec![Box::new(heard.clone())],
        sound: sayzee::sound::Sound::off(),
        expert,
        persistence: None,
        wire: None,
        opening: Opening::Ahead {
            kept_in: Some(cache),
        },
    };
    let options = SessionOptions {
        driven: Driven::Lines,
        ..Default::default()
    };
    let mut session = Voiced::new(
        game,
        &events,
        parts,
        options,
        Box::new(HomeSeat::new(None, None)),
    );
    // Typed lines: each line is answered before the next is read, the last mark's with the whole review. Enter
    // three times a turn: roll, stop, and the box the chooser opens on.
    for _ in 0..15 * 2 * 3 {
        session.action(Action::Advance);
    }
    assert!(session.game().state().is_over());
    assert!(!session.holds_lines());
    let said = heard.lines();
    let over = said.iter().position(|l| l.starts_with("session-game-over"));
    let summary = said.iter().position(|l| l.starts_with("review-summary"));
    let winning = said.iter().position(|l| l.starts_with("review-win-"));
    assert!(
        over < summary && summary < winning && over.is_some(),
        "the game's end, then the review, then what the weighing adds: {said:#?}"
    );
}

/// Ann against a computer at Yatzy on a new install (the expert solves its table: about a second), driven as
/// `driven`; the session and its expert.
fn ann_and_robo_on_a_new_install(driven: Driven, cache: &std::path::Path) -> (Session, Expert) {
    let players = vec![
        PlayerSpec::human("Ann"),
        PlayerSpec::computer("Robo", sayzee::game::Skill::Good),
    ];
    let config = MatchConfig::new(Preset::Yatzy, players);
    let expert = Expert::build(config.validate().unwrap(), Some(cache.to_path_buf()));
    (session_for(config, driven, expert.clone()), expert)
}

#[test]
fn a_computer_whose_expert_is_not_ready_waits_for_it_as_work_and_no_key_waits_for_it() {
    let cache = tempfile::tempdir().unwrap();
    let (mut session, expert) = ann_and_robo_on_a_new_install(Driven::Keys, cache.path());
    session.handle(Input::Line("roll".into()));
    let effects = session.handle(Input::Line("mark chance".into()));
    assert!(!expert.is_ready(), "the table is still being solved");
    let [(id, Job::Expert)] = started(&effects)[..] else {
        panic!("Robo's turn waits for the expert: {effects:?}");
    };
    assert!(!session.computer_due(), "no key waits for the solver");
    // Keys still answer meanwhile.
    let scores = session.handle(Input::Action(Action::SayScores));
    assert_eq!(lines(&scores)[0], ("scores", Urgency::Interrupt));
    assert!(expert.get().is_some());
    assert!(
        session
            .handle(Input::Done(id, Done::ExpertReady))
            .is_empty()
    );
    assert!(session.computer_due(), "the driver finds Robo due now");
    let moved = session.handle(Input::ComputerMove);
    assert!(!lines(&moved).is_empty(), "Robo's move is said: {moved:?}");
}

#[test]
fn typed_lines_wait_for_the_computers_expert_and_hear_the_computers_play_before_the_next_line() {
    let cache = tempfile::tempdir().unwrap();
    let (mut session, expert) = ann_and_robo_on_a_new_install(Driven::Lines, cache.path());
    session.handle(Input::Line("roll".into()));
    let effects = session.handle(Input::Line("mark chance".into()));
    let [(id, Job::Expert)] = started(&effects)[..] else {
        panic!("Robo's turn waits for the expert: {effects:?}");
    };
    assert!(session.holds_lines(), "the next line waits for Robo's turn");
    assert!(expert.get().is_some());
    let played = session.handle(Input::Done(id, Done::ExpertReady));
    let said = lines(&played);
    assert!(
        said.iter().any(|(id, _)| id.starts_with("turn-")),
        "Robo plays, then Ann's turn is said: {said:?}"
    );
    assert!(!session.holds_lines());
    let state = session.game().state();
    assert_eq!(
        state.turn().map(|turn| turn.player),
        Some(0),
        "Ann's turn again"
    );
}

#[test]
fn shift_w_follows_the_chances_after_every_box_marked_until_pressed_again() {
    let mut session = ann_and_bo(Preset::Yahtzee, Driven::Keys, heuristic(Preset::Yahtzee));
    let on = session.handle(Input::Action(Action::FollowChances));
    assert_eq!(lines(&on), [("chances-follow-on", Urgency::Interrupt)]);
    // A roll marks nothing: no chances asked.
    let rolled = session.handle(Input::Line("roll".into()));
    assert!(started(&rolled).is_empty(), "{rolled:?}");
    // A box marked (Ann's), and the chances of the game as it stands then are worked out, said when they come.
    let marked = session.handle(Input::Line("score chance".into()));
    let [(id, Job::Chances { state, last_turn })] = started(&marked)[..] else {
        panic!("the chances asked after the mark: {marked:?}");
    };
    assert_eq!(**state, *session.game().state());
    assert_eq!(
        last_turn.as_deref(),
        session.game().record().turns().first(),
        "Ann's turn, to tell apart"
    );
    let answer = vec![Message::new("chances-unavailable")];
    let done = session.handle(Input::Done(id, Done::Chances(answer)));
    assert_eq!(lines(&done), [("chances-unavailable", Urgency::Queue)]);
    let off = session.handle(Input::Action(Action::FollowChances));
    assert_eq!(lines(&off), [("chances-follow-off", Urgency::Interrupt)]);
    session.handle(Input::Line("roll".into()));
    let marked = session.handle(Input::Line("score chance".into()));
    assert!(started(&marked).is_empty(), "{marked:?}");
}

#[test]
fn a_box_marked_while_the_followed_chances_are_worked_out_asks_them_again_once_they_come() {
    let mut session = ann_and_bo(Preset::Yahtzee, Driven::Keys, heuristic(Preset::Yahtzee));
    session.handle(Input::Action(Action::FollowChances));
    session.handle(Input::Line("roll".into()));
    let ann_marked = session.handle(Input::Line("score chance".into()));
    let [(id, Job::Chances { .. })] = started(&ann_marked)[..] else {
        panic!("the chances asked after Ann's mark: {ann_marked:?}");
    };
    // Bo marks before the answer comes: nothing more is asked yet.
    session.handle(Input::Line("roll".into()));
    let bo_marked = session.handle(Input::Line("score chance".into()));
    assert!(started(&bo_marked).is_empty(), "{bo_marked:?}");
    // Ann's answer is placed in time, and the chances after Bo's turn are asked at once, told apart by it.
    let done = answered_after_a_mark(&mut session, id);
    let [(again, Job::Chances { state, last_turn })] = started(&done)[..] else {
        panic!("asked again after Bo's mark: {done:?}");
    };
    assert_ne!(again, id);
    assert_eq!(**state, *session.game().state());
    assert_eq!(last_turn.as_deref().map(|turn| turn.player), Some(1));
    let answer = vec![Message::new("chances-unavailable")];
    let done = session.handle(Input::Done(again, Done::Chances(answer)));
    assert_eq!(lines(&done), [("chances-unavailable", Urgency::Queue)]);
    assert!(started(&done).is_empty(), "nothing marked since: {done:?}");
}
