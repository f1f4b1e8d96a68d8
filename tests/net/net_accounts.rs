//! Names people own, as strangers and owners meet them: a claimed name refused to a second person and to its
//! look-alikes, the owner logging in once per device (the password never shown nor printed), a wrong password
//! refused until the rate says wait (the guesser's own tries, never the owner's), new passwords a few a minute, a
//! new password ending the other devices' logins, and a server that takes only account holders. Real `sayzee serve` and `sayzee join` processes, and the test's own clients.

use std::net::TcpStream;

use crate::common;

use common::net::{Player, SEEDED, home};
use common::server::Server;
use common::wire::{create_table, greet, next_such, said, send};
use sayzee::i18n::Message;
use sayzee::net::protocol::{ClientMessage, ErrorCode, LoginToken, ServerMessage};
use sayzee::rules::Preset;

type Socket = tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>;

fn connected(address: &str) -> Socket {
    tungstenite::connect(format!("ws://{address}")).unwrap().0
}

/// The next answer to a login, a claim or a new password: the token it gave, or the error.
fn login_answer(socket: &mut Socket) -> Result<Option<LoginToken>, ErrorCode> {
    match next_such(socket, |m| {
        matches!(
            m,
            ServerMessage::LoggedIn { .. } | ServerMessage::Error { .. }
        )
    }) {
        ServerMessage::LoggedIn { token, .. } => Ok(token),
        ServerMessage::Error { code, .. } => Err(code),
        _ => unreachable!(),
    }
}

#[test]
fn a_claimed_name_is_its_owners_alone_and_the_owner_types_the_password_once_per_device() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let ann_home = home(root.path(), "ann");
    let mut ann = Player::join(
        &ann_home,
        "en-US",
        &server.address,
        &["--name", "Ann", "--claim"],
    );
    ann.hear("Choose a password for Ann, 8 characters or more. It is not shown as you type.");
    // Too short is said at once, not after typing it twice (play-test 4, F6).
    ann.type_line("short");
    ann.hear("A password must have from 8 to 128 characters.");
    ann.hear("Choose a password for Ann, 8 characters or more.");
    ann.type_line("correct horse");
    ann.hear("The same password again, to be sure.");
    ann.type_line("correct horse");
    ann.hear("Ann is yours on this server now: only you sit, watch and chat under it here");
    let transcript = ann.quit();
    assert!(
        !transcript.iter().any(|line| line.contains("correct horse")),
        "the password is never printed: {transcript:?}"
    );

    // A stranger under a look-alike of the name is welcomed as a name with an owner, and may not use it.
    let mut stranger = connected(&server.address);
    send(
        &mut stranger,
        &ClientMessage::Hello {
            version: sayzee::net::protocol::PROTOCOL_VERSION,
            name: "ANN".into(),
        },
    );
    assert!(matches!(
        next_such(&mut stranger, |_| true),
        ServerMessage::Welcome { owned: true, .. }
    ));
    create_table(&mut stranger, "Kitchen", Preset::Yahtzee, "ANN");
    assert_eq!(login_answer(&mut stranger), Err(ErrorCode::NameClaimed));
    send(
        &mut stranger,
        &ClientMessage::LogIn {
            password: "battery staple".into(),
        },
    );
    assert_eq!(login_answer(&mut stranger), Err(ErrorCode::WrongPassword));

    // Bo, in German, tries the name, hears it has an owner, and takes another with Enter.
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "de",
        &server.address,
        &["--name", "Ann"],
    );
    bo.hear(&said(
        "de",
        &Message::new("net-name-owned").with("name", "Ann"),
    ));
    bo.hear(&said(
        "de",
        &Message::new("net-password-question").with("name", "Ann"),
    ));
    bo.type_line("");
    bo.type_line("Bo");
    bo.hear(&said("de", &Message::new("net-no-tables-yet")));
    bo.quit();

    // Ann again at the same device: logged in by its token, never asked.
    let mut ann = Player::join(&ann_home, "en-US", &server.address, &["--name", "Ann"]);
    ann.hear("No table is open on this server yet");
    let transcript = ann.quit();
    assert!(
        !transcript
            .iter()
            .any(|line| line.contains("Password for Ann")),
        "{transcript:?}"
    );
    // At another device, a script gives the password in a file.
    let file = root.path().join("password");
    std::fs::write(&file, "correct horse\n").unwrap();
    let mut script = Player::join(
        &home(root.path(), "ann-laptop"),
        "en-US",
        &server.address,
        &["--name", "Ann", "--password-file", file.to_str().unwrap()],
    );
    script.hear("Logged in as Ann.");
    script.quit();
    // A script whose file holds a wrong password stops with an error status, as `sayzee op` does.
    std::fs::write(&file, "wrong horse\n").unwrap();
    let refused = common::sayzee_in(&home(root.path(), "ann-server"))
        .args(["--lang", "en-US", "join", &server.address, "--line-mode"])
        .args(["--name", "Ann", "--password-file", file.to_str().unwrap()])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&refused.stdout).to_string()
        + &String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2), "{said}");
    assert!(
        said.contains("The server did not take the password from --password-file"),
        "{said}"
    );
    assert!(server.logged("the name “Ann” was claimed from 127.0.0.1"));
    assert!(server.logged("a wrong password for “ANN”"));
    let log = server.log().join("\n");
    assert!(
        !log.contains("correct horse") && !log.contains("battery staple"),
        "{log}"
    );
}

