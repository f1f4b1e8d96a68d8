//! A server's operators, as the people on it hear them: the message of the day on arrival, an announcement, a
//! mute (chat refused with the reason), a ban (let go at once, refused under a look-alike of the name), a table
//! closed, and `sayzee op` refusing anyone who is not an operator. Real `sayzee serve`, `sayzee join` and
//! `sayzee op` processes, and the test's own clients; every action in the server's log.

use std::net::TcpStream;
use std::path::Path;

use crate::common;

use common::net::{Player, SEEDED, home};
use common::server::Server;
use common::wire::{greet, next_such, said, send};
use sayzee::game::{MatchConfig, PlayerSpec, Skill};
use sayzee::i18n::Message;
use sayzee::net::protocol::{
    ClientMessage, ClosedReason, ErrorCode, OperatorAction, PROTOCOL_VERSION, ServerMessage,
};
use sayzee::rules::Preset;

type Socket = tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>;

/// `sayzee op` at `address` as Opal (her password in `password`) with `action`: its exit and what it printed.
fn op(root: &Path, address: &str, password: &Path, action: &[&str]) -> (bool, String) {
    op_typing(root, address, password, action, "")
}

/// [`op`] with `typed` as what the operator types at its questions.
fn op_typing(
    root: &Path,
    address: &str,
    password: &Path,
    action: &[&str],
    typed: &str,
) -> (bool, String) {
    let mut child = common::sayzee_in(&home(root, "opal"))
        .args([
            "--lang", "en-US", "op", address, "--name", "Opal", "--speech", "text",
        ])
        .args(["--no-sound", "--password-file", password.to_str().unwrap()])
        .args(action)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    std::io::Write::write_all(&mut input, typed.as_bytes()).unwrap();
    drop(input);
    let output = child.wait_with_output().unwrap();
    let printed = String::from_utf8_lossy(&output.stdout).to_string()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.success(), printed)
}

/// A server whose operator is Opal, her name claimed with "operator password".
fn server_with_opal(root: &Path) -> Server {
    let server = Server::start(
        &root.join("server"),
        "127.0.0.1:0",
        &[SEEDED, &["--operator", "Opal"][..]].concat(),
    );
    drop(claimed_operator(&server, "Opal", "operator password"));
    server
}

/// A client greeted as `name` that claims it with `password`.
fn claimed(address: &str, name: &str, password: &str) -> Socket {
    claimed_with(address, name, password, None)
}

/// A client greeted as the operator's name `name` that claims it with `password` and the code from the log.
fn claimed_operator(server: &Server, name: &str, password: &str) -> Socket {
    let code = server.operator_code(name);
    claimed_with(&server.address, name, password, Some(&code))
}

fn claimed_with(address: &str, name: &str, password: &str, code: Option<&str>) -> Socket {
    let mut socket = tungstenite::connect(format!("ws://{address}")).unwrap().0;
    greet(&mut socket, name);
    send(
        &mut socket,
        &ClientMessage::Claim {
            password: password.into(),
            operator_code: code.map(Into::into),
        },
    );
    next_such(&mut socket, |m| matches!(m, ServerMessage::LoggedIn { .. }));
    socket
}

