//! The page heard as a screen reader hears it (web play-test 4): whole games played from the page by keyboard
//! alone and by buttons alone, heard to the winner from Chromium's accessibility tree; every line of the log
//! exposed there, in order; the typed answer's field taking the focus; the opponent's move never cut off by
//! "your turn"; Repeat always heard; the printed sheet a table; a phone's field within reach.

use serde_json::json;

use super::seat::{Seat, strings};
use super::server;

/// Every line of the log the live regions exposed, in order, a line the same as the one before it (one change
/// said twice) aside: none was lost in a burst.
fn every_line_reached_the_tree(seat: &mut Seat) {
    seat.settle();
    let log = seat.log();
    let heard: Vec<String> = seat
        .heard()
        .iter()
        .map(|line| {
            line.split_once(": ")
                .map_or("", |(_, text)| text)
                .to_string()
        })
        .collect();
    let mut at = 0;
    let mut before = "";
    for line in &log {
        match heard[at..].iter().position(|said| said == line) {
            Some(found) => at += found + 1,
            None if line == before => {}
            None => panic!(
                "{line:?} is in the log but never reached the accessibility tree after {:?}; heard:\n{}",
                heard.get(at.wrapping_sub(1)),
                heard.join("\n")
            ),
        }
        before = line;
    }
}

/// Sits down at a new table from a fresh page, answering each question (the first, the name) in the field,
/// which has the focus whenever a typed answer is asked (web play-test, M1: a name typed at the table became
/// "shift+b"). Nothing in the test moves the focus: the answers are typed where it is, and sent with Enter, or
/// with the button `send` as on a phone.
fn sit_down(seat: &mut Seat, questions: &[(&str, &str)], send: Option<&str>) {
    for (question, answer) in questions {
        seat.hear(question);
        seat.wait_focus("line");
        seat.browser.type_text(answer);
        match send {
            Some(button) => seat.tap(button),
            None => seat.browser.press("Enter", false),
        }
    }
}

/// Sits down as `name` at a new table of their own, in English, with no computer, and waits for the host's line.
fn sit_alone(seat: &mut Seat, name: &str) {
    let questions = [
        ("Your name?", name),
        ("Name of the new table?", ""),
        ("Which rules?", ""),
        ("How many computer players", ""),
        ("If someone leaves", ""),
    ];
    sit_down(seat, &questions, None);
    seat.hear("You are the host");
}

#[test]
fn a_whole_game_by_keyboard_alone_is_heard_to_its_winner_and_every_line_reaches_the_tree() {
    let dir = tempfile::tempdir().unwrap();
    let (_server, page) = server(dir.path());
    let Some(mut bea) = Seat::open(&page) else {
        return;
    };
    let questions = [
        ("Your name?", "Bea"),
        ("Name of the new table?", ""),
        ("Which rules?", ""),
        ("How many computer players", "1"),
        ("How well should they play?", ""),
        ("If someone leaves", ""),
    ];
    sit_down(&mut bea, &questions, None);
    // The page's player presses keys and buttons, and is told of keys, not of commands to type (L7).
    assert_eq!(
        bea.hear("You are the host"),
        "polite: You are the host. Press Enter to start the game when everyone is here; O opens the host menu."
    );
    // The questions are over: the table has the keys again.
    bea.wait_focus("table");
    bea.key("Enter", false);
    for round in 1..=13 {
        bea.hear(&format!("Your turn, Bea: round {round} of 13"));
        bea.key("Enter", false);
        let roll = bea.hear("Roll 1 of 3");
        if round == 1 {
            // Repeat, pressed twice at once, is heard both times (web play-test, M4: silent within 1.5 s).
            bea.key("r", false);
            bea.key("r", false);
            bea.settle();
            let heard = bea.heard();
            assert_eq!(
                heard.iter().filter(|line| **line == roll).count(),
                3,
                "{heard:#?}"
            );
            // The printed sheets are a table in the log, walked by its headers (L4: one run-on line).
            bea.key("s", true);
            bea.hear("Ones");
            let tree = bea.browser.accessibility_tree();
            let named = |role: &str, name: &str| {
                tree.iter().any(|node| {
                    node["role"]["value"] == json!(role) && node["name"]["value"] == json!(name)
                })
            };
            assert!(named("rowheader", "Ones") && named("columnheader", "Bea"));
        }
        bea.key("Enter", false);
        bea.hear("Choose a box.");
        bea.key("Enter", false);
        bea.hear("Bea scores");
    }
    bea.hear("Game over.");
    let winner = bea.hear(" with ");
    assert!(
        winner.contains("wins with") || winner.contains("is second with"),
        "{winner}"
    );
    // The review follows by itself: the dice told apart from the choices, then every decision walked with the
    // arrows, each with Bea's chance of winning before and after it (the server's table is exact for Yahtzee).
    let luck = bea.hear("Bea: the dice ");
    assert!(
        luck.ends_with("an average game.") || luck.ends_with("as an average game."),
        "{luck}"
    );
    bea.hear("points given away against perfect play.");
    bea.hear("Up and Down walk every decision");
    bea.key("ArrowDown", false);
    let first = bea.hear("1 of ");
    assert!(first.contains(". Round 1, first roll: "), "{first}");
    assert!(first.contains("Your chance of winning "), "{first}");
    bea.key("End", false);
    let last = bea.hear(". Round 13, ");
    assert!(last.contains("Your chance of winning "), "{last}");
    bea.key("Escape", false);
    every_line_reached_the_tree(&mut bea);
    // The last turn as the live regions said it (shown with --nocapture).
    let heard = bea.heard();
    let last_turn = heard
        .iter()
        .rposition(|line| line.contains("Your turn, Bea: round 13"))
        .unwrap();
    println!("{}", heard[last_turn..].join("\n"));
    // Each of Bea's turns after the first follows the computer's mark, politely, so that it never cuts that mark
    // off (web play-test, M3).
    let heard = bea.heard();
    for round in 2..=13 {
        let turn = format!("polite: Your turn, Bea: round {round} of 13.");
        let at = heard
            .iter()
            .position(|line| *line == turn)
            .unwrap_or_else(|| panic!("{turn} not heard:\n{}", heard.join("\n")));
        // Just after the computer's mark (and what it made of the upper section).
        assert!(
            heard[at - 3..at]
                .iter()
                .any(|line| line.contains("Computer 1 scores")),
            "{heard:#?}"
        );
    }
}

