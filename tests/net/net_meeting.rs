//! The lobby as a room to meet in: people at the list of tables talk to each other in their own languages while
//! the question waits, a person muted for oneself is not heard, someone at a table hears the lobby only once they
//! choose to, and an invitation heard in the lobby is taken with Enter. Real `sayzee serve` and `sayzee join`
//! processes in line mode, and the test's own clients.

use crate::common;

use common::net::{Player, SEEDED, home};
use common::server::Server;
use common::wire::{Socket, greeted, next_such, said, send};
use sayzee::game::{MatchConfig, PlayerSpec, Skill};
use sayzee::i18n::Message;
use sayzee::net::protocol::{CHAT_LIMIT, ClientMessage, ErrorCode, ServerMessage};
use sayzee::rules::Preset;

fn lobby_line(locale: &str, name: &str, text: &str) -> String {
    said(
        locale,
        &Message::new("net-lobby-chat-line")
            .with("name", name.to_string())
            .with("text", text.to_string()),
    )
}

/// `person` makes table `table` and sits there; `private` leaves it out of the list.
fn makes(address: &str, person: &str, table: &str, private: bool) -> Socket {
    let mut socket = greeted(address, person);
    let config = MatchConfig::new(Preset::Yahtzee, vec![PlayerSpec::human(person)]);
    send(
        &mut socket,
        &ClientMessage::CreateTable {
            table: table.into(),
            config,
            stand_in: Skill::Good,
            private,
            password: None,
        },
    );
    next_such(&mut socket, |m| matches!(m, ServerMessage::Seated { .. }));
    socket
}

fn lobby_chat_to(socket: &mut Socket) -> (String, String) {
    match next_such(socket, |m| matches!(m, ServerMessage::LobbyChat { .. })) {
        ServerMessage::LobbyChat { from, text, .. } => (from, text),
        _ => unreachable!(),
    }
}

#[test]
fn people_at_the_list_of_tables_talk_in_their_languages_and_a_table_hears_the_lobby_by_choice() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let mut zed = makes(&server.address, "Zed", "Porch", false);

    let mut ann = Player::join(
        &home(root.path(), "ann"),
        "en-US",
        &server.address,
        &["--name", "Ann"],
    );
    ann.hear(&said("en-US", &Message::new("net-lobby-chat-hint")));
    let mut bo = Player::join(
        &home(root.path(), "bo"),
        "de",
        &server.address,
        &["--name", "Bo"],
    );
    bo.hear(&said("de", &Message::new("net-lobby-chat-hint")));
    let mut cy = greeted(&server.address, "Cy");

    // Ann speaks to the lobby: Bo hears it in German while his question waits, Cy's client gets it signed, and
    // Ann hears her own line as everyone does.
    ann.type_line("chat hello everyone");
    bo.hear(&lobby_line("de", "Ann", "hello everyone"));
    ann.hear(&lobby_line("en-US", "Ann", "hello everyone"));
    assert_eq!(
        lobby_chat_to(&mut cy),
        ("Ann".into(), "hello everyone".into())
    );

    // Bo mutes Cy for himself: Cy's next line reaches Ann, never Bo.
    bo.type_line("mute Cy");
    bo.hear(&said(
        "de",
        &Message::new("net-you-muted-person").with("name", "Cy"),
    ));
    send(
        &mut cy,
        &ClientMessage::LobbyChat {
            text: "buy gold".into(),
        },
    );
    assert_eq!(lobby_chat_to(&mut cy), ("Cy".into(), "buy gold".into()));
    ann.hear(&lobby_line("en-US", "Cy", "buy gold"));

    // Zed, at a table, heard none of it; once he chooses to hear the lobby, he hears what comes next.
    send(&mut zed, &ClientMessage::HearLobby { on: true });
    ann.type_line("chat anyone for Yahtzee?");
    bo.hear(&lobby_line("de", "Ann", "anyone for Yahtzee?"));
    assert_eq!(
        lobby_chat_to(&mut zed),
        ("Ann".into(), "anyone for Yahtzee?".into())
    );

    // A line from a table says which (play-test 4, F9); a private table's name is not told.
    send(
        &mut zed,
        &ClientMessage::LobbyChat {
            text: "two seats left".into(),
        },
    );
    bo.hear(&said(
        "de",
        &Message::new("net-lobby-chat-line-at-table")
            .with("name", "Zed")
            .with("table", "Porch")
            .with("text", "two seats left"),
    ));
    let mut ivy = makes(&server.address, "Ivy", "Attic", true);
    send(
        &mut ivy,
        &ClientMessage::LobbyChat {
            text: "hello from upstairs".into(),
        },
    );
    bo.hear(&said(
        "de",
        &Message::new("net-lobby-chat-line-at-private-table")
            .with("name", "Ivy")
            .with("text", "hello from upstairs"),
    ));

    // The server trusts no client: a line past the limit is refused, and the lobby's question still answers.
    send(
        &mut cy,
        &ClientMessage::LobbyChat {
            text: "x".repeat(CHAT_LIMIT + 1),
        },
    );
    match next_such(&mut cy, |m| matches!(m, ServerMessage::Error { .. })) {
        ServerMessage::Error { code, .. } => {
            assert_eq!(code, ErrorCode::ChatTooLong { limit: CHAT_LIMIT })
        }
        _ => unreachable!(),
    }
    ann.type_line("1");
    ann.hear(&said(
        "en-US",
        &Message::new("net-seated").with("table", "Porch"),
    ));

    let bo_heard = bo.quit().join("\n");
    assert!(!bo_heard.contains("buy gold"), "Bo muted Cy:\n{bo_heard}");
    ann.quit();
}

