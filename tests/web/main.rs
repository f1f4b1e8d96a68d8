//! The seat in the browser, proven in a real headless Chromium: the page `sayzee serve` serves loads, a player
//! sits down and plays with keys, what they hear reaches the live regions and the log, a `sayzee join` player at
//! the same table hears them (and they hear that player), a reload keeps the seat, every button has a name, and
//! axe-core finds nothing against WCAG A and AA.

mod accounts;
mod browser;
mod by_ear;
#[path = "../common/mod.rs"]
mod common;
mod seat;
mod strangers;

use std::path::PathBuf;

use browser::needed;
use common::net::Player;
use common::server::{Server, test_certificate};
use seat::Seat;

fn server(dir: &std::path::Path) -> (Server, String) {
    let server = Server::start(dir, "127.0.0.1:0", &[]);
    let page = server.page.clone().expect("the page is on by default");
    (server, page)
}

#[test]
fn a_browser_player_and_a_terminal_player_play_at_one_table_and_a_reload_keeps_the_seat() {
    let dir = tempfile::tempdir().unwrap();
    let (server, page) = server(dir.path());
    let Some(mut bea) = Seat::open(&page) else {
        return;
    };
    // Connected to the server as the browser reached it, not to the page's door behind it.
    let host = page.trim_start_matches("http://").trim_end_matches('/');
    assert_eq!(
        bea.hear("Connected to"),
        format!("polite: Connected to {host}.")
    );
    // The questions, answered as a person would: the name typed, Enter for each default, a key for a number.
    bea.hear("Your name?");
    bea.type_line("Bea");
    bea.hear("Name of the new table?");
    bea.key("Enter", false);
    bea.hear("Which rules?");
    bea.key("Enter", false);
    bea.hear("How many computer players");
    // An answer that does not fit is refused in the assertive region, heard at once, and the question follows.
    bea.type_line("nine");
    assert_eq!(
        bea.hear("does not fit here"),
        "assertive: “nine” does not fit here: answer with a number from 0 to 7."
    );
    assert!(
        bea.hear("How many computer players")
            .starts_with("polite: ")
    );
    bea.key("Enter", false);
    bea.hear("How well should it play?");
    bea.key("Enter", false);
    bea.hear("You are the host");

    let home = common::net::home(dir.path(), "cy");
    let mut cy = Player::join(
        &home,
        "en-US",
        &server.address,
        &["--name", "Cy", "--table", "Bea"],
    );
    cy.hear("Bea");
    bea.hear("Cy");
    bea.type_line("start");

    // Bea's turn follows "The game begins." in the polite region, where it cannot cut that line off (web
    // play-test, M3); her roll, her choice and her mark are polite too.
    bea.hear("The game begins.");
    assert_eq!(
        bea.hear("Your turn, Bea"),
        "polite: Your turn, Bea: round 1 of 13."
    );
    bea.key("Enter", false);
    assert!(bea.hear("Roll 1 of 3").starts_with("polite: "));
    bea.key("a", false);
    assert_eq!(bea.hear("rerolled"), "polite: All dice will be rerolled.");
    // A key of another language's keyboard is answered, and costs neither the connection nor the host's role
    // (web play-test, H2: "ü" let the browser go, and the host role passed to Cy without a word).
    bea.key("ü", false);
    assert_eq!(
        bea.hear("means nothing here"),
        "assertive: “ü” means nothing here. Type help for the keys and commands."
    );
    bea.key("Enter", false);
    bea.hear("Roll 2 of 3");
    bea.key("Enter", false);
    bea.hear("Choose a box.");
    bea.key("Enter", false);
    let marked = bea.hear("Bea scores");
    // What the live regions said in her turn (shown with --nocapture).
    println!("{}", bea.heard().join("\n"));
    let log = bea.log();
    assert!(
        log.iter().any(|line| marked.ends_with(line.as_str())),
        "{log:?}"
    );
    assert!(
        log.iter().any(|line| line.starts_with("Roll 1 of 3")),
        "{log:?}"
    );
    // The terminal player hears the browser player's moves with her name, and never that she was lost.
    cy.hear("Bea scores");
    let cys = cy.transcript();
    assert!(
        !cys.iter()
            .any(|line| line.contains("lost the connection") || line.contains("host now")),
        "{cys:#?}"
    );

    // Cy plays his turn from the terminal; Bea hears it with his name.
    cy.hear("Your turn, Cy");
    // A key of Bea's in Cy's turn is refused, and the refusal is said in the assertive region, heard at once.
    bea.key("Enter", false);
    assert_eq!(
        bea.hear("not yours"),
        "assertive: It is Cy’s turn, not yours."
    );
    cy.type_line("enter");
    cy.type_line("enter");
    cy.type_line("enter");
    bea.hear("Cy scores");
    bea.hear("Your turn, Bea: round 2");

    // A reload: the page comes back to the same seat by itself, with the book kept in the browser.
    // A key is sent once the new page's seat is connected: the page drops keys while its socket is closed.
    bea.reload();
    bea.hear("Connected to");
    bea.key("t", false);
    bea.hear("Your turn, Bea: round 2");
    bea.key("Enter", false);
    bea.hear("Roll 1 of 3");
    cy.hear("Bea");
    drop(server);
}

