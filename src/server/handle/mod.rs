//! Each message a client sends, checked and answered, one function per message: arriving (`arrive.rs`: hello,
//! the list of tables, making, joining, watching and taking back seats) and at a table (`at_table.rs`: the game's
//! commands, the host's powers, chat and leaving; `house.rs`: removing a person and the turn timer; `account.rs`:
//! claiming a name, logging in, a new password; `meeting.rs`: chat in the lobby and the leaderboard; `daily.rs`: the position of the day; `operator.rs`: what an operator
//! does). Every function decides on a copy of the table and hands the
//! decision to `commit.rs`, which saves it before anyone hears of it, so a crash never takes back what was said.
//! A refusal is an error code and changes nothing.

mod account;
mod arrive;
mod at_table;
mod daily;
mod house;
mod meeting;
mod operator;

use std::sync::Arc;

use super::lobby::Server;
use crate::net::protocol::{ClientMessage, ErrorCode};
use crate::net::table::ConnectionId;

/// One message from connection `id`; an error code when it is refused (nothing has changed then).
pub(super) async fn handle(
    server: &Arc<Server>,
    id: ConnectionId,
    message: ClientMessage,
) -> Result<(), ErrorCode> {
    let greeted = server
        .lobby()
        .visitors
        .get(&id)
        .is_some_and(|v| v.name.is_some());
    match message {
        ClientMessage::Hello { name, .. } if !greeted => arrive::hello(server, id, &name),
        ClientMessage::Hello { .. } => Err(ErrorCode::AlreadyHello),
        _ if !greeted => Err(ErrorCode::NotHelloFirst),
        ClientMessage::ListTables { page } => {
            arrive::list_tables(server, id, page);
            Ok(())
        }
        ClientMessage::CreateTable {
            table,
            config,
            stand_in,
            private,
            password,
        } => {
            let privacy = arrive::Privacy::asked(private, password);
            arrive::create(server, id, &table, config, (stand_in, privacy)).await
        }
        ClientMessage::JoinTable {
            table,
            names,
            password,
        } => arrive::join(server, id, table, names, password).await,
        ClientMessage::Spectate {
            table,
            name,
            password,
        } => arrive::spectate(server, id, table, name, password).await,
        ClientMessage::Invite { name } => house::invite(server, id, &name).await,
        ClientMessage::Rejoin { token } => arrive::rejoin(server, id, token).await,
        ClientMessage::Start => at_table::start(server, id).await,
        ClientMessage::Command { seat, command } => {
            at_table::command(server, id, seat, command).await
        }
        ClientMessage::PassHost { seat } => at_table::pass_host(server, id, seat).await,
        ClientMessage::SeatToComputer { seat } => {
            at_table::seat_to_computer(server, id, seat).await
        }
        ClientMessage::TakeBack => at_table::take_back(server, id).await,
        ClientMessage::CloseTable => at_table::close(server, id).await,
        ClientMessage::Remove { seat, ban } => house::remove(server, id, seat, ban).await,
        ClientMessage::TurnTimer { seconds } => house::turn_timer(server, id, seconds).await,
        ClientMessage::Chat { text } => at_table::chat(server, id, &text),
        ClientMessage::LobbyChat { text } => meeting::lobby_chat(server, id, &text),
        ClientMessage::HearLobby { on } => meeting::hear_lobby(server, id, on),
        ClientMessage::Claim {
            password,
            operator_code,
        } => account::claim(server, id, &password, operator_code.as_ref()).await,
        ClientMessage::LogIn { password } => account::log_in(server, id, &password).await,
        ClientMessage::LogInWithToken { token } => account::log_in_with_token(server, id, &token),
        ClientMessage::ChangePassword { password } => {
            account::change_password(server, id, &password).await
        }
        ClientMessage::LogOut { token } => account::log_out(server, id, &token).await,
        ClientMessage::Operate { action } => operator::operate(server, id, action).await,
        ClientMessage::Leaderboard { preset, page } => {
            meeting::leaderboard(server, id, preset, page);
            Ok(())
        }
        ClientMessage::Daily { answer } => daily::asked(server, id, answer),
        ClientMessage::KeptGames => meeting::kept_games(server, id),
        ClientMessage::KeptGame { id: game } => meeting::kept_game(server, id, game),
        ClientMessage::Leave => {
            super::leaving::leave(server, id, super::leaving::Goodbye::Said).await;
            Ok(())
        }
    }
}
