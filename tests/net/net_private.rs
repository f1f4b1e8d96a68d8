//! Private tables as strangers, friends and the invited meet them: left out of the list but for those invited,
//! joined with the table's password (asked in the player's language), or by invitation, heard wherever the
//! invited person is on the server; an invitation-only table not even admitted to exist. Real `sayzee serve`
//! and `sayzee join` processes, and the test's own clients.

use crate::common;

use common::net::{Player, SEEDED, home};
use common::proxy::Proxy;
use common::server::Server;
use common::wire::{Socket, greeted, next_error, next_such, said, send};
use sayzee::game::{MatchConfig, PlayerSpec, Skill};
use sayzee::i18n::Message;
use sayzee::net::protocol::{ClientMessage, ErrorCode, ServerMessage, TableSummary};
use sayzee::rules::Preset;

fn tables(socket: &mut Socket) -> Vec<TableSummary> {
    send(socket, &ClientMessage::ListTables { page: 0 });
    match next_such(socket, |m| matches!(m, ServerMessage::Tables { .. })) {
        ServerMessage::Tables { list, .. } => list,
        _ => unreachable!(),
    }
}

fn make_private(socket: &mut Socket, table: &str, person: &str, password: Option<&str>) {
    let config = MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human(person)]);
    send(
        socket,
        &ClientMessage::CreateTable {
            table: table.into(),
            config,
            stand_in: Skill::Good,
            private: true,
            password: password.map(str::to_string).map(Into::into),
        },
    );
    next_such(socket, |m| matches!(m, ServerMessage::Seated { .. }));
}

fn join(socket: &mut Socket, table: &str, name: &str, password: Option<&str>) {
    send(
        socket,
        &ClientMessage::JoinTable {
            table: table.into(),
            names: vec![name.into()],
            password: password.map(str::to_string).map(Into::into),
        },
    );
}

#[test]
fn a_private_table_is_hidden_joined_with_its_password_in_swedish_and_by_invitation() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mut ann = greeted(&server.address, "Ann");
    make_private(&mut ann, "Den", "Ann", Some("open sesame"));

    // A stranger neither sees it nor gets in without the password.
    let mut cy = greeted(&server.address, "Cy");
    assert!(tables(&mut cy).is_empty());
    join(&mut cy, "Den", "Cy", None);
    assert_eq!(next_error(&mut cy), ErrorCode::TablePasswordNeeded);
    join(&mut cy, "Den", "Cy", Some("open sesamo"));
    assert_eq!(next_error(&mut cy), ErrorCode::WrongTablePassword);

    // Bo, in Swedish, is asked the password and sits down with it.
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "sv",
        &server.address,
        &["--name", "Bo", "--table", "Den"],
    );
    bo.hear(&said(
        "sv",
        &Message::new("net-error-table-password-needed"),
    ));
    bo.hear(&said(
        "sv",
        &Message::new("net-table-password-question").with("table", "Den"),
    ));
    bo.type_line("open sesame");
    bo.hear(&said(
        "sv",
        &Message::new("net-seated").with("table", "Den"),
    ));

    // Dee, in the lobby, is invited: she hears it, sees the table, and joins it with no password.
    let mut dee = greeted(&server.address, "Dee");
    send(&mut ann, &ClientMessage::Invite { name: "DEE".into() });
    assert_eq!(
        next_such(&mut dee, |m| matches!(m, ServerMessage::Invited { .. })),
        ServerMessage::Invited {
            table: "Den".into(),
            from: "Ann".into()
        }
    );
    bo.hear(&said(
        "sv",
        &Message::new("net-person-invited").with("name", "DEE"),
    ));
    let listed = tables(&mut dee);
    assert_eq!(listed.len(), 1);
    assert!(listed[0].private && listed[0].name == "Den");
    join(&mut dee, "Den", "Dee", None);
    next_such(&mut dee, |m| matches!(m, ServerMessage::Seated { .. }));
    // Only the host invites.
    send(&mut dee, &ClientMessage::Invite { name: "Cy".into() });
    assert_eq!(next_error(&mut dee), ErrorCode::NotHost);
    bo.quit();
    assert!(server.logged("the host invited “DEE”"));
}

