//! Accounts from the page (web play-test, H3): a name claimed with a password logs in from a browser, the
//! password asked after the name in a password field, the login then kept in that browser as a device login,
//! and forgotten with it.

use serde_json::json;

use super::common::net::{Player, home};
use super::seat::Seat;
use super::server;

#[test]
fn the_owner_of_a_claimed_name_logs_in_from_the_page_once_per_browser() {
    let dir = tempfile::tempdir().unwrap();
    let (server, page) = server(dir.path());
    let ann_home = home(dir.path(), "ann");
    let mut terminal = Player::join(
        &ann_home,
        "en-US",
        &server.address,
        &["--name", "Ann", "--claim"],
    );
    terminal.hear("Choose a password for Ann");
    terminal.type_line("correct horse");
    terminal.hear("The same password again");
    terminal.type_line("correct horse");
    terminal.hear("Ann is yours on this server now");
    terminal.quit();

    let Some(mut ann) = Seat::open(&page) else {
        return;
    };
    // The name first, then its password: the page greets the server again under the name said.
    says_name(&mut ann);
    ann.hear("Password for Ann?");
    ann.wait_focus("line");
    assert_eq!(
        ann.browser.evaluate("document.getElementById('line').type"),
        json!("password")
    );
    ann.browser.type_text("correct horse");
    ann.browser.press("Enter", false);
    ann.hear("Name of the new table?");
    let log = ann.log();
    assert!(
        !log.iter().any(|line| line.contains("correct horse")),
        "{log:#?}"
    );
    assert!(
        !log.iter()
            .any(|line| line.contains("could not keep the login")),
        "{log:#?}"
    );
    let logins = ann
        .browser
        .evaluate("localStorage.getItem('sayzee-logins')");
    assert!(
        logins.as_str().is_some_and(|book| !book.is_empty()),
        "{logins}"
    );

    // The next visit in this browser: the name, and no password (a device login).
    ann.tap("Leave");
    ann.hear("no longer holds your seat");
    ann.reload();
    says_name(&mut ann);
    ann.hear("Name of the new table?");
    let since = ann.heard().split_off(ann.read_to - 2);
    assert!(
        !since.iter().any(|line| line.contains("Password for Ann")),
        "{since:#?}"
    );

    // Forgotten with the browser: the password is asked again.
    ann.tap("Leave");
    ann.hear("no longer holds your seat");
    ann.tap("Forget me in this browser");
    ann.hear("forgotten");
    ann.reload();
    says_name(&mut ann);
    ann.hear("Password for Ann?");
    drop(server);
}

/// Hears the name asked, and says "Ann" in the field, which has the focus.
fn says_name(ann: &mut Seat) {
    ann.hear("Your name?");
    ann.wait_focus("line");
    ann.browser.type_text("Ann");
    ann.browser.press("Enter", false);
}