#[test]
fn a_new_password_ends_the_other_devices_logins_and_guessing_is_slowed_to_a_few_tries_a_minute() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mut phone = connected(&server.address);
    greet(&mut phone, "Cy");
    send(
        &mut phone,
        &ClientMessage::Claim {
            password: "short".into(),
            operator_code: None,
        },
    );
    assert_eq!(
        login_answer(&mut phone),
        Err(ErrorCode::BadPassword { min: 8, max: 128 })
    );
    send(
        &mut phone,
        &ClientMessage::Claim {
            password: "first password".into(),
            operator_code: None,
        },
    );
    let first = login_answer(&mut phone).unwrap().expect("a token");
    let mut laptop = connected(&server.address);
    greet(&mut laptop, "Cy");
    send(
        &mut laptop,
        &ClientMessage::LogIn {
            password: "first password".into(),
        },
    );
    let second = login_answer(&mut laptop).unwrap().expect("a token");
    send(
        &mut phone,
        &ClientMessage::ChangePassword {
            password: "second password".into(),
        },
    );
    let third = login_answer(&mut phone).unwrap().expect("a token");

    let mut tablet = connected(&server.address);
    greet(&mut tablet, "Cy");
    for ended in [first, second] {
        send(&mut tablet, &ClientMessage::LogInWithToken { token: ended });
        assert_eq!(login_answer(&mut tablet), Err(ErrorCode::BadLoginToken));
    }
    send(&mut tablet, &ClientMessage::LogInWithToken { token: third });
    assert_eq!(login_answer(&mut tablet), Ok(None));
    // Logged in, Cy makes a table under the name.
    create_table(&mut tablet, "Porch", Preset::Yahtzee, "Cy");
    next_such(&mut tablet, |m| matches!(m, ServerMessage::Seated { .. }));

    // Someone guessing: a few wrong passwords, then "wait a minute" even for the right one.
    let mut guesser = connected(&server.address);
    greet(&mut guesser, "Cy");
    let mut answers = Vec::new();
    for guess in [
        "password1",
        "letmein!",
        "qwertyuiop",
        "11111111",
        "iloveyou",
        "sunshine",
    ] {
        send(
            &mut guesser,
            &ClientMessage::LogIn {
                password: guess.into(),
            },
        );
        answers.push(login_answer(&mut guesser));
    }
    assert!(
        answers[..3]
            .iter()
            .all(|a| *a == Err(ErrorCode::WrongPassword)),
        "{answers:?}"
    );
    assert_eq!(
        answers.last(),
        Some(&Err(ErrorCode::TooManyLogins)),
        "{answers:?}"
    );
    send(
        &mut guesser,
        &ClientMessage::LogIn {
            password: "second password".into(),
        },
    );
    assert_eq!(login_answer(&mut guesser), Err(ErrorCode::TooManyLogins));

    // The guesser's tries are the guesser's: Cy, at home (an address of its own: Linux only), logs in with the
    // password at once.
    #[cfg(target_os = "linux")]
    owner_at_home_logs_in_and_changes_passwords_a_few_a_minute(&server.address);
}