#[test]
fn an_operator_announces_mutes_bans_and_closes_and_each_is_heard_in_the_players_language() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(
        &root.path().join("server"),
        "127.0.0.1:0",
        &[
            SEEDED,
            &["--operator", "Opal", "--motd", "Tournament on Sunday"][..],
        ]
        .concat(),
    );
    drop(claimed_operator(&server, "Opal", "operator password"));
    let password = root.path().join("password");
    std::fs::write(&password, "operator password\n").unwrap();

    let mut troll = Player::join(
        &home(root.path(), "troll"),
        "fr",
        &server.address,
        &[
            "--name", "Troll", "--create", "--table", "Cave", "--rules", "yahtzee", "--bot", "good",
        ],
    );
    troll.hear(&said(
        "fr",
        &Message::new("net-motd").with("text", "Tournament on Sunday"),
    ));
    troll.hear(&said("fr", &Message::new("net-waiting-host-lines")));

    let (done, printed) = op(
        root.path(),
        &server.address,
        &password,
        &["announce", "Restart at ten"],
    );
    assert!(done && printed.contains("Done."), "{printed}");
    troll.hear(&said(
        "fr",
        &Message::new("net-announcement")
            .with("name", "Opal")
            .with("text", "Restart at ten"),
    ));

    let mute = ["mute", "Troll", "--minutes", "10", "--reason", "spam"];
    assert!(op(root.path(), &server.address, &password, &mute).0);
    troll.hear(&said(
        "fr",
        &Message::new("net-you-muted")
            .with("minutes", 10u32)
            .with("reason", "spam"),
    ));
    troll.type_line("chat anyone there?");
    troll.hear(&said(
        "fr",
        &Message::new("net-error-muted")
            .with("minutes", 10u32)
            .with("reason", "spam"),
    ));

    let ban = ["ban", "Troll", "--minutes", "60", "--reason", "abuse"];
    assert!(op(root.path(), &server.address, &password, &ban).0);
    troll.hear(&said(
        "fr",
        &Message::new("net-you-banned-from-server")
            .with("minutes", 60u32)
            .with("reason", "abuse"),
    ));
    // The client does not try to come back, nor says it will; Enter leaves sayzee (play-test 4, B11).
    troll.hear(&said("fr", &Message::new("net-banned-leave-lines")));
    troll.type_line("enter");
    let (_, heard) = troll.ends_by_itself();
    let banned_at = heard
        .iter()
        .rposition(|line| line.starts_with("Un opérateur vous interdit ce serveur"))
        .unwrap();
    let trying = said("fr", &Message::new("net-not-connected-lines"));
    let trying = &trying[..trying.find(';').unwrap()];
    assert!(
        !heard[banned_at..].iter().any(|line| line.contains(trying)
            || line.contains("Connexion établie")
            || line.contains("liste des tables")),
        "{heard:#?}"
    );
    // Someone banned at the list of tables hears it, and sayzee join ends there.
    let mut hana = claimed(&server.address, "Hana", "hana's password");
    common::wire::create_table(&mut hana, "Porch", Preset::Yatzy, "Hana");
    next_such(&mut hana, |m| matches!(m, ServerMessage::Seated { .. }));
    let mut gus = Player::join(
        &home(root.path(), "gus"),
        "en-US",
        &server.address,
        &["--name", "Gus"],
    );
    gus.hear("Enter joins table “Porch”.");
    let ban = ["ban", "Gus", "--minutes", "5", "--reason", "spam"];
    assert!(op(root.path(), &server.address, &password, &ban).0);
    let (_, heard) = gus.ends_by_itself();
    let banned_at = heard
        .iter()
        .position(|line| {
            line.starts_with("An operator has banned you from this server for 5 minutes: spam.")
        })
        .unwrap_or_else(|| panic!("{heard:#?}"));
    assert_eq!(
        heard[banned_at + 1..],
        [
            said("en-US", &Message::new("net-banned-ends")),
            said("en-US", &Message::new("session-goodbye"))
        ],
        "{heard:#?}"
    );
    // A look-alike of the name is refused at the door, with the reason.
    let mut again = tungstenite::connect(format!("ws://{}", server.address))
        .unwrap()
        .0;
    send(
        &mut again,
        &ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: "TROLL".into(),
        },
    );
    assert_eq!(
        next_such(&mut again, |_| true),
        ServerMessage::Error {
            code: ErrorCode::BannedFromServer {
                minutes: 60,
                reason: "abuse".into()
            },
            detail: None
        }
    );

    // A table closed by an operator: everyone there hears why.
    let mut cy = claimed(&server.address, "Cy", "cy's password");
    let config = MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Cy")]);
    send(
        &mut cy,
        &ClientMessage::CreateTable {
            private: false,
            password: None,
            table: "Garden".into(),
            config,
            stand_in: Skill::Good,
        },
    );
    next_such(&mut cy, |m| matches!(m, ServerMessage::Seated { .. }));
    // Cy is no operator.
    send(
        &mut cy,
        &ClientMessage::Operate {
            action: OperatorAction::Announce { text: "hi".into() },
        },
    );
    assert!(matches!(
        next_such(&mut cy, |m| matches!(m, ServerMessage::Error { .. })),
        ServerMessage::Error {
            code: ErrorCode::NotOperator,
            ..
        }
    ));
    assert!(
        op(
            root.path(),
            &server.address,
            &password,
            &["close", "garden"]
        )
        .0
    );
    assert_eq!(
        next_such(&mut cy, |m| matches!(m, ServerMessage::TableClosed { .. })),
        ServerMessage::TableClosed {
            why: ClosedReason::Operator
        }
    );
    for line in [
        "operator “Opal”: announce Restart at ten",
        "operator “Opal”: mute Troll, 10 min: spam",
        "operator “Opal”: ban Troll, 60 min: abuse",
        "operator “Opal”: close Garden",
    ] {
        assert!(server.logged(line), "{line} in {:#?}", server.log());
    }
}