#[test]
fn walking_the_language_list_changes_nothing_until_the_choice_is_applied() {
    // Web play-test, M6: the first arrow key in the list reloaded the page in its first language (WCAG 3.2.2).
    let dir = tempfile::tempdir().unwrap();
    let (_server, page) = server(dir.path());
    let Some(mut seat) = Seat::open(&page) else {
        return;
    };
    seat.hear("Your name?");
    seat.browser
        .evaluate("document.getElementById('language').focus()");
    seat.browser.press("ArrowDown", false);
    seat.browser.press("ArrowDown", false);
    std::thread::sleep(std::time::Duration::from_millis(500));
    let walked = seat.browser.evaluate(
        "[location.search, document.getElementById('language').value, document.activeElement.id]",
    );
    assert_eq!(walked, serde_json::json!(["", "fr", "language"]));
    // The button applies it: the page again, in French.
    seat.browser
        .evaluate("document.querySelector('#language-form button').click()");
    seat.browser
        .wait_for("location.search === '?lang=fr' && document.documentElement.lang === 'fr'");
    seat.read_to = seat.heard().len();
    seat.hear("Votre nom ?");
    // Back at the bare address (a bookmark): the page and its speech are both in the language chosen here (M2:
    // the page was English while the session spoke French).
    seat.browser.open(&page);
    seat.browser
        .wait_for("location.search === '?lang=fr' && document.documentElement.lang === 'fr'");
    seat.read_to = seat.heard().len();
    seat.hear("Connexion établie");
    seat.hear("Votre nom ?");
}