#[test]
fn a_whole_game_by_buttons_alone_in_swedish_never_marks_a_box_by_tapping_roll_twice() {
    let dir = tempfile::tempdir().unwrap();
    let (_server, page) = server(dir.path());
    let Some(mut sven) = Seat::open(&format!("{page}?lang=sv")) else {
        return;
    };
    let questions = [
        ("Ditt namn?", "Sven"),
        ("Vad ska det nya bordet heta?", ""),
        ("Vilka regler?", ""),
        ("Hur många datorspelare", "1"),
        ("Hur bra ska de spela?", ""),
        ("Om någon går", ""),
    ];
    sit_down(&mut sven, &questions, Some("Skicka"));
    sven.hear("Du är värd");
    // The Enter button answers what "press Enter" asks (web play-test, M5): here, the start.
    sven.tap("Retur");
    for round in 1..=13 {
        sven.hear(&format!("Din tur, Sven: omgång {round} av 13"));
        sven.tap("Slå");
        sven.hear("Slag 1 av 3");
        if round == 1 {
            // Roll tapped again with no die chosen rolls nothing and marks nothing.
            sven.tap("Slå");
            sven.hear("Inga tärningar att slå om");
            sven.tap("Välj alla");
            sven.tap("Slå");
            sven.hear("Slag 2 av 3");
            let log = sven.log();
            assert!(
                !log.iter().any(|line| line.contains("Sven får")),
                "{log:#?}"
            );
        }
        sven.tap("Retur");
        sven.hear("Välj en ruta.");
        sven.tap("Retur");
        sven.hear("Sven får");
    }
    sven.hear("Spelet är slut.");
    let winner = sven.hear(" med ");
    assert!(
        winner.contains("vinner med") || winner.contains("kommer tvåa med"),
        "{winner}"
    );
    every_line_reached_the_tree(&mut sven);
    // The page and its speech in one language (M2).
    let lang = strings(&sven.browser.evaluate("[document.documentElement.lang]"));
    assert_eq!(lang, ["sv"]);
}