#[test]
fn sayzee_op_with_a_wrong_password_or_as_no_operator_does_nothing_and_fails() {
    let root = tempfile::tempdir().unwrap();
    let server = server_with_opal(root.path());
    let wrong = root.path().join("wrong");
    std::fs::write(&wrong, "not the password\n").unwrap();
    let (done, printed) = op(root.path(), &server.address, &wrong, &["announce", "hello"]);
    assert!(!done, "{printed}");
    assert!(printed.contains("That password is not right."), "{printed}");
    assert!(
        printed.contains("The operator’s action was not done."),
        "{printed}"
    );
    let log = server.log().join("\n");
    assert!(!log.contains("operator “Opal”"), "{log}");
}

/// `sayzee op` as Opal resetting `name`'s password to `new` (typed twice, as the question asks).
fn reset_password(
    root: &Path,
    address: &str,
    password: &Path,
    name: &str,
    new: &str,
) -> (bool, String) {
    op_typing(
        root,
        address,
        password,
        &["reset-password", name],
        &format!("{new}\n{new}\n"),
    )
}

fn log_in(address: &str, login: ClientMessage) -> ServerMessage {
    let mut socket = tungstenite::connect(format!("ws://{address}")).unwrap().0;
    greet(&mut socket, "Ann");
    send(&mut socket, &login);
    next_such(&mut socket, |m| {
        matches!(
            m,
            ServerMessage::LoggedIn { .. } | ServerMessage::Error { .. }
        )
    })
}

#[test]
fn an_operator_resets_a_forgotten_password_which_ends_every_login_and_a_name_nobody_owns_is_said() {
    let root = tempfile::tempdir().unwrap();
    let server = server_with_opal(root.path());
    // Ann claims her name from a device of her own, which keeps its login.
    let ann_home = home(root.path(), "ann");
    let ann_password = root.path().join("ann-password");
    std::fs::write(&ann_password, "forgotten password\n").unwrap();
    let mut device = Player::join(
        &ann_home,
        "en-US",
        &server.address,
        &[
            "--name",
            "Ann",
            "--claim",
            "--password-file",
            ann_password.to_str().unwrap(),
        ],
    );
    device.hear(&said(
        "en-US",
        &Message::new("net-claimed").with("name", "Ann"),
    ));
    device.quit();
    let old_token = match log_in(
        &server.address,
        ClientMessage::LogIn {
            password: "forgotten password".into(),
        },
    ) {
        ServerMessage::LoggedIn { token, .. } => token.unwrap(),
        other => panic!("{other:?}"),
    };
    let opal = root.path().join("opal-password");
    std::fs::write(&opal, "operator password\n").unwrap();

    let (done, printed) = reset_password(
        root.path(),
        &server.address,
        &opal,
        "Ann",
        "a brand new one",
    );
    assert!(done, "{printed}");
    // The question is worded for the operator, whose password it is not (play-test 4, B13).
    assert!(
        printed.contains("New password for Ann, 8 characters or more; tell it to Ann yourself."),
        "{printed}"
    );
    assert!(
        server.logged("operator “Opal”: reset-password Ann"),
        "{:#?}",
        server.log()
    );
    let refused_with = |answer: ServerMessage| match answer {
        ServerMessage::Error { code, .. } => code,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        refused_with(log_in(
            &server.address,
            ClientMessage::LogIn {
                password: "forgotten password".into()
            }
        )),
        ErrorCode::WrongPassword
    );
    assert_eq!(
        refused_with(log_in(
            &server.address,
            ClientMessage::LogInWithToken { token: old_token }
        )),
        ErrorCode::BadLoginToken
    );
    // Ann's own device, whose login the reset ended, says so, not that the name has an owner (B13); a wrong
    // password says once who can set a new one (F7); the new one logs her in.
    let mut device = Player::join(&ann_home, "en-US", &server.address, &["--name", "Ann"]);
    device.hear(&said(
        "en-US",
        &Message::new("net-login-ended").with("name", "Ann"),
    ));
    device.type_line("forgotten password");
    device.hear(&said("en-US", &Message::new("net-error-wrong-password")));
    device.hear(&said("en-US", &Message::new("net-password-forgotten")));
    device.type_line("a brand new one");
    device.hear(&said(
        "en-US",
        &Message::new("net-logged-in").with("name", "Ann"),
    ));
    let heard = device.quit();
    let count = |id: &'static str| {
        let line = said("en-US", &Message::new(id).with("name", "Ann"));
        heard.iter().filter(|l| **l == line).count()
    };
    assert_eq!(
        (count("net-password-forgotten"), count("net-name-owned")),
        (1, 0),
        "{heard:#?}"
    );

    // A name nobody owns: said, and nothing done.
    let (done, printed) = reset_password(
        root.path(),
        &server.address,
        &opal,
        "Nobody",
        "whatever it is",
    );
    assert!(!done, "{printed}");
    assert!(
        printed.contains(&said("en-US", &Message::new("net-error-no-such-account"))),
        "{printed}"
    );
}

