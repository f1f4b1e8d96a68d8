//! The wire format as other clients see it: every message survives a round trip, and the decoder refuses what
//! it must with the right code.

use proptest::prelude::*;

use super::*;
use sayzee_core::game::{DiceSource, Game, PlayerSpec, Rejection, STATE_FORMAT, Skill};
use sayzee_core::rules::Face;
use sayzee_core::rules::Preset;

fn config() -> MatchConfig {
    MatchConfig::new(
        Preset::Yahtzee,
        vec![
            PlayerSpec::human("Ann"),
            PlayerSpec::computer("Bot", Skill::ALL[0]),
        ],
    )
}

fn snapshot() -> Snapshot {
    let (game, _) = Game::start(config(), DiceSource::seeded(7)).unwrap();
    Snapshot {
        format: STATE_FORMAT,
        state: game.state().clone(),
        seats: vec![SeatInfo {
            seat: 0,
            name: "Ann".into(),
            computer: false,
            number: None,
            taken: true,
            connected: true,
            stand_in: false,
            played_for: Vec::new(),
            removed: false,
        }],
        started: false,
        host: Some(0),
        turn_seconds: Some(60),
    }
}

fn round_trip_client(message: ClientMessage) {
    let frame = encode(&message);
    assert_eq!(decode_client(&frame), Ok(message), "frame: {frame}");
}

fn round_trip_server(message: ServerMessage) {
    let frame = encode(&message);
    assert_eq!(decode_server(&frame), Ok(message), "frame: {frame}");
}

#[test]
fn every_client_message_survives_the_wire() {
    for message in [
        ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: "Ann".into(),
        },
        ClientMessage::ListTables { page: 0 },
        ClientMessage::ListTables { page: 3 },
        ClientMessage::CreateTable {
            private: false,
            password: None,
            table: "Kitchen".into(),
            config: config(),
            stand_in: Skill::Casual,
        },
        ClientMessage::JoinTable {
            password: None,
            table: "Kitchen".into(),
            names: vec!["Bea".into(), "Cy".into()],
        },
        ClientMessage::Spectate {
            password: None,
            table: "Kitchen".into(),
            name: Some("Giulia".into()),
        },
        ClientMessage::Rejoin {
            token: "abc".into(),
        },
        ClientMessage::Start,
        ClientMessage::PassHost { seat: 1 },
        ClientMessage::SeatToComputer { seat: 1 },
        ClientMessage::CloseTable,
        ClientMessage::Remove { seat: 1, ban: true },
        ClientMessage::Claim {
            password: "correct horse".into(),
            operator_code: None,
        },
        ClientMessage::LogIn {
            password: "correct horse".into(),
        },
        ClientMessage::LogInWithToken {
            token: "abc".into(),
        },
        ClientMessage::ChangePassword {
            password: "battery staple".into(),
        },
        ClientMessage::LogOut {
            token: "abc".into(),
        },
        ClientMessage::Operate {
            action: crate::protocol::OperatorAction::Ban {
                who: "192.0.2.7".into(),
                minutes: 60,
                reason: "abuse".into(),
            },
        },
        ClientMessage::TurnTimer { seconds: Some(60) },
        ClientMessage::TurnTimer { seconds: None },
        ClientMessage::TakeBack,
        ClientMessage::Command {
            seat: 1,
            command: Command::Reroll(vec![Face::new(3).unwrap()]),
        },
        ClientMessage::Command {
            seat: 0,
            command: Command::Advance,
        },
        ClientMessage::Chat { text: "hi".into() },
        ClientMessage::Leave,
    ] {
        round_trip_client(message);
    }
}

#[test]
fn every_server_message_survives_the_wire() {
    let (_, events) = Game::start(config(), DiceSource::seeded(7)).unwrap();
    for message in [
        ServerMessage::Welcome {
            version: PROTOCOL_VERSION,
            server: "5e7e".into(),
            owned: true,
            accounts_required: true,
            motd: Some("Tournament on Sunday".into()),
        },
        ServerMessage::Announcement {
            from: "Opal".into(),
            text: "Restart at ten".into(),
        },
        ServerMessage::Sanctioned {
            sanction: crate::protocol::Sanction::Banned,
            minutes: 60,
            reason: "abuse".into(),
        },
        ServerMessage::Operated,
        ServerMessage::LoggedIn {
            name: "Ann".into(),
            token: Some("abc".into()),
        },
        ServerMessage::Tables {
            list: vec![TableSummary {
                private: false,
                duplicate: false,
                name: "Kitchen".into(),
                phase: TablePhase::Playing {
                    round: 3,
                    rounds: 13,
                },
                preset: Preset::Yahtzee,
                seats: snapshot().seats,
                spectators: 1,
                open: false,
            }],
            page: 0,
            pages: 1,
        },
        ServerMessage::Seated {
            table: "Kitchen".into(),
            seats: vec![HeldSeat {
                seat: 0,
                token: "t".into(),
            }],
            snapshot: snapshot(),
        },
        ServerMessage::Watching {
            table: "Kitchen".into(),
            snapshot: snapshot(),
        },
        ServerMessage::Events { seat: 0, events },
        ServerMessage::Started {
            snapshot: snapshot(),
        },
        ServerMessage::PersonJoined {
            seat: 1,
            name: "Bea".into(),
            snapshot: snapshot(),
        },
        ServerMessage::PersonGone {
            name: "Bea".into(),
            snapshot: snapshot(),
        },
        ServerMessage::PersonLeft {
            seat: 1,
            lost: true,
        },
        ServerMessage::PersonBack { seat: 1 },
        ServerMessage::TakenOver {
            seat: 1,
            why: TakeoverReason::Away,
        },
        ServerMessage::HostIs { seat: 1 },
        ServerMessage::SpectatorArrived {
            name: "Giulia".into(),
        },
        ServerMessage::SpectatorLeft {
            name: "Giulia".into(),
        },
        ServerMessage::Chat {
            from: "Ann".into(),
            text: "hi".into(),
            watching: true,
        },
        ServerMessage::TableClosed {
            why: ClosedReason::Finished,
        },
        ServerMessage::ServerStopping,
        ServerMessage::SeatsTakenElsewhere,
        ServerMessage::Error {
            code: ErrorCode::VersionMismatch { server_version: 1 },
            detail: None,
        },
        ServerMessage::Error {
            code: ErrorCode::Refused {
                rejection: Rejection::GameOver,
            },
            detail: Some("x".into()),
        },
        ServerMessage::Error {
            code: ErrorCode::ChatTooLong { limit: CHAT_LIMIT },
            detail: None,
        },
    ] {
        round_trip_server(message);
    }
}