#[test]
fn leaving_gives_the_seat_up_in_this_browser_and_keys_while_the_connection_is_down_are_answered() {
    let dir = tempfile::tempdir().unwrap();
    let (server, page) = server(dir.path());
    let Some(mut bea) = Seat::open(&page) else {
        return;
    };
    sit_alone(&mut bea, "Bea");
    bea.wait_focus("table");
    // Back, tapped twice with no chooser open, never leaves the table (L8): Leave does.
    bea.tap("Back");
    bea.hear("To leave the table, use Leave.");
    bea.tap("Back");
    bea.hear("To leave the table, use Leave.");
    // Chat: the field takes the focus for the message, and gives it back to the table once it is sent (M1: a
    // button pressed next was sent to the table as the message).
    bea.key("c", false);
    bea.hear("Type your message, then press Enter.");
    bea.wait_focus("line");
    bea.browser.type_text("back in a minute");
    bea.browser.press("Enter", false);
    bea.wait_focus("table");
    assert_eq!(bea.focused(), "table");
    let kept = bea.browser.evaluate("localStorage.getItem('sayzee-seats')");
    assert!(
        kept.as_str().is_some_and(|book| book.contains("Bea")),
        "{kept}"
    );

    // Leave gives the seat up in this browser (M8): the next person at a borrowed computer is not sat in it.
    bea.tap("Leave");
    bea.hear("this browser no longer holds your seat");
    assert_eq!(
        bea.browser.evaluate("localStorage.getItem('sayzee-seats')"),
        json!(null)
    );
    bea.reload();
    bea.hear("Connected to");
    bea.hear("Your name?");
    let after_reload = bea.heard().split_off(bea.read_to - 2);
    assert!(
        !after_reload
            .iter()
            .any(|line| line.contains("You are at table")),
        "{after_reload:#?}"
    );

    // The server goes: the loss is said at once, and so is every key pressed meanwhile (L2: dropped without a
    // word); a typed line stays in the field to be sent again, and Try now is there.
    drop(server);
    bea.hear("The connection was lost.");
    bea.key("Enter", false);
    assert_eq!(
        bea.hear("Not sent"),
        "assertive: Not sent: there is no connection just now. sayzee is trying again."
    );
    bea.type_line("Bea");
    bea.hear("Not sent");
    assert_eq!(
        bea.browser.evaluate(
            "[document.getElementById('line').value, document.getElementById('try-now').hidden]"
        ),
        json!(["Bea", false])
    );
}

#[test]
fn a_password_is_asked_in_a_password_field_that_ends_with_its_question() {
    // Web play-test, L5: the field stayed masked for the next answer, and said nothing of a password.
    let dir = tempfile::tempdir().unwrap();
    let server =
        super::common::server::Server::start(dir.path(), "127.0.0.1:0", &["--require-accounts"]);
    let page = server.page.clone().unwrap();
    let Some(mut klaus) = Seat::open(&format!("{page}?lang=de")) else {
        return;
    };
    klaus.hear("Ihr Name?");
    klaus.wait_focus("line");
    klaus.browser.type_text("Klaus");
    klaus.browser.press("Enter", false);
    klaus.hear("Wählen Sie ein Passwort für Klaus");
    klaus.wait_focus("line");
    let field = "[document.getElementById('line').type, document.getElementById('line').autocomplete, \
                 document.getElementById('line-label').textContent]";
    assert_eq!(
        klaus.browser.evaluate(field),
        json!(["password", "current-password", "Passwort"])
    );
    // Enter alone: another name, asked in a plain field again.
    klaus.browser.press("Enter", false);
    klaus.hear("Ihr Name?");
    assert_eq!(
        klaus.browser.evaluate(field),
        json!(["text", "off", "Befehl oder Antwort"])
    );
    drop(server);
}

#[test]
fn on_a_phone_and_at_400_percent_the_field_and_buttons_stay_within_reach_of_a_long_log() {
    // Web play-test, M7: after 200 lines the field was ten screens down a phone, seventeen at 400%.
    let dir = tempfile::tempdir().unwrap();
    let (_server, page) = server(dir.path());
    let Some(mut ann) = Seat::open(&page) else {
        return;
    };
    sit_alone(&mut ann, "Ann");
    for _ in 0..7 {
        ann.tap("Help");
    }
    // The log holds them at once; the live regions take their time.
    ann.browser
        .wait_for("document.querySelectorAll('#log > p').length >= 80");
    // Measured two frames after the screen changed, once the page has laid itself out again.
    let reach = "new Promise(function (done) { requestAnimationFrame(function () { requestAnimationFrame(function () { \
                 window.scrollTo(0, 0); \
                 const field = document.getElementById('line').getBoundingClientRect(); \
                 const enter = Array.from(document.querySelectorAll('button')) \
                   .find(function (b) { return b.dataset.key === 'enter'; }).getBoundingClientRect(); \
                 const log = document.getElementById('log'); \
                 done([field.bottom / innerHeight, enter.bottom / innerHeight, \
                       log.scrollTop + log.clientHeight >= log.scrollHeight - 2]); }); }); })";
    for (width, height, scale, screens) in [(390, 844, 3, 1.0), (320, 256, 4, 4.0)] {
        ann.browser.page(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": scale, "mobile": width > 320}),
        );
        let measured = ann.browser.evaluate(reach);
        let within = |at: usize| measured[at].as_f64().unwrap() <= screens;
        assert!(
            within(0) && within(1),
            "{width}×{height}: field and Enter at {measured} screens"
        );
        // The newest line is in view in the log, which scrolls on its own.
        assert_eq!(measured[2], json!(true), "{width}×{height}");
    }
}