// Strangers from loopback addresses of their own (Linux only), whose rates and bans are not the players'.
#[cfg(target_os = "linux")]
#[test]
fn an_operators_name_nobody_owns_yet_is_claimed_only_with_the_code_from_the_log() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("server");
    let mut server = Server::start(
        &data,
        "127.0.0.1:0",
        &[SEEDED, &["--operator", "Opal"][..]].concat(),
    );
    let code = server.operator_code("Opal");

    // A stranger who reads "Opal" in an announcement says hello under it, or a look-alike of it, and claims it.
    for (name, given) in [
        ("Opal", None),
        ("0PAL", None),
        ("Opal", Some("AAAAA-BBBBB-CCCCC")),
    ] {
        let mut stranger = common::wire::greeted_from(&server.address, name, [127, 0, 2, 1]);
        send(
            &mut stranger,
            &ClientMessage::Claim {
                password: "i-am-the-op-now".into(),
                operator_code: given.map(Into::into),
            },
        );
        assert_eq!(
            common::wire::next_error(&mut stranger),
            ErrorCode::OperatorCodeNeeded,
            "{name} with {given:?}"
        );
        send(
            &mut stranger,
            &ClientMessage::Operate {
                action: OperatorAction::Motd {
                    text: Some("mine now".into()),
                },
            },
        );
        assert_eq!(
            common::wire::next_error(&mut stranger),
            ErrorCode::NotOperator
        );
    }
    // Its operator, with the code as the log printed it (in any case, without its dashes), owns it.
    let typed = code.to_lowercase().replace('-', "");
    drop(claimed_with(
        &server.address,
        "Opal",
        "operator password",
        Some(&typed),
    ));
    assert!(server.logged("claimed"));

    // Once owned, the name needs no code, and a restart says none.
    server.kill();
    let server = Server::start(
        &data,
        "127.0.0.1:0",
        &[SEEDED, &["--operator", "Opal"][..]].concat(),
    );
    assert!(server.logged("names with an owner"));
    assert!(
        !server
            .log()
            .iter()
            .any(|line| line.contains("has no owner yet")),
        "{:#?}",
        server.log()
    );
}

