//! An operator's actions: only a connection logged in as an owned name the server's settings call an operator
//! (`--operator`). Announcing to everyone, the message of the day, closing a table, muting and banning a name or
//! an address for a time with a reason the person hears (a ban lets them go at once), lifting either, and a new
//! password for an owned name. Every action is logged with the operator's name.

use std::sync::Arc;

use crate::i18n::Message;
use crate::net::protocol::{ClosedReason, ErrorCode, OperatorAction, Sanction, ServerMessage};
use crate::net::table::{ConnectionId, clean_chat};
use crate::server::leaving::{Goodbye, leave};
use crate::server::lobby::{Server, send};
use crate::server::moderation::{MAX_SANCTION_MINUTES, Target};
use crate::server::upkeep::close_table;
use crate::text::{CleanText, look_alike_key};

/// The longest reason given with a mute or ban, in characters.
const REASON_CHARS: usize = 200;

/// What connection `id`, an operator, does.
pub(super) async fn operate(
    server: &Arc<Server>,
    id: ConnectionId,
    action: OperatorAction,
) -> Result<(), ErrorCode> {
    let operator = operator_of(server, id)?;
    let logged = |what: &'static str, detail: String| {
        server.log(
            &Message::new("net-log-operator")
                .with("operator", operator.clone())
                .with("action", what)
                .with("detail", detail),
        );
    };
    let trouble = |_| ErrorCode::ServerTrouble;
    match action {
        OperatorAction::Announce { text } => {
            let text = clean_chat(&text)?;
            logged("announce", text.clone());
            announce(server, &operator, text);
        }
        OperatorAction::Motd { text } => {
            let text = text.map(|t| clean_chat(&t)).transpose()?;
            server.moderation.set_motd(text.clone()).map_err(trouble)?;
            logged("motd", text.unwrap_or_default());
        }
        OperatorAction::CloseTable { table } => {
            let mut lobby = server.lobby();
            let key = look_alike_key(&table);
            let name = lobby
                .rooms
                .keys()
                .find(|name| look_alike_key(name) == key)
                .cloned()
                .ok_or(ErrorCode::NoSuchTable)?;
            close_table(server, &mut lobby, &name, ClosedReason::Operator);
            drop(lobby);
            logged("close", name);
        }
        OperatorAction::Mute {
            who,
            minutes,
            reason,
        } => sanction(server, Sanction::Muted, (&who, minutes, &reason), &operator).await?,
        OperatorAction::Ban {
            who,
            minutes,
            reason,
        } => {
            sanction(
                server,
                Sanction::Banned,
                (&who, minutes, &reason),
                &operator,
            )
            .await?
        }
        OperatorAction::Lift { who } => {
            let lifted = server
                .moderation
                .lift(&Target::from_written(&who))
                .map_err(trouble)?;
            logged("lift", format!("{who} ({lifted})"));
        }
        OperatorAction::ResetPassword { name, password } => {
            reset_password(server, id, &name, &password).await?;
            logged("reset-password", name);
        }
    }
    send(&server.lobby(), id, ServerMessage::Operated);
    Ok(())
}

/// A new password for `name`, which someone owns, set by the operator at connection `id` (counted against the
/// operator's address, as every hash is).
async fn reset_password(
    server: &Server,
    id: ConnectionId,
    name: &str,
    password: &crate::net::protocol::Password,
) -> Result<(), ErrorCode> {
    if server.accounts.owner_of(name).is_none() {
        return Err(ErrorCode::NoSuchAccount);
    }
    let address = server
        .lobby()
        .visitors
        .get(&id)
        .map(|visitor| visitor.address)
        .ok_or(ErrorCode::NotOperator)?;
    server
        .accounts
        .change_password(name, password, address)
        .await
        .map(drop)
}

/// The operator connection `id` is logged in as.
fn operator_of(server: &Server, id: ConnectionId) -> Result<String, ErrorCode> {
    let lobby = server.lobby();
    let account = lobby
        .visitors
        .get(&id)
        .and_then(|visitor| visitor.account.clone())
        .ok_or(ErrorCode::NotOperator)?;
    let key = look_alike_key(&account);
    let operators = &server.options.operators;
    if operators.iter().any(|name| look_alike_key(name) == key) {
        Ok(account)
    } else {
        Err(ErrorCode::NotOperator)
    }
}

/// `text` from `operator` to everyone greeted.
fn announce(server: &Server, operator: &str, text: String) {
    let lobby = server.lobby();
    let message = ServerMessage::Announcement {
        from: operator.to_string(),
        text,
    };
    let greeted: Vec<ConnectionId> = lobby
        .visitors
        .iter()
        .filter(|(_, visitor)| visitor.name.is_some())
        .map(|(&id, _)| id)
        .collect();
    for id in greeted {
        send(&lobby, id, message.clone());
    }
}

/// Mutes or bans `who` for `minutes`, for `reason`: kept, then heard by everyone it covers now; a ban lets them
/// leave their table (a computer plays on for them at once) and closes their connection after the reason.
async fn sanction(
    server: &Arc<Server>,
    sanction: Sanction,
    (who, minutes, reason): (&str, u32, &str),
    operator: &str,
) -> Result<(), ErrorCode> {
    let reason = CleanText::new(reason, REASON_CHARS).into_string();
    if !(1..=MAX_SANCTION_MINUTES).contains(&minutes) || reason.is_empty() || who.trim().is_empty()
    {
        return Err(ErrorCode::BadSanction {
            max_minutes: MAX_SANCTION_MINUTES,
        });
    }
    let target = Target::from_written(who);
    server
        .moderation
        .decide(
            sanction,
            target,
            minutes,
            (reason.clone(), operator.to_string()),
        )
        .map_err(|_| ErrorCode::ServerTrouble)?;
    server.log(
        &Message::new("net-log-operator")
            .with("operator", operator.to_string())
            .with(
                "action",
                match sanction {
                    Sanction::Muted => "mute",
                    Sanction::Banned => "ban",
                },
            )
            .with("detail", format!("{who}, {minutes} min: {reason}")),
    );
    let covered: Vec<ConnectionId> = {
        let lobby = server.lobby();
        lobby
            .visitors
            .iter()
            .filter(|(_, visitor)| {
                server
                    .moderation
                    .in_force(sanction, visitor.name.as_deref(), visitor.address)
                    .is_some()
            })
            .map(|(&id, _)| id)
            .collect()
    };
    let told = ServerMessage::Sanctioned {
        sanction,
        minutes,
        reason,
    };
    for id in covered {
        if sanction == Sanction::Banned {
            leave(server, id, Goodbye::Said).await;
            if let Some(visitor) = server.lobby().visitors.get(&id) {
                visitor.let_go.send_replace(Some(told.clone()));
            }
        } else {
            send(&server.lobby(), id, told.clone());
        }
    }
    Ok(())
}