#[test]
fn a_private_tables_name_typed_at_the_list_asks_its_password() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mut eva = greeted(&server.address, "Eva");
    make_private(&mut eva, "Casa", "Eva", Some("tortilla"));
    let mut open = greeted(&server.address, "Ola");
    send(
        &mut open,
        &ClientMessage::CreateTable {
            table: "Patio".into(),
            config: MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Ola")]),
            stand_in: Skill::Good,
            private: false,
            password: None,
        },
    );
    next_such(&mut open, |m| matches!(m, ServerMessage::Seated { .. }));
    // Gus was told "table Casa, password tortilla": the list says only Patio, and he types Casa there.
    let mut gus = Player::join(
        &home(root.path(), "gus"),
        "en-US",
        &server.address,
        &["--name", "Gus"],
    );
    gus.hear("1: “Patio”");
    gus.type_line("Casa");
    gus.hear(&said(
        "en-US",
        &Message::new("net-table-password-question").with("table", "Casa"),
    ));
    gus.type_line("tortilla");
    gus.hear(&said(
        "en-US",
        &Message::new("net-seated").with("table", "Casa"),
    ));
    gus.quit();
}

#[test]
fn an_invitation_only_table_is_no_table_to_anyone_not_invited() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mut ann = greeted(&server.address, "Ann");
    make_private(&mut ann, "Attic", "Ann", None);
    let mut eve = greeted(&server.address, "Eve");
    join(&mut eve, "Attic", "Eve", Some("a guess"));
    assert_eq!(next_error(&mut eve), ErrorCode::NoSuchTable);
    send(
        &mut eve,
        &ClientMessage::Spectate {
            table: "Attic".into(),
            name: None,
            password: None,
        },
    );
    assert_eq!(next_error(&mut eve), ErrorCode::NoSuchTable);
}

#[test]
fn a_watcher_who_gave_a_private_tables_password_watches_again_after_a_lost_connection() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mut ann = greeted(&server.address, "Ann");
    if let tungstenite::stream::MaybeTlsStream::Plain(stream) = ann.get_ref() {
        stream
            .set_read_timeout(Some(common::net::PATIENCE))
            .unwrap();
    }
    make_private(&mut ann, "Den", "Ann", Some("open sesame"));
    let proxy = Proxy::to(&server.address);
    let mut eve = Player::join(
        &home(root.path(), "eve"),
        "it",
        &proxy.address,
        &["--name", "Eve", "--table", "Den", "--spectate"],
    );
    eve.hear(&said(
        "it",
        &Message::new("net-table-password-question").with("table", "Den"),
    ));
    eve.type_line("open sesame");
    eve.hear(&said(
        "it",
        &Message::new("net-watching").with("table", "Den"),
    ));
    next_such(&mut ann, |m| {
        matches!(m, ServerMessage::SpectatorArrived { .. })
    });

    // Eve's connection drops; back, her sayzee watches again with the password she gave, by itself.
    proxy.cut();
    next_such(&mut ann, |m| {
        matches!(m, ServerMessage::SpectatorLeft { .. })
    });
    proxy.mend();
    next_such(&mut ann, |m| {
        matches!(m, ServerMessage::SpectatorArrived { .. })
    });
    eve.hear(&said("it", &Message::new("net-back-at-table")));
    send(
        &mut ann,
        &ClientMessage::Chat {
            text: "welcome back".into(),
        },
    );
    eve.hear("welcome back");
    eve.quit();
}

/// Whether `socket` hears a message matching `keep` within a short while (skipping others).
#[cfg(target_os = "linux")]
fn hears_within(socket: &mut Socket, keep: impl Fn(&ServerMessage) -> bool) -> bool {
    if let tungstenite::stream::MaybeTlsStream::Plain(stream) = socket.get_ref() {
        stream
            .set_read_timeout(Some(std::time::Duration::from_millis(700)))
            .unwrap();
    }
    loop {
        match socket.read() {
            Ok(tungstenite::Message::Text(text)) => {
                if let Ok(message) = serde_json::from_str::<ServerMessage>(&text)
                    && keep(&message)
                {
                    return true;
                }
            }
            Ok(_) => {}
            Err(_) => return false,
        }
    }
}