#[cfg(target_os = "linux")]
fn owner_at_home_logs_in_and_changes_passwords_a_few_a_minute(address: &str) {
    let mut home_again = common::wire::greeted_from(address, "Cy", [127, 0, 3, 1]);
    send(
        &mut home_again,
        &ClientMessage::LogIn {
            password: "second password".into(),
        },
    );
    assert!(
        login_answer(&mut home_again).is_ok(),
        "the owner is not locked out"
    );
    // Every new password costs a hash: a few a minute for a name, then "wait a minute".
    let mut changes = Vec::new();
    for n in 0..6 {
        send(
            &mut home_again,
            &ClientMessage::ChangePassword {
                password: format!("password number {n}").into(),
            },
        );
        changes.push(login_answer(&mut home_again).map(|_| ()));
    }
    assert_eq!(
        changes.last(),
        Some(&Err(ErrorCode::TooManyLogins)),
        "{changes:?}"
    );
}

#[test]
fn a_server_for_account_holders_alone_has_a_newcomer_claim_the_name_first_in_spanish() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(
        &root.path().join("server"),
        "127.0.0.1:0",
        &[SEEDED, &["--require-accounts"][..]].concat(),
    );
    let mut guest = connected(&server.address);
    greet(&mut guest, "Dora");
    create_table(&mut guest, "Patio", Preset::Yahtzee, "Dora");
    assert_eq!(login_answer(&mut guest), Err(ErrorCode::AccountRequired));

    let file = root.path().join("password");
    std::fs::write(&file, "contraseña larga\n").unwrap();
    let mut sofia = Player::join(
        &home(root.path(), "sofia"),
        "es",
        &server.address,
        &["--name", "Sofía", "--password-file", file.to_str().unwrap()],
    );
    sofia.hear(&said(
        "es",
        &Message::new("net-accounts-required").with("name", "Sofía"),
    ));
    sofia.hear(&said(
        "es",
        &Message::new("net-claimed").with("name", "Sofía"),
    ));
    sofia.hear(&said("es", &Message::new("net-no-tables-yet")));
    sofia.quit();
}

#[test]
fn a_newcomer_without_a_name_is_asked_the_name_before_its_password_where_accounts_are_required() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(
        &root.path().join("server"),
        "127.0.0.1:0",
        &[SEEDED, &["--require-accounts", "--motd", "Be kind"][..]].concat(),
    );
    let mut ann = Player::join(&home(root.path(), "ann"), "en-US", &server.address, &[]);
    ann.hear("This server takes only people with an account: say your name first");
    ann.hear("Your name?");
    ann.type_line("Ann");
    ann.hear("Choose a password for Ann, 8 characters or more. It is not shown as you type. Enter alone chooses another name.");
    ann.type_line("a long password");
    ann.type_line("a long password");
    ann.hear(&said(
        "en-US",
        &Message::new("net-claimed").with("name", "Ann"),
    ));
    ann.hear(&said("en-US", &Message::new("net-no-tables-yet")));
    let heard = ann.quit();
    assert!(
        !heard
            .iter()
            .any(|line| line.contains("Player 1") && line.contains("password")),
        "{heard:#?}"
    );
    // Each thing said once: connected, the message of the day, that the server takes account holders only.
    let count = |words: &str| heard.iter().filter(|line| line.contains(words)).count();
    assert_eq!(
        (
            count("Connected to"),
            count("Be kind"),
            count("takes only people with an account")
        ),
        (1, 1, 1),
        "{heard:#?}"
    );
}