// Strangers from loopback addresses of their own (Linux only), whose rates and bans are not the players'.
#[cfg(target_os = "linux")]
#[test]
fn a_mute_or_ban_of_a_name_holds_for_seats_under_it_and_for_invitations() {
    let root = tempfile::tempdir().unwrap();
    let server = server_with_opal(root.path());
    let mut opal = common::wire::greeted(&server.address, "Opal");
    send(
        &mut opal,
        &ClientMessage::LogIn {
            password: "operator password".into(),
        },
    );
    next_such(&mut opal, |m| matches!(m, ServerMessage::LoggedIn { .. }));
    let operate = |opal: &mut Socket, action: OperatorAction| {
        send(opal, &ClientMessage::Operate { action });
        next_such(opal, |m| {
            matches!(m, ServerMessage::Operated | ServerMessage::Error { .. })
        })
    };
    let muted = operate(
        &mut opal,
        OperatorAction::Mute {
            who: "Troll".into(),
            minutes: 30,
            reason: "shouting".into(),
        },
    );
    assert_eq!(muted, ServerMessage::Operated);

    // Troll says hello as "Nice" and sits as "Troll": the mute of the name holds at the table.
    let mut nice = common::wire::greeted_from(&server.address, "Nice", [127, 0, 5, 1]);
    common::wire::create_table(&mut nice, "Cave", Preset::Yahtzee, "Troll");
    next_such(&mut nice, |m| matches!(m, ServerMessage::Seated { .. }));
    send(
        &mut nice,
        &ClientMessage::Chat {
            text: "you cannot mute me".into(),
        },
    );
    assert!(matches!(
        common::wire::next_error(&mut nice),
        ErrorCode::Muted { reason, .. } if reason == "shouting"
    ));

    // A muted person's invitations are messages too: none goes out.
    let mut den_host = common::wire::greeted_from(&server.address, "Troll", [127, 0, 5, 2]);
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human("Quiet")]);
    send(
        &mut den_host,
        &ClientMessage::CreateTable {
            table: "Ann you are a loser".into(),
            config,
            stand_in: Skill::Good,
            private: true,
            password: None,
        },
    );
    next_such(&mut den_host, |m| matches!(m, ServerMessage::Seated { .. }));
    send(&mut den_host, &ClientMessage::Invite { name: "Ann".into() });
    assert!(matches!(
        common::wire::next_error(&mut den_host),
        ErrorCode::Muted { .. }
    ));

    // Banned by name, Troll cannot sit under it with another hello either.
    let banned = operate(
        &mut opal,
        OperatorAction::Ban {
            who: "Troll".into(),
            minutes: 60,
            reason: "evading".into(),
        },
    );
    assert_eq!(banned, ServerMessage::Operated);
    let mut kind = common::wire::greeted_from(&server.address, "Kind", [127, 0, 5, 3]);
    common::wire::create_table(&mut kind, "Burrow", Preset::Yahtzee, "TROLL");
    assert!(matches!(
        common::wire::next_error(&mut kind),
        ErrorCode::BannedFromServer { reason, .. } if reason == "evading"
    ));
}

/// The message of the day a newcomer to the server at `address` is told on arrival.
fn motd_on_arrival(address: &str) -> Option<String> {
    let mut socket = tungstenite::connect(format!("ws://{address}")).unwrap().0;
    send(
        &mut socket,
        &ClientMessage::Hello {
            version: sayzee::net::protocol::PROTOCOL_VERSION,
            name: "Newcomer".into(),
        },
    );
    match common::wire::next(&mut socket) {
        ServerMessage::Welcome { motd, .. } => motd,
        other => panic!("no welcome: {other:?}"),
    }
}

#[test]
fn the_message_of_the_day_an_operator_set_outlives_a_restart_with_the_same_settings() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("server");
    let flags = |motd: &'static str| [SEEDED, &["--operator", "Opal", "--motd", motd][..]].concat();
    let mut server = Server::start(&data, "127.0.0.1:0", &flags("Friday at eight"));
    drop(claimed_operator(&server, "Opal", "operator password"));
    let password = root.path().join("password");
    std::fs::write(&password, "operator password\n").unwrap();
    let (done, printed) = op(
        root.path(),
        &server.address,
        &password,
        &["motd", "Sunday at six"],
    );
    assert!(done, "{printed}");
    assert_eq!(
        motd_on_arrival(&server.address).as_deref(),
        Some("Sunday at six")
    );
    // Restarted from the same settings (systemd would): the operator's message stays.
    server.kill();
    let mut server = Server::start(&data, "127.0.0.1:0", &flags("Friday at eight"));
    assert_eq!(
        motd_on_arrival(&server.address).as_deref(),
        Some("Sunday at six")
    );
    // The settings edited: their new message is heard.
    server.kill();
    let server = Server::start(&data, "127.0.0.1:0", &flags("Saturday at noon"));
    assert_eq!(
        motd_on_arrival(&server.address).as_deref(),
        Some("Saturday at noon")
    );
}