#[test]
fn an_invitation_heard_at_the_list_of_tables_is_taken_with_enter() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let _porch = makes(&server.address, "Zed", "Porch", false);
    let mut host = greeted(&server.address, "Ida");
    let config = MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Ida")]);
    send(
        &mut host,
        &ClientMessage::CreateTable {
            table: "Den".into(),
            config,
            stand_in: Skill::Good,
            private: true,
            password: None,
        },
    );
    next_such(&mut host, |m| matches!(m, ServerMessage::Seated { .. }));

    let mut eva = Player::join(
        &home(root.path(), "eva"),
        "sv",
        &server.address,
        &["--name", "Eva"],
    );
    eva.hear(&said("sv", &Message::new("net-lobby-chat-hint")));
    send(&mut host, &ClientMessage::Invite { name: "Eva".into() });
    eva.hear(&said(
        "sv",
        &Message::new("net-invited-in-lobby")
            .with("name", "Ida")
            .with("table", "Den"),
    ));
    eva.type_line("enter");
    eva.hear(&said(
        "sv",
        &Message::new("net-seated").with("table", "Den"),
    ));
    match next_such(&mut host, |m| {
        matches!(m, ServerMessage::PersonJoined { .. })
    }) {
        ServerMessage::PersonJoined { name, .. } => assert_eq!(name, "Eva"),
        _ => unreachable!(),
    }
    eva.quit();
}

#[test]
fn a_table_is_found_by_its_name_typed_without_its_accents() {
    let root = tempfile::tempdir().unwrap();
    let server = Server::start(&root.path().join("server"), "127.0.0.1:0", SEEDED);
    let _kitchen = makes(&server.address, "Zed", "Küche", false);
    let mut eva = Player::join(
        &home(root.path(), "eva"),
        "es",
        &server.address,
        &["--name", "Eva"],
    );
    eva.hear(&said("es", &Message::new("net-lobby-chat-hint")));
    // A Spanish keyboard has no ü (play-test 4, F12).
    eva.type_line("kuche");
    eva.hear(&said(
        "es",
        &Message::new("net-seated").with("table", "Küche"),
    ));
    eva.quit();
}
