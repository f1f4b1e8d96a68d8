//! `daily`: today's position said, made first when nobody has asked today (off the lobby's lock: the exact Yahtzee
//! table is read, or solved, as a computer seat's would be), or an answer to it marked and counted.

use std::sync::Arc;

use crate::game::Choice;
use crate::net::protocol::{ErrorCode, ServerMessage};
use crate::net::table::ConnectionId;
use crate::rules::Ruleset;
use crate::server::daily::{PRESET, today};
use crate::server::lobby::{Server, send};

/// `daily` from connection `id`: today's position, or `answer` to it marked and counted.
pub(super) fn asked(
    server: &Arc<Server>,
    id: ConnectionId,
    answer: Option<Choice>,
) -> Result<(), ErrorCode> {
    let day = today();
    let mut lobby = server.lobby();
    let made_today = lobby.daily.made_for(day);
    match answer {
        Some(answer) if made_today => {
            let visitor = lobby.visitors.get(&id).ok_or(ErrorCode::NotHelloFirst)?;
            let name = visitor
                .account
                .clone()
                .or_else(|| visitor.name.clone())
                .ok_or(ErrorCode::NotHelloFirst)?;
            let marked = lobby.daily.answer(name, &answer)?;
            send(&lobby, id, marked);
        }
        Some(_) => return Err(ErrorCode::DailyUnavailable),
        None if made_today => {
            if let Some(position) = lobby.daily.position() {
                send(&lobby, id, position);
            }
        }
        None => {
            if lobby.daily.wait(id) {
                make(server, &lobby.experts, day);
            }
        }
    }
    Ok(())
}

/// Makes day `day`'s position in the background, then says it to everyone waiting (or that it cannot be made).
fn make(server: &Arc<Server>, experts: &crate::computer::Experts, day: u32) {
    let expert = experts.for_rules(&Ruleset::preset(PRESET), server.options.cache_dir.clone());
    let server = server.clone();
    server.clone().shutdown.spawn(async move {
        let made = tokio::task::spawn_blocking(move || {
            let advisor = expert.get()?;
            crate::strategy::drill::of_the_day(&advisor, day)
        })
        .await
        .ok()
        .flatten();
        let mut lobby = server.lobby();
        let failed = made.is_none();
        let waiting = lobby.daily.made(day, made);
        for id in waiting {
            let message = match lobby.daily.position().filter(|_| !failed) {
                Some(position) => position,
                None => ServerMessage::Error {
                    code: ErrorCode::DailyUnavailable,
                    detail: None,
                },
            };
            send(&lobby, id, message);
        }
    });
}