#[test]
fn the_wire_form_is_the_documented_one() {
    assert_eq!(
        encode(&ClientMessage::Hello {
            version: 1,
            name: "Ann".into()
        }),
        r#"{"type":"hello","version":1,"name":"Ann"}"#
    );
    assert_eq!(
        encode(&ClientMessage::Command {
            seat: 0,
            command: Command::Advance
        }),
        r#"{"type":"command","seat":0,"command":"advance"}"#
    );
    assert_eq!(
        encode(&ServerMessage::Error {
            code: ErrorCode::NotYourTurn,
            detail: None
        }),
        r#"{"type":"error","code":{"kind":"not-your-turn"}}"#
    );
}

#[test]
fn another_version_is_refused_with_the_servers_version() {
    assert_eq!(
        decode_client(r#"{"type":"hello","version":1,"name":"Ann"}"#),
        Err(ErrorCode::VersionMismatch {
            server_version: PROTOCOL_VERSION
        })
    );
}

#[test]
fn garbage_and_unknown_messages_are_malformed() {
    for frame in [
        "",
        "hello",
        "{",
        r#"{"type":"dance"}"#,
        r#"{"type":"chat"}"#,
        "[1]",
        // Unknown fields are refused for every message, those without fields of their own included.
        r#"{"type":"list-tables","page":2,"x":1}"#,
        r#"{"type":"list-tables","x":1}"#,
        r#"{"type":"start","now":true}"#,
        r#"{"type":"leave","why":"bored"}"#,
        r#"{"type":"close-table","x":1}"#,
        r#"{"type":"take-back","x":1}"#,
        r#"{"type":"chat","text":"hi","x":1}"#,
    ] {
        assert_eq!(
            decode_client(frame),
            Err(ErrorCode::Malformed),
            "frame: {frame:?}"
        );
    }
}

#[test]
fn a_frame_over_the_limit_is_too_large_even_when_valid() {
    let text = "a".repeat(MAX_FRAME_BYTES);
    let frame = encode(&ClientMessage::Chat { text });
    assert_eq!(
        decode_client(&frame),
        Err(ErrorCode::TooLarge {
            limit: MAX_FRAME_BYTES
        })
    );
}

proptest! {
    #[test]
    fn the_decoder_never_panics(frame in ".{0,200}") {
        let _ = decode_client(&frame);
        let _ = decode_server(&frame);
    }

    #[test]
    fn chat_of_any_text_survives_the_wire(text in ".{0,300}") {
        let message = ClientMessage::Chat { text };
        prop_assert_eq!(decode_client(&encode(&message)), Ok(message));
    }
}

#[test]
fn the_documented_examples_decode() {
    let doc = include_str!("../../../../docs/protocol.md");
    let examples: Vec<&str> = doc
        .lines()
        .filter(|line| line.starts_with("{\"type\"") && !line.contains('…'))
        .collect();
    assert!(examples.len() > 15, "{examples:?}");
    for line in examples {
        assert!(
            decode_client(line).is_ok() || decode_server(line).is_ok(),
            "{line}"
        );
    }
}

#[test]
fn a_page_of_the_largest_tables_fits_in_a_frame() {
    // Every name as long as it may be, in four-byte characters and quotes that JSON escapes.
    let longest = |chars: usize| "🎲\"".repeat(chars).chars().take(chars).collect::<String>();
    let seat = |seat| SeatInfo {
        seat,
        name: longest(sayzee_core::text::MAX_NAME_CHARS),
        computer: false,
        // Not so for a person, but the largest a seat can be.
        number: Some(u8::MAX),
        taken: true,
        connected: true,
        stand_in: true,
        played_for: Vec::new(),
        removed: true,
    };
    let table = TableSummary {
        private: false,
        duplicate: true,
        name: crate::table::clean_table_name(&longest(100)),
        phase: TablePhase::Playing {
            round: 130,
            rounds: 130,
        },
        preset: Preset::MaxiYatzy,
        seats: (0..sayzee_core::game::MAX_PLAYERS).map(seat).collect(),
        spectators: usize::MAX,
        open: false,
    };
    let page = ServerMessage::Tables {
        list: vec![table; TABLES_PER_PAGE],
        page: usize::MAX,
        pages: usize::MAX,
    };
    let bytes = encode(&page).len();
    assert!(bytes < MAX_FRAME_BYTES, "{bytes} bytes");
}