// Strangers from loopback addresses of their own (Linux only), whose rates and bans are not the players'.
#[cfg(target_os = "linux")]
#[test]
fn invitations_are_bounded_said_once_and_let_in_only_under_the_invited_name_and_passwords_are_not_guessed()
 {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mut ann = greeted(&server.address, "Ann");
    make_private(&mut ann, "Den", "Ann", Some("dice"));

    // Bo hears an invitation once, however often the host asks.
    let mut bo = greeted(&server.address, "Bo");
    for _ in 0..3 {
        send(&mut ann, &ClientMessage::Invite { name: "Bo".into() });
    }
    assert!(hears_within(&mut bo, |m| matches!(
        m,
        ServerMessage::Invited { .. }
    )));
    assert!(
        !hears_within(&mut bo, |m| matches!(m, ServerMessage::Invited { .. })),
        "a second invitation of the same name is no message"
    );

    // Someone who says hello as Bo and sits under another name is not let in by Bo's invitation.
    let mut mallory = common::wire::greeted_from(&server.address, "Bo", [127, 0, 4, 1]);
    join(&mut mallory, "Den", "Mallory", None);
    assert_eq!(next_error(&mut mallory), ErrorCode::TablePasswordNeeded);
    // Passwords are tried no faster than an account's: ten a minute, then "wait".
    let mut answers = Vec::new();
    for guess in 0..12 {
        join(
            &mut mallory,
            "Den",
            "Mallory",
            Some(&format!("guess {guess}")),
        );
        answers.push(next_error(&mut mallory));
    }
    assert_eq!(answers[0], ErrorCode::WrongTablePassword);
    assert_eq!(
        answers.last(),
        Some(&ErrorCode::TooManyLogins),
        "{answers:?}"
    );
    join(&mut mallory, "Den", "Mallory", Some("dice"));
    assert_eq!(
        next_error(&mut mallory),
        ErrorCode::TooManyLogins,
        "past the rate even the right password waits"
    );
    // Bo, under the invited name, sits down.
    join(&mut bo, "Den", "Bo", None);
    next_such(&mut bo, |m| matches!(m, ServerMessage::Seated { .. }));

    // An invitation is a message to someone: counted like chat, so a burst is cut short.
    let mut answered = None;
    for n in 0..30 {
        send(
            &mut ann,
            &ClientMessage::Invite {
                name: format!("Guest{n}"),
            },
        );
        if hears_within(&mut ann, |m| matches!(m, ServerMessage::Error { .. })) {
            answered = Some(n);
            break;
        }
    }
    assert!(answered.is_some_and(|n| n < 29), "{answered:?}");

    // A private table is a table's guests, not a mailing list (with chat and messages as fast as they like: two
    // messages an invitation, 120 within a second or so, went past the burst of messages on a quick machine).
    let quick = Server::start(
        &root.path().join("quick"),
        "127.0.0.1:0",
        &[
            SEEDED,
            &[
                "--chat-per-minute",
                "100000",
                "--messages-per-second",
                "100000",
            ][..],
        ]
        .concat(),
    );
    let mut host = greeted(&quick.address, "Ann");
    make_private(&mut host, "Den", "Ann", None);
    let mut refused = None;
    for n in 0..60 {
        send(
            &mut host,
            &ClientMessage::Invite {
                name: format!("Guest{n}"),
            },
        );
        send(&mut host, &ClientMessage::ListTables { page: 0 });
        let answer = next_such(&mut host, |m| {
            matches!(
                m,
                ServerMessage::Error { .. } | ServerMessage::Tables { .. }
            )
        });
        if let ServerMessage::Error { code, .. } = answer {
            refused = Some((n, code));
            break;
        }
    }
    assert_eq!(refused, Some((50, ErrorCode::TooManyInvited { limit: 50 })));
}