#[test]
fn every_button_has_a_name_and_axe_core_finds_nothing_against_wcag_a_and_aa() {
    let dir = tempfile::tempdir().unwrap();
    let (_server, page) = server(dir.path());
    let Some(mut seat) = Seat::open(&page) else {
        return;
    };
    let role = |node: &serde_json::Value| node["role"]["value"].as_str().unwrap_or("").to_string();
    let name = |node: &serde_json::Value| node["name"]["value"].as_str().unwrap_or("").to_string();
    let buttons_now = |seat: &mut Seat| -> Vec<String> {
        let tree = seat.browser.accessibility_tree();
        tree.iter()
            .filter(|node| role(node) == "button")
            .map(name)
            .collect()
    };
    // While a question is asked, the buttons are those that answer it (web play-test, L10).
    seat.hear("Your name?");
    assert_eq!(
        buttons_now(&mut seat),
        [
            "Send",
            "Enter",
            "Help",
            "Back",
            "Leave",
            "Forget me in this browser",
            "Change the language"
        ]
    );
    for question in [
        "Name of the new table?",
        "Which rules?",
        "How many computer players",
        "If someone leaves",
    ] {
        seat.browser.press("Enter", false);
        seat.hear(question);
    }
    seat.browser.press("Enter", false);
    seat.hear("You are the host");
    seat.wait_focus("table");
    let tree = seat.browser.accessibility_tree();
    let buttons = buttons_now(&mut seat);
    assert!(buttons.len() >= 20, "{buttons:?}");
    assert!(
        buttons.iter().all(|name| !name.trim().is_empty()),
        "{buttons:?}"
    );
    for named in [
        "Roll",
        "Reroll a 3",
        "Scores",
        "Hint",
        "Help",
        "Leave",
        "Send",
        "First box",
        "Last box",
        "Review",
        "Rules",
    ] {
        assert!(
            buttons.iter().any(|b| b == named),
            "no button {named:?} in {buttons:?}"
        );
    }
    // The table that takes the keys is an application, which NVDA and JAWS switch to focus mode for by
    // themselves; nothing that must be read is inside it: the log is its own region (web play-test, H4).
    let applications: Vec<&serde_json::Value> = tree
        .iter()
        .filter(|node| role(node) == "application")
        .collect();
    assert_eq!(applications.len(), 1, "{applications:#?}");
    assert_eq!(name(applications[0]), "Table");
    let focused = applications[0]["properties"]
        .as_array()
        .into_iter()
        .flatten()
        .any(|property| {
            property["name"] == serde_json::json!("focused")
                && property["value"]["value"] == serde_json::json!(true)
        });
    assert!(focused, "{:#?}", applications[0]);
    let logs: Vec<&serde_json::Value> = tree.iter().filter(|node| role(node) == "log").collect();
    assert_eq!(logs.len(), 1);
    assert_eq!(name(logs[0]), "What was said");
    let parent_of = |node: &serde_json::Value| {
        let parent = node["parentId"].as_str()?;
        tree.iter()
            .find(|each| each["nodeId"] == serde_json::json!(parent))
    };
    let mut ancestor = parent_of(logs[0]);
    while let Some(node) = ancestor {
        assert_ne!(role(node), "application", "the log is inside the table");
        ancestor = parent_of(node);
    }
    // The intro, which says how to switch modes when keys do nothing, describes the table.
    let described = applications[0]["description"]["value"]
        .as_str()
        .unwrap_or("");
    assert!(described.contains("NVDA+Space"), "{described}");

    let axe = axe_core();
    if !needed("axe-core (npm)", axe.is_some()) {
        return;
    }
    let script = std::fs::read_to_string(axe.unwrap()).unwrap();
    seat.browser.evaluate(&script);
    let violations = seat.browser.evaluate(
        "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })\
         .then(function (r) { return r.violations.map(function (v) { return v.id + ': ' + v.help; }); })",
    );
    assert_eq!(
        violations,
        serde_json::json!([]),
        "axe-core found violations"
    );
    // The same at 400% zoom, where the page must reflow rather than hide anything.
    seat.browser.page(
        "Emulation.setDeviceMetricsOverride",
        serde_json::json!({"width": 320, "height": 256, "deviceScaleFactor": 4, "mobile": false}),
    );
    let overflow = seat
        .browser
        .evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth");
    assert_eq!(
        overflow,
        serde_json::json!(true),
        "the page scrolls sideways at 400%"
    );
    // In forced colours (Windows' high contrast) the table that has the keys still shows where the focus is.
    seat.browser.page(
        "Emulation.setEmulatedMedia",
        serde_json::json!({"features": [{"name": "forced-colors", "value": "active"}]}),
    );
    let focus_shown = seat.browser.evaluate(
        "(function () { const table = document.getElementById('table'); table.focus(); \
         const style = getComputedStyle(table); \
         return matchMedia('(forced-colors: active)').matches && style.outlineStyle !== 'none' \
           && parseFloat(style.outlineWidth) >= 2; })()",
    );
    assert_eq!(
        focus_shown,
        serde_json::json!(true),
        "the focus is not shown in forced colours"
    );
}

#[test]
fn a_server_with_a_certificate_serves_the_page_over_https_and_its_seat_reaches_the_game_over_wss() {
    let dir = tempfile::tempdir().unwrap();
    let (certificate, key, _) = test_certificate(dir.path(), "server");
    let server = Server::start_secure(
        &dir.path().join("server"),
        "127.0.0.1:0",
        &certificate,
        &key,
    );
    let page = server.page.clone().unwrap();
    assert!(page.starts_with("https://127.0.0.1:"), "{page}");
    // The browser is told to take the test's own certificate, as a visitor would accept a real one.
    let Some(mut seat) = Seat::open_with(&page, &["--ignore-certificate-errors"]) else {
        return;
    };
    assert_eq!(
        seat.browser.evaluate("location.protocol"),
        serde_json::json!("https:")
    );
    seat.hear("Connected to 127.0.0.1:");
    seat.hear("Your name?");
}

/// axe-core's script, from npm: `$SAYZEE_AXE_CORE`, else where `.ci/run` installs it.
fn axe_core() -> Option<PathBuf> {
    let path = std::env::var_os("SAYZEE_AXE_CORE")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("target/axe-core/node_modules/axe-core/axe.min.js")
        });
    path.exists().then_some(path)
}
